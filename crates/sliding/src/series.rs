//! Sliders' series as Slidysim plays them, behind the one door ([`door::Door`]): a
//! marathon (N boards of one size in a row, one time) and a relay across sizes
//! (`3×3 → 4×4 → 5×5` by default), as [`Series`].
//!
//! A series is one game: its position ([`Run`]) is the boards still to solve, the one being
//! played first and the starts of the others after it. Solving the board being played
//! brings on the next (a move does it, so undo, replays and saved games need nothing of
//! their own); the series is solved when its last board is. Each board is a stage of the
//! solve ([`Door::stages`]): a replay and the practice figures read each board's split
//! from the game's clock. A timer session of a series times a real puzzle through every
//! board, a split at each (the timer's phases, [`Door::phases`]).
//!
//! A series is named by its key: `marathon:4x4:10` (a size, then how many boards, from 1
//! to [`MAX_MARATHON`]), `relay:3x3,4x4,5x5` (at least one size, at most
//! [`MAX_RELAY_LEGS`]); every board at most [`MAX_SERIES_SIDE`] a side. `marathon` alone
//! is ten 4×4 boards, `relay` alone the three sizes above. Boards are the standard
//! puzzle of their size (tiles in order, the blank last).

use std::fmt;
use std::sync::Arc;

use door::{
    BoardView, Door, Error as DoorError, Field, FieldShape, Names, Plan, Position, Refused,
    Scramble, Scrambled, Skip, SolveRecord, SolveRequest, ViewField, ViewShape,
};
use messages::Message;
use rand::RngCore;
use search::tables::{silent, Label, Report, TableDef, TableSource};
use search::{Budget, Level, Purpose};
use serde::Serialize;

use crate::error::Error;
use crate::front::{
    format_moves, hint, parse_moves, prepare, solve, tables, Board, Dir, Prepared, Problem, Request,
};

/// The most boards a marathon has.
pub const MAX_MARATHON: usize = 100;
/// The most sizes a relay has.
pub const MAX_RELAY_LEGS: usize = 10;
/// The longest side a series' board has.
pub const MAX_SERIES_SIDE: usize = 10;
/// A marathon's boards when its key names none.
pub const MARATHON_BOARDS: usize = 10;
/// A marathon's size when its key names none.
pub const MARATHON_SIZE: (usize, usize) = (4, 4);
/// A relay's sizes when its key names none.
pub const RELAY_SIZES: [(usize, usize); 3] = [(3, 3), (4, 4), (5, 5)];
/// What separates the boards of a series' position.
pub const BOARD_SEPARATOR: &str = " ; ";

/// What a series is: its boards' sizes, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spec {
    /// `count` boards of one size.
    Marathon {
        /// The boards' size (width, height).
        size: (usize, usize),
        /// How many.
        count: usize,
    },
    /// One board of each size, in order.
    Relay {
        /// The sizes (width, height).
        sizes: Vec<(usize, usize)>,
    },
}

impl Spec {
    /// Reads a series' key (see the module docs): the error says what is wrong.
    pub fn parse(text: &str) -> Result<Spec, Error> {
        let text = text.trim();
        let (kind, rest) = match text.split_once(':') {
            Some((k, r)) => (k.trim(), Some(r.trim())),
            None => (text, None),
        };
        match kind.to_ascii_lowercase().as_str() {
            "marathon" => Spec::marathon(rest),
            "relay" => Spec::relay(rest),
            _ => Err(Error::UnknownSeries(text.to_string())),
        }
    }

    fn marathon(rest: Option<&str>) -> Result<Spec, Error> {
        let (size, count) = match rest.map(|r| r.split_once(':')) {
            None => (MARATHON_SIZE, MARATHON_BOARDS),
            Some(None) => match rest.unwrap_or_default() {
                r if r.contains(['x', 'X', '×']) => (series_size(r)?, MARATHON_BOARDS),
                r => (MARATHON_SIZE, marathon_count(r)?),
            },
            Some(Some((size, count))) => (series_size(size)?, marathon_count(count)?),
        };
        Ok(Spec::Marathon { size, count })
    }

    fn relay(rest: Option<&str>) -> Result<Spec, Error> {
        let Some(rest) = rest else {
            return Ok(Spec::Relay {
                sizes: RELAY_SIZES.to_vec(),
            });
        };
        let sizes = rest
            .split([',', ' '])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(series_size)
            .collect::<Result<Vec<_>, _>>()?;
        if sizes.is_empty() {
            return Err(Error::RelayWithoutSize);
        }
        if sizes.len() > MAX_RELAY_LEGS {
            return Err(Error::RelayTooLong {
                count: sizes.len(),
                max: MAX_RELAY_LEGS,
            });
        }
        Ok(Spec::Relay { sizes })
    }

    /// Each board's size, in order.
    pub fn sizes(&self) -> Vec<(usize, usize)> {
        match self {
            Spec::Marathon { size, count } => vec![*size; *count],
            Spec::Relay { sizes } => sizes.clone(),
        }
    }

    /// How many boards.
    pub fn legs(&self) -> usize {
        match self {
            Spec::Marathon { count, .. } => *count,
            Spec::Relay { sizes } => sizes.len(),
        }
    }

    /// Its key as a person reads it (`Marathon: 10 × 4×4`, `Relay: 3×3 → 4×4 → 5×5`).
    pub fn label(&self) -> Message {
        match self {
            Spec::Marathon {
                size: (w, h),
                count,
            } => Message::new("series-marathon")
                .arg("count", *count)
                .arg("width", *w)
                .arg("height", *h),
            Spec::Relay { sizes } => Message::new("series-relay").arg(
                "sizes",
                sizes
                    .iter()
                    .map(|(w, h)| format!("{w}×{h}"))
                    .collect::<Vec<_>>()
                    .join(" → "),
            ),
        }
    }
}

impl fmt::Display for Spec {
    /// Its key (`marathon:4x4:10`, `relay:3x3,4x4,5x5`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spec::Marathon {
                size: (w, h),
                count,
            } => write!(f, "marathon:{w}x{h}:{count}"),
            Spec::Relay { sizes } => {
                let sizes: Vec<String> = sizes.iter().map(|(w, h)| format!("{w}x{h}")).collect();
                write!(f, "relay:{}", sizes.join(","))
            }
        }
    }
}

/// A board size of a series: a size the tiles have, at most [`MAX_SERIES_SIDE`] a side.
fn series_size(text: &str) -> Result<(usize, usize), Error> {
    let (w, h) = crate::parse_size(text)?;
    if w > MAX_SERIES_SIDE || h > MAX_SERIES_SIDE {
        return Err(Error::SeriesBoardTooLarge {
            width: w,
            height: h,
            max: MAX_SERIES_SIDE,
        });
    }
    Ok((w, h))
}

/// A marathon's number of boards: from 1 to [`MAX_MARATHON`].
fn marathon_count(text: &str) -> Result<usize, Error> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_MARATHON).contains(&n) => Ok(n),
        _ => Err(Error::MarathonCount {
            text: text.trim().to_string(),
            max: MAX_MARATHON,
        }),
    }
}

/// A series' position: the boards still to solve, the one being played first and the
/// others' starts after it (never empty). Once the last board is solved, it is left alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    boards: Vec<Board>,
}

impl Run {
    /// The board being played.
    pub fn current(&self) -> &Board {
        &self.boards[0]
    }

    /// The boards still to solve (the one being played first).
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// Whether every board left is solved (the series is done).
    pub fn done(&self) -> bool {
        self.boards.iter().all(is_home)
    }

    /// Slides a tile of the board being played; once it is solved, the next comes on.
    /// Whether the move could be made.
    fn slide(&mut self, d: Dir) -> bool {
        if !self.boards[0].slide(d) {
            return false;
        }
        if self.boards.len() > 1 && is_home(&self.boards[0]) {
            self.boards.remove(0);
        }
        true
    }
}

impl fmt::Display for Run {
    /// The boards, `;` between them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, b) in self.boards.iter().enumerate() {
            if k > 0 {
                f.write_str(BOARD_SEPARATOR)?;
            }
            write!(f, "{b}")?;
        }
        Ok(())
    }
}

/// Whether a board is its size's standard goal.
fn is_home(b: &Board) -> bool {
    Board::solved(b.width(), b.height()).is_ok_and(|g| g == *b)
}

/// The standard goal of a board's size.
fn goal_of(b: &Board) -> Result<Board, Error> {
    Board::solved(b.width(), b.height())
}

/// Reads boards separated by `;`, each checked solvable to its size's standard goal (the
/// error names the board).
fn read_boards(text: &str) -> Result<Vec<Board>, Error> {
    let parts: Vec<&str> = text.split(';').map(str::trim).collect();
    let mut boards = Vec::with_capacity(parts.len());
    for (k, part) in parts.iter().enumerate() {
        let wrap = |e: Error| Error::SeriesBoard {
            board: k + 1,
            error: Box::new(e),
        };
        let b = Board::parse(part).map_err(wrap)?;
        b.check_solvable(&goal_of(&b).map_err(wrap)?)
            .map_err(wrap)?;
        boards.push(b);
    }
    Ok(boards)
}

/// A series as a game plays it: its boards' sizes, with the tables its hints use once
/// loaded (a game's, for each size).
#[derive(Clone, Debug)]
pub struct Series {
    spec: Spec,
    prepared: Arc<Vec<Prepared>>,
}

impl Series {
    /// The series of a spec.
    pub fn new(spec: Spec) -> Series {
        Series {
            spec,
            prepared: Arc::new(Vec::new()),
        }
    }

    /// Reads a position of this series: its last boards, each of its size.
    fn read(&self, text: &str) -> Result<Run, Error> {
        let mut boards = read_boards(text)?;
        let sizes = self.spec.sizes();
        if boards.len() > sizes.len() {
            return Err(Error::SeriesBoardCount {
                expected: sizes.len(),
                found: boards.len(),
            });
        }
        let first = sizes.len() - boards.len();
        for (k, (b, &(w, h))) in boards.iter().zip(&sizes[first..]).enumerate() {
            if (b.width(), b.height()) != (w, h) {
                return Err(Error::SeriesBoard {
                    board: k + 1,
                    error: Box::new(Error::SizeMismatch {
                        start: (b.width(), b.height()),
                        goal: (w, h),
                    }),
                });
            }
        }
        // Boards solved already are behind the player.
        while boards.len() > 1 && is_home(&boards[0]) {
            boards.remove(0);
        }
        Ok(Run { boards })
    }

    /// Which board is being played (from 1), of how many.
    pub fn leg(&self, run: &Run) -> (usize, usize) {
        let legs = self.spec.legs();
        (legs + 1 - run.boards.len().min(legs), legs)
    }

    /// The tables prepared for a board's goal (none: the solvers that need none).
    fn prepared_for(&self, goal: &Board) -> Prepared {
        self.prepared
            .iter()
            .find(|p| p.goal() == goal)
            .cloned()
            .unwrap_or_else(|| Prepared::for_goal(goal.clone()))
    }

    /// Random starts of every board.
    fn random_run(&self, rng: &mut dyn RngCore) -> Result<Run, Error> {
        let mut boards = Vec::new();
        for (w, h) in self.spec.sizes() {
            let goal = Board::solved(w, h)?;
            let mut b = crate::scramble::random_state_for(&goal, &mut { &mut *rng })?;
            // A start that is solved already is no board to play.
            while b == goal {
                b = crate::scramble::random_state_for(&goal, &mut { &mut *rng })?;
            }
            boards.push(b);
        }
        Ok(Run { boards })
    }
}

/// A series as a front end draws it: the board being played, which it is, and its size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename = "series")]
pub struct SeriesView {
    /// The board being played, from 1.
    pub leg: usize,
    /// How many boards.
    pub legs: usize,
    /// Its columns.
    pub width: usize,
    /// Its rows.
    pub height: usize,
    /// The tile in each cell, in reading order; 0 is the blank.
    pub cells: Vec<u32>,
    /// Whether each cell holds its goal tile.
    pub home: Vec<bool>,
    /// The next board's size (`5x5`); empty when none comes.
    pub next: String,
}

/// A solve of a series' position (the command line's, the server's): each board solved in
/// turn with the tiles' own request.
pub struct SeriesSolving {
    req: Request,
}

/// A series' position read for a solve.
pub struct SeriesReady {
    text: String,
    boards: Vec<(Problem, Prepared)>,
}

impl Door for Series {
    type State = Run;
    type Move = Dir;
    type Tables = Arc<Vec<Prepared>>;
    type Solving = SeriesSolving;
    type Ready = SeriesReady;

    const NAMES: Names = Names {
        name: "series",
        aliases: &["marathon", "relay"],
        label: "puzzle-series",
        the: "the-series",
        word: "kind-series",
    };

    const VIEW: ViewShape = ViewShape {
        kind: "series",
        about: "A series of tiles: the board being played (as the tiles' view), which it is and of how many, and the next board's size.",
        fields: &[
            ViewField {
                name: "leg",
                shape: FieldShape::Count,
                about: "The board being played, from 1.",
            },
            ViewField {
                name: "legs",
                shape: FieldShape::Count,
                about: "How many boards.",
            },
            ViewField {
                name: "width",
                shape: FieldShape::Count,
                about: "Columns.",
            },
            ViewField {
                name: "height",
                shape: FieldShape::Count,
                about: "Rows.",
            },
            ViewField {
                name: "cells",
                shape: FieldShape::Numbers,
                about: "The tile in each cell, in reading order; 0 is the blank.",
            },
            ViewField {
                name: "home",
                shape: FieldShape::Flags,
                about: "Whether each cell holds its goal tile.",
            },
            ViewField {
                name: "next",
                shape: FieldShape::Text,
                about: "The next board's size (`5x5`); empty when none comes.",
            },
        ],
    };

    fn tables() -> Vec<TableDef> {
        tables()
    }

    /// A marathon of ten 4×4 boards.
    fn standard() -> Series {
        Series::new(Spec::Marathon {
            size: MARATHON_SIZE,
            count: MARATHON_BOARDS,
        })
    }

    fn from_record(text: &str) -> Result<Series, DoorError> {
        match text.trim() {
            "" => Ok(Series::standard()),
            key => Series::of_size(key),
        }
    }

    fn of_size(size: &str) -> Result<Series, DoorError> {
        Ok(Series::new(Spec::parse(size)?))
    }

    fn record_text(&self) -> String {
        self.spec.to_string()
    }

    fn key(&self) -> String {
        self.spec.to_string()
    }

    fn label(&self) -> Message {
        self.spec.label()
    }

    fn label_of_key(key: &str) -> Message {
        Spec::parse(key).map_or_else(|_| Series::NAMES.label(), |s| s.label())
    }

    fn goal(&self) -> Run {
        let boards = self
            .spec
            .sizes()
            .into_iter()
            .filter_map(|(w, h)| Board::solved(w, h).ok())
            .collect();
        Run { boards }
    }

    fn parse_state(&self, text: &str) -> Result<Run, DoorError> {
        Ok(self.read(text)?)
    }

    fn format_state(&self, s: &Run) -> String {
        s.to_string()
    }

    fn parse_moves(&self, text: &str) -> Result<Vec<Dir>, DoorError> {
        Ok(parse_moves(text)?)
    }

    fn format_move(&self, m: &Dir) -> String {
        m.to_string()
    }

    fn apply(&self, s: &mut Run, m: &Dir) -> Result<(), DoorError> {
        match s.slide(*m) {
            true => Ok(()),
            false => Err(Error::ImpossibleMove { index: 0, dir: *m }.into()),
        }
    }

    fn is_solved(&self, s: &Run) -> bool {
        s.done()
    }

    fn board(&self, s: &Run) -> BoardView {
        let b = s.current();
        let (leg, legs) = self.leg(s);
        let goal = goal_of(b).unwrap_or_else(|_| b.clone());
        BoardView::new(SeriesView {
            leg,
            legs,
            width: b.width(),
            height: b.height(),
            cells: b.cells().iter().map(|&t| u32::from(t)).collect(),
            home: b
                .cells()
                .iter()
                .zip(goal.cells())
                .map(|(a, g)| a == g && *a != 0)
                .collect(),
            next: s
                .boards
                .get(1)
                .map(|n| format!("{}x{}", n.width(), n.height()))
                .unwrap_or_default(),
        })
    }

    fn hint_cells(&self, s: &Run, m: &Dir) -> Vec<usize> {
        s.current().blank_target(*m).into_iter().collect()
    }

    /// A stage a board: each ends with the move that solves it.
    fn stages(&self, states: &[Run]) -> Vec<(Message, usize)> {
        board_stages(self.spec.legs(), states)
    }

    fn levels(&self) -> Vec<(&'static str, Level)> {
        vec![("random", Level::RandomState)]
    }

    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<Run, DoorError> {
        match level {
            Level::RandomState => Ok(self.random_run(rng)?),
            _ => Err(DoorError::NoDistanceLevels {
                puzzle: &Series::NAMES,
            }),
        }
    }

    /// A game's tables for each size of the series (4×4's built in seconds; 5×5's only
    /// once cached): its hints are then those of a game of that size.
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<Arc<Vec<Prepared>>>, DoorError> {
        let mut sizes = self.spec.sizes();
        sizes.sort_unstable();
        sizes.dedup();
        let mut all = Vec::new();
        for (w, h) in sizes {
            let p = prepare(&Board::solved(w, h)?, &Request::game(), source, report)?;
            if p.has_tables() {
                all.push(p);
            }
        }
        Ok((!all.is_empty()).then(|| Arc::new(all)))
    }

    fn attach(&mut self, tables: &Arc<Vec<Prepared>>) {
        self.prepared = tables.clone();
    }

    fn hint(&self, state: &Run, budget: &Budget) -> Result<Plan<Dir>, DoorError> {
        let b = state.current();
        let goal = goal_of(b)?;
        let problem = Problem::new(b.clone(), Some(goal.clone()))?;
        let h = hint(&self.prepared_for(&goal), &problem, budget).map_err(|e| match e {
            Error::Stopped => DoorError::Cancelled,
            e => e.into(),
        })?;
        Ok(Plan {
            moves: h.moves,
            optimal: h.optimal,
            lower_bound: h.lower_bound,
        })
    }

    /// Tiles: one move a second, as players expect.
    fn demo_pace() -> Option<std::time::Duration> {
        Some(std::time::Duration::from_secs(1))
    }

    /// Every board, a split at each.
    fn phases(&self) -> usize {
        self.spec.legs()
    }

    /// Each board's name, for the splits (`4×4`).
    fn phase_names(&self) -> Vec<String> {
        self.spec
            .sizes()
            .iter()
            .map(|(w, h)| format!("{w}x{h}"))
            .collect()
    }

    fn timer_scramble(
        &self,
        _source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError> {
        let run = self.random_run(rng)?;
        Ok(Scramble {
            text: run.to_string(),
            state: run.to_string(),
        })
    }

    fn solving(
        req: &SolveRequest,
        _source: &Arc<dyn TableSource>,
    ) -> Result<SeriesSolving, DoorError> {
        let o = &req.options;
        Ok(SeriesSolving {
            req: Request {
                solver: o.read("solver")?,
                heuristic: None,
                timeout: req.timeout,
                fallback: req.fallback,
                budget: req.budget.clone(),
                threads: req.threads,
                dual: false,
                purpose: Purpose::Solve,
            },
        })
    }

    fn ready(
        s: &SeriesSolving,
        p: &Position,
        source: &Arc<dyn TableSource>,
    ) -> Result<SeriesReady, Refused> {
        let text = p.state.trim().to_string();
        if p.goal.is_some() {
            let e = DoorError::OneGoal {
                puzzle: &Series::NAMES,
            };
            return Err(Refused::new(text, e));
        }
        let refuse = |e: Error| Refused::new(text.clone(), e);
        let mut boards = Vec::new();
        for b in read_boards(&text).map_err(refuse)? {
            let goal = goal_of(&b).map_err(refuse)?;
            let prepared = prepare(&goal, &s.req, source.as_ref(), &silent).map_err(refuse)?;
            boards.push((Problem::new(b, Some(goal)).map_err(refuse)?, prepared));
        }
        Ok(SeriesReady { text, boards })
    }

    fn solve(s: &SeriesSolving, r: &SeriesReady) -> Result<SolveRecord, Refused> {
        let refuse = |e: Error| Refused::new(r.text.clone(), e);
        let t0 = s.req.budget.stopwatch();
        let (mut moves, mut optimal, mut nodes) = (Vec::new(), true, 0u64);
        for (problem, prepared) in &r.boards {
            let solved = solve(prepared, problem, &s.req).map_err(refuse)?;
            let Some(m) = solved.moves else {
                return Err(refuse(Error::Stopped));
            };
            moves.extend(m);
            optimal &= solved.optimal;
            nodes += solved.nodes.unwrap_or(0);
        }
        Ok(SolveRecord {
            solution: Skip(Some(Some(format_moves(&moves)))),
            length: Skip(Some(Some(moves.len()))),
            optimal: Some(optimal),
            nodes: Some(nodes),
            millis: Some(t0.millis()),
            ..SolveRecord::bare(Series::NAMES.kind(), r.text.clone())
        })
    }

    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        _source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), DoorError> {
        if level != Level::RandomState {
            return Err(DoorError::NoDistanceLevels {
                puzzle: &Series::NAMES,
            });
        }
        for _ in 0..count {
            let run = self.random_run(rng)?;
            each(Scrambled {
                text: run.to_string(),
                fields: vec![
                    ("state", Field::Text(run.to_string())),
                    ("series", Field::Text(self.key())),
                    ("boards", Field::Number(run.boards.len() as u64)),
                ],
            });
        }
        Ok(())
    }
}

/// The boards of a series' solve as its stages: `states[i]` the position after `i`
/// moves; each board ends with the move that solves it (the last with the solve).
fn board_stages(legs: usize, states: &[Run]) -> Vec<(Label, usize)> {
    let Some(first) = states.first() else {
        return Vec::new();
    };
    let done_before = legs.saturating_sub(first.boards.len());
    let mut out = Vec::new();
    let size = |b: &Board| format!("{}×{}", b.width(), b.height());
    let mut current = size(first.current());
    for (i, pair) in states.windows(2).enumerate() {
        if pair[1].boards.len() < pair[0].boards.len() || (pair[1].done() && !pair[0].done()) {
            let label = Label::new("series-stage")
                .arg("board", done_before + out.len() + 1)
                .arg("size", current.clone());
            out.push((label, i + 1));
            current = size(pair[1].current());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn keys_read_and_write_back() {
        for (text, key) in [
            ("marathon", "marathon:4x4:10"),
            ("marathon:25", "marathon:4x4:25"),
            ("marathon:3x3", "marathon:3x3:10"),
            ("Marathon:5x5:100", "marathon:5x5:100"),
            ("relay", "relay:3x3,4x4,5x5"),
            ("relay:3x3, 4x4", "relay:3x3,4x4"),
            ("relay:10x10", "relay:10x10"),
        ] {
            let spec = Spec::parse(text).unwrap();
            assert_eq!(spec.to_string(), key, "{text}");
            assert_eq!(Spec::parse(key).unwrap(), spec);
        }
    }

    #[test]
    fn bad_keys_say_what_is_wrong() {
        let err = |t: &str| Spec::parse(t).unwrap_err();
        assert!(matches!(err("relay:"), Error::RelayWithoutSize));
        assert!(matches!(err("relay: ,"), Error::RelayWithoutSize));
        assert!(matches!(
            err("relay:3x3,11x11"),
            Error::SeriesBoardTooLarge {
                width: 11,
                height: 11,
                ..
            }
        ));
        assert!(matches!(err("marathon:4x4:0"), Error::MarathonCount { .. }));
        assert!(matches!(
            err("marathon:4x4:10000"),
            Error::MarathonCount { .. }
        ));
        assert!(matches!(err("marathon:0"), Error::MarathonCount { .. }));
        assert!(matches!(
            err("marathon:4x4:many"),
            Error::MarathonCount { .. }
        ));
        assert!(matches!(err("sprint"), Error::UnknownSeries(_)));
        assert!(matches!(err("relay:4by4"), Error::BadSizeText(_)));
        let long = ["3x3"; MAX_RELAY_LEGS + 1].join(",");
        assert!(matches!(
            err(&format!("relay:{long}")),
            Error::RelayTooLong { count: 11, .. }
        ));
    }

    fn solve_board(b: &Board) -> Vec<Dir> {
        let goal = goal_of(b).unwrap();
        let problem = Problem::new(b.clone(), Some(goal.clone())).unwrap();
        hint(&Prepared::for_goal(goal), &problem, &Budget::unlimited())
            .unwrap()
            .moves
    }

    #[test]
    fn solving_a_board_brings_on_the_next_and_the_last_ends_it() {
        let series = Series::of_size("relay:2x2,3x3,2x3").unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let start = series.scramble(Level::RandomState, &mut rng).unwrap();
        assert_eq!(start.boards().len(), 3);
        assert_eq!(series.leg(&start), (1, 3));
        let mut run = start.clone();
        let mut states = vec![run.clone()];
        for leg in 1..=3 {
            assert_eq!(series.leg(&run), (leg, 3));
            assert!(!series.is_solved(&run));
            for m in solve_board(run.current()) {
                series.apply(&mut run, &m).unwrap();
                states.push(run.clone());
            }
        }
        assert!(series.is_solved(&run));
        assert_eq!(run.boards().len(), 1);
        // Each board a stage, ending with the move that solved it.
        let stages = series.stages(&states);
        let names: Vec<String> = stages.iter().map(|(l, _)| l.english()).collect();
        assert_eq!(names, ["board 1: 2×2", "board 2: 3×3", "board 3: 2×3"]);
        assert_eq!(stages.last().unwrap().1, states.len() - 1);
        // The position is written and read back, mid-way too.
        let mid = &states[stages[0].1];
        let text = series.format_state(mid);
        assert_eq!(&series.parse_state(&text).unwrap(), mid);
        assert_eq!(series.leg(mid), (2, 3));
        // An impossible move changes nothing.
        let mut r = start.clone();
        let blocked = [Dir::Up, Dir::Down, Dir::Left, Dir::Right]
            .into_iter()
            .find(|&d| r.current().blank_target(d).is_none())
            .unwrap();
        assert!(series.apply(&mut r, &blocked).is_err());
        assert_eq!(r, start);
    }

    #[test]
    fn positions_are_checked_board_by_board() {
        let series = Series::of_size("relay:3x3,4x4").unwrap();
        let text = "1 2 3/4 5 6/8 7 0 ; 1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15";
        let err = series.parse_state(text).unwrap_err();
        assert!(err.to_string().contains("board 1"), "{err}");
        let wrong = "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15 ; 1 2 3/4 5 6/7 0 8";
        assert!(series.parse_state(wrong).is_err());
        let three = format!("{0} ; {0} ; {0}", "1 2 3/4 5 6/7 0 8");
        assert!(series.parse_state(&three).is_err());
        // The last board alone is a position of the series: its last leg.
        let last = series
            .parse_state("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
            .unwrap();
        assert_eq!(series.leg(&last), (2, 2));
    }

    #[test]
    fn a_marathon_has_its_boards_and_random_starts() {
        let series = Series::of_size("marathon:3x3:5").unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let run = series.scramble(Level::RandomState, &mut rng).unwrap();
        assert_eq!(run.boards().len(), 5);
        assert!(run.boards().iter().all(|b| b.width() == 3 && !is_home(b)));
        assert!(series.is_solved(&series.goal()));
        assert_eq!(series.phases(), 5);
        let s = series.timer_scramble(&search::tables::InMemory::new(), &mut rng);
        assert_eq!(s.unwrap().text.split(';').count(), 5);
    }
}
