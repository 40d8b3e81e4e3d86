//! The optimal solver through the front door, with the smallest tables (20 MB, seconds):
//! lengths against an independent exact distance (`search::oracle`: meet in the middle over
//! plain cubie cubes), a known pattern, several solutions, a stopped search, the tables'
//! bytes and their entries against a breadth-first search of sampled positions.

use std::sync::{Arc, OnceLock};

use cube::optimal::{OptimalTables, Variant};
use cube::{apply_face_turns, parse_moves, CubieCube, FaceTurns, Tables};
use rand::{Rng, SeedableRng};
use search::oracle::Ball;
use search::Budget;

fn tables() -> &'static (Tables, OptimalTables) {
    static T: OnceLock<(Tables, OptimalTables)> = OnceLock::new();
    T.get_or_init(|| {
        let o = OptimalTables::build(Variant::Tiny, 2, &|_, _| {});
        (Tables::build(), o)
    })
}

fn solve(c: &CubieCube, want: usize, budget: &Budget) -> cube::Solved {
    let (t, o) = tables();
    cube::solve_optimal(t, o, c, want, 2, budget)
}

#[test]
fn optimal_lengths_match_exact_distances_up_to_eight() {
    let ball = Ball::new(&FaceTurns, &CubieCube::SOLVED, 4);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for len in [3usize, 5, 6, 7, 8, 8] {
        let scramble: Vec<u8> = (0..len).map(|_| rng.gen_range(0..18)).collect();
        let c = apply_face_turns(&CubieCube::SOLVED, &scramble);
        let r = solve(&c, 1, &Budget::unlimited());
        let moves = r.turns.expect("a solution");
        assert!(r.optimal && !r.timed_out);
        assert_eq!(apply_face_turns(&c, &moves), CubieCube::SOLVED);
        let exact = ball.distance(&FaceTurns, &c, 4).expect("within eight");
        assert_eq!(moves.len() as u32, exact, "scramble {scramble:?}");
        // The generic IDA* over the same puzzle, with the optimal tables' bound, agrees.
        if len <= 6 {
            let o = &tables().1;
            let g = search::ida_star(&FaceTurns, &c, |x| o.bound(x), &Budget::unlimited());
            assert_eq!(g.solution.map(|(p, _)| p.len() as u32), Some(exact));
        }
    }
}

#[test]
fn the_checkerboard_takes_six_in_many_ways_and_the_solved_cube_none() {
    let c = cube::apply_moves(&parse_moves("U2 D2 F2 B2 L2 R2").unwrap());
    let r = solve(&c, 1, &Budget::unlimited());
    assert!(r.optimal);
    assert_eq!(r.turns.map(|m| m.len()), Some(6));
    // Distinct after ordering opposite faces: U2 D2 and D2 U2 are one.
    let r = solve(&c, 5, &Budget::unlimited());
    assert_eq!(r.solutions.len(), 5);
    let mut seen = r.solutions.clone();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 5);
    for s in &r.solutions {
        assert_eq!(s.len(), 6);
        assert_eq!(apply_face_turns(&c, s), CubieCube::SOLVED);
        assert!(s
            .windows(2)
            .all(|w| cube::canonical(w[0] as usize, w[1] as usize)));
    }
    let r = solve(&CubieCube::SOLVED, 1, &Budget::unlimited());
    assert_eq!(r.turns, Some(vec![]));
}

#[test]
fn a_stopped_search_keeps_the_bound_and_the_best_solution_known() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    let c = cube::scramble::random_cube(&mut rng);
    let r = solve(&c, 1, &Budget::unlimited().with_node_limit(200_000));
    assert!(!r.optimal && r.timed_out);
    let moves = r.turns.expect("two-phase's solution");
    assert!(moves.len() <= 20);
    assert_eq!(apply_face_turns(&c, &moves), CubieCube::SOLVED);
    let lb = r.lower_bound.expect("a proven bound");
    assert!((10..=moves.len() as u32).contains(&lb), "{lb}");
}

#[test]
fn the_front_door_picks_and_caches_the_tables() {
    let src = search::tables::InMemory::new();
    let def = cube::catalog::optimal(Variant::Tiny);
    let req = cube::Request {
        solver: cube::Solver::Optimal,
        tables: Some(Variant::Tiny),
        solutions: 3,
        threads: 2,
        ..cube::Request::default()
    };
    let c = cube::apply_moves(&parse_moves("R U2 F' L D").unwrap());
    let r = cube::solve(&c, &req, &src, &search::tables::silent).unwrap();
    assert!(r.optimal);
    assert_eq!(r.turns.as_ref().map(Vec::len), Some(5));
    assert_eq!(r.solutions.first(), r.turns.as_ref());
    assert!(search::tables::TableSource::has(&src, &def));
    let o: Arc<OptimalTables> = search::tables::get(&src, &def, &search::tables::silent).unwrap();
    let back = OptimalTables::from_bytes(Variant::Tiny, &o.to_bytes()).unwrap();
    assert_eq!(back.histogram(), o.histogram());
    assert!(OptimalTables::from_bytes(Variant::Tiny, &[0; 40]).is_none());
}

#[test]
fn a_games_hints_are_optimal_and_a_followed_hint_is_known_at_once() {
    let (t, o) = tables();
    let known = cube::Proven::default();
    let c = cube::apply_moves(&parse_moves("R U2 F' L D2 B R'").unwrap());
    let budget = Budget::unlimited().with_timeout(std::time::Duration::from_secs(5));
    let (turns, optimal) = cube::for_game(t, Some(o), &known, &c, 2, &budget).unwrap();
    assert!(optimal);
    assert_eq!(turns.len(), 7);
    assert_eq!(apply_face_turns(&c, &turns), CubieCube::SOLVED);
    // The hint followed: the rest is proven already, even with no time left.
    let next = apply_face_turns(&c, &turns[..1]);
    let none = Budget::unlimited().with_node_limit(0);
    let (rest, optimal) = cube::for_game(t, Some(o), &known, &next, 2, &none).unwrap();
    assert!(optimal);
    assert_eq!(rest, turns[1..].to_vec());
    // Without the optimal tables: two-phase's solution, not said to be optimal.
    let other = cube::apply_moves(&parse_moves("F R2 U' B").unwrap());
    let (turns, optimal) = cube::for_game(t, None, &known, &other, 1, &budget).unwrap();
    assert!(!optimal);
    assert_eq!(apply_face_turns(&other, &turns), CubieCube::SOLVED);
}
