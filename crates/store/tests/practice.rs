//! Sessions and solves in the store: solved games filed in their sessions, the rule for
//! records, sessions made, renamed, merged, split and deleted with every solve kept,
//! penalties and the averages a hand computes, export and import, and the migration of a
//! database made by the release before sessions.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use common::{memory, open, puzzles, saved, CUBE, SLIDING};
use game::{Finished, SessionRecord, Status};
use practice::averages::Attempt;
use practice::{Mode, NewSolve, Penalty, SessionKind};
use store::{SqliteStore, Store, StoreError, SCHEMA_VERSION};

fn tiles(moves: &[&str], hints: u32, elapsed_ms: u64) -> SessionRecord {
    SessionRecord {
        puzzle: SLIDING,
        start: "1 2 3/4 5 6/0 7 8".into(),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        cursor: moves.len(),
        variant: String::new(),
        level: "easy".into(),
        hints,
        demos: 0,
        elapsed_ms,
        timeline: String::new(),
    }
}

/// Plays a finished tiles game into the store; returns whether it set a best time (the
/// rule for records, the game core's, against the store's bests).
fn solve(store: &SqliteStore, hints: u32, ms: u64) -> bool {
    let game = saved(&tiles(&["L", "L"], hints, ms));
    let id = store.start(&game).unwrap();
    let before = store.bests(SLIDING, "3x3", "easy").unwrap();
    let solve = store.finish(id, &game, true).unwrap();
    Finished::against(&game, before, solve).best_time
}

fn timer_kind() -> SessionKind {
    SessionKind::of(CUBE, "", Mode::Timer)
}

fn timed(store: &SqliteStore, ms: u64, penalty: Penalty) -> i64 {
    let s = NewSolve {
        ms,
        penalty,
        scramble: "R U".into(),
        ..NewSolve::default()
    };
    store.add_solve(&timer_kind(), &s).unwrap().id
}

#[test]
fn a_solved_game_is_filed_and_an_assisted_one_is_never_a_best() {
    let store = memory();
    assert!(
        solve(&store, 0, 9_000),
        "the first unassisted solve is a best"
    );
    assert!(!solve(&store, 1, 5_000), "a hinted solve is never a best");
    assert!(!solve(&store, 0, 9_500));
    assert!(solve(&store, 0, 8_000));
    let sessions = store.sessions().unwrap();
    assert_eq!(sessions.len(), 1);
    let s = &sessions[0];
    assert_eq!(s.name, "Sliding tiles 3×3");
    assert_eq!(s.kind, SessionKind::of(SLIDING, "3x3", Mode::Screen));
    assert!(s.current);
    let solves = store.solves(s.id).unwrap();
    assert_eq!(solves.len(), 4, "every solve is kept");
    assert_eq!(solves.iter().filter(|x| x.assisted).count(), 1);
    assert_eq!(solves[0].moves, Some(2));
    let st = store.session_stats(s.id).unwrap();
    assert_eq!((st.solves, st.assisted), (4, 1));
    // The assisted 5.000 is in no figure: best single 8.000, mo3 (9.0 + 9.5 + 8.0) / 3.
    assert_eq!(st.times.single.best, Some(Attempt::Value(8_000)));
    assert_eq!(st.times.mo3.current, Some(Attempt::Value(8_833)));
    let rows = store.stats(Some(SLIDING)).unwrap();
    assert_eq!((rows[0].best_ms, rows[0].assisted), (Some(8_000), 1));
}

#[test]
fn penalties_and_averages_as_a_hand_computes_them() {
    let store = memory();
    let ids: Vec<i64> = [10_000, 12_340, 9_870, 11_110, 15_000]
        .iter()
        .map(|&ms| timed(&store, ms, Penalty::Ok))
        .collect();
    let session = store.current_session(&timer_kind()).unwrap();
    let ao5 = |s: &SqliteStore| s.session_stats(session.id).unwrap().times.ao5.current;
    // Drop 9.87 and 15.00: (10.00 + 12.34 + 11.11) / 3 = 11.15.
    assert_eq!(ao5(&store), Some(Attempt::Value(11_150)));
    // 9.87 +2 = 11.87: drop 10.00 and 15.00, (12.34 + 11.87 + 11.11) / 3 = 11.773.
    store.set_penalty(ids[2], Penalty::Plus2).unwrap();
    assert_eq!(ao5(&store), Some(Attempt::Value(11_773)));
    // One DNF is dropped as the worst: 10.00 a DNF, drop 9.87 and it,
    // (12.34 + 11.11 + 15.00) / 3 = 12.817; two make the average a DNF.
    store.set_penalty(ids[2], Penalty::Ok).unwrap();
    store.set_penalty(ids[0], Penalty::Dnf).unwrap();
    assert_eq!(ao5(&store), Some(Attempt::Value(12_817)));
    store.set_penalty(ids[1], Penalty::Dnf).unwrap();
    assert_eq!(ao5(&store), Some(Attempt::Dnf));
    // Undone: as before.
    store.set_penalty(ids[0], Penalty::Ok).unwrap();
    store.set_penalty(ids[1], Penalty::Ok).unwrap();
    assert_eq!(ao5(&store), Some(Attempt::Value(11_150)));
    assert!(matches!(
        store.set_penalty(9_999, Penalty::Plus2),
        Err(StoreError::NoSuchSolve(9_999))
    ));
    // The session mean: every result, 58.32 / 5 = 11.664.
    let mean = |s: &SqliteStore| s.session_stats(session.id).unwrap().mean;
    assert_eq!(mean(&store), Some(11_664));
    // The DNF's time is kept, and left out of the mean: 43.32 / 4 = 10.83; a +2 counts.
    store.set_penalty(ids[4], Penalty::Dnf).unwrap();
    assert_eq!(store.solve(ids[4]).unwrap().ms, 15_000);
    assert_eq!(mean(&store), Some(10_830));
    store.set_penalty(ids[2], Penalty::Plus2).unwrap();
    assert_eq!(mean(&store), Some(11_330));
}

#[test]
fn sessions_are_named_merged_split_and_deleted_with_every_solve_kept() {
    let store = memory();
    for ms in [1_000, 2_000, 3_000] {
        timed(&store, ms, Penalty::Ok);
    }
    let first = store.current_session(&timer_kind()).unwrap();
    assert_eq!(first.name, "Rubik's cube (timer)");
    // Names: not empty, unique.
    assert!(matches!(
        store.create_session("  ", &timer_kind()),
        Err(StoreError::EmptyName)
    ));
    assert!(matches!(
        store.create_session("Rubik's cube (timer)", &timer_kind()),
        Err(StoreError::NameTaken { .. })
    ));
    let second = store.create_session("Evening", &timer_kind()).unwrap();
    assert!(second.current, "a new session is the current one");
    for ms in [4_000, 5_000] {
        timed(&store, ms, Penalty::Ok);
    }
    assert_eq!(store.session(second.id).unwrap().solves, 2);
    let renamed = store.rename_session(second.id, "Night").unwrap();
    assert_eq!(renamed.name, "Night");
    assert!(matches!(
        store.rename_session(second.id, &first.name),
        Err(StoreError::NameTaken { .. })
    ));
    // Merge: into itself and across kinds refused; else every solve kept.
    assert!(matches!(
        store.merge_sessions(second.id, second.id),
        Err(StoreError::MergeIntoItself { .. })
    ));
    let other = store
        .create_session("Tiles", &SessionKind::of(SLIDING, "4x4", Mode::Timer))
        .unwrap();
    assert!(matches!(
        store.merge_sessions(other.id, second.id),
        Err(StoreError::KindsDiffer { .. })
    ));
    let merged = store.merge_sessions(second.id, first.id).unwrap();
    assert_eq!(merged.solves, 5);
    assert!(
        merged.current,
        "the merged session's place as current goes to the other"
    );
    assert!(store.session(second.id).is_err());
    // Split at the fourth solve: three stay, two go.
    let solves = store.solves(first.id).unwrap();
    let times: Vec<u64> = solves.iter().map(|s| s.ms).collect();
    assert_eq!(times, [1_000, 2_000, 3_000, 4_000, 5_000]);
    assert!(matches!(
        store.split_session(first.id, solves[0].id, "Nothing left"),
        Err(StoreError::BadSplit { .. })
    ));
    let split = store
        .split_session(first.id, solves[3].id, "Later")
        .unwrap();
    assert_eq!(
        (store.session(first.id).unwrap().solves, split.solves),
        (3, 2)
    );
    assert!(
        store.session(first.id).unwrap().current,
        "the split session stays current"
    );
    // Deleted with its solves.
    store.delete_session(split.id).unwrap();
    assert!(store.solves(split.id).unwrap().is_empty());
    assert!(matches!(
        store.delete_session(split.id),
        Err(StoreError::NoSuchSession(_))
    ));
    assert_eq!(
        store.find_session("Rubik's cube (timer)").unwrap().id,
        first.id
    );
    assert_eq!(
        store.find_session(&first.id.to_string()).unwrap().id,
        first.id
    );
}

#[test]
fn the_cube_counts_face_turns_and_rotations_are_free() {
    let store = memory();
    // The cube after U R, solved by x x' R' U': four moves played, two counted.
    let r = SessionRecord {
        puzzle: CUBE,
        start: "UURUUFUUFRRBRRBRRBRRDFFDFFDDDBDDBDDLFFFLLLLLLULLUBBUBB".into(),
        moves: ["x", "x'", "R'", "U'"]
            .iter()
            .map(|m| m.to_string())
            .collect(),
        cursor: 4,
        variant: String::new(),
        level: "easy".into(),
        hints: 0,
        demos: 0,
        elapsed_ms: 3_000,
        timeline: String::new(),
    };
    assert!(
        puzzles().restore(&r).unwrap().is_solved(),
        "the fixture is solved"
    );
    let id = store.start(&saved(&r)).unwrap();
    store.finish(id, &saved(&r), true).unwrap();
    assert_eq!(puzzles().move_count(&store.game(id).unwrap().record), 2);
    let s = store
        .current_session(&SessionKind::of(CUBE, "", Mode::Screen))
        .unwrap();
    assert_eq!(store.solves(s.id).unwrap()[0].moves, Some(2));
}

#[test]
fn export_and_import_keep_sessions_and_a_second_import_adds_nothing() {
    let a = memory();
    solve(&a, 0, 7_000);
    timed(&a, 12_000, Penalty::Plus2);
    a.create_session("Empty one", &timer_kind()).unwrap();
    let export = a.export().unwrap();
    assert_eq!(export.version, 3);
    assert_eq!(export.sessions.len(), 3);
    let b = memory();
    let r = b.import(&export).unwrap();
    assert_eq!((r.added, r.sessions_added, r.solves_added), (1, 3, 2));
    let again = b.import(&export).unwrap();
    assert!(again.nothing_new(), "{again:?}");
    let back = b.export().unwrap();
    assert_eq!(back.games, export.games);
    let names = |e: &store::Export| -> Vec<(String, usize)> {
        e.sessions
            .iter()
            .map(|s| (s.name.clone(), s.solves.len()))
            .collect()
    };
    assert_eq!(names(&back), names(&export));
    assert_eq!(back.sessions[1].solves[0].penalty, Penalty::Plus2);
    // A version 1 export (games only) still imports, its solved games filed.
    let mut v1 = export.clone();
    v1.version = 1;
    v1.sessions.clear();
    let c = memory();
    let r = c.import(&v1).unwrap();
    assert_eq!((r.added, r.solves_added), (1, 1));
    assert_eq!(c.sessions().unwrap()[0].name, "Sliding tiles 3×3");
}

#[test]
fn a_database_of_the_release_before_sessions_migrates_with_every_game_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/v2-release.sqlite"
    );
    std::fs::copy(fixture, &path).unwrap();
    let version = |p: &std::path::Path| -> i64 {
        let c = rusqlite::Connection::open(p).unwrap();
        c.query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap()
    };
    assert_eq!(version(&path), 2, "the fixture is of schema version 2");
    let store = open(&path).unwrap();
    assert_eq!(version(&path), SCHEMA_VERSION);
    let export = store.export().unwrap();
    assert_eq!(export.games.len(), 7, "every game kept");
    let solved: Vec<_> = export
        .games
        .iter()
        .filter(|g| g.status == Status::Solved)
        .collect();
    assert_eq!(solved.len(), 4);
    // Each solved game is a solve of its puzzle's default session.
    let sessions = store.sessions().unwrap();
    let names: Vec<(&str, u64)> = sessions
        .iter()
        .map(|s| (s.name.as_str(), s.solves))
        .collect();
    assert_eq!(
        names,
        [
            ("Sliding tiles 3×3", 2),
            ("Rubik's cube", 1),
            ("Five Rings", 1)
        ]
    );
    let tiles = store.solves(sessions[0].id).unwrap();
    assert_eq!(
        tiles.iter().filter(|s| s.assisted).count(),
        1,
        "the hinted one"
    );
    // The cube's x x' are free: 7 moves played, 5 counted.
    let cube = &store.solves(sessions[1].id).unwrap()[0];
    assert_eq!(cube.moves, Some(5));
    // The saved games to resume: the cube with moves; the empty game is not offered.
    let unfinished = store.all_unfinished().unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(puzzles().move_count(&unfinished[0].1.record), 2);
    // Opening it again changes nothing.
    drop(store);
    let again = open(&path).unwrap();
    assert_eq!(again.export().unwrap(), export);
}

#[test]
fn a_database_of_the_release_before_timelines_migrates_with_every_game_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/v3-release.sqlite"
    );
    std::fs::copy(fixture, &path).unwrap();
    let before: Vec<(String, String)> = {
        let c = rusqlite::Connection::open(&path).unwrap();
        assert_eq!(
            c.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))
                .unwrap(),
            3,
            "the fixture is of schema version 3"
        );
        let mut st = c
            .prepare("SELECT uid, moves FROM games ORDER BY id")
            .unwrap();
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    let store = open(&path).unwrap();
    let export = store.export().unwrap();
    assert_eq!(export.version, store::EXPORT_VERSION);
    let after: Vec<(String, String)> = export
        .games
        .iter()
        .map(|g| (g.uid.clone(), g.record.moves.join(" ")))
        .collect();
    assert_eq!(after, before, "every game kept with its moves");
    assert!(export.games.iter().all(|g| g.record.timeline.is_empty()));
    // The solved cube replays without times: its line, evenly; its stages untimed.
    let cube = export
        .games
        .iter()
        .find(|g| g.record.puzzle == CUBE && g.status == Status::Solved)
        .unwrap();
    let r = practice::replay::of(&puzzles(), &cube.record).unwrap();
    assert!(!r.timed && r.solved);
    assert_eq!(r.frames.len(), cube.record.moves.len());
    assert!(!r.stages.is_empty() && r.stages.iter().all(|s| s.ms.is_none()));
    let line: Vec<String> = r.stages.iter().flat_map(|s| s.moves.clone()).collect();
    assert_eq!(line, cube.record.moves);
    // A version 2 export (no timelines) still imports.
    let mut v2 = export.clone();
    v2.version = 2;
    let c = memory();
    assert_eq!(c.import(&v2).unwrap().added, export.games.len());
}

#[test]
fn a_timeline_that_does_not_make_the_moves_is_refused_on_import() {
    let store = memory();
    let mut export = store.export().unwrap();
    let row = store::GameRow {
        uid: "t1".into(),
        record: SessionRecord {
            puzzle: CUBE,
            start: "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB".into(),
            moves: vec!["R".into()],
            cursor: 1,
            variant: String::new(),
            level: "custom".into(),
            hints: 0,
            demos: 0,
            elapsed_ms: 10,
            timeline: "5:U".into(),
        },
        status: Status::Playing,
        started_at: 1,
        updated_at: 1,
        finished_at: None,
    };
    export.games.push(row);
    let c = memory();
    let e = c.import(&export).unwrap_err();
    assert!(e.to_string().contains("timeline"), "{e}");
    assert_eq!(c.export().unwrap().games.len(), 0, "nothing written");
}
