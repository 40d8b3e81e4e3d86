//! Export and import: every game, session and solve as plain data ([`Export`], serde) with a
//! format version. Games, sessions and solves have random unique ids, so importing twice
//! adds nothing, and a game already here is only ever replaced by a later state of itself.
//! An import is checked whole before anything is written, and is all or nothing.
//!
//! Version 3 carries each game's timeline (every action with its time); version 2 (the
//! sessions and their solves, games without times) and version 1 (games only) still
//! import: their games' times are unknown, and a version 1 export's solved games are
//! filed in their puzzles' sessions as the migration files them.

use game::Status;
use rusqlite::{params, Connection, OptionalExtension};

use super::conn::Db;
use super::row::{all_rows, COLUMNS};
use super::sessions::{file_solved_game, insert_session, insert_solve, unique_name};
use crate::data::{
    kept_solve, Export, GameRow, ImportReport, SessionExport, EXPORT_FORMAT, EXPORT_VERSION,
};
use crate::error::StoreError;

impl Db<'_> {
    /// Every game, session and solve, oldest first.
    pub fn export(&self) -> Result<Export, StoreError> {
        let games = all_rows(self.conn, COLUMNS)?
            .into_iter()
            .map(|(_, g)| g)
            .collect();
        let mut sessions = Vec::new();
        for s in self.sessions()? {
            sessions.push(SessionExport {
                solves: self.solves(s.id)?,
                uid: s.uid,
                name: s.name,
                kind: s.kind,
                created_at: s.created_at,
                current: s.current,
            });
        }
        Ok(Export {
            format: EXPORT_FORMAT.into(),
            version: EXPORT_VERSION,
            games,
            sessions,
        })
    }

    /// Adds what an export holds: new games, sessions and solves are added, a game already
    /// here is replaced only by a later state of itself; all or nothing.
    pub fn import(&self, export: &Export) -> Result<ImportReport, StoreError> {
        export.check(self.puzzles)?;
        let tx = self.conn.unchecked_transaction()?;
        let mut report = ImportReport::default();
        for g in &export.games {
            self.import_game(&tx, g, &mut report)?;
        }
        // The kinds this store keeps no session of yet: there the export's current
        // sessions become current again, whatever their order in it.
        let mut new_kinds = Vec::new();
        for s in &export.sessions {
            let kept: i64 = tx.query_row(
                "SELECT COUNT(*) FROM sessions WHERE puzzle = ?1 AND size = ?2 AND mode = ?3",
                params![s.kind.puzzle, s.kind.size, s.kind.mode.as_str()],
                |r| r.get(0),
            )?;
            if kept == 0 && s.current {
                new_kinds.push(s.uid.clone());
            }
        }
        for s in &export.sessions {
            import_session(&tx, s, &mut report)?;
        }
        for uid in new_kinds {
            tx.execute(
                "UPDATE sessions SET current = (uid = ?1)
                 WHERE (puzzle, size, mode) = (SELECT puzzle, size, mode FROM sessions WHERE uid = ?1)",
                params![uid],
            )?;
        }
        // The solved games no session holds (a version 1 export): filed as the migration
        // files them, in the order they were finished.
        let mut solved: Vec<GameRow> = all_rows(&tx, COLUMNS)?
            .into_iter()
            .map(|(_, g)| g)
            .filter(|g| g.status == Status::Solved)
            .collect();
        solved.sort_by_key(|g| g.finished_at.unwrap_or(g.updated_at));
        for g in &solved {
            let filed: Option<i64> = tx
                .query_row(
                    "SELECT id FROM solves WHERE game = ?1",
                    params![g.uid],
                    |r| r.get(0),
                )
                .optional()?;
            if filed.is_none() {
                let at = g.finished_at.unwrap_or(g.updated_at);
                file_solved_game(&tx, self.puzzles, g, at)?;
                report.solves_added += 1;
            }
        }
        tx.commit()?;
        Ok(report)
    }
}

impl Db<'_> {
    fn import_game(
        &self,
        tx: &Connection,
        g: &GameRow,
        report: &mut ImportReport,
    ) -> Result<(), StoreError> {
        let existing: Option<i64> = tx
            .query_row(
                "SELECT updated_at FROM games WHERE uid = ?1",
                params![g.uid],
                |r| r.get(0),
            )
            .optional()?;
        let r = &g.record;
        // The puzzle's own name (an alias read as its puzzle's).
        let kind = self.puzzles.find(r.puzzle).map_or(r.puzzle, |v| v.kind());
        let values = params![
            g.uid,
            kind.name(),
            r.variant,
            r.level,
            r.start,
            r.moves.join(" "),
            r.cursor as i64,
            r.hints,
            r.demos,
            r.elapsed_ms as i64,
            g.status.as_str(),
            g.started_at,
            g.updated_at,
            g.finished_at,
            self.puzzles.key_of(r),
            self.puzzles.move_count(r),
            r.timeline
        ];
        match existing {
            None => {
                tx.execute(
                    &format!(
                        "INSERT INTO games ({COLUMNS}, size, move_count)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?17,
                                 ?15, ?16)"
                    ),
                    values,
                )?;
                report.added += 1;
            }
            Some(t) if t < g.updated_at => {
                tx.execute(
                    "UPDATE games SET puzzle = ?2, variant = ?3, level = ?4, start = ?5,
                                      moves = ?6, cursor = ?7, hints = ?8, demos = ?9,
                                      elapsed_ms = ?10, status = ?11, started_at = ?12,
                                      updated_at = ?13, finished_at = ?14, size = ?15,
                                      move_count = ?16, timeline = ?17
                     WHERE uid = ?1",
                    values,
                )?;
                report.updated += 1;
            }
            Some(_) => report.unchanged += 1,
        }
        Ok(())
    }
}

/// A session of an export: the one of the same uid, else the one of the same name and kind,
/// else a new one (renamed if its name is taken by a session of another kind); then its new
/// solves.
fn import_session(
    tx: &Connection,
    s: &SessionExport,
    report: &mut ImportReport,
) -> Result<(), StoreError> {
    let by_uid: Option<i64> = tx
        .query_row(
            "SELECT id FROM sessions WHERE uid = ?1",
            params![s.uid],
            |r| r.get(0),
        )
        .optional()?;
    let by_name: Option<(i64, String, String, String)> = tx
        .query_row(
            "SELECT id, puzzle, size, mode FROM sessions WHERE name = ?1",
            params![s.name.trim()],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let same_kind = |(_, p, z, m): &(i64, String, String, String)| {
        *p == s.kind.puzzle && *z == s.kind.size && *m == s.kind.mode.as_str()
    };
    let id = match (by_uid, by_name) {
        (Some(id), _) => id,
        (None, Some(found)) if same_kind(&found) => found.0,
        (None, taken) => {
            let name = match taken {
                Some(_) => unique_name(tx, s.name.trim())?,
                None => s.name.trim().to_string(),
            };
            let had_current: Option<i64> = tx
                .query_row(
                    "SELECT id FROM sessions WHERE puzzle = ?1 AND size = ?2 AND mode = ?3
                     AND current = 1",
                    params![s.kind.puzzle, s.kind.size, s.kind.mode.as_str()],
                    |r| r.get(0),
                )
                .optional()?;
            let id = insert_session(tx, &name, &s.kind, Some(&s.uid), Some(s.created_at))?;
            // The sessions already here stay current.
            if let Some(old) = had_current {
                tx.execute(
                    "UPDATE sessions SET current = (id = ?1) WHERE id IN (?1, ?2)",
                    params![old, id],
                )?;
            }
            report.sessions_added += 1;
            id
        }
    };
    for solve in &s.solves {
        let here: Option<i64> = tx
            .query_row(
                "SELECT id FROM solves WHERE uid = ?1",
                params![solve.uid],
                |r| r.get(0),
            )
            .optional()?;
        if here.is_some() {
            report.solves_unchanged += 1;
            continue;
        }
        let sid = insert_solve(tx, id, &kept_solve(solve))?;
        if let (Some(o), Some(e)) = (solve.optimum, solve.optimum_exact) {
            tx.execute(
                "UPDATE solves SET optimum = ?2, optimum_exact = ?3 WHERE id = ?1",
                params![sid, o, e as i64],
            )?;
        }
        report.solves_added += 1;
    }
    Ok(())
}
