//! The puzzles a host registers ([`Puzzles`]) and what a game is played on ([`Variant`]):
//! every puzzle behind its door, erased ([`AnyPuzzle`]), so that the game core, the command
//! line and the server name none of them. A host registers each puzzle with one line
//! ([`register`]); a name is looked up here (`tiles` is read as `sliding`), and a record, a
//! session or a solve request finds its puzzle here.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use door::{
    Door, Error as DoorError, Names, Position, PuzzleKind, Scramble, Scrambled, SolveRequest,
    Solved, UnknownPuzzle,
};
use messages::Message;
use rand::RngCore;
use search::tables::{TableDef, TableSource};
use search::Level;

use crate::any::AnySession;
use crate::session::{GameError, Session, SessionRecord};

/// A puzzle behind its door, its type erased: one variant of it (the tiles' goal), with
/// what it has loaded, and the puzzle's own verbs. Implemented for every [`Door`].
pub trait AnyPuzzle: Send + Sync + fmt::Debug {
    /// Its name and the messages that name it.
    fn names(&self) -> Names;
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
    fn from_record(&self, text: &str) -> Result<Variant, DoorError>;
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

impl<D: Door> AnyPuzzle for D {
    fn names(&self) -> Names {
        D::NAMES
    }
    fn view_shape(&self) -> door::ViewShape {
        D::VIEW
    }
    fn record_text(&self) -> String {
        Door::record_text(self)
    }
    fn key(&self) -> String {
        Door::key(self)
    }
    fn label(&self) -> Message {
        Door::label(self)
    }
    fn label_of_key(&self, key: &str) -> Message {
        D::label_of_key(key)
    }
    fn custom_goal(&self) -> bool {
        Door::custom_goal(self)
    }
    fn has_goals(&self) -> bool {
        D::has_goals()
    }
    fn standardised(&self) -> Variant {
        Variant::of(Door::standardised(self))
    }
    fn for_start(&self, start: &str) -> Variant {
        Variant::of(Door::for_start(self, start))
    }
    fn with_goal(&self, goal: &str) -> Result<Variant, DoorError> {
        D::with_goal(goal).map(Variant::of)
    }
    fn of_size(&self, size: &str) -> Result<Variant, DoorError> {
        D::of_size(size).map(Variant::of)
    }
    fn from_record(&self, text: &str) -> Result<Variant, DoorError> {
        D::from_record(text).map(Variant::of)
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        Door::levels(self)
    }
    fn new_session(&self) -> Box<dyn AnySession> {
        Box::new(Session::new(self.clone(), self.goal()))
    }
    fn restore(&self, record: &SessionRecord) -> Result<Box<dyn AnySession>, GameError> {
        let door = D::from_record(&record.variant)?;
        Ok(Box::new(Session::restore(door, record)?))
    }
    fn hint_time(&self) -> Duration {
        D::hint_time()
    }
    fn demo_pace(&self) -> Option<Duration> {
        D::demo_pace()
    }
    fn measures_optimum(&self) -> bool {
        Door::measures_optimum(self)
    }
    fn timer_scramble(
        &self,
        source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError> {
        Door::timer_scramble(self, source, rng)
    }
    fn timer_event(&self, key: &str) -> String {
        D::timer_event(key)
    }
    fn key_of_event(&self, event: &str) -> Option<String> {
        D::key_of_event(event)
    }
    fn tables(&self) -> Vec<TableDef> {
        D::tables()
    }
    fn unit(&self) -> &'static str {
        D::UNIT
    }
    fn timed_by_default(&self) -> bool {
        D::TIMED_BY_DEFAULT
    }
    fn solve_all(
        &self,
        req: &SolveRequest,
        positions: &[Position],
        source: &Arc<dyn TableSource>,
        run: &dyn door::Runner,
    ) -> Result<Vec<Solved>, DoorError> {
        door::solve_all::<D>(req, positions, source, run)
    }
    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), DoorError> {
        Door::scrambles(self, level, count, rng, source, each)
    }
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

/// A puzzle registered: its standard variant.
pub fn register<D: Door>() -> Variant {
    Variant::of(D::standard())
}

/// The puzzles a host registered, in the menu's order.
#[derive(Clone, Debug)]
pub struct Puzzles(Vec<Variant>);

impl Puzzles {
    /// The puzzles of `list` ([`register`] each), in that order.
    /// Panics on an empty list: a host registers at least one puzzle.
    pub fn new(list: Vec<Variant>) -> Puzzles {
        assert!(!list.is_empty(), "a host registers at least one puzzle");
        Puzzles(list)
    }

    /// Every puzzle's standard variant, in order.
    pub fn all(&self) -> &[Variant] {
        &self.0
    }

    /// The puzzle a timer opened for no puzzle in particular times (the first that says
    /// so, else the first).
    pub fn timed_by_default(&self) -> &Variant {
        let first = &self.0[0];
        self.0
            .iter()
            .find(|v| v.timed_by_default())
            .unwrap_or(first)
    }

    /// Every puzzle's name and alias, for a command line's choices.
    pub fn names(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        for v in &self.0 {
            let n = v.names();
            out.push(n.name);
            out.extend(n.aliases.iter().copied());
        }
        out
    }

    /// The puzzle a name or alias names (trimmed, any case).
    pub fn get(&self, name: &str) -> Result<&Variant, UnknownPuzzle> {
        self.0
            .iter()
            .find(|v| v.names().answers_to(name))
            .ok_or_else(|| UnknownPuzzle(name.trim().to_ascii_lowercase()))
    }

    /// The puzzle of a kind (`tiles` is read as `sliding`).
    pub fn find(&self, kind: PuzzleKind) -> Result<&Variant, UnknownPuzzle> {
        self.get(kind.name())
    }

    /// The variant a record's puzzle and text name.
    pub fn variant(&self, kind: PuzzleKind, text: &str) -> Result<Variant, GameError> {
        Ok(self.find(kind)?.from_record(text)?)
    }

    /// A session back from its record, whatever the puzzle (every move checked again).
    pub fn restore(&self, record: &SessionRecord) -> Result<Box<dyn AnySession>, GameError> {
        self.find(record.puzzle)?.restore(record)
    }

    /// What a person calls a game of a puzzle and variant key (`Sliding tiles 4×4` for
    /// `sliding`, `4x4`); an unknown puzzle by its name.
    pub fn label_of(&self, kind: PuzzleKind, key: &str) -> Message {
        match self.find(kind) {
            Ok(v) => v.label_of_key(key),
            Err(_) => Message::verbatim(kind.name()),
        }
    }

    /// The English title of a puzzle and variant key (what JSON gives).
    pub fn title_of(&self, kind: PuzzleKind, key: &str) -> String {
        self.label_of(kind, key).english()
    }
}

impl Puzzles {
    /// The variant key of a record (the tiles' size, `4x4`; empty otherwise, or for a record
    /// that does not read): what the storage files it by.
    pub fn key_of(&self, record: &SessionRecord) -> String {
        self.variant(record.puzzle, &record.variant)
            .map(|v| v.key())
            .unwrap_or_default()
    }

    /// A record's moves applied now, counted in its puzzle's metric (the cube's HTM,
    /// rotations free); a record that does not play back counts its moves.
    pub fn move_count(&self, record: &SessionRecord) -> u32 {
        self.restore(record)
            .map(|s| s.move_count())
            .unwrap_or(record.cursor as u32)
    }

    /// A record as the storage keeps it: with its key and its moves counted.
    pub fn saved(&self, record: &SessionRecord) -> crate::Saved {
        crate::Saved {
            key: self.key_of(record),
            move_count: self.move_count(record),
            record: record.clone(),
        }
    }
}
