// Practice in the browser: the timer driven by Space with WCA inspection (+2 and DNF at the
// right moments, on the page's injected clock), a session of known times whose averages
// are what a hand computes (penalties marked on the page), the charts, the phone's
// hold-to-start by touch, and a saved game deleted after asking.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, centre, launch, newGame, startServer, until, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

/** The page's clock, set by the test. */
async function injectClock(page) {
  await page.addInitScript(() => { window.puzzleboxClock = { t: 1000, now() { return this.t; } }; });
}
const setClock = (page, t) => page.evaluate((x) => { window.puzzleboxClock.t = x; }, t);
const phase = (page, p) => page.waitForSelector(`#timer-display[data-phase="${p}"]`);

async function openTimer(page, puzzle) {
  await page.goto(`${server.url}/#/practice`);
  await page.selectOption('#timer-puzzle', puzzle);
  await page.click('#timer-open');
  await phase(page, 'idle');
  await page.waitForFunction(() => document.getElementById('scramble').textContent.length > 0);
}

/** One solve by Space: held from `t0` for 0.3 s, timed `ms`. */
async function spaceSolve(page, t0, ms) {
  await setClock(page, t0);
  await page.keyboard.down('Space');
  await phase(page, 'holding');
  await setClock(page, t0 + 300);
  await page.waitForSelector('#timer-display[data-ready="true"]');
  await page.keyboard.up('Space');
  await phase(page, 'running');
  await setClock(page, t0 + 300 + ms);
  await page.keyboard.down('Space');
  await page.keyboard.up('Space');
  await phase(page, 'idle');
}

const figure = (page, f) => page.$$eval(`#averages tr[data-figure="${f}"] td`, (tds) => tds.map((td) => td.textContent));

test('timer: Space with inspection gives +2 after 15 s and DNF after 17 s; the cube\'s scramble is WCA notation with its net', async () => {
  await withPage(browser, 'practice-inspection', async (page) => {
    await injectClock(page);
    await openTimer(page, 'cube');
    const scramble = await page.textContent('#scramble');
    assert.match(scramble, /^([URFDLB]['2]? ){10,}[URFDLB]['2]?$/);
    assert.equal(await page.$$eval('#scramble-drawing svg.scramble-net rect', (r) => r.length), 54);
    await page.check('#inspection');
    await page.click('h1');
    // Inspection: a tap starts it; alerts at 8 and 12 s; a start at 16 s costs +2.
    await setClock(page, 10_000);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await phase(page, 'inspecting');
    assert.equal(await page.textContent('#timer-display'), '15');
    await setClock(page, 18_100);
    await page.waitForFunction(() => document.getElementById('timer-alert').textContent === '8 seconds!');
    await setClock(page, 22_100);
    await page.waitForFunction(() => document.getElementById('timer-alert').textContent === '12 seconds!');
    await setClock(page, 25_600);
    await page.keyboard.down('Space');
    await setClock(page, 26_000);
    await page.waitForFunction(() => document.getElementById('timer-display').textContent === '+2');
    await page.keyboard.up('Space');
    await phase(page, 'running');
    await setClock(page, 35_000);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await page.waitForFunction(() => document.querySelector('#solves tbody tr td.time')?.textContent === '11.00+');
    assert.notEqual(await page.textContent('#scramble'), scramble, 'the next scramble');
    // A start after 17 s is a DNF, its time kept.
    await setClock(page, 100_000);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await phase(page, 'inspecting');
    await setClock(page, 117_100);
    await page.keyboard.down('Space');
    await page.waitForFunction(() => document.getElementById('timer-display').textContent === 'DNF');
    await setClock(page, 117_500);
    await page.keyboard.up('Space');
    await phase(page, 'running');
    await setClock(page, 122_500);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await page.waitForFunction(() => document.querySelector('#solves tbody tr td.time')?.textContent === 'DNF(5.00)');
    // The latest single is the DNF; the best, 11.00.
    assert.deepEqual(await figure(page, 'single'), ['DNF', '11.00']);
    assert.deepEqual(await figure(page, 'mo3'), ['–', '–']);
  });
});

test('a session of known times shows the averages a hand computes, penalties marked on the page, and its charts', async () => {
  await withPage(browser, 'practice-averages', async (page) => {
    await injectClock(page);
    await openTimer(page, 'sliding');
    if (await page.isChecked('#inspection')) await page.uncheck('#inspection');
    await page.click('h1');
    // A hold shorter than 0.3 s starts nothing.
    await setClock(page, 500);
    await page.keyboard.down('Space');
    await setClock(page, 600);
    await page.keyboard.up('Space');
    await phase(page, 'idle');
    const times = [10_230, 13_450, 9_870, 12_000, 10_010];
    for (const [i, ms] of times.entries()) {
      await spaceSolve(page, 100_000 * (i + 1), ms);
      await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === n, i + 1);
    }
    // 10.23 13.45 9.87 12.00 10.01: the best and the worst dropped, (10.23 + 12.00 + 10.01) / 3.
    assert.deepEqual(await figure(page, 'ao5'), ['10.75', '10.75']);
    await page.click('button[aria-label="Solve 2: +2"]');
    await page.waitForFunction(() => [...document.querySelectorAll('#solves td.time')].some((td) => td.textContent === '15.45+'));
    await page.click('button[aria-label="Solve 4: DNF"]');
    await page.waitForFunction(() => [...document.querySelectorAll('#solves td.time')].some((td) => td.textContent === 'DNF(12.00)'));
    // 10.23 15.45 9.87 DNF 10.01: the best and the DNF dropped, (10.23 + 15.45 + 10.01) / 3.
    await page.waitForFunction(() => document.querySelector('#averages tr[data-figure="ao5"] td')?.textContent === '11.90');
    assert.deepEqual(await figure(page, 'ao5'), ['11.90', '11.90']);
    assert.deepEqual(await figure(page, 'mo3'), ['DNF', '11.85']);
    assert.deepEqual(await figure(page, 'single'), ['10.01', '9.87']);
    // Taken back, the DNF is a time again.
    await page.click('button[aria-label="Solve 4: no penalty"]');
    await page.waitForFunction(() => document.querySelector('#averages tr[data-figure="ao5"] td')?.textContent === '10.75');
    assert.deepEqual(await figure(page, 'mo3'), ['10.63', '10.63']);
    // The charts: five times, one ao5, no ao12; the distribution holds the five.
    assert.equal(await page.getAttribute('#chart-times g.series-time', 'data-points'), '5');
    assert.equal(await page.getAttribute('#chart-times g.series-ao5', 'data-points'), '1');
    assert.equal(await page.getAttribute('#chart-times g.series-ao12', 'data-points'), '0');
    const bars = await page.$$eval('#chart-distribution rect.bar', (r) => r.reduce((s, b) => s + Number(b.dataset.count), 0));
    assert.equal(bars, 5);
    // Split at the fourth solve: two in the new session, three left; merged back, five.
    await page.click('button[aria-label="Split the session at solve 4"]');
    await page.fill('#split-name', 'Second half');
    await page.click('#ask-yes');
    await page.waitForFunction(() => document.querySelectorAll('#solves tbody tr').length === 2);
    await page.click('#session-merge');
    await page.click('#ask-yes');
    await page.waitForFunction(() => document.querySelectorAll('#solves tbody tr').length === 5);
  });
});

test('phone: a touch held 0.3 s makes the timer ready, letting go starts it, a tap stops it', async () => {
  await withPage(browser, 'practice-phone', async (page) => {
    await page.setViewportSize(PHONE);
    await injectClock(page);
    await openTimer(page, 'sliding');
    if (await page.isChecked('#inspection')) await page.uncheck('#inspection');
    const [x, y] = await centre(page, '#timer-display');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await setClock(page, 5000);
    await touch('touchStart', [{ x, y }]);
    await phase(page, 'holding');
    await setClock(page, 5400);
    await page.waitForSelector('#timer-display[data-ready="true"]');
    await touch('touchEnd', []);
    await phase(page, 'running');
    await setClock(page, 12_345 + 5400);
    await touch('touchStart', [{ x, y }]);
    await touch('touchEnd', []);
    await page.waitForFunction(() => document.querySelector('#solves tbody tr td.time')?.textContent === '12.34');
    await cdp.detach();
    const wide = await page.evaluate(() => {
      const over = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1);
      return [document.documentElement.scrollWidth, over.slice(0, 5).map((e) => `${e.tagName}#${e.id}.${e.className}`)];
    });
    assert.ok(wide[0] <= PHONE.width, `the practice screen is ${wide[0]} px wide: ${wide[1]}`);
  });
});

test('saved games: listed with their date, moves and time; one deleted after asking', async () => {
  await withPage(browser, 'saved-delete', async (page) => {
    await newGame(page, server.url, 'sliding', 'easy');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await until(page, (v) => v.moves.length > 0 && v.saved);
    await page.goto(server.url);
    await page.waitForSelector('#saved table');
    const rows = await page.$$eval('#saved tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    assert.equal(rows.length, 1);
    const [no, , level, status, date] = rows[0];
    assert.match(no, /^\d+$/, 'its number');
    assert.equal(level, 'easy');
    assert.equal(status, 'unfinished');
    assert.match(date, /\d{4}/, 'a date');
    await page.click('#saved button:has-text("Delete")');
    await page.waitForSelector('#dialog[open]');
    await page.click('#ask-no');
    assert.equal(await page.$$eval('#saved tbody tr', (trs) => trs.length), 1, 'kept when not confirmed');
    await page.click('#saved button:has-text("Delete")');
    await page.click('#ask-yes');
    await page.waitForSelector('#saved p.muted');
  });
});

test('trainer: a PLL session\'s scramble leaves its case on the yellow layer, told after the solve and counted by case; the choices in Chinese', async () => {
  await withPage(browser, 'practice-trainer', async (page) => {
    await injectClock(page);
    await page.goto(`${server.url}/#/practice`);
    await page.selectOption('#timer-puzzle', 'cube');
    assert.equal(await page.isHidden('#timer-cases'), true);
    await page.selectOption('#timer-trainer', 'pll');
    await page.fill('#timer-cases', 'T,Ua');
    await page.click('#timer-open');
    await phase(page, 'idle');
    await page.waitForFunction(() => document.getElementById('scramble').textContent.length > 0);
    // The first two layers (white up) solved, the yellow face yellow: a PLL case on D.
    const net = await page.$$eval('#scramble-drawing svg.scramble-net rect', (r) => r.map((x) => x.dataset.face).join(''));
    assert.equal(net.length, 54);
    assert.equal(net.slice(0, 9), 'UUUUUUUUU');
    assert.equal(net.slice(27, 36), 'DDDDDDDDD');
    for (const f of [1, 2, 4, 5]) assert.equal(net.slice(9 * f, 9 * f + 6), net[9 * f + 4].repeat(6), net);
    assert.equal(await page.textContent('#timer-case'), '', 'no case before the solve');
    assert.equal(await page.textContent('#timer-hold'), 'The case is on the yellow (D) layer: hold the cube yellow up, green in front (z2)');
    if (await page.isChecked('#inspection')) await page.uncheck('#inspection');
    await page.click('h1');
    const told = [];
    for (const [i, ms] of [4200, 3900, 5100].entries()) {
      await spaceSolve(page, 100_000 * (i + 1), ms);
      await page.waitForFunction(() => /That was (T|Ua)$/.test(document.getElementById('timer-case').textContent));
      told.push((await page.textContent('#timer-case')).split(' ').at(-1));
      await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === n, i + 1);
    }
    // The next solve under way: the case is not shown.
    await setClock(page, 900_000);
    await page.keyboard.down('Space');
    await phase(page, 'holding');
    assert.equal(await page.textContent('#timer-case'), '');
    await page.keyboard.up('Space');
    await phase(page, 'idle');
    // By case: each case's count as told.
    await page.waitForFunction((n) => [...document.querySelectorAll('#cases tbody tr')].reduce((s, r) => s + Number(r.children[1].textContent), 0) === n, told.length);
    for (const c of new Set(told)) {
      const count = await page.textContent(`#cases tr[data-case="${c}"] td`);
      assert.equal(Number(count), told.filter((x) => x === c).length);
    }
  });
  await withPage(browser, 'practice-trainer-cross', async (page) => {
    await injectClock(page);
    await page.goto(`${server.url}/#/practice`);
    await page.selectOption('#timer-puzzle', 'cube');
    await page.selectOption('#timer-trainer', 'cross');
    assert.equal(await page.isHidden('#timer-cases'), true);
    await page.fill('#timer-cross', '3');
    await page.click('#timer-open');
    await phase(page, 'idle');
    await page.waitForFunction(() => document.getElementById('scramble').textContent.length > 0);
    if (await page.isChecked('#inspection')) await page.uncheck('#inspection');
    await page.click('h1');
    assert.equal(await page.$$eval('#timer-review li', (l) => l.length), 0, 'nothing before the solve');
    await spaceSolve(page, 100_000, 3000);
    // The shortest cross of each colour: the white one is three moves.
    await page.waitForFunction(() => document.querySelectorAll('#timer-review li').length === 6);
    assert.match(await page.textContent('#timer-review li[data-face="U"]'), /^The white cross: .+ \(3 moves\)$/);
  });
  await withPage(browser, 'practice-trainer-zh', async (page) => {
    await page.addInitScript(() => localStorage.setItem('puzzlebox.pref.lang', 'zh'));
    await page.goto(`${server.url}/#/practice`);
    await page.selectOption('#timer-puzzle', 'cube');
    const options = await page.$$eval('#timer-trainer option', (o) => o.map((x) => x.textContent));
    assert.deepEqual(options, ['整个魔方', 'PLL 训练', 'OLL 训练', '十字训练']);
    // A bad case is said in Chinese, and no timer opens.
    await page.selectOption('#timer-trainer', 'pll');
    await page.fill('#timer-cases', 'Q');
    await page.click('#timer-open');
    await page.waitForFunction(() => document.body.textContent.includes('“Q”不是 pll 的情形'));
    assert.equal(await page.isHidden('#timer'), true);
  });
});
