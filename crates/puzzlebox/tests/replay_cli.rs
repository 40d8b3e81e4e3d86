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

/// The fixture's game with a session holding its solve (solve 2, played on screen) and a
/// solve timed on a real puzzle (solve 1, no game).
fn with_solves(dir: &std::path::Path) -> std::path::PathBuf {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(FIXTURE).unwrap()).unwrap();
    let solve = |id: i64, uid: &str, game: Option<&str>| {
        serde_json::json!({
            "id": id, "uid": uid, "ms": 10970, "penalty": "ok", "moves": 42,
            "assisted": false, "scramble": "R U", "comment": "", "at": 1796000011000i64,
            "game": game, "optimum": null, "optimum_exact": null
        })
    };
    v["sessions"] = serde_json::json!([{
        "uid": "s-1", "name": "Cube", "puzzle": "cube", "size": "", "mode": "screen",
        "created_at": 1796000000000i64, "current": true,
        "solves": [solve(1, "solve-1", None), solve(2, "solve-2", Some("cfop-fixture-1"))]
    }]);
    let path = dir.join("with-solves.json");
    std::fs::write(&path, v.to_string()).unwrap();
    path
}

#[test]
fn a_solve_is_replayed_by_its_number_and_listed_with_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let file = with_solves(dir.path());
    let data = dir.path().join("data");
    let out = run(&data, &["import", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));

    // The list names each solve's game beside its number.
    let out = run(&data, &["sessions", "solves", "Cube"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    let lines: Vec<&str> = listed.lines().collect();
    assert!(lines[0].contains("Game"), "{listed}");
    let cols = |l: &str| {
        l.split_whitespace()
            .take(2)
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(cols(lines[1]), ["1", "-"], "{listed}");
    assert_eq!(cols(lines[2]), ["2", "1"], "{listed}");
    let out = run(&data, &["sessions", "solves", "Cube", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v[1]["game_number"], 1);
    assert_eq!(v[1]["game"], "cfop-fixture-1");
    assert!(v[0]["game_number"].is_null());

    // `replay --solve 2` is the game's replay.
    let out = run(&data, &["replay", "--solve", "2"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("solved in 10.97 s, 42 moves"));
    // A timed solve has no game; a solve that is not there is named.
    let out = run(&data, &["replay", "--solve", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("solve 1 was timed on a real puzzle"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&data, &["replay", "--solve", "99"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("99"), "{}", text(&out.stderr));
    // In Chinese too.
    let out = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["--lang", "zh", "replay", "--solve", "1"])
        .env("PUZZLEBOX_DATA", &data)
        .output()
        .unwrap();
    assert!(
        text(&out.stderr).contains("没有可以回放的对局"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&data, &["replay", "1", "--solve", "2"]);
    assert_eq!(out.status.code(), Some(2), "one of game, --last, --solve");
}
