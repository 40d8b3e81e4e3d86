//! clap's usage errors in the reader's language, written from the error's kind and its
//! context (the argument, the value, the valid values, the suggestion), not from clap's
//! English text. English keeps clap's own rendering, usage line included.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::error::Error as _;

use fluent_bundle::FluentValue;

use super::{s, Lang, Messages};

/// The language a command line asks for before it is parsed (`--lang zh`, `--lang=zh`),
/// for the error that kept it from being parsed.
pub fn lang_in_args(args: &[String]) -> Option<Lang> {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let value = match a.strip_prefix("--lang") {
            Some("") => it.next().map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(l) = value.and_then(Lang::from_locale) {
            return Some(l);
        }
    }
    None
}

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(v) => Some(v.clone()),
        ContextValue::Strings(v) => Some(v.join(" ")),
        ContextValue::StyledStr(v) => Some(v.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        ContextValue::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// clap's error in `m`'s language (none for the kinds that are not errors: help, version).
pub fn clap_error(m: &Messages, e: &clap::Error) -> Option<String> {
    let get = |k: ContextKind| FluentValue::from(context(e, k).unwrap_or_default());
    let sep = m.get("cube-list-sep", &[]);
    let valid = match e.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(v)) if !v.is_empty() => {
            m.get("clap-valid", &[("values", s(v.join(&sep)))])
        }
        _ => String::new(),
    };
    let suggested = context(e, ContextKind::SuggestedArg)
        .or_else(|| context(e, ContextKind::SuggestedSubcommand))
        .or_else(|| context(e, ContextKind::SuggestedValue))
        .map(|v| m.get("clap-suggested", &[("value", s(v))]))
        .unwrap_or_default();
    let arg = || ("arg", get(ContextKind::InvalidArg));
    let value = || ("value", get(ContextKind::InvalidValue));
    let said = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::InvalidValue => {
            m.get("clap-invalid-value", &[arg(), value(), ("valid", s(valid))])
        }
        ErrorKind::UnknownArgument => m.get(
            "clap-unknown-argument",
            &[arg(), ("suggested", s(suggested))],
        ),
        ErrorKind::InvalidSubcommand => m.get(
            "clap-invalid-subcommand",
            &[
                ("value", get(ContextKind::InvalidSubcommand)),
                ("suggested", s(suggested)),
            ],
        ),
        ErrorKind::MissingRequiredArgument => m.get(
            "clap-missing-required",
            &[("args", get(ContextKind::InvalidArg))],
        ),
        ErrorKind::MissingSubcommand => m.get("clap-missing-subcommand", &[]),
        ErrorKind::ArgumentConflict => m.get(
            "clap-conflict",
            &[arg(), ("other", get(ContextKind::PriorArg))],
        ),
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            m.get("clap-value-count", &[arg()])
        }
        ErrorKind::ValueValidation => m.get(
            "clap-value-validation",
            &[
                arg(),
                value(),
                // The validator's own words (the value parser's error).
                (
                    "detail",
                    s(e.source().map(|x| x.to_string()).unwrap_or_default()),
                ),
            ],
        ),
        _ => m.get("clap-other", &[("detail", s(e.kind()))]),
    };
    Some(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_found_in_a_command_line_clap_refused() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            lang_in_args(&args(&["pb", "--lang", "zh", "x"])),
            Some(Lang::Zh)
        );
        assert_eq!(
            lang_in_args(&args(&["pb", "x", "--lang=en"])),
            Some(Lang::En)
        );
        assert_eq!(lang_in_args(&args(&["pb", "--lang"])), None);
        assert_eq!(lang_in_args(&args(&["pb", "--language", "zh"])), None);
    }
}
