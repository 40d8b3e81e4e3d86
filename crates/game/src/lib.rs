//! One session engine for every puzzle (in progress: the core of the games).
//!
//! A [`Session`] holds a puzzle's start position, the current position and the history of
//! moves with a cursor: moves made after an undo drop the redo branch; undo and redo walk
//! the whole history; restart returns to the start. Any puzzle plugs in through the small
//! [`GamePuzzle`] trait; adapters for the sliding tiles, the cube and the Five Rings are
//! here. A session is saved and restored as plain data ([`SessionRecord`], serde), moves and
//! positions in each puzzle's own stable notation.
//!
//! Nothing here does I/O or knows about terminals.

mod puzzles;
mod session;

pub use puzzles::{CubeGame, RingsGame, SlidingGame};
pub use session::{GameError, GamePuzzle, Session, SessionRecord};
