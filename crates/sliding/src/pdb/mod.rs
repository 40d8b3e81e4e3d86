//! Additive pattern databases built the Korf–Felner way, and IDA* over them.
//!
//! A pattern is a set of tiles (named by their goal cells). Its database stores, for every
//! placement of those tiles, the least number of *moves of pattern tiles* needed to bring
//! them home, the other tiles being indistinct. Moves of other tiles cost nothing, so the
//! tables of disjoint patterns add up to an admissible heuristic.
//!
//! The build tracks the blank: an abstract state is (placement, blank cell). A breadth-first
//! search by levels lets the blank wander for free through the cells not held by pattern
//! tiles (a flood fill), and a move of a pattern tile into the blank costs one. The stored
//! value is the minimum over blank cells, i.e. the level at which a placement is first
//! reached. A table built ignoring the blank is much weaker (about 60× more nodes on the
//! 15-puzzle with the 7-8 partition).
//!
//! | partition | table   | entries                     | bytes  | mean value |
//! |-----------|---------|-----------------------------|--------|------------|
//! | 6-6-3     | 6 tiles | 16!/10! = 5,765,760 (×2)    | 5.8 MB | see `tables` |
//! | 6-6-3     | 3 tiles | 16!/13! = 3,360             | 3.4 kB |            |
//! | 7-8       | 7 tiles | 16!/9!  = 57,657,600        | 58 MB  |            |
//! | 7-8       | 8 tiles | 16!/8!  = 518,918,400       | 519 MB |            |
//! | 6-6-6-6   | 6 tiles | 25!/19! = 127,512,000 (×4)  | 64 MB, 4 bits | |
//! | dual      | 6 tiles | 127,512,000 (×25 more) | 1.6 GB, 4 bits | |
//!
//! The 24-puzzle's tables hold 4 bits an entry: half the value's excess over the pattern's
//! own Manhattan distance, which the search keeps move by move (the excess is at most 10).
//!
//! On a square board whose goal blank lies on the main diagonal the tables are also looked
//! up for the position reflected about that diagonal, and the larger sum is used; with
//! `--dual` the 24-puzzle's are looked up for the inverse permutation too ([`crate::dual`]).
//!
//! The search cuts every path that ends in a redundant move string ([`paths`]: one tile
//! moved straight back, half a lap round a 2 × 2 block, …; an automaton of the strings of
//! up to 14 moves, cached as a table).
//!
//! The parts: [`pattern`] (partitions, one pattern's table, how an entry reads), [`build`]
//! (the Korf–Felner builder), [`heuristic`] (the lookups a search makes), [`paths`] (the
//! redundant strings), [`search`] (IDA* over them, split over threads) and [`near`] (the
//! weighted anytime search).

mod build;
mod heuristic;
mod near;
pub mod paths;
mod pattern;
mod search;
#[cfg(test)]
mod tests;

pub use heuristic::PdbHeuristic;
pub use near::{near, near_then_prove};
pub use paths::Automaton;
pub use pattern::{decode, manhattan, Partition, PatternSpec};
pub use search::solve;
