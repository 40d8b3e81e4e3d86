// A "Solve" box for the game shown: its puzzle's solvers (the cube's two-phase, 20 moves or
// fewer at once, or its optimal solver, the fewest moves, proven), on the position shown,
// with progress and Cancel. The server solves; the page only shows what it answers.

import { solveStream } from './api.js';
import { el } from './dom.js';
import { t } from './i18n.js';

/** The Solve box for the game in `ctx` (its puzzle, and its view's position), offering
 * `solvers`: each `[name, message id]`, the first the default. */
export function solveBox(ctx, solvers) {
  const solver = el('select', { id: 'solve-solver', 'aria-label': t('col-solver') },
    solvers.map(([value, label]) => el('option', { value, text: t(label) })));
  const bar = el('progress', { id: 'solve-progress', max: 1, value: 0, hidden: true });
  const out = el('p', { id: 'solve-result', class: 'solve-result', 'aria-live': 'polite' });
  let abort = null;
  const go = el('button', { id: 'solve-go', text: t('solve'), title: t('solve-tip'),
    onclick: async () => {
      const state = ctx.game.view?.state;
      if (!state || abort) return;
      abort = new AbortController();
      go.hidden = true; cancel.hidden = false; bar.hidden = false; bar.removeAttribute('value');
      out.textContent = t('solving');
      try {
        const r = await solveStream({ puzzle: ctx.game.puzzle, state, solver: solver.value },
          (p) => { bar.max = p.limit_ms; bar.value = p.elapsed_ms; out.textContent = t('solving-for', { secs: (p.elapsed_ms / 1000).toFixed(1), limit: (p.limit_ms / 1000).toFixed(0) }); },
          abort.signal);
        out.textContent = describe(r);
      } catch (e) {
        out.textContent = e.kind === 'cancelled' ? t('cancelled') : e.message;
      } finally {
        abort = null; go.hidden = false; cancel.hidden = true; bar.hidden = true;
      }
    } });
  const cancel = el('button', { id: 'solve-cancel', text: t('cancel'), hidden: true, onclick: () => abort?.abort() });
  return el('div', { class: 'solve-box' }, el('div', { class: 'row' }, solver, go, cancel), bar, out);
}

/** What a solve record says, in a sentence. */
function describe(r) {
  if (r.length === 0) return t('already-solved');
  const proof = r.optimal ? t('solve-proven') : r.lower_bound != null ? t('solve-bound', { bound: r.lower_bound }) : t('solve-not-proven');
  const nodes = r.nodes != null ? t('solve-nodes', { nodes: r.nodes.toLocaleString('en') }) : '';
  return t('solve-result', { solution: r.solution, moves: r.length, proof, secs: (r.millis / 1000).toFixed(2), nodes });
}
