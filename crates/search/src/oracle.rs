//! Independent oracles for the solvers' tests: exact distances by plain breadth-first
//! search, and by meeting in the middle for depths a plain search cannot reach.
//!
//! They share nothing with the solvers but the [`Puzzle`] (no heuristic, no table, no
//! pruning), so a solver's optimal length that agrees with them is right.

use std::collections::HashSet;

use crate::{Move, Puzzle};

/// The positions around `centre` level by level: `levels[k]` holds those exactly `k`
/// moves from it. Every move of the puzzle must have its inverse among the moves, so that
/// a position `k` moves from the centre is also `k` moves to it.
pub struct Ball<S> {
    levels: Vec<HashSet<S>>,
}

fn neighbours<P: Puzzle>(p: &P, s: &P::State, mut f: impl FnMut(P::State)) {
    for m in 0..p.move_count() as Move {
        let mut t = s.clone();
        if p.apply(&mut t, m) {
            f(t);
        }
    }
}

impl<S: Clone + Eq + std::hash::Hash> Ball<S> {
    /// Every position within `radius` moves of `centre`.
    pub fn new<P: Puzzle<State = S>>(p: &P, centre: &S, radius: u32) -> Ball<S> {
        let mut levels = vec![HashSet::from([centre.clone()])];
        let mut seen: HashSet<S> = levels[0].clone();
        for _ in 0..radius {
            let mut next = HashSet::new();
            for s in levels.last().into_iter().flatten() {
                neighbours(p, s, |t| {
                    if seen.insert(t.clone()) {
                        next.insert(t);
                    }
                });
            }
            levels.push(next);
        }
        Ball { levels }
    }

    /// The radius.
    pub fn radius(&self) -> u32 {
        self.levels.len() as u32 - 1
    }

    /// The positions exactly `k` moves from the centre.
    pub fn level(&self, k: u32) -> &HashSet<S> {
        &self.levels[k as usize]
    }

    /// How far `s` is from the centre, if within the radius.
    pub fn depth_of(&self, s: &S) -> Option<u32> {
        self.levels
            .iter()
            .position(|l| l.contains(s))
            .map(|k| k as u32)
    }

    /// The exact distance from `start` to the centre if it is at most `reach` moves more
    /// than the radius: a breadth-first search from `start` of up to `reach` levels, each
    /// checked against the ball.
    pub fn distance<P: Puzzle<State = S>>(&self, p: &P, start: &S, reach: u32) -> Option<u32> {
        let mut level = HashSet::from([start.clone()]);
        let mut seen = level.clone();
        for a in 0..=reach {
            let best = level.iter().filter_map(|x| self.depth_of(x)).min();
            if let Some(b) = best {
                return Some(a + b);
            }
            if a == reach {
                break;
            }
            let mut next = HashSet::new();
            for x in &level {
                neighbours(p, x, |t| {
                    if seen.insert(t.clone()) {
                        next.insert(t);
                    }
                });
            }
            level = next;
        }
        None
    }
}

/// The exact distance from `start` to the puzzle's goal by breadth-first search, if it is
/// at most `limit`.
pub fn bfs_distance<P: Puzzle>(p: &P, start: &P::State, limit: u32) -> Option<u32> {
    let mut level = vec![start.clone()];
    let mut seen = HashSet::from([start.clone()]);
    for d in 0..=limit {
        if level.iter().any(|s| p.is_goal(s)) {
            return Some(d);
        }
        let mut next = Vec::new();
        for s in &level {
            neighbours(p, s, |t| {
                if seen.insert(t.clone()) {
                    next.push(t);
                }
            });
        }
        level = next;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MoveMask;

    /// Numbers mod 1000, moves ±1 and ±7; goal 0.
    struct Clock;
    impl Puzzle for Clock {
        type State = u32;
        type History = ();
        fn move_count(&self) -> usize {
            4
        }
        fn apply(&self, s: &mut u32, m: Move) -> bool {
            *s = (*s + [1, 999, 7, 993][m as usize]) % 1000;
            true
        }
        fn inverse(&self, m: Move) -> Move {
            m ^ 1
        }
        fn is_goal(&self, s: &u32) -> bool {
            *s == 0
        }
        fn start(&self) {}
        fn allowed(&self, _: ()) -> MoveMask {
            0b1111
        }
        fn after(&self, _: (), _: Move) {}
    }

    fn exact(x: u32) -> u32 {
        // Moves commute: a signed count of ±7 steps, then the nearest way round by ±1.
        (-150i64..=150)
            .map(|a| {
                let r = (x as i64 - 7 * a).rem_euclid(1000);
                a.unsigned_abs() as u32 + r.min(1000 - r) as u32
            })
            .min()
            .unwrap()
    }

    #[test]
    fn meeting_in_the_middle_agrees_with_plain_search() {
        let ball = Ball::new(&Clock, &0, 5);
        assert_eq!(ball.radius(), 5);
        for x in [0u32, 1, 6, 8, 13, 20, 27, 50, 993] {
            let d = exact(x);
            assert_eq!(bfs_distance(&Clock, &x, 30), Some(d), "{x}");
            assert_eq!(ball.distance(&Clock, &x, 6), Some(d), "{x}");
        }
        assert_eq!(bfs_distance(&Clock, &500, 3), None);
        assert_eq!(ball.distance(&Clock, &500, 2), None);
    }
}
