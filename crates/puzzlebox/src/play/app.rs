//! The terminal game's state and its updates (Elm style): one [`App`], a named update for
//! every key, and [`App::tick`] for the clock, the background solvers and table loading.
//! Nothing here draws; [`super::render`] does.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use game::store::{Finished, GameId, Store};
use game::{AnySession, Demo, Job, SolverTables, TextPlan};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::Budget;

use super::layout;

/// Time a hint may take (the figures: 100 ms for tiles and the cube, 300 ms for the
/// rings; the solver's own overhead stays inside them).
pub fn hint_budget(puzzle: &str) -> Duration {
    match puzzle {
        "rings" => Duration::from_millis(250),
        _ => Duration::from_millis(90),
    }
}

/// Time a demonstration's solve may take before it settles for a good non-optimal plan.
const DEMO_BUDGET: Duration = Duration::from_millis(1500);

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The puzzle menu (with saved games).
    Menu {
        /// The highlighted entry.
        selected: usize,
    },
    /// "Resume the saved game?" for a puzzle.
    Resume {
        /// The saved game.
        id: GameId,
    },
    /// Playing.
    Playing,
    /// Choosing a level for a new game.
    Levels {
        /// The highlighted level.
        selected: usize,
    },
    /// Typing a move sequence or a custom position.
    Prompt {
        /// What the text is for.
        kind: PromptKind,
        /// The text so far.
        text: String,
    },
    /// Rules and keys.
    Help,
}

/// What a prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// Moves in the puzzle's notation.
    Moves,
    /// A custom start position (for tiles `start | goal` sets a goal too).
    Position,
}

/// The hint being computed or shown.
pub enum HintState {
    /// The solver is running.
    Pending(Job<Result<TextPlan, String>>),
    /// The next move and the length of the solution it starts.
    Ready(TextPlan),
}

/// Tables loading in the background: what is being built and how far.
#[derive(Clone, Debug, Default)]
pub struct Loading {
    /// The table's name, while one is being built.
    pub label: Option<String>,
    /// Done out of total.
    pub done: u64,
    /// The total.
    pub total: u64,
}

/// A puzzle as the menu offers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// `sliding`, `cube` or `rings`.
    pub puzzle: String,
    /// The tiles' goal for the size asked for (empty otherwise).
    pub variant: String,
}

/// A new game prepared off the UI thread (scrambles by distance run the optimal solver).
type NewGameJob = Job<Result<Box<dyn AnySession>, game::GameError>>;

/// Loads the tables a puzzle's solver uses (blocking; called on a worker thread).
pub type TableLoader =
    Arc<dyn Fn(&str, &str) -> anyhow::Result<Option<SolverTables>> + Send + Sync>;

/// The whole state of the terminal game.
pub struct App {
    /// What is showing.
    pub screen: Screen,
    /// The game in play (also under the menu, help and prompts).
    pub session: Option<Box<dyn AnySession>>,
    /// Its id in the database.
    pub game_id: Option<GameId>,
    /// The database (None when saving is off).
    pub store: Option<Store>,
    /// The hint.
    pub hint: Option<HintState>,
    /// The demonstration being planned.
    pub demo_job: Option<Job<Result<TextPlan, String>>>,
    /// The demonstration being played.
    pub demo: Option<Demo>,
    /// The ring selected (rings), 0 = disk.
    pub ring: u8,
    /// The layer marker (cube): an index into [`layout::MARKER_LAYERS`].
    pub marker: usize,
    /// The last message for the status line.
    pub message: String,
    /// Set when the game has just been solved.
    pub solved: Option<Finished>,
    /// Whether to leave.
    pub quit: bool,
    /// Menu entries: the puzzles.
    pub choices: Vec<Choice>,
    /// The level asked for on the command line (first game only).
    pub first_level: Option<String>,
    /// Table loading progress, shared with the loader thread.
    pub loading: Arc<Mutex<Loading>>,
    tables: Option<Job<anyhow::Result<Option<SolverTables>>>>,
    /// A new game being prepared: its level, and the job once it can start (after the
    /// tables it may need).
    pending: Option<(String, Option<NewGameJob>)>,
    /// The puzzle and variant whose tables are loaded or loading.
    tables_for: Option<(String, String)>,
    /// The new game needs the tables that are still loading: start it once they are in.
    wait_tables: bool,
    loaded: Vec<SolverTables>,
    loader: TableLoader,
    rng: ChaCha8Rng,
    last_tick: Option<Instant>,
    /// The terminal's size (for mouse hits).
    pub size: (u16, u16),
}

impl App {
    /// A new app: the menu, or straight into `choice`'s game (offering to resume).
    pub fn new(
        store: Option<Store>,
        choices: Vec<Choice>,
        start: Option<Choice>,
        level: Option<String>,
        seed: Option<u64>,
        loader: TableLoader,
    ) -> App {
        let rng = match seed {
            Some(s) => ChaCha8Rng::seed_from_u64(s),
            None => ChaCha8Rng::from_entropy(),
        };
        let mut app = App {
            screen: Screen::Menu { selected: 0 },
            session: None,
            game_id: None,
            store,
            hint: None,
            demo_job: None,
            demo: None,
            ring: 1,
            marker: 0,
            message: String::new(),
            solved: None,
            quit: false,
            choices,
            first_level: level,
            loading: Arc::new(Mutex::new(Loading::default())),
            tables: None,
            pending: None,
            tables_for: None,
            wait_tables: false,
            loaded: Vec::new(),
            loader,
            rng,
            last_tick: None,
            size: (80, 24),
        };
        if let Some(c) = start {
            app.open(&c);
        }
        app
    }

    /// The session's puzzle name, if a game is open.
    pub fn puzzle(&self) -> Option<&'static str> {
        self.session.as_ref().map(|s| s.puzzle_name())
    }

    // --- opening and ending games -------------------------------------------------------

    /// Opens a puzzle: offers its saved game, else starts a new one.
    pub fn open(&mut self, choice: &Choice) {
        if let Some(store) = &self.store {
            match store.unfinished(&choice.puzzle) {
                Ok(Some((id, row)))
                    if row.record.variant == choice.variant || choice.variant.is_empty() =>
                {
                    self.screen = Screen::Resume { id };
                    self.message = format!(
                        "a saved {} game ({} moves)",
                        choice.puzzle, row.record.cursor
                    );
                    self.start_tables(&choice.puzzle, &row.record.variant);
                    return;
                }
                Ok(_) => {}
                Err(e) => self.message = format!("saved games unavailable: {e}"),
            }
        }
        self.fresh_game(choice);
    }

    fn fresh_game(&mut self, choice: &Choice) {
        match game::new_session(&choice.puzzle, &choice.variant) {
            Ok(s) => {
                self.install(s, None);
                let level = self.first_level.take().unwrap_or_else(|| {
                    self.session
                        .as_ref()
                        .and_then(|s| s.level_names().into_iter().next())
                        .unwrap_or_default()
                });
                self.new_game(&level);
            }
            Err(e) => self.message = e.to_string(),
        }
    }

    fn install(&mut self, mut session: Box<dyn AnySession>, id: Option<GameId>) {
        let (puzzle, variant) = (session.puzzle_name(), session.variant());
        for t in &self.loaded {
            session.attach(t);
        }
        self.session = Some(session);
        self.game_id = id;
        self.hint = None;
        self.demo = None;
        self.demo_job = None;
        self.solved = None;
        self.screen = Screen::Playing;
        self.start_tables(puzzle, &variant);
    }

    /// Starts loading the puzzle's tables on a worker thread, unless loaded or loading.
    fn start_tables(&mut self, puzzle: &str, variant: &str) {
        let key = (puzzle.to_string(), variant.to_string());
        if self.tables_for.as_ref() == Some(&key) {
            return;
        }
        self.tables_for = Some(key);
        let loader = self.loader.clone();
        let (p, v) = (puzzle.to_string(), variant.to_string());
        let loading = self.loading.clone();
        self.tables = Some(Job::spawn(Budget::unlimited(), move |_| {
            let out = loader(&p, &v);
            if let Ok(mut l) = loading.lock() {
                l.label = None;
            }
            out
        }));
    }

    /// Answers the resume question.
    pub fn resume(&mut self, yes: bool) {
        let Screen::Resume { id } = self.screen else {
            return;
        };
        let Some(store) = &self.store else { return };
        let row = match store.game(id) {
            Ok(r) => r,
            Err(e) => {
                self.message = e.to_string();
                return;
            }
        };
        if yes {
            match game::restore(&row.record) {
                Ok(s) => {
                    self.install(s, Some(id));
                    self.message = "resumed the saved game".into();
                }
                Err(e) => {
                    self.message = format!("the saved game cannot be restored: {e}");
                    self.screen = Screen::Menu { selected: 0 };
                }
            }
        } else {
            let r = if row.record.moves.is_empty() {
                store.discard_unplayed(id).map(|_| ())
            } else {
                store.finish(id, &row.record, false).map(|_| ())
            };
            if let Err(e) = r {
                self.message = e.to_string();
            }
            self.fresh_game(&Choice {
                puzzle: row.record.puzzle.clone(),
                variant: row.record.variant.clone(),
            });
        }
    }

    /// Leaves the current game: it stays saved as unfinished (to resume), or is recorded
    /// as abandoned when `abandon`.
    fn leave_game(&mut self, abandon: bool) {
        self.hint = None;
        self.demo = None;
        self.demo_job = None;
        if let (Some(s), Some(id), Some(store)) = (&self.session, self.game_id, &self.store) {
            if self.solved.is_none() {
                let rec = s.record();
                let r = if abandon && rec.moves.is_empty() {
                    store.discard_unplayed(id).map(|_| ())
                } else if abandon {
                    store.finish(id, &rec, false).map(|_| ())
                } else {
                    store.save(id, &rec)
                };
                if let Err(e) = r {
                    self.message = e.to_string();
                }
            }
        }
    }

    /// A new game at a level (the old one, if unsolved and played, is recorded abandoned).
    /// It is prepared on a worker thread, once the puzzle's tables are loaded; until then
    /// the old position stays on screen and moves wait.
    pub fn new_game(&mut self, level: &str) {
        self.leave_game(true);
        self.screen = Screen::Playing;
        self.message = format!("preparing the level {level}…");
        self.pending = Some((level.to_string(), None));
        self.start_pending();
    }

    /// Whether a new game is being prepared.
    pub fn preparing(&self) -> bool {
        self.pending.is_some()
    }

    fn start_pending(&mut self) {
        if self.wait_tables && self.tables.is_some() {
            return;
        }
        self.wait_tables = false;
        let Some((level, job @ None)) = self.pending.as_mut() else {
            return;
        };
        let Some(s) = &self.session else { return };
        let (puzzle, variant) = (s.puzzle_name(), s.variant());
        let tables = self.loaded.clone();
        let seed = self.rng.next_u64();
        let level = level.clone();
        *job = Some(Job::spawn(Budget::unlimited(), move |_| {
            let mut s = game::new_session(puzzle, &variant)?;
            for t in &tables {
                s.attach(t);
            }
            s.new_game(&level, &mut ChaCha8Rng::seed_from_u64(seed))?;
            Ok(s)
        }));
    }

    fn finish_pending(&mut self) {
        let Some((level, Some(job))) = self.pending.as_mut() else {
            return;
        };
        let Some(result) = job.poll() else { return };
        let level = level.clone();
        if result.is_err() && self.tables.is_some() {
            // Levels by distance need the tables being built: try again once they are.
            self.pending = Some((level, None));
            self.wait_tables = true;
            return;
        }
        self.pending = None;
        match result {
            Ok(s) => {
                self.install(s, None);
                self.message = format!("new game, level {level}");
                self.begin_saving();
            }
            Err(e) => self.message = e.to_string(),
        }
    }

    /// Records the current session as a new game in the database.
    fn begin_saving(&mut self) {
        if let (Some(s), Some(store)) = (&self.session, &self.store) {
            match store.start(&s.record()) {
                Ok(id) => self.game_id = Some(id),
                Err(e) => self.message = format!("not saving: {e}"),
            }
        }
    }

    fn save(&mut self) {
        if let (Some(s), Some(id), Some(store)) = (&self.session, self.game_id, &self.store) {
            if let Err(e) = store.save(id, &s.record()) {
                self.message = format!("not saved: {e}");
            }
        }
    }

    /// After every change of position: save, drop a stale hint, detect solved.
    fn after_move(&mut self) {
        if matches!(&self.hint, Some(HintState::Ready(p)) if Some(&p.from) != self.session.as_ref().map(|s| s.state_text()).as_ref())
        {
            self.hint = None;
        }
        self.save();
        let Some(s) = &self.session else { return };
        if s.is_solved() && self.solved.is_none() && s.moves_made() > 0 {
            self.demo = None;
            let rec = s.record();
            let finished = match (self.game_id, &self.store) {
                (Some(id), Some(store)) => store.finish(id, &rec, true).unwrap_or_default(),
                _ => Finished::default(),
            };
            self.solved = Some(finished);
            self.message = "Solved!".into();
        }
    }

    // --- moves ----------------------------------------------------------------------------

    /// Plays moves typed or keyed by the player (a demonstration stops: the player takes
    /// over).
    pub fn player_move(&mut self, text: &str) {
        self.demo = None;
        self.demo_job = None;
        self.play(text);
    }

    fn play(&mut self, text: &str) {
        if self.solved.is_some() {
            self.message = "solved: n for a new game, s to rescramble".into();
            return;
        }
        let Some(s) = self.session.as_mut() else {
            return;
        };
        match s.play(text) {
            Ok(_) => {
                self.message.clear();
                self.after_move();
            }
            Err(e) => self.message = e.to_string(),
        }
    }

    /// Takes back a move.
    pub fn undo(&mut self) {
        self.demo = None;
        let Some(s) = self.session.as_mut() else {
            return;
        };
        match s.undo() {
            Ok(()) => {
                self.solved = None;
                self.message = format!("undone ({} to redo)", s.redo_len());
                self.after_move();
            }
            Err(e) => self.message = e.to_string(),
        }
    }

    /// Replays an undone move.
    pub fn redo(&mut self) {
        self.demo = None;
        let Some(s) = self.session.as_mut() else {
            return;
        };
        match s.redo() {
            Ok(()) => {
                self.message = format!("redone ({} to redo)", s.redo_len());
                self.after_move();
            }
            Err(e) => self.message = e.to_string(),
        }
    }

    /// Back to the start position.
    pub fn restart(&mut self) {
        self.demo = None;
        if let Some(s) = self.session.as_mut() {
            s.restart();
            self.solved = None;
            self.message = "back at the start (y redoes)".into();
            self.after_move();
        }
    }

    /// A new start at the same level.
    pub fn rescramble(&mut self) {
        if let Some(level) = self.session.as_ref().map(|s| s.level()) {
            let level = if level == "custom" {
                self.session
                    .as_ref()
                    .and_then(|s| s.level_names().pop())
                    .unwrap_or(level)
            } else {
                level
            };
            self.new_game(&level);
        }
    }

    // --- the solvers ----------------------------------------------------------------------

    /// Asks for a hint (asking again restarts the search).
    pub fn ask_hint(&mut self) {
        let Some(s) = self.session.as_mut() else {
            return;
        };
        if s.is_solved() {
            self.message = "already solved".into();
            return;
        }
        s.note_hint();
        let budget = Budget::unlimited().with_timeout(hint_budget(s.puzzle_name()));
        let solver = s.solver();
        self.hint = Some(HintState::Pending(Job::spawn(budget, move |b| solver(b))));
        self.message = "thinking…".into();
        self.save();
    }

    /// Starts, pauses or resumes the demonstration.
    pub fn demonstrate(&mut self) {
        if let Some(d) = self.demo.as_mut() {
            d.toggle_pause();
            self.message = if d.paused {
                "paused (. steps)"
            } else {
                "playing"
            }
            .into();
            return;
        }
        let Some(s) = self.session.as_mut() else {
            return;
        };
        if s.is_solved() {
            self.message = "already solved".into();
            return;
        }
        let budget = Budget::unlimited().with_timeout(DEMO_BUDGET);
        let solver = s.solver();
        self.demo_job = Some(Job::spawn(budget, move |b| solver(b)));
        self.message = "planning a demonstration…".into();
    }

    /// One step of the demonstration (it pauses).
    pub fn demo_step(&mut self) {
        let Some(d) = self.demo.as_mut() else {
            self.message = "no demonstration running (p starts one)".into();
            return;
        };
        d.paused = true;
        if let Some(m) = d.step() {
            self.play_demo_move(&m);
        }
    }

    fn play_demo_move(&mut self, m: &str) {
        self.play(m);
        if self.demo.as_ref().is_some_and(|d| d.finished()) {
            self.demo = None;
        }
    }

    /// Advances the clock: playing time, solver results, the demonstration, table loading.
    pub fn tick(&mut self, now: Instant) {
        let elapsed = self
            .last_tick
            .map(|t| now.saturating_duration_since(t))
            .unwrap_or_default();
        self.last_tick = Some(now);
        if self.screen == Screen::Playing && self.solved.is_none() {
            if let Some(s) = self.session.as_mut() {
                s.add_time(elapsed.as_millis() as u64);
            }
        }
        if let Some(job) = self.tables.as_mut() {
            if let Some(result) = job.poll() {
                match result {
                    Ok(Some(t)) => {
                        if let Some(s) = self.session.as_mut() {
                            s.attach(&t);
                        }
                        self.loaded.push(t);
                    }
                    Ok(None) => {}
                    Err(e) => self.message = format!("tables unavailable: {e:#}"),
                }
                self.tables = None;
            }
        }
        self.start_pending();
        self.finish_pending();
        if let Some(HintState::Pending(job)) = self.hint.as_mut() {
            if let Some(r) = job.poll() {
                let current = self.session.as_ref().map(|s| s.state_text());
                self.hint = match r {
                    Ok(plan) if Some(&plan.from) == current.as_ref() && !plan.moves.is_empty() => {
                        self.message = format!(
                            "hint: {} (leads to a {}{}-move solution)",
                            plan.moves[0],
                            if plan.optimal { "shortest, " } else { "" },
                            plan.moves.len()
                        );
                        Some(HintState::Ready(plan))
                    }
                    Ok(_) => None,
                    Err(e) => {
                        self.message = format!("no hint: {e}");
                        None
                    }
                };
            }
        }
        if let Some(job) = self.demo_job.as_mut() {
            if let Some(r) = job.poll() {
                self.demo_job = None;
                match r {
                    Ok(plan) if !plan.moves.is_empty() => {
                        self.message = format!(
                            "demonstrating a {}{}-move solution (p pause, . step, +/- speed)",
                            if plan.optimal { "shortest " } else { "" },
                            plan.moves.len()
                        );
                        if let Some(s) = self.session.as_mut() {
                            s.note_demo();
                        }
                        self.demo = Some(Demo::new(plan));
                    }
                    Ok(_) => {}
                    Err(e) => self.message = format!("no demonstration: {e}"),
                }
            }
        }
        if let Some(m) = self.demo.as_mut().and_then(|d| d.due(elapsed)) {
            self.play_demo_move(&m);
        }
    }

    /// Whether the puzzle's tables are still loading.
    pub fn tables_loading(&self) -> bool {
        self.tables.is_some()
    }

    // --- keys -----------------------------------------------------------------------------

    /// One key press.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit_game();
            return;
        }
        match self.screen.clone() {
            Screen::Menu { selected } => self.menu_key(key, selected),
            Screen::Resume { .. } => match key.code {
                KeyCode::Char('y') | KeyCode::Char('Y') | KeyCode::Enter => self.resume(true),
                KeyCode::Char('n') | KeyCode::Char('N') => self.resume(false),
                KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
                _ => {}
            },
            Screen::Levels { selected } => self.levels_key(key, selected),
            Screen::Prompt { kind, text } => self.prompt_key(key, kind, text),
            Screen::Help => self.screen = Screen::Playing,
            Screen::Playing => self.game_key(key),
        }
    }

    fn menu_key(&mut self, key: KeyEvent, selected: usize) {
        let n = self.choices.len();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.screen = Screen::Menu {
                    selected: (selected + n - 1) % n,
                }
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.screen = Screen::Menu {
                    selected: (selected + 1) % n,
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') => {
                let c = self.choices[selected].clone();
                self.open(&c);
            }
            KeyCode::Char(c @ '1'..='9') => {
                let i = c as usize - '1' as usize;
                if let Some(c) = self.choices.get(i).cloned() {
                    self.open(&c);
                }
            }
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            _ => {}
        }
    }

    fn levels_key(&mut self, key: KeyEvent, selected: usize) {
        let names = self
            .session
            .as_ref()
            .map(|s| s.level_names())
            .unwrap_or_default();
        let n = names.len().max(1);
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.screen = Screen::Levels {
                    selected: (selected + n - 1) % n,
                }
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.screen = Screen::Levels {
                    selected: (selected + 1) % n,
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') => {
                if let Some(l) = names.get(selected) {
                    self.new_game(l);
                }
            }
            KeyCode::Char('m') => {
                self.leave_game(false);
                self.screen = Screen::Menu { selected: 0 };
            }
            KeyCode::Esc | KeyCode::Char('q') => self.screen = Screen::Playing,
            _ => {}
        }
    }

    fn prompt_key(&mut self, key: KeyEvent, kind: PromptKind, mut text: String) {
        match key.code {
            KeyCode::Esc => self.screen = Screen::Playing,
            KeyCode::Enter => {
                let ok = match kind {
                    PromptKind::Moves => {
                        self.screen = Screen::Playing;
                        self.player_move(&text);
                        true
                    }
                    PromptKind::Position => self.set_position(&text),
                };
                if !ok {
                    // Keep the text so nothing typed is lost.
                    self.screen = Screen::Prompt { kind, text };
                }
            }
            KeyCode::Backspace => {
                text.pop();
                self.screen = Screen::Prompt { kind, text };
            }
            KeyCode::Char(c) => {
                text.push(c);
                self.screen = Screen::Prompt { kind, text };
            }
            _ => {}
        }
    }

    /// Sets a custom start (`start | goal` for tiles); false with a message if refused.
    fn set_position(&mut self, text: &str) -> bool {
        let (start, goal) = match text.split_once('|') {
            Some((a, b)) => (a.trim(), Some(b.trim())),
            None => (text.trim(), None),
        };
        self.leave_game(true);
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        match s.set_position(start, goal) {
            Ok(()) => {
                for t in &self.loaded {
                    s.attach(t);
                }
                self.solved = None;
                self.hint = None;
                self.screen = Screen::Playing;
                self.message = if s.is_solved() {
                    "that position is already solved".into()
                } else {
                    "custom position set".into()
                };
                self.begin_saving();
                true
            }
            Err(e) => {
                self.message = e.to_string();
                false
            }
        }
    }

    /// Saves and leaves.
    pub fn quit_game(&mut self) {
        self.leave_game(false);
        self.quit = true;
    }

    fn game_key(&mut self, key: KeyEvent) {
        if self.preparing() {
            if matches!(key.code, KeyCode::Char('q') | KeyCode::Esc) {
                self.pending = None;
                self.quit = true;
            }
            return;
        }
        let demo_on = self.demo.is_some() || self.demo_job.is_some();
        // Keys every puzzle shares.
        match key.code {
            KeyCode::Char('q') => return self.quit_game(),
            KeyCode::Char('n') => {
                self.screen = Screen::Levels { selected: 0 };
                return;
            }
            KeyCode::Char('s') => return self.rescramble(),
            KeyCode::Backspace | KeyCode::Char('z') => return self.undo(),
            KeyCode::Char('y') => return self.redo(),
            KeyCode::Char('h') => return self.ask_hint(),
            KeyCode::Char('p') => return self.demonstrate(),
            KeyCode::Char(' ') if self.puzzle() != Some("cube") || demo_on => {
                return self.demonstrate()
            }
            KeyCode::Char('.') => return self.demo_step(),
            KeyCode::Char('+') | KeyCode::Char('=') if demo_on => {
                if let Some(d) = self.demo.as_mut() {
                    d.faster();
                    self.message = format!("{} ms per move", d.interval_ms);
                }
                return;
            }
            KeyCode::Char('-') if demo_on => {
                if let Some(d) = self.demo.as_mut() {
                    d.slower();
                    self.message = format!("{} ms per move", d.interval_ms);
                }
                return;
            }
            KeyCode::Esc if demo_on => {
                self.demo = None;
                self.demo_job = None;
                self.message = "demonstration stopped".into();
                return;
            }
            KeyCode::Char('e') => {
                self.screen = Screen::Prompt {
                    kind: PromptKind::Position,
                    text: String::new(),
                };
                return;
            }
            KeyCode::Char(':') => {
                self.screen = Screen::Prompt {
                    kind: PromptKind::Moves,
                    text: String::new(),
                };
                return;
            }
            KeyCode::Char('?') => {
                self.screen = Screen::Help;
                return;
            }
            KeyCode::Char('r') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                return self.restart()
            }
            KeyCode::Home => return self.restart(),
            _ => {}
        }
        match self.puzzle() {
            Some("sliding") => self.sliding_key(key),
            Some("cube") => self.cube_key(key),
            Some("rings") => self.rings_key(key),
            _ => {}
        }
    }

    fn sliding_key(&mut self, key: KeyEvent) {
        // The arrow is the direction the tile slides.
        let m = match key.code {
            KeyCode::Up => "U",
            KeyCode::Down => "D",
            KeyCode::Left => "L",
            KeyCode::Right => "R",
            _ => return,
        };
        self.player_move(m);
    }

    fn cube_key(&mut self, key: KeyEvent) {
        let m: String = match key.code {
            KeyCode::Char(c) if "urfdlbURFDLB".contains(c) => {
                let face = c.to_ascii_uppercase();
                if c.is_ascii_uppercase() {
                    format!("{face}'")
                } else {
                    face.to_string()
                }
            }
            KeyCode::Up => "x".into(),
            KeyCode::Down => "x'".into(),
            KeyCode::Left => "y".into(),
            KeyCode::Right => "y'".into(),
            KeyCode::Tab => {
                self.marker = (self.marker + 1) % layout::MARKER_LAYERS.len();
                return;
            }
            KeyCode::BackTab => {
                let n = layout::MARKER_LAYERS.len();
                self.marker = (self.marker + n - 1) % n;
                return;
            }
            KeyCode::Char(' ') | KeyCode::Enter => layout::MARKER_LAYERS[self.marker].to_string(),
            _ => return,
        };
        self.player_move(&m);
    }

    fn rings_key(&mut self, key: KeyEvent) {
        let dir = match key.code {
            KeyCode::Char(c @ '0'..='5') => {
                self.ring = c as u8 - b'0';
                return;
            }
            KeyCode::Tab => {
                self.ring = (self.ring + 1) % 6;
                return;
            }
            KeyCode::BackTab => {
                self.ring = (self.ring + 5) % 6;
                return;
            }
            KeyCode::Right | KeyCode::Up | KeyCode::Char('+') | KeyCode::Char('=') => '+',
            KeyCode::Left | KeyCode::Down | KeyCode::Char('-') => '-',
            _ => return,
        };
        let m = format!("{}{dir}", self.ring);
        self.player_move(&m);
    }

    /// A mouse click: on the tiles, a tile next to the blank slides into it.
    pub fn on_mouse(&mut self, ev: MouseEvent) {
        if ev.kind != MouseEventKind::Down(MouseButton::Left) || self.screen != Screen::Playing {
            return;
        }
        let Some(s) = &self.session else { return };
        if s.puzzle_name() != "sliding" {
            return;
        }
        let Ok(board) = sliding::Board::parse(&s.state_text()) else {
            return;
        };
        let area = ratatui::layout::Rect::new(0, 0, self.size.0, self.size.1);
        if let Some(cell) = layout::tile_at(area, &board, ev.column, ev.row) {
            match layout::slide_for(&board, cell) {
                Some(m) => self.player_move(m),
                None => self.message = "only a tile next to the blank can slide".into(),
            }
        }
    }
}
