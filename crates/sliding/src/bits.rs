//! Bit tricks for boards of at most 16 cells (one bit per cell in a `u32`); `pext`, `pdep`
//! and `prefetch` come from [`search::bits`].

pub use search::bits::{pdep, pext, prefetch};

/// Rank of `k` distinct cells of an `n`-cell board (`n ≤ 16`) among all ordered choices:
/// `0 .. n!/(n-k)!`, as mixed-radix digits (each cell's index among the cells still free).
#[inline(always)]
pub fn rank_cells(cells: &[u8], n: usize) -> usize {
    let mut used = 0u32;
    let mut r = 0usize;
    for (i, &c) in cells.iter().enumerate() {
        let d = c as u32 - (used & ((1u32 << c) - 1)).count_ones();
        r = r * (n - i) + d as usize;
        used |= 1 << c;
    }
    r
}

/// The inverse of [`rank_cells`]: fills `out` (its length is `k`).
#[inline]
pub fn unrank_cells(mut rank: usize, n: usize, out: &mut [u8]) {
    let k = out.len();
    let mut digits = [0u32; 16];
    for i in (0..k).rev() {
        let radix = n - i;
        digits[i] = (rank % radix) as u32;
        rank /= radix;
    }
    let mut free = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    for i in 0..k {
        let c = pdep(1 << digits[i], free).trailing_zeros();
        out[i] = c as u8;
        free &= !(1 << c);
    }
}

/// `n! / (n-k)!`: the number of ordered choices of `k` cells out of `n`.
pub fn arrangements(n: usize, k: usize) -> usize {
    (n - k + 1..=n).product()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_unrank_round_trip() {
        let n = 6;
        let k = 3;
        let mut out = [0u8; 3];
        let mut all = std::collections::HashSet::new();
        for r in 0..arrangements(n, k) {
            unrank_cells(r, n, &mut out);
            assert_eq!(rank_cells(&out, n), r);
            assert!(all.insert(out), "two ranks give {out:?}");
        }
        assert_eq!(arrangements(16, 8), 518_918_400);
    }
}
