//! The host: the web server's own routes ([`web::api::router`], built without its `server`
//! feature) answering requests handed over whole — no socket, no thread, no runtime. A
//! request is `{method, path, body}`; an answer is `{status, type, disposition, body}`. The
//! games the page follows are advanced by [`Host::tick`], which hands back the views that
//! changed (what the server's event streams send). The work the games start (tables, new
//! games, hints, demonstrations) waits in a [`Queue`] and runs at the next tick, so that a
//! request is answered at once (a game being prepared answers `busy`, as the server's does)
//! and its progress can be seen while it runs.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::future::Future;
use std::pin::pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, Method, Request};
use http_body_util::BodyExt;
use serde::{Deserialize, Serialize};
use store::MemoryStore;
use tower::ServiceExt;
use web::Server;

use crate::tables::BrowserTables;

/// The longest a solve asked of the page runs (in a worker of its own, which the page ends
/// to cancel it).
pub const MAX_SOLVE: Duration = Duration::from_secs(30);

/// A request as the page's worker transport hands it over.
#[derive(Debug, Deserialize)]
pub struct Call {
    /// `GET`, `POST`, `PATCH`, `DELETE`.
    pub method: String,
    /// The path under the site's root, with its query (`/api/games?refusals=body`).
    pub path: String,
    /// The body (JSON, or a file's text for an import), if any.
    #[serde(default)]
    pub body: Option<String>,
}

/// The answer to a [`Call`].
#[derive(Debug, Serialize)]
pub struct Answer {
    /// The HTTP status the server would have answered.
    pub status: u16,
    /// Its content type.
    #[serde(rename = "type")]
    pub content_type: String,
    /// Its `Content-Disposition` (a download's name), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disposition: Option<String>,
    /// Its body, as text.
    pub body: String,
}

/// A followed game's view that changed (the server's `view` event).
#[derive(Debug, Serialize)]
pub struct Changed {
    /// The game's key.
    pub key: String,
    /// The game, as `GET /api/games/{key}` answers it (in the language asked).
    pub game: serde_json::Value,
}

/// A piece of work a game started.
type Work = Box<dyn FnOnce() + Send>;

/// The work the games start, kept to run at the next tick (a host with one thread).
#[derive(Clone, Default)]
pub struct Queue {
    jobs: Arc<Mutex<VecDeque<Work>>>,
}

impl Queue {
    /// Runs the work waiting, and what it starts, in turn; whether any ran.
    pub fn run(&self) -> bool {
        let mut ran = false;
        loop {
            // Taken out before it runs: the work may queue more.
            let job = self
                .jobs
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .pop_front();
            let Some(job) = job else {
                return ran;
            };
            job();
            ran = true;
        }
    }

    /// Whether work waits.
    pub fn waiting(&self) -> bool {
        !self
            .jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
    }
}

impl game::Executor for Queue {
    fn spawn(&self, work: Work) {
        self.jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push_back(work);
    }

    fn runs_meanwhile(&self) -> bool {
        false
    }
}

/// The engine in the browser: the server's state and routes, the store and the tables.
pub struct Host {
    queue: Queue,
    server: Arc<Server>,
    router: axum::Router,
    store: Arc<MemoryStore>,
    tables: Arc<BrowserTables>,
    followed: BTreeSet<(String, String)>,
    seen: HashMap<String, u64>,
}

impl Host {
    /// A host over `store`, its games' time read from `clock`.
    pub fn new(
        store: Arc<MemoryStore>,
        tables: Arc<BrowserTables>,
        clock: Arc<dyn search::clock::Clock>,
    ) -> Host {
        let queue = Queue::default();
        let server = Arc::new(Server::hosted(
            store.clone(),
            tables.clone(),
            MAX_SOLVE,
            Arc::new(queue.clone()),
            clock,
        ));
        let router = web::api::router(server.clone());
        Host {
            queue,
            server,
            router,
            store,
            tables,
            followed: BTreeSet::new(),
            seen: HashMap::new(),
        }
    }

    /// The store (its snapshot, its count of changes).
    pub fn store(&self) -> &MemoryStore {
        &self.store
    }

    /// Takes in what another tab kept (its store's snapshot): what it added or played
    /// further comes here by the export's rules (a game replaced only by a later state of
    /// itself, sessions and solves by their uids), and this store's own ids stay as they
    /// are; what either deleted stays deleted. So two tabs saving in turn lose nothing of
    /// each other's, and bring back nothing the other deleted.
    pub fn absorb(&self, snapshot: &[u8]) -> Result<store::ImportReport, store::StoreError> {
        let theirs = MemoryStore::from_snapshot(snapshot, frontend::puzzles(), Arc::new(|| 0))?;
        self.store.absorb(&theirs)
    }

    /// The tables (what was built, to keep).
    pub fn tables(&self) -> &BrowserTables {
        &self.tables
    }

    /// Answers one request.
    pub fn call(&self, call: &Call) -> Answer {
        let Ok(method) = Method::from_bytes(call.method.as_bytes()) else {
            return Answer::status(405);
        };
        let mut req = Request::builder().method(method).uri(&call.path);
        if call.body.is_some() {
            req = req.header(header::CONTENT_TYPE, "application/json");
        }
        let body = call.body.clone().map_or_else(Body::empty, Body::from);
        let Ok(req) = req.body(body) else {
            return Answer::status(400);
        };
        let answer = async {
            let resp = self.router.clone().oneshot(req).await.ok()?;
            let (parts, body) = resp.into_parts();
            let bytes = body.collect().await.ok()?.to_bytes();
            let text = |h: header::HeaderName| {
                parts
                    .headers
                    .get(h)
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_string)
            };
            Some(Answer {
                status: parts.status.as_u16(),
                content_type: text(header::CONTENT_TYPE).unwrap_or_default(),
                disposition: text(header::CONTENT_DISPOSITION),
                body: String::from_utf8_lossy(&bytes).into_owned(),
            })
        };
        let answered = if web::SERVER {
            // Built beside the server (a workspace's tests): its routes want tokio's runtime.
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()
                .and_then(|rt| rt.block_on(answer))
        } else {
            now_or_never(answer).flatten()
        };
        answered.unwrap_or_else(|| Answer::status(500))
    }

    /// Follows a game's views (`lang`: the language the page asked in, `""` for English).
    pub fn follow(&mut self, key: &str, lang: &str, on: bool) {
        let entry = (key.to_string(), lang.to_string());
        let Some(g) = self.server.get(key) else {
            return;
        };
        let counted = if on {
            self.followed.insert(entry)
        } else {
            self.followed.remove(&entry)
        };
        if counted {
            let n = &g.watchers;
            if on {
                n.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            } else {
                n.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
    }

    /// The work the games started, waiting for a tick (to run without holding the host,
    /// so that the progress of what runs can be read meanwhile: [`Host::views`]).
    pub fn queue(&self) -> Queue {
        self.queue.clone()
    }

    /// The views as they are now (a table being built shows its progress) of the games
    /// followed, and of those busy that no page follows yet (one just made: the page follows
    /// it once it has the answer, which may come while the work runs).
    pub fn views(&self) -> Vec<Changed> {
        let mut shown = self.followed.clone();
        let busy: Vec<String> = self
            .server
            .games()
            .iter()
            .filter(|(_, g)| g.lock().busy())
            .map(|(key, _)| key.clone())
            .collect();
        for key in busy {
            if !self.followed.iter().any(|(k, _)| *k == key) {
                shown.insert((key, String::new()));
            }
        }
        shown
            .iter()
            .filter_map(|(key, lang)| self.view(key, lang))
            .collect()
    }

    /// A game's view, as `GET /api/games/{key}` answers it in `lang`.
    fn view(&self, key: &str, lang: &str) -> Option<Changed> {
        let path = if lang.is_empty() {
            format!("/api/games/{key}")
        } else {
            format!("/api/games/{key}?lang={lang}")
        };
        let answer = self.call(&Call {
            method: "GET".into(),
            path,
            body: None,
        });
        let game = serde_json::from_str(&answer.body).ok()?;
        Some(Changed {
            key: key.to_string(),
            game,
        })
    }

    /// Runs the work waiting and advances every game with work running or a page following
    /// it, until the games start no more work (a game's tables, then the game); the
    /// followed games' views that changed since the last tick.
    pub fn tick(&mut self) -> Vec<Changed> {
        self.queue.run();
        self.server.tick_all();
        // Work a game takes in and starts more with (at most a few steps: tables, game).
        for _ in 0..4 {
            if !self.queue.run() {
                break;
            }
            self.server.tick_all();
        }
        let mut out = Vec::new();
        self.followed
            .retain(|(key, _)| self.server.get(key).is_some());
        for (key, lang) in &self.followed {
            let Some(g) = self.server.get(key) else {
                continue;
            };
            let version = g.lock().version();
            if self.seen.insert(key.clone(), version) == Some(version) {
                continue;
            }
            out.extend(self.view(key, lang));
        }
        out
    }
}

impl Answer {
    /// An answer with no body.
    fn status(status: u16) -> Answer {
        Answer {
            status,
            content_type: String::new(),
            disposition: None,
            body: String::new(),
        }
    }
}

/// Runs a future that never waits on anything outside itself (the routes' work is all done
/// in place here) to its end: `None` if it would wait.
fn now_or_never<F: Future>(f: F) -> Option<F::Output> {
    let mut f = pin!(f);
    let mut cx = Context::from_waker(Waker::noop());
    // A few polls: a future made of others may yield once between them.
    for _ in 0..64 {
        if let Poll::Ready(out) = f.as_mut().poll(&mut cx) {
            return Some(out);
        }
    }
    None
}
