//! The puzzles as a type ([`PuzzleKind`]) and what a game of one is played on
//! ([`Variant`]: the tiles' size and goal).
//!
//! This is the one place where the puzzles' names are written: `sliding` (also read as
//! `tiles`), `cube` and `rings`, for records, the command line and JSON alike. What a
//! person reads (`Sliding tiles 4×4`, `Rubik's cube`, `Five Rings`) are messages of the
//! catalogs ([`PuzzleKind::label`], [`Variant::label`]); [`Variant::title`] is the English
//! one, which JSON gives.

use std::fmt;
use std::str::FromStr;

use messages::{from_variants, localized, Localize, Message};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What is wrong with a game's variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// A size of the tiles that is no board.
    Size(sliding::Error),
    /// A goal of the tiles that is no board.
    Goal(sliding::Error),
    /// A goal for a puzzle with one goal.
    OneGoal {
        /// The puzzle.
        puzzle: PuzzleKind,
    },
}

/// One of the three puzzles. Its name (`sliding`, `cube`, `rings`) is the one used in
/// records, on the command line and in the JSON API; `tiles` is read as `sliding`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
)]
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

    /// The name in records, on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::Sliding => "sliding",
            PuzzleKind::Cube => "cube",
            PuzzleKind::Rings => "rings",
        }
    }

    /// Other names read as this puzzle's (`tiles` for the tiles).
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            PuzzleKind::Sliding => &["tiles"],
            _ => &[],
        }
    }

    /// Every name and alias, for a command line's choices.
    pub fn names() -> Vec<&'static str> {
        PuzzleKind::ALL
            .iter()
            .flat_map(|k| std::iter::once(k.name()).chain(k.aliases().iter().copied()))
            .collect()
    }

    /// What a person calls it: `Sliding tiles`, `Rubik's cube`, `Five Rings`.
    pub fn label(self) -> Message {
        Message::new(match self {
            PuzzleKind::Sliding => "puzzle-sliding",
            PuzzleKind::Cube => "puzzle-cube",
            PuzzleKind::Rings => "puzzle-rings",
        })
    }

    /// The puzzle as a sentence names it: `the tiles`, `the cube`, `the rings`.
    pub fn the(self) -> Message {
        Message::new(match self {
            PuzzleKind::Sliding => "the-sliding",
            PuzzleKind::Cube => "the-cube",
            PuzzleKind::Rings => "the-rings",
        })
    }

    /// The puzzle's word as a record names it: `sliding`, `cube`, `rings`.
    pub fn word(self) -> Message {
        Message::new(match self {
            PuzzleKind::Sliding => "kind-sliding",
            PuzzleKind::Cube => "kind-cube",
            PuzzleKind::Rings => "kind-rings",
        })
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a puzzle's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPuzzle(pub String);

impl Localize for UnknownPuzzle {
    fn message(&self) -> Message {
        Message::new("game-unknown-puzzle").arg("name", self.0.as_str())
    }
}

impl Localize for VariantError {
    fn message(&self) -> Message {
        match self {
            VariantError::Size(e) => e.message(),
            VariantError::Goal(e) => Message::new("game-goal").arg("error", e.message()),
            VariantError::OneGoal { puzzle } => {
                Message::new("game-one-goal").arg("the", puzzle.the())
            }
        }
    }
}

from_variants!(VariantError::Size(sliding::Error));
localized!(UnknownPuzzle, VariantError);

impl FromStr for PuzzleKind {
    type Err = UnknownPuzzle;

    fn from_str(s: &str) -> Result<PuzzleKind, UnknownPuzzle> {
        let s = s.trim().to_ascii_lowercase();
        PuzzleKind::ALL
            .into_iter()
            .find(|k| k.name() == s || k.aliases().contains(&s.as_str()))
            .ok_or(UnknownPuzzle(s))
    }
}

/// What a game of a puzzle is played on: for the tiles their goal (and so their size), for
/// the cube and the rings nothing more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Sliding tiles played to this goal.
    Tiles(sliding::Board),
    /// The Rubik's cube.
    Cube,
    /// The Five Rings.
    Rings,
}

impl Variant {
    /// The standard game of a puzzle (the tiles: 3×3).
    pub fn standard(kind: PuzzleKind) -> Variant {
        match kind {
            PuzzleKind::Sliding => {
                Variant::Tiles(sliding::Board::solved(3, 3).expect("the 3x3 board is a board"))
            }
            PuzzleKind::Cube => Variant::Cube,
            PuzzleKind::Rings => Variant::Rings,
        }
    }

    /// The tiles of a size with the standard goal.
    pub fn tiles(w: usize, h: usize) -> Result<Variant, VariantError> {
        Ok(Variant::Tiles(sliding::Board::solved(w, h)?))
    }

    /// The tiles with a goal given as text (a bad goal is refused, saying it is the goal).
    pub fn tiles_goal(text: &str) -> Result<Variant, VariantError> {
        sliding::Board::parse(text)
            .map(Variant::Tiles)
            .map_err(VariantError::Goal)
    }

    /// The puzzle.
    pub fn kind(&self) -> PuzzleKind {
        match self {
            Variant::Tiles(_) => PuzzleKind::Sliding,
            Variant::Cube => PuzzleKind::Cube,
            Variant::Rings => PuzzleKind::Rings,
        }
    }

    /// The tiles' goal.
    pub fn goal(&self) -> Option<&sliding::Board> {
        match self {
            Variant::Tiles(g) => Some(g),
            _ => None,
        }
    }

    /// The tiles' width and height.
    pub fn size(&self) -> Option<(usize, usize)> {
        self.goal().map(|g| (g.width(), g.height()))
    }

    /// The key saved games, resume offers and statistics are kept under besides the puzzle
    /// and the level: the tiles' size (`4x4`), empty for the other puzzles.
    pub fn key(&self) -> String {
        match self.size() {
            Some((w, h)) => format!("{w}x{h}"),
            None => String::new(),
        }
    }

    /// Whether the tiles' goal is not the standard one of their size.
    pub fn custom_goal(&self) -> bool {
        match self {
            Variant::Tiles(g) => {
                sliding::Board::solved(g.width(), g.height()).is_ok_and(|std| std != *g)
            }
            _ => false,
        }
    }

    /// The variant a start entered without a goal is played in: this one when the start is
    /// of its size (a custom goal kept), else the standard goal of the start's size (a 3×3
    /// position typed on a 5×5 game opens a 3×3 game). A start that isn't a board keeps
    /// this variant, so that its parse error is the one reported.
    pub fn for_start(&self, start: &str) -> Variant {
        let Some(size) = self.size() else {
            return self.clone();
        };
        match sliding::Board::parse(start) {
            Ok(b) if (b.width(), b.height()) != size => {
                Variant::tiles(b.width(), b.height()).unwrap_or_else(|_| self.clone())
            }
            _ => self.clone(),
        }
    }

    /// The same size with the standard goal.
    pub fn standardised(&self) -> Variant {
        match self.size() {
            Some((w, h)) => Variant::tiles(w, h).unwrap_or_else(|_| self.clone()),
            None => self.clone(),
        }
    }

    /// The form a record keeps (the tiles' goal; empty for the other puzzles).
    pub fn record_text(&self) -> String {
        self.goal().map(|g| g.to_string()).unwrap_or_default()
    }

    /// A variant back from a record's puzzle and text (the tiles' goal; empty: 3×3).
    pub fn from_record(kind: PuzzleKind, text: &str) -> Result<Variant, VariantError> {
        match kind {
            PuzzleKind::Sliding if text.trim().is_empty() => Ok(Variant::standard(kind)),
            PuzzleKind::Sliding => Variant::tiles_goal(text),
            _ if text.trim().is_empty() => Ok(Variant::standard(kind)),
            _ => Err(VariantError::OneGoal { puzzle: kind }),
        }
    }

    /// What a person calls the game (`Sliding tiles 4×4`, `Rubik's cube`, `Five Rings`).
    pub fn title(&self) -> String {
        self.label().english()
    }

    /// What a person calls a game of it (`Sliding tiles 4×4`, `Rubik's cube`).
    pub fn label(&self) -> Message {
        label_of(self.kind(), &self.key())
    }
}

/// What a person calls a game of a puzzle and variant key (`Sliding tiles 4×4` for
/// `sliding`, `4x4`).
pub fn label_of(kind: PuzzleKind, key: &str) -> Message {
    let size = key
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<usize>().ok()?, h.parse::<usize>().ok()?)));
    match size {
        Some((w, h)) if kind == PuzzleKind::Sliding => Message::new("tui-title")
            .arg("puzzle", kind.label())
            .arg("width", w)
            .arg("height", h),
        _ => kind.label(),
    }
}

/// The English title of a puzzle and variant key (what JSON gives).
pub fn title_of(kind: PuzzleKind, key: &str) -> String {
    label_of(kind, key).english()
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
        assert_eq!(PuzzleKind::names(), ["sliding", "tiles", "cube", "rings"]);
    }

    #[test]
    fn variants_have_keys_and_titles() {
        let v = Variant::tiles(4, 4).unwrap();
        assert_eq!(
            (v.key().as_str(), v.title().as_str()),
            ("4x4", "Sliding tiles 4×4")
        );
        assert!(!v.custom_goal());
        let c = Variant::tiles_goal("0 1 2/3 4 5/6 7 8").unwrap();
        assert!(c.custom_goal());
        assert_eq!(c.standardised(), Variant::tiles(3, 3).unwrap());
        assert_eq!(
            Variant::from_record(PuzzleKind::Sliding, "").unwrap(),
            Variant::tiles(3, 3).unwrap()
        );
        assert_eq!(Variant::Cube.title(), "Rubik's cube");
        assert_eq!(Variant::Rings.key(), "");
        assert!(Variant::from_record(PuzzleKind::Cube, "1 2/3 0").is_err());
    }
}
