// One game screen: the puzzle's view and the panel, kept in step with the server's game.
// Game rules live on the server (the same controller as the terminal game); this maps
// clicks and keys to actions and draws the views it gets back, in order, each once.

import { api, follow, ApiError } from './api.js';
import { el, store } from './dom.js';
import { t } from './i18n.js';
import { showHelp } from './help.js';
import { buildPanel, showNumbers, showOpening, showPanel } from './panel.js';
import { checkPosition } from './position.js';
import { gameTitle, puzzles, sizeOf } from './puzzles.js';

/** When the first puzzle became playable, and each key press's time to its turn. */
export const figures = { playableAt: 0, keyToTurn: [] };

export class Game {
  constructor(puzzle, app) {
    this.puzzle = puzzle;
    this.kind = puzzles.kind(puzzle);
    this.view = null;
    this.key = null;
    this.unfollow = null;
    this.queue = Promise.resolve();
    this.acting = 0;
    this.chain = Promise.resolve();
    this.backlog = 0;
    this.clock = null;
    this.shownAt = 0;
    this.build(app);
  }

  build(app) {
    this.stage = el('div', { class: 'stage', id: 'stage' });
    this.banner = el('div', { class: 'solved-banner', id: 'solved', role: 'status', hidden: true });
    this.stage.append(this.banner);
    this.puzzleView = new this.kind.View(this.stage, {
      send: (moves) => {
        // From the key press (or click) that asked for it, for the figures.
        const now = performance.now();
        this.keyAt = this.keyTs && now - this.keyTs < 100 ? this.keyTs : now;
        return this.move(moves);
      },
      say: (t) => { this.message.textContent = t; },
      checkPosition: () => checkPosition(this),
      game: this,
    });
    app.replaceChildren(el('div', { class: 'game' }, this.stage, buildPanel(this)));
    showOpening(this);
  }

  /** Opening: a new game asked for, else the game open in this browser, else the saved
   * one, else a new game. */
  async open(opts = {}) {
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
        if (!out) out = await api.create({ puzzle: this.puzzle, ...this.kind.fresh?.() });
      }
    } catch (e) {
      this.fail(e);
      if (opts.create) out = await api.create({ puzzle: this.puzzle }).catch(() => null);
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
    this.clock = setInterval(() => showNumbers(this), 500);
  }

  close() {
    this.unfollow?.();
    clearInterval(this.clock);
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
    document.title = `${gameTitle(this.puzzle, sizeOf(this.puzzle, v))} · puzzlebox`;
    if (v.key) {
      this.key = v.key;
      store.set(this.puzzle, { key: v.key, id: v.id });
    }
    if (v.demo && !old?.demo && v.demo.ms_per_move !== this.msPerMove()) {
      // A demonstration starts at the speed the slider shows.
      this.act({ action: 'speed', ms_per_move: this.msPerMove() });
    } else {
      this.showSpeed(v);
    }
    if (!v.busy && !figures.playableAt) figures.playableAt = performance.now();
    if (animate && oneMore) {
      if (this.keyAt) { figures.keyToTurn.push(performance.now() - this.keyAt); this.keyAt = 0; }
      await this.puzzleView.animate(v.moves[v.moves.length - 1], old, v);
    }
    this.puzzleView.render(v);
    showPanel(this, v);
  }

  msPerMove() {
    return 2050 - +this.speed.value;
  }

  /** The demonstration speed last chosen (milliseconds per move), remembered. */
  preferredMs() {
    const ms = Number(store.pref('speed-ms', ''));
    return ms >= 50 && ms <= 2000 ? ms : this.kind.demoMs;
  }

  /** The slider moved (or a key changed the speed): say the speed, remember it, and tell
   * a demonstration playing once the slider is let go. */
  speedChanged(commit = false) {
    const ms = this.msPerMove();
    this.speedText.textContent = t('speed-shown', { ms });
    store.setPref('speed-ms', String(ms));
    if (commit && this.view?.demo && this.view.demo.ms_per_move !== ms) this.act({ action: 'speed', ms_per_move: ms });
  }

  /** The speed of the demonstration shown on the slider (after [ and ], say). */
  showSpeed(v) {
    if (v.demo && document.activeElement !== this.speed && v.demo.ms_per_move !== this.msPerMove()) {
      this.speed.value = String(2050 - Math.max(50, Math.min(2000, v.demo.ms_per_move)));
    }
    this.speedChanged();
  }

  // Actions reach the server one at a time, in the order they were made; their views are
  // then applied in order (animations run behind, skipped when many are waiting).
  act(action) {
    this.acting++;
    const p = this.chain.then(() => this.send(action));
    this.chain = p.catch(() => {});
    return p.then(async (out) => {
      if (out) await this.enqueue(out);
      return out;
    }).finally(() => { this.acting--; });
  }

  /** Whether every action made has been answered and every view drawn (animations done):
   * what a test waits for instead of a fixed time. */
  settled() {
    return this.acting === 0 && this.backlog === 0;
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
    return this.act({ action: 'move', moves });
  }

  typedMoves() {
    const m = this.movesBox.value.trim();
    if (!m) return;
    this.move(m).then((out) => { if (out) this.movesBox.value = ''; });
  }

  newGame(level, seed) {
    const n = seed === undefined || seed === '' ? null : Number(seed);
    return this.act({ action: 'new_game', level, seed: Number.isSafeInteger(n) && n >= 0 ? n : null });
  }

  /** Starts the demonstration the puzzle's view asks for (its method, or the best
   * solution), or pauses and resumes the one playing. */
  demo() {
    const method = this.puzzleView.demoMethod?.() ?? 'best';
    if (method !== 'best' && !this.view?.demo) return this.act({ action: 'demonstrate_method' });
    return this.act({ action: 'demonstrate' });
  }

  step() {
    return this.act({ action: 'step' });
  }

  stop() {
    return this.act({ action: 'cancel' });
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
    if (k === 'Escape') { if (this.view?.demo || this.view?.busy) this.stop(); return true; }
    if (k === '?') { showHelp(this.puzzle); return true; }
    if (e.code === 'BracketRight' || e.code === 'BracketLeft') {
      if (this.view?.demo) this.act({ action: e.code === 'BracketRight' ? 'faster' : 'slower' });
      return true;
    }
    return this.puzzleView.keydown(e);
  }
}
