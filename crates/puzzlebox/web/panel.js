// The game screen's panel: the numbers, the message, the buttons of the game, the hint and
// the demonstration, the moves and the position sections, and drawing them from a view.

import { button, el, fmtTime, plural, puzzles } from './dom.js';
import { positionSection } from './position.js';

const BUSY = { tables: 'Loading the solver tables', new_game: 'Preparing the new game', hint: 'Thinking', demo: 'Planning a demonstration' };

function movePlaceholder(p) {
  return { sliding: 'e.g. U L D R (the way a tile slides)', cube: "e.g. R U R' U' or [R, U] (F2 D)2", rings: 'e.g. 3+ 0- 2+3' }[p];
}

/** Whether the page is laid out for a phone (one column: the puzzle, then its controls). */
export const narrow = () => matchMedia('(max-width: 820px)').matches;

/** Builds the panel of `game` (its elements are kept on the game to be drawn): what plays
 * the game first, the rest in sections a phone folds. */
export function buildPanel(game) {
  const open = !narrow();
  return el('div', { class: 'panel' },
    playSection(game),
    fold('new-game-section', 'New game', open, newGameSection(game)),
    fold('moves-section', 'Moves', open, movesSection(game)),
    fold('position-section', 'Position and solver', open, positionSection(game)));
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
  g.hintBtn = button('hint', 'Hint', () => g.act({ action: 'hint' }), 'The next move of a good solution (,)');
  g.demoBtn = button('demo', 'Demonstrate', () => g.demo(), 'Play a solution (.)');
  g.stepBtn = button('step', 'Step', () => g.step(), 'One move of the demonstration');
  g.stopBtn = button('stop', 'Stop', () => g.stop(), 'Stop the demonstration (Esc)');
  g.playButtons = [
    button('undo', 'Undo', () => g.act({ action: 'undo' }), 'Take back a move (Backspace, Ctrl+Z)'),
    button('redo', 'Redo', () => g.act({ action: 'redo' }), 'Replay an undone move (Ctrl+Y)'),
    button('restart', 'Restart', () => g.act({ action: 'restart' }), 'Back to the start (Home)'),
    g.hintBtn, g.demoBtn];
  // Right is faster: the slider's value is 2050 − milliseconds per move.
  g.speed = el('input', { type: 'range', id: 'speed', min: 50, max: 2000, step: 10, value: 2050 - g.preferredMs(), 'aria-label': 'Demonstration speed',
    oninput: () => g.speedChanged(), onchange: () => g.speedChanged(true) });
  g.speedText = el('output', { id: 'speed-text', for: 'speed' });
  return el('section', { class: 'play', 'aria-label': 'The game' },
    g.title, g.numbers, g.progress, g.message,
    el('div', { class: 'row buttons' }, g.playButtons, g.stepBtn, g.stopBtn),
    el('div', { class: 'row' }, el('label', { class: 'row' }, 'Speed', g.speed), g.speedText,
      g.puzzleView.demoOptions?.() ?? null));
}

/** The next game: its level and seed, a rescramble (and the tiles' size and goal). */
function newGameSection(g) {
  g.levelSel = el('select', { id: 'level', 'aria-label': 'Level of the next game' });
  g.seedBox = el('input', { type: 'number', id: 'seed', min: 0, placeholder: 'seed', 'aria-label': 'Seed of the next game (empty: random)', style: 'width:7em' });
  return el('div', { class: 'fold-body' },
    el('div', { class: 'row' }, g.levelSel, g.seedBox,
      button('new', 'New game', () => g.newGame(g.levelSel.value, g.seedBox.value), 'A new game at this level (and seed)'),
      button('rescramble', 'Rescramble', () => g.act({ action: 'rescramble' }), 'A new start at the same level')),
    g.puzzleView.newGameExtras?.() ?? null);
}

/** Before the game's first view: the levels the server lists, the controls off, and a
 * word for what is being prepared. */
export function showOpening(g) {
  const levels = puzzles.list.find((p) => p.puzzle === g.puzzle)?.levels ?? [];
  g.levelSel.replaceChildren(...levels.map((l) => el('option', { value: l, text: l })));
  for (const b of [...g.playButtons, g.stepBtn, g.stopBtn]) b.disabled = true;
  g.message.classList.add('busy');
  g.message.textContent = `Opening the ${puzzles.title(g.puzzle)} game…`;
  // The title and the numbers as they will be, so that nothing moves when they come.
  g.title.textContent = puzzles.title(g.puzzle);
  showNumbers(g, { move_count: 0, elapsed_ms: 0, hints: 0, solved: true });
}

/** One bar per table of the work in progress, each moving once from 0 to 100 %. */
function showProgress(g, busy) {
  const tables = busy?.tables ?? [];
  g.progress.hidden = tables.length === 0;
  const bars = [...g.progress.children];
  tables.forEach((t, i) => {
    let row = bars[i];
    if (!row) {
      row = el('div', { class: 'progress-row' }, el('span', { class: 'progress-label' }), el('progress', { max: 1, value: 0 }));
      g.progress.append(row);
    }
    const [label, bar] = row.children;
    label.textContent = t.total > 0 && t.done >= t.total ? `${t.label} ✓` : t.label;
    bar.setAttribute('aria-label', t.label);
    bar.max = Math.max(1, t.total);
    bar.value = t.total > 0 ? t.done : 0;
  });
  for (const extra of bars.slice(tables.length)) extra.remove();
}

/** The move box and the moves made. */
function movesSection(g) {
  g.movesBox = el('input', { type: 'text', id: 'moves-input', 'aria-label': 'Moves in notation', placeholder: movePlaceholder(g.puzzle), autocomplete: 'off', spellcheck: 'false' });
  g.movesList = el('div', { class: 'moves-list', id: 'moves-list', 'aria-label': 'Moves made' });
  return el('div', { class: 'fold-body' },
    el('form', { class: 'row', onsubmit: (e) => { e.preventDefault(); g.typedMoves(); } },
      g.movesBox, el('button', { type: 'submit', id: 'play-moves', text: 'Play' })),
    g.movesList);
}

/** The moves, the time, the moves per second and the hints of the view shown. */
export function showNumbers(g, shown = null) {
  const v = shown ?? g.view;
  if (!v) return;
  let ms = v.elapsed_ms;
  if (!v.solved && !v.busy) ms += performance.now() - g.shownAt;
  g.numbers.replaceChildren(
    el('div', {}, el('b', { id: 'move-count', text: v.move_count }), g.puzzle === 'cube' ? 'moves (HTM)' : 'moves'),
    el('div', {}, el('b', { id: 'time', text: fmtTime(ms) }), 'time'),
    el('div', {}, el('b', { text: ms > 1000 ? (v.move_count / (ms / 1000)).toFixed(2) : '–' }), 'moves/s'),
    el('div', {}, el('b', { id: 'hint-count', text: v.hints }), 'hints'));
}

/** What the message line says of a view. */
function messageOf(v) {
  if (v.busy) {
    const what = BUSY[v.busy.task];
    const n = v.busy.tables?.length ?? 0;
    return n > 1 ? `${what} (${n} tables)…` : `${what}…`;
  }
  if (v.hint) {
    return `Hint: ${v.hint.move} — ${v.hint.length} → ${plural(v.hint.length - 1, 'move', 'moves')} from solved (${v.hint.optimal ? 'optimal' : "the solver's bound"})${v.hint.method ? `; ${v.hint.method}` : ''}`;
  }
  if (v.demo?.step) {
    const method = v.demo.method ?? 'the method';
    return `${method[0].toUpperCase()}${method.slice(1)}: ${v.demo.step} (${v.demo.played} of ${v.demo.moves.length} moves)`;
  }
  return v.message;
}

/** Draws the panel from the game's view. */
export function showPanel(g, v) {
  showNumbers(g);
  if (g.levelSel.options.length !== v.levels.length) {
    g.levelSel.replaceChildren(...v.levels.map((l) => el('option', { value: l, text: l })));
  }
  if (v.levels.includes(v.level)) g.levelSel.value = v.level;
  g.title.textContent = `${v.title} · level ${v.level}` +
    (v.seed != null ? ` · seed ${v.seed}` : '') + (v.custom_goal ? ` · goal ${v.goal}` : '');
  // A refusal is said only by the page that made the refused action (from its answer);
  // another page of the same game leaves it unsaid.
  const keep = v.message_refused;
  if (!keep) g.message.classList.remove('error', 'busy');
  if (v.busy) g.message.classList.add('busy');
  showProgress(g, v.busy);
  // Nothing plays while the game is being made ready; Stop cancels a new game.
  const preparing = v.busy && (v.busy.task === 'tables' || v.busy.task === 'new_game');
  for (const b of g.playButtons) b.disabled = !!preparing;
  if (!keep) g.message.textContent = messageOf(v);
  else if (!g.messageShown) { g.message.textContent = ''; g.message.classList.remove('busy'); }
  g.messageShown = true;
  const demoOn = !!v.demo;
  g.demoBtn.textContent = demoOn ? (v.demo.paused ? 'Resume' : 'Pause') : 'Demonstrate';
  g.stepBtn.disabled = !demoOn;
  g.stopBtn.disabled = !demoOn && !v.busy;
  g.movesList.textContent = v.moves.length ? v.moves.join(' ') : '(none yet)';
  if (v.finished || (v.solved && v.moves.length > 0)) {
    const f = v.finished || {};
    const rec = [f.best_time && 'a new best time', f.best_moves && 'a new fewest-moves record'].filter(Boolean);
    g.banner.hidden = false;
    g.banner.textContent = `Solved! ${plural(v.move_count, 'move', 'moves')} in ${fmtTime(v.elapsed_ms)}` +
      (rec.length ? ` — ${rec.join(' and ')}!` : '') +
      (v.demos ? ` (${plural(v.demos, 'demonstration', 'demonstrations')}: no record)` : '');
  } else {
    g.banner.hidden = true;
  }
}
