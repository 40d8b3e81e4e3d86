//! The API's errors: [`ErrorKind`] (each with its one status), [`ApiError`], and the
//! extractors whose every rejection is an [`ApiError`] (a JSON body, a path, a query), so
//! that no request — however malformed — gets anything but `{"error":{"kind","message"}}`.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, FromRequestParts, Path, Query, Request};
use axum::http::header::RETRY_AFTER;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use game::controller::ControlError;
use game::store::StoreError;
use game::GameError;
use std::sync::Arc;

use super::lang;
use crate::i18n::{self, Lang, Messages};
use serde::de::DeserializeOwned;
use serde::Serialize;
use utoipa::ToSchema;

/// What kind of error a response carries; each has one status (docs/api.md's table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// 400: a position, move, level, size, goal or solver that is not right.
    BadInput,
    /// 400: a body that is not the JSON the route takes.
    BadJson,
    /// 401: the server needs its token and the request has none.
    Unauthorized,
    /// 403: a state change from another origin.
    CrossOrigin,
    /// 404: an unknown game, saved game or route.
    NotFound,
    /// 408: the body did not arrive in time.
    SlowBody,
    /// 409: an action that does not apply now.
    NotNow,
    /// 413: a body over the limit.
    TooLarge,
    /// 415: a body not said to be JSON.
    NotJson,
    /// 422: a saved game that is not a game of its puzzle.
    BadRecord,
    /// 422: a solve that found nothing in its time.
    TimeLimit,
    /// 500: the saved games are unavailable (the database failed).
    Storage,
    /// 500: a fault of the server itself.
    Internal,
    /// 503: every solver is busy.
    Busy,
}

impl ErrorKind {
    /// The status every error of this kind has.
    pub fn status(self) -> StatusCode {
        match self {
            ErrorKind::BadInput | ErrorKind::BadJson => StatusCode::BAD_REQUEST,
            ErrorKind::Unauthorized => StatusCode::UNAUTHORIZED,
            ErrorKind::CrossOrigin => StatusCode::FORBIDDEN,
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::SlowBody => StatusCode::REQUEST_TIMEOUT,
            ErrorKind::NotNow => StatusCode::CONFLICT,
            ErrorKind::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorKind::NotJson => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorKind::BadRecord | ErrorKind::TimeLimit => StatusCode::UNPROCESSABLE_ENTITY,
            ErrorKind::Storage | ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
            ErrorKind::Busy => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

/// Writes an error's message in a language from its fields.
type Localize = Arc<dyn Fn(&Messages) -> String + Send + Sync>;

/// An API error: its kind (hence its status), a message for people, and, for the errors
/// that have fields, the way to write it in another language (`said`, for `?lang=zh`).
pub struct ApiError {
    kind: ErrorKind,
    message: String,
    retry_after: Option<u64>,
    localize: Option<Localize>,
}

impl std::fmt::Debug for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ApiError")
            .field("kind", &self.kind)
            .field("message", &self.message)
            .finish_non_exhaustive()
    }
}

/// Every error response's body: `{"error":{"kind":"…","message":"…"}}`.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    /// The error.
    pub error: ErrorInner,
}

/// What went wrong.
#[derive(Serialize, ToSchema)]
pub struct ErrorInner {
    /// Its kind, which fixes the status.
    pub kind: ErrorKind,
    /// What went wrong, and where (the token, the piece, the tile).
    pub message: String,
    /// The same in the language the request asked for with `?lang` (absent in English).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said: Option<String>,
}

impl ApiError {
    /// An error of `kind`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            message: message.into(),
            retry_after: None,
            localize: None,
        }
    }

    /// The error, written in other languages by `localize`.
    fn localized(mut self, localize: impl Fn(&Messages) -> String + Send + Sync + 'static) -> Self {
        self.localize = Some(Arc::new(localize));
        self
    }

    /// Bad input, with the message the command line gives.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorKind::BadInput, message)
    }

    /// A fault of the server (a task that panicked, say).
    pub fn internal(message: impl ToString) -> ApiError {
        ApiError::new(ErrorKind::Internal, message.to_string())
    }

    /// Asks the client to try again after `secs` seconds.
    pub fn retry_after(mut self, secs: u64) -> ApiError {
        self.retry_after = Some(secs);
        self
    }

    /// The body, in the language the request being answered asks for.
    pub fn body(&self) -> ErrorBody {
        self.body_in(lang::asked())
    }

    /// The body, with `said` in `lang` (for an event stream, answered after its request).
    pub fn body_in(&self, lang: Option<Lang>) -> ErrorBody {
        let said = lang::messages(lang).and_then(|m| self.localize.as_ref().map(|f| f(m)));
        ErrorBody {
            error: ErrorInner {
                kind: self.kind,
                message: self.message.clone(),
                said,
            },
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut resp = (self.kind.status(), Json(self.body())).into_response();
        if let Some(s) = self.retry_after {
            resp.headers_mut().insert(RETRY_AFTER, s.into());
        }
        resp
    }
}

impl From<ControlError> for ApiError {
    fn from(e: ControlError) -> ApiError {
        let kind = match &e {
            ControlError::Game(g) if g.is_bad_input() => ErrorKind::BadInput,
            ControlError::Game(GameError::WrongPuzzle { .. } | GameError::BadCursor { .. }) => {
                ErrorKind::BadRecord
            }
            ControlError::Game(GameError::Cube(cube::CubeError::NoSolutionInTime)) => {
                ErrorKind::TimeLimit
            }
            ControlError::Game(GameError::Tables(_)) => ErrorKind::Internal,
            ControlError::Game(_) | ControlError::NotNow(_) => ErrorKind::NotNow,
            ControlError::Store(StoreError::BadExport(_)) => ErrorKind::BadInput,
            ControlError::Store(StoreError::NoSuchGame(id)) => {
                let message = format!("no saved game {id}");
                return ApiError::new(ErrorKind::NotFound, message)
                    .localized(move |m| i18n::control_error(m, &e));
            }
            ControlError::Store(_) => {
                let message = format!("the saved games are unavailable: {e}");
                return ApiError::new(ErrorKind::Storage, message)
                    .localized(move |m| i18n::control_error(m, &e));
            }
        };
        ApiError::new(kind, e.to_string()).localized(move |m| i18n::control_error(m, &e))
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        ApiError::from(ControlError::Game(e))
    }
}

impl From<game::VariantError> for ApiError {
    fn from(e: game::VariantError) -> ApiError {
        ApiError::from(GameError::from(e))
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        ApiError::from(ControlError::Store(e))
    }
}

/// JSON bodies whose every rejection (malformed, wrong type, too large, too slow) is an
/// [`ApiError`].
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        // A body sent slowly (a byte a second) is cut off: it must arrive within the limit.
        match tokio::time::timeout(super::BODY_TIMEOUT, Json::<T>::from_request(req, state)).await {
            Ok(Ok(Json(v))) => Ok(ApiJson(v)),
            Ok(Err(rej)) => Err(json_rejection(rej)),
            Err(_) => Err(ApiError::new(
                ErrorKind::SlowBody,
                format!(
                    "the request's body did not arrive within {} s",
                    super::BODY_TIMEOUT.as_secs()
                ),
            )),
        }
    }
}

fn json_rejection(rej: JsonRejection) -> ApiError {
    let kind = match rej.status() {
        StatusCode::PAYLOAD_TOO_LARGE => ErrorKind::TooLarge,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ErrorKind::NotJson,
        _ => ErrorKind::BadJson,
    };
    ApiError::new(kind, rej.body_text())
}

/// A path parameter (a game's key, a saved game's number); one that does not decode is
/// bad input.
pub struct ApiPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for ApiPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        Path::<T>::from_request_parts(parts, state)
            .await
            .map(|Path(v)| ApiPath(v))
            .map_err(|rej| ApiError::bad(rej.body_text()))
    }
}

/// A query string; one that does not fit is bad input.
pub struct ApiQuery<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(v)| ApiQuery(v))
            .map_err(|rej| ApiError::bad(rej.body_text()))
    }
}
