//! The two languages have the same messages; every tiles error reads in Chinese with no
//! English left; the language comes from the flag, then the locale.

use super::*;
use door::Door;
use game::controller::{ControlError, NotNow, Note};
use game::{GameError, LevelError, MethodPlace};
use messages::Localize;
use sliding::{Dir, Error as E, PartitionFault, Pos};
use store::StoreError;

/// Which variant an error is (exhaustive: a new variant must be sampled below).
fn variant(e: &E) -> usize {
    match e {
        E::Empty => 0,
        E::EmptyRow { .. } => 1,
        E::NotANumber { .. } => 2,
        E::RaggedRows { .. } => 3,
        E::NotSquare { .. } => 4,
        E::WrongCount { .. } => 5,
        E::BadSize { .. } => 6,
        E::TileTooLarge { .. } => 7,
        E::Duplicate { .. } => 8,
        E::SizeMismatch { .. } => 9,
        E::Unsolvable { .. } => 10,
        E::BadMove { .. } => 11,
        E::ImpossibleMove { .. } => 12,
        E::BadSizeText(_) => 13,
        E::PartitionBoard { .. } => 14,
        E::BadPartition(_) => 15,
        E::TablesDoNotFit { .. } => 16,
        E::Unreachable => 17,
        E::TooLargeToEnumerate { .. } => 18,
        E::BeyondLargestDistance { .. } => 19,
        E::NoPositionAtDistance { .. } => 20,
        E::NoExactDistances { .. } => 21,
        E::DistanceTooFar { .. } => 22,
        E::NeedsPatternTables => 23,
        E::Stopped => 24,
        E::UnknownName(_) => 25,
        E::Tables(_) => 26,
        E::UnknownSeries(_) => 27,
        E::MarathonCount { .. } => 28,
        E::RelayWithoutSize => 29,
        E::RelayTooLong { .. } => 30,
        E::SeriesBoardTooLarge { .. } => 31,
        E::SeriesBoard { .. } => 32,
        E::SeriesBoardCount { .. } => 33,
    }
}

const VARIANTS: usize = 34;

/// Every variant (and every form of the ones whose message has several).
fn samples() -> Vec<E> {
    let at = Pos { row: 1, col: 2 };
    let mut out = vec![
        E::Empty,
        E::EmptyRow { row: 2 },
        E::NotANumber {
            token: "x".into(),
            at,
        },
        E::RaggedRows {
            row: 1,
            expected: 3,
            found: 2,
        },
        E::NotSquare { count: 7 },
        E::WrongCount {
            width: 3,
            height: 3,
            expected: 9,
            found: 8,
        },
        E::BadSize {
            width: 1,
            height: 9,
        },
        E::TileTooLarge {
            tile: 12,
            at,
            max: Some(8),
        },
        E::TileTooLarge {
            tile: 12,
            at,
            max: None,
        },
        E::Duplicate {
            tile: 3,
            first: at,
            second: Pos { row: 2, col: 0 },
            missing: 0,
        },
        E::Duplicate {
            tile: 0,
            first: at,
            second: Pos { row: 2, col: 0 },
            missing: 5,
        },
        E::SizeMismatch {
            start: (3, 3),
            goal: (4, 4),
        },
        E::Unsolvable {
            permutation_odd: true,
            blank_distance: 0,
            swapped: Some((7, 8)),
        },
        E::Unsolvable {
            permutation_odd: false,
            blank_distance: 3,
            swapped: None,
        },
        E::BadMove {
            token: "Q".into(),
            position: 4,
        },
        E::ImpossibleMove {
            index: 0,
            dir: Dir::Up,
        },
        E::BadSizeText("4by4".into()),
        E::PartitionBoard {
            partition: "663",
            side: 4,
            width: 5,
            height: 5,
        },
        E::TablesDoNotFit {
            width: 4,
            height: 4,
            blank: 15,
        },
        E::Unreachable,
        E::TooLargeToEnumerate {
            width: 4,
            height: 4,
            max_cells: 12,
        },
        E::BeyondLargestDistance {
            distance: 40,
            width: 3,
            height: 3,
            largest: 31,
        },
        E::NoPositionAtDistance {
            distance: 40,
            width: 3,
            height: 3,
        },
        E::NoExactDistances {
            width: 5,
            height: 5,
        },
        E::DistanceTooFar {
            distance: 60,
            width: 4,
            height: 4,
            max: 50,
        },
        E::NeedsPatternTables,
        E::Stopped,
        E::UnknownName(search::UnknownName {
            what: "solver",
            name: "fastest".into(),
            known: vec!["fast", "optimal"],
        }),
        E::UnknownName(search::UnknownName {
            what: "heuristic",
            name: "magic".into(),
            known: vec!["md", "663"],
        }),
        E::Tables(search::tables::TableError::Undecodable { table: "k".into() }),
        E::UnknownSeries("sprint".into()),
        E::MarathonCount {
            text: "10000".into(),
            max: 100,
        },
        E::RelayWithoutSize,
        E::RelayTooLong { count: 11, max: 10 },
        E::SeriesBoardTooLarge {
            width: 11,
            height: 11,
            max: 10,
        },
        E::SeriesBoard {
            board: 2,
            error: Box::new(E::Unsolvable {
                permutation_odd: true,
                blank_distance: 0,
                swapped: Some((7, 8)),
            }),
        },
        E::SeriesBoardCount {
            expected: 3,
            found: 4,
        },
    ];
    for f in [
        PartitionFault::Empty,
        PartitionFault::Mismatched,
        PartitionFault::Overlap { cell: 3 },
        PartitionFault::Uncovered,
    ] {
        out.push(E::BadPartition(f));
    }
    out
}

/// The Latin words of a text after taking out what is notation or a value (moves, sizes,
/// solver names, flags, quoted tokens).
fn english_left(text: &str) -> Vec<String> {
    const KEPT: &[&str] = &[
        "U",
        "D",
        "L",
        "R",
        "U3",
        "x",
        "A",
        "md",
        "heuristic",
        "fast",
        "optimal",
        "fastest",
        "magic",
        "k",
        "Q",
        "by",
        "Up",
        // A series' key, as typed and as the server reads it in any language.
        "sprint",
        "marathon",
        "relay",
    ];
    let mut out = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else if !word.is_empty() {
            if !KEPT.contains(&word.as_str()) {
                out.push(std::mem::take(&mut word));
            }
            word.clear();
        }
    }
    out
}

#[test]
fn every_tiles_error_reads_in_chinese_from_its_fields() {
    let all = samples();
    let mut seen = [false; VARIANTS];
    for e in &all {
        seen[variant(e)] = true;
        let text = e.text(Lang::Zh);
        let left: Vec<String> = english_left(&text)
            .into_iter()
            // The table error's own detail is its crate's (English) text.
            .filter(|w| !matches!(e, E::Tables(_)) || !e.to_string().contains(w.as_str()))
            .collect();
        assert!(
            left.is_empty(),
            "{e:?} in Chinese: {text:?} leaves {left:?}"
        );
        assert!(!text.contains("sliding-") && !text.contains('{'), "{text}");
        // The English messages say what the library's own text says.
        assert_eq!(e.text(Lang::En), e.to_string(), "{e:?}");
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants not sampled: {missing:?}");
}

/// Every cube error variant (and every form of those whose message has several).
fn cube_samples() -> Vec<cube::CubeError> {
    use cube::{BracketFault as B, CubeError as C, HumanError, TokenHint};
    vec![
        C::WrongLength { found: 53 },
        C::UnknownLetter {
            letter: 'X',
            position: 4,
        },
        C::ColorCount {
            letter: 'U',
            count: 10,
        },
        C::CentresNotDistinct {
            letter: 'U',
            first: 'U',
            second: 'F',
        },
        C::CentresImpossible {
            faces: vec!['F', 'R'],
            found: vec!['R', 'F'],
            expected: vec!['F', 'R'],
        },
        C::CentresImpossible {
            faces: vec!['F', 'R', 'U'],
            found: vec!['R', 'U', 'F'],
            expected: vec!['F', 'R', 'U'],
        },
        C::NotAPiece {
            kind: "corner",
            stickers: "U9 R1 F3".into(),
            colours: "UUF".into(),
        },
        C::NotAPiece {
            kind: "edge",
            stickers: "U8 F2".into(),
            colours: "UD".into(),
        },
        C::DuplicatePiece {
            piece: "URF",
            first: "URF",
            second: "DFR",
            missing: "UFL",
        },
        C::TwistedCorner { sum: 1 },
        C::TwistedCorner { sum: 2 },
        C::FlippedEdge,
        C::Parity { corners_odd: true },
        C::Parity { corners_odd: false },
        C::BadToken {
            token: "Q".into(),
            position: 3,
            hint: TokenHint::Move,
        },
        C::BadToken {
            token: "R100".into(),
            position: 3,
            hint: TokenHint::RepeatCount,
        },
        C::TooManyMoves {
            limit: 10_000,
            position: 1,
        },
        C::Unbalanced {
            what: B::NoOpening(')'),
            position: 4,
        },
        C::Unbalanced {
            what: B::ParenNeverClosed,
            position: 1,
        },
        C::Unbalanced {
            what: B::SquareNeverClosed,
            position: 1,
        },
        C::Unbalanced {
            what: B::NoSeparator,
            position: 1,
        },
        C::UnknownName(search::UnknownName {
            what: "solver",
            name: "fastest".into(),
            known: vec!["two-phase", "optimal"],
        }),
        C::UnknownName(search::UnknownName {
            what: "table set",
            name: "huge".into(),
            known: vec!["tiny", "small", "large"],
        }),
        C::UnknownName(search::UnknownName {
            what: "metric",
            name: "qtmx".into(),
            known: vec!["htm", "qtm"],
        }),
        C::UnknownName(search::UnknownName {
            what: "part",
            name: "edges".into(),
            known: vec!["corners"],
        }),
        C::InGoal(Box::new(C::FlippedEdge)),
        C::OptimalCountsHtm,
        C::GoalAndPart,
        C::NoGoalForSolver {
            solver: "human",
            part: true,
        },
        C::NoGoalForSolver {
            solver: "human",
            part: false,
        },
        C::OptimalTablesNotBuilt,
        C::NoSolutionInTime,
        C::NoDistanceLevels,
        C::Method(HumanError::Stuck(2)),
        C::Tables(search::tables::TableError::Undecodable { table: "k".into() }),
        C::UnknownSubset {
            text: "zbll".into(),
            known: vec!["pll", "oll", "cross:N"],
        },
        C::NoCases { set: "pll" },
        C::UnknownCase {
            set: "pll",
            name: "Q".into(),
            known: "Aa Ab".into(),
        },
        C::CrossLength { moves: 9 },
        C::PocketLength { found: 23 },
        C::PocketColourCount {
            letter: 'R',
            count: 5,
        },
        C::PocketSlice {
            token: "M".into(),
            position: 2,
        },
    ]
}

/// Which cube variant an error is (exhaustive: a new variant must be sampled above).
fn cube_variant(e: &cube::CubeError) -> usize {
    use cube::CubeError as C;
    match e {
        C::WrongLength { .. } => 0,
        C::UnknownLetter { .. } => 1,
        C::ColorCount { .. } => 2,
        C::CentresNotDistinct { .. } => 3,
        C::CentresImpossible { .. } => 4,
        C::NotAPiece { .. } => 5,
        C::DuplicatePiece { .. } => 6,
        C::TwistedCorner { .. } => 7,
        C::FlippedEdge => 8,
        C::Parity { .. } => 9,
        C::BadToken { .. } => 10,
        C::TooManyMoves { .. } => 11,
        C::Unbalanced { .. } => 12,
        C::UnknownName(_) => 13,
        C::InGoal(_) => 14,
        C::OptimalCountsHtm => 15,
        C::GoalAndPart => 16,
        C::NoGoalForSolver { .. } => 17,
        C::OptimalTablesNotBuilt => 18,
        C::NoSolutionInTime => 19,
        C::Method(_) => 20,
        C::Tables(_) => 21,
        C::NoDistanceLevels => 22,
        C::UnknownSubset { .. } => 23,
        C::NoCases { .. } => 24,
        C::UnknownCase { .. } => 25,
        C::CrossLength { .. } => 26,
        C::PocketLength { .. } => 27,
        C::PocketColourCount { .. } => 28,
        C::PocketSlice { .. } => 29,
    }
}

/// Latin words left in a Chinese text that are neither notation nor one of the error's own
/// values (its `Debug` form holds them).
fn latin_left(text: &str, values: &str) -> Vec<String> {
    const NOTATION: &[&str] = &[
        "U",
        "R",
        "F",
        "D",
        "L",
        "B",
        "W",
        "Y",
        "G",
        "O",
        "Rw",
        "r",
        "M",
        "E",
        "S",
        "x",
        "y",
        "z",
        "A",
        "HTM",
        "htm",
        "metric",
        "goal",
        "only",
        "corners",
        "puzzlebox",
        "tables",
        "build",
        "cube",
        "optimal",
        "mod",
    ];
    let mut out = Vec::new();
    for w in text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        if !NOTATION.contains(&w) && !values.contains(w) {
            out.push(w.to_string());
        }
    }
    out
}

/// Every sample reads in Chinese with no Latin word but notation and the error's own values
/// (and, with `ids`, no message id or brace left), reads in English as the library's own
/// text, and every one of the `variants` variants is sampled.
fn check_every_variant<E: std::fmt::Debug + std::fmt::Display + Localize>(
    samples: &[E],
    variants: usize,
    variant: impl Fn(&E) -> usize,
    values: impl Fn(&E) -> String,
    ids: Option<&str>,
) {
    let mut seen = vec![false; variants];
    for e in samples {
        seen[variant(e)] = true;
        let text = e.text(Lang::Zh);
        let left = latin_left(&text, &values(e));
        assert!(
            left.is_empty(),
            "{e:?} in Chinese: {text:?} leaves {left:?}"
        );
        if let Some(prefix) = ids {
            assert!(!text.contains(prefix) && !text.contains('{'), "{text}");
        }
        assert_eq!(e.text(Lang::En), e.to_string(), "{e:?}");
    }
    let missing: Vec<usize> = (0..variants).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants not sampled: {missing:?}");
}

#[test]
fn every_cube_error_reads_in_chinese_from_its_fields() {
    check_every_variant(
        &cube_samples(),
        30,
        cube_variant,
        |e| match e {
            // The table error's own detail is its crate's text.
            cube::CubeError::Tables(t) => format!("{e:?} {t}"),
            _ => format!("{e:?}"),
        },
        Some("cube-"),
    );
}

#[test]
fn every_rings_error_reads_in_chinese_from_its_fields() {
    use rings::RingsError as R;
    let all = vec![
        R::WrongGroupCount { found: 4 },
        R::WrongLength { ring: 2, found: 6 },
        R::UnknownLetter {
            letter: 'X',
            ring: 1,
            slot: 3,
        },
        R::ColourCount {
            letter: 'K',
            count: 8,
        },
        R::BadMove {
            token: "7+".into(),
            index: 2,
            position: 4,
        },
        R::UnknownName(search::UnknownName {
            what: "solver",
            name: "magic".into(),
            known: vec!["fast", "optimal"],
        }),
        R::UnknownName(search::UnknownName {
            what: "table set",
            name: "huge".into(),
            known: vec!["small", "large"],
        }),
        R::UnknownName(search::UnknownName {
            what: "metric",
            name: "spins".into(),
            known: vec!["clicks", "turns"],
        }),
        R::UnknownLevel { name: "max".into() },
        R::LargeTablesNeedClicks,
        R::MismatchedTables,
        R::DistanceTooFar {
            distance: 40,
            max: 20,
        },
        R::DistanceNotProven { distance: 18 },
        R::NoSolution,
        R::Cancelled,
        R::Tables(search::tables::TableError::Undecodable { table: "k".into() }),
    ];
    let variant = |e: &R| match e {
        R::WrongGroupCount { .. } => 0,
        R::WrongLength { .. } => 1,
        R::UnknownLetter { .. } => 2,
        R::ColourCount { .. } => 3,
        R::BadMove { .. } => 4,
        R::UnknownName(_) => 5,
        R::UnknownLevel { .. } => 6,
        R::LargeTablesNeedClicks => 7,
        R::MismatchedTables => 8,
        R::DistanceTooFar { .. } => 9,
        R::DistanceNotProven { .. } => 10,
        R::NoSolution => 11,
        R::Cancelled => 12,
        R::Tables(_) => 13,
    };
    check_every_variant(
        &all,
        14,
        variant,
        |e| match e {
            R::Tables(t) => format!("{e:?} {t}"),
            // The level names a player types and the colour letters K B G O R are notation.
            _ => format!("{e:?} low mid high K B G O R"),
        },
        None,
    );
}

/// Every note, and every form of the ones whose text has several.
fn note_samples() -> Vec<Note> {
    let game = || GameError::NothingToUndo;
    let store = || ControlError::Storage(StoreError::NoSuchGame(7).into());
    let place = MethodPlace {
        step: 3,
        of: 7,
        name: cube::step_label(2).english(),
        label: search::tables::Label::new("cube-step-2"),
    };
    vec![
        Note::Nothing,
        Note::Resumed,
        Note::Restarted,
        Note::Undone { redo: 1 },
        Note::Redone { redo: 3 },
        Note::Solved { unsaved: None },
        Note::Solved {
            unsaved: Some(store()),
        },
        Note::NotSaved(store()),
        Note::Preparing {
            level: "easy".into(),
        },
        Note::NewGame {
            level: "moves 12".into(),
        },
        Note::NewGame {
            level: "distance 8".into(),
        },
        Note::NoNewGame(game()),
        Note::AlreadySolvedPosition,
        Note::CustomPosition,
        Note::Thinking,
        Note::Paused,
        Note::Playing,
        Note::Planning,
        Note::TablesUnavailable(GameError::Door(door::Error::Cancelled)),
        Note::Hint {
            first: "R'".into(),
            length: 2,
            optimal: true,
            over: None,
            place: None,
        },
        Note::Hint {
            first: "L".into(),
            length: 104,
            optimal: false,
            over: Some(12),
            place: None,
        },
        Note::Hint {
            first: "U2".into(),
            length: 9,
            optimal: false,
            over: None,
            place: Some(place),
        },
        Note::NoHint(game()),
        Note::DemoSolution {
            moves: 20,
            optimal: true,
        },
        Note::DemoSolution {
            moves: 1,
            optimal: false,
        },
        Note::DemoMethod { moves: 1, steps: 1 },
        Note::DemoMethod {
            moves: 80,
            steps: 4,
        },
        Note::NoDemo(GameError::Door(door::Error::NoMethod {
            puzzle: &sliding::Tiles::NAMES,
        })),
        Note::Speed { ms: 600 },
        Note::DemoStopped,
        Note::NewGameCancelled,
        Note::HintCancelled,
        Note::Refused(ControlError::NotNow(NotNow::Finished)),
        Note::DemoFailed(ControlError::NotNow(NotNow::NoDemonstration)),
        Note::Said(Message::new("tui-only-next-to-blank")),
    ]
}

fn note_variant(n: &Note) -> usize {
    match n {
        Note::Nothing => 0,
        Note::Resumed => 1,
        Note::Restarted => 2,
        Note::Undone { .. } => 3,
        Note::Redone { .. } => 4,
        Note::Solved { .. } => 5,
        Note::NotSaved(_) => 6,
        Note::Preparing { .. } => 7,
        Note::NewGame { .. } => 8,
        Note::NoNewGame(_) => 9,
        Note::AlreadySolvedPosition => 10,
        Note::CustomPosition => 11,
        Note::Thinking => 12,
        Note::Paused => 13,
        Note::Playing => 14,
        Note::Planning => 15,
        Note::TablesUnavailable(_) => 16,
        Note::Hint { .. } => 17,
        Note::NoHint(_) => 18,
        Note::DemoSolution { .. } => 19,
        Note::DemoMethod { .. } => 20,
        Note::NoDemo(_) => 21,
        Note::Speed { .. } => 22,
        Note::DemoStopped => 23,
        Note::NewGameCancelled => 24,
        Note::HintCancelled => 25,
        Note::Refused(_) => 26,
        Note::DemoFailed(_) => 27,
        Note::Said(_) => 28,
    }
}

#[test]
fn every_status_note_reads_in_chinese_from_its_fields() {
    check_every_variant(
        &note_samples(),
        29,
        note_variant,
        // The moves are notation.
        |n| format!("{n:?}"),
        Some("note-"),
    );
}

/// Every variant of the game's own errors and the doors' (the puzzles' own are sampled
/// above).
fn game_samples() -> Vec<GameError> {
    use door::Door;
    use door::Error as D;
    use GameError as G;
    let (tiles, cube, rings) = (
        &sliding::Tiles::NAMES,
        &cube::Cube::NAMES,
        &rings::Rings::NAMES,
    );
    vec![
        G::Door(D::own(E::Empty)),
        G::Door(D::goal(E::EmptyRow { row: 1 })),
        G::Door(D::own(cube::CubeError::WrongLength { found: 3 })),
        G::Door(D::own(rings::RingsError::NoSolution)),
        G::Door(D::NoDistanceLevels { puzzle: cube }),
        G::Door(D::OneGoal { puzzle: rings }),
        G::Door(D::OneSize { puzzle: cube }),
        G::Door(D::NoMethod { puzzle: tiles }),
        G::Door(D::TablesNotReady { puzzle: cube }),
        G::Door(D::Cancelled),
        G::Level(LevelError::NotANumber { word: "x".into() }),
        G::Puzzle(game::UnknownPuzzle("chess".into())),
        G::NothingToUndo,
        G::NothingToRedo,
        G::WrongPuzzle {
            found: cube.kind(),
            expected: rings.kind(),
        },
        G::TooLong,
        G::BadCursor {
            cursor: 9,
            moves: 4,
        },
        G::Tables(search::tables::TableError::WrongType { table: "k".into() }),
        G::Timeline(game::timeline::TimelineError::Item {
            at: 3,
            item: "x".into(),
        }),
        G::Timeline(game::timeline::TimelineError::Mismatch),
        G::Timeline(game::timeline::TimelineError::TooLong),
    ]
}

fn game_variant(e: &GameError) -> usize {
    use door::Error as D;
    use GameError as G;
    match e {
        G::Door(D::Puzzle(_)) => 0,
        G::Door(D::Goal(_)) => 1,
        G::Door(D::OneGoal { .. }) => 2,
        G::Door(D::OneSize { .. }) => 3,
        G::Door(D::NoDistanceLevels { .. }) => 4,
        G::Door(D::NoMethod { .. }) => 5,
        G::Door(D::TablesNotReady { .. }) => 6,
        G::Door(D::Cancelled) => 7,
        G::Level(_) => 8,
        G::Puzzle(_) => 9,
        G::NothingToUndo => 10,
        G::NothingToRedo => 11,
        G::WrongPuzzle { .. } => 12,
        G::TooLong => 13,
        G::BadCursor { .. } => 14,
        G::Tables(_) => 15,
        G::Timeline(_) => 16,
    }
}

#[test]
fn every_game_error_reads_in_chinese_from_its_fields() {
    check_every_variant(
        &game_samples(),
        17,
        game_variant,
        // The puzzles' names in a request (sliding, tiles, cube, rings) are what is typed.
        |e| format!("{e:?} sliding tiles cube rings"),
        Some("game-"),
    );
}

#[test]
fn every_control_level_store_and_table_error_reads_in_chinese() {
    let mut controls: Vec<ControlError> = [
        NotNow::Preparing,
        NotNow::Finished,
        NotNow::AlreadySolved,
        NotNow::NoDemonstration,
        NotNow::SavedGamesOff,
        NotNow::OnlyTilesHaveGoals,
    ]
    .into_iter()
    .map(ControlError::NotNow)
    .collect();
    controls.push(ControlError::Game(GameError::NothingToRedo));
    let path = std::path::PathBuf::from("/home/p/games.db");
    for s in [
        StoreError::Corrupt {
            path: path.clone(),
            detail: "file is not a database".into(),
        },
        StoreError::Newer {
            path: path.clone(),
            found: 9,
            supported: 3,
        },
        StoreError::Older {
            path: path.clone(),
            found: 1,
            supported: 3,
        },
        StoreError::ExportFormat {
            found: "csTimer".into(),
        },
        StoreError::ExportVersion { found: 9 },
        StoreError::ExportGame {
            number: 2,
            puzzle: rings::Rings::NAMES.kind(),
            uid: "u1".into(),
            error: Box::new(game::GameError::TooLong),
        },
        StoreError::NoSuchGame(12),
        StoreError::NoSuchGameUid("abc".into()),
        StoreError::NoSolvedGame,
        StoreError::NoSuchSession("Evening".into()),
        StoreError::NoSuchSolve(7),
        StoreError::EmptyName,
        StoreError::NameTaken {
            name: "Evening".into(),
        },
        StoreError::MergeIntoItself {
            name: "Evening".into(),
        },
        StoreError::KindsDiffer {
            from: "Evening".into(),
            into: "Morning".into(),
        },
        StoreError::BadSplit {
            name: "Evening".into(),
            solve: 3,
        },
        StoreError::CommentTooLong {
            chars: 10_000,
            max: 1000,
        },
        StoreError::CommentControl { at: 3 },
        StoreError::Backend {
            detail: rusqlite::Error::InvalidQuery.to_string(),
        },
    ] {
        controls.push(ControlError::Storage(s.into()));
    }
    let store_variant = |e: &StoreError| match e {
        StoreError::Corrupt { .. } => 0,
        StoreError::Newer { .. } => 1,
        StoreError::Older { .. } => 2,
        StoreError::ExportFormat { .. } => 3,
        StoreError::ExportVersion { .. } => 4,
        StoreError::ExportGame { .. } => 5,
        StoreError::NoSuchGame(_) => 6,
        StoreError::Backend { .. } => 7,
        StoreError::NoSuchSession(_) => 8,
        StoreError::NoSuchSolve(_) => 9,
        StoreError::EmptyName => 10,
        StoreError::NameTaken { .. } => 11,
        StoreError::MergeIntoItself { .. } => 12,
        StoreError::KindsDiffer { .. } => 13,
        StoreError::BadSplit { .. } => 14,
        StoreError::NoSuchGameUid(_) => 15,
        StoreError::NoSolvedGame => 16,
        StoreError::CommentTooLong { .. } => 17,
        StoreError::CommentControl { .. } => 18,
    };
    let control_variant = |e: &ControlError| match e {
        ControlError::NotNow(n) => *n as usize,
        ControlError::Game(_) => 6,
        ControlError::Storage(s) => 7 + s.get::<StoreError>().map_or(99, store_variant),
    };
    check_every_variant(
        &controls,
        26,
        control_variant,
        // The file, SQLite's and serde's own words are the error's values.
        |e| format!("{e:?} {e}"),
        Some("store-"),
    );
    let levels = vec![
        LevelError::Unknown {
            name: "max".into(),
            levels: vec!["easy".into(), "hard".into()],
        },
        LevelError::NotANumber { word: "ten".into() },
        LevelError::TooManyMoves {
            text: "moves 999".into(),
            max: 200,
        },
        LevelError::Malformed {
            text: "moves".into(),
        },
    ];
    let level_variant = |e: &LevelError| match e {
        LevelError::Unknown { .. } => 0,
        LevelError::NotANumber { .. } => 1,
        LevelError::TooManyMoves { .. } => 2,
        LevelError::Malformed { .. } => 3,
    };
    // `moves N`, `distance N` and `random` are what a player types.
    let typed = |e: &LevelError| format!("{e:?} moves distance random N");
    check_every_variant(&levels, 4, level_variant, typed, Some("level-"));
    use search::tables::TableError as T;
    let tables = vec![
        T::Undecodable { table: "k".into() },
        T::WrongType { table: "k".into() },
        T::Unavailable {
            reason: Message::new("cache-no-dir"),
        },
    ];
    let table_variant = |e: &T| match e {
        T::Undecodable { .. } => 0,
        T::WrongType { .. } => 1,
        T::Unavailable { .. } => 2,
    };
    check_every_variant(
        &tables,
        3,
        table_variant,
        |e| format!("{e:?} PUZZLEBOX_CACHE"),
        Some("table-"),
    );
}

#[test]
fn every_table_and_step_name_reads_in_chinese_and_in_english_as_the_game_says() {
    let defs = sliding::tables()
        .into_iter()
        .chain(cube::tables())
        .chain(rings::tables());
    for d in defs {
        let text = d.label.text(Lang::Zh);
        // Board sizes, "MB" and the kinds' own names stay as they are.
        let left = latin_left(&text, &format!("{:?} MB KB x", d.label));
        assert!(left.is_empty(), "{text:?} leaves {left:?}");
    }
    // The classic method's steps: English as the rings crate names them.
    let classic = rings::Request {
        solver: rings::Solver::Classic,
        ..rings::Request::default()
    };
    let none = search::tables::InMemory::new();
    let prepared = rings::prepare(&classic, &none, &search::tables::silent).unwrap();
    let start = rings::parse("KKKKKKB/BBBBBBK/GGGGGGR/OOOOOOO/RRRRRRG").unwrap();
    let steps = rings::solve(&prepared, &start, &classic).steps;
    assert!(steps.len() >= 3);
    for s in &steps {
        assert!(
            s.label.english().starts_with("Step "),
            "{}",
            s.label.english()
        );
        let text = s.label.text(Lang::Zh);
        // The steps are numbered 1, 2, 3a and 3b.
        assert!(latin_left(&text, "a b").is_empty(), "{text:?}");
    }
    assert_eq!(cube::step_label(0).english(), "white cross");
    assert_eq!(
        Message::new("method-the-classic").text(Lang::Zh),
        "经典方法"
    );
}

#[test]
fn every_command_failure_reads_in_chinese_from_its_fields() {
    use crate::failure::{Failure as F, FileFault, Usage as U};
    use frontend::{Error as Front, IoAction};
    let all = vec![
        F::Usage(U::SizeForOnePuzzle {
            puzzle: &cube::Cube::NAMES,
        }),
        F::Usage(U::Size {
            text: "4y4".into(),
            error: E::BadSizeText("4y4".into()).into(),
        }),
        F::Usage(U::LevelNeedsPuzzle),
        F::Usage(U::Level {
            puzzle: &rings::Rings::NAMES,
            level: "max".into(),
            levels: vec!["low".into(), "mid".into()],
        }),
        F::Door(E::Empty.into()),
        F::Door(cube::CubeError::NoSolutionInTime.into()),
        F::Door(rings::RingsError::Cancelled.into()),
        F::Game(GameError::NothingToUndo),
        F::Store(StoreError::NoSuchGame(3)),
        F::Tables(search::tables::TableError::WrongType { table: "k".into() }),
        F::InFile {
            path: "korf100.txt".into(),
            line: 4,
            fault: FileFault::Columns,
        },
        F::InFile {
            path: "korf100.txt".into(),
            line: 5,
            fault: FileFault::Length("x".into()),
        },
        F::InFile {
            path: "korf100.txt".into(),
            line: 6,
            fault: FileFault::Position(E::EmptyRow { row: 2 }.into()),
        },
        F::File {
            path: "empty.txt".into(),
            fault: FileFault::Empty,
        },
        F::InFile {
            path: "cubes.txt".into(),
            line: 7,
            fault: FileFault::Position(cube::CubeError::NoSolutionInTime.into()),
        },
        F::NotAnExport {
            path: "x.json".into(),
            detail: "expected value at line 1 column 1".into(),
        },
        F::TimeLimit {
            lower_bound: 17,
            unit: "moves",
        },
        F::Batch {
            failed: 2,
            total: 9,
        },
        F::Front(Front::Io {
            action: IoAction::Read,
            what: Message::verbatim("korf100.txt"),
            error: std::io::Error::from(std::io::ErrorKind::NotFound),
        }),
        F::Front(Front::Io {
            action: IoAction::Listen,
            what: Message::verbatim("127.0.0.1:80"),
            error: std::io::Error::from(std::io::ErrorKind::AddrInUse),
        }),
        F::Front(Front::Io {
            action: IoAction::CreateCache,
            what: Message::verbatim("/data"),
            error: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        }),
        F::Front(Front::NoDataDir),
        F::Front(Front::NeedsTerminal),
        F::Front(Front::NoAddress {
            host: "nowhere.invalid".into(),
        }),
        F::Check(crate::failure::Check::Unsolved { item: 3 }),
        F::Check(crate::failure::Check::NoHint {
            state: "1 2 3/4 5 6/7 8 0".into(),
        }),
        F::Check(crate::failure::Check::HintUnsolved),
        F::BadEntries {
            path: "times.json".into(),
            entries: vec![practice::cstimer::BadEntry {
                session: "3x3".into(),
                solve: 4,
                fault: practice::cstimer::Fault::NegativeTime(-5),
            }],
        },
        F::TooLarge {
            path: "big.json".into(),
            bytes: 50_000_000,
            max: 32_000_000,
        },
    ];
    let variant = |f: &F| match f {
        F::Usage(_) => 0,
        F::Door(_) => 1,
        F::Game(_) => 2,
        F::Store(_) => 3,
        F::Tables(_) => 4,
        F::InFile { .. } => 5,
        F::File { .. } => 6,
        F::NotAnExport { .. } => 7,
        F::TimeLimit { .. } => 8,
        F::Batch { .. } => 9,
        F::Front(Front::Io { .. }) => 10,
        F::Front(Front::NoDataDir) => 11,
        F::Front(Front::NeedsTerminal) => 12,
        F::Front(Front::NoAddress { .. }) => 13,
        F::Front(Front::Store(_)) => 14,
        F::Front(Front::Tables(_)) => 15,
        F::Check(crate::failure::Check::Unsolved { .. }) => 16,
        F::Check(crate::failure::Check::NoHint { .. }) => 17,
        F::Check(crate::failure::Check::HintUnsolved) => 18,
        F::BadEntries { .. } => 19,
        F::TooLarge { .. } => 20,
    };
    // Flags, level syntax and the puzzles' names in a command are what is typed.
    let typed = |f: &F| {
        format!(
            "{f:?} size level play sliding cube rings moves distance N PUZZLEBOX_DATA skip-bad MB"
        )
    };
    let mut all = all;
    all.push(F::Front(Front::Store(StoreError::NoSuchGame(4))));
    all.push(F::Front(Front::Tables(
        search::tables::TableError::WrongType { table: "k".into() },
    )));
    check_every_variant(&all, 21, variant, typed, Some("cli-"));
}

/// Every message id the command line's code names (`"cli-…"`, `"sliding-step-…"`) is in the
/// English file (so in both: the files have the same ids).
#[test]
fn every_message_id_the_code_names_exists() {
    let ids = messages::ids(Lang::En);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![dir.clone()];
    let mut missing = Vec::new();
    let mut named = 0;
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if p.extension().is_none_or(|x| x != "rs") || p.ends_with("tests.rs") {
            continue;
        }
        let src = std::fs::read_to_string(&p).unwrap();
        for (i, _) in src.match_indices("\"cli-") {
            let id: String = src[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            // `"cli-stats-{h}"`: a family whose tails the code lists.
            if src[i + 1 + id.len()..].starts_with('{') {
                continue;
            }
            named += 1;
            if !ids.contains(&id) {
                missing.push(format!("{}: {id}", p.display()));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
    assert!(named > 80, "{named}");
    for h in crate::data::STATS_COLUMNS {
        assert!(ids.iter().any(|i| i == h), "{h}");
    }
}

/// The text form of solve records — solutions, steps, summaries, errors — reads in Chinese
/// with only notation and numbers left; English keeps what it always printed.
#[test]
fn solve_records_read_in_chinese() {
    use crate::output::{failed_by, Text};
    let tiles = |s: &str, solver| {
        let p = sliding::validate(s.parse().unwrap(), None).unwrap();
        let req = sliding::Request {
            solver: Some(solver),
            ..sliding::Request::default()
        };
        let store = search::tables::InMemory::new();
        let plan = sliding::prepare(p.goal(), &req, &store, &search::tables::silent).unwrap();
        sliding::record(&p, &sliding::solve(&plan, &p, &req).unwrap())
    };
    let cube = cube::apply_moves(&cube::parse_moves("R U F2 D' L").unwrap());
    let req = cube::Request {
        solver: cube::Solver::Human,
        ..cube::Request::default()
    };
    let store = search::tables::InMemory::new();
    let prepared = cube::prepare(&req, &store, &search::tables::silent).unwrap();
    let human = cube::solve(&prepared, &cube, &req).unwrap();
    let records = vec![
        tiles("1 2 3/4 5 6/7 0 8", sliding::Solver::Optimal),
        tiles("1 2 3/4 5 6/7 8 0", sliding::Solver::Optimal),
        tiles(
            "5 1 2 3/9 6 7 4/13 10 11 8/0 14 15 12",
            sliding::Solver::Human,
        ),
        // The error is written in the language when the record is made (at start, the
        // process's language is chosen).
        in_lang(Lang::Zh, || {
            failed_by(
                sliding::Tiles::NAMES.kind(),
                "1 2 3/4 5 6/8 7 0",
                &crate::failure::own(E::Empty),
            )
        }),
        cube::record("…", &human, cube::Metric::Htm, None),
    ];
    for r in &records {
        let zh = in_lang(Lang::Zh, || r.text());
        let notation = format!("{} {:?}", r.state, r.solution.0);
        let left = latin_left(&zh, &notation);
        assert!(left.is_empty(), "{zh:?} leaves {left:?}");
    }
    let en = in_lang(Lang::En, || records[0].text());
    assert!(en.starts_with("L\n1 move, optimal, lower bound 1"), "{en}");
    let zh = in_lang(Lang::Zh, || records[2].text());
    assert!(
        zh.contains("第 1 行") && zh.contains("最后的 3x3 块"),
        "{zh}"
    );
    let zh = in_lang(Lang::Zh, || records[3].text());
    assert!(zh.contains("错误") && zh.contains("空"), "{zh}");
}
