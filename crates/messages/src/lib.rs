//! Every sentence puzzlebox says to a person, written once: in the catalogs
//! (`ftl/en.ftl`, `ftl/zh.ftl`, Project Fluent), embedded here.
//!
//! Code never writes a sentence. It names one: a [`Message`] is a message id and its typed
//! arguments (numbers, text, other messages, lists), and anything a person reads about —
//! an error, a note of the game, a table's name — says what it is as a message through
//! [`Localize`]. The text comes from the catalog of the reader's [`Lang`]; an error's
//! `Display` is its English text ([`localized!`]), so `to_string()` and `--lang en` output
//! are one text, written once.
//!
//! This crate sits at the bottom of the workspace (every crate may use it) and is pure: the
//! catalogs are compiled in, nothing is read or printed. The page reads the same files
//! ([`catalog`]), served by the web server.

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The English catalog.
pub const EN_FTL: &str = include_str!("../ftl/en.ftl");
/// The Simplified Chinese catalog.
pub const ZH_FTL: &str = include_str!("../ftl/zh.ftl");

/// A language puzzlebox speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language's code (`en`, `zh`): the `--lang` value, the `?lang=` query, the
    /// catalog's file name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language of a code (`en`, `zh`, any case).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The language a locale name asks for (`zh_CN.UTF-8` → Chinese), if one we speak.
    pub fn from_locale(name: &str) -> Option<Lang> {
        let lower = name.to_ascii_lowercase();
        if lower.starts_with("zh") {
            Some(Lang::Zh)
        } else if lower.starts_with("en")
            || lower == "c"
            || lower == "posix"
            || lower.starts_with("c.")
        {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language asked for (a flag) if any, else the locale's (the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that `env` says is set), else English.
    pub fn choose(flag: Option<Lang>, env: impl Fn(&str) -> Option<String>) -> Lang {
        flag.or_else(|| {
            ["LC_ALL", "LC_MESSAGES", "LANG"]
                .iter()
                .filter_map(|k| env(k).filter(|v| !v.is_empty()))
                .next()
                .and_then(|v| Lang::from_locale(&v))
        })
        .unwrap_or_default()
    }
}

/// The catalog of a language, as Fluent source (what the page fetches).
pub fn catalog(lang: Lang) -> &'static str {
    match lang {
        Lang::En => EN_FTL,
        Lang::Zh => ZH_FTL,
    }
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Shown as it is: notation, a name, a number already formatted.
    Text(String),
    /// A number: the catalog formats it and chooses plurals by it.
    Num(f64),
    /// Another message, in the same language.
    Msg(Box<Message>),
    /// Items as a list in the language: `F`, `F and R`, `F, R and U` (`list-and`,
    /// `list-sep`).
    List(Vec<Arg>),
    /// Items one after another, the language's separator between them: `easy, medium`
    /// (`简单、中等`).
    Joined(Vec<Arg>),
}

macro_rules! num_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Num(v as f64)
            }
        }
    )*};
}
num_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(v.to_string())
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(v)
    }
}

impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Text(v.clone())
    }
}

impl From<char> for Arg {
    fn from(v: char) -> Arg {
        Arg::Text(v.to_string())
    }
}

/// A yes/no argument, for the catalog's selectors (`[yes]`, `*[no]`).
impl From<bool> for Arg {
    fn from(v: bool) -> Arg {
        Arg::Text(if v { "yes" } else { "no" }.to_string())
    }
}

impl From<Message> for Arg {
    fn from(v: Message) -> Arg {
        Arg::Msg(Box::new(v))
    }
}

/// A sentence named: its id in the catalogs and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The message's id (written out whole where it is used, so that a test can find it).
    pub id: &'static str,
    /// The arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

// A message's numbers are counts, sizes and times, never NaN: equality is total.
impl Eq for Arg {}
impl Eq for Message {}

impl std::hash::Hash for Arg {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Arg::Text(s) => (0u8, s).hash(state),
            Arg::Num(n) => (1u8, n.to_bits()).hash(state),
            Arg::Msg(m) => (2u8, m).hash(state),
            Arg::List(v) => (3u8, v).hash(state),
            Arg::Joined(v) => (4u8, v).hash(state),
        }
    }
}

impl std::hash::Hash for Message {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
        self.args.hash(state);
    }
}

impl Message {
    /// The message `id` without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// A text that is no sentence of ours (a name the catalogs do not know, a detail
    /// another library gives), shown as it is in every language.
    pub fn verbatim(text: impl Into<String>) -> Message {
        Message::new("verbatim").arg("text", Arg::Text(text.into()))
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message with a list argument (written as a list in the language).
    pub fn list<A: Into<Arg> + Clone>(mut self, name: &'static str, items: &[A]) -> Message {
        self.args.push((
            name,
            Arg::List(items.iter().cloned().map(Into::into).collect()),
        ));
        self
    }

    /// The message with items joined by the language's separator.
    pub fn joined<A: Into<Arg> + Clone>(mut self, name: &'static str, items: &[A]) -> Message {
        self.args.push((
            name,
            Arg::Joined(items.iter().cloned().map(Into::into).collect()),
        ));
        self
    }

    /// The argument `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        render(lang, self)
    }

    /// The message in English.
    pub fn english(&self) -> String {
        render(Lang::En, self)
    }
}

/// A size in bytes as a person reads it: `519 MB`, `3.4 KB`, `12 bytes`.
pub fn bytes(n: u64) -> Message {
    let b = n as f64;
    if b >= 1e6 {
        Message::new("size-mb").arg("n", format!("{:.0}", b / 1e6))
    } else if b >= 1e3 {
        Message::new("size-kb").arg("n", format!("{:.1}", b / 1e3))
    } else {
        Message::new("size-bytes").arg("n", n.to_string())
    }
}

/// What a person can be told about, as a message (an error, a note, a name).
pub trait Localize {
    /// What it says, as a message.
    fn message(&self) -> Message;

    /// What it says in `lang`.
    fn text(&self, lang: Lang) -> String {
        self.message().text(lang)
    }
}

impl Localize for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

/// `Display` (the English text) and `std::error::Error` for an error that is
/// [`Localize`]. An error's message says everything, its causes included, so it names no
/// `source`.
#[macro_export]
macro_rules! localized {
    ($($t:ty),* $(,)?) => {$(
        $crate::localized_display!($t);
        impl ::std::error::Error for $t {}
    )*};
}

/// `Display` (the English text) for a type that is [`Localize`].
#[macro_export]
macro_rules! localized_display {
    ($($t:ty),* $(,)?) => {$(
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::Localize::message(self).english())
            }
        }
    )*};
}

/// `From` for errors that wrap others: `from_variants!(Outer::Variant(Inner), …)`
/// (`?` then lifts the inner error; its message is the outer one's to say).
#[macro_export]
macro_rules! from_variants {
    ($($outer:ident :: $variant:ident ( $inner:ty )),* $(,)?) => {$(
        impl ::std::convert::From<$inner> for $outer {
            fn from(e: $inner) -> $outer {
                $outer::$variant(e)
            }
        }
    )*};
}

/// A language's messages, parsed once per process.
struct Bundle(FluentBundle<FluentResource>);

impl fmt::Debug for Bundle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Bundle")
    }
}

fn bundle(lang: Lang) -> &'static Bundle {
    static EN: OnceLock<Bundle> = OnceLock::new();
    static ZH: OnceLock<Bundle> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    };
    cell.get_or_init(|| {
        let resource =
            FluentResource::try_new(catalog(lang).to_string()).unwrap_or_else(|(r, _)| r);
        let id = match lang {
            Lang::En => "en-US",
            Lang::Zh => "zh-CN",
        };
        let mut b = FluentBundle::new_concurrent(vec![id.parse().expect("a language id")]);
        // No Unicode isolation marks around arguments: terminals show them.
        b.set_use_isolating(false);
        let _ = b.add_resource(resource);
        Bundle(b)
    })
}

/// The message `m` in `lang`: its pattern with its arguments (the id itself when the
/// catalog has no such message; a test keeps every id in both catalogs).
pub fn render(lang: Lang, m: &Message) -> String {
    let b = &bundle(lang).0;
    let Some(pattern) = b.get_message(m.id).and_then(|p| p.value()) else {
        return m.id.to_string();
    };
    let mut args = FluentArgs::new();
    for (name, value) in &m.args {
        args.set(*name, value_of(lang, value));
    }
    let mut errors = Vec::new();
    b.format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
}

fn value_of(lang: Lang, a: &Arg) -> FluentValue<'static> {
    match a {
        Arg::Text(s) => FluentValue::from(s.clone()),
        Arg::Num(n) => FluentValue::from(*n),
        Arg::Msg(m) => FluentValue::from(render(lang, m)),
        Arg::List(items) => FluentValue::from(list(lang, &texts(lang, items))),
        Arg::Joined(items) => {
            let sep = render(lang, &Message::new("list-sep"));
            FluentValue::from(texts(lang, items).join(&sep))
        }
    }
}

fn texts(lang: Lang, items: &[Arg]) -> Vec<String> {
    items
        .iter()
        .map(|a| match a {
            Arg::Text(s) => s.clone(),
            Arg::Num(n) => n.to_string(),
            Arg::Msg(m) => render(lang, m),
            Arg::List(v) => list(lang, &texts(lang, v)),
            Arg::Joined(v) => texts(lang, v).join(&render(lang, &Message::new("list-sep"))),
        })
        .collect()
}

/// Items as a list in `lang`: `a`, `a and b`, `a, b and c` (`a、b 和 c`).
pub fn list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let sep = render(lang, &Message::new("list-sep"));
            Message::new("list-and")
                .arg("init", init.join(&sep))
                .arg("last", last.as_str())
                .text(lang)
        }
    }
}

/// Whether the catalog of `lang` has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).0.has_message(id)
}

/// Every message id of a catalog, in the file's order (for the tests that keep the
/// catalogs and the code in step).
pub fn ids(lang: Lang) -> Vec<String> {
    parse(catalog(lang))
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The ids other messages of a catalog refer to (`{ other-id }`): used by the catalog
/// itself.
pub fn referenced(lang: Lang) -> Vec<String> {
    let src = catalog(lang);
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(i) = rest.find('{') {
        rest = &rest[i + 1..];
        let word = rest.trim_start();
        let id: String = word
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        if !id.is_empty()
            && !word.starts_with('$')
            && id.chars().next().is_some_and(char::is_alphabetic)
        {
            out.push(id);
        }
    }
    out
}

/// The syntax errors of a catalog (none, a test says).
pub fn syntax_errors(lang: Lang) -> Vec<String> {
    match FluentResource::try_new(catalog(lang).to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
    }
}

fn parse(src: &str) -> FluentResource {
    FluentResource::try_new(src.to_string()).unwrap_or_else(|(r, _)| r)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The variables a message of `src` reads (`$name`), by message id.
    fn variables(src: &str) -> Vec<(String, Vec<String>)> {
        let mut out: Vec<(String, Vec<String>)> = Vec::new();
        for line in src.lines() {
            let starts = line.split_once(" =").filter(|(id, _)| {
                !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            });
            match (starts, out.last_mut()) {
                (Some((id, _)), _) => out.push((id.to_string(), Vec::new())),
                (None, Some(_)) if line.starts_with(' ') => {}
                _ => continue,
            }
            let Some(last) = out.last_mut() else { continue };
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() && !last.1.contains(&name) {
                    last.1.push(name);
                }
            }
        }
        out
    }

    /// Nothing reads "1 moves", "1 nodes": every count a message says agrees with its
    /// noun (a plural selector), checked with every variable 1.
    #[test]
    fn a_count_of_one_reads_in_the_singular() {
        const NOUNS: [&str; 18] = [
            "moves",
            "nodes",
            "solves",
            "clicks",
            "turns",
            "games",
            "tiles",
            "times",
            "bytes",
            "lines",
            "positions",
            "instances",
            "entries",
            "steps",
            "seconds",
            "hints",
            "cubes",
            "sessions",
        ];
        let mut wrong = Vec::new();
        for (id, vars) in variables(EN_FTL) {
            let id: &'static str = Box::leak(id.into_boxed_str());
            let mut m = Message::new(id);
            for v in vars {
                m = m.arg(Box::leak(v.into_boxed_str()), 1);
            }
            let text = m.english();
            // A "1" of its own (not the 1 of "phase-1") before a plural noun.
            let plural = text.match_indices("1 ").any(|(i, _)| {
                let own = text[..i]
                    .chars()
                    .next_back()
                    .is_none_or(|c| " (:,".contains(c));
                let next: String = text[i + 2..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric())
                    .collect();
                own && NOUNS.contains(&next.as_str())
            });
            if plural {
                wrong.push(format!("{id}: {text}"));
            }
        }
        assert!(wrong.is_empty(), "a count of one in the plural: {wrong:#?}");
    }

    #[test]
    fn both_catalogs_are_well_formed_and_hold_the_same_ids() {
        for lang in Lang::ALL {
            assert_eq!(syntax_errors(lang), Vec::<String>::new(), "{lang:?}");
        }
        let (en, zh) = (ids(Lang::En), ids(Lang::Zh));
        let only = |a: &[String], b: &[String]| {
            a.iter()
                .filter(|i| !b.contains(i))
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(only(&en, &zh), Vec::<String>::new(), "English only");
        assert_eq!(only(&zh, &en), Vec::<String>::new(), "Chinese only");
    }

    #[test]
    fn messages_take_numbers_text_lists_and_other_messages() {
        let pos = Message::new("pos").arg("row", 2).arg("col", 3);
        assert_eq!(pos.english(), "row 2, column 3");
        let m = Message::new("sliding-not-a-number")
            .arg("token", "x")
            .arg("at", pos);
        assert_eq!(m.english(), "\"x\" at row 2, column 3 is not a tile number");
        assert_eq!(list(Lang::En, &["F".into()]), "F");
        assert_eq!(
            list(Lang::En, &["F".into(), "R".into(), "U".into()]),
            "F, R and U"
        );
        assert_eq!(
            list(Lang::Zh, &["F".into(), "R".into(), "U".into()]),
            "F、R 和 U"
        );
        assert_eq!(Message::new("no-such-id").english(), "no-such-id");
        assert_eq!(bytes(518_918_400).english(), "519 MB");
        assert_eq!(bytes(3360).english(), "3.4 KB");
        assert_eq!(bytes(12).english(), "12 bytes");
    }

    #[test]
    fn plurals_come_from_the_catalog() {
        let solved = |n: u32| Message::new("solved").arg("moves", n).arg("time", "0:03");
        assert_eq!(solved(1).english(), "Solved! 1 move in 0:03");
        assert_eq!(solved(2).english(), "Solved! 2 moves in 0:03");
    }

    #[test]
    fn the_language_is_the_flag_then_the_locale_then_english() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Lang::choose(Some(Lang::En), env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::choose(None, env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::Zh
        );
        let both = &[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")];
        assert_eq!(Lang::choose(None, env(both)), Lang::En);
        assert_eq!(Lang::choose(None, env(&[("LANG", "fr_FR")])), Lang::En);
        assert_eq!(Lang::choose(None, env(&[])), Lang::En);
        assert_eq!(Lang::from_code("ZH"), Some(Lang::Zh));
        assert_eq!(Lang::from_code("fr"), None);
    }
}
