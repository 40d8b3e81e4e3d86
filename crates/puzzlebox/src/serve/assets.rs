//! The page's files, embedded in the binary at build time (`crates/puzzlebox/web`): plain
//! ES modules, SVG and CSS, no build step. Only embedded files are ever served: a path is
//! looked up by name in that list, never on the disk, so nothing can escape it.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use include_dir::{include_dir, Dir};

/// The page's files.
pub static WEB: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/web");

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
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Serves an embedded file; `/` (and any page route without an extension) is the page.
pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() || !path.rsplit('/').next().unwrap_or("").contains('.') {
        "index.html"
    } else {
        path
    };
    match WEB.get_file(path) {
        Some(f) if !path.split('/').any(|p| p == ".." || p.is_empty()) => (
            [
                (CONTENT_TYPE, media_type(path)),
                (CACHE_CONTROL, "no-cache"),
            ],
            f.contents(),
        )
            .into_response(),
        _ => (StatusCode::NOT_FOUND, "no such file").into_response(),
    }
}

/// The total size of the page's files, in bytes.
#[cfg(test)]
pub fn total_size() -> usize {
    fn walk(d: &Dir) -> usize {
        d.files().map(|f| f.contents().len()).sum::<usize>() + d.dirs().map(walk).sum::<usize>()
    }
    walk(&WEB)
}
