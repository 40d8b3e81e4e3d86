//! What a desktop host gives the game core: a thread for each job it starts, and the
//! system's clock.

use std::sync::Arc;

use game::Executor;

/// Runs each job the game core starts on a thread of its own.
#[derive(Clone, Copy, Debug, Default)]
pub struct Threads;

impl Executor for Threads {
    fn spawn(&self, work: Box<dyn FnOnce() + Send>) {
        std::thread::spawn(work);
    }
}

/// The desktop's executor, shared.
pub fn threads() -> Arc<dyn Executor> {
    Arc::new(Threads)
}
