// Sliders' series in the browser, on either host: a relay (and a marathon) from the menu card brings on
// each board as the last is solved (keys and a click), says which board it is, and files
// one solve with each board's split; its timer times a real puzzle through both boards, a
// split at each press, with the figures by board size; a bad series is refused in Chinese
// and changes nothing.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { advanceClock, hostCall, launch, startServer, until, useLang, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer([], { PUZZLEBOX_TEST_CLOCK: '1' }); browser = await launch(server); });
after(async () => { await browser?.close(); await server?.stop(); });

const KEY = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

/** Plays the current board's shortest solution by the arrow keys, the first move by a
 * click on its tile. */
async function solveBoard(page, v) {
  const board = v.state.split(';')[0].trim();
  const r = await hostCall(page, 'POST', '/api/solve', { puzzle: 'sliding', state: board });
  const moves = [...r.solution];
  const n = v.moves.length;
  const b = v.board;
  const blank = b.cells.indexOf(0);
  const [bc, br] = [blank % b.width, Math.floor(blank / b.width)];
  const from = { U: [bc, br + 1], D: [bc, br - 1], L: [bc + 1, br], R: [bc - 1, br] }[moves[0]];
  const tile = b.cells[from[1] * b.width + from[0]];
  await page.click(`#board .tile[data-tile="${tile}"]`);
  await until(page, (v, k) => v.moves.length === k, n + 1);
  for (const m of moves.slice(1)) await page.keyboard.press(KEY[m]);
  return until(page, (v, k) => v.moves.length === k, n + moves.length);
}

test('series: a relay from the menu brings on each board and keeps each one\'s split; its timer takes a split a board', async () => {
  await withPage(browser, 'series-play', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-series');
    await page.fill('#menu-series', 'relay:2x2,3x3');
    await page.click('#play-series');
    let v = await until(page, (v) => v.puzzle === 'series' && !v.busy && v.moves.length === 0, null, 60000);
    assert.equal(v.board.kind, 'series');
    assert.equal(v.goal, 'relay:2x2,3x3');
    assert.equal(await page.textContent('#series-leg'), 'Board 1 of 2 · next: 3×3');
    assert.match(await page.textContent('#title'), /^Relay: 2×2 → 3×3/);
    v = await solveBoard(page, v);
    assert.equal(v.board.leg, 2, JSON.stringify(v.board));
    await page.waitForFunction(() => document.getElementById('series-leg').textContent === 'Board 2 of 2');
    assert.equal(await advanceClock(server, page, 4000), true, 'the host runs on the tests\' clock');
    v = await solveBoard(page, v);
    assert.ok(v.solved);
    // The solve, with its boards' splits, and the session's figures by board size.
    await page.goto(`${server.url}/#/practice`);
    await page.waitForSelector('#solves tbody tr td.time small.splits');
    const splits = (await page.textContent('#solves tbody tr td.time small.splits')).split(' · ');
    // The game's clock moved on 4 s while the second board was played, and nothing else.
    assert.deepEqual(splits, ['0.00', '4.00']);
    assert.deepEqual(await page.$$eval('#cases tbody th', (t) => t.map((x) => x.textContent)), ['2×2', '3×3']);
    assert.equal(await page.textContent('#cases h3'), 'By board size');
  });
  await withPage(browser, 'series-timer', async (page) => {
    await page.addInitScript(() => { window.puzzleboxClock = { t: 1000, now() { return this.t; } }; });
    const setClock = (t) => page.evaluate((x) => { window.puzzleboxClock.t = x; }, t);
    const phase = (p) => page.waitForSelector(`#timer-display[data-phase="${p}"]`);
    await page.goto(`${server.url}/#/practice`);
    await page.selectOption('#timer-puzzle', 'series');
    await page.fill('#timer-series', 'relay:2x2,3x3');
    await page.click('#timer-open');
    await phase('idle');
    await page.waitForFunction(() => document.getElementById('scramble').textContent.includes(';'));
    assert.equal(await page.$$eval('#scramble-drawing .mini-board', (b) => b.length), 2);
    await page.click('h1');
    await setClock(10_000);
    await page.keyboard.down('Space');
    await phase('holding');
    await setClock(10_300);
    await page.waitForSelector('#timer-display[data-ready="true"]');
    await page.keyboard.up('Space');
    await phase('running');
    // The first board done: a split, the clock runs on.
    await setClock(11_800);
    await page.keyboard.down('Space');
    await page.waitForFunction(() => document.getElementById('timer-splits').textContent === 'Splits: 2×2 1.50');
    await page.keyboard.up('Space');
    assert.equal(await page.getAttribute('#timer-display', 'data-phase'), 'running');
    await setClock(14_050);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await phase('idle');
    await page.waitForFunction(() => document.getElementById('timer-splits').textContent === 'Splits: 2×2 1.50 · 3×3 2.25');
    assert.equal(await page.textContent('#timer-display'), '3.75');
    await page.waitForFunction(() => document.querySelectorAll('#cases tbody th').length === 2);
  });
  await withPage(browser, 'series-marathon', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-series');
    await page.fill('#menu-series', 'marathon:2x2:2');
    await page.click('#play-series');
    let v = await until(page, (v) => v.goal === 'marathon:2x2:2' && !v.busy && v.moves.length === 0, null, 60000);
    assert.match(await page.textContent('#title'), /^Marathon: 2 × 2×2/);
    assert.equal(await page.textContent('#series-leg'), 'Board 1 of 2 · next: 2×2');
    v = await solveBoard(page, v);
    assert.equal(v.board.leg, 2);
    v = await solveBoard(page, v);
    assert.ok(v.solved);
  });
});

test('series: a bad series is refused in Chinese and makes no session', async () => {
  await withPage(browser, 'series-refused', async (page) => {
    await page.goto(`${server.url}/#/practice`);
    await useLang(page, 'zh');
    const before = await hostCall(page, 'GET', '/api/sessions');
    await page.selectOption('#timer-puzzle', 'series');
    for (const [key, said] of [['relay:', '接力至少要有一个尺寸'], ['marathon:4x4:10000', '马拉松有 1 到 100 盘'], ['relay:3x3,11x11', '最大 10×10']]) {
      await page.fill('#timer-series', key);
      await page.click('#timer-open');
      await page.waitForFunction((s) => document.getElementById('toast').textContent.includes(s), said);
    }
    assert.deepEqual(await hostCall(page, 'GET', '/api/sessions'), before);
    assert.equal(await page.isHidden('#timer'), true);
  });
});
