//! The status line as data: [`Note`] says what happened with its values (the level, the
//! hint's move, the error with its fields) as a message of the catalogs, so a front end
//! writes it in its reader's language; its `Display` is the English text (the view's
//! `message`, the JSON's).

use messages::{localized_display, Localize, Message};

use super::ControlError;
use crate::session::{level_label, GameError};
use door::MethodPlace;

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
    /// A front end's own words.
    Said(Message),
}

impl Note {
    /// Whether there is nothing to say.
    pub fn is_empty(&self) -> bool {
        match self {
            Note::Nothing => true,
            Note::Said(_) => false,
            _ => false,
        }
    }
}

impl Localize for Note {
    fn message(&self) -> Message {
        let with = |id, name, e: &dyn Localize| Message::new(id).arg(name, e.message());
        match self {
            Note::Nothing => Message::new("empty"),
            Note::Resumed => Message::new("note-resumed"),
            Note::Restarted => Message::new("note-restarted"),
            Note::Undone { redo } => Message::new("note-undone").arg("redo", *redo),
            Note::Redone { redo } => Message::new("note-redone").arg("redo", *redo),
            Note::Solved { unsaved: None } => Message::new("note-solved"),
            Note::Solved { unsaved: Some(e) } => with("note-solved-unsaved", "why", e),
            Note::NotSaved(e) => with("note-not-saved", "why", e),
            Note::Preparing { level } => {
                Message::new("note-preparing").arg("level", level_label(level))
            }
            Note::NewGame { level } => {
                Message::new("note-new-game").arg("level", level_label(level))
            }
            Note::NoNewGame(e) => with("note-no-new-game", "error", e),
            Note::AlreadySolvedPosition => Message::new("note-already-solved"),
            Note::CustomPosition => Message::new("note-custom"),
            Note::Thinking => Message::new("note-thinking"),
            Note::Paused => Message::new("note-paused"),
            Note::Playing => Message::new("note-playing"),
            Note::Planning => Message::new("note-planning"),
            Note::TablesUnavailable(e) => with("note-tables-unavailable", "error", e),
            Note::Hint {
                first,
                length,
                optimal,
                over,
                place,
            } => hint(first, *length, (*optimal, *over), place.as_ref()),
            Note::NoHint(e) => with("note-no-hint", "error", e),
            Note::DemoSolution {
                moves,
                optimal: true,
            } => Message::new("note-demo-shortest").arg("moves", *moves),
            Note::DemoSolution {
                moves,
                optimal: false,
            } => Message::new("note-demo-solution").arg("moves", *moves),
            Note::DemoMethod { moves, steps } => Message::new("note-demo-method")
                .arg("moves", *moves)
                .arg("steps", *steps),
            Note::NoDemo(e) => with("note-no-demo", "error", e),
            Note::Speed { ms } => Message::new("note-speed").arg("ms", *ms),
            Note::DemoStopped => Message::new("note-demo-stopped"),
            Note::NewGameCancelled => Message::new("note-new-game-cancelled"),
            Note::HintCancelled => Message::new("note-hint-cancelled"),
            Note::Refused(e) | Note::DemoFailed(e) => e.message(),
            Note::Said(m) => m.clone(),
        }
    }
}

/// The hint's note: the move, the distance before and after it, what is proven, and where
/// the position stands in the method a person follows.
fn hint(
    first: &str,
    length: usize,
    (optimal, over): (bool, Option<usize>),
    place: Option<&MethodPlace>,
) -> Message {
    let proof = match (optimal, over) {
        (true, _) => "yes",
        (false, Some(_)) => "near",
        (false, None) => "no",
    };
    let said = Message::new("note-hint")
        .arg("move", first)
        .arg("length", length)
        .arg("left", length.saturating_sub(1))
        .arg("optimal", proof)
        .arg("over", over.unwrap_or(0));
    match place {
        Some(p) => Message::new("note-hint-place")
            .arg("hint", said)
            .arg("place", p.message()),
        None => said,
    }
}

localized_display!(Note);

/// Two notes are equal when they say the same (the errors they hold need not compare).
impl PartialEq for Note {
    fn eq(&self, other: &Note) -> bool {
        self.to_string() == other.to_string()
    }
}
