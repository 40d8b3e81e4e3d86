//! csTimer's files, where cubers keep their history: its JSON export read into sessions and
//! written from them, and its CSV of a session's times.
//!
//! The JSON is one object: `"session1"`, `"session2"`, … each an array of solves
//! `[[penalty, ms, …], scramble, comment, unix seconds, …]` (penalty `0`, `2000` for +2, `-1`
//! for a DNF whose time is kept), and `"properties"` whose `sessionData` (an object, or that
//! object written as a string) names each session (`name`) and its event (`opt.scrType`,
//! `333` when absent). puzzlebox keeps what csTimer does not know in a `puzzlebox` key of a
//! session's entry there (its way of solving, which solves were assisted), which csTimer
//! leaves alone.
//!
//! Reading names every bad entry and why ([`BadEntry`]): the caller adds nothing when one is
//! bad, or (asked to) the rest. Nothing here reads or writes a file.

use game::Puzzles;
use serde_json::{json, Map, Value};

use crate::sessions::{Mode, Penalty, SessionKind};

/// The largest file read (a csTimer export of 100,000 solves is about 10 MB).
pub const MAX_BYTES: usize = 32 << 20;

/// A session of a csTimer file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsSession {
    /// Its name (`Session N` when csTimer gives none).
    pub name: String,
    /// What it is of: csTimer's event mapped to a puzzle of puzzlebox's where one is
    /// (`333` the cube, `8prp`/`15prp` the 3×3 and 4×4 tiles), else kept as the event.
    pub kind: SessionKind,
    /// Its solves, in the file's order.
    pub solves: Vec<CsSolve>,
}

/// A solve of a csTimer file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsSolve {
    /// Its penalty.
    pub penalty: Penalty,
    /// Its time before any penalty, in milliseconds.
    pub ms: u64,
    /// Its scramble.
    pub scramble: String,
    /// Its comment.
    pub comment: String,
    /// When, in milliseconds since the Unix epoch (csTimer keeps seconds).
    pub at: i64,
    /// Whether a hint or a demonstration helped (puzzlebox's own note).
    pub assisted: bool,
}

/// What is wrong with one entry of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadEntry {
    /// The session's name.
    pub session: String,
    /// The solve's place in its session, from 1 (0: the session itself).
    pub solve: usize,
    /// What is wrong.
    pub fault: Fault,
}

/// What is wrong with an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A session that is not a list of solves.
    NotAList,
    /// A solve that is not csTimer's `[[penalty, ms], scramble, comment, date]`.
    NotASolve,
    /// A field missing: `penalty`, `time`, `scramble`, `comment`, `date`.
    Missing(&'static str),
    /// A field that is not a number.
    NotANumber(&'static str),
    /// A negative time.
    NegativeTime(i64),
    /// A penalty code csTimer does not write (it writes 0, 2000 and -1).
    UnknownPenalty(i64),
}

impl messages::Localize for Fault {
    fn message(&self) -> messages::Message {
        use messages::Message;
        match self {
            Fault::NotAList => Message::new("cstimer-not-a-list"),
            Fault::NotASolve => Message::new("cstimer-not-a-solve"),
            Fault::Missing(field) => Message::new("cstimer-missing").arg("field", *field),
            Fault::NotANumber(field) => Message::new("cstimer-not-a-number").arg("field", *field),
            Fault::NegativeTime(ms) => {
                Message::new("cstimer-negative-time").arg("ms", ms.to_string())
            }
            Fault::UnknownPenalty(code) => {
                Message::new("cstimer-unknown-penalty").arg("code", code.to_string())
            }
        }
    }
}

impl messages::Localize for BadEntry {
    fn message(&self) -> messages::Message {
        use messages::Message;
        let id = if self.solve == 0 {
            "cstimer-entry-session"
        } else {
            "cstimer-entry-solve"
        };
        Message::new(id)
            .arg("session", self.session.as_str())
            .arg("solve", self.solve)
            .arg("fault", self.fault.message())
    }
}

/// Whether a JSON value is a csTimer export (an object with `sessionN` lists or csTimer's
/// `properties`), not puzzlebox's own.
pub fn looks_like(v: &Value) -> bool {
    let Some(o) = v.as_object() else {
        return false;
    };
    !o.contains_key("format")
        && (o.keys().any(|k| session_number(k).is_some())
            || o.get("properties").is_some_and(Value::is_object))
}

fn session_number(key: &str) -> Option<u32> {
    key.strip_prefix("session")?.parse().ok().filter(|n| *n > 0)
}

/// The sessions of a csTimer export, and every bad entry (the good ones are read anyway);
/// each session's event is read as a variant of one of `puzzles` where it is one.
pub fn read(puzzles: &Puzzles, v: &Value) -> (Vec<CsSession>, Vec<BadEntry>) {
    let empty = Map::new();
    let o = v.as_object().unwrap_or(&empty);
    let data = session_data(o);
    let mut numbers: Vec<(u32, &Value)> = o
        .iter()
        .filter_map(|(k, v)| Some((session_number(k)?, v)))
        .collect();
    numbers.sort_by_key(|(n, _)| *n);
    let (mut sessions, mut bad) = (Vec::new(), Vec::new());
    for (n, list) in numbers {
        let entry = data.get(n.to_string()).cloned().unwrap_or(Value::Null);
        let name = match entry.get("name") {
            Some(Value::String(s)) if !s.trim().is_empty() => s.trim().to_string(),
            Some(Value::Number(x)) => format!("Session {x}"),
            _ => format!("Session {n}"),
        };
        let event = entry
            .pointer("/opt/scrType")
            .and_then(Value::as_str)
            .unwrap_or("333");
        let ours = entry.get("puzzlebox");
        let mode = match ours.and_then(|p| p.get("mode")).and_then(Value::as_str) {
            Some("screen") => Mode::Screen,
            _ => Mode::Timer,
        };
        let assisted: Vec<u64> = ours
            .and_then(|p| p.get("assisted"))
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(Value::as_u64).collect())
            .unwrap_or_default();
        // A list, or (as csTimer keeps it in its storage) that list written as a string.
        let parsed;
        let list = match list {
            Value::String(s) => {
                parsed = serde_json::from_str::<Value>(s).unwrap_or(Value::Null);
                &parsed
            }
            v => v,
        };
        let Some(items) = list.as_array() else {
            bad.push(BadEntry {
                session: name,
                solve: 0,
                fault: Fault::NotAList,
            });
            continue;
        };
        let mut solves = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match solve_of(item) {
                Ok(mut s) => {
                    s.assisted = assisted.contains(&(i as u64 + 1));
                    solves.push(s);
                }
                Err(fault) => bad.push(BadEntry {
                    session: name.clone(),
                    solve: i + 1,
                    fault,
                }),
            }
        }
        sessions.push(CsSession {
            name,
            kind: kind_of(puzzles, event, mode),
            solves,
        });
    }
    (sessions, bad)
}

/// `properties.sessionData`: an object, or an object written as a string.
fn session_data(o: &Map<String, Value>) -> Value {
    match o.get("properties").and_then(|p| p.get("sessionData")) {
        Some(Value::String(s)) => serde_json::from_str(s).unwrap_or(Value::Null),
        Some(v) => v.clone(),
        None => Value::Null,
    }
}

/// The largest time (ms) or date (s) read: the year 9999 in seconds, 8 years in ms.
const MAX_NUMBER: u64 = 253_402_300_799;

fn solve_of(item: &Value) -> Result<CsSolve, Fault> {
    let a = item.as_array().ok_or(Fault::NotASolve)?;
    let timing = a.first().ok_or(Fault::Missing("penalty"))?;
    let timing = timing.as_array().ok_or(Fault::NotASolve)?;
    let number = |v: Option<&Value>, field: &'static str| -> Result<i64, Fault> {
        let v = v.ok_or(Fault::Missing(field))?;
        // A whole number within what a time or a date can be (a date of 10^30 seconds is
        // no date: it would not survive being written back).
        v.as_i64()
            .or_else(|| v.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64))
            .filter(|n| n.unsigned_abs() <= MAX_NUMBER)
            .ok_or(Fault::NotANumber(field))
    };
    let penalty = match number(timing.first(), "penalty")? {
        0 => Penalty::Ok,
        2000 => Penalty::Plus2,
        -1 => Penalty::Dnf,
        other => return Err(Fault::UnknownPenalty(other)),
    };
    let ms = number(timing.get(1), "time")?;
    if ms < 0 {
        return Err(Fault::NegativeTime(ms));
    }
    let text = |i: usize, field: &'static str| -> Result<String, Fault> {
        match a.get(i) {
            Some(Value::String(s)) => Ok(s.clone()),
            Some(_) => Err(Fault::NotASolve),
            None => Err(Fault::Missing(field)),
        }
    };
    Ok(CsSolve {
        penalty,
        ms: ms as u64,
        scramble: text(1, "scramble")?,
        comment: text(2, "comment")?,
        at: number(a.get(3), "date")?.saturating_mul(1000),
        assisted: false,
    })
}

/// The session kind of a csTimer event (and the way of solving puzzlebox noted): a
/// variant of one of `puzzles` where the event names one (each puzzle's door says which),
/// else the event kept as it is (timer only).
pub fn kind_of(puzzles: &Puzzles, event: &str, mode: Mode) -> SessionKind {
    for p in puzzles.all() {
        if let Some(key) = p.key_of_event(event) {
            return SessionKind::of(p.kind(), &key, mode);
        }
    }
    SessionKind {
        puzzle: event.to_string(),
        size: String::new(),
        mode: Mode::Timer,
    }
}

/// csTimer's events puzzlebox keeps without playing them (their times, scrambles and
/// averages), each with the message that names it.
pub const EVENTS: [(&str, &str); 15] = [
    ("444wca", "event-444"),
    ("555wca", "event-555"),
    ("666wca", "event-666"),
    ("777wca", "event-777"),
    ("333oh", "event-333oh"),
    ("333ni", "event-333bf"),
    ("333fm", "event-333fm"),
    ("444bld", "event-444bf"),
    ("555bld", "event-555bf"),
    ("r3ni", "event-333mbf"),
    ("clkwca", "event-clock"),
    ("mgmp", "event-megaminx"),
    ("pyrso", "event-pyraminx"),
    ("skbso", "event-skewb"),
    ("sqrs", "event-sq1"),
];

/// What a person calls a csTimer event puzzlebox keeps (`444wca`: the 4×4×4 cube), if it is
/// one of [`EVENTS`].
pub fn event_label(event: &str) -> Option<messages::Message> {
    EVENTS
        .iter()
        .find(|(e, _)| *e == event)
        .map(|(_, id)| messages::Message::new(id))
}

/// The csTimer event of a session kind (the inverse of [`kind_of`]).
pub fn event_of(puzzles: &Puzzles, kind: &SessionKind) -> String {
    let ours = kind.puzzle.parse().ok().and_then(|k| puzzles.find(k).ok());
    match ours {
        Some(p) => p.timer_event(&kind.size),
        None => kind.puzzle.clone(),
    }
}

fn penalty_code(p: Penalty) -> i64 {
    match p {
        Penalty::Ok => 0,
        Penalty::Plus2 => 2000,
        Penalty::Dnf => -1,
    }
}

/// A csTimer export of sessions (numbered from 1 in the order given), the events of
/// `puzzles`' variants as their doors name them.
pub fn write(puzzles: &Puzzles, sessions: &[CsSession]) -> Value {
    let mut o = Map::new();
    let mut data = Map::new();
    for (i, s) in sessions.iter().enumerate() {
        let n = i + 1;
        let solves: Vec<Value> = s
            .solves
            .iter()
            .map(|x| {
                json!([
                    [penalty_code(x.penalty), x.ms],
                    x.scramble,
                    x.comment,
                    x.at.div_euclid(1000)
                ])
            })
            .collect();
        o.insert(format!("session{n}"), Value::Array(solves));
        let assisted: Vec<usize> = s
            .solves
            .iter()
            .enumerate()
            .filter(|(_, x)| x.assisted)
            .map(|(i, _)| i + 1)
            .collect();
        let mode = match s.kind.mode {
            Mode::Screen => "screen",
            Mode::Timer => "timer",
        };
        data.insert(
            n.to_string(),
            json!({
                "name": s.name,
                "opt": {"scrType": event_of(puzzles, &s.kind)},
                "rank": n,
                "puzzlebox": {"mode": mode, "assisted": assisted},
            }),
        );
    }
    let data = Value::Object(data).to_string();
    o.insert(
        "properties".into(),
        json!({"sessionData": data, "sessionN": sessions.len()}),
    );
    Value::Object(o)
}

/// A time as csTimer writes it: `12.34`, `1:02.50`, hundredths (cut, not rounded).
pub fn pretty(ms: u64) -> String {
    crate::averages::clock(ms, false)
}

/// A session's solves as csTimer's CSV: `No.;Time;Comment;Scramble;Date;P.1`, the time with
/// its penalty (`12.34+` a +2's total, `DNF(12.34)`), the date as `YYYY-MM-DD hh:mm:ss`
/// (UTC), the raw time last.
pub fn csv(solves: &[CsSolve]) -> String {
    let field = |v: String| {
        if v.contains(';') || v.contains('\n') || v.contains('"') {
            format!("\"{}\"", v.replace('"', "\"\""))
        } else {
            v
        }
    };
    let mut out = vec!["No.;Time;Comment;Scramble;Date;P.1".to_string()];
    for (i, s) in solves.iter().enumerate() {
        let time = match s.penalty {
            Penalty::Ok => pretty(s.ms),
            Penalty::Plus2 => format!("{}+", pretty(s.ms + 2000)),
            Penalty::Dnf => format!("DNF({})", pretty(s.ms)),
        };
        let line = [
            (i + 1).to_string(),
            time,
            s.comment.clone(),
            s.scramble.clone(),
            date(s.at),
            pretty(s.ms),
        ];
        out.push(line.map(field).join(";"));
    }
    out.join("\r\n") + "\r\n"
}

/// `YYYY-MM-DD hh:mm:ss` of milliseconds since the Unix epoch (UTC).
pub fn date(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    let (h, mi, s) = (rest / 3600, rest / 60 % 60, rest % 60);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{mi:02}:{s:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use door::Door;

    fn puzzles() -> Puzzles {
        crate::tests::puzzles()
    }

    fn file() -> Value {
        json!({
            "session1": [
                [[0, 12340], "R U R'", "", 1700000000],
                [[2000, 9870], "F2 D", "good one", 1700000060],
                [[-1, 15000], "L2", "", 1700000120],
            ],
            "session2": [[[0, 64500], "R Uw", "", 1700001000]],
            "properties": {
                "sessionData": "{\"1\":{\"name\":\"Main\",\"opt\":{}},\"2\":{\"name\":7,\"opt\":{\"scrType\":\"444wca\"}}}",
                "sessionN": 2
            }
        })
    }

    #[test]
    fn reads_sessions_names_events_and_penalties() {
        let v = file();
        assert!(looks_like(&v));
        let (sessions, bad) = read(&puzzles(), &v);
        assert!(bad.is_empty(), "{bad:?}");
        assert_eq!(sessions[0].name, "Main");
        assert_eq!(
            sessions[0].kind,
            SessionKind::of(cube::Cube::NAMES.kind(), "", Mode::Timer)
        );
        assert_eq!(sessions[1].name, "Session 7");
        assert_eq!(sessions[1].kind.puzzle, "444wca");
        let s = &sessions[0].solves;
        assert_eq!(
            (s[1].penalty, s[1].ms, s[1].comment.as_str(), s[1].at),
            (Penalty::Plus2, 9870, "good one", 1_700_000_060_000)
        );
        assert_eq!((s[2].penalty, s[2].ms), (Penalty::Dnf, 15000));
        assert!(!looks_like(
            &json!({"format": "puzzlebox-games", "games": []})
        ));
    }

    #[test]
    fn bad_entries_are_named_with_their_fault() {
        let v = json!({
            "session1": [
                [[0, -5], "R", "", 1],
                [[0, "fast"], "R", "", 1],
                [[7, 100], "R", "", 1],
                [[0, 100], "R", ""],
                "not a solve",
                [[0, 100], "R", "", 1],
                [[0, 100], "R", "", 1.7377e30],
            ],
            "session2": {"oops": 1},
        });
        let (sessions, bad) = read(&puzzles(), &v);
        let faults: Vec<(usize, Fault)> = bad.iter().map(|b| (b.solve, b.fault.clone())).collect();
        assert_eq!(
            faults,
            [
                (1, Fault::NegativeTime(-5)),
                (2, Fault::NotANumber("time")),
                (3, Fault::UnknownPenalty(7)),
                (4, Fault::Missing("date")),
                (5, Fault::NotASolve),
                (7, Fault::NotANumber("date")),
                (0, Fault::NotAList),
            ]
        );
        assert_eq!(sessions[0].solves.len(), 1, "the good one is read");
        assert_eq!(bad[0].session, "Session 1");
    }

    #[test]
    fn written_files_read_back_the_same() {
        let (sessions, _) = read(&puzzles(), &file());
        let mut sessions = sessions;
        sessions.push(CsSession {
            name: "Tiles".into(),
            kind: SessionKind::of(sliding::Tiles::NAMES.kind(), "5x5", Mode::Screen),
            solves: vec![CsSolve {
                penalty: Penalty::Ok,
                ms: 61_000,
                scramble: "1 2/3 0".into(),
                comment: String::new(),
                at: 1_700_000_000_000,
                assisted: true,
            }],
        });
        let again = read(&puzzles(), &write(&puzzles(), &sessions));
        assert!(again.1.is_empty());
        assert_eq!(again.0, sessions);
    }

    #[test]
    fn csv_as_cstimer_writes_it() {
        let (sessions, _) = read(&puzzles(), &file());
        let text = csv(&sessions[0].solves);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "No.;Time;Comment;Scramble;Date;P.1");
        assert_eq!(lines[1], "1;12.34;;R U R';2023-11-14 22:13:20;12.34");
        assert_eq!(lines[2], "2;11.87+;good one;F2 D;2023-11-14 22:14:20;9.87");
        assert_eq!(lines[3], "3;DNF(15.00);;L2;2023-11-14 22:15:20;15.00");
        assert_eq!(pretty(64_500), "1:04.50");
    }
}
