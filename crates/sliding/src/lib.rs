//! Sliding-tile puzzles of any size: the 8-puzzle, the 15- and 24-puzzles, any `W × H`.
//!
//! * [`Board`] — parsing (`8 6 7/2 5 4/3 0 1`), formatting, validation with an error for
//!   every kind of bad input, and solvability against any goal (with the fix named).
//! * [`Dir`] and [`parse_moves`] — moves as the direction a tile slides (`U D L R`).
//! * [`Problem`] and the front door: [`solve`] with a [`Request`] (a [`Solver`], a
//!   [`Heuristic`], a time limit) gives one result, [`Solved`]; the policy (which solver by
//!   default, which tables when several are at hand, the fallback) is there, once. The
//!   solvers themselves: [`optimal`], [`fast`], [`human`], [`textbook`].
//! * [`catalog`] — the pattern databases as the cache knows them, declared once.
//! * [`scramble`] — uniform random positions, random moves, exact distances.
//! * [`pdb`] — Korf–Felner additive pattern databases (6-6-3 and 7-8) and IDA* over them.
//!
//! Every solver relabels the problem so that its goal is the identity ([`Instance`]), so any
//! goal works. This crate does no I/O: tables are built by pure functions; the binary caches
//! them on disk.
//!
//! # Tables
//!
//! | table | for | entries | bytes | max / mean value |
//! |-------|-----|---------|-------|------------------|
//! | exact distances ([`table`]) | boards of ≤ 9 cells | 9! = 362,880 (181,440 reachable) | 363 kB | 31 / 21.97 |
//! | 6-6-3 pattern, 6 tiles (×2) | 4×4 | 16!/10! = 5,765,760 | 5.8 MB each | see README |
//! | 6-6-3 pattern, 3 tiles | 4×4 | 16!/13! = 3,360 | 3.4 kB | |
//! | 7-8 pattern, 7 tiles | 4×4 | 16!/9! = 57,657,600 | 58 MB | |
//! | 7-8 pattern, 8 tiles | 4×4 | 16!/8! = 518,918,400 | 519 MB | |

mod bits;
mod board;
pub mod catalog;
mod dir;
pub mod dual;
mod error;
mod front;
mod instance;
mod moves;
pub mod pdb;
mod puzzle;
pub mod reduce;
pub mod scramble;
mod solve;
pub mod table;

pub use board::{Board, MAX_CELLS, MIN_SIDE};
pub use error::{Error, PartitionFault, Pos};
pub use front::{
    best_partition, for_game, game_tables, max_distance, plan, run, scramble_at_distance, solve,
    Heuristic, Plan, Request, Solved, Solver, MAX_4X4_DISTANCE, MAX_5X5_DISTANCE,
};
pub use instance::{linear_conflict, Instance, Sym};
pub use moves::{format_moves, parse_moves, Dir};
pub use puzzle::{Sliding, TileState};
pub use reduce::Step;
pub use solve::{
    canonical_blank, fast, human, near, optimal, textbook, Outcome, Problem, Solution, Textbook,
};

/// Parses a board size written `WxH` (e.g. `4x4`, `5X3`).
pub fn parse_size(text: &str) -> Result<(usize, usize), Error> {
    let bad = || Error::BadSizeText(text.to_string());
    let (w, h) = text.trim().split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let w: usize = w.trim().parse().map_err(|_| bad())?;
    let h: usize = h.trim().parse().map_err(|_| bad())?;
    Board::solved(w, h)?;
    Ok((w, h))
}
