// The 2×2×2 in the browser: its buttons and the cube's keys turn it, a hint is its optimal
// move and following the hints solves it; its timer scrambles in R U F with its net.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch, newGame, startServer, until, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

test('2×2×2: buttons and keys turn it, a hint is its optimal move, following the hints solves it; its timer scrambles in R U F with the net', async () => {
  await withPage(browser, 'cube2-play', async (page) => {
    let v = await newGame(page, server.url, 'cube2', 'easy');
    assert.equal(v.board.kind, 'cube2');
    assert.equal(await page.$$eval('#cube2 svg rect', (r) => r.length), 24);
    await page.click('#cube2 button[data-move="R"]');
    v = await until(page, (v) => v.moves.length === 1);
    assert.deepEqual(v.moves, ['R']);
    await page.locator('h1').first().click().catch(() => {});
    await page.keyboard.press('KeyF');
    v = await until(page, (v) => v.moves.length === 2);
    assert.equal(v.moves[1], "U'");
    await page.keyboard.press('Comma');
    v = await until(page, (v) => !!v.hint);
    assert.ok(v.hint.optimal, JSON.stringify(v.hint));
    await page.waitForFunction(() => document.querySelectorAll('#cube2 rect.hinted').length > 0);
    assert.match(await page.textContent('#cube2-hint'), /^Hint: /);
    // Following the hints solves it, each one move closer.
    const keyOf = { R: 'KeyI', "R'": 'KeyK', U: 'KeyJ', "U'": 'KeyF', F: 'KeyH', "F'": 'KeyG', L: 'KeyD', "L'": 'KeyE', D: 'KeyS', "D'": 'KeyL', B: 'KeyW', "B'": 'KeyO' };
    for (let i = 0; i < 12 && !v.solved; i += 1) {
      const n = v.moves.length;
      // A half turn is two quarter turns by key.
      const half = v.hint.move.endsWith('2');
      for (let k = 0; k < (half ? 2 : 1); k += 1) await page.keyboard.press(keyOf[v.hint.move.replace('2', '')]);
      v = await until(page, (v, k) => v.moves.length === k, n + (half ? 2 : 1));
      if (!v.solved) {
        await page.keyboard.press('Comma');
        v = await until(page, (v) => !!v.hint);
      }
    }
    assert.ok(v.solved);
  });
  await withPage(browser, 'cube2-timer', async (page) => {
    await page.goto(`${server.url}/#/practice`);
    await page.selectOption('#timer-puzzle', 'cube2');
    assert.equal(await page.isHidden('#timer-trainer'), true, 'no trainer for the 2×2×2');
    await page.click('#timer-open');
    await page.waitForSelector('#timer-display[data-phase="idle"]');
    await page.waitForFunction(() => document.getElementById('scramble').textContent.length > 0);
    assert.match(await page.textContent('#scramble'), /^([RUF]['2]? ){3,}[RUF]['2]?$/);
    assert.equal(await page.$$eval('#scramble-drawing svg.scramble-net rect', (r) => r.length), 24);
  });
});
