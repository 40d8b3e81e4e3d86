//! The database's schema and its migrations: `MIGRATIONS[i]` takes a database from
//! version `i` to `i + 1` (SQLite's `user_version`), each in one transaction.

use game::{Puzzles, Status};
use rusqlite::{params, Transaction};

use crate::error::StoreError;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = 5;

/// One step of a migration.
pub(super) enum Migration {
    /// Statements.
    Sql(&'static str),
    /// Statements, then a fill of what SQL cannot compute (in the same transaction; the
    /// puzzles read the games).
    SqlThen(
        &'static str,
        fn(&Transaction, &Puzzles) -> Result<(), StoreError>,
    ),
}

/// The migrations, in order.
pub(super) const MIGRATIONS: [Migration; 5] = [
    Migration::Sql(
        "
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        uid         TEXT    NOT NULL UNIQUE,
        puzzle      TEXT    NOT NULL,
        variant     TEXT    NOT NULL DEFAULT '',
        level       TEXT    NOT NULL,
        start       TEXT    NOT NULL,
        moves       TEXT    NOT NULL,
        cursor      INTEGER NOT NULL,
        hints       INTEGER NOT NULL,
        demos       INTEGER NOT NULL,
        elapsed_ms  INTEGER NOT NULL,
        status      TEXT    NOT NULL CHECK (status IN ('playing', 'solved', 'abandoned')),
        started_at  INTEGER NOT NULL,
        updated_at  INTEGER NOT NULL,
        finished_at INTEGER
    );
    CREATE INDEX games_by_puzzle ON games (puzzle, status);
",
    ),
    // Version 2: games are kept by puzzle, size and level (a 3x3 is not a 5x5): the size
    // of the tiles in a column of its own, worked out from each game's goal.
    Migration::SqlThen(
        "
    ALTER TABLE games ADD COLUMN size TEXT NOT NULL DEFAULT '';
    DROP INDEX games_by_puzzle;
    CREATE INDEX games_by_kind ON games (puzzle, size, status);
",
        fill_sizes,
    ),
    // Version 3: practice sessions and their solves (on screen and with the timer), each
    // game's moves counted in its puzzle's metric; every solved game becomes a solve of
    // its puzzle's default session.
    Migration::SqlThen(
        "
    ALTER TABLE games ADD COLUMN move_count INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE sessions (
        id          INTEGER PRIMARY KEY,
        uid         TEXT    NOT NULL UNIQUE,
        name        TEXT    NOT NULL UNIQUE,
        puzzle      TEXT    NOT NULL,
        size        TEXT    NOT NULL DEFAULT '',
        mode        TEXT    NOT NULL CHECK (mode IN ('screen', 'timer')),
        created_at  INTEGER NOT NULL,
        current     INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE solves (
        id            INTEGER PRIMARY KEY,
        uid           TEXT    NOT NULL UNIQUE,
        session       INTEGER NOT NULL,
        game          TEXT,
        ms            INTEGER NOT NULL CHECK (ms >= 0),
        penalty       TEXT    NOT NULL DEFAULT 'ok' CHECK (penalty IN ('ok', '+2', 'DNF')),
        moves         INTEGER,
        assisted      INTEGER NOT NULL DEFAULT 0,
        scramble      TEXT    NOT NULL DEFAULT '',
        comment       TEXT    NOT NULL DEFAULT '',
        at            INTEGER NOT NULL,
        optimum       INTEGER,
        optimum_exact INTEGER
    );
    -- In a session's order, with what its figures read (no row is visited for them).
    CREATE INDEX solves_by_session ON solves (session, at, id, ms, penalty, moves, assisted);
    CREATE INDEX solves_by_game ON solves (game);
",
        fill_sessions,
    ),
    // Version 4: every action of a game with the game's clock when it was taken, beside
    // its moves (which scripts read); the games saved before keep their moves, their
    // times unknown (an empty timeline).
    Migration::Sql(
        "
    ALTER TABLE games ADD COLUMN timeline TEXT NOT NULL DEFAULT '';
",
    ),
    // Version 5: a solve timed in phases keeps each phase's time (a tiles' series: each
    // board's), as milliseconds with commas between; the solves before have none.
    Migration::Sql(
        "
    ALTER TABLE solves ADD COLUMN splits TEXT NOT NULL DEFAULT '';
",
    ),
];

/// Gives every game its variant's key (the tiles' size, from its goal; an empty goal is
/// the standard game's) where its puzzle has one.
fn fill_sizes(tx: &Transaction, puzzles: &Puzzles) -> Result<(), StoreError> {
    let rows: Vec<(i64, String, String)> = {
        let mut stmt = tx.prepare("SELECT id, puzzle, variant FROM games")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        rows.collect::<Result<_, _>>()?
    };
    for (id, puzzle, goal) in rows {
        // A goal that does not read (never written by puzzlebox) keeps no size.
        let Some(v) = puzzle
            .parse()
            .ok()
            .and_then(|kind| puzzles.variant(kind, &goal).ok())
            .filter(|v| !v.key().is_empty())
        else {
            continue;
        };
        tx.execute(
            "UPDATE games SET size = ?2, variant = ?3 WHERE id = ?1",
            params![id, v.key(), v.record_text()],
        )?;
    }
    Ok(())
}

/// Counts every game's moves in its puzzle's metric, and files every solved game as a
/// solve of its puzzle's default on-screen session (made when first needed).
fn fill_sessions(tx: &Transaction, puzzles: &Puzzles) -> Result<(), StoreError> {
    let games = super::row::all_rows(tx, super::row::COLUMNS_V3)?;
    for (id, row) in &games {
        let count = puzzles.move_count(&row.record);
        tx.execute(
            "UPDATE games SET move_count = ?2 WHERE id = ?1",
            params![id, count],
        )?;
    }
    for (_, row) in games {
        if row.status == Status::Solved {
            let at = row.finished_at.unwrap_or(row.updated_at);
            super::sessions::file_solved_game(tx, puzzles, &row, at)?;
        }
    }
    Ok(())
}
