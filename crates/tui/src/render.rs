//! Drawing the app: a pure function of its state onto a ratatui frame.

use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Gauge, Paragraph, Sparkline, Wrap};
use ratatui::Frame;

use crate::app::{App, PromptKind, Screen};
use crate::faces::{self, Board, Face, Marks};
use crate::layout::{self, board_area};
use frontend::lang::{num, say as ta, tell, text};

/// A message without arguments, in the reader's language.
fn t(id: &'static str) -> String {
    ta(id, &[])
}

/// How many cells a text takes on the terminal (a Chinese character takes two).
fn width(s: &str) -> usize {
    Span::raw(s).width()
}

/// `s` padded with spaces to `cells` terminal cells (a wide character takes two).
fn pad_cells(s: &str, cells: usize) -> String {
    format!("{s}{}", " ".repeat(cells.saturating_sub(width(s))))
}

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
        Screen::Timer => timer(app, f, area),
        Screen::Replay => replay(app, f, area),
        Screen::Solves => crate::sheets::solves(app, f, area),
        Screen::History => crate::sheets::history(app, f, area),
        _ => {
            game(app, f, area);
            match &app.screen {
                Screen::Resume { .. } => popup(
                    f,
                    area,
                    &t("tui-saved-game"),
                    &[app.message(), String::new(), t("tui-resume-ask")],
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
    let text = ta(
        "tui-too-small",
        &[
            ("width", num(area.width)),
            ("height", num(area.height)),
            ("need_width", num(need.0)),
            ("need_height", num(need.1)),
        ],
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
        Line::from(t("tui-choose")),
        Line::from(""),
    ];
    for (i, c) in app.choices.iter().enumerate() {
        let name = tell(&c.variant.label());
        let v = &c.variant;
        let saved = app
            .store
            .as_ref()
            .and_then(|s| s.unfinished(v.kind(), &v.key()).ok().flatten())
            .map(|(_, row)| {
                let count = app.puzzles.move_count(&row.record);
                let moves = [("moves", num(count as f64))];
                format!("   {}", ta("tui-saved-moves", &moves))
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
    let message = app.message();
    if !message.is_empty() {
        lines.push(Line::from(""));
        lines.push(Line::from(message));
    }
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

fn game(app: &App, f: &mut Frame, area: Rect) {
    let Some(c) = &app.ctrl else {
        f.render_widget(
            Paragraph::new(app.message()).wrap(Wrap { trim: true }),
            area,
        );
        return;
    };
    let v = c.view();
    heading(f, area, &v, app);
    let area_board = board_area(area);
    // What a move acts on, as the game says (the cube's marked layer).
    let cells_of = |m: &str| c.session().hint_cells(m);
    let board = Board {
        view: &v.board,
        hint: v.hint.as_ref(),
        marks: app.marks,
        cells_of: &cells_of,
    };
    let fits = draw_board(f, area_board, app.face(), &board);
    if !fits {
        too_small(f, area, (area.width + 10, area.height + 4));
        return;
    }
    let secs = v.elapsed_ms / 1000;
    let y = area.y + area.height - layout::BOTTOM;
    f.render_widget(
        Paragraph::new(status_line(&v, secs))
            .style(Style::default().add_modifier(Modifier::REVERSED)),
        Rect::new(area.x, y, area.width, 1),
    );
    bottom(f, area, y, &v, secs);
}

/// Draws a board with its puzzle's face; false when it does not fit.
fn draw_board(f: &mut Frame, area: Rect, face: Option<&dyn Face>, board: &Board) -> bool {
    face.is_none_or(|face| face.draw(f, area, board))
}

/// The title line: the game, its level, seed and goal.
fn heading(f: &mut Frame, area: Rect, v: &game::View, app: &App) {
    let label = app.session().map(|s| s.variant().label());
    let title = label.map_or_else(|| v.title.clone(), |l| tell(&l));
    let level = [("level", text(tell(&game::level_label(&v.level))))];
    let mut rest = ta("tui-heading-level", &level);
    if let Some(s) = v.seed {
        rest += &ta("tui-heading-seed", &[("seed", text(s))]);
    }
    if v.custom_goal {
        rest += &ta("tui-heading-goal", &[("goal", text(&v.goal))]);
    }
    f.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(
                format!(" puzzlebox · {title} "),
                Style::default().add_modifier(Modifier::BOLD),
            ),
            Span::raw(rest),
        ])),
        Rect::new(area.x, area.y, area.width, 1),
    );
}

/// The status: moves, time, level, hints, what is left to redo, the demonstration.
fn status_line(v: &game::View, secs: u64) -> String {
    let mut status = format!(
        " {}",
        ta(
            "tui-status",
            &[
                ("moves", num(v.move_count)),
                ("time", text(format!("{}:{:02}", secs / 60, secs % 60))),
                ("level", text(tell(&game::level_label(&v.level)))),
                ("hints", num(v.hints)),
            ],
        )
    );
    if v.redo > 0 {
        status += &format!(
            "  {}",
            ta("tui-status-redo", &[("redo", num(v.redo as f64))])
        );
    }
    if let Some(d) = &v.demo {
        let demo = ta(
            "tui-status-demo",
            &[
                ("played", num(d.played as f64)),
                ("total", num(d.moves.len() as f64)),
                ("paused", text(if d.paused { "yes" } else { "no" })),
                ("ms", num(d.ms_per_move as f64)),
            ],
        );
        status += &format!("  {demo}");
    }
    status
}

/// Under the status: a table's build, the solved moment or the message; then the keys.
fn bottom(f: &mut Frame, area: Rect, y: u16, v: &game::View, secs: u64) {
    match &v.busy {
        Some(b) if b.task == game::controller::Task::Tables && b.progress.total > 0 => {
            // The table being built now, as its bar (which only moves forward) shows it.
            let t = b.progress.tables.last();
            let (label, done, total) = t
                .map(|t| (tell(&t.message()), t.done, t.total))
                .unwrap_or((b.progress.label.clone(), b.progress.done, b.progress.total));
            let ratio = done as f64 / total.max(1) as f64;
            let count = b.progress.tables.len();
            let args = [
                ("label", text(label)),
                ("percent", text(format!("{:.0}", ratio * 100.0))),
                ("count", num(count as f64)),
            ];
            let id = if count > 1 {
                "tui-building-table"
            } else {
                "tui-building"
            };
            f.render_widget(
                Gauge::default()
                    .label(ta(id, &args))
                    .ratio(ratio.clamp(0.0, 1.0)),
                Rect::new(area.x, y + 1, area.width, 1),
            );
        }
        Some(b) if b.task == game::controller::Task::Tables => f.render_widget(
            Paragraph::new(format!(" {}", t("tui-loading-tables"))),
            Rect::new(area.x, y + 1, area.width, 1),
        ),
        _ if v.finished.is_some() => f.render_widget(
            Paragraph::new(format!(" {}", solved_line(v, secs)))
                .style(
                    Style::default()
                        .fg(Color::Green)
                        .add_modifier(Modifier::BOLD),
                )
                .wrap(Wrap { trim: true }),
            Rect::new(area.x, y + 1, area.width, 2),
        ),
        _ => f.render_widget(
            Paragraph::new(format!(" {}", message_line(v))).wrap(Wrap { trim: true }),
            Rect::new(area.x, y + 1, area.width, 2),
        ),
    }
    if let Some(face) = faces::face(v.puzzle) {
        f.render_widget(
            Paragraph::new(key_bar(face, area.width)).style(Style::default().fg(Color::DarkGray)),
            Rect::new(area.x, y + 3, area.width, 1),
        );
    }
}

/// The message under the status: a method's step while it is demonstrated, else the
/// controller's message.
fn message_line(v: &game::View) -> String {
    match v
        .demo
        .as_ref()
        .and_then(|d| d.step_label().map(|s| (d, tell(&s))))
    {
        Some((d, step)) => {
            let method = match &d.method_label {
                Some(name) => tell(name),
                None => t("tui-the-method"),
            };
            ta(
                "demo-step",
                &[
                    ("method", text(method)),
                    ("step", text(step)),
                    ("played", num(d.played as f64)),
                    ("total", num(d.moves.len() as f64)),
                ],
            )
        }
        None => tell(&v.note),
    }
}

/// The key bar: the longest that fits the width; every one ends with help and quit.
pub fn key_bar(face: &dyn Face, width: u16) -> String {
    let bars: Vec<String> = face.key_bars().into_iter().map(t).collect();
    let fits = bars.iter().find(|b| self::width(b) <= width as usize);
    fits.unwrap_or(&bars[2]).clone()
}

/// The solved moment, in the message line (nothing covers the solved position): moves,
/// time, help used, records, and what to do next.
fn solved_line(v: &game::View, secs: u64) -> String {
    let mut line = ta(
        "tui-solved",
        &[
            ("moves", num(v.move_count)),
            ("time", text(format!("{}:{:02}", secs / 60, secs % 60))),
        ],
    );
    if v.hints > 0 || v.demos > 0 {
        line += &ta(
            "tui-solved-helped",
            &[("hints", num(v.hints)), ("demos", num(v.demos))],
        );
    }
    if let Some(fin) = v.finished {
        if fin.best_time {
            line += &t("tui-best-time");
        }
        if fin.best_moves {
            line += &t("tui-fewest-moves");
        }
        if fin.assisted {
            line += &t("tui-solved-assisted");
        }
    }
    line + &t("tui-solved-next")
}

/// Breaks a line at spaces so that no piece takes more than `cells` terminal cells (a
/// word wider than that, such as a run of Chinese, breaks between its characters).
fn wrap_line(line: &str, cells: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for word in line.split(' ') {
        if !cur.is_empty() && width(&cur) + 1 + width(word) > cells {
            out.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
        while width(&cur) > cells {
            let mut head = String::new();
            let mut rest = cur.chars();
            for c in rest.by_ref() {
                if width(&head) + width(c.encode_utf8(&mut [0; 4])) > cells {
                    cur = std::iter::once(c).chain(rest).collect();
                    break;
                }
                head.push(c);
            }
            out.push(head);
        }
    }
    out.push(cur);
    out
}

fn popup(f: &mut Frame, area: Rect, title: &str, lines: &[String]) {
    let inner = area.width.saturating_sub(4).max(10) as usize;
    let lines: Vec<String> = lines.iter().flat_map(|l| wrap_line(l, inner)).collect();
    let w = (lines.iter().map(|l| width(l)).max().unwrap_or(10) as u16 + 4).min(area.width);
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
        .map(|(i, n)| {
            let name = tell(&game::level_label(n));
            format!("{} {name}", if i == selected { '>' } else { ' ' })
        })
        .collect();
    lines.push(String::new());
    if app.view_custom_goal() {
        lines.push(t("tui-from-custom-goal"));
    }
    lines.push(t("tui-levels-keys"));
    popup(f, area, &t("tui-new-game"), &lines);
}

fn prompt(app: &App, f: &mut Frame, area: Rect, kind: PromptKind, text: &str) {
    let ask = app
        .face()
        .map(|face| t(face.prompt(kind)))
        .unwrap_or_default();
    let lines = vec![
        ask,
        format!("{text}_"),
        String::new(),
        app.message(),
        t("tui-prompt-keys"),
    ];
    popup(f, area, &t("tui-enter"), &lines);
}

fn help(app: &App, f: &mut Frame, area: Rect) {
    let rules = app
        .face()
        .map(|face| t(face.rules(app.view_custom_goal())))
        .unwrap_or_default();
    // The rules in lines as wide as the widest key line.
    let keys: Vec<String> = [
        "tui-help-keys-1",
        "tui-help-keys-2",
        "tui-help-keys-3",
        "tui-help-keys-4",
    ]
    .into_iter()
    .map(t)
    .collect();
    let cells = keys.iter().map(|k| width(k)).max().unwrap_or(60);
    let mut lines = wrap_line(&rules, cells);
    lines.push(String::new());
    lines.extend(keys);
    lines.extend([String::new(), t("tui-help-close")]);
    popup(f, area, &t("tui-help-title"), &lines);
}

/// What the timer's display says now: the running time, the inspection's seconds (or +2,
/// DNF), the last solve's time.
fn timer_display(v: &practice::TimerView, now: i64) -> String {
    use practice::averages::clock;
    use practice::timer::Phase;
    use practice::Penalty;
    let inspecting = |since: i64| {
        let e = (now - since).max(0) as u64;
        if e > v.dnf_after_ms {
            "DNF".to_string()
        } else if e > v.inspection_ms {
            "+2".to_string()
        } else {
            (v.inspection_ms - e).div_ceil(1000).to_string()
        }
    };
    match v.phase {
        Phase::Running { since, .. } => clock((now - since).max(0) as u64, false),
        Phase::Inspecting { since } => inspecting(since),
        Phase::Holding {
            inspection: Some(since),
            ..
        } => inspecting(since),
        _ => match &v.last {
            Some(s) if s.penalty == Penalty::Dnf => format!("DNF({})", clock(s.ms, false)),
            Some(s) if s.penalty == Penalty::Plus2 => format!("{}+", clock(s.ms + 2000, false)),
            Some(s) => clock(s.ms, false),
            None => clock(0, false),
        },
    }
}

/// Where a trainer's scramble leaves its step, as the puzzle's face says it.
fn hold_note(v: &practice::TimerView) -> Option<String> {
    let kind: game::PuzzleKind = v.session.kind.puzzle.parse().ok()?;
    faces::face(kind)?.hold_note(v.hold.as_ref()?)
}

/// A solve timed in phases (a tiles' series): each board's split so far while it runs,
/// else the last solve's, each with its board's size; `None` for one puzzle.
fn splits_line(v: &practice::TimerView) -> Option<String> {
    use practice::timer::Phase;
    if v.phases.is_empty() {
        return None;
    }
    let splits: Vec<u64> = match v.phase {
        Phase::Running { .. } => {
            let mut from = 0;
            v.marks
                .iter()
                .map(|&m| {
                    let d = m.saturating_sub(from);
                    from = m;
                    d
                })
                .collect()
        }
        _ => v
            .last
            .as_ref()
            .map(|s| s.splits.clone())
            .unwrap_or_default(),
    };
    let shown: Vec<String> = v
        .phases
        .iter()
        .zip(&splits)
        .map(|(name, &ms)| {
            let name = name.replace('x', "×");
            format!("{name} {}", practice::averages::clock(ms, false))
        })
        .collect();
    if shown.is_empty() {
        return None;
    }
    Some(ta("timer-splits", &[("splits", text(shown.join(" · ")))]))
}

/// The judge's call during inspection, as the page shows it: "8 seconds!" from 8 s, "12
/// seconds!" from 12 s, until the start.
fn inspection_alert(v: &practice::TimerView, now: i64) -> Option<String> {
    use practice::timer::Phase;
    let since = match v.phase {
        Phase::Inspecting { since }
        | Phase::Holding {
            inspection: Some(since),
            ..
        } => since,
        _ => return None,
    };
    let elapsed = (now - since).max(0) as u64;
    let alert = v.alerts_ms.iter().rev().find(|&&a| elapsed >= a)?;
    Some(ta(
        "practice-alert",
        &[("secs", num((alert / 1000) as f64))],
    ))
}

/// The timer for a real puzzle: the scramble, the time, the session's figures and a
/// sparkline of its latest times.
fn timer(app: &App, f: &mut Frame, area: Rect) {
    use practice::averages::{clock, Attempt};
    let Some(p) = &app.practice else {
        return;
    };
    let v = match p.view() {
        Ok(v) => v,
        Err(e) => {
            f.render_widget(Paragraph::new(tell(&e)), area);
            return;
        }
    };
    let now = app.timer_now();
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let on = if v.inspection { "yes" } else { "no" };
    let mut lines = vec![
        Line::from(Span::styled(
            ta("tui-timer-title", &[("name", text(&v.session.name))]),
            bold,
        )),
        Line::from(""),
        Line::from(ta(
            "tui-timer-scramble",
            &[("scramble", text(&v.scramble.text))],
        )),
        Line::from(hold_note(&v).unwrap_or_default()),
        Line::from(Span::styled(
            format!("    {}", timer_display(&v, now)),
            bold.fg(match v.phase {
                practice::timer::Phase::Running { .. } => Color::Green,
                practice::timer::Phase::Inspecting { .. } => Color::Yellow,
                _ => Color::Reset,
            }),
        )),
        Line::from(Span::styled(
            inspection_alert(&v, now).unwrap_or_default(),
            bold.fg(Color::Yellow),
        )),
    ];
    if let Some(splits) = splits_line(&v) {
        lines.push(Line::from(splits));
    }
    if let (Some(case), practice::timer::Phase::Idle | practice::timer::Phase::Stopped { .. }) =
        (&v.last_case, v.phase)
    {
        // A trainer's case, told once its solve is done.
        lines.push(Line::from(ta("trainer-case-was", &[("case", text(case))])));
    }
    let fig = |a: Option<Attempt>, avg: bool| match a {
        None => "–".to_string(),
        Some(Attempt::Dnf) => "DNF".to_string(),
        Some(Attempt::Value(ms)) => clock(ms.max(0) as u64, avg),
    };
    if let Some((stats, _)) = &app.practice_stats {
        lines.push(Line::from(ta(
            "tui-timer-figures",
            &[
                ("solves", num(stats.solves as f64)),
                ("dnfs", num(stats.dnfs as f64)),
            ],
        )));
        for (name, f) in stats.times.named().into_iter().take(5) {
            let shown = frontend::text::figure_name(name);
            lines.push(Line::from(format!(
                "  {} {:>10} {:>10}",
                pad_cells(&shown, 7),
                fig(f.current, name != "single"),
                fig(f.best, name != "single")
            )));
        }
    }
    lines.push(Line::from(""));
    lines.push(Line::from(ta("tui-timer-keys", &[("on", text(on))])));
    lines.push(Line::from(t("tui-timer-more")));
    let message = app.message();
    if !message.is_empty() {
        lines.push(Line::from(message));
    }
    let spark_h = 5u16.min(area.height / 4);
    let text_area = Rect {
        height: area.height.saturating_sub(spark_h + 1),
        ..area
    };
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), text_area);
    if let Some((_, times)) = &app.practice_stats {
        let shown = &times[times
            .len()
            .saturating_sub(area.width.saturating_sub(2) as usize)..];
        let spark = Sparkline::default()
            .block(
                Block::default()
                    .borders(Borders::TOP)
                    .title(ta("tui-timer-sparkline", &[("n", num(shown.len() as f64))])),
            )
            .data(shown)
            .style(Style::default().fg(Color::Cyan));
        let y = area.y + area.height.saturating_sub(spark_h + 1);
        f.render_widget(spark, Rect::new(area.x, y, area.width, spark_h + 1));
    }
}

/// Seconds to the hundredth (`-` when unknown).
fn secs(ms: Option<u64>) -> String {
    ms.map_or_else(|| "-".into(), |ms| format!("{:.2}", ms as f64 / 1000.0))
}

/// A saved game watched back: the board of the action shown, the clock and speed, the
/// actions around the current one, the stages.
fn replay(app: &App, f: &mut Frame, area: Rect) {
    let Some(p) = &app.replay else {
        return;
    };
    let r = &p.replay;
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let name = app
        .puzzles
        .find(r.puzzle)
        .map(|p| p.names().label())
        .map_or_else(|_| r.puzzle.to_string(), |l| tell(&l));
    let title = ta("tui-replay-title", &[("puzzle", text(name))]);
    f.render_widget(
        Paragraph::new(Line::from(Span::styled(title, bold))),
        Rect::new(area.x, area.y, area.width, 1),
    );
    let below = (r.stages.len() as u16 + 5).min(area.height / 2);
    let board = Rect::new(
        area.x,
        area.y + 1,
        area.width,
        area.height.saturating_sub(below + 1),
    );
    // Nothing is marked in a replay (the disk's ring, the first layer, as drawn alone).
    let none = |_: &str| Vec::new();
    let shown = Board {
        view: p.board(),
        hint: None,
        marks: Marks { ring: 0, layer: 0 },
        cells_of: &none,
    };
    let fits = draw_board(f, board, faces::face(r.puzzle), &shown);
    if !fits {
        too_small(f, area, (area.width + 10, area.height + 4));
        return;
    }
    let mut lines = vec![
        Line::from(Span::styled(replay_status(p), bold)),
        Line::from(replay_actions(p, area.width as usize)),
    ];
    if !r.stages.is_empty() {
        lines.push(Line::from(t("tui-replay-stages")));
        for s in &r.stages {
            let tps = s.tps().map_or_else(|| "-".into(), |v| format!("{v:.2}"));
            lines.push(Line::from(format!(
                "  {} {:>4} {:>7} {:>7} {:>6}  {}",
                pad_cells(&tell(&s.label), 28),
                s.count,
                secs(s.ms),
                secs(s.pause_ms),
                tps,
                s.moves.join(" ")
            )));
        }
    }
    lines.push(Line::from(t("tui-replay-keys")));
    let y = board.y + board.height;
    f.render_widget(
        Paragraph::new(lines),
        Rect::new(area.x, y, area.width, area.y + area.height - y),
    );
}

/// `▶ 3.45 / 10.97 · 2× · action 5 of 12`.
fn replay_status(p: &practice::replay::Player) -> String {
    let r = &p.replay;
    let speed = match p.speed() {
        s if s < 1.0 => "½×".to_string(),
        s => format!("{s}×"),
    };
    ta(
        if p.playing() {
            "tui-replay-playing"
        } else {
            "tui-replay-paused"
        },
        &[
            ("time", secs(Some(p.ms())).into()),
            ("total", secs(Some(r.ms)).into()),
            ("speed", speed.into()),
            ("action", p.frame().map_or(0, |(i, _)| i + 1).into()),
            ("actions", r.frames.len().into()),
        ],
    )
}

/// The actions around the one shown, that one in brackets (an undo as `undo R`).
fn replay_actions(p: &practice::replay::Player, cells: usize) -> String {
    let word = |f: &practice::replay::Frame| match f.act {
        "undo" => ta("replay-undo", &[("move", f.mv.clone().into())]),
        "redo" => ta("replay-redo", &[("move", f.mv.clone().into())]),
        "restart" => t("replay-restart"),
        _ => f.mv.clone(),
    };
    let at = p.frame().map(|(i, _)| i);
    let from = at.unwrap_or(0).saturating_sub(8);
    let mut out = String::new();
    for (i, f) in p.replay.frames.iter().enumerate().skip(from) {
        let w = if Some(i) == at {
            format!("[{}]", word(f))
        } else {
            word(f)
        };
        if width(&out) + width(&w) + 1 > cells {
            break;
        }
        out.push_str(&w);
        out.push(' ');
    }
    out
}
