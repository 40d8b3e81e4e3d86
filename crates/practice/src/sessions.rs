//! Practice sessions and their solves as plain data, as speedsolvers keep them.
//!
//! A session has a name (unique), is of one puzzle (the tiles of one size) and one way of
//! solving — on the screen, or a real puzzle timed with the timer ([`Mode`]) — or of an event
//! puzzlebox does not model, kept from a csTimer file (`444wca`, `clkwca`, …: timer only). A
//! solve keeps its raw time, its penalty (+2, DNF; markable and undoable), its moves in the
//! puzzle's metric, whether a hint or a demonstration helped (assisted: kept, never a best,
//! never in an average), its scramble, a comment and when it was made; a tiles solve gets the
//! length of the shortest solution once it is known (computed after the solve).
//!
//! A session's figures ([`SessionStats`], [`stats_of`]) are the averages of
//! [`crate::averages`] over its unassisted solves, oldest first: times in milliseconds,
//! moves, and turns per second; its chart ([`chart_of`]) their last results.

use door::PuzzleKind;
use game::{GameError, Puzzles, Variant};
use serde::{Deserialize, Serialize};

use crate::averages::{self, Attempt, Figure, Kind};

/// How a session's solves are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Played on the screen (the page, the terminal).
    Screen,
    /// A real puzzle in the hands, timed with the timer.
    Timer,
}

impl Mode {
    /// Its name where it is kept (`screen`, `timer`).
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Screen => "screen",
            Mode::Timer => "timer",
        }
    }

    /// The mode of a name (an unknown one is `screen`).
    pub fn parse(s: &str) -> Mode {
        match s {
            "timer" => Mode::Timer,
            _ => Mode::Screen,
        }
    }
}

/// A penalty on a solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Penalty {
    /// None.
    #[default]
    #[serde(rename = "ok")]
    Ok,
    /// Two seconds more.
    #[serde(rename = "+2")]
    Plus2,
    /// Did not finish (its time kept).
    #[serde(rename = "DNF")]
    Dnf,
}

impl Penalty {
    /// Its name where it is kept (`ok`, `+2`, `DNF`).
    pub fn as_str(self) -> &'static str {
        match self {
            Penalty::Ok => "ok",
            Penalty::Plus2 => "+2",
            Penalty::Dnf => "DNF",
        }
    }

    /// The penalty of a kept name (an unknown one is none).
    pub fn parse(s: &str) -> Penalty {
        match s {
            "+2" => Penalty::Plus2,
            "DNF" => Penalty::Dnf,
            _ => Penalty::Ok,
        }
    }

    /// The penalty named `text` (`ok`, `+2`, `DNF`; any case), if one.
    pub fn from_name(text: &str) -> Option<Penalty> {
        match text.trim().to_ascii_lowercase().as_str() {
            "ok" | "none" | "" => Some(Penalty::Ok),
            "+2" | "plus2" => Some(Penalty::Plus2),
            "dnf" => Some(Penalty::Dnf),
            _ => None,
        }
    }
}

/// What a session is of: a puzzle of puzzlebox's (`sliding` with its size, `cube`,
/// `rings`) or another event kept from csTimer (its `scrType`), and the way of solving.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SessionKind {
    /// The puzzle (`sliding`, `series`, `cube`, `cube2`, `rings`) or csTimer's event (`444wca`, …).
    pub puzzle: String,
    /// The variant's key: the tiles' size (`4x4`), a series' (`relay:3x3,4x4,5x5`), a cube
    /// trainer's subset (`pll:T`); empty for the others.
    #[serde(default)]
    pub size: String,
    /// On the screen or with the timer.
    pub mode: Mode,
}

impl SessionKind {
    /// A puzzle of puzzlebox's, of a size (the tiles'; empty for the others), solved so.
    pub fn of(puzzle: PuzzleKind, size: &str, mode: Mode) -> SessionKind {
        SessionKind {
            puzzle: puzzle.name().to_string(),
            size: size.to_string(),
            mode,
        }
    }

    /// A kind from what a person gives: a puzzle of `puzzles` and its variant's size (the
    /// tiles' `4x4`; the standard one when none; a puzzle of one size takes none).
    pub fn for_puzzle(
        puzzles: &Puzzles,
        puzzle: PuzzleKind,
        size: Option<&str>,
        mode: Mode,
    ) -> Result<SessionKind, GameError> {
        let standard = puzzles.find(puzzle)?;
        let variant = match size {
            Some(s) => standard.of_size(s)?,
            None => standard.clone(),
        };
        Ok(SessionKind::of(variant.kind(), &variant.key(), mode))
    }

    /// The puzzle and its variant, if one of `puzzles` (else an event kept from csTimer).
    pub fn ours(&self, puzzles: &Puzzles) -> Option<Variant> {
        let kind: PuzzleKind = self.puzzle.parse().ok()?;
        let standard = puzzles.find(kind).ok()?;
        match self.size.as_str() {
            "" => Some(standard.clone()),
            size => standard.of_size(size).ok(),
        }
    }

    /// The name a session of this kind gets when one is made for it.
    pub fn default_name(&self, puzzles: &Puzzles) -> String {
        let puzzle = match self.ours(puzzles) {
            Some(v) => v.label(),
            None => messages::Message::verbatim(self.puzzle.as_str()),
        };
        messages::Message::new("session-default")
            .arg("puzzle", puzzle)
            .arg("timer", self.mode == Mode::Timer)
            .english()
    }
}

/// A session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SessionInfo {
    /// Its number in this database.
    pub id: i64,
    /// A random id, unique across databases (import matches sessions by it).
    pub uid: String,
    /// Its name (unique).
    pub name: String,
    /// What it is of.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// When it was made (milliseconds since the Unix epoch).
    pub created_at: i64,
    /// Whether new solves of its kind go to it.
    pub current: bool,
    /// How many solves it holds.
    pub solves: u64,
}

/// A solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solve {
    /// Its number in this database.
    pub id: i64,
    /// A random id, unique across databases.
    pub uid: String,
    /// The time, in milliseconds, before any penalty.
    pub ms: u64,
    /// Its penalty.
    pub penalty: Penalty,
    /// Its moves in the puzzle's metric (on-screen solves).
    pub moves: Option<u32>,
    /// Whether a hint or a demonstration helped (never a best, never in an average).
    pub assisted: bool,
    /// The scramble, or the start position.
    pub scramble: String,
    /// A comment.
    pub comment: String,
    /// When it was made (milliseconds since the Unix epoch).
    pub at: i64,
    /// The game it was (on-screen solves: the saved game's uid).
    pub game: Option<String>,
    /// The tiles: the shortest solution's length (or a proven bound below it).
    pub optimum: Option<u32>,
    /// Whether `optimum` is the shortest solution's length (else no solution is shorter).
    pub optimum_exact: Option<bool>,
    /// Each phase's own time in milliseconds, in order (a tiles' series: each board's);
    /// empty for a solve of one puzzle.
    #[serde(default)]
    pub splits: Vec<u64>,
}

impl Solve {
    /// Its result: the time with its penalty, or a DNF.
    pub fn result(&self) -> Attempt {
        match self.penalty {
            Penalty::Ok => Attempt::Value(self.ms as i64),
            Penalty::Plus2 => Attempt::Value(self.ms as i64 + 2000),
            Penalty::Dnf => Attempt::Dnf,
        }
    }

    /// Its moves as a result (a DNF is the worst), in hundredths of a move.
    fn moves_result(&self) -> Option<Attempt> {
        let m = self.moves?;
        Some(match self.penalty {
            Penalty::Dnf => Attempt::Dnf,
            _ => Attempt::Value(i64::from(m) * 100),
        })
    }

    /// Its turns per second as a result, in hundredths, negated (higher is better).
    fn tps_result(&self) -> Option<Attempt> {
        let m = self.moves?;
        Some(match self.result() {
            Attempt::Value(ms) if ms > 0 => {
                Attempt::Value(-((i64::from(m) * 100_000 + ms / 2) / ms))
            }
            _ => Attempt::Dnf,
        })
    }
}

/// A solve to add.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewSolve {
    /// Its uid (a new one when none).
    pub uid: Option<String>,
    /// The time before any penalty, in milliseconds.
    pub ms: u64,
    /// Its penalty.
    pub penalty: Penalty,
    /// Its moves (on-screen solves).
    pub moves: Option<u32>,
    /// Whether a hint or a demonstration helped.
    pub assisted: bool,
    /// The scramble.
    pub scramble: String,
    /// A comment.
    pub comment: String,
    /// When (now when none).
    pub at: Option<i64>,
    /// The game it was.
    pub game: Option<String>,
    /// Each phase's own time (a tiles' series: each board's).
    pub splits: Vec<u64>,
}

/// Every figure of one quantity: current and best of each average.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Figures<T> {
    /// One result.
    pub single: T,
    /// Mean of 3.
    pub mo3: T,
    /// Average of 5.
    pub ao5: T,
    /// Average of 12.
    pub ao12: T,
    /// Average of 50.
    pub ao50: T,
    /// Average of 100.
    pub ao100: T,
    /// Average of 1000.
    pub ao1000: T,
}

impl<T: Clone> Figures<T> {
    fn from_list(list: Vec<(Kind, T)>) -> Figures<T> {
        let get = |n: &str| {
            list.iter()
                .find(|(k, _)| k.name() == n)
                .map(|(_, f)| f.clone())
                .expect("every kind is figured")
        };
        Figures {
            single: get("single"),
            mo3: get("mo3"),
            ao5: get("ao5"),
            ao12: get("ao12"),
            ao50: get("ao50"),
            ao100: get("ao100"),
            ao1000: get("ao1000"),
        }
    }

    /// Each figure with its name (`single`, `mo3`, …), in order.
    pub fn named(&self) -> [(&'static str, &T); 7] {
        [
            ("single", &self.single),
            ("mo3", &self.mo3),
            ("ao5", &self.ao5),
            ("ao12", &self.ao12),
            ("ao50", &self.ao50),
            ("ao100", &self.ao100),
            ("ao1000", &self.ao1000),
        ]
    }
}

/// A figure of moves or turns per second: a number (two decimals) or `"DNF"`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Amount {
    /// A number.
    Value(f64),
    /// Did not finish.
    Dnf,
}

impl Serialize for Amount {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Amount::Value(v) => s.serialize_f64(*v),
            Amount::Dnf => s.serialize_str("DNF"),
        }
    }
}

/// The current and best of a figure of moves or turns per second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct AmountFigure {
    /// Of the last N (`null` with fewer).
    pub current: Option<Amount>,
    /// The best of every N in a row.
    pub best: Option<Amount>,
}

/// A session's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SessionStats {
    /// The session.
    pub session: SessionInfo,
    /// Its solves.
    pub solves: u64,
    /// Of them, with a hint or a demonstration (in no figure).
    pub assisted: u64,
    /// Of the others, DNFs.
    pub dnfs: u64,
    /// The session mean as csTimer gives it: the mean of the counted results that are not
    /// DNFs (penalties in), in milliseconds (`null` for none).
    pub mean: Option<i64>,
    /// Times in milliseconds: `{"current": ms, "best": ms}` (`null` for none, `"DNF"`).
    pub times: Figures<Figure>,
    /// Moves (on-screen solves; `null` for a timer's session).
    pub moves: Option<Figures<AmountFigure>>,
    /// Turns per second (on-screen solves; higher is better).
    pub tps: Option<Figures<AmountFigure>>,
}

/// The figures of results in hundredths, as amounts (`negated`: higher is better).
fn amounts(results: &[Attempt], negated: bool) -> Figures<AmountFigure> {
    let amount = |a: Attempt| match a {
        Attempt::Value(v) => Amount::Value(if negated { -v } else { v } as f64 / 100.0),
        Attempt::Dnf => Amount::Dnf,
    };
    let list = averages::figures(results)
        .into_iter()
        .map(|(k, f)| {
            let fig = AmountFigure {
                current: f.current.map(amount),
                best: f.best.map(amount),
            };
            (k, fig)
        })
        .collect();
    Figures::from_list(list)
}

/// The mean of the results that are not DNFs, rounded to the millisecond.
fn mean_of(results: &[Attempt]) -> Option<i64> {
    let values: Vec<i64> = results
        .iter()
        .filter_map(|a| match a {
            Attempt::Value(v) => Some(*v),
            Attempt::Dnf => None,
        })
        .collect();
    let n = values.len() as i64;
    (n > 0).then(|| (values.iter().sum::<i64>() * 2 + n) / (2 * n))
}

/// The figures of solves (oldest first): the unassisted ones counted.
pub fn stats_of(session: SessionInfo, solves: &[Solve]) -> SessionStats {
    let counted: Vec<&Solve> = solves.iter().filter(|s| !s.assisted).collect();
    let times: Vec<Attempt> = counted.iter().map(|s| s.result()).collect();
    let moves: Vec<Attempt> = counted.iter().filter_map(|s| s.moves_result()).collect();
    let tps: Vec<Attempt> = counted.iter().filter_map(|s| s.tps_result()).collect();
    let with_moves = !moves.is_empty();
    SessionStats {
        session,
        solves: solves.len() as u64,
        assisted: (solves.len() - counted.len()) as u64,
        dnfs: times.iter().filter(|t| **t == Attempt::Dnf).count() as u64,
        mean: mean_of(&times),
        times: Figures::from_list(averages::figures(&times)),
        moves: with_moves.then(|| amounts(&moves, false)),
        tps: with_moves.then(|| amounts(&tps, true)),
    }
}

/// One case's figures in a trainer's session (a cube's PLL or OLL cases): its counted
/// solves, their mean, the best single and the current ao5 and ao12 of that case alone.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CaseStats {
    /// The case's name (`T`, `27`).
    pub case: String,
    /// Its counted (unassisted) solves.
    pub count: u64,
    /// Their mean in milliseconds, DNFs left out (`null` when every one is a DNF).
    pub mean: Option<i64>,
    /// The best single.
    pub best: Option<Attempt>,
    /// The ao5 of its last five.
    pub ao5: Option<Attempt>,
    /// The ao12 of its last twelve.
    pub ao12: Option<Attempt>,
}

/// One result of a part of a solve, for [`cases_of`]: a trainer's case (the whole solve),
/// or a phase of a series (a board's split).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Where its figures come among the others (a case's number, a phase's place).
    pub order: u32,
    /// Its name (`T`, `27`, `4x4`).
    pub name: String,
    /// Its result.
    pub result: Attempt,
}

/// What the parts of a variant's solves are: for a variant timed in phases (a tiles'
/// series), each phase's split by its name (a relay's sizes; a marathon's boards are all
/// one size), none of a DNF; for a trainer, the case its scramble was drawn from (the
/// cube's PLL and OLL cases), the whole result.
pub fn parts_of(variant: &Variant) -> impl Fn(&Solve) -> Vec<Part> + '_ {
    let names = variant.phase_names();
    move |s: &Solve| {
        if names.len() > 1 {
            if s.splits.len() != names.len() || s.penalty == Penalty::Dnf {
                return Vec::new();
            }
            return names
                .iter()
                .zip(&s.splits)
                .map(|(name, &ms)| Part {
                    order: names.iter().position(|n| n == name).unwrap_or(0) as u32,
                    name: name.clone(),
                    result: Attempt::Value(ms as i64),
                })
                .collect();
        }
        variant
            .drill_case(&s.scramble)
            .map(|case| Part {
                order: case.parse::<u32>().unwrap_or(u32::MAX),
                name: case,
                result: s.result(),
            })
            .into_iter()
            .collect()
    }
}

/// The figures of each part among solves (oldest first; the unassisted ones counted),
/// `parts` naming a solve's parts ([`parts_of`]); in their order, then by name.
pub fn cases_of(solves: &[Solve], parts: &dyn Fn(&Solve) -> Vec<Part>) -> Vec<CaseStats> {
    let mut by_case: std::collections::BTreeMap<(u32, String), Vec<Attempt>> = Default::default();
    for s in solves.iter().filter(|s| !s.assisted) {
        for p in parts(s) {
            by_case.entry((p.order, p.name)).or_default().push(p.result);
        }
    }
    by_case
        .into_iter()
        .map(|((_, case), results)| CaseStats {
            count: results.len() as u64,
            mean: mean_of(&results),
            best: averages::best_of(Kind::Single, &results),
            ao5: averages::of_window(Kind::Average(5), &results),
            ao12: averages::of_window(Kind::Average(12), &results),
            case,
        })
        .collect()
}

/// A session's last results for a chart: each counted solve's result (its penalty in),
/// with the ao5 and ao12 ending at it and its turns per second.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Chart {
    /// How many counted solves come before the first here.
    pub from: usize,
    /// Each result in milliseconds, or `"DNF"`.
    pub times: Vec<Attempt>,
    /// The ao5 ending at each (`null` before the fifth).
    pub ao5: Vec<Option<Attempt>>,
    /// The ao12 ending at each.
    pub ao12: Vec<Option<Attempt>>,
    /// Turns per second of each (on-screen solves; `null` for a DNF or none).
    pub tps: Vec<Option<f64>>,
}

/// The chart of the last `last` counted (unassisted) solves of a session, oldest first.
pub fn chart_of(solves: &[Solve], last: usize) -> Chart {
    let counted: Vec<&Solve> = solves.iter().filter(|s| !s.assisted).collect();
    let results: Vec<Attempt> = counted.iter().map(|s| s.result()).collect();
    let from = results.len().saturating_sub(last);
    let upto = |kind: Kind, i: usize| averages::of_window(kind, &results[i.saturating_sub(12)..=i]);
    Chart {
        from,
        times: results[from..].to_vec(),
        ao5: (from..results.len())
            .map(|i| upto(Kind::Average(5), i))
            .collect(),
        ao12: (from..results.len())
            .map(|i| upto(Kind::Average(12), i))
            .collect(),
        tps: counted[from..]
            .iter()
            .map(|s| match s.tps_result() {
                Some(Attempt::Value(v)) => Some(-v as f64 / 100.0),
                _ => None,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solve of `ms` with `scramble` (its case, for the test) and `penalty`.
    fn solve(ms: u64, scramble: &str, penalty: Penalty, assisted: bool) -> Solve {
        Solve {
            id: 0,
            uid: String::new(),
            ms,
            penalty,
            moves: None,
            assisted,
            scramble: scramble.into(),
            comment: String::new(),
            at: 0,
            game: None,
            optimum: None,
            optimum_exact: None,
            splits: Vec::new(),
        }
    }

    #[test]
    fn each_case_has_its_own_count_mean_best_and_averages() {
        let mut solves: Vec<Solve> = (0..6)
            .map(|i| solve(10_000 + 1000 * i, "T", Penalty::Ok, false))
            .collect();
        solves.push(solve(4_000, "T", Penalty::Ok, true));
        solves.push(solve(9_000, "27", Penalty::Dnf, false));
        solves.push(solve(8_000, "3", Penalty::Plus2, false));
        solves.push(solve(1_000, "not a case", Penalty::Ok, false));
        let case_of = |s: &Solve| {
            let case = s.scramble.clone();
            match case.as_str() {
                "not a case" => Vec::new(),
                _ => vec![Part {
                    order: case.parse().unwrap_or(u32::MAX),
                    result: s.result(),
                    name: case,
                }],
            }
        };
        let cases = cases_of(&solves, &case_of);
        let names: Vec<&str> = cases.iter().map(|c| c.case.as_str()).collect();
        assert_eq!(names, ["3", "27", "T"], "numbers by value, then names");
        let t = &cases[2];
        assert_eq!(
            (t.count, t.mean),
            (6, Some(12_500)),
            "the assisted one is not counted"
        );
        assert_eq!(t.best, Some(Attempt::Value(10_000)));
        // The last five: 11–15 s; the best and the worst dropped.
        assert_eq!(t.ao5, Some(Attempt::Value(13_000)));
        assert_eq!(t.ao12, None);
        assert_eq!((cases[1].mean, cases[1].best), (None, Some(Attempt::Dnf)));
        assert_eq!(cases[0].best, Some(Attempt::Value(10_000)), "+2 in");
    }
}
