//! Iterative deepening: the one driver every IDA* search here runs under.
//!
//! A search is a sequence of passes, each a depth-first search bounded by a cost (the
//! puzzle's own inner loop, or [`crate::split`] over threads). The driver raises the bound
//! pass by pass, keeps the node count and the proven lower bound, stops when a pass finds
//! what it looks for, when the budget ends, when no branch goes on, or when the bound
//! reaches an upper bound already known (a solution in hand: then it is proven optimal).

/// What one bounded pass found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pass<T> {
    /// A solution within the bound (or several, for a search that collects them).
    Found(T),
    /// None within the bound; the least cost above it seen (`None`: every branch ended).
    Exceeded(Option<u32>),
    /// The budget ended the pass.
    Stopped,
}

/// The least cost above a bound as an inner loop keeps it: a number, [`NONE_ABOVE`] while
/// no branch went past the bound.
pub const NONE_ABOVE: u32 = u32::MAX;

/// The least cost above the bound an inner loop saw, `None` for [`NONE_ABOVE`].
pub fn least_above(least: u32) -> Option<u32> {
    (least != NONE_ABOVE).then_some(least)
}

impl<T> Pass<T> {
    /// Nothing within the bound, `least` the least cost above it an inner loop saw
    /// ([`NONE_ABOVE`]: every branch ended).
    pub fn exceeded(least: u32) -> Pass<T> {
        Pass::Exceeded(least_above(least))
    }
}

/// How a deepening search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deepened<T> {
    /// What the last pass found, if it found anything.
    pub solution: Option<T>,
    /// No solution costs less than this (proven). The solution's cost when one was found;
    /// the upper bound when that was proven optimal.
    pub lower_bound: u32,
    /// Nodes of every pass.
    pub nodes: u64,
    /// Whether the budget stopped the search.
    pub stopped: bool,
    /// Whether the search ended because the bound reached the upper bound it was given (or
    /// a later one): a solution of that cost, known beforehand, is then optimal.
    pub upper_proven: bool,
}

/// Runs passes from bound `first` up. `pass(bound, nodes before it)` searches one bound and
/// returns what it found and its nodes (a node limit counts every pass's); after each pass
/// that found nothing, `refine(nodes so far)` may give a new upper bound (a solution found
/// some other way; after a stopped pass, one no longer than its bound ends the search
/// proven). With an upper bound `u`, no
/// pass is run for a bound of `u` or more: every cheaper cost was searched, so `u` is the
/// optimum and the driver says so ([`Deepened::upper_proven`]).
pub fn deepen<T>(
    first: u32,
    mut upper: Option<u32>,
    mut pass: impl FnMut(u32, u64) -> (Pass<T>, u64),
    mut refine: impl FnMut(u64) -> Option<u32>,
) -> Deepened<T> {
    let mut bound = first;
    let mut nodes = 0u64;
    let end = |solution: Option<T>, lower_bound: u32, nodes: u64, stopped, upper_proven| Deepened {
        solution,
        lower_bound,
        nodes,
        stopped,
        upper_proven,
    };
    loop {
        if let Some(u) = upper.filter(|&u| bound >= u) {
            return end(None, u, nodes, false, true);
        }
        let (found, n) = pass(bound, nodes);
        nodes += n;
        match found {
            Pass::Found(t) => return end(Some(t), bound, nodes, false, false),
            Pass::Stopped => {
                // A solution found some other way meanwhile, no longer than the bound
                // (whose shorter ones were all searched), is optimal.
                return match refine(nodes).filter(|&u| u <= bound) {
                    Some(u) => end(None, u, nodes, false, true),
                    None => end(None, bound, nodes, true, false),
                };
            }
            Pass::Exceeded(None) => return end(None, bound, nodes, false, false),
            Pass::Exceeded(Some(next)) => bound = next.max(bound + 1),
        }
        if let Some(u) = refine(nodes) {
            upper = Some(upper.map_or(u, |x| x.min(u)));
        }
    }
}

/// [`deepen`] without an upper bound or refinement.
pub fn deepen_plain<T>(first: u32, pass: impl FnMut(u32, u64) -> (Pass<T>, u64)) -> Deepened<T> {
    deepen(first, None, pass, |_| None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_rise_to_the_solution() {
        let mut seen = Vec::new();
        let r = deepen_plain(3, |b, _| {
            seen.push(b);
            if b == 7 {
                (Pass::Found("x"), 10)
            } else {
                (Pass::Exceeded(Some(b + 2)), 1)
            }
        });
        assert_eq!(seen, [3, 5, 7]);
        assert_eq!((r.solution, r.lower_bound, r.nodes), (Some("x"), 7, 12));
        assert!(!r.stopped && !r.upper_proven);
    }

    #[test]
    fn an_upper_bound_ends_the_search_proven() {
        let r = deepen::<()>(
            4,
            Some(6),
            |b, _| (Pass::Exceeded(Some(b + 1)), 1),
            |_| None,
        );
        assert_eq!((r.lower_bound, r.nodes, r.upper_proven), (6, 2, true));
        // A refinement's upper bound, given after the second pass.
        let r = deepen::<()>(
            4,
            None,
            |b, _| (Pass::Exceeded(Some(b + 1)), 5),
            |n| (n >= 10).then_some(6),
        );
        assert_eq!((r.lower_bound, r.nodes, r.upper_proven), (6, 10, true));
    }

    #[test]
    fn stopped_and_dead_ends_keep_the_bound() {
        let r = deepen_plain::<()>(2, |_, _| (Pass::Stopped, 3));
        assert_eq!((r.lower_bound, r.stopped), (2, true));
        let r = deepen_plain::<()>(2, |_, _| (Pass::Exceeded(None), 3));
        assert_eq!((r.lower_bound, r.stopped, r.solution), (2, false, None));
    }

    #[test]
    fn a_pass_may_collect_every_solution_of_its_bound() {
        // A pass's finding is any type: here all the paths of the bound's cost.
        let r = deepen_plain(1, |b, _| {
            let paths: Vec<u32> = (0..10).filter(|p| p % 4 == 1 && b >= 3).collect();
            if paths.is_empty() {
                (Pass::Exceeded(Some(b + 1)), 1)
            } else {
                (Pass::Found(paths), 3)
            }
        });
        assert_eq!(r.solution, Some(vec![1, 5, 9]));
        assert_eq!((r.lower_bound, r.nodes), (3, 5));
    }
}
