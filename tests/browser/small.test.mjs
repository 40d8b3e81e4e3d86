// The small things a player notices: the demonstration's speed shown, following [ and ],
// and kept for the next one; a hint asked for twice counts once; a position of another
// size plays at its size; the colour-blind scheme letters the rings' pieces too.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HOST, launch, newGame, settled, startServer, until, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

test('the speed: shown, moved by [ and ], kept for the next demonstration', async () => {
  await withPage(browser, 'small-speed', async (page) => {
    await newGame(page, server.url, 'sliding', 'hard');
    await page.$eval('#speed', (e) => { e.value = String(2050 - 1000); e.dispatchEvent(new Event('input')); e.dispatchEvent(new Event('change')); });
    assert.equal(await page.textContent('#speed-text'), '1000 ms a move');
    await page.click('#demo');
    await until(page, (v) => v.demo && v.demo.ms_per_move === 1000);
    await page.locator('#board').click({ position: { x: 1, y: 1 } }).catch(() => {});
    await page.keyboard.press(']');
    await until(page, (v) => v.demo && v.demo.ms_per_move === 600);
    await page.waitForFunction(() => document.getElementById('speed-text').textContent === '600 ms a move');
    assert.equal(await page.inputValue('#speed'), String(2050 - 600));
    await page.click('#stop');
    await until(page, (v) => !v.demo);
    // The next demonstration, after a reload even, plays at the speed last chosen.
    await page.reload();
    await until(page, (v) => !v.busy);
    assert.equal(await page.inputValue('#speed'), String(2050 - 600));
    await page.click('#demo');
    const v = await until(page, (v) => !!v.demo);
    await until(page, (v) => v.demo && v.demo.ms_per_move === 600);
    assert.ok(v.demo);
  });
});

test('a hint asked for twice counts once', async () => {
  await withPage(browser, 'small-hint', async (page) => {
    await newGame(page, server.url, 'sliding', 'medium');
    await page.click('#hint');
    await until(page, (v) => !!v.hint);
    await page.click('#hint');
    await page.keyboard.press(',');
    await settled(page);
    const v = await until(page, (v) => !!v.hint && !v.busy);
    assert.equal(v.hints, 1);
  });
});

test('a 3×3 position entered on a 5×5 game plays as a 3×3 game', async () => {
  await withPage(browser, 'small-size', async (page) => {
    await newGame(page, server.url, 'sliding', 'easy', '5x5');
    await page.fill('#position-input', '8 6 7/2 5 4/3 0 1');
    await page.waitForFunction(() => /can be solved/.test(document.getElementById('verdict').textContent));
    await page.click('#set-position');
    const v = await until(page, (v) => v.state === '8 6 7/2 5 4/3 0 1');
    assert.equal(v.board.width, 3);
    assert.equal(v.goal, '1 2 3/4 5 6/7 8 0');
  });
});

test('the colour-blind scheme letters the rings\' pieces', async () => {
  await withPage(browser, 'small-cb', async (page) => {
    await page.goto(server.url);
    await page.check('#cb');
    await newGame(page, server.url, 'rings', 'low');
    const letters = await page.$$eval('#rings .piece-letter', (ts) => ts.map((t) => t.textContent).join(''));
    assert.equal(letters.length, 35);
    assert.match(letters, /^[KBGOR]+$/);
  });
});

test('a refused move logs no failed request, and a refusal is not said again in another tab', async () => {
  await withPage(browser, 'small-refusal', async (page) => {
    const logged = [];
    page.on('console', (m) => { if (m.type() === 'error') logged.push(m.text()); });
    await page.goto(`${server.url}?puzzle=sliding&start=${encodeURIComponent('1 2 3/4 5 6/7 0 8')}&moves=`);
    await until(page, (v) => v.state === '1 2 3/4 5 6/7 0 8' && !v.busy);
    // The blank on the bottom row: no tile below it to slide up.
    await page.locator('#board').click({ position: { x: 1, y: 1 } }).catch(() => {});
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
    const said = await page.textContent('#message');
    assert.ok(said.length > 0);
    await page.fill('#position-input', '1 2 3/4 5 6/8 7 0');
    await page.click('#set-position');
    await page.waitForFunction(() => /parity|unsolvable|cannot/i.test(document.getElementById('message').textContent));
    assert.deepEqual(logged, [], 'no request failed in the console');
    // On the static site each tab has its own engine: a game not yet kept is its own.
    if (HOST === 'static') return;
    // The same game in another tab: the refusal isn't its to say.
    const other = await page.context().newPage();
    try {
      await other.goto(`${server.url}#/sliding`);
      await until(other, (v, a) => v.state === a, '1 2 3/4 5 6/7 0 8');
      await settled(other);
      const text = await other.textContent('#message');
      assert.doesNotMatch(text, /parity|unsolvable|cannot/i, text);
    } finally {
      await other.close();
    }
  });
});
