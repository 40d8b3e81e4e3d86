//! The table store: the one source of tables for the command line, the terminal game and
//! the server ([`search::tables::TableSource`]), one copy of each table per process, each
//! cached on disk as one file under the cache directory.
//!
//! The directory is `$PUZZLEBOX_CACHE` when set, else the user's cache directory
//! (`~/.cache/puzzlebox` on Linux). Each file holds a [`search::cache`] header then the
//! table. A file that is missing, truncated, corrupt, of another format version or of
//! another table (or whose bytes do not decode) is rebuilt, never trusted. Writes go to a
//! temporary file in the same directory and are renamed into place, so two processes
//! building at once never leave a half-written table behind (the last rename wins, and both
//! tables are identical).
//!
//! On the command line a build shows a progress bar on stderr (or a line before and after
//! when stderr is no terminal) and a cache that cannot be written is a warning there; in
//! the terminal game and the server ([`quiet`]) builds report only to the caller, which
//! shows them in its own way.
//!
//! For the tests of waiting only, in a build with the `test-hooks` feature (the test
//! command's; never a release): `$PUZZLEBOX_TEST_BUILD_MS` makes every build last at least
//! that long ([`Pace`]), so that a test sees a build under way on any machine, however
//! fast.

use std::fs::{self, File};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use messages::{from_variants, Localize, Message};
use search::cache::{CacheError, Header};
use search::tables::{AnyTable, Report, Slots, TableDef, TableError, TableSource};

use crate::lang as i18n;

/// Where a table came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Read from the cache.
    Loaded,
    /// Built now (and written to the cache).
    Built,
}

/// Why a cached file was not used.
#[derive(Debug)]
enum Rejected {
    /// It could not be read.
    Io(std::io::Error),
    /// Its header or payload did not check.
    Header(CacheError),
    /// Its bytes are not the table's (a layout the checksum cannot know).
    Undecodable,
}

from_variants!(Rejected::Io(std::io::Error), Rejected::Header(CacheError));

impl Localize for Rejected {
    fn message(&self) -> Message {
        match self {
            Rejected::Io(e) => crate::error::io_message(e),
            Rejected::Header(e) => e.message(),
            Rejected::Undecodable => Message::new("cache-undecodable"),
        }
    }
}

/// Why a table could not be kept in the cache.
#[derive(Debug)]
pub enum WriteError {
    /// The cache folder cannot be made.
    Folder {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file cannot be written.
    File {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl Localize for WriteError {
    fn message(&self) -> Message {
        let (id, what, why) = match self {
            WriteError::Folder { dir, source } => ("cli-io-create-cache", dir, source),
            WriteError::File { path, source } => ("cli-io-write", path, source),
        };
        Message::new(id)
            .arg("what", what.display().to_string())
            .arg("why", crate::error::io_message(why))
    }
}

messages::localized!(WriteError);

impl From<WriteError> for crate::Error {
    fn from(e: WriteError) -> crate::Error {
        use crate::IoAction;
        match e {
            WriteError::Folder { dir, source } => IoAction::CreateCache.on(dir.display())(source),
            WriteError::File { path, source } => IoAction::Write.on(path.display())(source),
        }
    }
}

static QUIET: AtomicBool = AtomicBool::new(false);

/// From now on, builds report only to their callers and cache warnings are not printed
/// (the terminal game and the server: nothing is printed over a game's screen).
pub fn quiet() {
    QUIET.store(true, Ordering::Relaxed);
}

fn is_quiet() -> bool {
    QUIET.load(Ordering::Relaxed)
}

/// How long a build lasts at least (tests only, with the `test-hooks` feature:
/// `$PUZZLEBOX_TEST_BUILD_MS`): the real build reports the first half of its progress, then
/// the rest comes in ten even steps until the time is up. Its table is the same.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pace(Option<Duration>);

#[cfg(feature = "test-hooks")]
impl Pace {
    /// The pace the environment asks for (none unless the tests set it).
    fn from_env() -> Pace {
        let ms = std::env::var("PUZZLEBOX_TEST_BUILD_MS").ok();
        Pace(
            ms.and_then(|m| m.trim().parse().ok())
                .map(Duration::from_millis),
        )
    }

    /// Builds `def` through `report`, lasting at least the pace on the system's clock.
    fn build(self, def: &TableDef, report: &(dyn Fn(u64, u64) + Sync)) -> Vec<u8> {
        let clock = search::clock::SystemClock;
        self.build_on(def, report, &clock, &std::thread::sleep)
    }

    /// [`Pace::build`] on `clock`, `wait` letting time pass on it.
    fn build_on(
        self,
        def: &TableDef,
        report: &(dyn Fn(u64, u64) + Sync),
        clock: &dyn search::clock::Clock,
        wait: &dyn Fn(Duration),
    ) -> Vec<u8> {
        let Some(least) = self.0 else {
            return def.build(report);
        };
        let t0 = clock.now();
        let payload = def.build(&|done, total| report(done, total.saturating_mul(2)));
        for step in 1..=10u64 {
            let until = least.mul_f64(step as f64 / 10.0);
            wait(until.saturating_sub(clock.now().since(t0)));
            report(10 + step, 20);
        }
        payload
    }
}

#[cfg(not(feature = "test-hooks"))]
impl Pace {
    /// No pace: a build without the tests' hook.
    fn from_env() -> Pace {
        Pace(None)
    }

    /// Builds `def` through `report`.
    fn build(self, def: &TableDef, report: &(dyn Fn(u64, u64) + Sync)) -> Vec<u8> {
        def.build(report)
    }
}

/// Builds under way in this process (see [`build_under_way`]).
static BUILDS: AtomicUsize = AtomicUsize::new(0);

/// Whether a table is being built in this process now: nothing of it is kept yet, so a
/// Ctrl-C on the command line may end the process at once. A single atomic load (it may be
/// called from a signal handler).
pub fn build_under_way() -> bool {
    BUILDS.load(Ordering::SeqCst) > 0
}

/// A build under way, counted in [`BUILDS`] until dropped (a panicking build too).
struct UnderWay;

impl UnderWay {
    fn start() -> UnderWay {
        BUILDS.fetch_add(1, Ordering::SeqCst);
        UnderWay
    }
}

impl Drop for UnderWay {
    fn drop(&mut self) {
        BUILDS.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The cache directory and the tables loaded from it.
pub struct TableStore {
    dir: PathBuf,
    pace: Pace,
    slots: Slots,
    /// Time spent loading or building since last asked, and whether anything was built.
    spent: Mutex<(Duration, bool)>,
}

/// The process's store (created on first use).
pub fn store() -> Result<&'static TableStore, TableError> {
    static S: OnceLock<Result<TableStore, TableError>> = OnceLock::new();
    S.get_or_init(TableStore::from_env)
        .as_ref()
        .map_err(Clone::clone)
}

/// The process's store as the games take it.
pub fn source() -> Result<std::sync::Arc<dyn TableSource>, TableError> {
    Ok(std::sync::Arc::new(Process(store()?)))
}

/// The process's store, shared by every game.
struct Process(&'static TableStore);

impl TableSource for Process {
    fn has(&self, def: &TableDef) -> bool {
        self.0.has(def)
    }
    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        self.0.load(def, report)
    }
}

impl TableStore {
    /// The store at `$PUZZLEBOX_CACHE`, else in the user's cache directory.
    fn from_env() -> Result<TableStore, TableError> {
        let dir = match std::env::var_os("PUZZLEBOX_CACHE") {
            Some(d) if !d.is_empty() => PathBuf::from(d),
            _ => dirs::cache_dir()
                .ok_or_else(|| TableError::Unavailable {
                    reason: Message::new("cache-no-dir"),
                })?
                .join("puzzlebox"),
        };
        Ok(TableStore {
            pace: Pace::from_env(),
            ..TableStore::at(dir)
        })
    }

    /// A store in `dir`.
    pub fn at(dir: PathBuf) -> TableStore {
        TableStore {
            dir,
            pace: Pace::default(),
            slots: Slots::default(),
            spent: Mutex::new((Duration::ZERO, false)),
        }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, def: &TableDef) -> PathBuf {
        self.dir.join(format!("{}.tbl", def.file))
    }

    /// Time spent loading and building since the last call, and whether a table was built.
    pub fn take_spent(&self) -> (Duration, bool) {
        std::mem::take(&mut *self.spent.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Whether a table with a matching header is in the cache (the payload is not read; it
    /// is checked when loaded).
    pub fn cached(&self, def: &TableDef) -> bool {
        let Ok(mut f) = File::open(self.path(def)) else {
            return false;
        };
        let mut head = vec![0u8; 64 + def.key.len()];
        let Ok(n) = read_up_to(&mut f, &mut head) else {
            return false;
        };
        let Ok((header, at)) = Header::parse(&head[..n], &def.key, def.bytes) else {
            return false;
        };
        f.metadata()
            .map(|m| m.len() == at as u64 + header.len)
            .unwrap_or(false)
    }

    /// Reads and checks a table's file. `Ok(None)` when absent.
    fn read(&self, def: &TableDef) -> Result<Option<Vec<u8>>, Rejected> {
        let mut f = match File::open(self.path(def)) {
            Ok(f) => f,
            // Absent, or a cache folder that cannot exist (a file in its path): built, and
            // the write then says why it cannot be kept.
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) =>
            {
                return Ok(None)
            }
            Err(e) => return Err(e.into()),
        };
        let mut head = vec![0u8; 48 + def.key.len()];
        let n = read_up_to(&mut f, &mut head)?;
        let (header, at) = Header::parse(&head[..n], &def.key, def.bytes)?;
        let have = (n - at).min(header.len as usize);
        let mut payload = search::pdb::alloc_table::<u8>(header.len as usize);
        payload[..have].copy_from_slice(&head[at..at + have]);
        let got = have + read_up_to(&mut f, &mut payload[have..])?;
        let mut extra = [0u8; 1];
        let trailing = read_up_to(&mut f, &mut extra)?;
        if got < payload.len() {
            payload.truncate(got);
        } else if trailing > 0 || n - at > have {
            payload.push(0); // longer than announced: let verify report the length
        }
        header.verify(&payload)?;
        Ok(Some(payload))
    }

    /// Writes a table: to a temporary file, then renamed into place.
    fn write(&self, def: &TableDef, payload: &[u8]) -> Result<(), WriteError> {
        let final_path = self.path(def);
        let tmp = self.dir.join(format!(
            ".{}.{}.{}.tmp",
            def.file,
            std::process::id(),
            rand::random::<u32>()
        ));
        fs::create_dir_all(&self.dir).map_err(|source| WriteError::Folder {
            dir: self.dir.clone(),
            source,
        })?;
        let result = (|| -> std::io::Result<()> {
            let mut f = File::create(&tmp)?;
            f.write_all(&Header::new(&def.key, payload).to_bytes())?;
            f.write_all(payload)?;
            f.sync_all()?;
            fs::rename(&tmp, &final_path)
        })();
        result.map_err(|source| {
            let _ = fs::remove_file(&tmp);
            WriteError::File {
                path: final_path,
                source,
            }
        })
    }

    /// The table from the cache, or built (its progress reported, and on the command line
    /// a progress bar) and cached. A cache that cannot be written is a warning, and the
    /// built table is used anyway.
    fn load_or_build(
        &self,
        def: &TableDef,
        report: Report,
    ) -> Result<(AnyTable, Source), TableError> {
        let t0 = Instant::now();
        let why = match self.read(def) {
            Ok(Some(payload)) => match def.decode(payload) {
                Some(t) => {
                    self.note(t0.elapsed(), false);
                    return Ok((t, Source::Loaded));
                }
                None => Some(Rejected::Undecodable),
            },
            Ok(None) => None,
            Err(e) => Some(e),
        };
        if let (Some(why), false) = (why, is_quiet()) {
            let said = Message::new("cli-rebuilding")
                .arg("label", def.label.clone())
                .arg("file", self.path(def).display().to_string())
                .arg("why", why.message());
            eprintln!("puzzlebox: {}", i18n::tell(&said));
        }
        let t = self.build_and_keep(def, report)?;
        self.note(t0.elapsed(), true);
        Ok((t, Source::Built))
    }

    fn note(&self, took: Duration, built: bool) {
        let mut s = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        s.0 += took;
        s.1 |= built;
    }

    /// Builds a table, writes it to the cache (a failure is a warning), decodes it.
    fn build_and_keep(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        let payload = self.build(def, report);
        if let Err(e) = self.write(def, &payload) {
            if !is_quiet() {
                let said = Message::new("cli-warning").arg("detail", e.message());
                eprintln!("puzzlebox: {}", i18n::tell(&said));
            }
        }
        def.decode(payload).ok_or_else(|| TableError::Undecodable {
            table: def.key.clone(),
        })
    }

    /// Builds a table's bytes, reporting progress (and on the command line showing it).
    fn build(&self, def: &TableDef, report: Report) -> Vec<u8> {
        // Counted under way before it says so, no longer once it says it is built.
        let under_way = UnderWay::start();
        let label = i18n::tell(&def.label);
        if is_quiet() {
            report(&def.label, 0, 1);
            let payload = self
                .pace
                .build(def, &|done, total| report(&def.label, done, total));
            report(&def.label, 1, 1);
            return payload;
        }
        // On a terminal: a bar that moves with the build, and ticks (label and elapsed
        // time) even for builds that report no progress. Elsewhere: a line before and after.
        let t0 = Instant::now();
        let tty = std::io::stderr().is_terminal();
        if !tty {
            eprintln!("puzzlebox: {}…", building(&label));
        }
        let bar = if tty {
            ProgressBar::new(100)
        } else {
            ProgressBar::hidden()
        };
        bar.set_style(
            ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {percent}% {elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        bar.set_message(building(&label));
        bar.enable_steady_tick(Duration::from_millis(200));
        let payload = self.pace.build(def, &|done, total| {
            report(&def.label, done, total);
            if let Some(pct) = (done * 100).checked_div(total) {
                bar.set_position(pct);
            }
        });
        bar.finish_and_clear();
        drop(under_way);
        if !tty {
            let secs = format!("{:.1}", t0.elapsed().as_secs_f64());
            let said = Message::new("cli-built")
                .arg("label", label)
                .arg("secs", secs);
            eprintln!("puzzlebox: {}", i18n::tell(&said));
        }
        payload
    }

    /// Builds and caches a table even if a valid one is cached (`tables build --force`).
    pub fn rebuild(&self, def: &TableDef) -> Result<Duration, WriteError> {
        let t0 = Instant::now();
        let payload = self.build(def, &search::tables::silent);
        self.write(def, &payload)?;
        Ok(t0.elapsed())
    }

    /// Writes a table already built (no progress bar).
    pub fn save(&self, def: &TableDef, payload: &[u8]) -> Result<(), WriteError> {
        self.write(def, payload)
    }

    /// Loads a table (as [`TableSource::load`]) and says where it came from.
    pub fn fetch(&self, def: &TableDef) -> Result<(AnyTable, Source), TableError> {
        let mut source = Source::Loaded;
        let t = self.slots.get_or_make(&def.key, || {
            let (t, s) = self.load_or_build(def, &search::tables::silent)?;
            source = s;
            Ok(t)
        })?;
        Ok((t, source))
    }

    /// The table files in the cache: name and size.
    pub fn list(&self) -> Vec<(String, u64)> {
        let mut out: Vec<(String, u64)> = fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "tbl"))
            .map(|e| {
                (
                    e.file_name().to_string_lossy().into_owned(),
                    e.metadata().map(|m| m.len()).unwrap_or(0),
                )
            })
            .collect();
        out.sort();
        out
    }
}

impl TableSource for TableStore {
    fn has(&self, def: &TableDef) -> bool {
        self.slots.loaded(&def.key).is_some() || self.cached(def)
    }

    fn load(&self, def: &TableDef, report: Report) -> Result<AnyTable, TableError> {
        self.slots
            .get_or_make(&def.key, || Ok(self.load_or_build(def, report)?.0))
    }
}

fn read_up_to(f: &mut File, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match f.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

/// "building <table>" in the reader's language.
fn building(label: &str) -> String {
    i18n::tell(&Message::new("cli-building").arg("label", label))
}

#[cfg(test)]
mod tests {
    use super::*;
    use search::tables::Label;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    fn def(key: &str, builds: Arc<AtomicUsize>) -> TableDef {
        TableDef::new(
            key,
            "test-table",
            Some(5),
            Label::new("test table"),
            move |_| {
                builds.fetch_add(1, Ordering::Relaxed);
                vec![1, 2, 3, 4, 5]
            },
            |b: Vec<u8>| (b.len() == 5).then_some(b),
        )
    }

    fn loads(store: &TableStore, d: &TableDef) -> Source {
        store.load_or_build(d, &search::tables::silent).unwrap().1
    }

    #[test]
    fn a_build_is_under_way_while_it_runs() {
        let dir = tempfile::tempdir().unwrap();
        let store = TableStore::at(dir.path().to_path_buf());
        let seen = Arc::new(AtomicBool::new(false));
        let during = seen.clone();
        let d = TableDef::new(
            "test/under-way",
            "test-under-way",
            Some(1),
            Label::new("test table"),
            move |_| {
                during.store(build_under_way(), Ordering::SeqCst);
                vec![7]
            },
            |b: Vec<u8>| (b.len() == 1).then_some(b),
        );
        assert_eq!(loads(&store, &d), Source::Built);
        assert!(
            seen.load(Ordering::SeqCst),
            "no build under way during the build"
        );
        // Loaded from the cache: no build, so the builder does not run again.
        seen.store(false, Ordering::SeqCst);
        assert_eq!(loads(&store, &d), Source::Loaded);
        assert!(!seen.load(Ordering::SeqCst));
    }

    #[test]
    fn builds_once_then_loads_and_rebuilds_damaged_files() {
        let dir = tempfile::tempdir().unwrap();
        let store = TableStore::at(dir.path().to_path_buf());
        let builds = Arc::new(AtomicUsize::new(0));
        let id = def("test/table", builds.clone());
        assert_eq!(loads(&store, &id), Source::Built);
        assert!(store.cached(&id));
        assert_eq!(loads(&store, &id), Source::Loaded);
        assert_eq!(builds.load(Ordering::Relaxed), 1);
        // Corrupt one payload byte: rebuilt.
        let path = dir.path().join("test-table.tbl");
        let mut bytes = fs::read(&path).unwrap();
        *bytes.last_mut().unwrap() ^= 0xff;
        fs::write(&path, &bytes).unwrap();
        assert_eq!(loads(&store, &id), Source::Built);
        // Truncate: not even listed as present, rebuilt.
        let bytes = fs::read(&path).unwrap();
        fs::write(&path, &bytes[..bytes.len() - 2]).unwrap();
        assert!(!store.cached(&id));
        assert_eq!(loads(&store, &id), Source::Built);
        // Another table's key under this name: rebuilt.
        let other = def("test/other", builds.clone());
        assert_eq!(loads(&store, &other), Source::Built);
        assert_eq!(store.list().len(), 1);
        // As a source: one copy per process, built at most once more.
        let n = builds.load(Ordering::Relaxed);
        let a = store.load(&id, &search::tables::silent).unwrap();
        let b = store.load(&id, &search::tables::silent).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(builds.load(Ordering::Relaxed) <= n + 1);
    }

    #[cfg(feature = "test-hooks")]
    #[test]
    fn a_paced_build_lasts_its_time_moves_forward_and_makes_the_same_table() {
        let builds = Arc::new(AtomicUsize::new(0));
        let d = def("test/paced", builds.clone());
        let seen = Mutex::new(Vec::new());
        let report = |done: u64, total: u64| seen.lock().unwrap().push(done as f64 / total as f64);
        use search::clock::Clock;
        let clock = search::clock::ManualClock::new();
        let t0 = clock.now();
        let wait = |d: Duration| clock.advance(d);
        let paced =
            Pace(Some(Duration::from_millis(200))).build_on(&d, &report, clock.as_ref(), &wait);
        assert_eq!(clock.now().since(t0), Duration::from_millis(200));
        assert_eq!(paced, Pace::default().build(&d, &|_, _| {}));
        let seen = seen.into_inner().unwrap();
        assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
        assert_eq!(seen.last(), Some(&1.0));
        assert!(seen.len() >= 10, "{seen:?}");
    }
}
