//! `puzzlebox scramble`, for every puzzle: the positions a puzzle's door makes at a level
//! ([`game::AnyPuzzle::scrambles`]), printed as text or as JSON lines (the puzzle, the
//! seed and the door's fields).

use anyhow::Result;
use game::{Level, Variant};
use rand::SeedableRng;

use crate::args::Format;
use crate::failure::Failure;

/// A scramble as the command line asked for it, whatever the puzzle.
pub struct Asked {
    /// The puzzle and its variant (the tiles' size).
    pub variant: Variant,
    /// How the positions are made.
    pub level: Level,
    /// The seed (random when none).
    pub seed: Option<u64>,
    /// How many.
    pub count: usize,
    /// Text or JSON lines.
    pub format: Format,
}

/// `puzzlebox scramble <puzzle>`.
pub fn run(asked: Asked) -> Result<()> {
    let seed = asked.seed.unwrap_or_else(rand::random);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let store = frontend::cache::store().map_err(Failure::from)?;
    let kind = asked.variant.kind();
    let mut each = |s: door::Scrambled| match asked.format {
        Format::Text => println!("{}", s.text),
        Format::Json => {
            let mut obj = serde_json::json!({ "puzzle": kind, "seed": seed });
            for (name, field) in s.fields {
                obj[name] = match field {
                    door::Field::Text(t) => t.into(),
                    door::Field::Number(n) => n.into(),
                };
            }
            println!("{obj}");
        }
    };
    asked
        .variant
        .scrambles(asked.level, asked.count, &mut rng, store, &mut each)
        .map_err(Failure::from)?;
    Ok(())
}
