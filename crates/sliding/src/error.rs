//! Errors: every malformed board, move and request has its own variant.

use std::fmt;

use thiserror::Error;

use crate::dir::Dir;

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
    /// Pattern databases of a partition asked for on a board they are not made for.
    #[error("the {partition} pattern databases are for the {side}x{side} board, not {width}x{height}; use --heuristic md")]
    PartitionBoard {
        /// The partition's name (`663`, `78`, `6666`).
        partition: &'static str,
        /// The side of the square board it is for.
        side: usize,
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// Pattern tables that do not make a partition of a board's tiles.
    #[error("the pattern tables are not a partition of the tiles: {0}")]
    BadPartition(PartitionFault),
    /// Pattern databases of another board shape or goal blank than the problem's.
    #[error("pattern databases for {width}x{height} with the goal blank in cell {blank} do not fit this problem")]
    TablesDoNotFit {
        /// Their width.
        width: usize,
        /// Their height.
        height: usize,
        /// Their goal blank cell.
        blank: u8,
    },
    /// A position the goal cannot be reached from (a problem built without its check).
    #[error("the goal cannot be reached from this position")]
    Unreachable,
    /// Breadth-first search or A* asked for on a board too large to keep every state.
    #[error("breadth-first search and A* keep every state they see, so they are offered for boards of at most {max_cells} cells, not {width}x{height}")]
    TooLargeToEnumerate {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
        /// The most cells offered.
        max_cells: usize,
    },
    /// No position lies at the distance asked for.
    #[error("no {width}x{height} position is {distance} moves from the goal (the largest distance is {largest})")]
    BeyondLargestDistance {
        /// The distance asked for.
        distance: u32,
        /// Width.
        width: usize,
        /// Height.
        height: usize,
        /// The largest distance of any position.
        largest: u32,
    },
    /// The walk away from the goal found no position at the distance asked for.
    #[error("no position at distance {distance} found on the {width}x{height} board (it may be beyond the largest distance)")]
    NoPositionAtDistance {
        /// The distance asked for.
        distance: u32,
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// Exact distances asked for on a board where they cannot be proven.
    #[error("exact distances are offered for boards of at most 9 cells, 4x4 and 5x5, not {width}x{height}")]
    NoExactDistances {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// A distance beyond what can be proven quickly.
    #[error("distance {distance} is beyond what can be proven quickly on {width}x{height} (at most {max})")]
    DistanceTooFar {
        /// The distance asked for.
        distance: u32,
        /// Width.
        width: usize,
        /// Height.
        height: usize,
        /// The largest offered.
        max: u32,
    },
    /// Exact 4x4 or 5x5 distances need the pattern databases, which are not at hand.
    #[error(
        "exact 4x4 and 5x5 distances need their pattern databases (still loading or not built)"
    )]
    NeedsPatternTables,
    /// The budget stopped a search whose answer was needed (an exact distance, say).
    #[error("the search was stopped before it finished")]
    Stopped,
    /// A solver name that is none of the tiles' solvers.
    #[error("unknown solver {name:?}: the solvers are {}", known.join(", "))]
    UnknownSolver {
        /// The name given.
        name: String,
        /// The solvers' names.
        known: Vec<&'static str>,
    },
    /// A heuristic name that is none of the optimal solver's.
    #[error("unknown heuristic {name:?}: the heuristics are {}", known.join(", "))]
    UnknownHeuristic {
        /// The name given.
        name: String,
        /// The heuristics' names.
        known: Vec<&'static str>,
    },
    /// The tables a solve needs could not be had.
    #[error(transparent)]
    Tables(#[from] search::tables::TableError),
}

/// How a set of pattern tables fails to partition a board's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PartitionFault {
    /// No pattern at all.
    #[error("no pattern")]
    Empty,
    /// Tables of different boards or sizes.
    #[error("tables of different boards")]
    Mismatched,
    /// A tile in two patterns.
    #[error("tile cell {cell} is in two patterns")]
    Overlap {
        /// The tile's goal cell.
        cell: u8,
    },
    /// A tile in none.
    #[error("a tile is in no pattern")]
    Uncovered,
}

fn tile_name(t: u8) -> String {
    if t == 0 {
        "the blank (0)".to_string()
    } else {
        format!("tile {t}")
    }
}
