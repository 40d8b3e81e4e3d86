//! The timer's session as text sheets: its solves a page at a time (the newest first: number,
//! time with its penalty, moves, date, comment) and its history (each best as it fell, the
//! solves of each day). The words and columns are the command line's
//! ([`frontend::text`]); no line is wider than the terminal, East Asian width counted.

use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use crate::app::App;
use frontend::lang::{num, say};
use frontend::text::{cut, history_lines, local_date, pad, result_text};

/// The sheet's title, then its lines (cut to the width), then its keys at the bottom.
fn sheet(f: &mut Frame, area: Rect, title: String, body: Vec<String>, keys: String) {
    let width = usize::from(area.width);
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let mut lines = vec![
        Line::from(Span::styled(cut(&title, width), bold)),
        Line::from(""),
    ];
    let room = usize::from(area.height).saturating_sub(4);
    lines.extend(body.iter().take(room).map(|l| Line::from(cut(l, width))));
    f.render_widget(Paragraph::new(lines), area);
    let bottom = Rect::new(
        area.x,
        area.y + area.height.saturating_sub(1),
        area.width,
        1,
    );
    f.render_widget(Paragraph::new(cut(&keys, width)), bottom);
}

/// The session's name, as the timer's title names it.
fn session_name(app: &App) -> String {
    app.practice
        .as_ref()
        .and_then(|p| p.view().ok())
        .map(|v| v.session.name)
        .unwrap_or_default()
}

/// A page of the timer's session's solves.
pub fn solves(app: &App, f: &mut Frame, area: Rect) {
    let Some(page) = &app.practice_page else {
        return;
    };
    let title = say(
        "tui-solves-title",
        &[("name", frontend::lang::text(session_name(app)))],
    );
    let cols = [
        "cli-solves-col-id",
        "cli-solves-col-time",
        "cli-solves-col-moves",
        "cli-solves-col-date",
        "cli-solves-col-comment",
    ]
    .map(|c| say(c, &[]));
    let mut body = vec![format!(
        "{} {} {} {} {}",
        pad(&cols[0], 6, true),
        pad(&cols[1], 11, true),
        pad(&cols[2], 6, true),
        pad(&cols[3], 16, false),
        cols[4]
    )];
    if page.solves.is_empty() {
        body.push(say("practice-no-solves", &[]));
    }
    let total = page.total as usize;
    for (i, s) in page.solves.iter().enumerate() {
        let n = total - page.offset - i;
        let moves = s.moves.map_or("-".to_string(), |m| m.to_string());
        body.push(format!(
            "{} {} {} {} {}",
            pad(&n.to_string(), 6, true),
            pad(&result_text(s), 11, true),
            pad(&moves, 6, true),
            pad(&local_date(s.at, 0), 16, false),
            s.comment
        ));
    }
    let shown = page.solves.len().min(total - page.offset);
    let range = say(
        "practice-range",
        &[
            ("from", num((total - page.offset - shown + 1) as f64)),
            ("to", num((total - page.offset) as f64)),
            ("total", num(page.total as f64)),
        ],
    );
    if shown > 0 {
        body.push(String::new());
        body.push(range);
    }
    sheet(f, area, title, body, say("tui-solves-keys", &[]));
}

/// The timer's session's history: the bests, then as many of the latest days as fit.
pub fn history(app: &App, f: &mut Frame, area: Rect) {
    let Some(h) = &app.practice_history else {
        return;
    };
    let title = say(
        "tui-history-title",
        &[("name", frontend::lang::text(session_name(app)))],
    );
    let (bests, days) = history_lines(h, 0);
    let room = usize::from(area.height).saturating_sub(4 + bests.len() + 2);
    // The days' heading and columns, then the latest days that fit.
    let latest = days.len().saturating_sub(2).min(room.saturating_sub(2));
    let mut body = bests;
    body.push(String::new());
    body.extend(days[..2.min(days.len())].iter().cloned());
    body.extend(days[days.len() - latest..].iter().cloned());
    body.push(frontend::text::clock_line("tui-history-clock", 0));
    sheet(f, area, title, body, say("tui-history-keys", &[]));
}
