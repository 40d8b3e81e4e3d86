//! The front door: every solve of the tiles — from the command line, the web server or a
//! game's hint — goes through [`plan`] and [`run`] (or [`solve`], both at once).
//!
//! A [`Request`] names the solver (or leaves the choice to the board's size), the
//! heuristic (or leaves it to the tables at hand), the time and the fallback; [`plan`]
//! applies the policy and loads the tables; [`run`] solves and returns one result,
//! [`Solved`]. The policy, written once here:
//!
//! * the solver: `optimal` up to 4×4, `fast` above;
//! * the optimal solver's tables on 4×4: the heuristic asked for, else 7-8 when its tables
//!   are at hand (cached), else 6-6-3 (built in seconds); other sizes need none (an exact
//!   table up to 9 cells, Manhattan distance and linear conflicts beyond);
//! * a time limit that stops the optimal solver answers with its lower bound, and with
//!   `fallback` a solution too: the `near` solver's over the same tables within
//!   [`FALLBACK_TIME`] more (4×4 and 5×5 with pattern tables), else the `fast` solver's;
//! * a game's hint uses the optimal solver where it finishes quickly (up to 9 cells, or 4×4
//!   with tables) and `fast` elsewhere ([`for_game`]).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use search::tables::{Report, TableSource};
use search::{Budget, Named};

use crate::board::Board;
use crate::catalog;
use crate::error::Error;
use crate::moves::Dir;
use crate::pdb::{Partition, PdbHeuristic};
use crate::reduce::Step;
use crate::solve::{fast, human, near, optimal, textbook, Outcome, Problem, Solution, Textbook};
use crate::table::MAX_TABLE_CELLS;

/// The solvers of the tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solver {
    /// Shortest solution, proven (the default up to 4×4).
    Optimal,
    /// A short solution in well under a second for any size (the default above 4×4).
    Fast,
    /// A method a person can follow, as named steps.
    Human,
    /// Breadth-first search (boards of at most 9 cells), with the nodes it expanded.
    Bfs,
    /// A* over Manhattan distance and linear conflicts (boards of at most 9 cells).
    AStar,
    /// Near-optimal and anytime (4×4 and 5×5): weighted IDA* over the pattern databases,
    /// shorter solutions until the time limit (1 s unless given), with the bound proven.
    Near,
}

impl Named for Solver {
    const ALL: &'static [Solver] = &[
        Solver::Optimal,
        Solver::Fast,
        Solver::Human,
        Solver::Bfs,
        Solver::AStar,
        Solver::Near,
    ];
    const WHAT: &'static str = "solver";

    fn name(self) -> &'static str {
        match self {
            Solver::Optimal => "optimal",
            Solver::Fast => "fast",
            Solver::Human => "human",
            Solver::Bfs => "bfs",
            Solver::AStar => "astar",
            Solver::Near => "near",
        }
    }
}

impl Solver {
    /// The solver used when none is named: optimal up to 4×4, fast above.
    pub fn default_for(board: &Board) -> Solver {
        if board.width() <= 4 && board.height() <= 4 {
            Solver::Optimal
        } else {
            Solver::Fast
        }
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Solver {
    type Err = Error;

    fn from_str(s: &str) -> Result<Solver, Error> {
        Ok(search::by_name(s)?)
    }
}

/// The optimal solver's heuristics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// Additive pattern databases of a partition (4×4).
    Pdb(Partition),
    /// Manhattan distance plus linear conflicts (any size, no tables).
    Md,
}

impl Named for Heuristic {
    const ALL: &'static [Heuristic] = &[
        Heuristic::Pdb(Partition::P663),
        Heuristic::Pdb(Partition::P78),
        Heuristic::Pdb(Partition::P6666),
        Heuristic::Md,
    ];
    const WHAT: &'static str = "heuristic";

    /// The name on the command line (`663`, `78`, `6666`, `md`).
    fn name(self) -> &'static str {
        match self {
            Heuristic::Pdb(p) => p.name(),
            Heuristic::Md => "md",
        }
    }
}

impl FromStr for Heuristic {
    type Err = Error;

    fn from_str(s: &str) -> Result<Heuristic, Error> {
        Ok(search::by_name(s)?)
    }
}

/// What a solve is asked for besides the problem.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// The solver (by the board's size when `None`).
    pub solver: Option<Solver>,
    /// The optimal solver's heuristic (by the tables at hand when `None`).
    pub heuristic: Option<Heuristic>,
    /// The longest the optimal solver may search.
    pub timeout: Option<Duration>,
    /// When the optimal solver stops early, answer with the fast solver's solution too.
    pub fallback: bool,
    /// Cancellation and any other limit (a deadline, a node limit) besides the timeout.
    pub budget: Budget,
    /// Threads one optimal solve over pattern databases shares (0 or 1: the calling
    /// thread alone; a batch gives each of its solves one).
    pub threads: usize,
    /// Add the 24-puzzle's dual lookups ([`crate::dual`]; their tables are loaded, and
    /// built if need be, only then).
    pub dual: bool,
}

/// A solve planned: the solver and the tables it uses, loaded.
#[derive(Clone)]
pub struct Plan {
    /// The solver.
    pub solver: Solver,
    /// The optimal solver's heuristic (`None` for solvers that use none).
    pub heuristic: Option<Heuristic>,
    tables: Option<Arc<PdbHeuristic>>,
}

impl fmt::Debug for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Plan")
            .field("solver", &self.solver)
            .field("heuristic", &self.heuristic)
            .finish()
    }
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The solver that ran.
    pub solver: Solver,
    /// The solution (`None` when a time limit stopped the optimal solver and there was no
    /// fallback).
    pub moves: Option<Vec<Dir>>,
    /// Its named steps (the human method's; one step for the other solvers).
    pub steps: Vec<Step>,
    /// Whether its length is proven optimal.
    pub optimal: bool,
    /// No solution is shorter than this (proven), when the solver proves a bound.
    pub lower_bound: Option<u32>,
    /// Nodes searched, for solvers that search.
    pub nodes: Option<u64>,
    /// Whether a time limit stopped the optimal solver.
    pub timed_out: bool,
    /// The time of the solve itself, tables aside (milliseconds).
    pub millis: f64,
}

/// The largest distance asked of the 15-puzzle's exact-distance scrambles: beyond it each
/// step's proof takes too long to be practical.
pub const MAX_4X4_DISTANCE: u32 = 50;

/// The largest distance asked of the 24-puzzle's exact-distance scrambles (over the
/// 6-6-6-6 tables): a walk of that many proven steps takes seconds.
pub const MAX_5X5_DISTANCE: u32 = 60;

/// The largest exact distance a scramble of a `w × h` board is asked for (boards of at
/// most 9 cells: any; others: none).
pub fn max_distance(w: usize, h: usize) -> Option<u32> {
    match (w, h) {
        _ if w * h <= MAX_TABLE_CELLS => Some(u32::MAX),
        (4, 4) => Some(MAX_4X4_DISTANCE),
        (5, 5) => Some(MAX_5X5_DISTANCE),
        _ => None,
    }
}

/// The partition the optimal solver uses on a 4×4 problem with goal blank `blank`: 7-8 when
/// its tables are at hand, else 6-6-3.
pub fn best_partition(blank: u8, source: &dyn TableSource) -> Partition {
    if cached(Partition::P78, blank, source) {
        Partition::P78
    } else {
        Partition::P663
    }
}

/// Whether every table of partition `p` (on its board, goal blank `blank`) is at hand.
fn cached(p: Partition, blank: u8, source: &dyn TableSource) -> bool {
    let (w, h) = p.board();
    p.patterns(w, h, blank)
        .is_ok_and(|specs| specs.iter().all(|s| source.has(&catalog::pattern(s))))
}

/// Applies the policy to a problem and loads the tables the solve needs.
pub fn plan(
    problem: &Problem,
    req: &Request,
    source: &dyn TableSource,
    report: Report,
) -> Result<Plan, Error> {
    let solver = req
        .solver
        .unwrap_or_else(|| Solver::default_for(problem.start()));
    let (w, h) = (problem.start().width(), problem.start().height());
    if !matches!(solver, Solver::Optimal | Solver::Near) || w * h <= MAX_TABLE_CELLS {
        return Ok(Plan {
            solver,
            heuristic: None,
            tables: None,
        });
    }
    let (_, blank) = problem.table_shape();
    let heuristic = match req.heuristic {
        Some(hr) => hr,
        None if (w, h) == (4, 4) => Heuristic::Pdb(best_partition(blank, source)),
        // The near-optimal solver is nothing without its tables: built if need be.
        None if (w, h) == (5, 5) && solver == Solver::Near && blank == 24 => {
            Heuristic::Pdb(Partition::P6666)
        }
        // The 24-puzzle's tables when they are cached (a build takes minutes).
        None if (w, h) == (5, 5) && cached(Partition::P6666, blank, source) => {
            Heuristic::Pdb(Partition::P6666)
        }
        None => Heuristic::Md,
    };
    let tables = match heuristic {
        Heuristic::Pdb(p) if req.dual && p.has_dual() => {
            Some(catalog::load_with_dual(p, w, h, blank, source, report)?)
        }
        Heuristic::Pdb(p) => Some(catalog::load_partition(p, w, h, blank, source, report)?),
        Heuristic::Md => None,
    };
    Ok(Plan {
        solver,
        heuristic: Some(heuristic),
        tables,
    })
}

impl Plan {
    /// A plan with tables already loaded (a game keeps its own; the plan then names no
    /// heuristic).
    pub fn with_tables(solver: Solver, tables: Option<Arc<PdbHeuristic>>) -> Plan {
        Plan {
            solver,
            heuristic: None,
            tables,
        }
    }
}

/// The plan of a game's hints and demonstrations: the optimal solver where it finishes
/// within a short budget (boards of at most 9 cells, or 4×4 with tables that fit the goal),
/// the fast solver elsewhere. With `fallback` in the request, an optimal search that runs
/// out of time still answers.
pub fn for_game(problem: &Problem, tables: Option<&Arc<PdbHeuristic>>) -> Plan {
    let (w, h) = (problem.start().width(), problem.start().height());
    let (_, blank) = problem.table_shape();
    let fitting = tables.filter(|t| t.shape() == (w, h, blank)).cloned();
    match fitting {
        // Above 4×4 an optimal solve can take hours: the near-optimal one, within the
        // hint's or the demonstration's time.
        Some(t) if w * h > 16 => Plan::with_tables(Solver::Near, Some(t)),
        fitting if w * h <= MAX_TABLE_CELLS || fitting.is_some() => {
            Plan::with_tables(Solver::Optimal, fitting)
        }
        _ => Plan::with_tables(Solver::Fast, None),
    }
}

/// Solves with a plan.
pub fn run(problem: &Problem, plan: &Plan, req: &Request) -> Result<Solved, Error> {
    problem.prepare();
    let t0 = Instant::now();
    let done = |s: Solution, t0: Instant| Solved {
        solver: plan.solver,
        moves: Some(s.moves),
        steps: s.steps,
        optimal: s.optimal,
        lower_bound: s.lower_bound,
        nodes: s.nodes,
        timed_out: false,
        millis: t0.elapsed().as_secs_f64() * 1e3,
    };
    match plan.solver {
        Solver::Fast => Ok(done(fast(problem)?, t0)),
        Solver::Human => {
            let mut s = human(problem)?;
            // Up to 9 cells the exact distance is known at once: say when the method's
            // solution is as short.
            if problem.start().len() <= MAX_TABLE_CELLS {
                if let Outcome::Solved(best) = optimal(problem, None, &Budget::unlimited(), 1)? {
                    s.optimal = best.moves.len() == s.moves.len();
                    s.lower_bound = Some(best.moves.len() as u32);
                }
            }
            Ok(done(s, t0))
        }
        Solver::Bfs => Ok(done(textbook(problem, Textbook::Bfs)?, t0)),
        Solver::AStar => Ok(done(textbook(problem, Textbook::AStar)?, t0)),
        Solver::Near => {
            // Anytime: until the timeout, or the budget's own deadline (a game's hint),
            // else a second.
            let budget = match req.timeout {
                Some(t) => req.budget.clone().with_timeout(t),
                None if req.budget.deadline().is_some() => req.budget.clone(),
                None => req.budget.clone().with_timeout(NEAR_TIME),
            };
            let budget = budget.ending_early(stop_margin(&budget));
            match near(problem, plan.tables.as_deref(), &budget, req.threads)? {
                Some(s) => Ok(done(s, t0)),
                None => Ok(Solved {
                    solver: plan.solver,
                    steps: Vec::new(),
                    moves: None,
                    optimal: false,
                    lower_bound: None,
                    nodes: None,
                    timed_out: true,
                    millis: t0.elapsed().as_secs_f64() * 1e3,
                }),
            }
        }
        Solver::Optimal => {
            let budget = match req.timeout {
                Some(t) => req.budget.clone().with_timeout(t),
                None => req.budget.clone(),
            };
            match optimal(problem, plan.tables.as_deref(), &budget, req.threads)? {
                Outcome::Solved(s) => Ok(done(s, t0)),
                Outcome::Stopped { lower_bound, nodes } => {
                    // The near solver over the same tables for up to a second more (the
                    // fast solver's solution where it has none, or no time).
                    let fallback = match req.fallback && !req.budget.cancelled() {
                        true => {
                            let more = req.budget.after(FALLBACK_TIME);
                            let more = more.ending_early(stop_margin(&more));
                            near(problem, plan.tables.as_deref(), &more, req.threads)?
                        }
                        false => None,
                    };
                    // Both searches' bounds hold; a fallback as short is optimal after all.
                    let bound = fallback
                        .as_ref()
                        .and_then(|s| s.lower_bound)
                        .map_or(lower_bound, |b| b.max(lower_bound));
                    Ok(Solved {
                        solver: plan.solver,
                        steps: fallback
                            .as_ref()
                            .map(|s| s.steps.clone())
                            .unwrap_or_default(),
                        optimal: fallback
                            .as_ref()
                            .is_some_and(|s| s.moves.len() as u32 == bound),
                        moves: fallback.map(|s| s.moves),
                        lower_bound: Some(bound),
                        nodes: Some(nodes),
                        timed_out: true,
                        millis: t0.elapsed().as_secs_f64() * 1e3,
                    })
                }
            }
        }
    }
}

/// The near solver's time when neither the request nor its budget sets one: the answer
/// comes back within it.
pub const NEAR_TIME: Duration = Duration::from_secs(1);

/// How much sooner than its deadline the near solver's search stops, so that the answer
/// (the threads wound down, the solution built) is back by the deadline: [`STOP_MARGIN`],
/// or a tenth of the time left when that is shorter (a game's 90 ms hint).
fn stop_margin(budget: &Budget) -> Duration {
    budget
        .remaining()
        .map_or(Duration::ZERO, |r| STOP_MARGIN.min(r / 10))
}

/// The most the near solver's search stops ahead of its deadline: winding its threads
/// down and building the answer take under a millisecond, but a busy two-core machine can
/// hold a thread up for a timeslice or two.
pub const STOP_MARGIN: Duration = Duration::from_millis(20);

/// The longest the fallback of an optimal search that ran out of time takes (the near
/// solver's anytime search, where the tables allow it).
pub const FALLBACK_TIME: Duration = Duration::from_secs(1);

/// Plans and solves.
pub fn solve(
    problem: &Problem,
    req: &Request,
    source: &dyn TableSource,
    report: Report,
) -> Result<Solved, Error> {
    run(problem, &plan(problem, req, source, report)?, req)
}

/// A position at optimal distance exactly `d` from the standard goal of a `w × h` board,
/// with the tables the proof needs (4×4: the best partition at hand, at most
/// [`MAX_4X4_DISTANCE`]; 5×5: the 6-6-6-6 tables, built if need be, at most
/// [`MAX_5X5_DISTANCE`]).
pub fn scramble_at_distance<R: rand::Rng + ?Sized>(
    w: usize,
    h: usize,
    d: u32,
    rng: &mut R,
    source: &dyn TableSource,
    report: Report,
) -> Result<Board, Error> {
    if let Some(max) = max_distance(w, h).filter(|&m| d > m) {
        return Err(Error::DistanceTooFar {
            distance: d,
            width: w,
            height: h,
            max,
        });
    }
    let heur = match (w, h) {
        (4, 4) => {
            let p = best_partition(15, source);
            Some(catalog::load_partition(p, 4, 4, 15, source, report)?)
        }
        (5, 5) => Some(catalog::load_partition(
            Partition::P6666,
            5,
            5,
            24,
            source,
            report,
        )?),
        _ => None,
    };
    crate::scramble::exact_distance(w, h, d, rng, heur.as_deref())
}

/// The tables a game of this goal uses for its hints: for a 4×4 goal, the best partition
/// at hand for its blank's corner (7-8 when cached, else 6-6-3, built in seconds); for the
/// standard 5×5 goal, the 6-6-6-6 tables when they are cached (its hints are then
/// near-optimal); none for other sizes (up to 9 cells the exact table is built in memory;
/// larger boards use the fast solver).
pub fn game_tables(
    goal: &Board,
    source: &dyn TableSource,
    report: Report,
) -> Result<Option<Arc<PdbHeuristic>>, Error> {
    let (w, h) = (goal.width(), goal.height());
    let problem = Problem::new(goal.clone(), Some(goal.clone()))?;
    let (_, blank) = problem.table_shape();
    let p = match (w, h) {
        (4, 4) => best_partition(blank, source),
        // The 24-puzzle's tables only once cached: a game never waits minutes for them.
        (5, 5) if cached(Partition::P6666, blank, source) => Partition::P6666,
        _ => return Ok(None),
    };
    Ok(Some(catalog::load_partition(
        p, w, h, blank, source, report,
    )?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4×4 board with Korf's goal (the blank top-left).
    fn korf(board: &str) -> Problem {
        let goal = Board::parse("0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15").unwrap();
        Problem::new(Board::parse(board).unwrap(), Some(goal)).unwrap()
    }
    use search::tables::InMemory;

    #[test]
    fn the_near_search_stops_a_little_ahead_of_its_deadline() {
        assert_eq!(stop_margin(&Budget::unlimited()), Duration::ZERO);
        let second = Budget::unlimited().with_timeout(NEAR_TIME);
        assert_eq!(stop_margin(&second), STOP_MARGIN);
        // A game's 90 ms hint keeps nine tenths of what is left, at least.
        let hint = Budget::unlimited().with_timeout(Duration::from_millis(90));
        let m = stop_margin(&hint);
        assert!(m > Duration::ZERO && m <= Duration::from_millis(9), "{m:?}");
    }

    #[test]
    fn names_round_trip() {
        for &s in Solver::ALL {
            assert_eq!(s.name().parse::<Solver>(), Ok(s));
        }
        for &h in Heuristic::ALL {
            assert_eq!(h.name().parse::<Heuristic>(), Ok(h));
        }
        assert!(matches!(
            "dfs".parse::<Solver>(),
            Err(Error::UnknownName(_))
        ));
    }

    /// The near solver, given the time, ends optimal; with the budget's own deadline
    /// already past (a game's hint run out) it answers at once, with what it has.
    #[test]
    fn near_is_optimal_given_time_and_keeps_to_the_budgets_deadline() {
        let src = InMemory::new();
        let problem = korf("14 7 8 2/13 11 10 4/9 12 5 0/3 6 1 15");
        let req = Request {
            solver: Some(Solver::Near),
            heuristic: Some(Heuristic::Pdb(Partition::P663)),
            timeout: Some(Duration::from_secs(600)),
            ..Request::default()
        };
        let plan = plan(&problem, &req, &src, &search::tables::silent).unwrap();
        let s = run(&problem, &plan, &req).unwrap();
        let moves = s.moves.unwrap();
        assert!(s.optimal && moves.len() == 59 && problem.check(&moves));
        let past = Request {
            timeout: None,
            budget: Budget::unlimited().with_deadline(Instant::now()),
            ..req
        };
        let s = run(&problem, &plan, &past).unwrap();
        assert!(s.moves.is_none_or(|m| problem.check(&m) && m.len() >= 59));
    }

    #[test]
    fn the_policy_picks_by_size_and_tables_at_hand() {
        let src = InMemory::new();
        let p = |b: &str| Problem::new(Board::parse(b).unwrap(), None).unwrap();
        let p3 = p("8 6 7/2 5 4/3 0 1");
        let plan3 = plan(&p3, &Request::default(), &src, &search::tables::silent).unwrap();
        assert_eq!((plan3.solver, plan3.heuristic), (Solver::Optimal, None));
        let p5 = p("1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24");
        assert_eq!(
            plan(&p5, &Request::default(), &src, &search::tables::silent)
                .unwrap()
                .solver,
            Solver::Fast
        );
        // 4x4: 6-6-3 unless 7-8 is at hand (building 7-8 here would take minutes).
        let p4 = p("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15");
        let plan4 = plan(&p4, &Request::default(), &src, &search::tables::silent).unwrap();
        assert_eq!(plan4.heuristic, Some(Heuristic::Pdb(Partition::P663)));
        let s = run(&p4, &plan4, &Request::default()).unwrap();
        assert_eq!(s.moves.map(|m| m.len()), Some(1));
        assert!(s.optimal);
        // A game: optimal with fitting tables, fast on 5x5.
        let t = game_tables(p4.goal(), &src, &search::tables::silent).unwrap();
        assert_eq!(for_game(&p4, t.as_ref()).solver, Solver::Optimal);
        assert_eq!(for_game(&p5, t.as_ref()).solver, Solver::Fast);
    }

    #[test]
    fn a_timeout_answers_with_the_bound_and_the_fallback() {
        let src = InMemory::new();
        let p = korf("14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3");
        let req = Request {
            heuristic: Some(Heuristic::Md),
            budget: Budget::unlimited().with_node_limit(10_000),
            fallback: true,
            ..Request::default()
        };
        let s = solve(&p, &req, &src, &search::tables::silent).unwrap();
        assert!(s.timed_out && !s.optimal);
        assert!(p.check(s.moves.as_deref().unwrap()));
        assert!((41..=57).contains(&s.lower_bound.unwrap()));
    }

    #[test]
    fn with_pattern_tables_the_fallback_is_near_optimal() {
        // Korf's #1 (57 moves) stopped after a few nodes: the near solver's solution over
        // the same 6-6-3 tables, within a second, and the bound.
        let src = InMemory::new();
        let p = korf("14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3");
        let req = Request {
            solver: Some(Solver::Optimal),
            heuristic: Some(Heuristic::Pdb(Partition::P663)),
            budget: Budget::unlimited().with_node_limit(1000),
            fallback: true,
            ..Request::default()
        };
        let s = solve(&p, &req, &src, &search::tables::silent).unwrap();
        let moves = s.moves.as_deref().unwrap();
        assert!(s.timed_out && p.check(moves));
        assert_eq!(s.steps[0].label.id, "sliding-step-near");
        let bound = s.lower_bound.unwrap();
        assert!((41..=57).contains(&bound));
        assert_eq!(s.optimal, moves.len() as u32 == bound);
        // Weighted at most 1.5: within half again the optimum (and far shorter than fast's).
        assert!(moves.len() <= 57 * 3 / 2, "{}", moves.len());
    }
}
