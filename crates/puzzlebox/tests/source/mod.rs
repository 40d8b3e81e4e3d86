//! Reading the workspace's own sources for the tests of its shape and its messages: a
//! small lexer for Rust and for the page's JavaScript that sets comments aside and finds
//! the string literals, and the files of each crate.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The workspace's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// The files under `dir` whose names end with `ext`, sorted.
pub fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else if p.to_string_lossy().ends_with(ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The workspace's crates (the folders of `crates/`), sorted.
pub fn crates() -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

/// A string literal of a source file.
#[derive(Clone, Debug)]
pub struct Literal {
    /// Its text (escapes left as written).
    pub text: String,
    /// Its line, from 1.
    pub line: usize,
    /// Its byte offset in [`Lexed::code`].
    pub at: usize,
    /// A JavaScript template literal (`` `…${x}…` ``) with at least one substitution.
    pub template: bool,
}

/// A source file with its comments removed and its string literals emptied (`""`), so
/// that the code can be searched for paths and braces; the literals apart.
#[derive(Clone, Debug, Default)]
pub struct Lexed {
    /// The code: comments gone, every literal `""` (its place kept in [`Literal::at`]).
    pub code: String,
    /// The string literals, in order.
    pub literals: Vec<Literal>,
}

impl Lexed {
    /// Takes a Rust literal's bytes found on `line`, empties it in the code (its lines
    /// kept), and says how many lines it spans beyond its first.
    fn push_literal(&mut self, bytes: &[u8], line: usize) -> usize {
        let text = String::from_utf8_lossy(bytes).into_owned();
        push_empty(&mut self.code, &text);
        let lines = text.matches('\n').count();
        let at = self.code.len() - 2 - lines;
        self.literals.push(Literal {
            text,
            line,
            at,
            template: false,
        });
        lines
    }

    /// The code line by line the literal `l` is on, up to it (what precedes it there).
    pub fn before(&self, l: &Literal) -> &str {
        let start = self.code[..l.at].rfind('\n').map_or(0, |i| i + 1);
        &self.code[start..l.at]
    }
}

/// Lexes Rust source.
pub fn rust(src: &str) -> Lexed {
    let b = src.as_bytes();
    let mut out = Lexed::default();
    let mut line = 1;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if b[i] == b'\n' {
                        line += 1;
                        out.code.push('\n');
                    }
                    i += 1;
                }
            }
            continue;
        }
        let ident_before = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        // Raw strings: r"…", r#"…"#, br"…".
        let raw_at = if !ident_before && c == b'r' {
            Some(i + 1)
        } else if !ident_before && b[i..].starts_with(b"br") {
            Some(i + 2)
        } else {
            None
        };
        if let Some(j) = raw_at {
            let hashes = b[j..].iter().take_while(|&&x| x == b'#').count();
            if b.get(j + hashes) == Some(&b'"') {
                let start = j + hashes + 1;
                let close: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                let end = find(b, start, &close).unwrap_or(b.len());
                line += out.push_literal(&b[start..end], line);
                i = end + close.len();
                continue;
            }
        }
        if c == b'"' || (c == b'b' && !ident_before && b.get(i + 1) == Some(&b'"')) {
            let start = if c == b'b' { i + 2 } else { i + 1 };
            let mut j = start;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let end = j.min(b.len());
            line += out.push_literal(&b[start..end], line);
            i = end + 1;
            continue;
        }
        if c == b'\'' {
            // A character literal ('a', '\n', '"'), else a lifetime ('a).
            let len = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..].iter().position(|&x| x == b'\'').map(|p| p + 3)
            } else {
                let ch = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + ch) == Some(&b'\'')).then_some(ch + 2)
            };
            if let Some(len) = len {
                out.code.push_str("' '");
                i += len;
                continue;
            }
        }
        let ch = src[i..].chars().next().unwrap();
        out.code.push(ch);
        i += ch.len_utf8();
    }
    out
}

/// Lexes the page's JavaScript (ES modules): comments, strings in `'`, `"` and `` ` ``
/// (templates with their substitutions), regular expressions.
pub fn javascript(src: &str) -> Lexed {
    let mut out = Lexed::default();
    js_into(src, &mut 0, &mut 1, &mut out, false);
    out
}

/// Lexes from `*i` to the end, or (inside a template's `${…}`) to the `}` that closes it.
fn js_into(src: &str, i: &mut usize, line: &mut usize, out: &mut Lexed, in_subst: bool) {
    let b = src.as_bytes();
    let mut depth = 0usize;
    let mut last = b'(';
    while *i < b.len() {
        let c = b[*i];
        if c == b'\n' {
            *line += 1;
        }
        if b[*i..].starts_with(b"//") {
            while *i < b.len() && b[*i] != b'\n' {
                *i += 1;
            }
            continue;
        }
        if b[*i..].starts_with(b"/*") {
            let end = find(b, *i + 2, b"*/").unwrap_or(b.len());
            *line += b[*i..end].iter().filter(|&&x| x == b'\n').count();
            *i = end + 2;
            continue;
        }
        match c {
            b'\'' | b'"' => {
                let start = *i + 1;
                let mut j = start;
                while j < b.len() && b[j] != c && b[j] != b'\n' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let text = String::from_utf8_lossy(&b[start..j.min(b.len())]).into_owned();
                out.literals.push(Literal {
                    text,
                    line: *line,
                    at: out.code.len(),
                    template: false,
                });
                out.code.push_str("\"\"");
                // An unclosed string ends at its line's end (the newline is lexed on).
                *i = if b.get(j) == Some(&c) { j + 1 } else { j };
                last = b'"';
                continue;
            }
            b'`' => {
                js_template(src, i, line, out);
                last = b'"';
                continue;
            }
            b'/' if b"(,=:[!&|?{};+-*%<>~^".contains(&last) || last == b'\n' => {
                // A regular expression: to the unescaped `/` outside a class.
                let mut j = *i + 1;
                let mut class = false;
                while j < b.len() && b[j] != b'\n' && (class || b[j] != b'/') {
                    match b[j] {
                        b'\\' => j += 1,
                        b'[' => class = true,
                        b']' => class = false,
                        _ => {}
                    }
                    j += 1;
                }
                out.code.push_str("/re/");
                *i = j + 1;
                last = b'"';
                continue;
            }
            b'{' => depth += 1,
            b'}' if in_subst && depth == 0 => {
                *i += 1;
                return;
            }
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if !c.is_ascii_whitespace() {
            last = c;
        }
        // `return /re/` and the like: a keyword before a regular expression.
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' {
            last = if ends_word(b, *i, b"return") || ends_word(b, *i, b"typeof") {
                b'('
            } else {
                b'a'
            };
        }
        let ch = src[*i..].chars().next().unwrap();
        out.code.push(ch);
        *i += ch.len_utf8();
    }
}

/// A template literal from its opening `` ` ``: its text (substitutions as `${}`) is one
/// literal; the code of each substitution is lexed in turn.
fn js_template(src: &str, i: &mut usize, line: &mut usize, out: &mut Lexed) {
    let b = src.as_bytes();
    let at = out.code.len();
    let first_line = *line;
    out.code.push_str("\"\"");
    let mut text = String::new();
    let mut template = false;
    *i += 1;
    let mut inner = Lexed::default();
    while *i < b.len() && b[*i] != b'`' {
        if b[*i] == b'\\' {
            let ch = src[*i + 1..].chars().next().map_or(0, char::len_utf8);
            text.push_str(&src[*i..*i + 1 + ch]);
            *i += 1 + ch;
            continue;
        }
        if b[*i..].starts_with(b"${") {
            template = true;
            text.push_str("${}");
            *i += 2;
            inner.code.push('(');
            js_into(src, i, line, &mut inner, true);
            inner.code.push(')');
            continue;
        }
        if b[*i] == b'\n' {
            *line += 1;
        }
        let ch = src[*i..].chars().next().unwrap();
        text.push(ch);
        *i += ch.len_utf8();
    }
    *i += 1;
    out.literals.push(Literal {
        text,
        line: first_line,
        at,
        template,
    });
    // The substitutions' own literals (`t('id')` inside `${…}`) count as the file's.
    let base = out.code.len();
    for mut l in inner.literals {
        l.at += base;
        out.literals.push(l);
    }
    out.code.push_str(&inner.code);
}

fn ends_word(b: &[u8], i: usize, word: &[u8]) -> bool {
    i + 1 >= word.len()
        && &b[i + 1 - word.len()..=i] == word
        && (i + 1 == word.len() || !b[i - word.len()].is_ascii_alphanumeric())
        && b.get(i + 1).is_none_or(|c| !c.is_ascii_alphanumeric())
}

fn find(b: &[u8], from: usize, pat: &[u8]) -> Option<usize> {
    (from..=b.len().saturating_sub(pat.len())).find(|&k| b[k..].starts_with(pat))
}

/// Empties a literal in the code, keeping its lines (so line numbers still count).
fn push_empty(code: &mut String, text: &str) {
    code.push('"');
    for _ in text.matches('\n') {
        code.push('\n');
    }
    code.push('"');
}

/// Removes the test code of a lexed Rust file: every item under `#[cfg(test)]` (a test
/// module, a test-only function), its literals with it.
pub fn without_tests(mut lexed: Lexed) -> Lexed {
    while let Some(at) = lexed.code.find("#[cfg(test)]") {
        let from = at;
        let rest = &lexed.code[at..];
        // The item ends at its first `;` before any `{`, else at the `}` that closes it.
        let open = rest.find('{');
        let semi = rest.find(';');
        let end = match (open, semi) {
            (Some(o), Some(s)) if s < o => at + s + 1,
            (Some(o), _) => {
                let mut depth = 0;
                let mut end = lexed.code.len();
                for (k, ch) in lexed.code[at + o..].char_indices() {
                    match ch {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = at + o + k + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (None, Some(s)) => at + s + 1,
            (None, None) => lexed.code.len(),
        };
        let lines = lexed.code[from..end].matches('\n').count();
        lexed.code.replace_range(from..end, &"\n".repeat(lines));
        let removed = end - from - lines;
        lexed.literals.retain(|l| l.at < from || l.at >= end);
        for l in &mut lexed.literals {
            if l.at >= end {
                l.at -= removed;
            }
        }
    }
    lexed
}

/// The non-test Rust files of a crate's `src/` (test modules in files of their own,
/// `tests.rs` and `tests/…`, left out), each lexed without its test items.
pub fn crate_sources(krate: &str) -> Vec<(PathBuf, Lexed)> {
    let src = root().join("crates").join(krate).join("src");
    files(&src, ".rs")
        .into_iter()
        .filter(|p| {
            let rel = p.strip_prefix(&src).unwrap();
            !rel.components().any(|c| {
                let c = c.as_os_str().to_string_lossy();
                c == "tests.rs" || c == "tests"
            })
        })
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, without_tests(rust(&text)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_literals_comments_and_chars() {
        let l =
            rust("let a = \"x // y\"; // \"no\"\nlet b = r#\"q\"#; let c = '\"'; fn f<'a>() {}");
        let texts: Vec<&str> = l.literals.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["x // y", "q"]);
        assert!(l.code.contains("fn f<'a>()"));
        assert_eq!(l.literals[1].line, 2);
    }

    #[test]
    fn javascript_templates_and_regexes() {
        let l = javascript("const a = t(`x-${p}`, 'y'); const r = /'[\"]/; // 'c'\nt('z')");
        let texts: Vec<(&str, bool)> = l
            .literals
            .iter()
            .map(|l| (l.text.as_str(), l.template))
            .collect();
        assert_eq!(texts, [("x-${}", true), ("y", false), ("z", false)]);
    }

    #[test]
    fn test_items_are_removed() {
        let l = without_tests(rust(
            "fn a() { \"keep\" }\n#[cfg(test)]\nmod tests {\n fn b() { \"drop\" }\n}\nfn c() { \"too\" }",
        ));
        let texts: Vec<&str> = l.literals.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["keep", "too"]);
        assert_eq!(l.literals[1].line, 6);
    }
}
