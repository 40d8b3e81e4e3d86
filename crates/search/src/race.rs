//! A deepening raced by a companion: another solver, on a thread of its own, looks for
//! short solutions while the passes run, and each it finds is an upper bound for
//! [`deepen`](crate::deepen()). Once the best known is no longer than the running pass's
//! bound, that pass stops and the search ends with it, proven optimal (every shorter bound
//! was searched).
//!
//! An IDA* search spends most of its time in its last pass, and the pass before it
//! proves the bound that makes a solution of the next length optimal. So the companion
//! aims, during the pass of bound `b`, at `aim(b)` (the caller's policy): one past `b` finds
//! the solution that makes the next pass (the costliest, about as costly as all before it
//! times the branching factor) needless; `b` itself races the running pass, worth it when
//! that pass is likely the last. The companion is asked again when the aim changes, has a
//! time box per aim, and is stopped when the search ends.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::clock::Moment;

use crate::deepen::{deepen, Deepened, Pass};
use crate::Budget;

/// What the deepening and its companion share.
struct Race {
    /// The shortest solution known (`u32::MAX`: none).
    best: AtomicU32,
    /// The running pass's bound.
    bound: AtomicU32,
    /// The length the companion looks for (at most).
    aim: AtomicU32,
    /// The length it should look for during the running pass.
    next: AtomicU32,
    /// Set while the best known is no longer than the running pass's bound.
    stop_pass: Arc<AtomicBool>,
    /// Set when a pass begins with another aim than the companion's (or the search ends).
    retarget: Arc<AtomicBool>,
    /// Set when the search ended.
    done: Arc<AtomicBool>,
    /// When the search began (on its budget's clock).
    start: Moment,
}

/// How long an idle companion waits between looks at the aim (a pass's start wakes it at
/// once).
const IDLE: Duration = Duration::from_millis(1);

/// The least time for one aim.
const MIN_BOX: Duration = Duration::from_millis(5);

impl Race {
    fn new(first: u32, known: Option<u32>, start: Moment) -> Race {
        Race {
            best: AtomicU32::new(known.unwrap_or(u32::MAX)),
            bound: AtomicU32::new(first),
            aim: AtomicU32::new(u32::MAX),
            next: AtomicU32::new(u32::MAX),
            stop_pass: Arc::new(AtomicBool::new(false)),
            retarget: Arc::new(AtomicBool::new(false)),
            done: Arc::new(AtomicBool::new(false)),
            start,
        }
    }

    fn best(&self) -> Option<u32> {
        Some(self.best.load(Ordering::SeqCst)).filter(|&b| b != u32::MAX)
    }

    /// A pass of `bound` begins, the companion to aim at `aim`.
    fn begin(&self, bound: u32, aim: u32) {
        self.bound.store(bound, Ordering::SeqCst);
        self.next.store(aim, Ordering::SeqCst);
        self.stop_pass
            .store(self.best.load(Ordering::SeqCst) <= bound, Ordering::SeqCst);
        if self.aim.load(Ordering::SeqCst) != aim {
            self.retarget.store(true, Ordering::SeqCst);
        }
    }

    /// The companion found a solution of `len`.
    fn offer(&self, len: u32) {
        self.best.fetch_min(len, Ordering::SeqCst);
        if len <= self.bound.load(Ordering::SeqCst) {
            self.stop_pass.store(true, Ordering::SeqCst);
        }
    }

    fn end(&self) {
        self.done.store(true, Ordering::SeqCst);
        self.retarget.store(true, Ordering::SeqCst);
    }

    /// What the companion should look for now: the aim for the running pass, if shorter
    /// than the best known and not below the bound; `None` when there is none (the search
    /// ends once the running pass ends) or the search is over.
    fn next_aim(&self) -> Option<u32> {
        let aim = self.next.load(Ordering::SeqCst);
        let ok = aim >= self.bound.load(Ordering::SeqCst) && aim < self.best.load(Ordering::SeqCst);
        (ok && !self.done.load(Ordering::SeqCst)).then_some(aim)
    }

    /// The companion's loop: looks for solutions of at most the aim until the search ends
    /// or `budget` does, each found kept in `found` (the shortest).
    fn run<S>(
        &self,
        budget: &Budget,
        (after, time_box): (Duration, f64),
        companion: &(impl Fn(u32, &Budget) -> Option<S> + Sync),
        len: &(impl Fn(&S) -> u32 + Sync),
        found: &Mutex<Option<S>>,
    ) {
        let b = budget
            .clone()
            .with_cancel(self.done.clone())
            .with_cancel(self.retarget.clone());
        // A short search is over before the companion would help: it only shares the cores.
        let elapsed = || budget.now().since(self.start);
        while elapsed() < after && !self.done.load(Ordering::SeqCst) {
            std::thread::park_timeout(after.saturating_sub(elapsed()));
        }
        while !self.done.load(Ordering::SeqCst) && !budget.exhausted(0) {
            let Some(aim) = self.next_aim() else {
                std::thread::park_timeout(IDLE);
                continue;
            };
            self.aim.store(aim, Ordering::SeqCst);
            self.retarget.store(false, Ordering::SeqCst);
            // A pass may have begun between the look and the store.
            if self.next.load(Ordering::SeqCst) != aim || self.done.load(Ordering::SeqCst) {
                continue;
            }
            let boxed = b.after(elapsed().mul_f64(time_box).max(MIN_BOX));
            match companion(aim, &boxed).filter(|s| len(s) <= aim) {
                Some(s) => {
                    let l = len(&s);
                    let mut f = found.lock().unwrap_or_else(|e| e.into_inner());
                    if f.as_ref().is_none_or(|old| len(old) > l) {
                        *f = Some(s);
                    }
                    drop(f);
                    self.offer(l);
                }
                // Stopped (asked again below), out of time, or none within its reach:
                // wait for the aim to change.
                None => {
                    while !self.retarget.load(Ordering::SeqCst) && !budget.exhausted(0) {
                        std::thread::park_timeout(IDLE);
                    }
                }
            }
        }
    }
}

/// A companion solver and how it is asked.
pub struct Companion<A, C, L> {
    /// What it looks for during the pass of bound `b`: a solution of at most `aim(b)`
    /// (taken as at least `b`).
    pub aim: A,
    /// Its time for one aim, over the search's time before it sets the aim (its searches'
    /// times have a long tail, and while it runs the passes share the cores with it).
    pub time_box: f64,
    /// How long the search runs before the companion starts (a search shorter than this
    /// would only share its cores with it).
    pub after: Duration,
    /// `solve(aim, budget)`: a solution of at most `aim`, found within `budget` (which
    /// stops it when the aim changes or the search ends), or `None`.
    pub solve: C,
    /// A solution's length.
    pub len: L,
}

/// [`deepen`] from bound `first` (with `known`, the length of a solution in hand, as its
/// upper bound), raced by `companion` on a thread of its own. `pass(bound, nodes before,
/// budget)` runs one pass within the budget it is given (the search's, stopped also once
/// the companion holds a solution no longer than the bound). Returns how the deepening
/// ended and the companion's shortest solution: with [`Deepened::upper_proven`] and no
/// solution of the passes', the companion's (or, no shorter found, the one in hand) is
/// optimal. Where the host has no threads ([`crate::par::THREADS`]) the passes run alone.
pub fn deepen_raced<T, S: Send, A, C, L>(
    first: u32,
    known: Option<u32>,
    budget: &Budget,
    mut pass: impl FnMut(u32, u64, &Budget) -> (Pass<T>, u64),
    companion: Companion<A, C, L>,
) -> (Deepened<T>, Option<S>)
where
    A: Fn(u32) -> u32,
    C: Fn(u32, &Budget) -> Option<S> + Sync,
    L: Fn(&S) -> u32 + Sync,
{
    if !crate::par::THREADS {
        // No thread for the companion (a browser's): the passes alone, as proven.
        let r = deepen(first, known, |b, before| pass(b, before, budget), |_| None);
        return (r, None);
    }
    let race = Race::new(first, known, budget.now());
    let aim = |b: u32| (companion.aim)(b).max(b);
    race.begin(first, aim(first));
    let found = Mutex::new(None);
    let pass_budget = budget.clone().with_cancel(race.stop_pass.clone());
    let (solve, len) = (&companion.solve, &companion.len);
    let times = (companion.after, companion.time_box);
    let r = std::thread::scope(|s| {
        let c = s.spawn(|| race.run(budget, times, solve, len, &found));
        let r = deepen(
            first,
            known,
            |bound, before| {
                race.begin(bound, aim(bound));
                c.thread().unpark();
                pass(bound, before, &pass_budget)
            },
            |_| race.best(),
        );
        race.end();
        c.thread().unpark();
        r
    });
    (r, found.into_inner().unwrap_or_else(|e| e.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;
    use std::sync::atomic::AtomicU64;

    /// Waits until `cond` holds (a spin on the condition); gives up, as a hang, after a
    /// minute.
    fn wait_for(cond: impl Fn() -> bool) {
        let start = std::time::Instant::now();
        while !cond() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "gave up waiting: a hang"
            );
            std::thread::yield_now();
        }
    }

    /// A pass that proves every bound short of `optimum` at once; at `optimum`, finds its
    /// solution when `finds` once `ready()` holds, or else runs until its budget stops it.
    fn pass(
        bound: u32,
        budget: &Budget,
        optimum: u32,
        finds: bool,
        ready: impl Fn() -> bool,
    ) -> (Pass<u32>, u64) {
        if bound < optimum {
            return (Pass::Exceeded(Some(bound + 1)), 1);
        }
        if finds {
            wait_for(ready);
            return (Pass::Found(bound), 1);
        }
        wait_for(|| budget.exhausted(0));
        (Pass::Stopped, 1)
    }

    /// A companion that finds nothing: it waits until its budget stops it.
    fn until_stopped(budget: &Budget) -> Option<u32> {
        wait_for(|| budget.exhausted(0));
        None
    }

    #[test]
    fn a_companion_solution_one_past_the_bound_saves_the_last_pass() {
        let asked = Mutex::new(Vec::new());
        let (r, s) = deepen_raced(
            3,
            Some(9),
            &Budget::unlimited(),
            |b, _, budget| pass(b, budget, 7, false, || true),
            Companion {
                aim: |b| b + 1,
                time_box: 13.0,
                after: Duration::ZERO,
                solve: |aim: u32, _: &Budget| {
                    asked.lock().unwrap().push(aim);
                    (aim >= 7).then_some(7u32)
                },
                len: |s: &u32| *s,
            },
        );
        // Proven by the pass of 6 ending empty; the pass of 7 never ran (or was stopped).
        assert_eq!((r.solution, r.lower_bound, r.upper_proven), (None, 7, true));
        assert_eq!(s, Some(7));
        assert!(asked.lock().unwrap().iter().all(|&a| a <= 8));
    }

    #[test]
    fn the_passes_win_when_the_companion_finds_nothing() {
        let calls = AtomicU64::new(0);
        let (r, s) = deepen_raced(
            2,
            Some(9),
            &Budget::unlimited(),
            // The pass of 5 finds its solution once the companion is looking.
            |b, _, budget| pass(b, budget, 5, true, || calls.load(Ordering::SeqCst) > 0),
            Companion {
                aim: |b| b + 1,
                time_box: 13.0,
                after: Duration::ZERO,
                solve: |_, budget: &Budget| {
                    calls.fetch_add(1, Ordering::SeqCst);
                    until_stopped(budget)
                },
                len: |s: &u32| *s,
            },
        );
        assert_eq!(
            (r.solution, r.lower_bound, r.upper_proven),
            (Some(5), 5, false)
        );
        assert_eq!(s, None);
        assert!(calls.load(Ordering::SeqCst) >= 1);
    }

    #[test]
    fn a_companion_solution_at_the_bound_stops_the_running_pass() {
        // The pass of 6 finds nothing until it is stopped; the companion, once the bound
        // is 6, finds one of 6 at once.
        let (r, s) = deepen_raced(
            6,
            None,
            &Budget::unlimited(),
            |b, _, budget| pass(b, budget, 6, false, || true),
            Companion {
                aim: |b| b,
                time_box: 13.0,
                after: Duration::ZERO,
                solve: |aim: u32, _: &Budget| Some(aim.min(6)).filter(|&a| a >= 6),
                len: |s: &u32| *s,
            },
        );
        assert_eq!((r.lower_bound, r.upper_proven, r.stopped), (6, true, false));
        assert_eq!(s, Some(6));
    }

    #[test]
    fn a_search_shorter_than_the_wait_runs_alone() {
        // The clock stands still: the companion's wait of 30 s never ends by itself, so
        // the search's end must wake it.
        let clock = ManualClock::new();
        let calls = AtomicU64::new(0);
        let (r, s) = deepen_raced(
            2,
            None,
            &Budget::unlimited().with_clock(clock),
            |b, _, budget| pass(b, budget, 4, true, || true),
            Companion {
                aim: |b| b + 1,
                time_box: 13.0,
                after: Duration::from_secs(30),
                solve: |aim: u32, _: &Budget| {
                    calls.fetch_add(1, Ordering::SeqCst);
                    Some(aim)
                },
                len: |s: &u32| *s,
            },
        );
        assert_eq!((r.solution, s), (Some(4), None));
        assert_eq!(calls.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn the_budget_stops_both() {
        // Each pass takes 10 ms of the clock; the budget has 30.
        let clock = ManualClock::new();
        let budget = Budget::unlimited()
            .with_clock(clock.clone())
            .with_timeout(Duration::from_millis(30));
        let (r, s) = deepen_raced(
            10,
            None,
            &budget,
            |b, _, budget| {
                clock.advance(Duration::from_millis(10));
                match budget.exhausted(0) {
                    true => (Pass::Stopped, 1),
                    false => pass(b, budget, 99, false, || true),
                }
            },
            Companion {
                aim: |b| b + 1,
                time_box: 13.0,
                after: Duration::ZERO,
                solve: |_, budget: &Budget| until_stopped(budget),
                len: |s: &u32| *s,
            },
        );
        assert!(r.stopped && !r.upper_proven);
        assert_eq!((r.solution, s), (None, None));
    }
}
