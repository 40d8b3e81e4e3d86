// The game screen's panel: the numbers, the message, the buttons of the game, the hint and
// the demonstration, the moves and the position sections, and drawing them from a view.

import { button, el, fmtTime, heading, levelName } from './dom.js';
import { t } from './i18n.js';
import { positionSection } from './position.js';
import { gameTitle, puzzles, sizeOf } from './puzzles.js';

// What the server is busy with (`busy.task`), as the message line says it.
const BUSY = { tables: 'busy-tables', new_game: 'busy-new_game', hint: 'busy-hint', demo: 'busy-demo' };


/** Whether the page is laid out for a phone (one column: the puzzle, then its controls). */
const narrow = () => matchMedia('(max-width: 820px)').matches;

/** Builds the panel of `game` (its elements are kept on the game to be drawn): what plays
 * the game first, the rest in sections a phone folds. */
export function buildPanel(game) {
  const open = !narrow();
  return el('div', { class: 'panel' },
    playSection(game),
    fold('new-game-section', t('new-game'), open, newGameSection(game)),
    fold('moves-section', t('moves-section'), open, movesSection(game)),
    fold('position-section', t('position-section'), open, positionSection(game)));
}

/** A section that folds, open or not. */
function fold(id, title, open, body) {
  return el('details', { class: 'fold', id, open }, el('summary', { text: title }), body);
}

/** The numbers, the message, and the buttons that play: undo, redo, restart, the hint
 * and the demonstration with its speed. */
function playSection(g) {
  g.title = el('h1', { id: 'title', class: 'game-title' });
  g.message = el('p', { class: 'message', id: 'message', role: 'status', 'aria-live': 'polite' });
  // A bar per table being loaded or built, each labelled with the table's name and size.
  g.progress = el('div', { id: 'progress', class: 'progress-list', hidden: true });
  g.numbers = el('div', { class: 'stats', id: 'numbers' });
  g.hintBtn = button('hint', t('hint'), () => g.act({ action: 'hint' }), t('hint-tip'));
  g.demoBtn = button('demo', t('demonstrate'), () => g.demo(), t('demonstrate-tip'));
  g.stepBtn = button('step', t('step'), () => g.step(), t('step-tip'));
  g.stopBtn = button('stop', t('stop'), () => g.stop(), t('stop-tip'));
  g.playButtons = [
    button('undo', t('undo'), () => g.act({ action: 'undo' }), t('undo-tip')),
    button('redo', t('redo'), () => g.act({ action: 'redo' }), t('redo-tip')),
    button('restart', t('restart'), () => g.act({ action: 'restart' }), t('restart-tip')),
    g.hintBtn, g.demoBtn];
  // Right is faster: the slider's value is 2050 − milliseconds per move.
  g.speed = el('input', { type: 'range', id: 'speed', min: 50, max: 2000, step: 10, value: 2050 - g.preferredMs(), 'aria-label': t('speed-label'),
    oninput: () => g.speedChanged(), onchange: () => g.speedChanged(true) });
  g.speedText = el('output', { id: 'speed-text', for: 'speed' });
  return el('section', { class: 'play', 'aria-label': t('play-section') },
    g.title, g.numbers, g.progress, g.message,
    el('div', { class: 'row buttons' }, g.playButtons, g.stepBtn, g.stopBtn),
    el('div', { class: 'row' }, el('label', { class: 'row' }, t('speed'), g.speed), g.speedText,
      g.puzzleView.demoOptions?.() ?? null));
}

/** The next game: its level and seed, a rescramble (and the tiles' size and goal). */
function newGameSection(g) {
  g.levelSel = el('select', { id: 'level', 'aria-label': t('level-label') });
  g.seedBox = el('input', { type: 'number', id: 'seed', min: 0, placeholder: t('seed'), 'aria-label': t('seed-label'), style: 'width:7em' });
  return el('div', { class: 'fold-body' },
    el('div', { class: 'row' }, g.levelSel, g.seedBox,
      button('new', t('new-game'), () => g.newGame(g.levelSel.value, g.seedBox.value), t('new-game-tip')),
      button('rescramble', t('rescramble'), () => g.act({ action: 'rescramble' }), t('rescramble-tip'))),
    g.puzzleView.newGameExtras?.() ?? null);
}

/** Before the game's first view: the levels the server lists, the controls off, and a
 * word for what is being prepared. */
export function showOpening(g) {
  const levels = puzzles.list.find((p) => p.puzzle === g.puzzle)?.levels ?? [];
  g.levelSel.replaceChildren(...levels.map((l) => el('option', { value: l, text: levelName(l) })));
  for (const b of [...g.playButtons, g.stepBtn, g.stopBtn]) b.disabled = true;
  g.message.classList.add('busy');
  g.message.textContent = t('opening', { puzzle: puzzles.title(g.puzzle) });
  // The title and the numbers as they will be, so that nothing moves when they come.
  g.title.textContent = puzzles.title(g.puzzle);
  showNumbers(g, { move_count: 0, elapsed_ms: 0, hints: 0, solved: true });
}

/** One bar per table of the work in progress, each moving once from 0 to 100 %, named
 * in the page's language when the server wrote the names (`names`). */
function showProgress(g, busy, names = []) {
  const tables = busy?.tables ?? [];
  g.progress.hidden = tables.length === 0;
  const bars = [...g.progress.children];
  tables.forEach((tab, i) => {
    let row = bars[i];
    if (!row) {
      row = el('div', { class: 'progress-row' }, el('span', { class: 'progress-label' }), el('progress', { max: 1, value: 0 }));
      g.progress.append(row);
    }
    const [label, bar] = row.children;
    const name = names[i] ?? tab.label;
    label.textContent = tab.total > 0 && tab.done >= tab.total ? `${name} ✓` : name;
    bar.setAttribute('aria-label', name);
    bar.max = Math.max(1, tab.total);
    bar.value = tab.total > 0 ? tab.done : 0;
  });
  for (const extra of bars.slice(tables.length)) extra.remove();
}

/** The move box and the moves made. */
function movesSection(g) {
  g.movesBox = el('input', { type: 'text', id: 'moves-input', 'aria-label': t('moves-input-label'), placeholder: t(g.kind.movesExample), autocomplete: 'off', spellcheck: 'false' });
  g.movesList = el('div', { class: 'moves-list', id: 'moves-list', 'aria-label': t('moves-made') });
  return el('div', { class: 'fold-body' },
    el('form', { class: 'row', onsubmit: (e) => { e.preventDefault(); g.typedMoves(); } },
      g.movesBox, el('button', { type: 'submit', id: 'play-moves', text: t('play') })),
    g.movesList);
}

/** The moves, the time, the moves per second and the hints of the view shown. */
export function showNumbers(g, shown = null) {
  const v = shown ?? g.view;
  if (!v) return;
  let ms = v.elapsed_ms;
  if (!v.solved && !v.busy) ms += performance.now() - g.shownAt;
  g.numbers.replaceChildren(
    el('div', {}, el('b', { id: 'move-count', text: v.move_count }), t(g.kind.moveCount)),
    el('div', {}, el('b', { id: 'time', text: fmtTime(ms) }), t('stat-time')),
    el('div', {}, el('b', { text: ms > 1000 ? (v.move_count / (ms / 1000)).toFixed(2) : '–' }), t('stat-rate')),
    el('div', {}, el('b', { id: 'hint-count', text: v.hints }), t('stat-hints')));
}

/** What the message line says of a view. */
function messageOf(v) {
  if (v.busy) {
    return BUSY[v.busy.task] ? t(BUSY[v.busy.task], { tables: v.busy.tables?.length ?? 0 }) : '';
  }
  if (v.hint) {
    const method = v.said?.hint_method ?? v.hint.method;
    const near = !v.hint.optimal && v.hint.lower_bound != null;
    const proof = v.hint.optimal ? 'yes' : near ? 'near' : 'no';
    const over = near ? v.hint.length - v.hint.lower_bound : 0;
    return t('hint-said', { move: v.hint.move, from: v.hint.length, to: v.hint.length - 1, optimal: proof, over }) +
      (method ? `; ${method}` : '');
  }
  if (v.demo?.step) {
    const step = v.said?.demo_step ?? v.demo.step;
    // The server names the method in the page's language (`said`, asked for by ?lang; the
    // view's own name is the English), here as the line's heading.
    const method = heading(v.said?.demo_method ?? v.demo.method ?? '');
    return t('demo-step', { method, step, played: v.demo.played, total: v.demo.moves.length });
  }
  if (v.demo && !v.demo.method) {
    // A plain solution: what it is and how far it has come, at every move.
    return t('demo-progress', { optimal: v.demo.optimal ? 'yes' : 'no', played: v.demo.played, total: v.demo.moves.length });
  }
  // The server writes the message in the page's language (`said`, asked for by ?lang).
  return v.said?.message ?? v.message;
}

/** Draws the panel from the game's view. */
export function showPanel(g, v) {
  showNumbers(g);
  if (g.levelSel.options.length !== v.levels.length) {
    g.levelSel.replaceChildren(...v.levels.map((l) => el('option', { value: l, text: levelName(l) })));
  }
  if (v.levels.includes(v.level)) g.levelSel.value = v.level;
  g.title.textContent = [gameTitle(g.puzzle, sizeOf(g.puzzle, v)), t('title-level', { level: levelName(v.level) }),
    v.seed != null ? t('title-seed', { seed: v.seed }) : null, v.custom_goal ? t('title-goal', { goal: v.goal }) : null]
    .filter(Boolean).join(' · ');
  // A refusal is said only by the page that made the refused action (from its answer);
  // another page of the same game leaves it unsaid.
  const keep = v.message_refused;
  if (!keep) g.message.classList.remove('error', 'busy');
  if (v.busy) g.message.classList.add('busy');
  showProgress(g, v.busy, v.said?.tables);
  // Nothing plays while the game is being made ready; Stop cancels a new game.
  const preparing = v.busy && (v.busy.task === 'tables' || v.busy.task === 'new_game');
  for (const b of g.playButtons) b.disabled = !!preparing;
  if (!keep) g.message.textContent = messageOf(v);
  else if (!g.messageShown) { g.message.textContent = ''; g.message.classList.remove('busy'); }
  g.messageShown = true;
  const demoOn = !!v.demo;
  g.demoBtn.textContent = t(demoOn ? (v.demo.paused ? 'resume' : 'pause') : 'demonstrate');
  g.stepBtn.disabled = !demoOn;
  g.stopBtn.disabled = !demoOn && !v.busy;
  g.movesList.textContent = v.moves.length ? v.moves.join(' ') : t('moves-none');
  if (v.finished || (v.solved && v.moves.length > 0)) {
    const f = v.finished || {};
    g.banner.hidden = false;
    g.banner.textContent = t('solved', { moves: v.move_count, time: fmtTime(v.elapsed_ms) }) +
      (f.best_time && f.best_moves ? t('record-both') : f.best_time ? t('record-time') : f.best_moves ? t('record-moves') : '') +
      (f.assisted ? ` ${t('records-rule')}` : '');
    if (v.id != null) g.banner.append(' ', el('a', { href: `#/replay/${v.id}`, id: 'replay-link', text: t('replay-watch') }));
  } else {
    g.banner.hidden = true;
  }
}
