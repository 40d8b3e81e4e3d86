//! `puzzlebox bench hints`: what a player waits for. For every puzzle and level: loading
//! the tables from the cache, preparing a new game, and the time from asking for a hint
//! to having it (with the game's own budget), and how often the hint was proven optimal.

use std::time::Instant;

use anyhow::Result;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::Budget;

use crate::cli::HintsBench;
use crate::output::time_summary;
use game::controller::hint_budget;
use game::PuzzleKind;

/// Runs the benchmark.
pub fn hints(args: HintsBench) -> Result<()> {
    let loader = super::loader();
    for (kind, variant, label) in [
        (PuzzleKind::Sliding, String::new(), "sliding 3x3"),
        (
            PuzzleKind::Sliding,
            sliding::Board::solved(4, 4)?.to_string(),
            "sliding 4x4",
        ),
        (PuzzleKind::Cube, String::new(), "cube"),
        (PuzzleKind::Rings, String::new(), "rings"),
    ] {
        let puzzle = kind.name();
        let t0 = Instant::now();
        let tables = loader(kind, &variant, std::sync::Arc::new(|_: &str, _, _| {}))
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let load = t0.elapsed();
        println!(
            "{label}: tables ready in {:.1} ms; hint budget {} ms",
            load.as_secs_f64() * 1e3,
            hint_budget(kind).as_millis()
        );
        let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
        let levels = game::new_session(puzzle, &variant)?.level_names();
        for level in levels {
            let (mut prep, mut times, mut optimal, mut lengths) =
                (Vec::new(), Vec::new(), 0, Vec::new());
            for _ in 0..args.count {
                let t0 = Instant::now();
                let mut s = game::new_session(puzzle, &variant)?;
                if let Some(t) = &tables {
                    s.attach(t);
                }
                s.new_game(&level, &mut rng)?;
                prep.push(t0.elapsed().as_secs_f64() * 1e3);
                let solver = s.solver();
                let t0 = Instant::now();
                let budget = Budget::unlimited().with_timeout(hint_budget(kind));
                let plan = solver(&budget).map_err(anyhow::Error::msg)?;
                times.push(t0.elapsed().as_secs_f64() * 1e3);
                anyhow::ensure!(!plan.moves.is_empty(), "no hint for {}", s.state_text());
                // The hint leads somewhere: its plan solves the game.
                let mut check = game::restore(&s.record())?;
                check.play(&plan.moves.join(" "))?;
                anyhow::ensure!(check.is_solved(), "a hint's plan did not solve the game");
                optimal += plan.optimal as usize;
                lengths.push(plan.moves.len());
            }
            let mean_len = lengths.iter().sum::<usize>() as f64 / lengths.len().max(1) as f64;
            let prep_max = prep.iter().copied().fold(0.0, f64::max);
            println!(
                "  {level:<8} hint {}; {optimal}/{} optimal, plan mean {mean_len:.1} moves; new game max {prep_max:.1} ms",
                time_summary(&times),
                args.count,
            );
        }
    }
    Ok(())
}
