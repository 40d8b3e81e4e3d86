//! The session: start, current position, history with a cursor.

use rand::RngCore;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// How hard a new game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    /// This many random moves from the solved position (no move undoing the previous one).
    Moves(usize),
    /// A position drawn uniformly from all reachable ones.
    RandomState,
    /// A position exactly this many moves from solved (where the puzzle can prove it).
    Distance(u32),
}

/// A puzzle as a game sees it: positions and moves in the puzzle's own notation.
pub trait GamePuzzle {
    /// A position.
    type State: Clone + PartialEq;
    /// One move as the player makes it.
    type Move: Clone + PartialEq;

    /// The puzzle's name in records (`sliding`, `cube`, `rings`).
    fn name(&self) -> &'static str;
    /// Parses a position; the error names what is wrong.
    fn parse_state(&self, text: &str) -> Result<Self::State, String>;
    /// Formats a position (parse∘format is the identity).
    fn format_state(&self, state: &Self::State) -> String;
    /// Parses a move sequence in the puzzle's notation.
    fn parse_moves(&self, text: &str) -> Result<Vec<Self::Move>, String>;
    /// Formats one move.
    fn format_move(&self, m: &Self::Move) -> String;
    /// Applies a move; an impossible move is an error and leaves the position unchanged.
    fn apply(&self, state: &mut Self::State, m: &Self::Move) -> Result<(), String>;
    /// Whether the position is solved.
    fn is_solved(&self, state: &Self::State) -> bool;
    /// A new start position at a level.
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<Self::State, String>;
    /// The puzzle's named levels (name, level), easiest first.
    fn levels(&self) -> Vec<(&'static str, Level)>;
}

/// What a session refuses.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// A position or move text that the puzzle does not accept (its own message).
    #[error("{0}")]
    Puzzle(String),
    /// Undo with nothing to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Redo with nothing to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A record of another puzzle.
    #[error("this record is a {found} game, not {expected}")]
    WrongPuzzle {
        /// The record's puzzle.
        found: String,
        /// This session's puzzle.
        expected: &'static str,
    },
    /// A record whose cursor is past its moves.
    #[error("the record's position {cursor} is past its {moves} moves")]
    BadCursor {
        /// The cursor.
        cursor: usize,
        /// Moves in the record.
        moves: usize,
    },
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session<P: GamePuzzle> {
    puzzle: P,
    start: P::State,
    current: P::State,
    history: Vec<P::Move>,
    cursor: usize,
}

/// A session as plain data: what is saved, and what a web page or the database reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionRecord {
    /// The puzzle's name.
    pub puzzle: String,
    /// The start position in the puzzle's notation.
    pub start: String,
    /// Every move made (the redo branch included), in the puzzle's notation.
    pub moves: Vec<String>,
    /// How many of `moves` are applied now.
    pub cursor: usize,
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
        }
    }

    /// A session from a position written in the puzzle's notation (a custom start).
    pub fn from_text(puzzle: P, start: &str) -> Result<Self, GameError> {
        let s = puzzle.parse_state(start).map_err(GameError::Puzzle)?;
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
        self.puzzle
            .apply(&mut self.current, &m)
            .map_err(GameError::Puzzle)?;
        self.history.truncate(self.cursor);
        self.history.push(m);
        self.cursor += 1;
        Ok(())
    }

    /// Makes every move of a sequence in the puzzle's notation; on a bad token or an
    /// impossible move nothing of the sequence is kept.
    pub fn play(&mut self, text: &str) -> Result<usize, GameError> {
        let moves = self.puzzle.parse_moves(text).map_err(GameError::Puzzle)?;
        let saved = (self.current.clone(), self.history.clone(), self.cursor);
        for m in &moves {
            if let Err(e) = self.make_move(m.clone()) {
                (self.current, self.history, self.cursor) = saved;
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
        self.cursor -= 1;
        self.current = self.replay(self.cursor)?;
        Ok(())
    }

    /// Replays the next move of the redo branch.
    pub fn redo(&mut self) -> Result<(), GameError> {
        let m = self
            .history
            .get(self.cursor)
            .cloned()
            .ok_or(GameError::NothingToRedo)?;
        self.puzzle
            .apply(&mut self.current, &m)
            .map_err(GameError::Puzzle)?;
        self.cursor += 1;
        Ok(())
    }

    /// A new game at `level`: a new start, an empty history.
    pub fn new_game(&mut self, level: Level, rng: &mut dyn RngCore) -> Result<(), GameError> {
        let start = self
            .puzzle
            .scramble(level, rng)
            .map_err(GameError::Puzzle)?;
        self.start = start.clone();
        self.current = start;
        self.history.clear();
        self.cursor = 0;
        Ok(())
    }

    /// Back to the start position, keeping the history for redo.
    pub fn restart(&mut self) {
        self.cursor = 0;
        self.current = self.start.clone();
    }

    /// The position after the first `n` moves of the history.
    fn replay(&self, n: usize) -> Result<P::State, GameError> {
        let mut s = self.start.clone();
        for m in &self.history[..n] {
            self.puzzle.apply(&mut s, m).map_err(GameError::Puzzle)?;
        }
        Ok(s)
    }

    /// The session as plain data.
    pub fn record(&self) -> SessionRecord {
        SessionRecord {
            puzzle: self.puzzle.name().to_string(),
            start: self.puzzle.format_state(&self.start),
            moves: self
                .history
                .iter()
                .map(|m| self.puzzle.format_move(m))
                .collect(),
            cursor: self.cursor,
        }
    }

    /// A session back from its record (every move is checked again).
    pub fn restore(puzzle: P, record: &SessionRecord) -> Result<Self, GameError> {
        if record.puzzle != puzzle.name() {
            return Err(GameError::WrongPuzzle {
                found: record.puzzle.clone(),
                expected: puzzle.name(),
            });
        }
        if record.cursor > record.moves.len() {
            return Err(GameError::BadCursor {
                cursor: record.cursor,
                moves: record.moves.len(),
            });
        }
        let mut s = Session::from_text(puzzle, &record.start)?;
        for m in &record.moves {
            s.play(m)?;
        }
        while s.cursor > record.cursor {
            s.undo()?;
        }
        Ok(s)
    }
}
