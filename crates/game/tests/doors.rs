//! Sessions of each puzzle behind its door: play, undo, redo and restart, new games at
//! every level, records that round-trip and are checked, and the undo/redo law for every
//! move of every notation.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod common;

use common::{standard, tiles, CUBE};
use door::Door;
use game::{AnySession, GameError, Level, Session};
use proptest::prelude::*;
use rand::SeedableRng;
use search::tables::{silent, InMemory};

fn cube_session() -> Session<cube::Cube> {
    let p = cube::Cube::default();
    let solved = p
        .parse_state("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")
        .unwrap();
    Session::new(p, solved)
}

fn sliding_session() -> Session<sliding::Tiles> {
    Session::from_text(sliding::Tiles::sized(3, 3).unwrap(), "1 2 3/4 5 6/7 0 8").unwrap()
}

#[test]
fn a_sliding_game_to_solved_with_undo_redo_and_restart() {
    let mut s = sliding_session();
    assert!(!s.is_solved());
    s.play("R").unwrap(); // the tile left of the blank slides right: away from solved
    s.undo().unwrap();
    assert_eq!(s.redo_len(), 1);
    s.play("L").unwrap(); // a new move drops the redo branch
    assert_eq!(s.redo_len(), 0);
    assert!(s.is_solved());
    s.restart();
    assert!(!s.is_solved());
    s.redo().unwrap();
    assert!(s.is_solved());
    assert_eq!(s.undo(), Ok(()));
    assert_eq!(s.undo(), Err(GameError::NothingToUndo));
    // A sequence with an impossible move (the blank reaches the right edge) changes nothing.
    let before = s.current().clone();
    assert!(matches!(
        s.play("L L L"),
        Err(GameError::Door(e)) if e.get::<sliding::Error>().is_some()
    ));
    assert_eq!(s.current(), &before);
    assert!(matches!(
        Session::from_text(sliding::Tiles::sized(3, 3).unwrap(), "2 1 3/4 5 6/7 8 0"),
        Err(GameError::Door(e)) if e.to_string().contains("unsolvable")
    ));
}

#[test]
fn cube_and_rings_games() {
    let mut c = cube_session();
    c.play("R U R' U'").unwrap();
    assert!(!c.is_solved());
    c.play("U R U' R'").unwrap();
    assert!(c.is_solved());
    c.play("M x").unwrap();
    assert!(!c.is_solved());
    c.play("M'").unwrap();
    // Held another way, the cube is still solved: rotations move the centres too.
    assert!(c.is_solved());
    assert_ne!(
        c.puzzle().format_state(c.current()),
        c.puzzle().format_state(c.start())
    );
    c.play("x'").unwrap();
    assert_eq!(
        c.puzzle().format_state(c.current()),
        c.puzzle().format_state(c.start())
    );
    let mut r = Session::new(rings::Rings::default(), rings::State::solved());
    r.play("2+3 0-").unwrap();
    assert_eq!(r.moves().len(), 4, "counts are clicks");
    r.play("0+ 2-3").unwrap();
    assert!(r.is_solved());
}

#[test]
fn new_games_at_every_level() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let mut s = sliding_session();
    for (_, level) in s.puzzle().levels() {
        s.new_game(level, &mut rng).unwrap();
        assert!(s.moves().is_empty());
    }
    s.new_game(Level::Distance(31), &mut rng).unwrap();
    let p = sliding::validate(s.current().clone(), None).unwrap();
    let req = sliding::Request::default();
    let prepared = sliding::prepare(p.goal(), &req, &InMemory::new(), &silent).unwrap();
    let sol = sliding::solve(&prepared, &p, &req).unwrap();
    assert_eq!(sol.moves.map(|m| m.len()), Some(31));
    assert!(sol.optimal);
    let mut c = cube_session();
    for (_, level) in c.puzzle().levels() {
        c.new_game(level, &mut rng).unwrap();
        assert!(!c.is_solved() || level == Level::Moves(0));
    }
    assert!(c.new_game(Level::Distance(3), &mut rng).is_err());
    let mut r = Session::new(rings::Rings::default(), rings::State::solved());
    let names: Vec<&str> = r.puzzle().levels().iter().map(|l| l.0).collect();
    assert_eq!(names, ["low", "mid", "high", "random"]);
    r.new_game(Level::Moves(20), &mut rng).unwrap();
    assert!(!r.is_solved());
}

#[test]
fn records_round_trip_and_are_checked() {
    let mut s = sliding_session();
    s.play("R D L").unwrap();
    s.undo().unwrap();
    let rec = s.record();
    let json = serde_json::to_string(&rec).unwrap();
    let back: game::SessionRecord = serde_json::from_str(&json).unwrap();
    let t = Session::restore(s.puzzle().clone(), &back).unwrap();
    assert_eq!(t.current(), s.current());
    assert_eq!(t.record(), rec);
    let mut wrong = rec.clone();
    wrong.puzzle = CUBE;
    assert!(matches!(
        Session::restore(s.puzzle().clone(), &wrong),
        Err(GameError::WrongPuzzle { .. })
    ));
    let mut past = rec;
    past.cursor = 99;
    assert!(matches!(
        Session::restore(s.puzzle().clone(), &past),
        Err(GameError::BadCursor { .. })
    ));
}

/// Plays `picks` (indices into `alphabet`; impossible moves are skipped), undoes `back`
/// of them, redoes them all, and checks position and history; then restart and redo.
fn undo_redo_law(
    s: &mut dyn AnySession,
    alphabet: &[&str],
    picks: &[usize],
    back: usize,
) -> Result<(), TestCaseError> {
    for &p in picks {
        let _ = s.play(alphabet[p % alphabet.len()]);
    }
    let (pos, moves) = (s.state_text(), s.moves_text());
    let n = back.min(moves.len());
    for _ in 0..n {
        s.undo().unwrap();
    }
    prop_assert_eq!(s.redo_len(), n);
    for _ in 0..n {
        s.redo().unwrap();
    }
    prop_assert_eq!(s.state_text(), pos.clone());
    prop_assert_eq!(s.moves_text(), moves.clone());
    s.restart();
    prop_assert_eq!(s.state_text(), s.start_text());
    prop_assert_eq!(s.redo_len(), moves.len());
    for _ in 0..moves.len() {
        s.redo().unwrap();
    }
    prop_assert_eq!(s.state_text(), pos);
    Ok(())
}

proptest! {
    /// The undo/redo/restart law for the tiles and the cube (every notation move).
    #[test]
    fn undo_redo_and_restart_for_tiles_and_cube(picks in proptest::collection::vec(0usize..64, 0..40), back in 0usize..40) {
        let mut t = tiles(4, 4).new_session();
        undo_redo_law(t.as_mut(), &["U", "D", "L", "R"], &picks, back)?;
        let mut c = standard(CUBE).new_session();
        let cube_moves = ["R", "U'", "F2", "D", "L'", "B2", "M", "E'", "S2", "x", "y'", "z2", "Rw", "u'", "f2"];
        undo_redo_law(c.as_mut(), &cube_moves, &picks, back)?;
    }

    /// Undo of n moves then redo of n returns the same position and history.
    #[test]
    fn undo_then_redo_is_the_identity(clicks in proptest::collection::vec(0u8..12, 0..30), back in 0usize..30) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let start = rings::parse("KBGORKB/GORKBGO/RKBGORK/BGORKBG/ORKBGOR").unwrap();
        let _ = &mut rng;
        let mut s = Session::new(rings::Rings::default(), start);
        for m in &clicks {
            s.make_move(rings::Turn::click(*m)).unwrap();
        }
        let (pos, moves) = (*s.current(), s.moves().to_vec());
        let n = back.min(clicks.len());
        for _ in 0..n {
            s.undo().unwrap();
        }
        for _ in 0..n {
            s.redo().unwrap();
        }
        prop_assert_eq!(*s.current(), pos);
        prop_assert_eq!(s.moves(), &moves[..]);
    }
}
