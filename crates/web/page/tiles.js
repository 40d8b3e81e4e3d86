// The sliding tiles: a board of buttons, any size from 2×2 to 10×10 and beyond. A click
// or tap on a tile in the blank's row or column slides it (and the tiles between); the
// arrow keys slide a tile into the blank in that direction (moves name the way a tile
// slides: U moves the tile below the blank up). With hover control on (a setting, off by
// default, as Slidysim's), a mouse that passes onto a tile in the blank's row or column
// slides it, no click needed; touch is unchanged.

import { api } from './api.js';
import { el, store } from './dom.js';
import { t } from './i18n.js';

// The solvers the comparison runs, by the server's name, and their names on the page.
const SOLVERS = { bfs: 'solver-bfs', astar: 'solver-astar', optimal: 'solver-optimal', fast: 'solver-fast' };

/** The board of a view, as the server decodes it. */
function boardOf(v) {
  return { w: v.board.width, h: v.board.height, cells: v.board.cells, home: v.board.home };
}

export class TilesView {
  constructor(stage, ctx) {
    this.ctx = ctx;
    this.board = el('div', { class: 'tiles', id: 'board', role: 'group', 'aria-label': t('tiles-board') });
    stage.append(this.board);
    // The room the board will likely take (the size last chosen), kept before its first
    // view so that nothing shifts when it comes.
    const [w, h] = store.pref('size', '3x3').split('x').map(Number);
    if (w > 0 && h > 0) {
      const s = this.size(w, h);
      this.board.style.width = `${w * s}px`;
      this.board.style.height = `${h * s}px`;
    }
    this.tiles = new Map();
    this.key = '';
    this.hover = store.pref('hover', '0') === '1';
    this.swiping();
    this.hovering();
  }

  /** Hover control: the mouse passing onto a tile in the blank's row or column slides it
   * (and those between). Only a move of the pointer counts, not a tile gliding under a
   * pointer at rest; one slide waits for the board it makes before the next. */
  hovering() {
    this.board.addEventListener('pointermove', (e) => {
      if (!this.hover || e.pointerType !== 'mouse' || e.buttons || !this.state || this.hoverSent) return;
      const tile = e.target.closest?.('.tile');
      const n = tile ? +tile.dataset.tile : 0;
      if (n === this.hovered) return;
      this.hovered = n;
      if (!n || !this.towardsBlank(n)) return;
      this.hoverSent = true;
      Promise.resolve(this.slide(n)).catch(() => {}).finally(() => { this.hoverSent = false; });
    });
    this.board.addEventListener('pointerleave', () => { this.hovered = 0; });
  }

  /** A swipe slides: across a tile in the blank's row or column towards the blank, that
   * tile and those between; elsewhere, the tile beside the blank the way of the swipe. A
   * tap is a click. */
  swiping() {
    let from = null;
    this.board.addEventListener('pointerdown', (e) => {
      const tile = e.target.closest?.('.tile');
      from = { x: e.clientX, y: e.clientY, n: tile ? +tile.dataset.tile : 0 };
    });
    this.board.addEventListener('pointerup', (e) => {
      if (!from) return;
      const [dx, dy] = [e.clientX - from.x, e.clientY - from.y];
      const n = from.n;
      from = null;
      this.swiped = performance.now(); // the click that may follow was this
      if (Math.hypot(dx, dy) < 16) {
        // A tap: a mouse's click does it (and the keyboard's); a finger's, here at once.
        if (e.pointerType === 'mouse') this.swiped = 0;
        else if (n) this.slide(n);
        return;
      }
      const d = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
      if (n && this.towardsBlank(n) === d) this.slide(n);
      else this.ctx.send(d);
    });
    this.board.addEventListener('pointercancel', () => { from = null; });
  }

  /** The way tile n slides to reach the blank, if it is in the blank's row or column. */
  towardsBlank(n) {
    const b = this.state;
    const i = b.cells.indexOf(n);
    const blank = b.cells.indexOf(0);
    const [tc, tr, bc, br] = [i % b.w, Math.floor(i / b.w), blank % b.w, Math.floor(blank / b.w)];
    if (tr === br) return tc < bc ? 'R' : 'L';
    if (tc === bc) return tr < br ? 'D' : 'U';
    return null;
  }

  size(w, h) {
    // The stage's width (estimated from the window before the stage is on the page).
    const stage = this.board.parentElement?.clientWidth || (window.innerWidth <= 820 ? window.innerWidth - 34 : 560);
    const room = Math.min(stage - 24, 560);
    return Math.max(26, Math.min(84, Math.floor(room / Math.max(w, h))));
  }

  render(v) {
    const b = boardOf(v);
    const s = this.size(b.w, b.h);
    const shape = `${b.w}x${b.h}`;
    if (shape !== this.key) {
      this.board.replaceChildren();
      this.tiles.clear();
      this.key = shape;
    }
    this.board.style.width = `${b.w * s}px`;
    this.board.style.height = `${b.h * s}px`;
    const hinted = v.hint?.cells?.[0] ?? -1;
    const seen = new Set();
    b.cells.forEach((n, i) => {
      if (n === 0) return;
      seen.add(n);
      let tile = this.tiles.get(n);
      if (!tile) {
        tile = el('button', { class: 'tile', type: 'button', 'data-tile': n, text: n,
          onclick: () => this.clicked(n) });
        this.tiles.set(n, tile);
        this.board.append(tile);
      }
      const [c, r] = [i % b.w, Math.floor(i / b.w)];
      tile.style.width = tile.style.height = `${s - 4}px`;
      tile.style.fontSize = `${Math.max(11, s * 0.38)}px`;
      tile.style.transform = `translate(${c * s + 2}px, ${r * s + 2}px)`;
      tile.classList.toggle('home', !!b.home[i]);
      tile.classList.toggle('hinted', i === hinted);
      tile.setAttribute('aria-label', t('tile-label', { tile: n, row: r + 1, col: c + 1, hinted: i === hinted ? 'yes' : 'no' }));
    });
    for (const [n, tile] of this.tiles) {
      if (!seen.has(n)) { tile.remove(); this.tiles.delete(n); }
    }
    this.state = b;
    if (this.sizeSel && document.activeElement !== this.sizeSel) this.sizeSel.value = `${b.w}x${b.h}`;
  }

  clicked(n) {
    // The click that ends a swipe was the swipe.
    if (this.swiped && performance.now() - this.swiped < 400) { this.swiped = 0; return; }
    this.slide(n);
  }

  /** Slides tile n and those between it and the blank (in its row or column); a tile
   * elsewhere cannot slide, and the message line says so. Its answer, when sent. */
  slide(n) {
    const b = this.state;
    const i = b.cells.indexOf(n);
    const blank = b.cells.indexOf(0);
    const [tc, tr, bc, br] = [i % b.w, Math.floor(i / b.w), blank % b.w, Math.floor(blank / b.w)];
    let moves = '';
    if (tr === br) moves = (tc < bc ? 'R' : 'L').repeat(Math.abs(tc - bc));
    else if (tc === bc) moves = (tr < br ? 'D' : 'U').repeat(Math.abs(tr - br));
    if (!moves) { this.ctx.say(t('tiles-only-line')); return undefined; }
    return this.ctx.send(moves);
  }

  async animate() {
    // The tiles glide by their CSS transition once rendered at their new places.
  }

  keydown(e) {
    const m = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' }[e.key];
    if (m) { this.ctx.send(m); return true; }
    if (e.key === 'h') { this.ctx.game.act({ action: 'hint' }); return true; }
    if (e.key === 'p' || e.key === ' ') { this.ctx.game.demo(); return true; }
    return false;
  }

  newGameExtras() {
    const size = sizeSelect('size');
    for (const r of ['3x4', '4x3', '4x5', '5x4']) size.append(el('option', { value: r, text: r.replace('x', '×') }));
    const v = this.ctx.game.view;
    this.sizeSel = size;
    size.value = v ? `${v.board.width}x${v.board.height}` : '3x3';
    const game = this.ctx.game;
    return el('div', { class: 'panel-extras' },
      el('div', { class: 'row' }, size,
        el('button', { id: 'new-size', text: t('tiles-new-board'), onclick: async () => {
          try {
            const o = await api.create({ puzzle: 'sliding', size: size.value, level: game.levelSel.value || undefined });
            store.setPref('size', size.value);
            game.attach(o);
          } catch (e) { game.fail(e); }
        } }),
        el('button', { id: 'standard-goal', text: t('tiles-standard-goal'), title: t('tiles-standard-goal-tip'),
          onclick: () => game.act({ action: 'standard_goal' }) })));
  }

  panelExtras() {
    const out = el('div', { id: 'compare', 'aria-live': 'polite' });
    const hover = el('input', { type: 'checkbox', id: 'hover', checked: this.hover,
      onchange: (e) => { this.hover = e.target.checked; this.hovered = 0; store.setPref('hover', this.hover ? '1' : '0'); } });
    return el('div', { class: 'panel-extras' },
      el('div', { class: 'row' },
        el('label', { class: 'row', title: t('tiles-hover-tip') }, hover, t('tiles-hover'))),
      el('div', { class: 'row' },
        el('button', { id: 'compare-solvers', text: t('tiles-compare'), onclick: () => this.compare(out) })),
      out);
  }

  /** The optimal solver, and on boards of at most 9 cells BFS and A* beside it. */
  async compare(out) {
    const v = this.ctx.game.view;
    const solvers = v.board.width * v.board.height <= 9 ? ['bfs', 'astar', 'optimal'] : ['optimal', 'fast'];
    out.replaceChildren(el('p', { class: 'busy', text: t('solving') }));
    const rows = [];
    for (const solver of solvers) {
      try {
        const r = await api.solve({ puzzle: 'sliding', state: v.state, goal: v.goal, solver, timeout: 10 });
        rows.push(el('tr', {}, el('td', { text: t(SOLVERS[solver]) }),
          el('td', { text: r.length ?? '–' }), el('td', { text: r.nodes ?? '–' }), el('td', { text: r.millis?.toFixed(1) })));
      } catch (e) {
        rows.push(el('tr', {}, el('td', { text: t(SOLVERS[solver]) }), el('td', { colspan: 3, class: 'error', text: e.message })));
      }
    }
    out.replaceChildren(el('table', { id: 'compare-table' },
      el('thead', {}, el('tr', {}, [t('col-solver'), t('col-moves'), t('col-nodes'), 'ms'].map((h) => el('th', { text: h })))),
      el('tbody', {}, rows)));
  }
}

/** The board sizes the menu offers. */
function sizeSelect(id) {
  const sel = el('select', { id, 'aria-label': t('board-size') });
  for (let n = 2; n <= 10; n++) sel.append(el('option', { value: `${n}x${n}`, text: `${n}×${n}` }));
  return sel;
}

/** The sliding tiles as the page's generic modules see them (see puzzles.js). */
export const tiles = {
  puzzle: 'sliding',
  aliases: ['tiles'],
  View: TilesView,
  title: 'puzzle-sliding',
  about: 'menu-about-sliding',
  help: ['help-sliding-1', 'help-sliding-2'],
  movesExample: 'moves-example-sliding',
  positionExample: 'position-example-sliding',
  moveCount: 'stat-moves',
  letterKeys: true,
  demoMs: 1000,
  /** The size a game's title names: the board's. */
  size: (v) => `${v.board.width}x${v.board.height}`,
  /** A game opened with nothing asked: the size last chosen. */
  fresh: () => ({ size: store.pref('size', '3x3') }),
  /** The menu card's own control, the board size (remembered when a game starts). */
  menuOptions() {
    const sel = sizeSelect('menu-size');
    sel.value = store.pref('size', '3x3');
    return { element: sel, chosen() { store.setPref('size', sel.value); return { size: sel.value }; } };
  },
  /** A share link's game: its start, goal and moves. */
  shared: (params) => ({ start: params.get('start') || undefined, goal: params.get('goal') || undefined, moves: params.get('moves') || '' }),
  /** The position as the box shows it: a goal of the game's own after `|`. */
  positionText: (v) => (v.custom_goal ? `${v.state} | ${v.goal}` : v.state),
  /** Its games come in sizes (a session or a timer names one). */
  sized: true,
  /** A scramble's position as the timer shows it: a small board. */
  drawScramble(state) {
    const rows = state.split('/').map((r) => r.trim().split(/\s+/));
    const board = el('div', { class: 'mini-board', role: 'img', 'aria-label': t('practice-scramble-drawn') },
      rows.flat().map((n) => el('span', { class: n === '0' ? 'blank' : '', text: n === '0' ? '' : n })));
    board.style.setProperty('--cols', rows[0].length);
    return board;
  },
};
