// Replays in the browser: a finished solve (played through the API by a page, the host's
// clock moved between its moves by the tests' hold on it) watched back at 2× — its clock ends at half the solve's time on the page's
// injected clock, its board solved, each action marked in the list; stepping and seeking;
// the solved banner's link; and a share link that opens the same replay.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { advanceClock, hostCall, launch, startServer, withPage } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await startServer([], { PUZZLEBOX_TEST_CLOCK: '1' });
  browser = await launch(server);
});
after(async () => { await browser?.close(); await server?.stop(); });

/** A 3×3 game solved move by move through the API, with pauses (the host's clock moved
 * between moves: the time a player takes, counted at once), a wrong move undone on the
 * way; its id, its moves and its replay. */
async function solvedGame() {
  let out;
  await withPage(browser, 'replay-played', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    const call = (method, path, body) => hostCall(page, method, `/api${path}`, body);
    const pause = async (ms) => assert.equal(await advanceClock(server, page, ms), true, 'the host runs on the tests\' clock');
    let g = await call('POST', '/games', { puzzle: 'sliding', level: 'easy', seed: 11, size: '3x3' });
    // Ready at once on the server; the static site's engine prepares it at its next tick.
    for (let i = 0; g.busy && i < 100; i += 1) g = await call('GET', `/games/${g.key}`);
    assert.ok(!g.busy, 'a 3×3 game is ready');
    await pause(0);
    // Watched (as a page watches the game it shows), the game's clock runs from the next
    // tick of the host's (each pause ticks).
    await page.evaluate(async (key) => {
      const { follow } = await import('/api.js');
      await new Promise((seen) => { window.unwatch = follow(key, seen); });
    }, g.key);
    await pause(0);
    await pause(100);
    const sol = (await call('POST', '/solve', { puzzle: 'sliding', state: g.state, solver: 'optimal' })).solution.replace(/\s/g, '').split('');
    // A wrong first move (whichever slides), taken back.
    for (const m of ['U', 'D', 'L', 'R']) {
      await pause(120);
      const v = await call('POST', `/games/${g.key}/actions?refusals=body`, { action: 'move', moves: m });
      if (!v.refused) { await pause(120); await call('POST', `/games/${g.key}/actions`, { action: 'undo' }); break; }
    }
    let v;
    for (const m of sol) {
      await pause(150);
      v = await call('POST', `/games/${g.key}/actions`, { action: 'move', moves: m });
    }
    assert.ok(v.solved, 'solved');
    await page.evaluate(() => window.unwatch());
    const replay = await call('GET', `/saved/${v.id}/replay`);
    out = { id: v.id, key: g.key, moves: sol.length, replay };
  });
  return out;
}

const clockText = (page) => page.textContent('#replay-clock');

test('a finished solve replays at 2× in half its time, every action marked, with step and seek', async () => {
  const game = await solvedGame();
  const { replay } = game;
  assert.ok(replay.timed && replay.solved);
  assert.ok(replay.ms > 150 * game.moves, `the solve's time: ${replay.ms} ms`);
  assert.equal(replay.frames.filter((f) => f.act === 'undo').length, 1);
  const total = replay.ms;
  await withPage(browser, 'replay-2x', async (page) => {
    await page.addInitScript(() => { window.puzzleboxClock = { t: 1000, now() { return this.t; } }; });
    const setClock = (t) => page.evaluate((x) => { window.puzzleboxClock.t = x; }, t);
    await page.goto(`${server.url}/#/replay/${game.id}`);
    await page.waitForSelector('#replay-play');
    assert.equal(await page.$$eval('#replay-moves li', (l) => l.length), replay.frames.length);
    assert.equal(await page.$$eval('#replay-moves li.act-undo', (l) => l.length), 1);
    assert.equal(await page.$$eval('#replay-stages tbody tr', (r) => r.length), replay.stages.length);
    await page.selectOption('#replay-speed', '2');
    await setClock(10_000);
    await page.click('#replay-play');
    // A quarter of the solve's time on the clock: half the game shown.
    await setClock(10_000 + total / 4);
    const half = Math.floor(total / 2 / 10) / 100;
    await page.waitForFunction((h) => {
      const s = parseFloat(document.getElementById('replay-clock').textContent.split(' / ')[0]);
      return Math.abs(s - h) < 0.02;
    }, half);
    assert.ok((await page.textContent('#replay-play')).includes('Pause'), 'still playing');
    // Half the solve's time: the replay is at its end, solved, stopped.
    await setClock(10_000 + total / 2);
    const end = `${(Math.floor(total / 10) / 100).toFixed(2)}`;
    await page.waitForFunction((e) => document.getElementById('replay-clock').textContent.startsWith(e), end);
    await page.waitForFunction(() => document.getElementById('replay-play').textContent.includes('Play'));
    const last = replay.frames.length - 1;
    assert.equal(await page.getAttribute(`#replay-moves li[data-i="${last}"]`, 'aria-current'), 'step');
    const cells = await page.$$eval('#replay-stage .tile', (ts) => ts.length);
    assert.equal(cells, 8);
    // Step back one action, then seek to the start.
    await page.click('#replay-back');
    assert.equal(await page.getAttribute(`#replay-moves li[data-i="${last - 1}"]`, 'aria-current'), 'step');
    await page.$eval('#replay-seek', (s) => { s.value = '0'; s.dispatchEvent(new Event('input')); });
    assert.equal(await page.$$eval('#replay-moves li[aria-current]', (l) => l.length), 0);
    assert.ok((await clockText(page)).startsWith('0.00'));
  });
});

test('the solved banner links to the replay, and a share link opens it', async () => {
  const game = await solvedGame();
  const { replay } = game;
  await withPage(browser, 'replay-share', async (page) => {
    await page.goto(`${server.url}/#/`);
    await page.evaluate(async (id) => { location.hash = `#/replay/${id}`; }, game.id);
    await page.waitForSelector('#replay-share');
    const q = new URLSearchParams({ replay: 'sliding', start: replay.start, timeline: replay.timeline });
    await page.goto(`${server.url}/?${q}`);
    await page.waitForSelector('#replay-moves li');
    assert.equal(await page.$$eval('#replay-moves li', (l) => l.length), replay.frames.length);
    assert.ok((await clockText(page)).endsWith(` / ${(Math.floor(replay.ms / 10) / 100).toFixed(2)}`));
    // A timeline that does not make moves: said, nothing drawn.
    const bad = new URLSearchParams({ replay: 'sliding', start: replay.start, timeline: '5:undo' });
    await page.goto(`${server.url}/?${bad}`);
    await page.waitForSelector('p.error[role=alert]');
  });
});
