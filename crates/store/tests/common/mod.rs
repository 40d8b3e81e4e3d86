//! What the store's tests share: the puzzles registered as a host registers them, stores
//! over them, and a record as the controller hands it over.

#![allow(dead_code)]

use std::path::Path;
use std::sync::Arc;

use door::Door;
use game::{register, PuzzleKind, Puzzles, Saved, SessionRecord, Variant};
use store::SqliteStore;

/// The tiles, the cube and the rings.
pub fn puzzles() -> Arc<Puzzles> {
    Arc::new(Puzzles::new(vec![
        register::<sliding::Tiles>(),
        register::<cube::Cube>(),
        register::<rings::Rings>(),
    ]))
}

pub const SLIDING: PuzzleKind = sliding::Tiles::NAMES.kind();
pub const CUBE: PuzzleKind = cube::Cube::NAMES.kind();
pub const RINGS: PuzzleKind = rings::Rings::NAMES.kind();

/// A store in memory.
pub fn memory() -> SqliteStore {
    SqliteStore::in_memory(puzzles()).unwrap()
}

/// The store of a file.
pub fn open(path: &Path) -> Result<SqliteStore, store::StoreError> {
    SqliteStore::open(path, puzzles())
}

/// A record as the controller hands it over (its key and its moves counted).
pub fn saved(record: &SessionRecord) -> Saved {
    puzzles().saved(record)
}

/// The tiles of a size.
pub fn tiles(w: usize, h: usize) -> Variant {
    Variant::of(sliding::Tiles::sized(w, h).unwrap())
}

/// A puzzle's standard game.
pub fn standard(kind: PuzzleKind) -> Variant {
    puzzles().find(kind).unwrap().clone()
}
