//! Practice sessions and their solves, as speedsolvers keep them.
//!
//! A session has a name (unique), is of one puzzle (the tiles of one size) and one way of
//! solving — on the screen, or a real puzzle timed with the timer ([`Mode`]) — or of an event
//! puzzlebox does not model, kept from a csTimer file (`222so`, `444wca`, …: timer only). Each
//! finished solve belongs to the current session of its kind, made when first needed. A
//! solve keeps its raw time, its penalty (+2, DNF; markable and undoable), its moves in the
//! puzzle's metric, whether a hint or a demonstration helped (assisted: kept, never a best,
//! never in an average), its scramble, a comment and when it was made; a tiles solve gets the
//! length of the shortest solution once it is known (computed after the solve).
//!
//! A session's figures ([`SessionStats`]) are the averages of [`crate::averages`] over its
//! unassisted solves, oldest first: times in milliseconds, moves, and turns per second.

use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::row::{assisted, move_count_of, size_of};
use super::{new_uid, now_ms, GameRow, Store, StoreError};
use crate::averages::{self, Attempt, Figure, Kind};
use crate::kind::{label_of, PuzzleKind};

/// How a session's solves are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Played on the screen (the page, the terminal).
    Screen,
    /// A real puzzle in the hands, timed with the timer.
    Timer,
}

impl Mode {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Mode::Screen => "screen",
            Mode::Timer => "timer",
        }
    }

    fn parse(s: &str) -> Mode {
        match s {
            "timer" => Mode::Timer,
            _ => Mode::Screen,
        }
    }
}

/// A penalty on a solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
pub enum Penalty {
    /// None.
    #[default]
    #[serde(rename = "ok")]
    Ok,
    /// Two seconds more.
    #[serde(rename = "+2")]
    Plus2,
    /// Did not finish (its time kept).
    #[serde(rename = "DNF")]
    Dnf,
}

impl Penalty {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Penalty::Ok => "ok",
            Penalty::Plus2 => "+2",
            Penalty::Dnf => "DNF",
        }
    }

    pub(super) fn parse(s: &str) -> Penalty {
        match s {
            "+2" => Penalty::Plus2,
            "DNF" => Penalty::Dnf,
            _ => Penalty::Ok,
        }
    }

    /// The penalty named `text` (`ok`, `+2`, `DNF`; any case), if one.
    pub fn from_name(text: &str) -> Option<Penalty> {
        match text.trim().to_ascii_lowercase().as_str() {
            "ok" | "none" | "" => Some(Penalty::Ok),
            "+2" | "plus2" => Some(Penalty::Plus2),
            "dnf" => Some(Penalty::Dnf),
            _ => None,
        }
    }
}

/// What a session is of: a puzzle of puzzlebox's (`sliding` with its size, `cube`,
/// `rings`) or another event kept from csTimer (its `scrType`), and the way of solving.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
pub struct SessionKind {
    /// The puzzle (`sliding`, `cube`, `rings`) or csTimer's event (`222so`, `444wca`, …).
    pub puzzle: String,
    /// The tiles' size (`4x4`; empty for the others).
    #[serde(default)]
    pub size: String,
    /// On the screen or with the timer.
    pub mode: Mode,
}

impl SessionKind {
    /// A puzzle of puzzlebox's, of a size (the tiles'; empty for the others), solved so.
    pub fn of(puzzle: PuzzleKind, size: &str, mode: Mode) -> SessionKind {
        SessionKind {
            puzzle: puzzle.name().to_string(),
            size: size.to_string(),
            mode,
        }
    }

    /// A kind from what a person gives: the tiles' size (`4x4`; 3×3 when none), no size for
    /// the other puzzles.
    pub fn for_puzzle(
        puzzle: PuzzleKind,
        size: Option<&str>,
        mode: Mode,
    ) -> Result<SessionKind, crate::GameError> {
        let size = match (puzzle, size) {
            (PuzzleKind::Sliding, s) => {
                let (w, h) = sliding::parse_size(s.unwrap_or("3x3"))?;
                format!("{w}x{h}")
            }
            (_, Some(_)) => return Err(crate::GameError::OneSize { puzzle }),
            (_, None) => String::new(),
        };
        Ok(SessionKind::of(puzzle, &size, mode))
    }

    /// The puzzle, if one of puzzlebox's.
    pub fn ours(&self) -> Option<PuzzleKind> {
        self.puzzle.parse().ok()
    }

    /// The name a session of this kind gets when one is made for it.
    pub fn default_name(&self) -> String {
        let puzzle = match self.ours() {
            Some(p) => label_of(p, &self.size),
            None => messages::Message::verbatim(self.puzzle.as_str()),
        };
        messages::Message::new("session-default")
            .arg("puzzle", puzzle)
            .arg("timer", self.mode == Mode::Timer)
            .english()
    }
}

/// A session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct SessionInfo {
    /// Its number in this database.
    pub id: i64,
    /// A random id, unique across databases (import matches sessions by it).
    pub uid: String,
    /// Its name (unique).
    pub name: String,
    /// What it is of.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// When it was made (milliseconds since the Unix epoch).
    pub created_at: i64,
    /// Whether new solves of its kind go to it.
    pub current: bool,
    /// How many solves it holds.
    pub solves: u64,
}

/// A solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Solve {
    /// Its number in this database.
    pub id: i64,
    /// A random id, unique across databases.
    pub uid: String,
    /// The time, in milliseconds, before any penalty.
    pub ms: u64,
    /// Its penalty.
    pub penalty: Penalty,
    /// Its moves in the puzzle's metric (on-screen solves).
    pub moves: Option<u32>,
    /// Whether a hint or a demonstration helped (never a best, never in an average).
    pub assisted: bool,
    /// The scramble, or the start position.
    pub scramble: String,
    /// A comment.
    pub comment: String,
    /// When it was made (milliseconds since the Unix epoch).
    pub at: i64,
    /// The game it was (on-screen solves: the saved game's uid).
    pub game: Option<String>,
    /// The tiles: the shortest solution's length (or a proven bound below it).
    pub optimum: Option<u32>,
    /// Whether `optimum` is the shortest solution's length (else no solution is shorter).
    pub optimum_exact: Option<bool>,
}

impl Solve {
    /// Its result: the time with its penalty, or a DNF.
    pub fn result(&self) -> Attempt {
        match self.penalty {
            Penalty::Ok => Attempt::Value(self.ms as i64),
            Penalty::Plus2 => Attempt::Value(self.ms as i64 + 2000),
            Penalty::Dnf => Attempt::Dnf,
        }
    }

    /// Its moves as a result (a DNF is the worst), in hundredths of a move.
    fn moves_result(&self) -> Option<Attempt> {
        let m = self.moves?;
        Some(match self.penalty {
            Penalty::Dnf => Attempt::Dnf,
            _ => Attempt::Value(i64::from(m) * 100),
        })
    }

    /// Its turns per second as a result, in hundredths, negated (higher is better).
    fn tps_result(&self) -> Option<Attempt> {
        let m = self.moves?;
        Some(match self.result() {
            Attempt::Value(ms) if ms > 0 => {
                Attempt::Value(-((i64::from(m) * 100_000 + ms / 2) / ms))
            }
            _ => Attempt::Dnf,
        })
    }
}

/// A solve to add.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewSolve {
    /// Its uid (a new one when none).
    pub uid: Option<String>,
    /// The time before any penalty, in milliseconds.
    pub ms: u64,
    /// Its penalty.
    pub penalty: Penalty,
    /// Its moves (on-screen solves).
    pub moves: Option<u32>,
    /// Whether a hint or a demonstration helped.
    pub assisted: bool,
    /// The scramble.
    pub scramble: String,
    /// A comment.
    pub comment: String,
    /// When (now when none).
    pub at: Option<i64>,
    /// The game it was.
    pub game: Option<String>,
}

/// Every figure of one quantity: current and best of each average.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Figures<T> {
    /// One result.
    pub single: T,
    /// Mean of 3.
    pub mo3: T,
    /// Average of 5.
    pub ao5: T,
    /// Average of 12.
    pub ao12: T,
    /// Average of 50.
    pub ao50: T,
    /// Average of 100.
    pub ao100: T,
    /// Average of 1000.
    pub ao1000: T,
}

impl<T: Clone> Figures<T> {
    fn from_list(list: Vec<(Kind, T)>) -> Figures<T> {
        let get = |n: &str| {
            list.iter()
                .find(|(k, _)| k.name() == n)
                .map(|(_, f)| f.clone())
                .expect("every kind is figured")
        };
        Figures {
            single: get("single"),
            mo3: get("mo3"),
            ao5: get("ao5"),
            ao12: get("ao12"),
            ao50: get("ao50"),
            ao100: get("ao100"),
            ao1000: get("ao1000"),
        }
    }

    /// Each figure with its name (`single`, `mo3`, …), in order.
    pub fn named(&self) -> [(&'static str, &T); 7] {
        [
            ("single", &self.single),
            ("mo3", &self.mo3),
            ("ao5", &self.ao5),
            ("ao12", &self.ao12),
            ("ao50", &self.ao50),
            ("ao100", &self.ao100),
            ("ao1000", &self.ao1000),
        ]
    }
}

/// A figure of moves or turns per second: a number (two decimals) or `"DNF"`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Amount {
    /// A number.
    Value(f64),
    /// Did not finish.
    Dnf,
}

impl Serialize for Amount {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Amount::Value(v) => s.serialize_f64(*v),
            Amount::Dnf => s.serialize_str("DNF"),
        }
    }
}

/// The current and best of a figure of moves or turns per second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct AmountFigure {
    /// Of the last N (`null` with fewer).
    pub current: Option<Amount>,
    /// The best of every N in a row.
    pub best: Option<Amount>,
}

/// A session's figures.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SessionStats {
    /// The session.
    pub session: SessionInfo,
    /// Its solves.
    pub solves: u64,
    /// Of them, with a hint or a demonstration (in no figure).
    pub assisted: u64,
    /// Of the others, DNFs.
    pub dnfs: u64,
    /// Times in milliseconds: `{"current": ms, "best": ms}` (`null` for none, `"DNF"`).
    #[schema(value_type = Object)]
    pub times: Figures<Figure>,
    /// Moves (on-screen solves; `null` for a timer's session).
    #[schema(value_type = Option<Object>)]
    pub moves: Option<Figures<AmountFigure>>,
    /// Turns per second (on-screen solves; higher is better).
    #[schema(value_type = Option<Object>)]
    pub tps: Option<Figures<AmountFigure>>,
}

/// The figures of results in hundredths, as amounts (`negated`: higher is better).
fn amounts(results: &[Attempt], negated: bool) -> Figures<AmountFigure> {
    let amount = |a: Attempt| match a {
        Attempt::Value(v) => Amount::Value(if negated { -v } else { v } as f64 / 100.0),
        Attempt::Dnf => Amount::Dnf,
    };
    let list = averages::figures(results)
        .into_iter()
        .map(|(k, f)| {
            let fig = AmountFigure {
                current: f.current.map(amount),
                best: f.best.map(amount),
            };
            (k, fig)
        })
        .collect();
    Figures::from_list(list)
}

/// The figures of solves (oldest first): the unassisted ones counted.
pub fn stats_of(session: SessionInfo, solves: &[Solve]) -> SessionStats {
    let counted: Vec<&Solve> = solves.iter().filter(|s| !s.assisted).collect();
    let times: Vec<Attempt> = counted.iter().map(|s| s.result()).collect();
    let moves: Vec<Attempt> = counted.iter().filter_map(|s| s.moves_result()).collect();
    let tps: Vec<Attempt> = counted.iter().filter_map(|s| s.tps_result()).collect();
    let with_moves = !moves.is_empty();
    SessionStats {
        session,
        solves: solves.len() as u64,
        assisted: (solves.len() - counted.len()) as u64,
        dnfs: times.iter().filter(|t| **t == Attempt::Dnf).count() as u64,
        times: Figures::from_list(averages::figures(&times)),
        moves: with_moves.then(|| amounts(&moves, false)),
        tps: with_moves.then(|| amounts(&tps, true)),
    }
}

/// A session's last results for a chart: each counted solve's result (its penalty in),
/// with the ao5 and ao12 ending at it and its turns per second.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Chart {
    /// How many counted solves come before the first here.
    pub from: usize,
    /// Each result in milliseconds, or `"DNF"`.
    #[schema(value_type = Vec<Object>)]
    pub times: Vec<Attempt>,
    /// The ao5 ending at each (`null` before the fifth).
    #[schema(value_type = Vec<Object>)]
    pub ao5: Vec<Option<Attempt>>,
    /// The ao12 ending at each.
    #[schema(value_type = Vec<Object>)]
    pub ao12: Vec<Option<Attempt>>,
    /// Turns per second of each (on-screen solves; `null` for a DNF or none).
    pub tps: Vec<Option<f64>>,
}

/// The chart of the last `last` counted (unassisted) solves of a session, oldest first.
pub fn chart_of(solves: &[Solve], last: usize) -> Chart {
    let counted: Vec<&Solve> = solves.iter().filter(|s| !s.assisted).collect();
    let results: Vec<Attempt> = counted.iter().map(|s| s.result()).collect();
    let from = results.len().saturating_sub(last);
    let upto = |kind: Kind, i: usize| averages::of_window(kind, &results[i.saturating_sub(12)..=i]);
    Chart {
        from,
        times: results[from..].to_vec(),
        ao5: (from..results.len())
            .map(|i| upto(Kind::Average(5), i))
            .collect(),
        ao12: (from..results.len())
            .map(|i| upto(Kind::Average(12), i))
            .collect(),
        tps: counted[from..]
            .iter()
            .map(|s| match s.tps_result() {
                Some(Attempt::Value(v)) => Some(-v as f64 / 100.0),
                _ => None,
            })
            .collect(),
    }
}

const SESSION_COLUMNS: &str = "id, uid, name, puzzle, size, mode, created_at, current, \
                               (SELECT COUNT(*) FROM solves WHERE solves.session = sessions.id)";

fn session_of(r: &rusqlite::Row) -> rusqlite::Result<SessionInfo> {
    Ok(SessionInfo {
        id: r.get(0)?,
        uid: r.get(1)?,
        name: r.get(2)?,
        kind: SessionKind {
            puzzle: r.get(3)?,
            size: r.get(4)?,
            mode: Mode::parse(&r.get::<_, String>(5)?),
        },
        created_at: r.get(6)?,
        current: r.get::<_, i64>(7)? != 0,
        solves: r.get::<_, i64>(8)? as u64,
    })
}

const SOLVE_COLUMNS: &str = "id, uid, ms, penalty, moves, assisted, scramble, comment, at, game, \
                             optimum, optimum_exact";

fn solve_of(r: &rusqlite::Row) -> rusqlite::Result<Solve> {
    Ok(Solve {
        id: r.get(0)?,
        uid: r.get(1)?,
        ms: r.get::<_, i64>(2)? as u64,
        penalty: Penalty::parse(&r.get::<_, String>(3)?),
        moves: r.get::<_, Option<i64>>(4)?.map(|m| m as u32),
        assisted: r.get::<_, i64>(5)? != 0,
        scramble: r.get(6)?,
        comment: r.get(7)?,
        at: r.get(8)?,
        game: r.get(9)?,
        optimum: r.get::<_, Option<i64>>(10)?.map(|m| m as u32),
        optimum_exact: r.get::<_, Option<i64>>(11)?.map(|e| e != 0),
    })
}

/// A solve with only what the figures read (`ms, penalty, moves, assisted`; the rest
/// empty).
fn figures_row(r: &rusqlite::Row) -> rusqlite::Result<Solve> {
    Ok(Solve {
        id: 0,
        uid: String::new(),
        ms: r.get::<_, i64>(0)? as u64,
        penalty: Penalty::parse(r.get_ref(1)?.as_str().unwrap_or("ok")),
        moves: r.get::<_, Option<i64>>(2)?.map(|m| m as u32),
        assisted: r.get::<_, i64>(3)? != 0,
        scramble: String::new(),
        comment: String::new(),
        at: 0,
        game: None,
        optimum: None,
        optimum_exact: None,
    })
}

/// A session by number.
pub(super) fn session_by_id(conn: &Connection, id: i64) -> Result<SessionInfo, StoreError> {
    conn.query_row(
        &format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?1"),
        params![id],
        session_of,
    )
    .optional()?
    .ok_or_else(|| StoreError::NoSuchSession(id.to_string()))
}

/// Makes a session (its name checked: not empty, not taken); it becomes the current one of
/// its kind.
pub(super) fn insert_session(
    conn: &Connection,
    name: &str,
    kind: &SessionKind,
    uid: Option<&str>,
    created_at: Option<i64>,
) -> Result<i64, StoreError> {
    let name = checked_name(conn, name, None)?;
    conn.execute(
        "UPDATE sessions SET current = 0 WHERE puzzle = ?1 AND size = ?2 AND mode = ?3",
        params![kind.puzzle, kind.size, kind.mode.as_str()],
    )?;
    conn.execute(
        "INSERT INTO sessions (uid, name, puzzle, size, mode, created_at, current)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)",
        params![
            uid.map_or_else(new_uid, str::to_string),
            name,
            kind.puzzle,
            kind.size,
            kind.mode.as_str(),
            created_at.unwrap_or_else(now_ms)
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// A name as given, trimmed: refused when empty or taken (by another session than
/// `except`).
fn checked_name(conn: &Connection, name: &str, except: Option<i64>) -> Result<String, StoreError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(StoreError::EmptyName);
    }
    let holder: Option<i64> = conn
        .query_row(
            "SELECT id FROM sessions WHERE name = ?1",
            params![name],
            |r| r.get(0),
        )
        .optional()?;
    match holder {
        Some(id) if Some(id) != except => Err(StoreError::NameTaken { name: name.into() }),
        _ => Ok(name.to_string()),
    }
}

/// The current session of a kind, made (with the kind's default name) when there is none.
pub(super) fn current_of(conn: &Connection, kind: &SessionKind) -> Result<i64, StoreError> {
    let id: Option<i64> = conn
        .query_row(
            "SELECT id FROM sessions WHERE puzzle = ?1 AND size = ?2 AND mode = ?3
             ORDER BY current DESC, created_at DESC, id DESC LIMIT 1",
            params![kind.puzzle, kind.size, kind.mode.as_str()],
            |r| r.get(0),
        )
        .optional()?;
    match id {
        Some(id) => {
            conn.execute("UPDATE sessions SET current = 1 WHERE id = ?1", params![id])?;
            Ok(id)
        }
        None => {
            let name = unique_name(conn, &kind.default_name())?;
            insert_session(conn, &name, kind, None, None)
        }
    }
}

/// Adds a solve to a session.
pub(super) fn insert_solve(
    conn: &Connection,
    session: i64,
    s: &NewSolve,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO solves (uid, session, game, ms, penalty, moves, assisted, scramble, comment,
                             at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            s.uid.clone().unwrap_or_else(new_uid),
            session,
            s.game,
            s.ms as i64,
            s.penalty.as_str(),
            s.moves.map(i64::from),
            s.assisted as i64,
            s.scramble,
            s.comment,
            s.at.unwrap_or_else(now_ms)
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Files a solved game as a solve of the current on-screen session of its puzzle and size
/// (once: a game already filed keeps its solve).
pub(super) fn file_solved_game(
    conn: &Connection,
    row: &GameRow,
    at: i64,
) -> Result<i64, StoreError> {
    let filed: Option<i64> = conn
        .query_row(
            "SELECT id FROM solves WHERE game = ?1",
            params![row.uid],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(id) = filed {
        return Ok(id);
    }
    let r = &row.record;
    let kind = SessionKind::of(r.puzzle, &size_of(r), Mode::Screen);
    let session = current_of(conn, &kind)?;
    let solve = NewSolve {
        ms: r.elapsed_ms,
        moves: Some(move_count_of(r)),
        assisted: assisted(r),
        scramble: r.start.clone(),
        at: Some(at),
        game: Some(row.uid.clone()),
        ..NewSolve::default()
    };
    insert_solve(conn, session, &solve)
}

impl Store {
    /// Every session, oldest first.
    pub fn sessions(&self) -> Result<Vec<SessionInfo>, StoreError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions ORDER BY created_at, id"
        ))?;
        let rows = stmt.query_map([], session_of)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A session by number.
    pub fn session(&self, id: i64) -> Result<SessionInfo, StoreError> {
        session_by_id(&self.conn, id)
    }

    /// A session by its name or its number.
    pub fn find_session(&self, which: &str) -> Result<SessionInfo, StoreError> {
        let by_name: Option<i64> = self
            .conn
            .query_row(
                "SELECT id FROM sessions WHERE name = ?1",
                params![which.trim()],
                |r| r.get(0),
            )
            .optional()?;
        let id = by_name.or_else(|| which.trim().parse().ok());
        match id {
            Some(id) => self
                .session(id)
                .map_err(|_| StoreError::NoSuchSession(which.to_string())),
            None => Err(StoreError::NoSuchSession(which.to_string())),
        }
    }

    /// Makes a session; it becomes the current one of its kind.
    pub fn create_session(
        &self,
        name: &str,
        kind: &SessionKind,
    ) -> Result<SessionInfo, StoreError> {
        let id = insert_session(&self.conn, name, kind, None, None)?;
        self.session(id)
    }

    /// Renames a session.
    pub fn rename_session(&self, id: i64, name: &str) -> Result<SessionInfo, StoreError> {
        self.session(id)?;
        let name = checked_name(&self.conn, name, Some(id))?;
        self.conn.execute(
            "UPDATE sessions SET name = ?2 WHERE id = ?1",
            params![id, name],
        )?;
        self.session(id)
    }

    /// Makes a session the current one of its kind.
    pub fn use_session(&self, id: i64) -> Result<SessionInfo, StoreError> {
        let s = self.session(id)?;
        let k = &s.kind;
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "UPDATE sessions SET current = (id = ?4) WHERE puzzle = ?1 AND size = ?2 AND mode = ?3",
            params![k.puzzle, k.size, k.mode.as_str(), id],
        )?;
        tx.commit()?;
        self.session(id)
    }

    /// Moves every solve of session `from` into `into` (of the same kind), and deletes
    /// `from`.
    pub fn merge_sessions(&self, from: i64, into: i64) -> Result<SessionInfo, StoreError> {
        let (a, b) = (self.session(from)?, self.session(into)?);
        if from == into {
            return Err(StoreError::MergeIntoItself { name: a.name });
        }
        if a.kind != b.kind {
            return Err(StoreError::KindsDiffer {
                from: a.name,
                into: b.name,
            });
        }
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "UPDATE solves SET session = ?2 WHERE session = ?1",
            params![from, into],
        )?;
        tx.execute("DELETE FROM sessions WHERE id = ?1", params![from])?;
        if a.current {
            tx.execute(
                "UPDATE sessions SET current = 1 WHERE id = ?1",
                params![into],
            )?;
        }
        tx.commit()?;
        self.session(into)
    }

    /// Splits a session at a solve: that solve and every later one go to a new session of
    /// the same kind, named `name`.
    pub fn split_session(
        &self,
        id: i64,
        at_solve: i64,
        name: &str,
    ) -> Result<SessionInfo, StoreError> {
        let s = self.session(id)?;
        let solves = self.solves(id)?;
        let at = solves.iter().position(|x| x.id == at_solve);
        let Some(at) = at.filter(|&i| i > 0) else {
            return Err(StoreError::BadSplit {
                name: s.name,
                solve: at_solve,
            });
        };
        let tx = self.conn.unchecked_transaction()?;
        let current = s.current;
        let new = insert_session(&tx, name, &s.kind, None, None)?;
        for x in &solves[at..] {
            tx.execute(
                "UPDATE solves SET session = ?2 WHERE id = ?1",
                params![x.id, new],
            )?;
        }
        // The session split keeps being the current one if it was.
        if current {
            tx.execute(
                "UPDATE sessions SET current = 0 WHERE id = ?1",
                params![new],
            )?;
            tx.execute("UPDATE sessions SET current = 1 WHERE id = ?1", params![id])?;
        }
        tx.commit()?;
        self.session(new)
    }

    /// Deletes a session and its solves (the games stay).
    pub fn delete_session(&self, id: i64) -> Result<(), StoreError> {
        self.session(id)?;
        let tx = self.conn.unchecked_transaction()?;
        tx.execute("DELETE FROM solves WHERE session = ?1", params![id])?;
        tx.execute("DELETE FROM sessions WHERE id = ?1", params![id])?;
        tx.commit()?;
        Ok(())
    }

    /// The current session of a kind (made when there is none).
    pub fn current_session(&self, kind: &SessionKind) -> Result<SessionInfo, StoreError> {
        let id = current_of(&self.conn, kind)?;
        self.session(id)
    }

    /// Adds a solve to the current session of a kind (made when needed).
    pub fn add_solve(&self, kind: &SessionKind, solve: &NewSolve) -> Result<Solve, StoreError> {
        let session = current_of(&self.conn, kind)?;
        let id = insert_solve(&self.conn, session, solve)?;
        self.solve(id)
    }

    /// One solve.
    pub fn solve(&self, id: i64) -> Result<Solve, StoreError> {
        self.conn
            .query_row(
                &format!("SELECT {SOLVE_COLUMNS} FROM solves WHERE id = ?1"),
                params![id],
                solve_of,
            )
            .optional()?
            .ok_or(StoreError::NoSuchSolve(id))
    }

    /// The session a solve belongs to.
    pub fn session_of_solve(&self, id: i64) -> Result<SessionInfo, StoreError> {
        let session: i64 = self
            .conn
            .query_row(
                "SELECT session FROM solves WHERE id = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()?
            .ok_or(StoreError::NoSuchSolve(id))?;
        self.session(session)
    }

    /// Marks a solve's penalty (`Penalty::Ok` takes one back).
    pub fn set_penalty(&self, id: i64, penalty: Penalty) -> Result<Solve, StoreError> {
        let n = self.conn.execute(
            "UPDATE solves SET penalty = ?2 WHERE id = ?1",
            params![id, penalty.as_str()],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchSolve(id));
        }
        self.solve(id)
    }

    /// Sets a solve's comment.
    pub fn set_comment(&self, id: i64, comment: &str) -> Result<Solve, StoreError> {
        let n = self.conn.execute(
            "UPDATE solves SET comment = ?2 WHERE id = ?1",
            params![id, comment],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchSolve(id));
        }
        self.solve(id)
    }

    /// Deletes a solve.
    pub fn delete_solve(&self, id: i64) -> Result<(), StoreError> {
        let n = self
            .conn
            .execute("DELETE FROM solves WHERE id = ?1", params![id])?;
        if n == 0 {
            return Err(StoreError::NoSuchSolve(id));
        }
        Ok(())
    }

    /// Records the length of a tiles solve's shortest solution (`exact`), or a proven bound
    /// below which none is.
    pub fn set_optimum(&self, id: i64, optimum: u32, exact: bool) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE solves SET optimum = ?2, optimum_exact = ?3 WHERE id = ?1",
            params![id, optimum, exact as i64],
        )?;
        Ok(())
    }

    /// A session's solves, oldest first.
    pub fn solves(&self, session: i64) -> Result<Vec<Solve>, StoreError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {SOLVE_COLUMNS} FROM solves WHERE session = ?1 ORDER BY at, id"
        ))?;
        let rows = stmt.query_map(params![session], solve_of)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A session's solves with only what its figures read (time, penalty, moves, assisted;
    /// the rest empty), oldest first: a session of 100,000 solves reads in half the time.
    pub fn solves_for_figures(&self, session: i64) -> Result<Vec<Solve>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT ms, penalty, moves, assisted FROM solves WHERE session = ?1 ORDER BY at, id",
        )?;
        let rows = stmt.query_map(params![session], figures_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A session's latest `n` solves, oldest first.
    pub fn latest_solves(&self, session: i64, n: usize) -> Result<Vec<Solve>, StoreError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {SOLVE_COLUMNS} FROM solves WHERE session = ?1 ORDER BY at DESC, id DESC LIMIT ?2"
        ))?;
        let rows = stmt.query_map(params![session, n.min(i64::MAX as usize) as i64], solve_of)?;
        let mut out: Vec<Solve> = rows.collect::<Result<_, _>>()?;
        out.reverse();
        Ok(out)
    }

    /// A session's chart over its latest `last` counted solves (see [`chart_of`]), read
    /// from those and the 11 before them only.
    pub fn session_chart(&self, session: i64, last: usize) -> Result<Chart, StoreError> {
        let total: i64 = self.conn.query_row(
            "SELECT COUNT(*) FROM solves WHERE session = ?1 AND assisted = 0",
            params![session],
            |r| r.get(0),
        )?;
        let want = last.saturating_add(11).min(i64::MAX as usize) as i64;
        let mut stmt = self.conn.prepare_cached(
            "SELECT ms, penalty, moves, assisted FROM solves WHERE session = ?1 AND assisted = 0
             ORDER BY at DESC, id DESC LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![session, want], figures_row)?;
        let mut solves: Vec<Solve> = rows.collect::<Result<_, _>>()?;
        solves.reverse();
        let mut chart = chart_of(&solves, last);
        chart.from += total as usize - solves.len();
        Ok(chart)
    }

    /// A session's figures.
    pub fn session_stats(&self, id: i64) -> Result<SessionStats, StoreError> {
        let session = self.session(id)?;
        let solves = self.solves_for_figures(id)?;
        Ok(stats_of(session, &solves))
    }
}

/// A default session's name for a puzzle and size (`Sliding tiles 4×4`), made unique.
pub(super) fn unique_name(tx: &rusqlite::Connection, wanted: &str) -> Result<String, StoreError> {
    let taken = |name: &str| -> Result<bool, StoreError> {
        Ok(tx
            .query_row(
                "SELECT 1 FROM sessions WHERE name = ?1",
                params![name],
                |_| Ok(()),
            )
            .map(|_| true)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(false),
                e => Err(e),
            })?)
    };
    if !taken(wanted)? {
        return Ok(wanted.to_string());
    }
    let mut n = 2;
    loop {
        let name = format!("{wanted} ({n})");
        if !taken(&name)? {
            return Ok(name);
        }
        n += 1;
    }
}
