//! The cube behind the one door ([`door::Door`]): [`Cube`], a game's cube with its tables
//! once loaded and the optimal solutions it has proven, its positions as the stickers show
//! them ([`Stickers`]: held any way up), and the command line's and the server's solves.
//! Every verb is the front door's ([`crate::front`]) under the shape all the puzzles share.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use door::{
    BoardView, Door, Error as DoorError, Fault, Field, FieldShape, MethodPlace, MethodStep, Names,
    Plan, Position, PuzzleError, Refused, Scramble, Scrambled, Skip, SolveRecord, SolveRequest,
    StepRecord, ViewField, ViewShape,
};
use messages::Message;
use rand::RngCore;
use search::tables::{silent, Report, TableDef, TableSource};
use search::{Level, Named, Purpose};
use serde::Serialize;

use crate::error::CubeError;
use crate::front::{
    apply_moves, format_moves, hint, levels, method_step, method_steps, parse, parse_moves,
    parse_stickers, prepare, scramble, setup_moves, solve, stages, step_label, tables, validate,
    CubieCube, FaceletCube, Metric, Move, Prepared, Proven, Request, Solved, Solver, FACES,
};
use crate::GODS_NUMBER;

/// A cube as a game shows it: the colour of each of the 54 stickers (colour `i` is the
/// colour of face `i` of Kociemba's order U R F D L B when the cube is held white up, green
/// front). Rotations and slice moves move the centres, so a game can turn the whole cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stickers(pub [u8; 54]);

impl Stickers {
    /// The cube the way the stickers show it, read against its centres.
    pub fn to_cubie(&self) -> Result<CubieCube, CubeError> {
        validate(&FaceletCube(self.0))
    }

    /// The stickers as face letters.
    pub fn letters(&self) -> String {
        self.0.iter().map(|&c| FACES[c as usize]).collect()
    }
}

/// The cube as a game plays it: the tables the door prepared for a game once loaded (the
/// two-phase tables, and the optimal solver's when cached: hints are then proven shortest
/// when the budget allows), and the optimal solutions proven so far in the game (a followed
/// hint's next one is known).
///
/// A trainer's cube ([`crate::Subset`]: a PLL or OLL set of cases, a cross of N moves) is
/// a variant keyed by its subset (`pll:Aa,Ab`, `cross:4`): its timer sessions are its own,
/// its scrambles are drawn from the subset, and a solve's case is told after it.
#[derive(Clone, Debug, Default)]
pub struct Cube {
    prepared: Option<Prepared>,
    proven: Arc<Proven>,
    subset: Option<crate::Subset>,
}

impl Cube {
    fn prepared(&self) -> Result<&Prepared, DoorError> {
        self.prepared.as_ref().ok_or(DoorError::TablesNotReady {
            puzzle: &Cube::NAMES,
        })
    }
}

/// The cube as a front end draws it: the colour of each of the 54 stickers, faces
/// U R F D L B in Kociemba's reading order, as the letter of the face whose centre has that
/// colour when solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename = "cube")]
pub struct CubeView {
    /// 54 letters of `URFDLB`.
    pub stickers: String,
}

impl PuzzleError for CubeError {
    fn fault(&self) -> Fault {
        match self {
            CubeError::OptimalCountsHtm
            | CubeError::GoalAndPart
            | CubeError::NoGoalForSolver { .. } => Fault::Usage,
            CubeError::NoSolutionInTime => Fault::Time,
            CubeError::Tables(_) | CubeError::OptimalTablesNotBuilt => Fault::Failure,
            _ => Fault::Input,
        }
    }
}

/// What a solve request read: the cube's own request, and the tables loaded once a
/// position needs them (a batch of bad lines loads none).
pub struct Solving {
    req: Request,
    bounded: bool,
    prepared: OnceLock<Result<(Prepared, Request), CubeError>>,
    started: search::clock::Moment,
}

/// A cube of a solve, read, with the tables and the request its solve takes.
pub struct Ready {
    state: String,
    cube: CubieCube,
    prepared: Prepared,
    req: Request,
}

/// A line of a solve: a facelet string, or `scramble: <moves>`; as its record names it
/// (Kociemba's letters when it is a cube), and the cube.
fn read_line(line: &str) -> (String, Result<CubieCube, CubeError>) {
    let line = line.trim();
    let r = match line.strip_prefix("scramble:") {
        Some(moves) => parse_moves(moves).map(|m| apply_moves(&m)),
        None => parse(line),
    };
    let state = match &r {
        Ok(c) => FaceletCube::from_cubie(c).to_kociemba(),
        Err(_) => line.to_string(),
    };
    (state, r)
}

/// The solver a request names; a server's solve takes no method (its solves are bounded).
fn solver_of(req: &SolveRequest) -> Result<Solver, CubeError> {
    let solver = req.options.read::<Solver>("solver")?.unwrap_or_default();
    if req.bounded && solver == Solver::Human {
        return Err(CubeError::UnknownName(search::UnknownName {
            what: "solver",
            name: solver.name().to_string(),
            known: vec![Solver::TwoPhase.name(), Solver::Optimal.name()],
        }));
    }
    Ok(solver)
}

/// The cube's request of a solve request's options.
fn request_of(req: &SolveRequest) -> Result<Request, CubeError> {
    let o = &req.options;
    let goal = match o.get("goal") {
        Some(g) => Some(parse(g).map_err(|e| CubeError::InGoal(Box::new(e)))?),
        None => None,
    };
    let solutions = o.read::<usize>("solutions").ok().flatten();
    let target = o.read::<u32>("target").ok().flatten();
    let r = Request {
        solver: solver_of(req)?,
        // A server's two-phase answers with its first solution of at most 20 moves.
        target: target.or(req.bounded.then_some(GODS_NUMBER)),
        timeout: req.timeout,
        metric: o.read("metric")?.unwrap_or(Metric::Htm),
        tables: o.read("tables")?,
        goal,
        part: o.read("only")?,
        threads: req.threads,
        solutions: solutions.unwrap_or(1),
        tell_all_found: solutions.is_some(),
        // A server's optimal solve builds its tables too (on a fresh install, the small set:
        // a minute or two), in the background: two-phase answers meanwhile (`load`).
        build_tables: true,
        budget: req.budget.clone(),
        purpose: Purpose::Solve,
    };
    r.check()?;
    Ok(r)
}

/// What the record names as the goal: the goal's facelets, or the part.
fn goal_of(req: &Request) -> Option<String> {
    match (&req.goal, req.part) {
        (Some(g), _) => Some(FaceletCube::from_cubie(g).to_kociemba()),
        (None, Some(p)) => Some(p.name().to_string()),
        (None, None) => None,
    }
}

/// The tables a solve needs and the request it runs with. A bounded optimal solve loads
/// its tables while its clock runs: when their load alone would pass the time limit,
/// two-phase answers within it (the load goes on, for the next solve).
fn load(s: &Solving, source: &Arc<dyn TableSource>) -> Result<(Prepared, Request), CubeError> {
    let mut req = s.req.clone();
    let Some(limit) = req
        .timeout
        .filter(|_| s.bounded && req.solver == Solver::Optimal)
    else {
        return Ok((prepare(&req, source.as_ref(), &silent)?, req));
    };
    let deadline = s.started + limit;
    let prepared = match load_within(&req, source.clone(), deadline) {
        Some(p) => p?,
        None => {
            req.solver = Solver::TwoPhase;
            prepare(&req, source.as_ref(), &silent)?
        }
    };
    req.timeout = Some(deadline.since(req.budget.now()));
    Ok((prepared, req))
}

/// The tables `request` needs, loaded on a thread of their own; none when they are not
/// ready by `deadline` less what two-phase needs to answer (a tenth of the time, at most
/// half a second).
fn load_within(
    request: &Request,
    source: Arc<dyn TableSource>,
    deadline: search::clock::Moment,
) -> Option<Result<Prepared, CubeError>> {
    // One load at a time: a solve that comes while the tables are still being built (a
    // minute or two on a fresh install) answers by two-phase at once.
    static UNDER_WAY: AtomicBool = AtomicBool::new(false);
    if UNDER_WAY.swap(true, Ordering::SeqCst) {
        return None;
    }
    if !search::par::THREADS {
        // No thread to build on (a browser's worker): built here, the solve waiting.
        let loaded = prepare(request, source.as_ref(), &silent);
        UNDER_WAY.store(false, Ordering::SeqCst);
        return Some(loaded);
    }
    let left = deadline.since(request.budget.now());
    let wait = left.saturating_sub((left / 10).min(Duration::from_millis(500)));
    let (tx, rx) = std::sync::mpsc::channel();
    let req = request.clone();
    std::thread::spawn(move || {
        let loaded = prepare(&req, source.as_ref(), &silent);
        UNDER_WAY.store(false, Ordering::SeqCst);
        let _ = tx.send(loaded);
    });
    rx.recv_timeout(wait).ok()
}

impl Door for Cube {
    type State = Stickers;
    type Move = Move;
    type Tables = Prepared;
    type Solving = Solving;
    type Ready = Ready;

    const SHARE_MOVES: &'static str = "alg";

    const TIMED_BY_DEFAULT: bool = true;

    const NAMES: Names = Names {
        name: "cube",
        aliases: &[],
        label: "puzzle-cube",
        the: "the-cube",
        word: "kind-cube",
    };

    const VIEW: ViewShape = ViewShape {
        kind: "cube",
        about: "The cube: the colour of each of the 54 stickers, faces U R F D L B in Kociemba's\nreading order, as the letter of the face whose centre has that colour when solved.",
        fields: &[ViewField {
            name: "stickers",
            shape: FieldShape::Text,
            about: "54 letters of `URFDLB`.",
        }],
    };

    fn tables() -> Vec<TableDef> {
        tables()
    }

    fn standard() -> Cube {
        Cube::default()
    }

    /// A trainer by its subset (`pll`, `oll:1,27`, `cross:4`); empty: the whole cube.
    fn of_size(size: &str) -> Result<Cube, DoorError> {
        match size.trim() {
            "" => Ok(Cube::default()),
            text => Ok(Cube {
                subset: Some(text.parse()?),
                ..Cube::default()
            }),
        }
    }

    fn key(&self) -> String {
        self.subset
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default()
    }

    fn label(&self) -> Message {
        Cube::label_of_key(&self.key())
    }

    fn label_of_key(key: &str) -> Message {
        match key {
            "" => Cube::NAMES.label(),
            subset => Message::new("cube-trainer-title")
                .arg("puzzle", Cube::NAMES.label())
                .arg("subset", subset),
        }
    }

    /// The cross trainer's: the shortest cross of each colour (none when the tables cannot
    /// be had).
    fn drill_review(&self, scramble: &str, source: &dyn TableSource) -> Vec<(String, String)> {
        let (Some(crate::Subset::Cross(_)), Ok(moves)) = (&self.subset, parse_moves(scramble))
        else {
            return Vec::new();
        };
        let Ok(trainer) = crate::Trainer::load(source, &silent) else {
            return Vec::new();
        };
        trainer
            .shortest_crosses(&apply_moves(&moves))
            .into_iter()
            .map(|(face, moves)| (face.to_string(), format_moves(&moves)))
            .collect()
    }

    /// The last layer's cases: on D, held yellow up and green in front (`z2`); the cross:
    /// on U, held as scrambled.
    fn drill_hold(&self) -> Option<door::Hold> {
        match self.subset.as_ref()? {
            crate::Subset::LastLayer { .. } => Some(door::Hold {
                face: "D".into(),
                rotation: Some("z2".into()),
            }),
            crate::Subset::Cross(_) => Some(door::Hold {
                face: "U".into(),
                rotation: None,
            }),
        }
    }

    fn drill_case(&self, scramble: &str) -> Option<String> {
        let Some(crate::Subset::LastLayer { set, .. }) = &self.subset else {
            return None;
        };
        let cube = apply_moves(&parse_moves(scramble).ok()?);
        crate::recognise(*set, &cube).map(|c| c.name.to_string())
    }

    fn goal(&self) -> Stickers {
        Stickers(FaceletCube::solved().0)
    }

    fn parse_state(&self, text: &str) -> Result<Stickers, DoorError> {
        Ok(Stickers(parse_stickers(text)?.0))
    }

    fn format_state(&self, s: &Stickers) -> String {
        s.letters()
    }

    fn parse_moves(&self, text: &str) -> Result<Vec<Move>, DoorError> {
        Ok(parse_moves(text)?)
    }

    fn format_move(&self, m: &Move) -> String {
        m.to_string()
    }

    fn cost(&self, m: &Move) -> u32 {
        m.cost(Metric::Htm)
    }

    fn apply(&self, s: &mut Stickers, m: &Move) -> Result<(), DoorError> {
        s.0 = m.stickers().apply(&s.0);
        Ok(())
    }

    fn is_solved(&self, s: &Stickers) -> bool {
        s.0.chunks(9).all(|f| f.iter().all(|&c| c == f[4]))
    }

    fn board(&self, s: &Stickers) -> BoardView {
        BoardView::new(CubeView {
            stickers: s.letters(),
        })
    }

    fn hint_cells(&self, _: &Stickers, m: &Move) -> Vec<usize> {
        let ids: [u8; 54] = std::array::from_fn(|i| i as u8);
        let moved = m.stickers().apply(&ids);
        (0..54).filter(|&i| moved[i] as usize != i).collect()
    }

    fn stages(&self, states: &[Stickers]) -> Vec<(Message, usize)> {
        // Every position of a game is a cube (checked when it was played).
        let cubes: Result<Vec<CubieCube>, CubeError> =
            states.iter().map(Stickers::to_cubie).collect();
        cubes.map(|c| stages(&c).stages).unwrap_or_default()
    }

    /// Twizzle's link: the start as moves from solved (`setup-alg`); none while the tables
    /// load.
    fn share_start(&self, start: &Stickers) -> Option<Vec<(&'static str, String)>> {
        // Held another way up, the cube's start is still what the turns make from solved.
        let setup = match self.is_solved(start) {
            true => String::new(),
            false => format_moves(&setup_moves(
                self.prepared.as_ref()?,
                &start.to_cubie().ok()?,
            )?),
        };
        Some(vec![("setup-alg", setup)])
    }

    fn levels(&self) -> Vec<(&'static str, Level)> {
        levels()
    }

    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<Stickers, DoorError> {
        if let Some(subset) = &self.subset {
            let (cubie, _) = crate::trainer::drill_cube(subset, None, rng);
            return Ok(Stickers(FaceletCube::from_cubie(&cubie).0));
        }
        // The position alone: no two-phase solve for a scramble in notation.
        let (cubie, _) = scramble(None, level, rng).map_err(|e| match e {
            CubeError::NoDistanceLevels => DoorError::NoDistanceLevels {
                puzzle: &Cube::NAMES,
            },
            e => e.into(),
        })?;
        Ok(Stickers(FaceletCube::from_cubie(&cubie).0))
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

    fn hint(&self, state: &Stickers, budget: &search::Budget) -> Result<Plan<Move>, DoorError> {
        let cubie = state.to_cubie()?;
        let threads = search::levels::cores();
        let h = hint(self.prepared()?, &cubie, &self.proven, threads, budget)?;
        Ok(Plan {
            moves: h.moves,
            optimal: h.optimal,
            lower_bound: None,
        })
    }

    fn ponders(&self) -> bool {
        self.prepared
            .as_ref()
            .is_some_and(|p| p.optimal().is_some())
    }

    fn method_label() -> Option<Message> {
        Some(Message::new("method-the-beginners"))
    }

    fn method(
        &self,
        state: &Stickers,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Vec<MethodStep<Move>>, DoorError> {
        let req = Request {
            solver: Solver::Human,
            ..Request::game()
        };
        let prepared = match &self.prepared {
            Some(p) => p.clone(),
            None => prepare(&req, source, report)?,
        };
        let solved = solve(&prepared, &state.to_cubie()?, &req)?;
        Ok(solved
            .steps
            .into_iter()
            .filter(|s| !s.turns.is_empty())
            .map(|s| MethodStep {
                moves: s.turns.iter().map(|&t| Move::face(t)).collect(),
                label: s.label,
            })
            .collect())
    }

    fn method_place(&self, state: &Stickers) -> Option<MethodPlace> {
        let step = method_step(&state.to_cubie().ok()?);
        if step >= method_steps() {
            return None;
        }
        let label = step_label(step);
        Some(MethodPlace {
            step: step + 1,
            of: method_steps(),
            name: label.english(),
            label,
        })
    }

    fn timer_scramble(
        &self,
        source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError> {
        if let Some(subset) = &self.subset {
            let d = crate::Trainer::load(source, &silent)?.drill(subset, rng);
            return Ok(Scramble {
                text: format_moves(&d.scramble),
                state: Stickers(FaceletCube::from_cubie(&d.cube).0).letters(),
            });
        }
        let p = prepare(&Request::default(), source, &silent)?;
        let (c, moves) = scramble(Some(&p), Level::RandomState, rng)?;
        Ok(Scramble {
            text: format_moves(&moves.unwrap_or_default()),
            state: Stickers(FaceletCube::from_cubie(&c).0).letters(),
        })
    }

    /// csTimer's `333`; a trainer's is puzzlebox's (`puzzlebox-cube-pll:Aa,Ab`), which keeps
    /// its cases.
    fn timer_event(key: &str) -> String {
        match key {
            "" => "333".into(),
            key => format!("puzzlebox-cube-{key}"),
        }
    }

    fn key_of_event(event: &str) -> Option<String> {
        match event {
            "333" => Some(String::new()),
            event => event.strip_prefix("puzzlebox-cube-").map(str::to_string),
        }
    }

    fn solving(req: &SolveRequest, _source: &Arc<dyn TableSource>) -> Result<Solving, DoorError> {
        Ok(Solving {
            req: request_of(req)?,
            bounded: req.bounded,
            prepared: OnceLock::new(),
            started: req.budget.now(),
        })
    }

    fn ready(s: &Solving, p: &Position, source: &Arc<dyn TableSource>) -> Result<Ready, Refused> {
        let (state, cube) = read_line(&p.state);
        let cube = cube.map_err(|e| Refused::new(state.clone(), e))?;
        if p.goal.is_some() {
            let e = DoorError::OneGoal {
                puzzle: &Cube::NAMES,
            };
            return Err(Refused::new(state, e));
        }
        let loaded = s.prepared.get_or_init(|| load(s, source));
        let (prepared, req) = loaded.clone().map_err(|e| Refused::new(state.clone(), e))?;
        Ok(Ready {
            state,
            cube,
            prepared,
            req,
        })
    }

    fn record_state(text: &str) -> String {
        read_line(text).0
    }

    fn solve(_s: &Solving, r: &Ready) -> Result<SolveRecord, Refused> {
        match solve(&r.prepared, &r.cube, &r.req) {
            Ok(solved) => Ok(record(&r.state, &solved, r.req.metric, goal_of(&r.req))),
            Err(e) => Err(Refused::new(r.state.clone(), e)),
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
        let prepared = match level {
            Level::RandomState => Some(prepare(&Request::default(), source, &silent)?),
            _ => None,
        };
        for _ in 0..count {
            let (_, moves) = scramble(prepared.as_ref(), level, rng)?;
            let moves = moves.unwrap_or_default();
            let state = FaceletCube::from_cubie(&apply_moves(&moves)).to_kociemba();
            let text = format_moves(&moves);
            each(Scrambled {
                text: format!("{text}\t{state}"),
                fields: vec![
                    ("scramble", Field::Text(text)),
                    ("state", Field::Text(state)),
                    ("length", Field::Number(moves.len() as u64)),
                ],
            });
        }
        Ok(())
    }
}

/// Face turns (solver indices) in WCA notation.
fn face_turns(turns: &[u8]) -> String {
    let m: Vec<Move> = turns.iter().map(|&m| Move::face(m)).collect();
    format_moves(&m)
}

/// The record of a cube's solve from `state` (Kociemba's facelets), its length in `metric`;
/// `goal` names the goal or part solved to.
pub fn record(state: &str, s: &Solved, metric: Metric, goal: Option<String>) -> SolveRecord {
    let moves: Option<Vec<Move>> = s
        .turns
        .as_ref()
        .map(|t| t.iter().map(|&m| Move::face(m)).collect());
    let optimal_search = s.solver == Solver::Optimal;
    SolveRecord {
        goal,
        solution: Skip(Some(moves.as_deref().map(format_moves))),
        length: Skip(Some(
            moves
                .as_deref()
                .map(|m| crate::front::length(m, metric) as usize),
        )),
        solutions: s.solutions.iter().map(|t| face_turns(t)).collect(),
        all_found: s.all_found,
        metric: Some(metric.name()),
        optimal: Some(s.optimal),
        lower_bound: if optimal_search { s.lower_bound } else { None },
        nodes: if optimal_search { s.nodes } else { None },
        millis: Some(s.millis),
        timed_out: s.timed_out,
        steps: s
            .steps
            .iter()
            .map(|st| StepRecord::new(&st.label, face_turns(&st.turns)))
            .collect(),
        ..SolveRecord::bare(Cube::NAMES.kind(), state.to_string())
    }
}
