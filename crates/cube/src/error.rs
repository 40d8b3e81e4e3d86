//! Errors: every way a cube string or a move sequence can be wrong.

use thiserror::Error;

/// What is wrong with a cube or a move sequence.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CubeError {
    /// Not 54 stickers.
    #[error("a cube has 54 stickers (9 per face, faces U R F D L B), found {found}")]
    WrongLength {
        /// Stickers given.
        found: usize,
    },
    /// A character that is no face letter or colour.
    #[error("{letter:?} at position {position} is not a face letter (U R F D L B) or a colour (W Y G B R O)")]
    UnknownLetter {
        /// The character.
        letter: char,
        /// Its 1-based position.
        position: usize,
    },
    /// A colour not on exactly 9 stickers.
    #[error("colour {letter} appears {count} times, but every colour must appear exactly 9 times")]
    ColorCount {
        /// The colour.
        letter: char,
        /// How often it appears.
        count: usize,
    },
    /// Two centres of one colour.
    #[error("the centres are not six different colours: {letter} is the centre of both {first} and {second}")]
    CentresNotDistinct {
        /// The repeated colour.
        letter: char,
        /// One face.
        first: char,
        /// Another face.
        second: char,
    },
    /// Six different centres, but held as no real cube holds them (two swapped: a mirror
    /// image; or opposite colours side by side).
    #[error("the centres are in no real cube's arrangement: the {} centres show {}, where a real cube with the other centres as they are has {}", and_list(faces), and_list(found), and_list(expected))]
    CentresImpossible {
        /// The faces whose centres are out of place.
        faces: Vec<char>,
        /// What they show.
        found: Vec<char>,
        /// What a real cube has there.
        expected: Vec<char>,
    },
    /// Stickers that no corner or edge of a cube carries.
    #[error("stickers {stickers} show {colours}, which is not a real {kind} of the cube")]
    NotAPiece {
        /// "corner" or "edge".
        kind: &'static str,
        /// Sticker names, e.g. "U9 R1 F3".
        stickers: String,
        /// Their colours as given.
        colours: String,
    },
    /// A piece found twice (so another is missing).
    #[error("the {piece} piece appears twice (at {first} and at {second}); the {missing} piece is missing")]
    DuplicatePiece {
        /// The piece, e.g. "URF" or "UR".
        piece: &'static str,
        /// One place.
        first: &'static str,
        /// The other place.
        second: &'static str,
        /// A piece that is therefore missing.
        missing: &'static str,
    },
    /// Corner twists not summing to 0 mod 3.
    #[error("a corner is twisted: the corner orientations sum to {sum} (mod 3) instead of 0; twisting one corner {} fixes it", if *sum == 1 { "counter-clockwise" } else { "clockwise" })]
    TwistedCorner {
        /// The sum of corner orientations mod 3.
        sum: u8,
    },
    /// Edge flips not summing to 0 mod 2.
    #[error("an edge is flipped: the edge orientations sum to 1 (mod 2) instead of 0; flipping one edge fixes it")]
    FlippedEdge,
    /// Corner and edge permutations of different parity.
    #[error("permutation parity error: two pieces are swapped (the corner permutation is {} but the edge permutation is {}); swapping two edges or two corners fixes it", if *corners_odd { "odd" } else { "even" }, if *corners_odd { "even" } else { "odd" })]
    Parity {
        /// Whether the corner permutation is odd.
        corners_odd: bool,
    },
    /// A token that is not a move.
    #[error("{token:?} at position {position} is not a move{hint}")]
    BadToken {
        /// The token.
        token: String,
        /// Its 1-based character position.
        position: usize,
        /// What was expected there.
        hint: TokenHint,
    },
    /// Repetitions and brackets that expand to too many turns.
    #[error("the group at position {position} expands the moves to more than {limit} turns")]
    TooManyMoves {
        /// The most allowed.
        limit: usize,
        /// The 1-based character position of the group.
        position: usize,
    },
    /// An opening bracket without its closing one, or the reverse.
    #[error("{what} at position {position}")]
    Unbalanced {
        /// What is wrong with the brackets.
        what: BracketFault,
        /// Its 1-based character position.
        position: usize,
    },
    /// A name that is none of the choices (a solver, a table set, a part, a metric).
    #[error("unknown {what} {name:?}: the choices are {}", known.join(", "))]
    UnknownName {
        /// What was named.
        what: &'static str,
        /// The name given.
        name: String,
        /// The choices.
        known: Vec<&'static str>,
    },
    /// A goal position that is not a cube (what is wrong with it).
    #[error("goal: {0}")]
    InGoal(Box<CubeError>),
    /// The optimal solver asked for another metric than HTM.
    #[error("the optimal solver counts in HTM only (its tables are built for face turns of any amount); use --metric htm")]
    OptimalCountsHtm,
    /// A goal and a part at once.
    #[error("--goal and --only do not go together: solve to a position or solve a part")]
    GoalAndPart,
    /// A goal or part for a solver that does not take one.
    #[error("{} works with the two-phase solver{}, not {solver}", if *part { "--only" } else { "--goal" }, if *part { " (--only corners is optimal)" } else { " and the optimal one" })]
    NoGoalForSolver {
        /// The solver asked for.
        solver: &'static str,
        /// Whether a part (rather than a goal) was asked for.
        part: bool,
    },
    /// The optimal solver's tables are not built, and the request may not build them (a
    /// server's solve).
    #[error("the optimal solver's tables are not built yet: run `puzzlebox tables build cube --optimal`")]
    OptimalTablesNotBuilt,
    /// No solution was found within the time limit.
    #[error("no solution found within the time limit")]
    NoSolutionInTime,
    /// The beginner's method could not go on (never expected).
    #[error(transparent)]
    Method(#[from] HumanError),
    /// The tables a solve needs could not be had.
    #[error(transparent)]
    Tables(#[from] search::tables::TableError),
}

/// `F`, `F and R`, `F, R and U`.
fn and_list(letters: &[char]) -> String {
    let v: Vec<String> = letters.iter().map(|c| c.to_string()).collect();
    match v.len() {
        0 | 1 => v.concat(),
        n => format!("{} and {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

/// What a move sequence's bad token is told was expected there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum TokenHint {
    /// A repeat count out of range.
    #[error(": repeat counts are 1 to 99")]
    RepeatCount,
    /// Something that is no move.
    #[error(
        ": moves are U R F D L B (with ', 2), Rw or r, M E S, x y z, groups ( ), [A, B], [A: B]"
    )]
    Move,
}

/// What is wrong with a move sequence's brackets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum BracketFault {
    /// A closing bracket with no opening one.
    #[error("{0:?} has no matching opening bracket")]
    NoOpening(char),
    /// A `(` never closed.
    #[error("'(' is never closed")]
    ParenNeverClosed,
    /// A `[` never closed.
    #[error("'[' is never closed")]
    SquareNeverClosed,
    /// A `[` with neither `,` nor `:` before its `]`.
    #[error("'[' needs ',' (commutator) or ':' (conjugate) before ']'")]
    NoSeparator,
}

/// Why the method could not go on (never expected: see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HumanError {
    /// No sequence of the step's algorithms made progress.
    #[error("the {0} step found no algorithm that makes progress")]
    Stuck(&'static str),
}
