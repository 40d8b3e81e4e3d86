//! Moves: the direction a tile slides into the blank, written `U D L R`.

use std::fmt;

use crate::error::Error;

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

/// Parses moves such as `URDL`, `U3 R D2` (letters with optional repeat counts, spaces
/// anywhere). The empty string is the empty sequence.
pub fn parse_moves(text: &str) -> Result<Vec<Dir>, Error> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || c == ',' {
            i += 1;
            continue;
        }
        let Some(d) = Dir::from_letter(c) else {
            let end = (i + 1..chars.len())
                .find(|&j| chars[j].is_whitespace())
                .unwrap_or(chars.len());
            return Err(Error::BadMove {
                token: chars[i..end].iter().collect(),
                position: i + 1,
            });
        };
        let start = i;
        i += 1;
        let digits_start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let count = if i == digits_start {
            1
        } else {
            let digits: String = chars[digits_start..i].iter().collect();
            match digits.parse::<usize>() {
                Ok(n) if (1..=10_000).contains(&n) => n,
                _ => {
                    return Err(Error::BadMove {
                        token: chars[start..i].iter().collect(),
                        position: start + 1,
                    })
                }
            }
        };
        out.extend(std::iter::repeat_n(d, count));
    }
    Ok(out)
}

/// Formats moves as plain letters without spaces, e.g. `URDL`.
pub fn format_moves(moves: &[Dir]) -> String {
    moves.iter().map(|d| d.letter()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn counts_and_spaces() {
        let m = parse_moves("U3 r D2").unwrap();
        assert_eq!(format_moves(&m), "UUURDD");
        assert_eq!(parse_moves("").unwrap(), vec![]);
    }

    #[test]
    fn bad_tokens_are_named_with_their_position() {
        assert_eq!(
            parse_moves("UR X2 D"),
            Err(Error::BadMove {
                token: "X2".into(),
                position: 4
            })
        );
        assert!(matches!(
            parse_moves("U0"),
            Err(Error::BadMove { position: 1, .. })
        ));
        assert!(matches!(
            parse_moves("U99999999999999999999"),
            Err(Error::BadMove { .. })
        ));
    }

    proptest! {
        #[test]
        fn parse_format_round_trip(idx in proptest::collection::vec(0u8..4, 0..60)) {
            let moves: Vec<Dir> = idx.iter().map(|&i| Dir::from_index(i)).collect();
            prop_assert_eq!(parse_moves(&format_moves(&moves)).unwrap(), moves);
        }
    }
}
