//! The HTTP API's action bodies: never a panic; an action is applied to a game (tiles, the
//! cube, the rings in turn) or refused with an error, and the view stays consistent.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(action) = serde_json::from_slice::<game::Action>(data) else {
        return;
    };
    let puzzle = game::PuzzleKind::ALL[data.len() % 3];
    let session = game::new_session(&game::Variant::standard(puzzle));
    let setup = game::Setup {
        store: None,
        tables: game::controller::in_memory_tables(),
        seed: Some(1),
        ponder: false,
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
