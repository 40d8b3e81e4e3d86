//! The optimal solver through the front door, with the smallest tables (20 MB, seconds):
//! lengths against an independent exact distance (`search::oracle`: meet in the middle over
//! plain cubie cubes), a known pattern, several solutions, a stopped search, the tables'
//! bytes and their entries against a breadth-first search of sampled positions.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::sync::{Arc, OnceLock};

use cube::internals::{FaceTurns, OptimalTables};
use cube::{apply_face_turns, parse_moves, CubieCube, Variant};
use rand::{Rng, SeedableRng};
use search::oracle::Ball;
use search::tables::{InMemory, TableSource};
use search::Budget;

/// The tables every test shares, from one in-memory source.
fn source() -> &'static InMemory {
    static S: OnceLock<InMemory> = OnceLock::new();
    S.get_or_init(InMemory::new)
}

/// An optimal request with the tiny tables.
fn request(want: usize, budget: &Budget) -> cube::Request {
    cube::Request {
        solver: cube::Solver::Optimal,
        tables: Some(Variant::Tiny),
        solutions: want,
        threads: 2,
        budget: budget.clone(),
        ..cube::Request::default()
    }
}

/// What the door prepares for an optimal solve with the tiny tables, and those tables.
fn tables() -> &'static (cube::Prepared, Arc<OptimalTables>) {
    static T: OnceLock<(cube::Prepared, Arc<OptimalTables>)> = OnceLock::new();
    T.get_or_init(|| {
        let req = request(1, &Budget::unlimited());
        let p = cube::prepare(&req, source(), &search::tables::silent).unwrap();
        let def = cube::optimal_table(Variant::Tiny);
        let o = search::tables::get(source(), &def, &search::tables::silent).unwrap();
        (p, o)
    })
}

fn solve(c: &CubieCube, want: usize, budget: &Budget) -> cube::Solved {
    cube::solve(&tables().0, c, &request(want, budget)).unwrap()
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

/// An optimal solve that tells whether it found every optimal solution.
fn solve_telling(c: &CubieCube, want: usize) -> cube::Solved {
    let req = cube::Request {
        tell_all_found: true,
        ..request(want, &Budget::unlimited())
    };
    cube::solve(&tables().0, c, &req).unwrap()
}

#[test]
fn asked_to_tell_it_says_whether_every_optimal_solution_was_found() {
    let c = cube::apply_moves(&parse_moves("U2 D2 F2 B2 L2 R2").unwrap());
    let all = solve_telling(&c, usize::MAX);
    assert_eq!(all.all_found, Some(true));
    let m = all.solutions.len();
    assert!(m > 5, "the checkerboard has many six-move solutions: {m}");
    // Exactly as many as there are: all of them; one fewer: not all.
    let exact = solve_telling(&c, m);
    assert_eq!((exact.solutions.len(), exact.all_found), (m, Some(true)));
    let fewer = solve_telling(&c, m - 1);
    assert_eq!(
        (fewer.solutions.len(), fewer.all_found),
        (m - 1, Some(false))
    );
    // Asked for more than there are, it answers those there are and says so.
    let more = solve_telling(&c, m + 3);
    assert_eq!((more.solutions.len(), more.all_found), (m, Some(true)));
    // A cube with one optimal solution: R U F has no other three-move solution.
    let one = solve_telling(&cube::apply_moves(&parse_moves("R U F").unwrap()), 3);
    assert_eq!((one.solutions.len(), one.all_found), (1, Some(true)));
    // Not asked, it says nothing.
    assert_eq!(solve(&c, 2, &Budget::unlimited()).all_found, None);
    // Stopped before the end, it cannot tell: not all found.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    let hard = cube::internals::random_cube(&mut rng);
    let req = cube::Request {
        tell_all_found: true,
        ..request(2, &Budget::unlimited().with_node_limit(200_000))
    };
    let r = cube::solve(&tables().0, &hard, &req).unwrap();
    assert_eq!(r.all_found, Some(false));
}

#[test]
fn a_stopped_search_keeps_the_bound_and_the_best_solution_known() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    let c = cube::internals::random_cube(&mut rng);
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
    let def = cube::optimal_table(Variant::Tiny);
    let req = request(3, &Budget::unlimited());
    let c = cube::apply_moves(&parse_moves("R U2 F' L D").unwrap());
    let prepared = cube::prepare(&req, &src, &search::tables::silent).unwrap();
    assert_eq!(prepared.optimal(), Some(Variant::Tiny));
    let r = cube::solve(&prepared, &c, &req).unwrap();
    assert!(r.optimal);
    assert_eq!(r.turns.as_ref().map(Vec::len), Some(5));
    assert_eq!(r.solutions.first(), r.turns.as_ref());
    assert!(src.has(&def));
    let o: Arc<OptimalTables> = search::tables::get(&src, &def, &search::tables::silent).unwrap();
    let back = OptimalTables::from_bytes(Variant::Tiny, &o.to_bytes()).unwrap();
    assert_eq!(back.histogram(), o.histogram());
    assert!(OptimalTables::from_bytes(Variant::Tiny, &[0; 40]).is_none());
}

#[test]
fn a_games_hints_are_optimal_and_a_followed_hint_is_known_at_once() {
    let turns =
        |h: &cube::Hint| -> Vec<u8> { h.moves.iter().filter_map(|m| m.face_index()).collect() };
    let game = cube::Request {
        tables: Some(Variant::Tiny),
        ..cube::Request::game()
    };
    let with = cube::prepare(&game, source(), &search::tables::silent).unwrap();
    let known = cube::Proven::default();
    let c = cube::apply_moves(&parse_moves("R U2 F' L D2 B R'").unwrap());
    let budget = Budget::unlimited().with_timeout(std::time::Duration::from_secs(5));
    let h = cube::hint(&with, &c, &known, 2, &budget).unwrap();
    let first = turns(&h);
    assert!(h.optimal);
    assert_eq!(first.len(), 7);
    assert_eq!(apply_face_turns(&c, &first), CubieCube::SOLVED);
    // The hint followed: the rest is proven already, even with no time left.
    let next = apply_face_turns(&c, &first[..1]);
    let none = Budget::unlimited().with_node_limit(0);
    let rest = cube::hint(&with, &next, &known, 2, &none).unwrap();
    assert!(rest.optimal);
    assert_eq!(turns(&rest), first[1..].to_vec());
    // Without the optimal tables (none cached here): two-phase's solution, not said to be
    // optimal.
    let without = cube::prepare(&cube::Request::game(), source(), &search::tables::silent).unwrap();
    assert_eq!(without.optimal(), None);
    let other = cube::apply_moves(&parse_moves("F R2 U' B").unwrap());
    let h = cube::hint(&without, &other, &known, 1, &budget).unwrap();
    assert!(!h.optimal);
    assert_eq!(apply_face_turns(&other, &turns(&h)), CubieCube::SOLVED);
}
