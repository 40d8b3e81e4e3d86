// The 2×2×2 cube: its net in SVG (U above, L F R B in a row, D below: 8×6 stickers), a row
// of buttons for the face turns and rotations, and the virtual-cube keys of csTimer and
// cubing.js (the cube's). Stickers come as 24 letters: faces U R F D L B, four each, read
// row by row.

import { el, svg } from './dom.js';
import { t } from './i18n.js';
import { COLOURS as COLOUR, KEYS } from './cube.js';

const FACES = 'URFDLB';
const AT = { U: [2, 0], L: [0, 2], F: [2, 2], R: [4, 2], B: [6, 2], D: [2, 4] };
const FILL = { U: 'var(--u)', R: 'var(--r)', F: 'var(--f)', D: 'var(--d)', L: 'var(--l)', B: 'var(--b)' };
const BUTTONS = ['R', "R'", 'U', "U'", 'F', "F'", 'L', "L'", 'D', "D'", 'B', "B'", 'x', 'y', 'z'];

/** The net's squares, one per sticker, in the wire's order. */
function net(stickers, size, label) {
  const cells = [];
  for (let k = 0; k < 24; k += 1) {
    const [ox, oy] = AT[FACES[Math.floor(k / 4)]];
    const c = stickers[k];
    cells.push(svg('rect', { x: (ox + (k % 2)) * size, y: (oy + Math.floor((k % 4) / 2)) * size, width: size - 0.6, height: size - 0.6,
      fill: FILL[c], stroke: '#333', 'stroke-width': 0.4, 'data-sticker': k, 'data-face': c }));
  }
  return svg('svg', { viewBox: `-1 -1 ${8 * size + 2} ${6 * size + 2}`, class: 'cube2-net', role: 'img', 'aria-label': label }, cells);
}

export class Cube2View {
  constructor(stage, ctx) {
    this.ctx = ctx;
    this.box = el('div', { class: 'cube2', id: 'cube2' });
    this.drawing = el('div', { class: 'cube2-drawing' });
    this.hintText = el('p', { class: 'muted', id: 'cube2-hint', 'aria-live': 'polite' });
    const buttons = ctx.picture ? null : el('div', { class: 'row cube2-turns', role: 'group', 'aria-label': t('cube-turn-layer') },
      BUTTONS.map((m) => el('button', { 'data-move': m, text: m, 'aria-label': t(m.endsWith("'") ? 'cube-turn-prime' : 'cube-turn', { layer: m.replace("'", '') }), onclick: () => ctx.send(m) })));
    this.buttons = buttons;
    this.box.append(this.drawing, ...(buttons ? [buttons, this.hintText] : []));
    stage.append(this.box);
  }

  render(v) {
    const stickers = v.board.stickers;
    const drawing = net(stickers, 12, t('cube2-net'));
    const hinted = new Set(v.solved ? [] : (v.hint?.cells ?? []));
    for (const r of drawing.querySelectorAll('rect')) {
      const k = Number(r.dataset.sticker);
      r.setAttribute('aria-label', t(COLOUR[stickers[k]]));
      if (hinted.has(k)) r.classList.add('hinted');
    }
    this.drawing.replaceChildren(drawing);
    for (const b of this.buttons?.children ?? []) b.classList.toggle('hinted', v.hint?.move === b.dataset.move);
    this.hintText.textContent = v.hint ? t('cube-hint-marked', { move: v.hint.move }) : '';
  }

  async animate() {}

  keydown(e) {
    const m = KEYS[e.code];
    if (!m || e.ctrlKey || e.metaKey || e.altKey) return false;
    this.ctx.send(m);
    return true;
  }
}

/** The 2×2×2 as the page's generic modules see it (see puzzles.js). */
export const cube2 = {
  puzzle: 'cube2',
  View: Cube2View,
  title: 'puzzle-cube2',
  about: 'menu-about-cube2',
  help: ['help-cube2-1', 'help-cube-2'],
  movesExample: 'moves-example-cube2',
  positionExample: 'position-example-cube2',
  moveCount: 'stat-moves-htm',
  // Letters turn the cube (the virtual-cube keys).
  letterKeys: false,
  demoMs: 600,
  size: () => '',
  shared: (params) => ({ start: params.get('start') || undefined, moves: params.get('alg') || '' }),
  positionText: (v) => v.state,
  /** A scramble's position as the timer shows it: the net, or nothing for a state that is
   * no 2×2×2. */
  drawScramble(state) {
    if (state.length !== 24) return null;
    const drawing = net(state, 10, t('practice-scramble-drawn'));
    drawing.setAttribute('class', 'scramble-net');
    return drawing;
  },
};
