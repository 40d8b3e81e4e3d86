//! The tests' hold on the server's clock (the `test-hooks` feature, absent from a release
//! build; the test command enables it): with `$PUZZLEBOX_TEST_CLOCK` set, the games read a
//! clock that moves only when `POST /api/test/clock` (`{"advance_ms": N}`) moves it, so
//! that a browser test gives a game its time without waiting for it. Not in the OpenAPI
//! document.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::routing::post;
use axum::{Json, Router};
use search::clock::ManualClock;
use serde::Deserialize;

use crate::Server;

/// The clock the environment asked for, once made.
static CLOCK: OnceLock<Arc<ManualClock>> = OnceLock::new();

/// `server` with the tests' clock when `$PUZZLEBOX_TEST_CLOCK` is set, else as it is.
pub fn with_test_clock(server: Server) -> Server {
    if std::env::var_os("PUZZLEBOX_TEST_CLOCK").is_none() {
        return server;
    }
    let clock = CLOCK.get_or_init(ManualClock::new).clone();
    let executor = server.executor.clone();
    server.with_host(executor, clock)
}

/// How far to move the clock.
#[derive(Deserialize)]
struct Advance {
    advance_ms: u64,
}

/// `POST /api/test/clock`: moves the tests' clock (nothing when there is none).
async fn advance(Json(a): Json<Advance>) -> Json<bool> {
    match CLOCK.get() {
        Some(clock) => {
            clock.advance(Duration::from_millis(a.advance_ms));
            Json(true)
        }
        None => Json(false),
    }
}

/// The hook's route.
pub fn routes() -> Router<Arc<Server>> {
    Router::new().route("/test/clock", post(advance))
}
