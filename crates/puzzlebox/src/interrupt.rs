//! Ctrl-C during a solve: the searches stop, what they have is printed (the best solution
//! found or the lower bound proven), and the command exits with 130, as shells expect. A
//! second Ctrl-C ends the process at once, and so does one while a table is being built
//! (there is nothing to print yet, and a build does not stop midway: the table is not
//! kept, the next run builds it again).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use search::Budget;

static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// What the handler writes when it ends the process during a build, said in advance (the
/// handler may not format or allocate).
static DURING_BUILD: OnceLock<Vec<u8>> = OnceLock::new();

fn flag() -> &'static Arc<AtomicBool> {
    FLAG.get_or_init(|| Arc::new(AtomicBool::new(false)))
}

extern "C" fn on_sigint(_: libc::c_int) {
    // Only atomic loads and stores, write and _exit here (async-signal-safe); the flag and
    // the words exist already.
    if let Some(f) = FLAG.get() {
        if f.swap(true, Ordering::SeqCst) {
            // SAFETY: _exit is async-signal-safe.
            unsafe { libc::_exit(130) };
        }
        if frontend::cache::build_under_way() {
            if let Some(words) = DURING_BUILD.get() {
                // SAFETY: write(2) of a buffer that lives as long as the process.
                unsafe { libc::write(2, words.as_ptr().cast(), words.len()) };
            }
            // SAFETY: as above.
            unsafe { libc::_exit(130) };
        }
    }
}

/// Installs the handler (for the commands that solve; the game and the server handle
/// Ctrl-C themselves).
pub fn install() {
    flag();
    DURING_BUILD.get_or_init(|| {
        use std::io::IsTerminal;
        // On a terminal the progress bar holds the line: start a new one.
        let start = if std::io::stderr().is_terminal() {
            "\n"
        } else {
            ""
        };
        let said = crate::i18n::say("cli-interrupted-build", &[]);
        format!("{start}puzzlebox: {said}\n").into_bytes()
    });
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
