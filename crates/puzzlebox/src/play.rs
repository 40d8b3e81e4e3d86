//! `puzzlebox play`: the command line checked (a bad size or level is refused before the
//! screen opens, with the valid choices: exit code 2, like every bad command line), then
//! the terminal game (the `tui` crate).

use anyhow::Result;
use game::PuzzleKind;

use crate::cli::PlayArgs;
use crate::failure::{Failure, Usage};

/// Checks the command line, then runs the game until the player quits.
pub fn run(args: PlayArgs) -> Result<()> {
    let size = check_size(&args)?;
    if let Some(level) = &args.level {
        let Some(p) = args.puzzle else {
            return Err(Failure::from(Usage::LevelNeedsPuzzle).into());
        };
        let names = game::new_session(&tui::variant_of(p, size)).level_names();
        if !names.iter().any(|n| n == level) && level.parse::<game::Level>().is_err() {
            return Err(Failure::from(Usage::Level {
                puzzle: p,
                level: level.clone(),
                levels: names,
            })
            .into());
        }
    }
    Ok(tui::run(tui::Options {
        puzzle: args.puzzle,
        size,
        level: args.level,
        seed: args.seed,
    })?)
}

/// The tiles' size asked for, checked: a board, and only for the tiles.
fn check_size(args: &PlayArgs) -> Result<Option<(usize, usize)>> {
    let Some(s) = args.size.as_deref() else {
        return Ok(None);
    };
    if let Some(p) = args.puzzle.filter(|&p| p != PuzzleKind::Sliding) {
        return Err(Failure::from(Usage::SizeForOnePuzzle { puzzle: p }).into());
    }
    let usage = |error| Usage::Size {
        text: s.to_string(),
        error,
    };
    let (w, h) = sliding::parse_size(s).map_err(|e| Failure::from(usage(e)))?;
    sliding::Board::solved(w, h).map_err(|e| Failure::from(usage(e)))?;
    Ok(Some((w, h)))
}
