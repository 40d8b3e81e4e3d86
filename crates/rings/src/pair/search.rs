//! The optimal search over the two-colour tables: IDA* carrying the ten pairs' exact
//! distances down the tree, duplicate pruning, each pass split over threads, and the
//! two-colour beam search's solution taken once the passes prove none is shorter.

use search::split;
use search::{deepen, Budget, Meter, Pass};

use crate::masks::{Masks, N_CLICKS};
use crate::moves::Turn;
use crate::pdb::{ColourTables, Optimal};
use crate::prune::Pruner;
use crate::state::State;

use super::table::{PairTables, N_PAIRS};

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
                    Pass::Found(ida.path.clone())
                } else if ida.meter.stopped() {
                    Pass::Stopped
                } else {
                    Pass::exceeded(ida.next)
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
