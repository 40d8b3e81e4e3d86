//! A saved `SessionRecord`: never a panic; a record that restores gives back the same record.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(record) = serde_json::from_slice::<game::SessionRecord>(data) else {
        return;
    };
    if record.moves.len() > 10_000 {
        return;
    }
    if let Ok(s) = game::restore(&record) {
        let again = s.record();
        let s2 = game::restore(&again).expect("a record of a restored game restores");
        assert_eq!(s2.record(), again);
    }
});
