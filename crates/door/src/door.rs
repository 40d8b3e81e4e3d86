//! The [`Door`] trait: what every puzzle crate offers, the same shape in each.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use messages::{Localize, Message};
use rand::RngCore;
use search::tables::{Label, Report, TableDef, TableSource};
use search::{Budget, Level};
use serde::Serialize;

use crate::solve::{Position, Refused, SolveRecord, SolveRequest};
use crate::{BoardView, Error, Names, ViewShape};

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

/// One named step of the method a person can follow: its name and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodStep<M> {
    /// The step's name.
    pub label: Label,
    /// Its moves.
    pub moves: Vec<M>,
}

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

/// A scramble to apply to a real puzzle (a timer's), and the position it makes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Scramble {
    /// What to do: moves in the puzzle's notation (the cube: WCA), or the tiles' board to
    /// set up. Empty for an event puzzlebox does not model.
    pub text: String,
    /// The position it makes, in the puzzle's state notation (the cube: 54 facelets; the
    /// tiles: rows; the rings: their colours), to draw beside it.
    pub state: String,
}

/// Where a trainer's scramble leaves the step it drills, and how to hold the puzzle to
/// solve it: said beside the scramble.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hold {
    /// The face the step is on as the scramble leaves the puzzle (the cube's last layer:
    /// `D`; its cross: `U`).
    pub face: String,
    /// The rotation that holds the puzzle for the step (`z2`: yellow up, green in front),
    /// if any.
    pub rotation: Option<String>,
}

/// One line of `puzzlebox scramble`: the text line, and the fields of its JSON line.
#[derive(Clone, Debug, PartialEq)]
pub struct Scrambled {
    /// The text line.
    pub text: String,
    /// The JSON line's fields besides the puzzle and the seed.
    pub fields: Vec<(&'static str, Field)>,
}

/// A field of a record a front end writes out.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    /// Text.
    Text(String),
    /// A number.
    Number(u64),
}

/// What a puzzle crate offers every front end and the game core, behind one door.
///
/// A value of the type is the puzzle as a game plays it: its variant (the tiles' goal and
/// so their size; one for the cube and the rings) with what it has loaded for its solver.
/// The associated functions without `self` are the puzzle's own (its names, its tables, the
/// command line's and the server's solves).
///
/// The policy (which solver, which tables, the fallback, a game's hint budget, the levels)
/// lives behind these verbs, in the puzzle's crate, once.
pub trait Door: Clone + fmt::Debug + Send + Sync + 'static {
    /// A position.
    type State: Clone + PartialEq + Send + Sync + 'static;
    /// One move as a player makes it.
    type Move: Clone + PartialEq + Send + Sync + 'static;
    /// What a game loads for its solver ([`Door::load_tables`]).
    type Tables: Clone + Send + Sync + 'static;
    /// What a solve request prepared ([`Door::solving`]).
    type Solving: Send + Sync;
    /// A position of a solve read, checked and given its tables ([`Door::ready`]).
    type Ready: Send + Sync;

    // --- the puzzle ------------------------------------------------------------------

    /// Its name and the messages that name it.
    const NAMES: Names;

    /// What its board view holds ([`Door::board`]), said for the wire's description.
    const VIEW: ViewShape;

    /// The unit a solution's length is counted in on the command line (`moves`, `clicks`).
    const UNIT: &'static str = "moves";

    /// Whether a timer opened for no puzzle in particular times this one (the cube, as
    /// cubers' timers do).
    const TIMED_BY_DEFAULT: bool = false;

    /// The name of a share link's field of the moves played (`moves`; the cube's `alg`, as
    /// Twizzle reads it).
    const SHARE_MOVES: &'static str = "moves";

    /// Every table it declares (what `tables list` and `tables build` know).
    fn tables() -> Vec<TableDef>;

    // --- its variants ----------------------------------------------------------------

    /// The standard game (the tiles: 3×3).
    fn standard() -> Self;

    /// The variant a record's text names (the tiles' goal; empty: the standard game).
    fn from_record(text: &str) -> Result<Self, Error> {
        match text.trim() {
            "" => Ok(Self::standard()),
            _ => Err(Error::OneGoal {
                puzzle: &Self::NAMES,
            }),
        }
    }

    /// The variant of a size (`4x4`); a puzzle of one size has none.
    fn of_size(_size: &str) -> Result<Self, Error> {
        Err(Error::OneSize {
            puzzle: &Self::NAMES,
        })
    }

    /// The variant played to a goal given as text; a puzzle of one goal has none.
    fn with_goal(_goal: &str) -> Result<Self, Error> {
        Err(Error::OneGoal {
            puzzle: &Self::NAMES,
        })
    }

    /// Whether its games can have another goal (the tiles').
    fn has_goals() -> bool {
        false
    }

    /// The form a record keeps of the variant (the tiles' goal; empty otherwise).
    fn record_text(&self) -> String {
        String::new()
    }

    /// The key saved games and statistics are kept under beside the puzzle and the level
    /// (the tiles' size, `4x4`; empty otherwise).
    fn key(&self) -> String {
        String::new()
    }

    /// What a person calls a game of it (`Sliding tiles 4×4`).
    fn label(&self) -> Message {
        Self::NAMES.label()
    }

    /// What a person calls a game of a variant by its key (a saved game's, a session's).
    fn label_of_key(_key: &str) -> Message {
        Self::NAMES.label()
    }

    /// Whether the goal is not its size's standard one.
    fn custom_goal(&self) -> bool {
        false
    }

    /// The same size with the standard goal.
    fn standardised(&self) -> Self {
        self.clone()
    }

    /// The variant a start entered without a goal is played in (a 3×3 position typed on
    /// a 5×5 game opens a 3×3 game).
    fn for_start(&self, _start: &str) -> Self {
        self.clone()
    }

    // --- positions and moves -----------------------------------------------------------

    /// The goal position (a new game's before it is scrambled).
    fn goal(&self) -> Self::State;
    /// Parses a position and checks it can be solved; the error says what is wrong.
    fn parse_state(&self, text: &str) -> Result<Self::State, Error>;
    /// Formats a position (parse∘format is the identity).
    fn format_state(&self, state: &Self::State) -> String;
    /// Parses a move sequence in the puzzle's notation, each move one step of a game.
    fn parse_moves(&self, text: &str) -> Result<Vec<Self::Move>, Error>;
    /// Formats one move.
    fn format_move(&self, m: &Self::Move) -> String;
    /// What a move counts for in the player's metric (the cube's HTM: a half turn is one,
    /// a slice two, a rotation none).
    fn cost(&self, _m: &Self::Move) -> u32 {
        1
    }
    /// Applies a move; an impossible move is an error and leaves the position as it was.
    fn apply(&self, state: &mut Self::State, m: &Self::Move) -> Result<(), Error>;
    /// Whether the position is solved.
    fn is_solved(&self, state: &Self::State) -> bool;
    /// The position decoded for drawing.
    fn board(&self, state: &Self::State) -> BoardView;
    /// What a move acts on, for a hint to highlight: the cell of the tile that slides, the
    /// cube's stickers that turn, the rings' slots that move.
    fn hint_cells(&self, state: &Self::State, m: &Self::Move) -> Vec<usize>;
    /// A solve split into its stages: `states[i]` is the position after `i` moves of its
    /// final line; each stage's name and the moves made when it ends.
    fn stages(&self, _states: &[Self::State]) -> Vec<(Message, usize)> {
        Vec::new()
    }
    /// The start's fields of a share link to a game from `start`: the position (and the
    /// goal, where games have goals), or the start as moves from the goal where the
    /// puzzle's links use them (the cube's `setup-alg`, as Twizzle reads it); `None` while
    /// they cannot be written.
    fn share_start(&self, start: &Self::State) -> Option<Vec<(&'static str, String)>> {
        let mut q = vec![("start", self.format_state(start))];
        if Self::has_goals() {
            q.push(("goal", self.record_text()));
        }
        Some(q)
    }

    // --- a game --------------------------------------------------------------------

    /// The named levels (name, level), easiest first.
    fn levels(&self) -> Vec<(&'static str, Level)>;
    /// A new start at a level.
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<Self::State, Error>;
    /// Loads the tables a game's solver uses (`None`: it needs none).
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<Self::Tables>, Error>;
    /// Takes the tables its solver uses (tables of another variant are ignored).
    fn attach(&mut self, tables: &Self::Tables);
    /// A hint or a demonstration's plan: a good solution within `budget`, optimal where
    /// that fits.
    fn hint(&self, state: &Self::State, budget: &Budget) -> Result<Plan<Self::Move>, Error>;
    /// How long a game's hint may think.
    fn hint_time() -> Duration {
        Duration::from_millis(90)
    }
    /// The pace of a demonstration before the player chooses one (`None`: the game's).
    fn demo_pace() -> Option<Duration> {
        None
    }
    /// Whether thinking ahead pays: its solver can prove a shortest solution given more
    /// time than a hint's (the cube with its optimal tables).
    fn ponders(&self) -> bool {
        false
    }
    /// The name of the method a person can follow, if the puzzle offers one.
    fn method_label() -> Option<Message> {
        None
    }
    /// The method's named steps from `state` (its tables from `source`).
    fn method(
        &self,
        _state: &Self::State,
        _source: &dyn TableSource,
        _report: Report,
    ) -> Result<Vec<MethodStep<Self::Move>>, Error> {
        Err(Error::NoMethod {
            puzzle: &Self::NAMES,
        })
    }
    /// Where `state` stands in that method, for hints.
    fn method_place(&self, _state: &Self::State) -> Option<MethodPlace> {
        None
    }
    /// Whether a solve's shortest solution is worth finding after it (the tiles' that a
    /// search finds in seconds): the practice figures compare the solve with it.
    fn measures_optimum(&self) -> bool {
        false
    }
    /// Where a trainer's scrambles leave the step it drills and how to hold the puzzle
    /// (`None` for a variant that is no trainer).
    fn drill_hold(&self) -> Option<Hold> {
        None
    }
    /// The case a trainer's scramble was drawn from (the cube's PLL and OLL cases, by their
    /// names), to tell after the solve; `None` for a variant that is no such trainer.
    fn drill_case(&self, _scramble: &str) -> Option<String> {
        None
    }
    /// What a trainer tells after a solve besides its case: the cross trainer's shortest
    /// cross of each colour, as (the face that colour is on when solved, `U R F D L B`; its
    /// moves in the puzzle's notation), the tables from `source`; empty for a variant that
    /// is no such trainer.
    fn drill_review(&self, _scramble: &str, _source: &dyn TableSource) -> Vec<(String, String)> {
        Vec::new()
    }
    /// How many boards a solve of the variant is timed through, a split at the end of each
    /// (the tiles' series: every board of a marathon or a relay); 1 for one puzzle.
    fn phases(&self) -> usize {
        1
    }
    /// The name of each phase, for its splits (a relay's sizes, `4x4`); empty for one
    /// puzzle.
    fn phase_names(&self) -> Vec<String> {
        Vec::new()
    }
    /// A random-state scramble for a real puzzle (a timer's).
    fn timer_scramble(
        &self,
        source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, Error>;

    /// The csTimer event (`scrType`) of a variant of the puzzle by its key: csTimer's own
    /// where it has one (the cube's `333`), else puzzlebox's (`puzzlebox-<name>`, then
    /// `-<key>` when there is one).
    fn timer_event(key: &str) -> String {
        match key {
            "" => format!("puzzlebox-{}", Self::NAMES.name),
            key => format!("puzzlebox-{}-{key}", Self::NAMES.name),
        }
    }

    /// The key of the variant a csTimer event names, if it is one of this puzzle's (the
    /// inverse of [`Door::timer_event`]).
    fn key_of_event(event: &str) -> Option<String> {
        let rest = event
            .strip_prefix("puzzlebox-")?
            .strip_prefix(Self::NAMES.name)?;
        match rest {
            "" => Some(String::new()),
            key => key.strip_prefix('-').map(str::to_string),
        }
    }

    // --- the command line and the server ---------------------------------------------

    /// Reads a solve request (its options into the puzzle's own request, refusing what no
    /// solver does) and loads what every position will need.
    fn solving(req: &SolveRequest, source: &Arc<dyn TableSource>) -> Result<Self::Solving, Error>;
    /// Reads and checks a position of the solve, and loads what its solve needs.
    fn ready(
        solving: &Self::Solving,
        position: &Position,
        source: &Arc<dyn TableSource>,
    ) -> Result<Self::Ready, Refused>;
    /// Solves a position that is ready.
    fn solve(solving: &Self::Solving, ready: &Self::Ready) -> Result<SolveRecord, Refused>;
    /// A position's text as a solve's record names it: in its standard form where the
    /// puzzle reads it into one (the cube's facelets), else as given.
    fn record_state(text: &str) -> String {
        text.trim().to_string()
    }
    /// Whether the solves take every thread each, so that a batch runs them one at a time.
    fn one_at_a_time(_solving: &Self::Solving) -> bool {
        false
    }
    /// The positions `puzzlebox scramble` prints: `count` of this variant at `level`, made
    /// from `rng` (the tables a level needs from `source`), each handed to `each` as it is
    /// made.
    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), Error>;
}
