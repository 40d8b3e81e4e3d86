//! The API's OpenAPI document, served at `GET /api/openapi.json`: generated from the
//! handlers' `#[utoipa::path]` attributes and the bodies' `ToSchema` derives (the router
//! hands over what the same list of routes the server routes by documents, [`publish`]),
//! plus the responses every route can give because of the layers in front of it (the
//! token, the origin rule, the body limits).

use std::sync::OnceLock;

use serde_json::{json, Value};

use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use utoipa::openapi::path::{HttpMethod, Operation};
use utoipa::openapi::{ContentBuilder, InfoBuilder, OpenApi, Ref, RefOr, ResponseBuilder};

use crate::error::{ApiError, ErrorKind};

/// The document served, as [`publish`] made it.
static JSON: OnceLock<String> = OnceLock::new();

/// Makes `routes` (what the API's routes document, under `/api`) the document `GET
/// /api/openapi.json` serves: its title, and the responses of the layers in front of
/// every route.
pub fn publish(routes: OpenApi) {
    let doc = document(routes);
    let Ok(mut value) = serde_json::to_value(&doc) else {
        return;
    };
    refusals_in_body(&mut value);
    if let Ok(json) = serde_json::to_string_pretty(&value) {
        let _ = JSON.set(json);
    }
}

/// The statuses `?refusals=body` turns into a 200 `refused` ([`crate::refusals`]).
const REFUSALS: [&str; 4] = ["400", "404", "409", "422"];

/// Every operation that can refuse takes `?refusals=body`: the parameter, and its 200
/// answer (`RefusedBody`) beside what it answers otherwise.
fn refusals_in_body(doc: &mut Value) {
    doc["components"]["schemas"]["RefusedBody"] = json!({
        "type": "object",
        "description": "A refusal answered in the body (`?refusals=body`): what an error \
            status would have said.",
        "required": ["refused"],
        "properties": { "refused": { "$ref": "#/components/schemas/ErrorInner" } }
    });
    let Some(paths) = doc["paths"].as_object_mut() else {
        return;
    };
    for item in paths.values_mut() {
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for op in ops.values_mut() {
            let refuses = REFUSALS.iter().any(|s| op["responses"].get(*s).is_some());
            if refuses {
                add_refusals_parameter(op);
                add_refused_answer(op);
            }
        }
    }
}

/// The `refusals` query parameter (the actions' own is already there).
fn add_refusals_parameter(op: &mut Value) {
    if op["parameters"]
        .as_array()
        .is_some_and(|ps| ps.iter().any(|p| p["name"] == "refusals"))
    {
        return;
    }
    let parameter = json!({
        "name": "refusals",
        "in": "query",
        "required": false,
        "description": "`body`: a refusal (400, 404, 409, 422) answers 200 with `refused` \
            instead of its error status",
        "schema": { "type": "string", "enum": ["body"] }
    });
    match op["parameters"].as_array_mut() {
        Some(ps) => ps.push(parameter),
        None => op["parameters"] = json!([parameter]),
    }
}

/// The 200 answer with `refused`, beside the operation's own 200 if it has one.
fn add_refused_answer(op: &mut Value) {
    let refused = json!({ "$ref": "#/components/schemas/RefusedBody" });
    let ok = &mut op["responses"]["200"];
    if ok.is_null() {
        *ok = json!({
            "description": "A refusal in the body (`?refusals=body`)",
            "content": { "application/json": { "schema": refused } }
        });
        return;
    }
    let json_content = &mut ok["content"]["application/json"];
    match json_content["schema"].take() {
        Value::Null => json_content["schema"] = refused,
        own => json_content["schema"] = json!({ "anyOf": [own, refused] }),
    }
}

/// The document from what the routes document.
pub fn document(mut doc: OpenApi) -> OpenApi {
    doc.info = InfoBuilder::new()
        .title("puzzlebox")
        .version(env!("CARGO_PKG_VERSION"))
        .description(Some(
            "Play and solve the sliding-tile puzzles, the Rubik's cube and the Five Rings. \
             Positions and moves are written as on the command line. Every error is \
             `{\"error\":{\"kind\",\"message\"}}`. Bound to 127.0.0.1 (the default) the \
             server needs no token; bound to any other address every request carries it \
             (`?token=`, the `puzzlebox_token` cookie or `Authorization: Bearer`).",
        ))
        .build();
    for (_, item) in doc.paths.paths.iter_mut() {
        for (method, op) in [
            (HttpMethod::Get, item.get.as_mut()),
            (HttpMethod::Post, item.post.as_mut()),
            (HttpMethod::Delete, item.delete.as_mut()),
            (HttpMethod::Patch, item.patch.as_mut()),
        ] {
            if let Some(op) = op {
                add_guard_responses(method, op);
            }
        }
    }
    doc
}

/// The responses the layers in front of every handler add: 401 without the token (when
/// one is required), 403 for a state change from another origin, and for a JSON body
/// 400 (not the route's JSON), 408 (too slow), 413 (too large), 415 (not JSON).
fn add_guard_responses(method: HttpMethod, op: &mut Operation) {
    let mut add = |kind: ErrorKind, why: &str| {
        let status = kind.status().as_u16().to_string();
        op.responses.responses.entry(status).or_insert_with(|| {
            RefOr::T(
                ResponseBuilder::new()
                    .description(why)
                    .content(
                        "application/json",
                        ContentBuilder::new()
                            .schema(Some(Ref::from_schema_name("ErrorBody")))
                            .build(),
                    )
                    .build(),
            )
        });
    };
    add(
        ErrorKind::Unauthorized,
        "The server needs its token (bound beyond 127.0.0.1) and the request has none",
    );
    if method != HttpMethod::Get {
        add(ErrorKind::CrossOrigin, "A state change from another origin");
    }
    if op.request_body.is_some() {
        add(
            ErrorKind::BadJson,
            "A body that is not the JSON the route takes",
        );
        add(ErrorKind::SlowBody, "The body did not arrive in time");
        add(ErrorKind::TooLarge, "A body over the limit");
        add(ErrorKind::NotJson, "A body not said to be JSON");
    }
}

/// This document.
#[utoipa::path(get, path = "/openapi.json", tag = "api",
    responses((status = 200, description = "The OpenAPI document of this API", body = Object)))]
pub async fn serve() -> Result<axum::response::Response, ApiError> {
    let json = JSON
        .get()
        .ok_or_else(|| ApiError::internal("the OpenAPI document was not published"))?;
    Ok(([(CONTENT_TYPE, "application/json")], json.as_str()).into_response())
}
