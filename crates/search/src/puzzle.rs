//! The puzzle abstraction every solver is generic over.

use std::hash::Hash;

/// A move, numbered `0..Puzzle::move_count()`.
pub type Move = u8;

/// A set of moves as a bit mask: bit `m` set means move `m` is in the set.
pub type MoveMask = u64;

/// A puzzle: states, numbered moves, their inverses and a goal test.
///
/// Moves are small integers so that solvers can prune with bit masks instead of comparing
/// paths. A puzzle may have at most 64 moves.
pub trait Puzzle {
    /// A position of the puzzle.
    type State: Clone + Eq + Hash;

    /// How many moves exist (at most 64); moves are `0..move_count()`.
    fn move_count(&self) -> usize;

    /// Applies move `m` to `state`. Returns `false` and leaves `state` unchanged when the move
    /// is not possible in this state (e.g. a sliding-tile move with the blank at the edge).
    fn apply(&self, state: &mut Self::State, m: Move) -> bool;

    /// The move that undoes `m`.
    fn inverse(&self, m: Move) -> Move;

    /// Whether `state` is solved.
    fn is_goal(&self, state: &Self::State) -> bool;

    /// The moves worth trying after `last` (`None` at the root). The default excludes only
    /// the inverse of the last move; puzzles with commuting or mergeable moves exclude more
    /// (e.g. the cube never turns the same face twice in a row).
    fn allowed_after(&self, last: Option<Move>) -> MoveMask {
        let all = if self.move_count() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.move_count()) - 1
        };
        match last {
            None => all,
            Some(m) => all & !(1u64 << self.inverse(m)),
        }
    }
}
