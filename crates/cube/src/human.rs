//! A human method: the layer-by-layer beginner's method, in seven named steps.
//!
//! The cube is solved as a beginner holds it: white (our U face) down, so the method works
//! on the cube turned by `x2` and maps every turn back (`U`↔`D`, `F`↔`B`; `R` and `L` stay).
//!
//! | step | done when | what a beginner uses |
//! |------|-----------|----------------------|
//! | white cross | the four white edges solved | intuition: the shortest cross (≤ 8 turns) |
//! | first-layer corners | the four white corners solved | [`CORNER_ALGS`] |
//! | second-layer edges | the four middle edges solved | [`MIDDLE_ALGS`] |
//! | last-layer cross | the four top edges show yellow on top | [`CROSS_ALGS`] |
//! | last-layer corners oriented | the four top corners show yellow on top | [`ORIENT_ALGS`] |
//! | last-layer corners permuted | every corner in its place | [`CORNER_PERM_ALGS`] |
//! | last-layer edges permuted | solved | [`EDGE_PERM_ALGS`] |
//!
//! A person recognises the case and applies the algorithm for it, from the side the case
//! asks for, after turning the top layer if needed. The solver does the same by trying, in
//! a fixed order, the step's algorithms from each of the four sides and the top-layer
//! turns, one to four of them in a row, and taking the shortest sequence that solves more
//! of the step without undoing an earlier step.
//!
//! **Termination.** Each step has a count of its pieces solved (0 to 4) and only takes
//! sequences that raise it, so a step applies at most four sequences. That a raising
//! sequence of at most [`MAX_ALGS`] exists in every case is the beginner's method itself:
//! each case has its algorithm (a piece stuck in the wrong slot is first taken out with
//! the same algorithm); a state with none would be reported as [`HumanError::Stuck`]
//! rather than looped on, and the tests run thousands of random cubes through every step.

use std::sync::OnceLock;

use crate::coord::{conj, cube_of, move_cubes, symmetries};
use crate::cubie::CubieCube;
use crate::notation::{parse_moves, Layer, Move};

/// Sequences of algorithms tried per improvement.
pub const MAX_ALGS: usize = 4;

/// First-layer corners, with the corner above its slot at the front right (top layer).
pub const CORNER_ALGS: &[&str] = &[
    // White sticker facing right.
    "R U R'",
    // White sticker facing front.
    "F' U' F",
    // White sticker on top (also takes a stuck corner out).
    "R U2 R' U' R U R'",
];

/// Second-layer edges, from the top layer into the front-right or front-left slot.
pub const MIDDLE_ALGS: &[&str] = &[
    // Edge goes to the right (also takes a stuck edge out).
    "U R U' R' U' F' U F",
    // Edge goes to the left.
    "U' L' U L U F U' F'",
];

/// Last-layer cross: dot → L → line → cross.
pub const CROSS_ALGS: &[&str] = &[
    // Dot, L at the back left, or horizontal line.
    "F R U R' U' F'",
];

/// Last-layer corners oriented: the Sune, from the side where it helps.
pub const ORIENT_ALGS: &[&str] = &[
    // Sune.
    "R U R' U R U2 R'",
];

/// Last-layer corners permuted: the "headlights" corner three-cycle (the two back corners'
/// stickers match; it keeps every corner's orientation).
pub const CORNER_PERM_ALGS: &[&str] = &[
    // Headlights at the back, or none.
    "R' F R' B2 R F' R' B2 R2",
];

/// Last-layer edges permuted: the U permutation (three edges cycle, the back one stays).
pub const EDGE_PERM_ALGS: &[&str] = &[
    // U permutation.
    "R U' R U R U R U' R' U' R2",
];

pub use crate::error::HumanError;

/// One step of a solution: which step and its face turns (solver indices, in the cube's
/// frame).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The step, from 0 (the white cross) to 6 ([`STEPS`]).
    pub step: usize,
    /// Its turns.
    pub moves: Vec<u8>,
}

pub use crate::steps::{step_label, STEPS};

/// Solves `cube` (which must be solvable) with the beginner's method.
pub fn solve(cube: &CubieCube) -> Result<Vec<Step>, HumanError> {
    let k = kit();
    let mut c = conj(cube, &k.x2);
    let mut steps = Vec::new();
    let cross = cross_moves(&c);
    c = crate::apply_face_turns(&c, &cross);
    steps.push(Step {
        step: 0,
        moves: cross.iter().map(|&m| k.to_cube[m as usize]).collect(),
    });
    for (i, macros) in k.macros.iter().enumerate() {
        let step = i + 1;
        let mut moves = Vec::new();
        while progress(&c, step) < 4 {
            let seq = improve(&c, step, macros).ok_or(HumanError::Stuck(step))?;
            c = crate::apply_face_turns(&c, &seq);
            moves.extend(seq);
        }
        steps.push(Step {
            step,
            moves: merge(moves.iter().map(|&m| k.to_cube[m as usize])),
        });
    }
    Ok(steps)
}

/// Turns of the same face in a row made one (`D D` → `D2`, `D' D` → nothing).
fn merge(moves: impl Iterator<Item = u8>) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    for m in moves {
        match out.last() {
            Some(&l) if l / 3 == m / 3 => {
                out.pop();
                let turns = (l % 3 + 1 + m % 3 + 1) % 4;
                if turns != 0 {
                    out.push(m / 3 * 3 + turns - 1);
                }
            }
            _ => out.push(m),
        }
    }
    out
}

/// Which step a cube is at: the index of the first step not done (7 when solved).
pub fn current_step(cube: &CubieCube) -> usize {
    let c = conj(cube, &kit().x2);
    (0..7).find(|&s| progress(&c, s) < 4).unwrap_or(7)
}

/// Precomputed: the frame change, the macros of each step, and the cross table.
struct Kit {
    x2: CubieCube,
    /// Working-frame turn → the cube's turn.
    to_cube: [u8; 18],
    /// Per step 1..7: the candidate macros (turn sequences).
    macros: Vec<Vec<Vec<u8>>>,
    /// Cross distance of every (position, orientation) of the four white edges.
    cross: Vec<u8>,
}

fn kit() -> &'static Kit {
    static K: OnceLock<Kit> = OnceLock::new();
    K.get_or_init(|| {
        let x2 = cube_of(
            &Move {
                layer: Layer::Rotation(0),
                turns: 2,
            }
            .stickers(),
        );
        let mc = move_cubes();
        let index = |c: &CubieCube| mc.iter().position(|m| m == c).unwrap_or(0) as u8;
        let to_cube = std::array::from_fn(|m| index(&conj(&mc[m], &x2)));
        let turns: Vec<Vec<u8>> = vec![vec![0], vec![1], vec![2]];
        let algs = [
            CORNER_ALGS,
            MIDDLE_ALGS,
            CROSS_ALGS,
            ORIENT_ALGS,
            CORNER_PERM_ALGS,
            EDGE_PERM_ALGS,
        ];
        let macros = algs
            .iter()
            .map(|list| {
                let mut out = turns.clone();
                for alg in list.iter() {
                    out.extend(from_each_side(alg));
                }
                out
            })
            .collect();
        Kit {
            x2,
            to_cube,
            macros,
            cross: cross_table(),
        }
    })
}

/// An algorithm as face turns, seen from each of the four sides (conjugated by `y`).
fn from_each_side(alg: &str) -> Vec<Vec<u8>> {
    let moves: Vec<u8> = parse_moves(alg)
        .unwrap_or_default()
        .iter()
        .map(|m| m.face_index().unwrap_or(0))
        .collect();
    let s = symmetries();
    (0..4)
        .map(|k| moves.iter().map(|&m| s.mv[k][m as usize]).collect())
        .collect()
}

/// How far step `step` is (0..=4) on the working-frame cube.
fn progress(c: &CubieCube, step: usize) -> usize {
    let corner = |i: usize| c.cp[i] as usize == i && c.co[i] == 0;
    let edge = |i: usize| c.ep[i] as usize == i && c.eo[i] == 0;
    match step {
        0 => (4..8).filter(|&i| edge(i)).count(),
        1 => (4..8).filter(|&i| corner(i)).count(),
        2 => (8..12).filter(|&i| edge(i)).count(),
        3 => (0..4).filter(|&i| c.eo[i] == 0).count(),
        4 => (0..4).filter(|&i| c.co[i] == 0).count(),
        5 => (0..4).filter(|&i| c.cp[i] as usize == i).count(),
        _ => (0..4).filter(|&i| edge(i)).count(),
    }
}

/// The shortest sequence of at most [`MAX_ALGS`] macros that raises step `step`'s count
/// while keeping every earlier step done.
fn improve(c: &CubieCube, step: usize, macros: &[Vec<u8>]) -> Option<Vec<u8>> {
    let base = progress(c, step);
    let keeps = |d: &CubieCube| (0..step).all(|s| progress(d, s) == 4);
    for depth in 1..=MAX_ALGS {
        let mut best: Option<Vec<u8>> = None;
        let mut path = Vec::new();
        search(c, depth, macros, usize::MAX, &mut path, &mut |d, seq| {
            if progress(d, step) > base
                && keeps(d)
                && best.as_ref().is_none_or(|b| seq.len() < b.len())
            {
                best = Some(seq.to_vec());
            }
        });
        if best.is_some() {
            return best;
        }
    }
    None
}

/// Every sequence of exactly `depth` macros (two top-layer turns never in a row).
fn search(
    c: &CubieCube,
    depth: usize,
    macros: &[Vec<u8>],
    last: usize,
    path: &mut Vec<u8>,
    found: &mut impl FnMut(&CubieCube, &[u8]),
) {
    if depth == 0 {
        found(c, path);
        return;
    }
    for (i, m) in macros.iter().enumerate() {
        // The first three macros are top-layer turns: two in a row are one.
        if i < 3 && last < 3 {
            continue;
        }
        let d = crate::apply_face_turns(c, m);
        let len = path.len();
        path.extend_from_slice(m);
        search(&d, depth - 1, macros, i, path, found);
        path.truncate(len);
    }
}

/// The four white edges' (position · 2 + orientation) packed in base 24.
fn cross_index(c: &CubieCube) -> usize {
    let mut at = [0usize; 4];
    for p in 0..12 {
        let e = c.ep[p] as usize;
        if (4..8).contains(&e) {
            at[e - 4] = p * 2 + c.eo[p] as usize;
        }
    }
    at.iter().fold(0, |acc, &x| acc * 24 + x)
}

/// Distances of every placement of the four white edges to the solved cross, by
/// breadth-first search over the 190,080 placements.
fn cross_table() -> Vec<u8> {
    let mc = move_cubes();
    let mut dist = vec![u8::MAX; 24usize.pow(4)];
    let mut frontier = vec![CubieCube::SOLVED];
    dist[cross_index(&CubieCube::SOLVED)] = 0;
    let mut d = 0;
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for c in &frontier {
            for m in mc {
                let n = c.then_edges(m);
                let i = cross_index(&n);
                if dist[i] == u8::MAX {
                    dist[i] = d + 1;
                    next.push(n);
                }
            }
        }
        frontier = next;
        d += 1;
    }
    dist
}

/// The shortest cross: down the cross table's distances.
fn cross_moves(c: &CubieCube) -> Vec<u8> {
    let k = kit();
    let mc = move_cubes();
    let mut c = *c;
    let mut out = Vec::new();
    while k.cross[cross_index(&c)] > 0 {
        let here = k.cross[cross_index(&c)];
        let m = (0..18u8)
            .find(|&m| k.cross[cross_index(&c.then_edges(&mc[m as usize]))] < here)
            .unwrap_or(0);
        c = c.then(&mc[m as usize]);
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn solves_random_cubes_in_seven_named_steps() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..200 {
            let c = crate::scramble::random_cube(&mut rng);
            let steps = solve(&c).expect("the method never gets stuck");
            assert_eq!(steps.len(), 7);
            let mut d = c;
            for (i, s) in steps.iter().enumerate() {
                d = crate::apply_face_turns(&d, &s.moves);
                assert!(current_step(&d) > i, "step {} done", s.step);
            }
            assert_eq!(d, CubieCube::SOLVED);
            let len: usize = steps.iter().map(|s| s.moves.len()).sum();
            assert!(len < 250, "{len} turns");
        }
    }

    #[test]
    fn same_face_turns_merge() {
        // U U → U2; U' U → nothing; R U2 U2 → R.
        assert_eq!(merge([0, 0].into_iter()), vec![1]);
        assert_eq!(merge([2, 0, 3].into_iter()), vec![3]);
        assert_eq!(merge([3, 1, 1].into_iter()), vec![3]);
    }

    #[test]
    fn a_solved_cube_needs_no_moves() {
        let steps = solve(&CubieCube::SOLVED).unwrap();
        assert!(steps.iter().all(|s| s.moves.is_empty()));
        assert_eq!(current_step(&CubieCube::SOLVED), 7);
    }
}
