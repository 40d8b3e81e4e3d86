//! A timer for a real puzzle in the hands, as csTimer's: hold to start, WCA inspection and
//! its penalties, the time saved into the session with the scramble it was made from.
//!
//! [`Timer`] is the rule, a pure state machine: the front end passes each key or touch with
//! the time on its own clock (milliseconds, any origin: only differences count), so the
//! time measured is the one between the player's own release and press, not the network's.
//! Holding for [`HOLD_MS`] makes it ready (a shorter hold starts nothing); the release
//! starts it; a press stops it. With inspection, a tap starts [`INSPECTION_MS`] of
//! inspection (alerts at [`ALERTS_MS`]); a start after 15 s costs +2, after
//! [`DNF_AFTER_MS`] the solve is a DNF (its time kept, as csTimer keeps it).
//!
//! [`Practice`] is a timer with its session and its scramble: what the page and the
//! terminal drive. Each stop adds a solve to the current timer session of its kind (through
//! the [`Solves`] port the storage door provides) and draws the next scramble, the puzzle's
//! own random-state one ([`door::Door::timer_scramble`]); none for an event kept from
//! csTimer that puzzlebox does not model.

use std::sync::Arc;

pub use door::Scramble;
use game::{GameError, Puzzles, StorageError, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::tables::TableSource;
use serde::Serialize;

use crate::sessions::{Mode, NewSolve, Penalty, SessionInfo, SessionKind, Solve};

/// How long a key or a touch is held before the timer is ready.
pub const HOLD_MS: u64 = 300;
/// WCA inspection: a start within it costs nothing.
pub const INSPECTION_MS: u64 = 15_000;
/// The alerts of inspection (a judge calls "8 seconds", "12 seconds").
pub const ALERTS_MS: [u64; 2] = [8_000, 12_000];
/// A start after this much inspection is a DNF (from [`INSPECTION_MS`] to here: +2).
pub const DNF_AFTER_MS: u64 = 17_000;

/// Where the timer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "lowercase")]
pub enum Phase {
    /// Waiting: the scramble is shown.
    Idle,
    /// Inspecting since `since`.
    Inspecting {
        /// When inspection began (the front end's clock).
        since: i64,
    },
    /// Held since `since`: ready once held [`HOLD_MS`]; the release starts it (or, without a
    /// long enough hold, goes back).
    Holding {
        /// When the hold began.
        since: i64,
        /// When inspection began, if it did.
        #[serde(rename = "inspection_since")]
        inspection: Option<i64>,
    },
    /// Running since `since`, with the penalty its start earned.
    Running {
        /// When it started.
        since: i64,
        /// The inspection's penalty.
        penalty: Penalty,
    },
    /// Stopped: waits for the key to come up before the next solve.
    Stopped {
        /// The time, in milliseconds, before any penalty.
        ms: u64,
        /// Its penalty.
        penalty: Penalty,
    },
}

/// The timer's rule (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timer {
    /// Whether a solve starts with WCA inspection.
    pub inspection: bool,
    /// How long a hold makes it ready (0 where there is no key release, as in terminals).
    pub hold_ms: u64,
    /// How many phases a solve has (a tiles' series: its boards): each press but the last
    /// while running ends one, a split; the last stops the timer. 1 for one puzzle.
    pub phases: usize,
    phase: Phase,
    /// The running solve's splits so far: when each phase ended, from its start.
    marks: Vec<u64>,
}

/// A finished solve: its time before any penalty, the penalty, and each phase's own time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// Milliseconds, before any penalty.
    pub ms: u64,
    /// The inspection's penalty.
    pub penalty: Penalty,
    /// Each phase's own time, adding up to `ms` (empty for a solve of one phase).
    pub splits: Vec<u64>,
}

/// The penalty of a start after `elapsed` ms of inspection.
pub fn inspection_penalty(elapsed: u64) -> Penalty {
    if elapsed <= INSPECTION_MS {
        Penalty::Ok
    } else if elapsed <= DNF_AFTER_MS {
        Penalty::Plus2
    } else {
        Penalty::Dnf
    }
}

fn since(from: i64, at: i64) -> u64 {
    at.saturating_sub(from).max(0) as u64
}

impl Timer {
    /// A timer, idle.
    pub fn new(inspection: bool, hold_ms: u64) -> Timer {
        Timer {
            inspection,
            hold_ms,
            phases: 1,
            phase: Phase::Idle,
            marks: Vec::new(),
        }
    }

    /// The running solve's phases ended so far, each with when it ended (from the start).
    pub fn marks(&self) -> &[u64] {
        &self.marks
    }

    /// Where it is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// A key or a touch went down at `at`; the time, when it stopped a solve. Whatever
    /// stopped the last solve, the next press begins the next hold (the stopping key's
    /// release may never come: another key, a touch cut short).
    pub fn press(&mut self, at: i64) -> Option<Stop> {
        match self.phase {
            Phase::Idle | Phase::Stopped { .. } => {
                self.phase = Phase::Holding {
                    since: at,
                    inspection: None,
                };
            }
            Phase::Inspecting { since } => {
                self.phase = Phase::Holding {
                    since: at,
                    inspection: Some(since),
                };
            }
            Phase::Running { since: t0, penalty } => {
                let ms = since(t0, at);
                if self.marks.len() + 1 < self.phases {
                    self.marks
                        .push(ms.max(self.marks.last().copied().unwrap_or(0)));
                    return None;
                }
                let mut splits = Vec::new();
                if self.phases > 1 {
                    let mut from = 0;
                    for &m in self.marks.iter().chain([&ms]) {
                        splits.push(m.saturating_sub(from));
                        from = m.max(from);
                    }
                }
                self.marks.clear();
                let stop = Stop {
                    ms,
                    penalty,
                    splits,
                };
                self.phase = Phase::Stopped {
                    ms: stop.ms,
                    penalty,
                };
                return Some(stop);
            }
            Phase::Holding { .. } => {}
        }
        None
    }

    /// The key or the touch came up at `at`.
    pub fn release(&mut self, at: i64) {
        self.phase = match self.phase {
            Phase::Holding {
                inspection: None, ..
            } if self.inspection => Phase::Inspecting { since: at },
            Phase::Holding {
                since: held,
                inspection,
            } => {
                if since(held, at) >= self.hold_ms {
                    self.marks.clear();
                    Phase::Running {
                        since: at,
                        penalty: inspection
                            .map_or(Penalty::Ok, |i| inspection_penalty(since(i, at))),
                    }
                } else {
                    match inspection {
                        Some(i) => Phase::Inspecting { since: i },
                        None => Phase::Idle,
                    }
                }
            }
            Phase::Stopped { .. } => Phase::Idle,
            p => p,
        };
    }

    /// Back to idle (a solve abandoned, Escape): nothing is timed.
    pub fn cancel(&mut self) {
        self.phase = Phase::Idle;
        self.marks.clear();
    }
}

/// Where a timer's solves go: the port the storage door provides.
pub trait Solves: Send + Sync {
    /// A session by number.
    fn session(&self, id: i64) -> Result<SessionInfo, StorageError>;
    /// Makes a session the current one of its kind.
    fn use_session(&self, id: i64) -> Result<SessionInfo, StorageError>;
    /// The current session of a kind (made when there is none).
    fn current_session(&self, kind: &SessionKind) -> Result<SessionInfo, StorageError>;
    /// Adds a solve to the current session of a kind (made when needed).
    fn add_solve(&self, kind: &SessionKind, solve: &NewSolve) -> Result<Solve, StorageError>;
}

/// What a practice timer shows.
#[derive(Clone, Debug, Serialize)]
pub struct TimerView {
    /// The session the solves go to.
    pub session: SessionInfo,
    /// Where the timer is.
    #[serde(flatten)]
    pub phase: Phase,
    /// Whether solves start with inspection.
    pub inspection: bool,
    /// How long a hold makes it ready, in milliseconds.
    pub hold_ms: u64,
    /// Inspection's length, its alerts and the DNF point, in milliseconds.
    pub inspection_ms: u64,
    /// The alerts.
    pub alerts_ms: [u64; 2],
    /// A start after this is a DNF.
    pub dnf_after_ms: u64,
    /// The scramble of the next (or the running) solve.
    pub scramble: Scramble,
    /// The solve the last stop saved.
    pub last: Option<Solve>,
    /// Where a trainer's scrambles leave its step and how to hold the puzzle (`None`: no
    /// trainer).
    pub hold: Option<door::Hold>,
    /// The case that solve's scramble was drawn from, told once it is done (a trainer's:
    /// the cube's PLL and OLL cases).
    pub last_case: Option<String>,
    /// What else a trainer tells of that solve: the cross trainer's shortest cross of each
    /// colour.
    pub last_review: Vec<ReviewLine>,
    /// The name of each phase a solve is timed through, a split at each (a tiles' series:
    /// its boards' sizes); empty for one puzzle.
    pub phases: Vec<String>,
    /// While running: when each phase done so far ended, in milliseconds from the start.
    pub marks: Vec<u64>,
}

/// A line of what a trainer tells after a solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReviewLine {
    /// The face whose colour it is about (`U R F D L B`: white, red, green, yellow,
    /// orange, blue).
    pub face: String,
    /// Its moves, in the puzzle's notation.
    pub moves: String,
}

/// Why the practice timer could not go on.
#[derive(Clone, Debug)]
pub enum TimerError {
    /// The saved solves could not be read or written.
    Storage(StorageError),
    /// A scramble could not be made, or a puzzle is unknown.
    Game(GameError),
    /// A session to time into that is not of the timer.
    NotATimerSession {
        /// The session's name.
        name: String,
    },
}

messages::from_variants!(
    TimerError::Storage(StorageError),
    TimerError::Game(GameError)
);

impl From<door::Error> for TimerError {
    fn from(e: door::Error) -> TimerError {
        TimerError::Game(e.into())
    }
}

impl messages::Localize for TimerError {
    fn message(&self) -> messages::Message {
        match self {
            TimerError::Storage(e) => e.message(),
            TimerError::Game(e) => e.message(),
            TimerError::NotATimerSession { name } => {
                messages::Message::new("api-not-a-timer-session").arg("name", name.as_str())
            }
        }
    }
}

messages::localized!(TimerError);

/// What a timer is opened for: a session of the timer to time into, or a puzzle's variant
/// (its current timer session, made when none), or neither (the puzzle timers time by
/// default: the cube).
#[derive(Clone, Debug, Default)]
pub struct TimerFor {
    /// A timer session, by number (it becomes the current one of its kind).
    pub session: Option<i64>,
    /// A puzzle's variant.
    pub variant: Option<Variant>,
}

/// A timer with its session and its scramble (see the module docs).
pub struct Practice {
    timer: Timer,
    kind: SessionKind,
    variant: Option<Variant>,
    solves: Arc<dyn Solves>,
    source: Arc<dyn TableSource>,
    rng: ChaCha8Rng,
    scramble: Scramble,
    last: Option<Solve>,
}

impl Practice {
    /// A timer for what `open` names, with the first scramble drawn (none for an event
    /// puzzlebox does not model).
    pub fn new(
        open: TimerFor,
        puzzles: &Puzzles,
        timer: Timer,
        solves: Arc<dyn Solves>,
        source: Arc<dyn TableSource>,
        seed: Option<u64>,
    ) -> Result<Practice, TimerError> {
        let kind = match (open.session, &open.variant) {
            (Some(id), _) => {
                let s = solves.session(id)?;
                if s.kind.mode != Mode::Timer {
                    return Err(TimerError::NotATimerSession { name: s.name });
                }
                solves.use_session(id)?.kind
            }
            (None, variant) => {
                let v = match variant {
                    Some(v) => v.clone(),
                    None => puzzles.timed_by_default().clone(),
                };
                let k = SessionKind::of(v.kind(), &v.key(), Mode::Timer);
                solves.current_session(&k)?.kind
            }
        };
        let variant = open.variant.or_else(|| kind.ours(puzzles));
        let rng = match seed {
            Some(s) => ChaCha8Rng::seed_from_u64(s),
            None => ChaCha8Rng::from_entropy(),
        };
        let mut timer = timer;
        timer.phases = variant.as_ref().map_or(1, |v| v.phases().max(1));
        let mut p = Practice {
            timer,
            kind,
            variant,
            solves,
            source,
            rng,
            scramble: Scramble::default(),
            last: None,
        };
        p.next_scramble()?;
        Ok(p)
    }

    fn next_scramble(&mut self) -> Result<(), TimerError> {
        self.scramble = match &self.variant {
            Some(v) => v.timer_scramble(self.source.as_ref(), &mut self.rng)?,
            None => Scramble::default(),
        };
        Ok(())
    }

    /// A key or a touch went down at `at` (the front end's clock); a stop saves the solve
    /// and draws the next scramble.
    pub fn press(&mut self, at: i64) -> Result<Option<Solve>, TimerError> {
        let Some(stop) = self.timer.press(at) else {
            return Ok(None);
        };
        let solve = NewSolve {
            ms: stop.ms,
            penalty: stop.penalty,
            scramble: self.scramble.text.clone(),
            splits: stop.splits,
            ..NewSolve::default()
        };
        let saved = self.solves.add_solve(&self.kind, &solve)?;
        self.last = Some(saved.clone());
        self.next_scramble()?;
        Ok(Some(saved))
    }

    /// The key or the touch came up at `at`.
    pub fn release(&mut self, at: i64) {
        self.timer.release(at);
    }

    /// Back to idle, nothing timed.
    pub fn cancel(&mut self) {
        self.timer.cancel();
    }

    /// Turns inspection on or off (between solves).
    pub fn set_inspection(&mut self, on: bool) {
        self.timer.inspection = on;
    }

    /// A new scramble instead of this one.
    pub fn skip_scramble(&mut self) -> Result<(), TimerError> {
        self.next_scramble()
    }

    /// The timer's phase.
    pub fn phase(&self) -> Phase {
        self.timer.phase()
    }

    /// What it shows.
    pub fn view(&self) -> Result<TimerView, TimerError> {
        let session = self.solves.current_session(&self.kind)?;
        Ok(TimerView {
            session,
            phase: self.timer.phase(),
            inspection: self.timer.inspection,
            hold_ms: self.timer.hold_ms,
            inspection_ms: INSPECTION_MS,
            alerts_ms: ALERTS_MS,
            dnf_after_ms: DNF_AFTER_MS,
            scramble: self.scramble.clone(),
            hold: self.variant.as_ref().and_then(|v| v.drill_hold()),
            last_case: self
                .last
                .as_ref()
                .and_then(|s| self.variant.as_ref()?.drill_case(&s.scramble)),
            last_review: match (&self.last, &self.variant) {
                (Some(s), Some(v)) => v
                    .drill_review(&s.scramble, self.source.as_ref())
                    .into_iter()
                    .map(|(face, moves)| ReviewLine { face, moves })
                    .collect(),
                _ => Vec::new(),
            },
            last: self.last.clone(),
            phases: match self.timer.phases {
                n if n > 1 => self
                    .variant
                    .as_ref()
                    .map(|v| v.phase_names())
                    .unwrap_or_default(),
                _ => Vec::new(),
            },
            marks: self.timer.marks().to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whatever_stops_it_leaves_it_ready_for_the_next_start() {
        // Stopped by a key whose release never comes (another key than the one that
        // starts it, a touch cut short): the next press begins the next hold at once.
        let mut t = Timer::new(false, HOLD_MS);
        t.press(0);
        t.release(300);
        assert!(t.press(5_300).is_some());
        t.press(20_000);
        assert!(matches!(t.phase(), Phase::Holding { since: 20_000, .. }));
        t.release(20_300);
        assert!(matches!(t.phase(), Phase::Running { since: 20_300, .. }));
        // With inspection, the next press after a stop starts the next inspection.
        let mut t = Timer::new(true, HOLD_MS);
        t.press(0);
        t.release(10);
        t.press(1_000);
        t.release(1_300);
        assert!(t.press(9_000).is_some());
        t.press(30_000);
        t.release(30_050);
        assert!(matches!(t.phase(), Phase::Inspecting { since: 30_050 }));
    }

    #[test]
    fn a_short_hold_starts_nothing_and_a_long_one_starts_on_release() {
        let mut t = Timer::new(false, HOLD_MS);
        t.press(1000);
        t.release(1200);
        assert_eq!(t.phase(), Phase::Idle);
        t.press(2000);
        t.release(2300);
        assert_eq!(
            t.phase(),
            Phase::Running {
                since: 2300,
                penalty: Penalty::Ok
            }
        );
        // Releasing while running does nothing; a press stops it, once.
        t.release(2400);
        let stop = t.press(14_645).unwrap();
        assert_eq!(
            stop,
            Stop {
                ms: 12_345,
                penalty: Penalty::Ok,
                splits: Vec::new(),
            }
        );
        assert_eq!(t.press(14_700), None);
        t.release(14_800);
        assert_eq!(t.phase(), Phase::Idle);
    }

    #[test]
    fn inspection_costs_plus_two_after_15_s_and_a_dnf_after_17() {
        for (start_after, want) in [
            (14_000, Penalty::Ok),
            (15_000, Penalty::Ok),
            (15_001, Penalty::Plus2),
            (17_000, Penalty::Plus2),
            (17_001, Penalty::Dnf),
        ] {
            let mut t = Timer::new(true, HOLD_MS);
            t.press(0);
            t.release(50);
            assert_eq!(t.phase(), Phase::Inspecting { since: 50 });
            let go = 50 + start_after;
            t.press(go - 500);
            t.release(go);
            assert_eq!(
                t.phase(),
                Phase::Running {
                    since: go,
                    penalty: want
                },
                "{start_after}"
            );
            assert_eq!(t.press(go + 9000).unwrap().penalty, want);
        }
    }

    #[test]
    fn a_short_hold_in_inspection_keeps_inspecting() {
        let mut t = Timer::new(true, HOLD_MS);
        t.press(0);
        t.release(10);
        t.press(5000);
        t.release(5100);
        assert_eq!(t.phase(), Phase::Inspecting { since: 10 });
        t.cancel();
        assert_eq!(t.phase(), Phase::Idle);
    }

    #[test]
    fn a_series_is_timed_in_phases_each_press_a_split_the_last_the_stop() {
        let mut t = Timer::new(false, HOLD_MS);
        t.phases = 3;
        t.press(0);
        t.release(300);
        assert_eq!(t.press(10_300), None, "board 1 done");
        t.release(10_350);
        assert_eq!(t.marks(), [10_000]);
        assert!(matches!(t.phase(), Phase::Running { since: 300, .. }));
        assert_eq!(t.press(25_300), None, "board 2 done");
        let stop = t.press(45_300).unwrap();
        assert_eq!(stop.ms, 45_000);
        assert_eq!(stop.splits, [10_000, 15_000, 20_000]);
        assert!(t.marks().is_empty());
        // A cancelled solve forgets its splits; the next starts afresh.
        t.release(45_400);
        t.press(50_000);
        t.release(50_300);
        t.press(51_300);
        t.cancel();
        assert!(t.marks().is_empty());
    }

    #[test]
    fn a_series_timer_session_keeps_each_boards_split() {
        let puzzles = crate::tests::puzzles();
        let relay = puzzles
            .get("series")
            .unwrap()
            .of_size("relay:2x2,3x3")
            .unwrap();
        assert_eq!(relay.phases(), 2);
        assert_eq!(relay.phase_names(), ["2x2", "3x3"]);
    }

    #[test]
    fn a_clock_going_back_times_nothing_negative() {
        let mut t = Timer::new(false, 0);
        t.press(100);
        t.release(100);
        assert_eq!(t.press(50).unwrap().ms, 0);
    }

    #[test]
    fn scrambles_are_of_their_puzzle() {
        let source = search::tables::InMemory::new();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let puzzles = crate::tests::puzzles();
        let tiles = puzzles.get("sliding").unwrap();
        let s = tiles.timer_scramble(&source, &mut rng).unwrap();
        let b = sliding::parse(&s.text).unwrap();
        assert!(b
            .check_solvable(&sliding::Board::solved(3, 3).unwrap())
            .is_ok());
        let s = puzzles
            .get("rings")
            .unwrap()
            .timer_scramble(&source, &mut rng)
            .unwrap();
        assert_eq!(
            rings::unit_clicks(&rings::parse_moves(&s.text).unwrap()).len(),
            60
        );
        assert_eq!(rings::parse(&s.state).unwrap().to_string(), s.state);
    }
}
