//! The cube in the terminal: its net and a perspective view of U, F and R, its layer marker
//! (Tab moves it, Space turns the marked layer), face turns on their letters (shifted:
//! anticlockwise) and rotations on the arrows.

use crossterm::event::{KeyCode, KeyEvent};
use door::Door;
use frontend::lang::{say as ta, text};
use game::{Action, PuzzleKind, Variant};
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::PromptKind;
use super::{Board, Face, Marks};

/// The cube's face.
pub struct Cube;

/// The layers the cube's marker visits, as moves that turn them clockwise.
pub const MARKER_LAYERS: [&str; 9] = ["U", "E'", "D'", "L", "M", "R'", "F", "S", "B'"];

/// Standard colours, in Kociemba's face order U R F D L B.
pub(super) const CUBE_COLOURS: [Color; 6] = [
    Color::White,
    Color::Red,
    Color::Green,
    Color::Yellow,
    Color::Rgb(255, 140, 0),
    Color::Blue,
];

/// Sticker positions of the unfolded net (U above, L F R B in a row, D below), in sticker
/// units: (column, row) of each of the 54 stickers in Kociemba's order.
pub fn net_cell(i: usize) -> (u16, u16) {
    let (face, k) = (i / 9, i % 9);
    let (r, c) = ((k / 3) as u16, (k % 3) as u16);
    // Face order U R F D L B; their blocks in the 12x9 net.
    let (bx, by) = match face {
        0 => (3, 0),
        1 => (6, 3),
        2 => (3, 3),
        3 => (3, 6),
        4 => (0, 3),
        _ => (9, 3),
    };
    (bx + c, by + r)
}

/// The perspective view of U, F and R: for each sticker shown, the sticker index and its
/// cell (x, y, width, height) in a 18x9 character box. F is seen face on; U recedes up and
/// to the right; R recedes to the right and up.
pub fn perspective_cells() -> Vec<(usize, u16, u16, u16, u16)> {
    let mut out = Vec::new();
    // F: stickers 18..27, each 4 wide and 2 tall, below the top face.
    for k in 0..9u16 {
        let (r, c) = (k / 3, k % 3);
        out.push((18 + k as usize, c * 4, 3 + r * 2, 4, 2));
    }
    // U: row r (0 = back) sits at height r and shifts right by 2 per step back.
    for k in 0..9u16 {
        let (r, c) = (k / 3, k % 3);
        out.push((k as usize, 2 + (2 - r) * 2 + c * 4, r, 4, 1));
    }
    // R: column c (0 = next to F) shifts right by 2 and up by 1 per step back.
    for k in 0..9u16 {
        let (r, c) = (k / 3, k % 3);
        out.push((9 + k as usize, 12 + c * 2, 3 + r * 2 - c, 2, 2));
    }
    out
}

impl Face for Cube {
    fn kind(&self) -> PuzzleKind {
        cube::Cube::NAMES.kind()
    }

    fn draw(&self, f: &mut Frame, area: Rect, board: &Board) -> bool {
        let Some(v) = board.view.get::<cube::CubeView>() else {
            return true;
        };
        let colours: Vec<usize> = v
            .stickers
            .chars()
            .map(|c| "URFDLB".find(c).unwrap_or(0))
            .collect();
        if colours.len() != 54 {
            return true;
        }
        // Stickers to mark: those the hinted move (else the marked layer) turns.
        let layer = MARKER_LAYERS[board.marks.layer % MARKER_LAYERS.len()];
        let marked = match board.hint {
            Some(_) => Vec::new(),
            None => (board.cells_of)(layer),
        };
        let (cells, mark_char) = match board.hint {
            Some(h) => (h.cells.as_slice(), '◆'),
            None => (marked.as_slice(), '·'),
        };
        let marks: Vec<bool> = (0..54).map(|i| cells.contains(&i)).collect();
        let hint = board.hint.map(|h| h.next.as_str());
        // Scale: 4x2 stickers when they fit, else 2x1.
        let (sw, sh) = if area.width >= 12 * 4 + 2 + 20 && area.height >= 9 * 2 {
            (4u16, 2u16)
        } else {
            (2, 1)
        };
        let need_w = 12 * sw + 4 + 18;
        if area.width < need_w || area.height < 9 * sh {
            return false;
        }
        let x0 = area.x + (area.width - need_w) / 2;
        let y0 = area.y + (area.height - 9 * sh) / 2;
        let sticker = |f: &mut Frame, r: Rect, i: usize| {
            let mut lines = vec![Line::from(""); r.height as usize];
            if marks[i] {
                lines[(r.height as usize - 1) / 2] = Line::from(mark_char.to_string());
            }
            f.render_widget(
                Paragraph::new(lines).alignment(Alignment::Center).style(
                    Style::default()
                        .bg(CUBE_COLOURS[colours[i]])
                        .fg(Color::Black),
                ),
                r,
            );
        };
        for i in 0..54 {
            let (c, r) = net_cell(i);
            let rect = Rect::new(
                x0 + c * sw,
                y0 + r * sh,
                // A one-cell gap between stickers, so neighbours of one colour can be counted.
                sw.saturating_sub(1).max(1),
                if sh > 1 { sh - 1 } else { sh },
            );
            sticker(f, rect, i);
        }
        let px = x0 + 12 * sw + 4;
        let py = area.y + (area.height.saturating_sub(9)) / 2;
        for (i, x, y, w, h) in perspective_cells() {
            sticker(f, Rect::new(px + x, py + y, w, h), i);
        }
        let label = match hint {
            Some(h) => ta("tui-hint", &[("move", text(h))]),
            None => ta("tui-marker", &[("layer", text(layer))]),
        };
        let ly = (py + 10).min(area.y + area.height - 1);
        f.render_widget(Paragraph::new(label), Rect::new(px, ly, 18, 1));
        if hint.is_none() && ly + 1 < area.y + area.height {
            // What the marker is for.
            f.render_widget(
                Paragraph::new(ta("tui-marker-keys", &[]))
                    .style(Style::default().fg(Color::DarkGray)),
                Rect::new(px, ly + 1, 23.min(area.x + area.width - px), 1),
            );
        }
        true
    }

    fn key(&self, key: KeyEvent, marks: &mut Marks) -> Option<Action> {
        let n = MARKER_LAYERS.len();
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
            KeyCode::Tab => {
                marks.layer = (marks.layer + 1) % n;
                return None;
            }
            KeyCode::BackTab => {
                marks.layer = (marks.layer + n - 1) % n;
                return None;
            }
            KeyCode::Char(' ') | KeyCode::Enter => MARKER_LAYERS[marks.layer % n].to_string(),
            _ => return None,
        };
        Some(Action::Move { moves: m })
    }

    fn space_demonstrates(&self) -> bool {
        false
    }

    fn key_bars(&self) -> [&'static str; 3] {
        ["tui-keys-cube-1", "tui-keys-cube-2", "tui-keys-cube-3"]
    }

    fn prompt(&self, kind: PromptKind) -> &'static str {
        match kind {
            PromptKind::Moves => "tui-prompt-moves-cube",
            PromptKind::Position => "tui-prompt-position-cube",
        }
    }

    fn rules(&self, _custom_goal: bool) -> &'static str {
        "tui-help-cube"
    }

    fn hold_note(&self, hold: &door::Hold) -> Option<String> {
        Some(match &hold.rotation {
            Some(r) => ta("cli-drill-last-layer", &[("hold", text(r))]),
            None => ta("cli-drill-cross", &[]),
        })
    }

    /// The cube, and first the trainer `size` names (`pll`, `cross:4`), if it names one.
    fn menu(&self, standard: &Variant, size: Option<&str>) -> Vec<Variant> {
        let trainer = size.and_then(|s| standard.of_size(s).ok());
        trainer.into_iter().chain([standard.clone()]).collect()
    }
}
