// Entering, copying and sharing positions: the position section of the game's panel. The
// server checks every position and makes the share link; the page only sends text.

import { api } from './api.js';
import { button, el, showDialog, toast } from './dom.js';
import { t } from './i18n.js';

/** The position section: the box, its verdict as you type, play, copy, share. */
export function positionSection(g) {
  g.posBox = el('textarea', { id: 'position-input', rows: 2, 'aria-label': t('position-label'), placeholder: t(g.kind.positionExample), spellcheck: 'false' });
  g.verdict = el('p', { id: 'verdict', class: 'muted', role: 'status', 'aria-live': 'polite' });
  let timer = null;
  g.posBox.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => checkPosition(g), 250); });
  return el('section', { 'aria-label': t('position') },
    el('h2', { text: t('position') }),
    g.posBox, g.verdict,
    el('div', { class: 'row' },
      button('set-position', t('position-play'), () => setPosition(g)),
      button('copy-position', t('position-copy'), () => copyPosition(g)),
      button('share', t('share'), () => share(g))),
    g.puzzleView.panelExtras?.() ?? null);
}

/** The verdict on the position typed: solvable, or exactly why not. */
export async function checkPosition(g) {
  const text = g.posBox.value.trim();
  if (!text) { g.verdict.textContent = ''; return; }
  const [state, goal] = text.split('|').map((s) => s.trim());
  try {
    const r = await api.validate({ puzzle: g.puzzle, state, goal: goal || undefined });
    g.verdict.className = 'okay';
    g.verdict.textContent = t(r.solved ? 'valid-solved' : 'valid');
  } catch (e) {
    g.verdict.className = 'error';
    g.verdict.textContent = e.message;
  }
}

async function setPosition(g) {
  const text = g.posBox.value.trim();
  if (!text) { g.verdict.textContent = t('position-first'); return; }
  const [start, goal] = text.split('|').map((s) => s.trim());
  const out = await g.act({ action: 'set_position', start, goal: goal || null });
  if (out) { g.verdict.className = 'okay'; g.verdict.textContent = t('position-playing'); }
  else { g.verdict.className = 'error'; g.verdict.textContent = g.message.textContent; }
}

async function copyPosition(g) {
  const text = g.kind.positionText(g.view);
  g.posBox.value = text;
  try { await navigator.clipboard.writeText(text); toast(t('position-copied')); } catch { toast(t('position-in-box')); }
}

/** The share link the server made (for the cube Twizzle's `setup-alg` and `alg`). */
function share(g) {
  const v = g.view;
  if (!v.share) { g.fail(new Error(t('share-not-ready'))); return; }
  const link = new URL(v.share, location.origin).toString();
  const field = el('input', { type: 'text', id: 'share-link', value: link, readonly: true, 'aria-label': t('share'), style: 'width:100%' });
  showDialog(t('share-title'), el('div', {}, el('p', { text: t('share-holds') }), field,
    g.kind.shareNote ? el('p', { class: 'muted', text: t(g.kind.shareNote) }) : null));
  field.select();
  navigator.clipboard.writeText(link).then(() => toast(t('share-copied')), () => { /* shown in the dialog */ });
}
