//! The 2×2×2 behind the one door ([`door::Door`]): [`PocketCube`], its positions as the
//! stickers show them ([`PocketStickers`]: held any way up), its moves in WCA notation
//! (face turns and rotations; a wide turn of a 2×2×2 is a rotation), its optimal solver
//! over the one distance table of [`crate::pocket`], its random-state scrambles in `R U F`
//! (WCA's, at least four moves from solved), and csTimer's `222so` sessions.
//!
//! A position is read against the standard colour scheme (white up, green in front): its
//! corners as the 3×3×3's ([`CubieCube`], edges solved), then turned whole until DBL is in
//! its place — a 2×2×2 has no centres, so any of the 24 ways to hold it is the same
//! position. Every corner permutation can be reached (no parity), so the checks are the
//! stickers' letters and counts, the corners and their twists.

use std::sync::{Arc, OnceLock};

use door::{
    BoardView, Door, Error as DoorError, Field, FieldShape, Names, Plan, Position, Refused,
    Scramble, Scrambled, Skip, SolveRecord, SolveRequest, ViewField, ViewShape,
};
use rand::{Rng, RngCore};
use search::tables::{self, silent, Report, TableDef, TableSource};
use search::Level;
use serde::Serialize;

use crate::coord::move_cubes;
use crate::cubie::{CubieCube, CORNER_NAMES};
use crate::error::CubeError;
use crate::facelet::{CORNER_COLOURS, CORNER_FACELETS};
use crate::geometry::FACES;
use crate::notation::{format_moves, parse_moves, Layer, Move};
use crate::pocket::{Pocket, Table, MOVES};

/// Stickers of a 2×2×2.
const N_STICKERS: usize = 24;

/// A 2×2×2's stickers: faces U R F D L B, four each read row by row, each the face (0–5)
/// whose colour it shows when the cube is solved white up and green in front.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PocketStickers(pub [u8; N_STICKERS]);

impl PocketStickers {
    /// Solved.
    pub fn solved() -> PocketStickers {
        PocketStickers(std::array::from_fn(|k| (k / 4) as u8))
    }

    /// The stickers as face letters.
    pub fn letters(&self) -> String {
        self.0.iter().map(|&c| FACES[usize::from(c)]).collect()
    }

    /// The stickers of a cube's corners.
    fn of_corners(c: &CubieCube) -> PocketStickers {
        let mut s = [0u8; N_STICKERS];
        for (pos, facelets) in CORNER_FACELETS.iter().enumerate() {
            let piece = CORNER_COLOURS[usize::from(c.cp[pos])];
            for (k, &f) in facelets.iter().enumerate() {
                s[small(f)] = piece[(k + 3 - usize::from(c.co[pos])) % 3];
            }
        }
        PocketStickers(s)
    }
}

/// The 2×2×2 sticker of a corner facelet of the 3×3×3 (facelets 1, 3, 7 and 9 of a face).
fn small(facelet: usize) -> usize {
    facelet / 9 * 4
        + match facelet % 9 {
            0 => 0,
            2 => 1,
            6 => 2,
            _ => 3,
        }
}

/// The 3×3×3 facelet of a 2×2×2 sticker.
fn large(sticker: usize) -> usize {
    sticker / 4 * 9 + [0, 2, 6, 8][sticker % 4]
}

/// A sticker's name: its face and its number on it, `U1` … `B4`.
fn sticker_name(sticker: usize) -> String {
    format!("{}{}", FACES[sticker / 4], sticker % 4 + 1)
}

/// Where each sticker comes from under a move: `after[k] = before[from[k]]`.
fn from_of(m: Move) -> [u8; N_STICKERS] {
    let ids: [u8; 54] = std::array::from_fn(|i| i as u8);
    let moved = m.stickers().apply(&ids);
    std::array::from_fn(|k| small(usize::from(moved[large(k)])) as u8)
}

/// A move of the 3×3×3's notation as the 2×2×2 reads it: a face turn or a rotation; a
/// wide turn is the rotation it is on two layers (`Rw` = `x`); a slice is none.
fn pocket_move(m: Move, position: usize) -> Result<Move, CubeError> {
    match m.layer {
        Layer::Face(_) | Layer::Rotation(_) => Ok(m),
        Layer::Wide(f) => {
            // U R F turn as y x z; D L B the other way.
            let axis = [1, 0, 2, 1, 0, 2][usize::from(f)];
            let turns = if f < 3 { m.turns } else { 4 - m.turns };
            Ok(Move {
                layer: Layer::Rotation(axis),
                turns,
            })
        }
        Layer::Slice(_) => Err(CubeError::PocketSlice {
            token: m.to_string(),
            position,
        }),
    }
}

/// Moves in WCA notation as the 2×2×2 reads them ([`pocket_move`]).
pub fn parse_pocket_moves(text: &str) -> Result<Vec<Move>, CubeError> {
    parse_moves(text)?
        .into_iter()
        .enumerate()
        .map(|(i, m)| pocket_move(m, i + 1))
        .collect()
}

/// Reads a 2×2×2: 24 face letters (`URFDLB`) or colours (`WRGYOB`), faces U R F D L B.
pub fn parse_pocket(text: &str) -> Result<PocketStickers, CubeError> {
    let letters: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.len() != N_STICKERS {
        return Err(CubeError::PocketLength {
            found: letters.len(),
        });
    }
    let mut s = [0u8; N_STICKERS];
    for (k, &ch) in letters.iter().enumerate() {
        let up = ch.to_ascii_uppercase();
        s[k] = "URFDLB"
            .find(up)
            .or_else(|| "WRGYOB".find(up))
            .ok_or(CubeError::UnknownLetter {
                letter: ch,
                position: k + 1,
            })? as u8;
    }
    for (face, letter) in FACES.iter().enumerate() {
        let count = s.iter().filter(|&&c| usize::from(c) == face).count();
        if count != 4 {
            return Err(CubeError::PocketColourCount {
                letter: *letter,
                count,
            });
        }
    }
    let stickers = PocketStickers(s);
    corners_of(&stickers)?;
    Ok(stickers)
}

/// The corners the stickers show, against the standard colour scheme.
fn corners_of(s: &PocketStickers) -> Result<CubieCube, CubeError> {
    let mut c = CubieCube::SOLVED;
    let mut at: [Option<usize>; 8] = [None; 8];
    for (pos, facelets) in CORNER_FACELETS.iter().enumerate() {
        let colours = facelets.map(|f| s.0[small(f)]);
        let not_a_piece = || CubeError::NotAPiece {
            kind: "corner",
            stickers: facelets.map(|f| sticker_name(small(f))).join(" "),
            colours: colours.map(|c| FACES[usize::from(c)]).iter().collect(),
        };
        let twist = colours
            .iter()
            .position(|&c| c == 0 || c == 3)
            .ok_or_else(not_a_piece)?;
        let read = [0, 1, 2].map(|k| colours[(twist + k) % 3]);
        let piece = CORNER_COLOURS
            .iter()
            .position(|p| *p == read)
            .ok_or_else(not_a_piece)?;
        if let Some(first) = at[piece] {
            let missing = (0..8)
                .find(|&p| at[p].is_none() && p != piece)
                .unwrap_or(piece);
            return Err(CubeError::DuplicatePiece {
                piece: CORNER_NAMES[piece],
                first: CORNER_NAMES[first],
                second: CORNER_NAMES[pos],
                missing: CORNER_NAMES[missing],
            });
        }
        at[piece] = Some(pos);
        c.cp[pos] = piece as u8;
        c.co[pos] = twist as u8;
    }
    match c.twist_sum() {
        0 => Ok(c),
        sum => Err(CubeError::TwistedCorner { sum }),
    }
}

/// The 24 ways to hold the cube, as what they do to the corners (`x` = `R L'`, `y` =
/// `U D'`, `z` = `F B'`).
fn holds() -> &'static [CubieCube] {
    static HOLDS: OnceLock<Vec<CubieCube>> = OnceLock::new();
    HOLDS.get_or_init(|| {
        let mc = move_cubes();
        let gens = [(3, 14), (0, 11), (6, 17)].map(|(a, b)| mc[a].then_corners(&mc[b]));
        let mut all = vec![CubieCube::SOLVED];
        let mut i = 0;
        while i < all.len() {
            for g in &gens {
                let next = all[i].then_corners(g);
                if !all.contains(&next) {
                    all.push(next);
                }
            }
            i += 1;
        }
        all
    })
}

/// The position of a cube's corners, held so that DBL is in its place.
fn position(c: &CubieCube) -> Pocket {
    holds()
        .iter()
        .find_map(|h| Pocket::of_corners(&c.then_corners(h)))
        .unwrap_or(Pocket::SOLVED)
}

/// A random-state 2×2×2 drawn from `table` (at least four moves from solved): its
/// scramble in `R U F` and the stickers it makes.
pub fn pocket_scramble(table: &Table, rng: &mut dyn RngCore) -> (Vec<Move>, PocketStickers) {
    let (p, moves) = table.scramble(&mut { rng });
    (as_moves(&moves), PocketStickers::of_corners(&p.corners()))
}

/// An optimal solution of a 2×2×2 as it is held, and its distance from solved.
pub fn pocket_solve(table: &Table, s: &PocketStickers) -> Result<(Vec<Move>, u8), CubeError> {
    let c = corners_of(s)?;
    Ok((solve_pocket(table, &c), table.distance(position(&c))))
}

/// The stickers after moves (face turns and rotations).
pub fn pocket_apply(s: &PocketStickers, moves: &[Move]) -> PocketStickers {
    moves.iter().fold(*s, |s, &m| apply(&s, m))
}

/// The face turns tried for a solution, `R U F` first (the others turn the cube too).
const TRIED: [u8; 18] = [3, 4, 5, 0, 1, 2, 6, 7, 8, 12, 13, 14, 9, 10, 11, 15, 16, 17];

/// An optimal solution of the corners `c` as they are held: at each step a face turn one
/// closer (only `R U F` when DBL is in its place).
pub fn solve_pocket(table: &Table, c: &CubieCube) -> Vec<Move> {
    let mc = move_cubes();
    let mut at = *c;
    let mut out = Vec::new();
    let mut d = table.distance(position(&at));
    while d > 0 {
        let Some((m, next)) = TRIED
            .iter()
            .map(|&m| (m, at.then_corners(&mc[usize::from(m)])))
            .find(|(_, next)| table.distance(position(next)) == d - 1)
        else {
            break;
        };
        out.push(Move::face(m));
        at = next;
        d -= 1;
    }
    out
}

/// The 2×2×2 as a front end draws it: its 24 stickers, faces U R F D L B four each read
/// row by row, as the letter of the face that has that colour when solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename = "cube2")]
pub struct PocketView {
    /// 24 letters of `URFDLB`.
    pub stickers: String,
}

/// The 2×2×2 as a game plays it, with its distance table once loaded.
#[derive(Clone, Debug, Default)]
pub struct PocketCube {
    table: Option<Arc<Table>>,
}

/// The 2×2×2's distance table (3.5 MB, a fraction of a second).
pub fn pocket_table() -> TableDef {
    TableDef::new(
        "cube/pocket/v1",
        "cube-pocket",
        Some(crate::pocket::N_POSITIONS as u64),
        search::tables::Label::new("table-cube-pocket"),
        |_: search::tables::Progress| Table::build().to_bytes(),
        Table::from_bytes,
    )
}

/// The distance table from `source` (built there when it has none).
fn table_from(source: &dyn TableSource, report: Report) -> Result<Arc<Table>, CubeError> {
    Ok(tables::get::<Table>(source, &pocket_table(), report)?)
}

/// A solve's request read: its budget (the clock its time is read on) and the table,
/// loaded once a position needs it.
pub struct PocketSolving {
    budget: search::Budget,
    table: OnceLock<Result<Arc<Table>, CubeError>>,
}

/// A position of a solve, read, with its table.
pub struct PocketReady {
    state: String,
    cube: CubieCube,
    table: Arc<Table>,
}

/// A line of a solve: 24 stickers, or `scramble: <moves>`.
fn read_line(line: &str) -> Result<(String, CubieCube), CubeError> {
    let line = line.trim();
    let stickers = match line.strip_prefix("scramble:") {
        Some(moves) => {
            let moves = parse_pocket_moves(moves)?;
            moves
                .iter()
                .fold(PocketStickers::solved(), |s, &m| apply(&s, m))
        }
        None => parse_pocket(line)?,
    };
    Ok((stickers.letters(), corners_of(&stickers)?))
}

/// The stickers after a move.
fn apply(s: &PocketStickers, m: Move) -> PocketStickers {
    let from = from_of(m);
    PocketStickers(std::array::from_fn(|k| s.0[usize::from(from[k])]))
}

/// A scramble's moves (`R U F` indices) as moves.
fn as_moves(moves: &[usize]) -> Vec<Move> {
    moves.iter().map(|&m| Move::face(MOVES[m])).collect()
}

impl Door for PocketCube {
    type State = PocketStickers;
    type Move = Move;
    type Tables = Arc<Table>;
    type Solving = PocketSolving;
    type Ready = PocketReady;

    const NAMES: Names = Names {
        name: "cube2",
        aliases: &["2x2", "222", "pocket"],
        label: "puzzle-cube2",
        the: "the-cube2",
        word: "kind-cube2",
    };

    const VIEW: ViewShape = ViewShape {
        kind: "cube2",
        about: "The 2×2×2: its 24 stickers, faces U R F D L B four each read row by row, as the\nletter of the face that has that colour when solved.",
        fields: &[ViewField {
            name: "stickers",
            shape: FieldShape::Text,
            about: "24 letters of `URFDLB`.",
        }],
    };

    const SHARE_MOVES: &'static str = "alg";

    fn tables() -> Vec<TableDef> {
        vec![pocket_table()]
    }

    fn standard() -> PocketCube {
        PocketCube::default()
    }

    fn goal(&self) -> PocketStickers {
        PocketStickers::solved()
    }

    fn parse_state(&self, text: &str) -> Result<PocketStickers, DoorError> {
        Ok(parse_pocket(text)?)
    }

    fn format_state(&self, s: &PocketStickers) -> String {
        s.letters()
    }

    fn parse_moves(&self, text: &str) -> Result<Vec<Move>, DoorError> {
        Ok(parse_pocket_moves(text)?)
    }

    fn format_move(&self, m: &Move) -> String {
        m.to_string()
    }

    fn cost(&self, m: &Move) -> u32 {
        u32::from(matches!(m.layer, Layer::Face(_)))
    }

    fn apply(&self, s: &mut PocketStickers, m: &Move) -> Result<(), DoorError> {
        *s = apply(s, pocket_move(*m, 1)?);
        Ok(())
    }

    fn is_solved(&self, s: &PocketStickers) -> bool {
        s.0.chunks(4).all(|f| f.iter().all(|&c| c == f[0]))
    }

    fn board(&self, s: &PocketStickers) -> BoardView {
        BoardView::new(PocketView {
            stickers: s.letters(),
        })
    }

    fn hint_cells(&self, _: &PocketStickers, m: &Move) -> Vec<usize> {
        let from = from_of(*m);
        (0..N_STICKERS)
            .filter(|&k| usize::from(from[k]) != k)
            .collect()
    }

    fn levels(&self) -> Vec<(&'static str, Level)> {
        vec![
            ("easy", Level::Moves(3)),
            ("medium", Level::Moves(6)),
            ("random", Level::RandomState),
        ]
    }

    fn scramble(&self, level: Level, rng: &mut dyn RngCore) -> Result<PocketStickers, DoorError> {
        let cube = match level {
            Level::Moves(n) => {
                let moves = random_turns(rng, n);
                let mc = move_cubes();
                moves.iter().fold(CubieCube::SOLVED, |c, m| {
                    c.then_corners(&mc[usize::from(m.face_index().unwrap_or(0))])
                })
            }
            Level::RandomState => {
                let i = rng.gen_range(0..crate::pocket::N_POSITIONS);
                Pocket::from_index(i).unwrap_or(Pocket::SOLVED).corners()
            }
            Level::Distance(_) => {
                return Err(DoorError::NoDistanceLevels {
                    puzzle: &PocketCube::NAMES,
                })
            }
        };
        Ok(PocketStickers::of_corners(&cube))
    }

    fn load_tables(
        &self,
        source: &dyn TableSource,
        report: Report,
    ) -> Result<Option<Arc<Table>>, DoorError> {
        Ok(Some(table_from(source, report)?))
    }

    fn attach(&mut self, tables: &Arc<Table>) {
        self.table = Some(tables.clone());
    }

    fn hint(&self, state: &PocketStickers, _: &search::Budget) -> Result<Plan<Move>, DoorError> {
        let table = self.table.as_ref().ok_or(DoorError::TablesNotReady {
            puzzle: &PocketCube::NAMES,
        })?;
        Ok(Plan {
            moves: solve_pocket(table, &corners_of(state)?),
            optimal: true,
            lower_bound: None,
        })
    }

    fn timer_scramble(
        &self,
        source: &dyn TableSource,
        rng: &mut dyn RngCore,
    ) -> Result<Scramble, DoorError> {
        let table = table_from(source, &silent)?;
        let (p, moves) = table.scramble(&mut { rng });
        Ok(Scramble {
            text: format_moves(&as_moves(&moves)),
            state: PocketStickers::of_corners(&p.corners()).letters(),
        })
    }

    /// csTimer's `222so`.
    fn timer_event(_key: &str) -> String {
        "222so".into()
    }

    fn key_of_event(event: &str) -> Option<String> {
        (event == "222so").then(String::new)
    }

    fn solving(
        req: &SolveRequest,
        _source: &Arc<dyn TableSource>,
    ) -> Result<PocketSolving, DoorError> {
        Ok(PocketSolving {
            budget: req.budget.clone(),
            table: OnceLock::new(),
        })
    }

    fn ready(
        s: &PocketSolving,
        p: &Position,
        source: &Arc<dyn TableSource>,
    ) -> Result<PocketReady, Refused> {
        let given = p.state.trim().to_string();
        let (state, cube) = read_line(&p.state).map_err(|e| Refused::new(given.clone(), e))?;
        if p.goal.is_some() {
            let e = DoorError::OneGoal {
                puzzle: &PocketCube::NAMES,
            };
            return Err(Refused::new(state, e));
        }
        let table = s
            .table
            .get_or_init(|| table_from(source.as_ref(), &silent))
            .clone()
            .map_err(|e| Refused::new(state.clone(), e))?;
        Ok(PocketReady { state, cube, table })
    }

    fn record_state(text: &str) -> String {
        read_line(text).map_or_else(|_| text.trim().to_string(), |(s, _)| s)
    }

    fn solve(s: &PocketSolving, r: &PocketReady) -> Result<SolveRecord, Refused> {
        let t0 = s.budget.stopwatch();
        let moves = solve_pocket(&r.table, &r.cube);
        Ok(SolveRecord {
            solution: Skip(Some(Some(format_moves(&moves)))),
            length: Skip(Some(Some(moves.len()))),
            metric: Some("htm"),
            optimal: Some(true),
            millis: Some(t0.millis()),
            ..SolveRecord::bare(PocketCube::NAMES.kind(), r.state.clone())
        })
    }

    fn scrambles(
        &self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
        source: &dyn TableSource,
        each: &mut dyn FnMut(Scrambled),
    ) -> Result<(), DoorError> {
        let table = match level {
            Level::RandomState => Some(table_from(source, &silent)?),
            _ => None,
        };
        for _ in 0..count {
            let moves = match (&table, level) {
                (Some(t), _) => as_moves(&t.scramble(&mut &mut *rng).1),
                (None, Level::Moves(n)) => random_turns(rng, n),
                (None, _) => {
                    return Err(DoorError::NoDistanceLevels {
                        puzzle: &PocketCube::NAMES,
                    })
                }
            };
            let state = moves
                .iter()
                .fold(PocketStickers::solved(), |s, &m| apply(&s, m));
            let text = format_moves(&moves);
            each(Scrambled {
                text: format!("{text}\t{}", state.letters()),
                fields: vec![
                    ("scramble", Field::Text(text)),
                    ("state", Field::Text(state.letters())),
                    ("length", Field::Number(moves.len() as u64)),
                ],
            });
        }
        Ok(())
    }
}

/// `n` random turns of R, U and F, never the same face twice in a row.
fn random_turns(rng: &mut dyn RngCore, n: usize) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(n);
    while out.len() < n {
        let m = Move::face(MOVES[rng.gen_range(0..MOVES.len())]);
        if out.last().is_some_and(|l| l.layer == m.layer) {
            continue;
        }
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use std::collections::{HashMap, VecDeque};

    fn table() -> &'static Table {
        crate::pocket::tests::table()
    }

    fn moves(text: &str) -> Vec<Move> {
        parse_pocket_moves(text).expect("moves")
    }

    fn after(text: &str) -> PocketStickers {
        moves(text)
            .iter()
            .fold(PocketStickers::solved(), |s, &m| apply(&s, m))
    }

    /// Whether `s` is solved, however it is held.
    fn solved(s: &PocketStickers) -> bool {
        PocketCube::default().is_solved(s)
    }

    #[test]
    fn stickers_read_back_and_moves_make_what_the_3x3x3s_corners_make() {
        let s = after("R U F' x y2 Rw D2");
        assert_eq!(parse_pocket(&s.letters()), Ok(s));
        let colours: String = s
            .letters()
            .chars()
            .map(|c| "WRGYOB".as_bytes()["URFDLB".find(c).unwrap()] as char)
            .collect();
        assert_eq!(parse_pocket(&colours), Ok(s));
        // A face turn does to the stickers what it does to a 3×3×3's corners.
        let c = crate::apply_moves(&moves("R U F' L2 D B'"));
        assert_eq!(PocketStickers::of_corners(&c), after("R U F' L2 D B'"));
        // A wide turn is its rotation; four turns are none.
        assert_eq!(after("Rw"), after("x"));
        assert_eq!(after("Dw'"), after("y"));
        assert_eq!(after("F F F F"), PocketStickers::solved());
        assert!(solved(&after("x y z2")));
        assert!(!solved(&after("R")));
    }

    #[test]
    fn every_position_within_six_moves_is_solved_in_its_breadth_first_distance() {
        // Breadth first over the stickers, R U F from solved, DBL never moving.
        let turns: Vec<Move> = MOVES.iter().map(|&m| Move::face(m)).collect();
        let start = PocketStickers::solved();
        let mut dist = HashMap::from([(start, 0u8)]);
        let mut queue = VecDeque::from([start]);
        while let Some(s) = queue.pop_front() {
            let d = dist[&s];
            if d == 6 {
                continue;
            }
            for &m in &turns {
                let next = apply(&s, m);
                dist.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
        assert_eq!(dist.len(), 1 + 9 + 54 + 321 + 1847 + 9992 + 50136);
        for (s, &d) in &dist {
            let c = corners_of(s).expect("a cube");
            let solution = solve_pocket(table(), &c);
            assert_eq!(solution.len(), usize::from(d), "{}", s.letters());
            assert!(solved(&solution.iter().fold(*s, |s, &m| apply(&s, m))));
        }
    }

    #[test]
    fn any_way_up_a_position_is_solved_in_its_distance() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let rotations = ["", "x", "y", "z2", "x' y", "y2 z", "x2 y'", "z'"];
        for k in 0..200 {
            let p = Pocket::from_index(rng.gen_range(0..crate::pocket::N_POSITIONS)).unwrap();
            let held = moves(rotations[k % rotations.len()])
                .iter()
                .fold(PocketStickers::of_corners(&p.corners()), |s, &m| {
                    apply(&s, m)
                });
            let c = corners_of(&held).expect("a cube");
            let solution = solve_pocket(table(), &c);
            assert_eq!(solution.len(), usize::from(table().distance(p)));
            assert!(solved(&solution.iter().fold(held, |s, &m| apply(&s, m))));
        }
    }

    #[test]
    fn bad_positions_and_moves_say_what_is_wrong() {
        let good = PocketStickers::solved().letters();
        assert_eq!(
            parse_pocket("UUUU"),
            Err(CubeError::PocketLength { found: 4 })
        );
        let err = parse_pocket(&good.replacen('U', "Q", 1)).unwrap_err();
        assert_eq!(
            err,
            CubeError::UnknownLetter {
                letter: 'Q',
                position: 1
            }
        );
        let err = parse_pocket(&good.replacen('U', "R", 1)).unwrap_err();
        assert!(
            matches!(
                err,
                CubeError::PocketColourCount {
                    letter: 'U',
                    count: 3
                }
            ),
            "{err:?}"
        );
        // One corner twisted in place.
        let mut s = PocketStickers::solved();
        let urf = CORNER_FACELETS[0].map(small);
        let (a, b, c) = (s.0[urf[0]], s.0[urf[1]], s.0[urf[2]]);
        (s.0[urf[0]], s.0[urf[1]], s.0[urf[2]]) = (c, a, b);
        assert!(matches!(
            parse_pocket(&s.letters()),
            Err(CubeError::TwistedCorner { .. })
        ));
        // Two stickers of a corner swapped: a mirror image, no real corner.
        let mut s = PocketStickers::solved();
        s.0.swap(urf[1], urf[2]);
        let err = parse_pocket(&s.letters()).unwrap_err();
        assert!(
            matches!(err, CubeError::NotAPiece { ref stickers, .. } if stickers == "U4 R1 F2"),
            "{err:?}"
        );
        assert_eq!(
            parse_pocket_moves("R M"),
            Err(CubeError::PocketSlice {
                token: "M".into(),
                position: 2
            })
        );
    }

    #[test]
    fn scrambles_are_random_state_in_r_u_f_and_at_least_four_moves() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..100 {
            let (p, m) = table().scramble(&mut rng);
            let made = as_moves(&m)
                .iter()
                .fold(PocketStickers::solved(), |s, &x| apply(&s, x));
            assert_eq!(made, PocketStickers::of_corners(&p.corners()));
            assert!(m.len() >= 4);
            assert!(as_moves(&m)
                .iter()
                .all(|x| matches!(x.layer, Layer::Face(0..=2))));
        }
    }
}
