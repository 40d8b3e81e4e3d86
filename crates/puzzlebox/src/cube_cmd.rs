//! `solve`, `scramble`, `bench` and `tables build` for the Rubik's cube: argument handling
//! and printing around the library's front door ([`cube::solve`]), which holds the policy
//! (targets, the optimal tables, goals and parts).

use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use cube::optimal::Variant;
use cube::{apply_moves, format_moves, parse_cube, parse_moves, CubeError, CubieCube, FaceletCube};
use game::solving::SolveRecord;
use game::PuzzleKind;
use rand::SeedableRng;
use rayon::prelude::*;
use search::tables::silent;
use search::Budget;

use crate::cache::{self, TableStore};
use crate::cli::{CubeBench, CubeScramble, CubeSolve, CubeTables, Format};
use crate::failure::Failure;
use crate::output::{all_succeeded, print, print_batch, refuse, time_summary};
use crate::shard::{self, stdin_lines};

const PUZZLE: PuzzleKind = PuzzleKind::Cube;

/// One cube to solve: as given (normalised when it parsed), and the checked cube or the
/// error.
/// A batch line: as given, and the cube it is (or why not).
type Input = (String, Result<CubieCube, CubeError>);

fn parse_input(line: &str) -> Input {
    let line = line.trim();
    let r = match line.strip_prefix("scramble:") {
        Some(moves) => parse_moves(moves).map(|m| apply_moves(&m)),
        None => parse_cube(line),
    };
    let state = match &r {
        Ok(c) => FaceletCube::from_cubie(c).to_kociemba(),
        Err(_) => line.to_string(),
    };
    (state, r)
}

/// The request of `solve cube`'s options, `threads` for each optimal solve.
fn request(args: &CubeSolve, threads: usize) -> Result<cube::Request, CubeError> {
    let goal = match &args.goal {
        Some(g) => Some(parse_cube(g).map_err(|e| CubeError::InGoal(Box::new(e)))?),
        None => None,
    };
    let req = cube::Request {
        solver: args.solver,
        target: args.target,
        timeout: args.timeout.map(|t| Duration::from_secs_f64(t.max(0.0))),
        metric: args.metric,
        tables: args.tables,
        goal,
        part: args.only,
        threads,
        solutions: args.solutions,
        build_tables: true,
        budget: crate::interrupt::budget(),
    };
    req.check()?;
    Ok(req)
}

/// What the record names as the goal: the goal's facelets, or the part.
fn goal_of(req: &cube::Request) -> Option<String> {
    match (&req.goal, req.part) {
        (Some(g), _) => Some(FaceletCube::from_cubie(g).to_kociemba()),
        (None, Some(p)) => Some(p.name().to_string()),
        (None, None) => None,
    }
}

fn solve_one(store: &TableStore, state: &str, c: &CubieCube, req: &cube::Request) -> SolveRecord {
    match cube::solve(c, req, store, &silent) {
        Ok(s) => SolveRecord::cube(state, &s, req.metric, goal_of(req)),
        Err(e) => SolveRecord::error(PUZZLE, state, e),
    }
}

/// `puzzlebox solve cube`.
pub fn solve(args: CubeSolve) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    if args.cube.as_deref().map(str::trim) == Some("-") {
        return solve_batch(&args, store);
    }
    let (state, c) = match (&args.scramble, &args.cube) {
        (Some(s), _) => parse_input(&format!("scramble:{s}")),
        (None, Some(c)) => parse_input(c),
        (None, None) => unreachable!("clap requires one"),
    };
    let c = c.map_err(|e| refuse(args.format, PUZZLE, &state, e))?;
    let threads = args.threads.unwrap_or_else(rayon::current_num_threads);
    let req = request(&args, threads).map_err(|e| refuse(args.format, PUZZLE, &state, e))?;
    let rec = solve_one(store, &state, &c, &req);
    print(&rec, args.format);
    if rec.error.is_some() {
        return Err(Failure::Cube(CubeError::NoSolutionInTime).into());
    }
    Ok(())
}

fn solve_batch(args: &CubeSolve, store: &'static TableStore) -> Result<()> {
    // Each optimal solve of a batch on one thread: the batch shares them out.
    let req = request(args, 1).map_err(|e| refuse(args.format, PUZZLE, "-", e))?;
    let inputs: Vec<(usize, Input)> = shard::numbered(stdin_lines()?, args.shard)
        .into_iter()
        .map(|(line, t)| (line, parse_input(&t)))
        .collect();
    if inputs.iter().any(|(_, (_, r))| r.is_ok()) {
        // The tables before any clock starts.
        cube::two_phase_tables(store, &silent).map_err(Failure::from)?;
    }
    let records: Vec<SolveRecord> = inputs
        .par_iter()
        .with_max_len(1)
        .map(|(line, (state, r))| SolveRecord {
            line: Some(*line),
            ..match r {
                Ok(c) => solve_one(store, state, c, &req),
                Err(e) => SolveRecord::error(PUZZLE, state, e),
            }
        })
        .collect();
    print_batch(&records, args.format)
}

/// `puzzlebox scramble cube`.
pub fn scramble(args: CubeScramble) -> Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let tables = match args.moves {
        None => {
            let store = cache::store().map_err(Failure::from)?;
            Some(cube::two_phase_tables(store, &silent).map_err(Failure::from)?)
        }
        Some(_) => None,
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
                    "puzzle": PUZZLE,
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
        cube::Solver::TwoPhase => bench_two_phase(args),
        cube::Solver::Optimal => bench_optimal(args),
        cube::Solver::Human => bench_human(args),
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

/// The cubes of a benchmark: `--count` from `--file` (after `--skip`), else random-state
/// cubes of `--seed`.
fn bench_cubes(args: &CubeBench) -> Result<Vec<CubieCube>> {
    let Some(path) = &args.file else {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
        return Ok((0..args.count)
            .map(|_| cube::scramble::random_cube(&mut rng))
            .collect());
    };
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let mut cubes = Vec::new();
    for (n, line) in lines.skip(args.skip).take(args.count) {
        // A scramble, else facelets; the first column of `scramble cube`'s output.
        let first = line.split('\t').next().unwrap_or(line);
        let c = match parse_input(&format!("scramble:{first}")).1 {
            Ok(c) => c,
            Err(_) => parse_input(first).1.map_err(|e| {
                anyhow::Error::from(Failure::from(e))
                    .context(format!("{}, line {n}", path.display()))
            })?,
        };
        cubes.push(c);
    }
    Ok(cubes)
}

/// The Ctrl-C budget, with the time limit asked for.
fn budget_for(timeout: Option<f64>) -> Budget {
    let budget = crate::interrupt::budget();
    match timeout {
        Some(secs) => budget.with_timeout(Duration::from_secs_f64(secs.max(0.0))),
        None => budget,
    }
}

/// The optimal solver on random-state cubes, one after another, each on all the threads.
fn bench_optimal(args: CubeBench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let t = cube::two_phase_tables(store, &silent).map_err(Failure::from)?;
    let t0 = Instant::now();
    let o = cube::optimal_tables(args.tables, store, &silent).map_err(Failure::from)?;
    println!(
        "tables: {} optimal tables ready in {:.1} s",
        o.variant.name(),
        t0.elapsed().as_secs_f64()
    );
    let threads = args.threads.unwrap_or(1);
    let (mut times, mut lens, mut nodes) = (Vec::new(), Vec::new(), 0u64);
    let mut proven = 0;
    let cubes = bench_cubes(&args)?;
    for (i, c) in cubes.iter().enumerate() {
        let r = cube::solve_optimal(&t, &o, c, 1, threads, &budget_for(args.timeout));
        let moves = r.turns.unwrap_or_default();
        anyhow::ensure!(
            cube::apply_face_turns(c, &moves) == CubieCube::SOLVED,
            "cube {i}: the solution does not solve it"
        );
        let r_nodes = r.nodes.unwrap_or(0);
        println!(
            "cube {:3}: {:2} moves{} in {:.3} s, {} nodes",
            args.skip + i + 1,
            moves.len(),
            match r.lower_bound {
                None if r.optimal => " (optimal)".to_string(),
                lb => format!(" (at least {})", lb.unwrap_or(0)),
            },
            r.millis / 1e3,
            r_nodes
        );
        proven += r.optimal as usize;
        times.push(r.millis);
        lens.push(moves.len());
        nodes += r_nodes;
    }
    let n = cubes.len().max(1);
    let source = match &args.file {
        Some(p) => format!("cubes from {}", p.display()),
        None => format!("random-state cubes (seed {})", args.seed),
    };
    println!(
        "{} {source}, optimal solver, {threads} thread(s): {proven} proven optimal",
        cubes.len(),
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
    let cubes = bench_cubes(&args)?;
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
    let store = cache::store().map_err(Failure::from)?;
    store.take_spent();
    let tables = cube::two_phase_tables(store, &silent).map_err(Failure::from)?;
    let (took, built) = store.take_spent();
    println!(
        "tables: {} in {:.3} s",
        if built { "built" } else { "loaded" },
        took.as_secs_f64()
    );
    let cubes = bench_cubes(&args)?;
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
            let good = r.reached_target
                || (args.timeout.is_some() && moves.len() <= cube::GODS_NUMBER as usize);
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
    let store = cache::store().map_err(Failure::from)?;
    let def = cube::catalog::two_phase();
    let t0 = Instant::now();
    let tables = cube::Tables::build();
    let build = t0.elapsed();
    let bytes = tables.to_bytes();
    store.save(&def, &bytes)?;
    println!(
        "cube two-phase tables built in {:.3} s ({:.1} MB)",
        build.as_secs_f64(),
        bytes.len() as f64 / 1e6
    );
    for (name, entries, mean, max) in tables.summary() {
        println!("  {name}: {entries} entries, mean depth {mean:.2}, max {max}");
    }
    let t0 = Instant::now();
    let (_, source) = store.fetch(&def).map_err(Failure::from)?;
    println!(
        "loaded back from {} in {:.1} ms ({source:?})",
        store.dir().display(),
        t0.elapsed().as_secs_f64() * 1e3
    );
    if let Some(v) = args.optimal {
        build_optimal(store, v)?;
    }
    Ok(())
}

/// Builds and caches the optimal solver's tables, printing their figures.
fn build_optimal(store: &TableStore, v: Variant) -> Result<()> {
    let threads = search::levels::cores();
    let def = cube::catalog::optimal(v);
    let took = store.rebuild(&def)?;
    let (table, _) = store.fetch(&def).map_err(Failure::from)?;
    let o = table
        .downcast::<cube::optimal::OptimalTables>()
        .map_err(|_| search::tables::TableError::WrongType {
            table: def.key.clone(),
        })
        .map_err(Failure::from)?;
    println!(
        "cube optimal tables ({}) built in {:.1} s on {threads} threads ({:.1} MB)",
        v.name(),
        took.as_secs_f64(),
        o.table.bytes() as f64 / 1e6
    );
    let h = o.histogram();
    let n: u64 = h.iter().sum();
    let mean = h
        .iter()
        .enumerate()
        .map(|(d, &c)| d as f64 * c as f64)
        .sum::<f64>()
        / n as f64;
    let last = h.iter().rposition(|&c| c > 0).unwrap_or(0);
    println!(
        "  {} cosets, base {}: mean value read {mean:.2}; entries by value read {:?}",
        n,
        o.table.base(),
        &h[..=last]
    );
    Ok(())
}
