//! The two languages have the same messages; every tiles error reads in Chinese with no
//! English left; the language comes from the flag, then the locale.

use super::*;
use sliding::{Dir, Error as E, PartitionFault, Pos};

#[test]
fn both_files_are_well_formed_fluent() {
    for (lang, text) in [(Lang::En, EN_FTL), (Lang::Zh, ZH_FTL)] {
        if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
            panic!("{lang:?}: {errors:?}");
        }
        // Every message formats without a missing argument's error being fatal.
        assert!(!Messages::new(lang).get("puzzle-rings", &[]).is_empty());
    }
}

#[test]
fn every_message_is_in_both_languages() {
    let en = Messages::ids(Lang::En);
    let zh = Messages::ids(Lang::Zh);
    let only_en: Vec<_> = en.iter().filter(|i| !zh.contains(i)).collect();
    let only_zh: Vec<_> = zh.iter().filter(|i| !en.contains(i)).collect();
    assert!(
        only_en.is_empty() && only_zh.is_empty(),
        "only in English: {only_en:?}; only in Chinese: {only_zh:?}"
    );
    assert!(en.len() > 40);
}

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
        E::UnknownSolver { .. } => 25,
        E::UnknownHeuristic { .. } => 26,
        E::Tables(_) => 27,
    }
}

const VARIANTS: usize = 28;

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
        E::UnknownSolver {
            name: "fastest".into(),
            known: vec!["fast", "optimal"],
        },
        E::UnknownHeuristic {
            name: "magic".into(),
            known: vec!["md", "663"],
        },
        E::Tables(search::tables::TableError::Undecodable { table: "k".into() }),
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
    let zh = Messages::new(Lang::Zh);
    let en = Messages::new(Lang::En);
    let all = samples();
    let mut seen = [false; VARIANTS];
    for e in &all {
        seen[variant(e)] = true;
        let text = sliding_error(&zh, e);
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
        assert_eq!(sliding_error(&en, e), e.to_string(), "{e:?}");
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants not sampled: {missing:?}");
}

#[test]
fn the_language_is_the_flag_then_the_locale_then_english() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        Lang::choose(None, env(&[("LANG", "zh_CN.UTF-8")])),
        Lang::Zh
    );
    assert_eq!(
        Lang::choose(Some(Lang::En), env(&[("LANG", "zh_CN.UTF-8")])),
        Lang::En
    );
    assert_eq!(
        Lang::choose(None, env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN")])),
        Lang::En
    );
    assert_eq!(
        Lang::choose(None, env(&[("LC_MESSAGES", "zh_TW"), ("LANG", "C")])),
        Lang::Zh
    );
    assert_eq!(
        Lang::choose(None, env(&[("LANG", "fr_FR.UTF-8")])),
        Lang::En
    );
    assert_eq!(Lang::choose(None, env(&[])), Lang::En);
}
