//! Sessions of every puzzle through the text interface: hints followed to the end solve the
//! puzzle, a demonstration played to the end solves it, jobs are cancelled, and records
//! round-trip.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{puzzles, standard, tiles, Threads, CUBE, RINGS, SLIDING};
use game::{AnySession, AnyTables, Demo, Inline, Job};
use rand::SeedableRng;
use search::Budget;

fn rng(seed: u64) -> rand_chacha::ChaCha8Rng {
    rand_chacha::ChaCha8Rng::seed_from_u64(seed)
}

fn source() -> &'static search::tables::InMemory {
    static S: std::sync::OnceLock<search::tables::InMemory> = std::sync::OnceLock::new();
    S.get_or_init(search::tables::InMemory::new)
}

fn cube_tables() -> AnyTables {
    let p = cube::prepare(&cube::Request::game(), source(), &search::tables::silent).unwrap();
    Arc::new(p)
}

fn rings_tables() -> AnyTables {
    let p = rings::prepare(&rings::Request::game(), source(), &search::tables::silent).unwrap();
    Arc::new(p)
}

/// Follows hints (each from a fresh solve of the current position) until solved.
fn follow_hints(s: &mut dyn AnySession, limit: usize) -> usize {
    let mut n = 0;
    while !s.is_solved() {
        assert!(n < limit, "{} not solved after {n} hints", s.kind());
        let plan = Job::start(&Inline, Budget::unlimited(), {
            let solver = s.solver();
            move |b| solver(b)
        })
        .wait()
        .unwrap()
        .unwrap();
        assert_eq!(plan.from, s.state_text());
        s.note_hint();
        s.play(&plan.moves[0]).unwrap();
        n += 1;
    }
    n
}

fn demonstrate(s: &mut dyn AnySession) {
    let plan = (s.solver())(&Budget::unlimited()).unwrap();
    s.note_demo();
    let mut demo = Demo::new(plan);
    demo.faster();
    demo.toggle_pause();
    assert_eq!(demo.due(Duration::from_secs(10)), None, "paused");
    demo.toggle_pause();
    if let Some(m) = demo.step() {
        s.play(&m).unwrap();
    }
    while !demo.finished() {
        if let Some(m) = demo.due(Duration::from_millis(100)) {
            s.play(&m).unwrap();
        }
    }
    assert!(s.is_solved(), "{}: {}", s.kind(), s.state_text());
}

#[test]
fn hints_and_demonstrations_solve_every_puzzle() {
    let mut r = rng(7);
    let cube = cube_tables();
    let rings = rings_tables();
    for (variant, level) in [
        (standard(SLIDING), "hard"),
        (tiles(4, 4), "random"),
        (tiles(3, 4), "medium"),
        (standard(CUBE), "hard"),
        (standard(RINGS), "low"),
    ] {
        let mut s = variant.new_session();
        s.attach(&cube);
        s.attach(&rings);
        s.new_game(level, &mut r).unwrap();
        assert!(!s.is_solved());
        let start = s.record();
        let hints = follow_hints(s.as_mut(), 400);
        assert_eq!(s.hints() as usize, hints);
        assert_eq!(s.moves_made(), hints);
        // From the start again: a demonstration played to the end solves it.
        let mut t = puzzles().restore(&start).unwrap();
        t.attach(&cube);
        t.attach(&rings);
        demonstrate(t.as_mut());
        assert_eq!(t.demos(), 1);
    }
}

#[test]
fn custom_positions_and_goals_are_checked() {
    let mut s = standard(SLIDING).new_session();
    s.set_position("8 1 3/4 0 2/7 6 5").unwrap();
    assert_eq!(s.level(), "custom");
    let err = s.set_position("2 1 3/4 5 6/7 8 0").unwrap_err();
    assert!(err.to_string().contains("unsolvable"), "{err}");
    // A custom goal: the blank first.
    let goal = standard(SLIDING).with_goal("0 1 2/3 4 5/6 7 8").unwrap();
    let mut s = goal.new_session();
    s.set_position("1 0 2/3 4 5/6 7 8").unwrap();
    assert_eq!(s.variant(), goal);
    assert_eq!(s.record().variant, "0 1 2/3 4 5/6 7 8");
    s.play("R").unwrap();
    assert!(s.is_solved());
    let back = puzzles().restore(&s.record()).unwrap();
    assert!(back.is_solved());
    let mut c = standard(CUBE).new_session();
    let err = c
        .set_position("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBU")
        .unwrap_err();
    assert!(err.to_string().contains("10 times"), "{err}");
    let mut g = standard(RINGS).new_session();
    assert!(g.set_position("KKKKKKK/BBBBBBB").is_err());
    assert!(g.play("6+").is_err());
    assert!(puzzles().get("chess").is_err());
}

#[test]
fn a_cancelled_job_stops_at_once() {
    // A 4x4 random state without tables: the optimal search would run for a long time.
    let mut s = tiles(4, 4).new_session();
    s.new_game("random", &mut rng(3)).unwrap();
    let mut job = Job::start(&Threads, Budget::unlimited(), {
        let goal = sliding::Board::solved(4, 4).unwrap();
        let board = sliding::Board::parse(&s.state_text()).unwrap();
        move |b| {
            let problem = sliding::validate(board, Some(goal)).unwrap();
            let req = sliding::Request {
                solver: Some(sliding::Solver::Optimal),
                heuristic: Some(sliding::Heuristic::Md),
                budget: b.clone(),
                ..sliding::Request::default()
            };
            let none = search::tables::InMemory::new();
            let plan = sliding::prepare(problem.goal(), &req, &none, &search::tables::silent)?;
            sliding::solve(&plan, &problem, &req)
        }
    });
    assert!(job.poll().is_none(), "still searching");
    job.cancel();
    let out = job.wait().unwrap().unwrap();
    assert!(out.timed_out && out.moves.is_none());
}

#[test]
fn levels_by_name_and_by_form() {
    let mut s = standard(RINGS).new_session();
    assert_eq!(s.level_names(), ["low", "mid", "high", "random"]);
    s.new_game("mid", &mut rng(1)).unwrap();
    assert_eq!(s.level(), "mid");
    s.new_game("moves 7", &mut rng(1)).unwrap();
    assert_eq!(s.level(), "moves 7");
    let err = s.new_game("extreme", &mut rng(1)).unwrap_err();
    assert!(err.to_string().contains("low, mid, high, random"), "{err}");
    let mut c = standard(CUBE).new_session();
    c.new_game("easy", &mut rng(1)).unwrap();
    assert_eq!(c.record().level, "easy");
}

#[test]
fn a_scramble_by_moves_is_bounded() {
    // A hostile level (`moves 4000000000`, from a web request) is refused at once instead
    // of scrambling for minutes with gigabytes of moves.
    for puzzle in puzzles().all() {
        let mut s = puzzle.new_session();
        let err = s.new_game("moves 4000000000", &mut rng(1)).unwrap_err();
        assert!(err.to_string().contains("at most 100000 moves"), "{err}");
        s.new_game(&format!("moves {}", game::Level::MAX_MOVES), &mut rng(1))
            .unwrap();
    }
}

#[test]
fn a_game_holds_at_most_max_history_moves() {
    let mut s = standard(CUBE).new_session();
    let pairs = "R R' ".repeat(game::MAX_HISTORY / 2);
    assert_eq!(s.play(&pairs).unwrap(), game::MAX_HISTORY);
    let err = s.play("U").unwrap_err();
    assert!(err.to_string().contains("at most 10000 moves"), "{err}");
    // Undo makes room; a refused sequence leaves the redo branch as it was.
    s.undo().unwrap();
    s.undo().unwrap();
    assert!(s.play("U U U").is_err());
    assert_eq!(s.record().moves.len(), game::MAX_HISTORY);
    assert_eq!(s.record().cursor, game::MAX_HISTORY - 2);
    s.redo().unwrap();
    s.play("U").unwrap();
    assert_eq!(s.record().moves.len(), game::MAX_HISTORY);
    // A record beyond the limit (a hostile import, say) is refused before it is replayed.
    let mut rec = s.record();
    rec.moves.push("U".into());
    let err = puzzles().restore(&rec).err().expect("refused");
    assert!(err.to_string().contains("at most 10000 moves"), "{err}");
}
