//! Imports into a [`super::MemoryStore`]'s tables: the binary's own export and csTimer's
//! sessions, by the same rules as SQLite's store (a game replaced only by a later state of
//! itself, a session found by uid, then by name and kind; a solve never added twice).

use game::Puzzles;
use practice::cstimer::CsSession;
use practice::NewSolve;

use super::tables::{own_kind, GameRec, Tables};
use crate::data::{kept_solve, Export, GameRow, ImportReport, SessionExport};
use crate::error::StoreError;
use game::Status;

/// Adds what an export holds (checked whole already), on a copy of the tables.
pub(super) fn export(
    t: &mut Tables,
    puzzles: &Puzzles,
    export: &Export,
) -> Result<ImportReport, StoreError> {
    let mut report = ImportReport::default();
    for g in &export.games {
        game(t, puzzles, g, &mut report);
    }
    // The kinds this store keeps no session of yet: there the export's current sessions
    // become current again, whatever their order in it.
    let new_kinds: Vec<String> = export
        .sessions
        .iter()
        .filter(|s| s.current && t.sessions_of(&s.kind).next().is_none())
        .map(|s| s.uid.clone())
        .collect();
    for s in &export.sessions {
        session(t, s, &mut report)?;
    }
    for uid in new_kinds {
        let found = t.sessions.iter().find(|(_, s)| s.uid == uid);
        if let Some((id, s)) = found.map(|(id, s)| (*id, s.kind.clone())) {
            let same: Vec<i64> = t.sessions_of(&s).collect();
            t.make_current_among(id, &same);
        }
    }
    // The solved games no session holds (a version 1 export): filed, in the order they
    // were finished.
    let mut solved: Vec<GameRow> = t
        .games
        .values()
        .filter(|g| g.row.status == Status::Solved)
        .map(|g| g.row.clone())
        .collect();
    solved.sort_by_key(|g| g.finished_at.unwrap_or(g.updated_at));
    for g in &solved {
        let filed = t
            .solves
            .values()
            .any(|x| x.solve.game.as_deref() == Some(g.uid.as_str()));
        if !filed {
            let at = g.finished_at.unwrap_or(g.updated_at);
            t.file_solved_game(puzzles, g, at)?;
            report.solves_added += 1;
        }
    }
    Ok(report)
}

/// A game of an export: added, replacing an earlier state of itself, or left.
fn game(t: &mut Tables, puzzles: &Puzzles, g: &GameRow, report: &mut ImportReport) {
    let mut row = g.clone();
    row.record.puzzle = own_kind(puzzles, g.record.puzzle);
    let rec = GameRec {
        key: puzzles.key_of(&g.record),
        move_count: puzzles.move_count(&g.record),
        row,
    };
    match t.game_by_uid(&g.uid) {
        None => {
            t.insert_game(rec);
            report.added += 1;
        }
        Some(id) if t.games[&id].row.updated_at < g.updated_at => {
            t.games.insert(id, rec);
            report.updated += 1;
        }
        Some(_) => report.unchanged += 1,
    }
}

/// A session of an export: the one of the same uid, else the one of the same name and
/// kind, else a new one (renamed if its name is taken by a session of another kind); then
/// its new solves.
fn session(t: &mut Tables, s: &SessionExport, report: &mut ImportReport) -> Result<(), StoreError> {
    let by_uid = t
        .sessions
        .iter()
        .find(|(_, x)| x.uid == s.uid)
        .map(|(id, _)| *id);
    let by_name = t.session_named(s.name.trim());
    let same_kind = |id: i64| t.sessions.get(&id).is_some_and(|x| x.kind == s.kind);
    let id = match (by_uid, by_name) {
        (Some(id), _) => id,
        (None, Some(found)) if same_kind(found) => found,
        (None, taken) => {
            let name = match taken {
                Some(_) => t.unique_name(s.name.trim()),
                None => s.name.trim().to_string(),
            };
            let had_current = t.current_of_kind(&s.kind);
            let id = t.insert_session(&name, &s.kind, Some(&s.uid), s.created_at)?;
            // The sessions already here stay current.
            if let Some(old) = had_current {
                t.make_current_among(old, &[old, id]);
            }
            report.sessions_added += 1;
            id
        }
    };
    for solve in &s.solves {
        if t.solves.values().any(|x| x.solve.uid == solve.uid) {
            report.solves_unchanged += 1;
            continue;
        }
        let sid = t.insert_solve(id, &kept_solve(solve), solve.at);
        if let (Some(o), Some(e)) = (solve.optimum, solve.optimum_exact) {
            if let Ok(x) = t.solve_mut(sid) {
                x.optimum = Some(o);
                x.optimum_exact = Some(e);
            }
        }
        report.solves_added += 1;
    }
    Ok(())
}

/// Adds csTimer's sessions: each into the session of the same name and kind (made when
/// there is none), a solve already there (same second, time and scramble) not again.
pub(super) fn cstimer(t: &mut Tables, sessions: &[CsSession], now: i64) -> ImportReport {
    let mut report = ImportReport::default();
    for s in sessions {
        let same = t
            .sessions
            .iter()
            .find(|(_, x)| x.name == s.name && x.kind == s.kind)
            .map(|(id, _)| *id);
        let id = match same {
            Some(id) => id,
            None => {
                let current = t.current_of_kind(&s.kind);
                let name = t.unique_name(&s.name);
                let Ok(id) = t.insert_session(&name, &s.kind, None, now) else {
                    continue;
                };
                if let Some(old) = current {
                    t.make_current_among(old, &[old, id]);
                }
                report.sessions_added += 1;
                id
            }
        };
        for x in &s.solves {
            let second = x.at.div_euclid(1000) * 1000;
            let here = t.solves.values().any(|r| {
                r.session == id
                    && (second..second + 1000).contains(&r.solve.at)
                    && r.solve.ms == x.ms
                    && r.solve.scramble == x.scramble
            });
            if here {
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
            t.insert_solve(id, &new, now);
            report.solves_added += 1;
        }
    }
    report
}
