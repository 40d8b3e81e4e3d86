//! The process's language — chosen once at start (`--lang`, else the locale) — and the
//! words in it. Errors and notes say what they are as messages ([`Localize`]) and are
//! written in the process's language by [`tell`]; a front end's own lines name their
//! message by id ([`say`]). JSON stays English whatever the language: other programs read
//! it.

use std::cell::Cell;
use std::sync::OnceLock;

pub use messages::{Arg, Lang, Localize, Message};

static CURRENT: OnceLock<Lang> = OnceLock::new();

thread_local! {
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Chooses the process's language (once, at start).
pub fn init(lang: Lang) {
    let _ = CURRENT.set(lang);
}

/// The language words are written in on this thread: [`in_lang`]'s, else the process's
/// (English until [`init`]).
pub fn lang() -> Lang {
    OVERRIDE
        .with(Cell::get)
        .unwrap_or_else(|| CURRENT.get().copied().unwrap_or_default())
}

/// Runs `f` with this thread's words in `lang` (tests draw the terminal in Chinese beside
/// tests in English).
pub fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = OVERRIDE.with(|o| o.replace(Some(lang)));
    let out = f();
    OVERRIDE.with(|o| o.set(before));
    out
}

/// What `m` says, in this thread's language.
pub fn tell(m: &dyn Localize) -> String {
    m.message().text(lang())
}

/// The message `id` with `args`, in this thread's language.
pub fn say(id: &'static str, args: &[(&'static str, Arg)]) -> String {
    let mut m = Message::new(id);
    m.args = args.to_vec();
    m.text(lang())
}

/// A text argument of [`say`], shown as it is.
pub fn text(v: impl ToString) -> Arg {
    Arg::Text(v.to_string())
}

/// A number argument of [`say`] (the catalog chooses plurals by it: "1 move", "2 moves").
pub fn num(v: impl Into<f64>) -> Arg {
    Arg::Num(v.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_may_speak_another_language_for_a_while() {
        let said = |_: ()| say("note-paused", &[]);
        assert_eq!(in_lang(Lang::Zh, || said(())), "已暂停");
        assert_eq!(in_lang(Lang::En, || said(())), "paused");
    }
}
