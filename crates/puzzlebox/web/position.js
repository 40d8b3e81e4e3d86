// Entering, copying and sharing positions: the position section of the game's panel. The
// server checks every position and makes the share link; the page only sends text.

import { api } from './api.js';
import { button, el, showDialog, toast } from './dom.js';

function positionPlaceholder(p) {
  return {
    sliding: '8 6 7/2 5 4/3 0 1   (rows split by /, 0 the blank; add | goal for a custom goal)',
    cube: '54 letters URFDLB (or colours WRGYOB) in Kociemba\'s order',
    rings: 'five rings of 7 letters K B G O R, split by /',
  }[p];
}

/** The position section: the box, its verdict as you type, play, copy, share. */
export function positionSection(g) {
  g.posBox = el('textarea', { id: 'position-input', rows: 2, 'aria-label': 'A position to play (and, for tiles, a goal after |)', placeholder: positionPlaceholder(g.puzzle), spellcheck: 'false' });
  g.verdict = el('p', { id: 'verdict', class: 'muted', role: 'status', 'aria-live': 'polite' });
  let timer = null;
  g.posBox.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => checkPosition(g), 250); });
  return el('section', { 'aria-label': 'Position' },
    el('h2', { text: 'Position' }),
    g.posBox, g.verdict,
    el('div', { class: 'row' },
      button('set-position', 'Play this position', () => setPosition(g)),
      button('copy-position', 'Copy position', () => copyPosition(g)),
      button('share', 'Share link', () => share(g))),
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
    g.verdict.textContent = r.solved ? 'Valid, and already solved.' : 'Valid: this position can be solved.';
  } catch (e) {
    g.verdict.className = 'error';
    g.verdict.textContent = e.message;
  }
}

async function setPosition(g) {
  const text = g.posBox.value.trim();
  if (!text) { g.verdict.textContent = 'Type or paste a position first.'; return; }
  const [start, goal] = text.split('|').map((s) => s.trim());
  const out = await g.act({ action: 'set_position', start, goal: goal || null });
  if (out) { g.verdict.className = 'okay'; g.verdict.textContent = 'Playing the entered position.'; }
  else { g.verdict.className = 'error'; g.verdict.textContent = g.message.textContent; }
}

async function copyPosition(g) {
  const v = g.view;
  const text = g.puzzle === 'sliding' && v.custom_goal ? `${v.state} | ${v.goal}` : v.state;
  g.posBox.value = text;
  try { await navigator.clipboard.writeText(text); toast('Position copied'); } catch { toast('Position in the box below'); }
}

/** The share link the server made (for the cube Twizzle's `setup-alg` and `alg`). */
function share(g) {
  const v = g.view;
  if (!v.share) { g.fail(new Error('The link is not ready yet: the solver tables are loading.')); return; }
  const link = new URL(v.share, location.origin).toString();
  const field = el('input', { type: 'text', id: 'share-link', value: link, readonly: true, 'aria-label': 'Share link', style: 'width:100%' });
  showDialog('Share this game', el('div', {}, el('p', { text: 'The link holds the puzzle, its start and the moves made:' }), field,
    g.puzzle === 'cube' ? el('p', { class: 'muted', text: 'The same setup-alg and alg parameters work on Twizzle.' }) : null));
  field.select();
  navigator.clipboard.writeText(link).then(() => toast('Link copied'), () => { /* shown in the dialog */ });
}
