//! The front door: everything the game, the command line and the web server do with the
//! cube goes through here, with the verbs every puzzle's door has — [`parse`] a cube (or
//! [`parse_stickers`] as shown), [`validate`] stickers, a [`Request`], [`prepare`] (the
//! tables it needs, loaded once), [`solve`] → [`Solved`], [`hint`], [`scramble`] at a
//! level, the [`levels`] a game offers, and the
//! [`tables`] the crate declares. The beginner's method is a solver of the door
//! ([`Solver::Human`]).
//!
//! The policy, written once here:
//!
//! * two-phase answers with its first solution of at most `--target` moves (20 when no
//!   target is given; with a time limit and no target it keeps shortening until the time
//!   runs out);
//! * the optimal solver takes two-phase's solution as its upper bound and searches every
//!   shorter length (two-phase racing it for shorter solutions), with the tables asked
//!   for, else the large ones when they are at hand (cached), else the small ones (built
//!   on first need); it counts in HTM only;
//! * a goal: the cube relative to it (two-phase and the optimal solver); a part (`--only`):
//!   the corners optimally from the exact corner table, the edges and the first two layers
//!   by filling the free pieces in (two-phase only);
//! * a game's hint: two-phase's solution, then the optimal search within the hint's budget
//!   when the small optimal tables are cached ([`hint`], [`Purpose::Game`]).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use search::clock::Stopwatch;

use messages::Message;
use rand::{RngCore, SeedableRng};
use search::tables::{self, Report, TableDef, TableSource};
use search::{Budget, Level, Named, Purpose};

pub use crate::cubie::CubieCube;
pub use crate::facelet::{parse_cube, FaceletCube, COLOUR_LETTERS};
pub use crate::geometry::FACES;
pub use crate::goal::Part;
pub use crate::notation::{format_moves, invert, length, parse_moves, Metric, Move};
pub use crate::optimal::Variant;
pub use crate::puzzle::canonical;
pub use crate::stages::{Method as StageMethod, Stages};
pub use crate::steps::step_label;
pub use crate::{apply_face_turns, apply_moves, GODS_NUMBER};

use crate::catalog;
use crate::corners::Corners;
use crate::cross::Crosses;
use crate::error::CubeError;
use crate::goal;
use crate::optimal::{self, OptimalTables};
use crate::tables::Tables;

/// The cube's solvers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Solver {
    /// Kociemba's two-phase algorithm: 20 moves or fewer in milliseconds.
    #[default]
    TwoPhase,
    /// The fewest moves (HTM), proven.
    Optimal,
    /// The layer-by-layer beginner's method, in seven named steps.
    Human,
}

impl search::Named for Solver {
    /// Every solver, as the command line lists them.
    const ALL: &'static [Solver] = &[Solver::TwoPhase, Solver::Optimal, Solver::Human];
    const WHAT: &'static str = "solver";

    /// The name on the command line and in the web API.
    fn name(self) -> &'static str {
        match self {
            Solver::TwoPhase => "two-phase",
            Solver::Optimal => "optimal",
            Solver::Human => "human",
        }
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Solver {
    type Err = CubeError;
    fn from_str(s: &str) -> Result<Solver, CubeError> {
        Ok(search::by_name(s)?)
    }
}

impl FromStr for Variant {
    type Err = CubeError;
    fn from_str(s: &str) -> Result<Variant, CubeError> {
        Ok(search::by_name(s)?)
    }
}

impl FromStr for Part {
    type Err = CubeError;
    fn from_str(s: &str) -> Result<Part, CubeError> {
        Ok(search::by_name(s)?)
    }
}

impl FromStr for Metric {
    type Err = CubeError;
    fn from_str(s: &str) -> Result<Metric, CubeError> {
        Ok(search::by_name(s)?)
    }
}

/// What a solve is asked for besides the cube.
#[derive(Clone, Debug)]
pub struct Request {
    /// The solver.
    pub solver: Solver,
    /// Two-phase: stop at the first solution of at most this many moves.
    pub target: Option<u32>,
    /// The longest the solve may take.
    pub timeout: Option<Duration>,
    /// How lengths are counted (the optimal solver minimises HTM only).
    pub metric: Metric,
    /// The optimal solver's tables (the best at hand when `None`).
    pub tables: Option<Variant>,
    /// Solve to this position instead of the solved cube.
    pub goal: Option<CubieCube>,
    /// Solve only this part, the other pieces left free.
    pub part: Option<Part>,
    /// Threads one optimal solve shares (on two or more, two-phase races it on one more).
    pub threads: usize,
    /// Whether the optimal solver may build its tables when none is cached (about a
    /// minute); a server's solve may not.
    pub build_tables: bool,
    /// The optimal solver: how many distinct optimal solutions to find (`usize::MAX`:
    /// every one); distinct after ordering the turns of opposite faces.
    pub solutions: usize,
    /// Whether to tell if every optimal solution was found ([`Solved::all_found`]): the
    /// search then looks for one more than `solutions`, so that finding none says there is
    /// no other.
    pub tell_all_found: bool,
    /// Cancellation and any other limit besides the timeout.
    pub budget: Budget,
    /// What the tables are prepared for (a solve, a game, scrambles).
    pub purpose: Purpose,
}

impl Default for Request {
    fn default() -> Request {
        Request {
            solver: Solver::TwoPhase,
            target: None,
            timeout: None,
            metric: Metric::Htm,
            tables: None,
            goal: None,
            part: None,
            threads: 1,
            build_tables: true,
            solutions: 1,
            tell_all_found: false,
            budget: Budget::unlimited(),
            purpose: Purpose::Solve,
        }
    }
}

impl Request {
    /// What a game asks for: its hints' and demonstrations' tables.
    pub fn game() -> Request {
        Request {
            purpose: Purpose::Game,
            ..Request::default()
        }
    }

    /// Refuses combinations no solver takes, before anything is solved.
    pub fn check(&self) -> Result<(), CubeError> {
        if self.solver == Solver::Optimal && self.metric != Metric::Htm {
            return Err(CubeError::OptimalCountsHtm);
        }
        if self.goal.is_some() && self.part.is_some() {
            return Err(CubeError::GoalAndPart);
        }
        let goal_ok = self.solver == Solver::TwoPhase || self.solver == Solver::Optimal;
        if (self.goal.is_some() && !goal_ok)
            || (self.part.is_some() && self.solver != Solver::TwoPhase)
        {
            return Err(CubeError::NoGoalForSolver {
                solver: self.solver.name(),
                part: self.part.is_some(),
            });
        }
        Ok(())
    }

    fn budget(&self) -> Budget {
        match self.timeout {
            Some(t) => self.budget.clone().with_timeout(t),
            None => self.budget.clone(),
        }
    }
}

/// One named step of a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Its name.
    pub label: messages::Message,
    /// Its face turns.
    pub turns: Vec<u8>,
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The solver that ran.
    pub solver: Solver,
    /// The solution as face turns (`3·face + turns − 1`); `None` when a time limit stopped
    /// the optimal solver before any solution was known.
    pub turns: Option<Vec<u8>>,
    /// The optimal solver's distinct optimal solutions, `turns` first (as many as asked
    /// for and found); empty for the other solvers.
    pub solutions: Vec<Vec<u8>>,
    /// Asked with [`Request::tell_all_found`]: whether `solutions` holds every distinct
    /// optimal solution there is (false: there are more, or the search was stopped).
    pub all_found: Option<bool>,
    /// Its named steps (the beginner's method's).
    pub steps: Vec<Step>,
    /// Whether its length is proven optimal (in the request's metric).
    pub optimal: bool,
    /// No solution is shorter than this (proven), when the solve proves a bound it has
    /// not reached.
    pub lower_bound: Option<u32>,
    /// Nodes searched (the optimal solver's).
    pub nodes: Option<u64>,
    /// Whether a time limit stopped the optimal solver.
    pub timed_out: bool,
    /// Two-phase's search: phase-1 nodes, phase-1 solutions, phase-2 nodes.
    pub effort: Option<[u64; 3]>,
    /// Whether two-phase reached its target length.
    pub reached_target: bool,
    /// The time of the solve itself, tables aside (milliseconds).
    pub millis: f64,
}

impl Solved {
    fn of(solver: Solver, turns: Vec<u8>, t0: &Stopwatch) -> Solved {
        Solved {
            solver,
            optimal: turns.is_empty(),
            turns: Some(turns),
            solutions: Vec::new(),
            all_found: None,
            steps: Vec::new(),
            lower_bound: None,
            nodes: None,
            timed_out: false,
            effort: None,
            reached_target: true,
            millis: t0.millis(),
        }
    }
}

/// What a request prepared: the tables its solves need, loaded.
#[derive(Clone)]
pub struct Prepared {
    two_phase: Arc<Tables>,
    optimal: Option<Arc<OptimalTables>>,
    corners: Option<Arc<Corners>>,
}

impl fmt::Debug for Prepared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Prepared")
            .field("optimal", &self.optimal.as_ref().map(|o| o.variant))
            .field("corners", &self.corners.is_some())
            .finish()
    }
}

impl Prepared {
    /// The optimal solver's tables it holds, if any: a game's hints are then proven
    /// shortest where their budget allows, and thinking ahead pays.
    pub fn optimal(&self) -> Option<Variant> {
        self.optimal.as_ref().map(|o| o.variant)
    }

    /// The two-phase tables' figures: each pruning table's name, entries, mean and largest
    /// depth.
    pub fn two_phase_figures(&self) -> Vec<(Message, usize, f64, u8)> {
        self.two_phase.summary()
    }

    /// The optimal tables' figures: their bytes, base value and how many cosets read each
    /// value (from 0).
    pub fn optimal_figures(&self) -> Option<(usize, u8, Vec<u64>)> {
        let o = self.optimal.as_ref()?;
        let h = o.histogram();
        let last = h.iter().rposition(|&c| c > 0).unwrap_or(0);
        Some((o.table.bytes(), o.table.base(), h[..=last].to_vec()))
    }
}

/// A cube read from text: Kociemba's 54 letters (faces U R F D L B) or the same in colours,
/// checked to be a real cube (else what is wrong: the piece, the twist, the parity).
pub fn parse(text: &str) -> Result<CubieCube, CubeError> {
    parse_cube(text)
}

/// The stickers as shown (a cube held any way up, its centres wherever the turns left
/// them), read from text and checked to be a real cube.
pub fn parse_stickers(text: &str) -> Result<FaceletCube, CubeError> {
    let (symbols, chars) = FaceletCube::parse_symbols(text)?;
    symbols.read_against_centres().to_cubie(Some(&chars))?;
    Ok(symbols)
}

/// The cube that stickers show, read against their centres (so held another way up it is
/// the same cube); the error says what is wrong when they are no real cube.
pub fn validate(stickers: &FaceletCube) -> Result<CubieCube, CubeError> {
    stickers.read_against_centres().to_cubie(None)
}

/// The tables a request needs, loaded: two-phase's always; the optimal solver's for an
/// optimal solve (those asked for, else the largest cached, else the small ones, built
/// on first need unless the request may not build them) and for a game (those asked for,
/// else the small ones only when cached: 325 MB; the large ones are not loaded for a game
/// unasked, 2.6 GB); the exact corner table for `--only corners`.
pub fn prepare(
    req: &Request,
    source: &dyn TableSource,
    report: Report,
) -> Result<Prepared, CubeError> {
    req.check()?;
    let two_phase = tables::get(source, &catalog::two_phase(), report)?;
    let optimal = match req.purpose {
        Purpose::Game => {
            let def = catalog::optimal(req.tables.unwrap_or(Variant::Small));
            match source.has(&def) || req.tables.is_some() {
                true => Some(tables::get(source, &def, report)?),
                false => None,
            }
        }
        Purpose::Solve if req.solver == Solver::Optimal => {
            let at_hand = match req.tables {
                Some(v) => source.has(&catalog::optimal(v)),
                None => cached_optimal(source).is_some(),
            };
            if !req.build_tables && !at_hand {
                return Err(CubeError::OptimalTablesNotBuilt);
            }
            let v = req
                .tables
                .or_else(|| cached_optimal(source))
                .unwrap_or_else(|| first_built(source));
            Some(tables::get(source, &catalog::optimal(v), report)?)
        }
        _ => None,
    };
    let corners = match req.part {
        Some(Part::Corners) => Some(tables::get::<Corners>(source, &catalog::corners(), report)?),
        _ => None,
    };
    Ok(Prepared {
        two_phase,
        optimal,
        corners,
    })
}

/// The optimal tables a solve builds when none is cached: the small set (325 MB, a minute
/// or two), or where the source cannot hold it (a browser), the tiny one.
fn first_built(source: &dyn TableSource) -> Variant {
    match source.holds(&catalog::optimal(Variant::Small)) {
        true => Variant::Small,
        false => Variant::Tiny,
    }
}

/// The largest optimal tables in the cache.
fn cached_optimal(source: &dyn TableSource) -> Option<Variant> {
    [Variant::Large, Variant::Small, Variant::Tiny]
        .into_iter()
        .find(|&v| source.has(&catalog::optimal(v)))
}

/// The length two-phase stops at: the target asked for; else, with a time limit, none (0:
/// keep improving until the time runs out); else God's number.
fn target_of(req: &Request) -> u32 {
    match (req.target, req.timeout) {
        (Some(t), _) => t,
        (None, Some(_)) => 0,
        (None, None) => GODS_NUMBER,
    }
}

/// Solves `cube` as asked, with the tables `prepare` loaded for the request.
pub fn solve(prepared: &Prepared, cube: &CubieCube, req: &Request) -> Result<Solved, CubeError> {
    req.check()?;
    if req.solver == Solver::Human {
        let t0 = req.budget().stopwatch();
        let steps = crate::human::solve(cube)?;
        let all: Vec<u8> = steps.iter().flat_map(|s| s.moves.clone()).collect();
        return Ok(Solved {
            steps: steps
                .into_iter()
                .map(|s| Step {
                    label: crate::human::step_label(s.step),
                    turns: s.moves,
                })
                .collect(),
            ..Solved::of(Solver::Human, all, &t0)
        });
    }
    let t = &prepared.two_phase;
    if let Some(part) = req.part {
        return Ok(solve_part(t, prepared.corners.as_deref(), cube, part, req));
    }
    let cube = match &req.goal {
        Some(g) => goal::relative(cube, g),
        None => *cube,
    };
    if req.solver == Solver::Optimal {
        let o = prepared
            .optimal
            .as_deref()
            .ok_or(CubeError::OptimalTablesNotBuilt)?;
        return Ok(optimal_solve(t, o, &cube, req, &req.budget()));
    }
    let t0 = req.budget().stopwatch();
    let r = crate::solver::solve(t, &cube, target_of(req), &req.budget());
    let turns = r.moves.ok_or(CubeError::NoSolutionInTime)?;
    Ok(Solved {
        effort: Some([r.nodes, r.leaves, r.nodes2]),
        reached_target: r.reached_target,
        ..Solved::of(Solver::TwoPhase, turns, &t0)
    })
}

/// `--only`: the part solved, the rest left free (the corners optimally).
fn solve_part(
    t: &Tables,
    corners: Option<&Corners>,
    cube: &CubieCube,
    part: Part,
    req: &Request,
) -> Solved {
    let t0 = req.budget().stopwatch();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let turns = goal::solve_part(t, corners, cube, part, &req.budget(), &mut rng);
    let exact = turns.is_empty() || (part == Part::Corners && req.metric == Metric::Htm);
    Solved {
        optimal: exact,
        ..Solved::of(Solver::TwoPhase, turns, &t0)
    }
}

/// An optimal solve: two-phase's first solution (at most 20 moves, milliseconds) as the
/// upper bound, then every shorter length searched on the request's threads (raced by
/// two-phase looking for shorter ones, [`optimal::solve`]); up to
/// `req.solutions` distinct optimal solutions (`usize::MAX`: all), and with
/// `req.tell_all_found` one more looked for, to tell whether they are all. Stopped by the
/// budget, it keeps the best solution known and the bound proven.
fn optimal_solve(
    t: &Tables,
    o: &OptimalTables,
    cube: &CubieCube,
    req: &Request,
    budget: &Budget,
) -> Solved {
    let t0 = req.budget().stopwatch();
    // Two-phase's first solution is at hand in milliseconds, except on a few symmetric
    // positions (the superflip: seconds): within the budget, or none.
    let upper = crate::solver::solve(t, cube, GODS_NUMBER, budget).moves;
    let want = req.solutions.max(1);
    let look_for = if req.tell_all_found {
        want.saturating_add(1)
    } else {
        want
    };
    let racer = optimal::Racer::two_phase(t, cube);
    let mut r = optimal::solve(o, cube, upper, look_for, req.threads, budget, Some(racer));
    // Fewer found than looked for, the search complete: there is no other.
    let all_found = req
        .tell_all_found
        .then_some(r.optimal && r.complete && r.solutions.len() <= want);
    r.solutions.truncate(want);
    Solved {
        solver: Solver::Optimal,
        turns: r.solutions.first().cloned(),
        solutions: if r.optimal { r.solutions } else { Vec::new() },
        all_found,
        steps: Vec::new(),
        optimal: r.optimal,
        lower_bound: (!r.optimal).then_some(r.lower_bound),
        nodes: Some(r.nodes),
        timed_out: !r.complete,
        effort: None,
        reached_target: true,
        millis: t0.millis(),
    }
}

/// A position at `level`, and the moves that make it from solved when there are such:
/// random face turns (never a face twice in a row, nor three turns of one axis), or a cube
/// drawn uniformly from all reachable ones — with the prepared tables, as a random-state
/// scramble to apply to a real cube (the inverse of two-phase's solution, at least two
/// moves, as WCA scramblers make them). The cube has no levels by distance.
pub fn scramble(
    prepared: Option<&Prepared>,
    level: Level,
    rng: &mut dyn RngCore,
) -> Result<(CubieCube, Option<Vec<Move>>), CubeError> {
    match (level, prepared) {
        (Level::Moves(n), _) => {
            let moves = crate::scramble::random_moves(rng, n);
            Ok((crate::apply_moves(&moves), Some(moves)))
        }
        (Level::RandomState, Some(p)) => {
            let (moves, cube) = crate::scramble::random_state(rng, &p.two_phase);
            Ok((cube, Some(moves)))
        }
        (Level::RandomState, None) => Ok((crate::scramble::random_cube(rng), None)),
        (Level::Distance(_), _) => Err(CubeError::NoDistanceLevels),
    }
}

/// The levels a game offers (name, level), easiest first.
pub fn levels() -> Vec<(&'static str, Level)> {
    vec![
        ("easy", Level::Moves(5)),
        ("medium", Level::Moves(12)),
        ("hard", Level::Moves(25)),
        ("random", Level::RandomState),
    ]
}

/// Moves that make `cube` from solved (a share link's `setup-alg`): two-phase's solution,
/// inverted.
pub fn setup_moves(prepared: &Prepared, cube: &CubieCube) -> Option<Vec<Move>> {
    let r = crate::solver::solve(&prepared.two_phase, cube, GODS_NUMBER, &Budget::unlimited());
    let moves: Vec<Move> = r.moves?.iter().map(|&m| Move::face(m)).collect();
    Some(crate::notation::invert(&moves))
}

/// The step of the beginner's method `cube` is at (from 0; [`method_steps`] of them): what
/// a hint says of it.
pub fn method_step(cube: &CubieCube) -> usize {
    crate::human::current_step(cube)
}

/// A solve split into its stages (CFOP's or the beginner's method's, whichever fits):
/// `cubes[i]` is the cube after `i` moves of the solve's final line, read against its
/// centres.
pub fn stages(cubes: &[CubieCube]) -> Stages {
    crate::stages::split(cubes)
}

/// How many steps the beginner's method has.
pub fn method_steps() -> usize {
    crate::human::STEPS.len()
}

/// Every table the cube declares (what `tables list` and `tables build` know).
pub fn tables() -> Vec<TableDef> {
    catalog::all()
}

/// The cross tables (the cross trainer's, and the shortest crosses after a solve).
pub fn cross_table() -> TableDef {
    catalog::crosses()
}

/// A trainer's tables: two-phase's, which makes every drill's scramble, and the cross
/// tables.
pub struct Trainer {
    two_phase: Arc<Tables>,
    crosses: Arc<Crosses>,
}

impl fmt::Debug for Trainer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Trainer").finish_non_exhaustive()
    }
}

impl Trainer {
    /// The tables from `source` (built there when it has none).
    pub fn load(source: &dyn TableSource, report: Report) -> Result<Trainer, CubeError> {
        Ok(Trainer {
            two_phase: tables::get(source, &catalog::two_phase(), report)?,
            crosses: tables::get(source, &catalog::crosses(), report)?,
        })
    }

    /// A drill of `subset`.
    pub fn drill(&self, subset: &crate::Subset, rng: &mut dyn RngCore) -> crate::Drill {
        crate::trainer::drill(subset, &self.two_phase, Some(&self.crosses), rng)
    }

    /// How many face turns the white (U) cross needs in `cube`.
    pub fn cross_length(&self, cube: &CubieCube) -> u8 {
        self.crosses.distance(0, cube)
    }

    /// The shortest cross of each colour in `cube`: its face (as the cube is held, white
    /// up and green in front: `U R F D L B`) and its face turns.
    pub fn shortest_crosses(&self, cube: &CubieCube) -> Vec<(char, Vec<Move>)> {
        "URFDLB"
            .chars()
            .enumerate()
            .map(|(face, letter)| {
                let turns = self.crosses.solve(face, cube);
                (letter, turns.into_iter().map(Move::face).collect())
            })
            .collect()
    }
}

/// The two-phase solver's tables.
pub fn two_phase_table() -> TableDef {
    catalog::two_phase()
}

/// The optimal solver's tables of one size.
pub fn optimal_table(v: Variant) -> TableDef {
    catalog::optimal(v)
}

/// Optimal solutions a game has proven, by position: the rest of an optimal solution is an
/// optimal solution of the position it reaches, so a player who follows a proven hint gets
/// the next one at once (and proven) however far from solved, and so does a
/// demonstration's plan. Bounded: forgotten all at once past [`Proven::CAPACITY`].
#[derive(Debug, Default)]
pub struct Proven {
    known: std::sync::Mutex<std::collections::HashMap<CubieCube, Vec<u8>>>,
}

impl Proven {
    /// Positions kept at most.
    pub const CAPACITY: usize = 4096;

    /// The optimal solution of `cube` proven before, if any.
    pub fn get(&self, cube: &CubieCube) -> Option<Vec<u8>> {
        let known = self.known.lock().unwrap_or_else(|e| e.into_inner());
        known.get(cube).cloned()
    }

    /// Keeps `turns`, an optimal solution of `cube`, and its every tail.
    pub fn keep(&self, cube: &CubieCube, turns: &[u8]) {
        let mut known = self.known.lock().unwrap_or_else(|e| e.into_inner());
        if known.len() + turns.len() > Self::CAPACITY {
            known.clear();
        }
        let mut c = *cube;
        for i in 0..turns.len() {
            known.insert(c, turns[i..].to_vec());
            c = crate::apply_face_turns(&c, &turns[i..=i]);
        }
    }
}

/// How much earlier than its deadline a game's optimal search stops (the threads' polling
/// and joining).
const GAME_MARGIN: Duration = Duration::from_millis(8);

/// A game's hint: a good solution from the position, and whether it is proven shortest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The face turns, in order (the first is the hint).
    pub moves: Vec<Move>,
    /// Whether they are proven shortest (HTM).
    pub optimal: bool,
}

/// A game's hint or demonstration: two-phase's solution within the budget, then, with the
/// optimal tables, the optimal search on `threads` threads for what is left of it (the
/// two-phase solution when that runs out); a position whose optimal solution `known`
/// proved before gets it at once.
pub fn hint(
    prepared: &Prepared,
    cube: &CubieCube,
    known: &Proven,
    threads: usize,
    budget: &Budget,
) -> Result<Hint, CubeError> {
    let (turns, optimal) = game_turns(prepared, cube, known, threads, budget)?;
    Ok(Hint {
        moves: turns.iter().map(|&t| Move::face(t)).collect(),
        optimal,
    })
}

fn game_turns(
    prepared: &Prepared,
    cube: &CubieCube,
    known: &Proven,
    threads: usize,
    budget: &Budget,
) -> Result<(Vec<u8>, bool), CubeError> {
    if let Some(turns) = known.get(cube) {
        return Ok((turns, true));
    }
    let found = crate::solver::solve(&prepared.two_phase, cube, GODS_NUMBER, budget);
    let turns = found.moves.ok_or(CubeError::NoSolutionInTime)?;
    // The search's threads notice the deadline within a few milliseconds: it ends early
    // by as much, so the hint keeps its budget.
    let inner = match budget.deadline() {
        Some(d) => budget.clone().with_deadline(d.saturating_sub(GAME_MARGIN)),
        None => budget.clone(),
    };
    Ok(match prepared.optimal.as_deref() {
        Some(o) => {
            let racer = optimal::Racer::two_phase(&prepared.two_phase, cube);
            let r = optimal::solve(
                o,
                cube,
                Some(turns.clone()),
                1,
                threads,
                &inner,
                Some(racer),
            );
            match r.solutions.into_iter().next() {
                Some(best) => {
                    if r.optimal {
                        known.keep(cube, &best);
                    }
                    (best, r.optimal)
                }
                None => (turns, false),
            }
        }
        None => (turns, false),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use search::tables::InMemory;

    #[test]
    fn names_round_trip() {
        for &s in Solver::ALL {
            assert_eq!(s.name().parse::<Solver>(), Ok(s));
        }
        for &v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        for &p in Part::ALL {
            assert_eq!(p.name().parse::<Part>(), Ok(p));
        }
        assert!(matches!(
            "three-phase".parse::<Solver>(),
            Err(CubeError::UnknownName(search::UnknownName {
                what: "solver",
                ..
            }))
        ));
    }

    #[test]
    fn requests_no_solver_takes_are_refused() {
        let r = Request {
            solver: Solver::Optimal,
            metric: Metric::Qtm,
            ..Request::default()
        };
        assert_eq!(r.check(), Err(CubeError::OptimalCountsHtm));
        let r = Request {
            solver: Solver::Human,
            part: Some(Part::Edges),
            ..Request::default()
        };
        assert!(matches!(r.check(), Err(CubeError::NoGoalForSolver { .. })));
    }

    #[test]
    fn a_solve_that_may_not_build_tables_says_they_are_missing() {
        let src = InMemory::new();
        let req = Request {
            solver: Solver::Optimal,
            build_tables: false,
            ..Request::default()
        };
        let r = prepare(&req, &src, &search::tables::silent).map(|_| ());
        assert_eq!(r, Err(CubeError::OptimalTablesNotBuilt));
    }

    #[test]
    fn two_phase_and_the_method_solve() {
        let src = InMemory::new();
        let c = crate::apply_moves(&crate::parse_moves("R U R' U' F2 D").unwrap());
        let p = prepare(&Request::default(), &src, &search::tables::silent).unwrap();
        let s = solve(&p, &c, &Request::default()).unwrap();
        let turns = s.turns.unwrap();
        assert!(turns.len() <= 6);
        assert_eq!(crate::apply_face_turns(&c, &turns), CubieCube::SOLVED);
        let human = Request {
            solver: Solver::Human,
            ..Request::default()
        };
        let s = solve(&p, &c, &human).unwrap();
        assert_eq!(s.steps.len(), 7);
        assert_eq!(s.steps[0].label.english(), "white cross");
        let all: Vec<u8> = s.steps.iter().flat_map(|s| s.turns.clone()).collect();
        assert_eq!(Some(all), s.turns);
    }

    #[test]
    fn scrambles_are_at_their_level_and_a_setup_makes_the_cube() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let src = InMemory::new();
        let p = prepare(&Request::default(), &src, &search::tables::silent).unwrap();
        let (cube, moves) = scramble(None, Level::Moves(12), &mut rng).unwrap();
        assert_eq!(moves.as_ref().map(Vec::len), Some(12));
        assert_eq!(crate::apply_moves(&moves.unwrap()), cube);
        let (cube, random) = scramble(Some(&p), Level::RandomState, &mut rng).unwrap();
        assert_eq!(crate::apply_moves(&random.unwrap()), cube);
        let setup = setup_moves(&p, &cube).unwrap();
        assert_eq!(crate::apply_moves(&setup), cube);
        assert_eq!(
            scramble(None, Level::Distance(3), &mut rng),
            Err(CubeError::NoDistanceLevels)
        );
        assert_eq!(levels().len(), 4);
        assert_eq!(method_steps(), 7);
        assert_eq!(method_step(&CubieCube::SOLVED), 7);
    }
}
