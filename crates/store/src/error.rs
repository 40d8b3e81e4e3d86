//! What the storage's work fails with: a file it cannot use, an export it cannot read, a
//! name, a number, a merge or a split that cannot be — each with its fields — the same for
//! every implementation of the door.

use std::path::{Path, PathBuf};

use game::{GameError, PuzzleKind, StorageError, StorageFault, StorageKind};
use messages::{localized, Localize, Message};

use crate::data::{EXPORT_FORMAT, EXPORT_VERSION};

/// What can go wrong with the storage.
#[derive(Clone, Debug)]
pub enum StoreError {
    /// The file is not a puzzlebox database SQLite can read (it is left as it is).
    Corrupt {
        /// The file.
        path: PathBuf,
        /// SQLite's message.
        detail: String,
    },
    /// The database was written by a newer puzzlebox.
    Newer {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build reads.
        supported: i64,
    },
    /// The database has an older schema and cannot be migrated (it can only be read).
    Older {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The version this build reads.
        supported: i64,
    },
    /// An export of another format.
    ExportFormat {
        /// The format it names.
        found: String,
    },
    /// An export of a newer version than this build reads.
    ExportVersion {
        /// Its version.
        found: u32,
    },
    /// A game of an export that cannot be played back.
    ExportGame {
        /// The game's place in the export, from 1.
        number: usize,
        /// Its puzzle.
        puzzle: PuzzleKind,
        /// Its uid.
        uid: String,
        /// What is wrong with it.
        error: Box<GameError>,
    },
    /// A game id that is not in the database.
    NoSuchGame(i64),
    /// A game's export uid that is not in the database.
    NoSuchGameUid(String),
    /// No game is solved yet.
    NoSolvedGame,
    /// A session that is not in the database (by number or name).
    NoSuchSession(String),
    /// A solve that is not in the database.
    NoSuchSolve(i64),
    /// A session's name that is empty (or only spaces).
    EmptyName,
    /// A session's name already taken.
    NameTaken {
        /// The name.
        name: String,
    },
    /// A merge of a session into itself.
    MergeIntoItself {
        /// The session's name.
        name: String,
    },
    /// A merge of sessions of different puzzles or ways of solving.
    KindsDiffer {
        /// The session merged.
        from: String,
        /// The session merged into.
        into: String,
    },
    /// A split at a solve that is not the session's, or at its first (nothing would stay).
    BadSplit {
        /// The session's name.
        name: String,
        /// The solve.
        solve: i64,
    },
    /// A comment longer than a comment may be.
    CommentTooLong {
        /// Its length, in characters.
        chars: usize,
        /// The most a comment holds.
        max: usize,
    },
    /// A comment with a control character (a line break, a tab, …).
    CommentControl {
        /// Where the first one is: its place among the characters, from 1.
        at: usize,
    },
    /// Any other failure of what keeps the data (SQLite's error, the browser's storage's),
    /// as it said it.
    Backend {
        /// Its own words.
        detail: String,
    },
}

/// The most characters a solve's comment holds.
pub const MAX_COMMENT: usize = 1000;

/// Whether a comment may be kept: at most [`MAX_COMMENT`] characters, none a control
/// character. Every store checks it before it changes anything.
pub fn check_comment(comment: &str) -> Result<(), StoreError> {
    let chars = comment.chars().count();
    if chars > MAX_COMMENT {
        return Err(StoreError::CommentTooLong {
            chars,
            max: MAX_COMMENT,
        });
    }
    match comment.chars().position(char::is_control) {
        Some(i) => Err(StoreError::CommentControl { at: i + 1 }),
        None => Ok(()),
    }
}

impl StoreError {
    /// Whether it is the request's fault (a name, a number, a merge or a split that cannot
    /// be), not the database's.
    pub fn is_bad_request(&self) -> bool {
        matches!(
            self,
            StoreError::EmptyName
                | StoreError::NameTaken { .. }
                | StoreError::MergeIntoItself { .. }
                | StoreError::KindsDiffer { .. }
                | StoreError::BadSplit { .. }
                | StoreError::CommentTooLong { .. }
                | StoreError::CommentControl { .. }
        )
    }

    /// Whether it names something that is not there (a game, a session, a solve).
    pub fn is_not_found(&self) -> bool {
        matches!(
            self,
            StoreError::NoSuchGame(_)
                | StoreError::NoSuchGameUid(_)
                | StoreError::NoSolvedGame
                | StoreError::NoSuchSession(_)
                | StoreError::NoSuchSolve(_)
        )
    }

    /// Whether it is the export's fault (its format, its version or one of its games), not
    /// the database's.
    pub fn is_bad_export(&self) -> bool {
        matches!(
            self,
            StoreError::ExportFormat { .. }
                | StoreError::ExportVersion { .. }
                | StoreError::ExportGame { .. }
        )
    }
}

impl Localize for StoreError {
    fn message(&self) -> Message {
        let path = |p: &Path| p.display().to_string();
        match self {
            StoreError::Corrupt { path: p, detail } => Message::new("store-corrupt")
                .arg("path", path(p))
                .arg("detail", detail),
            StoreError::Newer {
                path: p,
                found,
                supported,
            } => Message::new("store-newer")
                .arg("path", path(p))
                .arg("found", found.to_string())
                .arg("supported", supported.to_string()),
            StoreError::Older {
                path: p,
                found,
                supported,
            } => Message::new("store-older")
                .arg("path", path(p))
                .arg("found", found.to_string())
                .arg("supported", supported.to_string()),
            StoreError::ExportFormat { found } => Message::new("store-export-format")
                .arg("found", found.as_str())
                .arg("expected", EXPORT_FORMAT),
            StoreError::ExportVersion { found } => Message::new("store-export-version")
                .arg("found", found.to_string())
                .arg("supported", EXPORT_VERSION.to_string()),
            StoreError::ExportGame {
                number,
                puzzle,
                uid,
                error,
            } => Message::new("store-export-game")
                .arg("number", number.to_string())
                .arg("puzzle", puzzle.to_string())
                .arg("uid", uid.as_str())
                .arg("error", error.message()),
            StoreError::NoSuchGame(id) => {
                Message::new("store-no-such-game").arg("id", id.to_string())
            }
            StoreError::NoSuchGameUid(uid) => {
                Message::new("store-no-such-game-uid").arg("uid", uid.as_str())
            }
            StoreError::NoSolvedGame => Message::new("store-no-solved-game"),
            StoreError::NoSuchSession(which) => {
                Message::new("store-no-such-session").arg("session", which.as_str())
            }
            StoreError::NoSuchSolve(id) => {
                Message::new("store-no-such-solve").arg("id", id.to_string())
            }
            StoreError::EmptyName => Message::new("store-empty-name"),
            StoreError::NameTaken { name } => {
                Message::new("store-name-taken").arg("name", name.as_str())
            }
            StoreError::MergeIntoItself { name } => {
                Message::new("store-merge-itself").arg("name", name.as_str())
            }
            StoreError::KindsDiffer { from, into } => Message::new("store-kinds-differ")
                .arg("from", from.as_str())
                .arg("into", into.as_str()),
            StoreError::BadSplit { name, solve } => Message::new("store-bad-split")
                .arg("name", name.as_str())
                .arg("solve", solve.to_string()),
            StoreError::CommentTooLong { chars, max } => Message::new("store-comment-too-long")
                .arg("chars", *chars)
                .arg("max", *max),
            StoreError::CommentControl { at } => {
                Message::new("store-comment-control").arg("at", *at)
            }
            StoreError::Backend { detail } => {
                Message::new("store-sqlite").arg("detail", detail.as_str())
            }
        }
    }
}

localized!(StoreError);

impl StorageFault for StoreError {
    fn kind(&self) -> StorageKind {
        if self.is_not_found() {
            StorageKind::NotFound
        } else if self.is_bad_request() {
            StorageKind::BadRequest
        } else if self.is_bad_export() {
            StorageKind::BadExport
        } else {
            StorageKind::Failed
        }
    }
}

impl From<StoreError> for StorageError {
    fn from(e: StoreError) -> StorageError {
        StorageError::new(e)
    }
}
