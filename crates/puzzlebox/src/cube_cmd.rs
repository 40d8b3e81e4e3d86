//! `solve`, `scramble`, `bench` and `tables build` for the Rubik's cube: argument handling
//! and printing around the library's front door (`cube::prepare`, `cube::solve`), which
//! holds the policy (targets, the optimal tables, goals and parts).

use search::Named;
use std::time::{Duration, Instant};

use anyhow::Result;
use cube::{
    apply_moves, format_moves, parse_moves, CubeError, CubieCube, FaceletCube, Prepared, Variant,
};
use game::solving::SolveRecord;
use game::PuzzleKind;
use rand::SeedableRng;
use rayon::prelude::*;
use search::tables::silent;
use search::{Budget, Level};

use crate::cli::{CubeBench, CubeScramble, CubeSolve, CubeTables, Format};
use crate::failure::{Check, Failure};
use crate::i18n::{num, say, text};
use crate::output::{all_succeeded, failed, print, print_batch, refuse, tables_took, time_summary};
use crate::shard::{self, stdin_lines};
use frontend::cache::{self, TableStore};
use frontend::IoAction;

const PUZZLE: PuzzleKind = PuzzleKind::Cube;

/// One cube to solve: as given (normalised when it parsed), and the checked cube or the
/// error.
/// A batch line: as given, and the cube it is (or why not).
type Input = (String, Result<CubieCube, CubeError>);

fn parse_input(line: &str) -> Input {
    let line = line.trim();
    let r = match line.strip_prefix("scramble:") {
        Some(moves) => parse_moves(moves).map(|m| apply_moves(&m)),
        None => cube::parse(line),
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
        Some(g) => Some(cube::parse(g).map_err(|e| CubeError::InGoal(Box::new(e)))?),
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
        solutions: args.solutions.unwrap_or(1),
        tell_all_found: args.solutions.is_some(),
        build_tables: true,
        budget: crate::interrupt::budget(),
        purpose: search::Purpose::Solve,
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

/// One cube solved with what the request prepared (or the record of why not).
fn solve_one(
    prepared: &Result<Prepared, CubeError>,
    state: &str,
    c: &CubieCube,
    req: &cube::Request,
) -> SolveRecord {
    match prepared.clone().and_then(|p| cube::solve(&p, c, req)) {
        Ok(s) => SolveRecord::cube(state, &s, req.metric, goal_of(req)),
        Err(e) => failed(PUZZLE, state, e),
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
    let prepared = cube::prepare(&req, store, &silent);
    let rec = solve_one(&prepared, &state, &c, &req);
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
    // The tables before any clock starts (none for a batch of bad lines).
    let prepared = match inputs.iter().any(|(_, (_, r))| r.is_ok()) {
        true => cube::prepare(&req, store, &silent),
        false => Err(CubeError::NoSolutionInTime),
    };
    let records: Vec<SolveRecord> = inputs
        .par_iter()
        .with_max_len(1)
        .map(|(line, (state, r))| SolveRecord {
            line: Some(*line),
            ..match r {
                Ok(c) => solve_one(&prepared, state, c, &req),
                Err(e) => failed(PUZZLE, state, e.clone()),
            }
        })
        .collect();
    print_batch(&records, args.format)
}

/// `puzzlebox scramble cube`.
pub fn scramble(args: CubeScramble) -> Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let (level, prepared) = match args.moves {
        Some(n) => (Level::Moves(n), None),
        None => {
            let store = cache::store().map_err(Failure::from)?;
            let p =
                cube::prepare(&cube::Request::default(), store, &silent).map_err(Failure::from)?;
            (Level::RandomState, Some(p))
        }
    };
    for _ in 0..args.count {
        let (_, moves) =
            cube::scramble(prepared.as_ref(), level, &mut rng).map_err(Failure::from)?;
        let moves = moves.unwrap_or_default();
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
        return (0..args.count)
            .map(|_| Ok(cube::scramble(None, Level::RandomState, &mut rng)?.0))
            .collect::<Result<_, CubeError>>()
            .map_err(|e| Failure::from(e).into());
    };
    let text = std::fs::read_to_string(path).map_err(IoAction::Read.on(path.display()))?;
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
            Err(_) => parse_input(first).1.map_err(|e| Failure::InFile {
                path: path.display().to_string(),
                line: n,
                fault: e.into(),
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
    let threads = args.threads.unwrap_or(1);
    let req = cube::Request {
        solver: cube::Solver::Optimal,
        tables: args.tables,
        threads,
        ..cube::Request::default()
    };
    cube::prepare(&cube::Request::default(), store, &silent).map_err(Failure::from)?;
    let t0 = Instant::now();
    let prepared = cube::prepare(&req, store, &silent).map_err(Failure::from)?;
    let line = say(
        "cli-bench-cube-tables",
        &[
            ("name", text(prepared.optimal().map_or("-", Variant::name))),
            ("secs", text(format!("{:.1}", t0.elapsed().as_secs_f64()))),
        ],
    );
    println!("{line}");
    let (mut times, mut lens, mut nodes) = (Vec::new(), Vec::new(), 0u64);
    let mut proven = 0;
    let cubes = bench_cubes(&args)?;
    for (i, c) in cubes.iter().enumerate() {
        let req = cube::Request {
            budget: budget_for(args.timeout),
            ..req.clone()
        };
        let r = cube::solve(&prepared, c, &req).map_err(Failure::from)?;
        let moves = r.turns.unwrap_or_default();
        if cube::apply_face_turns(c, &moves) != CubieCube::SOLVED {
            return Err(Failure::Check(Check::Unsolved { item: i }).into());
        }
        let r_nodes = r.nodes.unwrap_or(0);
        let (id, bound) = match r.lower_bound {
            None if r.optimal => ("cli-bench-cube-optimal", 0),
            lb => ("cli-bench-cube-bound", lb.unwrap_or(0)),
        };
        let line = say(
            id,
            &[
                ("cube", text(format!("{:3}", args.skip + i + 1))),
                ("n", text(format!("{:2}", moves.len()))),
                ("bound", num(bound)),
                ("secs", text(format!("{:.3}", r.millis / 1e3))),
                ("nodes", text(r_nodes)),
            ],
        );
        println!("{line}");
        proven += r.optimal as usize;
        times.push(r.millis);
        lens.push(moves.len());
        nodes += r_nodes;
    }
    let n = cubes.len().max(1);
    let u = |k: usize| num(k as u32);
    let line = say(
        "cli-bench-cube-summary",
        &[
            ("count", u(cubes.len())),
            ("source", text(cube_source(&args))),
            ("threads", u(threads)),
            ("proven", u(proven)),
        ],
    );
    println!("{line}");
    let times = text(time_summary(&times));
    println!("{}", say("cli-bench-time-per-cube", &[("times", times)]));
    let mean = lens.iter().sum::<usize>() as f64 / n as f64;
    let line = say(
        "cli-bench-cube-lengths",
        &[
            ("mean", text(format!("{mean:.2}"))),
            ("histogram", text(histogram(&lens))),
            ("nodes", text(format!("{:.0}", nodes as f64 / n as f64))),
        ],
    );
    println!("{line}");
    all_succeeded(proven, cubes.len())
}

/// The beginner's method on random-state cubes.
fn bench_human(args: CubeBench) -> Result<()> {
    let cubes = bench_cubes(&args)?;
    let req = cube::Request {
        solver: cube::Solver::Human,
        ..cube::Request::default()
    };
    let store = cache::store().map_err(Failure::from)?;
    let prepared = cube::prepare(&req, store, &silent).map_err(Failure::from)?;
    let t0 = Instant::now();
    let results: Vec<(f64, Option<[usize; 7]>)> = cubes
        .par_iter()
        .map(|c| {
            let t = Instant::now();
            let r = cube::solve(&prepared, c, &req).ok().and_then(|s| {
                let all = s.turns.unwrap_or_default();
                (cube::apply_face_turns(c, &all) == CubieCube::SOLVED && s.steps.len() == 7)
                    .then(|| std::array::from_fn(|i| s.steps[i].turns.len()))
            });
            (t.elapsed().as_secs_f64() * 1e3, r)
        })
        .collect();
    let wall = t0.elapsed();
    let ok: Vec<[usize; 7]> = results.iter().filter_map(|r| r.1).collect();
    let times: Vec<f64> = results.iter().map(|r| r.0).collect();
    let n = ok.len().max(1) as f64;
    let lens: Vec<usize> = ok.iter().map(|s| s.iter().sum()).collect();
    let u = |k: usize| num(k as u32);
    let line = say(
        "cli-bench-human-summary",
        &[
            ("count", u(cubes.len())),
            ("source", text(cube_source(&args))),
            ("threads", u(rayon::current_num_threads())),
            ("solved", u(ok.len())),
        ],
    );
    println!("{line}");
    println!("{}", time_and_wall(&times, wall));
    let line = say(
        "cli-bench-lengths",
        &[
            (
                "mean",
                text(format!("{:.1}", lens.iter().sum::<usize>() as f64 / n)),
            ),
            ("min", u(*lens.iter().min().unwrap_or(&0))),
            ("max", u(*lens.iter().max().unwrap_or(&0))),
        ],
    );
    println!("{line}");
    for i in 0..cube::method_steps() {
        let mean = ok.iter().map(|s| s[i]).sum::<usize>() as f64 / n;
        let name = crate::i18n::tell(&cube::step_label(i));
        let mean = text(format!("{mean:.1}"));
        println!(
            "  {}",
            say(
                "cli-bench-step-mean",
                &[("name", text(name)), ("mean", mean)]
            )
        );
    }
    all_succeeded(ok.len(), cubes.len())
}

/// One cube of the two-phase benchmark: its time (ms), its length, whether its solution
/// solves it within the aim, the search's effort.
type TwoPhaseRow = (f64, usize, bool, [u64; 3]);

/// Solves one cube of the benchmark: with a time limit, the shortest found in it; else
/// the first within the target.
fn two_phase_row(prepared: &cube::Prepared, c: &CubieCube, args: &CubeBench) -> TwoPhaseRow {
    let t = Instant::now();
    let req = cube::Request {
        target: args.timeout.is_none().then_some(args.max_length),
        timeout: args.timeout.map(Duration::from_secs_f64),
        ..cube::Request::default()
    };
    let r = cube::solve(prepared, c, &req);
    let ms = t.elapsed().as_secs_f64() * 1e3;
    let (moves, effort, reached) = match r {
        Ok(s) => (
            s.turns.unwrap_or_default(),
            s.effort.unwrap_or_default(),
            s.reached_target,
        ),
        Err(_) => (Vec::new(), [0; 3], false),
    };
    let ok = cube::apply_face_turns(c, &moves) == CubieCube::SOLVED;
    let good = reached || (args.timeout.is_some() && moves.len() <= cube::GODS_NUMBER as usize);
    (ms, moves.len(), ok && good, effort)
}

fn bench_two_phase(args: CubeBench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    store.take_spent();
    let prepared =
        cube::prepare(&cube::Request::default(), store, &silent).map_err(Failure::from)?;
    let (took, built) = store.take_spent();
    println!("{}", tables_took(built, took));
    let cubes = bench_cubes(&args)?;
    let t0 = Instant::now();
    let results: Vec<TwoPhaseRow> = cubes
        .par_iter()
        .with_max_len(1)
        .map(|c| two_phase_row(&prepared, c, &args))
        .collect();
    let wall = t0.elapsed();
    let times: Vec<f64> = results.iter().map(|r| r.0).collect();
    let n = results.len().max(1);
    let reached = results.iter().filter(|r| r.2).count();
    let lens: Vec<usize> = results.iter().map(|r| r.1).collect();
    let aim = match args.timeout {
        Some(secs) => say("cli-bench-aim-time", &[("secs", text(secs))]),
        None => say("cli-bench-aim-target", &[("n", num(args.max_length))]),
    };
    let u = |k: usize| num(k as u32);
    let line = say(
        "cli-bench-two-phase-summary",
        &[
            ("count", u(results.len())),
            ("source", text(cube_source(&args))),
            ("aim", text(aim)),
            ("threads", u(rayon::current_num_threads())),
            ("reached", u(reached)),
        ],
    );
    println!("{line}");
    println!("{}", time_and_wall(&times, wall));
    let mean = lens.iter().sum::<usize>() as f64 / n as f64;
    let line = say(
        "cli-bench-mean-max",
        &[
            ("mean", text(format!("{mean:.2}"))),
            ("max", u(*lens.iter().max().unwrap_or(&0))),
        ],
    );
    println!("{line}");
    let mean_effort = |i: usize| {
        let m = results.iter().map(|r| r.3[i]).sum::<u64>() as f64 / n as f64;
        text(format!("{m:.0}"))
    };
    let line = say(
        "cli-bench-two-phase-effort",
        &[
            ("nodes1", mean_effort(0)),
            ("leaves", mean_effort(1)),
            ("nodes2", mean_effort(2)),
        ],
    );
    println!("{line}");
    all_succeeded(reached, results.len())
}

/// `puzzlebox tables build cube`.
pub fn build_tables(args: CubeTables) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let def = cube::two_phase_table();
    let t0 = Instant::now();
    let bytes = def.build(&|_, _| {});
    let build = t0.elapsed();
    store.save(&def, &bytes).map_err(Failure::from)?;
    let line = say(
        "cli-tables-two-phase-built",
        &[
            ("secs", text(format!("{:.3}", build.as_secs_f64()))),
            ("mb", text(format!("{:.1}", bytes.len() as f64 / 1e6))),
        ],
    );
    println!("{line}");
    let t0 = Instant::now();
    store.fetch(&def).map_err(Failure::from)?;
    let loaded = t0.elapsed();
    let prepared =
        cube::prepare(&cube::Request::default(), store, &silent).map_err(Failure::from)?;
    for (name, entries, mean, max) in prepared.two_phase_figures() {
        let line = say(
            "cli-tables-entries",
            &[
                ("name", text(crate::i18n::tell(&name))),
                ("entries", text(entries)),
                ("mean", text(format!("{mean:.2}"))),
                ("max", text(max)),
            ],
        );
        println!("  {line}");
    }
    let line = say(
        "cli-tables-loaded-back",
        &[
            ("dir", text(store.dir().display())),
            ("ms", text(format!("{:.1}", loaded.as_secs_f64() * 1e3))),
        ],
    );
    println!("{line}");
    if let Some(v) = args.optimal {
        build_optimal(store, v)?;
    }
    Ok(())
}

/// Builds and caches the optimal solver's tables, printing their figures.
fn build_optimal(store: &TableStore, v: Variant) -> Result<()> {
    let threads = search::levels::cores();
    let took = store
        .rebuild(&cube::optimal_table(v))
        .map_err(Failure::from)?;
    let req = cube::Request {
        solver: cube::Solver::Optimal,
        tables: Some(v),
        ..cube::Request::default()
    };
    let prepared = cube::prepare(&req, store, &silent).map_err(Failure::from)?;
    let (bytes, base, h) = prepared
        .optimal_figures()
        .ok_or(Failure::Cube(CubeError::OptimalTablesNotBuilt))?;
    let line = say(
        "cli-tables-optimal-built",
        &[
            ("name", text(v.name())),
            ("secs", text(format!("{:.1}", took.as_secs_f64()))),
            ("threads", num(threads as u32)),
            ("mb", text(format!("{:.1}", bytes as f64 / 1e6))),
        ],
    );
    println!("{line}");
    let n: u64 = h.iter().sum();
    let mean = h
        .iter()
        .enumerate()
        .map(|(d, &c)| d as f64 * c as f64)
        .sum::<f64>()
        / n as f64;
    let line = say(
        "cli-tables-optimal-values",
        &[
            ("cosets", text(n)),
            ("base", text(base)),
            ("mean", text(format!("{mean:.2}"))),
            ("counts", text(format!("{h:?}"))),
        ],
    );
    println!("  {line}");
    Ok(())
}

/// What the benchmark's cubes are: a file's, or random states from a seed.
fn cube_source(args: &CubeBench) -> String {
    match &args.file {
        Some(p) => say("cli-bench-cubes-from", &[("file", text(p.display()))]),
        None => say("cli-bench-cubes-random", &[("seed", text(args.seed))]),
    }
}

/// "time per cube: …; wall … s".
fn time_and_wall(times: &[f64], wall: Duration) -> String {
    say(
        "cli-bench-time-and-wall",
        &[
            ("times", text(time_summary(times))),
            ("wall", text(format!("{:.3}", wall.as_secs_f64()))),
        ],
    )
}
