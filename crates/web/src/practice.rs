//! The practice API: sessions and their solves (made, renamed, made current, merged, split,
//! deleted; penalties and comments), a session's figures (every average, current and
//! best), csTimer's files, a saved game deleted, and the timer for a real puzzle.
//!
//! Each route maps its request to a call of the storage door ([`store::Store`]) or of the
//! practice timer ([`practice::Practice`]), whose rules are theirs: the page sends each
//! press and release with the time on its own clock, and draws the phase it is told.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use game::{GameError, PuzzleKind};
use messages::Message;
use practice::timer::{Practice, Timer, TimerFor, TimerView, HOLD_MS};
use practice::{Chart, Mode, Penalty, SessionInfo, SessionKind, SessionStats, Solve};
use serde::{Deserialize, Serialize};
use store::Ports;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::error::{ApiError, ApiJson, ApiPath, ApiQuery, ErrorBody, ErrorKind, ObjectOnly};
use super::{wire, Server};
use game::controller::lock;

/// The practice routes (paths relative to `/api`).
pub fn routes() -> OpenApiRouter<Arc<Server>> {
    OpenApiRouter::new()
        .routes(routes!(list_sessions, create_session))
        .routes(routes!(read_session, change_session, delete_session))
        .routes(routes!(merge_session))
        .routes(routes!(split_session))
        .routes(routes!(session_solves))
        .routes(routes!(session_page))
        .routes(routes!(session_chart))
        .routes(routes!(session_cases))
        .routes(routes!(session_history))
        .routes(routes!(export_practice))
        .routes(routes!(change_solve, delete_solve))
        .routes(routes!(solve_scramble))
        .routes(routes!(delete_saved))
        .routes(routes!(open_timer))
        .routes(routes!(read_timer, close_timer))
        .routes(routes!(timer_event))
}

/// A number in a path, read as text to say what is wrong with one that is not.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
struct IdParam {
    /// The number (a session's, a solve's or a saved game's).
    #[param(value_type = i64)]
    id: String,
}

fn number(id: &str, what: &'static str) -> Result<i64, ApiError> {
    id.parse().map_err(|_| {
        ApiError::bad(
            Message::new("api-not-a-number")
                .arg("what", Message::new(what))
                .arg("id", id),
        )
    })
}

/// Every session, oldest first.
#[utoipa::path(get, path = "/sessions", tag = "practice",
    responses(
        (status = 200, description = "The sessions", body = Vec<wire::SessionListed>),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn list_sessions(State(server): State<Arc<Server>>) -> Result<Json<Vec<Listed>>, ApiError> {
    let lang = crate::lang::asked().unwrap_or(messages::Lang::En);
    let listed = server
        .store()
        .sessions()?
        .into_iter()
        .map(|info| Listed {
            title: practice::cstimer::event_label(&info.kind.puzzle).map(|m| m.text(lang)),
            info,
        })
        .collect();
    Ok(Json(listed))
}

/// A session as the list shows it ([`wire::SessionListed`]).
#[derive(Serialize)]
struct Listed {
    #[serde(flatten)]
    info: SessionInfo,
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<String>,
}

/// A session to make.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct NewSession {
    /// Its name (unique).
    name: String,
    /// Its puzzle.
    #[schema(value_type = wire::PuzzleKind)]
    puzzle: PuzzleKind,
    /// The tiles' size (`4x4`; 3×3 when omitted); none for the other puzzles.
    #[serde(default)]
    size: Option<String>,
    /// On the screen or with the timer (on the screen when omitted).
    #[serde(default)]
    #[schema(value_type = Option<wire::Mode>)]
    mode: Option<Mode>,
}

/// Makes a session; it becomes the current one of its kind.
#[utoipa::path(post, path = "/sessions", tag = "practice", request_body = NewSession,
    responses(
        (status = 201, description = "The session", body = wire::SessionInfo),
        (status = 400, description = "A name empty or taken, a bad size", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn create_session(
    State(server): State<Arc<Server>>,
    ApiJson(req): ApiJson<NewSession>,
) -> Result<(StatusCode, Json<SessionInfo>), ApiError> {
    let mode = req.mode.unwrap_or(Mode::Screen);
    let kind = SessionKind::for_puzzle(&server.puzzles, req.puzzle, req.size.as_deref(), mode)?;
    let s = server.store().create_session(&req.name, &kind)?;
    Ok((StatusCode::CREATED, Json(s)))
}

/// A session's figures: every average of its times, current and best (milliseconds,
/// `null` for none, `"DNF"`), of its moves and turns per second.
#[utoipa::path(get, path = "/sessions/{id}", tag = "practice", params(IdParam),
    responses(
        (status = 200, description = "The session and its figures", body = wire::SessionStats),
        (status = 400, description = "Not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn read_session(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<Json<SessionStats>, ApiError> {
    let id = number(&id, "api-what-session")?;
    Ok(Json(server.store().session_stats(id)?))
}

/// A change to a session.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct SessionChange {
    /// A new name.
    #[serde(default)]
    name: Option<String>,
    /// `true`: make it the current session of its kind.
    #[serde(default)]
    current: Option<bool>,
}

/// Renames a session, or makes it the current one of its kind.
#[utoipa::path(patch, path = "/sessions/{id}", tag = "practice", params(IdParam),
    request_body = SessionChange,
    responses(
        (status = 200, description = "The session", body = wire::SessionInfo),
        (status = 400, description = "A name empty or taken; not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn change_session(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiJson(ObjectOnly(change)): ApiJson<ObjectOnly<SessionChange>>,
) -> Result<Json<SessionInfo>, ApiError> {
    let id = number(&id, "api-what-session")?;
    let store = server.store();
    let mut s = store.session(id)?;
    if let Some(name) = &change.name {
        s = store.rename_session(id, name)?;
    }
    if change.current == Some(true) {
        s = store.use_session(id)?;
    }
    Ok(Json(s))
}

/// Deletes a session and its solves.
#[utoipa::path(delete, path = "/sessions/{id}", tag = "practice", params(IdParam),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "Not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn delete_session(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<StatusCode, ApiError> {
    let id = number(&id, "api-what-session")?;
    server.store().delete_session(id)?;
    Ok(StatusCode::NO_CONTENT)
}

/// Where a merge goes.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct MergeInto {
    /// The session the solves go into (of the same kind).
    into: i64,
}

/// Moves every solve of a session into another of its kind, and deletes it.
#[utoipa::path(post, path = "/sessions/{id}/merge", tag = "practice", params(IdParam),
    request_body = MergeInto,
    responses(
        (status = 200, description = "The session merged into", body = wire::SessionInfo),
        (status = 400, description = "Into itself, or of another kind", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn merge_session(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiJson(req): ApiJson<MergeInto>,
) -> Result<Json<SessionInfo>, ApiError> {
    let id = number(&id, "api-what-session")?;
    Ok(Json(server.store().merge_sessions(id, req.into)?))
}

/// Where a split goes.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct SplitAt {
    /// The solve that begins the new session (it and every later one move).
    at: i64,
    /// The new session's name.
    name: String,
}

/// Splits a session at a solve: it and every later one go to a new session.
#[utoipa::path(post, path = "/sessions/{id}/split", tag = "practice", params(IdParam),
    request_body = SplitAt,
    responses(
        (status = 201, description = "The new session", body = wire::SessionInfo),
        (status = 400, description = "A solve of another session; a name empty or taken", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn split_session(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiJson(req): ApiJson<SplitAt>,
) -> Result<(StatusCode, Json<SessionInfo>), ApiError> {
    let id = number(&id, "api-what-session")?;
    let s = server.store().split_session(id, req.at, &req.name)?;
    Ok((StatusCode::CREATED, Json(s)))
}

/// How many of the latest.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct Last {
    /// Only the latest N (all when omitted).
    last: Option<usize>,
}

/// A session's solves, oldest first.
#[utoipa::path(get, path = "/sessions/{id}/solves", tag = "practice", params(IdParam, Last),
    responses(
        (status = 200, description = "The solves", body = Vec<wire::Solve>),
        (status = 400, description = "Not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn session_solves(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiQuery(q): ApiQuery<Last>,
) -> Result<Json<Vec<Solve>>, ApiError> {
    let id = number(&id, "api-what-session")?;
    let store = server.store();
    store.session(id)?;
    let solves = match q.last {
        Some(n) => store.latest_solves(id, n)?,
        None => store.solves(id)?,
    };
    Ok(Json(solves))
}

/// Where a page of solves starts and how long it is.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct PageQuery {
    /// How many of the newest solves come before the page (0 when omitted).
    #[serde(default)]
    offset: usize,
    /// How many solves the page holds, at most 500 (50 when omitted).
    limit: Option<usize>,
}

/// A page of a session's solves, the newest first, with how many it holds in all.
#[utoipa::path(get, path = "/sessions/{id}/page", tag = "practice", params(IdParam, PageQuery),
    responses(
        (status = 200, description = "The page", body = wire::SolvesPage),
        (status = 400, description = "Not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn session_page(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> Result<Json<store::SolvesPage>, ApiError> {
    let id = number(&id, "api-what-session")?;
    let store = server.store();
    store.session(id)?;
    let limit = q.limit.unwrap_or(50).min(500);
    Ok(Json(store.solves_page(id, q.offset, limit)?))
}

/// Whose days.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct DaysQuery {
    /// How many minutes the player's clock is ahead of UTC (China: 480; New York: -300):
    /// the days are theirs (UTC when omitted). At most 14 hours either way.
    #[serde(default)]
    utc_offset_min: i32,
}

/// A session's history: each figure's best as it improved (single, ao5, ao12, ao100:
/// every result that beat the best before it, with its solve and date), and its solves per
/// day.
#[utoipa::path(get, path = "/sessions/{id}/history", tag = "practice", params(IdParam, DaysQuery),
    responses(
        (status = 200, description = "The history", body = wire::History),
        (status = 400, description = "Not a session's number; an offset beyond 14 hours", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn session_history(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiQuery(q): ApiQuery<DaysQuery>,
) -> Result<Json<practice::History>, ApiError> {
    let id = number(&id, "api-what-session")?;
    if q.utc_offset_min.abs() > 14 * 60 {
        return Err(ApiError::bad(
            Message::new("api-bad-utc-offset").arg("minutes", q.utc_offset_min),
        ));
    }
    Ok(Json(server.store().session_history(id, q.utc_offset_min)?))
}

/// The formats a session is exported in: csTimer's own.
#[derive(Clone, Copy, Debug, Default, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum ExportFormat {
    /// csTimer's JSON (its "Export to file"), every session or one.
    #[default]
    Cstimer,
    /// csTimer's CSV of one session's solves.
    Csv,
}

/// What to export.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct ExportQuery {
    /// `cstimer` (the default) or `csv`.
    #[serde(default)]
    #[param(inline)]
    format: ExportFormat,
    /// The session's number: that session alone (`csv` needs one); every session when
    /// omitted.
    session: Option<String>,
}

/// The sessions as csTimer writes them, to keep or to import into csTimer: its JSON (every
/// session, or one) or the CSV of one session. A download (`Content-Disposition`).
#[utoipa::path(get, path = "/export/practice", tag = "practice", params(ExportQuery),
    responses(
        (status = 200, description = "csTimer's JSON, or a CSV", content(
            (Object = "application/json"),
            (String = "text/csv"),
        )),
        (status = 400, description = "An unknown format; a CSV without a session", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn export_practice(
    State(server): State<Arc<Server>>,
    ApiQuery(q): ApiQuery<ExportQuery>,
) -> Result<axum::response::Response, ApiError> {
    use axum::http::header;
    use axum::response::IntoResponse;
    let store = server.store();
    let one = match &q.session {
        Some(id) => Some(store.session(number(id, "api-what-session")?)?),
        None => None,
    };
    let mut sessions = store.cstimer_sessions()?;
    if let Some(s) = &one {
        sessions.retain(|x| x.name == s.name);
    }
    let stem = one.as_ref().map_or("puzzlebox-sessions".to_string(), |s| {
        format!("puzzlebox-session-{}", s.id)
    });
    let (body, kind, ext) = match q.format {
        ExportFormat::Cstimer => {
            let v = practice::cstimer::write(&server.puzzles, &sessions);
            (v.to_string(), "application/json", "json")
        }
        ExportFormat::Csv if one.is_none() => {
            return Err(ApiError::bad(Message::new("api-csv-needs-session")));
        }
        ExportFormat::Csv => {
            let solves = sessions
                .into_iter()
                .next()
                .map(|x| x.solves)
                .unwrap_or_default();
            (
                practice::cstimer::csv(&solves),
                "text/csv; charset=utf-8",
                "csv",
            )
        }
    };
    // A download, named (RFC 6266).
    let disposition = format!("{how}; filename=\"{stem}.{ext}\"", how = "attachment");
    Ok((
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}

/// A solve's scramble with the position it makes, for its puzzle's module to draw (the
/// position is empty where puzzlebox does not model the event or cannot read the scramble).
#[utoipa::path(get, path = "/solves/{id}/scramble", tag = "practice", params(IdParam),
    responses(
        (status = 200, description = "The scramble and its position", body = wire::Scramble),
        (status = 400, description = "Not a solve's number", body = ErrorBody),
        (status = 404, description = "No such solve", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn solve_scramble(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<Json<door::Scramble>, ApiError> {
    let id = number(&id, "api-what-solve")?;
    let store = server.store();
    let solve = store.solve(id)?;
    let kind = store.session_of_solve(id)?.kind;
    let state = match (kind.ours(&server.puzzles), solve.scramble.trim()) {
        (Some(v), text) if !text.is_empty() => v.scramble_position(text).unwrap_or_default(),
        _ => String::new(),
    };
    Ok(Json(door::Scramble {
        text: solve.scramble,
        state,
    }))
}

/// A session's chart: its latest counted results (penalties in), with the ao5 and ao12
/// ending at each and their turns per second.
#[utoipa::path(get, path = "/sessions/{id}/chart", tag = "practice", params(IdParam, Last),
    responses(
        (status = 200, description = "The chart's series", body = wire::Chart),
        (status = 400, description = "Not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn session_chart(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiQuery(q): ApiQuery<Last>,
) -> Result<Json<Chart>, ApiError> {
    let id = number(&id, "api-what-session")?;
    let store = server.store();
    store.session(id)?;
    Ok(Json(store.session_chart(id, q.last.unwrap_or(usize::MAX))?))
}

/// A session by part: a trainer's by case (the cube's PLL and OLL trainers), a tiles'
/// series' by board size (each board's split): each one's count, mean, best single and
/// current ao5 and ao12; empty for any other session.
#[utoipa::path(get, path = "/sessions/{id}/cases", tag = "practice", params(IdParam),
    responses(
        (status = 200, description = "Each case's figures", body = Vec<wire::CaseStats>),
        (status = 400, description = "Not a session's number", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn session_cases(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<Json<Vec<practice::CaseStats>>, ApiError> {
    let id = number(&id, "api-what-session")?;
    let store = server.store();
    let kind = store.session(id)?.kind;
    let Some(variant) = kind.ours(&server.puzzles) else {
        return Ok(Json(Vec::new()));
    };
    Ok(Json(store.session_cases(id, &variant)?))
}

/// A change to a solve.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct SolveChange {
    /// `ok` (none: takes a penalty back), `+2` or `DNF`.
    #[serde(default)]
    #[schema(value_type = Option<wire::Penalty>)]
    penalty: Option<Penalty>,
    /// A comment.
    #[serde(default)]
    comment: Option<String>,
}

/// Marks a solve's penalty (`ok` takes it back) or sets its comment.
#[utoipa::path(patch, path = "/solves/{id}", tag = "practice", params(IdParam),
    request_body = SolveChange,
    responses(
        (status = 200, description = "The solve", body = wire::Solve),
        (status = 400, description = "Not a solve's number; a penalty not `ok`, `+2`, `DNF`; a comment too long or with a control character", body = ErrorBody),
        (status = 404, description = "No such solve", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn change_solve(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
    ApiJson(ObjectOnly(change)): ApiJson<ObjectOnly<SolveChange>>,
) -> Result<Json<Solve>, ApiError> {
    let id = number(&id, "api-what-solve")?;
    let store = server.store();
    let mut s = store.solve(id)?;
    // The comment first: a comment refused changes nothing.
    if let Some(c) = &change.comment {
        s = store.set_comment(id, c)?;
    }
    if let Some(p) = change.penalty {
        s = store.set_penalty(id, p)?;
    }
    Ok(Json(s))
}

/// Deletes a solve.
#[utoipa::path(delete, path = "/solves/{id}", tag = "practice", params(IdParam),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "Not a solve's number", body = ErrorBody),
        (status = 404, description = "No such solve", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn delete_solve(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<StatusCode, ApiError> {
    let id = number(&id, "api-what-solve")?;
    server.store().delete_solve(id)?;
    Ok(StatusCode::NO_CONTENT)
}

/// Deletes a saved game not yet finished (a page that has it open keeps playing it
/// unsaved until its next move saves it again).
#[utoipa::path(delete, path = "/saved/{id}", tag = "saved games", params(IdParam),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "Not a saved game's number", body = ErrorBody),
        (status = 404, description = "No saved game with this number", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn delete_saved(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<StatusCode, ApiError> {
    let id = number(&id, "api-what-saved-game")?;
    // A game open in memory lets go first, so that it does not save itself back.
    let open: Vec<String> = server
        .games()
        .iter()
        .filter(|(_, g)| g.lock().id() == Some(id))
        .map(|(k, _)| k.clone())
        .collect();
    for k in open {
        server.remove(&k);
    }
    server.store().delete_saved(id)?;
    Ok(StatusCode::NO_CONTENT)
}

/// A timer to open.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct NewTimer {
    /// The puzzle (its current timer session, made when none); or give `session`.
    #[serde(default)]
    #[schema(value_type = Option<wire::PuzzleKind>)]
    puzzle: Option<PuzzleKind>,
    /// The tiles' size (`4x4`; 3×3 when omitted).
    #[serde(default)]
    size: Option<String>,
    /// A timer session to time into (it becomes the current one of its kind).
    #[serde(default)]
    session: Option<i64>,
    /// Whether solves start with WCA inspection (15 s).
    #[serde(default)]
    inspection: bool,
    /// The seed of the scrambles (random when omitted).
    #[serde(default)]
    seed: Option<u64>,
}

/// A timer as the API returns it: its key and what it shows.
#[derive(Serialize, ToSchema)]
struct TimerOut {
    /// The key to address it with.
    key: String,
    /// What it shows.
    #[serde(flatten)]
    #[schema(value_type = wire::TimerView)]
    view: TimerView,
}

/// Opens a timer for a real puzzle, with its first scramble.
#[utoipa::path(post, path = "/timers", tag = "practice", request_body = NewTimer,
    responses(
        (status = 201, description = "The timer", body = TimerOut),
        (status = 400, description = "A bad size; a session not of the timer", body = ErrorBody),
        (status = 404, description = "No such session", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn open_timer(
    State(server): State<Arc<Server>>,
    ApiJson(ObjectOnly(req)): ApiJson<ObjectOnly<NewTimer>>,
) -> Result<(StatusCode, Json<TimerOut>), ApiError> {
    let variant = match req.puzzle {
        Some(p) => {
            let standard = server.puzzles.find(p).map_err(GameError::from)?;
            Some(match req.size.as_deref() {
                Some(size) => standard.of_size(size).map_err(GameError::from)?,
                None => standard.clone(),
            })
        }
        None => None,
    };
    let open = TimerFor {
        session: req.session,
        variant,
    };
    let solves = Ports::solves(&server.store);
    let (puzzles, tables) = (server.puzzles.clone(), server.tables.clone());
    let timer = Timer::new(req.inspection, HOLD_MS);
    let seed = req.seed;
    // A first scramble may load tables: off the async threads.
    let p = blocking(move || {
        Practice::new(open, &puzzles, timer, solves, tables, seed).map_err(ApiError::from)
    })
    .await?;
    let view = p.view()?;
    let key = server.insert_timer(p);
    Ok((StatusCode::CREATED, Json(TimerOut { key, view })))
}

/// Runs `work` off the async threads (a scramble may load tables; the store is locked).
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    super::blocking(work).await?
}

/// A timer's key.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
struct TimerKey {
    /// The timer's key, from `POST /api/timers`.
    key: String,
}

fn timer_of(server: &Server, key: &str) -> Result<Arc<std::sync::Mutex<Practice>>, ApiError> {
    server.timer(key).ok_or_else(|| {
        ApiError::new(
            ErrorKind::NotFound,
            Message::new("api-no-timer").arg("key", key),
        )
    })
}

/// What a timer shows now.
#[utoipa::path(get, path = "/timers/{key}", tag = "practice", params(TimerKey),
    responses(
        (status = 200, description = "The timer", body = TimerOut),
        (status = 404, description = "No such timer", body = ErrorBody),
    ))]
async fn read_timer(
    State(server): State<Arc<Server>>,
    ApiPath(TimerKey { key }): ApiPath<TimerKey>,
) -> Result<Json<TimerOut>, ApiError> {
    let t = timer_of(&server, &key)?;
    let view = lock(&t).view()?;
    Ok(Json(TimerOut { key, view }))
}

/// Lets a timer go (its solves are saved already).
#[utoipa::path(delete, path = "/timers/{key}", tag = "practice", params(TimerKey),
    responses(
        (status = 204, description = "Closed"),
        (status = 404, description = "No such timer", body = ErrorBody),
    ))]
async fn close_timer(
    State(server): State<Arc<Server>>,
    ApiPath(TimerKey { key }): ApiPath<TimerKey>,
) -> Result<StatusCode, ApiError> {
    timer_of(&server, &key)?;
    server.remove_timer(&key);
    Ok(StatusCode::NO_CONTENT)
}

/// What happened at the timer.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
enum TimerEventKind {
    /// A key or a touch went down (stops a running timer).
    Press,
    /// It came up (starts inspection, or the solve after a long enough hold).
    Release,
    /// Back to idle, nothing timed.
    Cancel,
    /// Another scramble.
    Skip,
    /// Inspection on or off (`on`).
    Inspection,
}

/// An event at the timer, at a time on the page's own clock.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct TimerEvent {
    /// What happened.
    event: TimerEventKind,
    /// When, in milliseconds on the page's clock (any origin: only differences count).
    #[serde(default)]
    at: i64,
    /// For `inspection`: on or off.
    #[serde(default)]
    on: Option<bool>,
}

/// Tells a timer what happened; a press that stops it saves the solve (in `last`) and
/// draws the next scramble.
#[utoipa::path(post, path = "/timers/{key}/events", tag = "practice", params(TimerKey),
    request_body = TimerEvent,
    responses(
        (status = 200, description = "The timer", body = TimerOut),
        (status = 404, description = "No such timer", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn timer_event(
    State(server): State<Arc<Server>>,
    ApiPath(TimerKey { key }): ApiPath<TimerKey>,
    ApiJson(ev): ApiJson<TimerEvent>,
) -> Result<Json<TimerOut>, ApiError> {
    let t = timer_of(&server, &key)?;
    let view = blocking(move || -> Result<TimerView, ApiError> {
        let mut p = lock(&t);
        match ev.event {
            TimerEventKind::Press => {
                p.press(ev.at)?;
            }
            TimerEventKind::Release => p.release(ev.at),
            TimerEventKind::Cancel => p.cancel(),
            TimerEventKind::Skip => p.skip_scramble()?,
            TimerEventKind::Inspection => p.set_inspection(ev.on.unwrap_or(true)),
        }
        Ok(p.view()?)
    })
    .await?;
    Ok(Json(TimerOut { key, view }))
}
