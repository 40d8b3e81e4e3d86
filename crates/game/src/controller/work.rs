//! Work in the background: the tables, new games, the hint and the demonstration, and the
//! clock that advances them.

use std::sync::Arc;
use std::time::Duration;

use search::clock::Moment;
use search::tables::Label;
use search::Budget;

use super::{
    lock, Action, ControlError, Controller, Event, NotNow, Note, PlanJob, Progress, DEMO_BUDGET,
    SAVE_TIME_EVERY_MS,
};
use crate::any::{Demo, ReportFn, TextPlan};
use crate::exec::Job;
use crate::session::GameError;

impl Controller {
    pub(super) fn ask_hint(&mut self) -> Result<(), ControlError> {
        self.not_while_preparing()?;
        if self.session.is_solved() {
            return Err(ControlError::NotNow(NotNow::AlreadySolved));
        }
        // The same hint asked for again (shown, or still being thought of) counts once.
        let shown = self
            .hint
            .as_ref()
            .is_some_and(|p| p.from == self.session.state_text());
        if shown || self.hint_job.is_some() || self.want_hint {
            return Ok(());
        }
        self.session.note_hint();
        self.hint = None;
        let state = self.session.state_text();
        if let Some(plan) = self.pondered.take().filter(|p| p.from == state) {
            // Thought of ahead, and proven.
            self.show_hint(plan);
            return self.save();
        }
        self.message = Note::Thinking;
        if self.ponder_job.is_some() && self.pondering.as_deref() == Some(state.as_str()) {
            // The search begun ahead becomes the hint's, given what is left of its budget.
            self.hint_job = self.ponder_job.take();
            self.hint_deadline = Some(self.clock.now() + self.session.hint_time());
            return self.save();
        }
        self.want_hint = true;
        self.start_wanted();
        self.save()
    }

    pub(super) fn demonstrate(&mut self) -> Result<(), ControlError> {
        if let Some(d) = self.demo.as_mut() {
            d.toggle_pause();
            self.message = if d.paused {
                Note::Paused
            } else {
                Note::Playing
            };
            return Ok(());
        }
        self.not_while_preparing()?;
        if self.session.is_solved() {
            return Err(ControlError::NotNow(NotNow::AlreadySolved));
        }
        // The hint shown is the plan before the demonstration: it shows its own moves.
        self.hint = None;
        if self.demo_job.is_some() || self.want_demo {
            return Ok(());
        }
        self.want_demo = true;
        self.message = Note::Planning;
        self.start_wanted();
        Ok(())
    }

    /// Starts the hint and demonstration searches asked for, once the tables are in.
    pub(super) fn start_wanted(&mut self) {
        if self.tables.is_some() {
            return;
        }
        if std::mem::take(&mut self.want_hint) {
            let budget = self.budget().with_timeout(self.session.hint_time());
            let solver = self.session.solver();
            self.hint_job = Some(Job::start(self.executor.as_ref(), budget, move |b| {
                solver(b)
            }));
        }
        if std::mem::take(&mut self.want_demo) {
            self.stop_pondering();
            let budget = self.budget().with_timeout(DEMO_BUDGET);
            let solver = match self.demo_method {
                true => {
                    let report = self.reporter();
                    self.session
                        .method_solver(self.source.clone(), report)
                        .unwrap_or_else(|| self.session.solver())
                }
                false => self.session.solver(),
            };
            self.demo_job = Some(Job::start(self.executor.as_ref(), budget, move |b| {
                solver(b)
            }));
        }
    }

    /// A budget on the controller's clock, without limits yet.
    pub(super) fn budget(&self) -> Budget {
        Budget::unlimited().with_clock(self.clock.clone())
    }

    /// Stops thinking ahead (the position may be thought of again later).
    fn stop_pondering(&mut self) {
        if let Some(job) = self.ponder_job.take() {
            job.cancel();
        }
        self.pondering = None;
    }

    /// Thinking ahead: a search of the position on view, started when nothing else runs,
    /// stopped when the position changes; a proven plan it finds is the next hint's.
    pub(super) fn ponder(&mut self) {
        let state = self.session.state_text();
        if self.pondering.as_deref() != Some(state.as_str()) {
            self.stop_pondering();
            self.pondered = None;
        }
        if let Some(Ok(Some(plan))) = take_plan(&mut self.ponder_job, &state) {
            if plan.optimal {
                self.pondered = Some(plan);
            }
        }
        let idle = self.hint_job.is_none()
            && self.demo_job.is_none()
            && self.demo.is_none()
            && self.tables.is_none()
            && self.pending.is_none()
            && !self.want_hint
            && !self.want_demo;
        let hinted = self.hint.as_ref().is_some_and(|h| h.from == state);
        let thought_of = self.pondering.is_some() || hinted;
        if !self.ponder || !idle || thought_of || self.session.is_solved() {
            return;
        }
        if !self.session.ponders() {
            return;
        }
        let solver = self.session.solver();
        let budget = self.budget().with_timeout(super::PONDER_BUDGET);
        self.pondering = Some(state);
        self.ponder_job = Some(Job::start(self.executor.as_ref(), budget, move |b| {
            solver(b)
        }));
    }

    /// Whether a search of the position on view runs ahead of a hint.
    pub fn pondering(&self) -> bool {
        self.ponder_job.is_some()
    }

    pub(super) fn play_demo_move(&mut self, m: &str) -> Result<(), ControlError> {
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
        if running && !self.clock_running {
            self.clock_restarted = true; // time while stopped never counts
        }
        self.clock_running = running;
    }

    /// Advances the clock (the host's, [`super::Setup::clock`]): playing time, the tables, a
    /// new game, the hint, the demonstration. Returns whether anything a view shows
    /// changed.
    pub fn tick(&mut self) -> bool {
        let before = self.version;
        let now = self.clock.now();
        let elapsed = self.advance_clock(now);
        let mut changed = self.poll_tables();
        self.start_pending();
        changed |= self.finish_pending();
        self.start_wanted();
        if let Some(d) = self.hint_deadline {
            if now >= d {
                if let Some(job) = &self.hint_job {
                    job.cancel(); // it answers with the best it has
                }
                self.hint_deadline = None;
            }
        }
        changed |= self.poll_hint();
        self.ponder();
        changed |= self.poll_demo();
        if let Some(m) = self.demo.as_mut().and_then(|d| d.due(elapsed)) {
            if let Err(e) = self.play_demo_move(&m) {
                self.message = Note::DemoFailed(e);
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

    /// Counts the playing time since the last tick (or action) up to `now`, and returns
    /// the time gone by: an action catches the clock up first, so the timeline has the
    /// time it was taken, to the millisecond.
    pub(super) fn advance_clock(&mut self, now: Moment) -> Duration {
        let elapsed = self.last_tick.map(|t| now.since(t)).unwrap_or_default();
        self.last_tick = Some(now);
        let restarted = std::mem::take(&mut self.clock_restarted);
        if self.clock_running && !restarted && self.finished.is_none() && self.pending.is_none() {
            let ms = elapsed.as_millis() as u64;
            if ms > 0 {
                self.session.add_time(ms);
                self.unsaved_ms += ms;
                if self.unsaved_ms >= SAVE_TIME_EVERY_MS && self.id.is_some() {
                    self.save_or_note();
                }
            }
        }
        elapsed
    }

    /// A report that shows a table build's progress in the view.
    fn reporter(&self) -> ReportFn {
        let progress = self.progress.clone();
        *lock(&progress) = Progress::default();
        Arc::new(move |label: &Label, done: u64, total: u64| {
            lock(&progress).note(label, done, total);
        })
    }

    /// Starts loading the tables for the session's puzzle and variant.
    pub(super) fn load_tables(&mut self) {
        let loader = self.session.tables_loader();
        let source = self.source.clone();
        let report = self.reporter();
        let budget = self.budget();
        self.tables = Some(Job::start(self.executor.as_ref(), budget, move |_| {
            loader(source.as_ref(), &|l: &Label, d, t| report(l, d, t))
        }));
    }

    pub(super) fn poll_tables(&mut self) -> bool {
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
                self.refresh_setup();
            }
            Ok(None) => {}
            Err(e) => {
                self.message = Note::TablesUnavailable(e);
                self.events.push_back(Event::Error {
                    message: self.message.to_string(),
                });
            }
        }
        true
    }

    pub(super) fn poll_hint(&mut self) -> bool {
        let Some(r) = take_plan(&mut self.hint_job, &self.session.state_text()) else {
            return false;
        };
        self.hint_deadline = None;
        match r {
            Ok(Some(plan)) => self.show_hint(plan),
            Ok(None) => {}
            Err(e) => self.message = Note::NoHint(e),
        }
        true
    }

    /// A hint found: said, kept for the view, and announced.
    fn show_hint(&mut self, plan: TextPlan) {
        self.message = Note::Hint {
            first: plan.moves[0].clone(),
            length: plan.moves.len(),
            optimal: plan.optimal,
            over: plan
                .lower_bound
                .map(|b| plan.moves.len().saturating_sub(b as usize)),
            place: self.session.method_note(),
        };
        self.hint = Some(plan);
        self.events.push_back(Event::Hint);
    }

    pub(super) fn poll_demo(&mut self) -> bool {
        let Some(r) = take_plan(&mut self.demo_job, &self.session.state_text()) else {
            return false;
        };
        match r {
            Ok(Some(plan)) => {
                self.message = match plan.steps.is_empty() {
                    true => Note::DemoSolution {
                        moves: plan.moves.len(),
                        optimal: plan.optimal,
                    },
                    false => Note::DemoMethod {
                        moves: plan.moves.len(),
                        steps: plan.steps.len(),
                    },
                };
                self.session.note_demo();
                let mut demo = Demo::new(plan);
                if let Some(ms) = self.demo_ms {
                    demo.interval_ms = ms; // the speed last chosen in this game
                } else if let Some(pace) = self.session.variant().demo_pace() {
                    demo.interval_ms = pace.as_millis() as u64; // the puzzle's own pace
                }
                self.demo = Some(demo);
                self.save_or_note();
            }
            Ok(None) => {}
            Err(e) => self.message = Note::NoDemo(e),
        }
        true
    }

    /// A speed chosen: said, and kept for the game's next demonstrations.
    fn chose_speed(&mut self, ms: u64) {
        self.demo_ms = Some(ms);
        self.message = Note::Speed { ms };
    }

    /// Pause, resume, step and speed of the demonstration playing.
    pub(super) fn control_demo(&mut self, action: Action) -> Result<(), ControlError> {
        match action {
            Action::Pause | Action::Resume => {
                let d = self.demo_mut()?;
                d.paused = action == Action::Pause;
                let paused = d.paused;
                self.message = if paused { Note::Paused } else { Note::Playing };
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
                let ms = d.interval_ms;
                self.chose_speed(ms);
                Ok(())
            }
            Action::Speed { ms_per_move } => {
                let d = self.demo_mut()?;
                d.interval_ms = ms_per_move.clamp(30, 5000);
                let ms = d.interval_ms;
                self.chose_speed(ms);
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// A plan job's result once it is in (the job is then gone): `Ok(None)` for a plan that no
/// longer applies (the position changed meanwhile) or has no moves.
fn take_plan(
    job: &mut Option<PlanJob>,
    current: &str,
) -> Option<Result<Option<TextPlan>, GameError>> {
    let r = job.as_mut()?.poll()?;
    *job = None;
    Some(r.map(|plan| (plan.from == current && !plan.moves.is_empty()).then_some(plan)))
}
