//! Each puzzle as the terminal draws and plays it: a [`Face`] per puzzle (its board, its
//! keys and clicks, its key bar, its prompts and rules), looked up by the puzzle's name.
//! The rest of the terminal game is the same for every puzzle; only the faces name one.

mod cube;
mod cube2;
mod rings;
mod series;
mod tiles;

use crossterm::event::KeyEvent;
use game::controller::HintView;
use game::{Action, BoardView, PuzzleKind, Variant};
use messages::Message;
use ratatui::layout::Rect;
use ratatui::Frame;

/// The tiles' grid, for the tests of clicks.
#[cfg(test)]
pub(crate) use tiles::grid as tiles_grid;

/// What the terminal marks on a board besides the game: the rings' selected ring (0: the
/// disk), the cube's layer marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks {
    /// The ring selected, 0 = disk.
    pub ring: u8,
    /// The cube's marked layer, an index into its marker's layers.
    pub layer: usize,
}

impl Default for Marks {
    fn default() -> Marks {
        Marks { ring: 1, layer: 0 }
    }
}

/// A board to draw: the view's, its hint, and what the terminal marks on it.
pub struct Board<'a> {
    /// The position, as the game decodes it.
    pub view: &'a BoardView,
    /// The hint shown, if any.
    pub hint: Option<&'a HintView>,
    /// The marks.
    pub marks: Marks,
    /// What a move (in notation) would act on from the position: the game's answer.
    pub cells_of: &'a dyn Fn(&str) -> Vec<usize>,
}

/// What a prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// Moves in the puzzle's notation.
    Moves,
    /// A custom start position (for tiles `start | goal` sets a goal too).
    Position,
}

/// A puzzle as the terminal draws and plays it.
pub trait Face: Sync {
    /// The puzzle.
    fn kind(&self) -> PuzzleKind;

    /// Draws the board in `area`; false when it does not fit.
    fn draw(&self, f: &mut Frame, area: Rect, board: &Board) -> bool;

    /// A key in play that is the puzzle's own (not shared by every puzzle): a move, or a
    /// change of the marks (then `None`).
    fn key(&self, key: KeyEvent, marks: &mut Marks) -> Option<Action>;

    /// Whether Space demonstrates (the cube's turns the marked layer instead).
    fn space_demonstrates(&self) -> bool {
        true
    }

    /// A left click at (column, row) of the screen `screen` showing `board`: the move it
    /// makes, or what to say (nothing there); `None` when clicks do nothing.
    fn click(
        &self,
        _screen: Rect,
        _board: &BoardView,
        _at: (u16, u16),
    ) -> Option<Result<String, Message>> {
        None
    }

    /// The key bars' message ids, widest first.
    fn key_bars(&self) -> [&'static str; 3];

    /// What a prompt asks for.
    fn prompt(&self, kind: PromptKind) -> &'static str;

    /// The rules' message id (`custom_goal`: played to a goal of the player's).
    fn rules(&self, custom_goal: bool) -> &'static str;

    /// Where a trainer's scramble leaves its step and how to hold the puzzle, said beside
    /// the timer's scramble (`None`: nothing to say).
    fn hold_note(&self, _hold: &door::Hold) -> Option<String> {
        None
    }

    /// The menu's entries of the puzzle, `size` first where it has sizes.
    fn menu(&self, standard: &Variant, _size: Option<&str>) -> Vec<Variant> {
        vec![standard.clone()]
    }
}

/// Every face, in no particular order.
const FACES: [&dyn Face; 5] = [
    &tiles::Tiles,
    &series::Series,
    &cube::Cube,
    &cube2::Cube2,
    &rings::Rings,
];

/// The face of a puzzle (`None`: a puzzle this terminal does not draw).
pub fn face(kind: PuzzleKind) -> Option<&'static dyn Face> {
    FACES.into_iter().find(|f| f.kind() == kind)
}
