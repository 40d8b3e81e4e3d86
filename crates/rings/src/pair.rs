//! Two-colour tables (the `large` tables) and the optimal search that uses them.
//!
//! A two-colour table forgets which of two colours a piece has: it holds, for every set of
//! 14 slots where the pieces of colours `a` and `b` are, the fewest clicks that bring them
//! all into rings `a` and `b`: `C(35,14) = 2,319,959,400` sets. By the puzzle's rotation
//! every pair of colours is one of two kinds: neighbouring rings (`a`, `a+1`) or rings
//! two apart (`a`, `a+2`); so two tables serve all ten pairs.
//!
//! Distances reach about 30, beyond 4 bits, so each entry keeps the distance modulo 3 in
//! 2 bits (580 MB per table): one click changes a distance by at most one, so a search
//! that knows a node's exact distance knows its children's from their residues. The exact
//! distance at the start comes from walking down the table to the goal.
//!
//! The build is a breadth-first search over all sets with a frontier bit set, on all
//! cores, forwards while the frontier is small and backwards (unreached sets look for a
//! neighbour in the frontier) once it is large.

use std::sync::atomic::{AtomicU64, Ordering};

use search::levels::{self, Direction, Level, LevelScan};
use search::packed::{AtomicPacked, Packed};
use search::split::{self, Task};
use search::{deepen, Budget, Meter, Pass};

use crate::fast::Guide;
use crate::masks::{click_set, rotate_rings, unrank_set, Masks, BINOM, N_CLICKS};
use crate::moves::Turn;
use crate::pdb::{ColourTables, Optimal};
use crate::prune::Pruner;
use crate::state::{State, SLOTS};

/// The pairs of colours: 5 of neighbouring rings, 5 of rings two apart.
pub const N_PAIRS: usize = 10;

/// Entries of a two-colour table: `C(35, 14)`.
pub const PAIR_ENTRIES: usize = 2_319_959_400;

/// Colex ranking of `k`-sets of the 35 slots, seven slots (one ring) at a time.
pub struct Ranker {
    k: usize,
    /// `part[ring][pattern][before]`: the rank contribution of a ring's 7-bit pattern when
    /// `before` chosen slots lie in lower rings.
    part: Vec<u64>,
}

impl Ranker {
    /// The ranker of `k`-sets.
    pub fn new(k: usize) -> Ranker {
        let mut part = vec![0u64; 5 * 128 * (k + 1)];
        for ring in 0..5 {
            for pattern in 0..128usize {
                for before in 0..=k {
                    let mut r = 0u64;
                    let mut idx = before;
                    for bit in 0..7 {
                        if pattern >> bit & 1 == 1 {
                            idx += 1;
                            if idx <= k {
                                r += BINOM[ring * 7 + bit][idx];
                            }
                        }
                    }
                    part[(ring * 128 + pattern) * (k + 1) + before] = r;
                }
            }
        }
        Ranker { k, part }
    }

    /// The number of `k`-sets.
    pub fn entries(&self) -> usize {
        BINOM[SLOTS][self.k] as usize
    }

    /// The colex rank of a set of `k` slots.
    #[inline(always)]
    pub fn rank(&self, mask: u64) -> usize {
        let mut r = 0u64;
        let mut before = 0usize;
        for ring in 0..5 {
            let pattern = ((mask >> (ring * 7)) & 0x7f) as usize;
            r += self.part[(ring * 128 + pattern) * (self.k + 1) + before];
            before += pattern.count_ones() as usize;
        }
        r as usize
    }

    /// The set of rank `r`.
    pub fn unrank(&self, r: usize) -> u64 {
        unrank_set(r, self.k)
    }
}

/// The next set with as many slots, in colex order (Gosper's hack).
#[inline(always)]
fn next_set(x: u64) -> u64 {
    let c = x & x.wrapping_neg();
    let r = x + c;
    (((r ^ x) >> 2) / c) | r
}

/// The two kinds of colour pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairKind {
    /// Colours of neighbouring rings (1 and 2, …, 5 and 1).
    Adjacent,
    /// Colours of rings two apart (1 and 3, …, 5 and 2).
    Apart,
}

impl PairKind {
    /// Both kinds.
    pub const ALL: [PairKind; 2] = [PairKind::Adjacent, PairKind::Apart];

    /// The home slots of the pair with the first colour in ring 1.
    pub fn goal(self) -> u64 {
        match self {
            PairKind::Adjacent => (1 << 14) - 1,
            PairKind::Apart => 0x7f | (0x7f << 14),
        }
    }

    /// The cache key.
    pub fn key(self) -> &'static str {
        match self {
            PairKind::Adjacent => "rings/pair-adjacent/v1",
            PairKind::Apart => "rings/pair-apart/v1",
        }
    }

    /// A short name.
    pub fn name(self) -> &'static str {
        match self {
            PairKind::Adjacent => "adjacent",
            PairKind::Apart => "apart",
        }
    }

    /// How far apart the two rings are.
    fn step(self) -> usize {
        match self {
            PairKind::Adjacent => 1,
            PairKind::Apart => 2,
        }
    }
}

/// Distances modulo 3 from a goal set, two bits per set (`3` = not reached).
pub struct SetTable {
    goal: u64,
    ranker: Ranker,
    data: Packed<2>,
}

impl SetTable {
    /// Bytes of a table of `entries` sets.
    pub fn bytes_for(entries: usize) -> usize {
        Packed::<2>::bytes_for(entries)
    }

    /// The table back from its bytes; `None` if the size is wrong.
    pub fn from_bytes(goal: u64, bytes: Vec<u8>) -> Option<SetTable> {
        let ranker = Ranker::new(goal.count_ones() as usize);
        let data = Packed::from_bytes(ranker.entries(), bytes)?;
        Some(SetTable { goal, ranker, data })
    }

    #[cfg(test)]
    /// The table's bytes.
    pub fn as_bytes(&self) -> &[u8] {
        self.data.as_bytes()
    }

    /// The table's bytes, giving up the table.
    pub fn into_bytes(self) -> Vec<u8> {
        self.data.into_bytes()
    }

    /// The residue (distance mod 3) of a set.
    #[inline(always)]
    pub fn residue(&self, mask: u64) -> u8 {
        self.residue_at(self.ranker.rank(mask))
    }

    /// The rank of a set, after asking the processor to fetch its entry.
    #[inline(always)]
    fn prefetch(&self, mask: u64) -> usize {
        let r = self.ranker.rank(mask);
        search::bits::prefetch(self.data.ptr(r));
        r
    }

    /// The residue of the set of rank `r`.
    #[inline(always)]
    fn residue_at(&self, r: usize) -> u8 {
        self.data.get(r)
    }

    /// The exact distance of a set: walk down to the goal, one residue at a time.
    pub fn distance(&self, mut mask: u64) -> u32 {
        let mut d = 0;
        while mask != self.goal {
            let here = self.residue(mask);
            let down = (here + 2) % 3;
            match (0..N_CLICKS as u8)
                .map(|m| click_set(mask, m))
                .find(|&n| self.residue(n) == down)
            {
                Some(n) => {
                    mask = n;
                    d += 1;
                }
                None => return d,
            }
        }
        d
    }

    /// The distance of a neighbour of a set at distance `d`, from the neighbour's residue.
    #[inline(always)]
    pub fn step(d: u32, residue: u8) -> u32 {
        match (residue as u32 + 3 - d % 3) % 3 {
            0 => d,
            1 => d + 1,
            _ => d.saturating_sub(1),
        }
    }

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

/// The large tables: both kinds of two-colour tables.
pub struct PairTables {
    adjacent: std::sync::Arc<SetTable>,
    apart: std::sync::Arc<SetTable>,
}

impl PairTables {
    /// Wraps the two tables (`adjacent`, `apart`); `None` if one has the wrong goal.
    pub fn new(
        adjacent: std::sync::Arc<SetTable>,
        apart: std::sync::Arc<SetTable>,
    ) -> Option<PairTables> {
        (adjacent.goal == PairKind::Adjacent.goal() && apart.goal == PairKind::Apart.goal())
            .then_some(PairTables { adjacent, apart })
    }

    fn table(&self, kind: PairKind) -> &SetTable {
        match kind {
            PairKind::Adjacent => &self.adjacent,
            PairKind::Apart => &self.apart,
        }
    }

    /// The ten pairs' sets, each turned so that its first colour's home is ring 1:
    /// entries 0–4 adjacent pairs (a, a+1), 5–9 pairs two apart (a, a+2).
    #[inline(always)]
    fn sets(m: &Masks) -> [u64; N_PAIRS] {
        std::array::from_fn(|i| {
            let kind = if i < 5 {
                PairKind::Adjacent
            } else {
                PairKind::Apart
            };
            let a = i % 5;
            let b = (a + kind.step()) % 5;
            rotate_rings(m.0[a] | m.0[b], 5 - a)
        })
    }

    /// The exact distances of the ten pairs.
    pub fn distances(&self, m: &Masks) -> [u32; N_PAIRS] {
        let sets = Self::sets(m);
        std::array::from_fn(|i| {
            let kind = if i < 5 {
                PairKind::Adjacent
            } else {
                PairKind::Apart
            };
            self.table(kind).distance(sets[i])
        })
    }

    /// The table of pair `i` (0–4 adjacent, 5–9 apart).
    #[inline(always)]
    fn table_of(&self, i: usize) -> &SetTable {
        if i < 5 {
            &self.adjacent
        } else {
            &self.apart
        }
    }

    /// The ten pairs' table ranks of a position, each entry prefetched.
    #[inline(always)]
    pub fn prefetch_ranks(&self, m: &Masks) -> [u32; N_PAIRS] {
        let sets = Self::sets(m);
        std::array::from_fn(|i| self.table_of(i).prefetch(sets[i]) as u32)
    }

    /// The ten pairs' exact distances from their ranks, given a neighbour's distances.
    #[inline(always)]
    pub fn step_from(&self, parent: &[u8; N_PAIRS], ranks: &[u32; N_PAIRS]) -> [u8; N_PAIRS] {
        std::array::from_fn(|i| self.step_at(i, parent[i] as u32, ranks[i] as usize) as u8)
    }

    /// The exact distance of pair `i`'s set of rank `rank`, a neighbour of one at `parent`.
    #[inline(always)]
    fn step_at(&self, i: usize, parent: u32, rank: usize) -> u32 {
        SetTable::step(parent, self.table_of(i).residue_at(rank))
    }
}

/// An optimal solution in clicks by IDA* over the two-colour tables (the largest of the
/// ten pairs' distances; the per-colour table joins them in the first two clicks), with
/// duplicate pruning ([`Pruner`]), on `threads` threads: each pass's subtrees two clicks
/// below the start are shared out ([`search::split`]). When the search runs long, the
/// two-colour beam search's solution is taken as soon as the passes prove that none is
/// shorter. Stops when the budget ends, with the best lower bound proven.
pub fn solve_optimal_large(
    start: &State,
    colours: &ColourTables,
    pairs: &PairTables,
    budget: &Budget,
    threads: usize,
) -> Optimal {
    let masks = Masks::of(start);
    if masks.solved() {
        return Optimal {
            solution: Some(Vec::new()),
            lower_bound: 0,
            nodes: 0,
            stopped: false,
        };
    }
    let d = pairs.distances(&masks);
    let first = colours
        .estimate_masks(&masks)
        .max(*d.iter().max().unwrap_or(&0));
    let search = Large {
        pruner: Pruner::shared(),
        colours,
        pairs,
        root: Subtree {
            path: Vec::new(),
            masks,
            dist: d,
            fsm: Pruner::START,
        },
    };
    // Once the proof gets long, a beam search's solution may already have the length the
    // next pass would search: then it is optimal, and that pass (often half the work) is
    // not needed.
    let mut upper: Option<Vec<Turn>> = None;
    let r = deepen(
        first,
        None,
        |bound, before| search.pass(bound, threads, budget, before),
        |nodes| {
            if upper.is_none() && nodes >= BEAM_AFTER {
                upper = crate::fast::beam(start, pairs, BEAM_WIDTH);
                return upper.as_ref().map(|s| crate::moves::clicks(s));
            }
            None
        },
    );
    match (r.solution, r.upper_proven) {
        (None, true) => Optimal {
            solution: upper,
            lower_bound: r.lower_bound,
            nodes: r.nodes,
            stopped: false,
        },
        (solution, _) => Optimal {
            solution,
            lower_bound: r.lower_bound,
            nodes: r.nodes,
            stopped: r.stopped,
        },
    }
}

/// A subtree to search: the clicks to it, its sets, its pairs' distances and its
/// duplicate-pruning state.
#[derive(Clone)]
struct Subtree {
    path: Vec<Turn>,
    masks: Masks,
    dist: [u32; N_PAIRS],
    fsm: u32,
}

/// What every worker of the large search reads.
struct Large<'a> {
    pruner: &'a Pruner,
    colours: &'a ColourTables,
    pairs: &'a PairTables,
    root: Subtree,
}

impl Large<'_> {
    /// One pass: the subtrees two clicks down (the colour table joining the pairs there),
    /// then those searched on the threads.
    fn pass(
        &self,
        bound: u32,
        threads: usize,
        budget: &Budget,
        before: u64,
    ) -> (Pass<Vec<Turn>>, u64) {
        let mut next: Option<u32> = None;
        let mut solved_at_one: Option<Vec<Turn>> = None;
        let tasks = split::frontier(self.root.clone(), 2, |n, g, emit| {
            for mv in 0..N_CLICKS as u8 {
                let Some(fsm) = self.pruner.step(n.fsm, mv) else {
                    continue;
                };
                let child = n.masks.click(mv);
                if child == n.masks {
                    continue;
                }
                let ranks = self.pairs.prefetch_ranks(&child);
                let dc: [u32; N_PAIRS] =
                    std::array::from_fn(|i| self.pairs.step_at(i, n.dist[i], ranks[i] as usize));
                let h = self
                    .colours
                    .estimate_masks(&child)
                    .max(*dc.iter().max().unwrap_or(&0));
                let f = g + 1 + h;
                if f > bound {
                    next = Some(next.map_or(f, |x| x.min(f)));
                    continue;
                }
                let mut path = n.path.clone();
                path.push(Turn::click(mv));
                if g == 0 && child.solved() && solved_at_one.is_none() {
                    solved_at_one = Some(path.clone());
                }
                emit(Subtree {
                    path,
                    masks: child,
                    dist: dc,
                    fsm,
                });
            }
        });
        if let Some(path) = solved_at_one {
            return (Pass::Found(path), 1);
        }
        let (found, nodes) = split::run(
            &tasks,
            threads.max(1),
            budget,
            before,
            || Vec::with_capacity(64),
            |path: &mut Vec<Turn>, task: &Subtree, meter: &mut Meter| {
                path.clear();
                path.extend_from_slice(&task.path);
                let mut ida = Ida {
                    pruner: self.pruner,
                    pairs: self.pairs,
                    meter,
                    path,
                    next: u32::MAX,
                };
                if ida.search(&task.masks, &task.dist, 2, bound, task.fsm) {
                    Task::Found(ida.path.clone())
                } else if ida.meter.stopped() {
                    Task::Stopped
                } else {
                    Task::Exceeded((ida.next != u32::MAX).then_some(ida.next))
                }
            },
        );
        match found {
            Pass::Exceeded(e) => {
                let least = match (e, next) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                (Pass::Exceeded(least), nodes)
            }
            other => (other, nodes),
        }
    }
}

/// The beam search's guide with the large tables: the sum of the ten exact two-colour
/// distances, ties by their largest.
impl Guide for PairTables {
    type Carry = [u8; N_PAIRS];
    type Pending = [u32; N_PAIRS];

    fn root(&self, m: &Masks) -> [u8; N_PAIRS] {
        self.distances(m).map(|d| d as u8)
    }

    fn start(&self, m: &Masks) -> [u32; N_PAIRS] {
        self.prefetch_ranks(m)
    }

    fn finish(&self, parent: &[u8; N_PAIRS], ranks: &[u32; N_PAIRS]) -> (u32, [u8; N_PAIRS]) {
        let dist = self.step_from(parent, ranks);
        let sum: u32 = dist.iter().map(|&d| d as u32).sum();
        let max = dist.iter().copied().max().unwrap_or(0) as u32;
        (sum * 64 + max, dist)
    }
}

/// Nodes searched before a beam search (about half a second) is asked for a solution that
/// may make the last iteration unnecessary: one to two seconds of search.
const BEAM_AFTER: u64 = 2_000_000;

/// That beam's width: twice the `fast` solver's, which finds the optimum of more of the
/// hard `mid` scrambles (28 clicks where 1,500 finds 29).
const BEAM_WIDTH: usize = 2 * crate::fast::WIDTH;

/// Pairs whose entries are prefetched for every child (the parent's farthest first).
const PREFETCHED: usize = 3;

/// A child in the search.
#[derive(Clone, Copy)]
struct Child {
    /// Its colours' sets.
    masks: Masks,
    /// The click to it.
    click: u8,
    /// Its duplicate-pruning state.
    fsm: u32,
    /// Its ten pairs' sets.
    sets: [u64; N_PAIRS],
    /// The table ranks of the pairs prefetched so far.
    ranks: [usize; N_PAIRS],
    /// The distances of the pairs read so far.
    dist: [u32; N_PAIRS],
}

struct Ida<'a, 'm> {
    pruner: &'a Pruner,
    pairs: &'a PairTables,
    meter: &'a mut Meter<'m>,
    path: &'a mut Vec<Turn>,
    next: u32,
}

impl Ida<'_, '_> {
    fn search(&mut self, m: &Masks, d: &[u32; N_PAIRS], g: u32, bound: u32, fsm: u32) -> bool {
        if m.solved() {
            return true;
        }
        if !self.meter.visit() {
            return false;
        }
        let mut order: [usize; N_PAIRS] = std::array::from_fn(|i| i);
        order.sort_unstable_by_key(|&i| std::cmp::Reverse(d[i]));
        // First every child's masks, with the entries of its most likely cutting pairs
        // prefetched; then the pairs, one at a time (most children are cut by the first
        // lookups). Below the root only the pairs bound: the colour table (sometimes a
        // click stronger, as a pair's pieces need not be sorted between its two rings)
        // costs more time in lookups than it saves in nodes (about 1 % more nodes, 15–30 %
        // less time).
        let mut kids = [Child {
            masks: *m,
            click: 0,
            fsm: 0,
            sets: [0; N_PAIRS],
            ranks: [0; N_PAIRS],
            dist: [0; N_PAIRS],
        }; N_CLICKS];
        let mut n = 0;
        for click in 0..N_CLICKS as u8 {
            let Some(fsm) = self.pruner.step(fsm, click) else {
                continue;
            };
            let masks = m.click(click);
            // A ring of one colour turns without changing anything: no new position.
            if masks == *m {
                continue;
            }
            let kid = &mut kids[n];
            (kid.masks, kid.click, kid.fsm) = (masks, click, fsm);
            kid.sets = PairTables::sets(&masks);
            for &i in &order[..PREFETCHED] {
                kid.ranks[i] = self.pairs.table_of(i).prefetch(kid.sets[i]);
            }
            n += 1;
        }
        // The prefetched pairs of every child; the children they keep have their other
        // pairs' entries prefetched, all before any of those is read.
        let mut kept = 0;
        'kids: for k in 0..n {
            let mut kid = kids[k];
            for &i in &order[..PREFETCHED] {
                kid.dist[i] = self.pairs.step_at(i, d[i], kid.ranks[i]);
                if g + 1 + kid.dist[i] > bound {
                    self.next = self.next.min(g + 1 + kid.dist[i]);
                    continue 'kids;
                }
            }
            for &i in &order[PREFETCHED..] {
                kid.ranks[i] = self.pairs.table_of(i).prefetch(kid.sets[i]);
            }
            kids[kept] = kid;
            kept += 1;
        }
        // The rest of the pairs; the children within the bound are searched nearest
        // first (by their largest, then their summed pair distance), which finds a
        // solution early in the last iteration.
        let mut within = [(0u32, 0usize); N_CLICKS];
        let mut w = 0;
        'near: for (k, kid) in kids[..kept].iter_mut().enumerate() {
            for &i in &order[PREFETCHED..] {
                kid.dist[i] = self.pairs.step_at(i, d[i], kid.ranks[i]);
                if g + 1 + kid.dist[i] > bound {
                    self.next = self.next.min(g + 1 + kid.dist[i]);
                    continue 'near;
                }
            }
            let max = kid.dist.iter().copied().max().unwrap_or(0);
            within[w] = (max * 1024 + kid.dist.iter().sum::<u32>(), k);
            w += 1;
        }
        within[..w].sort_unstable();
        for &(_, k) in &within[..w] {
            let kid = &kids[k];
            self.path.push(Turn::click(kid.click));
            if self.search(&kid.masks, &kid.dist, g + 1, bound, kid.fsm) {
                return true;
            }
            self.path.pop();
            if self.meter.stopped() {
                return false;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn ranking_is_a_bijection_in_colex_order() {
        for k in [1usize, 2, 3, 14] {
            let r = Ranker::new(k);
            let mut mask = (1u64 << k) - 1;
            for i in 0..2000.min(r.entries()) {
                assert_eq!(r.rank(mask), i);
                assert_eq!(r.unrank(i), mask);
                mask = next_set(mask);
            }
            let last = r.entries() - 1;
            assert_eq!(r.unrank(last).count_ones() as usize, k);
            assert_eq!(r.rank(r.unrank(last)), last);
        }
        assert_eq!(Ranker::new(14).entries(), PAIR_ENTRIES);
    }

    /// Slot sets under the clicks, as a puzzle for the oracle's plain breadth-first search.
    struct Sets;

    impl search::Puzzle for Sets {
        type State = u64;
        type History = ();
        fn move_count(&self) -> usize {
            N_CLICKS
        }
        fn apply(&self, s: &mut u64, m: u8) -> bool {
            *s = click_set(*s, m);
            true
        }
        fn inverse(&self, m: u8) -> u8 {
            m ^ 1
        }
        fn is_goal(&self, _: &u64) -> bool {
            false
        }
        fn start(&self) {}
        fn allowed(&self, _: ()) -> u64 {
            (1 << N_CLICKS) - 1
        }
        fn after(&self, _: (), _: u8) {}
    }

    /// Every set's distance from `goal`, by the oracle.
    fn brute(goal: u64) -> HashMap<u64, u32> {
        let ball = search::oracle::Ball::new(&Sets, &goal, 64);
        (0..=ball.radius())
            .flat_map(|d| ball.level(d).iter().map(move |&s| (s, d)))
            .collect()
    }

    #[test]
    fn small_tables_match_plain_bfs() {
        // Two and three pieces with homes in different rings; and a goal that the build
        // reaches backwards at the end.
        for goal in [1u64 | 1 << 14, 0b11 | 1 << 20, 1 | 1 << 8 | 1 << 30] {
            let t = SetTable::build(goal, &|_, _| {});
            let exact = brute(goal);
            assert_eq!(exact.len(), t.ranker.entries(), "every set is reachable");
            for (&mask, &d) in &exact {
                assert_eq!(t.residue(mask) as u32, d % 3);
                assert_eq!(t.distance(mask), d, "{mask:b}");
                for m in 0..N_CLICKS as u8 {
                    let n = click_set(mask, m);
                    assert_eq!(SetTable::step(d, t.residue(n)), exact[&n]);
                }
            }
            let back = SetTable::from_bytes(goal, t.as_bytes().to_vec()).unwrap();
            assert_eq!(back.residue(goal), 0);
        }
    }
}
