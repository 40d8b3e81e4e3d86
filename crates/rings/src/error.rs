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
}
