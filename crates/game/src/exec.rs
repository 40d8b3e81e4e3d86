//! Work in the background, run by the host: the game core starts no thread of its own. A
//! host gives an [`Executor`] (a thread per job on a desktop; [`Inline`] where there are
//! no threads, or in a test that wants each job done when it starts), and the core's
//! [`Job`]s go through it, cancelled when no longer wanted.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::Duration;

use search::Budget;

/// Runs work the game core starts (loading tables, preparing a game, a hint's search).
pub trait Executor: Send + Sync {
    /// Runs `work`, now or on another thread; it hands its own result back.
    fn spawn(&self, work: Box<dyn FnOnce() + Send>);

    /// Whether work runs while its starter waits for it (false: it runs only when the
    /// host gets to it, as on a browser's one thread; a wait for it then only looks).
    fn runs_meanwhile(&self) -> bool {
        true
    }
}

/// Runs each job at once, on the thread that starts it: for a host without threads, and
/// for tests that want a job done as soon as it starts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inline;

impl Executor for Inline {
    fn spawn(&self, work: Box<dyn FnOnce() + Send>) {
        work()
    }
}

/// A computation handed to an executor, cancelled when asked or when the job is dropped (so
/// leaving a game or asking again stops the old search).
pub struct Job<T> {
    cancel: Arc<AtomicBool>,
    /// Whether a wait can see it done (see [`Executor::runs_meanwhile`]).
    waitable: bool,
    rx: Receiver<T>,
    done: Option<T>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on `executor` with `budget` plus this job's cancellation flag.
    pub fn start(
        executor: &dyn Executor,
        budget: Budget,
        work: impl FnOnce(&Budget) -> T + Send + 'static,
    ) -> Job<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let budget = budget.with_cancel(cancel.clone());
        let (tx, rx) = mpsc::channel();
        executor.spawn(Box::new(move || {
            let _ = tx.send(work(&budget));
        }));
        Job {
            cancel,
            waitable: executor.runs_meanwhile(),
            rx,
            done: None,
        }
    }

    /// The result once it is ready (without waiting); `Some` only once.
    pub fn poll(&mut self) -> Option<T> {
        if let Some(t) = self.done.take() {
            return Some(t);
        }
        self.rx.try_recv().ok()
    }

    /// Waits up to `limit` for the result to be ready (a wait on the result itself, not a
    /// sleep); whether it is (a worker that died has none). The result is kept for
    /// [`Job::poll`].
    /// Where the work runs only when the host gets to it (a browser's worker), nothing
    /// could end the wait: it only looks (the game takes the result in at a tick).
    pub fn wait_ready(&mut self, limit: Duration) -> bool {
        if self.done.is_some() {
            return true;
        }
        if !self.waitable {
            self.done = self.rx.try_recv().ok();
            return self.done.is_some();
        }
        match self.rx.recv_timeout(limit) {
            Ok(t) => {
                self.done = Some(t);
                true
            }
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => false,
        }
    }

    /// Waits for the result (`None` if the worker died).
    /// (Work that runs only when the host gets to it: `None` if it has not run yet.)
    pub fn wait(mut self) -> Option<T> {
        if !self.waitable {
            return self.done.take().or_else(|| self.rx.try_recv().ok());
        }
        self.done.take().or_else(|| self.rx.recv().ok())
    }

    /// Asks the computation to stop (it returns what it has, or an error).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work kept until the test runs it (as a browser's host runs it at a tick).
    #[derive(Default)]
    struct Later(std::sync::Mutex<Vec<Box<dyn FnOnce() + Send>>>);

    impl Executor for Later {
        fn spawn(&self, work: Box<dyn FnOnce() + Send>) {
            self.0.lock().unwrap().push(work);
        }
        fn runs_meanwhile(&self) -> bool {
            false
        }
    }

    #[test]
    fn a_wait_for_work_the_host_runs_later_only_looks() {
        let later = Later::default();
        let mut job = Job::start(&later, Budget::unlimited(), |_| 6 * 7);
        // An hour's limit: it answers at once, not done.
        assert!(!job.wait_ready(Duration::from_secs(3600)));
        assert_eq!(job.poll(), None);
        for work in later.0.lock().unwrap().drain(..) {
            work();
        }
        assert!(job.wait_ready(Duration::from_secs(3600)));
        assert_eq!(job.poll(), Some(42));
    }

    #[test]
    fn an_inline_job_is_done_when_it_starts() {
        let mut job = Job::start(&Inline, Budget::unlimited(), |_| 6 * 7);
        assert_eq!(job.poll(), Some(42));
        assert_eq!(job.poll(), None);
    }

    #[test]
    fn a_dropped_job_is_cancelled() {
        let seen = Arc::new(AtomicBool::new(false));
        /// Keeps the work for later, as a host's queue would.
        struct Later(std::sync::Mutex<Vec<Box<dyn FnOnce() + Send>>>);
        impl Executor for Later {
            fn spawn(&self, work: Box<dyn FnOnce() + Send>) {
                self.0.lock().unwrap().push(work);
            }
        }
        let later = Later(std::sync::Mutex::new(Vec::new()));
        let flag = seen.clone();
        let job = Job::start(&later, Budget::unlimited(), move |b| {
            flag.store(b.cancelled(), Ordering::SeqCst)
        });
        drop(job);
        for w in later.0.lock().unwrap().drain(..) {
            w();
        }
        assert!(seen.load(Ordering::SeqCst), "the work saw it was cancelled");
    }
}
