//! Both stores pass the storage door's conformance suite: every law of the door, on a fresh
//! store each check — SQLite's (in memory, and in a file) and the browser's
//! ([`MemoryStore`], fresh and read back from its snapshot).
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::{puzzles, SLIDING};
use store::conformance::{run, Sample, Subject};
use store::{MemoryStore, SqliteStore, Store};

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

/// The browser's clock as the tests give it: the system's, in Unix milliseconds.
fn wall() -> store::memory::WallClock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    })
}

#[test]
fn the_memory_store_passes_the_conformance_suite() {
    let p = puzzles();
    let fresh = || -> Arc<dyn Store> { Arc::new(MemoryStore::new(puzzles(), wall())) };
    run(&Subject {
        puzzles: &p,
        sample: sample(),
        fresh: &fresh,
    });
}

#[test]
fn the_memory_store_read_back_from_a_snapshot_passes_the_conformance_suite() {
    let p = puzzles();
    let fresh = || -> Arc<dyn Store> {
        let empty = MemoryStore::new(puzzles(), wall()).snapshot();
        Arc::new(MemoryStore::from_snapshot(&empty, puzzles(), wall()).unwrap())
    };
    run(&Subject {
        puzzles: &p,
        sample: sample(),
        fresh: &fresh,
    });
}

#[test]
fn a_memory_store_read_back_from_its_snapshot_keeps_everything() {
    use practice::{Mode, NewSolve, SessionKind};
    let store = MemoryStore::new(puzzles(), wall());
    let kind = SessionKind::of(SLIDING, "3x3", Mode::Timer);
    store.create_session("Mine", &kind).unwrap();
    for ms in [12_340, 9_870, 11_000] {
        let solve = NewSolve {
            ms,
            scramble: "1 2 3/4 5 6/0 7 8".into(),
            ..NewSolve::default()
        };
        store.add_solve(&kind, &solve).unwrap();
    }
    assert!(store.changes() >= 4);
    let back = MemoryStore::from_snapshot(&store.snapshot(), puzzles(), wall()).unwrap();
    assert_eq!(back.export().unwrap(), store.export().unwrap());
    assert_eq!(back.sessions().unwrap(), store.sessions().unwrap());
    let damaged = MemoryStore::from_snapshot(b"{\"games\":", puzzles(), wall());
    assert!(damaged.is_err(), "a damaged snapshot is refused");
}
