//! Generic search for permutation puzzles.
//!
//! This crate knows nothing about any particular puzzle. A puzzle implements the small
//! [`Puzzle`] trait (states, numbered moves, their inverses, a goal test, and which moves
//! are worth trying after a given move) and every solver here is generic over it:
//!
//! * [`bfs()`] — breadth-first search, optimal, for small spaces and for tests;
//! * [`astar()`] — A* with any admissible heuristic;
//! * [`ida_star()`] — iterative-deepening A*, allocation-free in its inner loop, with move-mask
//!   pruning and a [`Budget`] (deadline, cancellation, node limit);
//! * [`pdb`] — pattern databases: packed 4-bit and byte tables, a breadth-first builder over
//!   a ranked abstraction, and additive / max combination of heuristics;
//! * [`cache`] — the on-disk table format (header with magic, format version, key, length and
//!   checksum). The format is pure: reading and writing files is the binary's job.
//!
//! Invariant: nothing in this crate does I/O or prints. Long computations report progress
//! through a caller-supplied callback.

pub mod bits;
pub mod budget;
pub mod cache;
pub mod pdb;
mod puzzle;
mod solvers;

pub use budget::Budget;
pub use puzzle::{Move, MoveMask, Puzzle};
pub use solvers::{astar, astar_search, bfs, bfs_search, ida_star, IdaSearch, Search};
