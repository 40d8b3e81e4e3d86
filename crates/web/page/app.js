// The page: a menu of the puzzles and the saved games, then one screen per puzzle, picked
// by the address (`#/sliding`, `#/cube`, `#/rings`, or a share link's query).

import { api } from './api.js';
import { store, toast } from './dom.js';
import { figures, Game } from './game.js';
import { puzzles } from './puzzles.js';
import { showHelp } from './help.js';
import { showMenu } from './menu.js';
import { Practice } from './practice.js';
import { Replay, sharedReplay } from './replay.js';
import { lang, loadMessages, setLang, t } from './i18n.js';

const app = document.getElementById('app');
let current = null;
let pendingNew = null;

if (store.pref('cb', '0') === '1') document.body.classList.add('cb');

/** A new game from the menu (`options`: what the puzzle's card adds, the tiles' size). */
function play(puzzle, level, options) {
  pendingNew = { puzzle, level, options };
  if (location.hash === `#/${puzzle}`) route(); else location.hash = `#/${puzzle}`;
}

/** The header and the page's fixed words in the page's language, and its switch. */
function speak() {
  for (const a of document.querySelectorAll('header nav a')) {
    const to = a.getAttribute('href').slice(2);
    a.textContent = to === 'practice' ? t('nav-practice') : puzzles.title(to);
  }
  document.querySelector('.brand').setAttribute('aria-label', t('brand-label'));
  document.querySelector('header nav').setAttribute('aria-label', t('nav-label'));
  document.getElementById('help-button').title = t('help-button');
  document.getElementById('dialog-close').textContent = t('close');
  const sel = document.getElementById('lang');
  sel.value = lang;
  sel.addEventListener('change', () => setLang(sel.value));
}

async function route() {
  if (!puzzles.list.length) {
    try { puzzles.list = await api.puzzles(); } catch (e) { toast(e.message); }
    speak();
  }
  const params = new URLSearchParams(location.search);
  const replayed = sharedReplay(params);
  if (replayed) {
    // A share link's replay: watched, then the address is the page's own.
    history.replaceState(null, '', '/#/replay');
    current?.close();
    current = new Replay(app, { shared: replayed });
    await current.open();
    return;
  }
  const shared = params.get('puzzle');
  const kind = puzzles.kind(shared);
  if (kind) {
    // A share link: the puzzle, its start and the moves, as the puzzle names them.
    const create = kind.shared(params);
    history.replaceState(null, '', `/#/${shared}`);
    window.scrollTo(0, 0);
    current?.close();
    current = new Game(shared, app);
    await current.open({ create });
    return;
  }
  const saved = /^#\/replay\/(\w+)$/.exec(location.hash)?.[1];
  if (saved) {
    current?.close();
    window.scrollTo(0, 0);
    current = new Replay(app, { id: saved });
    await current.open();
    return;
  }
  if (location.hash === '#/replay' && current instanceof Replay) return;
  const name = /^#\/(\w+)$/.exec(location.hash)?.[1];
  const puzzle = puzzles.routed(name);
  current?.close();
  current = null;
  if (name === 'practice') {
    window.scrollTo(0, 0);
    current = new Practice(app);
    await current.open();
    return;
  }
  if (!puzzle) { await showMenu(app, play); return; }
  // A game's screen opens at the top (the menu may have been scrolled to its card).
  window.scrollTo(0, 0);
  current = new Game(puzzle, app);
  const want = pendingNew && pendingNew.puzzle === puzzle ? pendingNew : null;
  pendingNew = null;
  if (want) await current.open({ create: { level: want.level, ...want.options } });
  else await current.open();
}

document.getElementById('help-button').addEventListener('click', () => showHelp(current?.puzzle || puzzles.first()));

/** Whether a key belongs to the control that has the focus, not to the screen: typing in a
 * text box, and any key on a control, unless the screen owns it (the timer's Space and
 * Escape: no box or list on its screen takes them from it). */
function forControl(e) {
  const t = e.target;
  const typing = t instanceof HTMLTextAreaElement ||
    (t instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(t.type));
  const control = t instanceof HTMLInputElement || t instanceof HTMLSelectElement;
  if (typing) return true;
  return control && !current?.ownsKey?.(e.key);
}

document.addEventListener('keydown', (e) => {
  if (!current || forControl(e)) return;
  if (document.getElementById('dialog').open) return;
  if (current.keydown(e)) e.preventDefault();
});

document.addEventListener('keyup', (e) => {
  if (!current?.keyup || forControl(e)) return;
  if (document.getElementById('dialog').open) return;
  if (current.keyup(e)) e.preventDefault();
});

window.addEventListener('hashchange', route);
// The messages and the puzzles' list together, then the first screen.
Promise.all([loadMessages(), api.puzzles().then((l) => { puzzles.list = l; }, (e) => toast(e.message))])
  .then(() => { if (puzzles.list.length) speak(); route(); });

// For the browser tests and the figures: the game, when the first puzzle became playable
// (milliseconds since navigation), and the time from each key press to its turn starting.
window.puzzlebox = { get game() { return current; }, figures };
