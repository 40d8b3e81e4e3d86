//! The per-colour pattern database and optimal search.
//!
//! A colour's 7 pieces can lie in any 7 of the 35 slots: C(35,7) = 6,724,520 placements.
//! The table stores, for each placement, the fewest clicks that bring those 7 pieces home
//! (the other pieces being indistinct). One table serves all five colours: turning the
//! whole puzzle maps ring `i` to ring `i+1` and colour `i` to colour `i+1`, so colour `c`
//! is looked up after shifting its slots back by `c` rings. The heuristic is the largest
//! of the five values (the colours share moves, so they do not add).

use search::deepen::{deepen_plain, Pass};
use search::pdb::{bfs_table, ByteTable};
use search::{Budget, Meter, Named};

use crate::fast::Guide;
use crate::masks::{move_mask, rank, rotate_rings, unrank, Masks, NONE, N_CLICKS};
use crate::moves::Turn;
use crate::prune::Pruner;
#[cfg(test)]
use crate::state::SLOTS;
use crate::state::{State, SLOTS_PER_RING};

/// Entries of the table: `C(35, 7)`.
pub const ENTRIES: usize = 6_724_520;

/// How solutions are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Metric {
    /// Every unit step counts 1.
    #[default]
    Clicks,
    /// A turn of one ring (or the disk) by any amount counts 1.
    Turns,
}

impl Named for Metric {
    /// Both metrics.
    const ALL: &'static [Metric] = &[Metric::Clicks, Metric::Turns];
    const WHAT: &'static str = "metric";

    /// The name on the command line (`clicks`, `turns`).
    fn name(self) -> &'static str {
        match self {
            Metric::Clicks => "clicks",
            Metric::Turns => "turns",
        }
    }
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
            for m in 0..N_CLICKS as u8 {
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
#[cfg(test)]
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
    #[cfg(test)]
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
    #[cfg(test)]
    pub fn estimate(&self, s: &State) -> u32 {
        self.bounds(s).into_iter().max().unwrap_or(0)
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

/// The beam search's guide: the sum of the five per-colour bounds, ties by their largest.
impl Guide for ColourTables {
    type Carry = ();
    type Pending = [u32; 5];

    fn root(&self, _: &Masks) {}

    fn start(&self, m: &Masks) -> [u32; 5] {
        self.prefetch_ranks(m)
    }

    fn finish(&self, _: &(), ranks: &[u32; 5]) -> (u32, ()) {
        let b = self.bounds_of_ranks(ranks);
        let sum: u32 = b.iter().sum();
        (sum * 64 + b.iter().copied().max().unwrap_or(0), ())
    }
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

/// Iterative deepening in either metric, under the shared driver.
fn deepen(start: &State, tables: &ColourTables, budget: &Budget, metric: Metric) -> Optimal {
    let masks = Masks::of(start);
    let mut ida = Ida {
        pruner: Pruner::shared(),
        tables,
        meter: Meter::new(budget),
        path: Vec::with_capacity(64),
        next: u32::MAX,
    };
    let r = deepen_plain(tables.estimate_masks(&masks), |bound, before| {
        ida.meter = Meter::new(budget).after(before);
        ida.next = u32::MAX;
        let found = match metric {
            Metric::Clicks => ida.clicks(&masks, 0, bound, Pruner::START),
            Metric::Turns => ida.turns(&masks, 0, bound, NONE),
        };
        let pass = if found {
            Pass::Found(ida.path.clone())
        } else if ida.meter.stopped() {
            Pass::Stopped
        } else {
            Pass::exceeded(ida.next)
        };
        (pass, ida.meter.nodes)
    });
    Optimal {
        solution: r.solution,
        lower_bound: r.lower_bound,
        nodes: r.nodes,
        stopped: r.stopped,
    }
}

struct Ida<'a> {
    pruner: &'a Pruner,
    tables: &'a ColourTables,
    meter: Meter<'a>,
    path: Vec<Turn>,
    next: u32,
}

impl Ida<'_> {
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
        if !self.meter.visit() {
            return false;
        }
        for mv in 0..N_CLICKS as u8 {
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
            if self.meter.stopped() {
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
        if !self.meter.visit() {
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
                if self.meter.stopped() {
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
    use crate::masks::BINOM;
    use crate::puzzle::{Clicks, Turns};
    use search::oracle::Ball;
    use std::sync::OnceLock;

    fn tables() -> &'static ColourTables {
        static T: OnceLock<ColourTables> = OnceLock::new();
        T.get_or_init(|| ColourTables::new(build(&|_, _| {})).unwrap())
    }

    fn turn_tables() -> &'static ColourTables {
        static T: OnceLock<ColourTables> = OnceLock::new();
        T.get_or_init(|| ColourTables::new(build_metric(Metric::Turns, &|_, _| {})).unwrap())
    }

    /// In the turn metric: exact distances near the goal (the oracle's breadth-first ball
    /// over turns); the bound never exceeds them and IDA* finds them.
    #[test]
    fn turn_metric_is_admissible_and_optimal() {
        let t = turn_tables();
        let ball = Ball::new(&Turns, &State::solved(), 2);
        for d in 0..=2 {
            for s in ball.level(d) {
                assert!(t.estimate(s) <= d);
            }
        }
        for s in ball.level(2).iter().step_by(97).take(20) {
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

    /// Exact distances near the goal (the oracle's breadth-first ball over clicks): the
    /// bound never exceeds them, and IDA* finds exactly them, as does the generic IDA* over
    /// the same puzzle.
    #[test]
    fn admissible_and_optimal_near_the_goal() {
        let t = tables();
        let ball = Ball::new(&Clicks, &State::solved(), 4);
        for d in 0..=4 {
            for s in ball.level(d) {
                assert!(t.estimate(s) <= d, "bound {} > {d} for {s}", t.estimate(s));
            }
        }
        for s in ball.level(4).iter().take(20) {
            let r = solve_optimal(s, t, &Budget::unlimited());
            let sol = r.solution.unwrap();
            assert_eq!(r.lower_bound, 4);
            let mut x = *s;
            x.apply(&sol);
            assert!(x.is_solved());
            let g = search::ida_star(&Clicks, s, |x| t.estimate(x), &Budget::unlimited());
            assert_eq!(g.solution.map(|(p, _)| p.len()), Some(4));
        }
    }

    #[test]
    fn beam_search_solves_scrambles() {
        use rand::SeedableRng;
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..3 {
            let s = crate::scramble::random_state(&mut rng);
            let sol = crate::fast::beam(&s, t, 300).expect("solved");
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
