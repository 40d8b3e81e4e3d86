//! Errors: every malformed board, move and request has its own variant, and says what is
//! wrong as a message of the catalogs ([`Localize`]), from its fields.

use messages::{from_variants, localized, Localize, Message};

use crate::dir::Dir;

/// A cell position, 1-based when displayed (row 1 is the top row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Row, 0-based.
    pub row: usize,
    /// Column, 0-based.
    pub col: usize,
}

impl Localize for Pos {
    fn message(&self) -> Message {
        Message::new("pos")
            .arg("row", self.row + 1)
            .arg("col", self.col + 1)
    }
}

/// Everything that can be wrong with a board, a move sequence or a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The board text is empty.
    Empty,
    /// A row between two `/` holds no tiles.
    EmptyRow {
        /// The empty row, 0-based.
        row: usize,
    },
    /// A token is not a non-negative whole number.
    NotANumber {
        /// The offending token.
        token: String,
        /// Where it is.
        at: Pos,
    },
    /// Rows of different lengths.
    RaggedRows {
        /// The first row of a different length, 0-based.
        row: usize,
        /// The length of the first row.
        expected: usize,
        /// This row's length.
        found: usize,
    },
    /// One line of numbers whose count is not a square.
    NotSquare {
        /// How many numbers were given.
        count: usize,
    },
    /// The wrong number of cells for the stated size.
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
    BadSize {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// A tile number too large for the board.
    TileTooLarge {
        /// The number.
        tile: u32,
        /// Where it is.
        at: Pos,
        /// The largest tile on the board, when known.
        max: Option<usize>,
    },
    /// A tile given twice (so another is missing).
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
    SizeMismatch {
        /// Start's width and height.
        start: (usize, usize),
        /// Goal's width and height.
        goal: (usize, usize),
    },
    /// The start cannot reach the goal.
    Unsolvable {
        /// Whether the permutation of the cells relative to the goal is odd.
        permutation_odd: bool,
        /// The blank's taxicab distance to its goal cell.
        blank_distance: usize,
        /// Two tiles each in the other's goal cell, if there are such.
        swapped: Option<(u8, u8)>,
    },
    /// A character that is not a move.
    BadMove {
        /// The offending text.
        token: String,
        /// Its 1-based character position.
        position: usize,
    },
    /// A move that cannot be made in its position.
    ImpossibleMove {
        /// The move's 0-based index in the sequence.
        index: usize,
        /// The move.
        dir: Dir,
    },
    /// A size string that is not `WxH`.
    BadSizeText(String),
    /// A series' key that is neither a marathon's nor a relay's.
    UnknownSeries(String),
    /// A marathon's number of boards that is not from 1 to the most.
    MarathonCount {
        /// What was given.
        text: String,
        /// The most boards.
        max: usize,
    },
    /// A relay with no size.
    RelayWithoutSize,
    /// A relay with more sizes than it can have.
    RelayTooLong {
        /// How many were given.
        count: usize,
        /// The most.
        max: usize,
    },
    /// A series' board larger than a series plays.
    SeriesBoardTooLarge {
        /// Its width.
        width: usize,
        /// Its height.
        height: usize,
        /// The longest side.
        max: usize,
    },
    /// A board of a series' position that is wrong.
    SeriesBoard {
        /// Which board, from 1.
        board: usize,
        /// What is wrong with it.
        error: Box<Error>,
    },
    /// A series' position with more boards than the series has.
    SeriesBoardCount {
        /// The series' boards.
        expected: usize,
        /// The position's.
        found: usize,
    },
    /// Pattern databases of a partition asked for on a board they are not made for.
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
    BadPartition(PartitionFault),
    /// Pattern databases of another board shape or goal blank than the problem's.
    TablesDoNotFit {
        /// Their width.
        width: usize,
        /// Their height.
        height: usize,
        /// Their goal blank cell.
        blank: u8,
    },
    /// A position the goal cannot be reached from (a problem built without its check).
    Unreachable,
    /// Breadth-first search or A* asked for on a board too large to keep every state.
    TooLargeToEnumerate {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
        /// The most cells offered.
        max_cells: usize,
    },
    /// No position lies at the distance asked for.
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
    NoPositionAtDistance {
        /// The distance asked for.
        distance: u32,
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// Exact distances asked for on a board where they cannot be proven.
    NoExactDistances {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// A distance beyond what can be proven quickly.
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
    NeedsPatternTables,
    /// The budget stopped a search whose answer was needed (an exact distance, say).
    Stopped,
    /// A solver or heuristic name that is none of the choices.
    UnknownName(search::UnknownName),
    /// The tables a solve needs could not be had.
    Tables(search::tables::TableError),
}

/// How a set of pattern tables fails to partition a board's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartitionFault {
    /// No pattern at all.
    Empty,
    /// Tables of different boards or sizes.
    Mismatched,
    /// A tile in two patterns.
    Overlap {
        /// The tile's goal cell.
        cell: u8,
    },
    /// A tile in none.
    Uncovered,
}

/// A tile as a message names it: `tile 5`, `the blank (0)`.
fn tile(t: u8) -> Message {
    Message::new("tile-name").arg("tile", t)
}

/// Whether a number is odd, as a message (`odd`, `even`).
fn parity(odd: bool) -> Message {
    Message::new("parity").arg("odd", odd)
}

from_variants!(
    Error::UnknownName(search::UnknownName),
    Error::Tables(search::tables::TableError),
);

impl Localize for Error {
    fn message(&self) -> Message {
        use Error as E;
        let size = |id, w: &usize, h: &usize| Message::new(id).arg("width", *w).arg("height", *h);
        match self {
            E::Empty => Message::new("sliding-empty"),
            E::EmptyRow { row } => Message::new("sliding-empty-row").arg("row", row + 1),
            E::NotANumber { token, at } => Message::new("sliding-not-a-number")
                .arg("token", token)
                .arg("at", at.message()),
            E::RaggedRows {
                row,
                expected,
                found,
            } => Message::new("sliding-ragged-rows")
                .arg("row", row + 1)
                .arg("expected", *expected)
                .arg("found", *found),
            E::NotSquare { count } => Message::new("sliding-not-square").arg("count", *count),
            E::WrongCount {
                width,
                height,
                expected,
                found,
            } => size("sliding-wrong-count", width, height)
                .arg("expected", *expected)
                .arg("found", *found),
            E::BadSize { width, height } => size("sliding-bad-size", width, height),
            E::TileTooLarge { tile, at, max } => match max {
                Some(max) => Message::new("sliding-tile-too-large-max").arg("max", *max),
                None => Message::new("sliding-tile-too-large"),
            }
            .arg("tile", *tile)
            .arg("at", at.message()),
            E::Duplicate {
                tile: t,
                first,
                second,
                missing,
            } => Message::new("sliding-duplicate")
                .arg("tile", tile(*t))
                .arg("first", first.message())
                .arg("second", second.message())
                .arg("missing", tile(*missing)),
            E::SizeMismatch { start, goal } => Message::new("sliding-size-mismatch")
                .arg("sw", start.0)
                .arg("sh", start.1)
                .arg("gw", goal.0)
                .arg("gh", goal.1),
            E::Unsolvable {
                permutation_odd,
                blank_distance,
                swapped,
            } => Message::new("sliding-unsolvable")
                .arg("permutation", parity(*permutation_odd))
                .arg("blank", parity(blank_distance % 2 == 1))
                .arg("distance", *blank_distance)
                .arg(
                    "fix",
                    match swapped {
                        Some((a, b)) => Message::new("sliding-fix-swapped")
                            .arg("a", *a)
                            .arg("b", *b),
                        None => Message::new("sliding-fix-any"),
                    },
                ),
            E::BadMove { token, position } => Message::new("sliding-bad-move")
                .arg("token", token)
                .arg("position", *position),
            E::ImpossibleMove { index, dir } => Message::new("sliding-impossible-move")
                .arg("index", index + 1)
                .arg("dir", dir.to_string())
                .arg("way", dir.word_message()),
            E::BadSizeText(text) => Message::new("sliding-bad-size-text").arg("text", text),
            E::UnknownSeries(text) => Message::new("series-unknown").arg("text", text),
            E::MarathonCount { text, max } => Message::new("series-marathon-count")
                .arg("text", text)
                .arg("max", *max),
            E::RelayWithoutSize => Message::new("series-relay-empty"),
            E::RelayTooLong { count, max } => Message::new("series-relay-too-long")
                .arg("count", *count)
                .arg("max", *max),
            E::SeriesBoardTooLarge { width, height, max } => {
                size("series-board-too-large", width, height).arg("max", *max)
            }
            E::SeriesBoard { board, error } => Message::new("series-board")
                .arg("board", *board)
                .arg("error", error.message()),
            E::SeriesBoardCount { expected, found } => Message::new("series-board-count")
                .arg("expected", *expected)
                .arg("found", *found),
            E::PartitionBoard {
                partition,
                side,
                width,
                height,
            } => size("sliding-partition-board", width, height)
                .arg("partition", *partition)
                .arg("side", *side),
            E::BadPartition(fault) => {
                Message::new("sliding-bad-partition").arg("fault", fault.message())
            }
            E::TablesDoNotFit {
                width,
                height,
                blank,
            } => size("sliding-tables-do-not-fit", width, height).arg("blank", *blank),
            E::Unreachable => Message::new("sliding-unreachable"),
            E::TooLargeToEnumerate {
                width,
                height,
                max_cells,
            } => size("sliding-too-large-to-enumerate", width, height).arg("max", *max_cells),
            E::BeyondLargestDistance {
                distance,
                width,
                height,
                largest,
            } => size("sliding-beyond-largest-distance", width, height)
                .arg("distance", *distance)
                .arg("largest", *largest),
            E::NoPositionAtDistance {
                distance,
                width,
                height,
            } => size("sliding-no-position-at-distance", width, height).arg("distance", *distance),
            E::NoExactDistances { width, height } => {
                size("sliding-no-exact-distances", width, height)
            }
            E::DistanceTooFar {
                distance,
                width,
                height,
                max,
            } => size("sliding-distance-too-far", width, height)
                .arg("distance", *distance)
                .arg("max", *max),
            E::NeedsPatternTables => Message::new("sliding-needs-pattern-tables"),
            E::Stopped => Message::new("sliding-stopped"),
            E::UnknownName(u) => u.message(),
            E::Tables(t) => t.message(),
        }
    }
}

impl Localize for PartitionFault {
    fn message(&self) -> Message {
        match self {
            PartitionFault::Empty => Message::new("sliding-partition-empty"),
            PartitionFault::Mismatched => Message::new("sliding-partition-mismatched"),
            PartitionFault::Overlap { cell } => {
                Message::new("sliding-partition-overlap").arg("cell", *cell)
            }
            PartitionFault::Uncovered => Message::new("sliding-partition-uncovered"),
        }
    }
}

localized!(Error, PartitionFault);
