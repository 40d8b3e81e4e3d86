//! The cube as a [`search::Puzzle`]: cubie cubes and the 18 face turns, never a face twice
//! in a row and opposite faces in one order only. The generic solvers and the oracles
//! ([`search::oracle`]) work on it; the optimal solver's own inner loop prunes the same way.

use search::{Move, MoveMask, Puzzle};

use crate::coord::{move_cubes, N_MOVES};
use crate::cubie::CubieCube;

/// The cube under face turns (HTM).
#[derive(Clone, Copy, Debug, Default)]
pub struct FaceTurns;

/// Whether turn `m` may follow turn `last` (`N_MOVES` at the start): not the same face
/// again, and of two opposite faces only the first in face order first.
#[inline(always)]
pub fn canonical(last: usize, m: usize) -> bool {
    let f = m / 3;
    last >= N_MOVES || (f != last / 3 && f + 3 != last / 3)
}

impl Puzzle for FaceTurns {
    type State = CubieCube;
    /// The last turn (`N_MOVES` at the start).
    type History = usize;

    fn move_count(&self) -> usize {
        N_MOVES
    }

    fn apply(&self, state: &mut CubieCube, m: Move) -> bool {
        *state = state.then(&move_cubes()[m as usize]);
        true
    }

    fn inverse(&self, m: Move) -> Move {
        m / 3 * 3 + (2 - m % 3)
    }

    fn is_goal(&self, state: &CubieCube) -> bool {
        *state == CubieCube::SOLVED
    }

    fn start(&self) -> usize {
        N_MOVES
    }

    fn allowed(&self, last: usize) -> MoveMask {
        (0..N_MOVES)
            .filter(|&m| canonical(last, m))
            .fold(0, |mask, m| mask | 1 << m)
    }

    fn after(&self, _: usize, m: Move) -> usize {
        m as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_then_its_inverse_is_nothing() {
        let p = FaceTurns;
        for m in 0..N_MOVES as u8 {
            let mut c = CubieCube::SOLVED;
            p.apply(&mut c, m);
            assert_ne!(c, CubieCube::SOLVED);
            p.apply(&mut c, p.inverse(m));
            assert!(p.is_goal(&c));
        }
        // 18 first turns; after U not U (15); after D neither D nor U (12).
        assert_eq!(p.allowed(p.start()).count_ones(), 18);
        assert_eq!(p.allowed(0).count_ones(), 15);
        assert_eq!(p.allowed(9).count_ones(), 12);
    }
}
