//! The SQLite store: saving every move, resuming, finishing with personal bests,
//! statistics, export/import idempotence, and refusing newer or corrupt databases.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use common::{memory, open, puzzles, saved, standard, tiles, CUBE, SLIDING};
use game::Status;
use rand::SeedableRng;
use store::{Store, StoreError};

fn played_game(seed: u64) -> Box<dyn game::AnySession> {
    let mut s = standard(SLIDING).new_session();
    s.new_game("easy", &mut rand_chacha::ChaCha8Rng::seed_from_u64(seed))
        .unwrap();
    s
}

#[test]
fn every_move_is_saved_and_a_game_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let mut s = played_game(1);
    let id = {
        let store = open(&path).unwrap();
        let id = store.start(&saved(&s.record())).unwrap();
        for m in ["U", "D", "L"] {
            if s.play(m).is_ok() {
                s.add_time(250);
                store.save(id, &saved(&s.record())).unwrap();
            }
        }
        s.undo().unwrap();
        store.save(id, &saved(&s.record())).unwrap();
        id
        // Dropped without finishing, as after a crash.
    };
    let store = open(&path).unwrap();
    let (found, row) = store.unfinished(SLIDING, "3x3").unwrap().unwrap();
    assert_eq!(found, id);
    assert_eq!(row.status, Status::Playing);
    assert_eq!(row.record, s.record());
    let back = puzzles().restore(&row.record).unwrap();
    assert_eq!(back.state_text(), s.state_text());
    assert_eq!(back.redo_len(), s.redo_len());
    assert!(store.unfinished(CUBE, "").unwrap().is_none());
}

#[test]
fn finishing_records_bests_and_statistics() {
    let store = memory();
    let mut times = Vec::new();
    for (seed, ms, demo) in [
        (1, 9000, false),
        (2, 5000, false),
        (3, 7000, false),
        (4, 100, true),
    ] {
        let mut s = played_game(seed);
        let id = store.start(&saved(&s.record())).unwrap();
        s.add_time(ms);
        if demo {
            s.note_demo();
        }
        let game = saved(&s.record());
        let before = store.bests(SLIDING, "3x3", "easy").unwrap();
        let solve = store.finish(id, &game, true).unwrap();
        times.push(game::Finished::against(&game, before, solve).best_time);
    }
    assert_eq!(
        times,
        [true, true, false, false],
        "a demonstrated solve is no best"
    );
    let s = played_game(5);
    let id = store.start(&saved(&s.record())).unwrap();
    store.finish(id, &saved(&s.record()), false).unwrap();
    let stats = store.stats(Some(SLIDING)).unwrap();
    assert_eq!(stats.len(), 1);
    let st = &stats[0];
    assert_eq!((st.played, st.solved, st.abandoned), (5, 4, 1));
    assert_eq!(st.best_ms, Some(5000));
    // The demonstrated solve is kept and counted as assisted, in no mean (the rule for
    // records).
    assert_eq!(st.assisted, 1);
    assert_eq!(st.mean_ms, Some((9000.0 + 5000.0 + 7000.0) / 3.0));
    assert!(store.stats(Some(CUBE)).unwrap().is_empty());
}

#[test]
fn import_never_duplicates_nor_loses() {
    let a = memory();
    let mut s = played_game(1);
    let id = a.start(&saved(&s.record())).unwrap();
    let _ = a.start(&saved(&played_game(2).record())).unwrap();
    let first = a.export().unwrap();
    let b = memory();
    let _ = b.start(&saved(&played_game(3).record())).unwrap();
    let r1 = b.import(&first).unwrap();
    assert_eq!((r1.added, r1.updated, r1.unchanged), (2, 0, 0));
    let r2 = b.import(&first).unwrap();
    assert_eq!((r2.added, r2.updated, r2.unchanged), (0, 0, 2));
    assert_eq!(b.export().unwrap().games.len(), 3);
    // A later state of the same game replaces the older one; the older never wins (its
    // save made later than the first export: its time moved on by hand, no clock read).
    s.add_time(42);
    a.finish(id, &saved(&s.record()), false).unwrap();
    let mut later = a.export().unwrap();
    let moved = later
        .games
        .iter_mut()
        .find(|g| g.uid == first.games[0].uid)
        .unwrap();
    moved.updated_at = first.games[0].updated_at + 1;
    let r3 = b.import(&later).unwrap();
    assert_eq!((r3.added, r3.updated, r3.unchanged), (0, 1, 1));
    let r4 = b.import(&first).unwrap();
    assert_eq!((r4.added, r4.updated, r4.unchanged), (0, 0, 2));
    let games = b.export().unwrap().games;
    let g = games.iter().find(|g| g.uid == later.games[0].uid).unwrap();
    assert_eq!(g.status, Status::Abandoned);
    assert_eq!(g.record.elapsed_ms, 42);
    let mut bad = first.clone();
    bad.version = 99;
    assert!(matches!(
        b.import(&bad),
        Err(StoreError::ExportVersion { found: 99 })
    ));
}

#[test]
fn newer_and_corrupt_databases_are_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let newer = dir.path().join("newer.sqlite");
    {
        let c = rusqlite::Connection::open(&newer).unwrap();
        c.pragma_update(None, "user_version", 99).unwrap();
    }
    let err = open(&newer).err().unwrap();
    assert!(matches!(err, StoreError::Newer { found: 99, .. }), "{err}");
    assert!(err.to_string().contains("newer"), "{err}");
    let corrupt = dir.path().join("corrupt.sqlite");
    let junk = vec![0x5au8; 8192];
    std::fs::write(&corrupt, &junk).unwrap();
    let err = open(&corrupt).err().unwrap();
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    assert!(err.to_string().contains("untouched"), "{err}");
    assert_eq!(std::fs::read(&corrupt).unwrap(), junk);
}

#[test]
fn an_unplayed_game_is_discarded_and_a_played_one_kept() {
    let store = memory();
    let mut s = played_game(1);
    let id = store.start(&saved(&s.record())).unwrap();
    assert!(store.discard_unplayed(id).unwrap());
    assert!(store.unfinished(SLIDING, "3x3").unwrap().is_none());
    let id = store.start(&saved(&s.record())).unwrap();
    s.play("U").or_else(|_| s.play("D")).unwrap();
    store.save(id, &saved(&s.record())).unwrap();
    assert!(!store.discard_unplayed(id).unwrap());
    assert_eq!(store.unfinished(SLIDING, "3x3").unwrap().unwrap().0, id);
}

#[test]
fn a_damaged_or_hostile_export_is_refused_whole() {
    let a = memory();
    let _ = a.start(&saved(&played_game(1).record())).unwrap();
    let _ = a.start(&saved(&played_game(2).record())).unwrap();
    let good = a.export().unwrap();
    let b = memory();
    let _ = b.start(&saved(&played_game(3).record())).unwrap();
    let before = b.export().unwrap();
    type Spoil<'a> = &'a dyn Fn(&mut game::SessionRecord);
    let cases: [(&str, Spoil); 4] = [
        ("a bad start", &|r| {
            r.start = "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRX".into()
        }),
        ("a bad move", &|r| r.moves.push("9+".into())),
        ("a cursor past the moves", &|r| r.cursor = 99),
        ("another puzzle's record", &|r| r.puzzle = CUBE),
    ];
    for (what, spoil) in cases {
        let mut bad = good.clone();
        spoil(&mut bad.games[1].record);
        let e = b.import(&bad).unwrap_err();
        assert!(
            matches!(e, StoreError::ExportGame { number: 2, .. }),
            "{what}: {e}"
        );
        assert!(e.to_string().contains("game 2"), "{what}: {e}");
        assert_eq!(
            b.export().unwrap().games,
            before.games,
            "{what}: nothing was written"
        );
    }
    // A puzzle no one registered is refused as the game it is not.
    let text = serde_json::to_string(&good)
        .unwrap()
        .replace("\"sliding\"", "\"pyraminx\"");
    let unknown: store::Export = serde_json::from_str(&text).unwrap();
    let e = b.import(&unknown).unwrap_err();
    assert!(matches!(e, StoreError::ExportGame { number: 1, .. }), "{e}");
    assert!(e.to_string().contains("pyraminx"), "{e}");
    assert_eq!(b.import(&good).unwrap().added, 2);
}

#[test]
fn a_database_locked_by_another_process_is_waited_for_not_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let a = open(&path).unwrap();
    let s = played_game(4);
    let id = a.start(&saved(&s.record())).unwrap();
    // Another process (here: another connection) holds the write lock until the save is
    // on its way; the save waits for it (SQLite's busy timeout), then lands.
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let (saving, about_to_save) = std::sync::mpsc::channel::<()>();
    let release = std::thread::spawn(move || {
        about_to_save.recv().unwrap();
        other.execute_batch("COMMIT").unwrap();
    });
    let mut s2 = played_game(4);
    s2.add_time(1234);
    saving.send(()).unwrap();
    a.save(id, &saved(&s2.record()))
        .expect("the save waits for the lock, then lands");
    release.join().unwrap();
    assert_eq!(a.game(id).unwrap().record.elapsed_ms, 1234);
    let ok: String = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
}

#[test]
fn a_database_of_the_previous_version_migrates_and_keeps_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games-v1.sqlite"),
        &path,
    )
    .unwrap();
    let before: Vec<(String, String, String)> = {
        let c = rusqlite::Connection::open(&path).unwrap();
        let v: i64 = c
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, 1, "the fixture is a version 1 database");
        let mut st = c
            .prepare("SELECT uid, start, moves FROM games ORDER BY id")
            .unwrap();
        let rows = st
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap();
        rows.map(Result::unwrap).collect()
    };
    let store = open(&path).unwrap();
    let games = store.export().unwrap().games;
    assert_eq!(games.len(), before.len(), "every game kept");
    for (uid, start, moves) in &before {
        let g = games.iter().find(|g| &g.uid == uid).unwrap();
        assert_eq!(
            (&g.record.start, g.record.moves.join(" ")),
            (start, moves.clone())
        );
        puzzles()
            .restore(&g.record)
            .expect("still a game that plays back");
    }
    // Each size of the tiles has its own saved game now.
    for (w, h, moves) in [(3, 3, 1), (4, 4, 3), (5, 5, 1)] {
        let (_, row) = store
            .unfinished(SLIDING, &tiles(w, h).key())
            .unwrap()
            .unwrap();
        let back = puzzles().restore(&row.record).unwrap();
        assert_eq!(back.variant(), tiles(w, h));
        assert_eq!(row.record.cursor, moves, "{w}x{h}");
    }
    // And its own row of statistics, with the name the page shows.
    let rows = store.stats(Some(SLIDING)).unwrap();
    let sizes: Vec<(&str, &str, u64, u64)> = rows
        .iter()
        .map(|r| (r.size.as_str(), r.title.as_str(), r.played, r.solved))
        .collect();
    assert_eq!(
        sizes,
        [
            ("3x3", "Sliding tiles 3×3", 2, 1),
            ("4x4", "Sliding tiles 4×4", 1, 0),
            ("5x5", "Sliding tiles 5×5", 2, 1)
        ]
    );
    let cube = store.stats(Some(CUBE)).unwrap();
    assert!(cube
        .iter()
        .all(|r| r.size.is_empty() && r.title == "Rubik's cube"));
    drop(store);
    // Opened again: already migrated, nothing changes.
    let again = open(&path).unwrap();
    assert_eq!(again.export().unwrap().games, games);
}

#[test]
fn each_size_of_the_tiles_has_its_own_saved_game_and_statistics() {
    let store = memory();
    let mut ids = Vec::new();
    for (w, h) in [(3, 3), (4, 4), (5, 5)] {
        let mut s = tiles(w, h).new_session();
        s.new_game("moves 10", &mut rand_chacha::ChaCha8Rng::seed_from_u64(1))
            .unwrap();
        s.play("U").or_else(|_| s.play("D")).unwrap();
        ids.push(store.start(&saved(&s.record())).unwrap());
    }
    // The most recent (5x5) does not hide the others, and a 3x3 asked for is a 3x3.
    for (i, (w, h)) in [(3, 3), (4, 4), (5, 5)].into_iter().enumerate() {
        let (id, _) = store
            .unfinished(SLIDING, &tiles(w, h).key())
            .unwrap()
            .unwrap();
        assert_eq!(id, ids[i], "{w}x{h}");
    }
    assert!(store
        .unfinished(SLIDING, &tiles(6, 6).key())
        .unwrap()
        .is_none());
    let rows = store.stats(Some(SLIDING)).unwrap();
    assert_eq!(rows.len(), 3, "one row per size: {rows:?}");
}
