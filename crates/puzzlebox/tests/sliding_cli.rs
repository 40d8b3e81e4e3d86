//! The command line for sliding-tile puzzles, run as a user would run it.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use std::path::PathBuf;
use std::process::Output;
use std::sync::OnceLock;

use common::{json_lines, run_in, stderr, stdout};
use serde_json::Value;

/// A cache directory shared by the tests of this file (the 6-6-3 tables are built once).
fn cache_dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("puzzlebox-cli-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    })
}

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    run_in(cache_dir(), args, stdin)
}

/// Replays a solution from the JSON record and checks it reaches the record's goal.
fn replays(rec: &Value) -> bool {
    let mut board = sliding::Board::parse(rec["state"].as_str().unwrap()).unwrap();
    let goal = sliding::Board::parse(rec["goal"].as_str().unwrap()).unwrap();
    let moves = sliding::parse_moves(rec["solution"].as_str().unwrap()).unwrap();
    assert_eq!(moves.len() as u64, rec["length"].as_u64().unwrap());
    board.apply_all(&moves).is_ok() && board == goal
}

#[test]
fn the_two_hardest_8_puzzles_take_31() {
    for s in ["8 6 7/2 5 4/3 0 1", "6 4 7/8 5 0/3 2 1"] {
        let o = run(&["solve", "sliding", s, "--format", "json"], None);
        assert!(o.status.success(), "{}", stderr(&o));
        let rec = &json_lines(&o)[0];
        assert_eq!(rec["puzzle"], "sliding");
        assert_eq!(rec["length"], 31);
        assert_eq!(rec["optimal"], true);
        assert_eq!(rec["lower_bound"], 31);
        assert!(rec["nodes"].as_u64().is_some() && rec["millis"].as_f64().is_some());
        assert!(replays(rec));
    }
}

#[test]
fn json_fields_come_in_the_documented_order() {
    let o = run(
        &["solve", "sliding", "1 2 3/4 5 6/7 0 8", "--format", "json"],
        None,
    );
    let line = stdout(&o);
    let keys = [
        "\"puzzle\"",
        "\"state\"",
        "\"goal\"",
        "\"solution\"",
        "\"length\"",
        "\"optimal\"",
        "\"lower_bound\"",
        "\"nodes\"",
        "\"millis\"",
    ];
    let at: Vec<usize> = keys
        .iter()
        .map(|k| line.find(k).unwrap_or_else(|| panic!("{k} in {line}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{line}");
    assert!(line.contains("\"solution\":\"L\""), "{line}");
}

#[test]
fn fifteen_puzzle_optimal_with_663_and_a_custom_goal() {
    // Korf's instance 97 (44 moves) against the blank-top-left goal.
    let o = run(
        &[
            "solve",
            "sliding",
            "9 14 5 7/8 15 1 2/10 4 13 6/12 0 11 3",
            "--goal",
            "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
            "--heuristic",
            "663",
            "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["length"], 44);
    assert_eq!(rec["optimal"], true);
    assert!(replays(rec));
    // The same with Manhattan distance agrees on the length.
    let md = run(
        &[
            "solve",
            "sliding",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15",
            "--heuristic",
            "md",
            "--format",
            "json",
        ],
        None,
    );
    assert_eq!(json_lines(&md)[0]["length"], 1);
}

#[test]
fn every_solver_on_every_size_replays() {
    for (board, solver) in [
        (
            "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24",
            "fast",
        ),
        (
            "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24",
            "human",
        ),
        ("0 1 2/4 5 3", "optimal"),
        (
            "2 1 3 4/5 6 7 8/9 10 11 12/13 14 15 0 | 1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0",
            "fast",
        ),
    ] {
        let (start, goal) = board
            .split_once(" | ")
            .map(|(a, b)| (a, Some(b)))
            .unwrap_or((board, None));
        let mut args = vec![
            "solve", "sliding", start, "--solver", solver, "--format", "json",
        ];
        if let Some(g) = goal {
            args.extend(["--goal", g]);
        }
        let o = run(&args, None);
        assert!(o.status.success(), "{board}: {}", stderr(&o));
        let rec = &json_lines(&o)[0];
        assert!(replays(rec), "{rec}");
        if solver == "human" {
            assert!(rec["steps"].as_array().unwrap().len() >= 2);
        }
    }
}

#[test]
fn large_boards_default_to_fast() {
    let o = run(
        &[
            "scramble", "sliding", "--size", "8x8", "--seed", "5", "--count", "3",
        ],
        None,
    );
    assert!(o.status.success());
    let input = stdout(&o);
    assert_eq!(input.lines().count(), 3);
    let o = run(&["solve", "sliding", "-", "--format", "json"], Some(&input));
    assert!(o.status.success(), "{}", stderr(&o));
    for rec in json_lines(&o) {
        assert_eq!(rec["optimal"], false);
        assert!(replays(&rec));
    }
}

#[test]
fn the_reason_is_told_in_chinese_and_json_stays_english() {
    let o = run(
        &["--lang", "zh", "solve", "sliding", "1 2 3/4 5 6/8 7 0"],
        None,
    );
    assert_eq!(o.status.code(), Some(3));
    let said = stderr(&o);
    assert!(
        said.contains("无解") && said.contains("数字 7 和 8"),
        "{said}"
    );
    assert!(!said.contains("unsolvable"), "{said}");
    // JSON stays English for the programs that read it.
    let o = run(
        &["--lang", "zh", "solve", "sliding", "-", "--format", "json"],
        Some("1 2 3/4 5 6/8 7 0\n"),
    );
    let recs = json_lines(&o);
    assert!(
        recs[0]["error"].as_str().unwrap().contains("unsolvable"),
        "{recs:?}"
    );
}

/// `--help` reads in Chinese under `--lang zh` or a Chinese locale, and in English
/// otherwise; the command line parses the same either way.
#[test]
fn help_is_in_the_readers_language() {
    let zh = run(&["--lang", "zh", "solve", "sliding", "--help"], None);
    assert!(zh.status.success());
    let text = stdout(&zh);
    assert!(text.contains("用法：") && text.contains("求解器"), "{text}");
    assert!(
        !text.contains("Usage") && !text.contains("Print help"),
        "{text}"
    );
    let en = run(&["solve", "sliding", "--help"], None);
    assert!(stdout(&en).contains("Usage: puzzlebox solve sliding"));
    let solved = run(
        &[
            "--lang",
            "zh",
            "solve",
            "sliding",
            "1 2 3/4 5 6/7 0 8",
            "--format",
            "json",
        ],
        None,
    );
    assert!(
        stdout(&solved).contains("\"length\":1"),
        "{}",
        stdout(&solved)
    );
}

#[test]
fn a_refused_command_line_is_told_in_chinese_from_its_fields() {
    let o = run(
        &[
            "--lang",
            "zh",
            "solve",
            "sliding",
            "--solver",
            "magic",
            "1 2 3/4 5 6/7 8 0",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    let said = stderr(&o);
    assert!(
        said.contains("“magic”不是 --solver") && said.contains("optimal、fast"),
        "{said}"
    );
    assert!(!said.contains("invalid value"), "{said}");
    // In English, clap's own words.
    let o = run(&["--lang=en", "solve", "--bogus"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unexpected argument"), "{}", stderr(&o));
}

#[test]
fn batch_keeps_order_reports_bad_lines_and_fails_at_the_end() {
    let input = "# a comment\n\n1 2 3/4 5 6/7 0 8\n1 2 3/4 5 6/8 7 0\n1 2/3 x\n1 2 3/4 5 6/0 7 8 | 1 2 3/4 5 6/7 8 0\n";
    let o = run(
        &[
            "solve",
            "sliding",
            "-",
            "--format",
            "json",
            "--threads",
            "2",
        ],
        Some(input),
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let recs = json_lines(&o);
    assert_eq!(recs.len(), 4);
    assert_eq!(recs[0]["length"], 1);
    assert!(recs[1]["error"].as_str().unwrap().contains("unsolvable"));
    assert_eq!(recs[1]["state"], "1 2 3/4 5 6/8 7 0");
    assert!(recs[2]["error"].as_str().unwrap().contains("\"x\""));
    assert_eq!(recs[3]["length"], 2);
    assert!(replays(&recs[3]));
}

#[test]
fn every_bad_input_gets_its_own_message() {
    let cases: &[(&[&str], &str)] = &[
        (&["solve", "sliding", "1 2 3/4 5 6/7 8"], "ragged rows"),
        (&["solve", "sliding", "1 2 3 4 5 0"], "do not make a square"),
        (
            &["solve", "sliding", "1 2 3/4 5 6/7 7 0"],
            "tile 7 appears twice",
        ),
        (&["solve", "sliding", "1 2 3/4 5 6/7 9 0"], "tile 9"),
        (
            &["solve", "sliding", "1 2 3/4 five 6/7 8 0"],
            "\"five\" at row 2, column 2",
        ),
        (
            &["solve", "sliding", "1 2 3/4 5 6/8 7 0"],
            "tiles 7 and 8 are swapped",
        ),
        (&["solve", "sliding", "2 3 1/4 5 6/8 7 0"], "unsolvable"),
        (
            &[
                "solve",
                "sliding",
                "1 2 3/4 5 6/7 8 0",
                "--goal",
                "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
            ],
            "the start is 3x3 but the goal is 4x4",
        ),
        (&["solve", "sliding", ""], "empty board"),
        (
            &["scramble", "sliding", "--size", "3x3", "--distance", "40"],
            "largest distance is 31",
        ),
    ];
    for (args, want) in cases {
        let o = run(args, None);
        assert_eq!(o.status.code(), Some(3), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"));
    }
}

#[test]
fn timeout_reports_a_lower_bound_and_can_fall_back() {
    // Korf #1 cannot be solved with Manhattan distance in 50 ms.
    let board = "14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3";
    let goal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15";
    let o = run(
        &[
            "solve",
            "sliding",
            board,
            "--goal",
            goal,
            "--heuristic",
            "md",
            "--timeout",
            "0.05",
            "--format",
            "json",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["solution"], Value::Null);
    assert_eq!(rec["timed_out"], true);
    assert!(rec["lower_bound"].as_u64().unwrap() >= 41);
    let o = run(
        &[
            "solve",
            "sliding",
            board,
            "--goal",
            goal,
            "--heuristic",
            "md",
            "--timeout",
            "0.05",
            "--fallback",
            "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["optimal"], false);
    assert!(replays(rec));
}

#[test]
fn scrambles_are_seeded_and_exact_by_distance() {
    let a = run(
        &[
            "scramble", "sliding", "--size", "4x4", "--seed", "9", "--count", "4",
        ],
        None,
    );
    let b = run(
        &[
            "scramble", "sliding", "--size", "4x4", "--seed", "9", "--count", "4",
        ],
        None,
    );
    assert_eq!(stdout(&a), stdout(&b));
    assert_eq!(stdout(&a).lines().count(), 4);
    let o = run(
        &[
            "scramble",
            "sliding",
            "--size",
            "3x3",
            "--distance",
            "31",
            "--seed",
            "1",
            "--count",
            "2",
        ],
        None,
    );
    for line in stdout(&o).lines() {
        assert!(
            ["8 6 7/2 5 4/3 0 1", "6 4 7/8 5 0/3 2 1"].contains(&line),
            "{line}"
        );
    }
    let o = run(
        &[
            "scramble",
            "sliding",
            "--size",
            "4x4",
            "--distance",
            "20",
            "--seed",
            "2",
            "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let state = json_lines(&o)[0]["state"].as_str().unwrap().to_string();
    let solved = run(
        &[
            "solve",
            "sliding",
            &state,
            "--format",
            "json",
            "--heuristic",
            "663",
        ],
        None,
    );
    assert_eq!(json_lines(&solved)[0]["length"], 20);
    let o = run(
        &[
            "scramble", "sliding", "--size", "3x4", "--moves", "10", "--seed", "3", "--format",
            "json",
        ],
        None,
    );
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["moves"].as_str().unwrap().len(), 10);
    // Exact distances: on 5x5 up to 60 (over the 24-puzzle's tables), none on 6x6; both
    // refusals come before any table is built.
    let own = tempfile::tempdir().unwrap();
    let refused = |size: &str, d: &str| {
        let args = ["scramble", "sliding", "--size", size, "--distance", d];
        let o = run_in(own.path(), &args, None);
        assert!(!o.status.success());
        stderr(&o)
    };
    assert!(refused("5x5", "61").contains("(at most 60)"));
    assert!(refused("6x6", "5").contains("4x4 and 5x5, not 6x6"));
    let built = std::fs::read_dir(own.path()).unwrap().count();
    assert_eq!(built, 0, "a refused scramble builds no table");
}

#[test]
fn bench_checks_lengths_from_a_file() {
    let dir = cache_dir().join("bench");
    std::fs::create_dir_all(&dir).unwrap();
    // The two easiest of Korf's instances (ids 55 and 97), taken from data/korf100.txt.
    let korf = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/korf100.txt");
    let text =
        std::fs::read_to_string(&korf).expect("the benchmark data in the repository (data/)");
    let picked: String = text
        .lines()
        .filter(|l| l.starts_with('#') || l.starts_with("55 ") || l.starts_with("97 "))
        .map(|l| format!("{l}\n"))
        .collect();
    let file = dir.join("two.txt");
    std::fs::write(&file, picked).unwrap();
    let o = run(
        &[
            "bench",
            "sliding",
            "--file",
            file.to_str().unwrap(),
            "--heuristic",
            "663",
        ],
        None,
    );
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("all lengths match"), "{}", stdout(&o));
    let o = run(
        &[
            "bench", "sliding", "--size", "6x6", "--count", "20", "--solver", "fast",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("20 solved and verified"),
        "{}",
        stdout(&o)
    );
    // Near on 5×5 (run one board at a time on every thread): without its tables
    // (`--heuristic md`) it still answers, with the fast solver's solution and a proven bound.
    let args = [
        "bench",
        "sliding",
        "--size",
        "5x5",
        "--count",
        "3",
        "--solver",
        "near",
        "--heuristic",
        "md",
        "--threads",
        "2",
    ];
    let o = run(&args, None);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("3 solved and verified"), "{out}");
    assert!(out.contains("proven lower bound mean"), "{out}");
}

/// A 24-puzzle benchmark line stopped by its timeout reports the bound it proved (never
/// above the published length) instead of a length, and is no mismatch.
#[test]
fn a_24_puzzle_benchmark_stopped_by_its_timeout_reports_its_bound() {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/korf-felner50.txt");
    let text = std::fs::read_to_string(&data).expect("the benchmark data in the repository");
    let instances = text.lines().filter(|l| !l.starts_with('#')).count();
    assert_eq!(instances, 50);
    let dir = cache_dir().join("kf");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("one.txt");
    let first: String = text.lines().filter(|l| l.starts_with("25 ")).collect();
    std::fs::write(&file, first).unwrap();
    let args = [
        "bench",
        "sliding",
        "--file",
        file.to_str().unwrap(),
        "--heuristic",
        "md",
        "--timeout",
        "0.3",
        "--threads",
        "2",
    ];
    let o = run(&args, None);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("# 25  bound "), "{out}");
    assert!(out.contains("1 stopped by the timeout"), "{out}");
    let o = run(&[&args[..], &["--format", "json"]].concat(), None);
    let rec: Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(rec["expected"], 81);
    assert_eq!(rec["matches"], true);
    assert_eq!(rec["optimal"], false);
    let bound = rec["lower_bound"].as_u64().unwrap();
    assert!((50..=81).contains(&bound), "{rec}");
}

#[test]
fn the_human_method_prints_its_solution_once_and_says_when_it_is_optimal() {
    let o = run(
        &["solve", "sliding", "1 2 3/4 5 6/0 7 8", "--solver", "human"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.matches("LL").count(), 1, "{out}");
    assert!(out.contains("2 moves, optimal"), "{out}");
    let o = run(
        &[
            "solve",
            "sliding",
            "8 6 7/2 5 4/3 0 1",
            "--solver",
            "human",
            "--format",
            "json",
        ],
        None,
    );
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["lower_bound"], 31);
    assert_eq!(rec["optimal"], rec["length"] == 31);
    // Times are in milliseconds rounded to the microsecond.
    let ms = rec["millis"].as_f64().unwrap();
    assert_eq!((ms * 1000.0).round() / 1000.0, ms);
}

#[test]
fn bfs_and_astar_solve_small_boards_with_their_node_counts() {
    let mut nodes = Vec::new();
    for solver in ["bfs", "astar"] {
        let o = run(
            &[
                "solve",
                "sliding",
                "8 6 7/2 5 4/3 0 1",
                "--solver",
                solver,
                "--format",
                "json",
            ],
            None,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let rec = &json_lines(&o)[0];
        assert_eq!(
            (rec["length"].as_u64(), rec["optimal"].as_bool()),
            (Some(31), Some(true))
        );
        nodes.push(rec["nodes"].as_u64().unwrap());
    }
    assert!(
        nodes[0] > nodes[1],
        "A* expands fewer nodes than BFS: {nodes:?}"
    );
    let o = run(
        &[
            "solve",
            "sliding",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15",
            "--solver",
            "bfs",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("at most 9 cells"), "{}", stderr(&o));
}

#[test]
fn a_single_solve_in_json_reports_its_error_as_json() {
    for (args, says) in [
        (
            &["solve", "sliding", "1 2 3/4 5 6/8 7 0", "--format", "json"][..],
            "unsolvable",
        ),
        (
            &[
                "solve",
                "cube",
                "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBX",
                "--format",
                "json",
            ][..],
            "not a face letter",
        ),
        (
            &[
                "solve",
                "rings",
                "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRK",
                "--format",
                "json",
            ][..],
            "appears 8 times",
        ),
    ] {
        let o = run(args, None);
        assert_eq!(o.status.code(), Some(3), "{args:?}");
        let lines = json_lines(&o);
        assert_eq!(lines.len(), 1, "{args:?}: {}", stdout(&o));
        let rec = &lines[0];
        assert_eq!(rec["puzzle"], args[1]);
        assert_eq!(rec["state"], args[2]);
        assert!(rec["error"].as_str().unwrap().contains(says), "{rec}");
        assert!(stderr(&o).contains(says), "the message is on stderr too");
    }
}

#[test]
fn the_shards_of_a_batch_cover_every_line_once_and_name_it() {
    let input = "1 2 3/4 5 6/7 0 8\n\n# a comment\n1 2 3/4 5 6/0 7 8\n8 6 7/2 5 4/3 0 1\n1 2 3/4 5 6/8 7 0\n1 2/3 0\n";
    let mut lines = Vec::new();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let o = run(
            &[
                "solve", "sliding", "-", "--format", "json", "--shard", &shard,
            ],
            Some(input),
        );
        for r in json_lines(&o) {
            let line = r["line"].as_u64().unwrap();
            assert_eq!(line % 3, k % 3, "{r}");
            lines.push((
                line,
                r["state"].as_str().unwrap().to_string(),
                r["error"].is_string(),
            ));
        }
    }
    lines.sort();
    let states: Vec<&str> = lines.iter().map(|(_, s, _)| s.as_str()).collect();
    assert_eq!(
        states,
        [
            "1 2 3/4 5 6/7 0 8",
            "1 2 3/4 5 6/0 7 8",
            "8 6 7/2 5 4/3 0 1",
            "1 2 3/4 5 6/8 7 0",
            "1 2/3 0"
        ]
    );
    assert_eq!(
        lines.iter().map(|l| l.0).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5]
    );
    // The unsolvable line is an error line, named by its line too.
    assert!(lines[3].2 && !lines[0].2);
    let o = run(&["solve", "sliding", "-", "--shard", "4/3"], Some(input));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("not a shard"), "{}", stderr(&o));
}

#[test]
fn a_benchmark_file_is_split_by_shards_with_json_lines() {
    // Korf's easy instances 55, 97 and 79, twice each: shard 1 of 3 takes lines 1 and 4.
    let korf = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/korf100.txt");
    let text = std::fs::read_to_string(&korf).unwrap();
    let easy: Vec<&str> = ["55 ", "97 ", "79 "]
        .iter()
        .filter_map(|id| text.lines().find(|l| l.starts_with(id)))
        .collect();
    let dir = cache_dir().join("bench");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("six.txt");
    std::fs::write(
        &file,
        format!("# six\n{}\n\n{}\n", easy.join("\n"), easy.join("\n")),
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let mut seen = Vec::new();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let args = ["bench", "sliding", "--file", file, "--heuristic", "663"];
        let o = run(
            &[&args[..], &["--shard", &shard, "--format", "json"]].concat(),
            None,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        for r in json_lines(&o) {
            assert_eq!(r["matches"], true, "{r}");
            assert_eq!(r["length"], r["expected"], "{r}");
            seen.push(r["line"].as_u64().unwrap());
        }
    }
    seen.sort_unstable();
    assert_eq!(seen, [1, 2, 3, 4, 5, 6]);
}
