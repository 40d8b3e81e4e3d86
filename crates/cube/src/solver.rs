//! Kociemba's two-phase algorithm, in the style of min2phase.
//!
//! Phase 1 brings the cube into G1 = ⟨U, D, R2, L2, F2, B2⟩; phase 2 solves it there. To
//! find many phase-1 solutions of a given length, and so a short total quickly, the cube is
//! searched
//! * in six orientations at once: as it is, turned about the URF–DBL diagonal once and
//!   twice (so phase 1 aims for the R–L or F–B axis instead), and the inverse of each;
//! * with *pre-moves*: if `P · C · Q = I` then `C · (Q · P) = I`, so a short sequence `P`
//!   applied before the cube gives new phase-1 starting points.
//!
//! Phase 1 prunes with the maximum of three symmetry-reduced tables plus the twist–flip
//! table looked up for the cube conjugated by `y`. Every table entry also says which turns
//! lower, keep or raise its distance ([`P1Entry`], [`P2Entry`]), so a node computes the set
//! of children that stay within its bound from its own four entries and generates only
//! those — no child is made just to be pruned — and asks for their entries (far apart in
//! memory) all at once before descending. Two pre-moves that differ by a half turn of their
//! face (R and R') give the same phase-1 coordinates, so phase 1 runs once for both and each
//! of its solutions tries phase 2 for both. Phase 2 takes the first solution within its
//! bound, then shortens it. The search keeps improving the best total until it reaches the
//! target length (and a little longer when that came early, so a short scramble gets a
//! short solution), or the budget ends it; if the budget ends it before any solution, the
//! first solution of any length is returned.

use search::{Budget, Meter};

use crate::coord::*;
use crate::cubie::CubieCube;
use crate::entry::{P1Entry, P2Entry};
use crate::tables::{Tables, N_CCOMBP, P2_MOVES};

const NONE: u8 = 6;
/// The longest phase 2 tried (longer ones are rare and slow to search).
const MAX_PHASE2: u32 = 11;
/// The longest phase 1 (pre-moves included) tried.
const MAX_PHASE1: u32 = 24;
/// Pre-moves are tried only in front of a phase 1 at least this long.
const MIN_PHASE1_WITH_PRE: u32 = 8;
/// Having reached the target this early, keep shortening the solution until this many
/// phase-1 nodes are spent (so that a short scramble gets a short solution).
const IMPROVE_NODES: u64 = 1024;
/// The symmetry (index into [`Symmetries::syms`]) of the second twist–flip lookup: `y`.
const CONJ_SYM: usize = 1;

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
    /// Phase-1 solutions handed to phase 2.
    pub leaves: u64,
    /// Phase-2 nodes searched.
    pub nodes2: u64,
}

/// Phase-2 coordinates: corner and U/D-edge permutations as symmetry class and symmetry
/// (`conj(cube, sym)` has the class representative's permutation), and the middle layer.
#[derive(Clone, Copy, Debug, Default)]
struct P2 {
    cc: u16,
    cs: u8,
    ec: u16,
    es: u8,
    mp: u8,
}

impl P2 {
    fn of(t: &Tables, c: &CubieCube) -> P2 {
        let cs = t.cperm_sym.raw2sym[CPerm::of(c).0 as usize];
        let es = t.eperm_sym.raw2sym[EPerm::of(c).0 as usize];
        P2 {
            cc: cs >> 3,
            cs: (cs & 7) as u8,
            ec: es >> 3,
            es: (es & 7) as u8,
            mp: MPerm::of(c).0,
        }
    }

    fn solved(&self) -> bool {
        self.cc == 0 && self.ec == 0 && self.mp == 0
    }
}

/// Where a position's four phase-1 table entries are (twist × slice, twist × flip,
/// flip × slice, twist × flip of the cube conjugated by `y`) and their frames.
#[derive(Clone, Copy, Debug, Default)]
struct Idx1 {
    at: [usize; 4],
    frame: [u8; 4],
}

/// Phase-1 coordinates of a cube: twist, flip, slice, and twist and flip of the cube
/// conjugated by `y`.
#[derive(Clone, Copy, Debug, Default)]
struct P1 {
    tw: u16,
    fl: u16,
    sl: u16,
    twc: u16,
    flc: u16,
}

impl P1 {
    fn of(c: &CubieCube) -> P1 {
        let s = symmetries();
        // conj(c, y), with y's inverse from the table rather than computed.
        let cc = s.syms[s.inv[CONJ_SYM] as usize]
            .then(c)
            .then(&s.syms[CONJ_SYM]);
        P1 {
            tw: Twist::of(c).0,
            fl: Flip::of(c).0,
            sl: Slice::of(c).0,
            twc: Twist::of(&cc).0,
            flc: Flip::of(&cc).0,
        }
    }
}

/// Solves `cube` (which must be solvable) in at most `target` moves if it can within the
/// budget, returning the shortest solution found.
pub fn solve(t: &Tables, cube: &CubieCube, target: u32, budget: &Budget) -> Solved {
    if *cube == CubieCube::SOLVED {
        return Solved {
            moves: Some(Vec::new()),
            reached_target: true,
            nodes: 0,
            leaves: 0,
            nodes2: 0,
        };
    }
    let unlimited = Budget::unlimited();
    let starts = starts(cube);
    let mut s = Search::new(t, target, budget);
    s.run(&starts);
    if s.best.is_none() {
        // The budget ran out first: take the first solution of any length.
        s.meter.go_on(&unlimited);
        s.first_only = true;
        s.run(&starts);
    }
    Solved {
        reached_target: s.best_len <= target,
        moves: s.best,
        nodes: s.meter.nodes,
        leaves: s.leaves,
        nodes2: s.nodes2,
    }
}

/// A solution of `cube` in at most `target` moves, if the search finds one within the
/// budget (no fallback to a longer one): what races the optimal search.
pub fn solve_within(t: &Tables, cube: &CubieCube, target: u32, budget: &Budget) -> Option<Vec<u8>> {
    if *cube == CubieCube::SOLVED {
        return Some(Vec::new());
    }
    let mut s = Search::new(t, target, budget);
    s.run(&starts(cube));
    s.best.filter(|b| b.len() as u32 <= target)
}

/// The six orientations searched: the cube and its inverse, each along the three axes.
fn starts(cube: &CubieCube) -> [CubieCube; 6] {
    let syms = symmetries();
    let inverse = cube.inverse();
    std::array::from_fn(|k| {
        let base = if k >= 3 { &inverse } else { cube };
        conj(base, &syms.urf[k % 3])
    })
}

struct Search<'a> {
    t: &'a Tables,
    mc: &'static [CubieCube; N_MOVES],
    /// Face turns conjugated by `y`.
    conj_mv: [u8; N_MOVES],
    /// Products and inverses of the symmetries.
    syms: SymTables,
    /// Turn-mask maps between table frames and the cube's.
    frames: &'static Frames,
    target: u32,
    best: Option<Vec<u8>>,
    best_len: u32,
    /// Pre-moves plus phase-1 moves in the current iteration.
    length1: u32,
    path: [u8; 32],
    p2path: [u8; 32],
    /// Pre-moves, in the order chosen (each applied before the previous ones).
    pre: [u8; 32],
    pre_len: usize,
    /// `kids[d]`: the children being searched at phase-1 depth `d`.
    kids: [[(P1, Idx1); N_MOVES]; 32],
    /// `kids2[d]`: the children being searched at phase-2 depth `d`.
    kids2: [[(P2, [usize; 2]); N_P2_MOVES]; 32],
    /// `cubes[d]`: the phase-1 start after `path[..d]`, valid for `d < valid`.
    cubes: [CubieCube; 32],
    valid: usize,
    /// The orientation searched: turned `k % 3` times, inverted when `k >= 3`.
    k: usize,
    /// Phase-1 nodes, counted by the meter that polls the budget.
    meter: Meter<'a>,
    leaves: u64,
    nodes2: u64,
    /// Stop at the first solution found, of any length.
    first_only: bool,
}

/// The symmetry group's multiplication and inverses, copied next to the search.
struct SymTables {
    mul: [[u8; 8]; 8],
    inv: [u8; 8],
}

/// The moves (of `all`) whose children a table allows within `left - 1` moves of a node at
/// distance `d` with `left` to go, given the moves that lower and keep `d`: a move changes
/// the distance by at most one.
#[inline(always)]
fn within(d: u32, left: u32, lower: u32, keep: u32, all: u32) -> u32 {
    if d > left {
        0
    } else if d == left {
        lower
    } else if d + 1 == left {
        lower | keep
    } else {
        all
    }
}

/// Every face turn, as a bit set.
const ALL_TURNS: u32 = (1 << N_MOVES) - 1;
/// The quarter turns of R, F, L and B: the turns that leave G1.
const LEAVE_G1: u32 = {
    let mut bits = 0;
    let mut m = 0u8;
    while (m as usize) < N_MOVES {
        if leaves_g1(m) {
            bits |= 1 << m;
        }
        m += 1;
    }
    bits
};
/// The pre-moves next to phase 2 that phase 1 runs after: R, F, L, B (their primes are
/// tried at each phase-1 solution, see `Search::leaf`).
const PHASE1_PRE: u32 = LEAVE_G1 & 0o111111;
/// Every phase-2 move, as a bit set over [`P2_MOVES`].
const ALL_P2: u32 = (1 << N_P2_MOVES) - 1;
/// `AFTER2[last]`: [`AFTER`] over the phase-2 moves (bit `i` for [`P2_MOVES`]`[i]`).
const AFTER2: [u32; 7] = {
    let mut out = [0; 7];
    let mut last = 0;
    while last < 7 {
        let mut i = 0;
        while i < N_P2_MOVES {
            out[last] |= (AFTER[last] >> P2_MOVES[i] & 1) << i;
            i += 1;
        }
        last += 1;
    }
    out
};
/// `AFTER[last]`: the turns allowed after a turn of face `last` ([`NONE`] at the start):
/// not the same face again, and of two opposite faces only in one order.
const AFTER: [u32; 7] = {
    let mut out = [0; 7];
    let mut last = 0;
    while last < 7 {
        let mut m = 0u8;
        while (m as usize) < N_MOVES {
            if !skip(m / 3, last as u8) {
                out[last] |= 1 << m;
            }
            m += 1;
        }
        last += 1;
    }
    out
};

/// Maps turn masks from a table's frame to the cube's. A table entry's masks are in the
/// frame of its class representative, `conj(cube, s)`, where turn `m` of the cube is turn
/// `syms[s]⁻¹ · m · syms[s]`; the symmetries are rotations, so they map faces to faces and
/// keep the power. Frames `0..8` are the symmetries, `8..16` the cube conjugated by `y`
/// first. The map works on the mask in three 6-bit pieces (two faces each) by lookup.
struct Frames {
    lut: [[[u32; 64]; 3]; 16],
    /// The same for phase-2 move masks (bit `i` for [`P2_MOVES`]`[i]`) in the frames of
    /// the 8 symmetries, in two 5-bit pieces.
    lut2: [[[u32; 32]; 2]; 8],
}

impl Frames {
    fn new() -> Frames {
        let syms = symmetries();
        Frames {
            lut: std::array::from_fn(|frame| {
                // The table-frame turn of each cube turn.
                pieces(N_MOVES, |m| {
                    let m = if frame >= 8 {
                        syms.mv[CONJ_SYM][m] as usize
                    } else {
                        m
                    };
                    syms.mv[frame % 8][m] as usize
                })
            }),
            lut2: std::array::from_fn(|sym| {
                pieces(N_P2_MOVES, |i| {
                    let m = syms.mv[sym][P2_MOVES[i] as usize];
                    P2_MOVES.iter().position(|&x| x == m).unwrap_or(0)
                })
            }),
        }
    }

    /// The cube-frame mask of a phase-2 mask in the frame of symmetry `sym`.
    #[inline(always)]
    fn real2(&self, sym: usize, mask: u32) -> u32 {
        let l = &self.lut2[sym];
        l[0][(mask & 31) as usize] | l[1][(mask >> 5) as usize]
    }

    /// The cube-frame mask of a mask in table frame `frame`.
    #[inline(always)]
    fn real(&self, frame: usize, mask: u32) -> u32 {
        let l = &self.lut[frame];
        l[0][(mask & 63) as usize] | l[1][(mask >> 6 & 63) as usize] | l[2][(mask >> 12) as usize]
    }
}

/// Lookup tables that take a mask over `n` moves, in `P` pieces of `log2 S` bits, from a
/// table's frame to the cube's: `to_table(m)` is the table-frame move of cube move `m`, and
/// entry `[k][bits]` holds the cube moves whose table moves are the set `bits` of piece `k`.
fn pieces<const P: usize, const S: usize>(
    n: usize,
    to_table: impl Fn(usize) -> usize,
) -> [[u32; S]; P] {
    let width = S.trailing_zeros() as usize;
    let mut out = [[0u32; S]; P];
    for m in 0..n {
        let tm = to_table(m);
        for (bits, cube) in out[tm / width].iter_mut().enumerate() {
            if bits >> (tm % width) & 1 != 0 {
                *cube |= 1 << m;
            }
        }
    }
    out
}

fn frames() -> &'static Frames {
    static F: std::sync::OnceLock<Frames> = std::sync::OnceLock::new();
    F.get_or_init(Frames::new)
}

#[inline(always)]
const fn skip(face: u8, last: u8) -> bool {
    last != NONE && (face == last || (face % 3 == last % 3 && face < last))
}

/// Whether a move is a quarter turn of R, L, F or B (a phase-1 move outside G1).
#[inline(always)]
const fn leaves_g1(m: u8) -> bool {
    !(m / 3).is_multiple_of(3) && m % 3 != 1
}

impl<'a> Search<'a> {
    fn new(t: &'a Tables, target: u32, budget: &'a Budget) -> Search<'a> {
        let syms = symmetries();
        Search {
            t,
            mc: move_cubes(),
            conj_mv: syms.mv[CONJ_SYM],
            syms: SymTables {
                mul: syms.mul,
                inv: syms.inv,
            },
            frames: frames(),
            target,
            best: None,
            best_len: 99,
            length1: 0,
            path: [0; 32],
            p2path: [0; 32],
            pre: [0; 32],
            pre_len: 0,
            kids: [[(P1::default(), Idx1::default()); N_MOVES]; 32],
            kids2: [[(P2::default(), [0; 2]); N_P2_MOVES]; 32],
            cubes: [CubieCube::SOLVED; 32],
            valid: 1,
            k: 0,
            meter: Meter::new(budget),
            leaves: 0,
            nodes2: 0,
            first_only: false,
        }
    }
}

impl Search<'_> {
    /// Where the four phase-1 table entries of a position are, and the frame each one's
    /// turn masks are in (an index into [`Frames`]).
    #[inline(always)]
    fn index1(&self, p: &P1) -> Idx1 {
        let t = self.t;
        let ts = t.twist_sym.raw2sym[p.tw as usize];
        let (tc, tsy) = ((ts >> 3) as usize, (ts & 7) as usize);
        let fs = t.flip_sym.raw2sym[p.fl as usize];
        let (fc, fsy) = ((fs >> 3) as usize, (fs & 7) as usize);
        let cs = t.twist_sym.raw2sym[p.twc as usize];
        let (cc, csy) = ((cs >> 3) as usize, (cs & 7) as usize);
        Idx1 {
            at: [
                tc * N_SLICE + t.slice_conj[p.sl as usize * 8 + tsy] as usize,
                tc * N_FLIP + t.flip_conj[p.fl as usize * 8 + tsy] as usize,
                fc * N_SLICE + t.slice_conj[p.sl as usize * 8 + fsy] as usize,
                cc * N_FLIP + t.flip_conj[p.flc as usize * 8 + csy] as usize,
            ],
            frame: [tsy as u8, tsy as u8, fsy as u8, 8 + csy as u8],
        }
    }

    /// Asks for the entries at `ix` ahead of their use.
    #[inline(always)]
    fn prefetch1(&self, ix: &Idx1) {
        let t = self.t;
        // Prefetching never faults, so the addresses need no bounds check.
        search::bits::prefetch(t.p1_twist_slice.as_ptr().wrapping_add(ix.at[0]));
        search::bits::prefetch(t.p1_twist_flip.as_ptr().wrapping_add(ix.at[1]));
        search::bits::prefetch(t.p1_flip_slice.as_ptr().wrapping_add(ix.at[2]));
        search::bits::prefetch(t.p1_twist_flip.as_ptr().wrapping_add(ix.at[3]));
    }

    /// The four phase-1 table entries at `ix`, each with its frame.
    #[inline(always)]
    fn entries1(&self, ix: &Idx1) -> [(P1Entry, usize); 4] {
        let t = self.t;
        [
            (P1Entry(t.p1_twist_slice[ix.at[0]]), ix.frame[0] as usize),
            (P1Entry(t.p1_twist_flip[ix.at[1]]), ix.frame[1] as usize),
            (P1Entry(t.p1_flip_slice[ix.at[2]]), ix.frame[2] as usize),
            (P1Entry(t.p1_twist_flip[ix.at[3]]), ix.frame[3] as usize),
        ]
    }

    /// Phase-1 lower bound of a position.
    #[cfg(test)]
    fn h1(&self, p: &P1) -> u32 {
        self.entries1(&self.index1(p))
            .iter()
            .map(|e| e.0.dist())
            .max()
            .unwrap_or(0)
    }

    /// The turns from `p` (with `left` moves to go) whose positions every table allows
    /// within `left - 1` moves, and (when `left` is 2 to 5, else none) the turns that reach
    /// a position all tables put in G1.
    #[inline(always)]
    fn moves1(&self, ix: &Idx1, left: u32) -> (u32, u32) {
        // Each table's masks in its own frame; the first two share one.
        let part = |e: P1Entry| -> (u32, u32) {
            let d = e.dist();
            let (lower, keep) = e.masks();
            let ok = within(d, left, lower, keep, ALL_TURNS);
            let in_g1 = match d {
                0 => keep,
                1 => lower,
                _ => 0,
            };
            (ok, in_g1)
        };
        let [(a, fa), (b, _), (c, fc), (d, fd)] = self.entries1(ix);
        let ((ok_a, g_a), (ok_b, g_b), (ok_c, g_c), (ok_d, g_d)) =
            (part(a), part(b), part(c), part(d));
        let real = |f: usize, m: u32| self.frames.real(f, m);
        let ok = real(fa, ok_a & ok_b) & real(fc, ok_c) & real(fd, ok_d);
        let in_g1 = if (2..6).contains(&left) {
            real(fa, g_a & g_b) & real(fc, g_c) & real(fd, g_d)
        } else {
            0
        };
        (ok, in_g1)
    }

    /// Where the two phase-2 table entries of a position are.
    #[inline(always)]
    fn index2(&self, q: &P2) -> [usize; 2] {
        let t = self.t;
        let (cc, cs, ec, es) = (q.cc as usize, q.cs as usize, q.ec as usize, q.es as usize);
        // The U-corner positions of the cube, seen in the frame of the edges' symmetry.
        let z = t.cclass_ccomb[cc] as usize;
        let rel = self.syms.mul[self.syms.inv[cs] as usize][es] as usize;
        [
            cc * N_MPERM + t.mperm_conj[q.mp as usize * 8 + cs] as usize,
            ec * N_CCOMBP + t.ccomb_conj[z * 8 + rel] as usize,
        ]
    }

    /// Asks for the phase-2 entries at `ix` ahead of their use.
    #[inline(always)]
    fn prefetch2(&self, ix: &[usize; 2]) {
        search::bits::prefetch(self.t.p2_cperm_mperm.as_ptr().wrapping_add(ix[0]));
        search::bits::prefetch(self.t.p2_eperm_ccomb.as_ptr().wrapping_add(ix[1]));
    }

    /// The two phase-2 table entries of a position (at `ix`), each with the symmetry whose
    /// frame its move masks are in.
    #[inline(always)]
    fn entries2(&self, q: &P2, ix: &[usize; 2]) -> [(P2Entry, usize); 2] {
        [
            (P2Entry(self.t.p2_cperm_mperm[ix[0]]), q.cs as usize),
            (P2Entry(self.t.p2_eperm_ccomb[ix[1]]), q.es as usize),
        ]
    }

    /// Phase-2 lower bound of a position.
    #[cfg(test)]
    fn h2(&self, q: &P2) -> u32 {
        let [(a, _), (b, _)] = self.entries2(q, &self.index2(q));
        a.dist().max(b.dist())
    }

    fn done(&self) -> bool {
        self.meter.stopped()
            || (self.best_len <= self.target && self.meter.nodes >= IMPROVE_NODES)
            || (self.first_only && self.best.is_some())
    }

    /// Searches total phase-1 lengths (pre-moves included) upward in all six orientations.
    fn run(&mut self, starts: &[CubieCube; 6]) {
        for length1 in 0..=MAX_PHASE1 {
            if length1 >= self.best_len || self.done() {
                return;
            }
            self.length1 = length1;
            for (k, start) in starts.iter().enumerate() {
                self.k = k;
                self.pre_len = 0;
                self.premoves(*start, Some(self.start1(start)), NONE);
                if self.done() {
                    return;
                }
            }
        }
    }

    /// The phase-1 start of a cube: its coordinates and where its entries are, asked for
    /// ahead of their use.
    fn start1(&self, cube: &CubieCube) -> (P1, Idx1) {
        let p = P1::of(cube);
        let ix = self.index1(&p);
        self.prefetch1(&ix);
        (p, ix)
    }

    /// Tries phase 1 from `cube` (coordinates and entries in `start`, when phase 1 runs
    /// after the current pre-moves), then with one more pre-move in front (while phase 1
    /// keeps at least [`MIN_PHASE1_WITH_PRE`] moves).
    fn premoves(&mut self, cube: CubieCube, start: Option<(P1, Idx1)>, last: u8) {
        let depth1 = self.length1 - self.pre_len as u32;
        if let Some((p, ix)) = start {
            if self.entries1(&ix).iter().all(|e| e.0.dist() <= depth1) {
                self.cubes[0] = cube;
                self.valid = 1;
                if depth1 == 0 {
                    self.leaf(0, NONE);
                } else {
                    self.phase1(p, &ix, 0, depth1, NONE);
                }
                if self.done() {
                    return;
                }
            }
        }
        if depth1 <= MIN_PHASE1_WITH_PRE {
            return;
        }
        // After a last pre-move only phase 1 runs, and only after R, F, L or B.
        let moves = if depth1 - 1 <= MIN_PHASE1_WITH_PRE {
            AFTER[last as usize] & PHASE1_PRE
        } else {
            AFTER[last as usize]
        };
        // The pre-move next to the phase-2 moves must leave G1, or phase 2 would absorb it.
        // Its two quarter turns (R and R' = R2 · R) give the same phase-1 coordinates, so
        // phase 1 runs once, after R, and each phase-1 solution tries both (see `leaf`).
        let mut next = [(CubieCube::SOLVED, None); N_MOVES];
        let mut n = 0;
        let mut bits = moves;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let c = self.mc[m].then(&cube);
            let start = (PHASE1_PRE & 1 << m != 0).then(|| self.start1(&c));
            next[n] = (c, start);
            n += 1;
        }
        let mut bits = moves;
        for (c, start) in &next[..n] {
            let m = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            self.pre[self.pre_len] = m;
            self.pre_len += 1;
            self.premoves(*c, *start, m / 3);
            self.pre_len -= 1;
            if self.done() {
                return;
            }
        }
    }

    /// Phase 1 below depth `depth` with exactly `left` moves to go from `p`, whose table
    /// entries are at `ix`.
    fn phase1(&mut self, p: P1, ix: &Idx1, depth: usize, left: u32, last: u8) {
        if !self.meter.visit() {
            return;
        }
        let (mut moves, in_g1) = self.moves1(ix, left);
        moves &= AFTER[last as usize];
        if left == 1 {
            // A phase-1 solution; one ending in a phase-2 move was tried shorter.
            moves &= LEAVE_G1;
            while moves != 0 {
                let m = moves.trailing_zeros() as u8;
                moves &= moves - 1;
                self.path[depth] = m;
                self.valid = self.valid.min(depth + 1);
                self.leaf(depth + 1, m / 3);
                if self.done() {
                    return;
                }
            }
            return;
        }
        if left < 6 {
            // In G1 already with under five moves to go: any way out and back in is
            // longer than staying, so those phase-1 solutions are tried elsewhere.
            moves &= !in_g1;
        }
        // The children's entries are far apart in memory: ask for all of them first.
        let mut n = 0;
        let mut bits = moves;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let child = self.move1(&p, m);
            let cix = self.index1(&child);
            self.prefetch1(&cix);
            self.kids[depth][n] = (child, cix);
            n += 1;
        }
        for k in 0..n {
            let (child, cix) = self.kids[depth][k];
            let m = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            self.path[depth] = m;
            self.valid = self.valid.min(depth + 1);
            self.phase1(child, &cix, depth + 1, left - 1, m / 3);
            if self.done() {
                return;
            }
        }
    }

    /// The phase-1 coordinates after turn `m`.
    #[inline(always)]
    fn move1(&self, p: &P1, m: usize) -> P1 {
        let t = self.t;
        let mc = self.conj_mv[m] as usize;
        P1 {
            tw: t.twist_move[p.tw as usize * N_MOVES + m],
            fl: t.flip_move[p.fl as usize * N_MOVES + m],
            sl: t.slice_move[p.sl as usize * N_MOVES + m],
            twc: t.twist_move[p.twc as usize * N_MOVES + mc],
            flc: t.flip_move[p.flc as usize * N_MOVES + mc],
        }
    }

    /// Completes the phase-1 solution `path[..d1]` by phase 2.
    fn leaf(&mut self, d1: usize, last: u8) {
        self.leaves += 1;
        if self.best_len <= self.length1 + 1 {
            return;
        }
        let max2 = (self.best_len - 1 - self.length1).min(MAX_PHASE2);
        for d in self.valid - 1..d1 {
            self.cubes[d + 1] = self.cubes[d].then(&self.mc[self.path[d] as usize]);
        }
        self.valid = d1 + 1;
        let c = self.cubes[d1];
        let here = self.start2(&c);
        // The twin pre-move (R' for R): the same phase 1, phase 2 from `R2 · c`.
        let twin = (self.pre_len > 0).then(|| {
            let quarter = self.pre[self.pre_len - 1];
            self.start2(&self.mc[quarter as usize + 1].then(&c))
        });
        self.try_phase2(here, d1, max2, last);
        if let Some(twin) = twin {
            if !self.done() && self.best_len > self.length1 + 1 {
                let max2 = (self.best_len - 1 - self.length1).min(MAX_PHASE2);
                let k = self.pre_len - 1;
                self.pre[k] += 2;
                self.try_phase2(twin, d1, max2, last);
                self.pre[k] -= 2;
            }
        }
    }

    /// The phase-2 start of a cube in G1: its coordinates and where its entries are,
    /// asked for ahead of their use.
    fn start2(&self, c: &CubieCube) -> (P2, [usize; 2]) {
        let q = P2::of(self.t, c);
        let ix = self.index2(&q);
        self.prefetch2(&ix);
        (q, ix)
    }

    fn try_phase2(&mut self, (q, ix): (P2, [usize; 2]), d1: usize, max2: u32, last: u8) {
        let [(a, _), (b, _)] = self.entries2(&q, &ix);
        if a.dist().max(b.dist()) > max2 {
            return;
        }
        if let Some(mut d2) = self.phase2(q, &ix, 0, max2, last) {
            // The first phase 2 found; shorten it while a shorter one exists.
            let mut best2 = self.p2path;
            while d2 > 0 {
                match self.phase2(q, &ix, 0, d2 as u32 - 1, last) {
                    Some(d) => {
                        d2 = d;
                        best2 = self.p2path;
                    }
                    None => break,
                }
            }
            self.p2path = best2;
            self.record(d1, d2);
        }
    }

    /// Phase 2: the first solution within `left` moves from `q` (entries at `ix`); returns
    /// its length.
    fn phase2(
        &mut self,
        q: P2,
        ix: &[usize; 2],
        depth: usize,
        left: u32,
        last: u8,
    ) -> Option<usize> {
        self.nodes2 += 1;
        if q.solved() {
            return Some(depth);
        }
        let mut moves = AFTER2[last as usize];
        for (e, sym) in self.entries2(&q, ix) {
            let ok = within(e.dist(), left, e.lower(), e.keep(), ALL_P2);
            moves &= self.frames.real2(sym, ok);
        }
        // As in phase 1: all children's entries are asked for first.
        let t = self.t;
        let mut n = 0;
        let mut bits = moves;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let ic = t.p2_sym_move[q.cs as usize * N_P2_MOVES + i] as usize;
            let cm = t.cperm_class_move[q.cc as usize * N_P2_MOVES + ic];
            let ie = t.p2_sym_move[q.es as usize * N_P2_MOVES + i] as usize;
            let em = t.eperm_class_move[q.ec as usize * N_P2_MOVES + ie];
            let child = P2 {
                cc: cm >> 3,
                cs: self.syms.mul[q.cs as usize][(cm & 7) as usize],
                ec: em >> 3,
                es: self.syms.mul[q.es as usize][(em & 7) as usize],
                mp: t.mperm_move[q.mp as usize * N_P2_MOVES + i],
            };
            let cix = self.index2(&child);
            self.prefetch2(&cix);
            self.kids2[depth][n] = (child, cix);
            n += 1;
        }
        for k in 0..n {
            let (child, cix) = self.kids2[depth][k];
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let m = P2_MOVES[i];
            self.p2path[depth] = m;
            if let Some(n) = self.phase2(child, &cix, depth + 1, left - 1, m / 3) {
                return Some(n);
            }
        }
        None
    }

    /// Turns the current pre-moves, phase-1 and phase-2 paths into a solution of the
    /// original cube.
    fn record(&mut self, d1: usize, d2: usize) {
        let urf = &symmetries().urf_mv[self.k % 3];
        // P · C · Q = I, so C · (Q · P) = I; P is the pre-moves in reverse order of choice.
        let mut moves: Vec<u8> = self.path[..d1]
            .iter()
            .chain(&self.p2path[..d2])
            .chain(self.pre[..self.pre_len].iter().rev())
            .map(|&m| urf[m as usize])
            .collect();
        if self.k >= 3 {
            moves.reverse();
            for m in &mut moves {
                *m = *m / 3 * 3 + 2 - *m % 3;
            }
        }
        let moves = merge(moves);
        if (moves.len() as u32) < self.best_len {
            self.best_len = moves.len() as u32;
            self.best = Some(moves);
        }
    }
}

/// Merges consecutive turns of one face (where phase 2 meets the pre-moves) and drops
/// those that cancel.
fn merge(moves: Vec<u8>) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::with_capacity(moves.len());
    for m in moves {
        if let Some(&last) = out.last() {
            if last / 3 == m / 3 {
                out.pop();
                let turns = (last % 3 + 1 + m % 3 + 1) % 4;
                if turns != 0 {
                    out.push(m / 3 * 3 + turns - 1);
                }
                continue;
            }
        }
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    fn tables() -> &'static Tables {
        static T: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
        T.get_or_init(Tables::build)
    }

    fn search(t: &Tables) -> Search<'_> {
        static B: std::sync::OnceLock<Budget> = std::sync::OnceLock::new();
        Search::new(t, crate::GODS_NUMBER, B.get_or_init(Budget::unlimited))
    }

    /// Both phases' bounds never exceed the length of a sequence that makes the position.
    #[test]
    fn bounds_are_admissible() {
        let t = tables();
        let s = search(t);
        let mc = move_cubes();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..3000 {
            let n = rng.gen_range(0..12);
            let mut c = CubieCube::SOLVED;
            for _ in 0..n {
                c = c.then(&mc[rng.gen_range(0..18)]);
            }
            let h = s.h1(&P1::of(&c));
            assert!(h <= n as u32, "phase 1 bound {h} for a {n}-move cube");
            let mut g = CubieCube::SOLVED;
            for _ in 0..n {
                g = g.then(&mc[P2_MOVES[rng.gen_range(0..10)] as usize]);
            }
            let (cp, ep, mp) = (CPerm::of(&g).0, EPerm::of(&g).0, MPerm::of(&g).0);
            let cs = t.cperm_sym.raw2sym[cp as usize];
            let (cc, csy) = ((cs >> 3) as usize, (cs & 7) as usize);
            let a = P2Entry(
                t.p2_cperm_mperm[cc * N_MPERM + t.mperm_conj[mp as usize * 8 + csy] as usize],
            )
            .dist();
            assert!(
                a as usize <= n,
                "corner-perm bound {a} for a {n}-move G1 cube"
            );
            let _ = ep;
            let h = s.h2(&P2::of(t, &g));
            assert!(h <= n as u32, "phase 2 bound {h} for a {n}-move G1 cube");
            assert_eq!(s.h1(&P1::of(&g)), 0);
        }
    }
}

#[cfg(test)]
mod mask_checks {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Each entry's turn masks, taken to the cube's frame, say exactly how every table's
    /// distance changes under every turn.
    #[test]
    fn turn_masks_predict_the_children() {
        let t = Tables::build();
        let budget = Budget::unlimited();
        let s = Search::new(&t, crate::GODS_NUMBER, &budget);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        for _ in 0..300 {
            let c = crate::scramble::random_cube(&mut rng);
            let c = c.then(&move_cubes()[rng.gen_range(0..18)]);
            let p = P1::of(&c);
            let here = s.entries1(&s.index1(&p));
            for m in 0..18 {
                let kid = s.entries1(&s.index1(&s.move1(&p, m)));
                for (k, ((e, frame), (e2, _))) in here.iter().zip(&kid).enumerate() {
                    let bit = 1 << m;
                    let (lower, keep) = e.masks();
                    let expect = if s.frames.real(*frame, lower) & bit != 0 {
                        e.dist() - 1
                    } else if s.frames.real(*frame, keep) & bit != 0 {
                        e.dist()
                    } else {
                        e.dist() + 1
                    };
                    assert_eq!(e2.dist(), expect, "table {k}, turn {m}");
                }
            }
        }
    }
}

#[cfg(test)]
mod table_checks {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn eperm_ccomb_table_matches_plain_bfs() {
        let t = Tables::build();
        let mc = move_cubes();
        // ccombp move by cube: from a representative cube per value.
        let mut rep: Vec<Option<CubieCube>> = vec![None; N_CCOMBP];
        for p in 0..N_PERM {
            let c = CPerm(p as u16).cube();
            let v = t.cperm_ccomb[p] as usize;
            if rep[v].is_none() {
                rep[v] = Some(c);
            }
        }
        let missing: Vec<usize> = (0..N_CCOMBP).filter(|&v| rep[v].is_none()).collect();
        let maxv = t.cperm_ccomb.iter().max().unwrap();
        assert!(missing.is_empty(), "missing {missing:?} max {maxv}");
        let cmove: Vec<[u8; N_P2_MOVES]> = (0..N_CCOMBP)
            .map(|v| {
                std::array::from_fn(|i| {
                    t.cperm_ccomb
                        [CPerm::of(&rep[v].unwrap().then(&mc[P2_MOVES[i] as usize])).0 as usize]
                })
            })
            .collect();
        let emove: Vec<[u16; N_P2_MOVES]> = (0..N_PERM)
            .map(|e| {
                std::array::from_fn(|i| {
                    EPerm::of(&EPerm(e as u16).cube().then(&mc[P2_MOVES[i] as usize])).0
                })
            })
            .collect();
        let n = N_PERM * N_CCOMBP;
        let mut d = vec![255u8; n];
        d[t.cperm_ccomb[0] as usize] = 0;
        let mut level = 0u8;
        loop {
            let mut added = 0;
            for i in 0..n {
                if d[i] != level {
                    continue;
                }
                let (e, c) = (i / N_CCOMBP, i % N_CCOMBP);
                for m in 0..10 {
                    let j = emove[e][m] as usize * N_CCOMBP + cmove[c][m] as usize;
                    if d[j] == 255 {
                        d[j] = level + 1;
                        added += 1;
                    }
                }
            }
            if added == 0 {
                break;
            }
            level += 1;
        }
        let mut bad = Vec::new();
        for i in 0..n {
            let (e, c) = (i / N_CCOMBP, i % N_CCOMBP);
            let es = t.eperm_sym.raw2sym[e];
            let (ec, esy) = ((es >> 3) as usize, (es & 7) as usize);
            let v = P2Entry(t.p2_eperm_ccomb[ec * N_CCOMBP + t.ccomb_conj[c * 8 + esy] as usize])
                .dist() as u8;
            if d[i] != 255 && v != d[i] {
                bad.push((e, c, v, d[i]));
            }
        }
        assert!(
            bad.is_empty(),
            "(eperm, ccombp, table, true): {:?}",
            &bad[..bad.len().min(5)]
        );
    }

    #[test]
    fn ccomb_conj_is_a_function() {
        let t = Tables::build();
        let mc = move_cubes();
        let syms = &symmetries().syms;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..2000 {
            let mut g = CubieCube::SOLVED;
            for _ in 0..rng.gen_range(0..12) {
                g = g.then(&mc[P2_MOVES[rng.gen_range(0..10)] as usize]);
            }
            let cp = CPerm::of(&g).0 as usize;
            for s in 0..8 {
                let c2 = conj(&g, &syms[s]);
                assert_eq!(
                    t.cperm_ccomb[CPerm::of(&c2).0 as usize],
                    t.ccomb_conj[t.cperm_ccomb[cp] as usize * 8 + s],
                    "sym {s}"
                );
                assert_eq!(
                    EPerm::of(&conj(&EPerm::of(&g).cube(), &syms[s])),
                    EPerm::of(&c2),
                    "eperm sym {s}"
                );
            }
            for i in 0..10 {
                let g2 = g.then(&mc[P2_MOVES[i] as usize]);
                assert_eq!(t.cperm_ccomb[CPerm::of(&g2).0 as usize], {
                    // ccomb move table is private to the build; check via cperm move table
                    t.cperm_ccomb[CPerm::of(
                        &CPerm(cp as u16).cube().then(&mc[P2_MOVES[i] as usize]),
                    )
                    .0 as usize]
                });
            }
        }
    }
}
