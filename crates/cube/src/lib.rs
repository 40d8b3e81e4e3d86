//! The Rubik's cube (3×3×3).
//!
//! * [`CubieCube`] — corners and edges with their orientations; [`FaceletCube`] — the 54
//!   stickers; conversions both ways; [`parse_cube`] reads Kociemba's 54-letter string (or
//!   the same in colours) and names exactly what is wrong with a bad cube.
//! * [`notation`] — WCA notation with wide turns, slices, rotations, groups, commutators
//!   and conjugates; HTM, QTM and STM counts.
//! * [`coord`] — coordinates as newtypes with their sizes; [`tables`] — move, symmetry and
//!   pruning tables; [`solver`] — Kociemba's two-phase algorithm in the style of min2phase.
//! * [`solve`] — the front door: a [`Request`] (a [`Solver`], a target, a time limit, a
//!   metric, a goal or part, the optimal tables) in, one [`Solved`] out; the policy (which
//!   tables when several are at hand, how a hint's budget is spent) is there, once.
//!   [`catalog`] declares the tables; [`FaceTurns`] is the cube as a [`search::Puzzle`].
//! * [`scramble`] — random-state scrambles (uniform over all 43,252,003,274,489,856,000
//!   positions) and random-move scrambles; trainers' scrambles ([`Subset`]: PLL and OLL
//!   cases from the case table `data/last-layer.txt`, crosses of N moves) and the
//!   shortest cross of each colour ([`Trainer`]).
//!
//! Nothing here does I/O: the tables are built by [`Tables::build`] and serialised with
//! [`Tables::to_bytes`]; the binary caches them.
//!
//! # Tables
//!
//! Symmetry classes: twist 2187 → 567 and flip 2048 → 560 classes under the 4 rotations
//! that change no orientation (y2, z2); corner and U/D-edge permutations 40320 → 5288
//! classes under the 8 rotations that keep the U–D axis (y, z2).
//!
//! | table | coordinates | entries | bytes | mean / max depth |
//! |-------|-------------|---------|-------|------------------|
//! | phase 1 | twist class × slice | 567 · 495 = 280,665 | 1.1 MB | 6.74 / 9 |
//! | phase 1 | flip class × slice | 560 · 495 = 277,200 | 1.1 MB | 6.84 / 9 |
//! | phase 1 | twist class × flip | 567 · 2048 = 1,161,216 | 4.6 MB | 7.17 / 9 |
//! | phase 2 | corner-perm class × middle perm | 5288 · 24 = 126,912 | 0.5 MB | 9.68 / 14 |
//! | phase 2 | edge-perm class × U-corner positions and parity | 5288 · 140 = 740,320 | 3.0 MB | 9.29 / 13 |
//! | moves | twist, flip, slice × 18; perm classes, middle perm × 10 | — | 0.4 MB | — |
//!
//! Each pruning entry is 32 bits: the distance and, for every move, whether it lowers,
//! keeps or raises it (4 bits per face in phase 1, see [`entry::P1Entry`]; 2 bits per move
//! in phase 2), so the search never generates a child its bound rejects. Everything builds
//! in about 0.6 s (two threads for the move masks) and serialises to 11 MB.

// Permutation code indexes several arrays by position at once; index loops read best.
#![allow(clippy::needless_range_loop)]

mod catalog;
mod coord;
mod corners;
mod cross;
mod cubie;
mod door;
mod entry;
pub mod error;
mod facelet;
pub mod front;
mod geometry;
mod goal;
mod human;
mod notation;
mod optimal;
mod pocket;
mod pocket_door;
mod puzzle;
mod scramble;
mod solver;
mod stages;
mod steps;
mod sym16;
mod tables;
mod trainer;
#[cfg(test)]
mod trainer_tests;
mod vector;

/// God's number: every cube can be solved in 20 face turns (HTM), and some need 20.
pub const GODS_NUMBER: u32 = 20;

pub use crate::door::{record, Cube, CubeView, Ready, Solving, Stickers};
pub use crate::pocket::Table as PocketTable;
pub use crate::pocket_door::{
    parse_pocket, parse_pocket_moves, pocket_apply, pocket_scramble, pocket_solve, pocket_table,
    PocketCube, PocketReady, PocketSolving, PocketStickers, PocketView,
};
pub use error::{BracketFault, CubeError, HumanError, TokenHint};
pub use front::*;
pub use trainer::{all_cases, case_cube, cases, recognise, Case, Drill, LastLayer, Subset};

/// The searches and tables behind the door, for the crate's integration tests and the
/// benchmarks (not an interface: the door is).
#[doc(hidden)]
pub mod internals {
    pub use crate::cross::{Crosses, MAX_CROSS as MAX_CROSS_LENGTH};
    pub use crate::optimal::OptimalTables;
    /// The 2×2×2's core (its door is to come): the coordinate, the distance table, the
    /// optimal solver and the random-state scrambles.
    pub use crate::pocket::{
        inverse as pocket_inverse, notation as pocket_notation, Pocket, Table as PocketTable,
        MOVES as POCKET_MOVES, N_POSITIONS as POCKET_POSITIONS,
    };
    pub use crate::puzzle::FaceTurns;
    pub use crate::scramble::{random_cube, random_moves, random_state};
    pub use crate::solver::solve as two_phase;
    pub use crate::tables::Tables;
}

/// The cube reached from the solved cube by a move sequence (slices, wide turns and
/// rotations included), read relative to its centres.
pub fn apply_moves(moves: &[Move]) -> CubieCube {
    let mut stickers = FaceletCube::solved().0;
    for m in moves {
        stickers = m.stickers().apply(&stickers);
    }
    // Read each sticker by the face whose centre now shows its colour.
    FaceletCube(stickers)
        .read_against_centres()
        .to_cubie(None)
        .unwrap_or(CubieCube::SOLVED)
}

/// Applies face turns (solver indices) to a cube.
pub fn apply_face_turns(cube: &CubieCube, turns: &[u8]) -> CubieCube {
    let mc = crate::coord::move_cubes();
    turns.iter().fold(*cube, |c, &m| c.then(&mc[m as usize]))
}
