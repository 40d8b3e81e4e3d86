//! A fast near-optimal solver: beam search guided by the colour tables.
//!
//! Level by level, every position of the beam is expanded by the 12 clicks; the children
//! are de-duplicated and the `width` with the smallest bound (ties broken by the sum of the
//! five per-colour bounds) form the next beam. The first solved child ends the search.

use std::collections::HashSet;

use crate::moves::{simplify, Turn};
use crate::pdb::ColourTables;
use crate::state::State;

/// The default beam width.
pub const WIDTH: usize = 1500;

/// The most levels searched before giving up.
const MAX_DEPTH: usize = 200;

/// Solves `start` by beam search of `width`; `None` only if no solution was found within
/// 200 clicks (which does not happen for reachable positions in practice).
pub fn solve_beam(start: &State, tables: &ColourTables, width: usize) -> Option<Vec<Turn>> {
    if start.is_solved() {
        return Some(Vec::new());
    }
    // Each level: (state, parent index in the previous level, click).
    let mut levels: Vec<Vec<(State, u32, u8)>> = vec![vec![(*start, 0, 255)]];
    let mut seen: HashSet<State> = HashSet::from([*start]);
    for _ in 0..MAX_DEPTH {
        let beam = levels.last().map(|l| l.as_slice()).unwrap_or(&[]);
        let mut children: Vec<(u32, u32, State, u32, u8)> = Vec::with_capacity(beam.len() * 12);
        for (i, (s, _, last)) in beam.iter().enumerate() {
            for m in 0..12u8 {
                if *last != 255 && m == last ^ 1 {
                    continue;
                }
                let mut c = *s;
                c.click(m);
                if c.is_solved() {
                    let mut path = vec![Turn::click(m)];
                    let mut idx = i;
                    for level in levels.iter().rev() {
                        let (_, parent, mv) = level[idx];
                        if mv == 255 {
                            break;
                        }
                        path.push(Turn::click(mv));
                        idx = parent as usize;
                    }
                    path.reverse();
                    return Some(simplify(&path));
                }
                if !seen.insert(c) {
                    continue;
                }
                let b = tables.bounds(&c);
                let h = b.iter().copied().max().unwrap_or(0);
                let sum: u32 = b.iter().sum();
                children.push((h, sum, c, i as u32, m));
            }
        }
        if children.is_empty() {
            return None;
        }
        let keep = width.min(children.len());
        children.select_nth_unstable_by_key(keep - 1, |c| (c.0, c.1));
        children.truncate(keep);
        levels.push(
            children
                .into_iter()
                .map(|(_, _, s, p, m)| (s, p, m))
                .collect(),
        );
    }
    None
}
