//! An optimal solve: the deepening over the search's passes, with a known solution as the
//! upper bound.

use ::search::deepen::deepen;
use ::search::race::{deepen_raced, Companion};
use ::search::Budget;
use std::time::Duration;

use super::{search, OptimalTables};
use crate::cubie::CubieCube;

/// What an optimal solve found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimalSolved {
    /// Optimal solutions (face-turn indices), as many as asked for and found; empty when the
    /// search stopped before finding one.
    pub solutions: Vec<Vec<u8>>,
    /// Whether every shorter length was searched (the solutions are optimal).
    pub optimal: bool,
    /// No solution is shorter than this (proven).
    pub lower_bound: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether the search ran to its end (the budget did not stop it): with several
    /// solutions asked for, every one there is, up to the number asked.
    pub complete: bool,
}

/// `solve(aim, budget)`: a solution of at most `aim` turns within `budget`, or `None`.
pub type RaceFn<'a> = dyn Fn(u32, &Budget) -> Option<Vec<u8>> + Sync + 'a;

/// A solver that races the optimal search ([`search::race`]): `solve(aim, budget)` is a
/// solution of at most `aim` turns found within `budget`, or `None`; it starts once the
/// search has run `after` ([`RACE_AFTER`] for a player's solves).
pub struct Racer<'a> {
    /// The racing solver.
    pub solve: Box<RaceFn<'a>>,
    /// How long the search runs before it starts.
    pub after: Duration,
}

impl<'a> Racer<'a> {
    /// Two-phase with `tables` on `cube` ([`crate::solver::solve_within`]), after
    /// [`RACE_AFTER`]: what races a player's optimal solves and hints.
    pub fn two_phase(tables: &'a crate::tables::Tables, cube: &'a CubieCube) -> Racer<'a> {
        Racer {
            solve: Box::new(move |aim, b: &Budget| {
                crate::solver::solve_within(tables, cube, aim, b)
            }),
            after: RACE_AFTER,
        }
    }
}

/// How long the search runs before two-phase races it: a search this short (a 16-turn
/// cube with the large set, a game's hint) would only share its two cores with it.
const RACE_AFTER: Duration = Duration::from_millis(100);

/// The usual optimal length of a random cube: 18 turns for about two in three, 17 for
/// about one in four (Rokicki's counts of the cube's distances).
const USUAL: u32 = 18;

/// What the race's companion looks for during the pass of `bound`: one turn more (found,
/// the next pass, the costliest, is needless) up to [`USUAL`]; that while the bound is
/// below it (the pass of 18 is a random cube's usual last: the companion races it), then
/// the bound itself.
fn aim(bound: u32) -> u32 {
    if bound + 1 < USUAL {
        bound + 1
    } else {
        bound.max(USUAL)
    }
}

/// The companion's time for one aim, over the search's time before it sets the aim: two
/// passes' growth (the branching factor is about 13), so that it looks through the pass
/// before its aim's and much of its aim's own, then leaves the cores to the passes. With
/// 13 instead, on the 100 cubes some of two-phase's 18-turn solutions came just after
/// their box (cubes 50, 69, 89: 2.9–4.4 s against 5.4–14.2 s); the cubes where it finds
/// none (1, 41) lose 1–3 %.
const RACE_BOX: f64 = 26.0;

/// Solves `cube` optimally (HTM) on `threads` threads within `budget`: up to `want`
/// distinct optimal solutions. `upper`, a known solution (two-phase's), bounds the search:
/// when only one solution is wanted and no shorter one exists, it is returned, proven.
/// With one solution wanted and two threads or more, `racer` races the passes on a thread
/// of its own, each of its solutions a new upper bound.
pub fn solve(
    t: &OptimalTables,
    cube: &CubieCube,
    mut upper: Option<Vec<u8>>,
    want: usize,
    threads: usize,
    budget: &Budget,
    racer: Option<Racer>,
) -> OptimalSolved {
    let ctx = search::Ctx::new(t);
    let mut passes = search::Passes::new();
    // With one solution wanted, a known one ends the search when nothing shorter exists;
    // with more, its length must be searched too.
    let upper_len = upper.as_ref().filter(|_| want <= 1).map(|u| u.len() as u32);
    let first = ctx.bound_of(cube);
    let mut pass = |depth, before, budget: &Budget| {
        search::pass(
            &ctx,
            cube,
            depth,
            want.max(1),
            threads,
            budget,
            before,
            &mut passes,
        )
    };
    let r = match racer.filter(|_| want <= 1 && threads >= 2) {
        Some(c) => {
            let companion = Companion {
                aim,
                time_box: RACE_BOX,
                after: c.after,
                solve: &*c.solve,
                len: |s: &Vec<u8>| s.len() as u32,
            };
            let (r, raced) = deepen_raced(first, upper_len, budget, pass, companion);
            if raced.is_some() {
                upper = raced;
            }
            r
        }
        None => deepen(
            first,
            upper_len,
            |d, before| pass(d, before, budget),
            |_| None,
        ),
    };
    let complete = !r.stopped && !budget.exhausted(r.nodes);
    match r.solution {
        Some(s) => OptimalSolved {
            solutions: s,
            optimal: true,
            lower_bound: r.lower_bound,
            nodes: r.nodes,
            complete,
        },
        None => OptimalSolved {
            optimal: r.upper_proven && upper.is_some(),
            solutions: upper.into_iter().collect(),
            lower_bound: r.lower_bound,
            nodes: r.nodes,
            complete,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coord::move_cubes;
    use crate::optimal::Variant;
    use ::search::levels::cores;
    use ::search::oracle::Ball;
    use rand::{Rng, SeedableRng};
    use std::sync::OnceLock;

    fn tiny() -> &'static OptimalTables {
        static T: OnceLock<OptimalTables> = OnceLock::new();
        T.get_or_init(|| OptimalTables::build(Variant::Tiny, cores(), &|_, _| {}))
    }

    #[test]
    fn the_size_known_before_the_build_is_the_size_built() {
        assert_eq!(
            tiny().to_bytes().len() as u64,
            OptimalTables::bytes(Variant::Tiny)
        );
        // The larger sets: what a browser refuses before building.
        assert!(OptimalTables::bytes(Variant::Small) > 300 << 20);
        assert!(OptimalTables::bytes(Variant::Tiny) < 20 << 20);
    }

    #[test]
    fn optimal_lengths_match_meeting_in_the_middle() {
        let t = tiny();
        let ball = Ball::new(&crate::puzzle::FaceTurns, &CubieCube::SOLVED, 4);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(21);
        let mc = move_cubes();
        for len in [1usize, 3, 5, 7, 8] {
            for _ in 0..6 {
                let mut c = CubieCube::SOLVED;
                for _ in 0..len {
                    c = c.then(&mc[rng.gen_range(0..18)]);
                }
                let exact = ball.distance(&crate::puzzle::FaceTurns, &c, 4).unwrap();
                for threads in [1, 2] {
                    let r = solve(t, &c, None, 1, threads, &Budget::unlimited(), None);
                    assert!(r.optimal);
                    assert_eq!(r.solutions[0].len() as u32, exact, "{len}");
                    assert_eq!(
                        crate::apply_face_turns(&c, &r.solutions[0]),
                        CubieCube::SOLVED
                    );
                }
            }
        }
    }

    /// Every canonical sequence of `n` turns that solves `c`, by trying them all.
    fn every_solution(c: &CubieCube, n: usize) -> Vec<Vec<u8>> {
        fn go(c: &CubieCube, n: usize, path: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
            if path.len() == n {
                if *c == CubieCube::SOLVED {
                    out.push(path.clone());
                }
                return;
            }
            let last = path.last().map_or(18, |&m| m as usize);
            for m in (0..18).filter(|&m| crate::puzzle::canonical(last, m)) {
                path.push(m as u8);
                go(&c.then(&move_cubes()[m]), n, path, out);
                path.pop();
            }
        }
        let mut out = Vec::new();
        go(c, n, &mut Vec::new(), &mut out);
        out.sort();
        out
    }

    /// Turns (face index × 3 + amount − 1) of a cube that looks the same turned half way
    /// round the U–D axis (`y2`): U and D turns, and R with L, F with B, by the same amount.
    fn y2_symmetric(rng: &mut impl Rng, blocks: usize) -> Vec<u8> {
        let (u, r, f, d, l, b) = (0u8, 3u8, 6u8, 9u8, 12u8, 15u8);
        let mut turns = Vec::new();
        let mut last_axis = 3;
        while turns.len() < 2 * blocks {
            let axis = rng.gen_range(0..3);
            if axis == last_axis {
                continue;
            }
            last_axis = axis;
            let k = rng.gen_range(0..3u8);
            match axis {
                0 => turns.push([u, d][rng.gen_range(0..2)] + k),
                1 => turns.extend([r + k, l + k]),
                _ => turns.extend([f + k, b + k]),
            }
        }
        turns
    }

    /// Raced by two-phase, the search proves the lengths meeting in the middle gives, and
    /// each answer solves its cube.
    #[test]
    fn a_raced_search_proves_the_same_lengths() {
        let t = tiny();
        let two = crate::tables::Tables::build();
        let ball = Ball::new(&crate::puzzle::FaceTurns, &CubieCube::SOLVED, 5);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for len in [6, 8, 9, 10, 10] {
            let c = random_turns(&mut rng, len);
            let exact = ball.distance(&crate::puzzle::FaceTurns, &c, 5).unwrap();
            let race = |aim, b: &Budget| crate::solver::solve_within(&two, &c, aim, b);
            let racer = Racer {
                solve: Box::new(race),
                after: Duration::ZERO,
            };
            let raced = solve(t, &c, None, 1, 2, &Budget::unlimited(), Some(racer));
            assert!(raced.optimal);
            assert_eq!(raced.solutions[0].len() as u32, exact, "{len}");
            assert_eq!(raced.lower_bound, exact);
            assert_eq!(
                crate::apply_face_turns(&c, &raced.solutions[0]),
                CubieCube::SOLVED
            );
        }
    }

    /// A companion that holds an optimal solution once asked for it (one turn past the
    /// bound) makes the pass of its length needless: its solution is the answer, proven,
    /// and the search takes fewer nodes than alone.
    #[test]
    fn a_companion_solution_saves_the_last_pass() {
        let t = tiny();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
        let mut fewer = 0;
        for _ in 0..4 {
            let c = random_turns(&mut rng, 13);
            let plain = solve(t, &c, None, 1, 2, &Budget::unlimited(), None);
            let known = plain.solutions[0].clone();
            let l = known.len() as u32;
            let race = |aim, _: &Budget| (aim >= l).then(|| known.clone());
            let racer = Racer {
                solve: Box::new(race),
                after: Duration::ZERO,
            };
            let raced = solve(t, &c, None, 1, 2, &Budget::unlimited(), Some(racer));
            assert!(raced.optimal && raced.complete);
            assert_eq!((raced.solutions[0].len() as u32, raced.lower_bound), (l, l));
            assert_eq!(
                crate::apply_face_turns(&c, &raced.solutions[0]),
                CubieCube::SOLVED
            );
            fewer += usize::from(raced.nodes < plain.nodes);
        }
        assert!(fewer > 0, "the companion's solution never saved a pass");
    }

    fn random_turns(rng: &mut impl Rng, n: usize) -> CubieCube {
        let mc = move_cubes();
        (0..n).fold(CubieCube::SOLVED, |c, _| c.then(&mc[rng.gen_range(0..18)]))
    }

    #[test]
    fn symmetric_cubes_search_one_subtree_of_each_class() {
        let superflip =
            crate::parse_cube("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB").unwrap();
        assert_eq!(search::stabiliser(&superflip).len(), 48);
        assert_eq!(search::stabiliser(&CubieCube::SOLVED).len(), 48);
        let scrambled = crate::apply_face_turns(&CubieCube::SOLVED, &[0, 4, 8, 10, 15, 13, 2]);
        assert_eq!(search::stabiliser(&scrambled), vec![0]);
        // The lengths proven with one subtree of each class (one solution wanted) are those
        // of the whole search (several wanted: every subtree), and every solution solves.
        let t = tiny();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(48);
        for _ in 0..4 {
            let turns = y2_symmetric(&mut rng, 7);
            let c = crate::apply_face_turns(&CubieCube::SOLVED, &turns);
            assert!(search::stabiliser(&c).len() >= 2, "{turns:?}");
            let one = solve(t, &c, None, 1, 2, &Budget::unlimited(), None);
            let all = solve(t, &c, None, 2, 2, &Budget::unlimited(), None);
            assert!(one.optimal && all.optimal);
            assert_eq!(one.solutions[0].len(), all.solutions[0].len(), "{turns:?}");
            assert_eq!(
                crate::apply_face_turns(&c, &one.solutions[0]),
                CubieCube::SOLVED
            );
        }
    }

    #[test]
    fn every_optimal_solution_is_found_and_no_other() {
        let t = tiny();
        // The checkerboard (many solutions), a scramble with one, and a short one.
        for turns in [
            &[1u8, 10, 7, 16, 4, 13][..],
            &[3, 0, 5, 7, 10, 14],
            &[0, 3, 6],
        ] {
            let c = crate::apply_face_turns(&CubieCube::SOLVED, turns);
            for threads in [1, 2] {
                let mut all = solve(t, &c, None, usize::MAX, threads, &Budget::unlimited(), None);
                assert!(all.optimal);
                let n = all.solutions[0].len();
                all.solutions.sort();
                assert_eq!(all.solutions, every_solution(&c, n), "{turns:?}");
            }
        }
        let c = crate::apply_face_turns(&CubieCube::SOLVED, &[1, 10, 7, 16, 4, 13]);
        let three = solve(t, &c, None, 3, 1, &Budget::unlimited(), None);
        assert_eq!(three.solutions.len(), 3);
    }
}
