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

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;

use search::Budget;

use crate::moves::Turn;
use crate::pdb::{click_set, rotate_rings, unrank_set, ColourTables, Masks, Optimal, BINOM};
use crate::prune::Pruner;
use crate::state::{State, SLOTS};

/// Pieces in a two-colour set.
pub const PAIR_PIECES: usize = 14;
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
    data: Vec<u8>,
}

const UNSEEN: u8 = 3;

impl SetTable {
    /// Bytes of a table of `entries` sets.
    pub fn bytes_for(entries: usize) -> usize {
        entries.div_ceil(4)
    }

    /// The table back from its bytes; `None` if the size is wrong.
    pub fn from_bytes(goal: u64, bytes: Vec<u8>) -> Option<SetTable> {
        let ranker = Ranker::new(goal.count_ones() as usize);
        (bytes.len() == Self::bytes_for(ranker.entries())).then_some(SetTable {
            goal,
            ranker,
            data: bytes,
        })
    }

    /// The table's bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.data
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
        search::bits::prefetch(&self.data[r >> 2]);
        r
    }

    /// The residue of the set of rank `r`.
    #[inline(always)]
    fn residue_at(&self, r: usize) -> u8 {
        (self.data[r >> 2] >> ((r & 3) * 2)) & 3
    }

    /// The exact distance of a set: walk down to the goal, one residue at a time.
    pub fn distance(&self, mut mask: u64) -> u32 {
        let mut d = 0;
        while mask != self.goal {
            let here = self.residue(mask);
            let down = (here + 2) % 3;
            match (0..12u8)
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

    /// Builds the table of distances from `goal` (any number of slots up to 14) by
    /// breadth-first search on all cores.
    pub fn build(goal: u64, progress: &(dyn Fn(u64, u64) + Sync)) -> SetTable {
        let k = goal.count_ones() as usize;
        let ranker = Ranker::new(k);
        let entries = ranker.entries();
        let table: Vec<AtomicU8> = (0..SetTable::bytes_for(entries))
            .map(|_| AtomicU8::new(0xff))
            .collect();
        search::pdb::advise_huge_pages(&table);
        let words = entries.div_ceil(64);
        let new_bits = || -> Vec<AtomicU64> { (0..words).map(|_| AtomicU64::new(0)).collect() };
        let mut cur = new_bits();
        let set = |t: &[AtomicU8], r: usize, v: u8| -> bool {
            // Unseen is 0b11; writing clears bits, so racing writers of one value agree.
            let shift = (r & 3) * 2;
            let clear = ((!v) & 3) << shift;
            let old = t[r >> 2].fetch_and(!clear, Ordering::Relaxed);
            (old >> shift) & 3 == UNSEEN
        };
        let g = ranker.rank(goal);
        set(&table, g, 0);
        cur[g / 64].fetch_or(1 << (g % 64), Ordering::Relaxed);
        let mut reached = 1u64;
        let mut frontier = 1u64;
        let threads = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1);
        let mut depth = 0u32;
        while frontier > 0 {
            let next = new_bits();
            let value = ((depth + 1) % 3) as u8;
            let unseen = entries as u64 - reached;
            let backward = unseen < frontier;
            let chunk = 1usize << 16; // words per work unit (forward) or sets (backward)
            let counter = AtomicUsize::new(0);
            let added = AtomicU64::new(0);
            std::thread::scope(|sc| {
                for _ in 0..threads {
                    sc.spawn(|| {
                        let mut local = 0u64;
                        loop {
                            let start = counter.fetch_add(chunk, Ordering::Relaxed);
                            if backward {
                                if start >= entries {
                                    break;
                                }
                                let end = (start + chunk).min(entries);
                                let mut mask = ranker.unrank(start);
                                for r in start..end {
                                    let byte = table[r >> 2].load(Ordering::Relaxed);
                                    if (byte >> ((r & 3) * 2)) & 3 == UNSEEN {
                                        let hit = (0..12u8).any(|m| {
                                            let t = ranker.rank(click_set(mask, m));
                                            cur[t / 64].load(Ordering::Relaxed) >> (t % 64) & 1 == 1
                                        });
                                        if hit && set(&table, r, value) {
                                            next[r / 64].fetch_or(1 << (r % 64), Ordering::Relaxed);
                                            local += 1;
                                        }
                                    }
                                    if r + 1 < end {
                                        mask = next_set(mask);
                                    }
                                }
                            } else {
                                if start >= words {
                                    break;
                                }
                                let end = (start + chunk).min(words);
                                for (w, word) in cur.iter().enumerate().take(end).skip(start) {
                                    let mut bits = word.load(Ordering::Relaxed);
                                    while bits != 0 {
                                        let r = w * 64 + bits.trailing_zeros() as usize;
                                        bits &= bits - 1;
                                        let mask = ranker.unrank(r);
                                        for m in 0..12u8 {
                                            let t = ranker.rank(click_set(mask, m));
                                            let byte = table[t >> 2].load(Ordering::Relaxed);
                                            if (byte >> ((t & 3) * 2)) & 3 == UNSEEN
                                                && set(&table, t, value)
                                            {
                                                next[t / 64]
                                                    .fetch_or(1 << (t % 64), Ordering::Relaxed);
                                                local += 1;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        added.fetch_add(local, Ordering::Relaxed);
                    });
                }
            });
            frontier = added.into_inner();
            reached += frontier;
            progress(reached, entries as u64);
            cur = next;
            depth += 1;
        }
        let data = table.into_iter().map(AtomicU8::into_inner).collect();
        SetTable { goal, ranker, data }
    }
}

/// The large tables: both kinds of two-colour tables, with the per-colour table.
pub struct PairTables {
    adjacent: SetTable,
    apart: SetTable,
}

impl PairTables {
    /// Wraps the two tables (`adjacent`, `apart`); `None` if one has the wrong goal.
    pub fn new(adjacent: SetTable, apart: SetTable) -> Option<PairTables> {
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
    fn sets(m: &Masks) -> [u64; 10] {
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
    pub fn distances(&self, m: &Masks) -> [u32; 10] {
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
    pub fn prefetch_ranks(&self, m: &Masks) -> [u32; 10] {
        let sets = Self::sets(m);
        std::array::from_fn(|i| self.table_of(i).prefetch(sets[i]) as u32)
    }

    /// The ten pairs' exact distances from their ranks, given a neighbour's distances.
    #[inline(always)]
    pub fn step_from(&self, parent: &[u8; 10], ranks: &[u32; 10]) -> [u8; 10] {
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
/// duplicate pruning ([`Pruner`]), on `threads` threads: each iteration's subtrees two
/// clicks below the start are shared out. When the search runs long, the two-colour beam
/// search's solution is taken as soon as the iterations prove that none is shorter. Stops
/// when the budget ends, with the best lower bound proven.
pub fn solve_optimal_large(
    start: &State,
    colours: &ColourTables,
    pairs: &PairTables,
    budget: &Budget,
    threads: usize,
) -> Optimal {
    let masks = Masks::of(start);
    let d = pairs.distances(&masks);
    if masks.solved() {
        return Optimal {
            solution: Some(Vec::new()),
            lower_bound: 0,
            nodes: 0,
            stopped: false,
        };
    }
    let pruner = Pruner::shared();
    let mut upper: Option<(u32, Vec<Turn>)> = None;
    let mut bound = colours
        .estimate_masks(&masks)
        .max(*d.iter().max().unwrap_or(&0));
    let mut nodes = 0u64;
    loop {
        // The subtrees: every node within the bound up to two clicks deep (or a solution).
        let mut roots: Vec<Subtree> = Vec::new();
        let mut next = u32::MAX;
        let expand = |m: &Masks, d: &[u32; 10], g: u32, fsm: u32, next: &mut u32| {
            let mut out = Vec::new();
            for mv in 0..12u8 {
                let Some(fsm) = pruner.step(fsm, mv) else {
                    continue;
                };
                let child = m.click(mv);
                if child == *m {
                    continue;
                }
                let ranks = pairs.prefetch_ranks(&child);
                let dc: [u32; 10] =
                    std::array::from_fn(|i| pairs.step_at(i, d[i], ranks[i] as usize));
                let f = g
                    + 1
                    + colours
                        .estimate_masks(&child)
                        .max(*dc.iter().max().unwrap_or(&0));
                if f > bound {
                    *next = (*next).min(f);
                    continue;
                }
                out.push((mv, child, dc, fsm));
            }
            out
        };
        for (m1, c1, d1, f1) in expand(&masks, &d, 0, Pruner::START, &mut next) {
            if c1.solved() {
                return Optimal {
                    solution: Some(vec![Turn::click(m1)]),
                    lower_bound: 1,
                    nodes: nodes + 1,
                    stopped: false,
                };
            }
            for (m2, c2, d2, f2) in expand(&c1, &d1, 1, f1, &mut next) {
                roots.push((vec![Turn::click(m1), Turn::click(m2)], c2, d2, f2));
            }
        }
        let index = AtomicUsize::new(0);
        let abort = AtomicBool::new(false);
        let found: Mutex<Option<Vec<Turn>>> = Mutex::new(None);
        let results: Vec<(u64, u32, bool)> = std::thread::scope(|sc| {
            let workers: Vec<_> = (0..threads.max(1))
                .map(|_| {
                    sc.spawn(|| {
                        let mut ida = Ida {
                            pruner,
                            pairs,
                            budget,
                            abort: &abort,
                            path: Vec::with_capacity(64),
                            nodes: 0,
                            stopped: false,
                            next: u32::MAX,
                        };
                        loop {
                            let i = index.fetch_add(1, Ordering::Relaxed);
                            let Some((prefix, m, d, fsm)) = roots.get(i) else {
                                break;
                            };
                            ida.path.clear();
                            ida.path.extend_from_slice(prefix);
                            if ida.search(m, d, 2, bound, *fsm) {
                                abort.store(true, Ordering::Relaxed);
                                if let Ok(mut f) = found.lock() {
                                    f.get_or_insert_with(|| ida.path.clone());
                                }
                                break;
                            }
                            if ida.stopped {
                                break;
                            }
                        }
                        (
                            ida.nodes,
                            ida.next,
                            ida.stopped && !abort.load(Ordering::Relaxed),
                        )
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or((0, u32::MAX, true)))
                .collect()
        });
        nodes += results.iter().map(|r| r.0).sum::<u64>();
        let solution = found.into_inner().ok().flatten();
        let stopped = solution.is_none() && results.iter().any(|r| r.2);
        next = results.iter().map(|r| r.1).fold(next, u32::min);
        if solution.is_some() || stopped || next == u32::MAX {
            return Optimal {
                solution,
                lower_bound: bound,
                nodes,
                stopped,
            };
        }
        bound = next;
        // Once the proof gets long, a beam search's solution may already have the length
        // the next iteration would search: then it is optimal, and that iteration (often
        // half the work) is not needed.
        if upper.is_none() && nodes >= BEAM_AFTER {
            upper = crate::fast::solve_beam_pairs(start, pairs, BEAM_WIDTH)
                .map(|s| (crate::moves::clicks(&s), s));
        }
        if let Some((len, solution)) = &upper {
            if *len <= bound {
                return Optimal {
                    solution: Some(solution.clone()),
                    lower_bound: *len,
                    nodes,
                    stopped: false,
                };
            }
        }
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

/// A subtree to search: the clicks to it, its sets, its pairs' distances and its
/// duplicate-pruning state.
type Subtree = (Vec<Turn>, Masks, [u32; 10], u32);

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
    sets: [u64; 10],
    /// The table ranks of the pairs prefetched so far.
    ranks: [usize; 10],
    /// The distances of the pairs read so far.
    dist: [u32; 10],
}

struct Ida<'a> {
    pruner: &'a Pruner,
    pairs: &'a PairTables,
    budget: &'a Budget,
    abort: &'a AtomicBool,
    path: Vec<Turn>,
    nodes: u64,
    stopped: bool,
    next: u32,
}

impl Ida<'_> {
    fn search(&mut self, m: &Masks, d: &[u32; 10], g: u32, bound: u32, fsm: u32) -> bool {
        if m.solved() {
            return true;
        }
        self.nodes += 1;
        if self.nodes & 0xfff == 0
            && (self.budget.exhausted(self.nodes) || self.abort.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        if self.stopped {
            return false;
        }
        let mut order: [usize; 10] = std::array::from_fn(|i| i);
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
            sets: [0; 10],
            ranks: [0; 10],
            dist: [0; 10],
        }; 12];
        let mut n = 0;
        for click in 0..12u8 {
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
        let mut within = [(0u32, 0usize); 12];
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
            if self.stopped {
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

    /// Plain BFS over slot sets, for comparison.
    fn brute(goal: u64) -> HashMap<u64, u32> {
        let mut dist = HashMap::from([(goal, 0u32)]);
        let mut frontier = vec![goal];
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for &x in &frontier {
                for m in 0..12u8 {
                    let y = click_set(x, m);
                    dist.entry(y).or_insert_with(|| {
                        next.push(y);
                        d
                    });
                }
            }
            frontier = next;
        }
        dist
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
                for m in 0..12u8 {
                    let n = click_set(mask, m);
                    assert_eq!(SetTable::step(d, t.residue(n)), exact[&n]);
                }
            }
            let back = SetTable::from_bytes(goal, t.as_bytes().to_vec()).unwrap();
            assert_eq!(back.residue(goal), 0);
        }
    }
}
