//! Positions: the colour in each of the 35 slots.

use std::fmt;

use crate::error::RingsError;

/// Number of small rings.
pub const RINGS: usize = 5;
/// Slots per small ring.
pub const SLOTS_PER_RING: usize = 7;
/// Slots in all (`5 · 7 = 35`); slot `7·(i−1) + j` is ring `i`'s slot `j`.
pub const SLOTS: usize = RINGS * SLOTS_PER_RING;
/// The colour letters, in the order of the rings they belong to.
pub const COLOURS: [char; 5] = ['K', 'B', 'G', 'O', 'R'];

/// A position: `cells[7·(i−1) + j]` is the colour (0–4, see [`COLOURS`]) in ring `i`'s
/// slot `j`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The colours of the 35 slots.
    pub cells: [u8; SLOTS],
}

impl State {
    /// The solved puzzle: every ring holds its own colour.
    pub fn solved() -> State {
        State {
            cells: std::array::from_fn(|s| (s / SLOTS_PER_RING) as u8),
        }
    }

    /// Whether every ring holds only its own colour.
    pub fn is_solved(&self) -> bool {
        *self == State::solved()
    }

    /// The slot index of ring `ring` (1–5), slot `slot` (0–6).
    pub fn slot(ring: usize, slot: usize) -> usize {
        (ring - 1) * SLOTS_PER_RING + slot
    }

    /// Parses `KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR` (letters in either case, spaces
    /// ignored), checking the counts of every colour.
    pub fn parse(text: &str) -> Result<State, RingsError> {
        let groups: Vec<&str> = text.trim().split('/').collect();
        if groups.len() != RINGS {
            return Err(RingsError::WrongGroupCount {
                found: groups.len(),
            });
        }
        let mut cells = [0u8; SLOTS];
        let mut count = [0usize; 5];
        for (r, g) in groups.iter().enumerate() {
            let letters: Vec<char> = g.chars().filter(|c| !c.is_whitespace()).collect();
            if letters.len() != SLOTS_PER_RING {
                return Err(RingsError::WrongLength {
                    ring: r + 1,
                    found: letters.len(),
                });
            }
            for (j, &c) in letters.iter().enumerate() {
                let colour = COLOURS
                    .iter()
                    .position(|&x| x == c.to_ascii_uppercase())
                    .ok_or(RingsError::UnknownLetter {
                        letter: c,
                        ring: r + 1,
                        slot: j,
                    })?;
                cells[r * SLOTS_PER_RING + j] = colour as u8;
                count[colour] += 1;
            }
        }
        if let Some(c) = (0..5).find(|&c| count[c] != SLOTS_PER_RING) {
            return Err(RingsError::ColourCount {
                letter: COLOURS[c],
                count: count[c],
            });
        }
        Ok(State { cells })
    }

    /// The whole puzzle turned one step: ring `i` becomes ring `i+1` (5 becomes 1) and
    /// every colour the next one, so the solved state maps to itself.
    pub fn rotated(&self) -> State {
        let mut cells = [0u8; SLOTS];
        for (s, &c) in self.cells.iter().enumerate() {
            cells[(s + SLOTS_PER_RING) % SLOTS] = (c + 1) % 5;
        }
        State { cells }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, ring) in self.cells.chunks(SLOTS_PER_RING).enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for &c in ring {
                write!(f, "{}", COLOURS[c as usize])?;
            }
        }
        Ok(())
    }
}

impl std::str::FromStr for State {
    type Err = RingsError;
    fn from_str(s: &str) -> Result<State, RingsError> {
        State::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solved_round_trips() {
        let s = State::solved();
        assert_eq!(s.to_string(), "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR");
        assert_eq!(
            State::parse("kkkkkkk/BBBBBBB/GGG GGGG/OOOOOOO/RRRRRRR"),
            Ok(s)
        );
        assert_eq!(s.rotated(), s);
    }

    #[test]
    fn every_bad_state_has_its_error() {
        use RingsError::*;
        let e = |t: &str| State::parse(t).unwrap_err();
        assert_eq!(e("KKKKKKK/BBBBBBB"), WrongGroupCount { found: 2 });
        assert_eq!(
            e("KKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR"),
            WrongLength { ring: 1, found: 6 }
        );
        assert_eq!(
            e("KKKKKKK/BBBBBBB/GGXGGGG/OOOOOOO/RRRRRRR"),
            UnknownLetter {
                letter: 'X',
                ring: 3,
                slot: 2
            }
        );
        assert_eq!(
            e("KKKKKKK/KBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR"),
            ColourCount {
                letter: 'K',
                count: 8
            }
        );
        assert!(e("").to_string().contains("5 rings"));
    }
}
