//! `puzzlebox bench hints`: what a player waits for. For every puzzle and level: loading
//! the tables from the cache, preparing a new game, and the time from asking for a hint
//! to having it (with the game's own budget), and how often the hint was proven optimal.

use crate::i18n::{say, text};
use std::time::Instant;

use anyhow::Result;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::Budget;

use crate::cli::HintsBench;
use crate::failure::{Check, Failure};
use crate::output::time_summary;
use game::{AnyTables, Puzzles, Variant};

/// Runs the benchmark.
pub fn hints(args: HintsBench) -> Result<()> {
    let source = frontend::cache::store().map_err(Failure::from)?;
    let puzzles = frontend::puzzles();
    for variant in crate::puzzles::hinted()? {
        let kind = variant.kind();
        if args.puzzle.is_some_and(|p| p != kind) {
            continue;
        }
        let label = crate::i18n::tell(&variant.label());
        let t0 = Instant::now();
        let tables = (variant.new_session().tables_loader())(source, &search::tables::silent)
            .map_err(Failure::from)?;
        let load = t0.elapsed();
        let line = say(
            "cli-bench-hints-tables",
            &[
                ("label", text(&label)),
                ("ms", text(format!("{:.1}", load.as_secs_f64() * 1e3))),
                ("budget", text(variant.hint_time().as_millis())),
            ],
        );
        println!("{line}");
        let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
        let levels = match &args.level {
            Some(level) => vec![level.clone()],
            None => variant.level_names(),
        };
        for level in levels {
            let mut runs = Runs::default();
            for _ in 0..args.count {
                runs.one(&puzzles, &variant, tables.as_ref(), &level, &mut rng)?;
            }
            runs.print(&level, args.count);
        }
    }
    Ok(())
}

/// The hints of one level: each game's preparation and hint time (ms), how many were
/// proven optimal, their lengths.
#[derive(Default)]
struct Runs {
    prep: Vec<f64>,
    times: Vec<f64>,
    optimal: usize,
    lengths: Vec<usize>,
}

impl Runs {
    /// A new game at `level` and its first hint, checked: the hint's plan solves the game.
    fn one(
        &mut self,
        puzzles: &Puzzles,
        variant: &Variant,
        tables: Option<&AnyTables>,
        level: &str,
        rng: &mut ChaCha8Rng,
    ) -> Result<()> {
        let t0 = Instant::now();
        let mut s = variant.new_session();
        if let Some(t) = tables {
            s.attach(t);
        }
        s.new_game(level, rng).map_err(Failure::from)?;
        self.prep.push(t0.elapsed().as_secs_f64() * 1e3);
        let solver = s.solver();
        let t0 = Instant::now();
        let budget = Budget::unlimited().with_timeout(variant.hint_time());
        let plan = solver(&budget).map_err(Failure::from)?;
        self.times.push(t0.elapsed().as_secs_f64() * 1e3);
        if plan.moves.is_empty() {
            let state = s.state_text();
            return Err(Failure::Check(Check::NoHint { state }).into());
        }
        let mut check = puzzles.restore(&s.record()).map_err(Failure::from)?;
        check.play(&plan.moves.join(" ")).map_err(Failure::from)?;
        if !check.is_solved() {
            return Err(Failure::Check(Check::HintUnsolved).into());
        }
        self.optimal += plan.optimal as usize;
        self.lengths.push(plan.moves.len());
        Ok(())
    }

    /// The level's line.
    fn print(&self, level: &str, count: usize) {
        let mean_len = self.lengths.iter().sum::<usize>() as f64 / self.lengths.len().max(1) as f64;
        let prep_max = self.prep.iter().copied().fold(0.0, f64::max);
        let line = say(
            "cli-bench-hints-level",
            &[
                (
                    "level",
                    text(format!(
                        "{:<8}",
                        crate::i18n::tell(&game::level_label(level))
                    )),
                ),
                ("times", text(time_summary(&self.times))),
                ("optimal", text(self.optimal)),
                ("count", text(count)),
                ("mean", text(format!("{mean_len:.1}"))),
                ("prep", text(format!("{prep_max:.1}"))),
            ],
        );
        println!("  {line}");
    }
}
