//! The puzzles a game can be made of, as a type.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One of the three puzzles. Its name (`sliding`, `cube`, `rings`) is the one used in
/// records, on the command line and in the JSON API; `tiles` is read as `sliding`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleKind {
    /// The sliding-tile puzzles (any width × height).
    #[serde(alias = "tiles")]
    Sliding,
    /// The Rubik's cube.
    Cube,
    /// The Five Rings puzzle.
    Rings,
}

impl PuzzleKind {
    /// Every puzzle, in the menu's order.
    pub const ALL: [PuzzleKind; 3] = [PuzzleKind::Sliding, PuzzleKind::Cube, PuzzleKind::Rings];

    /// The name in records and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::Sliding => "sliding",
            PuzzleKind::Cube => "cube",
            PuzzleKind::Rings => "rings",
        }
    }

    /// What a person calls it.
    pub fn title(self) -> &'static str {
        match self {
            PuzzleKind::Sliding => "sliding tiles",
            PuzzleKind::Cube => "Rubik's cube",
            PuzzleKind::Rings => "Five Rings",
        }
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a puzzle's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown puzzle {0:?}: the puzzles are sliding (or tiles), cube and rings")]
pub struct UnknownPuzzle(pub String);

impl FromStr for PuzzleKind {
    type Err = UnknownPuzzle;

    fn from_str(s: &str) -> Result<PuzzleKind, UnknownPuzzle> {
        match s.trim().to_ascii_lowercase().as_str() {
            "sliding" | "tiles" => Ok(PuzzleKind::Sliding),
            "cube" => Ok(PuzzleKind::Cube),
            "rings" => Ok(PuzzleKind::Rings),
            _ => Err(UnknownPuzzle(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_tiles_is_sliding() {
        for k in PuzzleKind::ALL {
            assert_eq!(k.name().parse::<PuzzleKind>(), Ok(k));
            let json = serde_json::to_string(&k).unwrap();
            assert_eq!(serde_json::from_str::<PuzzleKind>(&json).unwrap(), k);
        }
        assert_eq!("tiles".parse::<PuzzleKind>(), Ok(PuzzleKind::Sliding));
        assert_eq!(
            serde_json::from_str::<PuzzleKind>("\"tiles\"").unwrap(),
            PuzzleKind::Sliding
        );
        assert!("pyraminx".parse::<PuzzleKind>().is_err());
    }
}
