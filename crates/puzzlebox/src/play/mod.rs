//! `puzzlebox play`: the terminal game. [`app`] holds the state and its updates,
//! [`render`] draws it, [`layout`] is the geometry both share; this module runs the loop:
//! read keys and the mouse, tick the clock, draw. The UI thread only does that; solvers
//! and table builds run on worker threads.

pub mod app;
pub mod bench;
pub mod layout;
pub mod render;
#[cfg(test)]
pub(crate) mod tests;

use std::collections::HashMap;
use std::io::{self, Stdout};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

use crate::cli::PlayArgs;
use app::{App, Choice};
use game::controller::lock;
use game::{PuzzleKind, SharedStore, SolverTables, TableLoader};

/// The table loader the games use: the same cache as the command line, with build
/// progress routed to the game (never printed over its screen). Tables once loaded are
/// shared by every game of the process (a server holds many games, one copy of each table).
pub fn loader() -> TableLoader {
    type Loaded = HashMap<(PuzzleKind, String), Option<SolverTables>>;
    static LOADED: OnceLock<Mutex<Loaded>> = OnceLock::new();
    Arc::new(|puzzle: PuzzleKind, variant: &str, progress| {
        let loaded = LOADED.get_or_init(Default::default);
        let key = (puzzle, variant.to_string());
        if let Some(t) = lock(loaded).get(&key) {
            return Ok(t.clone());
        }
        let t = crate::cache::with_progress(progress, || match puzzle {
            PuzzleKind::Sliding => crate::sliding_cmd::game_tables(variant),
            PuzzleKind::Cube => crate::cube_cmd::game_tables(),
            PuzzleKind::Rings => crate::rings_cmd::game_tables(),
        })?;
        lock(loaded).insert(key, t.clone());
        Ok(t)
    })
}

/// The menu's puzzles: the tiles at `size` first (with the other common sizes), then the
/// cube and the rings.
pub fn choices(size: Option<(usize, usize)>) -> Result<Vec<Choice>> {
    let mut sizes = vec![(3, 3), (4, 4), (5, 5)];
    if let Some(s) = size {
        sizes.retain(|&x| x != s);
        sizes.insert(0, s);
    }
    let mut out = Vec::new();
    for (w, h) in sizes {
        out.push(Choice {
            puzzle: PuzzleKind::Sliding,
            variant: if (w, h) == (3, 3) {
                String::new()
            } else {
                sliding::Board::solved(w, h)?.to_string()
            },
            label: format!("sliding tiles {w}x{h}"),
        });
    }
    for p in [PuzzleKind::Cube, PuzzleKind::Rings] {
        out.push(Choice {
            puzzle: p,
            variant: String::new(),
            label: p.title().to_string(),
        });
    }
    Ok(out)
}

type Term = Terminal<CrosstermBackend<Stdout>>;

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, DisableMouseCapture);
}

/// Checks the command line before the screen opens: a bad size or level is refused with
/// the valid choices (exit code 2, like every bad command line).
pub fn check_args(args: &PlayArgs) -> Result<Option<(usize, usize)>> {
    let size = match args.size.as_deref() {
        Some(s) => {
            if args.puzzle.is_some_and(|p| p.kind() != PuzzleKind::Sliding) {
                return Err(crate::Failure::Usage(format!(
                    "--size is for the tiles; the {} has one size",
                    args.puzzle.map(|p| p.kind().title()).unwrap_or_default()
                ))
                .into());
            }
            let (w, h) = sliding::parse_size(s)
                .map_err(|e| crate::Failure::Usage(format!("--size {s:?}: {e}")))?;
            sliding::Board::solved(w, h)
                .map_err(|e| crate::Failure::Usage(format!("--size {s:?}: {e}")))?;
            Some((w, h))
        }
        None => None,
    };
    if let Some(level) = &args.level {
        let Some(p) = args.puzzle else {
            return Err(crate::Failure::Usage(
                "--level needs a puzzle: play sliding|cube|rings --level …".into(),
            )
            .into());
        };
        let variant = match (p.kind(), size) {
            (PuzzleKind::Sliding, Some((w, h))) => sliding::Board::solved(w, h)?.to_string(),
            _ => String::new(),
        };
        let session = game::new_session(p.kind().name(), &variant)?;
        let names = session.level_names();
        if !names.iter().any(|n| n == level) && level.parse::<game::Level>().is_err() {
            return Err(crate::Failure::Usage(format!(
                "unknown level {level:?} for the {}: the levels are {}, or `moves N`, `distance N`",
                p.kind().title(),
                names.join(", ")
            ))
            .into());
        }
    }
    Ok(size)
}

/// Runs the game until the player quits.
pub fn run(args: PlayArgs) -> Result<()> {
    let size = check_args(&args)?;
    let store = crate::data::open_store()?;
    let store: SharedStore = Arc::new(Mutex::new(store));
    let choices = choices(size)?;
    let start = args.puzzle.map(|p| {
        let kind = p.kind();
        choices
            .iter()
            .find(|c| c.puzzle == kind)
            .cloned()
            .unwrap_or(Choice {
                puzzle: kind,
                variant: String::new(),
                label: kind.title().to_string(),
            })
    });
    let mut app = App::new(Some(store), choices, start, args.level, args.seed, loader());
    enable_raw_mode().context("this command needs a terminal")?;
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        hook(info);
    }));
    execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
    let mut terminal: Term = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    let result = event_loop(&mut terminal, &mut app);
    restore_terminal();
    result
}

fn event_loop(terminal: &mut Term, app: &mut App) -> Result<()> {
    let frame = Duration::from_millis(40);
    while !app.quit {
        app.tick(Instant::now());
        let size = terminal.size()?;
        app.size = (size.width, size.height);
        terminal.draw(|f| render::render(app, f))?;
        if event::poll(frame)? {
            match event::read()? {
                Event::Key(k) if k.kind == event::KeyEventKind::Press => app.on_key(k),
                Event::Mouse(m) => app.on_mouse(m),
                _ => {}
            }
        }
    }
    Ok(())
}
