//! The database: opening it (migrated forward, or read-only when it cannot be written; a
//! newer or corrupt file refused untouched).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use game::Puzzles;
use rusqlite::Connection;

use super::conn::Db;
use super::schema::{Migration, MIGRATIONS, SCHEMA_VERSION};
use crate::error::StoreError;

/// The SQLite database: one connection, guarded, shared by every game of a process; the
/// puzzles registered, which read the records it keeps (its migrations count the moves of
/// games saved before counts were kept; an import plays every game back).
pub struct SqliteStore {
    conn: Mutex<Connection>,
    path: PathBuf,
    read_only: bool,
    puzzles: Arc<Puzzles>,
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `path`, in WAL mode, migrated to
    /// [`SCHEMA_VERSION`]; `puzzles` read its records.
    pub fn open(path: &Path, puzzles: Arc<Puzzles>) -> Result<SqliteStore, StoreError> {
        match Self::open_writable(path, puzzles.clone()) {
            Err(StoreError::Corrupt { detail, .. }) if path.is_file() => {
                // A sound file where nothing can be written (a read-only folder or disk):
                // read it, and let every save say why it cannot be kept.
                Self::open_read_only(path, puzzles).map_err(|_| StoreError::Corrupt {
                    path: path.to_path_buf(),
                    detail,
                })
            }
            other => other,
        }
    }

    fn open_read_only(path: &Path, puzzles: Arc<Puzzles>) -> Result<SqliteStore, StoreError> {
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
        Ok(SqliteStore {
            conn: Mutex::new(conn),
            path: path.to_path_buf(),
            read_only: true,
            puzzles,
        })
    }

    /// Whether the database could only be opened for reading (saves fail, saying why).
    pub fn read_only(&self) -> bool {
        self.read_only
    }

    fn open_writable(path: &Path, puzzles: Arc<Puzzles>) -> Result<SqliteStore, StoreError> {
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
        let mut store = SqliteStore {
            conn: Mutex::new(conn),
            path: path.to_path_buf(),
            read_only: false,
            puzzles,
        };
        store.migrate(version)?;
        Ok(store)
    }

    /// A database in memory (for tests and for playing without saving).
    pub fn in_memory(puzzles: Arc<Puzzles>) -> Result<SqliteStore, StoreError> {
        let mut store = SqliteStore {
            conn: Mutex::new(Connection::open_in_memory()?),
            path: PathBuf::from(":memory:"),
            read_only: false,
            puzzles,
        };
        store.migrate(0)?;
        Ok(store)
    }

    /// Runs `f` on the connection, held for the call.
    pub(super) fn with<T>(
        &self,
        f: impl FnOnce(&Db) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        f(&Db {
            conn: &conn,
            puzzles: &self.puzzles,
        })
    }

    /// Runs `f` in one transaction: all its writes or none (a bulk of solves at once).
    pub(super) fn in_transaction<T>(
        &self,
        f: impl FnOnce(&Db) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.with(|db| {
            db.conn.execute_batch("BEGIN")?;
            match f(db) {
                Ok(v) => {
                    db.conn.execute_batch("COMMIT")?;
                    Ok(v)
                }
                Err(e) => {
                    let _ = db.conn.execute_batch("ROLLBACK");
                    Err(e)
                }
            }
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn migrate(&mut self, from: i64) -> Result<(), StoreError> {
        let puzzles = self.puzzles.clone();
        let conn = self.conn.get_mut().unwrap_or_else(|e| e.into_inner());
        for (v, step) in MIGRATIONS.iter().enumerate().skip(from as usize) {
            let tx = conn.transaction()?;
            match step {
                Migration::Sql(sql) => tx.execute_batch(sql)?,
                Migration::SqlThen(sql, fill) => {
                    tx.execute_batch(sql)?;
                    fill(&tx, &puzzles)?;
                }
            }
            tx.pragma_update(None, "user_version", v as i64 + 1)?;
            tx.commit()?;
        }
        Ok(())
    }
}
