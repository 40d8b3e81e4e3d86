//! Sessions of any puzzle behind one object-safe interface, with positions and moves as
//! text: what a terminal or web front end drives. Also the background solver [`Job`] and
//! the demonstration player [`Demo`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::Arc;
use std::time::Duration;

use rand::RngCore;
use search::Budget;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::puzzles::{CubeGame, RingsGame, SlidingGame};
use crate::session::{GameError, GamePuzzle, Session, SessionRecord, SolverTables};

/// A solution from a position, in the puzzle's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextPlan {
    /// The position it starts from.
    pub from: String,
    /// The moves, one per step of the game (a click for the rings).
    pub moves: Vec<String>,
    /// Whether it is proven shortest.
    pub optimal: bool,
    /// Named steps of a method a person can follow, in order (empty for a plain solution).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<PlanStep>,
}

/// One named step of a plan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct PlanStep {
    /// The step's name.
    pub name: String,
    /// How many of the plan's moves it takes.
    pub moves: usize,
}

impl TextPlan {
    /// The name of the step move `i` belongs to, if the plan has steps.
    pub fn step_of(&self, i: usize) -> Option<&str> {
        let mut end = 0;
        for s in &self.steps {
            end += s.moves;
            if i < end {
                return Some(&s.name);
            }
        }
        self.steps.last().map(|s| s.name.as_str())
    }
}

/// Solves from a position captured when the solver was made; runs on any thread.
pub type Solver = Box<dyn FnOnce(&Budget) -> Result<TextPlan, String> + Send>;

/// A session of any puzzle, driven with text.
pub trait AnySession: Send {
    /// The puzzle's name (`sliding`, `cube`, `rings`).
    fn puzzle_name(&self) -> &'static str;
    /// The current position in the puzzle's notation.
    fn state_text(&self) -> String;
    /// The start position in the puzzle's notation.
    fn start_text(&self) -> String;
    /// The puzzle's variant (the tiles' goal), empty if none.
    fn variant(&self) -> String;
    /// The session as plain data.
    fn record(&self) -> SessionRecord;
    /// Plays a move sequence; nothing of it is kept if any move fails.
    fn play(&mut self, text: &str) -> Result<usize, GameError>;
    /// Takes back a move.
    fn undo(&mut self) -> Result<(), GameError>;
    /// Replays an undone move.
    fn redo(&mut self) -> Result<(), GameError>;
    /// Back to the start, keeping the moves for redo.
    fn restart(&mut self);
    /// A new game at a named level.
    fn new_game(&mut self, level: &str, rng: &mut dyn RngCore) -> Result<(), GameError>;
    /// A custom start (and, for tiles, goal), checked by the puzzle.
    fn set_position(&mut self, start: &str, variant: Option<&str>) -> Result<(), GameError>;
    /// The level names, easiest first.
    fn level_names(&self) -> Vec<String>;
    /// The current level's name.
    fn level(&self) -> String;
    /// Whether the position is solved.
    fn is_solved(&self) -> bool;
    /// Moves applied now.
    fn moves_made(&self) -> usize;
    /// The moves applied now, in notation.
    fn moves_text(&self) -> Vec<String>;
    /// The moves applied now, counted in the puzzle's metric (the cube's HTM).
    fn move_count(&self) -> u32;
    /// Moves that redo can replay.
    fn redo_len(&self) -> usize;
    /// Hints asked for.
    fn hints(&self) -> u32;
    /// Demonstrations started.
    fn demos(&self) -> u32;
    /// Playing time in milliseconds.
    fn elapsed_ms(&self) -> u64;
    /// Counts a hint.
    fn note_hint(&mut self);
    /// Counts a demonstration.
    fn note_demo(&mut self);
    /// Adds playing time.
    fn add_time(&mut self, ms: u64);
    /// Hands tables to the puzzle's solver.
    fn attach(&mut self, tables: &SolverTables);
    /// A solver for the current position, to run off the UI thread.
    fn solver(&self) -> Solver;
    /// A solver for the method a person can follow (`None`: the puzzle has none here).
    fn method_solver(&self) -> Option<Solver>;
    /// Where the current position stands in that method, for hints.
    fn method_note(&self) -> Option<String>;
}

impl<P> AnySession for Session<P>
where
    P: GamePuzzle + Clone + Send + 'static,
    P::State: Send,
    P::Move: Send,
{
    fn puzzle_name(&self) -> &'static str {
        self.puzzle().name()
    }
    fn state_text(&self) -> String {
        self.puzzle().format_state(self.current())
    }
    fn start_text(&self) -> String {
        self.puzzle().format_state(self.start())
    }
    fn variant(&self) -> String {
        self.puzzle().variant()
    }
    fn record(&self) -> SessionRecord {
        Session::record(self)
    }
    fn play(&mut self, text: &str) -> Result<usize, GameError> {
        Session::play(self, text)
    }
    fn undo(&mut self) -> Result<(), GameError> {
        Session::undo(self)
    }
    fn redo(&mut self) -> Result<(), GameError> {
        Session::redo(self)
    }
    fn restart(&mut self) {
        Session::restart(self)
    }
    fn new_game(&mut self, level: &str, rng: &mut dyn RngCore) -> Result<(), GameError> {
        self.new_game_named(level, rng)
    }
    fn set_position(&mut self, start: &str, variant: Option<&str>) -> Result<(), GameError> {
        Session::set_position(self, start, variant)
    }
    fn level_names(&self) -> Vec<String> {
        self.puzzle()
            .levels()
            .iter()
            .map(|l| l.0.to_string())
            .collect()
    }
    fn level(&self) -> String {
        Session::level(self).to_string()
    }
    fn is_solved(&self) -> bool {
        Session::is_solved(self)
    }
    fn moves_made(&self) -> usize {
        self.moves().len()
    }
    fn moves_text(&self) -> Vec<String> {
        self.moves()
            .iter()
            .map(|m| self.puzzle().format_move(m))
            .collect()
    }
    fn move_count(&self) -> u32 {
        self.moves().iter().map(|m| self.puzzle().cost(m)).sum()
    }
    fn redo_len(&self) -> usize {
        Session::redo_len(self)
    }
    fn hints(&self) -> u32 {
        Session::hints(self)
    }
    fn demos(&self) -> u32 {
        Session::demos(self)
    }
    fn elapsed_ms(&self) -> u64 {
        Session::elapsed_ms(self)
    }
    fn note_hint(&mut self) {
        Session::note_hint(self)
    }
    fn note_demo(&mut self) {
        Session::note_demo(self)
    }
    fn add_time(&mut self, ms: u64) {
        Session::add_time(self, ms)
    }
    fn attach(&mut self, tables: &SolverTables) {
        self.puzzle_mut().attach(tables)
    }
    fn solver(&self) -> Solver {
        let puzzle = self.puzzle().clone();
        let state = self.current().clone();
        Box::new(move |budget: &Budget| {
            let from = puzzle.format_state(&state);
            if puzzle.is_solved(&state) {
                return Ok(TextPlan {
                    from,
                    moves: Vec::new(),
                    optimal: true,
                    steps: Vec::new(),
                });
            }
            let plan = puzzle.solve(&state, budget)?;
            Ok(TextPlan {
                from,
                moves: plan.moves.iter().map(|m| puzzle.format_move(m)).collect(),
                optimal: plan.optimal,
                steps: Vec::new(),
            })
        })
    }
    fn method_solver(&self) -> Option<Solver> {
        let puzzle = self.puzzle().clone();
        let state = self.current().clone();
        // Only offered where the puzzle has a method.
        puzzle.method(&state)?.ok()?;
        Some(Box::new(move |_: &Budget| {
            let from = puzzle.format_state(&state);
            let steps = puzzle.method(&state).ok_or("no method")??;
            Ok(TextPlan {
                from,
                moves: steps
                    .iter()
                    .flat_map(|(_, ms)| ms.iter().map(|m| puzzle.format_move(m)))
                    .collect(),
                optimal: false,
                steps: steps
                    .iter()
                    .map(|(name, ms)| PlanStep {
                        name: name.clone(),
                        moves: ms.len(),
                    })
                    .collect(),
            })
        }))
    }
    fn method_note(&self) -> Option<String> {
        self.puzzle().method_note(self.current())
    }
}

/// The puzzles a session can be made for.
pub const PUZZLES: [&str; 3] = ["sliding", "cube", "rings"];

/// A session of a puzzle at its solved position; `variant` is the tiles' goal (empty for
/// the 3x3 standard goal and for the other puzzles).
pub fn new_session(puzzle: &str, variant: &str) -> Result<Box<dyn AnySession>, GameError> {
    match puzzle {
        "sliding" => {
            let p = SlidingGame::standard(3, 3).map_err(GameError::Puzzle)?;
            let p = if variant.is_empty() {
                p
            } else {
                p.with_variant(variant).map_err(GameError::Puzzle)?
            };
            let goal = p.goal.clone();
            Ok(Box::new(Session::new(p, goal)))
        }
        "cube" => {
            let p = CubeGame::default();
            let solved = p.parse_state(&cube::FaceletCube::solved().to_kociemba());
            Ok(Box::new(Session::new(
                p,
                solved.map_err(GameError::Puzzle)?,
            )))
        }
        "rings" => Ok(Box::new(Session::new(
            RingsGame::default(),
            rings::State::solved(),
        ))),
        other => Err(GameError::Puzzle(format!(
            "unknown puzzle {other:?}: the puzzles are sliding, cube and rings"
        ))),
    }
}

/// A session back from its record, whatever the puzzle.
pub fn restore(record: &SessionRecord) -> Result<Box<dyn AnySession>, GameError> {
    Ok(match record.puzzle.as_str() {
        "sliding" => {
            let p = SlidingGame::standard(3, 3).map_err(GameError::Puzzle)?;
            Box::new(Session::restore(p, record)?)
        }
        "cube" => Box::new(Session::restore(CubeGame::default(), record)?),
        "rings" => Box::new(Session::restore(RingsGame::default(), record)?),
        other => {
            return Err(GameError::Puzzle(format!(
                "unknown puzzle {other:?} in a saved game"
            )))
        }
    })
}

/// A computation on its own thread, cancelled when asked or when the job is dropped (so
/// leaving a game or asking again stops the old search).
pub struct Job<T> {
    cancel: Arc<AtomicBool>,
    rx: Receiver<T>,
    done: Option<T>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` with `budget` plus this job's cancellation flag.
    pub fn spawn(budget: Budget, work: impl FnOnce(&Budget) -> T + Send + 'static) -> Job<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let budget = budget.with_cancel(cancel.clone());
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(work(&budget));
        });
        Job {
            cancel,
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

    /// Waits for the result (`None` if the worker died).
    pub fn wait(mut self) -> Option<T> {
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

/// A demonstration being played: the plan, how far it is, its speed, paused or not. Plain
/// data; the front end calls [`Demo::due`] on its clock and plays the move it returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Demo {
    /// The solution being shown.
    pub plan: TextPlan,
    /// Moves of the plan played so far.
    pub played: usize,
    /// Time between two moves, in milliseconds.
    pub interval_ms: u64,
    /// Whether playback is paused (single steps still work).
    pub paused: bool,
    /// Milliseconds since the last move.
    since_ms: u64,
}

impl Demo {
    /// The slowest and fastest speeds, in milliseconds per move.
    pub const SPEEDS: [u64; 6] = [2000, 1000, 600, 300, 150, 60];

    /// A demonstration of `plan` at the middle speed, running.
    pub fn new(plan: TextPlan) -> Demo {
        Demo {
            plan,
            played: 0,
            interval_ms: Demo::SPEEDS[2],
            paused: false,
            since_ms: 0,
        }
    }

    /// Moves left to play.
    pub fn remaining(&self) -> usize {
        self.plan.moves.len() - self.played
    }

    /// Whether every move has been played.
    pub fn finished(&self) -> bool {
        self.remaining() == 0
    }

    /// Advances the clock by `elapsed`; returns the move to play now, if one is due.
    pub fn due(&mut self, elapsed: Duration) -> Option<String> {
        if self.paused || self.finished() {
            return None;
        }
        self.since_ms += elapsed.as_millis() as u64;
        if self.since_ms < self.interval_ms {
            return None;
        }
        self.since_ms = 0;
        self.step()
    }

    /// The next move at once (a single step), paused or not.
    pub fn step(&mut self) -> Option<String> {
        let m = self.plan.moves.get(self.played)?.clone();
        self.played += 1;
        Some(m)
    }

    /// Plays faster.
    pub fn faster(&mut self) {
        self.interval_ms = Demo::SPEEDS
            .iter()
            .copied()
            .find(|&s| s < self.interval_ms)
            .unwrap_or(self.interval_ms);
    }

    /// Plays slower.
    pub fn slower(&mut self) {
        self.interval_ms = Demo::SPEEDS
            .iter()
            .rev()
            .copied()
            .find(|&s| s > self.interval_ms)
            .unwrap_or(self.interval_ms);
    }

    /// Pauses or resumes.
    pub fn toggle_pause(&mut self) {
        self.paused = !self.paused;
        self.since_ms = 0;
    }
}
