// The Rubik's cube: a 3D view in CSS transforms (26 cubies; drag to turn the whole cube;
// turns animated) and the unfolded net (12×9) beside it, which is also the position
// editor. Keys follow the virtual-cube mapping of csTimer and cubing.js, read from
// KeyboardEvent.code so every keyboard layout works.
//
// Stickers come in Kociemba's order: faces U R F D L B, nine each, read row by row. In
// space x points right (R), y up (U), z to the viewer (F).

import { el, svg } from './dom.js';
import { t } from './i18n.js';
import { solveBox } from './solve.js';

const FACES = 'URFDLB';
export const COLOURS = { U: 'colour-white', R: 'colour-red', F: 'colour-green', D: 'colour-yellow', L: 'colour-orange', B: 'colour-blue' };
/** A sticker colour's name in the page's language. */
const colourName = (c) => (COLOURS[c] ? t(COLOURS[c]) : c);
const NET_ORIGIN = { U: [3, 0], L: [0, 3], F: [3, 3], R: [6, 3], B: [9, 3], D: [3, 6] };

/** The cubie (x, y, z) that carries sticker k, and the face it lies on. */
export function stickerPlace(k) {
  const face = FACES[Math.floor(k / 9)];
  const i = k % 9;
  const r = Math.floor(i / 3);
  const c = i % 3;
  switch (face) {
    case 'U': return { face, x: c - 1, y: 1, z: r - 1 };
    case 'R': return { face, x: 1, y: 1 - r, z: 1 - c };
    case 'F': return { face, x: c - 1, y: 1 - r, z: 1 };
    case 'D': return { face, x: c - 1, y: -1, z: 1 - r };
    case 'L': return { face, x: -1, y: 1 - r, z: c - 1 };
    default: return { face, x: 1 - c, y: 1 - r, z: -1 };
  }
}

const FACE_TRANSFORM = {
  F: (h) => `translateZ(${h}px)`,
  B: (h) => `rotateY(180deg) translateZ(${h}px)`,
  R: (h) => `rotateY(90deg) translateZ(${h}px)`,
  L: (h) => `rotateY(-90deg) translateZ(${h}px)`,
  U: (h) => `rotateX(90deg) translateZ(${h}px)`,
  D: (h) => `rotateX(-90deg) translateZ(${h}px)`,
};

// Each turnable layer: its axis, the coordinates it covers, and the CSS angle of a
// clockwise quarter turn (as seen from that face).
const LAYERS = {
  R: ['x', [1], 90], L: ['x', [-1], -90], M: ['x', [0], -90], x: ['x', [-1, 0, 1], 90],
  U: ['y', [1], -90], D: ['y', [-1], 90], E: ['y', [0], 90], y: ['y', [-1, 0, 1], -90],
  F: ['z', [1], 90], B: ['z', [-1], -90], S: ['z', [0], 90], z: ['z', [-1, 0, 1], 90],
};
const WIDE = { R: [0, 1], L: [-1, 0], U: [0, 1], D: [-1, 0], F: [0, 1], B: [-1, 0] };

/** A single move token as a layer turn: {axis, layers, angle}; null if it is not one. */
export function parseTurn(token) {
  const m = /^([URFDLBurfdlbMESxyz])(w?)(2?)('?)$/.exec(token.trim());
  if (!m) return null;
  let [, f, w, two, prime] = m;
  let layers;
  if (f >= 'a' && f <= 'z' && 'urfdlb'.includes(f)) { f = f.toUpperCase(); w = 'w'; }
  const [axis, cover, quarter] = LAYERS[f];
  layers = w ? WIDE[f] : cover;
  if (w && !WIDE[f]) return null;
  let angle = quarter * (two ? 2 : 1);
  if (prime) angle = -angle;
  return { axis, layers, angle };
}

// The virtual-cube keys of csTimer and cubing.js.
export const KEYS = {
  KeyI: 'R', KeyK: "R'", KeyJ: 'U', KeyF: "U'", KeyH: 'F', KeyG: "F'", KeyD: 'L', KeyE: "L'",
  KeyS: 'D', KeyL: "D'", KeyW: 'B', KeyO: "B'", Semicolon: 'y', KeyA: "y'", KeyT: 'x', KeyN: "x'",
  KeyP: 'z', KeyQ: "z'",
};
const MARKER = ['U', "E'", "D'", 'L', 'M', "R'", 'F', 'S', "B'"];

export class CubeView {
  constructor(stage, ctx) {
    this.ctx = ctx;
    // Cubie size from the room the stage has (a phone's is smaller); the view from above
    // the front-right corner, 35° up and 30° round, seen from six cube widths away, as
    // cubing.js draws a cube.
    this.s = window.innerWidth <= 820 ? Math.max(36, Math.min(50, Math.floor((window.innerWidth - 40) / 5.4))) : 60;
    this.rx = -35;
    this.ry = -30;
    this.marker = 0;
    this.markerShown = false;
    this.state = null;
    this.editing = false;
    this.paint = 'U';
    this.build(stage);
  }

  build(stage) {
    this.scene = el('div', { class: 'scene', id: 'scene', role: 'img', 'aria-label': t('cube-scene') });
    this.cube = el('div', { class: 'cube3d', id: 'cube3d' });
    this.scene.append(this.cube);
    this.cubies = new Map();
    this.faces = [];
    for (let k = 0; k < 54; k++) {
      const p = stickerPlace(k);
      const id = `${p.x},${p.y},${p.z}`;
      let cubie = this.cubies.get(id);
      if (!cubie) {
        cubie = el('div', { class: 'cubie' });
        cubie.pos = p;
        this.cubies.set(id, cubie);
        this.cube.append(cubie);
      }
      const st = el('div', { class: 'st', 'data-k': k });
      const face = el('div', { class: 'face' }, st);
      face.style.transform = FACE_TRANSFORM[p.face](this.s / 2);
      cubie.append(face);
      this.faces.push(st);
    }
    this.scene.style.setProperty('--s', `${this.s}px`);
    this.place();
    this.orient();
    this.dragging();
    this.net = el('div', { class: 'net', id: 'net', role: 'group', 'aria-label': t('cube-net') });
    this.netStickers = [];
    for (let k = 0; k < 54; k++) {
      const face = FACES[Math.floor(k / 9)];
      const i = k % 9;
      const [ox, oy] = NET_ORIGIN[face];
      // A picture (a replay) is looked at: its stickers are no buttons.
      const b = this.ctx.picture
        ? el('span', { class: 'nst', 'data-sticker': k })
        : el('button', { class: 'nst', type: 'button', tabindex: -1, 'data-sticker': k, onclick: () => this.painted(k) });
      b.style.gridColumn = String(ox + (i % 3) + 1);
      b.style.gridRow = String(oy + Math.floor(i / 3) + 1);
      this.net.append(b);
      this.netStickers.push(b);
    }
    this.markerLabel = el('p', { id: 'marker', class: 'muted' });
    const play = !this.ctx.picture;
    stage.append(el('div', { class: 'cube-wrap' }, this.scene, play ? this.turnButtons() : null, this.net,
      play ? this.paintTools() : null), this.markerLabel);
  }

  /** The layer turns as buttons, beside the cube (a phone's thumbs reach them). */
  turnButtons() {
    return el('div', { class: 'layers', role: 'group', 'aria-label': t('cube-turn-layer') },
      ['U', 'D', 'R', 'L', 'F', 'B', 'M', 'E', 'S'].flatMap((f) => [
        el('button', { text: f, 'aria-label': t('cube-turn', { layer: f }), onclick: () => this.ctx.send(f) }),
        el('button', { text: `${f}'`, 'aria-label': t('cube-turn-prime', { layer: f }), onclick: () => this.ctx.send(`${f}'`) })]));
  }

  /** Painting the net's stickers: the button and the palette, under the net. */
  paintTools() {
    const palette = el('div', { class: 'row palette', role: 'group', 'aria-label': t('cube-paint-colour') });
    for (const f of FACES) {
      palette.append(el('button', { type: 'button', class: `c-${f}`, 'aria-label': t('cube-paint-with', { colour: colourName(f) }),
        'aria-pressed': f === this.paint ? 'true' : 'false', 'data-paint': f,
        onclick: (e) => {
          this.paint = f;
          for (const b of palette.children) b.setAttribute('aria-pressed', b === e.currentTarget ? 'true' : 'false');
        } }));
    }
    const editBtn = el('button', { id: 'edit-cube', text: t('cube-paint'), onclick: () => {
      this.editing = !this.editing;
      this.net.classList.toggle('editing', this.editing);
      editBtn.textContent = t(this.editing ? 'cube-paint-stop' : 'cube-paint');
      palette.hidden = !this.editing;
      for (const n of this.netStickers) n.tabIndex = this.editing ? 0 : -1;
      if (!this.editing) this.render(this.ctx.game.view);
    } });
    palette.hidden = true;
    return el('div', { class: 'row paint' }, editBtn, palette);
  }

  place() {
    for (const c of this.cubies.values()) {
      const { x, y, z } = c.pos;
      c.style.transform = `translate3d(${x * this.s}px, ${-y * this.s}px, ${z * this.s}px)`;
    }
  }

  orient() {
    this.cube.style.transform = `rotateX(${this.rx}deg) rotateY(${this.ry}deg)`;
  }

  /** A drag on the background looks around the cube; a swipe across a face's sticker
   * turns the layer it crosses, the way phone cube apps do. */
  dragging() {
    let from = null;
    this.scene.addEventListener('pointerdown', (e) => {
      const st = this.editing ? null : e.target.closest?.('.st');
      from = { x: e.clientX, y: e.clientY, rx: this.rx, ry: this.ry, k: st ? +st.dataset.k : -1, done: false };
      this.scene.setPointerCapture(e.pointerId);
    });
    this.scene.addEventListener('pointermove', (e) => {
      if (!from || from.done) return;
      const [dx, dy] = [e.clientX - from.x, e.clientY - from.y];
      if (from.k >= 0) {
        if (Math.hypot(dx, dy) < 12) return;
        const m = this.swipeTurn(from.k, dx, dy);
        from.done = true;
        if (m) this.ctx.send(m);
        return;
      }
      this.ry = from.ry + dx * 0.5;
      this.rx = Math.max(-89, Math.min(89, from.rx - dy * 0.5));
      this.orient();
    });
    const end = () => { from = null; };
    this.scene.addEventListener('pointerup', end);
    this.scene.addEventListener('pointercancel', end);
  }

  /** The layer turn a swipe of (dx, dy) screen pixels across sticker k makes: the face's
   * row or column the swipe follows best, turned the way it goes. */
  swipeTurn(k, dx, dy) {
    const f = Math.floor(k / 9);
    const centre = (i) => {
      const r = this.faces[f * 9 + i].getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    const [c4, c5, c7] = [centre(4), centre(5), centre(7)];
    const p = (i) => stickerPlace(f * 9 + i);
    const along = [
      { screen: [c5[0] - c4[0], c5[1] - c4[1]], world: sub(p(5), p(4)) },
      { screen: [c7[0] - c4[0], c7[1] - c4[1]], world: sub(p(7), p(4)) },
    ].map((a) => {
      const len = Math.hypot(...a.screen) || 1;
      return { ...a, dot: (a.screen[0] * dx + a.screen[1] * dy) / len };
    });
    const best = Math.abs(along[0].dot) >= Math.abs(along[1].dot) ? along[0] : along[1];
    const dir = best.world.map((v) => v * Math.sign(best.dot));
    const axis = cross(NORMALS[FACES[f]], dir);
    const i = axis.findIndex((v) => v !== 0);
    if (i < 0) return null;
    const layer = [stickerPlace(k).x, stickerPlace(k).y, stickerPlace(k).z][i];
    const m = QUARTER_ABOUT[i][layer];
    return axis[i] > 0 ? m : invert(m);
  }

  render(v) {
    if (!this.editing) this.state = v.board.stickers;
    const cb = document.body.classList.contains('cb');
    const token = v.hint ? v.hint.move : (this.markerShown ? MARKER[this.marker] : '');
    const mark = v.solved ? new Set() : (v.hint ? new Set(v.hint.cells) : this.marked(token));
    const arrow = v.solved ? null : turnArrow(token);
    for (let k = 0; k < 54; k++) {
      const c = this.state[k];
      const st = this.faces[k];
      const sign = arrow && arrow.sticker === k ? arrow.text : '';
      st.className = `st c-${c}${mark.has(k) ? ' marked' : ''}${sign ? ' arrow' : ''}`;
      st.textContent = sign || (cb ? c : '');
      const n = this.netStickers[k];
      n.className = `nst c-${c}${mark.has(k) ? ' marked' : ''}${sign ? ' arrow' : ''}`;
      n.textContent = sign || (cb ? c : '');
      n.setAttribute('aria-label', `${FACES[Math.floor(k / 9)]}${(k % 9) + 1}: ${colourName(c)}`);
    }
    this.markerLabel.textContent = v.hint
      ? t('cube-hint-marked', { move: v.hint.move })
      : this.markerShown
        ? t('cube-marker', { layer: MARKER[this.marker] })
        : t('cube-swipe');
  }

  /** The stickers a move token turns. */
  marked(token) {
    const t = parseTurn(token || '');
    const out = new Set();
    if (!t) return out;
    for (let k = 0; k < 54; k++) {
      const p = stickerPlace(k);
      if (t.layers.includes(p[t.axis])) out.add(k);
    }
    return out;
  }

  /** Turns the layer of a move, then the new state is drawn. */
  async animate(move) {
    const t = parseTurn(move);
    if (!t) return;
    const rot = { x: 'rotateX', y: 'rotateY', z: 'rotateZ' }[t.axis];
    const turning = [...this.cubies.values()].filter((c) => t.layers.includes(c.pos[t.axis]));
    const ms = Math.abs(t.angle) > 90 ? 220 : 150;
    this.cube.style.setProperty('--turn', `${ms}ms`);
    for (const c of turning) c.classList.add('turning');
    this.cube.getBoundingClientRect();
    for (const c of turning) {
      const { x, y, z } = c.pos;
      c.style.transform = `${rot}(${t.angle}deg) translate3d(${x * this.s}px, ${-y * this.s}px, ${z * this.s}px)`;
    }
    await new Promise((r) => setTimeout(r, ms + 10));
    for (const c of turning) c.classList.remove('turning');
    this.place();
  }

  keydown(e) {
    if (this.editing) return false;
    if (e.code === 'Space') {
      const m = MARKER[this.marker];
      this.ctx.send(e.shiftKey ? invert(m) : m);
      return true;
    }
    if (/^Digit[1-9]$/.test(e.code)) {
      this.marker = +e.code.slice(5) - 1;
      this.markerShown = true;
      this.render(this.ctx.game.view);
      return true;
    }
    if (e.shiftKey) return false;
    const m = KEYS[e.code];
    if (m) { this.ctx.send(m); return true; }
    return false;
  }

  panelExtras() {
    return solveBox(this.ctx, [['optimal', 'solve-optimal'], ['two-phase', 'solve-two-phase']]);
  }

  demoOptions() {
    this.method = el('select', { id: 'demo-method', 'aria-label': t('demo-method') },
      el('option', { value: 'best', text: t('demo-best') }),
      el('option', { value: 'human', text: t('demo-beginners') }));
    return el('label', { class: 'row' }, t('demo-show'), this.method);
  }

  demoMethod() {
    return this.method?.value || 'best';
  }

  painted(k) {
    if (!this.editing || k % 9 === 4) {
      if (this.editing) this.ctx.say(t('cube-centres-stay'));
      return;
    }
    const s = this.state.split('');
    s[k] = this.paint;
    this.state = s.join('');
    const game = this.ctx.game;
    game.posBox.value = this.state;
    this.ctx.checkPosition();
    this.render({ ...game.view, board: { kind: 'cube', stickers: this.state }, hint: null });
  }
}

const NORMALS = { U: [0, 1, 0], R: [1, 0, 0], F: [0, 0, 1], D: [0, -1, 0], L: [-1, 0, 0], B: [0, 0, -1] };

// A quarter turn about +x, +y or +z by the right-hand rule, by the layer it turns (x = 1 is
// R's layer): R' M L, U' E D, F' S' B.
const QUARTER_ABOUT = [
  { 1: "R'", 0: 'M', '-1': 'L' },
  { 1: "U'", 0: 'E', '-1': 'D' },
  { 1: "F'", 0: "S'", '-1': 'B' },
];

function sub(a, b) { return [a.x - b.x, a.y - b.y, a.z - b.z]; }

function cross(a, b) {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

// The face whose turn a move follows (a slice follows L, D or F; a rotation R, U or F).
const ARROW_FACE = { M: 'L', E: 'D', S: 'F', x: 'R', y: 'U', z: 'F' };

/** Where a turn's arrow goes (the centre of the face it turns as) and how it reads:
 * clockwise ↻ or anticlockwise ↺ as seen from that face, 2 for a half turn. */
export function turnArrow(token) {
  const m = /^([URFDLBurfdlbMESxyz])w?(2?)('?)$/.exec((token || '').trim());
  if (!m) return null;
  const face = ARROW_FACE[m[1]] || m[1].toUpperCase();
  return { sticker: FACES.indexOf(face) * 9 + 4, text: (m[3] ? '↺' : '↻') + (m[2] ? '2' : '') };
}

function invert(m) {
  return m.endsWith("'") ? m.slice(0, -1) : `${m}'`;
}

/** The cube as the page's generic modules see them (see puzzles.js). */
export const cube = {
  puzzle: 'cube',
  View: CubeView,
  title: 'puzzle-cube',
  about: 'menu-about-cube',
  help: ['help-cube-1', 'help-cube-2', 'help-cube-3', 'help-cube-4'],
  movesExample: 'moves-example-cube',
  positionExample: 'position-example-cube',
  moveCount: 'stat-moves-htm',
  // Letters turn the cube (the virtual-cube keys): h and p are moves, not hint and demo.
  letterKeys: false,
  demoMs: 600,
  size: () => '',
  /** A share link's game, in Twizzle's terms: `setup-alg` and `alg`. */
  shared: (params) => ({ setup: params.get('setup-alg') || '', moves: params.get('alg') || '' }),
  positionText: (v) => v.state,
  /** What the share dialog adds: the link opens in Twizzle too. */
  shareNote: 'share-twizzle',
  /** What a timer for the cube may be of: the whole cube, or a trainer (PLL or OLL cases,
   * a cross of N moves). Its controls, and the session's size they make (`pll:T,Ua`,
   * `cross:4`; empty: the whole cube). */
  timerChoice() {
    const kind = el('select', { id: 'timer-trainer', 'aria-label': t('trainer') },
      [['', 'trainer-none'], ['pll', 'trainer-pll'], ['oll', 'trainer-oll'], ['cross', 'trainer-cross']]
        .map(([k, label]) => el('option', { value: k, text: t(label) })));
    const cases = el('input', { type: 'text', id: 'timer-cases', size: 14, 'aria-label': t('trainer-cases'), placeholder: t('trainer-cases-all') });
    const moves = el('input', { type: 'number', id: 'timer-cross', min: 1, max: 8, value: 4, 'aria-label': t('trainer-cross-moves') });
    const sync = () => {
      cases.hidden = kind.value !== 'pll' && kind.value !== 'oll';
      moves.hidden = kind.value !== 'cross';
    };
    kind.addEventListener('change', sync);
    sync();
    const size = () => {
      if (kind.value === 'cross') return `cross:${moves.value}`;
      if (!kind.value) return '';
      const named = cases.value.trim();
      return named ? `${kind.value}:${named}` : kind.value;
    };
    return { element: el('span', { class: 'row' }, kind, cases, moves), size };
  },
  /** Where a trainer's scramble leaves its step and how to hold the cube. */
  holdNote(hold) {
    return hold.rotation ? t('cli-drill-last-layer', { hold: hold.rotation }) : t('cli-drill-cross');
  },
  /** What the cross trainer tells after a solve: the shortest cross of each colour. */
  review(lines) {
    return el('ul', { class: 'review' }, lines.map((l) => el('li', { 'data-face': l.face,
      text: t('trainer-cross-of', { colour: colourName(l.face), moves: l.moves || '–', n: l.moves ? l.moves.split(' ').length : 0 }) })));
  },
  /** A scramble's position as the timer shows it: the net (U above F; L F R B in a row;
   * D below F), or nothing for a state that is no cube. */
  drawScramble(state) {
    if (state.length !== 54) return null;
    const colour = { U: 'var(--u)', R: 'var(--r)', F: 'var(--f)', D: 'var(--d)', L: 'var(--l)', B: 'var(--b)' };
    const at = { U: [3, 0], L: [0, 3], F: [3, 3], R: [6, 3], B: [9, 3], D: [3, 6] };
    const faces = 'URFDLB';
    const cells = [];
    for (let f = 0; f < 6; f += 1) {
      const [ox, oy] = at[faces[f]];
      for (let i = 0; i < 9; i += 1) {
        const k = state[f * 9 + i];
        cells.push(svg('rect', { x: (ox + (i % 3)) * 10, y: (oy + Math.floor(i / 3)) * 10, width: 9.4, height: 9.4, fill: colour[k], stroke: '#333', 'stroke-width': 0.4, 'data-face': k }));
      }
    }
    return svg('svg', { viewBox: '-1 -1 122 92', class: 'scramble-net', role: 'img', 'aria-label': t('practice-scramble-drawn') }, cells);
  },
};
