//! The puzzle abstraction every solver is generic over.

use std::hash::Hash;

/// A move, numbered `0..Puzzle::move_count()`.
pub type Move = u8;

/// A set of moves as a bit mask: bit `m` set means move `m` is in the set.
pub type MoveMask = u64;

/// The mask of all `n` moves (`n ≤ 64`).
#[inline]
pub fn all_moves(n: usize) -> MoveMask {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// A puzzle: states, numbered moves, their inverses, a goal test, and what a search keeps
/// of its path to prune redundant move sequences.
///
/// Moves are small integers so that solvers can prune with bit masks instead of comparing
/// paths. A puzzle may have at most 64 moves.
///
/// The pruning state ([`Puzzle::History`]) is what a depth-first search carries down its
/// path: the last move for most puzzles (never undo it; the cube also never turns a face
/// twice in a row, and opposite faces in one order only), or the state of an automaton
/// that refuses every sequence some shorter sequence equals (the Five Rings).
pub trait Puzzle {
    /// A position of the puzzle.
    type State: Clone + Eq + Hash;

    /// What a search remembers of the path to a node, to prune the moves after it.
    type History: Copy;

    /// How many moves exist (at most 64); moves are `0..move_count()`.
    fn move_count(&self) -> usize;

    /// Applies move `m` to `state`. Returns `false` and leaves `state` unchanged when the move
    /// is not possible in this state (e.g. a sliding-tile move with the blank at the edge).
    fn apply(&self, state: &mut Self::State, m: Move) -> bool;

    /// The move that undoes `m`.
    fn inverse(&self, m: Move) -> Move;

    /// Whether `state` is solved.
    fn is_goal(&self, state: &Self::State) -> bool;

    /// The history of the empty path (at the root of a search).
    fn start(&self) -> Self::History;

    /// The moves worth trying after a path with history `h`.
    fn allowed(&self, h: Self::History) -> MoveMask;

    /// The history after move `m` (one of [`Puzzle::allowed`]`(h)`).
    fn after(&self, h: Self::History, m: Move) -> Self::History;
}

/// The pruning most puzzles need: never undo the last move. For a puzzle whose
/// [`Puzzle::History`] is `Option<Move>` (the last move), [`Puzzle::allowed`] is this.
#[inline]
pub fn not_undoing<P: Puzzle + ?Sized>(puzzle: &P, last: Option<Move>) -> MoveMask {
    let all = all_moves(puzzle.move_count());
    match last {
        None => all,
        Some(m) => all & !(1u64 << puzzle.inverse(m)),
    }
}
