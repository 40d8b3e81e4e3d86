//! Result lines: JSON objects (one per line, stable field order) and text for people.

use serde::Serialize;
use utoipa::ToSchema;

use crate::cli::Format;
use crate::Failure;

/// One solved (or failed) instance, as printed with `--format json`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SolveRecord {
    /// The puzzle's name.
    pub puzzle: &'static str,
    /// The start position as given (normalised when it parsed).
    pub state: String,
    /// The goal, for puzzles that have a choice of goal.
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
    /// Named steps, for the human method.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<StepRecord>,
    /// What went wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Milliseconds rounded to the microsecond: the clock's noise is not printed.
fn microseconds<S: serde::Serializer>(ms: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match ms {
        Some(v) => s.serialize_f64((v * 1000.0).round() / 1000.0),
        None => s.serialize_none(),
    }
}

/// A field that may be left out entirely (error lines) or printed, possibly as `null`.
#[derive(Debug, Default)]
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
#[derive(Debug, Serialize, ToSchema)]
pub struct StepRecord {
    /// What it does.
    pub name: String,
    /// Its moves.
    pub moves: String,
}

impl SolveRecord {
    /// An error line.
    pub fn error(puzzle: &'static str, state: &str, error: String) -> Self {
        SolveRecord {
            puzzle,
            state: state.to_string(),
            goal: None,
            solution: Skip(None),
            length: Skip(None),
            clicks: None,
            turns: None,
            metric: None,
            optimal: None,
            lower_bound: None,
            nodes: None,
            millis: None,
            timed_out: false,
            steps: Vec::new(),
            error: Some(error),
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

    /// The text form: the solution, then a one-line summary (or the error).
    pub fn text(&self) -> String {
        if let Some(e) = &self.error {
            return format!("{}: error: {e}", self.state);
        }
        let mut out = String::new();
        let sol = self.solution.0.clone().flatten();
        // A lone step that is the whole solution is printed once.
        let lone = self.steps.len() == 1 && sol.as_deref() == Some(self.steps[0].moves.as_str());
        if !self.steps.is_empty() && !lone {
            let width = self.steps.iter().map(|s| s.name.len()).max().unwrap_or(0);
            for s in &self.steps {
                out.push_str(&format!("{:width$}  {}\n", s.name, s.moves));
            }
        }
        match &sol {
            Some(s) if s.is_empty() => out.push_str("(already solved)\n"),
            Some(s) => {
                out.push_str(s);
                out.push('\n');
            }
            None => out.push_str("no solution found within the time limit\n"),
        }
        let mut summary = Vec::new();
        if let (Some(c), Some(t)) = (self.clicks, self.turns) {
            summary.push(format!("{c} clicks, {t} turns"));
        }
        if let Some(Some(n)) = self.length.0 {
            match self.metric {
                Some(m) => summary.push(format!("{n} moves ({m})")),
                None => summary.push(format!("{n} moves")),
            }
        }
        match (self.optimal, self.timed_out) {
            (Some(true), _) => summary.push("optimal".into()),
            (_, true) => summary.push("timed out".into()),
            (Some(false), _) => summary.push("not proven optimal".into()),
            _ => {}
        }
        if let Some(lb) = self.lower_bound {
            summary.push(format!("lower bound {lb}"));
        }
        if let Some(n) = self.nodes {
            summary.push(format!("{n} nodes"));
        }
        if let Some(ms) = self.millis {
            summary.push(format!("{ms:.3} ms"));
        }
        out.push_str(&summary.join(", "));
        out
    }
}

/// Bad input to a single solve: with `--format json` the error is also a JSON line on
/// standard output (`{"puzzle":…,"state":…,"error":…}`), so every outcome is JSON there;
/// the error is returned for its message on stderr and its exit code.
pub fn refuse(
    format: Format,
    puzzle: &'static str,
    state: &str,
    failure: Failure,
) -> anyhow::Error {
    if format == Format::Json {
        print(
            &SolveRecord::error(puzzle, state.trim(), failure.to_string()),
            format,
        );
    }
    failure.into()
}

/// Prints one record in the chosen format.
pub fn print(rec: &SolveRecord, format: Format) {
    use std::io::Write;
    let out = match format {
        Format::Json => rec.json(),
        Format::Text => rec.text(),
    };
    let _ = writeln!(std::io::stdout().lock(), "{out}");
}

/// Prints a batch's records in input order; fails at the end if any line failed.
pub fn print_batch(records: &[SolveRecord], format: Format) -> anyhow::Result<()> {
    for r in records {
        print(r, format);
    }
    let failed = records.iter().filter(|r| r.failed()).count();
    if failed > 0 {
        return Err(Failure::Batch {
            failed,
            total: records.len(),
        }
        .into());
    }
    Ok(())
}

/// "median …, mean …, p95 …, max … ms" of per-item times in milliseconds.
pub fn time_summary(times: &[f64]) -> String {
    let mut t = times.to_vec();
    t.sort_by(|a, b| a.total_cmp(b));
    let pct = |q: f64| {
        t.get(((t.len() as f64 * q).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or(0.0)
    };
    format!(
        "median {:.3} ms, mean {:.3} ms, p95 {:.3} ms, max {:.3} ms",
        pct(0.5),
        t.iter().sum::<f64>() / t.len().max(1) as f64,
        pct(0.95),
        t.last().copied().unwrap_or(0.0)
    )
}

/// Fails (exit code 1) when fewer than `total` items succeeded.
pub fn all_succeeded(ok: usize, total: usize) -> anyhow::Result<()> {
    if ok < total {
        return Err(Failure::Batch {
            failed: total - ok,
            total,
        }
        .into());
    }
    Ok(())
}
