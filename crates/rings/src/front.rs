//! The front door: everything the game, the command line and the web server do with the
//! Five Rings goes through here, with the verbs every puzzle's door has — [`parse`] a
//! position (every colouring with seven of each colour is reachable: a parsed position is
//! valid), a [`Request`], [`prepare`] (the tables it needs, loaded once), [`solve`] →
//! [`Solved`], [`hint`], [`scramble`] at a level, the [`levels`] a game offers, and the
//! [`tables`] the crate declares. The classic method is a solver of the door
//! ([`Solver::Classic`]).
//!
//! The policy, written once here:
//!
//! * the tables: those asked for; else, for the optimal solver in the click metric, the
//!   two-colour tables when they are at hand (cached), else the colour table; the
//!   two-colour tables serve only the optimal and fast solvers in the click metric;
//! * an optimal search stopped by its time limit answers with its lower bound, and with
//!   `fallback` the fast solver's solution too;
//! * a game: the optimal solver for a third of the hint's budget, then a narrower beam
//!   shortened by meeting in the middle ([`hint`]); the classic method's tables are
//!   loaded when a demonstration of the method asks for them.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use rand::RngCore;
use search::tables::{self, Label, Report, TableDef, TableSource};
use search::{Budget, Level, Named, Purpose};

pub use crate::moves::{clicks, format_moves, parse_moves, simplify, turns, Turn};
pub use crate::pdb::Metric;
pub use crate::state::{State, COLOURS, RINGS, SLOTS, SLOTS_PER_RING};

use crate::catalog;
pub use crate::classic::ClassicStep;

use crate::classic::ClassicTables;
use crate::error::RingsError;
use crate::fast::{self, WIDTH};
use crate::pair::{self, PairKind, PairTables, SetTable};
use crate::pdb::{self, ColourTables};
use crate::prune::Pruner;

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
    /// What the tables are prepared for (a solve, a game, scrambles).
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
}

/// The tables a request uses, loaded.
#[derive(Clone)]
pub struct Prepared {
    /// The set.
    pub set: TableSet,
    clicks: Arc<ColourTables>,
    turns: Option<Arc<ColourTables>>,
    classic: Option<Arc<ClassicTables>>,
    pairs: Option<Arc<PairTables>>,
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Prepared")
            .field("set", &self.set)
            .field("classic", &self.classic.is_some())
            .finish()
    }
}

impl Prepared {
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
fn table_set(req: &Request, source: &dyn TableSource) -> TableSet {
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
fn colour_tables(
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
fn classic_tables(
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<ClassicTables>, RingsError> {
    Ok(tables::get(source, &catalog::classic(), report)?)
}

/// The two-colour tables (built in minutes on all cores when not cached).
fn pair_tables(source: &dyn TableSource, report: Report) -> Result<Arc<PairTables>, RingsError> {
    let adjacent = tables::get::<SetTable>(source, &catalog::pair(PairKind::Adjacent), report)?;
    let apart = tables::get::<SetTable>(source, &catalog::pair(PairKind::Apart), report)?;
    let pairs = PairTables::new(adjacent, apart).ok_or(RingsError::MismatchedTables)?;
    Ok(Arc::new(pairs))
}

/// A position read from text: rings 1…5 separated by `/`, each 7 colour letters.
pub fn parse(text: &str) -> Result<State, RingsError> {
    State::parse(text)
}

/// Loads the tables a request needs: the click-metric colour table always (the fast
/// solver, hints and scrambles use it, with the duplicate-pruning automaton); the
/// two-colour tables, the turn metric's or the classic method's when the request's solver
/// uses them.
pub fn prepare(
    req: &Request,
    source: &dyn TableSource,
    report: Report,
) -> Result<Prepared, RingsError> {
    let set = table_set(req, source);
    let mut loaded = Prepared {
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
    if req.purpose == Purpose::Game
        || (req.solver == Solver::Optimal && req.metric == Metric::Clicks)
    {
        // The duplicate-pruning automaton (a quarter of a second), before any clock starts:
        // a game's hints search optimally.
        Pruner::shared();
    }
    Ok(loaded)
}

/// Solves one position with the tables `prepare` loaded for the request.
pub fn solve(loaded: &Prepared, state: &State, req: &Request) -> Solved {
    let t0 = req.budget.stopwatch();
    let done = |turns: Option<Vec<Turn>>, optimal: bool| Solved {
        solver: req.solver,
        turns,
        steps: Vec::new(),
        optimal,
        lower_bound: None,
        nodes: None,
        timed_out: false,
        millis: t0.millis(),
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

/// A game's hint: a good solution from the position as unit clicks, and whether it is
/// proven shortest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The clicks, in order (the first is the hint).
    pub moves: Vec<Turn>,
    /// Whether they are proven shortest.
    pub optimal: bool,
}

/// A game's hint or demonstration: the optimal solver for a third of the budget, then the
/// fast solver's narrower beam, shortened.
pub fn hint(prepared: &Prepared, state: &State, budget: &Budget) -> Result<Hint, RingsError> {
    let tables = prepared.clicks.as_ref();
    let opt = pdb::solve_optimal(state, tables, &budget.share(1.0 / 3.0));
    if let Some(sol) = opt.solution {
        return Ok(Hint {
            moves: unit_clicks(&sol),
            optimal: true,
        });
    }
    if budget.cancelled() {
        return Err(RingsError::Cancelled);
    }
    let sol = fast::beam(state, tables, WIDTH / 3).ok_or(RingsError::NoSolution)?;
    Ok(Hint {
        moves: unit_clicks(&fast::shorten(state, &sol)),
        optimal: false,
    })
}

/// A solve split into its rings, each ending the last time it became complete (held only
/// its own colour): `states[i]` is the puzzle after `i` clicks (`[0]` the start, the last
/// solved). The rings in the order they ended, each with its name and the clicks made
/// then; a ring complete from the start to the end ends at 0.
pub fn stages(states: &[State]) -> Vec<(Label, usize)> {
    let complete = |s: &State, ring: usize| {
        (0..SLOTS_PER_RING).all(|j| s.cells[State::slot(ring, j)] as usize == ring - 1)
    };
    let mut ends: Vec<(usize, usize)> = (1..=RINGS)
        .map(|ring| {
            let end = (1..states.len())
                .rev()
                .find(|&i| complete(&states[i], ring) && !complete(&states[i - 1], ring))
                .unwrap_or(0);
            (end, ring)
        })
        .collect();
    ends.sort();
    ends.into_iter()
        .map(|(end, ring)| (Label::new("rings-stage-ring").arg("ring", ring), end))
        .collect()
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

/// A new position at `level`, and the clicks that make it when it is made by clicks:
/// random clicks from solved (never undoing the last; drawn again until at least
/// [`crate::scramble::MIN_AWAY`] clicks from solved when that many are asked for — random
/// clicks can come back near solved), a uniform random colouring, or a
/// position exactly `d` clicks from solved (at most [`MAX_DISTANCE`], each step of the
/// walk proven by an optimal search of at most 10 s over the prepared colour table; none
/// prepared, no distance is proven).
pub fn scramble(
    prepared: Option<&Prepared>,
    level: Level,
    rng: &mut dyn RngCore,
) -> Result<(State, Option<Vec<Turn>>), RingsError> {
    let mut rng = rng;
    Ok(match level {
        Level::Moves(n) => {
            let (s, m) = crate::scramble::random_clicks_away(n, &mut rng);
            (s, Some(m))
        }
        Level::RandomState => (crate::scramble::random_state(&mut rng), None),
        Level::Distance(d) => {
            let Some(p) = prepared else {
                return Err(RingsError::DistanceNotProven { distance: d });
            };
            (at_distance(d, &mut rng, &p.clicks)?, None)
        }
    })
}

/// The levels a game offers (name, level), easiest first: 20, 40 and 60 clicks, random.
pub fn levels() -> Vec<(&'static str, Level)> {
    crate::scramble::LEVELS
        .iter()
        .map(|&(name, n)| (name, Level::Moves(n)))
        .chain([("random", Level::RandomState)])
        .collect()
}

/// The slots a click moves (`7·(ring − 1) + slot`), for a hint to highlight.
pub fn moved_slots(click: &Turn) -> Vec<usize> {
    let perm = &crate::moves::CLICKS()[click.unit_moves().next().unwrap_or(0) as usize];
    (0..perm.len()).filter(|&s| perm[s] as usize != s).collect()
}

/// Every table the rings declare (what `tables list` and `tables build` know).
pub fn tables() -> Vec<TableDef> {
    catalog::all()
}

/// The colour table of a metric.
pub fn colour_table(metric: Metric) -> TableDef {
    catalog::colour(metric)
}

/// The classic method's tables.
pub fn classic_table() -> TableDef {
    catalog::classic()
}

/// The two-colour tables (`tables build rings --large`).
pub fn pair_table_defs() -> Vec<TableDef> {
    PairKind::ALL.iter().map(|&k| catalog::pair(k)).collect()
}

/// A position exactly `d` clicks from solved, each step of the walk proven.
fn at_distance(d: u32, rng: &mut dyn RngCore, tables: &ColourTables) -> Result<State, RingsError> {
    let mut rng = rng;
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
    crate::scramble::at_distance(d, &mut rng, &mut oracle)
        .ok_or(RingsError::DistanceNotProven { distance: d })
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

    fn game() -> Prepared {
        prepare(&Request::game(), source(), &search::tables::silent).unwrap()
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
            Err(RingsError::UnknownName(_))
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
            prepare(&req, src, &search::tables::silent),
            Err(RingsError::LargeTablesNeedClicks)
        ));
        let req = Request {
            solver: Solver::Optimal,
            ..Request::default()
        };
        assert_eq!(table_set(&req, src), TableSet::Small, "not cached here");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let (s, _) = crate::scramble::random_clicks(6, &mut rng);
        let p = prepare(&req, src, &search::tables::silent).unwrap();
        let r = solve(&p, &s, &req);
        assert!(r.optimal && r.lower_bound == Some(clicks(r.turns.as_ref().unwrap())));
    }

    #[test]
    fn a_games_hints_are_unit_clicks_of_an_optimal_solution_when_quick() {
        let t = colour_tables(source(), &search::tables::silent).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        let (s, _) = crate::scramble::random_clicks(8, &mut rng);
        let h = hint(
            &game(),
            &s,
            &Budget::unlimited().with_timeout(Duration::from_millis(500)),
        )
        .unwrap();
        let best = pdb::solve_optimal(&s, &t, &Budget::unlimited())
            .solution
            .unwrap();
        assert!(h.optimal);
        assert_eq!(h.moves.len() as u32, clicks(&best));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        let s = crate::scramble::random_state(&mut rng);
        let budget = Budget::unlimited().with_timeout(Duration::from_millis(300));
        let h = hint(&game(), &s, &budget).unwrap();
        assert!(h.moves.iter().all(|m| m.clicks.abs() == 1));
        let mut x = s;
        x.apply(&h.moves);
        assert!(x.is_solved());
    }

    #[test]
    fn scrambles_are_at_their_level() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let names: Vec<&str> = levels().iter().map(|l| l.0).collect();
        assert_eq!(names, ["low", "mid", "high", "random"]);
        let (s, moves) = scramble(Some(&game()), Level::Moves(20), &mut rng).unwrap();
        let moves = moves.unwrap();
        assert_eq!(moves.len(), 20);
        let mut x = State::solved();
        x.apply(&moves);
        assert_eq!(x, s);
        let (s, moves) = scramble(Some(&game()), Level::Distance(5), &mut rng).unwrap();
        assert!(moves.is_none());
        let best = pdb::solve_optimal(&s, &game().clicks, &Budget::unlimited()).solution;
        assert_eq!(best.map(|b| clicks(&b)), Some(5));
        assert!(matches!(
            scramble(Some(&game()), Level::Distance(30), &mut rng),
            Err(RingsError::DistanceTooFar { .. })
        ));
        assert_eq!(
            moved_slots(&Turn::click(0)).len(),
            10,
            "the disk: five pairs"
        );
        assert_eq!(moved_slots(&Turn::click(2)).len(), 7, "ring 1");
    }
}
