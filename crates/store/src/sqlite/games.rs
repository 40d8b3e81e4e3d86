//! The games: each saved from its first move to its end (an unplayed game is never saved),
//! the saved games to resume, and the statistics by puzzle, size and level.
//!
//! The rule for records is the game core's (a solve with a hint or a demonstration is kept,
//! listed and marked as assisted, never a best and never in an average); the statistics
//! here read it (`hints = 0 AND demos = 0`). Moves are counted in the puzzle's metric (the
//! cube's HTM, rotations free) by the game itself ([`Saved::move_count`]).

use game::{Bests, GameId, PuzzleKind, Saved, Status};
use rusqlite::{params, OptionalExtension};

use super::conn::{new_uid, now_ms, Db};
use super::row::{row_at, row_of, COLUMNS};
use crate::data::{GameRow, LevelStats, Shown};
use crate::error::StoreError;

impl Db<'_> {
    /// Starts saving a game (at its first move: a game with no move is never saved);
    /// returns its id.
    pub fn start(&self, game: &Saved) -> Result<GameId, StoreError> {
        let record = &game.record;
        let now = now_ms();
        self.conn.execute(
            "INSERT INTO games (uid, puzzle, variant, level, start, moves, cursor, hints, demos,
                                elapsed_ms, status, started_at, updated_at, size, move_count,
                                timeline)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'playing', ?11, ?11, ?12, ?13,
                     ?14)",
            params![
                new_uid(),
                record.puzzle.name(),
                record.variant,
                record.level,
                record.start,
                record.moves.join(" "),
                record.cursor as i64,
                record.hints,
                record.demos,
                record.elapsed_ms as i64,
                now,
                game.key,
                game.move_count,
                record.timeline
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Saves a game's current state (after every move), its moves counted by the game (a
    /// save after every move then costs no more as the game grows).
    pub fn save(&self, id: GameId, game: &Saved) -> Result<(), StoreError> {
        let (record, move_count) = (&game.record, game.move_count);
        let n = self.conn.execute(
            "UPDATE games SET moves = ?2, cursor = ?3, hints = ?4, demos = ?5, elapsed_ms = ?6,
                              updated_at = ?7, move_count = ?8, timeline = ?9
             WHERE id = ?1",
            params![
                id,
                record.moves.join(" "),
                record.cursor as i64,
                record.hints,
                record.demos,
                record.elapsed_ms as i64,
                now_ms(),
                move_count,
                record.timeline
            ],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchGame(id));
        }
        Ok(())
    }

    /// Forgets a game that was never played (still `playing`, no moves): leaving it for
    /// another is not abandoning it. A game with moves is kept.
    pub fn discard_unplayed(&self, id: GameId) -> Result<bool, StoreError> {
        let n = self.conn.execute(
            "DELETE FROM games WHERE id = ?1 AND status = 'playing' AND moves = ''",
            params![id],
        )?;
        Ok(n > 0)
    }

    /// Deletes a saved game not yet finished (the player asked to, and was asked first).
    pub fn delete_saved(&self, id: GameId) -> Result<(), StoreError> {
        let n = self.conn.execute(
            "DELETE FROM games WHERE id = ?1 AND status = 'playing'",
            params![id],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchGame(id));
        }
        Ok(())
    }

    /// Ends a game, solved or abandoned. A solve is filed in the current on-screen session
    /// of its puzzle (and size), marked assisted when a hint or a demonstration helped:
    /// its id.
    pub fn finish(
        &self,
        id: GameId,
        game: &Saved,
        solved: bool,
    ) -> Result<Option<i64>, StoreError> {
        self.save(id, game)?;
        let status = if solved {
            Status::Solved
        } else {
            Status::Abandoned
        };
        let now = now_ms();
        self.conn.execute(
            "UPDATE games SET status = ?2, finished_at = ?3 WHERE id = ?1",
            params![id, status.as_str(), now],
        )?;
        if !solved {
            return Ok(None);
        }
        let row = self.game(id)?;
        let solve = super::sessions::file_solved_game(self.conn, self.puzzles, &row, now)?;
        Ok(Some(solve))
    }

    /// Best time and fewest moves so far for a puzzle, size and level (unassisted solves).
    pub fn bests(&self, puzzle: PuzzleKind, size: &str, level: &str) -> Result<Bests, StoreError> {
        Ok(self.conn.query_row(
            "SELECT MIN(elapsed_ms), MIN(move_count) FROM games
             WHERE puzzle = ?1 AND size = ?2 AND level = ?3 AND status = 'solved'
                   AND hints = 0 AND demos = 0",
            params![puzzle.name(), size, level],
            |r| {
                Ok(Bests {
                    time_ms: r.get::<_, Option<i64>>(0)?.map(|v| v as u64),
                    moves: r.get::<_, Option<i64>>(1)?.map(|v| v as u64),
                })
            },
        )?)
    }

    /// The latest unfinished game with moves of a puzzle and size (the variant's key: a 3x3
    /// is not a 5x5), to offer to resume.
    pub fn unfinished(
        &self,
        puzzle: PuzzleKind,
        key: &str,
    ) -> Result<Option<(GameId, GameRow)>, StoreError> {
        let id: Option<GameId> = self
            .conn
            .query_row(
                "SELECT id FROM games
                 WHERE puzzle = ?1 AND size = ?2 AND status = 'playing' AND moves != ''
                 ORDER BY updated_at DESC, id DESC LIMIT 1",
                params![puzzle.name(), key],
                |r| r.get(0),
            )
            .optional()?;
        match id {
            Some(id) => Ok(Some((id, self.game(id)?))),
            None => Ok(None),
        }
    }

    /// Every unfinished game with moves, the latest played first.
    pub fn all_unfinished(&self) -> Result<Vec<(GameId, GameRow)>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT id FROM games WHERE status = 'playing' AND moves != ''
             ORDER BY updated_at DESC, id DESC",
        )?;
        let ids: Vec<GameId> = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        ids.into_iter().map(|id| Ok((id, self.game(id)?))).collect()
    }

    /// The games `shown` asks for, the latest played first, at most `limit` (one query).
    pub fn games(&self, shown: Shown, limit: usize) -> Result<Vec<(GameId, GameRow)>, StoreError> {
        let sql = match shown {
            Shown::Unfinished => format!(
                "SELECT id, {COLUMNS} FROM games WHERE status = 'playing' AND moves != ''
                 ORDER BY updated_at DESC, id DESC LIMIT ?1"
            ),
            Shown::Solved => format!(
                "SELECT id, {COLUMNS} FROM games WHERE status = 'solved'
                 ORDER BY updated_at DESC, id DESC LIMIT ?1"
            ),
            Shown::All => format!(
                "SELECT id, {COLUMNS} FROM games WHERE moves != ''
                 ORDER BY updated_at DESC, id DESC LIMIT ?1"
            ),
        };
        let mut stmt = self.conn.prepare(&sql)?;
        let rows = stmt.query_map(params![limit.min(i64::MAX as usize) as i64], |r| {
            Ok((r.get::<_, GameId>(0)?, row_at(r, 1)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One game.
    pub fn game(&self, id: GameId) -> Result<GameRow, StoreError> {
        self.conn
            .query_row(
                &format!("SELECT {COLUMNS} FROM games WHERE id = ?1"),
                params![id],
                row_of,
            )
            .optional()?
            .ok_or(StoreError::NoSuchGame(id))
    }

    /// A game by its number (`12`) or its export uid.
    pub fn find_game(&self, which: &str) -> Result<(GameId, GameRow), StoreError> {
        if let Ok(id) = which.trim().parse::<GameId>() {
            return Ok((id, self.game(id)?));
        }
        let id: Option<GameId> = self
            .conn
            .query_row(
                "SELECT id FROM games WHERE uid = ?1",
                params![which.trim()],
                |r| r.get(0),
            )
            .optional()?;
        let id = id.ok_or_else(|| StoreError::NoSuchGameUid(which.to_string()))?;
        Ok((id, self.game(id)?))
    }

    /// The number of the game with this export uid, if it is kept.
    pub fn game_number(&self, uid: &str) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT id FROM games WHERE uid = ?1", params![uid], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// The game solved last.
    pub fn last_solved(&self) -> Result<(GameId, GameRow), StoreError> {
        let id: Option<GameId> = self
            .conn
            .query_row(
                "SELECT id FROM games WHERE status = 'solved'
                 ORDER BY finished_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?;
        let id = id.ok_or(StoreError::NoSolvedGame)?;
        Ok((id, self.game(id)?))
    }

    /// Statistics per puzzle, size and level (of one puzzle when given).
    pub fn stats(&self, puzzle: Option<PuzzleKind>) -> Result<Vec<LevelStats>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT puzzle, size, level, COUNT(*),
                    SUM(status = 'solved'), SUM(status = 'abandoned'),
                    MIN(CASE WHEN status = 'solved' AND hints = 0 AND demos = 0
                        THEN elapsed_ms END),
                    MIN(CASE WHEN status = 'solved' AND hints = 0 AND demos = 0
                        THEN move_count END),
                    AVG(CASE WHEN status = 'solved' AND hints = 0 AND demos = 0
                        THEN elapsed_ms END),
                    SUM(status = 'solved' AND (hints > 0 OR demos > 0))
             FROM games WHERE ?1 IS NULL OR puzzle = ?1
             GROUP BY puzzle, size, level ORDER BY puzzle, size, level",
        )?;
        let name = puzzle.as_ref().map(PuzzleKind::name);
        let rows = stmt.query_map(params![name], |r| {
            let name: String = r.get(0)?;
            let kind = name.parse::<PuzzleKind>().map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, e.into())
            })?;
            let size: String = r.get(1)?;
            Ok(LevelStats {
                puzzle: kind,
                title: self.puzzles.title_of(kind, &size),
                size,
                level: r.get(2)?,
                played: r.get::<_, i64>(3)? as u64,
                solved: r.get::<_, i64>(4)? as u64,
                abandoned: r.get::<_, i64>(5)? as u64,
                best_ms: r.get::<_, Option<i64>>(6)?.map(|v| v as u64),
                fewest_moves: r.get::<_, Option<i64>>(7)?.map(|v| v as u64),
                mean_ms: r.get(8)?,
                assisted: r.get::<_, i64>(9)? as u64,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
