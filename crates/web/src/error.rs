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
use door::Fault;
use game::controller::ControlError;
use game::{GameError, StorageError, StorageKind};
use store::StoreError;

use super::lang;
use messages::{Lang, Localize, Message};
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

/// An API error: its kind (hence its status) and what went wrong, as a message of the
/// catalogs (`message` in English; `said` in the language a request asks for).
#[derive(Debug)]
pub struct ApiError {
    kind: ErrorKind,
    message: Message,
    retry_after: Option<u64>,
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
    pub fn new(kind: ErrorKind, message: Message) -> ApiError {
        ApiError {
            kind,
            message,
            retry_after: None,
        }
    }

    /// Bad input, with the message the command line gives.
    pub fn bad(message: Message) -> ApiError {
        ApiError::new(ErrorKind::BadInput, message)
    }

    /// A fault of the server (a task that panicked, say).
    pub fn internal(e: impl std::fmt::Display) -> ApiError {
        let detail = Message::verbatim(e.to_string());
        ApiError::new(
            ErrorKind::Internal,
            Message::new("api-internal").arg("detail", detail),
        )
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
        ErrorBody {
            error: ErrorInner {
                kind: self.kind,
                message: self.message.english(),
                said: lang.map(|l| self.message.text(l)),
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
            ControlError::Game(g) => return ApiError::from(g.clone()),
            ControlError::NotNow(_) => ErrorKind::NotNow,
            ControlError::Storage(s) => return ApiError::from(s.clone()),
        };
        ApiError::new(kind, e.message())
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        let kind = match &e {
            g if g.is_bad_input() => ErrorKind::BadInput,
            GameError::WrongPuzzle { .. } | GameError::BadCursor { .. } => ErrorKind::BadRecord,
            GameError::Door(d) if d.fault() == Fault::Time => ErrorKind::TimeLimit,
            GameError::Tables(_) => ErrorKind::Internal,
            _ => ErrorKind::NotNow,
        };
        ApiError::new(kind, e.message())
    }
}

impl From<StorageError> for ApiError {
    fn from(e: StorageError) -> ApiError {
        match e.get::<StoreError>() {
            Some(s) => ApiError::from(s.clone()),
            None => {
                let kind = match e.kind() {
                    StorageKind::NotFound => ErrorKind::NotFound,
                    StorageKind::BadRequest | StorageKind::BadExport => ErrorKind::BadInput,
                    StorageKind::Failed => ErrorKind::Storage,
                };
                ApiError::new(kind, e.message())
            }
        }
    }
}

impl From<practice::TimerError> for ApiError {
    fn from(e: practice::TimerError) -> ApiError {
        match e {
            practice::TimerError::Storage(e) => ApiError::from(e),
            practice::TimerError::Game(e) => ApiError::from(e),
            e @ practice::TimerError::NotATimerSession { .. } => ApiError::bad(e.message()),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        let kind = match &e {
            e if e.is_bad_export() || e.is_bad_request() => ErrorKind::BadInput,
            StoreError::NoSuchGame(id) => {
                let message = Message::new("api-no-saved-game").arg("id", id.to_string());
                return ApiError::new(ErrorKind::NotFound, message);
            }
            e if e.is_not_found() => ErrorKind::NotFound,
            _ => {
                let message = Message::new("api-storage").arg("error", e.message());
                return ApiError::new(ErrorKind::Storage, message);
            }
        };
        ApiError::new(kind, e.message())
    }
}

/// A body that must be a JSON object even when every field is optional (serde would read
/// a struct from an array, `[null, null]`, too): the object's fields read as `T`'s.
pub struct ObjectOnly<T>(pub T);

impl<'de, T: serde::Deserialize<'de>> serde::Deserialize<'de> for ObjectOnly<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields<T>(std::marker::PhantomData<T>);
        impl<'de, T: serde::Deserialize<'de>> serde::de::Visitor<'de> for Fields<T> {
            type Value = T;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
                T::deserialize(serde::de::value::MapAccessDeserializer::new(map))
            }
        }
        d.deserialize_map(Fields(std::marker::PhantomData))
            .map(ObjectOnly)
    }
}

/// JSON bodies whose every rejection (malformed, wrong type, too large, too slow) is an
/// [`ApiError`].
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        // A body sent slowly (a byte a second) is cut off: it must arrive within the limit.
        // (A host with no network, the browser's, hands the body over whole.)
        #[cfg(not(feature = "server"))]
        return Json::<T>::from_request(req, state)
            .await
            .map(|Json(v)| ApiJson(v))
            .map_err(json_rejection);
        #[cfg(feature = "server")]
        match tokio::time::timeout(super::BODY_TIMEOUT, Json::<T>::from_request(req, state)).await {
            Ok(Ok(Json(v))) => Ok(ApiJson(v)),
            Ok(Err(rej)) => Err(json_rejection(rej)),
            Err(_) => Err(ApiError::new(
                ErrorKind::SlowBody,
                Message::new("api-slow-body").arg("secs", super::BODY_TIMEOUT.as_secs()),
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
    let message = match &rej {
        JsonRejection::JsonDataError(e) => serde_fault("api-json-data", &e.body_text()),
        JsonRejection::JsonSyntaxError(e) => serde_fault("api-json-syntax", &e.body_text()),
        JsonRejection::MissingJsonContentType(_) => {
            Message::new("api-not-json").arg("detail", rej.body_text())
        }
        _ if kind == ErrorKind::TooLarge => {
            Message::new("api-too-large").arg("detail", rej.body_text())
        }
        _ => Message::new("api-body-unread").arg("detail", rej.body_text()),
    };
    ApiError::new(kind, message)
}

/// A body that does not parse, as a message: in English axum's own words (serde's, with the
/// line and column); in other languages written from them: where, and the field missing or
/// unknown when serde names one.
fn serde_fault(id: &'static str, text: &str) -> Message {
    let after = |key: &str| text.rsplit_once(key).map(|(_, r)| r);
    let number = |key: &str| {
        after(key)
            .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let field = |key: &str| {
        after(key)
            .and_then(|r| r.split('`').next())
            .map(str::to_string)
    };
    let named = [
        ("missing", field("missing field `")),
        ("unknown", field("unknown field `")),
        ("variant", field("unknown variant `")),
    ];
    let (fault, name) = match named.into_iter().find_map(|(k, f)| Some((k, f?))) {
        Some(found) => found,
        _ if text.contains("EOF while parsing") => ("eof", String::new()),
        _ => ("other", String::new()),
    };
    Message::new(id)
        .arg("detail", text)
        .arg("line", number(" at line "))
        .arg("column", number(" column "))
        .arg("field", name)
        .arg("fault", fault)
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
            .map_err(|rej| {
                ApiError::bad(Message::new("api-bad-path").arg("detail", rej.body_text()))
            })
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
            .map_err(|rej| {
                ApiError::bad(Message::new("api-bad-query").arg("detail", rej.body_text()))
            })
    }
}
