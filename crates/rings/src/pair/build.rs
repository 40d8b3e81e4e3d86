//! A two-colour table's build: a breadth-first search over all sets with a frontier bit
//! set on `search::levels`, forwards while the frontier is small and backwards once it is
//! large.

use std::sync::atomic::{AtomicU64, Ordering};

use search::levels::{self, Direction, Level, LevelScan};
use search::packed::AtomicPacked;

use crate::masks::{click_set, N_CLICKS};

use super::table::{next_set, Ranker, SetTable};

impl SetTable {
    /// Builds the table of distances from `goal` (any number of slots up to 14) by the
    /// shared level builder on all cores.
    pub fn build(goal: u64, progress: &(dyn Fn(u64, u64) + Sync)) -> SetTable {
        let ranker = Ranker::new(goal.count_ones() as usize);
        let entries = ranker.entries();
        let mut b = SetBuild {
            table: AtomicPacked::new(entries),
            cur: bits(entries),
            next: bits(entries),
            ranker,
        };
        let g = b.ranker.rank(goal);
        b.table.set_if_unseen(g, 0);
        b.cur[g / 64].fetch_or(1 << (g % 64), Ordering::Relaxed);
        let plan = levels::Plan {
            entries: entries as u64,
            reached: 1,
            max_levels: u32::MAX,
            threads: levels::cores(),
        };
        levels::build(&mut b, plan, progress);
        SetTable {
            goal,
            ranker: b.ranker,
            data: b.table.into_packed(),
        }
    }
}

/// A bit set of `n` members, all clear.
fn bits(n: usize) -> Vec<AtomicU64> {
    (0..n.div_ceil(64)).map(|_| AtomicU64::new(0)).collect()
}

/// A two-colour table under construction: the residues, and the sets reached at the last
/// level and at this one, as bit sets.
struct SetBuild {
    table: AtomicPacked<2>,
    cur: Vec<AtomicU64>,
    next: Vec<AtomicU64>,
    ranker: Ranker,
}

impl SetBuild {
    /// Gives an unreached set its residue and puts it on the next frontier.
    fn reach(&self, r: usize, value: u8) -> bool {
        let new = self.table.set_if_unseen(r, value);
        if new {
            self.next[r / 64].fetch_or(1 << (r % 64), Ordering::Relaxed);
        }
        new
    }

    fn on_frontier(&self, r: usize) -> bool {
        self.cur[r / 64].load(Ordering::Relaxed) >> (r % 64) & 1 == 1
    }
}

impl LevelScan for SetBuild {
    /// Forward: the words of the frontier's bit set; backward: the sets.
    fn units(&self, direction: Direction) -> usize {
        match direction {
            Direction::Forward => self.cur.len(),
            Direction::Backward => self.ranker.entries(),
        }
    }

    fn scan(&self, level: &Level, units: std::ops::Range<usize>) -> u64 {
        let value = ((level.depth + 1) % 3) as u8;
        let mut added = 0u64;
        match level.direction {
            Direction::Backward => {
                let mut mask = self.ranker.unrank(units.start);
                for r in units.clone() {
                    if self.table.is_unseen(r) {
                        let hit = (0..N_CLICKS as u8)
                            .any(|m| self.on_frontier(self.ranker.rank(click_set(mask, m))));
                        if hit && self.reach(r, value) {
                            added += 1;
                        }
                    }
                    if r + 1 < units.end {
                        mask = next_set(mask);
                    }
                }
            }
            Direction::Forward => {
                for w in units {
                    let mut word = self.cur[w].load(Ordering::Relaxed);
                    while word != 0 {
                        let r = w * 64 + word.trailing_zeros() as usize;
                        word &= word - 1;
                        let mask = self.ranker.unrank(r);
                        for m in 0..N_CLICKS as u8 {
                            let t = self.ranker.rank(click_set(mask, m));
                            if self.table.is_unseen(t) && self.reach(t, value) {
                                added += 1;
                            }
                        }
                    }
                }
            }
        }
        added
    }

    fn end_level(&mut self, _: &Level) {
        // The old frontier goes before a new bit set is made: two at a time at most.
        self.cur = std::mem::take(&mut self.next);
        self.next = bits(self.ranker.entries());
    }
}
