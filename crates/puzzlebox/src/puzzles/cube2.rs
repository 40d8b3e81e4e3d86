//! The 2×2×2 cube on the command line: `solve cube2`, `scramble cube2`, `bench cube2` and
//! `tables build cube2`, mapped to the one solve request and scramble; the benchmark of
//! its scrambles and optimal solves; its table's build.

use std::time::Instant;

use anyhow::Result;
use clap::Args;
use door::{Options, SolveRequest};
use game::{Level, PuzzleKind};
use rand::SeedableRng;
use search::tables::{self, silent};

use crate::args::Format;
use crate::failure::{own, Check, Failure};
use crate::i18n::{num, say, text};
use crate::output::{table_done, tables_took, time_summary};
use frontend::cache::{self, Source};

/// `solve cube2`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["cube", "scramble"])))]
pub struct Solve {
    pub cube: Option<String>,
    #[arg(long)]
    pub scramble: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble cube2`.
#[derive(Debug, Args)]
pub struct Scramble {
    #[arg(long)]
    pub moves: Option<usize>,
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench cube2`.
#[derive(Debug, Args)]
pub struct Bench {
    #[arg(long, default_value_t = 1000)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `tables build cube2`.
#[derive(Debug, Args)]
pub struct Tables {}

/// The 2×2×2's puzzle kind.
fn kind() -> PuzzleKind {
    PuzzleKind::named("cube2")
}

impl Solve {
    /// The solve asked for (the optimal solver, the only one); a cube given by its
    /// scramble is the line `scramble: <moves>`.
    pub fn asked(self) -> crate::solve::Asked {
        let input = match (self.scramble, self.cube) {
            (Some(s), _) => format!("scramble:{s}"),
            (None, c) => c.unwrap_or_default(),
        };
        crate::solve::Asked {
            puzzle: kind(),
            input,
            goal: None,
            request: SolveRequest {
                options: Options::new(),
                ..SolveRequest::default()
            },
            format: self.format,
            shard: self.shard,
            batch_threads: None,
        }
    }
}

impl Scramble {
    /// The scramble asked for: random `R U F` turns, else random states.
    pub fn asked(self) -> Result<crate::scramble::Asked, Failure> {
        Ok(crate::scramble::Asked {
            variant: crate::puzzles::standard(kind())?,
            level: self.moves.map_or(Level::RandomState, Level::Moves),
            seed: self.seed,
            count: self.count,
            format: self.format,
        })
    }
}

/// `puzzlebox bench cube2`: the table's load (or build), then `--count` random-state
/// scrambles made and solved optimally, each solution checked.
pub fn bench(args: Bench) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    store.take_spent();
    let table = tables::get::<cube::PocketTable>(store, &cube::pocket_table(), &silent)
        .map_err(|e| own(cube::CubeError::from(e)))?;
    let (took, built) = store.take_spent();
    println!("{}", tables_took(built, took));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let (mut scrambles, mut solves, mut lens) = (Vec::new(), Vec::new(), Vec::new());
    let solved = cube::PocketStickers::solved();
    for i in 0..args.count {
        let t0 = Instant::now();
        let (_, stickers) = cube::pocket_scramble(&table, &mut rng);
        scrambles.push(t0.elapsed().as_secs_f64() * 1e3);
        let t0 = Instant::now();
        let (moves, distance) = cube::pocket_solve(&table, &stickers).map_err(own)?;
        solves.push(t0.elapsed().as_secs_f64() * 1e3);
        if cube::pocket_apply(&stickers, &moves) != solved || moves.len() != usize::from(distance) {
            return Err(Failure::Check(Check::Unsolved { item: i }).into());
        }
        lens.push(moves.len());
    }
    let line = say(
        "cli-bench-cube2",
        &[("count", num(args.count as u32)), ("seed", text(args.seed))],
    );
    println!("{line}");
    println!(
        "{}",
        say(
            "cli-bench-cube2-scramble",
            &[("times", text(time_summary(&scrambles)))]
        )
    );
    println!(
        "{}",
        say(
            "cli-bench-cube2-solve",
            &[("times", text(time_summary(&solves)))]
        )
    );
    let mean = lens.iter().sum::<usize>() as f64 / lens.len().max(1) as f64;
    println!(
        "{}",
        say(
            "cli-bench-cube2-lengths",
            &[("mean", text(format!("{mean:.2}")))]
        )
    );
    Ok(())
}

/// `puzzlebox tables build cube2`: the distance table, built again.
pub fn build_tables(_args: Tables) -> Result<()> {
    let store = cache::store().map_err(Failure::from)?;
    let def = cube::pocket_table();
    let took = store.rebuild(&def).map_err(Failure::from)?;
    let name = crate::i18n::tell(&def.label);
    println!("{}", table_done(&name, Source::Built, took));
    Ok(())
}
