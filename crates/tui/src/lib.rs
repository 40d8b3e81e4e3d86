//! The terminal game, `puzzlebox play` (ratatui, Elm-style): [`app`] holds the state and
//! its updates, [`render`] draws it ([`sheets`]: the timer's solves and history as text),
//! [`layout`] is the geometry both share; this module runs
//! the loop: read keys and the mouse, tick the clock, draw. The UI thread only does that;
//! solvers and table builds run on worker threads, in the game controller.

pub mod app;
pub mod faces;
pub mod layout;
pub mod render;
pub mod sheets;
#[cfg(test)]
mod tests;

use std::io::{self, Stdout};
use std::sync::Arc;
use std::time::Duration;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

use app::{App, Choice, Host};
use frontend::{Error, IoAction};
use game::{PuzzleKind, Puzzles, Variant};
use messages::Message;
use search::tables::TableSource;

/// How the game starts (the command line's `play` options, checked there).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The puzzle to open (the menu when none).
    pub puzzle: Option<PuzzleKind>,
    /// The variant's size (the tiles': `4x4`; 3×3 by default), as its key.
    pub size: Option<String>,
    /// The level of the first new game.
    pub level: Option<String>,
    /// The seed of the scrambles (random when none).
    pub seed: Option<u64>,
}

/// The tables every game uses: the process's table store (the command line's cache), its
/// builds reported only in the games' status lines.
pub fn tables() -> Result<Arc<dyn TableSource>, Error> {
    frontend::cache::quiet();
    Ok(frontend::cache::source()?)
}

/// The menu's puzzles, in the puzzles' order, each as its face offers it (the tiles at
/// `size` first, with the other common sizes).
pub fn choices(puzzles: &Puzzles, size: Option<&str>) -> Vec<Choice> {
    let mut out = Vec::new();
    for p in puzzles.all() {
        let variants = match faces::face(p.kind()) {
            Some(face) => face.menu(p, size),
            None => vec![p.clone()],
        };
        out.extend(variants.into_iter().map(|variant| Choice { variant }));
    }
    out
}

type Term = Terminal<CrosstermBackend<Stdout>>;

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, DisableMouseCapture);
}

/// The game a puzzle names, of `size` where it has sizes (else its standard game).
pub fn variant_of(puzzles: &Puzzles, p: PuzzleKind, size: Option<&str>) -> Option<Variant> {
    let standard = puzzles.find(p).ok()?;
    Some(match size {
        Some(s) => standard.of_size(s).unwrap_or_else(|_| standard.clone()),
        None => standard.clone(),
    })
}

/// Runs the game until the player quits.
pub fn run(args: Options) -> Result<(), Error> {
    let puzzles = frontend::puzzles();
    let host = Host {
        store: Some(frontend::saved::open_store()?),
        puzzles: puzzles.clone(),
        tables: tables()?,
        executor: frontend::host::threads(),
        clock: search::clock::system(),
    };
    let choices = choices(&puzzles, args.size.as_deref());
    let start = args
        .puzzle
        .and_then(|p| variant_of(&puzzles, p, args.size.as_deref()))
        .map(|variant| Choice { variant });
    let mut app = App::new(host, choices, start, args.level, args.seed);
    enable_raw_mode().map_err(|_| Error::NeedsTerminal)?;
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        hook(info);
    }));
    let io = |e| IoAction::Write.on_the(Message::new("io-the-terminal"))(e);
    execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture).map_err(io)?;
    let result = Terminal::new(CrosstermBackend::new(io::stdout()))
        .and_then(|mut terminal| event_loop(&mut terminal, &mut app));
    restore_terminal();
    result.map_err(io)
}

fn event_loop(terminal: &mut Term, app: &mut App) -> io::Result<()> {
    let frame = Duration::from_millis(40);
    while !app.quit {
        app.tick();
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
