//! The three puzzles as games: thin adapters over the puzzle crates' front doors, which
//! hold the policy (a game's tables, hints, levels, scrambles, methods); the tables come
//! through the table source.

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
    /// What the door prepared for a game of this goal: its pattern tables once loaded
    /// (hints and demonstrations are then optimal, or near-optimal on 5×5, within their
    /// budget), the goal alone before.
    pub prepared: sliding::Prepared,
}

impl std::fmt::Debug for SlidingGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SlidingGame")
            .field("goal", &self.goal.to_string())
            .field("prepared", &self.prepared)
            .finish()
    }
}

impl std::fmt::Debug for RingsGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RingsGame")
            .field("prepared", &self.prepared)
            .finish()
    }
}

impl SlidingGame {
    /// The puzzle played to `goal`.
    pub fn new(goal: sliding::Board) -> SlidingGame {
        SlidingGame {
            prepared: sliding::Prepared::for_goal(goal.clone()),
            goal,
        }
    }

    /// The standard puzzle of a size (tiles in order, the blank last).
    pub fn standard(w: usize, h: usize) -> Result<SlidingGame, GameError> {
        Ok(SlidingGame::new(sliding::Board::solved(w, h)?))
    }

    fn problem(&self, state: &sliding::Board) -> Result<sliding::Problem, GameError> {
        Ok(sliding::validate(state.clone(), Some(self.goal.clone()))?)
    }
}

impl GamePuzzle for SlidingGame {
    type State = sliding::Board;
    type Move = sliding::Dir;

    fn variant(&self) -> Variant {
        Variant::Tiles(self.goal.clone())
    }
    fn parse_state(&self, text: &str) -> Result<sliding::Board, GameError> {
        let b = sliding::parse(text)?;
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
        Ok(sliding::scramble(&self.prepared, level, rng)?.0)
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        sliding::levels(&self.prepared)
    }
    fn solve(
        &self,
        state: &sliding::Board,
        budget: &Budget,
    ) -> Result<Plan<sliding::Dir>, GameError> {
        let h =
            sliding::hint(&self.prepared, &self.problem(state)?, budget).map_err(|e| match e {
                sliding::Error::Stopped => GameError::Cancelled,
                e => e.into(),
            })?;
        Ok(Plan {
            moves: h.moves,
            optimal: h.optimal,
            lower_bound: h.lower_bound,
        })
    }
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError> {
        let p = sliding::prepare(&self.goal, &sliding::Request::game(), source, report)?;
        Ok(p.has_tables().then_some(SolverTables::Sliding(p)))
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Sliding(p) = tables {
            if p.goal() == &self.goal {
                self.prepared = p.clone();
            }
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
    fn stages(&self, states: &[sliding::Board]) -> Vec<(messages::Message, usize)> {
        sliding::stages(&self.goal, states)
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
        Ok(cube::validate(&cube::FaceletCube(self.0))?)
    }
}

/// The Rubik's cube: any move of the notation, rotations and slices included.
#[derive(Clone, Debug, Default)]
pub struct CubeGame {
    /// What the door prepared for a game (the two-phase tables, and the optimal solver's
    /// when cached: solutions are then proven shortest when the budget allows), when
    /// loaded.
    pub prepared: Option<cube::Prepared>,
    /// The optimal solutions proven so far in this game (a followed hint's next one is
    /// known).
    pub proven: Arc<cube::Proven>,
}

impl CubeGame {
    fn prepared(&self) -> Result<&cube::Prepared, GameError> {
        self.prepared.as_ref().ok_or(GameError::TablesNotReady {
            puzzle: crate::PuzzleKind::Cube,
        })
    }
}

impl GamePuzzle for CubeGame {
    type State = CubeColours;
    type Move = cube::Move;

    fn variant(&self) -> Variant {
        Variant::Cube
    }
    fn parse_state(&self, text: &str) -> Result<CubeColours, GameError> {
        Ok(CubeColours(cube::parse_stickers(text)?.0))
    }
    fn format_state(&self, s: &CubeColours) -> String {
        s.0.iter().map(|&c| cube::FACES[c as usize]).collect()
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
        // The position alone: no two-phase solve for a scramble in notation.
        let (cubie, _) = cube::scramble(None, level, rng).map_err(|e| match e {
            cube::CubeError::NoDistanceLevels => GameError::NoDistanceLevels {
                puzzle: crate::PuzzleKind::Cube,
            },
            e => e.into(),
        })?;
        Ok(CubeColours(cube::FaceletCube::from_cubie(&cubie).0))
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        cube::levels()
    }
    fn solve(&self, state: &CubeColours, budget: &Budget) -> Result<Plan<cube::Move>, GameError> {
        let cubie = state.to_cubie()?;
        let threads = search::levels::cores();
        let h = cube::hint(self.prepared()?, &cubie, &self.proven, threads, budget)?;
        Ok(Plan {
            moves: h.moves,
            optimal: h.optimal,
            lower_bound: None,
        })
    }
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError> {
        let p = cube::prepare(&cube::Request::game(), source, report)?;
        Ok(Some(SolverTables::Cube(p)))
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Cube(p) = tables {
            self.prepared = Some(p.clone());
        }
    }
    fn method_label(&self) -> Option<messages::Message> {
        Some(messages::Message::new("method-the-beginners"))
    }
    fn ponders(&self) -> bool {
        self.prepared
            .as_ref()
            .is_some_and(|p| p.optimal().is_some())
    }
    fn method(
        &self,
        state: &CubeColours,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<MethodSteps<cube::Move>, GameError> {
        let req = cube::Request {
            solver: cube::Solver::Human,
            ..cube::Request::game()
        };
        let prepared = match &self.prepared {
            Some(p) => p.clone(),
            None => cube::prepare(&req, source, report)?,
        };
        let solved = cube::solve(&prepared, &state.to_cubie()?, &req)?;
        Ok(solved
            .steps
            .into_iter()
            .filter(|s| !s.turns.is_empty())
            .map(|s| {
                let moves = s.turns.iter().map(|&t| cube::Move::face(t)).collect();
                (s.label.english(), s.label, moves)
            })
            .collect())
    }
    fn method_note(&self, state: &CubeColours) -> Option<MethodPlace> {
        let step = cube::method_step(&state.to_cubie().ok()?);
        if step >= cube::method_steps() {
            return None;
        }
        let label = cube::step_label(step);
        Some(MethodPlace {
            step: step + 1,
            of: cube::method_steps(),
            name: label.english(),
            label,
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
    fn stages(&self, states: &[CubeColours]) -> Vec<(messages::Message, usize)> {
        // Every position of a game is a cube (checked when it was played).
        let cubes: Result<Vec<cube::CubieCube>, GameError> =
            states.iter().map(CubeColours::to_cubie).collect();
        cubes.map(|c| cube::stages(&c).stages).unwrap_or_default()
    }
    fn setup_moves(&self, state: &CubeColours) -> Option<String> {
        // Held another way up, the cube's start is still what the turns make from solved.
        if self.is_solved(state) {
            return Some(String::new());
        }
        let moves = cube::setup_moves(self.prepared.as_ref()?, &state.to_cubie().ok()?)?;
        Some(cube::format_moves(&moves))
    }
}

/// The Five Rings puzzle; moves are unit clicks.
#[derive(Clone, Default)]
pub struct RingsGame {
    /// What the door prepared for a game (the colour table, click metric), when loaded:
    /// hints and demonstrations need it.
    pub prepared: Option<rings::Prepared>,
}

impl RingsGame {
    fn prepared(&self) -> Result<&rings::Prepared, GameError> {
        self.prepared.as_ref().ok_or(GameError::TablesNotReady {
            puzzle: crate::PuzzleKind::Rings,
        })
    }
}

impl GamePuzzle for RingsGame {
    type State = rings::State;
    type Move = rings::Turn;

    fn variant(&self) -> Variant {
        Variant::Rings
    }
    fn parse_state(&self, text: &str) -> Result<rings::State, GameError> {
        Ok(rings::parse(text)?)
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
        if matches!(level, Level::Distance(_)) {
            return Err(GameError::NoDistanceLevels {
                puzzle: crate::PuzzleKind::Rings,
            });
        }
        Ok(rings::scramble(self.prepared.as_ref(), level, rng)?.0)
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        rings::levels()
    }
    fn solve(&self, state: &rings::State, budget: &Budget) -> Result<Plan<rings::Turn>, GameError> {
        let h = rings::hint(self.prepared()?, state, budget)?;
        Ok(Plan {
            moves: h.moves,
            optimal: h.optimal,
            lower_bound: None,
        })
    }
    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<SolverTables>, GameError> {
        let p = rings::prepare(&rings::Request::game(), source, report)?;
        Ok(Some(SolverTables::Rings(p)))
    }
    fn attach(&mut self, tables: &SolverTables) {
        if let SolverTables::Rings(p) = tables {
            self.prepared = Some(p.clone());
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
        let req = rings::Request {
            solver: rings::Solver::Classic,
            ..rings::Request::game()
        };
        let prepared = rings::prepare(&req, source, report)?;
        Ok(rings::solve(&prepared, state, &req)
            .steps
            .into_iter()
            .filter(|s| !s.moves.is_empty())
            .map(|s| (s.label.english(), s.label, rings::unit_clicks(&s.moves)))
            .collect())
    }
    fn board(&self, s: &rings::State) -> BoardView {
        BoardView::Rings {
            rings: s.to_string().split('/').map(str::to_string).collect(),
        }
    }
    fn hint_cells(&self, _: &rings::State, m: &rings::Turn) -> Vec<usize> {
        rings::moved_slots(m)
    }
    fn stages(&self, states: &[rings::State]) -> Vec<(messages::Message, usize)> {
        rings::stages(states)
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
        let p = sliding::validate(s.current().clone(), None).unwrap();
        let req = sliding::Request::default();
        let prepared = sliding::prepare(p.goal(), &req, &InMemory::new(), &silent).unwrap();
        let sol = sliding::solve(&prepared, &p, &req).unwrap();
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
            let start = rings::parse("KBGORKB/GORKBGO/RKBGORK/BGORKBG/ORKBGOR").unwrap();
            let _ = &mut rng;
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
