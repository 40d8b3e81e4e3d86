//! Tables as the puzzle crates declare them ([`TableDef`]), and where they come from
//! ([`TableSource`]).
//!
//! Each crate lists its tables once: the key that names the table and its layout (the
//! cache header's key), the file it is cached in, its size when known beforehand, the
//! label a person reads (a message id with its arguments, so that it can be written in any
//! language), the pure function that builds it, and the function that decodes its bytes.
//! A [`TableSource`] hands out decoded tables: the binary's disk cache (which loads,
//! checks, builds and writes), or [`InMemory`], which builds and keeps them (tests, and
//! front ends that write no files). Either keeps one copy of each table per process.

use std::any::Any;
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex};

use messages::{localized, Localize, Message};

/// A decoded table of any type, shared.
pub type AnyTable = Arc<dyn Any + Send + Sync>;

/// A build's progress: `(done, total)`.
pub type Progress<'a> = &'a (dyn Fn(u64, u64) + Sync);

/// A source's progress: which table is being built, and how far it is.
pub type Report<'a> = &'a (dyn Fn(&Label, u64, u64) + Sync);

/// A report that goes nowhere.
pub fn silent(_: &Label, _: u64, _: u64) {}

/// What a person calls a table or a step: a message of the catalogs.
pub use messages::Message as Label;

type BuildFn = dyn Fn(Progress) -> Vec<u8> + Send + Sync;
type DecodeFn = dyn Fn(Vec<u8>) -> Option<AnyTable> + Send + Sync;

/// One table as its crate declares it.
#[derive(Clone)]
pub struct TableDef {
    /// The cache key: the puzzle, the table, its parameters and its layout's version.
    pub key: String,
    /// The file it is cached in (a name without folder or extension).
    pub file: String,
    /// Its size in bytes, when known before it is built.
    pub bytes: Option<u64>,
    /// What a person calls it.
    pub label: Label,
    build: Arc<BuildFn>,
    decode: Arc<DecodeFn>,
}

impl fmt::Debug for TableDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TableDef")
            .field("key", &self.key)
            .field("file", &self.file)
            .field("bytes", &self.bytes)
            .field("label", &self.label)
            .finish()
    }
}

impl TableDef {
    /// A table: `build` makes its bytes (a pure function, reporting progress), `decode`
    /// reads them back into the table a solver uses (`None`: not this table's bytes).
    pub fn new<T: Any + Send + Sync>(
        key: impl Into<String>,
        file: impl Into<String>,
        bytes: Option<u64>,
        label: Label,
        build: impl Fn(Progress) -> Vec<u8> + Send + Sync + 'static,
        decode: impl Fn(Vec<u8>) -> Option<T> + Send + Sync + 'static,
    ) -> TableDef {
        TableDef {
            key: key.into(),
            file: file.into(),
            bytes,
            label,
            build: Arc::new(build),
            decode: Arc::new(move |b| decode(b).map(|t| Arc::new(t) as AnyTable)),
        }
    }

    /// Builds the table's bytes.
    pub fn build(&self, progress: Progress) -> Vec<u8> {
        (self.build)(progress)
    }

    /// Decodes the table's bytes (`None` when they are not this table's).
    pub fn decode(&self, bytes: Vec<u8>) -> Option<AnyTable> {
        (self.decode)(bytes)
    }

    /// Builds and decodes, without any cache, reporting the build's progress.
    pub fn make(&self, report: Report) -> Result<AnyTable, TableError> {
        self.decode(self.build(&|done, total| report(&self.label, done, total)))
            .ok_or_else(|| TableError::Undecodable {
                table: self.key.clone(),
            })
    }
}

/// Why a table is not at hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// A table just built did not decode (a bug: its build and decode disagree).
    Undecodable {
        /// Its key.
        table: String,
    },
    /// A table of another type than asked for under this key.
    WrongType {
        /// Its key.
        table: String,
    },
    /// The source cannot give tables at all (no cache folder, say).
    Unavailable {
        /// Why.
        reason: Message,
    },
}

impl Localize for TableError {
    fn message(&self) -> Message {
        match self {
            TableError::Undecodable { table } => {
                Message::new("table-undecodable").arg("table", table)
            }
            TableError::WrongType { table } => Message::new("table-wrong-type").arg("table", table),
            TableError::Unavailable { reason } => {
                Message::new("table-unavailable").arg("reason", reason.clone())
            }
        }
    }
}

localized!(TableError);

/// Where decoded tables come from.
pub trait TableSource: Send + Sync {
    /// Whether the table is at hand without a build (loaded, or cached with a header that
    /// checks).
    fn has(&self, def: &TableDef) -> bool;
    /// The table: already loaded, else read from the cache, else built (its progress
    /// reported).
    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError>;
    /// Whether this source can have the table at all (a browser refuses the desktop's
    /// largest): a solver that may choose its tables chooses among those held.
    fn holds(&self, def: &TableDef) -> bool {
        let _ = def;
        true
    }
}

/// The table of `def` from `source`, as its type.
pub fn get<T: Any + Send + Sync>(
    source: &dyn TableSource,
    def: &TableDef,
    report: Report,
) -> Result<Arc<T>, TableError> {
    source
        .load(def, report)?
        .downcast::<T>()
        .map_err(|_| TableError::WrongType {
            table: def.key.clone(),
        })
}

/// Tables loaded once per key: one slot per key, locked while the table is made, so that
/// two threads asking for one table make it once.
#[derive(Default)]
pub struct Slots {
    slots: Mutex<HashMap<String, Arc<Mutex<Option<AnyTable>>>>>,
}

impl Slots {
    /// The table under `key` if made.
    pub fn loaded(&self, key: &str) -> Option<AnyTable> {
        let slot = self.slot_if(key)?;
        let t = slot.lock().unwrap_or_else(|e| e.into_inner()).clone();
        t
    }

    fn slot_if(&self, key: &str) -> Option<Arc<Mutex<Option<AnyTable>>>> {
        self.slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned()
    }

    /// The table under `key`, made by `make` if no other thread made it.
    pub fn get_or_make(
        &self,
        key: &str,
        make: impl FnOnce() -> Result<AnyTable, TableError>,
    ) -> Result<AnyTable, TableError> {
        let slot = self
            .slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key.to_string())
            .or_default()
            .clone();
        let mut t = slot.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = t.as_ref() {
            return Ok(t.clone());
        }
        let made = make()?;
        *t = Some(made.clone());
        Ok(made)
    }
}

/// A source that builds every table in memory on first need and keeps it for the process;
/// it writes nothing.
#[derive(Default)]
pub struct InMemory {
    slots: Slots,
}

impl InMemory {
    /// An empty source.
    pub fn new() -> InMemory {
        InMemory::default()
    }
}

impl TableSource for InMemory {
    fn has(&self, def: &TableDef) -> bool {
        self.slots.loaded(&def.key).is_some()
    }

    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        self.slots.get_or_make(&def.key, || def.make(report))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_table_is_built_once_and_typed() {
        static BUILDS: AtomicUsize = AtomicUsize::new(0);
        let def = TableDef::new(
            "test/squares/v1",
            "test-squares",
            Some(4),
            Label::new("table-test").arg("n", 4),
            |_| {
                BUILDS.fetch_add(1, Ordering::Relaxed);
                vec![0, 1, 4, 9]
            },
            |b: Vec<u8>| (b.len() == 4).then_some(b),
        );
        let src = InMemory::new();
        assert!(!src.has(&def));
        let t: Arc<Vec<u8>> = get(&src, &def, &silent).unwrap();
        assert_eq!(*t, vec![0, 1, 4, 9]);
        let again: Arc<Vec<u8>> = get(&src, &def, &silent).unwrap();
        assert!(Arc::ptr_eq(&t, &again));
        assert_eq!(BUILDS.load(Ordering::Relaxed), 1);
        assert!(src.has(&def));
        assert!(matches!(
            get::<String>(&src, &def, &silent),
            Err(TableError::WrongType { .. })
        ));
        assert_eq!(def.label.get("n"), Some(&messages::Arg::Num(4.0)));
    }
}
