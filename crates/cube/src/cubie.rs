//! The cubie level: where each corner and edge is, and how it is turned.

use std::fmt;

/// Corner positions (and pieces), in Kociemba's order.
pub const CORNER_NAMES: [&str; 8] = ["URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"];
/// Edge positions (and pieces), in Kociemba's order.
pub const EDGE_NAMES: [&str; 12] = [
    "UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR",
];

/// A cube as pieces: `cp[i]` is the corner at position `i`, `co[i]` its twist (0–2, the
/// number of clockwise turns its U/D sticker is away from the position's U/D face); `ep`,
/// `eo` likewise for edges (flip 0–1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubieCube {
    /// Corner permutation.
    pub cp: [u8; 8],
    /// Corner orientation.
    pub co: [u8; 8],
    /// Edge permutation.
    pub ep: [u8; 12],
    /// Edge orientation.
    pub eo: [u8; 12],
}

impl Default for CubieCube {
    fn default() -> Self {
        Self::SOLVED
    }
}

impl CubieCube {
    /// The solved cube.
    pub const SOLVED: CubieCube = CubieCube {
        cp: [0, 1, 2, 3, 4, 5, 6, 7],
        co: [0; 8],
        ep: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        eo: [0; 12],
    };

    /// `self` followed by `b` (the cube after applying `b` to `self`).
    #[inline]
    pub fn then(&self, b: &CubieCube) -> CubieCube {
        let mut r = CubieCube::SOLVED;
        for i in 0..8 {
            let j = b.cp[i] as usize;
            r.cp[i] = self.cp[j];
            r.co[i] = (self.co[j] + b.co[i]) % 3;
        }
        for i in 0..12 {
            let j = b.ep[i] as usize;
            r.ep[i] = self.ep[j];
            r.eo[i] = self.eo[j] ^ b.eo[i];
        }
        r
    }

    /// The corners only of `self.then(b)` (faster, for corner coordinates).
    #[inline]
    pub fn then_corners(&self, b: &CubieCube) -> CubieCube {
        let mut r = *self;
        for i in 0..8 {
            let j = b.cp[i] as usize;
            r.cp[i] = self.cp[j];
            r.co[i] = (self.co[j] + b.co[i]) % 3;
        }
        r
    }

    /// The edges only of `self.then(b)`.
    #[inline]
    pub fn then_edges(&self, b: &CubieCube) -> CubieCube {
        let mut r = *self;
        for i in 0..12 {
            let j = b.ep[i] as usize;
            r.ep[i] = self.ep[j];
            r.eo[i] = self.eo[j] ^ b.eo[i];
        }
        r
    }

    /// The inverse: `c.then(&c.inverse())` is solved.
    pub fn inverse(&self) -> CubieCube {
        let mut r = CubieCube::SOLVED;
        for i in 0..8 {
            let j = self.cp[i] as usize;
            r.cp[j] = i as u8;
        }
        for i in 0..8 {
            let j = r.cp[i] as usize;
            r.co[i] = (3 - self.co[j]) % 3;
        }
        for i in 0..12 {
            let j = self.ep[i] as usize;
            r.ep[j] = i as u8;
        }
        for i in 0..12 {
            let j = r.ep[i] as usize;
            r.eo[i] = self.eo[j];
        }
        r
    }

    /// Whether the corner permutation is odd.
    pub fn corner_parity_odd(&self) -> bool {
        parity_odd(&self.cp)
    }

    /// Whether the edge permutation is odd.
    pub fn edge_parity_odd(&self) -> bool {
        parity_odd(&self.ep)
    }

    /// Sum of corner twists mod 3 (0 on every reachable cube).
    pub fn twist_sum(&self) -> u8 {
        self.co.iter().map(|&o| o as u32).sum::<u32>() as u8 % 3
    }

    /// Sum of edge flips mod 2 (0 on every reachable cube).
    pub fn flip_sum(&self) -> u8 {
        self.eo.iter().fold(0, |a, &o| a ^ o)
    }

    /// Whether this cube can be reached by turning faces.
    pub fn is_solvable(&self) -> bool {
        self.twist_sum() == 0
            && self.flip_sum() == 0
            && self.corner_parity_odd() == self.edge_parity_odd()
    }
}

/// Whether a permutation is odd.
pub fn parity_odd(p: &[u8]) -> bool {
    let mut inversions = 0;
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            if p[i] > p[j] {
                inversions += 1;
            }
        }
    }
    inversions % 2 == 1
}

impl fmt::Display for CubieCube {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..8 {
            write!(f, "{}{} ", CORNER_NAMES[self.cp[i] as usize], self.co[i])?;
        }
        for i in 0..12 {
            write!(f, "{}{} ", EDGE_NAMES[self.ep[i] as usize], self.eo[i])?;
        }
        Ok(())
    }
}
