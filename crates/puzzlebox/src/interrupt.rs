//! Ctrl-C during a solve: the searches stop, what they have is printed (the best solution
//! found or the lower bound proven), and the command exits with 130, as shells expect. A
//! second Ctrl-C ends the process at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use search::Budget;

static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();

fn flag() -> &'static Arc<AtomicBool> {
    FLAG.get_or_init(|| Arc::new(AtomicBool::new(false)))
}

extern "C" fn on_sigint(_: libc::c_int) {
    // Only an atomic load and store here (async-signal-safe); the flag exists already.
    if let Some(f) = FLAG.get() {
        if f.swap(true, Ordering::SeqCst) {
            // SAFETY: _exit is async-signal-safe.
            unsafe { libc::_exit(130) };
        }
    }
}

/// Installs the handler (for the commands that solve; the game and the server handle
/// Ctrl-C themselves).
pub fn install() {
    flag();
    #[cfg(unix)]
    // SAFETY: the handler only touches an atomic that exists before it is installed.
    unsafe {
        libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t);
    }
}

/// A budget that Ctrl-C stops.
pub fn budget() -> Budget {
    Budget::unlimited().with_cancel(flag().clone())
}

/// Whether Ctrl-C was pressed.
pub fn interrupted() -> bool {
    FLAG.get().is_some_and(|f| f.load(Ordering::SeqCst))
}
