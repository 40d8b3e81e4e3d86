//! Drawing the app: a pure function of its state onto a ratatui frame.

use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::canvas::{Canvas, Points};
use ratatui::widgets::{Block, Borders, Clear, Gauge, Paragraph, Wrap};
use ratatui::Frame;

use game::controller::lock;
use game::controller::HintView;
use game::{BoardView, PuzzleKind};

use super::app::{App, PromptKind, Screen};
use super::layout::{self, board_area, MARKER_LAYERS, RINGS_SIZE};

/// The smallest screen anything is drawn on.
pub const MIN_SIZE: (u16, u16) = (48, 16);

/// Draws the whole screen.
pub fn render(app: &App, f: &mut Frame) {
    let area = f.area();
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        too_small(f, area, MIN_SIZE);
        return;
    }
    match &app.screen {
        Screen::Menu { selected } => menu(app, f, area, *selected),
        _ => {
            game(app, f, area);
            match &app.screen {
                Screen::Resume { .. } => popup(
                    f,
                    area,
                    "Saved game",
                    &[
                        app.message().to_string(),
                        String::new(),
                        "Resume the saved game? (y/n)".into(),
                    ],
                ),
                Screen::Levels { selected } => levels(app, f, area, *selected),
                Screen::Prompt { kind, text } => prompt(app, f, area, *kind, text),
                Screen::Help => help(app, f, area),
                _ => {}
            }
        }
    }
}

fn too_small(f: &mut Frame, area: Rect, need: (u16, u16)) {
    let text = format!(
        "The terminal is too small: {}x{}, and the game needs at least {}x{}. Make it larger.",
        area.width, area.height, need.0, need.1
    );
    f.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

fn menu(app: &App, f: &mut Frame, area: Rect, selected: usize) {
    let mut lines = vec![
        Line::from(Span::styled(
            "puzzlebox",
            Style::default().add_modifier(Modifier::BOLD),
        )),
        Line::from(""),
        Line::from("Choose a puzzle (arrows and Enter, or its number; q quits):"),
        Line::from(""),
    ];
    for (i, c) in app.choices.iter().enumerate() {
        let name = c.variant.title();
        let saved = app
            .store
            .as_ref()
            .and_then(|s| lock(s).unfinished(&c.variant).ok().flatten())
            .map(|(_, row)| {
                format!(
                    "   (saved game: {})",
                    super::app::plural(row.record.cursor, "move")
                )
            })
            .unwrap_or_default();
        let style = if i == selected {
            Style::default().add_modifier(Modifier::REVERSED)
        } else {
            Style::default()
        };
        lines.push(Line::from(vec![
            Span::styled(format!(" {}. {name} ", i + 1), style),
            Span::raw(saved),
        ]));
    }
    if !app.message().is_empty() {
        lines.push(Line::from(""));
        lines.push(Line::from(app.message().to_string()));
    }
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

fn game(app: &App, f: &mut Frame, area: Rect) {
    let Some(c) = &app.ctrl else {
        f.render_widget(
            Paragraph::new(app.message().to_string()).wrap(Wrap { trim: true }),
            area,
        );
        return;
    };
    let v = c.view();
    let title = &v.title;
    let goal_note = if v.custom_goal {
        format!(" · goal {}", v.goal)
    } else {
        String::new()
    };
    f.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(
                format!(" puzzlebox · {title} "),
                Style::default().add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!(
                "· level {}{}{goal_note}",
                v.level,
                v.seed.map(|s| format!(" · seed {s}")).unwrap_or_default()
            )),
        ])),
        Rect::new(area.x, area.y, area.width, 1),
    );
    let board = board_area(area);
    let fits = match &v.board {
        BoardView::Tiles {
            width,
            height,
            cells,
            home,
        } => sliding_view(f, board, (*width, *height), cells, home, v.hint.as_ref()),
        BoardView::Cube { stickers } => cube_view(f, board, stickers, v.hint.as_ref(), app.marker),
        BoardView::Rings { rings } => rings_view(f, board, rings, v.hint.as_ref(), app.ring),
    };
    if !fits {
        too_small(f, area, (area.width + 10, area.height + 4));
        return;
    }
    // The status: moves, time, level, hints; then the message; then the keys.
    let secs = v.elapsed_ms / 1000;
    let mut status = format!(
        " moves {}  time {}:{:02}  level {}  {}",
        v.move_count,
        secs / 60,
        secs % 60,
        v.level,
        plural(v.hints as usize, "hint", "hints")
    );
    if v.redo > 0 {
        status += &format!("  ({} to redo)", v.redo);
    }
    if let Some(d) = &v.demo {
        status += &format!(
            "  demo {}/{}{} {} ms/move",
            d.played,
            d.moves.len(),
            if d.paused { " paused" } else { "" },
            d.ms_per_move
        );
    }
    let y = area.y + area.height - layout::BOTTOM;
    f.render_widget(
        Paragraph::new(status).style(Style::default().add_modifier(Modifier::REVERSED)),
        Rect::new(area.x, y, area.width, 1),
    );
    match &v.busy {
        Some(b) if b.task == game::controller::Task::Tables && b.progress.total > 0 => {
            // The table being built now, as its bar (which only moves forward) shows it.
            let t = b.progress.tables.last();
            let (label, done, total) = t.map(|t| (t.label.as_str(), t.done, t.total)).unwrap_or((
                b.progress.label.as_str(),
                b.progress.done,
                b.progress.total,
            ));
            let ratio = done as f64 / total.max(1) as f64;
            let count = b.progress.tables.len();
            f.render_widget(
                Gauge::default()
                    .label(format!(
                        "building {label}: {:.0}%{}",
                        ratio * 100.0,
                        if count > 1 {
                            format!(" (table {count})")
                        } else {
                            String::new()
                        }
                    ))
                    .ratio(ratio.clamp(0.0, 1.0)),
                Rect::new(area.x, y + 1, area.width, 1),
            );
        }
        Some(b) if b.task == game::controller::Task::Tables => f.render_widget(
            Paragraph::new(" loading the solver tables…"),
            Rect::new(area.x, y + 1, area.width, 1),
        ),
        _ if v.finished.is_some() => f.render_widget(
            Paragraph::new(format!(" {}", solved_line(&v, secs)))
                .style(
                    Style::default()
                        .fg(Color::Green)
                        .add_modifier(Modifier::BOLD),
                )
                .wrap(Wrap { trim: true }),
            Rect::new(area.x, y + 1, area.width, 2),
        ),
        _ => f.render_widget(
            Paragraph::new(format!(" {}", message_line(&v))).wrap(Wrap { trim: true }),
            Rect::new(area.x, y + 1, area.width, 2),
        ),
    }
    f.render_widget(
        Paragraph::new(key_bar(v.puzzle, area.width)).style(Style::default().fg(Color::DarkGray)),
        Rect::new(area.x, y + 3, area.width, 1),
    );
}

/// The message under the status: a method's step while it is demonstrated, else the
/// controller's message.
fn message_line(v: &game::View) -> String {
    match v
        .demo
        .as_ref()
        .and_then(|d| d.step.as_ref().map(|s| (d, s)))
    {
        Some((d, step)) => format!(
            "{}: {step} ({} of {} moves)",
            d.method.unwrap_or("the method"),
            d.played,
            d.moves.len()
        ),
        None => v.message.clone(),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The key bar: the longest that fits the width; every one ends with help and quit.
pub fn key_bar(puzzle: PuzzleKind, width: u16) -> &'static str {
    let bars: &[&str] = match puzzle {
        PuzzleKind::Sliding => &[
            "arrows/click slide · h hint · p demo · z undo · y redo · n new · e edit · ? help · q quit",
            "arrows slide · h hint · p demo · z/y undo/redo · n new · ? help · q quit",
            "h hint · p demo · z undo · ? help · q quit",
        ],
        PuzzleKind::Cube => &[
            "urfdlb turn (shift ') · arrows rotate · Tab/space marker · : moves · h hint · p demo · P method · z undo · y redo · ? help · q quit",
            "urfdlb turn (shift ') · arrows rotate · Tab/space layer · h hint · z undo · ? help · q quit",
            "urfdlb turn · h hint · z undo · ? help · q quit",
        ],
        PuzzleKind::Rings => &[
            "0-5/Tab ring · arrows or +/- turn · h hint · space demo · z undo · y redo · n new · ? help · q quit",
            "0-5/Tab ring · arrows turn · h hint · space demo · z undo · ? help · q quit",
            "0-5 ring · arrows turn · ? help · q quit",
        ],
    };
    bars.iter()
        .copied()
        .find(|b| b.chars().count() <= width as usize)
        .unwrap_or(bars[bars.len() - 1])
}

/// The solved moment, in the message line (nothing covers the solved position): moves,
/// time, help used, records, and what to do next.
fn solved_line(v: &game::View, secs: u64) -> String {
    let mut line = format!(
        "★ Solved! {} in {}:{:02}",
        plural(v.move_count as usize, "move", "moves"),
        secs / 60,
        secs % 60
    );
    if v.hints > 0 || v.demos > 0 {
        line += &format!(
            " with {} and {} (no record)",
            plural(v.hints as usize, "hint", "hints"),
            plural(v.demos as usize, "demonstration", "demonstrations")
        );
    }
    if let Some(fin) = v.finished {
        if fin.best_time {
            line += " · best time!";
        }
        if fin.best_moves {
            line += " · fewest moves!";
        }
    }
    line + " · n new, s rescramble, q quit"
}

/// Breaks a line at spaces so that no piece is longer than `width` characters.
fn wrap_line(line: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for word in line.split(' ') {
        let (cl, wl) = (cur.chars().count(), word.chars().count());
        if cl > 0 && cl + 1 + wl > width {
            out.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
        while cur.chars().count() > width {
            let head: String = cur.chars().take(width).collect();
            cur = cur.chars().skip(width).collect();
            out.push(head);
        }
    }
    out.push(cur);
    out
}

fn popup(f: &mut Frame, area: Rect, title: &str, lines: &[String]) {
    let inner = area.width.saturating_sub(4).max(10) as usize;
    let lines: Vec<String> = lines.iter().flat_map(|l| wrap_line(l, inner)).collect();
    let w =
        (lines.iter().map(|l| l.chars().count()).max().unwrap_or(10) as u16 + 4).min(area.width);
    let h = (lines.len() as u16 + 2).min(area.height);
    let r = Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    );
    // Its rows are cleared across the screen: no piece of a word underneath shows beside it.
    f.render_widget(Clear, Rect::new(area.x, r.y, area.width, r.height));
    f.render_widget(
        Paragraph::new(
            lines
                .iter()
                .map(|l| Line::from(l.clone()))
                .collect::<Vec<_>>(),
        )
        .alignment(Alignment::Center)
        .block(
            Block::default()
                .borders(Borders::ALL)
                .title(title.to_string()),
        ),
        r,
    );
}

fn levels(app: &App, f: &mut Frame, area: Rect, selected: usize) {
    let names = app.session().map(|s| s.level_names()).unwrap_or_default();
    let mut lines: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", if i == selected { '>' } else { ' ' }))
        .collect();
    lines.push(String::new());
    if app.view_custom_goal() {
        lines.push("(from the custom goal; g: back to the standard goal)".into());
    }
    lines.push("Enter starts · m menu · Esc back".into());
    popup(f, area, "New game", &lines);
}

fn prompt(app: &App, f: &mut Frame, area: Rect, kind: PromptKind, text: &str) {
    let puzzle = app.puzzle().unwrap_or(PuzzleKind::Sliding);
    let ask = match (kind, puzzle) {
        (PromptKind::Moves, PuzzleKind::Cube) => {
            "Moves (any notation: R U R' U', M2, x, (R U)3, [R, U]):"
        }
        (PromptKind::Moves, PuzzleKind::Rings) => "Moves (ring and direction, e.g. 3+ 0- 2+3):",
        (PromptKind::Moves, PuzzleKind::Sliding) => "Moves (U D L R, the direction a tile slides):",
        (PromptKind::Position, PuzzleKind::Cube) => {
            "Position (54 letters URFDLB or colours, Kociemba's order):"
        }
        (PromptKind::Position, PuzzleKind::Rings) => {
            "Position (five rings of 7 letters K B G O R, separated by /):"
        }
        (PromptKind::Position, PuzzleKind::Sliding) => {
            "Position (rows separated by /, 0 the blank; `start | goal` sets a goal):"
        }
    };
    let lines = vec![
        ask.to_string(),
        format!("{text}_"),
        String::new(),
        app.message().to_string(),
        "Enter accepts · Esc cancels".into(),
    ];
    popup(f, area, "Enter", &lines);
}

fn help(app: &App, f: &mut Frame, area: Rect) {
    let rules: &[&str] = match app.puzzle().unwrap_or(PuzzleKind::Sliding) {
        PuzzleKind::Sliding if app.view_custom_goal() => &[
            "Slide the tiles into the goal shown in the title (0 the blank).",
            "Arrow keys slide a tile into the blank in that direction;",
            "a click on a tile next to the blank slides it. n then g: back",
            "to the standard goal.",
        ],
        PuzzleKind::Sliding => &[
            "Slide the tiles into order, the blank last.",
            "Arrow keys slide a tile into the blank in that direction;",
            "a click on a tile next to the blank slides it.",
        ],
        PuzzleKind::Cube => &[
            "Make every face one colour.",
            "u r f d l b turn a face clockwise, shifted counter-clockwise;",
            "arrows turn the whole cube (up: x, right: y'); Tab moves the",
            "layer marker, space turns the marked layer; : takes any notation.",
        ],
        PuzzleKind::Rings => &[
            "Bring every ring back to its own colour: 1 black, 2 blue,",
            "3 green, 4 orange, 5 red. The disk (0) carries two pieces",
            "of each ring. Choose a ring with 0-5 or Tab, turn it with",
            "the arrow keys or + and -.",
        ],
    };
    let mut lines: Vec<String> = rules.iter().map(|s| s.to_string()).collect();
    lines.extend(
        [
            "",
            "n new game / level · s rescramble · z or Backspace undo · y redo",
            "Home restart · h hint · p demonstrate (+/- speed, . step, Esc stop)",
            "P demonstrate the method (cube: beginner's, rings: classic), step by step",
            "e enter a position · : enter moves · q quit (the game is saved)",
            "",
            "any key closes this",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    popup(f, area, "Rules and keys", &lines);
}

// --- the puzzles --------------------------------------------------------------------------

fn sliding_view(
    f: &mut Frame,
    area: Rect,
    (w, h): (usize, usize),
    cells: &[u32],
    home: &[bool],
    hint: Option<&HintView>,
) -> bool {
    let Some(g) = layout::grid(area, w, h) else {
        return false;
    };
    // The tile the hint would slide.
    let hinted = hint.and_then(|h| h.cells.first().copied());
    for (i, &t) in cells.iter().enumerate() {
        let r = g.cell(i % w, i / w);
        if t == 0 {
            continue;
        }
        let mut style = Style::default()
            .fg(Color::Black)
            .bg(if home.get(i) == Some(&true) {
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

/// The stickers the layer marker's move turns.
fn layer_stickers(m: &str) -> Vec<bool> {
    match cube::parse_moves(m) {
        Ok(ms) if ms.len() == 1 => {
            let ids: [u8; 54] = std::array::from_fn(|i| i as u8);
            let moved = ms[0].stickers().apply(&ids);
            (0..54).map(|i| moved[i] as usize != i).collect()
        }
        _ => vec![false; 54],
    }
}

/// Standard colours, in Kociemba's face order U R F D L B.
const CUBE_COLOURS: [Color; 6] = [
    Color::White,
    Color::Red,
    Color::Green,
    Color::Yellow,
    Color::Rgb(255, 140, 0),
    Color::Blue,
];

fn cube_view(
    f: &mut Frame,
    area: Rect,
    stickers: &str,
    hint: Option<&HintView>,
    marker: usize,
) -> bool {
    let colours: Vec<usize> = stickers
        .chars()
        .map(|c| "URFDLB".find(c).unwrap_or(0))
        .collect();
    if colours.len() != 54 {
        return true;
    }
    // Stickers to mark: those the hinted move (else the marked layer) turns.
    let (marks, mark_char) = match hint {
        Some(h) => ((0..54).map(|i| h.cells.contains(&i)).collect(), '◆'),
        None => (layer_stickers(MARKER_LAYERS[marker]), '·'),
    };
    let hint = hint.map(|h| h.next.as_str());
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
        let (c, r) = layout::net_cell(i);
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
    for (i, x, y, w, h) in layout::perspective_cells() {
        sticker(f, Rect::new(px + x, py + y, w, h), i);
    }
    let label = match hint {
        Some(h) => format!("hint: {h}"),
        None => format!("marker: {}", MARKER_LAYERS[marker]),
    };
    let ly = (py + 10).min(area.y + area.height - 1);
    f.render_widget(Paragraph::new(label), Rect::new(px, ly, 18, 1));
    if hint.is_none() && ly + 1 < area.y + area.height {
        // What the marker is for.
        f.render_widget(
            Paragraph::new("Tab moves · space turns").style(Style::default().fg(Color::DarkGray)),
            Rect::new(px, ly + 1, 23.min(area.x + area.width - px), 1),
        );
    }
    true
}

/// The rings' colours, in the order K B G O R.
const RING_COLOURS: [Color; 5] = [
    Color::DarkGray,
    Color::Blue,
    Color::Green,
    Color::Rgb(255, 140, 0),
    Color::Red,
];

/// The five rings and the central disk drawn as braille circles, on which the pieces sit
/// (they are drawn over it, cell by cell, at [`layout::ring_cells`]).
fn rings_outline() -> Canvas<'static, impl Fn(&mut ratatui::widgets::canvas::Context<'_>)> {
    let (w, h) = (RINGS_SIZE.0 as f64, RINGS_SIZE.1 as f64);
    Canvas::default()
        .marker(Marker::Braille)
        .x_bounds([0.0, w])
        .y_bounds([0.0, h])
        .paint(move |ctx| {
            // A cell (x, y) of the drawing is the canvas square [x, x+1] × [h−y−1, h−y]; a
            // piece spans two cells, so its middle is at x + 1.
            let at = |x: f64, y: f64| (x + 1.0, h - y - 0.5);
            for (cx, cy, rx, ry) in layout::ring_ellipses() {
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

fn rings_view(
    f: &mut Frame,
    area: Rect,
    rows: &[String],
    hint: Option<&HintView>,
    ring: u8,
) -> bool {
    let colour_at = |i: usize, j: usize| {
        rows.get(i)
            .and_then(|r| r.chars().nth(j))
            .and_then(|c| rings::COLOURS.iter().position(|&k| k == c))
            .unwrap_or(0)
    };
    let hint = hint.map(|h| h.next.as_str());
    if area.width < RINGS_SIZE.0 || area.height < RINGS_SIZE.1 {
        return false;
    }
    let x0 = area.x + (area.width - RINGS_SIZE.0) / 2;
    let y0 = area.y + (area.height - RINGS_SIZE.1) / 2;
    let hinted_ring = hint
        .and_then(|h| h.chars().next())
        .and_then(|c| c.to_digit(10));
    let (cells, centres) = layout::ring_cells();
    f.render_widget(
        rings_outline(),
        Rect::new(x0, y0, RINGS_SIZE.0, RINGS_SIZE.1),
    );
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
                Paragraph::new(format!("{letter}{}", if in_disk { '•' } else { ' ' })).style(style),
                Rect::new(x0 + x, y0 + y, 2, 1),
            );
        }
        let (cx, cy) = centres[i];
        let selected = ring as usize == i + 1;
        let mut style = Style::default();
        if selected {
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
            Paragraph::new(format!("hint: {h}")),
            Rect::new(x0, y0 + RINGS_SIZE.1 - 1, 12, 1),
        );
    }
    true
}
