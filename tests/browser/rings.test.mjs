// The Five Rings in the browser: the arrows and the keys, undo and redo, a hint, a
// demonstration to solved (and the classic method's named steps), a reload, a share link,
// an invalid position.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HOST, demonstrateToSolved, launch, newGame, reloadAndCheck, shareAndOpen, startServer, until, view, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

test('rings: turn by click and by key, undo, redo, hint, demonstrate, reload, share', async () => {
  await withPage(browser, 'rings-play', async (page) => {
    let v = await newGame(page, server.url, 'rings', 'low');
    await page.click('[data-move="1+"]');
    v = await until(page, (v) => v.moves.length === 1);
    assert.deepEqual(v.moves, ['1+']);
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowLeft');
    v = await until(page, (v) => v.moves.length === 2);
    assert.deepEqual(v.moves, ['1+', '0-']);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Backspace');
    await until(page, (v) => v.moves.length === 0 && v.redo === 2);
    await page.keyboard.press('Control+y');
    await until(page, (v) => v.moves.length === 1);
    await page.keyboard.press('Backspace');
    await until(page, (v) => v.moves.length === 0);
    await page.keyboard.press('h');
    v = await until(page, (v) => !!v.hint);
    await page.waitForSelector(`[data-move="${v.hint.move}"].hinted`);
    await demonstrateToSolved(page);
    v = await view(page);
    await reloadAndCheck(page, v);
    await shareAndOpen(page, v);
  });
});

test('rings: the classic method is demonstrated by the server, its steps named, and sets no record', async () => {
  await withPage(browser, 'rings-classic', async (page) => {
    await newGame(page, server.url, 'rings', 'low');
    await page.selectOption('#demo-method', 'classic');
    await page.$eval('#speed', (e) => { e.value = e.max; e.dispatchEvent(new Event('change')); });
    await page.click('#demo');
    // On the static site the method's tables (32 MB) are built in the worker first.
    const v = await until(page, (v) => !!v.demo && v.demo.steps.length > 0, null, HOST === 'static' ? 180000 : 30000);
    assert.equal(v.demo.method, 'the classic method');
    await page.waitForFunction(() => /^The classic method: Step 1/.test(document.getElementById('message').textContent), null, { timeout: 30000 });
    const done = await until(page, (v) => v.solved && !v.demo, null, 60000);
    // The first solve of this level, but by a demonstration: no best time, no fewest moves.
    assert.equal(done.demos, 1);
    assert.deepEqual(done.finished, { best_time: false, best_moves: false, assisted: true });
    await page.waitForSelector('#solved:not([hidden])');
    const banner = await page.textContent('#solved');
    assert.match(banner, /never a best/);
    assert.doesNotMatch(banner, /new best time|fewest-moves record/);
    const stats = await page.evaluate(async () => (await import('/api.js')).api.stats('rings'));
    const row = stats.find((r) => r.level === 'low');
    assert.ok(row.solved >= 1, 'solved, by demonstrations only');
    assert.equal(row.best_ms, null);
    assert.equal(row.fewest_moves, null);
  });
});

test('rings: a position with wrong colour counts is refused and named', async () => {
  await withPage(browser, 'rings-invalid', async (page) => {
    const v = await newGame(page, server.url, 'rings', 'mid');
    await page.fill('#position-input', 'KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRK');
    await page.waitForFunction(() => /appears 8 times/.test(document.getElementById('verdict').textContent));
    await page.click('#set-position');
    await page.waitForFunction(() => /appears 8 times/.test(document.getElementById('message').textContent));
    assert.equal((await view(page)).state, v.state);
  });
});
