//! Trainers: scrambles drawn from a subset of positions, as cubers drill one step.
//!
//! * The last layer ([`Subset::LastLayer`]): PLL's 21 cases and OLL's 57 by their standard
//!   names, from the case table `data/last-layer.txt` (one algorithm each, its public
//!   source named there). A drill is a case uniform among those chosen, turned at random
//!   before and after, on a cube whose first two layers are solved — OLL's pieces placed
//!   at random too — made from solved by two-phase's solution, inverted, so the scramble
//!   does not give the case away. White is up as the scramble is applied, so the case is
//!   on the yellow (D) layer: held yellow up and green in front (`z2`), the case's
//!   algorithm solves it after the right turns of that layer.
//! * The cross ([`Subset::Cross`]): a cube drawn uniformly from those whose white cross
//!   needs exactly N face turns (1 to 8), with [`crate::cross::Crosses`].

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use rand::seq::SliceRandom;
use rand::Rng;
use search::Budget;

use crate::cross::{Crosses, MAX_CROSS};
use crate::cubie::CubieCube;
use crate::error::CubeError;
use crate::notation::{invert, parse_moves, Layer, Move};
use crate::tables::Tables;

/// The case table: `set name algorithm` a line.
const CASE_TABLE: &str = include_str!("../data/last-layer.txt");

/// A last-layer step with named cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LastLayer {
    /// Permuting the last layer, its orientation done: 21 cases.
    Pll,
    /// Orienting the last layer: 57 cases.
    Oll,
}

impl search::Named for LastLayer {
    const ALL: &'static [LastLayer] = &[LastLayer::Pll, LastLayer::Oll];
    const WHAT: &'static str = "last-layer set";

    /// `pll`, `oll`.
    fn name(self) -> &'static str {
        match self {
            LastLayer::Pll => "pll",
            LastLayer::Oll => "oll",
        }
    }
}

/// A case of the case table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Its set.
    pub set: LastLayer,
    /// Its standard name (`Aa`, `T`; OLL's number, `27`).
    pub name: &'static str,
    /// Its algorithm as the table writes it.
    pub algorithm: &'static str,
    /// The algorithm read.
    pub moves: Vec<Move>,
}

/// Every case of the table, PLL's then OLL's, in the table's order.
pub fn all_cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        CASE_TABLE
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter_map(|l| {
                let mut words = l.splitn(3, ' ');
                let set = match words.next()? {
                    "pll" => LastLayer::Pll,
                    _ => LastLayer::Oll,
                };
                let name = words.next()?;
                let algorithm = words.next()?.trim();
                // The table is the crate's own, checked by its tests: a line is never bad.
                let moves = parse_moves(algorithm).ok()?;
                Some(Case {
                    set,
                    name,
                    algorithm,
                    moves,
                })
            })
            .collect()
    })
}

/// The cases of one set, in the table's order.
pub fn cases(set: LastLayer) -> impl Iterator<Item = &'static Case> {
    all_cases().iter().filter(move |c| c.set == set)
}

/// What a trainer's scrambles are drawn from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subset {
    /// Cases of a last-layer step, each chosen once (never empty).
    LastLayer {
        /// The step.
        set: LastLayer,
        /// The cases chosen.
        cases: Vec<&'static Case>,
    },
    /// Cubes whose white cross needs exactly this many face turns (1–8).
    Cross(u8),
}

impl Subset {
    /// Every case of a set.
    pub fn every(set: LastLayer) -> Subset {
        Subset::LastLayer {
            set,
            cases: cases(set).collect(),
        }
    }

    /// Cases of a set by name (any case of letters; each once, in the order given).
    pub fn of_cases<'a>(
        set: LastLayer,
        names: impl IntoIterator<Item = &'a str>,
    ) -> Result<Subset, CubeError> {
        let mut chosen: Vec<&'static Case> = Vec::new();
        for name in names.into_iter().map(str::trim).filter(|n| !n.is_empty()) {
            let case = cases(set)
                .find(|c| c.name.eq_ignore_ascii_case(name))
                .ok_or_else(|| CubeError::UnknownCase {
                    set: search::Named::name(set),
                    name: name.to_string(),
                    known: cases(set).map(|c| c.name).collect::<Vec<_>>().join(" "),
                })?;
            if !chosen.contains(&case) {
                chosen.push(case);
            }
        }
        if chosen.is_empty() {
            return Err(CubeError::NoCases {
                set: search::Named::name(set),
            });
        }
        Ok(Subset::LastLayer { set, cases: chosen })
    }

    /// A cross of `n` face turns (1–8).
    pub fn cross(n: i64) -> Result<Subset, CubeError> {
        match u8::try_from(n) {
            Ok(n) if (1..=MAX_CROSS).contains(&n) => Ok(Subset::Cross(n)),
            _ => Err(CubeError::CrossLength { moves: n }),
        }
    }

    /// Whether the subset's drills need the cross tables.
    pub fn needs_crosses(&self) -> bool {
        matches!(self, Subset::Cross(_))
    }
}

impl FromStr for Subset {
    type Err = CubeError;

    /// `pll`, `oll` (every case), `pll:Aa,Ab`, `oll:1,27` (those cases), `cross:N`.
    fn from_str(text: &str) -> Result<Subset, CubeError> {
        let (kind, rest) = match text.trim().split_once(':') {
            Some((k, r)) => (k.trim().to_ascii_lowercase(), Some(r)),
            None => (text.trim().to_ascii_lowercase(), None),
        };
        let unknown = || CubeError::UnknownSubset {
            text: text.trim().to_string(),
            known: vec!["pll", "oll", "cross:N"],
        };
        let set = match kind.as_str() {
            "pll" => LastLayer::Pll,
            "oll" => LastLayer::Oll,
            "cross" => {
                let n = rest.ok_or_else(unknown)?.trim();
                return Subset::cross(n.parse().map_err(|_| unknown())?);
            }
            _ => return Err(unknown()),
        };
        match rest {
            None => Ok(Subset::every(set)),
            Some(names) => Subset::of_cases(set, names.split(',')),
        }
    }
}

impl fmt::Display for Subset {
    /// As [`Subset`]'s `FromStr` reads it: a set of every case is its name alone.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Subset::Cross(n) => write!(f, "cross:{n}"),
            Subset::LastLayer { set, cases: chosen } => {
                let name = search::Named::name(*set);
                match chosen.len() == cases(*set).count() {
                    true => write!(f, "{name}"),
                    false => {
                        let names: Vec<&str> = chosen.iter().map(|c| c.name).collect();
                        write!(f, "{name}:{}", names.join(","))
                    }
                }
            }
        }
    }
}

/// A trainer's scramble.
#[derive(Clone, Debug)]
pub struct Drill {
    /// The scramble: face turns, applied white up and green in front.
    pub scramble: Vec<Move>,
    /// The cube it makes.
    pub cube: CubieCube,
    /// The last-layer case (to show after the solve, not before).
    pub case: Option<&'static Case>,
}

impl Drill {
    /// The face the drill is on as the scramble leaves the cube: the last layer's cases
    /// on D (yellow), the cross on U (white).
    pub fn face(&self) -> char {
        match self.case {
            Some(_) => 'D',
            None => 'U',
        }
    }

    /// The rotation that holds the cube as the step is solved: yellow up, green in front
    /// (`z2`) for the last layer; none for the cross (white up as scrambled).
    pub fn hold(&self) -> Option<&'static str> {
        self.case.map(|_| "z2")
    }
}

/// `n` clockwise quarter turns of U (none for 0).
fn u_turns(n: u8) -> Option<Move> {
    (!n.is_multiple_of(4)).then_some(Move {
        layer: Layer::Face(0),
        turns: n % 4,
    })
}

/// `z2`: yellow up, green in front.
const Z2: Move = Move {
    layer: Layer::Rotation(2),
    turns: 2,
};

/// The cube the case leaves on the D layer with the cube held white up: held yellow up
/// (`z2`), `pre` turns of its top, the case's algorithm inverted, `post` turns.
pub fn case_cube(case: &Case, pre: u8, post: u8) -> CubieCube {
    let mut moves = vec![Z2];
    moves.extend(u_turns(pre));
    moves.extend(invert(&case.moves));
    moves.extend(u_turns(post));
    moves.push(Z2);
    crate::apply_moves(&moves)
}

/// The D layer's pieces placed at random among its positions, their orientations as they
/// were by position (OLL's case unchanged); two edges swapped when the parities differ.
fn shuffle_last_layer<R: Rng + ?Sized>(c: &mut CubieCube, rng: &mut R) {
    c.cp[4..8].shuffle(rng);
    c.ep[4..8].shuffle(rng);
    if c.corner_parity_odd() != c.edge_parity_odd() {
        c.ep.swap(4, 5);
    }
}

/// The last layer (D, as scrambled) of a cube: its corners' and edges' positions and
/// orientations.
type LastLayerPieces = ([u8; 4], [u8; 4], [u8; 4], [u8; 4]);

/// The D layer's pieces of `c`.
fn last_layer(c: &CubieCube) -> LastLayerPieces {
    let four = |a: &[u8]| -> [u8; 4] { std::array::from_fn(|i| a[4 + i]) };
    (four(&c.cp), four(&c.co), four(&c.ep), four(&c.eo))
}

/// `n` clockwise quarter turns of D, as a cube.
fn d_turns(n: u8) -> CubieCube {
    match n % 4 {
        0 => CubieCube::SOLVED,
        // D's solver indices: 9 (D), 10 (D2), 11 (D').
        t => crate::apply_face_turns(&CubieCube::SOLVED, &[8 + t]),
    }
}

/// What names a case of `set` whatever the turns of its layer before and after: the least
/// of the last layer's forms under every such pair of turns (its permutation for PLL, its
/// orientation for OLL).
fn class_of(set: LastLayer, c: &CubieCube) -> LastLayerPieces {
    let mut best: Option<LastLayerPieces> = None;
    for a in 0..4 {
        for b in 0..4 {
            let (cp, co, ep, eo) = last_layer(&d_turns(a).then(c).then(&d_turns(b)));
            let form = match set {
                LastLayer::Pll => (cp, [0; 4], ep, [0; 4]),
                LastLayer::Oll => ([0; 4], co, [0; 4], eo),
            };
            best = Some(best.map_or(form, |x| x.min(form)));
        }
    }
    best.unwrap_or_default()
}

/// The case of `set` the cube shows on its D layer, its first two layers solved; `None`
/// when they are not, or the last layer is solved (or, for OLL, oriented) by turns alone.
pub fn recognise(set: LastLayer, c: &CubieCube) -> Option<&'static Case> {
    static CLASSES: OnceLock<Vec<(LastLayerPieces, &'static Case)>> = OnceLock::new();
    let classes = CLASSES.get_or_init(|| {
        all_cases()
            .iter()
            .map(|case| (class_of(case.set, &case_cube(case, 0, 0)), case))
            .collect()
    });
    if !crate::goal::Part::F2l.solved(c) {
        return None;
    }
    let class = class_of(set, c);
    classes
        .iter()
        .find(|(k, case)| case.set == set && *k == class)
        .map(|(_, case)| *case)
}

/// The moves that make `cube` from solved: two-phase's solution, inverted.
fn made_by(t: &Tables, cube: &CubieCube) -> Vec<Move> {
    let sol = crate::solver::solve(t, cube, crate::GODS_NUMBER, &Budget::unlimited());
    let moves: Vec<Move> = sol
        .moves
        .unwrap_or_default()
        .into_iter()
        .map(Move::face)
        .collect();
    invert(&moves)
}

/// A cube of `subset` and its case, without a scramble: a case of the last layer, or with
/// `crosses`, a cube whose white cross needs the subset's length (without them, a cross is
/// drawn from the tables built here once: 2 MB, a tenth of a second).
pub fn drill_cube<R: Rng + ?Sized>(
    subset: &Subset,
    crosses: Option<&Crosses>,
    rng: &mut R,
) -> (CubieCube, Option<&'static Case>) {
    match subset {
        Subset::LastLayer { set, cases } => {
            let case = cases[rng.gen_range(0..cases.len())];
            let mut cube = case_cube(case, rng.gen_range(0..4), rng.gen_range(0..4));
            if *set == LastLayer::Oll {
                shuffle_last_layer(&mut cube, rng);
            }
            (cube, Some(case))
        }
        Subset::Cross(n) => {
            static BUILT: OnceLock<Crosses> = OnceLock::new();
            let t = crosses.unwrap_or_else(|| BUILT.get_or_init(Crosses::build));
            (t.cube_at(*n, rng), None)
        }
    }
}

/// A drill of `subset`: its cube ([`drill_cube`]) and the scramble that makes it.
pub fn drill<R: Rng + ?Sized>(
    subset: &Subset,
    two_phase: &Tables,
    crosses: Option<&Crosses>,
    rng: &mut R,
) -> Drill {
    let (cube, case) = drill_cube(subset, crosses, rng);
    Drill {
        scramble: made_by(two_phase, &cube),
        cube,
        case,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use std::collections::HashSet;

    /// The first two layers (U and E with white up) in place.
    fn first_two_layers_solved(c: &CubieCube) -> bool {
        crate::goal::Part::F2l.solved(c)
    }

    #[test]
    fn the_table_has_every_case_once() {
        assert_eq!(cases(LastLayer::Pll).count(), 21);
        assert_eq!(cases(LastLayer::Oll).count(), 57);
        let lines = CASE_TABLE
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(lines, all_cases().len(), "a line that does not read");
        let oll: Vec<&str> = cases(LastLayer::Oll).map(|c| c.name).collect();
        let numbers: Vec<String> = (1..=57).map(|n| n.to_string()).collect();
        assert_eq!(oll, numbers);
    }

    #[test]
    fn every_algorithm_keeps_the_first_two_layers_and_is_a_case_of_its_set() {
        let mut pll_classes = HashSet::new();
        let mut oll_classes = HashSet::new();
        for case in all_cases() {
            let c = case_cube(case, 0, 0);
            assert!(
                first_two_layers_solved(&c),
                "{} {}",
                case.name,
                case.algorithm
            );
            let (cp, co, ep, eo) = last_layer(&c);
            // The class of a case: every way it is met, turned before and after.
            let turned: Vec<_> = (0..4)
                .flat_map(|a| (0..4).map(move |b| (a, b)))
                .map(|(a, b)| last_layer(&case_cube(case, a, b)))
                .collect();
            match case.set {
                LastLayer::Pll => {
                    assert_eq!((co, eo), ([0; 4], [0; 4]), "PLL {} orients", case.name);
                    let perms: Vec<_> = turned.iter().map(|t| (t.0, t.2)).collect();
                    assert!(
                        !perms.contains(&([4, 5, 6, 7], [4, 5, 6, 7])),
                        "PLL {} is solved by turns alone",
                        case.name
                    );
                    let class = perms.into_iter().min();
                    assert!(pll_classes.insert(class), "PLL {} twice", case.name);
                }
                LastLayer::Oll => {
                    assert_ne!((co, eo), ([0; 4], [0; 4]), "OLL {} is oriented", case.name);
                    let _ = (cp, ep);
                    let class = turned.iter().map(|t| (t.1, t.3)).min();
                    assert!(oll_classes.insert(class), "OLL {} twice", case.name);
                }
            }
        }
    }

    #[test]
    fn every_case_is_recognised_however_it_is_turned_and_nothing_else_is() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for case in all_cases() {
            for (a, b) in [(0, 0), (1, 2), (3, 1)] {
                let mut c = case_cube(case, a, b);
                if case.set == LastLayer::Oll {
                    shuffle_last_layer(&mut c, &mut rng);
                }
                assert_eq!(recognise(case.set, &c), Some(case));
            }
        }
        assert_eq!(recognise(LastLayer::Pll, &CubieCube::SOLVED), None);
        assert_eq!(recognise(LastLayer::Oll, &d_turns(1)), None);
        let scrambled = crate::scramble::random_cube(&mut rng);
        assert_eq!(recognise(LastLayer::Pll, &scrambled), None);
    }

    #[test]
    fn subsets_read_and_write_back() {
        for text in ["pll", "oll", "pll:Aa,Ab", "oll:1,27", "cross:4"] {
            let s: Subset = text.parse().unwrap();
            assert_eq!(s.to_string(), text);
        }
        let s: Subset = "PLL: aa, T ,aa".parse().unwrap();
        assert_eq!(s.to_string(), "pll:Aa,T");
    }

    #[test]
    fn bad_subsets_say_what_is_wrong() {
        let err = |t: &str| t.parse::<Subset>().unwrap_err();
        assert_eq!(err("pll:"), CubeError::NoCases { set: "pll" });
        assert!(matches!(err("pll:Aa,Q"), CubeError::UnknownCase { name, .. } if name == "Q"));
        assert!(matches!(err("oll:58"), CubeError::UnknownCase { name, .. } if name == "58"));
        assert_eq!(err("cross:0"), CubeError::CrossLength { moves: 0 });
        assert_eq!(err("cross:9"), CubeError::CrossLength { moves: 9 });
        assert!(matches!(err("cross:x"), CubeError::UnknownSubset { .. }));
        assert!(matches!(err("zbll"), CubeError::UnknownSubset { .. }));
    }
}
