//! The optimal solver against an independent exact distance (meet in the middle over plain
//! cubie cubes) on positions up to eight moves, and on a known pattern.

use std::collections::HashSet;
use std::sync::OnceLock;

use cube::optimal::{solve, OptimalTables, Variant};
use cube::{apply_face_turns, parse_moves, CubieCube, Tables};
use rand::{Rng, SeedableRng};
use search::Budget;

fn tables() -> &'static (Tables, OptimalTables) {
    static T: OnceLock<(Tables, OptimalTables)> = OnceLock::new();
    T.get_or_init(|| {
        let t = Tables::build();
        let o = OptimalTables::build(&t, Variant::Small, 2, &|_, _| {});
        (t, o)
    })
}

/// Every position within `n` face turns of `from`.
fn ball(from: CubieCube, n: usize) -> HashSet<CubieCube> {
    let mut seen = HashSet::from([from]);
    let mut frontier = vec![from];
    for _ in 0..n {
        let mut next = Vec::new();
        for c in &frontier {
            for m in 0..18u8 {
                let d = apply_face_turns(c, &[m]);
                if seen.insert(d) {
                    next.push(d);
                }
            }
        }
        frontier = next;
    }
    seen
}

/// The exact distance of `c` if it is at most 8: the fewest turns into the 4-ball of solved.
fn exact_distance(c: CubieCube, near_solved: &[HashSet<CubieCube>]) -> Option<usize> {
    // near_solved[k]: positions exactly k turns from solved, k ≤ 4.
    let mut best = None;
    let mut level = HashSet::from([c]);
    let mut seen = level.clone();
    for a in 0..=4 {
        for (b, set) in near_solved.iter().enumerate() {
            if level.iter().any(|x| set.contains(x)) {
                let d = a + b;
                best = Some(best.map_or(d, |x: usize| x.min(d)));
            }
        }
        if best.is_some() {
            return best;
        }
        let mut next = HashSet::new();
        for x in &level {
            for m in 0..18u8 {
                let y = apply_face_turns(x, &[m]);
                if seen.insert(y) {
                    next.insert(y);
                }
            }
        }
        level = next;
    }
    best
}

#[test]
fn optimal_lengths_match_exact_distances_up_to_eight() {
    let (t, o) = tables();
    let balls: Vec<HashSet<CubieCube>> = (0..=4).map(|k| ball(CubieCube::SOLVED, k)).collect();
    let rings: Vec<HashSet<CubieCube>> = (0..=4)
        .map(|k| {
            if k == 0 {
                balls[0].clone()
            } else {
                balls[k].difference(&balls[k - 1]).copied().collect()
            }
        })
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for len in [3usize, 5, 6, 7, 8, 8] {
        let scramble: Vec<u8> = (0..len).map(|_| rng.gen_range(0..18)).collect();
        let c = apply_face_turns(&CubieCube::SOLVED, &scramble);
        let upper = cube::solver::solve(t, &c, 20, &Budget::unlimited()).moves;
        let r = solve(t, o, &c, upper, 2, &Budget::unlimited());
        let moves = r.moves.expect("a solution");
        assert!(r.optimal);
        assert_eq!(apply_face_turns(&c, &moves), CubieCube::SOLVED);
        let exact = exact_distance(c, &rings).expect("within eight");
        assert_eq!(moves.len(), exact, "scramble {scramble:?}");
        assert_eq!(r.lower_bound as usize, exact);
    }
}

#[test]
fn the_checkerboard_takes_six_and_the_solved_cube_none() {
    let (t, o) = tables();
    let c = cube::apply_moves(&parse_moves("U2 D2 F2 B2 L2 R2").unwrap());
    let r = solve(t, o, &c, None, 2, &Budget::unlimited());
    assert!(r.optimal);
    assert_eq!(r.moves.map(|m| m.len()), Some(6));
    let r = solve(t, o, &CubieCube::SOLVED, None, 1, &Budget::unlimited());
    assert_eq!(r.moves, Some(vec![]));
}

#[test]
fn a_stopped_search_keeps_the_bound_and_the_best_solution_known() {
    let (t, o) = tables();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    let c = cube::scramble::random_cube(&mut rng);
    let upper = cube::solver::solve(t, &c, 20, &Budget::unlimited()).moves;
    let r = solve(
        t,
        o,
        &c,
        upper.clone(),
        2,
        &Budget::unlimited().with_node_limit(200_000),
    );
    assert!(!r.optimal);
    assert_eq!(r.moves, upper);
    assert!((12..=20).contains(&r.lower_bound), "{}", r.lower_bound);
}

#[test]
fn tables_survive_serialisation() {
    let (t, o) = tables();
    let back = OptimalTables::from_bytes(t, Variant::Small, o.to_bytes()).unwrap();
    assert!(back == *o);
    assert!(OptimalTables::from_bytes(t, Variant::Small, vec![0; 40]).is_none());
    let [corners, phase1] = o.histograms();
    assert_eq!(corners.len(), 12, "corner distances 0..=11");
    assert_eq!(phase1.len(), 13, "phase-1 distances 0..=12");
}
