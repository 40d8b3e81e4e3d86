//! What the store's queries run on: the connection and the puzzles while a call holds them
//! ([`Db`]), SQLite's errors as the store's, and the clock and ids its rows get.

use std::time::{SystemTime, UNIX_EPOCH};

use game::Puzzles;
use rusqlite::Connection;

use crate::error::StoreError;

/// The connection and the puzzles while a call holds them: what the store's queries run
/// on.
pub(super) struct Db<'a> {
    pub(super) conn: &'a Connection,
    pub(super) puzzles: &'a Puzzles,
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Backend {
            detail: e.to_string(),
        }
    }
}

/// Now, in milliseconds since the Unix epoch (what a row's time is kept in).
pub(super) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A new uid: 128 random bits in hex.
pub(super) fn new_uid() -> String {
    format!("{:032x}", rand::random::<u128>())
}
