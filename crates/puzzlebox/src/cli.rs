//! The command line (stable: other programs read it).

use std::str::FromStr;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use game::PuzzleKind;
use search::Named;

/// A value read by the library's own names (`FromStr`), the choices listed in `--help`.
fn choice<T>(names: impl IntoIterator<Item = &'static str>) -> impl TypedValueParser<Value = T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    PossibleValuesParser::new(names).try_map(|s: String| s.parse::<T>())
}

/// The puzzles by name (`tiles` too).
fn puzzle() -> impl TypedValueParser<Value = PuzzleKind> {
    choice(PuzzleKind::names())
}

/// A choice read by its name ([`Named`]), the choices listed in `--help`.
fn named<T>() -> impl TypedValueParser<Value = T>
where
    T: Named + FromStr + Send + Sync,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    choice(T::ALL.iter().map(|v| v.name()))
}

/// `--solutions`: a positive count, or `all`.
fn solution_count(s: &str) -> Result<usize, BadCount> {
    match s.trim() {
        "all" => Ok(usize::MAX),
        n => match n.parse::<usize>() {
            Ok(0) | Err(_) => Err(BadCount),
            Ok(k) => Ok(k),
        },
    }
}

/// A `--solutions` that is neither a positive number nor `all`.
#[derive(Clone, Copy, Debug)]
pub struct BadCount;

impl messages::Localize for BadCount {
    fn message(&self) -> messages::Message {
        messages::Message::new("cli-bad-count")
    }
}

messages::localized!(BadCount);

/// Classic mechanical puzzles: scramble them, solve them, benchmark the solvers.
#[derive(Debug, Parser)]
#[command(name = "puzzlebox", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// The language of messages (default: from LC_ALL, LC_MESSAGES or LANG; JSON stays
    /// English).
    #[arg(long, global = true, value_enum)]
    pub lang: Option<LangArg>,
}

/// A language puzzlebox speaks, as `--lang` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl From<LangArg> for messages::Lang {
    fn from(l: LangArg) -> messages::Lang {
        match l {
            LangArg::En => messages::Lang::En,
            LangArg::Zh => messages::Lang::Zh,
        }
    }
}

impl Cli {
    /// The thread count asked for, if any (benchmarks default to one).
    pub fn threads(&self) -> Option<usize> {
        match &self.command {
            Command::Solve { puzzle } => match puzzle {
                SolvePuzzle::Sliding(a) => a.threads,
                SolvePuzzle::Cube(a) => a.threads,
                SolvePuzzle::Rings(a) => a.threads,
            },
            Command::Bench { puzzle } => match puzzle {
                BenchPuzzle::Sliding(a) => Some(a.threads.unwrap_or(1)),
                BenchPuzzle::Cube(a) => Some(a.threads.unwrap_or(1)),
                BenchPuzzle::Rings(a) => Some(a.threads.unwrap_or(1)),
                BenchPuzzle::Hints(_) | BenchPuzzle::Sessions(_) => None,
            },
            _ => None,
        }
    }
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the web page to play in the browser (the main way to play).
    Serve(ServeArgs),
    /// Play in the terminal (a menu of the puzzles when none is named).
    Play(PlayArgs),
    /// Statistics and personal bests of the games played, or a session's averages.
    Stats(StatsArgs),
    /// Practice sessions: list them (no command), or make, rename, merge, split, delete.
    Sessions {
        /// What to do (list them when omitted).
        #[command(subcommand)]
        command: Option<SessionsCommand>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text, global = true)]
        format: Format,
    },
    /// A saved game's solve split into its stages, each with its moves, time, pause and TPS.
    Replay(ReplayArgs),
    /// Write every saved game and session (puzzlebox's JSON, csTimer's JSON or CSV).
    Export(ExportArgs),
    /// Add a puzzlebox export or a csTimer export (told apart by content), never twice.
    Import {
        /// The export file (`-` for stdin).
        file: String,
        /// Add the good entries of a csTimer file with bad ones, and list the skipped.
        #[arg(long)]
        skip_bad: bool,
    },
    /// Solve a position (or one per line from stdin with `-`).
    Solve {
        /// The puzzle.
        #[command(subcommand)]
        puzzle: SolvePuzzle,
    },
    /// Print random positions.
    Scramble {
        /// The puzzle.
        #[command(subcommand)]
        puzzle: ScramblePuzzle,
    },
    /// Measure the solvers.
    Bench {
        /// The puzzle.
        #[command(subcommand)]
        puzzle: BenchPuzzle,
    },
    /// Shell completions: `source <(puzzlebox completions bash)`, or save them where the
    /// shell looks.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// The manual page, in roff: `puzzlebox man | man -l -`, or save it as `puzzlebox.1`.
    Man,
    /// Manage the cached tables.
    Tables {
        /// What to do with them.
        #[command(subcommand)]
        command: TablesCommand,
    },
}

/// `solve` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum SolvePuzzle {
    /// Sliding-tile puzzles: 8-puzzle, 15-puzzle, any WxH.
    Sliding(SlidingSolve),
    /// The Rubik's cube.
    Cube(CubeSolve),
    /// The Five Rings puzzle.
    Rings(RingsSolve),
}

/// `scramble` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum ScramblePuzzle {
    /// Sliding-tile puzzles.
    Sliding(SlidingScramble),
    /// The Rubik's cube.
    Cube(CubeScramble),
    /// The Five Rings puzzle.
    Rings(RingsScramble),
}

/// `bench` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum BenchPuzzle {
    /// Sliding-tile puzzles.
    Sliding(SlidingBench),
    /// The Rubik's cube.
    Cube(CubeBench),
    /// The Five Rings puzzle.
    Rings(RingsBench),
    /// The games' hints: time to the next move at every level of every puzzle.
    Hints(HintsBench),
    /// A session's averages: computed whole, updated by one solve, and stored.
    Sessions(SessionsBench),
}

/// `bench sessions`.
#[derive(Debug, Args)]
pub struct SessionsBench {
    /// Solves in the session.
    #[arg(long, default_value_t = 100_000)]
    pub solves: usize,
    /// Seed of the times.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `bench hints`.
#[derive(Debug, Args)]
pub struct HintsBench {
    /// Games per puzzle and level.
    #[arg(long, default_value_t = 20)]
    pub count: usize,
    /// Seed of the games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Only this puzzle.
    #[arg(long, value_parser = puzzle())]
    pub puzzle: Option<PuzzleKind>,
    /// Only this level (e.g. `moves 16`; every level of each puzzle when omitted).
    #[arg(long)]
    pub level: Option<String>,
}

/// `tables build` for each puzzle.
#[derive(Debug, Subcommand)]
pub enum TablesPuzzle {
    /// The sliding-tile pattern databases.
    Sliding(SlidingTables),
    /// The cube's two-phase tables (`--optimal` adds the optimal solver's).
    Cube(CubeTables),
    /// The Five Rings tables (colour tables and the classic method's; `--large` adds the
    /// two-colour tables).
    Rings(RingsTables),
}

/// `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on. Any other than loopback requires the access token
    /// printed at start on every request.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    /// The port (0: any free port).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Open the page in the browser.
    #[arg(long)]
    pub open: bool,
    /// The longest a solve request may run, in seconds.
    #[arg(long, default_value_t = 10.0, value_name = "SECS")]
    pub max_solve_secs: f64,
    /// Solves that may run at once (others get 503 with Retry-After); default: the cores.
    #[arg(long)]
    pub max_solves: Option<usize>,
    /// The access token (default: a random one when the host is not loopback).
    #[arg(long)]
    pub token: Option<String>,
}

/// `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The puzzle (a menu when omitted).
    #[arg(value_parser = puzzle())]
    pub puzzle: Option<PuzzleKind>,
    /// The level of the first new game (easy, medium, hard, random; low, mid, high for the
    /// rings; or `moves N`, `distance N`).
    #[arg(long)]
    pub level: Option<String>,
    /// The tiles' size, WxH (default 3x3).
    #[arg(long)]
    pub size: Option<String>,
    /// Seed for the scrambles (random when omitted).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// `stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only this puzzle.
    #[arg(long, value_parser = puzzle())]
    pub puzzle: Option<PuzzleKind>,
    /// A session's averages instead (its name or number).
    #[arg(long)]
    pub session: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The saved game: its number or its export uid.
    #[arg(required_unless_present = "last", conflicts_with = "last")]
    pub game: Option<String>,
    /// The game solved last.
    #[arg(long)]
    pub last: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The file to write (stdout when omitted).
    #[arg(long, short)]
    pub output: Option<std::path::PathBuf>,
    /// The format: puzzlebox's own, csTimer's JSON, or csTimer's CSV of one session.
    #[arg(long, value_enum, default_value_t = ExportFormat::Puzzlebox)]
    pub format: ExportFormat,
    /// The session a CSV holds (its name or number).
    #[arg(long)]
    pub session: Option<String>,
}

/// The formats of `export`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Every game, session and solve (what `import` reads back).
    Puzzlebox,
    /// Every session as csTimer exports them (`session1`, …, `properties`).
    Cstimer,
    /// One session's times as csTimer's CSV (`No.;Time;Comment;Scramble;Date;P.1`).
    Csv,
}

/// `sessions` subcommands.
#[derive(Debug, Subcommand)]
pub enum SessionsCommand {
    /// Make a session (it becomes the current one of its kind).
    New {
        /// Its name (unique).
        name: String,
        /// Its puzzle.
        #[arg(long, value_parser = puzzle())]
        puzzle: PuzzleKind,
        /// The tiles' size.
        #[arg(long)]
        size: Option<String>,
        /// For a real puzzle timed with the timer (else solves on the screen).
        #[arg(long)]
        timer: bool,
    },
    /// Rename a session.
    Rename {
        /// The session (its name or number).
        session: String,
        /// Its new name.
        name: String,
    },
    /// Make a session the current one of its kind (new solves go to it).
    Use {
        /// The session (its name or number).
        session: String,
    },
    /// Move every solve of a session into another of the same kind, and delete it.
    Merge {
        /// The session merged (its name or number).
        from: String,
        /// The session it goes into.
        into: String,
    },
    /// Split a session at a solve: it and every later one go to a new session.
    Split {
        /// The session (its name or number).
        session: String,
        /// The solve (its number, from `sessions solves`).
        #[arg(long)]
        at: i64,
        /// The new session's name.
        #[arg(long)]
        name: String,
    },
    /// Delete a session and its solves.
    Delete {
        /// The session (its name or number).
        session: String,
    },
    /// List a session's solves with their numbers.
    Solves {
        /// The session (its name or number).
        session: String,
    },
    /// Mark a solve's penalty (`ok` takes one back).
    Penalty {
        /// The solve's number.
        solve: i64,
        /// `ok`, `+2` or `DNF`.
        penalty: String,
    },
}

/// `tables` subcommands.
#[derive(Debug, Subcommand)]
pub enum TablesCommand {
    /// Build tables ahead of time (otherwise they are built on first need).
    Build {
        /// The puzzle.
        #[command(subcommand)]
        puzzle: TablesPuzzle,
    },
    /// Show the cache directory and the tables in it.
    List,
}

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For people.
    Text,
    /// One JSON object per line.
    Json,
}

/// `solve sliding`.
#[derive(Debug, Args)]
pub struct SlidingSolve {
    /// The board, rows separated by '/', e.g. "8 6 7/2 5 4/3 0 1"; or '-' to read one
    /// instance per line from stdin ("<board>" or "<board> | <goal>").
    pub board: String,
    /// The goal (default: 1..N-1 in reading order, blank last).
    #[arg(long)]
    pub goal: Option<String>,
    /// Which solver (default: optimal up to 4x4, fast above): optimal (shortest, proven),
    /// fast (short, any size), near (4x4 and 5x5: shorter and shorter until --timeout, 1 s
    /// unless given, with the bound it proves), human (named steps), bfs and astar (boards
    /// of at most 9 cells, with their nodes).
    #[arg(long, value_parser = named::<sliding::Solver>())]
    pub solver: Option<sliding::Solver>,
    /// Heuristic of the optimal solver (default on 4x4: 78 when cached, else 663; on 5x5:
    /// 6666 when cached, else md): 663 and 78 (4x4 pattern databases), 6666 (the
    /// 24-puzzle's, 255 MB, built in minutes), md (Manhattan distance and linear
    /// conflicts, any size).
    #[arg(long, value_parser = named::<sliding::Heuristic>())]
    pub heuristic: Option<sliding::Heuristic>,
    /// Stop the solve after this many seconds.
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// When the optimal solver times out, answer with a solution all the same: the near
    /// solver's within a second more where pattern tables fit (4x4, 5x5), else the fast
    /// solver's (optimal only if as short as the bound).
    #[arg(long)]
    pub fallback: bool,
    /// With the 24-puzzle's dual lookups (its tables looked up for the inverse permutation
    /// too; 1.6 GB more tables): fewer nodes, but slower on this machine.
    #[arg(long)]
    pub dual: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// With '-': only the input lines numbered K modulo N (from 1, blank lines and
    /// comments not counted), to split a batch over N jobs; each record names its `line`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    /// Threads for batch solving (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble sliding`.
#[derive(Debug, Args)]
pub struct SlidingScramble {
    /// Board size.
    #[arg(long, default_value = "4x4")]
    pub size: String,
    /// Scramble by this many random moves (no immediate undo) instead of a random state.
    #[arg(long, conflicts_with = "distance")]
    pub moves: Option<usize>,
    /// A position whose optimal distance is exactly D.
    #[arg(long)]
    pub distance: Option<u32>,
    /// Random seed (default: random).
    #[arg(long)]
    pub seed: Option<u64>,
    /// How many positions.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench sliding`.
#[derive(Debug, Args)]
pub struct SlidingBench {
    /// A benchmark file in Korf's format: id, optimal length, …, then the 16 or 25 tiles;
    /// its goal is the blank top-left (0 1 2 … 15).
    #[arg(long, conflicts_with = "size")]
    pub file: Option<String>,
    /// Heuristic of the optimal solver (default as for solve).
    #[arg(long, value_parser = named::<sliding::Heuristic>())]
    pub heuristic: Option<sliding::Heuristic>,
    /// Instead of a file: random positions of this size.
    #[arg(long)]
    pub size: Option<String>,
    /// How many random positions.
    #[arg(long, default_value_t = 100)]
    pub count: usize,
    /// Seed of the random positions.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Solver (default: optimal for files, fast for random positions).
    #[arg(long, value_parser = named::<sliding::Solver>())]
    pub solver: Option<sliding::Solver>,
    /// Threads (default: 1 — benchmarks measure one core unless asked). 4x4 instances run
    /// side by side, one a thread; 5x5 instances one at a time, each on every thread.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Stop each instance's solve after this many seconds: its line gives the bound
    /// proven instead of a length.
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// With the 24-puzzle's dual lookups (see `solve sliding --help`).
    #[arg(long)]
    pub dual: bool,
    /// Print only the summary.
    #[arg(long)]
    pub quiet: bool,
    /// With --file: only the instances numbered K modulo N (from 1, blank lines and
    /// comments not counted), to split a run over N jobs.
    #[arg(long, value_name = "K/N", requires = "file")]
    pub shard: Option<crate::shard::Shard>,
    /// Output format: text (a line per instance and a summary), or json (one JSON line
    /// per instance, with its `line`, then none).
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `tables build sliding`.
#[derive(Debug, Args)]
pub struct SlidingTables {
    /// Which partition's tables (663, 78 for 4x4; 6666 for 5x5; md needs none).
    #[arg(long, value_parser = named::<sliding::Heuristic>(), default_value = "663")]
    pub partition: sliding::Heuristic,
    /// Rebuild even when a valid table is cached.
    #[arg(long)]
    pub force: bool,
    /// Also the dual lookups' tables (6666: four of 128 MB and 24 of 6.4 MB).
    #[arg(long)]
    pub dual: bool,
}

/// `solve cube`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["cube", "scramble"])))]
pub struct CubeSolve {
    /// The cube as Kociemba's 54-letter string (faces U R F D L B) or in colours (W Y G B R O,
    /// white up, green front); or '-' to read one cube per line from stdin (a facelet string
    /// or "scramble: <moves>").
    pub cube: Option<String>,
    /// Solve the cube this move sequence makes instead.
    #[arg(long)]
    pub scramble: Option<String>,
    /// Stop as soon as a solution has at most this many moves (HTM). Without it: 20, or,
    /// with `--timeout`, keep improving until the time runs out.
    #[arg(long, visible_alias = "max-length", value_name = "N")]
    pub target: Option<u32>,
    /// Stop after this many seconds with the best solution found (with no `--target`:
    /// the shortest two-phase finds in that time).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// How to count the solution's length (htm, qtm, stm; the optimal solver minimises
    /// HTM).
    #[arg(long, value_parser = named::<cube::Metric>(), default_value = "htm")]
    pub metric: cube::Metric,
    /// Which solver: two-phase (20 moves or fewer in milliseconds), optimal (the fewest,
    /// proven), human (the beginner's method in seven named steps).
    #[arg(long, value_parser = named::<cube::Solver>(), default_value = "two-phase")]
    pub solver: cube::Solver,
    /// The optimal solver's tables: tiny (20 MB), small (325 MB), large (2.6 GB); default:
    /// the largest cached, else small.
    #[arg(long, value_parser = named::<cube::Variant>())]
    pub tables: Option<cube::Variant>,
    /// The optimal solver: up to N distinct optimal solutions (opposite faces' turns in one
    /// order), or `all` of them within the time limit; it says whether they are all there are.
    #[arg(long, value_name = "N|all", value_parser = solution_count)]
    pub solutions: Option<usize>,
    /// Solve to this position instead of the solved cube (facelets or colours, read
    /// against its own centres): a pattern, or another colour scheme.
    #[arg(long, value_name = "FACELETS", conflicts_with = "only")]
    pub goal: Option<String>,
    /// Solve only a part, the other pieces left free: edges, corners (optimal), or the first
    /// two layers (white, U, first).
    #[arg(long, value_parser = named::<cube::Part>())]
    pub only: Option<cube::Part>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// With '-': only the input lines numbered K modulo N (from 1, blank lines and
    /// comments not counted), to split a batch over N jobs; each record names its `line`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    /// Threads: for batch solving, or the threads one optimal solve shares (default: all
    /// cores; on two or more, two-phase races the optimal search on one thread more).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `tables build cube`.
#[derive(Debug, Args)]
pub struct CubeTables {
    /// Also build the optimal solver's tables: tiny (20 MB, seconds), small (325 MB, about
    /// a minute on two cores) or large (2.6 GB, minutes; 7.7 GB while it builds).
    #[arg(long, value_parser = named::<cube::Variant>(), num_args = 0..=1, default_missing_value = "small", value_name = "SIZE")]
    pub optimal: Option<cube::Variant>,
}

/// `scramble cube`.
#[derive(Debug, Args)]
pub struct CubeScramble {
    /// Random moves instead of a random state.
    #[arg(long)]
    pub moves: Option<usize>,
    /// Random seed (default: random).
    #[arg(long)]
    pub seed: Option<u64>,
    /// How many scrambles.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench cube`.
#[derive(Debug, Args)]
pub struct CubeBench {
    /// How many random-state cubes.
    #[arg(long, default_value_t = 200)]
    pub count: usize,
    /// Seed of the cubes.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Target length (without `--timeout`).
    #[arg(long, default_value_t = 20)]
    pub max_length: u32,
    /// Seconds per cube, each improved until its time runs out (the best in a fixed time;
    /// with `--solver optimal`, a cap per cube).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// Which solver.
    #[arg(long, value_parser = named::<cube::Solver>(), default_value = "two-phase")]
    pub solver: cube::Solver,
    /// The optimal solver's tables (default: the largest cached, else small).
    #[arg(long, value_parser = named::<cube::Variant>())]
    pub tables: Option<cube::Variant>,
    /// Cubes from a file instead of random ones: one per line, moves or facelets (`#`
    /// starts a comment).
    #[arg(long, value_name = "FILE")]
    pub file: Option<std::path::PathBuf>,
    /// With `--file`: skip this many cubes first (a run in parts).
    #[arg(long, default_value_t = 0)]
    pub skip: usize,
    /// Threads (default: 1; the optimal solver shares them within each cube).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `tables build rings`.
#[derive(Debug, Args)]
pub struct RingsTables {
    /// Also build the two-colour tables (2 × 580 MB, several minutes on all cores).
    #[arg(long)]
    pub large: bool,
}

/// `solve rings`.
#[derive(Debug, Args)]
pub struct RingsSolve {
    /// The state: rings 1..5 separated by '/', 7 colour letters (K B G O R) each for slots
    /// 0..6; or '-' to read one state per line from stdin.
    pub state: String,
    /// Which solver: optimal (fewest clicks, proven), fast (a short solution quickly),
    /// classic (the three-step method as named steps).
    #[arg(long, value_parser = named::<rings::Solver>(), default_value = "fast")]
    pub solver: rings::Solver,
    /// Stop the optimal search after this many seconds (it then reports its lower bound).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// When the optimal search times out, answer with the fast solver (marked not optimal).
    #[arg(long)]
    pub fallback: bool,
    /// The metric the optimal solver minimises: clicks (every unit step) or turns (a ring by
    /// any amount); both counts are always reported.
    #[arg(long, value_parser = named::<rings::Metric>(), default_value = "clicks")]
    pub metric: rings::Metric,
    /// The tables of the optimal and fast solvers (large: the two-colour tables too, clicks
    /// only). Default: the optimal solver uses the two-colour tables when they are cached.
    #[arg(long, value_parser = named::<rings::TableSet>())]
    pub tables: Option<rings::TableSet>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// With '-': only the input lines numbered K modulo N (from 1, blank lines and
    /// comments not counted), to split a batch over N jobs; each record names its `line`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<crate::shard::Shard>,
    /// Threads for batch solving (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `scramble rings`.
#[derive(Debug, Args)]
pub struct RingsScramble {
    /// The classic levels: low, mid, high = 20, 40, 60 random clicks.
    #[arg(long, conflicts_with = "moves")]
    pub level: Option<String>,
    /// This many random clicks (default: a uniform random state).
    #[arg(long, conflicts_with = "distance")]
    pub moves: Option<usize>,
    /// A position whose optimal distance is exactly D clicks (proven; practical up to 14).
    #[arg(long, conflicts_with = "level")]
    pub distance: Option<u32>,
    /// Random seed (default: random).
    #[arg(long)]
    pub seed: Option<u64>,
    /// How many positions.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// `bench rings`.
#[derive(Debug, Args)]
pub struct RingsBench {
    /// Scrambles of a classic level (low, mid, high) instead of random states.
    #[arg(long)]
    pub level: Option<String>,
    /// How many positions.
    #[arg(long, default_value_t = 100)]
    pub count: usize,
    /// Seed of the positions.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Which solver.
    #[arg(long, value_parser = named::<rings::Solver>(), default_value = "fast")]
    pub solver: rings::Solver,
    /// Time limit per position for the optimal solver.
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// The metric the optimal solver minimises.
    #[arg(long, value_parser = named::<rings::Metric>(), default_value = "clicks")]
    pub metric: rings::Metric,
    /// The tables of the optimal and fast solvers (large: the two-colour tables too, clicks
    /// only).
    #[arg(long, value_parser = named::<rings::TableSet>(), default_value = "small")]
    pub tables: rings::TableSet,
    /// Threads (default: 1).
    #[arg(long)]
    pub threads: Option<usize>,
}
