//! Moves: clicks of a ring or the disk, their notation, and the two metrics.

use std::fmt;
use std::sync::OnceLock;

use crate::error::RingsError;
use crate::state::{State, RINGS, SLOTS, SLOTS_PER_RING};

/// A turn: ring 1–5 or the disk (0) by a number of clicks, positive clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// 0 for the disk, 1–5 for a small ring.
    pub ring: u8,
    /// Clicks, positive clockwise, never 0.
    pub clicks: i8,
}

impl Turn {
    /// The unit move `m` (0–11): ring `m / 2`, clockwise when `m` is even.
    pub fn click(m: u8) -> Turn {
        Turn {
            ring: m / 2,
            clicks: if m.is_multiple_of(2) { 1 } else { -1 },
        }
    }

    /// The clicks of one full turn: 5 for the disk, 7 for a small ring.
    pub fn period(ring: u8) -> i8 {
        if ring == 0 {
            RINGS as i8
        } else {
            SLOTS_PER_RING as i8
        }
    }

    /// The unit moves this turn is made of.
    pub fn unit_moves(self) -> impl Iterator<Item = u8> {
        let m = self.ring * 2 + u8::from(self.clicks < 0);
        std::iter::repeat_n(m, self.clicks.unsigned_abs() as usize)
    }

    /// The turn that undoes this one.
    pub fn inverse(self) -> Turn {
        Turn {
            ring: self.ring,
            clicks: -self.clicks,
        }
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.clicks < 0 { '-' } else { '+' };
        let n = self.clicks.unsigned_abs();
        if n == 1 {
            write!(f, "{}{sign}", self.ring)
        } else {
            write!(f, "{}{sign}{n}", self.ring)
        }
    }
}

/// The 12 unit moves as permutations of the slots: `CLICKS()[m][s]` is where the piece in
/// slot `s` goes. Move `2·ring` turns clockwise, `2·ring + 1` counter-clockwise.
#[allow(non_snake_case)]
pub fn CLICKS() -> &'static [[u8; SLOTS]; 12] {
    static T: OnceLock<[[u8; SLOTS]; 12]> = OnceLock::new();
    T.get_or_init(|| {
        std::array::from_fn(|m| {
            let (ring, dir) = (m / 2, if m.is_multiple_of(2) { 1 } else { -1i32 });
            std::array::from_fn(|s| {
                let (r, j) = (s / SLOTS_PER_RING + 1, s % SLOTS_PER_RING);
                let to = if ring == 0 {
                    if j == 0 || j == SLOTS_PER_RING - 1 {
                        let r2 = (r as i32 - 1 + dir).rem_euclid(RINGS as i32) as usize + 1;
                        State::slot(r2, j)
                    } else {
                        s
                    }
                } else if r == ring {
                    State::slot(
                        r,
                        (j as i32 + dir).rem_euclid(SLOTS_PER_RING as i32) as usize,
                    )
                } else {
                    s
                };
                to as u8
            })
        })
    })
}

impl State {
    /// Applies unit move `m` (0–11).
    pub fn click(&mut self, m: u8) {
        let perm = &CLICKS()[m as usize];
        let old = self.cells;
        for s in 0..SLOTS {
            self.cells[perm[s] as usize] = old[s];
        }
    }

    /// Applies turns.
    pub fn apply(&mut self, turns: &[Turn]) {
        for t in turns {
            for m in t.unit_moves() {
                self.click(m);
            }
        }
    }
}

/// Parses moves such as `3+ 0- 2+3` (tokens separated by spaces or commas).
pub fn parse_moves(text: &str) -> Result<Vec<Turn>, RingsError> {
    let mut out = Vec::new();
    let mut index = 0;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() || chars[i] == ',' {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ',' {
            i += 1;
        }
        index += 1;
        let token: String = chars[start..i].iter().collect();
        let bad = || RingsError::BadMove {
            token: token.clone(),
            index,
            position: start + 1,
        };
        let mut it = token.chars();
        let ring = it
            .next()
            .and_then(|c| c.to_digit(10))
            .filter(|&r| r <= 5)
            .ok_or_else(bad)? as u8;
        let sign = match it.next() {
            Some('+') => 1i32,
            Some('-') | Some('−') => -1,
            _ => return Err(bad()),
        };
        let rest: String = it.collect();
        let count: i32 = if rest.is_empty() {
            1
        } else {
            match rest.parse::<i32>() {
                Ok(n) if (1..=99).contains(&n) => n,
                _ => return Err(bad()),
            }
        };
        out.push(Turn {
            ring,
            clicks: (sign * count) as i8,
        });
    }
    Ok(out)
}

/// Merges consecutive turns of the same ring, reduces each modulo a full turn, takes the
/// shorter direction (`4-3`, not `4+4`), and drops turns that cancel.
pub fn simplify(turns: &[Turn]) -> Vec<Turn> {
    let mut out: Vec<Turn> = Vec::new();
    for &t in turns {
        match out.last_mut() {
            Some(last) if last.ring == t.ring => {
                last.clicks += t.clicks;
                let n = normalise(last.ring, last.clicks as i32);
                if n == 0 {
                    out.pop();
                } else {
                    last.clicks = n;
                }
            }
            _ => {
                let n = normalise(t.ring, t.clicks as i32);
                if n != 0 {
                    out.push(Turn {
                        ring: t.ring,
                        clicks: n,
                    });
                }
            }
        }
    }
    out
}

/// Clicks reduced to the shorter direction: in −3…3 for a ring, −2…2 for the disk.
fn normalise(ring: u8, clicks: i32) -> i8 {
    let p = Turn::period(ring) as i32;
    let k = clicks.rem_euclid(p);
    (if k > p / 2 { k - p } else { k }) as i8
}

/// Formats turns as tokens separated by spaces, merged and in the shorter direction.
pub fn format_moves(turns: &[Turn]) -> String {
    simplify(turns)
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The length in clicks (every unit step counts 1).
pub fn clicks(turns: &[Turn]) -> u32 {
    turns.iter().map(|t| t.clicks.unsigned_abs() as u32).sum()
}

/// The length in turns (every token counts 1).
pub fn turns(turns: &[Turn]) -> u32 {
    turns.len() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn full_turns_are_the_identity() {
        let solved = State::solved();
        for ring in 0..=5u8 {
            let mut scrambled = solved;
            scrambled.apply(&parse_moves("1+ 0+ 2- 0+ 3+").unwrap());
            let mut s = scrambled;
            for _ in 0..Turn::period(ring) {
                s.click(ring * 2);
            }
            assert_eq!(s, scrambled, "ring {ring}");
        }
    }

    #[test]
    fn notation_parses_merges_and_counts() {
        let m = parse_moves("3+ 0- 2+3 2+ 4+4").unwrap();
        assert_eq!(clicks(&m), 1 + 1 + 3 + 1 + 4);
        assert_eq!(turns(&m), 5);
        assert_eq!(format_moves(&m), "3+ 0- 2-3 4-3");
        assert_eq!(format_moves(&parse_moves("1+ 1- 0+3").unwrap()), "0-2");
    }

    #[test]
    fn bad_tokens_are_named_with_their_place() {
        assert_eq!(
            parse_moves("3+ 7+ 1-"),
            Err(RingsError::BadMove {
                token: "7+".into(),
                index: 2,
                position: 4
            })
        );
        assert!(parse_moves("3").is_err());
        assert!(parse_moves("3+0").is_err());
        assert!(parse_moves("x+").is_err());
    }

    #[test]
    fn the_disk_moves_pairs_and_rings_share_no_slot() {
        let mut s = State::solved();
        s.click(0); // disk +
        assert_eq!(s.to_string(), "RKKKKKR/KBBBBBK/BGGGGGB/GOOOOOG/ORRRRRO");
        // Two small rings commute.
        let (mut a, mut b) = (State::solved(), State::solved());
        a.apply(&parse_moves("0+ 1+ 2-").unwrap());
        b.apply(&parse_moves("0+ 2- 1+").unwrap());
        assert_eq!(a, b);
    }

    proptest! {
        #[test]
        fn a_move_then_its_inverse_changes_nothing(ms in proptest::collection::vec(0u8..12, 0..40), m in 0u8..12) {
            let mut s = State::solved();
            for x in ms {
                s.click(x);
            }
            let before = s;
            s.click(m);
            s.click(m ^ 1);
            prop_assert_eq!(s, before);
        }

        #[test]
        fn format_then_parse_is_the_same_position(ms in proptest::collection::vec(0u8..12, 0..40)) {
            let turns: Vec<Turn> = ms.iter().map(|&m| Turn::click(m)).collect();
            let text = format_moves(&turns);
            let back = parse_moves(&text).unwrap();
            let (mut a, mut b) = (State::solved(), State::solved());
            a.apply(&turns);
            b.apply(&back);
            prop_assert_eq!(a, b);
            prop_assert_eq!(format_moves(&back), text);
        }

        #[test]
        fn rotating_the_puzzle_commutes_with_moves(ms in proptest::collection::vec(0u8..12, 0..30)) {
            // Turning the puzzle maps ring i's move to ring i+1's, the disk to itself.
            let mut a = State::solved();
            let mut b = State::solved();
            for &m in &ms {
                a.click(m);
                let ring = m / 2;
                let r2 = if ring == 0 { 0 } else { ring % 5 + 1 };
                b.click(r2 * 2 + m % 2);
            }
            prop_assert_eq!(a.rotated(), b);
        }
    }
}
