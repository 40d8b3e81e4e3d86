//! The workspace's shape, checked on its sources: no module cycles (between the files of a
//! crate, between the page's modules), the puzzles reached only through their doors and
//! named nowhere else but where they are registered, drawn and given their command-line
//! options, the game core's dependencies (no storage, wire or runtime), every storage
//! implementation under the conformance suite, the front ends apart from each other and
//! from clap, and ARCHITECTURE.md's map and invariants.
//!
//! The rule for cycles, file by file: no two files reach each other, directly or round a
//! loop, through `crate::…` or `super::…` paths (or the page's relative `import`s). A
//! folder's `mod.rs` (and a crate's `lib.rs`) holds declarations and re-exports, which name
//! their children without such paths, so re-exporting a child is no loop.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use source::{crate_sources, crates, files, javascript, root, Lexed};

/// A module's path inside its crate (`["pdb", "search"]`; the crate's root is empty).
type ModPath = Vec<String>;

/// The module a file is (`a/b.rs` and `a/b/mod.rs` are `a::b`; `lib.rs` is the root).
fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: ModPath = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// Every `crate::…` and `super::…` path of the code, braces expanded (`crate::{a, b::c}`
/// gives `crate::a` and `crate::b::c`), as the segments after `crate` (`super` resolved
/// against `here`, the file's module).
fn paths(code: &str, here: &ModPath) -> Vec<ModPath> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let word_start = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        let base = if !word_start {
            None
        } else if code[i..].starts_with("crate::") {
            Some((Vec::new(), i + "crate".len()))
        } else if code[i..].starts_with("super::") {
            let mut base = here.clone();
            base.pop();
            Some((base, i + "super".len()))
        } else {
            None
        };
        match base {
            Some((base, at)) => {
                let mut j = at;
                tree(code, &mut j, base, here, &mut out);
                i = j.max(i + 1);
            }
            None => i += 1,
        }
    }
    out
}

/// Reads `::seg::seg…` then `::{…}` or `::*` from `*j`, adding each whole path to `out`.
fn tree(code: &str, j: &mut usize, mut prefix: ModPath, here: &ModPath, out: &mut Vec<ModPath>) {
    let b = code.as_bytes();
    loop {
        skip_space(b, j);
        if !code[*j..].starts_with("::") {
            break;
        }
        *j += 2;
        skip_space(b, j);
        if b.get(*j) == Some(&b'{') {
            *j += 1;
            loop {
                skip_space(b, j);
                match b.get(*j) {
                    None => return,
                    Some(b'}') => {
                        *j += 1;
                        break;
                    }
                    Some(b',') => *j += 1,
                    _ => {
                        // One item of the list: a path, `self`, or `super::…`.
                        let start = *j;
                        let word = ident(b, j);
                        if word.is_empty() {
                            *j += 1;
                            continue;
                        }
                        let mut sub = prefix.clone();
                        if word == "super" {
                            sub = here.clone();
                            sub.pop();
                        } else if word != "self" {
                            sub.push(word);
                        }
                        let _ = start;
                        tree(code, j, sub, here, out);
                    }
                }
            }
            out.push(prefix);
            return;
        }
        let word = ident(b, j);
        if word.is_empty() {
            break;
        }
        if word == "super" {
            prefix.pop();
        } else {
            prefix.push(word);
        }
    }
    out.push(prefix);
}

fn skip_space(b: &[u8], j: &mut usize) {
    while b.get(*j).is_some_and(|c| c.is_ascii_whitespace()) {
        *j += 1;
    }
}

fn ident(b: &[u8], j: &mut usize) -> String {
    let start = *j;
    while b
        .get(*j)
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
    {
        *j += 1;
    }
    String::from_utf8_lossy(&b[start..*j]).into_owned()
}

/// The strongly connected components of more than one node (Tarjan's, iterative).
fn loops<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    let nodes: Vec<N> = graph.keys().cloned().collect();
    let idx = |n: &N| nodes.binary_search(n).unwrap();
    let edges: Vec<Vec<usize>> = nodes
        .iter()
        .map(|n| {
            graph[n]
                .iter()
                .filter(|m| graph.contains_key(*m))
                .map(idx)
                .collect()
        })
        .collect();
    let n = nodes.len();
    let (mut index, mut low, mut on) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut out, mut next) = (Vec::new(), Vec::new(), 0);
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if *k == 0 {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on[v] = true;
            }
            if let Some(&w) = edges[v].get(*k) {
                *k += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(u, _)) = work.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on[w] = false;
                    comp.push(nodes[w].clone());
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    out.push(comp);
                }
            }
        }
    }
    out
}

/// The file-level graph of one crate: each module to the modules its paths reach.
fn crate_graph(krate: &str) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let src = root().join("crates").join(krate).join("src");
    let sources: Vec<(ModPath, Lexed)> = crate_sources(krate)
        .into_iter()
        .map(|(p, l)| (module_of(&src, &p), l))
        .collect();
    let modules: BTreeSet<ModPath> = sources.iter().map(|(m, _)| m.clone()).collect();
    let mut graph = BTreeMap::new();
    for (here, lexed) in &sources {
        let mut reach = BTreeSet::new();
        for full in paths(&lexed.code, here) {
            // The longest prefix that is a module of its own (the crate's root is none).
            if let Some(k) = (1..=full.len())
                .rev()
                .find(|&k| modules.contains(&full[..k]))
            {
                if full[..k] != here[..] {
                    reach.insert(full[..k].to_vec());
                }
            }
        }
        graph.insert(here.clone(), reach);
    }
    graph
}

#[test]
fn no_module_cycles_in_any_crate() {
    let mut found = Vec::new();
    let mut edges = 0;
    for krate in crates() {
        let graph = crate_graph(&krate);
        edges += graph.values().map(BTreeSet::len).sum::<usize>();
        for comp in loops(&graph) {
            let names: Vec<String> = comp
                .iter()
                .map(|m| {
                    if m.is_empty() {
                        "lib".into()
                    } else {
                        m.join("::")
                    }
                })
                .collect();
            found.push(format!("{krate}: {}", names.join(" <-> ")));
        }
    }
    // The reader sees the crates' paths at all (a broken reader would find no loop).
    assert!(edges > 200, "only {edges} paths between files were found");
    assert!(found.is_empty(), "module cycles: {found:#?}");
}

/// The page's modules and what each imports (`import … from './x.js'`).
fn page_graph(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph = BTreeMap::new();
    for f in files(dir, ".js") {
        let lexed = javascript(&std::fs::read_to_string(&f).unwrap());
        let mut reach = BTreeSet::new();
        for l in &lexed.literals {
            let before = lexed.before(l).trim_end();
            let imports = before.ends_with("from")
                || before.ends_with("import")
                || before.ends_with("import(");
            if imports && l.text.starts_with('.') {
                let target = dir.join(&l.text);
                reach.insert(target.file_name().unwrap().to_string_lossy().into_owned());
            }
        }
        graph.insert(f.file_name().unwrap().to_string_lossy().into_owned(), reach);
    }
    graph
}

#[test]
fn no_import_cycles_in_the_page() {
    let dir = root().join("crates/web/page");
    let graph = page_graph(&dir);
    let imports: usize = graph.values().map(BTreeSet::len).sum();
    assert!(imports > 20, "only {imports} imports were found");
    assert!(graph["app.js"].contains("game.js"), "{graph:?}");
    let found = loops(&graph);
    assert!(found.is_empty(), "import cycles in the page: {found:?}");
}

#[test]
fn the_cycle_reader_finds_a_loop_when_there_is_one() {
    // Two files reaching each other, one through `super::`, one through braces.
    let a = source::rust("use crate::{x::{y, b::Thing}};");
    let b = source::rust("fn f() { super::a::g() }");
    let here_a: ModPath = vec!["x".into(), "a".into()];
    let here_b: ModPath = vec!["x".into(), "b".into()];
    let pa = paths(&a.code, &here_a);
    let pb = paths(&b.code, &here_b);
    assert!(
        pa.contains(&vec!["x".into(), "b".into(), "Thing".into()]),
        "{pa:?}"
    );
    assert!(
        pb.contains(&vec!["x".into(), "a".into(), "g".into()]),
        "{pb:?}"
    );
    let mut graph = BTreeMap::new();
    graph.insert(here_a.clone(), BTreeSet::from([here_b.clone()]));
    graph.insert(here_b.clone(), BTreeSet::from([here_a.clone()]));
    graph.insert(vec!["z".to_string()], BTreeSet::from([here_a.clone()]));
    assert_eq!(loops(&graph), vec![vec![here_a, here_b]]);
}

/// The crates that play a game or show one: they see a puzzle only through its door.
const DOOR_USERS: [&str; 5] = ["game", "frontend", "web", "tui", "puzzlebox"];
const PUZZLES: [&str; 3] = ["sliding", "cube", "rings"];

#[test]
fn the_game_and_the_front_ends_reach_a_puzzle_only_through_its_door() {
    // A puzzle crate exports its door, its error, and one hidden module for its own
    // integration tests, the benchmarks and the fuzz targets.
    for p in PUZZLES {
        let lib =
            std::fs::read_to_string(root().join("crates").join(p).join("src/lib.rs")).unwrap();
        let lexed = source::rust(&lib);
        let public: Vec<&str> = lexed
            .code
            .lines()
            .filter_map(|l| l.trim().strip_prefix("pub mod "))
            .map(|l| l.trim_end_matches([';', '{', ' ']))
            .collect();
        for m in &public {
            assert!(
                ["front", "error", "internals"].contains(m),
                "{p} exports `pub mod {m}`: its door is `front`, with `error` and a hidden `internals`"
            );
        }
        if public.contains(&"internals") {
            assert!(
                lexed.code.contains("#[doc(hidden)]\npub mod internals"),
                "{p}::internals is hidden"
            );
        }
    }
    // Nobody outside the puzzle crates names their insides.
    let mut found = Vec::new();
    for user in DOOR_USERS {
        for dir in ["src", "tests"] {
            for f in files(&root().join("crates").join(user).join(dir), ".rs") {
                let code = source::rust(&std::fs::read_to_string(&f).unwrap()).code;
                for p in PUZZLES {
                    if code.contains(&format!("{p}::internals")) {
                        found.push(format!("{} names {p}::internals", f.display()));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// A crate's dependencies as its Cargo.toml lists them (normal ones only).
fn dependencies(krate: &str) -> BTreeSet<String> {
    let toml =
        std::fs::read_to_string(root().join("crates").join(krate).join("Cargo.toml")).unwrap();
    let mut out = BTreeSet::new();
    let mut in_deps = false;
    for line in toml.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
            continue;
        }
        if in_deps {
            if let Some((name, _)) = line.split_once('=') {
                let name = name.trim().trim_end_matches(".workspace");
                if !name.is_empty() && !name.starts_with('#') {
                    out.insert(name.to_string());
                }
            }
        }
    }
    out
}

/// Everything a crate depends on through the workspace's crates, itself included.
fn reach(krate: &str) -> BTreeSet<String> {
    let ours: BTreeSet<String> = crates().into_iter().collect();
    let mut seen = BTreeSet::from([krate.to_string()]);
    let mut todo = vec![krate.to_string()];
    while let Some(k) = todo.pop() {
        for d in dependencies(&k) {
            if seen.insert(d.clone()) && ours.contains(&d) {
                todo.push(d);
            }
        }
    }
    seen
}

#[test]
fn the_front_ends_know_no_other_front_end_nor_clap() {
    let forbidden: [(&str, &[&str]); 7] = [
        ("web", &["clap", "ratatui", "crossterm", "tui", "puzzlebox"]),
        ("tui", &["clap", "axum", "hyper", "web", "puzzlebox"]),
        (
            "frontend",
            &["clap", "axum", "ratatui", "web", "tui", "puzzlebox"],
        ),
        (
            "game",
            &["clap", "axum", "ratatui", "frontend", "web", "tui"],
        ),
        ("sliding", &["rusqlite", "game", "clap", "axum", "ratatui"]),
        ("cube", &["rusqlite", "game", "clap", "axum", "ratatui"]),
        ("rings", &["rusqlite", "game", "clap", "axum", "ratatui"]),
    ];
    for (krate, banned) in forbidden {
        let all = reach(krate);
        assert!(all.len() > 1, "{krate} has dependencies");
        for b in banned {
            assert!(
                !all.contains(*b),
                "{krate} depends on {b}, directly or through a crate of ours"
            );
        }
    }
}

/// The game core and its neighbours below the front ends: what each may not reach, by
/// `cargo tree` (normal dependencies only; dev-dependencies are the tests').
#[test]
fn the_core_depends_on_no_storage_wire_nor_runtime() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let banned = [
        "rusqlite", "utoipa", "axum", "tokio", "hyper", "ratatui", "clap",
    ];
    for krate in ["door", "game", "practice"] {
        let out = std::process::Command::new(&cargo)
            .args([
                "tree",
                "-p",
                krate,
                "-e",
                "normal",
                "--prefix",
                "none",
                "--offline",
            ])
            .current_dir(root())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let tree = String::from_utf8_lossy(&out.stdout);
        let names: BTreeSet<&str> = tree.lines().filter_map(|l| l.split(' ').next()).collect();
        assert!(names.contains(krate) && names.len() > 3, "{tree}");
        for b in banned {
            assert!(!names.contains(b), "{krate} depends on {b}:\n{tree}");
        }
    }
    // The storage door's crate holds SQLite behind a feature; without it, none.
    let store = reach("store");
    assert!(
        store.contains("game") && store.contains("practice"),
        "{store:?}"
    );
}

/// Where a puzzle may be named outside its own crate: the one registration, the front
/// ends' drawing, and the command line's per-puzzle options (with their benchmarks).
const NAMING_ALLOWED: [&str; 6] = [
    "crates/frontend/src/puzzles.rs",
    "crates/tui/src/faces/",
    "crates/web/page/tiles.js",
    "crates/web/page/cube.js",
    "crates/web/page/rings.js",
    "crates/puzzlebox/src/puzzles/",
];

/// What names a puzzle in a lexed file: a path into its crate (`cube::`), or its name or
/// alias as a whole string literal (`"cube"`, `'tiles'`).
fn names_a_puzzle(lexed: &Lexed) -> Option<String> {
    const NAMES: [&str; 4] = ["sliding", "tiles", "cube", "rings"];
    let code = lexed.code.as_bytes();
    for p in PUZZLES {
        let path = format!("{p}::");
        for (i, _) in lexed.code.match_indices(&path) {
            // `cube::` as a path's first segment (not `crate::cube::`, not `xcube::`).
            let before = if i == 0 { b' ' } else { code[i - 1] };
            if !(before.is_ascii_alphanumeric() || before == b'_' || before == b':') {
                return Some(path);
            }
        }
    }
    lexed
        .literals
        .iter()
        .find(|l| NAMES.contains(&l.text.as_str()))
        .map(|l| format!("{:?} (line {})", l.text, l.line))
}

#[test]
fn no_puzzle_is_named_outside_its_crate_but_where_it_is_registered_drawn_and_optioned() {
    let root = root();
    let allowed = |p: &Path| {
        let rel = p
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        NAMING_ALLOWED.iter().any(|a| rel.starts_with(a))
    };
    let mut found = Vec::new();
    let mut read = 0;
    for krate in crates() {
        if PUZZLES.contains(&krate.as_str()) {
            continue;
        }
        for (path, lexed) in crate_sources(&krate) {
            read += 1;
            if allowed(&path) {
                continue;
            }
            if let Some(what) = names_a_puzzle(&lexed) {
                found.push(format!("{} names {what}", path.display()));
            }
        }
    }
    for path in files(&root.join("crates/web/page"), ".js") {
        read += 1;
        if allowed(&path) {
            continue;
        }
        let lexed = javascript(&std::fs::read_to_string(&path).unwrap());
        if let Some(what) = names_a_puzzle(&lexed) {
            found.push(format!("{} names {what}", path.display()));
        }
    }
    assert!(read > 60, "only {read} files read");
    assert!(
        found.is_empty(),
        "puzzles named where no puzzle should be: {found:#?}"
    );
    // The check sees a name when there is one.
    let named = source::rust("fn f() { let k = cube::Cube::NAMES; }");
    assert_eq!(names_a_puzzle(&named).as_deref(), Some("cube::"));
    let literal = javascript("if (p === 'sliding') draw();");
    assert!(names_a_puzzle(&literal).is_some());
    assert!(names_a_puzzle(&source::rust("use crate::cube_face::x;")).is_none());
}

/// Every implementation of the storage door (`impl Store for …`) runs the conformance suite
/// (`store::conformance::run`) in a test of its crate that names it.
#[test]
fn every_store_implementation_runs_the_conformance_suite() {
    let mut impls = Vec::new();
    for krate in crates() {
        for (path, lexed) in crate_sources(&krate) {
            for (i, _) in lexed.code.match_indices("impl Store for ") {
                let name: String = lexed.code[i + "impl Store for ".len()..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                impls.push((krate.clone(), name, path.clone()));
            }
        }
    }
    assert!(
        !impls.is_empty(),
        "no implementation of the storage door found"
    );
    for (krate, name, path) in impls {
        let tests: Vec<PathBuf> = files(&root().join("crates").join(&krate).join("tests"), ".rs")
            .into_iter()
            .chain(files(
                &root().join("crates").join(&krate).join("src"),
                ".rs",
            ))
            .collect();
        let runs = tests.iter().any(|t| {
            let code = source::rust(&std::fs::read_to_string(t).unwrap()).code;
            code.contains("conformance") && code.contains("run(") && code.contains(&name)
        });
        assert!(
            runs,
            "{name} ({}) implements the storage door but no test runs the conformance suite on it",
            path.display()
        );
    }
}

/// The section of a markdown file under heading `title`, to the next heading of its level.
fn section<'a>(doc: &'a str, title: &str) -> &'a str {
    let start = doc.find(title).unwrap_or_else(|| panic!("no {title:?}"));
    let rest = &doc[start + title.len()..];
    let end = rest.find("\n## ").unwrap_or(rest.len());
    &rest[..end]
}

/// The folders the map must name: every crate, every folder of a crate's sources, the
/// page, and the repository's other top-level folders.
fn folders_to_map() -> Vec<String> {
    let root = root();
    let rel = |p: &Path| {
        p.strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned()
    };
    let mut out = Vec::new();
    for krate in crates() {
        let dir = root.join("crates").join(&krate);
        out.push(rel(&dir));
        let mut todo = vec![dir.join("src")];
        while let Some(d) = todo.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    out.push(rel(&p));
                    todo.push(p);
                }
            }
        }
        if dir.join("page").is_dir() {
            out.push(rel(&dir.join("page")));
        }
    }
    for top in ["scripts", "fuzz", "data", "bench", "docs"] {
        out.push(top.to_string());
    }
    for e in std::fs::read_dir(root.join("tests")).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.push(rel(&p));
        }
    }
    out.sort();
    out
}

/// ARCHITECTURE.md's map names every crate and source folder and nothing that is not there;
/// each invariant names the tests that check it, and each of those tests exists.
#[test]
fn the_architecture_map_is_whole_and_its_invariants_name_their_tests() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let map: Vec<String> = section(&doc, "## Map")
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(|p| p.trim_end_matches('/').to_string())
        .collect();
    let gone: Vec<&String> = map.iter().filter(|p| !root().join(p).exists()).collect();
    assert!(
        gone.is_empty(),
        "on the map but not in the repository: {gone:?}"
    );
    let missing: Vec<String> = folders_to_map()
        .into_iter()
        .filter(|f| !map.contains(f))
        .collect();
    assert!(
        missing.is_empty(),
        "missing from ARCHITECTURE.md's map: {missing:?}"
    );
    // The invariants, each with the tests that check it.
    let tests: String = crates()
        .into_iter()
        .flat_map(|k| files(&root().join("crates").join(k), ".rs"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let invariants = section(&doc, "## Invariants");
    let mut items: Vec<String> = Vec::new();
    for line in invariants.lines() {
        let starts = line
            .split('.')
            .next()
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        match (starts, items.last_mut()) {
            (true, _) => items.push(line.to_string()),
            (false, Some(item)) if line.starts_with("   ") => item.push_str(line),
            _ => {}
        }
    }
    assert!(items.len() >= 8, "{} invariants read", items.len());
    for item in &items {
        let named: Vec<&str> = item
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|w| {
                w.matches('_').count() >= 2
                    && w.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            })
            .collect();
        assert!(!named.is_empty(), "an invariant names no test: {item}");
        for t in named {
            assert!(
                tests.contains(&format!("fn {t}(")),
                "no test {t}, named by: {item}"
            );
        }
    }
}
