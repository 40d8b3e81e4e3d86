//! The session: start, current position, history with a cursor.

use messages::{from_variants, localized, Localize, Message};
use rand::RngCore;
use search::tables::{Label, Report, TableSource};
use search::Budget;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::kind::{PuzzleKind, Variant};
use crate::timeline::{Act, Stamp, Timeline, TimelineError, MAX_TIMELINE};
pub use search::{level_label, level_list, Level, LevelError};

/// A solution from some position, as a plan a game can show or play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan<M> {
    /// The moves, in order.
    pub moves: Vec<M>,
    /// Whether the plan is proven shortest.
    pub optimal: bool,
    /// No plan is shorter than this, when the solver proves a bound (a near-optimal one).
    pub lower_bound: Option<u32>,
}

/// What a puzzle's door prepared for a game (its tables, loaded from a table source), handed
/// to the game.
#[derive(Clone, Debug)]
pub enum SolverTables {
    /// The tiles' for one goal (pattern databases, when its size has them).
    Sliding(sliding::Prepared),
    /// The cube's: the two-phase tables, and the optimal solver's small tables when they
    /// are cached (hints and demonstrations are then optimal where the budget allows).
    Cube(cube::Prepared),
    /// The Five Rings': the colour table (click metric).
    Rings(rings::Prepared),
}

/// A method's named steps, each with its English name, its message id and its moves.
pub type MethodSteps<M> = Vec<(String, Label, Vec<M>)>;

/// Where a position stands in the method a person can follow: step `step` (1-based) of
/// `of`, which is `name` (English) and `label` (its message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodPlace {
    /// The step, from 1.
    pub step: usize,
    /// The method's steps.
    pub of: usize,
    /// The step's name, in English.
    pub name: String,
    /// The step's message id.
    pub label: Label,
}

impl Localize for MethodPlace {
    fn message(&self) -> Message {
        Message::new("method-place")
            .arg("step", self.step)
            .arg("of", self.of)
            .arg("name", self.label.clone())
    }
}

/// The position as a front end draws it, decoded (no front end parses positions).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BoardView {
    /// The tiles: the numbers in reading order (0 the blank), and which are home.
    Tiles {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
        /// The tile in each cell, in reading order; 0 is the blank.
        cells: Vec<u32>,
        /// Whether each cell holds its goal tile.
        home: Vec<bool>,
    },
    /// The cube: the colour of each of the 54 stickers, faces U R F D L B in Kociemba's
    /// reading order, as the letter of the face whose centre has that colour when solved.
    Cube {
        /// 54 letters of `URFDLB`.
        stickers: String,
    },
    /// The Five Rings: for each ring 1–5, the colour letter (`K B G O R`) in slots 0–6.
    Rings {
        /// Five strings of seven letters.
        rings: Vec<String>,
    },
}

/// A puzzle as a game sees it: positions and moves in the puzzle's own notation.
pub trait GamePuzzle: Clone + Send + 'static {
    /// A position.
    type State: Clone + PartialEq + Send;
    /// One move as the player makes it.
    type Move: Clone + PartialEq + Send;

    /// The puzzle and what it is played on (the tiles' goal).
    fn variant(&self) -> Variant;
    /// Parses a position; the error names what is wrong.
    fn parse_state(&self, text: &str) -> Result<Self::State, GameError>;
    /// Formats a position (parse∘format is the identity).
    fn format_state(&self, state: &Self::State) -> String;
    /// Parses a move sequence in the puzzle's notation.
    fn parse_moves(&self, text: &str) -> Result<Vec<Self::Move>, GameError>;
    /// Formats one move.
    fn format_move(&self, m: &Self::Move) -> String;
    /// What a move counts for in the player's metric (the cube's HTM: a half turn is one
    /// move, a slice two, a rotation none); one by default.
    fn cost(&self, _m: &Self::Move) -> u32 {
        1
    }
    /// Applies a move; an impossible move is an error and leaves the position unchanged.
    fn apply(&self, state: &mut Self::State, m: &Self::Move) -> Result<(), GameError>;
    /// Whether the position is solved.
    fn is_solved(&self, state: &Self::State) -> bool;
    /// A new start position at a level.
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<Self::State, GameError>;
    /// The puzzle's named levels (name, level), easiest first.
    fn levels(&self) -> Vec<(&'static str, Level)>;
    /// A good solution from `state` within `budget` (optimal where that fits in the budget).
    fn solve(&self, state: &Self::State, budget: &Budget) -> Result<Plan<Self::Move>, GameError>;
    /// Loads the tables its solver uses for this variant (`None`: it needs none).
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError>;
    /// Takes the tables its solver can use (other puzzles' tables are ignored).
    fn attach(&mut self, tables: &SolverTables);
    /// The method a person can follow, if the puzzle offers one in a game: its name.
    fn method_label(&self) -> Option<Message> {
        None
    }
    /// The method's named steps with their moves from `state` (its tables from `source`).
    fn method(
        &self,
        _state: &Self::State,
        _source: &dyn TableSource,
        _report: Report,
    ) -> Result<MethodSteps<Self::Move>, GameError> {
        Err(GameError::NoMethod {
            puzzle: self.variant().kind(),
        })
    }
    /// Where the position stands in that method (the step it is at), for hints.
    fn method_note(&self, _state: &Self::State) -> Option<MethodPlace> {
        None
    }
    /// The position decoded for drawing.
    fn board(&self, state: &Self::State) -> BoardView;
    /// What a move acts on, for a hint to highlight: the cell of the tile that slides, the
    /// cube's stickers that turn, the rings' slots that move.
    fn hint_cells(&self, state: &Self::State, m: &Self::Move) -> Vec<usize>;
    /// Whether thinking ahead pays: the solver can prove a shortest solution given more
    /// time than a hint's, so the controller searches the position while the player looks
    /// at it (the cube with its optimal tables).
    fn ponders(&self) -> bool {
        false
    }
    /// A solve split into its stages: `states[i]` is the position after `i` moves of the
    /// solve's final line (the last solved); each stage's name and the moves made when it
    /// ends, in order (none by default).
    fn stages(&self, _states: &[Self::State]) -> Vec<(Message, usize)> {
        Vec::new()
    }
    /// Moves that take the goal to `state` (a share link's `setup-alg`), where the puzzle's
    /// links use them (the cube, as Twizzle does); `None` otherwise or without tables.
    fn setup_moves(&self, _state: &Self::State) -> Option<String> {
        None
    }
}

/// The most moves a game holds (the redo branch included): far more than a solve by hand
/// of the largest board takes, and a bound on each game's memory and on the time its view
/// and its save take.
pub const MAX_HISTORY: usize = 10_000;

// A timeline has room for every move of a game and for undoing and redoing them.
const _: () = assert!(MAX_TIMELINE >= 4 * MAX_HISTORY);

/// What a session refuses, and why a game's solver or tables failed. The puzzles' own
/// errors are kept as they are (the tile, the sticker, the token), so a message can be
/// written from their fields in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// A position or move of the tiles that is not right.
    Tiles(sliding::Error),
    /// A goal of the tiles that is not right.
    Goal(sliding::Error),
    /// A position or move of the cube that is not right.
    Cube(cube::CubeError),
    /// A position or move of the rings that is not right.
    Rings(rings::RingsError),
    /// A level that is not right.
    Level(LevelError),
    /// A puzzle's name that is none of the puzzles'.
    Puzzle(crate::kind::UnknownPuzzle),
    /// Undo with nothing to undo.
    NothingToUndo,
    /// Redo with nothing to redo.
    NothingToRedo,
    /// A record of another puzzle.
    WrongPuzzle {
        /// The record's puzzle.
        found: PuzzleKind,
        /// This session's puzzle.
        expected: PuzzleKind,
    },
    /// A game would hold more than [`MAX_HISTORY`] moves.
    TooLong,
    /// A record whose cursor is past its moves.
    BadCursor {
        /// The cursor.
        cursor: usize,
        /// Moves in the record.
        moves: usize,
    },
    /// A level by distance on a puzzle whose games have none.
    NoDistanceLevels {
        /// The puzzle.
        puzzle: PuzzleKind,
    },
    /// A goal given for a puzzle with one goal.
    OneGoal {
        /// The puzzle.
        puzzle: PuzzleKind,
    },
    /// A size given for a puzzle with one size.
    OneSize {
        /// The puzzle.
        puzzle: PuzzleKind,
    },
    /// A puzzle without a method to demonstrate.
    NoMethod {
        /// The puzzle.
        puzzle: PuzzleKind,
    },
    /// The solver's tables are not loaded yet.
    TablesNotReady {
        /// The puzzle.
        puzzle: PuzzleKind,
    },
    /// A saved timeline that is not right.
    Timeline(TimelineError),
    /// The search was cancelled.
    Cancelled,
    /// The tables could not be had.
    Tables(search::tables::TableError),
}

from_variants!(
    GameError::Tiles(sliding::Error),
    GameError::Cube(cube::CubeError),
    GameError::Rings(rings::RingsError),
    GameError::Level(LevelError),
    GameError::Puzzle(crate::kind::UnknownPuzzle),
    GameError::Tables(search::tables::TableError),
    GameError::Timeline(TimelineError),
);

impl Localize for GameError {
    fn message(&self) -> Message {
        use GameError as G;
        match self {
            G::Tiles(e) => e.message(),
            G::Goal(e) => Message::new("game-goal").arg("error", e.message()),
            G::Cube(e) => e.message(),
            G::Rings(e) => e.message(),
            G::Level(e) => e.message(),
            G::Puzzle(e) => e.message(),
            G::NothingToUndo => Message::new("game-nothing-to-undo"),
            G::NothingToRedo => Message::new("game-nothing-to-redo"),
            G::WrongPuzzle { found, expected } => Message::new("game-wrong-puzzle")
                .arg("found", found.word())
                .arg("expected", expected.word()),
            G::TooLong => Message::new("game-too-long").arg("max", MAX_HISTORY.to_string()),
            G::BadCursor { cursor, moves } => Message::new("game-bad-cursor")
                .arg("cursor", *cursor)
                .arg("moves", *moves),
            G::NoDistanceLevels { puzzle } => {
                Message::new("game-no-distance-levels").arg("the", puzzle.the())
            }
            G::OneGoal { puzzle } => Message::new("game-one-goal").arg("the", puzzle.the()),
            G::OneSize { puzzle } => Message::new("game-one-size").arg("the", puzzle.the()),
            G::NoMethod { puzzle } => Message::new("game-no-method").arg("the", puzzle.the()),
            G::TablesNotReady { puzzle } => {
                Message::new("game-tables-not-ready").arg("puzzle", puzzle.word())
            }
            G::Timeline(TimelineError::Item { at, item }) => Message::new("game-timeline-item")
                .arg("at", *at)
                .arg("item", item.clone()),
            G::Timeline(TimelineError::Mismatch) => Message::new("game-timeline-mismatch"),
            G::Timeline(TimelineError::TooLong) => {
                Message::new("game-timeline-too-long").arg("max", MAX_TIMELINE.to_string())
            }
            G::Cancelled => Message::new("game-cancelled"),
            G::Tables(e) => e.message(),
        }
    }
}

localized!(GameError);

impl From<crate::kind::VariantError> for GameError {
    fn from(e: crate::kind::VariantError) -> GameError {
        use crate::kind::VariantError as V;
        match e {
            V::Size(e) => GameError::Tiles(e),
            V::Goal(e) => GameError::Goal(e),
            V::OneGoal { puzzle } => GameError::OneGoal { puzzle },
        }
    }
}

impl GameError {
    /// Whether the player's input was at fault (a bad move, position, goal, level or
    /// size).
    pub fn is_bad_input(&self) -> bool {
        use GameError::*;
        match self {
            Tiles(e) => !matches!(e, sliding::Error::Tables(_) | sliding::Error::Stopped),
            Cube(e) => !matches!(
                e,
                cube::CubeError::Tables(_)
                    | cube::CubeError::NoSolutionInTime
                    | cube::CubeError::OptimalTablesNotBuilt
            ),
            Rings(e) => !matches!(
                e,
                rings::RingsError::Tables(_)
                    | rings::RingsError::Cancelled
                    | rings::RingsError::NoSolution
            ),
            Goal(_)
            | Level(_)
            | Timeline(_)
            | Puzzle(_)
            | NoDistanceLevels { .. }
            | OneGoal { .. } => true,
            OneSize { .. } => true,
            _ => false,
        }
    }
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session<P: GamePuzzle> {
    puzzle: P,
    start: P::State,
    current: P::State,
    history: Vec<P::Move>,
    cursor: usize,
    level: String,
    hints: u32,
    demos: u32,
    elapsed_ms: u64,
    /// Every action with the clock when it was taken.
    timeline: Vec<Stamp>,
}

/// A session as plain data: what is saved, and what a web page or the database reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SessionRecord {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The start position in the puzzle's notation.
    pub start: String,
    /// Every move made (the redo branch included), in the puzzle's notation.
    pub moves: Vec<String>,
    /// How many of `moves` are applied now.
    pub cursor: usize,
    /// What the puzzle is played on (the tiles' goal); empty if nothing.
    #[serde(default)]
    pub variant: String,
    /// The level's name (`easy`, `low`, `random`, `custom`, …).
    #[serde(default)]
    pub level: String,
    /// Hints asked for.
    #[serde(default)]
    pub hints: u32,
    /// Demonstrations started.
    #[serde(default)]
    pub demos: u32,
    /// Time played, in milliseconds.
    #[serde(default)]
    pub elapsed_ms: u64,
    /// Every action with the game's clock when it was taken (`1200:R 2400:undo …`, see
    /// [`Timeline`]); empty for a game saved before times were kept.
    #[serde(default)]
    pub timeline: String,
}

impl<P: GamePuzzle> Session<P> {
    /// A session starting at `start`.
    pub fn new(puzzle: P, start: P::State) -> Self {
        Session {
            puzzle,
            current: start.clone(),
            start,
            history: Vec::new(),
            cursor: 0,
            level: "custom".into(),
            hints: 0,
            demos: 0,
            elapsed_ms: 0,
            timeline: Vec::new(),
        }
    }

    /// The level's name.
    pub fn level(&self) -> &str {
        &self.level
    }

    /// Hints asked for so far.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Demonstrations started so far.
    pub fn demos(&self) -> u32 {
        self.demos
    }

    /// Time played so far, in milliseconds.
    pub fn elapsed_ms(&self) -> u64 {
        self.elapsed_ms
    }

    /// Counts a hint.
    pub fn note_hint(&mut self) {
        self.hints += 1;
    }

    /// Counts a demonstration.
    pub fn note_demo(&mut self) {
        self.demos += 1;
    }

    /// Adds playing time.
    pub fn add_time(&mut self, ms: u64) {
        self.elapsed_ms += ms;
    }

    /// The puzzle, to attach tables to.
    pub fn puzzle_mut(&mut self) -> &mut P {
        &mut self.puzzle
    }

    /// A session from a position written in the puzzle's notation (a custom start).
    pub fn from_text(puzzle: P, start: &str) -> Result<Self, GameError> {
        let s = puzzle.parse_state(start)?;
        Ok(Session::new(puzzle, s))
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &P {
        &self.puzzle
    }

    /// The start position.
    pub fn start(&self) -> &P::State {
        &self.start
    }

    /// The current position.
    pub fn current(&self) -> &P::State {
        &self.current
    }

    /// The moves applied now, in order.
    pub fn moves(&self) -> &[P::Move] {
        &self.history[..self.cursor]
    }

    /// Moves that redo would replay.
    pub fn redo_len(&self) -> usize {
        self.history.len() - self.cursor
    }

    /// Whether the current position is solved.
    pub fn is_solved(&self) -> bool {
        self.puzzle.is_solved(&self.current)
    }

    /// Makes a move: the redo branch is dropped. An impossible move changes nothing.
    pub fn make_move(&mut self, m: P::Move) -> Result<(), GameError> {
        if self.cursor >= MAX_HISTORY || self.timeline.len() >= MAX_TIMELINE {
            return Err(GameError::TooLong);
        }
        self.puzzle.apply(&mut self.current, &m)?;
        self.stamp(Act::Move(self.puzzle.format_move(&m)));
        self.history.truncate(self.cursor);
        self.history.push(m);
        self.cursor += 1;
        Ok(())
    }

    /// Makes every move of a sequence in the puzzle's notation; on a bad token or an
    /// impossible move nothing of the sequence is kept.
    pub fn play(&mut self, text: &str) -> Result<usize, GameError> {
        let moves = self.puzzle.parse_moves(text)?;
        // What a failure puts back: the position and the redo branch (not the whole
        // history, which the moves only append to).
        let (current, cursor) = (self.current.clone(), self.cursor);
        let redo = self.history[cursor..].to_vec();
        let stamps = self.timeline.len();
        for m in &moves {
            if let Err(e) = self.make_move(m.clone()) {
                self.timeline.truncate(stamps);
                self.history.truncate(cursor);
                self.history.extend(redo);
                (self.current, self.cursor) = (current, cursor);
                return Err(e);
            }
        }
        Ok(moves.len())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Result<(), GameError> {
        if self.cursor == 0 {
            return Err(GameError::NothingToUndo);
        }
        self.room_for_an_action()?;
        self.cursor -= 1;
        self.current = self.replay(self.cursor)?;
        self.stamp(Act::Undo);
        Ok(())
    }

    /// Notes an action at the clock's time.
    fn stamp(&mut self, act: Act) {
        self.timeline.push(Stamp {
            ms: self.elapsed_ms,
            act,
        });
    }

    fn room_for_an_action(&self) -> Result<(), GameError> {
        if self.timeline.len() >= MAX_TIMELINE {
            return Err(GameError::TooLong);
        }
        Ok(())
    }

    /// Every action so far with its time.
    pub fn timeline(&self) -> &[Stamp] {
        &self.timeline
    }

    /// Replays the next move of the redo branch.
    pub fn redo(&mut self) -> Result<(), GameError> {
        let m = self
            .history
            .get(self.cursor)
            .cloned()
            .ok_or(GameError::NothingToRedo)?;
        self.room_for_an_action()?;
        self.puzzle.apply(&mut self.current, &m)?;
        self.cursor += 1;
        self.stamp(Act::Redo);
        Ok(())
    }

    /// A new game at `level`: a new start, an empty history.
    pub fn new_game(&mut self, level: Level, rng: &mut dyn RngCore) -> Result<(), GameError> {
        // A scramble that happens to come back to solved is no game: draw again.
        let mut start = self.puzzle.scramble(level, rng)?;
        for _ in 0..100 {
            if !self.puzzle.is_solved(&start) || level == Level::Moves(0) {
                break;
            }
            start = self.puzzle.scramble(level, rng)?;
        }
        self.start = start.clone();
        self.current = start;
        self.history.clear();
        self.cursor = 0;
        self.level = self
            .puzzle
            .levels()
            .into_iter()
            .find(|l| l.1 == level)
            .map(|l| l.0.to_string())
            .unwrap_or_else(|| level.to_string());
        self.hints = 0;
        self.demos = 0;
        self.elapsed_ms = 0;
        self.timeline.clear();
        Ok(())
    }

    /// A new game at a level named by [`GamePuzzle::levels`], or written as `moves N`,
    /// `distance N` or `random`.
    pub fn new_game_named(&mut self, name: &str, rng: &mut dyn RngCore) -> Result<(), GameError> {
        let levels = self.puzzle.levels();
        let level = match levels.iter().find(|l| l.0 == name) {
            Some(l) => l.1,
            None => parse_level(name, levels.iter().map(|l| l.0))?,
        };
        self.new_game(level, rng)
    }

    /// Back to the start position, keeping the history for redo.
    pub fn restart(&mut self) {
        if self.cursor > 0 && self.room_for_an_action().is_ok() {
            self.stamp(Act::Restart);
        }
        self.cursor = 0;
        self.current = self.start.clone();
    }

    /// The position after the first `n` moves of the history.
    fn replay(&self, n: usize) -> Result<P::State, GameError> {
        let mut s = self.start.clone();
        for m in &self.history[..n] {
            self.puzzle.apply(&mut s, m)?;
        }
        Ok(s)
    }

    /// The session as plain data.
    pub fn record(&self) -> SessionRecord {
        SessionRecord {
            puzzle: self.puzzle.variant().kind(),
            start: self.puzzle.format_state(&self.start),
            moves: self
                .history
                .iter()
                .map(|m| self.puzzle.format_move(m))
                .collect(),
            cursor: self.cursor,
            variant: self.puzzle.variant().record_text(),
            level: self.level.clone(),
            hints: self.hints,
            demos: self.demos,
            elapsed_ms: self.elapsed_ms,
            timeline: Timeline(self.timeline.clone()).to_string(),
        }
    }

    /// A session back from its record (every move is checked again); `puzzle` is the
    /// puzzle of the record's variant.
    pub fn restore(puzzle: P, record: &SessionRecord) -> Result<Self, GameError> {
        let expected = puzzle.variant().kind();
        if record.puzzle != expected {
            return Err(GameError::WrongPuzzle {
                found: record.puzzle,
                expected,
            });
        }
        if record.moves.len() > MAX_HISTORY {
            return Err(GameError::TooLong);
        }
        if record.cursor > record.moves.len() {
            return Err(GameError::BadCursor {
                cursor: record.cursor,
                moves: record.moves.len(),
            });
        }
        let timeline = Timeline::parse(&record.timeline)?;
        if !timeline.is_empty() {
            timeline.check(&record.moves, record.cursor)?;
        }
        let mut s = Session::from_text(puzzle, &record.start)?;
        for m in &record.moves {
            s.play(m)?;
        }
        s.timeline = timeline.0;
        // Every move was checked by playing it; the position is the cursor's (one replay,
        // not an undo per move).
        if s.cursor > record.cursor {
            s.current = s.replay(record.cursor)?;
            s.cursor = record.cursor;
        }
        s.level = record.level.clone();
        s.hints = record.hints;
        s.demos = record.demos;
        s.elapsed_ms = record.elapsed_ms;
        Ok(s)
    }
}

/// A level written as `moves N`, `distance N` or `random`; when it is none, the error
/// names the puzzle's own levels (`names`), or what is wrong with the number.
pub(crate) fn parse_level<'a>(
    name: &str,
    names: impl IntoIterator<Item = &'a str>,
) -> Result<Level, GameError> {
    name.parse::<Level>().map_err(|e| {
        let first = name.split_whitespace().next();
        GameError::Level(if matches!(first, Some("moves" | "distance")) {
            e
        } else {
            LevelError::Unknown {
                name: name.to_string(),
                levels: names.into_iter().map(str::to_string).collect(),
            }
        })
    })
}
