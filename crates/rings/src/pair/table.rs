//! The two-colour tables themselves: sets of slots ranked ([`Ranker`]), one table of
//! distances modulo 3 ([`SetTable`]), the two kinds of pairs ([`PairKind`]) and both tables
//! together as what a search and the beam search look up ([`PairTables`]).

use search::packed::Packed;

use crate::fast::Guide;
use crate::masks::{click_set, rotate_rings, unrank_set, Masks, BINOM, N_CLICKS};
use crate::state::SLOTS;

/// The pairs of colours: 5 of neighbouring rings, 5 of rings two apart.
pub const N_PAIRS: usize = 10;

/// Entries of a two-colour table: `C(35, 14)`.
pub const PAIR_ENTRIES: usize = 2_319_959_400;

/// Colex ranking of `k`-sets of the 35 slots, seven slots (one ring) at a time.
pub struct Ranker {
    pub(super) k: usize,
    /// `part[ring][pattern][before]`: the rank contribution of a ring's 7-bit pattern when
    /// `before` chosen slots lie in lower rings.
    pub(super) part: Vec<u64>,
}

impl Ranker {
    /// The ranker of `k`-sets.
    pub fn new(k: usize) -> Ranker {
        let mut part = vec![0u64; 5 * 128 * (k + 1)];
        for ring in 0..5 {
            for pattern in 0..128usize {
                for before in 0..=k {
                    let mut r = 0u64;
                    let mut idx = before;
                    for bit in 0..7 {
                        if pattern >> bit & 1 == 1 {
                            idx += 1;
                            if idx <= k {
                                r += BINOM[ring * 7 + bit][idx];
                            }
                        }
                    }
                    part[(ring * 128 + pattern) * (k + 1) + before] = r;
                }
            }
        }
        Ranker { k, part }
    }

    /// The number of `k`-sets.
    pub fn entries(&self) -> usize {
        BINOM[SLOTS][self.k] as usize
    }

    /// The colex rank of a set of `k` slots.
    #[inline(always)]
    pub fn rank(&self, mask: u64) -> usize {
        let mut r = 0u64;
        let mut before = 0usize;
        for ring in 0..5 {
            let pattern = ((mask >> (ring * 7)) & 0x7f) as usize;
            r += self.part[(ring * 128 + pattern) * (self.k + 1) + before];
            before += pattern.count_ones() as usize;
        }
        r as usize
    }

    /// The set of rank `r`.
    pub fn unrank(&self, r: usize) -> u64 {
        unrank_set(r, self.k)
    }
}

/// The next set with as many slots, in colex order (Gosper's hack).
#[inline(always)]
pub(super) fn next_set(x: u64) -> u64 {
    let c = x & x.wrapping_neg();
    let r = x + c;
    (((r ^ x) >> 2) / c) | r
}

/// The two kinds of colour pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairKind {
    /// Colours of neighbouring rings (1 and 2, …, 5 and 1).
    Adjacent,
    /// Colours of rings two apart (1 and 3, …, 5 and 2).
    Apart,
}

impl PairKind {
    /// Both kinds.
    pub const ALL: [PairKind; 2] = [PairKind::Adjacent, PairKind::Apart];

    /// The home slots of the pair with the first colour in ring 1.
    pub fn goal(self) -> u64 {
        match self {
            PairKind::Adjacent => (1 << 14) - 1,
            PairKind::Apart => 0x7f | (0x7f << 14),
        }
    }

    /// The cache key.
    pub fn key(self) -> &'static str {
        match self {
            PairKind::Adjacent => "rings/pair-adjacent/v1",
            PairKind::Apart => "rings/pair-apart/v1",
        }
    }

    /// A short name.
    pub fn name(self) -> &'static str {
        match self {
            PairKind::Adjacent => "adjacent",
            PairKind::Apart => "apart",
        }
    }

    /// How far apart the two rings are.
    pub(super) fn step(self) -> usize {
        match self {
            PairKind::Adjacent => 1,
            PairKind::Apart => 2,
        }
    }
}

/// Distances modulo 3 from a goal set, two bits per set (`3` = not reached).
pub struct SetTable {
    pub(super) goal: u64,
    pub(super) ranker: Ranker,
    pub(super) data: Packed<2>,
}

impl SetTable {
    /// Bytes of a table of `entries` sets.
    pub fn bytes_for(entries: usize) -> usize {
        Packed::<2>::bytes_for(entries)
    }

    /// The table back from its bytes; `None` if the size is wrong.
    pub fn from_bytes(goal: u64, bytes: Vec<u8>) -> Option<SetTable> {
        let ranker = Ranker::new(goal.count_ones() as usize);
        let data = Packed::from_bytes(ranker.entries(), bytes)?;
        Some(SetTable { goal, ranker, data })
    }

    #[cfg(test)]
    /// The table's bytes.
    pub fn as_bytes(&self) -> &[u8] {
        self.data.as_bytes()
    }

    /// The table's bytes, giving up the table.
    pub fn into_bytes(self) -> Vec<u8> {
        self.data.into_bytes()
    }

    /// The residue (distance mod 3) of a set.
    #[inline(always)]
    pub fn residue(&self, mask: u64) -> u8 {
        self.residue_at(self.ranker.rank(mask))
    }

    /// The rank of a set, after asking the processor to fetch its entry.
    #[inline(always)]
    pub(super) fn prefetch(&self, mask: u64) -> usize {
        let r = self.ranker.rank(mask);
        search::bits::prefetch(self.data.ptr(r));
        r
    }

    /// The residue of the set of rank `r`.
    #[inline(always)]
    pub(super) fn residue_at(&self, r: usize) -> u8 {
        self.data.get(r)
    }

    /// The exact distance of a set: walk down to the goal, one residue at a time.
    pub fn distance(&self, mut mask: u64) -> u32 {
        let mut d = 0;
        while mask != self.goal {
            let here = self.residue(mask);
            let down = (here + 2) % 3;
            match (0..N_CLICKS as u8)
                .map(|m| click_set(mask, m))
                .find(|&n| self.residue(n) == down)
            {
                Some(n) => {
                    mask = n;
                    d += 1;
                }
                None => return d,
            }
        }
        d
    }

    /// The distance of a neighbour of a set at distance `d`, from the neighbour's residue.
    #[inline(always)]
    pub fn step(d: u32, residue: u8) -> u32 {
        match (residue as u32 + 3 - d % 3) % 3 {
            0 => d,
            1 => d + 1,
            _ => d.saturating_sub(1),
        }
    }
}

/// The large tables: both kinds of two-colour tables.
pub struct PairTables {
    pub(super) adjacent: std::sync::Arc<SetTable>,
    pub(super) apart: std::sync::Arc<SetTable>,
}

impl PairTables {
    /// Wraps the two tables (`adjacent`, `apart`); `None` if one has the wrong goal.
    pub fn new(
        adjacent: std::sync::Arc<SetTable>,
        apart: std::sync::Arc<SetTable>,
    ) -> Option<PairTables> {
        (adjacent.goal == PairKind::Adjacent.goal() && apart.goal == PairKind::Apart.goal())
            .then_some(PairTables { adjacent, apart })
    }

    pub(super) fn table(&self, kind: PairKind) -> &SetTable {
        match kind {
            PairKind::Adjacent => &self.adjacent,
            PairKind::Apart => &self.apart,
        }
    }

    /// The ten pairs' sets, each turned so that its first colour's home is ring 1:
    /// entries 0–4 adjacent pairs (a, a+1), 5–9 pairs two apart (a, a+2).
    #[inline(always)]
    pub(super) fn sets(m: &Masks) -> [u64; N_PAIRS] {
        std::array::from_fn(|i| {
            let kind = if i < 5 {
                PairKind::Adjacent
            } else {
                PairKind::Apart
            };
            let a = i % 5;
            let b = (a + kind.step()) % 5;
            rotate_rings(m.0[a] | m.0[b], 5 - a)
        })
    }

    /// The exact distances of the ten pairs.
    pub fn distances(&self, m: &Masks) -> [u32; N_PAIRS] {
        let sets = Self::sets(m);
        std::array::from_fn(|i| {
            let kind = if i < 5 {
                PairKind::Adjacent
            } else {
                PairKind::Apart
            };
            self.table(kind).distance(sets[i])
        })
    }

    /// The table of pair `i` (0–4 adjacent, 5–9 apart).
    #[inline(always)]
    pub(super) fn table_of(&self, i: usize) -> &SetTable {
        if i < 5 {
            &self.adjacent
        } else {
            &self.apart
        }
    }

    /// The ten pairs' table ranks of a position, each entry prefetched.
    #[inline(always)]
    pub fn prefetch_ranks(&self, m: &Masks) -> [u32; N_PAIRS] {
        let sets = Self::sets(m);
        std::array::from_fn(|i| self.table_of(i).prefetch(sets[i]) as u32)
    }

    /// The ten pairs' exact distances from their ranks, given a neighbour's distances.
    #[inline(always)]
    pub fn step_from(&self, parent: &[u8; N_PAIRS], ranks: &[u32; N_PAIRS]) -> [u8; N_PAIRS] {
        std::array::from_fn(|i| self.step_at(i, parent[i] as u32, ranks[i] as usize) as u8)
    }

    /// The exact distance of pair `i`'s set of rank `rank`, a neighbour of one at `parent`.
    #[inline(always)]
    pub(super) fn step_at(&self, i: usize, parent: u32, rank: usize) -> u32 {
        SetTable::step(parent, self.table_of(i).residue_at(rank))
    }
}

/// The beam search's guide with the large tables: the sum of the ten exact two-colour
/// distances, ties by their largest.
impl Guide for PairTables {
    type Carry = [u8; N_PAIRS];
    type Pending = [u32; N_PAIRS];

    fn root(&self, m: &Masks) -> [u8; N_PAIRS] {
        self.distances(m).map(|d| d as u8)
    }

    fn start(&self, m: &Masks) -> [u32; N_PAIRS] {
        self.prefetch_ranks(m)
    }

    fn finish(&self, parent: &[u8; N_PAIRS], ranks: &[u32; N_PAIRS]) -> (u32, [u8; N_PAIRS]) {
        let dist = self.step_from(parent, ranks);
        let sum: u32 = dist.iter().map(|&d| d as u32).sum();
        let max = dist.iter().copied().max().unwrap_or(0) as u32;
        (sum * 64 + max, dist)
    }
}
