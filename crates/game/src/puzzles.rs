//! The three puzzles as games.

use rand::RngCore;

use crate::session::{GamePuzzle, Level};

/// A sliding-tile puzzle against a goal (the standard one unless given).
#[derive(Clone, Debug)]
pub struct SlidingGame {
    /// The goal position.
    pub goal: sliding::Board,
}

impl GamePuzzle for SlidingGame {
    type State = sliding::Board;
    type Move = sliding::Dir;

    fn name(&self) -> &'static str {
        "sliding"
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
        let (w, h) = (self.goal.width(), self.goal.height());
        let standard = sliding::Board::solved(w, h).map_err(|e| e.to_string())?;
        if self.goal != standard {
            return Err("new games are scrambled from the standard goal".into());
        }
        match level {
            Level::Moves(n) => Ok(sliding::scramble::random_moves(w, h, n, rng)
                .map_err(|e| e.to_string())?
                .0),
            Level::RandomState => {
                sliding::scramble::random_state(w, h, rng).map_err(|e| e.to_string())
            }
            Level::Distance(d) if w * h <= sliding::table::MAX_TABLE_CELLS => {
                let table = sliding::table::DistanceTable::get(w, h, (w * h - 1) as u8);
                let inst = table
                    .nth_at_distance(d, |count| (rng.next_u64() % count as u64) as usize)
                    .ok_or_else(|| format!("no {w}x{h} position is {d} moves from the goal"))?;
                let n = inst.len();
                let cells = inst
                    .cells
                    .iter()
                    .map(|&l| if l as usize == n - 1 { 0 } else { l + 1 })
                    .collect();
                sliding::Board::new(w, h, cells).map_err(|e| e.to_string())
            }
            Level::Distance(_) => {
                Err("levels by distance are offered for boards of at most 9 cells".into())
            }
        }
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        vec![
            ("easy", Level::Moves(10)),
            ("medium", Level::Moves(30)),
            ("hard", Level::Moves(80)),
            ("random", Level::RandomState),
        ]
    }
}

/// The Rubik's cube; positions are cubie cubes, written as Kociemba's string.
#[derive(Clone, Debug, Default)]
pub struct CubeGame;

impl GamePuzzle for CubeGame {
    type State = cube::CubieCube;
    type Move = cube::Move;

    fn name(&self) -> &'static str {
        "cube"
    }
    fn parse_state(&self, text: &str) -> Result<cube::CubieCube, String> {
        cube::parse_cube(text).map_err(|e| e.to_string())
    }
    fn format_state(&self, s: &cube::CubieCube) -> String {
        cube::FaceletCube::from_cubie(s).to_kociemba()
    }
    fn parse_moves(&self, text: &str) -> Result<Vec<cube::Move>, String> {
        cube::parse_moves(text).map_err(|e| e.to_string())
    }
    fn format_move(&self, m: &cube::Move) -> String {
        m.to_string()
    }
    fn apply(&self, s: &mut cube::CubieCube, m: &cube::Move) -> Result<(), String> {
        // Any move of the notation (slices and rotations included), read against the centres.
        let facelets = m.stickers().apply(&cube::FaceletCube::from_cubie(s).0);
        let mut face_of = [0u8; 6];
        for face in 0..6 {
            face_of[facelets[face * 9 + 4] as usize] = face as u8;
        }
        *s = cube::FaceletCube(facelets.map(|x| face_of[x as usize]))
            .to_cubie(None)
            .map_err(|e| e.to_string())?;
        Ok(())
    }
    fn is_solved(&self, s: &cube::CubieCube) -> bool {
        *s == cube::CubieCube::SOLVED
    }
    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<cube::CubieCube, String> {
        match level {
            Level::Moves(n) => Ok(cube::apply_moves(&cube::scramble::random_moves(rng, n))),
            Level::RandomState => Ok(cube::scramble::random_cube(rng)),
            Level::Distance(_) => Err("the cube has no levels by distance".into()),
        }
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        vec![
            ("easy", Level::Moves(5)),
            ("medium", Level::Moves(12)),
            ("hard", Level::Moves(25)),
            ("random", Level::RandomState),
        ]
    }
}

/// The Five Rings puzzle; moves are unit clicks.
#[derive(Clone, Debug, Default)]
pub struct RingsGame;

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
        Ok(turns
            .iter()
            .flat_map(|t| t.unit_moves())
            .map(rings::Turn::click)
            .collect())
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
            Level::Distance(_) => Err("levels by distance need the colour tables".into()),
        }
    }
    fn levels(&self) -> Vec<(&'static str, Level)> {
        rings::scramble::LEVELS
            .iter()
            .map(|&(name, n)| (name, Level::Moves(n)))
            .chain([("random", Level::RandomState)])
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{GameError, Session};
    use proptest::prelude::*;
    use rand::SeedableRng;

    fn sliding_session() -> Session<SlidingGame> {
        let goal = sliding::Board::solved(3, 3).unwrap();
        Session::from_text(SlidingGame { goal }, "1 2 3/4 5 6/7 0 8").unwrap()
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
            Session::from_text(SlidingGame { goal: sliding::Board::solved(3, 3).unwrap() }, "2 1 3/4 5 6/7 8 0"),
            Err(GameError::Puzzle(e)) if e.contains("unsolvable")
        ));
    }

    #[test]
    fn cube_and_rings_games() {
        let mut c = Session::new(CubeGame, cube::CubieCube::SOLVED);
        c.play("R U R' U'").unwrap();
        assert!(!c.is_solved());
        c.play("U R U' R'").unwrap();
        assert!(c.is_solved());
        c.play("M x").unwrap();
        assert!(!c.is_solved());
        c.play("x' M'").unwrap();
        assert!(c.is_solved());
        let mut r = Session::new(RingsGame, rings::State::solved());
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
        let mut c = Session::new(CubeGame, cube::CubieCube::SOLVED);
        for (_, level) in c.puzzle().levels() {
            c.new_game(level, &mut rng).unwrap();
            assert!(!c.is_solved() || level == Level::Moves(0));
        }
        assert!(c.new_game(Level::Distance(3), &mut rng).is_err());
        let mut r = Session::new(RingsGame, rings::State::solved());
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

    proptest! {
        /// Undo of n moves then redo of n returns the same position and history.
        #[test]
        fn undo_then_redo_is_the_identity(clicks in proptest::collection::vec(0u8..12, 0..30), back in 0usize..30) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
            let start = rings::scramble::random_state(&mut rng);
            let mut s = Session::new(RingsGame, start);
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
