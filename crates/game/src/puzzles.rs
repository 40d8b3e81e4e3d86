//! The three puzzles as games, each with the best solver its tables allow: the policy
//! comes from the puzzle crates' front doors (`sliding::for_game`, `cube::for_game`,
//! `rings::for_game`), the tables from their catalogs through the table source.

use std::sync::Arc;

use rand::RngCore;
use search::tables::{Report, TableSource};
use search::Budget;

use crate::kind::Variant;
use crate::session::{
    BoardView, GameError, GamePuzzle, Level, MethodPlace, MethodSteps, Plan, SolverTables,
};

/// A sliding-tile puzzle against a goal (the standard one unless given).
#[derive(Clone)]
pub struct SlidingGame {
    /// The goal position.
    pub goal: sliding::Board,
    /// Pattern databases for 4x4 boards whose goal has the blank in a corner, when loaded:
    /// hints and demonstrations are then optimal when the search finishes in its budget.
    pub tables: Option<Arc<sliding::pdb::PdbHeuristic>>,
}

impl std::fmt::Debug for SlidingGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SlidingGame")
            .field("goal", &self.goal.to_string())
            .field("tables", &self.tables.is_some())
            .finish()
    }
}

impl std::fmt::Debug for RingsGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RingsGame")
            .field("tables", &self.tables.is_some())
            .finish()
    }
}

impl SlidingGame {
    /// The puzzle played to `goal`.
    pub fn new(goal: sliding::Board) -> SlidingGame {
        SlidingGame { goal, tables: None }
    }

    /// The standard puzzle of a size (tiles in order, the blank last).
    pub fn standard(w: usize, h: usize) -> Result<SlidingGame, GameError> {
        Ok(SlidingGame::new(sliding::Board::solved(w, h)?))
    }

    /// The tables that fit this goal, if any.
    fn fitting_tables(&self) -> Option<&sliding::pdb::PdbHeuristic> {
        let t = self.tables.as_deref()?;
        let problem = sliding::Problem::new(self.goal.clone(), Some(self.goal.clone())).ok()?;
        let (_, blank) = problem.table_shape();
        (t.shape() == (self.goal.width(), self.goal.height(), blank)).then_some(t)
    }

    /// The exact distance of `b` from the goal, by the optimal solver (a custom goal's
    /// distance levels walk away from it with this as the oracle).
    fn distance(&self, b: &sliding::Board) -> Result<u32, sliding::Error> {
        let p = sliding::Problem::new(b.clone(), Some(self.goal.clone()))?;
        let plan = sliding::Plan::with_tables(sliding::Solver::Optimal, self.tables.clone());
        let s = sliding::run(&p, &plan, &sliding::Request::default())?;
        s.moves
            .map(|m| m.len() as u32)
            .ok_or(sliding::Error::Stopped)
    }
}

impl GamePuzzle for SlidingGame {
    type State = sliding::Board;
    type Move = sliding::Dir;

    fn variant(&self) -> Variant {
        Variant::Tiles(self.goal.clone())
    }
    fn parse_state(&self, text: &str) -> Result<sliding::Board, GameError> {
        let b = sliding::Board::parse(text)?;
        b.check_solvable(&self.goal)?;
        Ok(b)
    }
    fn format_state(&self, s: &sliding::Board) -> String {
        s.to_string()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<sliding::Dir>, GameError> {
        Ok(sliding::parse_moves(text)?)
    }
    fn format_move(&self, m: &sliding::Dir) -> String {
        m.to_string()
    }
    fn apply(&self, s: &mut sliding::Board, m: &sliding::Dir) -> Result<(), GameError> {
        if s.slide(*m) {
            Ok(())
        } else {
            Err(sliding::Error::ImpossibleMove { index: 0, dir: *m }.into())
        }
    }
    fn is_solved(&self, s: &sliding::Board) -> bool {
        *s == self.goal
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<sliding::Board, GameError> {
        // Every level scrambles from the game's goal, a custom one included.
        let goal = &self.goal;
        let (w, h) = (goal.width(), goal.height());
        let mut rng = rng;
        Ok(match level {
            Level::Moves(n) => sliding::scramble::random_moves_from(goal, n, &mut rng)?.0,
            Level::RandomState => sliding::scramble::random_state_for(goal, &mut rng)?,
            Level::Distance(d) => {
                if matches!((w, h), (4, 4) | (5, 5)) && self.fitting_tables().is_none() {
                    return Err(sliding::Error::NeedsPatternTables.into());
                }
                if *goal == sliding::Board::solved(w, h)? {
                    sliding::scramble::exact_distance(w, h, d, &mut rng, self.fitting_tables())?
                } else if w * h > sliding::table::MAX_TABLE_CELLS && (w, h) != (4, 4) {
                    return Err(sliding::Error::NoExactDistances {
                        width: w,
                        height: h,
                    }
                    .into());
                } else {
                    // A custom goal: walk away from it with the optimal solver as the oracle.
                    let mut oracle = |b: &sliding::Board| self.distance(b);
                    sliding::scramble::at_distance_from(goal, d, &mut rng, &mut oracle)?
                }
            }
        })
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        let (w, h) = (self.goal.width(), self.goal.height());
        match w * h {
            9 => vec![
                ("easy", Level::Distance(8)),
                ("medium", Level::Distance(16)),
                ("hard", Level::Distance(24)),
                ("random", Level::RandomState),
            ],
            16 => vec![
                ("easy", Level::Distance(12)),
                ("medium", Level::Distance(25)),
                ("hard", Level::Distance(40)),
                ("random", Level::RandomState),
            ],
            // With the 24-puzzle's tables at hand its levels are exact distances too.
            25 if self.fitting_tables().is_some() => vec![
                ("easy", Level::Distance(15)),
                ("medium", Level::Distance(30)),
                ("hard", Level::Distance(50)),
                ("random", Level::RandomState),
            ],
            _ => vec![
                ("easy", Level::Moves(10)),
                ("medium", Level::Moves(30)),
                ("hard", Level::Moves(80)),
                ("random", Level::RandomState),
            ],
        }
    }
    fn solve(
        &self,
        state: &sliding::Board,
        budget: &Budget,
    ) -> Result<Plan<sliding::Dir>, GameError> {
        let problem = sliding::Problem::new(state.clone(), Some(self.goal.clone()))?;
        let plan = sliding::for_game(&problem, self.tables.as_ref());
        let req = sliding::Request {
            budget: budget.clone(),
            fallback: true,
            ..sliding::Request::default()
        };
        let s = sliding::run(&problem, &plan, &req)?;
        let moves = s.moves.ok_or(GameError::Cancelled)?;
        Ok(Plan {
            moves,
            optimal: s.optimal,
            lower_bound: s.lower_bound,
        })
    }
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError> {
        Ok(sliding::game_tables(&self.goal, source, report)?.map(SolverTables::Sliding))
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Sliding(t) = tables {
            self.tables = Some(t.clone());
        }
    }
    fn board(&self, s: &sliding::Board) -> BoardView {
        let goal = self.goal.cells();
        BoardView::Tiles {
            width: s.width(),
            height: s.height(),
            cells: s.cells().iter().map(|&t| t as u32).collect(),
            home: s
                .cells()
                .iter()
                .zip(goal)
                .map(|(a, b)| a == b && *a != 0)
                .collect(),
        }
    }
    fn hint_cells(&self, s: &sliding::Board, m: &sliding::Dir) -> Vec<usize> {
        s.blank_target(*m).into_iter().collect()
    }
}

/// Cube positions in a game: the colour of each of the 54 stickers (colour `i` is the colour
/// of face `i` of Kociemba's order U R F D L B when the cube is held white up, green front).
/// Rotations and slice moves move the centres, so a game can turn the whole cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeColours(pub [u8; 54]);

impl CubeColours {
    /// The cube the way the stickers show it, read against its centres.
    pub fn to_cubie(&self) -> Result<cube::CubieCube, GameError> {
        Ok(cube::FaceletCube(self.0)
            .read_against_centres()
            .to_cubie(None)?)
    }
}

/// The Rubik's cube: any move of the notation, rotations and slices included.
#[derive(Clone, Debug, Default)]
pub struct CubeGame {
    /// The two-phase tables, when loaded (hints and demonstrations need them).
    pub tables: Option<Arc<cube::Tables>>,
    /// The optimal solver's tables, when cached: solutions are then proven shortest when
    /// the budget allows.
    pub optimal: Option<Arc<cube::optimal::OptimalTables>>,
    /// The optimal solutions proven so far in this game (a followed hint's next one is
    /// known).
    pub proven: Arc<cube::Proven>,
}

impl GamePuzzle for CubeGame {
    type State = CubeColours;
    type Move = cube::Move;

    fn variant(&self) -> Variant {
        Variant::Cube
    }
    fn parse_state(&self, text: &str) -> Result<CubeColours, GameError> {
        let (symbols, chars) = cube::FaceletCube::parse_symbols(text)?;
        symbols.read_against_centres().to_cubie(Some(&chars))?;
        Ok(CubeColours(symbols.0))
    }
    fn format_state(&self, s: &CubeColours) -> String {
        s.0.iter()
            .map(|&c| cube::geometry::FACES[c as usize])
            .collect()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<cube::Move>, GameError> {
        Ok(cube::parse_moves(text)?)
    }
    fn format_move(&self, m: &cube::Move) -> String {
        m.to_string()
    }
    fn cost(&self, m: &cube::Move) -> u32 {
        m.cost(cube::Metric::Htm)
    }
    fn apply(&self, s: &mut CubeColours, m: &cube::Move) -> Result<(), GameError> {
        s.0 = m.stickers().apply(&s.0);
        Ok(())
    }
    fn is_solved(&self, s: &CubeColours) -> bool {
        s.0.chunks(9).all(|f| f.iter().all(|&c| c == f[4]))
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<CubeColours, GameError> {
        let cubie = match level {
            Level::Moves(n) => cube::apply_moves(&cube::scramble::random_moves(rng, n)),
            Level::RandomState => cube::scramble::random_cube(rng),
            Level::Distance(_) => {
                return Err(GameError::NoDistanceLevels {
                    puzzle: crate::PuzzleKind::Cube,
                })
            }
        };
        Ok(CubeColours(cube::FaceletCube::from_cubie(&cubie).0))
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        vec![
            ("easy", Level::Moves(5)),
            ("medium", Level::Moves(12)),
            ("hard", Level::Moves(25)),
            ("random", Level::RandomState),
        ]
    }
    fn solve(&self, state: &CubeColours, budget: &Budget) -> Result<Plan<cube::Move>, GameError> {
        let tables = self.tables.as_deref().ok_or(GameError::TablesNotReady {
            puzzle: crate::PuzzleKind::Cube,
        })?;
        let cubie = state.to_cubie()?;
        let (turns, optimal) = cube::for_game(
            tables,
            self.optimal.as_deref(),
            &self.proven,
            &cubie,
            search::levels::cores(),
            budget,
        )?;
        Ok(Plan {
            moves: turns.iter().map(|&t| cube::Move::face(t)).collect(),
            optimal,
            lower_bound: None,
        })
    }
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError> {
        let (t, o) = cube::game_tables(source, report)?;
        Ok(Some(SolverTables::Cube(t, o)))
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Cube(t, o) = tables {
            self.tables = Some(t.clone());
            self.optimal = o.clone();
        }
    }
    fn method_label(&self) -> Option<messages::Message> {
        Some(messages::Message::new("method-the-beginners"))
    }
    fn ponders(&self) -> bool {
        self.tables.is_some() && self.optimal.is_some()
    }
    fn method(
        &self,
        state: &CubeColours,
        _source: &dyn TableSource,
        _report: Report,
    ) -> Result<MethodSteps<cube::Move>, GameError> {
        let steps = cube::human::solve(&state.to_cubie()?).map_err(cube::CubeError::from)?;
        Ok(steps
            .into_iter()
            .filter(|s| !s.moves.is_empty())
            .map(|s| {
                let moves = s.moves.iter().map(|&t| cube::Move::face(t)).collect();
                let label = cube::human::step_label(s.step);
                (label.english(), label, moves)
            })
            .collect())
    }
    fn method_note(&self, state: &CubeColours) -> Option<MethodPlace> {
        let step = cube::human::current_step(&state.to_cubie().ok()?);
        Some(MethodPlace {
            step: step + 1,
            of: cube::human::STEPS.len(),
            name: cube::human::step_label(step).english(),
            label: cube::human::step_label(step),
        })
    }
    fn board(&self, s: &CubeColours) -> BoardView {
        BoardView::Cube {
            stickers: self.format_state(s),
        }
    }
    fn hint_cells(&self, _: &CubeColours, m: &cube::Move) -> Vec<usize> {
        let ids: [u8; 54] = std::array::from_fn(|i| i as u8);
        let moved = m.stickers().apply(&ids);
        (0..54).filter(|&i| moved[i] as usize != i).collect()
    }
    fn setup_moves(&self, state: &CubeColours) -> Option<String> {
        // Held another way up, the cube's start is still what the turns make from solved.
        let solved = state.0.chunks(9).all(|f| f.iter().all(|&c| c == f[4]));
        if solved {
            return Some(String::new());
        }
        let t = self.tables.as_deref()?;
        let c = state.to_cubie().ok()?;
        let r = cube::solver::solve(t, &c, cube::GODS_NUMBER, &Budget::unlimited());
        let moves: Vec<cube::Move> = r.moves?.iter().map(|&m| cube::Move::face(m)).collect();
        Some(cube::format_moves(&cube::notation::invert(&moves)))
    }
}

/// The Five Rings puzzle; moves are unit clicks.
#[derive(Clone, Default)]
pub struct RingsGame {
    /// The colour table (click metric), when loaded (hints and demonstrations need it).
    pub tables: Option<Arc<rings::pdb::ColourTables>>,
}

impl GamePuzzle for RingsGame {
    type State = rings::State;
    type Move = rings::Turn;

    fn variant(&self) -> Variant {
        Variant::Rings
    }
    fn parse_state(&self, text: &str) -> Result<rings::State, GameError> {
        Ok(rings::State::parse(text)?)
    }
    fn format_state(&self, s: &rings::State) -> String {
        s.to_string()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<rings::Turn>, GameError> {
        // Each click is one move of the game, as on the puzzle's buttons.
        Ok(rings::unit_clicks(&rings::parse_moves(text)?))
    }
    fn format_move(&self, m: &rings::Turn) -> String {
        m.to_string()
    }
    fn apply(&self, s: &mut rings::State, m: &rings::Turn) -> Result<(), GameError> {
        s.apply(std::slice::from_ref(m));
        Ok(())
    }
    fn is_solved(&self, s: &rings::State) -> bool {
        s.is_solved()
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<rings::State, GameError> {
        match level {
            Level::Moves(n) => Ok(rings::scramble::random_clicks(n, rng).0),
            Level::RandomState => Ok(rings::scramble::random_state(rng)),
            Level::Distance(_) => Err(GameError::NoDistanceLevels {
                puzzle: crate::PuzzleKind::Rings,
            }),
        }
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        rings::scramble::LEVELS
            .iter()
            .map(|&(name, n)| (name, Level::Moves(n)))
            .chain([("random", Level::RandomState)])
            .collect()
    }
    fn solve(&self, state: &rings::State, budget: &Budget) -> Result<Plan<rings::Turn>, GameError> {
        let tables = self.tables.as_deref().ok_or(GameError::TablesNotReady {
            puzzle: crate::PuzzleKind::Rings,
        })?;
        let (moves, optimal) = rings::for_game(state, tables, budget)?;
        Ok(Plan {
            moves,
            optimal,
            lower_bound: None,
        })
    }
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError> {
        Ok(Some(SolverTables::Rings(rings::game_tables(
            source, report,
        )?)))
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Rings(t) = tables {
            self.tables = Some(t.clone());
        }
    }
    fn method_label(&self) -> Option<messages::Message> {
        Some(messages::Message::new("method-the-classic"))
    }
    fn method(
        &self,
        state: &rings::State,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<MethodSteps<rings::Turn>, GameError> {
        let tables = rings::classic_tables(source, report)?;
        Ok(rings::classic::solve_classic_with(&tables, state)
            .into_iter()
            .filter(|s| !s.moves.is_empty())
            .map(|s| (s.name, s.label, rings::unit_clicks(&s.moves)))
            .collect())
    }
    fn board(&self, s: &rings::State) -> BoardView {
        BoardView::Rings {
            rings: s.to_string().split('/').map(str::to_string).collect(),
        }
    }
    fn hint_cells(&self, _: &rings::State, m: &rings::Turn) -> Vec<usize> {
        let perm = &rings::CLICKS()[m.unit_moves().next().unwrap_or(0) as usize];
        (0..perm.len()).filter(|&s| perm[s] as usize != s).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{GameError, Session};
    use proptest::prelude::*;
    use rand::SeedableRng;
    use search::tables::{silent, InMemory};

    fn cube_session() -> Session<CubeGame> {
        let p = CubeGame::default();
        let solved = p
            .parse_state("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")
            .unwrap();
        Session::new(p, solved)
    }

    fn sliding_session() -> Session<SlidingGame> {
        Session::from_text(SlidingGame::standard(3, 3).unwrap(), "1 2 3/4 5 6/7 0 8").unwrap()
    }

    #[test]
    fn a_sliding_game_to_solved_with_undo_redo_and_restart() {
        let mut s = sliding_session();
        assert!(!s.is_solved());
        s.play("R").unwrap(); // the tile left of the blank slides right: away from solved
        s.undo().unwrap();
        assert_eq!(s.redo_len(), 1);
        s.play("L").unwrap(); // a new move drops the redo branch
        assert_eq!(s.redo_len(), 0);
        assert!(s.is_solved());
        s.restart();
        assert!(!s.is_solved());
        s.redo().unwrap();
        assert!(s.is_solved());
        assert_eq!(s.undo(), Ok(()));
        assert_eq!(s.undo(), Err(GameError::NothingToUndo));
        // A sequence with an impossible move (the blank reaches the right edge) changes nothing.
        let before = s.current().clone();
        assert!(matches!(s.play("L L L"), Err(GameError::Tiles(_))));
        assert_eq!(s.current(), &before);
        assert!(matches!(
            Session::from_text(SlidingGame::standard(3, 3).unwrap(), "2 1 3/4 5 6/7 8 0"),
            Err(GameError::Tiles(e)) if e.to_string().contains("unsolvable")
        ));
    }

    #[test]
    fn cube_and_rings_games() {
        let mut c = cube_session();
        c.play("R U R' U'").unwrap();
        assert!(!c.is_solved());
        c.play("U R U' R'").unwrap();
        assert!(c.is_solved());
        c.play("M x").unwrap();
        assert!(!c.is_solved());
        c.play("M'").unwrap();
        // Held another way, the cube is still solved: rotations move the centres too.
        assert!(c.is_solved());
        assert_ne!(
            c.puzzle().format_state(c.current()),
            c.puzzle().format_state(c.start())
        );
        c.play("x'").unwrap();
        assert_eq!(
            c.puzzle().format_state(c.current()),
            c.puzzle().format_state(c.start())
        );
        let mut r = Session::new(RingsGame::default(), rings::State::solved());
        r.play("2+3 0-").unwrap();
        assert_eq!(r.moves().len(), 4, "counts are clicks");
        r.play("0+ 2-3").unwrap();
        assert!(r.is_solved());
    }

    #[test]
    fn new_games_at_every_level() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let mut s = sliding_session();
        for (_, level) in s.puzzle().levels() {
            s.new_game(level, &mut rng).unwrap();
            assert!(s.moves().is_empty());
        }
        s.new_game(Level::Distance(31), &mut rng).unwrap();
        let p = sliding::Problem::new(s.current().clone(), None).unwrap();
        let sol = sliding::solve(&p, &Default::default(), &InMemory::new(), &silent).unwrap();
        assert_eq!(sol.moves.map(|m| m.len()), Some(31));
        assert!(sol.optimal);
        let mut c = cube_session();
        for (_, level) in c.puzzle().levels() {
            c.new_game(level, &mut rng).unwrap();
            assert!(!c.is_solved() || level == Level::Moves(0));
        }
        assert!(c.new_game(Level::Distance(3), &mut rng).is_err());
        let mut r = Session::new(RingsGame::default(), rings::State::solved());
        let names: Vec<&str> = r.puzzle().levels().iter().map(|l| l.0).collect();
        assert_eq!(names, ["low", "mid", "high", "random"]);
        r.new_game(Level::Moves(20), &mut rng).unwrap();
        assert!(!r.is_solved());
    }

    #[test]
    fn records_round_trip_and_are_checked() {
        let mut s = sliding_session();
        s.play("R D L").unwrap();
        s.undo().unwrap();
        let rec = s.record();
        let json = serde_json::to_string(&rec).unwrap();
        let back: crate::SessionRecord = serde_json::from_str(&json).unwrap();
        let t = Session::restore(s.puzzle().clone(), &back).unwrap();
        assert_eq!(t.current(), s.current());
        assert_eq!(t.record(), rec);
        let mut wrong = rec.clone();
        wrong.puzzle = crate::PuzzleKind::Cube;
        assert!(matches!(
            Session::restore(s.puzzle().clone(), &wrong),
            Err(GameError::WrongPuzzle { .. })
        ));
        let mut past = rec;
        past.cursor = 99;
        assert!(matches!(
            Session::restore(s.puzzle().clone(), &past),
            Err(GameError::BadCursor { .. })
        ));
    }

    /// Plays `picks` (indices into `alphabet`; impossible moves are skipped), undoes `back`
    /// of them, redoes them all, and checks position and history; then restart and redo.
    fn undo_redo_law(
        s: &mut dyn crate::AnySession,
        alphabet: &[&str],
        picks: &[usize],
        back: usize,
    ) -> Result<(), TestCaseError> {
        for &p in picks {
            let _ = s.play(alphabet[p % alphabet.len()]);
        }
        let (pos, moves) = (s.state_text(), s.moves_text());
        let n = back.min(moves.len());
        for _ in 0..n {
            s.undo().unwrap();
        }
        prop_assert_eq!(s.redo_len(), n);
        for _ in 0..n {
            s.redo().unwrap();
        }
        prop_assert_eq!(s.state_text(), pos.clone());
        prop_assert_eq!(s.moves_text(), moves.clone());
        s.restart();
        prop_assert_eq!(s.state_text(), s.start_text());
        prop_assert_eq!(s.redo_len(), moves.len());
        for _ in 0..moves.len() {
            s.redo().unwrap();
        }
        prop_assert_eq!(s.state_text(), pos);
        Ok(())
    }

    proptest! {
        /// The undo/redo/restart law for the tiles and the cube (every notation move).
        #[test]
        fn undo_redo_and_restart_for_tiles_and_cube(picks in proptest::collection::vec(0usize..64, 0..40), back in 0usize..40) {
            let mut t = crate::new_session(&crate::Variant::tiles(4, 4).unwrap());
            undo_redo_law(t.as_mut(), &["U", "D", "L", "R"], &picks, back)?;
            let mut c = crate::new_session(&crate::Variant::Cube);
            let cube_moves = ["R", "U'", "F2", "D", "L'", "B2", "M", "E'", "S2", "x", "y'", "z2", "Rw", "u'", "f2"];
            undo_redo_law(c.as_mut(), &cube_moves, &picks, back)?;
        }

        /// Undo of n moves then redo of n returns the same position and history.
        #[test]
        fn undo_then_redo_is_the_identity(clicks in proptest::collection::vec(0u8..12, 0..30), back in 0usize..30) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
            let start = rings::scramble::random_state(&mut rng);
            let mut s = Session::new(RingsGame::default(), start);
            for m in &clicks {
                s.make_move(rings::Turn::click(*m)).unwrap();
            }
            let (pos, moves) = (*s.current(), s.moves().to_vec());
            let n = back.min(clicks.len());
            for _ in 0..n {
                s.undo().unwrap();
            }
            for _ in 0..n {
                s.redo().unwrap();
            }
            prop_assert_eq!(*s.current(), pos);
            prop_assert_eq!(s.moves(), &moves[..]);
        }
    }
}
