//! The one door every puzzle crate implements: [`Door`].
//!
//! A puzzle lives in its crate behind this trait — its names, its variants, positions and
//! moves in its own notation, the board a front end draws ([`BoardView`]), levels,
//! scrambles, a game's hints and method, its tables, and the command line's and the
//! server's solve ([`solve_all`]: one pipeline, one request shape, one record shape). The
//! game core, the command line and the server are generic over it; outside its crate a
//! puzzle is named by one registration line, the front ends' drawing and the command line's
//! own options.
//!
//! Errors have one shape ([`Error`]): the puzzle's own error inside with its fields
//! ([`PuzzleError`], downcast back with [`Error::get`]), classified by [`Fault`] so a front
//! end chooses a status or an exit code without knowing the puzzle.
//!
//! Invariant: like the puzzle crates, this crate does no I/O and never prints.

mod board;
mod door;
mod error;
mod kind;
mod solve;

pub use board::{BoardView, Drawing, FieldShape, ViewField, ViewShape};
pub use door::{Door, Field, Hold, MethodPlace, MethodStep, Plan, Scramble, Scrambled};
pub use error::{Error, Fault, Own, PuzzleError};
pub use kind::{Names, PuzzleKind, UnknownPuzzle, MAX_NAME};
pub use solve::{
    solve_all, InTurn, Options, Position, Refused, Runner, Skip, SolveRecord, SolveRequest, Solved,
    StepRecord,
};
