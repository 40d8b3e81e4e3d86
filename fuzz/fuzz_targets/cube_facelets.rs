//! Cube facelet and colour strings: never a panic; an accepted cube is solvable, and its
//! Kociemba string reads back as the same cube (parse∘format is the identity).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(c) = cube::parse_cube(text) {
        assert!(c.is_solvable());
        let s = cube::FaceletCube::from_cubie(&c).to_kociemba();
        assert_eq!(cube::parse_cube(&s).ok(), Some(c), "{s}");
    }
});
