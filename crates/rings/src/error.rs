//! Errors: every way a state string or a move sequence can be wrong.

use thiserror::Error;

/// What is wrong with a state or a move sequence.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RingsError {
    /// Not five groups separated by `/`.
    #[error("a state has 5 rings separated by '/', found {found}")]
    WrongGroupCount {
        /// Groups given.
        found: usize,
    },
    /// A ring without exactly 7 pieces.
    #[error("ring {ring} has {found} pieces, but every ring has 7 (slots 0 to 6)")]
    WrongLength {
        /// The ring, 1–5.
        ring: usize,
        /// Pieces given.
        found: usize,
    },
    /// A letter that is no colour.
    #[error("{letter:?} in ring {ring}, slot {slot} is not a colour: use K B G O R")]
    UnknownLetter {
        /// The letter.
        letter: char,
        /// The ring, 1–5.
        ring: usize,
        /// The slot, 0–6.
        slot: usize,
    },
    /// A colour not on exactly 7 pieces.
    #[error("colour {letter} appears {count} times, but every colour appears exactly 7 times")]
    ColourCount {
        /// The colour letter.
        letter: char,
        /// How often it appears.
        count: usize,
    },
    /// A move token that is not `<ring><+|->[count]`.
    #[error("move {index} {token:?} (at position {position}) is not a move: write <ring 0-5><+|->[count], e.g. 3+ 0- 2+3")]
    BadMove {
        /// The token.
        token: String,
        /// Its 1-based index among the tokens.
        index: usize,
        /// Its 1-based character position.
        position: usize,
    },
    /// A name that is none of the choices (a solver, a table set, a metric).
    #[error("unknown {what} {name:?}: the choices are {}", known.join(", "))]
    UnknownName {
        /// What was named.
        what: &'static str,
        /// The name given.
        name: String,
        /// The choices.
        known: Vec<&'static str>,
    },
    /// A level name that is none of the classic levels.
    #[error("{name:?} is not a level: use low, mid or high")]
    UnknownLevel {
        /// The name given.
        name: String,
    },
    /// The two-colour tables asked for with the classic method or the turn metric.
    #[error("the large tables serve the optimal and fast solvers in the click metric")]
    LargeTablesNeedClicks,
    /// Two-colour tables of the wrong kinds (a bug of whoever loaded them).
    #[error("the two-colour tables do not match their kinds")]
    MismatchedTables,
    /// A distance beyond what can be proven quickly.
    #[error("distance {distance} is beyond what can be proven quickly (at most {max} clicks)")]
    DistanceTooFar {
        /// The distance asked for.
        distance: u32,
        /// The largest offered.
        max: u32,
    },
    /// No position at the distance could be proven in time.
    #[error("no position at distance {distance} could be proven in time")]
    DistanceNotProven {
        /// The distance asked for.
        distance: u32,
    },
    /// The solver found nothing (never expected for a reachable position).
    #[error("the fast solver found nothing")]
    NoSolution,
    /// The search was cancelled.
    #[error("cancelled")]
    Cancelled,
    /// The tables a solve needs could not be had.
    #[error(transparent)]
    Tables(#[from] search::tables::TableError),
}
