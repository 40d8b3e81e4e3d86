//! Exact distance tables for boards of at most 9 cells (the 8-puzzle and smaller).
//!
//! The table holds, for every permutation of the labels (Lehmer rank), its distance to the
//! goal; unreachable permutations (the wrong parity) hold [`search::pdb::UNSEEN`]. For the
//! 8-puzzle that is 9! = 362,880 entries of which 181,440 are reachable; a build takes a few
//! tens of milliseconds and a solve walks down the table in microseconds.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use search::pdb::{bfs_table, ByteTable, UNSEEN};

use crate::board::step;
use crate::instance::Instance;
use crate::moves::Dir;

/// The most cells a full table is built for.
pub const MAX_TABLE_CELLS: usize = 9;

/// The distance of every position of one board shape to one goal blank cell.
#[derive(Debug)]
pub struct DistanceTable {
    w: usize,
    h: usize,
    blank_label: u8,
    table: ByteTable,
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// Lehmer rank of a permutation of `0..n` (n ≤ 12).
pub(crate) fn perm_rank(p: &[u8]) -> usize {
    let n = p.len();
    let mut rank = 0;
    let mut used = 0u32;
    for (i, &x) in p.iter().enumerate() {
        let smaller_unused = x as u32 - (used & ((1u32 << x) - 1)).count_ones();
        rank = rank * (n - i) + smaller_unused as usize;
        used |= 1 << x;
    }
    rank
}

/// The permutation of `0..n` with Lehmer rank `rank`.
pub(crate) fn perm_unrank(mut rank: usize, n: usize, out: &mut [u8]) {
    let mut digits = [0usize; 12];
    for i in (0..n).rev() {
        let radix = n - i;
        digits[i] = rank % radix;
        rank /= radix;
    }
    let mut free: u32 = (1u32 << n) - 1;
    for i in 0..n {
        let mut f = free;
        for _ in 0..digits[i] {
            f &= f - 1;
        }
        let x = f.trailing_zeros();
        out[i] = x as u8;
        free &= !(1 << x);
    }
}

impl DistanceTable {
    /// Builds the table for a `w × h` board whose goal blank is cell `blank_label`.
    pub fn build(w: usize, h: usize, blank_label: u8) -> DistanceTable {
        let n = w * h;
        assert!(n <= MAX_TABLE_CELLS, "full tables are for at most 9 cells");
        let goal: Vec<u8> = (0..n as u8).collect();
        let mut cells = vec![0u8; n];
        let table = bfs_table(
            factorial(n),
            [perm_rank(&goal)],
            |r, emit| {
                perm_unrank(r, n, &mut cells);
                let b = cells.iter().position(|&l| l == blank_label).unwrap_or(0);
                for d in Dir::ALL {
                    if let Some(nb) = step(w, h, b, d) {
                        cells.swap(b, nb);
                        emit(perm_rank(&cells));
                        cells.swap(b, nb);
                    }
                }
            },
            &|_, _| {},
        );
        DistanceTable {
            w,
            h,
            blank_label,
            table,
        }
    }

    /// The shared table for this shape and goal blank, built on first use.
    pub fn get(w: usize, h: usize, blank_label: u8) -> Arc<DistanceTable> {
        /// Tables by (width, height, goal blank cell).
        type Memo = Mutex<HashMap<(usize, usize, u8), Arc<DistanceTable>>>;
        static TABLES: OnceLock<Memo> = OnceLock::new();
        let tables = TABLES.get_or_init(Default::default);
        // Build outside the lock would let two threads build twice; the build is ~20 ms, so
        // hold the lock and keep it simple.
        let mut map = tables.lock().unwrap_or_else(|e| e.into_inner());
        map.entry((w, h, blank_label))
            .or_insert_with(|| Arc::new(DistanceTable::build(w, h, blank_label)))
            .clone()
    }

    /// The exact distance of `inst` to its goal (`None` if unreachable).
    pub fn distance(&self, inst: &Instance) -> Option<u32> {
        debug_assert_eq!(
            (inst.w, inst.h, inst.blank_label),
            (self.w, self.h, self.blank_label)
        );
        let d = self.table.get(perm_rank(&inst.cells));
        (d != UNSEEN).then_some(d as u32)
    }

    /// An optimal solution of `inst`, by walking down the table.
    pub fn solve(&self, inst: &Instance) -> Option<Vec<Dir>> {
        let mut d = self.distance(inst)?;
        let mut cur = inst.clone();
        let mut path = Vec::with_capacity(d as usize);
        while d > 0 {
            let next = Dir::ALL.into_iter().find_map(|m| {
                let mut s = cur.clone();
                (s.slide(m) && self.distance(&s) == Some(d - 1)).then_some((m, s))
            })?;
            path.push(next.0);
            cur = next.1;
            d -= 1;
        }
        Some(path)
    }

    /// One of the positions at distance exactly `d`: `pick(count)` chooses which (an index
    /// below `count`). `None` when no position is that far.
    pub fn nth_at_distance(&self, d: u32, pick: impl FnOnce(usize) -> usize) -> Option<Instance> {
        let count = (0..self.table.len())
            .filter(|&i| self.table.get(i) as u32 == d)
            .count();
        if count == 0 || d >= UNSEEN as u32 {
            return None;
        }
        let k = pick(count);
        let rank = (0..self.table.len())
            .filter(|&i| self.table.get(i) as u32 == d)
            .nth(k)?;
        Some(self.instance(rank))
    }

    /// The position of permutation rank `rank`.
    fn instance(&self, rank: usize) -> Instance {
        let n = self.w * self.h;
        let mut cells = vec![0u8; n];
        perm_unrank(rank, n, &mut cells);
        let blank = cells
            .iter()
            .position(|&l| l == self.blank_label)
            .unwrap_or(0);
        Instance {
            w: self.w,
            h: self.h,
            cells,
            blank_label: self.blank_label,
            blank,
        }
    }

    #[cfg(test)]
    /// Every reachable position with its exact distance (for checking heuristics).
    pub fn positions(&self) -> impl Iterator<Item = (Instance, u32)> + '_ {
        (0..self.table.len()).filter_map(move |rank| {
            let d = self.table.get(rank);
            (d != UNSEEN).then(|| (self.instance(rank), d as u32))
        })
    }

    /// The largest distance in the table.
    pub fn max_distance(&self) -> u32 {
        self.table.stats().max as u32
    }

    #[cfg(test)]
    /// Number of reachable positions.
    pub fn reachable(&self) -> u64 {
        self.table.stats().reached
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn rank_unrank_round_trip() {
        let mut out = [0u8; 5];
        for r in 0..120 {
            perm_unrank(r, 5, &mut out);
            assert_eq!(perm_rank(&out), r);
        }
    }

    #[test]
    fn eight_puzzle_table_has_the_known_shape() {
        let t = DistanceTable::get(3, 3, 8);
        assert_eq!(t.reachable(), 181_440);
        assert_eq!(t.max_distance(), 31);
        let goal = Board::solved(3, 3).unwrap();
        for s in ["8 6 7/2 5 4/3 0 1", "6 4 7/8 5 0/3 2 1"] {
            let start = Board::parse(s).unwrap();
            let inst = Instance::new(&start, &goal);
            let path = t.solve(&inst).unwrap();
            assert_eq!(path.len(), 31);
            let mut b = start.clone();
            b.apply_all(&path).unwrap();
            assert_eq!(b, goal);
        }
    }
}
