//! The two-colour tables against a breadth-first search of their own, their bytes, the
//! search's solutions against the per-colour optimal solver.

use super::table::*;
use crate::masks::{click_set, N_CLICKS};
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
