//! `?refusals=body` on every route: a refusal the caller expects (a position that is no
//! position, a name taken, a session that is gone — 400, 404, 409 or 422) answers 200 with
//! `{"refused": {"kind", "message", "said"}}` instead of its error status. A page asks for
//! it on every call: what a player typed wrong is an answer to read, not a failed request
//! for the browser to log. The game actions' own `refusals=body` keeps the game beside the
//! refusal (`GameOut::refused`); everything else the same layer does here.

use axum::body::{to_bytes, Body};
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

/// The statuses of the refusals a caller expects.
const REFUSALS: [StatusCode; 4] = [
    StatusCode::BAD_REQUEST,
    StatusCode::NOT_FOUND,
    StatusCode::CONFLICT,
    StatusCode::UNPROCESSABLE_ENTITY,
];

/// The largest error body read back (an error is a sentence).
const MAX_ERROR_BODY: usize = 64 * 1024;

/// Whether a request asks for its refusals in the body.
pub fn asked(query: Option<&str>) -> bool {
    query.is_some_and(|q| q.split('&').any(|p| p == "refusals=body"))
}

/// The layer: a refusal's error answer as a 200 `refused`, when the request asks for it.
pub async fn in_body(req: Request, next: Next) -> Response {
    let wanted = asked(req.uri().query());
    let resp = next.run(req).await;
    if !wanted || !REFUSALS.contains(&resp.status()) {
        return resp;
    }
    let (parts, body) = resp.into_parts();
    let Ok(bytes) = to_bytes(body, MAX_ERROR_BODY).await else {
        return Response::from_parts(parts, Body::empty());
    };
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(v) if v.get("error").is_some() => {
            (StatusCode::OK, Json(json!({ "refused": v["error"] }))).into_response()
        }
        _ => Response::from_parts(parts, Body::from(bytes)),
    }
}

#[cfg(test)]
mod tests {
    use super::asked;

    #[test]
    fn the_query_asks_by_its_whole_pair() {
        assert!(asked(Some("refusals=body")));
        assert!(asked(Some("lang=zh&refusals=body")));
        assert!(!asked(Some("refusals=bodyx")));
        assert!(!asked(Some("xrefusals=body")));
        assert!(!asked(None));
    }
}
