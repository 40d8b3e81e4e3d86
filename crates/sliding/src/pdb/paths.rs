//! Duplicate pruning: the automaton of move strings a shortest path never needs (Taylor and
//! Korf, "Pruning duplicate nodes in depth-first search", AAAI 1993).
//!
//! Many move strings lead to the same position: twelve moves round one 2 × 2 block change
//! nothing, two blocks that meet at a corner can be gone round in either order, and so on.
//! IDA* without a memory searches each of them. A string is *redundant* when another one
//! with the same effect comes first in length-then-letter order (`U D L R`) and keeps within
//! the same rectangle of cells (so it can be played wherever the first can, on any board).
//! Among a position's paths the first in that order contains no redundant string (replacing
//! one by its better gives a smaller path), so a search that cuts every path ending in a
//! redundant string still finds every position at its least depth, and IDA* stays optimal.
//!
//! [`Automaton::build`] finds minimal redundant strings up to a length, length by length, by
//! walking every string without a redundant part from one cell of a board too large to reach
//! its edges: strings with one effect (a hash, then the boards compared) are sorted together
//! and each is compared with those before it and those two moves shorter. It then reads them
//! all at once Aho–Corasick style: a state per proper prefix, [`CUT`] where a string ends.
//! The search keeps one state a node and cuts a child whose move leads to [`CUT`]. Strings of
//! length 2 (a tile moved straight back) are the first; the 6-move half-laps round a block
//! come next. Finding fewer strings than there are would cost speed, never a shortest path:
//! every string found is redundant.

use std::sync::{Arc, OnceLock};

/// The transition that ends a redundant string: the move is not searched.
pub const CUT: u32 = search::words::DEAD;

/// The longest redundant strings the search's automaton knows: 14 moves (18,700 strings,
/// 66,492 states, 1.1 MB, built in about 3 s in 180 MB). On the 24-puzzle's Korf–Felner
/// #25 and #40 (one thread) it cuts IDA*'s nodes by 32 % and 41 %; 12 moves cut 28 % and
/// 36 % with 9,223 states, in about the same time.
pub const MAX_LEN: usize = 14;

/// The length of the redundant strings of the automaton [`short`] (340 strings, 1,291
/// states, built in milliseconds): what a heuristic made without the cached one uses.
pub const SHORT_LEN: usize = 10;

/// The automaton of strings of at most [`SHORT_LEN`] moves, built once.
pub fn short() -> Arc<Automaton> {
    static SHORT: OnceLock<Arc<Automaton>> = OnceLock::new();
    SHORT
        .get_or_init(|| Arc::new(Automaton::build(SHORT_LEN, &|_, _| {})))
        .clone()
}

/// The automaton: for each state (0 at the start) and move `U D L R`, the next state or
/// [`CUT`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Automaton {
    next: Vec<[u32; 4]>,
    strings: usize,
}

impl Automaton {
    /// The automaton of every minimal redundant string of at most `max_len` moves (at most
    /// 16), reporting after each length (done, of `max_len`).
    pub fn build(max_len: usize, progress: &(dyn Fn(u64, u64) + Sync)) -> Automaton {
        let strings = redundant_strings(max_len.min(16), progress);
        Automaton::of_strings(&strings)
    }

    /// The automaton as bytes: the number of strings, then each state's four transitions
    /// (32-bit little-endian words).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(4 + 16 * self.next.len());
        out.extend_from_slice(&(self.strings as u32).to_le_bytes());
        for t in self.next.iter().flatten() {
            out.extend_from_slice(&t.to_le_bytes());
        }
        out
    }

    /// The automaton [`Automaton::to_bytes`] wrote, or `None` when the bytes are not one
    /// (a length that is no whole number of states, a transition to no state).
    pub fn from_bytes(bytes: &[u8]) -> Option<Automaton> {
        let word = |c: &[u8]| u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        let (head, body) = bytes.split_at_checked(4)?;
        if body.is_empty() || body.len() % 16 != 0 {
            return None;
        }
        let states = body.len() / 16;
        let next: Vec<[u32; 4]> = body
            .chunks_exact(16)
            .map(|c| [0, 1, 2, 3].map(|i| word(&c[4 * i..])))
            .collect();
        let fits = next
            .iter()
            .flatten()
            .all(|&t| t == CUT || (t as usize) < states);
        fits.then(|| Automaton {
            next,
            strings: word(head) as usize,
        })
    }

    /// The state after move `d` (0–3: `U D L R`) from `state`, or [`CUT`].
    #[inline(always)]
    pub fn next(&self, state: u32, d: u8) -> u32 {
        self.next[state as usize][d as usize]
    }

    /// The number of states.
    #[cfg(test)]
    pub fn states(&self) -> usize {
        self.next.len()
    }

    /// The number of redundant strings it cuts.
    #[cfg(test)]
    pub fn strings(&self) -> usize {
        self.strings
    }

    /// The automaton of `strings` ([`search::words::automaton`]).
    fn of_strings(strings: &[Vec<u8>]) -> Automaton {
        Automaton {
            next: search::words::automaton::<4>(strings),
            strings: strings.len(),
        }
    }
}

/// The cells a string's blank passed over: columns and rows from the start, least and most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    x0: i8,
    x1: i8,
    y0: i8,
    y1: i8,
}

impl Rect {
    const START: Rect = Rect {
        x0: 0,
        x1: 0,
        y0: 0,
        y1: 0,
    };

    fn within(self, o: Rect) -> bool {
        self.x0 >= o.x0 && self.x1 <= o.x1 && self.y0 >= o.y0 && self.y1 <= o.y1
    }

    fn with(self, x: i8, y: i8) -> Rect {
        Rect {
            x0: self.x0.min(x),
            x1: self.x1.max(x),
            y0: self.y0.min(y),
            y1: self.y1.max(y),
        }
    }
}

/// The blank's step for each move `U D L R` (the tile slides that way, the blank the other).
const STEP: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// A random word for a tile standing away from home.
fn mix(cell: usize, label: usize) -> u64 {
    let mut x = ((cell as u64) << 32 | label as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The walks over move strings are split by where the blank ends (strings with one effect
/// end in one place), one part at a time, so that a part's strings of the longest length
/// (some six million at 14 moves) fit in a few tens of megabytes.
const PARTS: usize = 8;

/// One string met: its effect's hash, its moves (two bits each, the first highest) and
/// its rectangle.
#[derive(Clone, Copy)]
struct Met {
    hash: u64,
    code: u32,
    rect: Rect,
}

/// A board with the blank in the middle, far from every edge, and the string played on it.
struct Walk {
    side: usize,
    cells: Vec<u32>,
    blank: usize,
    /// The XOR of [`mix`] over the tiles (the blank among them) away from home.
    hash: u64,
    path: Vec<u8>,
    rects: Vec<Rect>,
}

impl Walk {
    fn new(max_len: usize) -> Walk {
        let side = 2 * max_len + 3;
        Walk {
            side,
            cells: (0..(side * side) as u32).collect(),
            blank: side * side / 2,
            hash: 0,
            path: Vec::with_capacity(max_len),
            rects: vec![Rect::START],
        }
    }

    fn term(&self, cell: usize) -> u64 {
        let label = self.cells[cell] as usize;
        if label == cell {
            0
        } else {
            mix(cell, label)
        }
    }

    /// Moves the blank `d`; returns where it was.
    fn play(&mut self, d: u8) -> usize {
        let (dx, dy) = STEP[d as usize];
        let was = self.blank;
        let to = (was as isize + dx as isize + dy as isize * self.side as isize) as usize;
        self.hash ^= self.term(was) ^ self.term(to);
        self.cells.swap(was, to);
        self.hash ^= self.term(was) ^ self.term(to);
        self.blank = to;
        let (x, y) = self.offset();
        let r = self.rects[self.rects.len() - 1].with(x, y);
        self.rects.push(r);
        self.path.push(d);
        was
    }

    fn unplay(&mut self, was: usize) {
        let to = self.blank;
        self.hash ^= self.term(was) ^ self.term(to);
        self.cells.swap(was, to);
        self.hash ^= self.term(was) ^ self.term(to);
        self.blank = was;
        self.rects.pop();
        self.path.pop();
    }

    /// The blank's column and row from the start.
    fn offset(&self) -> (i8, i8) {
        let c = (self.side * self.side / 2) as isize;
        let (b, s) = (self.blank as isize, self.side as isize);
        ((b % s - c % s) as i8, (b / s - c / s) as i8)
    }

    /// Every string of `len` moves with no redundant part (`state`: where the automaton
    /// `known` of the strings found so far has the path) whose blank ends in `part`, in
    /// letter order.
    fn strings(
        &mut self,
        len: usize,
        part: usize,
        known: &Automaton,
        state: u32,
        out: &mut Vec<Met>,
    ) {
        if self.path.len() == len {
            if self.blank % PARTS == part {
                out.push(Met {
                    hash: self.hash,
                    code: self.path.iter().fold(0, |c, &d| c << 2 | u32::from(d)),
                    rect: self.rects[len],
                });
            }
            return;
        }
        for d in 0..4 {
            let next = known.next(state, d);
            if next != CUT {
                let was = self.play(d);
                self.strings(len, part, known, next, out);
                self.unplay(was);
            }
        }
    }
}

/// The cells after the string `code` of `len` moves, played from the goal on a board of
/// side `side` with the blank in the middle: the exact effect (a hash only points to it).
fn effect(side: usize, len: usize, code: u32) -> Vec<u32> {
    let mut walk = Walk {
        side,
        cells: (0..(side * side) as u32).collect(),
        blank: side * side / 2,
        hash: 0,
        path: Vec::new(),
        rects: vec![Rect::START],
    };
    for i in (0..len).rev() {
        walk.play((code >> (2 * i) & 3) as u8);
    }
    walk.cells
}

/// Every minimal redundant string of at most `max_len` moves, shortest first, reporting
/// after each length. A string of length `len` is compared with the earlier ones of its
/// length and with those two moves shorter that are not redundant (a string and its
/// better have lengths of one parity; a better one still shorter is not looked for, which
/// only leaves some strings unfound).
fn redundant_strings(max_len: usize, progress: &(dyn Fn(u64, u64) + Sync)) -> Vec<Vec<u8>> {
    let mut walk = Walk::new(max_len);
    let mut found: Vec<Vec<u8>> = Vec::new();
    // The kept strings of the last two lengths, per part, sorted by hash.
    let start = Met {
        hash: 0,
        code: 0,
        rect: Rect::START,
    };
    let mut kept: [Vec<Vec<Met>>; 2] = [vec![Vec::new(); PARTS], vec![Vec::new(); PARTS]];
    kept[0][walk.blank % PARTS].push(start);
    for len in 1..=max_len {
        let known = Automaton::of_strings(&found);
        let mut new_found = Vec::new();
        for (part, slot) in kept[len % 2].iter_mut().enumerate() {
            let mut met = Vec::new();
            walk.strings(len, part, &known, 0, &mut met);
            met.sort_unstable_by_key(|m| (m.hash, m.code));
            let (redundant, keep) = compare(walk.side, len, &met, slot);
            new_found.extend(redundant);
            *slot = keep;
        }
        new_found.sort_unstable();
        found.extend(
            new_found
                .into_iter()
                .map(|c| (0..len).rev().map(|i| (c >> (2 * i) & 3) as u8).collect()),
        );
        progress(len as u64, max_len as u64);
    }
    found
}

/// The strings of `met` (all of length `len`, sorted by hash then letters) that an earlier
/// one or one of `shorter` (two moves shorter, sorted by hash) with the same effect and
/// within their rectangle makes redundant (their codes), and the others.
fn compare(side: usize, len: usize, met: &[Met], shorter: &[Met]) -> (Vec<u32>, Vec<Met>) {
    let mut redundant = Vec::new();
    let mut keep = Vec::with_capacity(met.len());
    let mut run_start = 0;
    for (i, m) in met.iter().enumerate() {
        if i > 0 && met[i - 1].hash != m.hash {
            run_start = i;
        }
        let lo = shorter.partition_point(|o| o.hash < m.hash);
        let before = shorter[lo..]
            .iter()
            .take_while(|o| o.hash == m.hash)
            .map(|o| (len - 2, o))
            .chain(met[run_start..i].iter().map(|o| (len, o)));
        let mut better = before.filter(|(_, o)| o.rect.within(m.rect));
        let mine = || effect(side, len, m.code);
        if better.any(|(l, o)| effect(side, l, o.code) == mine()) {
            redundant.push(m.code);
        } else {
            keep.push(*m);
        }
    }
    (redundant, keep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_back_and_half_laps_are_the_first() {
        let s = redundant_strings(6, &|_, _| {});
        let words: Vec<String> = s
            .iter()
            .map(|m| m.iter().map(|&d| b"UDLR"[d as usize] as char).collect())
            .collect();
        // A tile moved straight back: the first four.
        assert_eq!(words[..4], ["UD", "DU", "LR", "RL"]);
        // Nothing else below six moves; at six, one of each pair of half-laps round a
        // block (the four blocks the blank is a corner of, each gone round either way).
        assert!(words[4..].iter().all(|w| w.len() == 6));
        assert_eq!(words.len() - 4, 4);
    }

    /// Plays `moves` (`U D L R`) on a `w × h` board from the goal with the blank at
    /// `blank`, or `None` where one leaves the board.
    fn play(w: usize, h: usize, blank: usize, moves: &[u8]) -> Option<Vec<u8>> {
        let mut cells: Vec<u8> = (0..(w * h) as u8).collect();
        let (mut x, mut y) = ((blank % w) as i64, (blank / w) as i64);
        for &d in moves {
            let (dx, dy) = STEP[d as usize];
            let (nx, ny) = (x + i64::from(dx), y + i64::from(dy));
            if nx < 0 || ny < 0 || nx >= w as i64 || ny >= h as i64 {
                return None;
            }
            cells.swap((y * w as i64 + x) as usize, (ny * w as i64 + nx) as usize);
            (x, y) = (nx, ny);
        }
        Some(cells)
    }

    /// An independent check of the strings of up to 8 moves on a 4 × 4 board: for every
    /// start of the blank, each redundant string that can be played there reaches a
    /// position that a string first in length-then-letter order reaches too, found by
    /// trying them all.
    #[test]
    fn every_redundant_string_has_a_better_one_on_a_board() {
        let strings = redundant_strings(8, &|_, _| {});
        assert!(strings.len() > 8);
        let all = |len: usize| {
            (0..4usize.pow(len as u32)).map(move |code| {
                (0..len)
                    .map(|i| (code >> (2 * (len - 1 - i)) & 3) as u8)
                    .collect::<Vec<u8>>()
            })
        };
        for blank in 0..16 {
            for s in &strings {
                let Some(end) = play(4, 4, blank, s) else {
                    continue;
                };
                let better = (0..=s.len())
                    .flat_map(all)
                    .take_while(|t| t != s)
                    .any(|t| play(4, 4, blank, &t).as_ref() == Some(&end));
                assert!(better, "{s:?} from {blank}");
            }
        }
    }

    /// The automaton cuts exactly the strings with a redundant part: checked against the
    /// list for every string of up to 9 moves.
    #[test]
    fn the_automaton_cuts_what_contains_a_string() {
        let strings = redundant_strings(8, &|_, _| {});
        let a = Automaton::of_strings(&strings);
        for len in 1..=9usize {
            for code in 0..4usize.pow(len as u32) {
                let moves: Vec<u8> = (0..len)
                    .map(|i| (code >> (2 * (len - 1 - i)) & 3) as u8)
                    .collect();
                let mut state = 0;
                for &d in &moves {
                    if state != CUT {
                        state = a.next(state, d);
                    }
                }
                let contains = strings
                    .iter()
                    .any(|s| moves.windows(s.len()).any(|w| w == s.as_slice()));
                assert_eq!(state == CUT, contains, "{moves:?}");
            }
        }
    }

    #[test]
    fn bytes_round_trip_and_bad_bytes_are_refused() {
        let a = Automaton::build(8, &|_, _| {});
        assert_eq!(a.strings(), 40);
        let bytes = a.to_bytes();
        assert_eq!(Automaton::from_bytes(&bytes), Some(a.clone()));
        assert_eq!(Automaton::from_bytes(&bytes[..bytes.len() - 1]), None);
        assert_eq!(Automaton::from_bytes(&bytes[..3]), None);
        let mut bad = bytes.clone();
        bad[4..8].copy_from_slice(&(a.states() as u32).to_le_bytes());
        assert_eq!(Automaton::from_bytes(&bad), None);
    }
}
