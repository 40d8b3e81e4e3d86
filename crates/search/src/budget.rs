//! Limits on a search (a deadline, a cancellation flag, a node limit) and the [`Meter`]
//! every search counts its nodes with, which polls the budget at one cadence.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::clock::{self, Clock, Moment, Stopwatch};

/// When a search must stop early. The default budget never stops a search.
///
/// Searches poll [`Budget::exhausted`] every [`POLL_EVERY`] nodes (through a [`Meter`]),
/// so stopping costs nothing measurable and happens within a millisecond or so of the
/// deadline. The deadline is on the budget's [`Clock`] (the system's unless given): a test
/// moves it by hand.
#[derive(Clone, Debug)]
pub struct Budget {
    clock: Arc<dyn Clock>,
    deadline: Option<Moment>,
    /// Flags any of which stops the search.
    cancel: Vec<Arc<AtomicBool>>,
    node_limit: Option<u64>,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            clock: clock::system(),
            deadline: None,
            cancel: Vec::new(),
            node_limit: None,
        }
    }
}

impl Budget {
    /// A budget without limits.
    pub fn unlimited() -> Self {
        Self::default()
    }

    /// This budget on another clock (set it before any deadline: a deadline is a moment
    /// of its clock).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Self {
        self.clock = clock;
        self
    }

    /// The clock its deadline is on.
    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    /// The time now on its clock.
    pub fn now(&self) -> Moment {
        self.clock.now()
    }

    /// A stopwatch started now on its clock (a solve's time).
    pub fn stopwatch(&self) -> Stopwatch {
        Stopwatch::start(self.clock.clone())
    }

    /// Stops the search `timeout` from now.
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.deadline = self.now().checked_add(timeout);
        self
    }

    /// Stops the search at `deadline` (a moment of its clock).
    pub fn with_deadline(mut self, deadline: Moment) -> Self {
        self.deadline = Some(deadline);
        self
    }

    /// Stops the search once `flag` is set (by another thread), as well as once any flag
    /// given before is.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel.push(flag);
        self
    }

    /// Stops the search after `nodes` expanded nodes.
    pub fn with_node_limit(mut self, nodes: u64) -> Self {
        self.node_limit = Some(nodes);
        self
    }

    /// This budget with at most `nodes` expanded nodes (its own limit kept when lower).
    pub fn with_node_limit_at_most(mut self, nodes: u64) -> Self {
        self.node_limit = Some(self.node_limit.map_or(nodes, |l| l.min(nodes)));
        self
    }

    /// The deadline, if any.
    pub fn deadline(&self) -> Option<Moment> {
        self.deadline
    }

    /// Whether the search must stop, given the nodes it has expanded so far.
    pub fn exhausted(&self, nodes: u64) -> bool {
        if self.node_limit.is_some_and(|limit| nodes >= limit) {
            return true;
        }
        if self.cancelled() {
            return true;
        }
        self.deadline.is_some_and(|d| self.now() >= d)
    }

    /// Whether a cancellation flag is set (the deadline and node limit aside).
    pub fn cancelled(&self) -> bool {
        self.cancel.iter().any(|f| f.load(Ordering::Relaxed))
    }

    /// The time left before the deadline (`None` when there is no deadline).
    pub fn remaining(&self) -> Option<Duration> {
        self.deadline.map(|d| d.since(self.now()))
    }

    /// A budget for a stage that follows a search this budget stopped: the same
    /// cancellation flags and deadline, but at most `time` from now and no node limit (the
    /// limit was the search's own).
    pub fn after(&self, time: Duration) -> Budget {
        let end = self.now().checked_add(time);
        Budget {
            clock: self.clock.clone(),
            deadline: match (self.deadline, end) {
                (Some(d), Some(e)) => Some(d.min(e)),
                (d, e) => d.or(e),
            },
            cancel: self.cancel.clone(),
            node_limit: None,
        }
    }

    /// This budget with its deadline `margin` earlier (but not before now): a search that
    /// must hand back its answer by the deadline stops in time to wind down its threads and
    /// build the answer. A budget without a deadline is returned as it is.
    pub fn ending_early(&self, margin: Duration) -> Budget {
        let now = self.now();
        let mut b = self.clone();
        b.deadline = self.deadline.map(|d| d.saturating_sub(margin).max(now));
        b
    }

    /// This budget with at most `share` of the time it has left (all of it when it has no
    /// deadline): a first stage of a solve that leaves the rest to the next.
    pub fn share(&self, share: f64) -> Budget {
        match self.remaining() {
            Some(r) => self.clone().with_timeout(r.mul_f64(share.clamp(0.0, 1.0))),
            None => self.clone(),
        }
    }
}

/// Nodes between two polls of the budget, for every search: a deadline is noticed within
/// well under a millisecond and the poll costs nothing measurable.
pub const POLL_EVERY: u64 = 4096;

/// What the workers of one search share: the nodes counted so far (in steps of
/// [`POLL_EVERY`], for the node limit) and whether they must stop.
#[derive(Debug, Default)]
pub struct Shared {
    nodes: AtomicU64,
    /// Set when the budget ran out: every worker stops.
    exhausted: AtomicBool,
    /// Set when one worker is done (it found what the search looks for): the others stop,
    /// and the search as a whole did not run out of budget.
    done: AtomicBool,
}

impl Shared {
    /// A fresh state for one search.
    pub fn new() -> Shared {
        Shared::default()
    }

    /// Tells every worker to stop because the search is done.
    pub fn finish(&self) {
        self.done.store(true, Ordering::Relaxed);
    }

    /// Whether a worker said the search is done.
    pub fn is_done(&self) -> bool {
        self.done.load(Ordering::Relaxed)
    }

    /// Whether the budget ran out.
    pub fn is_exhausted(&self) -> bool {
        self.exhausted.load(Ordering::Relaxed)
    }
}

/// Counts a search's nodes and polls its budget every [`POLL_EVERY`] of them. The hot loop
/// calls [`Meter::visit`] once per node: an increment and a test.
pub struct Meter<'a> {
    budget: &'a Budget,
    shared: Option<&'a Shared>,
    /// Nodes counted by this meter.
    pub nodes: u64,
    /// Nodes counted before it (earlier passes of the same search), for the node limit.
    base: u64,
    stopped: bool,
}

impl<'a> Meter<'a> {
    /// A meter for a search on one thread.
    pub fn new(budget: &'a Budget) -> Meter<'a> {
        Meter {
            budget,
            shared: None,
            nodes: 0,
            base: 0,
            stopped: false,
        }
    }

    /// A meter for one of several workers of a search.
    pub fn shared(budget: &'a Budget, shared: &'a Shared) -> Meter<'a> {
        Meter {
            budget,
            shared: Some(shared),
            nodes: 0,
            base: 0,
            stopped: false,
        }
    }

    /// The meter of a later pass of a search that counted `nodes` before it.
    pub fn after(mut self, nodes: u64) -> Meter<'a> {
        self.base = nodes;
        self
    }

    /// Counts a node; `false` once the search must stop.
    #[inline(always)]
    pub fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & (POLL_EVERY - 1) == 0 {
            self.poll();
        }
        !self.stopped
    }

    #[cold]
    #[inline(never)]
    fn poll(&mut self) {
        let total = match self.shared {
            Some(s) => {
                if s.is_done() || s.is_exhausted() {
                    self.stopped = true;
                    return;
                }
                s.nodes.fetch_add(POLL_EVERY, Ordering::Relaxed) + POLL_EVERY
            }
            None => self.nodes,
        } + self.base;
        if self.budget.exhausted(total) {
            self.stopped = true;
            if let Some(s) = self.shared {
                s.exhausted.store(true, Ordering::Relaxed);
            }
        }
    }

    /// Whether the search must stop (the budget ran out, or another worker is done).
    #[inline(always)]
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Whether the budget ran out (not merely another worker being done).
    pub fn exhausted(&self) -> bool {
        self.stopped && self.shared.is_none_or(Shared::is_exhausted)
    }

    /// Checks the budget and the other workers now (between two tasks, say).
    pub fn check(&mut self) -> bool {
        if !self.stopped {
            match self.shared {
                Some(s) if s.is_done() || s.is_exhausted() => self.stopped = true,
                Some(s) => {
                    if self
                        .budget
                        .exhausted(self.base + s.nodes.load(Ordering::Relaxed))
                    {
                        self.stopped = true;
                        s.exhausted.store(true, Ordering::Relaxed);
                    }
                }
                None => self.stopped = self.budget.exhausted(self.base + self.nodes),
            }
        }
        !self.stopped
    }

    /// The budget.
    pub fn budget(&self) -> &Budget {
        self.budget
    }

    /// Goes on under another budget (a last stage after the first ran out), the nodes
    /// counted so far kept.
    pub fn go_on(&mut self, budget: &'a Budget) {
        self.budget = budget;
        self.stopped = false;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_node_limit_at_most_keeps_a_lower_one() {
        let b = Budget::unlimited().with_node_limit_at_most(100);
        assert!(!b.exhausted(99) && b.exhausted(100));
        let lower = Budget::unlimited().with_node_limit(10);
        assert!(lower.clone().with_node_limit_at_most(100).exhausted(10));
        assert!(!lower.with_node_limit_at_most(5).exhausted(4));
    }

    #[test]
    fn a_later_stage_keeps_the_deadline_and_the_flag_but_not_the_node_limit() {
        let flag = Arc::new(AtomicBool::new(false));
        let b = Budget::unlimited()
            .with_node_limit(10)
            .with_cancel(flag.clone())
            .with_timeout(Duration::from_secs(60));
        assert!(b.exhausted(10));
        let later = b.after(Duration::from_secs(1));
        assert!(!later.exhausted(1_000_000));
        assert!(later.remaining().unwrap() <= Duration::from_secs(1));
        // Not past the deadline it had.
        let soon = Budget::unlimited().with_timeout(Duration::from_millis(5));
        assert!(
            soon.after(Duration::from_secs(9)).remaining().unwrap() <= Duration::from_millis(5)
        );
        assert!(Budget::unlimited()
            .after(Duration::from_secs(1))
            .deadline()
            .is_some());
        flag.store(true, Ordering::Relaxed);
        assert!(later.exhausted(0));
    }

    use super::*;

    #[test]
    fn unlimited_never_stops() {
        assert!(!Budget::unlimited().exhausted(u64::MAX - 1));
    }

    #[test]
    fn node_limit_and_cancel_stop() {
        let b = Budget::unlimited().with_node_limit(10);
        assert!(!b.exhausted(9));
        assert!(b.exhausted(10));
        let flag = Arc::new(AtomicBool::new(false));
        let b = Budget::unlimited().with_cancel(flag.clone());
        assert!(!b.exhausted(0));
        flag.store(true, Ordering::Relaxed);
        assert!(b.exhausted(0));
    }

    #[test]
    fn every_cancel_flag_given_stops() {
        let (first, second) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicBool::new(false)),
        );
        let b = Budget::unlimited()
            .with_cancel(first.clone())
            .with_cancel(second.clone());
        assert!(!b.cancelled());
        second.store(true, Ordering::Relaxed);
        assert!(b.cancelled() && b.after(Duration::from_secs(1)).cancelled());
        second.store(false, Ordering::Relaxed);
        first.store(true, Ordering::Relaxed);
        assert!(b.exhausted(0));
    }

    #[test]
    fn past_deadline_stops() {
        let b = Budget::unlimited().with_timeout(Duration::ZERO);
        assert!(b.exhausted(0));
        assert_eq!(b.remaining(), Some(Duration::ZERO));
        assert!(b.share(0.5).exhausted(0));
    }

    #[test]
    fn ending_early_moves_the_deadline_and_keeps_the_rest() {
        let flag = Arc::new(AtomicBool::new(false));
        let b = Budget::unlimited()
            .with_timeout(Duration::from_secs(10))
            .with_cancel(flag.clone())
            .with_node_limit(7);
        let e = b.ending_early(Duration::from_secs(4));
        let (d, de) = (b.deadline().unwrap(), e.deadline().unwrap());
        assert_eq!(d - de, Duration::from_secs(4));
        assert!(e.exhausted(7) && !e.exhausted(6));
        flag.store(true, Ordering::Relaxed);
        assert!(e.cancelled());
        // Never before now, and nothing to move without a deadline.
        let past = b.ending_early(Duration::from_secs(3600));
        assert!(past.exhausted(0));
        assert!(past.deadline().unwrap() <= past.now());
        let open = Budget::unlimited().ending_early(Duration::from_secs(1));
        assert_eq!(open.deadline(), None);
        assert!(!open.exhausted(u64::MAX - 1));
    }

    #[test]
    fn a_meter_stops_at_the_first_poll_past_the_limit() {
        let b = Budget::unlimited().with_node_limit(5000);
        let mut m = Meter::new(&b);
        let mut n = 0;
        while m.visit() {
            n += 1;
        }
        assert_eq!(n + 1, 2 * POLL_EVERY);
        assert!(m.exhausted());
    }

    #[test]
    fn shared_meters_count_together_and_stop_together() {
        let b = Budget::unlimited().with_node_limit(3 * POLL_EVERY);
        let s = Shared::new();
        let mut a = Meter::shared(&b, &s);
        let mut c = Meter::shared(&b, &s);
        for _ in 0..POLL_EVERY {
            a.visit();
            c.visit();
        }
        // 2 · POLL_EVERY counted in all: below the limit.
        assert!(!a.stopped() && !c.stopped());
        for _ in 0..POLL_EVERY {
            a.visit();
        }
        assert!(a.stopped() && a.exhausted());
        assert!(!c.check());
        // Done (found) is not exhausted.
        let s = Shared::new();
        let b = Budget::unlimited();
        let mut m = Meter::shared(&b, &s);
        s.finish();
        assert!(!m.check());
        assert!(!m.exhausted());
    }
}
