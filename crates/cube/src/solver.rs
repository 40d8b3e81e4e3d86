//! Kociemba's two-phase algorithm, in the style of min2phase.
//!
//! The cube is searched in six orientations at once (as it is, turned about the URF–DBL
//! diagonal once and twice, and the inverse of each), phase-1 depth by phase-1 depth. Every
//! phase-1 solution that ends with a quarter turn of R, L, F or B is completed by an optimal
//! phase 2 no longer than the best total so far allows. The search keeps improving until a
//! solution reaches the target length, or the budget ends it.

use search::Budget;

use crate::coord::*;
use crate::cubie::CubieCube;
use crate::tables::{Tables, P2_MOVES};

const NONE: u8 = 6;
/// The longest phase 2 tried (longer ones are rare and slow to search).
const MAX_PHASE2: u32 = 13;
/// The longest phase 1 tried.
const MAX_PHASE1: u32 = 22;

/// What a solve found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The solution as face-turn indices (`3·face + turns - 1`), `None` if none was found
    /// within the budget.
    pub moves: Option<Vec<u8>>,
    /// Whether the solution reaches the target length.
    pub reached_target: bool,
    /// Phase-1 nodes searched.
    pub nodes: u64,
}

/// Solves `cube` (which must be solvable) in at most `target` moves if it can within the
/// budget, returning the shortest solution found.
pub fn solve(t: &Tables, cube: &CubieCube, target: u32, budget: &Budget) -> Solved {
    let mut s = Search {
        t,
        mc: move_cubes(),
        target,
        best: None,
        best_len: 99,
        path: [0; 32],
        p2path: [0; 32],
        cubes: [CubieCube::SOLVED; 32],
        valid: 1,
        k: 0,
        nodes: 0,
        stopped: false,
        budget,
    };
    if *cube == CubieCube::SOLVED {
        return Solved {
            moves: Some(Vec::new()),
            reached_target: true,
            nodes: 0,
        };
    }
    let syms = symmetries();
    let inverse = cube.inverse();
    let starts: [CubieCube; 6] = std::array::from_fn(|k| {
        let base = if k >= 3 { &inverse } else { cube };
        conj(base, &syms.urf[k % 3])
    });
    let coords: [(u16, u16, u16); 6] =
        std::array::from_fn(|k| (Twist::of(&starts[k]).0, Flip::of(&starts[k]).0, Slice::of(&starts[k]).0));
    let min_h = (0..6).map(|k| s.h1(coords[k].0, coords[k].1, coords[k].2)).min().unwrap_or(0);
    'outer: for depth1 in min_h..=MAX_PHASE1 {
        if depth1 >= s.best_len {
            break;
        }
        for k in 0..6 {
            let (tw, fl, sl) = coords[k];
            if s.h1(tw, fl, sl) > depth1 {
                continue;
            }
            s.k = k;
            s.cubes[0] = starts[k];
            s.valid = 1;
            let stop = if depth1 == 0 {
                s.leaf(0, NONE)
            } else {
                s.phase1(tw, fl, sl, 0, depth1, NONE)
            };
            if stop || s.stopped {
                break 'outer;
            }
        }
    }
    Solved {
        reached_target: s.best_len <= target,
        moves: s.best,
        nodes: s.nodes,
    }
}

struct Search<'a> {
    t: &'a Tables,
    mc: &'static [CubieCube; 18],
    target: u32,
    best: Option<Vec<u8>>,
    best_len: u32,
    path: [u8; 32],
    p2path: [u8; 32],
    /// `cubes[d]`: the start after `path[..d]`, valid for `d < valid`.
    cubes: [CubieCube; 32],
    valid: usize,
    /// The orientation searched: turned `k % 3` times, inverted when `k >= 3`.
    k: usize,
    nodes: u64,
    stopped: bool,
    budget: &'a Budget,
}

#[inline(always)]
fn skip(face: u8, last: u8) -> bool {
    last != NONE && (face == last || (face % 3 == last % 3 && face < last))
}

impl Search<'_> {
    #[inline(always)]
    fn h1(&self, twist: u16, flip: u16, slice: u16) -> u32 {
        let t = self.t;
        let ts = t.twist_sym.raw2sym[twist as usize];
        let fs = t.flip_sym.raw2sym[flip as usize];
        let (tc, tsy) = ((ts >> 3) as usize, (ts & 7) as usize);
        let (fc, fsy) = ((fs >> 3) as usize, (fs & 7) as usize);
        let a = t.p1_twist_slice[tc * N_SLICE + t.slice_conj[slice as usize * 8 + tsy] as usize];
        let b = t.p1_flip_slice[fc * N_SLICE + t.slice_conj[slice as usize * 8 + fsy] as usize];
        let c = t.p1_twist_flip[tc * N_FLIP + t.flip_conj[flip as usize * 8 + tsy] as usize];
        a.max(b).max(c) as u32
    }

    #[inline(always)]
    fn h2(&self, cp: u16, ep: u16, mp: u8) -> u32 {
        let t = self.t;
        let cs = t.cperm_sym.raw2sym[cp as usize];
        let es = t.eperm_sym.raw2sym[ep as usize];
        let (cc, csy) = ((cs >> 3) as usize, (cs & 7) as usize);
        let (ec, esy) = ((es >> 3) as usize, (es & 7) as usize);
        let a = t.p2_cperm_mperm[cc * N_MPERM + t.mperm_conj[mp as usize * 8 + csy] as usize];
        let ccomb = t.cperm_ccomb[cp as usize] as usize;
        let b = t.p2_eperm_ccomb[ec * N_CCOMB + t.ccomb_conj[ccomb * 8 + esy] as usize];
        a.max(b) as u32
    }

    /// Phase 1 below depth `depth` with exactly `left` moves to go. Returns true to stop.
    fn phase1(&mut self, tw: u16, fl: u16, sl: u16, depth: usize, left: u32, last: u8) -> bool {
        self.nodes += 1;
        if self.nodes & 0x3ff == 0 && self.budget.exhausted(self.nodes) {
            self.stopped = true;
            return true;
        }
        let t = self.t;
        for m in 0..18u8 {
            let face = m / 3;
            if skip(face, last) {
                continue;
            }
            let mi = m as usize;
            let tw2 = t.twist_move[tw as usize * 18 + mi];
            let fl2 = t.flip_move[fl as usize * 18 + mi];
            let sl2 = t.slice_move[sl as usize * 18 + mi];
            let h = self.h1(tw2, fl2, sl2);
            if h >= left {
                continue;
            }
            self.path[depth] = m;
            self.valid = self.valid.min(depth + 1);
            let stop = if left == 1 {
                // A phase-1 solution; one ending in a phase-2 move was already tried shorter.
                if P2_MOVES.contains(&m) {
                    false
                } else {
                    self.leaf(depth + 1, face)
                }
            } else {
                self.phase1(tw2, fl2, sl2, depth + 1, left - 1, face)
            };
            if stop {
                return true;
            }
        }
        false
    }

    /// Completes the phase-1 solution `path[..d1]` by phase 2. Returns true to stop.
    fn leaf(&mut self, d1: usize, last: u8) -> bool {
        if self.best_len <= d1 as u32 + 1 {
            return false;
        }
        for d in self.valid - 1..d1 {
            self.cubes[d + 1] = self.cubes[d].then(&self.mc[self.path[d] as usize]);
        }
        self.valid = d1 + 1;
        let c = &self.cubes[d1];
        let (cp, ep, mp) = (CPerm::of(c).0, EPerm::of(c).0, MPerm::of(c).0);
        let h = self.h2(cp, ep, mp);
        let max2 = (self.best_len - 1 - d1 as u32).min(MAX_PHASE2);
        if h > max2 {
            return false;
        }
        for d2 in h..=max2 {
            if self.phase2(cp, ep, mp, 0, d2, last) {
                self.record(d1, d2 as usize);
                return self.best_len <= self.target;
            }
        }
        false
    }

    fn phase2(&mut self, cp: u16, ep: u16, mp: u8, depth: usize, left: u32, last: u8) -> bool {
        if left == 0 {
            return cp == 0 && ep == 0 && mp == 0;
        }
        let t = self.t;
        for (i, &m) in P2_MOVES.iter().enumerate() {
            let face = m / 3;
            if skip(face, last) {
                continue;
            }
            let cp2 = t.cperm_move[cp as usize * 10 + i];
            let ep2 = t.eperm_move[ep as usize * 10 + i];
            let mp2 = t.mperm_move[mp as usize * 10 + i];
            if self.h2(cp2, ep2, mp2) >= left {
                continue;
            }
            self.p2path[depth] = m;
            if self.phase2(cp2, ep2, mp2, depth + 1, left - 1, face) {
                return true;
            }
        }
        false
    }

    /// Turns the current phase-1 and phase-2 paths into a solution of the original cube.
    fn record(&mut self, d1: usize, d2: usize) {
        let urf = &symmetries().urf_mv[self.k % 3];
        let mut moves: Vec<u8> = self.path[..d1]
            .iter()
            .chain(&self.p2path[..d2])
            .map(|&m| urf[m as usize])
            .collect();
        if self.k >= 3 {
            moves.reverse();
            for m in &mut moves {
                *m = *m / 3 * 3 + 2 - *m % 3;
            }
        }
        self.best_len = moves.len() as u32;
        self.best = Some(moves);
    }
}
