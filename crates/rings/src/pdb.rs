//! The per-colour pattern database and optimal search.
//!
//! A colour's 7 pieces can lie in any 7 of the 35 slots: C(35,7) = 6,724,520 placements.
//! The table stores, for each placement, the fewest clicks that bring those 7 pieces home
//! (the other pieces being indistinct). One table serves all five colours: turning the
//! whole puzzle maps ring `i` to ring `i+1` and colour `i` to colour `i+1`, so colour `c`
//! is looked up after shifting its slots back by `c` rings. The heuristic is the largest
//! of the five values (the colours share moves, so they do not add).

use search::pdb::{bfs_table, ByteTable};
use search::{ida_star, Budget, IdaSearch, Move, MoveMask, Puzzle};

use crate::moves::{Turn, CLICKS};
use crate::state::{State, SLOTS, SLOTS_PER_RING};

/// Pieces of one colour.
const K: usize = SLOTS_PER_RING;
/// Entries of the table: `C(35, 7)`.
pub const ENTRIES: usize = 6_724_520;

/// `C(n, k)` for `n ≤ 35`, `k ≤ 7`.
const BINOM: [[u32; K + 1]; SLOTS + 1] = {
    let mut t = [[0u32; K + 1]; SLOTS + 1];
    let mut n = 0;
    while n <= SLOTS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= K && k <= n {
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
    let mut r = 0u32;
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
pub fn unrank(mut r: usize) -> u64 {
    let mut mask = 0u64;
    let mut k = K;
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
fn move_mask(mask: u64, m: usize) -> u64 {
    let perm = &CLICKS()[m];
    let mut out = 0u64;
    let mut x = mask;
    while x != 0 {
        let s = x.trailing_zeros() as usize;
        out |= 1 << perm[s];
        x &= x - 1;
    }
    out
}

/// The key of the table in the cache.
pub const KEY: &str = "rings/colour-pdb/v1";

/// Builds the per-colour table (ring 1's colour, home = ring 1's slots): a few seconds.
pub fn build(progress: &dyn Fn(u64, u64)) -> ByteTable {
    let home: u64 = (1 << SLOTS_PER_RING) - 1;
    bfs_table(
        ENTRIES,
        [rank(home)],
        |r, emit| {
            let mask = unrank(r);
            for m in 0..12 {
                emit(rank(move_mask(mask, m)));
            }
        },
        progress,
    )
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

/// The puzzle for the generic search: 12 unit moves; turns of two different small rings
/// commute, so they are searched in one order only (ring numbers increasing).
pub struct Rings;

impl Puzzle for Rings {
    type State = State;

    fn move_count(&self) -> usize {
        12
    }

    fn apply(&self, s: &mut State, m: Move) -> bool {
        s.click(m);
        true
    }

    fn inverse(&self, m: Move) -> Move {
        m ^ 1
    }

    fn is_goal(&self, s: &State) -> bool {
        s.is_solved()
    }

    fn allowed_after(&self, last: Option<Move>) -> MoveMask {
        let all: MoveMask = (1 << 12) - 1;
        let Some(m) = last else { return all };
        let mut mask = all & !(1 << (m ^ 1));
        let ring = m / 2;
        if ring >= 2 {
            // Small rings below this one commute with it: they were tried before it.
            mask &= !((1u64 << (ring * 2)) - 1) | 0b11;
        }
        mask
    }
}

/// An optimal solution in clicks, by IDA* over the colour tables.
pub fn solve_optimal(
    start: &State,
    tables: &ColourTables,
    budget: &Budget,
) -> (Option<Vec<Turn>>, IdaSearch) {
    let r = ida_star(&Rings, start, |s| tables.estimate(s), budget);
    let turns = r
        .solution
        .as_ref()
        .map(|(path, _)| path.iter().map(|&m| Turn::click(m)).collect());
    (turns, r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;

    fn tables() -> &'static ColourTables {
        static T: OnceLock<ColourTables> = OnceLock::new();
        T.get_or_init(|| ColourTables::new(build(&|_, _| {})).unwrap())
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
            let (sol, r) = solve_optimal(s, t, &Budget::unlimited());
            let sol = sol.unwrap();
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

    #[test]
    fn the_canonical_order_loses_nothing() {
        // 1+ then 3+ and 3+ then 1+ reach the same position; only one order is searched.
        let mask = Rings.allowed_after(Some(6)); // ring 3 clockwise
        assert_eq!(mask & (1 << 2), 0, "ring 1 after ring 3 is skipped");
        assert_ne!(mask & 1, 0, "the disk is always allowed");
        assert_ne!(mask & (1 << 8), 0, "ring 4 after ring 3 is allowed");
        assert_eq!(mask & (1 << 7), 0, "the inverse is skipped");
    }
}
