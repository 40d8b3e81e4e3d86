//! The Five Rings puzzle ("B type" Chinese rotation puzzle).
//!
//! Five small rings, numbered 1–5 clockwise, each with 7 slots numbered 0–6 clockwise.
//! Slots 0 and 6 of every small ring lie inside the central disk (ring 0), which so carries
//! 10 pieces as 5 pairs. 35 pieces in 5 colours, 7 of each; ring `i`'s home colour is
//! black `K`, blue `B`, green `G`, orange `O`, red `R` for `i` = 1…5.
//!
//! * Ring `i` `+` (clockwise) moves the piece in slot `j` to slot `j + 1 (mod 7)`.
//! * Disk `+` moves the pair in slots `(i,0), (i,6)` to `(i+1,0), (i+1,6)` for every ring
//!   (ring 5's pair goes to ring 1).
//!
//! State strings list the rings 1…5 separated by `/`, each 7 colour letters for slots 0…6
//! ([`State::parse`], [`State`]'s `Display`). Moves are written `<ring><+|->[count]`, ring
//! `0` being the disk ([`parse_moves`], [`format_moves`]), and counted in clicks (every unit
//! step) or turns (every token).
//!
//! Every colouring with 7 pieces of each colour is reachable: the moves generate all even
//! permutations of the 35 slots, and equal colours make parity irrelevant, so there are
//! 35! / (7!)^5 ≈ 3.2 · 10^21 positions.
//!
//! Everything outside the crate goes through its front door, [`front`] (its items are
//! re-exported here): [`parse`], a [`Request`] (a [`Solver`], a [`Metric`], a
//! [`TableSet`], a time limit), [`prepare`] → [`Prepared`], [`solve`] → [`Solved`],
//! [`hint`], [`scramble`], [`levels`], [`tables`]; the policy (which tables, when to fall
//! back, how a game's budget is spent) is there, once. Inside: the model and its moves,
//! the per-colour and two-colour tables with the searches over them, duplicate pruning,
//! the beam search, the classic method, the puzzle as a `search::Puzzle` (`Clicks`,
//! `Turns`) for the generic solvers and the oracles.
//!
//! This crate does no I/O.

mod catalog;
mod classic;
mod door;
pub mod error;
mod fast;
pub mod front;
mod masks;
mod moves;
mod pair;
mod pdb;
mod prune;
mod puzzle;
mod scramble;
mod state;

pub use crate::door::{record, Ready, Rings, RingsView, Solving};
pub use error::RingsError;
pub use front::*;

/// The puzzle as a `search::Puzzle` (for the generic solvers and the oracles of the tests
/// outside the crate), not an interface: the door is.
#[doc(hidden)]
pub mod internals {
    pub use crate::puzzle::{Clicks, Turns};
}
