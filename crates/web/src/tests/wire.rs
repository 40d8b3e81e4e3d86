//! The wire's twins against the JSON itself: every answer of a tour of the API is checked
//! against the schema its route documents, strictly — a field the answer has and the schema
//! does not name, or a field the schema requires and the answer lacks, fails. The twins
//! (`wire.rs`) describe types other crates define, so this is where a drift shows.

use axum::http::{Method, StatusCode};
use axum::Router;
use serde_json::{json, Value};

use super::{app, call, get, new_game};

/// What in `value` (at `at`) the schema `schema` of `doc` does not describe.
fn misfits(doc: &Value, schema: &Value, value: &Value, at: &str) -> Vec<String> {
    if let Some(r) = schema["$ref"].as_str() {
        let name = r.trim_start_matches("#/components/schemas/");
        return misfits(doc, &doc["components"]["schemas"][name], value, at);
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema[key].as_array() {
            let fits = options
                .iter()
                .any(|o| misfits(doc, o, value, at).is_empty());
            return match fits {
                true => Vec::new(),
                false => vec![format!("{at}: {value} fits none of its {key}")],
            };
        }
    }
    if let Some(parts) = schema["allOf"].as_array() {
        return all_of(doc, parts, value, at);
    }
    // An object the document leaves opaque (no properties named) is not checked: the
    // document says nothing of its shape.
    if schema["type"] == "object" && schema.get("properties").is_none() {
        return Vec::new();
    }
    if value.is_null() {
        let nullable = schema["type"] == "null"
            || schema["type"]
                .as_array()
                .is_some_and(|t| t.contains(&json!("null")));
        return match nullable || schema.as_object().is_some_and(|o| o.is_empty()) {
            true => Vec::new(),
            false => vec![format!("{at}: null where the schema allows none")],
        };
    }
    let mut out = Vec::new();
    if let (Some(items), Some(values)) = (schema.get("items"), value.as_array()) {
        for (i, v) in values.iter().enumerate() {
            out.extend(misfits(doc, items, v, &format!("{at}[{i}]")));
        }
    }
    if let (Some(props), Some(obj)) = (schema["properties"].as_object(), value.as_object()) {
        out.extend(fields(doc, schema, props, obj, at));
    }
    out
}

/// An object's fields against its schema's properties and required fields.
fn fields(
    doc: &Value,
    schema: &Value,
    props: &serde_json::Map<String, Value>,
    obj: &serde_json::Map<String, Value>,
    at: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    let open = schema
        .get("additionalProperties")
        .is_some_and(|a| a != false);
    for (k, v) in obj {
        match props.get(k) {
            Some(p) => out.extend(misfits(doc, p, v, &format!("{at}.{k}"))),
            None if !open => out.push(format!("{at}.{k}: not in the schema")),
            None => {}
        }
    }
    for r in schema["required"].as_array().into_iter().flatten() {
        let r = r.as_str().unwrap_or_default();
        if !obj.contains_key(r) {
            out.push(format!("{at}.{r}: required, absent"));
        }
    }
    out
}

/// `allOf`: the parts' properties merged into one object schema (one for each choice of
/// the parts' own `oneOf`: a flattened tagged enum), the value fitting one of them.
fn all_of(doc: &Value, parts: &[Value], value: &Value, at: &str) -> Vec<String> {
    let mut first = Vec::new();
    for merged in alternatives(doc, &json!({ "allOf": parts })) {
        let wrong = misfits(doc, &merged, value, at);
        if wrong.is_empty() {
            return wrong;
        }
        if first.is_empty() {
            first = wrong;
        }
    }
    first
}

/// The object schemas a schema may stand for: its own, each option of a `oneOf`, each
/// combination of an `allOf`'s parts merged.
fn alternatives(doc: &Value, schema: &Value) -> Vec<Value> {
    if let Some(r) = schema["$ref"].as_str() {
        let name = r.trim_start_matches("#/components/schemas/");
        return alternatives(doc, &doc["components"]["schemas"][name]);
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema[key].as_array() {
            return options.iter().flat_map(|o| alternatives(doc, o)).collect();
        }
    }
    let Some(parts) = schema["allOf"].as_array() else {
        return vec![schema.clone()];
    };
    let mut merged = vec![json!({"type": "object", "properties": {}, "required": []})];
    for part in parts {
        let options = alternatives(doc, part);
        merged = merged
            .iter()
            .flat_map(|m| options.iter().map(move |o| merge(m, o)))
            .collect();
    }
    merged
}

/// Two object schemas as one: both's properties, both's required fields.
fn merge(a: &Value, b: &Value) -> Value {
    let mut m = a.clone();
    for (k, v) in b["properties"].as_object().into_iter().flatten() {
        m["properties"][k] = v.clone();
    }
    for r in b["required"].as_array().into_iter().flatten() {
        if let Some(req) = m["required"].as_array_mut() {
            req.push(r.clone());
        }
    }
    m
}

/// The schema a route documents for an answer (`path` as the document writes it).
fn documented<'a>(doc: &'a Value, path: &str, method: &str, status: StatusCode) -> &'a Value {
    let answer = &doc["paths"][path][method]["responses"][status.as_str()];
    let schema = &answer["content"]["application/json"]["schema"];
    assert!(
        !schema.is_null(),
        "{method} {path} {status}: no schema documented"
    );
    schema
}

/// Calls a route and checks its answer against its documented schema.
async fn checked(
    app: &Router,
    doc: &Value,
    (method, uri, path): (Method, &str, &str),
    body: Option<Value>,
) -> Value {
    let (s, v) = call(app, method.clone(), uri, body).await;
    let schema = documented(doc, path, &method.as_str().to_lowercase(), s);
    let wrong = misfits(doc, schema, &v, "");
    assert!(wrong.is_empty(), "{method} {uri} ({s}): {wrong:#?}\n{v}");
    v
}

#[tokio::test]
async fn every_answer_has_exactly_the_fields_its_schema_names() {
    let (app, _) = app();
    let (_, doc) = get(&app, "/api/openapi.json").await;
    let g = new_game(
        &app,
        json!({"puzzle": "sliding", "level": "easy", "seed": 3}),
    )
    .await;
    let wrong = misfits(
        &doc,
        documented(&doc, "/api/games", "post", StatusCode::CREATED),
        &g,
        "",
    );
    assert!(wrong.is_empty(), "{wrong:#?}");
    let key = g["key"].as_str().unwrap().to_string();
    let actions = format!("/api/games/{key}/actions");
    let act = (Method::POST, actions.as_str(), "/api/games/{key}/actions");
    checked(&app, &doc, act.clone(), Some(json!({"action": "hint"}))).await;
    checked(
        &app,
        &doc,
        act.clone(),
        Some(json!({"action": "demonstrate"})),
    )
    .await;
    checked(&app, &doc, act.clone(), Some(json!({"action": "cancel"}))).await;
    let refused = format!("{actions}?refusals=body&lang=zh");
    let act_zh = (Method::POST, refused.as_str(), "/api/games/{key}/actions");
    checked(
        &app,
        &doc,
        act_zh,
        Some(json!({"action": "move", "moves": "Q"})),
    )
    .await;
    // A series' view, with a board to come and on its last board.
    let body = json!({"puzzle": "series", "size": "relay:2x2,3x3", "start": "0 1/3 2 ; 1 2 3/4 5 6/7 0 8"});
    let games = (Method::POST, "/api/games", "/api/games");
    let series = checked(&app, &doc, games, Some(body)).await;
    let series_actions = format!("/api/games/{}/actions", series["key"].as_str().unwrap());
    let act = (
        Method::POST,
        series_actions.as_str(),
        "/api/games/{key}/actions",
    );
    let last = checked(
        &app,
        &doc,
        act,
        Some(json!({"action": "move", "moves": "LU"})),
    )
    .await;
    assert_eq!(
        (&last["board"]["leg"], &last["board"]["next"]),
        (&json!(2), &json!(""))
    );
    // A game solved: the view's finished part, the saved games, a replay, the statistics.
    let r = "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB";
    let cube = new_game(&app, json!({"puzzle": "cube", "start": r})).await;
    let cube_key = cube["key"].as_str().unwrap().to_string();
    let cube_actions = format!("/api/games/{cube_key}/actions");
    let act = (
        Method::POST,
        cube_actions.as_str(),
        "/api/games/{key}/actions",
    );
    let solved = checked(
        &app,
        &doc,
        act,
        Some(json!({"action": "move", "moves": "R'"})),
    )
    .await;
    let id = solved["id"].as_i64().unwrap_or_default();
    checked(&app, &doc, (Method::GET, "/api/saved", "/api/saved"), None).await;
    let replay = format!("/api/saved/{id}/replay");
    checked(
        &app,
        &doc,
        (Method::GET, replay.as_str(), "/api/saved/{id}/replay"),
        None,
    )
    .await;
    checked(&app, &doc, (Method::GET, "/api/stats", "/api/stats"), None).await;
    checked(
        &app,
        &doc,
        (Method::GET, "/api/puzzles", "/api/puzzles"),
        None,
    )
    .await;
    // The solve pipeline and the validation.
    for body in [
        json!({"puzzle": "sliding", "state": "8 6 7/2 5 4/3 0 1"}),
        json!({"puzzle": "cube", "state": "scramble: R U R' U'", "solver": "two-phase"}),
        json!({"puzzle": "rings", "state": "KKKKKBB/GBBBBBG/OGGGOOG/OOOOGRR/KRRRRRK"}),
        json!({"puzzle": "sliding", "state": "1 2 3/4 5 6/8 7 0"}),
    ] {
        checked(
            &app,
            &doc,
            (Method::POST, "/api/solve", "/api/solve"),
            Some(body),
        )
        .await;
    }
    let validate = (Method::POST, "/api/validate", "/api/validate");
    checked(
        &app,
        &doc,
        validate,
        Some(json!({"puzzle": "cube", "state": "x"})),
    )
    .await;
    // Practice: a timer, a solve timed, the session's figures and chart, the solves.
    let timers = (Method::POST, "/api/timers", "/api/timers");
    let body = json!({"puzzle": "sliding", "size": "3x3", "seed": 1});
    let timer = checked(&app, &doc, timers, Some(body)).await;
    let tkey = timer["key"].as_str().unwrap().to_string();
    let events = format!("/api/timers/{tkey}/events");
    for (event, at) in [
        ("press", 0),
        ("release", 300),
        ("press", 9_300),
        ("release", 9_400),
    ] {
        let route = (Method::POST, events.as_str(), "/api/timers/{key}/events");
        checked(&app, &doc, route, Some(json!({"event": event, "at": at}))).await;
    }
    let session = timer["session"]["id"].as_i64().unwrap();
    let uri = format!("/api/sessions/{session}");
    checked(
        &app,
        &doc,
        (Method::GET, uri.as_str(), "/api/sessions/{id}"),
        None,
    )
    .await;
    let uri = format!("/api/sessions/{session}/solves");
    let solves = checked(
        &app,
        &doc,
        (Method::GET, uri.as_str(), "/api/sessions/{id}/solves"),
        None,
    )
    .await;
    let uri = format!("/api/sessions/{session}/page?offset=0&limit=2");
    let page = checked(
        &app,
        &doc,
        (Method::GET, uri.as_str(), "/api/sessions/{id}/page"),
        None,
    )
    .await;
    assert_eq!(page["total"], 1);
    let all = (Method::GET, "/api/saved?show=all", "/api/saved");
    let games = checked(&app, &doc, all, None).await;
    assert!(
        games
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["status"] == "solved"),
        "{games}"
    );
    let uri = format!("/api/sessions/{session}/history?utc_offset_min=60");
    checked(
        &app,
        &doc,
        (Method::GET, uri.as_str(), "/api/sessions/{id}/history"),
        None,
    )
    .await;
    let uri = format!("/api/sessions/{session}/chart");
    checked(
        &app,
        &doc,
        (Method::GET, uri.as_str(), "/api/sessions/{id}/chart"),
        None,
    )
    .await;
    checked(
        &app,
        &doc,
        (Method::GET, "/api/sessions", "/api/sessions"),
        None,
    )
    .await;
    let solve = solves
        .as_array()
        .and_then(|s| s.first())
        .map(|s| s["id"].clone());
    let uri = format!("/api/solves/{}", solve.unwrap_or_default());
    let change = Some(json!({"penalty": "+2"}));
    checked(
        &app,
        &doc,
        (Method::PATCH, uri.as_str(), "/api/solves/{id}"),
        change,
    )
    .await;
    let uri = format!("{uri}/scramble");
    checked(
        &app,
        &doc,
        (Method::GET, uri.as_str(), "/api/solves/{id}/scramble"),
        None,
    )
    .await;
    // Export and import.
    let export = checked(
        &app,
        &doc,
        (Method::GET, "/api/export", "/api/export"),
        None,
    )
    .await;
    checked(
        &app,
        &doc,
        (Method::GET, "/api/export/practice", "/api/export/practice"),
        None,
    )
    .await;
    let (other, _) = super::app();
    checked(
        &other,
        &doc,
        (Method::POST, "/api/import", "/api/import"),
        Some(export),
    )
    .await;
}

#[test]
fn the_check_sees_a_field_too_many_and_one_missing() {
    let doc = json!({"components": {"schemas": {
        "Phase": {"oneOf": [
            {"type": "object", "required": ["phase"], "properties": {"phase": {"type": "string"}}},
            {"type": "object", "required": ["phase", "ms"],
             "properties": {"phase": {"type": "string"}, "ms": {"type": "integer"}}}
        ]},
        "Timer": {"allOf": [{"$ref": "#/components/schemas/Phase"},
            {"type": "object", "required": ["key"], "properties": {"key": {"type": "string"}}}]}
    }}});
    let timer = json!({"$ref": "#/components/schemas/Timer"});
    assert!(misfits(&doc, &timer, &json!({"phase": "idle", "key": "k"}), "").is_empty());
    assert!(misfits(
        &doc,
        &timer,
        &json!({"phase": "running", "ms": 5, "key": "k"}),
        ""
    )
    .is_empty());
    assert_eq!(
        misfits(
            &doc,
            &timer,
            &json!({"phase": "idle", "key": "k", "extra": 1}),
            ""
        ),
        [".extra: not in the schema"]
    );
    assert_eq!(
        misfits(&doc, &timer, &json!({"phase": "idle"}), ""),
        [".key: required, absent"]
    );
}

/// Every `$ref` in `v` (at `at`) that names no schema of `doc`.
fn dangling(doc: &Value, v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            if let Some(r) = m.get("$ref").and_then(Value::as_str) {
                let name = r.trim_start_matches("#/components/schemas/");
                if doc["components"]["schemas"].get(name).is_none() {
                    out.push(format!("{at}: {r}"));
                }
            }
            for (k, x) in m {
                dangling(doc, x, &format!("{at}/{k}"), out);
            }
        }
        Value::Array(xs) => {
            for (i, x) in xs.iter().enumerate() {
                dangling(doc, x, &format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[tokio::test]
async fn every_reference_of_the_document_names_a_schema_it_has() {
    let (app, _) = app();
    let (_, doc) = get(&app, "/api/openapi.json").await;
    let mut out = Vec::new();
    dangling(&doc, &doc, "", &mut out);
    assert!(out.is_empty(), "references to no schema: {out:#?}");
}
