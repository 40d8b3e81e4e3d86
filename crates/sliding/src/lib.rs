//! Sliding-tile puzzles of any size: the 8-puzzle, the 15- and 24-puzzles, any `W × H`.
//!
//! Everything outside the crate goes through its front door, [`front`] (its items are
//! re-exported here), and its errors, [`error`]:
//!
//! * [`Board`] — parsing (`8 6 7/2 5 4/3 0 1`), formatting, validation with an error for
//!   every kind of bad input, and solvability against any goal (with the fix named).
//! * [`Dir`] and [`parse_moves`] — moves as the direction a tile slides (`U D L R`).
//! * [`parse`], [`validate`] → [`Problem`], a [`Request`], [`prepare`] → [`Prepared`],
//!   [`solve`] → [`Solved`], [`hint`], [`scramble`], [`levels`], [`tables`]: the verbs
//!   every puzzle's door has; the policy (which solver by default, which tables when
//!   several are at hand, the fallback, a game's hints and levels) is there, once.
//!
//! Inside: the board and its moves; the exact tables of small boards; Korf–Felner additive
//! pattern databases (6-6-3 and 7-8 on 4×4, 6-6-6-6 on 5×5) with the IDA* over them and
//! their dual lookups; the reduction solvers (fast, human); scrambles (uniform random
//! positions, random moves, exact distances); the tables declared once (the catalog).
//!
//! Every solver relabels the problem so that its goal is the identity ([`Instance`]), so any
//! goal works. This crate does no I/O: tables are built by pure functions; the binary caches
//! them on disk.
//!
//! # Tables
//!
//! | table | for | entries | bytes | max / mean value |
//! |-------|-----|---------|-------|------------------|
//! | exact distances | boards of ≤ 9 cells | 9! = 362,880 (181,440 reachable) | 363 kB | 31 / 21.97 |
//! | 6-6-3 pattern, 6 tiles (×2) | 4×4 | 16!/10! = 5,765,760 | 5.8 MB each | see README |
//! | 6-6-3 pattern, 3 tiles | 4×4 | 16!/13! = 3,360 | 3.4 kB | |
//! | 7-8 pattern, 7 tiles | 4×4 | 16!/9! = 57,657,600 | 58 MB | |
//! | 7-8 pattern, 8 tiles | 4×4 | 16!/8! = 518,918,400 | 519 MB | |

mod bits;
mod board;
mod catalog;
mod dir;
mod door;
mod dual;
pub mod error;
pub mod front;
mod instance;
mod moves;
mod pdb;
mod puzzle;
mod reduce;
mod scramble;
mod series;
mod shorten;
mod solve;
mod stages;
mod table;

pub use crate::door::{record, Ready, Solving, Tiles, TilesView};
pub use crate::series::{
    Run, Series, SeriesReady, SeriesSolving, SeriesView, Spec, MAX_MARATHON, MAX_RELAY_LEGS,
    MAX_SERIES_SIDE,
};
pub use error::{Error, PartitionFault, Pos};
pub use front::*;

/// Parses a board size written `WxH` (e.g. `4x4`, `5X3`).
pub fn parse_size(text: &str) -> Result<(usize, usize), Error> {
    let bad = || Error::BadSizeText(text.to_string());
    let (w, h) = text.trim().split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let w: usize = w.trim().parse().map_err(|_| bad())?;
    let h: usize = h.trim().parse().map_err(|_| bad())?;
    Board::solved(w, h)?;
    Ok((w, h))
}
