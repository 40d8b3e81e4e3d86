// The rules and keys of each puzzle, in the page's dialog.

import { el, puzzles, showDialog } from './dom.js';
import { RingsView } from './rings.js';

const HELP = {
  sliding: [
    'Slide the tiles into order, the blank last (or into the goal you entered).',
    'Click or tap a tile in the blank\'s row or column to slide it (and those between); arrow keys slide a tile into the blank in that direction.',
  ],
  cube: [
    'Make every face one colour. Drag the cube to look around it.',
    'Keys as on csTimer and cubing.js: I=R, K=R\', J=U, F=U\', H=F, G=F\', D=L, E=L\', S=D, L=D\', W=B, O=B\'; ;=y, A=y\', T=x, N=x\', P=z, Q=z\'.',
    'Layer marker: 1–9 pick a layer (U E\' D\' L M R\' F S B\'), Space turns it (Shift+Space the other way).',
    'The move box takes all of the notation: R U F D L B, \', 2, Rw or r, M E S, x y z, (…)3, [A, B], [A: B], [f+].',
  ],
  rings: [
    'Five small rings of seven pieces share a central disk that carries two pieces of every ring. Turn a ring or the disk either way until every ring holds only its own colour: 1 black, 2 blue, 3 green, 4 orange, 5 red.',
    'Click the arrows beside a ring (or the disk\'s in the middle) to turn it; or pick a ring with 0–5 (0 is the disk) or Tab, then turn it with the arrow keys or + and −.',
  ],
};

/** The rules and the keys of a puzzle (every puzzle's keys for none). */
export function showHelp(puzzle) {
  const body = el('div', {});
  for (const line of HELP[puzzle] || []) body.append(el('p', { text: line }));
  if (puzzle === 'rings') body.append(RingsView.picture());
  body.append(el('h3', { text: 'Keys for every puzzle' }),
    el('ul', {},
      el('li', {}, el('kbd', { text: 'Backspace' }), ' or ', el('kbd', { text: 'Ctrl+Z' }), ' undo, ', el('kbd', { text: 'Ctrl+Y' }), ' redo, ', el('kbd', { text: 'Home' }), ' restart'),
      el('li', {}, el('kbd', { text: ',' }), ' hint', puzzle !== 'cube' ? ' (also h)' : '', ', ', el('kbd', { text: '.' }), ' demonstrate / pause', puzzle !== 'cube' ? ' (also p)' : ''),
      el('li', {}, el('kbd', { text: '[' }), ' ', el('kbd', { text: ']' }), ' slower / faster demonstration, ', el('kbd', { text: 'Esc' }), ' stop it'),
      el('li', {}, el('kbd', { text: '?' }), ' this help')));
  showDialog(puzzle ? `${puzzles.title(puzzle)}: rules and keys` : 'puzzlebox', body);
}
