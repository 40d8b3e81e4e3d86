//! The module's ABI (wasm32 only). Imports, from `env`: `pb_now_ms() -> f64` (the Unix
//! time, `Date.now()`), `pb_mono_ms() -> f64` (`performance.now()`: budgets), `pb_game_ms()
//! -> f64` (the games' clock: the same, or the tests'), `pb_random(ptr, len)`
//! (`crypto.getRandomValues` into the module's memory), `pb_views(ptr, len)` (views told
//! while work runs: JSON the page posts on). Exports: `pb_alloc`/`pb_free` for
//! buffers the page writes into; `pb_start` (a store's snapshot, or none), `pb_offer_table`,
//! `pb_call` (a request's JSON → an answer's JSON), `pb_follow`, `pb_tick`, `pb_changes`,
//! `pb_snapshot`, `pb_absorb` (another tab's snapshot taken in), `pb_built`, `pb_refused`,
//! `pb_max_solve_ms`, `pb_build_times`. Every answer is a buffer the page frees: a
//! little-endian `u32` length, then that many bytes.

use std::cell::RefCell;
use std::sync::Arc;
use std::time::Duration;

use search::clock::{Clock, Moment};
use store::MemoryStore;

use crate::host::{Call, Host};
use crate::tables::BrowserTables;

#[link(wasm_import_module = "env")]
extern "C" {
    fn pb_now_ms() -> f64;
    fn pb_mono_ms() -> f64;
    fn pb_game_ms() -> f64;
    fn pb_random(ptr: *mut u8, len: usize);
    fn pb_views(ptr: *const u8, len: usize);
}

/// Tells the page of the followed games' views while work runs (a table's build: its
/// progress), through the `pb_views` import (`[{key, game}]`, JSON, read before it returns).
fn tell_views() {
    let views = HOST.with(|h| h.try_borrow().ok()?.as_ref().map(Host::views));
    if let Some(views) = views.filter(|v| !v.is_empty()) {
        let json = serde_json::to_vec(&views).unwrap_or_default();
        // SAFETY: the import reads `len` bytes at `ptr`, alive for the call.
        unsafe { pb_views(json.as_ptr(), json.len()) };
    }
}

fn js_random(buf: &mut [u8]) -> Result<(), getrandom::Error> {
    // SAFETY: the import writes exactly `len` bytes at `ptr`, a live, exclusive buffer.
    unsafe { pb_random(buf.as_mut_ptr(), buf.len()) };
    Ok(())
}
getrandom::register_custom_getrandom!(js_random);

/// The page's monotonic clock.
#[derive(Debug)]
struct JsClock;

impl Clock for JsClock {
    fn now(&self) -> Moment {
        // SAFETY: an import with no arguments, returning a number.
        moment(unsafe { pb_mono_ms() })
    }
}

/// The moment of a page's clock reading (milliseconds).
fn moment(ms: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(ms.max(0.0) / 1000.0))
}

/// The games' clock (playing time, a demonstration's pace): the page's, or the tests' when
/// they hold it (a worker named with `test-clock`, as `$PUZZLEBOX_TEST_CLOCK` holds the server's).
#[derive(Debug)]
struct GameClock;

impl Clock for GameClock {
    fn now(&self) -> Moment {
        // SAFETY: an import with no arguments, returning a number.
        moment(unsafe { pb_game_ms() })
    }
}

/// The Unix time in milliseconds.
fn wall_ms() -> i64 {
    // SAFETY: an import with no arguments, returning a number.
    unsafe { pb_now_ms() as i64 }
}

thread_local! {
    static HOST: RefCell<Option<Host>> = const { RefCell::new(None) };
    static TABLES: Arc<BrowserTables> = Arc::new(BrowserTables::new());
}

/// A buffer of `len` bytes for the page to write into.
#[no_mangle]
pub extern "C" fn pb_alloc(len: usize) -> *mut u8 {
    let mut v = vec![0u8; len.max(1)];
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Frees a buffer of [`pb_alloc`] or an answer (its whole length, prefix included).
///
/// # Safety
/// `ptr` and `len` are a buffer this module handed out, freed once.
#[no_mangle]
pub unsafe extern "C" fn pb_free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller hands back a buffer made by `pb_alloc` or `answer` of this length.
    unsafe { drop(Vec::from_raw_parts(ptr, len.max(1), len.max(1))) };
}

/// The bytes the page wrote into a buffer of [`pb_alloc`] (freed here).
///
/// # Safety
/// `ptr` and `len` are a buffer of `pb_alloc`, written whole.
unsafe fn take(ptr: *mut u8, len: usize) -> Vec<u8> {
    // SAFETY: as the caller promises.
    let mut v = unsafe { Vec::from_raw_parts(ptr, len.max(1), len.max(1)) };
    v.truncate(len);
    v
}

/// An answer: its length (`u32`, little-endian) then its bytes.
fn answer(bytes: &[u8]) -> *mut u8 {
    let mut v = Vec::with_capacity(bytes.len() + 4);
    v.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    v.extend_from_slice(bytes);
    let mut v = v.into_boxed_slice().into_vec();
    v.shrink_to_fit();
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Starts the engine over a store's snapshot (`len` 0: an empty store). 0: started; 1: the
/// snapshot could not be read (started empty; the page keeps the snapshot and says so).
///
/// # Safety
/// `ptr` and `len` are a buffer of `pb_alloc`, written whole.
#[no_mangle]
pub unsafe extern "C" fn pb_start(ptr: *mut u8, len: usize) -> u32 {
    // SAFETY: as the caller promises.
    let snapshot = unsafe { take(ptr, len) };
    let puzzles = frontend::puzzles();
    let wall: store::memory::WallClock = Arc::new(wall_ms);
    let (store, code) = if snapshot.is_empty() {
        (MemoryStore::new(puzzles, wall), 0)
    } else {
        match MemoryStore::from_snapshot(&snapshot, puzzles.clone(), wall.clone()) {
            Ok(s) => (s, 0),
            Err(_) => (MemoryStore::new(puzzles, wall), 1),
        }
    };
    let tables = TABLES.with(Arc::clone);
    tables.listen(tell_views);
    // Every budget's clock, here the page's (the system's would panic).
    search::clock::set_system(Arc::new(JsClock));
    let host = Host::new(Arc::new(store), tables, Arc::new(GameClock));
    HOST.with(|h| *h.borrow_mut() = Some(host));
    code
}

/// A kept table's file, offered before it is needed.
///
/// # Safety
/// Both are buffers of `pb_alloc`, written whole.
#[no_mangle]
pub unsafe extern "C" fn pb_offer_table(name: *mut u8, name_len: usize, ptr: *mut u8, len: usize) {
    // SAFETY: as the caller promises.
    let (name, image) = unsafe { (take(name, name_len), take(ptr, len)) };
    let name = String::from_utf8_lossy(&name).into_owned();
    TABLES.with(|t| t.offer(&name, image));
}

/// Answers a request (`{method, path, body}`, JSON) with its answer's JSON.
///
/// # Safety
/// `ptr` and `len` are a buffer of `pb_alloc`, written whole.
#[no_mangle]
pub unsafe extern "C" fn pb_call(ptr: *mut u8, len: usize) -> *mut u8 {
    // SAFETY: as the caller promises.
    let bytes = unsafe { take(ptr, len) };
    let out = HOST.with(|h| {
        let h = h.borrow();
        let host = h.as_ref()?;
        let call: Call = serde_json::from_slice(&bytes).ok()?;
        serde_json::to_vec(&host.call(&call)).ok()
    });
    answer(&out.unwrap_or_else(|| br#"{"status":400,"type":"","body":""}"#.to_vec()))
}

/// Follows (`on` 1) or stops following (0) a game: `{key, lang}`, JSON.
///
/// # Safety
/// `ptr` and `len` are a buffer of `pb_alloc`, written whole.
#[no_mangle]
pub unsafe extern "C" fn pb_follow(ptr: *mut u8, len: usize, on: u32) {
    #[derive(serde::Deserialize)]
    struct Follow {
        key: String,
        #[serde(default)]
        lang: String,
    }
    // SAFETY: as the caller promises.
    let bytes = unsafe { take(ptr, len) };
    let Ok(f) = serde_json::from_slice::<Follow>(&bytes) else {
        return;
    };
    HOST.with(|h| {
        if let Some(host) = h.borrow_mut().as_mut() {
            host.follow(&f.key, &f.lang, on != 0);
        }
    });
}

/// Runs the work the games started, then advances the games; the followed games' views
/// that changed (`[{key, game}]`, JSON).
#[no_mangle]
pub extern "C" fn pb_tick() -> *mut u8 {
    // The work waiting runs with the host free, so that its progress can be told.
    if let Some(queue) = HOST.with(|h| h.borrow().as_ref().map(Host::queue)) {
        queue.run();
    }
    let changed = HOST.with(|h| h.borrow_mut().as_mut().map(Host::tick));
    answer(&serde_json::to_vec(&changed.unwrap_or_default()).unwrap_or_default())
}

/// How many changes the store has had (a snapshot is due when it grew).
#[no_mangle]
pub extern "C" fn pb_changes() -> f64 {
    HOST.with(|h| h.borrow().as_ref().map_or(0, |h| h.store().changes()) as f64)
}

/// Takes in another tab's snapshot (see [`Host::absorb`]). 0: taken in; 1: unreadable.
///
/// # Safety
/// `ptr` and `len` are a buffer of `pb_alloc`, written whole.
#[no_mangle]
pub unsafe extern "C" fn pb_absorb(ptr: *mut u8, len: usize) -> u32 {
    // SAFETY: as the caller promises.
    let bytes = unsafe { take(ptr, len) };
    let ok = HOST.with(|h| h.borrow().as_ref().map(|h| h.absorb(&bytes).is_ok()));
    u32::from(ok != Some(true))
}

/// The store's snapshot.
#[no_mangle]
pub extern "C" fn pb_snapshot() -> *mut u8 {
    let bytes = HOST.with(|h| h.borrow().as_ref().map(|h| h.store().snapshot()));
    answer(&bytes.unwrap_or_default())
}

/// The tables built since the last call, to keep: for each, its name's length (`u32`), its
/// name, its image's length (`u32`), its image.
#[no_mangle]
pub extern "C" fn pb_built() -> *mut u8 {
    let mut out = Vec::new();
    for (name, image) in TABLES.with(|t| t.take_built()) {
        out.extend_from_slice(&(name.len() as u32).to_le_bytes());
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&(image.len() as u32).to_le_bytes());
        out.extend_from_slice(&image);
    }
    answer(&out)
}

/// The longest a solve runs (milliseconds): the page's progress of a solve counts towards it.
#[no_mangle]
pub extern "C" fn pb_max_solve_ms() -> f64 {
    crate::host::MAX_SOLVE.as_millis() as f64
}

/// Each table this worker built and how long it took (`[["name", ms], …]`, JSON).
#[no_mangle]
pub extern "C" fn pb_build_times() -> *mut u8 {
    let times = TABLES.with(|t| t.build_times());
    answer(&serde_json::to_vec(&times).unwrap_or_default())
}

/// The kept tables refused since the last call (`["name", …]`, JSON): to drop.
#[no_mangle]
pub extern "C" fn pb_refused() -> *mut u8 {
    let names = TABLES.with(|t| t.take_refused());
    answer(&serde_json::to_vec(&names).unwrap_or_default())
}
