//! Shortening a solution stretch by stretch: the path between two positions of a solution
//! `len` moves apart is replaced by a shortest path between them when one is shorter.
//!
//! A stretch's shortest path is found by IDA* over Manhattan distance and linear conflicts
//! with the stretch's end relabelled as the goal (each tile named by the cell it holds
//! there, the blank's goal the cell it ends in), so any two positions of the board are a
//! problem of their own. Stretches are taken a half-window apart, windows growing
//! ([`WINDOWS`]), each window's sweeps repeated while they shorten the path; every search is
//! capped ([`STRETCH_NODES`]) and the budget may end it all, the path kept as shortened so
//! far. Weighted searches leave detours a few moves long here and there, which this removes.

use search::{ida_star, Budget};

use crate::instance::Instance;
use crate::moves::Dir;
use crate::puzzle::Sliding;

/// The lengths of the stretches tried, shortest first.
pub const WINDOWS: [usize; 6] = [16, 24, 32, 40, 50, 60];

/// The most nodes one stretch's search may expand (a stretch too hard for it is kept).
pub const STRETCH_NODES: u64 = 2_000_000;

/// `moves` (a solution of `inst`, or any path from it) with stretches replaced by shorter
/// paths between their ends while `budget` lasts (its deadline and cancellation; each
/// stretch's search has its own node limit, [`STRETCH_NODES`]); never longer, and it ends
/// where `moves` ends.
pub fn shorten(inst: &Instance, moves: &[Dir], budget: &Budget) -> Vec<Dir> {
    shorten_by(inst, moves, budget, &WINDOWS)
}

/// [`shorten`] with stretches of the lengths `windows` only, in their order.
pub fn shorten_by(inst: &Instance, moves: &[Dir], budget: &Budget, windows: &[usize]) -> Vec<Dir> {
    let mut path = moves.to_vec();
    for &window in windows {
        loop {
            match sweep(inst, &mut path, window, budget) {
                Sweep::Shortened => continue,
                Sweep::Unchanged => break,
                Sweep::OutOfTime => return path,
            }
        }
    }
    path
}

/// What one sweep of a window over the path did.
enum Sweep {
    Shortened,
    Unchanged,
    OutOfTime,
}

/// One sweep of stretches `window` moves long, half a window apart, over `path`.
fn sweep(inst: &Instance, path: &mut Vec<Dir>, window: usize, budget: &Budget) -> Sweep {
    let mut shortened = false;
    let mut at = positions(inst, path);
    let mut i = 0;
    while i + 2 < path.len() {
        if budget.exhausted(0) {
            return Sweep::OutOfTime;
        }
        let j = (i + window).min(path.len());
        if let Some(better) = shortest(&at[i], &at[j], j - i, budget) {
            path.splice(i..j, better);
            at = positions(inst, path);
            shortened = true;
        } else {
            i += (window / 2).max(1);
        }
    }
    if shortened {
        Sweep::Shortened
    } else {
        Sweep::Unchanged
    }
}

/// Every position along `path` from `inst`, the start first.
fn positions(inst: &Instance, path: &[Dir]) -> Vec<Instance> {
    let mut at = Vec::with_capacity(path.len() + 1);
    let mut p = inst.clone();
    at.push(p.clone());
    for &d in path {
        let moved = p.slide(d);
        debug_assert!(moved, "a path that leaves the board");
        at.push(p.clone());
    }
    at
}

/// A path from `a` to `b` shorter than `len` moves, if the capped search finds one.
fn shortest(a: &Instance, b: &Instance, len: usize, budget: &Budget) -> Option<Vec<Dir>> {
    let rel = a.against(b);
    let (puzzle, start) = Sliding::of(&rel);
    if puzzle.md_lc(&start) as usize >= len {
        return None;
    }
    let limited = budget.clone().with_node_limit(STRETCH_NODES);
    let r = ida_star(&puzzle, &start, |s| puzzle.md_lc(s), &limited);
    let (moves, cost) = r.solution?;
    ((cost as usize) < len).then(|| moves.into_iter().map(Dir::from_index).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::table::DistanceTable;

    fn replay(inst: &Instance, moves: &[Dir]) -> Instance {
        let mut p = inst.clone();
        for &d in moves {
            assert!(p.slide(d), "a move off the board");
        }
        p
    }

    fn dirs(text: &str) -> Vec<Dir> {
        text.chars().map(|c| Dir::from_letter(c).unwrap()).collect()
    }

    /// A round trip out and back (a path from the goal to itself) shortens to nothing.
    #[test]
    fn a_round_trip_shortens_to_nothing() {
        let goal = Board::solved(5, 5).unwrap();
        let inst = Instance::new(&goal, &goal);
        let there = dirs("DRDRULDD");
        let path: Vec<Dir> = there
            .iter()
            .copied()
            .chain(there.iter().rev().map(|d| d.inverse()))
            .collect();
        assert!(replay(&inst, &path).is_goal());
        let short = shorten(&inst, &path, &Budget::unlimited());
        assert!(short.is_empty(), "{:?} left", short);
    }

    /// On 8-puzzle positions (every 7,001st), a shortest solution with three turns of the
    /// blank around a 2×2 block put in front (12 needless moves) shortens back to a
    /// shortest one, and a shortest solution stays as it is.
    #[test]
    fn a_loop_in_front_of_a_solution_is_taken_out() {
        let table = DistanceTable::get(3, 3, 8);
        let mut checked = 0;
        for (inst, d) in table.positions().step_by(7_001) {
            let solution = table.solve(&inst).unwrap();
            assert_eq!(shorten(&inst, &solution, &Budget::unlimited()), solution);
            let mut p = inst.clone();
            let mut looped = Vec::new();
            // The blank once round a 2×2 block turns its three tiles; three times, back.
            let d1 = if inst.clone().slide(Dir::Up) {
                Dir::Up
            } else {
                Dir::Down
            };
            let mut q = inst.clone();
            q.slide(d1);
            let d2 = if q.slide(Dir::Left) {
                Dir::Left
            } else {
                Dir::Right
            };
            for _ in 0..3 {
                for s in [d1, d2, d1.inverse(), d2.inverse()] {
                    assert!(p.slide(s), "the spin stays on the board");
                    looped.push(s);
                }
            }
            assert_eq!(p, inst);
            looped.extend(table.solve(&p).unwrap());
            assert_eq!(looped.len() as u32, 12 + d);
            let short = shorten(&inst, &looped, &Budget::unlimited());
            assert!(replay(&inst, &short).is_goal());
            assert_eq!(short.len() as u32, d, "from {:?}", inst.cells);
            checked += 1;
        }
        assert!(checked > 20);
    }

    /// A budget already spent leaves the path as it was.
    #[test]
    fn no_time_no_change() {
        let goal = Board::solved(4, 4).unwrap();
        let inst = Instance::new(&goal, &goal);
        let path = dirs("DRUL");
        let spent = Budget::unlimited().with_node_limit(0);
        assert_eq!(shorten(&inst, &path, &spent), path);
    }
}
