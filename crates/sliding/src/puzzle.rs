//! The sliding-tile puzzle as a [`search::Puzzle`], for the generic solvers.

use search::{not_undoing, Move, MoveMask, Puzzle};

use crate::board::step;
use crate::instance::{linear_conflict, Instance};
use crate::moves::Dir;

/// A board shape and its goal blank: the rules of one relabelled sliding puzzle.
#[derive(Clone, Copy, Debug)]
pub struct Sliding {
    /// Width.
    pub w: usize,
    /// Height.
    pub h: usize,
    /// The blank's label (its goal cell).
    pub blank_label: u8,
}

/// A state for the generic solvers: the labels, the blank and the Manhattan distance, kept
/// up to date move by move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TileState {
    /// Labels in reading order.
    pub cells: Vec<u8>,
    /// The blank's cell.
    pub blank: usize,
    /// Manhattan distance of the tiles (derived from `cells`).
    pub md: u32,
}

impl Sliding {
    /// The rules and start state of an instance.
    pub fn of(inst: &Instance) -> (Sliding, TileState) {
        (
            Sliding {
                w: inst.w,
                h: inst.h,
                blank_label: inst.blank_label,
            },
            TileState {
                cells: inst.cells.clone(),
                blank: inst.blank,
                md: inst.manhattan(),
            },
        )
    }

    /// Manhattan distance plus linear conflicts of a state.
    pub fn md_lc(&self, s: &TileState) -> u32 {
        s.md + linear_conflict(self.w, self.h, &s.cells, self.blank_label)
    }

    fn dist(&self, a: usize, b: usize) -> u32 {
        ((a / self.w).abs_diff(b / self.w) + (a % self.w).abs_diff(b % self.w)) as u32
    }
}

impl Puzzle for Sliding {
    type State = TileState;
    /// The last move: a tile never slides straight back.
    type History = Option<Move>;

    fn move_count(&self) -> usize {
        4
    }

    fn apply(&self, s: &mut TileState, m: Move) -> bool {
        let Some(n) = step(self.w, self.h, s.blank, Dir::from_index(m)) else {
            return false;
        };
        let l = s.cells[n] as usize;
        // The tile with label l moves from n to the blank's cell.
        s.md = s.md + self.dist(s.blank, l) - self.dist(n, l);
        s.cells.swap(s.blank, n);
        s.blank = n;
        true
    }

    fn inverse(&self, m: Move) -> Move {
        m ^ 1
    }

    fn is_goal(&self, s: &TileState) -> bool {
        s.md == 0 && s.blank == self.blank_label as usize
    }

    fn start(&self) -> Option<Move> {
        None
    }

    fn allowed(&self, last: Option<Move>) -> MoveMask {
        not_undoing(self, last)
    }

    fn after(&self, _: Option<Move>, m: Move) -> Option<Move> {
        Some(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::table::DistanceTable;
    use proptest::prelude::*;

    /// Manhattan distance plus linear conflicts never overestimates, on every 8-puzzle
    /// position (checked against the exact distance table).
    #[test]
    fn md_lc_is_admissible_on_every_8_puzzle_position() {
        let mut checked = 0;
        for (inst, d) in DistanceTable::get(3, 3, 8).positions() {
            let h = inst.md_lc();
            assert!(h <= d, "md+lc {h} > {d} for {:?}", inst.cells);
            assert_eq!(h % 2, d % 2);
            checked += 1;
        }
        assert_eq!(checked, 181_440);
    }

    proptest! {
        /// Moves never change solvability (the parity invariant): every position reached
        /// from the goal is solvable, and swapping two tiles of it makes it unsolvable.
        #[test]
        fn moves_keep_the_parity_invariant(moves in proptest::collection::vec(0u8..4, 0..60), w in 2usize..6, h in 2usize..6) {
            let goal = Board::solved(w, h).unwrap();
            let mut b = goal.clone();
            for m in moves {
                b.slide(crate::moves::Dir::from_index(m));
            }
            prop_assert!(b.check_solvable(&goal).is_ok());
            let mut cells = b.cells().to_vec();
            let tiles: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] != 0).take(2).collect();
            cells.swap(tiles[0], tiles[1]);
            let swapped = Board::new(w, h, cells).unwrap();
            prop_assert!(swapped.check_solvable(&goal).is_err());
        }

        /// Formatting a board and parsing it back gives the same board.
        #[test]
        fn board_parse_format_round_trip(moves in proptest::collection::vec(0u8..4, 0..40), w in 2usize..7, h in 2usize..7) {
            let mut b = Board::solved(w, h).unwrap();
            for m in moves {
                b.slide(crate::moves::Dir::from_index(m));
            }
            prop_assert_eq!(Board::parse(&b.to_string()).unwrap(), b);
        }

        /// A move then its inverse changes nothing, and the kept Manhattan distance is right.
        #[test]
        fn move_then_inverse_is_identity(moves in proptest::collection::vec(0u8..4, 0..80)) {
            let goal = Board::solved(4, 3).unwrap();
            let inst = Instance::new(&goal, &goal);
            let (p, mut s) = Sliding::of(&inst);
            for m in moves {
                let before = s.clone();
                if p.apply(&mut s, m) {
                    let mut back = s.clone();
                    prop_assert!(p.apply(&mut back, p.inverse(m)));
                    prop_assert_eq!(&back, &before);
                    let check = Instance { cells: s.cells.clone(), blank: s.blank, ..inst.clone() };
                    prop_assert_eq!(s.md, check.manhattan());
                } else {
                    prop_assert_eq!(&s, &before);
                }
            }
        }
    }
}
