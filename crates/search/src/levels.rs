//! The parallel level-by-level table builder: a breadth-first search over a ranked space
//! whose table is its own queue.
//!
//! Level `d` gives every entry at distance `d + 1` its value. A level runs forward (each
//! entry of the frontier writes its unreached neighbours) while the frontier is smaller
//! than the part of the space not yet reached, then backward (each unreached entry looks
//! for a neighbour on the frontier), which reads instead of writing and stops at the first
//! neighbour found. Both give the same table. The work of a level is cut into chunks of
//! [`CHUNK`] units handed out to the threads one at a time; entries are written with
//! atomic operations whose every write of a level writes the same value, so the writes
//! commute and the table does not depend on the threads' timing.
//!
//! The puzzle's table says what a unit is (an entry, a word of a frontier bit set) and how
//! an entry is scanned ([`LevelScan`]); this module runs the levels, the threads and the
//! progress.

use std::ops::Range;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Units of work handed to a thread at a time (whole bytes of every packed table).
pub const CHUNK: usize = 1 << 16;

/// Which way a level runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// From the frontier to its unreached neighbours.
    Forward,
    /// From every unreached entry to a neighbour on the frontier.
    Backward,
}

/// One level of a build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The distance of the frontier; this level reaches `depth + 1`.
    pub depth: u32,
    /// Which way it runs.
    pub direction: Direction,
}

/// A table under construction, as the builder drives it.
pub trait LevelScan: Sync {
    /// Whether levels may run backward (a table that can only be built forward says no).
    fn backward(&self) -> bool {
        true
    }
    /// How many units a level has in this direction.
    fn units(&self, direction: Direction) -> usize;
    /// Scans some units of a level; returns how many entries it reached.
    fn scan(&self, level: &Level, units: Range<usize>) -> u64;
    /// After a level (its frontier becomes the next level's, say).
    fn end_level(&mut self, _level: &Level) {}
}

/// What a build is: its size, what is reached before the first level, its limits.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// Entries of the table.
    pub entries: u64,
    /// Entries reached before the first level (the goals).
    pub reached: u64,
    /// The most levels run (the largest distance the table can hold).
    pub max_levels: u32,
    /// Threads.
    pub threads: usize,
}

/// How a build ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Built {
    /// Entries reached.
    pub reached: u64,
    /// The largest distance (the number of levels that reached anything).
    pub depth: u32,
}

/// The threads a build uses by default: every core.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs the levels of a build until one reaches nothing (or `plan.max_levels`), calling
/// `progress(reached, entries)` after every chunk.
pub fn build<S: LevelScan>(
    table: &mut S,
    plan: Plan,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Built {
    let mut reached = plan.reached;
    let mut frontier = plan.reached;
    progress(reached, plan.entries);
    let mut depth = 0;
    while depth < plan.max_levels && frontier > 0 {
        let unseen = plan.entries - reached;
        let direction = if table.backward() && unseen <= frontier {
            Direction::Backward
        } else {
            Direction::Forward
        };
        let level = Level { depth, direction };
        let units = table.units(direction);
        let next = AtomicUsize::new(0);
        let added = AtomicU64::new(0);
        let scan = &*table;
        let work = || loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= units {
                break;
            }
            let got = scan.scan(&level, start..(start + CHUNK).min(units));
            let total = added.fetch_add(got, Ordering::Relaxed) + got;
            progress(reached + total, plan.entries);
        };
        if plan.threads <= 1 {
            work();
        } else {
            std::thread::scope(|s| {
                for _ in 0..plan.threads {
                    s.spawn(work);
                }
            });
        }
        frontier = added.into_inner();
        reached += frontier;
        table.end_level(&level);
        if frontier > 0 {
            depth += 1;
        }
    }
    progress(reached, plan.entries);
    Built { reached, depth }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::packed::AtomicPacked;

    /// Distances on a cycle of `n` states (moves ±1) in a 4-bit table.
    struct Cycle {
        n: usize,
        t: AtomicPacked<4>,
    }

    impl LevelScan for Cycle {
        fn units(&self, _: Direction) -> usize {
            self.n
        }
        fn scan(&self, level: &Level, units: Range<usize>) -> u64 {
            let d = level.depth as u8;
            let mut added = 0;
            for i in units {
                let nb = [(i + 1) % self.n, (i + self.n - 1) % self.n];
                match level.direction {
                    Direction::Forward if self.t.get(i) == d => {
                        for j in nb {
                            added += self.t.set_if_unseen(j, d + 1) as u64;
                        }
                    }
                    Direction::Backward
                        if self.t.is_unseen(i) && nb.iter().any(|&j| self.t.get(j) == d) =>
                    {
                        added += self.t.set_if_unseen(i, d + 1) as u64;
                    }
                    _ => {}
                }
            }
            added
        }
    }

    #[test]
    fn forward_then_backward_gives_exact_distances() {
        for (threads, n) in [(1, 26), (2, 26), (1, 300_001), (2, 300_001)] {
            let mut c = Cycle {
                n,
                t: AtomicPacked::new(n),
            };
            c.t.set_if_unseen(0, 0);
            let plan = Plan {
                entries: n as u64,
                reached: 1,
                max_levels: 14,
                threads,
            };
            let b = build(&mut c, plan, &|_, _| {});
            assert_eq!(b.depth, 14.min(n as u32 / 2));
            let t = c.t.into_packed();
            for i in (0..n).step_by(if n > 100 { 997 } else { 1 }) {
                let d = i.min(n - i);
                assert_eq!(t.get(i) as usize, if d <= 14 { d } else { 15 }, "{i}");
            }
        }
    }
}
