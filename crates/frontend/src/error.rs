//! What the front ends' shared work fails with: the system refusing a file, a folder or an
//! address, no data directory, no terminal, the saved games or the tables unavailable.

use messages::{from_variants, localized, Localize, Message};

/// A failure of the front ends' shared work.
#[derive(Debug)]
pub enum Error {
    /// The system refused to read, write or create a file, or to listen.
    Io {
        /// What was being done.
        action: IoAction,
        /// The file, folder or address (as given: [`Message::verbatim`]), or what else was
        /// being used (the terminal, the server's runtime: a message of its own).
        what: Message,
        /// What the system said.
        error: std::io::Error,
    },
    /// Nowhere to keep the saved games.
    NoDataDir,
    /// The terminal game run without a terminal.
    NeedsTerminal,
    /// A host name that names no address.
    NoAddress {
        /// As given.
        host: String,
    },
    /// The saved games' database failed.
    Store(store::StoreError),
    /// The tables could not be had.
    Tables(search::tables::TableError),
}

from_variants!(
    Error::Store(store::StoreError),
    Error::Tables(search::tables::TableError),
);

/// What was being done when the system refused ([`Error::Io`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoAction {
    /// Reading a file (or standard input).
    Read,
    /// Writing a file.
    Write,
    /// Creating a folder.
    Create,
    /// Creating the tables' cache folder.
    CreateCache,
    /// Listening on an address.
    Listen,
    /// Looking up a host name.
    Resolve,
    /// Starting the server's runtime.
    Start,
}

impl IoAction {
    /// The message id.
    pub fn id(self) -> &'static str {
        match self {
            IoAction::Read => "cli-io-read",
            IoAction::Write => "cli-io-write",
            IoAction::Create => "cli-io-create",
            IoAction::CreateCache => "cli-io-create-cache",
            IoAction::Listen => "cli-io-listen",
            IoAction::Resolve => "cli-io-resolve",
            IoAction::Start => "cli-io-start",
        }
    }

    /// `map_err` for an I/O result: the failure of doing this to `what`, a file, folder or
    /// address written as it was given.
    pub fn on(self, what: impl std::fmt::Display) -> impl FnOnce(std::io::Error) -> Error {
        self.on_the(Message::verbatim(what.to_string()))
    }

    /// `map_err` for an I/O result: the failure of doing this to a thing named by a message
    /// (`io-the-terminal`).
    pub fn on_the(self, what: Message) -> impl FnOnce(std::io::Error) -> Error {
        move |error| Error::Io {
            action: self,
            what,
            error,
        }
    }
}

impl Localize for Error {
    fn message(&self) -> Message {
        match self {
            Error::Io {
                action,
                what,
                error,
            } => Message::new(action.id())
                .arg("what", what.clone())
                .arg("why", io_message(error)),
            Error::NoDataDir => Message::new("cli-no-data-dir"),
            Error::NeedsTerminal => Message::new("cli-needs-terminal"),
            Error::NoAddress { host } => Message::new("cli-no-address").arg("host", host),
            Error::Store(e) => e.message(),
            Error::Tables(e) => e.message(),
        }
    }
}

localized!(Error);

/// What the system said of a failed I/O, as a message: the usual kinds have a message of
/// their own (the English one is the system's own words), the others are as the system
/// says them.
pub fn io_message(e: &std::io::Error) -> Message {
    use std::io::ErrorKind as K;
    let id = match e.kind() {
        K::NotFound => "cli-io-not-found",
        K::PermissionDenied => "cli-io-permission",
        K::AlreadyExists => "cli-io-exists",
        K::AddrInUse => "cli-io-addr-in-use",
        K::AddrNotAvailable => "cli-io-addr-not-available",
        K::InvalidData => "cli-io-invalid-data",
        _ => "cli-io-other",
    };
    Message::new(id).arg("os", e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_is_quoted_once_in_english_and_translated_in_chinese() {
        let e = IoAction::Read.on("x.txt")(std::io::Error::from(std::io::ErrorKind::NotFound));
        let en = e.to_string();
        assert!(en.starts_with("cannot read x.txt: "), "{en}");
        assert_eq!(
            en.matches("not found").count() + en.matches("No such").count(),
            1,
            "{en}"
        );
        assert_eq!(
            e.text(messages::Lang::Zh),
            "无法读取 x.txt：没有这个文件或目录"
        );
    }
}
