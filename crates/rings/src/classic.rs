//! The classic three-step method, as named steps a person can follow.
//!
//! 1. **Fill the outer slots.** Each ring keeps one run of its own colour and grows it a
//!    piece at a time: a piece of the ring's colour is turned into a disk slot of the ring
//!    it is in, the disk carries it to its home ring, whose run has been turned to wait
//!    next to that disk slot. Before every disk turn each run is turned clear of the disk
//!    (a run of at most five always fits in slots 1–5), so no run is ever broken; every
//!    action grows a run by one, so the step ends after at most 25 actions. Of all
//!    possible next actions the one with the fewest clicks is taken.
//! 2. **Pair up the disk**, using an auxiliary ring that holds six of its own colour:
//!    only the auxiliary ring and the disk turn, until each ring's two disk slots hold the
//!    same colour and every outer slot is back.
//! 3. **Bring the pairs home**: turn the disk to the offset that solves the most rings,
//!    then finish with the auxiliary ring and the disk.
//!
//! Steps 2 and 3 are exact within their moves: with only the auxiliary ring and the disk
//! turning, the 15 slots they touch hold 7 pieces of the auxiliary colour and two of each
//! other colour, `15! / (7! · 2!^4) = 16,216,200` arrangements, all reachable. Two tables
//! of that size (distance to paired, distance to solved), built by BFS on first use in
//! about a second, give the shortest way through each step. A literal reading of the
//! method can loop; this one cannot: step 1 makes progress with every action, and steps
//! 2 and 3 follow distances that decrease with every click.

use std::sync::OnceLock;

use search::tables::Label;

use crate::moves::simplify;
use crate::state::{State, RINGS, SLOTS_PER_RING};
use crate::Turn;

/// One step of the method: its name and its moves (merged, in the shorter direction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicStep {
    /// What the step does, as a message id with its arguments (`rings-step-fill`,
    /// `rings-step-pair` with `ring`, `rings-step-offset`, `rings-step-home` with `ring`); its
    /// `Display` is the English.
    pub label: Label,
    /// Its moves.
    pub moves: Vec<Turn>,
}

/// Solves by the classic method with tables built (once per process) on first use. Every
/// state ends solved.
pub fn solve_classic(start: &State) -> Vec<ClassicStep> {
    static T: OnceLock<ClassicTables> = OnceLock::new();
    solve_classic_with(T.get_or_init(ClassicTables::build), start)
}

/// Solves by the classic method with the given tables. Every state ends solved.
pub fn solve_classic_with(tables: &ClassicTables, start: &State) -> Vec<ClassicStep> {
    let mut s = *start;
    let mut steps = Vec::new();
    let clicks = fill_outer(&mut s);
    steps.push(step(Label::new("rings-step-fill"), &clicks));
    // Choose the auxiliary ring that makes steps 2 and 3 shortest.
    // (total clicks, step 2, step 3a, step 3b, the auxiliary ring)
    type Plan = (u32, Vec<u8>, Vec<u8>, Vec<u8>, usize);
    let mut best: Option<Plan> = None;
    for aux in 0..RINGS {
        let mut t = s;
        let two = descend(&mut t, aux, &tables.paired);
        let offset = best_offset(&t);
        for &m in &offset {
            t.click(m);
        }
        let three = descend(&mut t, aux, &tables.solved);
        let total = (two.len() + offset.len() + three.len()) as u32;
        if best.as_ref().is_none_or(|b| total < b.0) {
            best = Some((total, two, offset, three, aux));
        }
    }
    let (_, two, offset, three, aux) = best.unwrap_or_default();
    let ring = aux + 1;
    steps.push(step(Label::new("rings-step-pair").arg("ring", ring), &two));
    steps.push(step(Label::new("rings-step-offset"), &offset));
    steps.push(step(
        Label::new("rings-step-home").arg("ring", ring),
        &three,
    ));
    steps
}

fn step(label: Label, clicks: &[u8]) -> ClassicStep {
    ClassicStep {
        label,
        moves: simplify(&clicks.iter().map(|&m| Turn::click(m)).collect::<Vec<_>>()),
    }
}

// --- step 1 -------------------------------------------------------------------------------

/// Ring `r`'s (0-based) colours, slots 0..6.
fn ring_of(s: &State, r: usize) -> [u8; 7] {
    std::array::from_fn(|j| s.cells[r * SLOTS_PER_RING + j])
}

/// The ring's run of its own colour: (first slot, length); the longest cyclic arc.
fn run_of(cells: &[u8; 7], colour: u8) -> (usize, usize) {
    if cells.iter().all(|&c| c == colour) {
        return (0, 7);
    }
    let mut best = (0, 0);
    for start in 0..7 {
        // A run starts where the slot before is not of the colour.
        if cells[start] != colour || cells[(start + 6) % 7] == colour {
            continue;
        }
        let len = (0..7)
            .take_while(|&k| cells[(start + k) % 7] == colour)
            .count();
        if len > best.1 {
            best = (start, len);
        }
    }
    best
}

/// Which rotations `k` (slot `j` to `j + k`) keep the ring's run in the outer slots 1–5
/// (for a run of five or more: leave slots 1–5 all of the colour).
fn valid_rotations(cells: &[u8; 7], colour: u8) -> [bool; 7] {
    let (start, len) = run_of(cells, colour);
    std::array::from_fn(|k| {
        if len >= 5 {
            (1..=5).all(|j| cells[(j + 7 - k) % 7] == colour)
        } else {
            (0..len).all(|i| (1..=5).contains(&((start + i + k) % 7)))
        }
    })
}

/// Clicks for rotation `k` (0–6) in the shorter direction.
fn rot_cost(k: usize) -> usize {
    k.min(7 - k)
}

/// The cheapest rotation to a valid one: (rotation, clicks).
fn normalise(cells: &[u8; 7], colour: u8) -> (usize, usize) {
    let v = valid_rotations(cells, colour);
    (0..7)
        .filter(|&k| v[k])
        .map(|k| (k, rot_cost(k)))
        .min_by_key(|x| x.1)
        .unwrap_or((0, 0))
}

fn push_rotation(clicks: &mut Vec<u8>, ring: usize, k: usize) {
    let (m, n) = if k <= 3 {
        (2 * (ring as u8 + 1), k)
    } else {
        (2 * (ring as u8 + 1) + 1, 7 - k)
    };
    clicks.extend(std::iter::repeat_n(m, n));
}

fn push_disk(clicks: &mut Vec<u8>, t: usize) {
    let (m, n) = if t <= 2 { (0, t) } else { (1, 5 - t) };
    clicks.extend(std::iter::repeat_n(m, n));
}

/// An action of step 1: rotations per ring before the disk turn, the disk turn, and (for
/// a piece already in its home ring) a realignment and the turn back.
#[derive(Clone, Debug)]
struct Action {
    cost: usize,
    rot: [usize; 5],
    disk: usize,
    /// For a piece taken out of its own ring: (that ring, its realignment, the disk turn
    /// back).
    back: Option<(usize, usize, usize)>,
}

fn fill_outer(s: &mut State) -> Vec<u8> {
    let mut clicks = Vec::new();
    for _ in 0..40 {
        let Some(a) = cheapest_action(s) else { break };
        let action = a.clicks();
        for &m in &action {
            s.click(m);
        }
        clicks.extend(action);
    }
    // Every run of five into slots 1-5.
    for r in 0..RINGS {
        let (k, _) = normalise(&ring_of(s, r), r as u8);
        let mut tail = Vec::new();
        push_rotation(&mut tail, r, k);
        for &m in &tail {
            s.click(m);
        }
        clicks.extend(tail);
    }
    clicks
}

impl Action {
    /// Its clicks: the rotations, the disk turn, and the way back if any.
    fn clicks(&self) -> Vec<u8> {
        let mut action = Vec::new();
        for (r, &k) in self.rot.iter().enumerate() {
            push_rotation(&mut action, r, k);
        }
        push_disk(&mut action, self.disk);
        if let Some((c, kc, t)) = self.back {
            push_rotation(&mut action, c, kc);
            push_disk(&mut action, t);
        }
        action
    }
}

/// The cheapest action that brings a piece of some ring's colour to the end of its run
/// (none once every ring holds a run of five).
fn cheapest_action(s: &State) -> Option<Action> {
    let rings: [[u8; 7]; 5] = std::array::from_fn(|r| ring_of(s, r));
    let runs: [(usize, usize); 5] = std::array::from_fn(|r| run_of(&rings[r], r as u8));
    if runs.iter().all(|r| r.1 >= 5) {
        return None;
    }
    let norm: [(usize, usize); 5] = std::array::from_fn(|r| normalise(&rings[r], r as u8));
    let valid: [[bool; 7]; 5] = std::array::from_fn(|r| valid_rotations(&rings[r], r as u8));
    let mut best: Option<Action> = None;
    let mut consider = |a: Action| {
        if best.as_ref().is_none_or(|b| a.cost < b.cost) {
            best = Some(a);
        }
    };
    for c in 0..RINGS {
        let (start_c, len_c) = runs[c];
        if len_c >= 5 {
            continue;
        }
        // Where ring c's run must wait for a piece arriving in disk slot `a`.
        let align = |a: usize, from: usize| -> usize {
            if len_c == 0 {
                return 0;
            }
            let target = if a == 0 { 1 } else { 6 - len_c };
            (target + 7 - from % 7) % 7
        };
        for d in 0..RINGS {
            for (p, &colour) in rings[d].iter().enumerate() {
                if colour != c as u8 {
                    continue;
                }
                if d == c && (0..len_c).any(|i| (start_c + i) % 7 == p) {
                    continue;
                }
                for a in [0usize, 6] {
                    let kd = (a + 7 - p) % 7;
                    if !valid[d][kd] {
                        continue;
                    }
                    let others: usize = (0..RINGS)
                        .filter(|&e| e != c && e != d)
                        .map(|e| norm[e].1)
                        .sum();
                    let mut rot: [usize; 5] = std::array::from_fn(|e| norm[e].0);
                    if d != c {
                        let t = (c + RINGS - d) % RINGS;
                        let kc = align(a, start_c);
                        rot[d] = kd;
                        rot[c] = kc;
                        consider(Action {
                            cost: rot_cost(kd) + rot_cost(kc) + t.min(5 - t) + others,
                            rot,
                            disk: t,
                            back: None,
                        });
                    } else {
                        // Out to a neighbour's disk slot and back, the run realigned.
                        let kc = align(a, start_c + kd);
                        rot[c] = kd;
                        for t in [1usize, 4] {
                            consider(Action {
                                cost: rot_cost(kd) + 2 + rot_cost(kc) + others,
                                rot,
                                disk: t,
                                back: Some((c, kc, 5 - t)),
                            });
                        }
                    }
                }
            }
        }
    }
    best
}

// --- steps 2 and 3 ------------------------------------------------------------------------

/// The two distance tables of steps 2 and 3, over the 15 slots the auxiliary ring and the
/// disk touch (16,216,200 arrangements each, one byte per arrangement).
pub struct ClassicTables {
    paired: Vec<u8>,
    solved: Vec<u8>,
}

impl ClassicTables {
    /// The cache key (puzzle, kind, format).
    pub const KEY: &'static str = "rings/classic-aux/v1";
    /// Bytes of [`ClassicTables::to_bytes`].
    pub const BYTES: usize = 2 * aux::SIZE;

    /// Builds both tables by BFS (two threads, about 2.5 s).
    pub fn build() -> ClassicTables {
        let (paired, solved) = search::par::join(
            || aux::bfs(&aux::paired_goals()),
            || aux::bfs(&[aux::solved_goal()]),
        );
        ClassicTables { paired, solved }
    }

    /// The tables as bytes (to cache).
    pub fn to_bytes(&self) -> Vec<u8> {
        [self.paired.as_slice(), self.solved.as_slice()].concat()
    }

    /// The tables back from [`ClassicTables::to_bytes`]; `None` if the size is wrong.
    pub fn from_bytes(mut bytes: Vec<u8>) -> Option<ClassicTables> {
        if bytes.len() != Self::BYTES {
            return None;
        }
        let solved = bytes.split_off(aux::SIZE);
        Some(ClassicTables {
            paired: bytes,
            solved,
        })
    }
}

/// Follows a distance table down to 0 with the auxiliary ring `aux` (0-based) and the
/// disk; returns the clicks.
fn descend(s: &mut State, aux: usize, table: &[u8]) -> Vec<u8> {
    let mut clicks = Vec::new();
    let mut d = table[aux::rank(&aux::extract(s, aux))];
    while d > 0 {
        let mut moved = false;
        for m in [0u8, 1, 2 * (aux as u8 + 1), 2 * (aux as u8 + 1) + 1] {
            let mut t = *s;
            t.click(m);
            let dt = table[aux::rank(&aux::extract(&t, aux))];
            if dt < d {
                *s = t;
                d = dt;
                clicks.push(m);
                moved = true;
                break;
            }
        }
        if !moved {
            break;
        }
    }
    clicks
}

/// The disk turn (as clicks) after which the most rings hold their own colour in both disk
/// slots (the fewest clicks among equals).
fn best_offset(s: &State) -> Vec<u8> {
    let score = |t: usize| {
        let mut u = *s;
        let mut c = Vec::new();
        push_disk(&mut c, t);
        for &m in &c {
            u.click(m);
        }
        (0..RINGS)
            .filter(|&r| {
                u.cells[r * SLOTS_PER_RING] == r as u8 && u.cells[r * SLOTS_PER_RING + 6] == r as u8
            })
            .count()
    };
    let t = (0..RINGS)
        .max_by_key(|&t| (score(t), std::cmp::Reverse(t.min(5 - t))))
        .unwrap_or(0);
    let mut c = Vec::new();
    push_disk(&mut c, t);
    c
}

/// The 15-slot space of the auxiliary ring and the disk. An arrangement is four 15-bit
/// masks (where colours 0–3 are; colour 4 fills the rest); it is ranked colour by colour as
/// the combination of the still-free slots each colour takes:
/// `C(15,7) · C(8,2) · C(6,2) · C(4,2) = 6435 · 28 · 15 · 6 = 16,216,200`.
mod aux {
    use super::*;
    use search::bits::{pdep, pext};

    /// The number of arrangements: `15! / (7! · 2!^4)`.
    pub const SIZE: usize = 16_216_200;
    const FULL: u32 = (1 << 15) - 1;

    /// Slots: the auxiliary ring's 0..6, then ring aux+k's slots 0 and 6 for k = 1..4;
    /// colours relative to the auxiliary ring's.
    pub fn extract(s: &State, aux: usize) -> [u8; 15] {
        let mut out = [0u8; 15];
        let rel = |c: u8| ((c as usize + RINGS - aux) % RINGS) as u8;
        for (j, o) in out.iter_mut().enumerate().take(7) {
            *o = rel(s.cells[aux * SLOTS_PER_RING + j]);
        }
        for k in 1..RINGS {
            let r = (aux + k) % RINGS;
            out[7 + 2 * (k - 1)] = rel(s.cells[r * SLOTS_PER_RING]);
            out[8 + 2 * (k - 1)] = rel(s.cells[r * SLOTS_PER_RING + 6]);
        }
        out
    }

    fn masks(s: &[u8; 15]) -> [u32; 4] {
        let mut m = [0u32; 4];
        for (i, &c) in s.iter().enumerate() {
            if c < 4 {
                m[c as usize] |= 1 << i;
            }
        }
        m
    }

    /// The four moves as slot maps `to[from]`: aux +, aux −, disk +, disk −.
    fn perms() -> [[usize; 15]; 4] {
        let mut ring_plus = [0usize; 15];
        for (i, p) in ring_plus.iter_mut().enumerate() {
            *p = if i < 7 { (i + 1) % 7 } else { i };
        }
        // The pair at position k (0 = the auxiliary ring, k = ring aux+k).
        let pair = |k: usize| {
            if k == 0 {
                (0, 6)
            } else {
                (7 + 2 * (k - 1), 8 + 2 * (k - 1))
            }
        };
        let mut disk_plus: [usize; 15] = std::array::from_fn(|i| i);
        for k in 0..RINGS {
            let (a0, a6) = pair(k);
            let (b0, b6) = pair((k + 1) % RINGS);
            disk_plus[a0] = b0;
            disk_plus[a6] = b6;
        }
        let inv = |p: &[usize; 15]| {
            let mut q = [0usize; 15];
            for (i, &t) in p.iter().enumerate() {
                q[t] = i;
            }
            q
        };
        [ring_plus, inv(&ring_plus), disk_plus, inv(&disk_plus)]
    }

    /// Lookup tables: combination rank of a mask with `k` bits among `n`, and back.
    struct Combos {
        /// `rank[n][mask]` for masks of n bits (n = 15, 8, 6, 4).
        rank: Vec<Vec<u16>>,
        /// `unrank[n][r]`.
        unrank: Vec<Vec<u16>>,
        /// The moves as mask maps.
        moves: Vec<Vec<u16>>,
    }

    fn combos() -> &'static Combos {
        static C: OnceLock<Combos> = OnceLock::new();
        C.get_or_init(|| {
            let mut rank = vec![Vec::new(); 16];
            let mut unrank = vec![Vec::new(); 16];
            for (n, k) in [(15usize, 7u32), (8, 2), (6, 2), (4, 2)] {
                let mut r = vec![0u16; 1 << n];
                let mut u = Vec::new();
                for m in 0..(1u32 << n) {
                    if m.count_ones() == k {
                        r[m as usize] = u.len() as u16;
                        u.push(m as u16);
                    }
                }
                rank[n] = r;
                unrank[n] = u;
            }
            let moves = perms()
                .iter()
                .map(|p| {
                    (0..1u32 << 15)
                        .map(|m| {
                            (0..15)
                                .filter(|&i| m >> i & 1 == 1)
                                .fold(0u16, |acc, i| acc | 1 << p[i])
                        })
                        .collect()
                })
                .collect();
            Combos {
                rank,
                unrank,
                moves,
            }
        })
    }

    fn rank_masks(c: &Combos, m: &[u32; 4]) -> usize {
        let mut free = FULL;
        let mut r = 0usize;
        for (colour, &n) in [15usize, 8, 6, 4].iter().enumerate() {
            let local = pext(m[colour], free);
            r = r * c.unrank[n].len() + c.rank[n][local as usize] as usize;
            free &= !m[colour];
        }
        r
    }

    fn unrank_masks(c: &Combos, mut r: usize) -> [u32; 4] {
        let mut parts = [0usize; 4];
        for (colour, &n) in [15usize, 8, 6, 4].iter().enumerate().rev() {
            let size = c.unrank[n].len();
            parts[colour] = r % size;
            r /= size;
        }
        let mut m = [0u32; 4];
        let mut free = FULL;
        for (colour, &n) in [15usize, 8, 6, 4].iter().enumerate() {
            m[colour] = pdep(c.unrank[n][parts[colour]] as u32, free);
            free &= !m[colour];
        }
        m
    }

    /// The rank of an arrangement.
    pub fn rank(s: &[u8; 15]) -> usize {
        rank_masks(combos(), &masks(s))
    }

    /// The arrangement of a rank.
    #[cfg(test)]
    pub fn unrank(r: usize) -> [u8; 15] {
        let m = unrank_masks(combos(), r);
        std::array::from_fn(|i| (0..4).find(|&c| m[c] >> i & 1 == 1).unwrap_or(4) as u8)
    }

    /// The solved arrangement.
    pub fn solved_goal() -> [u8; 15] {
        let mut g = [0u8; 15];
        for k in 1..RINGS {
            g[7 + 2 * (k - 1)] = k as u8;
            g[8 + 2 * (k - 1)] = k as u8;
        }
        g
    }

    /// Every arrangement with slots 1–5 of the auxiliary ring its colour and each disk pair
    /// of one colour (5! = 120).
    pub fn paired_goals() -> Vec<[u8; 15]> {
        let mut out = Vec::new();
        let mut perm = [0u8, 1, 2, 3, 4];
        permutations(&mut perm, 0, &mut |p| {
            let mut g = [0u8; 15];
            g[0] = p[0];
            g[6] = p[0];
            for k in 1..RINGS {
                g[7 + 2 * (k - 1)] = p[k];
                g[8 + 2 * (k - 1)] = p[k];
            }
            out.push(g);
        });
        out
    }

    fn permutations(p: &mut [u8; 5], i: usize, f: &mut dyn FnMut(&[u8; 5])) {
        if i == p.len() {
            f(p);
            return;
        }
        for j in i..p.len() {
            p.swap(i, j);
            permutations(p, i + 1, f);
            p.swap(i, j);
        }
    }

    /// Breadth-first distances from `goals` under the four moves.
    pub fn bfs(goals: &[[u8; 15]]) -> Vec<u8> {
        let c = combos();
        let mut dist = vec![u8::MAX; SIZE];
        let mut frontier: Vec<u32> = Vec::new();
        for g in goals {
            let r = rank(g);
            if dist[r] == u8::MAX {
                dist[r] = 0;
                frontier.push(r as u32);
            }
        }
        let mut d = 0u8;
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for &r in &frontier {
                let m = unrank_masks(c, r as usize);
                for mv in &c.moves {
                    let t = rank_masks(c, &m.map(|x| mv[x as usize] as u32));
                    if dist[t] == u8::MAX {
                        dist[t] = d + 1;
                        next.push(t as u32);
                    }
                }
            }
            frontier = next;
            d += 1;
        }
        dist
    }

    /// How many arrangements are reachable, and the largest distance, in a table.
    #[cfg(test)]
    pub fn coverage(t: &[u8]) -> (usize, u8) {
        let reached = t.iter().filter(|&&d| d != u8::MAX).count();
        (
            reached,
            t.iter()
                .copied()
                .filter(|&d| d != u8::MAX)
                .max()
                .unwrap_or(0),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn rank_and_unrank_are_inverse() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        use rand::seq::SliceRandom;
        for _ in 0..1000 {
            let mut s = [0u8, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4];
            s.shuffle(&mut rng);
            let r = aux::rank(&s);
            assert!(r < aux::SIZE);
            assert_eq!(aux::unrank(r), s);
        }
    }

    #[test]
    fn the_method_solves_random_states_and_the_tables_cover_everything() {
        let t = ClassicTables::build();
        assert_eq!(aux::coverage(&t.solved).0, aux::SIZE);
        assert_eq!(aux::coverage(&t.paired).0, aux::SIZE);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut total = 0;
        for _ in 0..200 {
            let start = crate::scramble::random_state(&mut rng);
            let steps = solve_classic_with(&t, &start);
            assert_eq!(steps.len(), 4);
            let mut s = start;
            for st in &steps {
                s.apply(&st.moves);
            }
            assert!(s.is_solved(), "{start}");
            total += steps.iter().map(|s| crate::clicks(&s.moves)).sum::<u32>();
        }
        let mean = total as f64 / 200.0;
        assert!(mean < 120.0, "mean {mean}");
        assert!(solve_classic(&State::solved())
            .iter()
            .all(|s| s.moves.is_empty()));
    }
}
