// The sliding tiles: a board of buttons, any size from 2×2 to 10×10 and beyond. A click
// or tap on a tile in the blank's row or column slides it (and the tiles between); the
// arrow keys slide a tile into the blank in that direction (moves name the way a tile
// slides: U moves the tile below the blank up).

import { api } from './api.js';
import { el, store } from './dom.js';
import { t } from './i18n.js';

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
    this.swiping();
  }

  /** A swipe slides: across a tile in the blank's row or column towards the blank, that
   * tile and those between; elsewhere, the tile beside the blank the way of the swipe. A
   * tap is a click. */
  swiping() {
    let from = null;
    this.board.addEventListener('pointerdown', (e) => {
      const tile = e.target.closest?.('.tile');
      from = { x: e.clientX, y: e.clientY, t: tile ? +tile.dataset.tile : 0 };
    });
    this.board.addEventListener('pointerup', (e) => {
      if (!from) return;
      const [dx, dy] = [e.clientX - from.x, e.clientY - from.y];
      const t = from.t;
      from = null;
      this.swiped = performance.now(); // the click that may follow was this
      if (Math.hypot(dx, dy) < 16) {
        // A tap: a mouse's click does it (and the keyboard's); a finger's, here at once.
        if (e.pointerType === 'mouse') this.swiped = 0;
        else if (t) this.slide(t);
        return;
      }
      const d = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
      if (t && this.towardsBlank(t) === d) this.slide(t);
      else this.ctx.send(d);
    });
    this.board.addEventListener('pointercancel', () => { from = null; });
  }

  /** The way tile t slides to reach the blank, if it is in the blank's row or column. */
  towardsBlank(t) {
    const b = this.state;
    const i = b.cells.indexOf(t);
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
    b.cells.forEach((t, i) => {
      if (t === 0) return;
      seen.add(t);
      let tile = this.tiles.get(t);
      if (!tile) {
        tile = el('button', { class: 'tile', type: 'button', 'data-tile': t, text: t,
          onclick: () => this.clicked(t) });
        this.tiles.set(t, tile);
        this.board.append(tile);
      }
      const [c, r] = [i % b.w, Math.floor(i / b.w)];
      tile.style.width = tile.style.height = `${s - 4}px`;
      tile.style.fontSize = `${Math.max(11, s * 0.38)}px`;
      tile.style.transform = `translate(${c * s + 2}px, ${r * s + 2}px)`;
      tile.classList.toggle('home', !!b.home[i]);
      tile.classList.toggle('hinted', i === hinted);
      tile.setAttribute('aria-label', `tile ${t}, row ${r + 1}, column ${c + 1}${i === hinted ? ' (hint: slide it)' : ''}`);
    });
    for (const [t, tile] of this.tiles) {
      if (!seen.has(t)) { tile.remove(); this.tiles.delete(t); }
    }
    this.state = b;
    if (this.sizeSel && document.activeElement !== this.sizeSel) this.sizeSel.value = `${b.w}x${b.h}`;
  }

  clicked(t) {
    // The click that ends a swipe was the swipe.
    if (this.swiped && performance.now() - this.swiped < 400) { this.swiped = 0; return; }
    this.slide(t);
  }

  /** Slides tile t and those between it and the blank (in its row or column). */
  slide(t) {
    const b = this.state;
    const i = b.cells.indexOf(t);
    const blank = b.cells.indexOf(0);
    const [tc, tr, bc, br] = [i % b.w, Math.floor(i / b.w), blank % b.w, Math.floor(blank / b.w)];
    let moves = '';
    if (tr === br) moves = (tc < bc ? 'R' : 'L').repeat(Math.abs(tc - bc));
    else if (tc === bc) moves = (tr < br ? 'D' : 'U').repeat(Math.abs(tr - br));
    if (!moves) { this.ctx.say(t('tiles-only-line')); return; }
    this.ctx.send(moves);
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
    const size = el('select', { id: 'size', 'aria-label': t('board-size') });
    for (let n = 2; n <= 10; n++) size.append(el('option', { value: `${n}x${n}`, text: `${n}×${n}` }));
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
            localStorage.setItem('puzzlebox.pref.size', size.value);
            game.attach(o);
          } catch (e) { game.fail(e); }
        } }),
        el('button', { id: 'standard-goal', text: t('tiles-standard-goal'), title: t('tiles-standard-goal-tip'),
          onclick: () => game.act({ action: 'standard_goal' }) })));
  }

  panelExtras() {
    const out = el('div', { id: 'compare', 'aria-live': 'polite' });
    return el('div', { class: 'panel-extras' },
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
        rows.push(el('tr', {}, el('td', { text: t(`solver-${solver}`) }),
          el('td', { text: r.length ?? '–' }), el('td', { text: r.nodes ?? '–' }), el('td', { text: r.millis?.toFixed(1) })));
      } catch (e) {
        rows.push(el('tr', {}, el('td', { text: solver }), el('td', { colspan: 3, class: 'error', text: e.message })));
      }
    }
    out.replaceChildren(el('table', { id: 'compare-table' },
      el('thead', {}, el('tr', {}, [t('col-solver'), t('col-moves'), t('col-nodes'), 'ms'].map((h) => el('th', { text: h })))),
      el('tbody', {}, rows)));
  }
}
