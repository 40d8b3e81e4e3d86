// The page: a menu of the puzzles and the saved games, then one screen per puzzle. Game
// rules live on the server (the same controller as the terminal game); this page maps
// clicks and keys to actions and draws the views it gets back.

import { api, follow, ApiError } from './api.js';
import { TilesView } from './tiles.js';
import { CubeView } from './cube.js';
import { RingsView } from './rings.js';

const VIEWS = { sliding: TilesView, cube: CubeView, rings: RingsView };
const TITLES = { sliding: 'Sliding tiles', cube: "Rubik's cube", rings: 'Five Rings' };
const app = document.getElementById('app');

// --- small helpers -------------------------------------------------------------------------

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

let toastTimer = null;
export function toast(text) {
  const t = document.getElementById('toast');
  t.textContent = text;
  t.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => t.classList.remove('show'), 2500);
}

function showDialog(title, body) {
  const d = document.getElementById('dialog');
  document.getElementById('dialog-title').textContent = title;
  const b = document.getElementById('dialog-body');
  b.replaceChildren(body);
  if (!d.open) d.showModal();
  document.getElementById('dialog-close').focus();
}

function fmtTime(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function button(id, text, onclick, title) {
  return el('button', { id, text, title, onclick });
}

function plural(n, one, many) { return `${n} ${n === 1 ? one : many}`; }

const store = {
  get(puzzle) {
    try { return JSON.parse(localStorage.getItem(`puzzlebox.game.${puzzle}`) || 'null'); } catch { return null; }
  },
  set(puzzle, v) {
    try { localStorage.setItem(`puzzlebox.game.${puzzle}`, JSON.stringify(v)); } catch { /* private mode */ }
  },
  pref(name, def) {
    try { return localStorage.getItem(`puzzlebox.pref.${name}`) ?? def; } catch { return def; }
  },
  setPref(name, v) {
    try { localStorage.setItem(`puzzlebox.pref.${name}`, v); } catch { /* private mode */ }
  },
};

if (store.pref('cb', '0') === '1') document.body.classList.add('cb');

// --- the menu -------------------------------------------------------------------------------

async function showMenu() {
  current?.close();
  current = null;
  document.title = 'puzzlebox';
  let info = [];
  try { info = await api.puzzles(); } catch (e) { toast(e.message); }
  const levels = Object.fromEntries(info.map((i) => [i.puzzle, i.levels]));
  const saved = el('div', { id: 'saved' }, el('p', { class: 'muted', text: 'Loading saved games…' }));
  const stats = el('div', { id: 'stats' });
  app.replaceChildren(
    el('h1', { text: 'Choose a puzzle' }),
    menuCards(levels),
    el('h2', { text: 'Saved games' }), saved,
    el('h2', { text: 'Statistics and personal bests' }), stats,
    el('p', { class: 'row' },
      el('label', {}, el('input', { type: 'checkbox', id: 'cb', checked: document.body.classList.contains('cb'),
        onchange: (e) => { document.body.classList.toggle('cb', e.target.checked); store.setPref('cb', e.target.checked ? '1' : '0'); } }),
      ' Colour-blind friendly colours')));
  await Promise.all([fill(saved, savedGames), fill(stats, statsTable)]);
  app.focus();
}

/** Replaces a placeholder with what `make` builds, or with the error it met. */
async function fill(holder, make) {
  try { holder.replaceChildren(await make()); } catch (e) { holder.replaceChildren(el('p', { class: 'error', text: e.message })); }
}

/** A card per puzzle: its level (and the tiles' size), New game and Continue. */
function menuCards(levels) {
  const tilesSize = el('select', { id: 'menu-size', 'aria-label': 'Board size' });
  for (let n = 2; n <= 10; n++) tilesSize.append(el('option', { value: `${n}x${n}`, text: `${n}×${n}` }));
  tilesSize.value = store.pref('size', '3x3');
  const card = (p, desc, extra) => {
    const lv = el('select', { id: `menu-level-${p}`, 'aria-label': `${TITLES[p]} level` },
      (levels[p] || ['random']).map((l) => el('option', { value: l, text: l })));
    const play = () => {
      if (p === 'sliding') store.setPref('size', tilesSize.value);
      pendingNew = { puzzle: p, level: lv.value, size: p === 'sliding' ? tilesSize.value : undefined };
      if (location.hash === `#/${p}`) route(); else location.hash = `#/${p}`;
    };
    return el('section', { class: 'card', 'aria-labelledby': `card-${p}` },
      el('h2', { id: `card-${p}`, text: TITLES[p] }),
      el('p', { class: 'muted', text: desc }),
      el('div', { class: 'row' }, extra, lv),
      el('div', { class: 'row' },
        el('button', { class: 'primary', id: `play-${p}`, text: 'New game', onclick: play }),
        el('button', { text: 'Continue', onclick: () => { location.hash = `#/${p}`; } })));
  };
  return el('div', { class: 'cards' },
    card('sliding', 'Slide the tiles into order, the blank last. 8-, 15-, 24-puzzle and more.', tilesSize),
    card('cube', 'Make every face one colour. Turn with the keyboard, the mouse or notation.', null),
    card('rings', 'Five rings of seven, joined by a disk: bring every ring back to its colour.', null));
}

function table(headers, rows) {
  return el('table', {}, el('thead', {}, el('tr', {}, headers.map((h) => el('th', { text: h })))),
    el('tbody', {}, rows.map((cells) => el('tr', {}, cells.map((c) => el('td', {}, c))))));
}

/** The unfinished games, each with a Resume button. */
async function savedGames() {
  const games = await api.saved();
  if (games.length === 0) return el('p', { class: 'muted', text: 'No unfinished game.' });
  return table(['Puzzle', 'Level', 'Moves', 'Time', ''], games.map((g) => [
    g.puzzle === 'sliding' ? `tiles ${sizeOf(g.variant)}` : TITLES[g.puzzle], g.level, String(g.moves), fmtTime(g.elapsed_ms),
    el('button', { text: 'Resume', 'aria-label': `Resume the ${g.puzzle} game ${g.id}`, onclick: () => {
      store.set(g.puzzle, { id: g.id });
      location.hash = `#/${g.puzzle}`;
    } })]));
}

/** Games, solves and personal bests per puzzle and level. */
async function statsTable() {
  const rows = await api.stats();
  if (rows.length === 0) return el('p', { class: 'muted', text: 'No games yet.' });
  return table(['Puzzle', 'Level', 'Played', 'Solved', 'Best time', 'Fewest moves'], rows.map((r) => [
    r.puzzle, r.level, String(r.played), String(r.solved),
    r.best_ms == null ? '– (no solve without hints or a demonstration yet)' : fmtTime(r.best_ms),
    r.fewest_moves == null ? '–' : String(r.fewest_moves)]));
}

function sizeOf(variant) {
  if (!variant) return '3×3';
  const rows = variant.split('/');
  return `${rows[0].trim().split(/\s+/).length}×${rows.length}`;
}

// --- a game screen ---------------------------------------------------------------------------

let current = null;
let pendingNew = null;
const figures = { playableAt: 0, keyToTurn: [] };

class Game {
  constructor(puzzle) {
    this.puzzle = puzzle;
    this.view = null;
    this.key = null;
    this.unfollow = null;
    this.queue = Promise.resolve();
    this.chain = Promise.resolve();
    this.backlog = 0;
    this.clock = null;
    this.shownAt = 0;
    this.localDemo = null;
    this.build();
  }

  build() {
    const p = this.puzzle;
    this.stage = el('div', { class: 'stage', id: 'stage' });
    this.banner = el('div', { class: 'solved-banner', id: 'solved', role: 'status', hidden: true });
    this.stage.append(this.banner);
    this.puzzleView = new VIEWS[p](this.stage, {
      send: (moves) => {
        // From the key press (or click) that asked for it, for the figures.
        const now = performance.now();
        this.keyAt = this.keyTs && now - this.keyTs < 100 ? this.keyTs : now;
        return this.move(moves);
      },
      say: (t) => { this.message.textContent = t; },
      game: this,
    });
    const panel = el('div', { class: 'panel' },
      this.gameSection(), this.solverSection(), this.movesSection(), this.positionSection());
    app.replaceChildren(el('div', { class: 'game' }, this.stage, panel));
  }

  /** Moves, time, the message, undo/redo/restart, new games. */
  gameSection() {
    this.message = el('p', { class: 'message', id: 'message', role: 'status', 'aria-live': 'polite' });
    this.progress = el('progress', { id: 'progress', hidden: true, max: 1, value: 0 });
    this.numbers = el('div', { class: 'stats', id: 'numbers' });
    this.levelSel = el('select', { id: 'level', 'aria-label': 'Level of the next game' });
    this.seedBox = el('input', { type: 'number', id: 'seed', min: 0, placeholder: 'seed', 'aria-label': 'Seed of the next game (empty: random)', style: 'width:7em' });
    return el('section', { 'aria-label': 'The game' },
      el('h3', { id: 'title', text: TITLES[this.puzzle] }),
      this.numbers, this.progress, this.message,
      el('div', { class: 'row' },
        button('undo', 'Undo', () => this.act({ action: 'undo' }), 'Take back a move (Backspace, Ctrl+Z)'),
        button('redo', 'Redo', () => this.act({ action: 'redo' }), 'Replay an undone move (Ctrl+Y)'),
        button('restart', 'Restart', () => this.act({ action: 'restart' }), 'Back to the start (Home)')),
      el('div', { class: 'row' }, this.levelSel, this.seedBox,
        button('new', 'New game', () => this.newGame(this.levelSel.value, this.seedBox.value), 'A new game at this level (and seed)'),
        button('rescramble', 'Rescramble', () => this.act({ action: 'rescramble' }), 'A new start at the same level')));
  }

  /** The hint and the demonstration's controls. */
  solverSection() {
    this.hintBtn = button('hint', 'Hint', () => this.act({ action: 'hint' }), 'The next move of a good solution (,)');
    this.demoBtn = button('demo', 'Demonstrate', () => this.demo(), 'Play a solution (.)');
    this.stepBtn = button('step', 'Step', () => this.step(), 'One move of the demonstration');
    this.stopBtn = button('stop', 'Stop', () => this.stop(), 'Stop the demonstration (Esc)');
    // Right is faster: the slider's value is 2050 − milliseconds per move.
    this.speed = el('input', { type: 'range', id: 'speed', min: 50, max: 2000, step: 50, value: 2050 - (this.puzzle === 'sliding' ? 1000 : 600), 'aria-label': 'Demonstration speed',
      onchange: () => { if (this.view?.demo) this.act({ action: 'speed', ms_per_move: this.msPerMove() }); } });
    return el('section', { 'aria-label': 'Help from the solver' },
      el('h3', { text: 'Hint and demonstration' }),
      el('div', { class: 'row' }, this.hintBtn, this.demoBtn, this.stepBtn, this.stopBtn),
      el('label', { class: 'row' }, 'Speed', this.speed),
      this.puzzleView.demoOptions?.() ?? null);
  }

  /** The move box and the moves made. */
  movesSection() {
    this.movesBox = el('input', { type: 'text', id: 'moves-input', 'aria-label': 'Moves in notation', placeholder: movePlaceholder(this.puzzle), autocomplete: 'off', spellcheck: 'false' });
    this.movesList = el('div', { class: 'moves-list', id: 'moves-list', 'aria-label': 'Moves made' });
    return el('section', { 'aria-label': 'Moves' },
      el('h3', { text: 'Moves' }),
      el('form', { class: 'row', onsubmit: (e) => { e.preventDefault(); this.typedMoves(); } },
        this.movesBox, el('button', { type: 'submit', id: 'play-moves', text: 'Play' })),
      this.movesList);
  }

  /** Entering, copying and sharing positions (and the puzzle's own extras). */
  positionSection() {
    this.posBox = el('textarea', { id: 'position-input', rows: 2, 'aria-label': 'A position to play (and, for tiles, a goal after |)', placeholder: positionPlaceholder(this.puzzle), spellcheck: 'false' });
    this.verdict = el('p', { id: 'verdict', class: 'muted', role: 'status', 'aria-live': 'polite' });
    let timer = null;
    this.posBox.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => this.checkPosition(), 250); });
    return el('section', { 'aria-label': 'Position' },
      el('h3', { text: 'Position' }),
      this.posBox, this.verdict,
      el('div', { class: 'row' },
        button('set-position', 'Play this position', () => this.setPosition()),
        button('copy-position', 'Copy position', () => this.copyPosition()),
        button('share', 'Share link', () => this.share())),
      this.puzzleView.panelExtras?.() ?? null);
  }

  // Opening: the stored game, else the saved one, else a new game.
  async open(opts = {}) {
    document.title = `${TITLES[this.puzzle]} · puzzlebox`;
    let out = null;
    try {
      if (opts.create) {
        out = await api.create({ puzzle: this.puzzle, ...opts.create });
      } else {
        const saved = store.get(this.puzzle);
        if (saved?.key) {
          try { out = await api.game(saved.key); } catch (e) { if (!(e instanceof ApiError) || e.status !== 404) throw e; }
        }
        if (!out && saved?.id) {
          try { out = await api.resume(saved.id); } catch (e) { if (!(e instanceof ApiError) || (e.status !== 404 && e.status !== 422)) throw e; }
        }
        if (!out) out = await api.create({ puzzle: this.puzzle, size: this.puzzle === 'sliding' ? store.pref('size', '3x3') : undefined });
      }
    } catch (e) {
      this.message.textContent = e.message;
      this.message.classList.add('error');
      if (opts.create) {
        out = await api.create({ puzzle: this.puzzle }).catch(() => null);
      }
      if (!out) return;
    }
    this.attach(out);
  }

  attach(out) {
    this.unfollow?.();
    this.key = out.key;
    this.view = null;
    this.apply(out, false);
    this.unfollow = follow(this.key, (v) => this.enqueue(v));
    clearInterval(this.clock);
    this.clock = setInterval(() => this.showNumbers(), 500);
  }

  close() {
    this.unfollow?.();
    clearInterval(this.clock);
    this.localDemo = null;
    this.puzzleView.close?.();
  }

  // Views arrive from actions and from the event stream; they are applied in order, each
  // once, and a view one move ahead of the shown one is animated.
  enqueue(v) {
    this.backlog++;
    this.queue = this.queue.then(() => this.apply(v, this.backlog < 4)).catch(() => {})
      .finally(() => { this.backlog--; });
    return this.queue;
  }

  async apply(v, animate) {
    if (this.view && v.version <= this.view.version && v.key === this.key) return;
    const old = this.view;
    const oneMore = old && v.moves.length === old.moves.length + 1 && old.state !== v.state &&
      v.start === old.start && old.moves.every((m, i) => m === v.moves[i]);
    this.view = v;
    this.shownAt = performance.now();
    if (v.key) {
      this.key = v.key;
      store.set(this.puzzle, { key: v.key, id: v.id });
    }
    if (v.demo && !old?.demo && v.demo.ms_per_move !== this.msPerMove()) {
      // A demonstration starts at the speed the slider shows.
      this.act({ action: 'speed', ms_per_move: this.msPerMove() });
    }
    if (!v.busy && !figures.playableAt) figures.playableAt = performance.now();
    if (animate && oneMore) {
      if (this.keyAt) { figures.keyToTurn.push(performance.now() - this.keyAt); this.keyAt = 0; }
      await this.puzzleView.animate(v.moves[v.moves.length - 1], old, v);
    }
    this.puzzleView.render(v);
    this.showPanel(v);
  }

  msPerMove() {
    return 2050 - +this.speed.value;
  }

  showNumbers() {
    const v = this.view;
    if (!v) return;
    let ms = v.elapsed_ms;
    if (!v.solved && !v.busy) ms += performance.now() - this.shownAt;
    this.numbers.replaceChildren(
      el('div', {}, el('b', { id: 'move-count', text: v.move_count }), this.puzzle === 'cube' ? 'moves (HTM)' : 'moves'),
      el('div', {}, el('b', { id: 'time', text: fmtTime(ms) }), 'time'),
      el('div', {}, el('b', { text: ms > 1000 ? (v.move_count / (ms / 1000)).toFixed(2) : '–' }), 'moves/s'),
      el('div', {}, el('b', { id: 'hint-count', text: v.hints }), 'hints'));
  }

  showPanel(v) {
    this.showNumbers();
    if (this.levelSel.options.length !== v.levels.length) {
      this.levelSel.replaceChildren(...v.levels.map((l) => el('option', { value: l, text: l })));
    }
    if (v.levels.includes(v.level)) this.levelSel.value = v.level;
    document.getElementById('title').textContent =
      `${TITLES[this.puzzle]}${this.puzzle === 'sliding' ? ' ' + sizeOf(v.goal) : ''} · level ${v.level}` +
      (v.seed != null ? ` · seed ${v.seed}` : '') + (v.custom_goal ? ` · goal ${v.goal}` : '');
    this.message.classList.remove('error', 'busy');
    let msg = v.message;
    if (v.busy) {
      this.message.classList.add('busy');
      const what = { tables: 'Loading the solver tables', new_game: 'Preparing the new game', hint: 'Thinking', demo: 'Planning a demonstration' }[v.busy.task];
      msg = v.busy.total > 0 ? `${what}: building ${v.busy.label}` : `${what}…`;
      this.progress.hidden = !(v.busy.total > 0);
      if (v.busy.total > 0) { this.progress.max = v.busy.total; this.progress.value = v.busy.done; }
    } else {
      this.progress.hidden = true;
    }
    if (v.hint) msg = `Hint: ${v.hint.move} — ${v.hint.length} → ${v.hint.length - 1} moves from solved (${v.hint.optimal ? 'optimal' : "the solver's bound"})${v.hint.method ? `; ${v.hint.method}` : ''}`;
    if (v.demo?.step) msg = `Beginner's method: ${v.demo.step} (${v.demo.played} of ${v.demo.moves.length} moves)`;
    if (this.localDemo?.step) msg = `Classic method: ${this.localDemo.step}`;
    this.message.textContent = msg;
    const demoOn = !!v.demo || !!this.localDemo;
    this.demoBtn.textContent = demoOn ? (v.demo?.paused || this.localDemo?.paused ? 'Resume' : 'Pause') : 'Demonstrate';
    this.stepBtn.disabled = !demoOn;
    this.stopBtn.disabled = !demoOn && !v.busy;
    this.movesList.textContent = v.moves.length ? v.moves.join(' ') : '(none yet)';
    if (v.finished || (v.solved && v.moves.length > 0)) {
      const f = v.finished || {};
      const rec = [f.best_time && 'a new best time', f.best_moves && 'a new fewest-moves record'].filter(Boolean);
      this.banner.hidden = false;
      this.banner.textContent = `Solved! ${plural(v.move_count, 'move', 'moves')} in ${fmtTime(v.elapsed_ms)}` +
        (rec.length ? ` — ${rec.join(' and ')}!` : '') +
        (v.hints || v.demos ? ` (${plural(v.hints, 'hint', 'hints')}, ${plural(v.demos, 'demonstration', 'demonstrations')}: no record)` : '');
    } else {
      this.banner.hidden = true;
    }
    this.hintBtn.classList.toggle('hinted', false);
  }

  // Actions reach the server one at a time, in the order they were made; their views are
  // then applied in order (animations run behind, skipped when many are waiting).
  act(action) {
    const p = this.chain.then(() => this.send(action));
    this.chain = p.catch(() => {});
    return p.then(async (out) => {
      if (out) await this.enqueue(out);
      return out;
    });
  }

  async send(action) {
    if (!this.key) return null;
    try {
      return await api.act(this.key, action);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404 && this.view?.id) {
        // The server restarted: the game is saved; resume it and try again.
        try {
          const resumed = await api.resume(this.view.id);
          this.attach(resumed);
          return await api.act(this.key, action);
        } catch (e2) { this.fail(e2); return null; }
      }
      this.fail(e);
      return null;
    }
  }

  fail(e) {
    this.message.textContent = e.message;
    this.message.classList.add('error');
  }

  move(moves) {
    this.localDemo = null;
    return this.act({ action: 'move', moves });
  }

  typedMoves() {
    const m = this.movesBox.value.trim();
    if (!m) return;
    this.move(m).then((out) => { if (out) this.movesBox.value = ''; });
  }

  newGame(level, seed) {
    this.localDemo = null;
    const n = seed === undefined || seed === '' ? null : Number(seed);
    return this.act({ action: 'new_game', level, seed: Number.isSafeInteger(n) && n >= 0 ? n : null });
  }

  demo() {
    if (this.localDemo) { this.localDemo.paused = !this.localDemo.paused; this.showPanel(this.view); return; }
    const method = this.puzzleView.demoMethod?.() ?? 'best';
    if (method === 'human' && !this.view?.demo) return this.act({ action: 'demonstrate_method' });
    if (method !== 'best' && !this.view?.demo) return this.classicDemo(method);
    return this.act({ action: 'demonstrate' });
  }

  step() {
    if (this.localDemo) { this.localDemo.paused = true; return this.localStep(); }
    return this.act({ action: 'step' });
  }

  stop() {
    this.localDemo = null;
    return this.act({ action: 'cancel' });
  }

  // A demonstration of a method in named steps (the rings' classic method): the page plays
  // its moves one by one, showing the current step's name; any move of the player stops it.
  async classicDemo(solver) {
    this.message.textContent = 'Planning the classic method…';
    this.message.classList.add('busy');
    let rec;
    try {
      rec = await api.solve({ puzzle: this.puzzle, state: this.view.state, solver });
    } catch (e) { this.fail(e); return; }
    const moves = [];
    for (const s of rec.steps) {
      for (const tok of s.moves.split(/\s+/).filter(Boolean)) {
        const m = /^(\d)([+-])(\d*)$/.exec(tok);
        const n = m && m[3] ? +m[3] : 1;
        for (let i = 0; i < n; i++) moves.push({ move: `${m ? m[1] + m[2] : tok}`, step: s.name });
      }
    }
    const demo = { moves, played: 0, paused: false, step: moves[0]?.step };
    this.localDemo = demo;
    await this.act({ action: 'cancel' });
    this.localDemo = demo;
    const tick = async () => {
      if (this.localDemo !== demo) return;
      if (!demo.paused) await this.localStep();
      if (this.localDemo === demo && demo.played < demo.moves.length) setTimeout(tick, this.msPerMove());
      else if (this.localDemo === demo) { this.localDemo = null; this.showPanel(this.view); }
    };
    setTimeout(tick, 200);
  }

  async localStep() {
    const d = this.localDemo;
    if (!d || d.played >= d.moves.length) return;
    const m = d.moves[d.played++];
    d.step = m.step;
    const out = await this.send({ action: 'move', moves: m.move });
    if (out) await this.enqueue(out);
  }

  async checkPosition() {
    const text = this.posBox.value.trim();
    if (!text) { this.verdict.textContent = ''; return; }
    const [state, goal] = text.split('|').map((s) => s.trim());
    try {
      const r = await api.validate({ puzzle: this.puzzle, state, goal: goal || undefined });
      this.verdict.className = 'okay';
      this.verdict.textContent = r.solved ? 'Valid, and already solved.' : 'Valid: this position can be solved.';
    } catch (e) {
      this.verdict.className = 'error';
      this.verdict.textContent = e.message;
    }
  }

  async setPosition(text) {
    text = (text ?? this.posBox.value).trim();
    if (!text) { this.verdict.textContent = 'Type or paste a position first.'; return; }
    const [start, goal] = text.split('|').map((s) => s.trim());
    const out = await this.act({ action: 'set_position', start, goal: goal || null });
    if (out) { this.verdict.className = 'okay'; this.verdict.textContent = 'Playing the entered position.'; }
    else { this.verdict.className = 'error'; this.verdict.textContent = this.message.textContent; }
  }

  async copyPosition() {
    const v = this.view;
    const text = this.puzzle === 'sliding' && v.custom_goal ? `${v.state} | ${v.goal}` : v.state;
    this.posBox.value = text;
    try { await navigator.clipboard.writeText(text); toast('Position copied'); } catch { toast('Position in the box below'); }
  }

  async share() {
    const v = this.view;
    const u = new URL(location.origin + '/');
    u.searchParams.set('puzzle', this.puzzle);
    if (this.puzzle === 'cube') {
      // Twizzle-compatible: setup-alg makes the start from solved, alg replays the moves.
      let setup = '';
      if (v.start !== solvedCube(v.start)) {
        try {
          const r = await api.solve({ puzzle: 'cube', state: v.start });
          setup = invertAlg(r.solution || '');
        } catch (e) { this.fail(e); return; }
      }
      u.searchParams.set('setup-alg', setup);
      u.searchParams.set('alg', v.moves.join(' '));
    } else {
      u.searchParams.set('start', v.start);
      if (this.puzzle === 'sliding') u.searchParams.set('goal', v.goal);
      u.searchParams.set('moves', v.moves.join(' '));
    }
    const link = u.toString();
    const field = el('input', { type: 'text', id: 'share-link', value: link, readonly: true, 'aria-label': 'Share link', style: 'width:100%' });
    showDialog('Share this game', el('div', {}, el('p', { text: 'The link holds the puzzle, its start and the moves made:' }), field,
      this.puzzle === 'cube' ? el('p', { class: 'muted', text: 'The same setup-alg and alg parameters work on Twizzle.' }) : null));
    field.select();
    try { await navigator.clipboard.writeText(link); toast('Link copied'); } catch { /* shown in the dialog */ }
  }

  keydown(e) {
    this.keyTs = e.timeStamp;
    const k = e.key;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && (k === 'z' || k === 'Z')) { e.shiftKey ? this.act({ action: 'redo' }) : this.act({ action: 'undo' }); return true; }
    if (ctrl && (k === 'y' || k === 'Y')) { this.act({ action: 'redo' }); return true; }
    if (ctrl || e.altKey) return false;
    if (k === 'Backspace') { this.act({ action: 'undo' }); return true; }
    if (k === 'Home') { this.act({ action: 'restart' }); return true; }
    if (e.code === 'Comma') { this.act({ action: 'hint' }); return true; }
    if (e.code === 'Period') { this.demo(); return true; }
    if (k === 'Escape') { if (this.view?.demo || this.localDemo || this.view?.busy) this.stop(); return true; }
    if (k === '?') { showHelp(this.puzzle); return true; }
    if (e.code === 'BracketRight' || e.code === 'BracketLeft') {
      if (this.view?.demo) this.act({ action: e.code === 'BracketRight' ? 'faster' : 'slower' });
      return true;
    }
    return this.puzzleView.keydown(e);
  }
}

function movePlaceholder(p) {
  return { sliding: 'e.g. U L D R (the way a tile slides)', cube: "e.g. R U R' U' or [R, U] (F2 D)2", rings: 'e.g. 3+ 0- 2+3' }[p];
}

function positionPlaceholder(p) {
  return {
    sliding: '8 6 7/2 5 4/3 0 1   (rows split by /, 0 the blank; add | goal for a custom goal)',
    cube: '54 letters URFDLB (or colours WRGYOB) in Kociemba\'s order',
    rings: 'five rings of 7 letters K B G O R, split by /',
  }[p];
}

function solvedCube(s) {
  return [0, 9, 18, 27, 36, 45].map((i) => s[i + 4].repeat(9)).join('');
}

/** The inverse of a move sequence in WCA notation (face turns). */
export function invertAlg(alg) {
  return alg.split(/\s+/).filter(Boolean).reverse().map((m) => {
    if (m.endsWith("2'")) return m.slice(0, -1);
    if (m.endsWith('2')) return m;
    if (m.endsWith("'")) return m.slice(0, -1);
    return m + "'";
  }).join(' ');
}

// --- help ----------------------------------------------------------------------------------

const HELP = {
  sliding: [
    'Slide the tiles into order, the blank last (or into the goal you entered).',
    'Click or tap a tile in the blank\'s row or column to slide it (and those between); arrow keys slide a tile into the blank in that direction.',
  ],
  cube: [
    'Make every face one colour. Drag the cube to look around it.',
    'Keys as on csTimer and cubing.js: I=R, K=R\', J=U, F=U\', H=F, G=F\', D=L, E=L\', S=D, L=D\', W=B, O=B\'; ;=y, A=y\', T=x, N=x\', P=z, Q=z\'.',
    'Layer marker: 1–9 pick a layer (U E\' D\' L M R\' F S B\'), Space turns it (Shift+Space the other way).',
    'The move box takes all of the notation: R U F D L B, \', 2, Rw or r, M E S, x y z, (…)3, [A, B], [A: B], [f+].',
  ],
  rings: [
    'Five small rings of seven pieces share a central disk that carries two pieces of every ring. Turn a ring or the disk either way until every ring holds only its own colour: 1 black, 2 blue, 3 green, 4 orange, 5 red.',
    'Click the arrows beside a ring (or the disk\'s in the middle) to turn it; or pick a ring with 0–5 (0 is the disk) or Tab, then turn it with the arrow keys or + and −.',
  ],
};

function showHelp(puzzle) {
  const body = el('div', {});
  for (const line of HELP[puzzle] || []) body.append(el('p', { text: line }));
  if (puzzle === 'rings') body.append(RingsView.picture());
  body.append(el('h3', { text: 'Keys for every puzzle' }),
    el('ul', {},
      el('li', {}, el('kbd', { text: 'Backspace' }), ' or ', el('kbd', { text: 'Ctrl+Z' }), ' undo, ', el('kbd', { text: 'Ctrl+Y' }), ' redo, ', el('kbd', { text: 'Home' }), ' restart'),
      el('li', {}, el('kbd', { text: ',' }), ' hint', puzzle !== 'cube' ? ' (also h)' : '', ', ', el('kbd', { text: '.' }), ' demonstrate / pause', puzzle !== 'cube' ? ' (also p)' : ''),
      el('li', {}, el('kbd', { text: '[' }), ' ', el('kbd', { text: ']' }), ' slower / faster demonstration, ', el('kbd', { text: 'Esc' }), ' stop it'),
      el('li', {}, el('kbd', { text: '?' }), ' this help')));
  showDialog(puzzle ? `${TITLES[puzzle]}: rules and keys` : 'puzzlebox', body);
}

document.getElementById('help-button').addEventListener('click', () => showHelp(current?.puzzle || 'sliding'));

document.addEventListener('keydown', (e) => {
  if (!current) return;
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
  if (document.getElementById('dialog').open) return;
  if (current.keydown(e)) e.preventDefault();
});

// --- routes ----------------------------------------------------------------------------------

async function route() {
  const params = new URLSearchParams(location.search);
  const shared = params.get('puzzle');
  if (shared && VIEWS[shared]) {
    // A share link: the puzzle, its start and the moves.
    const create = {};
    if (shared === 'cube') {
      create.setup = params.get('setup-alg') || '';
      create.moves = params.get('alg') || '';
    } else {
      create.start = params.get('start') || undefined;
      if (shared === 'sliding') create.goal = params.get('goal') || undefined;
      create.moves = params.get('moves') || '';
    }
    history.replaceState(null, '', `/#/${shared}`);
    current?.close();
    current = new Game(shared);
    await current.open({ create });
    return;
  }
  const m = /^#\/(sliding|tiles|cube|rings)$/.exec(location.hash);
  if (!m) { showMenu(); return; }
  const puzzle = m[1] === 'tiles' ? 'sliding' : m[1];
  current?.close();
  current = new Game(puzzle);
  const want = pendingNew && pendingNew.puzzle === puzzle ? pendingNew : null;
  pendingNew = null;
  if (want) await current.open({ create: { level: want.level, size: want.size } });
  else await current.open();
}

window.addEventListener('hashchange', route);
route();

// For the browser tests and the figures: the game, when the first puzzle became playable
// (milliseconds since navigation), and the time from each key press to its turn starting.
window.puzzlebox = { get game() { return current; }, figures };
