//! The three puzzles as games, each with the best solver its tables allow.

use std::sync::Arc;

use rand::RngCore;
use search::Budget;

use crate::session::{GamePuzzle, Level, Plan, SolverTables};

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
    /// The standard puzzle of a size (tiles in order, the blank last).
    pub fn standard(w: usize, h: usize) -> Result<SlidingGame, String> {
        Ok(SlidingGame {
            goal: sliding::Board::solved(w, h).map_err(|e| e.to_string())?,
            tables: None,
        })
    }

    /// The tables that fit this goal, if any.
    fn fitting_tables(&self) -> Option<&sliding::pdb::PdbHeuristic> {
        let t = self.tables.as_deref()?;
        let problem = sliding::Problem::new(self.goal.clone(), Some(self.goal.clone())).ok()?;
        let (_, blank) = problem.table_shape();
        (t.shape() == (self.goal.width(), self.goal.height(), blank)).then_some(t)
    }
}

impl GamePuzzle for SlidingGame {
    type State = sliding::Board;
    type Move = sliding::Dir;

    fn name(&self) -> &'static str {
        "sliding"
    }
    fn variant(&self) -> String {
        self.goal.to_string()
    }
    fn with_variant(&self, variant: &str) -> Result<Self, String> {
        let goal = sliding::Board::parse(variant).map_err(|e| format!("goal: {e}"))?;
        Ok(SlidingGame {
            goal,
            tables: self.tables.clone(),
        })
    }
    fn parse_state(&self, text: &str) -> Result<sliding::Board, String> {
        let b = sliding::Board::parse(text).map_err(|e| e.to_string())?;
        b.check_solvable(&self.goal).map_err(|e| e.to_string())?;
        Ok(b)
    }
    fn format_state(&self, s: &sliding::Board) -> String {
        s.to_string()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<sliding::Dir>, String> {
        sliding::parse_moves(text).map_err(|e| e.to_string())
    }
    fn format_move(&self, m: &sliding::Dir) -> String {
        m.to_string()
    }
    fn apply(&self, s: &mut sliding::Board, m: &sliding::Dir) -> Result<(), String> {
        if s.slide(*m) {
            Ok(())
        } else {
            Err(format!("no tile can slide {} into the blank", m.word()))
        }
    }
    fn is_solved(&self, s: &sliding::Board) -> bool {
        *s == self.goal
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<sliding::Board, String> {
        // Every level scrambles from the game's goal, a custom one included.
        let goal = &self.goal;
        let (w, h) = (goal.width(), goal.height());
        let mut rng = rng;
        match level {
            Level::Moves(n) => Ok(sliding::scramble::random_moves_from(goal, n, &mut rng)
                .map_err(|e| e.to_string())?
                .0),
            Level::RandomState => {
                sliding::scramble::random_state_for(goal, &mut rng).map_err(|e| e.to_string())
            }
            Level::Distance(d) => {
                let standard = sliding::Board::solved(w, h).map_err(|e| e.to_string())?;
                if (w, h) == (4, 4) && self.fitting_tables().is_none() {
                    return Err(
                        "levels by distance need the 4x4 pattern databases (still loading or not built)"
                            .into(),
                    );
                }
                if *goal == standard {
                    return sliding::scramble::exact_distance(
                        w,
                        h,
                        d,
                        &mut rng,
                        self.fitting_tables(),
                    )
                    .map_err(|e| e.to_string());
                }
                if w * h > sliding::table::MAX_TABLE_CELLS && (w, h) != (4, 4) {
                    return Err(format!(
                        "levels by distance are offered for boards of at most 9 cells and 4x4, not {w}x{h}"
                    ));
                }
                // A custom goal: walk away from it with the optimal solver as the oracle.
                let tables = self.fitting_tables();
                let mut oracle = |b: &sliding::Board| -> Result<u32, sliding::Error> {
                    let p = sliding::Problem::new(b.clone(), Some(goal.clone()))?;
                    match sliding::optimal(&p, tables, &Budget::unlimited())? {
                        sliding::Outcome::Solved(s) => Ok(s.moves.len() as u32),
                        sliding::Outcome::Stopped { .. } => {
                            Err(sliding::Error::Unsupported("search stopped".into()))
                        }
                    }
                };
                sliding::scramble::at_distance_from(goal, d, &mut rng, &mut oracle)
                    .map_err(|e| e.to_string())
            }
        }
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
            _ => vec![
                ("easy", Level::Moves(10)),
                ("medium", Level::Moves(30)),
                ("hard", Level::Moves(80)),
                ("random", Level::RandomState),
            ],
        }
    }
    fn solve(&self, state: &sliding::Board, budget: &Budget) -> Result<Plan<sliding::Dir>, String> {
        let problem = sliding::Problem::new(state.clone(), Some(self.goal.clone()))
            .map_err(|e| e.to_string())?;
        let cells = state.width() * state.height();
        if cells <= sliding::table::MAX_TABLE_CELLS || self.fitting_tables().is_some() {
            // Optimal when the search finishes in the budget; the reduction solver otherwise.
            let heur = self.fitting_tables();
            if let sliding::Outcome::Solved(s) =
                sliding::optimal(&problem, heur, budget).map_err(|e| e.to_string())?
            {
                return Ok(Plan {
                    moves: s.moves,
                    optimal: true,
                });
            }
        }
        if budget.cancelled() {
            return Err("cancelled".into());
        }
        let s = sliding::fast(&problem).map_err(|e| e.to_string())?;
        Ok(Plan {
            moves: s.moves,
            optimal: s.optimal,
        })
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Sliding(t) = tables {
            self.tables = Some(t.clone());
        }
    }
}

/// Cube positions in a game: the colour of each of the 54 stickers (colour `i` is the colour
/// of face `i` of Kociemba's order U R F D L B when the cube is held white up, green front).
/// Rotations and slice moves move the centres, so a game can turn the whole cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeColours(pub [u8; 54]);

impl CubeColours {
    /// The cube the way the stickers show it, read against its centres.
    pub fn to_cubie(&self) -> Result<cube::CubieCube, String> {
        cube::FaceletCube(self.0)
            .read_against_centres()
            .to_cubie(None)
            .map_err(|e| e.to_string())
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
}

impl GamePuzzle for CubeGame {
    type State = CubeColours;
    type Move = cube::Move;

    fn name(&self) -> &'static str {
        "cube"
    }
    fn parse_state(&self, text: &str) -> Result<CubeColours, String> {
        let (symbols, chars) = cube::FaceletCube::parse_symbols(text).map_err(|e| e.to_string())?;
        symbols
            .read_against_centres()
            .to_cubie(Some(&chars))
            .map_err(|e| e.to_string())?;
        Ok(CubeColours(symbols.0))
    }
    fn format_state(&self, s: &CubeColours) -> String {
        s.0.iter()
            .map(|&c| cube::geometry::FACES[c as usize])
            .collect()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<cube::Move>, String> {
        cube::parse_moves(text).map_err(|e| e.to_string())
    }
    fn format_move(&self, m: &cube::Move) -> String {
        m.to_string()
    }
    fn cost(&self, m: &cube::Move) -> u32 {
        m.cost(cube::Metric::Htm)
    }
    fn apply(&self, s: &mut CubeColours, m: &cube::Move) -> Result<(), String> {
        s.0 = m.stickers().apply(&s.0);
        Ok(())
    }
    fn is_solved(&self, s: &CubeColours) -> bool {
        s.0.chunks(9).all(|f| f.iter().all(|&c| c == f[4]))
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<CubeColours, String> {
        let cubie = match level {
            Level::Moves(n) => cube::apply_moves(&cube::scramble::random_moves(rng, n)),
            Level::RandomState => cube::scramble::random_cube(rng),
            Level::Distance(_) => return Err("the cube has no levels by distance".into()),
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
    fn solve(&self, state: &CubeColours, budget: &Budget) -> Result<Plan<cube::Move>, String> {
        let tables = self
            .tables
            .as_deref()
            .ok_or("the cube tables are not loaded yet")?;
        let cubie = state.to_cubie()?;
        let found = cube::solver::solve(tables, &cubie, 20, budget);
        let turns = found.moves.ok_or("no solution within the time budget")?;
        let (turns, optimal) = match &self.optimal {
            Some(o) => {
                let r = cube::optimal::solve(tables, o, &cubie, Some(turns), 1, budget);
                (r.moves.unwrap_or_default(), r.optimal)
            }
            None => (turns, false),
        };
        Ok(Plan {
            moves: turns.iter().map(|&t| cube::Move::face(t)).collect(),
            optimal,
        })
    }
    fn attach(&mut self, tables: &SolverTables) {
        match tables {
            SolverTables::Cube(t) => self.tables = Some(t.clone()),
            SolverTables::CubeOptimal(t, o) => {
                self.tables = Some(t.clone());
                self.optimal = Some(o.clone());
            }
            _ => {}
        }
    }
    fn method(
        &self,
        state: &CubeColours,
    ) -> Option<Result<crate::session::MethodSteps<cube::Move>, String>> {
        let steps = state
            .to_cubie()
            .and_then(|c| cube::human::solve(&c).map_err(|e| e.to_string()));
        Some(steps.map(|steps| {
            steps
                .into_iter()
                .filter(|s| !s.moves.is_empty())
                .map(|s| {
                    let moves = s.moves.iter().map(|&t| cube::Move::face(t)).collect();
                    (s.name.to_string(), moves)
                })
                .collect()
        }))
    }
    fn method_note(&self, state: &CubeColours) -> Option<String> {
        let step = cube::human::current_step(&state.to_cubie().ok()?);
        let name = cube::human::STEP_NAMES.get(step)?;
        Some(format!("beginner's method: step {} of 7, {name}", step + 1))
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

    fn name(&self) -> &'static str {
        "rings"
    }
    fn parse_state(&self, text: &str) -> Result<rings::State, String> {
        rings::State::parse(text).map_err(|e| e.to_string())
    }
    fn format_state(&self, s: &rings::State) -> String {
        s.to_string()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<rings::Turn>, String> {
        // Each click is one move of the game, as on the puzzle's buttons.
        let turns = rings::parse_moves(text).map_err(|e| e.to_string())?;
        Ok(clicks_of(&turns))
    }
    fn format_move(&self, m: &rings::Turn) -> String {
        m.to_string()
    }
    fn apply(&self, s: &mut rings::State, m: &rings::Turn) -> Result<(), String> {
        s.apply(std::slice::from_ref(m));
        Ok(())
    }
    fn is_solved(&self, s: &rings::State) -> bool {
        s.is_solved()
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<rings::State, String> {
        match level {
            Level::Moves(n) => Ok(rings::scramble::random_clicks(n, rng).0),
            Level::RandomState => Ok(rings::scramble::random_state(rng)),
            Level::Distance(_) => Err("the rings have no levels by distance in games".into()),
        }
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        rings::scramble::LEVELS
            .iter()
            .map(|&(name, n)| (name, Level::Moves(n)))
            .chain([("random", Level::RandomState)])
            .collect()
    }
    fn solve(&self, state: &rings::State, budget: &Budget) -> Result<Plan<rings::Turn>, String> {
        let tables = self
            .tables
            .as_deref()
            .ok_or("the colour table is not loaded yet")?;
        // The optimal solver for a third of the budget, then the fast one (~150 ms).
        let half = budget
            .remaining()
            .map(|r| budget.clone().with_timeout(r / 3))
            .unwrap_or_else(|| budget.clone());
        let opt = rings::pdb::solve_optimal(state, tables, &half);
        if let Some(sol) = opt.solution {
            return Ok(Plan {
                moves: clicks_of(&sol),
                optimal: true,
            });
        }
        if budget.cancelled() {
            return Err("cancelled".into());
        }
        let sol = rings::fast::solve_beam(state, tables, rings::fast::WIDTH / 3)
            .ok_or("the fast solver found nothing")?;
        let sol = rings::fast::shorten(state, &sol);
        Ok(Plan {
            moves: clicks_of(&sol),
            optimal: false,
        })
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Rings(t) = tables {
            self.tables = Some(t.clone());
        }
    }
}

/// Turns as unit clicks.
fn clicks_of(turns: &[rings::Turn]) -> Vec<rings::Turn> {
    turns
        .iter()
        .flat_map(|t| t.unit_moves())
        .map(rings::Turn::click)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{GameError, Session};
    use proptest::prelude::*;
    use rand::SeedableRng;

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
        assert!(matches!(s.play("L L L"), Err(GameError::Puzzle(_))));
        assert_eq!(s.current(), &before);
        assert!(matches!(
            Session::from_text(SlidingGame::standard(3, 3).unwrap(), "2 1 3/4 5 6/7 8 0"),
            Err(GameError::Puzzle(e)) if e.contains("unsolvable")
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
        let sol = sliding::optimal(
            &sliding::Problem::new(s.current().clone(), None).unwrap(),
            None,
            &search::Budget::unlimited(),
        )
        .unwrap();
        assert!(matches!(sol, sliding::Outcome::Solved(ref x) if x.moves.len() == 31));
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
        wrong.puzzle = "cube".into();
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
            let mut t = crate::new_session("sliding", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0").unwrap();
            undo_redo_law(t.as_mut(), &["U", "D", "L", "R"], &picks, back)?;
            let mut c = crate::new_session("cube", "").unwrap();
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
