//! `--help` in the reader's language, from one source. The English words of every command
//! and argument are in `help/en.ftl` under the argument's path in the command tree
//! (`help-solve-sliding-timeout`; a text said twice names the first that says it), set on
//! clap's tree at start ([`localize`]); the code that declares the arguments says none. clap
//! has no message catalogue, so under a language other than English the tree is then
//! rewritten — every command's `about`, every option's help and every value's, the value
//! names of the usage lines, clap's own section headings and the default and possible
//! values — from `help/<lang>.ftl` (Project Fluent like the other messages), each English
//! text read back to its id. Tests keep the files and the tree equal: every command and
//! argument has its text in both languages, and no text is left unused.

use std::collections::HashMap;

use clap::Command;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};

use super::Lang;

/// The help messages in English: the source of the command line's help.
pub const EN_HELP: &str = include_str!("help/en.ftl");
/// The help messages in Simplified Chinese.
pub const ZH_HELP: &str = include_str!("help/zh.ftl");

fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => EN_HELP,
        Lang::Zh => ZH_HELP,
    }
}

fn bundle(src: &str) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(src.to_string()).unwrap_or_else(|(r, _)| r);
    let mut bundle = FluentBundle::default();
    // No Unicode isolation marks around arguments: terminals show them.
    bundle.set_use_isolating(false);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The ids of a help file's messages, in the file's order.
fn ids(src: &str) -> Vec<String> {
    let resource = FluentResource::try_new(src.to_string()).unwrap_or_else(|(r, _)| r);
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) if m.value.is_some() => {
                Some(m.id.name.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The message `id` of `bundle` with `args` (`None` when it has none).
fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: &[(&str, &str)],
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut fa = FluentArgs::new();
    for (k, v) in args {
        fa.set(*k, v.to_string());
    }
    Some(
        bundle
            .format_pattern(pattern, Some(&fa), &mut Vec::new())
            .into_owned(),
    )
}

/// The help of one language, and the id of each English text.
struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    id_of_english: HashMap<String, String>,
}

impl Catalogue {
    fn new(lang: Lang) -> Catalogue {
        let english = bundle(EN_HELP);
        let id_of_english = ids(EN_HELP)
            .into_iter()
            .filter_map(|id| Some((format(&english, &id, &[])?, id)))
            .collect();
        Catalogue {
            bundle: bundle(source(lang)),
            id_of_english,
        }
    }

    /// The message `id` with `args` (the id itself if missing: a test keeps every id).
    fn get(&self, id: &str, args: &[(&str, &str)]) -> String {
        format(&self.bundle, id, args).unwrap_or_else(|| id.to_string())
    }

    /// The translation of an English help text (`None`: not in the catalogue).
    fn translate(&self, en: &str) -> Option<String> {
        let id = self.id_of_english.get(en.trim())?;
        format(&self.bundle, id, &[])
    }

    /// The translation of a value name (`BOARD`, `K/N`: English's `help-value-…`
    /// messages are the names themselves), else the name as it is.
    fn value_name(&self, name: &str) -> String {
        self.translate(name).unwrap_or_else(|| name.to_string())
    }
}

/// What a rewrite reads: the catalogue and the words clap writes around the texts.
struct Help {
    catalogue: Catalogue,
    arguments: String,
    options: String,
    commands: String,
    sep: String,
}

thread_local! {
    /// The English help, read once per thread.
    static ENGLISH: FluentBundle<FluentResource> = bundle(EN_HELP);
}

/// The English help message `id` (the id itself if missing: a test keeps every id).
pub fn english(id: &str) -> String {
    ENGLISH
        .with(|b| format(b, id, &[]))
        .unwrap_or_else(|| id.to_string())
}

/// The id of a command's help, by its path in the tree (`help`, `help-solve-sliding`).
fn path_id(path: &[String]) -> String {
    std::iter::once("help")
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("-")
}

/// `cmd` and every subcommand with their English words, each by its path: the command's
/// `about`, each argument's help. Before the tree is built (clap's own help flags and help
/// command, and the global arguments' copies, come after, from these).
fn in_english(mut cmd: Command, path: &mut Vec<String>) -> Command {
    let id = path_id(path);
    cmd = cmd.about(english(&id)).long_about(None);
    let args: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for arg in args {
        let text = english(&format!("{id}-{arg}"));
        cmd = cmd.mut_arg(arg, |a| a.help(text).long_help(None));
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        path.push(name.clone());
        cmd = cmd.mut_subcommand(&name, |s| in_english(s, path));
        path.pop();
    }
    cmd
}

/// `cmd` (and every subcommand) with its help in `lang`.
pub fn localize(cmd: Command, lang: Lang) -> Command {
    let cmd = in_english(cmd, &mut Vec::new());
    match lang {
        Lang::En => cmd,
        Lang::Zh => {
            let catalogue = Catalogue::new(lang);
            let help = Help {
                arguments: catalogue.get("help-frame-arguments", &[]),
                options: catalogue.get("help-frame-options", &[]),
                commands: catalogue.get("help-frame-commands", &[]),
                sep: catalogue.get("help-frame-sep", &[]),
                catalogue,
            };
            rewrite(cmd, &help)
        }
    }
}

impl Help {
    fn text(&self, s: Option<&clap::builder::StyledStr>) -> Option<String> {
        let en = s?.to_string();
        Some(self.catalogue.translate(&en).unwrap_or(en))
    }
}

fn rewrite(mut cmd: Command, h: &Help) -> Command {
    // Build first so that clap's own help and version flags and help subcommand exist.
    cmd.build();
    if let Some(a) = h.text(cmd.get_about()) {
        cmd = cmd.about(a);
    }
    if let Some(a) = h.text(cmd.get_long_about()) {
        cmd = cmd.long_about(a);
    }
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
            h.catalogue.get("help-frame-usage", &[])
        ))
        .subcommand_help_heading(h.commands.clone())
        .subcommand_value_name(h.commands.clone());
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for (i, id) in ids.into_iter().enumerate() {
        // Arguments keep the order they are given in (under a heading of its own, clap
        // would sort them by their translated names).
        cmd = cmd.mut_arg(id, |a| {
            let a = if a.is_positional() {
                a.display_order(i)
            } else {
                a
            };
            rewrite_arg(a, h)
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(name, |s| rewrite(s, h));
    }
    // clap writes `[OPTIONS]` itself: the usage line, rendered once the value names are
    // translated, with the placeholder in the reader's language.
    let usage = cmd.render_usage().to_string();
    let usage = usage.split_once(": ").map_or(usage.as_str(), |(_, u)| u);
    let usage = usage.replace(
        "[OPTIONS]",
        &h.catalogue.get("help-frame-options-placeholder", &[]),
    );
    cmd.override_usage(usage)
}

fn rewrite_arg(a: clap::Arg, h: &Help) -> clap::Arg {
    let heading = if a.is_positional() {
        &h.arguments
    } else {
        &h.options
    };
    let mut extra = Vec::new();
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let takes_value = a.get_action().takes_values();
    if takes_value && !defaults.is_empty() && !a.is_hide_default_value_set() {
        let values = defaults.join(&h.sep);
        extra.push(
            h.catalogue
                .get("help-frame-default", &[("values", &values)]),
        );
    }
    let shown: Vec<clap::builder::PossibleValue> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    let hide_values = a.is_hide_possible_values_set();
    let list = |with_help: bool| -> String {
        if !takes_value || shown.is_empty() || hide_values {
            return String::new();
        }
        let items: Vec<String> = shown
            .iter()
            .map(|v| match h.text(v.get_help()).filter(|_| with_help) {
                Some(t) => h.catalogue.get(
                    "help-frame-value-help",
                    &[("value", v.get_name()), ("help", &t)],
                ),
                None => v.get_name().to_string(),
            })
            .collect();
        let values = items.join(&h.sep);
        h.catalogue
            .get("help-frame-possible", &[("values", &values)])
    };
    let help = h.text(a.get_help());
    let long = h.text(a.get_long_help());
    let suffix = extra.concat();
    let (short_list, long_list) = (list(false), list(true));
    let names: Option<Vec<String>> = a
        .get_value_names()
        .filter(|_| takes_value)
        .map(|v| v.iter().map(|n| h.catalogue.value_name(n)).collect());
    let mut a = a
        .help_heading(heading.clone())
        .hide_default_value(true)
        .hide_possible_values(true);
    if let Some(names) = names {
        a = a.value_names(names);
    }
    if let Some(t) = help {
        a = a.help(format!("{t}{suffix}{short_list}"));
    }
    if let Some(t) = long {
        a = a.long_help(format!("{t}{suffix}{long_list}"));
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn every_text(c: &Command, out: &mut Vec<String>) {
        out.extend(c.get_about().map(|s| s.to_string()));
        out.extend(c.get_long_about().map(|s| s.to_string()));
        for a in c.get_arguments() {
            out.extend(a.get_help().map(|s| s.to_string()));
            out.extend(a.get_long_help().map(|s| s.to_string()));
            for v in a.get_possible_values() {
                out.extend(v.get_help().map(|s| s.to_string()));
            }
        }
        for s in c.get_subcommands() {
            every_text(s, out);
        }
    }

    fn every_value_name(c: &Command, out: &mut Vec<String>) {
        for a in c.get_arguments().filter(|a| a.get_action().takes_values()) {
            out.extend(
                a.get_value_names()
                    .into_iter()
                    .flatten()
                    .map(|n| n.to_string()),
            );
        }
        for s in c.get_subcommands() {
            every_value_name(s, out);
        }
    }

    /// The tree as `--help` in English shows it.
    fn built() -> Command {
        let mut cmd = localize(crate::cli::Cli::command(), Lang::En);
        cmd.build();
        cmd
    }

    /// The help files of both languages have the same ids.
    #[test]
    fn both_languages_have_the_same_help_ids() {
        let (en, zh) = (ids(EN_HELP), ids(ZH_HELP));
        let only_en: Vec<&String> = en.iter().filter(|i| !zh.contains(i)).collect();
        let only_zh: Vec<&String> = zh.iter().filter(|i| !en.contains(i)).collect();
        assert!(only_en.is_empty(), "only in en: {only_en:?}");
        assert!(only_zh.is_empty(), "only in zh: {only_zh:?}");
        assert!(en.len() > 100);
    }

    /// The ids of the tree's commands and arguments, by path, before clap adds its own.
    fn tree_ids(c: &Command, path: &mut Vec<String>, out: &mut Vec<String>) {
        let id = path_id(path);
        for a in c.get_arguments() {
            out.push(format!("{id}-{}", a.get_id()));
        }
        out.push(id);
        for s in c.get_subcommands() {
            path.push(s.get_name().to_string());
            tree_ids(s, path, out);
            path.pop();
        }
    }

    /// Messages that are no path of the tree: clap's frame and its own flags' and help
    /// command's words, the value names, the values of the choices.
    fn not_a_path(id: &str) -> bool {
        let value = |prefix: &str| {
            id.strip_prefix(prefix)
                .is_some_and(|v| !v.contains('-') && !v.contains('_'))
        };
        id.starts_with("help-frame-")
            || id.starts_with("help-value-")
            || [
                "help-help",
                "help-help-long",
                "help-version",
                "help-solve-help",
            ]
            .contains(&id)
            || ["help-lang-", "help-replay-format-", "help-export-format-"]
                .into_iter()
                .any(value)
    }

    /// `help/en.ftl` holds a text for every command and argument of the tree, by its path,
    /// and nothing that is no longer said.
    #[test]
    fn every_command_and_argument_has_its_english_words_and_no_more() {
        let mut ids = Vec::new();
        tree_ids(&crate::cli::Cli::command(), &mut Vec::new(), &mut ids);
        assert!(ids.len() > 150, "{}", ids.len());
        let have = super::ids(EN_HELP);
        let missing: Vec<&String> = ids.iter().filter(|i| !have.contains(i)).collect();
        assert!(missing.is_empty(), "not in help/en.ftl: {missing:#?}");
        let stale: Vec<&String> = have
            .iter()
            .filter(|i| !ids.contains(i) && !not_a_path(i))
            .collect();
        assert!(
            stale.is_empty(),
            "in help/en.ftl but not in the tree: {stale:?}"
        );
        // The words are set: a command's and an argument's, a referenced one, a value's.
        let tree = built();
        let solve = tree.find_subcommand("solve").unwrap();
        let sliding = solve.find_subcommand("sliding").unwrap();
        assert_eq!(
            sliding.get_about().map(|a| a.to_string()).as_deref(),
            Some("Sliding-tile puzzles: 8-puzzle, 15-puzzle, any WxH")
        );
        let arg = |c: &Command, id: &str| c.get_arguments().find(|a| a.get_id() == id).cloned();
        let help = |a: Option<clap::Arg>| a.and_then(|a| a.get_help().map(|h| h.to_string()));
        assert_eq!(
            help(arg(sliding, "timeout")).as_deref(),
            Some("Stop the solve after this many seconds")
        );
        assert_eq!(
            help(arg(sliding, "format")).as_deref(),
            Some("Output format")
        );
        let format = arg(sliding, "format").unwrap();
        let text = format.get_possible_values()[0]
            .get_help()
            .map(|h| h.to_string());
        assert_eq!(text.as_deref(), Some("For people"));
    }

    /// Every text the English tree shows (clap's own included) is one of the catalogue's,
    /// so that each reads back to its id in another language.
    #[test]
    fn every_english_text_reads_back_to_its_id() {
        let mut texts = Vec::new();
        every_text(&built(), &mut texts);
        let catalogue = Catalogue::new(Lang::Zh);
        let missing: Vec<String> = texts
            .iter()
            .map(|t| t.trim().to_string())
            .filter(|t| catalogue.translate(t).is_none())
            .collect();
        assert!(missing.is_empty(), "not in help/en.ftl: {missing:#?}");
    }

    /// Every value name of a usage line (`<BOARD>`, `<SECS>`) has its message, and no
    /// value-name message is left unused.
    #[test]
    fn every_value_name_has_its_message() {
        let mut names = Vec::new();
        every_value_name(&built(), &mut names);
        let english = Catalogue::new(Lang::En);
        let wanted: Vec<&String> = names
            .iter()
            .map(|n| english.id_of_english.get(n.as_str()).ok_or(n))
            .collect::<Result<_, _>>()
            .unwrap_or_else(|n| panic!("no message for the value name {n}"));
        let have = ids(ZH_HELP);
        let missing: Vec<&&String> = wanted.iter().filter(|i| !have.contains(i)).collect();
        assert!(missing.is_empty(), "no Chinese message for {missing:?}");
        let unused: Vec<&String> = have
            .iter()
            .filter(|i| i.starts_with("help-value-") && !wanted.contains(i))
            .collect();
        assert!(unused.is_empty(), "unused: {unused:?}");
        assert_eq!(english.id_of_english["K/N"], "help-value-k-n");
        assert_eq!(Catalogue::new(Lang::Zh).value_name("BOARD"), "棋盘");
    }

    /// The Chinese help of a command: its headings and texts in Chinese, the option names
    /// and values as they are, and the command line still parses the same.
    #[test]
    fn the_help_of_a_command_reads_in_chinese() {
        let mut cmd = localize(crate::cli::Cli::command(), Lang::Zh);
        let help = cmd
            .find_subcommand_mut("solve")
            .and_then(|c| c.find_subcommand_mut("sliding"))
            .map(|c| c.render_help().to_string())
            .unwrap();
        for want in [
            "用法：",
            "参数",
            "选项",
            "求解器",
            "--timeout",
            "［可选值：text、json］",
            "[选项] <棋盘>",
            "--timeout <秒数>",
        ] {
            assert!(help.contains(want), "{want:?} not in\n{help}");
        }
        for english in [
            "Usage",
            "Options",
            "Arguments",
            "Stop the solve",
            "[default",
            "[possible",
            "[OPTIONS]",
            "<BOARD>",
        ] {
            assert!(!help.contains(english), "{english:?} in\n{help}");
        }
        let m = cmd
            .try_get_matches_from([
                "puzzlebox",
                "solve",
                "sliding",
                "1 2 3/4 5 6/7 0 8",
                "--format",
                "json",
            ])
            .unwrap();
        let (_, solve) = m.subcommand().unwrap();
        let (_, sliding) = solve.subcommand().unwrap();
        assert_eq!(
            sliding.get_one::<String>("board").unwrap(),
            "1 2 3/4 5 6/7 0 8"
        );
    }
}
