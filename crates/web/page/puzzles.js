// The puzzles the page knows. Each puzzle's own module (tiles.js, cube.js, rings.js)
// describes what differs — its view, its words, its rules, what its menu card, share
// links and position box add — and the generic modules (app, game, panel, position,
// menu, help) ask here, never naming a puzzle. The wire's names are the server's
// (`sliding`, `series`, `cube`, `cube2`, `rings`; `#/tiles` an address of the tiles' too): mapped here, once.

import { t } from './i18n.js';
import { tiles } from './tiles.js';
import { cube } from './cube.js';
import { cube2 } from './cube2.js';
import { rings } from './rings.js';
import { series } from './series.js';

const KINDS = [tiles, series, cube, cube2, rings];

/** The puzzles as the server lists them (`/api/puzzles`, filled in once at start) and as
 * the page describes them. */
export const puzzles = {
  list: [],
  /** The page's description of a puzzle, by the server's name (null: none). */
  kind(p) {
    return KINDS.find((k) => k.puzzle === p) ?? null;
  },
  /** The puzzle an address names (`sliding` or `tiles`, `cube`, `rings`), else null. */
  routed(name) {
    return KINDS.find((k) => k.puzzle === name || k.aliases?.includes(name))?.puzzle ?? null;
  },
  /** The puzzle the help shows when no game is open: the first. */
  first() {
    return KINDS[0].puzzle;
  },
  /** Whether a puzzle's games come in sizes (the tiles'). */
  sized(p) {
    return Boolean(this.kind(p)?.sized);
  },
  /** The controls a timer for a puzzle offers besides its size (the cube's trainers):
   * `{element, size()}`, or null. */
  timerChoice(p) {
    return this.kind(p)?.timerChoice?.() ?? null;
  },
  /** Where a trainer's scramble leaves its step and how to hold the puzzle (its module
   * says it), or ''. */
  holdNote(p, hold) {
    return hold ? this.kind(p)?.holdNote?.(hold) ?? '' : '';
  },
  /** What a puzzle's trainer tells after a solve (its module draws it), or null. */
  review(p, lines) {
    return lines?.length ? this.kind(p)?.review?.(lines) ?? null : null;
  },
  /** A puzzle's name in the page's language. */
  title(p) {
    const k = this.kind(p);
    return k ? t(k.title) : (this.list.find((x) => x.puzzle === p)?.title ?? p);
  },
};

/** A game's name in the page's language: the puzzle, and the size its view has (the
 * tiles' `4×4`). */
export function gameTitle(puzzle, size) {
  const named = puzzles.kind(puzzle)?.titleOf?.(size);
  if (named) return named;
  return size ? `${puzzles.title(puzzle)} ${size.replace('x', '×')}` : puzzles.title(puzzle);
}

/** The size a view's game is named with (empty for a puzzle of one size). */
export function sizeOf(puzzle, v) {
  return puzzles.kind(puzzle)?.size(v) ?? '';
}
