// The Rubik's cube: a 3D view in CSS transforms (26 cubies; drag to turn the whole cube;
// turns animated) and the unfolded net (12×9) beside it, which is also the position
// editor. Keys follow the virtual-cube mapping of csTimer and cubing.js, read from
// KeyboardEvent.code so every keyboard layout works.
//
// Stickers come in Kociemba's order: faces U R F D L B, nine each, read row by row. In
// space x points right (R), y up (U), z to the viewer (F).

import { el } from './dom.js';
import { solveBox } from './solve.js';

const FACES = 'URFDLB';
const COLOUR_NAMES = { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' };
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
const KEYS = {
  KeyI: 'R', KeyK: "R'", KeyJ: 'U', KeyF: "U'", KeyH: 'F', KeyG: "F'", KeyD: 'L', KeyE: "L'",
  KeyS: 'D', KeyL: "D'", KeyW: 'B', KeyO: "B'", Semicolon: 'y', KeyA: "y'", KeyT: 'x', KeyN: "x'",
  KeyP: 'z', KeyQ: "z'",
};
const MARKER = ['U', "E'", "D'", 'L', 'M', "R'", 'F', 'S', "B'"];

export class CubeView {
  constructor(stage, ctx) {
    this.ctx = ctx;
    this.s = 64;
    this.rx = -28;
    this.ry = -38;
    this.marker = 0;
    this.state = null;
    this.editing = false;
    this.paint = 'U';
    this.build(stage);
  }

  build(stage) {
    this.scene = el('div', { class: 'scene', id: 'scene', role: 'img', 'aria-label': 'The cube in 3D (drag to turn it)' });
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
      const st = el('div', { class: 'st' });
      const face = el('div', { class: 'face' }, st);
      face.style.transform = FACE_TRANSFORM[p.face](this.s / 2);
      cubie.append(face);
      this.faces.push(st);
    }
    this.cube.style.setProperty('--s', `${this.s}px`);
    this.place();
    this.orient();
    this.dragging();
    this.net = el('div', { class: 'net', id: 'net', role: 'group', 'aria-label': 'The unfolded cube' });
    this.netStickers = [];
    for (let k = 0; k < 54; k++) {
      const face = FACES[Math.floor(k / 9)];
      const i = k % 9;
      const [ox, oy] = NET_ORIGIN[face];
      const b = el('button', { class: 'nst', type: 'button', tabindex: -1, 'data-sticker': k,
        onclick: () => this.painted(k) });
      b.style.gridColumn = String(ox + (i % 3) + 1);
      b.style.gridRow = String(oy + Math.floor(i / 3) + 1);
      this.net.append(b);
      this.netStickers.push(b);
    }
    this.markerLabel = el('p', { id: 'marker', class: 'muted' });
    stage.append(el('div', { class: 'cube-wrap' }, this.scene, this.net), this.markerLabel);
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

  dragging() {
    let from = null;
    this.scene.addEventListener('pointerdown', (e) => {
      from = [e.clientX, e.clientY, this.rx, this.ry];
      this.scene.setPointerCapture(e.pointerId);
    });
    this.scene.addEventListener('pointermove', (e) => {
      if (!from) return;
      this.ry = from[3] + (e.clientX - from[0]) * 0.5;
      this.rx = Math.max(-89, Math.min(89, from[2] - (e.clientY - from[1]) * 0.5));
      this.orient();
    });
    const end = () => { from = null; };
    this.scene.addEventListener('pointerup', end);
    this.scene.addEventListener('pointercancel', end);
  }

  render(v) {
    if (!this.editing) this.state = v.board.stickers;
    const cb = document.body.classList.contains('cb');
    const mark = v.hint ? new Set(v.hint.cells) : this.marked(MARKER[this.marker]);
    for (let k = 0; k < 54; k++) {
      const c = this.state[k];
      const st = this.faces[k];
      st.className = `st c-${c}${mark.has(k) ? ' marked' : ''}`;
      st.textContent = cb ? c : '';
      const n = this.netStickers[k];
      n.className = `nst c-${c}${mark.has(k) ? ' marked' : ''}`;
      n.textContent = cb ? c : '';
      n.setAttribute('aria-label', `${FACES[Math.floor(k / 9)]}${(k % 9) + 1}: ${COLOUR_NAMES[c] || c}`);
    }
    this.markerLabel.textContent = v.hint
      ? `Hint: ${v.hint.move} (the marked stickers turn)`
      : `Layer marker: ${MARKER[this.marker]} (1–9 pick a layer, Space turns it)`;
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
      this.render(this.ctx.game.view);
      return true;
    }
    if (e.shiftKey) return false;
    const m = KEYS[e.code];
    if (m) { this.ctx.send(m); return true; }
    return false;
  }

  panelExtras() {
    const palette = el('div', { class: 'row palette', role: 'group', 'aria-label': 'Paint colour' });
    for (const f of FACES) {
      palette.append(el('button', { type: 'button', class: `c-${f}`, 'aria-label': `paint ${COLOUR_NAMES[f]}`,
        'aria-pressed': f === this.paint ? 'true' : 'false', 'data-paint': f,
        onclick: (e) => {
          this.paint = f;
          for (const b of palette.children) b.setAttribute('aria-pressed', b === e.currentTarget ? 'true' : 'false');
        } }));
    }
    const editBtn = el('button', { id: 'edit-cube', text: 'Paint stickers', onclick: () => {
      this.editing = !this.editing;
      this.net.classList.toggle('editing', this.editing);
      editBtn.textContent = this.editing ? 'Stop painting' : 'Paint stickers';
      palette.hidden = !this.editing;
      for (const n of this.netStickers) n.tabIndex = this.editing ? 0 : -1;
      if (!this.editing) this.render(this.ctx.game.view);
    } });
    palette.hidden = true;
    const layers = el('div', { class: 'row layers', role: 'group', 'aria-label': 'Turn a layer' },
      ['U', 'D', 'R', 'L', 'F', 'B', 'M', 'E', 'S'].flatMap((f) => [
        el('button', { text: f, 'aria-label': `turn ${f}`, onclick: () => this.ctx.send(f) }),
        el('button', { text: `${f}'`, 'aria-label': `turn ${f} prime`, onclick: () => this.ctx.send(`${f}'`) })]));
    return el('div', {}, el('div', { class: 'row' }, editBtn), palette, layers, solveBox(this.ctx));
  }

  demoOptions() {
    this.method = el('select', { id: 'demo-method', 'aria-label': 'Demonstration method' },
      el('option', { value: 'best', text: 'the shortest solution found' }),
      el('option', { value: 'human', text: "the beginner's method, step by step" }));
    return el('label', { class: 'row' }, 'Show', this.method);
  }

  demoMethod() {
    return this.method?.value || 'best';
  }

  painted(k) {
    if (!this.editing || k % 9 === 4) {
      if (this.editing) this.ctx.say('The centres stay: they define the colour of each face.');
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

function invert(m) {
  return m.endsWith("'") ? m.slice(0, -1) : `${m}'`;
}
