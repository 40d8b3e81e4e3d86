//! BFS, A* and IDA*, generic over [`Puzzle`].
//!
//! All moves cost 1 here: every puzzle in the suite counts moves. Paths are lists of move
//! numbers; the cost returned is the path's length.

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap, VecDeque};

use crate::budget::Meter;
use crate::deepen::Pass;
use crate::{Budget, Move, Puzzle};

/// Breadth-first search from `start` to the nearest goal. Optimal; explores every state
/// closer than the goal, so it is meant for small spaces and for checking other solvers.
///
/// Returns the path and its cost, or `None` when no goal is reachable.
pub fn bfs<P: Puzzle>(puzzle: &P, start: &P::State) -> Option<(Vec<Move>, u32)> {
    bfs_search(puzzle, start).solution
}

/// What a breadth-first or A* search found, and its effort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// The path and its cost, when a goal is reachable.
    pub solution: Option<(Vec<Move>, u32)>,
    /// Nodes expanded (states whose successors were generated).
    pub nodes: u64,
}

/// [`bfs()`] with the number of nodes it expanded.
pub fn bfs_search<P: Puzzle>(puzzle: &P, start: &P::State) -> Search {
    let mut nodes = 0u64;
    let mut parent: HashMap<P::State, Option<(P::State, Move)>> = HashMap::new();
    let mut queue = VecDeque::new();
    parent.insert(start.clone(), None);
    queue.push_back(start.clone());
    while let Some(state) = queue.pop_front() {
        if puzzle.is_goal(&state) {
            return Search {
                solution: Some(unwind(&parent, state)),
                nodes,
            };
        }
        nodes += 1;
        for m in 0..puzzle.move_count() as Move {
            let mut next = state.clone();
            if !puzzle.apply(&mut next, m) {
                continue;
            }
            if let Entry::Vacant(slot) = parent.entry(next.clone()) {
                slot.insert(Some((state.clone(), m)));
                queue.push_back(next);
            }
        }
    }
    Search {
        solution: None,
        nodes,
    }
}

fn unwind<S: Clone + Eq + std::hash::Hash>(
    parent: &HashMap<S, Option<(S, Move)>>,
    mut state: S,
) -> (Vec<Move>, u32) {
    let mut path = Vec::new();
    while let Some(Some((prev, m))) = parent.get(&state) {
        path.push(*m);
        state = prev.clone();
    }
    path.reverse();
    let cost = path.len() as u32;
    (path, cost)
}

/// A* from `start` with heuristic `h`. Optimal when `h` never overestimates.
///
/// Returns the path and its cost, or `None` when no goal is reachable.
pub fn astar<P: Puzzle>(
    puzzle: &P,
    start: &P::State,
    h: impl Fn(&P::State) -> u32,
) -> Option<(Vec<Move>, u32)> {
    astar_search(puzzle, start, h).solution
}

/// [`astar()`] with the number of nodes it expanded.
pub fn astar_search<P: Puzzle>(
    puzzle: &P,
    start: &P::State,
    h: impl Fn(&P::State) -> u32,
) -> Search {
    let mut expanded = 0u64;
    // g-values and parents of every state seen; the heap holds (f, g, id).
    let mut ids: HashMap<P::State, usize> = HashMap::new();
    let mut nodes: Vec<Node<P::State>> = Vec::new();
    let mut open = BinaryHeap::new();
    ids.insert(start.clone(), 0);
    nodes.push((start.clone(), 0, None));
    open.push(Reverse((h(start), 0u32, 0usize)));
    while let Some(Reverse((_, g, id))) = open.pop() {
        if g > nodes[id].1 {
            continue; // a stale entry: a shorter path to this state was found since
        }
        let state = nodes[id].0.clone();
        if puzzle.is_goal(&state) {
            let mut path = Vec::new();
            let mut at = id;
            while let Some((prev, m)) = nodes[at].2 {
                path.push(m);
                at = prev;
            }
            path.reverse();
            return Search {
                solution: Some((path, g)),
                nodes: expanded,
            };
        }
        expanded += 1;
        for m in 0..puzzle.move_count() as Move {
            let mut next = state.clone();
            if !puzzle.apply(&mut next, m) {
                continue;
            }
            let ng = g + 1;
            match ids.get(&next) {
                Some(&nid) if nodes[nid].1 <= ng => {}
                Some(&nid) => {
                    nodes[nid].1 = ng;
                    nodes[nid].2 = Some((id, m));
                    open.push(Reverse((ng + h(&next), ng, nid)));
                }
                None => {
                    let nid = nodes.len();
                    let f = ng + h(&next);
                    ids.insert(next.clone(), nid);
                    nodes.push((next, ng, Some((id, m))));
                    open.push(Reverse((f, ng, nid)));
                }
            }
        }
    }
    Search {
        solution: None,
        nodes: expanded,
    }
}

/// An A* node: the state, its g-value, and its parent with the move from it.
type Node<S> = (S, u32, Option<(usize, Move)>);

/// What an IDA* search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdaSearch {
    /// The optimal path and its cost, when one was found within the budget.
    pub solution: Option<(Vec<Move>, u32)>,
    /// Nodes expanded (states whose successors were generated).
    pub nodes: u64,
    /// The best lower bound on the solution cost proven: every path shorter than this was
    /// ruled out. Equals the cost when a solution was found.
    pub lower_bound: u32,
    /// Whether the budget stopped the search before it finished.
    pub stopped: bool,
}

/// Iterative-deepening A* from `start` with admissible heuristic `h`, under the one
/// deepening driver ([`crate::deepen`]).
///
/// The inner loop allocates nothing: the state is changed in place and undone with the
/// inverse move, the path is a pre-sized stack, and redundant moves are pruned with the
/// puzzle's pruning state ([`Puzzle::allowed`]). The search stops when the budget is
/// exhausted and then reports the lower bound proven so far.
///
/// The puzzle must be solvable from `start` or the budget must be finite: a finite space
/// with cycles has arbitrarily long paths, so IDA* cannot prove unsolvability by itself
/// (it reports `solution: None, stopped: false` only when every branch dead-ends).
pub fn ida_star<P: Puzzle>(
    puzzle: &P,
    start: &P::State,
    h: impl Fn(&P::State) -> u32,
    budget: &Budget,
) -> IdaSearch {
    let mut state = start.clone();
    let mut path = Vec::with_capacity(256);
    let r = crate::deepen::deepen_plain(h(start), |bound, before| {
        let mut search = Ida {
            puzzle,
            h: &h,
            meter: Meter::new(budget).after(before),
            path: &mut path,
            next: None,
        };
        let found = search.dfs(&mut state, 0, bound, puzzle.start());
        let nodes = search.meter.nodes;
        let pass = if found {
            Pass::Found(search.path.clone())
        } else if search.meter.stopped() {
            Pass::Stopped
        } else {
            Pass::Exceeded(search.next)
        };
        (pass, nodes)
    });
    IdaSearch {
        solution: r.solution.map(|p| (p, r.lower_bound)),
        nodes: r.nodes,
        lower_bound: r.lower_bound,
        stopped: r.stopped,
    }
}

struct Ida<'a, P: Puzzle, H> {
    puzzle: &'a P,
    h: &'a H,
    meter: Meter<'a>,
    path: &'a mut Vec<Move>,
    next: Option<u32>,
}

impl<P: Puzzle, H: Fn(&P::State) -> u32> Ida<'_, P, H> {
    fn dfs(&mut self, state: &mut P::State, g: u32, bound: u32, hist: P::History) -> bool {
        let f = g + (self.h)(state);
        if f > bound {
            self.next = Some(self.next.map_or(f, |n| n.min(f)));
            return false;
        }
        if self.puzzle.is_goal(state) {
            return true;
        }
        if !self.meter.visit() {
            return false;
        }
        let mut mask = self.puzzle.allowed(hist);
        while mask != 0 {
            let m = mask.trailing_zeros() as Move;
            mask &= mask - 1;
            if !self.puzzle.apply(state, m) {
                continue;
            }
            self.path.push(m);
            if self.dfs(state, g + 1, bound, self.puzzle.after(hist, m)) {
                return true;
            }
            self.path.pop();
            self.puzzle.apply(state, self.puzzle.inverse(m));
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
    use crate::MoveMask;

    /// A toy puzzle: a number on a line from 0 to 20, moves +1, -1, +5, -5; goal 0.
    struct Line;
    impl Puzzle for Line {
        type State = i32;
        type History = Option<Move>;
        fn move_count(&self) -> usize {
            4
        }
        fn apply(&self, s: &mut i32, m: Move) -> bool {
            let step = [1, -1, 5, -5][m as usize];
            let n = *s + step;
            if !(0..=20).contains(&n) {
                return false;
            }
            *s = n;
            true
        }
        fn inverse(&self, m: Move) -> Move {
            m ^ 1
        }
        fn is_goal(&self, s: &i32) -> bool {
            *s == 0
        }
        fn start(&self) -> Option<Move> {
            None
        }
        fn allowed(&self, last: Option<Move>) -> MoveMask {
            crate::not_undoing(self, last)
        }
        fn after(&self, _: Option<Move>, m: Move) -> Option<Move> {
            Some(m)
        }
    }

    #[test]
    fn all_solvers_agree_on_costs() {
        for s in 0..=20 {
            let (_, c1) = bfs(&Line, &s).unwrap();
            let (_, c2) = astar(&Line, &s, |&x| (x as u32).div_ceil(5)).unwrap();
            let r = ida_star(&Line, &s, |&x| (x as u32).div_ceil(5), &Budget::unlimited());
            let (path, c3) = r.solution.unwrap();
            assert_eq!(c1, c2, "state {s}");
            assert_eq!(c1, c3, "state {s}");
            assert_eq!(r.lower_bound, c3);
            let mut x = s;
            for m in path {
                assert!(Line.apply(&mut x, m));
            }
            assert_eq!(x, 0);
        }
    }

    #[test]
    fn ida_reports_lower_bound_when_stopped() {
        let budget = Budget::unlimited().with_node_limit(1);
        let r = ida_star(&Line, &19, |_| 0, &budget);
        // The node limit is polled every POLL_EVERY nodes, so this small space may finish; either
        // way the reported bound is a true lower bound.
        let (_, best) = bfs(&Line, &19).unwrap();
        assert!(r.lower_bound <= best);
    }

    #[test]
    fn unreachable_goal_is_none() {
        struct Stuck;
        impl Puzzle for Stuck {
            type State = u8;
            type History = ();
            fn move_count(&self) -> usize {
                1
            }
            fn apply(&self, _: &mut u8, _: Move) -> bool {
                false
            }
            fn inverse(&self, m: Move) -> Move {
                m
            }
            fn is_goal(&self, s: &u8) -> bool {
                *s == 0
            }
            fn start(&self) {}
            fn allowed(&self, _: ()) -> MoveMask {
                1
            }
            fn after(&self, _: (), _: Move) {}
        }
        assert_eq!(bfs(&Stuck, &1), None);
        assert_eq!(astar(&Stuck, &1, |_| 0), None);
        let r = ida_star(&Stuck, &1, |_| 0, &Budget::unlimited());
        assert_eq!(r.solution, None);
        assert!(!r.stopped);
    }
}
