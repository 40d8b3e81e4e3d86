//! The practice API: a session of known times (penalties included) gives the averages a
//! hand computes; the timer's inspection earns +2 and DNF at the right moments; merges and
//! splits keep every solve; bad input is refused and changes nothing.

use axum::http::{Method, StatusCode};
use axum::Router;
use serde_json::{json, Value};

use super::{app, call, get, is_error, new_game, post};

/// A timer of the 3×3 tiles (no tables needed for its scrambles).
async fn tiles_timer(app: &Router, inspection: bool) -> String {
    let (s, v) = post(
        app,
        "/api/timers",
        json!({"puzzle": "sliding", "size": "3x3", "inspection": inspection, "seed": 1}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["phase"], "idle");
    assert_eq!(v["session"]["mode"], "timer");
    v["key"].as_str().unwrap().to_string()
}

/// A timer's event at `at`, answered 200: the timer.
pub(super) async fn event(app: &Router, key: &str, event: &str, at: i64) -> Value {
    let (s, v) = post(
        app,
        &format!("/api/timers/{key}/events"),
        json!({"event": event, "at": at}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

/// One timed solve of `ms` (held 0.3 s, started on release, stopped by a press).
async fn timed(app: &Router, key: &str, t0: i64, ms: i64) -> Value {
    event(app, key, "press", t0).await;
    let v = event(app, key, "release", t0 + 300).await;
    assert_eq!(v["phase"], "running", "{v}");
    let v = event(app, key, "press", t0 + 300 + ms).await;
    assert_eq!(v["phase"], "stopped");
    event(app, key, "release", t0 + 400 + ms).await
}

async fn patch(app: &Router, uri: &str, body: Value) -> (StatusCode, Value) {
    call(app, Method::PATCH, uri, Some(body)).await
}

#[tokio::test]
async fn a_session_of_known_times_has_the_averages_a_hand_computes() {
    let (app, _) = app();
    let key = tiles_timer(&app, false).await;
    // A hold too short starts nothing.
    event(&app, &key, "press", 0).await;
    assert_eq!(event(&app, &key, "release", 100).await["phase"], "idle");
    let mut ids = Vec::new();
    let mut scrambles = Vec::new();
    for (i, ms) in [10_230, 13_450, 9_870, 12_000, 10_010]
        .into_iter()
        .enumerate()
    {
        let before = get(&app, &format!("/api/timers/{key}")).await.1;
        let v = timed(&app, &key, 100_000 * (i as i64 + 1), ms).await;
        assert_eq!(v["last"]["ms"], ms);
        assert_eq!(v["last"]["scramble"], before["scramble"]["text"]);
        ids.push(v["last"]["id"].as_i64().unwrap());
        scrambles.push(v["scramble"]["text"].clone());
    }
    assert_ne!(
        scrambles[0], scrambles[1],
        "a new scramble after each solve"
    );
    let session = get(&app, &format!("/api/timers/{key}")).await.1["session"]["id"].clone();
    // +2 on the second, DNF on the fourth.
    let (s, v) = patch(
        &app,
        &format!("/api/solves/{}", ids[1]),
        json!({"penalty": "+2"}),
    )
    .await;
    assert_eq!((s, &v["penalty"]), (StatusCode::OK, &json!("+2")));
    patch(
        &app,
        &format!("/api/solves/{}", ids[3]),
        json!({"penalty": "DNF", "comment": "pop"}),
    )
    .await;
    let (_, st) = get(&app, &format!("/api/sessions/{session}")).await;
    let t = &st["times"];
    // 10.23 15.45 9.87 DNF 10.01: the best (9.87) and the worst (DNF) dropped.
    assert_eq!(t["ao5"]["current"], 11_897, "{st}");
    assert_eq!(t["mo3"]["current"], "DNF");
    assert_eq!(t["mo3"]["best"], 11_850);
    assert_eq!(
        (t["single"]["current"].clone(), t["single"]["best"].clone()),
        (json!(10_010), json!(9_870))
    );
    assert_eq!(t["ao12"]["current"], Value::Null);
    assert_eq!(st["dnfs"], 1);
    // The penalty taken back: the ao5 of 10.23 15.45 9.87 12.00 10.01.
    patch(
        &app,
        &format!("/api/solves/{}", ids[3]),
        json!({"penalty": "ok"}),
    )
    .await;
    let (_, st) = get(&app, &format!("/api/sessions/{session}")).await;
    assert_eq!(st["times"]["ao5"]["current"], 10_747);
    let (_, solves) = get(&app, &format!("/api/sessions/{session}/solves")).await;
    assert_eq!(solves[3]["comment"], "pop");
    let (_, last2) = get(&app, &format!("/api/sessions/{session}/solves?last=2")).await;
    assert_eq!(last2.as_array().unwrap().len(), 2);
    assert_eq!(last2[1]["id"], ids[4]);
    let (_, chart) = get(&app, &format!("/api/sessions/{session}/chart")).await;
    assert_eq!(
        chart["times"],
        json!([10_230, 15_450, 9_870, 12_000, 10_010])
    );
    assert_eq!(chart["ao5"], json!([null, null, null, null, 10_747]));
    assert_eq!(chart["ao12"], json!([null, null, null, null, null]));
    let (_, chart) = get(&app, &format!("/api/sessions/{session}/chart?last=1")).await;
    assert_eq!(
        (chart["from"].clone(), chart["times"].clone()),
        (json!(4), json!([10_010]))
    );
    // Bad penalties and solves change nothing.
    let got = patch(
        &app,
        &format!("/api/solves/{}", ids[0]),
        json!({"penalty": "+3"}),
    )
    .await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST, "{}", got.1);
    let got = patch(&app, "/api/solves/99999", json!({"penalty": "DNF"})).await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no solve");
    let got = patch(&app, "/api/solves/x", json!({"penalty": "DNF"})).await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "a solve's number",
    );
    let (_, st2) = get(&app, &format!("/api/sessions/{session}")).await;
    assert_eq!(st2["times"], st["times"]);
}

#[tokio::test]
async fn inspection_costs_plus_two_after_15_s_and_a_dnf_after_17() {
    let (app, _) = app();
    let key = tiles_timer(&app, true).await;
    for (start, want) in [(14_000, "ok"), (16_000, "+2"), (17_500, "DNF")] {
        event(&app, &key, "press", 0).await;
        let v = event(&app, &key, "release", 10).await;
        assert_eq!(v["phase"], "inspecting");
        assert_eq!(v["alerts_ms"], json!([8000, 12000]));
        event(&app, &key, "press", 10 + start - 400).await;
        let v = event(&app, &key, "release", 10 + start).await;
        assert_eq!(v["penalty"], want, "{v}");
        let v = event(&app, &key, "press", 10 + start + 5000).await;
        assert_eq!(
            (v["last"]["penalty"].clone(), v["last"]["ms"].clone()),
            (json!(want), json!(5000))
        );
        event(&app, &key, "release", 10 + start + 5100).await;
    }
    let got = post(
        &app,
        "/api/timers/t0-nothing/events",
        json!({"event": "press", "at": 1}),
    )
    .await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no timer");
}

#[tokio::test]
async fn sessions_are_made_renamed_merged_split_and_deleted_with_every_solve_kept() {
    let (app, _) = app();
    let key = tiles_timer(&app, false).await;
    for i in 0..6 {
        timed(&app, &key, 100_000 * i, 10_000 + i * 100).await;
    }
    let (_, list) = get(&app, "/api/sessions").await;
    let first = list[0]["id"].as_i64().unwrap();
    assert_eq!(list[0]["solves"], 6);
    let made = post(
        &app,
        "/api/sessions",
        json!({"name": "Evening", "puzzle": "sliding", "size": "3x3", "mode": "timer"}),
    )
    .await;
    assert_eq!(made.0, StatusCode::CREATED, "{}", made.1);
    let evening = made.1["id"].as_i64().unwrap();
    assert_eq!(made.1["current"], true);
    let taken = post(
        &app,
        "/api/sessions",
        json!({"name": "Evening", "puzzle": "cube"}),
    )
    .await;
    is_error(&taken, StatusCode::BAD_REQUEST, "bad_input", "Evening");
    let empty = post(
        &app,
        "/api/sessions",
        json!({"name": "  ", "puzzle": "cube"}),
    )
    .await;
    assert_eq!(empty.0, StatusCode::BAD_REQUEST);
    let sized = post(
        &app,
        "/api/sessions",
        json!({"name": "x", "puzzle": "cube", "size": "4x4"}),
    )
    .await;
    assert_eq!(sized.0, StatusCode::BAD_REQUEST);
    let (s, v) = patch(
        &app,
        &format!("/api/sessions/{evening}"),
        json!({"name": "Night"}),
    )
    .await;
    assert_eq!((s, &v["name"]), (StatusCode::OK, &json!("Night")));
    let itself = post(
        &app,
        &format!("/api/sessions/{evening}/merge"),
        json!({"into": evening}),
    )
    .await;
    assert_eq!(itself.0, StatusCode::BAD_REQUEST);
    let (s, v) = post(
        &app,
        &format!("/api/sessions/{first}/merge"),
        json!({"into": evening}),
    )
    .await;
    assert_eq!((s, &v["solves"]), (StatusCode::OK, &json!(6)), "{v}");
    let (_, solves) = get(&app, &format!("/api/sessions/{evening}/solves")).await;
    let at = solves[4]["id"].as_i64().unwrap();
    let (s, late) = post(
        &app,
        &format!("/api/sessions/{evening}/split"),
        json!({"at": at, "name": "Late"}),
    )
    .await;
    assert_eq!(
        (s, &late["solves"]),
        (StatusCode::CREATED, &json!(2)),
        "{late}"
    );
    assert_eq!(
        get(&app, &format!("/api/sessions/{evening}")).await.1["solves"],
        4
    );
    let late = late["id"].as_i64().unwrap();
    let (s, _) = call(&app, Method::DELETE, &format!("/api/sessions/{late}"), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    let gone = get(&app, &format!("/api/sessions/{late}")).await;
    is_error(&gone, StatusCode::NOT_FOUND, "not_found", "no session");
    // A timer needs a timer session.
    let screen = post(
        &app,
        "/api/sessions",
        json!({"name": "On screen", "puzzle": "cube"}),
    )
    .await
    .1;
    let got = post(&app, "/api/timers", json!({"session": screen["id"]})).await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "not of the timer",
    );
}

#[tokio::test]
async fn a_saved_game_is_deleted_and_an_unplayed_one_never_saved() {
    let (app, _) = app();
    let g = new_game(&app, json!({"puzzle": "rings", "level": "mid", "seed": 4})).await;
    let key = g["key"].as_str().unwrap().to_string();
    assert_eq!(
        get(&app, "/api/saved").await.1,
        json!([]),
        "no move, not saved"
    );
    let (_, v) = post(
        &app,
        &format!("/api/games/{key}/actions"),
        json!({"action": "move", "moves": "1+"}),
    )
    .await;
    let id = v["id"].as_i64().unwrap();
    let (_, saved) = get(&app, "/api/saved").await;
    assert_eq!(saved[0]["moves"], 1);
    assert!(saved[0]["started_at"].as_i64().unwrap() > 0);
    let (s, _) = call(&app, Method::DELETE, &format!("/api/saved/{id}"), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    assert_eq!(get(&app, "/api/saved").await.1, json!([]));
    let again = call(&app, Method::DELETE, &format!("/api/saved/{id}"), None).await;
    is_error(&again, StatusCode::NOT_FOUND, "not_found", "no saved game");
    let bad = call(&app, Method::DELETE, "/api/saved/x", None).await;
    is_error(
        &bad,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "a saved game's number",
    );
}

#[tokio::test]
async fn a_cubes_moves_count_in_htm_the_same_in_the_list_and_the_game() {
    let (app, _) = app();
    let g = new_game(&app, json!({"puzzle": "cube", "level": "easy", "seed": 2})).await;
    let key = g["key"].as_str().unwrap().to_string();
    // A rotation is free, a half turn one move: x R U2 is 2.
    let (s, v) = post(
        &app,
        &format!("/api/games/{key}/actions"),
        json!({"action": "move", "moves": "x R U2"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (_, saved) = get(&app, "/api/saved").await;
    assert_eq!(saved[0]["moves"], 2, "{saved}");
    let id = saved[0]["id"].as_i64().unwrap();
    call(&app, Method::DELETE, &format!("/api/games/{key}"), None).await;
    let (_, resumed) = post(&app, &format!("/api/saved/{id}/resume"), json!(null)).await;
    assert_eq!(resumed["move_count"], saved[0]["moves"], "{resumed}");
}

/// A body of optional fields is still an object: an array is refused (schemathesis found
/// `[null, null]` accepted).
#[tokio::test]
async fn bodies_of_optional_fields_must_be_objects() {
    let (app, _) = app();
    let got = post(&app, "/api/timers", json!([null, null])).await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST, "{}", got.1);
    let key = tiles_timer(&app, false).await;
    let session = get(&app, &format!("/api/timers/{key}")).await.1["session"]["id"].clone();
    let got = patch(
        &app,
        &format!("/api/sessions/{session}"),
        json!([null, null]),
    )
    .await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST, "{}", got.1);
    let got = patch(&app, &format!("/api/sessions/{session}"), json!({})).await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
}

#[tokio::test]
async fn a_cstimer_event_puzzlebox_keeps_is_named_as_a_person_calls_it() {
    let (app, _) = app();
    let file = json!({
        "session1": [[[0, 4210], "R U2 F' R2 U", "", 1700000000]],
        "session2": [[[0, 54210], "Rw U2", "", 1700000000]],
        "properties": {"sessionData": "{\"1\":{\"name\":\"Two\",\"opt\":{\"scrType\":\"222so\"}},\"2\":{\"name\":\"Four\",\"opt\":{\"scrType\":\"444wca\"}}}"}
    });
    let (s, r) = post(&app, "/api/import", file).await;
    assert_eq!(s, StatusCode::OK, "{r}");
    let (_, list) = get(&app, "/api/sessions").await;
    // The 2×2×2 is one of puzzlebox's puzzles: its session goes on being practised here.
    assert_eq!(named(&list, "Two")["puzzle"], "cube2");
    let four = named(&list, "Four");
    assert_eq!(four["puzzle"], "444wca");
    assert_eq!(four["title"], "4×4×4 cube", "{four}");
    let (_, list) = get(&app, "/api/sessions?lang=zh").await;
    assert_eq!(named(&list, "Four")["title"], "四阶魔方");
}

/// The session of a list (`GET /api/sessions`) by its name.
fn named(list: &Value, name: &str) -> Value {
    let found = list.as_array().unwrap().iter().find(|x| x["name"] == name);
    found.cloned().unwrap()
}

#[tokio::test]
async fn every_solve_and_game_is_at_hand() {
    let (app, _) = app();
    let key = tiles_timer(&app, false).await;
    for i in 0..7 {
        timed(&app, &key, 100_000 * (i + 1), 10_000 + 100 * i).await;
    }
    let session = get(&app, &format!("/api/timers/{key}")).await.1["session"]["id"].clone();
    let (s, page) = get(
        &app,
        &format!("/api/sessions/{session}/page?offset=2&limit=3"),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert_eq!(page["total"], 7);
    let ms: Vec<i64> = page["solves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["ms"].as_i64().unwrap())
        .collect();
    assert_eq!(
        ms,
        [10_400, 10_300, 10_200],
        "the newest first, after the two newest"
    );
    let got = get(&app, "/api/sessions/999/page").await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "session");
    // A game started over is kept and listed as abandoned.
    let g = new_game(
        &app,
        json!({"puzzle": "sliding", "start": "1 2 3/4 5 6/0 7 8"}),
    )
    .await;
    let k = g["key"].as_str().unwrap();
    post(
        &app,
        &format!("/api/games/{k}/actions"),
        json!({"action": "move", "moves": "L"}),
    )
    .await;
    post(
        &app,
        &format!("/api/games/{k}/actions"),
        json!({"action": "new_game", "level": "easy"}),
    )
    .await;
    let (_, unfinished) = get(&app, "/api/saved").await;
    let (_, all) = get(&app, "/api/saved?show=all").await;
    assert!(
        all.as_array()
            .unwrap()
            .iter()
            .any(|x| x["status"] == "abandoned"),
        "{all}"
    );
    assert!(unfinished
        .as_array()
        .unwrap()
        .iter()
        .all(|x| x["status"] == "playing"));
    let got = get(&app, "/api/saved?show=some").await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "");
}

#[tokio::test]
async fn a_bad_comment_is_refused_in_both_languages_and_changes_nothing() {
    let (app, _) = app();
    let key = tiles_timer(&app, false).await;
    let id = timed(&app, &key, 100_000, 10_000).await["last"]["id"].clone();
    let uri = format!("/api/solves/{id}");
    let (s, v) = patch(&app, &uri, json!({"comment": "a good one"})).await;
    assert_eq!((s, &v["comment"]), (StatusCode::OK, &json!("a good one")));
    let long = "x".repeat(10_000);
    let got = patch(&app, &uri, json!({"comment": long, "penalty": "DNF"})).await;
    is_error(
        &got,
        StatusCode::BAD_REQUEST,
        "bad_input",
        "at most 1000 characters",
    );
    let got = patch(&app, &format!("{uri}?lang=zh"), json!({"comment": "a\tb"})).await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "character 2");
    let said = got.1["error"]["said"].as_str().unwrap_or_default();
    assert!(said.contains("第 2 个字符"), "{said}");
    let (_, kept) = get(
        &app,
        &format!("/api/sessions/{}/page", kept_session(&app, &key).await),
    )
    .await;
    assert_eq!(kept["solves"][0]["comment"], "a good one");
    assert_eq!(kept["solves"][0]["penalty"], "ok", "nothing changed");
    // A solve that is gone.
    call(&app, Method::DELETE, &uri, None).await;
    let got = patch(&app, &uri, json!({"comment": "late"})).await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no solve");
}

async fn kept_session(app: &Router, key: &str) -> Value {
    get(app, &format!("/api/timers/{key}")).await.1["session"]["id"].clone()
}

#[tokio::test]
async fn a_solves_scramble_comes_with_the_position_it_makes() {
    let (app, _) = app();
    // A cube's WCA scramble (csTimer's 333): the facelets it makes.
    let file = json!({
        "session1": [[[0, 4210], "R", "", 1700000000], [[0, 5000], "R U2 F' R2 U", "", 1700000100]],
        "session2": [[[0, 4210], "R U2 F' R2 U", "", 1700000000]],
        "properties": {"sessionData": "{\"1\":{\"name\":\"Three\",\"opt\":{}},\"2\":{\"name\":\"Two\",\"opt\":{\"scrType\":\"222so\"}}}"}
    });
    let (s, r) = post(&app, "/api/import", file).await;
    assert_eq!(s, StatusCode::OK, "{r}");
    let (_, list) = get(&app, "/api/sessions").await;
    let id_of = |name: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == name)
            .unwrap()["id"]
            .clone()
    };
    let (_, page) = get(&app, &format!("/api/sessions/{}/page", id_of("Three"))).await;
    let r_only = page["solves"][1]["id"].clone();
    let (s, v) = get(&app, &format!("/api/solves/{r_only}/scramble")).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["text"], "R");
    // R: the up face's right column takes the front's green.
    assert_eq!(
        v["state"],
        "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB"
    );
    // The 2×2×2's: its 24 stickers.
    let (_, page) = get(&app, &format!("/api/sessions/{}/page", id_of("Two"))).await;
    let two = page["solves"][0]["id"].clone();
    let (_, v) = get(&app, &format!("/api/solves/{two}/scramble")).await;
    assert_eq!(
        (v["text"].as_str(), v["state"].as_str()),
        (Some("R U2 F' R2 U"), Some("LFBLFDLBRDUFRUDRBULFRUDB"))
    );
    // The tiles' timer: the board to set up is the position.
    let key = tiles_timer(&app, false).await;
    let solve = timed(&app, &key, 100_000, 10_000).await["last"].clone();
    let (_, v) = get(&app, &format!("/api/solves/{}/scramble", solve["id"])).await;
    assert_eq!(v["text"], solve["scramble"]);
    assert_eq!(v["state"].as_str().unwrap().matches('/').count(), 2, "{v}");
    let got = get(&app, "/api/solves/99999/scramble").await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "no solve");
}

#[tokio::test]
async fn a_sessions_history_is_its_bests_as_they_fell_and_its_days() {
    let (app, _) = app();
    let key = tiles_timer(&app, false).await;
    for (i, ms) in [12_000, 11_000, 13_000, 10_500, 12_500, 9_900]
        .into_iter()
        .enumerate()
    {
        timed(&app, &key, 100_000 * (i as i64 + 1), ms).await;
    }
    let session = kept_session(&app, &key).await;
    let (s, h) = get(
        &app,
        &format!("/api/sessions/{session}/history?utc_offset_min=480"),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{h}");
    let steps = |i: usize| -> Vec<(i64, i64)> {
        h["bests"][i]["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| (b["ms"].as_i64().unwrap(), b["solve"].as_i64().unwrap()))
            .collect()
    };
    assert_eq!(h["bests"][0]["figure"], "single");
    assert_eq!(
        steps(0),
        [(12_000, 1), (11_000, 2), (10_500, 4), (9_900, 6)]
    );
    // ao5: 12.00 11.00 13.00 10.50 12.50 → 11.833; 11.00 13.00 10.50 12.50 9.90 → 11.333.
    assert_eq!(steps(1), [(11_833, 5), (11_333, 6)]);
    let days = h["days"].as_array().unwrap();
    assert_eq!(
        days.iter()
            .map(|d| d["solves"].as_i64().unwrap())
            .sum::<i64>(),
        6
    );
    let got = get(
        &app,
        &format!("/api/sessions/{session}/history?utc_offset_min=9999"),
    )
    .await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "9999");
    let got = get(&app, "/api/sessions/999/history").await;
    is_error(&got, StatusCode::NOT_FOUND, "not_found", "session");
}

#[tokio::test]
async fn sessions_are_exported_as_cstimer_writes_them_and_import_back_the_same() {
    use axum::body::Body;
    use axum::http::{header, Request};
    let (app, _) = app();
    let file: Value = serde_json::from_str(include_str!(
        "../../../../tests/fixtures/cstimer-two-sessions.json"
    ))
    .unwrap();
    let (s, r) = post(&app, "/api/import", file).await;
    assert_eq!(s, StatusCode::OK, "{r}");
    let raw = |uri: &str| Request::get(uri).body(Body::empty()).unwrap();
    // Every session, as csTimer's JSON, a download.
    let (s, headers, all) = super::send(&app, raw("/api/export/practice")).await;
    assert_eq!(s, StatusCode::OK, "{all}");
    let disposition = headers[header::CONTENT_DISPOSITION].to_str().unwrap();
    assert_eq!(
        disposition,
        "attachment; filename=\"puzzlebox-sessions.json\""
    );
    assert!(practice::cstimer::looks_like(&all), "{all}");
    // Into another puzzlebox: the same sessions, the same solves, the same figures.
    let (other, _) = super::app();
    let (s, r) = post(&other, "/api/import", all).await;
    assert_eq!(s, StatusCode::OK, "{r}");
    assert_eq!(
        (r["sessions_added"].clone(), r["solves_added"].clone()),
        (2.into(), 18.into())
    );
    let (_, here) = get(&app, "/api/sessions").await;
    let (_, there) = get(&other, "/api/sessions").await;
    let (a, b) = (named(&here, "3x3 main"), named(&there, "3x3 main"));
    let (_, fa) = get(&app, &format!("/api/sessions/{}", a["id"])).await;
    let (_, fb) = get(&other, &format!("/api/sessions/{}", b["id"])).await;
    assert_eq!(fa["times"], fb["times"]);
    // One session: its JSON holds it alone; its CSV one line a solve and a header.
    let one = format!("/api/export/practice?session={}", a["id"]);
    let (_, _, alone) = super::send(&app, raw(&one)).await;
    let sessions = alone
        .as_object()
        .unwrap()
        .keys()
        .filter(|k| k.starts_with("session"))
        .count();
    assert_eq!(sessions, 1, "{alone}");
    let (s, headers, csv) = super::send(&app, raw(&format!("{one}&format=csv"))).await;
    assert_eq!(s, StatusCode::OK);
    assert!(headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    let csv = csv.as_str().unwrap();
    assert_eq!(csv.lines().count(), 1 + 13, "{csv}");
    assert!(csv.starts_with("No.;Time;Comment;Scramble;Date"), "{csv}");
    // A CSV of every session, an unknown format, no such session: refused, said.
    let got = get(&app, "/api/export/practice?format=csv&lang=zh").await;
    is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "one session");
    assert!(
        got.1["error"]["said"]
            .as_str()
            .unwrap()
            .contains("一个练习组"),
        "{}",
        got.1
    );
    let (s, _) = get(&app, "/api/export/practice?format=xml").await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    let (s, _) = get(&app, "/api/export/practice?session=999").await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_trainers_session_tells_each_case_after_its_solve_and_counts_by_case() {
    let (app, _) = app();
    let (s, v) = post(
        &app,
        "/api/timers",
        json!({"puzzle": "cube", "size": "pll:T,Ua", "seed": 3}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["session"]["size"], "pll:T,Ua");
    assert_eq!(v["last_case"], Value::Null, "no case before a solve");
    assert_eq!(v["hold"], json!({"face": "D", "rotation": "z2"}));
    let key = v["key"].as_str().unwrap().to_string();
    let mut told = Vec::new();
    for i in 0..4 {
        let v = timed(&app, &key, 100_000 * (i + 1), 5_000 + 1000 * i).await;
        let case = v["last_case"].as_str().unwrap().to_string();
        assert!(case == "T" || case == "Ua", "{v}");
        told.push(case);
    }
    let session = get(&app, &format!("/api/timers/{key}")).await.1["session"]["id"].clone();
    let (s, cases) = get(&app, &format!("/api/sessions/{session}/cases")).await;
    assert_eq!(s, StatusCode::OK, "{cases}");
    let counted: u64 = cases
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["count"].as_u64().unwrap())
        .sum();
    assert_eq!(counted, 4, "{cases}");
    for c in cases.as_array().unwrap() {
        let n = told.iter().filter(|t| **t == c["case"]).count() as u64;
        assert_eq!(c["count"], n, "{cases}");
    }
    // Its csTimer event keeps its cases.
    let raw = axum::http::Request::get("/api/export/practice")
        .body(axum::body::Body::empty())
        .unwrap();
    let (_, _, export) = super::send(&app, raw).await;
    assert!(
        export.to_string().contains("puzzlebox-cube-pll:T,Ua"),
        "{export}"
    );
    // Another session's cases: none.
    let tiles = tiles_timer(&app, false).await;
    let other = get(&app, &format!("/api/timers/{tiles}")).await.1["session"]["id"].clone();
    assert_eq!(
        get(&app, &format!("/api/sessions/{other}/cases")).await.1,
        json!([])
    );
}

#[tokio::test]
async fn a_bad_trainer_is_refused_and_makes_no_session() {
    let (app, _) = app();
    let before = get(&app, "/api/sessions").await.1;
    for size in ["pll:Q", "oll:", "cross:9", "zbll"] {
        let got = post(&app, "/api/timers", json!({"puzzle": "cube", "size": size})).await;
        is_error(&got, StatusCode::BAD_REQUEST, "bad_input", "");
    }
    assert_eq!(get(&app, "/api/sessions").await.1, before);
}

#[tokio::test]
async fn a_cross_trainers_solve_is_followed_by_the_shortest_cross_of_each_colour() {
    let (app, _) = app();
    let body = json!({"puzzle": "cube", "size": "cross:3", "seed": 8});
    let (s, v) = post(&app, "/api/timers", body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["last_review"], json!([]), "nothing before a solve");
    let key = v["key"].as_str().unwrap().to_string();
    let v = timed(&app, &key, 10_000, 2_000).await;
    let review = v["last_review"].as_array().unwrap();
    let faces: Vec<&str> = review.iter().map(|l| l["face"].as_str().unwrap()).collect();
    assert_eq!(faces, ["U", "R", "F", "D", "L", "B"]);
    let white = cube::parse_moves(review[0]["moves"].as_str().unwrap()).unwrap();
    assert_eq!(white.len(), 3, "{v}");
    assert_eq!(v["last_case"], Value::Null);
}
