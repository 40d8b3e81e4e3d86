//! The Rubik's cube on the command line: the options of `solve cube`, `scramble cube`,
//! `bench cube` and `tables build cube`, mapped to the one solve request and scramble; the
//! benchmarks of the three solvers; the tables' build with their figures.

use std::time::{Duration, Instant};

use anyhow::Result;
use clap::Args;
use cube::{CubeError, CubieCube, Variant};
use door::{Options, SolveRequest};
use game::{Level, PuzzleKind};
use rand::SeedableRng;
use rayon::prelude::*;
use search::tables::silent;
use search::{Budget, Named};

use crate::args::{named, solution_count, Format};
use crate::failure::{own, Check, Failure};
use crate::i18n::{num, say, text};
use crate::output::{all_succeeded, table_done, tables_took, time_summary};
use frontend::cache::{self, TableStore};
use frontend::IoAction;

/// `solve cube`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["cube", "scramble"])))]
pub struct Solve {
    pub cube: Option<String>,
    #[arg(long)]
    pub scramble: Option<String>,
    #[arg(long, visible_alias = "max-length", value_name = "N")]
    pub target: Option<u32>,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long, value_parser = named::<cube::Metric>(), default_value = "htm")]
    pub metric: cube::Metric,
    #[arg(long, value_parser = named::<cube::Solver>(), default_value = "two-phase")]
    pub solver: cube::Solver,
    #[arg(long, value_parser = named::<cube::Variant>())]
    pub tables: Option<cube::Variant>,
    #[arg(long, value_name = "N|all", value_parser = solution_count)]
    pub solutions: Option<usize>,
    #[arg(long, value_name = "FACELETS", conflicts_with = "only")]
    pub goal: Option<String>,
    #[arg(long, value_parser = named::<cube::Part>())]
    pub only: Option<cube::Part>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble cube`.
#[derive(Debug, Args)]
pub struct Scramble {
    #[arg(long, conflicts_with = "subset")]
    pub moves: Option<usize>,
    #[arg(long, value_name = "SUBSET")]
    pub subset: Option<String>,
    #[arg(long, requires = "subset", value_name = "CASES")]
    pub cases: Option<String>,
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench cube`.
#[derive(Debug, Args)]
pub struct Bench {
    #[arg(long, default_value_t = 200)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 20)]
    pub max_length: u32,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long, value_parser = named::<cube::Solver>(), default_value = "two-phase")]
    pub solver: cube::Solver,
    #[arg(long, value_parser = named::<cube::Variant>())]
    pub tables: Option<cube::Variant>,
    #[arg(long, value_name = "FILE")]
    pub file: Option<std::path::PathBuf>,
    #[arg(long, default_value_t = 0)]
    pub skip: usize,
    #[arg(long)]
    pub threads: Option<usize>,
    #[arg(long, value_name = "SUBSET", conflicts_with_all = ["file", "tables"])]
    pub subset: Option<String>,
}

/// `tables build cube`.
#[derive(Debug, Args)]
pub struct Tables {
    #[arg(long, value_parser = named::<cube::Variant>(), num_args = 0..=1, default_missing_value = "small", value_name = "SIZE")]
    pub optimal: Option<cube::Variant>,
}

/// The cube's puzzle kind.
fn kind() -> PuzzleKind {
    PuzzleKind::named("cube")
}

impl Solve {
    /// The solve asked for: the cube's options (`solver`, `target`, `metric`, `tables`,
    /// `solutions`, `goal`, `only`); a cube given by its scramble is the line
    /// `scramble: <moves>`; each optimal solve of a batch on one thread.
    pub fn asked(self) -> crate::solve::Asked {
        let options = Options::new()
            .with("solver", Some(self.solver.name()))
            .with("target", self.target)
            .with("metric", Some(self.metric.name()))
            .with("tables", self.tables.map(|t| t.name()))
            .with("solutions", self.solutions)
            .with("goal", self.goal)
            .with("only", self.only.map(|p| p.name()));
        let input = match (self.scramble, self.cube) {
            (Some(s), _) => format!("scramble:{s}"),
            (None, c) => c.unwrap_or_default(),
        };
        crate::solve::Asked {
            puzzle: kind(),
            input,
            goal: None,
            request: SolveRequest {
                options,
                timeout: self.timeout.map(crate::args::seconds),
                ..SolveRequest::default()
            },
            format: self.format,
            shard: self.shard,
            batch_threads: Some(1),
        }
    }
}

/// A trainer's subset from `--subset` and `--cases` (`--subset pll --cases Aa,Ab` reads as
/// `pll:Aa,Ab`).
fn subset_of(subset: &str, cases: Option<&str>) -> Result<cube::Subset, Failure> {
    let text = match cases {
        Some(c) => format!("{subset}:{c}"),
        None => subset.to_string(),
    };
    text.parse().map_err(own)
}

/// `scramble cube --subset …`: a trainer's scrambles, one a line (the moves and the
/// facelets, as `scramble cube` writes them), or JSON lines with the subset, the case, the
/// face it is on and how to hold the cube; in text, where the drill is and how to hold the
/// cube is said once on standard error.
fn drills(args: Scramble, subset: &str) -> Result<()> {
    let subset = subset_of(subset, args.cases.as_deref())?;
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let store = cache::store().map_err(Failure::from)?;
    let trainer = cube::Trainer::load(store, &silent).map_err(own)?;
    for k in 0..args.count {
        let d = trainer.drill(&subset, &mut rng);
        let scramble = cube::format_moves(&d.scramble);
        let state = cube::FaceletCube::from_cubie(&d.cube).to_kociemba();
        match args.format {
            Format::Text => {
                if k == 0 {
                    eprintln!("{}", drill_note(&d));
                }
                println!("{scramble}\t{state}");
            }
            Format::Json => {
                let obj = serde_json::json!({
                    "puzzle": kind(),
                    "seed": seed,
                    "subset": subset.to_string(),
                    "scramble": scramble,
                    "state": state,
                    "case": d.case.map(|c| c.name),
                    "face": d.face().to_string(),
                    "hold": d.hold(),
                });
                println!("{obj}");
            }
        }
    }
    Ok(())
}

/// Where a drill leaves its step and how to hold the cube to solve it.
fn drill_note(d: &cube::Drill) -> String {
    match d.hold() {
        Some(hold) => say("cli-drill-last-layer", &[("hold", text(hold))]),
        None => say("cli-drill-cross", &[]),
    }
}

/// `bench cube --subset …`: the time to make each of `--count` drills.
fn bench_drills(args: &Bench, subset: &str) -> Result<()> {
    let subset = subset_of(subset, None)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let store = cache::store().map_err(Failure::from)?;
    let trainer = cube::Trainer::load(store, &silent).map_err(own)?;
    let mut times = Vec::with_capacity(args.count);
    let mut lens = Vec::with_capacity(args.count);
    for _ in 0..args.count {
        let t0 = Instant::now();
        let d = trainer.drill(&subset, &mut rng);
        times.push(t0.elapsed().as_secs_f64() * 1e3);
        lens.push(d.scramble.len());
    }
    let line = say(
        "cli-bench-drills",
        &[
            ("count", num(args.count as u32)),
            ("subset", text(subset.to_string())),
            ("seed", text(args.seed)),
        ],
    );
    println!("{line}");
    let times = text(time_summary(&times));
    println!("{}", say("cli-bench-time-per-drill", &[("times", times)]));
    println!(
        "{}",
        say(
            "cli-bench-drill-lengths",
            &[("histogram", text(histogram(&lens)))]
        )
    );
    Ok(())
}

impl Scramble {
    /// Runs `scramble cube`: a trainer's drills, or the one scramble of every puzzle.
    pub fn run(self) -> Result<()> {
        match self.subset.clone() {
            Some(subset) => drills(self, &subset),
            None => crate::scramble::run(self.asked()?),
        }
    }

    /// The scramble asked for: random moves, else random states.
    pub fn asked(self) -> Result<crate::scramble::Asked, Failure> {
        let variant = crate::puzzles::standard(kind())?;
        Ok(crate::scramble::Asked {
            variant,
            level: self.moves.map_or(Level::RandomState, Level::Moves),
            seed: self.seed,
            count: self.count,
            format: self.format,
        })
    }
}

/// A line of a cube file: a scramble, or a cube's facelets.
fn parse_input(line: &str) -> Result<CubieCube, CubeError> {
    let line = line.trim();
    match line.strip_prefix("scramble:") {
        Some(moves) => cube::parse_moves(moves).map(|m| cube::apply_moves(&m)),
        None => cube::parse(line),
    }
}

/// `puzzlebox bench cube`.
pub fn bench(args: Bench) -> Result<()> {
    if let Some(subset) = &args.subset {
        return bench_drills(&args, subset);
    }
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
fn bench_cubes(args: &Bench) -> Result<Vec<CubieCube>> {
    let Some(path) = &args.file else {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
        return (0..args.count)
            .map(|_| Ok(cube::scramble(None, Level::RandomState, &mut rng)?.0))
            .collect::<Result<_, CubeError>>()
            .map_err(|e| own(e).into());
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
        let c = match parse_input(&format!("scramble:{first}")) {
            Ok(c) => c,
            Err(_) => parse_input(first).map_err(|e| Failure::InFile {
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
fn bench_optimal(args: Bench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let threads = args.threads.unwrap_or(1);
    let req = cube::Request {
        solver: cube::Solver::Optimal,
        tables: args.tables,
        threads,
        ..cube::Request::default()
    };
    cube::prepare(&cube::Request::default(), store, &silent).map_err(own)?;
    let t0 = Instant::now();
    let prepared = cube::prepare(&req, store, &silent).map_err(own)?;
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
        let r = cube::solve(&prepared, c, &req).map_err(own)?;
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
fn bench_human(args: Bench) -> Result<()> {
    let cubes = bench_cubes(&args)?;
    let req = cube::Request {
        solver: cube::Solver::Human,
        ..cube::Request::default()
    };
    let store = cache::store().map_err(Failure::from)?;
    let prepared = cube::prepare(&req, store, &silent).map_err(own)?;
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
fn two_phase_row(prepared: &cube::Prepared, c: &CubieCube, args: &Bench) -> TwoPhaseRow {
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

fn bench_two_phase(args: Bench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    store.take_spent();
    let prepared = cube::prepare(&cube::Request::default(), store, &silent).map_err(own)?;
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
pub fn build_tables(args: Tables) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    // The trainers' cross tables (2 MB, a tenth of a second).
    let crosses = cube::cross_table();
    let took = store.rebuild(&crosses).map_err(Failure::from)?;
    let name = crate::i18n::tell(&crosses.label);
    println!(
        "{}",
        table_done(&name, frontend::cache::Source::Built, took)
    );
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
    let prepared = cube::prepare(&cube::Request::default(), store, &silent).map_err(own)?;
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
    let prepared = cube::prepare(&req, store, &silent).map_err(own)?;
    let (bytes, base, h) = prepared
        .optimal_figures()
        .ok_or(own(CubeError::OptimalTablesNotBuilt))?;
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
fn cube_source(args: &Bench) -> String {
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
