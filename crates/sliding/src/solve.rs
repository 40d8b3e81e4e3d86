//! The solvers as one front door: checked problems in, solutions with their proofs out.

use search::{ida_star, Budget};

use crate::board::Board;
use crate::error::Error;
use crate::instance::{Instance, Sym};
use crate::moves::Dir;
use crate::pdb::{self, PdbHeuristic};
use crate::puzzle::Sliding;
use crate::reduce::{self, Step, Style};
use crate::table::{DistanceTable, MAX_TABLE_CELLS};

/// A start and a goal of the same size, checked solvable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    start: Board,
    goal: Board,
}

impl Problem {
    /// Checks that `start` can reach `goal` (the standard goal when `None`).
    pub fn new(start: Board, goal: Option<Board>) -> Result<Problem, Error> {
        let goal = match goal {
            Some(g) => g,
            None => Board::solved(start.width(), start.height())?,
        };
        start.check_solvable(&goal)?;
        Ok(Problem { start, goal })
    }

    /// The start position.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The goal position.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The problem relabelled so that the goal is the identity.
    pub fn instance(&self) -> Instance {
        Instance::new(&self.start, &self.goal)
    }

    /// Builds, once per process, the in-memory exact table the solvers use for boards of at
    /// most 9 cells (a few milliseconds), so that it is not counted in a solve's time; on
    /// larger boards the one the reduction finishes with (the `fast` solver, and `near`'s
    /// answer when its first pass does not end in time, which would else build it after
    /// its deadline).
    pub fn prepare(&self) {
        let inst = self.instance();
        let (w, h, blank) = match inst.len() <= MAX_TABLE_CELLS {
            true => (inst.w, inst.h, inst.blank_label),
            false => reduce::last_block(inst.w, inst.h, inst.blank_label),
        };
        DistanceTable::get(w, h, blank);
    }

    /// Whether a move sequence takes the start to the goal.
    pub fn check(&self, moves: &[Dir]) -> bool {
        let mut b = self.start.clone();
        b.apply_all(moves).is_ok() && b == self.goal
    }

    /// The symmetry and goal blank cell under which the optimal solver looks this problem up
    /// in pattern databases: a goal blank in any corner is mapped to the bottom-right one,
    /// so one set of tables serves all four.
    pub fn table_shape(&self) -> (Sym, u8) {
        canonical_blank(
            self.start.width(),
            self.start.height(),
            self.instance().blank_label,
        )
    }
}

/// See [`Problem::table_shape`].
pub fn canonical_blank(w: usize, h: usize, blank_label: u8) -> (Sym, u8) {
    match Sym::to_bottom_right(w, h, blank_label as usize) {
        Some(s) => (s, (w * h - 1) as u8),
        None => (Sym::Identity, blank_label),
    }
}

/// A solution and what is known about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The moves, start to goal.
    pub moves: Vec<Dir>,
    /// The moves as named steps (one step for solvers that have no steps).
    pub steps: Vec<Step>,
    /// Whether the length is proven optimal.
    pub optimal: bool,
    /// The best proven lower bound on the optimal length, when the solver proves one.
    pub lower_bound: Option<u32>,
    /// Nodes expanded, for solvers that search.
    pub nodes: Option<u64>,
}

/// What the optimal solver reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Solved and proven optimal.
    Solved(Solution),
    /// Stopped by its budget; no solution of length below `lower_bound` exists.
    Stopped {
        /// The best lower bound proven.
        lower_bound: u32,
        /// Nodes expanded before stopping.
        nodes: u64,
    },
}

/// The one step of a whole solution, named by its message id.
fn one_step(id: &'static str, moves: &[Dir]) -> Vec<Step> {
    vec![Step {
        label: search::tables::Label::new(id),
        moves: moves.to_vec(),
    }]
}

/// Boards of at least this many cells (the 24-puzzle and up) that IDA* alone does not end
/// within its first 200 M nodes are solved near-optimally for a while before IDA* proves a
/// length ([`pdb::near_then_prove`]); on smaller ones IDA* takes seconds at most.
pub const NEAR_FIRST_CELLS: usize = 25;

/// Solves optimally: from the exact table for boards of at most 9 cells, else by IDA* over
/// `tables` (pattern databases matching [`Problem::table_shape`]) when given (on boards of
/// [`NEAR_FIRST_CELLS`] or more and a long search, with a near-optimal solution found first
/// as its upper bound), else by IDA* over Manhattan distance plus linear conflicts.
pub fn optimal(
    problem: &Problem,
    tables: Option<&PdbHeuristic>,
    budget: &Budget,
    threads: usize,
) -> Result<Outcome, Error> {
    let inst = problem.instance();
    let (w, h) = (inst.w, inst.h);
    let solved = |moves: Vec<Dir>, nodes: u64| {
        let len = moves.len() as u32;
        Outcome::Solved(Solution {
            steps: one_step("sliding-step-optimal", &moves),
            moves,
            optimal: true,
            lower_bound: Some(len),
            nodes: Some(nodes),
        })
    };
    if w * h <= MAX_TABLE_CELLS {
        let moves = DistanceTable::get(w, h, inst.blank_label)
            .solve(&inst)
            .ok_or(Error::Unreachable)?;
        let nodes = moves.len() as u64;
        return Ok(solved(moves, nodes));
    }
    if let Some(heur) = tables {
        let (sym, blank) = problem.table_shape();
        if heur.shape() != (w, h, blank) {
            let (width, height, blank) = heur.shape();
            return Err(Error::TablesDoNotFit {
                width,
                height,
                blank,
            });
        }
        let inst = inst.transform(sym);
        let r = if w * h >= NEAR_FIRST_CELLS {
            pdb::near_then_prove(&inst, heur, budget, threads)?
        } else {
            pdb::solve(&inst, heur, budget, threads, None)?
        };
        return Ok(match r.solution {
            Some(moves) => solved(moves.into_iter().map(|d| sym.dir(d)).collect(), r.nodes),
            None => Outcome::Stopped {
                lower_bound: r.lower_bound,
                nodes: r.nodes,
            },
        });
    }
    let (puzzle, state) = Sliding::of(&inst);
    let r = ida_star(&puzzle, &state, |s| puzzle.md_lc(s), budget);
    Ok(match r.solution {
        Some((path, _)) => solved(path.into_iter().map(Dir::from_index).collect(), r.nodes),
        None => Outcome::Stopped {
            lower_bound: r.lower_bound,
            nodes: r.nodes,
        },
    })
}

/// Near-optimal within `budget`: weighted IDA* over the pattern databases with ever
/// smaller weights, keeping the shortest solution and the bound it proves (anytime). With
/// no tables (or none that fit), the fast solver's solution with Manhattan distance plus
/// linear conflicts as its bound. When the first weighted pass does not end within
/// [`pdb::FIRST_PASS_SHARE`] of the budget (a few boards in a thousand on one thread in a
/// second), the fast solver's solution in the time left, with the bound proven so far;
/// `None` only when the budget was cancelled first.
pub fn near(
    problem: &Problem,
    tables: Option<&PdbHeuristic>,
    budget: &Budget,
    threads: usize,
) -> Result<Option<Solution>, Error> {
    let inst = problem.instance();
    let (sym, blank) = problem.table_shape();
    let heur = tables.filter(|h| h.shape() == (inst.w, inst.h, blank));
    let Some(heur) = heur else {
        let mut s = fast(problem)?;
        let (puzzle, state) = Sliding::of(&inst);
        let bound = puzzle.md_lc(&state).min(s.moves.len() as u32);
        s.optimal = bound == s.moves.len() as u32;
        s.lower_bound = Some(bound);
        return Ok(Some(s));
    };
    let r = pdb::near(&inst.transform(sym), heur, budget, threads)?;
    if r.solution.is_none() && !budget.cancelled() {
        let mut s = fast(problem)?;
        let bound = r.lower_bound.min(s.moves.len() as u32);
        s.optimal = bound == s.moves.len() as u32;
        s.lower_bound = Some(bound);
        s.nodes = Some(r.nodes);
        return Ok(Some(s));
    }
    Ok(r.solution.map(|moves| {
        let moves: Vec<Dir> = moves.into_iter().map(|d| sym.dir(d)).collect();
        Solution {
            steps: one_step("sliding-step-near", &moves),
            moves,
            optimal: r.optimal,
            lower_bound: Some(r.lower_bound),
            nodes: Some(r.nodes),
        }
    }))
}

/// The textbook searches, for boards of at most 9 cells (they keep every state seen):
/// breadth-first search, or A* over Manhattan distance plus linear conflicts. Both are
/// optimal; their node counts show what a heuristic saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Textbook {
    /// Breadth-first search.
    Bfs,
    /// A* with Manhattan distance plus linear conflicts.
    AStar,
}

/// Solves with breadth-first search or A* (boards of at most 9 cells).
pub fn textbook(problem: &Problem, which: Textbook) -> Result<Solution, Error> {
    let inst = problem.instance();
    if inst.len() > MAX_TABLE_CELLS {
        return Err(Error::TooLargeToEnumerate {
            width: inst.w,
            height: inst.h,
            max_cells: MAX_TABLE_CELLS,
        });
    }
    let (puzzle, state) = Sliding::of(&inst);
    let r = match which {
        Textbook::Bfs => search::bfs_search(&puzzle, &state),
        Textbook::AStar => search::astar_search(&puzzle, &state, |s| puzzle.md_lc(s)),
    };
    let (path, _) = r.solution.ok_or(Error::Unreachable)?;
    let moves: Vec<Dir> = path.into_iter().map(Dir::from_index).collect();
    let id = match which {
        Textbook::Bfs => "sliding-step-bfs",
        Textbook::AStar => "sliding-step-astar",
    };
    Ok(Solution {
        steps: one_step(id, &moves),
        optimal: true,
        lower_bound: Some(moves.len() as u32),
        nodes: Some(r.nodes),
        moves,
    })
}

fn by_reduction(problem: &Problem, style: Style) -> Result<Solution, Error> {
    let inst = problem.instance();
    let goal = problem.goal.cells();
    let steps = reduce::solve(&inst, style, &|label| goal[label as usize])?;
    let moves: Vec<Dir> = steps.iter().flat_map(|s| s.moves.iter().copied()).collect();
    Ok(Solution {
        optimal: false,
        lower_bound: None,
        nodes: None,
        moves,
        steps,
    })
}

/// A short solution for any size, fast: exact for at most 9 cells, else by reduction with
/// multi-tile placements and loop removal.
pub fn fast(problem: &Problem) -> Result<Solution, Error> {
    let inst = problem.instance();
    if inst.len() <= MAX_TABLE_CELLS {
        if let Outcome::Solved(s) = optimal(problem, None, &Budget::unlimited(), 1)? {
            return Ok(s);
        }
    }
    by_reduction(problem, Style::Fast)
}

/// A solution a person can follow: rows and columns tile by tile, then the last block.
pub fn human(problem: &Problem) -> Result<Solution, Error> {
    by_reduction(problem, Style::Human)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_solver_for_small_boards() {
        let p = Problem::new(Board::parse("8 6 7/2 5 4/3 0 1").unwrap(), None).unwrap();
        let Outcome::Solved(s) = optimal(&p, None, &Budget::unlimited(), 1).unwrap() else {
            panic!("not solved")
        };
        assert_eq!(s.moves.len(), 31);
        assert!(p.check(&s.moves));
    }

    #[test]
    fn md_ida_for_other_boards() {
        let p = Problem::new(Board::parse("1 2 3 4/5 6 7 8/0 9 10 11").unwrap(), None).unwrap();
        let Outcome::Solved(s) = optimal(&p, None, &Budget::unlimited(), 1).unwrap() else {
            panic!("not solved")
        };
        assert_eq!(s.moves.len(), 3);
        assert!(p.check(&s.moves));
        assert!(s.optimal);
    }

    /// A near-optimal solve whose budget ends before its first pass does still answer:
    /// with the fast solver's solution and a bound that does not exceed the distance.
    #[test]
    fn near_answers_even_when_its_first_pass_does_not_end() {
        use crate::pdb::{PatternSpec, PdbHeuristic};
        let specs: Vec<PatternSpec> = [[0u8, 1, 3, 4], [2, 5, 6, 7]]
            .iter()
            .map(|g| PatternSpec::new(3, 3, 8, g.to_vec()))
            .collect();
        let heur = PdbHeuristic::built(&specs).unwrap();
        let p = Problem::new(Board::parse("8 6 7/2 5 4/3 0 1").unwrap(), None).unwrap();
        let budget = Budget::unlimited().with_node_limit(1);
        let s = near(&p, Some(&heur), &budget, 1)
            .unwrap()
            .expect("an answer");
        assert!(p.check(&s.moves));
        let bound = s.lower_bound.unwrap();
        assert!(bound <= 31 && bound as usize <= s.moves.len());
    }

    #[test]
    fn unsolvable_is_refused() {
        let e = Problem::new(Board::parse("2 1 3/4 5 6/7 8 0").unwrap(), None).unwrap_err();
        assert!(e.to_string().contains("tiles 1 and 2 are swapped"), "{e}");
    }

    #[test]
    fn stopped_search_reports_a_bound() {
        let p = Problem::new(
            Board::parse("14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3").unwrap(),
            Some(Board::parse("0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15").unwrap()),
        )
        .unwrap();
        let r = optimal(&p, None, &Budget::unlimited().with_node_limit(10_000), 1).unwrap();
        match r {
            Outcome::Stopped { lower_bound, nodes } => {
                assert!((41..=57).contains(&lower_bound));
                assert!(nodes >= 10_000);
            }
            Outcome::Solved(_) => panic!("Korf #1 cannot be solved in 10,000 nodes"),
        }
    }
}
