//! The game core: one controller for every front end, over any puzzle behind its door.
//!
//! [`Controller`] is one game with everything around it — the session and its history,
//! levels, hints, demonstrations, the solved moment and the rule for records, saving:
//! front ends send it [`Action`]s and draw its [`View`]. A [`Session`] holds a puzzle's
//! start, the current position and the history of moves with a cursor (moves made after an
//! undo drop the redo branch; restart returns to the start), and counts hints,
//! demonstrations and playing time; [`AnySession`] drives one of any puzzle with text. A
//! session is kept as plain data ([`SessionRecord`]), moves and positions in each puzzle's
//! own stable notation.
//!
//! The core is generic over the puzzles' one door ([`door::Door`]): it names no puzzle. A
//! host registers the puzzles ([`Puzzles`], [`register`]) and gives the controller what it
//! needs of the world ([`Setup`]): where games are kept (the [`Saves`] port, which the
//! storage door provides), where tables come from, an [`Executor`] for the work it starts,
//! and a clock. It does no I/O, starts no thread, never sleeps and reads no clock of its
//! own, so a host without threads or `std::time::Instant` (a browser) can run it.
//!
//! `any.rs` a puzzle and its sessions with their types erased ([`Variant`], [`AnySession`]:
//! positions and moves as text) and plans, `registry.rs` the puzzles a host registers,
//! `session.rs` the session and its errors, `exec.rs` jobs, `saves.rs` the port to storage,
//! `timeline.rs` every action with its time, `controller/` the controller.

mod any;
pub mod controller;
mod exec;
mod registry;
mod saves;
mod session;
pub mod timeline;

pub use any::{AnyPuzzle, Variant};
pub use any::{AnySession, AnyTables, Demo, LineStages, PlanStep, ReportFn, Solver, TextPlan};
pub use controller::{Action, ControlError, Controller, Event, NotNow, Note, Setup, View};
pub use door::{BoardView, MethodPlace, PuzzleKind, UnknownPuzzle};
pub use exec::{Executor, Inline, Job};
pub use registry::{register, Puzzles};
pub use saves::{
    assisted, Bests, Finished, GameId, Saved, Saves, Status, StorageError, StorageFault,
    StorageKind,
};
pub use session::{
    level_label, level_list, GameError, Level, LevelError, Session, SessionRecord, MAX_HISTORY,
};
