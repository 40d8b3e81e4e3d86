//! `solve`, `scramble`, `bench` and `tables build` for the Rubik's cube.

use std::io::BufRead;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::ValueEnum;
use cube::notation::{length, Metric, Move};
use cube::optimal::{OptimalTables, Variant};
use cube::{
    apply_moves, format_moves, parse_cube, parse_moves, CubeError, CubieCube, FaceletCube, Tables,
};
use rand::SeedableRng;
use rayon::prelude::*;
use search::Budget;

use crate::cache::{Source, TableId, TableStore};
use crate::cli::{
    CubeBench, CubePart, CubeScramble, CubeSolve, CubeSolverName, CubeTableSet, CubeTables, Format,
};
use crate::output::{
    all_succeeded, print, print_batch, refuse, time_summary, Skip, SolveRecord, StepRecord,
};
use crate::Failure;

/// Move-count metrics on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MetricName {
    /// Half-turn metric (face turns of any amount count 1).
    Htm,
    /// Quarter-turn metric (half turns count 2).
    Qtm,
    /// Slice-turn metric (any layer turn counts 1).
    Stm,
}

impl MetricName {
    fn metric(self) -> Metric {
        match self {
            MetricName::Htm => Metric::Htm,
            MetricName::Qtm => Metric::Qtm,
            MetricName::Stm => Metric::Stm,
        }
    }
}

/// The two-phase tables from the cache, or built and cached. Returns them, whether they were
/// built, and the time taken.
fn load_tables() -> Result<(Arc<Tables>, Source, Duration)> {
    let store = TableStore::from_env()?;
    let id = TableId {
        key: Tables::KEY,
        stem: "cube-two-phase",
        len: None,
        label: "cube two-phase tables",
    };
    let (bytes, source, took) = store.load_or_build(&id, |_| Tables::build().to_bytes())?;
    let t0 = Instant::now();
    match Tables::from_bytes(&bytes) {
        Some(t) => Ok((Arc::new(t), source, took + t0.elapsed())),
        None => {
            // The checksum matched but the layout did not (a stale format): rebuild.
            let t0 = Instant::now();
            let t = Tables::build();
            let took = store.rebuild(&id, |_| t.to_bytes())? + t0.elapsed();
            Ok((Arc::new(t), Source::Built, took))
        }
    }
}

fn optimal_id(v: Variant) -> TableId<'static> {
    match v {
        Variant::Small => TableId {
            key: v.key(),
            stem: "cube-optimal-small",
            len: None,
            label: "cube optimal tables, small (150 MB)",
        },
        Variant::Large => TableId {
            key: v.key(),
            stem: "cube-optimal-large",
            len: None,
            label: "cube optimal tables, large (3.4 GB)",
        },
    }
}

/// The optimal solver's tables: the size asked for, else the large ones if cached, else the
/// small; from the cache, or built on all cores and cached. Kept for the process.
pub fn load_optimal(t: &Tables, want: Option<CubeTableSet>) -> Result<Arc<OptimalTables>> {
    static LOADED: std::sync::Mutex<Vec<Arc<OptimalTables>>> = std::sync::Mutex::new(Vec::new());
    let store = TableStore::from_env()?;
    let v = match want {
        Some(w) => w.variant(),
        None if store.has(&optimal_id(Variant::Large)) => Variant::Large,
        None => Variant::Small,
    };
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(o) = loaded.iter().find(|o| o.variant == v) {
        return Ok(o.clone());
    }
    let id = optimal_id(v);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (bytes, _, _) =
        store.load_or_build(&id, |p| OptimalTables::build(t, v, threads, p).to_bytes())?;
    let o = match OptimalTables::from_bytes(t, v, bytes) {
        Some(o) => o,
        None => {
            let o = OptimalTables::build(t, v, threads, &|_, _| {});
            store.rebuild(&id, |_| o.to_bytes())?;
            o
        }
    };
    let o = Arc::new(o);
    loaded.push(o.clone());
    Ok(o)
}

/// One cube to solve: as given, and the checked cube or the error.
fn parse_input(line: &str) -> (String, Result<CubieCube, CubeError>) {
    let line = line.trim();
    if let Some(moves) = line.strip_prefix("scramble:") {
        let r = parse_moves(moves).map(|m| apply_moves(&m));
        let state = match &r {
            Ok(c) => FaceletCube::from_cubie(c).to_kociemba(),
            Err(_) => line.to_string(),
        };
        return (state, r);
    }
    let r = parse_cube(line);
    let state = match &r {
        Ok(c) => FaceletCube::from_cubie(c).to_kociemba(),
        Err(_) => line.to_string(),
    };
    (state, r)
}

fn solve_one(tables: &Tables, state: &str, cube: &CubieCube, args: &CubeSolve) -> SolveRecord {
    if let Some(part) = args.only {
        return solve_part(tables, state, cube, part, args);
    }
    if let Some(goal) = &args.goal {
        // Checked before any solve (see `check_goal`).
        let Ok(g) = parse_cube(goal) else {
            return SolveRecord::error("cube", state, "bad goal".into());
        };
        let mut rec = solve_plain(tables, state, &cube::goal::relative(cube, &g), args);
        rec.goal = Some(FaceletCube::from_cubie(&g).to_kociemba());
        return rec;
    }
    solve_plain(tables, state, cube, args)
}

/// `--only`: the part solved, the rest left free.
fn solve_part(
    tables: &Tables,
    state: &str,
    cube: &CubieCube,
    part: CubePart,
    args: &CubeSolve,
) -> SolveRecord {
    let t0 = Instant::now();
    let budget = budget_for(args.timeout);
    let corners = (part == CubePart::Corners).then(|| corner_table(tables));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let turns = cube::goal::solve_part(
        tables,
        corners.as_deref(),
        cube,
        part.part(),
        &budget,
        &mut rng,
    );
    let metric = args.metric.metric();
    let rec = found(state, &turns, metric, t0.elapsed().as_secs_f64() * 1e3);
    SolveRecord {
        goal: Some(part.name().to_string()),
        optimal: Some(turns.is_empty() || (part == CubePart::Corners && metric == Metric::Htm)),
        ..rec
    }
}

/// A solution found (face-turn indices), counted in `metric`; proven optimal only when it
/// is empty. Callers add what else they know.
fn found(state: &str, turns: &[u8], metric: Metric, millis: f64) -> SolveRecord {
    let moves: Vec<Move> = turns.iter().map(|&m| Move::face(m)).collect();
    SolveRecord {
        puzzle: "cube",
        state: state.to_string(),
        goal: None,
        solution: Skip(Some(Some(format_moves(&moves)))),
        length: Skip(Some(Some(length(&moves, metric) as usize))),
        clicks: None,
        turns: None,
        metric: Some(metric.name()),
        optimal: Some(moves.is_empty()),
        lower_bound: None,
        nodes: None,
        millis: Some(millis),
        timed_out: false,
        steps: Vec::new(),
        error: None,
    }
}

/// The Ctrl-C budget, with the time limit asked for.
fn budget_for(timeout: Option<f64>) -> Budget {
    let budget = crate::interrupt::budget();
    match timeout {
        Some(secs) => budget.with_timeout(Duration::from_secs_f64(secs.max(0.0))),
        None => budget,
    }
}

/// The exact corner table, built once per process (about two seconds).
fn corner_table(tables: &Tables) -> Arc<cube::optimal::Corners> {
    static C: std::sync::OnceLock<Arc<cube::optimal::Corners>> = std::sync::OnceLock::new();
    C.get_or_init(|| Arc::new(cube::optimal::Corners::build(tables)))
        .clone()
}

/// Checks `--goal` and the solver's options before anything is solved.
fn check_args(args: &CubeSolve) -> Result<(), Failure> {
    if let Some(goal) = &args.goal {
        parse_cube(goal).map_err(|e| Failure::Input(format!("goal: {e}")))?;
    }
    if args.solver == CubeSolverName::Optimal && args.metric != MetricName::Htm {
        return Err(Failure::Usage(
            "the optimal solver counts in HTM only (its tables are built for face turns of any amount); use --metric htm".into(),
        ));
    }
    if args.solver != CubeSolverName::TwoPhase && (args.goal.is_some() || args.only.is_some()) {
        let what = if args.goal.is_some() {
            "--goal"
        } else {
            "--only"
        };
        if !(args.solver == CubeSolverName::Optimal && args.goal.is_some()) {
            return Err(Failure::Usage(format!(
                "{what} works with the two-phase solver{}",
                if args.goal.is_some() {
                    " and the optimal one"
                } else {
                    " (--only corners is optimal)"
                }
            )));
        }
    }
    Ok(())
}

fn solve_plain(tables: &Tables, state: &str, cube: &CubieCube, args: &CubeSolve) -> SolveRecord {
    if args.solver == CubeSolverName::Human {
        return solve_human(state, cube, args.metric);
    }
    if args.solver == CubeSolverName::Optimal {
        let threads = match args.cube.as_deref().map(str::trim) {
            Some("-") => 1,
            _ => args.threads.unwrap_or_else(rayon::current_num_threads),
        };
        return match load_optimal(tables, args.tables) {
            Ok(o) => solve_optimal(tables, &o, state, cube, args, threads),
            Err(e) => SolveRecord::error("cube", state, format!("{e:#}")),
        };
    }
    solve_within(
        tables,
        state,
        cube,
        target_of(args.target, args.timeout),
        args.metric,
        args.timeout,
        crate::interrupt::budget(),
    )
}

/// One solve for the web API: the same checks, solver and record as `solve cube`, within
/// `budget` (its deadline and cancellation flag) besides `timeout`.
pub fn solve_for_api(state: &str, timeout: Option<f64>, budget: Budget) -> Result<SolveRecord> {
    let (state, cube) = parse_input(state);
    let cube = cube.map_err(Failure::from)?;
    let (tables, _, _) = load_tables()?;
    let rec = solve_within(
        &tables,
        &state,
        &cube,
        20, // the first solution of at most 20 moves: the time is only a cap here
        MetricName::Htm,
        timeout,
        budget,
    );
    if let Some(e) = rec.error {
        return Err(Failure::Timeout(e).into());
    }
    Ok(rec)
}

/// The length a solve stops at: the one asked for; else, with a time limit, none (0: keep
/// improving until the time runs out); else 20 (every cube can be solved in 20).
fn target_of(target: Option<u32>, timeout: Option<f64>) -> u32 {
    match (target, timeout) {
        (Some(t), _) => t,
        (None, Some(_)) => 0,
        (None, None) => 20,
    }
}

fn solve_within(
    tables: &Tables,
    state: &str,
    cube: &CubieCube,
    max_length: u32,
    metric: MetricName,
    timeout: Option<f64>,
    mut budget: Budget,
) -> SolveRecord {
    let t0 = Instant::now();
    if let Some(secs) = timeout {
        budget = budget.with_timeout(Duration::from_secs_f64(secs.max(0.0)));
    }
    let r = cube::solver::solve(tables, cube, max_length, &budget);
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    let Some(turns) = r.moves else {
        return SolveRecord::error(
            "cube",
            state,
            "no solution found within the time limit".into(),
        );
    };
    found(state, &turns, metric.metric(), millis)
}

/// The beginner's method: the solution and its seven named steps.
fn solve_human(state: &str, cube: &CubieCube, metric: MetricName) -> SolveRecord {
    let t0 = Instant::now();
    let steps = match cube::human::solve(cube) {
        Ok(s) => s,
        Err(e) => return SolveRecord::error("cube", state, e.to_string()),
    };
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    let all: Vec<u8> = steps.iter().flat_map(|s| s.moves.clone()).collect();
    SolveRecord {
        steps: steps
            .iter()
            .map(|s| StepRecord {
                name: s.name.to_string(),
                moves: format_moves(&s.moves.iter().map(|&m| Move::face(m)).collect::<Vec<_>>()),
            })
            .collect(),
        ..found(state, &all, metric.metric(), millis)
    }
}

/// An optimal solve: two-phase's solution bounds it, then every shorter length is searched.
fn solve_optimal(
    tables: &Tables,
    o: &OptimalTables,
    state: &str,
    cube: &CubieCube,
    args: &CubeSolve,
    threads: usize,
) -> SolveRecord {
    let t0 = Instant::now();
    let r = optimal_solve(tables, o, cube, threads, &budget_for(args.timeout));
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    let rec = match &r.moves {
        Some(turns) => found(state, turns, Metric::Htm, millis),
        None => SolveRecord {
            solution: Skip(Some(None)),
            length: Skip(Some(None)),
            ..found(state, &[], Metric::Htm, millis)
        },
    };
    SolveRecord {
        optimal: Some(r.optimal),
        lower_bound: (!r.optimal).then_some(r.lower_bound),
        nodes: Some(r.nodes),
        timed_out: !r.optimal,
        ..rec
    }
}

/// Two-phase's first solution (at most 20 moves, milliseconds) as the upper bound, then the
/// optimal search below it.
fn optimal_solve(
    tables: &Tables,
    o: &OptimalTables,
    cube: &CubieCube,
    threads: usize,
    budget: &Budget,
) -> cube::optimal::OptimalSolved {
    let upper = cube::solver::solve(tables, cube, 20, &Budget::unlimited()).moves;
    cube::optimal::solve(tables, o, cube, upper, threads, budget)
}

/// `puzzlebox solve cube`.
pub fn solve(args: CubeSolve) -> Result<()> {
    if args.cube.as_deref().map(str::trim) == Some("-") {
        return solve_batch(&args);
    }
    let (state, cube) = match (&args.scramble, &args.cube) {
        (Some(s), _) => parse_input(&format!("scramble:{s}")),
        (None, Some(c)) => parse_input(c),
        (None, None) => unreachable!("clap requires one"),
    };
    let cube = cube.map_err(|e| refuse(args.format, "cube", &state, Failure::from(e)))?;
    check_args(&args).map_err(|e| refuse(args.format, "cube", &state, e))?;
    let (tables, _, _) = load_tables()?;
    let rec = solve_one(&tables, &state, &cube, &args);
    print(&rec, args.format);
    if let Some(e) = rec.error {
        return Err(Failure::Timeout(e).into());
    }
    Ok(())
}

fn solve_batch(args: &CubeSolve) -> Result<()> {
    check_args(args).map_err(|e| refuse(args.format, "cube", "-", e))?;
    let mut inputs = Vec::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.context("cannot read standard input")?;
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        inputs.push(parse_input(t));
    }
    let tables = if inputs.iter().any(|(_, r)| r.is_ok()) {
        Some(load_tables()?.0)
    } else {
        None
    };
    let records: Vec<SolveRecord> = inputs
        .par_iter()
        .with_max_len(1)
        .map(|(state, r)| match (r, &tables) {
            (Ok(c), Some(t)) => solve_one(t, state, c, args),
            (Err(e), _) => SolveRecord::error("cube", state, e.to_string()),
            (Ok(_), None) => SolveRecord::error("cube", state, "tables unavailable".into()),
        })
        .collect();
    print_batch(&records, args.format)
}

/// `puzzlebox scramble cube`.
pub fn scramble(args: CubeScramble) -> Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let tables = if args.moves.is_none() {
        Some(load_tables()?.0)
    } else {
        None
    };
    for _ in 0..args.count {
        let moves = match (&tables, args.moves) {
            (Some(t), _) => cube::scramble::random_state(&mut rng, t).0,
            (None, n) => cube::scramble::random_moves(&mut rng, n.unwrap_or(25)),
        };
        let state = FaceletCube::from_cubie(&apply_moves(&moves)).to_kociemba();
        match args.format {
            Format::Text => println!("{}\t{state}", format_moves(&moves)),
            Format::Json => println!(
                "{}",
                serde_json::json!({
                    "puzzle": "cube",
                    "scramble": format_moves(&moves),
                    "state": state,
                    "length": moves.len(),
                    "seed": seed,
                })
            ),
        }
    }
    Ok(())
}

/// `puzzlebox bench cube`.
pub fn bench(args: CubeBench) -> Result<()> {
    match args.solver {
        CubeSolverName::TwoPhase => bench_two_phase(args),
        CubeSolverName::Optimal => bench_optimal(args),
        CubeSolverName::Human => bench_human(args),
    }
}

/// Lengths as `length: count` pairs.
fn histogram(lens: &[usize]) -> String {
    let mut h = std::collections::BTreeMap::new();
    for &l in lens {
        *h.entry(l).or_insert(0usize) += 1;
    }
    h.iter()
        .map(|(l, n)| format!("{l}: {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn bench_cubes(args: &CubeBench) -> Vec<CubieCube> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    (0..args.count)
        .map(|_| cube::scramble::random_cube(&mut rng))
        .collect()
}

/// The optimal solver on random-state cubes, one after another, each on all the threads.
fn bench_optimal(args: CubeBench) -> Result<()> {
    let (tables, _, _) = load_tables()?;
    let t0 = Instant::now();
    let o = load_optimal(&tables, args.tables)?;
    println!(
        "tables: {:?} optimal tables ready in {:.1} s",
        o.variant,
        t0.elapsed().as_secs_f64()
    );
    let threads = args.threads.unwrap_or(1);
    let (mut times, mut lens, mut nodes) = (Vec::new(), Vec::new(), 0u64);
    let mut proven = 0;
    let cubes = bench_cubes(&args);
    for (i, c) in cubes.iter().enumerate() {
        let t = Instant::now();
        let r = optimal_solve(&tables, &o, c, threads, &budget_for(args.timeout));
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let moves = r.moves.unwrap_or_default();
        anyhow::ensure!(
            cube::apply_face_turns(c, &moves) == CubieCube::SOLVED,
            "cube {i}: the solution does not solve it"
        );
        println!(
            "cube {:3}: {:2} moves{} in {:.3} s, {} nodes",
            i + 1,
            moves.len(),
            if r.optimal {
                " (optimal)".to_string()
            } else {
                format!(" (at least {})", r.lower_bound)
            },
            ms / 1e3,
            r.nodes
        );
        proven += r.optimal as usize;
        times.push(ms);
        lens.push(moves.len());
        nodes += r.nodes;
    }
    let n = cubes.len().max(1);
    println!(
        "{} random-state cubes (seed {}), optimal solver, {threads} thread(s): {proven} proven optimal",
        cubes.len(),
        args.seed
    );
    println!("time per cube: {}", time_summary(&times));
    println!(
        "length: mean {:.2}; {}; mean nodes {:.0}",
        lens.iter().sum::<usize>() as f64 / n as f64,
        histogram(&lens),
        nodes as f64 / n as f64
    );
    all_succeeded(proven, cubes.len())
}

/// The beginner's method on random-state cubes.
fn bench_human(args: CubeBench) -> Result<()> {
    let cubes = bench_cubes(&args);
    let t0 = Instant::now();
    let results: Vec<(f64, Option<[usize; 7]>)> = cubes
        .par_iter()
        .map(|c| {
            let t = Instant::now();
            let r = cube::human::solve(c).ok().and_then(|steps| {
                let all: Vec<u8> = steps.iter().flat_map(|s| s.moves.clone()).collect();
                (cube::apply_face_turns(c, &all) == CubieCube::SOLVED)
                    .then(|| std::array::from_fn(|i| steps[i].moves.len()))
            });
            (t.elapsed().as_secs_f64() * 1e3, r)
        })
        .collect();
    let wall = t0.elapsed();
    let ok: Vec<[usize; 7]> = results.iter().filter_map(|r| r.1).collect();
    let times: Vec<f64> = results.iter().map(|r| r.0).collect();
    let n = ok.len().max(1) as f64;
    let lens: Vec<usize> = ok.iter().map(|s| s.iter().sum()).collect();
    println!(
        "{} random-state cubes (seed {}), beginner's method, {} thread(s): {} solved",
        cubes.len(),
        args.seed,
        rayon::current_num_threads(),
        ok.len()
    );
    println!(
        "time per cube: {}; wall {:.3} s",
        time_summary(&times),
        wall.as_secs_f64()
    );
    println!(
        "length (HTM): mean {:.1}, min {}, max {}",
        lens.iter().sum::<usize>() as f64 / n,
        lens.iter().min().unwrap_or(&0),
        lens.iter().max().unwrap_or(&0)
    );
    for (i, name) in cube::human::STEP_NAMES.iter().enumerate() {
        let mean = ok.iter().map(|s| s[i]).sum::<usize>() as f64 / n;
        println!("  {name}: mean {mean:.1}");
    }
    all_succeeded(ok.len(), cubes.len())
}

fn bench_two_phase(args: CubeBench) -> Result<()> {
    let (tables, source, took) = load_tables()?;
    println!("tables: {} in {:.3} s", source.verb(), took.as_secs_f64());
    let cubes = bench_cubes(&args);
    let t0 = Instant::now();
    let results: Vec<(f64, usize, bool, [u64; 3])> = cubes
        .par_iter()
        .with_max_len(1)
        .map(|c| {
            let t = Instant::now();
            let (target, budget) = match args.timeout {
                Some(secs) => (
                    0,
                    Budget::unlimited().with_timeout(Duration::from_secs_f64(secs)),
                ),
                None => (args.max_length, Budget::unlimited()),
            };
            let r = cube::solver::solve(&tables, c, target, &budget);
            let ms = t.elapsed().as_secs_f64() * 1e3;
            let effort = [r.nodes, r.leaves, r.nodes2];
            let moves = r.moves.unwrap_or_default();
            let ok = cube::apply_face_turns(c, &moves) == CubieCube::SOLVED;
            let good = r.reached_target || (args.timeout.is_some() && moves.len() <= 20);
            (ms, moves.len(), ok && good, effort)
        })
        .collect();
    let wall = t0.elapsed();
    let times: Vec<f64> = results.iter().map(|r| r.0).collect();
    let n = results.len().max(1);
    let reached = results.iter().filter(|r| r.2).count();
    let lens: Vec<usize> = results.iter().map(|r| r.1).collect();
    let aim = match args.timeout {
        Some(secs) => format!("the shortest found in {secs} s each"),
        None => format!("target {} moves", args.max_length),
    };
    println!(
        "{} random-state cubes (seed {}), {aim}, {} thread(s): {reached} solved within it",
        results.len(),
        args.seed,
        rayon::current_num_threads()
    );
    println!(
        "time per cube: {}; wall {:.3} s",
        time_summary(&times),
        wall.as_secs_f64()
    );
    println!(
        "length: mean {:.2}, max {}",
        lens.iter().sum::<usize>() as f64 / n as f64,
        lens.iter().max().unwrap_or(&0)
    );
    let mean_effort = |i: usize| results.iter().map(|r| r.3[i]).sum::<u64>() as f64 / n as f64;
    println!(
        "search per cube: mean {:.0} phase-1 nodes, {:.0} phase-1 solutions, {:.0} phase-2 nodes",
        mean_effort(0),
        mean_effort(1),
        mean_effort(2)
    );
    all_succeeded(reached, results.len())
}

/// `puzzlebox tables build cube`.
pub fn build_tables(args: CubeTables) -> Result<()> {
    let t0 = Instant::now();
    let tables = Tables::build();
    let build = t0.elapsed();
    let store = TableStore::from_env()?;
    let id = TableId {
        key: Tables::KEY,
        stem: "cube-two-phase",
        len: None,
        label: "cube two-phase tables",
    };
    let bytes = tables.to_bytes();
    store.rebuild(&id, |_| bytes.clone())?;
    println!(
        "cube two-phase tables built in {:.3} s ({:.1} MB)",
        build.as_secs_f64(),
        bytes.len() as f64 / 1e6
    );
    for (name, entries, mean, max) in tables.summary() {
        println!("  {name}: {entries} entries, mean depth {mean:.2}, max {max}");
    }
    let t0 = Instant::now();
    let (_, source, _) = load_tables()?;
    println!(
        "loaded back from {} in {:.1} ms ({source:?})",
        store.dir().display(),
        t0.elapsed().as_secs_f64() * 1e3
    );
    if let Some(set) = args.optimal {
        build_optimal(&store, &tables, set.variant())?;
    }
    Ok(())
}

/// Builds and caches the optimal solver's tables, printing their figures.
fn build_optimal(store: &TableStore, tables: &Tables, v: Variant) -> Result<()> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let id = optimal_id(v);
    let t0 = Instant::now();
    let (bytes, _) = store.build(&id, |p| {
        OptimalTables::build(tables, v, threads, p).to_bytes()
    });
    let took = t0.elapsed();
    store.save(&id, &bytes)?;
    println!(
        "cube optimal tables ({v:?}) built in {:.1} s on {threads} threads ({:.1} MB)",
        took.as_secs_f64(),
        bytes.len() as f64 / 1e6
    );
    let o = OptimalTables::from_bytes(tables, v, bytes)
        .context("the tables just built do not read back")?;
    let [corners, phase1] = o.histograms();
    for (name, h) in [
        ("corners (corner-permutation class × twist)", corners),
        ("phase 1 (flip-slice class × twist)", phase1),
    ] {
        let n: u64 = h.iter().sum();
        let mean = h
            .iter()
            .enumerate()
            .map(|(d, &c)| d as f64 * c as f64)
            .sum::<f64>()
            / n as f64;
        println!(
            "  {name}: {n} entries, mean depth {mean:.2}, max {}; by depth {h:?}",
            h.len() - 1
        );
    }
    Ok(())
}

/// The game's tables: two-phase, and the small optimal tables when they are cached (hints
/// and demonstrations are then proven shortest where the budget allows; the large tables
/// are not loaded for a game: 3.4 GB).
pub fn game_tables() -> Result<Option<game::SolverTables>> {
    let t = load_tables()?.0;
    let small = TableStore::from_env()?.has(&optimal_id(Variant::Small));
    if small {
        let o = load_optimal(&t, Some(CubeTableSet::Small))?;
        return Ok(Some(game::SolverTables::CubeOptimal(t, o)));
    }
    Ok(Some(game::SolverTables::Cube(t)))
}
