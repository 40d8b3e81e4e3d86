//! The command line for the Five Rings puzzle, run as a user would run it.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use common::{json_lines, run_in, stderr, stdout};
use serde_json::Value;

fn run(args: &[&str], stdin: Option<&str>) -> std::process::Output {
    let cache = std::env::temp_dir().join(format!("puzzlebox-rings-cli-{}", std::process::id()));
    run_in(&cache, args, stdin)
}

/// Replays a solution on the record's state and checks it solves it, and that the counts
/// in both metrics are right.
fn solves(rec: &Value) -> bool {
    let mut s = rings::State::parse(rec["state"].as_str().unwrap()).unwrap();
    let moves = rings::parse_moves(rec["solution"].as_str().unwrap()).unwrap();
    assert_eq!(
        rec["clicks"].as_u64().unwrap() as u32,
        rings::clicks(&moves)
    );
    assert_eq!(rec["turns"].as_u64().unwrap() as u32, rings::turns(&moves));
    s.apply(&moves);
    s.is_solved()
}

#[test]
fn optimal_and_fast_solve_a_low_scramble() {
    let o = run(
        &["scramble", "rings", "--level", "low", "--seed", "3"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let state = stdout(&o).trim().to_string();
    let o = run(
        &[
            "solve", "rings", &state, "--solver", "optimal", "--format", "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["puzzle"], "rings");
    assert_eq!(rec["optimal"], true);
    assert_eq!(rec["lower_bound"], rec["clicks"]);
    assert!(solves(rec));
    let o = run(
        &[
            "solve", "rings", &state, "--solver", "optimal", "--metric", "turns", "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let by_turns = &json_lines(&o)[0];
    assert!(solves(by_turns));
    assert_eq!(by_turns["lower_bound"], by_turns["turns"]);
    assert!(by_turns["turns"].as_u64() <= rec["turns"].as_u64());
    let o = run(&["solve", "rings", &state, "--format", "json"], None);
    let fast = &json_lines(&o)[0];
    assert!(solves(fast));
    assert!(fast["clicks"].as_u64() >= rec["clicks"].as_u64());
}

#[test]
fn batch_with_bad_lines_and_json_field_order() {
    let input = "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR\nKKKKKKK/BBBBBBB\nRKKKKKR/KBBBBBK/BGGGGGB/GOOOOOG/ORRRRRO\n";
    let o = run(
        &[
            "solve", "rings", "-", "--solver", "optimal", "--format", "json",
        ],
        Some(input),
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let recs = json_lines(&o);
    assert_eq!(recs.len(), 3);
    assert_eq!(recs[0]["clicks"], 0);
    assert!(recs[1]["error"].as_str().unwrap().contains("5 rings"));
    assert_eq!(recs[2]["solution"], "0-");
    let line = stdout(&o).lines().nth(2).unwrap().to_string();
    let keys = [
        "\"puzzle\"",
        "\"state\"",
        "\"solution\"",
        "\"clicks\"",
        "\"turns\"",
        "\"optimal\"",
        "\"lower_bound\"",
        "\"nodes\"",
        "\"millis\"",
    ];
    let at: Vec<usize> = keys.iter().map(|k| line.find(k).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{line}");
}

#[test]
fn bad_input_is_named() {
    for (state, want) in [
        (
            "KKKKKKK/BBBBBBB/GGXGGGG/OOOOOOO/RRRRRRR",
            "'X' in ring 3, slot 2",
        ),
        (
            "KKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR",
            "ring 1 has 6 pieces",
        ),
        (
            "KKKKKKK/KBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR",
            "colour K appears 8 times",
        ),
    ] {
        let o = run(&["solve", "rings", state], None);
        assert_eq!(o.status.code(), Some(3), "{state}");
        assert!(stderr(&o).contains(want), "{state}: {}", stderr(&o));
    }
}

#[test]
fn scrambles_replay_and_bench_reports() {
    let o = run(
        &[
            "scramble", "rings", "--moves", "12", "--seed", "5", "--format", "json", "--count", "2",
        ],
        None,
    );
    for rec in json_lines(&o) {
        let mut s = rings::State::solved();
        s.apply(&rings::parse_moves(rec["moves"].as_str().unwrap()).unwrap());
        assert_eq!(rec["state"], s.to_string());
    }
    let o = run(
        &["bench", "rings", "--count", "3", "--solver", "fast"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("3 solved and verified"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn the_classic_method_gives_named_steps_that_solve() {
    let o = run(&["scramble", "rings", "--count", "3", "--seed", "8"], None);
    let states = stdout(&o);
    let o = run(
        &[
            "solve", "rings", "-", "--solver", "classic", "--format", "json",
        ],
        Some(&states),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let recs = json_lines(&o);
    assert_eq!(recs.len(), 3);
    for rec in &recs {
        assert!(solves(rec), "{rec}");
        let steps = rec["steps"].as_array().unwrap();
        let names: Vec<&str> = steps.iter().map(|s| s["name"].as_str().unwrap()).collect();
        assert!(names[0].starts_with("Step 1: fill"), "{names:?}");
        assert!(
            names[1].starts_with("Step 2: pair up the disk"),
            "{names:?}"
        );
        assert!(names[2].starts_with("Step 3a") && names[3].starts_with("Step 3b"));
        // The steps, played in order, are the solution.
        let all: Vec<&str> = steps
            .iter()
            .map(|s| s["moves"].as_str().unwrap())
            .filter(|m| !m.is_empty())
            .collect();
        let mut s = rings::State::parse(rec["state"].as_str().unwrap()).unwrap();
        s.apply(&rings::parse_moves(&all.join(" ")).unwrap());
        assert!(s.is_solved());
    }
}

#[test]
fn the_large_tables_are_refused_where_they_do_not_apply() {
    for args in [
        ["--solver", "classic", "--metric", "clicks"],
        ["--solver", "optimal", "--metric", "turns"],
    ] {
        let mut a = vec![
            "solve",
            "rings",
            "KKKKKKB/BBBBBBK/GGGGGGG/OOOOOOO/RRRRRRR",
            "--tables",
            "large",
        ];
        a.extend(args);
        let o = run(&a, None);
        assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
        assert!(stderr(&o).contains("large tables serve"), "{}", stderr(&o));
    }
}

#[test]
fn a_long_table_build_says_so() {
    let cache = tempfile::tempdir().unwrap();
    let o = common::run_in(
        cache.path(),
        &[
            "solve",
            "rings",
            "KKKKKBB/GBBBBBG/OOGGOOG/OOOGGRR/KRRRRRK",
            "--solver",
            "classic",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("building Five Rings classic-method tables"),
        "{e}"
    );
    assert!(
        e.contains("built Five Rings classic-method tables (32 MB) in "),
        "{e}"
    );
}

/// `puzzlebox solve rings …` started with a fresh cache and `env`, its stderr read line by
/// line (sent to the channel) and its stdout left to `wait_with_output`.
fn spawn_solve(
    cache: &std::path::Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> (
    std::process::Child,
    std::sync::mpsc::Receiver<String>,
    std::thread::JoinHandle<String>,
) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(args)
        .env("PUZZLEBOX_CACHE", cache)
        .envs(env.iter().copied())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let err = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut all = String::new();
        for line in std::io::BufReader::new(err).lines().map_while(Result::ok) {
            all.push_str(&line);
            all.push('\n');
            let _ = tx.send(line);
        }
        all
    });
    (child, rx, reader)
}

/// Waits (at most two minutes) for a stderr line containing `what`.
fn wait_for_line(rx: &std::sync::mpsc::Receiver<String>, what: &str) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(120);
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        match rx.recv_timeout(left) {
            Ok(line) if line.contains(what) => return,
            Ok(_) => {}
            Err(e) => panic!("no line with {what:?} on stderr: {e}"),
        }
    }
}

/// Ctrl-C to our own child, which must end with exit code 130 (a minute at most, as a
/// hang); its output and its whole stderr.
fn ctrl_c(
    child: std::process::Child,
    reader: std::thread::JoinHandle<String>,
) -> (std::process::Output, String) {
    // SAFETY: a signal to our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    let out = rx
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("it ends: a hang")
        .unwrap();
    let err = reader.join().unwrap();
    assert_eq!(out.status.code(), Some(130), "{err}");
    (out, err)
}

#[test]
fn ctrl_c_prints_what_the_search_has_and_exits_130() {
    let cache = tempfile::tempdir().unwrap();
    let o = common::run_in(
        cache.path(),
        &["scramble", "rings", "--level", "high", "--seed", "5"],
        None,
    );
    let state = stdout(&o).trim().to_string();
    let (child, rx, reader) = spawn_solve(
        cache.path(),
        &[
            "--lang", "en", "solve", "rings", &state, "--solver", "optimal", "--format", "json",
        ],
        &[],
    );
    // The search under way: its table built (however long that takes on a busy machine);
    // whenever Ctrl-C comes, the search has its first bound, the start's distance estimate.
    wait_for_line(&rx, "built Five Rings colour table");
    let (out, _) = ctrl_c(child, reader);
    let rec: Value = serde_json::from_str(String::from_utf8_lossy(&out.stdout).trim()).unwrap();
    assert_eq!(rec["optimal"], false);
    assert!(rec["lower_bound"].as_u64().unwrap() > 0, "{rec}");
}

#[test]
fn ctrl_c_during_a_table_build_ends_at_once_and_keeps_nothing() {
    let cache = tempfile::tempdir().unwrap();
    // The build made to last at least 20 s, whatever the machine.
    let (child, rx, reader) = spawn_solve(
        cache.path(),
        &[
            "--lang",
            "en",
            "solve",
            "rings",
            "KKKKKBB/GBBBBBG/OOGGOOG/OOOGGRR/KRRRRRK",
            "--solver",
            "optimal",
        ],
        &[("PUZZLEBOX_TEST_BUILD_MS", "20000")],
    );
    // The build is counted under way before it says so.
    wait_for_line(&rx, "building Five Rings colour table");
    let (out, err) = ctrl_c(child, reader);
    assert!(
        err.contains("interrupted while building a table: it was not kept"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    let kept: Vec<_> = std::fs::read_dir(cache.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(kept.is_empty(), "{kept:?}");
}

/// A level or a size the scramble cannot make is a bad command line: exit 2, as `play`
/// says it, with the choices.
#[test]
fn a_bad_scramble_level_or_size_is_a_bad_command_line() {
    let o = run(&["scramble", "rings", "--level", "extreme"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("extreme") && e.contains("low") && e.contains("high"),
        "{e}"
    );
    let o = run(&["scramble", "sliding", "--size", "foo"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("foo"), "{}", stderr(&o));
    let o = run(&["scramble", "sliding", "--size", "1x1"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}
