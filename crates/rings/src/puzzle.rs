//! The Five Rings as [`search::Puzzle`]s, for the generic solvers and the oracles: the
//! click metric (12 unit moves, the duplicate-pruning automaton as the search's pruning
//! state) and the turn metric (each ring or the disk by any amount: 4 + 5 · 6 = 34 moves).

use search::{Move, MoveMask, Puzzle};

use crate::masks::N_CLICKS;
use crate::moves::Turn;
use crate::prune::Pruner;
use crate::state::State;

/// The puzzle in clicks.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clicks;

impl Puzzle for Clicks {
    type State = State;
    /// The duplicate-pruning automaton's state ([`Pruner`]).
    type History = u32;

    fn move_count(&self) -> usize {
        N_CLICKS
    }

    fn apply(&self, state: &mut State, m: Move) -> bool {
        state.click(m);
        true
    }

    fn inverse(&self, m: Move) -> Move {
        m ^ 1
    }

    fn is_goal(&self, state: &State) -> bool {
        state.is_solved()
    }

    fn start(&self) -> u32 {
        Pruner::START
    }

    fn allowed(&self, h: u32) -> MoveMask {
        Pruner::shared().allowed(h)
    }

    fn after(&self, h: u32, m: Move) -> u32 {
        Pruner::shared().step(h, m).unwrap_or(Pruner::START)
    }
}

/// The turn metric's moves: move `m` turns ring `RING[m]` by `AMOUNT[m]` clicks.
const TURNS: [(u8, i8); 34] = {
    let mut out = [(0u8, 0i8); 34];
    let mut i = 0;
    let mut ring = 0u8;
    while ring <= 5 {
        let period: i8 = if ring == 0 { 5 } else { 7 };
        let mut k = 1;
        while k < period {
            out[i] = (ring, if k > period / 2 { k - period } else { k });
            i += 1;
            k += 1;
        }
        ring += 1;
    }
    out
};

/// The puzzle in turns: every amount of one ring's (or the disk's) turn is one move.
#[derive(Clone, Copy, Debug, Default)]
pub struct Turns;

impl Turns {
    /// Move `m` as a turn.
    pub fn turn(m: Move) -> Turn {
        let (ring, clicks) = TURNS[m as usize];
        Turn { ring, clicks }
    }
}

impl Puzzle for Turns {
    type State = State;
    /// The ring turned last (6 at the start): never the same ring twice in a row.
    type History = u8;

    fn move_count(&self) -> usize {
        TURNS.len()
    }

    fn apply(&self, state: &mut State, m: Move) -> bool {
        state.apply(&[Turns::turn(m)]);
        true
    }

    fn inverse(&self, m: Move) -> Move {
        let (ring, clicks) = TURNS[m as usize];
        TURNS
            .iter()
            .position(|&t| t == (ring, -clicks))
            .unwrap_or(m as usize) as Move
    }

    fn is_goal(&self, state: &State) -> bool {
        state.is_solved()
    }

    fn start(&self) -> u8 {
        6
    }

    fn allowed(&self, last: u8) -> MoveMask {
        (0..TURNS.len())
            .filter(|&m| TURNS[m].0 != last)
            .fold(0, |mask, m| mask | 1 << m)
    }

    fn after(&self, _: u8, m: Move) -> u8 {
        TURNS[m as usize].0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_then_their_inverses_change_nothing() {
        let mut s = State::solved();
        s.apply(&crate::parse_moves("1+ 0+ 2- 0- 3+").unwrap());
        for p in 0..N_CLICKS as u8 {
            let mut x = s;
            Clicks.apply(&mut x, p);
            Clicks.apply(&mut x, Clicks.inverse(p));
            assert_eq!(x, s);
        }
        for p in 0..Turns.move_count() as u8 {
            let mut x = s;
            Turns.apply(&mut x, p);
            Turns.apply(&mut x, Turns.inverse(p));
            assert_eq!(x, s);
        }
        assert_eq!(Clicks.allowed(Clicks.start()).count_ones(), 12);
    }
}
