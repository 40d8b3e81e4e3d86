//! Bit tricks shared by the puzzles' tables: BMI2 `pext`/`pdep` (with portable fallbacks)
//! and a cache prefetch hint.

/// Gathers the bits of `x` selected by `mask` into the low bits (BMI2 `pext`).
#[inline(always)]
pub fn pext(x: u32, mask: u32) -> u32 {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        // SAFETY: the target feature is enabled at compile time.
        unsafe { core::arch::x86_64::_pext_u32(x, mask) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        let (mut m, mut out, mut bit) = (mask, 0u32, 0);
        while m != 0 {
            let low = m & m.wrapping_neg();
            if x & low != 0 {
                out |= 1 << bit;
            }
            bit += 1;
            m &= m - 1;
        }
        out
    }
}

/// Scatters the low bits of `x` to the positions selected by `mask` (BMI2 `pdep`).
#[inline(always)]
pub fn pdep(x: u32, mask: u32) -> u32 {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        // SAFETY: the target feature is enabled at compile time.
        unsafe { core::arch::x86_64::_pdep_u32(x, mask) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        let (mut m, mut out, mut bit) = (mask, 0u32, 0);
        while m != 0 {
            let low = m & m.wrapping_neg();
            if x & (1 << bit) != 0 {
                out |= low;
            }
            bit += 1;
            m &= m - 1;
        }
        out
    }
}

/// Hints the processor to fetch the cache line at `p` (no effect elsewhere).
#[inline(always)]
pub fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: prefetching never faults, whatever the address.
    unsafe {
        core::arch::x86_64::_mm_prefetch(p as *const i8, core::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pext_pdep_are_inverse() {
        let mask = 0b1011_0110u32;
        for x in 0..32u32 {
            assert_eq!(pext(pdep(x, mask), mask), x & 0x1f);
        }
        assert_eq!(pext(0b1010, 0b1110), 0b101);
    }
}
