//! Sliders' series on the command line: `solve series` (every board of a position in turn,
//! with the tiles' solvers) and `scramble series --size marathon:4x4:10|relay:3x3,4x4,5x5`,
//! mapped to the one solve request and scramble.

use clap::Args;
use door::{Options, SolveRequest};
use game::{Level, PuzzleKind};
use search::Named;

use crate::args::{named, Format};
use crate::failure::Failure;

/// `solve series`.
#[derive(Debug, Args)]
pub struct Solve {
    /// The boards, `;` between them.
    pub boards: String,
    #[arg(long, value_parser = named::<sliding::Solver>())]
    pub solver: Option<sliding::Solver>,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long)]
    pub fallback: bool,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble series`.
#[derive(Debug, Args)]
pub struct Scramble {
    #[arg(long, default_value = "marathon:4x4:10")]
    pub size: String,
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// The series' puzzle kind.
fn kind() -> PuzzleKind {
    PuzzleKind::named("series")
}

impl Solve {
    /// The solve asked for: each board with the tiles' solver (`--solver`, else by its
    /// size), one position on one thread.
    pub fn asked(self) -> crate::solve::Asked {
        let options = Options::new().with("solver", self.solver.map(|s| s.name()));
        crate::solve::Asked {
            puzzle: kind(),
            input: self.boards,
            goal: None,
            request: SolveRequest {
                options,
                timeout: self.timeout.map(crate::args::seconds),
                fallback: self.fallback,
                ..SolveRequest::default()
            },
            format: self.format,
            shard: self.shard,
            batch_threads: Some(1),
        }
    }
}

impl Scramble {
    /// The scramble asked for: random starts of every board of the series `--size` names
    /// (a key that is none is a bad command line, exit 2, with what is wrong).
    pub fn asked(self) -> Result<crate::scramble::Asked, Failure> {
        Ok(crate::scramble::Asked {
            variant: crate::puzzles::sized(kind(), &self.size)?,
            level: Level::RandomState,
            seed: self.seed,
            count: self.count,
            format: self.format,
        })
    }
}
