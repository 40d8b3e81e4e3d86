//! Access: the token (when the server listens beyond loopback) and the same-origin rule
//! for state changes.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{AUTHORIZATION, COOKIE, HOST, ORIGIN, SET_COOKIE};
use axum::http::{HeaderValue, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use messages::Message;

use super::error::{ApiError, ErrorKind};
use super::Server;

const COOKIE_NAME: &str = "puzzlebox_token";

/// Refuses what must not pass: state changes from another origin (403), and, when a token
/// is required, any request without it (401) — the page, its files and its event streams
/// included. A valid `?token=` sets a cookie so the page's own requests carry it.
pub async fn guard(State(server): State<Arc<Server>>, req: Request, next: Next) -> Response {
    if !matches!(*req.method(), Method::GET | Method::HEAD) && !same_origin(&req) {
        return ApiError::new(ErrorKind::CrossOrigin, Message::new("api-cross-origin"))
            .into_response();
    }
    let Some(token) = server.token.as_deref() else {
        return next.run(req).await;
    };
    let query = req.uri().query().and_then(|q| {
        q.split('&')
            .find_map(|kv| kv.strip_prefix("token="))
            .map(str::to_string)
    });
    let cookie = req
        .headers()
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|kv| {
            kv.trim()
                .strip_prefix(&format!("{COOKIE_NAME}="))
                .map(str::to_string)
        });
    let bearer = req
        .headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_string);
    let ok = |t: &Option<String>| t.as_deref().is_some_and(|t| equal(t, token));
    if !(ok(&query) || ok(&cookie) || ok(&bearer)) {
        return ApiError::new(ErrorKind::Unauthorized, Message::new("api-unauthorized"))
            .into_response();
    }
    let set_cookie = ok(&query) && !ok(&cookie);
    let mut resp = next.run(req).await;
    if set_cookie {
        if let Ok(v) = HeaderValue::from_str(&format!(
            "{COOKIE_NAME}={token}; Path=/; HttpOnly; SameSite=Strict"
        )) {
            resp.headers_mut().insert(SET_COOKIE, v);
        }
    }
    resp
}

/// No `Origin` (not a browser's cross-site request), or one naming this host.
fn same_origin(req: &Request) -> bool {
    let Some(origin) = req.headers().get(ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = req
        .headers()
        .get(HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let origin_host = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .unwrap_or("");
    !host.is_empty() && origin_host == host
}

/// Compares in time independent of where the strings differ.
fn equal(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}
