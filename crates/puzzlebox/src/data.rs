//! The saved-games database on disk, and `stats`, `export`, `import`.
//!
//! The file is `games.sqlite` in `$PUZZLEBOX_DATA` when set, else in the user's data
//! directory (`~/.local/share/puzzlebox` on Linux).

use std::io::Read;
use std::path::PathBuf;

use anyhow::{Context, Result};
use game::store::{Export, Store};

use crate::cli::{Format, StatsArgs};

/// The database file.
pub fn db_path() -> Result<PathBuf> {
    let dir = match std::env::var_os("PUZZLEBOX_DATA") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => dirs::data_dir()
            .context("no data directory for this user; set PUZZLEBOX_DATA")?
            .join("puzzlebox"),
    };
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    Ok(dir.join("games.sqlite"))
}

/// Opens (creating) the database.
pub fn open_store() -> Result<Store> {
    let store = Store::open(&db_path()?).map_err(crate::failure::Failure::from)?;
    if store.read_only() {
        eprintln!(
            "puzzlebox: {} can only be read here (a read-only folder or disk): games are played but not saved",
            store.path().display()
        );
    }
    Ok(store)
}

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
        println!("no games yet (puzzlebox play starts one)");
        return Ok(());
    }
    println!(
        "{:<18} {:<12} {:>6} {:>6} {:>9} {:>10} {:>8} {:>10}",
        "puzzle", "level", "played", "solved", "abandoned", "best time", "fewest", "mean time"
    );
    let mut unaided = false;
    for r in rows {
        unaided |= r.best_ms.is_none();
        println!(
            "{:<18} {:<12} {:>6} {:>6} {:>9} {:>10} {:>8} {:>10}",
            r.title,
            r.level,
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
    if unaided {
        println!("(a best of \"-\": no solve without hints or a demonstration yet)");
    }
    Ok(())
}

/// `puzzlebox export`.
pub fn export(output: Option<PathBuf>) -> Result<()> {
    let store = open_store()?;
    let json = serde_json::to_string_pretty(&store.export()?)?;
    match output {
        Some(p) => {
            std::fs::write(&p, json + "\n").with_context(|| format!("cannot write {}", p.display()))
        }
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
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))?;
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
    println!(
        "imported {} games: {} added, {} updated, {} already here",
        export.games.len(),
        r.added,
        r.updated,
        r.unchanged
    );
    Ok(())
}
