//! The Five Rings puzzle on the command line: the options of `solve rings`,
//! `scramble rings`, `bench rings` and `tables build rings`, mapped to the one solve
//! request and scramble; the benchmark; the tables' build.

use std::time::{Duration, Instant};

use anyhow::Result;
use clap::Args;
use door::{Options, SolveRecord, SolveRequest};
use game::{Level, PuzzleKind};
use rand::SeedableRng;
use search::tables::silent;
use search::Named;

use crate::args::{named, Format};
use crate::failure::{own, Failure};
use crate::i18n::{num, say, text};
use crate::output::{all_succeeded, table_done, tables_took, time_summary};
use frontend::cache::{self, Source};

/// `solve rings`.
#[derive(Debug, Args)]
pub struct Solve {
    pub state: String,
    #[arg(long, value_parser = named::<rings::Solver>(), default_value = "fast")]
    pub solver: rings::Solver,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long)]
    pub fallback: bool,
    #[arg(long, value_parser = named::<rings::Metric>(), default_value = "clicks")]
    pub metric: rings::Metric,
    #[arg(long, value_parser = named::<rings::TableSet>())]
    pub tables: Option<rings::TableSet>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble rings`.
#[derive(Debug, Args)]
pub struct Scramble {
    #[arg(long, conflicts_with = "moves")]
    pub level: Option<String>,
    #[arg(long, conflicts_with = "distance")]
    pub moves: Option<usize>,
    #[arg(long, conflicts_with = "level")]
    pub distance: Option<u32>,
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench rings`.
#[derive(Debug, Args)]
pub struct Bench {
    #[arg(long)]
    pub level: Option<String>,
    #[arg(long, default_value_t = 100)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_parser = named::<rings::Solver>(), default_value = "fast")]
    pub solver: rings::Solver,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long, value_parser = named::<rings::Metric>(), default_value = "clicks")]
    pub metric: rings::Metric,
    #[arg(long, value_parser = named::<rings::TableSet>(), default_value = "small")]
    pub tables: rings::TableSet,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `tables build rings`.
#[derive(Debug, Args)]
pub struct Tables {
    #[arg(long)]
    pub large: bool,
}

/// The rings' puzzle kind.
fn kind() -> PuzzleKind {
    PuzzleKind::named("rings")
}

impl Solve {
    /// The solve asked for: the rings' options (`solver`, `metric`, `tables`); a batch's
    /// solves share the threads as a single one does (the large tables' search takes them
    /// all, one position at a time).
    pub fn asked(self) -> crate::solve::Asked {
        let options = Options::new()
            .with("solver", Some(self.solver.name()))
            .with("metric", Some(self.metric.name()))
            .with("tables", self.tables.map(|t| t.name()));
        crate::solve::Asked {
            puzzle: kind(),
            input: self.state,
            goal: None,
            request: SolveRequest {
                options,
                timeout: self.timeout.map(crate::args::seconds),
                fallback: self.fallback,
                ..SolveRequest::default()
            },
            format: self.format,
            shard: self.shard,
            batch_threads: None,
        }
    }
}

impl Scramble {
    /// The scramble asked for: at a distance, at a classic level, by random clicks, or
    /// random states.
    pub fn asked(self) -> Result<crate::scramble::Asked, Failure> {
        let variant = crate::puzzles::standard(kind())?;
        let level = match (self.distance, &self.level, self.moves) {
            (Some(d), _, _) => Level::Distance(d),
            (None, Some(level), _) => crate::puzzles::level_by_moves(&variant, level)?,
            (None, None, Some(n)) => Level::Moves(n),
            (None, None, None) => Level::RandomState,
        };
        Ok(crate::scramble::Asked {
            variant,
            level,
            seed: self.seed,
            count: self.count,
            format: self.format,
        })
    }
}

/// The request of a benchmark's options.
fn request(args: &Bench) -> rings::Request {
    rings::Request {
        solver: args.solver,
        metric: args.metric,
        tables: Some(args.tables),
        timeout: args.timeout.map(crate::args::seconds),
        fallback: false,
        threads: rayon::current_num_threads(),
        budget: crate::interrupt::budget(),
        purpose: search::Purpose::Solve,
    }
}

/// Solves every state (each search on every thread with the large tables, so then one by
/// one; else in parallel, one state per task).
fn solve_each(
    states: &[rings::State],
    loaded: &rings::Prepared,
    req: &rings::Request,
) -> Vec<SolveRecord> {
    use rayon::prelude::*;
    let one = |s: &rings::State| rings::record(s, &rings::solve(loaded, s, req));
    if loaded.large() {
        states.iter().map(one).collect()
    } else {
        states.par_iter().with_max_len(1).map(one).collect()
    }
}

/// `puzzlebox bench rings`.
pub fn bench(args: Bench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let req = request(&args);
    store.take_spent();
    let loaded = rings::prepare(&req, store, &silent).map_err(own)?;
    let (took, built) = store.take_spent();
    println!("{}", tables_took(built, took));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let level = match &args.level {
        Some(l) => crate::puzzles::level_by_moves(&crate::puzzles::standard(kind())?, l)?,
        None => Level::RandomState,
    };
    let states: Vec<rings::State> = (0..args.count)
        .map(|_| Ok(rings::scramble(None, level, &mut rng)?.0))
        .collect::<Result<_, rings::RingsError>>()
        .map_err(own)?;
    let t0 = Instant::now();
    let recs = solve_each(&states, &loaded, &req);
    let wall = t0.elapsed();
    let verified = verify(&states, &recs)?;
    print_bench(&args, &recs, verified, wall);
    all_succeeded(verified, recs.len())
}

/// How many of the solutions solve their states (each replayed).
fn verify(states: &[rings::State], recs: &[SolveRecord]) -> Result<usize> {
    let mut verified = 0;
    for (s, r) in states.iter().zip(recs) {
        if let Some(Some(sol)) = &r.solution.0 {
            let mut x = *s;
            x.apply(&rings::parse_moves(sol).map_err(own)?);
            verified += usize::from(x.is_solved());
        }
    }
    Ok(verified)
}

/// The benchmark's lines: what ran, the lengths, the times.
fn print_bench(args: &Bench, recs: &[SolveRecord], verified: usize, wall: Duration) {
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
pub fn build_tables(args: Tables) -> Result<()> {
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
