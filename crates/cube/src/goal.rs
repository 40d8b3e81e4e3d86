//! Solving to a goal other than the solved cube: any position (a pattern such as the
//! checkerboard), or a part of the cube with the other pieces left free.
//!
//! * A goal position `G` from a start `C`: the turns `M` with `C · M = G` solve the cube
//!   `G⁻¹ · C` ([`relative`]); both are read against their own centres, so a goal held
//!   another way up, or written in another colour scheme, is the same goal.
//! * Parts ([`Part`]): the corners alone are solved optimally with the exact corner table
//!   ([`crate::corners::Corners`]). For the edges alone and the first two layers, the free
//!   pieces may end anywhere: the solver fills them in (a placement that keeps the cube
//!   solvable), solves that whole cube with two-phase, and tries other fillings while the
//!   budget lasts, keeping the shortest. Near-optimal, not proven.

use rand::seq::SliceRandom;
use rand::Rng;
use search::Budget;

use crate::corners::Corners;
use crate::cubie::CubieCube;
use crate::tables::Tables;

/// The parts of the cube a player trains.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The 12 edges; corners free.
    Edges,
    /// The 8 corners; edges free.
    Corners,
    /// The first two layers with white (U) as the first: the U layer and the middle layer;
    /// the D layer free.
    F2l,
}

impl search::Named for Part {
    /// Every part.
    const ALL: &'static [Part] = &[Part::Edges, Part::Corners, Part::F2l];
    const WHAT: &'static str = "part";

    /// The name on the command line (`edges`, `corners`, `f2l`).
    fn name(self) -> &'static str {
        match self {
            Part::Edges => "edges",
            Part::Corners => "corners",
            Part::F2l => "f2l",
        }
    }
}

impl Part {
    /// Whether corner `piece` (its home position) must be solved.
    fn corner(self, piece: usize) -> bool {
        match self {
            Part::Edges => false,
            Part::Corners => true,
            Part::F2l => piece < 4,
        }
    }

    /// Whether edge `piece` must be solved.
    fn edge(self, piece: usize) -> bool {
        match self {
            Part::Edges => true,
            Part::Corners => false,
            Part::F2l => !(4..8).contains(&piece),
        }
    }

    /// Whether the part is solved in `c`.
    pub fn solved(self, c: &CubieCube) -> bool {
        (0..8).all(|i| !self.corner(i) || (c.cp[i] as usize == i && c.co[i] == 0))
            && (0..12).all(|i| !self.edge(i) || (c.ep[i] as usize == i && c.eo[i] == 0))
    }
}

/// The cube whose solutions take `start` to `goal`: `goal⁻¹ · start`.
pub fn relative(start: &CubieCube, goal: &CubieCube) -> CubieCube {
    goal.inverse().then(start)
}

/// The free pieces of `c` placed at random among their positions (orientations random,
/// sums and parity kept so that the cube stays solvable).
fn fill<R: Rng + ?Sized>(c: &CubieCube, part: Part, rng: &mut R, shuffle: bool) -> CubieCube {
    let mut d = *c;
    let cpos: Vec<usize> = (0..8).filter(|&p| !part.corner(c.cp[p] as usize)).collect();
    let epos: Vec<usize> = (0..12).filter(|&p| !part.edge(c.ep[p] as usize)).collect();
    if shuffle {
        let mut pieces: Vec<u8> = cpos.iter().map(|&p| c.cp[p]).collect();
        pieces.shuffle(rng);
        for (&p, &x) in cpos.iter().zip(&pieces) {
            d.cp[p] = x;
            d.co[p] = rng.gen_range(0..3);
        }
        let mut pieces: Vec<u8> = epos.iter().map(|&p| c.ep[p]).collect();
        pieces.shuffle(rng);
        for (&p, &x) in epos.iter().zip(&pieces) {
            d.ep[p] = x;
            d.eo[p] = rng.gen_range(0..2);
        }
    }
    // Sums: the last free piece takes what the others leave.
    if let Some(&p) = cpos.last() {
        d.co[p] = (d.co[p] + 3 - d.twist_sum()) % 3;
    }
    if let Some(&p) = epos.last() {
        d.eo[p] = (d.eo[p] + d.flip_sum()) % 2;
    }
    if d.corner_parity_odd() != d.edge_parity_odd() {
        if epos.len() >= 2 {
            d.ep.swap(epos[0], epos[1]);
            d.eo.swap(epos[0], epos[1]);
        } else if cpos.len() >= 2 {
            d.cp.swap(cpos[0], cpos[1]);
            d.co.swap(cpos[0], cpos[1]);
        }
    }
    d
}

/// Solves `part` of `cube`: face turns after which the part is solved, the rest wherever it
/// ends. Corners: optimal. Edges, F2L: the shortest found within `budget` (at least one
/// filling is always solved).
pub fn solve_part<R: Rng + ?Sized>(
    t: &Tables,
    corners: Option<&Corners>,
    cube: &CubieCube,
    part: Part,
    budget: &Budget,
    rng: &mut R,
) -> Vec<u8> {
    if part.solved(cube) {
        return Vec::new();
    }
    if let (Part::Corners, Some(k)) = (part, corners) {
        return k.solve(t, cube);
    }
    let mut best: Option<Vec<u8>> = None;
    for trial in 0.. {
        // Without a deadline: 64 fillings.
        if trial > 0 && (budget.exhausted(0) || (budget.deadline().is_none() && trial >= 64)) {
            break;
        }
        let filled = fill(cube, part, rng, trial > 0);
        let target = best
            .as_ref()
            .map_or(20, |b| b.len().saturating_sub(1) as u32);
        let trial_budget = Budget::unlimited().with_node_limit(20_000);
        let r = crate::solver::solve(t, &filled, target, &trial_budget);
        if let Some(m) = r.moves {
            if best.as_ref().is_none_or(|b| m.len() < b.len()) {
                best = Some(m);
            }
        }
    }
    best.unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn fillings_stay_solvable_and_keep_the_part() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        for part in [Part::Edges, Part::Corners, Part::F2l] {
            for _ in 0..100 {
                let c = crate::scramble::random_cube(&mut rng);
                let d = fill(&c, part, &mut rng, true);
                assert!(d.is_solvable(), "{part:?}");
                for i in 0..8 {
                    if part.corner(c.cp[i] as usize) {
                        assert_eq!((c.cp[i], c.co[i]), (d.cp[i], d.co[i]));
                    }
                }
                for i in 0..12 {
                    if part.edge(c.ep[i] as usize) {
                        assert_eq!((c.ep[i], c.eo[i]), (d.ep[i], d.eo[i]));
                    }
                }
            }
        }
    }

    #[test]
    fn relative_solutions_reach_the_goal() {
        let t = Tables::build();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let (start, goal) = (
            crate::scramble::random_cube(&mut rng),
            crate::scramble::random_cube(&mut rng),
        );
        let r = crate::solver::solve(&t, &relative(&start, &goal), 20, &Budget::unlimited());
        let moves = r.moves.unwrap();
        assert_eq!(crate::apply_face_turns(&start, &moves), goal);
    }

    #[test]
    fn parts_are_solved_and_corners_optimally() {
        let t = Tables::build();
        let k = Corners::build(&t);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..5 {
            let c = crate::scramble::random_cube(&mut rng);
            for part in [Part::Edges, Part::Corners, Part::F2l] {
                let m = solve_part(&t, Some(&k), &c, part, &Budget::unlimited(), &mut rng);
                let d = crate::apply_face_turns(&c, &m);
                assert!(part.solved(&d), "{part:?}");
                assert!(m.len() <= 20);
                if part == Part::Corners {
                    assert!(m.len() <= 11, "corners need at most 11 turns");
                }
            }
        }
        // One turn away: one turn.
        let r = crate::apply_face_turns(&CubieCube::SOLVED, &[3]);
        let m = solve_part(
            &t,
            Some(&k),
            &r,
            Part::Corners,
            &Budget::unlimited(),
            &mut rng,
        );
        assert_eq!(m.len(), 1);
    }
}
