// The paths a player takes first, each kept from breaking: whatever stops the timer leaves it
// ready; nothing on the timer's screen takes Space from it; the timer's scramble drawn on a
// phone; nothing a player sees reads null, undefined or NaN; a replay opens on its start;
// every refusal the page expects read from an answer's body, with no console error; every
// screen fits a phone in both languages; Continue resumes the game the menu lists; the
// cube's Solve on a fresh install; the solved banner's link readable; a hint gone once a
// demonstration starts; bests to the hundredth.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PHONE, advanceClock, centre, hostCall, launch, newGame, pageWords, startServer, until, useLang, withPage } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await startServer([], { PUZZLEBOX_TEST_CLOCK: '1' });
  browser = await launch(server);
});
after(async () => { await browser?.close(); await server?.stop(); });

/** The page's clock, set by the test. */
async function injectClock(page) {
  await page.addInitScript(() => { window.puzzleboxClock = { t: 1000, now() { return this.t; } }; });
}
const setClock = (page, t) => page.evaluate((x) => { window.puzzleboxClock.t = x; }, t);
const phase = (page, p) => page.waitForSelector(`#timer-display[data-phase="${p}"]`);

/** The host's clock moved on (the tests' hold on it) and its games ticked. */
async function pause(page, ms) {
  assert.equal(await advanceClock(server, page, ms), true, 'the host runs on the tests\' clock');
}

async function openTimer(page, puzzle, lang = 'en') {
  await page.goto(`${server.url}/#/practice`);
  await useLang(page, lang);
  await page.selectOption('#timer-puzzle', puzzle);
  await page.click('#timer-open');
  await phase(page, 'idle');
  await page.waitForFunction(() => document.getElementById('scramble').textContent.length > 0);
  if (await page.isChecked('#inspection')) await page.uncheck('#inspection');
  await page.click('h1');
}

/** A start by Space at `t0` (held 0.3 s): the timer runs. */
async function spaceStart(page, t0) {
  await setClock(page, t0);
  await page.keyboard.down('Space');
  await phase(page, 'holding');
  await setClock(page, t0 + 300);
  await page.waitForSelector('#timer-display[data-ready="true"]');
  await page.keyboard.up('Space');
  await phase(page, 'running');
}

/** What a player reads that a program wrote by mistake. */
async function noJunk(page, where) {
  const words = await pageWords(page);
  const junk = words.filter((w) => /\b(null|undefined|NaN)\b/.test(w));
  assert.deepEqual(junk, [], `${where}: ${junk.join(' | ')}`);
}

/** The page no wider than its window. */
async function fits(page, where) {
  const [scroll, inner, over] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth,
    [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 4).map((e) => `${e.tagName}#${e.id}.${e.className}`)]);
  assert.ok(scroll <= inner, `${where}: ${scroll} px wide in ${inner}: ${over.join(', ')}`);
}

test('timer: whatever stops it — a key, Enter, a click — leaves it ready for the next start', async () => {
  await withPage(browser, 'paths-timer-stop', async (page) => {
    await injectClock(page);
    await openTimer(page, 'sliding');
    const before = await page.$$eval('#solves tbody tr', (r) => r.length);
    let t = 10_000;
    for (const stop of ['KeyA', 'Enter', 'click']) {
      await spaceStart(page, t);
      await setClock(page, t + 5_000);
      if (stop === 'click') await page.click('#timer-display');
      else await page.keyboard.press(stop);
      await page.waitForSelector('#timer-display:not([data-phase="running"])');
      t += 20_000;
    }
    // The last stop too: the next hold and release of Space starts it.
    await spaceStart(page, t);
    await setClock(page, t + 1_000);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === n, before + 4);
  });
});

test('phone: a tap stops the timer and the next touch starts it again', async () => {
  await withPage(browser, 'paths-timer-touch', async (page) => {
    await page.setViewportSize(PHONE);
    await injectClock(page);
    await openTimer(page, 'sliding');
    const before = await page.$$eval('#solves tbody tr', (r) => r.length);
    const [x, y] = await centre(page, '#timer-display');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    for (const t0 of [5_000, 30_000]) {
      await setClock(page, t0);
      await touch('touchStart', [{ x, y }]);
      await phase(page, 'holding');
      await setClock(page, t0 + 400);
      await touch('touchEnd', []);
      await phase(page, 'running');
      await setClock(page, t0 + 9_000);
      await touch('touchStart', [{ x, y }]);
      await touch('touchEnd', []);
      await page.waitForSelector('#timer-display:not([data-phase="running"])');
    }
    await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === n, before + 2);
    await cdp.detach();
  });
});

test('timer: no control on its screen takes Space from it (the inspection box clicked first)', async () => {
  await withPage(browser, 'paths-timer-space', async (page) => {
    await injectClock(page);
    await openTimer(page, 'sliding');
    await page.click('#inspection');
    assert.equal(await page.isChecked('#inspection'), true);
    await setClock(page, 10_000);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await phase(page, 'inspecting');
    assert.equal(await page.isChecked('#inspection'), true, 'Space did not toggle the box');
    await page.keyboard.press('Escape');
    await phase(page, 'idle');
    // Unchecked by a click (the box has the focus), Space still starts the timer.
    await page.click('#inspection');
    await spaceStart(page, 40_000);
    assert.equal(await page.isChecked('#inspection'), false);
  });
});

test('phone: the timer\'s scramble is drawn, in both languages', async () => {
  await withPage(browser, 'paths-timer-net', async (page) => {
    await page.setViewportSize(PHONE);
    for (const lang of ['en', 'zh']) {
      await openTimer(page, 'cube', lang);
      const box = await page.locator('#scramble-drawing svg').boundingBox();
      assert.ok(box && box.width > 100, `the net is shown (${lang}): ${JSON.stringify(box)}`);
      await fits(page, `the timer (${lang})`);
    }
  });
});

test('practice: after Delete nothing reads null, in both languages and sizes', async () => {
  for (const size of [null, PHONE]) {
    for (const lang of ['en', 'zh']) {
      await withPage(browser, `paths-delete-${lang}-${size ? 'phone' : 'desktop'}`, async (page) => {
        if (size) await page.setViewportSize(size);
        await injectClock(page);
        await openTimer(page, 'sliding', lang);
        const listed = () => page.$$eval('#solves tbody tr', (r) => r.length);
        const before = await listed();
        await spaceStart(page, 10_000);
        await setClock(page, 15_000);
        await page.keyboard.down('Space');
        await page.keyboard.up('Space');
        // The new solve listed (the list drawn again) before a row is picked.
        await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === n, before + 1);
        await noJunk(page, 'a solve listed');
        const rows = await listed();
        await page.click('#solves tbody tr:first-child button:last-child');
        await page.click('#ask-yes');
        await page.waitForFunction(() => !document.querySelector('#dialog[open]'));
        await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === n, rows - 1);
        await noJunk(page, `after Delete (${lang})`);
        await page.click('#session-delete');
        await page.click('#ask-yes');
        await page.waitForFunction(() => !document.querySelector('#dialog[open]'));
        await noJunk(page, `a session deleted (${lang})`);
      });
    }
  }
});

test('a cube\'s replay opens on its start position, with nothing to turn or paint', async () => {
  await withPage(browser, 'paths-replay-cube', async (page) => {
    await page.goto(`${server.url}/?puzzle=cube&setup-alg=R&alg=`);
    await until(page, (v) => !v.busy && v.moves.length === 0);
    await page.keyboard.press('KeyK');
    const v = await until(page, (v) => v.solved && v.id != null);
    await page.goto(`${server.url}/#/replay/${v.id}`);
    await page.waitForSelector('#replay-play');
    const colours = await page.$$eval('#replay-stage .st', (s) => new Set(s.map((e) => getComputedStyle(e).backgroundColor)).size);
    assert.ok(colours >= 6, `the stickers are coloured (${colours} colours)`);
    const stickers = await page.$$eval('#replay-stage .net .nst', (s) => s.filter((e) => getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)').length);
    assert.ok(stickers >= 54 || stickers === 0, `the net is drawn: ${stickers}`);
    assert.equal(await page.$$eval('#replay-stage button', (b) => b.length), 0, 'no turn buttons, no painting');
    await noJunk(page, 'the replay');
  });
});

test('the refusals the page expects are read from the answer: no console error', async () => {
  await withPage(browser, 'paths-refusals', async (page) => {
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await newGame(page, server.url, 'sliding', 'easy');
    await page.fill('#position-input', '1 2 3/4 5 6/8 7 0');
    await page.waitForFunction(() => document.getElementById('verdict').className === 'error');
    await page.fill('#position-input', '1 2 3/4 5 6/7 0 8');
    await page.waitForFunction(() => document.getElementById('verdict').className === 'okay');
    await page.goto(`${server.url}/#/practice`);
    await page.fill('#timer-size', 'foo');
    await page.click('#timer-open');
    await page.waitForSelector('#toast:not([hidden])');
    await page.selectOption('#timer-puzzle', 'cube');
    await page.click('#timer-open');
    await phase(page, 'idle');
    await page.click('#session-new');
    await page.fill('#new-session-name', '   ');
    await page.click('#ask-yes');
    await page.waitForSelector('#toast:not([hidden])');
    assert.deepEqual(errors, [], 'console errors');
  });
});

test('phone: every screen fits, in both languages', async () => {
  await withPage(browser, 'paths-phone-fit', async (page) => {
    await page.setViewportSize(PHONE);
    for (const lang of ['en', 'zh']) {
      await page.goto(server.url);
      await useLang(page, lang);
      await page.waitForSelector('#play-sliding');
      await fits(page, `the menu (${lang})`);
      for (const [puzzle, level] of [['sliding', 'easy'], ['cube', 'easy'], ['rings', 'low']]) {
        await newGame(page, server.url, puzzle, level);
        await fits(page, `${puzzle} (${lang})`);
        await noJunk(page, `${puzzle} (${lang})`);
      }
      await page.goto(`${server.url}/#/practice`);
      await page.waitForSelector('#timer-open');
      await fits(page, `practice (${lang})`);
    }
  });
});

test('Continue on a menu card resumes the unfinished game the menu lists', async () => {
  await withPage(browser, 'paths-continue', async (page) => {
    await newGame(page, server.url, 'rings', 'low');
    await page.keyboard.press('ArrowRight');
    const played = await until(page, (v) => v.moves.length === 1 && v.saved);
    // A fresh page: nothing remembered but what the server keeps.
    await page.evaluate(() => localStorage.clear());
    await page.goto(server.url);
    await page.waitForSelector('#saved table');
    await page.click('#continue-rings');
    const v = await until(page, (v) => !v.busy);
    assert.equal(v.id, played.id, 'the saved game, not a new one');
    assert.equal(v.moves.length, 1);
  });
});

test('the cube\'s Solve on a fresh install answers with a solution, no shell command', async () => {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-fresh-'));
  const fresh = await startServer([], { PUZZLEBOX_CACHE: cache });
  try {
    await withPage(browser, 'paths-solve-fresh', async (page) => {
      await page.goto(`${fresh.url}/?puzzle=cube&setup-alg=R+U+F&alg=`);
      await until(page, (v) => !v.busy && v.moves.length === 0);
      await page.click('#solve-go');
      await page.waitForFunction(() => !document.getElementById('solve-go').hidden, null, { timeout: 60_000 });
      const said = await page.textContent('#solve-result');
      assert.doesNotMatch(said, /puzzlebox|tables build|--/, said);
      assert.match(said, /[URFDLB]/, `a solution: ${said}`);
    });
  } finally {
    await fresh.stop();
  }
});

/** The contrast ratio of two CSS colours (WCAG's). */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the solved banner\'s replay link is readable; a hint is gone once a demonstration starts', async () => {
  await withPage(browser, 'paths-banner', async (page) => {
    await newGame(page, server.url, 'sliding', 'easy');
    await page.click('#hint');
    await page.waitForSelector('.tile.hinted');
    await page.click('#demo');
    await page.waitForFunction(() => window.puzzlebox.game?.view?.demo);
    assert.equal(await page.$$eval('.tile.hinted', (t) => t.length), 0, 'no stale hint under a demonstration');
    await page.$eval('#speed', (e) => { e.value = e.max; e.dispatchEvent(new Event('change')); });
    // The demonstration plays on the server's clock, moved here.
    for (let i = 0; i < 400 && !(await page.evaluate(() => window.puzzlebox.game?.view?.solved)); i += 1) await pause(page, 100);
    await until(page, (v) => v.solved && !v.demo);
    await page.waitForSelector('#replay-link');
    const [fg, bg] = await page.$eval('#replay-link', (a) => [getComputedStyle(a).color, getComputedStyle(a.parentElement).backgroundColor]);
    assert.ok(contrast(fg, bg) >= 4.5, `the link: ${fg} on ${bg}, ${contrast(fg, bg).toFixed(2)}:1`);
  });
});

test('phone: the folded sections show they open', async () => {
  await withPage(browser, 'paths-folds', async (page) => {
    await page.setViewportSize(PHONE);
    await newGame(page, server.url, 'sliding', 'easy');
    const marks = await page.$$eval('.panel details > summary', (ss) => ss.map((s) => {
      const before = getComputedStyle(s, '::before').content;
      return getComputedStyle(s).display === 'list-item' || (before && before !== 'none' && before !== 'normal');
    }));
    assert.ok(marks.length > 0 && marks.every(Boolean), `disclosure markers: ${marks}`);
  });
});

test('the menu\'s bests are read to the hundredth', async () => {
  await withPage(browser, 'paths-bests', async (page) => {
    await page.goto(`${server.url}/?puzzle=sliding&start=1+2+3/4+5+6/7+0+8&moves=`);
    await until(page, (v) => !v.busy && v.moves.length === 0);
    await pause(page, 0);
    await pause(page, 10_970);
    await page.keyboard.press('ArrowLeft');
    await until(page, (v) => v.solved);
    await page.goto(server.url);
    await page.waitForSelector('#stats table');
    const cells = await page.$$eval('#stats td', (tds) => tds.map((td) => td.textContent));
    assert.ok(cells.includes('10.97'), `a best of 10.97 s: ${cells}`);
  });
});

test('a session of assisted solves only says why its charts are empty', async () => {
  await withPage(browser, 'paths-assisted-charts', async (page) => {
    await newGame(page, server.url, 'rings', 'low');
    await page.click('#hint');
    const v = await until(page, (v) => !!v.hint);
    const { solution } = await hostCall(page, 'POST', '/api/solve', { puzzle: 'rings', state: v.state });
    await page.evaluate((m) => window.puzzlebox.game.act({ action: 'move', moves: m }), solution);
    await until(page, (v) => v.solved);
    await page.goto(`${server.url}/#/practice`);
    await useLang(page, 'en');
    await page.waitForSelector('#session');
    const id = await page.$$eval('#session option', (os) => os.find((o) => /Five Rings/.test(o.textContent) && !/timer/.test(o.textContent))?.value);
    assert.ok(id, 'the screen session of the rings');
    await page.selectOption('#session', id);
    await page.waitForSelector('#solves tbody tr');
    const charts = await page.textContent('#charts');
    assert.notEqual(charts.trim(), 'No solve yet.');
    assert.match(charts, /hint/i, charts);
  });
});
