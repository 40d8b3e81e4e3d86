//! The session: start, current position, history with a cursor; what it refuses
//! ([`GameError`]); and a session as plain data ([`SessionRecord`]).

use door::{Door, Error as DoorError, PuzzleKind, UnknownPuzzle};
use messages::{from_variants, localized, Localize, Message};
use rand::RngCore;
use serde::{Deserialize, Serialize};

use crate::timeline::{Act, Stamp, Timeline, TimelineError, MAX_TIMELINE};
pub use search::{level_label, level_list, Level, LevelError};

/// The most moves a game holds (the redo branch included): far more than a solve by hand
/// of the largest board takes, and a bound on each game's memory and on the time its view
/// and its save take.
pub const MAX_HISTORY: usize = 10_000;

// A timeline has room for every move of a game and for undoing and redoing them.
const _: () = assert!(MAX_TIMELINE >= 4 * MAX_HISTORY);

/// What a session refuses, and why a game's solver or tables failed. The puzzles' own
/// errors are kept as they are (the tile, the sticker, the token) behind the door's one
/// shape, so a message can be written from their fields in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The puzzle's door refused: a position, a move, a goal, a size; or its solver or
    /// tables failed.
    Door(DoorError),
    /// A level that is not right.
    Level(LevelError),
    /// A puzzle's name that is none of the puzzles'.
    Puzzle(UnknownPuzzle),
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
    /// A saved timeline that is not right.
    Timeline(TimelineError),
    /// The tables could not be had.
    Tables(search::tables::TableError),
}

from_variants!(
    GameError::Door(DoorError),
    GameError::Level(LevelError),
    GameError::Puzzle(UnknownPuzzle),
    GameError::Tables(search::tables::TableError),
    GameError::Timeline(TimelineError),
);

impl Localize for GameError {
    fn message(&self) -> Message {
        use GameError as G;
        match self {
            G::Door(e) => e.message(),
            G::Level(e) => e.message(),
            G::Puzzle(e) => e.message(),
            G::NothingToUndo => Message::new("game-nothing-to-undo"),
            G::NothingToRedo => Message::new("game-nothing-to-redo"),
            G::WrongPuzzle { found, expected } => Message::new("game-wrong-puzzle")
                .arg("found", found.name())
                .arg("expected", expected.name()),
            G::TooLong => Message::new("game-too-long").arg("max", MAX_HISTORY.to_string()),
            G::BadCursor { cursor, moves } => Message::new("game-bad-cursor")
                .arg("cursor", *cursor)
                .arg("moves", *moves),
            G::Timeline(TimelineError::Item { at, item }) => Message::new("game-timeline-item")
                .arg("at", *at)
                .arg("item", item.clone()),
            G::Timeline(TimelineError::Mismatch) => Message::new("game-timeline-mismatch"),
            G::Timeline(TimelineError::TooLong) => {
                Message::new("game-timeline-too-long").arg("max", MAX_TIMELINE.to_string())
            }
            G::Tables(e) => e.message(),
        }
    }
}

localized!(GameError);

impl GameError {
    /// Whether the player's input was at fault (a bad move, position, goal, level or
    /// size).
    pub fn is_bad_input(&self) -> bool {
        match self {
            GameError::Door(e) => e.is_bad_input(),
            GameError::Level(_) | GameError::Timeline(_) | GameError::Puzzle(_) => true,
            _ => false,
        }
    }

    /// The puzzle door's error, if it is one.
    pub fn door(&self) -> Option<&DoorError> {
        match self {
            GameError::Door(e) => Some(e),
            _ => None,
        }
    }
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session<P: Door> {
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

impl<P: Door> Session<P> {
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

    /// A new game at a level named by [`Door::levels`], or written as `moves N`,
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
            puzzle: P::NAMES.kind(),
            start: self.puzzle.format_state(&self.start),
            moves: self
                .history
                .iter()
                .map(|m| self.puzzle.format_move(m))
                .collect(),
            cursor: self.cursor,
            variant: self.puzzle.record_text(),
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
        let expected = P::NAMES.kind();
        if !P::NAMES.answers_to(record.puzzle.name()) {
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
