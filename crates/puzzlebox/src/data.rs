//! `stats`, `export` and `import`: the saved games' database (`frontend::saved`) as the
//! command line shows and moves it.

use std::io::Read;
use std::path::PathBuf;

use frontend::IoAction;

use anyhow::Result;
use game::store::{Export, Store};

use crate::cli::{Format, StatsArgs};

use crate::i18n::{num, say, tell};
use crate::output::pad;

/// Opens (creating) the database.
pub fn open_store() -> Result<Store> {
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
    for r in rows {
        let title = tell(&game::label_of(r.puzzle, &r.size));
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

/// `puzzlebox export`.
pub fn export(output: Option<PathBuf>) -> Result<()> {
    let store = open_store()?;
    let json = serde_json::to_string_pretty(&store.export()?)?;
    match output {
        Some(p) => Ok(std::fs::write(&p, json + "\n").map_err(IoAction::Write.on(p.display()))?),
        None => {
            println!("{json}");
            Ok(())
        }
    }
}

/// `puzzlebox import`.
pub fn import(file: &str) -> Result<()> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(IoAction::Read.on("-"))?;
    } else {
        text = std::fs::read_to_string(file).map_err(IoAction::Read.on(file))?;
    }
    let export: Export =
        serde_json::from_str(&text).map_err(|e| crate::failure::Failure::NotAnExport {
            path: file.to_string(),
            detail: e.to_string(),
        })?;
    let mut store = open_store()?;
    let r = store
        .import(&export)
        .map_err(crate::failure::Failure::from)?;
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
    Ok(())
}
