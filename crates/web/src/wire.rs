//! The wire's description: the OpenAPI schema of every JSON body the API sends or takes that
//! another crate defines (the game's view and actions, practice's sessions and solves, the
//! store's export, the doors' solve records). The JSON itself is those types' own serde
//! form; these twins only describe it — the HTTP schema lives here, in the server, not in
//! the game core. A twin names its fields as the type it describes does; `scripts/api-fuzz`
//! checks every answer against the document, so a twin that drifts fails the test command.
//!
//! Two schemas are made from the puzzles registered, so that the server names none: the
//! puzzles' names ([`PuzzleKind`]) and each puzzle's board view ([`BoardView`], from its
//! door's [`door::ViewShape`]).

// Descriptions only: no twin is ever built.
#![allow(dead_code)]

use std::borrow::Cow;

use door::FieldShape;
use practice::averages::{Attempt, Figure};
use practice::{AmountFigure, Figures};
use serde::Serialize;
use serde_json::{json, Value};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::RefOr;
use utoipa::{PartialSchema, ToSchema};

/// A schema written as JSON (a JSON Schema this crate writes always reads).
fn schema_of(v: Value) -> RefOr<Schema> {
    serde_json::from_value(v).unwrap_or_default()
}

/// One of the puzzles. Its name (`sliding`, `cube`, `rings`) is the one used in
/// records, on the command line and in the JSON API; `tiles` is read as `sliding`.
#[derive(Serialize)]
pub struct PuzzleKind(String);

impl PartialSchema for PuzzleKind {
    fn schema() -> RefOr<Schema> {
        let names: Vec<&str> = frontend::puzzles()
            .all()
            .iter()
            .map(|v| v.names().name)
            .collect();
        schema_of(json!({
            "type": "string",
            "description": "One of the puzzles. Its name (`sliding`, `series`, `cube`, `cube2`, `rings`) is the one\nused in records, on the command line and in the JSON API; `tiles` is read as `sliding`.",
            "enum": names,
        }))
    }
}

impl ToSchema for PuzzleKind {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("PuzzleKind")
    }
}

/// The position as a front end draws it, decoded (no front end parses positions): each
/// puzzle's own view, tagged with its `kind`.
#[derive(Serialize)]
pub struct BoardView(Value);

/// A field of a board view, as JSON Schema.
fn field(shape: FieldShape, about: &str) -> Value {
    match shape {
        FieldShape::Count => json!({"type": "integer", "description": about, "minimum": 0}),
        FieldShape::Text => json!({"type": "string", "description": about}),
        FieldShape::Numbers => json!({
            "type": "array",
            "items": {"type": "integer", "format": "u-int32", "minimum": 0},
            "description": about,
        }),
        FieldShape::Flags => json!({
            "type": "array",
            "items": {"type": "boolean"},
            "description": about,
        }),
        FieldShape::Texts => json!({
            "type": "array",
            "items": {"type": "string"},
            "description": about,
        }),
    }
}

impl PartialSchema for BoardView {
    fn schema() -> RefOr<Schema> {
        let views: Vec<Value> = frontend::puzzles()
            .all()
            .iter()
            .map(|p| {
                let v = p.view_shape();
                let mut required: Vec<&str> = v.fields.iter().map(|f| f.name).collect();
                required.push("kind");
                let mut properties = serde_json::Map::new();
                properties.insert("kind".into(), json!({"type": "string", "enum": [v.kind]}));
                for f in v.fields {
                    properties.insert(f.name.into(), field(f.shape, f.about));
                }
                json!({
                    "type": "object",
                    "description": v.about,
                    "required": required,
                    "properties": properties,
                })
            })
            .collect();
        schema_of(json!({
            "oneOf": views,
            "description": "The position as a front end draws it, decoded (no front end parses positions).",
        }))
    }
}

impl ToSchema for BoardView {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("BoardView")
    }
}

/// Everything a player can do to a game. Serialised with an `action` tag
/// (`{"action":"move","moves":"R U"}`), which is what the web API takes.
#[derive(Serialize, ToSchema)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Moves in the puzzle's notation (a demonstration stops: the player takes over).
    Move {
        /// The moves, e.g. `R U R'`, `3+ 0-`, `ULDR`.
        moves: String,
    },
    /// Takes back a move.
    Undo,
    /// Replays an undone move.
    Redo,
    /// Back to the start, keeping the moves for redo.
    Restart,
    /// A new start at the same level.
    Rescramble,
    /// A new game at a level (a name, `moves N`, `distance N` or `random`).
    NewGame {
        /// The level.
        level: String,
        /// The scramble's seed, to play a game again (random when omitted).
        #[serde(default)]
        seed: Option<u64>,
    },
    /// A custom start (and, for tiles, a custom goal), checked before anything changes.
    SetPosition {
        /// The start position.
        start: String,
        /// The goal (tiles only).
        #[serde(default)]
        goal: Option<String>,
    },
    /// Back to the standard goal (tiles with a custom goal), with a new game.
    StandardGoal,
    /// The next move of a good solution.
    Hint,
    /// Starts a demonstration, or pauses and resumes the one playing.
    Demonstrate,
    /// Demonstrates the method a person can follow (the cube's beginner's method), its
    /// step's name shown while it plays.
    DemonstrateMethod,
    /// Pauses the demonstration.
    Pause,
    /// Resumes the demonstration.
    Resume,
    /// Plays one move of the demonstration (it pauses).
    Step,
    /// Plays the demonstration faster.
    Faster,
    /// Plays the demonstration slower.
    Slower,
    /// Sets the demonstration's speed.
    Speed {
        /// Milliseconds between two moves (clamped to 30–5000).
        ms_per_move: u64,
    },
    /// Stops what runs: the demonstration, its planning, the hint's search, a new game
    /// being prepared.
    Cancel,
}

/// What the view says of background work.
#[derive(Serialize, ToSchema)]
pub struct Busy {
    /// Which work.
    pub task: Task,
    /// Its progress, when it reports any.
    #[serde(flatten)]
    pub progress: Progress,
}

/// A session's last results for a chart: each counted solve's result (its penalty in),
/// with the ao5 and ao12 ending at it and its turns per second.
#[derive(Serialize, ToSchema)]
pub struct Chart {
    /// How many counted solves come before the first here.
    pub from: usize,
    /// Each result in milliseconds, or `"DNF"`.
    #[schema(value_type = Vec<Object>)]
    pub times: Vec<Attempt>,
    /// The ao5 ending at each (`null` before the fifth).
    #[schema(value_type = Vec<Object>)]
    pub ao5: Vec<Option<Attempt>>,
    /// The ao12 ending at each.
    #[schema(value_type = Vec<Object>)]
    pub ao12: Vec<Option<Attempt>>,
    /// Turns per second of each (on-screen solves; `null` for a DNF or none).
    pub tps: Vec<Option<f64>>,
}

/// The demonstration as the view shows it.
#[derive(Serialize, ToSchema)]
pub struct DemoView {
    /// The whole solution being shown.
    pub moves: Vec<String>,
    /// How many are played.
    pub played: usize,
    /// Milliseconds between two moves.
    pub ms_per_move: u64,
    /// Whether it is paused.
    pub paused: bool,
    /// Whether the solution is proven shortest.
    pub optimal: bool,
    /// The method demonstrated (`the classic method`), none for a plain solution.
    pub method: Option<String>,
    /// The method's named steps (empty for a plain solution).
    pub steps: Vec<PlanStep>,
    /// The name of the step the next move belongs to (the last step's once all are played).
    pub step: Option<String>,
}

/// Every game, session and solve, as exported.
#[derive(Serialize, ToSchema)]
pub struct Export {
    /// Always [`EXPORT_FORMAT`].
    pub format: String,
    /// The format version.
    pub version: u32,
    /// The games, oldest first.
    pub games: Vec<GameRow>,
    /// The sessions with their solves, oldest first (version 2).
    #[serde(default)]
    pub sessions: Vec<SessionExport>,
}

/// The records a solve set.
#[derive(Serialize, ToSchema)]
pub struct FinishedView {
    /// A new best time for the level.
    pub best_time: bool,
    /// A new fewest-moves record for the level.
    pub best_moves: bool,
    /// Solved with a hint or a demonstration: kept and marked, never a best (the rule for
    /// records, `records-rule`).
    pub assisted: bool,
}

/// One action of the replay and the board after it.
#[derive(Serialize, ToSchema)]
pub struct Frame {
    /// The game's clock when it was taken, in milliseconds.
    pub ms: u64,
    /// `move`, `undo`, `redo` or `restart`.
    pub act: String,
    /// The move made, undone or redone (empty for a restart).
    #[serde(rename = "move")]
    pub mv: String,
    /// Moves applied after it.
    pub cursor: usize,
    /// The board after it.
    pub board: BoardView,
}

/// One game as stored and exported.
#[derive(Serialize, ToSchema)]
pub struct GameRow {
    /// A random id, unique across databases (import matches games by it).
    pub uid: String,
    /// The session: puzzle, variant, level, start, moves, counters.
    #[serde(flatten)]
    pub record: SessionRecord,
    /// Playing, solved or abandoned.
    pub status: Status,
    /// When it started (milliseconds since the Unix epoch).
    pub started_at: i64,
    /// When it was last saved.
    pub updated_at: i64,
    /// When it ended.
    pub finished_at: Option<i64>,
}

/// The hint as the view shows it.
#[derive(Serialize, ToSchema)]
pub struct HintView {
    /// The move to make.
    #[serde(rename = "move")]
    pub next: String,
    /// The length of the solution it starts.
    pub length: usize,
    /// Whether that solution is proven shortest.
    pub optimal: bool,
    /// When it is not: no solution is shorter than this (proven; the tiles' near-optimal
    /// solver).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Where the position stands in the method a person can follow (the cube's beginner's
    /// step), if the puzzle has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
    /// What the move acts on, for the board to highlight: the cell of the tile that
    /// slides, the cube's stickers that turn (Kociemba's order), the rings' slots that move
    /// (`7·(ring − 1) + slot`).
    pub cells: Vec<usize>,
}

/// Statistics of one puzzle (and size, for the tiles) and level.
#[derive(Serialize, ToSchema)]
pub struct LevelStats {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The tiles' size (`4x4`; empty for the other puzzles).
    pub size: String,
    /// What a person calls the game (`Sliding tiles 4×4`).
    pub title: String,
    /// The level.
    pub level: String,
    /// Games finished or in progress.
    pub played: u64,
    /// Games solved.
    pub solved: u64,
    /// Of them, solved with a hint or a demonstration (never a best).
    pub assisted: u64,
    /// Games abandoned.
    pub abandoned: u64,
    /// Fastest solve without a hint or a demonstration, in milliseconds.
    pub best_ms: Option<u64>,
    /// Fewest moves in a solve without a hint or a demonstration, in the puzzle's metric.
    pub fewest_moves: Option<u64>,
    /// Mean time of the solves without a hint or a demonstration, in milliseconds.
    pub mean_ms: Option<f64>,
}

/// How a session's solves are made.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Played on the screen (the page, the terminal).
    Screen,
    /// A real puzzle in the hands, timed with the timer.
    Timer,
}

/// A penalty on a solve.
#[derive(Serialize, ToSchema, Default)]
pub enum Penalty {
    /// None.
    #[default]
    #[serde(rename = "ok")]
    Ok,
    /// Two seconds more.
    #[serde(rename = "+2")]
    Plus2,
    /// Did not finish (its time kept).
    #[serde(rename = "DNF")]
    Dnf,
}

/// Where the timer is.
#[derive(Serialize, ToSchema)]
#[serde(tag = "phase", rename_all = "lowercase")]
pub enum Phase {
    /// Waiting: the scramble is shown.
    Idle,
    /// Inspecting since `since`.
    Inspecting {
        /// When inspection began (the front end's clock).
        since: i64,
    },
    /// Held since `since`: ready once held [`HOLD_MS`]; the release starts it (or, without a
    /// long enough hold, goes back).
    Holding {
        /// When the hold began.
        since: i64,
        /// When inspection began, if it did.
        #[serde(rename = "inspection_since")]
        inspection: Option<i64>,
    },
    /// Running since `since`, with the penalty its start earned.
    Running {
        /// When it started.
        since: i64,
        /// The inspection's penalty.
        penalty: Penalty,
    },
    /// Stopped: waits for the key to come up before the next solve.
    Stopped {
        /// The time, in milliseconds, before any penalty.
        ms: u64,
        /// Its penalty.
        penalty: Penalty,
    },
}

/// One named step of a plan.
#[derive(Serialize, ToSchema)]
pub struct PlanStep {
    /// The step's name.
    pub name: String,
    /// How many of the plan's moves it takes.
    pub moves: usize,
}

/// Background work and how far it is.
#[derive(Serialize, ToSchema)]
pub struct Progress {
    /// What is being built ("" when nothing reports).
    pub label: String,
    /// Done out of total.
    pub done: u64,
    /// The total (0 when unknown).
    pub total: u64,
    /// Every table this work has loaded or built so far, each once, in order: a front end
    /// draws a bar per table.
    pub tables: Vec<TableProgress>,
}

/// A scramble to apply to a real puzzle, and the position it makes.
#[derive(Serialize, ToSchema)]
pub struct Scramble {
    /// What to do: moves in the puzzle's notation (the cube: WCA), or the tiles' board to
    /// set up. Empty for an event puzzlebox does not model.
    pub text: String,
    /// The position it makes, in the puzzle's state notation (the cube: 54 facelets; the
    /// tiles: rows; the rings: their colours), to draw beside it.
    pub state: String,
}

/// A session as exported.
#[derive(Serialize, ToSchema)]
pub struct SessionExport {
    /// Its random id.
    pub uid: String,
    /// Its name.
    pub name: String,
    /// What it is of.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// When it was made.
    pub created_at: i64,
    /// Whether it was the current session of its kind.
    pub current: bool,
    /// Its solves, oldest first.
    pub solves: Vec<Solve>,
}

/// A session.
#[derive(Serialize, ToSchema)]
pub struct SessionInfo {
    /// Its number in this database.
    pub id: i64,
    /// A random id, unique across databases (import matches sessions by it).
    pub uid: String,
    /// Its name (unique).
    pub name: String,
    /// What it is of.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// When it was made (milliseconds since the Unix epoch).
    pub created_at: i64,
    /// Whether new solves of its kind go to it.
    pub current: bool,
    /// How many solves it holds.
    pub solves: u64,
}

/// Which kept games a list shows.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Shown {
    /// The games still being played (to resume).
    Unfinished,
    /// The games solved.
    Solved,
    /// Every game kept: unfinished, solved and abandoned (started over).
    All,
}

/// A session's history: each followed figure's best as it improved, and its solves per
/// day.
#[derive(Serialize, ToSchema)]
pub struct History {
    /// The single's, the ao5's, the ao12's and the ao100's bests, in that order.
    pub bests: Vec<BestsOf>,
    /// The days with solves, the oldest first.
    pub days: Vec<Day>,
}

/// One figure's bests as they improved.
#[derive(Serialize, ToSchema)]
pub struct BestsOf {
    /// The figure: `single`, `ao5`, `ao12`, `ao100`.
    pub figure: String,
    /// Each new best, the oldest first (the last is the best there is).
    pub steps: Vec<Best>,
}

/// A new best: the figure ending at a solve, better than every one before it.
#[derive(Serialize, ToSchema)]
pub struct Best {
    /// The figure, in milliseconds.
    pub ms: i64,
    /// The solve it ends at: its number in the session, from 1.
    pub solve: u64,
    /// That solve's id.
    pub id: i64,
    /// When that solve was made (milliseconds since the Unix epoch).
    pub at: i64,
}

/// One day's practice.
#[derive(Serialize, ToSchema)]
pub struct Day {
    /// The day, `YYYY-MM-DD`, on the player's clock.
    pub day: String,
    /// Its solves, assisted ones too.
    pub solves: u64,
    /// Of them, DNFs.
    pub dnfs: u64,
}

/// A page of a session's solves, the newest first.
#[derive(Serialize, ToSchema)]
pub struct SolvesPage {
    /// How many solves the session holds.
    pub total: u64,
    /// How many newer solves come before this page's first.
    pub offset: usize,
    /// The page's solves, the newest first.
    pub solves: Vec<Solve>,
}

/// A session as the list shows it.
#[derive(Serialize, ToSchema)]
pub struct SessionListed {
    /// The session.
    #[serde(flatten)]
    pub info: SessionInfo,
    /// What a person calls a csTimer event puzzlebox keeps (`4×4×4 cube` for `444wca`), in
    /// the language the request asked for; absent for puzzlebox's own puzzles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// What a session is of: a puzzle of puzzlebox's (`sliding` with its size, `cube`,
/// `rings`) or another event kept from csTimer (its `scrType`), and the way of solving.
#[derive(Serialize, ToSchema)]
pub struct SessionKind {
    /// The puzzle (`sliding`, `series`, `cube`, `cube2`, `rings`) or csTimer's event (`444wca`, …).
    pub puzzle: String,
    /// The variant's key: the tiles' size (`4x4`), a series' (`relay:3x3,4x4,5x5`), a cube
    /// trainer's subset (`pll:T`); empty for the others.
    #[serde(default)]
    pub size: String,
    /// On the screen or with the timer.
    pub mode: Mode,
}

/// A session as plain data: what is saved, and what a web page or the database reads.
#[derive(Serialize, ToSchema)]
pub struct SessionRecord {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The start position in the puzzle's notation.
    pub start: String,
    /// Every move made (the redo branch included), in the puzzle's notation.
    pub moves: Vec<String>,
    /// How many of `moves` are applied now.
    pub cursor: usize,
    /// What the puzzle is played on (the tiles' goal); empty if nothing.
    #[serde(default)]
    pub variant: String,
    /// The level's name (`easy`, `low`, `random`, `custom`, …).
    #[serde(default)]
    pub level: String,
    /// Hints asked for.
    #[serde(default)]
    pub hints: u32,
    /// Demonstrations started.
    #[serde(default)]
    pub demos: u32,
    /// Time played, in milliseconds.
    #[serde(default)]
    pub elapsed_ms: u64,
    /// Every action with the game's clock when it was taken (`1200:R 2400:undo …`, see
    /// [`Timeline`]); empty for a game saved before times were kept.
    #[serde(default)]
    pub timeline: String,
}

/// A session's figures.
#[derive(Serialize, ToSchema)]
pub struct SessionStats {
    /// The session.
    pub session: SessionInfo,
    /// Its solves.
    pub solves: u64,
    /// Of them, with a hint or a demonstration (in no figure).
    pub assisted: u64,
    /// Of the others, DNFs.
    pub dnfs: u64,
    /// The session mean as csTimer gives it: the mean of the counted results that are not
    /// DNFs (penalties in), in milliseconds (`null` for none).
    pub mean: Option<i64>,
    /// Times in milliseconds: `{"current": ms, "best": ms}` (`null` for none, `"DNF"`).
    #[schema(value_type = Object)]
    pub times: Figures<Figure>,
    /// Moves (on-screen solves; `null` for a timer's session).
    #[schema(value_type = Option<Object>)]
    pub moves: Option<Figures<AmountFigure>>,
    /// Turns per second (on-screen solves; higher is better).
    #[schema(value_type = Option<Object>)]
    pub tps: Option<Figures<AmountFigure>>,
}

/// A solve.
#[derive(Serialize, ToSchema)]
pub struct Solve {
    /// Its number in this database.
    pub id: i64,
    /// A random id, unique across databases.
    pub uid: String,
    /// The time, in milliseconds, before any penalty.
    pub ms: u64,
    /// Its penalty.
    pub penalty: Penalty,
    /// Its moves in the puzzle's metric (on-screen solves).
    pub moves: Option<u32>,
    /// Whether a hint or a demonstration helped (never a best, never in an average).
    pub assisted: bool,
    /// The scramble, or the start position.
    pub scramble: String,
    /// A comment.
    pub comment: String,
    /// When it was made (milliseconds since the Unix epoch).
    pub at: i64,
    /// The game it was (on-screen solves: the saved game's uid).
    pub game: Option<String>,
    /// The tiles: the shortest solution's length (or a proven bound below it).
    pub optimum: Option<u32>,
    /// Whether `optimum` is the shortest solution's length (else no solution is shorter).
    pub optimum_exact: Option<bool>,
    /// Each phase's own time in milliseconds, in order (a tiles' series: each board's);
    /// empty for a solve of one puzzle.
    pub splits: Vec<u64>,
}

/// One solved (or failed) instance. The field order is stable (other programs read it).
#[derive(Serialize, ToSchema)]
pub struct SolveRecord {
    /// In a batch, the input line this record answers (from 1, blank lines and comments not
    /// counted): the shards of a batch merge back into order by it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The start position as given (normalised when it parsed).
    pub state: String,
    /// The goal, for solves with a choice of goal (the tiles' goal, the cube's `--goal` or
    /// part).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<String>,
    /// The solution (absent on error; `null` when a time limit stopped the search).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub solution: Option<String>,
    /// Its length.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<usize>)]
    pub length: Option<usize>,
    /// Several optimal solutions, when asked for (the cube's `--solutions`): distinct after
    /// ordering the turns of opposite faces, `solution` first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub solutions: Vec<String>,
    /// With `--solutions`: whether `solutions` holds every distinct optimal solution there
    /// is (false: there are more than asked for, or the search was stopped).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_found: Option<bool>,
    /// Length in clicks (Five Rings).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clicks: Option<u32>,
    /// Length in turns (Five Rings).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turns: Option<u32>,
    /// The metric the length is counted in (for puzzles with several).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metric: Option<String>,
    /// Whether the length is proven optimal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optimal: Option<bool>,
    /// The best proven lower bound.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Nodes expanded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// Time spent on this instance alone (rounded to microseconds).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub millis: Option<f64>,
    /// Whether a time limit stopped the optimal search.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub timed_out: bool,
    /// Named steps, for the methods a person follows.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<StepRecord>,
    /// What went wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One solve as the web API asks for it.
#[derive(Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The position, in the command line's format.
    pub state: String,
    /// The tiles' goal.
    #[serde(default)]
    pub goal: Option<String>,
    /// The solver, as on the command line.
    #[serde(default)]
    pub solver: Option<String>,
    /// Seconds the solve may take (capped by the server's limit).
    #[serde(default)]
    pub timeout: Option<f64>,
}

/// How a game ended (or that it has not).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Still being played.
    Playing,
    /// Solved.
    Solved,
    /// Left unsolved.
    Abandoned,
}

/// A named step of a solution.
#[derive(Serialize, ToSchema)]
pub struct StepRecord {
    /// What it does.
    pub name: String,
    /// Its moves.
    pub moves: String,
}

/// One table's build or load: its name (with its size) and how far it is; it only moves
/// forward, from 0 to `total`.
#[derive(Serialize, ToSchema)]
pub struct TableProgress {
    /// The table's name and size as a person reads it (in English).
    pub label: String,
    /// Done out of total.
    pub done: u64,
    /// The total (0 when unknown).
    pub total: u64,
}

/// Background work the view reports.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// Solver tables loading or building.
    Tables,
    /// A new game being prepared.
    NewGame,
    /// The hint's search.
    Hint,
    /// A demonstration being planned.
    Demo,
}

/// What a practice timer shows.
#[derive(Serialize, ToSchema)]
pub struct TimerView {
    /// The session the solves go to.
    pub session: SessionInfo,
    /// Where the timer is.
    #[serde(flatten)]
    pub phase: Phase,
    /// Whether solves start with inspection.
    pub inspection: bool,
    /// How long a hold makes it ready, in milliseconds.
    pub hold_ms: u64,
    /// Inspection's length, its alerts and the DNF point, in milliseconds.
    pub inspection_ms: u64,
    /// The alerts.
    pub alerts_ms: [u64; 2],
    /// A start after this is a DNF.
    pub dnf_after_ms: u64,
    /// The scramble of the next (or the running) solve.
    pub scramble: Scramble,
    /// The solve the last stop saved.
    pub last: Option<Solve>,
    /// Where a trainer's scrambles leave its step and how to hold the puzzle (`null`: no
    /// trainer).
    pub hold: Option<Hold>,
    /// The case that solve's scramble was drawn from, told once it is done (a trainer's:
    /// the cube's PLL and OLL cases).
    pub last_case: Option<String>,
    /// What else a trainer tells of that solve: the cross trainer's shortest cross of each
    /// colour.
    pub last_review: Vec<ReviewLine>,
    /// The name of each phase a solve is timed through, a split at each (a tiles' series:
    /// its boards' sizes, `4x4`); empty for one puzzle.
    pub phases: Vec<String>,
    /// While running: when each phase done so far ended, in milliseconds from the start.
    pub marks: Vec<u64>,
}

/// Where a trainer's scramble leaves the step it drills, and how to hold the puzzle.
#[derive(Serialize, ToSchema)]
pub struct Hold {
    /// The face the step is on as the scramble leaves the puzzle (the cube's last layer:
    /// `D`; its cross: `U`).
    pub face: String,
    /// The rotation that holds the puzzle for the step (`z2`), if any.
    pub rotation: Option<String>,
}

/// A line of what a trainer tells after a solve.
#[derive(Serialize, ToSchema)]
pub struct ReviewLine {
    /// The face whose colour it is about (`U R F D L B`: white, red, green, yellow,
    /// orange, blue).
    pub face: String,
    /// Its moves, in the puzzle's notation.
    pub moves: String,
}

/// One case's figures in a trainer's session.
#[derive(Serialize, ToSchema)]
pub struct CaseStats {
    /// The case's name (`T`, `27`).
    pub case: String,
    /// Its counted (unassisted) solves.
    pub count: u64,
    /// Their mean in milliseconds, DNFs left out (`null` when every one is a DNF).
    pub mean: Option<i64>,
    /// The best single: milliseconds, or `"DNF"`.
    #[schema(value_type = Option<Object>)]
    pub best: Option<Attempt>,
    /// The ao5 of its last five.
    #[schema(value_type = Option<Object>)]
    pub ao5: Option<Attempt>,
    /// The ao12 of its last twelve.
    #[schema(value_type = Option<Object>)]
    pub ao12: Option<Attempt>,
}

/// A game as a front end draws it: plain data (JSON in the web API).
#[derive(Serialize, ToSchema)]
pub struct View {
    /// The game's id in the database (none when not saved).
    #[schema(value_type = Option<i64>)]
    pub id: Option<i64>,
    /// Whether the game as shown is saved (false after a save failed, until one succeeds).
    pub saved: bool,
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// What a person calls the game (`Sliding tiles 4×4`, `Rubik's cube`, `Five Rings`).
    pub title: String,
    /// The tiles' goal (empty for the other puzzles).
    pub goal: String,
    /// Whether the goal is a custom one.
    pub custom_goal: bool,
    /// The level's name.
    pub level: String,
    /// The seed the game was scrambled with (`new_game` with it plays the same game);
    /// none for an entered position.
    pub seed: Option<u64>,
    /// The level names a new game can take, easiest first.
    pub levels: Vec<String>,
    /// The start position.
    pub start: String,
    /// The current position.
    pub state: String,
    /// The current position decoded, for drawing.
    pub board: BoardView,
    /// The moves applied now.
    pub moves: Vec<String>,
    /// Their count in the puzzle's metric (the cube's HTM: `D2` is one move, rotations
    /// none).
    pub move_count: u32,
    /// Moves redo can replay.
    pub redo: usize,
    /// Whether the position is solved.
    pub solved: bool,
    /// Set at the solved moment: the records it set.
    pub finished: Option<FinishedView>,
    /// Hints asked for.
    pub hints: u32,
    /// Demonstrations started.
    pub demos: u32,
    /// Playing time in milliseconds.
    pub elapsed_ms: u64,
    /// The hint, when one is ready for this position.
    pub hint: Option<HintView>,
    /// The demonstration, when one plays.
    pub demo: Option<DemoView>,
    /// Background work, when any runs.
    pub busy: Option<Busy>,
    /// The status message, in English.
    pub message: String,
    /// Whether `message` is the refusal of the last action: a front end that didn't take
    /// that action (another tab of the same game) may leave it unsaid.
    pub message_refused: bool,
    /// A link (path and query) that opens this game elsewhere: the puzzle, its start and
    /// the moves (for the cube Twizzle's `setup-alg` and `alg`); none while the cube's
    /// tables load.
    pub share: Option<String>,
    /// Grows with every change.
    pub version: u64,
}
