//! What the targets share: the puzzles registered as the program registers them.

use std::sync::Arc;

use game::{register, Puzzles};

/// The three puzzles, in the menu's order.
pub fn puzzles() -> Arc<Puzzles> {
    Arc::new(Puzzles::new(vec![
        register::<sliding::Tiles>(),
        register::<cube::Cube>(),
        register::<rings::Rings>(),
    ]))
}
