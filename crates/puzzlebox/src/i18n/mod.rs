//! The command line's words: the process's language and its words (`frontend::lang`,
//! re-exported), `--help` in the reader's language ([`help`]), clap's refusals written from
//! their kind and context ([`clap_error`]), and what a failure says ([`describe`]).

#[cfg(test)]
pub use frontend::lang::in_lang;
pub use frontend::lang::{init, num, say, tell, text};
pub use messages::{Lang, Message};

/// What the command line says of a failure, in the process's language: a failure or a
/// library error by its message; any other error (none is expected) as it is.
pub fn describe(err: &anyhow::Error) -> String {
    use crate::failure::with_failure;
    with_failure(err, |f| tell(f))
        .or_else(|| err.downcast_ref::<frontend::Error>().map(|e| tell(e)))
        .unwrap_or_else(|| format!("{err:#}"))
}

pub mod help;
mod usage;
pub use self::usage::{clap_error, lang_in_args};

#[cfg(test)]
mod tests;
