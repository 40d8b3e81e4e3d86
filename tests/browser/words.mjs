// Every word the page shows, accessible names included, on a fixed script of actions, in
// English and in Chinese: `node tests/browser/words.mjs OUT.txt` (PUZZLEBOX_BIN picks the
// binary). Two binaries' outputs compared tell whether a change altered what people read.

import fs from 'node:fs';
import { launch, newGame, pageWords, startServer, until } from './harness.mjs';

const out = process.argv[2] || 'words.txt';
const lines = [];

async function dump(page, label) {
  const words = await pageWords(page);
  lines.push(`### ${label}`);
  for (const w of words) lines.push(w.replace(/\b\d+:\d\d\b/g, 'M:SS').replace(/\d+(\.\d+)? ?ms\b/g, 'N ms'));
}

const server = await startServer();
const browser = await launch();
try {
  for (const lang of ['en', 'zh']) {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await page.selectOption('#lang', lang);
    await page.waitForSelector('#play-sliding');
    await dump(page, `${lang} menu`);
    for (const [puzzle, level] of [['sliding', 'easy'], ['cube', 'easy'], ['rings', 'low']]) {
      await newGame(page, server.url, puzzle, level);
      // The same game every run: a fixed seed.
      await page.fill('#seed', '7');
      await page.click('#new');
      await until(page, (v) => !v.busy && v.seed === 7 && v.moves.length === 0);
      await dump(page, `${lang} ${puzzle} new`);
      await page.click('#hint');
      await until(page, (v) => !!v.hint && !v.busy, null, 30000);
      await dump(page, `${lang} ${puzzle} hint`);
      await page.keyboard.press('?');
      await page.waitForTimeout(300);
      await dump(page, `${lang} ${puzzle} help`);
      await page.keyboard.press('Escape');
      await page.fill('#position-input', puzzle === 'sliding' ? '1 2 3/4 5 6/8 7 0' : puzzle === 'cube' ? 'UUU' : 'KKK');
      await page.waitForTimeout(500);
      await dump(page, `${lang} ${puzzle} bad position`);
    }
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await page.waitForTimeout(500);
    await dump(page, `${lang} menu after games`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
fs.writeFileSync(out, lines.join('\n') + '\n');
console.log(`${lines.length} lines in ${out}`);
