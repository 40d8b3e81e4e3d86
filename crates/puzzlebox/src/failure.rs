//! What a command can fail with, typed, and the one place failures become exit codes
//! ([`exit_code`]).

use thiserror::Error;

/// Exit codes, documented in the README.
pub mod code {
    /// Success.
    pub const OK: u8 = 0;
    /// Any other failure (I/O, a batch in which some lines failed).
    pub const FAILURE: u8 = 1;
    /// Bad command line (clap's own code).
    pub const USAGE: u8 = 2;
    /// Bad input: a malformed or unsolvable position, bad moves.
    pub const INPUT: u8 = 3;
    /// A time limit ended the solve before a solution was found.
    pub const TIMEOUT: u8 = 4;
    /// Ctrl-C stopped the command (what it had was printed).
    pub const INTERRUPTED: u8 = 130;
}

/// A command line that clap accepts but that makes no sense.
#[derive(Clone, Debug, Error)]
pub enum Usage {
    /// `--size` for a puzzle of one size.
    #[error("--size is for the tiles; {} has one size", .puzzle.the())]
    SizeForOnePuzzle {
        /// The puzzle named.
        puzzle: game::PuzzleKind,
    },
    /// A `--size` that is no board size.
    #[error("--size {text:?}: {error}")]
    Size {
        /// As given.
        text: String,
        /// What is wrong.
        error: sliding::Error,
    },
    /// `--level` without a puzzle.
    #[error("--level needs a puzzle: play sliding|cube|rings --level …")]
    LevelNeedsPuzzle,
    /// A level the puzzle does not have.
    #[error("unknown level {level:?} for {}: the levels are {}, or `moves N`, `distance N`", .puzzle.the(), .levels.join(", "))]
    Level {
        /// The puzzle.
        puzzle: game::PuzzleKind,
        /// As given.
        level: String,
        /// The puzzle's levels.
        levels: Vec<String>,
    },
}

/// What is wrong with a line or the whole of a benchmark file (Korf's format for the
/// tiles, a scramble or facelets a line for the cube).
#[derive(Debug, Error)]
pub enum FileFault {
    /// Too few columns.
    #[error(
        "expected an id, the optimal length and then 16 or 25 tiles (other columns before them)"
    )]
    Columns,
    /// The length column is no number.
    #[error("{0:?} is not a length")]
    Length(String),
    /// The tiles are no board.
    #[error(transparent)]
    Board(#[from] sliding::Error),
    /// A line of a cube file that is neither a scramble nor a cube.
    #[error(transparent)]
    Cube(#[from] cube::CubeError),
    /// No instance at all.
    #[error("holds no instances")]
    Empty,
}

/// An error that carries its exit code.
#[derive(Debug, Error)]
pub enum Failure {
    /// A bad command line that clap could not see (a bad size or level).
    #[error(transparent)]
    Usage(#[from] Usage),
    /// A position, goal or move of the tiles that is not right.
    #[error(transparent)]
    Tiles(#[from] sliding::Error),
    /// The cube's.
    #[error(transparent)]
    Cube(#[from] cube::CubeError),
    /// The rings'.
    #[error(transparent)]
    Rings(#[from] rings::RingsError),
    /// A game's.
    #[error(transparent)]
    Game(#[from] game::GameError),
    /// The saved games'.
    #[error(transparent)]
    Store(#[from] game::store::StoreError),
    /// The tables'.
    #[error(transparent)]
    Tables(#[from] search::tables::TableError),
    /// A line of a file that is not right.
    #[error("{path}:{line}: {fault}")]
    InFile {
        /// The file.
        path: String,
        /// The 1-based line.
        line: usize,
        /// What is wrong.
        fault: FileFault,
    },
    /// A file that is not right as a whole.
    #[error("{path} {fault}")]
    File {
        /// The file.
        path: String,
        /// What is wrong.
        fault: FileFault,
    },
    /// A file that is not an export (the JSON reader's message).
    #[error("{path} is not a puzzlebox export: {detail}")]
    NotAnExport {
        /// The file.
        path: String,
        /// What the JSON reader said.
        detail: String,
    },
    /// An optimal search ran out of time before any solution (its bound is what it proved).
    #[error("time limit reached; no solution shorter than {lower_bound} {unit} exists")]
    TimeLimit {
        /// No solution is shorter.
        lower_bound: u32,
        /// What the length counts (`moves`, `clicks`).
        unit: &'static str,
    },
    /// Some lines of a batch failed (their errors were printed).
    #[error("{failed} of {total} lines failed")]
    Batch {
        /// Lines that failed.
        failed: usize,
        /// Lines in all.
        total: usize,
    },
    /// The system refused to read, write or create a file, or to listen.
    #[error("cannot {} {what}: {error}", .action.verb())]
    Io {
        /// What was being done.
        action: IoAction,
        /// The file, folder or address.
        what: String,
        /// What the system said.
        #[source]
        error: std::io::Error,
    },
    /// Nowhere to keep the saved games.
    #[error("no data directory for this user; set PUZZLEBOX_DATA")]
    NoDataDir,
    /// `play` run without a terminal.
    #[error("this command needs a terminal")]
    NeedsTerminal,
    /// A host name that names no address.
    #[error("no address for {host}")]
    NoAddress {
        /// As given.
        host: String,
    },
}

/// What a command was doing when the system refused ([`Failure::Io`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoAction {
    /// Reading a file (or standard input).
    Read,
    /// Writing a file.
    Write,
    /// Creating a folder.
    Create,
    /// Creating the tables' cache folder.
    CreateCache,
    /// Listening on an address.
    Listen,
    /// Looking up a host name.
    Resolve,
    /// Starting the server's runtime.
    Start,
}

impl IoAction {
    /// The English verb (`read`), also the message id's tail (`cli-io-read`).
    pub fn verb(self) -> &'static str {
        match self {
            IoAction::Read => "read",
            IoAction::Write => "write",
            IoAction::Create => "create",
            IoAction::CreateCache => "create the cache directory",
            IoAction::Listen => "listen on",
            IoAction::Resolve => "resolve",
            IoAction::Start => "start",
        }
    }

    /// The message id.
    pub fn id(self) -> &'static str {
        match self {
            IoAction::Read => "cli-io-read",
            IoAction::Write => "cli-io-write",
            IoAction::Create => "cli-io-create",
            IoAction::CreateCache => "cli-io-create-cache",
            IoAction::Listen => "cli-io-listen",
            IoAction::Resolve => "cli-io-resolve",
            IoAction::Start => "cli-io-start",
        }
    }

    /// `map_err` for an I/O result: the failure of doing this to `what`.
    pub fn on(self, what: impl std::fmt::Display) -> impl FnOnce(std::io::Error) -> Failure {
        let what = what.to_string();
        move |error| Failure::Io {
            action: self,
            what,
            error,
        }
    }
}

impl From<crate::cache::WriteError> for Failure {
    fn from(e: crate::cache::WriteError) -> Failure {
        use crate::cache::WriteError as W;
        match e {
            W::Folder { dir, source } => IoAction::CreateCache.on(dir.display())(source),
            W::File { path, source } => IoAction::Write.on(path.display())(source),
        }
    }
}

impl From<game::VariantError> for Failure {
    fn from(e: game::VariantError) -> Failure {
        Failure::Game(e.into())
    }
}

impl Failure {
    /// The exit code this failure ends the command with.
    pub fn code(&self) -> u8 {
        use cube::CubeError as C;
        use rings::RingsError as R;
        match self {
            Failure::Usage(_) => code::USAGE,
            Failure::Tiles(sliding::Error::Tables(_)) => code::FAILURE,
            Failure::Tiles(_) => code::INPUT,
            Failure::Cube(C::OptimalCountsHtm | C::GoalAndPart | C::NoGoalForSolver { .. }) => {
                code::USAGE
            }
            Failure::Cube(C::NoSolutionInTime) => code::TIMEOUT,
            Failure::Cube(C::Tables(_)) => code::FAILURE,
            Failure::Cube(_) => code::INPUT,
            Failure::Rings(R::DistanceNotProven { .. } | R::Cancelled) => code::TIMEOUT,
            Failure::Rings(R::Tables(_) | R::MismatchedTables | R::NoSolution) => code::FAILURE,
            Failure::Rings(_) => code::INPUT,
            Failure::Game(e) if e.is_bad_input() => code::INPUT,
            Failure::Game(_) => code::FAILURE,
            Failure::Store(game::store::StoreError::BadExport(_)) => code::INPUT,
            Failure::Store(_) | Failure::Tables(_) => code::FAILURE,
            Failure::InFile { .. } | Failure::File { .. } | Failure::NotAnExport { .. } => {
                code::INPUT
            }
            Failure::TimeLimit { .. } => code::TIMEOUT,
            Failure::Batch { .. }
            | Failure::Io { .. }
            | Failure::NoDataDir
            | Failure::NeedsTerminal
            | Failure::NoAddress { .. } => code::FAILURE,
        }
    }
}

/// Runs `f` on the [`Failure`] an error is, or on the one it would be (a library's error
/// that reached the top without becoming one); `None` for other errors.
pub fn with_failure<T>(err: &anyhow::Error, f: impl FnOnce(&Failure) -> T) -> Option<T> {
    if let Some(failure) = err.downcast_ref::<Failure>() {
        return Some(f(failure));
    }
    let as_failure = err
        .downcast_ref::<Usage>()
        .map(|e| Failure::Usage(e.clone()))
        .or_else(|| {
            err.downcast_ref::<sliding::Error>()
                .map(|e| Failure::Tiles(e.clone()))
        })
        .or_else(|| {
            err.downcast_ref::<cube::CubeError>()
                .map(|e| Failure::Cube(e.clone()))
        })
        .or_else(|| {
            err.downcast_ref::<rings::RingsError>()
                .map(|e| Failure::Rings(e.clone()))
        })
        .or_else(|| {
            err.downcast_ref::<game::GameError>()
                .map(|e| Failure::Game(e.clone()))
        })?;
    Some(f(&as_failure))
}

/// The one place errors become exit codes (a library's error that reached here without
/// becoming a [`Failure`] gets the code it would have as one).
pub fn exit_code(err: &anyhow::Error) -> u8 {
    if let Some(code) = with_failure(err, Failure::code) {
        return code;
    }
    match err.downcast_ref::<game::store::StoreError>() {
        Some(game::store::StoreError::BadExport(_)) => code::INPUT,
        _ => code::FAILURE,
    }
}
