//! The corners alone: the exact distance of every corner position (corner-permutation class
//! under the 8 U–D symmetries × twist: 5288 · 2187 = 11,564,856 entries, one byte each, at
//! most 11), by breadth-first search; `--only corners` solves the corners optimally with it.

use crate::coord::*;
use crate::cubie::CubieCube;
use crate::tables::Tables;

/// Corner-permutation classes under the 8 U–D symmetries (the corner table's rows).
pub const N_CPERM_CLASSES: usize = 5288;

/// The twist's conjugates by the 8 U–D symmetries and the corner permutation's move table.
fn corner_coords() -> (Vec<u16>, Vec<u16>) {
    let s = symmetries();
    let mc = move_cubes();
    let mut twist_conj = Vec::with_capacity(N_TWIST * N_SYMS);
    for t in 0..N_TWIST {
        let c = Twist(t as u16).cube();
        for k in 0..N_SYMS {
            twist_conj.push(Twist::of(&conj(&c, &s.syms[k])).0);
        }
    }
    let mut cperm_move = Vec::with_capacity(N_PERM * N_MOVES);
    for p in 0..N_PERM {
        let c = CPerm(p as u16).cube();
        for m in mc {
            cperm_move.push(CPerm::of(&c.then_corners(m)).0);
        }
    }
    (twist_conj, cperm_move)
}

/// The corners alone: exact distances of every corner position (corner-permutation class
/// × twist), for solving the corners optimally whatever the edges do.
pub struct Corners {
    twist_conj: Vec<u16>,
    cperm_move: Vec<u16>,
    dist: Vec<u8>,
}

impl Corners {
    /// Builds the table (11.6 MB, about two seconds).
    pub fn build(t: &Tables) -> Corners {
        let (twist_conj, cperm_move) = corner_coords();
        let dist = corner_table(t, &twist_conj, &cperm_move);
        Corners {
            twist_conj,
            cperm_move,
            dist,
        }
    }

    /// The distance table's bytes (the coordinate tables are rebuilt on load).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.dist.clone()
    }

    /// The table from [`Corners::to_bytes`]; `None` if the size is wrong.
    pub fn from_bytes(dist: Vec<u8>) -> Option<Corners> {
        if dist.len() != N_CPERM_CLASSES * N_TWIST {
            return None;
        }
        let (twist_conj, cperm_move) = corner_coords();
        Some(Corners {
            twist_conj,
            cperm_move,
            dist,
        })
    }

    fn distance(&self, t: &Tables, cp: u16, tw: u16) -> u8 {
        let cs = t.cperm_sym.raw2sym[cp as usize];
        let tw = self.twist_conj[tw as usize * N_SYMS + (cs & 7) as usize];
        self.dist[(cs >> 3) as usize * N_TWIST + tw as usize]
    }

    /// The fewest face turns that solve the corners of `cube` (at most 11).
    pub fn solve(&self, t: &Tables, cube: &CubieCube) -> Vec<u8> {
        let (mut cp, mut tw) = (CPerm::of(cube).0, Twist::of(cube).0);
        let mut out = Vec::new();
        loop {
            let here = self.distance(t, cp, tw);
            if here == 0 {
                return out;
            }
            for m in 0..N_MOVES {
                let cp2 = self.cperm_move[cp as usize * N_MOVES + m];
                let tw2 = t.twist_move[tw as usize * N_MOVES + m];
                if self.distance(t, cp2, tw2) < here {
                    (cp, tw) = (cp2, tw2);
                    out.push(m as u8);
                    break;
                }
            }
        }
    }
}

/// Corner permutation class × twist, by breadth-first search (`search::pdb::bfs_table`):
/// a pair reached is set with its images under the class's stabilizer.
fn corner_table(t: &Tables, twist_conj: &[u16], cperm_move: &[u16]) -> Vec<u8> {
    let sym = &t.cperm_sym;
    let conj_t = |tw: usize, k: usize| twist_conj[tw * N_SYMS + k] as usize;
    let images = |c: usize, tw: usize, emit: &mut dyn FnMut(usize)| {
        let st = sym.stab[c];
        for k in 0..N_SYMS {
            if k == 0 || st & (1 << k) != 0 {
                emit(c * N_TWIST + if k == 0 { tw } else { conj_t(tw, k) });
            }
        }
    };
    let goal = sym.raw2sym[CPerm::of(&CubieCube::SOLVED).0 as usize] >> 3;
    let mut goals = Vec::new();
    images(goal as usize, 0, &mut |i| goals.push(i));
    let successors = |i: usize, emit: &mut dyn FnMut(usize)| {
        let (c, tw) = (i / N_TWIST, i % N_TWIST);
        let r = sym.reps[c] as usize;
        for m in 0..N_MOVES {
            let cs = sym.raw2sym[cperm_move[r * N_MOVES + m] as usize];
            let tw2 = t.twist_move[tw * N_MOVES + m] as usize;
            images((cs >> 3) as usize, conj_t(tw2, (cs & 7) as usize), emit);
        }
    };
    let n = sym.classes() * N_TWIST;
    search::pdb::bfs_table(n, goals, successors, &|_, _| {}).into_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn the_corners_are_solved_in_at_most_eleven_turns_by_descent() {
        let t = Tables::build();
        let c = Corners::build(&t);
        let mut hist = [0u64; 12];
        for &d in &c.dist {
            hist[d as usize] += 1;
        }
        assert_eq!(hist[0], 1, "one class holds the solved corners");
        assert!(hist[11] > 0 && c.dist.iter().all(|&d| d <= 11));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..20 {
            let cube = crate::scramble::random_cube(&mut rng);
            let turns = c.solve(&t, &cube);
            let done = crate::apply_face_turns(&cube, &turns);
            assert_eq!(
                (done.cp, done.co),
                (CubieCube::SOLVED.cp, CubieCube::SOLVED.co)
            );
            assert!(turns.len() <= 11);
        }
        assert!(Corners::from_bytes(vec![0; 10]).is_none());
    }
}
