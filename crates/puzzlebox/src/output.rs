//! Result lines: JSON objects (one per line, stable field order) and text for people.

use std::time::Duration;

use door::SolveRecord;
use frontend::cache::Source;
use game::PuzzleKind;

use crate::args::Format;
use crate::failure::Failure;
use crate::i18n::{num, say, tell, text};

/// The text form of a record, for people.
pub trait Text {
    /// The text form: the solution, then a one-line summary (or the error).
    fn text(&self) -> String;
}

impl Text for SolveRecord {
    fn text(&self) -> String {
        if let Some(e) = &self.error {
            let said = self.error_said.as_ref().unwrap_or(e);
            return say(
                "cli-rec-error",
                &[("state", text(&self.state)), ("error", text(said))],
            );
        }
        let mut out = String::new();
        let sol = self.solution.0.clone().flatten();
        // A lone step that is the whole solution is printed once.
        let lone = self.steps.len() == 1 && sol.as_deref() == Some(self.steps[0].moves.as_str());
        if !self.steps.is_empty() && !lone {
            let names: Vec<String> = self
                .steps
                .iter()
                .map(|s| s.label.as_ref().map_or_else(|| s.name.clone(), |l| tell(l)))
                .collect();
            let width = names.iter().map(|n| columns(n)).max().unwrap_or(0);
            for (name, s) in names.iter().zip(&self.steps) {
                out.push_str(&format!("{}  {}\n", pad(name, width, false), s.moves));
            }
        }
        match &sol {
            Some(s) if s.is_empty() => out.push_str(&say("cli-rec-already-solved", &[])),
            Some(s) => out.push_str(s),
            None => out.push_str(&say("cli-rec-no-solution", &[])),
        }
        // Several optimal solutions: the others, a line each.
        for other in self.solutions.iter().skip(1) {
            out.push('\n');
            out.push_str(other);
        }
        out.push('\n');
        out.push_str(&summary(self).join(&say("cli-list-sep", &[])));
        out
    }
}

/// The parts of a record's one-line summary: lengths, optimality, bound, nodes, time.
fn summary(this: &SolveRecord) -> Vec<String> {
    let mut summary = Vec::new();
    if let (Some(c), Some(t)) = (this.clicks, this.turns) {
        summary.push(say(
            "cli-rec-clicks-turns",
            &[("clicks", num(c)), ("turns", num(t))],
        ));
    }
    if let Some(Some(n)) = this.length.0 {
        let n = num(n as u32);
        match this.metric {
            Some(m) => summary.push(say("cli-rec-moves-in", &[("n", n), ("metric", text(m))])),
            None => summary.push(say("cli-rec-moves", &[("n", n)])),
        }
    }
    match (this.optimal, this.timed_out) {
        (Some(true), _) => summary.push(say("cli-rec-optimal", &[])),
        (_, true) => summary.push(say("cli-rec-timed-out", &[])),
        (Some(false), _) => summary.push(say("cli-rec-not-proven", &[])),
        _ => {}
    }
    if let Some(all) = this.all_found {
        let n = num(this.solutions.len() as u32);
        let id = match (all, this.timed_out) {
            (true, _) => "cli-rec-all-found",
            (false, true) => "cli-rec-stopped-at",
            (false, false) => "cli-rec-more-exist",
        };
        summary.push(say(id, &[("n", n)]));
    }
    if let Some(lb) = this.lower_bound {
        summary.push(say("cli-rec-lower-bound", &[("n", num(lb))]));
    }
    if let Some(n) = this.nodes {
        summary.push(say("cli-rec-nodes", &[("n", num(n as f64))]));
    }
    if let Some(ms) = this.millis {
        summary.push(say("cli-rec-ms", &[("ms", text(format!("{ms:.3}")))]));
    }
    summary
}

/// The record of an input that failed, its error in the reader's language for the text
/// form (JSON keeps the English).
pub fn failed_by(puzzle: PuzzleKind, state: &str, failure: &Failure) -> SolveRecord {
    SolveRecord {
        error_said: Some(tell(failure)),
        ..SolveRecord::error(puzzle, state, failure)
    }
}

pub use frontend::text::{columns, pad};

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
        Format::Json => serde_json::to_string(rec).unwrap_or_default(),
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
    let ms = |v: f64| text(format!("{v:.3}"));
    say(
        "cli-time-summary",
        &[
            ("median", ms(pct(0.5))),
            ("mean", ms(t.iter().sum::<f64>() / t.len().max(1) as f64)),
            ("p95", ms(pct(0.95))),
            ("max", ms(t.last().copied().unwrap_or(0.0))),
        ],
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

/// "tables: built in … s" (or loaded).
pub fn tables_took(built: bool, took: Duration) -> String {
    let id = if built {
        "cli-bench-built-in"
    } else {
        "cli-bench-loaded-in"
    };
    say(id, &[("secs", text(format!("{:.3}", took.as_secs_f64())))])
}

/// "<table>: built in 1.23 s" (or loaded from the cache), in the reader's language.
pub fn table_done(label: &str, source: Source, took: Duration) -> String {
    let id = match source {
        Source::Built => "cli-table-built",
        Source::Loaded => "cli-table-loaded",
    };
    let secs = text(format!("{:.2}", took.as_secs_f64()));
    say(id, &[("label", text(label)), ("secs", secs)])
}
