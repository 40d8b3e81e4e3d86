//! `stats`, `export` and `import` through the real binary, and a database it refuses.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::process::{Command, Output};

use rand::SeedableRng;
use store::{SqliteStore, Store};

fn run(data: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(args)
        .env("PUZZLEBOX_DATA", data)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn stats_export_and_import() {
    let a = tempfile::tempdir().unwrap();
    let out = run(a.path(), &["stats"]);
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("no games yet"));
    {
        let puzzles = frontend::puzzles();
        let store = SqliteStore::open(&a.path().join("games.sqlite"), puzzles.clone()).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for (puzzle, level, solve) in [("rings", "low", true), ("cube", "easy", false)] {
            let mut s = puzzles.get(puzzle).unwrap().new_session();
            s.new_game(level, &mut rng).unwrap();
            s.add_time(61_500);
            let saved = puzzles.saved(&s.record());
            let id = store.start(&saved).unwrap();
            store.finish(id, &saved, solve).unwrap();
        }
    }
    let out = run(a.path(), &["stats"]);
    let t = text(&out.stdout);
    assert!(t.contains("Five Rings") && t.contains("1:01.5"), "{t}");
    let out = run(a.path(), &["stats", "--puzzle", "cube", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 1);
    assert_eq!(v[0]["abandoned"], 1);
    let file = a.path().join("export.json");
    let out = run(a.path(), &["export", "--output", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let b = tempfile::tempdir().unwrap();
    let out = run(b.path(), &["import", file.to_str().unwrap()]);
    assert!(
        text(&out.stdout).contains("2 added"),
        "{}",
        text(&out.stdout)
    );
    let out = run(b.path(), &["import", file.to_str().unwrap()]);
    assert!(text(&out.stdout).contains("0 added, 0 updated, 2 already here"));
    let export: serde_json::Value =
        serde_json::from_slice(&run(b.path(), &["export"]).stdout).unwrap();
    assert_eq!(export["format"], "puzzlebox-games");
    assert_eq!(export["version"], 3);
    assert_eq!(export["games"].as_array().unwrap().len(), 2);
    // Not an export: a clear error, exit code 3.
    std::fs::write(a.path().join("bad.json"), "{\"hello\": 1}").unwrap();
    let out = run(
        b.path(),
        &["import", a.path().join("bad.json").to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains("not a puzzlebox export"));
}

#[test]
fn a_corrupt_database_is_reported_and_kept() {
    let d = tempfile::tempdir().unwrap();
    let junk = vec![7u8; 4096];
    std::fs::write(d.path().join("games.sqlite"), &junk).unwrap();
    let out = run(d.path(), &["stats"]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert!(e.contains("games.sqlite") && e.contains("untouched"), "{e}");
    assert_eq!(std::fs::read(d.path().join("games.sqlite")).unwrap(), junk);
}

#[test]
fn the_systems_words_are_said_once() {
    let a = tempfile::tempdir().unwrap();
    let missing = a.path().join("nowhere").join("x.json");
    let missing = missing.to_str().unwrap();
    for args in [vec!["import", missing], vec!["export", "--output", missing]] {
        let out = run(a.path(), &args);
        assert_eq!(
            out.status.code(),
            Some(1),
            "I/O: {args:?}: {}",
            text(&out.stderr)
        );
        let err = text(&out.stderr);
        assert!(err.contains(missing), "{err}");
        // The system's own words once, in English (os error 2 is "not found").
        assert_eq!(err.matches("(os error 2)").count(), 1, "{err}");
    }
}
