//! A puzzle's name as a type: [`PuzzleKind`].
//!
//! The names are the puzzles' own (each door says its name, [`crate::Door::kind`]); this
//! type holds any short name, so that a name read from a record, a command line or a
//! request is a value before it is looked up among the puzzles registered (where an
//! unknown one is refused, and an alias such as `tiles` becomes its puzzle's name).

use std::fmt;
use std::str::FromStr;

use messages::{localized, Localize, Message};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest name a puzzle can have, in bytes.
pub const MAX_NAME: usize = 15;

/// A puzzle's name (`sliding`, `cube`, `rings`, …): lower-case ASCII letters, digits and
/// `-`, at most [`MAX_NAME`] bytes. `Copy`, compared and hashed by its name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PuzzleKind {
    len: u8,
    name: [u8; MAX_NAME],
}

/// A name that is no puzzle's (or not one a puzzle could have).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPuzzle(pub String);

impl Localize for UnknownPuzzle {
    fn message(&self) -> Message {
        Message::new("game-unknown-puzzle").arg("name", self.0.as_str())
    }
}

localized!(UnknownPuzzle);

impl PuzzleKind {
    /// The kind named `name` (a door's own name: checked when the constant is made).
    pub const fn named(name: &'static str) -> PuzzleKind {
        match PuzzleKind::from_bytes(name.as_bytes()) {
            Some(k) => k,
            None => panic!("a puzzle's name is 1 to 15 lower-case letters, digits or '-'"),
        }
    }

    const fn from_bytes(b: &[u8]) -> Option<PuzzleKind> {
        if b.is_empty() || b.len() > MAX_NAME {
            return None;
        }
        let mut name = [0u8; MAX_NAME];
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-') {
                return None;
            }
            name[i] = c;
            i += 1;
        }
        Some(PuzzleKind {
            len: b.len() as u8,
            name,
        })
    }

    /// The name.
    pub fn name(&self) -> &str {
        // Only ASCII is ever stored (checked by `from_bytes`).
        std::str::from_utf8(&self.name[..self.len as usize]).unwrap_or("")
    }
}

impl FromStr for PuzzleKind {
    type Err = UnknownPuzzle;

    /// A name as a person writes it: trimmed, any case.
    fn from_str(s: &str) -> Result<PuzzleKind, UnknownPuzzle> {
        let s = s.trim().to_ascii_lowercase();
        PuzzleKind::from_bytes(s.as_bytes()).ok_or(UnknownPuzzle(s))
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PuzzleKind({})", self.name())
    }
}

impl Serialize for PuzzleKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for PuzzleKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PuzzleKind, D::Error> {
        let s = std::borrow::Cow::<'de, str>::deserialize(d)?;
        s.parse()
            .map_err(|e: UnknownPuzzle| serde::de::Error::custom(e.to_string()))
    }
}

/// What a puzzle is called: its name, the other names it is read by, and the messages
/// that name it (each a whole id of the catalogs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Names {
    /// Its name in records, on the command line and in JSON (`sliding`): 1 to
    /// [`MAX_NAME`] lower-case letters, digits or `-`.
    pub name: &'static str,
    /// Other names read as its (`tiles`).
    pub aliases: &'static [&'static str],
    /// The id of what a person calls it (`Sliding tiles`).
    pub label: &'static str,
    /// The id of the puzzle as a sentence names it (`the tiles`).
    pub the: &'static str,
    /// The id of its word as a record names it (`sliding`).
    pub word: &'static str,
}

impl Names {
    /// Its name as a type.
    pub const fn kind(&self) -> PuzzleKind {
        PuzzleKind::named(self.name)
    }

    /// What a person calls it: `Sliding tiles`, `Rubik's cube`, `Five Rings`.
    pub fn label(&self) -> Message {
        Message::new(self.label)
    }

    /// The puzzle as a sentence names it: `the tiles`, `the cube`, `the rings`.
    pub fn the(&self) -> Message {
        Message::new(self.the)
    }

    /// Its word as a record names it: `sliding`, `cube`, `rings`.
    pub fn word(&self) -> Message {
        Message::new(self.word)
    }

    /// Whether `name` (as read: trimmed, any case) is its name or an alias.
    pub fn answers_to(&self, name: &str) -> bool {
        let name = name.trim().to_ascii_lowercase();
        self.name == name || self.aliases.contains(&name.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_bad_ones_are_refused() {
        const CUBE: PuzzleKind = PuzzleKind::named("cube");
        assert_eq!(CUBE.name(), "cube");
        assert_eq!(" Cube ".parse::<PuzzleKind>(), Ok(CUBE));
        assert_eq!(CUBE.to_string(), "cube");
        let json = serde_json::to_string(&CUBE).unwrap();
        assert_eq!(json, "\"cube\"");
        assert_eq!(serde_json::from_str::<PuzzleKind>(&json).unwrap(), CUBE);
        for bad in ["", "a name with spaces", "sixteen-letters!", "ünïcode"] {
            assert!(bad.parse::<PuzzleKind>().is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<PuzzleKind>("\"x y\"").is_err());
    }
}
