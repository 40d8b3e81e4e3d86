//! Time in the tests comes from an injected clock: no test sleeps, and none asserts how long
//! something took on the wall clock (a bound that matters is a benchmark's). A test may
//! give up after a generous deadline, as a hang — its assertion says "hang" — and a wait is
//! a wait on the condition itself. A helper that hides a sleep counts as one: every line of
//! test code is read, helpers included (Rust: `tests/`, `tests.rs` and `#[cfg(test)]`
//! items; the page's tests and their harness).
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod source;

use std::path::{Path, PathBuf};

use source::{crates, files, javascript, root, rust, without_tests, Lexed};

/// The test code of a Rust file: all of it in a test file, else its `#[cfg(test)]` items
/// (the rest blanked, every line and offset kept).
fn test_code(path: &Path, lexed: &Lexed) -> String {
    let p = path.to_string_lossy();
    if p.contains("/tests/") || p.ends_with("tests.rs") {
        return lexed.code.clone();
    }
    let production = without_tests(lexed.clone()).code;
    lexed
        .code
        .lines()
        .zip(production.lines())
        .map(|(all, prod)| match prod.trim().is_empty() {
            true => all.to_string(),
            false => " ".repeat(all.len()),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The statement of an assertion that starts at `at` (to its closing parenthesis).
fn statement(code: &str, at: usize) -> &str {
    let mut depth = 0;
    for (i, c) in code[at..].char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return &code[at..at + i + 1];
                }
            }
            _ => {}
        }
    }
    &code[at..]
}

/// What reads the wall clock in a Rust assertion.
const WALL_CLOCK: [&str; 5] = ["elapsed()", "Instant::", "as_millis()", "as_secs", "took"];

/// The sleeps and wall-clock assertions of a Rust file's test code.
fn rust_findings(path: &Path, src: &str) -> Vec<String> {
    let lexed = rust(src);
    let code = test_code(path, &lexed);
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        if line.contains("sleep(") {
            out.push(format!("{}:{}: a sleep", path.display(), n + 1));
        }
    }
    for (at, _) in code.match_indices("assert") {
        let s = statement(&code, at);
        let give_up = lexed
            .literals
            .iter()
            .any(|l| l.at >= at && l.at < at + s.len() && l.text.contains("hang"));
        if WALL_CLOCK.iter().any(|w| s.contains(w)) && !give_up {
            let line = code[..at].matches('\n').count() + 1;
            out.push(format!("{}:{line}: a wall-clock assertion", path.display()));
        }
    }
    out
}

/// The fixed waits of a page test: `waitForTimeout`, and a `setTimeout` that is no
/// give-up (one that rejects or kills).
fn js_findings(path: &Path, src: &str) -> Vec<String> {
    let code = javascript(src).code;
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let here = format!("{}:{}", path.display(), n + 1);
        if line.contains("waitForTimeout(") {
            out.push(format!("{here}: waitForTimeout"));
        }
        if line.contains("setTimeout(") && !(line.contains("reject(") || line.contains("kill(")) {
            out.push(format!("{here}: a setTimeout that is no give-up"));
        }
    }
    out
}

/// Every Rust file of the workspace's crates, and the page's tests with their harness.
fn test_files() -> (Vec<PathBuf>, Vec<PathBuf>) {
    let rust_files = crates()
        .into_iter()
        .flat_map(|k| files(&root().join("crates").join(k), ".rs"))
        .collect();
    let page = files(&root().join("tests/browser"), ".mjs")
        .into_iter()
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".test.mjs") || name == "harness.mjs"
        })
        .collect();
    (rust_files, page)
}

#[test]
fn no_test_sleeps_or_asserts_on_the_wall_clock() {
    let (rust_files, page) = test_files();
    assert!(
        rust_files.len() > 100 && page.len() > 10,
        "{} {}",
        rust_files.len(),
        page.len()
    );
    let mut found = Vec::new();
    for p in &rust_files {
        found.extend(rust_findings(p, &std::fs::read_to_string(p).unwrap()));
    }
    for p in &page {
        found.extend(js_findings(p, &std::fs::read_to_string(p).unwrap()));
    }
    assert!(
        found.is_empty(),
        "time in tests that is not the tests' own: {found:#?}"
    );
}

#[test]
fn the_check_sees_a_sleep_a_hidden_one_and_a_wall_clock_bound() {
    let file = Path::new("crates/x/tests/t.rs");
    let sleepy = "fn pause() { std::thread::sleep(D); }\n#[test]\nfn t() { pause(); }";
    assert_eq!(rust_findings(file, sleepy).len(), 1);
    let bound = "#[test]\nfn t() {\n    let t0 = Instant::now();\n    f();\n    assert!(t0.elapsed() < D);\n}";
    assert_eq!(
        rust_findings(file, bound),
        ["crates/x/tests/t.rs:5: a wall-clock assertion"]
    );
    let give_up = "fn w() { assert!(t0.elapsed() < D, \"gave up: a hang\"); }";
    assert!(rust_findings(file, give_up).is_empty());
    // In a library file only its test items count.
    let lib = Path::new("crates/x/src/lib.rs");
    let mixed = "fn run() { std::thread::sleep(D); }\n#[cfg(test)]\nmod tests {\n    fn t() { std::thread::sleep(D); }\n}";
    assert_eq!(
        rust_findings(lib, mixed),
        ["crates/x/src/lib.rs:4: a sleep"]
    );
    let page = Path::new("tests/browser/a.test.mjs");
    let js = "await page.waitForTimeout(300);\nconst sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nconst t = setTimeout(() => reject(new Error('late')), 20000);";
    assert_eq!(js_findings(page, js).len(), 2);
}
