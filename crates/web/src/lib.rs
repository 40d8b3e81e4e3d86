//! The web server: the page and its JSON API (axum on tokio), `puzzlebox serve`.
//!
//! The page's files (`page/`) are embedded in the binary ([`assets`]), so the binary alone serves
//! everything, offline. Every game is a [`game::Controller`] — the same one the terminal
//! drives — held in memory under a key while a page uses it and saved in the same SQLite
//! database after every change, so a reload or a restart loses nothing. A ticker advances
//! the games that have work running or a page watching (their clocks, demonstrations,
//! hints) and wakes the pages' event streams. See `docs/api.md` for the routes.
//!
//! Limits: request bodies of at most 64 KiB; a solve runs at most `--max-solve-secs` and at
//! most `--max-solves` at once (others get 503 with Retry-After); at most
//! [`MAX_LIVE_GAMES`] games in memory (the least recently used idle one is saved and let
//! go); what large answers freed is handed back to the system every [`RELEASE_EVERY`].
//! Security: 127.0.0.1 by default; on any other address every request needs the access
//! token; state changes from another origin are refused.

pub mod api;
pub mod assets;
mod auth;
pub mod error;
pub mod lang;
pub mod openapi;
pub mod practice;
mod refusals;
pub mod replay;
#[cfg(feature = "server")]
mod serve;
#[cfg(feature = "test-hooks")]
mod test_hooks;
#[cfg(test)]
mod tests;
pub mod wire;

#[cfg(feature = "server")]
pub use serve::{
    in_background, release_free_memory, run, Options, BODY_TIMEOUT, HEADER_TIMEOUT, RELEASE_EVERY,
};

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use game::controller::lock;
use game::{Controller, Puzzles};
use search::tables::TableSource;
use store::Store;
use tokio::sync::{watch, Semaphore};

/// Games held in memory at most.
pub const MAX_LIVE_GAMES: usize = 2000;
/// Request bodies at most (bytes).
pub const MAX_BODY: usize = 64 * 1024;
/// How often running games are advanced.
pub const TICK: Duration = Duration::from_millis(40);

/// One game in memory.
pub struct Live {
    /// The game.
    pub ctrl: Mutex<Controller>,
    /// Its view's version, for the event streams.
    pub changed: watch::Sender<u64>,
    /// Pages watching (their event streams).
    pub watchers: AtomicUsize,
    /// When a request last touched it (a count of touches across the server: the larger,
    /// the more recent).
    pub used: AtomicU64,
}

impl Live {
    fn new(ctrl: Controller) -> Live {
        let (changed, _) = watch::channel(ctrl.version());
        Live {
            ctrl: Mutex::new(ctrl),
            changed,
            watchers: AtomicUsize::new(0),
            used: AtomicU64::new(touch()),
        }
    }

    /// The game, locked (recovering from a panicked holder).
    pub fn lock(&self) -> std::sync::MutexGuard<'_, Controller> {
        self.used.store(touch(), Ordering::Relaxed);
        lock(&self.ctrl)
    }

    /// Tells the event streams that the view changed.
    pub fn notify(&self, version: u64) {
        self.changed.send_replace(version);
    }
}

/// Whether this build is the server (the `server` feature): a host handing requests over
/// must then drive them on a runtime of tokio's.
pub const SERVER: bool = cfg!(feature = "server");

/// Runs `work` where it may block (a table build, a solve, the store): on a blocking
/// thread of the runtime's, or — in a host without threads, the browser's — at once.
pub async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, error::ApiError> {
    #[cfg(feature = "server")]
    return tokio::task::spawn_blocking(work)
        .await
        .map_err(error::ApiError::internal);
    #[cfg(not(feature = "server"))]
    return Ok(work());
}

/// The next touch of a game ([`Live::used`]): a count, so that the least recently used game
/// is found without reading a clock.
fn touch() -> u64 {
    static TOUCHES: AtomicU64 = AtomicU64::new(0);
    TOUCHES.fetch_add(1, Ordering::Relaxed)
}

/// What every handler shares.
pub struct Server {
    /// The games in memory, by key.
    pub games: Mutex<HashMap<String, Arc<Live>>>,
    /// Where games and sessions are kept.
    pub store: Arc<dyn Store>,
    /// The puzzles this build plays.
    pub puzzles: Arc<Puzzles>,
    /// Where solver tables come from (the process's table store).
    pub tables: Arc<dyn TableSource>,
    /// Solves running at once.
    pub solves: Arc<Semaphore>,
    /// The longest a solve may run.
    pub max_solve: Duration,
    /// The access token, when one is required.
    pub token: Option<String>,
    /// Set when the server stops: event streams end so that shutdown never waits on them.
    pub closing: AtomicBool,
    /// What runs the games' work in the background (a thread a job).
    pub executor: Arc<dyn game::Executor>,
    /// The clock the games read.
    pub clock: Arc<dyn search::clock::Clock>,
    /// The practice timers open, by key.
    pub timers: Mutex<HashMap<String, Arc<Mutex<::practice::Practice>>>>,
    next: AtomicU64,
}

impl Server {
    /// A server over `store`, with no game yet: its games' work run on threads of their own
    /// and their time read from the system's clock (a host without either gives its own
    /// with [`Server::with_host`]).
    #[cfg(feature = "server")]
    pub fn new(
        store: Arc<dyn Store>,
        tables: Arc<dyn TableSource>,
        max_solves: usize,
        max_solve: Duration,
        token: Option<String>,
    ) -> Server {
        let mut server = Server::hosted(
            store,
            tables,
            max_solve,
            frontend::host::threads(),
            search::clock::system(),
        );
        server.solves = Arc::new(Semaphore::new(max_solves.max(1)));
        server.token = token;
        server
    }

    /// A server over `store` for a host with an executor and a clock of its own (the
    /// browser's), with no game yet and no access token.
    pub fn hosted(
        store: Arc<dyn Store>,
        tables: Arc<dyn TableSource>,
        max_solve: Duration,
        executor: Arc<dyn game::Executor>,
        clock: Arc<dyn search::clock::Clock>,
    ) -> Server {
        Server {
            games: Mutex::new(HashMap::new()),
            store,
            puzzles: frontend::puzzles(),
            tables,
            solves: Arc::new(Semaphore::new(1)),
            max_solve,
            token: None,
            closing: AtomicBool::new(false),
            executor,
            clock,
            timers: Mutex::new(HashMap::new()),
            next: AtomicU64::new(1),
        }
    }

    /// This server with its games' work run by `executor` and their time read from
    /// `clock` (a test's: each job done as it starts, time moved by hand).
    pub fn with_host(
        mut self,
        executor: Arc<dyn game::Executor>,
        clock: Arc<dyn search::clock::Clock>,
    ) -> Server {
        self.executor = executor;
        self.clock = clock;
        self
    }

    /// The games in memory, locked.
    pub fn games(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Live>>> {
        lock(&self.games)
    }

    /// Where games and sessions are kept.
    pub fn store(&self) -> &dyn Store {
        self.store.as_ref()
    }

    /// Holds a game in memory; returns its key.
    pub fn insert(&self, ctrl: Controller) -> String {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let key = format!("g{n}-{:08x}", rand::random::<u32>());
        let mut games = self.games();
        if games.len() >= MAX_LIVE_GAMES {
            evict_one(&mut games);
        }
        games.insert(key.clone(), Arc::new(Live::new(ctrl)));
        key
    }

    /// Holds a practice timer; returns its key (the oldest let go past [`MAX_LIVE_GAMES`]:
    /// its solves are saved as they are made).
    pub fn insert_timer(&self, p: ::practice::Practice) -> String {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let key = format!("t{n}-{:08x}", rand::random::<u32>());
        let mut timers = lock(&self.timers);
        if timers.len() >= MAX_LIVE_GAMES {
            let oldest = timers.keys().min_by_key(|k| key_number(k)).cloned();
            if let Some(k) = oldest {
                timers.remove(&k);
            }
        }
        timers.insert(key.clone(), Arc::new(Mutex::new(p)));
        key
    }

    /// The practice timer under `key`.
    pub fn timer(&self, key: &str) -> Option<Arc<Mutex<::practice::Practice>>> {
        lock(&self.timers).get(key).cloned()
    }

    /// Lets a practice timer go.
    pub fn remove_timer(&self, key: &str) -> bool {
        lock(&self.timers).remove(key).is_some()
    }

    /// The game under `key`.
    pub fn get(&self, key: &str) -> Option<Arc<Live>> {
        self.games().get(key).cloned()
    }

    /// Lets a game go (it stays saved).
    pub fn remove(&self, key: &str) -> Option<Arc<Live>> {
        self.games().remove(key)
    }

    /// Advances every game with work running or a page watching.
    pub fn tick_all(&self) {
        let live: Vec<Arc<Live>> = self.games().values().cloned().collect();
        for g in live {
            let watched = g.watchers.load(Ordering::Relaxed) > 0;
            let mut c = lock(&g.ctrl);
            if !watched && !c.busy() {
                c.set_clock(false);
                continue;
            }
            c.set_clock(watched);
            if c.tick() {
                let v = c.version();
                drop(c);
                g.notify(v);
            }
        }
    }

    /// Ends every event stream (at shutdown: the pages reconnect to the next server).
    pub fn close_streams(&self) {
        self.closing.store(true, Ordering::SeqCst);
        for g in self.games().values() {
            g.changed.send_modify(|v| *v += 1);
        }
    }

    /// Saves every game (at shutdown).
    pub fn save_all(&self) {
        for g in self.games().values() {
            let _ = g.lock().leave();
        }
    }
}

/// The number a key was made with (`t12-…`: 12), its age.
fn key_number(key: &str) -> u64 {
    key[1..]
        .split('-')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Saves and lets go the least recently used game that no page watches.
fn evict_one(games: &mut HashMap<String, Arc<Live>>) {
    let oldest = games
        .iter()
        .filter(|(_, g)| g.watchers.load(Ordering::Relaxed) == 0)
        .min_by_key(|(_, g)| g.used.load(Ordering::Relaxed))
        .map(|(k, _)| k.clone());
    if let Some(k) = oldest {
        if let Some(g) = games.remove(&k) {
            let _ = g.lock().leave();
        }
    }
}
