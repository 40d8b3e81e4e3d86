// Screenshots of the practice screen for the README: the timer with the cube's scramble
// and its net, and a session's averages and charts after some solves (times made on an
// injected clock, seeded). `node tests/browser/practice-screens.mjs docs/images`.

import path from 'node:path';
import { launch, startServer } from './harness.mjs';

const out = process.argv[2] ?? 'docs/images';
const server = await startServer();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => { window.puzzleboxClock = { t: 1000, now() { return this.t; } }; });
  await page.goto(`${server.url}/#/practice`);
  await page.selectOption('#timer-puzzle', 'cube');
  await page.click('#timer-open');
  await page.waitForSelector('#timer-display[data-phase="idle"]');
  await page.click('h1');
  const set = (t) => page.evaluate((x) => { window.puzzleboxClock.t = x; }, t);
  let seed = 7;
  const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  for (let i = 0; i < 40; i++) {
    const t0 = 100_000 * (i + 1);
    const ms = Math.round(9000 + 5000 * rand() - i * 40);
    await set(t0);
    await page.keyboard.down('Space');
    await set(t0 + 300);
    await page.waitForSelector('#timer-display[data-ready="true"]');
    await page.keyboard.up('Space');
    await page.waitForSelector('#timer-display[data-phase="running"]');
    await set(t0 + 300 + ms);
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await page.waitForFunction((n) => document.querySelectorAll('#solves tbody tr').length === Math.min(n, 100), i + 1);
  }
  await page.click('#solves tbody tr:nth-child(3) button[aria-label$="+2"]');
  await page.waitForFunction(() => [...document.querySelectorAll('#solves td.time')].some((td) => td.textContent.endsWith('+')));
  // The timer running, its scramble and net above it.
  await set(10_000_000);
  await page.keyboard.down('Space');
  await set(10_000_300);
  await page.keyboard.up('Space');
  await set(10_012_340);
  await page.waitForFunction(() => document.getElementById('timer-display').textContent === '12.04');
  await page.locator('#timer').screenshot({ path: path.join(out, 'practice-timer.png') });
  await page.locator('#averages').evaluate((e) => e.scrollIntoView());
  const box = await page.evaluate(() => {
    const a = document.getElementById('averages').getBoundingClientRect();
    const c = document.getElementById('charts').getBoundingClientRect();
    return { x: 0, y: a.top + window.scrollY - 40, width: 1280, height: c.bottom - a.top + 50 };
  });
  await page.screenshot({ path: path.join(out, 'practice-charts.png'), clip: box, fullPage: true });
  console.log(`wrote ${out}/practice-timer.png and practice-charts.png`);
} finally {
  await browser.close();
  await server.stop();
}
