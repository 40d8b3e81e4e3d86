//! Boards: parsing, formatting, validation and solvability.

use std::fmt;

use crate::error::{Error, Pos};
use crate::moves::Dir;

/// The smallest side a board may have.
pub const MIN_SIDE: usize = 2;
/// The most cells a board may have (tiles are stored as bytes).
pub const MAX_CELLS: usize = 256;

/// A sliding-tile board: `width × height` cells in reading order; `0` is the blank.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

impl Board {
    /// A board from its cells in reading order. Checks the size and that the cells hold
    /// each of `0..width*height` exactly once.
    pub fn new(width: usize, height: usize, cells: Vec<u8>) -> Result<Self, Error> {
        check_size(width, height)?;
        if cells.len() != width * height {
            return Err(Error::WrongCount {
                width,
                height,
                expected: width * height,
                found: cells.len(),
            });
        }
        let board = Board {
            width,
            height,
            cells,
        };
        board.check_tiles()?;
        Ok(board)
    }

    /// The solved board: tiles `1..N` in reading order and the blank last.
    pub fn solved(width: usize, height: usize) -> Result<Self, Error> {
        check_size(width, height)?;
        let n = width * height;
        let mut cells: Vec<u8> = (1..n).map(|t| t as u8).collect();
        cells.push(0);
        Ok(Board {
            width,
            height,
            cells,
        })
    }

    /// Parses `8 6 7/2 5 4/3 0 1` (rows separated by `/`, tiles by spaces or commas), or
    /// one line of `N·N` numbers for a square board.
    pub fn parse(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Error::Empty);
        }
        let mut rows: Vec<Vec<u8>> = Vec::new();
        for (r, row) in text.split('/').enumerate() {
            let mut cells = Vec::new();
            for (c, token) in row
                .split(|ch: char| ch.is_whitespace() || ch == ',')
                .filter(|t| !t.is_empty())
                .enumerate()
            {
                let value: u32 = token.parse().map_err(|_| Error::NotANumber {
                    token: token.to_string(),
                    at: Pos { row: r, col: c },
                })?;
                if value >= MAX_CELLS as u32 {
                    return Err(Error::TileTooLarge {
                        tile: value,
                        at: Pos { row: r, col: c },
                        max: None,
                    });
                }
                cells.push(value as u8);
            }
            if cells.is_empty() {
                return Err(Error::EmptyRow { row: r });
            }
            rows.push(cells);
        }
        let (width, height, cells) = if rows.len() == 1 {
            let cells = rows.pop().unwrap_or_default();
            let side = (cells.len() as f64).sqrt().round() as usize;
            if side * side != cells.len() {
                return Err(Error::NotSquare { count: cells.len() });
            }
            (side, side, cells)
        } else {
            let width = rows[0].len();
            for (r, row) in rows.iter().enumerate() {
                if row.len() != width {
                    return Err(Error::RaggedRows {
                        row: r,
                        expected: width,
                        found: row.len(),
                    });
                }
            }
            (width, rows.len(), rows.concat())
        };
        check_size(width, height)?;
        let board = Board {
            width,
            height,
            cells,
        };
        board.check_tiles()?;
        Ok(board)
    }

    fn check_tiles(&self) -> Result<(), Error> {
        let n = self.cells.len();
        let mut seen: Vec<Option<usize>> = vec![None; n];
        for (i, &t) in self.cells.iter().enumerate() {
            if t as usize >= n {
                return Err(Error::TileTooLarge {
                    tile: t as u32,
                    at: self.pos(i),
                    max: Some(n - 1),
                });
            }
            if let Some(first) = seen[t as usize] {
                let missing = (0..n)
                    .find(|&m| !self.cells.contains(&(m as u8)))
                    .unwrap_or(0);
                return Err(Error::Duplicate {
                    tile: t,
                    first: self.pos(first),
                    second: self.pos(i),
                    missing: missing as u8,
                });
            }
            seen[t as usize] = Some(i);
        }
        Ok(())
    }

    /// The row and column of cell `i`.
    pub fn pos(&self, i: usize) -> Pos {
        Pos {
            row: i / self.width,
            col: i % self.width,
        }
    }

    /// Width in cells.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height in cells.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells (tiles plus the blank).
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a board has at least 4 cells.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells in reading order.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The cell that holds the blank.
    pub fn blank(&self) -> usize {
        self.cells.iter().position(|&t| t == 0).unwrap_or(0)
    }

    /// Where tile `t` is (the blank for `t == 0`).
    pub fn find(&self, t: u8) -> Option<usize> {
        self.cells.iter().position(|&x| x == t)
    }

    /// Whether `other` has the same dimensions.
    pub fn same_size(&self, other: &Board) -> bool {
        self.width == other.width && self.height == other.height
    }

    /// The cell the blank moves to when a tile slides in direction `d`, if any.
    pub fn blank_target(&self, d: Dir) -> Option<usize> {
        step(self.width, self.height, self.blank(), d)
    }

    /// Slides a tile into the blank in direction `d`. Returns `false` (and changes nothing)
    /// when no tile can slide that way.
    pub fn slide(&mut self, d: Dir) -> bool {
        let b = self.blank();
        match step(self.width, self.height, b, d) {
            Some(n) => {
                self.cells.swap(b, n);
                true
            }
            None => false,
        }
    }

    /// Applies a sequence of moves; on an impossible move reports which one and why, and
    /// leaves the board as it was before the sequence.
    pub fn apply_all(&mut self, moves: &[Dir]) -> Result<(), Error> {
        let before = self.cells.clone();
        for (i, &d) in moves.iter().enumerate() {
            if !self.slide(d) {
                self.cells = before;
                return Err(Error::ImpossibleMove { index: i, dir: d });
            }
        }
        Ok(())
    }

    /// Whether the tiles can be slid from `self` into `goal`, and if not why and what fixes
    /// it. Boards of different sizes are an error.
    pub fn check_solvable(&self, goal: &Board) -> Result<(), Error> {
        if !self.same_size(goal) {
            return Err(Error::SizeMismatch {
                start: (self.width, self.height),
                goal: (goal.width, goal.height),
            });
        }
        // A move swaps the blank with a neighbour: it flips the parity of the permutation
        // (over all cells) and of the blank's taxicab distance to its goal cell at once.
        let n = self.cells.len();
        let mut where_in_goal = vec![0usize; n];
        for (i, &t) in goal.cells.iter().enumerate() {
            where_in_goal[t as usize] = i;
        }
        let perm: Vec<usize> = self
            .cells
            .iter()
            .map(|&t| where_in_goal[t as usize])
            .collect();
        let odd = permutation_is_odd(&perm);
        let (b, gb) = (self.blank(), goal.blank());
        let blank_dist =
            (b / self.width).abs_diff(gb / self.width) + (b % self.width).abs_diff(gb % self.width);
        if odd == (blank_dist % 2 == 1) {
            return Ok(());
        }
        // Name the smallest fix: a pair of tiles each in the other's goal cell, else any pair.
        let swapped = (0..n)
            .filter(|&i| self.cells[i] != 0)
            .find_map(|i| {
                let j = perm[i];
                (j != i && self.cells[j] != 0 && perm[j] == i)
                    .then_some((self.cells[i], self.cells[j]))
            })
            .map(|(a, b)| (a.min(b), a.max(b)));
        Err(Error::Unsolvable {
            permutation_odd: odd,
            blank_distance: blank_dist,
            swapped,
        })
    }

    /// The text form: rows separated by `/`, tiles by single spaces.
    pub fn to_text(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.cells.chunks(self.width).enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for (c, t) in row.iter().enumerate() {
                if c > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{t}")?;
            }
        }
        Ok(())
    }
}

impl std::str::FromStr for Board {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        Board::parse(s)
    }
}

fn check_size(width: usize, height: usize) -> Result<(), Error> {
    if width < MIN_SIDE || height < MIN_SIDE || width * height > MAX_CELLS {
        return Err(Error::BadSize { width, height });
    }
    Ok(())
}

/// The neighbour the blank moves to when a tile slides in direction `d`.
pub(crate) fn step(width: usize, height: usize, blank: usize, d: Dir) -> Option<usize> {
    let (r, c) = (blank / width, blank % width);
    match d {
        // The tile below the blank slides up: the blank goes down.
        Dir::Up => (r + 1 < height).then(|| blank + width),
        Dir::Down => (r > 0).then(|| blank - width),
        Dir::Left => (c + 1 < width).then(|| blank + 1),
        Dir::Right => (c > 0).then(|| blank - 1),
    }
}

/// Whether a permutation of `0..n` is odd (counted by cycles, O(n)).
pub(crate) fn permutation_is_odd(perm: &[usize]) -> bool {
    let mut seen = vec![false; perm.len()];
    let mut transpositions = 0;
    for start in 0..perm.len() {
        let mut len = 0;
        let mut i = start;
        while !seen[i] {
            seen[i] = true;
            i = perm[i];
            len += 1;
        }
        if len > 0 {
            transpositions += len - 1;
        }
    }
    transpositions % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_forms() {
        let a = Board::parse("8 6 7/2 5 4/3 0 1").unwrap();
        let b = Board::parse("8 6 7 2 5 4 3 0 1").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "8 6 7/2 5 4/3 0 1");
        let r = Board::parse("1 2 3 4/5 6 7 0").unwrap();
        assert_eq!((r.width(), r.height()), (4, 2));
    }

    #[test]
    fn every_malformed_input_has_its_error() {
        use Error::*;
        let e = |s: &str| Board::parse(s).unwrap_err();
        assert!(matches!(e(""), Empty));
        assert!(
            matches!(e("1 2 3/4 5 x/7 8 0"), NotANumber { ref token, at: Pos { row: 1, col: 2 } } if token == "x")
        );
        assert!(matches!(
            e("1 2 3/4 5/6 7 0"),
            RaggedRows {
                row: 1,
                expected: 3,
                found: 2
            }
        ));
        assert!(matches!(e("1 2 3 4 5 0"), NotSquare { count: 6 }));
        assert!(matches!(
            e("1 2 3/4 5 6/7 8 8"),
            Duplicate {
                tile: 8,
                missing: 0,
                ..
            }
        ));
        assert!(matches!(
            e("1 2 3/4 5 6/7 8 9"),
            TileTooLarge {
                tile: 9,
                max: Some(8),
                ..
            }
        ));
        assert!(matches!(
            e("0"),
            BadSize {
                width: 1,
                height: 1
            }
        ));
        assert!(matches!(e("1 2/3 0//"), EmptyRow { row: 2 }));
        assert!(matches!(e("1 2 3/4 5 6/7 8 -1"), NotANumber { .. }));
        assert!(matches!(
            e("1 2 3/4 5 6/7 8 300"),
            TileTooLarge { tile: 300, .. }
        ));
    }

    #[test]
    fn solvability_names_the_fix() {
        let goal = Board::solved(4, 4).unwrap();
        let s = Board::parse("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0").unwrap();
        let err = s.check_solvable(&goal).unwrap_err();
        assert!(matches!(
            err,
            Error::Unsolvable {
                swapped: Some((14, 15)),
                ..
            }
        ));
        assert!(
            err.to_string().contains("tiles 14 and 15 are swapped"),
            "{err}"
        );
        let ok = Board::parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15").unwrap();
        assert!(ok.check_solvable(&goal).is_ok());
        // Blank row matters on even widths: this is the goal with tiles 1,2 and blank moved.
        let odd = Board::parse("2 3 1 4/5 6 7 8/9 10 11 12/13 14 15 0").unwrap();
        assert!(odd.check_solvable(&goal).is_ok());
        let small = Board::solved(3, 3).unwrap();
        assert!(matches!(
            goal.check_solvable(&small),
            Err(Error::SizeMismatch { .. })
        ));
    }

    #[test]
    fn slide_moves_the_right_tile() {
        let mut b = Board::parse("1 2 3/4 0 5/6 7 8").unwrap();
        assert!(b.slide(Dir::Up));
        assert_eq!(b.to_string(), "1 2 3/4 7 5/6 0 8");
        assert!(!b.slide(Dir::Up));
        assert!(b.slide(Dir::Left));
        assert_eq!(b.to_string(), "1 2 3/4 7 5/6 8 0");
    }
}
