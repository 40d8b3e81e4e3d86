// The Five Rings puzzle in SVG: five small rings of seven pieces around a central disk
// that carries slots 0 and 6 of every ring. Ring i sits at angle −90° + 72°·(i−1) from
// the centre; its slot j at angle (j − 3)·360°/7 from the ring's outward direction, so slot
// numbers grow clockwise. Twelve buttons (each ring and the disk, either way) are arrows
// on the drawing; keys 0–5 or Tab pick a ring, arrows or +/− turn it.

import { el } from './dom.js';
import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const COLOURS = { K: 'c-K', B: 'c-Bl', G: 'c-G', O: 'c-O', R: 'c-Rd' };
const NAMES = { K: 'colour-black', B: 'colour-blue', G: 'colour-green', O: 'colour-orange', R: 'colour-red' };
/** A piece colour's name in the page's language. */
const colourName = (c) => t(NAMES[c] ?? NAMES.K);
const C = 260; // the drawing's centre (viewBox 520×520)
const BIG = 158; // centre to ring centre
const SMALL = 78; // ring radius
const PIECE = 15;

function svg(tag, attrs = {}) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function ringCentre(i) {
  const a = ((-90 + 72 * (i - 1)) * Math.PI) / 180;
  return [C + BIG * Math.cos(a), C + BIG * Math.sin(a), a];
}

function slotPos(i, j) {
  const [x, y, a] = ringCentre(i);
  const b = a + ((j - 3) * 2 * Math.PI) / 7;
  return [x + SMALL * Math.cos(b), y + SMALL * Math.sin(b)];
}

const DISK_R = Math.hypot(...slotPos(1, 0).map((v) => v - C)) + PIECE + 6;
const DISK_HIT = 75; // inside the rings' inner pieces' centres (94 from the centre)

export class RingsView {
  constructor(stage, ctx) {
    this.ctx = ctx;
    this.selected = 1;
    this.wrap = el('div', { class: 'rings', id: 'rings' });
    this.svg = svg('svg', { viewBox: '-30 -30 580 580', role: 'group', 'aria-label': t('puzzle-rings') });
    this.wrap.append(this.svg);
    stage.append(this.wrap);
    this.build();
  }

  static picture() {
    const holder = el('div', { class: 'rings', style: 'max-width:320px' });
    const v = new RingsView(holder, { send() {}, say() {}, game: null, picture: true });
    v.render({ board: { kind: 'rings', rings: ['KKKKKKK', 'BBBBBBB', 'GGGGGGG', 'OOOOOOO', 'RRRRRRR'] }, hint: null });
    // A picture: nothing in it takes focus or clicks.
    for (const e of v.svg.querySelectorAll('[tabindex]')) e.removeAttribute('tabindex');
    v.svg.style.pointerEvents = 'none';
    v.svg.setAttribute('aria-label', t('rings-picture'));
    return holder;
  }

  build() {
    const s = this.svg;
    this.tracks = [];
    this.disk = svg('circle', { cx: C, cy: C, r: DISK_R, class: 'disk' });
    s.append(this.disk);
    for (let i = 1; i <= 5; i++) {
      const [x, y] = ringCentre(i);
      const t = svg('circle', { cx: x, cy: y, r: SMALL, class: 'ring-track' });
      this.tracks.push(t);
      s.append(t);
    }
    this.pieces = svg('g', { class: 'pieces-g' });
    s.append(this.pieces);
    this.slots = [];
    this.letters = [];
    for (let i = 1; i <= 5; i++) {
      for (let j = 0; j < 7; j++) {
        const [x, y] = slotPos(i, j);
        const c = svg('circle', { cx: x, cy: y, r: PIECE, class: `piece${j === 0 || j === 6 ? ' in-disk' : ''}`, 'data-slot': `${i}.${j}` });
        this.slots.push(c);
        this.pieces.append(c);
        // The colour's letter on the piece, for the colour-blind scheme.
        const t = svg('text', { x, y, class: 'piece-letter', 'aria-hidden': 'true' });
        this.letters.push(t);
        this.pieces.append(t);
      }
    }
    // The rings' areas and the disk's: a tap on the right half turns it clockwise, on the
    // left half anticlockwise (each half is more than 44 px across on a phone); keyboard
    // focus (Tab) selects. The disk's area, drawn last, wins where they meet.
    this.hits = [];
    for (const i of [1, 2, 3, 4, 5, 0]) {
      const [x, y] = i === 0 ? [C, C] : ringCentre(i);
      const hit = svg('circle', { cx: x, cy: y, r: i === 0 ? DISK_HIT : SMALL + PIECE + 4, class: 'ring-hit', tabindex: 0, role: 'button',
        'aria-label': i === 0 ? t('rings-disk-area') : t('rings-ring-area', { ring: i }), 'data-ring': i });
      hit.addEventListener('focus', () => this.select(i));
      hit.addEventListener('click', (e) => this.tapped(i, hit, e));
      this.hits[i] = hit;
      s.append(hit);
    }
    for (let i = 0; i <= 5; i++) {
      const [x, y] = i === 0 ? [C, C] : ringCentre(i);
      s.append(Object.assign(svg('text', { x, y, class: 'label', 'aria-hidden': 'true' }), { textContent: String(i) }));
    }
    // The twelve buttons.
    this.arrows = {};
    for (let i = 0; i <= 5; i++) {
      for (const dir of ['+', '-']) {
        let x; let y;
        if (i === 0) {
          x = C + (dir === '+' ? 26 : -26); y = C + 44;
        } else {
          const [cx, cy, a] = ringCentre(i);
          const off = dir === '+' ? 0.5 : -0.5;
          x = cx + (SMALL + 36) * Math.cos(a + off);
          y = cy + (SMALL + 36) * Math.sin(a + off);
        }
        const name = `${i}${dir}`;
        const g = svg('g', { class: 'arrow', tabindex: 0, role: 'button', 'data-move': name,
          'aria-label': t(dir === '+' ? 'rings-turn-cw' : 'rings-turn-ccw', { ring: i, move: name }) });
        g.append(svg('circle', { cx: x, cy: y, r: 15 }));
        g.append(Object.assign(svg('text', { x, y }), { textContent: dir === '+' ? '↻' : '↺' }));
        g.addEventListener('click', () => { this.select(i); this.ctx.send(name); });
        g.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); this.ctx.send(name); } });
        this.arrows[name] = g;
        s.append(g);
      }
    }
    this.select(1);
  }

  /** A tap or click on a ring's area: select it and turn it by the side tapped (a click
   * from the keyboard, with no position, only selects). */
  tapped(i, hit, e) {
    this.select(i);
    if (!e.detail) return;
    const r = hit.getBoundingClientRect();
    this.ctx.send(`${i}${e.clientX >= r.left + r.width / 2 ? '+' : '-'}`);
  }

  select(i) {
    this.selected = i;
    this.tracks.forEach((t, k) => t.classList.toggle('selected', k + 1 === i));
    this.disk.classList.toggle('selected', i === 0);
  }

  render(v) {
    const rows = v.board.rings;
    const cb = document.body.classList.contains('cb');
    for (let i = 1; i <= 5; i++) {
      for (let j = 0; j < 7; j++) {
        const c = this.slots[(i - 1) * 7 + j];
        const colour = rows[i - 1]?.[j] ?? 'K';
        c.setAttribute('class', `piece${j === 0 || j === 6 ? ' in-disk' : ''} ${COLOURS[colour] || ''}`);
        c.setAttribute('data-colour', colour);
        c.setAttribute('role', 'img');
        c.setAttribute('aria-label', t('rings-piece', { ring: i, slot: j, colour: colourName(colour) }));
        this.letters[(i - 1) * 7 + j].textContent = cb ? colour : '';
      }
    }
    for (const [name, g] of Object.entries(this.arrows)) g.classList.toggle('hinted', v.hint?.move === name);
  }

  /** Turns the pieces a click moves, then the new state is drawn. */
  async animate(move) {
    const m = /^(\d)([+-])$/.exec(move);
    if (!m) return;
    const ring = +m[1];
    const sign = m[2] === '+' ? 1 : -1;
    const [cx, cy] = ring === 0 ? [C, C] : ringCentre(ring);
    const angle = sign * (ring === 0 ? 72 : 360 / 7);
    const turns = (_, k) => {
      const [i, j] = [Math.floor(k / 7) + 1, k % 7];
      return ring === 0 ? j === 0 || j === 6 : i === ring;
    };
    const moving = [...this.slots.filter(turns), ...this.letters.filter(turns)];
    const g = svg('g', { class: 'pieces-g' });
    this.svg.insertBefore(g, this.hits[1]);
    for (const c of moving) g.append(c);
    g.style.transformOrigin = `${cx}px ${cy}px`;
    g.style.transformBox = 'view-box';
    g.getBoundingClientRect();
    g.style.transform = `rotate(${angle}deg)`;
    await new Promise((r) => setTimeout(r, 190));
    // Back in their group, the letters over the pieces.
    this.pieces.append(...this.slots, ...this.letters);
    g.remove();
  }

  keydown(e) {
    if (/^[0-5]$/.test(e.key)) { this.select(+e.key); this.hits[+e.key].focus(); return true; }
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp' || e.key === '+' || e.key === '=') { this.ctx.send(`${this.selected}+`); return true; }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowDown' || e.key === '-') { this.ctx.send(`${this.selected}-`); return true; }
    if (e.key === 'h') { this.ctx.game.act({ action: 'hint' }); return true; }
    if (e.key === 'p' || e.key === ' ') { this.ctx.game.demo(); return true; }
    return false;
  }

  demoOptions() {
    this.method = el('select', { id: 'demo-method', 'aria-label': t('demo-method') },
      el('option', { value: 'best', text: t('demo-best') }),
      el('option', { value: 'classic', text: t('demo-classic') }));
    return el('label', { class: 'row' }, t('demo-show'), this.method);
  }

  demoMethod() {
    return this.method?.value || 'best';
  }
}

/** The Five Rings as the page's generic modules see them (see puzzles.js). */
export const rings = {
  puzzle: 'rings',
  View: RingsView,
  title: 'puzzle-rings',
  about: 'menu-about-rings',
  help: ['help-rings-1', 'help-rings-2'],
  /** The rules' picture: the puzzle solved. */
  picture: () => RingsView.picture(),
  movesExample: 'moves-example-rings',
  positionExample: 'position-example-rings',
  moveCount: 'stat-moves',
  letterKeys: true,
  demoMs: 600,
  size: () => '',
  shared: (params) => ({ start: params.get('start') || undefined, moves: params.get('moves') || '' }),
  positionText: (v) => v.state,
};
