//! The API, route by route, with every kind of bad input: the router is called in process
//! (tower's `oneshot`) over an in-memory database and tables built in memory.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, HeaderMap, Method, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use search::clock::ManualClock;
use serde_json::{json, Value};
use store::SqliteStore;
use tower::ServiceExt;

use super::{api, assets, Server};

/// A server over a store in memory and tables built in memory, its games' jobs done as
/// they start, on a clock of its own that the test moves.
fn server_with(token: Option<&str>) -> Arc<Server> {
    let store = Arc::new(SqliteStore::in_memory(frontend::puzzles()).unwrap());
    let server = Server::new(
        store,
        game::controller::in_memory_tables(),
        2,
        Duration::from_secs(5),
        token.map(str::to_string),
    );
    let clock = ManualClock::new();
    let server = Arc::new(server.with_host(Arc::new(game::Inline), clock.clone()));
    clocks().push((Arc::as_ptr(&server) as usize, clock));
    server
}

/// The clock of each server the tests made, by the server's address.
fn clocks() -> std::sync::MutexGuard<'static, Vec<(usize, Arc<ManualClock>)>> {
    static CLOCKS: std::sync::Mutex<Vec<(usize, Arc<ManualClock>)>> =
        std::sync::Mutex::new(Vec::new());
    CLOCKS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Moves a server's clock on `ms` (a server made by [`server_with`]) and ticks its games.
pub(super) fn pass(server: &Arc<Server>, ms: u64) {
    later(server, ms);
    server.tick_all();
}

/// Moves a server's clock on `ms` without ticking its games: time a game open on a page
/// counts (a tick stops the clock of a game no page watches).
pub(super) fn later(server: &Arc<Server>, ms: u64) {
    let at = Arc::as_ptr(server) as usize;
    let clock = clocks()
        .iter()
        .rev()
        .find(|(a, _)| *a == at)
        .map(|(_, c)| c.clone());
    clock
        .expect("a server of the tests")
        .advance(Duration::from_millis(ms));
}

pub(super) fn app() -> (Router, Arc<Server>) {
    let s = server_with(None);
    (api::router(s.clone()), s)
}

/// The record of a streamed solve's `result` event.
fn result_event(text: &str) -> Value {
    let result = text
        .split("event: result\ndata: ")
        .nth(1)
        .and_then(|r| r.lines().next())
        .expect("a result event");
    serde_json::from_str(result).unwrap()
}

async fn send(app: &Router, req: Request<Body>) -> (StatusCode, HeaderMap, Value) {
    let resp = app.clone().oneshot(req).await.unwrap();
    let status = resp.status();
    let headers = resp.headers().clone();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let body = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
    (status, headers, body)
}

pub(super) async fn call(
    app: &Router,
    method: Method,
    uri: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = Request::builder().method(method).uri(uri);
    let body = match body {
        Some(b) => {
            req = req.header(header::CONTENT_TYPE, "application/json");
            Body::from(b.to_string())
        }
        None => Body::empty(),
    };
    let (s, _, v) = send(app, req.body(body).unwrap()).await;
    (s, v)
}

pub(super) async fn post(app: &Router, uri: &str, body: Value) -> (StatusCode, Value) {
    call(app, Method::POST, uri, Some(body)).await
}

pub(super) async fn get(app: &Router, uri: &str) -> (StatusCode, Value) {
    call(app, Method::GET, uri, None).await
}

/// Asserts an API error: its status, kind, and a part of its message.
pub(super) fn is_error(got: &(StatusCode, Value), status: StatusCode, kind: &str, says: &str) {
    assert_eq!(got.0, status, "{}", got.1);
    assert_eq!(got.1["error"]["kind"], kind, "{}", got.1);
    let msg = got.1["error"]["message"].as_str().unwrap_or("");
    assert!(msg.contains(says), "{msg:?} should say {says:?}");
}

/// A new game, ready (its jobs are done as they start here).
pub(super) async fn new_game(app: &Router, body: Value) -> Value {
    let (s, v) = post(app, "/api/games", body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert!(v["busy"].is_null(), "{v}");
    v
}

#[tokio::test]
async fn puzzles_are_listed_with_their_levels() {
    let (app, _) = app();
    let (s, v) = get(&app, "/api/puzzles").await;
    assert_eq!(s, StatusCode::OK);
    let names: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["puzzle"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["sliding", "series", "cube", "cube2", "rings"]);
    assert_eq!(v[1]["levels"], json!(["random"]));
    assert_eq!(v[3]["levels"], json!(["easy", "medium", "random"]));
    assert_eq!(v[4]["levels"], json!(["low", "mid", "high", "random"]));
}

#[tokio::test]
async fn games_are_created_played_undone_and_solved() {
    let (app, _) = app();
    let g = new_game(
        &app,
        json!({"puzzle": "tiles", "start": "1 2 3/4 5 6/7 0 8"}),
    )
    .await;
    let key = g["key"].as_str().unwrap().to_string();
    assert_eq!(g["puzzle"], "sliding");
    assert_eq!(g["state"], "1 2 3/4 5 6/7 0 8");
    let uri = format!("/api/games/{key}/actions");
    let (s, v) = post(&app, &uri, json!({"action": "move", "moves": "R"})).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["moves"], json!(["R"]));
    let (_, v) = post(&app, &uri, json!({"action": "undo"})).await;
    assert_eq!(
        (v["moves"].as_array().unwrap().len(), v["redo"].as_u64()),
        (0, Some(1))
    );
    let (_, v) = post(&app, &uri, json!({"action": "move", "moves": "L"})).await;
    assert_eq!(v["solved"], true);
    assert_eq!(v["finished"]["best_moves"], true);
    // Solved: further moves are refused, the position stays.
    let got = post(&app, &uri, json!({"action": "move", "moves": "R"})).await;
    is_error(&got, StatusCode::CONFLICT, "not_now", "solved");
    let (s, v) = get(&app, &format!("/api/games/{key}")).await;
    assert_eq!((s, v["solved"].as_bool()), (StatusCode::OK, Some(true)));
    // The game is in the database, and in the statistics.
    let (_, stats) = get(&app, "/api/stats?puzzle=sliding").await;
    assert_eq!(stats[0]["solved"], 1);
}

#[tokio::test]
async fn new_games_at_levels_sizes_seeds_and_share_links() {
    let (app, _) = app();
    let a = new_game(
        &app,
        json!({"puzzle": "sliding", "size": "4x4", "level": "moves 20", "seed": 7}),
    )
    .await;
    let b = new_game(
        &app,
        json!({"puzzle": "sliding", "size": "4x4", "level": "moves 20", "seed": 7}),
    )
    .await;
    assert_eq!(a["goal"], "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0");
    assert_eq!(a["start"], b["start"], "a seed makes the same game");
    assert_eq!(a["level"], "moves 20");
    let c = new_game(&app, json!({"puzzle": "cube", "level": "easy"})).await;
    assert_eq!(c["level"], "easy");
    assert_eq!(c["solved"], false);
    // A share link: the cube's setup-alg and alg.
    let s = new_game(
        &app,
        json!({"puzzle": "cube", "setup": "R U R' U'", "moves": "U R U' R'"}),
    )
    .await;
    assert_eq!(s["moves"], json!(["U", "R", "U'", "R'"]));
    assert_eq!(s["solved"], true);
    let r = new_game(&app, json!({"puzzle": "rings", "level": "low", "seed": 3})).await;
    assert_eq!(r["moves"], json!([]));
    assert_eq!(r["busy"], Value::Null);
}

#[tokio::test]
async fn bad_new_games_get_specific_errors() {
    let (app, _) = app();
    let cases = [
        (json!({"puzzle": "pyraminx"}), "bad_input", "unknown puzzle"),
        (
            json!({"puzzle": "sliding", "level": "extreme"}),
            "bad_input",
            "unknown level \"extreme\"",
        ),
        (
            json!({"puzzle": "sliding", "size": "4"}),
            "bad_input",
            "size \"4\"",
        ),
        (
            json!({"puzzle": "sliding", "size": "1x1"}),
            "bad_input",
            "size",
        ),
        (
            json!({"puzzle": "rings", "size": "4x4"}),
            "bad_input",
            "no size or goal",
        ),
        (
            json!({"puzzle": "cube", "size": "4x4"}),
            "bad_input",
            "'4x4' is not a trainer",
        ),
        (
            json!({"puzzle": "sliding", "start": "2 1 3/4 5 6/7 8 0"}),
            "bad_input",
            "unsolvable",
        ),
        (
            json!({"puzzle": "sliding", "start": "1 2 3/4 5 6/7 8 0", "setup": "U"}),
            "bad_input",
            "not both",
        ),
        (
            json!({"puzzle": "cube", "start": "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBX"}),
            "bad_input",
            "X",
        ),
        (
            json!({"puzzle": "cube", "setup": "R U Q"}),
            "bad_input",
            "setup",
        ),
        (
            json!({"puzzle": "rings", "start": "KKKKKKK/BBBBBBB"}),
            "bad_input",
            "5",
        ),
        (
            json!({"puzzle": "sliding", "colour": "red"}),
            "bad_json",
            "unknown field",
        ),
        (json!([1, 2]), "bad_json", ""),
    ];
    for (body, kind, says) in cases {
        let got = post(&app, "/api/games", body.clone()).await;
        is_error(&got, StatusCode::BAD_REQUEST, kind, says);
    }
    // Not JSON at all, and not said to be JSON.
    let req = Request::post("/api/games")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from("{\"puzzle\":"))
        .unwrap();
    let (s, _, v) = send(&app, req).await;
    assert_eq!(
        (s, v["error"]["kind"].as_str()),
        (StatusCode::BAD_REQUEST, Some("bad_json"))
    );
    let req = Request::post("/api/games")
        .body(Body::from("{\"puzzle\":\"cube\"}"))
        .unwrap();
    let (s, _, v) = send(&app, req).await;
    assert_eq!(
        (s, v["error"]["kind"].as_str()),
        (StatusCode::UNSUPPORTED_MEDIA_TYPE, Some("not_json"))
    );
    // A body over the limit is refused before it is read whole.
    let huge = json!({"puzzle": "sliding", "start": "1 ".repeat(40_000)});
    let got = post(&app, "/api/games", huge).await;
    is_error(&got, StatusCode::PAYLOAD_TOO_LARGE, "too_large", "");
}

#[tokio::test]
async fn bad_actions_change_nothing() {
    let (app, _) = app();
    let g = new_game(&app, json!({"puzzle": "cube", "level": "easy", "seed": 1})).await;
    let key = g["key"].as_str().unwrap();
    let uri = format!("/api/games/{key}/actions");
    let got = post(&app, &uri, json!({"action": "move", "moves": "R U Q"})).await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "Q");
    let got = post(&app, &uri, json!({"action": "undo"})).await;
    is_error(&got, StatusCode::CONFLICT, "not_now", "nothing to undo");
    let got = post(&app, &uri, json!({"action": "fly"})).await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_json", "unknown variant");
    let got = post(
        &app,
        &uri,
        json!({"action": "set_position", "start": "UUU"}),
    )
    .await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "54");
    let got = post(
        &app,
        &uri,
        json!({"action": "set_position", "start": g["state"], "goal": "1 2/3 0"}),
    )
    .await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "goal");
    let got = post(&app, &uri, json!({"action": "step"})).await;
    is_error(&got, StatusCode::CONFLICT, "not_now", "no demonstration");
    let (_, v) = get(&app, &format!("/api/games/{key}")).await;
    assert_eq!(v["state"], g["state"]);
    assert_eq!(v["level"], "easy");
    assert_eq!(
        v["message_refused"], true,
        "the message is the last refusal"
    );
    // With `?refusals=body`, a refusal is the 200 answer's `refused`, the game unchanged;
    // the next action taken clears its message.
    let body = format!("{uri}?refusals=body");
    let (status, v) = post(&app, &body, json!({"action": "move", "moves": "R U Q"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(v["refused"]["kind"], "bad_input");
    assert!(
        v["refused"]["message"].as_str().unwrap().contains('Q'),
        "{v}"
    );
    assert_eq!(v["state"], g["state"]);
    let (status, v) = post(&app, &body, json!({"action": "move", "moves": "R"})).await;
    assert_eq!(status, StatusCode::OK);
    assert!(v.get("refused").is_none(), "{v}");
    assert_eq!(
        (&v["message_refused"], v["message"].as_str()),
        (&json!(false), Some(""))
    );
    let got = post(
        &app,
        &format!("{uri}?refusals=teapot"),
        json!({"action": "undo"}),
    )
    .await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST, "{:?}", got.1);
    // Unknown games and routes.
    let got = post(&app, "/api/games/nope/actions", json!({"action": "undo"})).await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no game");
    let got = get(&app, "/api/games/nope").await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no game");
    let got = get(&app, "/api/teapot").await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no such route");
}

#[tokio::test]
async fn hints_and_demonstrations_run_in_the_background() {
    let (app, server) = app();
    let g = new_game(
        &app,
        json!({"puzzle": "sliding", "level": "easy", "seed": 5}),
    )
    .await;
    let key = g["key"].as_str().unwrap().to_string();
    let uri = format!("/api/games/{key}/actions");
    let (_, v) = post(&app, &uri, json!({"action": "hint"})).await;
    assert_eq!(v["hints"], 1);
    let until = |pred: &dyn Fn(&Value) -> bool| {
        let (server, key) = (server.clone(), key.clone());
        for _ in 0..10_000 {
            pass(&server, 40);
            let g = server.get(&key).unwrap();
            let v = serde_json::to_value(g.lock().view()).unwrap();
            if pred(&v) {
                return v;
            }
        }
        panic!(
            "never came: {}",
            serde_json::to_value(server.get(&key).unwrap().lock().view()).unwrap()
        );
    };
    let v = until(&|v| !v["hint"].is_null());
    assert_eq!(v["hint"]["length"], 8);
    assert_eq!(v["hint"]["optimal"], true);
    let (_, _) = post(&app, &uri, json!({"action": "demonstrate"})).await;
    let v = until(&|v| !v["demo"].is_null());
    assert_eq!(
        v["demo"]["ms_per_move"], 1000,
        "tiles demonstrate a move a second"
    );
    let (_, v) = post(&app, &uri, json!({"action": "speed", "ms_per_move": 30})).await;
    assert_eq!(v["demo"]["ms_per_move"], 30);
    let v = until(&|v| v["solved"] == true);
    assert_eq!(v["demos"], 1);
    assert!(v["demo"].is_null());
}

#[tokio::test]
async fn the_event_stream_sends_the_view() {
    let (app, _) = app();
    let g = new_game(&app, json!({"puzzle": "rings", "level": "low", "seed": 2})).await;
    let key = g["key"].as_str().unwrap();
    let resp = app
        .clone()
        .oneshot(
            Request::get(format!("/api/games/{key}/events"))
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()[header::CONTENT_TYPE], "text/event-stream");
    let mut body = resp.into_body();
    let frame = body.frame().await.unwrap().unwrap().into_data().unwrap();
    let text = String::from_utf8_lossy(&frame);
    assert!(text.starts_with("event: view\ndata: {"), "{text}");
    assert!(text.contains(&format!("\"key\":\"{key}\"")), "{text}");
    let got = get(&app, "/api/games/nope/events").await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no game");
}

#[tokio::test]
async fn saved_games_are_listed_resumed_and_closed() {
    let (app, server) = app();
    let g = new_game(&app, json!({"puzzle": "rings", "level": "mid", "seed": 4})).await;
    let key = g["key"].as_str().unwrap();
    let (_, v) = post(
        &app,
        &format!("/api/games/{key}/actions"),
        json!({"action": "move", "moves": "1+ 2-"}),
    )
    .await;
    let id = v["id"].as_i64().unwrap();
    let (_, saved) = get(&app, "/api/saved").await;
    assert_eq!(saved[0]["id"], id);
    assert_eq!(saved[0]["moves"], 2);
    // Resuming an open game gives that game, not a copy.
    let (s, r) = post(&app, &format!("/api/saved/{id}/resume"), json!(null)).await;
    assert_eq!((s, r["key"].as_str()), (StatusCode::OK, Some(key)));
    // Closed (as a page leaves, or a restart), it comes back from the database.
    let (s, _) = call(&app, Method::DELETE, &format!("/api/games/{key}"), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    assert!(server.get(key).is_none());
    let (s, r) = post(&app, &format!("/api/saved/{id}/resume"), json!(null)).await;
    assert_eq!(s, StatusCode::CREATED, "{r}");
    assert_eq!(r["state"], v["state"]);
    assert_eq!(r["moves"], json!(["1+", "2-"]));
    let got = post(&app, "/api/saved/999/resume", json!(null)).await;
    is_error(
        &got,
        StatusCode::NOT_FOUND,
        "not_found",
        "no saved game 999",
    );
    let got = post(&app, "/api/saved/x/resume", json!(null)).await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "not a saved game",
    );
}

#[tokio::test]
async fn solve_and_validate_answer_as_the_command_line() {
    let (app, server) = app();
    let (s, v) = post(
        &app,
        "/api/solve",
        json!({"puzzle": "sliding", "state": "8 6 7/2 5 4/3 0 1"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        (v["length"].as_u64(), v["optimal"].as_bool()),
        (Some(31), Some(true))
    );
    let (_, b) = post(
        &app,
        "/api/solve",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/0 7 8", "solver": "bfs"}),
    )
    .await;
    let (_, a) = post(
        &app,
        "/api/solve",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/0 7 8", "solver": "astar"}),
    )
    .await;
    assert_eq!(
        (b["length"].as_u64(), a["length"].as_u64()),
        (Some(2), Some(2))
    );
    assert!(b["nodes"].as_u64().unwrap() > a["nodes"].as_u64().unwrap());
    let got = post(
        &app,
        "/api/solve",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/8 7 0"}),
    )
    .await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "tiles 7 and 8 are swapped",
    );
    let got = post(
        &app,
        "/api/solve",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/7 8 0", "solver": "magic"}),
    )
    .await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "unknown solver \"magic\"",
    );
    let got = post(&app, "/api/solve", json!({"puzzle": "sliding", "state": "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0", "solver": "bfs"})).await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "at most 9 cells",
    );
    let got = post(
        &app,
        "/api/solve",
        json!({"puzzle": "rings", "state": "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRK"}),
    )
    .await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "appears 8 times",
    );
    let got = post(&app, "/api/solve", json!({"puzzle": "cube", "state": "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "goal": "x"})).await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "one goal");
    // All solvers busy: 503 with Retry-After.
    let held = server.solves.clone().try_acquire_many_owned(2).unwrap();
    let req = Request::post("/api/solve")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(
            json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/7 0 8"}).to_string(),
        ))
        .unwrap();
    let (s, h, v) = send(&app, req).await;
    assert_eq!(
        (s, v["error"]["kind"].as_str()),
        (StatusCode::SERVICE_UNAVAILABLE, Some("busy"))
    );
    assert_eq!(h[header::RETRY_AFTER], "1");
    drop(held);
    let (s, v) = post(
        &app,
        "/api/validate",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/7 0 8"}),
    )
    .await;
    assert_eq!(
        (s, v["valid"].as_bool(), v["solved"].as_bool()),
        (StatusCode::OK, Some(true), Some(false))
    );
    let got = post(
        &app,
        "/api/validate",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/7 8 8"}),
    )
    .await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "8");
    let (s, v) = post(
        &app,
        "/api/validate",
        json!({"puzzle": "rings", "state": "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRR"}),
    )
    .await;
    assert_eq!((s, v["solved"].as_bool()), (StatusCode::OK, Some(true)));
}

#[tokio::test]
async fn export_and_import_round_trip_and_bad_exports_are_refused() {
    let (app, _) = app();
    let g = new_game(
        &app,
        json!({"puzzle": "sliding", "start": "1 2 3/4 5 6/7 0 8"}),
    )
    .await;
    let key = g["key"].as_str().unwrap();
    post(
        &app,
        &format!("/api/games/{key}/actions"),
        json!({"action": "move", "moves": "R"}),
    )
    .await;
    let (s, export) = get(&app, "/api/export").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(export["games"].as_array().unwrap().len(), 1);
    let (other, _) = self::app();
    let (s, r) = post(&other, "/api/import", export.clone()).await;
    assert_eq!((s, r["added"].as_u64()), (StatusCode::OK, Some(1)));
    let (_, r) = post(&other, "/api/import", export.clone()).await;
    assert_eq!(r["added"], 0, "importing twice adds nothing");
    let mut bad = export;
    bad["format"] = json!("something-else");
    let got = post(&other, "/api/import", bad).await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "format");
    let got = post(&other, "/api/import", json!({"games": 3})).await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_json", "");
}

#[tokio::test]
async fn the_page_is_embedded_and_nothing_else_is_served() {
    let (app, _) = app();
    for (path, media) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/style.css", "text/css"),
        ("/sliding", "text/html"),
    ] {
        let req = Request::get(path).body(Body::empty()).unwrap();
        let (s, h, _) = send(&app, req).await;
        assert_eq!(s, StatusCode::OK, "{path}");
        assert!(
            h[header::CONTENT_TYPE].to_str().unwrap().starts_with(media),
            "{path}"
        );
    }
    // Gzipped for a client that takes it, the same bytes once unzipped.
    let req = Request::get("/app.js")
        .header(header::ACCEPT_ENCODING, "br;q=1, gzip;q=0.8")
        .body(Body::empty())
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.headers()[header::CONTENT_ENCODING], "gzip");
    let zipped = axum::body::to_bytes(resp.into_body(), usize::MAX)
        .await
        .unwrap();
    let mut plain = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&zipped[..]), &mut plain).unwrap();
    assert_eq!(plain, assets::WEB.get_file("app.js").unwrap().contents());
    assert!(zipped.len() < plain.len());
    let req = Request::get("/app.js")
        .header(header::ACCEPT_ENCODING, "gzip;q=0")
        .body(Body::empty())
        .unwrap();
    let (_, h, _) = send(&app, req).await;
    assert!(h.get(header::CONTENT_ENCODING).is_none());
    for path in [
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/nope.js",
        "/src/main.rs",
    ] {
        let req = Request::get(path).body(Body::empty()).unwrap();
        let (s, _, _) = send(&app, req).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{path}");
    }
    let size = assets::total_size();
    assert!(
        size <= 330_000,
        "the page's files are {size} bytes, over the 330 KB budget"
    );
}

#[tokio::test]
async fn a_token_guards_every_request_and_other_origins_cannot_change_state() {
    let app = api::router(server_with(Some("s3cret")));
    let (s, _, v) = send(&app, Request::get("/").body(Body::empty()).unwrap()).await;
    assert_eq!(
        (s, v["error"]["kind"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("unauthorized"))
    );
    let (s, _, _) = send(
        &app,
        Request::get("/api/puzzles?token=wrong")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    let (s, _, _) = send(
        &app,
        Request::get("/api/games/x/events")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    let (s, h, _) = send(
        &app,
        Request::get("/?token=s3cret").body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let cookie = h[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let req = Request::get("/api/puzzles")
        .header(header::COOKIE, &cookie)
        .body(Body::empty())
        .unwrap();
    assert_eq!(send(&app, req).await.0, StatusCode::OK);
    let req = Request::get("/api/puzzles")
        .header(header::AUTHORIZATION, "Bearer s3cret")
        .body(Body::empty())
        .unwrap();
    assert_eq!(send(&app, req).await.0, StatusCode::OK);
    // A state change from another origin is refused, token or not.
    let (app, _) = self::app();
    let req = Request::post("/api/games")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::HOST, "127.0.0.1:8080")
        .header(header::ORIGIN, "http://evil.example")
        .body(Body::from("{\"puzzle\":\"cube\"}"))
        .unwrap();
    let (s, _, v) = send(&app, req).await;
    assert_eq!(
        (s, v["error"]["kind"].as_str()),
        (StatusCode::FORBIDDEN, Some("cross_origin"))
    );
    let req = Request::post("/api/games")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::HOST, "127.0.0.1:8080")
        .header(header::ORIGIN, "http://127.0.0.1:8080")
        .body(Body::from("{\"puzzle\":\"cube\"}"))
        .unwrap();
    assert_eq!(send(&app, req).await.0, StatusCode::CREATED);
}

#[tokio::test]
async fn a_long_solve_reports_progress_as_events_and_then_its_result() {
    let (app, _) = app();
    let req = |body: Value| {
        Request::post("/api/solve")
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::ACCEPT, "text/event-stream")
            .body(Body::from(body.to_string()))
            .unwrap()
    };
    // A rings state far from solved, optimal for a second: progress, then the record with
    // the lower bound proven.
    let state = "OGKKKOR/BKOGBBB/GGGRRKB/RKOBGOO/BKGRRRO";
    let (s, h, body) = send(
        &app,
        req(json!({"puzzle": "rings", "state": state, "solver": "optimal", "timeout": 1.0})),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(h[header::CONTENT_TYPE], "text/event-stream");
    let text = body.as_str().unwrap().to_string();
    assert!(
        text.contains("event: progress\ndata: {\"elapsed_ms\":"),
        "{text}"
    );
    let rec = result_event(&text);
    assert_eq!(rec["timed_out"], true);
    assert!(rec["lower_bound"].as_u64().unwrap() > 0);
    // The cube's optimal solver (with the tiny tables at hand, the largest cached):
    // proven, streamed.
    let src = game::controller::in_memory_tables();
    let tiny = cube::Request {
        solver: cube::Solver::Optimal,
        tables: Some(cube::Variant::Tiny),
        ..cube::Request::default()
    };
    cube::prepare(&tiny, &*src, &search::tables::silent).unwrap();
    let cube = "DRLUUBFBRBLURRLRUBLRDDFDLFUFUFFDBRDUBRUFLLFDDBFLUBLRBD";
    let (s, _, body) = send(
        &app,
        req(json!({"puzzle": "cube", "state": cube, "solver": "optimal", "timeout": 0.5})),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let text = body.as_str().unwrap().to_string();
    let rec = result_event(&text);
    // A random cube in half a second: two-phase's solution, not yet proven, with the bound.
    assert_eq!(rec["timed_out"], true, "{rec}");
    let bound = rec["lower_bound"].as_u64().unwrap();
    assert!(
        (10..=rec["length"].as_u64().unwrap()).contains(&bound),
        "{rec}"
    );
    let scrambled = "LRFBUFDRLBLLLRUBDFFDUFFUUBRBDDBDFLLRULRULRBRRDUFBBFUDD";
    let (_, _, body) = send(
        &app,
        req(json!({"puzzle": "cube", "state": scrambled, "solver": "optimal"})),
    )
    .await;
    let text = body.as_str().unwrap().to_string();
    assert!(text.contains("\"optimal\":true"), "{text}");
    // Bad input arrives as an error event.
    let (_, _, body) = send(
        &app,
        req(json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/8 7 0"})),
    )
    .await;
    assert!(
        body.as_str()
            .unwrap()
            .contains("event: error\ndata: {\"error\":{\"kind\":\"bad_input\""),
        "{body}"
    );
}

#[tokio::test]
async fn the_openapi_document_covers_every_route_and_every_guard() {
    let (app, _) = app();
    let (s, doc) = get(&app, "/api/openapi.json").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(doc["openapi"], "3.1.0");
    let paths: Vec<&str> = doc["paths"]
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    for p in [
        "/api/puzzles",
        "/api/games",
        "/api/games/{key}",
        "/api/games/{key}/actions",
        "/api/games/{key}/events",
        "/api/saved",
        "/api/saved/{id}/resume",
        "/api/solve",
        "/api/validate",
        "/api/stats",
        "/api/export",
        "/api/import",
        "/api/openapi.json",
        "/api/saved/{id}",
        "/api/sessions",
        "/api/sessions/{id}",
        "/api/sessions/{id}/merge",
        "/api/sessions/{id}/split",
        "/api/sessions/{id}/solves",
        "/api/sessions/{id}/chart",
        "/api/sessions/{id}/cases",
        "/api/solves/{id}",
        "/api/timers",
        "/api/timers/{key}",
        "/api/timers/{key}/events",
    ] {
        assert!(paths.contains(&p), "{p} is missing from {paths:?}");
    }
    // Every operation lists the guards' answers; a body's route its body's too.
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let codes = op["responses"].as_object().unwrap();
            assert!(codes.contains_key("401"), "{method} {path}");
            assert_eq!(
                codes.contains_key("403"),
                method != "get",
                "{method} {path}"
            );
            if op.get("requestBody").is_some() {
                for c in ["400", "408", "413", "415"] {
                    assert!(codes.contains_key(c), "{method} {path} lacks {c}");
                }
            }
        }
    }
    // The bodies' schemas come from the types: an action is one of the tagged variants.
    let actions = doc["components"]["schemas"]["Action"]["oneOf"]
        .as_array()
        .unwrap();
    assert_eq!(actions.len(), 18);
    // Served from a cache, the same document each time.
    assert_eq!(get(&app, "/api/openapi.json").await.1, doc);
}

#[tokio::test]
async fn bad_paths_and_queries_get_json_errors() {
    let (app, _) = app();
    is_error(
        &get(&app, "/api/stats?puzzle=chess").await,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "chess",
    );
    // A key that is not UTF-8 once decoded.
    is_error(
        &get(&app, "/api/games/%FF%FE").await,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "UTF-8",
    );
    is_error(
        &post(&app, "/api/saved/%FF/resume", json!({})).await,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "UTF-8",
    );
}

#[tokio::test]
async fn a_page_in_chinese_gets_said_beside_the_english() {
    let (app, _) = app();
    let has_han = |v: &Value| {
        v.as_str()
            .is_some_and(|s| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)))
    };
    // An unsolvable position: the reason in Chinese in `said`, the English as it was.
    let got = post(
        &app,
        "/api/validate?lang=zh",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/8 7 0"}),
    )
    .await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST);
    assert!(has_han(&got.1["error"]["said"]), "{}", got.1);
    assert!(
        got.1["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("unsolvable"),
        "{}",
        got.1
    );
    // Without ?lang, no `said`.
    let got = post(
        &app,
        "/api/validate",
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/8 7 0"}),
    )
    .await;
    assert!(got.1["error"].get("said").is_none(), "{}", got.1);
    // A game's view and a refused move.
    let g = new_game(
        &app,
        json!({"puzzle": "sliding", "level": "easy", "seed": 3}),
    )
    .await;
    let key = g["key"].as_str().unwrap().to_string();
    let (s, v) = get(&app, &format!("/api/games/{key}?lang=zh")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(has_han(&v["said"]["message"]), "{v}");
    assert!(
        v["message"].as_str().unwrap().starts_with("new game"),
        "{v}"
    );
    let (s, v) = post(
        &app,
        &format!("/api/games/{key}/actions?refusals=body&lang=zh"),
        json!({"action": "move", "moves": "Q"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert!(
        has_han(&v["refused"]["said"]) && has_han(&v["said"]["message"]),
        "{v}"
    );
    assert!(
        v["refused"]["message"].as_str().unwrap().contains("\"Q\""),
        "{v}"
    );
}

#[test]
fn solves_run_on_a_thread_of_their_own_at_a_lower_priority() {
    let here = std::thread::current().id();
    #[cfg(target_os = "linux")]
    // SAFETY: getpriority reads the calling thread's nice value.
    let nice = || unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
    #[cfg(target_os = "linux")]
    let before = nice();
    let (there, _priority) = super::in_background(move || {
        #[cfg(target_os = "linux")]
        return (std::thread::current().id(), nice());
        #[cfg(not(target_os = "linux"))]
        (std::thread::current().id(), 0)
    });
    assert_ne!(there, here, "the work ran on its own thread");
    #[cfg(target_os = "linux")]
    {
        // Lowered by 10, up to the highest nice value (19) when already near it.
        assert_eq!(_priority, (before + 10).min(19));
        assert_eq!(nice(), before, "the caller's priority is unchanged");
    }
    // A panic in the work reaches the caller.
    let caught = std::panic::catch_unwind(|| super::in_background(|| panic!("inside")));
    assert!(caught.is_err());
}

#[tokio::test]
async fn the_servers_refusals_are_said_in_chinese_when_asked() {
    let (app, _) = app();
    let han = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    let said = |got: &(StatusCode, Value)| {
        assert!(got.0.is_client_error(), "{}", got.1);
        got.1["error"]["said"].as_str().unwrap_or("").to_string()
    };
    // A bad size, a start with a setup, and a body that does not parse.
    let size = post(
        &app,
        "/api/games?lang=zh",
        json!({"puzzle": "sliding", "size": "foo"}),
    )
    .await;
    let both = post(
        &app,
        "/api/games?lang=zh",
        json!({"puzzle": "cube", "start": "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "setup": "R"}),
    )
    .await;
    let req = Request::builder()
        .method(Method::POST)
        .uri("/api/games?lang=zh")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from("{\"puzzle\": "))
        .unwrap();
    let (s, _, v) = send(&app, req).await;
    let unparsed = (s, v);
    for got in [&size, &both, &unparsed] {
        let text = said(got);
        assert!(han(&text), "not Chinese: {text:?} in {}", got.1);
        assert!(
            !han(got.1["error"]["message"].as_str().unwrap()),
            "{}",
            got.1
        );
    }
    // A file the page does not have: in the language asked for.
    let req = Request::builder()
        .uri("/nowhere.js?lang=zh")
        .body(Body::empty())
        .unwrap();
    let resp = assets::serve(req.uri().clone(), HeaderMap::new()).await;
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    assert!(han(&String::from_utf8_lossy(&body)));
}

#[tokio::test]
async fn a_method_demonstrated_is_named_in_the_language_asked_for() {
    let (app, _) = app();
    let g = new_game(&app, json!({"puzzle": "cube", "level": "easy", "seed": 5})).await;
    let key = g["key"].as_str().unwrap().to_string();
    let (s, v) = post(
        &app,
        &format!("/api/games/{key}/actions?lang=zh"),
        json!({"action": "demonstrate_method"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let mut v = v;
    if !v["demo"].is_object() {
        v = get(&app, &format!("/api/games/{key}?lang=zh")).await.1;
    }
    assert_eq!(v["said"]["demo_method"], "初级入门法", "{v}");
    assert_eq!(v["demo"]["method"], "the beginner's method", "{v}");
    let (_, en) = get(&app, &format!("/api/games/{key}?lang=en")).await;
    assert!(en.get("said").is_none(), "English is the view's own: {en}");
}

/// The practice API's tests.
mod practice;
mod series;
mod wire;

/// The process's resident size in KiB (Linux).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap()
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
fn memory_a_large_answer_freed_goes_back_to_the_system() {
    // 96 MiB in blocks below the allocator's mmap threshold, each followed by a small block
    // that stays: freed, they are holes the allocator cannot trim from its heaps' tops, so
    // they stay resident in the thread's arena until released.
    std::thread::spawn(|| {
        let (blocks, pins): (Vec<Vec<u8>>, Vec<Vec<u8>>) = (0..1536)
            .map(|i| (vec![i as u8 | 1; 64 << 10], vec![7u8; 64]))
            .unzip();
        drop(blocks);
        let before = resident_kib();
        super::release_free_memory();
        let after = resident_kib();
        assert!(
            before.saturating_sub(after) > 48 << 10,
            "resident {before} KiB before the release, {after} KiB after"
        );
        assert!(pins.iter().all(|p| p[63] == 7));
    })
    .join()
    .unwrap();
}
