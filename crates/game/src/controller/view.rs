//! The game as a front end draws it: [`View`], plain data (the web API's JSON).

use door::{BoardView, PuzzleKind};
use search::tables::Label;
use serde::Serialize;

use super::{lock, Controller};
use crate::saves::GameId;

/// Background work the view reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// Solver tables loading or building.
    Tables,
    /// A new game being prepared.
    NewGame,
    /// The hint's search.
    Hint,
    /// A demonstration being planned.
    Demo,
}

/// Background work and how far it is.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// What is being built ("" when nothing reports).
    pub label: String,
    /// Done out of total.
    pub done: u64,
    /// The total (0 when unknown).
    pub total: u64,
    /// Every table this work has loaded or built so far, each once, in order: a front end
    /// draws a bar per table.
    pub tables: Vec<TableProgress>,
}

/// One table's build or load: its name (with its size) and how far it is; it only moves
/// forward, from 0 to `total`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TableProgress {
    /// The table's name and size as a person reads it (in English).
    pub label: String,
    /// The same as a message id with its arguments, for other languages.
    #[serde(skip)]
    pub name: Option<Label>,
    /// Done out of total.
    pub done: u64,
    /// The total (0 when unknown).
    pub total: u64,
}

impl Progress {
    /// Notes a report of `label`'s table at `done` of `total`: its bar moves forward only
    /// (a table built in parts reports each part from 0).
    pub fn note(&mut self, name: &Label, done: u64, total: u64) {
        let label = name.english();
        let ratio = |d: u64, t: u64| if t == 0 { 0.0 } else { d as f64 / t as f64 };
        match self.tables.iter_mut().find(|t| t.label == label) {
            Some(t) if ratio(done, total) >= ratio(t.done, t.total) => {
                (t.done, t.total) = (done, total);
            }
            Some(_) => {}
            None => self.tables.push(TableProgress {
                label: label.clone(),
                name: Some(name.clone()),
                done,
                total,
            }),
        }
        (self.label, self.done, self.total) = (label, done, total);
    }
}

/// What the view says of background work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Busy {
    /// Which work.
    pub task: Task,
    /// Its progress, when it reports any.
    #[serde(flatten)]
    pub progress: Progress,
}

/// The hint as the view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HintView {
    /// The move to make.
    #[serde(rename = "move")]
    pub next: String,
    /// The length of the solution it starts.
    pub length: usize,
    /// Whether that solution is proven shortest.
    pub optimal: bool,
    /// When it is not: no solution is shorter than this (proven; the tiles' near-optimal
    /// solver).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Where the position stands in the method a person can follow (the cube's beginner's
    /// step), if the puzzle has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
    /// The same, typed (for a front end that writes it in another language).
    #[serde(skip)]
    pub place: Option<door::MethodPlace>,
    /// What the move acts on, for the board to highlight: the cell of the tile that
    /// slides, the cube's stickers that turn (Kociemba's order), the rings' slots that move
    /// (`7·(ring − 1) + slot`).
    pub cells: Vec<usize>,
}

/// The demonstration as the view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DemoView {
    /// The whole solution being shown.
    pub moves: Vec<String>,
    /// How many are played.
    pub played: usize,
    /// Milliseconds between two moves.
    pub ms_per_move: u64,
    /// Whether it is paused.
    pub paused: bool,
    /// Whether the solution is proven shortest.
    pub optimal: bool,
    /// The method demonstrated (`the classic method`), none for a plain solution.
    pub method: Option<String>,
    /// The same as a message.
    #[serde(skip)]
    pub method_label: Option<messages::Message>,
    /// The method's named steps (empty for a plain solution).
    pub steps: Vec<crate::PlanStep>,
    /// The name of the step the next move belongs to (the last step's once all are played).
    pub step: Option<String>,
}

impl DemoView {
    /// The step the next move belongs to, as a message (a restored plan's steps have no
    /// label: their English names as they are).
    pub fn step_label(&self) -> Option<messages::Message> {
        let name = self.step.as_ref()?;
        let step = self.steps.iter().find(|s| &s.name == name);
        Some(
            step.and_then(|s| s.label.clone())
                .unwrap_or_else(|| messages::Message::verbatim(name.as_str())),
        )
    }
}

impl TableProgress {
    /// The table's name as a message.
    pub fn message(&self) -> messages::Message {
        self.name
            .clone()
            .unwrap_or_else(|| messages::Message::verbatim(self.label.as_str()))
    }
}

/// A game as a front end draws it: plain data (JSON in the web API).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The game's id in the database (none when not saved).
    pub id: Option<GameId>,
    /// Whether the game as shown is saved (false after a save failed, until one succeeds).
    pub saved: bool,
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// What a person calls the game (`Sliding tiles 4×4`, `Rubik's cube`, `Five Rings`).
    pub title: String,
    /// The tiles' goal (empty for the other puzzles).
    pub goal: String,
    /// Whether the goal is a custom one.
    pub custom_goal: bool,
    /// The level's name.
    pub level: String,
    /// The seed the game was scrambled with (`new_game` with it plays the same game);
    /// none for an entered position.
    pub seed: Option<u64>,
    /// The level names a new game can take, easiest first.
    pub levels: Vec<String>,
    /// The start position.
    pub start: String,
    /// The current position.
    pub state: String,
    /// The current position decoded, for drawing.
    pub board: BoardView,
    /// The moves applied now.
    pub moves: Vec<String>,
    /// Their count in the puzzle's metric (the cube's HTM: `D2` is one move, rotations
    /// none).
    pub move_count: u32,
    /// Moves redo can replay.
    pub redo: usize,
    /// Whether the position is solved.
    pub solved: bool,
    /// Set at the solved moment: the records it set.
    pub finished: Option<FinishedView>,
    /// Hints asked for.
    pub hints: u32,
    /// Demonstrations started.
    pub demos: u32,
    /// Playing time in milliseconds.
    pub elapsed_ms: u64,
    /// The hint, when one is ready for this position.
    pub hint: Option<HintView>,
    /// The demonstration, when one plays.
    pub demo: Option<DemoView>,
    /// Background work, when any runs.
    pub busy: Option<Busy>,
    /// The status message, in English.
    pub message: String,
    /// The same as data, for a front end that writes it in its reader's language.
    #[serde(skip)]
    pub note: super::Note,
    /// Whether `message` is the refusal of the last action: a front end that didn't take
    /// that action (another tab of the same game) may leave it unsaid.
    pub message_refused: bool,
    /// A link (path and query) that opens this game elsewhere: the puzzle, its start and
    /// the moves (for the cube Twizzle's `setup-alg` and `alg`); none while the cube's
    /// tables load.
    pub share: Option<String>,
    /// Grows with every change.
    pub version: u64,
}

/// The records a solve set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FinishedView {
    /// A new best time for the level.
    pub best_time: bool,
    /// A new fewest-moves record for the level.
    pub best_moves: bool,
    /// Solved with a hint or a demonstration: kept and marked, never a best (the rule for
    /// records, `records-rule`).
    pub assisted: bool,
}

impl Controller {
    /// The background work running now, most important first.
    pub fn busy_with(&self) -> Option<Busy> {
        let task = if self.tables.is_some() {
            Task::Tables
        } else if self.pending.is_some() {
            Task::NewGame
        } else if self.hint_job.is_some() || self.want_hint {
            Task::Hint
        } else if self.demo_job.is_some() || self.want_demo {
            Task::Demo
        } else {
            return None;
        };
        let progress = if task == Task::Tables || task == Task::Demo {
            lock(&self.progress).clone()
        } else {
            Progress::default()
        };
        Some(Busy { task, progress })
    }

    /// The share link: `/?puzzle=…` and the puzzle's own fields (`start=…&goal=…&moves=…`,
    /// or the cube's `setup-alg=…&alg=…`, as Twizzle reads them).
    fn share_link(&self) -> Option<String> {
        let s = &self.session;
        let mut q: Vec<(&str, String)> = vec![("puzzle", s.kind().name().to_string())];
        q.extend(self.share.clone()?);
        q.push((s.share_moves_field(), s.moves_text().join(" ")));
        let query: Vec<String> = q
            .iter()
            .map(|(k, v)| format!("{k}={}", encode(v)))
            .collect();
        Some(format!("/?{}", query.join("&")))
    }

    /// The whole game as plain data.
    pub fn view(&self) -> View {
        let s = &self.session;
        let puzzle = self.puzzle();
        let variant = s.variant();
        View {
            saved: self.unsaved.is_none(),
            id: self.id,
            puzzle,
            title: variant.title(),
            goal: variant.record_text(),
            custom_goal: variant.custom_goal(),
            // While a new game is prepared, its level (the board shown is a placeholder).
            level: self
                .pending
                .as_ref()
                .map(|p| p.level.clone())
                .unwrap_or_else(|| s.level()),
            seed: self.seed,
            levels: s.level_names(),
            start: s.start_text(),
            state: s.state_text(),
            board: s.board(),
            moves: s.moves_text(),
            move_count: s.move_count(),
            redo: s.redo_len(),
            solved: s.is_solved(),
            finished: self.finished.map(|f| FinishedView {
                best_time: f.best_time,
                best_moves: f.best_moves,
                assisted: f.assisted,
            }),
            hints: s.hints(),
            demos: s.demos(),
            elapsed_ms: s.elapsed_ms(),
            hint: self.hint.as_ref().and_then(|p| {
                let next = p.moves.first()?.clone();
                Some(HintView {
                    cells: s.hint_cells(&next),
                    next,
                    length: p.moves.len(),
                    optimal: p.optimal,
                    lower_bound: p.lower_bound,
                    method: s
                        .method_note()
                        .map(|m| messages::Localize::message(&m).english()),
                    place: s.method_note(),
                })
            }),
            demo: self.demo.as_ref().map(|d| {
                let method = (!d.plan.steps.is_empty())
                    .then(|| s.method_label())
                    .flatten();
                DemoView {
                    moves: d.plan.moves.clone(),
                    played: d.played,
                    ms_per_move: d.interval_ms,
                    paused: d.paused,
                    optimal: d.plan.optimal,
                    method: method.as_ref().map(|m| m.english()),
                    method_label: method,
                    steps: d.plan.steps.clone(),
                    step: d.plan.step_of(d.played).map(str::to_string),
                }
            }),
            busy: self.busy_with(),
            message: self.message.to_string(),
            note: self.message.clone(),
            message_refused: self.refused(),
            share: self.share_link(),
            version: self.version,
        }
    }
}

/// A query value percent-encoded (everything but letters, digits and `-._~`).
fn encode(v: &str) -> String {
    let mut out = String::with_capacity(v.len());
    for b in v.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_bar_moves_forward_only_and_each_table_has_one() {
        let mut p = Progress::default();
        p.note(&Label::new("a"), 0, 10);
        p.note(&Label::new("a"), 6, 10);
        p.note(&Label::new("a"), 1, 4); // a second part of a, from 0: the bar stays
        p.note(&Label::new("b"), 2, 8);
        p.note(&Label::new("a"), 4, 4);
        let bars: Vec<(&str, u64, u64)> = p
            .tables
            .iter()
            .map(|t| (t.label.as_str(), t.done, t.total))
            .collect();
        assert_eq!(bars, [("a", 4, 4), ("b", 2, 8)]);
        assert_eq!((p.label.as_str(), p.done, p.total), ("a", 4, 4));
    }
}
