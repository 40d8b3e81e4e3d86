//! `replay`: a saved game's solve split into its stages (the cube's CFOP or beginner's
//! steps, the tiles' rows and columns, the rings), as text or one JSON object.

use anyhow::Result;
use practice::replay::{Replay, Stage};
use serde::Serialize;

use crate::cli::{Format, ReplayArgs};
use crate::data::open_store;
use crate::failure::{Failure, Usage};
use crate::i18n::{say, tell};
use crate::output::pad;

/// A stage as JSON: its English name, its moves, time, pause and TPS (`null` when the
/// game was saved without times).
#[derive(Serialize)]
struct StageJson {
    name: String,
    moves: String,
    ms: Option<u64>,
    pause_ms: Option<u64>,
    tps: Option<f64>,
}

/// The replay as JSON: the final line of moves, the solve's time and its stages.
#[derive(Serialize)]
struct ReplayJson {
    moves: String,
    ms: u64,
    stages: Vec<StageJson>,
}

/// `puzzlebox replay <game>|--last`.
pub fn run(args: ReplayArgs) -> Result<()> {
    let store = open_store()?;
    let (_, row) = match (&args.game, args.solve) {
        (Some(which), _) => store.find_game(which)?,
        (None, Some(solve)) => {
            let s = store.solve(solve).map_err(Failure::from)?;
            let uid = s
                .game
                .ok_or(Failure::Usage(Usage::SolveOffScreen { solve }))?;
            store.find_game(&uid)?
        }
        (None, None) => store.last_solved()?,
    };
    let replay = practice::replay::of(&frontend::puzzles(), &row.record).map_err(Failure::from)?;
    if args.format == Format::Json {
        println!("{}", serde_json::to_string(&json(&replay))?);
        return Ok(());
    }
    print!("{}", text(&replay));
    Ok(())
}

fn json(r: &Replay) -> ReplayJson {
    ReplayJson {
        moves: r.line.join(" "),
        ms: r.ms,
        stages: r
            .stages
            .iter()
            .map(|s| StageJson {
                name: s.label.english(),
                moves: s.moves.join(" "),
                ms: s.ms,
                pause_ms: s.pause_ms,
                tps: s.tps().map(|t| (t * 100.0).round() / 100.0),
            })
            .collect(),
    }
}

/// Seconds to the hundredth, or `-` when unknown.
fn secs(ms: Option<u64>) -> String {
    ms.map(|ms| format!("{:.2}", ms as f64 / 1000.0))
        .unwrap_or_else(|| "-".into())
}

/// The replay for people: a line on the game, then a row per stage.
fn text(r: &Replay) -> String {
    let moves: u32 = r.stages.iter().map(|s| s.count).sum();
    let mut out = String::new();
    let head = match (r.solved, r.timed) {
        (true, true) => say(
            "cli-replay-solved",
            &[("time", secs(Some(r.ms)).into()), ("moves", moves.into())],
        ),
        (true, false) => say("cli-replay-solved-untimed", &[("moves", moves.into())]),
        (false, _) => say("cli-replay-unsolved", &[("moves", r.line.len().into())]),
    };
    out.push_str(&head);
    out.push('\n');
    if r.stages.is_empty() {
        return out;
    }
    let heads = [
        "cli-replay-stage",
        "cli-replay-moves",
        "cli-replay-time",
        "cli-replay-pause",
        "cli-replay-tps",
    ]
    .map(|h| say(h, &[]));
    out.push_str(&format!(
        "{} {} {} {} {}\n",
        pad(&heads[0], 26, false),
        pad(&heads[1], 6, true),
        pad(&heads[2], 8, true),
        pad(&heads[3], 8, true),
        pad(&heads[4], 6, true),
    ));
    for s in &r.stages {
        out.push_str(&row(s));
    }
    out
}

fn row(s: &Stage) -> String {
    let tps = s
        .tps()
        .map(|t| format!("{t:.2}"))
        .unwrap_or_else(|| "-".into());
    format!(
        "{} {:>6} {:>8} {:>8} {:>6}  {}\n",
        pad(&tell(&s.label), 26, false),
        s.count,
        secs(s.ms),
        secs(s.pause_ms),
        tps,
        s.moves.join(" ")
    )
}
