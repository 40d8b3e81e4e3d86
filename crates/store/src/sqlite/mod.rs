//! The storage door over SQLite ([`SqliteStore`]): saved games, practice sessions and
//! statistics in one file.
//!
//! `games`: every game from its first move to its end, saved after every move (WAL mode, so
//! a crash loses at most the move in flight); a game is `playing` until it is `solved` or
//! `abandoned`, and one with no move is never saved. `sessions` and `solves`: every finished
//! solve, on the screen or with the timer, in the current session of its kind, with its
//! penalty; the averages come from them.
//!
//! The schema version is SQLite's `user_version`; [`SqliteStore::open`] migrates an older
//! database forward and refuses a newer or corrupt one with a clear error, leaving the file
//! untouched.
//!
//! `db.rs` opens the file, `conn.rs` what the queries run on, `schema.rs` holds the migrations, `row.rs` a game's row,
//! `games.rs` the games and their statistics, `sessions.rs` the sessions and solves,
//! `export.rs` export and import, `cstimer.rs` csTimer's sessions; this file is the door.

mod conn;
mod cstimer;
mod db;
mod export;
mod games;
mod row;
mod schema;
mod sessions;

pub use db::SqliteStore;
pub use schema::SCHEMA_VERSION;

use door::PuzzleKind;
use game::{Bests, GameId, Saved};
use practice::cstimer::CsSession;
use practice::{Chart, NewSolve, Penalty, SessionInfo, SessionKind, Solve};

use crate::data::{Export, GameRow, ImportReport, LevelStats, Shown, SolvesPage};
use crate::error::StoreError;
use crate::storage::Store;

impl Store for SqliteStore {
    fn start(&self, game: &Saved) -> Result<GameId, StoreError> {
        self.with(|db| db.start(game))
    }
    fn save(&self, id: GameId, game: &Saved) -> Result<(), StoreError> {
        self.with(|db| db.save(id, game))
    }
    fn finish(&self, id: GameId, game: &Saved, solved: bool) -> Result<Option<i64>, StoreError> {
        self.with(|db| db.finish(id, game, solved))
    }
    fn discard_unplayed(&self, id: GameId) -> Result<bool, StoreError> {
        self.with(|db| db.discard_unplayed(id))
    }
    fn delete_saved(&self, id: GameId) -> Result<(), StoreError> {
        self.with(|db| db.delete_saved(id))
    }
    fn bests(&self, puzzle: PuzzleKind, key: &str, level: &str) -> Result<Bests, StoreError> {
        self.with(|db| db.bests(puzzle, key, level))
    }
    fn game(&self, id: GameId) -> Result<GameRow, StoreError> {
        self.with(|db| db.game(id))
    }
    fn find_game(&self, which: &str) -> Result<(GameId, GameRow), StoreError> {
        self.with(|db| db.find_game(which))
    }
    fn game_number(&self, uid: &str) -> Result<Option<GameId>, StoreError> {
        self.with(|db| db.game_number(uid))
    }
    fn unfinished(
        &self,
        puzzle: PuzzleKind,
        key: &str,
    ) -> Result<Option<(GameId, GameRow)>, StoreError> {
        self.with(|db| db.unfinished(puzzle, key))
    }
    fn all_unfinished(&self) -> Result<Vec<(GameId, GameRow)>, StoreError> {
        self.with(|db| db.all_unfinished())
    }
    fn games(&self, shown: Shown, limit: usize) -> Result<Vec<(GameId, GameRow)>, StoreError> {
        self.with(|db| db.games(shown, limit))
    }
    fn last_solved(&self) -> Result<(GameId, GameRow), StoreError> {
        self.with(|db| db.last_solved())
    }
    fn stats(&self, puzzle: Option<PuzzleKind>) -> Result<Vec<LevelStats>, StoreError> {
        self.with(|db| db.stats(puzzle))
    }
    fn sessions(&self) -> Result<Vec<SessionInfo>, StoreError> {
        self.with(|db| db.sessions())
    }
    fn session(&self, id: i64) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.session(id))
    }
    fn find_session(&self, which: &str) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.find_session(which))
    }
    fn create_session(&self, name: &str, kind: &SessionKind) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.create_session(name, kind))
    }
    fn rename_session(&self, id: i64, name: &str) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.rename_session(id, name))
    }
    fn use_session(&self, id: i64) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.use_session(id))
    }
    fn merge_sessions(&self, from: i64, into: i64) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.merge_sessions(from, into))
    }
    fn split_session(&self, id: i64, at_solve: i64, name: &str) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.split_session(id, at_solve, name))
    }
    fn delete_session(&self, id: i64) -> Result<(), StoreError> {
        self.with(|db| db.delete_session(id))
    }
    fn current_session(&self, kind: &SessionKind) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.current_session(kind))
    }
    fn add_solve(&self, kind: &SessionKind, solve: &NewSolve) -> Result<Solve, StoreError> {
        self.with(|db| db.add_solve(kind, solve))
    }
    fn add_solves(&self, kind: &SessionKind, solves: &[NewSolve]) -> Result<(), StoreError> {
        self.in_transaction(|db| db.add_solves(kind, solves))
    }
    fn solve(&self, id: i64) -> Result<Solve, StoreError> {
        self.with(|db| db.solve(id))
    }
    fn session_of_solve(&self, id: i64) -> Result<SessionInfo, StoreError> {
        self.with(|db| db.session_of_solve(id))
    }
    fn set_penalty(&self, id: i64, penalty: Penalty) -> Result<Solve, StoreError> {
        self.with(|db| db.set_penalty(id, penalty))
    }
    fn set_comment(&self, id: i64, comment: &str) -> Result<Solve, StoreError> {
        self.with(|db| db.set_comment(id, comment))
    }
    fn delete_solve(&self, id: i64) -> Result<(), StoreError> {
        self.with(|db| db.delete_solve(id))
    }
    fn set_optimum(&self, id: i64, optimum: u32, exact: bool) -> Result<(), StoreError> {
        self.with(|db| db.set_optimum(id, optimum, exact))
    }
    fn solves(&self, session: i64) -> Result<Vec<Solve>, StoreError> {
        self.with(|db| db.solves(session))
    }
    fn latest_solves(&self, session: i64, n: usize) -> Result<Vec<Solve>, StoreError> {
        self.with(|db| db.latest_solves(session, n))
    }
    fn solves_page(
        &self,
        session: i64,
        offset: usize,
        limit: usize,
    ) -> Result<SolvesPage, StoreError> {
        self.with(|db| db.solves_page(session, offset, limit))
    }
    /// Only what the figures read, by the session's index (a session of 100,000 solves
    /// reads in half the time).
    fn solves_for_figures(&self, session: i64) -> Result<Vec<Solve>, StoreError> {
        self.with(|db| db.solves_for_figures(session))
    }
    /// Read from the latest `last` counted solves and the 11 before them only.
    fn session_chart(&self, session: i64, last: usize) -> Result<Chart, StoreError> {
        self.with(|db| db.session_chart(session, last))
    }
    fn export(&self) -> Result<Export, StoreError> {
        self.with(|db| db.export())
    }
    fn import(&self, export: &Export) -> Result<ImportReport, StoreError> {
        self.with(|db| db.import(export))
    }
    fn import_cstimer(&self, sessions: &[CsSession]) -> Result<ImportReport, StoreError> {
        self.with(|db| db.import_cstimer(sessions))
    }
    fn cstimer_sessions(&self) -> Result<Vec<CsSession>, StoreError> {
        self.with(|db| db.cstimer_sessions())
    }
}
