// Screenshots of each puzzle's screen at a desktop (1280×800) and a phone (390×844) size, for
// the README's images (docs/images). A benchmark-style script, not a test:
//   node screens.mjs [out-dir] [lang...]
// It starts its own server (tables from PUZZLEBOX_CACHE, built if missing).

import path from 'node:path';
import { launch, ROOT, startServer } from './harness.mjs';

const out = process.argv[2] || path.join(ROOT, 'docs/images');
const langs = process.argv.slice(3).length ? process.argv.slice(3) : ['en'];
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const server = await startServer();
const browser = await launch();
try {
  for (const lang of langs) {
    for (const [name, viewport] of Object.entries(SIZES)) {
      for (const puzzle of ['sliding', 'cube', 'rings']) {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.addInitScript((l) => localStorage.setItem('puzzlebox.pref.lang', l), lang);
        await page.goto(`${server.url}#/${puzzle}`);
        await page.waitForFunction(() => window.puzzlebox?.game?.view && !window.puzzlebox.game.view.busy, null, { timeout: 120000 });
        await page.waitForTimeout(400);
        const file = path.join(out, `${puzzle}-${name}-${lang}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
