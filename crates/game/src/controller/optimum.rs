//! A tiles solve's optimum, found after the solve in the background where it is quick:
//! 3×3 and 4×4 exactly (the optimal solver over the game's tables), 5×5 as a proven bound
//! (the near solver's, with the 6-6-6-6 tables loaded: "at most N over"). The solve keeps
//! it ([`crate::store::Store::set_optimum`]); a search that does not end in its time leaves
//! nothing.

use std::time::Duration;

use search::Budget;

use std::sync::{Arc, Mutex};

use crate::any::restore;
use crate::kind::{PuzzleKind, Variant};
use crate::session::{SessionRecord, SolverTables};
use crate::store::Store;

/// The longest the search for one solve's optimum runs.
pub const OPTIMUM_BUDGET: Duration = Duration::from_secs(10);

/// Whether a game's optimum is worth measuring: tiles of 3×3, 4×4 or 5×5.
fn measured(record: &SessionRecord) -> bool {
    record.puzzle == PuzzleKind::Sliding
        && matches!(
            Variant::from_record(record.puzzle, &record.variant).map(|v| v.size()),
            Ok(Some((3, 3) | (4, 4) | (5, 5)))
        )
}

/// Starts measuring the optimum of a solved game's start, for its solve `solve`.
pub(super) fn measure(
    record: &SessionRecord,
    loaded: &[SolverTables],
    store: Arc<Mutex<Store>>,
    solve: i64,
) {
    if !measured(record) {
        return;
    }
    let Ok(mut session) = restore(record) else {
        return;
    };
    session.restart();
    for t in loaded {
        session.attach(t);
    }
    let solver = session.solver();
    std::thread::spawn(move || {
        let budget = Budget::unlimited().with_timeout(OPTIMUM_BUDGET);
        let Ok(plan) = solver(&budget) else {
            return;
        };
        let found = if plan.optimal {
            Some((plan.moves.len() as u32, true))
        } else {
            plan.lower_bound.map(|b| (b, false))
        };
        if let Some((optimum, exact)) = found {
            // A store that cannot write loses only this figure.
            let store = store.lock().unwrap_or_else(|e| e.into_inner());
            let _ = store.set_optimum(solve, optimum, exact);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::lock;
    use crate::store::{Mode, SessionKind};

    #[test]
    fn a_solved_3x3_game_gets_its_optimum() {
        let store: Arc<Mutex<Store>> = Arc::new(Mutex::new(Store::in_memory().unwrap()));
        let mut s = crate::new_session(&Variant::tiles(3, 3).unwrap());
        s.set_position("1 2 3/4 5 6/0 7 8").unwrap();
        // Solved the long way round: 4 moves where 2 do.
        s.play("L R L L").unwrap();
        assert!(s.is_solved());
        let record = s.record();
        let id = lock(&store).start(&record).unwrap();
        let done = lock(&store).finish(id, &record, true).unwrap();
        let solve = done.solve.unwrap();
        measure(&record, &[], store.clone(), solve);
        let t0 = std::time::Instant::now();
        loop {
            let got = lock(&store).solve(solve).unwrap();
            if got.optimum.is_some() {
                assert_eq!(
                    (got.optimum, got.optimum_exact, got.moves),
                    (Some(2), Some(true), Some(4))
                );
                break;
            }
            assert!(t0.elapsed() < Duration::from_secs(10), "no optimum");
            std::thread::sleep(Duration::from_millis(5));
        }
        let kind = SessionKind::of(PuzzleKind::Sliding, "3x3", Mode::Screen);
        assert_eq!(lock(&store).current_session(&kind).unwrap().solves, 1);
    }
}
