//! The Five Rings behind the one door ([`door::Door`]): [`Rings`], a game's rings with the
//! colour table once loaded (moves are unit clicks, as on the puzzle's buttons), and the
//! command line's and the server's solves. Every verb is the front door's
//! ([`crate::front`]) under the shape all the puzzles share.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use door::{
    BoardView, Door, Error as DoorError, Fault, Field, FieldShape, MethodStep, Names, Plan,
    Position, PuzzleError, Refused, Scramble, Scrambled, Skip, SolveRecord, SolveRequest,
    StepRecord, ViewField, ViewShape,
};
use messages::Message;
use rand::RngCore;
use search::tables::{silent, Report, TableDef, TableSource};
use search::{Budget, Level, Purpose};
use serde::Serialize;

use crate::error::RingsError;
use crate::front::{
    clicks, format_moves, hint, levels, moved_slots, parse, parse_moves, prepare, scramble,
    simplify, solve, stages, tables, turns, unit_clicks, Prepared, Request, Solved, Solver, State,
    Turn,
};

/// The Five Rings as a game plays them: the colour table once loaded (click metric),
/// which hints and demonstrations need.
#[derive(Clone, Default)]
pub struct Rings {
    prepared: Option<Prepared>,
}

impl std::fmt::Debug for Rings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rings")
            .field("prepared", &self.prepared)
            .finish()
    }
}

/// The rings as a front end draws them: for each ring 1–5, the colour letter
/// (`K B G O R`) in slots 0–6.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename = "rings")]
pub struct RingsView {
    /// Five strings of seven letters.
    pub rings: Vec<String>,
}

impl PuzzleError for RingsError {
    fn fault(&self) -> Fault {
        match self {
            RingsError::DistanceNotProven { .. } | RingsError::Cancelled => Fault::Time,
            RingsError::Tables(_) | RingsError::MismatchedTables | RingsError::NoSolution => {
                Fault::Failure
            }
            _ => Fault::Input,
        }
    }
}

/// What a solve request read: the rings' own request, and the tables loaded once a
/// position needs them.
pub struct Solving {
    req: Request,
    prepared: OnceLock<Result<Prepared, RingsError>>,
}

/// A position of a solve, read, with the tables its solve takes.
pub struct Ready {
    state: State,
    prepared: Prepared,
}

/// The moves of a scramble as written, each click apart.
fn written(moves: &[Turn]) -> String {
    moves
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Door for Rings {
    type State = State;
    type Move = Turn;
    type Tables = Prepared;
    type Solving = Solving;
    type Ready = Ready;

    const NAMES: Names = Names {
        name: "rings",
        aliases: &[],
        label: "puzzle-rings",
        the: "the-rings",
        word: "kind-rings",
    };

    const UNIT: &'static str = "clicks";

    const VIEW: ViewShape = ViewShape {
        kind: "rings",
        about: "The Five Rings: for each ring 1–5, the colour letter (`K B G O R`) in slots 0–6.",
        fields: &[ViewField {
            name: "rings",
            shape: FieldShape::Texts,
            about: "Five strings of seven letters.",
        }],
    };

    fn tables() -> Vec<TableDef> {
        tables()
    }

    fn standard() -> Rings {
        Rings::default()
    }

    fn goal(&self) -> State {
        State::solved()
    }

    fn parse_state(&self, text: &str) -> Result<State, DoorError> {
        Ok(parse(text)?)
    }

    fn format_state(&self, s: &State) -> String {
        s.to_string()
    }

    fn parse_moves(&self, text: &str) -> Result<Vec<Turn>, DoorError> {
        // Each click is one move of the game, as on the puzzle's buttons.
        Ok(unit_clicks(&parse_moves(text)?))
    }

    fn format_move(&self, m: &Turn) -> String {
        m.to_string()
    }

    fn apply(&self, s: &mut State, m: &Turn) -> Result<(), DoorError> {
        s.apply(std::slice::from_ref(m));
        Ok(())
    }

    fn is_solved(&self, s: &State) -> bool {
        s.is_solved()
    }

    fn board(&self, s: &State) -> BoardView {
        BoardView::new(RingsView {
            rings: s.to_string().split('/').map(str::to_string).collect(),
        })
    }

    fn hint_cells(&self, _: &State, m: &Turn) -> Vec<usize> {
        moved_slots(m)
    }

    fn stages(&self, states: &[State]) -> Vec<(Message, usize)> {
        stages(states)
    }

    fn levels(&self) -> Vec<(&'static str, Level)> {
        levels()
    }

    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<State, DoorError> {
        if matches!(level, Level::Distance(_)) {
            return Err(DoorError::NoDistanceLevels {
                puzzle: &Rings::NAMES,
            });
        }
        Ok(scramble(self.prepared.as_ref(), level, rng)?.0)
    }

    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<Prepared>, DoorError> {
        Ok(Some(prepare(&Request::game(), source, report)?))
    }

    fn attach(&mut self, tables: &Prepared) {
        self.prepared = Some(tables.clone());
    }

    fn hint(&self, state: &State, budget: &Budget) -> Result<Plan<Turn>, DoorError> {
        let prepared = self.prepared.as_ref().ok_or(DoorError::TablesNotReady {
            puzzle: &Rings::NAMES,
        })?;
        let h = hint(prepared, state, budget)?;
        Ok(Plan {
            moves: h.moves,
            optimal: h.optimal,
            lower_bound: None,
        })
    }

    /// The rings: a third of a second (the solver's own overhead stays inside it).
    fn hint_time() -> Duration {
        Duration::from_millis(250)
    }

    fn method_label() -> Option<Message> {
        Some(Message::new("method-the-classic"))
    }

    fn method(
        &self,
        state: &State,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Vec<MethodStep<Turn>>, DoorError> {
        let req = Request {
            solver: Solver::Classic,
            ..Request::game()
        };
        let prepared = prepare(&req, source, report)?;
        Ok(solve(&prepared, state, &req)
            .steps
            .into_iter()
            .filter(|s| !s.moves.is_empty())
            .map(|s| MethodStep {
                moves: unit_clicks(&s.moves),
                label: s.label,
            })
            .collect())
    }

    fn timer_scramble(
        &self,
        _source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError> {
        let (s, clicks) = scramble(None, Level::Moves(60), rng)?;
        Ok(Scramble {
            text: format_moves(&clicks.unwrap_or_default()),
            state: s.to_string(),
        })
    }

    fn solving(req: &SolveRequest, _source: &Arc<dyn TableSource>) -> Result<Solving, DoorError> {
        let o = &req.options;
        Ok(Solving {
            req: Request {
                solver: o.read("solver")?.unwrap_or_default(),
                metric: o.read("metric")?.unwrap_or_default(),
                tables: o.read("tables")?,
                timeout: req.timeout,
                fallback: req.fallback,
                threads: req.threads,
                budget: req.budget.clone(),
                purpose: Purpose::Solve,
            },
            prepared: OnceLock::new(),
        })
    }

    fn ready(s: &Solving, p: &Position, source: &Arc<dyn TableSource>) -> Result<Ready, Refused> {
        let state = parse(&p.state).map_err(|e| Refused::new(p.state.clone(), e))?;
        if p.goal.is_some() {
            let e = DoorError::OneGoal {
                puzzle: &Rings::NAMES,
            };
            return Err(Refused::new(p.state.clone(), e));
        }
        let prepared = s
            .prepared
            .get_or_init(|| prepare(&s.req, source.as_ref(), &silent))
            .clone()
            .map_err(|e| Refused::new(p.state.clone(), e))?;
        Ok(Ready { state, prepared })
    }

    fn solve(s: &Solving, r: &Ready) -> Result<SolveRecord, Refused> {
        Ok(record(&r.state, &solve(&r.prepared, &r.state, &s.req)))
    }

    /// With the two-colour tables each search takes every thread.
    fn one_at_a_time(s: &Solving) -> bool {
        matches!(s.prepared.get(), Some(Ok(p)) if p.large())
    }

    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), DoorError> {
        // Exact distances are proven over the colour table.
        let prepared = match level {
            Level::Distance(_) => Some(prepare(&Request::default(), source, &silent)?),
            _ => None,
        };
        for _ in 0..count {
            let (state, moves) = scramble(prepared.as_ref(), level, rng)?;
            let mut fields = vec![("state", Field::Text(state.to_string()))];
            if let Level::Distance(d) = level {
                fields.push(("distance", Field::Number(u64::from(d))));
            }
            if let Some(m) = moves {
                fields.push(("moves", Field::Text(written(&m))));
            }
            each(Scrambled {
                text: state.to_string(),
                fields,
            });
        }
        Ok(())
    }
}

/// The record of a Five Rings solve; its lengths are counted on the written form
/// (consecutive clicks of a ring are one turn).
pub fn record(state: &State, s: &Solved) -> SolveRecord {
    let sol = s.turns.as_deref().map(simplify);
    SolveRecord {
        solution: Skip(Some(sol.as_deref().map(format_moves))),
        clicks: sol.as_deref().map(clicks),
        turns: sol.as_deref().map(turns),
        optimal: Some(s.optimal),
        lower_bound: s.lower_bound,
        nodes: s.nodes,
        millis: Some(s.millis),
        timed_out: s.timed_out,
        steps: s
            .steps
            .iter()
            .map(|st| StepRecord::new(&st.label, format_moves(&st.moves)))
            .collect(),
        ..SolveRecord::bare(Rings::NAMES.kind(), state.to_string())
    }
}
