//! Five Rings moves (`3+ 0- 2+3`): never a panic; the formatted moves read back and do the
//! same to the puzzle.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 4096 {
        return;
    }
    if let Ok(turns) = rings::parse_moves(text) {
        let clicks: usize = turns.iter().map(|t| t.unit_moves().count()).sum();
        if clicks > 100_000 {
            return;
        }
        let again =
            rings::parse_moves(&rings::format_moves(&turns)).expect("formatted moves parse");
        let (mut a, mut b) = (rings::State::solved(), rings::State::solved());
        a.apply(&turns);
        b.apply(&again);
        assert_eq!(a, b);
    }
});
