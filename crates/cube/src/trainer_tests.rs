//! The trainers' scrambles against their oracles: the case table for PLL (the case's
//! algorithm, after the right turns of the last layer, solves the cube), the last layer's
//! orientation for OLL, and an independent breadth-first search over stickers for the
//! cross.

use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use rand::SeedableRng;
use search::tables::{silent, InMemory};

use crate::cross::MAX_CROSS as MAX_CROSS_LENGTH;
use crate::{apply_moves, cases, parse_moves, CubieCube, Drill, LastLayer, Move, Subset, Trainer};

fn trainer() -> &'static Trainer {
    static T: OnceLock<Trainer> = OnceLock::new();
    T.get_or_init(|| Trainer::load(&InMemory::new(), &silent).expect("tables"))
}

/// `n` quarter turns of U.
fn u(n: u8) -> Vec<Move> {
    parse_moves(["", "U", "U2", "U'"][usize::from(n % 4)]).unwrap()
}

/// `z2`.
fn z2() -> Move {
    parse_moves("z2").unwrap()[0]
}

/// The drill's scramble, then held yellow up (`z2`), `pre` turns of the top, the case's
/// algorithm and `post` turns; back to white up.
fn after_algorithm(d: &Drill, pre: u8, post: u8) -> CubieCube {
    let case = d.case.expect("a case");
    let mut moves = d.scramble.clone();
    moves.push(z2());
    moves.extend(u(pre));
    moves.extend(case.moves.iter().copied());
    moves.extend(u(post));
    moves.push(z2());
    apply_moves(&moves)
}

/// Whether the last layer (D as scrambled) is oriented and everything else solved.
fn oriented(c: &CubieCube) -> bool {
    (0..4).all(|i| c.cp[i] == i as u8 && c.co[i] == 0)
        && (0..8).all(|i| c.ep[i + 4 * usize::from(i >= 4)] == (i + 4 * usize::from(i >= 4)) as u8)
        && c.co[4..].iter().all(|&o| o == 0)
        && c.eo.iter().all(|&o| o == 0)
}

/// Counts of each case among `n` drills of `subset`, each checked by `check`.
fn session(subset: &Subset, n: usize, check: impl Fn(&Drill)) -> HashMap<&'static str, usize> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let mut counts = HashMap::new();
    for _ in 0..n {
        let d = trainer().drill(subset, &mut rng);
        assert_eq!(apply_moves(&d.scramble), d.cube);
        assert!(d.scramble.iter().all(|m| m.face_index().is_some()));
        assert_eq!((d.face(), d.hold()), ('D', Some("z2")));
        *counts.entry(d.case.expect("a case").name).or_insert(0) += 1;
        check(&d);
    }
    counts
}

/// Each of `chosen` came up (and nothing else), within five standard deviations of its
/// share.
fn in_proportion(counts: &HashMap<&str, usize>, chosen: &[&str], n: usize) {
    let mut seen: Vec<&str> = counts.keys().copied().collect();
    seen.sort_unstable();
    let mut want: Vec<&str> = chosen.to_vec();
    want.sort_unstable();
    assert_eq!(seen, want);
    let p = 1.0 / chosen.len() as f64;
    let (mean, sd) = (n as f64 * p, (n as f64 * p * (1.0 - p)).sqrt());
    for (name, &k) in counts {
        assert!((k as f64 - mean).abs() <= 5.0 * sd, "{name}: {k} of {n}");
    }
}

#[test]
fn a_pll_session_holds_the_chosen_cases_in_proportion_each_solved_by_its_algorithm() {
    let chosen = [
        "Aa", "Ab", "E", "F", "Ga", "Gb", "H", "Ja", "Nb", "T", "Ua", "V", "Z",
    ];
    let subset = Subset::of_cases(LastLayer::Pll, chosen).unwrap();
    let counts = session(&subset, 2000, |d| {
        assert!(
            (0..4).all(|a| apply_moves(&[d.scramble.clone(), u(a)].concat()) != CubieCube::SOLVED),
            "a skip"
        );
        let solved = (0..4)
            .flat_map(|a| (0..4).map(move |b| (a, b)))
            .any(|(a, b)| after_algorithm(d, a, b) == CubieCube::SOLVED);
        assert!(solved, "{} {:?}", d.case.unwrap().name, d.scramble);
    });
    in_proportion(&counts, &chosen, 2000);
}

#[test]
fn an_oll_session_holds_the_chosen_cases_in_proportion_each_oriented_by_its_algorithm() {
    let chosen: Vec<&str> = cases(LastLayer::Oll).map(|c| c.name).step_by(3).collect();
    let subset = Subset::of_cases(LastLayer::Oll, chosen.iter().copied()).unwrap();
    let counts = session(&subset, 2000, |d| {
        assert!(!oriented(&d.cube), "a skip");
        let done = (0..4).any(|a| oriented(&after_algorithm(d, a, 0)));
        assert!(done, "OLL {} {:?}", d.case.unwrap().name, d.scramble);
    });
    in_proportion(&counts, &chosen, 2000);
}

/// The white edges' stickers on a solved cube (Kociemba's order: U 0–8, R 9–17, F 18–26,
/// D, L 36–44, B 45–53): UR's U6 and R2, UF's U8 and F2, UL's U4 and L2, UB's U2 and B2.
const WHITE_EDGES: [usize; 8] = [5, 10, 7, 19, 3, 37, 1, 46];

/// For each face turn, where each sticker goes.
fn sticker_moves() -> Vec<[u8; 54]> {
    let identity: [u8; 54] = std::array::from_fn(|i| i as u8);
    (0..18)
        .map(|m| {
            let came_from = Move::face(m).stickers().apply(&identity);
            let mut goes_to = [0u8; 54];
            for (to, &from) in came_from.iter().enumerate() {
                goes_to[usize::from(from)] = to as u8;
            }
            goes_to
        })
        .collect()
}

/// Where the white edges' stickers are after `moves` from solved.
fn white_edges_after(moves: &[Move]) -> [u8; 8] {
    let turns = sticker_moves();
    let mut at = WHITE_EDGES.map(|i| i as u8);
    for m in moves {
        let t = &turns[usize::from(m.face_index().expect("a face turn"))];
        at = at.map(|p| t[usize::from(p)]);
    }
    at
}

/// Every white cross's distance, by a breadth-first search over where the white edges'
/// stickers are (the turns' sticker permutations, not the cubie model the tables use).
fn cross_distances() -> &'static HashMap<[u8; 8], u8> {
    static D: OnceLock<HashMap<[u8; 8], u8>> = OnceLock::new();
    D.get_or_init(|| {
        let turns = sticker_moves();
        let start = white_edges_after(&[]);
        let mut dist = HashMap::from([(start, 0u8)]);
        let mut queue = VecDeque::from([start]);
        while let Some(s) = queue.pop_front() {
            let d = dist[&s];
            for t in &turns {
                let next = s.map(|p| t[usize::from(p)]);
                dist.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
        dist
    })
}

#[test]
fn cross_scrambles_need_exactly_their_length_by_an_independent_search() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let table = cross_distances();
    assert_eq!(table.len(), 190_080);
    for k in 0..200 {
        let n = (k % usize::from(MAX_CROSS_LENGTH)) as u8 + 1;
        let d = trainer().drill(&Subset::cross(i64::from(n)).unwrap(), &mut rng);
        assert_eq!(apply_moves(&d.scramble), d.cube);
        assert_eq!((d.face(), d.hold(), d.case.is_none()), ('U', None, true));
        assert_eq!(
            table[&white_edges_after(&d.scramble)],
            n,
            "{:?}",
            d.scramble
        );
        assert_eq!(trainer().cross_length(&d.cube), n);
    }
}

#[test]
fn the_shortest_cross_of_each_colour_solves_it_and_is_as_short_as_the_search_says() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for _ in 0..20 {
        let d = trainer().drill(&Subset::cross(7).unwrap(), &mut rng);
        let crosses = trainer().shortest_crosses(&d.cube);
        let faces: String = crosses.iter().map(|(f, _)| *f).collect();
        assert_eq!(faces, "URFDLB");
        let white = &crosses[0].1;
        assert_eq!(white.len(), 7);
        let after = white_edges_after(&[d.scramble.clone(), white.clone()].concat());
        assert_eq!(cross_distances()[&after], 0);
    }
}
