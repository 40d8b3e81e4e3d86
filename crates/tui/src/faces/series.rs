//! Sliders' series in the terminal: the board being played drawn as the tiles' face draws
//! a board, with which board it is above it (and the next one's size); the same keys and
//! clicks as the tiles.

use crossterm::event::KeyEvent;
use door::Door;
use game::{Action, BoardView, PuzzleKind, Variant};
use messages::Message;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Paragraph;
use ratatui::Frame;
use sliding::{SeriesView, TilesView};

use super::tiles::{slide_for, tile_in, Tiles};
use super::{Board, Face, Marks, PromptKind};
use crate::layout::board_area;

/// The series' face.
pub struct Series;

/// The series the menu offers besides the one asked for.
const MENU_SERIES: [&str; 2] = ["relay:3x3,4x4,5x5", "marathon:4x4:10"];

/// The board being played as the tiles' view.
fn tiles_of(v: &SeriesView) -> TilesView {
    TilesView {
        width: v.width,
        height: v.height,
        cells: v.cells.clone(),
        home: v.home.clone(),
    }
}

/// What the line above the board says: which board, and the next one's size.
fn leg_line(v: &SeriesView) -> String {
    let which = Message::new("series-board-of")
        .arg("leg", v.leg)
        .arg("legs", v.legs);
    let mut line = frontend::lang::tell(&which);
    if !v.next.is_empty() {
        let next = &v.next;
        let next = Message::new("series-next").arg("next", next.replace('x', "×"));
        line = format!("{line} · {}", frontend::lang::tell(&next));
    }
    line
}

/// Where the board goes in its area: below the line that says which board it is.
fn below_line(area: Rect) -> Rect {
    Rect::new(
        area.x,
        area.y + 1,
        area.width,
        area.height.saturating_sub(1),
    )
}

impl Face for Series {
    fn kind(&self) -> PuzzleKind {
        sliding::Series::NAMES.kind()
    }

    fn draw(&self, f: &mut Frame, area: Rect, board: &Board) -> bool {
        let Some(v) = board.view.get::<SeriesView>() else {
            return true;
        };
        if area.height < 2 {
            return false;
        }
        let line = Rect::new(area.x, area.y, area.width, 1);
        let text = leg_line(v);
        f.render_widget(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .style(Style::default().add_modifier(Modifier::BOLD)),
            line,
        );
        let rest = below_line(area);
        let view = BoardView::new(tiles_of(v));
        let tiles = Board {
            view: &view,
            hint: board.hint,
            marks: board.marks,
            cells_of: board.cells_of,
        };
        Tiles.draw(f, rest, &tiles)
    }

    fn key(&self, key: KeyEvent, marks: &mut Marks) -> Option<Action> {
        Tiles.key(key, marks)
    }

    /// A tile next to the blank slides into it (the board drawn below its line).
    fn click(
        &self,
        screen: Rect,
        board: &BoardView,
        (x, y): (u16, u16),
    ) -> Option<Result<String, Message>> {
        let v = board.get::<SeriesView>()?;
        let tiles = tiles_of(v);
        let cell = tile_in(below_line(board_area(screen)), &tiles, x, y)?;
        Some(match slide_for(&tiles, cell) {
            Some(m) => Ok(m.to_string()),
            None => Err(Message::new("tui-only-next-to-blank")),
        })
    }

    fn key_bars(&self) -> [&'static str; 3] {
        Tiles.key_bars()
    }

    fn prompt(&self, kind: PromptKind) -> &'static str {
        match kind {
            PromptKind::Moves => "tui-prompt-moves-sliding",
            PromptKind::Position => "tui-prompt-position-series",
        }
    }

    fn rules(&self, _custom_goal: bool) -> &'static str {
        "tui-help-series"
    }

    /// The series asked for first, then the standard relay and marathon.
    fn menu(&self, standard: &Variant, size: Option<&str>) -> Vec<Variant> {
        let asked = size.and_then(|s| standard.of_size(s).ok());
        let mut out: Vec<Variant> = asked.into_iter().collect();
        for key in MENU_SERIES {
            if let Ok(v) = standard.of_size(key) {
                if !out.iter().any(|o| o.key() == v.key()) {
                    out.push(v);
                }
            }
        }
        out
    }
}
