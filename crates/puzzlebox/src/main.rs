//! `puzzlebox`: solve, scramble and benchmark classic mechanical puzzles.
//!
//! Only this crate knows about terminals, files and JSON; the puzzle and search crates are
//! pure. Errors from the libraries are typed; here they become messages and exit codes, in
//! one place ([`exit_code`]).

mod cache;
mod cli;
mod cube_cmd;
mod data;
mod interrupt;
mod output;
mod play;
mod rings_cmd;
mod serve;
mod sliding_cmd;

use std::process::ExitCode;

use clap::Parser;

use cli::{BenchPuzzle, Cli, Command, ScramblePuzzle, SolvePuzzle, TablesCommand, TablesPuzzle};

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

/// An error that carries its exit code.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// A bad command line that clap could not see (a bad size or level).
    #[error("{0}")]
    Usage(String),
    /// The input is bad (the message says what and where).
    #[error("{0}")]
    Input(String),
    /// The time limit ran out.
    #[error("{0}")]
    Timeout(String),
    /// Some lines of a batch failed (their errors were printed).
    #[error("{failed} of {total} lines failed")]
    Batch {
        /// Lines that failed.
        failed: usize,
        /// Lines in all.
        total: usize,
    },
}

impl From<cube::CubeError> for Failure {
    fn from(e: cube::CubeError) -> Self {
        Failure::Input(e.to_string())
    }
}

impl From<sliding::Error> for Failure {
    fn from(e: sliding::Error) -> Self {
        Failure::Input(e.to_string())
    }
}

/// The one place errors become exit codes.
fn exit_code(err: &anyhow::Error) -> u8 {
    match err.downcast_ref::<Failure>() {
        Some(Failure::Usage(_)) => code::USAGE,
        Some(Failure::Input(_)) => code::INPUT,
        Some(Failure::Timeout(_)) => code::TIMEOUT,
        Some(Failure::Batch { .. }) => code::FAILURE,
        None if err.downcast_ref::<sliding::Error>().is_some() => code::INPUT,
        None if matches!(
            err.downcast_ref::<game::store::StoreError>(),
            Some(game::store::StoreError::BadExport(_))
        ) =>
        {
            code::INPUT
        }
        None => code::FAILURE,
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    if let Some(n) = cli.threads() {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build_global()?;
    }
    match cli.command {
        Command::Serve(args) => serve::run(args),
        Command::Play(args) => play::run(args),
        Command::Stats(args) => data::stats(args),
        Command::Export { output } => data::export(output),
        Command::Import { file } => data::import(&file),
        Command::Solve { puzzle } => {
            interrupt::install();
            match puzzle {
                SolvePuzzle::Sliding(args) => sliding_cmd::solve(args),
                SolvePuzzle::Cube(args) => cube_cmd::solve(args),
                SolvePuzzle::Rings(args) => rings_cmd::solve(args),
            }
        }
        Command::Scramble { puzzle } => match puzzle {
            ScramblePuzzle::Sliding(args) => sliding_cmd::scramble(args),
            ScramblePuzzle::Cube(args) => cube_cmd::scramble(args),
            ScramblePuzzle::Rings(args) => rings_cmd::scramble(args),
        },
        Command::Bench { puzzle } => match puzzle {
            BenchPuzzle::Sliding(args) => sliding_cmd::bench(args),
            BenchPuzzle::Cube(args) => cube_cmd::bench(args),
            BenchPuzzle::Rings(args) => rings_cmd::bench(args),
            BenchPuzzle::Hints(args) => play::bench::hints(args),
        },
        Command::Tables { command } => match command {
            TablesCommand::Build { puzzle } => match puzzle {
                TablesPuzzle::Sliding(args) => sliding_cmd::build_tables(args),
                TablesPuzzle::Cube(args) => cube_cmd::build_tables(args),
                TablesPuzzle::Rings(args) => rings_cmd::build_tables(args),
            },
            TablesCommand::List => {
                let store = cache::TableStore::from_env()?;
                println!("{}", store.dir().display());
                let tables = store.list();
                let width = tables.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
                for (name, size) in tables {
                    println!("  {name:<width$}  {:>9}", human_size(size));
                }
                Ok(())
            }
        },
    }
}

/// A file size as people read it: bytes, KB, MB or GB, never "0.0".
fn human_size(bytes: u64) -> String {
    match bytes {
        b if b < 1_000 => format!("{b} B"),
        b if b < 1_000_000 => format!("{:.1} KB", b as f64 / 1e3),
        b if b < 1_000_000_000 => format!("{:.1} MB", b as f64 / 1e6),
        b => format!("{:.2} GB", b as f64 / 1e9),
    }
}

fn main() -> ExitCode {
    // Like other Unix filters, stop quietly when the reader of our output goes away
    // (`puzzlebox … | head`) instead of failing on the broken pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    let result = run(cli);
    if interrupt::interrupted() {
        eprintln!("puzzlebox: interrupted");
        return ExitCode::from(code::INTERRUPTED);
    }
    match result {
        Ok(()) => ExitCode::from(code::OK),
        Err(e) => {
            eprintln!("puzzlebox: {e:#}");
            ExitCode::from(exit_code(&e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::human_size;

    #[test]
    fn sizes_read_as_people_read_them() {
        assert_eq!(human_size(512), "512 B");
        assert_eq!(human_size(6_724_520), "6.7 MB");
        assert_eq!(human_size(40_960), "41.0 KB");
        assert_eq!(human_size(1_160_000_000), "1.16 GB");
    }
}
