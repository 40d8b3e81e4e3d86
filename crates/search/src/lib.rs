//! The search core every puzzle shares.
//!
//! This crate knows nothing about any particular puzzle. A puzzle implements the small
//! [`Puzzle`] trait (states, numbered moves, their inverses, a goal test, and the pruning
//! state that says which moves are worth trying after a path), and everything around the
//! puzzles' hot loops is written once, here:
//!
//! * [`bfs()`], [`astar()`], [`ida_star()`] — the textbook searches, generic over any puzzle;
//! * [`deepen`] — the one iterative-deepening driver: passes of rising bounds, the proven
//!   lower bound, an upper bound that ends the search proven;
//! * [`race`] — the deepening raced by a companion solver whose solutions are upper bounds;
//! * [`split`] — one pass split over threads: the subtrees a few moves below the root as
//!   tasks ([`split::frontier`]), handed out one at a time;
//! * [`Budget`] and [`Meter`] — a deadline, a cancellation flag, a node limit, polled every
//!   [`budget::POLL_EVERY`] nodes by every search; [`clock`] — the time they read, a
//!   [`Clock`](clock::Clock) the host gives (a test's moves by hand);
//! * [`levels`] — the parallel level-by-level table builder (forward, then backward);
//!   [`par`] — two pieces of work side by side, or one after the other on a host without
//!   threads (a browser's);
//! * [`packed`] — tables of 2 and 4 bits per entry and their atomic form for builds;
//!   [`lined`] — 2-bit entries over a base value per cache line;
//!   [`pdb`] — byte tables, a small breadth-first builder, heuristic combinators;
//! * [`words`] — forbidden move strings read by one automaton, for pruning paths;
//! * [`tables`] — tables as the puzzle crates declare them, and the sources they come from;
//! * [`cache`] — the on-disk table format (header with magic, format version, key, length
//!   and checksum); pure, the binary reads and writes the files;
//! * [`oracle`] — exact distances for tests: breadth-first, and meeting in the middle;
//! * [`Named`] and [`by_name`] — choices read from their names, with one error;
//! * [`Level`] — how hard a new position is, as every puzzle's scramble takes it; and
//!   [`Purpose`] — what a puzzle's door prepares its tables for.
//!
//! What stays in a puzzle's crate is its specialised inner loop (the body of a depth-first
//! search that prefetches its table entries) and what its tables mean.
//!
//! Invariant: nothing in this crate does I/O or prints. Long computations report progress
//! through a caller-supplied callback.

pub mod bits;
pub mod budget;
pub mod cache;
pub mod clock;
pub mod deepen;
mod level;
pub mod levels;
pub mod lined;
mod names;
pub mod oracle;
pub mod packed;
pub mod par;
pub mod pdb;
mod puzzle;
pub mod race;
mod solvers;
pub mod split;
pub mod tables;
pub mod words;

pub use budget::{Budget, Meter};
pub use deepen::{deepen, Deepened, Pass};
pub use level::{level_label, level_list, Level, LevelError, Purpose};
pub use names::{by_name, Named, UnknownName};
pub use puzzle::{all_moves, not_undoing, Move, MoveMask, Puzzle};
pub use solvers::{astar, astar_search, bfs, bfs_search, ida_star, IdaSearch, Search};
