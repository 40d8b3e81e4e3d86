//! Errors: every malformed board, move and request has its own variant.

use std::fmt;

use thiserror::Error;

use crate::moves::Dir;

/// A cell position, 1-based when displayed (row 1 is the top row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Row, 0-based.
    pub row: usize,
    /// Column, 0-based.
    pub col: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row + 1, self.col + 1)
    }
}

/// Everything that can be wrong with a board, a move sequence or a request.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Error {
    /// The board text is empty.
    #[error("empty board: give rows separated by '/', e.g. \"1 2 3/4 5 6/7 8 0\"")]
    Empty,
    /// A row between two `/` holds no tiles.
    #[error("row {} is empty", row + 1)]
    EmptyRow {
        /// The empty row, 0-based.
        row: usize,
    },
    /// A token is not a non-negative whole number.
    #[error("{token:?} at {at} is not a tile number")]
    NotANumber {
        /// The offending token.
        token: String,
        /// Where it is.
        at: Pos,
    },
    /// Rows of different lengths.
    #[error("ragged rows: row {} has {found} tiles but row 1 has {expected}", row + 1)]
    RaggedRows {
        /// The first row of a different length, 0-based.
        row: usize,
        /// The length of the first row.
        expected: usize,
        /// This row's length.
        found: usize,
    },
    /// One line of numbers whose count is not a square.
    #[error("{count} numbers on one line do not make a square board; separate rows with '/' for a rectangle")]
    NotSquare {
        /// How many numbers were given.
        count: usize,
    },
    /// The wrong number of cells for the stated size.
    #[error("a {width}x{height} board has {expected} cells, found {found}")]
    WrongCount {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
        /// Cells needed.
        expected: usize,
        /// Cells given.
        found: usize,
    },
    /// A side shorter than 2 or more than 256 cells.
    #[error("a {width}x{height} board is not supported: each side needs at least 2 cells and the board at most 256")]
    BadSize {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// A tile number too large for the board.
    #[error("tile {tile} at {at} does not exist on this board{}", max.map(|m| format!(" (tiles are 0 to {m})")).unwrap_or_default())]
    TileTooLarge {
        /// The number.
        tile: u32,
        /// Where it is.
        at: Pos,
        /// The largest tile on the board, when known.
        max: Option<usize>,
    },
    /// A tile given twice (so another is missing).
    #[error("{} appears twice, at {first} and at {second}; {} is missing", tile_name(*tile), tile_name(*missing))]
    Duplicate {
        /// The repeated tile.
        tile: u8,
        /// Its first place.
        first: Pos,
        /// Its second place.
        second: Pos,
        /// A tile that is therefore missing.
        missing: u8,
    },
    /// Start and goal differ in size.
    #[error("the start is {}x{} but the goal is {}x{}", start.0, start.1, goal.0, goal.1)]
    SizeMismatch {
        /// Start's width and height.
        start: (usize, usize),
        /// Goal's width and height.
        goal: (usize, usize),
    },
    /// The start cannot reach the goal.
    #[error(
        "unsolvable: the tiles are an {} permutation of the goal but the blank is an {} number of moves ({blank_distance}) from its goal cell, and every move changes both parities; {}",
        if *permutation_odd { "odd" } else { "even" },
        if *blank_distance % 2 == 0 { "even" } else { "odd" },
        match swapped {
            Some((a, b)) => format!("tiles {a} and {b} are swapped relative to the goal: swap them back"),
            None => "swap any two tiles, e.g. 1 and 2, to make it solvable".to_string(),
        }
    )]
    Unsolvable {
        /// Whether the permutation of the cells relative to the goal is odd.
        permutation_odd: bool,
        /// The blank's taxicab distance to its goal cell.
        blank_distance: usize,
        /// Two tiles each in the other's goal cell, if there are such.
        swapped: Option<(u8, u8)>,
    },
    /// A character that is not a move.
    #[error("{token:?} at position {position} is not a move: use U, D, L, R with an optional count (e.g. U3)")]
    BadMove {
        /// The offending text.
        token: String,
        /// Its 1-based character position.
        position: usize,
    },
    /// A move that cannot be made in its position.
    #[error("move {} ({dir}) is impossible: no tile can slide {} into the blank", index + 1, dir.word())]
    ImpossibleMove {
        /// The move's 0-based index in the sequence.
        index: usize,
        /// The move.
        dir: Dir,
    },
    /// A size string that is not `WxH`.
    #[error("{0:?} is not a board size: use WxH, e.g. 4x4")]
    BadSizeText(String),
    /// A request the solver cannot honour (e.g. pattern databases for a board they do not
    /// fit, a distance beyond what can be proven).
    #[error("{0}")]
    Unsupported(String),
}

fn tile_name(t: u8) -> String {
    if t == 0 {
        "the blank (0)".to_string()
    } else {
        format!("tile {t}")
    }
}
