//! The HTTP API's action bodies: never a panic; an action is applied to a game (tiles, the
//! cube, the rings in turn) or refused with an error, and the view stays consistent.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

/// Keeps the work it is given and runs none of it: the target checks the actions, not the
/// work they start (tables, a new game, a hint), as a host whose threads have not answered
/// yet.
#[derive(Default)]
struct Held(std::sync::Mutex<Vec<Box<dyn FnOnce() + Send>>>);

impl game::Executor for Held {
    fn spawn(&self, work: Box<dyn FnOnce() + Send>) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(work);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(action) = serde_json::from_slice::<game::Action>(data) else {
        return;
    };
    let puzzles = common::puzzles();
    let all = puzzles.all();
    let session = all[data.len() % all.len()].new_session();
    let setup = game::Setup {
        saves: None,
        tables: game::controller::in_memory_tables(),
        seed: Some(1),
        ponder: false,
        executor: std::sync::Arc::new(Held::default()),
        clock: search::clock::ManualClock::new(),
    };
    let mut c = game::Controller::new(session, None, setup);
    let before = c.view();
    match c.update(action) {
        Ok(()) => {}
        Err(_) => assert_eq!(
            c.view().state,
            before.state,
            "a refused action changes nothing"
        ),
    }
    let v = c.view();
    assert!(v.moves.len() + v.redo <= 100_000);
});
