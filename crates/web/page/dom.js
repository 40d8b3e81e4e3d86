// Small helpers every module of the page shares (it imports only the messages).

import { t } from './i18n.js';

/** An element with attributes (`class`, `text`, `on…` handlers, others as attributes). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and children. */
export function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  for (const c of children.flat()) if (c) e.append(c);
  return e;
}

/** What is there of `children`: the DOM's own `append` and `replaceChildren` would write an
 * absent child (`null`, `undefined`) as text. */
export function present(children) {
  return children.flat().filter((c) => c !== null && c !== undefined && c !== false);
}

let toastTimer = null;

/** A short note at the bottom of the page. */
export function toast(text) {
  const t = document.getElementById('toast');
  t.textContent = text;
  t.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => t.classList.remove('show'), 2500);
}

/** The page's dialog with a title and a body. */
export function showDialog(title, body) {
  const d = document.getElementById('dialog');
  document.getElementById('dialog-title').textContent = title;
  document.getElementById('dialog-body').replaceChildren(body);
  if (!d.open) d.showModal();
  document.getElementById('dialog-close').focus();
}

/** Asks before doing: the page's dialog with `body`, and `yes` beside Cancel; resolves
 * true when `yes` was chosen. */
export function ask(title, body, yes) {
  return new Promise((resolve) => {
    const d = document.getElementById('dialog');
    let answer = false;
    const done = () => { d.removeEventListener('close', done); buttons.remove(); resolve(answer); };
    const buttons = el('p', { class: 'row ask' },
      el('button', { class: 'primary', id: 'ask-yes', text: yes, onclick: () => { answer = true; d.close(); } }),
      el('button', { id: 'ask-no', text: t('ask-cancel'), onclick: () => d.close() }));
    showDialog(title, el('div', {}, body, buttons));
    d.addEventListener('close', done);
    (body.querySelector?.('input') ?? document.getElementById('ask-yes')).focus();
  });
}

/** A name as a heading: its first letter a capital (`the classic method`; a Chinese name
 * is as it is). */
export function heading(name) {
  return name ? name[0].toUpperCase() + name.slice(1) : '';
}

/** A moment (milliseconds since the epoch) as the page's language writes a date and time. */
export function fmtDate(ms, lang) {
  return new Date(ms).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Milliseconds as m:ss. */
export function fmtTime(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A time as cubers read it, to the hundredth (`9.87`, `1:02.50`): a single cut, an
 * average rounded. `"DNF"` stays DNF, none is a dash. */
export function clock(ms, rounded = false) {
  if (ms === 'DNF') return 'DNF';
  if (ms === null || ms === undefined) return '–';
  const cs = rounded ? Math.round(ms / 10) : Math.floor(ms / 10);
  const h = Math.floor(cs / 360000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const frac = `${String(s).padStart(h || m ? 2 : 1, '0')}.${String(cs % 100).padStart(2, '0')}`;
  if (h) return `${h}:${String(m).padStart(2, '0')}:${frac}`;
  return m ? `${m}:${frac}` : frac;
}

/** A button with an id, a label, a handler and a tooltip. */
export function button(id, text, onclick, title) {
  return el('button', { id, text, title, onclick });
}

// The levels the server names, and their names on the page.
const LEVELS = {
  easy: 'level-easy', medium: 'level-medium', hard: 'level-hard', random: 'level-random', custom: 'level-custom',
  low: 'level-low', mid: 'level-mid', high: 'level-high',
};

/** A level's name as the page's language says it (the server's name is what is sent):
 * a named level, `moves N`, `distance N`, else the name as it is. */
export function levelName(l) {
  if (LEVELS[l]) return t(LEVELS[l]);
  const m = /^(moves|distance) (\d+)$/.exec(l);
  if (m) return t(m[1] === 'moves' ? 'level-moves' : 'level-distance', { n: Number(m[2]) });
  return l;
}

/** What the page remembers in the browser: each puzzle's open game, and preferences. */
export const store = {
  get(puzzle) {
    try { return JSON.parse(localStorage.getItem(`puzzlebox.game.${puzzle}`) || 'null'); } catch { return null; }
  },
  set(puzzle, v) {
    try { localStorage.setItem(`puzzlebox.game.${puzzle}`, JSON.stringify(v)); } catch { /* private mode */ }
  },
  pref(name, def) {
    try { return localStorage.getItem(`puzzlebox.pref.${name}`) ?? def; } catch { return def; }
  },
  setPref(name, v) {
    try { localStorage.setItem(`puzzlebox.pref.${name}`, v); } catch { /* private mode */ }
  },
};
