//! `sessions` (list, make, rename, use, merge, split, delete, a session's solves and their
//! penalties), `stats --session` (every average, current and best; `--history`: the bests as
//! they fell and the solves of each day) and `bench sessions`.

use std::time::Instant;

use anyhow::Result;
use game::{GameId, PuzzleKind};
use practice::averages::{self, clock, Attempt, Figure};
use practice::{
    AmountFigure, Figures, History, Mode, NewSolve, Penalty, SessionInfo, SessionKind,
    SessionStats, Solve,
};
use rand::{Rng, SeedableRng};
use serde::Serialize;
use store::Store;

use crate::cli::{Format, SessionsBench, SessionsCommand, StatsArgs};
use crate::data::open_store;
use crate::failure::{Failure, Usage};
use crate::i18n::{num, say, tell, text};
use crate::output::pad;
use frontend::text::{figure_name, result_text};

/// `puzzlebox sessions …`.
pub fn run(command: Option<SessionsCommand>, format: Format) -> Result<()> {
    let store = open_store()?;
    let Some(command) = command else {
        return list(store.as_ref(), format);
    };
    let found = |which: &str| store.find_session(which).map_err(Failure::from);
    match command {
        SessionsCommand::New {
            name,
            puzzle,
            size,
            timer,
        } => {
            let kind = kind_of(puzzle, size.as_deref(), timer)?;
            let s = store.create_session(&name, &kind).map_err(Failure::from)?;
            println!(
                "{}",
                say(
                    "cli-session-made",
                    &[("name", text(&s.name)), ("what", text(what(&s)))]
                )
            );
        }
        SessionsCommand::Rename { session, name } => {
            let s = store
                .rename_session(found(&session)?.id, &name)
                .map_err(Failure::from)?;
            println!("{}", say("cli-session-renamed", &[("name", text(&s.name))]));
        }
        SessionsCommand::Use { session } => {
            let s = store
                .use_session(found(&session)?.id)
                .map_err(Failure::from)?;
            println!("{}", say("cli-session-current", &[("name", text(&s.name))]));
        }
        SessionsCommand::Merge { from, into } => {
            let s = store
                .merge_sessions(found(&from)?.id, found(&into)?.id)
                .map_err(Failure::from)?;
            println!(
                "{}",
                say(
                    "cli-session-merged",
                    &[("name", text(&s.name)), ("solves", num(s.solves as f64))]
                )
            );
        }
        SessionsCommand::Split { session, at, name } => {
            let s = store
                .split_session(found(&session)?.id, at, &name)
                .map_err(Failure::from)?;
            println!(
                "{}",
                say(
                    "cli-session-split",
                    &[("name", text(&s.name)), ("solves", num(s.solves as f64))]
                )
            );
        }
        SessionsCommand::Delete { session } => {
            let s = found(&session)?;
            store.delete_session(s.id).map_err(Failure::from)?;
            println!(
                "{}",
                say(
                    "cli-session-deleted",
                    &[("name", text(&s.name)), ("solves", num(s.solves as f64))]
                )
            );
        }
        SessionsCommand::Solves { session } => {
            let s = found(&session)?;
            let solves = store.solves(s.id).map_err(Failure::from)?;
            let listed = solves
                .into_iter()
                .map(|solve| {
                    let game_number = match &solve.game {
                        Some(uid) => store.game_number(uid).map_err(Failure::from)?,
                        None => None,
                    };
                    Ok(Listed { solve, game_number })
                })
                .collect::<Result<Vec<_>>>()?;
            if format == Format::Json {
                println!("{}", serde_json::to_string(&listed)?);
            } else {
                print_solves(&listed);
            }
        }
        SessionsCommand::Comment { solve, comment } => {
            let x = store.set_comment(solve, &comment).map_err(Failure::from)?;
            println!(
                "{}",
                say(
                    "cli-comment-set",
                    &[("id", text(x.id)), ("comment", text(&x.comment))]
                )
            );
        }
        SessionsCommand::Penalty { solve, penalty } => {
            let p = Penalty::from_name(&penalty).ok_or_else(|| {
                Failure::Usage(Usage::BadPenalty {
                    text: penalty.clone(),
                })
            })?;
            let x = store.set_penalty(solve, p).map_err(Failure::from)?;
            println!(
                "{}",
                say(
                    "cli-penalty-set",
                    &[("id", text(x.id)), ("time", text(result_text(&x)))]
                )
            );
        }
    }
    Ok(())
}

/// A session kind from the command line: the tiles need a size (3x3 when none).
fn kind_of(puzzle: PuzzleKind, size: Option<&str>, timer: bool) -> Result<SessionKind> {
    let mode = if timer { Mode::Timer } else { Mode::Screen };
    match SessionKind::for_puzzle(&frontend::puzzles(), puzzle, size, mode) {
        Ok(kind) => Ok(kind),
        // A bad command line (exit 2), as `play --size` on the cube is.
        Err(game::GameError::Door(door::Error::OneSize { puzzle })) => {
            Err(Failure::Usage(Usage::SizeForOnePuzzle { puzzle }).into())
        }
        Err(e) => Err(Failure::from(e).into()),
    }
}

/// What a session is of, in the reader's language: `Sliding tiles 4×4 · timer`.
fn what(s: &SessionInfo) -> String {
    let puzzle = match s.kind.ours(&frontend::puzzles()) {
        Some(v) => tell(&frontend::puzzles().label_of(v.kind(), &s.kind.size)),
        None => practice::cstimer::event_label(&s.kind.puzzle)
            .map_or_else(|| s.kind.puzzle.clone(), |m| tell(&m)),
    };
    let mode = match s.kind.mode {
        Mode::Screen => say("mode-screen", &[]),
        Mode::Timer => say("mode-timer", &[]),
    };
    format!("{puzzle} · {mode}")
}

fn list(store: &dyn Store, format: Format) -> Result<()> {
    let sessions = store.sessions().map_err(Failure::from)?;
    if format == Format::Json {
        println!("{}", serde_json::to_string(&sessions)?);
        return Ok(());
    }
    if sessions.is_empty() {
        println!("{}", say("cli-sessions-none", &[]));
        return Ok(());
    }
    let heads = [
        "cli-sessions-col-id",
        "cli-sessions-col-name",
        "cli-sessions-col-what",
        "cli-sessions-col-solves",
    ]
    .map(|h| say(h, &[]));
    println!(
        "  {} {} {} {}",
        pad(&heads[0], 4, true),
        pad(&heads[1], 24, false),
        pad(&heads[2], 30, false),
        pad(&heads[3], 7, true)
    );
    for s in sessions {
        let mark = if s.current { "*" } else { " " };
        println!(
            "{mark} {} {} {} {}",
            pad(&s.id.to_string(), 4, true),
            pad(&s.name, 24, false),
            pad(&what(&s), 30, false),
            pad(&s.solves.to_string(), 7, true)
        );
    }
    println!("{}", say("cli-sessions-current", &[]));
    Ok(())
}

/// A solve as `sessions solves` lists it: with the number of its game (what `replay`
/// takes), when it was played on screen and the game is kept.
#[derive(Serialize)]
struct Listed {
    #[serde(flatten)]
    solve: Solve,
    game_number: Option<GameId>,
}

fn print_solves(solves: &[Listed]) {
    let heads = [
        "cli-solves-col-id",
        "cli-solves-col-game",
        "cli-solves-col-time",
        "cli-solves-col-moves",
        "cli-solves-col-date",
        "cli-solves-col-comment",
    ]
    .map(|h| say(h, &[]));
    println!(
        "{} {} {} {} {} {}",
        pad(&heads[0], 6, true),
        pad(&heads[1], 6, true),
        pad(&heads[2], 12, true),
        pad(&heads[3], 12, true),
        pad(&heads[4], 20, false),
        heads[5]
    );
    for Listed {
        solve: s,
        game_number,
    } in solves
    {
        let game = game_number.map_or_else(|| "-".into(), |g| g.to_string());
        let moves = match (s.moves, s.optimum, s.optimum_exact) {
            (Some(m), Some(o), Some(true)) => format!("{m} (+{})", m.saturating_sub(o)),
            (Some(m), Some(o), Some(false)) => format!("{m} (≤+{})", m.saturating_sub(o)),
            (Some(m), _, _) => m.to_string(),
            (None, _, _) => "-".into(),
        };
        let mut comment = s.comment.clone();
        if s.assisted {
            comment = format!("[{}] {comment}", say("assisted", &[]));
        }
        println!(
            "{} {} {} {} {} {}",
            pad(&s.id.to_string(), 6, true),
            pad(&game, 6, true),
            pad(&result_text(s), 12, true),
            pad(&moves, 12, true),
            pad(&practice::cstimer::date(s.at), 20, false),
            comment.trim_end()
        );
    }
}

/// `puzzlebox stats --session NAME`.
pub fn stats(args: StatsArgs) -> Result<()> {
    let store = open_store()?;
    let which = args.session.unwrap_or_default();
    let s = store.find_session(&which).map_err(Failure::from)?;
    if args.history {
        let history = store
            .session_history(s.id, args.utc_offset)
            .map_err(Failure::from)?;
        if args.format == Format::Json {
            println!("{}", serde_json::to_string(&history)?);
        } else {
            print_history(&s, &history, args.utc_offset);
        }
        return Ok(());
    }
    let st = store.session_stats(s.id).map_err(Failure::from)?;
    if args.format == Format::Json {
        println!("{}", serde_json::to_string(&st)?);
        return Ok(());
    }
    print_stats(&st);
    Ok(())
}

fn print_stats(st: &SessionStats) {
    let head = say(
        "cli-session-stats",
        &[
            ("name", text(&st.session.name)),
            ("what", text(what(&st.session))),
            ("solves", num(st.solves as f64)),
            ("assisted", num(st.assisted as f64)),
            ("dnfs", num(st.dnfs as f64)),
        ],
    );
    println!("{head}");
    if let Some(mean) = st.mean {
        let counted = st.solves - st.assisted - st.dnfs;
        let mean = clock(mean.max(0) as u64, true);
        println!(
            "{}",
            say(
                "practice-mean",
                &[("mean", text(mean)), ("counted", num(counted as f64))]
            )
        );
    }
    let cols = ["cli-avg-current", "cli-avg-best"].map(|h| say(h, &[]));
    println!("{}", say("cli-avg-times", &[]));
    println!(
        "  {} {} {}",
        pad("", 8, false),
        pad(&cols[0], 12, true),
        pad(&cols[1], 12, true)
    );
    let time = |a: Option<Attempt>, rounded: bool| match a {
        None => "-".to_string(),
        Some(Attempt::Dnf) => "DNF".into(),
        Some(Attempt::Value(ms)) => clock(ms.max(0) as u64, rounded),
    };
    for (name, f) in st.times.named() {
        let Figure { current, best } = *f;
        let rounded = name != "single";
        println!(
            "  {} {} {}",
            pad(&figure_name(name), 8, false),
            pad(&time(current, rounded), 12, true),
            pad(&time(best, rounded), 12, true)
        );
    }
    for (id, figures) in [("cli-avg-moves", &st.moves), ("cli-avg-tps", &st.tps)] {
        if let Some(f) = figures {
            println!("{}", say(id, &[]));
            print_amounts(f);
        }
    }
    println!("{}", say("records-rule", &[]));
}

/// `stats --session X --history`: each figure's bests as they fell, then the solves of each
/// day, dates on the player's clock.
fn print_history(s: &SessionInfo, h: &History, utc_offset: i32) {
    let head = [("name", text(&s.name)), ("what", text(what(s)))];
    println!("{}", say("cli-history-of", &head));
    let (bests, days) = frontend::text::history_lines(h, utc_offset);
    for line in bests.iter().chain(&days) {
        println!("{line}");
    }
    println!(
        "{}",
        frontend::text::clock_line("cli-history-clock", utc_offset)
    );
}

fn print_amounts(f: &Figures<AmountFigure>) {
    use practice::sessions::Amount;
    let show = |a: Option<Amount>| match a {
        None => "-".to_string(),
        Some(Amount::Dnf) => "DNF".into(),
        Some(Amount::Value(v)) => format!("{v:.2}"),
    };
    for (name, x) in f.named() {
        println!(
            "  {} {} {}",
            pad(&figure_name(name), 8, false),
            pad(&show(x.current), 12, true),
            pad(&show(x.best), 12, true)
        );
    }
}

/// The solves a page of the page's list holds.
const PAGE: usize = 50;

/// The shortest of three runs of `f` (its answer kept from being optimized away).
fn best_of_three<T>(
    mut f: impl FnMut() -> Result<T, store::StoreError>,
) -> Result<std::time::Duration, store::StoreError> {
    let mut best = std::time::Duration::MAX;
    for _ in 0..3 {
        let t0 = Instant::now();
        std::hint::black_box(f()?);
        best = best.min(t0.elapsed());
    }
    Ok(best)
}

/// `puzzlebox bench sessions`: a session of `--solves` random times (a few DNFs and +2s):
/// its figures computed whole, one more solve's figures, the database's size per solve, a
/// page of 50 solves read (the newest, the middle, the oldest) and the history of bests.
pub fn bench(args: SessionsBench) -> Result<()> {
    let dir = std::env::temp_dir().join(format!("puzzlebox-bench-sessions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(frontend::IoAction::Create.on(dir.display()))?;
    let path = dir.join("games.sqlite");
    let puzzles = frontend::puzzles();
    let store = store::SqliteStore::open(&path, puzzles.clone()).map_err(Failure::from)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let timed = puzzles.timed_by_default();
    let kind = SessionKind::of(timed.kind(), &timed.key(), Mode::Timer);
    let solves: Vec<NewSolve> = (0..args.solves)
        .map(|i| {
            let penalty = match rng.gen_range(0..100) {
                0..=1 => Penalty::Dnf,
                2..=4 => Penalty::Plus2,
                _ => Penalty::Ok,
            };
            NewSolve {
                ms: rng.gen_range(8_000..20_000),
                penalty,
                scramble: "R U R' U'".into(),
                at: Some(1_700_000_000_000 + i as i64 * 30_000),
                ..NewSolve::default()
            }
        })
        .collect();
    let t0 = Instant::now();
    store.add_solves(&kind, &solves).map_err(Failure::from)?;
    let stored = t0.elapsed();
    let session = store.current_session(&kind).map_err(Failure::from)?;
    // The figures computed whole: the solves read, every average's current and best.
    let t0 = Instant::now();
    let st = store.session_stats(session.id).map_err(Failure::from)?;
    let whole = t0.elapsed();
    let solves = store.solves(session.id).map_err(Failure::from)?;
    let t0 = Instant::now();
    let results: Vec<Attempt> = solves.iter().map(Solve::result).collect();
    let computed = averages::figures(&results);
    let figures_only = t0.elapsed();
    // One more solve: stored, and the figures kept up to date from the running ones.
    let mut running = averages::Running::new(&results);
    let t0 = Instant::now();
    let extra = NewSolve {
        ms: 9_999,
        scramble: "R U".into(),
        ..NewSolve::default()
    };
    let added = store.add_solve(&kind, &extra).map_err(Failure::from)?;
    running.push(added.result());
    let _ = running.figures();
    let one = t0.elapsed();
    // The solves list a page at a time (the newest, the middle, the oldest page), and the
    // history of bests and days: each the best of three reads.
    let total = args.solves + 1;
    let page_at = |offset: usize| {
        best_of_three(|| {
            store
                .solves_page(session.id, offset, PAGE)
                .map(|p| p.solves.len())
        })
    };
    let pages = [0, total / 2, total.saturating_sub(PAGE)].map(page_at);
    let history = best_of_three(|| store.session_history(session.id, 0).map(|h| h.days.len()));
    drop(store);
    let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let _ = std::fs::remove_dir_all(&dir);
    let ms = |d: std::time::Duration| text(format!("{:.2}", d.as_secs_f64() * 1e3));
    let line = say(
        "cli-bench-sessions",
        &[
            ("solves", num(args.solves as f64)),
            ("stored", ms(stored)),
            ("whole", ms(whole)),
            ("figures", ms(figures_only)),
            ("one", ms(one)),
            ("bytes", text(bytes)),
            (
                "per",
                text(format!("{:.1}", bytes as f64 / args.solves.max(1) as f64)),
            ),
        ],
    );
    println!("{line}");
    let ao = |f: &Figure| match f.best {
        Some(Attempt::Value(v)) => clock(v as u64, true),
        Some(Attempt::Dnf) => "DNF".into(),
        None => "-".into(),
    };
    println!(
        "{}",
        say(
            "cli-bench-sessions-bests",
            &[
                ("ao5", text(ao(&st.times.ao5))),
                ("ao100", text(ao(&st.times.ao100))),
                ("ao1000", text(ao(&st.times.ao1000))),
            ]
        )
    );
    let mut read = Vec::new();
    for (name, timed) in ["first", "middle", "last"].into_iter().zip(pages) {
        read.push((name, ms(timed.map_err(Failure::from)?)));
    }
    read.push(("history", ms(history.map_err(Failure::from)?)));
    println!("{}", say("cli-bench-sessions-pages", &read));
    debug_assert_eq!(computed.len(), averages::KINDS.len());
    Ok(())
}
