//! The real binary in a real terminal (a pseudo-terminal read through a VT100 emulator):
//! a 3x3 tile game played to solved through the hint and demonstrate keys, then the
//! database checked; and a game killed with SIGKILL mid-play, then resumed.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use game::Status;
use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};
use store::{SqliteStore, Store};

const ROWS: u16 = 30;
const COLS: u16 = 100;

struct Tty {
    rows: u16,
    cols: u16,
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    /// The screen as the emulator reads it, and a signal at every change.
    screen: Arc<(Mutex<vt100::Parser>, Condvar)>,
    _master: Box<dyn MasterPty + Send>,
}

impl Tty {
    fn start(args: &[&str], data: &Path, cache: &Path) -> Tty {
        Tty::start_sized(args, data, cache, ROWS, COLS)
    }

    fn start_sized(args: &[&str], data: &Path, cache: &Path, rows: u16, cols: u16) -> Tty {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_puzzlebox"));
        cmd.args(args);
        cmd.env("PUZZLEBOX_DATA", data);
        cmd.env("PUZZLEBOX_CACHE", cache);
        cmd.env("TERM", "xterm-256color");
        let child = pty.slave.spawn_command(cmd).unwrap();
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().unwrap();
        let writer = pty.master.take_writer().unwrap();
        let screen = Arc::new((
            Mutex::new(vt100::Parser::new(rows, cols, 0)),
            Condvar::new(),
        ));
        let s = screen.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                s.0.lock().unwrap().process(&buf[..n]);
                s.1.notify_all();
            }
        });
        Tty {
            rows,
            cols,
            child,
            writer,
            screen,
            _master: pty.master,
        }
    }

    fn text(&self) -> String {
        self.screen.0.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `ready` (woken at each change of the screen), for at
    /// most `limit`: the screen, and whether it does.
    fn wait_while_not(&self, limit: Duration, ready: impl Fn(&str) -> bool) -> (String, bool) {
        let (lock, changed) = &*self.screen;
        let parser = lock.lock().unwrap();
        let (parser, waited) = changed
            .wait_timeout_while(parser, limit, |p| !ready(&p.screen().contents()))
            .unwrap();
        (parser.screen().contents(), !waited.timed_out())
    }

    /// Waits until the screen satisfies `ready`; gives up after `secs`, as a hang, with the
    /// screen.
    fn wait_until(&self, what: &str, secs: u64, ready: impl Fn(&str) -> bool) -> String {
        let (t, ok) = self.wait_while_not(Duration::from_secs(secs), ready);
        assert!(ok, "waited {secs} s for {what}; the screen:\n{t}");
        t
    }

    /// Presses a key until the screen shows `what`: a game that has just opened drops the
    /// keys of its first moments (a key typed then has no effect at all, so pressing it
    /// again is safe), each press waited on for its effect.
    fn press_until(&mut self, key: &[u8], what: &str) -> String {
        self.press_until_ready(key, &format!("{what:?}"), |t| t.contains(what))
    }

    /// [`Tty::press_until`] the screen satisfies `ready`.
    fn press_until_ready(
        &mut self,
        key: &[u8],
        what: &str,
        ready: impl Fn(&str) -> bool,
    ) -> String {
        for _ in 0..20 {
            self.send(key);
            let (t, ok) = self.wait_while_not(Duration::from_millis(500), &ready);
            if ok {
                return t;
            }
        }
        panic!("{what} never showed; the screen:\n{}", self.text())
    }

    /// Waits until the screen shows `what`; panics with the screen after `secs`.
    fn wait_for(&self, what: &str, secs: u64) -> String {
        self.wait_until(&format!("{what:?}"), secs, |t| t.contains(what))
    }

    fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
        self.writer.flush().unwrap();
    }

    /// Waits for the game to quit; gives up after `secs`, as a hang.
    fn wait_exit(&mut self, secs: u64) {
        let mut killer = self.child.clone_killer();
        let (exited, exit) = std::sync::mpsc::channel::<()>();
        let watch = std::thread::spawn(move || {
            let late = gave_up_after(&exit, secs);
            if late {
                let _ = killer.kill();
            }
            late
        });
        let status = self.child.wait();
        drop(exited);
        let timed_out = watch.join().unwrap_or(true);
        assert!(!timed_out && status.is_ok(), "the game did not quit");
    }
}

/// Whether `secs` passed before `done`'s sender went away (a wait on that, not a sleep).
fn gave_up_after(done: &std::sync::mpsc::Receiver<()>, secs: u64) -> bool {
    matches!(
        done.recv_timeout(Duration::from_secs(secs)),
        Err(std::sync::mpsc::RecvTimeoutError::Timeout)
    )
}

fn arrow(dir: &str) -> &'static [u8] {
    match dir {
        "U" => b"\x1b[A",
        "D" => b"\x1b[B",
        "R" => b"\x1b[C",
        _ => b"\x1b[D",
    }
}

#[test]
fn a_tile_game_played_to_solved_with_hint_and_demonstration() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let mut tty = Tty::start(
        &["play", "sliding", "--level", "medium", "--seed", "4"],
        data.path(),
        cache.path(),
    );
    tty.wait_for("new game, level medium", 10);
    // The hint taken (thinking, or given at once), then given.
    tty.press_until_ready(b"h", "the hint asked for", |t| {
        t.contains("thinking") || t.contains("hint: ")
    });
    let screen = tty.wait_for("hint: ", 10);
    let line = screen.lines().find(|l| l.contains("hint: ")).unwrap();
    assert!(
        line.contains("16 → 15 moves from solved (optimal)"),
        "{line}"
    );
    let hinted = line.trim_start().strip_prefix("hint: ").unwrap()[..1].to_string();
    tty.send(arrow(&hinted));
    tty.wait_for("moves 1", 5);
    tty.send(b"p");
    tty.wait_for("demo ", 10);
    tty.send(b"+++++");
    let screen = tty.wait_for("Solved!", 20);
    assert!(screen.contains("16 moves"), "{screen}");
    tty.send(b"q");
    tty.wait_exit(5);
    let store = SqliteStore::open(&data.path().join("games.sqlite"), frontend::puzzles()).unwrap();
    let games = store.export().unwrap().games;
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g.status, Status::Solved);
    assert_eq!((g.record.hints, g.record.demos), (1, 1));
    assert_eq!(g.record.cursor, 16);
    assert_eq!(g.record.level, "medium");
}

#[test]
fn a_game_killed_mid_play_resumes() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let mut tty = Tty::start(
        &["play", "sliding", "--level", "hard", "--seed", "9"],
        data.path(),
        cache.path(),
    );
    tty.wait_for("new game, level hard", 10);
    // Three moves that are always possible: one that is, back, and again.
    let there = one_move(&mut tty);
    let back = if there == "U" { "D" } else { "U" };
    tty.send(arrow(back));
    tty.wait_for("moves 2", 5);
    tty.send(arrow(there));
    tty.wait_for("moves 3", 5);
    let before = tty.text();
    tty.child.kill().unwrap(); // SIGKILL
    tty.wait_exit(5);
    drop(tty);
    let store = SqliteStore::open(&data.path().join("games.sqlite"), frontend::puzzles()).unwrap();
    let (_, row) = store
        .unfinished(game::PuzzleKind::named("sliding"), "3x3")
        .unwrap()
        .expect("the game was saved");
    assert_eq!(row.record.cursor, 3);
    drop(store);
    let mut tty = Tty::start(&["play", "sliding"], data.path(), cache.path());
    tty.wait_for("Resume the saved game?", 10);
    tty.send(b"y");
    let screen = tty.wait_for("resumed the saved game", 5);
    assert!(screen.contains("moves 3"), "{screen}");
    // The board is the one left behind: every tile row matches.
    let rows = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| {
                l.split_whitespace().all(|w| w.parse::<u8>().is_ok()) && !l.trim().is_empty()
            })
            .map(|l| l.trim().to_string())
            .collect()
    };
    assert_eq!(rows(&screen), rows(&before));
    tty.send(b"q");
    tty.wait_exit(5);
}

// --- the game as a newcomer meets it ---------------------------------------------------------

/// Slides a tile (up, or down where up is impossible: the blank is on the bottom row) and
/// waits for the move; the way it went.
fn one_move(tty: &mut Tty) -> &'static str {
    let t = tty.press_until_ready(arrow("U"), "a move or its refusal", |t| {
        t.contains("moves 1") || t.contains("impossible")
    });
    if t.contains("moves 1") {
        return "U";
    }
    tty.send(arrow("D"));
    tty.wait_for("moves 1", 5);
    "D"
}

/// The title row of the screen (`puzzlebox · Sliding tiles 3×3 · level …`).
fn title_line(screen: &str) -> String {
    screen
        .lines()
        .find(|l| l.contains("puzzlebox ·"))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_3x3_asked_for_is_a_3x3_whatever_size_is_saved() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    // A 5x5 game, saved.
    let mut tty = Tty::start_sized(
        &[
            "play", "sliding", "--size", "5x5", "--level", "easy", "--seed", "3",
        ],
        data.path(),
        cache.path(),
        24,
        80,
    );
    tty.wait_for("new game, level easy", 10);
    one_move(&mut tty);
    tty.send(b"q");
    tty.wait_exit(5);
    drop(tty);
    // A 3x3 is asked for: no offer of the 5x5, a 3x3 hard game.
    let mut tty = Tty::start_sized(
        &["play", "sliding", "--size", "3x3", "--level", "hard"],
        data.path(),
        cache.path(),
        24,
        80,
    );
    let screen = tty.wait_for("new game, level hard", 10);
    assert!(!screen.contains("Resume"), "{screen}");
    assert!(
        title_line(&screen).contains("Sliding tiles 3×3"),
        "{screen}"
    );
    one_move(&mut tty);
    tty.send(b"q");
    tty.wait_exit(5);
    drop(tty);
    // Now a 3x3 is saved: it is offered; declined, the new game is a 3x3 again.
    let mut tty = Tty::start_sized(
        &["play", "sliding", "--size", "3x3", "--level", "hard"],
        data.path(),
        cache.path(),
        24,
        80,
    );
    tty.wait_for("Resume the saved game?", 10);
    tty.send(b"n");
    let screen = tty.wait_for("new game, level hard", 10);
    assert!(
        title_line(&screen).contains("Sliding tiles 3×3"),
        "{screen}"
    );
    tty.send(b"q");
    tty.wait_exit(5);
    drop(tty);
    // The menu shows each size's saved game (the 5x5 kept, the 3x3 declined and new).
    let mut tty = Tty::start_sized(&["play"], data.path(), cache.path(), 24, 80);
    let menu = tty.wait_for("Choose a puzzle", 10);
    let five = menu
        .lines()
        .find(|l| l.contains("Sliding tiles 5×5"))
        .unwrap_or_default();
    assert!(five.contains("saved game: 1 move"), "{menu}");
    tty.send(b"q");
    tty.wait_exit(5);
    let store = SqliteStore::open(&data.path().join("games.sqlite"), frontend::puzzles()).unwrap();
    let rows = store
        .stats(Some(game::PuzzleKind::named("sliding")))
        .unwrap();
    let sizes: Vec<&str> = rows.iter().map(|r| r.size.as_str()).collect();
    assert!(sizes.contains(&"3x3") && sizes.contains(&"5x5"), "{rows:?}");
    assert!(rows
        .iter()
        .all(|r| r.size != "3x3" || r.level != "hard" || r.played <= 2));
}

#[test]
fn a_refused_entry_keeps_the_game_to_resume() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let mut tty = Tty::start_sized(
        &["play", "sliding", "--level", "easy", "--seed", "2"],
        data.path(),
        cache.path(),
        24,
        80,
    );
    tty.wait_for("new game, level easy", 10);
    one_move(&mut tty);
    tty.press_until(b"e", "Position (rows");
    tty.send(b"1 2\r");
    tty.wait_for("do not make a square board", 5);
    tty.send(b"\x1b");
    // The Esc seen alone (the dialog closed), so that q is no Alt+q.
    tty.wait_until("the prompt closed", 5, |t| !t.contains("Position (rows"));
    tty.send(b"q");
    tty.wait_exit(5);
    drop(tty);
    let store = SqliteStore::open(&data.path().join("games.sqlite"), frontend::puzzles()).unwrap();
    let (_, row) = store
        .unfinished(game::PuzzleKind::named("sliding"), "3x3")
        .unwrap()
        .expect("the game is still there to resume");
    assert_eq!(row.status, Status::Playing);
    assert_eq!(row.record.level, "easy");
    drop(store);
    let mut tty = Tty::start_sized(&["play", "sliding"], data.path(), cache.path(), 24, 80);
    tty.wait_for("Resume the saved game?", 10);
    tty.send(b"q");
    tty.wait_exit(5);
}

#[test]
fn every_puzzle_fits_80x24_with_help_and_quit_in_sight() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    for (puzzle, ready, refused) in [
        ("sliding", "new game, level easy", "do not make a square"),
        ("cube", "new game, level easy", "54 stickers"),
        ("rings", "new game, level low", "5 rings separated"),
    ] {
        let mut tty = Tty::start_sized(&["play", puzzle], data.path(), cache.path(), 24, 80);
        let screen = tty.wait_for(ready, 20);
        assert!(!screen.contains("too small"), "{screen}");
        let last = screen.lines().last().unwrap_or("");
        assert!(
            last.contains("? help") && last.contains("q quit"),
            "{puzzle}: the key bar is {last:?}"
        );
        assert_eq!((tty.rows, tty.cols), (24, 80));
        // A long message wraps inside its dialog instead of being cut at the edge.
        tty.press_until(b"e", "Position (");
        tty.send(b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\r");
        let said = tty.wait_for(refused, 5);
        for l in said.lines() {
            assert!(l.chars().count() <= 80, "{l:?}");
        }
        tty.send(b"\x1b");
        tty.wait_until("the prompt closed", 5, |t| !t.contains("Position ("));
        tty.send(b"q");
        tty.wait_exit(5);
    }
}

#[test]
fn a_new_4x4_game_waits_for_its_tables_and_starts_at_its_level() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap(); // empty: the 6-6-3 tables are built first
    let mut tty = Tty::start(
        &[
            "play", "sliding", "--size", "4x4", "--level", "hard", "--seed", "1",
        ],
        data.path(),
        cache.path(),
    );
    let screen = tty.wait_for("new game, level hard", 60);
    assert!(screen.contains("level hard"), "{screen}");
    assert!(!screen.contains("custom"), "{screen}");
    assert!(!screen.contains("levels by distance need"), "{screen}");
    tty.send(b"q");
    tty.wait_exit(5);
}

#[test]
fn bad_arguments_are_refused_before_the_screen_opens() {
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
            .args(args)
            .env("PUZZLEBOX_DATA", data.path())
            .output()
            .unwrap()
    };
    for (args, says) in [
        (
            &["play", "sliding", "--level", "extreme"][..],
            "easy, medium, hard, random",
        ),
        (
            &["play", "rings", "--level", "easy"][..],
            "low, mid, high, random",
        ),
        (
            &["play", "rings", "--size", "4x4"][..],
            "--size is for the tiles",
        ),
        (
            &["play", "cube", "--size", "4x4"][..],
            "'4x4' is not a trainer",
        ),
        (&["play", "sliding", "--size", "4"][..], "--size \"4\""),
        (&["play", "--level", "hard"][..], "--level needs a puzzle"),
    ] {
        let out = run(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    let out = run(&["stats", "--puzzle", "tiles"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
