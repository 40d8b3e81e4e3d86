//! The sliding-tile puzzles on the command line: the options of `solve sliding`,
//! `scramble sliding`, `bench sliding` and `tables build sliding`, mapped to the one solve
//! request and scramble; the benchmark over Korf's files and random boards; the pattern
//! databases' build.

use std::time::{Duration, Instant};

use anyhow::Result;
use clap::Args;
use door::{Options, SolveRecord, SolveRequest};
use game::{Level, PuzzleKind};
use rand::SeedableRng;
use rayon::prelude::*;
use search::tables::silent;
use search::Named;
use sliding::{Board, Heuristic, Prepared, Problem, Request, Solver};

use crate::args::{named, Format};
use crate::failure::{own, Failure, FileFault};
use crate::i18n::{num, say, text};
use crate::output::{all_succeeded, table_done, time_summary};
use crate::shard::Shard;
use frontend::cache::{self, Source};
use frontend::IoAction;

/// `solve sliding`.
#[derive(Debug, Args)]
pub struct Solve {
    pub board: String,
    #[arg(long)]
    pub goal: Option<String>,
    #[arg(long, value_parser = named::<sliding::Solver>())]
    pub solver: Option<sliding::Solver>,
    #[arg(long, value_parser = named::<sliding::Heuristic>())]
    pub heuristic: Option<sliding::Heuristic>,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long)]
    pub fallback: bool,
    #[arg(long)]
    pub dual: bool,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble sliding`.
#[derive(Debug, Args)]
pub struct Scramble {
    #[arg(long, default_value = "4x4")]
    pub size: String,
    #[arg(long, conflicts_with = "distance")]
    pub moves: Option<usize>,
    #[arg(long)]
    pub distance: Option<u32>,
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench sliding`.
#[derive(Debug, Args)]
pub struct Bench {
    #[arg(long, conflicts_with = "size")]
    pub file: Option<String>,
    #[arg(long, value_parser = named::<sliding::Heuristic>())]
    pub heuristic: Option<sliding::Heuristic>,
    #[arg(long)]
    pub size: Option<String>,
    #[arg(long, default_value_t = 100)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_parser = named::<sliding::Solver>())]
    pub solver: Option<sliding::Solver>,
    #[arg(long)]
    pub threads: Option<usize>,
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[arg(long)]
    pub dual: bool,
    #[arg(long)]
    pub quiet: bool,
    #[arg(long, value_name = "K/N", requires = "file")]
    pub shard: Option<crate::shard::Shard>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `tables build sliding`.
#[derive(Debug, Args)]
pub struct Tables {
    #[arg(long, value_parser = named::<sliding::Heuristic>(), default_value = "663")]
    pub partition: sliding::Heuristic,
    #[arg(long)]
    pub force: bool,
    #[arg(long)]
    pub dual: bool,
}

impl Solve {
    /// The solve asked for: the tiles' options (`solver`, `heuristic`, `dual`), the goal
    /// of a single board; each board of a batch on one thread.
    pub fn asked(self) -> crate::solve::Asked {
        let options = Options::new()
            .with("solver", self.solver.map(|s| s.name()))
            .with("heuristic", self.heuristic.map(|h| h.name()))
            .with("dual", self.dual.then_some(true));
        crate::solve::Asked {
            puzzle: PuzzleKind::named("sliding"),
            input: self.board,
            goal: self.goal,
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
    /// The scramble asked for: boards of `--size` (a size that is no board is a bad
    /// command line, exit 2, as `play --size` says), by random moves, at a distance, or
    /// random states.
    pub fn asked(self) -> Result<crate::scramble::Asked, Failure> {
        let variant = crate::puzzles::sized(PuzzleKind::named("sliding"), &self.size)?;
        let level = match (self.moves, self.distance) {
            (Some(n), _) => Level::Moves(n),
            (None, Some(d)) => Level::Distance(d),
            (None, None) => Level::RandomState,
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

/// One instance of a benchmark file: its number among the file's instances (from 1), its
/// id, its optimal length, its start and its goal.
type KorfInstance = (usize, String, usize, Board, Board);

/// The board of a benchmark line (its last 16 or 25 fields) and the goal it is solved to:
/// a 4×4 as Korf gives it (the blank top-left); a 5×5 turned 180 degrees and relabelled
/// (t → 25 − t), the same problem with the standard goal (the blank last), which the
/// 24-puzzle's tables are built for.
fn korf_board(fields: &[&str]) -> Result<(Board, Board), FileFault> {
    let side = match fields.len() {
        n if n >= 27 => 5,
        n if n >= 18 => 4,
        _ => return Err(FileFault::Columns),
    };
    let cells = side * side;
    let tiles: Vec<&str> = fields[fields.len() - cells..].to_vec();
    let korf = Board::parse(&tiles.join(" "))?;
    if side == 4 {
        let goal: Vec<String> = (0..cells).map(|t| t.to_string()).collect();
        return Ok((korf, Board::parse(&goal.join(" "))?));
    }
    let mut turned = vec![String::new(); cells];
    for (i, t) in tiles.iter().enumerate() {
        let t: usize = t.parse().unwrap_or(0);
        turned[cells - 1 - i] = if t == 0 { 0 } else { cells - t }.to_string();
    }
    let start = Board::parse(&turned.join(" "))?;
    let goal = Board::solved(side, side)?;
    Ok((start, goal))
}

/// Korf's benchmark file, the instances of `shard` (all without one): the goal is the
/// blank top-left.
fn read_korf(path: &str, shard: Option<Shard>) -> Result<Vec<KorfInstance>> {
    let text = std::fs::read_to_string(path).map_err(IoAction::Read.on(path))?;
    let bad = |i: usize, fault: FileFault| Failure::InFile {
        path: path.to_string(),
        line: i + 1,
        fault,
    };
    let mut out = Vec::new();
    let mut number = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        number += 1;
        if shard.is_some_and(|s| !s.takes(number)) {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (board, goal) = korf_board(&fields).map_err(|f| bad(i, f))?;
        let len: usize = fields[1]
            .parse()
            .map_err(|_| bad(i, FileFault::Length(fields[1].to_string())))?;
        out.push((number, fields[0].to_string(), len, board, goal));
    }
    Ok(out)
}

/// `puzzlebox bench sliding`.
pub fn bench(args: Bench) -> Result<()> {
    if let Some(file) = &args.file {
        bench_file(&args, file)
    } else {
        bench_random(&args)
    }
}

fn bench_file(args: &Bench, file: &str) -> Result<()> {
    let instances = read_korf(file, args.shard)?;
    let store = cache::store().map_err(Failure::from)?;
    let threads = rayon::current_num_threads();
    let req = Request {
        solver: Some(args.solver.unwrap_or(Solver::Optimal)),
        heuristic: args.heuristic,
        timeout: args.timeout.map(|t| Duration::from_secs_f64(t.max(0.0))),
        budget: crate::interrupt::budget(),
        dual: args.dual,
        ..Request::default()
    };
    let problems: Vec<(usize, String, usize, Problem)> = instances
        .into_iter()
        .map(|(line, id, len, b, goal)| Ok((line, id, len, sliding::validate(b, Some(goal))?)))
        .collect::<Result<_, sliding::Error>>()
        .map_err(own)?;
    let Some((_, _, _, first)) = problems.first() else {
        return Err(Failure::File {
            path: file.to_string(),
            fault: FileFault::Empty,
        }
        .into());
    };
    store.take_spent();
    let plan = sliding::prepare(first.goal(), &req, store, &silent).map_err(own)?;
    let (table_time, built) = store.take_spent();
    let heuristic_name = plan.heuristic.map_or("md", Heuristic::name);
    let as_text = args.format == Format::Text;
    if as_text {
        let id = match (args.dual, built) {
            (false, true) => "cli-bench-tables-built",
            (false, false) => "cli-bench-tables-loaded",
            (true, true) => "cli-bench-tables-built-dual",
            (true, false) => "cli-bench-tables-loaded-dual",
        };
        let secs = text(format!("{:.3}", table_time.as_secs_f64()));
        println!(
            "{}",
            say(id, &[("name", text(heuristic_name)), ("secs", secs)])
        );
    }
    let t0 = Instant::now();
    // A 5x5 instance takes every thread (its search split over them), one at a time, each
    // reported as it ends; 4x4 instances run side by side, one a thread.
    let one_at_a_time = first.start().width() * first.start().height() > 16;
    let mut tally = Tally::default();
    if one_at_a_time {
        let req = Request { threads, ..req };
        for inst in &problems {
            let r = sliding::solve(&plan, &inst.3, &req).map_err(own)?;
            tally.report(args, inst, &r);
        }
    } else {
        let results: Vec<Result<sliding::Solved, sliding::Error>> = problems
            .par_iter()
            .with_max_len(1)
            .map(|(_, _, _, p)| sliding::solve(&plan, p, &req))
            .collect();
        for (inst, r) in problems.iter().zip(results) {
            tally.report(args, inst, &r.map_err(own)?);
        }
    }
    let wall = t0.elapsed();
    if as_text {
        tally.summary(problems.len(), heuristic_name, threads, wall);
    }
    if tally.mismatches > 0 {
        return Err(Failure::Batch {
            failed: tally.mismatches,
            total: problems.len(),
        }
        .into());
    }
    Ok(())
}

/// A benchmark file's run so far: its lines printed as they end, the sums for the summary.
#[derive(Default)]
struct Tally {
    nodes: u64,
    sum_ms: f64,
    mismatches: usize,
    /// Instances solved (with a solution), the sum of their lengths, those proven optimal.
    solved: usize,
    total_len: usize,
    proven: usize,
    /// Instances stopped by the timeout, and the sum of the bounds they proved.
    stopped: usize,
    bounds: u64,
}

impl Tally {
    /// Checks one instance's result against its published length and prints its line.
    fn report(
        &mut self,
        args: &Bench,
        inst: &(usize, String, usize, Problem),
        r: &sliding::Solved,
    ) {
        let (line, id, want, problem) = inst;
        let optimal_solver = r.solver == Solver::Optimal;
        let ok = match &r.moves {
            Some(m) => problem.check(m) && (m.len() == *want || !optimal_solver),
            // Stopped: the bound it proves must not exceed the published length.
            None => r.lower_bound.is_none_or(|b| b as usize <= *want),
        };
        self.mismatches += usize::from(!ok);
        self.nodes += r.nodes.unwrap_or(0);
        self.sum_ms += r.millis;
        if let Some(m) = &r.moves {
            self.solved += 1;
            self.total_len += m.len();
            self.proven += usize::from(r.optimal);
        } else {
            self.stopped += 1;
            self.bounds += u64::from(r.lower_bound.unwrap_or(0));
        }
        if args.format == Format::Json {
            let rec = SolveRecord {
                line: Some(*line),
                ..sliding::record(problem, r)
            };
            let mut json = serde_json::to_value(&rec).unwrap_or_default();
            json["id"] = id.as_str().into();
            json["expected"] = (*want).into();
            json["matches"] = ok.into();
            println!("{json}");
        } else if !args.quiet {
            let (key, n) = match &r.moves {
                Some(m) => ("cli-bench-line-length", m.len()),
                None => ("cli-bench-line-bound", r.lower_bound.unwrap_or(0) as usize),
            };
            let line = say(
                key,
                &[
                    ("id", text(format!("{id:>3}"))),
                    ("n", text(format!("{n:>3}"))),
                    ("expected", text(format!("{want:>3}"))),
                    ("ok", text(if ok { "yes" } else { "no" })),
                    ("nodes", text(format!("{:>14}", r.nodes.unwrap_or(0)))),
                    ("ms", text(format!("{:>12.3}", r.millis))),
                ],
            );
            println!("{line}");
        }
        use std::io::Write;
        let _ = std::io::stdout().flush();
    }

    /// The summary lines.
    fn summary(&self, count: usize, heuristic: &str, threads: usize, wall: Duration) {
        let mean = if self.solved > 0 {
            format!("{:.2}", self.total_len as f64 / self.solved as f64)
        } else {
            "-".to_string()
        };
        let u = |k: usize| num(k as u32);
        let line = say(
            "cli-bench-file-summary",
            &[
                ("count", u(count)),
                ("heuristic", text(heuristic)),
                ("threads", u(threads)),
                ("mismatches", u(self.mismatches)),
                ("solved", u(self.solved)),
                ("proven", u(self.proven)),
                ("mean", text(mean)),
            ],
        );
        println!("{line}");
        if self.stopped > 0 {
            let bound = format!("{:.2}", self.bounds as f64 / self.stopped as f64);
            let line = say(
                "cli-bench-stopped",
                &[("stopped", u(self.stopped)), ("bound", text(bound))],
            );
            println!("{line}");
        }
        let rate = self.nodes as f64 / (self.sum_ms / 1e3).max(1e-9) / 1e6;
        let line = say(
            "cli-bench-file-total",
            &[
                ("wall", text(format!("{:.3}", wall.as_secs_f64()))),
                ("summed", text(format!("{:.3}", self.sum_ms / 1e3))),
                ("nodes", text(self.nodes)),
                ("rate", text(format!("{rate:.1}"))),
            ],
        );
        println!("{line}");
    }
}

/// One board's result in a benchmark: its length, its time (ms), whether its solution
/// checks, the bound its solver proved.
type Row = (usize, f64, bool, Option<u32>);

fn bench_random(args: &Bench) -> Result<()> {
    let (w, h) = sliding::parse_size(args.size.as_deref().unwrap_or("5x5")).map_err(own)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let goal = Board::solved(w, h).map_err(own)?;
    let random = Prepared::for_goal(goal.clone());
    let boards: Vec<Board> = (0..args.count)
        .map(|_| Ok(sliding::scramble(&random, Level::RandomState, &mut rng)?.0))
        .collect::<Result<_, sliding::Error>>()
        .map_err(own)?;
    let solver = args.solver.unwrap_or(Solver::Fast);
    let store = cache::store().map_err(Failure::from)?;
    let req = Request {
        solver: Some(solver),
        heuristic: args.heuristic,
        ..Request::default()
    };
    let plan = sliding::prepare(&goal, &req, store, &silent).map_err(own)?;
    // As with a file: above 4×4 the solvers that split a search (near, optimal) take every
    // thread, one board at a time; other boards run side by side, one a thread.
    let split = w * h > 16 && matches!(solver, Solver::Near | Solver::Optimal);
    let t0 = Instant::now();
    let results = solve_boards(&plan, &boards, req, split).map_err(own)?;
    let wall = t0.elapsed();
    let head = say(
        "cli-bench-random-tiles",
        &[
            ("size", text(format!("{w}x{h}"))),
            ("count", num(results.len() as u32)),
            ("seed", text(args.seed)),
            ("solver", text(format!("{solver:?}"))),
            ("solved", num(results.iter().filter(|r| r.2).count() as u32)),
        ],
    );
    println!("{head}");
    print_rows(&results, wall);
    all_succeeded(results.iter().filter(|r| r.2).count(), results.len())
}

/// Solves every board with `plan`: one at a time on every thread (`split`), else side by
/// side, one a thread.
fn solve_boards(
    plan: &Prepared,
    boards: &[Board],
    req: Request,
    split: bool,
) -> Result<Vec<Row>, sliding::Error> {
    let one = |b: &Board, req: &Request| {
        let p = sliding::validate(b.clone(), None)?;
        let r = sliding::solve(plan, &p, req)?;
        let moves = r.moves.unwrap_or_default();
        Ok((moves.len(), r.millis, p.check(&moves), r.lower_bound))
    };
    if split {
        let req = Request {
            threads: rayon::current_num_threads(),
            ..req
        };
        boards.iter().map(|b| one(b, &req)).collect()
    } else {
        boards
            .par_iter()
            .with_max_len(1)
            .map(|b| one(b, &req))
            .collect()
    }
}

/// The lengths, how far above their proven bounds they are (solvers that prove one), and
/// the times.
fn print_rows(results: &[Row], wall: Duration) {
    let times: Vec<f64> = results.iter().map(|r| r.1).collect();
    let lens: Vec<usize> = results.iter().map(|r| r.0).collect();
    let n = results.len().max(1);
    let u = |k: usize| num(k as u32);
    let mean = lens.iter().sum::<usize>() as f64 / n as f64;
    let line = say(
        "cli-bench-lengths",
        &[
            ("mean", text(format!("{mean:.1}"))),
            ("min", u(*lens.iter().min().unwrap_or(&0))),
            ("max", u(*lens.iter().max().unwrap_or(&0))),
        ],
    );
    println!("{line}");
    let bounded: Vec<(usize, u32)> = results
        .iter()
        .filter_map(|r| r.3.filter(|&b| b > 0).map(|b| (r.0, b)))
        .collect();
    if !bounded.is_empty() {
        let k = bounded.len() as f64;
        let bound_mean = bounded.iter().map(|b| b.1 as f64).sum::<f64>() / k;
        let ratio = |f: fn(f64, f64) -> f64, init: f64| {
            bounded
                .iter()
                .map(|&(l, b)| l as f64 / b as f64)
                .fold(init, f)
        };
        let proven = bounded.iter().filter(|&&(l, b)| l as u32 == b).count();
        let line = say(
            "cli-bench-bounds",
            &[
                ("bound", text(format!("{bound_mean:.1}"))),
                ("mean", text(format!("{:.3}", ratio(|a, x| a + x, 0.0) / k))),
                ("max", text(format!("{:.3}", ratio(f64::max, 0.0)))),
                ("proven", u(proven)),
            ],
        );
        println!("{line}");
    }
    let line = say(
        "cli-bench-time-per-position",
        &[
            ("times", text(time_summary(&times))),
            ("wall", text(format!("{:.3}", wall.as_secs_f64()))),
        ],
    );
    println!("{line}");
}

/// `puzzlebox tables build sliding`.
pub fn build_tables(args: Tables) -> Result<()> {
    let Heuristic::Pdb(partition) = args.partition else {
        println!("{}", say("cli-tables-md", &[]));
        return Ok(());
    };
    let store = cache::store().map_err(Failure::from)?;
    let t0 = Instant::now();
    let (w, h) = partition.board();
    let blank = (w * h - 1) as u8;
    let defs = sliding::tables_for(partition, (w, h, blank), args.dual);
    for def in defs.map_err(own)? {
        let label = crate::i18n::tell(&def.label);
        let t = Instant::now();
        let source = if args.force {
            store.rebuild(&def).map_err(Failure::from)?;
            Source::Built
        } else {
            store.fetch(&def).map_err(Failure::from)?.1
        };
        println!("{}", table_done(&label, source, t.elapsed()));
    }
    let line = say(
        "cli-tables-ready",
        &[
            ("name", text(partition.name())),
            ("dir", text(store.dir().display())),
            ("secs", text(format!("{:.2}", t0.elapsed().as_secs_f64()))),
        ],
    );
    println!("{line}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_24_puzzle_line_in_korfs_convention_becomes_the_standard_goals_problem() {
        let korf_goal: Vec<String> = (0..25).map(|t| t.to_string()).collect();
        let line = format!("1 0 {}", korf_goal.join(" "));
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (start, goal) = korf_board(&fields).unwrap();
        assert_eq!(start, Board::solved(5, 5).unwrap());
        assert_eq!(goal, start);
        // Korf's blank one step right of its goal cell is ours one step left of ours.
        let mut one = korf_goal.clone();
        one.swap(0, 1);
        let line = format!("2 1 {}", one.join(" "));
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (start, goal) = korf_board(&fields).unwrap();
        let p = sliding::validate(start, Some(goal)).unwrap();
        assert!(p.check(&[sliding::Dir::Right]) || p.check(&[sliding::Dir::Left]));
        // A 15-puzzle line keeps Korf's goal; too few columns is said.
        let line = format!(
            "3 0 0 0 {}",
            (0..16).map(|t| t.to_string()).collect::<Vec<_>>().join(" ")
        );
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (start, goal) = korf_board(&fields).unwrap();
        assert_eq!(
            (start.width(), goal.to_string().starts_with("0 1 2 3")),
            (4, true)
        );
        assert!(matches!(
            korf_board(&["1", "2", "3"]),
            Err(FileFault::Columns)
        ));
    }
}
