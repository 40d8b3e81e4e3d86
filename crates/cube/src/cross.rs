//! The cross: the four edges of one face placed against their centres, the corners and the
//! other edges free — the first step of CFOP, and what a cross trainer drills.
//!
//! Each face's cross is a coordinate of its four edges (where each is and whether it is
//! flipped: 24 slots, 24⁴ = 331,776 entries, 190,080 of them reachable), and its exact
//! distance in face turns comes from a breadth-first table (at most 8: the published
//! figure). The six tables are one [`Crosses`] (2 MB, a few tenths of a second); the
//! shortest cross of a face is a walk down its table.

use rand::Rng;
use search::pdb::{bfs_table, UNSEEN};

use crate::coord::{move_cubes, N_MOVES};
use crate::cubie::CubieCube;

/// An edge's slot: its position (0–11) twice, plus one when it is flipped.
const N_SLOTS: usize = 24;
/// Entries of one face's table: a slot for each of its four edges.
pub const N_CROSS: usize = N_SLOTS * N_SLOTS * N_SLOTS * N_SLOTS;
/// The longest any cross takes (face turns).
pub const MAX_CROSS: u8 = 8;
/// The faces, U R F D L B.
const N_FACES: usize = 6;

/// The edges of each face (U R F D L B), by their home positions (UR UF UL UB DR DF DL DB
/// FR FL BL BR).
const FACE_EDGES: [[u8; 4]; N_FACES] = [
    [0, 1, 2, 3],
    [0, 4, 8, 11],
    [1, 5, 8, 9],
    [4, 5, 6, 7],
    [2, 6, 9, 10],
    [3, 7, 10, 11],
];

/// Where each slot goes under each face turn.
fn slot_moves() -> [[u8; N_MOVES]; N_SLOTS] {
    let mc = move_cubes();
    let mut out = [[0u8; N_MOVES]; N_SLOTS];
    for (m, c) in mc.iter().enumerate() {
        for (to, &from) in c.ep.iter().enumerate() {
            for flip in 0..2u8 {
                let s = usize::from(from) * 2 + usize::from(flip);
                out[s][m] = (to as u8) * 2 + (flip ^ c.eo[to]);
            }
        }
    }
    out
}

/// The index of four slots.
fn encode(slots: [u8; 4]) -> usize {
    slots
        .iter()
        .rev()
        .fold(0, |acc, &s| acc * N_SLOTS + usize::from(s))
}

/// The four slots of an index.
fn decode(mut i: usize) -> [u8; 4] {
    std::array::from_fn(|_| {
        let s = (i % N_SLOTS) as u8;
        i /= N_SLOTS;
        s
    })
}

/// The exact distance of every cross of every face.
pub struct Crosses {
    /// Face `f`'s table at `f · N_CROSS`.
    dist: Vec<u8>,
    steps: [[u8; N_MOVES]; N_SLOTS],
}

impl std::fmt::Debug for Crosses {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Crosses").finish_non_exhaustive()
    }
}

impl Crosses {
    /// Builds the six tables breadth first.
    pub fn build() -> Crosses {
        let steps = slot_moves();
        let mut dist = Vec::with_capacity(N_FACES * N_CROSS);
        for edges in FACE_EDGES {
            let goal = encode(edges.map(|e| e * 2));
            let successors = |i: usize, add: &mut dyn FnMut(usize)| {
                let slots = decode(i);
                for m in 0..N_MOVES {
                    add(encode(slots.map(|s| steps[usize::from(s)][m])));
                }
            };
            dist.extend(bfs_table(N_CROSS, [goal], successors, &|_, _| {}).into_vec());
        }
        Crosses { dist, steps }
    }

    /// The tables' bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.dist.clone()
    }

    /// The tables from [`Crosses::to_bytes`]; `None` if the size is wrong or an entry is
    /// past the longest cross.
    pub fn from_bytes(dist: Vec<u8>) -> Option<Crosses> {
        let fits =
            dist.len() == N_FACES * N_CROSS && dist.iter().all(|&d| d <= MAX_CROSS || d == UNSEEN);
        fits.then(|| Crosses {
            dist,
            steps: slot_moves(),
        })
    }

    /// The size of the tables in bytes.
    pub const BYTES: u64 = (N_FACES * N_CROSS) as u64;

    /// Face `face`'s cross in `c`, as its table's index.
    fn index(face: usize, c: &CubieCube) -> usize {
        let slots = FACE_EDGES[face].map(|e| {
            let at = c.ep.iter().position(|&p| p == e).unwrap_or(0);
            (at as u8) * 2 + c.eo[at]
        });
        encode(slots)
    }

    /// The entry after face turn `m` from `i`.
    fn next(&self, i: usize, m: usize) -> usize {
        encode(decode(i).map(|s| self.steps[usize::from(s)][m]))
    }

    /// How many face turns face `face`'s cross (0–5 = U R F D L B) needs in `c`.
    pub fn distance(&self, face: usize, c: &CubieCube) -> u8 {
        self.dist[face * N_CROSS + Self::index(face, c)]
    }

    /// A shortest cross of face `face` in `c`: face turns (solver indices).
    pub fn solve(&self, face: usize, c: &CubieCube) -> Vec<u8> {
        let table = &self.dist[face * N_CROSS..(face + 1) * N_CROSS];
        let mut at = Self::index(face, c);
        let mut out = Vec::with_capacity(usize::from(MAX_CROSS));
        while table[at] > 0 && table[at] != UNSEEN {
            let want = table[at] - 1;
            let Some(m) = (0..N_MOVES).find(|&m| table[self.next(at, m)] == want) else {
                break;
            };
            out.push(m as u8);
            at = self.next(at, m);
        }
        out
    }

    /// A cube whose white (U) cross needs exactly `n` face turns, drawn uniformly from all
    /// such cubes: a cross of that distance, the other pieces anywhere.
    pub fn cube_at<R: Rng + ?Sized>(&self, n: u8, rng: &mut R) -> CubieCube {
        let table = &self.dist[..N_CROSS];
        let count = table.iter().filter(|&&d| d == n).count();
        let k = rng.gen_range(0..count.max(1));
        let i = table
            .iter()
            .enumerate()
            .filter(|(_, &d)| d == n)
            .nth(k)
            .map_or(0, |(i, _)| i);
        with_cross(decode(i), rng)
    }
}

/// A cube with the U edges in `slots` and every other piece placed at random (orientations
/// too; a swap of two free edges when the parities differ keeps it uniform).
fn with_cross<R: Rng + ?Sized>(slots: [u8; 4], rng: &mut R) -> CubieCube {
    use rand::seq::SliceRandom;
    let mut c = CubieCube::SOLVED;
    let mut free_pos: Vec<usize> = (0..12).collect();
    for (k, s) in slots.iter().enumerate() {
        let at = usize::from(s / 2);
        c.ep[at] = FACE_EDGES[0][k];
        c.eo[at] = s % 2;
        free_pos.retain(|&p| p != at);
    }
    let mut free_edges: Vec<u8> = (4..12).collect();
    free_edges.shuffle(rng);
    for (&p, &e) in free_pos.iter().zip(&free_edges) {
        c.ep[p] = e;
        c.eo[p] = rng.gen_range(0..2);
    }
    let mut corners: Vec<u8> = (0..8).collect();
    corners.shuffle(rng);
    c.cp.copy_from_slice(&corners);
    for p in 0..8 {
        c.co[p] = rng.gen_range(0..3);
    }
    // The sums: the last free edge and the last corner take what the others leave.
    let last = free_pos[free_pos.len() - 1];
    c.eo[last] ^= c.flip_sum() % 2;
    c.co[7] = (c.co[7] + 3 - c.twist_sum()) % 3;
    if c.corner_parity_odd() != c.edge_parity_odd() {
        c.ep.swap(free_pos[0], free_pos[1]);
        c.eo.swap(free_pos[0], free_pos[1]);
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn tables() -> &'static Crosses {
        static T: std::sync::OnceLock<Crosses> = std::sync::OnceLock::new();
        T.get_or_init(Crosses::build)
    }

    #[test]
    fn every_face_has_the_published_distribution() {
        // The cross's distance distribution (HTM), as published for CFOP's first step.
        let want = [1u64, 15, 158, 1394, 9809, 46381, 97254, 34966, 102];
        for face in 0..N_FACES {
            let table = &tables().dist[face * N_CROSS..(face + 1) * N_CROSS];
            let mut h = [0u64; 9];
            for &d in table.iter().filter(|&&d| d != UNSEEN) {
                h[usize::from(d)] += 1;
            }
            assert_eq!(h, want, "face {face}");
        }
    }

    #[test]
    fn solutions_are_as_long_as_the_distance_and_solve_the_cross() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..50 {
            let c = crate::scramble::random_cube(&mut rng);
            for face in 0..N_FACES {
                let moves = tables().solve(face, &c);
                assert_eq!(moves.len(), usize::from(tables().distance(face, &c)));
                let after = crate::apply_face_turns(&c, &moves);
                assert_eq!(tables().distance(face, &after), 0);
                for e in FACE_EDGES[face] {
                    let at = usize::from(e);
                    assert_eq!((after.ep[at], after.eo[at]), (e, 0), "face {face}");
                }
            }
        }
    }

    #[test]
    fn cubes_at_a_distance_are_solvable_and_that_far() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for n in 1..=MAX_CROSS {
            for _ in 0..20 {
                let c = tables().cube_at(n, &mut rng);
                assert!(c.is_solvable(), "{c:?}");
                assert_eq!(tables().distance(0, &c), n);
            }
        }
    }

    #[test]
    fn bytes_round_trip_and_bad_bytes_are_refused() {
        let bytes = tables().to_bytes();
        assert_eq!(bytes.len() as u64, Crosses::BYTES);
        assert!(Crosses::from_bytes(bytes.clone()).is_some());
        assert!(Crosses::from_bytes(bytes[1..].to_vec()).is_none());
        let mut bad = bytes;
        bad[0] = 9;
        assert!(Crosses::from_bytes(bad).is_none());
    }
}
