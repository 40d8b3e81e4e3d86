//! Each message written once: every message id the code names (any crate's Rust, the
//! page's JavaScript) is in both catalogs, every message of the catalogs is named somewhere,
//! ids are written out whole (never built at run time), and no sentence a person reads is
//! written in code outside the catalogs.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod source;

use std::collections::BTreeSet;
use std::path::PathBuf;

use messages::Lang;
use source::{crate_sources, crates, files, javascript, root, Lexed, Literal};

/// A file of the workspace's code, lexed (Rust without its tests).
struct Code {
    path: PathBuf,
    lexed: Lexed,
    js: bool,
}

/// Every Rust file of every crate (tests left out) and every module of the page.
fn all_code() -> Vec<Code> {
    let mut out = Vec::new();
    for krate in crates() {
        for (path, lexed) in crate_sources(&krate) {
            out.push(Code {
                path,
                lexed,
                js: false,
            });
        }
    }
    for path in files(&root().join("crates/web/page"), ".js") {
        let lexed = javascript(&std::fs::read_to_string(&path).unwrap());
        out.push(Code {
            path,
            lexed,
            js: true,
        });
    }
    assert!(out.len() > 100, "{} files", out.len());
    out
}

fn catalog_ids() -> BTreeSet<String> {
    messages::ids(Lang::En).into_iter().collect()
}

/// The ids of the command line's help catalog (`help/<lang>.ftl`: clap's texts by their
/// English, which the binary's own tests keep whole).
fn help_ids(lang: &str) -> BTreeSet<String> {
    let path = root().join(format!("crates/puzzlebox/src/i18n/help/{lang}.ftl"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| id_shaped(id))
        .map(str::to_string)
        .collect()
}

/// The first words of the catalog's ids (`cli`, `cube`, `note`, …): a literal shaped like
/// an id and starting with one of them is taken as naming a message.
fn prefixes(ids: &BTreeSet<String>) -> BTreeSet<String> {
    ids.iter()
        .filter_map(|id| id.split_once('-').map(|(p, _)| p.to_string()))
        .collect()
}

fn id_shaped(text: &str) -> bool {
    let mut parts = text.split('-');
    parts.next().is_some_and(|p| {
        !p.is_empty() && p.chars().all(|c| c.is_ascii_lowercase()) && text.contains('-')
    }) && parts.all(|p| {
        !p.is_empty()
            && p.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    })
}

/// Literals shaped like ids that are not messages: element ids, file names of tables,
/// header values. Each says what it is.
const NOT_MESSAGES: &[(&str, &str)] = &[
    ("cube-two-phase", "the two-phase tables' file name"),
    ("cube-corners", "the corner table's file name"),
    ("cube-cross", "the cross tables' file name"),
    ("cube-pocket", "the 2×2×2 table's file name"),
    ("rings-classic-aux", "a rings table's file name"),
    ("rings-colour-pdb", "a rings table's file name"),
    ("rings-colour-pdb-turns", "a rings table's file name"),
    ("no-cache", "an HTTP Cache-Control value"),
    ("series-single", "a chart line's class (the singles)"),
    ("series-ao5", "a chart line's class (the ao5s)"),
    ("series-ao12", "a chart line's class (the ao12s)"),
    ("series-ao100", "a chart line's class (the ao100s)"),
];

/// Whether a page literal names an element, a class or a preference (`id: 'share-link'`,
/// `getElementById('speed-text')`, `class: 'row buttons'`, `store.pref('speed-ms')`).
fn element_name(code: &Code, l: &Literal) -> bool {
    let before = code.lexed.before(l).trim_end();
    code.js
        && [
            "id:",
            "for:",
            "getElementById(",
            "class:",
            "querySelector(",
            "querySelectorAll(",
            "closest?.(",
            "pref(",
            "setPref(",
            "fold(",
            "sizeSelect(",
        ]
        .iter()
        .any(|k| before.ends_with(k))
}

#[test]
fn every_id_the_code_names_is_in_both_catalogs() {
    let ids = catalog_ids();
    let zh: BTreeSet<String> = messages::ids(Lang::Zh).into_iter().collect();
    assert_eq!(ids, zh, "the two catalogs hold the same ids");
    let prefixes = prefixes(&ids);
    let help = help_ids("en");
    assert_eq!(
        help,
        help_ids("zh"),
        "the two help catalogs hold the same ids"
    );
    let ids: BTreeSet<String> = ids.union(&help).cloned().collect();
    let mut named = 0;
    let mut missing = Vec::new();
    for code in all_code() {
        for l in &code.lexed.literals {
            let t = l.text.as_str();
            if !id_shaped(t) || !prefixes.contains(t.split('-').next().unwrap()) {
                continue;
            }
            if ids.contains(t) {
                named += 1;
            } else if !NOT_MESSAGES.iter().any(|(n, _)| *n == t) && !element_name(&code, l) {
                missing.push(format!("{}:{}: {t}", code.path.display(), l.line));
            }
        }
    }
    assert!(named > 500, "only {named} ids named");
    assert!(missing.is_empty(), "ids with no message: {missing:#?}");
}

#[test]
fn every_message_is_named_by_the_code() {
    let ids = catalog_ids();
    let mut used: BTreeSet<String> = messages::referenced(Lang::En).into_iter().collect();
    for code in all_code() {
        used.extend(code.lexed.literals.iter().map(|l| l.text.clone()));
    }
    let unused: Vec<&String> = ids.iter().filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no code names: {unused:#?}");
}

/// Names built at run time that are not message ids: the tables' files and keys.
const BUILT_KEYS: &[(&str, &str)] = &[
    ("cube-optimal-{}", "an optimal table set's file name"),
    ("rings-pair-{}", "a two-colour table's file name"),
    (
        "sliding-paths-{len}",
        "the file of the tiles' automaton of redundant move strings",
    ),
    (
        "cube-nx-{}-corners9930-e495-eo{}-banded",
        "an optimal table set's cache key",
    ),
];

#[test]
fn ids_are_written_whole() {
    let prefixes = prefixes(&catalog_ids());
    let mut built = Vec::new();
    for code in all_code() {
        for l in &code.lexed.literals {
            // `level-${x}` in the page, `format!("level-{x}")` in Rust: an id's start with
            // the rest filled in.
            let head = l.text.split(['$', '{']).next().unwrap_or("");
            let dynamic = if code.js {
                l.template
            } else {
                l.text.contains('{')
            };
            let named = head.ends_with('-') && prefixes.contains(head.split('-').next().unwrap());
            let key = BUILT_KEYS.iter().any(|(k, _)| *k == l.text);
            if dynamic && named && !element_name(&code, l) && !key {
                built.push(format!("{}:{}: {}", code.path.display(), l.line, l.text));
            }
        }
    }
    assert!(built.is_empty(), "ids built at run time: {built:#?}");
}

/// Whether a literal is prose a person would read: two words or more (of three letters or
/// more: `px` is no word), written apart.
fn prose(text: &str) -> bool {
    // A format's placeholders are no words (`{percent}`, `${}`).
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = bare
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic() || c == '\''))
        .collect();
    words.len() >= 2
        && words
            .iter()
            .any(|w| w.chars().all(|c| c.is_ascii_lowercase()))
}

/// Literals that are prose but not said to a person by puzzlebox, by where they stand.
fn not_said(code: &Code, l: &Literal) -> bool {
    let before = code.lexed.before(l).trim_end();
    let text = l.text.trim_start();
    // A bug's words (a panic, a failed assertion) are for the developer.
    let developer = [
        "expect(",
        "panic!(",
        "unreachable!(",
        "assert!(",
        "assert_eq!(",
        "assert_ne!(",
        "debug_assert!(",
    ]
    .iter()
    .any(|k| before.contains(k));
    // The storage door's conformance suite is tests (its names and texts are test data).
    let suite = code.path.ends_with("conformance.rs");
    // SQL, and the web API's OpenAPI document (English for the programmers who read it).
    let sql = [
        "SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "PRAGMA", "DROP",
    ]
    .iter()
    .any(|k| text.starts_with(k));
    // A table's column list (`const COLUMNS`, `const SOLVE_COLUMNS`).
    let columns = before.contains("const ") && before.contains("COLUMNS");
    // A view's fields described for the OpenAPI document (`about:` of a door's `VIEW`).
    let openapi = before.contains("description =")
        || before.contains("tag =")
        || before.contains("#[utoipa")
        || before.ends_with("about:")
        || code.path.ends_with("openapi.rs")
        || code.path.ends_with("wire.rs");
    developer || suite || sql || columns || openapi
}

/// Prose that stays in code, each with its reason: the words of other programs that the
/// code reads (it matches them, never shows them).
const PROSE_ALLOWED: &[(&str, &str)] = &[
    ("missing field `", "serde's error, read to name the fault"),
    ("unknown field `", "serde's error, read to name the fault"),
    ("unknown variant `", "serde's error, read to name the fault"),
    ("EOF while parsing", "serde's error, read to name the fault"),
    (" at line ", "serde's error, read for the line"),
    ("table set", "the selector of `unknown-name` (Named::WHAT)"),
    (
        "a JSON object",
        "serde's `expecting`, inside serde's error like its other words",
    ),
];

#[test]
fn no_sentence_is_written_in_code() {
    let mut found = Vec::new();
    for code in all_code() {
        for l in &code.lexed.literals {
            let text = l.text.as_str();
            let said = if code.js {
                // The page: a literal with words in it that is not a selector, an address
                // or a key (the notation and the key caps are single letters or names).
                prose(text) && !element_name(&code, l) && !text.starts_with('/')
            } else {
                prose(text) && !not_said(&code, l)
            };
            if said && !PROSE_ALLOWED.iter().any(|(p, _)| *p == text) {
                found.push(format!("{}:{}: {text:?}", code.path.display(), l.line));
            }
        }
    }
    assert!(
        found.is_empty(),
        "sentences outside the catalogs: {found:#?}"
    );
}
