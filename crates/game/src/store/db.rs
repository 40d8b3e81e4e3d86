//! The database: opening it (migrated forward, or read-only when it cannot be written; a
//! newer or corrupt file refused untouched), and the clock and ids its rows get.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::Connection;

use super::schema::{Migration, MIGRATIONS, SCHEMA_VERSION};
use super::StoreError;

/// The database.
pub struct Store {
    pub(super) conn: Connection,
    path: PathBuf,
    read_only: bool,
}

/// A game's row id in this database.
pub type GameId = i64;

pub(super) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

pub(super) fn new_uid() -> String {
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

    /// Runs `f` in one transaction: all its writes or none (a bulk of solves at once).
    pub fn with_transaction<T>(
        &self,
        f: impl FnOnce() -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.conn.execute_batch("BEGIN")?;
        match f() {
            Ok(v) => {
                self.conn.execute_batch("COMMIT")?;
                Ok(v)
            }
            Err(e) => {
                let _ = self.conn.execute_batch("ROLLBACK");
                Err(e)
            }
        }
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
}
