//! The controller as every front end drives it: actions, the view, background work with
//! progress, saving, and the newcomer's traps (a refused entry loses nothing, a new game
//! waits for its tables, a custom goal is played against and can be left). Time is the
//! test's own clock; background work is waited for, never slept on.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::{settle, standard, tiles, Threads, World, CUBE, RINGS, SLIDING};
use game::controller::{ControlError, Event, Task};
use game::{Action, Controller, Setup, Variant};
use search::tables::{AnyTable, Label, Report, TableDef, TableError, TableSource};

#[test]
fn a_game_is_played_saved_and_solved_through_actions() {
    let w = World::new();
    let mut c = Controller::new(standard(SLIDING).new_session(), None, w.setup());
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/0 7 8".into(),
        goal: None,
    })
    .unwrap();
    assert_eq!(c.id(), None, "a game with no move is not saved");
    c.update(Action::Move { moves: "L".into() }).unwrap();
    let id = c.id().expect("saved from its first move");
    let saved = w.store.game(id).unwrap();
    assert_eq!(saved.record.moves, ["L"], "saved after every move");
    let v0 = c.version();
    c.update(Action::Move { moves: "L".into() }).unwrap();
    assert!(c.version() > v0);
    let v = c.view();
    assert!(v.solved && v.finished.is_some());
    assert_eq!(v.message, "Solved!");
    let events = c.take_events();
    assert!(events.contains(&Event::Solved {
        best_time: true,
        best_moves: true
    }));
    // Playing on after the solved moment is a game of its own; the solved one stays.
    c.update(Action::Undo).unwrap();
    assert_ne!(c.id(), Some(id));
    let stats = w.store.stats(Some(SLIDING)).unwrap();
    assert_eq!(stats[0].solved, 1);
}

#[test]
fn a_refused_position_entry_leaves_the_game_as_it_was() {
    let w = World::new();
    let mut c = w.start(SLIDING, "medium");
    c.update(Action::Move { moves: "U".into() })
        .or_else(|_| c.update(Action::Move { moves: "D".into() }))
        .unwrap();
    let (before, id) = (c.view(), c.id().unwrap());
    for bad in ["1 2", "2 1 3/4 5 6/7 8 0", "UUU"] {
        let e = c
            .update(Action::SetPosition {
                start: bad.into(),
                goal: None,
            })
            .unwrap_err();
        assert!(e.is_bad_input(), "{e}");
    }
    let after = c.view();
    assert_eq!(
        (after.state, after.moves, after.level, c.id()),
        (before.state, before.moves, before.level, Some(id))
    );
    // Still the game to resume: not recorded as abandoned.
    let (saved_id, _) = w.store.unfinished(SLIDING, "3x3").unwrap().unwrap();
    assert_eq!(saved_id, id);
}

#[test]
fn an_unknown_level_is_refused_with_the_choices_and_changes_nothing() {
    let w = World::new();
    let mut c = w.start(RINGS, "low");
    let state = c.view().state;
    let e = c
        .update(Action::NewGame {
            level: "extreme".into(),
            seed: None,
        })
        .unwrap_err();
    assert!(e.to_string().contains("low, mid, high, random"), "{e}");
    assert!(!c.preparing());
    assert_eq!(c.view().state, state);
    assert!(Controller::start(&standard(CUBE), "extreme", w.setup()).is_err());
}

/// A table source that reports a step of a build, says so, then waits until released.
struct Slow {
    reported: Mutex<mpsc::Sender<()>>,
    wait: Mutex<mpsc::Receiver<()>>,
}

impl TableSource for Slow {
    fn has(&self, def: &TableDef) -> bool {
        game::controller::in_memory_tables().has(def)
    }
    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        report(&Label::new("the test's table"), 1, 4);
        let _ = self.reported.lock().unwrap().send(());
        let _ = self.wait.lock().unwrap().recv();
        game::controller::in_memory_tables().load(def, report)
    }
}

#[test]
fn a_new_game_waits_for_its_tables_and_shows_their_progress() {
    let (release, wait) = mpsc::channel::<()>();
    let (reported, first_step) = mpsc::channel::<()>();
    let slow = Slow {
        reported: Mutex::new(reported),
        wait: Mutex::new(wait),
    };
    let w = World::new();
    let mut c = Controller::start(
        &standard(CUBE),
        "easy",
        Setup {
            tables: Arc::new(slow),
            seed: Some(1),
            executor: Arc::new(Threads),
            ..w.setup()
        },
    )
    .unwrap();
    // The build has reported its first step and is still going.
    first_step.recv().unwrap();
    c.tick();
    let v = c.view();
    assert!(c.preparing(), "no game starts before its tables");
    assert!(
        v.solved,
        "the solved cube shows until the new game is ready"
    );
    let b = v.busy.expect("the tables' build shows");
    assert_eq!(
        (
            b.task,
            b.progress.label.as_str(),
            b.progress.done,
            b.progress.total
        ),
        (Task::Tables, "the test's table", 1, 4)
    );
    release.send(()).unwrap();
    settle(&mut c);
    let v = c.view();
    assert_eq!(v.level, "easy");
    assert!(!v.solved, "a real easy game: 5 turns from solved");
    assert_eq!(v.busy, None);
}

#[test]
fn a_custom_goal_is_shown_scrambled_from_and_can_be_left() {
    let w = World::new();
    let mut c = w.start(SLIDING, "easy");
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/7 0 8".into(),
        goal: Some("1 2 3/4 5 6/0 7 8".into()),
    })
    .unwrap();
    let v = c.view();
    assert!(v.custom_goal);
    assert_eq!(v.goal, "1 2 3/4 5 6/0 7 8");
    c.update(Action::Move { moves: "R".into() }).unwrap();
    assert!(c.view().solved);
    // New games scramble from the custom goal, at every kind of level.
    for level in ["moves 12", "random", "easy"] {
        c.update(Action::NewGame {
            level: level.into(),
            seed: None,
        })
        .unwrap();
        settle(&mut c);
        let v = c.view();
        assert_eq!(v.goal, "1 2 3/4 5 6/0 7 8", "{level}");
        assert!(!v.solved, "{level}");
        let start = sliding::Board::parse(&v.state).unwrap();
        let goal = sliding::Board::parse(&v.goal).unwrap();
        let p = sliding::Problem::new(start, Some(goal)).unwrap();
        if level == "easy" {
            let req = sliding::Request {
                solver: Some(sliding::Solver::Optimal),
                ..sliding::Request::default()
            };
            let none = search::tables::InMemory::new();
            let plan = sliding::prepare(p.goal(), &req, &none, &search::tables::silent).unwrap();
            let sol = sliding::solve(&plan, &p, &req).unwrap();
            assert_eq!(
                sol.moves.map(|m| m.len()).unwrap_or(0),
                8,
                "easy is 8 moves from the custom goal too"
            );
        }
    }
    c.update(Action::StandardGoal).unwrap();
    settle(&mut c);
    let v = c.view();
    assert!(!v.custom_goal);
    assert_eq!(v.goal, "1 2 3/4 5 6/7 8 0");
    assert_eq!(v.level, "easy");
}

#[test]
fn a_position_of_another_size_opens_a_game_of_its_size() {
    let w = World::new();
    let mut c = Controller::start(&tiles(4, 4), "easy", w.setup()).unwrap();
    settle(&mut c);
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/7 0 8".into(),
        goal: None,
    })
    .unwrap();
    let v = c.view();
    assert_eq!(
        v.board.get::<sliding::TilesView>().map(|b| b.width),
        Some(3)
    );
    assert_eq!(v.goal, "1 2 3/4 5 6/7 8 0");
    assert_eq!(v.state, "1 2 3/4 5 6/7 0 8");
    // A custom goal is kept for a start of its size.
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/7 0 8".into(),
        goal: Some("1 2 3/4 5 6/0 7 8".into()),
    })
    .unwrap();
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/0 7 8".into(),
        goal: None,
    })
    .unwrap();
    assert_eq!(c.view().goal, "1 2 3/4 5 6/0 7 8");
    assert!(c.view().solved);
}

#[test]
fn the_speed_chosen_is_the_next_demonstrations_too() {
    let w = World::new();
    let mut c = w.start(RINGS, "low");
    c.update(Action::Demonstrate).unwrap();
    settle(&mut c);
    c.update(Action::Faster).unwrap();
    let ms = c.view().demo.unwrap().ms_per_move;
    c.update(Action::Cancel).unwrap();
    c.update(Action::Demonstrate).unwrap();
    settle(&mut c);
    assert_eq!(c.view().demo.unwrap().ms_per_move, ms);
}

#[test]
fn hints_and_demonstrations_report_through_the_view() {
    let w = World::new();
    let mut c = w.start(CUBE, "easy");
    c.update(Action::Hint).unwrap();
    assert!(matches!(c.busy_with().map(|b| b.task), Some(Task::Hint)));
    settle(&mut c);
    let v = c.view();
    let hint = v.hint.expect("a hint");
    assert!(hint.length <= 5);
    assert_eq!(v.hints, 1);
    assert!(c.take_events().contains(&Event::Hint));
    // Asking again for the hint shown counts no second hint and keeps it.
    c.update(Action::Hint).unwrap();
    settle(&mut c);
    assert_eq!(c.view().hints, 1);
    assert_eq!(c.view().hint.map(|h| h.next), Some(hint.next.clone()));
    c.update(Action::Demonstrate).unwrap();
    settle(&mut c);
    assert!(c.demo().is_some());
    c.update(Action::Speed { ms_per_move: 1 }).unwrap();
    assert_eq!(c.view().demo.unwrap().ms_per_move, 30, "clamped");
    c.update(Action::Step).unwrap();
    assert!(c.view().demo.unwrap().paused, "a single step pauses");
    assert_eq!(c.view().moves.len(), 1);
    c.update(Action::Resume).unwrap();
    w.play_out(&mut c);
    assert!(c.demo().is_none());
    assert_eq!(c.view().demos, 1);
    // A player's move takes over from a demonstration.
    let mut d = w.start(RINGS, "low");
    d.update(Action::Demonstrate).unwrap();
    settle(&mut d);
    assert!(d.demo().is_some());
    d.update(Action::Move { moves: "3+".into() }).unwrap();
    assert!(d.demo().is_none());
    // Cancel stops the planning of one.
    d.update(Action::Demonstrate).unwrap();
    d.update(Action::Cancel).unwrap();
    assert_eq!(d.busy_with(), None);
}

#[test]
fn the_beginners_method_is_demonstrated_step_by_step_and_named_in_hints() {
    let w = World::new();
    let mut c = w.start(CUBE, "hard");
    c.update(Action::Hint).unwrap();
    settle(&mut c);
    let note = c
        .view()
        .hint
        .expect("a hint")
        .method
        .expect("the method's step");
    assert!(note.starts_with("beginner's method: step "), "{note}");
    assert!(c.view().message.contains("beginner's method"));
    c.update(Action::DemonstrateMethod).unwrap();
    settle(&mut c);
    let demo = c.view().demo.expect("a demonstration");
    assert!(!demo.optimal);
    let names: Vec<&str> = demo.steps.iter().map(|s| s.name.as_str()).collect();
    assert!(names.len() >= 5, "{names:?}");
    assert_eq!(
        demo.steps.iter().map(|s| s.moves).sum::<usize>(),
        demo.moves.len()
    );
    assert_eq!(demo.step.as_deref(), Some(names[0]));
    c.update(Action::Speed { ms_per_move: 30 }).unwrap();
    let mut seen = vec![names[0].to_string()];
    while !c.view().solved {
        w.pass(&mut c, 30);
        if let Some(step) = c.view().demo.and_then(|d| d.step) {
            if seen.last() != Some(&step) {
                seen.push(step);
            }
        }
        assert!(seen.len() <= names.len(), "{seen:?}");
    }
    assert_eq!(seen, names, "every step named in turn while it plays");
    // Watched back, the solve's stages are the method's seven steps, the demonstration's
    // steps among them with their moves, and their times add up.
    let id = c.id().expect("saved");
    let record = w.store.game(id).unwrap().record;
    let replay = practice::replay::of(&common::puzzles(), &record).unwrap();
    let stages: Vec<String> = replay.stages.iter().map(|s| s.label.english()).collect();
    assert_eq!(
        stages,
        [
            "white cross",
            "first-layer corners",
            "second-layer edges",
            "last-layer cross",
            "last-layer corners oriented",
            "last-layer corners permuted",
            "last-layer edges permuted"
        ]
    );
    let played: Vec<(String, usize)> = replay
        .stages
        .iter()
        .filter(|s| !s.moves.is_empty())
        .map(|s| (s.label.english(), s.moves.len()))
        .collect();
    let shown: Vec<(String, usize)> = demo
        .steps
        .iter()
        .filter(|s| s.moves > 0)
        .map(|s| (s.name.clone(), s.moves))
        .collect();
    assert_eq!(played, shown);
    let total: u64 = replay.stages.iter().map(|s| s.ms.unwrap()).sum();
    assert_eq!(total, replay.ms);
    // The tiles have no method to demonstrate: refused, with why.
    let mut t = w.start(SLIDING, "easy");
    let e = t.update(Action::DemonstrateMethod).unwrap_err();
    assert!(e.to_string().contains("no method"), "{e}");
}

#[test]
fn the_classic_method_is_demonstrated_by_the_controller() {
    let w = World::new();
    let mut c = w.start(RINGS, "low");
    c.update(Action::DemonstrateMethod).unwrap();
    settle(&mut c);
    let demo = c
        .view()
        .demo
        .expect("a demonstration of the classic method");
    assert!(demo.steps.len() >= 3, "{:?}", demo.steps);
    assert!(demo.steps[0].name.starts_with("Step 1"), "{:?}", demo.steps);
    assert_eq!(demo.step.as_deref(), Some(demo.steps[0].name.as_str()));
    assert!(
        demo.moves.iter().all(|m| m.len() == 2),
        "one click per move"
    );
    c.update(Action::Speed { ms_per_move: 30 }).unwrap();
    w.play_out(&mut c);
    let v = c.view();
    assert_eq!(v.demos, 1);
    assert_eq!(
        v.finished.map(|f| (f.best_time, f.best_moves)),
        Some((false, false)),
        "a demonstrated solve sets no record"
    );
}

/// Plays a demonstration of `action` kind to the end (or only its first move, the player
/// doing the rest when `takeover`), and returns the records the solve set.
fn solved_by_demonstration(
    w: &World,
    variant: &Variant,
    level: &str,
    action: Action,
    takeover: bool,
) -> Option<(bool, bool)> {
    let mut c = Controller::start(variant, level, w.setup()).unwrap();
    settle(&mut c);
    c.update(action).unwrap();
    settle(&mut c);
    let demo = c.view().demo.expect("a demonstration");
    if takeover {
        c.update(Action::Step).unwrap();
        let rest = demo.moves[1..].join(" ");
        if !rest.is_empty() {
            c.update(Action::Move { moves: rest }).unwrap();
        }
    } else {
        c.update(Action::Speed { ms_per_move: 30 }).unwrap();
        w.play_out(&mut c);
    }
    let v = c.view();
    assert!(v.solved, "{variant:?}");
    v.finished.map(|f| (f.best_time, f.best_moves))
}

#[test]
fn no_demonstration_of_any_kind_sets_a_personal_best_on_any_puzzle() {
    let w = World::new();
    let three = standard(SLIDING);
    let cases = [
        (three.clone(), "easy", Action::Demonstrate),
        (tiles(4, 4), "easy", Action::Demonstrate),
        (standard(CUBE), "easy", Action::Demonstrate),
        (standard(CUBE), "easy", Action::DemonstrateMethod),
        (standard(RINGS), "low", Action::Demonstrate),
        (standard(RINGS), "low", Action::DemonstrateMethod),
    ];
    for (variant, level, action) in cases {
        for takeover in [false, true] {
            let got = solved_by_demonstration(&w, &variant, level, action.clone(), takeover);
            assert_eq!(
                got,
                Some((false, false)),
                "{variant:?} {action:?} {takeover}"
            );
        }
    }
    // No best is kept for any of them, and a solve by hand after them still sets one.
    for row in w.store.stats(None).unwrap() {
        assert_eq!((row.best_ms, row.fewest_moves), (None, None), "{row:?}");
    }
    let mut c = Controller::new(three.new_session(), None, w.setup());
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/7 0 8".into(),
        goal: None,
    })
    .unwrap();
    c.update(Action::Move { moves: "L".into() }).unwrap();
    assert_eq!(
        c.view().finished.map(|f| (f.best_time, f.best_moves)),
        Some((true, true))
    );
}

#[test]
fn cube_moves_count_in_htm() {
    let w = World::new();
    let mut c = w.start(CUBE, "easy");
    c.update(Action::Move {
        moves: "D2 x y' R U'".into(),
    })
    .unwrap();
    let v = c.view();
    assert_eq!(v.moves.len(), 5);
    assert_eq!(v.move_count, 3, "a half turn is one move, rotations none");
}

#[test]
fn refusals_say_why_and_what_to_do() {
    let w = World::new();
    let mut c = w.start(CUBE, "easy");
    assert!(matches!(c.update(Action::Undo), Err(ControlError::Game(_))));
    assert!(c.message().contains("nothing to undo"));
    assert!(matches!(
        c.update(Action::Faster),
        Err(ControlError::NotNow(_))
    ));
    let e = c
        .update(Action::SetPosition {
            start: c.view().state,
            goal: Some("1 2 3/4 5 6/7 8 0".into()),
        })
        .unwrap_err();
    assert!(
        e.to_string().contains("only the tiles take a custom goal"),
        "{e}"
    );
}

#[test]
fn a_saved_game_resumes_exactly() {
    let w = World::new();
    let mut c = w.start(RINGS, "mid");
    c.update(Action::Move {
        moves: "1+ 2- 0+".into(),
    })
    .unwrap();
    c.update(Action::Undo).unwrap();
    c.leave().unwrap();
    let id = c.id().unwrap();
    let puzzles = common::puzzles();
    let r = Controller::resume(id, &puzzles, w.setup()).unwrap();
    let (a, b) = (c.view(), r.view());
    assert_eq!((a.state, a.moves, a.redo), (b.state, b.moves, b.redo));
    assert!(Controller::resume(999, &puzzles, w.setup()).is_err());
}

#[test]
fn a_game_with_no_move_is_never_saved_and_time_played_after_one_is() {
    let w = World::new();
    let mut c = w.start(CUBE, "easy");
    c.tick();
    w.pass(&mut c, game::controller::SAVE_TIME_EVERY_MS + 1_000);
    assert_eq!(c.id(), None, "no move, no saved game");
    assert!(w.store.all_unfinished().unwrap().is_empty());
    // New games, one after another, leave nothing behind.
    for _ in 0..3 {
        c.update(Action::NewGame {
            level: "easy".into(),
            seed: None,
        })
        .unwrap();
        settle(&mut c);
    }
    assert!(w.store.export().unwrap().games.is_empty());
    // A move saves it; time played after it without moves is saved too.
    c.update(Action::Move { moves: "R".into() }).unwrap();
    let id = c.id().expect("saved at its first move");
    c.tick();
    w.pass(&mut c, game::controller::SAVE_TIME_EVERY_MS + 1_000);
    let saved = w.store.game(id).unwrap().record.elapsed_ms;
    assert_eq!(saved, game::controller::SAVE_TIME_EVERY_MS + 1_000);
}

#[test]
fn a_seed_plays_the_same_game_again() {
    let w = World::new();
    let mut c = w.start(RINGS, "mid");
    let mut starts = Vec::new();
    for _ in 0..2 {
        c.update(Action::NewGame {
            level: "mid".into(),
            seed: Some(42),
        })
        .unwrap();
        settle(&mut c);
        let v = c.view();
        assert_eq!(v.seed, Some(42));
        starts.push(v.start);
    }
    assert_eq!(starts[0], starts[1]);
    let first = c.view().seed;
    c.update(Action::Rescramble).unwrap();
    settle(&mut c);
    assert_ne!(c.view().seed, first, "a rescramble draws a new seed");
}

/// A table source whose cube optimal tables of the game's size (`small`) are the tiny ones,
/// built once: the game thinks ahead with them as with the real ones, in a test's time.
struct TinyOptimal;

impl TableSource for TinyOptimal {
    fn has(&self, def: &TableDef) -> bool {
        def.key == small_optimal().key || game::controller::in_memory_tables().has(def)
    }
    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        static TINY: std::sync::OnceLock<AnyTable> = std::sync::OnceLock::new();
        if def.key == small_optimal().key {
            let tiny = cube::optimal_table(cube::Variant::Tiny);
            let t = TINY.get_or_init(|| tiny.make(&search::tables::silent).unwrap());
            return Ok(t.clone());
        }
        game::controller::in_memory_tables().load(def, report)
    }
}

fn small_optimal() -> TableDef {
    cube::optimal_table(cube::Variant::Small)
}

/// A cube game thinking ahead (or not) with the tiny tables, its jobs run by `executor`.
fn pondering_cube(
    w: &World,
    ponder: bool,
    level: &str,
    executor: Arc<dyn game::Executor>,
) -> Controller {
    let setup = Setup {
        saves: None,
        tables: Arc::new(TinyOptimal),
        seed: Some(7),
        ponder,
        executor,
        ..w.setup()
    };
    let mut c = Controller::start(&standard(CUBE), level, setup).unwrap();
    settle(&mut c);
    c
}

#[test]
fn the_cube_thinks_ahead_so_a_hint_is_proven_at_once() {
    let w = World::new();
    let mut c = pondering_cube(&w, true, "easy", Arc::new(game::Inline));
    // The search ahead starts when nothing else runs, and is done at once here.
    c.tick();
    c.tick();
    assert!(!c.pondering(), "thought out");
    c.update(Action::Hint).unwrap();
    // No search runs for the hint: it was thought of ahead, and proven.
    assert_eq!(c.busy_with(), None);
    let hint = c.view().hint.expect("a hint at once");
    assert!(hint.optimal && hint.length <= 5, "{hint:?}");
    assert_eq!(c.view().hints, 1);
    // Without thinking ahead the same hint takes a search.
    let mut d = pondering_cube(&w, false, "easy", Arc::new(game::Inline));
    d.tick();
    assert!(!d.pondering());
    d.update(Action::Hint).unwrap();
    assert!(matches!(d.busy_with().map(|b| b.task), Some(Task::Hint)));
    settle(&mut d);
    assert_eq!(d.view().hint.map(|h| h.length), Some(hint.length));
}

#[test]
fn a_hint_asked_while_thinking_ahead_takes_that_search_and_a_move_stops_it() {
    // Twenty-five turns out: the tiny tables take far longer than a hint to prove it.
    let w = World::new();
    let mut c = pondering_cube(&w, true, "hard", Arc::new(Threads));
    c.tick();
    assert!(c.pondering(), "a position on view is searched ahead");
    // A move: the search of the position left behind stops, the new one is searched.
    c.update(Action::Move { moves: "R".into() }).unwrap();
    c.tick();
    assert!(c.pondering());
    // A hint now takes over that search (no second one) and is given when its time is up:
    // the best found so far, not proven.
    c.update(Action::Hint).unwrap();
    assert!(!c.pondering());
    assert!(matches!(c.busy_with().map(|b| b.task), Some(Task::Hint)));
    w.pass(&mut c, 100);
    settle(&mut c);
    let hint = c.view().hint.expect("a hint");
    assert!(!hint.optimal && hint.length <= 20, "{hint:?}");
    // Once the hint is shown nothing more is searched for this position; a move starts
    // the next search, and a demonstration stops it.
    c.tick();
    assert!(!c.pondering());
    c.update(Action::Move { moves: "U".into() }).unwrap();
    c.tick();
    assert!(c.pondering());
    c.update(Action::Demonstrate).unwrap();
    c.tick();
    assert!(!c.pondering());
}

#[test]
fn every_action_is_saved_with_the_games_clock_when_it_was_taken() {
    let w = World::new();
    let mut c = Controller::new(standard(SLIDING).new_session(), None, w.setup());
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/0 7 8".into(),
        goal: None,
    })
    .unwrap();
    c.tick();
    w.pass(&mut c, 40);
    c.update(Action::Move { moves: "L".into() }).unwrap();
    w.pass(&mut c, 40);
    c.update(Action::Undo).unwrap();
    // Taken 40 ms on with no tick between: the action catches the clock up.
    w.clock.advance(Duration::from_millis(40));
    c.update(Action::Redo).unwrap();
    w.pass(&mut c, 40);
    c.update(Action::Move { moves: "L".into() }).unwrap();
    assert!(c.view().solved);
    let record = w.store.game(c.id().unwrap()).unwrap().record;
    let tl = game::timeline::Timeline::parse(&record.timeline).unwrap();
    let acts: Vec<String> = record
        .timeline
        .split_whitespace()
        .map(|i| i.split_once(':').unwrap().1.to_string())
        .collect();
    assert_eq!(acts, ["L", "undo", "redo", "L"]);
    let ms: Vec<u64> = tl.0.iter().map(|s| s.ms).collect();
    assert_eq!(ms, [40, 80, 120, 160], "each action at the game's clock");
    assert_eq!(*ms.last().unwrap(), record.elapsed_ms, "the solve's time");
    tl.check(&record.moves, record.cursor).unwrap();
}

#[test]
fn a_solved_3x3_game_gets_its_optimum() {
    let w = World::new();
    let mut c = Controller::new(standard(SLIDING).new_session(), None, w.setup());
    c.update(Action::SetPosition {
        start: "1 2 3/4 5 6/0 7 8".into(),
        goal: None,
    })
    .unwrap();
    // Solved the long way round: 4 moves where 2 do.
    c.update(Action::Move {
        moves: "L R L L".into(),
    })
    .unwrap();
    let solve = c
        .finished()
        .and_then(|f| f.solve)
        .expect("filed as a solve");
    // The search for its optimum ran when the solve was filed (this host runs each job as
    // it starts).
    let got = w.store.solve(solve).unwrap();
    assert_eq!(
        (got.optimum, got.optimum_exact, got.moves),
        (Some(2), Some(true), Some(4))
    );
    let kind = practice::SessionKind::of(SLIDING, "3x3", practice::Mode::Screen);
    assert_eq!(w.store.current_session(&kind).unwrap().solves, 1);
}

#[test]
fn a_demonstration_asked_after_a_hint_shows_no_stale_hint() {
    let w = World::new();
    let mut c = w.start(RINGS, "low");
    c.update(Action::Hint).unwrap();
    settle(&mut c);
    assert!(c.view().hint.is_some());
    c.update(Action::Demonstrate).unwrap();
    assert!(
        c.view().hint.is_none(),
        "the hint goes once a demonstration is asked"
    );
    settle(&mut c);
    assert!(c.view().demo.is_some() && c.view().hint.is_none());
}
