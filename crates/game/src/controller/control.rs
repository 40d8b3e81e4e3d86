//! The controller itself: one game and everything around it, and its actions' rules (the
//! work in the background is in `work.rs`, the view in `view.rs`).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use door::PuzzleKind;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::clock::{Clock, Moment};
use search::tables::{InMemory, TableSource};
use search::Budget;

use super::{Action, ControlError, Event, NotNow, Note, Progress};
use crate::any::Variant;
use crate::any::{AnySession, AnyTables, Demo, TextPlan};
use crate::exec::{Executor, Job};
use crate::registry::Puzzles;
use crate::saves::{Bests, Finished, GameId, Saved, Saves, Status};
use crate::session::GameError;

/// A table source that builds in memory and writes nothing, one for the process (tests,
/// and front ends that must not write files).
pub fn in_memory_tables() -> Arc<dyn TableSource> {
    static T: OnceLock<Arc<InMemory>> = OnceLock::new();
    T.get_or_init(|| Arc::new(InMemory::new())).clone()
}

/// Playing time after which a game open without moves is saved again, so that the saved
/// games list shows the time played, not the time of the last move.
pub const SAVE_TIME_EVERY_MS: u64 = 5_000;

/// Time a demonstration's solve may take before it settles for a good non-optimal plan.
pub const DEMO_BUDGET: Duration = Duration::from_millis(1500);

/// Time the controller spends thinking ahead about a position the player is looking at
/// (the cube with its optimal tables: a hint asked for later is then proven at once).
pub const PONDER_BUDGET: Duration = Duration::from_secs(10);

pub(super) type NewGameJob = Job<Result<Box<dyn AnySession>, GameError>>;
pub(super) type PlanJob = Job<Result<TextPlan, GameError>>;
pub(super) type TablesJob = Job<Result<Option<AnyTables>, GameError>>;

/// A new game being prepared: its level, its scramble's seed, and its job once started
/// (after the tables).
pub(super) struct Pending {
    /// The level asked for.
    pub(super) level: String,
    pub(super) seed: u64,
    pub(super) job: Option<NewGameJob>,
}

/// What a controller is made with besides its game: what the host gives it.
#[derive(Clone)]
pub struct Setup {
    /// Where games are saved (none: not saved).
    pub saves: Option<Arc<dyn Saves>>,
    /// Where solver tables come from (the binary's cache, one for the process).
    pub tables: Arc<dyn TableSource>,
    /// The seed of the scrambles (none: from entropy).
    pub seed: Option<u64>,
    /// Whether to search positions ahead of hints ([`PONDER_BUDGET`] on every core, for
    /// the puzzles where it pays): for a player's own machine, not a server many share.
    pub ponder: bool,
    /// What runs the work it starts (tables, new games, hints, demonstrations).
    pub executor: Arc<dyn Executor>,
    /// The time it reads (playing time, a hint's deadline): the host's clock.
    pub clock: Arc<dyn Clock>,
}

/// One game and everything around it. See the module docs.
pub struct Controller {
    pub(super) session: Box<dyn AnySession>,
    pub(super) id: Option<GameId>,
    pub(super) saves: Option<Arc<dyn Saves>>,
    pub(super) source: Arc<dyn TableSource>,
    pub(super) executor: Arc<dyn Executor>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) rng: ChaCha8Rng,
    pub(super) loaded: Vec<AnyTables>,
    pub(super) tables: Option<TablesJob>,
    pub(super) progress: Arc<Mutex<Progress>>,
    /// A new game waiting for its level: the level, and its job once started.
    pub(super) pending: Option<Pending>,
    /// The seed the current game was scrambled with (none for custom positions).
    pub(super) seed: Option<u64>,
    pub(super) hint_job: Option<PlanJob>,
    /// When the hint being thought of must be given (a search begun ahead of it, cut off).
    pub(super) hint_deadline: Option<Moment>,
    pub(super) hint: Option<TextPlan>,
    pub(super) want_hint: bool,
    /// Thinking ahead: whether to, the search under way, the position it is (or was) of,
    /// and the proven plan it found.
    pub(super) ponder: bool,
    pub(super) ponder_job: Option<PlanJob>,
    pub(super) pondering: Option<String>,
    pub(super) pondered: Option<TextPlan>,
    pub(super) demo_job: Option<PlanJob>,
    pub(super) want_demo: bool,
    /// Why the last save failed, until one succeeds.
    pub(super) unsaved: Option<ControlError>,
    /// The demonstration asked for is the method's.
    pub(super) demo_method: bool,
    /// The share link's start as the puzzle writes it (worked out when the game or its
    /// tables change: the cube's start as moves needs a solve).
    pub(super) share: Option<Vec<(&'static str, String)>>,
    pub(super) demo: Option<Demo>,
    pub(super) finished: Option<Finished>,
    pub(super) message: Note,
    pub(super) events: VecDeque<Event>,
    pub(super) version: u64,
    /// Whether playing time counts.
    pub(super) clock_running: bool,
    pub(super) clock_restarted: bool,
    pub(super) last_tick: Option<Moment>,
    /// Playing time added since the game was last saved.
    pub(super) unsaved_ms: u64,
    /// The demonstration speed last chosen (milliseconds a move), for the next one.
    pub(super) demo_ms: Option<u64>,
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
            saves: setup.saves,
            source: setup.tables,
            executor: setup.executor,
            clock: setup.clock,
            rng,
            loaded: Vec::new(),
            tables: None,
            progress: Arc::new(Mutex::new(Progress::default())),
            pending: None,
            seed: None,
            hint_job: None,
            hint_deadline: None,
            hint: None,
            want_hint: false,
            ponder: setup.ponder,
            ponder_job: None,
            pondering: None,
            pondered: None,
            demo_job: None,
            want_demo: false,
            unsaved: None,
            demo_method: false,
            share: None,
            demo: None,
            finished: None,
            message: Note::Nothing,
            events: VecDeque::new(),
            version: 0,
            clock_running: true,
            clock_restarted: false,
            last_tick: None,
            unsaved_ms: 0,
            demo_ms: None,
        };
        c.refresh_setup();
        c.load_tables();
        c
    }

    /// A new game of `variant` (the puzzle and, for tiles, the goal) at `level`; the level is
    /// checked at once, the game itself is prepared in the background (see
    /// [`Controller::preparing`]).
    pub fn start(variant: &Variant, level: &str, setup: Setup) -> Result<Controller, ControlError> {
        let session = variant.new_session();
        let mut c = Controller::new(session, None, setup);
        c.update(Action::NewGame {
            level: level.to_string(),
            seed: None,
        })?;
        Ok(c)
    }

    /// The saved game `id` (of one of `puzzles`), resumed.
    pub fn resume(id: GameId, puzzles: &Puzzles, setup: Setup) -> Result<Controller, ControlError> {
        let saves = setup
            .saves
            .as_ref()
            .ok_or(ControlError::NotNow(NotNow::SavedGamesOff))?;
        let (record, status) = saves.game(id)?;
        let session = puzzles.restore(&record)?;
        let mut c = Controller::new(session, Some(id), setup);
        if status != Status::Playing {
            // A finished game opens as it ended; playing on is a new game.
            c.id = None;
        }
        c.message = Note::Resumed;
        Ok(c)
    }

    // --- reading ---------------------------------------------------------------------------

    /// The session (read only: changes go through [`Controller::update`]).
    pub fn session(&self) -> &dyn AnySession {
        self.session.as_ref()
    }

    /// The puzzle.
    pub fn puzzle(&self) -> PuzzleKind {
        self.session.kind()
    }

    /// The puzzle and what it is played on.
    pub fn variant(&self) -> Variant {
        self.session.variant()
    }

    /// The game's id in the database.
    pub fn id(&self) -> Option<GameId> {
        self.id
    }

    /// The status message, in English.
    pub fn message(&self) -> String {
        self.message.to_string()
    }

    /// The status message as data, for a front end that writes it in its own language.
    pub fn note(&self) -> &Note {
        &self.message
    }

    /// Replaces the status message with a front end's own words (such as "no tile
    /// there"), a message of the catalogs.
    pub fn set_message(&mut self, message: messages::Message) {
        self.message = Note::Said(message);
        self.bump();
    }

    /// Clears the status message.
    pub fn clear_message(&mut self) {
        self.message = Note::Nothing;
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

    /// Waits for a new game being prepared (its tables first), for at most `limit` of each
    /// job's wait (an API that answers with the game ready when it can): a wait on the
    /// work itself, never a sleep. Returns whether it is ready.
    pub fn settle(&mut self, limit: Duration) -> bool {
        while self.pending.is_some() {
            self.tick();
            let ready = if let Some(t) = self.tables.as_mut() {
                t.wait_ready(limit)
            } else if let Some(Pending { job: Some(j), .. }) = self.pending.as_mut() {
                j.wait_ready(limit)
            } else {
                true
            };
            if !ready {
                break;
            }
        }
        self.tick();
        self.pending.is_none()
    }

    /// Waits for the work running in the background (the tables, a new game, a hint, a
    /// demonstration's plan; not a search ahead of a hint, which runs until it is stopped)
    /// to have its answer, at most `limit` for each job — a wait on the work itself, never
    /// a sleep — and takes the answers in. Whether nothing is left running.
    pub fn wait(&mut self, limit: Duration) -> bool {
        loop {
            self.tick();
            let job_ready = if let Some(t) = self.tables.as_mut() {
                t.wait_ready(limit)
            } else if let Some(Pending { job: Some(j), .. }) = self.pending.as_mut() {
                j.wait_ready(limit)
            } else if let Some(j) = self.hint_job.as_mut() {
                j.wait_ready(limit)
            } else if let Some(j) = self.demo_job.as_mut() {
                j.wait_ready(limit)
            } else {
                return self.busy_with().is_none();
            };
            if !job_ready {
                return false;
            }
        }
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

    // --- acting ----------------------------------------------------------------------------

    /// Does what the player asked. A refused action changes nothing but the message (which
    /// says why) and returns the error.
    pub fn update(&mut self, action: Action) -> Result<(), ControlError> {
        let result = self.apply(action);
        match &result {
            Err(e) => {
                self.message = Note::Refused(e.clone());
                self.events.push_back(Event::Error {
                    message: e.to_string(),
                });
            }
            // The refusal's message goes once the next action is taken.
            Ok(()) if self.refused() => self.message = Note::Nothing,
            Ok(()) => {}
        }
        self.bump();
        result
    }

    /// Whether the message is the refusal of the last action (nothing has changed it since).
    pub fn refused(&self) -> bool {
        matches!(self.message, Note::Refused(_))
    }

    fn apply(&mut self, action: Action) -> Result<(), ControlError> {
        if matches!(
            action,
            Action::Move { .. } | Action::Undo | Action::Redo | Action::Restart
        ) {
            self.advance_clock(self.clock.now());
        }
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
                self.message = Note::Restarted;
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
                self.new_game(&level, None)
            }
            Action::NewGame { level, seed } => self.new_game(&level, seed),
            Action::SetPosition { start, goal } => self.set_position(&start, goal.as_deref()),
            Action::StandardGoal => self.standard_goal(),
            Action::Hint => self.ask_hint(),
            Action::Demonstrate => {
                if self.demo.is_none() {
                    self.demo_method = false;
                }
                self.demonstrate()
            }
            Action::DemonstrateMethod => {
                if self.demo.is_none() {
                    if self.session.method_label().is_none() {
                        let puzzle = self.session.variant().names();
                        return Err(GameError::Door(door::Error::NoMethod { puzzle }).into());
                    }
                    self.demo_method = true;
                }
                self.demonstrate()
            }
            Action::Pause
            | Action::Resume
            | Action::Step
            | Action::Faster
            | Action::Slower
            | Action::Speed { .. } => self.control_demo(action),
            Action::Cancel => {
                let what = if self.demo.is_some() || self.demo_job.is_some() || self.want_demo {
                    Note::DemoStopped
                } else if self.pending.is_some() {
                    Note::NewGameCancelled
                } else if self.hint_job.is_some() || self.want_hint {
                    Note::HintCancelled
                } else {
                    Note::Nothing
                };
                self.stop_demo();
                self.pending = None;
                self.hint_job = None;
                self.want_hint = false;
                self.message = what;
                Ok(())
            }
        }
    }

    pub(super) fn bump(&mut self) {
        self.version += 1;
    }

    pub(super) fn demo_mut(&mut self) -> Result<&mut Demo, ControlError> {
        self.demo
            .as_mut()
            .ok_or(ControlError::NotNow(NotNow::NoDemonstration))
    }

    fn stop_demo(&mut self) {
        self.demo = None;
        self.demo_job = None;
        self.want_demo = false;
    }

    pub(super) fn not_while_preparing(&self) -> Result<(), ControlError> {
        if self.pending.is_some() {
            return Err(ControlError::NotNow(NotNow::Preparing));
        }
        Ok(())
    }

    pub(super) fn play(&mut self, text: &str) -> Result<(), ControlError> {
        self.not_while_preparing()?;
        if self.finished.is_some() {
            return Err(ControlError::NotNow(NotNow::Finished));
        }
        let before = self.session.moves_made();
        self.session.play(text)?;
        let made = self.session.moves_text()[before..].to_vec();
        self.message = Note::Nothing;
        self.events.push_back(Event::Moved { moves: made });
        self.after_change()
    }

    fn undo(&mut self) -> Result<(), ControlError> {
        self.stop_demo();
        self.not_while_preparing()?;
        self.session.undo()?;
        self.reopen();
        self.message = Note::Undone {
            redo: self.session.redo_len(),
        };
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
        self.message = Note::Redone {
            redo: self.session.redo_len(),
        };
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
        self.save_or_note();
        if self.session.is_solved() && self.finished.is_none() && self.session.moves_made() > 0 {
            self.stop_demo();
            let finished = self.file_solve().unwrap_or_else(|e| {
                self.unsaved = Some(e);
                Finished::default()
            });
            if let (Some(solve), Some(saves)) = (finished.solve, self.saves.clone()) {
                let m = super::optimum::Measure {
                    saves,
                    executor: self.executor.as_ref(),
                    budget: self.budget().with_timeout(super::optimum::OPTIMUM_BUDGET),
                };
                super::optimum::measure(self.session.as_ref(), &self.loaded, m, solve);
            }
            self.finished = Some(finished);
            self.message = Note::Solved {
                unsaved: self.unsaved.clone(),
            };
            self.events.push_back(Event::Solved {
                best_time: finished.best_time,
                best_moves: finished.best_moves,
            });
        }
        Ok(())
    }

    /// Files the solved game (kept, then finished as a solve of its session) and says what
    /// it set: the rule for records is here (a hint or a demonstration: assisted, never a
    /// best).
    fn file_solve(&mut self) -> Result<Finished, ControlError> {
        let (Some(id), Some(saves)) = (self.id, self.saves.clone()) else {
            return Ok(Finished::default());
        };
        let game = self.saved();
        let r = &game.record;
        let before: Bests = saves.bests(r.puzzle, &game.key, &r.level)?;
        let solve = saves.finish(id, &game, true)?;
        Ok(Finished::against(&game, before, solve))
    }

    /// The game as it is handed to be kept.
    pub(super) fn saved(&self) -> Saved {
        Saved {
            record: self.session.record(),
            key: self.session.variant().key(),
            move_count: self.session.move_count(),
        }
    }

    /// Saves after a change; a store that cannot write (a full disk, a read-only file) does
    /// not undo the change: the game goes on in memory, the view says it is not saved and
    /// why, and the next change tries again.
    pub(super) fn save_or_note(&mut self) {
        match self.save() {
            Ok(()) => self.unsaved = None,
            Err(e) => {
                self.message = Note::NotSaved(e.clone());
                self.unsaved = Some(e);
            }
        }
    }

    /// Saves the game: a new row at its first move (a game with no move is never saved),
    /// then updates.
    pub(super) fn save(&mut self) -> Result<(), ControlError> {
        let Some(saves) = self.saves.clone() else {
            return Ok(());
        };
        self.unsaved_ms = 0;
        let game = self.saved();
        match self.id {
            Some(id) => saves.save(id, &game)?,
            None if game.record.moves.is_empty() => {}
            None => self.id = Some(saves.start(&game)?),
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
        if let (Some(id), Some(saves), None) = (self.id, self.saves.clone(), self.finished) {
            let game = self.saved();
            if game.record.moves.is_empty() {
                saves.discard_unplayed(id)?;
            } else {
                saves.finish(id, &game, false)?;
            }
        }
        self.id = None;
        Ok(())
    }

    /// A level by name is checked at once: unknown names are refused with the choices.
    fn check_level(&self, level: &str) -> Result<(), ControlError> {
        let names = self.session.level_names();
        if !names.iter().any(|n| n == level) {
            crate::session::parse_level(level, names.iter().map(String::as_str))?;
        }
        Ok(())
    }

    /// A new game at a level: the old one (if played and unsolved) is recorded abandoned;
    /// the new one is prepared on a worker thread once the tables are in.
    fn new_game(&mut self, level: &str, seed: Option<u64>) -> Result<(), ControlError> {
        self.check_level(level)?;
        self.abandon()?;
        self.finished = None;
        self.message = Note::Preparing {
            level: level.to_string(),
        };
        // Seeds people can type (and that survive JSON numbers in a browser): 32 bits.
        let seed = seed.unwrap_or_else(|| u64::from(self.rng.next_u32()));
        self.pending = Some(Pending {
            level: level.to_string(),
            seed,
            job: None,
        });
        self.start_pending();
        Ok(())
    }

    pub(super) fn start_pending(&mut self) {
        if self.tables.is_some() {
            return; // every level waits for the tables: some need them, none is silently easier
        }
        let Some(Pending {
            level,
            seed,
            job: job @ None,
        }) = self.pending.as_mut()
        else {
            return;
        };
        let variant = self.session.variant();
        let tables = self.loaded.clone();
        let seed = *seed;
        let level = level.clone();
        let budget = Budget::unlimited().with_clock(self.clock.clone());
        *job = Some(Job::start(self.executor.as_ref(), budget, move |_| {
            let mut s = variant.new_session();
            for t in &tables {
                s.attach(t);
            }
            s.new_game(&level, &mut ChaCha8Rng::seed_from_u64(seed))?;
            Ok(s)
        }));
    }

    pub(super) fn finish_pending(&mut self) -> bool {
        let Some(Pending {
            level,
            seed,
            job: Some(job),
        }) = self.pending.as_mut()
        else {
            return false;
        };
        let Some(result) = job.poll() else {
            return false;
        };
        let (level, seed) = (level.clone(), *seed);
        self.pending = None;
        match result {
            Ok(s) => {
                self.install(s);
                self.seed = Some(seed);
                self.message = Note::NewGame {
                    level: level.to_string(),
                };
                self.events.push_back(Event::Reset);
                self.save_or_note();
            }
            Err(e) => {
                self.message = Note::NoNewGame(e);
                self.events.push_back(Event::Error {
                    message: self.message.to_string(),
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
        self.seed = None;
        self.id = None;
        self.hint = None;
        self.hint_job = None;
        self.stop_demo();
        self.finished = None;
        self.refresh_setup();
        if retables {
            self.load_tables();
        }
    }

    /// Works out again the share link's start (the cube's needs its tables).
    pub(super) fn refresh_setup(&mut self) {
        self.share = self.session.share_start();
    }

    /// A custom start (and goal): checked on a fresh session first, so a refused entry
    /// leaves the game exactly as it was.
    fn set_position(&mut self, start: &str, goal: Option<&str>) -> Result<(), ControlError> {
        let goal = goal.map(str::trim).filter(|g| !g.is_empty());
        let current = self.session.variant();
        let variant = match goal {
            Some(g) => current.with_goal(g).map_err(GameError::from)?,
            None => current.for_start(start.trim()),
        };
        let mut fresh = variant.new_session();
        fresh.set_position(start.trim())?;
        self.stop_demo();
        self.pending = None;
        self.abandon()?;
        self.install(fresh);
        self.message = if self.session.is_solved() {
            Note::AlreadySolvedPosition
        } else {
            Note::CustomPosition
        };
        self.events.push_back(Event::Reset);
        self.save()
    }

    /// Tiles with a custom goal: back to the standard goal of the same size, new game.
    fn standard_goal(&mut self) -> Result<(), ControlError> {
        if !self.session.variant().has_goals() {
            return Err(ControlError::NotNow(NotNow::OnlyTilesHaveGoals));
        }
        let level = self
            .session
            .level_names()
            .into_iter()
            .next()
            .unwrap_or_default();
        let fresh = self.session.variant().standardised().new_session();
        self.abandon()?;
        self.install(fresh);
        self.new_game(&level, None)
    }
}

/// Locks a mutex, recovering the data if a holder panicked (the data of a game or a
/// database stays usable; front ends share this rather than unwrap).
pub fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
