//! What the command's parts share: the value parsers (a library's named choices, the
//! puzzles, a time limit, a count) and the output format.

use std::str::FromStr;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::ValueEnum;
use game::PuzzleKind;
use search::Named;

/// A value read by the library's own names (`FromStr`), the choices listed in `--help`.
fn choice<T>(names: impl IntoIterator<Item = &'static str>) -> impl TypedValueParser<Value = T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    PossibleValuesParser::new(names).try_map(|s: String| s.parse::<T>())
}

/// The puzzles by name (`tiles` too).
pub(crate) fn puzzle() -> impl TypedValueParser<Value = PuzzleKind> {
    choice(frontend::puzzles().names())
}

/// A choice read by its name ([`Named`]), the choices listed in `--help`.
pub(crate) fn named<T>() -> impl TypedValueParser<Value = T>
where
    T: Named + FromStr + Send + Sync,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    choice(T::ALL.iter().map(|v| v.name()))
}

/// A time limit in seconds as given (a negative one is none left).
pub(crate) fn seconds(secs: f64) -> std::time::Duration {
    std::time::Duration::from_secs_f64(secs.max(0.0))
}

/// `--solutions`: a positive count, or `all`.
pub(crate) fn solution_count(s: &str) -> Result<usize, BadCount> {
    match s.trim() {
        "all" => Ok(usize::MAX),
        n => match n.parse::<usize>() {
            Ok(0) | Err(_) => Err(BadCount),
            Ok(k) => Ok(k),
        },
    }
}

/// A `--solutions` that is neither a positive number nor `all`.
#[derive(Clone, Copy, Debug)]
pub struct BadCount;

impl messages::Localize for BadCount {
    fn message(&self) -> messages::Message {
        messages::Message::new("cli-bad-count")
    }
}

messages::localized!(BadCount);

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// For people.
    Text,
    /// JSON lines.
    Json,
}

impl ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Self] {
        &[Format::Text, Format::Json]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let (name, help) = match self {
            Format::Text => ("text", "help-replay-format-text"),
            Format::Json => ("json", "help-replay-format-json"),
        };
        Some(clap::builder::PossibleValue::new(name).help(crate::i18n::help::english(help)))
    }
}
