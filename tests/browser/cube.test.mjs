// The cube in the browser: virtual-cube keys and layer buttons, undo and redo, a hint, a
// demonstration to solved, a reload, a Twizzle-style share link, an invalid cube.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { HOST, ROOT, demonstrateToSolved, launch, newGame, reloadAndCheck, shareAndOpen, startServer, until, view, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

test('cube: turn by key and by click, undo, redo, hint, demonstrate, reload, share', async () => {
  await withPage(browser, 'cube-play', async (page) => {
    let v = await newGame(page, server.url, 'cube', 'easy');
    await page.locator('#scene').focus().catch(() => {});
    await page.keyboard.press('i'); // R, as on csTimer
    v = await until(page, (v) => v.moves.length === 1);
    assert.deepEqual(v.moves, ['R']);
    await page.keyboard.press('f'); // U'
    await page.click('button[aria-label="turn M"]');
    v = await until(page, (v) => v.moves.length === 3);
    assert.deepEqual(v.moves, ["R", "U'", 'M']);
    await page.keyboard.press('Backspace');
    await until(page, (v) => v.moves.length === 2 && v.redo === 1);
    await page.click('#redo');
    await until(page, (v) => v.moves.length === 3);
    // The move box takes the whole notation.
    await page.fill('#moves-input', "M' U R' [R, U] [R, U]'");
    await page.click('#play-moves');
    v = await until(page, (v) => v.moves.length > 3);
    // The layer marker: 5 picks M, Space turns it, Shift+Space the other way.
    const n = v.moves.length;
    await page.keyboard.press('5');
    assert.match(await page.textContent('#marker'), /Layer marker: M/);
    await page.keyboard.press('Space');
    v = await until(page, (v, a) => v.moves.length === a + 1, n);
    assert.equal(v.moves.at(-1), 'M');
    await page.keyboard.press('Shift+Space');
    v = await until(page, (v, a) => v.moves.length === a + 2, n);
    assert.equal(v.moves.at(-1), "M'");
    await page.keyboard.press(','); // hint
    v = await until(page, (v) => !!v.hint);
    assert.match(await page.textContent('#marker'), /Hint: /);
    await demonstrateToSolved(page);
    v = await view(page);
    await reloadAndCheck(page, v);
    const { link } = await shareAndOpen(page, v);
    assert.match(link, /setup-alg=/);
    assert.match(link, /&alg=/);
  });
});

test('cube: an impossible cube gets its specific error', async () => {
  await withPage(browser, 'cube-invalid', async (page) => {
    const v = await newGame(page, server.url, 'cube', 'medium');
    const s = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'.split('');
    s[8] = 'F'; s[9] = 'U'; s[20] = 'R';
    await page.fill('#position-input', s.join(''));
    await page.waitForFunction(() => /twisted/.test(document.getElementById('verdict').textContent));
    await page.click('#set-position');
    await page.waitForFunction(() => /twisted/.test(document.getElementById('message').textContent));
    assert.equal((await view(page)).state, v.state);
  });
});

test('cube: a Twizzle-style link opens the same position', async () => {
  await withPage(browser, 'cube-link', async (page) => {
    await page.goto(`${server.url}?puzzle=cube&setup-alg=${encodeURIComponent("R U R' U'")}&alg=${encodeURIComponent('U R')}`);
    const v = await until(page, (v) => v.moves.length === 2);
    assert.deepEqual(v.moves, ['U', 'R']);
    assert.notEqual(v.start, 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB');
  });
});

test("cube: the beginner's method is demonstrated with its steps by name", async () => {
  await withPage(browser, 'cube-human', async (page) => {
    await newGame(page, server.url, 'cube', 'medium');
    await page.selectOption('#demo-method', 'human');
    await page.$eval('#speed', (e) => { e.value = e.max; e.dispatchEvent(new Event('change')); });
    await page.click('#demo');
    const v = await until(page, (v) => !!v.demo?.step, null, 30000);
    assert.ok(v.demo.steps.length >= 5, JSON.stringify(v.demo.steps));
    await page.waitForFunction(() => /^The beginner's method: /.test(document.getElementById('message').textContent), null, { timeout: 30000 });
    await until(page, (v) => v.solved && !v.demo, null, 90000);
  });
});

// On the static site the solve runs in the engine's solver worker (ended to cancel), and
// the optimal tables are the tiny set, built there by the first optimal solve.
test('cube: Solve finds the optimal solution with progress, and Cancel stops a long one', async () => {
  // The smallest optimal tables (20 MB, seconds) in a cache of this test's own.
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cache-'));
  if (HOST === 'server') {
    const bin = process.env.PUZZLEBOX_BIN || path.join(ROOT, 'target/release/puzzlebox');
    const built = spawnSync(bin, ['tables', 'build', 'cube', '--optimal', 'tiny'], { env: { ...process.env, PUZZLEBOX_CACHE: cache } });
    assert.equal(built.status, 0, String(built.stderr));
  }
  const own = await startServer(['--max-solve-secs', '30'], { PUZZLEBOX_CACHE: cache });
  try {
    await withPage(browser, 'cube-solve', async (page) => {
      await newGame(page, own.url, 'cube', 'easy');
      await page.click('#solve-go');
      await page.waitForFunction(() => /optimal;/.test(document.querySelector('#solve-result').textContent), null, { timeout: HOST === 'static' ? 180000 : 20000 });
      const text = await page.textContent('#solve-result');
      assert.match(text, /— [0-5] moves, optimal; /);
      // A random cube with the tiny tables: long. Progress shows, Cancel ends it.
      await newGame(page, own.url, 'cube', 'random');
      await page.click('#solve-go');
      await page.waitForFunction(() => /of at most 30 s/.test(document.querySelector('#solve-result').textContent), null, { timeout: 10000 });
      assert.equal(await page.isVisible('#solve-progress'), true);
      await page.click('#solve-cancel');
      await page.waitForFunction(() => document.querySelector('#solve-result').textContent === 'Cancelled.');
      assert.equal(await page.isVisible('#solve-go'), true);
      // The server's solver is free again: two-phase answers at once.
      await page.selectOption('#solve-solver', 'two-phase');
      await page.click('#solve-go');
      await page.waitForFunction(() => /moves, (not proven|optimal)/.test(document.querySelector('#solve-result').textContent), null, { timeout: 10000 });
    });
  } finally {
    await own.stop();
  }
});
