//! Saved games, practice sessions and statistics in SQLite.
//!
//! `games`: every game from its first move to its end, saved after every move (WAL mode, so
//! a crash loses at most the move in flight); a game is `playing` until it is `solved` or
//! `abandoned`, and one with no move is never saved. `sessions` and `solves`: every finished
//! solve, on the screen or with the timer, in the current session of its kind, with its
//! penalty; the averages come from them. The rule for records: a solve with a hint or a
//! demonstration is kept and marked as assisted, and is never a best and never in an average.
//!
//! The schema version is SQLite's `user_version`; [`Store::open`] migrates an older database
//! forward and refuses a newer or corrupt one with a clear error, leaving the file untouched.
//! Export and import carry every game, session and solve as plain data ([`Export`]).
//!
//! `db.rs` opens the file, `schema.rs` holds the migrations, `games.rs` the games and their
//! statistics, `sessions.rs` the sessions and solves, `export.rs` export and import,
//! `error.rs` what goes wrong.

mod cstimer;
mod db;
mod error;
mod export;
mod games;
mod row;
mod schema;
mod sessions;

pub use db::{GameId, Store};
pub use error::StoreError;
pub use export::{Export, ImportReport, SessionExport, EXPORT_FORMAT, EXPORT_VERSION};
pub use games::{Finished, LevelStats};
pub use row::{move_count_of, GameRow, Status};
pub use schema::SCHEMA_VERSION;
pub use sessions::{
    chart_of, stats_of, Amount, AmountFigure, Chart, Figures, Mode, NewSolve, Penalty, SessionInfo,
    SessionKind, SessionStats, Solve,
};

use db::{new_uid, now_ms};
