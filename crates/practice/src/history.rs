//! A session's history: each figure's best as it improved (the single, ao5, ao12 and
//! ao100: every result that beat the best before it, dated), and how many solves each day
//! saw. What csTimer's users ask for most after the figures themselves: when a personal
//! best fell, and how much practice went into it.
//!
//! The figures are the WCA's (`averages`): the counted (unassisted) solves, penalties in, a
//! DNF never a best. Days are the player's: the offset of their clock from UTC is given.

use serde::Serialize;

use crate::averages::{each_window, Attempt, Kind};
use crate::sessions::Solve;

/// The figures whose bests are followed, in the order they are shown.
pub const FOLLOWED: [Kind; 4] = [
    Kind::Single,
    Kind::Average(5),
    Kind::Average(12),
    Kind::Average(100),
];

/// A session's history (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct History {
    /// Each followed figure's bests, in the order of [`FOLLOWED`].
    pub bests: Vec<BestsOf>,
    /// The days with solves, the oldest first.
    pub days: Vec<Day>,
}

/// One figure's bests as they improved.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BestsOf {
    /// The figure: `single`, `ao5`, `ao12`, `ao100`.
    pub figure: String,
    /// Each new best, the oldest first (the last is the best there is).
    pub steps: Vec<Best>,
}

/// A new best: the figure ending at a solve, better than every one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Best {
    /// The figure, in milliseconds.
    pub ms: i64,
    /// The solve it ends at: its number in the session, from 1 (as the solves list
    /// numbers them, assisted ones too).
    pub solve: u64,
    /// That solve's id.
    pub id: i64,
    /// When that solve was made (milliseconds since the Unix epoch).
    pub at: i64,
}

/// One day's practice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Day {
    /// The day, `YYYY-MM-DD`, on the player's clock.
    pub day: String,
    /// Its solves, assisted ones too.
    pub solves: u64,
    /// Of them, DNFs.
    pub dnfs: u64,
}

/// The history of a session's solves (oldest first), its days on a clock `utc_offset_min`
/// minutes ahead of UTC (China: 480).
pub fn history_of(solves: &[Solve], utc_offset_min: i32) -> History {
    // The counted results, each with its place among all the solves.
    let (places, results): (Vec<usize>, Vec<Attempt>) = solves
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.assisted)
        .map(|(i, s)| (i, s.result()))
        .unzip();
    let bests = FOLLOWED
        .iter()
        .map(|&kind| {
            let mut steps: Vec<Best> = Vec::new();
            each_window(kind, &results, |i, figure| {
                let Attempt::Value(ms) = figure else { return };
                if steps.last().is_some_and(|b| b.ms <= ms) {
                    return;
                }
                let s = &solves[places[i]];
                steps.push(Best {
                    ms,
                    solve: places[i] as u64 + 1,
                    id: s.id,
                    at: s.at,
                });
            });
            BestsOf {
                figure: kind.name(),
                steps,
            }
        })
        .collect();
    History {
        bests,
        days: days_of(solves, utc_offset_min),
    }
}

/// The days with solves and how many each saw, the oldest first.
fn days_of(solves: &[Solve], utc_offset_min: i32) -> Vec<Day> {
    let offset_ms = i64::from(utc_offset_min) * 60_000;
    let mut by_day: std::collections::BTreeMap<i64, (u64, u64)> = Default::default();
    for s in solves {
        let day = (s.at + offset_ms).div_euclid(86_400_000);
        let entry = by_day.entry(day).or_default();
        entry.0 += 1;
        entry.1 += u64::from(s.result() == Attempt::Dnf);
    }
    by_day
        .into_iter()
        .map(|(day, (solves, dnfs))| Day {
            day: civil(day),
            solves,
            dnfs,
        })
        .collect()
}

/// The date of a day counted from 1970-01-01, `YYYY-MM-DD`.
fn civil(day: i64) -> String {
    let stamp = crate::cstimer::date(day * 86_400_000);
    stamp[..10].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sessions::Penalty;

    /// A solve of `ms` made `minutes` after 2026-12-07 00:00 UTC.
    fn solve(id: i64, ms: u64, minutes: i64) -> Solve {
        Solve {
            id,
            uid: format!("s{id}"),
            ms,
            penalty: Penalty::Ok,
            moves: None,
            assisted: false,
            scramble: String::new(),
            comment: String::new(),
            at: 1_796_601_600_000 + minutes * 60_000,
            game: None,
            optimum: None,
            optimum_exact: None,
            splits: Vec::new(),
        }
    }

    #[test]
    fn each_best_is_kept_as_it_fell_with_its_solve_and_date() {
        let mut solves: Vec<Solve> = [12_000, 11_000, 13_000, 10_500, 12_500, 11_500, 9_900]
            .iter()
            .enumerate()
            .map(|(i, &ms)| solve(i as i64 + 1, ms, 60 * i as i64))
            .collect();
        // A DNF is never a best; an assisted solve is in no figure but keeps its number.
        solves[2].penalty = Penalty::Dnf;
        solves[5].assisted = true;
        let h = history_of(&solves, 0);
        let single: Vec<(i64, u64)> = h.bests[0].steps.iter().map(|b| (b.ms, b.solve)).collect();
        assert_eq!(single, [(12_000, 1), (11_000, 2), (10_500, 4), (9_900, 7)]);
        assert_eq!(h.bests[0].steps[3].at, solves[6].at);
        // ao5 of the counted 12.00 11.00 DNF 10.50 12.50: drop 10.50 and the DNF, 11.833;
        // then 11.00 DNF 10.50 12.50 9.90: 11.333.
        let ao5: Vec<(i64, u64)> = h.bests[1].steps.iter().map(|b| (b.ms, b.solve)).collect();
        assert_eq!(ao5, [(11_833, 5), (11_333, 7)]);
        assert!(h.bests[2].steps.is_empty() && h.bests[3].steps.is_empty());
        assert_eq!(
            h.bests
                .iter()
                .map(|b| b.figure.as_str())
                .collect::<Vec<_>>(),
            ["single", "ao5", "ao12", "ao100"]
        );
    }

    #[test]
    fn days_are_the_players_own() {
        // 22:00 and 23:30 UTC on the 7th, 00:30 UTC on the 8th.
        let solves = [
            solve(1, 9_000, 22 * 60),
            solve(2, 9_000, 23 * 60 + 30),
            solve(3, 9_000, 24 * 60 + 30),
        ];
        let utc = history_of(&solves, 0).days;
        assert_eq!(
            utc.iter()
                .map(|d| (d.day.as_str(), d.solves))
                .collect::<Vec<_>>(),
            [("2026-12-07", 2), ("2026-12-08", 1)]
        );
        // In China (UTC+8) all three fall on the 8th; in New York (UTC−5) on the 7th.
        let china = history_of(&solves, 480).days;
        assert_eq!(
            (china.len(), china[0].day.as_str(), china[0].solves),
            (1, "2026-12-08", 3)
        );
        let ny = history_of(&solves, -300).days;
        assert_eq!((ny.len(), ny[0].day.as_str()), (1, "2026-12-07"));
    }

    #[test]
    fn no_solve_is_no_history() {
        let h = history_of(&[], 0);
        assert!(h.days.is_empty());
        assert!(h.bests.iter().all(|b| b.steps.is_empty()));
    }
}
