//! The command line for the cube, run as a user would run it.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use common::{json_lines, run_in, stderr};
use serde_json::Value;

fn run(args: &[&str], stdin: Option<&str>) -> std::process::Output {
    let cache = std::env::temp_dir().join(format!("puzzlebox-cube-cli-{}", std::process::id()));
    run_in(&cache, args, stdin)
}

/// Replays a solution on the record's cube and checks it solves it.
fn solves(rec: &Value) -> bool {
    let cube = cube::parse_cube(rec["state"].as_str().unwrap()).unwrap();
    let moves = cube::parse_moves(rec["solution"].as_str().unwrap()).unwrap();
    let turns: Vec<u8> = moves.iter().map(|m| m.face_index().unwrap()).collect();
    cube::apply_face_turns(&cube, &turns) == cube::CubieCube::SOLVED
}

/// `solve cube --scramble SCRAMBLE --solver optimal --tables tiny` and `more`, in English.
fn optimal_tiny(scramble: &str, more: &[&str]) -> std::process::Output {
    let mut args = vec![
        "--lang",
        "en",
        "solve",
        "cube",
        "--scramble",
        scramble,
        "--solver",
        "optimal",
        "--tables",
        "tiny",
    ];
    args.extend_from_slice(more);
    run(&args, None)
}

const KOCIEMBA: &str = "DRLUUBFBRBLURRLRUBLRDDFDLFUFUFFDBRDUBRUFLLFDDBFLUBLRBD";

#[test]
fn solves_kociembas_example_in_20_or_fewer() {
    let o = run(&["solve", "cube", KOCIEMBA, "--format", "json"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["puzzle"], "cube");
    assert_eq!(rec["state"], KOCIEMBA);
    assert_eq!(rec["metric"], "htm");
    assert_eq!(rec["optimal"], false);
    assert!(rec["length"].as_u64().unwrap() <= 20);
    assert!(rec["millis"].as_f64().is_some());
    assert!(solves(rec));
    let line = String::from_utf8_lossy(&o.stdout).to_string();
    let order = [
        "\"puzzle\"",
        "\"state\"",
        "\"solution\"",
        "\"length\"",
        "\"metric\"",
        "\"optimal\"",
        "\"millis\"",
    ];
    let at: Vec<usize> = order.iter().map(|k| line.find(k).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{line}");
}

#[test]
fn solves_a_scramble_and_counts_in_every_metric() {
    let o = run(
        &[
            "solve",
            "cube",
            "--scramble",
            "R U R' U' (F2 D)2 M x",
            "--format",
            "json",
            "--metric",
            "qtm",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert!(solves(rec));
    assert_eq!(rec["metric"], "qtm");
    let moves = cube::parse_moves(rec["solution"].as_str().unwrap()).unwrap();
    assert_eq!(
        rec["length"].as_u64().unwrap() as u32,
        cube::length(&moves, cube::Metric::Qtm)
    );
}

#[test]
fn batch_in_order_with_bad_lines() {
    let input = format!("{KOCIEMBA}\nscramble: R U F\n# comment\nUUUU\nscramble: R Q\n");
    let o = run(
        &["solve", "cube", "-", "--format", "json", "--threads", "2"],
        Some(&input),
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let recs = json_lines(&o);
    assert_eq!(recs.len(), 4);
    assert!(solves(&recs[0]) && solves(&recs[1]));
    assert!(recs[1]["length"].as_u64().unwrap() <= 3);
    assert!(recs[2]["error"].as_str().unwrap().contains("54 stickers"));
    assert!(
        recs[3]["error"].as_str().unwrap().contains("\"Q\""),
        "{}",
        recs[3]
    );
}

#[test]
fn bad_cubes_get_specific_errors_and_exit_3() {
    let solved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
    let mut flipped: Vec<char> = solved.chars().collect();
    flipped.swap(5, 10);
    let flipped: String = flipped.into_iter().collect();
    for (cube, want) in [
        ("UUU", "found 3"),
        (&flipped[..], "an edge is flipped"),
        (&solved.replacen('U', "X", 1)[..], "'X' at position 1"),
    ] {
        let o = run(&["solve", "cube", cube], None);
        assert_eq!(o.status.code(), Some(3), "{cube}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{cube}: {}", stderr(&o));
    }
    let o = run(&["solve", "cube", "--scramble", "R U [R, U"], None);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("position 5"), "{}", stderr(&o));
}

#[test]
fn scrambles_are_seeded_and_replay_to_their_state() {
    let a = run(
        &[
            "scramble", "cube", "--seed", "4", "--count", "3", "--format", "json",
        ],
        None,
    );
    let b = run(
        &[
            "scramble", "cube", "--seed", "4", "--count", "3", "--format", "json",
        ],
        None,
    );
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(a.stdout, b.stdout);
    for rec in json_lines(&a) {
        let moves = cube::parse_moves(rec["scramble"].as_str().unwrap()).unwrap();
        assert!(moves.len() >= 2 && moves.len() <= 20);
        let state = cube::FaceletCube::from_cubie(&cube::apply_moves(&moves)).to_kociemba();
        assert_eq!(rec["state"], state);
    }
    let o = run(&["scramble", "cube", "--moves", "25", "--seed", "1"], None);
    let text = String::from_utf8_lossy(&o.stdout);
    let (moves, state) = text.trim().split_once('\t').unwrap();
    assert_eq!(cube::parse_moves(moves).unwrap().len(), 25);
    assert_eq!(state.len(), 54);
}

#[test]
fn trainers_scramble_from_their_subsets_as_json_lines() {
    let args = |subset: &str| {
        let mut a = vec!["scramble", "cube", "--subset", subset, "--count", "4"];
        a.extend(["--seed", "9", "--format", "json"]);
        run(&a, None)
    };
    let o = run(
        &[
            "scramble", "cube", "--subset", "pll", "--cases", "Ua,T", "--count", "4", "--seed",
            "9", "--format", "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    for rec in json_lines(&o) {
        assert!(rec["case"] == "Ua" || rec["case"] == "T", "{rec}");
        assert_eq!(
            (&rec["subset"], &rec["face"], &rec["hold"]),
            (&"pll:Ua,T".into(), &"D".into(), &"z2".into())
        );
        let moves = cube::parse_moves(rec["scramble"].as_str().unwrap()).unwrap();
        let state = cube::FaceletCube::from_cubie(&cube::apply_moves(&moves)).to_kociemba();
        assert_eq!(rec["state"], state);
    }
    let o = args("cross:5");
    for rec in json_lines(&o) {
        assert_eq!(
            (&rec["case"], &rec["face"], &rec["hold"]),
            (&Value::Null, &"U".into(), &Value::Null)
        );
    }
    assert_eq!(json_lines(&o).len(), 4);
    assert_eq!(args("oll:27").stdout, args("oll:27").stdout, "seeded");
}

#[test]
fn a_bad_trainer_is_refused_in_either_language_and_exits_3() {
    let cases = [
        (
            vec!["--subset", "pll:"],
            "no pll case is chosen",
            "没有选择任何 pll 情形",
        ),
        (
            vec!["--subset", "pll", "--cases", "Aa,Q"],
            "'Q' is not a pll case",
            "“Q”不是 pll 的情形",
        ),
        (
            vec!["--subset", "cross:0"],
            "a cross of 0 moves",
            "0 步的十字",
        ),
        (
            vec!["--subset", "cross:9"],
            "a cross of 9 moves",
            "9 步的十字",
        ),
        (
            vec!["--subset", "zbll"],
            "'zbll' is not a trainer",
            "“zbll”不是一种训练",
        ),
    ];
    for (more, en, zh) in cases {
        for (lang, want) in [("en", en), ("zh", zh)] {
            let mut a = vec!["--lang", lang, "scramble", "cube"];
            a.extend(more.iter().copied());
            let o = run(&a, None);
            assert_eq!(o.status.code(), Some(3), "{a:?}");
            assert!(stderr(&o).contains(want), "{a:?}: {}", stderr(&o));
            assert!(o.stdout.is_empty());
        }
    }
}

#[test]
fn bench_reports_the_figures() {
    let o = run(&["bench", "cube", "--count", "5", "--seed", "2"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("5 solved within it"), "{out}");
    assert!(
        out.contains("median") && out.contains("p95") && out.contains("tables:"),
        "{out}"
    );
}

#[test]
fn a_cache_that_cannot_be_written_costs_one_warning() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("a-file");
    std::fs::write(&blocker, "not a folder").unwrap();
    let cache = blocker.join("cache"); // can never be created
    let o = run_in(
        &cache,
        &[
            "solve",
            "cube",
            "--scramble",
            "R U R' U'",
            "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["length"], 4);
    let e = stderr(&o);
    assert_eq!(e.matches("warning").count(), 1, "{e}");
    assert!(e.contains("cannot create the cache directory"), "{e}");
}

#[test]
fn a_time_limit_alone_keeps_shortening_and_a_target_stops_early() {
    let first = run(&["solve", "cube", KOCIEMBA, "--format", "json"], None);
    let first = json_lines(&first)[0]["length"].as_u64().unwrap();
    let o = run(
        &[
            "solve",
            "cube",
            KOCIEMBA,
            "--timeout",
            "0.3",
            "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let best = &json_lines(&o)[0];
    assert!(solves(best), "{best}");
    assert!(best["length"].as_u64().unwrap() <= first, "{best}");
    let o = run(
        &[
            "solve", "cube", KOCIEMBA, "--target", "19", "--format", "json",
        ],
        None,
    );
    let rec = &json_lines(&o)[0];
    assert!(
        solves(rec) && rec["length"].as_u64().unwrap() <= 19,
        "{rec}"
    );
    // `--max-length` still works, as the name it had.
    let o = run(&["solve", "cube", KOCIEMBA, "--max-length", "20"], None);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// The stickers after a solution, by an independent path: the sticker permutation of every
/// move applied to the facelets as written (no cubie model).
fn stickers_after(state: &str, solution: &str) -> [u8; 54] {
    let (mut f, _) = cube::FaceletCube::parse_symbols(state).unwrap();
    for m in cube::parse_moves(solution).unwrap() {
        f.0 = m.stickers().apply(&f.0);
    }
    f.0
}

fn uniform(s: &[u8; 54]) -> bool {
    s.chunks(9).all(|face| face.iter().all(|&c| c == face[4]))
}

#[test]
fn the_optimal_solver_proves_its_length_and_reports_a_bound_when_stopped() {
    // 7 turns: the proven optimum is at most that (the tiny tables build in seconds).
    let scramble = "R U2 F' L D B2 R'";
    let o = optimal_tiny(scramble, &["--format", "json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["optimal"], true);
    assert_eq!(rec["length"], 7);
    assert!(rec.get("lower_bound").is_none());
    assert!(uniform(&stickers_after(
        rec["state"].as_str().unwrap(),
        rec["solution"].as_str().unwrap()
    )));
    // A random cube in half a second: the two-phase solution, not proven, with the bound.
    let o = run(
        &[
            "solve",
            "cube",
            KOCIEMBA,
            "--solver",
            "optimal",
            "--tables",
            "tiny",
            "--timeout",
            "0.5",
            "--format",
            "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["optimal"], false);
    assert_eq!(rec["timed_out"], true);
    let bound = rec["lower_bound"].as_u64().unwrap();
    assert!((10..=rec["length"].as_u64().unwrap()).contains(&bound));
    assert!(solves(rec));
    // QTM is not what its tables measure: refused, with why.
    let o = run(
        &[
            "solve", "cube", KOCIEMBA, "--solver", "optimal", "--metric", "qtm", "--format", "json",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    let rec = &json_lines(&o)[0];
    assert!(rec["error"].as_str().unwrap().contains("HTM only"), "{rec}");
}

#[test]
fn several_optimal_solutions_are_distinct_and_all_of_them_are_every_one() {
    let solve = |n: &str| {
        let o = optimal_tiny("U2 D2 F2 B2 L2 R2", &["--solutions", n, "--format", "json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        json_lines(&o)[0].clone()
    };
    let rec = solve("4");
    assert_eq!(rec["optimal"], true);
    let sols: Vec<&str> = rec["solutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(sols.len(), 4);
    assert_eq!(sols[0], rec["solution"].as_str().unwrap());
    let mut distinct = sols.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 4);
    for s in &sols {
        assert_eq!(s.split_whitespace().count(), 6);
        let state = rec["state"].as_str().unwrap();
        assert!(uniform(&stickers_after(state, s)), "{s}");
    }
    // The checkerboard's every optimal solution: the three pairs of opposite faces in any
    // order (3! = 6), each pair's two turns in one order.
    let all = solve("all");
    assert_eq!(all["solutions"].as_array().unwrap().len(), 6, "{all}");
    // Whether they are all there are, whatever N: six are all, four are not.
    assert_eq!(all["all_found"], true);
    assert_eq!(rec["all_found"], false);
    assert_eq!(solve("6")["all_found"], true);
    assert_eq!(solve("9")["solutions"].as_array().unwrap().len(), 6);
    // In text: every solution a line, and the summary says so.
    let o = optimal_tiny("U2 D2 F2 B2 L2 R2", &["--solutions", "all"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("all 6 optimal solutions there are"), "{text}");
    assert_eq!(
        text.lines().filter(|l| l.split(' ').count() == 6).count(),
        6
    );
    // R U F has only one: said so; without --solutions nothing is said.
    let o = optimal_tiny("R U F", &["--solutions", "3", "--format", "json"]);
    let one = &json_lines(&o)[0];
    assert_eq!(one["all_found"], true, "{one}");
    assert_eq!(one["solutions"].as_array().unwrap().len(), 1);
    let o = optimal_tiny("R U F", &["--format", "json"]);
    assert!(json_lines(&o)[0].get("all_found").is_none());
    let o = run(&["solve", "cube", KOCIEMBA, "--solutions", "0"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("positive number or `all`"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_human_method_gives_seven_named_steps_that_solve() {
    let o = run(
        &[
            "solve", "cube", KOCIEMBA, "--solver", "human", "--format", "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    let steps = rec["steps"].as_array().unwrap();
    let names: Vec<&str> = steps.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "white cross",
            "first-layer corners",
            "second-layer edges",
            "last-layer cross",
            "last-layer corners oriented",
            "last-layer corners permuted",
            "last-layer edges permuted",
        ]
    );
    let joined: Vec<&str> = steps
        .iter()
        .map(|s| s["moves"].as_str().unwrap())
        .filter(|m| !m.is_empty())
        .collect();
    assert_eq!(joined.join(" "), rec["solution"].as_str().unwrap());
    assert!(uniform(&stickers_after(
        KOCIEMBA,
        rec["solution"].as_str().unwrap()
    )));
    let len = rec["length"].as_u64().unwrap();
    assert!((40..250).contains(&len), "{len}");
    let o = run(
        &["bench", "cube", "--solver", "human", "--count", "200"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        common::stdout(&o).contains("200 solved"),
        "{}",
        common::stdout(&o)
    );
}

#[test]
fn goals_and_parts_are_reached() {
    let checker = cube::FaceletCube::from_cubie(&cube::apply_moves(
        &cube::parse_moves("U2 D2 F2 B2 L2 R2").unwrap(),
    ))
    .to_kociemba();
    let o = run(
        &[
            "solve", "cube", KOCIEMBA, "--goal", &checker, "--format", "json",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = &json_lines(&o)[0];
    assert_eq!(rec["goal"], checker.as_str());
    let after = stickers_after(KOCIEMBA, rec["solution"].as_str().unwrap());
    assert_eq!(
        after,
        cube::FaceletCube::parse_symbols(&checker).unwrap().0 .0
    );
    // A bad goal: exit 3, the message says it is the goal.
    let o = run(
        &[
            "solve", "cube", KOCIEMBA, "--goal", "UUU", "--format", "json",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(json_lines(&o)[0]["error"]
        .as_str()
        .unwrap()
        .starts_with("goal: "));
    for (part, most) in [("corners", 11), ("edges", 20), ("f2l", 20)] {
        let o = run(
            &[
                "solve", "cube", KOCIEMBA, "--only", part, "--format", "json",
            ],
            None,
        );
        assert!(o.status.success(), "{part}: {}", stderr(&o));
        let rec = &json_lines(&o)[0];
        assert_eq!(rec["goal"], part);
        let moves = cube::parse_moves(rec["solution"].as_str().unwrap()).unwrap();
        assert!(moves.len() <= most, "{part}: {}", moves.len());
        let turns: Vec<u8> = moves.iter().map(|m| m.face_index().unwrap()).collect();
        let c = cube::apply_face_turns(&cube::parse_cube(KOCIEMBA).unwrap(), &turns);
        let p = match part {
            "corners" => cube::Part::Corners,
            "edges" => cube::Part::Edges,
            _ => cube::Part::F2l,
        };
        assert!(p.solved(&c), "{part}");
        assert_eq!(rec["optimal"], part == "corners");
    }
}
