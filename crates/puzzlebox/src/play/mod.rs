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

use std::io::{self, Stdout};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::Result;
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

use crate::cli::PlayArgs;
use crate::failure::{Failure, Usage};
use app::{App, Choice};
use game::{PuzzleKind, SharedStore, Variant};
use search::tables::TableSource;

/// The tables every game uses: the process's table store (the command line's cache), its
/// builds reported only in the games' status lines.
pub fn tables() -> Result<Arc<dyn TableSource>> {
    crate::cache::quiet();
    Ok(crate::cache::source().map_err(Failure::from)?)
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
            variant: Variant::tiles(w, h).map_err(crate::failure::Failure::from)?,
        });
    }
    for v in [Variant::Cube, Variant::Rings] {
        out.push(Choice { variant: v });
    }
    Ok(out)
}

type Term = Terminal<CrosstermBackend<Stdout>>;

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, DisableMouseCapture);
}

/// Checks the command line before the screen opens: a bad size or level is refused with
/// the valid choices (exit code 2, like every bad command line). Returns the tiles' size.
pub fn check_args(args: &PlayArgs) -> Result<Option<(usize, usize)>> {
    let size = match args.size.as_deref() {
        Some(s) => {
            if let Some(p) = args.puzzle.filter(|&p| p != PuzzleKind::Sliding) {
                return Err(Failure::from(Usage::SizeForOnePuzzle { puzzle: p }).into());
            }
            let usage = |error| Usage::Size {
                text: s.to_string(),
                error,
            };
            let (w, h) = sliding::parse_size(s).map_err(|e| Failure::from(usage(e)))?;
            sliding::Board::solved(w, h).map_err(|e| Failure::from(usage(e)))?;
            Some((w, h))
        }
        None => None,
    };
    if let Some(level) = &args.level {
        let Some(p) = args.puzzle else {
            return Err(Failure::from(Usage::LevelNeedsPuzzle).into());
        };
        let variant = variant_of(p, size)?;
        let names = game::new_session(&variant).level_names();
        if !names.iter().any(|n| n == level) && level.parse::<game::Level>().is_err() {
            return Err(Failure::from(Usage::Level {
                puzzle: p,
                level: level.clone(),
                levels: names,
            })
            .into());
        }
    }
    Ok(size)
}

/// The game a puzzle names, the tiles at `size` (3x3 by default).
fn variant_of(p: PuzzleKind, size: Option<(usize, usize)>) -> Result<Variant> {
    Ok(match (p, size) {
        (PuzzleKind::Sliding, Some((w, h))) => {
            Variant::tiles(w, h).map_err(crate::failure::Failure::from)?
        }
        (p, _) => Variant::standard(p),
    })
}

/// Runs the game until the player quits.
pub fn run(args: PlayArgs) -> Result<()> {
    let size = check_args(&args)?;
    let store = crate::data::open_store()?;
    let store: SharedStore = Arc::new(Mutex::new(store));
    let choices = choices(size)?;
    let start = match args.puzzle {
        Some(p) => Some(Choice {
            variant: variant_of(p, size)?,
        }),
        None => None,
    };
    let mut app = App::new(
        Some(store),
        choices,
        start,
        args.level,
        args.seed,
        tables()?,
    );
    enable_raw_mode().map_err(|_| crate::failure::Failure::NeedsTerminal)?;
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
