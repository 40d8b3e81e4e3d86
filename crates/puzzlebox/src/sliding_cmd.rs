//! `solve`, `scramble`, `bench` and `tables build` for the sliding-tile puzzles.

use std::collections::HashMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use rand::{Rng, SeedableRng};
use rayon::prelude::*;
use search::pdb::ByteTable;
use search::Budget;
use sliding::pdb::{Partition, PatternSpec, PdbHeuristic};
use sliding::{format_moves, Board, Outcome, Problem, Solution};

use crate::cache::{Source, TableId, TableStore};
use crate::cli::{
    Format, HeuristicName, SlidingBench, SlidingScramble, SlidingSolve, SlidingTables, SolverName,
};
use crate::output::{
    all_succeeded, print, print_batch, refuse, time_summary, Skip, SolveRecord, StepRecord,
};
use crate::Failure;

/// Pattern-database heuristics loaded (or built) on demand, shared by all threads.
struct Tables {
    store: TableStore,
    loaded: Mutex<HashMap<(&'static str, u8), Arc<PdbHeuristic>>>,
    /// Time spent loading or building, and whether anything was built.
    spent: Mutex<(Duration, bool)>,
}

fn partition_of(h: HeuristicName) -> Option<Partition> {
    match h {
        HeuristicName::P663 => Some(Partition::P663),
        HeuristicName::P78 => Some(Partition::P78),
        HeuristicName::Md => None,
    }
}

fn describe(spec: &PatternSpec, partition: Partition) -> String {
    format!(
        "{} pattern database ({} tiles, {:.0} MB)",
        partition.name(),
        spec.labels.len(),
        spec.len() as f64 / 1e6
    )
}

impl Tables {
    fn new() -> Result<Tables> {
        Ok(Tables {
            store: TableStore::from_env()?,
            loaded: Mutex::new(HashMap::new()),
            spent: Mutex::new((Duration::ZERO, false)),
        })
    }

    /// Whether every table of a partition is cached for the standard 4x4 shape.
    fn cached(&self, partition: Partition, blank: u8) -> bool {
        partition.patterns(4, 4, blank).is_ok_and(|specs| {
            specs.iter().all(|s| {
                let key = s.key();
                let stem = s.file_stem();
                self.store.has(&TableId {
                    key: &key,
                    stem: &stem,
                    len: Some(s.len() as u64),
                    label: "",
                })
            })
        })
    }

    /// The heuristic for a partition and goal blank (loaded, or built and cached).
    fn get(
        &self,
        partition: Partition,
        w: usize,
        h: usize,
        blank: u8,
    ) -> Result<Arc<PdbHeuristic>> {
        let mut loaded = self.loaded.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(hr) = loaded.get(&(partition.name(), blank)) {
            return Ok(hr.clone());
        }
        let specs = partition.patterns(w, h, blank)?;
        let mut tables = Vec::new();
        for spec in &specs {
            let key = spec.key();
            let stem = spec.file_stem();
            let label = describe(spec, partition);
            let id = TableId {
                key: &key,
                stem: &stem,
                len: Some(spec.len() as u64),
                label: &label,
            };
            let (bytes, source, took) = self
                .store
                .load_or_build(&id, |p| spec.build(p).into_vec())?;
            let mut spent = self.spent.lock().unwrap_or_else(|e| e.into_inner());
            spent.0 += took;
            spent.1 |= source == Source::Built;
            tables.push(Arc::new(ByteTable::from_vec(bytes)));
        }
        let heur = Arc::new(PdbHeuristic::new(&specs, tables)?);
        loaded.insert((partition.name(), blank), heur.clone());
        Ok(heur)
    }

    fn spent(&self) -> (Duration, bool) {
        *self.spent.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// How one instance is to be solved.
#[derive(Clone, Copy)]
struct Plan {
    solver: SolverName,
    heuristic: Option<HeuristicName>,
    timeout: Option<f64>,
    fallback: bool,
}

/// The heuristic the optimal solver uses for this problem: the one asked for, else for a
/// 4x4 board 7-8 when cached and 6-6-3 otherwise, else none (Manhattan + linear conflict).
fn choose_tables(plan: &Plan, problem: &Problem, tables: &Tables) -> Option<Partition> {
    let (w, h) = (problem.start().width(), problem.start().height());
    if (w, h) != (4, 4) || plan.solver != SolverName::Optimal {
        return None;
    }
    match plan.heuristic {
        Some(hn) => partition_of(hn),
        None => {
            let (_, blank) = problem.table_shape();
            if tables.cached(Partition::P78, blank) {
                Some(Partition::P78)
            } else {
                Some(Partition::P663)
            }
        }
    }
}

fn default_solver(board: &Board) -> SolverName {
    if board.width() <= 4 && board.height() <= 4 {
        SolverName::Optimal
    } else {
        SolverName::Fast
    }
}

fn record(problem: &Problem, sol: Option<&Solution>, millis: f64) -> SolveRecord {
    SolveRecord {
        puzzle: "sliding",
        state: problem.start().to_string(),
        goal: Some(problem.goal().to_string()),
        solution: Skip(Some(sol.map(|s| format_moves(&s.moves)))),
        length: Skip(Some(sol.map(|s| s.moves.len()))),
        clicks: None,
        turns: None,
        metric: None,
        optimal: Some(sol.is_some_and(|s| s.optimal)),
        lower_bound: sol.and_then(|s| s.lower_bound),
        nodes: sol.and_then(|s| s.nodes),
        millis: Some(millis),
        timed_out: false,
        steps: Vec::new(),
        error: None,
    }
}

/// Solves one checked problem with the tables it needs already loaded.
fn solve_problem(
    problem: &Problem,
    plan: &Plan,
    heur: Option<&PdbHeuristic>,
) -> Result<SolveRecord, sliding::Error> {
    solve_problem_within(problem, plan, heur, crate::interrupt::budget())
}

/// [`solve_problem`] within `base` (a cancellation flag, say) besides the plan's timeout.
fn solve_problem_within(
    problem: &Problem,
    plan: &Plan,
    heur: Option<&PdbHeuristic>,
    base: Budget,
) -> Result<SolveRecord, sliding::Error> {
    problem.prepare();
    let t0 = Instant::now();
    let ms = |t0: Instant| t0.elapsed().as_secs_f64() * 1e3;
    match plan.solver {
        SolverName::Fast => {
            let s = sliding::fast(problem)?;
            Ok(record(problem, Some(&s), ms(t0)))
        }
        SolverName::Human => {
            let s = sliding::human(problem)?;
            let mut r = record(problem, Some(&s), ms(t0));
            // Up to 9 cells the exact distance is known at once: say when the method's
            // solution is as short.
            if problem.start().len() <= sliding::table::MAX_TABLE_CELLS {
                if let Outcome::Solved(best) =
                    sliding::optimal(problem, None, &Budget::unlimited())?
                {
                    r.optimal = Some(best.moves.len() == s.moves.len());
                    r.lower_bound = Some(best.moves.len() as u32);
                }
            }
            r.steps = s
                .steps
                .iter()
                .map(|st| StepRecord {
                    name: st.name.clone(),
                    moves: format_moves(&st.moves),
                })
                .collect();
            Ok(r)
        }
        SolverName::Bfs | SolverName::Astar => {
            let which = if plan.solver == SolverName::Bfs {
                sliding::Textbook::Bfs
            } else {
                sliding::Textbook::AStar
            };
            let s = sliding::textbook(problem, which)?;
            Ok(record(problem, Some(&s), ms(t0)))
        }
        SolverName::Optimal => {
            let mut budget = base;
            if let Some(secs) = plan.timeout {
                budget = budget.with_timeout(Duration::from_secs_f64(secs.max(0.0)));
            }
            match sliding::optimal(problem, heur, &budget)? {
                Outcome::Solved(s) => Ok(record(problem, Some(&s), ms(t0))),
                Outcome::Stopped { lower_bound, nodes } => {
                    let fallback = if plan.fallback {
                        Some(sliding::fast(problem)?)
                    } else {
                        None
                    };
                    let mut r = record(problem, fallback.as_ref(), ms(t0));
                    r.optimal = Some(false);
                    r.lower_bound = Some(lower_bound);
                    r.nodes = Some(nodes);
                    r.timed_out = true;
                    Ok(r)
                }
            }
        }
    }
}

/// A parsed input line: the problem, or the error and the text to echo.
fn parse_problem(state: &str, goal: Option<&str>) -> Result<Problem, sliding::Error> {
    let start = Board::parse(state)?;
    let goal = goal.map(Board::parse).transpose()?;
    Problem::new(start, goal)
}

/// `puzzlebox solve sliding`.
pub fn solve(args: SlidingSolve) -> Result<()> {
    let tables = Tables::new()?;
    if args.board.trim() == "-" {
        return solve_batch(&args, &tables);
    }
    let problem = parse_problem(&args.board, args.goal.as_deref())
        .map_err(|e| refuse(args.format, "sliding", &args.board, Failure::from(e)))?;
    let plan = Plan {
        solver: args
            .solver
            .unwrap_or_else(|| default_solver(problem.start())),
        heuristic: args.heuristic,
        timeout: args.timeout,
        fallback: args.fallback,
    };
    let heur = match choose_tables(&plan, &problem, &tables) {
        Some(p) => {
            let (_, blank) = problem.table_shape();
            Some(tables.get(p, 4, 4, blank)?)
        }
        None => None,
    };
    let rec = solve_problem(&problem, &plan, heur.as_deref())
        .map_err(|e| refuse(args.format, "sliding", &args.board, Failure::from(e)))?;
    print(&rec, args.format);
    if rec.failed() {
        return Err(Failure::Timeout(format!(
            "time limit reached; no solution shorter than {} moves exists",
            rec.lower_bound.unwrap_or(0)
        ))
        .into());
    }
    Ok(())
}

/// One solve for the web API: the same checks, solvers and record as `solve sliding`,
/// within `budget` (its deadline and cancellation flag) besides `timeout`.
pub fn solve_for_api(
    state: &str,
    goal: Option<&str>,
    solver: Option<SolverName>,
    timeout: Option<f64>,
    budget: Budget,
) -> Result<SolveRecord> {
    let problem = parse_problem(state, goal).map_err(Failure::from)?;
    let plan = Plan {
        solver: solver.unwrap_or_else(|| default_solver(problem.start())),
        heuristic: None,
        timeout,
        fallback: true,
    };
    let tables = Tables::new()?;
    let heur = match choose_tables(&plan, &problem, &tables) {
        Some(p) => Some(tables.get(p, 4, 4, problem.table_shape().1)?),
        None => None,
    };
    Ok(solve_problem_within(&problem, &plan, heur.as_deref(), budget).map_err(Failure::from)?)
}

/// One line of batch input: `<board>` or `<board> | <goal>`; `None` for blank lines and
/// comments.
fn split_line(line: &str) -> Option<(&str, Option<&str>)> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    Some(match line.split_once('|') {
        Some((s, g)) => (s.trim(), Some(g.trim())),
        None => (line, None),
    })
}

/// A batch line parsed: the problem and how to solve it, or why it is bad.
type Parsed = Result<(Problem, Plan), sliding::Error>;

fn solve_batch(args: &SlidingSolve, tables: &Tables) -> Result<()> {
    let stdin = std::io::stdin();
    let mut lines = Vec::new();
    for line in stdin.lock().lines() {
        let line = line.context("cannot read standard input")?;
        if let Some((s, g)) = split_line(&line) {
            lines.push((s.to_string(), g.map(str::to_string)));
        }
    }
    // Parse everything first so that the tables needed are loaded before the clock of any
    // instance starts.
    let parsed: Vec<(String, Parsed)> = lines
        .into_iter()
        .map(|(s, g)| {
            let p = parse_problem(&s, g.as_deref()).map(|problem| {
                let plan = Plan {
                    solver: args
                        .solver
                        .unwrap_or_else(|| default_solver(problem.start())),
                    heuristic: args.heuristic,
                    timeout: args.timeout,
                    fallback: args.fallback,
                };
                (problem, plan)
            });
            (s, p)
        })
        .collect();
    let mut heurs: Vec<Option<Arc<PdbHeuristic>>> = Vec::with_capacity(parsed.len());
    for (_, p) in &parsed {
        heurs.push(match p {
            Ok((problem, plan)) => match choose_tables(plan, problem, tables) {
                Some(part) => Some(tables.get(part, 4, 4, problem.table_shape().1)?),
                None => None,
            },
            Err(_) => None,
        });
    }
    let records: Vec<SolveRecord> = parsed
        .par_iter()
        .zip(heurs.par_iter())
        // One instance per task: solve times vary by orders of magnitude, so let idle
        // threads steal single instances.
        .with_max_len(1)
        .map(|((text, p), heur)| match p {
            Ok((problem, plan)) => solve_problem(problem, plan, heur.as_deref())
                .unwrap_or_else(|e| SolveRecord::error("sliding", text, e.to_string())),
            Err(e) => SolveRecord::error("sliding", text, e.to_string()),
        })
        .collect();
    print_batch(&records, args.format)
}

/// `puzzlebox scramble sliding`.
pub fn scramble(args: SlidingScramble) -> Result<()> {
    let (w, h) = sliding::parse_size(&args.size).map_err(Failure::from)?;
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let tables = Tables::new()?;
    for _ in 0..args.count {
        let (board, moves, distance) = if let Some(n) = args.moves {
            let (b, m) =
                sliding::scramble::random_moves(w, h, n, &mut rng).map_err(Failure::from)?;
            (b, Some(format_moves(&m)), None)
        } else if let Some(d) = args.distance {
            (
                scramble_at_distance(w, h, d, &mut rng, &tables)?,
                None,
                Some(d),
            )
        } else {
            (
                sliding::scramble::random_state(w, h, &mut rng).map_err(Failure::from)?,
                None,
                None,
            )
        };
        match args.format {
            Format::Text => println!("{board}"),
            Format::Json => {
                let mut obj = serde_json::json!({
                    "puzzle": "sliding",
                    "state": board.to_string(),
                    "size": format!("{w}x{h}"),
                    "seed": seed,
                });
                if let Some(m) = moves {
                    obj["moves"] = m.into();
                }
                if let Some(d) = distance {
                    obj["distance"] = d.into();
                }
                println!("{obj}");
            }
        }
    }
    Ok(())
}

/// The largest distance asked of the 15-puzzle's distance scrambles: beyond it each step's
/// proof takes too long to be practical.
const MAX_4X4_DISTANCE: u32 = 50;

fn scramble_at_distance(
    w: usize,
    h: usize,
    d: u32,
    rng: &mut impl Rng,
    tables: &Tables,
) -> Result<Board> {
    let heur = if (w, h) == (4, 4) {
        if d > MAX_4X4_DISTANCE {
            bail!(Failure::Input(format!(
                "distance {d} is beyond what can be proven quickly on 4x4 (at most {MAX_4X4_DISTANCE})"
            )));
        }
        let partition = if tables.cached(Partition::P78, 15) {
            Partition::P78
        } else {
            Partition::P663
        };
        Some(tables.get(partition, 4, 4, 15)?)
    } else {
        None
    };
    Ok(sliding::scramble::exact_distance(w, h, d, rng, heur.as_deref()).map_err(Failure::from)?)
}

/// Korf's benchmark file: (id, optimal length, start board); the goal is the blank top-left.
fn read_korf(path: &str) -> Result<Vec<(String, usize, Board)>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() < 18 {
            bail!(Failure::Input(format!(
                "{path}:{}: expected an id, the optimal length, two more columns and 16 tiles",
                i + 1
            )));
        }
        let len: usize = fields[1].parse().map_err(|_| {
            Failure::Input(format!("{path}:{}: {:?} is not a length", i + 1, fields[1]))
        })?;
        let tiles = fields[fields.len() - 16..].join(" ");
        let board =
            Board::parse(&tiles).map_err(|e| Failure::Input(format!("{path}:{}: {e}", i + 1)))?;
        out.push((fields[0].to_string(), len, board));
    }
    Ok(out)
}

/// `puzzlebox bench sliding`.
pub fn bench(args: SlidingBench) -> Result<()> {
    if let Some(file) = &args.file {
        bench_file(&args, file)
    } else {
        bench_random(&args)
    }
}

fn bench_file(args: &SlidingBench, file: &str) -> Result<()> {
    let instances = read_korf(file)?;
    let goal = Board::parse("0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15")?;
    let tables = Tables::new()?;
    let plan = Plan {
        solver: args.solver.unwrap_or(SolverName::Optimal),
        heuristic: args.heuristic,
        timeout: None,
        fallback: false,
    };
    let problems: Vec<(String, usize, Problem)> = instances
        .into_iter()
        .map(|(id, len, b)| {
            Ok((
                id,
                len,
                Problem::new(b, Some(goal.clone())).map_err(Failure::from)?,
            ))
        })
        .collect::<Result<_>>()?;
    let Some((_, _, first)) = problems.first() else {
        bail!(Failure::Input(format!("{file} holds no instances")));
    };
    let partition = choose_tables(&plan, first, &tables);
    let heur = match partition {
        Some(p) => Some(tables.get(p, 4, 4, first.table_shape().1)?),
        None => None,
    };
    let (table_time, built) = tables.spent();
    let heuristic_name = partition.map(|p| p.name()).unwrap_or("md");
    println!(
        "tables: {heuristic_name} {} in {:.3} s",
        if built { "built" } else { "loaded" },
        table_time.as_secs_f64()
    );
    let threads = rayon::current_num_threads();
    let t0 = Instant::now();
    let results: Vec<Result<SolveRecord, sliding::Error>> = problems
        .par_iter()
        .with_max_len(1)
        .map(|(_, _, p)| solve_problem(p, &plan, heur.as_deref()))
        .collect();
    let wall = t0.elapsed();
    let mut nodes = 0u64;
    let mut sum_ms = 0.0;
    let mut mismatches = 0;
    let mut total_len = 0usize;
    for ((id, want, problem), r) in problems.iter().zip(&results) {
        let r = r.as_ref().map_err(|e| Failure::Input(e.to_string()))?;
        let len = r.length.0.flatten().unwrap_or(0);
        let moves = sliding::parse_moves(r.solution.0.clone().flatten().as_deref().unwrap_or(""))?;
        let ok = problem.check(&moves) && (len == *want || plan.solver != SolverName::Optimal);
        mismatches += usize::from(!ok);
        nodes += r.nodes.unwrap_or(0);
        sum_ms += r.millis.unwrap_or(0.0);
        total_len += len;
        if !args.quiet {
            println!(
                "#{id:>3}  length {len:>2} (expected {want:>2}{})  nodes {:>11}  {:>9.3} ms",
                if ok { "" } else { ", MISMATCH" },
                r.nodes.unwrap_or(0),
                r.millis.unwrap_or(0.0)
            );
        }
    }
    println!(
        "{} instances, heuristic {heuristic_name}, {threads} thread(s): {} ({} mismatches); mean length {:.2}",
        problems.len(),
        if mismatches == 0 { "all lengths match" } else { "LENGTH MISMATCH" },
        mismatches,
        total_len as f64 / problems.len() as f64
    );
    println!(
        "total {:.3} s wall, {:.3} s summed over instances, {nodes} nodes ({:.1} M nodes/s per thread)",
        wall.as_secs_f64(),
        sum_ms / 1e3,
        nodes as f64 / (sum_ms / 1e3).max(1e-9) / 1e6
    );
    if mismatches > 0 {
        bail!(Failure::Batch {
            failed: mismatches,
            total: problems.len()
        });
    }
    Ok(())
}

fn bench_random(args: &SlidingBench) -> Result<()> {
    let (w, h) =
        sliding::parse_size(args.size.as_deref().unwrap_or("5x5")).map_err(Failure::from)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let boards: Vec<Board> = (0..args.count)
        .map(|_| sliding::scramble::random_state(w, h, &mut rng))
        .collect::<Result<_, _>>()?;
    let solver = args.solver.unwrap_or(SolverName::Fast);
    let tables = Tables::new()?;
    let plan = Plan {
        solver,
        heuristic: args.heuristic,
        timeout: None,
        fallback: false,
    };
    let heur = match boards
        .first()
        .map(|b| Problem::new(b.clone(), None))
        .transpose()?
    {
        Some(p) => match choose_tables(&plan, &p, &tables) {
            Some(part) => Some(tables.get(part, 4, 4, p.table_shape().1)?),
            None => None,
        },
        None => None,
    };
    let t0 = Instant::now();
    let results: Vec<(usize, f64, bool)> = boards
        .par_iter()
        .with_max_len(1)
        .map(|b| {
            let p = Problem::new(b.clone(), None)?;
            let r = solve_problem(&p, &plan, heur.as_deref())?;
            let moves =
                sliding::parse_moves(r.solution.0.clone().flatten().as_deref().unwrap_or(""))?;
            Ok((moves.len(), r.millis.unwrap_or(0.0), p.check(&moves)))
        })
        .collect::<Result<_, sliding::Error>>()
        .map_err(Failure::from)?;
    let wall = t0.elapsed();
    let solved = results.iter().filter(|r| r.2).count();
    let times: Vec<f64> = results.iter().map(|r| r.1).collect();
    let lens: Vec<usize> = results.iter().map(|r| r.0).collect();
    let n = results.len().max(1);
    println!(
        "{w}x{h}, {} random positions (seed {}), solver {:?}: {solved} solved and verified",
        results.len(),
        args.seed,
        solver
    );
    println!(
        "length mean {:.1}, min {}, max {}",
        lens.iter().sum::<usize>() as f64 / n as f64,
        lens.iter().min().unwrap_or(&0),
        lens.iter().max().unwrap_or(&0)
    );
    println!(
        "time per position: {}; wall {:.3} s",
        time_summary(&times),
        wall.as_secs_f64()
    );
    all_succeeded(solved, results.len())
}

/// `puzzlebox tables build sliding`.
pub fn build_tables(args: SlidingTables) -> Result<()> {
    let Some(partition) = partition_of(args.partition) else {
        println!("the md heuristic needs no tables");
        return Ok(());
    };
    let store = TableStore::from_env()?;
    let t0 = Instant::now();
    for spec in partition.patterns(4, 4, 15)? {
        let key = spec.key();
        let stem = spec.file_stem();
        let label = describe(&spec, partition);
        let id = TableId {
            key: &key,
            stem: &stem,
            len: Some(spec.len() as u64),
            label: &label,
        };
        let (source, took) = if args.force {
            (
                Source::Built,
                store.rebuild(&id, |p| spec.build(p).into_vec())?,
            )
        } else {
            let (_, s, t) = store.load_or_build(&id, |p| spec.build(p).into_vec())?;
            (s, t)
        };
        println!(
            "{label}: {} in {:.2} s",
            if source == Source::Built {
                "built"
            } else {
                "already cached, loaded"
            },
            took.as_secs_f64()
        );
    }
    println!(
        "{} tables ready in {} ({:.2} s)",
        partition.name(),
        store.dir().display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The tables a tile game's hints use: for a 4x4 goal with the blank in a corner, 7-8 when
/// cached, else 6-6-3 (built in seconds); none for other sizes (3x3 and smaller have exact
/// tables built in memory; larger boards use the reduction solver).
pub fn game_tables(goal: &str) -> Result<Option<game::SolverTables>> {
    let goal = if goal.is_empty() {
        Board::solved(3, 3)?
    } else {
        Board::parse(goal)?
    };
    if (goal.width(), goal.height()) != (4, 4) {
        return Ok(None);
    }
    let problem = Problem::new(goal.clone(), Some(goal))?;
    let (_, blank) = problem.table_shape();
    let tables = Tables::new()?;
    let partition = if tables.cached(Partition::P78, blank) {
        Partition::P78
    } else {
        Partition::P663
    };
    Ok(Some(game::SolverTables::Sliding(
        tables.get(partition, 4, 4, blank)?,
    )))
}
