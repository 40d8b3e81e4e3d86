// A game watched back (`#/replay/<saved game>`, or a share link's `?replay=<puzzle>`):
// every action at its own pace — ½×, 1×, 2× — with pause, step and a seek bar, the move
// list beside it (undos shown as such, the current action marked), the clock, and the
// solve's stages under it. The frames (each action's board) and the stages come from the
// server; the page only chooses which frame to draw when. The clock is the practice
// screen's (`window.puzzleboxClock` when a test sets one).

import { api } from './api.js';
import { el, toast } from './dom.js';
import { t } from './i18n.js';
import { clock, now } from './practice.js';
import { puzzles } from './puzzles.js';

/** The speeds, each with its name's message. */
const SPEEDS = [[0.5, 'replay-speed-half'], [1, 'replay-speed-normal'], [2, 'replay-speed-double']];

/** How an action reads in the move list: a move as written, an undo and a redo marked. */
function actText(f) {
  if (f.act === 'undo') return t('replay-undo', { move: f.move });
  if (f.act === 'redo') return t('replay-redo', { move: f.move });
  if (f.act === 'restart') return t('replay-restart');
  return f.move;
}

export class Replay {
  /** `source`: `{ id }` of a saved game, or `{ shared }` a share link's replay. */
  constructor(app, source) {
    this.app = app;
    this.source = source;
    this.data = null;
    this.t = 0;
    this.speed = 1;
    this.playing = false;
    this.last = 0;
    this.raf = 0;
    // No frame drawn yet (-1 is the start position's frame: it must be drawn too).
    this.shown = null;
  }

  async open() {
    this.app.replaceChildren(el('p', { class: 'muted', text: t('replay-loading') }));
    try {
      this.data = this.source.shared
        ? await api.sharedReplay(this.source.shared)
        : await api.replay(this.source.id);
    } catch (e) {
      this.app.replaceChildren(el('p', { class: 'error', role: 'alert', text: e.message }));
      return;
    }
    this.build();
    this.seek(0);
  }

  close() {
    cancelAnimationFrame(this.raf);
    this.playing = false;
  }

  build() {
    const d = this.data;
    const kind = puzzles.kind(d.puzzle);
    this.stage = el('div', { class: 'stage replay-stage', id: 'replay-stage' });
    this.view = new kind.View(this.stage, { send() {}, say() {}, game: null, picture: true });
    // Watched, not played: nothing on the board takes a click or a key.
    this.stage.style.pointerEvents = 'none';
    for (const e of this.stage.querySelectorAll('[tabindex]')) e.setAttribute('tabindex', '-1');
    this.clockText = el('span', { class: 'replay-clock', id: 'replay-clock', role: 'timer', 'aria-live': 'off' });
    this.playBtn = el('button', { id: 'replay-play', type: 'button', onclick: () => this.toggle() });
    this.seekBar = el('input', { id: 'replay-seek', type: 'range', min: 0, max: d.ms, step: 10, value: 0,
      'aria-label': t('replay-seek'), oninput: () => { this.pause(); this.seek(Number(this.seekBar.value)); } });
    const speed = el('select', { id: 'replay-speed', 'aria-label': t('replay-speed'),
      onchange: () => { this.setSpeed(Number(speed.value)); } },
    ...SPEEDS.map(([s, id]) => el('option', { value: s, text: t(id), selected: s === 1 })));
    const controls = el('div', { class: 'row replay-controls' },
      el('button', { id: 'replay-back', type: 'button', text: t('replay-step-back'), onclick: () => this.step(-1) }),
      this.playBtn,
      el('button', { id: 'replay-forward', type: 'button', text: t('replay-step-forward'), onclick: () => this.step(1) }),
      speed, this.clockText);
    this.list = el('ol', { class: 'replay-moves', id: 'replay-moves', 'aria-label': t('replay-moves') },
      ...d.frames.map((f, i) => el('li', { 'data-i': i, class: `act-${f.act}`, text: actText(f) })));
    const title = t('replay-title', { puzzle: puzzles.title(d.puzzle) });
    this.app.replaceChildren(el('section', { class: 'replay', 'aria-label': title },
      el('h1', { text: title }),
      d.timed ? null : el('p', { class: 'muted', id: 'replay-untimed', text: t('replay-untimed') }),
      this.stage, controls, this.seekBar, this.list, this.stages(),
      el('p', { class: 'row' },
        el('button', { id: 'replay-share', type: 'button', text: t('replay-share'), disabled: !d.timed, onclick: () => this.share() }),
        el('a', { href: '#/', text: t('replay-menu') }))));
  }

  /** The stages' table, when the game ends solved. */
  stages() {
    const d = this.data;
    if (!d.stages.length) return null;
    const secs = (ms) => (ms == null ? '–' : clock(ms));
    const head = ['replay-col-stage', 'replay-col-moves', 'replay-col-time', 'replay-col-pause', 'replay-col-tps']
      .map((id) => el('th', { scope: 'col', text: t(id) }));
    const rows = d.stages.map((s) => el('tr', {},
      el('th', { scope: 'row', text: s.label }), el('td', { text: String(s.count) }),
      el('td', { text: secs(s.ms) }), el('td', { text: secs(s.pause_ms) }),
      el('td', { text: s.tps == null ? '–' : s.tps.toFixed(2) }),
      el('td', { class: 'mono', text: s.moves })));
    return el('div', { class: 'table-wrap' },
      el('table', { class: 'replay-stages', id: 'replay-stages' },
        el('caption', { text: t('replay-stages') }), el('thead', {}, el('tr', {}, ...head, el('th', {}))), el('tbody', {}, ...rows)));
  }

  /** Frames shown at game time `ms`: those taken at or before it. */
  frameAt(ms) {
    const f = this.data.frames;
    let lo = 0;
    let hi = f.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (f[mid].ms <= ms) lo = mid + 1; else hi = mid;
    }
    return lo - 1;
  }

  /** To game time `ms`, showing frame `index` (by default the last taken by then: a
   * step picks one of several actions taken at the same time). */
  seek(ms, index) {
    this.t = Math.max(0, Math.min(ms, this.data.ms));
    this.index = index ?? this.frameAt(this.t);
    this.draw();
  }

  draw() {
    const d = this.data;
    if (this.playing) this.index = this.frameAt(this.t);
    const i = this.index;
    if (i !== this.shown) {
      const board = i < 0 ? d.start_board : d.frames[i].board;
      this.view.render({ board, hint: null, solved: false });
      this.list.querySelector('[aria-current]')?.removeAttribute('aria-current');
      const li = i >= 0 ? this.list.children[i] : null;
      if (li) {
        li.setAttribute('aria-current', 'step');
        li.scrollIntoView?.({ block: 'nearest' });
      }
      this.shown = i;
    }
    this.clockText.textContent = `${clock(this.t)} / ${clock(d.ms)}`;
    this.seekBar.value = String(this.t);
    this.playBtn.textContent = t(this.playing ? 'replay-pause' : 'replay-play');
  }

  toggle() {
    if (this.playing) { this.pause(); return; }
    if (this.t >= this.data.ms) this.seek(0);
    this.playing = true;
    this.last = now();
    const tick = () => {
      if (!this.playing) return;
      const at = now();
      this.t += (at - this.last) * this.speed;
      this.last = at;
      if (this.t >= this.data.ms) {
        this.t = this.data.ms;
        this.draw();
        this.playing = false;
      }
      this.draw();
      if (this.playing) this.raf = requestAnimationFrame(tick);
    };
    this.draw();
    this.raf = requestAnimationFrame(tick);
  }

  pause() {
    if (!this.playing) return;
    const at = now();
    this.t = Math.min(this.data.ms, this.t + (at - this.last) * this.speed);
    this.index = this.frameAt(this.t);
    this.playing = false;
    cancelAnimationFrame(this.raf);
    this.draw();
  }

  setSpeed(s) {
    if (this.playing) {
      const at = now();
      this.t += (at - this.last) * this.speed;
      this.last = at;
    }
    this.speed = s;
  }

  /** To the next action (or the one before), paused. */
  step(dir) {
    this.pause();
    const f = this.data.frames;
    const to = Math.max(-1, Math.min(f.length - 1, this.index + dir));
    this.seek(to < 0 ? 0 : f[to].ms, to);
  }

  /** Copies a link that opens this replay (its start and timeline). */
  share() {
    const d = this.data;
    const q = new URLSearchParams({ replay: d.puzzle, start: d.start, timeline: d.timeline });
    if (d.variant) q.set('variant', d.variant);
    const link = `${location.origin}/?${q}`;
    navigator.clipboard?.writeText(link).then(() => toast(t('share-copied')), () => toast(link));
  }

  keydown(e) {
    if (e.key === ' ' || e.key === 'k') { this.toggle(); return true; }
    if (e.key === 'ArrowRight' || e.key === '.') { this.step(1); return true; }
    if (e.key === 'ArrowLeft' || e.key === ',') { this.step(-1); return true; }
    return false;
  }
}

/** The share link's replay, from the address's query (`?replay=cube&start=…&timeline=…`). */
export function sharedReplay(params) {
  const puzzle = params.get('replay');
  if (!puzzle) return null;
  return { puzzle, start: params.get('start') ?? '', timeline: params.get('timeline') ?? '', variant: params.get('variant') ?? '' };
}

