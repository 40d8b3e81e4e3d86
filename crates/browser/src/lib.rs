//! puzzlebox in a browser: the engine compiled to WebAssembly (`wasm32-unknown-unknown`),
//! answering the page's requests in a Web Worker — the static site's host
//! (`scripts/build-static`).
//!
//! * [`host`] — the web server's own routes answering requests handed over whole, the
//!   followed games advanced by a tick; the same answers `puzzlebox serve` gives, so the
//!   page has one client interface with two transports (`page/api.js`);
//! * [`tables`] — the tables built in the worker, sealed to be kept in the browser's
//!   storage, checked when read back;
//! * `abi` (on wasm32 only) — the module's exports and imports: a small hand-written ABI
//!   passing JSON and bytes through the module's memory.
//!
//! Why a hand-written ABI and not wasm-bindgen: the page needs a dozen calls, each passing
//! text or bytes, which a page of JavaScript (`page/worker.js`) does over the module's
//! memory; wasm-bindgen's generated glue must come from its command-line tool at the
//! crate's exact version, compiled on every fresh clone (minutes of the test command's
//! budget on this machine) for no call the page needs. The store is
//! [`store::MemoryStore`], kept by the worker in IndexedDB as a snapshot.

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod abi;
pub mod host;
pub mod tables;

pub use host::{Answer, Call, Changed, Host};
pub use tables::BrowserTables;
