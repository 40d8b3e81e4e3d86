//! Each puzzle's part of the command line: its options of `solve`, `scramble`, `bench` and
//! `tables build` (clap), mapped to the one solve request ([`crate::solve::Asked`]) and
//! scramble ([`crate::scramble::Asked`]); its benchmarks and its tables' build. The only
//! place in this crate that names a puzzle: the rest of the command line is generic over
//! the registered puzzles ([`frontend::puzzles`]).

pub mod cube;
pub mod cube2;
pub mod rings;
pub mod series;
pub mod sliding;

use clap::Subcommand;
use game::{Level, PuzzleKind, Variant};

use crate::failure::{Failure, Usage};

/// `solve` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum SolvePuzzle {
    Sliding(sliding::Solve),
    Cube(cube::Solve),
    Cube2(cube2::Solve),
    Series(series::Solve),
    Rings(rings::Solve),
}

/// `scramble` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum ScramblePuzzle {
    Sliding(sliding::Scramble),
    Cube(cube::Scramble),
    Cube2(cube2::Scramble),
    Series(series::Scramble),
    Rings(rings::Scramble),
}

/// `bench` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum BenchPuzzle {
    Sliding(sliding::Bench),
    Cube(cube::Bench),
    Cube2(cube2::Bench),
    Rings(rings::Bench),
}

/// `tables build` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum TablesPuzzle {
    Sliding(sliding::Tables),
    Cube(cube::Tables),
    Cube2(cube2::Tables),
    Rings(rings::Tables),
}

impl SolvePuzzle {
    /// The solve asked for.
    pub fn asked(self) -> crate::solve::Asked {
        match self {
            SolvePuzzle::Sliding(a) => a.asked(),
            SolvePuzzle::Cube(a) => a.asked(),
            SolvePuzzle::Cube2(a) => a.asked(),
            SolvePuzzle::Series(a) => a.asked(),
            SolvePuzzle::Rings(a) => a.asked(),
        }
    }

    /// The threads asked for.
    pub fn threads(&self) -> Option<usize> {
        match self {
            SolvePuzzle::Sliding(a) => a.threads,
            SolvePuzzle::Cube(a) => a.threads,
            SolvePuzzle::Cube2(a) => a.threads,
            SolvePuzzle::Series(a) => a.threads,
            SolvePuzzle::Rings(a) => a.threads,
        }
    }
}

impl ScramblePuzzle {
    /// Runs `scramble`: the one scramble of every puzzle ([`crate::scramble::run`]), or the
    /// cube's trainers.
    pub fn run(self) -> anyhow::Result<()> {
        let asked = match self {
            ScramblePuzzle::Sliding(a) => a.asked()?,
            ScramblePuzzle::Cube(a) => return a.run(),
            ScramblePuzzle::Cube2(a) => a.asked()?,
            ScramblePuzzle::Series(a) => a.asked()?,
            ScramblePuzzle::Rings(a) => a.asked()?,
        };
        crate::scramble::run(asked)
    }
}

impl BenchPuzzle {
    /// The threads asked for.
    pub fn threads(&self) -> Option<usize> {
        match self {
            BenchPuzzle::Sliding(a) => a.threads,
            BenchPuzzle::Cube(a) => a.threads,
            BenchPuzzle::Cube2(a) => a.threads,
            BenchPuzzle::Rings(a) => a.threads,
        }
    }

    /// Runs the benchmark.
    pub fn run(self) -> anyhow::Result<()> {
        match self {
            BenchPuzzle::Sliding(a) => sliding::bench(a),
            BenchPuzzle::Cube(a) => cube::bench(a),
            BenchPuzzle::Cube2(a) => cube2::bench(a),
            BenchPuzzle::Rings(a) => rings::bench(a),
        }
    }
}

impl TablesPuzzle {
    /// Builds the tables.
    pub fn build(self) -> anyhow::Result<()> {
        match self {
            TablesPuzzle::Sliding(a) => sliding::build_tables(a),
            TablesPuzzle::Cube(a) => cube::build_tables(a),
            TablesPuzzle::Cube2(a) => cube2::build_tables(a),
            TablesPuzzle::Rings(a) => rings::build_tables(a),
        }
    }
}

/// The standard variant of a registered puzzle.
pub fn standard(kind: PuzzleKind) -> Result<Variant, Failure> {
    let puzzles = frontend::puzzles();
    let v = puzzles.find(kind).map_err(|e| Failure::Game(e.into()))?;
    Ok(v.clone())
}

/// The variant of `size` (the tiles' `WxH`); a size that is none is a bad command line.
pub fn sized(kind: PuzzleKind, size: &str) -> Result<Variant, Failure> {
    standard(kind)?.of_size(size).map_err(|error| {
        Failure::Usage(Usage::Size {
            text: size.to_string(),
            error,
        })
    })
}

/// A level by its name among a puzzle's levels by random moves (the rings' low, mid,
/// high); another name is a bad command line (exit 2, with the levels).
pub fn level_by_moves(variant: &Variant, name: &str) -> Result<Level, Failure> {
    let by_moves: Vec<(&str, Level)> = variant
        .levels()
        .into_iter()
        .filter(|(_, l)| matches!(l, Level::Moves(_)))
        .collect();
    by_moves
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, l)| *l)
        .ok_or_else(|| {
            Failure::Usage(Usage::Level {
                puzzle: variant.names(),
                level: name.to_string(),
                levels: by_moves.iter().map(|(n, _)| n.to_string()).collect(),
            })
        })
}

/// The games `bench hints` measures: each puzzle's standard game, and the 15-puzzle.
pub fn hinted() -> Result<Vec<Variant>, Failure> {
    let mut out = Vec::new();
    for p in frontend::puzzles().all() {
        out.push(p.clone());
        if p.kind() == PuzzleKind::named("sliding") {
            out.push(sized(p.kind(), "4x4")?);
        }
    }
    Ok(out)
}
