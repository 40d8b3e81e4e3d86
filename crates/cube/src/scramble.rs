//! Scrambles: random states (WCA style) and random move sequences.

use rand::Rng;
use search::Budget;

use crate::coord::{CPerm, Flip, Twist, N_MOVES};
use crate::cubie::CubieCube;
use crate::notation::Move;
use crate::solver::solve;
use crate::tables::Tables;

/// A cube drawn uniformly from all reachable positions.
pub fn random_cube<R: Rng + ?Sized>(rng: &mut R) -> CubieCube {
    loop {
        let mut c = CubieCube::SOLVED;
        let t = Twist(rng.gen_range(0..2187)).cube();
        let f = Flip(rng.gen_range(0..2048)).cube();
        c.co = t.co;
        c.eo = f.eo;
        c.cp = CPerm(rng.gen_range(0..40320)).cube().cp;
        let mut ep: [u8; 12] = std::array::from_fn(|i| i as u8);
        for i in (1..12).rev() {
            ep.swap(i, rng.gen_range(0..=i));
        }
        c.ep = ep;
        if c.corner_parity_odd() == c.edge_parity_odd() {
            return c;
        }
    }
}

/// A random-state scramble: the inverse of a solution of a uniformly random cube, at least
/// two moves long (as WCA scramblers do). Returns the scramble and the cube it makes.
pub fn random_state<R: Rng + ?Sized>(rng: &mut R, tables: &Tables) -> (Vec<Move>, CubieCube) {
    loop {
        let cube = random_cube(rng);
        let sol = solve(tables, &cube, crate::GODS_NUMBER, &Budget::unlimited());
        let Some(moves) = sol.moves else { continue };
        if moves.len() < 2 {
            continue;
        }
        let scramble: Vec<Move> = moves
            .iter()
            .rev()
            .map(|&m| Move::face(m).inverse())
            .collect();
        return (scramble, cube);
    }
}

/// `n` random face turns: never the same face twice in a row, and never three turns of one
/// axis in a row (U D U is redundant).
pub fn random_moves<R: Rng + ?Sized>(rng: &mut R, n: usize) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(n);
    while out.len() < n {
        let m = Move::face(rng.gen_range(0..N_MOVES as u8));
        let face = m.face_index().unwrap_or(0) / 3;
        let faces: Vec<u8> = out
            .iter()
            .rev()
            .take(2)
            .map(|x| x.face_index().unwrap_or(0) / 3)
            .collect();
        if faces.first() == Some(&face) {
            continue;
        }
        if faces.len() == 2 && faces[0] % 3 == face % 3 && faces[1] % 3 == face % 3 {
            continue;
        }
        out.push(m);
    }
    out
}
