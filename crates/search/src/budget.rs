//! Limits on a search: a deadline, a cancellation flag, a node limit.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// When a search must stop early. The default budget never stops a search.
///
/// Solvers poll [`Budget::exhausted`] every few thousand nodes, so stopping costs nothing
/// measurable and happens within a millisecond or so of the deadline.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    node_limit: Option<u64>,
}

impl Budget {
    /// A budget without limits.
    pub fn unlimited() -> Self {
        Self::default()
    }

    /// Stops the search `timeout` from now.
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.deadline = Instant::now().checked_add(timeout);
        self
    }

    /// Stops the search at `deadline`.
    pub fn with_deadline(mut self, deadline: Instant) -> Self {
        self.deadline = Some(deadline);
        self
    }

    /// Stops the search once `flag` is set (by another thread).
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// Stops the search after `nodes` expanded nodes.
    pub fn with_node_limit(mut self, nodes: u64) -> Self {
        self.node_limit = Some(nodes);
        self
    }

    /// The deadline, if any.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Whether the search must stop, given the nodes it has expanded so far.
    pub fn exhausted(&self, nodes: u64) -> bool {
        if self.node_limit.is_some_and(|limit| nodes >= limit) {
            return true;
        }
        if let Some(flag) = &self.cancel {
            if flag.load(Ordering::Relaxed) {
                return true;
            }
        }
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether the cancellation flag is set (the deadline and node limit aside).
    pub fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// The time left before the deadline (`None` when there is no deadline).
    pub fn remaining(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }
}

#[cfg(test)]
mod tests {
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
    fn past_deadline_stops() {
        let b = Budget::unlimited().with_timeout(Duration::ZERO);
        assert!(b.exhausted(0));
        assert_eq!(b.remaining(), Some(Duration::ZERO));
    }
}
