//! The JSON API: routes, request and response bodies. `docs/api.md` documents it for
//! people; the OpenAPI document (`GET /api/openapi.json`, [`super::openapi`]) is generated
//! from the same handlers, so the two never drift apart.
//!
//! Every error is `{"error":{"kind":"…","message":"…"}}` with the status its kind has
//! ([`ErrorKind`]): 400 for bad input (with the same message as the command line), 404 for
//! an unknown game, 409 for an action that does not apply now, 413 for a body over the
//! limit, 503 when the solvers are all busy. User input never gets a 500.

#[cfg(feature = "server")]
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{DefaultBodyLimit, State};
#[cfg(feature = "server")]
use axum::http::header;
use axum::http::{HeaderMap, StatusCode};
#[cfg(feature = "server")]
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use door::{Position, SolveRecord};
#[cfg(feature = "server")]
use futures_util::Stream;
use game::{Action, Controller, GameError, PuzzleKind, Setup, Variant, View};
use search::Budget;
use serde::{Deserialize, Serialize};
use store::{Export, Ports};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::error::{ApiError, ApiJson, ApiPath, ApiQuery, ErrorBody, ErrorInner, ErrorKind};
use super::{assets, auth, lang, openapi, wire, Live, Server, MAX_BODY};
use messages::{Lang, Localize, Message};

/// The largest import body (an export of many games).
pub const MAX_IMPORT: usize = practice::cstimer::MAX_BYTES;

/// The API's routes (paths relative to `/api`), each with its OpenAPI operation.
pub fn routes() -> OpenApiRouter<Arc<Server>> {
    // `routes!` joins handlers of one path only (it would put each on every path given).
    let import = OpenApiRouter::new()
        .routes(routes!(import))
        .layer(DefaultBodyLimit::max(MAX_IMPORT));
    // A game's events are a stream of the server's (the browser's host follows its games
    // itself).
    #[cfg(feature = "server")]
    let import = import.routes(routes!(events));
    OpenApiRouter::new()
        .routes(routes!(puzzles))
        .routes(routes!(create_game))
        .routes(routes!(read_game, close_game))
        .routes(routes!(act))
        .routes(routes!(saved))
        .routes(routes!(resume))
        .routes(routes!(solve))
        .routes(routes!(validate))
        .routes(routes!(stats))
        .routes(routes!(export))
        .merge(import)
        .merge(super::practice::routes())
        .merge(super::replay::routes())
        .routes(routes!(openapi::serve))
}

/// The whole application: the API under `/api`, the page's files elsewhere, with the
/// limits and guards.
pub fn router(server: Arc<Server>) -> Router {
    // The document of the same routes, under the path they are served at.
    openapi::publish(OpenApiRouter::new().nest("/api", routes()).into_openapi());
    let (api, _) = routes().split_for_parts();
    #[cfg(feature = "test-hooks")]
    let api = api.merge(crate::test_hooks::routes());
    let api = api
        .fallback(|| async { ApiError::new(ErrorKind::NotFound, Message::new("api-no-route")) })
        .layer(axum::middleware::from_fn(crate::refusals::in_body))
        .layer(axum::middleware::from_fn(lang::scope));
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
#[derive(Serialize, ToSchema)]
pub struct GameOut {
    /// The key to address it with.
    pub key: String,
    /// What the game shows.
    #[serde(flatten)]
    #[schema(value_type = wire::View)]
    pub view: View,
    /// The action's refusal, when it was refused and the request asked for refusals in the
    /// body (`?refusals=body`); the game is then as it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<ErrorInner>,
    /// The view's words in the language the request asked for with `?lang` (absent in
    /// English).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said: Option<Said>,
}

/// A view's words in another language, written from their fields.
#[derive(Serialize, ToSchema)]
pub struct Said {
    /// The `message`.
    pub message: String,
    /// The hint's `method` (where the position stands in the method).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint_method: Option<String>,
    /// The demonstration's `method`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub demo_method: Option<String>,
    /// The demonstration's `step`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub demo_step: Option<String>,
    /// The `busy.tables` labels, in their order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<String>,
}

impl Said {
    /// The view's words in `lang`.
    fn of(lang: Lang, view: &View) -> Said {
        let tables = view.busy.iter().flat_map(|b| &b.progress.tables);
        Said {
            message: view.note.text(lang),
            hint_method: view
                .hint
                .as_ref()
                .and_then(|h| h.place.as_ref())
                .map(|p| p.text(lang)),
            demo_method: view
                .demo
                .as_ref()
                .and_then(|d| d.method_label.as_ref())
                .map(|m| m.text(lang)),
            demo_step: view
                .demo
                .as_ref()
                .and_then(|d| d.step_label())
                .map(|s| s.text(lang)),
            tables: tables.map(|t| t.message().text(lang)).collect(),
        }
    }
}

impl GameOut {
    /// The game under its key (no refusal), for the request being answered.
    fn new(key: String, view: View) -> GameOut {
        GameOut::new_in(key, view, lang::asked())
    }

    /// The game under its key, with `said` in `lang`.
    fn new_in(key: String, view: View, lang: Option<Lang>) -> GameOut {
        let said = lang.map(|l| Said::of(l, &view));
        GameOut {
            key,
            view,
            refused: None,
            said,
        }
    }
}

/// How an action's refusal is answered.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
struct ActOptions {
    /// `body`: a refused action answers 200 with the game as it is and `refused` (what a
    /// page wants: a refusal is a game's answer, not a failed request); by default a
    /// refusal is an error status.
    #[serde(default)]
    #[param(inline)]
    refusals: Option<Refusals>,
}

/// Where a refusal goes.
#[derive(Deserialize, ToSchema, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum Refusals {
    /// In the 200 response's `refused`.
    Body,
}

/// A puzzle the server offers.
#[derive(Serialize, ToSchema)]
struct PuzzleInfo {
    /// Its name in requests.
    #[schema(value_type = wire::PuzzleKind)]
    puzzle: PuzzleKind,
    /// What a person calls it.
    title: String,
    /// The id of the message that names it, for pages in other languages.
    title_id: &'static str,
    /// Its levels, easiest first.
    levels: Vec<String>,
}

/// The puzzles and their levels.
#[utoipa::path(get, path = "/puzzles", tag = "puzzles",
    responses((status = 200, description = "The puzzles", body = Vec<PuzzleInfo>)))]
async fn puzzles(State(server): State<Arc<Server>>) -> Result<Json<Vec<PuzzleInfo>>, ApiError> {
    let mut out = Vec::new();
    for p in server.puzzles.all() {
        let label = p.names().label();
        out.push(PuzzleInfo {
            puzzle: p.kind(),
            title: label.english(),
            title_id: label.id,
            levels: p.level_names(),
        });
    }
    Ok(Json(out))
}

/// `POST /api/games`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// The puzzle.
    #[schema(value_type = wire::PuzzleKind)]
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
        saves: Some(Ports::saves(&server.store)),
        tables: server.tables.clone(),
        seed,
        // A server others reach (it asks for a token) keeps its cores for their requests;
        // a host with one thread (a browser's worker) has none to spare.
        ponder: server.token.is_none() && search::par::THREADS,
        executor: server.executor.clone(),
        clock: server.clock.clone(),
    }
}

/// The game (the puzzle and its variant: the tiles' size or goal) a request asks for.
fn variant_of(server: &Server, req: &NewGame) -> Result<Variant, ApiError> {
    let standard = server.puzzles.find(req.puzzle).map_err(GameError::from)?;
    if let Some(g) = &req.goal {
        return Ok(standard.with_goal(g).map_err(GameError::from)?);
    }
    match req.size.as_deref() {
        Some(s) => standard.of_size(s).map_err(|e| match e {
            door::Error::Puzzle(own) => ApiError::bad(
                Message::new("api-bad-size")
                    .arg("text", s)
                    .arg("error", own.message()),
            ),
            e => GameError::from(e).into(),
        }),
        None => Ok(standard.clone()),
    }
}

fn make_game(server: &Server, req: &NewGame) -> Result<Controller, ApiError> {
    if req.start.is_some() && req.setup.is_some() {
        return Err(ApiError::bad(Message::new("api-start-and-setup")));
    }
    let variant = variant_of(server, req)?;
    let start = match (&req.start, &req.setup) {
        (Some(s), _) => Some(s.clone()),
        (None, Some(moves)) => {
            let mut s = variant.new_session();
            s.play(moves)
                .map_err(|e| ApiError::bad(Message::new("api-setup").arg("error", e.message())))?;
            Some(s.state_text())
        }
        (None, None) => None,
    };
    let mut ctrl = match start {
        Some(start) => {
            let session = variant.new_session();
            let mut c = Controller::new(session, None, setup(server, req.seed));
            c.update(Action::SetPosition { start, goal: None })?;
            c
        }
        None => {
            let level = match &req.level {
                Some(l) => l.clone(),
                None => variant.level_names().into_iter().next().unwrap_or_default(),
            };
            Controller::start(&variant, &level, setup(server, req.seed))?
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

/// A new game: scrambled at a level, or from an entered position.
#[utoipa::path(post, path = "/games", tag = "games", request_body = NewGame,
    responses(
        (status = 201, description = "The game, ready (or `busy` while its tables are built)", body = GameOut),
        (status = 400, description = "A bad level, size, goal, start, setup or moves", body = ErrorBody),
    ))]
async fn create_game(
    State(server): State<Arc<Server>>,
    ApiJson(req): ApiJson<NewGame>,
) -> Result<(StatusCode, Json<GameOut>), ApiError> {
    let s = server.clone();
    let ctrl = super::blocking(move || make_game(&s, &req)).await??;
    let view = ctrl.view();
    let key = server.insert(ctrl);
    Ok((StatusCode::CREATED, Json(GameOut::new(key, view))))
}

fn live(server: &Server, key: &str) -> Result<Arc<Live>, ApiError> {
    server.get(key).ok_or_else(|| no_game(key))
}

fn no_game(key: &str) -> ApiError {
    ApiError::new(
        ErrorKind::NotFound,
        Message::new("api-no-game").arg("key", key),
    )
}

/// A game's key, from `POST /api/games` or a resume.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
struct KeyParam {
    /// The game's key.
    key: String,
}

/// A game as it is now.
#[utoipa::path(get, path = "/games/{key}", tag = "games", params(KeyParam),
    responses(
        (status = 200, description = "The game", body = GameOut),
        (status = 404, description = "No game with this key", body = ErrorBody),
    ))]
async fn read_game(
    State(server): State<Arc<Server>>,
    ApiPath(KeyParam { key }): ApiPath<KeyParam>,
) -> Result<Json<GameOut>, ApiError> {
    let g = live(&server, &key)?;
    let view = {
        let mut c = g.lock();
        c.tick();
        c.view()
    };
    Ok(Json(GameOut::new(key, view)))
}

/// Lets a game go (it stays saved, to be resumed).
#[utoipa::path(delete, path = "/games/{key}", tag = "games", params(KeyParam),
    responses(
        (status = 204, description = "Saved and let go"),
        (status = 404, description = "No game with this key", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn close_game(
    State(server): State<Arc<Server>>,
    ApiPath(KeyParam { key }): ApiPath<KeyParam>,
) -> Result<StatusCode, ApiError> {
    let g = server.remove(&key).ok_or_else(|| no_game(&key))?;
    g.lock().leave()?;
    Ok(StatusCode::NO_CONTENT)
}

/// Does what a player does: a move, undo, a hint, a demonstration…
#[utoipa::path(post, path = "/games/{key}/actions", tag = "games", params(KeyParam, ActOptions),
    request_body = wire::Action,
    responses(
        (status = 200, description = "The game after the action (with `?refusals=body`, also after a refused one, with `refused`)", body = GameOut),
        (status = 400, description = "A bad move, position or level", body = ErrorBody),
        (status = 404, description = "No game with this key", body = ErrorBody),
        (status = 409, description = "An action that does not apply now", body = ErrorBody),
    ))]
async fn act(
    State(server): State<Arc<Server>>,
    ApiPath(KeyParam { key }): ApiPath<KeyParam>,
    ApiQuery(options): ApiQuery<ActOptions>,
    ApiJson(action): ApiJson<Action>,
) -> Result<Json<GameOut>, ApiError> {
    let g = live(&server, &key)?;
    let (result, view) = {
        let mut c = g.lock();
        let r = c.update(action);
        (r, c.view())
    };
    g.notify(view.version);
    let refused = match result {
        Ok(()) => None,
        Err(e) if options.refusals == Some(Refusals::Body) => Some(ApiError::from(e).body().error),
        Err(e) => return Err(e.into()),
    };
    Ok(Json(GameOut {
        refused,
        ..GameOut::new(key, view)
    }))
}

/// Counts a page watching a game for as long as its stream lives.
#[cfg(feature = "server")]
struct Watching(Arc<Live>);

#[cfg(feature = "server")]
impl Drop for Watching {
    fn drop(&mut self) {
        self.0.watchers.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One event of a game's stream (this type only describes it, for the OpenAPI document).
#[derive(ToSchema)]
#[allow(dead_code)]
struct ViewEvent {
    /// Always `view`.
    #[schema(pattern = "^view$")]
    event: String,
    /// The game (as `GET /api/games/{key}` gives it), as JSON.
    #[schema(content_media_type = "application/json")]
    data: String,
}

/// The game's view as server-sent events: `view` (a game) now and at every change.
#[cfg(feature = "server")]
#[utoipa::path(get, path = "/games/{key}/events", tag = "games", params(KeyParam),
    responses(
        (status = 200, description = "`event: view` with a game's JSON at every change", content_type = "text/event-stream", body = ViewEvent),
        (status = 404, description = "No game with this key", body = ErrorBody),
    ))]
async fn events(
    State(server): State<Arc<Server>>,
    ApiPath(KeyParam { key }): ApiPath<KeyParam>,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    let g = live(&server, &key)?;
    g.watchers.fetch_add(1, Ordering::Relaxed);
    let rx = g.changed.subscribe();
    let watching = Watching(g);
    let lang = lang::asked();
    let stream = futures_util::stream::unfold(
        (watching, rx, key, true, server),
        move |(w, mut rx, key, first, server)| async move {
            if !first && rx.changed().await.is_err() {
                return None;
            }
            if server.closing.load(Ordering::SeqCst) {
                return None;
            }
            let view = w.0.lock().view();
            let out = GameOut::new_in(key.clone(), view, lang);
            let ev = SseEvent::default()
                .event("view")
                .json_data(&out)
                .unwrap_or_else(|_| SseEvent::default().event("view"));
            Some((Ok(ev), (w, rx, key, false, server)))
        },
    );
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// A saved game not yet finished.
#[derive(Serialize, ToSchema)]
struct SavedGame {
    /// Its number, to resume it with.
    id: i64,
    /// The puzzle.
    #[schema(value_type = wire::PuzzleKind)]
    puzzle: PuzzleKind,
    /// What a person calls the game (`Sliding tiles 4×4`).
    title: String,
    /// The tiles' size (`4x4`; empty for the other puzzles).
    size: String,
    /// The tiles' goal (empty for the other puzzles).
    variant: String,
    /// The level.
    level: String,
    /// Moves played, in the puzzle's metric (the cube's HTM: rotations free).
    moves: u32,
    /// Playing time in milliseconds.
    elapsed_ms: u64,
    /// When it began (milliseconds since the Unix epoch).
    started_at: i64,
    /// When it was last saved (milliseconds since the Unix epoch).
    updated_at: i64,
    /// Playing, solved, or abandoned (started over).
    #[schema(value_type = wire::Status)]
    status: game::Status,
    /// Whether a hint or a demonstration helped (never a best).
    assisted: bool,
}

/// Which saved games.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct SavedQuery {
    /// `unfinished` (the default: to resume), `solved`, or `all` (abandoned ones too).
    #[serde(default)]
    #[param(value_type = Option<wire::Shown>, inline)]
    show: store::Shown,
    /// At most this many, the latest played first (default 100).
    #[serde(default)]
    limit: Option<usize>,
}

/// The games kept, the latest played first: by default those not yet finished, to resume
/// (a game with no move is never saved); the solved, or all of them, when asked.
#[utoipa::path(get, path = "/saved", tag = "saved games", params(SavedQuery),
    responses(
        (status = 200, description = "The games", body = Vec<SavedGame>),
        (status = 400, description = "A query that is none of these", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn saved(
    State(server): State<Arc<Server>>,
    ApiQuery(q): ApiQuery<SavedQuery>,
) -> Result<Json<Vec<SavedGame>>, ApiError> {
    let rows = server
        .store()
        .games(q.show, q.limit.unwrap_or(100).min(10_000))?;
    let puzzles = &server.puzzles;
    Ok(Json(
        rows.into_iter()
            .map(|(id, r)| {
                let moves = puzzles.move_count(&r.record);
                let assisted = r.assisted();
                let v = puzzles.variant(r.record.puzzle, &r.record.variant);
                SavedGame {
                    id,
                    puzzle: r.record.puzzle,
                    title: v
                        .as_ref()
                        .map_or_else(|_| puzzles.title_of(r.record.puzzle, ""), Variant::title),
                    size: v.map(|v| v.key()).unwrap_or_default(),
                    variant: r.record.variant,
                    level: r.record.level,
                    moves,
                    elapsed_ms: r.record.elapsed_ms,
                    started_at: r.started_at,
                    updated_at: r.updated_at,
                    assisted,
                    status: r.status,
                }
            })
            .collect(),
    ))
}

/// A saved game's number, from `GET /api/saved`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
struct IdParam {
    /// The saved game's number (read as text, to say what is wrong with one that is not).
    #[param(value_type = i64)]
    id: String,
}

/// Opens a saved game (the one open already, when a page has it).
#[utoipa::path(post, path = "/saved/{id}/resume", tag = "saved games", params(IdParam),
    responses(
        (status = 200, description = "The game, open already", body = GameOut),
        (status = 201, description = "The game, opened", body = GameOut),
        (status = 400, description = "Not a saved game's number", body = ErrorBody),
        (status = 404, description = "No saved game with this number", body = ErrorBody),
        (status = 422, description = "The saved game is not a game of its puzzle", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn resume(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<(StatusCode, Json<GameOut>), ApiError> {
    let id: i64 = id
        .parse()
        .map_err(|_| ApiError::bad(Message::new("api-not-a-saved-game").arg("id", id.as_str())))?;
    // The game may be open already (a reloaded page): the same one, not a second copy.
    let open = server
        .games()
        .iter()
        .find(|(_, g)| g.lock().id() == Some(id))
        .map(|(k, g)| (k.clone(), g.clone()));
    if let Some((key, g)) = open {
        let view = g.lock().view();
        return Ok((StatusCode::OK, Json(GameOut::new(key, view))));
    }
    let ctrl = Controller::resume(id, &server.puzzles, setup(&server, None))?;
    let view = ctrl.view();
    let key = server.insert(ctrl);
    Ok((StatusCode::CREATED, Json(GameOut::new(key, view))))
}

/// Sets a solve's cancellation flag when the request goes away (the client disconnected).
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// One solve as the web API asks for it.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// The puzzle.
    #[schema(value_type = wire::PuzzleKind)]
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

/// Solves what `req` asks through the one solve pipeline (the command line's): a server's
/// solve, bounded by `limit` (the time asked for, at most the limit) and `budget` (its
/// cancellation flag): the puzzle's door answers within it, falling back on a faster solver
/// rather than answering nothing.
fn solve_request(
    server: &Server,
    req: &SolveRequest,
    limit: Duration,
    budget: Budget,
) -> Result<SolveRecord, ApiError> {
    let variant = server.puzzles.find(req.puzzle).map_err(GameError::from)?;
    let secs = req
        .timeout
        .filter(|t| t.is_finite() && *t > 0.0)
        .map_or(limit.as_secs_f64(), |t| t.min(limit.as_secs_f64()));
    let request = door::SolveRequest {
        options: door::Options::new().with("solver", req.solver.as_deref()),
        timeout: Some(Duration::from_secs_f64(secs)),
        fallback: true,
        threads: search::levels::cores(),
        budget: budget.with_timeout(limit),
        bounded: true,
    };
    let position = Position {
        state: req.state.clone(),
        goal: req.goal.clone(),
    };
    let mut answers = variant
        .solve_all(&request, &[position], &server.tables, &door::InTurn)
        .map_err(GameError::from)?;
    match answers.pop() {
        Some(Ok(record)) => Ok(record),
        Some(Err(refused)) => Err(GameError::from(refused.error).into()),
        None => Err(ApiError::internal("no answer")),
    }
}

/// Solves a position with the command line's solvers (`Accept: text/event-stream` for
/// progress events, then `result` or `error`).
#[utoipa::path(post, path = "/solve", tag = "solving", request_body = SolveRequest,
    responses(
        (status = 200, description = "The solution, as `solve --format json` prints it", body = wire::SolveRecord),
        (status = 400, description = "A bad position, goal or solver", body = ErrorBody),
        (status = 422, description = "Nothing found within the time limit", body = ErrorBody),
        (status = 503, description = "Every solver is busy (`Retry-After`)", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
    ))]
async fn solve(
    State(server): State<Arc<Server>>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Response, ApiError> {
    let Ok(permit) = server.solves.clone().try_acquire_owned() else {
        return Err(ApiError::new(ErrorKind::Busy, Message::new("api-busy")).retry_after(1));
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let guard = CancelOnDrop(cancel.clone());
    let budget = Budget::unlimited().with_cancel(cancel);
    let limit = server.max_solve;
    #[cfg(not(feature = "server"))]
    {
        // A host without threads solves at once, and answers the record (no events).
        let _ = (&headers, permit);
        let rec = solve_request(&server, &req, limit, budget);
        drop(guard);
        Ok(Json(rec?).into_response())
    }
    #[cfg(feature = "server")]
    solve_on_a_thread(server, headers, req, permit, guard, limit, budget).await
}

/// A solve on a thread of its own at a lower priority: its record, or its events.
#[cfg(feature = "server")]
async fn solve_on_a_thread(
    server: Arc<Server>,
    headers: HeaderMap,
    req: SolveRequest,
    permit: tokio::sync::OwnedSemaphorePermit,
    guard: CancelOnDrop,
    limit: Duration,
    budget: Budget,
) -> Result<Response, ApiError> {
    let on = server.clone();
    let job = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        super::in_background(move || solve_request(&on, &req, limit, budget))
    });
    let wants_events = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/event-stream"));
    if wants_events {
        return Ok(solve_events(job, guard, limit, lang::asked()).into_response());
    }
    let rec = job.await.map_err(ApiError::internal)??;
    drop(guard);
    Ok(Json(rec).into_response())
}

#[cfg(feature = "server")]
type SolveJob = tokio::task::JoinHandle<Result<SolveRecord, ApiError>>;

/// A solve as server-sent events: `progress` every quarter second (`{"elapsed_ms",
/// "limit_ms"}`), then `result` (the record) or `error` (the API error's body). Closing
/// the stream cancels the solve.
#[cfg(feature = "server")]
fn solve_events(
    job: SolveJob,
    guard: CancelOnDrop,
    limit: Duration,
    lang: Option<Lang>,
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
                    Ok(Err(e)) => SseEvent::default().event("error").json_data(e.body_in(lang)),
                    Err(e) => SseEvent::default().event("error").json_data(ApiError::internal(e).body()),
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

/// A position that can be played.
#[derive(Serialize, ToSchema)]
struct Verdict {
    /// Always true (an invalid position is a 400 that says why).
    valid: bool,
    /// The position, normalised.
    state: String,
    /// The tiles' goal (none for the other puzzles).
    goal: Option<String>,
    /// Whether it is solved already.
    solved: bool,
}

/// Checks a position (and, for tiles, a goal): solvable, or exactly why not.
#[utoipa::path(post, path = "/validate", tag = "solving", request_body = SolveRequest,
    responses(
        (status = 200, description = "The position can be played", body = Verdict),
        (status = 400, description = "Why it cannot: the piece, the tile, the token", body = ErrorBody),
    ))]
async fn validate(
    State(server): State<Arc<Server>>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<Verdict>, ApiError> {
    let standard = server.puzzles.find(req.puzzle).map_err(GameError::from)?;
    let variant = match &req.goal {
        Some(g) => standard.with_goal(g).map_err(GameError::from)?,
        // The standard goal of the position's own size.
        None => standard.for_start(&req.state),
    };
    let mut s = variant.new_session();
    s.set_position(&req.state)?;
    Ok(Json(Verdict {
        valid: true,
        state: s.state_text(),
        goal: variant.has_goals().then(|| variant.record_text()),
        solved: s.is_solved(),
    }))
}

/// Which statistics.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct StatsQuery {
    /// One puzzle's only (every puzzle's when omitted).
    #[param(value_type = Option<wire::PuzzleKind>)]
    puzzle: Option<PuzzleKind>,
}

/// Statistics per puzzle and level: played, solved, best time, fewest moves.
#[utoipa::path(get, path = "/stats", tag = "saved games", params(StatsQuery),
    responses(
        (status = 200, description = "One line per puzzle and level", body = Vec<wire::LevelStats>),
        (status = 400, description = "An unknown puzzle", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn stats(
    State(server): State<Arc<Server>>,
    ApiQuery(q): ApiQuery<StatsQuery>,
) -> Result<Json<Vec<store::LevelStats>>, ApiError> {
    let puzzle = match q.puzzle {
        Some(p) => Some(server.puzzles.find(p).map_err(GameError::from)?.kind()),
        None => None,
    };
    Ok(Json(server.store().stats(puzzle)?))
}

/// Every game, to keep or to import elsewhere.
#[utoipa::path(get, path = "/export", tag = "saved games",
    responses(
        (status = 200, description = "Every game", body = wire::Export),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn export(State(server): State<Arc<Server>>) -> Result<Json<Export>, ApiError> {
    Ok(Json(server.store().export()?))
}

/// What an import did.
#[derive(Serialize, ToSchema)]
struct Imported {
    /// Games in the export (none in a csTimer file).
    games: usize,
    /// Games that were new.
    added: usize,
    /// Games brought up to date.
    updated: usize,
    /// Games already here.
    unchanged: usize,
    /// Sessions that were new.
    sessions_added: usize,
    /// Solves that were new.
    solves_added: usize,
    /// Solves that were already here.
    solves_unchanged: usize,
    /// The bad entries of a csTimer file left out (with `?skip_bad=true`), each said.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    skipped: Vec<String>,
}

/// How an import takes a csTimer file with bad entries.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
struct ImportOptions {
    /// `true`: add a csTimer file's good entries and list the bad ones left out; by default
    /// a file with bad entries adds nothing and names each.
    #[serde(default)]
    skip_bad: bool,
}

/// Adds a puzzlebox export (every game validated first: a damaged one refuses all) or a
/// csTimer export (its sessions and solves), told apart by content, never twice.
#[utoipa::path(post, path = "/import", tag = "saved games", params(ImportOptions),
    request_body(content = Object, description = "A puzzlebox export (`wire::Export`) or a csTimer export"),
    responses(
        (status = 200, description = "What was added", body = Imported),
        (status = 400, description = "A damaged export, or a csTimer file's bad entries, each named", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn import(
    State(server): State<Arc<Server>>,
    ApiQuery(options): ApiQuery<ImportOptions>,
    ApiJson(body): ApiJson<serde_json::Value>,
) -> Result<Json<Imported>, ApiError> {
    if practice::cstimer::looks_like(&body) {
        return import_cstimer(&server, &body, options.skip_bad);
    }
    let export: Export = serde_json::from_value(body).map_err(|e| {
        ApiError::new(
            ErrorKind::BadJson,
            Message::new("api-not-an-export").arg("detail", e.to_string()),
        )
    })?;
    let r = server.store().import(&export)?;
    Ok(Json(Imported {
        games: export.games.len(),
        added: r.added,
        updated: r.updated,
        unchanged: r.unchanged,
        sessions_added: r.sessions_added,
        solves_added: r.solves_added,
        solves_unchanged: r.solves_unchanged,
        skipped: Vec::new(),
    }))
}

/// A csTimer file's sessions added: none when it has bad entries (each named), unless
/// `skip_bad`.
fn import_cstimer(
    server: &Server,
    body: &serde_json::Value,
    skip_bad: bool,
) -> Result<Json<Imported>, ApiError> {
    let (sessions, bad) = practice::cstimer::read(&server.puzzles, body);
    let said: Vec<Message> = bad.iter().map(Localize::message).collect();
    if !bad.is_empty() && !skip_bad {
        let m = Message::new("api-bad-entries")
            .arg("count", bad.len())
            .joined("entries", &said);
        return Err(ApiError::new(ErrorKind::BadInput, m));
    }
    let r = server.store().import_cstimer(&sessions)?;
    let lang = lang::asked();
    Ok(Json(Imported {
        games: 0,
        added: 0,
        updated: 0,
        unchanged: 0,
        sessions_added: r.sessions_added,
        solves_added: r.solves_added,
        solves_unchanged: r.solves_unchanged,
        skipped: said
            .iter()
            .map(|m| m.text(lang.unwrap_or(Lang::En)))
            .collect(),
    }))
}
