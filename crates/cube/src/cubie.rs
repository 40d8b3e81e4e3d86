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
    ///
    /// With SSSE3 (this workspace builds for x86-64-v3) each of the four arrays is one byte
    /// shuffle: `r.cp[i] = self.cp[b.cp[i]]` is `pshufb(self.cp, b.cp)`.
    #[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
    #[inline]
    pub fn then(&self, b: &CubieCube) -> CubieCube {
        use std::arch::x86_64::*;
        let wide = |v: &[u8]| {
            let mut x = [0u8; 16];
            x[..v.len()].copy_from_slice(v);
            x
        };
        let (acp, aco, aep, aeo) = (
            wide(&self.cp),
            wide(&self.co),
            wide(&self.ep),
            wide(&self.eo),
        );
        let (bcp, bco, bep, beo) = (wide(&b.cp), wide(&b.co), wide(&b.ep), wide(&b.eo));
        let mut out = [[0u8; 16]; 4];
        // SAFETY: the target feature is enabled at compile time (the cfg above); the loads
        // and stores are unaligned ones of 16-byte arrays.
        unsafe {
            let load = |x: &[u8; 16]| _mm_loadu_si128(x.as_ptr() as *const __m128i);
            let bcp = load(&bcp);
            let bep = load(&bep);
            let cp = _mm_shuffle_epi8(load(&acp), bcp);
            // Twists add mod 3: a sum of two twists is at most 4, so subtract 3 where that
            // does not wrap (the unsigned minimum of x and x - 3).
            let co = _mm_add_epi8(_mm_shuffle_epi8(load(&aco), bcp), load(&bco));
            let co = _mm_min_epu8(co, _mm_sub_epi8(co, _mm_set1_epi8(3)));
            let ep = _mm_shuffle_epi8(load(&aep), bep);
            let eo = _mm_xor_si128(_mm_shuffle_epi8(load(&aeo), bep), load(&beo));
            for (o, v) in out.iter_mut().zip([cp, co, ep, eo]) {
                _mm_storeu_si128(o.as_mut_ptr() as *mut __m128i, v);
            }
        }
        let mut r = CubieCube::SOLVED;
        r.cp.copy_from_slice(&out[0][..8]);
        r.co.copy_from_slice(&out[1][..8]);
        r.ep.copy_from_slice(&out[2][..12]);
        r.eo.copy_from_slice(&out[3][..12]);
        r
    }

    /// `self` followed by `b` (the cube after applying `b` to `self`).
    #[cfg(not(all(target_arch = "x86_64", target_feature = "ssse3")))]
    #[inline]
    pub fn then(&self, b: &CubieCube) -> CubieCube {
        self.then_plain(b)
    }

    /// [`CubieCube::then`] one piece at a time.
    pub fn then_plain(&self, b: &CubieCube) -> CubieCube {
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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    /// The shuffled product and the piece-by-piece one agree.
    #[test]
    fn products_agree() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..2000 {
            let a = crate::scramble::random_cube(&mut rng);
            let b = crate::scramble::random_cube(&mut rng);
            assert_eq!(a.then(&b), a.then_plain(&b));
        }
    }
}
