//! Practice sessions through the real binary: a csTimer file imported with the averages a
//! hand computes, a second import adding nothing, bad files refused whole with each bad
//! entry named, sessions made, renamed, merged, split and deleted with every solve kept,
//! penalties, and csTimer's files written back.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

fn run(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(args)
        .env("PUZZLEBOX_DATA", data)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn fixture() -> String {
    format!(
        "{}/../../tests/fixtures/cstimer-two-sessions.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn stats(data: &Path, session: &str) -> Value {
    let o = run(data, &["stats", "--session", session, "--format", "json"]);
    assert!(o.status.success(), "{}", err(&o));
    serde_json::from_str(&out(&o)).unwrap()
}

#[test]
fn a_cstimer_file_imports_with_the_averages_a_hand_computes() {
    let d = tempfile::tempdir().unwrap();
    let o = run(d.path(), &["import", &fixture()]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).contains("2 new; solves: 18 added"), "{}", out(&o));
    // 10.23 13.45(+2) 9.87 DNF 10.01 12.12 9.99 11.00 12.50(+2) 13.30 9.75 10.80 11.11
    let s = stats(d.path(), "3x3 main");
    let t = &s["times"];
    let pair = |k: &str| (t[k]["current"].clone(), t[k]["best"].clone());
    assert_eq!(pair("single"), (11_111.into(), 9_750.into()));
    // mo3: the last three, 31.661 / 3.
    assert_eq!(pair("mo3"), (10_554.into(), 10_554.into()));
    // ao5 of the last five: drop 9.75 and 13.30, (12.50 + 10.80 + 11.11) / 3 = 11.470;
    // the best, (10.01 12.12 9.99 11.00 12.50): 10.707.
    assert_eq!(pair("ao5"), (11_470.into(), 10_707.into()));
    // ao12: the DNF dropped as the worst, the best dropped, the mean of ten.
    assert_eq!(pair("ao12"), (11_415.into(), 11_327.into()));
    assert_eq!(t["ao50"]["current"], Value::Null);
    assert_eq!(
        (s["solves"].clone(), s["dnfs"].clone()),
        (13.into(), 1.into())
    );
    assert_eq!(s["session"]["puzzle"], "cube");
    assert_eq!(s["session"]["mode"], "timer");
    // The session mean of the twelve that are not DNFs: 134.131 / 12.
    assert_eq!(s["mean"], 11_178);
    // The other event is kept as itself: its mo3 ends on a DNF.
    let s = stats(d.path(), "4x4");
    assert_eq!(s["session"]["puzzle"], "444wca");
    assert_eq!(s["times"]["mo3"]["current"], "DNF");
    assert_eq!(s["times"]["ao5"]["current"], 62_140);
    // A second import adds nothing, says so, and succeeds.
    let o = run(d.path(), &["import", &fixture()]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(out(&o).contains("nothing new"), "{}", out(&o));
    // The same figures in Chinese, the JSON's field names English.
    let zh = run(
        d.path(),
        &["--lang", "zh", "stats", "--session", "3x3 main"],
    );
    let text = out(&zh);
    assert!(text.contains("当前") && text.contains("11.47"), "{text}");
    assert!(text.contains("练习组平均：11.18（12 次"), "{text}");
}

#[test]
fn exported_back_to_cstimer_it_imports_again_unchanged() {
    let a = tempfile::tempdir().unwrap();
    run(a.path(), &["import", &fixture()]);
    let file = a.path().join("back.json");
    let o = run(
        a.path(),
        &[
            "export",
            "--format",
            "cstimer",
            "--output",
            file.to_str().unwrap(),
        ],
    );
    assert!(o.status.success(), "{}", err(&o));
    let b = tempfile::tempdir().unwrap();
    let o = run(b.path(), &["import", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", err(&o));
    for name in ["3x3 main", "4x4"] {
        let (mut x, mut y) = (stats(a.path(), name), stats(b.path(), name));
        for v in [&mut x, &mut y] {
            let s = v["session"].as_object_mut().unwrap();
            s.remove("uid");
            s.remove("created_at");
            s.remove("id");
        }
        assert_eq!(x, y, "{name}");
    }
    // And into the database it came from: nothing new.
    let o = run(a.path(), &["import", file.to_str().unwrap()]);
    assert!(out(&o).contains("nothing new"), "{}", out(&o));
    // csTimer's CSV of one session.
    let o = run(
        a.path(),
        &["export", "--format", "csv", "--session", "3x3 main"],
    );
    let csv = out(&o);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "No.;Time;Comment;Scramble;Date;P.1");
    assert!(lines[2].starts_with("2;13.45+;;"), "{}", lines[2]);
    assert!(lines[4].starts_with("4;DNF(12.00);popped;"), "{}", lines[4]);
    assert_eq!(lines.len(), 14);
    let o = run(a.path(), &["export", "--format", "csv"]);
    assert_eq!(o.status.code(), Some(2), "a CSV needs its session");
}

#[test]
fn a_bad_file_is_refused_whole_with_each_bad_entry_named() {
    let d = tempfile::tempdir().unwrap();
    let bad = d.path().join("bad.json");
    std::fs::write(
        &bad,
        r#"{"session1": [[[0, 1000], "R", "", 1], [[0, -5], "U", "", 2], [[9, 100], "F", "", 3],
             [[0, "x"], "D", "", 4], [[0, 100], "L"]],
            "properties": {"sessionData": "{\"1\":{\"name\":\"Main\"}}"}}"#,
    )
    .unwrap();
    let o = run(d.path(), &["import", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    let e = err(&o);
    for said in [
        "4 bad entries",
        "nothing was added",
        "solve 2: its time is negative (-5)",
        "solve 3: its penalty code 9",
        "solve 4: its time is not a number",
        "solve 5: its comment is missing",
    ] {
        assert!(e.contains(said), "{said:?} in {e}");
    }
    let none = run(d.path(), &["sessions", "--format", "json"]);
    assert_eq!(out(&none).trim(), "[]", "nothing was added");
    // In Chinese too.
    let o = run(d.path(), &["--lang", "zh", "import", bad.to_str().unwrap()]);
    assert!(err(&o).contains("没有导入任何内容"), "{}", err(&o));
    // --skip-bad adds the good one and lists the others.
    let o = run(d.path(), &["import", "--skip-bad", bad.to_str().unwrap()]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(err(&o).matches("skipped:").count(), 4, "{}", err(&o));
    assert_eq!(stats(d.path(), "Main")["solves"], 1);
    // Not JSON, and too large: said, nothing changed.
    std::fs::write(&bad, "{ not json").unwrap();
    let o = run(d.path(), &["import", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    let big = d.path().join("big.json");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(50 << 20).unwrap();
    let o = run(d.path(), &["import", big.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(err(&o).contains("more than an import takes"), "{}", err(&o));
    assert_eq!(stats(d.path(), "Main")["solves"], 1, "nothing changed");
}

#[test]
fn sessions_are_made_renamed_merged_split_and_deleted() {
    let d = tempfile::tempdir().unwrap();
    run(d.path(), &["import", &fixture()]);
    let ok = |args: &[&str]| {
        let o = run(d.path(), args);
        assert!(o.status.success(), "{args:?}: {}", err(&o));
        out(&o)
    };
    let refused = |args: &[&str]| {
        let o = run(d.path(), args);
        assert_eq!(o.status.code(), Some(3), "{args:?}: {}", out(&o));
        err(&o)
    };
    ok(&["sessions", "new", "Evening", "--puzzle", "cube", "--timer"]);
    assert!(
        refused(&["sessions", "new", "Evening", "--puzzle", "cube", "--timer"]).contains("already")
    );
    assert!(refused(&["sessions", "new", " ", "--puzzle", "cube"]).contains("needs a name"));
    ok(&["sessions", "rename", "Evening", "Night"]);
    assert!(refused(&["sessions", "merge", "Night", "Night"]).contains("into itself"));
    assert!(refused(&["sessions", "merge", "4x4", "Night"]).contains("different puzzles"));
    assert!(ok(&["sessions", "merge", "3x3 main", "Night"]).contains("13 solves"));
    let solves: Value =
        serde_json::from_str(&ok(&["sessions", "solves", "Night", "--format", "json"])).unwrap();
    let ids: Vec<i64> = solves
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids.len(), 13);
    let at = ids[10].to_string();
    assert!(
        ok(&["sessions", "split", "Night", "--at", &at, "--name", "Late"]).contains("3 solves")
    );
    assert_eq!(stats(d.path(), "Night")["solves"], 10);
    // A penalty marked and taken back.
    let first = ids[0].to_string();
    assert!(ok(&["sessions", "penalty", &first, "DNF"]).contains("DNF(10.23)"));
    assert_eq!(stats(d.path(), "Night")["dnfs"], 2);
    ok(&["sessions", "penalty", &first, "ok"]);
    assert_eq!(stats(d.path(), "Night")["dnfs"], 1);
    let o = run(d.path(), &["sessions", "penalty", &first, "+3"]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(refused(&["sessions", "penalty", "99999", "DNF"]).contains("no solve"));
    ok(&["sessions", "delete", "Late"]);
    assert!(refused(&["stats", "--session", "Late"]).contains("no session"));
    let list = ok(&["sessions"]);
    assert!(list.contains("Night") && list.contains("4x4"), "{list}");
}

#[test]
fn a_cstimer_event_puzzlebox_keeps_is_listed_as_a_person_calls_it() {
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("two.json");
    std::fs::write(
        &file,
        r#"{"session1": [[[0, 4210], "R U2 F' R2 U", "", 1700000000]],
            "properties": {"sessionData": "{\"1\":{\"name\":\"Two\",\"opt\":{\"scrType\":\"222so\"}}}"}}"#,
    )
    .unwrap();
    let o = run(d.path(), &["import", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", err(&o));
    let listed = out(&run(d.path(), &["sessions"]));
    assert!(
        listed.contains("2×2×2 cube") && !listed.contains("222so"),
        "{listed}"
    );
    let listed = out(&run(d.path(), &["--lang", "zh", "sessions"]));
    assert!(listed.contains("二阶魔方"), "{listed}");
}

#[test]
fn a_sessions_figures_read_in_chinese_with_only_notation_left() {
    let d = tempfile::tempdir().unwrap();
    run(d.path(), &["import", &fixture()]);
    let o = run(
        d.path(),
        &["--lang", "zh", "stats", "--session", "3x3 main"],
    );
    assert!(o.status.success(), "{}", err(&o));
    let text = out(&o);
    assert!(!text.contains("single"), "{text}");
    assert!(text.contains("单次"), "{text}");
}

#[test]
fn a_solves_comment_is_set_and_a_bad_one_refused_changing_nothing() {
    let d = tempfile::tempdir().unwrap();
    assert!(run(d.path(), &["import", &fixture()]).status.success());
    let o = run(d.path(), &["sessions", "comment", "1", "lucky F2L"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).contains("solve 1: \"lucky F2L\""), "{}", out(&o));
    let long = "x".repeat(10_000);
    let o = run(d.path(), &["sessions", "comment", "1", &long]);
    assert!(!o.status.success());
    assert!(err(&o).contains("at most 1000 characters"), "{}", err(&o));
    let o = run(
        d.path(),
        &["--lang", "zh", "sessions", "comment", "1", "a\nb"],
    );
    assert!(err(&o).contains("第 2 个字符"), "{}", err(&o));
    let o = run(d.path(), &["sessions", "comment", "9999", "gone"]);
    assert!(err(&o).contains("no solve with number 9999"), "{}", err(&o));
    let o = run(
        d.path(),
        &["sessions", "solves", "3x3 main", "--format", "json"],
    );
    let v: Value = serde_json::from_str(&out(&o)).unwrap();
    assert_eq!(v[0]["comment"], "lucky F2L", "nothing changed");
}

#[test]
fn a_sessions_history_lists_each_best_as_it_fell_and_the_solves_of_each_day() {
    let d = tempfile::tempdir().unwrap();
    assert!(run(d.path(), &["import", &fixture()]).status.success());
    let o = run(
        d.path(),
        &[
            "stats",
            "--session",
            "3x3 main",
            "--history",
            "--format",
            "json",
        ],
    );
    assert!(o.status.success(), "{}", err(&o));
    let h: Value = serde_json::from_str(&out(&o)).unwrap();
    let steps = |i: usize| -> Vec<(i64, i64)> {
        let steps = h["bests"][i]["steps"].as_array().unwrap();
        let pair = |s: &Value| (s["ms"].as_i64().unwrap(), s["solve"].as_i64().unwrap());
        steps.iter().map(pair).collect()
    };
    // 10.23 13.45 9.87 DNF 10.01 12.12 9.99 11.00 12.50 13.30 9.75 10.80 11.11
    assert_eq!(h["bests"][0]["figure"], "single");
    assert_eq!(steps(0), [(10_230, 1), (9_870, 3), (9_750, 11)]);
    // The first ao5 (10.23 13.45 10.01 counted), then 9.87 DNF 10.01 12.12 9.99.
    assert_eq!(steps(1), [(11_230, 5), (10_707, 7)]);
    assert_eq!(steps(2), [(11_327, 12)]);
    assert_eq!(steps(3), []);
    assert_eq!(h["days"][0]["day"], "2024-12-04");
    assert_eq!(
        (h["days"][0]["solves"].clone(), h["days"][0]["dnfs"].clone()),
        (13.into(), 1.into())
    );
    // As text, in Chinese, on China's clock: the dates move eight hours on.
    let o = run(
        d.path(),
        &[
            "--lang",
            "zh",
            "stats",
            "--session",
            "3x3 main",
            "--history",
            "--utc-offset",
            "480",
        ],
    );
    assert!(o.status.success(), "{}", err(&o));
    let text = out(&o);
    assert!(
        text.contains("单次") && text.contains("每天的成绩数"),
        "{text}"
    );
    assert!(text.contains("2024-12-04 16:13"), "{text}");
    assert!(text.contains("UTC+08:00"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    // An offset no clock has is refused by name.
    let o = run(
        d.path(),
        &[
            "stats",
            "--session",
            "1",
            "--history",
            "--utc-offset",
            "900",
        ],
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("--utc-offset"), "{}", err(&o));
}
