//! A solve split into the stages a cuber names: CFOP's cross, four F2L pairs, OLL and PLL,
//! or the beginner's method's seven steps (named as the method names them), whichever
//! fits the solve better.
//!
//! The input is the cube after each move of the solve's final line, read against its
//! centres (so rotations and slices cost nothing and change nothing here). Each stage is a
//! condition on the cube that includes the stages before it; a stage ends at the first
//! moment its condition holds after the stage before it ended (breaking pieces inside a
//! later stage's algorithm, as `R U R'` breaks the cross for a moment, moves no end).
//!
//! The cross's colour is the one the solve was built on: the colour whose first two
//! layers are complete first (then whose cross is). The beginner's method fits a solve
//! with the white cross whose four first-layer corners were all in place before its last
//! F2L pair (CFOP places each corner with its edge).

use messages::Message;

use crate::coord::{conj, cube_of, move_cubes};
use crate::cubie::CubieCube;
use crate::notation::{Layer, Move};
use crate::steps::step_label;

/// Which method's stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Cross, four F2L pairs, OLL, PLL.
    Cfop,
    /// The beginner's method's seven steps.
    Beginner,
}

/// A solve's stages: each with its name and the number of moves of the final line made
/// when it ends (the last ends with the line).
#[derive(Clone, Debug, PartialEq)]
pub struct Stages {
    /// The method that fits better.
    pub method: Method,
    /// The cross's colour (a face index, U R F D L B: 0 is white).
    pub cross: usize,
    /// Each stage's name and end.
    pub stages: Vec<(Message, usize)>,
}

/// What holds of a cube seen with one colour's cross at the bottom.
#[derive(Clone, Copy, Debug, Default)]
struct Facts {
    cross: bool,
    /// F2L pairs solved (corner and edge of a slot, with the cross or not).
    pairs: usize,
    /// First-layer corners solved.
    corners: usize,
    /// Middle-layer edges solved.
    middle: usize,
    /// The last layer's edges oriented, corners oriented, corners in place.
    ll_eo: bool,
    ll_co: bool,
    ll_cp: bool,
    solved: bool,
}

impl Facts {
    fn of(c: &CubieCube) -> Facts {
        let corner = |i: usize| c.cp[i] as usize == i && c.co[i] == 0;
        let edge = |i: usize| c.ep[i] as usize == i && c.eo[i] == 0;
        Facts {
            cross: (4..8).all(edge),
            pairs: (0..4).filter(|&k| corner(4 + k) && edge(8 + k)).count(),
            corners: (4..8).filter(|&i| corner(i)).count(),
            middle: (8..12).filter(|&i| edge(i)).count(),
            ll_eo: (0..4).all(|i| c.eo[i] == 0),
            ll_co: (0..4).all(|i| c.co[i] == 0),
            ll_cp: (0..4).all(|i| c.cp[i] as usize == i),
            solved: *c == CubieCube::SOLVED,
        }
    }

    fn f2l(&self) -> bool {
        self.cross && self.pairs == 4
    }

    /// CFOP's conditions, in order.
    fn cfop(&self) -> [bool; 7] {
        let pairs = |k| self.cross && self.pairs >= k;
        let oll = self.f2l() && self.ll_eo && self.ll_co;
        [
            self.cross,
            pairs(1),
            pairs(2),
            pairs(3),
            pairs(4),
            oll,
            self.solved,
        ]
    }

    /// The beginner's method's conditions, in order.
    fn beginner(&self) -> [bool; 7] {
        let layer = self.cross && self.corners == 4;
        let two = layer && self.middle == 4;
        let eo = two && self.ll_eo;
        let co = eo && self.ll_co;
        [
            self.cross,
            layer,
            two,
            eo,
            co,
            co && self.ll_cp,
            self.solved,
        ]
    }
}

/// For each colour (face), the rotation that brings it to the bottom.
fn to_bottom() -> [CubieCube; 6] {
    let rot = |axis: u8, turns: u8| {
        cube_of(
            &Move {
                layer: Layer::Rotation(axis),
                turns,
            }
            .stickers(),
        )
    };
    let candidates = [
        CubieCube::SOLVED,
        rot(0, 1),
        rot(0, 2),
        rot(0, 3),
        rot(2, 1),
        rot(2, 3),
    ];
    let mc = move_cubes();
    let d_turn = mc[3 * 3];
    std::array::from_fn(|face| {
        // The rotation under which the face's turn is seen as a turn of D.
        *candidates
            .iter()
            .find(|r| conj(&mc[face * 3], r) == d_turn)
            .expect("every face is brought to the bottom by x or z turns")
    })
}

/// The first index from `from` at which `holds` is true (the last index if never).
fn first(facts: &[Facts], from: usize, holds: impl Fn(&Facts) -> bool) -> usize {
    (from..facts.len())
        .find(|&i| holds(&facts[i]))
        .unwrap_or(facts.len() - 1)
}

/// The ends of conditions in order, each at or after the one before.
fn ends<const N: usize>(facts: &[Facts], conds: impl Fn(&Facts) -> [bool; N]) -> Vec<usize> {
    let mut at = 0;
    (0..N)
        .map(|k| {
            at = first(facts, at, |f| conds(f)[k]);
            at
        })
        .collect()
}

/// Splits a solve into stages. `cubes[i]` is the cube after `i` moves of the final line
/// (`cubes[0]` the start), the last one solved; an empty list has no stages.
pub fn split(cubes: &[CubieCube]) -> Stages {
    if cubes.is_empty() {
        return Stages {
            method: Method::Cfop,
            cross: 0,
            stages: Vec::new(),
        };
    }
    let rotations = to_bottom();
    let seen: Vec<Vec<Facts>> = rotations
        .iter()
        .map(|r| cubes.iter().map(|c| Facts::of(&conj(c, r))).collect())
        .collect();
    let cross = (0..6)
        .min_by_key(|&c| {
            (
                first(&seen[c], 0, Facts::f2l),
                first(&seen[c], 0, |f| f.cross),
            )
        })
        .unwrap_or(0);
    let facts = &seen[cross];
    let cfop = ends(facts, Facts::cfop);
    let beginner = ends(facts, Facts::beginner);
    if cross == 0 && beginner[1] < cfop[4] {
        return Stages {
            method: Method::Beginner,
            cross,
            stages: (0..7).map(step_label).zip(beginner).collect(),
        };
    }
    let colour = Message::new(COLOURS[cross]);
    let mut names = vec![Message::new("cube-stage-cross").arg("colour", colour)];
    names.extend((1..=4).map(|k| Message::new("cube-stage-pair").arg("pair", k)));
    names.push(Message::new("cube-stage-oll"));
    names.push(Message::new("cube-stage-pll"));
    Stages {
        method: Method::Cfop,
        cross,
        stages: names.into_iter().zip(cfop).collect(),
    }
}

/// The colours' names by face (U R F D L B, held white up, green front).
const COLOURS: [&str; 6] = [
    "colour-white",
    "colour-red",
    "colour-green",
    "colour-yellow",
    "colour-orange",
    "colour-blue",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;

    /// The cubes after each move of `moves` from the stickers `start`, read against the
    /// centres (`[0]` is the start).
    fn line(start: [u8; 54], moves: &str) -> Vec<CubieCube> {
        let read = |s: [u8; 54]| {
            let seen = crate::facelet::FaceletCube(s).read_against_centres();
            seen.to_cubie(None).unwrap()
        };
        let mut out = vec![read(start)];
        let mut stickers = start;
        for m in parse_moves(moves).unwrap() {
            stickers = m.stickers().apply(&stickers);
            out.push(read(stickers));
        }
        out
    }

    #[test]
    fn each_colour_is_brought_to_the_bottom() {
        let r = to_bottom();
        let mc = move_cubes();
        for face in 0..6 {
            // The opposite face's turn keeps this colour's cross.
            let opposite = (face + 3) % 6;
            assert!(
                Facts::of(&conj(&mc[opposite * 3], &r[face])).cross,
                "{face}"
            );
            assert!(!Facts::of(&conj(&mc[(face + 1) % 6 * 3], &r[face])).cross);
        }
    }

    #[test]
    fn a_cfop_solve_is_split_into_cross_pairs_oll_and_pll() {
        // A solve built backwards: PLL (T perm), OLL (Sune), four pairs, a cross.
        let parts = [
            "D' R2 U' F2 D",                        // cross
            "U R U' R'",                            // pair 1: front right
            "U' L' U L",                            // pair 2: front left
            "U L U' L'",                            // pair 3: back left
            "y U R U' R'",                          // pair 4: back right (y: no move)
            "R U R' U R U2 R'",                     // OLL (Sune)
            "R U R' U' R' F R2 U' R' U' R U R' F'", // PLL (T)
        ];
        let solve = parts.join(" ");
        let undo = parse_moves(&solve).unwrap();
        let start = undo
            .iter()
            .rev()
            .map(|m| m.inverse())
            .fold(crate::facelet::FaceletCube::solved().0, |s, m| {
                m.stickers().apply(&s)
            });
        let cubes = line(start, &solve);
        let st = split(&cubes);
        assert_eq!(st.method, Method::Cfop);
        let names: Vec<String> = st.stages.iter().map(|(m, _)| m.english()).collect();
        assert_eq!(names.len(), 7);
        assert_eq!(names[5], "OLL");
        assert_eq!(*st.stages.last().map(|(_, e)| e).unwrap(), cubes.len() - 1);
        let ends: Vec<usize> = st.stages.iter().map(|s| s.1).collect();
        let expected: Vec<usize> = parts
            .iter()
            .scan(0, |n, p| {
                *n += parse_moves(p).unwrap().len();
                Some(*n)
            })
            .collect();
        assert_eq!(ends, expected);
        assert_eq!(names[0], "yellow cross");
    }

    #[test]
    fn a_beginners_solve_is_split_into_its_seven_steps() {
        use rand::SeedableRng;
        for seed in 0..5 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let start = crate::scramble::random_cube(&mut rng);
            let steps = crate::human::solve(&start).unwrap();
            let mut cubes = vec![start];
            let mut bounds = Vec::new();
            for s in &steps {
                for &m in &s.moves {
                    let c = crate::apply_face_turns(cubes.last().unwrap(), &[m]);
                    cubes.push(c);
                }
                bounds.push(cubes.len() - 1);
            }
            let st = split(&cubes);
            assert_eq!(st.method, Method::Beginner, "seed {seed}");
            let names: Vec<String> = st.stages.iter().map(|(m, _)| m.english()).collect();
            assert_eq!(names[0], "white cross");
            assert_eq!(names[6], "last-layer edges permuted");
            let ends: Vec<usize> = st.stages.iter().map(|s| s.1).collect();
            assert_eq!(ends, bounds, "seed {seed}");
        }
    }
}
