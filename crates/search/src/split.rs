//! One pass of a search split over threads: the subtrees a few moves below the root are
//! tasks, handed out one at a time to the workers (so that a slow subtree never holds up
//! the others), each searched by the puzzle's own inner loop.
//!
//! The tasks come from [`frontier`] (every node `depth` moves below the root that the
//! puzzle's pruning keeps, in the order a depth-first search would meet them) and may be
//! reordered by the caller (densest first, say). [`run`] gives them to `threads` workers;
//! the first task that finds something ends the pass (the others stop at their next poll
//! of the budget), as does the budget.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::budget::{Budget, Meter, Shared};
use crate::deepen::Pass;

/// The nodes `depth` moves below `root`, in depth-first order: `expand(node, g, emit)`
/// emits the children of a node `g` moves deep that are worth searching (the puzzle's move
/// pruning and its bound applied). The nodes on the way are not counted as searched.
pub fn frontier<N>(
    root: N,
    depth: u32,
    mut expand: impl FnMut(&N, u32, &mut dyn FnMut(N)),
) -> Vec<N> {
    let mut level = vec![root];
    for g in 0..depth {
        let mut next = Vec::with_capacity(level.len() * 8);
        for n in &level {
            expand(n, g, &mut |c| next.push(c));
        }
        level = next;
    }
    level
}

/// Runs one pass over `tasks` on `threads` workers (`before`: the nodes of the search's
/// earlier passes, for a node limit). `worker()` makes a worker's state (its
/// path stack, say); `search(state, task, meter)` searches one task, counting its nodes on
/// the meter, and says what it found as a pass does ([`Pass::Stopped`] when the budget or
/// another worker being done stopped it). With one thread or one task, everything runs on the calling thread.
///
/// Returns what the pass found (the first task to find something wins) and the nodes of
/// every worker.
pub fn run<N: Sync, W, T: Send>(
    tasks: &[N],
    threads: usize,
    budget: &Budget,
    before: u64,
    worker: impl Fn() -> W + Sync,
    search: impl Fn(&mut W, &N, &mut Meter) -> Pass<T> + Sync,
) -> (Pass<T>, u64) {
    let shared = Shared::new();
    let next = AtomicUsize::new(0);
    let found: Mutex<Option<T>> = Mutex::new(None);
    let work = || {
        let mut state = worker();
        let mut meter = Meter::shared(budget, &shared).after(before);
        let mut least: Option<u32> = None;
        loop {
            if meter.stopped() {
                break;
            }
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(task) = tasks.get(i) else { break };
            match search(&mut state, task, &mut meter) {
                Pass::Found(t) => {
                    let mut f = found.lock().unwrap_or_else(|e| e.into_inner());
                    if f.is_none() {
                        *f = Some(t);
                    }
                    shared.finish();
                    break;
                }
                Pass::Exceeded(Some(c)) => least = Some(least.map_or(c, |l| l.min(c))),
                Pass::Exceeded(None) => {}
                Pass::Stopped => break,
            }
        }
        (meter.nodes, least)
    };
    let results: Vec<(u64, Option<u32>)> = if threads <= 1 || tasks.len() <= 1 {
        vec![work()]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or((0, None)))
                .collect()
        })
    };
    let nodes = results.iter().map(|r| r.0).sum();
    if let Some(t) = found.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return (Pass::Found(t), nodes);
    }
    if shared.is_exhausted() {
        return (Pass::Stopped, nodes);
    }
    let least = results.iter().filter_map(|r| r.1).min();
    (Pass::Exceeded(least), nodes)
}

/// What each task of a split pass showed (one number: the nodes it took, the least
/// estimate met in it, …) by the task's key, for the next pass to order its own tasks by
/// (a deeper pass's frontier holds the same nodes, and more). Before a pass,
/// [`Memo::start`]; while it runs, each worker [`Memo::mark`]s the task it finished; after
/// it, [`Memo::keep`] files the numbers by key for the next pass's [`Memo::last`]. A task
/// the pass did not finish (it found a solution first, or ran out of budget) shows 0.
pub struct Memo<K> {
    last: HashMap<K, u64>,
    marks: Vec<AtomicU64>,
}

impl<K: Hash + Eq> Default for Memo<K> {
    fn default() -> Self {
        Memo {
            last: HashMap::new(),
            marks: Vec::new(),
        }
    }
}

impl<K: Hash + Eq> Memo<K> {
    /// The number the task keyed `key` showed in the last pass kept, if it was a task.
    pub fn last<Q: Hash + Eq + ?Sized>(&self, key: &Q) -> Option<u64>
    where
        K: Borrow<Q>,
    {
        self.last.get(key).copied()
    }

    /// Makes room for a pass of `tasks` tasks, every number 0.
    pub fn start(&mut self, tasks: usize) {
        self.marks = (0..tasks).map(|_| AtomicU64::new(0)).collect();
    }

    /// Task `i` of the pass showed `value` (from any worker).
    pub fn mark(&self, i: usize, value: u64) {
        self.marks[i].store(value, Ordering::Relaxed);
    }

    /// Files the pass's numbers under its tasks' keys (task `i`'s the `i`-th), forgetting
    /// the pass before.
    pub fn keep(&mut self, keys: impl IntoIterator<Item = K>) {
        let marks = std::mem::take(&mut self.marks);
        self.last = keys
            .into_iter()
            .zip(marks)
            .map(|(k, m)| (k, m.into_inner()))
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frontier_is_in_depth_first_order() {
        // A binary tree of strings: children append "0" and "1"; prune "10".
        let f = frontier(String::new(), 2, |n, _, emit| {
            for c in ["0", "1"] {
                let s = format!("{n}{c}");
                if s != "10" {
                    emit(s);
                }
            }
        });
        assert_eq!(f, ["00", "01", "11"]);
    }

    #[test]
    fn the_first_find_wins_and_costs_fold_to_the_least() {
        let tasks: Vec<u32> = (0..50).collect();
        for threads in [1, 2, 4] {
            let (p, nodes) = run(
                &tasks,
                threads,
                &Budget::unlimited(),
                0,
                || (),
                |_, &t, m| {
                    m.visit();
                    Pass::<u32>::Exceeded(Some(100 - t))
                },
            );
            assert_eq!((p, nodes), (Pass::Exceeded(Some(51)), 50));
            let (p, _) = run(
                &tasks,
                threads,
                &Budget::unlimited(),
                0,
                || (),
                |_, &t, m| {
                    m.visit();
                    if t == 7 {
                        Pass::Found(t)
                    } else {
                        Pass::Exceeded(None)
                    }
                },
            );
            assert_eq!(p, Pass::Found(7));
        }
    }

    #[test]
    fn a_memo_keeps_the_last_pass_by_key() {
        let mut memo: Memo<Vec<u8>> = Memo::default();
        assert_eq!(memo.last(&[1u8][..]), None);
        memo.start(3);
        let order = [2usize, 0, 1];
        let tasks = [vec![1u8], vec![1, 2], vec![3]];
        let (p, _) = run(
            &order,
            2,
            &Budget::unlimited(),
            0,
            || (),
            |_, &i, _| {
                memo.mark(i, 10 + i as u64);
                Pass::<()>::Exceeded(None)
            },
        );
        assert_eq!(p, Pass::Exceeded(None));
        memo.keep(tasks.iter().cloned());
        assert_eq!(memo.last(&[1u8, 2][..]), Some(11));
        assert_eq!(memo.last(&[3u8][..]), Some(12));
        // The next pass forgets this one's keys.
        memo.start(1);
        memo.keep([vec![9u8]]);
        assert_eq!(memo.last(&[3u8][..]), None);
        assert_eq!(memo.last(&[9u8][..]), Some(0));
    }

    #[test]
    fn the_budget_stops_every_worker() {
        let tasks: Vec<u32> = (0..8).collect();
        let b = Budget::unlimited().with_node_limit(10_000);
        let (p, nodes) = run(
            &tasks,
            2,
            &b,
            0,
            || (),
            |_, _, m| {
                while m.visit() {}
                Pass::<()>::Stopped
            },
        );
        assert_eq!(p, Pass::Stopped);
        assert!(nodes >= 10_000);
    }
}
