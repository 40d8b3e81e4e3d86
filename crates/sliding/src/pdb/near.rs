//! The near-optimal anytime search: weighted IDA* over the same tables, the weight
//! stepping down to 1 while time is left, the shortest solution kept.

use std::time::Duration;

use search::Budget;

use crate::error::Error;
use crate::instance::Instance;
use crate::moves::Dir;
use crate::shorten::{shorten, shorten_by};

use super::heuristic::PdbHeuristic;
use super::search::{solve, weighted, PdbSearch};

/// What the near-optimal search found: its best solution and the bound it proves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearSearch {
    /// The shortest solution found (none if the budget ran out before any).
    pub solution: Option<Vec<Dir>>,
    /// No solution is shorter (proven).
    pub lower_bound: u32,
    /// Whether `solution` is proven shortest.
    pub optimal: bool,
    /// Nodes expanded, over every pass.
    pub nodes: u64,
}

/// The weights of the near-optimal search, heaviest (fastest) first, then plain IDA*.
const WEIGHTS: [(u32, u32); 8] = [
    (3, 2),
    (7, 5),
    (4, 3),
    (5, 4),
    (6, 5),
    (8, 7),
    (12, 11),
    (1, 1),
];

/// The share of the near solver's time its first (heaviest) pass may take: when that pass
/// does not end, the caller answers with the fast solver's solution instead, and the rest
/// of the time is for that (on 5×5 it takes 29 ms median, 86 ms at most here; a tenth of a
/// second's budget covers it).
pub const FIRST_PASS_SHARE: f64 = 0.9;

/// The share of the time the weighted passes may take; the rest is for shortening the best
/// solution stretch by stretch ([`crate::shorten`]). On Korf and Felner's fifty (1 s each,
/// two threads) 0.8, 0.9 and 0.95 gave a mean 1.037, 1.035 and 1.037 times the optimum, 0.5
/// gave 1.043.
pub const SEARCH_SHARE: f64 = 0.9;

/// The stretches each pass's solution is shortened by at once (about 10 ms on the 24-puzzle),
/// before the next pass looks only for a shorter one.
const QUICK_WINDOWS: [usize; 4] = [16, 24, 32, 40];

/// Near-optimal and anytime: weighted IDA* with ever smaller weights (1.5, 1.4, … 1.09, then
/// 1, optimal) until [`SEARCH_SHARE`] of the budget is spent (the first pass within
/// [`FIRST_PASS_SHARE`] of it), each pass's solution shortened stretch by stretch at once and
/// each pass after the first looking only for a shorter one (a pass that ends without one
/// proves the best optimal); then the best solution shortened with longer stretches in the
/// time left. A solution of weight `w` proves that none is shorter than its length over
/// `w` (the heuristic is admissible), which with the root's estimate is the lower bound
/// reported.
pub fn near(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
) -> Result<NearSearch, Error> {
    let parity = inst.manhattan() % 2;
    let mut best = NearSearch {
        solution: None,
        lower_bound: heur.estimate(inst),
        optimal: false,
        nodes: 0,
    };
    let first_pass = budget.share(FIRST_PASS_SHARE);
    let searches = budget.share(SEARCH_SHARE);
    for (i, (wn, wd)) in WEIGHTS.into_iter().enumerate() {
        let pass_budget = if i == 0 { &first_pass } else { &searches };
        let cap = best.solution.as_ref().map_or(u32::MAX, |b| b.len() as u32);
        let r = weighted(inst, heur, pass_budget, threads, (wn, wd), cap, None)?;
        best.nodes += r.nodes;
        let Some(moves) = r.solution else {
            if !r.stopped && cap != u32::MAX {
                // Every path that could be shorter than the best was searched.
                best.optimal = true;
                best.lower_bound = cap;
            } else if (wn, wd) == (1, 1) {
                best.lower_bound = best.lower_bound.max(r.lower_bound.min(cap));
            }
            break;
        };
        // len ≤ w · optimal, so optimal ≥ len · wd / wn; lengths share the start's parity.
        let len = moves.len() as u32;
        let mut proven = (len * wd).div_ceil(wn);
        proven += (proven % 2 != parity) as u32;
        // Shortened at once, so that the next pass looks only for a shorter one.
        let moves = shorten_by(inst, &moves, &searches, &QUICK_WINDOWS);
        best.lower_bound = best.lower_bound.max(proven.min(moves.len() as u32));
        if best.solution.as_ref().is_none_or(|b| moves.len() < b.len()) {
            best.solution = Some(moves);
        }
        let shortest = best.solution.as_ref().map_or(u32::MAX, |b| b.len() as u32);
        if (wn, wd) == (1, 1) || best.lower_bound >= shortest {
            best.optimal = true;
            best.lower_bound = shortest;
            break;
        }
    }
    if let Some(moves) = best.solution.take() {
        let short = shorten(inst, &moves, budget);
        best.optimal |= short.len() as u32 == best.lower_bound;
        best.solution = Some(short);
    }
    Ok(best)
}

/// The share of a timed budget [`near_then_prove`] gives its near-optimal search.
pub const NEAR_FIRST_SHARE: f64 = 0.1;

/// [`near_then_prove`]'s near-optimal search's time when the budget has no deadline.
pub const NEAR_FIRST_UNTIMED: Duration = Duration::from_secs(30);

/// IDA*'s nodes [`near_then_prove`] spends before it turns to the near-optimal search:
/// about ten seconds on two threads, in which IDA* alone proves most 24-puzzles it can
/// prove at all (the near search would only delay those).
pub const PROVE_FIRST_NODES: u64 = 200_000_000;

/// Optimal, the near-optimal search first where IDA* alone takes long: IDA* for
/// [`PROVE_FIRST_NODES`] nodes; if that does not end it, [`near`] for [`NEAR_FIRST_SHARE`]
/// of the time left (or [`NEAR_FIRST_UNTIMED`]), then IDA* again with the near solution's
/// length as the upper bound. A near solution as short as the optimum saves IDA* its last
/// pass, the longest (the pass below it ruling out every shorter length proves it); a near
/// search that proves its own solution optimal ends it all. Nodes are all three searches';
/// a stopped search's bound is IDA*'s.
pub fn near_then_prove(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
) -> Result<PdbSearch, Error> {
    near_then_prove_after(inst, heur, budget, threads, PROVE_FIRST_NODES)
}

/// [`near_then_prove`] with IDA* alone for its first `quick` nodes.
pub(super) fn near_then_prove_after(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
    quick: u64,
) -> Result<PdbSearch, Error> {
    let alone = solve(
        inst,
        heur,
        &budget.clone().with_node_limit_at_most(quick),
        threads,
        None,
    )?;
    if alone.solution.is_some() || budget.exhausted(alone.nodes) {
        return Ok(alone);
    }
    let first = match budget.deadline() {
        Some(_) => budget.share(NEAR_FIRST_SHARE),
        None => budget.clone().with_timeout(NEAR_FIRST_UNTIMED),
    };
    let found = near(inst, heur, &first, threads)?;
    if found.optimal {
        return Ok(PdbSearch {
            lower_bound: found.lower_bound,
            solution: found.solution,
            nodes: alone.nodes + found.nodes,
            upper_proven: true,
        });
    }
    let upper = found.solution.as_ref().map(|m| m.len() as u32);
    let mut r = solve(inst, heur, budget, threads, upper)?;
    r.nodes += alone.nodes + found.nodes;
    if r.upper_proven {
        r.solution = found.solution;
    }
    Ok(r)
}
