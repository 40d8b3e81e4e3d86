//! Standard cube notation: parsing and formatting.
//!
//! Faces `U R F D L B` with `'`, `2`, `2'`; wide turns `Rw` or `r`; slices `M E S` (M turns
//! like L, E like D, S like F); rotations `x y z`; groups with repetition `(R U R' U')3` and
//! inversion `(…)'`; commutators `[A, B]` = A B A' B'; conjugates `[A: B]` = A B A'; and the
//! classic bracketed form `[f+]` / `[f-]` (a face clockwise / counter-clockwise).

use std::fmt;

use crate::error::{BracketFault, CubeError, TokenHint};
use crate::geometry::{face_axis, quarters, StickerPerm, FACES};

/// What a move turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layer {
    /// One face (0–5 = U R F D L B).
    Face(u8),
    /// A face and the middle layer next to it.
    Wide(u8),
    /// A middle layer: 0 = M (like L), 1 = E (like D), 2 = S (like F).
    Slice(u8),
    /// The whole cube: 0 = x (like R), 1 = y (like U), 2 = z (like F).
    Rotation(u8),
}

/// A move: a layer and how many clockwise quarter turns (1, 2 or 3 = counter-clockwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// What turns.
    pub layer: Layer,
    /// Clockwise quarter turns, 1–3.
    pub turns: u8,
}

/// How to count moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Half-turn metric: any face turn counts 1, a slice 2, a rotation 0.
    Htm,
    /// Quarter-turn metric: a half turn counts 2.
    Qtm,
    /// Slice-turn metric: any layer turn counts 1, a rotation 0.
    Stm,
}

impl search::Named for Metric {
    /// Every metric.
    const ALL: &'static [Metric] = &[Metric::Htm, Metric::Qtm, Metric::Stm];
    const WHAT: &'static str = "metric";

    /// The metric's name: `htm`, `qtm`, `stm`.
    fn name(self) -> &'static str {
        match self {
            Metric::Htm => "htm",
            Metric::Qtm => "qtm",
            Metric::Stm => "stm",
        }
    }
}

impl Move {
    /// A face turn from its solver index `3·face + turns - 1`.
    pub fn face(index: u8) -> Move {
        Move {
            layer: Layer::Face(index / 3),
            turns: index % 3 + 1,
        }
    }

    /// The solver index of a face turn.
    pub fn face_index(self) -> Option<u8> {
        match self.layer {
            Layer::Face(f) => Some(f * 3 + self.turns - 1),
            _ => None,
        }
    }

    /// The move that undoes this one.
    pub fn inverse(self) -> Move {
        Move {
            layer: self.layer,
            turns: 4 - self.turns,
        }
    }

    /// The move's cost in a metric.
    pub fn cost(self, metric: Metric) -> u32 {
        let quarter = if self.turns == 2 { 2 } else { 1 };
        match (self.layer, metric) {
            (Layer::Rotation(_), _) => 0,
            (Layer::Slice(_), Metric::Htm) => 2,
            (Layer::Slice(_), Metric::Qtm) => 2 * quarter,
            (_, Metric::Qtm) => quarter,
            _ => 1,
        }
    }

    /// The permutation of stickers this move makes.
    pub fn stickers(self) -> StickerPerm {
        let (axis, sign, layers): (usize, i8, &[i8]) = match self.layer {
            Layer::Face(f) => {
                let (a, s) = face_axis(f as usize);
                (a, s, if s > 0 { &[1] } else { &[-1] })
            }
            Layer::Wide(f) => {
                let (a, s) = face_axis(f as usize);
                (a, s, if s > 0 { &[1, 0] } else { &[-1, 0] })
            }
            Layer::Slice(i) => [(0, -1, &[0][..]), (1, -1, &[0][..]), (2, 1, &[0][..])][i as usize],
            Layer::Rotation(i) => (i as usize, 1, &[-1, 0, 1][..]),
        };
        StickerPerm::turn(axis, layers, quarters(sign, self.turns))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.layer {
            Layer::Face(x) => write!(f, "{}", FACES[x as usize])?,
            Layer::Wide(x) => write!(f, "{}w", FACES[x as usize])?,
            Layer::Slice(x) => write!(f, "{}", ['M', 'E', 'S'][x as usize])?,
            Layer::Rotation(x) => write!(f, "{}", ['x', 'y', 'z'][x as usize])?,
        }
        f.write_str(match self.turns {
            1 => "",
            2 => "2",
            _ => "'",
        })
    }
}

/// Formats moves separated by spaces, e.g. `R U R' U'`.
pub fn format_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The length of a sequence in a metric.
pub fn length(moves: &[Move], metric: Metric) -> u32 {
    moves.iter().map(|m| m.cost(metric)).sum()
}

/// The inverse of a sequence.
pub fn invert(moves: &[Move]) -> Vec<Move> {
    moves.iter().rev().map(|m| m.inverse()).collect()
}

/// Parses a move sequence into plain moves (groups, commutators and conjugates expanded).
pub fn parse_moves(text: &str) -> Result<Vec<Move>, CubeError> {
    let mut p = Parser {
        chars: text.chars().collect(),
        at: 0,
    };
    let seq = p.sequence(None)?;
    if p.at < p.chars.len() {
        let c = p.chars[p.at];
        return Err(CubeError::Unbalanced {
            what: BracketFault::NoOpening(c),
            position: p.at + 1,
        });
    }
    Ok(seq)
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn skip_space(&mut self) {
        while self.at < self.chars.len() && self.chars[self.at].is_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bad(&self, start: usize, hint: TokenHint) -> CubeError {
        let mut end = start + 1;
        while end < self.chars.len()
            && !self.chars[end].is_whitespace()
            && !"()[],:".contains(self.chars[end])
        {
            end += 1;
        }
        CubeError::BadToken {
            token: self.chars[start..end.min(self.chars.len())]
                .iter()
                .collect(),
            position: start + 1,
            hint,
        }
    }

    /// Parses items until one of `stop` (or the end); does not consume the stop character.
    fn sequence(&mut self, stop: Option<&str>) -> Result<Vec<Move>, CubeError> {
        let mut out = Vec::new();
        loop {
            self.skip_space();
            let Some(c) = self.peek() else { return Ok(out) };
            if stop.is_some_and(|s| s.contains(c)) || c == ')' || c == ']' || c == ',' || c == ':' {
                return Ok(out);
            }
            let start = self.at;
            if !"([".contains(c) {
                // A single move: its count is quarter turns (R2, R3 = R'), then a prime.
                let m = self.single()?;
                let (count, prime) = self.suffix(start)?;
                let q = (count % 4) as u8;
                let q = if prime { (4 - q) % 4 } else { q };
                if q != 0 {
                    out.push(Move {
                        layer: m.layer,
                        turns: q,
                    });
                }
                continue;
            }
            let group = match c {
                '(' => {
                    self.at += 1;
                    let inner = self.sequence(Some(")"))?;
                    self.expect(')', start, BracketFault::ParenNeverClosed)?;
                    inner
                }
                _ => self.bracket(start)?,
            };
            let (count, prime) = self.suffix(start)?;
            check_expanded(out.len() + group.len() * count, start)?;
            let group = if prime { invert(&group) } else { group };
            for _ in 0..count {
                out.extend_from_slice(&group);
            }
        }
    }

    fn expect(&mut self, want: char, open: usize, what: BracketFault) -> Result<(), CubeError> {
        self.skip_space();
        if self.peek() == Some(want) {
            self.at += 1;
            Ok(())
        } else {
            Err(CubeError::Unbalanced {
                what,
                position: open + 1,
            })
        }
    }

    /// `[A, B]`, `[A: B]` or the alias `[f+]` / `[f-]`.
    fn bracket(&mut self, start: usize) -> Result<Vec<Move>, CubeError> {
        self.at += 1;
        // The classic alias: a face letter then + or -.
        let rest: String = self.chars[self.at..]
            .iter()
            .filter(|c| !c.is_whitespace())
            .take(3)
            .collect();
        let mut it = rest.chars();
        if let (Some(f), Some(sign @ ('+' | '-')), Some(']')) = (it.next(), it.next(), it.next()) {
            if let Some(face) = FACES.iter().position(|&x| x == f.to_ascii_uppercase()) {
                while self.peek() != Some(']') {
                    self.at += 1;
                }
                self.at += 1;
                return Ok(vec![Move {
                    layer: Layer::Face(face as u8),
                    turns: if sign == '+' { 1 } else { 3 },
                }]);
            }
        }
        let a = self.sequence(Some(",:]"))?;
        self.skip_space();
        let kind = self.peek();
        match kind {
            Some(',') | Some(':') => self.at += 1,
            _ => {
                return Err(CubeError::Unbalanced {
                    what: BracketFault::NoSeparator,
                    position: start + 1,
                })
            }
        }
        let b = self.sequence(Some("]"))?;
        self.expect(']', start, BracketFault::SquareNeverClosed)?;
        check_expanded(2 * (a.len() + b.len()), start)?;
        let mut out = a.clone();
        out.extend_from_slice(&b);
        out.extend(invert(&a));
        if kind == Some(',') {
            out.extend(invert(&b));
        }
        Ok(out)
    }

    /// A repeat count and/or a prime after a move or group.
    fn suffix(&mut self, start: usize) -> Result<(usize, bool), CubeError> {
        let digits_start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        let count = if self.at == digits_start {
            1
        } else {
            let d: String = self.chars[digits_start..self.at].iter().collect();
            match d.parse::<usize>() {
                Ok(n) if (1..=99).contains(&n) => n,
                _ => return Err(self.bad(start, TokenHint::RepeatCount)),
            }
        };
        let prime = matches!(self.peek(), Some('\'') | Some('’') | Some('`'));
        if prime {
            self.at += 1;
        }
        Ok((count, prime))
    }

    /// One move letter (with `w` for wide), without its suffix.
    fn single(&mut self) -> Result<Move, CubeError> {
        let start = self.at;
        let c = self.chars[self.at];
        self.at += 1;
        let layer = if let Some(f) = FACES.iter().position(|&x| x == c) {
            if self.peek() == Some('w') {
                self.at += 1;
                Layer::Wide(f as u8)
            } else {
                Layer::Face(f as u8)
            }
        } else if let Some(f) = FACES.iter().position(|&x| x.to_ascii_lowercase() == c) {
            Layer::Wide(f as u8)
        } else if let Some(i) = ['M', 'E', 'S'].iter().position(|&x| x == c) {
            Layer::Slice(i as u8)
        } else if let Some(i) = ['x', 'y', 'z'].iter().position(|&x| x == c) {
            Layer::Rotation(i as u8)
        } else {
            return Err(self.bad(start, TokenHint::Move));
        };
        // The suffix is read by the caller; the count of quarter turns is folded in there.
        Ok(Move { layer, turns: 1 })
    }
}

/// The most turns a move sequence may expand to (nested repetitions and commutators grow
/// fast: `((R U)99)99` is already 19,602).
pub const MAX_EXPANDED: usize = 100_000;

fn check_expanded(len: usize, start: usize) -> Result<(), CubeError> {
    if len > MAX_EXPANDED {
        return Err(CubeError::TooManyMoves {
            limit: MAX_EXPANDED,
            position: start + 1,
        });
    }
    Ok(())
}
