//! Scrambles: uniform random positions, random move sequences, positions at an exact
//! optimal distance.

use rand::seq::SliceRandom;
use rand::Rng;

use search::Budget;

use crate::board::Board;
use crate::error::Error;
use crate::moves::Dir;
use crate::pdb::PdbHeuristic;
use crate::solve::{optimal, Outcome, Problem};
use crate::table::{DistanceTable, MAX_TABLE_CELLS};

#[cfg(test)]
/// A position drawn uniformly from all positions solvable to the standard goal.
pub fn random_state<R: Rng + ?Sized>(w: usize, h: usize, rng: &mut R) -> Result<Board, Error> {
    random_state_for(&Board::solved(w, h)?, rng)
}

/// A position drawn uniformly from those that can reach `goal` (any goal, custom ones too).
pub fn random_state_for<R: Rng + ?Sized>(goal: &Board, rng: &mut R) -> Result<Board, Error> {
    let (w, h) = (goal.width(), goal.height());
    let mut cells = goal.cells().to_vec();
    cells.shuffle(rng);
    let mut board = Board::new(w, h, cells.clone())?;
    if board.check_solvable(goal).is_err() {
        // Swapping two tiles flips solvability and pairs the unsolvable positions one to one
        // with the solvable ones, so the result stays uniform.
        let (a, b) = first_two_tiles(&cells);
        cells.swap(a, b);
        board = Board::new(w, h, cells)?;
    }
    Ok(board)
}

fn first_two_tiles(cells: &[u8]) -> (usize, usize) {
    let mut it = cells
        .iter()
        .enumerate()
        .filter(|(_, &t)| t != 0)
        .map(|(i, _)| i);
    let a = it.next().unwrap_or(0);
    let b = it.next().unwrap_or(1);
    (a, b)
}

#[cfg(test)]
/// The standard goal scrambled by `n` random moves, never undoing the previous move.
/// Returns the position and the moves that made it.
pub fn random_moves<R: Rng + ?Sized>(
    w: usize,
    h: usize,
    n: usize,
    rng: &mut R,
) -> Result<(Board, Vec<Dir>), Error> {
    random_moves_from(&Board::solved(w, h)?, n, rng)
}

/// `goal` scrambled by `n` random moves, never undoing the previous move (any goal).
pub fn random_moves_from<R: Rng + ?Sized>(
    goal: &Board,
    n: usize,
    rng: &mut R,
) -> Result<(Board, Vec<Dir>), Error> {
    let mut board = goal.clone();
    let mut moves = Vec::with_capacity(n);
    let mut last: Option<Dir> = None;
    while moves.len() < n {
        let options: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|&d| Some(d.inverse()) != last && board.blank_target(d).is_some())
            .collect();
        let d = *options.choose(rng).unwrap_or(&Dir::Up);
        board.slide(d);
        moves.push(d);
        last = Some(d);
    }
    Ok((board, moves))
}

/// A position at optimal distance exactly `d` from the standard goal, found by walking away
/// from the goal one move at a time and keeping only moves that the exact `distance` oracle
/// confirms lead one move farther. Gives up after `attempts` dead ends.
pub fn at_distance<R: Rng + ?Sized>(
    w: usize,
    h: usize,
    d: u32,
    rng: &mut R,
    distance: &mut dyn FnMut(&Board) -> Result<u32, Error>,
) -> Result<Board, Error> {
    at_distance_from(&Board::solved(w, h)?, d, rng, distance)
}

/// A position at optimal distance exactly `d` from `goal` (any goal), as [`at_distance`]
/// finds one: `distance` is the exact distance to `goal`.
pub fn at_distance_from<R: Rng + ?Sized>(
    goal: &Board,
    d: u32,
    rng: &mut R,
    distance: &mut dyn FnMut(&Board) -> Result<u32, Error>,
) -> Result<Board, Error> {
    let (w, h) = (goal.width(), goal.height());
    for _attempt in 0..50 {
        let mut board = goal.clone();
        let mut cur = 0u32;
        while cur < d {
            let mut options: Vec<Dir> = Dir::ALL
                .into_iter()
                .filter(|&m| board.blank_target(m).is_some())
                .collect();
            options.shuffle(rng);
            let mut advanced = false;
            for m in options {
                let mut next = board.clone();
                next.slide(m);
                if distance(&next)? == cur + 1 {
                    board = next;
                    cur += 1;
                    advanced = true;
                    break;
                }
            }
            if !advanced {
                break; // a local maximum: start again
            }
        }
        if cur == d {
            return Ok(board);
        }
    }
    Err(Error::NoPositionAtDistance {
        distance: d,
        width: w,
        height: h,
    })
}

/// A position at optimal distance exactly `d` from the standard goal: drawn uniformly from
/// the exact table for boards of at most 9 cells; for 4x4 and 5x5 found by [`at_distance`]
/// with the optimal solver over `tables` (pattern databases for the standard goal) as the
/// oracle.
pub fn exact_distance<R: Rng + ?Sized>(
    w: usize,
    h: usize,
    d: u32,
    rng: &mut R,
    tables: Option<&PdbHeuristic>,
) -> Result<Board, Error> {
    if w * h <= MAX_TABLE_CELLS {
        let table = DistanceTable::get(w, h, (w * h - 1) as u8);
        let Some(inst) = table.nth_at_distance(d, |count| rng.gen_range(0..count)) else {
            return Err(Error::BeyondLargestDistance {
                distance: d,
                width: w,
                height: h,
                largest: table.max_distance(),
            });
        };
        // Labels are goal cells of the standard goal: label l is tile l + 1, the blank last.
        let n = inst.len();
        let cells = inst
            .cells
            .iter()
            .map(|&l| if l as usize == n - 1 { 0 } else { l + 1 })
            .collect();
        return Board::new(w, h, cells);
    }
    if !matches!((w, h), (4, 4) | (5, 5)) {
        return Err(Error::NoExactDistances {
            width: w,
            height: h,
        });
    }
    let heur = tables
        .filter(|t| t.shape() == (w, h, (w * h - 1) as u8))
        .ok_or(Error::NeedsPatternTables)?;
    let mut oracle = |b: &Board| -> Result<u32, Error> {
        let p = Problem::new(b.clone(), None)?;
        match optimal(&p, Some(heur), &Budget::unlimited(), 1)? {
            Outcome::Solved(s) => Ok(s.moves.len() as u32),
            Outcome::Stopped { .. } => Err(Error::Stopped),
        }
    };
    at_distance(w, h, d, rng, &mut oracle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn random_states_are_solvable_and_seeded() {
        let goal = Board::solved(4, 4).unwrap();
        let mut a = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let mut b = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for _ in 0..50 {
            let x = random_state(4, 4, &mut a).unwrap();
            assert!(x.check_solvable(&goal).is_ok());
            assert_eq!(x, random_state(4, 4, &mut b).unwrap());
        }
    }

    #[test]
    fn random_moves_replay() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let (board, moves) = random_moves(5, 3, 40, &mut rng).unwrap();
        assert_eq!(moves.len(), 40);
        assert!(moves.windows(2).all(|p| p[1] != p[0].inverse()));
        let mut b = Board::solved(5, 3).unwrap();
        b.apply_all(&moves).unwrap();
        assert_eq!(b, board);
    }
}
