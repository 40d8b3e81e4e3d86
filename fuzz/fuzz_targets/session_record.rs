//! A saved `SessionRecord`: never a panic; a record that restores gives back the same record.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(record) = serde_json::from_slice::<game::SessionRecord>(data) else {
        return;
    };
    if record.moves.len() > 10_000 {
        return;
    }
    let puzzles = common::puzzles();
    if let Ok(s) = puzzles.restore(&record) {
        let again = s.record();
        let s2 = puzzles
            .restore(&again)
            .expect("a record of a restored game restores");
        assert_eq!(s2.record(), again);
    }
});
