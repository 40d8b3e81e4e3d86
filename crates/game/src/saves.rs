//! Where games are kept, as the controller sees it: the port [`Saves`] (a game saved from
//! its first move, after every change, finished solved or abandoned, resumed; a solve's
//! optimum kept). The storage door of the `store` crate provides it for every storage it
//! implements; the core knows no file and no database.
//!
//! The rule for records is the controller's ([`Finished`]): a solve with a hint or a
//! demonstration is kept and marked as assisted, and is never a best.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use door::PuzzleKind;
use messages::{Localize, Message};
use serde::{Deserialize, Serialize};

use crate::session::SessionRecord;

/// A game's id where it is kept.
pub type GameId = i64;

/// How a game ended (or that it has not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Still being played.
    Playing,
    /// Solved.
    Solved,
    /// Left unsolved.
    Abandoned,
}

impl Status {
    /// Its name where it is kept (`playing`, `solved`, `abandoned`).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Solved => "solved",
            Status::Abandoned => "abandoned",
        }
    }

    /// The status of a name (an unknown one is `playing`).
    pub fn parse(s: &str) -> Status {
        match s {
            "solved" => Status::Solved,
            "abandoned" => Status::Abandoned,
            _ => Status::Playing,
        }
    }
}

/// A game as the controller hands it to be kept: its record, and what the puzzles work
/// out of it that the storage files it by (its variant's key, its moves counted in the
/// puzzle's metric).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The game as plain data.
    pub record: SessionRecord,
    /// Its variant's key (the tiles' size, `4x4`; empty otherwise).
    pub key: String,
    /// Its moves applied now, in the puzzle's metric (the cube's HTM, rotations free).
    pub move_count: u32,
}

/// Whether a hint or a demonstration helped a game (the rule for records: such a solve is
/// kept and marked, never a best and never in an average).
pub fn assisted(record: &SessionRecord) -> bool {
    record.hints > 0 || record.demos > 0
}

/// The best time and fewest moves so far of a puzzle, variant and level (unassisted
/// solves).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bests {
    /// The fastest, in milliseconds.
    pub time_ms: Option<u64>,
    /// The fewest moves, in the puzzle's metric.
    pub moves: Option<u64>,
}

/// What finishing a game set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Finished {
    /// A new fastest time for the puzzle and level.
    pub best_time: bool,
    /// A new fewest moves for the puzzle and level.
    pub best_moves: bool,
    /// Solved with a hint or a demonstration: kept, never a best.
    pub assisted: bool,
    /// The solve it made in its session (none for a game left unsolved).
    pub solve: Option<i64>,
}

impl Finished {
    /// What a solve of `game` sets against the bests before it (the rule for records).
    pub fn against(game: &Saved, before: Bests, solve: Option<i64>) -> Finished {
        let assisted = assisted(&game.record);
        Finished {
            best_time: !assisted && before.time_ms.is_none_or(|b| game.record.elapsed_ms < b),
            best_moves: !assisted && before.moves.is_none_or(|b| u64::from(game.move_count) < b),
            assisted,
            solve,
        }
    }
}

/// Where the controller keeps games.
pub trait Saves: Send + Sync {
    /// Starts keeping a game (at its first move: a game with no move is never kept);
    /// its id.
    fn start(&self, game: &Saved) -> Result<GameId, StorageError>;
    /// Keeps a game's current state (after every change).
    fn save(&self, id: GameId, game: &Saved) -> Result<(), StorageError>;
    /// Ends a game, solved or abandoned; a solve is filed in the current on-screen session
    /// of its puzzle and variant: its id.
    fn finish(&self, id: GameId, game: &Saved, solved: bool) -> Result<Option<i64>, StorageError>;
    /// Forgets a game that was never played (still playing, no moves); whether it did.
    fn discard_unplayed(&self, id: GameId) -> Result<bool, StorageError>;
    /// The bests so far of a puzzle, variant key and level.
    fn bests(&self, puzzle: PuzzleKind, key: &str, level: &str) -> Result<Bests, StorageError>;
    /// A kept game and how it stands.
    fn game(&self, id: GameId) -> Result<(SessionRecord, Status), StorageError>;
    /// Keeps the length of a solve's shortest solution (`exact`), or a bound below which
    /// none is.
    fn set_optimum(&self, solve: i64, optimum: u32, exact: bool) -> Result<(), StorageError>;
}

/// What kind of failure a storage error is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageKind {
    /// It names something that is not there (a game, a session, a solve).
    NotFound,
    /// The request's fault (a name, a merge, a split that cannot be).
    BadRequest,
    /// An export's fault (its format, version or one of its games).
    BadExport,
    /// The storage failed (a full disk, a file that cannot be written).
    Failed,
}

/// What a storage's own error type is: its message and its kind.
pub trait StorageFault: Localize + fmt::Debug + Send + Sync + 'static {
    /// What kind of failure it is.
    fn kind(&self) -> StorageKind;
}

trait Erased: Send + Sync + fmt::Debug {
    fn message(&self) -> Message;
    fn kind(&self) -> StorageKind;
    fn as_any(&self) -> &dyn Any;
}

impl<E: StorageFault> Erased for E {
    fn message(&self) -> Message {
        Localize::message(self)
    }
    fn kind(&self) -> StorageKind {
        StorageFault::kind(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What a storage failed with: its own error inside (downcast back with
/// [`StorageError::get`]), classified.
#[derive(Clone)]
pub struct StorageError(Arc<dyn Erased>);

impl StorageError {
    /// A storage's own error.
    pub fn new<E: StorageFault>(e: E) -> StorageError {
        StorageError(Arc::new(e))
    }

    /// The storage's own error as its type, if it is one.
    pub fn get<E: StorageFault>(&self) -> Option<&E> {
        self.0.as_any().downcast_ref::<E>()
    }

    /// What kind of failure it is.
    pub fn kind(&self) -> StorageKind {
        self.0.kind()
    }
}

impl fmt::Debug for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Localize for StorageError {
    fn message(&self) -> Message {
        self.0.message()
    }
}

messages::localized!(StorageError);
