//! The puzzles this build plays, registered once: each puzzle's crate behind its door, one
//! line each — the one place outside a puzzle's crate that names it (besides the front
//! ends' drawing and the command line's own options).

use std::sync::{Arc, OnceLock};

use game::{register, Puzzles};

/// The puzzles, in the menu's order.
pub fn puzzles() -> Arc<Puzzles> {
    static PUZZLES: OnceLock<Arc<Puzzles>> = OnceLock::new();
    PUZZLES
        .get_or_init(|| {
            Arc::new(Puzzles::new(vec![
                register::<sliding::Tiles>(),
                register::<sliding::Series>(),
                register::<cube::Cube>(),
                register::<cube::PocketCube>(),
                register::<rings::Rings>(),
            ]))
        })
        .clone()
}
