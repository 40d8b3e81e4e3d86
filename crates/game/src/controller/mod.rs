//! The game controller: one game's rules for every front end.
//!
//! A front end (the terminal UI, the web server) maps its input to an [`Action`], hands it
//! to [`Controller::update`], calls [`Controller::tick`] on its clock, and draws
//! [`Controller::view`] — plain data, serialisable as JSON. It holds no game rules of its
//! own. The controller owns everything that makes a game more than a [`Session`]: the saved
//! game (kept after every change through the [`Saves`](crate::Saves) port it is given),
//! the solver tables (loaded in the background through the table source it is given, with
//! progress), a new game being prepared (it waits for the tables its level needs, never
//! falls back silently), the hint, the demonstration, the "solved" moment and the status
//! message. Work in the background runs on the host's [`Executor`](crate::Executor) and
//! reports through the view's `busy` field; time is the host's [`Clock`](search::clock::Clock):
//! the controller starts no thread, sleeps never, and reads no clock of its own.
//!
//! Invariants: an action that is refused changes nothing (a rejected position entry leaves
//! the game exactly as it was); every change of position is saved before `update` returns;
//! [`Controller::version`] grows with every change, so a front end redraws only when needed.
//!
//! `control.rs` is the controller and its actions' rules, `action.rs` what comes in and
//! what is refused, `work.rs` the work in the background (tables, new games, hints,
//! demonstrations, the clock), `view.rs` what goes out, `note.rs` the status line.

mod action;
mod control;
mod note;
mod optimum;
mod view;
mod work;

pub use action::{Action, ControlError, Event, NotNow};
use control::PlanJob;
pub use control::{
    in_memory_tables, lock, Controller, Setup, DEMO_BUDGET, PONDER_BUDGET, SAVE_TIME_EVERY_MS,
};
pub use note::Note;
pub use optimum::OPTIMUM_BUDGET;
pub use view::{Busy, DemoView, FinishedView, HintView, Progress, TableProgress, Task, View};
