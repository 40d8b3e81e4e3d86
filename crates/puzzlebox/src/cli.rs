//! The command line (stable: other programs read it).

use clap::{Args, Parser, Subcommand, ValueEnum};
use game::PuzzleKind;

use crate::args::puzzle;
pub use crate::args::Format;
use crate::puzzles::{BenchPuzzle, ScramblePuzzle, SolvePuzzle, TablesPuzzle};

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
            Command::Solve { puzzle } => puzzle.threads(),
            Command::Bench { puzzle } => puzzle.threads(),
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
        puzzle: BenchCommand,
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

/// `bench`: each puzzle's solvers, and the games' hints and the sessions' averages.
#[derive(Debug, Subcommand)]
pub enum BenchCommand {
    /// A puzzle's solvers.
    #[command(flatten)]
    Puzzle(BenchPuzzle),
    /// The games' hints: time to the next move at every level of every puzzle.
    Hints(HintsBench),
    /// A session's averages: computed whole, updated by one solve, and stored.
    Sessions(SessionsBench),
}

impl BenchCommand {
    /// The threads asked for (the puzzles' benchmarks default to one).
    pub fn threads(&self) -> Option<usize> {
        match self {
            BenchCommand::Puzzle(p) => Some(p.threads().unwrap_or(1)),
            BenchCommand::Hints(_) | BenchCommand::Sessions(_) => None,
        }
    }
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
