//! What a command can fail with, typed, and the one place failures become exit codes
//! ([`exit_code`]). Each failure says what happened as a message of the catalogs.

use messages::{from_variants, localized, Localize, Message};

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
#[derive(Clone, Debug)]
pub enum Usage {
    /// `--size` for a puzzle of one size.
    SizeForOnePuzzle {
        /// The puzzle named.
        puzzle: &'static door::Names,
    },
    /// A `--size` that is no board size.
    Size {
        /// As given.
        text: String,
        /// What is wrong.
        error: door::Error,
    },
    /// `--level` without a puzzle.
    LevelNeedsPuzzle,
    /// A level the puzzle does not have.
    Level {
        /// The puzzle.
        puzzle: &'static door::Names,
        /// As given.
        level: String,
        /// The puzzle's levels.
        levels: Vec<String>,
    },
    /// A penalty that is none of `ok`, `+2`, `DNF`.
    BadPenalty {
        /// As given.
        text: String,
    },
    /// `export --format csv` without the session it holds.
    CsvNeedsSession,
    /// `replay --solve N` for a solve timed on a real puzzle (no game to replay).
    SolveOffScreen {
        /// The solve's number.
        solve: i64,
    },
}

/// What is wrong with a line or the whole of a benchmark file (Korf's format for the
/// tiles, a scramble or facelets a line for the cube).
#[derive(Debug)]
pub enum FileFault {
    /// Too few columns.
    Columns,
    /// The length column is no number.
    Length(String),
    /// The position is none of the puzzle's (the tiles of a Korf line, a cube file's line
    /// that is neither a scramble nor a cube).
    Position(door::Error),
    /// No instance at all.
    Empty,
}

/// An error that carries its exit code.
#[derive(Debug)]
pub enum Failure {
    /// A bad command line that clap could not see (a bad size or level).
    Usage(Usage),
    /// What a puzzle's door refused or failed with: a position, a goal, a move, options
    /// that do not go together, its tables, a search out of time.
    Door(door::Error),
    /// A game's.
    Game(game::GameError),
    /// The saved games'.
    Store(store::StoreError),
    /// The tables'.
    Tables(search::tables::TableError),
    /// A line of a file that is not right.
    InFile {
        /// The file.
        path: String,
        /// The 1-based line.
        line: usize,
        /// What is wrong.
        fault: FileFault,
    },
    /// A file that is not right as a whole.
    File {
        /// The file.
        path: String,
        /// What is wrong.
        fault: FileFault,
    },
    /// A file that is not an export (the JSON reader's message).
    NotAnExport {
        /// The file.
        path: String,
        /// What the JSON reader said.
        detail: String,
    },
    /// An optimal search ran out of time before any solution (its bound is what it proved).
    TimeLimit {
        /// No solution is shorter.
        lower_bound: u32,
        /// What the length counts (`moves`, `clicks`).
        unit: &'static str,
    },
    /// Some lines of a batch failed (their errors were printed).
    Batch {
        /// Lines that failed.
        failed: usize,
        /// Lines in all.
        total: usize,
    },
    /// What the front ends' shared work fails with (a file the system refused, no data
    /// directory, no terminal, no address).
    Front(frontend::Error),
    /// A benchmark's check of an answer failed: a bug, reported with what was checked.
    Check(Check),
    /// A csTimer file with bad entries: each named, nothing added.
    BadEntries {
        /// The file.
        path: String,
        /// Every bad entry.
        entries: Vec<practice::cstimer::BadEntry>,
    },
    /// A file larger than an import takes.
    TooLarge {
        /// The file.
        path: String,
        /// Its size.
        bytes: u64,
        /// The most an import takes.
        max: u64,
    },
}

/// A benchmark's check of an answer that failed.
#[derive(Debug)]
pub enum Check {
    /// The solution of cube `item` (its place in the benchmark's list, from 0) does not
    /// solve it.
    Unsolved {
        /// Which cube.
        item: usize,
    },
    /// A game that was not over got no hint.
    NoHint {
        /// The game's position.
        state: String,
    },
    /// A hint's plan did not solve the game.
    HintUnsolved,
}

from_variants!(
    Failure::Usage(Usage),
    Failure::Door(door::Error),
    Failure::Game(game::GameError),
    Failure::Store(store::StoreError),
    Failure::Tables(search::tables::TableError),
    Failure::Front(frontend::Error),
);

impl Localize for Usage {
    fn message(&self) -> Message {
        match self {
            Usage::SizeForOnePuzzle { puzzle } => {
                Message::new("cli-size-for-one-puzzle").arg("the", puzzle.the())
            }
            Usage::Size { text, error } => Message::new("cli-size")
                .arg("text", text)
                .arg("error", error.message()),
            Usage::LevelNeedsPuzzle => Message::new("cli-level-needs-puzzle"),
            Usage::Level {
                puzzle,
                level,
                levels,
            } => Message::new("cli-level")
                .arg("level", level)
                .arg("the", puzzle.the())
                .arg("levels", game::level_list(levels)),
            Usage::BadPenalty { text } => Message::new("cli-bad-penalty").arg("text", text),
            Usage::CsvNeedsSession => Message::new("cli-csv-needs-session"),
            Usage::SolveOffScreen { solve } => {
                Message::new("cli-solve-off-screen").arg("solve", *solve)
            }
        }
    }
}

impl Localize for FileFault {
    fn message(&self) -> Message {
        match self {
            FileFault::Columns => Message::new("cli-fault-columns"),
            FileFault::Length(text) => Message::new("cli-fault-length").arg("text", text),
            FileFault::Position(e) => e.message(),
            FileFault::Empty => Message::new("cli-fault-empty"),
        }
    }
}

impl Localize for Failure {
    fn message(&self) -> Message {
        use Failure as F;
        match self {
            F::Usage(u) => u.message(),
            F::Door(e) => e.message(),
            F::Game(e) => e.message(),
            F::Store(e) => e.message(),
            F::Tables(e) => e.message(),
            F::InFile { path, line, fault } => Message::new("cli-in-file")
                .arg("path", path)
                .arg("line", *line)
                .arg("fault", fault.message()),
            F::File { path, fault } => Message::new("cli-file")
                .arg("path", path)
                .arg("fault", fault.message()),
            F::NotAnExport { path, detail } => Message::new("cli-not-an-export")
                .arg("path", path)
                .arg("detail", detail),
            F::TimeLimit { lower_bound, unit } => Message::new("cli-time-limit")
                .arg("bound", *lower_bound)
                .arg("unit", *unit),
            F::Batch { failed, total } => Message::new("cli-batch")
                .arg("failed", *failed)
                .arg("total", *total),
            F::Front(e) => e.message(),
            F::Check(Check::Unsolved { item }) => {
                Message::new("cli-check-unsolved").arg("item", *item)
            }
            F::Check(Check::NoHint { state }) => {
                Message::new("cli-check-no-hint").arg("state", state)
            }
            F::Check(Check::HintUnsolved) => Message::new("cli-check-hint-unsolved"),
            F::BadEntries { path, entries } => {
                let each: Vec<Message> = entries.iter().map(|e| e.message()).collect();
                Message::new("cli-bad-entries")
                    .arg("path", path)
                    .arg("count", entries.len())
                    .joined("entries", &each)
            }
            F::TooLarge { path, bytes, max } => Message::new("cli-too-large")
                .arg("path", path)
                .arg("size", messages::bytes(*bytes))
                .arg("max", messages::bytes(*max)),
        }
    }
}

localized!(Usage, FileFault, Failure);

impl From<frontend::cache::WriteError> for Failure {
    fn from(e: frontend::cache::WriteError) -> Failure {
        Failure::Front(e.into())
    }
}

impl<E: door::PuzzleError> From<E> for FileFault {
    fn from(e: E) -> FileFault {
        FileFault::Position(e.into())
    }
}

/// A puzzle crate's own error as a failure (the benchmarks and table builds call the
/// puzzle crates directly).
pub fn own<E: door::PuzzleError>(e: E) -> Failure {
    Failure::Door(e.into())
}

/// The exit code of a door's error, by its kind of failure.
fn door_code(e: &door::Error) -> u8 {
    match e.fault() {
        door::Fault::Input => code::INPUT,
        door::Fault::Usage => code::USAGE,
        door::Fault::Time => code::TIMEOUT,
        door::Fault::Failure => code::FAILURE,
    }
}

impl Failure {
    /// The exit code this failure ends the command with.
    pub fn code(&self) -> u8 {
        match self {
            Failure::Usage(_) => code::USAGE,
            Failure::Door(e) => door_code(e),
            Failure::Game(game::GameError::Door(e)) => door_code(e),
            Failure::Game(e) if e.is_bad_input() => code::INPUT,
            Failure::Game(_) => code::FAILURE,
            Failure::Store(e) if e.is_bad_export() || e.is_bad_request() || e.is_not_found() => {
                code::INPUT
            }
            Failure::Store(_) | Failure::Tables(_) => code::FAILURE,
            Failure::InFile { .. }
            | Failure::File { .. }
            | Failure::NotAnExport { .. }
            | Failure::BadEntries { .. }
            | Failure::TooLarge { .. } => code::INPUT,
            Failure::TimeLimit { .. } => code::TIMEOUT,
            Failure::Front(e) => front_code(e),
            Failure::Batch { .. } | Failure::Check(_) => code::FAILURE,
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
            err.downcast_ref::<door::Error>()
                .map(|e| Failure::Door(e.clone()))
        })
        .or_else(|| {
            err.downcast_ref::<game::GameError>()
                .map(|e| Failure::Game(e.clone()))
        })
        .or_else(|| {
            err.downcast_ref::<store::StoreError>()
                .map(|e| Failure::Store(e.clone()))
        })?;
    Some(f(&as_failure))
}

/// The one place errors become exit codes (a library's error that reached here without
/// becoming a [`Failure`] gets the code it would have as one).
pub fn exit_code(err: &anyhow::Error) -> u8 {
    if let Some(code) = with_failure(err, Failure::code) {
        return code;
    }
    match err.downcast_ref::<frontend::Error>() {
        Some(e) => front_code(e),
        None => code::FAILURE,
    }
}

/// The exit code of the front ends' shared failures: a bad export is bad input, the rest
/// a failure.
fn front_code(e: &frontend::Error) -> u8 {
    match e {
        frontend::Error::Store(e) if e.is_bad_export() => code::INPUT,
        _ => code::FAILURE,
    }
}
