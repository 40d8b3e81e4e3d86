//! A saved game as a row: its columns, how it reads, and what the rules count of it (its
//! moves in the puzzle's metric, whether it was assisted).

use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{GameId, StoreError};
use crate::kind::{PuzzleKind, Variant};
use crate::session::SessionRecord;

/// How a game ended (or that it has not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Still being played.
    Playing,
    /// Solved.
    Solved,
    /// Left unsolved.
    Abandoned,
}

impl Status {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Solved => "solved",
            Status::Abandoned => "abandoned",
        }
    }

    pub(super) fn parse(s: &str) -> Status {
        match s {
            "solved" => Status::Solved,
            "abandoned" => Status::Abandoned,
            _ => Status::Playing,
        }
    }
}

/// One game as stored and exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct GameRow {
    /// A random id, unique across databases (import matches games by it).
    pub uid: String,
    /// The session: puzzle, variant, level, start, moves, counters.
    #[serde(flatten)]
    pub record: SessionRecord,
    /// Playing, solved or abandoned.
    pub status: Status,
    /// When it started (milliseconds since the Unix epoch).
    pub started_at: i64,
    /// When it was last saved.
    pub updated_at: i64,
    /// When it ended.
    pub finished_at: Option<i64>,
}

impl GameRow {
    /// Its moves in the puzzle's metric (the cube's HTM, rotations free).
    pub fn move_count(&self) -> u32 {
        move_count_of(&self.record)
    }

    /// Whether a hint or a demonstration helped: such a solve is never a best.
    pub fn assisted(&self) -> bool {
        assisted(&self.record)
    }
}

/// Whether a hint or a demonstration helped the game (the rule for records).
pub(super) fn assisted(record: &SessionRecord) -> bool {
    record.hints > 0 || record.demos > 0
}

/// The size key of a record (`4x4` for the tiles, empty for the other puzzles).
pub(super) fn size_of(record: &SessionRecord) -> String {
    Variant::from_record(record.puzzle, &record.variant)
        .map(|v| v.key())
        .unwrap_or_default()
}

/// A record's moves applied now, counted in its puzzle's metric (the cube's HTM, rotations
/// free); a record that does not play back counts its moves.
pub fn move_count_of(record: &SessionRecord) -> u32 {
    crate::any::restore(record)
        .map(|s| s.move_count())
        .unwrap_or(record.cursor as u32)
}

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
fn row_at(r: &rusqlite::Row, o: usize) -> rusqlite::Result<GameRow> {
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
