//! csTimer's sessions in and out of the database: an import adds each session's new solves
//! to the session of the same name and kind (made when there is none), never twice (a solve
//! is the same when its date to the second, its time and its scramble are); an export is
//! every session with its solves.

use practice::cstimer::{CsSession, CsSolve};
use practice::NewSolve;
use rusqlite::{params, OptionalExtension};

use super::conn::Db;
use super::sessions::{insert_session, insert_solve, unique_name};
use crate::data::ImportReport;
use crate::error::StoreError;

impl Db<'_> {
    /// Adds csTimer's sessions, all or nothing.
    pub fn import_cstimer(&self, sessions: &[CsSession]) -> Result<ImportReport, StoreError> {
        let tx = self.conn.unchecked_transaction()?;
        let mut report = ImportReport::default();
        for s in sessions {
            let kind = &s.kind;
            let same: Option<i64> = tx
                .query_row(
                    "SELECT id FROM sessions WHERE name = ?1 AND puzzle = ?2 AND size = ?3
                     AND mode = ?4",
                    params![s.name, kind.puzzle, kind.size, kind.mode.as_str()],
                    |r| r.get(0),
                )
                .optional()?;
            let id = match same {
                Some(id) => id,
                None => {
                    let current: Option<i64> = tx
                        .query_row(
                            "SELECT id FROM sessions WHERE puzzle = ?1 AND size = ?2
                             AND mode = ?3 AND current = 1",
                            params![kind.puzzle, kind.size, kind.mode.as_str()],
                            |r| r.get(0),
                        )
                        .optional()?;
                    let name = unique_name(&tx, &s.name)?;
                    let id = insert_session(&tx, &name, kind, None, None)?;
                    if let Some(old) = current {
                        tx.execute(
                            "UPDATE sessions SET current = (id = ?1) WHERE id IN (?1, ?2)",
                            params![old, id],
                        )?;
                    }
                    report.sessions_added += 1;
                    id
                }
            };
            for x in &s.solves {
                // Within the second, by the session's index (a range, not `at / 1000`:
                // 100,000 solves import in seconds, not minutes).
                let second = x.at.div_euclid(1000) * 1000;
                let here: Option<i64> = tx
                    .prepare_cached(
                        "SELECT id FROM solves WHERE session = ?1 AND at >= ?2 AND at < ?2 + 1000
                         AND ms = ?3 AND scramble = ?4",
                    )?
                    .query_row(params![id, second, x.ms as i64, x.scramble], |r| r.get(0))
                    .optional()?;
                if here.is_some() {
                    report.solves_unchanged += 1;
                    continue;
                }
                let new = NewSolve {
                    ms: x.ms,
                    penalty: x.penalty,
                    assisted: x.assisted,
                    scramble: x.scramble.clone(),
                    comment: x.comment.clone(),
                    at: Some(x.at),
                    ..NewSolve::default()
                };
                insert_solve(&tx, id, &new)?;
                report.solves_added += 1;
            }
        }
        tx.commit()?;
        Ok(report)
    }

    /// Every session with its solves, as csTimer's.
    pub fn cstimer_sessions(&self) -> Result<Vec<CsSession>, StoreError> {
        let mut out = Vec::new();
        for s in self.sessions()? {
            let solves = self
                .solves(s.id)?
                .into_iter()
                .map(|x| CsSolve {
                    penalty: x.penalty,
                    ms: x.ms,
                    scramble: x.scramble,
                    comment: x.comment,
                    at: x.at,
                    assisted: x.assisted,
                })
                .collect();
            out.push(CsSession {
                name: s.name,
                kind: s.kind,
                solves,
            });
        }
        Ok(out)
    }
}
