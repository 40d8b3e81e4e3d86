//! `puzzlebox play`: the command line checked (a bad size or level is refused before the
//! screen opens, with the valid choices: exit code 2, like every bad command line), then
//! the terminal game (the `tui` crate).

use anyhow::Result;
use game::Puzzles;

use crate::cli::PlayArgs;
use crate::failure::{Failure, Usage};

/// Checks the command line, then runs the game until the player quits.
pub fn run(args: PlayArgs) -> Result<()> {
    let puzzles = frontend::puzzles();
    check_size(&puzzles, &args)?;
    if let Some(level) = &args.level {
        let Some(p) = args.puzzle else {
            return Err(Failure::from(Usage::LevelNeedsPuzzle).into());
        };
        let variant = tui::variant_of(&puzzles, p, args.size.as_deref())
            .ok_or_else(|| Failure::Game(game::UnknownPuzzle(p.to_string()).into()))?;
        let names = variant.level_names();
        if !names.iter().any(|n| n == level) && level.parse::<game::Level>().is_err() {
            return Err(Failure::from(Usage::Level {
                puzzle: variant.names(),
                level: level.clone(),
                levels: names,
            })
            .into());
        }
    }
    Ok(tui::run(tui::Options {
        puzzle: args.puzzle,
        size: args.size,
        level: args.level,
        seed: args.seed,
    })?)
}

/// The size asked for, checked: a size of the puzzle named (or, with none named, of the
/// puzzle that has sizes), and only for a puzzle that has sizes.
fn check_size(puzzles: &Puzzles, args: &PlayArgs) -> Result<(), Failure> {
    let Some(size) = args.size.as_deref() else {
        return Ok(());
    };
    let candidates: Vec<&game::Variant> = match args.puzzle {
        Some(p) => vec![puzzles.find(p).map_err(|e| Failure::Game(e.into()))?],
        None => puzzles.all().iter().collect(),
    };
    for variant in candidates {
        match variant.of_size(size) {
            Ok(_) => return Ok(()),
            Err(door::Error::OneSize { puzzle }) if args.puzzle.is_some() => {
                return Err(Usage::SizeForOnePuzzle { puzzle }.into())
            }
            Err(door::Error::OneSize { .. }) => continue,
            Err(error) => {
                return Err(Usage::Size {
                    text: size.to_string(),
                    error,
                }
                .into())
            }
        }
    }
    Ok(())
}
