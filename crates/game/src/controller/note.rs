//! The status line as data: [`Note`] says what happened with its values (the level, the
//! hint's move, the error with its fields), so a front end writes it in its reader's
//! language; its `Display` is the English text (the view's `message`, the JSON's).

use std::fmt;

use super::ControlError;
use crate::session::{GameError, MethodPlace};

/// What the status line says.
#[derive(Clone, Debug, Default)]
pub enum Note {
    /// Nothing.
    #[default]
    Nothing,
    /// A saved game was resumed.
    Resumed,
    /// Back at the start.
    Restarted,
    /// A move undone.
    Undone {
        /// Moves left to redo.
        redo: usize,
    },
    /// A move redone.
    Redone {
        /// Moves left to redo.
        redo: usize,
    },
    /// The puzzle is solved (and saved, unless `unsaved` says why not).
    Solved {
        /// Why the game could not be saved.
        unsaved: Option<ControlError>,
    },
    /// A save failed; play goes on.
    NotSaved(ControlError),
    /// A new game is being prepared.
    Preparing {
        /// Its level.
        level: String,
    },
    /// A new game began.
    NewGame {
        /// Its level.
        level: String,
    },
    /// No new game could be made.
    NoNewGame(GameError),
    /// An entered position that is solved already.
    AlreadySolvedPosition,
    /// An entered position was set.
    CustomPosition,
    /// The hint's search runs.
    Thinking,
    /// The demonstration paused.
    Paused,
    /// The demonstration plays.
    Playing,
    /// A demonstration is being planned.
    Planning,
    /// The solver's tables could not be had.
    TablesUnavailable(GameError),
    /// The hint.
    Hint {
        /// The move to play.
        first: String,
        /// The solution's length from here.
        length: usize,
        /// Whether that length is proven shortest.
        optimal: bool,
        /// When it is not: how many moves it may be over the shortest at most (proven).
        over: Option<usize>,
        /// Where the position stands in the method a person follows.
        place: Option<MethodPlace>,
    },
    /// No hint could be found.
    NoHint(GameError),
    /// A demonstration of a solution began.
    DemoSolution {
        /// Its moves.
        moves: usize,
        /// Whether it is proven shortest.
        optimal: bool,
    },
    /// A demonstration of the method began.
    DemoMethod {
        /// Its moves.
        moves: usize,
        /// Its steps.
        steps: usize,
    },
    /// No demonstration could be planned.
    NoDemo(GameError),
    /// The demonstration's speed.
    Speed {
        /// Milliseconds a move.
        ms: u64,
    },
    /// The demonstration was stopped.
    DemoStopped,
    /// The new game being prepared was cancelled.
    NewGameCancelled,
    /// The hint's search was cancelled.
    HintCancelled,
    /// An action was refused.
    Refused(ControlError),
    /// A demonstration's move failed, which stopped it.
    DemoFailed(ControlError),
    /// A front end's own words, already in its reader's language.
    Said(String),
}

impl Note {
    /// Whether there is nothing to say.
    pub fn is_empty(&self) -> bool {
        match self {
            Note::Nothing => true,
            Note::Said(s) => s.is_empty(),
            _ => false,
        }
    }
}

/// `1 move`, `2 moves`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::Nothing => Ok(()),
            Note::Resumed => f.write_str("resumed the saved game"),
            Note::Restarted => f.write_str("back at the start (redo replays the moves)"),
            Note::Undone { redo } => write!(f, "undone ({redo} to redo)"),
            Note::Redone { redo } => write!(f, "redone ({redo} to redo)"),
            Note::Solved { unsaved: None } => f.write_str("Solved!"),
            Note::Solved { unsaved: Some(e) } => write!(f, "Solved! (not saved: {e})"),
            Note::NotSaved(e) => write!(
                f,
                "not saved ({e}); play on: the game is saved again once the store can write"
            ),
            Note::Preparing { level } => write!(f, "preparing a new game (level {level})…"),
            Note::NewGame { level } => write!(f, "new game, level {level}"),
            Note::NoNewGame(e) => write!(f, "no new game: {e}"),
            Note::AlreadySolvedPosition => f.write_str("that position is already solved"),
            Note::CustomPosition => f.write_str("custom position set"),
            Note::Thinking => f.write_str("thinking…"),
            Note::Paused => f.write_str("paused"),
            Note::Playing => f.write_str("playing"),
            Note::Planning => f.write_str("planning a demonstration…"),
            Note::TablesUnavailable(e) => write!(f, "tables unavailable: {e}"),
            Note::Hint {
                first,
                length,
                optimal,
                over,
                place,
            } => {
                let proof = match (optimal, over) {
                    (true, _) => "optimal".to_string(),
                    (false, Some(n)) => format!("near-optimal, at most {n} over"),
                    (false, None) => "the solver's bound".to_string(),
                };
                write!(
                    f,
                    "hint: {first} — {length} → {} from solved ({proof})",
                    count(length.saturating_sub(1), "move", "moves"),
                )?;
                match place {
                    Some(p) => write!(f, "; {p}"),
                    None => Ok(()),
                }
            }
            Note::NoHint(e) => write!(f, "no hint: {e}"),
            Note::DemoSolution { moves, optimal } => write!(
                f,
                "demonstrating a {}{moves}-move solution",
                if *optimal { "shortest " } else { "" }
            ),
            Note::DemoMethod { moves, steps } => write!(
                f,
                "demonstrating the method: {} in {}",
                count(*moves, "move", "moves"),
                count(*steps, "step", "steps")
            ),
            Note::NoDemo(e) => write!(f, "no demonstration: {e}"),
            Note::Speed { ms } => write!(f, "{ms} ms per move"),
            Note::DemoStopped => f.write_str("demonstration stopped"),
            Note::NewGameCancelled => f.write_str("new game cancelled"),
            Note::HintCancelled => f.write_str("hint cancelled"),
            Note::Refused(e) | Note::DemoFailed(e) => write!(f, "{e}"),
            Note::Said(s) => f.write_str(s),
        }
    }
}

/// Two notes are equal when they say the same (the errors they hold need not compare).
impl PartialEq for Note {
    fn eq(&self, other: &Note) -> bool {
        self.to_string() == other.to_string()
    }
}
