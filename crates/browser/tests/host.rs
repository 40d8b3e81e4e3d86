//! The browser's host answers the page's requests as `puzzlebox serve` does: a game made,
//! played and followed; a refusal answered; the store's snapshot holding what was kept.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use browser::{BrowserTables, Call, Host};
use search::clock::ManualClock;
use serde_json::{json, Value};
use store::{MemoryStore, Store};

fn host() -> Host {
    let wall: store::memory::WallClock = Arc::new(|| 1_700_000_000_000);
    let store = Arc::new(MemoryStore::new(frontend::puzzles(), wall));
    Host::new(
        store,
        Arc::new(BrowserTables::new()),
        Arc::new(ManualClock::default()),
    )
}

fn call(h: &Host, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let a = h.call(&Call {
        method: method.into(),
        path: path.into(),
        body: body.map(|b| b.to_string()),
    });
    (
        a.status,
        serde_json::from_str(&a.body).unwrap_or(Value::Null),
    )
}

/// The names of a host's sessions, in order.
fn session_names(h: &Host) -> Vec<String> {
    let mut names: Vec<String> = h
        .store()
        .sessions()
        .unwrap()
        .into_iter()
        .map(|s| s.name)
        .collect();
    names.sort();
    names
}

#[test]
fn a_game_is_made_played_kept_and_followed() {
    let mut h = host();
    let (status, puzzles) = call(&h, "GET", "/api/puzzles", None);
    assert_eq!(status, 200);
    assert!(puzzles.to_string().contains("sliding"));
    let new = json!({"puzzle": "sliding", "start": "1 2 3/4 5 6/7 0 8"});
    let (status, game) = call(&h, "POST", "/api/games", Some(new));
    assert_eq!(status, 201, "{game}");
    let key = game["key"].as_str().unwrap().to_string();
    h.follow(&key, "zh", true);
    let first = h.tick();
    assert_eq!(first.len(), 1, "a followed game's view is sent at once");
    assert!(
        first[0].game["said"]["message"].is_string(),
        "in the language asked"
    );
    let path = format!("/api/games/{key}/actions");
    let (status, after) = call(
        &h,
        "POST",
        &path,
        Some(json!({"action": "move", "moves": "L"})),
    );
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["solved"], json!(true), "{after}");
    assert_eq!(h.tick().len(), 1, "the change is sent");
    assert!(h.tick().is_empty(), "and only once");
    assert!(h.store().changes() > 0);
    let back =
        MemoryStore::from_snapshot(&h.store().snapshot(), frontend::puzzles(), Arc::new(|| 0))
            .unwrap();
    assert_eq!(
        back.last_solved().unwrap().1.record.moves,
        vec!["L".to_string()]
    );
}

#[test]
fn a_refusal_is_answered_as_the_server_answers_it() {
    let h = host();
    let bad = json!({"puzzle": "sliding", "start": "1 2 3/4 5 6/7 8 8"});
    let (status, body) = call(&h, "POST", "/api/games", Some(bad));
    assert_eq!(status, 400);
    assert!(body["error"]["message"].is_string(), "{body}");
    let (status, body) = call(
        &h,
        "POST",
        "/api/games?refusals=body&lang=zh",
        Some(json!({"puzzle": "nope"})),
    );
    assert_eq!(status, 200, "{body}");
    assert!(body["refused"]["said"].is_string(), "{body}");
    let (status, _) = call(&h, "GET", "/api/games/none", None);
    assert_eq!(status, 404);
    let (status, _) = call(&h, "BREW", "/api/puzzles", None);
    assert_eq!(status, 405);
}

#[test]
fn a_table_built_is_sealed_to_keep_and_read_back_when_offered() {
    use search::tables::{Label, TableDef, TableSource};
    let def = TableDef::new(
        "test/squares/v1",
        "test-squares",
        Some(4),
        Label::new("table-test").arg("n", 4),
        |_| vec![0, 1, 4, 9],
        |b: Vec<u8>| (b.len() == 4).then_some(b),
    );
    let first = BrowserTables::new();
    first.load(&def, &search::tables::silent).unwrap();
    let built = first.take_built();
    assert_eq!(built.len(), 1);
    let (file, image) = built[0].clone();
    assert_eq!(file, "test-squares");
    let next = BrowserTables::new();
    next.offer(&file, image.clone());
    assert!(next.has(&def));
    next.load(&def, &search::tables::silent).unwrap();
    assert!(next.take_built().is_empty(), "read back, not built again");
    let mut damaged = image;
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    let third = BrowserTables::new();
    third.offer(&file, damaged);
    third.load(&def, &search::tables::silent).unwrap();
    assert_eq!(
        third.take_refused(),
        vec![file],
        "a damaged copy is refused"
    );
    assert_eq!(third.take_built().len(), 1, "and built again");
}

#[test]
fn two_tabs_saving_in_turn_lose_nothing_of_each_other() {
    let (a, b) = (host(), host());
    let session = |h: &Host, name: &str| {
        let body = json!({"name": name, "puzzle": "sliding", "size": "3x3", "mode": "timer"});
        let (status, out) = call(h, "POST", "/api/sessions", Some(body));
        assert_eq!(status, 201, "{out}");
    };
    session(&a, "Tab A");
    let (_, game) = call(
        &a,
        "POST",
        "/api/games",
        Some(json!({"puzzle": "sliding", "start": "1 2 3/4 5 6/0 7 8"})),
    );
    let key = game["key"].as_str().unwrap().to_string();
    call(
        &a,
        "POST",
        &format!("/api/games/{key}/actions"),
        Some(json!({"action": "move", "moves": "L"})),
    );
    // A keeps its snapshot; B, with a session of its own, takes it in before keeping its own.
    session(&b, "Tab B");
    let kept_by_a = a.store().snapshot();
    b.absorb(&kept_by_a).unwrap();
    let kept_by_b = b.store().snapshot();
    // A plays on, then takes in B's before keeping: everything of both is there.
    call(
        &a,
        "POST",
        &format!("/api/games/{key}/actions"),
        Some(json!({"action": "move", "moves": "L"})),
    );
    a.absorb(&kept_by_b).unwrap();
    let names = session_names(&a);
    assert!(
        names.contains(&"Tab A".to_string()) && names.contains(&"Tab B".to_string()),
        "{names:?}"
    );
    let (_, row) = a.store().last_solved().unwrap();
    assert_eq!(
        row.record.moves.len(),
        2,
        "A's later moves are not undone by B's older copy"
    );
    assert!(b.absorb(b"not a snapshot").is_err());
}

#[test]
fn a_table_past_the_browser_s_size_is_refused_as_the_desktop_s() {
    use search::tables::{Label, TableDef, TableError, TableSource};
    let big = TableDef::new(
        "test/big/v1",
        "test-big",
        Some(browser::tables::MAX_BROWSER_TABLE + 1),
        Label::new("table-test").arg("n", 1),
        |_| Vec::new(),
        |b: Vec<u8>| Some(b),
    );
    let tables = BrowserTables::new();
    let refused = tables.load(&big, &search::tables::silent);
    assert!(matches!(refused, Err(TableError::Unavailable { .. })));
    assert!(!tables.has(&big));
    assert!(tables.take_built().is_empty());
}

#[test]
fn a_game_whose_tables_are_built_answers_busy_tells_its_progress_and_is_ready_at_a_tick() {
    use std::sync::Mutex;
    let tables = Arc::new(BrowserTables::new());
    let wall: store::memory::WallClock = Arc::new(|| 1_700_000_000_000);
    let store = Arc::new(MemoryStore::new(frontend::puzzles(), wall));
    let h = Host::new(store, tables.clone(), Arc::new(ManualClock::default()));
    let h = Arc::new(Mutex::new(h));
    // What the page is told while the tables are built (the host free meanwhile).
    let told: Arc<Mutex<Vec<Value>>> = Arc::default();
    let (host, seen) = (h.clone(), told.clone());
    tables.listen(move || {
        if let Ok(h) = host.try_lock() {
            seen.lock()
                .unwrap()
                .extend(h.views().into_iter().map(|c| c.game));
        }
    });
    let new = json!({"puzzle": "cube", "level": "easy", "seed": 3});
    let (status, game) = call(&h.lock().unwrap(), "POST", "/api/games", Some(new));
    assert_eq!(status, 201, "{game}");
    assert!(game["busy"].is_object(), "answered at once, busy: {game}");
    let key = game["key"].as_str().unwrap().to_string();
    h.lock().unwrap().follow(&key, "", true);
    let queue = h.lock().unwrap().queue();
    assert!(queue.waiting());
    assert!(queue.run());
    let told = told.lock().unwrap().clone();
    assert!(
        !told.is_empty(),
        "the page is told while the tables are built"
    );
    let bars = &told[0]["busy"]["tables"];
    assert!(
        bars.as_array().is_some_and(|b| !b.is_empty()),
        "with a bar: {}",
        told[0]
    );
    let changed = h.lock().unwrap().tick();
    let ready = &changed.last().expect("a change").game;
    assert!(ready["busy"].is_null(), "ready at the next tick: {ready}");
    assert_eq!(tables.take_built().len(), 1, "the table built, to keep");
    let times = tables.build_times();
    assert_eq!(times.len(), 1, "and its build timed: {times:?}");
    assert!(times[0].1 > 0.0, "{times:?}");
}

#[test]
fn what_one_tab_deletes_stays_deleted_when_the_other_s_copy_is_taken_in() {
    let (a, b) = (host(), host());
    let make = |h: &Host, name: &str| -> i64 {
        let body = json!({"name": name, "puzzle": "sliding", "size": "3x3", "mode": "timer"});
        let (status, out) = call(h, "POST", "/api/sessions", Some(body));
        assert_eq!(status, 201, "{out}");
        out["id"].as_i64().unwrap()
    };
    make(&a, "Keep");
    let gone = make(&a, "Gone");
    b.absorb(&a.store().snapshot()).unwrap();
    assert_eq!(session_names(&b), ["Gone", "Keep"]);
    // A deletes a session B still holds; B makes one of its own meanwhile.
    let (status, _) = call(&a, "DELETE", &format!("/api/sessions/{gone}"), None);
    assert_eq!(status, 204);
    make(&b, "B's own");
    // A takes in B's copy: B's session comes, the deleted one does not come back.
    a.absorb(&b.store().snapshot()).unwrap();
    assert_eq!(session_names(&a), ["B's own", "Keep"]);
    // B takes in A's: the deletion reaches it.
    b.absorb(&a.store().snapshot()).unwrap();
    assert_eq!(session_names(&b), ["B's own", "Keep"]);
}
