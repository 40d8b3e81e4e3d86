//! How hard a new position is ([`Level`]), as every puzzle's scramble takes it, and what a
//! door prepares its tables for ([`Purpose`]).

use std::fmt;
use std::str::FromStr;

use messages::{localized, Arg, Localize, Message};

/// How hard a new position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// This many random moves from the goal (no move undoing the previous one).
    Moves(usize),
    /// A position drawn uniformly from all reachable ones.
    RandomState,
    /// A position exactly this many moves from the goal (where the puzzle can prove it).
    Distance(u32),
}

impl Level {
    /// The longest scramble a `moves N` level may ask for: far past mixing every puzzle
    /// here, and small enough that no game (a web request's included) takes long to make.
    pub const MAX_MOVES: usize = 100_000;
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Moves(n) => write!(f, "moves {n}"),
            Level::RandomState => write!(f, "random"),
            Level::Distance(d) => write!(f, "distance {d}"),
        }
    }
}

impl FromStr for Level {
    type Err = LevelError;

    /// Reads `moves N`, `distance N` or `random` (as [`Level`]'s `Display` writes them);
    /// `moves N` takes at most [`Level::MAX_MOVES`].
    fn from_str(text: &str) -> Result<Level, LevelError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let number = |w: &str| {
            w.parse::<u32>().map_err(|_| LevelError::NotANumber {
                word: w.to_string(),
            })
        };
        match words.as_slice() {
            ["random"] => Ok(Level::RandomState),
            ["moves", n] => match number(n)? as usize {
                m if m > Level::MAX_MOVES => Err(LevelError::TooManyMoves {
                    text: text.to_string(),
                    max: Level::MAX_MOVES,
                }),
                m => Ok(Level::Moves(m)),
            },
            ["distance", n] => Ok(Level::Distance(number(n)?)),
            _ => Err(LevelError::Malformed {
                text: text.to_string(),
            }),
        }
    }
}

/// What a level written as text gets wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// A name that is none of the puzzle's levels.
    Unknown {
        /// The name given.
        name: String,
        /// The puzzle's level names.
        levels: Vec<String>,
    },
    /// `moves` or `distance` followed by what is not a number.
    NotANumber {
        /// The word.
        word: String,
    },
    /// A scramble longer than [`Level::MAX_MOVES`].
    TooManyMoves {
        /// The level as given.
        text: String,
        /// The most allowed.
        max: usize,
    },
    /// Not a level's form at all.
    Malformed {
        /// The level as given.
        text: String,
    },
}

impl Localize for LevelError {
    fn message(&self) -> Message {
        match self {
            LevelError::Unknown { name, levels } => Message::new("level-unknown")
                .arg("name", name)
                .arg("levels", level_list(levels)),
            LevelError::NotANumber { word } => Message::new("level-not-a-number").arg("word", word),
            LevelError::TooManyMoves { text, max } => Message::new("level-too-many-moves")
                .arg("text", text)
                .arg("max", *max),
            LevelError::Malformed { text } => Message::new("level-malformed").arg("text", text),
        }
    }
}

localized!(LevelError);

/// A level's name as a person reads it: `easy`, `moves 12`, `distance 8` (a name the
/// catalogs do not know stays as it is).
pub fn level_label(name: &str) -> Message {
    let id = match name.parse::<Level>() {
        Ok(Level::Moves(n)) => return Message::new("level-moves").arg("n", n),
        Ok(Level::Distance(d)) => return Message::new("level-distance").arg("n", d),
        _ => match name {
            "easy" => "level-easy",
            "medium" => "level-medium",
            "hard" => "level-hard",
            "random" => "level-random",
            "low" => "level-low",
            "mid" => "level-mid",
            "high" => "level-high",
            "custom" => "level-custom",
            other => return Message::verbatim(other),
        },
    };
    Message::new(id)
}

/// Level names one after another: `easy, medium` (`简单、中等`).
pub fn level_list(levels: &[String]) -> Arg {
    Arg::Joined(levels.iter().map(|l| level_label(l).into()).collect())
}

/// What a puzzle's door prepares its tables for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Purpose {
    /// A solve asked for (the command line's, the web API's): the tables the solver and
    /// its heuristic need, built if need be.
    #[default]
    Solve,
    /// A game's hints, demonstrations and new games: the tables that are quick to have
    /// (a game never waits minutes for a build), and the best of those cached.
    Game,
    /// Scrambles at an exact distance: the tables the proof of each step needs, built if
    /// need be.
    Scramble,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_as_they_are_written() {
        for l in [Level::Moves(12), Level::RandomState, Level::Distance(8)] {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert!(matches!(
            "moves x".parse::<Level>(),
            Err(LevelError::NotANumber { .. })
        ));
        assert!(matches!(
            "moves 100001".parse::<Level>(),
            Err(LevelError::TooManyMoves { max: 100_000, .. })
        ));
        assert_eq!(level_label("moves 3").english(), "moves 3");
        assert_eq!(level_label("easy").text(messages::Lang::Zh), "简单");
        assert_eq!(level_label("nightmare").english(), "nightmare");
    }
}
