//! The four moves of the tiles, named by the direction a tile slides into the blank.

use std::fmt;

/// The direction a tile slides into the blank: `Up` moves the tile below the blank up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// The tile below the blank slides up.
    Up = 0,
    /// The tile above the blank slides down.
    Down = 1,
    /// The tile right of the blank slides left.
    Left = 2,
    /// The tile left of the blank slides right.
    Right = 3,
}

impl Dir {
    /// All four, in move-number order.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The move that undoes this one.
    pub fn inverse(self) -> Dir {
        Dir::ALL[self as usize ^ 1]
    }

    /// The letter: `U`, `D`, `L` or `R`.
    pub fn letter(self) -> char {
        ['U', 'D', 'L', 'R'][self as usize]
    }

    /// The word: up, down, left, right.
    pub fn word(self) -> &'static str {
        ["up", "down", "left", "right"][self as usize]
    }

    /// The word as a message (`dir-up`, …): the way the tile slides, in the reader's
    /// language.
    pub fn word_message(self) -> messages::Message {
        messages::Message::new(match self {
            Dir::Up => "dir-up",
            Dir::Down => "dir-down",
            Dir::Left => "dir-left",
            Dir::Right => "dir-right",
        })
    }

    /// The move from its number.
    pub fn from_index(i: u8) -> Dir {
        Dir::ALL[(i & 3) as usize]
    }

    /// The move from its letter (either case).
    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'U' => Some(Dir::Up),
            'D' => Some(Dir::Down),
            'L' => Some(Dir::Left),
            'R' => Some(Dir::Right),
            _ => None,
        }
    }

    /// The mirror image of this move left-to-right (L↔R).
    pub fn flip_h(self) -> Dir {
        match self {
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
            d => d,
        }
    }

    /// The mirror image of this move top-to-bottom (U↔D).
    pub fn flip_v(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            d => d,
        }
    }

    /// The move reflected about the main diagonal (U↔L, D↔R).
    pub fn transpose(self) -> Dir {
        match self {
            Dir::Up => Dir::Left,
            Dir::Left => Dir::Up,
            Dir::Down => Dir::Right,
            Dir::Right => Dir::Down,
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
