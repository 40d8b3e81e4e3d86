//! Additive pattern databases built the Korf–Felner way, and IDA* over them.
//!
//! A pattern is a set of tiles (named by their goal cells). Its database stores, for every
//! placement of those tiles, the least number of *moves of pattern tiles* needed to bring
//! them home, the other tiles being indistinct. Moves of other tiles cost nothing, so the
//! tables of disjoint patterns add up to an admissible heuristic.
//!
//! The build tracks the blank: an abstract state is (placement, blank cell). A breadth-first
//! search by levels lets the blank wander for free through the cells not held by pattern
//! tiles (a flood fill), and a move of a pattern tile into the blank costs one. The stored
//! value is the minimum over blank cells, i.e. the level at which a placement is first
//! reached. A table built ignoring the blank is much weaker (about 60× more nodes on the
//! 15-puzzle with the 7-8 partition).
//!
//! | partition | table   | entries                     | bytes  | mean value |
//! |-----------|---------|-----------------------------|--------|------------|
//! | 6-6-3     | 6 tiles | 16!/10! = 5,765,760 (×2)    | 5.8 MB | see `tables` |
//! | 6-6-3     | 3 tiles | 16!/13! = 3,360             | 3.4 kB |            |
//! | 7-8       | 7 tiles | 16!/9!  = 57,657,600        | 58 MB  |            |
//! | 7-8       | 8 tiles | 16!/8!  = 518,918,400       | 519 MB |            |
//! | 6-6-6-6   | 6 tiles | 25!/19! = 127,512,000 (×4)  | 64 MB, 4 bits | |
//! | dual      | 6 tiles | 127,512,000 (×25 more) | 1.6 GB, 4 bits | |
//!
//! The 24-puzzle's tables hold 4 bits an entry: half the value's excess over the pattern's
//! own Manhattan distance, which the search keeps move by move (the excess is at most 10).
//!
//! On a square board whose goal blank lies on the main diagonal the tables are also looked
//! up for the position reflected about that diagonal, and the larger sum is used; with
//! `--dual` the 24-puzzle's are looked up for the inverse permutation too ([`crate::dual`]).

use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;

use rayon::prelude::*;
use search::deepen::{deepen_plain, Pass};
use search::levels::{self, Direction, Level, LevelScan};
use search::pdb::{advise_huge_pages, ByteTable};
use search::split;
use search::{Budget, Meter};

use crate::bits::{arrangements, pdep, pext, prefetch, rank_cells, unrank_cells};
use crate::dual::{self, DualTables, MAX_DUAL_PATTERN};
use crate::error::{Error, PartitionFault};
use crate::instance::Instance;
use crate::moves::Dir;

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

    /// Builds the table (on all threads of the current rayon pool). `progress(done, total)`
    /// is called after each level with the placements reached so far.
    pub fn build(&self, progress: &(dyn Fn(u64, u64) + Sync)) -> ByteTable {
        let table = self.build_bytes(progress);
        if self.over_md {
            self.pack(&table)
        } else {
            table
        }
    }

    /// The 4-bit form of a byte table of this pattern ([`PatternSpec::over_md`]).
    fn pack(&self, table: &ByteTable) -> ByteTable {
        let (n, k) = (self.w * self.h, self.labels.len());
        let bytes = table.as_bytes();
        let half = |r: usize| {
            if r >= bytes.len() {
                return 0;
            }
            let mut pos = [0u8; MAX_PDB_CELLS];
            unrank_cells(r, n, &mut pos[..k]);
            let excess = (bytes[r] as u32).saturating_sub(self.manhattan(&pos[..k]));
            (excess / 2).min(15) as u8
        };
        let mut out = search::pdb::alloc_table::<u8>(self.bytes());
        out.par_iter_mut()
            .enumerate()
            .for_each(|(i, b)| *b = half(2 * i) | (half(2 * i + 1) << 4));
        ByteTable::from_vec(out)
    }

    /// The table with a byte an entry.
    fn build_bytes(&self, progress: &(dyn Fn(u64, u64) + Sync)) -> ByteTable {
        let n = self.w * self.h;
        assert!(
            n <= MAX_PDB_CELLS && !self.labels.is_empty() && n - self.labels.len() <= MAX_PDB_EMPTY
        );
        match n - self.labels.len() {
            0..=8 => build_kf::<AtomicU32>(self, progress),
            9..=19 => build_kf::<AtomicU64>(self, progress),
            _ => build_kf::<Wide>(self, progress),
        }
    }
}

/// An entry of the build: visited, two frontier masks over the empty cells, and the level.
trait Word: Sync + Send + Sized {
    /// Bits per mask: at least the number of empty cells.
    const MB: u32;
    /// Whether the level is kept in the word's top bits (else in a byte beside it).
    const INLINE: bool = true;
    fn zeroed(len: usize) -> Vec<Self>;
    fn load(&self) -> u64;
    fn or(&self, v: u64) -> u64;
    fn and(&self, v: u64);
}

impl Word for AtomicU32 {
    const MB: u32 = 8;
    fn zeroed(len: usize) -> Vec<Self> {
        (0..len).map(|_| AtomicU32::new(0)).collect()
    }
    #[inline(always)]
    fn load(&self) -> u64 {
        AtomicU32::load(self, Ordering::Relaxed) as u64
    }
    #[inline(always)]
    fn or(&self, v: u64) -> u64 {
        self.fetch_or(v as u32, Ordering::Relaxed) as u64
    }
    #[inline(always)]
    fn and(&self, v: u64) {
        self.fetch_and(v as u32, Ordering::Relaxed);
    }
}

impl Word for AtomicU64 {
    const MB: u32 = 19;
    fn zeroed(len: usize) -> Vec<Self> {
        (0..len).map(|_| AtomicU64::new(0)).collect()
    }
    #[inline(always)]
    fn load(&self) -> u64 {
        AtomicU64::load(self, Ordering::Relaxed)
    }
    #[inline(always)]
    fn or(&self, v: u64) -> u64 {
        self.fetch_or(v, Ordering::Relaxed)
    }
    #[inline(always)]
    fn and(&self, v: u64) {
        self.fetch_and(v, Ordering::Relaxed);
    }
}

/// A word of three 21-bit masks, for patterns that leave 20 or 21 cells empty (five
/// tiles of the 24-puzzle); the level is kept beside it.
struct Wide(AtomicU64);

impl Word for Wide {
    const MB: u32 = MAX_PDB_EMPTY as u32;
    const INLINE: bool = false;
    fn zeroed(len: usize) -> Vec<Self> {
        (0..len).map(|_| Wide(AtomicU64::new(0))).collect()
    }
    #[inline(always)]
    fn load(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
    #[inline(always)]
    fn or(&self, v: u64) -> u64 {
        self.0.fetch_or(v, Ordering::Relaxed)
    }
    #[inline(always)]
    fn and(&self, v: u64) {
        self.0.fetch_and(v, Ordering::Relaxed);
    }
}

/// A pattern table's value at `rank` (a byte, or with `over_md` twice a nibble over the
/// placement's own Manhattan distance `md`).
#[inline(always)]
pub(crate) fn decode(table: &[u8], over_md: bool, rank: usize, md: u32) -> u32 {
    if over_md {
        md + 2 * ((table[rank >> 1] >> ((rank & 1) * 4)) & 15) as u32
    } else {
        table[rank] as u32
    }
}

/// The Manhattan distance between cells `a` and `b` of a board `w` wide.
#[inline(always)]
pub(crate) fn manhattan(w: usize, a: u8, b: u8) -> u32 {
    let (a, b) = (a as usize, b as usize);
    ((a % w).abs_diff(b % w) + (a / w).abs_diff(b / w)) as u32
}

/// The Manhattan distance of a pattern's tiles `labels` standing on `cells` (in order).
#[inline]
fn pattern_manhattan(w: usize, labels: &[u8], cells: &[u8]) -> u32 {
    cells
        .iter()
        .zip(labels)
        .map(|(&c, &l)| manhattan(w, c, l))
        .sum()
}

/// Grid adjacency for flood fills on a board of at most 25 cells.
#[derive(Clone, Copy)]
struct Grid {
    w: usize,
    full: u32,
    not_first_col: u32,
    not_last_col: u32,
}

impl Grid {
    fn new(w: usize, h: usize) -> Grid {
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
    fn flood(&self, seed: u32, open: u32) -> u32 {
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
    fn neighbours(&self, c: usize) -> u32 {
        let x = 1u32 << c;
        (((x << 1) & self.not_first_col)
            | ((x >> 1) & self.not_last_col)
            | (x << self.w)
            | (x >> self.w))
            & self.full
    }
}

/// A pattern table under construction: for every placement a word holding the blank
/// cells reached (`visited`), two frontier masks over the empty cells (this level's and
/// the next's, alternating) and the distance.
struct KfBuild<'a, W> {
    spec: &'a PatternSpec,
    grid: Grid,
    entries: Vec<W>,
    /// The levels, when the words have no room for them (else empty).
    levels: Vec<AtomicU8>,
}

impl<W: Word> KfBuild<'_, W> {
    const MASK: u64 = (1u64 << W::MB) - 1;
    const DIST_SHIFT: u32 = 3 * W::MB;

    /// The shift of a level's frontier mask.
    fn frontier_shift(level: u32) -> u32 {
        W::MB * (1 + level % 2)
    }

    /// Records the moves pending (child placement, blank bit) once their entries are in
    /// the cache; returns how many placements they reached first.
    fn flush(&self, pending: &[(usize, u64)], level: u32) -> u64 {
        let next_shift = Self::frontier_shift(level + 1);
        let mut added = 0;
        for &(p, b) in pending {
            let e = &self.entries[p];
            if e.load() & b != 0 {
                continue;
            }
            let old = e.or(b | (b << next_shift));
            if old & Self::MASK == 0 {
                if W::INLINE {
                    e.or(((level + 1) as u64) << Self::DIST_SHIFT);
                } else {
                    self.levels[p].store(level as u8 + 1, Ordering::Relaxed);
                }
                added += 1;
            }
        }
        added
    }
}

impl<W: Word> LevelScan for KfBuild<'_, W> {
    fn backward(&self) -> bool {
        false // the blank's region makes a placement's predecessors costly to enumerate
    }

    fn units(&self, _: Direction) -> usize {
        self.entries.len()
    }

    fn scan(&self, level: &Level, units: std::ops::Range<usize>) -> u64 {
        let (spec, grid) = (self.spec, &self.grid);
        let n = spec.w * spec.h;
        let k = spec.labels.len();
        let cur_shift = Self::frontier_shift(level.depth);
        let mut pos = [0u8; MAX_PDB_CELLS];
        let mut tile_at = [0u8; MAX_PDB_CELLS];
        let mut pending: [(usize, u64); 64] = [(0, 0); 64];
        let mut npending = 0usize;
        let mut added = 0u64;
        for p in units {
            let cur = (self.entries[p].load() >> cur_shift) & Self::MASK;
            if cur == 0 {
                continue;
            }
            unrank_cells(p, n, &mut pos[..k]);
            let mut occ = 0u32;
            for (i, &c) in pos[..k].iter().enumerate() {
                occ |= 1 << c;
                tile_at[c as usize] = i as u8;
            }
            let empty = grid.full & !occ;
            let closure = grid.flood(pdep(cur as u32, empty), empty);
            self.entries[p].or(pext(closure, empty) as u64);
            self.entries[p].and(!(Self::MASK << cur_shift));
            // Every pattern tile next to the blank's region may slide into it.
            let mut cl = closure;
            while cl != 0 {
                let b = cl.trailing_zeros() as usize;
                cl &= cl - 1;
                let mut nb = grid.neighbours(b) & occ;
                while nb != 0 {
                    let t = nb.trailing_zeros() as usize;
                    nb &= nb - 1;
                    let i = tile_at[t] as usize;
                    pos[i] = b as u8;
                    let q = rank_cells(&pos[..k], n);
                    pos[i] = t as u8;
                    let new_empty = (empty & !(1 << b)) | (1 << t);
                    let qb = pext(1 << t, new_empty) as u64;
                    prefetch(&self.entries[q]);
                    pending[npending] = (q, qb);
                    npending += 1;
                    if npending == pending.len() {
                        added += self.flush(&pending, level.depth);
                        npending = 0;
                    }
                }
            }
        }
        added + self.flush(&pending[..npending], level.depth)
    }
}

fn build_kf<W: Word>(spec: &PatternSpec, progress: &(dyn Fn(u64, u64) + Sync)) -> ByteTable {
    let len = spec.len();
    let grid = Grid::new(spec.w, spec.h);
    let mut b = KfBuild {
        spec,
        grid,
        entries: W::zeroed(len),
        levels: (0..if W::INLINE { 0 } else { len })
            .map(|_| AtomicU8::new(0))
            .collect(),
    };
    advise_huge_pages(&b.entries);
    let goal = spec.rank(&spec.labels);
    let goal_empty = grid.full & !spec.labels.iter().fold(0u32, |m, &c| m | (1 << c));
    let bit = if spec.any_blank {
        pext(goal_empty, goal_empty) as u64
    } else {
        pext(1 << spec.blank_label, goal_empty) as u64
    };
    b.entries[goal].or(bit | (bit << W::MB));
    let plan = levels::Plan {
        entries: len as u64,
        reached: 1,
        max_levels: 250,
        threads: rayon::current_num_threads(),
    };
    // Placements of the last level may still hold frontier bits; all are final.
    levels::build(&mut b, plan, progress);
    let (mask, dist_shift) = (KfBuild::<W>::MASK, KfBuild::<W>::DIST_SHIFT);
    let mut out = search::pdb::alloc_table::<u8>(len);
    let (entries, levels) = (&b.entries, &b.levels);
    out.par_iter_mut().enumerate().for_each(|(p, v)| {
        let e = entries[p].load();
        *v = if e & mask == 0 {
            0
        } else if W::INLINE {
            ((e >> dist_shift) & 0xff) as u8
        } else {
            levels[p].load(Ordering::Relaxed)
        };
    });
    drop(b);
    ByteTable::from_vec(out)
}

/// The heuristic of a partition: its tables, and how to look a position up in them.
#[derive(Clone)]
pub struct PdbHeuristic {
    w: usize,
    h: usize,
    blank_label: u8,
    groups: Vec<Vec<u8>>,
    tables: Vec<Arc<ByteTable>>,
    /// Whether to also look up the position reflected about the main diagonal.
    reflect: bool,
    /// The dual lookups' tables, when the partition has them.
    dual: Option<DualTables>,
    /// Whether the tables hold 4-bit entries over the patterns' Manhattan distance
    /// ([`PatternSpec::over_md`]).
    over_md: bool,
}

impl PdbHeuristic {
    /// Puts together the tables of a partition (`tables[i]` built for `specs[i]`). The
    /// patterns must be disjoint and cover every tile.
    pub fn new(specs: &[PatternSpec], tables: Vec<Arc<ByteTable>>) -> Result<Self, Error> {
        let first = specs
            .first()
            .ok_or(Error::BadPartition(PartitionFault::Empty))?;
        let (w, h, blank_label) = (first.w, first.h, first.blank_label);
        let n = w * h;
        let mut covered = vec![false; n];
        covered[blank_label as usize] = true;
        for (s, t) in specs.iter().zip(&tables) {
            let encoding = s.over_md != first.over_md;
            if (s.w, s.h, s.blank_label) != (w, h, blank_label) || t.len() != s.bytes() || encoding
            {
                return Err(Error::BadPartition(PartitionFault::Mismatched));
            }
            for &l in &s.labels {
                if std::mem::replace(&mut covered[l as usize], true) {
                    return Err(Error::BadPartition(PartitionFault::Overlap { cell: l }));
                }
            }
        }
        if covered.iter().any(|c| !c) || specs.len() != tables.len() || specs.len() > 4 {
            return Err(Error::BadPartition(PartitionFault::Uncovered));
        }
        let transpose = |c: u8| ((c as usize % w) * w + c as usize / w) as u8;
        let reflect = w == h && transpose(blank_label) == blank_label;
        Ok(PdbHeuristic {
            w,
            h,
            blank_label,
            groups: specs.iter().map(|s| s.labels.clone()).collect(),
            tables,
            reflect,
            over_md: first.over_md,
            dual: None,
        })
    }

    #[cfg(test)]
    /// The heuristic of `specs` with every table built here, in memory (small boards).
    pub fn built(specs: &[PatternSpec]) -> Result<Self, Error> {
        let tables = specs
            .iter()
            .map(|s| Arc::new(s.build(&|_, _| {})))
            .collect();
        PdbHeuristic::new(specs, tables)
    }

    /// Adds the dual lookups (`tables` as [`crate::dual::dual_specs`] lists them for
    /// `specs`, the patterns this heuristic was made of).
    pub fn with_dual(
        mut self,
        specs: &[PatternSpec],
        tables: Vec<Vec<Arc<ByteTable>>>,
    ) -> Result<Self, Error> {
        if specs.iter().map(|s| &s.labels).ne(self.groups.iter()) {
            return Err(Error::BadPartition(PartitionFault::Mismatched));
        }
        self.dual = Some(DualTables::new(specs, tables)?);
        Ok(self)
    }

    #[cfg(test)]
    /// The same heuristic without its dual lookups (to measure what they save).
    pub fn without_dual(&self) -> Self {
        PdbHeuristic {
            dual: None,
            ..self.clone()
        }
    }

    /// Board shape and goal blank this heuristic is for.
    pub fn shape(&self) -> (usize, usize, u8) {
        (self.w, self.h, self.blank_label)
    }

    /// Pattern `g`'s value at `rank`, whose own Manhattan distance is `md`.
    fn entry(&self, g: usize, rank: usize, md: u32) -> u32 {
        decode(self.tables[g].as_bytes(), self.over_md, rank, md)
    }

    /// The heuristic value of `inst` (for tests and hints; the search keeps it incrementally).
    pub fn estimate(&self, inst: &Instance) -> u32 {
        let mut pos = vec![0u8; inst.len()];
        for (c, &l) in inst.cells.iter().enumerate() {
            pos[l as usize] = c as u8;
        }
        let n = self.w * self.h;
        let mut sum = 0u32;
        let mut rsum = 0u32;
        let t = |c: u8| ((c as usize % self.w) * self.w + c as usize / self.w) as u8;
        let mut buf = [0u8; 16];
        for (g, labels) in self.groups.iter().enumerate() {
            let k = labels.len();
            for (i, &l) in labels.iter().enumerate() {
                buf[i] = pos[l as usize];
            }
            let md = pattern_manhattan(self.w, labels, &buf[..k]);
            sum += self.entry(g, rank_cells(&buf[..k], n), md);
            if self.reflect {
                for (i, &l) in labels.iter().enumerate() {
                    buf[i] = t(pos[t(l) as usize]);
                }
                let md = pattern_manhattan(self.w, labels, &buf[..k]);
                rsum += self.entry(g, rank_cells(&buf[..k], n), md);
            }
        }
        let dsum = self.dual.as_ref().map_or(0, |d| {
            crate::dual::estimate(&self.groups, d, &inst.cells, inst.blank_label, self.w)
        });
        sum.max(rsum).max(dsum)
    }
}

/// What an IDA* search over pattern databases found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdbSearch {
    /// An optimal solution, when found within the budget.
    pub solution: Option<Vec<Dir>>,
    /// Nodes expanded.
    pub nodes: u64,
    /// The proven lower bound (the solution's length when found).
    pub lower_bound: u32,
}

/// How deep the subtrees that are one search's tasks start when it is split over threads:
/// about 2.1 children a node give some 60 tasks a thread on two threads.
const SPLIT_DEPTH: u32 = 8;

/// Solves `inst` optimally by IDA* over the pattern databases `heur`, on `threads` threads
/// (each pass split at [`SPLIT_DEPTH`] moves into tasks handed out one at a time; one
/// thread searches as a plain depth-first search, with the same node counts as ever). The
/// inner loop allocates nothing, never moves a tile straight back, updates only the
/// pattern the moved tile belongs to (and its reflection), and prefetches the children's
/// table entries before looking them up.
pub fn solve(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
) -> Result<PdbSearch, Error> {
    let r = weighted(inst, heur, budget, threads, (1, 1))?;
    Ok(PdbSearch {
        solution: r.solution,
        nodes: r.nodes,
        lower_bound: r.lower_bound,
    })
}

/// Weighted IDA* (`f = g + w·h`, `w = wn / wd`): a solution at most `w` times the
/// shortest, found with far fewer nodes when `w > 1`. Its `lower_bound` is in the scale
/// of `g · wd + h · wn`.
fn weighted(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
    (wn, wd): (u32, u32),
) -> Result<search::deepen::Deepened<Vec<Dir>>, Error> {
    if (inst.w, inst.h, inst.blank_label) != heur.shape() {
        let (width, height, blank) = heur.shape();
        return Err(Error::TablesDoNotFit {
            width,
            height,
            blank,
        });
    }
    let mut s = Search::new(inst, heur);
    (s.wn, s.wd) = (wn, wd);
    let root = s.root;
    Ok(deepen_plain(root.h() * wn, |bound, before| {
        if threads > 1 {
            return split_pass(&mut s, budget, bound, before, threads);
        }
        let mut meter = Meter::new(budget).after(before);
        s.next_bound = u32::MAX;
        let pass = if s.dfs(&mut meter, 0, NO_MOVE, root, bound) {
            Pass::Found(s.solution())
        } else if meter.stopped() {
            Pass::Stopped
        } else {
            Pass::Exceeded((s.next_bound != u32::MAX).then_some(s.next_bound))
        };
        (pass, meter.nodes)
    }))
}

/// What the near-optimal search found: its best solution and the bound it proves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearSearch {
    /// The shortest solution found (none if the budget ran out before any).
    pub solution: Option<Vec<Dir>>,
    /// No solution is shorter (proven).
    pub lower_bound: u32,
    /// Whether `solution` is proven shortest.
    pub optimal: bool,
    /// Nodes expanded, over every pass.
    pub nodes: u64,
}

/// The weights of the near-optimal search, heaviest (fastest) first, then plain IDA*.
const WEIGHTS: [(u32, u32); 8] = [
    (3, 2),
    (7, 5),
    (4, 3),
    (5, 4),
    (6, 5),
    (8, 7),
    (12, 11),
    (1, 1),
];

/// The share of the near solver's time its first (heaviest) pass may take: when that pass
/// does not end, the caller answers with the fast solver's solution instead, and the rest
/// of the time is for that (on 5×5 it takes 29 ms median, 86 ms at most here; a tenth of a
/// second's budget covers it).
pub const FIRST_PASS_SHARE: f64 = 0.9;

/// Near-optimal and anytime: weighted IDA* with ever smaller weights (2, 1.5, 1.25, 1.125,
/// then 1, optimal) until the budget runs out (the first pass within [`FIRST_PASS_SHARE`] of
/// it), keeping the shortest solution. A solution of weight `w` proves that none is shorter
/// than its length over `w` (the heuristic is admissible), which with the root's estimate is
/// the lower bound reported.
pub fn near(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
) -> Result<NearSearch, Error> {
    let parity = inst.manhattan() % 2;
    let mut best = NearSearch {
        solution: None,
        lower_bound: heur.estimate(inst),
        optimal: false,
        nodes: 0,
    };
    let first_pass = budget.share(FIRST_PASS_SHARE);
    for (i, (wn, wd)) in WEIGHTS.into_iter().enumerate() {
        let pass_budget = if i == 0 { &first_pass } else { budget };
        let r = weighted(inst, heur, pass_budget, threads, (wn, wd))?;
        best.nodes += r.nodes;
        let Some(moves) = r.solution else {
            if (wn, wd) == (1, 1) {
                best.lower_bound = best.lower_bound.max(r.lower_bound);
            }
            break;
        };
        let len = moves.len() as u32;
        // len ≤ w · optimal, so optimal ≥ len · wd / wn; lengths share the start's parity.
        let mut proven = (len * wd).div_ceil(wn);
        proven += (proven % 2 != parity) as u32;
        best.lower_bound = best.lower_bound.max(proven.min(len));
        if best.solution.as_ref().is_none_or(|b| moves.len() < b.len()) {
            best.solution = Some(moves);
        }
        let shortest = best.solution.as_ref().map_or(u32::MAX, |b| b.len() as u32);
        if (wn, wd) == (1, 1) || best.lower_bound >= shortest {
            best.optimal = true;
            best.lower_bound = shortest;
            break;
        }
    }
    Ok(best)
}

/// A subtree of a split pass: the position [`SPLIT_DEPTH`] moves below the root.
#[derive(Clone, Copy)]
struct Subtree {
    cells: [u8; MAX_PDB_CELLS],
    blank: usize,
    path: [u8; SPLIT_DEPTH as usize],
    last: u8,
    values: Values,
}

/// One pass of IDA* at `bound` over `threads` threads: the subtrees below the nodes
/// [`SPLIT_DEPTH`] moves deep are the tasks (a solution found on the way there ends it).
fn split_pass(
    s: &mut Search<'_>,
    budget: &Budget,
    bound: u32,
    before: u64,
    threads: usize,
) -> (Pass<Vec<Dir>>, u64) {
    let root = s.root;
    let mut meter = Meter::new(budget).after(before);
    s.next_bound = u32::MAX;
    s.collect = Some(Vec::new());
    let found = s.dfs(&mut meter, 0, NO_MOVE, root, bound);
    let tasks = s.collect.take().unwrap_or_default();
    let mut nodes = meter.nodes;
    if found {
        return (Pass::Found(s.solution()), nodes);
    }
    if meter.stopped() {
        return (Pass::Stopped, nodes);
    }
    let least_above = s.next_bound;
    let template: &Search<'_> = s;
    let (pass, searched) = split::run(
        &tasks,
        threads,
        budget,
        before + nodes,
        || template.clone(),
        |w, t, meter| {
            w.cells = t.cells;
            w.blank = t.blank;
            w.path[..t.path.len()].copy_from_slice(&t.path);
            w.depth = t.path.len();
            w.next_bound = u32::MAX;
            if w.dfs(meter, SPLIT_DEPTH, t.last, t.values, bound) {
                split::Task::Found(w.solution())
            } else if meter.stopped() {
                split::Task::Stopped
            } else {
                split::Task::Exceeded((w.next_bound != u32::MAX).then_some(w.next_bound))
            }
        },
    );
    nodes += searched;
    let pass = match pass {
        Pass::Exceeded(least) => {
            let above = least
                .into_iter()
                .chain((least_above != u32::MAX).then_some(least_above));
            Pass::Exceeded(above.min())
        }
        other => other,
    };
    (pass, nodes)
}

impl Search<'_> {
    /// The moves from the root to the solution found.
    fn solution(&self) -> Vec<Dir> {
        self.path[..self.depth]
            .iter()
            .map(|&m| Dir::from_index(m))
            .collect()
    }
}

/// The search state: the board, where each label is, and the lookup plans.
///
/// Ranks are kept up to date move by move instead of being recomputed: a rank is a sum of
/// mixed-radix digits `d_i · W_i`, and moving one tile from cell `a` to cell `b` changes only
/// its own digit and the digits of later tiles of its pattern lying strictly between `a`
/// and `b` (none for a horizontal move, at most `w - 1` for a vertical one).
#[derive(Clone)]
struct Search<'a> {
    blank_label: u8,
    cells: [u8; MAX_PDB_CELLS],
    pos: [u8; MAX_PDB_CELLS],
    blank: usize,
    /// For each direction, the neighbour the blank moves to (`NONE` at an edge).
    step: [[u8; 4]; MAX_PDB_CELLS],
    tables: [&'a [u8]; 4],
    /// `group_of[l]`, `index_of[l]`: label `l`'s pattern and its place in it.
    group_of: [u8; MAX_PDB_CELLS],
    index_of: [u8; MAX_PDB_CELLS],
    /// `weight[g][i]`: the mixed-radix weight of digit `i` of pattern `g`.
    weight: [[u32; 16]; 4],
    tcell: [u8; MAX_PDB_CELLS],
    reflect: bool,
    /// Width and cells of the board.
    w: usize,
    n: usize,
    /// 4-bit tables over the patterns' Manhattan distance ([`PatternSpec::over_md`]):
    /// whether, the shift from rank to byte, and `mdist[c][l]`, label `l`'s distance
    /// from cell `c`.
    over_md: bool,
    ishift: u32,
    mdist: [[u8; MAX_PDB_CELLS]; MAX_PDB_CELLS],
    /// Dual lookups ([`crate::dual`]): whether on; each pattern's labels, its whole table
    /// and its tables without each of its tiles.
    dual: bool,
    dlabels: [[u8; MAX_DUAL_PATTERN]; 4],
    dlen: [u8; 4],
    dfull: [&'a [u8]; 4],
    dwithout: [[&'a [u8]; MAX_DUAL_PATTERN]; 4],
    path: [u8; 256],
    depth: usize,
    next_bound: u32,
    /// The weight of the heuristic, `wn / wd` (1 / 1: plain IDA*): a pass prunes where
    /// `g · wd + h · wn` exceeds its bound.
    wn: u32,
    wd: u32,
    /// Per-pattern table values and ranks at the root.
    root: Values,
    /// While a split pass gathers its tasks: the nodes [`SPLIT_DEPTH`] moves deep.
    collect: Option<Vec<Subtree>>,
}

/// Per-pattern ranks and table values of a position, straight and reflected.
#[derive(Clone, Copy, Default)]
struct Values {
    rank: [u32; 4],
    value: [u32; 4],
    rrank: [u32; 4],
    rvalue: [u32; 4],
    /// Sums of `value` and `rvalue`.
    sum: u32,
    rsum: u32,
    /// Each pattern's own Manhattan distance, straight and reflected (kept with 4-bit
    /// tables).
    md: [u32; 4],
    rmd: [u32; 4],
    /// The dual lookups' values per pattern and their sum.
    dvalue: [u32; 4],
    dsum: u32,
}

/// Where a pattern's dual value is after a move: the pattern (`NONE`: no pattern), its
/// table (0 whole, `1 + i` with piece `β` for tile `i`), the rank and the placement's own
/// Manhattan distance.
#[derive(Clone, Copy)]
struct DualSlot {
    group: u8,
    which: u8,
    rank: u32,
    md: u8,
}

impl DualSlot {
    const NONE: DualSlot = DualSlot {
        group: NONE,
        which: 0,
        rank: 0,
        md: 0,
    };
}

impl Values {
    #[inline(always)]
    fn h(&self) -> u32 {
        self.sum.max(self.rsum).max(self.dsum)
    }
}

const NONE: u8 = 255;
/// The `last` move at the root: `NO_MOVE ^ 1` is no direction.
const NO_MOVE: u8 = 254;

impl<'a> Search<'a> {
    fn new(inst: &Instance, heur: &'a PdbHeuristic) -> Self {
        let (w, h) = (inst.w, inst.h);
        let n = w * h;
        let mut cells = [0u8; MAX_PDB_CELLS];
        let mut pos = [0u8; MAX_PDB_CELLS];
        for (c, &l) in inst.cells.iter().enumerate() {
            cells[c] = l;
            pos[l as usize] = c as u8;
        }
        let mut step = [[NONE; 4]; MAX_PDB_CELLS];
        for (c, s) in step.iter_mut().enumerate().take(n) {
            for d in Dir::ALL {
                if let Some(t) = crate::board::step(w, h, c, d) {
                    s[d as usize] = t as u8;
                }
            }
        }
        let mut tcell = [0u8; MAX_PDB_CELLS];
        for (c, t) in tcell.iter_mut().enumerate().take(n) {
            *t = if w == h {
                ((c % w) * w + c / w) as u8
            } else {
                c as u8
            };
        }
        let empty: &[u8] = &[];
        let mut tables = [empty; 4];
        let mut group_of = [NONE; MAX_PDB_CELLS];
        let mut index_of = [0u8; MAX_PDB_CELLS];
        let mut weight = [[0u32; 16]; 4];
        for (g, labels) in heur.groups.iter().enumerate() {
            tables[g] = heur.tables[g].as_bytes();
            let k = labels.len();
            for (i, &l) in labels.iter().enumerate() {
                group_of[l as usize] = g as u8;
                index_of[l as usize] = i as u8;
                weight[g][i] = (i + 1..k).map(|m| (n - m) as u32).product();
            }
        }
        let mut s = Search {
            blank_label: inst.blank_label,
            cells,
            pos,
            blank: inst.blank,
            step,
            tables,
            group_of,
            index_of,
            weight,
            tcell,
            reflect: heur.reflect,
            w,
            n,
            over_md: heur.over_md,
            ishift: u32::from(heur.over_md),
            mdist: [[0; MAX_PDB_CELLS]; MAX_PDB_CELLS],
            dual: false,
            dlabels: [[0; MAX_DUAL_PATTERN]; 4],
            dlen: [0; 4],
            dfull: [empty; 4],
            dwithout: [[empty; MAX_DUAL_PATTERN]; 4],
            path: [0; 256],
            depth: 0,
            next_bound: u32::MAX,
            wn: 1,
            wd: 1,
            root: Values::default(),
            collect: None,
        };
        for (c, row) in s.mdist.iter_mut().enumerate().take(n) {
            for (l, d) in row.iter_mut().enumerate().take(n) {
                *d = manhattan(w, c as u8, l as u8) as u8;
            }
        }
        let mut v = Values::default();
        for (g, labels) in heur.groups.iter().enumerate() {
            let mut buf = [0u8; 16];
            for (i, &l) in labels.iter().enumerate() {
                buf[i] = s.pos[l as usize];
            }
            let k = labels.len();
            let md = |buf: &[u8]| pattern_manhattan(w, labels, buf);
            v.rank[g] = rank_cells(&buf[..k], n) as u32;
            v.md[g] = md(&buf[..k]);
            v.value[g] = decode(s.tables[g], s.over_md, v.rank[g] as usize, v.md[g]);
            if s.reflect {
                for (i, &l) in labels.iter().enumerate() {
                    buf[i] = s.tcell[s.pos[s.tcell[l as usize] as usize] as usize];
                }
                v.rrank[g] = rank_cells(&buf[..k], n) as u32;
                v.rmd[g] = md(&buf[..k]);
                v.rvalue[g] = decode(s.tables[g], s.over_md, v.rrank[g] as usize, v.rmd[g]);
            }
        }
        v.sum = v.value.iter().sum();
        v.rsum = v.rvalue.iter().sum();
        if let Some(d) = &heur.dual {
            s.dual = true;
            for (g, (labels, t)) in heur.groups.iter().zip(&d.tables).enumerate() {
                s.dlabels[g][..labels.len()].copy_from_slice(labels);
                s.dlen[g] = labels.len() as u8;
                s.dfull[g] = t[0].as_bytes();
                for (i, t) in t[1..].iter().enumerate() {
                    s.dwithout[g][i] = t.as_bytes();
                }
                v.dvalue[g] = s.dual_group(g);
            }
            v.dsum = v.dvalue.iter().sum::<u32>();
        }
        s.root = v;
        s
    }

    /// Pattern `g`'s value at rank `r`, whose own Manhattan distance is `md`.
    #[inline(always)]
    fn lookup(&self, g: usize, r: u32, md: u32) -> u32 {
        let r = r as usize;
        // SAFETY: ranks of placements are below the table's entries (n!/(n-k)!), and the
        // 4-bit tables hold (n!/(n-k)!)/2 bytes rounded up.
        unsafe {
            if self.over_md {
                let b = *self.tables[g].get_unchecked(r >> 1);
                md + 2 * ((b >> ((r & 1) * 4)) & 15) as u32
            } else {
                *self.tables[g].get_unchecked(r) as u32
            }
        }
    }

    /// Pattern `g`'s dual value for the board as it stands.
    #[inline(always)]
    fn dual_group(&self, g: usize) -> u32 {
        let k = self.dlen[g] as usize;
        dual::group_value(
            &self.dlabels[g][..k],
            &self.cells,
            self.blank_label,
            self.w,
            self.n,
            self.dfull[g],
            &self.dwithout[g][..k],
        )
    }

    /// Where pattern `g`'s dual value is for the board as it stands: its table (0 whole,
    /// `1 + i` with piece `β` for tile `i`), rank and own Manhattan distance.
    #[inline(always)]
    fn dual_slot(&self, g: usize) -> DualSlot {
        let k = self.dlen[g] as usize;
        let (left_out, rank, md) = dual::group_rank(
            &self.dlabels[g][..k],
            &self.cells,
            self.blank_label,
            self.w,
            self.n,
        );
        DualSlot {
            group: g as u8,
            which: left_out.map_or(0, |i| 1 + i as u8),
            rank: rank as u32,
            md: md as u8,
        }
    }

    /// The table behind a [`Search::dual_slot`].
    #[inline(always)]
    fn dual_table(&self, g: usize, which: u8) -> &'a [u8] {
        if which == 0 {
            self.dfull[g]
        } else {
            self.dwithout[g][which as usize - 1]
        }
    }

    /// The dual lookups a move needs (the one emptying cell `t` into the blank at `was`):
    /// the patterns of the labels `was` and `t`, their tables and ranks, prefetched.
    #[inline(always)]
    fn dual_slots(&mut self, was: usize, t: usize) -> [DualSlot; 2] {
        let l = self.cells[t];
        self.cells[was] = l;
        self.cells[t] = self.blank_label;
        let (ga, gb) = (self.group_of[was], self.group_of[t]);
        let mut out = [DualSlot::NONE; 2];
        for (slot, gd) in out.iter_mut().zip([ga, if gb == ga { NONE } else { gb }]) {
            if gd != NONE {
                *slot = self.dual_slot(gd as usize);
                let table = self.dual_table(gd as usize, slot.which);
                prefetch(table.as_ptr().wrapping_add(slot.rank as usize >> 1));
            }
        }
        self.cells[t] = l;
        self.cells[was] = self.blank_label;
        out
    }

    /// The dual values after a move, from its [`Search::dual_slots`].
    #[inline(always)]
    fn dual_after(&self, mut kv: Values, slots: &[DualSlot; 2]) -> Values {
        for slot in slots {
            if slot.group != NONE {
                let gd = slot.group as usize;
                let table = self.dual_table(gd, slot.which);
                let value = decode(table, true, slot.rank as usize, slot.md as u32);
                kv.dsum = kv.dsum + value - kv.dvalue[gd];
                kv.dvalue[gd] = value;
            }
        }
        kv
    }

    /// Slides the tile `l` from cell `t` into the blank at `blank` (direction `d`).
    #[inline(always)]
    fn make(&mut self, blank: usize, t: usize, l: u8, d: u8) {
        self.cells[blank] = l;
        self.cells[t] = self.blank_label;
        self.blank = t;
        self.path[self.depth] = d;
        self.depth += 1;
    }

    /// Takes back [`Search::make`].
    #[inline(always)]
    fn unmake(&mut self, blank: usize, t: usize, l: u8) {
        self.depth -= 1;
        self.blank = blank;
        self.cells[t] = l;
        self.cells[blank] = self.blank_label;
    }

    /// The change of pattern `g`'s rank when its tile number `i` moves from cell `a` to
    /// cell `b`, given `label_at(c)` for the cells strictly between them.
    #[inline(always)]
    fn delta(&self, g: usize, i: usize, a: usize, b: usize, label_at: impl Fn(usize) -> u8) -> i64 {
        let (lo, hi, s) = if b > a { (a, b, 1i64) } else { (b, a, -1i64) };
        let weights = &self.weight[g];
        let mut di = b as i64 - a as i64;
        let mut later = 0i64;
        // Only vertical moves have cells in between; the body is branch-free because which
        // tiles lie there is unpredictable.
        for c in lo + 1..hi {
            let l = label_at(c) as usize;
            let same = (self.group_of[l] as usize == g) as i64;
            let j = self.index_of[l] as usize;
            let before = (j < i) as i64;
            di -= s * same * before;
            later += same * (1 - before) * weights[j & 15] as i64;
        }
        di * weights[i] as i64 + s * later
    }

    /// Depth-first search below the current position, reached with `g` moves, the last
    /// of which was `last` (`NO_MOVE` at the root).
    fn dfs(&mut self, meter: &mut Meter<'_>, g: u32, last: u8, v: Values, bound: u32) -> bool {
        if v.sum == 0 {
            return true;
        }
        if g == SPLIT_DEPTH {
            if let Some(tasks) = self.collect.as_mut() {
                let mut path = [0u8; SPLIT_DEPTH as usize];
                path.copy_from_slice(&self.path[..SPLIT_DEPTH as usize]);
                tasks.push(Subtree {
                    cells: self.cells,
                    blank: self.blank,
                    path,
                    last,
                    values: v,
                });
                return false;
            }
        }
        if !meter.visit() {
            return false;
        }
        // Look at all children first, prefetching their table entries, then descend.
        let mut kids = [(0u8, 0u8, 0u32, 0u32); 4];
        let mut dslots = [[DualSlot::NONE; 2]; 4];
        let mut nk = 0;
        let blank = self.blank;
        for d in 0..4u8 {
            if d == last ^ 1 {
                continue;
            }
            let t = self.step[blank][d as usize];
            if t == NONE {
                continue;
            }
            let l = self.cells[t as usize] as usize;
            let gv = self.group_of[l] as usize;
            let iv = self.index_of[l] as usize;
            let cells = &self.cells;
            let rv =
                (v.rank[gv] as i64 + self.delta(gv, iv, t as usize, blank, |c| cells[c])) as u32;
            prefetch(
                self.tables[gv]
                    .as_ptr()
                    .wrapping_add((rv >> self.ishift) as usize),
            );
            let mut rr = 0;
            if self.reflect {
                let tl = self.tcell[l] as usize;
                let gr = self.group_of[tl] as usize;
                let ir = self.index_of[tl] as usize;
                let tc = &self.tcell;
                rr = (v.rrank[gr] as i64
                    + self.delta(gr, ir, tc[t as usize] as usize, tc[blank] as usize, |c| {
                        tc[cells[tc[c] as usize] as usize]
                    })) as u32;
                prefetch(
                    self.tables[gr]
                        .as_ptr()
                        .wrapping_add((rr >> self.ishift) as usize),
                );
            }
            if self.dual {
                dslots[nk] = self.dual_slots(blank, t as usize);
            }
            kids[nk] = (d, t, rv, rr);
            nk += 1;
        }
        for (&(d, t, rv, rr), slots) in kids[..nk].iter().zip(&dslots) {
            let l = self.cells[t as usize] as usize;
            let gv = self.group_of[l] as usize;
            let mut kv = v;
            // The moved tile's own distance changes by one (the same reflected).
            let dmd = self.mdist[blank][l] as u32 + 1 - self.mdist[t as usize][l] as u32;
            kv.md[gv] = kv.md[gv] + dmd - 1;
            let value = self.lookup(gv, rv, kv.md[gv]);
            kv.rank[gv] = rv;
            kv.sum = kv.sum + value - kv.value[gv];
            kv.value[gv] = value;
            // Prune on the straight lookup alone before reading the reflected one.
            let f = (g + 1) * self.wd + kv.sum * self.wn;
            if f > bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            if self.reflect {
                let gr = self.group_of[self.tcell[l] as usize] as usize;
                kv.rmd[gr] = kv.rmd[gr] + dmd - 1;
                let rvalue = self.lookup(gr, rr, kv.rmd[gr]);
                kv.rrank[gr] = rr;
                kv.rsum = kv.rsum + rvalue - kv.rvalue[gr];
                kv.rvalue[gr] = rvalue;
                let f = (g + 1) * self.wd + kv.rsum * self.wn;
                if f > bound {
                    self.next_bound = self.next_bound.min(f);
                    continue;
                }
            }
            self.make(blank, t as usize, l as u8, d);
            if self.dual {
                kv = self.dual_after(kv, slots);
                let f = (g + 1) * self.wd + kv.dsum * self.wn;
                if f > bound {
                    self.next_bound = self.next_bound.min(f);
                    self.unmake(blank, t as usize, l as u8);
                    continue;
                }
            }
            if self.dfs(meter, g + 1, d, kv, bound) {
                return true;
            }
            self.unmake(blank, t as usize, l as u8);
            if meter.stopped() {
                return false;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::table::DistanceTable;

    fn specs_3x3(groups: &[&[u8]]) -> Vec<PatternSpec> {
        groups
            .iter()
            .map(|g| PatternSpec::new(3, 3, 8, g.to_vec()))
            .collect()
    }

    fn heuristic(groups: &[&[u8]]) -> PdbHeuristic {
        PdbHeuristic::built(&specs_3x3(groups)).unwrap()
    }

    /// Every 8-puzzle position: the additive (and reflected) heuristic never overestimates
    /// the exact distance, and IDA* over it finds exactly that distance on a sample.
    #[test]
    fn admissible_on_every_8_puzzle_position() {
        let heur = heuristic(&[&[0, 1, 3, 4], &[2, 5, 6, 7]]);
        let mut checked = 0;
        let mut tighter = 0u64;
        for (r, (inst, d)) in DistanceTable::get(3, 3, 8).positions().enumerate() {
            let h = heur.estimate(&inst);
            assert!(h <= d, "h {h} > distance {d} for {:?}", inst.cells);
            assert_eq!(h % 2, d % 2, "parity");
            tighter += (h >= inst.manhattan()) as u64;
            checked += 1;
            if r % 997 == 0 {
                let res = solve(&inst, &heur, &Budget::unlimited(), 1).unwrap();
                let path = res.solution.unwrap();
                assert_eq!(path.len() as u32, d);
                let mut s = inst.clone();
                for m in path {
                    assert!(s.slide(m));
                }
                assert!(s.is_goal());
            }
        }
        assert_eq!(checked, 181_440);
        assert_eq!(tighter, 181_440, "never weaker than Manhattan distance");
    }

    /// The blank-tracking build is exact for a one-tile pattern: moving one tile home costs
    /// its Manhattan distance in tile moves.
    #[test]
    fn one_tile_pattern_is_manhattan() {
        let spec = &specs_3x3(&[&[0]])[0];
        let t = spec.build(&|_, _| {});
        for c in 0..9u8 {
            let want = (c / 3).abs_diff(0) + (c % 3).abs_diff(0);
            assert_eq!(t.get(spec.rank(&[c])), want);
        }
    }

    #[test]
    fn partitions_cover_the_15_puzzle() {
        for p in [Partition::P663, Partition::P78] {
            let specs = p.patterns(4, 4, 15).unwrap();
            let tiles: usize = specs.iter().map(|s| s.labels.len()).sum();
            assert_eq!(tiles, 15);
        }
        assert!(Partition::P78.patterns(5, 5, 24).is_err());
        let specs = Partition::P663.patterns(4, 4, 15).unwrap();
        assert_eq!(specs[2].labels, vec![12, 13, 14]);
        assert!(specs[0].key().contains("tiles0,1,4,5,8,9"));
    }

    #[test]
    fn goal_has_value_zero() {
        let heur = heuristic(&[&[0, 1, 3, 4], &[2, 5, 6, 7]]);
        let goal = Board::solved(3, 3).unwrap();
        assert_eq!(heur.estimate(&Instance::new(&goal, &goal)), 0);
    }

    /// The exact value of every placement of a pattern's tiles, found independently: a
    /// 0-1 breadth-first search over (placement, blank cell) in which the blank moves for
    /// free into a cell no pattern tile holds and a pattern tile's move costs one.
    fn abstract_distances(spec: &PatternSpec) -> Vec<u8> {
        use std::collections::VecDeque;
        let (w, h, n, k) = (spec.w, spec.h, spec.w * spec.h, spec.labels.len());
        let index = |pos: &[u8], blank: usize| rank_cells(pos, n) * n + blank;
        let mut dist = vec![u8::MAX; arrangements(n, k) * n];
        let mut queue = VecDeque::new();
        dist[index(&spec.labels, spec.blank_label as usize)] = 0;
        queue.push_back((spec.labels.clone(), spec.blank_label as usize));
        while let Some((pos, blank)) = queue.pop_front() {
            let d = dist[index(&pos, blank)];
            for dir in Dir::ALL {
                let Some(to) = crate::board::step(w, h, blank, dir) else {
                    continue;
                };
                let mut next = pos.clone();
                let cost = match pos.iter().position(|&c| c as usize == to) {
                    Some(i) => {
                        next[i] = blank as u8;
                        1
                    }
                    None => 0,
                };
                let e = index(&next, to);
                if d + cost < dist[e] {
                    dist[e] = d + cost;
                    if cost == 0 {
                        queue.push_front((next, to));
                    } else {
                        queue.push_back((next, to));
                    }
                }
            }
        }
        dist.chunks(n).map(|c| *c.iter().min().unwrap()).collect()
    }

    /// `spec`'s table equals the exact distances of its abstract space.
    fn assert_exact(spec: &PatternSpec) {
        let table = spec.build(&|_, _| {});
        let exact = abstract_distances(spec);
        assert_eq!(table.len(), exact.len());
        for (r, &d) in exact.iter().enumerate() {
            assert_eq!(table.get(r), d, "placement {r}");
        }
    }

    /// On a board of more than 16 cells, with more empty cells than the 15-puzzle's
    /// builds ever have (17), and with 21 (the levels kept beside the masks), the table
    /// equals the abstract space's exact distances.
    #[test]
    fn tables_beyond_sixteen_cells_agree_with_a_search_of_their_abstract_space() {
        assert_exact(&PatternSpec::new(5, 4, 19, vec![0, 7, 13]));
        assert_exact(&PatternSpec::new(6, 4, 23, vec![0, 9, 17]));
    }

    /// The exact distance between two boards by a breadth-first search from both ends.
    fn meet_in_the_middle(start: &Instance) -> u32 {
        use std::collections::HashMap;
        let goal = {
            let mut g = start.clone();
            g.cells = (0..g.cells.len() as u8).collect();
            g.blank = g.blank_label as usize;
            g
        };
        let key = |i: &Instance| i.cells.clone();
        let mut seen = [HashMap::new(), HashMap::new()];
        let mut frontier = [vec![start.clone()], vec![goal.clone()]];
        seen[0].insert(key(start), 0u32);
        seen[1].insert(key(&goal), 0u32);
        if key(start) == key(&goal) {
            return 0;
        }
        for depth in 1.. {
            let side = usize::from(frontier[1].len() < frontier[0].len());
            let mut next = Vec::new();
            // The shortest meeting of this whole layer (a meeting found first need not be).
            let mut best = None;
            for s in std::mem::take(&mut frontier[side]) {
                for d in Dir::ALL {
                    let mut t = s.clone();
                    if !t.slide(d) || seen[side].contains_key(&key(&t)) {
                        continue;
                    }
                    let here = seen[side][&key(&s)] + 1;
                    if let Some(other) = seen[1 - side].get(&key(&t)) {
                        best = Some(best.map_or(here + other, |b: u32| b.min(here + other)));
                    }
                    seen[side].insert(key(&t), here);
                    next.push(t);
                }
            }
            if let Some(d) = best {
                return d;
            }
            frontier[side] = next;
            assert!(depth < 80);
        }
        unreachable!()
    }

    /// The tables of a 4×5 board's 19 tiles in four patterns of 5, 5, 5 and 4 (built in
    /// seconds: 20!/15! entries each).
    fn heuristic_4x5() -> PdbHeuristic {
        heuristic_4x5_encoded(false)
    }

    /// [`heuristic_4x5`] with byte tables or 4-bit tables over the Manhattan distance.
    fn heuristic_4x5_encoded(over_md: bool) -> PdbHeuristic {
        let groups: [&[u8]; 4] = [
            &[0, 1, 2, 5, 6],
            &[3, 4, 7, 8, 9],
            &[10, 11, 12, 15, 16],
            &[13, 14, 17, 18],
        ];
        let specs: Vec<PatternSpec> = groups
            .iter()
            .map(|g| PatternSpec {
                over_md,
                ..PatternSpec::new(5, 4, 19, g.to_vec())
            })
            .collect();
        PdbHeuristic::built(&specs).unwrap()
    }

    /// The 4-bit tables hold half the bytes and give the very same values: the same
    /// estimates, and IDA* over them the same solutions with the same node counts.
    #[test]
    fn four_bit_tables_over_manhattan_give_the_byte_tables_values() {
        use rand::SeedableRng;
        let (bytes, nibbles) = (heuristic_4x5_encoded(false), heuristic_4x5_encoded(true));
        for (a, b) in bytes.tables.iter().zip(&nibbles.tables) {
            assert_eq!(b.len(), a.len().div_ceil(2));
        }
        let goal = Board::solved(5, 4).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(45);
        for moves in [8, 16, 24, 32, 40, 200] {
            let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
            let inst = Instance::new(&b, &goal);
            assert_eq!(bytes.estimate(&inst), nibbles.estimate(&inst), "{b}");
            if moves <= 40 {
                let budget = Budget::unlimited();
                let (x, y) = (
                    solve(&inst, &bytes, &budget, 1),
                    solve(&inst, &nibbles, &budget, 1),
                );
                assert_eq!(x.unwrap(), y.unwrap(), "{b}");
            }
        }
    }

    /// A 4×5 board (19 tiles in four patterns of 5, 5, 5 and 4): IDA* over the tables finds
    /// the exact distance a meet-in-the-middle search finds, on positions up to 30 moves
    /// out, on one thread and split over several, and its solutions replay.
    #[test]
    fn optimal_on_a_board_beyond_sixteen_cells() {
        use rand::SeedableRng;
        let heur = heuristic_4x5();
        let goal = Board::solved(5, 4).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(24);
        for moves in [6, 14, 22, 30, 30] {
            let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
            let inst = Instance::new(&b, &goal);
            let exact = meet_in_the_middle(&inst);
            assert!(heur.estimate(&inst) <= exact);
            // One thread, and each pass split over three.
            for threads in [1, 3] {
                let res = solve(&inst, &heur, &Budget::unlimited(), threads).unwrap();
                let path = res.solution.unwrap();
                assert_eq!(path.len() as u32, exact, "{b} on {threads} threads");
                assert_eq!(res.lower_bound, exact);
                let mut s = inst.clone();
                for m in path {
                    assert!(s.slide(m));
                }
                assert!(s.is_goal());
            }
        }
    }

    /// The near-optimal search: its bound never exceeds the exact distance, its solution
    /// is never shorter, and given the time it ends optimal (its last weight is 1).
    #[test]
    fn near_optimal_solutions_bound_the_exact_distance_from_both_sides() {
        use rand::SeedableRng;
        let heur = heuristic_4x5();
        let goal = Board::solved(5, 4).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for moves in [12, 26, 30] {
            let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
            let inst = Instance::new(&b, &goal);
            let exact = meet_in_the_middle(&inst);
            let r = near(&inst, &heur, &Budget::unlimited(), 2).unwrap();
            let path = r.solution.unwrap();
            assert!(
                r.optimal && path.len() as u32 == exact && r.lower_bound == exact,
                "{b}"
            );
            // With a node limit: still a bound from below, a solution from above.
            let small = Budget::unlimited().with_node_limit(2_000);
            let r = near(&inst, &heur, &small, 1).unwrap();
            assert!(
                r.lower_bound <= exact,
                "{b}: bound {} > {exact}",
                r.lower_bound
            );
            if let Some(p) = r.solution {
                assert!(p.len() as u32 >= exact);
                let mut s = inst.clone();
                for m in p {
                    assert!(s.slide(m));
                }
                assert!(s.is_goal());
            }
        }
    }

    #[test]
    fn the_24_puzzle_partition_covers_its_tiles_and_is_korf_and_felners() {
        let specs = Partition::P6666.patterns(5, 5, 24).unwrap();
        let mut tiles: Vec<u8> = specs.iter().flat_map(|s| s.labels.clone()).collect();
        tiles.sort_unstable();
        assert_eq!(tiles, (0..24).collect::<Vec<u8>>());
        assert!(specs.iter().all(|s| s.labels.len() == 6
            && s.len() == 127_512_000
            && s.over_md
            && s.bytes() == 63_756_000
            && s.key().starts_with("sliding/kf-pdb4/5x5/blank24/")));
        // Their group of tiles 1 2 5 6 7 12 (blank top-left) is ours 12 17 18 19 22 23.
        let theirs: Vec<u8> = [1u8, 2, 5, 6, 7, 12].iter().map(|c| 24 - c).collect();
        let mut ours = specs[0].labels.clone();
        ours.sort_unstable();
        let mut theirs = theirs;
        theirs.sort_unstable();
        assert_eq!(ours, theirs);
        assert!(Partition::P6666.patterns(4, 4, 15).is_err());
    }
}
