//! Practice sessions and their solves, as speedsolvers keep them.
//!
//! A session has a name (unique), is of one puzzle (the tiles of one size) and one way of
//! solving — on the screen, or a real puzzle timed with the timer ([`Mode`]) — or of an event
//! puzzlebox does not model, kept from a csTimer file (`444wca`, `clkwca`, …: timer only). Each
//! finished solve belongs to the current session of its kind, made when first needed. A
//! solve keeps its raw time, its penalty (+2, DNF; markable and undoable), its moves in the
//! puzzle's metric, whether a hint or a demonstration helped (assisted: kept, never a best,
//! never in an average), its scramble, a comment and when it was made; a tiles solve gets the
//! length of the shortest solution once it is known (computed after the solve).
//!
//! A session's figures ([`practice::SessionStats`]) are the averages of
//! [`practice::averages`] over its unassisted solves, oldest first: times in milliseconds,
//! moves, and turns per second.

use game::{assisted, Puzzles};
use practice::{chart_of, Chart, Mode, NewSolve, Penalty, SessionInfo, SessionKind, Solve};
use rusqlite::{params, Connection, OptionalExtension};

use super::conn::{new_uid, now_ms, Db};
use crate::data::{GameRow, SolvesPage};
use crate::error::StoreError;

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
                             optimum, optimum_exact, splits";

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
        splits: read_splits(&r.get::<_, String>(12)?),
    })
}

/// A solve's splits as the database keeps them: milliseconds, commas between.
fn write_splits(splits: &[u64]) -> String {
    splits
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Splits kept by [`write_splits`] (anything else in them is left out).
fn read_splits(text: &str) -> Vec<u64> {
    text.split(',')
        .filter_map(|t| t.trim().parse().ok())
        .collect()
}

/// A solve with only what the figures and the history read (`ms, penalty, moves,
/// assisted, id, at`; the rest empty).
fn figures_row(r: &rusqlite::Row) -> rusqlite::Result<Solve> {
    Ok(Solve {
        id: r.get(4)?,
        uid: String::new(),
        ms: r.get::<_, i64>(0)? as u64,
        penalty: Penalty::parse(r.get_ref(1)?.as_str().unwrap_or("ok")),
        moves: r.get::<_, Option<i64>>(2)?.map(|m| m as u32),
        assisted: r.get::<_, i64>(3)? != 0,
        scramble: String::new(),
        comment: String::new(),
        at: r.get(5)?,
        game: None,
        optimum: None,
        optimum_exact: None,
        splits: Vec::new(),
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
pub(super) fn current_of(
    conn: &Connection,
    puzzles: &Puzzles,
    kind: &SessionKind,
) -> Result<i64, StoreError> {
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
            let name = unique_name(conn, &kind.default_name(puzzles))?;
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
    let id = conn.last_insert_rowid();
    // Apart, and only when there are some: the migration that files the games saved
    // before sessions adds solves before the column is there (version 5).
    if !s.splits.is_empty() {
        conn.execute(
            "UPDATE solves SET splits = ?2 WHERE id = ?1",
            params![id, write_splits(&s.splits)],
        )?;
    }
    Ok(id)
}

/// Files a solved game as a solve of the current on-screen session of its puzzle and size
/// (once: a game already filed keeps its solve).
pub(super) fn file_solved_game(
    conn: &Connection,
    puzzles: &Puzzles,
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
    let kind = SessionKind::of(r.puzzle, &puzzles.key_of(r), Mode::Screen);
    let session = current_of(conn, puzzles, &kind)?;
    let solve = NewSolve {
        ms: r.elapsed_ms,
        moves: Some(puzzles.move_count(r)),
        assisted: assisted(r),
        scramble: r.start.clone(),
        at: Some(at),
        game: Some(row.uid.clone()),
        splits: puzzles.splits(r),
        ..NewSolve::default()
    };
    insert_solve(conn, session, &solve)
}

impl Db<'_> {
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
        session_by_id(self.conn, id)
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
        let id = insert_session(self.conn, name, kind, None, None)?;
        self.session(id)
    }

    /// Renames a session.
    pub fn rename_session(&self, id: i64, name: &str) -> Result<SessionInfo, StoreError> {
        self.session(id)?;
        let name = checked_name(self.conn, name, Some(id))?;
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
        let id = current_of(self.conn, self.puzzles, kind)?;
        self.session(id)
    }

    /// Adds a solve to the current session of a kind (made when needed).
    pub fn add_solve(&self, kind: &SessionKind, solve: &NewSolve) -> Result<Solve, StoreError> {
        let session = current_of(self.conn, self.puzzles, kind)?;
        let id = insert_solve(self.conn, session, solve)?;
        self.solve(id)
    }

    /// Adds solves to the current session of a kind (made when needed).
    pub fn add_solves(&self, kind: &SessionKind, solves: &[NewSolve]) -> Result<(), StoreError> {
        let session = current_of(self.conn, self.puzzles, kind)?;
        for s in solves {
            insert_solve(self.conn, session, s)?;
        }
        Ok(())
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
        crate::error::check_comment(comment)?;
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
            "SELECT ms, penalty, moves, assisted, id, at FROM solves WHERE session = ?1
             ORDER BY at, id",
        )?;
        let rows = stmt.query_map(params![session], figures_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A page of a session's solves, the newest first, and how many it holds (by the
    /// session's index: a page costs the same at any depth of a session's latest).
    pub fn solves_page(
        &self,
        session: i64,
        offset: usize,
        limit: usize,
    ) -> Result<SolvesPage, StoreError> {
        let total: i64 = self.conn.query_row(
            "SELECT COUNT(*) FROM solves WHERE session = ?1",
            params![session],
            |r| r.get(0),
        )?;
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {SOLVE_COLUMNS} FROM solves WHERE session = ?1
             ORDER BY at DESC, id DESC LIMIT ?2 OFFSET ?3"
        ))?;
        let clamp = |n: usize| n.min(i64::MAX as usize) as i64;
        let rows = stmt.query_map(params![session, clamp(limit), clamp(offset)], solve_of)?;
        Ok(SolvesPage {
            total: total.max(0) as u64,
            offset,
            solves: rows.collect::<Result<_, _>>()?,
        })
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
            "SELECT ms, penalty, moves, assisted, id, at FROM solves
             WHERE session = ?1 AND assisted = 0 ORDER BY at DESC, id DESC LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![session, want], figures_row)?;
        let mut solves: Vec<Solve> = rows.collect::<Result<_, _>>()?;
        solves.reverse();
        let mut chart = chart_of(&solves, last);
        chart.from += total as usize - solves.len();
        Ok(chart)
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
