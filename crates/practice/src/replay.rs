//! A game watched back: every action as it was made, at the game's own pace (the board
//! after each, for a front end to draw), and a solve split into its stages with their
//! times: the cube's CFOP or beginner's steps, the rows and columns of the tiles, the
//! rings as they were completed.
//!
//! A game saved before times were kept (an empty timeline) replays its final line of
//! moves evenly over its time, and its stages have no times.

use game::timeline::{Act, Timeline};
use game::{AnySession, BoardView, GameError, PuzzleKind, Puzzles, SessionRecord};
use messages::Message;
use serde::Serialize;

/// One action of the replay and the board after it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frame {
    /// The game's clock when it was taken, in milliseconds.
    pub ms: u64,
    /// `move`, `undo`, `redo` or `restart`.
    pub act: &'static str,
    /// The move made, undone or redone (empty for a restart).
    #[serde(rename = "move")]
    pub mv: String,
    /// Moves applied after it.
    pub cursor: usize,
    /// The board after it.
    pub board: BoardView,
}

/// One stage of a solve.
#[derive(Clone, Debug, PartialEq)]
pub struct Stage {
    /// Its name (`yellow cross`, `pair 2`, `row 1`, `ring 3`).
    pub label: Message,
    /// Its moves, in the puzzle's notation.
    pub moves: Vec<String>,
    /// They counted in the puzzle's metric (the cube's HTM: rotations cost nothing).
    pub count: u32,
    /// Its time, the pause before its first move included (unknown for a game saved
    /// without times).
    pub ms: Option<u64>,
    /// The pause before its first move: recognition.
    pub pause_ms: Option<u64>,
}

impl Stage {
    /// Moves a second over the stage's time.
    pub fn tps(&self) -> Option<f64> {
        self.ms
            .filter(|&ms| ms > 0)
            .map(|ms| self.count as f64 * 1000.0 / ms as f64)
    }
}

/// A game to watch back.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// Whether each action's time is known.
    pub timed: bool,
    /// The game's time: its clock at the last action (a solve's time).
    pub ms: u64,
    /// The start, drawn.
    pub start: BoardView,
    /// Every action with the board after it.
    pub frames: Vec<Frame>,
    /// The final line of moves (applied at the end).
    pub line: Vec<String>,
    /// Whether the game ends solved.
    pub solved: bool,
    /// The solve's stages (none unless it ends solved); their moves make the line and
    /// their times add up to [`Replay::ms`].
    pub stages: Vec<Stage>,
}

/// The speeds a replay plays at, slowest first.
pub const SPEEDS: [f64; 3] = [0.5, 1.0, 2.0];

/// A replay being watched: the game time shown, the speed, playing or paused, and the
/// action shown (a step picks one of several actions taken at the same time). `now` is
/// the watcher's clock in milliseconds.
#[derive(Clone, Debug)]
pub struct Player {
    /// The replay.
    pub replay: Replay,
    t: f64,
    speed: usize,
    /// While playing: the watcher's clock when `t` was last advanced.
    since: Option<i64>,
    /// The frame shown (-1: the start).
    index: isize,
}

impl Player {
    /// At the start, paused, at 1×.
    pub fn new(replay: Replay) -> Player {
        Player {
            replay,
            t: 0.0,
            speed: 1,
            since: None,
            index: -1,
        }
    }

    /// The game time shown, in milliseconds.
    pub fn ms(&self) -> u64 {
        self.t as u64
    }

    /// The speed (½, 1 or 2).
    pub fn speed(&self) -> f64 {
        SPEEDS[self.speed]
    }

    /// Whether it plays.
    pub fn playing(&self) -> bool {
        self.since.is_some()
    }

    /// The action shown (none at the start).
    pub fn frame(&self) -> Option<(usize, &Frame)> {
        usize::try_from(self.index)
            .ok()
            .and_then(|i| self.replay.frames.get(i).map(|f| (i, f)))
    }

    /// The board shown.
    pub fn board(&self) -> &BoardView {
        self.frame().map_or(&self.replay.start, |(_, f)| &f.board)
    }

    /// The last frame taken at or before game time `ms` (-1: none).
    fn frame_at(&self, ms: f64) -> isize {
        self.replay.frames.partition_point(|f| f.ms as f64 <= ms) as isize - 1
    }

    /// Advances the game time to `now` while playing; stops at the end.
    pub fn update(&mut self, now: i64) {
        if let Some(since) = self.since {
            self.t += (now - since).max(0) as f64 * self.speed();
            self.since = Some(now);
            if self.t >= self.replay.ms as f64 {
                self.t = self.replay.ms as f64;
                self.since = None;
            }
            self.index = self.frame_at(self.t);
        }
    }

    /// Plays (from the start again when at the end) or pauses.
    pub fn toggle(&mut self, now: i64) {
        if self.playing() {
            self.update(now);
            self.since = None;
        } else {
            if self.t >= self.replay.ms as f64 {
                self.seek(0);
            }
            self.since = Some(now);
        }
    }

    /// Paused at game time `ms`.
    pub fn seek(&mut self, ms: u64) {
        self.since = None;
        self.t = ms.min(self.replay.ms) as f64;
        self.index = self.frame_at(self.t);
    }

    /// Paused at the next action (`forward`) or the one before.
    pub fn step(&mut self, forward: bool, now: i64) {
        self.update(now);
        self.since = None;
        let last = self.replay.frames.len() as isize - 1;
        self.index = (self.index + if forward { 1 } else { -1 }).clamp(-1, last);
        self.t = self.frame().map_or(0.0, |(_, f)| f.ms as f64);
    }

    /// Faster or slower by one speed.
    pub fn change_speed(&mut self, faster: bool, now: i64) {
        self.update(now);
        self.speed = match faster {
            true => (self.speed + 1).min(SPEEDS.len() - 1),
            false => self.speed.saturating_sub(1),
        };
    }
}

/// The replay of a saved game or a shared one, whatever the puzzle (one of `puzzles`).
pub fn of(puzzles: &Puzzles, record: &SessionRecord) -> Result<Replay, GameError> {
    let variant = puzzles.variant(record.puzzle, &record.variant)?;
    // Every move checked, as a restore checks them.
    variant.restore(record)?;
    build(variant.new_session(), record)
}

/// The replay of `record`, its actions played again on `play` (a session of its puzzle).
fn build(mut play: Box<dyn AnySession>, record: &SessionRecord) -> Result<Replay, GameError> {
    let timeline = Timeline::parse(&record.timeline)?;
    let timed = !timeline.is_empty();
    let line: Vec<String> = record.moves[..record.cursor].to_vec();
    let acts: Vec<(u64, Act)> = if timed {
        timeline.0.iter().map(|s| (s.ms, s.act.clone())).collect()
    } else {
        // Times unknown: the final line, evenly over the game's time.
        let n = line.len().max(1) as u64;
        line.iter()
            .enumerate()
            .map(|(i, m)| (record.elapsed_ms * (i as u64 + 1) / n, Act::Move(m.clone())))
            .collect()
    };
    play.set_position(&record.start)?;
    let start = play.board();
    let mut frames = Vec::with_capacity(acts.len());
    for (ms, act) in acts {
        let (name, mv) = match &act {
            Act::Move(m) => {
                play.play(m)?;
                ("move", m.clone())
            }
            Act::Undo => {
                let undone = play.moves_text().pop().unwrap_or_default();
                play.undo()?;
                ("undo", undone)
            }
            Act::Redo => {
                play.redo()?;
                ("redo", play.moves_text().pop().unwrap_or_default())
            }
            Act::Restart => {
                play.restart();
                ("restart", String::new())
            }
        };
        frames.push(Frame {
            ms,
            act: name,
            mv,
            cursor: play.moves_made(),
            board: play.board(),
        });
    }
    let ms = frames.last().map_or(0, |f| f.ms);
    let solved = play.is_solved() && !line.is_empty();
    let times = if timed { timeline.line_times() } else { None };
    let stages = match solved {
        true => stages(play.as_ref(), &record.start, &line, times.as_deref())?,
        false => Vec::new(),
    };
    Ok(Replay {
        puzzle: play.kind(),
        timed,
        ms,
        start,
        frames,
        line,
        solved,
        stages,
    })
}

/// The stages of a solve's final `line` from `start`, with their times when each move's
/// time is known.
fn stages(
    play: &dyn AnySession,
    start: &str,
    line: &[String],
    times: Option<&[u64]>,
) -> Result<Vec<Stage>, GameError> {
    let split = play.line_stages(start, line)?;
    let time = |i: usize| times.map(|t| if i == 0 { 0 } else { t[i - 1] });
    let mut out = Vec::new();
    let mut from = 0;
    for (label, end) in split.stages {
        let end = end.clamp(from, line.len());
        let ms = time(end).zip(time(from)).map(|(b, a)| b.saturating_sub(a));
        let pause_ms = match end > from {
            true => time(from + 1)
                .zip(time(from))
                .map(|(b, a)| b.saturating_sub(a)),
            false => ms.map(|_| 0),
        };
        out.push(Stage {
            label,
            moves: line[from..end].to_vec(),
            count: split.costs[from..end].iter().sum(),
            ms,
            pause_ms,
        });
        from = end;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use door::Door;
    use game::Session;

    /// A CFOP solve as a speedcuber made it: each stage's moves and, per stage, the
    /// pause before it and the time of each move after the first (milliseconds).
    const CFOP: [(&str, u64, u64); 7] = [
        ("D' R2 U' F2 D", 1500, 180),
        ("U R U' R'", 700, 150),
        ("U' L' U L", 650, 160),
        ("U L U' L'", 600, 140),
        ("y U R U' R'", 900, 150),
        ("R U R' U R U2 R'", 800, 120),
        ("R U R' U' R' F R2 U' R' U' R U R' F'", 1000, 110),
    ];

    /// The record of a solve made of `parts` from the cube they solve, with its times.
    fn cfop_record() -> SessionRecord {
        let solve: Vec<&str> = CFOP.iter().map(|p| p.0).collect();
        let mut s = Session::new(cube::Cube::default(), cube::Cube::default().goal());
        let inverse = cube::invert(&cube::parse_moves(&solve.join(" ")).unwrap());
        s.play(&cube::format_moves(&inverse)).unwrap();
        let start = s.puzzle().format_state(s.current());
        let (mut ms, mut items, mut moves) = (0, Vec::new(), Vec::new());
        for (part, pause, each) in CFOP {
            for (i, m) in part.split_whitespace().enumerate() {
                ms += if i == 0 { pause } else { each };
                items.push(format!("{ms}:{m}"));
                moves.push(m.to_string());
            }
        }
        SessionRecord {
            puzzle: cube::Cube::NAMES.kind(),
            start,
            cursor: moves.len(),
            moves,
            variant: String::new(),
            level: "custom".into(),
            hints: 0,
            demos: 0,
            elapsed_ms: ms,
            timeline: items.join(" "),
        }
    }

    #[test]
    fn a_cfop_solve_shows_its_cross_pairs_oll_and_pll_with_their_times() {
        let record = cfop_record();
        let r = of(&crate::tests::puzzles(), &record).unwrap();
        assert!(r.timed && r.solved);
        let names: Vec<String> = r.stages.iter().map(|s| s.label.english()).collect();
        assert_eq!(
            names,
            [
                "yellow cross",
                "pair 1",
                "pair 2",
                "pair 3",
                "pair 4",
                "OLL",
                "PLL"
            ]
        );
        for (stage, (part, pause, each)) in r.stages.iter().zip(CFOP) {
            let n = part.split_whitespace().count() as u64;
            assert_eq!(stage.moves.join(" "), part);
            assert_eq!(stage.pause_ms, Some(pause));
            assert_eq!(stage.ms, Some(pause + (n - 1) * each));
        }
        // The rotation is no move: pair 4 counts 4 moves.
        assert_eq!(r.stages[4].count, 4);
        let total: u64 = r.stages.iter().filter_map(|s| s.ms).sum();
        assert_eq!(total, r.ms);
        assert_eq!(r.ms, record.elapsed_ms);
        assert_eq!(r.frames.len(), record.moves.len());
    }

    #[test]
    fn undos_are_replayed_as_such_and_the_line_is_what_stayed() {
        let mut record = cfop_record();
        // A wrong move taken back before the first, then a restart and a redo of all.
        let n = record.moves.len();
        record.timeline = format!("100:F 200:undo {}", record.timeline);
        let last = record.elapsed_ms;
        record.timeline.push_str(&format!(" {}:restart", last + 1));
        for i in 0..n {
            record
                .timeline
                .push_str(&format!(" {}:redo", last + 2 + i as u64));
        }
        record.elapsed_ms = last + 1 + n as u64;
        let r = of(&crate::tests::puzzles(), &record).unwrap();
        assert_eq!(r.frames[1].act, "undo");
        assert_eq!(r.frames[1].mv, "F");
        assert_eq!(r.frames[1].cursor, 0);
        assert_eq!(r.frames.len(), n + 3 + n);
        assert_eq!(r.line, record.moves);
        let total: u64 = r.stages.iter().filter_map(|s| s.ms).sum();
        assert_eq!(total, r.ms);
    }

    #[test]
    fn a_player_at_2x_ends_at_half_the_games_time_and_steps_one_action_at_a_time() {
        let r = of(&crate::tests::puzzles(), &cfop_record()).unwrap();
        let (ms, n) = (r.ms as i64, r.frames.len());
        let mut p = Player::new(r);
        p.change_speed(true, 0);
        assert_eq!(p.speed(), 2.0);
        p.toggle(1000);
        p.update(1000 + ms / 4);
        assert!(p.playing() && (p.ms() as i64 - ms / 2).abs() <= 1);
        p.update(1000 + ms / 2);
        assert!(!p.playing(), "stopped at the end");
        assert_eq!(p.ms() as i64, ms);
        assert_eq!(p.frame().map(|f| f.0), Some(n - 1));
        p.step(false, 0);
        assert_eq!(p.frame().map(|f| f.0), Some(n - 2));
        p.seek(0);
        assert!(p.frame().is_none());
        assert_eq!(p.board(), &p.replay.start);
    }

    #[test]
    fn a_game_saved_without_times_replays_evenly_without_stage_times() {
        let mut record = cfop_record();
        record.timeline.clear();
        let r = of(&crate::tests::puzzles(), &record).unwrap();
        assert!(!r.timed);
        assert_eq!(r.frames.len(), record.moves.len());
        assert_eq!(r.ms, record.elapsed_ms);
        assert!(r.stages.iter().all(|s| s.ms.is_none() && s.tps().is_none()));
        assert_eq!(r.stages.len(), 7);
    }
}
