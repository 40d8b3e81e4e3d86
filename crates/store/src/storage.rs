//! The storage door: [`Store`], everything puzzlebox keeps — saved games from their first
//! move to their end, practice sessions and their solves, export and import — as one
//! trait, whatever keeps it (SQLite on a desktop; the browser's storage on the static site).
//!
//! **Its shape, and why.** The door is synchronous, and every method takes `&self`: an
//! implementation guards its own state (a lock around one connection), so one store is
//! shared by every game and request of a process behind an `Arc<dyn Store>`. Synchronous,
//! because the game core's invariant is that every change of position is saved before
//! `update` returns (a kill at any moment loses at most the move in flight), and because
//! where the engine runs in a browser it runs in a Web Worker, where storage can be
//! synchronous too (the Origin Private File System's synchronous access handles, which
//! SQLite compiled to WebAssembly uses; or a worker's own copy of the data, flushed to
//! IndexedDB in the background): the one place that must wait is the worker, never the
//! page. An asynchronous door would have made every caller — the controller, the timer,
//! the command line — asynchronous for the sake of one host.
//!
//! Every implementation passes the same conformance suite ([`crate::conformance`]).

use std::sync::Arc;

use door::PuzzleKind;
use game::{Bests, GameId, Saved};
use practice::cstimer::CsSession;
use practice::{
    chart_of, history_of, stats_of, Chart, History, NewSolve, Penalty, SessionInfo, SessionKind,
    SessionStats, Solve,
};

use crate::data::{Export, GameRow, ImportReport, LevelStats, Shown, SolvesPage};
use crate::error::StoreError;

/// Where puzzlebox keeps everything (see the module docs).
pub trait Store: Send + Sync {
    // --- games ---------------------------------------------------------------------------

    /// Starts keeping a game (at its first move: a game with no move is never kept); its id.
    fn start(&self, game: &Saved) -> Result<GameId, StoreError>;
    /// Keeps a game's current state (after every change).
    fn save(&self, id: GameId, game: &Saved) -> Result<(), StoreError>;
    /// Ends a game, solved or abandoned. A solve is filed in the current on-screen session
    /// of its puzzle and variant key, marked assisted when a hint or a demonstration
    /// helped: its id.
    fn finish(&self, id: GameId, game: &Saved, solved: bool) -> Result<Option<i64>, StoreError>;
    /// Forgets a game that was never played (still playing, no moves); whether it did.
    fn discard_unplayed(&self, id: GameId) -> Result<bool, StoreError>;
    /// Deletes a kept game not yet finished (the player asked to).
    fn delete_saved(&self, id: GameId) -> Result<(), StoreError>;
    /// The best time and fewest moves so far of a puzzle, variant key and level
    /// (unassisted solves).
    fn bests(&self, puzzle: PuzzleKind, key: &str, level: &str) -> Result<Bests, StoreError>;
    /// One game.
    fn game(&self, id: GameId) -> Result<GameRow, StoreError>;
    /// A game by its number (`12`) or its export uid.
    fn find_game(&self, which: &str) -> Result<(GameId, GameRow), StoreError>;
    /// The number of the game with this export uid (a solve's `game`), if it is kept.
    fn game_number(&self, uid: &str) -> Result<Option<GameId>, StoreError>;
    /// The latest unfinished game with moves of a puzzle and variant key, to offer to
    /// resume.
    fn unfinished(
        &self,
        puzzle: PuzzleKind,
        key: &str,
    ) -> Result<Option<(GameId, GameRow)>, StoreError>;
    /// Every unfinished game with moves, the latest played first.
    fn all_unfinished(&self) -> Result<Vec<(GameId, GameRow)>, StoreError>;
    /// The games kept that `shown` asks for, the latest played first, at most `limit`.
    fn games(&self, shown: Shown, limit: usize) -> Result<Vec<(GameId, GameRow)>, StoreError>;
    /// The game solved last.
    fn last_solved(&self) -> Result<(GameId, GameRow), StoreError>;
    /// Statistics per puzzle, variant key and level (of one puzzle when given), in the
    /// order of the puzzles' names, keys and levels.
    fn stats(&self, puzzle: Option<PuzzleKind>) -> Result<Vec<LevelStats>, StoreError>;

    // --- sessions ------------------------------------------------------------------------

    /// Every session, oldest first.
    fn sessions(&self) -> Result<Vec<SessionInfo>, StoreError>;
    /// A session by number.
    fn session(&self, id: i64) -> Result<SessionInfo, StoreError>;
    /// A session by its name or its number.
    fn find_session(&self, which: &str) -> Result<SessionInfo, StoreError>;
    /// Makes a session; it becomes the current one of its kind.
    fn create_session(&self, name: &str, kind: &SessionKind) -> Result<SessionInfo, StoreError>;
    /// Renames a session.
    fn rename_session(&self, id: i64, name: &str) -> Result<SessionInfo, StoreError>;
    /// Makes a session the current one of its kind.
    fn use_session(&self, id: i64) -> Result<SessionInfo, StoreError>;
    /// Moves every solve of session `from` into `into` (of the same kind), and deletes
    /// `from`.
    fn merge_sessions(&self, from: i64, into: i64) -> Result<SessionInfo, StoreError>;
    /// Splits a session at a solve: that solve and every later one go to a new session of
    /// the same kind, named `name`.
    fn split_session(&self, id: i64, at_solve: i64, name: &str) -> Result<SessionInfo, StoreError>;
    /// Deletes a session and its solves (the games stay).
    fn delete_session(&self, id: i64) -> Result<(), StoreError>;
    /// The current session of a kind (made, with its kind's name, when there is none).
    fn current_session(&self, kind: &SessionKind) -> Result<SessionInfo, StoreError>;

    // --- solves --------------------------------------------------------------------------

    /// Adds a solve to the current session of a kind (made when needed).
    fn add_solve(&self, kind: &SessionKind, solve: &NewSolve) -> Result<Solve, StoreError>;
    /// Adds solves to the current session of a kind, all or none.
    fn add_solves(&self, kind: &SessionKind, solves: &[NewSolve]) -> Result<(), StoreError>;
    /// One solve.
    fn solve(&self, id: i64) -> Result<Solve, StoreError>;
    /// The session a solve belongs to.
    fn session_of_solve(&self, id: i64) -> Result<SessionInfo, StoreError>;
    /// Marks a solve's penalty (`Penalty::Ok` takes one back).
    fn set_penalty(&self, id: i64, penalty: Penalty) -> Result<Solve, StoreError>;
    /// Sets a solve's comment.
    fn set_comment(&self, id: i64, comment: &str) -> Result<Solve, StoreError>;
    /// Deletes a solve.
    fn delete_solve(&self, id: i64) -> Result<(), StoreError>;
    /// Keeps the length of a tiles solve's shortest solution (`exact`), or a proven bound
    /// below which none is.
    fn set_optimum(&self, id: i64, optimum: u32, exact: bool) -> Result<(), StoreError>;
    /// A session's solves, oldest first.
    fn solves(&self, session: i64) -> Result<Vec<Solve>, StoreError>;
    /// A session's latest `n` solves, oldest first.
    fn latest_solves(&self, session: i64, n: usize) -> Result<Vec<Solve>, StoreError>;
    /// A page of a session's solves, the newest first: at most `limit`, after the `offset`
    /// newest, with how many the session holds.
    fn solves_page(
        &self,
        session: i64,
        offset: usize,
        limit: usize,
    ) -> Result<SolvesPage, StoreError>;

    /// A session's solves with at least what its figures and its history read (number,
    /// time, penalty, moves, assisted, when), oldest first.
    fn solves_for_figures(&self, session: i64) -> Result<Vec<Solve>, StoreError> {
        self.solves(session)
    }

    /// A session's chart over its latest `last` counted solves ([`chart_of`]).
    fn session_chart(&self, session: i64, last: usize) -> Result<Chart, StoreError> {
        Ok(chart_of(&self.solves_for_figures(session)?, last))
    }

    /// A session's history of bests and solves per day ([`history_of`]), its days on a
    /// clock `utc_offset_min` minutes ahead of UTC.
    fn session_history(&self, id: i64, utc_offset_min: i32) -> Result<History, StoreError> {
        self.session(id)?;
        Ok(history_of(&self.solves_for_figures(id)?, utc_offset_min))
    }

    /// A session by part ([`practice::cases_of`]): a trainer's cases, a series' boards
    /// by size; `variant` the session's.
    fn session_cases(
        &self,
        id: i64,
        variant: &game::Variant,
    ) -> Result<Vec<practice::CaseStats>, StoreError> {
        self.session(id)?;
        // Each solve whole: its scramble names its case, its splits its boards.
        Ok(practice::cases_of(
            &self.solves(id)?,
            &practice::parts_of(variant),
        ))
    }

    /// A session's figures ([`stats_of`]).
    fn session_stats(&self, id: i64) -> Result<SessionStats, StoreError> {
        let session = self.session(id)?;
        let solves = self.solves_for_figures(id)?;
        Ok(stats_of(session, &solves))
    }

    // --- export and import ---------------------------------------------------------------

    /// Every game, session and solve, oldest first.
    fn export(&self) -> Result<Export, StoreError>;
    /// Adds what an export holds, checked whole first (its format, every game played back):
    /// new games, sessions and solves are added, a game already here is replaced only by a
    /// later state of itself; all or nothing.
    fn import(&self, export: &Export) -> Result<ImportReport, StoreError>;
    /// Adds csTimer's sessions, all or nothing (a solve already here is not added again).
    fn import_cstimer(&self, sessions: &[CsSession]) -> Result<ImportReport, StoreError>;
    /// Every session with its solves, as csTimer's.
    fn cstimer_sessions(&self) -> Result<Vec<CsSession>, StoreError>;
}

/// A store as the ports the game core and practice keep things through: the controller's
/// games ([`game::Saves`]) and a timer's solves ([`practice::Solves`]).
#[derive(Clone)]
pub struct Ports(pub Arc<dyn Store>);

impl Ports {
    /// Where the controller keeps its games.
    pub fn saves(store: &Arc<dyn Store>) -> Arc<dyn game::Saves> {
        Arc::new(Ports(store.clone()))
    }

    /// Where a timer keeps its solves.
    pub fn solves(store: &Arc<dyn Store>) -> Arc<dyn practice::Solves> {
        Arc::new(Ports(store.clone()))
    }
}

impl game::Saves for Ports {
    fn start(&self, game: &Saved) -> Result<GameId, game::StorageError> {
        Ok(self.0.start(game)?)
    }
    fn save(&self, id: GameId, game: &Saved) -> Result<(), game::StorageError> {
        Ok(self.0.save(id, game)?)
    }
    fn finish(
        &self,
        id: GameId,
        game: &Saved,
        solved: bool,
    ) -> Result<Option<i64>, game::StorageError> {
        Ok(self.0.finish(id, game, solved)?)
    }
    fn discard_unplayed(&self, id: GameId) -> Result<bool, game::StorageError> {
        Ok(self.0.discard_unplayed(id)?)
    }
    fn bests(
        &self,
        puzzle: PuzzleKind,
        key: &str,
        level: &str,
    ) -> Result<Bests, game::StorageError> {
        Ok(self.0.bests(puzzle, key, level)?)
    }
    fn game(&self, id: GameId) -> Result<(game::SessionRecord, game::Status), game::StorageError> {
        let row = self.0.game(id)?;
        Ok((row.record, row.status))
    }
    fn set_optimum(&self, solve: i64, optimum: u32, exact: bool) -> Result<(), game::StorageError> {
        Ok(self.0.set_optimum(solve, optimum, exact)?)
    }
}

impl practice::Solves for Ports {
    fn session(&self, id: i64) -> Result<SessionInfo, game::StorageError> {
        Ok(self.0.session(id)?)
    }
    fn use_session(&self, id: i64) -> Result<SessionInfo, game::StorageError> {
        Ok(self.0.use_session(id)?)
    }
    fn current_session(&self, kind: &SessionKind) -> Result<SessionInfo, game::StorageError> {
        Ok(self.0.current_session(kind)?)
    }
    fn add_solve(&self, kind: &SessionKind, solve: &NewSolve) -> Result<Solve, game::StorageError> {
        Ok(self.0.add_solve(kind, solve)?)
    }
}
