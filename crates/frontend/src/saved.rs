//! The saved games' database on disk: `games.sqlite` in `$PUZZLEBOX_DATA` when set, else
//! in the user's data directory (`~/.local/share/puzzlebox` on Linux).

use std::path::PathBuf;
use std::sync::Arc;

use messages::Message;
use store::{SqliteStore, Store};

use crate::error::{Error, IoAction};
use crate::lang::tell;

/// The database file (its folder made when missing).
pub fn db_path() -> Result<PathBuf, Error> {
    let dir = match std::env::var_os("PUZZLEBOX_DATA") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => dirs::data_dir().ok_or(Error::NoDataDir)?.join("puzzlebox"),
    };
    std::fs::create_dir_all(&dir).map_err(IoAction::Create.on(dir.display()))?;
    Ok(dir.join("games.sqlite"))
}

/// Opens (creating) the database; one that can only be read is said on stderr (play goes
/// on unsaved).
pub fn open_store() -> Result<Arc<dyn Store>, Error> {
    let store = SqliteStore::open(&db_path()?, crate::puzzles())?;
    if store.read_only() {
        let said =
            Message::new("cli-store-read-only").arg("path", store.path().display().to_string());
        eprintln!("puzzlebox: {}", tell(&said));
    }
    Ok(Arc::new(store))
}
