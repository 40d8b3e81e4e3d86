//! A fast near-optimal solver: beam search guided by the colour tables.
//!
//! Level by level, every position of the beam is expanded by the 12 clicks; the children
//! are de-duplicated and the `width` with the smallest sum of the five per-colour bounds
//! (ties broken by their maximum) form the next beam. The first solved child ends the
//! search; the solution is then shortened by replacing stretches of it with shorter ones
//! found by a meet-in-the-middle search ([`shorten`]).

use std::collections::{HashMap, HashSet};

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
                    return Some(simplify(&shorten(start, &path)));
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
        children.select_nth_unstable_by_key(keep - 1, |c| (c.1, c.0));
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

/// Clicks searched from each end when shortening: stretches of up to 12 clicks are
/// replaced by any path of at most 2 · 3 = 6 that joins their ends.
const HALF: usize = 3;

/// Every position within `HALF` clicks of `s`, with the clicks that reach it.
fn ball(s: &State) -> HashMap<State, Vec<u8>> {
    let mut seen = HashMap::from([(*s, Vec::new())]);
    let mut frontier = vec![*s];
    for _ in 0..HALF {
        let mut next = Vec::new();
        for x in &frontier {
            let path = seen[x].clone();
            for m in 0..12u8 {
                let mut y = *x;
                y.click(m);
                if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(y) {
                    let mut p = path.clone();
                    p.push(m);
                    e.insert(p);
                    next.push(y);
                }
            }
        }
        frontier = next;
    }
    seen
}

/// Shortens a solution: wherever two positions on it, up to 12 clicks apart, are joined by a
/// shorter path (found by meeting in the middle), the stretch between them is replaced.
pub fn shorten(start: &State, turns: &[Turn]) -> Vec<Turn> {
    let mut clicks: Vec<u8> = turns.iter().flat_map(|t| t.unit_moves()).collect();
    'again: loop {
        let mut states = vec![*start];
        for &m in &clicks {
            let mut x = *states.last().unwrap_or(start);
            x.click(m);
            states.push(x);
        }
        for i in 0..states.len() {
            let fwd = ball(&states[i]);
            for j in ((i + 2 * HALF + 1)..=(i + 12).min(states.len() - 1)).rev() {
                let bwd = ball(&states[j]);
                // The shortest join: forward path to a middle position, then back from j's side
                // (undoing the clicks that led from j to it).
                let best = bwd
                    .iter()
                    .filter_map(|(mid, back)| fwd.get(mid).map(|f| (f.len() + back.len(), f, back)))
                    .min_by_key(|x| x.0);
                if let Some((len, f, back)) = best {
                    if len < j - i {
                        let mut join = f.clone();
                        join.extend(back.iter().rev().map(|&m| m ^ 1));
                        clicks.splice(i..j, join);
                        continue 'again;
                    }
                }
            }
        }
        break;
    }
    clicks.into_iter().map(Turn::click).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::parse_moves;

    #[test]
    fn shorten_removes_detours() {
        // Two commuting rings turned back and forth: 8 clicks that do nothing.
        let start = State::solved();
        let path = parse_moves("1+ 2+ 1- 3+ 2- 3- 4+ 4-").unwrap();
        let units: Vec<Turn> = path
            .iter()
            .flat_map(|t| t.unit_moves())
            .map(Turn::click)
            .collect();
        assert!(shorten(&start, &units).is_empty());
        // A 4-click solution with a 4-click detour inside comes out at 4 clicks or fewer.
        let mut s = State::solved();
        s.apply(&parse_moves("1+ 0+ 2- 0+").unwrap());
        let long = parse_moves("0- 2+ 3+ 4+ 3- 4- 0- 1-").unwrap();
        let mut check = s;
        check.apply(&long);
        assert!(check.is_solved());
        let units: Vec<Turn> = long
            .iter()
            .flat_map(|t| t.unit_moves())
            .map(Turn::click)
            .collect();
        let short = shorten(&s, &units);
        let mut x = s;
        x.apply(&short);
        assert!(x.is_solved());
        assert!(clicks_of(&short) <= 4);
    }

    fn clicks_of(t: &[Turn]) -> u32 {
        crate::moves::clicks(t)
    }
}
