//! The puzzles a host registers ([`Puzzles`]): every door is an [`AnyPuzzle`] (the blanket
//! implementation here), so that the game core, the command line and the server name none
//! of them. A host registers each puzzle with one line
//! ([`register`]); a name is looked up here (`tiles` is read as `sliding`), and a record, a
//! session or a solve request finds its puzzle here.

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

use crate::any::{AnyPuzzle, AnySession, Variant};
use crate::session::{GameError, Session, SessionRecord};

impl<D: Door> AnyPuzzle for D {
    fn names(&self) -> &'static Names {
        &D::NAMES
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
    fn of_record(&self, text: &str) -> Result<Variant, DoorError> {
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
    fn drill_case(&self, scramble: &str) -> Option<String> {
        Door::drill_case(self, scramble)
    }
    fn drill_hold(&self) -> Option<door::Hold> {
        Door::drill_hold(self)
    }
    fn phases(&self) -> usize {
        Door::phases(self)
    }
    fn phase_names(&self) -> Vec<String> {
        Door::phase_names(self)
    }
    fn drill_review(&self, scramble: &str, source: &dyn TableSource) -> Vec<(String, String)> {
        Door::drill_review(self, scramble, source)
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
    fn record_state(&self, text: &str) -> String {
        D::record_state(text)
    }
    fn scramble_position(&self, text: &str) -> Result<String, DoorError> {
        if let Ok(state) = self.parse_state(text) {
            return Ok(self.format_state(&state));
        }
        let moves = self.parse_moves(text)?;
        let mut state = self.goal();
        for m in &moves {
            self.apply(&mut state, m)?;
        }
        Ok(self.format_state(&state))
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
        Ok(self.find(kind)?.of_record(text)?)
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

    /// A solved record's splits: each phase's own time in milliseconds, its stages timed by
    /// the game's clock (a tiles' series: each board's), for a variant timed in phases
    /// ([`door::Door::phases`]); empty for any other, an unsolved game or one without times.
    pub fn splits(&self, record: &SessionRecord) -> Vec<u64> {
        let Ok(session) = self.restore(record) else {
            return Vec::new();
        };
        if session.variant().phases() <= 1 || !session.is_solved() {
            return Vec::new();
        }
        let line = session.moves_text();
        let times = crate::timeline::Timeline::parse(&record.timeline)
            .ok()
            .and_then(|t| t.line_times())
            .filter(|t| t.len() == line.len());
        let (Some(times), Ok(split)) = (times, session.line_stages(&record.start, &line)) else {
            return Vec::new();
        };
        let at = |i: usize| if i == 0 { 0 } else { times[i - 1] };
        let mut from = 0;
        split
            .stages
            .iter()
            .map(|&(_, end)| {
                let end = end.clamp(from, line.len());
                let ms = at(end).saturating_sub(at(from));
                from = end;
                ms
            })
            .collect()
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
