//! A saved game as a row: its columns and how it reads.

use game::{GameId, PuzzleKind, SessionRecord, Status};
use rusqlite::Connection;

use crate::data::GameRow;
use crate::error::StoreError;

pub(super) const COLUMNS: &str = "uid, puzzle, variant, level, start, moves, cursor, hints, \
                                  demos, elapsed_ms, status, started_at, updated_at, finished_at, \
                                  timeline";

/// The columns of a version 3 database (no timeline): what its migrations read.
pub(super) const COLUMNS_V3: &str = "uid, puzzle, variant, level, start, moves, cursor, hints, \
                                     demos, elapsed_ms, status, started_at, updated_at, \
                                     finished_at";

pub(super) fn row_of(r: &rusqlite::Row) -> rusqlite::Result<GameRow> {
    row_at(r, 0)
}

/// A game from the row's [`COLUMNS`], the first at index `o`.
pub(super) fn row_at(r: &rusqlite::Row, o: usize) -> rusqlite::Result<GameRow> {
    let moves: String = r.get(o + 5)?;
    let puzzle: String = r.get(o + 1)?;
    let puzzle = puzzle.parse::<PuzzleKind>().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(o + 1, rusqlite::types::Type::Text, e.into())
    })?;
    Ok(GameRow {
        uid: r.get(o)?,
        record: SessionRecord {
            puzzle,
            variant: r.get(o + 2)?,
            level: r.get(o + 3)?,
            start: r.get(o + 4)?,
            moves: moves.split_whitespace().map(str::to_string).collect(),
            cursor: r.get::<_, i64>(o + 6)? as usize,
            hints: r.get(o + 7)?,
            demos: r.get(o + 8)?,
            elapsed_ms: r.get::<_, i64>(o + 9)? as u64,
            // Absent from a version 3 database's columns ([`COLUMNS_V3`]).
            timeline: r.get(o + 14).unwrap_or_default(),
        },
        status: Status::parse(&r.get::<_, String>(o + 10)?),
        started_at: r.get(o + 11)?,
        updated_at: r.get(o + 12)?,
        finished_at: r.get(o + 13)?,
    })
}

/// Every game with its id, oldest first, read from `columns` ([`COLUMNS`], or
/// [`COLUMNS_V3`] in a migration before the timeline's).
pub(super) fn all_rows(
    conn: &Connection,
    columns: &str,
) -> Result<Vec<(GameId, GameRow)>, StoreError> {
    let mut stmt = conn.prepare(&format!(
        "SELECT id, {columns} FROM games ORDER BY started_at, id"
    ))?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, row_at(r, 1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
