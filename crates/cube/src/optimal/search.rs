//! The optimal search: IDA* over the 18 face turns with the cube and its inverse carried
//! together, each looked up along its three axes.
//!
//! A node holds six vectors: the cube seen along each axis (conjugated by the diagonal
//! turn), and the same for its inverse; a turn is one product for each (a premove on the
//! inverse side). Six table reads give six lower bounds. Because the table's subgroup holds
//! the turns of its U–D axis, a bound `v` read along an axis also says that no solution
//! of `v` turns ends (cube) or starts (inverse) with a turn about that axis. So with `left`
//! turns to go:
//!
//! * a read above `left` prunes, as ever;
//! * reads equal to `left` along all three axes of one side prune too (no last or no first
//!   turn is possible);
//! * the inverse side's equal reads forbid the next turn's axes (fewer children), and the
//!   cube side's forbid the last turn's, remembered down the path to the last turn.
//!
//! Children are made in stages so that their table reads overlap: the reads of every
//! child on the side its turn changes wholly (the cube's for a turn at the start, the
//! inverse's for one at the end) are prefetched, then read; then the survivors' other side.
//! Most children die in the first stage, so a node costs about half the reads of all six
//! at once (15 % less time, same nodes, on this machine). A pass is split over threads as the subtrees four
//! turns below the root ([`search::split`]), searched densest first (by the nodes each took
//! in the pass before). Nothing in the inner loop allocates.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use search::split;
use search::{Budget, Meter, Pass};

use super::OptimalTables;
use crate::coord::{conj, move_cubes, symmetries, N_MOVES};
use crate::cubie::CubieCube;
use crate::puzzle::canonical;
use crate::sym16::Sym16;
use crate::vector::Vc;

#[inline(always)]
fn axis_bit(m: usize) -> u8 {
    1 << (m / 3 % 3)
}

/// A node: the cube and its inverse, each seen along the three axes.
#[derive(Clone, Copy)]
struct Node {
    p: [Vc; 3],
    q: [Vc; 3],
}

/// A node with its six reads (the cube's along axes 0–2, then the inverse's), the turn
/// that made it (`BACK` set for a turn added at the end of the solution) and the last
/// turn on each side.
#[derive(Clone, Copy)]
struct Kid {
    node: Node,
    vals: [u8; 6],
    turn: u8,
    front: u8,
    back: u8,
}

/// A turn added at the solution's end (a premove of the cube) rather than its start.
const BACK: u8 = 0x80;

/// What the search reads: the tables and the turns as seen along each axis.
pub(super) struct Ctx<'a> {
    t: &'a OptimalTables,
    /// `mv[k][m]`: turn `m` seen along axis `k`.
    mv: [[Vc; N_MOVES]; 3],
    /// `mvi[k][m]`: its inverse seen along axis `k`.
    mvi: [[Vc; N_MOVES]; 3],
    /// `axis[k]`: the real axis (bit) that view `k`'s U–D axis is.
    axis: [u8; 3],
    /// `view_of[a]`: the view whose U–D axis is real axis `a` (0 U–D, 1 R–L, 2 F–B).
    view_of: [usize; 3],
}

impl<'a> Ctx<'a> {
    pub(super) fn new(t: &'a OptimalTables) -> Ctx<'a> {
        let s = symmetries();
        let mc = move_cubes();
        let view = |k: usize, c: &CubieCube| conj(c, &s.urf[k]);
        let mv = std::array::from_fn(|k| std::array::from_fn(|m| Vc::of(&view(k, &mc[m]))));
        let mvi =
            std::array::from_fn(|k| std::array::from_fn(|m| Vc::of(&view(k, &mc[m].inverse()))));
        let axis: [u8; 3] = std::array::from_fn(|k| {
            (0..N_MOVES)
                .find(|&m| {
                    let seen = view(k, &mc[m]);
                    mc.iter()
                        .position(|x| *x == seen)
                        .is_some_and(|f| f / 3 % 3 == 0)
                })
                .map_or(1, axis_bit)
        });
        let view_of = std::array::from_fn(|a| (0..3).find(|&k| axis[k] == 1 << a).unwrap_or(a));
        Ctx {
            t,
            mv,
            mvi,
            axis,
            view_of,
        }
    }

    fn node(&self, c: &CubieCube) -> Node {
        let s = symmetries();
        let inv = c.inverse();
        Node {
            p: std::array::from_fn(|k| Vc::of(&conj(c, &s.urf[k]))),
            q: std::array::from_fn(|k| Vc::of(&conj(&inv, &s.urf[k]))),
        }
    }

    /// The node after turn `m` at the start of what is left (`back`: at its end).
    #[inline(always)]
    fn turn(&self, n: &Node, m: usize, back: bool) -> Node {
        if back {
            // The cube premoved by m: m·p; its inverse p⁻¹·m⁻¹.
            Node {
                p: std::array::from_fn(|k| self.mv[k][m].then(&n.p[k])),
                q: std::array::from_fn(|k| n.q[k].then(&self.mvi[k][m])),
            }
        } else {
            Node {
                p: std::array::from_fn(|k| n.p[k].then(&self.mv[k][m])),
                q: std::array::from_fn(|k| self.mvi[k][m].then(&n.q[k])),
            }
        }
    }

    #[inline(always)]
    fn index(&self, v: &Vc) -> usize {
        self.t.coset.index(&v.masks())
    }

    fn reads(&self, n: &Node) -> [u8; 6] {
        std::array::from_fn(|i| {
            let v = if i < 3 { &n.p[i] } else { &n.q[i - 3] };
            self.t.table.get(self.index(v))
        })
    }

    /// The largest of the six reads of a cube.
    pub(super) fn bound_of(&self, c: &CubieCube) -> u32 {
        self.reads(&self.node(c)).into_iter().max().unwrap_or(0) as u32
    }

    /// Whether the reads `views` (0..3 the cube's, 3..6 the inverse's, 0..6 all) rule out
    /// a solution of exactly `left` turns: one above it, or all three of a side in `views`
    /// equal to it (no turn could end, or start, it).
    #[inline(always)]
    fn rules_out(vals: &[u8; 6], left: u32, views: std::ops::Range<usize>) -> bool {
        let l = left as u8;
        vals[views.clone()].iter().any(|&v| v > l)
            || (left > 0 && views.start == 0 && vals[..3].iter().all(|&v| v == l))
            || (left > 0 && views.end == 6 && vals[3..].iter().all(|&v| v == l))
    }

    /// The turns worth trying from a node with `left` turns to go: at its start (axes the
    /// inverse's reads allow) or at its end (axes the cube's allow), whichever side has
    /// fewer; as a bit set of turns and the side.
    #[inline(always)]
    fn choices(&self, k: &Kid, left: u32) -> (u32, bool) {
        let l = left as u8;
        let (mut no_end, mut no_start) = (0u8, 0u8);
        for a in 0..3 {
            no_end |= if k.vals[a] == l { self.axis[a] } else { 0 };
            no_start |= if k.vals[3 + a] == l { self.axis[a] } else { 0 };
        }
        let mut fwd = 0u32;
        let mut bwd = 0u32;
        for m in 0..N_MOVES {
            if no_start & axis_bit(m) == 0 && canonical(k.front as usize, m) {
                fwd |= 1 << m;
            }
            if no_end & axis_bit(m) == 0
                && (k.back as usize >= N_MOVES || canonical(m, k.back as usize))
            {
                bwd |= 1 << m;
            }
        }
        let (nf, nb) = (fwd.count_ones(), bwd.count_ones());
        if nb < nf || (nb == nf && k.vals[..3].iter().sum::<u8>() > k.vals[3..].iter().sum::<u8>())
        {
            (bwd, true)
        } else {
            (fwd, false)
        }
    }

    /// The children of `k` (with `left` turns to go) that their reads keep, in `kids`; how
    /// many. In two stages: every child's reads on the side the turn is made from (where a
    /// turn prunes most) are prefetched, then read; the survivors' other reads likewise.
    /// One read of each child is its parent's (a turn about a view's U–D axis on that
    /// view's other side leaves its coset alone).
    #[inline]
    fn expand(&self, k: &Kid, left: u32, kids: &mut [Kid; N_MOVES]) -> usize {
        let below = left - 1;
        let (set, back) = self.choices(k, left);
        let mut n = 0;
        let mut bits = set;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let c = self.turn(&k.node, m, back);
            if below == 0 && c.p[0] != Vc::SOLVED {
                continue;
            }
            // The read this turn leaves alone: the inverse's along the turn's axis for a
            // turn at the start, the cube's for one at the end.
            let keep = self.view_of[m / 3 % 3] + if back { 0 } else { 3 };
            kids[n] = Kid {
                node: c,
                vals: k.vals,
                turn: m as u8 | if back { BACK } else { 0 },
                front: if back { k.front } else { m as u8 },
                back: if back { m as u8 } else { k.back },
            };
            kids[n].vals[keep] = k.vals[keep];
            n += 1;
        }
        if below == 0 {
            return n;
        }
        // First the side whose reads the turn changes all of: the cube's for a turn at the
        // start, the inverse's for one at the end.
        let first = if back { 3..6 } else { 0..3 };
        let n = self.read_stage(kids, n, below, first);
        let second = if back { 0..3 } else { 3..6 };
        self.read_stage(kids, n, below, second)
    }

    /// Reads `views` of the first `n` kids (all prefetched before any is read), keeps
    /// those the reads don't rule out; how many.
    #[inline(always)]
    fn read_stage(
        &self,
        kids: &mut [Kid; N_MOVES],
        n: usize,
        below: u32,
        views: std::ops::Range<usize>,
    ) -> usize {
        let table = &self.t.table;
        let mut idx = [[usize::MAX; 6]; N_MOVES];
        for (i, kid) in kids[..n].iter().enumerate() {
            let keep = self.view_of[(kid.turn & !BACK) as usize / 3 % 3]
                + if kid.turn & BACK != 0 { 0 } else { 3 };
            for v in views.clone() {
                if v != keep {
                    let c = if v < 3 {
                        &kid.node.p[v]
                    } else {
                        &kid.node.q[v - 3]
                    };
                    idx[i][v] = self.index(c);
                    search::bits::prefetch(table.ptr(idx[i][v]));
                }
            }
        }
        let mut out = 0;
        for i in 0..n {
            let mut kid = kids[i];
            for v in views.clone() {
                if idx[i][v] != usize::MAX {
                    kid.vals[v] = table.get(idx[i][v]);
                }
            }
            if !Ctx::rules_out(&kid.vals, below, views.clone()) {
                kids[out] = kid;
                out += 1;
            }
        }
        out
    }
}

/// What the workers of a pass share: the solutions found (distinct once opposite faces'
/// turns are in face order) and how many are wanted.
struct Found {
    want: usize,
    count: AtomicUsize,
    solutions: Mutex<Vec<Vec<u8>>>,
}

impl Found {
    /// Keeps a solution (the path that spells it); whether enough are found.
    fn add(&self, path: &[u8]) -> bool {
        let sol = solution_of(path);
        let mut s = self.solutions.lock().unwrap_or_else(|e| e.into_inner());
        if s.len() < self.want && !s.contains(&sol) {
            s.push(sol);
            self.count.store(s.len(), Ordering::Relaxed);
        }
        s.len() >= self.want
    }

    fn enough(&self) -> bool {
        self.count.load(Ordering::Relaxed) >= self.want
    }
}

impl Ctx<'_> {
    /// Depth-first search below `k` with `left` turns to go; `path` holds the turns so far
    /// (each side's in the order chosen). Returns true when enough solutions are found.
    fn dfs(
        &self,
        k: &Kid,
        left: u32,
        path: &mut Vec<u8>,
        found: &Found,
        meter: &mut Meter,
    ) -> bool {
        if !meter.visit() {
            return false;
        }
        if left == 0 {
            return k.node.p[0] == Vc::SOLVED && found.add(path);
        }
        let mut kids = [*k; N_MOVES];
        let n = self.expand(k, left, &mut kids);
        for kid in &kids[..n] {
            path.push(kid.turn);
            let done = self.dfs(kid, left - 1, path, found, meter);
            path.pop();
            if done || meter.stopped() || found.enough() {
                return done || found.enough();
            }
        }
        false
    }
}

/// The solution a path spells: the turns at the start in order, then those at the end
/// from the last chosen to the first; opposite faces' turns in face order.
fn solution_of(path: &[u8]) -> Vec<u8> {
    let mut s: Vec<u8> = path.iter().filter(|&&m| m & BACK == 0).copied().collect();
    s.extend(
        path.iter()
            .rev()
            .filter(|&&m| m & BACK != 0)
            .map(|&m| m & !BACK),
    );
    // Where the two sides meet, two turns of opposite faces may be out of order.
    for i in 1..s.len() {
        let mut j = i;
        while j > 0 && s[j] / 3 + 3 == s[j - 1] / 3 {
            s.swap(j, j - 1);
            j -= 1;
        }
    }
    s
}

/// The subtrees of a pass, and the nodes each took (to order the next pass's).
pub(super) struct Passes {
    /// Nodes of the last pass (`None` before the first).
    nodes: Option<u64>,
    /// Nodes of each subtree in the last pass, by its path.
    last: split::Memo<Vec<u8>>,
}

/// A pass after one of fewer nodes than this (it is expected about 13 times larger) splits
/// at 3 turns, not 4: making the tasks would cost more than sharing them gains.
const SMALL_PASS: u64 = 1 << 16;

/// Time left below which a pass splits at 3 turns at most.
const SHORT_TIME: std::time::Duration = std::time::Duration::from_millis(500);

impl Passes {
    pub(super) fn new() -> Passes {
        Passes {
            nodes: None,
            last: split::Memo::default(),
        }
    }

    /// The nodes the subtree at `path` (or, split nearer the root, the subtree holding it)
    /// took in the last pass.
    fn took(&self, path: &[u8]) -> u64 {
        (0..=path.len())
            .rev()
            .find_map(|n| self.last.last(&path[..n]))
            .unwrap_or(0)
    }

    /// Where a pass of `depth` turns splits into tasks: nowhere for shallow passes, at 2
    /// turns for the first (its size unknown, usually small: a game's hint stops there),
    /// then at 3 or 4 by the last pass's size. Not at 4 with less than [`SHORT_TIME`] left:
    /// making 40,000 tasks takes tens of milliseconds, a pass that short won't end anyway.
    fn split_at(&self, depth: u32, budget: &Budget) -> u32 {
        let short = budget.remaining().is_some_and(|r| r < SHORT_TIME);
        let at = match self.nodes {
            _ if depth < 9 => 0,
            None => 2,
            Some(n) if n < SMALL_PASS || short => 3,
            Some(_) => 4,
        };
        at.min(depth)
    }
}

/// A subtree: a node some turns below the root and the path to it.
struct Sub {
    kid: Kid,
    path: Vec<u8>,
}

/// Number of the cube's symmetries (rotations and reflections).
const N_SYM48: usize = 48;

/// `c` seen under symmetry `s` of the 48: a turn of the diagonal (`s / 16` times), then one
/// of the 16 that keep the U–D axis. Distances are the same (a turn is seen as a turn).
fn sym48(s: usize, c: &CubieCube) -> CubieCube {
    Sym16::conj(s % 16, &conj(c, &symmetries().urf[s / 16]))
}

/// The symmetries under which `cube` looks the same (the identity among them).
pub(super) fn stabiliser(cube: &CubieCube) -> Vec<usize> {
    (0..N_SYM48).filter(|&s| sym48(s, cube) == *cube).collect()
}

/// The subtrees that are not symmetric to one before them (under `stab`, the symmetries of
/// the root), each replaced by its children. Seen under a symmetry of the root, a subtree
/// is another subtree whose cube is as far from solved; so when one solution is wanted, one
/// of each class is enough. A solution through a subtree left out, seen the same way, is a
/// solution through the kept one that may join the kept one's path in the other order of
/// two opposite faces' turns (never with a turn of the same face: that solution would
/// shorten, and every shorter length was searched). So the kept subtree's children are
/// made allowing that join; below them the usual order applies. A cube with no symmetry
/// keeps every subtree as it was; the superflip, symmetric under all 48, about one in 40.
fn one_of_each_class(ctx: &Ctx, tasks: Vec<Sub>, stab: &[usize], depth: u32) -> Vec<Sub> {
    if stab.len() < 2 {
        return tasks;
    }
    let key = |c: &CubieCube| (c.cp, c.co, c.ep, c.eo);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for t in tasks {
        let c = t.kid.node.p[0].cubie();
        if !seen.insert(stab.iter().map(|&s| key(&sym48(s, &c))).min()) {
            continue;
        }
        let left = depth - t.path.len() as u32;
        if left == 0 {
            out.push(t);
            continue;
        }
        let loose = Kid {
            front: N_MOVES as u8,
            back: N_MOVES as u8,
            ..t.kid
        };
        let mut kids = [loose; N_MOVES];
        let n = ctx.expand(&loose, left, &mut kids);
        for kid in &kids[..n] {
            let (m, back) = ((kid.turn & !BACK) as usize, kid.turn & BACK != 0);
            let last = if back { t.kid.back } else { t.kid.front } as usize;
            if last < N_MOVES && last / 3 == m / 3 {
                continue;
            }
            let mut path = t.path.clone();
            path.push(kid.turn);
            out.push(Sub { kid: *kid, path });
        }
    }
    out
}

/// One pass: up to `want` solutions of exactly `depth` turns.
#[allow(clippy::too_many_arguments)]
pub(super) fn pass(
    ctx: &Ctx,
    cube: &CubieCube,
    depth: u32,
    want: usize,
    threads: usize,
    budget: &Budget,
    before: u64,
    passes: &mut Passes,
) -> (Pass<Vec<Vec<u8>>>, u64) {
    let node = ctx.node(cube);
    let root = Kid {
        node,
        vals: ctx.reads(&node),
        turn: 0,
        front: N_MOVES as u8,
        back: N_MOVES as u8,
    };
    if Ctx::rules_out(&root.vals, depth, 0..6) {
        return (Pass::Exceeded(Some(depth + 1)), 1);
    }
    let found = Found {
        want,
        count: AtomicUsize::new(0),
        solutions: Mutex::new(Vec::new()),
    };
    let split_at = passes.split_at(depth, budget);
    let sub = Sub {
        kid: root,
        path: Vec::new(),
    };
    let mut tasks = split::frontier(sub, split_at, |s, g, emit| {
        let mut kids = [s.kid; N_MOVES];
        let n = ctx.expand(&s.kid, depth - g, &mut kids);
        for kid in &kids[..n] {
            let mut path = s.path.clone();
            path.push(kid.turn);
            emit(Sub { kid: *kid, path });
        }
    });
    if want == 1 {
        tasks = one_of_each_class(ctx, tasks, &stabiliser(cube), depth);
    }
    // Densest first: the subtrees that took the most nodes last time are the likeliest to
    // hold a solution (their bounds cut least).
    tasks.sort_by_cached_key(|t| std::cmp::Reverse(passes.took(&t.path)));
    passes.last.start(tasks.len());
    let took = &passes.last;
    let order: Vec<usize> = (0..tasks.len()).collect();
    let (r, nodes) = split::run(
        &order,
        threads.max(1),
        budget,
        before,
        || Vec::with_capacity(32),
        |path: &mut Vec<u8>, &i: &usize, meter: &mut Meter| {
            let t = &tasks[i];
            let at = meter.nodes;
            path.clear();
            path.extend_from_slice(&t.path);
            let left = depth - t.path.len() as u32;
            let done = ctx.dfs(&t.kid, left, path, &found, meter);
            took.mark(i, meter.nodes - at);
            if done {
                Pass::Found(())
            } else if meter.stopped() {
                Pass::Stopped
            } else {
                Pass::Exceeded(Some(depth + 1))
            }
        },
    );
    passes.nodes = Some(nodes);
    passes.last.keep(tasks.iter().map(|t| t.path.clone()));
    let stopped = matches!(r, Pass::Stopped);
    let solutions = found
        .solutions
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    match (solutions.is_empty(), stopped) {
        // Every solution of this length (or as many as wanted), or those found before the
        // budget ran out: solutions of this length all the same.
        (false, _) => (Pass::Found(solutions), nodes),
        (true, true) => (Pass::Stopped, nodes),
        (true, false) => (Pass::Exceeded(Some(depth + 1)), nodes),
    }
}
