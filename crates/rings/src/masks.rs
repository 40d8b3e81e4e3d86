//! The slot sets the searches work on: for each colour, the set of slots its pieces are in
//! (a 35-bit mask), where a click is a few bit operations; colex ranks of slot sets (the
//! tables' indices). Shared by the colour tables, the two-colour tables and the beam search.

use crate::moves::CLICKS;
use crate::state::{State, SLOTS, SLOTS_PER_RING};

/// The unit moves (clicks): ring `m / 2` (0 the disk), clockwise when `m` is even.
pub const N_CLICKS: usize = 12;

/// No move yet.
pub const NONE: u8 = 255;

/// Pieces of one colour.
pub const K: usize = SLOTS_PER_RING;

/// `C(n, k)` for `n ≤ 35`, `k ≤ 14` (sets of one colour here, of two in [`crate::pair`]).
pub const BINOM: [[u64; 15]; SLOTS + 1] = {
    let mut t = [[0u64; 15]; SLOTS + 1];
    let mut n = 0;
    while n <= SLOTS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 14 && k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// Colex rank of a set of 7 slots given as a bit mask.
#[inline(always)]
pub fn rank(mut mask: u64) -> usize {
    let mut r = 0u64;
    let mut k = 1;
    while mask != 0 {
        let s = mask.trailing_zeros() as usize;
        r += BINOM[s][k];
        k += 1;
        mask &= mask - 1;
    }
    r as usize
}

/// The set of 7 slots with colex rank `r`, as a bit mask.
pub fn unrank(r: usize) -> u64 {
    unrank_set(r, K)
}

/// The set of `k` slots with colex rank `r`, as a bit mask.
pub fn unrank_set(mut r: usize, mut k: usize) -> u64 {
    let mut mask = 0u64;
    for s in (0..SLOTS).rev() {
        if k > 0 && BINOM[s][k] as usize <= r {
            r -= BINOM[s][k] as usize;
            mask |= 1 << s;
            k -= 1;
        }
    }
    mask
}

/// A slot set after unit move `m`.
#[inline(always)]
pub fn move_mask(mask: u64, m: u8) -> u64 {
    let perm = &CLICKS()[m as usize];
    let mut out = 0u64;
    let mut x = mask;
    while x != 0 {
        let s = x.trailing_zeros() as usize;
        out |= 1 << perm[s];
        x &= x - 1;
    }
    out
}

/// The five colours' slot sets, the form the search works on: a click is a few bit
/// operations on each set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Masks(pub [u64; 5]);

/// All 35 slots.
const FULL: u64 = (1 << SLOTS) - 1;
/// The disk's slots: slots 0 and 6 of every ring.
const DISK: u64 = {
    let mut m = 0u64;
    let mut r = 0;
    while r < 5 {
        m |= 1 << (r * SLOTS_PER_RING);
        m |= 1 << (r * SLOTS_PER_RING + 6);
        r += 1;
    }
    m
};

/// Rotates a 35-bit slot set by `k` rings (7 slots each) towards higher rings.
#[inline(always)]
pub fn rotate_rings(mask: u64, k: usize) -> u64 {
    let bits = (k % 5) * SLOTS_PER_RING;
    if bits == 0 {
        return mask;
    }
    ((mask << bits) | (mask >> (SLOTS - bits))) & FULL
}

impl Masks {
    /// The slot sets of a position.
    pub fn of(s: &State) -> Masks {
        let mut m = [0u64; 5];
        for (slot, &c) in s.cells.iter().enumerate() {
            m[c as usize] |= 1 << slot;
        }
        Masks(m)
    }

    /// Whether every colour is home.
    pub fn solved(&self) -> bool {
        (0..5).all(|c| self.0[c] == 0x7f << (c * SLOTS_PER_RING))
    }

    /// The sets after unit move `m`.
    #[inline(always)]
    pub fn click(&self, m: u8) -> Masks {
        Masks(self.0.map(|x| click_set(x, m)))
    }
}

/// A set of slots after unit move `m` (where the pieces in those slots go).
#[inline(always)]
pub fn click_set(x: u64, m: u8) -> u64 {
    let ring = (m / 2) as usize;
    let cw = m.is_multiple_of(2);
    if ring == 0 {
        let moved = x & DISK;
        let k = if cw { 1 } else { 4 };
        (x & !DISK) | rotate_rings(moved, k)
    } else {
        let base = (ring - 1) * SLOTS_PER_RING;
        let field = (x >> base) & 0x7f;
        let turned = if cw {
            ((field << 1) | (field >> 6)) & 0x7f
        } else {
            ((field >> 1) | (field << 6)) & 0x7f
        };
        (x & !(0x7f << base)) | (turned << base)
    }
}
