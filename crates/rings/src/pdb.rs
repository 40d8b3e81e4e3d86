//! The per-colour pattern database and optimal search.
//!
//! A colour's 7 pieces can lie in any 7 of the 35 slots: C(35,7) = 6,724,520 placements.
//! The table stores, for each placement, the fewest clicks that bring those 7 pieces home
//! (the other pieces being indistinct). One table serves all five colours: turning the
//! whole puzzle maps ring `i` to ring `i+1` and colour `i` to colour `i+1`, so colour `c`
//! is looked up after shifting its slots back by `c` rings. The heuristic is the largest
//! of the five values (the colours share moves, so they do not add).

use search::pdb::{bfs_table, ByteTable};
use search::Budget;

use crate::moves::{Turn, CLICKS};
use crate::prune::Pruner;
use crate::state::{State, SLOTS, SLOTS_PER_RING};

/// Pieces of one colour.
const K: usize = SLOTS_PER_RING;
/// Entries of the table: `C(35, 7)`.
pub const ENTRIES: usize = 6_724_520;

/// `C(n, k)` for `n ≤ 35`, `k ≤ 14` (sets of one colour here, of two in [`crate::pair`]).
pub(crate) const BINOM: [[u64; 15]; SLOTS + 1] = {
    let mut t = [[0u64; 15]; SLOTS + 1];
    let mut n = 0;
    while n <= SLOTS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 14 && k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// Colex rank of a set of 7 slots given as a bit mask.
#[inline(always)]
pub fn rank(mut mask: u64) -> usize {
    let mut r = 0u64;
    let mut k = 1;
    while mask != 0 {
        let s = mask.trailing_zeros() as usize;
        r += BINOM[s][k];
        k += 1;
        mask &= mask - 1;
    }
    r as usize
}

/// The set of 7 slots with colex rank `r`, as a bit mask.
pub fn unrank(r: usize) -> u64 {
    unrank_set(r, K)
}

/// The set of `k` slots with colex rank `r`, as a bit mask.
pub(crate) fn unrank_set(mut r: usize, mut k: usize) -> u64 {
    let mut mask = 0u64;
    for s in (0..SLOTS).rev() {
        if k > 0 && BINOM[s][k] as usize <= r {
            r -= BINOM[s][k] as usize;
            mask |= 1 << s;
            k -= 1;
        }
    }
    mask
}

/// A slot set after unit move `m`.
#[inline(always)]
fn move_mask(mask: u64, m: u8) -> u64 {
    let perm = &CLICKS()[m as usize];
    let mut out = 0u64;
    let mut x = mask;
    while x != 0 {
        let s = x.trailing_zeros() as usize;
        out |= 1 << perm[s];
        x &= x - 1;
    }
    out
}

/// How solutions are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Every unit step counts 1.
    Clicks,
    /// A turn of one ring (or the disk) by any amount counts 1.
    Turns,
}

impl Metric {
    /// The cache key of this metric's colour table.
    pub fn key(self) -> &'static str {
        match self {
            Metric::Clicks => "rings/colour-pdb/v1",
            Metric::Turns => "rings/colour-pdb-turns/v1",
        }
    }
}

/// Builds the per-colour table in a metric (ring 1's colour, home = ring 1's slots): a few
/// seconds.
pub fn build_metric(metric: Metric, progress: &dyn Fn(u64, u64)) -> ByteTable {
    let home: u64 = (1 << SLOTS_PER_RING) - 1;
    bfs_table(
        ENTRIES,
        [rank(home)],
        |r, emit| {
            let mask = unrank(r);
            for m in 0..12u8 {
                let mut x = mask;
                // In the turn metric every amount of a turn is one step.
                let steps = match metric {
                    Metric::Clicks => 1,
                    Metric::Turns => Turn::period(m / 2) as usize - 1,
                };
                for _ in 0..steps {
                    x = move_mask(x, m);
                    emit(rank(x));
                }
            }
        },
        progress,
    )
}

/// Builds the click-metric table.
pub fn build(progress: &dyn Fn(u64, u64)) -> ByteTable {
    build_metric(Metric::Clicks, progress)
}

/// The heuristic: for every colour, its pieces' distance home; the largest.
pub struct ColourTables {
    table: ByteTable,
}

impl ColourTables {
    /// Wraps a table made by [`build`]; `None` if it has the wrong size.
    pub fn new(table: ByteTable) -> Option<ColourTables> {
        (table.len() == ENTRIES).then_some(ColourTables { table })
    }

    /// The per-colour lower bounds of a position.
    pub fn bounds(&self, s: &State) -> [u32; 5] {
        let mut masks = [0u64; 5];
        for (slot, &c) in s.cells.iter().enumerate() {
            // Shift colour c's slots back by c rings, so its home becomes ring 1.
            let shifted = (slot + SLOTS - c as usize * SLOTS_PER_RING) % SLOTS;
            masks[c as usize] |= 1 << shifted;
        }
        masks.map(|m| self.table.get(rank(m)) as u32)
    }

    /// The largest per-colour bound: an admissible estimate of the clicks left.
    pub fn estimate(&self, s: &State) -> u32 {
        self.bounds(s).into_iter().max().unwrap_or(0)
    }
}

/// The five colours' slot sets, the form the search works on: a click is a few bit
/// operations on each set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Masks(pub [u64; 5]);

/// All 35 slots.
const FULL: u64 = (1 << SLOTS) - 1;
/// The disk's slots: slots 0 and 6 of every ring.
const DISK: u64 = {
    let mut m = 0u64;
    let mut r = 0;
    while r < 5 {
        m |= 1 << (r * SLOTS_PER_RING);
        m |= 1 << (r * SLOTS_PER_RING + 6);
        r += 1;
    }
    m
};

/// Rotates a 35-bit slot set by `k` rings (7 slots each) towards higher rings.
#[inline(always)]
pub fn rotate_rings(mask: u64, k: usize) -> u64 {
    let bits = (k % 5) * SLOTS_PER_RING;
    if bits == 0 {
        return mask;
    }
    ((mask << bits) | (mask >> (SLOTS - bits))) & FULL
}

impl Masks {
    /// The slot sets of a position.
    pub fn of(s: &State) -> Masks {
        let mut m = [0u64; 5];
        for (slot, &c) in s.cells.iter().enumerate() {
            m[c as usize] |= 1 << slot;
        }
        Masks(m)
    }

    /// Whether every colour is home.
    pub fn solved(&self) -> bool {
        (0..5).all(|c| self.0[c] == 0x7f << (c * SLOTS_PER_RING))
    }

    /// The sets after unit move `m`.
    #[inline(always)]
    pub fn click(&self, m: u8) -> Masks {
        Masks(self.0.map(|x| click_set(x, m)))
    }
}

/// A set of slots after unit move `m` (where the pieces in those slots go).
#[inline(always)]
pub fn click_set(x: u64, m: u8) -> u64 {
    let ring = (m / 2) as usize;
    let cw = m.is_multiple_of(2);
    if ring == 0 {
        let moved = x & DISK;
        let k = if cw { 1 } else { 4 };
        (x & !DISK) | rotate_rings(moved, k)
    } else {
        let base = (ring - 1) * SLOTS_PER_RING;
        let field = (x >> base) & 0x7f;
        let turned = if cw {
            ((field << 1) | (field >> 6)) & 0x7f
        } else {
            ((field >> 1) | (field << 6)) & 0x7f
        };
        (x & !(0x7f << base)) | (turned << base)
    }
}

/// The table rank of colour `c`'s set, turned back by `c` rings so that its home is ring 1.
#[inline(always)]
fn colour_rank(m: &Masks, c: usize) -> usize {
    rank(rotate_rings(m.0[c], 5 - c))
}

impl ColourTables {
    /// The five colours' table ranks of a position, their entries prefetched.
    #[inline(always)]
    pub fn prefetch_ranks(&self, m: &Masks) -> [u32; 5] {
        std::array::from_fn(|c| {
            let r = colour_rank(m, c);
            search::bits::prefetch(&self.table.as_bytes()[r]);
            r as u32
        })
    }

    /// The five per-colour bounds from the ranks of [`ColourTables::prefetch_ranks`].
    #[inline(always)]
    pub fn bounds_of_ranks(&self, ranks: &[u32; 5]) -> [u32; 5] {
        ranks.map(|r| self.table.get(r as usize) as u32)
    }

    /// The bound of a position given as slot sets.
    #[inline(always)]
    pub fn estimate_masks(&self, m: &Masks) -> u32 {
        let mut h = 0;
        for c in 0..5 {
            let v = self.table.get(colour_rank(m, c)) as u32;
            h = h.max(v);
        }
        h
    }
}

/// No move yet.
pub const NONE: u8 = 255;

/// A hint for the game: the next click of the best solution known, and what is known about
/// the distance after each of the 12 clicks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The click to make next.
    pub next: Turn,
    /// The length in clicks of the solution it belongs to.
    pub solution_clicks: u32,
    /// Whether that solution is proven optimal.
    pub optimal: bool,
    /// For each unit move (`2·ring` clockwise, `2·ring + 1` counter-clockwise), the optimal
    /// distance after it, where it could be proven within the budget.
    pub distances: [Option<u32>; 12],
}

/// A hint within `budget` (about 100 ms suits a game): the optimal solution when it can be
/// proven in time, else the fast solver's; then the exact distance after each click, as
/// far as the rest of the budget allows. `None` for the solved puzzle.
pub fn hint(state: &State, tables: &ColourTables, budget: &Budget) -> Option<Hint> {
    if state.is_solved() {
        return None;
    }
    let (solution, proven) = match solve_optimal(state, tables, budget).solution {
        Some(p) => (p, true),
        None => (
            crate::fast::solve_beam(state, tables, crate::fast::WIDTH / 3)?,
            false,
        ),
    };
    let units: Vec<Turn> = solution
        .iter()
        .flat_map(|t| t.unit_moves())
        .map(Turn::click)
        .collect();
    let next = *units.first()?;
    let mut distances = [None; 12];
    for (m, d) in distances.iter_mut().enumerate() {
        if budget.exhausted(0) {
            break;
        }
        let mut s = *state;
        s.click(m as u8);
        *d = solve_optimal(&s, tables, budget)
            .solution
            .map(|p| p.len() as u32);
    }
    Some(Hint {
        next,
        solution_clicks: units.len() as u32,
        optimal: proven,
        distances,
    })
}

/// What an optimal search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Optimal {
    /// An optimal solution, when found within the budget.
    pub solution: Option<Vec<Turn>>,
    /// The best lower bound proven (the solution's length when found).
    pub lower_bound: u32,
    /// Nodes expanded.
    pub nodes: u64,
    /// Whether the budget stopped the search.
    pub stopped: bool,
}

/// An optimal solution in clicks, by IDA* over the click-metric colour table. The search
/// stops when the budget ends, reporting the best lower bound proven.
pub fn solve_optimal(start: &State, tables: &ColourTables, budget: &Budget) -> Optimal {
    deepen(start, tables, budget, Metric::Clicks)
}

/// An optimal solution in turns (any amount of one ring or the disk counts 1), by IDA*
/// over the turn-metric colour table.
pub fn solve_optimal_turns(start: &State, tables: &ColourTables, budget: &Budget) -> Optimal {
    deepen(start, tables, budget, Metric::Turns)
}

/// Iterative deepening in either metric.
fn deepen(start: &State, tables: &ColourTables, budget: &Budget, metric: Metric) -> Optimal {
    let masks = Masks::of(start);
    let mut ida = Ida {
        pruner: Pruner::shared(),
        tables,
        budget,
        path: Vec::with_capacity(64),
        nodes: 0,
        stopped: false,
        next: u32::MAX,
    };
    let mut bound = tables.estimate_masks(&masks);
    loop {
        ida.next = u32::MAX;
        let found = match metric {
            Metric::Clicks => ida.clicks(&masks, 0, bound, Pruner::START),
            Metric::Turns => ida.turns(&masks, 0, bound, NONE),
        };
        if found || ida.stopped || ida.next == u32::MAX {
            return Optimal {
                solution: found.then(|| ida.path.clone()),
                lower_bound: bound,
                nodes: ida.nodes,
                stopped: ida.stopped,
            };
        }
        bound = ida.next;
    }
}

struct Ida<'a> {
    pruner: &'a Pruner,
    tables: &'a ColourTables,
    budget: &'a Budget,
    path: Vec<Turn>,
    nodes: u64,
    stopped: bool,
    next: u32,
}

impl Ida<'_> {
    /// Counts a node; false when the budget says stop.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 0xfff == 0 && self.budget.exhausted(self.nodes) {
            self.stopped = true;
        }
        !self.stopped
    }

    /// Whether a child at `g + 1` moves with these sets is within the bound (if not, it
    /// lowers the next bound).
    fn within(&mut self, child: &Masks, g: u32, bound: u32) -> bool {
        let f = g + 1 + self.tables.estimate_masks(child);
        if f > bound {
            self.next = self.next.min(f);
        }
        f <= bound
    }

    /// The click-metric search: unit moves, refusing the sequences the duplicate-pruning
    /// automaton refuses (state `fsm`).
    fn clicks(&mut self, m: &Masks, g: u32, bound: u32, fsm: u32) -> bool {
        if m.solved() {
            return true;
        }
        if !self.visit() {
            return false;
        }
        for mv in 0..12u8 {
            let Some(fsm) = self.pruner.step(fsm, mv) else {
                continue;
            };
            let child = m.click(mv);
            // A ring of one colour turns without changing anything: no new position.
            if child == *m {
                continue;
            }
            if !self.within(&child, g, bound) {
                continue;
            }
            self.path.push(Turn::click(mv));
            if self.clicks(&child, g + 1, bound, fsm) {
                return true;
            }
            self.path.pop();
            if self.stopped {
                return false;
            }
        }
        false
    }

    /// The turn-metric search: each ring (or the disk) by any amount, never the same ring
    /// twice in a row, two small rings in a row only in increasing order.
    fn turns(&mut self, m: &Masks, g: u32, bound: u32, last_ring: u8) -> bool {
        if m.solved() {
            return true;
        }
        if !self.visit() {
            return false;
        }
        for ring in 0..=5u8 {
            if ring == last_ring
                || (last_ring != NONE && ring >= 1 && last_ring >= 1 && ring < last_ring)
            {
                continue;
            }
            let p = Turn::period(ring);
            // A ring of one colour turns without changing anything.
            if m.click(ring * 2) == *m {
                continue;
            }
            let mut child = *m;
            for k in 1..p {
                child = child.click(ring * 2);
                if !self.within(&child, g, bound) {
                    continue;
                }
                let clicks = if k > p / 2 { k - p } else { k };
                self.path.push(Turn { ring, clicks });
                if self.turns(&child, g + 1, bound, ring) {
                    return true;
                }
                self.path.pop();
                if self.stopped {
                    return false;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;

    fn tables() -> &'static ColourTables {
        static T: OnceLock<ColourTables> = OnceLock::new();
        T.get_or_init(|| ColourTables::new(build(&|_, _| {})).unwrap())
    }

    fn turn_tables() -> &'static ColourTables {
        static T: OnceLock<ColourTables> = OnceLock::new();
        T.get_or_init(|| ColourTables::new(build_metric(Metric::Turns, &|_, _| {})).unwrap())
    }

    /// In the turn metric: exact distances near the goal by breadth-first search over turns;
    /// the bound never exceeds them and IDA* finds them.
    #[test]
    fn turn_metric_is_admissible_and_optimal() {
        let t = turn_tables();
        let mut dist = std::collections::HashMap::from([(State::solved(), 0u32)]);
        let mut frontier = vec![State::solved()];
        for d in 1..=2 {
            let mut next = Vec::new();
            for s in &frontier {
                for ring in 0..=5u8 {
                    let mut x = *s;
                    for _ in 1..Turn::period(ring) {
                        x.click(ring * 2);
                        if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(x) {
                            e.insert(d);
                            next.push(x);
                        }
                    }
                }
            }
            frontier = next;
        }
        for (s, &d) in &dist {
            assert!(t.estimate(s) <= d);
        }
        for s in frontier.iter().step_by(97).take(20) {
            let r = solve_optimal_turns(s, t, &Budget::unlimited());
            let sol = r.solution.unwrap();
            assert_eq!(sol.len(), 2);
            assert_eq!(r.lower_bound, 2);
            let mut x = *s;
            x.apply(&sol);
            assert!(x.is_solved());
        }
    }

    #[test]
    fn rank_unrank() {
        for r in [0, 1, 12345, ENTRIES - 1] {
            let m = unrank(r);
            assert_eq!(m.count_ones(), 7);
            assert_eq!(rank(m), r);
        }
        assert_eq!(BINOM[35][7] as usize, ENTRIES);
    }

    /// Exact distances near the goal by breadth-first search: the bound never exceeds them,
    /// and IDA* finds exactly them.
    #[test]
    fn admissible_and_optimal_near_the_goal() {
        let t = tables();
        let mut dist = std::collections::HashMap::new();
        let mut frontier = vec![State::solved()];
        dist.insert(State::solved(), 0u32);
        for d in 1..=4 {
            let mut next = Vec::new();
            for s in &frontier {
                for m in 0..12 {
                    let mut n = *s;
                    n.click(m);
                    if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(n) {
                        e.insert(d);
                        next.push(n);
                    }
                }
            }
            frontier = next;
        }
        for (s, &d) in &dist {
            assert!(t.estimate(s) <= d, "bound {} > {d} for {s}", t.estimate(s));
        }
        for s in frontier.iter().take(20) {
            let r = solve_optimal(s, t, &Budget::unlimited());
            let sol = r.solution.unwrap();
            assert_eq!(r.lower_bound, 4);
            let mut x = *s;
            x.apply(&sol);
            assert!(x.is_solved());
        }
    }

    #[test]
    fn beam_search_solves_scrambles() {
        use rand::SeedableRng;
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..3 {
            let s = crate::scramble::random_state(&mut rng);
            let sol = crate::fast::solve_beam(&s, t, 300).expect("solved");
            let mut x = s;
            x.apply(&sol);
            assert!(x.is_solved());
        }
    }

    /// A guide that checks the beam's bookkeeping: every child's key is computed with its
    /// own parent's carry (the two-colour guide's exact distances depend on it).
    struct Checking<'a>(&'a ColourTables);

    impl crate::fast::Guide for Checking<'_> {
        type Carry = Masks;
        type Pending = (Masks, [u32; 5]);
        fn root(&self, m: &Masks) -> Masks {
            *m
        }
        fn start(&self, m: &Masks) -> (Masks, [u32; 5]) {
            (*m, self.0.prefetch_ranks(m))
        }
        fn finish(&self, parent: &Masks, (child, ranks): &(Masks, [u32; 5])) -> (u32, Masks) {
            assert!(
                (0..12).any(|c| parent.click(c) == *child),
                "a stranger's carry"
            );
            (self.0.bounds_of_ranks(ranks).iter().sum(), *child)
        }
    }

    #[test]
    fn beams_carry_each_parents_values_to_its_children_and_rank_by_the_tables() {
        use rand::SeedableRng;
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(21);
        for _ in 0..2 {
            let s = crate::scramble::random_state(&mut rng);
            let m = Masks::of(&s);
            assert_eq!(t.bounds_of_ranks(&t.prefetch_ranks(&m)), t.bounds(&s));
            let sol = crate::fast::beam(&s, &Checking(t), 200).expect("solved");
            let mut x = s;
            x.apply(&sol);
            assert!(x.is_solved());
        }
    }

    #[test]
    fn scrambles_at_an_exact_distance() {
        use rand::SeedableRng;
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let mut oracle = |s: &State| {
            solve_optimal(s, t, &Budget::unlimited())
                .solution
                .map(|p| p.len() as u32)
        };
        for d in [0, 3, 7] {
            let s = crate::scramble::at_distance(d, &mut rng, &mut oracle).unwrap();
            assert_eq!(oracle(&s), Some(d));
        }
    }

    #[test]
    fn hints_point_down_hill() {
        use rand::SeedableRng;
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        let (s, _) = crate::scramble::random_clicks(8, &mut rng);
        let h = hint(
            &s,
            t,
            &Budget::unlimited().with_timeout(std::time::Duration::from_millis(500)),
        )
        .unwrap();
        let best = solve_optimal(&s, t, &Budget::unlimited())
            .solution
            .unwrap()
            .len() as u32;
        assert_eq!(h.solution_clicks, best);
        assert!(h.optimal);
        let after = h.distances[h.next.ring as usize * 2 + usize::from(h.next.clicks < 0)];
        assert_eq!(after, Some(best - 1));
        let known = h.distances.iter().flatten().count();
        assert!(known >= 1);
        assert!(h
            .distances
            .iter()
            .flatten()
            .all(|&d| d + 1 >= best && d <= best + 1));
    }

    #[test]
    fn masks_follow_the_state() {
        let mut s = State::solved();
        let mut m = Masks::of(&s);
        for mv in [0u8, 3, 5, 1, 8, 11, 0, 0, 2, 6] {
            s.click(mv);
            m = m.click(mv);
            assert_eq!(m, Masks::of(&s), "after {mv}");
        }
        assert_eq!(tables().estimate_masks(&m), tables().estimate(&s));
    }
}
