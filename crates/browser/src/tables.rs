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

/// How often a build under way tells its listener (see [`BrowserTables::listen`]).
pub const TELL_EVERY: std::time::Duration = std::time::Duration::from_millis(200);

/// What is told of a build under way: the host shows the progress the games now read.
type Listener = Box<dyn Fn() + Send + Sync>;

/// The tables of this worker (see the module docs).
#[derive(Default)]
pub struct BrowserTables {
    /// Told of a build's progress, at most every [`TELL_EVERY`].
    listener: Mutex<Option<Listener>>,
    /// When it was last told.
    told: Mutex<Option<search::clock::Moment>>,
    slots: Slots,
    /// Kept copies handed over by the host, by file name, not yet read.
    kept: Mutex<HashMap<String, Vec<u8>>>,
    /// Tables built here, sealed, not yet taken by the host to keep.
    built: Mutex<Vec<(String, Vec<u8>)>>,
    /// Kept copies refused (their file names), for the host to drop.
    refused: Mutex<Vec<String>>,
    /// Each table built here (its English name) and how long its build took (milliseconds).
    timings: Mutex<Vec<(String, f64)>>,
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

    /// Tells `listener` of the progress of a build under way, at most every [`TELL_EVERY`]
    /// (a worker's one thread: the page hears of it only if it is told while it builds).
    pub fn listen(&self, listener: impl Fn() + Send + Sync + 'static) {
        *lock(&self.listener) = Some(Box::new(listener));
    }

    /// A build moved on: the listener told, if it was not told lately (or `now`, at once).
    fn moved(&self, at_once: bool) {
        let now = search::clock::system().now();
        {
            let mut told = lock(&self.told);
            if !at_once && told.is_some_and(|t| now.since(t) < TELL_EVERY) {
                return;
            }
            *told = Some(now);
        }
        if let Some(tell) = lock(&self.listener).as_ref() {
            tell();
        }
    }

    /// Each table built by this worker, by its English name, and how long its build took
    /// (milliseconds on the page's clock): what `scripts/bench-static` compares with the
    /// desktop's builds.
    pub fn build_times(&self) -> Vec<(String, f64)> {
        lock(&self.timings).clone()
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
        let t0 = search::clock::system().now();
        // Its bar shown at once (a table may report nothing until it is done).
        report(&def.label, 0, 1);
        self.moved(true);
        let payload = def.build(&|done, total| {
            report(&def.label, done, total);
            self.moved(false);
        });
        report(&def.label, 1, 1);
        let took = search::clock::system().now().since(t0);
        lock(&self.timings).push((def.label.english(), took.as_secs_f64() * 1000.0));
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

    fn holds(&self, def: &TableDef) -> bool {
        def.bytes.is_none_or(|b| b <= MAX_BROWSER_TABLE)
    }

    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        if !self.holds(def) {
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
