//! The near-optimal anytime search: weighted IDA* over the same tables, the weight
//! stepping down to 1 while time is left, the shortest solution kept.

use search::Budget;

use crate::error::Error;
use crate::instance::Instance;
use crate::moves::Dir;

use super::heuristic::PdbHeuristic;
use super::search::weighted;

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

/// Near-optimal and anytime: weighted IDA* with ever smaller weights (2, 1.5, 1.25, 1.125,
/// then 1, optimal) until the budget runs out (the first pass within [`FIRST_PASS_SHARE`] of
/// it), keeping the shortest solution. A solution of weight `w` proves that none is shorter
/// than its length over `w` (the heuristic is admissible), which with the root's estimate is
/// the lower bound reported.
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
    for (i, (wn, wd)) in WEIGHTS.into_iter().enumerate() {
        let pass_budget = if i == 0 { &first_pass } else { budget };
        let r = weighted(inst, heur, pass_budget, threads, (wn, wd))?;
        best.nodes += r.nodes;
        let Some(moves) = r.solution else {
            if (wn, wd) == (1, 1) {
                best.lower_bound = best.lower_bound.max(r.lower_bound);
            }
            break;
        };
        let len = moves.len() as u32;
        // len ≤ w · optimal, so optimal ≥ len · wd / wn; lengths share the start's parity.
        let mut proven = (len * wd).div_ceil(wn);
        proven += (proven % 2 != parity) as u32;
        best.lower_bound = best.lower_bound.max(proven.min(len));
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
    Ok(best)
}
