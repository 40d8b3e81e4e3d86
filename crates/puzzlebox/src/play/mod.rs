//! `puzzlebox play`: the terminal game. [`app`] holds the state and its updates,
//! [`render`] draws it, [`layout`] is the geometry both share; this module runs the loop:
//! read keys and the mouse, tick the clock, draw. The UI thread only does that; solvers
//! and table builds run on worker threads.

pub mod app;
pub mod bench;
pub mod layout;
pub mod render;
#[cfg(test)]
mod tests;

use std::io::{self, Stdout};
use std::sync::Arc;
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
use app::{App, Choice, TableLoader};

/// The table loader the game uses: the same cache as the command line.
pub fn loader() -> TableLoader {
    Arc::new(|puzzle: &str, variant: &str| match puzzle {
        "sliding" => crate::sliding_cmd::game_tables(variant),
        "cube" => crate::cube_cmd::game_tables(),
        "rings" => crate::rings_cmd::game_tables(),
        _ => Ok(None),
    })
}

/// The menu's puzzles; the tiles at `size` (3x3 unless given).
pub fn choices(size: Option<&str>) -> Result<Vec<Choice>> {
    let variant = match size {
        Some(s) => {
            let (w, h) = sliding::parse_size(s)?;
            sliding::Board::solved(w, h)?.to_string()
        }
        None => String::new(),
    };
    Ok(vec![
        Choice {
            puzzle: "sliding".into(),
            variant,
        },
        Choice {
            puzzle: "cube".into(),
            variant: String::new(),
        },
        Choice {
            puzzle: "rings".into(),
            variant: String::new(),
        },
    ])
}

type Term = Terminal<CrosstermBackend<Stdout>>;

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, DisableMouseCapture);
}

/// Runs the game until the player quits.
pub fn run(args: PlayArgs) -> Result<()> {
    let store = crate::data::open_store()?;
    let choices = choices(args.size.as_deref())?;
    let start = args.puzzle.map(|p| {
        let name = p.name();
        choices
            .iter()
            .find(|c| c.puzzle == name)
            .cloned()
            .unwrap_or(Choice {
                puzzle: name.into(),
                variant: String::new(),
            })
    });
    let mut app = App::new(Some(store), choices, start, args.level, args.seed, loader());
    let loading = app.loading.clone();
    crate::cache::set_progress_hook(Arc::new(move |label: &str, done: u64, total: u64| {
        if let Ok(mut l) = loading.lock() {
            l.label = Some(label.to_string());
            l.done = done;
            l.total = total;
        }
    }));
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
