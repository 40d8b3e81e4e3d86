//! The reader's language: English or Simplified Chinese, from `--lang` or the locale
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`), and the messages in it (Project Fluent, one `.ftl`
//! file per language, embedded; the page reads the same files). Errors are written from
//! their typed fields ([`sliding_error`]), never by translating English text. JSON stays
//! English whatever the language: other programs read it.

use std::fmt;
use std::sync::OnceLock;

use clap::ValueEnum;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The messages in English.
pub const EN_FTL: &str = include_str!("../../web/messages/en.ftl");
/// The messages in Simplified Chinese.
pub const ZH_FTL: &str = include_str!("../../web/messages/zh.ftl");

/// A language puzzlebox speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
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

    /// `--lang` if given, else the locale's (the first of `LC_ALL`, `LC_MESSAGES`, `LANG`
    /// that is set), else English.
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

    fn ftl(self) -> &'static str {
        match self {
            Lang::En => EN_FTL,
            Lang::Zh => ZH_FTL,
        }
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => "en-US",
            Lang::Zh => "zh-CN",
        }
        .parse()
        .expect("a language identifier")
    }
}

/// The messages of one language.
pub struct Messages {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl fmt::Debug for Messages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Messages({:?})", self.lang)
    }
}

impl Messages {
    /// The messages of `lang`.
    pub fn new(lang: Lang) -> Messages {
        let resource = FluentResource::try_new(lang.ftl().to_string()).unwrap_or_else(|(r, _)| r);
        let mut bundle = FluentBundle::new_concurrent(vec![lang.id()]);
        // No Unicode isolation marks around arguments: terminals show them.
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        Messages { lang, bundle }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with `args` (the id itself if it has none: a test keeps every id).
    pub fn get(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            fa.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fa), &mut errors)
            .into_owned()
    }

    /// Every message id, in the file's order.
    #[cfg(test)]
    pub fn ids(lang: Lang) -> Vec<String> {
        let resource = FluentResource::try_new(lang.ftl().to_string()).unwrap_or_else(|(r, _)| r);
        resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }
}

static CURRENT: OnceLock<Messages> = OnceLock::new();

/// Chooses the process's language (once, at start).
pub fn init(lang: Lang) {
    let _ = CURRENT.set(Messages::new(lang));
}

/// The messages of `lang`, loaded once per process (what the server writes a page's
/// words in).
pub fn messages(lang: Lang) -> &'static Messages {
    static EN: OnceLock<Messages> = OnceLock::new();
    static ZH: OnceLock<Messages> = OnceLock::new();
    match lang {
        Lang::En => EN.get_or_init(|| Messages::new(Lang::En)),
        Lang::Zh => ZH.get_or_init(|| Messages::new(Lang::Zh)),
    }
}

/// The process's messages (English until [`init`]).
pub fn current() -> &'static Messages {
    #[cfg(test)]
    if let Some(m) = OVERRIDE.with(|o| o.get()) {
        return m;
    }
    CURRENT.get_or_init(|| Messages::new(Lang::En))
}

#[cfg(test)]
thread_local! {
    static OVERRIDE: std::cell::Cell<Option<&'static Messages>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with this thread's messages in `lang` (tests draw the terminal in Chinese
/// beside tests in English).
#[cfg(test)]
pub fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = OVERRIDE.with(|o| o.replace(Some(messages(lang))));
    let out = f();
    OVERRIDE.with(|o| o.set(before));
    out
}

/// The message `id` in the process's language, its arguments given as text (numbers that
/// a message chooses a plural by go through [`num`]).
pub fn say(id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
    current().get(id, args)
}

/// A text argument of [`say`].
pub fn text(v: impl ToString) -> FluentValue<'static> {
    s(v)
}

/// A number argument of [`say`] (English says "1 move", "2 moves" from it).
pub fn num(v: impl Into<f64>) -> FluentValue<'static> {
    FluentValue::from(v.into())
}

fn s(v: impl ToString) -> FluentValue<'static> {
    FluentValue::from(v.to_string())
}

fn n(v: usize) -> FluentValue<'static> {
    FluentValue::from(v)
}

fn pos(m: &Messages, p: &sliding::Pos) -> FluentValue<'static> {
    s(m.get("pos", &[("row", n(p.row + 1)), ("col", n(p.col + 1))]))
}

fn tile(m: &Messages, t: u8) -> FluentValue<'static> {
    s(m.get("tile-name", &[("tile", n(t as usize))]))
}

/// A tiles error in the messages' language, from its fields.
pub fn sliding_error(m: &Messages, e: &sliding::Error) -> String {
    use sliding::Error as E;
    let size = |w: &usize, h: &usize| [("width", n(*w)), ("height", n(*h))];
    match e {
        E::Empty => m.get("sliding-empty", &[]),
        E::EmptyRow { row } => m.get("sliding-empty-row", &[("row", n(row + 1))]),
        E::NotANumber { token, at } => m.get(
            "sliding-not-a-number",
            &[("token", s(token)), ("at", pos(m, at))],
        ),
        E::RaggedRows {
            row,
            expected,
            found,
        } => m.get(
            "sliding-ragged-rows",
            &[
                ("row", n(row + 1)),
                ("expected", n(*expected)),
                ("found", n(*found)),
            ],
        ),
        E::NotSquare { count } => m.get("sliding-not-square", &[("count", n(*count))]),
        E::WrongCount {
            width,
            height,
            expected,
            found,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-wrong-count",
                &[w, h, ("expected", n(*expected)), ("found", n(*found))],
            )
        }
        E::BadSize { width, height } => m.get("sliding-bad-size", &size(width, height)),
        E::TileTooLarge { tile: t, at, max } => {
            let mut args = vec![("tile", n(*t as usize)), ("at", pos(m, at))];
            match max {
                Some(mx) => {
                    args.push(("max", n(*mx)));
                    m.get("sliding-tile-too-large-max", &args)
                }
                None => m.get("sliding-tile-too-large", &args),
            }
        }
        E::Duplicate {
            tile: t,
            first,
            second,
            missing,
        } => m.get(
            "sliding-duplicate",
            &[
                ("tile", tile(m, *t)),
                ("first", pos(m, first)),
                ("second", pos(m, second)),
                ("missing", tile(m, *missing)),
            ],
        ),
        E::SizeMismatch { start, goal } => m.get(
            "sliding-size-mismatch",
            &[
                ("sw", n(start.0)),
                ("sh", n(start.1)),
                ("gw", n(goal.0)),
                ("gh", n(goal.1)),
            ],
        ),
        E::Unsolvable {
            permutation_odd,
            blank_distance,
            swapped,
        } => {
            let parity =
                |odd: bool| s(m.get("parity", &[("odd", s(if odd { "yes" } else { "no" }))]));
            let fix = match swapped {
                Some((a, b)) => m.get(
                    "sliding-fix-swapped",
                    &[("a", n(*a as usize)), ("b", n(*b as usize))],
                ),
                None => m.get("sliding-fix-any", &[]),
            };
            m.get(
                "sliding-unsolvable",
                &[
                    ("permutation", parity(*permutation_odd)),
                    ("blank", parity(blank_distance % 2 == 1)),
                    ("distance", n(*blank_distance)),
                    ("fix", s(fix)),
                ],
            )
        }
        E::BadMove { token, position } => m.get(
            "sliding-bad-move",
            &[("token", s(token)), ("position", n(*position))],
        ),
        E::ImpossibleMove { index, dir } => m.get(
            "sliding-impossible-move",
            &[
                ("index", n(index + 1)),
                ("dir", s(dir)),
                ("way", s(m.get(&format!("dir-{}", dir.word()), &[]))),
            ],
        ),
        E::BadSizeText(text) => m.get("sliding-bad-size-text", &[("text", s(text))]),
        E::PartitionBoard {
            partition,
            side,
            width,
            height,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-partition-board",
                &[("partition", s(partition)), ("side", n(*side)), w, h],
            )
        }
        E::BadPartition(fault) => {
            use sliding::PartitionFault as F;
            let fault = match fault {
                F::Empty => m.get("sliding-partition-empty", &[]),
                F::Mismatched => m.get("sliding-partition-mismatched", &[]),
                F::Overlap { cell } => {
                    m.get("sliding-partition-overlap", &[("cell", n(*cell as usize))])
                }
                F::Uncovered => m.get("sliding-partition-uncovered", &[]),
            };
            m.get("sliding-bad-partition", &[("fault", s(fault))])
        }
        E::TablesDoNotFit {
            width,
            height,
            blank,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-tables-do-not-fit",
                &[w, h, ("blank", n(*blank as usize))],
            )
        }
        E::Unreachable => m.get("sliding-unreachable", &[]),
        E::TooLargeToEnumerate {
            width,
            height,
            max_cells,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-too-large-to-enumerate",
                &[w, h, ("max", n(*max_cells))],
            )
        }
        E::BeyondLargestDistance {
            distance,
            width,
            height,
            largest,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-beyond-largest-distance",
                &[
                    w,
                    h,
                    ("distance", n(*distance as usize)),
                    ("largest", n(*largest as usize)),
                ],
            )
        }
        E::NoPositionAtDistance {
            distance,
            width,
            height,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-no-position-at-distance",
                &[w, h, ("distance", n(*distance as usize))],
            )
        }
        E::NoExactDistances { width, height } => {
            m.get("sliding-no-exact-distances", &size(width, height))
        }
        E::DistanceTooFar {
            distance,
            width,
            height,
            max,
        } => {
            let [w, h] = size(width, height);
            m.get(
                "sliding-distance-too-far",
                &[
                    w,
                    h,
                    ("distance", n(*distance as usize)),
                    ("max", n(*max as usize)),
                ],
            )
        }
        E::NeedsPatternTables => m.get("sliding-needs-pattern-tables", &[]),
        E::Stopped => m.get("sliding-stopped", &[]),
        E::UnknownSolver { name, known } => m.get(
            "sliding-unknown-solver",
            &[("name", s(name)), ("known", s(known.join(", ")))],
        ),
        E::UnknownHeuristic { name, known } => m.get(
            "sliding-unknown-heuristic",
            &[("name", s(name)), ("known", s(known.join(", ")))],
        ),
        E::Tables(t) => table_error(m, t),
    }
}

/// Letters as a list: `F`, `F 和 R`, `F、R 和 U` (in the messages' language).
fn letters(m: &Messages, v: &[char]) -> FluentValue<'static> {
    let names: Vec<String> = v.iter().map(|c| c.to_string()).collect();
    match names.len() {
        0 | 1 => s(names.concat()),
        k => s(m.get(
            "cube-list-and",
            &[
                ("init", s(names[..k - 1].join(&m.get("cube-list-sep", &[])))),
                ("last", s(&names[k - 1])),
            ],
        )),
    }
}

/// A cube error in the messages' language, from its fields.
pub fn cube_error(m: &Messages, e: &cube::CubeError) -> String {
    use cube::{BracketFault as B, CubeError as E, HumanError, TokenHint};
    let yes = |b: bool| s(if b { "yes" } else { "no" });
    let parity = |odd: bool| s(m.get("parity", &[("odd", yes(odd))]));
    match e {
        E::WrongLength { found } => m.get("cube-wrong-length", &[("found", n(*found))]),
        E::UnknownLetter { letter, position } => m.get(
            "cube-unknown-letter",
            &[("letter", s(letter)), ("position", n(*position))],
        ),
        E::ColorCount { letter, count } => m.get(
            "cube-colour-count",
            &[("letter", s(letter)), ("count", n(*count))],
        ),
        E::CentresNotDistinct {
            letter,
            first,
            second,
        } => m.get(
            "cube-centres-not-distinct",
            &[
                ("letter", s(letter)),
                ("first", s(first)),
                ("second", s(second)),
            ],
        ),
        E::CentresImpossible {
            faces,
            found,
            expected,
        } => m.get(
            "cube-centres-impossible",
            &[
                ("faces", letters(m, faces)),
                ("found", letters(m, found)),
                ("expected", letters(m, expected)),
            ],
        ),
        E::NotAPiece {
            kind,
            stickers,
            colours,
        } => {
            let kind = m.get(
                if *kind == "corner" {
                    "cube-piece-corner"
                } else {
                    "cube-piece-edge"
                },
                &[],
            );
            m.get(
                "cube-not-a-piece",
                &[
                    ("kind", s(kind)),
                    ("stickers", s(stickers)),
                    ("colours", s(colours)),
                ],
            )
        }
        E::DuplicatePiece {
            piece,
            first,
            second,
            missing,
        } => m.get(
            "cube-duplicate-piece",
            &[
                ("piece", s(piece)),
                ("first", s(first)),
                ("second", s(second)),
                ("missing", s(missing)),
            ],
        ),
        E::TwistedCorner { sum } => m.get("cube-twisted-corner", &[("sum", n(*sum as usize))]),
        E::FlippedEdge => m.get("cube-flipped-edge", &[]),
        E::Parity { corners_odd } => m.get(
            "cube-parity",
            &[
                ("corners", parity(*corners_odd)),
                ("edges", parity(!corners_odd)),
            ],
        ),
        E::BadToken {
            token,
            position,
            hint,
        } => {
            let hint = m.get(
                match hint {
                    TokenHint::RepeatCount => "cube-hint-repeat",
                    TokenHint::Move => "cube-hint-move",
                },
                &[],
            );
            m.get(
                "cube-bad-token",
                &[
                    ("token", s(token)),
                    ("position", n(*position)),
                    ("hint", s(hint)),
                ],
            )
        }
        E::TooManyMoves { limit, position } => m.get(
            "cube-too-many-moves",
            &[("limit", n(*limit)), ("position", n(*position))],
        ),
        E::Unbalanced { what, position } => {
            let what = match what {
                B::NoOpening(c) => m.get("cube-bracket-no-opening", &[("bracket", s(c))]),
                B::ParenNeverClosed => m.get("cube-bracket-paren", &[]),
                B::SquareNeverClosed => m.get("cube-bracket-square", &[]),
                B::NoSeparator => m.get("cube-bracket-separator", &[]),
            };
            m.get(
                "cube-unbalanced",
                &[("what", s(what)), ("position", n(*position))],
            )
        }
        E::UnknownName { what, name, known } => m.get(
            "cube-unknown-name",
            &[
                ("what", s(what)),
                ("name", s(name)),
                ("known", s(known.join(", "))),
            ],
        ),
        E::InGoal(inner) => m.get("cube-in-goal", &[("error", s(cube_error(m, inner)))]),
        E::OptimalCountsHtm => m.get("cube-optimal-counts-htm", &[]),
        E::GoalAndPart => m.get("cube-goal-and-part", &[]),
        E::NoGoalForSolver { solver, part } => m.get(
            "cube-no-goal-for-solver",
            &[("solver", s(solver)), ("part", yes(*part))],
        ),
        E::OptimalTablesNotBuilt => m.get("cube-optimal-tables-not-built", &[]),
        E::NoSolutionInTime => m.get("cube-no-solution-in-time", &[]),
        E::Method(HumanError::Stuck(step)) => {
            let i = cube::human::STEP_NAMES.iter().position(|x| x == step);
            let step = match i {
                Some(i) => m.get(&format!("cube-step-{i}"), &[]),
                None => step.to_string(),
            };
            m.get("cube-method-stuck", &[("step", s(step))])
        }
        E::Tables(t) => table_error(m, t),
    }
}

/// A Five Rings error in the messages' language, from its fields.
pub fn rings_error(m: &Messages, e: &rings::RingsError) -> String {
    use rings::RingsError as E;
    match e {
        E::WrongGroupCount { found } => m.get("rings-wrong-group-count", &[("found", n(*found))]),
        E::WrongLength { ring, found } => m.get(
            "rings-wrong-length",
            &[("ring", n(*ring)), ("found", n(*found))],
        ),
        E::UnknownLetter { letter, ring, slot } => m.get(
            "rings-unknown-letter",
            &[
                ("letter", s(letter)),
                ("ring", n(*ring)),
                ("slot", n(*slot)),
            ],
        ),
        E::ColourCount { letter, count } => m.get(
            "rings-colour-count",
            &[("letter", s(letter)), ("count", n(*count))],
        ),
        E::BadMove {
            token,
            index,
            position,
        } => m.get(
            "rings-bad-move",
            &[
                ("token", s(token)),
                ("index", n(*index)),
                ("position", n(*position)),
            ],
        ),
        E::UnknownName { what, name, known } => m.get(
            "rings-unknown-name",
            &[
                ("what", s(what)),
                ("name", s(name)),
                ("known", s(known.join(", "))),
            ],
        ),
        E::UnknownLevel { name } => m.get("rings-unknown-level", &[("name", s(name))]),
        E::LargeTablesNeedClicks => m.get("rings-large-tables-need-clicks", &[]),
        E::MismatchedTables => m.get("rings-mismatched-tables", &[]),
        E::DistanceTooFar { distance, max } => m.get(
            "rings-distance-too-far",
            &[
                ("distance", n(*distance as usize)),
                ("max", n(*max as usize)),
            ],
        ),
        E::DistanceNotProven { distance } => m.get(
            "rings-distance-not-proven",
            &[("distance", n(*distance as usize))],
        ),
        E::NoSolution => m.get("rings-no-solution", &[]),
        E::Cancelled => m.get("rings-cancelled", &[]),
        E::Tables(t) => table_error(m, t),
    }
}

/// What the command line says of a failure, in the process's language: the errors that
/// have their messages written from their fields; the others as they are (English).
pub fn describe(err: &anyhow::Error) -> String {
    use crate::failure::with_failure;
    let m = current();
    let localized = (m.lang() != Lang::En)
        .then(|| with_failure(err, |f| failure(m, f)))
        .flatten();
    localized.unwrap_or_else(|| format!("{err:#}"))
}

mod games;
pub mod help;
mod usage;
pub use self::games::*;
pub use self::usage::{clap_error, lang_in_args};

#[cfg(test)]
mod tests;
