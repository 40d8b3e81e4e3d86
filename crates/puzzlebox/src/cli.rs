//! The command line (stable: other programs read it): its commands and their arguments,
//! each puzzle's own in `puzzles/`. Their help is not written here: every command's and
//! argument's text is in `i18n/help/en.ftl` (and translated in `zh.ftl`) under the
//! argument's path in the tree (`help-solve-sliding-timeout`), set on the tree at start
//! ([`crate::i18n::help::localize`]).

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};
use game::PuzzleKind;

use crate::args::puzzle;
pub use crate::args::Format;
use crate::puzzles::{BenchPuzzle, ScramblePuzzle, SolvePuzzle, TablesPuzzle};

/// The whole command line.
#[derive(Debug, Parser)]
#[command(name = "puzzlebox", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    #[arg(long, global = true, value_enum)]
    pub lang: Option<LangArg>,
}

/// A language puzzlebox speaks, as `--lang` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LangArg {
    /// `en`.
    En,
    /// `zh`.
    Zh,
}

impl ValueEnum for LangArg {
    fn value_variants<'a>() -> &'a [Self] {
        &[LangArg::En, LangArg::Zh]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (name, help) = match self {
            LangArg::En => ("en", "help-lang-en"),
            LangArg::Zh => ("zh", "help-lang-zh"),
        };
        Some(PossibleValue::new(name).help(crate::i18n::help::english(help)))
    }
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
    Serve(ServeArgs),
    Play(PlayArgs),
    Stats(StatsArgs),
    Sessions {
        #[command(subcommand)]
        command: Option<SessionsCommand>,
        #[arg(long, value_enum, default_value_t = Format::Text, global = true)]
        format: Format,
    },
    Replay(ReplayArgs),
    Export(ExportArgs),
    Import {
        file: String,
        #[arg(long)]
        skip_bad: bool,
    },
    Solve {
        #[command(subcommand)]
        puzzle: SolvePuzzle,
    },
    Scramble {
        #[command(subcommand)]
        puzzle: ScramblePuzzle,
    },
    Bench {
        #[command(subcommand)]
        puzzle: BenchCommand,
    },
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    Man,
    Tables {
        #[command(subcommand)]
        command: TablesCommand,
    },
}

/// `bench`: each puzzle's solvers, and the games' hints and the sessions' averages.
#[derive(Debug, Subcommand)]
pub enum BenchCommand {
    #[command(flatten)]
    Puzzle(BenchPuzzle),
    Hints(HintsBench),
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
    #[arg(long, default_value_t = 100_000)]
    pub solves: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `bench hints`.
#[derive(Debug, Args)]
pub struct HintsBench {
    #[arg(long, default_value_t = 20)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_parser = puzzle())]
    pub puzzle: Option<PuzzleKind>,
    #[arg(long)]
    pub level: Option<String>,
}

/// `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    #[arg(long)]
    pub open: bool,
    #[arg(long, default_value_t = 10.0, value_name = "SECS")]
    pub max_solve_secs: f64,
    #[arg(long)]
    pub max_solves: Option<usize>,
    #[arg(long)]
    pub token: Option<String>,
}

/// `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[arg(value_parser = puzzle())]
    pub puzzle: Option<PuzzleKind>,
    #[arg(long)]
    pub level: Option<String>,
    #[arg(long)]
    pub size: Option<String>,
    #[arg(long)]
    pub seed: Option<u64>,
}

/// `stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    #[arg(long, value_parser = puzzle())]
    pub puzzle: Option<PuzzleKind>,
    #[arg(long)]
    pub session: Option<String>,
    #[arg(long, requires = "session")]
    pub history: bool,
    #[arg(long, requires = "history", value_name = "MINUTES", default_value_t = 0,
          allow_negative_numbers = true,
          value_parser = clap::value_parser!(i32).range(-840..=840))]
    pub utc_offset: i32,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `replay`.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("which").required(true).args(["game", "last", "solve"]))]
pub struct ReplayArgs {
    pub game: Option<String>,
    #[arg(long)]
    pub last: bool,
    #[arg(long, value_name = "N")]
    pub solve: Option<i64>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    #[arg(long, short)]
    pub output: Option<std::path::PathBuf>,
    #[arg(long, value_enum, default_value_t = ExportFormat::Puzzlebox)]
    pub format: ExportFormat,
    #[arg(long)]
    pub session: Option<String>,
}

/// The formats of `export`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// puzzlebox's own (what `import` reads back).
    Puzzlebox,
    /// csTimer's JSON.
    Cstimer,
    /// csTimer's CSV of one session.
    Csv,
}

impl ValueEnum for ExportFormat {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            ExportFormat::Puzzlebox,
            ExportFormat::Cstimer,
            ExportFormat::Csv,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (name, help) = match self {
            ExportFormat::Puzzlebox => ("puzzlebox", "help-export-format-puzzlebox"),
            ExportFormat::Cstimer => ("cstimer", "help-export-format-cstimer"),
            ExportFormat::Csv => ("csv", "help-export-format-csv"),
        };
        Some(PossibleValue::new(name).help(crate::i18n::help::english(help)))
    }
}

/// `sessions` subcommands.
#[derive(Debug, Subcommand)]
pub enum SessionsCommand {
    New {
        name: String,
        #[arg(long, value_parser = puzzle())]
        puzzle: PuzzleKind,
        #[arg(long)]
        size: Option<String>,
        #[arg(long)]
        timer: bool,
    },
    Rename {
        session: String,
        name: String,
    },
    Use {
        session: String,
    },
    Merge {
        from: String,
        into: String,
    },
    Split {
        session: String,
        #[arg(long)]
        at: i64,
        #[arg(long)]
        name: String,
    },
    Delete {
        session: String,
    },
    Solves {
        session: String,
    },
    Penalty {
        solve: i64,
        penalty: String,
    },
    Comment {
        solve: i64,
        comment: String,
    },
}

/// `tables` subcommands.
#[derive(Debug, Subcommand)]
pub enum TablesCommand {
    Build {
        #[command(subcommand)]
        puzzle: TablesPuzzle,
    },
    List,
}
