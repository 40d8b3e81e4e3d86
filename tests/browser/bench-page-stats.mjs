// The practice screen's statistics view drawn over the database in $BENCH_DATA (see
// scripts/bench-page-stats): the figures, the charts and the latest solves, five times.

import { launch, startServer } from './harness.mjs';

const server = await startServer([], { PUZZLEBOX_DATA: process.env.BENCH_DATA });
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/#/practice`);
  await page.waitForSelector('#averages table', { timeout: 60000 });
  const times = [];
  for (let i = 0; i < 5; i++) {
    times.push(await page.evaluate(async () => {
      const p = window.puzzlebox.game;
      const t0 = performance.now();
      await p.refreshSession();
      await new Promise((r) => requestAnimationFrame(() => r()));
      return Math.round(performance.now() - t0);
    }));
  }
  const solves = await page.textContent('#averages p.muted');
  console.log(`${solves}: the statistics view drawn in ${times.join(', ')} ms`);
} finally {
  await browser.close();
  await server.stop();
}
