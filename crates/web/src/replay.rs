//! Replays: a saved game, or one a share link carries (its start and timeline), played
//! back — every action with its time and the board after it — with the solve's stages.
//! The page draws the frames at the pace it chooses; the rules (what each action made, the
//! stages) are practice's ([`practice::replay`]).

use std::sync::Arc;

use axum::extract::State;
use axum::Json;
use game::timeline::Timeline;
use game::{BoardView, GameError, PuzzleKind, Puzzles, SessionRecord};
use messages::Lang;
use practice::replay::Frame;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::error::{ApiError, ApiJson, ApiPath, ErrorBody};
use super::{lang, wire, Server};

/// The replay routes (paths relative to `/api`).
pub fn routes() -> OpenApiRouter<Arc<Server>> {
    OpenApiRouter::new()
        .routes(routes!(saved_replay))
        .routes(routes!(shared_replay))
}

/// One stage of a solve.
#[derive(Serialize, ToSchema)]
struct StageOut {
    /// Its name in English (`yellow cross`, `pair 1`, `row 1`, `ring 3`).
    name: String,
    /// Its name in the language asked for (`?lang=zh`), else in English.
    label: String,
    /// Its moves, in the puzzle's notation.
    moves: String,
    /// They counted in the puzzle's metric.
    count: u32,
    /// Its time, its pause included (null for a game saved without times).
    ms: Option<u64>,
    /// The pause before its first move.
    pause_ms: Option<u64>,
    /// Moves a second over its time.
    tps: Option<f64>,
}

/// A game to watch back.
#[derive(Serialize, ToSchema)]
struct ReplayOut {
    /// The puzzle.
    #[schema(value_type = wire::PuzzleKind)]
    puzzle: PuzzleKind,
    /// What it is played on (the tiles' goal), as saved.
    variant: String,
    /// The start position, in the puzzle's notation.
    start: String,
    /// Every action with its time (what a share link carries).
    timeline: String,
    /// Whether each action's time is known (not for a game saved before times were kept:
    /// its moves are spread evenly over its time).
    timed: bool,
    /// The game's time, in milliseconds.
    ms: u64,
    /// Whether it ends solved.
    solved: bool,
    /// The start, drawn.
    #[schema(value_type = wire::BoardView)]
    start_board: BoardView,
    /// Every action and the board after it.
    #[schema(value_type = Vec<wire::Frame>)]
    frames: Vec<Frame>,
    /// The final line of moves.
    moves: String,
    /// The solve's stages (none for a game not solved).
    stages: Vec<StageOut>,
}

impl ReplayOut {
    /// The replay of `record`, the stages' names in `lang` (English when none).
    fn of(
        puzzles: &Puzzles,
        record: &SessionRecord,
        lang: Option<Lang>,
    ) -> Result<ReplayOut, ApiError> {
        let r = practice::replay::of(puzzles, record)?;
        let stages = r
            .stages
            .iter()
            .map(|s| StageOut {
                name: s.label.english(),
                label: lang.map_or_else(|| s.label.english(), |l| s.label.text(l)),
                moves: s.moves.join(" "),
                count: s.count,
                ms: s.ms,
                pause_ms: s.pause_ms,
                tps: s.tps().map(|t| (t * 100.0).round() / 100.0),
            })
            .collect();
        Ok(ReplayOut {
            puzzle: r.puzzle,
            variant: record.variant.clone(),
            start: record.start.clone(),
            timeline: record.timeline.clone(),
            timed: r.timed,
            ms: r.ms,
            solved: r.solved,
            start_board: r.start,
            frames: r.frames,
            moves: r.line.join(" "),
            stages,
        })
    }
}

/// A saved game's number.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
struct IdParam {
    /// The saved game's number (finished or not; from `GET /api/saved`), or its export
    /// uid (a solve's `game`).
    id: String,
}

/// A saved game played back, finished or not.
#[utoipa::path(get, path = "/saved/{id}/replay", tag = "saved games", params(IdParam),
    responses(
        (status = 200, description = "The replay", body = ReplayOut),
        (status = 404, description = "No saved game with this number or uid", body = ErrorBody),
        (status = 422, description = "The saved game is not a game of its puzzle", body = ErrorBody),
        (status = 500, description = "The saved games are unavailable", body = ErrorBody),
    ))]
async fn saved_replay(
    State(server): State<Arc<Server>>,
    ApiPath(IdParam { id }): ApiPath<IdParam>,
) -> Result<Json<ReplayOut>, ApiError> {
    let (_, row) = server.store().find_game(&id)?;
    let lang = lang::asked();
    let puzzles = server.puzzles.clone();
    let out = super::blocking(move || ReplayOut::of(&puzzles, &row.record, lang)).await??;
    Ok(Json(out))
}

/// A replay a share link carries.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
struct SharedReplay {
    /// The puzzle.
    #[schema(value_type = wire::PuzzleKind)]
    puzzle: PuzzleKind,
    /// What it is played on (the tiles' goal; empty for the standard one).
    #[serde(default)]
    variant: String,
    /// The start position.
    start: String,
    /// Every action with its time: `1200:R 1650:U' 2400:undo …`.
    timeline: String,
}

/// A shared replay played back (its moves are what its timeline makes).
#[utoipa::path(post, path = "/replays", tag = "saved games", request_body = SharedReplay,
    responses(
        (status = 200, description = "The replay", body = ReplayOut),
        (status = 400, description = "A position, goal or timeline that is not right", body = ErrorBody),
    ))]
async fn shared_replay(
    State(server): State<Arc<Server>>,
    ApiJson(req): ApiJson<SharedReplay>,
) -> Result<Json<ReplayOut>, ApiError> {
    let timeline = Timeline::parse(&req.timeline).map_err(GameError::Timeline)?;
    let (moves, cursor) = timeline.outcome().map_err(GameError::Timeline)?;
    let record = SessionRecord {
        puzzle: req.puzzle,
        start: req.start,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        cursor,
        variant: req.variant,
        level: "custom".into(),
        hints: 0,
        demos: 0,
        elapsed_ms: timeline.0.last().map_or(0, |s| s.ms),
        timeline: req.timeline,
    };
    let lang = lang::asked();
    let puzzles = server.puzzles.clone();
    let out = super::blocking(move || ReplayOut::of(&puzzles, &record, lang)).await??;
    Ok(Json(out))
}
