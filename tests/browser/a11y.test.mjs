// Accessibility as axe-core checks it: no violation of serious or critical impact on any
// screen (the menu and each puzzle's game, painting the cube, a dialog), at a desktop's and
// a phone's size; and every control of a game reachable by the keyboard alone.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, launch, newGame, startServer, withPage } from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

/** axe-core's serious and critical violations on the page as it is, one line each. */
async function violations(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return found;
}

for (const [name, size, lang] of [['desktop', DESKTOP, 'en'], ['phone', PHONE, 'en'], ['desktop', DESKTOP, 'zh'], ['phone', PHONE, 'zh']]) {
  test(`axe-core (${name}, ${lang}): no serious or critical violation on any screen`, async () => {
    await withPage(browser, `axe-${name}-${lang}`, async (page) => {
      await page.setViewportSize(size);
      await page.addInitScript((l) => localStorage.setItem('puzzlebox.pref.lang', l), lang);
      const all = [];
      await page.goto(server.url);
      await page.waitForSelector('#play-sliding');
      await page.waitForFunction(() => !document.querySelector('#saved .muted') || !/Loading/.test(document.querySelector('#saved').textContent));
      all.push(...(await violations(page)).map((v) => `menu: ${v}`));
      for (const puzzle of ['sliding', 'cube', 'rings']) {
        await newGame(page, server.url, puzzle, puzzle === 'rings' ? 'low' : 'easy');
        // Every folded section open, so that axe sees all of it.
        await page.$$eval('details', (ds) => { for (const d of ds) d.open = true; });
        // The cube while painting: its net and palette are shown then.
        if (puzzle === 'cube') await page.click('#edit-cube');
        all.push(...(await violations(page)).map((v) => `${puzzle}: ${v}`));
      }
      await page.click('#help-button');
      all.push(...(await violations(page)).map((v) => `help dialog: ${v}`));
      assert.deepEqual(all, []);
    });
  });
}

test('keyboard alone: Tab reaches every control of a game screen', async () => {
  await withPage(browser, 'keyboard-reach', async (page) => {
    await page.setViewportSize(DESKTOP);
    for (const puzzle of ['sliding', 'cube', 'rings']) {
      await newGame(page, server.url, puzzle, puzzle === 'rings' ? 'low' : 'easy');
      const want = await page.$$eval('#app button:not([disabled]):not([tabindex="-1"]), #app select, #app input, #app textarea, #app summary, #app [role=button][tabindex="0"]',
        (es) => es.filter((e) => e.getClientRects().length > 0).length);
      const seen = new Set();
      await page.focus('.brand');
      for (let i = 0; i < want + 40; i++) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => {
          const e = document.activeElement;
          if (!e || !document.getElementById('app').contains(e)) return null;
          if (!e.dataset.tabSeen) e.dataset.tabSeen = String(Math.random());
          return e.dataset.tabSeen;
        });
        if (id) seen.add(id);
      }
      assert.ok(seen.size >= want, `${puzzle}: Tab reached ${seen.size} of ${want} controls`);
    }
  });
});
