//! The 2×2×2 in the terminal: its net (U above, L F R B in a row, D below), face turns on
//! their letters (shifted: anticlockwise), rotations on the arrows; Space demonstrates.

use crossterm::event::{KeyCode, KeyEvent};
use door::Door;
use frontend::lang::{say as ta, text};
use game::{Action, PuzzleKind};
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::cube::CUBE_COLOURS as COLOURS;
use super::PromptKind;
use super::{Board, Face, Marks};

/// The 2×2×2's face.
pub struct Cube2;

/// Sticker `i`'s cell in the 8×6 net, in sticker units.
pub fn net_cell(i: usize) -> (u16, u16) {
    let (face, k) = (i / 4, i % 4);
    let (r, c) = ((k / 2) as u16, (k % 2) as u16);
    let (bx, by) = match face {
        0 => (2, 0),
        1 => (4, 2),
        2 => (2, 2),
        3 => (2, 4),
        4 => (0, 2),
        _ => (6, 2),
    };
    (bx + c, by + r)
}

impl Face for Cube2 {
    fn kind(&self) -> PuzzleKind {
        cube::PocketCube::NAMES.kind()
    }

    fn draw(&self, f: &mut Frame, area: Rect, board: &Board) -> bool {
        let Some(v) = board.view.get::<cube::PocketView>() else {
            return true;
        };
        let colours: Vec<usize> = v
            .stickers
            .chars()
            .map(|c| "URFDLB".find(c).unwrap_or(0))
            .collect();
        if colours.len() != 24 {
            return true;
        }
        let cells = board.hint.map(|h| h.cells.as_slice()).unwrap_or(&[]);
        let (sw, sh) = if area.width >= 8 * 6 && area.height > 6 * 3 {
            (6u16, 3u16)
        } else {
            (4, 2)
        };
        if area.width < 8 * sw || area.height < 6 * sh {
            return false;
        }
        let x0 = area.x + (area.width - 8 * sw) / 2;
        let y0 = area.y + (area.height - 6 * sh - 1) / 2;
        for i in 0..24 {
            let (c, r) = net_cell(i);
            let rect = Rect::new(x0 + c * sw, y0 + r * sh, sw - 1, sh - 1);
            let mut lines = vec![Line::from(""); rect.height as usize];
            if cells.contains(&i) {
                lines[(rect.height as usize - 1) / 2] = Line::from("◆");
            }
            f.render_widget(
                Paragraph::new(lines)
                    .alignment(Alignment::Center)
                    .style(Style::default().bg(COLOURS[colours[i]]).fg(Color::Black)),
                rect,
            );
        }
        if let Some(h) = board.hint {
            let label = ta("tui-hint", &[("move", text(h.next.as_str()))]);
            let ly = (y0 + 6 * sh).min(area.y + area.height - 1);
            f.render_widget(Paragraph::new(label), Rect::new(x0, ly, 8 * sw, 1));
        }
        true
    }

    fn key(&self, key: KeyEvent, _marks: &mut Marks) -> Option<Action> {
        let m: String = match key.code {
            KeyCode::Char(c) if "urfdlbURFDLB".contains(c) => {
                let face = c.to_ascii_uppercase();
                if c.is_ascii_uppercase() {
                    format!("{face}'")
                } else {
                    face.to_string()
                }
            }
            KeyCode::Up => "x".into(),
            KeyCode::Down => "x'".into(),
            KeyCode::Left => "y".into(),
            KeyCode::Right => "y'".into(),
            _ => return None,
        };
        Some(Action::Move { moves: m })
    }

    fn key_bars(&self) -> [&'static str; 3] {
        ["tui-keys-cube2-1", "tui-keys-cube2-2", "tui-keys-cube-3"]
    }

    fn prompt(&self, kind: PromptKind) -> &'static str {
        match kind {
            PromptKind::Moves => "tui-prompt-moves-cube2",
            PromptKind::Position => "tui-prompt-position-cube2",
        }
    }

    fn rules(&self, _custom_goal: bool) -> &'static str {
        "tui-help-cube2"
    }
}
