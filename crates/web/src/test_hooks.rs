//! The tests' hold on the server's clock (the `test-hooks` feature, absent from a release
//! build; the test command enables it): with `$PUZZLEBOX_TEST_CLOCK` set, the games read a
//! clock that moves only when `POST /api/test/clock` (`{"advance_ms": N}`) moves it, and
//! every game is then ticked, so that the time counts at once: a browser test gives a game
//! its time without waiting for it. Not in the OpenAPI document.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::extract::State;
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

/// `POST /api/test/clock`: moves the tests' clock and ticks every game (nothing when
/// there is no such clock).
async fn advance(State(server): State<Arc<Server>>, Json(a): Json<Advance>) -> Json<bool> {
    let Some(clock) = CLOCK.get() else {
        return Json(false);
    };
    clock.advance(Duration::from_millis(a.advance_ms));
    let ticked = tokio::task::spawn_blocking(move || server.tick_all()).await;
    Json(ticked.is_ok())
}

/// The hook's route.
pub fn routes() -> Router<Arc<Server>> {
    Router::new().route("/test/clock", post(advance))
}
