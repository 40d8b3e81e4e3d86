//! The 2×2×2 cube (the pocket cube): the 3×3×3's eight corners, turned by `R`, `U` and `F`
//! as WCA's scrambles hold it (the corner DBL stays where it is). A position is a
//! coordinate: the permutation of the seven other corners (7! = 5,040) and their twists
//! (3⁶ = 729, the seventh's follows): 3,674,160 positions, each one's distance from solved
//! in one table built breadth first ([`Table`], 3.5 MB, tens of milliseconds). The
//! optimal solver walks down that table; a random-state scramble is a uniformly drawn
//! position at least [`MIN_SCRAMBLE`] moves from solved, written as the inverse of its
//! optimal solution.

use std::fmt;

use rand::Rng;

use crate::coord::move_cubes;
use crate::cubie::CubieCube;
use crate::notation::Move;

/// Permutations of the seven corners that move (7!).
pub const N_PERM: usize = 5040;
/// Twists of the seven corners that move (the seventh's follows from the others': 3⁶).
pub const N_TWIST: usize = 729;
/// Positions of the 2×2×2 (with DBL fixed): 3,674,160.
pub const N_POSITIONS: usize = N_PERM * N_TWIST;
/// The most moves (face turns, half-turn metric) any position needs.
pub const GODS_NUMBER: u8 = 11;
/// The fewest moves from solved a scramble is (WCA: a scramble of fewer is not used).
pub const MIN_SCRAMBLE: u8 = 4;
/// The moves: `R R2 R' U U2 U' F F2 F'`, as the 3×3×3's face-turn indices.
pub const MOVES: [u8; 9] = [3, 4, 5, 0, 1, 2, 6, 7, 8];
/// The corner that never moves (DBL, in Kociemba's order of corners).
const FIXED: usize = 6;
/// The positions of the corners that move, in order.
const MOVING: [usize; 7] = [0, 1, 2, 3, 4, 5, 7];

/// A position: its coordinate ([`N_POSITIONS`] of them; 0 is solved).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pocket(u32);

impl Pocket {
    /// Solved.
    pub const SOLVED: Pocket = Pocket(0);

    /// The position of a cube's corners (DBL at home and untwisted); `None` otherwise.
    pub fn of_corners(c: &CubieCube) -> Option<Pocket> {
        if c.cp[FIXED] as usize != FIXED || c.co[FIXED] != 0 {
            return None;
        }
        let sum: u32 = MOVING.iter().map(|&i| u32::from(c.co[i])).sum();
        if !sum.is_multiple_of(3) {
            return None;
        }
        let pieces: [u8; 7] = MOVING.map(|i| squeeze(c.cp[i]));
        let twist = MOVING[..6]
            .iter()
            .fold(0usize, |t, &i| t * 3 + c.co[i] as usize);
        Some(Pocket((rank(&pieces) * N_TWIST + twist) as u32))
    }

    /// The position's corners on a cube whose edges are solved.
    pub fn corners(self) -> CubieCube {
        let (perm, mut twist) = (self.0 as usize / N_TWIST, self.0 as usize % N_TWIST);
        let mut c = CubieCube::SOLVED;
        for (&i, piece) in MOVING.iter().zip(unrank(perm)) {
            c.cp[i] = widen(piece);
        }
        let mut sum = 0;
        for &i in MOVING[..6].iter().rev() {
            c.co[i] = (twist % 3) as u8;
            sum += c.co[i];
            twist /= 3;
        }
        c.co[MOVING[6]] = (3 - sum % 3) % 3;
        c
    }

    /// Its coordinate.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The position of a coordinate below [`N_POSITIONS`].
    pub fn from_index(i: usize) -> Option<Pocket> {
        (i < N_POSITIONS).then_some(Pocket(i as u32))
    }

    /// The position after move `m` (an index into [`MOVES`]).
    pub fn turn(self, m: usize) -> Pocket {
        let c = self
            .corners()
            .then_corners(&move_cubes()[MOVES[m] as usize]);
        Pocket::of_corners(&c).unwrap_or(self)
    }
}

/// The corner's number among the seven that move (DBL's number skipped).
fn squeeze(c: u8) -> u8 {
    if c as usize > FIXED {
        c - 1
    } else {
        c
    }
}

/// The corner of a number among the seven that move.
fn widen(c: u8) -> u8 {
    if c as usize >= FIXED {
        c + 1
    } else {
        c
    }
}

/// The Lehmer rank of a permutation of 0..7.
fn rank(p: &[u8; 7]) -> usize {
    let mut r = 0;
    for i in 0..7 {
        let smaller = p[i + 1..].iter().filter(|&&x| x < p[i]).count();
        r = r * (7 - i) + smaller;
    }
    r
}

/// The permutation of a Lehmer rank below 7!.
fn unrank(mut r: usize) -> [u8; 7] {
    let mut digits = [0usize; 7];
    for i in (0..7).rev() {
        digits[i] = r % (7 - i);
        r /= 7 - i;
    }
    let mut left: Vec<u8> = (0..7).collect();
    digits.map(|d| left.remove(d))
}

/// The move tables and every position's distance from solved.
pub struct Table {
    /// `perm_move[perm * 9 + m]`: the permutation after move `m`.
    perm_move: Vec<u16>,
    /// `twist_move[twist * 9 + m]`: the twist after move `m`.
    twist_move: Vec<u16>,
    /// Each position's distance, by coordinate.
    dist: Vec<u8>,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table").finish_non_exhaustive()
    }
}

impl Table {
    /// Builds the move tables, then every distance breadth first (`search::pdb::bfs_table`).
    pub fn build() -> Table {
        let (perm_move, twist_move) = move_tables();
        let mut t = Table {
            perm_move,
            twist_move,
            dist: Vec::new(),
        };
        let successors = |i: usize, add: &mut dyn FnMut(usize)| {
            for m in 0..MOVES.len() {
                add(t.next(i, m));
            }
        };
        let dist = ::search::pdb::bfs_table(N_POSITIONS, [0], successors, &|_, _| {}).into_vec();
        t.dist = dist;
        t
    }

    /// The distances' bytes (the move tables are rebuilt on load).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.dist.clone()
    }

    /// The table from [`Table::to_bytes`]; `None` if the size is wrong or a distance is
    /// past God's number.
    pub fn from_bytes(dist: Vec<u8>) -> Option<Table> {
        if dist.len() != N_POSITIONS || dist.iter().any(|&d| d > GODS_NUMBER) {
            return None;
        }
        let (perm_move, twist_move) = move_tables();
        Some(Table {
            perm_move,
            twist_move,
            dist,
        })
    }

    /// The coordinate after move `m` from coordinate `i`.
    #[inline]
    fn next(&self, i: usize, m: usize) -> usize {
        let (p, w) = (i / N_TWIST, i % N_TWIST);
        self.perm_move[p * 9 + m] as usize * N_TWIST + self.twist_move[w * 9 + m] as usize
    }

    /// The position's distance from solved (moves, half-turn metric).
    pub fn distance(&self, p: Pocket) -> u8 {
        self.dist[p.index()]
    }

    /// How many positions are at each distance from solved.
    pub fn histogram(&self) -> Vec<u64> {
        let mut h = vec![0u64; usize::from(GODS_NUMBER) + 1];
        for &d in &self.dist {
            if let Some(n) = h.get_mut(usize::from(d)) {
                *n += 1;
            }
        }
        h
    }

    /// An optimal solution (indices into [`MOVES`]): at each step a move one closer.
    pub fn solve(&self, p: Pocket) -> Vec<usize> {
        let mut at = p.index();
        let mut out = Vec::with_capacity(usize::from(self.dist[at]));
        while self.dist[at] > 0 {
            let want = self.dist[at] - 1;
            let Some(m) = (0..MOVES.len()).find(|&m| self.dist[self.next(at, m)] == want) else {
                break;
            };
            out.push(m);
            at = self.next(at, m);
        }
        out
    }

    /// A random-state scramble: a position drawn uniformly among those at least
    /// [`MIN_SCRAMBLE`] moves from solved, and the moves that make it (the inverse of its
    /// optimal solution).
    pub fn scramble(&self, rng: &mut impl Rng) -> (Pocket, Vec<usize>) {
        loop {
            let p = Pocket(rng.gen_range(0..N_POSITIONS as u32));
            if self.dist[p.index()] < MIN_SCRAMBLE {
                continue;
            }
            let moves = self.solve(p).iter().rev().map(|&m| inverse(m)).collect();
            return (p, moves);
        }
    }
}

/// The move that undoes move `m` (indices into [`MOVES`]).
pub fn inverse(m: usize) -> usize {
    m / 3 * 3 + (2 - m % 3)
}

/// Moves (indices into [`MOVES`]) in WCA notation: `R U2 F'`.
pub fn notation(moves: &[usize]) -> String {
    moves
        .iter()
        .map(|&m| Move::face(MOVES[m]).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The move tables of both coordinates.
fn move_tables() -> (Vec<u16>, Vec<u16>) {
    let mut perm_move = vec![0u16; N_PERM * 9];
    let mut twist_move = vec![0u16; N_TWIST * 9];
    for p in 0..N_PERM {
        let from = Pocket((p * N_TWIST) as u32);
        for m in 0..9 {
            perm_move[p * 9 + m] = (from.turn(m).index() / N_TWIST) as u16;
        }
    }
    for w in 0..N_TWIST {
        let from = Pocket(w as u32);
        for m in 0..9 {
            twist_move[w * 9 + m] = (from.turn(m).index() % N_TWIST) as u16;
        }
    }
    (perm_move, twist_move)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rand::SeedableRng;
    use std::collections::HashMap;
    use std::sync::OnceLock;

    /// The table, built once for every test of the crate.
    pub(crate) fn table() -> &'static Table {
        static T: OnceLock<Table> = OnceLock::new();
        T.get_or_init(Table::build)
    }

    #[test]
    fn the_coordinate_reads_back_every_position() {
        for i in (0..N_POSITIONS).step_by(997) {
            let p = Pocket(i as u32);
            assert_eq!(Pocket::of_corners(&p.corners()), Some(p));
        }
        assert_eq!(Pocket::of_corners(&CubieCube::SOLVED), Some(Pocket::SOLVED));
    }

    /// The published distribution (half-turn metric, DBL fixed): God's number 11.
    #[test]
    fn the_distances_are_the_published_ones() {
        let published: [u64; 12] = [
            1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
        ];
        assert_eq!(table().histogram(), published);
        assert_eq!(published.iter().sum::<u64>(), N_POSITIONS as u64);
    }

    /// An independent oracle: breadth first over the corners themselves (the 3×3×3's move
    /// cubes, no coordinate), every position within 6 moves, against the table.
    #[test]
    fn the_table_agrees_with_a_breadth_first_search_of_the_corners_within_six_moves() {
        let key = |c: &CubieCube| (c.cp, c.co);
        let mut seen: HashMap<([u8; 8], [u8; 8]), u8> = HashMap::new();
        let mut frontier = vec![CubieCube::SOLVED];
        seen.insert(key(&CubieCube::SOLVED), 0);
        for depth in 1..=6u8 {
            let mut next = Vec::new();
            for c in &frontier {
                for &m in &MOVES {
                    let d = c.then_corners(&move_cubes()[m as usize]);
                    if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(key(&d)) {
                        e.insert(depth);
                        next.push(d);
                    }
                }
            }
            frontier = next;
        }
        assert_eq!(seen.len(), 1 + 9 + 54 + 321 + 1847 + 9992 + 50136);
        for ((cp, co), d) in &seen {
            let c = CubieCube {
                cp: *cp,
                co: *co,
                ..CubieCube::SOLVED
            };
            let p = Pocket::of_corners(&c).expect("DBL stays home");
            assert_eq!(table().distance(p), *d, "{cp:?} {co:?}");
        }
    }

    #[test]
    fn a_solution_solves_in_the_fewest_moves_and_a_scramble_makes_its_position() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..200 {
            let (p, scramble) = table().scramble(&mut rng);
            assert!(table().distance(p) >= MIN_SCRAMBLE);
            assert_eq!(scramble.len(), usize::from(table().distance(p)));
            let made = scramble.iter().fold(Pocket::SOLVED, |q, &m| q.turn(m));
            assert_eq!(made, p, "{}", notation(&scramble));
            let solution = table().solve(p);
            assert_eq!(solution.len(), usize::from(table().distance(p)));
            assert_eq!(solution.iter().fold(p, |q, &m| q.turn(m)), Pocket::SOLVED);
        }
    }

    #[test]
    fn moves_are_written_in_wca_notation() {
        assert_eq!(notation(&[0, 4, 8]), "R U2 F'");
        assert_eq!(inverse(0), 2);
        assert_eq!(inverse(4), 4);
    }
}
