// The cube's "Solve" box: two-phase (20 moves or fewer at once) or the optimal solver (the
// fewest moves, proven), on the position shown, with progress and Cancel. The server
// solves; the page only shows what it answers.

import { solveStream } from './api.js';
import { el } from './dom.js';

/** The Solve box for the game in `ctx` (its view gives the position). */
export function solveBox(ctx) {
  const solver = el('select', { id: 'solve-solver', 'aria-label': 'Solver' },
    el('option', { value: 'optimal', text: 'optimal (fewest moves, proven)' }),
    el('option', { value: 'two-phase', text: 'two-phase (20 moves or fewer, at once)' }));
  const bar = el('progress', { id: 'solve-progress', max: 1, value: 0, hidden: true });
  const out = el('p', { id: 'solve-result', class: 'solve-result', 'aria-live': 'polite' });
  let abort = null;
  const go = el('button', { id: 'solve-go', text: 'Solve', title: 'Solve the position shown',
    onclick: async () => {
      const state = ctx.game.view?.state;
      if (!state || abort) return;
      abort = new AbortController();
      go.hidden = true; cancel.hidden = false; bar.hidden = false; bar.removeAttribute('value');
      out.textContent = 'Solving…';
      try {
        const r = await solveStream({ puzzle: 'cube', state, solver: solver.value },
          (p) => { bar.max = p.limit_ms; bar.value = p.elapsed_ms; out.textContent = `Solving… ${(p.elapsed_ms / 1000).toFixed(1)} s of at most ${(p.limit_ms / 1000).toFixed(0)} s`; },
          abort.signal);
        out.textContent = describe(r);
      } catch (e) {
        out.textContent = e.kind === 'cancelled' ? 'Cancelled.' : e.message;
      } finally {
        abort = null; go.hidden = false; cancel.hidden = true; bar.hidden = true;
      }
    } });
  const cancel = el('button', { id: 'solve-cancel', text: 'Cancel', hidden: true, onclick: () => abort?.abort() });
  return el('div', { class: 'solve-box' }, el('div', { class: 'row' }, solver, go, cancel), bar, out);
}

/** What a solve record says, in a sentence. */
function describe(r) {
  if (r.length === 0) return 'Already solved.';
  const proof = r.optimal ? 'optimal' : r.lower_bound != null ? `none shorter than ${r.lower_bound} (time ran out)` : 'not proven';
  const nodes = r.nodes != null ? `, ${r.nodes.toLocaleString('en')} nodes` : '';
  return `${r.solution} — ${r.length} moves, ${proof}; ${(r.millis / 1000).toFixed(2)} s${nodes}`;
}
