//! The Five Rings in the terminal: the rings and the disk drawn as circles with their
//! pieces on them, a ring selected (its number, or 0 for the disk, or Tab), turned with the
//! arrows or `+` and `-`.

use crossterm::event::{KeyCode, KeyEvent};
use door::Door;
use frontend::lang::{say as ta, text};
use game::{Action, PuzzleKind};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::widgets::canvas::{Canvas, Points};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::PromptKind;
use super::{Board, Face, Marks};

/// The rings' face.
pub struct Rings;

/// The rings drawing's size in characters.
pub const RINGS_SIZE: (u16, u16) = (42, 19);

/// The rings' colours, in the order K B G O R.
const RING_COLOURS: [Color; 5] = [
    Color::DarkGray,
    Color::Blue,
    Color::Green,
    Color::Rgb(255, 140, 0),
    Color::Red,
];

/// Screen cells of the rings' pieces (per ring, per slot) and of each ring's centre.
pub type RingCells = ([[(u16, u16); 7]; 5], [(u16, u16); 5]);

/// Where the rings' pieces go: (ring 1–5, slot 0–6) → (column, row) in a box of
/// [`RINGS_SIZE`], and the centre of each ring. Ring 1 is at the top, the rings go
/// clockwise; each ring's slots go clockwise with slots 0 and 6 inside the central disk.
pub fn ring_cells() -> RingCells {
    let (cx, cy) = (RINGS_SIZE.0 as f64 / 2.0 - 1.0, RINGS_SIZE.1 as f64 / 2.0);
    let (big, small) = (6.0f64, 3.2f64);
    let mut cells = [[(0, 0); 7]; 5];
    let mut centres = [(0, 0); 5];
    for (i, ring) in cells.iter_mut().enumerate() {
        let a = (-90.0 + 72.0 * i as f64).to_radians();
        let (rx, ry) = (cx + 2.0 * big * a.cos(), cy + big * a.sin());
        centres[i] = (rx.round() as u16, ry.round() as u16);
        let inward = a + std::f64::consts::PI;
        for (j, cell) in ring.iter_mut().enumerate() {
            let b = inward
                + std::f64::consts::PI
                + (j as f64 - 3.0) * (2.0 * std::f64::consts::PI / 7.0);
            let (x, y) = (rx + 2.0 * small * b.cos(), ry + small * b.sin());
            *cell = (x.round() as u16, y.round() as u16);
        }
    }
    (cells, centres)
}

/// The rings and the disk as ellipses in the drawing's cells (centre x, centre y, radius
/// across, radius down): the pieces of [`ring_cells`] lie on them (a cell is twice as tall
/// as wide, so a round ring is twice as wide in cells as it is tall).
pub fn ring_ellipses() -> Vec<(f64, f64, f64, f64)> {
    let (cx, cy) = (RINGS_SIZE.0 as f64 / 2.0 - 1.0, RINGS_SIZE.1 as f64 / 2.0);
    let (big, small) = (6.0f64, 3.2f64);
    let mut out: Vec<(f64, f64, f64, f64)> = (0..5)
        .map(|i| {
            let a = (-90.0 + 72.0 * i as f64).to_radians();
            (
                cx + 2.0 * big * a.cos(),
                cy + big * a.sin(),
                2.0 * small,
                small,
            )
        })
        .collect();
    // The disk: through the pieces it carries, a little outside them.
    let (rx, ry) = (cx, cy - big);
    let inner =
        (-90.0f64).to_radians() + std::f64::consts::PI * 2.0 - 3.0 * std::f64::consts::TAU / 7.0;
    let (px, py) = (rx + 2.0 * small * inner.cos(), ry + small * inner.sin());
    let d = (((px - cx) / 2.0).powi(2) + (py - cy).powi(2)).sqrt() + 0.9;
    out.push((cx, cy, 2.0 * d, d));
    out
}

/// The five rings and the central disk drawn as braille circles, on which the pieces sit
/// (they are drawn over it, cell by cell, at [`ring_cells`]).
fn outline() -> Canvas<'static, impl Fn(&mut ratatui::widgets::canvas::Context<'_>)> {
    let (w, h) = (RINGS_SIZE.0 as f64, RINGS_SIZE.1 as f64);
    Canvas::default()
        .marker(Marker::Braille)
        .x_bounds([0.0, w])
        .y_bounds([0.0, h])
        .paint(move |ctx| {
            // A cell (x, y) of the drawing is the canvas square [x, x+1] × [h−y−1, h−y]; a
            // piece spans two cells, so its middle is at x + 1.
            let at = |x: f64, y: f64| (x + 1.0, h - y - 0.5);
            for (cx, cy, rx, ry) in ring_ellipses() {
                let coords: Vec<(f64, f64)> = (0..240)
                    .map(|k| {
                        let t = k as f64 * std::f64::consts::TAU / 240.0;
                        at(cx + rx * t.cos(), cy + ry * t.sin())
                    })
                    .collect();
                ctx.draw(&Points {
                    coords: &coords,
                    color: Color::DarkGray,
                });
            }
        })
}

impl Face for Rings {
    fn kind(&self) -> PuzzleKind {
        rings::Rings::NAMES.kind()
    }

    fn draw(&self, f: &mut Frame, area: Rect, board: &Board) -> bool {
        let Some(v) = board.view.get::<rings::RingsView>() else {
            return true;
        };
        let rows = &v.rings;
        let ring = board.marks.ring;
        let colour_at = |i: usize, j: usize| {
            rows.get(i)
                .and_then(|r| r.chars().nth(j))
                .and_then(|c| rings::COLOURS.iter().position(|&k| k == c))
                .unwrap_or(0)
        };
        let hint = board.hint.map(|h| h.next.as_str());
        if area.width < RINGS_SIZE.0 || area.height < RINGS_SIZE.1 {
            return false;
        }
        let x0 = area.x + (area.width - RINGS_SIZE.0) / 2;
        let y0 = area.y + (area.height - RINGS_SIZE.1) / 2;
        let hinted_ring = hint
            .and_then(|h| h.chars().next())
            .and_then(|c| c.to_digit(10));
        let (cells, centres) = ring_cells();
        f.render_widget(outline(), Rect::new(x0, y0, RINGS_SIZE.0, RINGS_SIZE.1));
        for (i, ring_cells) in cells.iter().enumerate() {
            for (j, &(x, y)) in ring_cells.iter().enumerate() {
                let colour = colour_at(i, j);
                let letter = rings::COLOURS[colour];
                let mut style = Style::default().bg(RING_COLOURS[colour]).fg(Color::White);
                let in_disk = j == 0 || j == 6;
                if (ring as usize == i + 1) || (ring == 0 && in_disk) {
                    style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
                }
                f.render_widget(
                    Paragraph::new(format!("{letter}{}", if in_disk { '•' } else { ' ' }))
                        .style(style),
                    Rect::new(x0 + x, y0 + y, 2, 1),
                );
            }
            let (cx, cy) = centres[i];
            let mut style = Style::default();
            if ring as usize == i + 1 {
                style = style.add_modifier(Modifier::REVERSED);
            }
            if hinted_ring == Some(i as u32 + 1) {
                style = style.bg(Color::Yellow).fg(Color::Black);
            }
            f.render_widget(
                Paragraph::new(format!("{}", i + 1)).style(style),
                Rect::new(x0 + cx, y0 + cy, 1, 1),
            );
        }
        let (mx, my) = (x0 + RINGS_SIZE.0 / 2 - 1, y0 + RINGS_SIZE.1 / 2);
        let mut style = Style::default();
        if ring == 0 {
            style = style.add_modifier(Modifier::REVERSED);
        }
        if hinted_ring == Some(0) {
            style = style.bg(Color::Yellow).fg(Color::Black);
        }
        f.render_widget(Paragraph::new("0").style(style), Rect::new(mx, my, 1, 1));
        if let Some(h) = hint {
            f.render_widget(
                Paragraph::new(ta("tui-hint", &[("move", text(h))])),
                Rect::new(x0, y0 + RINGS_SIZE.1 - 1, 12, 1),
            );
        }
        true
    }

    fn key(&self, key: KeyEvent, marks: &mut Marks) -> Option<Action> {
        let dir = match key.code {
            KeyCode::Char(c @ '0'..='5') => {
                marks.ring = c as u8 - b'0';
                return None;
            }
            KeyCode::Tab => {
                marks.ring = (marks.ring + 1) % 6;
                return None;
            }
            KeyCode::BackTab => {
                marks.ring = (marks.ring + 5) % 6;
                return None;
            }
            KeyCode::Right | KeyCode::Up | KeyCode::Char('+') | KeyCode::Char('=') => '+',
            KeyCode::Left | KeyCode::Down | KeyCode::Char('-') => '-',
            _ => return None,
        };
        Some(Action::Move {
            moves: format!("{}{dir}", marks.ring),
        })
    }

    fn key_bars(&self) -> [&'static str; 3] {
        ["tui-keys-rings-1", "tui-keys-rings-2", "tui-keys-rings-3"]
    }

    fn prompt(&self, kind: PromptKind) -> &'static str {
        match kind {
            PromptKind::Moves => "tui-prompt-moves-rings",
            PromptKind::Position => "tui-prompt-position-rings",
        }
    }

    fn rules(&self, _custom_goal: bool) -> &'static str {
        "tui-help-rings"
    }
}
