//! Sessions of any puzzle behind one object-safe interface, with positions and moves as
//! text: what the controller drives ([`AnySession`], implemented for every
//! [`Session`] of a door). Also the plans it shows ([`TextPlan`]) and the demonstration
//! player ([`Demo`]).

use std::any::Any;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use door::{
    BoardView, Door, Error as DoorError, MethodPlace, Names, Position, PuzzleKind, Scramble,
    Scrambled, SolveRequest, Solved,
};
use messages::Message;
use rand::RngCore;
use search::tables::TableDef;
use search::tables::{Label, Report, TableSource};
use search::Budget;
use search::Level;
use serde::{Deserialize, Serialize};

use crate::session::{GameError, Session, SessionRecord};

/// A solution from a position, in the puzzle's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextPlan {
    /// The position it starts from.
    pub from: String,
    /// The moves, one per step of the game (a click for the rings).
    pub moves: Vec<String>,
    /// Whether it is proven shortest.
    pub optimal: bool,
    /// No solution is shorter than this, when the solver proved a bound short of the
    /// optimum (the tiles' near-optimal solver).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Named steps of a method a person can follow, in order (empty for a plain solution).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<PlanStep>,
}

/// One named step of a plan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanStep {
    /// The step's name.
    pub name: String,
    /// The step's message id, for other languages (not saved: a restored plan names its
    /// steps in English).
    #[serde(skip)]
    pub label: Option<Label>,
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

/// A puzzle's tables for a game, their type erased (each session takes its own).
pub type AnyTables = Arc<dyn Any + Send + Sync>;

/// Solves from a position captured when the solver was made; runs on any thread.
pub type Solver = Box<dyn FnOnce(&Budget) -> Result<TextPlan, GameError> + Send>;

/// Loads the tables a session's solver uses, on any thread.
pub type TablesLoader =
    Box<dyn FnOnce(&dyn TableSource, Report) -> Result<Option<AnyTables>, GameError> + Send>;

/// A shared progress report: which table, done, total.
pub type ReportFn = Arc<dyn Fn(&Label, u64, u64) + Send + Sync>;

/// A solve's final line split into its stages: each stage's name and the moves made when
/// it ends, and what each move of the line counts for in the puzzle's metric.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineStages {
    /// Each stage's name and the moves made when it ends, in order.
    pub stages: Vec<(Message, usize)>,
    /// Each move's count in the puzzle's metric.
    pub costs: Vec<u32>,
}

/// A session of any puzzle, driven with text.
pub trait AnySession: Send {
    /// The puzzle and what it is played on.
    fn variant(&self) -> Variant;
    /// The puzzle.
    fn kind(&self) -> door::PuzzleKind {
        self.variant().kind()
    }
    /// The current position in the puzzle's notation.
    fn state_text(&self) -> String;
    /// The start position in the puzzle's notation.
    fn start_text(&self) -> String;
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
    /// Starts over from a custom position, checked by the puzzle.
    fn set_position(&mut self, start: &str) -> Result<(), GameError>;
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
    /// What loads the tables this session's solver uses.
    fn tables_loader(&self) -> TablesLoader;
    /// Hands tables to the puzzle's solver (tables of another puzzle are ignored).
    fn attach(&mut self, tables: &AnyTables);
    /// A solver for the current position, to run off the UI thread.
    fn solver(&self) -> Solver;
    /// A solver for the method a person can follow, its tables from `source` (`None`: the
    /// puzzle has none).
    fn method_solver(&self, source: Arc<dyn TableSource>, report: ReportFn) -> Option<Solver>;
    /// The method's name (`the beginner's method`), if the puzzle has one.
    fn method_label(&self) -> Option<Message>;
    /// Where the current position stands in that method, for hints.
    fn method_note(&self) -> Option<MethodPlace>;
    /// The current position decoded for drawing.
    fn board(&self) -> BoardView;
    /// What a move (in notation) acts on from the current position, for a hint to
    /// highlight (cells, stickers or slots).
    fn hint_cells(&self, m: &str) -> Vec<usize>;
    /// The start's fields of a link that opens this game elsewhere (the puzzle's own: the
    /// position and goal, or the cube's `setup-alg`); `None` while they cannot be written.
    fn share_start(&self) -> Option<Vec<(&'static str, String)>>;
    /// The name of a share link's moves field (`moves`, the cube's `alg`).
    fn share_moves_field(&self) -> &'static str;
    /// Whether the controller should search the position ahead of a hint.
    fn ponders(&self) -> bool;
    /// How long a hint may think.
    fn hint_time(&self) -> Duration;
    /// A solve's final line from `start` split into its stages.
    fn line_stages(&self, start: &str, line: &[String]) -> Result<LineStages, GameError>;
}

impl<P: Door> AnySession for Session<P> {
    fn variant(&self) -> Variant {
        Variant::of(self.puzzle().clone())
    }
    fn state_text(&self) -> String {
        self.puzzle().format_state(self.current())
    }
    fn start_text(&self) -> String {
        self.puzzle().format_state(self.start())
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
    fn set_position(&mut self, start: &str) -> Result<(), GameError> {
        *self = Session::from_text(self.puzzle().clone(), start)?;
        Ok(())
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
    fn tables_loader(&self) -> TablesLoader {
        let puzzle = self.puzzle().clone();
        Box::new(move |source, report| {
            let tables = puzzle.load_tables(source, report)?;
            Ok(tables.map(|t| Arc::new(t) as AnyTables))
        })
    }
    fn attach(&mut self, tables: &AnyTables) {
        if let Some(t) = tables.downcast_ref::<P::Tables>() {
            self.puzzle_mut().attach(t);
        }
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
                    lower_bound: None,
                    steps: Vec::new(),
                });
            }
            let plan = puzzle.hint(&state, budget)?;
            Ok(TextPlan {
                from,
                moves: plan.moves.iter().map(|m| puzzle.format_move(m)).collect(),
                optimal: plan.optimal,
                lower_bound: plan.lower_bound.filter(|_| !plan.optimal),
                steps: Vec::new(),
            })
        })
    }
    fn method_solver(&self, source: Arc<dyn TableSource>, report: ReportFn) -> Option<Solver> {
        P::method_label()?;
        let puzzle = self.puzzle().clone();
        let state = self.current().clone();
        Some(Box::new(move |_: &Budget| {
            let from = puzzle.format_state(&state);
            let report = |l: &Label, d: u64, t: u64| report(l, d, t);
            let steps = puzzle.method(&state, source.as_ref(), &report)?;
            Ok(TextPlan {
                from,
                moves: steps
                    .iter()
                    .flat_map(|s| s.moves.iter().map(|m| puzzle.format_move(m)))
                    .collect(),
                optimal: false,
                lower_bound: None,
                steps: steps
                    .iter()
                    .map(|s| PlanStep {
                        name: s.label.english(),
                        label: Some(s.label.clone()),
                        moves: s.moves.len(),
                    })
                    .collect(),
            })
        }))
    }
    fn method_label(&self) -> Option<Message> {
        P::method_label()
    }
    fn method_note(&self) -> Option<MethodPlace> {
        self.puzzle().method_place(self.current())
    }
    fn ponders(&self) -> bool {
        self.puzzle().ponders()
    }
    fn hint_time(&self) -> Duration {
        P::hint_time()
    }
    fn board(&self) -> BoardView {
        self.puzzle().board(self.current())
    }
    fn hint_cells(&self, m: &str) -> Vec<usize> {
        match self
            .puzzle()
            .parse_moves(m)
            .ok()
            .and_then(|ms| ms.into_iter().next())
        {
            Some(m) => self.puzzle().hint_cells(self.current(), &m),
            None => Vec::new(),
        }
    }
    fn share_start(&self) -> Option<Vec<(&'static str, String)>> {
        self.puzzle().share_start(self.start())
    }
    fn share_moves_field(&self) -> &'static str {
        P::SHARE_MOVES
    }
    fn line_stages(&self, start: &str, line: &[String]) -> Result<LineStages, GameError> {
        let puzzle = self.puzzle();
        let mut state = puzzle.parse_state(start)?;
        let mut states = vec![state.clone()];
        let mut costs = Vec::with_capacity(line.len());
        for text in line {
            let m = puzzle
                .parse_moves(text)?
                .into_iter()
                .next()
                .ok_or(GameError::Timeline(
                    crate::timeline::TimelineError::Mismatch,
                ))?;
            puzzle.apply(&mut state, &m)?;
            states.push(state.clone());
            costs.push(puzzle.cost(&m));
        }
        Ok(LineStages {
            stages: puzzle.stages(&states),
            costs,
        })
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

/// A puzzle behind its door, its type erased: one variant of it (the tiles' goal), with
/// what it has loaded, and the puzzle's own verbs. Implemented for every [`Door`].
pub trait AnyPuzzle: Send + Sync + fmt::Debug {
    /// Its name and the messages that name it.
    fn names(&self) -> &'static Names;
    /// What its board view holds.
    fn view_shape(&self) -> door::ViewShape;
    /// The form a record keeps of the variant (the tiles' goal; empty otherwise).
    fn record_text(&self) -> String;
    /// The key saved games and statistics are kept under (the tiles' size; else empty).
    fn key(&self) -> String;
    /// What a person calls a game of it (`Sliding tiles 4×4`).
    fn label(&self) -> Message;
    /// What a person calls a game of a variant key of this puzzle.
    fn label_of_key(&self, key: &str) -> Message;
    /// Whether the goal is not its size's standard one.
    fn custom_goal(&self) -> bool;
    /// Whether its games can have another goal.
    fn has_goals(&self) -> bool;
    /// The same size with the standard goal.
    fn standardised(&self) -> Variant;
    /// The variant a start entered without a goal is played in.
    fn for_start(&self, start: &str) -> Variant;
    /// The variant played to `goal`.
    fn with_goal(&self, goal: &str) -> Result<Variant, DoorError>;
    /// The variant of a size (`4x4`).
    fn of_size(&self, size: &str) -> Result<Variant, DoorError>;
    /// The variant a record's text names.
    fn of_record(&self, text: &str) -> Result<Variant, DoorError>;
    /// The named levels, easiest first.
    fn levels(&self) -> Vec<(&'static str, Level)>;
    /// A session of this variant at its goal.
    fn new_session(&self) -> Box<dyn AnySession>;
    /// A session back from its record, every move checked again (the record is of this
    /// puzzle; its own variant is read from it).
    fn restore(&self, record: &SessionRecord) -> Result<Box<dyn AnySession>, GameError>;
    /// How long a game's hint may think.
    fn hint_time(&self) -> Duration;
    /// A demonstration's pace before the player chooses one (`None`: the game's).
    fn demo_pace(&self) -> Option<Duration>;
    /// Whether a solve's shortest solution is found after it.
    fn measures_optimum(&self) -> bool;
    /// A random-state scramble for a real puzzle (a timer's).
    fn timer_scramble(
        &self,
        source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError>;
    /// The csTimer event of a variant key of this puzzle ([`Door::timer_event`]).
    fn timer_event(&self, key: &str) -> String;
    /// Where a trainer's scrambles leave its step ([`Door::drill_hold`]).
    fn drill_hold(&self) -> Option<door::Hold>;
    /// How many boards a timed solve goes through, a split at each ([`Door::phases`]).
    fn phases(&self) -> usize;
    /// Each phase's name ([`Door::phase_names`]).
    fn phase_names(&self) -> Vec<String>;
    /// The case a trainer's scramble was drawn from ([`Door::drill_case`]).
    fn drill_case(&self, scramble: &str) -> Option<String>;
    /// What a trainer tells after a solve besides its case ([`Door::drill_review`]).
    fn drill_review(&self, scramble: &str, source: &dyn TableSource) -> Vec<(String, String)>;
    /// The variant key a csTimer event names, if one of this puzzle's.
    fn key_of_event(&self, event: &str) -> Option<String>;
    /// Every table the puzzle declares.
    fn tables(&self) -> Vec<TableDef>;
    /// The unit of a solution's length on the command line (`moves`, `clicks`).
    fn unit(&self) -> &'static str;
    /// Whether a timer opened for no puzzle times this one.
    fn timed_by_default(&self) -> bool;
    /// The one solve pipeline ([`door::solve_all`]) for this puzzle.
    fn solve_all(
        &self,
        req: &SolveRequest,
        positions: &[Position],
        source: &Arc<dyn TableSource>,
        run: &dyn door::Runner,
    ) -> Result<Vec<Solved>, DoorError>;
    /// A position's text as a solve's record names it ([`Door::record_state`]).
    fn record_state(&self, text: &str) -> String;
    /// The position a scramble makes, in the puzzle's state notation: the text read as a
    /// position (the tiles' board to set up), else as moves played from the goal (the
    /// cube's WCA scramble).
    fn scramble_position(&self, text: &str) -> Result<String, DoorError>;
    /// The positions `puzzlebox scramble` prints ([`Door::scrambles`]).
    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), DoorError>;
}

/// What a game is played on: a puzzle and its variant (the tiles' goal, and so their
/// size), as the puzzle's door value. Equal when of the same puzzle and variant.
#[derive(Clone)]
pub struct Variant(Arc<dyn AnyPuzzle>);

impl Variant {
    /// A door's value as a variant.
    pub fn of<D: Door>(door: D) -> Variant {
        Variant(Arc::new(door))
    }

    /// The puzzle.
    pub fn kind(&self) -> PuzzleKind {
        self.0.names().kind()
    }

    /// What a person calls the game, in English (what JSON gives).
    pub fn title(&self) -> String {
        self.0.label().english()
    }

    /// The level names a game of it takes, easiest first.
    pub fn level_names(&self) -> Vec<String> {
        self.0.levels().iter().map(|l| l.0.to_string()).collect()
    }
}

impl std::ops::Deref for Variant {
    type Target = dyn AnyPuzzle;

    fn deref(&self) -> &(dyn AnyPuzzle + 'static) {
        self.0.as_ref()
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        self.kind() == other.kind() && self.record_text() == other.record_text()
    }
}

impl Eq for Variant {}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({} {:?})", self.kind(), self.record_text())
    }
}
