//! The cube as one 256-bit vector, for the optimal solver's inner loop: a product of two
//! cubes is one byte shuffle, an add and a minimum; the coordinates' bit masks are four
//! `movemask`s.
//!
//! Bytes 0–7 are the corners, 16–27 the edges: each byte is the piece (its home position,
//! bits 0–3) plus 16 times its orientation (twist 0–2 for corners, flip 0–1 for edges).
//! The other bytes hold their own index, so that a shuffle leaves them in place.

use crate::cubie::CubieCube;

/// A cube as a vector (see the module's documentation).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(C, align(32))]
pub struct Vc(pub [u8; 32]);

/// The bit masks the coordinates are made of (bit `i` for position `i`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Masks {
    /// Corners whose twist's low bit is set.
    pub twist_lo: u8,
    /// Corners whose twist's high bit is set (twist 2).
    pub twist_hi: u8,
    /// Corner positions holding a D-layer corner (pieces 4–7).
    pub d_corners: u8,
    /// Edge positions holding a flipped edge.
    pub flip: u16,
    /// Edge positions holding a middle-layer edge (pieces 8–11).
    pub slice: u16,
}

impl Vc {
    /// The solved cube.
    pub const SOLVED: Vc = {
        let mut b = [0u8; 32];
        let mut i = 0;
        while i < 32 {
            b[i] = (i % 16) as u8;
            i += 1;
        }
        Vc(b)
    };

    /// The vector form of `c`.
    pub fn of(c: &CubieCube) -> Vc {
        let mut v = Vc::SOLVED;
        for i in 0..8 {
            v.0[i] = c.cp[i] | c.co[i] << 4;
        }
        for i in 0..12 {
            v.0[16 + i] = c.ep[i] | c.eo[i] << 4;
        }
        v
    }

    /// The cubie form.
    pub fn cubie(&self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        for i in 0..8 {
            c.cp[i] = self.0[i] & 15;
            c.co[i] = self.0[i] >> 4;
        }
        for i in 0..12 {
            c.ep[i] = self.0[16 + i] & 15;
            c.eo[i] = self.0[16 + i] >> 4;
        }
        c
    }

    /// `self` followed by `b`.
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    #[inline(always)]
    pub fn then(&self, b: &Vc) -> Vc {
        use std::arch::x86_64::*;
        let mut out = Vc::SOLVED;
        // SAFETY: AVX2 is enabled at compile time (the cfg above); both operands are
        // 32-byte aligned (the type's alignment).
        unsafe {
            let a = _mm256_load_si256(self.0.as_ptr() as *const __m256i);
            let bv = _mm256_load_si256(b.0.as_ptr() as *const __m256i);
            let idx = _mm256_and_si256(bv, _mm256_set1_epi8(0x0f));
            let ori = _mm256_and_si256(bv, _mm256_set1_epi8(0x30));
            let t = _mm256_add_epi8(_mm256_shuffle_epi8(a, idx), ori);
            // Twists add mod 3 (subtract 48 where the sum reached 3), flips mod 2
            // (subtract 32 where it reached 2): the unsigned minimum of t and t − k.
            let k = _mm256_setr_epi8(
                48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 32, 32, 32, 32, 32,
                32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
            );
            let t = _mm256_min_epu8(t, _mm256_sub_epi8(t, k));
            _mm256_store_si256(out.0.as_mut_ptr() as *mut __m256i, t);
        }
        out
    }

    /// `self` followed by `b`.
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    #[inline(always)]
    pub fn then(&self, b: &Vc) -> Vc {
        self.then_plain(b)
    }

    /// [`Vc::then`] one byte at a time.
    #[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "avx2"))))]
    pub fn then_plain(&self, b: &Vc) -> Vc {
        let mut out = Vc::SOLVED;
        for lane in 0..2 {
            let (base, modulo) = (lane * 16, if lane == 0 { 3 } else { 2 });
            for i in 0..16 {
                let x = b.0[base + i];
                let y = self.0[base + (x & 15) as usize];
                let o = ((y >> 4) + (x >> 4)) % modulo;
                out.0[base + i] = (y & 15) | o << 4;
            }
        }
        out
    }

    /// The bit masks of the coordinates.
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    #[inline(always)]
    pub fn masks(&self) -> Masks {
        use std::arch::x86_64::*;
        // SAFETY: AVX2 is enabled at compile time; the load is aligned.
        unsafe {
            let v = _mm256_load_si256(self.0.as_ptr() as *const __m256i);
            let bit = |k: i32| -> u32 {
                // Bit 7 − k of each byte moved to bit 7 (16-bit shifts keep each byte's
                // own bits: what crosses into the next byte lands below its bit 7 − k).
                let s = match k {
                    2 => _mm256_slli_epi16(v, 5),
                    3 => _mm256_slli_epi16(v, 4),
                    4 => _mm256_slli_epi16(v, 3),
                    _ => _mm256_slli_epi16(v, 2),
                };
                _mm256_movemask_epi8(s) as u32
            };
            let (b2, b3, b4, b5) = (bit(2), bit(3), bit(4), bit(5));
            Masks {
                twist_lo: (b4 & 0xff) as u8,
                twist_hi: (b5 & 0xff) as u8,
                d_corners: (b2 & 0xff) as u8,
                flip: ((b4 >> 16) & 0xfff) as u16,
                slice: ((b3 >> 16) & 0xfff) as u16,
            }
        }
    }

    /// The bit masks of the coordinates.
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    #[inline(always)]
    pub fn masks(&self) -> Masks {
        self.masks_plain()
    }

    /// [`Vc::masks`] one byte at a time.
    #[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "avx2"))))]
    pub fn masks_plain(&self) -> Masks {
        let mut m = Masks::default();
        for i in 0..8 {
            let b = self.0[i];
            m.twist_lo |= ((b >> 4) & 1) << i;
            m.twist_hi |= ((b >> 5) & 1) << i;
            m.d_corners |= ((b >> 2) & 1) << i;
        }
        for i in 0..12 {
            let b = self.0[16 + i] as u16;
            m.flip |= ((b >> 4) & 1) << i;
            m.slice |= ((b >> 3) & 1) << i;
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn products_and_masks_agree_with_the_cubies() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..2000 {
            let a = crate::scramble::random_cube(&mut rng);
            let b = crate::scramble::random_cube(&mut rng);
            let (va, vb) = (Vc::of(&a), Vc::of(&b));
            assert_eq!(va.cubie(), a);
            assert_eq!(va.then(&vb), Vc::of(&a.then(&b)));
            assert_eq!(va.then(&vb), va.then_plain(&vb));
            assert_eq!(va.masks(), va.masks_plain());
            let m = va.masks();
            for i in 0..8 {
                assert_eq!((m.twist_lo >> i & 1) + 2 * (m.twist_hi >> i & 1), a.co[i]);
                assert_eq!(m.d_corners >> i & 1 == 1, a.cp[i] >= 4);
            }
            for i in 0..12 {
                assert_eq!((m.flip >> i & 1) as u8, a.eo[i]);
                assert_eq!(m.slice >> i & 1 == 1, a.ep[i] >= 8);
            }
        }
    }
}
