//! Errors: every way a cube string or a move sequence can be wrong, each saying so as a
//! message of the catalogs ([`Localize`]), from its fields.

use messages::{from_variants, localized, Localize, Message};

/// What is wrong with a cube or a move sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CubeError {
    /// Not 54 stickers.
    WrongLength {
        /// Stickers given.
        found: usize,
    },
    /// A character that is no face letter or colour.
    UnknownLetter {
        /// The character.
        letter: char,
        /// Its 1-based position.
        position: usize,
    },
    /// A colour not on exactly 9 stickers.
    ColorCount {
        /// The colour.
        letter: char,
        /// How often it appears.
        count: usize,
    },
    /// Two centres of one colour.
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
    CentresImpossible {
        /// The faces whose centres are out of place.
        faces: Vec<char>,
        /// What they show.
        found: Vec<char>,
        /// What a real cube has there.
        expected: Vec<char>,
    },
    /// Stickers that no corner or edge of a cube carries.
    NotAPiece {
        /// "corner" or "edge".
        kind: &'static str,
        /// Sticker names, e.g. "U9 R1 F3".
        stickers: String,
        /// Their colours as given.
        colours: String,
    },
    /// A piece found twice (so another is missing).
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
    TwistedCorner {
        /// The sum of corner orientations mod 3.
        sum: u8,
    },
    /// Edge flips not summing to 0 mod 2.
    FlippedEdge,
    /// Corner and edge permutations of different parity.
    Parity {
        /// Whether the corner permutation is odd.
        corners_odd: bool,
    },
    /// A token that is not a move.
    BadToken {
        /// The token.
        token: String,
        /// Its 1-based character position.
        position: usize,
        /// What was expected there.
        hint: TokenHint,
    },
    /// Repetitions and brackets that expand to too many turns.
    TooManyMoves {
        /// The most allowed.
        limit: usize,
        /// The 1-based character position of the group.
        position: usize,
    },
    /// An opening bracket without its closing one, or the reverse.
    Unbalanced {
        /// What is wrong with the brackets.
        what: BracketFault,
        /// Its 1-based character position.
        position: usize,
    },
    /// A name that is none of the choices (a solver, a table set, a part, a metric).
    UnknownName(search::UnknownName),
    /// A goal position that is not a cube (what is wrong with it).
    InGoal(Box<CubeError>),
    /// The optimal solver asked for another metric than HTM.
    OptimalCountsHtm,
    /// A goal and a part at once.
    GoalAndPart,
    /// A goal or part for a solver that does not take one.
    NoGoalForSolver {
        /// The solver asked for.
        solver: &'static str,
        /// Whether a part (rather than a goal) was asked for.
        part: bool,
    },
    /// The optimal solver's tables are not built, and the request may not build them (a
    /// server's solve).
    OptimalTablesNotBuilt,
    /// No solution was found within the time limit.
    NoSolutionInTime,
    /// A scramble at a distance: the cube has no levels by distance.
    NoDistanceLevels,
    /// The beginner's method could not go on (never expected).
    Method(HumanError),
    /// The tables a solve needs could not be had.
    Tables(search::tables::TableError),
    /// A trainer's subset that is none of `pll`, `oll` (with cases or not) and `cross:N`.
    UnknownSubset {
        /// The text given.
        text: String,
        /// The trainers there are.
        known: Vec<&'static str>,
    },
    /// A last-layer trainer with no case chosen.
    NoCases {
        /// The set (`pll`, `oll`).
        set: &'static str,
    },
    /// A case name that is not one of its set's.
    UnknownCase {
        /// The set (`pll`, `oll`).
        set: &'static str,
        /// The name given.
        name: String,
        /// The set's names, by spaces.
        known: String,
    },
    /// A 2×2×2 of other than 24 stickers.
    PocketLength {
        /// Stickers given.
        found: usize,
    },
    /// A 2×2×2 colour not on exactly 4 stickers.
    PocketColourCount {
        /// The colour (its face letter).
        letter: char,
        /// How often it appears.
        count: usize,
    },
    /// A slice move given to a 2×2×2, which has no middle layer.
    PocketSlice {
        /// The move.
        token: String,
        /// Its 1-based place among the moves.
        position: usize,
    },
    /// A cross trainer's length outside 1–8 face turns.
    CrossLength {
        /// The length asked for.
        moves: i64,
    },
}

/// What a move sequence's bad token is told was expected there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenHint {
    /// A repeat count out of range.
    RepeatCount,
    /// Something that is no move.
    Move,
}

/// What is wrong with a move sequence's brackets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketFault {
    /// A closing bracket with no opening one.
    NoOpening(char),
    /// A `(` never closed.
    ParenNeverClosed,
    /// A `[` never closed.
    SquareNeverClosed,
    /// A `[` with neither `,` nor `:` before its `]`.
    NoSeparator,
}

/// Why the method could not go on (never expected: see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HumanError {
    /// No sequence of the step's algorithms made progress.
    Stuck(usize),
}

/// Whether a permutation is odd, as a message (`odd`, `even`).
fn parity(odd: bool) -> Message {
    Message::new("parity").arg("odd", odd)
}

from_variants!(
    CubeError::Method(HumanError),
    CubeError::Tables(search::tables::TableError),
    CubeError::UnknownName(search::UnknownName),
);

impl Localize for CubeError {
    fn message(&self) -> Message {
        use CubeError as E;
        match self {
            E::WrongLength { found } => Message::new("cube-wrong-length").arg("found", *found),
            E::UnknownLetter { letter, position } => Message::new("cube-unknown-letter")
                .arg("letter", *letter)
                .arg("position", *position),
            E::ColorCount { letter, count } => Message::new("cube-colour-count")
                .arg("letter", *letter)
                .arg("count", *count),
            E::CentresNotDistinct {
                letter,
                first,
                second,
            } => Message::new("cube-centres-not-distinct")
                .arg("letter", *letter)
                .arg("first", *first)
                .arg("second", *second),
            E::CentresImpossible {
                faces,
                found,
                expected,
            } => Message::new("cube-centres-impossible")
                .list("faces", faces)
                .list("found", found)
                .list("expected", expected),
            E::NotAPiece {
                kind,
                stickers,
                colours,
            } => Message::new("cube-not-a-piece")
                .arg(
                    "kind",
                    Message::new(match *kind {
                        "corner" => "cube-piece-corner",
                        _ => "cube-piece-edge",
                    }),
                )
                .arg("stickers", stickers)
                .arg("colours", colours),
            E::DuplicatePiece {
                piece,
                first,
                second,
                missing,
            } => Message::new("cube-duplicate-piece")
                .arg("piece", *piece)
                .arg("first", *first)
                .arg("second", *second)
                .arg("missing", *missing),
            E::TwistedCorner { sum } => Message::new("cube-twisted-corner").arg("sum", *sum),
            E::FlippedEdge => Message::new("cube-flipped-edge"),
            E::Parity { corners_odd } => Message::new("cube-parity")
                .arg("corners", parity(*corners_odd))
                .arg("edges", parity(!corners_odd)),
            E::BadToken {
                token,
                position,
                hint,
            } => Message::new("cube-bad-token")
                .arg("token", token)
                .arg("position", *position)
                .arg("hint", hint.message()),
            E::TooManyMoves { limit, position } => Message::new("cube-too-many-moves")
                .arg("limit", *limit)
                .arg("position", *position),
            E::Unbalanced { what, position } => Message::new("cube-unbalanced")
                .arg("what", what.message())
                .arg("position", *position),
            E::UnknownName(u) => u.message(),
            E::InGoal(inner) => Message::new("cube-in-goal").arg("error", inner.message()),
            E::OptimalCountsHtm => Message::new("cube-optimal-counts-htm"),
            E::GoalAndPart => Message::new("cube-goal-and-part"),
            E::NoGoalForSolver { solver, part } => Message::new("cube-no-goal-for-solver")
                .arg("solver", *solver)
                .arg("part", *part),
            E::OptimalTablesNotBuilt => Message::new("cube-optimal-tables-not-built"),
            E::NoSolutionInTime => Message::new("cube-no-solution-in-time"),
            E::NoDistanceLevels => {
                Message::new("game-no-distance-levels").arg("the", Message::new("the-cube"))
            }
            E::Method(m) => m.message(),
            E::Tables(t) => t.message(),
            E::UnknownSubset { text, known } => Message::new("cube-unknown-subset")
                .arg("text", text)
                .arg("known", known.join(", ")),
            E::NoCases { set } => Message::new("cube-no-cases").arg("set", *set),
            E::UnknownCase { set, name, known } => Message::new("cube-unknown-case")
                .arg("set", *set)
                .arg("name", name)
                .arg("known", known),
            E::CrossLength { moves } => Message::new("cube-cross-length").arg("moves", *moves),
            E::PocketLength { found } => Message::new("cube2-wrong-length").arg("found", *found),
            E::PocketColourCount { letter, count } => Message::new("cube2-colour-count")
                .arg("letter", *letter)
                .arg("count", *count),
            E::PocketSlice { token, position } => Message::new("cube2-slice")
                .arg("token", token)
                .arg("position", *position),
        }
    }
}

impl Localize for TokenHint {
    fn message(&self) -> Message {
        Message::new(match self {
            TokenHint::RepeatCount => "cube-hint-repeat",
            TokenHint::Move => "cube-hint-move",
        })
    }
}

impl Localize for BracketFault {
    fn message(&self) -> Message {
        match self {
            BracketFault::NoOpening(c) => {
                Message::new("cube-bracket-no-opening").arg("bracket", *c)
            }
            BracketFault::ParenNeverClosed => Message::new("cube-bracket-paren"),
            BracketFault::SquareNeverClosed => Message::new("cube-bracket-square"),
            BracketFault::NoSeparator => Message::new("cube-bracket-separator"),
        }
    }
}

impl Localize for HumanError {
    fn message(&self) -> Message {
        match self {
            HumanError::Stuck(step) => {
                Message::new("cube-method-stuck").arg("step", crate::steps::step_label(*step))
            }
        }
    }
}

localized!(CubeError, TokenHint, BracketFault, HumanError);
