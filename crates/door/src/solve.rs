//! The one solve pipeline: a [`SolveRequest`] (the same for every puzzle, the puzzle's own
//! options inside), [`Position`]s, and a [`SolveRecord`] each (what `solve --format json`
//! prints and `POST /api/solve` answers). The command line (single and batch) and the
//! server both call [`solve_all`]; each door reads its options, loads its tables and makes
//! its records ([`crate::Door::solving`], [`crate::Door::ready`], [`crate::Door::solve`]).

use std::sync::Arc;
use std::time::Duration;

use search::tables::{Label, TableSource};
use search::Budget;
use serde::{Serialize, Serializer};

use crate::{Door, Error, PuzzleKind};

/// A puzzle's own options of a solve, by name (`solver`, `heuristic`, `metric`, `tables`,
/// `target`, …): what a front end read, each read by the puzzle's door into its own types
/// (a bad value is the puzzle's own error, naming the choices).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options(Vec<(&'static str, String)>);

impl Options {
    /// No options: every choice the puzzle's default.
    pub fn new() -> Options {
        Options::default()
    }

    /// These options with `name` set to `value` (when it is `Some`).
    pub fn with(mut self, name: &'static str, value: Option<impl ToString>) -> Options {
        if let Some(v) = value {
            self.0.retain(|(n, _)| *n != name);
            self.0.push((name, v.to_string()));
        }
        self
    }

    /// The value of option `name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Option `name` read as a `T` (its own error when it is none of `T`'s values).
    pub fn read<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, T::Err> {
        self.get(name).map(str::parse).transpose()
    }

    /// Whether flag `name` is set (`true`).
    pub fn flag(&self, name: &str) -> bool {
        self.get(name) == Some("true")
    }
}

/// One solve as a front end asks for it (see the module docs).
#[derive(Clone, Debug, Default)]
pub struct SolveRequest {
    /// The puzzle's own options.
    pub options: Options,
    /// The longest a solve may take.
    pub timeout: Option<Duration>,
    /// A search that runs out of time answers with a solution all the same, where the
    /// puzzle has a faster solver to fall back on (marked not optimal).
    pub fallback: bool,
    /// Threads one solve shares (0 or 1: the calling thread; a batch gives each line one).
    pub threads: usize,
    /// Cancellation and any other limit besides the timeout.
    pub budget: Budget,
    /// A server's solve: answered within `timeout` whatever it asks — the first good
    /// solution rather than the best in the time, no table built at length, no method.
    pub bounded: bool,
}

/// A position to solve, as given: its text and its goal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    /// The position in the puzzle's notation (the command line's format).
    pub state: String,
    /// The goal, for puzzles with a choice of goal.
    pub goal: Option<String>,
}

impl Position {
    /// A position to its puzzle's standard goal.
    pub fn new(state: impl Into<String>) -> Position {
        Position {
            state: state.into(),
            goal: None,
        }
    }
}

/// A position refused or a solve that failed: the position as its record names it, and
/// why.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    /// The position as given (normalised when it was read).
    pub state: String,
    /// What is wrong.
    pub error: Error,
}

impl Refused {
    /// `error`, of the position `state`.
    pub fn new(state: impl Into<String>, error: impl Into<Error>) -> Refused {
        Refused {
            state: state.into(),
            error: error.into(),
        }
    }
}

/// One solved (or failed) instance. The field order is stable (other programs read it).
#[derive(Clone, Debug, PartialEq, Serialize)]
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
    pub solution: Skip<Option<String>>,
    /// Its length.
    #[serde(skip_serializing_if = "Skip::skip")]
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
    pub error_said: Option<String>,
}

/// Milliseconds rounded to the microsecond: the clock's noise is not printed.
fn microseconds<S: Serializer>(ms: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
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
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// A named step of a solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StepRecord {
    /// What it does.
    pub name: String,
    /// Its moves.
    pub moves: String,
    /// What it does as a message id and arguments, for a person's language (not in JSON).
    #[serde(skip)]
    pub label: Option<Label>,
}

impl StepRecord {
    /// A step named by `label`, of `moves`.
    pub fn new(label: &Label, moves: String) -> StepRecord {
        StepRecord {
            name: label.english(),
            moves,
            label: Some(label.clone()),
        }
    }
}

impl SolveRecord {
    /// A record of `puzzle` from `state`, solved or not, with no more said.
    pub fn bare(puzzle: PuzzleKind, state: String) -> SolveRecord {
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
}

/// How the solves of a batch run: side by side (a front end's thread pool), or one after
/// another.
pub trait Runner: Sync {
    /// `f(0)`, …, `f(n − 1)`, in order of their index.
    fn each(&self, n: usize, f: &(dyn Fn(usize) -> Solved + Sync)) -> Vec<Solved>;
}

/// What one position of a batch came to: its record, or why there is none.
pub type Solved = Result<SolveRecord, Refused>;

/// One solve after another, on the calling thread.
pub struct InTurn;

impl Runner for InTurn {
    fn each(&self, n: usize, f: &(dyn Fn(usize) -> Solved + Sync)) -> Vec<Solved> {
        (0..n).map(f).collect()
    }
}

/// Solves `positions` as `req` asks: the request read and every position read, checked and
/// given its tables before any solve's clock starts; then the solves, side by side through
/// `run` (one after another where the puzzle's solves take every thread), each answer in
/// the order of `positions`. A request the puzzle refuses (options that do not go together)
/// is the error.
pub fn solve_all<D: Door>(
    req: &SolveRequest,
    positions: &[Position],
    source: &Arc<dyn TableSource>,
    run: &dyn Runner,
) -> Result<Vec<Solved>, Error> {
    let solving = D::solving(req, source)?;
    let ready: Vec<Result<D::Ready, Refused>> = positions
        .iter()
        .map(|p| D::ready(&solving, p, source))
        .collect();
    let one = |i: usize| match &ready[i] {
        Ok(r) => D::solve(&solving, r),
        Err(e) => Err(e.clone()),
    };
    Ok(match D::one_at_a_time(&solving) {
        true => InTurn.each(ready.len(), &one),
        false => run.each(ready.len(), &one),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_keep_the_last_value_and_read_into_types() {
        let o = Options::new()
            .with("solver", Some("fast"))
            .with("threads", None::<u32>)
            .with("solver", Some("optimal"))
            .with("target", Some(17));
        assert_eq!(o.get("solver"), Some("optimal"));
        assert_eq!(o.get("threads"), None);
        assert_eq!(o.read::<u32>("target"), Ok(Some(17)));
        assert!(o.read::<u32>("solver").is_err());
        assert!(!o.flag("dual"));
        assert!(Options::new().with("dual", Some(true)).flag("dual"));
    }

    #[test]
    fn an_error_line_is_short() {
        let e = SolveRecord::error(PuzzleKind::named("cube"), " x ", "bad");
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"puzzle":"cube","state":"x","error":"bad"}"#
        );
        assert!(e.failed());
    }
}
