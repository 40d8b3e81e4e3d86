//! `puzzlebox solve`, for every puzzle: the one solve pipeline ([`door::solve_all`], which
//! `POST /api/solve` calls too) with the command line around it. Each puzzle's options
//! become an [`Asked`] (`puzzles/`); here a single position is solved and its record
//! printed, or a batch read from stdin (`--shard`), solved side by side and printed in
//! input order.

use std::sync::Arc;

use anyhow::Result;
use door::{InTurn, Position, Refused, Runner, SolveRecord, SolveRequest, Solved};
use game::{PuzzleKind, Variant};
use rayon::prelude::*;

use crate::args::Format;
use crate::failure::Failure;
use crate::output::{failed_by, print, print_batch, refuse};
use crate::shard::{self, stdin_lines, Shard};

/// A solve as the command line asked for it, whatever the puzzle.
pub struct Asked {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The position as given, or `-`: one per line from stdin.
    pub input: String,
    /// The goal of a single position (`--goal`, for puzzles with a choice of goal).
    pub goal: Option<String>,
    /// The request: the puzzle's options, the timeout and the fallback (the threads and
    /// the Ctrl-C budget are set here).
    pub request: SolveRequest,
    /// Text or JSON lines.
    pub format: Format,
    /// A batch's shard.
    pub shard: Option<Shard>,
    /// The threads each solve of a batch shares (`None`: every thread, as a single solve).
    pub batch_threads: Option<usize>,
}

/// The batch's solves side by side on rayon's threads, one position a task: solve times
/// vary by orders of magnitude, so idle threads steal single positions.
struct Pool;

impl Runner for Pool {
    fn each(&self, n: usize, f: &(dyn Fn(usize) -> Solved + Sync)) -> Vec<Solved> {
        (0..n).into_par_iter().with_max_len(1).map(f).collect()
    }
}

/// `puzzlebox solve <puzzle>`.
pub fn run(asked: Asked) -> Result<()> {
    let variant = frontend::puzzles()
        .find(asked.puzzle)
        .map_err(|e| Failure::Game(e.into()))?
        .clone();
    let source = frontend::cache::source().map_err(Failure::from)?;
    let request = SolveRequest {
        threads: rayon::current_num_threads(),
        budget: crate::interrupt::budget(),
        ..asked.request.clone()
    };
    if asked.input.trim() == "-" {
        return batch(&variant, &asked, request, &source);
    }
    let position = Position {
        state: asked.input.clone(),
        goal: asked.goal.clone(),
    };
    let format = asked.format;
    let refused = |r: Refused| refuse(format, asked.puzzle, &r.state, r.error);
    let mut answers = variant
        .solve_all(&request, &[position], &source, &InTurn)
        .map_err(|e| refuse(format, asked.puzzle, &variant.record_state(&asked.input), e))?;
    let rec = answers
        .pop()
        .unwrap_or_else(|| Err(Refused::new(asked.input.trim(), door::Error::Cancelled)))
        .map_err(refused)?;
    print(&rec, format);
    if rec.failed() {
        return Err(Failure::TimeLimit {
            lower_bound: rec.lower_bound.unwrap_or(0),
            unit: variant.unit(),
        }
        .into());
    }
    Ok(())
}

/// One line of batch input: `<position>`, or `<position> | <goal>` for puzzles with a
/// choice of goal.
fn position_of(variant: &Variant, line: &str) -> Position {
    match line.split_once('|').filter(|_| variant.has_goals()) {
        Some((s, g)) => Position {
            state: s.trim().to_string(),
            goal: Some(g.trim().to_string()),
        },
        None => Position::new(line.trim()),
    }
}

/// A batch from stdin: every line read and given its tables before any solve's clock
/// starts, then solved side by side, each record naming its line.
fn batch(
    variant: &Variant,
    asked: &Asked,
    request: SolveRequest,
    source: &Arc<dyn search::tables::TableSource>,
) -> Result<()> {
    let request = SolveRequest {
        threads: asked.batch_threads.unwrap_or(request.threads),
        ..request
    };
    let lines = shard::numbered(stdin_lines()?, asked.shard);
    let positions: Vec<Position> = lines.iter().map(|(_, t)| position_of(variant, t)).collect();
    let answers = variant
        .solve_all(&request, &positions, source, &Pool)
        .map_err(|e| refuse(asked.format, asked.puzzle, "-", e))?;
    let records: Vec<SolveRecord> = answers
        .into_iter()
        .zip(&lines)
        .map(|(answer, (line, _))| SolveRecord {
            line: Some(*line),
            ..answer.unwrap_or_else(|r| failed_by(asked.puzzle, &r.state, &r.error.into()))
        })
        .collect();
    print_batch(&records, asked.format)
}
