//! The coset coordinate of the optimal solver's tables, in the family of Rokicki's nxopt:
//! which corner positions hold D-layer corners and every corner's twist (reduced by the 16
//! symmetries that keep the U–D axis to 9,930 classes), which edge positions hold
//! middle-layer edges (495), and the flips of some edges ([`EoPart`]).
//!
//! The subgroup these are cosets of holds every turn of U and D: a table value `v` of a
//! position therefore also says that no solution of `v` turns ends with a U or D turn.
//!
//! Every coordinate is computed from the bit masks of [`crate::vector::Masks`] with small
//! tables (all in the second-level cache): the corners' raw value gives the class and the
//! symmetry that takes it to its representative; the edges' masks are conjugated by that
//! symmetry (a permutation of positions and a change of flips) and ranked.

use crate::coord::move_cubes;
use crate::cubie::CubieCube;
use crate::sym16::{Sym16, N_SYM16};
use crate::vector::Masks;

/// Twists of 7 corners (the eighth follows).
pub const N_TWIST7: usize = 2187;
/// Sets of 4 corner positions (those of the D-layer corners).
pub const N_C4: usize = 70;
/// Raw corner coordinate: twist × D-corner positions.
pub const N_CORNER_RAW: usize = N_TWIST7 * N_C4;
/// Sets of 4 edge positions (those of the middle-layer edges).
pub const N_E4: usize = 495;
/// The corner classes under the 16 symmetries.
pub const N_CORNER_CLASSES: usize = 9930;

/// Which edges' flips the coordinate keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EoPart {
    /// The four middle-layer edges' flips (nxopt's EO1): 16 values.
    Middle,
    /// The eight U- and D-layer edges' flips (EO2): 256.
    Outer,
    /// All twelve (EO3; the last follows from the others): 2048.
    All,
}

impl EoPart {
    /// Values of this part.
    pub const fn size(self) -> usize {
        match self {
            EoPart::Middle => 16,
            EoPart::Outer => 256,
            EoPart::All => 2048,
        }
    }

    /// The part's value from the flip and middle-edge masks.
    #[inline(always)]
    pub fn compress(self, flip: u16, slice: u16) -> u32 {
        match self {
            EoPart::Middle => search::bits::pext(flip as u32, slice as u32),
            EoPart::Outer => search::bits::pext(flip as u32, !slice as u32 & 0xfff),
            EoPart::All => flip as u32 & 0x7ff,
        }
    }

    /// A flip mask with this part's value (the flips it does not keep are 0, or make the
    /// parity even).
    pub fn expand(self, eo: u32, slice: u16) -> u16 {
        match self {
            EoPart::Middle => search::bits::pdep(eo, slice as u32) as u16,
            EoPart::Outer => search::bits::pdep(eo, !slice as u32 & 0xfff) as u16,
            EoPart::All => (eo | (eo.count_ones() & 1) << 11) as u16,
        }
    }
}

/// The coordinate's tables.
pub struct Coset {
    /// Which flips are kept.
    pub eo: EoPart,
    /// Entries of a corner class's row: `495 · eo.size()`.
    pub row: usize,
    twist_of: Vec<u16>,
    c4_rank: [u8; 256],
    e4_rank: Vec<u16>,
    e4_mask: Vec<u16>,
    /// `class << 4 | sym` of each raw corner value.
    ctab: Vec<u32>,
    /// Each class's representative (raw value).
    reps: Vec<u32>,
    /// Each class's stabiliser (a bit per symmetry fixing its representative).
    stab: Vec<u16>,
    /// `cmove[class · 18 + m]`: `class' << 4 | sym` of the representative turned by `m`.
    cmove: Vec<u32>,
    /// `perm_s[s · 4096 + mask]`: an edge-position mask conjugated by symmetry `s`.
    perm_s: Vec<u16>,
    flip_x: [u16; N_SYM16],
    flip_y: [u16; N_SYM16],
    /// `perm_m[m · 4096 + mask]`: an edge-position mask after turn `m`.
    perm_m: Vec<u16>,
    flip_m: [u16; 18],
}

/// The raw corner value of a cube.
fn corner_raw_of(c: &CubieCube) -> usize {
    let t = (0..7).rev().fold(0usize, |t, i| t * 3 + c.co[i] as usize);
    let d = (0..8).fold(0u8, |d, i| d | ((c.cp[i] >= 4) as u8) << i);
    t * N_C4 + rank_subset(d as u16, 8) as usize
}

/// The rank of a 4-element subset of `0..n` (colex order), or `u16::MAX` when `mask` does
/// not have 4 elements.
fn rank_subset(mask: u16, n: u32) -> u16 {
    if mask.count_ones() != 4 || mask >> n != 0 {
        return u16::MAX;
    }
    let mut r = 0u32;
    let mut k = 0u32;
    for i in 0..n {
        if mask >> i & 1 == 1 {
            k += 1;
            r += binom(i, k);
        }
    }
    r as u16
}

fn binom(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u32, |a, i| a * (n - i) / (i + 1))
}

/// A cube with a raw corner value (D-layer corners in order on their positions).
fn corner_cube(raw: usize) -> CubieCube {
    let (mut t, r) = (raw / N_C4, raw % N_C4);
    let d = (0u16..256)
        .find(|&m| rank_subset(m, 8) == r as u16)
        .unwrap_or(0x0f);
    let mut c = CubieCube::SOLVED;
    let mut sum = 0;
    for i in 0..7 {
        c.co[i] = (t % 3) as u8;
        sum += c.co[i];
        t /= 3;
    }
    c.co[7] = (3 - sum % 3) % 3;
    let (mut u, mut dn) = (0u8, 4u8);
    for i in 0..8 {
        if d >> i & 1 == 1 {
            c.cp[i] = dn;
            dn += 1;
        } else {
            c.cp[i] = u;
            u += 1;
        }
    }
    c
}

/// A cube whose middle-layer edges are on the positions of `slice` and whose flips are
/// `flip`.
fn edge_cube(slice: u16, flip: u16) -> CubieCube {
    let mut c = CubieCube::SOLVED;
    let (mut o, mut m) = (0u8, 8u8);
    for i in 0..12 {
        if slice >> i & 1 == 1 {
            c.ep[i] = m;
            m += 1;
        } else {
            c.ep[i] = o;
            o += 1;
        }
        c.eo[i] = (flip >> i & 1) as u8;
    }
    c
}

fn edge_masks(c: &CubieCube) -> (u16, u16) {
    let slice = (0..12).fold(0u16, |s, i| s | ((c.ep[i] >= 8) as u16) << i);
    let flip = (0..12).fold(0u16, |s, i| s | (c.eo[i] as u16) << i);
    (slice, flip)
}

impl Coset {
    /// The tables for the flips `eo` keeps (about 0.2 s).
    pub fn new(eo: EoPart) -> Coset {
        let sy = Sym16::get();
        let mut twist_of = vec![0u16; 1 << 14];
        for (k, t) in twist_of.iter_mut().enumerate() {
            let (lo, hi) = (k & 0x7f, k >> 7);
            *t = (0..7).rev().fold(0u16, |t, i| {
                t * 3 + ((lo >> i & 1) + 2 * (hi >> i & 1)).min(2) as u16
            });
        }
        let mut c4_rank = [u8::MAX; 256];
        for (m, r) in c4_rank.iter_mut().enumerate() {
            *r = rank_subset(m as u16, 8).min(255) as u8;
        }
        let e4_rank: Vec<u16> = (0..4096u16).map(|m| rank_subset(m, 12)).collect();
        let mut e4_mask = vec![0u16; N_E4];
        for m in 0..4096u16 {
            if e4_rank[m as usize] != u16::MAX {
                e4_mask[e4_rank[m as usize] as usize] = m;
            }
        }
        let (ctab, reps, stab) = corner_classes(sy);
        let mc = move_cubes();
        let mut cmove = Vec::with_capacity(reps.len() * 18);
        for &r in &reps {
            let c = corner_cube(r as usize);
            for m in mc {
                cmove.push(ctab[corner_raw_of(&c.then_corners(m))]);
            }
        }
        let (perm_s, flip_x, flip_y) = edge_symmetries();
        let mut perm_m = vec![0u16; 18 * 4096];
        let mut flip_m = [0u16; 18];
        for (m, mv) in mc.iter().enumerate() {
            flip_m[m] = edge_masks(mv).1;
            for x in 0..4096usize {
                perm_m[m * 4096 + x] =
                    (0..12).fold(0u16, |s, i| s | ((x >> mv.ep[i] & 1) as u16) << i);
            }
        }
        Coset {
            eo,
            row: N_E4 * eo.size(),
            twist_of,
            c4_rank,
            e4_rank,
            e4_mask,
            ctab,
            reps,
            stab,
            cmove,
            perm_s,
            flip_x,
            flip_y,
            perm_m,
            flip_m,
        }
    }

    /// Entries of the table: classes × row.
    pub fn entries(&self) -> usize {
        self.reps.len() * self.row
    }

    /// Number of corner classes.
    pub fn classes(&self) -> usize {
        self.reps.len()
    }

    /// The class and symmetry of the corners in `m`.
    #[inline(always)]
    pub fn corner(&self, m: &Masks) -> (usize, usize) {
        let t = self.twist_of[(m.twist_lo & 0x7f) as usize | ((m.twist_hi & 0x7f) as usize) << 7];
        let raw = t as usize * N_C4 + self.c4_rank[m.d_corners as usize] as usize;
        let cs = self.ctab[raw];
        ((cs >> 4) as usize, (cs & 15) as usize)
    }

    /// The edges' part of the index, conjugated by symmetry `s`.
    #[inline(always)]
    pub fn edges(&self, s: usize, slice: u16, flip: u16) -> usize {
        let sl = self.perm_s[s << 12 | slice as usize];
        let fl = self.perm_s[s << 12 | flip as usize] ^ self.flip_x[s] ^ (self.flip_y[s] & sl);
        self.e4_rank[sl as usize] as usize * self.eo.size() + self.eo.compress(fl, sl) as usize
    }

    /// The table index of a cube's masks.
    #[inline(always)]
    pub fn index(&self, m: &Masks) -> usize {
        let (class, s) = self.corner(m);
        class * self.row + self.edges(s, m.slice, m.flip)
    }

    /// Every index of the cube's coset: one per symmetry taking its corners to their
    /// class's representative (one unless the representative is symmetric), in order.
    pub fn twins(&self, m: &Masks) -> Vec<usize> {
        let sy = Sym16::get();
        let (class, s) = self.corner(m);
        let st = self.stab[class];
        let mut out: Vec<usize> = (0..N_SYM16)
            .filter(|t| st >> t & 1 == 1)
            .map(|t| class * self.row + self.edges(sy.mul[s][t] as usize, m.slice, m.flip))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The edge masks of a row's entry `e`.
    #[inline(always)]
    pub fn edge_rep(&self, e: usize) -> (u16, u16) {
        let slice = self.e4_mask[e / self.eo.size()];
        (slice, self.eo.expand((e % self.eo.size()) as u32, slice))
    }

    /// Edge masks after turn `m`.
    #[inline(always)]
    pub fn turn_edges(&self, m: usize, slice: u16, flip: u16) -> (u16, u16) {
        (
            self.perm_m[m << 12 | slice as usize],
            self.perm_m[m << 12 | flip as usize] ^ self.flip_m[m],
        )
    }

    /// The class the representative of `class` turned by `m` is in, and the symmetry that
    /// takes it to that class's representative.
    #[inline(always)]
    pub fn turn_corners(&self, class: usize, m: usize) -> (usize, usize) {
        let cs = self.cmove[class * 18 + m];
        ((cs >> 4) as usize, (cs & 15) as usize)
    }

    /// The symmetries fixing a class's representative (bit `s` for symmetry `s`).
    pub fn stabiliser(&self, class: usize) -> u16 {
        self.stab[class]
    }
}

/// The corner classes: `class << 4 | sym` of every raw value, the representatives and
/// their stabilisers.
fn corner_classes(sy: &Sym16) -> (Vec<u32>, Vec<u32>, Vec<u16>) {
    let mut ctab = vec![u32::MAX; N_CORNER_RAW];
    let mut reps = Vec::new();
    let mut stab = Vec::new();
    for raw in 0..N_CORNER_RAW {
        if ctab[raw] != u32::MAX {
            continue;
        }
        let class = reps.len() as u32;
        reps.push(raw as u32);
        let c = corner_cube(raw);
        let mut st = 0u16;
        for s in 0..N_SYM16 {
            let r2 = corner_raw_of(&Sym16::conj(s, &c));
            if r2 == raw {
                st |= 1 << s;
            }
            if ctab[r2] == u32::MAX {
                ctab[r2] = class << 4 | sy.inv[s] as u32;
            }
        }
        stab.push(st);
    }
    (ctab, reps, stab)
}

/// How symmetries act on the edge masks: a permutation of positions (`perm_s`, as a table
/// of every 12-bit mask), and flips changed where a middle-layer edge and a middle-layer
/// position do not meet (`flip' = perm(flip) ^ x ^ (y & slice')`). Both are read off the
/// conjugates of the 495 unflipped cubes `edge_cube(slice, 0)`.
fn edge_symmetries() -> (Vec<u16>, [u16; N_SYM16], [u16; N_SYM16]) {
    let mut perm_s = vec![0u16; N_SYM16 * 4096];
    let mut flip_x = [0u16; N_SYM16];
    let mut flip_y = [0u16; N_SYM16];
    let slices: Vec<u16> = (0..4096u16).filter(|m| m.count_ones() == 4).collect();
    for s in 0..N_SYM16 {
        let images: Vec<(u16, u16, u16)> = slices
            .iter()
            .map(|&m| {
                let (sl, fl) = edge_masks(&Sym16::conj(s, &edge_cube(m, 0)));
                (m, sl, fl)
            })
            .collect();
        // Position j goes where every image of a set holding j has a bit.
        let mut to = [0u32; 12];
        for (j, t) in to.iter_mut().enumerate() {
            let common = images
                .iter()
                .filter(|(m, _, _)| m >> j & 1 == 1)
                .fold(0xfffu16, |a, (_, sl, _)| a & sl);
            *t = common.trailing_zeros();
        }
        for x in 0..4096usize {
            perm_s[s << 12 | x] = (0..12).fold(0u16, |m, j| m | ((x >> j & 1) as u16) << to[j]);
        }
        // The flips of an unflipped cube's conjugate: x where the position holds an outer
        // edge, x ^ y where it holds a middle one.
        for &(_, sl, fl) in &images {
            flip_x[s] |= fl & !sl;
            flip_y[s] |= fl & sl;
        }
        flip_y[s] ^= flip_x[s];
    }
    (perm_s, flip_x, flip_y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vector::Vc;
    use rand::SeedableRng;

    #[test]
    fn corner_classes_number_9930() {
        let c = Coset::new(EoPart::Middle);
        assert_eq!(c.classes(), N_CORNER_CLASSES);
        assert_eq!(c.stabiliser(0) & 1, 1);
    }

    /// The index is a function of the coset: symmetric cubes, and cubes that differ by U
    /// and D turns applied first, have one index.
    #[test]
    fn the_index_is_invariant_under_the_symmetries_and_the_subgroup() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mc = move_cubes();
        for eo in [EoPart::Middle, EoPart::Outer, EoPart::All] {
            let co = Coset::new(eo);
            for _ in 0..300 {
                let c = crate::scramble::random_cube(&mut rng);
                let i = co.twins(&Vc::of(&c).masks());
                assert!(i.contains(&co.index(&Vc::of(&c).masks())));
                for s in 0..N_SYM16 {
                    let cs = Sym16::conj(s, &c);
                    assert_eq!(co.twins(&Vc::of(&cs).masks()), i, "{eo:?} sym {s}");
                }
                for h in [0usize, 1, 2, 9, 10, 11] {
                    let hc = mc[h].then(&c);
                    assert_eq!(co.twins(&Vc::of(&hc).masks()), i, "{eo:?} premove {h}");
                }
            }
        }
    }

    /// Turning a row's representative by the coordinate tables lands where turning the
    /// cube does.
    #[test]
    fn turns_on_coordinates_match_turns_on_cubes() {
        let mc = move_cubes();
        let sy = Sym16::get();
        let co = Coset::new(EoPart::All);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
        for _ in 0..200 {
            let c = crate::scramble::random_cube(&mut rng);
            let masks = Vc::of(&c).masks();
            let (class, s) = co.corner(&masks);
            let e = co.edges(s, masks.slice, masks.flip);
            for m in 0..18 {
                let want = co.twins(&Vc::of(&c.then(&mc[m])).masks());
                // The representative frame: conjugate the turn by s too.
                let ms = sy.mv[s][m] as usize;
                let (c2, s2) = co.turn_corners(class, ms);
                let (sl, fl) = co.edge_rep(e);
                let (sl, fl) = co.turn_edges(ms, sl, fl);
                assert!(want.contains(&(c2 * co.row + co.edges(s2, sl, fl))));
            }
        }
    }
}
