// The web page's figures (a benchmark, not a test): time from navigation to a playable
// puzzle (tables cached), from a key press to its turn starting on screen, and the size of
// the page's files. Run by scripts/bench-web against a running server:
//   node figures.mjs http://127.0.0.1:8080/

import { launch } from './harness.mjs';

const url = process.argv[2] || 'http://127.0.0.1:8080/';
const runs = Number(process.argv[3] || 10);
const browser = await launch();
const page = await browser.newPage();
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${q(0.5).toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms (${s.length} runs)`;
};
for (const [puzzle, key] of [['sliding', 'ArrowLeft'], ['cube', 'i'], ['rings', 'ArrowRight']]) {
  // A game to come back to, then timed loads of its screen.
  await page.goto(`${url}#/${puzzle}`);
  await page.waitForFunction(() => window.puzzlebox.figures.playableAt > 0, null, { timeout: 60000 });
  const loads = [];
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    await page.goto(`${url}#/${puzzle}`);
    await page.waitForFunction(() => window.puzzlebox.figures.playableAt > 0, null, { timeout: 60000 });
    loads.push(await page.evaluate(() => window.puzzlebox.figures.playableAt));
  }
  const turns = [];
  for (let i = 0; i < runs; i++) {
    const k = puzzle === 'sliding' ? (i % 2 ? 'ArrowRight' : 'ArrowLeft') : (puzzle === 'cube' ? (i % 2 ? 'k' : 'i') : (i % 2 ? 'ArrowLeft' : 'ArrowRight'));
    const before = await page.evaluate(() => window.puzzlebox.figures.keyToTurn.length);
    await page.keyboard.press(k);
    try {
      await page.waitForFunction((n) => window.puzzlebox.figures.keyToTurn.length > n, before, { timeout: 3000 });
      turns.push(await page.evaluate(() => window.puzzlebox.figures.keyToTurn.at(-1)));
    } catch { /* a tile move off the board: no turn */ }
    await page.waitForTimeout(250);
  }
  console.log(`${puzzle}: navigation to playable ${stats(loads)}; key press to turn start ${turns.length ? stats(turns) : 'n/a'}`);
}
// The cube's turn animation: frame times from requestAnimationFrame while 20 turns play
// (a frame later than 1.5 intervals of 60 Hz counts as dropped).
await page.goto(`${url}#/cube`);
await page.waitForFunction(() => window.puzzlebox.figures.playableAt > 0, null, { timeout: 60000 });
await page.evaluate(() => {
  window.frameTimes = [];
  const tick = (t) => { window.frameTimes.push(t); if (window.frameTimes.length < 100000) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
for (let i = 0; i < 20; i++) {
  await page.keyboard.press(i % 2 ? 'k' : 'i');
  await page.waitForTimeout(260);
}
const frames = await page.evaluate(() => {
  const t = window.frameTimes;
  const gaps = t.slice(1).map((x, i) => x - t[i]);
  const dropped = gaps.filter((g) => g > 25).reduce((n, g) => n + Math.round(g / 16.7) - 1, 0);
  const sorted = [...gaps].sort((a, b) => a - b);
  return { frames: gaps.length, dropped, p99: sorted[Math.floor(sorted.length * 0.99)], max: sorted.at(-1) };
});
console.log(`cube turns: ${frames.frames} frames over 20 turns, ${frames.dropped} dropped (60 Hz), frame interval p99 ${frames.p99.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`);
const size = await page.evaluate(async (base) => {
  let total = 0;
  for (const f of ['/', '/app.js', '/api.js', '/tiles.js', '/cube.js', '/rings.js', '/style.css']) {
    total += (await (await fetch(new URL(f, base))).arrayBuffer()).byteLength;
  }
  return total;
}, url);
console.log(`page files: ${(size / 1000).toFixed(1)} KB`);
await browser.close();
