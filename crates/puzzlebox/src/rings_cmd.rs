//! `solve`, `scramble`, `bench` and `tables build` for the Five Rings puzzle: argument
//! handling and printing around the library's front door (`rings::prepare`,
//! `rings::solve`), which holds the policy (which tables, the fallback).

use search::Named;
use std::time::{Duration, Instant};

use anyhow::Result;
use game::solving::SolveRecord;
use game::PuzzleKind;
use rand::SeedableRng;
use rayon::prelude::*;
use rings::{RingsError, State};
use search::tables::silent;
use search::Level;

use crate::cli::{Format, RingsBench, RingsScramble, RingsSolve, RingsTables};
use crate::failure::{Failure, Usage};
use crate::i18n::{num, say, text};
use crate::output::{
    all_succeeded, failed, print, print_batch, refuse, table_done, tables_took, time_summary,
};
use crate::shard::{self, stdin_lines};
use frontend::cache::{self, Source};

const PUZZLE: PuzzleKind = PuzzleKind::Rings;

/// The request of a solve's options.
fn request(
    solver: rings::Solver,
    metric: rings::Metric,
    tables: Option<rings::TableSet>,
    timeout: Option<f64>,
    fallback: bool,
) -> rings::Request {
    rings::Request {
        solver,
        metric,
        tables,
        timeout: timeout.map(|t| Duration::from_secs_f64(t.max(0.0))),
        fallback,
        threads: rayon::current_num_threads(),
        budget: crate::interrupt::budget(),
        purpose: search::Purpose::Solve,
    }
}

/// Solves every state (each search on every thread with the large tables, so then one by
/// one; else in parallel, one state per task).
fn solve_all(
    states: &[Result<State, RingsError>],
    texts: &[String],
    loaded: &rings::Prepared,
    req: &rings::Request,
) -> Vec<SolveRecord> {
    let one = |i: usize| match &states[i] {
        Ok(s) => SolveRecord::rings(s, &rings::solve(loaded, s, req)),
        Err(e) => failed(PUZZLE, &texts[i], e.clone()),
    };
    if loaded.large() {
        (0..states.len()).map(one).collect()
    } else {
        (0..states.len())
            .into_par_iter()
            .with_max_len(1)
            .map(one)
            .collect()
    }
}

/// `puzzlebox solve rings`.
pub fn solve(args: RingsSolve) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let req = request(
        args.solver,
        args.metric,
        args.tables,
        args.timeout,
        args.fallback,
    );
    if args.state.trim() == "-" {
        let (lines, texts): (Vec<usize>, Vec<String>) = shard::numbered(stdin_lines()?, args.shard)
            .into_iter()
            .unzip();
        let states: Vec<_> = texts.iter().map(|t| rings::parse(t)).collect();
        let loaded = rings::prepare(&req, store, &silent).map_err(Failure::from)?;
        let records = solve_all(&states, &texts, &loaded, &req)
            .into_iter()
            .zip(lines)
            .map(|(rec, line)| SolveRecord {
                line: Some(line),
                ..rec
            })
            .collect::<Vec<_>>();
        return print_batch(&records, args.format);
    }
    let state =
        rings::parse(&args.state).map_err(|e| refuse(args.format, PUZZLE, &args.state, e))?;
    let loaded = rings::prepare(&req, store, &silent).map_err(Failure::from)?;
    let rec = SolveRecord::rings(&state, &rings::solve(&loaded, &state, &req));
    print(&rec, args.format);
    if rec.failed() {
        return Err(Failure::TimeLimit {
            lower_bound: rec.lower_bound.unwrap_or(0),
            unit: "clicks",
        }
        .into());
    }
    Ok(())
}

/// A level of the rings' by name (`low`, `mid`, `high`).
/// A classic level by name; another name is a bad command line (exit 2, with the levels).
fn level_named(level: &str) -> Result<Level, Failure> {
    let classic: Vec<(&str, Level)> = rings::levels()
        .into_iter()
        .filter(|(_, l)| matches!(l, Level::Moves(_)))
        .collect();
    classic
        .iter()
        .find(|(n, _)| *n == level)
        .map(|(_, l)| *l)
        .ok_or_else(|| {
            Failure::from(Usage::Level {
                puzzle: game::PuzzleKind::Rings,
                level: level.to_string(),
                levels: classic.iter().map(|(n, _)| n.to_string()).collect(),
            })
        })
}

/// `puzzlebox scramble rings`.
pub fn scramble(args: RingsScramble) -> Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let level = match (args.distance, &args.level, args.moves) {
        (Some(d), _, _) => Level::Distance(d),
        (None, Some(level), _) => level_named(level)?,
        (None, None, Some(n)) => Level::Moves(n),
        (None, None, None) => Level::RandomState,
    };
    // Exact distances are proven over the colour table.
    let prepared = match level {
        Level::Distance(_) => {
            let store = cache::store().map_err(Failure::from)?;
            let req = rings::Request::default();
            Some(rings::prepare(&req, store, &silent).map_err(Failure::from)?)
        }
        _ => None,
    };
    for _ in 0..args.count {
        let (state, moves) =
            rings::scramble(prepared.as_ref(), level, &mut rng).map_err(Failure::from)?;
        match args.format {
            Format::Text => println!("{state}"),
            Format::Json => {
                let mut obj = serde_json::json!({"puzzle": PUZZLE, "state": state.to_string()});
                if let Level::Distance(d) = level {
                    obj["distance"] = d.into();
                }
                obj["seed"] = seed.into();
                if let Some(m) = moves {
                    obj["moves"] = m
                        .iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                        .into();
                }
                println!("{obj}");
            }
        }
    }
    Ok(())
}

/// `puzzlebox bench rings`.
pub fn bench(args: RingsBench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let req = request(
        args.solver,
        args.metric,
        Some(args.tables),
        args.timeout,
        false,
    );
    store.take_spent();
    let loaded = rings::prepare(&req, store, &silent).map_err(Failure::from)?;
    let (took, built) = store.take_spent();
    println!("{}", tables_took(built, took));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let level = match &args.level {
        Some(l) => level_named(l)?,
        None => Level::RandomState,
    };
    let states: Vec<Result<State, RingsError>> = (0..args.count)
        .map(|_| Ok(rings::scramble(None, level, &mut rng)?.0))
        .collect();
    let texts: Vec<String> = vec![String::new(); states.len()];
    let t0 = Instant::now();
    let recs = solve_all(&states, &texts, &loaded, &req);
    let wall = t0.elapsed();
    let verified = verify(&states, &recs)?;
    print_bench(&args, &recs, verified, wall);
    all_succeeded(verified, recs.len())
}

/// How many of the solutions solve their states (each replayed).
fn verify(states: &[Result<State, RingsError>], recs: &[SolveRecord]) -> Result<usize> {
    let mut verified = 0;
    for (s, r) in states.iter().zip(recs) {
        if let (Ok(s), Some(Some(sol))) = (s, &r.solution.0) {
            let mut x = *s;
            x.apply(&rings::parse_moves(sol).map_err(Failure::from)?);
            verified += usize::from(x.is_solved());
        }
    }
    Ok(verified)
}

/// The benchmark's lines: what ran, the lengths, the times.
fn print_bench(args: &RingsBench, recs: &[SolveRecord], verified: usize, wall: Duration) {
    let solved: Vec<&SolveRecord> = recs.iter().filter(|r| r.clicks.is_some()).collect();
    let mut c: Vec<u32> = solved.iter().filter_map(|r| r.clicks).collect();
    c.sort();
    let t: Vec<u32> = solved.iter().filter_map(|r| r.turns).collect();
    let times: Vec<f64> = recs.iter().filter_map(|r| r.millis).collect();
    let n = solved.len().max(1) as f64;
    let u = |k: usize| num(k as u32);
    let level = match args.level.as_deref() {
        Some(l) => crate::i18n::tell(&game::level_label(l)),
        None => say("cli-bench-random-states", &[]),
    };
    let line = say(
        "cli-bench-rings-summary",
        &[
            ("count", u(recs.len())),
            ("level", text(level)),
            ("solver", text(format!("{:?}", args.solver))),
            ("verified", u(verified)),
            (
                "proven",
                u(recs.iter().filter(|r| r.optimal == Some(true)).count()),
            ),
        ],
    );
    println!("{line}");
    let mean = |v: f64| text(format!("{:.2}", v / n));
    let line = say(
        "cli-bench-rings-lengths",
        &[
            ("clicks", mean(c.iter().sum::<u32>() as f64)),
            ("median", num(c.get(c.len() / 2).copied().unwrap_or(0))),
            ("max", num(c.last().copied().unwrap_or(0))),
            ("turns", mean(t.iter().sum::<u32>() as f64)),
        ],
    );
    println!("{line}");
    let line = say(
        "cli-bench-rings-time",
        &[
            ("times", text(time_summary(&times))),
            (
                "nodes",
                text(recs.iter().filter_map(|r| r.nodes).sum::<u64>()),
            ),
            ("wall", text(format!("{:.2}", wall.as_secs_f64()))),
        ],
    );
    println!("{line}");
}

/// `puzzlebox tables build rings`.
pub fn build_tables(args: RingsTables) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    for &metric in rings::Metric::ALL {
        let def = rings::colour_table(metric);
        let took = store.rebuild(&def).map_err(Failure::from)?;
        let name = crate::i18n::tell(&def.label);
        println!("{}", table_done(&name, Source::Built, took));
    }
    let t0 = Instant::now();
    store
        .fetch(&rings::classic_table())
        .map_err(Failure::from)?;
    let secs = text(format!("{:.2}", t0.elapsed().as_secs_f64()));
    println!("{}", say("cli-tables-rings-classic", &[("secs", secs)]));
    if args.large {
        let t0 = Instant::now();
        for def in rings::pair_table_defs() {
            let (_, source) = store.fetch(&def).map_err(Failure::from)?;
            if source == Source::Built {
                let name = crate::i18n::tell(&def.label);
                println!("{}", say("cli-table-built-now", &[("label", text(name))]));
            }
        }
        let secs = text(format!("{:.1}", t0.elapsed().as_secs_f64()));
        println!("{}", say("cli-tables-rings-pair", &[("secs", secs)]));
    }
    Ok(())
}
