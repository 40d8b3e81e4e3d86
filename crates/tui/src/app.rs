//! The terminal game's state and its updates (Elm style). The game itself — moves, undo,
//! hints, demonstrations, saving, tables — is the [`Controller`]'s: this module keeps only
//! what the terminal adds (which screen shows, the menu, the prompt's text, the selected
//! ring, the cube's layer marker) and maps keys and clicks to [`Action`]s. Nothing here
//! draws; [`crate::render`] does.

use std::sync::Arc;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use game::controller::ControlError;
use game::{Action, AnySession, Controller, GameId, PuzzleKind, Puzzles, Setup, Status, Variant};
use practice::replay::Player;
use practice::timer::{Phase, Practice, Timer, TimerFor};
use practice::{History, SessionStats};
use search::clock::{Clock, Moment};
use search::tables::TableSource;
use store::{Ports, SolvesPage, Store};

pub use crate::faces::PromptKind;
use crate::faces::{self, Marks};
use frontend::lang as i18n;
use messages::{Localize, Message};

/// The message `id` with the controller's error `e` in it, in the reader's language.
fn said(id: &'static str, e: &ControlError) -> String {
    i18n::tell(&Message::new(id).arg("error", e.message()))
}

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
        /// The game asked for (a new one of it when the answer is no).
        variant: Variant,
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
    /// The timer for a real puzzle (its state in [`App::practice`]).
    Timer,
    /// A saved game watched back (its state in [`App::replay`]).
    Replay,
    /// The timer's session's solves, a page (in [`App::practice_page`]), the newest first.
    Solves,
    /// The timer's session's history (in [`App::practice_history`]).
    History,
}

/// A puzzle as the menu offers it: a puzzle and, for the tiles, a size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The game (its title is what the menu calls it).
    pub variant: Variant,
}

/// The whole state of the terminal game.
pub struct App {
    /// What is showing.
    pub screen: Screen,
    /// The game in play (also under the menu, help and prompts).
    pub ctrl: Option<Controller>,
    /// Where games and solves are kept (None when saving is off).
    pub store: Option<Arc<dyn Store>>,
    /// The puzzles this build plays.
    pub puzzles: Arc<Puzzles>,
    /// What the board marks besides the game (the rings' selected ring, the cube's layer).
    pub marks: Marks,
    /// A message shown when no game is open (the menu's).
    pub note: String,
    /// Whether to leave.
    pub quit: bool,
    /// Menu entries.
    pub choices: Vec<Choice>,
    /// The level asked for on the command line (first game only).
    pub first_level: Option<String>,
    /// Whether the game was opened from the menu (then `q` goes back to it).
    pub from_menu: bool,
    tables: Arc<dyn TableSource>,
    executor: Arc<dyn game::Executor>,
    seed: Option<u64>,
    /// The terminal's size (for mouse hits).
    pub size: (u16, u16),
    /// The timer for a real puzzle, when open.
    pub practice: Option<Practice>,
    /// Its session's figures and its latest times (for the sparkline), as of the last stop.
    pub practice_stats: Option<(SessionStats, Vec<u64>)>,
    /// The page of the timer's session's solves shown on [`Screen::Solves`].
    pub practice_page: Option<SolvesPage>,
    /// The timer's session's history shown on [`Screen::History`].
    pub practice_history: Option<History>,
    /// The replay being watched, when one is.
    pub replay: Option<Player>,
    /// The clock the game and the timer read.
    clock: Arc<dyn Clock>,
    /// The origin of the timer's milliseconds.
    clock0: Moment,
}

/// What the app is made with besides its screens: what the host gives.
pub struct Host {
    /// Where games and solves are kept (None: saving is off).
    pub store: Option<Arc<dyn Store>>,
    /// The puzzles.
    pub puzzles: Arc<Puzzles>,
    /// Where tables come from.
    pub tables: Arc<dyn TableSource>,
    /// What runs the games' work in the background.
    pub executor: Arc<dyn game::Executor>,
    /// The clock.
    pub clock: Arc<dyn Clock>,
}

impl App {
    /// A new app: the menu, or straight into `choice`'s game (offering to resume).
    pub fn new(
        host: Host,
        choices: Vec<Choice>,
        start: Option<Choice>,
        level: Option<String>,
        seed: Option<u64>,
    ) -> App {
        let Host {
            store,
            puzzles,
            tables,
            executor,
            clock,
        } = host;
        let mut app = App {
            screen: Screen::Menu { selected: 0 },
            ctrl: None,
            store,
            puzzles,
            marks: Marks::default(),
            executor,
            note: String::new(),
            quit: false,
            choices,
            first_level: level,
            from_menu: false,
            tables,
            seed,
            size: (80, 24),
            practice: None,
            practice_stats: None,
            practice_page: None,
            practice_history: None,
            replay: None,
            clock0: clock.now(),
            clock,
        };
        if let Some(c) = start {
            app.open(&c);
        }
        app
    }

    fn setup(&self) -> Setup {
        Setup {
            saves: self.store.as_ref().map(Ports::saves),
            tables: self.tables.clone(),
            seed: self.seed,
            ponder: true,
            executor: self.executor.clone(),
            clock: self.clock.clone(),
        }
    }

    /// The face of the open game's puzzle.
    pub fn face(&self) -> Option<&'static dyn faces::Face> {
        faces::face(self.puzzle()?)
    }

    /// The puzzle of the open game.
    pub fn puzzle(&self) -> Option<PuzzleKind> {
        self.ctrl.as_ref().map(|c| c.puzzle())
    }

    /// The open game's session.
    pub fn session(&self) -> Option<&dyn AnySession> {
        self.ctrl.as_ref().map(|c| c.session())
    }

    /// The status message in the reader's language: the game's, or the menu's when no
    /// game is open.
    pub fn message(&self) -> String {
        let game = |c: &Controller| i18n::tell(c.note());
        match &self.ctrl {
            Some(c) if matches!(self.screen, Screen::Playing | Screen::Prompt { .. }) => game(c),
            Some(c) if self.note.is_empty() => game(c),
            _ => self.note.clone(),
        }
    }

    /// Whether background work runs or a new game is being prepared.
    #[cfg(test)]
    pub fn busy(&self) -> bool {
        self.ctrl
            .as_ref()
            .is_some_and(|c| c.busy_with().is_some() || c.preparing())
    }

    // --- opening and ending games -------------------------------------------------------

    /// Opens a puzzle: offers its saved game (of that puzzle and size), else starts a new
    /// one.
    pub fn open(&mut self, choice: &Choice) {
        if let Some(store) = &self.store {
            let v = &choice.variant;
            let saved = store.unfinished(v.kind(), &v.key());
            match saved {
                Ok(Some((id, row))) => {
                    self.screen = Screen::Resume {
                        id,
                        variant: choice.variant.clone(),
                    };
                    self.note = i18n::tell(
                        &Message::new("tui-saved-a")
                            .arg("game", choice.variant.label())
                            .arg("moves", self.puzzles.move_count(&row.record)),
                    );
                    return;
                }
                Ok(None) => {}
                Err(e) => {
                    let e = ControlError::Storage(e.into());
                    self.note = said("tui-saved-unavailable", &e);
                }
            }
        }
        self.fresh_game(&choice.variant);
    }

    fn fresh_game(&mut self, variant: &Variant) {
        let level = match self.first_level.take() {
            Some(l) => l,
            None => variant.level_names().into_iter().next().unwrap_or_default(),
        };
        match Controller::start(variant, &level, self.setup()) {
            Ok(c) => {
                self.ctrl = Some(c);
                self.screen = Screen::Playing;
                self.note.clear();
            }
            Err(e) => self.note = i18n::tell(&e),
        }
    }

    /// Answers the resume question.
    pub fn resume(&mut self, yes: bool) {
        let Screen::Resume { id, variant } = self.screen.clone() else {
            return;
        };
        let Some(store) = self.store.clone() else {
            return;
        };
        let row = match store.game(id) {
            Ok(r) => r,
            Err(e) => {
                self.note = i18n::tell(&e);
                self.screen = Screen::Menu { selected: 0 };
                return;
            }
        };
        if yes {
            match Controller::resume(id, &self.puzzles, self.setup()) {
                Ok(c) => {
                    self.ctrl = Some(c);
                    self.screen = Screen::Playing;
                    self.note.clear();
                }
                Err(e) => {
                    self.note = said("tui-cannot-restore", &e);
                    self.screen = Screen::Menu { selected: 0 };
                }
            }
        } else {
            let r = if row.status != Status::Playing {
                Ok(())
            } else if row.record.moves.is_empty() {
                store.discard_unplayed(id).map(|_| ())
            } else {
                let game = self.puzzles.saved(&row.record);
                store.finish(id, &game, false).map(|_| ())
            };
            if let Err(e) = r {
                self.note = i18n::tell(&e);
            }
            // A new game of what was asked for (the saved game's size is the same).
            self.fresh_game(&variant);
        }
    }

    /// Leaves the game in play: it stays saved, to be resumed.
    fn leave_game(&mut self) {
        if let Some(c) = self.ctrl.as_mut() {
            if let Err(e) = c.leave() {
                self.note = said("tui-not-saved", &e);
            }
        }
    }

    /// Saves and leaves: back to the menu when the game was opened from it, else quits.
    pub fn quit_game(&mut self) {
        self.leave_game();
        if self.from_menu {
            self.ctrl = None;
            self.note.clear();
            self.screen = Screen::Menu { selected: 0 };
        } else {
            self.quit = true;
        }
    }

    /// Hands an action to the game (refusals show in its message).
    pub fn act(&mut self, action: Action) -> Result<(), ControlError> {
        match self.ctrl.as_mut() {
            Some(c) => c.update(action),
            None => Ok(()),
        }
    }

    /// Advances the clock (time counts only while the game shows).
    pub fn tick(&mut self) {
        let now = self.timer_now();
        if let Some(p) = self.replay.as_mut() {
            p.update(now);
        }
        let playing = self.screen == Screen::Playing;
        if let Some(c) = self.ctrl.as_mut() {
            c.set_clock(playing);
            c.tick();
        }
    }

    // --- keys -----------------------------------------------------------------------------

    /// One key press.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.leave_game();
            self.quit = true;
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
            Screen::Timer => self.timer_key(key),
            Screen::Replay => self.replay_key(key),
            Screen::Solves => self.solves_key(key),
            Screen::History => {
                if matches!(
                    key.code,
                    KeyCode::Esc | KeyCode::Char('q') | KeyCode::Char('h')
                ) {
                    self.screen = Screen::Timer;
                }
            }
        }
    }

    // --- the timer's session: its solves and its history -------------------------------------

    /// The solves a page shows: as many as the terminal has rows for (5 to 50).
    pub fn solves_per_page(&self) -> usize {
        usize::from(self.size.1).saturating_sub(7).clamp(5, 50)
    }

    /// The timer's session's id, when a timer is open.
    fn timer_session(&self) -> Option<(i64, Arc<dyn Store>)> {
        let id = self.practice.as_ref()?.view().ok()?.session.id;
        Some((id, self.store.clone()?))
    }

    /// Shows the page of the timer's session's solves starting `offset` from the newest.
    pub fn open_solves(&mut self, offset: usize) {
        let Some((id, store)) = self.timer_session() else {
            return;
        };
        match store.solves_page(id, offset, self.solves_per_page()) {
            Ok(page) => {
                self.practice_page = Some(page);
                self.screen = Screen::Solves;
            }
            Err(e) => self.note = i18n::tell(&e),
        }
    }

    /// Shows the timer's session's history (its days in UTC, as the command line's default).
    pub fn open_history(&mut self) {
        let Some((id, store)) = self.timer_session() else {
            return;
        };
        match store.session_history(id, 0) {
            Ok(h) => {
                self.practice_history = Some(h);
                self.screen = Screen::History;
            }
            Err(e) => self.note = i18n::tell(&e),
        }
    }

    fn solves_key(&mut self, key: KeyEvent) {
        let Some(page) = &self.practice_page else {
            self.screen = Screen::Timer;
            return;
        };
        let (offset, total, per) = (page.offset, page.total as usize, self.solves_per_page());
        match key.code {
            KeyCode::Down | KeyCode::PageDown | KeyCode::Char('j') | KeyCode::Char(' ')
                if offset + per < total =>
            {
                self.open_solves(offset + per)
            }
            KeyCode::Up | KeyCode::PageUp | KeyCode::Char('k') if offset > 0 => {
                self.open_solves(offset.saturating_sub(per))
            }
            KeyCode::Home => self.open_solves(0),
            KeyCode::Esc | KeyCode::Char('q') | KeyCode::Char('l') => self.screen = Screen::Timer,
            _ => {}
        }
    }

    // --- replays ------------------------------------------------------------------------------

    /// Watches a saved game back (`None`: the game solved last).
    pub fn open_replay(&mut self, id: Option<GameId>) {
        let Some(store) = self.store.clone() else {
            return;
        };
        let row = match id {
            Some(id) => store.game(id),
            None => store.last_solved().map(|(_, r)| r),
        };
        let replay = match row {
            Ok(r) => practice::replay::of(&self.puzzles, &r.record),
            Err(e) => return self.note = i18n::tell(&e),
        };
        match replay {
            Ok(r) => {
                self.replay = Some(Player::new(r));
                self.screen = Screen::Replay;
            }
            Err(e) => self.note = i18n::tell(&e),
        }
    }

    fn replay_key(&mut self, key: KeyEvent) {
        let now = self.timer_now();
        let Some(p) = self.replay.as_mut() else {
            self.screen = Screen::Menu { selected: 0 };
            return;
        };
        match key.code {
            KeyCode::Char(' ') | KeyCode::Enter => p.toggle(now),
            KeyCode::Right | KeyCode::Char('.') => p.step(true, now),
            KeyCode::Left | KeyCode::Char(',') => p.step(false, now),
            KeyCode::Char('+') | KeyCode::Char('=') | KeyCode::Up => p.change_speed(true, now),
            KeyCode::Char('-') | KeyCode::Down => p.change_speed(false, now),
            KeyCode::Home => p.seek(0),
            KeyCode::End => p.seek(u64::MAX),
            KeyCode::Char('q') | KeyCode::Esc => {
                self.replay = None;
                self.screen = if self.ctrl.is_some() {
                    Screen::Playing
                } else {
                    Screen::Menu { selected: 0 }
                };
            }
            _ => {}
        }
    }

    // --- the timer --------------------------------------------------------------------------

    /// Milliseconds on the timer's clock.
    pub fn timer_now(&self) -> i64 {
        self.clock.now().since(self.clock0).as_millis() as i64
    }

    /// Opens the timer for a puzzle (its current timer session, made when none).
    pub fn open_timer(&mut self, variant: &Variant) {
        let Some(store) = self.store.clone() else {
            return;
        };
        // A terminal tells no key's release: a press is the whole hold.
        let timer = Timer::new(false, 0);
        let open = TimerFor {
            session: None,
            variant: Some(variant.clone()),
        };
        let solves = Ports::solves(&store);
        match Practice::new(
            open,
            &self.puzzles,
            timer,
            solves,
            self.tables.clone(),
            self.seed,
        ) {
            Ok(p) => {
                self.practice = Some(p);
                self.screen = Screen::Timer;
                self.note.clear();
                self.refresh_practice();
            }
            Err(e) => self.note = i18n::tell(&e),
        }
    }

    fn refresh_practice(&mut self) {
        let (Some(p), Some(store)) = (&self.practice, &self.store) else {
            return;
        };
        let figures = match p.view() {
            Ok(v) => {
                let id = v.session.id;
                let both = store
                    .session_stats(id)
                    .and_then(|st| Ok((st, store.session_chart(id, 120)?)));
                both.map_err(|e| i18n::tell(&e))
            }
            Err(e) => Err(i18n::tell(&e)),
        };
        match figures {
            Ok((stats, chart)) => {
                let times = chart
                    .times
                    .iter()
                    .map(|a| a.value().unwrap_or(0) as u64)
                    .collect();
                self.practice_stats = Some((stats, times));
            }
            Err(e) => self.note = e,
        }
    }

    fn timer_key(&mut self, key: KeyEvent) {
        let at = self.timer_now();
        let Some(p) = self.practice.as_mut() else {
            self.screen = Screen::Menu { selected: 0 };
            return;
        };
        let phase = p.phase();
        let idle = matches!(phase, Phase::Idle | Phase::Stopped { .. });
        let result = match key.code {
            // Any key stops a running solve.
            _ if matches!(phase, Phase::Running { .. }) => p.press(at).map(|_| ()),
            KeyCode::Char(' ') => p.press(at).map(|_| p.release(at)),
            KeyCode::Esc if !idle => {
                p.cancel();
                Ok(())
            }
            KeyCode::Char('i') if idle => {
                let on = !p.view().map(|v| v.inspection).unwrap_or(false);
                p.set_inspection(on);
                Ok(())
            }
            KeyCode::Char('n') if idle => p.skip_scramble(),
            KeyCode::Char('l') if idle => {
                self.open_solves(0);
                return;
            }
            KeyCode::Char('h') if idle => {
                self.open_history();
                return;
            }
            KeyCode::Esc | KeyCode::Char('q') | KeyCode::Char('m') if idle => {
                self.practice = None;
                self.practice_stats = None;
                self.screen = Screen::Menu { selected: 0 };
                return;
            }
            _ => Ok(()),
        };
        if let Some(p) = self.practice.as_mut() {
            if matches!(p.phase(), Phase::Stopped { .. }) {
                p.release(at);
                self.refresh_practice();
            }
        }
        if let Err(e) = result {
            self.note = i18n::tell(&e);
        }
    }

    fn menu_key(&mut self, key: KeyEvent, selected: usize) {
        let n = self.choices.len();
        let pick = match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.screen = Screen::Menu {
                    selected: (selected + n - 1) % n,
                };
                None
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.screen = Screen::Menu {
                    selected: (selected + 1) % n,
                };
                None
            }
            KeyCode::Enter | KeyCode::Char(' ') => Some(selected),
            KeyCode::Char('t') => {
                if let Some(c) = self.choices.get(selected).cloned() {
                    self.open_timer(&c.variant);
                }
                None
            }
            KeyCode::Char('r') => {
                self.open_replay(None);
                None
            }
            KeyCode::Char(c @ '1'..='9') => Some(c as usize - '1' as usize),
            KeyCode::Char('q') | KeyCode::Esc => {
                self.quit = true;
                None
            }
            _ => None,
        };
        if let Some(c) = pick.and_then(|i| self.choices.get(i).cloned()) {
            self.from_menu = true;
            self.note.clear();
            self.open(&c);
        }
    }

    fn levels_key(&mut self, key: KeyEvent, selected: usize) {
        let names = self.session().map(|s| s.level_names()).unwrap_or_default();
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
                    self.screen = Screen::Playing;
                    let _ = self.act(Action::NewGame {
                        level: l.clone(),
                        seed: None,
                    });
                }
            }
            KeyCode::Char('g') if self.view_custom_goal() => {
                self.screen = Screen::Playing;
                let _ = self.act(Action::StandardGoal);
            }
            KeyCode::Char('m') => {
                self.leave_game();
                self.ctrl = None;
                self.note.clear();
                self.screen = Screen::Menu { selected: 0 };
            }
            KeyCode::Esc | KeyCode::Char('q') => self.screen = Screen::Playing,
            _ => {}
        }
    }

    /// Whether the tiles play against a custom goal.
    pub fn view_custom_goal(&self) -> bool {
        self.ctrl.as_ref().is_some_and(|c| c.view().custom_goal)
    }

    fn prompt_key(&mut self, key: KeyEvent, kind: PromptKind, mut text: String) {
        match key.code {
            KeyCode::Esc => {
                self.screen = Screen::Playing;
                if let Some(c) = self.ctrl.as_mut() {
                    c.clear_message();
                }
            }
            KeyCode::Enter => {
                let action = match kind {
                    PromptKind::Moves => Action::Move {
                        moves: text.clone(),
                    },
                    PromptKind::Position => {
                        let (start, goal) = match text.split_once('|') {
                            Some((a, b)) => (a.trim().to_string(), Some(b.trim().to_string())),
                            None => (text.trim().to_string(), None),
                        };
                        Action::SetPosition { start, goal }
                    }
                };
                // A refused entry keeps the prompt and its text, so nothing typed is lost.
                if self.act(action).is_ok() {
                    self.screen = Screen::Playing;
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

    fn open_dialog(&mut self, screen: Screen) {
        if let Some(c) = self.ctrl.as_mut() {
            c.clear_message(); // old errors and "Solved!" stay out of the dialog
        }
        self.screen = screen;
    }

    fn game_key(&mut self, key: KeyEvent) {
        let Some(c) = self.ctrl.as_ref() else { return };
        if c.preparing() {
            match key.code {
                KeyCode::Char('q') => self.quit_game(),
                KeyCode::Esc => {
                    let _ = self.act(Action::Cancel);
                }
                _ => {}
            }
            return;
        }
        let demo_on = c.demo().is_some()
            || c.busy_with()
                .is_some_and(|b| b.task == game::controller::Task::Demo);
        let face = faces::face(c.puzzle());
        let space_demonstrates = face.is_none_or(|f| f.space_demonstrates());
        let shared = match key.code {
            KeyCode::Char('q') => return self.quit_game(),
            KeyCode::Char('w') if c.finished().is_some() => return self.open_replay(c.id()),
            KeyCode::Char('n') => return self.open_dialog(Screen::Levels { selected: 0 }),
            KeyCode::Char('e') => {
                return self.open_dialog(Screen::Prompt {
                    kind: PromptKind::Position,
                    text: String::new(),
                })
            }
            KeyCode::Char(':') => {
                return self.open_dialog(Screen::Prompt {
                    kind: PromptKind::Moves,
                    text: String::new(),
                })
            }
            KeyCode::Char('?') => return self.open_dialog(Screen::Help),
            KeyCode::Char('s') => Some(Action::Rescramble),
            KeyCode::Backspace | KeyCode::Char('z') => Some(Action::Undo),
            KeyCode::Char('y') => Some(Action::Redo),
            KeyCode::Char('h') => Some(Action::Hint),
            KeyCode::Char('p') => Some(Action::Demonstrate),
            KeyCode::Char('P') => Some(Action::DemonstrateMethod),
            KeyCode::Char(' ') if space_demonstrates || demo_on => Some(Action::Demonstrate),
            KeyCode::Char('.') => Some(Action::Step),
            KeyCode::Char('+') | KeyCode::Char('=') if demo_on => Some(Action::Faster),
            KeyCode::Char('-') if demo_on => Some(Action::Slower),
            KeyCode::Esc if demo_on => Some(Action::Cancel),
            KeyCode::Char('r') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                Some(Action::Restart)
            }
            KeyCode::Home => Some(Action::Restart),
            _ => None,
        };
        let marks = &mut self.marks;
        let action = shared.or_else(|| face.and_then(|f| f.key(key, marks)));
        if let Some(a) = action {
            let _ = self.act(a);
        }
    }

    /// A mouse click: the puzzle's face says what it does (on the tiles, a tile next to the
    /// blank slides into it).
    pub fn on_mouse(&mut self, ev: MouseEvent) {
        if ev.kind != MouseEventKind::Down(MouseButton::Left) || self.screen != Screen::Playing {
            return;
        }
        let (Some(c), Some(face)) = (self.ctrl.as_ref(), self.face()) else {
            return;
        };
        let area = ratatui::layout::Rect::new(0, 0, self.size.0, self.size.1);
        match face.click(area, &c.view().board, (ev.column, ev.row)) {
            Some(Ok(m)) => {
                let _ = self.act(Action::Move { moves: m });
            }
            Some(Err(said)) => {
                if let Some(c) = self.ctrl.as_mut() {
                    c.set_message(said);
                }
            }
            None => {}
        }
    }
}
