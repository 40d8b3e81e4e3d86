//! The games' words in the messages' language: the status line ([`note`]), the game's,
//! the controller's and the saved games' errors, the tables' and the methods' steps'
//! names, the levels — each written from its typed fields.

use fluent_bundle::FluentValue;
use game::controller::{ControlError, NotNow, Note};
use game::store::StoreError;
use game::{GameError, LevelError, MethodPlace, PuzzleKind, UnknownPuzzle};
use search::tables::{Label, TableError};

use super::{cube_error, n, rings_error, s, sliding_error, Messages};

/// The puzzle's word as a record names it (`sliding`, 魔方).
pub fn kind(m: &Messages, k: PuzzleKind) -> String {
    m.get(&format!("kind-{}", k.name()), &[])
}

/// The puzzle as a sentence names it (`the cube`, 魔方).
fn the(m: &Messages, k: PuzzleKind) -> FluentValue<'static> {
    s(m.get(&format!("the-{}", k.name()), &[]))
}

/// A level's name (`easy`, `moves 12`, `distance 8`; a name of no message stays as it is).
pub fn level(m: &Messages, name: &str) -> String {
    match name.parse::<game::Level>() {
        Ok(game::Level::Moves(k)) => m.get("level-moves", &[("n", n(k))]),
        Ok(game::Level::Distance(d)) => m.get("level-distance", &[("n", n(d as usize))]),
        // A name (`easy`, `random`): its message, or the name itself if it has none.
        _ => {
            let id = format!("level-{name}");
            match m.get(&id, &[]) {
                t if t == id => name.to_string(),
                t => t,
            }
        }
    }
}

/// Level names as a list (`easy, medium` or `简单、中等`).
fn level_list(m: &Messages, levels: &[String]) -> String {
    let names: Vec<String> = levels.iter().map(|l| level(m, l)).collect();
    names.join(&m.get("cube-list-sep", &[]))
}

/// A size in bytes as a person reads it (`519 MB`, `3.4 KB`).
fn size(m: &Messages, bytes: &str) -> String {
    match bytes.parse::<f64>() {
        Ok(b) if b >= 1e6 => m.get("size-mb", &[("n", s(format!("{:.0}", b / 1e6)))]),
        Ok(b) if b >= 1e3 => m.get("size-kb", &[("n", s(format!("{:.1}", b / 1e3)))]),
        Ok(b) => m.get("size-bytes", &[("n", s(b))]),
        Err(_) => "?".to_string(),
    }
}

/// A table's or a step's name from its label (its arguments as they are, the size in
/// bytes as a person reads it).
pub fn label(m: &Messages, l: &Label) -> String {
    let args: Vec<(&str, FluentValue<'static>)> = l
        .args
        .iter()
        .map(|(k, v)| match *k {
            "bytes" => ("size", s(size(m, v))),
            _ => (*k, s(v)),
        })
        .collect();
    m.get(l.id, &args)
}

/// Where a position stands in the method.
pub fn method_place(m: &Messages, p: &MethodPlace) -> String {
    m.get(
        "method-place",
        &[
            ("step", n(p.step)),
            ("of", n(p.of)),
            ("name", s(label(m, &p.label))),
        ],
    )
}

/// A method's name as the game gives it (`the beginner's method`).
pub fn method_name(m: &Messages, name: &str) -> String {
    match name {
        "the beginner's method" => m.get("method-the-beginners", &[]),
        "the classic method" => m.get("method-the-classic", &[]),
        other => other.to_string(),
    }
}

/// What the status line says.
pub fn note(m: &Messages, note: &Note) -> String {
    let err = |e: &GameError| s(game_error(m, e));
    let get = |id: &str| m.get(id, &[]);
    match note {
        Note::Nothing => String::new(),
        Note::Resumed => get("note-resumed"),
        Note::Restarted => get("note-restarted"),
        Note::Undone { redo } => m.get("note-undone", &[("redo", n(*redo))]),
        Note::Redone { redo } => m.get("note-redone", &[("redo", n(*redo))]),
        Note::Solved { unsaved: None } => get("note-solved"),
        Note::Solved { unsaved: Some(e) } => {
            m.get("note-solved-unsaved", &[("why", s(control_error(m, e)))])
        }
        Note::NotSaved(e) => m.get("note-not-saved", &[("why", s(control_error(m, e)))]),
        Note::Preparing { level: l } => m.get("note-preparing", &[("level", s(level(m, l)))]),
        Note::NewGame { level: l } => m.get("note-new-game", &[("level", s(level(m, l)))]),
        Note::NoNewGame(e) => m.get("note-no-new-game", &[("error", err(e))]),
        Note::AlreadySolvedPosition => get("note-already-solved"),
        Note::CustomPosition => get("note-custom"),
        Note::Thinking => get("note-thinking"),
        Note::Paused => get("note-paused"),
        Note::Playing => get("note-playing"),
        Note::Planning => get("note-planning"),
        Note::TablesUnavailable(e) => m.get("note-tables-unavailable", &[("error", err(e))]),
        Note::Hint {
            first,
            length,
            optimal,
            over,
            place,
        } => hint(m, first, *length, (*optimal, *over), place.as_ref()),
        Note::NoHint(e) => m.get("note-no-hint", &[("error", err(e))]),
        Note::DemoSolution { moves, optimal } => {
            let id = if *optimal {
                "note-demo-shortest"
            } else {
                "note-demo-solution"
            };
            m.get(id, &[("moves", n(*moves))])
        }
        Note::DemoMethod { moves, steps } => m.get(
            "note-demo-method",
            &[("moves", n(*moves)), ("steps", n(*steps))],
        ),
        Note::NoDemo(e) => m.get("note-no-demo", &[("error", err(e))]),
        Note::Speed { ms } => m.get("note-speed", &[("ms", n(*ms as usize))]),
        Note::DemoStopped => get("note-demo-stopped"),
        Note::NewGameCancelled => get("note-new-game-cancelled"),
        Note::HintCancelled => get("note-hint-cancelled"),
        Note::Refused(e) | Note::DemoFailed(e) => control_error(m, e),
        Note::Said(text) => text.clone(),
    }
}

fn hint(
    m: &Messages,
    first: &str,
    length: usize,
    (optimal, over): (bool, Option<usize>),
    place: Option<&MethodPlace>,
) -> String {
    let proof = match (optimal, over) {
        (true, _) => "yes",
        (false, Some(_)) => "near",
        (false, None) => "no",
    };
    let said = m.get(
        "note-hint",
        &[
            ("move", s(first)),
            ("length", n(length)),
            ("left", n(length.saturating_sub(1))),
            ("optimal", s(proof)),
            ("over", n(over.unwrap_or(0))),
        ],
    );
    match place {
        Some(p) => m.get(
            "note-hint-place",
            &[("hint", s(said)), ("place", s(method_place(m, p)))],
        ),
        None => said,
    }
}

/// Why the controller refused.
pub fn control_error(m: &Messages, e: &ControlError) -> String {
    match e {
        ControlError::Game(e) => game_error(m, e),
        ControlError::Store(e) => store_error(m, e),
        ControlError::NotNow(e) => not_now(m, *e),
    }
}

/// Why an action does not apply now.
pub fn not_now(m: &Messages, e: NotNow) -> String {
    let id = match e {
        NotNow::Preparing => "not-now-preparing",
        NotNow::Finished => "not-now-finished",
        NotNow::AlreadySolved => "not-now-already-solved",
        NotNow::NoDemonstration => "not-now-no-demo",
        NotNow::SavedGamesOff => "not-now-saved-games-off",
        NotNow::OnlyTilesHaveGoals => "not-now-only-tiles-goals",
    };
    m.get(id, &[])
}

/// What a session refuses, and why a game's solver or tables failed.
pub fn game_error(m: &Messages, e: &GameError) -> String {
    use GameError as G;
    let the = |p: &PuzzleKind| [("the", the(m, *p))];
    match e {
        G::Tiles(e) => sliding_error(m, e),
        G::Goal(e) => m.get("game-goal", &[("error", s(sliding_error(m, e)))]),
        G::Cube(e) => cube_error(m, e),
        G::Rings(e) => rings_error(m, e),
        G::Level(e) => level_error(m, e),
        G::Puzzle(e) => unknown_puzzle(m, e),
        G::NothingToUndo => m.get("game-nothing-to-undo", &[]),
        G::NothingToRedo => m.get("game-nothing-to-redo", &[]),
        G::WrongPuzzle { found, expected } => m.get(
            "game-wrong-puzzle",
            &[
                ("found", s(kind(m, *found))),
                ("expected", s(kind(m, *expected))),
            ],
        ),
        G::TooLong => m.get("game-too-long", &[("max", s(game::MAX_HISTORY))]),
        G::BadCursor { cursor, moves } => m.get(
            "game-bad-cursor",
            &[("cursor", n(*cursor)), ("moves", n(*moves))],
        ),
        G::NoDistanceLevels { puzzle } => m.get("game-no-distance-levels", &the(puzzle)),
        G::OneGoal { puzzle } => m.get("game-one-goal", &the(puzzle)),
        G::OneSize { puzzle } => m.get("game-one-size", &the(puzzle)),
        G::NoMethod { puzzle } => m.get("game-no-method", &the(puzzle)),
        G::TablesNotReady { puzzle } => {
            m.get("game-tables-not-ready", &[("puzzle", s(kind(m, *puzzle)))])
        }
        G::Cancelled => m.get("game-cancelled", &[]),
        G::Tables(e) => table_error(m, e),
    }
}

/// A name that is no puzzle's.
pub fn unknown_puzzle(m: &Messages, e: &UnknownPuzzle) -> String {
    m.get("game-unknown-puzzle", &[("name", s(&e.0))])
}

/// What a level written as text gets wrong.
pub fn level_error(m: &Messages, e: &LevelError) -> String {
    match e {
        LevelError::Unknown { name, levels } => m.get(
            "level-unknown",
            &[("name", s(name)), ("levels", s(level_list(m, levels)))],
        ),
        LevelError::NotANumber { word } => m.get("level-not-a-number", &[("word", s(word))]),
        LevelError::TooManyMoves { text, max } => m.get(
            "level-too-many-moves",
            &[("text", s(text)), ("max", n(*max))],
        ),
        LevelError::Malformed { text } => m.get("level-malformed", &[("text", s(text))]),
    }
}

/// What went wrong with the saved games' database.
pub fn store_error(m: &Messages, e: &StoreError) -> String {
    let path = |p: &std::path::Path| s(p.display());
    match e {
        StoreError::Corrupt { path: p, detail } => {
            m.get("store-corrupt", &[("path", path(p)), ("detail", s(detail))])
        }
        StoreError::Newer {
            path: p,
            found,
            supported,
        } => m.get(
            "store-newer",
            &[
                ("path", path(p)),
                ("found", s(found)),
                ("supported", s(supported)),
            ],
        ),
        StoreError::Older {
            path: p,
            found,
            supported,
        } => m.get(
            "store-older",
            &[
                ("path", path(p)),
                ("found", s(found)),
                ("supported", s(supported)),
            ],
        ),
        StoreError::BadExport(detail) => m.get("store-bad-export", &[("detail", s(detail))]),
        StoreError::NoSuchGame(id) => m.get("store-no-such-game", &[("id", s(id))]),
        StoreError::Sqlite(e) => m.get("store-sqlite", &[("detail", s(e))]),
    }
}

/// Why a table is not at hand.
pub fn table_error(m: &Messages, e: &TableError) -> String {
    match e {
        TableError::Undecodable { table } => m.get("table-undecodable", &[("table", s(table))]),
        TableError::WrongType { table } => m.get("table-wrong-type", &[("table", s(table))]),
        TableError::Unavailable { reason } => m.get("table-unavailable", &[("reason", s(reason))]),
    }
}

/// What a person calls a game (`数字华容道 4×4`, `魔方`) from its puzzle and board size.
/// What a person calls a game: the puzzle, and for the tiles their size.
pub fn title(m: &Messages, kind: PuzzleKind, size: Option<(usize, usize)>) -> String {
    let puzzle = m.get(kind.message_id(), &[]);
    match size {
        Some((w, h)) if kind == PuzzleKind::Sliding => m.get(
            "tui-title",
            &[("puzzle", s(puzzle)), ("width", n(w)), ("height", n(h))],
        ),
        _ => puzzle,
    }
}

/// A variant's title, in the messages' language.
pub fn variant_title(m: &Messages, v: &game::Variant) -> String {
    let size = v
        .key()
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)));
    title(m, v.kind(), size)
}

/// The title of the game a view shows.
pub fn view_title(m: &Messages, v: &game::View) -> String {
    let size = match &v.board {
        game::BoardView::Tiles { width, height, .. } => Some((*width, *height)),
        _ => None,
    };
    title(m, v.puzzle, size)
}

/// The name of the step a demonstration is at (a restored plan's steps have no label and
/// keep their English names).
pub fn demo_step(m: &Messages, d: &game::controller::DemoView) -> Option<String> {
    let name = d.step.as_ref()?;
    let step = d.steps.iter().find(|s| &s.name == name);
    Some(
        step.and_then(|s| s.label.as_ref())
            .map_or_else(|| name.clone(), |l| label(m, l)),
    )
}

/// A table's name in a progress report.
pub fn table_progress(m: &Messages, t: &game::controller::TableProgress) -> String {
    t.name
        .as_ref()
        .map_or_else(|| t.label.clone(), |l| label(m, l))
}

/// A command's failure, every kind written from its fields.
pub fn failure(m: &Messages, f: &crate::failure::Failure) -> String {
    use crate::failure::Failure as F;
    match f {
        F::Usage(u) => usage(m, u),
        F::Tiles(e) => sliding_error(m, e),
        F::Cube(e) => cube_error(m, e),
        F::Rings(e) => rings_error(m, e),
        F::Game(e) => game_error(m, e),
        F::Store(e) => store_error(m, e),
        F::Tables(e) => table_error(m, e),
        F::InFile { path, line, fault } => m.get(
            "cli-in-file",
            &[
                ("path", s(path)),
                ("line", n(*line)),
                ("fault", s(file_fault(m, fault))),
            ],
        ),
        F::File { path, fault } => m.get(
            "cli-file",
            &[("path", s(path)), ("fault", s(file_fault(m, fault)))],
        ),
        F::NotAnExport { path, detail } => m.get(
            "cli-not-an-export",
            &[("path", s(path)), ("detail", s(detail))],
        ),
        F::TimeLimit { lower_bound, unit } => m.get(
            "cli-time-limit",
            &[("bound", n(*lower_bound as usize)), ("unit", s(unit))],
        ),
        F::Batch { failed, total } => {
            m.get("cli-batch", &[("failed", n(*failed)), ("total", n(*total))])
        }
        F::Io {
            action,
            what,
            error,
        } => m.get(
            action.id(),
            &[("what", s(what)), ("why", s(io_error(m, error)))],
        ),
        F::NoDataDir => m.get("cli-no-data-dir", &[]),
        F::NeedsTerminal => m.get("cli-needs-terminal", &[]),
        F::NoAddress { host } => m.get("cli-no-address", &[("host", s(host))]),
    }
}

/// What the system said, in the messages' language for the usual kinds (else its own words).
fn io_error(m: &Messages, e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    if m.lang() == super::Lang::En {
        return e.to_string();
    }
    let id = match e.kind() {
        K::NotFound => "cli-io-not-found",
        K::PermissionDenied => "cli-io-permission",
        K::AlreadyExists => "cli-io-exists",
        K::AddrInUse => "cli-io-addr-in-use",
        K::AddrNotAvailable => "cli-io-addr-not-available",
        K::InvalidData => "cli-io-invalid-data",
        _ => return e.to_string(),
    };
    m.get(id, &[])
}

/// A command line that clap accepts but that makes no sense.
fn usage(m: &Messages, u: &crate::failure::Usage) -> String {
    use crate::failure::Usage as U;
    match u {
        U::SizeForOnePuzzle { puzzle } => {
            m.get("cli-size-for-one-puzzle", &[("the", the(m, *puzzle))])
        }
        U::Size { text, error } => m.get(
            "cli-size",
            &[("text", s(text)), ("error", s(sliding_error(m, error)))],
        ),
        U::LevelNeedsPuzzle => m.get("cli-level-needs-puzzle", &[]),
        U::Level {
            puzzle,
            level: name,
            levels,
        } => m.get(
            "cli-level",
            &[
                ("level", s(name)),
                ("the", the(m, *puzzle)),
                ("levels", s(level_list(m, levels))),
            ],
        ),
    }
}

/// What is wrong with a benchmark file.
fn file_fault(m: &Messages, f: &crate::failure::FileFault) -> String {
    use crate::failure::FileFault as F;
    match f {
        F::Columns => m.get("cli-fault-columns", &[]),
        F::Length(text) => m.get("cli-fault-length", &[("text", s(text))]),
        F::Board(e) => sliding_error(m, e),
        F::Cube(e) => cube_error(m, e),
        F::Empty => m.get("cli-fault-empty", &[]),
    }
}
