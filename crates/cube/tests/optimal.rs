//! The optimal solver against an independent exact distance (`search::oracle`: meet in the
//! middle over plain cubie cubes) on positions up to eight moves, and on a known pattern.

use std::sync::OnceLock;

use cube::optimal::{solve, OptimalTables, Variant};
use cube::{apply_face_turns, parse_moves, CubieCube, FaceTurns, Tables};
use rand::{Rng, SeedableRng};
use search::oracle::Ball;
use search::Budget;

fn tables() -> &'static (Tables, OptimalTables) {
    static T: OnceLock<(Tables, OptimalTables)> = OnceLock::new();
    T.get_or_init(|| {
        let t = Tables::build();
        let o = OptimalTables::build(&t, Variant::Small, 2, &|_, _| {});
        (t, o)
    })
}

#[test]
fn optimal_lengths_match_exact_distances_up_to_eight() {
    let (t, o) = tables();
    // The independent oracle: every position within 4 turns of solved, met by a plain
    // breadth-first search of up to 4 turns from the scrambled cube.
    let ball = Ball::new(&FaceTurns, &CubieCube::SOLVED, 4);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for len in [3usize, 5, 6, 7, 8, 8] {
        let scramble: Vec<u8> = (0..len).map(|_| rng.gen_range(0..18)).collect();
        let c = apply_face_turns(&CubieCube::SOLVED, &scramble);
        let upper = cube::solver::solve(t, &c, 20, &Budget::unlimited()).moves;
        let r = solve(t, o, &c, upper, 2, &Budget::unlimited());
        let moves = r.moves.expect("a solution");
        assert!(r.optimal);
        assert_eq!(apply_face_turns(&c, &moves), CubieCube::SOLVED);
        let exact = ball.distance(&FaceTurns, &c, 4).expect("within eight");
        assert_eq!(moves.len() as u32, exact, "scramble {scramble:?}");
        assert_eq!(r.lower_bound, exact);
        // The generic IDA* over the same puzzle, with the optimal tables' bound, agrees.
        if len <= 6 {
            let g = search::ida_star(&FaceTurns, &c, |x| o.bound(t, x), &Budget::unlimited());
            assert_eq!(g.solution.map(|(p, _)| p.len() as u32), Some(exact));
        }
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
    let (_, o) = tables();
    let back = OptimalTables::from_bytes(Variant::Small, o.to_bytes()).unwrap();
    assert!(back == *o);
    assert!(OptimalTables::from_bytes(Variant::Small, vec![0; 40]).is_none());
    let [corners, phase1] = o.histograms();
    assert_eq!(corners.len(), 12, "corner distances 0..=11");
    assert_eq!(phase1.len(), 13, "phase-1 distances 0..=12");
}
