//! The storage door: everything puzzlebox keeps — saved games, practice sessions and their
//! solves, statistics, export and import — behind one trait ([`Store`]), and its
//! implementation over SQLite ([`SqliteStore`], with the migrations; the `sqlite` feature,
//! on by default).
//!
//! The game core and practice keep things through ports of their own ([`game::Saves`],
//! [`practice::Solves`]); [`Ports`] gives them any store. A second implementation (the
//! browser's storage, [`MemoryStore`]: in memory, kept as a snapshot) implements [`Store`] and passes the same conformance suite
//! ([`conformance`]) as SQLite's, without touching the core. Why the door is synchronous is
//! said in [`storage`].
//!
//! What a store hands back is plain data ([`GameRow`], [`LevelStats`], [`Export`],
//! [`ImportReport`], and practice's sessions and solves); what goes wrong is a
//! [`StoreError`] with its fields, the same for every implementation.

pub mod conformance;
mod data;
mod error;
pub mod memory;
#[cfg(feature = "sqlite")]
mod sqlite;
pub mod storage;

pub use data::{
    Export, GameRow, ImportReport, LevelStats, SessionExport, Shown, SolvesPage, EXPORT_FORMAT,
    EXPORT_VERSION,
};
pub use error::{check_comment, StoreError, MAX_COMMENT};
pub use memory::MemoryStore;
#[cfg(feature = "sqlite")]
pub use sqlite::{SqliteStore, SCHEMA_VERSION};
pub use storage::{Ports, Store};
