//! The front door: everything the game, the command line and the web server do with the
//! tiles goes through here, with the verbs every puzzle's door has — [`parse`] a position,
//! [`validate`] it against its goal, a [`Request`], [`prepare`] (the tables it needs, loaded
//! once), [`solve`] → [`Solved`], [`hint`], [`scramble`] at a level, the [`levels`] a game
//! offers, and the [`tables`] the crate declares. The method a person can follow is a
//! solver of the door ([`Solver::Human`]).
//!
//! A [`Request`] names the solver (or leaves the choice to the board's size), the
//! heuristic (or leaves it to the tables at hand), the time, the fallback and what the
//! tables are for ([`Purpose`]). The policy, written once here:
//!
//! * the solver: `optimal` up to 4×4, `fast` above;
//! * the optimal solver's tables on 4×4: the heuristic asked for, else 7-8 when its tables
//!   are at hand (cached), else 6-6-3 (built in seconds); other sizes need none (an exact
//!   table up to 9 cells, Manhattan distance and linear conflicts beyond);
//! * a time limit that stops the optimal solver answers with its lower bound, and with
//!   `fallback` a solution too: the `near` solver's over the same tables within
//!   [`FALLBACK_TIME`] more (4×4 and 5×5 with pattern tables), else the `fast` solver's;
//! * a game's hint uses the optimal solver where it finishes quickly (up to 9 cells, or 4×4
//!   with tables), the near-optimal one on 5×5 with its tables, and `fast` elsewhere
//!   ([`hint`]); a game's tables are the best 4×4 partition at hand (6-6-3 built in
//!   seconds) and the 24-puzzle's only once cached ([`Purpose::Game`]);
//! * levels: exact distances up to 9 cells and on 4×4 (and 5×5 with its tables), random
//!   moves elsewhere ([`levels`]).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use rand::RngCore;
use search::clock::Stopwatch;
use search::tables::{Label, Report, TableDef, TableSource};
use search::{Budget, Level, Named, Purpose};

pub use crate::board::{Board, MAX_CELLS, MIN_SIDE};
pub use crate::dir::Dir;
pub use crate::moves::{format_moves, parse_moves};
pub use crate::pdb::Partition;
pub use crate::reduce::Step;
pub use crate::solve::Problem;

use crate::catalog;
use crate::error::Error;
use crate::pdb::PdbHeuristic;
use crate::solve::{fast, human, near, optimal, textbook, Outcome, Solution, Textbook};
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
    /// Add the 24-puzzle's dual lookups (their tables are loaded, and built if need be,
    /// only then).
    pub dual: bool,
    /// What the tables are prepared for (a solve, a game, exact-distance scrambles).
    pub purpose: Purpose,
}

impl Request {
    /// What a game asks for: its hints', demonstrations' and new games' tables.
    pub fn game() -> Request {
        Request {
            purpose: Purpose::Game,
            ..Request::default()
        }
    }

    /// What exact-distance scrambles ask for (their proofs' tables, built if need be).
    pub fn scramble() -> Request {
        Request {
            purpose: Purpose::Scramble,
            ..Request::default()
        }
    }
}

/// What a request prepared: for boards of its goal, the solver and the tables it uses,
/// loaded.
#[derive(Clone)]
pub struct Prepared {
    /// The solver (by the board's size when the request named none; a game's is chosen
    /// position by position).
    pub solver: Solver,
    /// The optimal solver's heuristic (`None` for solvers that use none).
    pub heuristic: Option<Heuristic>,
    goal: Board,
    tables: Option<Arc<PdbHeuristic>>,
}

impl fmt::Debug for Prepared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Prepared")
            .field("solver", &self.solver)
            .field("heuristic", &self.heuristic)
            .field("goal", &self.goal.to_string())
            .field("tables", &self.tables.is_some())
            .finish()
    }
}

impl Prepared {
    /// What needs no tables, for boards of `goal` (a game's before its tables come).
    pub fn for_goal(goal: Board) -> Prepared {
        Prepared {
            solver: Solver::default_for(&goal),
            heuristic: None,
            goal,
            tables: None,
        }
    }

    /// The goal it was prepared for.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Whether it holds pattern tables (a game's hints are then optimal or near-optimal).
    pub fn has_tables(&self) -> bool {
        self.tables.is_some()
    }

    /// The tables if they fit this problem's shape and goal blank.
    fn tables_for(&self, problem: &Problem) -> Option<&Arc<PdbHeuristic>> {
        let (w, h) = (problem.start().width(), problem.start().height());
        let (_, blank) = problem.table_shape();
        self.tables.as_ref().filter(|t| t.shape() == (w, h, blank))
    }
}

/// A game's hint: a good solution from the position, with what is proven of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The moves, in order (the first is the hint).
    pub moves: Vec<Dir>,
    /// Whether they are proven shortest.
    pub optimal: bool,
    /// No solution is shorter than this (proven), where the solver proves a bound short of
    /// the optimum (the near-optimal solver's).
    pub lower_bound: Option<u32>,
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

/// Whether a scramble at `level` can be made for boards of `goal`, told before any table
/// is loaded: an exact distance needs a board of at most 9 cells, or 4×4 (any goal), or
/// 5×5 (the standard goal), and at most [`max_distance`] of it.
pub fn check_level(goal: &Board, level: Level) -> Result<(), Error> {
    let Level::Distance(d) = level else {
        return Ok(());
    };
    let (w, h) = (goal.width(), goal.height());
    let standard = *goal == Board::solved(w, h)?;
    match max_distance(w, h) {
        Some(max) if d > max => Err(Error::DistanceTooFar {
            distance: d,
            width: w,
            height: h,
            max,
        }),
        Some(_) if (w, h) != (5, 5) || standard => Ok(()),
        _ => Err(Error::NoExactDistances {
            width: w,
            height: h,
        }),
    }
}

/// A solve split into the rows and columns the reduction places and its last block:
/// `boards[i]` is the board after `i` moves, the last at `goal`; each stage's name and
/// the moves made when it ends.
pub fn stages(goal: &Board, boards: &[Board]) -> Vec<(Label, usize)> {
    crate::stages::split(goal, boards)
}

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

/// A position read from text: rows separated by `/`, tiles by spaces, `0` the blank.
pub fn parse(text: &str) -> Result<Board, Error> {
    Board::parse(text)
}

/// A position checked against its goal (the standard goal of its size when none is
/// given): the problem a solve takes, or why it is none (unsolvable: which tiles to swap).
pub fn validate(start: Board, goal: Option<Board>) -> Result<Problem, Error> {
    Problem::new(start, goal)
}

/// Applies the policy to a request for boards of `goal` and loads the tables it needs.
pub fn prepare(
    goal: &Board,
    req: &Request,
    source: &dyn TableSource,
    report: Report,
) -> Result<Prepared, Error> {
    let problem = Problem::new(goal.clone(), Some(goal.clone()))?;
    let solver = req
        .solver
        .unwrap_or_else(|| Solver::default_for(problem.start()));
    let (w, h) = (goal.width(), goal.height());
    let (_, blank) = problem.table_shape();
    let bare = |heuristic| Prepared {
        solver,
        heuristic,
        goal: goal.clone(),
        tables: None,
    };
    let partition = match req.purpose {
        Purpose::Game => game_partition(w, h, blank, source),
        Purpose::Scramble => scramble_partition(w, h, source),
        Purpose::Solve if !matches!(solver, Solver::Optimal | Solver::Near) => None,
        Purpose::Solve if w * h <= MAX_TABLE_CELLS => None,
        Purpose::Solve => match solve_heuristic(req, solver, (w, h, blank), source) {
            Heuristic::Pdb(p) => Some(p),
            Heuristic::Md => return Ok(bare(Some(Heuristic::Md))),
        },
    };
    let Some(p) = partition else {
        return Ok(bare(None));
    };
    let tables = match req.dual && p.has_dual() {
        true => catalog::load_with_dual(p, w, h, blank, source, report)?,
        false => catalog::load_partition(p, w, h, blank, source, report)?,
    };
    Ok(Prepared {
        tables: Some(tables),
        ..bare(Some(Heuristic::Pdb(p)))
    })
}

/// The optimal solver's heuristic for a solve: the one asked for; else on 4×4 the best
/// partition at hand; on 5×5 the 6-6-6-6 tables for the near solver (built if need be) or
/// when cached; else Manhattan distance.
fn solve_heuristic(
    req: &Request,
    solver: Solver,
    (w, h, blank): (usize, usize, u8),
    source: &dyn TableSource,
) -> Heuristic {
    match req.heuristic {
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
    }
}

/// A game's tables: on 4×4 the best partition at hand for its goal's blank corner (7-8 when
/// cached, else 6-6-3, built in seconds); on 5×5 the 6-6-6-6 tables when they are cached
/// (its hints are then near-optimal); none for other sizes (up to 9 cells the exact table
/// is built in memory; larger boards use the fast solver).
fn game_partition(w: usize, h: usize, blank: u8, source: &dyn TableSource) -> Option<Partition> {
    match (w, h) {
        (4, 4) => Some(best_partition(blank, source)),
        // The 24-puzzle's tables only once cached: a game never waits minutes for them.
        (5, 5) if cached(Partition::P6666, blank, source) => Some(Partition::P6666),
        _ => None,
    }
}

/// The tables exact-distance scrambles of the standard goal prove their steps with: on 4×4
/// the best partition at hand; on 5×5 the 6-6-6-6 tables, built if need be.
fn scramble_partition(w: usize, h: usize, source: &dyn TableSource) -> Option<Partition> {
    match (w, h) {
        (4, 4) => Some(best_partition(15, source)),
        (5, 5) => Some(Partition::P6666),
        _ => None,
    }
}

/// Solves a problem with what `prepare` made for its goal.
pub fn solve(plan: &Prepared, problem: &Problem, req: &Request) -> Result<Solved, Error> {
    problem.prepare();
    let t0 = req.budget.stopwatch();
    let found = |s: Solution| Solved::found(plan.solver, s, &t0);
    match plan.solver {
        Solver::Fast => Ok(found(fast(problem)?)),
        Solver::Human => Ok(found(human_rated(problem)?)),
        Solver::Bfs => Ok(found(textbook(problem, Textbook::Bfs)?)),
        Solver::AStar => Ok(found(textbook(problem, Textbook::AStar)?)),
        Solver::Near => solve_near(plan, problem, req, &t0),
        Solver::Optimal => solve_optimal(plan, problem, req, &t0),
    }
}

impl Solved {
    /// A solution found by `solver`, timed from `t0`.
    fn found(solver: Solver, s: Solution, t0: &Stopwatch) -> Solved {
        Solved {
            solver,
            moves: Some(s.moves),
            steps: s.steps,
            optimal: s.optimal,
            lower_bound: s.lower_bound,
            nodes: s.nodes,
            timed_out: false,
            millis: t0.millis(),
        }
    }
}

/// The method's solution; up to 9 cells, where the exact distance is known at once, it
/// says when the method's solution is as short.
fn human_rated(problem: &Problem) -> Result<Solution, Error> {
    let mut s = human(problem)?;
    if problem.start().len() <= MAX_TABLE_CELLS {
        if let Outcome::Solved(best) = optimal(problem, None, &Budget::unlimited(), 1)? {
            s.optimal = best.moves.len() == s.moves.len();
            s.lower_bound = Some(best.moves.len() as u32);
        }
    }
    Ok(s)
}

/// The near solver, anytime: until the timeout, or the budget's own deadline (a game's
/// hint), else a second.
fn solve_near(
    plan: &Prepared,
    problem: &Problem,
    req: &Request,
    t0: &Stopwatch,
) -> Result<Solved, Error> {
    let budget = match req.timeout {
        Some(t) => req.budget.clone().with_timeout(t),
        None if req.budget.deadline().is_some() => req.budget.clone(),
        None => req.budget.clone().with_timeout(NEAR_TIME),
    };
    let budget = budget.ending_early(stop_margin(&budget));
    let tables = plan.tables_for(problem).map(Arc::as_ref);
    Ok(match near(problem, tables, &budget, req.threads)? {
        Some(s) => Solved::found(plan.solver, s, t0),
        None => Solved {
            solver: plan.solver,
            steps: Vec::new(),
            moves: None,
            optimal: false,
            lower_bound: None,
            nodes: None,
            timed_out: true,
            millis: t0.millis(),
        },
    })
}

/// The optimal solver; stopped, the bound it proved, and with `fallback` the near
/// solver's answer over the same tables for up to a second more.
fn solve_optimal(
    plan: &Prepared,
    problem: &Problem,
    req: &Request,
    t0: &Stopwatch,
) -> Result<Solved, Error> {
    let budget = match req.timeout {
        Some(t) => req.budget.clone().with_timeout(t),
        None => req.budget.clone(),
    };
    let tables = plan.tables_for(problem).map(Arc::as_ref);
    let (lower_bound, nodes) = match optimal(problem, tables, &budget, req.threads)? {
        Outcome::Solved(s) => return Ok(Solved::found(plan.solver, s, t0)),
        Outcome::Stopped { lower_bound, nodes } => (lower_bound, nodes),
    };
    // The near solver for up to a second more (the fast solver's solution where it has
    // none, or no time).
    let fallback = match req.fallback && !req.budget.cancelled() {
        true => {
            let more = req.budget.after(FALLBACK_TIME);
            let more = more.ending_early(stop_margin(&more));
            near(problem, tables, &more, req.threads)?
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
        millis: t0.millis(),
    })
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

/// A game's hint or demonstration within `budget`: the optimal solver where it finishes
/// within a short budget (boards of at most 9 cells, or 4×4 with tables that fit the goal),
/// the near-optimal solver on 5×5 with its tables, the fast solver elsewhere; an optimal
/// search that runs out of time still answers (its fallback).
pub fn hint(prepared: &Prepared, problem: &Problem, budget: &Budget) -> Result<Hint, Error> {
    let (w, h) = (problem.start().width(), problem.start().height());
    let fitting = prepared.tables_for(problem).cloned();
    // A board near its goal is solved exactly in microseconds at any size: the exact
    // search gets the first slice of the budget, then the solver for the size.
    if w * h > 16 || (fitting.is_none() && w * h > MAX_TABLE_CELLS) {
        if let Some(hint) = exact_first(prepared, problem, budget)? {
            return Ok(hint);
        }
    }
    let solver = match &fitting {
        // Above 4×4 an optimal solve can take hours: the near-optimal one, within the
        // hint's or the demonstration's time.
        Some(_) if w * h > 16 => Solver::Near,
        Some(_) => Solver::Optimal,
        None if w * h <= MAX_TABLE_CELLS => Solver::Optimal,
        None => Solver::Fast,
    };
    let plan = Prepared {
        solver,
        heuristic: None,
        goal: problem.goal().clone(),
        tables: fitting,
    };
    let req = Request {
        budget: budget.clone(),
        fallback: true,
        ..Request::default()
    };
    let s = solve(&plan, problem, &req)?;
    let moves = s.moves.ok_or(Error::Stopped)?;
    Ok(Hint {
        moves,
        optimal: s.optimal,
        lower_bound: s.lower_bound,
    })
}

/// The slice of a hint's budget the exact search gets first above 4×4 (or without tables).
pub const EXACT_FIRST: Duration = Duration::from_millis(30);

/// The optimal solver over the prepared tables (else Manhattan distance with linear
/// conflicts) for at most [`EXACT_FIRST`] of the budget: a hint when it finishes.
fn exact_first(
    prepared: &Prepared,
    problem: &Problem,
    budget: &Budget,
) -> Result<Option<Hint>, Error> {
    let tables = prepared.tables_for(problem).cloned();
    let plan = Prepared {
        solver: Solver::Optimal,
        heuristic: tables.is_none().then_some(Heuristic::Md),
        goal: problem.goal().clone(),
        tables,
    };
    let slice = budget.now() + EXACT_FIRST;
    let deadline = budget.deadline().map_or(slice, |d| d.min(slice));
    let req = Request {
        budget: budget.clone().with_deadline(deadline),
        fallback: false,
        ..Request::default()
    };
    match solve(&plan, problem, &req) {
        Ok(s) if s.optimal => Ok(s.moves.map(|moves| Hint {
            moves,
            optimal: true,
            lower_bound: None,
        })),
        Ok(_) | Err(Error::Stopped) => Ok(None),
        Err(e) if budget.cancelled() => Err(e),
        Err(_) => Ok(None),
    }
}

/// A new start at `level`, scrambled from the prepared goal (a custom one included), and the
/// moves that make it when it is made by moves: random moves (none undoing the last), a
/// uniform random position, or a position at exactly a distance (up to 9
/// cells from the exact table; 4×4 and 5×5 by a walk whose every step the optimal solver
/// proves over the prepared tables, at most [`MAX_4X4_DISTANCE`] and
/// [`MAX_5X5_DISTANCE`]; a custom goal's by a walk with the optimal solver as the oracle).
pub fn scramble(
    prepared: &Prepared,
    level: Level,
    rng: &mut dyn RngCore,
) -> Result<(Board, Option<Vec<Dir>>), Error> {
    let goal = &prepared.goal;
    let mut rng = rng;
    match level {
        Level::Moves(n) => {
            let (b, m) = crate::scramble::random_moves_from(goal, n, &mut rng)?;
            Ok((b, Some(m)))
        }
        Level::RandomState => Ok((crate::scramble::random_state_for(goal, &mut rng)?, None)),
        Level::Distance(d) => Ok((at_distance(prepared, d, &mut rng)?, None)),
    }
}

/// A position exactly `d` moves from the prepared goal.
fn at_distance(prepared: &Prepared, d: u32, rng: &mut dyn RngCore) -> Result<Board, Error> {
    let goal = &prepared.goal;
    let (w, h) = (goal.width(), goal.height());
    let mut rng = rng;
    check_level(goal, Level::Distance(d))?;
    let problem = Problem::new(goal.clone(), Some(goal.clone()))?;
    let tables = prepared.tables_for(&problem).map(Arc::as_ref);
    if matches!((w, h), (4, 4) | (5, 5)) && tables.is_none() {
        return Err(Error::NeedsPatternTables);
    }
    if *goal == Board::solved(w, h)? {
        crate::scramble::exact_distance(w, h, d, &mut rng, tables)
    } else {
        // A custom goal: walk away from it with the optimal solver as the oracle.
        let mut oracle = |b: &Board| distance(prepared, b);
        crate::scramble::at_distance_from(goal, d, &mut rng, &mut oracle)
    }
}

/// The exact distance of `b` from the prepared goal, by the optimal solver.
fn distance(prepared: &Prepared, b: &Board) -> Result<u32, Error> {
    let p = Problem::new(b.clone(), Some(prepared.goal.clone()))?;
    let plan = Prepared {
        solver: Solver::Optimal,
        ..prepared.clone()
    };
    let s = solve(&plan, &p, &Request::default())?;
    s.moves.map(|m| m.len() as u32).ok_or(Error::Stopped)
}

/// The levels a game of the prepared goal offers (name, level), easiest first: exact
/// distances on boards of 9 cells, on 4×4, and on 5×5 with its tables at hand; random moves
/// on other sizes.
pub fn levels(prepared: &Prepared) -> Vec<(&'static str, Level)> {
    let goal = &prepared.goal;
    let (w, h) = (goal.width(), goal.height());
    let [easy, medium, hard] = match w * h {
        9 => [8, 16, 24].map(Level::Distance),
        16 => [12, 25, 40].map(Level::Distance),
        // With the 24-puzzle's tables at hand its levels are exact distances too.
        25 if prepared.tables.is_some() => [15, 30, 50].map(Level::Distance),
        _ => [10, 30, 80].map(Level::Moves),
    };
    vec![
        ("easy", easy),
        ("medium", medium),
        ("hard", hard),
        ("random", Level::RandomState),
    ]
}

/// Every table the tiles declare (what `tables list` and `tables build` know).
pub fn tables() -> Vec<TableDef> {
    catalog::all()
}

/// The tables a partition's heuristic loads on a `w × h` board with goal blank `blank`:
/// the automaton of redundant move strings, its patterns', and with `dual` its dual
/// lookups' too.
pub fn tables_for(
    partition: Partition,
    (w, h, blank): (usize, usize, u8),
    dual: bool,
) -> Result<Vec<TableDef>, Error> {
    let patterns = match dual {
        true => catalog::tables_of(partition, w, h, blank)?,
        false => catalog::partition(partition, w, h, blank)?,
    };
    Ok(std::iter::once(catalog::paths()).chain(patterns).collect())
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

    /// A 5×5 board 10 random moves out, no tables: the hint is the exact search's, proven
    /// shortest, within the game's 90 ms (before: the fast solver's, 19 moves where 10 do).
    #[test]
    fn a_5x5_board_near_its_goal_gets_an_optimal_hint_without_tables() {
        use rand::SeedableRng;
        let goal = Board::solved(5, 5).unwrap();
        let prepared = Prepared::for_goal(goal.clone());
        for seed in 0..10 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let (start, moves) = crate::scramble::random_moves_from(&goal, 10, &mut rng).unwrap();
            let problem = Problem::new(start, Some(goal.clone())).unwrap();
            let budget = Budget::unlimited().with_timeout(Duration::from_millis(90));
            let h = hint(&prepared, &problem, &budget).unwrap();
            assert!(h.optimal, "seed {seed}");
            assert!(
                h.moves.len() <= moves.len(),
                "seed {seed}: {}",
                h.moves.len()
            );
        }
    }

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
        let plan = prepare(problem.goal(), &req, &src, &search::tables::silent).unwrap();
        let s = solve(&plan, &problem, &req).unwrap();
        let moves = s.moves.unwrap();
        assert!(s.optimal && moves.len() == 59 && problem.check(&moves));
        let past = Request {
            timeout: None,
            budget: Budget::unlimited().with_deadline(Budget::unlimited().now()),
            ..req
        };
        let s = solve(&plan, &problem, &past).unwrap();
        assert!(s.moves.is_none_or(|m| problem.check(&m) && m.len() >= 59));
    }

    #[test]
    fn the_policy_picks_by_size_and_tables_at_hand() {
        let src = InMemory::new();
        let p = |b: &str| Problem::new(Board::parse(b).unwrap(), None).unwrap();
        let p3 = p("8 6 7/2 5 4/3 0 1");
        let plan3 = prepare(
            p3.goal(),
            &Request::default(),
            &src,
            &search::tables::silent,
        )
        .unwrap();
        assert_eq!((plan3.solver, plan3.heuristic), (Solver::Optimal, None));
        let p5 = p("1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24");
        assert_eq!(
            prepare(
                p5.goal(),
                &Request::default(),
                &src,
                &search::tables::silent
            )
            .unwrap()
            .solver,
            Solver::Fast
        );
        // 4x4: 6-6-3 unless 7-8 is at hand (building 7-8 here would take minutes).
        let p4 = p("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15");
        let plan4 = prepare(
            p4.goal(),
            &Request::default(),
            &src,
            &search::tables::silent,
        )
        .unwrap();
        assert_eq!(plan4.heuristic, Some(Heuristic::Pdb(Partition::P663)));
        let s = solve(&plan4, &p4, &Request::default()).unwrap();
        assert_eq!(s.moves.map(|m| m.len()), Some(1));
        assert!(s.optimal);
        // A game: optimal with fitting tables (a hint proven on 4x4), fast on 5x5 (no
        // 24-puzzle tables cached here: its levels are random moves).
        let game4 = prepare(p4.goal(), &Request::game(), &src, &search::tables::silent).unwrap();
        let h = hint(&game4, &p4, &Budget::unlimited()).unwrap();
        assert!(h.optimal && h.moves.len() == 1);
        let game5 = prepare(p5.goal(), &Request::game(), &src, &search::tables::silent).unwrap();
        assert!(!game5.has_tables());
        assert_eq!(levels(&game5)[0], ("easy", Level::Moves(10)));
        assert_eq!(levels(&game4)[1], ("medium", Level::Distance(25)));
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
        let plan = prepare(p.goal(), &req, &src, &search::tables::silent).unwrap();
        let s = solve(&plan, &p, &req).unwrap();
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
        let plan = prepare(p.goal(), &req, &src, &search::tables::silent).unwrap();
        let s = solve(&plan, &p, &req).unwrap();
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
