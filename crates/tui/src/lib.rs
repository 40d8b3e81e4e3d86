//! The terminal game, `puzzlebox play` (ratatui, Elm-style): [`app`] holds the state and
//! its updates, [`render`] draws it, [`layout`] is the geometry both share; this module runs
//! the loop: read keys and the mouse, tick the clock, draw. The UI thread only does that;
//! solvers and table builds run on worker threads, in the game controller.

pub mod app;
pub mod layout;
pub mod render;
#[cfg(test)]
mod tests;

use std::io::{self, Stdout};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

use app::{App, Choice};
use frontend::{Error, IoAction};
use game::{PuzzleKind, SharedStore, Variant};
use messages::Message;
use search::tables::TableSource;

/// How the game starts (the command line's `play` options, checked there).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The puzzle to open (the menu when none).
    pub puzzle: Option<PuzzleKind>,
    /// The tiles' size (3×3 by default).
    pub size: Option<(usize, usize)>,
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

/// The menu's puzzles: the tiles at `size` first (with the other common sizes), then the
/// cube and the rings.
pub fn choices(size: Option<(usize, usize)>) -> Vec<Choice> {
    let mut sizes = vec![(3, 3), (4, 4), (5, 5)];
    if let Some(s) = size {
        sizes.retain(|&x| x != s);
        sizes.insert(0, s);
    }
    let mut out = Vec::new();
    for (w, h) in sizes {
        // A size the command line checked (or a common one): always a board.
        if let Ok(variant) = Variant::tiles(w, h) {
            out.push(Choice { variant });
        }
    }
    for v in [Variant::Cube, Variant::Rings] {
        out.push(Choice { variant: v });
    }
    out
}

type Term = Terminal<CrosstermBackend<Stdout>>;

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, DisableMouseCapture);
}

/// The game a puzzle names, the tiles at `size` (3×3 by default).
pub fn variant_of(p: PuzzleKind, size: Option<(usize, usize)>) -> Variant {
    match (p, size) {
        (PuzzleKind::Sliding, Some((w, h))) => {
            Variant::tiles(w, h).unwrap_or_else(|_| Variant::standard(p))
        }
        (p, _) => Variant::standard(p),
    }
}

/// Runs the game until the player quits.
pub fn run(args: Options) -> Result<(), Error> {
    let store = frontend::saved::open_store()?;
    let store: SharedStore = Arc::new(Mutex::new(store));
    let choices = choices(args.size);
    let start = args.puzzle.map(|p| Choice {
        variant: variant_of(p, args.size),
    });
    let mut app = App::new(
        Some(store),
        choices,
        start,
        args.level,
        args.seed,
        tables()?,
    );
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
