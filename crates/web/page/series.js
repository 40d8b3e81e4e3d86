// Sliders' series: a marathon (many boards of one size in a row, one time) and a relay
// across sizes (3×3 → 4×4 → 5×5 by default), as Slidysim plays them. The board being
// played is the tiles' board (the same clicks, swipes, keys and hover control), with which
// board it is above it; the next comes on as soon as one is solved. A series is named by
// its key, as the server reads it: `marathon:4x4:10`, `relay:3x3,4x4,5x5`.

import { api } from './api.js';
import { el, store } from './dom.js';
import { t } from './i18n.js';
import { TilesView, tiles } from './tiles.js';

/** The series the menu and the timer offer; any other can be typed. */
const PRESETS = ['relay:3x3,4x4,5x5', 'relay:3x3,4x4', 'marathon:3x3:10', 'marathon:4x4:10', 'marathon:4x4:42', 'marathon:5x5:5'];

/** A series' name in the page's language, from its key; the key itself if it reads as none. */
export function seriesTitle(key) {
  const [kind, a, b] = String(key ?? '').split(':');
  const size = (s) => s.replace('x', '×');
  if (kind === 'relay' && a) return t('series-relay', { sizes: a.split(',').map(size).join(' → ') });
  if (kind === 'marathon' && a && b) {
    const [w, h] = a.split('x');
    return t('series-marathon', { count: Number(b), width: Number(w), height: Number(h) });
  }
  return key;
}

/** A choice of series: the presets, and a box for any other key. */
function seriesChoice({ id }, value) {
  const list = `${id}-list`;
  const input = el('input', { type: 'text', id, value, list, size: 22, 'aria-label': t('series-key'), title: t('series-key-tip') });
  const options = el('datalist', { id: list }, PRESETS.map((k) => el('option', { value: k, text: seriesTitle(k) })));
  return { input, element: el('span', { class: 'row' }, input, options) };
}

class SeriesView extends TilesView {
  constructor(stage, ctx) {
    super(stage, ctx);
    this.leg = el('p', { id: 'series-leg', class: 'series-leg', 'aria-live': 'polite' });
    this.board.before(this.leg);
  }

  render(v) {
    const b = v.board;
    const which = t('series-board-of', { leg: b.leg, legs: b.legs });
    this.leg.textContent = b.next ? `${which} · ${t('series-next', { next: b.next.replace('x', '×') })}` : which;
    super.render(v);
  }

  newGameExtras() {
    const game = this.ctx.game;
    const choice = seriesChoice({ id: 'series-size' }, game.view?.goal || store.pref('series', PRESETS[0]));
    return el('div', { class: 'panel-extras' },
      el('div', { class: 'row' }, choice.element,
        el('button', { id: 'new-series', text: t('series-new'), onclick: async () => {
          try {
            const o = await api.create({ puzzle: 'series', size: choice.input.value.trim() });
            store.setPref('series', choice.input.value.trim());
            game.attach(o);
          } catch (e) { game.fail(e); }
        } })));
  }

  /** Hover control, as the tiles' (a series compares no solvers). */
  panelExtras() {
    const hover = el('input', { type: 'checkbox', id: 'hover', checked: this.hover,
      onchange: (e) => { this.hover = e.target.checked; this.hovered = 0; store.setPref('hover', this.hover ? '1' : '0'); } });
    return el('div', { class: 'panel-extras' },
      el('div', { class: 'row' }, el('label', { class: 'row', title: t('tiles-hover-tip') }, hover, t('tiles-hover'))));
  }
}

/** The series as the page's generic modules see them (see puzzles.js). */
export const series = {
  puzzle: 'series',
  aliases: ['marathon', 'relay'],
  View: SeriesView,
  title: 'puzzle-series',
  about: 'menu-about-series',
  help: ['help-series-1', 'help-sliding-2'],
  movesExample: 'moves-example-sliding',
  positionExample: 'position-example-series',
  moveCount: 'stat-moves',
  letterKeys: true,
  demoMs: 1000,
  /** The key a game's title names: the series'. */
  size: (v) => v.goal,
  /** A game's (or a session's) title: the series by its key. */
  titleOf: (key) => (key ? seriesTitle(key) : null),
  /** A game opened with nothing asked: the series last chosen. */
  fresh: () => ({ size: store.pref('series', PRESETS[0]) }),
  /** The menu card's own control: the series (remembered when a game starts). */
  menuOptions() {
    const choice = seriesChoice({ id: 'menu-series' }, store.pref('series', PRESETS[0]));
    return { element: choice.element, chosen() { store.setPref('series', choice.input.value.trim()); return { size: choice.input.value.trim() }; } };
  },
  /** The timer's own control: the series to time. */
  timerChoice() {
    const choice = seriesChoice({ id: 'timer-series' }, store.pref('series', PRESETS[0]));
    return { element: choice.element, size: () => choice.input.value.trim() };
  },
  shared: (params) => ({ start: params.get('start') || undefined, moves: params.get('moves') || '' }),
  positionText: (v) => v.state,
  /** A scramble's boards as the timer shows them: a small board each, in order. */
  drawScramble(state) {
    const boards = state.split(';').map((b) => tiles.drawScramble(b.trim()));
    return el('div', { class: 'row series-boards' }, boards);
  },
};
