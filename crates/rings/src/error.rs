//! Errors: every way a state string or a move sequence can be wrong, each saying so as a
//! message of the catalogs ([`Localize`]), from its fields.

use messages::{from_variants, localized, Localize, Message};

/// What is wrong with a state or a move sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RingsError {
    /// Not five groups separated by `/`.
    WrongGroupCount {
        /// Groups given.
        found: usize,
    },
    /// A ring without exactly 7 pieces.
    WrongLength {
        /// The ring, 1–5.
        ring: usize,
        /// Pieces given.
        found: usize,
    },
    /// A letter that is no colour.
    UnknownLetter {
        /// The letter.
        letter: char,
        /// The ring, 1–5.
        ring: usize,
        /// The slot, 0–6.
        slot: usize,
    },
    /// A colour not on exactly 7 pieces.
    ColourCount {
        /// The colour letter.
        letter: char,
        /// How often it appears.
        count: usize,
    },
    /// A move token that is not `<ring><+|->[count]`.
    BadMove {
        /// The token.
        token: String,
        /// Its 1-based index among the tokens.
        index: usize,
        /// Its 1-based character position.
        position: usize,
    },
    /// A name that is none of the choices (a solver, a table set, a metric).
    UnknownName(search::UnknownName),
    /// A level name that is none of the classic levels.
    UnknownLevel {
        /// The name given.
        name: String,
    },
    /// The two-colour tables asked for with the classic method or the turn metric.
    LargeTablesNeedClicks,
    /// Two-colour tables of the wrong kinds (a bug of whoever loaded them).
    MismatchedTables,
    /// A distance beyond what can be proven quickly.
    DistanceTooFar {
        /// The distance asked for.
        distance: u32,
        /// The largest offered.
        max: u32,
    },
    /// No position at the distance could be proven in time.
    DistanceNotProven {
        /// The distance asked for.
        distance: u32,
    },
    /// The solver found nothing (never expected for a reachable position).
    NoSolution,
    /// The search was cancelled.
    Cancelled,
    /// The tables a solve needs could not be had.
    Tables(search::tables::TableError),
}

from_variants!(
    RingsError::Tables(search::tables::TableError),
    RingsError::UnknownName(search::UnknownName),
);

impl Localize for RingsError {
    fn message(&self) -> Message {
        use RingsError as E;
        match self {
            E::WrongGroupCount { found } => {
                Message::new("rings-wrong-group-count").arg("found", *found)
            }
            E::WrongLength { ring, found } => Message::new("rings-wrong-length")
                .arg("ring", *ring)
                .arg("found", *found),
            E::UnknownLetter { letter, ring, slot } => Message::new("rings-unknown-letter")
                .arg("letter", *letter)
                .arg("ring", *ring)
                .arg("slot", *slot),
            E::ColourCount { letter, count } => Message::new("rings-colour-count")
                .arg("letter", *letter)
                .arg("count", *count),
            E::BadMove {
                token,
                index,
                position,
            } => Message::new("rings-bad-move")
                .arg("token", token)
                .arg("index", *index)
                .arg("position", *position),
            E::UnknownName(u) => u.message(),
            E::UnknownLevel { name } => Message::new("rings-unknown-level").arg("name", name),
            E::LargeTablesNeedClicks => Message::new("rings-large-tables-need-clicks"),
            E::MismatchedTables => Message::new("rings-mismatched-tables"),
            E::DistanceTooFar { distance, max } => Message::new("rings-distance-too-far")
                .arg("distance", *distance)
                .arg("max", *max),
            E::DistanceNotProven { distance } => {
                Message::new("rings-distance-not-proven").arg("distance", *distance)
            }
            E::NoSolution => Message::new("rings-no-solution"),
            E::Cancelled => Message::new("rings-cancelled"),
            E::Tables(t) => t.message(),
        }
    }
}

localized!(RingsError);
