//! The front door: every solve of the Five Rings — the command line's, the web server's,
//! a game's hint or demonstration — goes through [`load`] and [`run`] (or [`solve`], both
//! at once) with a [`Request`], and gets one [`Solved`].
//!
//! The policy, written once here:
//!
//! * the tables: those asked for; else, for the optimal solver in the click metric, the
//!   two-colour tables when they are at hand (cached), else the colour table; the
//!   two-colour tables serve only the optimal and fast solvers in the click metric;
//! * an optimal search stopped by its time limit answers with its lower bound, and with
//!   `fallback` the fast solver's solution too;
//! * a game: the optimal solver for a third of the hint's budget, then a narrower beam
//!   shortened by meeting in the middle ([`for_game`]); the classic method's tables are
//!   loaded when a demonstration of the method asks for them ([`classic_tables`]).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::Rng;
use search::tables::{self, Report, TableSource};
use search::{Budget, Named};

use crate::catalog;
use crate::classic::{ClassicStep, ClassicTables};
use crate::error::RingsError;
use crate::fast::{self, WIDTH};
use crate::masks::N_CLICKS;
use crate::moves::{clicks, Turn};
use crate::pair::{self, PairKind, PairTables, SetTable};
use crate::pdb::{self, ColourTables, Metric};
use crate::prune::Pruner;
use crate::state::State;

/// The Five Rings solvers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Solver {
    /// A short solution quickly (beam search).
    #[default]
    Fast,
    /// Fewest clicks (or turns), proven.
    Optimal,
    /// The classic three-step method, as named steps a person can follow.
    Classic,
}

impl search::Named for Solver {
    /// Every solver, as the command line lists them.
    const ALL: &'static [Solver] = &[Solver::Optimal, Solver::Fast, Solver::Classic];
    const WHAT: &'static str = "solver";

    /// The name on the command line and in the web API.
    fn name(self) -> &'static str {
        match self {
            Solver::Fast => "fast",
            Solver::Optimal => "optimal",
            Solver::Classic => "classic",
        }
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which tables the optimal and fast solvers use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TableSet {
    /// The per-colour table (6.7 MB, built in about 2 s).
    #[default]
    Small,
    /// Also the two-colour tables (1.2 GB, built once, in minutes).
    Large,
}

impl search::Named for TableSet {
    /// Both sets.
    const ALL: &'static [TableSet] = &[TableSet::Small, TableSet::Large];
    const WHAT: &'static str = "table set";

    /// The name on the command line.
    fn name(self) -> &'static str {
        match self {
            TableSet::Small => "small",
            TableSet::Large => "large",
        }
    }
}

impl FromStr for Solver {
    type Err = RingsError;
    fn from_str(s: &str) -> Result<Solver, RingsError> {
        Ok(search::by_name(s)?)
    }
}

impl FromStr for TableSet {
    type Err = RingsError;
    fn from_str(s: &str) -> Result<TableSet, RingsError> {
        Ok(search::by_name(s)?)
    }
}

impl FromStr for Metric {
    type Err = RingsError;
    fn from_str(s: &str) -> Result<Metric, RingsError> {
        Ok(search::by_name(s)?)
    }
}

/// What a solve is asked for besides the position.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// The solver.
    pub solver: Solver,
    /// The metric the optimal solver minimises (both counts are always reported).
    pub metric: Metric,
    /// The tables (the best at hand when `None`).
    pub tables: Option<TableSet>,
    /// The longest the optimal search may take.
    pub timeout: Option<Duration>,
    /// When the optimal search stops early, answer with the fast solver's solution too.
    pub fallback: bool,
    /// Threads one optimal search with the two-colour tables shares.
    pub threads: usize,
    /// Cancellation and any other limit besides the timeout.
    pub budget: Budget,
}

/// The tables a solve uses, loaded.
#[derive(Clone)]
pub struct Loaded {
    /// The set.
    pub set: TableSet,
    clicks: Arc<ColourTables>,
    turns: Option<Arc<ColourTables>>,
    classic: Option<Arc<ClassicTables>>,
    pairs: Option<Arc<PairTables>>,
}

impl Loaded {
    /// Whether the two-colour tables are loaded (each search then uses every thread).
    pub fn large(&self) -> bool {
        self.pairs.is_some()
    }
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The solver that ran.
    pub solver: Solver,
    /// The solution (`None` when a time limit stopped the optimal search and there was no
    /// fallback).
    pub turns: Option<Vec<Turn>>,
    /// The classic method's named steps.
    pub steps: Vec<ClassicStep>,
    /// Whether its length is proven optimal.
    pub optimal: bool,
    /// No solution is shorter than this (proven), for the optimal solver.
    pub lower_bound: Option<u32>,
    /// Nodes searched, for the optimal solver.
    pub nodes: Option<u64>,
    /// Whether a time limit stopped the optimal search.
    pub timed_out: bool,
    /// The time of the solve itself, tables aside (milliseconds).
    pub millis: f64,
}

/// The tables a request uses: those asked for; else the two-colour tables for the optimal
/// solver in the click metric when they are at hand; else the small ones.
pub fn table_set(req: &Request, source: &dyn TableSource) -> TableSet {
    if let Some(set) = req.tables {
        return set;
    }
    let large = req.solver == Solver::Optimal
        && req.metric == Metric::Clicks
        && PairKind::ALL.iter().all(|&k| source.has(&catalog::pair(k)));
    if large {
        TableSet::Large
    } else {
        TableSet::Small
    }
}

/// The click-metric colour table (the fast solver, scrambles and hints use it).
pub fn colour_tables(
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<ColourTables>, RingsError> {
    Ok(tables::get(
        source,
        &catalog::colour(Metric::Clicks),
        report,
    )?)
}

/// The classic method's tables.
pub fn classic_tables(
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<ClassicTables>, RingsError> {
    Ok(tables::get(source, &catalog::classic(), report)?)
}

/// The two-colour tables (built in minutes on all cores when not cached).
pub fn pair_tables(
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<PairTables>, RingsError> {
    let adjacent = tables::get::<SetTable>(source, &catalog::pair(PairKind::Adjacent), report)?;
    let apart = tables::get::<SetTable>(source, &catalog::pair(PairKind::Apart), report)?;
    let pairs = PairTables::new(adjacent, apart).ok_or(RingsError::MismatchedTables)?;
    Ok(Arc::new(pairs))
}

/// Loads the tables a request needs.
pub fn load(req: &Request, source: &dyn TableSource, report: Report) -> Result<Loaded, RingsError> {
    let set = table_set(req, source);
    let mut loaded = Loaded {
        set,
        clicks: colour_tables(source, report)?,
        turns: None,
        classic: None,
        pairs: None,
    };
    if set == TableSet::Large {
        if req.solver == Solver::Classic || req.metric != Metric::Clicks {
            return Err(RingsError::LargeTablesNeedClicks);
        }
        loaded.pairs = Some(pair_tables(source, report)?);
    } else if req.solver == Solver::Classic {
        loaded.classic = Some(classic_tables(source, report)?);
    } else if req.solver == Solver::Optimal && req.metric == Metric::Turns {
        loaded.turns = Some(tables::get(
            source,
            &catalog::colour(Metric::Turns),
            report,
        )?);
    }
    if req.solver == Solver::Optimal && req.metric == Metric::Clicks {
        // The duplicate-pruning automaton (a quarter of a second), before any clock starts.
        Pruner::shared();
    }
    Ok(loaded)
}

/// Solves one position with the tables loaded.
pub fn run(state: &State, loaded: &Loaded, req: &Request) -> Solved {
    let t0 = Instant::now();
    let done = |turns: Option<Vec<Turn>>, optimal: bool| Solved {
        solver: req.solver,
        turns,
        steps: Vec::new(),
        optimal,
        lower_bound: None,
        nodes: None,
        timed_out: false,
        millis: t0.elapsed().as_secs_f64() * 1e3,
    };
    match req.solver {
        Solver::Fast => {
            let sol = match &loaded.pairs {
                Some(pairs) => fast::beam(state, pairs.as_ref(), WIDTH),
                None => fast::beam(state, loaded.clicks.as_ref(), WIDTH),
            };
            done(sol, state.is_solved())
        }
        Solver::Classic => {
            let steps = match &loaded.classic {
                Some(t) => crate::classic::solve_classic_with(t, state),
                None => crate::classic::solve_classic(state),
            };
            let all: Vec<Turn> = steps.iter().flat_map(|s| s.moves.clone()).collect();
            Solved {
                steps,
                ..done(Some(all), state.is_solved())
            }
        }
        Solver::Optimal => {
            let budget = match req.timeout {
                Some(t) => req.budget.clone().with_timeout(t),
                None => req.budget.clone(),
            };
            let tables = loaded.clicks.as_ref();
            let r = match (&loaded.turns, &loaded.pairs) {
                (Some(turns), _) => pdb::solve_optimal_turns(state, turns, &budget),
                (None, Some(pairs)) => {
                    pair::solve_optimal_large(state, tables, pairs, &budget, req.threads.max(1))
                }
                (None, None) => pdb::solve_optimal(state, tables, &budget),
            };
            let found = r.solution.is_some();
            let turns = match r.solution {
                Some(sol) => Some(sol),
                None if req.fallback && !req.budget.cancelled() => fast::beam(state, tables, WIDTH),
                None => None,
            };
            Solved {
                lower_bound: Some(r.lower_bound),
                nodes: Some(r.nodes),
                timed_out: !found,
                ..done(turns, found)
            }
        }
    }
}

/// Loads and solves.
pub fn solve(
    state: &State,
    req: &Request,
    source: &dyn TableSource,
    report: Report,
) -> Result<Solved, RingsError> {
    Ok(run(state, &load(req, source, report)?, req))
}

/// The tables a game's hints use: the click-metric colour table (and the duplicate-pruning
/// automaton, since hints search optimally).
pub fn game_tables(
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<ColourTables>, RingsError> {
    Pruner::shared();
    colour_tables(source, report)
}

/// A game's hint or demonstration: the optimal solver for a third of the budget, then the
/// fast solver's narrower beam, shortened. Returns the unit clicks and whether they are
/// proven shortest.
pub fn for_game(
    state: &State,
    tables: &ColourTables,
    budget: &Budget,
) -> Result<(Vec<Turn>, bool), RingsError> {
    let opt = pdb::solve_optimal(state, tables, &budget.share(1.0 / 3.0));
    if let Some(sol) = opt.solution {
        return Ok((unit_clicks(&sol), true));
    }
    if budget.cancelled() {
        return Err(RingsError::Cancelled);
    }
    let sol = fast::beam(state, tables, WIDTH / 3).ok_or(RingsError::NoSolution)?;
    Ok((unit_clicks(&fast::shorten(state, &sol)), false))
}

/// Turns as unit clicks.
pub fn unit_clicks(turns: &[Turn]) -> Vec<Turn> {
    turns
        .iter()
        .flat_map(|t| t.unit_moves())
        .map(Turn::click)
        .collect()
}

/// The largest `--distance` offered: each step of the walk is proven by an optimal search.
pub const MAX_DISTANCE: u32 = 14;

/// A position exactly `d` clicks from solved (at most [`MAX_DISTANCE`]), each step of the
/// walk proven by an optimal search of at most 10 s.
pub fn scramble_at_distance<R: Rng + ?Sized>(
    d: u32,
    rng: &mut R,
    tables: &ColourTables,
) -> Result<State, RingsError> {
    if d > MAX_DISTANCE {
        return Err(RingsError::DistanceTooFar {
            distance: d,
            max: MAX_DISTANCE,
        });
    }
    let mut oracle = |s: &State| {
        let budget = Budget::unlimited().with_timeout(Duration::from_secs(10));
        pdb::solve_optimal(s, tables, &budget)
            .solution
            .map(|p| clicks(&p))
    };
    crate::scramble::at_distance(d, rng, &mut oracle)
        .ok_or(RingsError::DistanceNotProven { distance: d })
}

/// A hint for the game: the next click of the best solution known, and what is known about
/// the distance after each of the 12 clicks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The click to make next.
    pub next: Turn,
    /// The length in clicks of the solution it belongs to.
    pub solution_clicks: u32,
    /// Whether that solution is proven optimal.
    pub optimal: bool,
    /// For each unit move (`2·ring` clockwise, `2·ring + 1` counter-clockwise), the optimal
    /// distance after it, where it could be proven within the budget.
    pub distances: [Option<u32>; N_CLICKS],
}

/// A hint within `budget` (about 100 ms suits a game): the optimal solution when it can be
/// proven in time, else the fast solver's; then the exact distance after each click, as
/// far as the rest of the budget allows. `None` for the solved puzzle.
pub fn hint(state: &State, tables: &ColourTables, budget: &Budget) -> Option<Hint> {
    if state.is_solved() {
        return None;
    }
    let (solution, proven) = match pdb::solve_optimal(state, tables, budget).solution {
        Some(p) => (p, true),
        None => (fast::beam(state, tables, WIDTH / 3)?, false),
    };
    let units = unit_clicks(&solution);
    let next = *units.first()?;
    let mut distances = [None; N_CLICKS];
    for (m, d) in distances.iter_mut().enumerate() {
        if budget.exhausted(0) {
            break;
        }
        let mut s = *state;
        s.click(m as u8);
        *d = pdb::solve_optimal(&s, tables, budget)
            .solution
            .map(|p| p.len() as u32);
    }
    Some(Hint {
        next,
        solution_clicks: units.len() as u32,
        optimal: proven,
        distances,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use search::tables::InMemory;

    fn source() -> &'static InMemory {
        static S: std::sync::OnceLock<InMemory> = std::sync::OnceLock::new();
        S.get_or_init(InMemory::new)
    }

    #[test]
    fn names_round_trip() {
        for &s in Solver::ALL {
            assert_eq!(s.name().parse::<Solver>(), Ok(s));
        }
        for &m in Metric::ALL {
            assert_eq!(m.name().parse::<Metric>(), Ok(m));
        }
        assert!(matches!(
            "slow".parse::<Solver>(),
            Err(RingsError::UnknownName { .. })
        ));
    }

    #[test]
    fn the_policy_keeps_the_large_tables_to_clicks() {
        let src = source();
        let req = Request {
            solver: Solver::Classic,
            tables: Some(TableSet::Large),
            ..Request::default()
        };
        assert!(matches!(
            load(&req, src, &search::tables::silent),
            Err(RingsError::LargeTablesNeedClicks)
        ));
        let req = Request {
            solver: Solver::Optimal,
            ..Request::default()
        };
        assert_eq!(table_set(&req, src), TableSet::Small, "not cached here");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let (s, _) = crate::scramble::random_clicks(6, &mut rng);
        let r = solve(&s, &req, src, &search::tables::silent).unwrap();
        assert!(r.optimal && r.lower_bound == Some(clicks(r.turns.as_ref().unwrap())));
    }

    #[test]
    fn hints_point_down_hill() {
        let t = colour_tables(source(), &search::tables::silent).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        let (s, _) = crate::scramble::random_clicks(8, &mut rng);
        let h = hint(
            &s,
            &t,
            &Budget::unlimited().with_timeout(Duration::from_millis(500)),
        )
        .unwrap();
        let best = pdb::solve_optimal(&s, &t, &Budget::unlimited())
            .solution
            .unwrap()
            .len() as u32;
        assert_eq!(h.solution_clicks, best);
        assert!(h.optimal);
        let after = h.distances[h.next.ring as usize * 2 + usize::from(h.next.clicks < 0)];
        assert_eq!(after, Some(best - 1));
        let known = h.distances.iter().flatten().count();
        assert!(known >= 1);
        assert!(h
            .distances
            .iter()
            .flatten()
            .all(|&d| d + 1 >= best && d <= best + 1));
    }

    #[test]
    fn a_game_gets_clicks() {
        let t = colour_tables(source(), &search::tables::silent).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        let s = crate::scramble::random_state(&mut rng);
        let budget = Budget::unlimited().with_timeout(Duration::from_millis(300));
        let (moves, _) = for_game(&s, &t, &budget).unwrap();
        assert!(moves.iter().all(|m| m.clicks.abs() == 1));
        let mut x = s;
        x.apply(&moves);
        assert!(x.is_solved());
    }
}
