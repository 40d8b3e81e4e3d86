//! The Korf–Felner build of one pattern's table: a breadth-first search by levels over
//! (placement, blank region) on `search::levels`, the blank wandering for free through the
//! cells no pattern tile holds (a flood fill) and a move of a pattern tile costing one.

use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering};

use rayon::prelude::*;
use search::levels::{self, Direction, Level, LevelScan};
use search::pdb::{advise_huge_pages, ByteTable};

use crate::bits::{pdep, pext, prefetch, rank_cells, unrank_cells};

use super::pattern::{Grid, PatternSpec, MAX_PDB_CELLS, MAX_PDB_EMPTY};

impl PatternSpec {
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
