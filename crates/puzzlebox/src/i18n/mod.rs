//! The reader's language — `--lang`, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) —
//! and what the command line writes in it. Every sentence is a message of the catalogs
//! (the `messages` crate): errors and notes say what they are ([`Localize`]) and are written
//! in the process's language by [`tell`]; the command line's own lines name their message
//! by id ([`say`]). JSON stays English whatever the language: other programs read it.

use std::sync::OnceLock;

pub use messages::{Arg, Lang, Localize, Message};

static CURRENT: OnceLock<Lang> = OnceLock::new();

/// Chooses the process's language (once, at start).
pub fn init(lang: Lang) {
    let _ = CURRENT.set(lang);
}

/// The process's language (English until [`init`]).
pub fn lang() -> Lang {
    #[cfg(test)]
    if let Some(l) = OVERRIDE.with(|o| o.get()) {
        return l;
    }
    CURRENT.get().copied().unwrap_or_default()
}

#[cfg(test)]
thread_local! {
    static OVERRIDE: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with this thread's language `lang` (tests draw the terminal in Chinese beside
/// tests in English).
#[cfg(test)]
pub fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = OVERRIDE.with(|o| o.replace(Some(lang)));
    let out = f();
    OVERRIDE.with(|o| o.set(before));
    out
}

/// What `m` says, in the process's language.
pub fn tell(m: &dyn Localize) -> String {
    m.message().text(lang())
}

/// The message `id` with `args`, in the process's language.
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

/// What the command line says of a failure, in the process's language: a failure or a
/// library error by its message; any other error (none is expected) as it is.
pub fn describe(err: &anyhow::Error) -> String {
    use crate::failure::with_failure;
    with_failure(err, |f| tell(f)).unwrap_or_else(|| format!("{err:#}"))
}

pub mod help;
mod usage;
pub use self::usage::{clap_error, lang_in_args};

#[cfg(test)]
mod tests;
