//! What the storage door keeps and hands back, as plain data: a saved game as a row
//! ([`GameRow`]), a level's statistics ([`LevelStats`]), and an export ([`Export`]) with
//! what an import did ([`ImportReport`]).

use game::{PuzzleKind, SessionRecord, Status};
use practice::{SessionKind, Solve};
use serde::{Deserialize, Serialize};

/// The export format's name.
pub const EXPORT_FORMAT: &str = "puzzlebox-games";
/// The export format version this build writes (it reads every version up to it).
pub const EXPORT_VERSION: u32 = 3;

/// One game as stored and exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRow {
    /// A random id, unique across stores (import matches games by it).
    pub uid: String,
    /// The session: puzzle, variant, level, start, moves, counters.
    #[serde(flatten)]
    pub record: SessionRecord,
    /// Playing, solved or abandoned.
    pub status: Status,
    /// When it started (milliseconds since the Unix epoch).
    pub started_at: i64,
    /// When it was last saved.
    pub updated_at: i64,
    /// When it ended.
    pub finished_at: Option<i64>,
}

impl GameRow {
    /// Whether a hint or a demonstration helped: such a solve is never a best.
    pub fn assisted(&self) -> bool {
        game::assisted(&self.record)
    }
}

/// Which kept games a list shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shown {
    /// The games still being played (to resume).
    #[default]
    Unfinished,
    /// The games solved.
    Solved,
    /// Every game kept: unfinished, solved and abandoned (started over).
    All,
}

/// A page of a session's solves, the newest first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SolvesPage {
    /// How many solves the session holds.
    pub total: u64,
    /// How many newer solves come before this page's first.
    pub offset: usize,
    /// The page's solves, the newest first.
    pub solves: Vec<Solve>,
}

/// Statistics of one puzzle (and variant key, the tiles' size) and level.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelStats {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The tiles' size (`4x4`; empty for the other puzzles).
    pub size: String,
    /// What a person calls the game (`Sliding tiles 4×4`).
    pub title: String,
    /// The level.
    pub level: String,
    /// Games finished or in progress.
    pub played: u64,
    /// Games solved.
    pub solved: u64,
    /// Of them, solved with a hint or a demonstration (never a best).
    pub assisted: u64,
    /// Games abandoned.
    pub abandoned: u64,
    /// Fastest solve without a hint or a demonstration, in milliseconds.
    pub best_ms: Option<u64>,
    /// Fewest moves in a solve without a hint or a demonstration, in the puzzle's metric.
    pub fewest_moves: Option<u64>,
    /// Mean time of the solves without a hint or a demonstration, in milliseconds.
    pub mean_ms: Option<f64>,
}

/// Every game, session and solve, as exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    /// Always [`EXPORT_FORMAT`].
    pub format: String,
    /// The format version.
    pub version: u32,
    /// The games, oldest first.
    pub games: Vec<GameRow>,
    /// The sessions with their solves, oldest first (version 2).
    #[serde(default)]
    pub sessions: Vec<SessionExport>,
}

/// A session as exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionExport {
    /// Its random id.
    pub uid: String,
    /// Its name.
    pub name: String,
    /// What it is of.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// When it was made.
    pub created_at: i64,
    /// Whether it was the current session of its kind.
    pub current: bool,
    /// Its solves, oldest first.
    pub solves: Vec<Solve>,
}

/// What an import did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    /// Games that were new.
    pub added: usize,
    /// Games that were here in an older state and were brought up to date.
    pub updated: usize,
    /// Games that were already here (as they are, or newer).
    pub unchanged: usize,
    /// Sessions that were new (a session of the same name and kind takes the other's
    /// solves).
    pub sessions_added: usize,
    /// Solves that were new.
    pub solves_added: usize,
    /// Solves that were already here.
    pub solves_unchanged: usize,
}

impl ImportReport {
    /// Whether the import added or changed nothing.
    pub fn nothing_new(&self) -> bool {
        self.added + self.updated + self.sessions_added + self.solves_added == 0
    }
}

impl Export {
    /// Checks an export whole before anything is written: its format and version, every
    /// game as a game (its start, every move, its cursor), every session's name. Every
    /// store's import begins here.
    pub fn check(&self, puzzles: &game::Puzzles) -> Result<(), crate::StoreError> {
        use crate::StoreError;
        if self.format != EXPORT_FORMAT {
            return Err(StoreError::ExportFormat {
                found: self.format.clone(),
            });
        }
        if self.version > EXPORT_VERSION {
            return Err(StoreError::ExportVersion {
                found: self.version,
            });
        }
        for (i, g) in self.games.iter().enumerate() {
            puzzles
                .restore(&g.record)
                .map_err(|e| StoreError::ExportGame {
                    number: i + 1,
                    puzzle: g.record.puzzle,
                    uid: g.uid.clone(),
                    error: Box::new(e),
                })?;
        }
        for s in &self.sessions {
            if s.name.trim().is_empty() || s.kind.puzzle.trim().is_empty() {
                return Err(StoreError::EmptyName);
            }
        }
        Ok(())
    }
}

/// An exported solve as a solve to add: its uid, time, penalty and everything else kept
/// (its optimum is set apart, after it is added).
pub(crate) fn kept_solve(solve: &Solve) -> practice::NewSolve {
    practice::NewSolve {
        uid: Some(solve.uid.clone()),
        ms: solve.ms,
        penalty: solve.penalty,
        moves: solve.moves,
        assisted: solve.assisted,
        scramble: solve.scramble.clone(),
        comment: solve.comment.clone(),
        at: Some(solve.at),
        game: solve.game.clone(),
        splits: solve.splits.clone(),
    }
}
