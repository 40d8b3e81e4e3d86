//! Five Rings states: never a panic; a state reads back from its own text.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(s) = rings::State::parse(text) {
        assert_eq!(rings::State::parse(&s.to_string()).ok(), Some(s));
    }
});
