//! Coordinates: numbers that name one aspect of a cube, each with its size.
//!
//! | coordinate | what | size |
//! |------------|------|------|
//! | [`Twist`]  | corner orientations | 3^7 = 2187 |
//! | [`Flip`]   | edge orientations | 2^11 = 2048 |
//! | [`Slice`]  | which positions hold the 4 middle-layer edges | C(12,4) = 495 |
//! | [`CPerm`]  | corner permutation | 8! = 40320 |
//! | [`EPerm`]  | permutation of the 8 U/D edges (phase 2) | 8! = 40320 |
//! | [`MPerm`]  | permutation of the 4 middle-layer edges (phase 2) | 4! = 24 |
//! | [`CComb`]  | which positions hold the 4 U-layer corners | C(8,4) = 70 |

use std::sync::OnceLock;

use crate::cubie::CubieCube;
use crate::facelet::FaceletCube;
use crate::geometry::{rotate, sticker, StickerPerm};
use crate::notation::{Layer, Move};

/// Corner orientations: `3^7 = 2187` twists (the 8th corner's follows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Twist(pub u16);
/// Edge orientations: `2^11 = 2048` flips (the 12th edge's follows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flip(pub u16);
/// Positions of the middle-layer edges FR FL BL BR: `C(12,4) = 495`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slice(pub u16);
/// Corner permutation: `8! = 40320`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CPerm(pub u16);
/// Permutation of the U/D edges among the U/D positions: `8! = 40320` (phase 2 only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EPerm(pub u16);
/// Permutation of the middle-layer edges among the middle positions: `4! = 24` (phase 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MPerm(pub u8);
/// Positions of the U-layer corners among the 8: `C(8,4) = 70`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CComb(pub u8);

/// Sizes of the coordinates.
pub const N_TWIST: usize = 2187;
/// See [`Flip`].
pub const N_FLIP: usize = 2048;
/// See [`Slice`].
pub const N_SLICE: usize = 495;
/// See [`CPerm`] and [`EPerm`].
pub const N_PERM: usize = 40320;
/// See [`MPerm`].
pub const N_MPERM: usize = 24;
/// See [`CComb`].
pub const N_CCOMB: usize = 70;
/// The face turns (HTM): `U U2 U' R … B'`, index `3·face + turns − 1`.
pub const N_MOVES: usize = 18;
/// The phase-2 moves: `U U2 U' D D2 D' R2 L2 F2 B2`.
pub const N_P2_MOVES: usize = 10;
/// The rotations that keep the U–D axis (`y`, `z2`), by which coordinates are reduced.
pub const N_SYMS: usize = 8;

/// Binomial coefficients `C(n, k)` for `n, k ≤ 12`.
const BINOM: [[u16; 13]; 13] = {
    let mut t = [[0u16; 13]; 13];
    let mut n = 0;
    while n < 13 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

#[inline(always)]
fn binom(n: usize, k: usize) -> usize {
    if k > n {
        0
    } else {
        BINOM[n][k] as usize
    }
}

/// Colex rank of the set of positions `i` where `is_member(i)`.
fn comb_rank(n: usize, is_member: impl Fn(usize) -> bool) -> usize {
    // Branch-free (members fall at random): `BINOM[i][k]` is zero for `k > i`.
    let mut k = 0;
    let mut r = 0;
    for i in 0..n {
        let member = is_member(i) as usize;
        k += member;
        r += member * BINOM[i][k] as usize;
    }
    r
}

/// The positions of the colex-rank-`r` `k`-subset of `0..n`, ascending.
fn comb_unrank(mut r: usize, n: usize, k: usize) -> Vec<usize> {
    let mut out = Vec::with_capacity(k);
    let mut k = k;
    for i in (0..n).rev() {
        if k > 0 && binom(i, k) <= r {
            r -= binom(i, k);
            out.push(i);
            k -= 1;
        }
    }
    out.reverse();
    out
}

fn perm_rank(p: &[u8]) -> usize {
    let n = p.len();
    let mut r = 0;
    for i in 0..n {
        let smaller = p[i + 1..].iter().filter(|&&x| x < p[i]).count();
        r = r * (n - i) + smaller;
    }
    r
}

fn perm_unrank(mut r: usize, out: &mut [u8]) {
    let n = out.len();
    let mut digits = vec![0usize; n];
    for i in (0..n).rev() {
        digits[i] = r % (n - i);
        r /= n - i;
    }
    let mut free: Vec<u8> = (0..n as u8).collect();
    for i in 0..n {
        out[i] = free.remove(digits[i]);
    }
}

impl Twist {
    /// The twist of a cube.
    pub fn of(c: &CubieCube) -> Twist {
        Twist(c.co[..7].iter().fold(0u16, |a, &o| a * 3 + o as u16))
    }
    /// A cube (solved otherwise) with this twist.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        let mut t = self.0;
        let mut sum = 0;
        for i in (0..7).rev() {
            c.co[i] = (t % 3) as u8;
            sum += c.co[i];
            t /= 3;
        }
        c.co[7] = (3 - sum % 3) % 3;
        c
    }
}

impl Flip {
    /// The flip of a cube.
    pub fn of(c: &CubieCube) -> Flip {
        Flip(c.eo[..11].iter().fold(0u16, |a, &o| a * 2 + o as u16))
    }
    /// A cube (solved otherwise) with this flip.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        let mut f = self.0;
        let mut sum = 0;
        for i in (0..11).rev() {
            c.eo[i] = (f % 2) as u8;
            sum ^= c.eo[i];
            f /= 2;
        }
        c.eo[11] = sum;
        c
    }
}

impl Slice {
    /// Where the middle-layer edges (8–11) are.
    pub fn of(c: &CubieCube) -> Slice {
        Slice(comb_rank(12, |i| c.ep[i] >= 8) as u16)
    }
    /// A cube with the middle-layer edges at these positions (in order), the others filling
    /// the rest in order.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        let pos = comb_unrank(self.0 as usize, 12, 4);
        let (mut s, mut o) = (8u8, 0u8);
        for i in 0..12 {
            if pos.contains(&i) {
                c.ep[i] = s;
                s += 1;
            } else {
                c.ep[i] = o;
                o += 1;
            }
        }
        c
    }
}

impl CPerm {
    /// The corner permutation.
    pub fn of(c: &CubieCube) -> CPerm {
        CPerm(perm_rank(&c.cp) as u16)
    }
    /// A cube with this corner permutation.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        perm_unrank(self.0 as usize, &mut c.cp);
        c
    }
}

impl EPerm {
    /// The permutation of the U/D edges (meaningful in phase 2).
    pub fn of(c: &CubieCube) -> EPerm {
        EPerm(perm_rank(&c.ep[..8]) as u16)
    }
    /// A cube with this U/D edge permutation and the middle layer solved.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        perm_unrank(self.0 as usize, &mut c.ep[..8]);
        c
    }
}

impl MPerm {
    /// The permutation of the middle-layer edges (meaningful in phase 2).
    pub fn of(c: &CubieCube) -> MPerm {
        let m: [u8; 4] = std::array::from_fn(|i| c.ep[8 + i].wrapping_sub(8) & 3);
        MPerm(perm_rank(&m) as u8)
    }
    /// A cube with this middle-layer permutation.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        let mut m = [0u8; 4];
        perm_unrank(self.0 as usize, &mut m);
        for i in 0..4 {
            c.ep[8 + i] = m[i] + 8;
        }
        c
    }
}

impl CComb {
    /// Where the U-layer corners (0–3) are.
    pub fn of(c: &CubieCube) -> CComb {
        CComb(comb_rank(8, |i| c.cp[i] < 4) as u8)
    }
    /// A cube with the U-layer corners at these positions (in order), the D-layer corners
    /// filling the rest in order.
    pub fn cube(self) -> CubieCube {
        let mut c = CubieCube::SOLVED;
        let pos = comb_unrank(self.0 as usize, 8, 4);
        let (mut u, mut d) = (0u8, 4u8);
        for i in 0..8 {
            if pos.contains(&i) {
                c.cp[i] = u;
                u += 1;
            } else {
                c.cp[i] = d;
                d += 1;
            }
        }
        c
    }
}

/// The 18 face turns as cubie cubes, index `3·face + turns - 1` (faces U R F D L B).
pub fn move_cubes() -> &'static [CubieCube; N_MOVES] {
    static M: OnceLock<[CubieCube; N_MOVES]> = OnceLock::new();
    M.get_or_init(|| std::array::from_fn(|m| cube_of(&Move::face(m as u8).stickers())))
}

/// The pieces of the solved cube after a sticker permutation (positions fixed in space, the
/// pieces read by their colours, without checking that a turn sequence reaches it).
pub fn cube_of(p: &StickerPerm) -> CubieCube {
    FaceletCube(p.apply(&FaceletCube::solved().0))
        .read_pieces(None)
        .unwrap_or(CubieCube::SOLVED)
}

/// A whole-cube rotation as a permutation of stickers: `map` sends axis unit vectors.
fn rotation_perm(map: impl Fn([i8; 3]) -> [i8; 3]) -> StickerPerm {
    let mut to = [0u8; 54];
    for (f, t) in to.iter_mut().enumerate() {
        let (p, n) = sticker(f);
        let (p2, n2) = (map(p), map(n));
        *t = (0..54).find(|&g| sticker(g) == (p2, n2)).unwrap_or(f) as u8;
    }
    StickerPerm { to }
}

/// The symmetries used: the 8 rotations that keep the U–D axis (generated by `y` and `z2`)
/// and, for transforming whole problems, the 120° turn about the URF–DBL diagonal.
pub struct Symmetries {
    /// The 8 U–D-preserving rotations as cubie cubes; index 0 is the identity.
    pub syms: Vec<CubieCube>,
    /// Their inverses' indices.
    pub inv: [u8; 8],
    /// `mul[a][b]`: index of `syms[a] · syms[b]`.
    pub mul: [[u8; 8]; 8],
    /// `mv[s][m]`: the face turn `syms[s]⁻¹ · m · syms[s]`.
    pub mv: [[u8; N_MOVES]; 8],
    /// Which of the 8 change no edge or corner orientation (the 4 used for twist and flip).
    pub no_flip: Vec<u8>,
    /// The diagonal turn and its square.
    pub urf: [CubieCube; 3],
    /// `urf_mv[p][m]`: the face turn `urf[p] · m · urf[p]⁻¹`.
    pub urf_mv: [[u8; N_MOVES]; 3],
}

/// `s⁻¹ · c · s`.
pub fn conj(c: &CubieCube, s: &CubieCube) -> CubieCube {
    s.inverse().then(c).then(s)
}

/// The symmetries, computed once.
pub fn symmetries() -> &'static Symmetries {
    static S: OnceLock<Symmetries> = OnceLock::new();
    S.get_or_init(|| {
        let y = cube_of(
            &Move {
                layer: Layer::Rotation(1),
                turns: 1,
            }
            .stickers(),
        );
        let z2 = cube_of(
            &Move {
                layer: Layer::Rotation(2),
                turns: 2,
            }
            .stickers(),
        );
        let mut syms = vec![CubieCube::SOLVED];
        for k in 0..8 {
            let mut s = if k >= 4 { z2 } else { CubieCube::SOLVED };
            for _ in 0..k % 4 {
                s = s.then(&y);
            }
            if !syms.contains(&s) {
                syms.push(s);
            }
        }
        let index = |c: &CubieCube| syms.iter().position(|s| s == c).unwrap_or(0) as u8;
        let mut inv = [0u8; 8];
        let mut mul = [[0u8; 8]; 8];
        for a in 0..8 {
            inv[a] = index(&syms[a].inverse());
            for b in 0..8 {
                mul[a][b] = index(&syms[a].then(&syms[b]));
            }
        }
        let moves = move_cubes();
        let move_index = |c: &CubieCube| moves.iter().position(|m| m == c).unwrap_or(0) as u8;
        let mut mv = [[0u8; N_MOVES]; 8];
        for s in 0..8 {
            for m in 0..18 {
                mv[s][m] = move_index(&conj(&moves[m], &syms[s]));
            }
        }
        let no_flip = (0..8u8)
            .filter(|&s| {
                syms[s as usize].eo.iter().all(|&o| o == 0)
                    && syms[s as usize].co.iter().all(|&o| o == 0)
            })
            .collect();
        // The diagonal turn sends x to y, y to z, z to x.
        let urf1 = cube_of(&rotation_perm(|v| [v[2], v[0], v[1]]));
        let urf = [CubieCube::SOLVED, urf1, urf1.then(&urf1)];
        let mut urf_mv = [[0u8; N_MOVES]; 3];
        for p in 0..3 {
            for m in 0..18 {
                urf_mv[p][m] = move_index(&conj(&moves[m], &urf[p].inverse()));
            }
        }
        let _ = rotate;
        Symmetries {
            syms,
            inv,
            mul,
            mv,
            no_flip,
            urf,
            urf_mv,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip() {
        for t in [0u16, 1, 1000, 2186] {
            assert_eq!(Twist::of(&Twist(t).cube()), Twist(t));
        }
        for f in [0u16, 5, 2047] {
            assert_eq!(Flip::of(&Flip(f).cube()), Flip(f));
        }
        for s in 0..495u16 {
            assert_eq!(Slice::of(&Slice(s).cube()), Slice(s));
        }
        for p in [0u16, 1, 40319, 12345] {
            assert_eq!(CPerm::of(&CPerm(p).cube()), CPerm(p));
            assert_eq!(EPerm::of(&EPerm(p).cube()), EPerm(p));
        }
        for m in 0..24u8 {
            assert_eq!(MPerm::of(&MPerm(m).cube()), MPerm(m));
        }
        assert_eq!(CPerm::of(&CubieCube::SOLVED), CPerm(0));
    }

    #[test]
    fn symmetries_form_a_group_that_maps_turns_to_turns() {
        let s = symmetries();
        assert_eq!(s.syms.len(), 8);
        assert_eq!(s.no_flip.len(), 4);
        let moves = move_cubes();
        for k in 0..8 {
            for m in 0..18 {
                assert_eq!(conj(&moves[m], &s.syms[k]), moves[s.mv[k][m] as usize]);
            }
        }
        for p in 0..3 {
            let mut faces: Vec<u8> = (0..18).map(|m| s.urf_mv[p][m] / 3).collect();
            faces.sort();
            faces.dedup();
            assert_eq!(faces.len(), 6, "the diagonal turn permutes the faces");
            for m in 0..18 {
                assert_eq!(
                    conj(&moves[m], &s.urf[p].inverse()),
                    moves[s.urf_mv[p][m] as usize]
                );
            }
        }
        // U turns: order 4.
        let u = moves[0];
        assert_eq!(u.then(&u).then(&u).then(&u), CubieCube::SOLVED);
    }
}
