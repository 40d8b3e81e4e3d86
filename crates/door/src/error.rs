//! What a door refuses or fails with: one shape for every puzzle ([`Error`]), the puzzle's
//! own error inside with its fields ([`PuzzleError`]), each classified by [`Fault`] so that
//! a front end chooses its status or exit code without knowing the puzzle.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use messages::{localized, Localize, Message};

use crate::Names;

/// What kind of failure an error is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The input is at fault: a position, a move, a goal, a level, a name.
    Input,
    /// A request that asks for what no solver does (options that do not go together).
    Usage,
    /// Time ran out (or the search was stopped) before an answer.
    Time,
    /// The tables could not be had, or something else went wrong that is not the input's
    /// fault.
    Failure,
}

/// A puzzle crate's own error type: its message, its kind of failure.
pub trait PuzzleError: Localize + Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// What kind of failure it is.
    fn fault(&self) -> Fault;
}

/// A puzzle's error with its type erased (downcast it back with [`Own::get`]).
trait Erased: Send + Sync + fmt::Debug {
    fn message(&self) -> Message;
    fn fault(&self) -> Fault;
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Erased) -> bool;
}

impl<E: PuzzleError> Erased for E {
    fn message(&self) -> Message {
        Localize::message(self)
    }
    fn fault(&self) -> Fault {
        PuzzleError::fault(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn Erased) -> bool {
        other.as_any().downcast_ref::<E>() == Some(self)
    }
}

/// A puzzle crate's own error, as the door hands it on: its type erased, its fields kept.
#[derive(Clone)]
pub struct Own(Arc<dyn Erased>);

impl Own {
    /// The puzzle's error as its own type, if it is one (`sliding::Error`, `CubeError`…).
    pub fn get<E: PuzzleError>(&self) -> Option<&E> {
        self.0.as_any().downcast_ref::<E>()
    }

    /// What kind of failure it is.
    pub fn fault(&self) -> Fault {
        self.0.fault()
    }
}

impl fmt::Debug for Own {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Own {
    fn eq(&self, other: &Own) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for Own {}

impl Localize for Own {
    fn message(&self) -> Message {
        self.0.message()
    }
}

/// What a door refuses or fails with, the same for every puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The puzzle's own error (a position, a move, a name, its tables), with its fields.
    Puzzle(Own),
    /// A goal that is not right: its error.
    Goal(Own),
    /// A goal given for a puzzle with one goal.
    OneGoal {
        /// The puzzle.
        puzzle: &'static Names,
    },
    /// A size given for a puzzle with one size.
    OneSize {
        /// The puzzle.
        puzzle: &'static Names,
    },
    /// A level by distance for a puzzle whose games have none.
    NoDistanceLevels {
        /// The puzzle.
        puzzle: &'static Names,
    },
    /// A demonstration of the method of a puzzle without one.
    NoMethod {
        /// The puzzle.
        puzzle: &'static Names,
    },
    /// The solver's tables are not loaded yet.
    TablesNotReady {
        /// The puzzle.
        puzzle: &'static Names,
    },
    /// The search was cancelled before it had an answer.
    Cancelled,
}

impl Error {
    /// A puzzle's own error.
    pub fn own<E: PuzzleError>(e: E) -> Error {
        Error::Puzzle(Own(Arc::new(e)))
    }

    /// A puzzle's own error about a goal.
    pub fn goal<E: PuzzleError>(e: E) -> Error {
        Error::Goal(Own(Arc::new(e)))
    }

    /// The puzzle's own error as its type, if it is one.
    pub fn get<E: PuzzleError>(&self) -> Option<&E> {
        match self {
            Error::Puzzle(own) | Error::Goal(own) => own.get(),
            _ => None,
        }
    }

    /// What kind of failure it is.
    pub fn fault(&self) -> Fault {
        match self {
            Error::Puzzle(own) => own.fault(),
            Error::Goal(_)
            | Error::OneGoal { .. }
            | Error::OneSize { .. }
            | Error::NoDistanceLevels { .. } => Fault::Input,
            Error::NoMethod { .. } | Error::TablesNotReady { .. } => Fault::Failure,
            Error::Cancelled => Fault::Time,
        }
    }

    /// Whether the input was at fault (a position, move, goal, level or size; a request
    /// no solver takes).
    pub fn is_bad_input(&self) -> bool {
        matches!(self.fault(), Fault::Input | Fault::Usage)
    }
}

impl<E: PuzzleError> From<E> for Error {
    fn from(e: E) -> Error {
        Error::own(e)
    }
}

impl Localize for Error {
    fn message(&self) -> Message {
        match self {
            Error::Puzzle(own) => own.message(),
            Error::Goal(own) => Message::new("game-goal").arg("error", own.message()),
            Error::OneGoal { puzzle } => Message::new("game-one-goal").arg("the", puzzle.the()),
            Error::OneSize { puzzle } => Message::new("game-one-size").arg("the", puzzle.the()),
            Error::NoDistanceLevels { puzzle } => {
                Message::new("game-no-distance-levels").arg("the", puzzle.the())
            }
            Error::NoMethod { puzzle } => Message::new("game-no-method").arg("the", puzzle.the()),
            Error::TablesNotReady { puzzle } => {
                Message::new("game-tables-not-ready").arg("puzzle", puzzle.word())
            }
            Error::Cancelled => Message::new("game-cancelled"),
        }
    }
}

localized!(Error);
