//! Pattern databases: packed tables, a breadth-first builder, and heuristic combinators.
//!
//! A pattern database maps an abstract state (a *rank* in `0..len`) to a lower bound on the
//! cost of solving it. Tables are immutable once built; they are built by pure functions and
//! serialised with [`ByteTable::as_bytes`] / [`ByteTable::from_bytes`] (the binary caches
//! them on disk behind a [`crate::cache`] header). Tables of 2 and 4 bits per entry are in
//! [`crate::packed`].

/// Asks the kernel to back a large allocation with huge pages (fewer TLB misses on the
/// random lookups pattern databases make). A hint: failure changes nothing.
pub fn advise_huge_pages<T>(data: &[T]) {
    #[cfg(target_os = "linux")]
    {
        let bytes = std::mem::size_of_val(data);
        if bytes < (4 << 20) {
            return;
        }
        let start = data.as_ptr() as usize;
        let page = 4096usize;
        let aligned = (start + page - 1) & !(page - 1);
        let len = (start + bytes).saturating_sub(aligned) & !(page - 1);
        if len > 0 {
            // SAFETY: the range lies inside `data`'s allocation; MADV_HUGEPAGE only changes
            // how the kernel backs those pages, never their contents.
            unsafe {
                libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = data;
}

/// A zero-filled buffer of `len` entries for a large table, backed by huge pages where the
/// kernel allows (its pages are not touched until written).
pub fn alloc_table<T: Clone + Default>(len: usize) -> Vec<T> {
    let v = vec![T::default(); len];
    advise_huge_pages(&v);
    v
}

/// A table of one byte per entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByteTable {
    data: Vec<u8>,
}

/// The value of an entry not (yet) reached by a breadth-first build.
pub const UNSEEN: u8 = u8::MAX;

impl ByteTable {
    /// A table of `len` entries, all `fill`.
    pub fn filled(len: usize, fill: u8) -> Self {
        Self {
            data: vec![fill; len],
        }
    }

    /// Wraps raw entries.
    pub fn from_vec(data: Vec<u8>) -> Self {
        Self { data }
    }

    /// The table from its serialised form (the entries themselves).
    pub fn from_bytes(bytes: Vec<u8>) -> Self {
        Self { data: bytes }
    }

    /// The serialised form of the table.
    pub fn as_bytes(&self) -> &[u8] {
        &self.data
    }

    /// The entries, giving up the table.
    pub fn into_vec(self) -> Vec<u8> {
        self.data
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the table has no entries.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Entry `i`.
    #[inline(always)]
    pub fn get(&self, i: usize) -> u8 {
        self.data[i]
    }

    /// Entry `i` without a bounds check.
    ///
    /// # Safety
    /// `i < self.len()`.
    #[inline(always)]
    pub unsafe fn get_unchecked(&self, i: usize) -> u8 {
        // SAFETY: the caller promises `i < self.len()`.
        unsafe { *self.data.get_unchecked(i) }
    }

    /// Sets entry `i`.
    pub fn set(&mut self, i: usize, v: u8) {
        self.data[i] = v;
    }

    /// Pointer to entry `i`, for prefetching.
    #[inline(always)]
    pub fn ptr(&self, i: usize) -> *const u8 {
        self.data.as_ptr().wrapping_add(i)
    }

    /// The largest entry and the mean over entries other than [`UNSEEN`].
    pub fn stats(&self) -> TableStats {
        let mut max = 0u8;
        let mut sum = 0u64;
        let mut count = 0u64;
        for &v in &self.data {
            if v != UNSEEN {
                max = max.max(v);
                sum += v as u64;
                count += 1;
            }
        }
        TableStats {
            entries: self.data.len() as u64,
            reached: count,
            max,
            mean: if count == 0 {
                0.0
            } else {
                sum as f64 / count as f64
            },
        }
    }
}

/// Summary figures of a table, for the documentation's table of tables and for benchmarks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableStats {
    /// Number of entries.
    pub entries: u64,
    /// Entries with a value (reached by the build).
    pub reached: u64,
    /// The largest value.
    pub max: u8,
    /// The mean value over reached entries.
    pub mean: f64,
}

/// Builds a distance table by breadth-first search over a ranked state space.
///
/// * `len` — the number of ranks;
/// * `goals` — the ranks at distance 0;
/// * `successors(rank, emit)` — calls `emit(next_rank)` for every state one move away;
/// * `progress(done, total)` — called after every level with the entries reached so far.
///
/// Entries never reached keep the value [`UNSEEN`]. The search scans the table level by
/// level instead of keeping a queue, so it needs no memory beyond the table itself.
/// Distances above 254 are not representable and stop the build at that level.
pub fn bfs_table(
    len: usize,
    goals: impl IntoIterator<Item = usize>,
    mut successors: impl FnMut(usize, &mut dyn FnMut(usize)),
    progress: &dyn Fn(u64, u64),
) -> ByteTable {
    let mut table = ByteTable::filled(len, UNSEEN);
    let mut reached = 0u64;
    for g in goals {
        if table.get(g) == UNSEEN {
            table.set(g, 0);
            reached += 1;
        }
    }
    let mut depth = 0u8;
    loop {
        let mut added = 0u64;
        for i in 0..len {
            if table.data[i] != depth {
                continue;
            }
            successors(i, &mut |j| {
                if table.data[j] == UNSEEN {
                    table.data[j] = depth + 1;
                    added += 1;
                }
            });
        }
        reached += added;
        progress(reached, len as u64);
        if added == 0 || depth == UNSEEN - 2 {
            return table;
        }
        depth += 1;
    }
}

/// A heuristic: a lower bound on the cost to solve a state.
pub trait Heuristic<S: ?Sized> {
    /// The lower bound for `state`.
    fn estimate(&self, state: &S) -> u32;
}

impl<S: ?Sized, F: Fn(&S) -> u32> Heuristic<S> for F {
    fn estimate(&self, state: &S) -> u32 {
        self(state)
    }
}

/// The sum of heuristics over disjoint patterns (admissible when no move is counted by two
/// of them).
pub struct Additive<H>(pub Vec<H>);

impl<S: ?Sized, H: Heuristic<S>> Heuristic<S> for Additive<H> {
    fn estimate(&self, state: &S) -> u32 {
        self.0.iter().map(|h| h.estimate(state)).sum()
    }
}

/// The maximum of heuristics (admissible when each of them is).
pub struct Max<H>(pub Vec<H>);

impl<S: ?Sized, H: Heuristic<S>> Heuristic<S> for Max<H> {
    fn estimate(&self, state: &S) -> u32 {
        self.0.iter().map(|h| h.estimate(state)).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bfs_table_on_a_cycle() {
        // A cycle of 10 states, moves ±1: the distance of i from 0 is min(i, 10 - i).
        let t = bfs_table(
            10,
            [0],
            |i, emit| {
                emit((i + 1) % 10);
                emit((i + 9) % 10);
            },
            &|_, _| {},
        );
        for i in 0..10 {
            assert_eq!(t.get(i) as usize, i.min(10 - i));
        }
        let s = t.stats();
        assert_eq!((s.max, s.reached), (5, 10));
    }

    #[test]
    fn unreachable_entries_stay_unseen() {
        let t = bfs_table(
            4,
            [0],
            |i, emit| {
                if i == 0 {
                    emit(1)
                }
            },
            &|_, _| {},
        );
        assert_eq!((t.get(1), t.get(2)), (1, UNSEEN));
    }

    #[test]
    fn combinators() {
        let a = |x: &u32| *x;
        let b = |x: &u32| *x * 2;
        let sum = Additive(vec![&a as &dyn Fn(&u32) -> u32, &b]);
        let max = Max(vec![&a as &dyn Fn(&u32) -> u32, &b]);
        assert_eq!(sum.estimate(&3), 9);
        assert_eq!(max.estimate(&3), 6);
    }
}
