//! One session engine for every puzzle: the core of the games.
//!
//! A [`Session`] holds a puzzle's start position, the current position and the history of
//! moves with a cursor: moves made after an undo drop the redo branch; undo and redo walk
//! the whole history; restart returns to the start. It counts hints, demonstrations and
//! playing time. Any puzzle plugs in through the small [`GamePuzzle`] trait; adapters for
//! the sliding tiles, the cube and the Five Rings are here, each with the best solver its
//! tables allow. [`AnySession`] drives a session of any puzzle with text (what a terminal
//! or web front end uses); [`Job`] runs a solver off the UI thread with cancellation;
//! [`Demo`] plays a solution back at a chosen speed. A session is saved and restored as
//! plain data ([`SessionRecord`], serde), moves and positions in each puzzle's own stable
//! notation; [`store`] keeps them, finished games and statistics in SQLite.
//!
//! [`Controller`] is one game with everything around it (saving, tables, hints,
//! demonstrations, the solved moment): front ends send it [`Action`]s and draw its [`View`].
//!
//! Nothing here knows about terminals or HTTP; only [`store`] touches a file (the
//! database whose path the caller gives).

mod any;
pub mod averages;
pub mod controller;
pub mod cstimer;
mod kind;
mod puzzles;
pub mod replay;
mod session;
pub mod solving;
pub mod store;
pub mod timeline;
pub mod timer;

pub use any::{
    new_session, restore, AnySession, Demo, Job, PlanStep, ReportFn, Solver, TablesLoader, TextPlan,
};
pub use controller::{
    Action, ControlError, Controller, Event, NotNow, Note, Setup, SharedStore, View,
};
pub use kind::{label_of, title_of, PuzzleKind, UnknownPuzzle, Variant, VariantError};
pub use puzzles::{CubeColours, CubeGame, RingsGame, SlidingGame};
pub use session::{
    level_label, level_list, BoardView, GameError, GamePuzzle, Level, LevelError, MethodPlace,
    Plan, Session, SessionRecord, SolverTables, MAX_HISTORY,
};
