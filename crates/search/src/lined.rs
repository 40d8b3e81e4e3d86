//! Tables of 2-bit entries over a base value: one memory access reads a lower bound.
//!
//! [`Lined`] keeps a base per cache line (exact near the line's least value); [`Banded`]
//! keeps one base for the table and a fallback minimum per group of 62 entries (exact just
//! above the base, which is where most entries of a large pattern database lie).
//!
//! Each 64-byte line holds a base byte (the least value of its entries) and
//! [`PER_LINE`] = 252 entries of 2 bits, entry `k` of a line in bits `(k % 4) · 2` of byte
//! `1 + k / 4`. An entry stores `min(value − base, 3)`, so a read gives the value itself
//! when it is at most `base + 3`, else `base + 3`: never more than the value, which keeps a
//! heuristic admissible. Where the values of a line lie within four of each other (as the
//! distances of neighbouring ranks in a pattern database mostly do), the table is exact at
//! a quarter of a byte table's size. The lines are 64-byte aligned, so an entry and its
//! base always share one cache line.

/// Bytes of a line (a cache line).
pub const LINE: usize = 64;
/// Entries of a line: 63 bytes of four entries each.
pub const PER_LINE: usize = (LINE - 1) * 4;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(C, align(64))]
struct Line([u8; LINE]);

impl Line {
    /// The line of `values` (at most [`PER_LINE`] of them).
    fn of(values: &[u8]) -> Line {
        let base = values.iter().copied().min().unwrap_or(0);
        let mut b = [0u8; LINE];
        b[0] = base;
        for (k, &v) in values.iter().enumerate() {
            b[1 + k / 4] |= (v - base).min(3) << ((k % 4) * 2);
        }
        Line(b)
    }

    #[inline(always)]
    fn get(&self, k: usize) -> u8 {
        self.0[0] + ((self.0[1 + k / 4] >> ((k % 4) * 2)) & 3)
    }
}

/// A read-only table of 2-bit entries over a base per cache line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Lined {
    len: usize,
    lines: Vec<Line>,
}

impl Lined {
    /// Lines of a table of `len` entries.
    pub const fn lines_for(len: usize) -> usize {
        len.div_ceil(PER_LINE)
    }

    /// Bytes of a table of `len` entries (its serialised form too).
    pub const fn bytes_for(len: usize) -> usize {
        Self::lines_for(len) * LINE
    }

    /// The table of entries `value(0..len)`, its lines made on `threads` threads. The base
    /// of a line is the least of its values, so `value` of every entry is asked once.
    pub fn build(len: usize, threads: usize, value: impl Fn(usize) -> u8 + Sync) -> Lined {
        let mut lines = vec![Line([0; LINE]); Self::lines_for(len)];
        each_chunk(&mut lines, threads, |at, chunk| {
            let mut vals = [0u8; PER_LINE];
            for (j, line) in chunk.iter_mut().enumerate() {
                let first = (at + j) * PER_LINE;
                let n = PER_LINE.min(len - first);
                for (k, v) in vals[..n].iter_mut().enumerate() {
                    *v = value(first + k);
                }
                *line = Line::of(&vals[..n]);
            }
        });
        Lined { len, lines }
    }

    /// The table from its serialised form; `None` when the byte count does not match.
    pub fn from_bytes(len: usize, bytes: &[u8]) -> Option<Lined> {
        if bytes.len() != Self::bytes_for(len) {
            return None;
        }
        let lines = bytes
            .chunks_exact(LINE)
            .map(|c| Line(c.try_into().expect("a chunk of LINE bytes")))
            .collect();
        Some(Lined { len, lines })
    }

    /// The serialised form: the lines in order, base byte first.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.lines.iter().flat_map(|l| l.0).collect()
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Entry `i`: its value when that is within three of its line's base, else the base
    /// plus three (a lower bound).
    #[inline(always)]
    pub fn get(&self, i: usize) -> u8 {
        self.lines[i / PER_LINE].get(i % PER_LINE)
    }

    /// A pointer to the line holding entry `i`, for prefetching.
    #[inline(always)]
    pub fn ptr(&self, i: usize) -> *const u8 {
        self.lines.as_ptr().wrapping_add(i / PER_LINE).cast::<u8>()
    }
}

/// Entries of a group of [`Banded`]: 62 entries of 2 bits and a 4-bit minimum in 16 bytes.
pub const PER_GROUP: usize = 62;

/// A read-only table of 2-bit entries over one base value for the whole table, with a
/// fallback per group of [`PER_GROUP`] entries (Rokicki's encoding in nxopt).
///
/// An entry stores 1, 2 or 3 for a value of `base + 1`, `base + 2` or at least `base + 3`,
/// and 0 for a value of at most `base`; a 0 reads as the least value of its group (kept in
/// the group's last four bits, at most 15). Every read is a lower bound of the value, exact
/// from `base + 1` to `base + 2`. A group is 16 aligned bytes, so an entry and its group's
/// minimum share a cache line. With the base one below the commonest value, most entries
/// read exactly at an eighth of a byte table's size.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Banded {
    len: usize,
    base: u8,
    groups: Vec<u128>,
}

impl Banded {
    /// Groups of a table of `len` entries.
    pub const fn groups_for(len: usize) -> usize {
        len.div_ceil(PER_GROUP)
    }

    /// The serialised size of a table of `len` entries: a 16-byte head (the base) and the
    /// groups.
    pub const fn bytes_for(len: usize) -> usize {
        16 + Self::groups_for(len) * 16
    }

    /// The table of entries `value(0..len)` over `base`, made on `threads` threads.
    pub fn build(
        len: usize,
        base: u8,
        threads: usize,
        value: impl Fn(usize) -> u8 + Sync,
    ) -> Banded {
        let mut groups = crate::pdb::alloc_table::<u128>(Self::groups_for(len));
        each_chunk(&mut groups, threads, |at, chunk| {
            for (j, g) in chunk.iter_mut().enumerate() {
                let first = (at + j) * PER_GROUP;
                let n = PER_GROUP.min(len - first);
                let mut w = 0u128;
                let mut least = 15u8;
                for k in 0..n {
                    let v = value(first + k);
                    least = least.min(v);
                    let code = v.saturating_sub(base).min(3);
                    w |= (code as u128) << (2 * k);
                }
                *g = w | (least as u128) << 124;
            }
        });
        Banded { len, base, groups }
    }

    /// The table from its serialised form; `None` when it does not match `len`.
    pub fn from_bytes(len: usize, bytes: &[u8]) -> Option<Banded> {
        if bytes.len() != Self::bytes_for(len) {
            return None;
        }
        let base = bytes[0];
        let mut groups = crate::pdb::alloc_table::<u128>(Self::groups_for(len));
        for (g, c) in groups.iter_mut().zip(bytes[16..].chunks_exact(16)) {
            *g = u128::from_le_bytes(c.try_into().expect("16 bytes"));
        }
        Some(Banded { len, base, groups })
    }

    /// The serialised form: the base (in a 16-byte head), then the groups, little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(Self::bytes_for(self.len));
        out.push(self.base);
        out.resize(16, 0);
        for g in &self.groups {
            out.extend_from_slice(&g.to_le_bytes());
        }
        out
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The size of its serialised form, in bytes.
    pub fn bytes(&self) -> usize {
        Self::bytes_for(self.len)
    }

    /// The base value.
    pub fn base(&self) -> u8 {
        self.base
    }

    /// Entry `i`: a lower bound of its value (exact from `base + 1` to `base + 2`).
    #[inline(always)]
    pub fn get(&self, i: usize) -> u8 {
        let w = self.groups[i / PER_GROUP];
        let code = (w >> (2 * (i % PER_GROUP))) as u8 & 3;
        if code != 0 {
            self.base + code
        } else {
            (w >> 124) as u8
        }
    }

    /// A pointer to the group holding entry `i`, for prefetching.
    #[inline(always)]
    pub fn ptr(&self, i: usize) -> *const u8 {
        self.groups
            .as_ptr()
            .wrapping_add(i / PER_GROUP)
            .cast::<u8>()
    }

    /// How many entries read each value (0–15 and above).
    pub fn histogram(&self) -> [u64; 19] {
        let mut h = [0u64; 19];
        for i in 0..self.len {
            h[self.get(i).min(18) as usize] += 1;
        }
        h
    }
}

/// `work(at, chunk)` over `items` cut into one chunk a thread (`at`: the chunk's first
/// index), on `threads` threads — or here, on this one, when there is one (a host without
/// threads, as a browser's, builds the same table).
fn each_chunk<T: Send>(items: &mut [T], threads: usize, work: impl Fn(usize, &mut [T]) + Sync) {
    let threads = crate::par::threads(threads);
    if threads <= 1 {
        work(0, items);
        return;
    }
    let per_thread = items.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        for (c, chunk) in items.chunks_mut(per_thread).enumerate() {
            let work = &work;
            s.spawn(move || work(c * per_thread, chunk));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn lines_are_cache_lines() {
        assert_eq!(std::mem::size_of::<Line>(), 64);
        assert_eq!(std::mem::align_of::<Line>(), 64);
        let t = Lined::build(1000, 2, |i| (i % 7) as u8);
        assert_eq!(t.ptr(0) as usize % 64, 0);
        assert_eq!(t.ptr(PER_LINE) as usize - t.ptr(0) as usize, 64);
        assert_eq!(Lined::bytes_for(1000), 4 * 64);
    }

    #[test]
    fn near_the_base_is_exact_far_above_is_a_lower_bound() {
        // Line 0: values 5..=9; line 1: all 12.
        let value = |i: usize| if i < PER_LINE { 5 + (i % 5) as u8 } else { 12 };
        let t = Lined::build(PER_LINE + 3, 1, value);
        assert_eq!(
            (0..5).map(|i| t.get(i)).collect::<Vec<_>>(),
            [5, 6, 7, 8, 8]
        );
        assert_eq!(t.get(PER_LINE + 2), 12);
        assert_eq!(t.to_bytes()[0], 5);
        assert_eq!(t.to_bytes()[64], 12);
    }

    #[test]
    fn banded_reads_exactly_near_the_base_and_its_group_minimum_below() {
        // Group 0: 9, 10, 11, 12, 13, 7, then 10s; group 1: all 4.
        let vals = |i: usize| match i {
            0..=4 => 9 + i as u8,
            5 => 7,
            6..=61 => 10,
            _ => 4,
        };
        let t = Banded::build(70, 9, 2, vals);
        let read: Vec<u8> = (0..7).map(|i| t.get(i)).collect();
        assert_eq!(read, [7, 10, 11, 12, 12, 7, 10]);
        assert_eq!(t.get(65), 4);
        assert_eq!(t.ptr(62) as usize - t.ptr(0) as usize, 16);
        let b = t.to_bytes();
        assert_eq!(Banded::from_bytes(70, &b), Some(t));
        assert_eq!(Banded::from_bytes(200, &b), None);
    }

    proptest! {
        /// One thread (a browser's host) or several: the same table, byte for byte.
        #[test]
        fn the_tables_are_the_same_on_any_number_of_threads(
            values in proptest::collection::vec(0u8..16, 1..700),
            threads in 2usize..5,
        ) {
            let value = |i: usize| values[i];
            let n = values.len();
            prop_assert_eq!(
                Lined::build(n, 1, value).to_bytes(),
                Lined::build(n, threads, value).to_bytes()
            );
            prop_assert_eq!(
                Banded::build(n, 3, 1, value).to_bytes(),
                Banded::build(n, 3, threads, value).to_bytes()
            );
        }

        #[test]
        fn banded_reads_are_lower_bounds(
            values in proptest::collection::vec(0u8..16, 0..300),
            base in 0u8..12,
        ) {
            let t = Banded::build(values.len(), base, 3, |i| values[i]);
            for (i, &v) in values.iter().enumerate() {
                let r = t.get(i);
                prop_assert!(r <= v);
                if v > base && v <= base + 2 {
                    prop_assert_eq!(r, v);
                }
            }
        }

        #[test]
        fn reads_never_exceed_the_value_and_serialise(
            values in proptest::collection::vec(0u8..40, 0..800),
            threads in 1usize..4,
        ) {
            let t = Lined::build(values.len(), threads, |i| values[i]);
            prop_assert_eq!(t.len(), values.len());
            for (i, &v) in values.iter().enumerate() {
                let line = &values[i / PER_LINE * PER_LINE..];
                let base = *line[..PER_LINE.min(line.len())].iter().min().unwrap();
                prop_assert_eq!(t.get(i), v.min(base + 3));
            }
            let bytes = t.to_bytes();
            prop_assert_eq!(Lined::from_bytes(values.len(), &bytes), Some(t));
            prop_assert_eq!(Lined::from_bytes(values.len() + PER_LINE, &bytes), None);
        }
    }
}
