//! Practice as speedsolvers keep it: sessions of solves and their figures, pure.
//!
//! * [`sessions`] — sessions and solves as plain data: the way of solving ([`Mode`]),
//!   penalties, a session's kind, a solve; a session's figures ([`stats_of`]) and chart
//!   ([`chart_of`]);
//! * [`averages`] — the WCA's averages (ao5, ao12, …: the best and worst 5 % dropped, a DNF
//!   the worst), current and best, over any results;
//! * [`timer`] — the timer's rule for a real puzzle in the hands (hold to start, WCA
//!   inspection and its penalties) and [`Practice`], a timer with its session and its
//!   scramble, which keeps its solves through the [`Solves`] port;
//! * [`history`] — a session's history: each figure's best as it improved, and its solves
//!   per day;
//! * [`replay`] — a game watched back, and a solve split into its stages with their times;
//! * [`cstimer`] — csTimer's files, where cubers keep their history.
//!
//! Nothing here reads or writes a file, prints, or starts a thread: the storage door (the
//! `store` crate) keeps the sessions, the front ends read and write the files.

pub mod averages;
pub mod cstimer;
pub mod history;
pub mod replay;
pub mod sessions;
pub mod timer;

pub use history::{history_of, Best, BestsOf, Day, History};
pub use sessions::{
    cases_of, chart_of, parts_of, stats_of, Amount, AmountFigure, CaseStats, Chart, Figures, Mode,
    NewSolve, Part, Penalty, SessionInfo, SessionKind, SessionStats, Solve,
};
pub use timer::{Practice, Solves, TimerError, TimerFor, TimerView};

#[cfg(test)]
pub(crate) mod tests {
    use game::{register, Puzzles};

    /// The puzzles, registered as a host registers them.
    pub(crate) fn puzzles() -> Puzzles {
        Puzzles::new(vec![
            register::<sliding::Tiles>(),
            register::<cube::Cube>(),
            register::<sliding::Series>(),
            register::<rings::Rings>(),
        ])
    }
}
