//! `replay` through the real binary: a known CFOP solve with its timings (imported from
//! `tests/data/cfop-solve.json`) split into its cross, four pairs, OLL and PLL, as JSON and
//! as text, by `--last`, by number and by uid; a game that is not there.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::process::{Command, Output};

fn run(data: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["--lang", "en"])
        .args(args)
        .env("PUZZLEBOX_DATA", data)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cfop-solve.json");

#[test]
fn a_cfop_solve_is_replayed_as_its_stages() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(dir.path(), &["replay", "--last"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("no game is solved yet"),
        "{}",
        text(&out.stderr)
    );
    assert!(run(dir.path(), &["import", FIXTURE]).status.success());

    let out = run(dir.path(), &["replay", "--last", "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let stages = v["stages"].as_array().unwrap();
    let names: Vec<&str> = stages.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "yellow cross",
            "pair 1",
            "pair 2",
            "pair 3",
            "pair 4",
            "OLL",
            "PLL"
        ]
    );
    // The stages' moves make the solve, their times its time.
    let joined: Vec<&str> = stages
        .iter()
        .map(|s| s["moves"].as_str().unwrap())
        .collect();
    assert_eq!(joined.join(" "), v["moves"].as_str().unwrap());
    let total: u64 = stages.iter().map(|s| s["ms"].as_u64().unwrap()).sum();
    assert_eq!(total, v["ms"].as_u64().unwrap());
    assert_eq!(v["ms"], 10970);
    assert_eq!(stages[0]["pause_ms"], 1500);
    assert_eq!(stages[5]["moves"], "R U R' U R U2 R'");
    assert!(stages[6]["tps"].as_f64().unwrap() > 5.0);

    // The same game by its number and by its uid, as text.
    for which in ["1", "cfop-fixture-1"] {
        let out = run(dir.path(), &["replay", which]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let t = text(&out.stdout);
        assert!(t.starts_with("solved in 10.97 s, 42 moves"), "{t}");
        assert!(t.contains("yellow cross") && t.contains("PLL"), "{t}");
        assert!(t.contains("R U R' U' R' F R2 U' R' U' R U R' F'"), "{t}");
    }
    // In Chinese, the stages' names too.
    let out = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["--lang", "zh", "replay", "1"])
        .env("PUZZLEBOX_DATA", dir.path())
        .output()
        .unwrap();
    assert!(
        text(&out.stdout).contains("黄十字"),
        "{}",
        text(&out.stdout)
    );

    let out = run(dir.path(), &["replay", "nope"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("no game with uid nope"));
    let out = run(dir.path(), &["replay", "1", "--last"]);
    assert_eq!(out.status.code(), Some(2), "a bad command line");
}
