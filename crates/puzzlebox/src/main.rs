//! `puzzlebox`: solve, scramble and benchmark classic mechanical puzzles.
//!
//! Only this crate knows about terminals, files and JSON; the puzzle and search crates are
//! pure. Errors from the libraries are typed; here they become messages and exit codes, in
//! one place ([`exit_code`]).

mod args;
mod bench_hints;
mod cli;
mod data;
mod docs;
mod failure;
mod i18n;
mod interrupt;
mod output;
mod play;
mod puzzles;
mod replay_cmd;
mod scramble;
mod sessions_cmd;
mod shard;
mod solve;

use std::process::ExitCode;

use cli::{BenchCommand, Cli, Command, TablesCommand};
use failure::{code, exit_code};

fn run(cli: Cli) -> anyhow::Result<()> {
    if let Some(n) = cli.threads() {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build_global()?;
    }
    match cli.command {
        Command::Serve(a) => Ok(web::run(web::Options {
            host: a.host,
            port: a.port,
            open: a.open,
            max_solve_secs: a.max_solve_secs,
            max_solves: a.max_solves,
            token: a.token,
        })?),
        Command::Play(args) => play::run(args),
        Command::Stats(args) => match args.session {
            Some(_) => sessions_cmd::stats(args),
            None => data::stats(args),
        },
        Command::Sessions { command, format } => sessions_cmd::run(command, format),
        Command::Replay(args) => replay_cmd::run(args),
        Command::Export(args) => data::export(args),
        Command::Import { file, skip_bad } => data::import(&file, skip_bad),
        Command::Completions { shell } => docs::completions(shell),
        Command::Man => docs::man(),
        Command::Solve { puzzle } => {
            interrupt::install();
            solve::run(puzzle.asked())
        }
        Command::Scramble { puzzle } => puzzle.run(),
        Command::Bench { puzzle } => match puzzle {
            BenchCommand::Puzzle(p) => p.run(),
            BenchCommand::Hints(a) => bench_hints::hints(a),
            BenchCommand::Sessions(a) => sessions_cmd::bench(a),
        },
        Command::Tables { command } => match command {
            TablesCommand::Build { puzzle } => puzzle.build(),
            TablesCommand::List => list_tables(),
        },
    }
}

/// `tables list`: every table the puzzles declare, cached or not, then any other file in
/// the cache folder.
fn list_tables() -> anyhow::Result<()> {
    let store = frontend::cache::store().map_err(failure::Failure::from)?;
    println!("{}", store.dir().display());
    let defs: Vec<search::tables::TableDef> = frontend::puzzles()
        .all()
        .iter()
        .flat_map(|p| p.tables())
        .collect();
    let files = store.list();
    let width = defs.iter().map(|d| d.file.len() + 4).max().unwrap_or(0);
    for d in &defs {
        let name = format!("{}.tbl", d.file);
        let state = match files.iter().find(|(n, _)| *n == name) {
            Some((_, size)) if store.cached(d) => human_size(*size),
            Some(_) => i18n::say("cli-tables-stale", &[]),
            None => i18n::say("cli-tables-not-built", &[]),
        };
        println!("  {name:<width$}  {state:>9}  {}", i18n::tell(&d.label));
    }
    for (name, size) in files
        .iter()
        .filter(|(n, _)| !defs.iter().any(|d| format!("{}.tbl", d.file) == *n))
    {
        let other = i18n::say("cli-tables-other-version", &[]);
        println!("  {name:<width$}  {:>9}  {other}", human_size(*size));
    }
    Ok(())
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

/// The language the command line asks for before it is parsed (`--lang`, else the locale).
fn early_lang() -> i18n::Lang {
    let args: Vec<String> = std::env::args().collect();
    i18n::Lang::choose(i18n::lang_in_args(&args), |k| std::env::var(k).ok())
}

/// The command line parsed, its help (`--help`) in the reader's language.
fn parse() -> Result<Cli, clap::Error> {
    use clap::{CommandFactory, FromArgMatches};
    let cmd = i18n::help::localize(Cli::command(), early_lang());
    Cli::from_arg_matches(&cmd.try_get_matches()?)
}

/// A command line clap refused: in English clap's own words (and `--help`, `--version`
/// as clap prints them); in another language written from the error's kind and context.
fn usage_error(e: clap::Error) -> ExitCode {
    let lang = early_lang();
    match i18n::clap_error(&e) {
        Some(said) if lang != i18n::Lang::En => {
            let more = i18n::Message::new("clap-more").text(lang);
            eprintln!("puzzlebox: {}\n{more}", said.text(lang));
            ExitCode::from(code::USAGE)
        }
        _ => e.exit(),
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
    let cli = match parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    i18n::init(i18n::Lang::choose(cli.lang.map(Into::into), |k| {
        std::env::var(k).ok()
    }));
    let result = run(cli);
    if interrupt::interrupted() {
        eprintln!("puzzlebox: {}", i18n::say("cli-interrupted", &[]));
        return ExitCode::from(code::INTERRUPTED);
    }
    match result {
        Ok(()) => ExitCode::from(code::OK),
        Err(e) => {
            eprintln!("puzzlebox: {}", i18n::describe(&e));
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
