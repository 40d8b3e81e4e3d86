//! The optimal solver: iterative-deepening A* over the 18 face turns (HTM), proving that no
//! shorter solution exists.
//!
//! # Tables
//!
//! | table | coordinates | entries | bytes | max depth |
//! |-------|-------------|---------|-------|-----------|
//! | phase 1, full | flip-slice class × twist | 127,166 · 2187 = 278,112,042 | 140 MB (4 bits) | 12 |
//! | corners | corner-permutation class × twist | 5288 · 2187 = 11,564,856 | 11.6 MB | 11 |
//!
//! * The flip-slice coordinate `flip · 495 + slice` (2048 · 495 = 1,013,760) is reduced by
//!   the 8 rotations that keep the U–D axis (`y`, `z2`). Flip alone is not closed under `y`
//!   (a quarter turn about U–D changes which edges count as flipped), but flip and slice
//!   together are: the conjugate's flip depends only on the flip and on which positions hold
//!   middle-layer edges.
//! * Each position is looked up along its three axes (the cube and its conjugates by the
//!   120° diagonal turn) and in the corner table; the bound is the largest of the four.
//! * The full phase-1 table is built by breadth-first search on all cores: forward from the
//!   positions of the last level while they are fewer than the positions still unknown, then
//!   backward (every unknown position looks for a neighbour on the last level).
//!
//! The search starts with a two-phase solution as an upper bound, then searches every length
//! below it in turn, first moves shared among threads; a solution found at length `d` after
//! every length below `d` was searched is optimal. Stopped early, it reports the best
//! solution known and the lower bound proven so far.

use search::levels::{self, Direction, Level, LevelScan};
use search::packed::{AtomicPacked, Packed};
use search::split::{self, Task};
use search::{deepen, Budget, Meter, Pass};

use crate::coord::*;
use crate::cubie::CubieCube;
use crate::puzzle::canonical;
use crate::tables::Tables;
use crate::GODS_NUMBER;

/// Middle-layer edges' positions and order: `495 · 4! = 11,880`.
pub const N_SLICE_SORTED: usize = N_SLICE * 24;
/// A value no table entry takes: not yet reached.
const UNSET: u8 = 0xF;

/// The two sizes of tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Flip × middle-layer positions: 140 MB, built in about 11 s on two cores.
    Small,
    /// Flip × middle-layer positions and order: 3.4 GB, built in minutes; about 24 times
    /// fewer nodes.
    Large,
}

impl Variant {
    /// Values of the slice coordinate.
    pub fn slices(self) -> usize {
        match self {
            Variant::Small => N_SLICE,
            Variant::Large => N_SLICE_SORTED,
        }
    }

    /// The slice coordinate of a cube.
    fn slice_of(self, c: &CubieCube) -> usize {
        let comb = Slice::of(c).0 as usize;
        match self {
            Variant::Small => comb,
            Variant::Large => {
                // The order of the middle-layer edges, by position: a permutation of 8..12.
                let mut order = [0u8; 4];
                let mut k = 0;
                for &e in &c.ep {
                    if e >= 8 {
                        order[k] = e - 8;
                        k += 1;
                    }
                }
                comb * 24 + perm4_rank(order)
            }
        }
    }

    /// A cube with this slice coordinate (nothing else changed but what it needs).
    fn slice_cube(self, v: usize) -> CubieCube {
        match self {
            Variant::Small => Slice(v as u16).cube(),
            Variant::Large => {
                let mut c = Slice((v / 24) as u16).cube();
                let order = perm4_unrank(v % 24);
                let mut k = 0;
                for e in c.ep.iter_mut() {
                    if *e >= 8 {
                        *e = 8 + order[k];
                        k += 1;
                    }
                }
                c
            }
        }
    }

    /// The cache key of the serialised tables.
    pub fn key(self) -> &'static str {
        match self {
            Variant::Small => "cube/optimal-small/v1",
            Variant::Large => "cube/optimal-large/v1",
        }
    }

    /// Both sizes, smallest first.
    pub const ALL: [Variant; 2] = [Variant::Small, Variant::Large];

    /// The name on the command line (`small`, `large`).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Small => "small",
            Variant::Large => "large",
        }
    }
}

/// Corner-permutation classes under the 8 U–D symmetries (the corner table's rows).
pub const N_CPERM_CLASSES: usize = 5288;

/// Rank of a permutation of 0..4 (0..24).
fn perm4_rank(p: [u8; 4]) -> usize {
    let mut r = 0;
    for i in 0..4 {
        let smaller = (i + 1..4).filter(|&j| p[j] < p[i]).count();
        r = r * (4 - i) + smaller;
    }
    r
}

fn perm4_unrank(mut r: usize) -> [u8; 4] {
    let mut digits = [0usize; 4];
    for i in (0..4).rev() {
        digits[i] = r % (4 - i);
        r /= 4 - i;
    }
    let mut left: Vec<u8> = (0..4).collect();
    std::array::from_fn(|i| left.remove(digits[i]))
}

/// The optimal solver's tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimalTables {
    /// Which size.
    pub variant: Variant,
    /// `slice_move[s * 18 + m]` for the variant's slice coordinate.
    pub slice_move: Vec<u16>,
    /// `class << 3 | sym` of every raw flip-slice value (`conj(cube, sym)` has the
    /// representative's value).
    pub fs_sym: Vec<u32>,
    /// Raw value of each flip-slice class's representative.
    pub fs_reps: Vec<u32>,
    /// Symmetries fixing each representative's flip-slice value (bit per symmetry).
    pub fs_stab: Vec<u8>,
    /// `twist_conj[t * N_SYMS + sym]`: the twist of `conj(cube, sym)`.
    pub twist_conj: Vec<u16>,
    /// `cperm_move[p * 18 + m]`.
    pub cperm_move: Vec<u16>,
    /// `axis_mv[k][m]`: the turn that `m` is on the cube seen along axis `k`.
    pub axis_mv: [[u8; N_MOVES]; 3],
    /// Corner-permutation class × twist: distances (one byte each).
    pub corners: Vec<u8>,
    /// Flip-slice class × twist: distances, two per byte (low nibble first).
    pub phase1: Packed<4>,
}

/// The coordinate tables, derived in seconds.
struct Small {
    variant: Variant,
    slice_move: Vec<u16>,
    fs_sym: Vec<u32>,
    fs_reps: Vec<u32>,
    fs_stab: Vec<u8>,
    twist_conj: Vec<u16>,
    cperm_move: Vec<u16>,
    axis_mv: [[u8; N_MOVES]; 3],
}

impl Variant {
    /// A cube with the given flip and slice (and nothing else changed).
    fn flipslice_cube(self, fs: usize) -> CubieCube {
        let mut c = self.slice_cube(fs % self.slices());
        c.eo = Flip((fs / self.slices()) as u16).cube().eo;
        c
    }

    fn flipslice_of(self, c: &CubieCube) -> usize {
        Flip::of(c).0 as usize * self.slices() + self.slice_of(c)
    }
}

/// The twist's conjugates by the 8 U–D symmetries and the corner permutation's move table.
fn corner_coords() -> (Vec<u16>, Vec<u16>) {
    let s = symmetries();
    let mc = move_cubes();
    let mut twist_conj = Vec::with_capacity(N_TWIST * N_SYMS);
    for t in 0..N_TWIST {
        let c = Twist(t as u16).cube();
        for k in 0..N_SYMS {
            twist_conj.push(Twist::of(&conj(&c, &s.syms[k])).0);
        }
    }
    let mut cperm_move = Vec::with_capacity(N_PERM * N_MOVES);
    for p in 0..N_PERM {
        let c = CPerm(p as u16).cube();
        for m in mc {
            cperm_move.push(CPerm::of(&c.then_corners(m)).0);
        }
    }
    (twist_conj, cperm_move)
}

/// The corners alone: exact distances of every corner position (corner-permutation class
/// × twist), for solving the corners optimally whatever the edges do.
pub struct Corners {
    twist_conj: Vec<u16>,
    cperm_move: Vec<u16>,
    dist: Vec<u8>,
}

impl Corners {
    /// Builds the table (11.6 MB, about two seconds).
    pub fn build(t: &Tables) -> Corners {
        let (twist_conj, cperm_move) = corner_coords();
        let dist = corner_table(t, &twist_conj, &cperm_move);
        Corners {
            twist_conj,
            cperm_move,
            dist,
        }
    }

    /// The distance table's bytes (the coordinate tables are rebuilt on load).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.dist.clone()
    }

    /// The table from [`Corners::to_bytes`]; `None` if the size is wrong.
    pub fn from_bytes(dist: Vec<u8>) -> Option<Corners> {
        if dist.len() != N_CPERM_CLASSES * N_TWIST {
            return None;
        }
        let (twist_conj, cperm_move) = corner_coords();
        Some(Corners {
            twist_conj,
            cperm_move,
            dist,
        })
    }

    fn distance(&self, t: &Tables, cp: u16, tw: u16) -> u8 {
        let cs = t.cperm_sym.raw2sym[cp as usize];
        let tw = self.twist_conj[tw as usize * N_SYMS + (cs & 7) as usize];
        self.dist[(cs >> 3) as usize * N_TWIST + tw as usize]
    }

    /// The fewest face turns that solve the corners of `cube` (at most 11).
    pub fn solve(&self, t: &Tables, cube: &CubieCube) -> Vec<u8> {
        let (mut cp, mut tw) = (CPerm::of(cube).0, Twist::of(cube).0);
        let mut out = Vec::new();
        loop {
            let here = self.distance(t, cp, tw);
            if here == 0 {
                return out;
            }
            for m in 0..N_MOVES {
                let cp2 = self.cperm_move[cp as usize * N_MOVES + m];
                let tw2 = t.twist_move[tw as usize * N_MOVES + m];
                if self.distance(t, cp2, tw2) < here {
                    (cp, tw) = (cp2, tw2);
                    out.push(m as u8);
                    break;
                }
            }
        }
    }
}

impl Small {
    fn build(v: Variant) -> Small {
        let s = symmetries();
        let mc = move_cubes();
        let mut slice_move = Vec::with_capacity(v.slices() * N_MOVES);
        for x in 0..v.slices() {
            let c = v.slice_cube(x);
            for m in mc {
                slice_move.push(v.slice_of(&c.then_edges(m)) as u16);
            }
        }
        let n = N_FLIP * v.slices();
        // Looked up at random on every node: huge pages where the system has them.
        let mut fs_sym = search::pdb::alloc_table::<u32>(n);
        fs_sym.fill(u32::MAX);
        let mut fs_reps = Vec::new();
        let mut fs_stab = Vec::new();
        for r in 0..n {
            if fs_sym[r] != u32::MAX {
                continue;
            }
            let class = fs_reps.len() as u32;
            fs_reps.push(r as u32);
            let c = v.flipslice_cube(r);
            let mut st = 0u8;
            for k in 0..N_SYMS {
                let r2 = v.flipslice_of(&conj(&c, &s.syms[k]));
                if r2 == r {
                    st |= 1 << k;
                }
                if fs_sym[r2] == u32::MAX {
                    fs_sym[r2] = class << 3 | s.inv[k] as u32;
                }
            }
            fs_stab.push(st);
        }
        let (twist_conj, cperm_move) = corner_coords();
        let index = |c: &CubieCube| mc.iter().position(|m| m == c).unwrap_or(0) as u8;
        let axis_mv =
            std::array::from_fn(|k| std::array::from_fn(|m| index(&conj(&mc[m], &s.urf[k]))));
        Small {
            variant: v,
            slice_move,
            fs_sym,
            fs_reps,
            fs_stab,
            twist_conj,
            cperm_move,
            axis_mv,
        }
    }
}

impl OptimalTables {
    /// Builds every table on `threads` threads, calling `progress(done, total)` as the
    /// phase-1 table fills.
    pub fn build(
        t: &Tables,
        v: Variant,
        threads: usize,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Self {
        let small = Small::build(v);
        let corners = corner_table(t, &small.twist_conj, &small.cperm_move);
        let phase1 = phase1_table(t, &small, threads.max(1), progress);
        Self::assemble(small, corners, phase1)
    }

    fn assemble(small: Small, corners: Vec<u8>, phase1: Packed<4>) -> Self {
        OptimalTables {
            variant: small.variant,
            slice_move: small.slice_move,
            fs_sym: small.fs_sym,
            fs_reps: small.fs_reps,
            fs_stab: small.fs_stab,
            twist_conj: small.twist_conj,
            cperm_move: small.cperm_move,
            axis_mv: small.axis_mv,
            corners,
            phase1,
        }
    }

    /// Number of flip-slice classes.
    pub fn flipslice_classes(&self) -> usize {
        self.fs_reps.len()
    }

    /// The pruning tables as bytes (the small tables are rebuilt on load).
    pub fn to_bytes(&self) -> Vec<u8> {
        let phase1 = self.phase1.as_bytes();
        let mut out = Vec::with_capacity(16 + self.corners.len() + phase1.len());
        out.extend_from_slice(&(self.corners.len() as u64).to_le_bytes());
        out.extend_from_slice(&(phase1.len() as u64).to_le_bytes());
        out.extend_from_slice(&self.corners);
        out.extend_from_slice(phase1);
        out
    }

    /// Reads what [`OptimalTables::to_bytes`] wrote (taking the bytes, as the large table is
    /// 3.3 GB); `None` if the sizes don't match.
    pub fn from_bytes(v: Variant, mut bytes: Vec<u8>) -> Option<Self> {
        let len = |at: usize| -> Option<usize> {
            Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?) as usize)
        };
        let (nc, np) = (len(0)?, len(8)?);
        let small = Small::build(v);
        let want_c = N_CPERM_CLASSES * N_TWIST;
        let want_p = (small.fs_reps.len() * N_TWIST).div_ceil(2);
        if nc != want_c || np != want_p || bytes.len() != 16 + nc + np {
            return None;
        }
        let corners = bytes[16..16 + nc].to_vec();
        bytes.drain(..16 + nc);
        let phase1 = Packed::from_bytes(small.fs_reps.len() * N_TWIST, bytes)?;
        Some(Self::assemble(small, corners, phase1))
    }

    /// Depth histograms of the two tables (entries per distance), for the figures.
    pub fn histograms(&self) -> [Vec<u64>; 2] {
        let mut c = vec![0u64; 16];
        for &d in &self.corners {
            c[d as usize] += 1;
        }
        let mut p = self.phase1.histogram();
        for h in [&mut c, &mut p] {
            while h.len() > 1 && h[h.len() - 1] == 0 {
                h.pop();
            }
        }
        [c, p]
    }

    /// The solver's lower bound on the distance of `cube` (its three axes' phase-1 bounds and
    /// the corner table's, the largest).
    pub fn bound(&self, t: &Tables, cube: &CubieCube) -> u32 {
        let sh = Shared {
            t,
            o: self,
            cube: *cube,
        };
        sh.bound(&Node::of(cube, self.variant))
    }

    /// Distance bound of a position given by its coordinates along one axis.
    #[inline]
    fn phase1_bound(&self, tw: u16, fl: u16, sl: u16) -> u32 {
        let cs = self.fs_sym[fl as usize * self.variant.slices() + sl as usize];
        let tw = self.twist_conj[tw as usize * N_SYMS + (cs & 7) as usize];
        self.phase1.get((cs >> 3) as usize * N_TWIST + tw as usize) as u32
    }
}

/// Corner permutation class × twist, by breadth-first search.
fn corner_table(t: &Tables, twist_conj: &[u16], cperm_move: &[u16]) -> Vec<u8> {
    let sym = &t.cperm_sym;
    let n = sym.classes() * N_TWIST;
    let mut d = vec![u8::MAX; n];
    let conj_t = |tw: usize, k: usize| twist_conj[tw * N_SYMS + k] as usize;
    let set = |d: &mut Vec<u8>, c: usize, tw: usize, v: u8| {
        let st = sym.stab[c];
        for k in 0..N_SYMS {
            if k == 0 || st & (1 << k) != 0 {
                let i = c * N_TWIST + if k == 0 { tw } else { conj_t(tw, k) };
                if d[i] == u8::MAX {
                    d[i] = v;
                }
            }
        }
    };
    let goal = sym.raw2sym[CPerm::of(&CubieCube::SOLVED).0 as usize] >> 3;
    set(&mut d, goal as usize, 0, 0);
    for depth in 0u8.. {
        let mut added = false;
        for i in 0..n {
            if d[i] != depth {
                continue;
            }
            let (c, tw) = (i / N_TWIST, i % N_TWIST);
            let r = sym.reps[c] as usize;
            for m in 0..N_MOVES {
                let cs = sym.raw2sym[cperm_move[r * N_MOVES + m] as usize];
                let tw2 = t.twist_move[tw * N_MOVES + m] as usize;
                let (c2, tw2) = ((cs >> 3) as usize, conj_t(tw2, (cs & 7) as usize));
                if d[c2 * N_TWIST + tw2] == u8::MAX {
                    set(&mut d, c2, tw2, depth + 1);
                    added = true;
                }
            }
        }
        if !added {
            break;
        }
    }
    d
}

/// The neighbours of entry `i` (class × twist) of the phase-1 table.
#[inline]
fn phase1_neighbours(t: &Tables, s: &Small, i: usize, mut visit: impl FnMut(usize) -> bool) {
    let (c, tw) = (i / N_TWIST, i % N_TWIST);
    let r = s.fs_reps[c] as usize;
    let ns = s.variant.slices();
    let (fl, sl) = (r / ns, r % ns);
    for m in 0..N_MOVES {
        let fs2 =
            t.flip_move[fl * N_MOVES + m] as usize * ns + s.slice_move[sl * N_MOVES + m] as usize;
        let cs = s.fs_sym[fs2];
        let tw2 = t.twist_move[tw * N_MOVES + m] as usize;
        let tw2 = s.twist_conj[tw2 * N_SYMS + (cs & 7) as usize] as usize;
        if visit((cs >> 3) as usize * N_TWIST + tw2) {
            return;
        }
    }
}

/// Sets entry `i` and its symmetric twins (same class, twist conjugated by a symmetry that
/// fixes the class representative) to `v`; returns how many were unset.
fn set_with_twins(s: &Small, tab: &AtomicPacked<4>, i: usize, v: u8) -> u64 {
    let (c, tw) = (i / N_TWIST, i % N_TWIST);
    let mut added = tab.set_if_unseen(i, v) as u64;
    let st = s.fs_stab[c];
    if st != 1 {
        for k in 1..N_SYMS {
            if st & (1 << k) != 0 {
                let j = c * N_TWIST + s.twist_conj[tw * N_SYMS + k] as usize;
                added += tab.set_if_unseen(j, v) as u64;
            }
        }
    }
    added
}

/// The phase-1 table as the level builder fills it.
struct Phase1Build<'a> {
    t: &'a Tables,
    s: &'a Small,
    tab: AtomicPacked<4>,
}

impl LevelScan for Phase1Build<'_> {
    fn units(&self, _: Direction) -> usize {
        self.tab.len()
    }

    fn scan(&self, level: &Level, units: std::ops::Range<usize>) -> u64 {
        let (t, s, tab) = (self.t, self.s, &self.tab);
        let depth = level.depth as u8;
        let mut added = 0u64;
        for i in units {
            let v = tab.get(i);
            match level.direction {
                Direction::Forward if v == depth => {
                    phase1_neighbours(t, s, i, |j| {
                        if tab.is_unseen(j) {
                            added += set_with_twins(s, tab, j, depth + 1);
                        }
                        false
                    });
                }
                Direction::Backward if v == UNSET => {
                    let mut found = false;
                    phase1_neighbours(t, s, i, |j| {
                        found = tab.get(j) == depth;
                        found
                    });
                    if found {
                        added += tab.set_if_unseen(i, depth + 1) as u64;
                    }
                }
                _ => {}
            }
        }
        added
    }
}

/// The full phase-1 table (flip-slice class × twist), by breadth-first search on `threads`
/// threads (the shared level builder).
fn phase1_table(
    t: &Tables,
    s: &Small,
    threads: usize,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Packed<4> {
    let n = s.fs_reps.len() * N_TWIST;
    let mut b = Phase1Build {
        t,
        s,
        tab: AtomicPacked::new(n),
    };
    let goal = (s.fs_sym[s.variant.flipslice_of(&CubieCube::SOLVED)] >> 3) as usize * N_TWIST;
    let reached = set_with_twins(s, &b.tab, goal, 0);
    let plan = levels::Plan {
        entries: n as u64,
        reached,
        max_levels: UNSET as u32 - 1,
        threads,
    };
    levels::build(&mut b, plan, progress);
    b.tab.into_packed()
}

/// What an optimal solve found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimalSolved {
    /// The shortest solution found (face-turn indices), if any.
    pub moves: Option<Vec<u8>>,
    /// Whether every shorter length was searched without a solution.
    pub optimal: bool,
    /// No solution is shorter than this (proven).
    pub lower_bound: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The coordinates a node carries: twist, flip and slice along each of the three axes, and
/// the corner permutation.
#[derive(Clone, Copy, Debug)]
struct Node {
    tw: [u16; 3],
    fl: [u16; 3],
    sl: [u16; 3],
    cp: u16,
}

impl Node {
    fn of(c: &CubieCube, v: Variant) -> Node {
        let s = symmetries();
        let axis: [CubieCube; 3] = std::array::from_fn(|k| conj(c, &s.urf[k]));
        Node {
            tw: std::array::from_fn(|k| Twist::of(&axis[k]).0),
            fl: std::array::from_fn(|k| Flip::of(&axis[k]).0),
            sl: std::array::from_fn(|k| v.slice_of(&axis[k]) as u16),
            cp: CPerm::of(c).0,
        }
    }
}

/// What every worker of a search reads.
struct Shared<'a> {
    t: &'a Tables,
    o: &'a OptimalTables,
    cube: CubieCube,
}

/// One task of a pass: a node some moves below the root, and the moves to it.
struct Subtree {
    node: Node,
    path: Vec<u8>,
}

impl Shared<'_> {
    #[inline]
    fn step(&self, n: &Node, m: usize) -> Node {
        let (t, o) = (self.t, self.o);
        let mut c = *n;
        for k in 0..3 {
            let mk = o.axis_mv[k][m] as usize;
            c.tw[k] = t.twist_move[n.tw[k] as usize * N_MOVES + mk];
            c.fl[k] = t.flip_move[n.fl[k] as usize * N_MOVES + mk];
            c.sl[k] = o.slice_move[n.sl[k] as usize * N_MOVES + mk];
        }
        c.cp = o.cperm_move[n.cp as usize * N_MOVES + m];
        c
    }

    /// Whether the bound of `n` exceeds `left` (checked cheapest first).
    #[inline]
    fn pruned(&self, n: &Node, left: u32) -> bool {
        let (t, o) = (self.t, self.o);
        let cs = t.cperm_sym.raw2sym[n.cp as usize];
        let tw = o.twist_conj[n.tw[0] as usize * N_SYMS + (cs & 7) as usize];
        if o.corners[(cs >> 3) as usize * N_TWIST + tw as usize] as u32 > left {
            return true;
        }
        (0..3).any(|k| o.phase1_bound(n.tw[k], n.fl[k], n.sl[k]) > left)
    }

    fn bound(&self, n: &Node) -> u32 {
        (0..=GODS_NUMBER)
            .find(|&d| !self.pruned(n, d))
            .unwrap_or(GODS_NUMBER)
    }

    /// One pass: every solution of exactly `depth` moves, the subtrees three moves down
    /// shared among the threads from depth 8 on.
    fn pass(
        &self,
        root: &Node,
        depth: u32,
        threads: usize,
        budget: &Budget,
        before: u64,
    ) -> (Pass<Vec<u8>>, u64) {
        let split = if depth >= 8 { 3 } else { 0 };
        let root = Subtree {
            node: *root,
            path: Vec::new(),
        };
        let tasks = split::frontier(root, split, |n, g, emit| {
            let last = n.path.last().map_or(N_MOVES, |&m| m as usize);
            for m in (0..N_MOVES).filter(|&m| canonical(last, m)) {
                let c = self.step(&n.node, m);
                if !self.pruned(&c, depth - 1 - g) {
                    let mut path = n.path.clone();
                    path.push(m as u8);
                    emit(Subtree { node: c, path });
                }
            }
        });
        // Lengths rise one at a time (every turn costs one): a pass that finds nothing,
        // even one whose every subtree was cut at the frontier, leads to the next length.
        let (found, nodes) = split::run(
            &tasks,
            threads.max(1),
            budget,
            before,
            || Vec::with_capacity(GODS_NUMBER as usize + 4),
            |path: &mut Vec<u8>, task: &Subtree, meter: &mut Meter| {
                let left = depth - task.path.len() as u32;
                if task.path.is_empty() && self.pruned(&task.node, depth) {
                    return Task::Exceeded(Some(depth + 1));
                }
                path.clear();
                path.extend_from_slice(&task.path);
                let last = task.path.last().map_or(N_MOVES, |&m| m as usize);
                if self.dfs(&task.node, left, last, path, meter) {
                    Task::Found(path.clone())
                } else if meter.stopped() {
                    Task::Stopped
                } else {
                    Task::Exceeded(Some(depth + 1))
                }
            },
        );
        match found {
            Pass::Exceeded(_) => (Pass::Exceeded(Some(depth + 1)), nodes),
            other => (other, nodes),
        }
    }

    /// Depth-first search below `n` with `left` moves to go; `path` holds the moves so far.
    fn dfs(&self, n: &Node, left: u32, last: usize, path: &mut Vec<u8>, meter: &mut Meter) -> bool {
        if !meter.visit() {
            return false;
        }
        if left == 0 {
            return crate::apply_face_turns(&self.cube, path) == CubieCube::SOLVED;
        }
        let (t, o) = (self.t, self.o);
        // Three passes over the children so that their table reads overlap: coordinates
        // (prefetching the class lookups), table indices (prefetching the entries), bounds.
        let mut kids = [*n; N_MOVES];
        let mut turn = [0u8; N_MOVES];
        let mut k = 0;
        for m in 0..N_MOVES {
            // Same face twice, or opposite faces in the descending order: redundant.
            if !canonical(last, m) {
                continue;
            }
            let c = self.step(n, m);
            for a in 0..3 {
                prefetch(
                    &o.fs_sym,
                    c.fl[a] as usize * o.variant.slices() + c.sl[a] as usize,
                );
            }
            prefetch(&t.cperm_sym.raw2sym, c.cp as usize);
            kids[k] = c;
            turn[k] = m as u8;
            k += 1;
        }
        let mut at = [[0usize; 3]; N_MOVES];
        for i in 0..k {
            let c = &kids[i];
            for a in 0..3 {
                let cs = o.fs_sym[c.fl[a] as usize * o.variant.slices() + c.sl[a] as usize];
                let tw = o.twist_conj[c.tw[a] as usize * N_SYMS + (cs & 7) as usize];
                at[i][a] = (cs >> 3) as usize * N_TWIST + tw as usize;
                search::bits::prefetch(o.phase1.ptr(at[i][a]));
            }
        }
        for i in 0..k {
            let c = &kids[i];
            let cs = t.cperm_sym.raw2sym[c.cp as usize];
            let tw = o.twist_conj[c.tw[0] as usize * N_SYMS + (cs & 7) as usize];
            if o.corners[(cs >> 3) as usize * N_TWIST + tw as usize] as u32 > left - 1
                || at[i].iter().any(|&j| o.phase1.get(j) as u32 > left - 1)
            {
                continue;
            }
            path.push(turn[i]);
            if self.dfs(c, left - 1, turn[i] as usize, path, meter) {
                return true;
            }
            path.pop();
            if meter.stopped() {
                return false;
            }
        }
        false
    }
}

/// Asks the processor to fetch `t[i]` into the cache (a hint; no effect elsewhere).
#[inline(always)]
fn prefetch<T>(t: &[T], i: usize) {
    if let Some(x) = t.get(i) {
        search::bits::prefetch(x as *const T);
    }
}

/// Solves `cube` optimally (HTM) on `threads` threads within `budget`. `upper`, a known
/// solution (e.g. two-phase's), bounds the search: lengths from the cube's bound up to one
/// less than it are searched, and it is returned, proven optimal, if none is shorter.
pub fn solve(
    t: &Tables,
    o: &OptimalTables,
    cube: &CubieCube,
    upper: Option<Vec<u8>>,
    threads: usize,
    budget: &Budget,
) -> OptimalSolved {
    let sh = Shared { t, o, cube: *cube };
    let root = Node::of(cube, o.variant);
    let upper_len = upper.as_ref().map_or(GODS_NUMBER + 1, |u| u.len() as u32);
    let r = deepen(
        sh.bound(&root),
        Some(upper_len),
        |depth, before| sh.pass(&root, depth, threads, budget, before),
        |_| None,
    );
    match r.solution {
        Some(moves) => OptimalSolved {
            moves: Some(moves),
            optimal: true,
            lower_bound: r.lower_bound,
            nodes: r.nodes,
        },
        None => OptimalSolved {
            optimal: r.upper_proven && upper.is_some(),
            moves: upper,
            lower_bound: r.lower_bound,
            nodes: r.nodes,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn slice_coordinates_round_trip() {
        for v in [Variant::Small, Variant::Large] {
            for x in 0..v.slices() {
                assert_eq!(v.slice_of(&v.slice_cube(x)), x);
            }
        }
        assert_eq!(Variant::Large.slice_of(&CubieCube::SOLVED) % 24, 0);
    }

    #[test]
    fn flipslice_symmetry_is_well_defined() {
        let small = Small::build(Variant::Small);
        let v = Variant::Small;
        let s = symmetries();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..200 {
            let c = crate::scramble::random_cube(&mut rng);
            let fs = v.flipslice_of(&c);
            let cs = small.fs_sym[fs];
            let k = (cs & 7) as usize;
            let cc = conj(&c, &s.syms[k]);
            assert_eq!(
                v.flipslice_of(&cc),
                small.fs_reps[(cs >> 3) as usize] as usize
            );
            let tw = small.twist_conj[Twist::of(&c).0 as usize * N_SYMS + k];
            assert_eq!(Twist::of(&cc).0, tw);
        }
        assert_eq!(small.fs_reps.len(), 127_166);
    }
}
