//! Saved games and statistics in SQLite.
//!
//! One table, `games`: every game from its first move to its end, saved after every move
//! (WAL mode, so a crash loses at most the move in flight). A game is `playing` until it is
//! `solved` or `abandoned`. Personal bests are read from the solved games that were not
//! demonstrated. The schema version is SQLite's `user_version`; [`Store::open`] migrates an
//! older database forward and refuses a newer or corrupt one with a clear error, leaving
//! the file untouched.
//!
//! Export and import carry every game as plain data ([`Export`], serde) with a format
//! version; each game has a random unique id, so importing twice adds nothing and an
//! existing game is only ever replaced by a later state of itself.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use messages::{localized, Localize, Message};
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::kind::{title_of, PuzzleKind, Variant};
use crate::session::SessionRecord;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = 2;
/// The export format's name and version.
pub const EXPORT_FORMAT: &str = "puzzlebox-games";
/// The export format version this build writes and reads.
pub const EXPORT_VERSION: u32 = 1;

/// One step of a migration.
enum Migration {
    /// Statements.
    Sql(&'static str),
    /// Statements, then a fill of what SQL cannot compute (in the same transaction).
    SqlThen(
        &'static str,
        fn(&rusqlite::Transaction) -> Result<(), StoreError>,
    ),
}

/// The migrations, in order: `MIGRATIONS[i]` takes the schema from version `i` to `i + 1`.
const MIGRATIONS: [Migration; 2] = [
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
];

/// Gives every game of the tiles its size (from its goal; an empty goal is the 3x3's).
fn fill_sizes(tx: &rusqlite::Transaction) -> Result<(), StoreError> {
    let rows: Vec<(i64, String)> = {
        let mut stmt = tx.prepare("SELECT id, variant FROM games WHERE puzzle = ?1")?;
        let rows = stmt.query_map(params![PuzzleKind::Sliding.name()], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
        rows.collect::<Result<_, _>>()?
    };
    for (id, goal) in rows {
        // A goal that does not read (never written by puzzlebox) keeps no size.
        let Ok(v) = Variant::from_record(PuzzleKind::Sliding, &goal) else {
            continue;
        };
        tx.execute(
            "UPDATE games SET size = ?2, variant = ?3 WHERE id = ?1",
            params![id, v.key(), v.record_text()],
        )?;
    }
    Ok(())
}

/// The size key of a record (`4x4` for the tiles, empty for the other puzzles).
fn size_of(record: &SessionRecord) -> String {
    Variant::from_record(record.puzzle, &record.variant)
        .map(|v| v.key())
        .unwrap_or_default()
}

/// What can go wrong with the database.
#[derive(Clone, Debug)]
pub enum StoreError {
    /// The file is not a puzzlebox database SQLite can read (it is left as it is).
    Corrupt {
        /// The file.
        path: PathBuf,
        /// SQLite's message.
        detail: String,
    },
    /// The database was written by a newer puzzlebox.
    Newer {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build reads.
        supported: i64,
    },
    /// The database has an older schema and cannot be migrated (it can only be read).
    Older {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The version this build reads.
        supported: i64,
    },
    /// An export of another format.
    ExportFormat {
        /// The format it names.
        found: String,
    },
    /// An export of a newer version than this build reads.
    ExportVersion {
        /// Its version.
        found: u32,
    },
    /// A game of an export that cannot be played back.
    ExportGame {
        /// The game's place in the export, from 1.
        number: usize,
        /// Its puzzle.
        puzzle: PuzzleKind,
        /// Its uid.
        uid: String,
        /// What is wrong with it.
        error: Box<crate::GameError>,
    },
    /// A game id that is not in the database.
    NoSuchGame(i64),
    /// Any other SQLite error.
    Sqlite(Arc<rusqlite::Error>),
}

impl StoreError {
    /// Whether it is the export's fault (its format, its version or one of its games), not
    /// the database's.
    pub fn is_bad_export(&self) -> bool {
        matches!(
            self,
            StoreError::ExportFormat { .. }
                | StoreError::ExportVersion { .. }
                | StoreError::ExportGame { .. }
        )
    }
}

impl Localize for StoreError {
    fn message(&self) -> Message {
        let path = |p: &Path| p.display().to_string();
        match self {
            StoreError::Corrupt { path: p, detail } => Message::new("store-corrupt")
                .arg("path", path(p))
                .arg("detail", detail),
            StoreError::Newer {
                path: p,
                found,
                supported,
            } => Message::new("store-newer")
                .arg("path", path(p))
                .arg("found", found.to_string())
                .arg("supported", supported.to_string()),
            StoreError::Older {
                path: p,
                found,
                supported,
            } => Message::new("store-older")
                .arg("path", path(p))
                .arg("found", found.to_string())
                .arg("supported", supported.to_string()),
            StoreError::ExportFormat { found } => Message::new("store-export-format")
                .arg("found", found.as_str())
                .arg("expected", EXPORT_FORMAT),
            StoreError::ExportVersion { found } => Message::new("store-export-version")
                .arg("found", found.to_string())
                .arg("supported", EXPORT_VERSION.to_string()),
            StoreError::ExportGame {
                number,
                puzzle,
                uid,
                error,
            } => Message::new("store-export-game")
                .arg("number", number.to_string())
                .arg("puzzle", puzzle.to_string())
                .arg("uid", uid.as_str())
                .arg("error", error.message()),
            StoreError::NoSuchGame(id) => {
                Message::new("store-no-such-game").arg("id", id.to_string())
            }
            StoreError::Sqlite(e) => Message::new("store-sqlite").arg("detail", e.to_string()),
        }
    }
}

localized!(StoreError);

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Sqlite(Arc::new(e))
    }
}

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
    fn as_str(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Solved => "solved",
            Status::Abandoned => "abandoned",
        }
    }

    fn parse(s: &str) -> Status {
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

/// Every game, as exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Export {
    /// Always [`EXPORT_FORMAT`].
    pub format: String,
    /// The format version.
    pub version: u32,
    /// The games, oldest first.
    pub games: Vec<GameRow>,
}

/// What an import did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    /// Games that were new.
    pub added: usize,
    /// Games that were here in an older state and were brought up to date.
    pub updated: usize,
    /// Games that were already here (as they are, or newer).
    pub unchanged: usize,
}

/// Statistics of one puzzle (and size, for the tiles) and level.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LevelStats {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The tiles' size (`4x4`; empty for the other puzzles).
    pub size: String,
    /// What a person calls the game (`Sliding tiles 4×4`).
    pub title: String,
    /// The level.
    pub level: String,
    /// Games finished or in progress.
    pub played: u64,
    /// Games solved.
    pub solved: u64,
    /// Games abandoned.
    pub abandoned: u64,
    /// Fastest solve without a demonstration, in milliseconds.
    pub best_ms: Option<u64>,
    /// Fewest moves in a solve without a demonstration.
    pub fewest_moves: Option<u64>,
    /// Mean time of the solves, in milliseconds.
    pub mean_ms: Option<f64>,
}

/// What finishing a game set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Finished {
    /// A new fastest time for the puzzle and level.
    pub best_time: bool,
    /// A new fewest moves for the puzzle and level.
    pub best_moves: bool,
}

/// The database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
    read_only: bool,
}

/// A game's row id in this database.
pub type GameId = i64;

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn new_uid() -> String {
    format!("{:032x}", rand::random::<u128>())
}

impl Store {
    /// Opens (creating if needed) the database at `path`, in WAL mode, migrated to
    /// [`SCHEMA_VERSION`].
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        match Self::open_writable(path) {
            Err(StoreError::Corrupt { detail, .. }) if path.is_file() => {
                // A sound file where nothing can be written (a read-only folder or disk):
                // read it, and let every save say why it cannot be kept.
                Self::open_read_only(path).map_err(|_| StoreError::Corrupt {
                    path: path.to_path_buf(),
                    detail,
                })
            }
            other => other,
        }
    }

    fn open_read_only(path: &Path) -> Result<Store, StoreError> {
        use rusqlite::OpenFlags;
        let uri = format!("file:{}?immutable=1", path.display());
        let conn = Connection::open_with_flags(
            uri,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI,
        )?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Newer {
                path: path.to_path_buf(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        if version < SCHEMA_VERSION {
            return Err(StoreError::Older {
                path: path.to_path_buf(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        Ok(Store {
            conn,
            path: path.to_path_buf(),
            read_only: true,
        })
    }

    /// Whether the database could only be opened for reading (saves fail, saying why).
    pub fn read_only(&self) -> bool {
        self.read_only
    }

    fn open_writable(path: &Path) -> Result<Store, StoreError> {
        let corrupt = |e: rusqlite::Error| StoreError::Corrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        };
        let conn = Connection::open(path).map_err(corrupt)?;
        // Reading the version is the first touch of the file: a non-database fails here.
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(corrupt)?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Newer {
                path: path.to_path_buf(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        conn.query_row("PRAGMA journal_mode = WAL", [], |_| Ok(()))
            .map_err(corrupt)?;
        conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;")
            .map_err(corrupt)?;
        let mut store = Store {
            conn,
            path: path.to_path_buf(),
            read_only: false,
        };
        store.migrate(version)?;
        Ok(store)
    }

    /// A database in memory (for tests and for playing without saving).
    pub fn in_memory() -> Result<Store, StoreError> {
        let mut store = Store {
            conn: Connection::open_in_memory()?,
            path: PathBuf::from(":memory:"),
            read_only: false,
        };
        store.migrate(0)?;
        Ok(store)
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn migrate(&mut self, from: i64) -> Result<(), StoreError> {
        for (v, step) in MIGRATIONS.iter().enumerate().skip(from as usize) {
            let tx = self.conn.transaction()?;
            match step {
                Migration::Sql(sql) => tx.execute_batch(sql)?,
                Migration::SqlThen(sql, fill) => {
                    tx.execute_batch(sql)?;
                    fill(&tx)?;
                }
            }
            tx.pragma_update(None, "user_version", v as i64 + 1)?;
            tx.commit()?;
        }
        Ok(())
    }

    /// Starts saving a game; returns its id.
    pub fn start(&self, record: &SessionRecord) -> Result<GameId, StoreError> {
        let now = now_ms();
        self.conn.execute(
            "INSERT INTO games (uid, puzzle, variant, level, start, moves, cursor, hints, demos,
                                elapsed_ms, status, started_at, updated_at, size)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'playing', ?11, ?11, ?12)",
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
                size_of(record)
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Saves a game's current state (after every move).
    pub fn save(&self, id: GameId, record: &SessionRecord) -> Result<(), StoreError> {
        let n = self.conn.execute(
            "UPDATE games SET moves = ?2, cursor = ?3, hints = ?4, demos = ?5, elapsed_ms = ?6,
                              updated_at = ?7
             WHERE id = ?1",
            params![
                id,
                record.moves.join(" "),
                record.cursor as i64,
                record.hints,
                record.demos,
                record.elapsed_ms as i64,
                now_ms()
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

    /// Ends a game, solved or abandoned; says which personal bests it set. Only a solve
    /// the controller calls `eligible` (no demonstration played any part of it) can set one;
    /// the bests compare games of the same puzzle, size and level.
    pub fn finish(
        &self,
        id: GameId,
        record: &SessionRecord,
        solved: bool,
        eligible: bool,
    ) -> Result<Finished, StoreError> {
        let before = self.bests(record.puzzle, &size_of(record), &record.level)?;
        self.save(id, record)?;
        let status = if solved {
            Status::Solved
        } else {
            Status::Abandoned
        };
        self.conn.execute(
            "UPDATE games SET status = ?2, finished_at = ?3 WHERE id = ?1",
            params![id, status.as_str(), now_ms()],
        )?;
        if !solved || !eligible || record.demos > 0 {
            return Ok(Finished::default());
        }
        Ok(Finished {
            best_time: before.0.is_none_or(|b| record.elapsed_ms < b),
            best_moves: before.1.is_none_or(|b| (record.cursor as u64) < b),
        })
    }

    /// Best time and fewest moves so far for a puzzle, size and level.
    fn bests(
        &self,
        puzzle: PuzzleKind,
        size: &str,
        level: &str,
    ) -> Result<(Option<u64>, Option<u64>), StoreError> {
        Ok(self.conn.query_row(
            "SELECT MIN(elapsed_ms), MIN(cursor) FROM games
             WHERE puzzle = ?1 AND size = ?2 AND level = ?3 AND status = 'solved'
                   AND demos = 0",
            params![puzzle.name(), size, level],
            |r| {
                Ok((
                    r.get::<_, Option<i64>>(0)?.map(|v| v as u64),
                    r.get::<_, Option<i64>>(1)?.map(|v| v as u64),
                ))
            },
        )?)
    }

    /// The most recent unfinished game of a puzzle and size (the variant's key: a 3x3 is
    /// not a 5x5), to offer to resume.
    pub fn unfinished(&self, variant: &Variant) -> Result<Option<(GameId, GameRow)>, StoreError> {
        let id: Option<GameId> = self
            .conn
            .query_row(
                "SELECT id FROM games WHERE puzzle = ?1 AND size = ?2 AND status = 'playing'
                 ORDER BY updated_at DESC, id DESC LIMIT 1",
                params![variant.kind().name(), variant.key()],
                |r| r.get(0),
            )
            .optional()?;
        match id {
            Some(id) => Ok(Some((id, self.game(id)?))),
            None => Ok(None),
        }
    }

    /// Every unfinished game, most recent first.
    pub fn all_unfinished(&self) -> Result<Vec<(GameId, GameRow)>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT id FROM games WHERE status = 'playing' ORDER BY updated_at DESC, id DESC",
        )?;
        let ids: Vec<GameId> = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        ids.into_iter().map(|id| Ok((id, self.game(id)?))).collect()
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

    /// Statistics per puzzle, size and level (of one puzzle when given).
    pub fn stats(&self, puzzle: Option<PuzzleKind>) -> Result<Vec<LevelStats>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT puzzle, size, level, COUNT(*),
                    SUM(status = 'solved'), SUM(status = 'abandoned'),
                    MIN(CASE WHEN status = 'solved' AND demos = 0 THEN elapsed_ms END),
                    MIN(CASE WHEN status = 'solved' AND demos = 0 THEN cursor END),
                    AVG(CASE WHEN status = 'solved' THEN elapsed_ms END)
             FROM games WHERE ?1 IS NULL OR puzzle = ?1
             GROUP BY puzzle, size, level ORDER BY puzzle, size, level",
        )?;
        let rows = stmt.query_map(params![puzzle.map(PuzzleKind::name)], |r| {
            let name: String = r.get(0)?;
            let kind = name.parse::<PuzzleKind>().map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, e.into())
            })?;
            let size: String = r.get(1)?;
            Ok(LevelStats {
                puzzle: kind,
                title: title_of(kind, &size),
                size,
                level: r.get(2)?,
                played: r.get::<_, i64>(3)? as u64,
                solved: r.get::<_, i64>(4)? as u64,
                abandoned: r.get::<_, i64>(5)? as u64,
                best_ms: r.get::<_, Option<i64>>(6)?.map(|v| v as u64),
                fewest_moves: r.get::<_, Option<i64>>(7)?.map(|v| v as u64),
                mean_ms: r.get(8)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every game, oldest first.
    pub fn export(&self) -> Result<Export, StoreError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {COLUMNS} FROM games ORDER BY started_at, id"
        ))?;
        let games = stmt.query_map([], row_of)?.collect::<Result<_, _>>()?;
        Ok(Export {
            format: EXPORT_FORMAT.into(),
            version: EXPORT_VERSION,
            games,
        })
    }

    /// Adds the games of an export: new ones are added, a game already here is replaced only
    /// by a later state of itself; all or nothing.
    pub fn import(&mut self, export: &Export) -> Result<ImportReport, StoreError> {
        if export.format != EXPORT_FORMAT {
            return Err(StoreError::ExportFormat {
                found: export.format.clone(),
            });
        }
        if export.version > EXPORT_VERSION {
            return Err(StoreError::ExportVersion {
                found: export.version,
            });
        }
        // Every game is checked as a game (its start, every move, its cursor) before
        // anything is written: a damaged or hostile export is refused whole.
        for (i, g) in export.games.iter().enumerate() {
            crate::any::restore(&g.record).map_err(|e| StoreError::ExportGame {
                number: i + 1,
                puzzle: g.record.puzzle,
                uid: g.uid.clone(),
                error: Box::new(e),
            })?;
        }
        let tx = self.conn.transaction()?;
        let mut report = ImportReport::default();
        for g in &export.games {
            let existing: Option<i64> = tx
                .query_row(
                    "SELECT updated_at FROM games WHERE uid = ?1",
                    params![g.uid],
                    |r| r.get(0),
                )
                .optional()?;
            let r = &g.record;
            let size = size_of(r);
            let values = params![
                g.uid,
                r.puzzle.name(),
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
                size
            ];
            match existing {
                None => {
                    tx.execute(
                        "INSERT INTO games (uid, puzzle, variant, level, start, moves, cursor,
                                            hints, demos, elapsed_ms, status, started_at,
                                            updated_at, finished_at, size)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
                                 ?15)",
                        values,
                    )?;
                    report.added += 1;
                }
                Some(t) if t < g.updated_at => {
                    tx.execute(
                        "UPDATE games SET puzzle = ?2, variant = ?3, level = ?4, start = ?5,
                                          moves = ?6, cursor = ?7, hints = ?8, demos = ?9,
                                          elapsed_ms = ?10, status = ?11, started_at = ?12,
                                          updated_at = ?13, finished_at = ?14, size = ?15
                         WHERE uid = ?1",
                        values,
                    )?;
                    report.updated += 1;
                }
                Some(_) => report.unchanged += 1,
            }
        }
        tx.commit()?;
        Ok(report)
    }
}

const COLUMNS: &str = "uid, puzzle, variant, level, start, moves, cursor, hints, demos, \
                       elapsed_ms, status, started_at, updated_at, finished_at";

fn row_of(r: &rusqlite::Row) -> rusqlite::Result<GameRow> {
    let moves: String = r.get(5)?;
    let puzzle: String = r.get(1)?;
    let puzzle = puzzle.parse::<PuzzleKind>().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(1, rusqlite::types::Type::Text, e.into())
    })?;
    Ok(GameRow {
        uid: r.get(0)?,
        record: SessionRecord {
            puzzle,
            variant: r.get(2)?,
            level: r.get(3)?,
            start: r.get(4)?,
            moves: moves.split_whitespace().map(str::to_string).collect(),
            cursor: r.get::<_, i64>(6)? as usize,
            hints: r.get(7)?,
            demos: r.get(8)?,
            elapsed_ms: r.get::<_, i64>(9)? as u64,
        },
        status: Status::parse(&r.get::<_, String>(10)?),
        started_at: r.get(11)?,
        updated_at: r.get(12)?,
        finished_at: r.get(13)?,
    })
}
