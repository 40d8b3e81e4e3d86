//! The page's files, embedded in the binary at build time (`crates/web/page`): plain
//! ES modules, SVG and CSS, no build step. Only embedded files are ever served: a path is
//! looked up by name in that list, never on the disk, so nothing can escape it.

use std::collections::HashMap;
use std::io::Write;
use std::sync::OnceLock;

use axum::http::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, VARY};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use include_dir::{include_dir, Dir};

/// The page's files.
pub static WEB: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/page");

/// Every file the page is served: its own, and the message catalogs (`messages/en.ftl`,
/// `messages/zh.ftl`, the same the command line and the terminal read).
fn files() -> impl Iterator<Item = (&'static str, &'static [u8])> {
    fn walk(d: &'static Dir<'static>, out: &mut Vec<(&'static str, &'static [u8])>) {
        for f in d.files() {
            if let Some(name) = f.path().to_str() {
                out.push((name, f.contents()));
            }
        }
        for sub in d.dirs() {
            walk(sub, out);
        }
    }
    let mut out = Vec::new();
    walk(&WEB, &mut out);
    out.push(("messages/en.ftl", messages::EN_FTL.as_bytes()));
    out.push(("messages/zh.ftl", messages::ZH_FTL.as_bytes()));
    out.into_iter()
}

/// The contents of the file served at `path`.
fn file(path: &str) -> Option<&'static [u8]> {
    files().find(|(name, _)| *name == path).map(|(_, c)| c)
}

/// The media type of a file, by its extension.
pub fn media_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "ftl" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Every embedded text file gzipped, once, the first time one is asked for.
fn gzipped(path: &str) -> Option<&'static [u8]> {
    static GZ: OnceLock<HashMap<&'static str, Vec<u8>>> = OnceLock::new();
    GZ.get_or_init(|| {
        let mut out = HashMap::new();
        for (name, contents) in files() {
            if media_type(name).starts_with("text/")
                || name.ends_with(".svg")
                || name.ends_with(".json")
            {
                let mut z = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
                if z.write_all(contents).is_ok() {
                    if let Ok(bytes) = z.finish() {
                        out.insert(name, bytes);
                    }
                }
            }
        }
        out
    })
    .get(path)
    .map(Vec::as_slice)
}

/// Whether the request takes gzip.
fn takes_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|e| {
            let mut parts = e.trim().split(';');
            let name = parts.next().unwrap_or("");
            let refused = parts.any(|q| matches!(q.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            (name == "gzip" || name == "*") && !refused
        })
}

/// Serves an embedded file (gzipped when the client takes it); `/` (and any page route
/// without an extension) is the page.
pub async fn serve(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() || !path.rsplit('/').next().unwrap_or("").contains('.') {
        "index.html"
    } else {
        path
    };
    let safe = !path.split('/').any(|p| p == ".." || p.is_empty());
    if let Some(gz) = gzipped(path).filter(|_| safe && takes_gzip(&headers)) {
        return (
            [
                (CONTENT_TYPE, media_type(path)),
                (CACHE_CONTROL, "no-cache"),
                (CONTENT_ENCODING, "gzip"),
                (VARY, "Accept-Encoding"),
            ],
            gz,
        )
            .into_response();
    }
    match file(path) {
        Some(contents) if safe => (
            [
                (CONTENT_TYPE, media_type(path)),
                (CACHE_CONTROL, "no-cache"),
                (VARY, "Accept-Encoding"),
            ],
            contents,
        )
            .into_response(),
        _ => {
            let lang = crate::lang::from_query(uri.query()).unwrap_or_default();
            let said = messages::Message::new("web-no-such-file");
            (StatusCode::NOT_FOUND, said.text(lang)).into_response()
        }
    }
}

/// The total size of the page's files, in bytes.
#[cfg(test)]
pub fn total_size() -> usize {
    files().map(|(_, c)| c.len()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page names every module it imports in a `modulepreload` link, so the browser
    /// fetches them at once instead of one import level after another.
    #[test]
    fn the_page_preloads_every_module() {
        let html = WEB
            .get_file("index.html")
            .and_then(|f| f.contents_utf8())
            .unwrap();
        let modules: Vec<&str> = WEB
            .files()
            .filter_map(|f| f.path().to_str())
            // `worker.js` is the engine's worker (the static site's), not a module of the page.
            .filter(|p| p.ends_with(".js") && *p != "app.js" && *p != "worker.js")
            .collect();
        assert!(modules.len() > 10, "{modules:?}");
        for m in modules {
            let link = format!("<link rel=\"modulepreload\" href=\"/{m}\">");
            assert!(html.contains(&link), "index.html does not preload {m}");
        }
    }
}
