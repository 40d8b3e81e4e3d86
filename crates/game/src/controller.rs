//! The game controller: one game's rules for every front end.
//!
//! A front end (the terminal UI, the web server) maps its input to an [`Action`], hands it
//! to [`Controller::update`], calls [`Controller::tick`] on its clock, and draws
//! [`Controller::view`] — plain data, serialisable as JSON. It holds no game rules of its
//! own. The controller owns everything that makes a game more than a [`Session`]: the saved
//! game in the database (saved after every change), the solver tables (loaded on a worker
//! thread through the [`TableLoader`] its caller gives, with progress), a new game being
//! prepared (it waits for the tables its level needs, never falls back silently), the hint,
//! the demonstration, the "solved" moment and the status message. Work in the background
//! reports through the view's `busy` field, never by writing to a terminal.
//!
//! Invariants: an action that is refused changes nothing (a rejected position entry leaves
//! the game exactly as it was); every change of position is saved before `update` returns;
//! [`Controller::version`] grows with every change, so a front end redraws only when needed.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::Budget;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::any::{new_session, restore, AnySession, Demo, Job, TextPlan};
use crate::kind::PuzzleKind;
use crate::session::{GameError, SolverTables};
use crate::store::{Finished, GameId, Store, StoreError};

/// The database, shared by every game of a process (one connection).
pub type SharedStore = Arc<Mutex<Store>>;

/// Reports a table build's progress: label, done, total.
pub type ProgressFn = Arc<dyn Fn(&str, u64, u64) + Send + Sync>;

/// Why tables could not be loaded (the loader's own error).
pub type LoadError = Box<dyn std::error::Error + Send + Sync>;

/// Loads (or builds and caches) the tables a puzzle's solver uses, for a variant (the tiles'
/// goal); called on a worker thread, reporting build progress through the given function.
/// `Ok(None)`: this puzzle and variant need no tables.
pub type TableLoader = Arc<
    dyn Fn(PuzzleKind, &str, ProgressFn) -> Result<Option<SolverTables>, LoadError> + Send + Sync,
>;

/// Time a hint may take (tiles and the cube 90 ms, the rings 250 ms: the solver's own
/// overhead stays inside a tenth of a second and a third of one).
pub fn hint_budget(puzzle: PuzzleKind) -> Duration {
    match puzzle {
        PuzzleKind::Rings => Duration::from_millis(250),
        _ => Duration::from_millis(90),
    }
}

/// Time a demonstration's solve may take before it settles for a good non-optimal plan.
pub const DEMO_BUDGET: Duration = Duration::from_millis(1500);

/// Everything a player can do to a game. Serialised with an `action` tag
/// (`{"action":"move","moves":"R U"}`), which is what the web API takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Moves in the puzzle's notation (a demonstration stops: the player takes over).
    Move {
        /// The moves, e.g. `R U R'`, `3+ 0-`, `ULDR`.
        moves: String,
    },
    /// Takes back a move.
    Undo,
    /// Replays an undone move.
    Redo,
    /// Back to the start, keeping the moves for redo.
    Restart,
    /// A new start at the same level.
    Rescramble,
    /// A new game at a level (a name, `moves N`, `distance N` or `random`).
    NewGame {
        /// The level.
        level: String,
    },
    /// A custom start (and, for tiles, a custom goal), checked before anything changes.
    SetPosition {
        /// The start position.
        start: String,
        /// The goal (tiles only).
        #[serde(default)]
        goal: Option<String>,
    },
    /// Back to the standard goal (tiles with a custom goal), with a new game.
    StandardGoal,
    /// The next move of a good solution.
    Hint,
    /// Starts a demonstration, or pauses and resumes the one playing.
    Demonstrate,
    /// Pauses the demonstration.
    Pause,
    /// Resumes the demonstration.
    Resume,
    /// Plays one move of the demonstration (it pauses).
    Step,
    /// Plays the demonstration faster.
    Faster,
    /// Plays the demonstration slower.
    Slower,
    /// Sets the demonstration's speed.
    Speed {
        /// Milliseconds between two moves (clamped to 30–5000).
        ms_per_move: u64,
    },
    /// Stops what runs: the demonstration, its planning, the hint's search, a new game
    /// being prepared.
    Cancel,
}

/// What the controller refuses.
#[derive(Debug, Error)]
pub enum ControlError {
    /// The session refused (a bad move or position, nothing to undo…).
    #[error(transparent)]
    Game(#[from] GameError),
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The action does not apply now (the message says why and what to do).
    #[error("{0}")]
    NotNow(String),
}

impl ControlError {
    /// Whether the player's input was at fault (a bad move, position or level).
    pub fn is_bad_input(&self) -> bool {
        matches!(self, ControlError::Game(GameError::Puzzle(_)))
    }
}

/// Something that happened, for front ends that react to changes (sounds, animations).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Moves were played.
    Moved {
        /// The moves, in notation.
        moves: Vec<String>,
    },
    /// The position changed other than by playing forward (undo, restart, a new game).
    Reset,
    /// The puzzle is solved.
    Solved {
        /// A new best time for the level.
        best_time: bool,
        /// A new fewest-moves record for the level.
        best_moves: bool,
    },
    /// The hint is ready.
    Hint,
    /// An action was refused, or background work failed.
    Error {
        /// What went wrong.
        message: String,
    },
}

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
}

/// A game as a front end draws it: plain data (JSON in the web API).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The game's id in the database (none when not saved).
    pub id: Option<GameId>,
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The tiles' goal (empty for the other puzzles).
    pub goal: String,
    /// Whether the goal is a custom one.
    pub custom_goal: bool,
    /// The level's name.
    pub level: String,
    /// The level names a new game can take, easiest first.
    pub levels: Vec<String>,
    /// The start position.
    pub start: String,
    /// The current position.
    pub state: String,
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
    /// The status message.
    pub message: String,
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
}

type NewGameJob = Job<Result<Box<dyn AnySession>, GameError>>;
type PlanJob = Job<Result<TextPlan, String>>;
type TablesJob = Job<Result<Option<SolverTables>, String>>;

/// What a controller is made with besides its game.
#[derive(Clone)]
pub struct Setup {
    /// Where games are saved (none: not saved).
    pub store: Option<SharedStore>,
    /// Where solver tables come from.
    pub loader: TableLoader,
    /// The seed of the scrambles (none: from entropy).
    pub seed: Option<u64>,
}

/// One game and everything around it. See the module docs.
pub struct Controller {
    session: Box<dyn AnySession>,
    id: Option<GameId>,
    store: Option<SharedStore>,
    loader: TableLoader,
    rng: ChaCha8Rng,
    loaded: Vec<SolverTables>,
    tables: Option<TablesJob>,
    progress: Arc<Mutex<Progress>>,
    /// A new game waiting for its level: the level, and its job once started.
    pending: Option<(String, Option<NewGameJob>)>,
    hint_job: Option<PlanJob>,
    hint: Option<TextPlan>,
    want_hint: bool,
    demo_job: Option<PlanJob>,
    want_demo: bool,
    demo: Option<Demo>,
    finished: Option<Finished>,
    message: String,
    events: VecDeque<Event>,
    version: u64,
    clock: bool,
    clock_restarted: bool,
    last_tick: Option<Instant>,
}

impl Controller {
    /// A controller for `session` (saved as `id` if it is already in the database, else
    /// saved as a new game from its first change). Starts loading the puzzle's tables.
    pub fn new(session: Box<dyn AnySession>, id: Option<GameId>, setup: Setup) -> Controller {
        let rng = match setup.seed {
            Some(s) => ChaCha8Rng::seed_from_u64(s),
            None => ChaCha8Rng::from_entropy(),
        };
        let mut c = Controller {
            session,
            id,
            store: setup.store,
            loader: setup.loader,
            rng,
            loaded: Vec::new(),
            tables: None,
            progress: Arc::new(Mutex::new(Progress::default())),
            pending: None,
            hint_job: None,
            hint: None,
            want_hint: false,
            demo_job: None,
            want_demo: false,
            demo: None,
            finished: None,
            message: String::new(),
            events: VecDeque::new(),
            version: 0,
            clock: true,
            clock_restarted: false,
            last_tick: None,
        };
        c.load_tables();
        c
    }

    /// A new game of `puzzle` (its variant: the tiles' goal, empty for the standard one) at
    /// `level`; the level is checked at once, the game itself is prepared in the
    /// background (see [`Controller::preparing`]).
    pub fn start(
        puzzle: PuzzleKind,
        variant: &str,
        level: &str,
        setup: Setup,
    ) -> Result<Controller, ControlError> {
        let session = new_session(puzzle.name(), variant)?;
        let mut c = Controller::new(session, None, setup);
        c.update(Action::NewGame {
            level: level.to_string(),
        })?;
        Ok(c)
    }

    /// The saved game `id`, resumed.
    pub fn resume(id: GameId, setup: Setup) -> Result<Controller, ControlError> {
        let store = setup
            .store
            .as_ref()
            .ok_or_else(|| ControlError::NotNow("saved games are off".into()))?;
        let row = lock(store).game(id)?;
        let session = restore(&row.record)?;
        let mut c = Controller::new(session, Some(id), setup);
        if row.status != crate::store::Status::Playing {
            // A finished game opens as it ended; playing on is a new game.
            c.id = None;
        }
        c.message = "resumed the saved game".into();
        Ok(c)
    }

    // --- reading ---------------------------------------------------------------------------

    /// The session (read only: changes go through [`Controller::update`]).
    pub fn session(&self) -> &dyn AnySession {
        self.session.as_ref()
    }

    /// The puzzle.
    pub fn puzzle(&self) -> PuzzleKind {
        self.session
            .puzzle_name()
            .parse()
            .unwrap_or(PuzzleKind::Sliding)
    }

    /// The game's id in the database.
    pub fn id(&self) -> Option<GameId> {
        self.id
    }

    /// The status message.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Replaces the status message (a front end's own notes, such as "no tile there").
    pub fn set_message(&mut self, message: impl Into<String>) {
        self.message = message.into();
        self.bump();
    }

    /// Grows with every change.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Whether a new game is being prepared (the old position shows until it is ready).
    pub fn preparing(&self) -> bool {
        self.pending.is_some()
    }

    /// Ticks until no new game is being prepared, for at most `limit` (an API that answers
    /// with the game ready when it can). Returns whether it is ready.
    pub fn settle(&mut self, limit: Duration) -> bool {
        let t0 = Instant::now();
        while self.pending.is_some() && t0.elapsed() < limit {
            self.tick(Instant::now());
            std::thread::sleep(Duration::from_millis(2));
        }
        self.pending.is_none()
    }

    /// Whether any background work runs (tables, a new game, a hint, a demonstration's
    /// plan) or a demonstration plays: the front end should keep ticking.
    pub fn busy(&self) -> bool {
        self.tables.is_some()
            || self.pending.is_some()
            || self.hint_job.is_some()
            || self.demo_job.is_some()
            || self.want_hint
            || self.want_demo
            || self.demo.as_ref().is_some_and(|d| !d.paused)
    }

    /// The hint ready for this position.
    pub fn hint(&self) -> Option<&TextPlan> {
        self.hint.as_ref()
    }

    /// The demonstration playing.
    pub fn demo(&self) -> Option<&Demo> {
        self.demo.as_ref()
    }

    /// Set at the solved moment.
    pub fn finished(&self) -> Option<Finished> {
        self.finished
    }

    /// Events since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        self.events.drain(..).collect()
    }

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
        let progress = if task == Task::Tables {
            lock(&self.progress).clone()
        } else {
            Progress::default()
        };
        Some(Busy { task, progress })
    }

    /// The whole game as plain data.
    pub fn view(&self) -> View {
        let s = &self.session;
        let puzzle = self.puzzle();
        let goal = s.variant();
        let custom_goal = puzzle == PuzzleKind::Sliding && !goal.is_empty() && {
            sliding::Board::parse(&goal)
                .ok()
                .and_then(|g| {
                    sliding::Board::solved(g.width(), g.height())
                        .ok()
                        .map(|std| std != g)
                })
                .unwrap_or(false)
        };
        let goal = if puzzle == PuzzleKind::Sliding && goal.is_empty() {
            sliding::Board::solved(3, 3)
                .map(|b| b.to_string())
                .unwrap_or_default()
        } else {
            goal
        };
        View {
            id: self.id,
            puzzle,
            goal,
            custom_goal,
            level: s.level(),
            levels: s.level_names(),
            start: s.start_text(),
            state: s.state_text(),
            moves: s.moves_text(),
            move_count: s.move_count(),
            redo: s.redo_len(),
            solved: s.is_solved(),
            finished: self.finished.map(|f| FinishedView {
                best_time: f.best_time,
                best_moves: f.best_moves,
            }),
            hints: s.hints(),
            demos: s.demos(),
            elapsed_ms: s.elapsed_ms(),
            hint: self.hint.as_ref().and_then(|p| {
                Some(HintView {
                    next: p.moves.first()?.clone(),
                    length: p.moves.len(),
                    optimal: p.optimal,
                })
            }),
            demo: self.demo.as_ref().map(|d| DemoView {
                moves: d.plan.moves.clone(),
                played: d.played,
                ms_per_move: d.interval_ms,
                paused: d.paused,
                optimal: d.plan.optimal,
            }),
            busy: self.busy_with(),
            message: self.message.clone(),
            version: self.version,
        }
    }

    // --- acting ----------------------------------------------------------------------------

    /// Does what the player asked. A refused action changes nothing but the message (which
    /// says why) and returns the error.
    pub fn update(&mut self, action: Action) -> Result<(), ControlError> {
        let result = self.apply(action);
        if let Err(e) = &result {
            self.message = e.to_string();
            self.events.push_back(Event::Error {
                message: e.to_string(),
            });
        }
        self.bump();
        result
    }

    fn apply(&mut self, action: Action) -> Result<(), ControlError> {
        match action {
            Action::Move { moves } => {
                self.stop_demo();
                self.play(&moves)
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Restart => {
                self.stop_demo();
                self.not_while_preparing()?;
                self.session.restart();
                self.reopen();
                self.message = "back at the start (redo replays the moves)".into();
                self.events.push_back(Event::Reset);
                self.after_change()
            }
            Action::Rescramble => {
                let level = self.session.level();
                let level = if level == "custom" {
                    self.session.level_names().pop().unwrap_or(level)
                } else {
                    level
                };
                self.new_game(&level)
            }
            Action::NewGame { level } => self.new_game(&level),
            Action::SetPosition { start, goal } => self.set_position(&start, goal.as_deref()),
            Action::StandardGoal => self.standard_goal(),
            Action::Hint => self.ask_hint(),
            Action::Demonstrate => self.demonstrate(),
            Action::Pause | Action::Resume => {
                let d = self.demo_mut()?;
                d.paused = action == Action::Pause;
                let paused = d.paused;
                self.message = if paused { "paused" } else { "playing" }.into();
                Ok(())
            }
            Action::Step => {
                let d = self.demo_mut()?;
                d.paused = true;
                if let Some(m) = d.step() {
                    self.play_demo_move(&m)?;
                }
                Ok(())
            }
            Action::Faster | Action::Slower => {
                let d = self.demo_mut()?;
                if action == Action::Faster {
                    d.faster()
                } else {
                    d.slower()
                }
                self.message = format!("{} ms per move", d.interval_ms);
                Ok(())
            }
            Action::Speed { ms_per_move } => {
                let d = self.demo_mut()?;
                d.interval_ms = ms_per_move.clamp(30, 5000);
                self.message = format!("{} ms per move", d.interval_ms);
                Ok(())
            }
            Action::Cancel => {
                let what = if self.demo.is_some() || self.demo_job.is_some() || self.want_demo {
                    "demonstration stopped"
                } else if self.pending.is_some() {
                    "new game cancelled"
                } else if self.hint_job.is_some() || self.want_hint {
                    "hint cancelled"
                } else {
                    ""
                };
                self.stop_demo();
                self.pending = None;
                self.hint_job = None;
                self.want_hint = false;
                self.message = what.into();
                Ok(())
            }
        }
    }

    fn bump(&mut self) {
        self.version += 1;
    }

    fn demo_mut(&mut self) -> Result<&mut Demo, ControlError> {
        self.demo
            .as_mut()
            .ok_or_else(|| ControlError::NotNow("no demonstration is playing".into()))
    }

    fn stop_demo(&mut self) {
        self.demo = None;
        self.demo_job = None;
        self.want_demo = false;
    }

    fn not_while_preparing(&self) -> Result<(), ControlError> {
        if self.pending.is_some() {
            return Err(ControlError::NotNow(
                "a new game is being prepared (cancel to keep this one)".into(),
            ));
        }
        Ok(())
    }

    fn play(&mut self, text: &str) -> Result<(), ControlError> {
        self.not_while_preparing()?;
        if self.finished.is_some() {
            return Err(ControlError::NotNow(
                "solved: start a new game or rescramble (undo still works)".into(),
            ));
        }
        let before = self.session.moves_made();
        self.session.play(text)?;
        let made = self.session.moves_text()[before..].to_vec();
        self.message.clear();
        self.events.push_back(Event::Moved { moves: made });
        self.after_change()
    }

    fn undo(&mut self) -> Result<(), ControlError> {
        self.stop_demo();
        self.not_while_preparing()?;
        self.session.undo()?;
        self.reopen();
        self.message = format!("undone ({} to redo)", self.session.redo_len());
        self.events.push_back(Event::Reset);
        self.after_change()
    }

    /// Playing on after the solved moment: the solved game stays recorded as it was, and
    /// what follows is saved as a game of its own.
    fn reopen(&mut self) {
        if self.finished.take().is_some() {
            self.id = None;
        }
    }

    fn redo(&mut self) -> Result<(), ControlError> {
        self.stop_demo();
        self.not_while_preparing()?;
        self.session.redo()?;
        self.message = format!("redone ({} to redo)", self.session.redo_len());
        let last = self.session.moves_text().pop().into_iter().collect();
        self.events.push_back(Event::Moved { moves: last });
        self.after_change()
    }

    /// After every change of position: drop a stale hint, save, detect solved.
    fn after_change(&mut self) -> Result<(), ControlError> {
        if self
            .hint
            .as_ref()
            .is_some_and(|p| p.from != self.session.state_text())
        {
            self.hint = None;
        }
        self.save()?;
        if self.session.is_solved() && self.finished.is_none() && self.session.moves_made() > 0 {
            self.stop_demo();
            let finished = match (self.id, &self.store) {
                (Some(id), Some(store)) => lock(store).finish(id, &self.session.record(), true)?,
                _ => Finished::default(),
            };
            self.finished = Some(finished);
            self.message = "Solved!".into();
            self.events.push_back(Event::Solved {
                best_time: finished.best_time,
                best_moves: finished.best_moves,
            });
        }
        Ok(())
    }

    /// Saves the game: a new row on its first save, then updates.
    fn save(&mut self) -> Result<(), ControlError> {
        let Some(store) = &self.store else {
            return Ok(());
        };
        let store = lock(store);
        let record = self.session.record();
        match self.id {
            Some(id) => store.save(id, &record)?,
            None => self.id = Some(store.start(&record)?),
        }
        Ok(())
    }

    /// Saves the game as it is and keeps it to be resumed (leaving or quitting).
    pub fn leave(&mut self) -> Result<(), ControlError> {
        self.stop_demo();
        self.hint_job = None;
        if self.finished.is_none() && self.id.is_some() {
            self.save()?;
        }
        Ok(())
    }

    /// The game ends unsolved: recorded as abandoned (or forgotten if no move was made).
    fn abandon(&mut self) -> Result<(), ControlError> {
        self.stop_demo();
        self.hint_job = None;
        self.hint = None;
        if let (Some(id), Some(store), None) = (self.id, &self.store, self.finished) {
            let store = lock(store);
            let record = self.session.record();
            if record.moves.is_empty() {
                store.discard_unplayed(id)?;
            } else {
                store.finish(id, &record, false)?;
            }
        }
        self.id = None;
        Ok(())
    }

    /// A level by name is checked at once: unknown names are refused with the choices.
    fn check_level(&self, level: &str) -> Result<(), ControlError> {
        let names = self.session.level_names();
        if names.iter().any(|n| n == level) || level.parse::<crate::Level>().is_ok() {
            return Ok(());
        }
        Err(GameError::Puzzle(format!(
            "unknown level {level:?}: the levels are {}, or `moves N`, `distance N`",
            names.join(", ")
        ))
        .into())
    }

    /// A new game at a level: the old one (if played and unsolved) is recorded abandoned;
    /// the new one is prepared on a worker thread once the tables are in.
    fn new_game(&mut self, level: &str) -> Result<(), ControlError> {
        self.check_level(level)?;
        self.abandon()?;
        self.finished = None;
        self.message = format!("preparing a new game (level {level})…");
        self.pending = Some((level.to_string(), None));
        self.start_pending();
        Ok(())
    }

    fn start_pending(&mut self) {
        if self.tables.is_some() {
            return; // every level waits for the tables: some need them, none is silently easier
        }
        let Some((level, job @ None)) = self.pending.as_mut() else {
            return;
        };
        let (puzzle, variant) = (self.session.puzzle_name(), self.session.variant());
        let tables = self.loaded.clone();
        let seed = self.rng.next_u64();
        let level = level.clone();
        *job = Some(Job::spawn(Budget::unlimited(), move |_| {
            let mut s = new_session(puzzle, &variant)?;
            for t in &tables {
                s.attach(t);
            }
            s.new_game(&level, &mut ChaCha8Rng::seed_from_u64(seed))?;
            Ok(s)
        }));
    }

    fn finish_pending(&mut self) -> bool {
        let Some((level, Some(job))) = self.pending.as_mut() else {
            return false;
        };
        let Some(result) = job.poll() else {
            return false;
        };
        let level = level.clone();
        self.pending = None;
        match result {
            Ok(s) => {
                self.install(s);
                self.message = format!("new game, level {level}");
                self.events.push_back(Event::Reset);
                if let Err(e) = self.save() {
                    self.message = format!("not saved: {e}");
                }
            }
            Err(e) => {
                self.message = format!("no new game: {e}");
                self.events.push_back(Event::Error {
                    message: self.message.clone(),
                });
            }
        }
        true
    }

    fn install(&mut self, mut session: Box<dyn AnySession>) {
        for t in &self.loaded {
            session.attach(t);
        }
        let retables = session.variant() != self.session.variant();
        self.session = session;
        self.id = None;
        self.hint = None;
        self.hint_job = None;
        self.stop_demo();
        self.finished = None;
        if retables {
            self.load_tables();
        }
    }

    /// A custom start (and goal): checked on a fresh session first, so a refused entry
    /// leaves the game exactly as it was.
    fn set_position(&mut self, start: &str, goal: Option<&str>) -> Result<(), ControlError> {
        let goal = goal.map(str::trim).filter(|g| !g.is_empty());
        if goal.is_some() && self.puzzle() != PuzzleKind::Sliding {
            return Err(GameError::Puzzle(format!(
                "only the tiles take a custom goal; the {} has one goal",
                self.puzzle().title()
            ))
            .into());
        }
        let variant = self.session.variant();
        let mut fresh = new_session(self.session.puzzle_name(), &variant)?;
        fresh.set_position(start.trim(), goal)?;
        self.stop_demo();
        self.pending = None;
        self.abandon()?;
        self.install(fresh);
        self.message = if self.session.is_solved() {
            "that position is already solved".into()
        } else {
            "custom position set".into()
        };
        self.events.push_back(Event::Reset);
        self.save()
    }

    /// Tiles with a custom goal: back to the standard goal of the same size, new game.
    fn standard_goal(&mut self) -> Result<(), ControlError> {
        let goal = self.session.variant();
        let board = sliding::Board::parse(&goal)
            .map_err(|_| ControlError::NotNow("only the tiles can have a custom goal".into()))?;
        let standard = sliding::Board::solved(board.width(), board.height())
            .map_err(|e| GameError::Puzzle(e.to_string()))?;
        let level = self
            .session
            .level_names()
            .into_iter()
            .next()
            .unwrap_or_default();
        let mut fresh = new_session("sliding", &standard.to_string())?;
        fresh.set_position(&standard.to_string(), None)?;
        self.abandon()?;
        self.install(fresh);
        self.new_game(&level)
    }

    fn ask_hint(&mut self) -> Result<(), ControlError> {
        self.not_while_preparing()?;
        if self.session.is_solved() {
            return Err(ControlError::NotNow("already solved".into()));
        }
        self.session.note_hint();
        self.hint = None;
        self.want_hint = true;
        self.message = "thinking…".into();
        self.start_wanted();
        self.save()
    }

    fn demonstrate(&mut self) -> Result<(), ControlError> {
        if let Some(d) = self.demo.as_mut() {
            d.toggle_pause();
            self.message = if d.paused { "paused" } else { "playing" }.into();
            return Ok(());
        }
        self.not_while_preparing()?;
        if self.session.is_solved() {
            return Err(ControlError::NotNow("already solved".into()));
        }
        if self.demo_job.is_some() || self.want_demo {
            return Ok(());
        }
        self.want_demo = true;
        self.message = "planning a demonstration…".into();
        self.start_wanted();
        Ok(())
    }

    /// Starts the hint and demonstration searches asked for, once the tables are in.
    fn start_wanted(&mut self) {
        if self.tables.is_some() {
            return;
        }
        let puzzle = self.puzzle();
        if std::mem::take(&mut self.want_hint) {
            let budget = Budget::unlimited().with_timeout(hint_budget(puzzle));
            let solver = self.session.solver();
            self.hint_job = Some(Job::spawn(budget, move |b| solver(b)));
        }
        if std::mem::take(&mut self.want_demo) {
            let budget = Budget::unlimited().with_timeout(DEMO_BUDGET);
            let solver = self.session.solver();
            self.demo_job = Some(Job::spawn(budget, move |b| solver(b)));
        }
    }

    fn play_demo_move(&mut self, m: &str) -> Result<(), ControlError> {
        self.play(m)?;
        if self.demo.as_ref().is_some_and(|d| d.finished()) {
            self.demo = None;
        }
        Ok(())
    }

    // --- the clock -------------------------------------------------------------------------

    /// Whether playing time counts (a front end stops it while a menu or dialog covers
    /// the game, or no one is looking).
    pub fn set_clock(&mut self, running: bool) {
        if running && !self.clock {
            self.clock_restarted = true; // time while stopped never counts
        }
        self.clock = running;
    }

    /// Advances the clock: playing time, the tables, a new game, the hint, the
    /// demonstration. Returns whether anything a view shows changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let before = self.version;
        let elapsed = self
            .last_tick
            .map(|t| now.saturating_duration_since(t))
            .unwrap_or_default();
        self.last_tick = Some(now);
        let restarted = std::mem::take(&mut self.clock_restarted);
        if self.clock && !restarted && self.finished.is_none() && self.pending.is_none() {
            let ms = elapsed.as_millis() as u64;
            if ms > 0 {
                self.session.add_time(ms);
            }
        }
        let mut changed = self.poll_tables();
        self.start_pending();
        changed |= self.finish_pending();
        self.start_wanted();
        changed |= self.poll_hint();
        changed |= self.poll_demo();
        if let Some(m) = self.demo.as_mut().and_then(|d| d.due(elapsed)) {
            if let Err(e) = self.play_demo_move(&m) {
                self.message = e.to_string();
                self.demo = None;
            }
            changed = true;
        }
        if self.tables.is_some() {
            changed = true; // progress moves
        }
        if changed {
            self.bump();
        }
        self.version != before
    }

    /// Starts loading the tables for the session's puzzle and variant.
    fn load_tables(&mut self) {
        let loader = self.loader.clone();
        let puzzle = self.puzzle();
        let variant = self.session.variant();
        let progress = self.progress.clone();
        *lock(&progress) = Progress::default();
        self.tables = Some(Job::spawn(Budget::unlimited(), move |_| {
            let report: ProgressFn = Arc::new(move |label: &str, done: u64, total: u64| {
                *lock(&progress) = Progress {
                    label: label.to_string(),
                    done,
                    total,
                };
            });
            loader(puzzle, &variant, report).map_err(|e| e.to_string())
        }));
    }

    fn poll_tables(&mut self) -> bool {
        let Some(job) = self.tables.as_mut() else {
            return false;
        };
        let Some(result) = job.poll() else {
            return false;
        };
        self.tables = None;
        match result {
            Ok(Some(t)) => {
                self.session.attach(&t);
                self.loaded.push(t);
            }
            Ok(None) => {}
            Err(e) => {
                self.message = format!("tables unavailable: {e}");
                self.events.push_back(Event::Error {
                    message: self.message.clone(),
                });
            }
        }
        true
    }

    fn poll_hint(&mut self) -> bool {
        let Some(job) = self.hint_job.as_mut() else {
            return false;
        };
        let Some(r) = job.poll() else { return false };
        self.hint_job = None;
        match r {
            Ok(plan) if plan.from == self.session.state_text() && !plan.moves.is_empty() => {
                self.message = format!(
                    "hint: {} (starts a {}{}-move solution)",
                    plan.moves[0],
                    if plan.optimal { "shortest, " } else { "" },
                    plan.moves.len()
                );
                self.hint = Some(plan);
                self.events.push_back(Event::Hint);
            }
            Ok(_) => {}
            Err(e) => self.message = format!("no hint: {e}"),
        }
        true
    }

    fn poll_demo(&mut self) -> bool {
        let Some(job) = self.demo_job.as_mut() else {
            return false;
        };
        let Some(r) = job.poll() else { return false };
        self.demo_job = None;
        match r {
            Ok(plan) if plan.from == self.session.state_text() && !plan.moves.is_empty() => {
                self.message = format!(
                    "demonstrating a {}{}-move solution",
                    if plan.optimal { "shortest " } else { "" },
                    plan.moves.len()
                );
                self.session.note_demo();
                let mut demo = Demo::new(plan);
                if self.puzzle() == PuzzleKind::Sliding {
                    demo.interval_ms = 1000; // tiles: one move a second, as players expect
                }
                self.demo = Some(demo);
                if let Err(e) = self.save() {
                    self.message = format!("not saved: {e}");
                }
            }
            Ok(_) => {}
            Err(e) => self.message = format!("no demonstration: {e}"),
        }
        true
    }
}

/// Locks a mutex, recovering the data if a holder panicked.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
