//! Patterns: the partitions of a board's tiles the command line offers, one pattern's
//! table as a [`PatternSpec`] (its tiles, its board, its goal blank, its layout), and how an
//! entry reads back ([`decode`], over the pattern's own Manhattan distance).

use crate::bits::{arrangements, rank_cells};
use crate::error::Error;

/// The most cells a board may have for pattern databases.
pub const MAX_PDB_CELLS: usize = 25;

/// The most cells a pattern may leave empty (the build's blank masks are 21 bits; up to
/// 19 the level shares the mask's word).
pub const MAX_PDB_EMPTY: usize = 21;

/// The partitions of the 15-puzzle's tiles offered on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Partition {
    /// Two 6-tile patterns and one 3-tile pattern: built in seconds, about 12 MB.
    P663,
    /// A 7-tile and an 8-tile pattern: minutes to build, 577 MB, about 20× fewer nodes.
    P78,
    /// The 24-puzzle's four 6-tile patterns (Korf and Felner's, turned to our goal with the
    /// blank last): 4 × 25!/19! entries of 4 bits over the Manhattan distance, 255 MB.
    P6666,
}

impl Partition {
    /// The name used on the command line (`663`, `78`).
    pub fn name(self) -> &'static str {
        match self {
            Partition::P663 => "663",
            Partition::P78 => "78",
            Partition::P6666 => "6666",
        }
    }

    /// The board the partition is for.
    pub fn board(self) -> (usize, usize) {
        match self {
            Partition::P663 | Partition::P78 => (4, 4),
            Partition::P6666 => (5, 5),
        }
    }

    /// Whether the partition's heuristic adds dual lookups ([`crate::dual`]): the
    /// 24-puzzle's (their tables, 25 more of 6 tiles in 4 bits, add 1.6 GB to its 255 MB).
    pub fn has_dual(self) -> bool {
        self == Partition::P6666
    }

    /// The pattern cell sets on the partition's board, before the goal blank cell is
    /// removed.
    fn cells(self) -> Vec<Vec<u8>> {
        match self {
            // Two 2×3 blocks on the left and right of the top three rows, then the bottom row.
            Partition::P663 => vec![
                vec![0, 1, 4, 5, 8, 9],
                vec![2, 3, 6, 7, 10, 11],
                vec![12, 13, 14, 15],
            ],
            // The top two rows and the bottom two rows (Korf and Felner's 7-8 split).
            Partition::P78 => vec![(0..8).collect(), (8..16).collect()],
            // Korf and Felner's 6-6-6-6 (their goal has the blank top-left; ours, bottom
            // right: each of their cells c is our 24 - c): an L of six beside the blank, a
            // 3×2 block, a 2×3 block and the six around the far corner.
            Partition::P6666 => vec![
                vec![12, 17, 18, 19, 22, 23],
                vec![10, 11, 15, 16, 20, 21],
                vec![3, 4, 8, 9, 13, 14],
                vec![0, 1, 2, 5, 6, 7],
            ],
        }
    }

    /// The patterns of this partition for a `w × h` board with goal blank `blank_label`.
    pub fn patterns(self, w: usize, h: usize, blank_label: u8) -> Result<Vec<PatternSpec>, Error> {
        if (w, h) != self.board() {
            return Err(Error::PartitionBoard {
                partition: self.name(),
                side: self.board().0,
                width: w,
                height: h,
            });
        }
        Ok(self
            .cells()
            .into_iter()
            .map(|cells| PatternSpec {
                over_md: self == Partition::P6666,
                ..PatternSpec::new(
                    w,
                    h,
                    blank_label,
                    cells.into_iter().filter(|&c| c != blank_label).collect(),
                )
            })
            .collect())
    }
}

/// One pattern: which tiles (by goal cell) on which board, with which goal blank.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PatternSpec {
    /// Width.
    pub w: usize,
    /// Height.
    pub h: usize,
    /// The goal blank cell.
    pub blank_label: u8,
    /// The pattern's tiles, named by their goal cells.
    pub labels: Vec<u8>,
    /// Whether the goal lets the blank end in any cell the pattern leaves empty (the dual
    /// lookups' tables, whose goal blank varies), not only in the goal blank's region.
    /// Only [`PatternSpec::blank_anywhere`] sets it, and only where it changes the table.
    pub any_blank: bool,
    /// Entries of 4 bits, two to a byte (the lower nibble first): half the value's excess
    /// over the pattern's own Manhattan distance (always even), which the search adds back
    /// — half the bytes. An excess above 30 would be stored as 30 (a lower, still
    /// admissible value); the 24-puzzle's tables never exceed 10.
    pub over_md: bool,
}

impl PatternSpec {
    /// The pattern of `labels` on a `w × h` board with goal blank `blank_label`, byte
    /// entries, the blank ending in its goal's region.
    pub fn new(w: usize, h: usize, blank_label: u8, labels: Vec<u8>) -> PatternSpec {
        PatternSpec {
            w,
            h,
            blank_label,
            labels,
            any_blank: false,
            over_md: false,
        }
    }

    /// The pattern of `labels` with a goal that lets the blank end anywhere: the table of
    /// the standard goal when the cells the pattern leaves empty at its goal are all one
    /// region (the blank then roams them for free), else one of its own.
    pub fn blank_anywhere(w: usize, h: usize, blank_label: u8, labels: Vec<u8>) -> PatternSpec {
        let grid = Grid::new(w, h);
        let held = labels.iter().fold(0u32, |m, &c| m | (1 << c));
        let empty = grid.full & !held;
        let region = grid.flood(1 << blank_label, empty);
        PatternSpec {
            any_blank: region != empty,
            ..PatternSpec::new(w, h, blank_label, labels)
        }
    }

    /// The cache key: puzzle, table kind and every parameter that changes the table.
    pub fn key(&self) -> String {
        let labels: Vec<String> = self.labels.iter().map(|l| l.to_string()).collect();
        format!(
            "sliding/{}/{}x{}/blank{}/tiles{}",
            if self.over_md { "kf-pdb4" } else { "kf-pdb" },
            self.w,
            self.h,
            if self.any_blank {
                "any".to_string()
            } else {
                self.blank_label.to_string()
            },
            labels.join(",")
        )
    }

    /// A short file-name-safe name for the table.
    pub fn file_stem(&self) -> String {
        self.key().replace(['/', ','], "-")
    }

    /// Number of entries: `n!/(n-k)!`.
    pub fn len(&self) -> usize {
        arrangements(self.w * self.h, self.labels.len())
    }

    /// Bytes of the table: one an entry, or half that with [`PatternSpec::over_md`].
    pub fn bytes(&self) -> usize {
        if self.over_md {
            self.len().div_ceil(2)
        } else {
            self.len()
        }
    }

    /// The pattern's own Manhattan distance for a placement of its tiles.
    pub fn manhattan(&self, cells: &[u8]) -> u32 {
        pattern_manhattan(self.w, &self.labels, cells)
    }

    /// Whether the pattern has no tiles.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// The table's entry index for a placement of the pattern's tiles.
    pub fn rank(&self, cells: &[u8]) -> usize {
        rank_cells(cells, self.w * self.h)
    }
}

/// Grid adjacency for flood fills on a board of at most 25 cells.
#[derive(Clone, Copy)]
pub(super) struct Grid {
    pub(super) w: usize,
    pub(super) full: u32,
    not_first_col: u32,
    not_last_col: u32,
}

impl Grid {
    pub(super) fn new(w: usize, h: usize) -> Grid {
        let n = w * h;
        let full = ((1u64 << n) - 1) as u32;
        let (mut first, mut last) = (0u32, 0u32);
        for r in 0..h {
            first |= 1 << (r * w);
            last |= 1 << (r * w + w - 1);
        }
        Grid {
            w,
            full,
            not_first_col: full & !first,
            not_last_col: full & !last,
        }
    }

    /// The cells reachable from `seed` through `open` cells.
    #[inline(always)]
    pub(super) fn flood(&self, seed: u32, open: u32) -> u32 {
        let mut x = seed & open;
        loop {
            let grown = (x
                | ((x << 1) & self.not_first_col)
                | ((x >> 1) & self.not_last_col)
                | (x << self.w)
                | (x >> self.w))
                & open;
            if grown == x {
                return x;
            }
            x = grown;
        }
    }

    /// The neighbours of cell `c` as a mask.
    #[inline(always)]
    pub(super) fn neighbours(&self, c: usize) -> u32 {
        let x = 1u32 << c;
        (((x << 1) & self.not_first_col)
            | ((x >> 1) & self.not_last_col)
            | (x << self.w)
            | (x >> self.w))
            & self.full
    }
}

/// A pattern table's value at `rank` (a byte, or with `over_md` twice a nibble over the
/// placement's own Manhattan distance `md`).
#[inline(always)]
pub fn decode(table: &[u8], over_md: bool, rank: usize, md: u32) -> u32 {
    if over_md {
        md + 2 * ((table[rank >> 1] >> ((rank & 1) * 4)) & 15) as u32
    } else {
        table[rank] as u32
    }
}

/// The Manhattan distance between cells `a` and `b` of a board `w` wide.
#[inline(always)]
pub fn manhattan(w: usize, a: u8, b: u8) -> u32 {
    let (a, b) = (a as usize, b as usize);
    ((a % w).abs_diff(b % w) + (a / w).abs_diff(b / w)) as u32
}

/// The Manhattan distance of a pattern's tiles `labels` standing on `cells` (in order).
#[inline]
pub(super) fn pattern_manhattan(w: usize, labels: &[u8], cells: &[u8]) -> u32 {
    cells
        .iter()
        .zip(labels)
        .map(|(&c, &l)| manhattan(w, c, l))
        .sum()
}
