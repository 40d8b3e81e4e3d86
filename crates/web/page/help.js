// The rules and keys of each puzzle, in the page's dialog.

import { el, showDialog } from './dom.js';
import { t } from './i18n.js';
import { puzzles } from './puzzles.js';

/** The rules and the keys of a puzzle, as its module gives them (paragraphs of message
 * ids, a picture); the keys every puzzle shares. */
export function showHelp(puzzle) {
  const kind = puzzles.kind(puzzle);
  const body = el('div', {});
  for (const id of kind?.help ?? []) body.append(el('p', { text: t(id) }));
  if (kind?.picture) body.append(kind.picture());
  const kbd = (k) => el('kbd', { text: k });
  body.append(el('h3', { text: t('help-keys') }),
    el('ul', {},
      el('li', {}, kbd('Backspace'), ` ${t('help-or')} `, kbd('Ctrl+Z'), ` ${t('undo')}, `, kbd('Ctrl+Y'), ` ${t('redo')}, `, kbd('Home'), ` ${t('restart')}`),
      el('li', {}, kbd(','), ` ${t('hint')}`, kind?.letterKeys ? ` (${t('help-also', { key: 'h' })})` : '', ', ', kbd('.'), ` ${t('help-demo-pause')}`, kind?.letterKeys ? ` (${t('help-also', { key: 'p' })})` : ''),
      el('li', {}, kbd('['), ' ', kbd(']'), ` ${t('help-speed')}, `, kbd('Esc'), ` ${t('help-stop')}`),
      el('li', {}, kbd('?'), ` ${t('help-this')}`)));
  showDialog(puzzle ? t('help-title', { puzzle: puzzles.title(puzzle) }) : 'puzzlebox', body);
}
