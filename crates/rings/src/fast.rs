//! A fast near-optimal solver: beam search guided by pattern databases.
//!
//! Level by level, every position of the beam is expanded by the 12 clicks; the children
//! are de-duplicated and the `width` with the smallest key form the next beam. The first
//! solved child ends the search; the solution is then shortened by replacing stretches of
//! it with shorter ones found by a meet-in-the-middle search ([`shorten`]).
//!
//! A [`Guide`] gives the keys: the colour tables (`crate::pdb::ColourTables`: the sum of the
//! five per-colour bounds, ties by their largest) or, with the large tables, the two-colour
//! tables (`crate::pair::PairTables`: the sum of the ten exact two-colour distances, ties by
//! their largest: about 0.5 clicks shorter on random states, in about half again the time). Each level's table entries are prefetched all at
//! once before any is read, so the lookups overlap.

use std::collections::{HashMap, HashSet};

use crate::masks::{Masks, NONE, N_CLICKS};
use crate::moves::{simplify, Turn};
use crate::state::State;

/// The default beam width.
pub const WIDTH: usize = 1500;

/// The most levels searched before giving up.
const MAX_DEPTH: usize = 200;

/// What ranks a beam's children.
pub trait Guide {
    /// What a beam entry carries for its children (the pair distances, say).
    type Carry: Copy;
    /// A child's lookups, started (their entries prefetched) but not yet read.
    type Pending: Copy;
    /// The carry of the start.
    fn root(&self, m: &Masks) -> Self::Carry;
    /// Starts a child's lookups.
    fn start(&self, m: &Masks) -> Self::Pending;
    /// A child's key (smaller is better) and carry, from its parent's carry.
    fn finish(&self, parent: &Self::Carry, pending: &Self::Pending) -> (u32, Self::Carry);
}

/// The beam search with any guide, `width` positions per level; `None` only if no
/// solution was found within 200 clicks (which does not happen for reachable positions in
/// practice).
pub fn beam<G: Guide>(start: &State, guide: &G, width: usize) -> Option<Vec<Turn>> {
    let m0 = Masks::of(start);
    if m0.solved() {
        return Some(Vec::new());
    }
    /// A beam entry: the colours' sets, the guide's carry, how it was reached.
    struct Node<C> {
        masks: Masks,
        carry: C,
        parent: u32,
        click: u8,
    }
    let root = Node {
        masks: m0,
        carry: guide.root(&m0),
        parent: 0,
        click: NONE,
    };
    let mut levels: Vec<Vec<Node<G::Carry>>> = vec![vec![root]];
    let mut seen: HashSet<Masks> = HashSet::from([m0]);
    for _ in 0..MAX_DEPTH {
        let beam = levels.last()?;
        let mut kids = Vec::with_capacity(beam.len() * 11);
        for (i, n) in beam.iter().enumerate() {
            for click in 0..N_CLICKS as u8 {
                if n.click != NONE && click == n.click ^ 1 {
                    continue;
                }
                let masks = n.masks.click(click);
                if masks.solved() {
                    let mut path = vec![click];
                    let mut idx = i;
                    for level in levels.iter().rev() {
                        let n = &level[idx];
                        if n.click == NONE {
                            break;
                        }
                        path.push(n.click);
                        idx = n.parent as usize;
                    }
                    path.reverse();
                    let turns: Vec<Turn> = path.into_iter().map(Turn::click).collect();
                    return Some(simplify(&shorten(start, &turns)));
                }
                if seen.insert(masks) {
                    kids.push((masks, guide.start(&masks), i as u32, click));
                }
            }
        }
        let mut scored: Vec<(u32, Node<G::Carry>)> = kids
            .iter()
            .map(|&(masks, pending, parent, click)| {
                let (key, carry) = guide.finish(&beam[parent as usize].carry, &pending);
                let node = Node {
                    masks,
                    carry,
                    parent,
                    click,
                };
                (key, node)
            })
            .collect();
        if scored.is_empty() {
            return None;
        }
        let keep = width.min(scored.len());
        scored.select_nth_unstable_by_key(keep - 1, |x| x.0);
        scored.truncate(keep);
        levels.push(scored.into_iter().map(|x| x.1).collect());
    }
    None
}

/// Clicks searched from each end when shortening: stretches of up to 12 clicks are
/// replaced by any path of at most 2 · 3 = 6 that joins their ends.
const HALF: usize = 3;

/// The longest stretch replaced when shortening.
const STRETCH: usize = 4 * HALF;

/// Every position within `HALF` clicks of `s`, with the clicks that reach it.
fn ball(s: &State) -> HashMap<State, Vec<u8>> {
    let mut seen = HashMap::from([(*s, Vec::new())]);
    let mut frontier = vec![*s];
    for _ in 0..HALF {
        let mut next = Vec::new();
        for x in &frontier {
            let path = seen[x].clone();
            for m in 0..N_CLICKS as u8 {
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
            for j in ((i + 2 * HALF + 1)..=(i + STRETCH).min(states.len() - 1)).rev() {
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
