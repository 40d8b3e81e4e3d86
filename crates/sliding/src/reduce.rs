//! Solving by reduction: place the tiles of the outer rows and columns, shrink the board,
//! and finish the last block of at most 3×3 optimally.
//!
//! Each placement is exact for what it places: a breadth-first search over the positions of
//! the blank and of the tiles being placed (all other free tiles are interchangeable for
//! this purpose), never touching cells already locked. The two last tiles of a row or
//! column are always placed together, which is what makes the row's end work.
//!
//! * [`Style::Human`] places one tile at a time (the last two of a line together), as a
//!   person would, and names every step.
//! * [`Style::Fast`] places as many tiles at once as keeps each search small, then removes
//!   every loop from the whole solution (a position visited twice).

use std::collections::HashMap;

use search::tables::Label;

use crate::board::step;
use crate::error::Error;
use crate::instance::Instance;
use crate::moves::Dir;
use crate::table::{DistanceTable, MAX_TABLE_CELLS};

/// How to group the tiles of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// One tile at a time, the last two of each line together.
    Human,
    /// Several tiles at a time; shorter solutions.
    Fast,
}

/// A named part of a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What this step does, as a message id and its arguments
    /// (`sliding-step-tiles`, line `row`, index `1`, tiles `3, 4`); its `Display` is the
    /// English ("Row 1: tiles 3, 4").
    pub label: Label,
    /// Its moves.
    pub moves: Vec<Dir>,
}

/// The part of the board not yet placed: rows `r0..=r1`, columns `c0..=c1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Block {
    r0: usize,
    r1: usize,
    c0: usize,
    c1: usize,
}

/// A row or column of the board (0-based), the next to place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    Row(usize),
    Column(usize),
}

impl Block {
    fn whole(w: usize, h: usize) -> Block {
        Block {
            r0: 0,
            r1: h - 1,
            c0: 0,
            c1: w - 1,
        }
    }

    /// Whether this is the last block, finished by its exact table (at most 3×3).
    fn is_last(&self) -> bool {
        self.r1 - self.r0 < 3 && self.c1 - self.c0 < 3
    }

    /// The next line to place and the block without it: a row while the block is at least
    /// as tall as it is wide, else a column; the one on the side away from the goal's blank.
    fn peel(&mut self, w: usize, blank_label: u8) -> Line {
        let (br, bc) = (blank_label as usize / w, blank_label as usize % w);
        if self.r1 - self.r0 >= self.c1 - self.c0 {
            if br != self.r0 {
                self.r0 += 1;
                Line::Row(self.r0 - 1)
            } else {
                self.r1 -= 1;
                Line::Row(self.r1 + 1)
            }
        } else if bc != self.c0 {
            self.c0 += 1;
            Line::Column(self.c0 - 1)
        } else {
            self.c1 -= 1;
            Line::Column(self.c1 + 1)
        }
    }

    /// The cell of the block that board cell `c` (inside it) is.
    fn local(&self, w: usize, c: usize) -> u8 {
        ((c / w - self.r0) * (self.c1 - self.c0 + 1) + (c % w - self.c0)) as u8
    }
}

/// The last block the reduction of a `w`×`h` board with the goal's blank on cell
/// `blank_label` ends with: its width, height and goal blank cell (the exact table the
/// reduction finishes with, which [`crate::Problem::prepare`] builds ahead of a solve).
pub(crate) fn last_block(w: usize, h: usize, blank_label: u8) -> (usize, usize, u8) {
    let mut block = Block::whole(w, h);
    while !block.is_last() {
        block.peel(w, blank_label);
    }
    let Block { r0, r1, c0, c1 } = block;
    (
        c1 - c0 + 1,
        r1 - r0 + 1,
        block.local(w, blank_label as usize),
    )
}

/// A line the reduction places: `row` or `column`, its index from 1, its cells.
pub(crate) type PlacedLine = (&'static str, usize, Vec<usize>);

/// The lines the reduction of a `w`×`h` board with the goal's blank on cell `blank_label`
/// places, in order (each as its name: `row`/`column`, its index from 1, and its cells),
/// and the last block's width and height.
pub(crate) fn line_order(w: usize, h: usize, blank_label: u8) -> (Vec<PlacedLine>, (usize, usize)) {
    let mut block = Block::whole(w, h);
    let mut lines = Vec::new();
    while !block.is_last() {
        let Block { r0, r1, c0, c1 } = block;
        lines.push(match block.peel(w, blank_label) {
            Line::Row(row) => ("row", row + 1, (c0..=c1).map(|c| row * w + c).collect()),
            Line::Column(col) => ("column", col + 1, (r0..=r1).map(|r| r * w + col).collect()),
        });
    }
    let Block { r0, r1, c0, c1 } = block;
    (lines, (c1 - c0 + 1, r1 - r0 + 1))
}

/// The most states one placement search may have in [`Style::Fast`].
const FAST_STATE_LIMIT: usize = 400_000;

/// Solves `inst` by reduction. `tile_name(label)` is the tile number a person sees.
pub fn solve(
    inst: &Instance,
    style: Style,
    tile_name: &dyn Fn(u8) -> u8,
) -> Result<Vec<Step>, Error> {
    let (w, h) = (inst.w, inst.h);
    let mut cur = inst.clone();
    let mut locked = vec![false; w * h];
    let mut block = Block::whole(w, h);
    let mut steps = Vec::new();
    while !block.is_last() {
        let Block { r0, r1, c0, c1 } = block;
        let (line, kind, index): (Vec<usize>, &str, usize) = match block.peel(w, inst.blank_label) {
            Line::Row(row) => ((c0..=c1).map(|c| row * w + c).collect(), "row", row + 1),
            Line::Column(col) => ((r0..=r1).map(|r| r * w + col).collect(), "column", col + 1),
        };
        let free = locked.iter().filter(|l| !**l).count();
        for group in split_line(&line, group_size(style, free)) {
            let moves = place(&mut cur, group, &locked)?;
            for &c in group {
                locked[c] = true;
            }
            let names: Vec<String> = group
                .iter()
                .map(|&c| tile_name(c as u8).to_string())
                .collect();
            let id = match names.len() {
                1 => "sliding-step-tile",
                2 if style == Style::Human => "sliding-step-pair",
                _ => "sliding-step-tiles",
            };
            let label = Label::new(id)
                .arg("line", kind)
                .arg("index", index)
                .arg("tiles", names.join(", "))
                .arg("first", &names[0])
                .arg("second", names.last().unwrap_or(&names[0]));
            steps.push(Step { label, moves });
        }
    }
    steps.push(last_step(inst, &cur, block)?);
    if style == Style::Fast {
        let all: Vec<Dir> = steps.iter().flat_map(|s| s.moves.iter().copied()).collect();
        let short = remove_loops(inst, &all);
        if short.len() < all.len() {
            return Ok(vec![Step {
                label: Label::new("sliding-step-loops-removed"),
                moves: short,
            }]);
        }
    }
    Ok(steps)
}

/// How many tiles one placement brings home: one at a time for a person; as many as keep
/// the search within [`FAST_STATE_LIMIT`] states (at least two) for the fast solver, with
/// `free` cells to move through.
fn group_size(style: Style, free: usize) -> usize {
    match style {
        Style::Human => 1,
        Style::Fast => (1..=4)
            .take_while(|&k| {
                free.checked_pow(k as u32 + 1)
                    .is_some_and(|s| s <= FAST_STATE_LIMIT)
            })
            .last()
            .unwrap_or(1)
            .max(2),
    }
}

/// The last block of `cur` (reduced from `inst`): an independent small puzzle, solved
/// optimally from its exact table.
fn last_step(inst: &Instance, cur: &Instance, block: Block) -> Result<Step, Error> {
    let w = inst.w;
    let Block { r0, r1, c0, c1 } = block;
    let (bw, bh) = (c1 - c0 + 1, r1 - r0 + 1);
    let local = |c: usize| block.local(w, c);
    let mut cells = Vec::with_capacity(bw * bh);
    for r in r0..=r1 {
        for c in c0..=c1 {
            cells.push(local(cur.cells[r * w + c] as usize));
        }
    }
    let last = Instance {
        w: bw,
        h: bh,
        blank: local(cur.blank) as usize,
        blank_label: local(inst.blank_label as usize),
        cells,
    };
    debug_assert!(bw * bh <= MAX_TABLE_CELLS);
    let moves = DistanceTable::get(bw, bh, last.blank_label)
        .solve(&last)
        .ok_or(Error::Unreachable)?;
    Ok(Step {
        label: Label::new("sliding-step-last")
            .arg("width", bw)
            .arg("height", bh),
        moves,
    })
}

/// Splits a line into groups of at most `k` cells, the last group holding at least the last
/// two cells (a line's end cannot be filled one tile at a time).
fn split_line(line: &[usize], k: usize) -> Vec<&[usize]> {
    let mut groups = Vec::new();
    let mut end = line.len();
    let last = k.max(2).min(end);
    groups.push(&line[end - last..end]);
    end -= last;
    while end > 0 {
        let size = k.min(end);
        groups.push(&line[end - size..end]);
        end -= size;
    }
    groups.reverse();
    groups
}

/// Brings the tiles whose goal cells are `targets` home, moving only through unlocked cells,
/// in as few moves as possible. Applies the moves to `cur` and returns them.
fn place(cur: &mut Instance, targets: &[usize], locked: &[bool]) -> Result<Vec<Dir>, Error> {
    let (w, h) = (cur.w, cur.h);
    let free: Vec<usize> = (0..w * h).filter(|&c| !locked[c]).collect();
    let mut index = vec![usize::MAX; w * h];
    for (i, &c) in free.iter().enumerate() {
        index[c] = i;
    }
    let f = free.len();
    let k = targets.len();
    // State: blank and each target tile as indices into `free`, mixed radix f.
    let encode = |cells: &[usize]| {
        cells
            .iter()
            .rev()
            .fold(0usize, |acc, &c| acc * f + index[c])
    };
    let decode = |mut s: usize, out: &mut [usize]| {
        for o in out.iter_mut() {
            *o = free[s % f];
            s /= f;
        }
    };
    let mut start = vec![cur.blank];
    for &t in targets {
        let at = cur.cells.iter().position(|&l| l as usize == t).unwrap_or(0);
        start.push(at);
    }
    let mut goal_cells = vec![0usize];
    goal_cells.extend_from_slice(targets);
    let is_goal = |cells: &[usize]| cells[1..] == goal_cells[1..];
    if is_goal(&start) {
        return Ok(Vec::new());
    }
    let size = f.pow(k as u32 + 1);
    const UNSEEN: u8 = 255;
    let mut via = vec![UNSEEN; size];
    let s0 = encode(&start);
    via[s0] = 4;
    let mut queue = std::collections::VecDeque::from([s0]);
    let mut cells = vec![0usize; k + 1];
    let mut found = None;
    'bfs: while let Some(s) = queue.pop_front() {
        decode(s, &mut cells);
        for d in Dir::ALL {
            let Some(nb) = step(w, h, cells[0], d) else {
                continue;
            };
            if locked[nb] {
                continue;
            }
            let mut next = cells.clone();
            if let Some(i) = next[1..].iter().position(|&c| c == nb) {
                next[i + 1] = cells[0];
            }
            next[0] = nb;
            let ns = encode(&next);
            if via[ns] == UNSEEN {
                via[ns] = d as u8;
                if is_goal(&next) {
                    found = Some(ns);
                    break 'bfs;
                }
                queue.push_back(ns);
            }
        }
    }
    let found = found.ok_or(Error::Unreachable)?;
    let moves = path_to(found, s0, &via, k + 1, &decode, &encode, (w, h));
    for &d in &moves {
        cur.slide(d);
    }
    Ok(moves)
}

/// The moves from state `s0` to state `found` of a placement search (states of `len`
/// cells: the blank, then the tiles), from the move that reached each state (`via`),
/// undoing them one by one from the end.
fn path_to(
    found: usize,
    s0: usize,
    via: &[u8],
    len: usize,
    decode: &dyn Fn(usize, &mut [usize]),
    encode: &dyn Fn(&[usize]) -> usize,
    (w, h): (usize, usize),
) -> Vec<Dir> {
    let mut s = found;
    let mut cells = vec![0usize; len];
    let mut moves = Vec::new();
    while s != s0 {
        let d = Dir::from_index(via[s]);
        moves.push(d);
        decode(s, &mut cells);
        // Undo move d: the blank steps back; a target tile it passed returns.
        let back = step(w, h, cells[0], d.inverse()).unwrap_or(cells[0]);
        let mut prev = cells.clone();
        if let Some(i) = prev[1..].iter().position(|&c| c == back) {
            prev[i + 1] = cells[0];
        }
        prev[0] = back;
        s = encode(&prev);
    }
    moves.reverse();
    moves
}

/// Removes every loop from a solution: whenever a position recurs, the moves between its
/// two visits are dropped.
pub fn remove_loops(start: &Instance, moves: &[Dir]) -> Vec<Dir> {
    let mut states: Vec<Vec<u8>> = vec![start.cells.clone()];
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::from([(start.cells.clone(), 0)]);
    let mut out: Vec<Dir> = Vec::new();
    let mut cur = start.clone();
    for &d in moves {
        cur.slide(d);
        if let Some(&i) = seen.get(&cur.cells) {
            // Back at the position after i moves: forget everything since.
            for s in states.drain(i + 1..) {
                seen.remove(&s);
            }
            out.truncate(i);
        } else {
            out.push(d);
            seen.insert(cur.cells.clone(), states.len());
            states.push(cur.cells.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::scramble::random_state;
    use rand::SeedableRng;

    fn check(w: usize, h: usize, style: Style, seed: u64) -> usize {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let start = random_state(w, h, &mut rng).unwrap();
        let goal = Board::solved(w, h).unwrap();
        let inst = Instance::new(&start, &goal);
        let steps = solve(&inst, style, &|l| goal.cells()[l as usize]).unwrap();
        let moves: Vec<Dir> = steps.iter().flat_map(|s| s.moves.clone()).collect();
        let mut b = start.clone();
        b.apply_all(&moves).unwrap();
        assert_eq!(b, goal, "{w}x{h} {style:?} seed {seed}");
        moves.len()
    }

    #[test]
    fn the_last_block_is_the_one_the_reduction_ends_with() {
        // The standard goal leaves the bottom-right 3×3 (blank on its last cell); a goal
        // blank top-left the top-left one; narrow boards keep their width.
        assert_eq!(last_block(5, 5, 24), (3, 3, 8));
        assert_eq!(last_block(5, 5, 0), (3, 3, 0));
        assert_eq!(last_block(4, 4, 15), (3, 3, 8));
        assert_eq!(last_block(2, 6, 11), (2, 3, 5));
        assert_eq!(last_block(3, 3, 4), (3, 3, 4));
        // The blank in the bottom row's middle: the two top rows go, then the two left
        // columns, which leaves it on the last block's bottom-left cell.
        assert_eq!(last_block(5, 5, 22), (3, 3, 6));
        // The last step says the same size.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for (w, h) in [(5, 5), (6, 4), (2, 6), (8, 3)] {
            let start = random_state(w, h, &mut rng).unwrap();
            let goal = Board::solved(w, h).unwrap();
            let inst = Instance::new(&start, &goal);
            let steps = solve(&inst, Style::Fast, &|l| goal.cells()[l as usize]).unwrap();
            let last = steps.last().unwrap().label.english();
            let (bw, bh, _) = last_block(w, h, inst.blank_label);
            assert_eq!(last, format!("Last {bw}x{bh} block: finish it"), "{w}x{h}");
        }
    }

    #[test]
    fn solves_every_shape() {
        for (w, h) in [
            (2, 2),
            (3, 3),
            (4, 4),
            (5, 5),
            (2, 6),
            (6, 2),
            (3, 7),
            (8, 8),
            (5, 3),
        ] {
            for seed in 0..3 {
                let human = check(w, h, Style::Human, seed);
                let fast = check(w, h, Style::Fast, seed);
                assert!(fast <= human + 40, "{w}x{h}: fast {fast} human {human}");
            }
        }
    }

    #[test]
    fn any_goal_blank() {
        let goal = Board::parse("1 2 3 4/5 0 6 7/8 9 10 11/12 13 14 15").unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut start = random_state(4, 4, &mut rng).unwrap();
        if start.check_solvable(&goal).is_err() {
            let mut cells = start.cells().to_vec();
            let (a, b) = (
                cells.iter().position(|&t| t == 1).unwrap(),
                cells.iter().position(|&t| t == 2).unwrap(),
            );
            cells.swap(a, b);
            start = Board::new(4, 4, cells).unwrap();
        }
        let inst = Instance::new(&start, &goal);
        for style in [Style::Human, Style::Fast] {
            let steps = solve(&inst, style, &|l| goal.cells()[l as usize]).unwrap();
            let moves: Vec<Dir> = steps.iter().flat_map(|s| s.moves.clone()).collect();
            let mut b = start.clone();
            b.apply_all(&moves).unwrap();
            assert_eq!(b, goal);
        }
    }

    #[test]
    fn loops_are_removed() {
        let goal = Board::solved(3, 3).unwrap();
        let inst = Instance::new(&goal, &goal);
        // Turning the 2x2 corner block three times is the identity.
        let moves = crate::moves::parse_moves("DRULDRULDRUL").unwrap();
        assert!(remove_loops(&inst, &moves).is_empty());
        let mut once = moves[..4].to_vec();
        once.extend_from_slice(&moves);
        assert_eq!(remove_loops(&inst, &once), moves[..4].to_vec());
        let ud = crate::moves::parse_moves("DU").unwrap();
        assert!(remove_loops(&inst, &ud).is_empty());
    }

    #[test]
    fn line_splits_keep_the_last_two_together() {
        let line = [0, 1, 2, 3, 4];
        assert_eq!(split_line(&line, 1), vec![&[0][..], &[1], &[2], &[3, 4]]);
        assert_eq!(split_line(&line, 2), vec![&[0][..], &[1, 2], &[3, 4]]);
        assert_eq!(split_line(&line, 3), vec![&[0, 1][..], &[2, 3, 4]]);
        assert_eq!(split_line(&[7, 8], 1), vec![&[7, 8][..]]);
    }
}
