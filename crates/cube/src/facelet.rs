//! The facelet level: 54 stickers, Kociemba's string, colours, and validation.

use crate::cubie::{CubieCube, CORNER_NAMES, EDGE_NAMES};
use crate::error::CubeError;
use crate::geometry::FACES;

/// The facelets of each corner position, its U/D facelet first, then clockwise.
pub const CORNER_FACELETS: [[usize; 3]; 8] = [
    [8, 9, 20],   // URF: U9 R1 F3
    [6, 18, 38],  // UFL: U7 F1 L3
    [0, 36, 47],  // ULB: U1 L1 B3
    [2, 45, 11],  // UBR: U3 B1 R3
    [29, 26, 15], // DFR: D3 F9 R7
    [27, 44, 24], // DLF: D1 L9 F7
    [33, 53, 42], // DBL: D7 B9 L7
    [35, 17, 51], // DRB: D9 R9 B7
];

/// The facelets of each edge position, its reference facelet (U/D, else F/B) first.
pub const EDGE_FACELETS: [[usize; 2]; 12] = [
    [5, 10],  // UR
    [7, 19],  // UF
    [3, 37],  // UL
    [1, 46],  // UB
    [32, 16], // DR
    [28, 25], // DF
    [30, 43], // DL
    [34, 52], // DB
    [23, 12], // FR
    [21, 41], // FL
    [50, 39], // BL
    [48, 14], // BR
];

/// The faces of each corner piece's stickers, in the order of [`CORNER_FACELETS`].
pub const CORNER_COLOURS: [[u8; 3]; 8] = [
    [0, 1, 2],
    [0, 2, 4],
    [0, 4, 5],
    [0, 5, 1],
    [3, 2, 1],
    [3, 4, 2],
    [3, 5, 4],
    [3, 1, 5],
];

/// The faces of each edge piece's stickers.
pub const EDGE_COLOURS: [[u8; 2]; 12] = [
    [0, 1],
    [0, 2],
    [0, 4],
    [0, 5],
    [3, 1],
    [3, 2],
    [3, 4],
    [3, 5],
    [2, 1],
    [2, 4],
    [5, 4],
    [5, 1],
];

/// The standard colour scheme (white up, green front): the colour letter of each face U R F D L B.
pub const COLOUR_LETTERS: [char; 6] = ['W', 'R', 'G', 'Y', 'O', 'B'];

/// The name of facelet `f`, e.g. `U9`.
pub fn facelet_name(f: usize) -> String {
    format!("{}{}", FACES[f / 9], f % 9 + 1)
}

/// The 54 stickers, each the face (0–5 = U R F D L B) whose colour it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FaceletCube(pub [u8; 54]);

impl FaceletCube {
    /// The solved cube.
    pub fn solved() -> Self {
        FaceletCube(std::array::from_fn(|f| (f / 9) as u8))
    }

    /// The stickers of a cubie cube.
    pub fn from_cubie(c: &CubieCube) -> Self {
        let mut f = Self::solved().0;
        for i in 0..8 {
            let j = c.cp[i] as usize;
            let o = c.co[i] as usize;
            for k in 0..3 {
                f[CORNER_FACELETS[i][(k + o) % 3]] = CORNER_COLOURS[j][k];
            }
        }
        for i in 0..12 {
            let j = c.ep[i] as usize;
            let o = c.eo[i] as usize;
            for k in 0..2 {
                f[EDGE_FACELETS[i][(k + o) % 2]] = EDGE_COLOURS[j][k];
            }
        }
        FaceletCube(f)
    }

    /// Kociemba's 54-letter string.
    pub fn to_kociemba(&self) -> String {
        self.0.iter().map(|&c| FACES[c as usize]).collect()
    }

    /// The same string in colours (white up, green front).
    pub fn to_colours(&self) -> String {
        self.0.iter().map(|&c| COLOUR_LETTERS[c as usize]).collect()
    }

    /// Parses Kociemba's string (letters U R F D L B) or the same in colours (W Y G B R O).
    /// The centres say which colour belongs to which face, so a cube held in any
    /// orientation is read correctly. Checks counts and centres, not the pieces.
    pub fn parse(text: &str) -> Result<(FaceletCube, Vec<char>), CubeError> {
        let (symbols, chars) = FaceletCube::parse_symbols(text)?;
        Ok((symbols.read_against_centres(), chars))
    }

    /// The stickers as written: symbol `i` is letter `i` of U R F D L B (or of the colours
    /// W R G Y O B), whatever the centres show. Checks the length, the letters, that every
    /// colour appears 9 times and that the centres differ; also returns the letters.
    pub fn parse_symbols(text: &str) -> Result<(FaceletCube, Vec<char>), CubeError> {
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if chars.len() != 54 {
            return Err(CubeError::WrongLength { found: chars.len() });
        }
        let colours = chars.iter().any(|c| "WYGO".contains(*c));
        let alphabet: &[char] = if colours { &COLOUR_LETTERS } else { &FACES };
        let mut symbol = [0u8; 54];
        let mut count = [0usize; 6];
        for (i, c) in chars.iter().enumerate() {
            let s = alphabet
                .iter()
                .position(|a| a == c)
                .ok_or(CubeError::UnknownLetter {
                    letter: *c,
                    position: i + 1,
                })?;
            symbol[i] = s as u8;
            count[s] += 1;
        }
        if let Some(s) = (0..6).find(|&s| count[s] != 9) {
            return Err(CubeError::ColorCount {
                letter: alphabet[s],
                count: count[s],
            });
        }
        let mut centre_face = [u8::MAX; 6];
        for face in 0..6 {
            let s = symbol[face * 9 + 4] as usize;
            if centre_face[s] != u8::MAX {
                return Err(CubeError::CentresNotDistinct {
                    letter: alphabet[s],
                    first: FACES[centre_face[s] as usize],
                    second: FACES[face],
                });
            }
            centre_face[s] = face as u8;
        }
        let centres: [u8; 6] = std::array::from_fn(|face| symbol[face * 9 + 4]);
        check_centres(&centres, alphabet)?;
        Ok((FaceletCube(symbol), chars))
    }

    /// Each sticker read as the face whose centre shows its symbol: a cube turned as a
    /// whole (rotations, slices) reads as the cube relative to its centres. The centres
    /// must differ (as [`FaceletCube::parse_symbols`] checks).
    pub fn read_against_centres(&self) -> FaceletCube {
        let mut face_of = [0u8; 6];
        for face in 0..6 {
            face_of[self.0[face * 9 + 4] as usize] = face as u8;
        }
        FaceletCube(self.0.map(|s| face_of[s as usize]))
    }

    /// The pieces the stickers show, without checking that the cube can be reached by
    /// turns (symmetries and rotations are read this way).
    pub fn read_pieces(&self, shown: Option<&[char]>) -> Result<CubieCube, CubeError> {
        let f = &self.0;
        let show = |i: usize| shown.map(|s| s[i]).unwrap_or(FACES[f[i] as usize]);
        let mut c = CubieCube::SOLVED;
        for i in 0..8 {
            let fs = CORNER_FACELETS[i];
            let not_a_piece = || CubeError::NotAPiece {
                kind: "corner",
                stickers: fs
                    .iter()
                    .map(|&x| facelet_name(x))
                    .collect::<Vec<_>>()
                    .join(" "),
                colours: fs
                    .iter()
                    .map(|&x| show(x).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            };
            let ud: Vec<usize> = (0..3).filter(|&k| f[fs[k]] == 0 || f[fs[k]] == 3).collect();
            if ud.len() != 1 {
                return Err(not_a_piece());
            }
            let o = ud[0];
            let (c0, c1, c2) = (f[fs[o]], f[fs[(o + 1) % 3]], f[fs[(o + 2) % 3]]);
            let j = (0..8)
                .find(|&j| CORNER_COLOURS[j] == [c0, c1, c2])
                .ok_or_else(not_a_piece)?;
            c.cp[i] = j as u8;
            c.co[i] = o as u8;
        }
        if let Some((piece, first, second, missing)) = duplicate(&c.cp) {
            return Err(CubeError::DuplicatePiece {
                piece: CORNER_NAMES[piece],
                first: CORNER_NAMES[first],
                second: CORNER_NAMES[second],
                missing: CORNER_NAMES[missing],
            });
        }
        for i in 0..12 {
            let fs = EDGE_FACELETS[i];
            let (a, b) = (f[fs[0]], f[fs[1]]);
            let found = (0..12).find_map(|j| {
                if EDGE_COLOURS[j] == [a, b] {
                    Some((j, 0))
                } else if EDGE_COLOURS[j] == [b, a] {
                    Some((j, 1))
                } else {
                    None
                }
            });
            let Some((j, o)) = found else {
                return Err(CubeError::NotAPiece {
                    kind: "edge",
                    stickers: format!("{} {}", facelet_name(fs[0]), facelet_name(fs[1])),
                    colours: format!("{} {}", show(fs[0]), show(fs[1])),
                });
            };
            c.ep[i] = j as u8;
            c.eo[i] = o;
        }
        if let Some((piece, first, second, missing)) = duplicate(&c.ep) {
            return Err(CubeError::DuplicatePiece {
                piece: EDGE_NAMES[piece],
                first: EDGE_NAMES[first],
                second: EDGE_NAMES[second],
                missing: EDGE_NAMES[missing],
            });
        }
        Ok(c)
    }

    /// The cubie cube, with a specific error for every way the stickers can be wrong,
    /// including twisted corners, flipped edges and parity. `shown` are the characters as
    /// given (for error messages); `None` uses face letters.
    pub fn to_cubie(&self, shown: Option<&[char]>) -> Result<CubieCube, CubeError> {
        let c = self.read_pieces(shown)?;
        if c.twist_sum() != 0 {
            return Err(CubeError::TwistedCorner { sum: c.twist_sum() });
        }
        if c.flip_sum() != 0 {
            return Err(CubeError::FlippedEdge);
        }
        if c.corner_parity_odd() != c.edge_parity_odd() {
            return Err(CubeError::Parity {
                corners_odd: c.corner_parity_odd(),
            });
        }
        Ok(c)
    }
}

/// The centres of the 24 ways to hold a real cube: `[colour of U, R, F, D, L, B]`.
fn centre_arrangements() -> &'static [[u8; 6]] {
    static ALL: std::sync::OnceLock<Vec<[u8; 6]>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let turns = [
            crate::Move {
                layer: crate::notation::Layer::Rotation(0),
                turns: 1,
            }
            .stickers(),
            crate::Move {
                layer: crate::notation::Layer::Rotation(1),
                turns: 1,
            }
            .stickers(),
        ];
        let centres = |f: &[u8; 54]| -> [u8; 6] { std::array::from_fn(|face| f[face * 9 + 4]) };
        let mut seen = vec![FaceletCube::solved().0];
        let mut i = 0;
        while i < seen.len() {
            for t in &turns {
                let next = t.apply(&seen[i]);
                if !seen.iter().any(|s| centres(s) == centres(&next)) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        seen.iter().map(centres).collect()
    })
}

/// Checks that six distinct centres are held as on a real cube (opposite colours opposite,
/// and not a mirror image); else names the centres out of place and what a real cube has
/// there, before any corner or edge is looked at.
fn check_centres(centres: &[u8; 6], alphabet: &[char]) -> Result<(), CubeError> {
    let all = centre_arrangements();
    if all.contains(centres) {
        return Ok(());
    }
    // The real arrangement that agrees with the most centres says which are out of place.
    let best = all
        .iter()
        .max_by_key(|a| (0..6).filter(|&f| a[f] == centres[f]).count())
        .unwrap_or(&all[0]);
    let wrong: Vec<usize> = (0..6).filter(|&f| best[f] != centres[f]).collect();
    Err(CubeError::CentresImpossible {
        faces: wrong.iter().map(|&f| FACES[f]).collect(),
        found: wrong
            .iter()
            .map(|&f| alphabet[centres[f] as usize])
            .collect(),
        expected: wrong.iter().map(|&f| alphabet[best[f] as usize]).collect(),
    })
}

/// A piece placed twice: (piece, first place, second place, a piece placed nowhere).
fn duplicate(perm: &[u8]) -> Option<(usize, usize, usize, usize)> {
    for second in 0..perm.len() {
        if let Some(first) = (0..second).find(|&p| perm[p] == perm[second]) {
            let missing = (0..perm.len())
                .find(|m| !perm.contains(&(*m as u8)))
                .unwrap_or(0);
            return Some((perm[second] as usize, first, second, missing));
        }
    }
    None
}

/// Parses a cube string (Kociemba letters or colours) into a checked, solvable cube.
pub fn parse_cube(text: &str) -> Result<CubieCube, CubeError> {
    let (f, shown) = FaceletCube::parse(text)?;
    f.to_cubie(Some(&shown))
}
