//! The 16 symmetries that keep the U–D axis: the 8 rotations (`y`, `z2`) and each of them
//! followed by the left–right mirror. The optimal solver's tables are reduced by them.
//!
//! A symmetry acts on cubes by conjugation: [`Sym16::conj`]`(s, c)` is the cube `c` seen in
//! the rotated (and perhaps mirrored) frame. For a rotation `S` it is `S⁻¹ · c · S`; the
//! mirror (x → −x) relabels positions and pieces left for right, keeps every edge's flip and
//! turns every corner's twist the other way (a clockwise twist seen in a mirror is
//! counter-clockwise). A mirrored conjugate of a reachable cube is reachable: the mirror
//! is applied twice.

use std::sync::OnceLock;

use crate::coord::{conj, symmetries};
#[cfg(test)]
use crate::coord::{move_cubes, N_MOVES};
use crate::cubie::CubieCube;

/// Number of symmetries.
pub const N_SYM16: usize = 16;

/// The left–right mirror's map of corner positions (URF ↔ UFL, ULB ↔ UBR, …).
const MIRROR_CORNERS: [u8; 8] = [1, 0, 3, 2, 5, 4, 7, 6];
/// The left–right mirror's map of edge positions (UR ↔ UL, DR ↔ DL, FR ↔ FL, BL ↔ BR).
const MIRROR_EDGES: [u8; 12] = [2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10];

/// `c` in the mirror: positions and pieces relabelled left for right, twists reversed.
pub fn mirror(c: &CubieCube) -> CubieCube {
    let mut r = CubieCube::SOLVED;
    for i in 0..8 {
        let j = MIRROR_CORNERS[i] as usize;
        r.cp[j] = MIRROR_CORNERS[c.cp[i] as usize];
        r.co[j] = (3 - c.co[i]) % 3;
    }
    for i in 0..12 {
        let j = MIRROR_EDGES[i] as usize;
        r.ep[j] = MIRROR_EDGES[c.ep[i] as usize];
        r.eo[j] = c.eo[i];
    }
    r
}

/// The symmetries' group structure and their action on the face turns.
pub struct Sym16 {
    /// `inv[s]`: the inverse symmetry.
    pub inv: [u8; N_SYM16],
    /// `mul[a][b]`: the symmetry `conj(mul[a][b], c) = conj(b, conj(a, c))`.
    pub mul: [[u8; N_SYM16]; N_SYM16],
    /// `mv[s][m]`: the face turn `conj(s, m)` (what the tests check the conjugation by).
    #[cfg(test)]
    pub mv: [[u8; N_MOVES]; N_SYM16],
}

impl Sym16 {
    /// `c` conjugated by symmetry `s` (`s % 8` the rotation, `s ≥ 8` then the mirror).
    pub fn conj(s: usize, c: &CubieCube) -> CubieCube {
        let r = conj(c, &symmetries().syms[s % 8]);
        if s >= 8 {
            mirror(&r)
        } else {
            r
        }
    }

    /// The tables, computed once.
    pub fn get() -> &'static Sym16 {
        static S: OnceLock<Sym16> = OnceLock::new();
        S.get_or_init(Sym16::compute)
    }

    fn compute() -> Sym16 {
        // Two generic cubes tell the symmetries apart by their action.
        let probe = [
            crate::apply_face_turns(&CubieCube::SOLVED, &[0, 4, 8, 10, 15, 13, 2, 7]),
            crate::apply_face_turns(&CubieCube::SOLVED, &[5, 9, 16, 1, 12, 6, 3]),
        ];
        let acts: Vec<[CubieCube; 2]> = (0..N_SYM16)
            .map(|s| [Sym16::conj(s, &probe[0]), Sym16::conj(s, &probe[1])])
            .collect();
        let find = |a: [CubieCube; 2]| acts.iter().position(|x| *x == a).unwrap_or(0) as u8;
        let mut inv = [0u8; N_SYM16];
        let mut mul = [[0u8; N_SYM16]; N_SYM16];
        for a in 0..N_SYM16 {
            for b in 0..N_SYM16 {
                let ab = [0, 1].map(|k| Sym16::conj(b, &Sym16::conj(a, &probe[k])));
                mul[a][b] = find(ab);
                if mul[a][b] == 0 {
                    inv[a] = b as u8;
                }
            }
        }
        #[cfg(test)]
        let mv = {
            let mc = move_cubes();
            std::array::from_fn(|s| {
                std::array::from_fn(|m| {
                    let c = Sym16::conj(s, &mc[m]);
                    mc.iter().position(|x| *x == c).unwrap_or(0) as u8
                })
            })
        };
        Sym16 {
            inv,
            mul,
            #[cfg(test)]
            mv,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facelet::FaceletCube;
    use crate::geometry::sticker;
    use rand::SeedableRng;

    /// The mirror at the level of stickers: the colours of the cube seen in a mirror, left
    /// and right swapped in space and in colour.
    fn mirror_by_stickers(c: &CubieCube) -> CubieCube {
        let f = FaceletCube::from_cubie(c);
        let flip = |v: [i8; 3]| [-v[0], v[1], v[2]];
        let mut out = [0u8; 54];
        for (g, o) in out.iter_mut().enumerate() {
            let (p, n) = sticker(g);
            let src = (0..54).find(|&h| sticker(h) == (flip(p), flip(n))).unwrap();
            // Faces U R F D L B: the mirror swaps R (1) and L (4).
            *o = match f.0[src] {
                1 => 4,
                4 => 1,
                x => x,
            };
        }
        FaceletCube(out).to_cubie(None).unwrap()
    }

    #[test]
    fn the_mirror_is_the_mirror_of_the_stickers() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..300 {
            let c = crate::scramble::random_cube(&mut rng);
            assert_eq!(mirror(&c), mirror_by_stickers(&c));
        }
    }

    #[test]
    fn conjugation_is_an_automorphism_that_maps_turns_to_turns() {
        let s = Sym16::get();
        let mc = move_cubes();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        for k in 0..N_SYM16 {
            for m in 0..N_MOVES {
                assert_eq!(Sym16::conj(k, &mc[m]), mc[s.mv[k][m] as usize]);
            }
            let a = crate::scramble::random_cube(&mut rng);
            let b = crate::scramble::random_cube(&mut rng);
            assert_eq!(
                Sym16::conj(k, &a.then(&b)),
                Sym16::conj(k, &a).then(&Sym16::conj(k, &b))
            );
            let back = Sym16::conj(s.inv[k] as usize, &Sym16::conj(k, &a));
            assert_eq!(back, a);
            for j in 0..N_SYM16 {
                assert_eq!(
                    Sym16::conj(s.mul[k][j] as usize, &a),
                    Sym16::conj(j, &Sym16::conj(k, &a))
                );
            }
        }
        // The mirror turns R into L', U into U'.
        assert_eq!(s.mv[8][3], 14);
        assert_eq!(s.mv[8][0], 2);
        let distinct: std::collections::HashSet<_> = (0..N_SYM16).map(|k| s.mv[k]).collect();
        assert_eq!(distinct.len(), N_SYM16);
    }
}
