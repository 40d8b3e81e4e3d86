//! What a [`super::MemoryStore`] holds — its games, sessions and solves as rows in ordered
//! maps — and the operations on them, each the SQLite store's query done by hand (the same
//! orders, the same refusals).

use std::collections::{BTreeMap, BTreeSet};

use game::{assisted, GameId, PuzzleKind, Puzzles, Status};
use practice::{Mode, NewSolve, SessionInfo, SessionKind, Solve};
use serde::{Deserialize, Serialize};

use crate::data::GameRow;
use crate::error::StoreError;

/// A kept game: its row, its variant's key (`size`) and its moves counted.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct GameRec {
    pub row: GameRow,
    pub key: String,
    pub move_count: u32,
}

impl GameRec {
    /// Unfinished with moves: a game to resume.
    pub fn resumable(&self) -> bool {
        self.row.status == Status::Playing && !self.row.record.moves.is_empty()
    }

    /// Solved with no hint or demonstration.
    pub fn unassisted_solve(&self) -> bool {
        self.row.status == Status::Solved && !assisted(&self.row.record)
    }
}

/// A session's own fields (its solves are counted from [`Tables::solves`]).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct SessionRec {
    pub uid: String,
    pub name: String,
    pub kind: SessionKind,
    pub created_at: i64,
    pub current: bool,
}

/// A solve and the session it is in.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct SolveRec {
    pub session: i64,
    pub solve: Solve,
}

/// Everything kept, by id; the next id of each kind (an id is never given twice); the uids
/// of what was deleted (here, or in a copy taken in), so that taking in an older copy that
/// still holds it does not bring it back.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(super) struct Tables {
    pub games: BTreeMap<GameId, GameRec>,
    pub sessions: BTreeMap<i64, SessionRec>,
    pub solves: BTreeMap<i64, SolveRec>,
    pub next_game: GameId,
    pub next_session: i64,
    pub next_solve: i64,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub deleted: BTreeSet<String>,
}

/// A new uid: 128 random bits in hex (as SQLite's store makes them).
pub(super) fn new_uid() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// The next id after `last` given and the largest kept.
fn next_id<V>(counter: &mut i64, map: &BTreeMap<i64, V>) -> i64 {
    let id = (*counter).max(map.keys().next_back().map_or(0, |k| *k)) + 1;
    *counter = id;
    id
}

impl Tables {
    // --- deletions -----------------------------------------------------------------------

    /// Removes a game, its uid remembered as deleted.
    pub fn forget_game(&mut self, id: GameId) -> Option<GameRec> {
        let g = self.games.remove(&id)?;
        self.deleted.insert(g.row.uid.clone());
        Some(g)
    }

    /// Removes a session (not its solves), its uid remembered as deleted.
    pub fn forget_session(&mut self, id: i64) -> Option<SessionRec> {
        let s = self.sessions.remove(&id)?;
        self.deleted.insert(s.uid.clone());
        Some(s)
    }

    /// Removes a solve, its uid remembered as deleted.
    pub fn forget_solve(&mut self, id: i64) -> Option<SolveRec> {
        let x = self.solves.remove(&id)?;
        self.deleted.insert(x.solve.uid.clone());
        Some(x)
    }

    /// Removes whatever `deleted` names (deleted in a copy taken in).
    pub fn drop_deleted(&mut self) {
        let gone = &self.deleted;
        self.games.retain(|_, g| !gone.contains(&g.row.uid));
        let sessions: Vec<i64> = self
            .sessions
            .iter()
            .filter(|(_, s)| gone.contains(&s.uid))
            .map(|(id, _)| *id)
            .collect();
        for id in &sessions {
            self.sessions.remove(id);
        }
        self.solves
            .retain(|_, x| !gone.contains(&x.solve.uid) && !sessions.contains(&x.session));
    }

    // --- games ---------------------------------------------------------------------------

    pub fn insert_game(&mut self, rec: GameRec) -> GameId {
        let id = next_id(&mut self.next_game, &self.games);
        self.games.insert(id, rec);
        id
    }

    pub fn game(&self, id: GameId) -> Result<&GameRec, StoreError> {
        self.games.get(&id).ok_or(StoreError::NoSuchGame(id))
    }

    pub fn game_mut(&mut self, id: GameId) -> Result<&mut GameRec, StoreError> {
        self.games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))
    }

    pub fn game_by_uid(&self, uid: &str) -> Option<GameId> {
        self.games
            .iter()
            .find(|(_, g)| g.row.uid == uid)
            .map(|(id, _)| *id)
    }

    /// The games that `keep` keeps, the latest played first (`updated_at DESC, id DESC`).
    pub fn latest_games(&self, keep: impl Fn(&GameRec) -> bool) -> Vec<(GameId, GameRow)> {
        let mut out: Vec<(GameId, &GameRec)> = self
            .games
            .iter()
            .filter(|(_, g)| keep(g))
            .map(|(id, g)| (*id, g))
            .collect();
        out.sort_by_key(|(id, g)| std::cmp::Reverse((g.row.updated_at, *id)));
        out.into_iter().map(|(id, g)| (id, g.row.clone())).collect()
    }

    // --- sessions ------------------------------------------------------------------------

    pub fn session(&self, id: i64) -> Result<SessionInfo, StoreError> {
        let s = self
            .sessions
            .get(&id)
            .ok_or_else(|| StoreError::NoSuchSession(id.to_string()))?;
        Ok(SessionInfo {
            id,
            uid: s.uid.clone(),
            name: s.name.clone(),
            kind: s.kind.clone(),
            created_at: s.created_at,
            current: s.current,
            solves: self.solves.values().filter(|x| x.session == id).count() as u64,
        })
    }

    pub fn session_named(&self, name: &str) -> Option<i64> {
        self.sessions
            .iter()
            .find(|(_, s)| s.name == name)
            .map(|(id, _)| *id)
    }

    /// The sessions of a kind, by id.
    pub fn sessions_of<'a>(&'a self, kind: &'a SessionKind) -> impl Iterator<Item = i64> + 'a {
        self.sessions
            .iter()
            .filter(move |(_, s)| s.kind == *kind)
            .map(|(id, _)| *id)
    }

    /// The current session of a kind, if one is marked.
    pub fn current_of_kind(&self, kind: &SessionKind) -> Option<i64> {
        self.sessions_of(kind)
            .find(|id| self.sessions.get(id).is_some_and(|s| s.current))
    }

    /// Makes `id` the only current session among `ids`.
    pub fn make_current_among(&mut self, id: i64, ids: &[i64]) {
        for other in ids {
            if let Some(s) = self.sessions.get_mut(other) {
                s.current = *other == id;
            }
        }
    }

    /// A name as given, trimmed: refused when empty or taken (by another session than
    /// `except`).
    pub fn checked_name(&self, name: &str, except: Option<i64>) -> Result<String, StoreError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(StoreError::EmptyName);
        }
        match self.session_named(name) {
            Some(id) if Some(id) != except => Err(StoreError::NameTaken { name: name.into() }),
            _ => Ok(name.to_string()),
        }
    }

    /// A default name made unique (`Name (2)`, `Name (3)`, …).
    pub fn unique_name(&self, wanted: &str) -> String {
        if self.session_named(wanted).is_none() {
            return wanted.to_string();
        }
        (2..)
            .map(|n| format!("{wanted} ({n})"))
            .find(|name| self.session_named(name).is_none())
            .unwrap_or_else(|| wanted.to_string())
    }

    /// Makes a session (its name checked); it becomes the current one of its kind.
    pub fn insert_session(
        &mut self,
        name: &str,
        kind: &SessionKind,
        uid: Option<&str>,
        created_at: i64,
    ) -> Result<i64, StoreError> {
        let name = self.checked_name(name, None)?;
        for s in self.sessions.values_mut().filter(|s| s.kind == *kind) {
            s.current = false;
        }
        let id = next_id(&mut self.next_session, &self.sessions);
        self.sessions.insert(
            id,
            SessionRec {
                uid: uid.map_or_else(new_uid, str::to_string),
                name,
                kind: kind.clone(),
                created_at,
                current: true,
            },
        );
        Ok(id)
    }

    /// The current session of a kind, made (with the kind's default name) when there is
    /// none: the one marked, else the latest made.
    pub fn current_of(
        &mut self,
        puzzles: &Puzzles,
        kind: &SessionKind,
        now: i64,
    ) -> Result<i64, StoreError> {
        let best = self.sessions_of(kind).max_by_key(|id| {
            let s = &self.sessions[id];
            (s.current, s.created_at, *id)
        });
        match best {
            Some(id) => {
                if let Some(s) = self.sessions.get_mut(&id) {
                    s.current = true;
                }
                Ok(id)
            }
            None => {
                let name = self.unique_name(&kind.default_name(puzzles));
                self.insert_session(&name, kind, None, now)
            }
        }
    }

    // --- solves --------------------------------------------------------------------------

    pub fn insert_solve(&mut self, session: i64, s: &NewSolve, now: i64) -> i64 {
        let id = next_id(&mut self.next_solve, &self.solves);
        let solve = Solve {
            id,
            uid: s.uid.clone().unwrap_or_else(new_uid),
            ms: s.ms,
            penalty: s.penalty,
            moves: s.moves,
            assisted: s.assisted,
            scramble: s.scramble.clone(),
            comment: s.comment.clone(),
            at: s.at.unwrap_or(now),
            game: s.game.clone(),
            optimum: None,
            optimum_exact: None,
            splits: s.splits.clone(),
        };
        self.solves.insert(id, SolveRec { session, solve });
        id
    }

    pub fn solve(&self, id: i64) -> Result<&SolveRec, StoreError> {
        self.solves.get(&id).ok_or(StoreError::NoSuchSolve(id))
    }

    pub fn solve_mut(&mut self, id: i64) -> Result<&mut Solve, StoreError> {
        self.solves
            .get_mut(&id)
            .map(|x| &mut x.solve)
            .ok_or(StoreError::NoSuchSolve(id))
    }

    /// A session's solves, oldest first (`at, id`).
    pub fn solves_of(&self, session: i64) -> Vec<Solve> {
        let mut out: Vec<Solve> = self
            .solves
            .values()
            .filter(|x| x.session == session)
            .map(|x| x.solve.clone())
            .collect();
        out.sort_by_key(|x| (x.at, x.id));
        out
    }

    /// Files a solved game as a solve of the current on-screen session of its puzzle and
    /// size (once: a game already filed keeps its solve).
    pub fn file_solved_game(
        &mut self,
        puzzles: &Puzzles,
        row: &GameRow,
        at: i64,
    ) -> Result<i64, StoreError> {
        let filed = self
            .solves
            .iter()
            .find(|(_, x)| x.solve.game.as_deref() == Some(row.uid.as_str()));
        if let Some((id, _)) = filed {
            return Ok(*id);
        }
        let r = &row.record;
        let kind = SessionKind::of(r.puzzle, &puzzles.key_of(r), Mode::Screen);
        let session = self.current_of(puzzles, &kind, at)?;
        let solve = NewSolve {
            ms: r.elapsed_ms,
            moves: Some(puzzles.move_count(r)),
            assisted: assisted(r),
            scramble: r.start.clone(),
            at: Some(at),
            game: Some(row.uid.clone()),
            splits: puzzles.splits(r),
            ..NewSolve::default()
        };
        Ok(self.insert_solve(session, &solve, at))
    }
}

/// A puzzle's own name for a record's (an alias read as its puzzle's).
pub(super) fn own_kind(puzzles: &Puzzles, kind: PuzzleKind) -> PuzzleKind {
    puzzles.find(kind).map_or(kind, |v| v.kind())
}
