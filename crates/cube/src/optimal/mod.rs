//! The optimal solver: tables of coset distances in 2 bits and an IDA* that reads them six
//! times a node (the cube and its inverse, along three axes).
//!
//! See [`coset`] for the coordinate, [`build`] for the tables' construction and [`search`]
//! for the search.

pub mod build;
pub mod coset;
mod search;
mod solve;
mod tables;

pub use solve::{solve, Racer};
pub use tables::{OptimalTables, Variant};
