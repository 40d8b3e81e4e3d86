//! csTimer's export read: never a panic; every bad entry can be said; the good sessions
//! written back as csTimer writes them read again the same, with no bad entry.
#![no_main]
use libfuzzer_sys::fuzz_target;
use messages::Localize;
use practice::cstimer;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(data) else {
        return;
    };
    if !cstimer::looks_like(&v) {
        return;
    }
    let puzzles = common::puzzles();
    let (sessions, bad) = cstimer::read(&puzzles, &v);
    for b in &bad {
        assert!(!b.message().english().is_empty());
    }
    let again = cstimer::write(&puzzles, &sessions);
    let (back, bad) = cstimer::read(&puzzles, &again);
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(back, sessions);
});
