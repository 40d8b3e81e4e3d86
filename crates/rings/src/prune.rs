//! Duplicate pruning by a finite automaton (Taylor and Korf, "Pruning duplicate nodes in
//! depth-first search", 1993).
//!
//! Many click sequences make the same permutation of the slots: turns of different rings
//! commute, a ring turned 4 clicks one way equals 3 the other way, and longer ones such as
//! `1+ 0+ 3+ 0-` = `0+ 3+ 0- 1+` (the disk brings ring 2's pair into ring 3 and back, which
//! leaves ring 1 alone). Order all sequences shortest first, then by their clicks
//! (`0+ < 0- < 1+ < … < 5-`); the first sequence of every permutation is its *minimal*
//! one. Every part of a minimal sequence is minimal too, so a search that refuses every
//! sequence containing a non-minimal part still reaches every permutation by its minimal
//! sequence, and so loses no solution and no optimality.
//!
//! [`Pruner::build`] finds, by a breadth-first enumeration of the group up to a length, the
//! non-minimal sequences whose proper parts are all minimal (the *forbidden* ones), and
//! compiles them into an Aho–Corasick automaton over the 12 clicks: a search carries one
//! automaton state per node and refuses a click whose transition completes a forbidden
//! sequence. It subsumes the simple rules (never undo a click, rings in increasing order,
//! at most 3 clicks of a ring and 2 of the disk in one direction) and adds the longer
//! relations, which cut the positions a depth-first search visits twice.

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use search::words::DEAD;

use crate::moves::CLICKS;
use crate::state::SLOTS;

/// The longest relations the shared automaton knows: 6 clicks give 2,980 forbidden
/// sequences and 2,753 states (a quarter of a second to build); 7 and 8 prune only slightly
/// more (12,284 and 58,310 sequences) for ten and a hundred times the build.
pub const LENGTH: usize = 6;

/// The automaton: per state, the next state for each click (`DEAD` = refused).
pub struct Pruner {
    next: Vec<[u32; 12]>,
}

/// Where every piece is after a sequence: `pos[p]` is the slot of the piece that started
/// in slot `p`.
type Perm = [u8; SLOTS];

impl Pruner {
    /// The state of the empty sequence.
    pub const START: u32 = 0;

    /// The automaton the solvers share: relations of up to [`LENGTH`] clicks, built on first
    /// use.
    pub fn shared() -> &'static Pruner {
        static P: std::sync::OnceLock<Pruner> = std::sync::OnceLock::new();
        P.get_or_init(|| Pruner::build(LENGTH))
    }

    /// The automaton of all relations of up to `max_len` clicks.
    pub fn build(max_len: usize) -> Pruner {
        let forbidden = forbidden_words(max_len);
        Pruner {
            next: search::words::automaton::<12>(&forbidden),
        }
    }

    /// The state after click `m` from `state`, or `None` if the sequence would contain a
    /// forbidden part.
    #[inline(always)]
    pub fn step(&self, state: u32, m: u8) -> Option<u32> {
        let t = self.next[state as usize][m as usize];
        (t != DEAD).then_some(t)
    }

    /// The clicks allowed from `state`, as a bit mask.
    pub fn allowed(&self, state: u32) -> u64 {
        let next = &self.next[state as usize];
        (0..12)
            .filter(|&m| next[m] != DEAD)
            .fold(0, |mask, m| mask | 1 << m)
    }
}

/// Every non-minimal sequence of up to `max_len` clicks whose proper parts are minimal.
fn forbidden_words(max_len: usize) -> Vec<Vec<u8>> {
    let clicks = CLICKS();
    // Where each click takes a slot from: `from[m][clicks[m][s]] = s`.
    let from: [[u8; SLOTS]; 12] = std::array::from_fn(|m| {
        let mut f = [0u8; SLOTS];
        for (s, &t) in clicks[m].iter().enumerate() {
            f[t as usize] = s as u8;
        }
        f
    });
    let identity: Perm = std::array::from_fn(|p| p as u8);
    // The minimal sequence of every permutation found so far.
    let mut minimal: HashMap<Perm, Vec<u8>, Fast> = HashMap::with_hasher(Fast);
    minimal.insert(identity, Vec::new());
    let mut level: Vec<(Vec<u8>, Perm)> = vec![(Vec::new(), identity)];
    let mut forbidden = Vec::new();
    for _ in 0..max_len {
        // Parents in order and clicks in order give the next level in order.
        let mut next = Vec::new();
        for (word, pos) in &level {
            for m in 0..12u8 {
                let perm = &clicks[m as usize];
                let child: Perm = std::array::from_fn(|p| perm[pos[p] as usize]);
                let mut w = word.clone();
                w.push(m);
                if let Entry::Vacant(e) = minimal.entry(child) {
                    e.insert(w.clone());
                    next.push((w, child));
                    continue;
                }
                // Non-minimal; forbidden if its tail (all but the first click) is minimal
                // (its head is: it extends a minimal sequence). The tail moves the piece
                // in slot `q` as the whole moves the piece the first click brought there.
                let first = w[0] as usize;
                let tail_perm: Perm = std::array::from_fn(|q| child[from[first][q] as usize]);
                if minimal.get(&tail_perm).is_some_and(|t| t[..] == w[1..]) {
                    forbidden.push(w);
                }
            }
        }
        level = next;
    }
    forbidden
}

/// A quick hash of permutations (the build's map holds a few hundred thousand).
#[derive(Clone, Copy, Default)]
struct Fast;

impl std::hash::BuildHasher for Fast {
    type Hasher = FastHasher;
    fn build_hasher(&self) -> FastHasher {
        FastHasher(0)
    }
}

/// Multiply-rotate mixing of the bytes, eight at a time.
struct FastHasher(u64);

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0 ^ u64::from_le_bytes(b))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(26);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every permutation reachable in up to `len` clicks, by plain breadth-first search.
    fn ball(len: usize) -> HashSet<Perm> {
        let clicks = CLICKS();
        let identity: Perm = std::array::from_fn(|p| p as u8);
        let mut seen = HashSet::from([identity]);
        let mut frontier = vec![identity];
        for _ in 0..len {
            let mut next = Vec::new();
            for pos in &frontier {
                for perm in clicks.iter() {
                    let child: Perm = std::array::from_fn(|p| perm[pos[p] as usize]);
                    if seen.insert(child) {
                        next.push(child);
                    }
                }
            }
            frontier = next;
        }
        seen
    }

    /// Walks every sequence the automaton accepts up to `len` clicks: (sequences, distinct
    /// permutations).
    fn accepted(p: &Pruner, len: usize) -> (usize, HashSet<Perm>) {
        fn walk(
            p: &Pruner,
            s: u32,
            pos: Perm,
            left: usize,
            n: &mut usize,
            out: &mut HashSet<Perm>,
        ) {
            *n += 1;
            out.insert(pos);
            if left == 0 {
                return;
            }
            for m in 0..12u8 {
                if let Some(t) = p.step(s, m) {
                    let perm = &CLICKS()[m as usize];
                    let child: Perm = std::array::from_fn(|q| perm[pos[q] as usize]);
                    walk(p, t, child, left - 1, n, out);
                }
            }
        }
        let mut n = 0;
        let mut out = HashSet::new();
        walk(
            p,
            Pruner::START,
            std::array::from_fn(|q| q as u8),
            len,
            &mut n,
            &mut out,
        );
        (n, out)
    }

    #[test]
    fn accepts_exactly_one_sequence_per_permutation_within_its_length() {
        let p = Pruner::build(5);
        let (n, perms) = accepted(&p, 5);
        assert_eq!(perms, ball(5), "every permutation stays reachable");
        assert_eq!(n, perms.len(), "and by one sequence only");
    }

    #[test]
    fn longer_sequences_lose_nothing_and_longer_relations_prune_more() {
        let p = Pruner::build(4);
        // Beyond the automaton's length duplicates remain, but no permutation is lost.
        let (n, perms) = accepted(&p, 6);
        assert_eq!(perms, ball(6));
        // Relations of two clicks only (undo, commuting rings) leave more.
        let (n2, perms2) = accepted(&Pruner::build(2), 6);
        assert_eq!(perms2, perms);
        assert!(n < n2, "{n} {n2}");
        // It contains the simple rules: undoing a click, rings out of order, a fourth click.
        let refused = |word: &[u8]| {
            let mut s = Pruner::START;
            for &m in word {
                match p.step(s, m) {
                    Some(t) => s = t,
                    None => return true,
                }
            }
            false
        };
        assert!(refused(&[2, 3]));
        assert!(refused(&[4, 2]));
        assert!(!refused(&[2, 4]));
        assert!(refused(&[2, 2, 2, 2]));
        assert!(refused(&[0, 0, 0]));
        assert!(!refused(&[0, 0]));
        assert!(refused(&[2, 0, 6, 1]), "1+ commutes with 0+ 3+ 0-");
        assert!(!refused(&[0, 6, 1, 2]));
    }
}
