//! Two-colour tables (the `large` tables) and the optimal search that uses them.
//!
//! A two-colour table forgets which of two colours a piece has: it holds, for every set of
//! 14 slots where the pieces of colours `a` and `b` are, the fewest clicks that bring them
//! all into rings `a` and `b`: `C(35,14) = 2,319,959,400` sets. By the puzzle's rotation
//! every pair of colours is one of two kinds: neighbouring rings (`a`, `a+1`) or rings
//! two apart (`a`, `a+2`); so two tables serve all ten pairs.
//!
//! Distances reach about 30, beyond 4 bits, so each entry keeps the distance modulo 3 in
//! 2 bits (580 MB per table): one click changes a distance by at most one, so a search
//! that knows a node's exact distance knows its children's from their residues. The exact
//! distance at the start comes from walking down the table to the goal.
//!
//! The build is a breadth-first search over all sets with a frontier bit set, on all
//! cores, forwards while the frontier is small and backwards (unreached sets look for a
//! neighbour in the frontier) once it is large.
//!
//! The parts: [`table`] (the tables and their lookups), [`build`] (their build), [`search`]
//! (the optimal search over them).

mod build;
mod search;
mod table;
#[cfg(test)]
mod tests;

pub use search::solve_optimal_large;
pub use table::{PairKind, PairTables, SetTable, PAIR_ENTRIES};
