// The menu: a card per puzzle, the saved games, the statistics. Names come from the server
// (the games' titles, `Sliding tiles 4×4`), so the page never spells them itself.

import { api } from './api.js';
import { ask, clock, el, fmtDate, fmtTime, levelName, store, toast } from './dom.js';
import { lang, t } from './i18n.js';
import { gameTitle, puzzles } from './puzzles.js';

/** Draws the menu into `app`; `play(puzzle, level, size)` starts a new game. */
export async function showMenu(app, play) {
  document.title = 'puzzlebox';
  const saved = el('div', { id: 'saved' }, el('p', { class: 'muted', text: t('menu-loading-saved') }));
  const stats = el('div', { id: 'stats' });
  app.replaceChildren(
    el('h1', { text: t('menu-choose') }),
    menuCards(play),
    el('h2', { text: t('menu-saved') }), saved,
    el('h2', { text: t('menu-stats') }), stats,
    el('p', {}, el('a', { href: '#/practice', id: 'menu-practice', text: t('menu-practice') })),
    el('p', { class: 'row' },
      el('label', {}, el('input', { type: 'checkbox', id: 'cb', checked: document.body.classList.contains('cb'),
        onchange: (e) => { document.body.classList.toggle('cb', e.target.checked); store.setPref('cb', e.target.checked ? '1' : '0'); } }),
      ` ${t('menu-colour-blind')}`)));
  await Promise.all([fill(saved, savedGames), fill(stats, statsTable)]);
  app.focus({ preventScroll: true });
}

/** Replaces a placeholder with what `make` builds, or with the error it met. */
async function fill(holder, make) {
  try { holder.replaceChildren(await make()); } catch (e) { holder.replaceChildren(el('p', { class: 'error', text: e.message })); }
}

/** A card per puzzle: its level (and what the puzzle adds: the tiles' size), New game
 * and Continue. */
function menuCards(play) {
  const card = (info) => {
    const p = info.puzzle;
    const kind = puzzles.kind(p);
    const lv = el('select', { id: `menu-level-${p}`, 'aria-label': t('menu-level-of', { puzzle: puzzles.title(p) }) },
      info.levels.map((l) => el('option', { value: l, text: levelName(l) })));
    const extra = kind?.menuOptions?.() ?? null;
    const start = () => play(p, lv.value, extra?.chosen() ?? {});
    return el('section', { class: 'card', 'aria-labelledby': `card-${p}` },
      el('h2', { id: `card-${p}`, text: puzzles.title(p) }),
      kind ? el('p', { class: 'muted', text: t(kind.about) }) : null,
      el('div', { class: 'row' }, extra?.element ?? null, lv),
      el('div', { class: 'row' },
        el('button', { class: 'primary', id: `play-${p}`, text: t('new-game'), onclick: start }),
        el('button', { id: `continue-${p}`, text: t('menu-continue'), onclick: () => resumeLatest(p, extra?.chosen?.().size) })));
  };
  return el('div', { class: 'cards' }, puzzles.list.map(card));
}

/** Continue: the latest unfinished game of the puzzle (of the size chosen, where it has
 * sizes) that the server keeps, wherever it was played; else the game this page played
 * last, else a new one. */
async function resumeLatest(puzzle, size) {
  try {
    const games = await api.saved('unfinished');
    const g = games.find((x) => x.puzzle === puzzle && (!size || x.size === size));
    if (g) store.set(puzzle, { id: g.id });
  } catch { /* the page's own memory then */ }
  location.hash = `#/${puzzle}`;
}

function table(headers, rows) {
  return el('table', {}, el('thead', {}, el('tr', {}, headers.map((h) => el('th', { text: h })))),
    el('tbody', {}, rows.map((cells) => el('tr', {}, cells.map((c) => el('td', {}, c))))));
}

/** The filter's choices and what each says, whole ids for the catalogs. */
const SHOW = {
  unfinished: { option: 'menu-show-unfinished', none: 'menu-no-unfinished' },
  solved: { option: 'menu-show-solved', none: 'menu-no-solved' },
  all: { option: 'menu-show-all', none: 'menu-no-all' },
};
const STATUS = { playing: 'status-playing', solved: 'status-solved', abandoned: 'status-abandoned' };

/** The games kept, the latest played first: the unfinished ones (each with Resume and
 * Delete, asked first), the solved or all of them (a game started over is kept, abandoned)
 * as the filter asks; every one with Replay. The filter is remembered. */
async function savedGames() {
  const show = el('select', { id: 'saved-show', 'aria-label': t('menu-saved-show') },
    Object.entries(SHOW).map(([v, ids]) => el('option', { value: v, text: t(ids.option) })));
  show.value = store.pref('saved-show', 'unfinished');
  if (!show.value) show.value = 'unfinished';
  const list = el('div', { id: 'saved-list' });
  const draw = async () => {
    store.setPref('saved-show', show.value);
    try { list.replaceChildren(await savedList(show.value, draw)); } catch (e) { list.replaceChildren(el('p', { class: 'error', text: e.message })); }
  };
  show.addEventListener('change', draw);
  await draw();
  return el('div', {}, el('label', { class: 'row' }, t('menu-saved-show'), show), list);
}

async function savedList(show, redraw) {
  const games = await api.saved(show);
  if (games.length === 0) return el('p', { class: 'muted', text: t(SHOW[show].none) });
  const remove = async (g, name) => {
    if (!await ask(t('menu-delete-game', { game: name, id: g.id }), el('p', { text: t('menu-delete-confirm', { game: name, moves: g.moves }) }), t('menu-delete'))) return;
    try { await api.deleteSaved(g.id); await redraw(); } catch (e) { toast(e.message); }
  };
  return table([t('col-no'), t('col-puzzle'), t('col-level'), t('col-status'), t('col-date'), t('col-moves'), t('col-time'), ''], games.map((g) => {
    const name = gameTitle(g.puzzle, g.size);
    const playing = g.status === 'playing';
    return [
      String(g.id), name, levelName(g.level),
      t(STATUS[g.status]) + (g.assisted ? ` (${t('assisted')})` : ''),
      fmtDate(g.updated_at, lang), String(g.moves), fmtTime(g.elapsed_ms),
      el('span', { class: 'row' },
        playing ? el('button', { text: t('menu-resume'), 'aria-label': t('menu-resume-game', { game: name, id: g.id }), onclick: () => {
          store.set(g.puzzle, { id: g.id });
          location.hash = `#/${g.puzzle}`;
        } }) : null,
        el('button', { text: t('menu-replay'), 'aria-label': t('menu-replay-game', { game: name, id: g.id }), onclick: () => {
          location.hash = `#/replay/${g.id}`;
        } }),
        playing ? el('button', { text: t('menu-delete'), 'aria-label': t('menu-delete-game', { game: name, id: g.id }), onclick: () => remove(g, name) }) : null)];
  }));
}

/** Games, solves and personal bests per puzzle, size and level. */
async function statsTable() {
  const rows = await api.stats();
  if (rows.length === 0) return el('p', { class: 'muted', text: t('menu-no-games') });
  return table([t('col-puzzle'), t('col-level'), t('col-played'), t('col-solved'), t('col-best-time'), t('col-fewest')], rows.map((r) => [
    gameTitle(r.puzzle, r.size), levelName(r.level), String(r.played), String(r.solved),
    r.best_ms == null ? t('menu-no-best') : clock(r.best_ms),
    r.fewest_moves == null ? '–' : String(r.fewest_moves)]));
}
