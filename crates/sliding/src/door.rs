//! The tiles behind the one door ([`door::Door`]): [`Tiles`], a game's board played to a goal
//! with its tables once loaded, and the command line's and the server's solves. Every verb
//! is the front door's ([`crate::front`]) under the shape all the puzzles share.

use std::sync::Arc;
use std::time::Duration;

use door::{
    BoardView, Door, Error as DoorError, Fault, Field, FieldShape, Names, Plan, Position,
    PuzzleError, Refused, Scramble, Scrambled, Skip, SolveRecord, SolveRequest, StepRecord,
    ViewField, ViewShape,
};
use messages::Message;
use rand::RngCore;
use search::tables::{silent, Report, TableDef, TableSource};
use search::{Budget, Level, Purpose};
use serde::Serialize;

use crate::error::Error;
use crate::front::{
    check_level, format_moves, hint, levels, parse_moves, prepare, scramble, solve, stages, tables,
    Board, Dir, Prepared, Problem, Request, Solved, Solver,
};

/// The sliding tiles as a game plays them: to a goal (the standard one unless given), with
/// what the door prepared for that goal (its pattern tables once loaded: hints and
/// demonstrations are then optimal, or near-optimal on 5×5, within their budget).
#[derive(Clone)]
pub struct Tiles {
    goal: Board,
    prepared: Prepared,
}

impl std::fmt::Debug for Tiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tiles")
            .field("goal", &self.goal.to_string())
            .field("prepared", &self.prepared)
            .finish()
    }
}

impl Tiles {
    /// The tiles played to `goal`.
    pub fn new(goal: Board) -> Tiles {
        Tiles {
            prepared: Prepared::for_goal(goal.clone()),
            goal,
        }
    }

    /// The standard puzzle of a size (tiles in order, the blank last).
    pub fn sized(w: usize, h: usize) -> Result<Tiles, Error> {
        Ok(Tiles::new(Board::solved(w, h)?))
    }

    /// The goal.
    pub fn goal_board(&self) -> &Board {
        &self.goal
    }

    /// The board's width and height.
    pub fn size(&self) -> (usize, usize) {
        (self.goal.width(), self.goal.height())
    }

    fn problem(&self, state: &Board) -> Result<Problem, Error> {
        crate::front::validate(state.clone(), Some(self.goal.clone()))
    }
}

/// The board as a front end draws it: the numbers in reading order (0 the blank), and
/// which are home.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename = "tiles")]
pub struct TilesView {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The tile in each cell, in reading order; 0 is the blank.
    pub cells: Vec<u32>,
    /// Whether each cell holds its goal tile.
    pub home: Vec<bool>,
}

impl PuzzleError for Error {
    fn fault(&self) -> Fault {
        match self {
            Error::Tables(_) => Fault::Failure,
            Error::Stopped => Fault::Time,
            _ => Fault::Input,
        }
    }
}

/// The size key of a board (`4x4`).
fn key_of(w: usize, h: usize) -> String {
    format!("{w}x{h}")
}

/// What a solve request read: the tiles' own request.
pub struct Solving {
    req: Request,
}

/// A position of a solve, read and checked against its goal, with the tables of its goal.
pub struct Ready {
    text: String,
    problem: Problem,
    prepared: Prepared,
}

impl Door for Tiles {
    type State = Board;
    type Move = Dir;
    type Tables = Prepared;
    type Solving = Solving;
    type Ready = Ready;

    const NAMES: Names = Names {
        name: "sliding",
        aliases: &["tiles"],
        label: "puzzle-sliding",
        the: "the-sliding",
        word: "kind-sliding",
    };

    const VIEW: ViewShape = ViewShape {
        kind: "tiles",
        about: "The tiles: the numbers in reading order (0 the blank), and which are home.",
        fields: &[
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
        ],
    };

    fn tables() -> Vec<TableDef> {
        tables()
    }

    fn standard() -> Tiles {
        Tiles::sized(3, 3).expect("the 3×3 board is a board")
    }

    fn from_record(text: &str) -> Result<Tiles, DoorError> {
        match text.trim() {
            "" => Ok(Tiles::standard()),
            goal => Tiles::with_goal(goal),
        }
    }

    fn of_size(size: &str) -> Result<Tiles, DoorError> {
        let (w, h) = crate::parse_size(size)?;
        Ok(Tiles::sized(w, h)?)
    }

    fn with_goal(goal: &str) -> Result<Tiles, DoorError> {
        Board::parse(goal).map(Tiles::new).map_err(DoorError::goal)
    }

    fn has_goals() -> bool {
        true
    }

    fn record_text(&self) -> String {
        self.goal.to_string()
    }

    fn key(&self) -> String {
        let (w, h) = self.size();
        key_of(w, h)
    }

    fn label(&self) -> Message {
        Tiles::label_of_key(&self.key())
    }

    fn label_of_key(key: &str) -> Message {
        let size = key
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse::<usize>().ok()?, h.parse::<usize>().ok()?)));
        match size {
            Some((w, h)) => Message::new("tui-title")
                .arg("puzzle", Tiles::NAMES.label())
                .arg("width", w)
                .arg("height", h),
            None => Tiles::NAMES.label(),
        }
    }

    fn custom_goal(&self) -> bool {
        let (w, h) = self.size();
        Board::solved(w, h).is_ok_and(|std| std != self.goal)
    }

    fn standardised(&self) -> Tiles {
        let (w, h) = self.size();
        Tiles::sized(w, h).unwrap_or_else(|_| self.clone())
    }

    fn for_start(&self, start: &str) -> Tiles {
        match Board::parse(start) {
            Ok(b) if (b.width(), b.height()) != self.size() => {
                Tiles::sized(b.width(), b.height()).unwrap_or_else(|_| self.clone())
            }
            _ => self.clone(),
        }
    }

    fn goal(&self) -> Board {
        self.goal.clone()
    }

    fn parse_state(&self, text: &str) -> Result<Board, DoorError> {
        let b = Board::parse(text)?;
        b.check_solvable(&self.goal)?;
        Ok(b)
    }

    fn format_state(&self, s: &Board) -> String {
        s.to_string()
    }

    fn parse_moves(&self, text: &str) -> Result<Vec<Dir>, DoorError> {
        Ok(parse_moves(text)?)
    }

    fn format_move(&self, m: &Dir) -> String {
        m.to_string()
    }

    fn apply(&self, s: &mut Board, m: &Dir) -> Result<(), DoorError> {
        match s.slide(*m) {
            true => Ok(()),
            false => Err(Error::ImpossibleMove { index: 0, dir: *m }.into()),
        }
    }

    fn is_solved(&self, s: &Board) -> bool {
        *s == self.goal
    }

    fn board(&self, s: &Board) -> BoardView {
        BoardView::new(TilesView {
            width: s.width(),
            height: s.height(),
            cells: s.cells().iter().map(|&t| u32::from(t)).collect(),
            home: s
                .cells()
                .iter()
                .zip(self.goal.cells())
                .map(|(a, b)| a == b && *a != 0)
                .collect(),
        })
    }

    fn hint_cells(&self, s: &Board, m: &Dir) -> Vec<usize> {
        s.blank_target(*m).into_iter().collect()
    }

    fn stages(&self, states: &[Board]) -> Vec<(Message, usize)> {
        stages(&self.goal, states)
    }

    fn levels(&self) -> Vec<(&'static str, Level)> {
        levels(&self.prepared)
    }

    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<Board, DoorError> {
        Ok(scramble(&self.prepared, level, rng)?.0)
    }

    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<Prepared>, DoorError> {
        let p = prepare(&self.goal, &Request::game(), source, report)?;
        Ok(p.has_tables().then_some(p))
    }

    fn attach(&mut self, tables: &Prepared) {
        if tables.goal() == &self.goal {
            self.prepared = tables.clone();
        }
    }

    fn hint(&self, state: &Board, budget: &Budget) -> Result<Plan<Dir>, DoorError> {
        let h = hint(&self.prepared, &self.problem(state)?, budget).map_err(|e| match e {
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
    fn demo_pace() -> Option<Duration> {
        Some(Duration::from_secs(1))
    }

    /// 3×3 and 4×4 exactly (the optimal solver over the game's tables), 5×5 as a proven
    /// bound (the near solver's with its tables loaded).
    fn measures_optimum(&self) -> bool {
        matches!(self.size(), (3, 3) | (4, 4) | (5, 5))
    }

    fn timer_scramble(
        &self,
        source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError> {
        let p = prepare(&self.goal, &Request::scramble(), source, &silent)?;
        let (b, _) = scramble(&p, Level::RandomState, rng)?;
        Ok(Scramble {
            text: b.to_string(),
            state: b.to_string(),
        })
    }

    /// csTimer's 8- and 15-puzzles (`8prp`, `15prp`); other sizes puzzlebox's own.
    fn timer_event(key: &str) -> String {
        match key {
            "3x3" => "8prp".into(),
            "4x4" => "15prp".into(),
            key => format!("puzzlebox-sliding-{key}"),
        }
    }

    fn key_of_event(event: &str) -> Option<String> {
        match event {
            "8prp" | "8prap" | "8prmp" => Some("3x3".into()),
            "15prp" | "15prap" | "15prmp" => Some("4x4".into()),
            e => e.strip_prefix("puzzlebox-sliding-").map(str::to_string),
        }
    }

    fn solving(req: &SolveRequest, _source: &Arc<dyn TableSource>) -> Result<Solving, DoorError> {
        let o = &req.options;
        Ok(Solving {
            req: Request {
                solver: o.read("solver")?,
                heuristic: o.read("heuristic")?,
                timeout: req.timeout,
                fallback: req.fallback,
                budget: req.budget.clone(),
                threads: req.threads,
                dual: o.flag("dual"),
                purpose: Purpose::Solve,
            },
        })
    }

    fn ready(s: &Solving, p: &Position, source: &Arc<dyn TableSource>) -> Result<Ready, Refused> {
        let refuse = |e: DoorError| Refused::new(p.state.clone(), e);
        let start = Board::parse(&p.state).map_err(|e| refuse(e.into()))?;
        let goal = match &p.goal {
            Some(g) => Some(Board::parse(g).map_err(|e| refuse(DoorError::goal(e)))?),
            None => None,
        };
        let problem = crate::front::validate(start, goal).map_err(|e| refuse(e.into()))?;
        let prepared = prepare(problem.goal(), &s.req, source.as_ref(), &silent)
            .map_err(|e| refuse(e.into()))?;
        Ok(Ready {
            text: p.state.clone(),
            problem,
            prepared,
        })
    }

    fn solve(s: &Solving, r: &Ready) -> Result<SolveRecord, Refused> {
        match solve(&r.prepared, &r.problem, &s.req) {
            Ok(solved) => Ok(record(&r.problem, &solved)),
            Err(e) => Err(Refused::new(r.text.clone(), e)),
        }
    }

    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), DoorError> {
        // Exact distances are proven over the tables of the size (built if need be), once
        // the distance is known to be one that can be made.
        check_level(&self.goal, level)?;
        let prepared = match level {
            Level::Distance(_) => prepare(&self.goal, &Request::scramble(), source, &silent)?,
            _ => Prepared::for_goal(self.goal.clone()),
        };
        for _ in 0..count {
            let (board, moves) = scramble(&prepared, level, rng)?;
            let mut fields = vec![
                ("state", Field::Text(board.to_string())),
                ("size", Field::Text(self.key())),
            ];
            if let Some(m) = moves {
                fields.push(("moves", Field::Text(format_moves(&m))));
            }
            if let Level::Distance(d) = level {
                fields.push(("distance", Field::Number(u64::from(d))));
            }
            each(Scrambled {
                text: board.to_string(),
                fields,
            });
        }
        Ok(())
    }
}

/// The record of a tiles' solve.
pub fn record(problem: &Problem, s: &Solved) -> SolveRecord {
    let steps = match s.solver {
        Solver::Human => s
            .steps
            .iter()
            .map(|st| StepRecord::new(&st.label, format_moves(&st.moves)))
            .collect(),
        _ => Vec::new(),
    };
    SolveRecord {
        goal: Some(problem.goal().to_string()),
        solution: Skip(Some(s.moves.as_deref().map(format_moves))),
        length: Skip(Some(s.moves.as_ref().map(Vec::len))),
        optimal: Some(s.optimal),
        lower_bound: s.lower_bound,
        nodes: s.nodes,
        millis: Some(s.millis),
        timed_out: s.timed_out,
        steps,
        ..SolveRecord::bare(Tiles::NAMES.kind(), problem.start().to_string())
    }
}
