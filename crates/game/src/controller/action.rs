//! What a player can do ([`Action`]), what the controller refuses ([`ControlError`]), and
//! what it tells front ends that react ([`Event`]).

use messages::{from_variants, localized, Localize, Message};
use serde::{Deserialize, Serialize};

use crate::saves::StorageError;
use crate::session::GameError;

/// Everything a player can do to a game. Serialised with an `action` tag
/// (`{"action":"move","moves":"R U"}`), which is what the web API takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Moves in the puzzle's notation (a demonstration stops: the player takes over).
    Move {
        /// The moves, e.g. `R U R'`, `3+ 0-`, `ULDR`.
        moves: String,
    },
    /// Takes back a move.
    Undo,
    /// Replays an undone move.
    Redo,
    /// Back to the start, keeping the moves for redo.
    Restart,
    /// A new start at the same level.
    Rescramble,
    /// A new game at a level (a name, `moves N`, `distance N` or `random`).
    NewGame {
        /// The level.
        level: String,
        /// The scramble's seed, to play a game again (random when omitted).
        #[serde(default)]
        seed: Option<u64>,
    },
    /// A custom start (and, for tiles, a custom goal), checked before anything changes.
    SetPosition {
        /// The start position.
        start: String,
        /// The goal (tiles only).
        #[serde(default)]
        goal: Option<String>,
    },
    /// Back to the standard goal (tiles with a custom goal), with a new game.
    StandardGoal,
    /// The next move of a good solution.
    Hint,
    /// Starts a demonstration, or pauses and resumes the one playing.
    Demonstrate,
    /// Demonstrates the method a person can follow (the cube's beginner's method), its
    /// step's name shown while it plays.
    DemonstrateMethod,
    /// Pauses the demonstration.
    Pause,
    /// Resumes the demonstration.
    Resume,
    /// Plays one move of the demonstration (it pauses).
    Step,
    /// Plays the demonstration faster.
    Faster,
    /// Plays the demonstration slower.
    Slower,
    /// Sets the demonstration's speed.
    Speed {
        /// Milliseconds between two moves (clamped to 30–5000).
        ms_per_move: u64,
    },
    /// Stops what runs: the demonstration, its planning, the hint's search, a new game
    /// being prepared.
    Cancel,
}

/// What the controller refuses.
#[derive(Clone, Debug)]
pub enum ControlError {
    /// The session refused (a bad move or position, nothing to undo…).
    Game(GameError),
    /// The storage of saved games failed.
    Storage(StorageError),
    /// The action does not apply now (the message says why and what to do).
    NotNow(NotNow),
}

/// Why an action does not apply now, and what to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotNow {
    /// A new game is being prepared.
    Preparing,
    /// The game is solved: moves wait for a new game.
    Finished,
    /// The position is solved already (no hint, no demonstration).
    AlreadySolved,
    /// No demonstration plays to be paused, stepped or sped up.
    NoDemonstration,
    /// The game is not saved, so there is no saved game.
    SavedGamesOff,
    /// Only the tiles have a goal to go back to.
    OnlyTilesHaveGoals,
}

from_variants!(
    ControlError::Game(GameError),
    ControlError::Storage(StorageError),
    ControlError::NotNow(NotNow),
);

impl Localize for ControlError {
    fn message(&self) -> Message {
        match self {
            ControlError::Game(e) => e.message(),
            ControlError::Storage(e) => e.message(),
            ControlError::NotNow(e) => e.message(),
        }
    }
}

impl Localize for NotNow {
    fn message(&self) -> Message {
        Message::new(match self {
            NotNow::Preparing => "not-now-preparing",
            NotNow::Finished => "not-now-finished",
            NotNow::AlreadySolved => "not-now-already-solved",
            NotNow::NoDemonstration => "not-now-no-demo",
            NotNow::SavedGamesOff => "not-now-saved-games-off",
            NotNow::OnlyTilesHaveGoals => "not-now-only-tiles-goals",
        })
    }
}

localized!(ControlError, NotNow);

impl ControlError {
    /// Whether the player's input was at fault (a bad move, position, goal or level).
    pub fn is_bad_input(&self) -> bool {
        matches!(self, ControlError::Game(e) if e.is_bad_input())
    }
}

/// Something that happened, for front ends that react to changes (sounds, animations).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Moves were played.
    Moved {
        /// The moves, in notation.
        moves: Vec<String>,
    },
    /// The position changed other than by playing forward (undo, restart, a new game).
    Reset,
    /// The puzzle is solved.
    Solved {
        /// A new best time for the level.
        best_time: bool,
        /// A new fewest-moves record for the level.
        best_moves: bool,
    },
    /// The hint is ready.
    Hint,
    /// An action was refused, or background work failed.
    Error {
        /// What went wrong.
        message: String,
    },
}
