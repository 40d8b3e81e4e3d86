//! What ripgrep ships beside the binary: shell completions (clap_complete) and the manual
//! page (clap_mangen), both from the command tree in the reader's language (the help's
//! catalogs: `--lang zh man` is the Chinese page).

use std::io::Write;

use anyhow::Result;
use clap::CommandFactory;
use frontend::IoAction;

use crate::cli::Cli;
use crate::i18n::{self, Message};

/// The command tree as `--help` shows it in the reader's language.
fn command() -> clap::Command {
    i18n::help::localize(Cli::command(), frontend::lang::lang())
}

fn written(e: std::io::Error) -> anyhow::Error {
    IoAction::Write.on_the(Message::new("io-standard-output"))(e).into()
}

/// `puzzlebox completions SHELL`: the script on stdout.
pub fn completions(shell: clap_complete::Shell) -> Result<()> {
    let mut cmd = command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cmd, "puzzlebox", &mut out);
    std::io::stdout().write_all(&out).map_err(written)
}

/// `puzzlebox man`: the manual page, roff on stdout.
pub fn man() -> Result<()> {
    let mut out = Vec::new();
    clap_mangen::Man::new(command())
        .render(&mut out)
        .map_err(written)?;
    std::io::stdout().write_all(&out).map_err(written)
}
