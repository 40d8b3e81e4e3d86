//! The sliding tiles in the terminal: a grid of tiles (home ones green, the hinted one
//! yellow), the arrows sliding a tile the way they point, a click sliding the tile clicked.

use crossterm::event::{KeyCode, KeyEvent};
use door::Door;
use game::{Action, BoardView, PuzzleKind, Variant};
use messages::Message;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use ratatui::Frame;
use sliding::TilesView;

use super::PromptKind;
use super::{Board, Face, Marks};
use crate::layout::board_area;

/// The tiles' face.
pub struct Tiles;

/// The sizes the menu offers besides the one asked for.
const MENU_SIZES: [&str; 3] = ["3x3", "4x4", "5x5"];

/// The tile grid's geometry: top-left corner, tile width and height (with a one-cell gap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Left column.
    pub x: u16,
    /// Top row.
    pub y: u16,
    /// Tile width.
    pub tw: u16,
    /// Tile height.
    pub th: u16,
}

/// The tile grid for a board inside `area`, the largest tiles that fit (None if even the
/// smallest do not).
pub fn grid(area: Rect, w: usize, h: usize) -> Option<Grid> {
    let digits = (w * h - 1).to_string().len() as u16;
    for (tw, th) in [(digits + 5, 3), (digits + 3, 1), (digits + 1, 1)] {
        let (gw, gh) = (
            w as u16 * (tw + 1),
            h as u16 * (th + if th > 1 { 1 } else { 0 }),
        );
        if gw <= area.width && gh <= area.height {
            return Some(Grid {
                x: area.x + (area.width - gw) / 2,
                y: area.y + (area.height - gh) / 2,
                tw,
                th,
            });
        }
    }
    None
}

impl Grid {
    /// The rectangle of the tile at (column, row).
    pub fn cell(&self, col: usize, row: usize) -> Rect {
        let gap_y = if self.th > 1 { 1 } else { 0 };
        Rect::new(
            self.x + col as u16 * (self.tw + 1),
            self.y + row as u16 * (self.th + gap_y),
            self.tw,
            self.th,
        )
    }
}

/// The board cell under a screen position.
pub fn tile_at(screen: Rect, board: &TilesView, x: u16, y: u16) -> Option<usize> {
    tile_in(board_area(screen), board, x, y)
}

/// The board cell under a screen position, the board drawn in `area`.
pub fn tile_in(area: Rect, board: &TilesView, x: u16, y: u16) -> Option<usize> {
    let (w, h) = (board.width, board.height);
    let g = grid(area, w, h)?;
    (0..w * h).find(|&i| {
        let r = g.cell(i % w, i / w);
        x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
    })
}

/// The move that slides the tile in `cell` into the blank, if it is next to it.
pub fn slide_for(board: &TilesView, cell: usize) -> Option<&'static str> {
    let w = board.width;
    let blank = board.cells.iter().position(|&t| t == 0)?;
    let (bc, br, c, r) = (blank % w, blank / w, cell % w, cell / w);
    match (c as i64 - bc as i64, r as i64 - br as i64) {
        (0, 1) => Some("U"),
        (0, -1) => Some("D"),
        (1, 0) => Some("L"),
        (-1, 0) => Some("R"),
        _ => None,
    }
}

impl Face for Tiles {
    fn kind(&self) -> PuzzleKind {
        sliding::Tiles::NAMES.kind()
    }

    fn draw(&self, f: &mut Frame, area: Rect, board: &Board) -> bool {
        let Some(v) = board.view.get::<TilesView>() else {
            return true;
        };
        let (w, h) = (v.width, v.height);
        let Some(g) = grid(area, w, h) else {
            return false;
        };
        // The tile the hint would slide.
        let hinted = board.hint.and_then(|h| h.cells.first().copied());
        for (i, &t) in v.cells.iter().enumerate() {
            let r = g.cell(i % w, i / w);
            if t == 0 {
                continue;
            }
            let home = v.home.get(i) == Some(&true);
            let mut style = Style::default().fg(Color::Black).bg(if home {
                Color::LightGreen
            } else {
                Color::Gray
            });
            if hinted == Some(i) {
                style = style.bg(Color::Yellow).add_modifier(Modifier::BOLD);
            }
            let mut lines = vec![Line::from(""); r.height as usize];
            lines[r.height as usize / 2] = Line::from(t.to_string());
            f.render_widget(
                Paragraph::new(lines)
                    .alignment(Alignment::Center)
                    .style(style),
                r,
            );
        }
        true
    }

    /// The arrow is the direction the tile slides.
    fn key(&self, key: KeyEvent, _marks: &mut Marks) -> Option<Action> {
        let m = match key.code {
            KeyCode::Up => "U",
            KeyCode::Down => "D",
            KeyCode::Left => "L",
            KeyCode::Right => "R",
            _ => return None,
        };
        Some(Action::Move { moves: m.into() })
    }

    /// A tile next to the blank slides into it.
    fn click(
        &self,
        screen: Rect,
        board: &BoardView,
        (x, y): (u16, u16),
    ) -> Option<Result<String, Message>> {
        let v = board.get::<TilesView>()?;
        let cell = tile_at(screen, v, x, y)?;
        Some(match slide_for(v, cell) {
            Some(m) => Ok(m.to_string()),
            None => Err(Message::new("tui-only-next-to-blank")),
        })
    }

    fn key_bars(&self) -> [&'static str; 3] {
        [
            "tui-keys-sliding-1",
            "tui-keys-sliding-2",
            "tui-keys-sliding-3",
        ]
    }

    fn prompt(&self, kind: PromptKind) -> &'static str {
        match kind {
            PromptKind::Moves => "tui-prompt-moves-sliding",
            PromptKind::Position => "tui-prompt-position-sliding",
        }
    }

    fn rules(&self, custom_goal: bool) -> &'static str {
        match custom_goal {
            true => "tui-help-sliding-goal",
            false => "tui-help-sliding",
        }
    }

    /// The size asked for first, then the other common sizes.
    fn menu(&self, standard: &Variant, size: Option<&str>) -> Vec<Variant> {
        let mut sizes: Vec<&str> = MENU_SIZES.to_vec();
        if let Some(s) = size {
            sizes.retain(|&x| x != s);
            sizes.insert(0, s);
        }
        sizes
            .into_iter()
            .filter_map(|s| standard.of_size(s).ok())
            .collect()
    }
}
