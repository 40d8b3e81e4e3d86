//! The cube end to end: notation, facelets, validation, scrambles and the two-phase
//! search (the door's and, for what the door does not show, the search itself).
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::sync::OnceLock;

use cube::internals::{two_phase as solve, Tables};
use cube::{
    apply_face_turns, apply_moves, format_moves, invert, length, parse_cube, parse_moves,
    CubeError, CubieCube, FaceletCube, Metric,
};
use rand::SeedableRng;
use search::Budget;

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(Tables::build)
}

fn facelets_of(moves: &str) -> String {
    FaceletCube::from_cubie(&apply_moves(&parse_moves(moves).unwrap())).to_kociemba()
}

#[test]
fn superflip_string() {
    assert_eq!(
        facelets_of("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"),
        "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
    );
}

#[test]
fn every_solution_of_kociembas_example_solves_it() {
    let c = parse_cube("DRLUUBFBRBLURRLRUBLRDDFDLFUFUFFDBRDUBRUFLLFDDBFLUBLRBD").unwrap();
    for target in [30, 22, 20, 19] {
        let s = solve(tables(), &c, target, &Budget::unlimited());
        let moves = s.moves.unwrap();
        assert!(moves.len() as u32 <= target.max(20), "{}", moves.len());
        assert_eq!(apply_face_turns(&c, &moves), CubieCube::SOLVED);
    }
}

#[test]
fn random_cubes_solve_in_20_or_fewer() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
    for _ in 0..30 {
        let c = cube::internals::random_cube(&mut rng);
        let s = solve(tables(), &c, 20, &Budget::unlimited());
        assert!(s.reached_target);
        let moves = s.moves.unwrap();
        assert!(moves.len() <= 20);
        assert_eq!(apply_face_turns(&c, &moves), CubieCube::SOLVED);
    }
}

#[test]
fn tables_round_trip_through_bytes() {
    let t = tables();
    assert_eq!(Tables::from_bytes(&t.to_bytes()).as_ref(), Some(t));
    assert_eq!(Tables::from_bytes(&t.to_bytes()[1..]), None);
}

#[test]
fn notation_forms_agree() {
    let same = |a: &str, b: &str| assert_eq!(facelets_of(a), facelets_of(b), "{a} vs {b}");
    same("(R U R' U')3", "R U R' U' R U R' U' R U R' U'");
    same("[R, U]", "R U R' U'");
    same("[R: U]", "R U R'");
    same("[f+] [u-]", "F U'");
    same("R2'", "R2");
    same("Rw", "r");
    same("Rw", "L x");
    same("M", "R L' x'");
    same("E", "U D' y'");
    same("S", "F' B z");
    same("x y z", "z y' x' x2 y2");
    assert_eq!(
        facelets_of("x y z2"),
        facelets_of(""),
        "rotations alone change nothing"
    );
    let m = parse_moves("R U2 F' Rw M E2 S' x y2 z' r").unwrap();
    assert_eq!(format_moves(&m), "R U2 F' Rw M E2 S' x y2 z' Rw");
    assert_eq!(length(&m, Metric::Htm), 1 + 1 + 1 + 1 + 2 + 2 + 2 + 1);
    assert_eq!(length(&m, Metric::Qtm), 1 + 2 + 1 + 1 + 2 + 4 + 2 + 1);
    assert_eq!(length(&m, Metric::Stm), 8);
}

#[test]
fn every_face_turn_has_order_four_and_sequences_invert() {
    for f in ["U", "R", "F", "D", "L", "B", "M", "Rw", "x"] {
        assert_eq!(facelets_of(&format!("{f} {f} {f} {f}")), facelets_of(""));
    }
    let m = parse_moves("R U F' L2 D B' Rw M").unwrap();
    let mut all = m.clone();
    all.extend(invert(&m));
    assert_eq!(apply_moves(&all), CubieCube::SOLVED);
}

#[test]
fn notation_errors_name_the_token_and_position() {
    assert!(
        matches!(parse_moves("R U X F"), Err(CubeError::BadToken { ref token, position: 5, .. }) if token == "X")
    );
    assert!(matches!(
        parse_moves("(R U"),
        Err(CubeError::Unbalanced { position: 1, .. })
    ));
    assert!(matches!(
        parse_moves("R U)"),
        Err(CubeError::Unbalanced { position: 4, .. })
    ));
    assert!(matches!(
        parse_moves("[R U]"),
        Err(CubeError::Unbalanced { .. })
    ));
    assert!(matches!(
        parse_moves("R100"),
        Err(CubeError::BadToken { .. })
    ));
}

#[test]
fn colours_are_read_like_letters() {
    let letters = facelets_of("R U F");
    let colours: String = letters
        .chars()
        .map(|c| ['W', 'R', 'G', 'Y', 'O', 'B']["URFDLB".find(c).unwrap()])
        .collect();
    assert_eq!(parse_cube(&colours).unwrap(), parse_cube(&letters).unwrap());
}

#[test]
fn a_catalogue_of_bad_cubes() {
    let good = facelets_of("R U F' D2 L B");
    let mut s: Vec<char> = good.chars().collect();
    assert!(matches!(
        parse_cube(&good[..53]),
        Err(CubeError::WrongLength { found: 53 })
    ));
    let mut bad = s.clone();
    bad[0] = 'Q';
    assert!(matches!(
        parse_cube(&bad.iter().collect::<String>()),
        Err(CubeError::UnknownLetter {
            letter: 'Q',
            position: 1
        })
    ));
    // One sticker recoloured: a colour appears 10 times.
    let mut bad = s.clone();
    let other = if bad[0] == 'U' { 'R' } else { 'U' };
    bad[0] = other;
    assert!(matches!(
        parse_cube(&bad.iter().collect::<String>()),
        Err(CubeError::ColorCount { .. })
    ));
    // Two centres swapped with two other stickers keep counts but repeat a centre.
    let solved = FaceletCube::solved().to_kociemba();
    let mut c: Vec<char> = solved.chars().collect();
    c[13] = 'U'; // R centre shows U
    c[0] = 'R';
    let e = parse_cube(&c.iter().collect::<String>()).unwrap_err();
    assert!(
        matches!(e, CubeError::CentresNotDistinct { letter: 'U', .. }),
        "{e}"
    );
    // Twisted corner: rotate the three stickers of URF.
    let mut c: Vec<char> = solved.chars().collect();
    let (a, b, d) = (c[8], c[9], c[20]);
    c[8] = d;
    c[9] = a;
    c[20] = b;
    let e = parse_cube(&c.iter().collect::<String>()).unwrap_err();
    assert!(matches!(e, CubeError::TwistedCorner { .. }), "{e}");
    assert!(e.to_string().contains("twisting one corner"));
    // Flipped edge: swap the two stickers of UR.
    let mut c: Vec<char> = solved.chars().collect();
    c.swap(5, 10);
    assert_eq!(
        parse_cube(&c.iter().collect::<String>()),
        Err(CubeError::FlippedEdge)
    );
    // Two edges swapped: parity.
    let mut c: Vec<char> = solved.chars().collect();
    c.swap(5, 7);
    c.swap(10, 19);
    assert!(matches!(
        parse_cube(&c.iter().collect::<String>()),
        Err(CubeError::Parity { .. })
    ));
    // A corner with two U stickers is no real corner; the error names its stickers.
    let mut c: Vec<char> = solved.chars().collect();
    c[9] = 'U';
    c[4 + 1] = 'R'; // keep counts: U5? use U6 (UR edge) -> R
    let e = parse_cube(&c.iter().collect::<String>()).unwrap_err();
    assert!(matches!(e, CubeError::NotAPiece { .. }), "{e}");
    assert!(
        e.to_string().contains("U9 R1 F3") || e.to_string().contains("U6 R2"),
        "{e}"
    );
    // A piece twice: replace the UF edge's stickers with UR's colours (and UR's with UF's
    // swapped in elsewhere so counts stay right) — the UR edge appears twice.
    let mut c: Vec<char> = solved.chars().collect();
    c[19] = 'R'; // UF edge now shows U R
    c[23] = 'F'; // FR edge now shows F F? keep counts: F6 was F, R4 was R
    c[12] = 'F';
    let e = parse_cube(&c.iter().collect::<String>()).unwrap_err();
    assert!(
        matches!(
            e,
            CubeError::NotAPiece { .. } | CubeError::DuplicatePiece { .. }
        ),
        "{e}"
    );
    s.clear();
}

#[test]
fn duplicate_piece_names_the_missing_one() {
    // Build from cubies: put the UR edge in the UF slot too (UF missing).
    let mut c = CubieCube::SOLVED;
    c.ep[1] = 0;
    let f = FaceletCube::from_cubie(&c);
    let e = f.to_cubie(None).unwrap_err();
    assert_eq!(
        e,
        CubeError::DuplicatePiece {
            piece: "UR",
            first: "UR",
            second: "UF",
            missing: "UF"
        }
    );
}

#[test]
fn scrambles_are_random_state_and_uniform_enough() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let (mut twist0, mut odd) = (0, 0);
    let n = 300;
    for _ in 0..n {
        let c = cube::internals::random_cube(&mut rng);
        assert!(c.is_solvable());
        twist0 += (c.co[0] == 0) as u32;
        odd += c.corner_parity_odd() as u32;
    }
    // Each corner twist value has probability 1/3, each parity 1/2.
    assert!((60..140).contains(&twist0), "{twist0}");
    assert!((110..190).contains(&odd), "{odd}");
    let (scramble, cube) = cube::internals::random_state(&mut rng, tables());
    assert!(scramble.len() >= 2);
    assert_eq!(apply_moves(&scramble), cube);
    let moves = cube::internals::random_moves(&mut rng, 25);
    assert_eq!(moves.len(), 25);
    for w in moves.windows(2) {
        assert_ne!(
            w[0].face_index().unwrap() / 3,
            w[1].face_index().unwrap() / 3
        );
    }
}

#[test]
fn centres_out_of_any_real_arrangement_are_named_first() {
    // The U and R centres swapped: a mirror image, reported before any corner or edge.
    let mut s: Vec<char> = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"
        .chars()
        .collect();
    s.swap(4, 13);
    let text: String = s.iter().collect();
    let e = cube::parse_cube(&text).unwrap_err().to_string();
    assert!(
        e.contains("no real cube's arrangement") && e.contains("the U and R centres show R and U"),
        "{e}"
    );
    assert!(e.contains("has U and R"), "{e}");
    // In colours too; and every way of holding a real cube is accepted.
    let colours = text
        .replace('U', "W")
        .replace('D', "Y")
        .replace('F', "G")
        .replace('L', "O");
    let e = cube::parse_cube(&colours).unwrap_err().to_string();
    assert!(e.contains("show R and W"), "{e}");
    for rot in ["x", "y", "z", "x y", "x2 z", "y' x'", "z y2"] {
        let mut c = cube::FaceletCube::solved();
        for m in cube::parse_moves(rot).unwrap() {
            c = cube::FaceletCube(m.stickers().apply(&c.0));
        }
        let text: String = c.0.iter().map(|&f| cube::FACES[f as usize]).collect();
        let (symbols, chars) = cube::FaceletCube::parse_symbols(&text).unwrap();
        assert!(
            symbols
                .read_against_centres()
                .to_cubie(Some(&chars))
                .is_ok(),
            "{rot}"
        );
    }
}

/// Found by fuzzing (`fuzz/seeds/cube_moves/oom-nested-repeats`): nested repetitions
/// expanded to billions of turns and ran out of memory. Now refused, with where.
#[test]
fn nested_repetitions_that_explode_are_refused() {
    let found = include_str!("../../../fuzz/seeds/cube_moves/oom-nested-repeats");
    assert!(matches!(
        cube::parse_moves(found),
        Err(cube::CubeError::TooManyMoves { .. })
    ));
    let e = cube::parse_moves("((((R U)64)64)64)64").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the group at position 2 expands the moves to more than 100000 turns"
    );
    let deep = format!("{}R{}", "[".repeat(30), ", U]".repeat(30));
    assert!(matches!(
        cube::parse_moves(&deep),
        Err(cube::CubeError::TooManyMoves { .. })
    ));
    // Large but reasonable groups still work.
    assert_eq!(cube::parse_moves("((R U)99)9").unwrap().len(), 2 * 99 * 9);
}
