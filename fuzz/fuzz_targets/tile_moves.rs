//! Tile moves with counts (`U D L R`, `R3`): never a panic; parse∘format is the identity.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 4096 {
        return;
    }
    if let Ok(moves) = sliding::parse_moves(text) {
        if moves.len() > 100_000 {
            return;
        }
        let again =
            sliding::parse_moves(&sliding::format_moves(&moves)).expect("formatted moves parse");
        assert_eq!(again, moves);
    }
});
