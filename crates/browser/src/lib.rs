//! puzzlebox in a browser.
