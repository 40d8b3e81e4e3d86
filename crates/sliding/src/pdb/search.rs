//! IDA* over the pattern databases under `search::deepen`: one search's passes, each split
//! over threads by `search::split`, and the allocation-free inner loop (incremental rank
//! updates, the reflection, the dual lookups, prefetching).

use search::deepen::{deepen, Pass, NONE_ABOVE};
use search::split::{self, Memo};
use search::{Budget, Meter};

use crate::bits::{prefetch, rank_cells};
use crate::dual::{self, MAX_DUAL_PATTERN};
use crate::error::Error;
use crate::instance::Instance;
use crate::moves::Dir;

use super::heuristic::PdbHeuristic;
use super::paths::{Automaton, CUT};
use super::pattern::{decode, manhattan, pattern_manhattan, MAX_PDB_CELLS};

/// What an IDA* search over pattern databases found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdbSearch {
    /// An optimal solution, when found within the budget.
    pub solution: Option<Vec<Dir>>,
    /// Nodes expanded.
    pub nodes: u64,
    /// The proven lower bound (the solution's length when found).
    pub lower_bound: u32,
    /// Whether the search ended because every length below the upper bound it was given
    /// was ruled out: a solution of that length, found some other way, is optimal.
    pub upper_proven: bool,
}

/// How deep the subtrees that are one search's tasks start when it is split over threads:
/// about 2.1 children a node give some thousands of tasks, fine enough to order a pass by
/// (the last pass then finds its solution sooner: on 8 of Korf and Felner's fifty, 1.54 G
/// nodes in all split at 8 moves, in the order met; 1.21 G at 12 ordered; 1.09 G at 16, but
/// slower, as the tasks are made on one thread).
const SPLIT_DEPTH: u32 = 12;

/// Solves `inst` optimally by IDA* over the pattern databases `heur`, on `threads` threads
/// (each pass split at [`SPLIT_DEPTH`] moves into tasks handed out one at a time, the
/// most promising first; one
/// thread searches as a plain depth-first search, with the same node counts as ever). The
/// inner loop allocates nothing, cuts every move that ends a redundant move string (the
/// heuristic's automaton, [`super::paths`]: a tile moved straight back, a half-lap round a
/// block, …), updates only the
/// pattern the moved tile belongs to (and its reflection), and prefetches the children's
/// table entries before looking them up. With `upper`, the length of a solution in hand,
/// no pass is run at that bound or above: when every shorter length is ruled out the
/// search ends with [`PdbSearch::upper_proven`].
pub fn solve(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
    upper: Option<u32>,
) -> Result<PdbSearch, Error> {
    let r = weighted(inst, heur, budget, threads, (1, 1), u32::MAX, upper)?;
    Ok(PdbSearch {
        solution: r.solution,
        nodes: r.nodes,
        lower_bound: r.lower_bound,
        upper_proven: r.upper_proven,
    })
}

/// Weighted IDA* (`f = g + w·h`, `w = wn / wd`): a solution at most `w` times the
/// shortest, found with far fewer nodes when `w > 1`. Its `lower_bound` is in the scale
/// of `g · wd + h · wn`. Only solutions shorter than `shorter_than` are looked for: a node
/// whose `g + h` (unweighted) reaches it is cut whatever the pass's bound, so a search that
/// ends without a solution proves there is none shorter. `upper` (in the scale of the
/// bounds) ends the search where its pass would begin ([`search::deepen`]).
pub(super) fn weighted(
    inst: &Instance,
    heur: &PdbHeuristic,
    budget: &Budget,
    threads: usize,
    (wn, wd): (u32, u32),
    shorter_than: u32,
    upper: Option<u32>,
) -> Result<search::deepen::Deepened<Vec<Dir>>, Error> {
    if (inst.w, inst.h, inst.blank_label) != heur.shape() {
        let (width, height, blank) = heur.shape();
        return Err(Error::TablesDoNotFit {
            width,
            height,
            blank,
        });
    }
    let mut s = Search::new(inst, heur);
    (s.wn, s.wd, s.cap) = (wn, wd, shorter_than);
    let root = s.root;
    let mut memo = Memo::default();
    let passes = |bound, before| {
        if threads > 1 {
            return split_pass(&mut s, &mut memo, budget, bound, before, threads);
        }
        let mut meter = Meter::new(budget).after(before);
        s.next_bound = u32::MAX;
        let pass = if s.dfs(&mut meter, 0, 0, root, bound) {
            Pass::Found(s.solution())
        } else if meter.stopped() {
            Pass::Stopped
        } else {
            Pass::exceeded(s.next_bound)
        };
        (pass, meter.nodes)
    };
    Ok(deepen(root.h() * wn, upper, passes, |_| None))
}

/// A subtree of a split pass: the position [`SPLIT_DEPTH`] moves below the root.
#[derive(Clone, Copy)]
struct Subtree {
    cells: [u8; MAX_PDB_CELLS],
    blank: usize,
    path: [u8; SPLIT_DEPTH as usize],
    /// The state of the automaton of redundant strings after the path.
    state: u32,
    values: Values,
}

/// One pass of IDA* at `bound` over `threads` threads: the subtrees below the nodes
/// [`SPLIT_DEPTH`] moves deep are the tasks (a solution found on the way there ends it),
/// searched most promising first by what `memo` kept of the pass before: the least
/// estimate met in each (Powley and Korf's ordering of the frontier, with what the last
/// pass saw below each node rather than its own estimate). The order changes only which
/// solution of the last pass is found and when, never a pass that finds none.
fn split_pass(
    s: &mut Search<'_>,
    memo: &mut Memo<[u8; SPLIT_DEPTH as usize]>,
    budget: &Budget,
    bound: u32,
    before: u64,
    threads: usize,
) -> (Pass<Vec<Dir>>, u64) {
    let mut meter = Meter::new(budget).after(before);
    s.next_bound = NONE_ABOVE;
    let at_root = (s.cells, s.blank, s.depth);
    let root = Subtree {
        cells: s.cells,
        blank: s.blank,
        path: [0; SPLIT_DEPTH as usize],
        state: 0,
        values: s.root,
    };
    // The tasks, level by level: each node's children from the search's own step (which
    // counts the node and prunes its children as a pass does), a solution on the way
    // ending the pass.
    let mut found = None;
    let tasks = split::frontier(root, SPLIT_DEPTH, |n, g, emit| {
        if found.is_some() || meter.stopped() {
            return;
        }
        s.cells = n.cells;
        s.blank = n.blank;
        s.path[..g as usize].copy_from_slice(&n.path[..g as usize]);
        s.depth = g as usize;
        s.collect = Some((g + 1, Vec::new()));
        if s.dfs(&mut meter, g, n.state, n.values, bound) {
            found = Some(s.solution());
        }
        for t in s.collect.take().map(|(_, c)| c).unwrap_or_default() {
            emit(t);
        }
    });
    // The search is at the root again for the next pass.
    (s.cells, s.blank, s.depth) = at_root;
    let mut nodes = meter.nodes;
    if let Some(solution) = found {
        return (Pass::Found(solution), nodes);
    }
    if meter.stopped() {
        return (Pass::Stopped, nodes);
    }
    let least_above = s.next_bound;
    let template: &Search<'_> = s;
    // The tasks that came nearest the goal last pass first: in the pass that finds a
    // solution, the one holding it is then among the first searched.
    let mut order: Vec<usize> = (0..tasks.len()).collect();
    order.sort_by_cached_key(|&i| promise(memo, &tasks[i]));
    memo.start(tasks.len());
    let marks: &Memo<[u8; SPLIT_DEPTH as usize]> = memo;
    let (pass, searched) = split::run(
        &order,
        threads,
        budget,
        before + nodes,
        || template.clone(),
        |w, &i, meter| {
            let t = &tasks[i];
            w.cells = t.cells;
            w.blank = t.blank;
            w.path[..t.path.len()].copy_from_slice(&t.path);
            w.depth = t.path.len();
            w.next_bound = u32::MAX;
            w.least_h = t.values.h();
            let found = w.dfs(meter, SPLIT_DEPTH, t.state, t.values, bound);
            marks.mark(i, u64::from(w.least_h));
            if found {
                Pass::Found(w.solution())
            } else if meter.stopped() {
                Pass::Stopped
            } else {
                Pass::exceeded(w.next_bound)
            }
        },
    );
    memo.keep(tasks.iter().map(|t| t.path));
    nodes += searched;
    let pass = match pass {
        Pass::Exceeded(least) => {
            let above = least
                .into_iter()
                .chain(search::deepen::least_above(least_above));
            Pass::Exceeded(above.min())
        }
        other => other,
    };
    (pass, nodes)
}

/// How promising a task is, least first: the least estimate met in its subtree last
/// pass, or (a node that pass cut above it) its own estimate.
fn promise(memo: &Memo<[u8; SPLIT_DEPTH as usize]>, t: &Subtree) -> u64 {
    memo.last(&t.path)
        .unwrap_or_else(|| u64::from(t.values.h()))
}

impl Search<'_> {
    /// The moves from the root to the solution found.
    fn solution(&self) -> Vec<Dir> {
        self.path[..self.depth]
            .iter()
            .map(|&m| Dir::from_index(m))
            .collect()
    }
}

/// The search state: the board, where each label is, and the lookup plans.
///
/// Ranks are kept up to date move by move instead of being recomputed: a rank is a sum of
/// mixed-radix digits `d_i · W_i`, and moving one tile from cell `a` to cell `b` changes only
/// its own digit and the digits of later tiles of its pattern lying strictly between `a`
/// and `b` (none for a horizontal move, at most `w - 1` for a vertical one).
#[derive(Clone)]
struct Search<'a> {
    blank_label: u8,
    cells: [u8; MAX_PDB_CELLS],
    pos: [u8; MAX_PDB_CELLS],
    blank: usize,
    /// For each direction, the neighbour the blank moves to (`NONE` at an edge).
    step: [[u8; 4]; MAX_PDB_CELLS],
    tables: [&'a [u8]; 4],
    /// `group_of[l]`, `index_of[l]`: label `l`'s pattern and its place in it.
    group_of: [u8; MAX_PDB_CELLS],
    index_of: [u8; MAX_PDB_CELLS],
    /// `weight[g][i]`: the mixed-radix weight of digit `i` of pattern `g`.
    weight: [[u32; 16]; 4],
    tcell: [u8; MAX_PDB_CELLS],
    reflect: bool,
    /// Width and cells of the board.
    w: usize,
    n: usize,
    /// 4-bit tables over the patterns' Manhattan distance ([`PatternSpec::over_md`]):
    /// whether, the shift from rank to byte, and `mdist[c][l]`, label `l`'s distance
    /// from cell `c`.
    over_md: bool,
    ishift: u32,
    mdist: [[u8; MAX_PDB_CELLS]; MAX_PDB_CELLS],
    /// Dual lookups ([`crate::dual`]): whether on; each pattern's labels, its whole table
    /// and its tables without each of its tiles.
    dual: bool,
    dlabels: [[u8; MAX_DUAL_PATTERN]; 4],
    dlen: [u8; 4],
    dfull: [&'a [u8]; 4],
    dwithout: [[&'a [u8]; MAX_DUAL_PATTERN]; 4],
    /// The automaton of redundant move strings ([`super::paths`]).
    paths: &'a Automaton,
    path: [u8; 256],
    depth: usize,
    next_bound: u32,
    /// The weight of the heuristic, `wn / wd` (1 / 1: plain IDA*): a pass prunes where
    /// `g · wd + h · wn` exceeds its bound.
    wn: u32,
    wd: u32,
    /// Children whose `g + h` reaches this are cut (no shorter solution below them).
    cap: u32,
    /// Per-pattern table values and ranks at the root.
    root: Values,
    /// While a split pass gathers its tasks: the depth they are taken at, and the nodes
    /// of that depth met.
    collect: Option<(u32, Vec<Subtree>)>,
    /// The least estimate of a node searched since it was last set (per task of a split
    /// pass, to order the next pass's).
    least_h: u32,
}

/// Per-pattern ranks and table values of a position, straight and reflected.
#[derive(Clone, Copy, Default)]
struct Values {
    rank: [u32; 4],
    value: [u32; 4],
    rrank: [u32; 4],
    rvalue: [u32; 4],
    /// Sums of `value` and `rvalue`.
    sum: u32,
    rsum: u32,
    /// Each pattern's own Manhattan distance, straight and reflected (kept with 4-bit
    /// tables).
    md: [u32; 4],
    rmd: [u32; 4],
    /// The dual lookups' values per pattern and their sum.
    dvalue: [u32; 4],
    dsum: u32,
}

/// Where a pattern's dual value is after a move: the pattern (`NONE`: no pattern), its
/// table (0 whole, `1 + i` with piece `β` for tile `i`), the rank and the placement's own
/// Manhattan distance.
#[derive(Clone, Copy)]
struct DualSlot {
    group: u8,
    which: u8,
    rank: u32,
    md: u8,
}

impl DualSlot {
    const NONE: DualSlot = DualSlot {
        group: NONE,
        which: 0,
        rank: 0,
        md: 0,
    };
}

impl Values {
    #[inline(always)]
    fn h(&self) -> u32 {
        self.sum.max(self.rsum).max(self.dsum)
    }
}

const NONE: u8 = 255;

/// A board's moves and reflection: for each cell, the cell the blank reaches in each
/// direction (`NONE` off the board), and the cell reflected in the main diagonal (square
/// boards; itself on others).
fn geometry(w: usize, h: usize) -> ([[u8; 4]; MAX_PDB_CELLS], [u8; MAX_PDB_CELLS]) {
    let n = w * h;
    let mut step = [[NONE; 4]; MAX_PDB_CELLS];
    for (c, s) in step.iter_mut().enumerate().take(n) {
        for d in Dir::ALL {
            if let Some(t) = crate::board::step(w, h, c, d) {
                s[d as usize] = t as u8;
            }
        }
    }
    let mut tcell = [0u8; MAX_PDB_CELLS];
    for (c, t) in tcell.iter_mut().enumerate().take(n) {
        *t = if w == h {
            ((c % w) * w + c / w) as u8
        } else {
            c as u8
        };
    }
    (step, tcell)
}

impl<'a> Search<'a> {
    fn new(inst: &Instance, heur: &'a PdbHeuristic) -> Self {
        let (w, h) = (inst.w, inst.h);
        let n = w * h;
        let mut cells = [0u8; MAX_PDB_CELLS];
        let mut pos = [0u8; MAX_PDB_CELLS];
        for (c, &l) in inst.cells.iter().enumerate() {
            cells[c] = l;
            pos[l as usize] = c as u8;
        }
        let (step, tcell) = geometry(w, h);
        let empty: &[u8] = &[];
        let mut tables = [empty; 4];
        let mut group_of = [NONE; MAX_PDB_CELLS];
        let mut index_of = [0u8; MAX_PDB_CELLS];
        let mut weight = [[0u32; 16]; 4];
        for (g, labels) in heur.groups.iter().enumerate() {
            tables[g] = heur.tables[g].as_bytes();
            let k = labels.len();
            for (i, &l) in labels.iter().enumerate() {
                group_of[l as usize] = g as u8;
                index_of[l as usize] = i as u8;
                weight[g][i] = (i + 1..k).map(|m| (n - m) as u32).product();
            }
        }
        let mut s = Search {
            blank_label: inst.blank_label,
            cells,
            pos,
            blank: inst.blank,
            step,
            tables,
            group_of,
            index_of,
            weight,
            tcell,
            reflect: heur.reflect,
            w,
            n,
            over_md: heur.over_md,
            ishift: u32::from(heur.over_md),
            mdist: [[0; MAX_PDB_CELLS]; MAX_PDB_CELLS],
            dual: false,
            dlabels: [[0; MAX_DUAL_PATTERN]; 4],
            dlen: [0; 4],
            dfull: [empty; 4],
            dwithout: [[empty; MAX_DUAL_PATTERN]; 4],
            paths: &heur.paths,
            path: [0; 256],
            depth: 0,
            next_bound: u32::MAX,
            wn: 1,
            wd: 1,
            cap: u32::MAX,
            root: Values::default(),
            collect: None,
            least_h: u32::MAX,
        };
        for (c, row) in s.mdist.iter_mut().enumerate().take(n) {
            for (l, d) in row.iter_mut().enumerate().take(n) {
                *d = manhattan(w, c as u8, l as u8) as u8;
            }
        }
        s.root = s.root_values(heur);
        s
    }

    /// The values at the root: each pattern's rank, its own Manhattan distance and its
    /// table's value, reflected too, and the dual lookups' (their tables attached).
    fn root_values(&mut self, heur: &'a PdbHeuristic) -> Values {
        let s = self;
        let (w, n) = (s.w, s.n);
        let mut v = Values::default();
        for (g, labels) in heur.groups.iter().enumerate() {
            let mut buf = [0u8; 16];
            for (i, &l) in labels.iter().enumerate() {
                buf[i] = s.pos[l as usize];
            }
            let k = labels.len();
            let md = |buf: &[u8]| pattern_manhattan(w, labels, buf);
            v.rank[g] = rank_cells(&buf[..k], n) as u32;
            v.md[g] = md(&buf[..k]);
            v.value[g] = decode(s.tables[g], s.over_md, v.rank[g] as usize, v.md[g]);
            if s.reflect {
                for (i, &l) in labels.iter().enumerate() {
                    buf[i] = s.tcell[s.pos[s.tcell[l as usize] as usize] as usize];
                }
                v.rrank[g] = rank_cells(&buf[..k], n) as u32;
                v.rmd[g] = md(&buf[..k]);
                v.rvalue[g] = decode(s.tables[g], s.over_md, v.rrank[g] as usize, v.rmd[g]);
            }
        }
        v.sum = v.value.iter().sum();
        v.rsum = v.rvalue.iter().sum();
        if let Some(d) = &heur.dual {
            s.dual = true;
            for (g, (labels, t)) in heur.groups.iter().zip(&d.tables).enumerate() {
                s.dlabels[g][..labels.len()].copy_from_slice(labels);
                s.dlen[g] = labels.len() as u8;
                s.dfull[g] = t[0].as_bytes();
                for (i, t) in t[1..].iter().enumerate() {
                    s.dwithout[g][i] = t.as_bytes();
                }
                v.dvalue[g] = s.dual_group(g);
            }
            v.dsum = v.dvalue.iter().sum::<u32>();
        }
        v
    }

    /// Pattern `g`'s value at rank `r`, whose own Manhattan distance is `md`.
    #[inline(always)]
    fn lookup(&self, g: usize, r: u32, md: u32) -> u32 {
        let r = r as usize;
        // SAFETY: ranks of placements are below the table's entries (n!/(n-k)!), and the
        // 4-bit tables hold (n!/(n-k)!)/2 bytes rounded up.
        unsafe {
            if self.over_md {
                let b = *self.tables[g].get_unchecked(r >> 1);
                md + 2 * ((b >> ((r & 1) * 4)) & 15) as u32
            } else {
                *self.tables[g].get_unchecked(r) as u32
            }
        }
    }

    /// Pattern `g`'s dual value for the board as it stands.
    #[inline(always)]
    fn dual_group(&self, g: usize) -> u32 {
        let k = self.dlen[g] as usize;
        dual::group_value(
            &self.dlabels[g][..k],
            &self.cells,
            self.blank_label,
            self.w,
            self.n,
            self.dfull[g],
            &self.dwithout[g][..k],
        )
    }

    /// Where pattern `g`'s dual value is for the board as it stands: its table (0 whole,
    /// `1 + i` with piece `β` for tile `i`), rank and own Manhattan distance.
    #[inline(always)]
    fn dual_slot(&self, g: usize) -> DualSlot {
        let k = self.dlen[g] as usize;
        let (left_out, rank, md) = dual::group_rank(
            &self.dlabels[g][..k],
            &self.cells,
            self.blank_label,
            self.w,
            self.n,
        );
        DualSlot {
            group: g as u8,
            which: left_out.map_or(0, |i| 1 + i as u8),
            rank: rank as u32,
            md: md as u8,
        }
    }

    /// The table behind a [`Search::dual_slot`].
    #[inline(always)]
    fn dual_table(&self, g: usize, which: u8) -> &'a [u8] {
        if which == 0 {
            self.dfull[g]
        } else {
            self.dwithout[g][which as usize - 1]
        }
    }

    /// The dual lookups a move needs (the one emptying cell `t` into the blank at `was`):
    /// the patterns of the labels `was` and `t`, their tables and ranks, prefetched.
    #[inline(always)]
    fn dual_slots(&mut self, was: usize, t: usize) -> [DualSlot; 2] {
        let l = self.cells[t];
        self.cells[was] = l;
        self.cells[t] = self.blank_label;
        let (ga, gb) = (self.group_of[was], self.group_of[t]);
        let mut out = [DualSlot::NONE; 2];
        for (slot, gd) in out.iter_mut().zip([ga, if gb == ga { NONE } else { gb }]) {
            if gd != NONE {
                *slot = self.dual_slot(gd as usize);
                let table = self.dual_table(gd as usize, slot.which);
                prefetch(table.as_ptr().wrapping_add(slot.rank as usize >> 1));
            }
        }
        self.cells[t] = l;
        self.cells[was] = self.blank_label;
        out
    }

    /// The dual values after a move, from its [`Search::dual_slots`].
    #[inline(always)]
    fn dual_after(&self, mut kv: Values, slots: &[DualSlot; 2]) -> Values {
        for slot in slots {
            if slot.group != NONE {
                let gd = slot.group as usize;
                let table = self.dual_table(gd, slot.which);
                let value = decode(table, true, slot.rank as usize, slot.md as u32);
                kv.dsum = kv.dsum + value - kv.dvalue[gd];
                kv.dvalue[gd] = value;
            }
        }
        kv
    }

    /// Slides the tile `l` from cell `t` into the blank at `blank` (direction `d`).
    #[inline(always)]
    fn make(&mut self, blank: usize, t: usize, l: u8, d: u8) {
        self.cells[blank] = l;
        self.cells[t] = self.blank_label;
        self.blank = t;
        self.path[self.depth] = d;
        self.depth += 1;
    }

    /// Takes back [`Search::make`].
    #[inline(always)]
    fn unmake(&mut self, blank: usize, t: usize, l: u8) {
        self.depth -= 1;
        self.blank = blank;
        self.cells[t] = l;
        self.cells[blank] = self.blank_label;
    }

    /// The change of pattern `g`'s rank when its tile number `i` moves from cell `a` to
    /// cell `b`, given `label_at(c)` for the cells strictly between them.
    #[inline(always)]
    fn delta(&self, g: usize, i: usize, a: usize, b: usize, label_at: impl Fn(usize) -> u8) -> i64 {
        let (lo, hi, s) = if b > a { (a, b, 1i64) } else { (b, a, -1i64) };
        let weights = &self.weight[g];
        let mut di = b as i64 - a as i64;
        let mut later = 0i64;
        // Only vertical moves have cells in between; the body is branch-free because which
        // tiles lie there is unpredictable.
        for c in lo + 1..hi {
            let l = label_at(c) as usize;
            let same = (self.group_of[l] as usize == g) as i64;
            let j = self.index_of[l] as usize;
            let before = (j < i) as i64;
            di -= s * same * before;
            later += same * (1 - before) * weights[j & 15] as i64;
        }
        di * weights[i] as i64 + s * later
    }

    /// Depth-first search below the current position, reached with `g` moves that leave
    /// the automaton of redundant strings in `state` (0 at the root).
    fn dfs(&mut self, meter: &mut Meter<'_>, g: u32, state: u32, v: Values, bound: u32) -> bool {
        if v.sum == 0 {
            return true;
        }
        if let Some((at, tasks)) = self.collect.as_mut().filter(|(at, _)| g == *at) {
            let mut path = [0u8; SPLIT_DEPTH as usize];
            path[..*at as usize].copy_from_slice(&self.path[..*at as usize]);
            tasks.push(Subtree {
                cells: self.cells,
                blank: self.blank,
                path,
                state,
                values: v,
            });
            return false;
        }
        if !meter.visit() {
            return false;
        }
        self.least_h = self.least_h.min(v.h());
        // Look at all children first, prefetching their table entries, then descend.
        let mut kids = [(0u8, 0u8, 0u32, 0u32, 0u32); 4];
        let mut dslots = [[DualSlot::NONE; 2]; 4];
        let mut nk = 0;
        let blank = self.blank;
        for d in 0..4u8 {
            let t = self.step[blank][d as usize];
            let next = self.paths.next(state, d);
            if t == NONE || next == CUT {
                continue;
            }
            let l = self.cells[t as usize] as usize;
            let gv = self.group_of[l] as usize;
            let iv = self.index_of[l] as usize;
            let cells = &self.cells;
            let rv =
                (v.rank[gv] as i64 + self.delta(gv, iv, t as usize, blank, |c| cells[c])) as u32;
            prefetch(
                self.tables[gv]
                    .as_ptr()
                    .wrapping_add((rv >> self.ishift) as usize),
            );
            let mut rr = 0;
            if self.reflect {
                let tl = self.tcell[l] as usize;
                let gr = self.group_of[tl] as usize;
                let ir = self.index_of[tl] as usize;
                let tc = &self.tcell;
                rr = (v.rrank[gr] as i64
                    + self.delta(gr, ir, tc[t as usize] as usize, tc[blank] as usize, |c| {
                        tc[cells[tc[c] as usize] as usize]
                    })) as u32;
                prefetch(
                    self.tables[gr]
                        .as_ptr()
                        .wrapping_add((rr >> self.ishift) as usize),
                );
            }
            if self.dual {
                dslots[nk] = self.dual_slots(blank, t as usize);
            }
            kids[nk] = (d, t, rv, rr, next);
            nk += 1;
        }
        for (&(d, t, rv, rr, next), slots) in kids[..nk].iter().zip(&dslots) {
            let l = self.cells[t as usize] as usize;
            let gv = self.group_of[l] as usize;
            let mut kv = v;
            // The moved tile's own distance changes by one (the same reflected).
            let dmd = self.mdist[blank][l] as u32 + 1 - self.mdist[t as usize][l] as u32;
            kv.md[gv] = kv.md[gv] + dmd - 1;
            let value = self.lookup(gv, rv, kv.md[gv]);
            kv.rank[gv] = rv;
            kv.sum = kv.sum + value - kv.value[gv];
            kv.value[gv] = value;
            // Prune on the straight lookup alone before reading the reflected one.
            if g + 1 + kv.sum >= self.cap {
                continue;
            }
            let f = (g + 1) * self.wd + kv.sum * self.wn;
            if f > bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            if self.reflect {
                let gr = self.group_of[self.tcell[l] as usize] as usize;
                kv.rmd[gr] = kv.rmd[gr] + dmd - 1;
                let rvalue = self.lookup(gr, rr, kv.rmd[gr]);
                kv.rrank[gr] = rr;
                kv.rsum = kv.rsum + rvalue - kv.rvalue[gr];
                kv.rvalue[gr] = rvalue;
                if g + 1 + kv.rsum >= self.cap {
                    continue;
                }
                let f = (g + 1) * self.wd + kv.rsum * self.wn;
                if f > bound {
                    self.next_bound = self.next_bound.min(f);
                    continue;
                }
            }
            self.make(blank, t as usize, l as u8, d);
            if self.dual {
                kv = self.dual_after(kv, slots);
                let f = (g + 1) * self.wd + kv.dsum * self.wn;
                let capped = g + 1 + kv.dsum >= self.cap;
                if capped || f > bound {
                    if !capped {
                        self.next_bound = self.next_bound.min(f);
                    }
                    self.unmake(blank, t as usize, l as u8);
                    continue;
                }
            }
            if self.dfs(meter, g + 1, next, kv, bound) {
                return true;
            }
            self.unmake(blank, t as usize, l as u8);
            if meter.stopped() {
                return false;
            }
        }
        false
    }
}
