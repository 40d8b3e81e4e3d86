//! What the game core's tests share: the puzzles registered as a host registers them, a
//! store to save into, the host's executor (inline, or a thread a job) and a clock the
//! test moves by hand.

#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use door::Door;
use game::controller::in_memory_tables;
use game::{register, Controller, Executor, Inline, PuzzleKind, Puzzles, Setup, Variant};
use search::clock::ManualClock;
use store::{Ports, SqliteStore, Store};

/// The tiles, the cube and the rings.
pub fn puzzles() -> Arc<Puzzles> {
    Arc::new(Puzzles::new(vec![
        register::<sliding::Tiles>(),
        register::<cube::Cube>(),
        register::<rings::Rings>(),
    ]))
}

pub const SLIDING: PuzzleKind = sliding::Tiles::NAMES.kind();
pub const CUBE: PuzzleKind = cube::Cube::NAMES.kind();
pub const RINGS: PuzzleKind = rings::Rings::NAMES.kind();

/// A puzzle's standard game.
pub fn standard(kind: PuzzleKind) -> Variant {
    puzzles().find(kind).unwrap().clone()
}

/// The tiles of a size.
pub fn tiles(w: usize, h: usize) -> Variant {
    Variant::of(sliding::Tiles::sized(w, h).unwrap())
}

/// A thread a job: the desktop's executor.
pub struct Threads;

impl Executor for Threads {
    fn spawn(&self, work: Box<dyn FnOnce() + Send>) {
        std::thread::spawn(work);
    }
}

/// Where a test's games are kept, and its clock.
pub struct World {
    pub store: Arc<dyn Store>,
    pub clock: Arc<ManualClock>,
}

impl World {
    /// A store in memory and a clock at its origin.
    pub fn new() -> World {
        World {
            store: Arc::new(SqliteStore::in_memory(puzzles()).unwrap()),
            clock: ManualClock::new(),
        }
    }

    /// A controller's setup: saved here, tables built in memory, scrambles of seed 3, each
    /// job done as it starts, this world's clock.
    pub fn setup(&self) -> Setup {
        Setup {
            saves: Some(Ports::saves(&self.store)),
            tables: in_memory_tables(),
            seed: Some(3),
            ponder: false,
            executor: Arc::new(Inline),
            clock: self.clock.clone(),
        }
    }

    /// A new game of a puzzle's standard variant at a level, ready.
    pub fn start(&self, kind: PuzzleKind, level: &str) -> Controller {
        let mut c = Controller::start(&standard(kind), level, self.setup()).unwrap();
        settle(&mut c);
        c
    }

    /// Moves the clock on by `ms` and ticks.
    pub fn pass(&self, c: &mut Controller, ms: u64) {
        self.clock.advance(Duration::from_millis(ms));
        c.tick();
    }

    /// Plays the demonstration on, a move each tick, until the puzzle is solved.
    pub fn play_out(&self, c: &mut Controller) {
        for _ in 0..100_000 {
            if c.view().solved {
                return;
            }
            let ms = c.demo().map_or(30, |d| d.interval_ms);
            self.pass(c, ms);
        }
        panic!("the demonstration never solved the puzzle: {:?}", c.view());
    }
}

/// Takes in every answer of the work in the background (waiting on the work itself; a
/// minute per job is a hang, not a speed).
pub fn settle(c: &mut Controller) {
    assert!(
        c.wait(Duration::from_secs(60)),
        "still busy: {:?}",
        c.view()
    );
    c.tick();
}
