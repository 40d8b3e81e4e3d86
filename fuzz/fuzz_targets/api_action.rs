//! The HTTP API's action bodies: never a panic; an action is applied to a game (tiles, the
//! cube, the rings in turn) or refused with an error, and the view stays consistent.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

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
        executor: std::sync::Arc::new(game::Inline),
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
