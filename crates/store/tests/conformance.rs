//! The SQLite store passes the storage door's conformance suite: every law of the door,
//! on a fresh database each check (in memory, and in a file).
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::{puzzles, SLIDING};
use store::conformance::{run, Sample, Subject};
use store::{SqliteStore, Store};

/// A 3×3 board two moves from solved.
fn sample() -> Sample {
    Sample {
        puzzle: SLIDING,
        variant: String::new(),
        start: "1 2 3/4 5 6/0 7 8".into(),
        solution: vec!["L".into(), "L".into()],
    }
}

#[test]
fn sqlite_in_memory_passes_the_conformance_suite() {
    let p = puzzles();
    let fresh = || -> Arc<dyn Store> { Arc::new(SqliteStore::in_memory(puzzles()).unwrap()) };
    run(&Subject {
        puzzles: &p,
        sample: sample(),
        fresh: &fresh,
    });
}

#[test]
fn sqlite_in_a_file_passes_the_conformance_suite() {
    let dir = tempfile::tempdir().unwrap();
    let n = std::sync::atomic::AtomicUsize::new(0);
    let p = puzzles();
    let fresh = || -> Arc<dyn Store> {
        let i = n.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let path = dir.path().join(format!("games-{i}.sqlite"));
        Arc::new(SqliteStore::open(&path, puzzles()).unwrap())
    };
    run(&Subject {
        puzzles: &p,
        sample: sample(),
        fresh: &fresh,
    });
}
