//! The table cache on disk: one file per table under the cache directory.
//!
//! The directory is `$PUZZLEBOX_CACHE` when set, else the user's cache directory
//! (`~/.cache/puzzlebox` on Linux). Each file holds a [`search::cache`] header then the
//! table. A file that is missing, truncated, corrupt, of another format version or of
//! another table is rebuilt, never trusted. Writes go to a temporary file in the same
//! directory and are renamed into place, so two processes building at once never leave a
//! half-written table behind (the last rename wins, and both tables are identical).

use std::cell::RefCell;
use std::fs::{self, File};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use search::cache::{CacheError, Header};

/// Reports a build's progress (label, done, total) instead of the progress bar.
pub type ProgressHook = game::controller::ProgressFn;

thread_local! {
    static PROGRESS_HOOK: RefCell<Option<ProgressHook>> = const { RefCell::new(None) };
}

/// Runs `f` with build progress and cache warnings on this thread routed to `hook`
/// instead of stderr (a game shows them in its own status line, never over its screen).
pub fn with_progress<T>(hook: ProgressHook, f: impl FnOnce() -> T) -> T {
    let old = PROGRESS_HOOK.with(|h| h.replace(Some(hook)));
    let out = f();
    PROGRESS_HOOK.with(|h| *h.borrow_mut() = old);
    out
}

fn progress_hook() -> Option<ProgressHook> {
    PROGRESS_HOOK.with(|h| h.borrow().clone())
}

/// Where a table came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Read from the cache.
    Loaded,
    /// Built now (and written to the cache).
    Built,
}

impl Source {
    /// "built" or "loaded", for reports.
    pub fn verb(self) -> &'static str {
        match self {
            Source::Loaded => "loaded",
            Source::Built => "built",
        }
    }
}

/// The cache directory and how to report builds.
#[derive(Clone, Debug)]
pub struct TableStore {
    dir: PathBuf,
}

/// A table's identity in the store.
pub struct TableId<'a> {
    /// The header key (puzzle, kind, parameters).
    pub key: &'a str,
    /// The file name without extension.
    pub stem: &'a str,
    /// The payload's size in bytes, when known before it is built.
    pub len: Option<u64>,
    /// What a person calls it, for progress messages.
    pub label: &'a str,
}

impl TableStore {
    /// The store at `$PUZZLEBOX_CACHE`, else in the user's cache directory.
    pub fn from_env() -> Result<TableStore> {
        let dir = match std::env::var_os("PUZZLEBOX_CACHE") {
            Some(d) if !d.is_empty() => PathBuf::from(d),
            _ => dirs::cache_dir()
                .context("no cache directory for this user; set PUZZLEBOX_CACHE")?
                .join("puzzlebox"),
        };
        Ok(TableStore { dir })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, stem: &str) -> PathBuf {
        self.dir.join(format!("{stem}.tbl"))
    }

    /// Whether a table with a matching header is in the cache (the payload is not read; it
    /// is checked when loaded).
    pub fn has(&self, id: &TableId) -> bool {
        let Ok(mut f) = File::open(self.path(id.stem)) else {
            return false;
        };
        let mut head = vec![0u8; 64 + id.key.len()];
        let Ok(n) = read_up_to(&mut f, &mut head) else {
            return false;
        };
        let Ok((header, at)) = Header::parse(&head[..n], id.key, id.len) else {
            return false;
        };
        f.metadata()
            .map(|m| m.len() == at as u64 + header.len)
            .unwrap_or(false)
    }

    /// Reads and checks a table. `Ok(None)` when absent; `Err` describes why a file present
    /// was rejected.
    fn read(&self, id: &TableId) -> Result<Option<Vec<u8>>, String> {
        let path = self.path(id.stem);
        let mut f = match File::open(&path) {
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
            Err(e) => return Err(e.to_string()),
        };
        let mut head = vec![0u8; 48 + id.key.len()];
        let n = read_up_to(&mut f, &mut head).map_err(|e| e.to_string())?;
        let (header, at) = Header::parse(&head[..n], id.key, id.len).map_err(|e| e.to_string())?;
        let have = (n - at).min(header.len as usize);
        let mut payload = search::pdb::alloc_table::<u8>(header.len as usize);
        payload[..have].copy_from_slice(&head[at..at + have]);
        let got = have + read_up_to(&mut f, &mut payload[have..]).map_err(|e| e.to_string())?;
        let mut extra = [0u8; 1];
        let trailing = read_up_to(&mut f, &mut extra).map_err(|e| e.to_string())?;
        if got < payload.len() {
            payload.truncate(got);
        } else if trailing > 0 || n - at > have {
            payload.push(0); // longer than announced: let verify report the length
        }
        header
            .verify(&payload)
            .map_err(|e: CacheError| e.to_string())?;
        Ok(Some(payload))
    }

    /// Writes a table: to a temporary file, then renamed into place.
    fn write(&self, id: &TableId, payload: &[u8]) -> Result<()> {
        fs::create_dir_all(&self.dir)
            .with_context(|| format!("cannot create the cache directory {}", self.dir.display()))?;
        let final_path = self.path(id.stem);
        let tmp = self.dir.join(format!(
            ".{}.{}.{}.tmp",
            id.stem,
            std::process::id(),
            Instant::now().elapsed().subsec_nanos() ^ rand::random::<u32>()
        ));
        let result = (|| -> std::io::Result<()> {
            let mut f = File::create(&tmp)?;
            f.write_all(&Header::new(id.key, payload).to_bytes())?;
            f.write_all(payload)?;
            f.sync_all()?;
            fs::rename(&tmp, &final_path)
        })();
        if let Err(e) = result {
            let _ = fs::remove_file(&tmp);
            return Err(e).with_context(|| format!("cannot write {}", final_path.display()));
        }
        Ok(())
    }

    /// The table from the cache, or built by `build` (with a progress bar on stderr) and
    /// cached. A cache that cannot be written is reported on stderr and the built table is
    /// used anyway.
    pub fn load_or_build(
        &self,
        id: &TableId,
        build: impl FnOnce(&(dyn Fn(u64, u64) + Sync)) -> Vec<u8>,
    ) -> Result<(Vec<u8>, Source, Duration)> {
        let t0 = Instant::now();
        match self.read(id) {
            Ok(Some(payload)) => return Ok((payload, Source::Loaded, t0.elapsed())),
            Ok(None) => {}
            Err(why) if progress_hook().is_none() => eprintln!(
                "puzzlebox: rebuilding {} ({}: {why})",
                id.label,
                self.path(id.stem).display()
            ),
            Err(_) => {}
        }
        let (payload, took) = self.build(id, build);
        if let Err(e) = self.write(id, &payload) {
            if progress_hook().is_none() {
                eprintln!("puzzlebox: warning: {e:#}");
            }
        }
        Ok((payload, Source::Built, took))
    }

    /// Builds a table with a progress bar, without touching the cache.
    pub fn build(
        &self,
        id: &TableId,
        build: impl FnOnce(&(dyn Fn(u64, u64) + Sync)) -> Vec<u8>,
    ) -> (Vec<u8>, Duration) {
        let t0 = Instant::now();
        if let Some(hook) = progress_hook() {
            hook(id.label, 0, 1);
            let payload = build(&|done, total| hook(id.label, done, total));
            hook(id.label, 1, 1);
            return (payload, t0.elapsed());
        }
        // On a terminal: a bar that moves with the build, and ticks (label and elapsed
        // time) even for builds that report no progress. Elsewhere: a line before and after.
        let tty = std::io::stderr().is_terminal();
        if !tty {
            eprintln!("puzzlebox: building {}…", id.label);
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
        bar.set_message(format!("building {}", id.label));
        bar.enable_steady_tick(Duration::from_millis(200));
        let payload = build(&|done, total| {
            if let Some(pct) = (done * 100).checked_div(total) {
                bar.set_position(pct);
            }
        });
        bar.finish_and_clear();
        if !tty {
            eprintln!(
                "puzzlebox: built {} in {:.1} s",
                id.label,
                t0.elapsed().as_secs_f64()
            );
        }
        (payload, t0.elapsed())
    }

    /// Builds and caches a table even if a valid one is cached.
    pub fn rebuild(
        &self,
        id: &TableId,
        build: impl FnOnce(&(dyn Fn(u64, u64) + Sync)) -> Vec<u8>,
    ) -> Result<Duration> {
        let (payload, took) = self.build(id, build);
        self.write(id, &payload)?;
        Ok(took)
    }

    /// Writes a table already built (no progress bar).
    pub fn save(&self, id: &TableId, payload: &[u8]) -> Result<()> {
        self.write(id, payload)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (TableStore, PathBuf) {
        let dir = std::env::temp_dir().join(format!(
            "puzzlebox-cache-test-{}-{}",
            std::process::id(),
            rand::random::<u64>()
        ));
        (TableStore { dir: dir.clone() }, dir)
    }

    #[test]
    fn builds_once_then_loads_and_rebuilds_damaged_files() {
        let (store, dir) = store();
        let id = TableId {
            key: "test/table",
            stem: "test-table",
            len: Some(5),
            label: "test table",
        };
        let (t, src, _) = store.load_or_build(&id, |_| vec![1, 2, 3, 4, 5]).unwrap();
        assert_eq!((t, src), (vec![1, 2, 3, 4, 5], Source::Built));
        assert!(store.has(&id));
        let (t, src, _) = store.load_or_build(&id, |_| panic!("must load")).unwrap();
        assert_eq!((t, src), (vec![1, 2, 3, 4, 5], Source::Loaded));
        // Corrupt one payload byte: rebuilt.
        let path = dir.join("test-table.tbl");
        let mut bytes = fs::read(&path).unwrap();
        *bytes.last_mut().unwrap() ^= 0xff;
        fs::write(&path, &bytes).unwrap();
        let (_, src, _) = store.load_or_build(&id, |_| vec![1, 2, 3, 4, 5]).unwrap();
        assert_eq!(src, Source::Built);
        // Truncate: not even listed as present, rebuilt.
        let bytes = fs::read(&path).unwrap();
        fs::write(&path, &bytes[..bytes.len() - 2]).unwrap();
        assert!(!store.has(&id));
        let (_, src, _) = store.load_or_build(&id, |_| vec![1, 2, 3, 4, 5]).unwrap();
        assert_eq!(src, Source::Built);
        // Another table's key under this name: rebuilt.
        let other = TableId {
            key: "test/other",
            ..id
        };
        let (_, src, _) = store.load_or_build(&other, |_| vec![9; 5]).unwrap();
        assert_eq!(src, Source::Built);
        assert_eq!(store.list().len(), 1);
        fs::remove_dir_all(dir).unwrap();
    }
}
