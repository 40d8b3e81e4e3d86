//! The coset table's breadth-first build on the shared level builder: exact distances in 4
//! bits while it runs, encoded in 2 bits over a base at the end ([`search::lined::Banded`]).
//!
//! The table is a row of entries per corner class. A chunk of work is a run of entries of
//! one row; for every turn, the whole run is turned at once, so that the corner class and
//! symmetry it lands on are looked up once and its writes (or reads, going backward) fall
//! in one row of the table — half a megabyte at most, which stays in the cache.

use std::ops::Range;

use search::levels::{self, Direction, Level, LevelScan};
use search::lined::{Banded, PER_GROUP};
use search::packed::AtomicPacked;
use search::tables::Progress;

use super::coset::Coset;
use crate::coord::N_MOVES;
use crate::sym16::{Sym16, N_SYM16};
use crate::vector::Vc;

/// The value of an entry not yet reached.
const UNSET: u8 = 15;

struct Build<'a> {
    co: &'a Coset,
    tab: AtomicPacked<4>,
}

impl Build<'_> {
    /// Sets entry `(class, slice, flip)` of the row of `class` (whose corners the turn
    /// took to symmetry `s` of the representative) and its twins; how many were unset.
    #[inline]
    fn set_all(&self, class: usize, syms: &[u8], slice: u16, flip: u16, v: u8) -> u64 {
        let base = class * self.co.row;
        let mut added = 0;
        for &s in syms {
            let j = base + self.co.edges(s as usize, slice, flip);
            added += self.tab.set_if_unseen(j, v) as u64;
        }
        added
    }

    /// The symmetries to conjugate by for a turn landing on `class` with symmetry `s`:
    /// `s` itself, then `s` followed by each symmetry of the representative.
    fn twin_syms(&self, class: usize, s: usize, out: &mut Vec<u8>) {
        let sy = Sym16::get();
        out.clear();
        out.push(s as u8);
        let st = self.co.stabiliser(class);
        for t in 1..N_SYM16 {
            if st >> t & 1 == 1 {
                out.push(sy.mul[s][t]);
            }
        }
    }

    fn forward(&self, class: usize, run: Range<usize>, d: u8) -> u64 {
        let row = class * self.co.row;
        let frontier: Vec<usize> = run.filter(|&e| self.tab.get(row + e) == d).collect();
        if frontier.is_empty() {
            return 0;
        }
        let mut added = 0;
        let mut syms = Vec::with_capacity(N_SYM16);
        for m in 0..N_MOVES {
            let (c2, s2) = self.co.turn_corners(class, m);
            self.twin_syms(c2, s2, &mut syms);
            for &e in &frontier {
                let (sl, fl) = self.co.edge_rep(e);
                let (sl, fl) = self.co.turn_edges(m, sl, fl);
                added += self.set_all(c2, &syms, sl, fl, d + 1);
            }
        }
        added
    }

    fn backward(&self, class: usize, run: Range<usize>, d: u8) -> u64 {
        let row = class * self.co.row;
        let mut open: Vec<usize> = run.filter(|&e| self.tab.is_unseen(row + e)).collect();
        let mut added = 0;
        for m in 0..N_MOVES {
            if open.is_empty() {
                break;
            }
            let (c2, s2) = self.co.turn_corners(class, m);
            let base2 = c2 * self.co.row;
            open.retain(|&e| {
                let (sl, fl) = self.co.edge_rep(e);
                let (sl, fl) = self.co.turn_edges(m, sl, fl);
                if self.tab.get(base2 + self.co.edges(s2, sl, fl)) == d {
                    added += self.tab.set_if_unseen(row + e, d + 1) as u64;
                    false
                } else {
                    true
                }
            });
        }
        added
    }
}

impl LevelScan for Build<'_> {
    fn units(&self, _: Direction) -> usize {
        self.tab.len()
    }

    fn scan(&self, level: &Level, units: Range<usize>) -> u64 {
        let d = level.depth as u8;
        let row = self.co.row;
        let mut added = 0;
        let mut i = units.start;
        while i < units.end {
            let class = i / row;
            let end = units.end.min((class + 1) * row);
            let run = i - class * row..end - class * row;
            added += match level.direction {
                Direction::Forward => self.forward(class, run, d),
                Direction::Backward => self.backward(class, run, d),
            };
            i = end;
        }
        added
    }
}

/// Exact distances of every coset (4 bits, 15 for none within 14), on `threads` threads.
pub fn distances(co: &Coset, threads: usize, progress: Progress) -> AtomicPacked<4> {
    let mut b = Build {
        co,
        tab: AtomicPacked::new(co.entries()),
    };
    let solved = Vc::SOLVED.masks();
    let mut reached = 0;
    for j in co.twins(&solved) {
        reached += b.tab.set_if_unseen(j, 0) as u64;
    }
    let plan = levels::Plan {
        entries: co.entries() as u64,
        reached,
        max_levels: UNSET as u32 - 1,
        threads,
    };
    levels::build(&mut b, plan, progress);
    b.tab
}

/// The base whose encoding reads highest on the whole (the sum of every entry's read, its
/// group's least value standing in for those at or below the base): tried from three
/// below the commonest distance to one below it, on `threads` threads. One below the mode
/// reads the most entries exactly, but when the distances above the mode are many, a lower
/// base that reads them exactly wins (nxopt's coordinate: 9 over 10).
pub fn best_base(tab: &AtomicPacked<4>, histogram: &[u64], threads: usize) -> u8 {
    let mode = (0..histogram.len().min(UNSET as usize))
        .max_by_key(|&v| histogram[v])
        .unwrap_or(1);
    (mode.saturating_sub(3)..mode.max(1))
        .max_by_key(|&b| read_total(tab, b as u8, threads))
        .unwrap_or(0) as u8
}

/// The sum of the reads of the entries of `groups` encoded over `base`.
fn group_total(tab: &AtomicPacked<4>, base: u8, groups: std::ops::Range<usize>) -> u64 {
    let mut total = 0u64;
    for g in groups {
        let range = g * PER_GROUP..((g + 1) * PER_GROUP).min(tab.len());
        let least = range.clone().map(|i| tab.get(i)).min().unwrap_or(0);
        for i in range {
            let v = tab.get(i);
            total += if v > base { v.min(base + 3) } else { least } as u64;
        }
    }
    total
}

/// The sum of the reads of every entry encoded over `base`.
pub fn read_total(tab: &AtomicPacked<4>, base: u8, threads: usize) -> u64 {
    let groups = Banded::groups_for(tab.len());
    let per = groups.div_ceil(search::par::threads(threads).max(1)).max(1);
    if per >= groups {
        return group_total(tab, base, 0..groups);
    }
    std::thread::scope(|s| {
        let parts: Vec<_> = (0..groups)
            .step_by(per)
            .map(|g0| s.spawn(move || group_total(tab, base, g0..(g0 + per).min(groups))))
            .collect();
        parts.into_iter().map(|p| p.join().unwrap_or(0)).sum()
    })
}

/// The distances encoded over `base`.
pub fn encode(tab: &AtomicPacked<4>, base: u8, threads: usize) -> Banded {
    Banded::build(tab.len(), base, threads, |i| tab.get(i))
}

/// How many entries have each distance (0–15).
pub fn histogram(tab: &AtomicPacked<4>) -> Vec<u64> {
    let mut h = vec![0u64; 16];
    for i in 0..tab.len() {
        h[tab.get(i) as usize] += 1;
    }
    h
}

#[cfg(test)]
mod tests {
    use super::super::coset::EoPart;
    use super::*;
    use crate::coord::move_cubes;
    use rand::SeedableRng;
    use search::levels::cores;
    use std::collections::HashMap;

    /// The table agrees with a breadth-first search over the cosets themselves (cubes
    /// keyed by their index, from the solved cube), to the depth that search reaches.
    #[test]
    fn distances_agree_with_a_search_of_the_cosets() {
        let co = Coset::new(EoPart::Middle);
        let tab = distances(&co, cores(), &|_, _| {});
        let mc = move_cubes();
        let mut seen: HashMap<usize, u8> = HashMap::new();
        let mut level = vec![crate::cubie::CubieCube::SOLVED];
        for j in co.twins(&Vc::SOLVED.masks()) {
            seen.insert(j, 0);
        }
        for d in 1..=5u8 {
            let mut next = Vec::new();
            for c in &level {
                for m in mc {
                    let n = c.then(m);
                    let twins = co.twins(&Vc::of(&n).masks());
                    if !seen.contains_key(&twins[0]) {
                        for j in twins {
                            seen.insert(j, d);
                        }
                        next.push(n);
                    }
                }
            }
            level = next;
        }
        for (&j, &d) in &seen {
            assert_eq!(tab.get(j), d, "entry {j}");
        }
        // Beyond: random cubes' entries are within God's number and never unset.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for _ in 0..1000 {
            let c = crate::scramble::random_cube(&mut rng);
            let v = tab.get(co.index(&Vc::of(&c).masks()));
            assert!(v > 0 && v < UNSET, "{v}");
        }
        let h = histogram(&tab);
        assert_eq!(h[UNSET as usize], 0, "every coset is reached");
    }
}
