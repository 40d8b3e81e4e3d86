//! The language a request asks for with `?lang=zh`: its answers then carry `said`, the
//! message written in that language from the error's or the note's fields, beside the
//! English `message` (which, like every field name and the notation, stays English).

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;

use messages::Lang;

tokio::task_local! {
    static ASKED: Option<Lang>;
}

/// The language a query string asks for (`lang=zh`); none for English or none given.
pub fn from_query(query: Option<&str>) -> Option<Lang> {
    query?
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Lang::from_locale(v))
        .filter(|l| *l != Lang::En)
}

/// Runs the request with the language it asks for at hand ([`asked`]).
pub async fn scope(req: Request, next: Next) -> Response {
    let lang = from_query(req.uri().query());
    ASKED.scope(lang, next.run(req)).await
}

/// The language the request being answered asks for (none outside a request, or for
/// English).
pub fn asked() -> Option<Lang> {
    ASKED.try_with(|l| *l).ok().flatten()
}
