// The rules and keys of each puzzle, in the page's dialog.

import { el, puzzles, showDialog } from './dom.js';
import { t } from './i18n.js';
import { RingsView } from './rings.js';

// The rules of each puzzle: message ids, paragraph by paragraph.
const HELP = {
  sliding: ['help-sliding-1', 'help-sliding-2'],
  cube: ['help-cube-1', 'help-cube-2', 'help-cube-3', 'help-cube-4'],
  rings: ['help-rings-1', 'help-rings-2'],
};

/** The rules and the keys of a puzzle (every puzzle's keys for none). */
export function showHelp(puzzle) {
  const body = el('div', {});
  for (const id of HELP[puzzle] || []) body.append(el('p', { text: t(id) }));
  if (puzzle === 'rings') body.append(RingsView.picture());
  const kbd = (k) => el('kbd', { text: k });
  body.append(el('h3', { text: t('help-keys') }),
    el('ul', {},
      el('li', {}, kbd('Backspace'), ` ${t('help-or')} `, kbd('Ctrl+Z'), ` ${t('undo')}, `, kbd('Ctrl+Y'), ` ${t('redo')}, `, kbd('Home'), ` ${t('restart')}`),
      el('li', {}, kbd(','), ` ${t('hint')}`, puzzle !== 'cube' ? ` (${t('help-also', { key: 'h' })})` : '', ', ', kbd('.'), ` ${t('help-demo-pause')}`, puzzle !== 'cube' ? ` (${t('help-also', { key: 'p' })})` : ''),
      el('li', {}, kbd('['), ' ', kbd(']'), ` ${t('help-speed')}, `, kbd('Esc'), ` ${t('help-stop')}`),
      el('li', {}, kbd('?'), ` ${t('help-this')}`)));
  showDialog(puzzle ? t('help-title', { puzzle: puzzles.title(puzzle) }) : 'puzzlebox', body);
}
