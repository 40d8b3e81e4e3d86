//! `solve`, `scramble`, `bench` and `tables build` for the Five Rings puzzle.

use std::io::BufRead;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use rand::SeedableRng;
use rayon::prelude::*;
use rings::classic::ClassicTables;
use rings::pair::{PairKind, PairTables, SetTable, PAIR_ENTRIES};
use rings::pdb::{self, ColourTables, Metric};
use rings::{clicks, format_moves, simplify, turns, RingsError, State, Turn};
use search::pdb::ByteTable;
use search::Budget;

use crate::cache::{Source, TableId, TableStore};
use crate::cli::{
    Format, RingsBench, RingsMetric, RingsScramble, RingsSolve, RingsSolverName, RingsTableSet,
    RingsTables,
};
use crate::output::{all_succeeded, print, print_batch, refuse, time_summary, Skip, SolveRecord};
use crate::Failure;

impl From<RingsError> for Failure {
    fn from(e: RingsError) -> Self {
        Failure::Input(e.to_string())
    }
}

fn metric_of(m: RingsMetric) -> Metric {
    match m {
        RingsMetric::Clicks => Metric::Clicks,
        RingsMetric::Turns => Metric::Turns,
    }
}

fn table_id(metric: Metric) -> TableId<'static> {
    match metric {
        Metric::Clicks => TableId {
            key: Metric::Clicks.key(),
            stem: "rings-colour-pdb",
            len: Some(pdb::ENTRIES as u64),
            label: "Five Rings colour table (6.7 MB)",
        },
        Metric::Turns => TableId {
            key: Metric::Turns.key(),
            stem: "rings-colour-pdb-turns",
            len: Some(pdb::ENTRIES as u64),
            label: "Five Rings colour table, turn metric (6.7 MB)",
        },
    }
}

/// A metric's colour table from the cache, or built and cached.
fn load_metric(metric: Metric) -> Result<(Arc<ColourTables>, Source, Duration)> {
    let store = TableStore::from_env()?;
    let (bytes, source, took) = store.load_or_build(&table_id(metric), |p| {
        pdb::build_metric(metric, p).into_vec()
    })?;
    let tables = ColourTables::new(ByteTable::from_vec(bytes))
        .context("the colour table has the wrong size")?;
    Ok((Arc::new(tables), source, took))
}

/// The classic method's tables from the cache, or built and cached.
fn load_classic() -> Result<Arc<ClassicTables>> {
    let store = TableStore::from_env()?;
    let id = TableId {
        key: ClassicTables::KEY,
        stem: "rings-classic-aux",
        len: Some(ClassicTables::BYTES as u64),
        label: "Five Rings classic-method tables (32 MB)",
    };
    let (bytes, _, _) = store.load_or_build(&id, |_| ClassicTables::build().to_bytes())?;
    Ok(Arc::new(
        ClassicTables::from_bytes(bytes).context("the classic tables have the wrong size")?,
    ))
}

/// The two-colour tables' identities in the cache.
fn pair_ids(stems: &[(String, String)]) -> Vec<TableId<'_>> {
    stems
        .iter()
        .zip(PairKind::ALL)
        .map(|((stem, label), kind)| TableId {
            key: kind.key(),
            stem,
            len: Some(SetTable::bytes_for(PAIR_ENTRIES) as u64),
            label,
        })
        .collect()
}

fn pair_names() -> Vec<(String, String)> {
    PairKind::ALL
        .iter()
        .map(|kind| {
            (
                format!("rings-pair-{}", kind.name()),
                format!("Five Rings two-colour table ({}, 580 MB)", kind.name()),
            )
        })
        .collect()
}

/// Whether both two-colour tables are in the cache (their headers checked).
fn pairs_cached() -> Result<bool> {
    let store = TableStore::from_env()?;
    let names = pair_names();
    Ok(pair_ids(&names).iter().all(|id| store.has(id)))
}

/// The tables a solve uses: those asked for, else the strongest cached ones (the
/// two-colour tables for the optimal solver in the click metric, when cached).
fn table_set(args: &RingsSolve) -> Result<RingsTableSet> {
    if let Some(set) = args.tables {
        return Ok(set);
    }
    let large = args.solver == RingsSolverName::Optimal
        && metric_of(args.metric) == Metric::Clicks
        && pairs_cached()?;
    Ok(if large {
        RingsTableSet::Large
    } else {
        RingsTableSet::Small
    })
}

/// The two-colour tables from the cache, or built (minutes, on all cores) and cached.
fn load_pairs() -> Result<Arc<PairTables>> {
    let store = TableStore::from_env()?;
    let mut tables = Vec::new();
    let names = pair_names();
    for (id, kind) in pair_ids(&names).iter().zip(PairKind::ALL) {
        let (bytes, _, _) = store.load_or_build(id, |p| {
            SetTable::build(kind.goal(), &|a, b| p(a, b))
                .as_bytes()
                .to_vec()
        })?;
        tables.push(
            SetTable::from_bytes(kind.goal(), bytes)
                .context("a two-colour table has the wrong size")?,
        );
    }
    let apart = tables.pop().context("two tables")?;
    let adjacent = tables.pop().context("two tables")?;
    Ok(Arc::new(
        PairTables::new(adjacent, apart).context("the two-colour tables do not match")?,
    ))
}

/// The click-metric table (the fast solver and scrambles use it).
fn load_tables() -> Result<(Arc<ColourTables>, Source, Duration)> {
    load_metric(Metric::Clicks)
}

/// The tables a solve needs: the click table always, the turn table for turn-optimal solves.
struct Needed {
    clicks: Arc<ColourTables>,
    turns: Option<Arc<ColourTables>>,
    classic: Option<Arc<ClassicTables>>,
    pairs: Option<Arc<PairTables>>,
}

fn load_needed(
    solver: RingsSolverName,
    metric: RingsMetric,
    set: RingsTableSet,
) -> Result<(Needed, Source, Duration)> {
    let (clicks, mut source, mut took) = load_tables()?;
    let mut needed = Needed {
        clicks,
        turns: None,
        classic: None,
        pairs: None,
    };
    let t0 = Instant::now();
    if set == RingsTableSet::Large {
        if solver == RingsSolverName::Classic || metric_of(metric) != Metric::Clicks {
            bail!(Failure::Input(
                "the large tables serve the optimal and fast solvers in the click metric".into()
            ));
        }
        needed.pairs = Some(load_pairs()?);
        took += t0.elapsed();
    } else if solver == RingsSolverName::Classic {
        needed.classic = Some(load_classic()?);
        took += t0.elapsed();
    } else if solver == RingsSolverName::Optimal && metric_of(metric) == Metric::Turns {
        let (turns, s2, t2) = load_metric(Metric::Turns)?;
        if s2 == Source::Built {
            source = s2;
        }
        needed.turns = Some(turns);
        took += t2;
    }
    if solver == RingsSolverName::Optimal && metric_of(metric) == Metric::Clicks {
        // The duplicate-pruning automaton (a quarter of a second), before any timing starts.
        let t0 = Instant::now();
        rings::prune::Pruner::shared();
        took += t0.elapsed();
    }
    Ok((needed, source, took))
}

fn record(
    state: &State,
    sol: Option<&[Turn]>,
    optimal: bool,
    lower_bound: Option<u32>,
    nodes: Option<u64>,
    ms: f64,
) -> SolveRecord {
    // Count turns on the written form: consecutive clicks of a ring are one turn.
    let sol = sol.map(simplify);
    let sol = sol.as_deref();
    SolveRecord {
        puzzle: "rings",
        state: state.to_string(),
        goal: None,
        solution: Skip(Some(sol.map(format_moves))),
        length: Skip(None),
        clicks: sol.map(clicks),
        turns: sol.map(turns),
        metric: None,
        optimal: Some(optimal),
        lower_bound,
        nodes,
        millis: Some(ms),
        timed_out: false,
        steps: Vec::new(),
        error: None,
    }
}

fn solve_state(
    needed: &Needed,
    state: &State,
    solver: RingsSolverName,
    timeout: Option<f64>,
    fallback: bool,
) -> SolveRecord {
    solve_state_within(
        needed,
        state,
        solver,
        timeout,
        fallback,
        crate::interrupt::budget(),
    )
}

/// One solve for the web API: the same checks, solvers and record as `solve rings` (the
/// large tables when they are cached), within `budget` besides `timeout`.
pub fn solve_for_api(
    state: &str,
    solver: Option<RingsSolverName>,
    timeout: Option<f64>,
    budget: Budget,
) -> Result<SolveRecord> {
    let state = State::parse(state).map_err(Failure::from)?;
    let solver = solver.unwrap_or(RingsSolverName::Fast);
    let set = if solver == RingsSolverName::Optimal && pairs_cached()? {
        RingsTableSet::Large
    } else {
        RingsTableSet::Small
    };
    let (needed, _, _) = load_needed(solver, RingsMetric::Clicks, set)?;
    Ok(solve_state_within(
        &needed, &state, solver, timeout, true, budget,
    ))
}

fn solve_state_within(
    needed: &Needed,
    state: &State,
    solver: RingsSolverName,
    timeout: Option<f64>,
    fallback: bool,
    base: Budget,
) -> SolveRecord {
    let tables = &needed.clicks;
    let t0 = Instant::now();
    let ms = |t0: Instant| t0.elapsed().as_secs_f64() * 1e3;
    match solver {
        RingsSolverName::Fast => {
            let sol = match &needed.pairs {
                Some(pairs) => rings::fast::solve_beam_pairs(state, pairs, rings::fast::WIDTH),
                None => rings::fast::solve_beam(state, tables, rings::fast::WIDTH),
            };
            record(state, sol.as_deref(), state.is_solved(), None, None, ms(t0))
        }
        RingsSolverName::Classic => {
            let steps = match &needed.classic {
                Some(t) => rings::classic::solve_classic_with(t, state),
                None => rings::classic::solve_classic(state),
            };
            let all: Vec<Turn> = steps.iter().flat_map(|s| s.moves.clone()).collect();
            let mut rec = record(state, Some(&all), state.is_solved(), None, None, ms(t0));
            rec.steps = steps
                .iter()
                .map(|s| crate::output::StepRecord {
                    name: s.name.clone(),
                    moves: format_moves(&s.moves),
                })
                .collect();
            rec
        }
        RingsSolverName::Optimal => {
            let mut budget = base;
            if let Some(secs) = timeout {
                budget = budget.with_timeout(Duration::from_secs_f64(secs.max(0.0)));
            }
            let r = match (&needed.turns, &needed.pairs) {
                (Some(turn_tables), _) => pdb::solve_optimal_turns(state, turn_tables, &budget),
                (None, Some(pairs)) => {
                    let threads = rayon::current_num_threads();
                    rings::pair::solve_optimal_large(state, tables, pairs, &budget, threads)
                }
                (None, None) => pdb::solve_optimal(state, tables, &budget),
            };
            match r.solution {
                Some(sol) => record(
                    state,
                    Some(&sol),
                    true,
                    Some(r.lower_bound),
                    Some(r.nodes),
                    ms(t0),
                ),
                None => {
                    let fast = if fallback {
                        rings::fast::solve_beam(state, tables, rings::fast::WIDTH)
                    } else {
                        None
                    };
                    let mut rec = record(
                        state,
                        fast.as_deref(),
                        false,
                        Some(r.lower_bound),
                        Some(r.nodes),
                        ms(t0),
                    );
                    rec.timed_out = true;
                    rec
                }
            }
        }
    }
}

/// `puzzlebox solve rings`.
pub fn solve(args: RingsSolve) -> Result<()> {
    if args.state.trim() == "-" {
        let mut inputs = Vec::new();
        for line in std::io::stdin().lock().lines() {
            let line = line.context("cannot read standard input")?;
            let t = line.trim();
            if !t.is_empty() && !t.starts_with('#') {
                inputs.push((t.to_string(), State::parse(t)));
            }
        }
        let set = table_set(&args)?;
        let (tables, _, _) = load_needed(args.solver, args.metric, set)?;
        let one = |(text, r): &(String, Result<State, RingsError>)| match r {
            Ok(s) => solve_state(&tables, s, args.solver, args.timeout, args.fallback),
            Err(e) => SolveRecord::error("rings", text, e.to_string()),
        };
        // With the large tables every search uses all threads, so states go one by one.
        let records: Vec<SolveRecord> = if tables.pairs.is_some() {
            inputs.iter().map(one).collect()
        } else {
            inputs.par_iter().with_max_len(1).map(one).collect()
        };
        return print_batch(&records, args.format);
    }
    let state = State::parse(&args.state)
        .map_err(|e| refuse(args.format, "rings", &args.state, Failure::from(e)))?;
    let set = table_set(&args)?;
    let (tables, _, _) = load_needed(args.solver, args.metric, set)?;
    let rec = solve_state(&tables, &state, args.solver, args.timeout, args.fallback);
    print(&rec, args.format);
    if rec.failed() {
        return Err(Failure::Timeout(format!(
            "time limit reached; no solution shorter than {} clicks exists",
            rec.lower_bound.unwrap_or(0)
        ))
        .into());
    }
    Ok(())
}

/// The largest `--distance` offered: each step of the walk is proven by an optimal search.
const MAX_DISTANCE: u32 = 14;

/// `puzzlebox scramble rings`.
pub fn scramble(args: RingsScramble) -> Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let n = match (&args.level, args.moves) {
        (Some(level), _) => Some(rings::scramble::level_clicks(level).ok_or_else(|| {
            Failure::Input(format!("{level:?} is not a level: use low, mid or high"))
        })?),
        (None, n) => n,
    };
    let tables = if args.distance.is_some() {
        Some(load_tables()?.0)
    } else {
        None
    };
    for _ in 0..args.count {
        if let (Some(d), Some(t)) = (args.distance, &tables) {
            if d > MAX_DISTANCE {
                return Err(Failure::Input(format!(
                    "distance {d} is beyond what can be proven quickly (at most {MAX_DISTANCE} clicks)"
                ))
                .into());
            }
            let mut oracle = |s: &State| {
                let budget = Budget::unlimited().with_timeout(Duration::from_secs(10));
                pdb::solve_optimal(s, t, &budget)
                    .solution
                    .map(|p| clicks(&p))
            };
            let state =
                rings::scramble::at_distance(d, &mut rng, &mut oracle).ok_or_else(|| {
                    Failure::Timeout(format!(
                        "no position at distance {d} could be proven in time"
                    ))
                })?;
            match args.format {
                Format::Text => println!("{state}"),
                Format::Json => println!(
                    "{}",
                    serde_json::json!({"puzzle": "rings", "state": state.to_string(), "distance": d, "seed": seed})
                ),
            }
            continue;
        }
        let (state, moves) = match n {
            Some(n) => {
                let (s, m) = rings::scramble::random_clicks(n, &mut rng);
                (s, Some(m))
            }
            None => (rings::scramble::random_state(&mut rng), None),
        };
        match args.format {
            Format::Text => println!("{state}"),
            Format::Json => {
                let mut obj = serde_json::json!({"puzzle": "rings", "state": state.to_string(), "seed": seed});
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
    let (tables, source, took) = load_needed(args.solver, args.metric, args.tables)?;
    println!("tables: {} in {:.3} s", source.verb(), took.as_secs_f64());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let clicks_n = match &args.level {
        Some(l) => Some(rings::scramble::level_clicks(l).ok_or_else(|| {
            Failure::Input(format!("{l:?} is not a level: use low, mid or high"))
        })?),
        None => None,
    };
    let states: Vec<State> = (0..args.count)
        .map(|_| match clicks_n {
            Some(n) => rings::scramble::random_clicks(n, &mut rng).0,
            None => rings::scramble::random_state(&mut rng),
        })
        .collect();
    let t0 = Instant::now();
    let one = |s: &State| solve_state(&tables, s, args.solver, args.timeout, false);
    // With the large tables every search uses all threads, so states go one by one.
    let recs: Vec<SolveRecord> = if tables.pairs.is_some() {
        states.iter().map(one).collect()
    } else {
        states.par_iter().with_max_len(1).map(one).collect()
    };
    let wall = t0.elapsed();
    let solved: Vec<&SolveRecord> = recs.iter().filter(|r| r.clicks.is_some()).collect();
    let mut verified = 0;
    for (s, r) in states.iter().zip(&recs) {
        if let Some(Some(sol)) = &r.solution.0 {
            let mut x = *s;
            x.apply(&rings::parse_moves(sol)?);
            verified += usize::from(x.is_solved());
        }
    }
    let mut c: Vec<u32> = solved.iter().filter_map(|r| r.clicks).collect();
    c.sort();
    let t: Vec<u32> = solved.iter().filter_map(|r| r.turns).collect();
    let times: Vec<f64> = recs.iter().filter_map(|r| r.millis).collect();
    let n = solved.len().max(1) as f64;
    println!(
        "{} positions ({}), solver {:?}: {} solved and verified, {} proven optimal",
        recs.len(),
        args.level.as_deref().unwrap_or("random states"),
        args.solver,
        verified,
        recs.iter().filter(|r| r.optimal == Some(true)).count()
    );
    println!(
        "clicks: mean {:.2}, median {}, max {}; turns: mean {:.2}",
        c.iter().sum::<u32>() as f64 / n,
        c.get(c.len() / 2).copied().unwrap_or(0),
        c.last().copied().unwrap_or(0),
        t.iter().sum::<u32>() as f64 / n
    );
    println!(
        "time: {}; nodes {}; wall {:.2} s",
        time_summary(&times),
        recs.iter().filter_map(|r| r.nodes).sum::<u64>(),
        wall.as_secs_f64()
    );
    all_succeeded(verified, recs.len())
}

/// `puzzlebox tables build rings`.
pub fn build_tables(args: RingsTables) -> Result<()> {
    let store = TableStore::from_env()?;
    for metric in [Metric::Clicks, Metric::Turns] {
        let id = table_id(metric);
        let took = store.rebuild(&id, |p| pdb::build_metric(metric, p).into_vec())?;
        println!(
            "{} built in {:.2} s in {}",
            id.label,
            took.as_secs_f64(),
            store.dir().display()
        );
    }
    let t0 = Instant::now();
    load_classic()?;
    println!(
        "Five Rings classic-method tables ready in {:.2} s",
        t0.elapsed().as_secs_f64()
    );
    if args.large {
        let t0 = Instant::now();
        load_pairs()?;
        println!(
            "Five Rings two-colour tables ready in {:.1} s",
            t0.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The click-metric colour table for the game's hints.
pub fn game_tables() -> Result<Option<game::SolverTables>> {
    // Hints search optimally: build the duplicate-pruning automaton with the tables.
    rings::prune::Pruner::shared();
    Ok(Some(game::SolverTables::Rings(load_tables()?.0)))
}
