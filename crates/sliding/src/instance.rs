//! Problems relabelled so that the goal is the identity.
//!
//! Every solver works on an [`Instance`]: the tile in each cell is replaced by the cell it
//! belongs to in the goal (its *label*), so the goal is "cell `c` holds label `c`" whatever
//! goal the user gave, and the blank's label is its goal cell. Heuristics and pattern
//! databases then only need the board's shape and the blank's goal cell.

use crate::board::{step, Board};
use crate::moves::Dir;

/// A symmetry of the rectangle, used to map a goal's blank into the bottom-right corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sym {
    /// No change.
    Identity,
    /// Mirror left-to-right.
    FlipH,
    /// Mirror top-to-bottom.
    FlipV,
    /// Turn by 180 degrees.
    Rot180,
}

impl Sym {
    /// Where cell `c` of a `w × h` board goes.
    pub fn cell(self, w: usize, h: usize, c: usize) -> usize {
        let (r, col) = (c / w, c % w);
        let (r, col) = match self {
            Sym::Identity => (r, col),
            Sym::FlipH => (r, w - 1 - col),
            Sym::FlipV => (h - 1 - r, col),
            Sym::Rot180 => (h - 1 - r, w - 1 - col),
        };
        r * w + col
    }

    /// What a move becomes in the mapped board (each of these symmetries is its own inverse,
    /// so the same map brings moves back).
    pub fn dir(self, d: Dir) -> Dir {
        match self {
            Sym::Identity => d,
            Sym::FlipH => d.flip_h(),
            Sym::FlipV => d.flip_v(),
            Sym::Rot180 => d.flip_h().flip_v(),
        }
    }

    /// The symmetry that takes corner cell `c` to the bottom-right corner, if `c` is a corner.
    pub fn to_bottom_right(w: usize, h: usize, c: usize) -> Option<Sym> {
        let n = w * h;
        if c == n - 1 {
            Some(Sym::Identity)
        } else if c == n - w {
            Some(Sym::FlipH)
        } else if c == w - 1 {
            Some(Sym::FlipV)
        } else if c == 0 {
            Some(Sym::Rot180)
        } else {
            None
        }
    }
}

/// A start position relabelled against its goal: `cells[c]` is the goal cell of the tile in
/// cell `c`; the blank carries the label `blank_label` (its goal cell).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instance {
    /// Width.
    pub w: usize,
    /// Height.
    pub h: usize,
    /// Labels in reading order.
    pub cells: Vec<u8>,
    /// The blank's label (= its goal cell).
    pub blank_label: u8,
    /// The cell the blank is in now.
    pub blank: usize,
}

/// `start` (its cells and blank cell) relabelled against `goal`: each token (a tile, or a
/// label) named by the cell it holds in `goal`; `blank` is the blank's token.
fn relabelled(
    (w, h): (usize, usize),
    (start, start_blank): (&[u8], usize),
    goal: &[u8],
    blank: u8,
) -> Instance {
    let mut goal_cell = vec![0u8; goal.len()];
    for (c, &t) in goal.iter().enumerate() {
        goal_cell[t as usize] = c as u8;
    }
    Instance {
        w,
        h,
        cells: start.iter().map(|&t| goal_cell[t as usize]).collect(),
        blank_label: goal_cell[blank as usize],
        blank: start_blank,
    }
}

impl Instance {
    /// Relabels `start` against `goal` (same size, checked by the caller).
    pub fn new(start: &Board, goal: &Board) -> Instance {
        relabelled(
            (start.width(), start.height()),
            (start.cells(), start.blank()),
            goal.cells(),
            0,
        )
    }

    /// This position relabelled against `goal`, a position of the same problem: the
    /// problem of going from here to there (each tile named by the cell it holds in `goal`,
    /// the blank's label the cell it ends in).
    pub fn against(&self, goal: &Instance) -> Instance {
        relabelled(
            (self.w, self.h),
            (&self.cells, self.blank),
            &goal.cells,
            self.blank_label,
        )
    }

    /// The solved instance of this shape and blank label.
    pub fn solved(w: usize, h: usize, blank_label: u8) -> Instance {
        Instance {
            w,
            h,
            cells: (0..(w * h) as u8).collect(),
            blank_label,
            blank: blank_label as usize,
        }
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether every tile is home.
    pub fn is_goal(&self) -> bool {
        self.cells.iter().enumerate().all(|(c, &l)| c == l as usize)
    }

    /// Slides a tile in direction `d`; `false` when impossible.
    pub fn slide(&mut self, d: Dir) -> bool {
        match step(self.w, self.h, self.blank, d) {
            Some(n) => {
                self.cells.swap(self.blank, n);
                self.blank = n;
                true
            }
            None => false,
        }
    }

    /// The same problem seen through a symmetry of the board.
    pub fn transform(&self, sym: Sym) -> Instance {
        let mut cells = vec![0u8; self.len()];
        for (c, &l) in self.cells.iter().enumerate() {
            cells[sym.cell(self.w, self.h, c)] = sym.cell(self.w, self.h, l as usize) as u8;
        }
        Instance {
            w: self.w,
            h: self.h,
            cells,
            blank_label: sym.cell(self.w, self.h, self.blank_label as usize) as u8,
            blank: sym.cell(self.w, self.h, self.blank),
        }
    }

    /// Sum over tiles of the taxicab distance to the goal cell.
    pub fn manhattan(&self) -> u32 {
        let w = self.w;
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &l)| l != self.blank_label)
            .map(|(c, &l)| {
                let l = l as usize;
                ((c / w).abs_diff(l / w) + (c % w).abs_diff(l % w)) as u32
            })
            .sum()
    }

    /// Manhattan distance plus linear conflicts (admissible).
    pub fn md_lc(&self) -> u32 {
        self.manhattan() + linear_conflict(self.w, self.h, &self.cells, self.blank_label)
    }
}

/// Extra moves forced by tiles in their goal row (column) but in the wrong order: for every
/// line, 2 × (tiles that must leave the line so the rest are in order), i.e.
/// 2 × (count − longest increasing subsequence). Admissible added to Manhattan distance.
pub fn linear_conflict(w: usize, h: usize, cells: &[u8], blank_label: u8) -> u32 {
    let mut extra = 0;
    let mut seq = [0u8; 256];
    for r in 0..h {
        let mut k = 0;
        for c in 0..w {
            let l = cells[r * w + c];
            if l != blank_label && l as usize / w == r {
                seq[k] = (l as usize % w) as u8;
                k += 1;
            }
        }
        extra += 2 * (k - lis(&seq[..k])) as u32;
    }
    for c in 0..w {
        let mut k = 0;
        for r in 0..h {
            let l = cells[r * w + c];
            if l != blank_label && l as usize % w == c {
                seq[k] = (l as usize / w) as u8;
                k += 1;
            }
        }
        extra += 2 * (k - lis(&seq[..k])) as u32;
    }
    extra
}

/// Length of the longest strictly increasing subsequence (patience sorting).
fn lis(seq: &[u8]) -> usize {
    let mut tails = [0u8; 256];
    let mut len = 0;
    for &x in seq {
        let i = tails[..len].partition_point(|&t| t < x);
        tails[i] = x;
        if i == len {
            len += 1;
        }
    }
    len
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relabelling_makes_the_goal_the_identity() {
        let goal = Board::parse("0 1 2/3 4 5/6 7 8").unwrap();
        let inst = Instance::new(&goal, &goal);
        assert!(inst.is_goal());
        assert_eq!(inst.blank_label, 0);
        let start = Board::parse("1 0 2/3 4 5/6 7 8").unwrap();
        let inst = Instance::new(&start, &goal);
        assert_eq!(inst.manhattan(), 1);
    }

    #[test]
    fn linear_conflict_counts_reversed_pairs() {
        // Row 0 holds tiles 2 1 (both in their goal row, reversed): +2.
        let start = Board::parse("2 1 3/4 5 6/7 8 0").unwrap();
        let inst = Instance::new(&start, &Board::solved(3, 3).unwrap());
        assert_eq!(inst.manhattan(), 2);
        assert_eq!(inst.md_lc(), 4);
        // Three reversed tiles need two of them out of the line: +4.
        let start = Board::parse("3 2 1/4 5 6/7 8 0").unwrap();
        let inst = Instance::new(&start, &Board::solved(3, 3).unwrap());
        assert_eq!(inst.md_lc(), inst.manhattan() + 4);
    }

    #[test]
    fn symmetries_map_corners_and_moves_back() {
        for c in [0, 3, 12, 15] {
            let s = Sym::to_bottom_right(4, 4, c).unwrap();
            assert_eq!(s.cell(4, 4, c), 15);
        }
        assert_eq!(Sym::to_bottom_right(4, 4, 5), None);
        let goal = Board::parse("0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15").unwrap();
        let start = Board::parse("4 1 2 3/0 5 6 7/8 9 10 11/12 13 14 15").unwrap();
        let inst = Instance::new(&start, &goal);
        let mut t = inst.transform(Sym::Rot180);
        assert_eq!(t.blank_label, 15);
        // Down in the original (tile 4 above the blank slides down) is Up in the turned board.
        assert!(t.slide(Sym::Rot180.dir(Dir::Down)));
        assert!(t.is_goal());
    }
}
