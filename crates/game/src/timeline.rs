//! Every action of a game with the game's clock when it was taken: the moves (each one,
//! the redo branch's included), undos, redos and restarts, in order. Saved beside the
//! moves (which scripts read) as text: `ms:action` items split by spaces, where an action
//! is a move in the puzzle's notation or `undo`, `redo`, `restart` —
//! `1200:R 1650:U' 2400:undo 2900:U`. An empty timeline is a game saved before times
//! were kept: its moves' times are unknown.

use std::fmt;

use serde::Serialize;

/// The most actions a timeline holds: four times the most moves a game holds (its moves,
/// and undos, redos and restarts three times over).
pub const MAX_TIMELINE: usize = 40_000;

/// One action of the player (or of a demonstration, whose moves are moves).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "act", content = "move", rename_all = "lowercase")]
pub enum Act {
    /// A move, in the puzzle's notation.
    Move(String),
    /// The last move taken back.
    Undo,
    /// An undone move made again.
    Redo,
    /// Back to the start, the moves kept for redo.
    Restart,
}

/// An action and the game's clock when it was taken (milliseconds of playing time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stamp {
    /// The game's clock, in milliseconds.
    pub ms: u64,
    /// What was done.
    #[serde(flatten)]
    pub act: Act,
}

/// Why a saved timeline was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimelineError {
    /// An item that is not `ms:action`, or a clock that goes back.
    Item {
        /// The item's place, from 1.
        at: usize,
        /// The item.
        item: String,
    },
    /// The actions do not make the game's moves and position.
    Mismatch,
    /// More actions than [`MAX_TIMELINE`].
    TooLong,
}

/// A game's actions in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline(pub Vec<Stamp>);

impl Timeline {
    /// Reads the saved text (empty: no times known).
    pub fn parse(text: &str) -> Result<Timeline, TimelineError> {
        let mut out = Vec::new();
        let mut last = 0;
        for (i, item) in text.split_whitespace().enumerate() {
            if out.len() >= MAX_TIMELINE {
                return Err(TimelineError::TooLong);
            }
            let bad = || TimelineError::Item {
                at: i + 1,
                item: item.chars().take(40).collect(),
            };
            let (ms, act) = item.split_once(':').ok_or_else(bad)?;
            let ms: u64 = ms.parse().map_err(|_| bad())?;
            if ms < last || act.is_empty() {
                return Err(bad());
            }
            last = ms;
            let act = match act {
                "undo" => Act::Undo,
                "redo" => Act::Redo,
                "restart" => Act::Restart,
                m => Act::Move(m.to_string()),
            };
            out.push(Stamp { ms, act });
        }
        Ok(Timeline(out))
    }

    /// Whether the times are known (a game saved before they were kept has none).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The moves and the cursor the actions make (the redo branch included), or why they
    /// make none (an undo with nothing to undo, a redo with nothing to redo).
    pub fn outcome(&self) -> Result<(Vec<&str>, usize), TimelineError> {
        let mut moves: Vec<&str> = Vec::new();
        let mut cursor = 0;
        for s in &self.0 {
            match &s.act {
                Act::Move(m) => {
                    moves.truncate(cursor);
                    moves.push(m);
                    cursor += 1;
                }
                Act::Undo if cursor > 0 => cursor -= 1,
                Act::Redo if cursor < moves.len() => cursor += 1,
                Act::Restart => cursor = 0,
                Act::Undo | Act::Redo => return Err(TimelineError::Mismatch),
            }
        }
        Ok((moves, cursor))
    }

    /// Checks that the actions make `moves` with `cursor` applied.
    pub fn check(&self, moves: &[String], cursor: usize) -> Result<(), TimelineError> {
        let (made, at) = self.outcome()?;
        if at != cursor || made.len() != moves.len() || made.iter().zip(moves).any(|(a, b)| a != b)
        {
            return Err(TimelineError::Mismatch);
        }
        Ok(())
    }

    /// The time each move of the final line (the moves applied at the end) was last made,
    /// in order; none when the times are unknown.
    pub fn line_times(&self) -> Option<Vec<u64>> {
        if self.is_empty() {
            return None;
        }
        let mut times: Vec<u64> = Vec::new();
        let mut branch: Vec<u64> = Vec::new();
        for s in &self.0 {
            match s.act {
                Act::Move(_) => {
                    branch.clear();
                    times.push(s.ms);
                }
                Act::Undo => branch.extend(times.pop()),
                Act::Redo => {
                    branch.pop();
                    times.push(s.ms);
                }
                Act::Restart => {
                    while let Some(t) = times.pop() {
                        branch.push(t);
                    }
                }
            }
        }
        Some(times)
    }
}

impl fmt::Display for Timeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            match &s.act {
                Act::Move(m) => write!(f, "{}:{m}", s.ms)?,
                Act::Undo => write!(f, "{}:undo", s.ms)?,
                Act::Redo => write!(f, "{}:redo", s.ms)?,
                Act::Restart => write!(f, "{}:restart", s.ms)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(text: &str) -> Timeline {
        Timeline::parse(text).unwrap()
    }

    #[test]
    fn parse_then_format_is_the_identity() {
        for text in [
            "",
            "0:R",
            "1200:R 1650:U' 2400:undo 2900:redo 3000:restart 3100:3+",
        ] {
            assert_eq!(t(text).to_string(), text);
        }
    }

    #[test]
    fn bad_items_are_named_with_their_place() {
        for (text, at) in [
            ("5:R x", 2),
            ("5:R 4:U", 2),
            ("R", 1),
            ("1:", 1),
            ("-1:R", 1),
        ] {
            match Timeline::parse(text) {
                Err(TimelineError::Item { at: a, .. }) => assert_eq!(a, at, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn the_outcome_is_the_history_with_its_cursor() {
        let tl = t("1:R 2:U 3:undo 4:F 5:undo 6:undo 7:redo");
        let (moves, cursor) = tl.outcome().unwrap();
        assert_eq!((moves, cursor), (vec!["R", "F"], 1));
        assert!(tl.check(&["R".into(), "F".into()], 1).is_ok());
        assert_eq!(
            tl.check(&["R".into(), "U".into()], 1),
            Err(TimelineError::Mismatch)
        );
        assert_eq!(t("1:undo").outcome(), Err(TimelineError::Mismatch));
    }

    #[test]
    fn each_move_of_the_final_line_has_the_time_it_was_last_made() {
        let tl = t("100:R 200:U 300:undo 400:F 500:restart 600:redo 700:redo");
        assert_eq!(tl.line_times(), Some(vec![600, 700]));
        assert_eq!(Timeline::default().line_times(), None);
    }
}
