//! The export/import JSON: never a panic; an import is all or nothing (a refused import
//! leaves the store empty, an accepted one exports back as many games).
#![no_main]
use libfuzzer_sys::fuzz_target;
use store::Store;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(export) = serde_json::from_slice::<store::Export>(data) else {
        return;
    };
    let store = store::SqliteStore::in_memory(common::puzzles()).expect("an in-memory store");
    match store.import(&export) {
        Ok(_) => {
            let back = store.export().expect("export");
            assert!(back.games.len() <= export.games.len());
        }
        Err(_) => assert!(
            store.export().expect("export").games.is_empty(),
            "refused whole"
        ),
    }
});
