//! Time as the searches and the games read it: a [`Clock`] the host gives.
//!
//! Nothing in the puzzles, the searches or the game core reads `std::time::Instant` behind
//! its caller's back: a [`Budget`](crate::Budget) carries the clock its deadline is on, and
//! the game core is given one. The host chooses it — the system's ([`system`]), a browser's
//! own (a host without `Instant`), or a test's hand-driven [`ManualClock`], so that a test
//! makes time pass by saying so, never by sleeping.

use std::fmt;
use std::ops::{Add, Sub};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// A point in time on a clock: how long after the clock's own origin.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Moment(Duration);

impl Moment {
    /// The moment `since` after the clock's origin.
    pub const fn from_origin(since: Duration) -> Moment {
        Moment(since)
    }

    /// How long after the clock's origin.
    pub const fn since_origin(self) -> Duration {
        self.0
    }

    /// The time from `earlier` to this moment (zero when `earlier` is later).
    pub fn since(self, earlier: Moment) -> Duration {
        self.0.saturating_sub(earlier.0)
    }

    /// This moment plus `d`, if it can be written.
    pub fn checked_add(self, d: Duration) -> Option<Moment> {
        self.0.checked_add(d).map(Moment)
    }

    /// This moment less `d`, no earlier than the origin.
    pub fn saturating_sub(self, d: Duration) -> Moment {
        Moment(self.0.saturating_sub(d))
    }
}

impl Add<Duration> for Moment {
    type Output = Moment;

    fn add(self, d: Duration) -> Moment {
        Moment(self.0.saturating_add(d))
    }
}

impl Sub<Moment> for Moment {
    type Output = Duration;

    /// The time between two moments (zero when the right one is later).
    fn sub(self, earlier: Moment) -> Duration {
        self.since(earlier)
    }
}

/// A source of the time now. Shared across threads: searches poll it every
/// [`POLL_EVERY`](crate::budget::POLL_EVERY) nodes.
pub trait Clock: Send + Sync + fmt::Debug {
    /// The time now, on this clock.
    fn now(&self) -> Moment;
}

/// The system's monotonic clock, its origin the first time it is read in this process.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Moment {
        static ORIGIN: OnceLock<std::time::Instant> = OnceLock::new();
        let origin = *ORIGIN.get_or_init(std::time::Instant::now);
        Moment(origin.elapsed())
    }
}

/// A time measured from a start on a clock: what a solve reports as its time.
#[derive(Clone, Debug)]
pub struct Stopwatch {
    clock: Arc<dyn Clock>,
    start: Moment,
}

impl Stopwatch {
    /// Starts measuring now, on `clock`.
    pub fn start(clock: Arc<dyn Clock>) -> Stopwatch {
        let start = clock.now();
        Stopwatch { clock, start }
    }

    /// The time since the start.
    pub fn elapsed(&self) -> Duration {
        self.clock.now().since(self.start)
    }

    /// The time since the start, in milliseconds.
    pub fn millis(&self) -> f64 {
        self.elapsed().as_secs_f64() * 1e3
    }

    /// When it started.
    pub fn started(&self) -> Moment {
        self.start
    }
}

/// The process's clock: the one a host set ([`set_system`]), else the system's.
static SYSTEM: OnceLock<Arc<dyn Clock>> = OnceLock::new();

/// The system's clock, shared: what a host with `std::time::Instant` gives, or the one a
/// host without it set ([`set_system`]). Every budget reads it unless given another.
pub fn system() -> Arc<dyn Clock> {
    SYSTEM.get_or_init(|| Arc::new(SystemClock)).clone()
}

/// The process's clock, for a host whose system has none to read (a browser's WebAssembly,
/// where `std::time::Instant` panics): set before anything reads the time. Whether it took
/// (the first clock set or read stays).
pub fn set_system(clock: Arc<dyn Clock>) -> bool {
    SYSTEM.set(clock).is_ok()
}

/// A clock that moves only when told ([`ManualClock::advance`], [`ManualClock::set`]):
/// what tests drive time with.
#[derive(Debug, Default)]
pub struct ManualClock {
    /// Nanoseconds since the origin.
    nanos: AtomicU64,
}

impl ManualClock {
    /// A clock at its origin.
    pub fn new() -> Arc<ManualClock> {
        Arc::new(ManualClock::default())
    }

    /// Moves the clock `d` forward.
    pub fn advance(&self, d: Duration) {
        let n = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.fetch_add(n, Ordering::SeqCst);
    }

    /// Sets the clock to `at` (forward or back: a clock that goes back is a case to test).
    pub fn set(&self, at: Moment) {
        let n = u64::try_from(at.0.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.store(n, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Moment {
        Moment(Duration::from_nanos(self.nanos.load(Ordering::SeqCst)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let c = ManualClock::new();
        let t0 = c.now();
        assert_eq!(c.now(), t0);
        c.advance(Duration::from_millis(1500));
        assert_eq!(c.now() - t0, Duration::from_millis(1500));
        c.set(Moment::from_origin(Duration::from_millis(200)));
        assert_eq!(c.now().since_origin(), Duration::from_millis(200));
        // Going back reads as no time passed.
        assert_eq!(t0.since(c.now()), Duration::ZERO);
        let watch = Stopwatch::start(c.clone());
        c.advance(Duration::from_micros(2500));
        assert_eq!(watch.millis(), 2.5);
    }

    #[test]
    fn moments_add_and_subtract_without_overflow() {
        let m = Moment::from_origin(Duration::from_secs(5));
        assert_eq!((m + Duration::from_secs(2)) - m, Duration::from_secs(2));
        assert_eq!(m.saturating_sub(Duration::from_secs(9)), Moment::default());
        assert!(m.checked_add(Duration::MAX).is_none());
    }
}
