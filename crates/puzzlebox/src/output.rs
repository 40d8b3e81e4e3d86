//! Result lines: JSON objects (one per line, stable field order) and text for people.

use game::solving::SolveRecord;
use game::PuzzleKind;

use crate::cli::Format;
use crate::failure::Failure;

/// The text form of a record, for people.
pub trait Text {
    /// The text form: the solution, then a one-line summary (or the error).
    fn text(&self) -> String;
}

impl Text for SolveRecord {
    fn text(&self) -> String {
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
    puzzle: PuzzleKind,
    state: &str,
    failure: impl Into<Failure>,
) -> anyhow::Error {
    let failure = failure.into();
    if format == Format::Json {
        print(&SolveRecord::error(puzzle, state, &failure), format);
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
