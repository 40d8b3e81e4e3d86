//! clap's usage errors in the reader's language, written from the error's kind and its
//! context (the argument, the value, the valid values, the suggestion), not from clap's
//! English text. English keeps clap's own rendering, usage line included.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::error::Error as _;

use messages::{Lang, Message};

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

/// clap's error as a message (none for the kinds that are not errors: help, version).
pub fn clap_error(e: &clap::Error) -> Option<Message> {
    let get = |k: ContextKind| context(e, k).unwrap_or_default();
    let valid = match e.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(v)) if !v.is_empty() => {
            Message::new("clap-valid").joined("values", v)
        }
        _ => Message::new("empty"),
    };
    let suggested = context(e, ContextKind::SuggestedArg)
        .or_else(|| context(e, ContextKind::SuggestedSubcommand))
        .or_else(|| context(e, ContextKind::SuggestedValue))
        .map_or_else(
            || Message::new("empty"),
            |v| Message::new("clap-suggested").arg("value", v),
        );
    let arg = get(ContextKind::InvalidArg);
    let value = get(ContextKind::InvalidValue);
    let said = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::InvalidValue => Message::new("clap-invalid-value")
            .arg("arg", arg)
            .arg("value", value)
            .arg("valid", valid),
        ErrorKind::UnknownArgument => Message::new("clap-unknown-argument")
            .arg("arg", arg)
            .arg("suggested", suggested),
        ErrorKind::InvalidSubcommand => Message::new("clap-invalid-subcommand")
            .arg("value", get(ContextKind::InvalidSubcommand))
            .arg("suggested", suggested),
        ErrorKind::MissingRequiredArgument => {
            Message::new("clap-missing-required").arg("args", arg)
        }
        ErrorKind::MissingSubcommand => Message::new("clap-missing-subcommand"),
        ErrorKind::ArgumentConflict => Message::new("clap-conflict")
            .arg("arg", arg)
            .arg("other", get(ContextKind::PriorArg)),
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            Message::new("clap-value-count").arg("arg", arg)
        }
        // The validator's own words (the value parser's error).
        ErrorKind::ValueValidation => Message::new("clap-value-validation")
            .arg("arg", arg)
            .arg("value", value)
            .arg(
                "detail",
                e.source().map(|x| x.to_string()).unwrap_or_default(),
            ),
        _ => Message::new("clap-other").arg("detail", e.kind().to_string()),
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
