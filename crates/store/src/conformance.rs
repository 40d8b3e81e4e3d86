//! The conformance suite every implementation of the storage door passes: one call,
//! [`run`], with a way to make a fresh, empty store and a game to play into it. Each check
//! is a law of the door (what it keeps comes back as it was kept; a refusal changes
//! nothing; an import is all or nothing and never adds twice), whatever keeps the data.
//!
//! An implementation's own tests call it (the `store` crate's for SQLite; the browser
//! store's in its harness); `crates/puzzlebox/tests/structure.rs` checks that every
//! implementation does.

// A test suite: a failed unwrap is a failed check, reported with the store's error.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use game::{GameId, PuzzleKind, Puzzles, Saved, SessionRecord, Status};
use practice::cstimer::{CsSession, CsSolve};
use practice::{Mode, NewSolve, Penalty, SessionKind};

use crate::{Export, Shown, Store, StoreError, EXPORT_FORMAT};

/// A game the suite plays: a position of one of the registered puzzles, and moves that
/// solve it (at least two), each one step of a game.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// Its variant, as a record keeps it (the tiles' goal; empty otherwise).
    pub variant: String,
    /// The start.
    pub start: String,
    /// Moves that solve it from the start.
    pub solution: Vec<String>,
}

/// What the suite is given.
pub struct Subject<'a> {
    /// The puzzles the stores were made with.
    pub puzzles: &'a Puzzles,
    /// A game to play.
    pub sample: Sample,
    /// A fresh, empty store each call.
    pub fresh: &'a dyn Fn() -> Arc<dyn Store>,
}

/// Runs every check on fresh stores; panics, naming the check, on the first that fails.
pub fn run(s: &Subject) {
    games_are_kept_and_resumed(s);
    finished_games_file_solves_and_bests(s);
    unfinished_and_unknown_games(s);
    sessions_are_named_and_made_current(s);
    merges_and_splits_keep_every_solve(s);
    solves_are_marked_and_counted(s);
    an_export_imports_once_and_whole(s);
    an_import_keeps_which_session_is_current(s);
    every_solve_and_game_is_at_hand(s);
    a_bad_export_changes_nothing(s);
    cstimer_sessions_import_once(s);
    a_solves_splits_are_kept_and_exported(s);
}

/// A record of the sample game with its first `n` moves played.
fn record(s: &Subject, n: usize, hints: u32, elapsed_ms: u64) -> SessionRecord {
    let sample = &s.sample;
    let moves: Vec<String> = sample.solution[..n].to_vec();
    SessionRecord {
        puzzle: sample.puzzle,
        start: sample.start.clone(),
        cursor: moves.len(),
        moves,
        variant: sample.variant.clone(),
        level: "custom".into(),
        hints,
        demos: 0,
        elapsed_ms,
        timeline: String::new(),
    }
}

/// The record as the controller hands it over.
fn saved(s: &Subject, record: &SessionRecord) -> Saved {
    s.puzzles.saved(record)
}

/// Plays the sample game whole into `store` (a save after each move), finished solved;
/// its id and its solve.
fn solve_into(s: &Subject, store: &dyn Store, hints: u32, ms: u64) -> (GameId, i64) {
    let id = store
        .start(&saved(s, &record(s, 1, hints, ms / 2)))
        .unwrap();
    let n = s.sample.solution.len();
    for k in 2..=n {
        store.save(id, &saved(s, &record(s, k, hints, ms))).unwrap();
    }
    let solve = store.finish(id, &saved(s, &record(s, n, hints, ms)), true);
    (
        id,
        solve.unwrap().expect("a solved game is filed as a solve"),
    )
}

fn key(s: &Subject) -> String {
    s.puzzles.key_of(&record(s, 0, 0, 0))
}

fn games_are_kept_and_resumed(s: &Subject) {
    let store = (s.fresh)();
    let first = record(s, 1, 0, 500);
    let id = store.start(&saved(s, &first)).unwrap();
    let row = store.game(id).unwrap();
    assert_eq!(row.record, first, "a game comes back as it was kept");
    assert_eq!(row.status, Status::Playing);
    let later = record(s, 2, 1, 900);
    store.save(id, &saved(s, &later)).unwrap();
    let row = store.game(id).unwrap();
    assert_eq!(row.record, later, "a save replaces the game's state");
    assert!(row.updated_at >= row.started_at);
    let (by_uid, _) = store.find_game(&row.uid).unwrap();
    let (by_number, _) = store.find_game(&id.to_string()).unwrap();
    assert_eq!((by_uid, by_number), (id, id), "found by uid and by number");
    assert_eq!(store.game_number(&row.uid).unwrap(), Some(id));
    assert_eq!(store.game_number("no-such-uid").unwrap(), None);
    assert!(
        !store.discard_unplayed(id).unwrap(),
        "a game with moves is not discarded"
    );
    let unplayed = store.start(&saved(s, &record(s, 0, 0, 0))).unwrap();
    assert!(store.discard_unplayed(unplayed).unwrap());
    assert!(matches!(
        store.game(unplayed),
        Err(StoreError::NoSuchGame(g)) if g == unplayed
    ));
}

fn finished_games_file_solves_and_bests(s: &Subject) {
    let store = (s.fresh)();
    let n = s.sample.solution.len() as u64;
    let (id, solve) = solve_into(s, store.as_ref(), 0, 9_000);
    let row = store.game(id).unwrap();
    assert_eq!(row.status, Status::Solved);
    assert!(row.finished_at.is_some());
    let got = store.solve(solve).unwrap();
    assert_eq!(
        (got.ms, got.moves, got.assisted, got.game.as_deref()),
        (9_000, Some(n as u32), false, Some(row.uid.as_str())),
        "the solve keeps the game's time, moves and uid"
    );
    let session = store.session_of_solve(solve).unwrap();
    assert_eq!(
        session.kind,
        SessionKind::of(s.sample.puzzle, &key(s), Mode::Screen)
    );
    assert!(session.current, "filed in the current on-screen session");
    let bests = store.bests(s.sample.puzzle, &key(s), "custom").unwrap();
    assert_eq!((bests.time_ms, bests.moves), (Some(9_000), Some(n)));
    // An assisted solve, faster: kept and marked, never a best.
    let (_, helped) = solve_into(s, store.as_ref(), 2, 1_000);
    assert!(store.solve(helped).unwrap().assisted);
    let bests = store.bests(s.sample.puzzle, &key(s), "custom").unwrap();
    assert_eq!(bests.time_ms, Some(9_000), "an assisted solve is no best");
    let (last, _) = store.last_solved().unwrap();
    assert_ne!(last, id, "the game solved last");
    let stats = store.stats(Some(s.sample.puzzle)).unwrap();
    assert_eq!(stats.len(), 1);
    let st = &stats[0];
    assert_eq!(
        (st.played, st.solved, st.assisted, st.abandoned, st.best_ms),
        (2, 2, 1, 0, Some(9_000))
    );
    assert_eq!(st.fewest_moves, Some(n));
    assert!(store.stats(None).unwrap().len() == 1);
}

fn unfinished_and_unknown_games(s: &Subject) {
    let store = (s.fresh)();
    let a = store.start(&saved(s, &record(s, 1, 0, 10))).unwrap();
    let b = store.start(&saved(s, &record(s, 1, 0, 20))).unwrap();
    store.save(b, &saved(s, &record(s, 1, 0, 30))).unwrap();
    let (latest, _) = store
        .unfinished(s.sample.puzzle, &key(s))
        .unwrap()
        .expect("an unfinished game to resume");
    assert_eq!(latest, b, "the latest played is offered");
    let all: Vec<GameId> = store
        .all_unfinished()
        .unwrap()
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    assert_eq!(all, [b, a]);
    store
        .finish(a, &saved(s, &record(s, 1, 0, 40)), false)
        .unwrap();
    assert_eq!(store.game(a).unwrap().status, Status::Abandoned);
    store.delete_saved(b).unwrap();
    assert!(store.all_unfinished().unwrap().is_empty());
    assert!(matches!(
        store.delete_saved(a),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(
        store.find_game("no-such-uid"),
        Err(StoreError::NoSuchGameUid(_))
    ));
    assert!(matches!(store.last_solved(), Err(StoreError::NoSolvedGame)));
    assert_eq!(store.stats(None).unwrap()[0].abandoned, 1);
}

fn timer_kind(s: &Subject) -> SessionKind {
    SessionKind::of(s.sample.puzzle, &key(s), Mode::Timer)
}

/// A session's solves page by page, the newest first, with how many there are; the games
/// kept listed unfinished, solved or all (a game started over kept, abandoned).
fn every_solve_and_game_is_at_hand(s: &Subject) {
    let store = (s.fresh)();
    let kind = timer_kind(s);
    let times: Vec<u64> = (1..=7).map(|i| 10_000 + i * 100).collect();
    store.add_solves(&kind, &timed(&times, 9_000_000)).unwrap();
    let session = store.current_session(&kind).unwrap();
    let first = store.solves_page(session.id, 0, 3).unwrap();
    assert_eq!(first.total, 7);
    let ms: Vec<u64> = first.solves.iter().map(|x| x.ms).collect();
    assert_eq!(ms, [10_700, 10_600, 10_500], "the newest first");
    let last = store.solves_page(session.id, 6, 3).unwrap();
    assert_eq!(
        last.solves.iter().map(|x| x.ms).collect::<Vec<_>>(),
        [10_100]
    );
    assert!(store
        .solves_page(session.id, 7, 3)
        .unwrap()
        .solves
        .is_empty());
    // Games: one unfinished, one solved, one abandoned (started over).
    let playing = store.start(&saved(s, &record(s, 1, 0, 100))).unwrap();
    let (solved, _) = solve_into(s, store.as_ref(), 0, 4_000);
    let dropped = store.start(&saved(s, &record(s, 2, 0, 300))).unwrap();
    store
        .finish(dropped, &saved(s, &record(s, 2, 0, 300)), false)
        .unwrap();
    let ids = |shown| -> Vec<GameId> {
        let games = store.games(shown, 10).unwrap();
        games.iter().map(|(id, _)| *id).collect()
    };
    assert_eq!(ids(Shown::Unfinished), [playing]);
    assert_eq!(ids(Shown::Solved), [solved]);
    let mut all = ids(Shown::All);
    all.sort_unstable();
    assert_eq!(
        all,
        [playing, solved, dropped],
        "a game started over is kept"
    );
    assert_eq!(
        store.games(Shown::All, 1).unwrap().len(),
        1,
        "at most as many as asked"
    );
}

/// Imported where none of its kinds is kept yet, an export's current sessions are current
/// again (whatever their order in it); a store's own current sessions stay current.
fn an_import_keeps_which_session_is_current(s: &Subject) {
    let store = (s.fresh)();
    let kind = timer_kind(s);
    let first = store.create_session("First", &kind).unwrap();
    let second = store.create_session("Second", &kind).unwrap();
    assert!(store.session(second.id).unwrap().current);
    let export = store.export().unwrap();
    let other = (s.fresh)();
    other.import(&export).unwrap();
    let current = other.current_session(&kind).unwrap();
    assert_eq!(
        current.name, "Second",
        "the export's current session is current again"
    );
    store.use_session(first.id).unwrap();
    let elsewhere = (s.fresh)();
    elsewhere.import(&store.export().unwrap()).unwrap();
    assert_eq!(elsewhere.current_session(&kind).unwrap().name, "First");
    // A store that has a current session of the kind keeps it.
    let mine = (s.fresh)();
    mine.create_session("Mine", &kind).unwrap();
    mine.import(&export).unwrap();
    assert_eq!(mine.current_session(&kind).unwrap().name, "Mine");
}

fn sessions_are_named_and_made_current(s: &Subject) {
    let store = (s.fresh)();
    let kind = timer_kind(s);
    let made = store.current_session(&kind).unwrap();
    assert!(made.current && !made.name.is_empty(), "made with a name");
    assert_eq!(store.current_session(&kind).unwrap().id, made.id);
    let other = store.create_session("Evening", &kind).unwrap();
    assert!(other.current, "a new session is the current one");
    assert!(!store.session(made.id).unwrap().current);
    assert!(matches!(
        store.create_session("Evening", &kind),
        Err(StoreError::NameTaken { .. })
    ));
    assert!(matches!(
        store.create_session("  ", &kind),
        Err(StoreError::EmptyName)
    ));
    store.use_session(made.id).unwrap();
    assert_eq!(store.current_session(&kind).unwrap().id, made.id);
    let renamed = store.rename_session(other.id, "Night").unwrap();
    assert_eq!(renamed.name, "Night");
    assert_eq!(store.find_session("Night").unwrap().id, other.id);
    assert_eq!(
        store.find_session(&other.id.to_string()).unwrap().id,
        other.id
    );
    assert!(matches!(
        store.rename_session(other.id, &made.name),
        Err(StoreError::NameTaken { .. })
    ));
    let names: Vec<String> = store
        .sessions()
        .unwrap()
        .into_iter()
        .map(|x| x.name)
        .collect();
    assert_eq!(
        names,
        [made.name.clone(), "Night".to_string()],
        "oldest first"
    );
    store.delete_session(other.id).unwrap();
    assert!(matches!(
        store.session(other.id),
        Err(StoreError::NoSuchSession(_))
    ));
    assert!(matches!(
        store.find_session("Night"),
        Err(StoreError::NoSuchSession(_))
    ));
}

/// Timer solves of `ms` each, at one minute apart from `at`.
fn timed(times: &[u64], at: i64) -> Vec<NewSolve> {
    times
        .iter()
        .enumerate()
        .map(|(i, &ms)| NewSolve {
            ms,
            scramble: format!("scramble {i}"),
            at: Some(at + 60_000 * i as i64),
            ..NewSolve::default()
        })
        .collect()
}

fn merges_and_splits_keep_every_solve(s: &Subject) {
    let store = (s.fresh)();
    let kind = timer_kind(s);
    let a = store.create_session("A", &kind).unwrap();
    store
        .add_solves(&kind, &timed(&[10_000, 11_000, 12_000], 1_000_000))
        .unwrap();
    let b = store.create_session("B", &kind).unwrap();
    store
        .add_solves(&kind, &timed(&[9_000, 8_000], 2_000_000))
        .unwrap();
    let merged = store.merge_sessions(b.id, a.id).unwrap();
    assert_eq!(merged.solves, 5, "every solve moved");
    assert!(merged.current, "the merged session stays current");
    assert!(matches!(
        store.session(b.id),
        Err(StoreError::NoSuchSession(_))
    ));
    assert!(matches!(
        store.merge_sessions(a.id, a.id),
        Err(StoreError::MergeIntoItself { .. })
    ));
    let screen = SessionKind::of(s.sample.puzzle, &key(s), Mode::Screen);
    let c = store.create_session("C", &screen).unwrap();
    assert!(matches!(
        store.merge_sessions(c.id, a.id),
        Err(StoreError::KindsDiffer { .. })
    ));
    let solves = store.solves(a.id).unwrap();
    let times: Vec<u64> = solves.iter().map(|x| x.ms).collect();
    assert_eq!(
        times,
        [10_000, 11_000, 12_000, 9_000, 8_000],
        "oldest first"
    );
    let split = store.split_session(a.id, solves[3].id, "Later").unwrap();
    assert_eq!((store.session(a.id).unwrap().solves, split.solves), (3, 2));
    assert!(
        store.session(a.id).unwrap().current,
        "the split one stays current"
    );
    assert!(matches!(
        store.split_session(a.id, solves[0].id, "Whole"),
        Err(StoreError::BadSplit { .. })
    ));
    assert!(matches!(
        store.split_session(a.id, solves[4].id, "Not its own"),
        Err(StoreError::BadSplit { .. })
    ));
}

fn solves_are_marked_and_counted(s: &Subject) {
    let store = (s.fresh)();
    let kind = timer_kind(s);
    let one = store
        .add_solve(&kind, &timed(&[12_000], 5_000_000)[0])
        .unwrap();
    store
        .add_solves(&kind, &timed(&[10_000, 14_000, 11_000, 13_000], 5_060_000))
        .unwrap();
    let session = store.session_of_solve(one.id).unwrap();
    assert_eq!((session.solves, session.kind.clone()), (5, kind.clone()));
    let plus2 = store.set_penalty(one.id, Penalty::Plus2).unwrap();
    assert_eq!(plus2.penalty, Penalty::Plus2);
    assert_eq!(store.solve(one.id).unwrap().penalty, Penalty::Plus2);
    store.set_penalty(one.id, Penalty::Ok).unwrap();
    let noted = store.set_comment(one.id, "a good one").unwrap();
    assert_eq!(noted.comment, "a good one");
    // A comment too long or with a control character is refused and nothing changes.
    let long = "x".repeat(10_000);
    assert!(matches!(
        store.set_comment(one.id, &long),
        Err(StoreError::CommentTooLong { chars: 10_000, .. })
    ));
    assert!(matches!(
        store.set_comment(one.id, "ab\u{7}c"),
        Err(StoreError::CommentControl { at: 3 })
    ));
    assert_eq!(store.solve(one.id).unwrap().comment, "a good one");
    let most = "好".repeat(crate::MAX_COMMENT);
    assert_eq!(store.set_comment(one.id, &most).unwrap().comment, most);
    store.set_comment(one.id, "a good one").unwrap();
    store.set_optimum(one.id, 20, true).unwrap();
    let kept = store.solve(one.id).unwrap();
    assert_eq!((kept.optimum, kept.optimum_exact), (Some(20), Some(true)));
    let latest: Vec<u64> = store
        .latest_solves(session.id, 2)
        .unwrap()
        .iter()
        .map(|x| x.ms)
        .collect();
    assert_eq!(latest, [11_000, 13_000], "the latest, oldest first");
    // The average of 5 the WCA way: the best and the worst dropped.
    let stats = store.session_stats(session.id).unwrap();
    assert_eq!(stats.solves, 5);
    assert_eq!(
        stats.times.ao5.current.and_then(|a| a.value()),
        Some(12_000)
    );
    let chart = store.session_chart(session.id, 3).unwrap();
    assert_eq!((chart.from, chart.times.len()), (2, 3));
    assert!(chart.ao5[2].is_some(), "the fifth solve has an ao5");
    let figures = store.solves_for_figures(session.id).unwrap();
    assert_eq!(figures.len(), 5);
    // The history: the single's bests as they fell, with their solves; the days.
    let history = store.session_history(session.id, 0).unwrap();
    let single: Vec<(i64, u64)> = history.bests[0]
        .steps
        .iter()
        .map(|b| (b.ms, b.solve))
        .collect();
    assert_eq!(single, [(12_000, 1), (10_000, 2)]);
    let ids: Vec<i64> = store
        .solves(session.id)
        .unwrap()
        .iter()
        .map(|x| x.id)
        .collect();
    assert_eq!(history.bests[0].steps[1].id, ids[1]);
    assert_eq!(history.days.iter().map(|d| d.solves).sum::<u64>(), 5);
    assert!(matches!(
        store.session_history(99_999, 0),
        Err(StoreError::NoSuchSession(_))
    ));
    store.delete_solve(one.id).unwrap();
    assert!(matches!(
        store.solve(one.id),
        Err(StoreError::NoSuchSolve(_))
    ));
    assert!(matches!(
        store.set_penalty(one.id, Penalty::Dnf),
        Err(StoreError::NoSuchSolve(_))
    ));
    assert!(matches!(
        store.set_comment(one.id, "gone"),
        Err(StoreError::NoSuchSolve(_))
    ));
    assert_eq!(store.session(session.id).unwrap().solves, 4);
}

/// What an export holds the same in every store: each game's uid, record and status; each
/// session's name and its solves' uids.
type Contents = (
    Vec<(String, SessionRecord, Status)>,
    Vec<(String, Vec<String>)>,
);

/// An export without what differs between stores (the numbers each gives its rows).
fn contents(e: &Export) -> Contents {
    let games = e
        .games
        .iter()
        .map(|g| (g.uid.clone(), g.record.clone(), g.status))
        .collect();
    let sessions = e
        .sessions
        .iter()
        .map(|x| {
            (
                x.name.clone(),
                x.solves.iter().map(|v| v.uid.clone()).collect(),
            )
        })
        .collect();
    (games, sessions)
}

fn an_export_imports_once_and_whole(s: &Subject) {
    let from = (s.fresh)();
    solve_into(s, from.as_ref(), 0, 7_000);
    from.start(&saved(s, &record(s, 1, 0, 100))).unwrap();
    from.add_solves(&timer_kind(s), &timed(&[15_000, 16_000], 9_000_000))
        .unwrap();
    let export = from.export().unwrap();
    assert_eq!(export.format, EXPORT_FORMAT);
    assert_eq!((export.games.len(), export.sessions.len()), (2, 2));
    let to = (s.fresh)();
    let report = to.import(&export).unwrap();
    assert_eq!((report.added, report.solves_added), (2, 3));
    assert_eq!(
        contents(&to.export().unwrap()),
        contents(&export),
        "an import keeps every game, session and solve as exported"
    );
    let again = to.import(&export).unwrap();
    assert!(
        again.nothing_new(),
        "importing twice adds nothing: {again:?}"
    );
    assert_eq!(again.unchanged, 2);
}

/// A solve timed in phases (a tiles' series) keeps each phase's split, read back,
/// exported and imported; a solve of one phase has none.
fn a_solves_splits_are_kept_and_exported(s: &Subject) {
    let store = (s.fresh)();
    let kind = timer_kind(s);
    let mut solves = timed(&[30_000, 12_000], 7_000_000);
    solves[0].splits = vec![10_000, 5_000, 15_000];
    let three = store.add_solve(&kind, &solves[0]).unwrap();
    let one = store.add_solve(&kind, &solves[1]).unwrap();
    assert_eq!(three.splits, [10_000, 5_000, 15_000]);
    assert_eq!(
        store.solve(three.id).unwrap().splits,
        [10_000, 5_000, 15_000]
    );
    assert!(store.solve(one.id).unwrap().splits.is_empty());
    let to = (s.fresh)();
    to.import(&store.export().unwrap()).unwrap();
    let session = to.sessions().unwrap()[0].id;
    let kept: Vec<Vec<u64>> = to
        .solves(session)
        .unwrap()
        .into_iter()
        .map(|x| x.splits)
        .collect();
    assert_eq!(kept, [vec![10_000, 5_000, 15_000], vec![]]);
}

fn a_bad_export_changes_nothing(s: &Subject) {
    let from = (s.fresh)();
    solve_into(s, from.as_ref(), 0, 7_000);
    let good = from.export().unwrap();
    let to = (s.fresh)();
    let mut format = good.clone();
    format.format = "another-program".into();
    assert!(matches!(
        to.import(&format),
        Err(StoreError::ExportFormat { .. })
    ));
    let mut version = good.clone();
    version.version += 1;
    assert!(matches!(
        to.import(&version),
        Err(StoreError::ExportVersion { .. })
    ));
    let mut bad_game = good.clone();
    bad_game.games[0].record.moves.push("not a move".into());
    bad_game.games[0].record.cursor += 1;
    assert!(matches!(
        to.import(&bad_game),
        Err(StoreError::ExportGame { number: 1, .. })
    ));
    let empty = to.export().unwrap();
    assert!(
        empty.games.is_empty() && empty.sessions.is_empty(),
        "a refused import writes nothing"
    );
}

fn cstimer_sessions_import_once(s: &Subject) {
    let store = (s.fresh)();
    let solve = |ms: u64, at: i64| CsSolve {
        penalty: Penalty::Ok,
        ms,
        scramble: "R U R' U'".into(),
        comment: String::new(),
        at,
        assisted: false,
    };
    let sessions = vec![
        CsSession {
            name: "Main".into(),
            kind: timer_kind(s),
            solves: vec![
                solve(12_340, 1_700_000_000_000),
                solve(9_870, 1_700_000_060_000),
            ],
        },
        CsSession {
            name: "Big cube".into(),
            kind: SessionKind {
                puzzle: "444wca".into(),
                size: String::new(),
                mode: Mode::Timer,
            },
            solves: vec![solve(64_500, 1_700_001_000_000)],
        },
    ];
    let report = store.import_cstimer(&sessions).unwrap();
    assert_eq!((report.sessions_added, report.solves_added), (2, 3));
    let again = store.import_cstimer(&sessions).unwrap();
    assert!(
        again.nothing_new(),
        "a csTimer file imported twice adds nothing"
    );
    let out = store.cstimer_sessions().unwrap();
    let found: Vec<(String, usize)> = out
        .iter()
        .map(|x| (x.name.clone(), x.solves.len()))
        .collect();
    assert_eq!(
        found,
        [("Main".to_string(), 2), ("Big cube".to_string(), 1)]
    );
    assert_eq!(out[0].solves[0], sessions[0].solves[0]);
}
