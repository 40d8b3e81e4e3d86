//! Cube move notation (groups, commutators, `[f+]`): never a panic; formatting what was
//! read and reading it again gives the same moves and the same cube.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 4096 {
        return;
    }
    if let Ok(moves) = cube::parse_moves(text) {
        if moves.len() > 100_000 {
            return;
        }
        let again = cube::parse_moves(&cube::format_moves(&moves)).expect("formatted moves parse");
        assert_eq!(again, moves);
        let _ = cube::apply_moves(&moves);
    }
});
