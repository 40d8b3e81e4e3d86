//! The command line (stable: other programs read it).

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::cube_cmd::MetricName;

/// Classic mechanical puzzles: scramble them, solve them, benchmark the solvers.
#[derive(Debug, Parser)]
#[command(name = "puzzlebox", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
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
                BenchPuzzle::Hints(_) => None,
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
    /// Statistics and personal bests of the games played.
    Stats(StatsArgs),
    /// Write every saved game as JSON (to stdout, or a file).
    Export {
        /// The file to write (stdout when omitted).
        #[arg(long, short)]
        output: Option<std::path::PathBuf>,
    },
    /// Add the games of an export (never duplicates, never loses a game).
    Import {
        /// The export file (`-` for stdin).
        file: String,
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

/// A puzzle to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PuzzleName {
    /// Sliding tiles (3x3 unless `--size`); `tiles` also works.
    #[value(alias = "tiles")]
    Sliding,
    /// The Rubik's cube.
    Cube,
    /// The Five Rings puzzle.
    Rings,
}

impl PuzzleName {
    /// The puzzle.
    pub fn kind(self) -> game::PuzzleKind {
        match self {
            PuzzleName::Sliding => game::PuzzleKind::Sliding,
            PuzzleName::Cube => game::PuzzleKind::Cube,
            PuzzleName::Rings => game::PuzzleKind::Rings,
        }
    }

    /// The name records use.
    pub fn name(self) -> &'static str {
        self.kind().name()
    }
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
    pub puzzle: Option<PuzzleName>,
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
    #[arg(long)]
    pub puzzle: Option<PuzzleName>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
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

/// The sliding-tile solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolverName {
    /// Shortest solution, proven (default up to 4x4).
    Optimal,
    /// A short solution in well under a second for any size (default above 4x4).
    Fast,
    /// A method a person can follow, as named steps.
    Human,
    /// Breadth-first search (boards of at most 9 cells), with the nodes it expanded.
    Bfs,
    /// A* over Manhattan distance and linear conflicts (boards of at most 9 cells).
    Astar,
}

/// The heuristics of the optimal sliding-tile solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum HeuristicName {
    /// 6-6-3 additive pattern databases (4x4; built in seconds).
    #[value(name = "663")]
    P663,
    /// 7-8 additive pattern databases (4x4; built in minutes, 577 MB).
    #[value(name = "78")]
    P78,
    /// Manhattan distance plus linear conflicts (any size, no tables).
    Md,
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
    /// Which solver (default: optimal up to 4x4, fast above).
    #[arg(long, value_enum)]
    pub solver: Option<SolverName>,
    /// Heuristic of the optimal solver on 4x4 (default: 78 when cached, else 663).
    #[arg(long, value_enum)]
    pub heuristic: Option<HeuristicName>,
    /// Stop the solve after this many seconds.
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// When the optimal solver times out, answer with the fast solver's solution (marked
    /// not optimal).
    #[arg(long)]
    pub fallback: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
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
    /// A benchmark file in Korf's format: id, optimal length, …, then the 16 tiles; its goal
    /// is the blank top-left (0 1 2 … 15).
    #[arg(long, conflicts_with = "size")]
    pub file: Option<String>,
    /// Heuristic of the optimal solver (default as for solve).
    #[arg(long, value_enum)]
    pub heuristic: Option<HeuristicName>,
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
    #[arg(long, value_enum)]
    pub solver: Option<SolverName>,
    /// Threads (default: 1 — benchmarks measure one core unless asked).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print only the summary.
    #[arg(long)]
    pub quiet: bool,
}

/// `tables build sliding`.
#[derive(Debug, Args)]
pub struct SlidingTables {
    /// Which partition's tables.
    #[arg(long, value_enum, default_value = "663")]
    pub partition: HeuristicName,
    /// Rebuild even when a valid table is cached.
    #[arg(long)]
    pub force: bool,
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
    /// How to count the solution's length (the optimal solver minimises HTM).
    #[arg(long, value_enum, default_value = "htm")]
    pub metric: MetricName,
    /// Which solver.
    #[arg(long, value_enum, default_value = "two-phase")]
    pub solver: CubeSolverName,
    /// The optimal solver's tables (default: the large ones if cached, else the small).
    #[arg(long, value_enum)]
    pub tables: Option<CubeTableSet>,
    /// Solve to this position instead of the solved cube (facelets or colours, read
    /// against its own centres): a pattern, or another colour scheme.
    #[arg(long, value_name = "FACELETS", conflicts_with = "only")]
    pub goal: Option<String>,
    /// Solve only a part, the other pieces left free: edges, corners (optimal), or the first
    /// two layers (white, U, first).
    #[arg(long, value_enum)]
    pub only: Option<CubePart>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Threads: for batch solving, or the threads one optimal solve shares (default: all
    /// cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// The cube's solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CubeSolverName {
    /// Kociemba's two-phase algorithm: 20 moves or fewer in milliseconds.
    TwoPhase,
    /// The fewest moves (HTM), proven: IDA* over the optimal tables (`--tables`).
    Optimal,
    /// The layer-by-layer beginner's method, in seven named steps a person can follow.
    Human,
}

/// The parts of the cube `--only` solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CubePart {
    /// The 12 edges.
    Edges,
    /// The 8 corners (optimally).
    Corners,
    /// The first two layers: white (U) layer and middle layer.
    F2l,
}

impl CubePart {
    /// The cube crate's part.
    pub fn part(self) -> cube::goal::Part {
        match self {
            CubePart::Edges => cube::goal::Part::Edges,
            CubePart::Corners => cube::goal::Part::Corners,
            CubePart::F2l => cube::goal::Part::F2l,
        }
    }

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            CubePart::Edges => "edges",
            CubePart::Corners => "corners",
            CubePart::F2l => "f2l",
        }
    }
}

/// `tables build cube`.
#[derive(Debug, Args)]
pub struct CubeTables {
    /// Also build the optimal solver's tables: small (150 MB, about 11 s on two cores) or
    /// large (3.4 GB, minutes).
    #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "small", value_name = "SIZE")]
    pub optimal: Option<CubeTableSet>,
}

/// The optimal solver's table sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CubeTableSet {
    /// Flip × middle-layer positions × twist: 150 MB (at most 1 GiB), built in about 11 s.
    Small,
    /// Flip × middle-layer positions and order × twist: 3.4 GB (at most 4 GiB), built in
    /// minutes on all cores; many times fewer nodes.
    Large,
}

impl CubeTableSet {
    /// The cube crate's variant.
    pub fn variant(self) -> cube::optimal::Variant {
        match self {
            CubeTableSet::Small => cube::optimal::Variant::Small,
            CubeTableSet::Large => cube::optimal::Variant::Large,
        }
    }
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
    #[arg(long, value_enum, default_value = "two-phase")]
    pub solver: CubeSolverName,
    /// The optimal solver's tables (default: the large ones if cached, else the small).
    #[arg(long, value_enum)]
    pub tables: Option<CubeTableSet>,
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

/// Which tables the Five Rings optimal and fast solvers use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RingsTableSet {
    /// The per-colour table (6.7 MB, built in about 2 s).
    Small,
    /// Also the two-colour tables (1.2 GB, built once; see `tables build rings --large`).
    Large,
}

/// The Five Rings solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RingsSolverName {
    /// Fewest clicks, proven (IDA* over the colour tables).
    Optimal,
    /// A short solution quickly (beam search).
    Fast,
    /// The classic three-step method, as named steps a person can follow.
    Classic,
}

/// How Five Rings solutions are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RingsMetric {
    /// Every unit step counts 1.
    Clicks,
    /// A turn of one ring by any amount counts 1.
    Turns,
}

/// `solve rings`.
#[derive(Debug, Args)]
pub struct RingsSolve {
    /// The state: rings 1..5 separated by '/', 7 colour letters (K B G O R) each for slots
    /// 0..6; or '-' to read one state per line from stdin.
    pub state: String,
    /// Which solver.
    #[arg(long, value_enum, default_value = "fast")]
    pub solver: RingsSolverName,
    /// Stop the optimal search after this many seconds (it then reports its lower bound).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// When the optimal search times out, answer with the fast solver (marked not optimal).
    #[arg(long)]
    pub fallback: bool,
    /// The metric the optimal solver minimises (both counts are always reported).
    #[arg(long, value_enum, default_value = "clicks")]
    pub metric: RingsMetric,
    /// The tables of the optimal and fast solvers (large: the two-colour tables too, clicks
    /// only). Default: the optimal solver uses the two-colour tables when they are cached.
    #[arg(long, value_enum)]
    pub tables: Option<RingsTableSet>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
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
    #[arg(long, value_enum, default_value = "fast")]
    pub solver: RingsSolverName,
    /// Time limit per position for the optimal solver.
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// The metric the optimal solver minimises.
    #[arg(long, value_enum, default_value = "clicks")]
    pub metric: RingsMetric,
    /// The tables of the optimal and fast solvers (large: the two-colour tables too, clicks
    /// only).
    #[arg(long, value_enum, default_value = "small")]
    pub tables: RingsTableSet,
    /// Threads (default: 1).
    #[arg(long)]
    pub threads: Option<usize>,
}
