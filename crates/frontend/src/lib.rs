//! What every front end shares — the command line, the terminal game and the web server —
//! and nothing any one of them alone needs:
//!
//! * [`lang`] — the process's language (chosen at start) and the words in it;
//! * [`cache`] — the table store: the one source of solver tables, each cached on disk
//!   behind a checked header;
//! * [`saved`] — opening the saved games' database (the storage door over SQLite);
//! * [`puzzles()`] — the puzzles this build plays, registered once;
//! * [`host`] — what a desktop host gives the game core (a thread a job);
//! * [`text`] — text for a terminal: padding by columns, a session's history as lines;
//! * [`Error`] — what those fail with (a file the system refused, no data directory, no
//!   terminal), each saying so as a message of the catalogs.
//!
//! [`cache`], [`saved`] and [`host`] are the desktop's (the `native` feature, on by
//! default); the browser's host has its own.
//!
//! No front end depends on another; this crate depends on none of them, nor on clap.

#[cfg(feature = "native")]
pub mod cache;
mod error;
#[cfg(feature = "native")]
pub mod host;
pub mod lang;
mod puzzles;
#[cfg(feature = "native")]
pub mod saved;
pub mod text;

pub use error::{io_message, Error, IoAction};
pub use puzzles::puzzles;
