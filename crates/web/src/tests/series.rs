//! Sliders' series through the API: a relay played on screen brings on each board and
//! files one solve with each board's split by the game's clock; a relay timed on a real
//! puzzle takes a split at each press; both sessions have their figures by size; bad
//! series are refused in both languages and change nothing.

use axum::http::StatusCode;
use serde_json::json;

use super::practice::event;
use super::{app, get, is_error, later, new_game, post};

#[tokio::test]
async fn a_relay_on_screen_brings_on_each_board_and_keeps_each_boards_split() {
    let (app, server) = app();
    let start = "0 1/3 2 ; 1 2 3/4 5 6/7 0 8";
    let g = new_game(
        &app,
        json!({"puzzle": "series", "size": "relay:2x2,3x3", "start": start}),
    )
    .await;
    assert_eq!(g["board"]["kind"], "series", "{g}");
    assert_eq!(
        (g["board"]["leg"].as_u64(), g["board"]["legs"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(g["board"]["next"], "3x3");
    let uri = format!("/api/games/{}/actions", g["key"].as_str().unwrap());
    // The game's clock starts with its first move.
    let (s, v) = post(&app, &uri, json!({"action": "move", "moves": "L"})).await;
    assert_eq!((s, &v["board"]["leg"]), (StatusCode::OK, &json!(1)), "{v}");
    later(&server, 3_000);
    let (s, v) = post(&app, &uri, json!({"action": "move", "moves": "U"})).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["board"]["leg"], 2, "the next board comes on: {v}");
    assert_eq!(v["board"]["width"], 3);
    assert_eq!(v["solved"], false);
    later(&server, 5_000);
    let (_, v) = post(&app, &uri, json!({"action": "move", "moves": "L"})).await;
    assert_eq!(v["solved"], true, "{v}");
    let (_, list) = get(&app, "/api/sessions").await;
    let session = list
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["puzzle"] == "series")
        .cloned()
        .unwrap();
    assert_eq!(session["size"], "relay:2x2,3x3");
    assert_eq!(session["mode"], "screen");
    let id = &session["id"];
    let (_, page) = get(&app, &format!("/api/sessions/{id}/page")).await;
    let solve = &page["solves"][0];
    assert_eq!(solve["ms"], 8_000, "{solve}");
    assert_eq!(solve["splits"], json!([3_000, 5_000]));
    let (_, cases) = get(&app, &format!("/api/sessions/{id}/cases")).await;
    let sizes: Vec<&str> = cases
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["case"].as_str().unwrap())
        .collect();
    assert_eq!(sizes, ["2x2", "3x3"], "{cases}");
    assert_eq!(cases[1]["best"], 5_000);
    // Its replay has a stage a board, with its time.
    let (s, replay) = get(
        &app,
        &format!("/api/saved/{}/replay", solve["game"].as_str().unwrap()),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{replay}");
    let stages: Vec<(String, u64)> = replay["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                x["name"].as_str().unwrap().to_string(),
                x["ms"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        stages,
        [
            ("board 1: 2×2".into(), 3_000),
            ("board 2: 3×3".into(), 5_000)
        ]
    );
}

#[tokio::test]
async fn a_relay_timed_on_a_real_puzzle_takes_a_split_at_each_press() {
    let (app, _) = app();
    let body = json!({"puzzle": "series", "size": "relay:3x3,4x4,5x5", "seed": 2});
    let (s, v) = post(&app, "/api/timers", body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["phases"], json!(["3x3", "4x4", "5x5"]));
    let boards: Vec<&str> = v["scramble"]["text"].as_str().unwrap().split(';').collect();
    assert_eq!(boards.len(), 3, "{v}");
    let key = v["key"].as_str().unwrap().to_string();
    for (round, t0) in [0i64, 100_000].into_iter().enumerate() {
        event(&app, &key, "press", t0).await;
        event(&app, &key, "release", t0 + 300).await;
        let v = event(&app, &key, "press", t0 + 10_300).await;
        assert_eq!(
            (v["phase"].as_str(), &v["marks"]),
            (Some("running"), &json!([10_000]))
        );
        event(&app, &key, "release", t0 + 10_400).await;
        event(&app, &key, "press", t0 + 40_300).await;
        let v = event(&app, &key, "press", t0 + 100_300 + round as i64).await;
        assert_eq!(v["phase"], "stopped", "{v}");
        assert_eq!(v["last"]["ms"], 100_000 + round as i64);
        assert_eq!(
            v["last"]["splits"],
            json!([10_000, 30_000, 60_000 + round as i64])
        );
        event(&app, &key, "release", t0 + 100_400).await;
    }
    let session = get(&app, &format!("/api/timers/{key}")).await.1["session"]["id"].clone();
    let (_, cases) = get(&app, &format!("/api/sessions/{session}/cases")).await;
    let rows: Vec<(&str, u64)> = cases
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["case"].as_str().unwrap(), c["count"].as_u64().unwrap()))
        .collect();
    assert_eq!(rows, [("3x3", 2), ("4x4", 2), ("5x5", 2)]);
    assert_eq!(cases[2]["mean"], 60_001, "{cases}");
}

#[tokio::test]
async fn a_marathons_boards_are_one_size_and_its_figures_one_row() {
    let (app, _) = app();
    let body = json!({"puzzle": "series", "size": "marathon:2x2:3", "seed": 4});
    let (s, v) = post(&app, "/api/timers", body).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["phases"], json!(["2x2", "2x2", "2x2"]));
    assert_eq!(v["session"]["size"], "marathon:2x2:3");
    let key = v["key"].as_str().unwrap().to_string();
    event(&app, &key, "press", 0).await;
    event(&app, &key, "release", 300).await;
    for at in [1_300, 3_300] {
        assert_eq!(event(&app, &key, "press", at).await["phase"], "running");
    }
    let v = event(&app, &key, "press", 6_300).await;
    assert_eq!(v["last"]["splits"], json!([1_000, 2_000, 3_000]));
    let session = &v["session"]["id"];
    let (_, cases) = get(&app, &format!("/api/sessions/{session}/cases")).await;
    assert_eq!(cases.as_array().unwrap().len(), 1, "{cases}");
    assert_eq!(
        (&cases[0]["case"], &cases[0]["count"]),
        (&json!("2x2"), &json!(3))
    );
    assert_eq!(
        (&cases[0]["best"], &cases[0]["mean"]),
        (&json!(1_000), &json!(2_000))
    );
    // On screen: three boards of 2×2, each brought on by the last.
    let start = "1 2/0 3 ; 1 2/0 3 ; 1 0/3 2";
    let g = new_game(
        &app,
        json!({"puzzle": "series", "size": "marathon:2x2:3", "start": start}),
    )
    .await;
    let uri = format!("/api/games/{}/actions", g["key"].as_str().unwrap());
    let (_, v) = post(&app, &uri, json!({"action": "move", "moves": "L"})).await;
    assert_eq!(
        (&v["board"]["leg"], &v["solved"]),
        (&json!(2), &json!(false))
    );
    let (_, v) = post(&app, &uri, json!({"action": "move", "moves": "LU"})).await;
    assert_eq!(
        (&v["board"]["leg"], &v["solved"]),
        (&json!(3), &json!(true)),
        "{v}"
    );
}

#[tokio::test]
async fn bad_series_are_refused_in_both_languages_and_change_nothing() {
    let (app, _) = app();
    let before = get(&app, "/api/sessions").await.1;
    for (size, says, zh) in [
        ("relay:", "at least one size", "至少要有一个尺寸"),
        ("relay:3x3,11x11", "at most 10×10", "最大 10×10"),
        ("marathon:4x4:0", "1 to 100 boards", "1 到 100 盘"),
        ("marathon:4x4:10000", "1 to 100 boards", "1 到 100 盘"),
    ] {
        for uri in ["/api/timers", "/api/games"] {
            let body = json!({"puzzle": "series", "size": size});
            let got = post(&app, uri, body.clone()).await;
            is_error(&got, StatusCode::BAD_REQUEST, "bad_input", says);
            let got = post(&app, &format!("{uri}?lang=zh"), body).await;
            let said = got.1["error"]["said"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            assert!(said.contains(zh), "{size}: {}", got.1);
        }
    }
    assert_eq!(get(&app, "/api/sessions").await.1, before);
}
