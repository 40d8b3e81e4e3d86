//! `stats`, `export` and `import`: the saved games' database (`frontend::saved`) as the
//! command line shows and moves it.

use std::io::Read;

use frontend::IoAction;

use std::sync::Arc;

use anyhow::Result;
use practice::cstimer;
use store::{Export, Store};

use crate::cli::{ExportArgs, ExportFormat, Format, StatsArgs};
use crate::failure::Failure;

use crate::i18n::{num, say, tell};
use crate::output::pad;
use messages::{Arg, Localize};

/// Opens (creating) the database.
pub fn open_store() -> Result<Arc<dyn Store>> {
    Ok(frontend::saved::open_store()?)
}

/// The columns of `stats`, by the message that heads each.
pub const STATS_COLUMNS: [&str; 8] = [
    "cli-stats-puzzle",
    "cli-stats-level",
    "cli-stats-played",
    "cli-stats-solved",
    "cli-stats-abandoned",
    "cli-stats-best-time",
    "cli-stats-fewest",
    "cli-stats-mean-time",
];

fn minutes(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}.{}", s / 60, s % 60, (ms % 1000) / 100)
}

/// `puzzlebox stats`.
pub fn stats(args: StatsArgs) -> Result<()> {
    let store = open_store()?;
    let rows = store.stats(args.puzzle)?;
    if args.format == Format::Json {
        println!("{}", serde_json::to_string(&rows)?);
        return Ok(());
    }
    if rows.is_empty() {
        println!("{}", say("cli-stats-none", &[]));
        return Ok(());
    }
    let heads = STATS_COLUMNS.map(|h| say(h, &[]));
    println!(
        "{} {} {} {} {} {} {} {}",
        pad(&heads[0], 18, false),
        pad(&heads[1], 12, false),
        pad(&heads[2], 6, true),
        pad(&heads[3], 6, true),
        pad(&heads[4], 9, true),
        pad(&heads[5], 10, true),
        pad(&heads[6], 8, true),
        pad(&heads[7], 10, true),
    );
    let puzzles = frontend::puzzles();
    for r in rows {
        let title = tell(&puzzles.label_of(r.puzzle, &r.size));
        println!(
            "{} {} {:>6} {:>6} {:>9} {:>10} {:>8} {:>10}",
            pad(&title, 18, false),
            pad(&tell(&game::level_label(&r.level)), 12, false),
            r.played,
            r.solved,
            r.abandoned,
            r.best_ms.map(minutes).unwrap_or_else(|| "-".into()),
            r.fewest_moves
                .map(|m| m.to_string())
                .unwrap_or_else(|| "-".into()),
            r.mean_ms
                .map(|m| minutes(m as u64))
                .unwrap_or_else(|| "-".into()),
        );
    }
    println!("{}", say("records-rule", &[]));
    Ok(())
}

/// `puzzlebox export`: puzzlebox's own JSON, csTimer's JSON (every session), or csTimer's
/// CSV of one session.
pub fn export(args: ExportArgs) -> Result<()> {
    let store = open_store()?;
    let out = match args.format {
        ExportFormat::Puzzlebox => serde_json::to_string_pretty(&store.export()?)? + "\n",
        ExportFormat::Cstimer => {
            let sessions = store.cstimer_sessions().map_err(Failure::from)?;
            cstimer::write(&frontend::puzzles(), &sessions).to_string() + "\n"
        }
        ExportFormat::Csv => {
            let which = args
                .session
                .ok_or(Failure::Usage(crate::failure::Usage::CsvNeedsSession))?;
            let s = store.find_session(&which).map_err(Failure::from)?;
            let sessions = store.cstimer_sessions().map_err(Failure::from)?;
            let solves = sessions
                .into_iter()
                .find(|x| x.name == s.name)
                .map(|x| x.solves)
                .unwrap_or_default();
            cstimer::csv(&solves)
        }
    };
    match args.output {
        Some(p) => Ok(std::fs::write(&p, out).map_err(IoAction::Write.on(p.display()))?),
        None => {
            print!("{out}");
            Ok(())
        }
    }
}

/// Reads an import's text (a file, or `-` for stdin), refusing one larger than an import
/// takes before reading it.
fn read_import(file: &str) -> Result<String> {
    let max = cstimer::MAX_BYTES as u64;
    let too_large = |bytes: u64| Failure::TooLarge {
        path: file.to_string(),
        bytes,
        max,
    };
    let mut text = String::new();
    if file == "-" {
        std::io::stdin()
            .take(max + 1)
            .read_to_string(&mut text)
            .map_err(IoAction::Read.on("-"))?;
        if text.len() as u64 > max {
            return Err(too_large(text.len() as u64).into());
        }
    } else {
        let bytes = std::fs::metadata(file)
            .map_err(IoAction::Read.on(file))?
            .len();
        if bytes > max {
            return Err(too_large(bytes).into());
        }
        text = std::fs::read_to_string(file).map_err(IoAction::Read.on(file))?;
    }
    Ok(text)
}

/// `puzzlebox import`: a puzzlebox export or a csTimer export, told apart by content. A
/// second import of the same file adds nothing, says so, and succeeds.
pub fn import(file: &str, skip_bad: bool) -> Result<()> {
    let text = read_import(file)?;
    let not_an_export = |detail: String| Failure::NotAnExport {
        path: file.to_string(),
        detail,
    };
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| not_an_export(e.to_string()))?;
    let store = open_store()?;
    let report = if cstimer::looks_like(&value) {
        let (sessions, bad) = cstimer::read(&frontend::puzzles(), &value);
        if !bad.is_empty() && !skip_bad {
            return Err(Failure::BadEntries {
                path: file.to_string(),
                entries: bad,
            }
            .into());
        }
        for b in &bad {
            eprintln!(
                "puzzlebox: {}",
                say("cli-skipped", &[("entry", Arg::Msg(Box::new(b.message())))])
            );
        }
        store.import_cstimer(&sessions).map_err(Failure::from)?
    } else {
        let export: Export =
            serde_json::from_value(value).map_err(|e| not_an_export(e.to_string()))?;
        let r = store.import(&export).map_err(Failure::from)?;
        let count = |k: usize| num(k as u32);
        let said = say(
            "cli-imported",
            &[
                ("games", count(export.games.len())),
                ("added", count(r.added)),
                ("updated", count(r.updated)),
                ("unchanged", count(r.unchanged)),
            ],
        );
        println!("{said}");
        r
    };
    let count = |k: usize| num(k as u32);
    println!(
        "{}",
        say(
            "cli-imported-sessions",
            &[
                ("sessions", count(report.sessions_added)),
                ("added", count(report.solves_added)),
                ("unchanged", count(report.solves_unchanged)),
            ],
        )
    );
    if report.nothing_new() {
        println!(
            "{}",
            say("cli-import-nothing-new", &[("path", text_arg(file))])
        );
    }
    Ok(())
}

fn text_arg(s: &str) -> Arg {
    crate::i18n::text(s)
}
