//! Packed tables: entries of 2 or 4 bits, several to a byte (the lowest bits first), and
//! their atomic form for parallel builds.
//!
//! An entry with every bit set is "not yet reached" while a table is built
//! ([`AtomicPacked`]): a write only clears bits, so threads writing the same value to one
//! entry agree, and writes to different entries of one byte never lose each other.

use std::sync::atomic::{AtomicU8, Ordering};

/// A table of `BITS`-bit entries (`BITS` is 2 or 4), `8 / BITS` to a byte, entry `i` in
/// bits `(i % per byte) · BITS` of byte `i / per byte`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed<const BITS: u32> {
    len: usize,
    data: Vec<u8>,
}

/// Entries per byte.
const fn per_byte(bits: u32) -> usize {
    (8 / bits) as usize
}

const fn mask(bits: u32) -> u8 {
    ((1u16 << bits) - 1) as u8
}

impl<const BITS: u32> Packed<BITS> {
    /// The value of an entry not reached by a build: every bit set.
    pub const UNSEEN: u8 = mask(BITS);
    const PER: usize = {
        assert!(BITS == 2 || BITS == 4, "entries of 2 or 4 bits");
        per_byte(BITS)
    };

    /// Bytes of a table of `len` entries.
    pub const fn bytes_for(len: usize) -> usize {
        len.div_ceil(Self::PER)
    }

    /// A table of `len` entries, all `fill` (its low `BITS` bits).
    pub fn filled(len: usize, fill: u8) -> Self {
        let f = fill & mask(BITS);
        let mut b = 0u8;
        for k in 0..Self::PER {
            b |= f << (k as u32 * BITS);
        }
        let mut data = crate::pdb::alloc_table::<u8>(Self::bytes_for(len));
        data.fill(b);
        Packed { len, data }
    }

    /// The table from its serialised form; `None` when the byte count does not match.
    pub fn from_bytes(len: usize, bytes: Vec<u8>) -> Option<Self> {
        (bytes.len() == Self::bytes_for(len)).then_some(Packed { len, data: bytes })
    }

    /// The serialised form.
    pub fn as_bytes(&self) -> &[u8] {
        &self.data
    }

    /// The serialised form, giving up the table.
    pub fn into_bytes(self) -> Vec<u8> {
        self.data
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Entry `i`.
    #[inline(always)]
    pub fn get(&self, i: usize) -> u8 {
        (self.data[i / Self::PER] >> ((i % Self::PER) as u32 * BITS)) & mask(BITS)
    }

    /// Sets entry `i` to the low bits of `v`.
    pub fn set(&mut self, i: usize, v: u8) {
        let shift = (i % Self::PER) as u32 * BITS;
        let b = &mut self.data[i / Self::PER];
        *b = (*b & !(mask(BITS) << shift)) | ((v & mask(BITS)) << shift);
    }

    /// A pointer to the byte holding entry `i`, for prefetching.
    #[inline(always)]
    pub fn ptr(&self, i: usize) -> *const u8 {
        self.data.as_ptr().wrapping_add(i / Self::PER)
    }

    /// How many entries hold each value (`0..2^BITS`).
    pub fn histogram(&self) -> Vec<u64> {
        let mut h = vec![0u64; 1 << BITS];
        for i in 0..self.len {
            h[self.get(i) as usize] += 1;
        }
        h
    }
}

/// A packed table under construction by several threads: every entry starts unseen
/// (all bits set), and [`AtomicPacked::set_if_unseen`] writes it once.
pub struct AtomicPacked<const BITS: u32> {
    len: usize,
    data: Vec<AtomicU8>,
}

impl<const BITS: u32> AtomicPacked<BITS> {
    /// `len` unseen entries.
    pub fn new(len: usize) -> Self {
        let data: Vec<AtomicU8> = (0..Packed::<BITS>::bytes_for(len))
            .map(|_| AtomicU8::new(0xff))
            .collect();
        crate::pdb::advise_huge_pages(&data);
        AtomicPacked { len, data }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Entry `i` (`Packed::UNSEEN` while unreached).
    #[inline(always)]
    pub fn get(&self, i: usize) -> u8 {
        let per = per_byte(BITS);
        (self.data[i / per].load(Ordering::Relaxed) >> ((i % per) as u32 * BITS)) & mask(BITS)
    }

    /// Whether entry `i` is unreached.
    #[inline(always)]
    pub fn is_unseen(&self, i: usize) -> bool {
        self.get(i) == mask(BITS)
    }

    /// Gives an unreached entry the value `v` (below `2^BITS − 1`); true if it was
    /// unreached. An entry already reached keeps its value. Threads may race to write one
    /// entry only with the same value (a level of a breadth-first build writes one value).
    #[inline(always)]
    pub fn set_if_unseen(&self, i: usize, v: u8) -> bool {
        let per = per_byte(BITS);
        let shift = (i % per) as u32 * BITS;
        let byte = &self.data[i / per];
        if (byte.load(Ordering::Relaxed) >> shift) & mask(BITS) != mask(BITS) {
            return false;
        }
        let clear = (mask(BITS) ^ (v & mask(BITS))) << shift;
        let old = byte.fetch_and(!clear, Ordering::Relaxed);
        (old >> shift) & mask(BITS) == mask(BITS)
    }

    /// The finished table.
    pub fn into_packed(self) -> Packed<BITS> {
        // In place: an atomic byte has the layout of a byte.
        let data: Vec<u8> = self.data.into_iter().map(AtomicU8::into_inner).collect();
        Packed {
            len: self.len,
            data,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_low_bits_first() {
        let mut t = Packed::<4>::filled(5, 3);
        t.set(0, 15);
        t.set(4, 7);
        assert_eq!(
            (0..5).map(|i| t.get(i)).collect::<Vec<_>>(),
            [15, 3, 3, 3, 7]
        );
        assert_eq!(t.as_bytes()[0], 0x3f);
        let bytes = t.as_bytes().to_vec();
        assert_eq!(Packed::<4>::from_bytes(5, bytes.clone()), Some(t));
        assert_eq!(Packed::<4>::from_bytes(7, bytes), None);
        let mut t = Packed::<2>::filled(9, 0);
        t.set(5, 2);
        assert_eq!(t.as_bytes(), &[0, 0b1000, 0]);
        assert_eq!(t.histogram(), vec![8, 0, 1, 0]);
    }

    #[test]
    fn atomic_writes_happen_once() {
        let t = AtomicPacked::<2>::new(10);
        assert!(t.is_unseen(3));
        assert!(t.set_if_unseen(3, 1));
        assert!(!t.set_if_unseen(3, 1));
        assert!(!t.set_if_unseen(3, 2), "a reached entry keeps its value");
        assert!(t.set_if_unseen(4, 0));
        let p = t.into_packed();
        assert_eq!((p.get(3), p.get(4), p.get(5)), (1, 0, 3));
    }
}
