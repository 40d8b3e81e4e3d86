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
//! The front door is [`solve`] (or [`load`] then [`run`]): a [`Request`] (a [`Solver`], a
//! [`Metric`], a [`TableSet`], a time limit) in, one [`Solved`] out, the policy (which
//! tables, when to fall back, how a game's budget is spent) there, once; [`catalog`]
//! declares the tables. [`Clicks`] and [`Turns`] are the puzzle as a [`search::Puzzle`].
//!
//! This crate does no I/O.

pub mod catalog;
pub mod classic;
mod error;
pub mod fast;
mod front;
pub mod masks;
mod moves;
pub mod pair;
pub mod pdb;
pub mod prune;
mod puzzle;
pub mod scramble;
mod state;

pub use error::RingsError;
pub use front::{
    classic_tables, colour_tables, for_game, game_tables, hint, load, pair_tables, run,
    scramble_at_distance, solve, table_set, unit_clicks, Hint, Loaded, Request, Solved, Solver,
    TableSet, MAX_DISTANCE,
};
pub use masks::N_CLICKS;
pub use moves::{clicks, format_moves, parse_moves, simplify, turns, Turn, CLICKS};
pub use pair::N_PAIRS;
pub use pdb::Metric;
pub use puzzle::{Clicks, Turns};
pub use state::{State, COLOURS, RINGS, SLOTS, SLOTS_PER_RING};
