//! The JSON API: routes, request and response bodies, errors. `docs/api.md` documents it.
//!
//! Every error is `{"error":{"kind":"…","message":"…"}}` with the status that fits: 400
//! for bad input (with the same message as the command line), 404 for an unknown game,
//! 409 for an action that does not apply now, 413 for a body over the limit, 503 when the
//! solvers are all busy. User input never gets a 500.

use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, FromRequest, Path, Query, Request, State};
use axum::http::header::{self, RETRY_AFTER};
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::Stream;
use game::controller::ControlError;
use game::store::Export;
use game::{Action, Controller, GameError, PuzzleKind, Setup, View};
use search::Budget;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::{assets, auth, Live, Server, MAX_BODY};
use crate::cli::{RingsSolverName, SolverName};
use crate::output::SolveRecord;
use crate::Failure;

/// The largest import body (an export of many games).
pub const MAX_IMPORT: usize = 4 * 1024 * 1024;

/// An API error: status, kind, message.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    kind: &'static str,
    message: String,
    retry_after: Option<u64>,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: ErrorInner<'a>,
}

#[derive(Serialize)]
struct ErrorInner<'a> {
    kind: &'a str,
    message: &'a str,
}

impl ApiError {
    /// An error with its status and kind.
    pub fn new(status: StatusCode, kind: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            kind,
            message: message.into(),
            retry_after: None,
        }
    }

    fn bad(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_input", message)
    }

    fn no_game(key: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("no game {key:?} (it may have ended with a server restart: resume it from the saved games)"),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(ErrorBody {
            error: ErrorInner {
                kind: self.kind,
                message: &self.message,
            },
        });
        let mut resp = (self.status, body).into_response();
        if let Some(s) = self.retry_after {
            resp.headers_mut().insert(RETRY_AFTER, s.into());
        }
        resp
    }
}

impl From<ControlError> for ApiError {
    fn from(e: ControlError) -> ApiError {
        match &e {
            ControlError::Game(GameError::Puzzle(_)) => ApiError::bad(e.to_string()),
            ControlError::Game(GameError::WrongPuzzle { .. } | GameError::BadCursor { .. }) => {
                ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "bad_record",
                    e.to_string(),
                )
            }
            ControlError::Game(_) | ControlError::NotNow(_) => {
                ApiError::new(StatusCode::CONFLICT, "not_now", e.to_string())
            }
            ControlError::Store(game::store::StoreError::BadExport(_)) => {
                ApiError::bad(e.to_string())
            }
            ControlError::Store(game::store::StoreError::NoSuchGame(id)) => ApiError::new(
                StatusCode::NOT_FOUND,
                "not_found",
                format!("no saved game {id}"),
            ),
            ControlError::Store(_) => ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "storage",
                format!("the saved games are unavailable: {e}"),
            ),
        }
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        ApiError::from(ControlError::Game(e))
    }
}

impl From<game::store::StoreError> for ApiError {
    fn from(e: game::store::StoreError) -> ApiError {
        ApiError::from(ControlError::Store(e))
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> ApiError {
        match e.downcast_ref::<Failure>() {
            Some(Failure::Input(m) | Failure::Usage(m)) => ApiError::bad(m.clone()),
            Some(Failure::Timeout(m)) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "time_limit", m.clone())
            }
            _ if e.downcast_ref::<sliding::Error>().is_some() => ApiError::bad(e.to_string()),
            _ => ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                format!("{e:#}"),
            ),
        }
    }
}

/// JSON bodies whose every rejection (malformed, wrong type, too large) is an [`ApiError`].
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        // A body sent slowly (a byte a second) is cut off: it must arrive within the limit.
        match tokio::time::timeout(super::BODY_TIMEOUT, Json::<T>::from_request(req, state)).await {
            Ok(Ok(Json(v))) => Ok(ApiJson(v)),
            Ok(Err(rej)) => Err(json_rejection(rej)),
            Err(_) => Err(ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                "slow_body",
                format!(
                    "the request's body did not arrive within {} s",
                    super::BODY_TIMEOUT.as_secs()
                ),
            )),
        }
    }
}

fn json_rejection(rej: JsonRejection) -> ApiError {
    let status = rej.status();
    let kind = match status {
        StatusCode::PAYLOAD_TOO_LARGE => "too_large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "not_json",
        _ => "bad_json",
    };
    let status = match status {
        StatusCode::PAYLOAD_TOO_LARGE | StatusCode::UNSUPPORTED_MEDIA_TYPE => status,
        _ => StatusCode::BAD_REQUEST,
    };
    ApiError::new(status, kind, rej.body_text())
}

/// The routes, with their limits and guards.
pub fn router(server: Arc<Server>) -> Router {
    let api = Router::new()
        .route("/puzzles", get(puzzles))
        .route("/games", post(create_game))
        .route("/games/{key}", get(read_game).delete(close_game))
        .route("/games/{key}/actions", post(act))
        .route("/games/{key}/events", get(events))
        .route("/saved", get(saved))
        .route("/saved/{id}/resume", post(resume))
        .route("/solve", post(solve))
        .route("/validate", post(validate))
        .route("/stats", get(stats))
        .route("/export", get(export))
        .route(
            "/import",
            post(import).layer(DefaultBodyLimit::max(MAX_IMPORT)),
        )
        .fallback(|| async { ApiError::new(StatusCode::NOT_FOUND, "not_found", "no such route") });
    Router::new()
        .nest("/api", api)
        .fallback(assets::serve)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            server.clone(),
            auth::guard,
        ))
        .with_state(server)
}

/// A game as the API returns it: its key and its view.
#[derive(Serialize)]
pub struct GameOut {
    /// The key to address it with.
    pub key: String,
    /// What the game shows.
    #[serde(flatten)]
    pub view: View,
}

#[derive(Serialize)]
struct PuzzleInfo {
    puzzle: PuzzleKind,
    title: &'static str,
    levels: Vec<String>,
}

async fn puzzles() -> Result<Json<Vec<PuzzleInfo>>, ApiError> {
    let mut out = Vec::new();
    for p in PuzzleKind::ALL {
        out.push(PuzzleInfo {
            puzzle: p,
            title: p.title(),
            levels: game::new_session(p.name(), "")?.level_names(),
        });
    }
    Ok(Json(out))
}

/// `POST /api/games`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The level (the easiest when omitted).
    #[serde(default)]
    pub level: Option<String>,
    /// Seed of the scramble.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The tiles' size, `WxH`.
    #[serde(default)]
    pub size: Option<String>,
    /// A custom start.
    #[serde(default)]
    pub start: Option<String>,
    /// A custom start given as moves from the goal (a share link's `setup-alg`).
    #[serde(default)]
    pub setup: Option<String>,
    /// The tiles' goal.
    #[serde(default)]
    pub goal: Option<String>,
    /// Moves to play after the start (a share link's `alg`).
    #[serde(default)]
    pub moves: Option<String>,
}

fn setup(server: &Server, seed: Option<u64>) -> Setup {
    Setup {
        store: Some(server.store.clone()),
        loader: server.loader.clone(),
        seed,
    }
}

/// The variant (the tiles' goal) a request asks for.
fn variant_of(req: &NewGame) -> Result<String, ApiError> {
    if req.puzzle != PuzzleKind::Sliding {
        if req.size.is_some() || req.goal.is_some() {
            return Err(ApiError::bad(format!(
                "the {} has no size or goal to choose",
                req.puzzle.title()
            )));
        }
        return Ok(String::new());
    }
    if let Some(g) = &req.goal {
        let goal = sliding::Board::parse(g).map_err(|e| ApiError::bad(format!("goal: {e}")))?;
        return Ok(goal.to_string());
    }
    match req.size.as_deref() {
        Some(s) => {
            let (w, h) =
                sliding::parse_size(s).map_err(|e| ApiError::bad(format!("size {s:?}: {e}")))?;
            let b = sliding::Board::solved(w, h)
                .map_err(|e| ApiError::bad(format!("size {s:?}: {e}")))?;
            Ok(if (w, h) == (3, 3) {
                String::new()
            } else {
                b.to_string()
            })
        }
        None => Ok(String::new()),
    }
}

fn make_game(server: &Server, req: &NewGame) -> Result<Controller, ApiError> {
    if req.start.is_some() && req.setup.is_some() {
        return Err(ApiError::bad("give a start or a setup, not both"));
    }
    let variant = variant_of(req)?;
    let start = match (&req.start, &req.setup) {
        (Some(s), _) => Some(s.clone()),
        (None, Some(moves)) => {
            let mut s = game::new_session(req.puzzle.name(), &variant)?;
            s.play(moves)
                .map_err(|e| ApiError::bad(format!("setup: {e}")))?;
            Some(s.state_text())
        }
        (None, None) => None,
    };
    let mut ctrl = match start {
        Some(start) => {
            let session = game::new_session(req.puzzle.name(), &variant)?;
            let mut c = Controller::new(session, None, setup(server, req.seed));
            c.update(Action::SetPosition { start, goal: None })?;
            c
        }
        None => {
            let level = match &req.level {
                Some(l) => l.clone(),
                None => game::new_session(req.puzzle.name(), &variant)?
                    .level_names()
                    .into_iter()
                    .next()
                    .unwrap_or_default(),
            };
            Controller::start(req.puzzle, &variant, &level, setup(server, req.seed))?
        }
    };
    // Answer with the game ready when it is quick (a first table build may take seconds:
    // then the page follows the preparation through the game's event stream).
    ctrl.settle(Duration::from_secs(2));
    if let Some(m) = req.moves.as_deref().filter(|m| !m.trim().is_empty()) {
        ctrl.update(Action::Move {
            moves: m.to_string(),
        })?;
    }
    Ok(ctrl)
}

async fn create_game(
    State(server): State<Arc<Server>>,
    ApiJson(req): ApiJson<NewGame>,
) -> Result<(StatusCode, Json<GameOut>), ApiError> {
    let s = server.clone();
    let ctrl = tokio::task::spawn_blocking(move || make_game(&s, &req))
        .await
        .map_err(|e| {
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string())
        })??;
    let view = ctrl.view();
    let key = server.insert(ctrl);
    Ok((StatusCode::CREATED, Json(GameOut { key, view })))
}

fn live(server: &Server, key: &str) -> Result<Arc<Live>, ApiError> {
    server.get(key).ok_or_else(|| ApiError::no_game(key))
}

async fn read_game(
    State(server): State<Arc<Server>>,
    Path(key): Path<String>,
) -> Result<Json<GameOut>, ApiError> {
    let g = live(&server, &key)?;
    let view = {
        let mut c = g.lock();
        c.tick(std::time::Instant::now());
        c.view()
    };
    Ok(Json(GameOut { key, view }))
}

async fn close_game(
    State(server): State<Arc<Server>>,
    Path(key): Path<String>,
) -> Result<StatusCode, ApiError> {
    let g = server.remove(&key).ok_or_else(|| ApiError::no_game(&key))?;
    g.lock().leave()?;
    Ok(StatusCode::NO_CONTENT)
}

async fn act(
    State(server): State<Arc<Server>>,
    Path(key): Path<String>,
    ApiJson(action): ApiJson<Action>,
) -> Result<Json<GameOut>, ApiError> {
    let g = live(&server, &key)?;
    let (result, view) = {
        let mut c = g.lock();
        let r = c.update(action);
        (r, c.view())
    };
    g.notify(view.version);
    result?;
    Ok(Json(GameOut { key, view }))
}

/// Counts a page watching a game for as long as its stream lives.
struct Watching(Arc<Live>);

impl Drop for Watching {
    fn drop(&mut self) {
        self.0.watchers.fetch_sub(1, Ordering::Relaxed);
    }
}

async fn events(
    State(server): State<Arc<Server>>,
    Path(key): Path<String>,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    let g = live(&server, &key)?;
    g.watchers.fetch_add(1, Ordering::Relaxed);
    let rx = g.changed.subscribe();
    let watching = Watching(g);
    let stream = futures_util::stream::unfold(
        (watching, rx, key, true, server),
        |(w, mut rx, key, first, server)| async move {
            if !first && rx.changed().await.is_err() {
                return None;
            }
            if server.closing.load(Ordering::SeqCst) {
                return None;
            }
            let view = w.0.lock().view();
            let out = GameOut {
                key: key.clone(),
                view,
            };
            let ev = SseEvent::default()
                .event("view")
                .json_data(&out)
                .unwrap_or_else(|_| SseEvent::default().event("view"));
            Some((Ok(ev), (w, rx, key, false, server)))
        },
    );
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

#[derive(Serialize)]
struct SavedGame {
    id: i64,
    puzzle: String,
    variant: String,
    level: String,
    moves: usize,
    elapsed_ms: u64,
    updated_at: i64,
}

async fn saved(State(server): State<Arc<Server>>) -> Result<Json<Vec<SavedGame>>, ApiError> {
    let rows = server.store().all_unfinished()?;
    Ok(Json(
        rows.into_iter()
            .map(|(id, r)| SavedGame {
                id,
                puzzle: r.record.puzzle,
                variant: r.record.variant,
                level: r.record.level,
                moves: r.record.cursor,
                elapsed_ms: r.record.elapsed_ms,
                updated_at: r.updated_at,
            })
            .collect(),
    ))
}

async fn resume(
    State(server): State<Arc<Server>>,
    Path(id): Path<String>,
) -> Result<(StatusCode, Json<GameOut>), ApiError> {
    let id: i64 = id
        .parse()
        .map_err(|_| ApiError::bad(format!("{id:?} is not a saved game's number")))?;
    // The game may be open already (a reloaded page): the same one, not a second copy.
    let open = server
        .games()
        .iter()
        .find(|(_, g)| g.lock().id() == Some(id))
        .map(|(k, g)| (k.clone(), g.clone()));
    if let Some((key, g)) = open {
        let view = g.lock().view();
        return Ok((StatusCode::OK, Json(GameOut { key, view })));
    }
    let ctrl = Controller::resume(id, setup(&server, None))?;
    let view = ctrl.view();
    let key = server.insert(ctrl);
    Ok((StatusCode::CREATED, Json(GameOut { key, view })))
}

/// `POST /api/solve` and `POST /api/validate`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The position, in the command line's format.
    pub state: String,
    /// The tiles' goal.
    #[serde(default)]
    pub goal: Option<String>,
    /// The solver, as on the command line.
    #[serde(default)]
    pub solver: Option<String>,
    /// Seconds the solve may take (capped by the server's limit).
    #[serde(default)]
    pub timeout: Option<f64>,
}

/// Sets a solve's cancellation flag when the request goes away (the client disconnected).
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

fn parse_solver<T: clap::ValueEnum>(name: &str) -> Result<T, ApiError> {
    T::from_str(name, true).map_err(|_| {
        let names: Vec<String> = T::value_variants()
            .iter()
            .filter_map(|v| v.to_possible_value().map(|p| p.get_name().to_string()))
            .collect();
        ApiError::bad(format!(
            "unknown solver {name:?}: the solvers are {}",
            names.join(", ")
        ))
    })
}

fn run_solve(req: &SolveRequest, limit: Duration, budget: Budget) -> Result<SolveRecord, ApiError> {
    let secs = req
        .timeout
        .filter(|t| t.is_finite() && *t > 0.0)
        .map_or(limit.as_secs_f64(), |t| t.min(limit.as_secs_f64()));
    let budget = budget.with_timeout(limit);
    match req.puzzle {
        PuzzleKind::Sliding => {
            let solver = req
                .solver
                .as_deref()
                .map(parse_solver::<SolverName>)
                .transpose()?;
            Ok(crate::sliding_cmd::solve_for_api(
                &req.state,
                req.goal.as_deref(),
                solver,
                Some(secs),
                budget,
            )?)
        }
        PuzzleKind::Cube => {
            if req.goal.is_some() {
                return Err(ApiError::bad("the cube has one goal"));
            }
            if let Some(s) = req.solver.as_deref().filter(|s| *s != "two-phase") {
                return Err(ApiError::bad(format!(
                    "unknown solver {s:?}: the cube's solver is two-phase"
                )));
            }
            Ok(crate::cube_cmd::solve_for_api(
                &req.state,
                Some(secs),
                budget,
            )?)
        }
        PuzzleKind::Rings => {
            if req.goal.is_some() {
                return Err(ApiError::bad("the rings have one goal"));
            }
            let solver = req
                .solver
                .as_deref()
                .map(parse_solver::<RingsSolverName>)
                .transpose()?;
            Ok(crate::rings_cmd::solve_for_api(
                &req.state,
                solver,
                Some(secs),
                budget,
            )?)
        }
    }
}

async fn solve(
    State(server): State<Arc<Server>>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Response, ApiError> {
    let Ok(permit) = server.solves.clone().try_acquire_owned() else {
        let mut e = ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "every solver is busy; try again in a moment",
        );
        e.retry_after = Some(1);
        return Err(e);
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let guard = CancelOnDrop(cancel.clone());
    let budget = Budget::unlimited().with_cancel(cancel);
    let limit = server.max_solve;
    let job = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        run_solve(&req, limit, budget)
    });
    let wants_events = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/event-stream"));
    if wants_events {
        return Ok(solve_events(job, guard, limit).into_response());
    }
    let rec = job.await.map_err(|e| {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string())
    })??;
    drop(guard);
    Ok(Json(rec).into_response())
}

type SolveJob = tokio::task::JoinHandle<Result<SolveRecord, ApiError>>;

/// A solve as server-sent events: `progress` every quarter second (`{"elapsed_ms",
/// "limit_ms"}`), then `result` (the record) or `error` (the API error's body). Closing
/// the stream cancels the solve.
fn solve_events(
    job: SolveJob,
    guard: CancelOnDrop,
    limit: Duration,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let t0 = std::time::Instant::now();
    let limit_ms = limit.as_millis() as u64;
    let stream = futures_util::stream::unfold(Some((job, guard)), move |state| async move {
        let (mut job, guard) = state?;
        let tick = tokio::time::sleep(Duration::from_millis(250));
        tokio::select! {
            done = &mut job => {
                let ev = match done {
                    Ok(Ok(rec)) => SseEvent::default().event("result").json_data(&rec),
                    Ok(Err(e)) => SseEvent::default().event("error").json_data(&ErrorBody {
                        error: ErrorInner { kind: e.kind, message: &e.message },
                    }),
                    Err(e) => SseEvent::default().event("error").json_data(&ErrorBody {
                        error: ErrorInner { kind: "internal", message: &e.to_string() },
                    }),
                };
                drop(guard);
                Some((Ok(ev.unwrap_or_default()), None))
            }
            _ = tick => {
                let ev = SseEvent::default().event("progress").json_data(serde_json::json!({
                    "elapsed_ms": t0.elapsed().as_millis() as u64,
                    "limit_ms": limit_ms,
                }));
                Some((Ok(ev.unwrap_or_default()), Some((job, guard))))
            }
        }
    });
    Sse::new(stream)
}

#[derive(Serialize)]
struct Verdict {
    valid: bool,
    state: String,
    goal: Option<String>,
    solved: bool,
}

async fn validate(ApiJson(req): ApiJson<SolveRequest>) -> Result<Json<Verdict>, ApiError> {
    let variant = match (&req.goal, req.puzzle) {
        (Some(g), PuzzleKind::Sliding) => sliding::Board::parse(g)
            .map_err(|e| ApiError::bad(format!("goal: {e}")))?
            .to_string(),
        (Some(_), p) => return Err(ApiError::bad(format!("the {} has one goal", p.title()))),
        (None, PuzzleKind::Sliding) => {
            // The standard goal of the board's own size.
            let b = sliding::Board::parse(&req.state).map_err(|e| ApiError::bad(e.to_string()))?;
            sliding::Board::solved(b.width(), b.height())
                .map_err(|e| ApiError::bad(e.to_string()))?
                .to_string()
        }
        (None, _) => String::new(),
    };
    let mut s = game::new_session(req.puzzle.name(), &variant)?;
    s.set_position(&req.state, None)?;
    Ok(Json(Verdict {
        valid: true,
        state: s.state_text(),
        goal: (req.puzzle == PuzzleKind::Sliding).then(|| s.variant()),
        solved: s.is_solved(),
    }))
}

#[derive(Deserialize)]
struct StatsQuery {
    puzzle: Option<PuzzleKind>,
}

async fn stats(
    State(server): State<Arc<Server>>,
    Query(q): Query<StatsQuery>,
) -> Result<Response, ApiError> {
    let rows = server.store().stats(q.puzzle.map(|p| p.name()))?;
    Ok(Json(rows).into_response())
}

async fn export(State(server): State<Arc<Server>>) -> Result<Json<Export>, ApiError> {
    Ok(Json(server.store().export()?))
}

#[derive(Serialize)]
struct Imported {
    games: usize,
    added: usize,
    updated: usize,
    unchanged: usize,
}

async fn import(
    State(server): State<Arc<Server>>,
    ApiJson(export): ApiJson<Export>,
) -> Result<Json<Imported>, ApiError> {
    let r = server.store().import(&export)?;
    Ok(Json(Imported {
        games: export.games.len(),
        added: r.added,
        updated: r.updated,
        unchanged: r.unchanged,
    }))
}
