//! A solve's optimum, found after the solve in the background where the puzzle says it is
//! quick ([`door::Door::measures_optimum`]: the tiles' 3×3 and 4×4 exactly, 5×5 as a
//! proven bound, "at most N over"). The solve keeps it ([`Saves::set_optimum`]); a search
//! that does not end in its time leaves nothing.

use std::sync::Arc;
use std::time::Duration;

use search::Budget;

use crate::any::{AnySession, AnyTables};
use crate::exec::Executor;
use crate::saves::Saves;

/// The longest the search for one solve's optimum runs.
pub const OPTIMUM_BUDGET: Duration = Duration::from_secs(10);

/// Where a solve's optimum is kept, and what finds it.
pub(super) struct Measure<'a> {
    pub(super) saves: Arc<dyn Saves>,
    pub(super) executor: &'a dyn Executor,
    /// The search's budget ([`OPTIMUM_BUDGET`] on the controller's clock).
    pub(super) budget: Budget,
}

/// Starts measuring the optimum of a solved game's start (the game `session`), for its
/// solve `solve`.
pub(super) fn measure(session: &dyn AnySession, loaded: &[AnyTables], m: Measure, solve: i64) {
    let variant = session.variant();
    if !variant.measures_optimum() {
        return;
    }
    let Ok(mut start) = variant.restore(&session.record()) else {
        return;
    };
    start.restart();
    for t in loaded {
        start.attach(t);
    }
    let solver = start.solver();
    let Measure {
        saves,
        executor,
        budget,
    } = m;
    executor.spawn(Box::new(move || {
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
            let _ = saves.set_optimum(solve, optimum, exact);
        }
    }));
}
