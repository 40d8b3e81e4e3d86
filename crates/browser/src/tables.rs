//! The tables in the browser: built in the worker on first need, each handed to the host
//! sealed behind the same checked header as the desktop's cache files
//! ([`search::cache::seal`]) to keep in the browser's storage, and read back from there at
//! the next visit — checked first: a stale or damaged copy is built again, never trusted.
//! A table past [`MAX_BROWSER_TABLE`] is refused (it is the desktop binary's).

use std::collections::HashMap;
use std::sync::Mutex;

use messages::Message;
use search::tables::{AnyTable, Report, Slots, TableDef, TableError, TableSource};

/// The largest table a browser builds (bytes): the cube's two-phase tables (11 MB), its
/// corners (12 MB) and optimal `tiny` set (20 MB), the 4×4's 6-6-3 (6 MB each), the rings'
/// colour (6.7 MB) and classic-method (32 MB) tables. Larger ones — the 7-8 and the
/// 5×5's 6-6-6-6 (58 to 519 MB), the cube's `small` and `large` sets, the rings' two-colour
/// tables — are for the desktop binary: refused here, and the solvers do without them as
/// the binary does when they cannot be had.
pub const MAX_BROWSER_TABLE: u64 = 40 << 20;

/// The tables of this worker (see the module docs).
#[derive(Default)]
pub struct BrowserTables {
    slots: Slots,
    /// Kept copies handed over by the host, by file name, not yet read.
    kept: Mutex<HashMap<String, Vec<u8>>>,
    /// Tables built here, sealed, not yet taken by the host to keep.
    built: Mutex<Vec<(String, Vec<u8>)>>,
    /// Kept copies refused (their file names), for the host to drop.
    refused: Mutex<Vec<String>>,
}

impl BrowserTables {
    /// No table yet.
    pub fn new() -> BrowserTables {
        BrowserTables::default()
    }

    /// A kept copy of a table's file (header and payload), read when the table is first
    /// needed.
    pub fn offer(&self, file: &str, image: Vec<u8>) {
        lock(&self.kept).insert(file.to_string(), image);
    }

    /// The tables built since the last call, sealed, by file name: to keep.
    pub fn take_built(&self) -> Vec<(String, Vec<u8>)> {
        std::mem::take(&mut *lock(&self.built))
    }

    /// The kept copies refused since the last call (stale or damaged): to drop.
    pub fn take_refused(&self) -> Vec<String> {
        std::mem::take(&mut *lock(&self.refused))
    }

    /// The table from its kept copy, if there is one and it checks.
    fn read_kept(&self, def: &TableDef) -> Option<AnyTable> {
        let image = lock(&self.kept).remove(&def.file)?;
        let table = search::cache::open(&image, &def.key, def.bytes)
            .ok()
            .and_then(|payload| def.decode(payload.to_vec()));
        if table.is_none() {
            lock(&self.refused).push(def.file.clone());
        }
        table
    }

    /// The table built, and sealed for the host to keep.
    fn build(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        let payload = def.build(&|done, total| report(&def.label, done, total));
        lock(&self.built).push((def.file.clone(), search::cache::seal(&def.key, &payload)));
        def.decode(payload).ok_or_else(|| TableError::Undecodable {
            table: def.key.clone(),
        })
    }
}

impl TableSource for BrowserTables {
    fn has(&self, def: &TableDef) -> bool {
        self.slots.loaded(&def.key).is_some() || lock(&self.kept).contains_key(&def.file)
    }

    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        if def.bytes.is_some_and(|b| b > MAX_BROWSER_TABLE) {
            return Err(TableError::Unavailable {
                reason: Message::new("table-desktop-only").arg("table", def.label.clone()),
            });
        }
        self.slots
            .get_or_make(&def.key, || match self.read_kept(def) {
                Some(table) => Ok(table),
                None => self.build(def, report),
            })
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
