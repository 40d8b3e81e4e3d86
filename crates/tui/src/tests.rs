//! The terminal game against ratatui's test backend: rendering, keys, the mouse, hints,
//! demonstrations, custom positions and resuming, with an in-memory database. Time is the
//! test's own clock, and each job of the game is done as it starts.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use door::Door;
use game::{Inline, PuzzleKind};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use search::clock::ManualClock;
use search::tables::TableSource;
use store::{SqliteStore, Store};

use crate::app::{App, Host, Screen};
use crate::{choices, layout, render};

/// Tables built in memory once (no cache), as the real store would give them.
pub(crate) fn memory_tables() -> Arc<dyn TableSource> {
    game::controller::in_memory_tables()
}

const SLIDING: PuzzleKind = sliding::Tiles::NAMES.kind();
const RINGS: PuzzleKind = rings::Rings::NAMES.kind();

/// A store in memory.
fn memory() -> Arc<dyn Store> {
    Arc::new(SqliteStore::in_memory(frontend::puzzles()).unwrap())
}

/// The store of a file.
fn file(path: &Path) -> Arc<dyn Store> {
    Arc::new(SqliteStore::open(path, frontend::puzzles()).unwrap())
}

/// The app's host: `store`, the puzzles, tables in memory, jobs done inline, `clock`.
fn host(store: Arc<dyn Store>, clock: &Arc<ManualClock>) -> Host {
    Host {
        store: Some(store),
        puzzles: frontend::puzzles(),
        tables: memory_tables(),
        executor: Arc::new(Inline),
        clock: clock.clone(),
    }
}

/// The menu, with `store`, on `clock`.
fn menu(store: Arc<dyn Store>, size: Option<&str>, seed: u64, clock: &Arc<ManualClock>) -> App {
    let choices = choices(&frontend::puzzles(), size);
    App::new(host(store, clock), choices, None, None, Some(seed))
}

fn app(puzzle: &str, level: &str, store: Arc<dyn Store>) -> App {
    app_on(puzzle, level, store, &ManualClock::new())
}

fn app_on(puzzle: &str, level: &str, store: Arc<dyn Store>, clock: &Arc<ManualClock>) -> App {
    let kind: PuzzleKind = puzzle.parse().unwrap();
    let choices = choices(&frontend::puzzles(), None);
    let start = choices.iter().find(|c| c.variant.kind() == kind).cloned();
    let mut a = App::new(
        host(store, clock),
        choices,
        start,
        Some(level.into()),
        Some(11),
    );
    settle(&mut a);
    a
}

/// Takes in the game's answers until nothing is pending (tables, a new game, a hint, a
/// demonstration plan): each job is done as it starts, so a few ticks.
fn settle(a: &mut App) {
    for _ in 0..100 {
        a.tick();
        if !a.busy() {
            return;
        }
    }
    panic!("still busy: {}", a.message());
}

/// Moves `clock` on `ms` and ticks.
fn pass(a: &mut App, clock: &ManualClock, ms: u64) {
    clock.advance(Duration::from_millis(ms));
    a.tick();
}

fn screen(a: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| render::render(a, f)).unwrap();
    let buf = t.backend().buffer().clone();
    (0..h)
        .map(|y| {
            (0..w)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn key(a: &mut App, code: KeyCode) {
    a.on_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn keys(a: &mut App, text: &str) {
    for c in text.chars() {
        key(a, KeyCode::Char(c));
    }
}

#[test]
fn the_menu_lists_the_puzzles_and_opens_one() {
    let clock = ManualClock::new();
    let mut a = menu(memory(), Some("4x4"), 1, &clock);
    let s = screen(&a, 80, 24);
    assert!(s.contains("1. Sliding tiles 4×4"), "{s}");
    assert!(
        s.contains("6. Rubik's cube") && s.contains("7. 2×2×2 cube") && s.contains("8. Five Rings"),
        "{s}"
    );
    assert!(
        s.contains("Sliding tiles 3×3") && s.contains("Sliding tiles 5×5"),
        "{s}"
    );
    assert!(
        s.contains("4. Relay: 3×3 → 4×4 → 5×5") && s.contains("5. Marathon: 10 × 4×4"),
        "{s}"
    );
    for _ in 0..7 {
        key(&mut a, KeyCode::Down);
    }
    key(&mut a, KeyCode::Enter);
    settle(&mut a);
    assert_eq!(a.puzzle(), Some(RINGS));
    let s = screen(&a, 80, 30);
    assert!(s.contains("Five Rings") && s.contains("level low"), "{s}");
}

#[test]
fn tiles_play_with_keys_mouse_undo_redo_hint_and_demonstration() {
    let clock = ManualClock::new();
    let mut a = app_on("sliding", "medium", memory(), &clock);
    let s = screen(&a, 80, 24);
    assert!(s.contains("moves 0") && s.contains("level medium"), "{s}");
    for d in 1..=8 {
        assert!(s.contains(&d.to_string()), "tile {d} missing:\n{s}");
    }
    // A click on a tile next to the blank slides it.
    a.size = (80, 24);
    let board = sliding::parse(&a.session().unwrap().state_text()).unwrap();
    let blank = board.cells().iter().position(|&t| t == 0).unwrap();
    let next = if blank % 3 > 0 { blank - 1 } else { blank + 1 };
    let g = crate::faces::tiles_grid(
        layout::board_area(ratatui::layout::Rect::new(0, 0, 80, 24)),
        3,
        3,
    )
    .unwrap();
    let r = g.cell(next % 3, next / 3);
    a.on_mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: r.x + 1,
        row: r.y,
        modifiers: KeyModifiers::NONE,
    });
    assert_eq!(a.session().unwrap().moves_made(), 1, "{}", a.message());
    key(&mut a, KeyCode::Char('z'));
    assert_eq!(a.session().unwrap().moves_made(), 0);
    key(&mut a, KeyCode::Char('y'));
    assert_eq!(a.session().unwrap().moves_made(), 1);
    key(&mut a, KeyCode::Backspace);
    // A hint, highlighted and explained.
    key(&mut a, KeyCode::Char('h'));
    settle(&mut a);
    assert!(a.message().starts_with("hint: "), "{}", a.message());
    assert!(
        a.message().contains("16 → 15 moves from solved (optimal)"),
        "{}",
        a.message()
    );
    let hinted = a.message()[6..7].to_string();
    let arrow = match hinted.as_str() {
        "U" => KeyCode::Up,
        "D" => KeyCode::Down,
        "L" => KeyCode::Left,
        _ => KeyCode::Right,
    };
    key(&mut a, arrow);
    assert_eq!(a.session().unwrap().moves_made(), 1);
    // The demonstration plays the rest: fast, with a single step.
    key(&mut a, KeyCode::Char('p'));
    settle(&mut a);
    assert!(a.ctrl.as_ref().unwrap().demo().is_some(), "{}", a.message());
    keys(&mut a, "++++");
    keys(&mut a, ".");
    assert_eq!(a.session().unwrap().moves_made(), 2);
    keys(&mut a, "p");
    for _ in 0..10_000 {
        if a.ctrl.as_ref().unwrap().finished().is_some() {
            break;
        }
        pass(&mut a, &clock, 10);
    }
    let s = screen(&a, 80, 24);
    assert!(s.contains("Solved!"), "{s}");
    assert!(s.contains("16 moves"), "{s}");
    let stats = a.store.as_ref().unwrap().stats(Some(SLIDING)).unwrap();
    assert_eq!((stats[0].played, stats[0].solved), (1, 1));
}

#[test]
fn a_move_takes_over_from_the_demonstration() {
    let mut a = app("sliding", "hard", memory());
    key(&mut a, KeyCode::Char(' '));
    settle(&mut a);
    assert!(a.ctrl.as_ref().unwrap().demo().is_some());
    key(&mut a, KeyCode::Char('.'));
    let before = a.session().unwrap().moves_made();
    for k in [KeyCode::Up, KeyCode::Down, KeyCode::Left, KeyCode::Right] {
        key(&mut a, k);
        if a.session().unwrap().moves_made() > before {
            break;
        }
    }
    assert!(
        a.ctrl.as_ref().unwrap().demo().is_none(),
        "the player took over"
    );
    assert_eq!(a.session().unwrap().demos(), 1);
}

#[test]
fn the_cube_turns_rotates_and_marks_layers() {
    let mut a = app("cube", "easy", memory());
    let s = screen(&a, 100, 30);
    assert!(s.contains("Rubik's cube") && s.contains("marker: U"), "{s}");
    let start = a.session().unwrap().state_text();
    keys(&mut a, "rR");
    assert_eq!(a.session().unwrap().state_text(), start);
    key(&mut a, KeyCode::Up);
    assert_ne!(a.session().unwrap().state_text(), start, "x turns the cube");
    key(&mut a, KeyCode::Down);
    assert_eq!(a.session().unwrap().state_text(), start);
    key(&mut a, KeyCode::Tab);
    let s = screen(&a, 100, 30);
    assert!(s.contains("marker: E'"), "{s}");
    key(&mut a, KeyCode::Char(' '));
    assert_eq!(a.session().unwrap().moves_made(), 5);
    // The notation prompt takes any sequence.
    key(&mut a, KeyCode::Char(':'));
    keys(&mut a, "E (R U R' U')6");
    key(&mut a, KeyCode::Enter);
    assert_eq!(a.screen, Screen::Playing);
    assert_eq!(a.session().unwrap().moves_made(), 30);
    keys(&mut a, "h");
    settle(&mut a);
    assert!(a.message().starts_with("hint: "), "{}", a.message());
    let s = screen(&a, 100, 30);
    assert!(s.contains("hint: "), "{s}");
}

#[test]
fn the_2x2x2_turns_rotates_hints_and_is_timed_from_the_menu() {
    let mut a = app("cube2", "easy", memory());
    let s = screen(&a, 100, 30);
    assert!(s.contains("2×2×2 cube"), "{s}");
    let start = a.session().unwrap().state_text();
    keys(&mut a, "rR");
    assert_eq!(a.session().unwrap().state_text(), start);
    key(&mut a, KeyCode::Up);
    assert_ne!(a.session().unwrap().state_text(), start, "x turns the cube");
    key(&mut a, KeyCode::Char(':'));
    keys(&mut a, "(R U)3 M");
    key(&mut a, KeyCode::Enter);
    assert!(a.message().contains("middle layer"), "{}", a.message());
    if a.screen != Screen::Playing {
        key(&mut a, KeyCode::Esc);
    }
    keys(&mut a, "h");
    settle(&mut a);
    assert!(a.message().starts_with("hint: "), "{}", a.message());
    // `t` on the 2×2×2 in the menu: its timer, a scramble in R U F.
    let clock = ManualClock::new();
    let mut m = menu(memory(), None, 3, &clock);
    let at = choices(&frontend::puzzles(), None)
        .iter()
        .position(|c| c.variant.kind() == "cube2".parse().unwrap())
        .unwrap();
    for _ in 0..at {
        key(&mut m, KeyCode::Down);
    }
    key(&mut m, KeyCode::Char('t'));
    assert_eq!(m.screen, Screen::Timer);
    let s = screen(&m, 80, 30);
    assert!(s.contains("Timer · 2×2×2 cube (timer)"), "{s}");
    let scramble = s.lines().find(|l| l.contains("Scramble: ")).unwrap();
    let moves = scramble.split("Scramble: ").nth(1).unwrap().trim();
    assert!(moves.split(' ').all(|m| "RUF".contains(&m[..1])), "{moves}");
}

#[test]
fn a_trainer_on_the_menu_times_its_cases_and_tells_each_after_its_solve() {
    let clock = ManualClock::new();
    let mut m = menu(memory(), Some("pll:T"), 3, &clock);
    let at = choices(&frontend::puzzles(), Some("pll:T"))
        .iter()
        .position(|c| c.variant.key() == "pll:T")
        .unwrap();
    let s = screen(&m, 80, 30);
    assert!(s.contains("Rubik's cube · trainer pll:T"), "{s}");
    for _ in 0..at {
        key(&mut m, KeyCode::Down);
    }
    key(&mut m, KeyCode::Char('t'));
    assert_eq!(m.screen, Screen::Timer);
    let s = screen(&m, 100, 30);
    assert!(
        s.contains("hold the cube yellow up, green in front (z2)"),
        "{s}"
    );
    assert!(!s.contains("That was"), "{s}");
    key(&mut m, KeyCode::Char(' '));
    clock.advance(Duration::from_millis(2_000));
    key(&mut m, KeyCode::Char('x'));
    let s = screen(&m, 100, 30);
    assert!(s.contains("That was T"), "{s}");
}

#[test]
fn a_relay_from_the_menu_brings_on_each_board_and_its_timer_takes_splits() {
    use door::Door;
    let clock = ManualClock::new();
    let size = "relay:2x2,3x3";
    let mut m = menu(memory(), Some(size), 5, &clock);
    let at = choices(&frontend::puzzles(), Some(size))
        .iter()
        .position(|c| c.variant.key() == size)
        .unwrap();
    for _ in 0..at {
        key(&mut m, KeyCode::Down);
    }
    key(&mut m, KeyCode::Enter);
    settle(&mut m);
    let s = screen(&m, 80, 30);
    assert!(s.contains("Relay: 2×2 → 3×3"), "{s}");
    assert!(s.contains("Board 1 of 2 · next: 3×3"), "{s}");
    let series = sliding::Series::of_size(size).unwrap();
    for board in 1..=2 {
        let run = series
            .parse_state(&m.session().unwrap().state_text())
            .unwrap();
        let plan = series.hint(&run, &search::Budget::unlimited()).unwrap();
        for d in plan.moves {
            key(
                &mut m,
                match d {
                    sliding::Dir::Up => KeyCode::Up,
                    sliding::Dir::Down => KeyCode::Down,
                    sliding::Dir::Left => KeyCode::Left,
                    sliding::Dir::Right => KeyCode::Right,
                },
            );
        }
        if board == 1 {
            let s = screen(&m, 80, 30);
            assert!(s.contains("Board 2 of 2") && !s.contains("next"), "{s}");
        }
    }
    assert!(m.session().unwrap().is_solved(), "{}", m.message());
    // `t` on the relay: a real puzzle timed through both boards, a split at each.
    key(&mut m, KeyCode::Char('q'));
    let mut m = menu(memory(), Some(size), 5, &clock);
    for _ in 0..at {
        key(&mut m, KeyCode::Down);
    }
    key(&mut m, KeyCode::Char('t'));
    assert_eq!(m.screen, Screen::Timer);
    let s = screen(&m, 100, 30);
    assert!(s.contains("Relay: 2×2 → 3×3 (timer)"), "{s}");
    key(&mut m, KeyCode::Char(' '));
    clock.advance(Duration::from_millis(1_500));
    key(&mut m, KeyCode::Char('x'));
    let s = screen(&m, 100, 30);
    assert!(s.contains("Splits: 2×2 1.50"), "{s}");
    clock.advance(Duration::from_millis(2_250));
    key(&mut m, KeyCode::Char('x'));
    let s = screen(&m, 100, 30);
    assert!(s.contains("Splits: 2×2 1.50 · 3×3 2.25"), "{s}");
    let (stats, times) = m.practice_stats.clone().unwrap();
    assert_eq!((stats.solves, times), (1, vec![3_750]));
}

#[test]
fn the_rings_select_and_turn() {
    let mut a = app("rings", "low", memory());
    let s = screen(&a, 100, 30);
    assert!(s.contains("Five Rings"), "{s}");
    keys(&mut a, "3");
    key(&mut a, KeyCode::Right);
    key(&mut a, KeyCode::Tab);
    keys(&mut a, "-");
    let moves = a.session().unwrap().moves_text();
    assert_eq!(moves, ["3+", "4-"]);
    keys(&mut a, "h");
    settle(&mut a);
    assert!(a.message().starts_with("hint: "), "{}", a.message());
}

#[test]
fn custom_positions_keep_what_was_typed_on_error() {
    let mut a = app("sliding", "easy", memory());
    keys(&mut a, "e");
    keys(&mut a, "2 1 3/4 5 6/7 8 0");
    key(&mut a, KeyCode::Enter);
    assert!(a.message().contains("unsolvable"), "{}", a.message());
    let Screen::Prompt { text, .. } = &a.screen else {
        panic!("the prompt closed: {:?}", a.screen)
    };
    assert_eq!(text, "2 1 3/4 5 6/7 8 0");
    let s = screen(&a, 90, 24);
    assert!(s.contains("unsolvable"), "{s}");
    for _ in 0..text.len() {
        key(&mut a, KeyCode::Backspace);
    }
    keys(&mut a, "1 2 3/4 5 6/7 0 8");
    key(&mut a, KeyCode::Enter);
    assert_eq!(a.screen, Screen::Playing);
    assert_eq!(a.session().unwrap().level(), "custom");
    key(&mut a, KeyCode::Left);
    assert!(a.ctrl.as_ref().unwrap().finished().is_some());
}

#[test]
fn quitting_saves_and_the_next_play_offers_to_resume() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let mut a = app("rings", "mid", file(&path));
    keys(&mut a, "1++2-");
    let state = a.session().unwrap().state_text();
    keys(&mut a, "q");
    assert!(a.quit);
    drop(a);
    let mut b = app("rings", "mid", file(&path));
    assert!(matches!(b.screen, Screen::Resume { .. }));
    let s = screen(&b, 100, 30);
    assert!(s.contains("Resume the saved game?"), "{s}");
    keys(&mut b, "y");
    settle(&mut b);
    assert_eq!(b.session().unwrap().state_text(), state);
    assert_eq!(b.session().unwrap().moves_made(), 3);
    // Declining records the old game as abandoned and starts a new one.
    keys(&mut b, "q");
    let mut c = app("rings", "mid", file(&path));
    keys(&mut c, "n");
    settle(&mut c);
    assert_ne!(c.session().unwrap().state_text(), state);
    let stats = c.store.as_ref().unwrap().stats(Some(RINGS)).unwrap();
    assert_eq!(stats[0].abandoned, 1);
}

#[test]
fn a_small_terminal_is_told_so() {
    let a = app("cube", "easy", memory());
    let s = screen(&a, 40, 12);
    assert!(s.contains("too small"), "{s}");
    // The cube's net shrinks to fit; the rings' drawing needs 46x21 of board.
    let s = screen(&a, 60, 20);
    assert!(s.contains("marker: U"), "{s}");
    let r = app("rings", "low", memory());
    let s = screen(&r, 80, 20);
    assert!(s.contains("too small"), "{s}");
}

#[test]
fn long_messages_wrap_and_the_key_bar_keeps_help_and_quit() {
    let mut a = app("sliding", "easy", memory());
    let long = "unsolvable: the tiles are an odd permutation of the goal but the blank is an even \
                number of moves from its goal cell: swap tiles 7 and 8 relative to the goal";
    a.ctrl
        .as_mut()
        .unwrap()
        .set_message(messages::Message::verbatim(long));
    let s = screen(&a, 80, 24);
    assert!(s.contains("relative to the goal"), "{s}");
    assert!(s.lines().last().unwrap().contains("? help · q quit"), "{s}");
    // A custom goal is in the title and in the rules.
    key(&mut a, KeyCode::Char('e'));
    keys(&mut a, "1 2 3/4 5 6/7 0 8 | 1 2 3/4 5 6/0 7 8");
    key(&mut a, KeyCode::Enter);
    let s = screen(&a, 80, 24);
    assert!(s.contains("goal 1 2 3/4 5 6/0 7 8"), "{s}");
    key(&mut a, KeyCode::Char('?'));
    let s = screen(&a, 80, 24);
    assert!(s.contains("goal shown in the title"), "{s}");
    // n then g: back to the standard goal with a new game.
    key(&mut a, KeyCode::Esc);
    key(&mut a, KeyCode::Char('n'));
    key(&mut a, KeyCode::Char('g'));
    settle(&mut a);
    let v = a.ctrl.as_ref().unwrap().view();
    assert!(!v.custom_goal && !v.solved, "{v:?}");
}

#[test]
fn the_rings_are_drawn_as_rings_with_their_pieces_on_them() {
    let a = app("rings", "low", memory());
    let s = screen(&a, 80, 24);
    // The five rings and the disk in braille, the 35 pieces' letters on them.
    let braille = s
        .chars()
        .filter(|c| ('\u{2801}'..='\u{28ff}').contains(c))
        .count();
    assert!(braille > 150, "{braille} braille cells:\n{s}");
    let pieces = s
        .lines()
        .skip(1)
        .take(19)
        .flat_map(|l| l.chars())
        .filter(|c| "KBGOR".contains(*c))
        .count();
    assert_eq!(pieces, 35, "{s}");
}

#[test]
fn the_help_box_leaves_nothing_beside_it() {
    for p in ["cube", "rings", "sliding"] {
        let mut a = app(p, if p == "rings" { "low" } else { "easy" }, memory());
        key(&mut a, KeyCode::Char('?'));
        let s = screen(&a, 80, 24);
        for line in s
            .lines()
            .filter(|l| l.contains('│') || l.contains('┌') || l.contains('└'))
        {
            let first = line.find(['│', '┌', '└']).unwrap();
            let last = line.rfind(['│', '┐', '┘']).unwrap();
            let outside = format!("{}{}", &line[..first], &line[last + '│'.len_utf8()..]);
            assert!(outside.trim().is_empty(), "{p}: {line:?}\n{s}");
        }
    }
}

#[test]
fn a_methods_step_is_shown_whole_and_counts_read_right() {
    let mut a = app("cube", "easy", memory());
    key(&mut a, KeyCode::Char('P'));
    settle(&mut a);
    a.tick();
    let v = a.ctrl.as_ref().unwrap().view();
    let step = v
        .demo
        .as_ref()
        .and_then(|d| d.step.clone())
        .expect("a method's step");
    let s = screen(&a, 80, 24);
    assert!(
        s.contains(&step),
        "{step:?} not whole on an 80-column screen:\n{s}"
    );
    assert!(!s.contains(" 1 moves") && !s.contains(" 1 hints"), "{s}");
}

/// The Latin words of a screen that are neither keys nor notation nor names kept as they
/// are (puzzlebox, Kociemba).
fn english_on(screen: &str) -> Vec<String> {
    const KEPT: &[&str] = &[
        "puzzlebox",
        "Kociemba",
        "Tab",
        "Esc",
        "Home",
        "shift",
        "urfdlb",
        "URFDLB",
        "KBGOR",
        "MB",
        "start",
        "goal",
        "ms",
    ];
    let mut out: Vec<String> = screen
        .split(|c: char| !c.is_ascii_alphabetic())
        // Single letters are keys, moves and colours; a hint is a move in notation.
        .filter(|w| w.len() > 1 && !KEPT.contains(w))
        .map(str::to_string)
        .collect();
    out.dedup();
    out
}

#[test]
fn the_terminal_speaks_chinese_on_every_screen() {
    use frontend::lang::{in_lang, Lang};
    in_lang(Lang::Zh, || {
        let mut seen = Vec::new();
        let mut look = |a: &App, what: &str| {
            let s = screen(a, 100, 30);
            let left = english_on(&s);
            assert!(left.is_empty(), "{what}: {left:?} left in\n{s}");
            seen.push(s);
        };
        let menu = menu(memory(), None, 1, &ManualClock::new());
        look(&menu, "menu");
        for puzzle in ["sliding", "cube", "rings"] {
            let level = if puzzle == "rings" { "low" } else { "easy" };
            let mut a = app(puzzle, level, memory());
            look(&a, "playing");
            key(&mut a, KeyCode::Char('h'));
            settle(&mut a);
            look(&a, "a hint");
            key(&mut a, KeyCode::Char('?'));
            look(&a, "help");
            key(&mut a, KeyCode::Esc);
            key(&mut a, KeyCode::Char('n'));
            look(&a, "levels");
            key(&mut a, KeyCode::Esc);
            key(&mut a, KeyCode::Char('e'));
            keys(&mut a, "x");
            key(&mut a, KeyCode::Enter);
            look(&a, "a refused position");
            key(&mut a, KeyCode::Esc);
            key(&mut a, KeyCode::Char(':'));
            look(&a, "the moves prompt");
            key(&mut a, KeyCode::Esc);
            key(
                &mut a,
                KeyCode::Char(if puzzle == "sliding" { 'p' } else { 'P' }),
            );
            settle(&mut a);
            a.tick();
            look(&a, "a demonstration");
        }
        // The method's step, named in Chinese (a wide character's second cell is blank).
        let said = |w: &str| seen.iter().any(|s| s.replace(' ', "").contains(w));
        assert!(said("初级入门法：第"), "{seen:?}");
        assert!(said("经典方法：第1步") && said("规则与按键"), "{seen:?}");
    });
}

#[test]
fn the_menus_timer_times_a_real_puzzle_with_space_and_draws_its_session() {
    let clock = ManualClock::new();
    let mut a = menu(memory(), None, 3, &clock);
    // `t` on the 3×3 tiles: their timer, with a board to set up.
    key(&mut a, KeyCode::Char('t'));
    assert_eq!(a.screen, Screen::Timer);
    let s = screen(&a, 80, 30);
    assert!(s.contains("Timer · Sliding tiles 3×3 (timer)"), "{s}");
    assert!(s.contains("Scramble: "), "{s}");
    // Space starts, any key stops: the solve goes into the session.
    key(&mut a, KeyCode::Char(' '));
    assert!(matches!(
        a.practice.as_ref().unwrap().phase(),
        practice::timer::Phase::Running { .. }
    ));
    clock.advance(Duration::from_millis(1_230));
    key(&mut a, KeyCode::Char('x'));
    assert_eq!(
        a.practice.as_ref().unwrap().phase(),
        practice::timer::Phase::Idle
    );
    let (stats, times) = a.practice_stats.clone().unwrap();
    assert_eq!(stats.solves, 1);
    assert_eq!(times, [1_230], "the time between the keys, on the clock");
    // Inspection on: Space begins it, and the display counts down from 15.
    key(&mut a, KeyCode::Char('i'));
    key(&mut a, KeyCode::Char(' '));
    assert!(matches!(
        a.practice.as_ref().unwrap().phase(),
        practice::timer::Phase::Inspecting { .. }
    ));
    let s = screen(&a, 80, 30);
    assert!(s.contains("    15"), "{s}");
    assert!(
        s.contains("the last 1 times") || s.contains("the last 1 time"),
        "{s}"
    );
    key(&mut a, KeyCode::Esc);
    key(&mut a, KeyCode::Char('q'));
    assert_eq!(a.screen, Screen::Menu { selected: 0 });
}

#[test]
fn the_menus_r_replays_the_last_solve_at_2x_with_its_stages() {
    let store = memory();
    let export: store::Export =
        serde_json::from_str(include_str!("../../puzzlebox/tests/data/cfop-solve.json")).unwrap();
    store.import(&export).unwrap();
    let clock = ManualClock::new();
    let mut a = menu(store, None, 3, &clock);
    key(&mut a, KeyCode::Char('r'));
    assert_eq!(a.screen, Screen::Replay);
    let s = screen(&a, 100, 40);
    assert!(s.contains("Replay · Rubik's cube"), "{s}");
    assert!(s.contains("⏸ 0.00 / 10.97 · 1× · action 0 of 43"), "{s}");
    assert!(s.contains("yellow cross") && s.contains("PLL"), "{s}");
    // 2×, then play: at half the solve's time on the clock, the end, solved.
    key(&mut a, KeyCode::Char('+'));
    key(&mut a, KeyCode::Char(' '));
    pass(&mut a, &clock, 10_970 / 2 + 100);
    let s = screen(&a, 100, 40);
    assert!(s.contains("⏸ 10.97 / 10.97 · 2× · action 43 of 43"), "{s}");
    assert!(a.replay.as_ref().unwrap().frame().is_some());
    // A step back, then q leaves for the menu.
    key(&mut a, KeyCode::Left);
    assert!(screen(&a, 100, 40).contains("action 42 of 43"));
    key(&mut a, KeyCode::Char('q'));
    assert_eq!(a.screen, Screen::Menu { selected: 0 });
}

/// The terminal cells a rendered line takes up to its last non-blank (a wide character's
/// second cell is blank in the buffer, so the count is by cells, not characters).
fn used_cells(line: &str) -> usize {
    line.trim_end().chars().count()
}

#[test]
fn the_timers_inspection_calls_8_and_12_seconds() {
    for lang in [frontend::lang::Lang::En, frontend::lang::Lang::Zh] {
        frontend::lang::in_lang(lang, || {
            let clock = ManualClock::new();
            let mut a = menu(memory(), None, 3, &clock);
            key(&mut a, KeyCode::Char('t'));
            key(&mut a, KeyCode::Char('i'));
            key(&mut a, KeyCode::Char(' '));
            assert!(matches!(
                a.practice.as_ref().unwrap().phase(),
                practice::timer::Phase::Inspecting { .. }
            ));
            // Compared without spaces: a wide character's second cell is a blank.
            let said = |secs: u64| {
                let m = messages::Message::new("practice-alert")
                    .arg("secs", secs)
                    .text(lang);
                m.replace(' ', "")
            };
            let shown = |a: &App| screen(a, 80, 24).replace(' ', "");
            assert!(!shown(&a).contains(&said(8)));
            pass(&mut a, &clock, 8_100);
            assert!(shown(&a).contains(&said(8)), "{}", screen(&a, 80, 24));
            pass(&mut a, &clock, 4_000);
            let s = shown(&a);
            assert!(s.contains(&said(12)) && !s.contains(&said(8)), "{s}");
        });
    }
}

#[test]
fn the_solved_line_is_whole_at_80_columns_in_both_languages() {
    for lang in [frontend::lang::Lang::En, frontend::lang::Lang::Zh] {
        frontend::lang::in_lang(lang, || {
            // A hint and a demonstration taken: the line says the solve is assisted, and
            // still ends whole.
            let clock = ManualClock::new();
            let mut a = app_on("sliding", "easy", memory(), &clock);
            key(&mut a, KeyCode::Char('h'));
            settle(&mut a);
            key(&mut a, KeyCode::Char('p'));
            settle(&mut a);
            for _ in 0..200 {
                if a.ctrl.as_ref().unwrap().view().solved {
                    break;
                }
                pass(&mut a, &clock, 2_000);
            }
            assert!(a.ctrl.as_ref().unwrap().view().solved);
            let s = screen(&a, 80, 24);
            let next = messages::Message::new("tui-solved-next").text(lang);
            let tail: String = next
                .trim()
                .chars()
                .rev()
                .take(6)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            assert!(
                s.replace(' ', "").contains(&tail.replace(' ', "")),
                "{tail:?} cut off:\n{s}"
            );
            for line in s.lines() {
                assert!(used_cells(line) <= 80, "{line}");
            }
        });
    }
}

#[test]
fn the_replays_stage_table_lines_up_in_chinese() {
    frontend::lang::in_lang(frontend::lang::Lang::Zh, || {
        let store = memory();
        let export: store::Export =
            serde_json::from_str(include_str!("../../puzzlebox/tests/data/cfop-solve.json"))
                .unwrap();
        store.import(&export).unwrap();
        let clock = ManualClock::new();
        let mut a = menu(store, None, 3, &clock);
        key(&mut a, KeyCode::Char('r'));
        let s = screen(&a, 100, 40);
        // Each stage's row: its count column (right-aligned) ends in the same cell on every
        // row (a wide character's second cell is a blank in the buffer).
        let rows: Vec<&str> = s
            .lines()
            .filter(|l| l.starts_with("  ") && l.contains('.'))
            .collect();
        assert!(rows.len() >= 4, "{s}");
        let at = |l: &str| {
            let cells: Vec<char> = l.chars().collect();
            let start =
                (28..cells.len()).find(|&i| cells[i].is_ascii_digit() && cells[i - 1] == ' ')?;
            (start..cells.len()).find(|&i| !cells[i].is_ascii_digit())
        };
        let first = at(rows[0]);
        for r in &rows {
            assert_eq!(at(r), first, "out of line:\n{s}");
        }
    });
}

/// A timer open on the 3×3 tiles with `n` solves timed: 10.00 s, 10.10 s, … on the clock.
fn timer_with_solves(n: u64, clock: &Arc<ManualClock>) -> App {
    let mut a = menu(memory(), None, 3, clock);
    a.size = (80, 24);
    key(&mut a, KeyCode::Char('t'));
    for i in 0..n {
        key(&mut a, KeyCode::Char(' '));
        clock.advance(Duration::from_millis(10_000 + 100 * (i % 7)));
        key(&mut a, KeyCode::Char('x'));
    }
    a
}

#[test]
fn the_timers_solves_are_listed_a_page_at_a_time_within_80_columns() {
    for lang in [frontend::lang::Lang::En, frontend::lang::Lang::Zh] {
        frontend::lang::in_lang(lang, || {
            let clock = ManualClock::new();
            let mut a = timer_with_solves(25, &clock);
            key(&mut a, KeyCode::Char('l'));
            assert_eq!(a.screen, Screen::Solves);
            let per = a.solves_per_page();
            assert_eq!(per, 17, "the rows an 80×24 terminal has");
            let numbers = |s: &str| -> Vec<usize> {
                s.lines()
                    .filter_map(|l| l.split_whitespace().next()?.parse().ok())
                    .collect()
            };
            let s = screen(&a, 80, 24);
            let shown = numbers(&s);
            assert_eq!(shown.first(), Some(&25), "the newest first:\n{s}");
            assert_eq!(shown.len(), per, "{s}");
            for line in s.lines() {
                assert!(used_cells(line) <= 80, "{line}");
            }
            let header = messages::Message::new("cli-solves-col-comment").text(lang);
            assert!(s.replace(' ', "").contains(&header.replace(' ', "")), "{s}");
            // Older: the rest; Home: back to the newest; Esc: the timer.
            key(&mut a, KeyCode::Down);
            let s = screen(&a, 80, 24);
            assert_eq!(numbers(&s), (1..=8).rev().collect::<Vec<_>>(), "{s}");
            key(&mut a, KeyCode::Down);
            assert_eq!(
                a.practice_page.as_ref().unwrap().offset,
                per,
                "no page past the last"
            );
            key(&mut a, KeyCode::Home);
            assert_eq!(a.practice_page.as_ref().unwrap().offset, 0);
            key(&mut a, KeyCode::Esc);
            assert_eq!(a.screen, Screen::Timer);
        });
    }
}

#[test]
fn the_timers_history_shows_each_best_as_it_fell_and_the_days() {
    for lang in [frontend::lang::Lang::En, frontend::lang::Lang::Zh] {
        frontend::lang::in_lang(lang, || {
            let clock = ManualClock::new();
            let mut a = timer_with_solves(12, &clock);
            key(&mut a, KeyCode::Char('h'));
            assert_eq!(a.screen, Screen::History);
            let h = a.practice_history.clone().unwrap();
            // 10.00 is the first single and never beaten (10.10, … 10.60 follow).
            assert_eq!(h.bests[0].steps.len(), 1);
            assert_eq!(h.days.iter().map(|d| d.solves).sum::<u64>(), 12);
            let s = screen(&a, 80, 24);
            let flat = s.replace(' ', "");
            let heading = messages::Message::new("history-bests").text(lang);
            assert!(flat.contains(&heading.replace(' ', "")), "{s}");
            let single = messages::Message::new("figure-single").text(lang);
            assert!(flat.contains(&format!("{single}10.00")), "{s}");
            assert!(flat.contains("ao5") && flat.contains("ao12"), "{s}");
            for line in s.lines() {
                assert!(used_cells(line) <= 80, "{line}");
            }
            key(&mut a, KeyCode::Esc);
            assert_eq!(a.screen, Screen::Timer);
        });
    }
}
