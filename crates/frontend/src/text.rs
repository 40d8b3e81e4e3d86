//! Text for a terminal, shared by the command line and the terminal game: padding by
//! terminal columns (a CJK character takes two), and a practice session's history and
//! solves as lines (the same words and columns in both).

use practice::averages::clock;
use practice::{History, Penalty, Solve};

use crate::lang::{say, text};

/// The terminal columns `t` takes (a CJK character or full-width sign takes two).
pub fn columns(t: &str) -> usize {
    t.chars()
        .map(|c| if (c as u32) < 0x1100 { 1 } else { 2 })
        .sum()
}

/// `t` padded to `width` terminal columns, on the right or left.
pub fn pad(t: &str, width: usize, right: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(columns(t)));
    if right {
        format!("{fill}{t}")
    } else {
        format!("{t}{fill}")
    }
}

/// `t` cut to at most `width` columns (an ellipsis where it was cut).
pub fn cut(t: &str, width: usize) -> String {
    if columns(t) <= width {
        return t.to_string();
    }
    let mut out = String::new();
    for c in t.chars() {
        if columns(&out) + columns(&c.to_string()) + 1 > width {
            break;
        }
        out.push(c);
    }
    out + "…"
}

/// `YYYY-MM-DD hh:mm` of a moment on a clock `utc_offset` minutes ahead of UTC.
pub fn local_date(at: i64, utc_offset: i32) -> String {
    let full = practice::cstimer::date(at + i64::from(utc_offset) * 60_000);
    full[..16].to_string()
}

/// `UTC`, `UTC+08:00`, `UTC-05:30`: a clock's name by its offset in minutes.
pub fn utc_name(utc_offset: i32) -> String {
    if utc_offset == 0 {
        return "UTC".into();
    }
    let sign = if utc_offset < 0 { '-' } else { '+' };
    let m = utc_offset.unsigned_abs();
    format!("UTC{sign}{:02}:{:02}", m / 60, m % 60)
}

/// A figure's name as a person reads it: a single in the reader's language; ao5, … are
/// notation.
pub fn figure_name(name: &str) -> String {
    match name {
        "single" => say("figure-single", &[]),
        other => other.to_string(),
    }
}

/// A history as lines, in two parts: each figure's bests as they fell (a heading, the
/// columns, a line a best), and the solves of each day (a heading, the columns, a line a
/// day, the oldest first). No line is wider than 60 columns (a date is the widest cell).
pub fn history_lines(h: &History, utc_offset: i32) -> (Vec<String>, Vec<String>) {
    let mut bests = vec![say("history-bests", &[])];
    let steps: Vec<_> = h
        .bests
        .iter()
        .flat_map(|b| b.steps.iter().map(move |step| (b.figure.as_str(), step)))
        .collect();
    if steps.is_empty() {
        bests.push(format!("  {}", say("history-none", &[])));
    } else {
        let cols = ["col-figure", "col-time", "col-solve", "col-date"].map(|c| say(c, &[]));
        bests.push(format!(
            "  {} {} {} {}",
            pad(&cols[0], 8, false),
            pad(&cols[1], 12, true),
            pad(&cols[2], 8, true),
            cols[3]
        ));
        for (figure, step) in steps {
            bests.push(format!(
                "  {} {} {} {}",
                pad(&figure_name(figure), 8, false),
                pad(&clock(step.ms.max(0) as u64, figure != "single"), 12, true),
                pad(&step.solve.to_string(), 8, true),
                local_date(step.at, utc_offset)
            ));
        }
    }
    let mut days = vec![say("history-days", &[])];
    let cols = ["col-day", "col-solves", "col-dnfs"].map(|c| say(c, &[]));
    days.push(format!(
        "  {} {} {}",
        pad(&cols[0], 12, false),
        pad(&cols[1], 8, true),
        pad(&cols[2], 8, true)
    ));
    for d in &h.days {
        days.push(format!(
            "  {} {} {}",
            pad(&d.day, 12, false),
            pad(&d.solves.to_string(), 8, true),
            pad(&d.dnfs.to_string(), 8, true)
        ));
    }
    (bests, days)
}

/// A solve's result as cubers read it: `12.34`, `12.34+` (+2, the total), `DNF(12.34)`.
pub fn result_text(s: &Solve) -> String {
    match s.penalty {
        Penalty::Ok => clock(s.ms, false),
        Penalty::Plus2 => format!("{}+", clock(s.ms + 2000, false)),
        Penalty::Dnf => format!("DNF({})", clock(s.ms, false)),
    }
}

/// The clock line under a history: whose days and dates.
pub fn clock_line(id: &'static str, utc_offset: i32) -> String {
    say(id, &[("clock", text(utc_name(utc_offset)))])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_named_and_dates_moved_by_their_offset() {
        assert_eq!(utc_name(0), "UTC");
        assert_eq!(utc_name(480), "UTC+08:00");
        assert_eq!(utc_name(-330), "UTC-05:30");
        assert_eq!(local_date(0, 480), "1970-01-01 08:00");
        assert_eq!(local_date(0, -60), "1969-12-31 23:00");
    }

    #[test]
    fn text_is_padded_and_cut_by_terminal_columns() {
        assert_eq!(columns("单次"), 4);
        assert_eq!(pad("单次", 6, false), "单次  ");
        assert_eq!(pad("ab", 4, true), "  ab");
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(cut("单次单次", 5), "单次…");
        assert_eq!(cut("ab", 4), "ab");
    }
}
