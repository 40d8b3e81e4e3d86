//! A solve as plain data ([`SolveRecord`]: what `solve --format json` prints and what the
//! web API's `POST /api/solve` answers), made from the puzzle crates' front doors, and the
//! one solve a request names ([`SolveRequest`], [`solve`]).

use std::sync::Arc;
use std::time::{Duration, Instant};

use search::levels::cores;
use search::tables::{silent, Label, TableSource};
use search::{Budget, Named};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::kind::PuzzleKind;
use crate::session::GameError;

/// One solved (or failed) instance. The field order is stable (other programs read it).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SolveRecord {
    /// In a batch, the input line this record answers (from 1, blank lines and comments not
    /// counted): the shards of a batch merge back into order by it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The start position as given (normalised when it parsed).
    pub state: String,
    /// The goal, for solves with a choice of goal (the tiles' goal, the cube's `--goal` or
    /// part).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<String>,
    /// The solution (absent on error; `null` when a time limit stopped the search).
    #[serde(skip_serializing_if = "Skip::skip")]
    #[schema(value_type = Option<String>)]
    pub solution: Skip<Option<String>>,
    /// Its length.
    #[serde(skip_serializing_if = "Skip::skip")]
    #[schema(value_type = Option<usize>)]
    pub length: Skip<Option<usize>>,
    /// Several optimal solutions, when asked for (the cube's `--solutions`): distinct after
    /// ordering the turns of opposite faces, `solution` first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub solutions: Vec<String>,
    /// With `--solutions`: whether `solutions` holds every distinct optimal solution there
    /// is (false: there are more than asked for, or the search was stopped).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_found: Option<bool>,
    /// Length in clicks (Five Rings).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clicks: Option<u32>,
    /// Length in turns (Five Rings).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turns: Option<u32>,
    /// The metric the length is counted in (for puzzles with several).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metric: Option<&'static str>,
    /// Whether the length is proven optimal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optimal: Option<bool>,
    /// The best proven lower bound.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Nodes expanded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// Time spent on this instance alone (rounded to microseconds).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "microseconds"
    )]
    pub millis: Option<f64>,
    /// Whether a time limit stopped the optimal search.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub timed_out: bool,
    /// Named steps, for the methods a person follows.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<StepRecord>,
    /// What went wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// What went wrong in the reader's language, when a front end wrote it from the typed
    /// error (the text form; JSON keeps `error` English).
    #[serde(skip)]
    #[schema(ignore)]
    pub error_said: Option<String>,
}

/// Face turns (solver indices) in WCA notation.
fn face_turns(turns: &[u8]) -> String {
    let m: Vec<cube::Move> = turns.iter().map(|&m| cube::Move::face(m)).collect();
    cube::format_moves(&m)
}

/// Milliseconds rounded to the microsecond: the clock's noise is not printed.
fn microseconds<S: serde::Serializer>(ms: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match ms {
        Some(v) => s.serialize_f64((v * 1000.0).round() / 1000.0),
        None => s.serialize_none(),
    }
}

/// A field that may be left out entirely (error lines) or printed, possibly as `null`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Skip<T>(pub Option<T>);

impl<T> Skip<T> {
    fn skip(&self) -> bool {
        self.0.is_none()
    }
}

impl<T: Serialize> Serialize for Skip<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// A named step of a solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct StepRecord {
    /// What it does.
    pub name: String,
    /// Its moves.
    pub moves: String,
    /// What it does as a message id and arguments, for a person's language (not in JSON).
    #[serde(skip)]
    #[schema(ignore)]
    pub label: Option<Label>,
}

impl SolveRecord {
    /// A record of `puzzle` from `state`, solved or not, with no more said.
    fn bare(puzzle: PuzzleKind, state: String) -> SolveRecord {
        SolveRecord {
            line: None,
            puzzle,
            state,
            goal: None,
            solution: Skip(None),
            length: Skip(None),
            solutions: Vec::new(),
            all_found: None,
            clicks: None,
            turns: None,
            metric: None,
            optimal: None,
            lower_bound: None,
            nodes: None,
            millis: None,
            timed_out: false,
            steps: Vec::new(),
            error: None,
            error_said: None,
        }
    }

    /// An error line.
    pub fn error(puzzle: PuzzleKind, state: &str, error: impl ToString) -> Self {
        SolveRecord {
            error: Some(error.to_string()),
            ..SolveRecord::bare(puzzle, state.trim().to_string())
        }
    }

    /// Whether this line is a failure (an error, or a timeout without a solution).
    pub fn failed(&self) -> bool {
        self.error.is_some() || matches!(self.solution.0, Some(None))
    }

    /// The JSON line.
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    /// The record of a tiles' solve.
    pub fn sliding(problem: &sliding::Problem, s: &sliding::Solved) -> SolveRecord {
        let steps = match s.solver {
            sliding::Solver::Human => s
                .steps
                .iter()
                .map(|st| StepRecord {
                    name: st.label.english(),
                    moves: sliding::format_moves(&st.moves),
                    label: Some(st.label.clone()),
                })
                .collect(),
            _ => Vec::new(),
        };
        SolveRecord {
            goal: Some(problem.goal().to_string()),
            solution: Skip(Some(s.moves.as_deref().map(sliding::format_moves))),
            length: Skip(Some(s.moves.as_ref().map(Vec::len))),
            optimal: Some(s.optimal),
            lower_bound: s.lower_bound,
            nodes: s.nodes,
            millis: Some(s.millis),
            timed_out: s.timed_out,
            steps,
            ..SolveRecord::bare(PuzzleKind::Sliding, problem.start().to_string())
        }
    }

    /// The record of a cube's solve from `state` (Kociemba's facelets), its length in
    /// `metric`; `goal` names the goal or part solved to.
    pub fn cube(
        state: &str,
        s: &cube::Solved,
        metric: cube::Metric,
        goal: Option<String>,
    ) -> SolveRecord {
        let moves: Option<Vec<cube::Move>> = s
            .turns
            .as_ref()
            .map(|t| t.iter().map(|&m| cube::Move::face(m)).collect());
        let optimal_search = s.solver == cube::Solver::Optimal;
        SolveRecord {
            goal,
            solution: Skip(Some(moves.as_deref().map(cube::format_moves))),
            length: Skip(Some(
                moves.as_deref().map(|m| cube::length(m, metric) as usize),
            )),
            solutions: s.solutions.iter().map(|t| face_turns(t)).collect(),
            all_found: s.all_found,
            metric: Some(metric.name()),
            optimal: Some(s.optimal),
            lower_bound: if optimal_search { s.lower_bound } else { None },
            nodes: if optimal_search { s.nodes } else { None },
            millis: Some(s.millis),
            timed_out: s.timed_out,
            steps: s
                .steps
                .iter()
                .map(|st| StepRecord {
                    name: st.label.english(),
                    moves: face_turns(&st.turns),
                    label: Some(st.label.clone()),
                })
                .collect(),
            ..SolveRecord::bare(PuzzleKind::Cube, state.to_string())
        }
    }

    /// The record of a Five Rings solve; its lengths are counted on the written form
    /// (consecutive clicks of a ring are one turn).
    pub fn rings(state: &rings::State, s: &rings::Solved) -> SolveRecord {
        let sol = s.turns.as_deref().map(rings::simplify);
        SolveRecord {
            solution: Skip(Some(sol.as_deref().map(rings::format_moves))),
            clicks: sol.as_deref().map(rings::clicks),
            turns: sol.as_deref().map(rings::turns),
            optimal: Some(s.optimal),
            lower_bound: s.lower_bound,
            nodes: s.nodes,
            millis: Some(s.millis),
            timed_out: s.timed_out,
            steps: s
                .steps
                .iter()
                .map(|st| StepRecord {
                    name: st.label.english(),
                    moves: rings::format_moves(&st.moves),
                    label: Some(st.label.clone()),
                })
                .collect(),
            ..SolveRecord::bare(PuzzleKind::Rings, state.to_string())
        }
    }
}

/// One solve as the web API asks for it.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The position, in the command line's format.
    pub state: String,
    /// The tiles' goal.
    #[serde(default)]
    pub goal: Option<String>,
    /// The solver, as on the command line.
    #[serde(default)]
    pub solver: Option<String>,
    /// Seconds the solve may take (capped by the server's limit).
    #[serde(default)]
    pub timeout: Option<f64>,
}

/// Solves what `req` asks, within `limit` and `budget` (its cancellation flag), with the
/// command line's checks and solvers: the tiles with any of their solvers (an optimal
/// search that runs out of time answers with the near or the fast solver's solution, as
/// `--fallback` does, within the limit), the cube with
/// two-phase (its first solution of at most 20 moves) or the optimal solver (the best
/// solution and the bound proven when the time runs out), the rings with any of theirs.
pub fn solve(
    req: &SolveRequest,
    source: Arc<dyn TableSource>,
    limit: Duration,
    budget: Budget,
) -> Result<SolveRecord, GameError> {
    let secs = req
        .timeout
        .filter(|t| t.is_finite() && *t > 0.0)
        .map_or(limit.as_secs_f64(), |t| t.min(limit.as_secs_f64()));
    let timeout = Some(Duration::from_secs_f64(secs));
    let budget = budget.with_timeout(limit);
    if req.puzzle != PuzzleKind::Sliding && req.goal.is_some() {
        return Err(GameError::OneGoal { puzzle: req.puzzle });
    }
    match req.puzzle {
        PuzzleKind::Sliding => solve_tiles(req, source.as_ref(), timeout, budget),
        PuzzleKind::Cube => solve_cube(req, source, timeout, budget),
        PuzzleKind::Rings => solve_rings(req, source.as_ref(), timeout, budget),
    }
}

/// The tiles' part of [`solve`]: any solver, with the fallback.
fn solve_tiles(
    req: &SolveRequest,
    source: &dyn TableSource,
    timeout: Option<Duration>,
    budget: Budget,
) -> Result<SolveRecord, GameError> {
    let start = sliding::parse(&req.state)?;
    let goal = match &req.goal {
        Some(g) => Some(sliding::parse(g).map_err(GameError::Goal)?),
        None => None,
    };
    let problem = sliding::validate(start, goal)?;
    let request = sliding::Request {
        solver: req.solver.as_deref().map(str::parse).transpose()?,
        timeout,
        fallback: true,
        budget,
        threads: cores(),
        ..sliding::Request::default()
    };
    let prepared = sliding::prepare(problem.goal(), &request, source, &silent)?;
    let s = sliding::solve(&prepared, &problem, &request)?;
    Ok(SolveRecord::sliding(&problem, &s))
}

/// The cube's part of [`solve`]: two-phase or the optimal solver (the method is a game's).
/// The time limit holds with the tables' load in it: the optimal tables load while the
/// clock runs, and when their load alone would pass the limit, two-phase answers within
/// it (the load goes on, for the next solve).
fn solve_cube(
    req: &SolveRequest,
    source: Arc<dyn TableSource>,
    timeout: Option<Duration>,
    budget: Budget,
) -> Result<SolveRecord, GameError> {
    let t0 = Instant::now();
    let solver = match req.solver.as_deref() {
        Some(name) => name.parse::<cube::Solver>()?,
        None => cube::Solver::TwoPhase,
    };
    if solver == cube::Solver::Human {
        return Err(cube::CubeError::UnknownName(search::UnknownName {
            what: "solver",
            name: solver.name().to_string(),
            known: vec![cube::Solver::TwoPhase.name(), cube::Solver::Optimal.name()],
        })
        .into());
    }
    let c = cube::parse(&req.state)?;
    let state = cube::FaceletCube::from_cubie(&c).to_kociemba();
    let mut request = cube::Request {
        solver,
        target: Some(cube::GODS_NUMBER),
        timeout,
        threads: cores(),
        build_tables: false,
        budget,
        ..cube::Request::default()
    };
    let prepared = match (solver, timeout) {
        (cube::Solver::Optimal, Some(limit)) => {
            let deadline = t0 + limit;
            match load_within(&request, source.clone(), deadline) {
                Some(p) => p?,
                None => {
                    // The load alone passes the limit: two-phase in what is left.
                    request.solver = cube::Solver::TwoPhase;
                    cube::prepare(&request, source.as_ref(), &silent)?
                }
            }
        }
        _ => cube::prepare(&request, source.as_ref(), &silent)?,
    };
    if let Some(limit) = timeout {
        request.timeout = Some((t0 + limit).saturating_duration_since(Instant::now()));
    }
    let s = cube::solve(&prepared, &c, &request)?;
    Ok(SolveRecord::cube(&state, &s, cube::Metric::Htm, None))
}

/// The tables `request` needs, loaded on a thread of their own; none when they are not
/// ready by `deadline` less what two-phase needs to answer (a tenth of the time, at most
/// half a second).
fn load_within(
    request: &cube::Request,
    source: Arc<dyn TableSource>,
    deadline: Instant,
) -> Option<Result<cube::Prepared, GameError>> {
    let now = Instant::now();
    let left = deadline.saturating_duration_since(now);
    let wait = left.saturating_sub((left / 10).min(Duration::from_millis(500)));
    let (tx, rx) = std::sync::mpsc::channel();
    let req = request.clone();
    std::thread::spawn(move || {
        let _ = tx.send(cube::prepare(&req, source.as_ref(), &silent).map_err(GameError::from));
    });
    rx.recv_timeout(wait).ok()
}

/// The rings' part of [`solve`]: any solver, with the fallback.
fn solve_rings(
    req: &SolveRequest,
    source: &dyn TableSource,
    timeout: Option<Duration>,
    budget: Budget,
) -> Result<SolveRecord, GameError> {
    let state = rings::parse(&req.state)?;
    let request = rings::Request {
        solver: req
            .solver
            .as_deref()
            .map(str::parse)
            .transpose()?
            .unwrap_or_default(),
        timeout,
        fallback: true,
        threads: cores(),
        budget,
        ..rings::Request::default()
    };
    let prepared = rings::prepare(&request, source, &silent)?;
    let s = rings::solve(&prepared, &state, &request);
    Ok(SolveRecord::rings(&state, &s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use search::tables::InMemory;

    fn ask(
        puzzle: PuzzleKind,
        state: &str,
        solver: Option<&str>,
    ) -> Result<SolveRecord, GameError> {
        let req = SolveRequest {
            puzzle,
            state: state.into(),
            goal: None,
            solver: solver.map(str::to_string),
            timeout: None,
        };
        solve(
            &req,
            Arc::new(InMemory::new()),
            Duration::from_secs(10),
            Budget::unlimited(),
        )
    }

    /// A cache whose optimal tables are on disk but take long to read (the first solve
    /// after they were built).
    struct SlowOptimal(InMemory);

    impl TableSource for SlowOptimal {
        fn has(&self, def: &search::tables::TableDef) -> bool {
            def.file.contains("optimal") || self.0.has(def)
        }
        fn load(
            &self,
            def: &search::tables::TableDef,
            report: search::tables::Report,
        ) -> Result<search::tables::AnyTable, search::tables::TableError> {
            if def.file.contains("optimal") {
                std::thread::sleep(Duration::from_secs(3));
                return Err(search::tables::TableError::Unavailable {
                    reason: messages::Message::verbatim("slow"),
                });
            }
            self.0.load(def, report)
        }
    }

    #[test]
    fn an_optimal_solve_whose_tables_load_too_long_answers_with_two_phase_within_its_limit() {
        let source: Arc<dyn TableSource> = Arc::new(SlowOptimal(InMemory::new()));
        // The two-phase tables first (their build is not what is timed here).
        cube::prepare(&cube::Request::default(), source.as_ref(), &silent).unwrap();
        let req = SolveRequest {
            puzzle: PuzzleKind::Cube,
            state: "LRFLUDLDULRRDRUDFDULBUFFDLRRUFBDUURLFBFLLRRDBUFDBBFBBB".into(),
            goal: None,
            solver: Some("optimal".into()),
            timeout: Some(0.6),
        };
        let t0 = Instant::now();
        let r = solve(&req, source, Duration::from_secs(10), Budget::unlimited()).unwrap();
        let took = t0.elapsed();
        // Well under the three seconds the load would take: the answer did not wait for it.
        assert!(took < Duration::from_secs(2), "{took:?}: the limit holds");
        assert!(
            matches!(r.length.0, Some(Some(n)) if n <= 20),
            "two-phase answers"
        );
        assert_ne!(r.optimal, Some(true));
    }

    #[test]
    fn records_keep_the_command_lines_fields() {
        let r = ask(PuzzleKind::Sliding, "8 6 7/2 5 4/3 0 1", None).unwrap();
        let json = r.json();
        assert!(json.starts_with(r#"{"puzzle":"sliding","state":"8 6 7/2 5 4/3 0 1","goal":"1 2 3/4 5 6/7 8 0","solution":""#), "{json}");
        assert!(
            json.contains(r#""length":31,"optimal":true,"lower_bound":31"#),
            "{json}"
        );
        let r = ask(
            PuzzleKind::Rings,
            "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR",
            Some("classic"),
        )
        .unwrap();
        assert_eq!(r.clicks, Some(0));
        assert!(ask(PuzzleKind::Cube, "UUU", None).is_err());
        assert!(matches!(
            ask(PuzzleKind::Sliding, "8 6 7/2 5 4/3 0 1", Some("dfs")),
            Err(GameError::Tiles(sliding::Error::UnknownName(_)))
        ));
        let e = SolveRecord::error(PuzzleKind::Cube, " x ", "bad");
        assert_eq!(e.json(), r#"{"puzzle":"cube","state":"x","error":"bad"}"#);
    }
}
