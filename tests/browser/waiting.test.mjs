// Waiting says what it waits for: a first 4×4 game with no tables cached shows a bar per
// table, named with its size, each moving once from 0 to 100 %; the levels are listed and
// the play controls off until the game is ready. The builds are held to a pace of the
// test's own ($PUZZLEBOX_TEST_BUILD_MS), so the test does not hope for a slow machine.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launch, startServer, until, withPage } from './harness.mjs';

let server;
let browser;
before(async () => {
  // A cache of this test's own: the 4×4 tables are built while the page watches, each
  // build lasting at least 1.5 s (an option only tests use), so that the wait is there to
  // be seen however fast the machine builds them.
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cache-'));
  server = await startServer([], { PUZZLEBOX_CACHE: cache, PUZZLEBOX_TEST_BUILD_MS: '1500' });
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.stop(); });

test('a first 4×4 game: one bar per table, each forward only; levels listed, play off until ready', async () => {
  await withPage(browser, 'waiting-tables', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await page.selectOption('#menu-size', '4x4');
    // Every change of the page while it waits, recorded as it happens (no sampling).
    await page.evaluate(() => {
      const snap = () => ({
        bars: [...document.querySelectorAll('#progress .progress-row')].map((r) => ({
          label: r.querySelector('.progress-label').textContent.replace(/ ✓$/, ''),
          ratio: r.querySelector('progress').value / r.querySelector('progress').max,
        })),
        levels: document.getElementById('level')?.options.length ?? 0,
        hintOff: document.getElementById('hint')?.disabled ?? true,
        ready: !!window.puzzlebox.game?.view && !window.puzzlebox.game.view.busy,
      });
      window.snaps = [];
      const observer = new MutationObserver(() => {
        const s = snap();
        window.snaps.push(s);
        if (s.ready) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.click('#play-sliding');
    await page.waitForFunction(() => window.snaps.some((s) => s.ready), null, { timeout: 120000 });
    const snaps = await page.evaluate(() => window.snaps);
    // Before the page's game is made, the menu is still showing: the game's screen only.
    while (snaps.length && snaps[0].levels === 0) snaps.shift();
    assert.ok(snaps.at(-1).ready, 'the game became ready');
    const waiting = snaps.filter((s) => !s.ready);
    assert.ok(waiting.length > 0, 'there was a wait');
    for (const s of waiting) {
      assert.ok(s.levels > 0, 'the levels are listed while waiting');
      assert.ok(s.hintOff, 'Hint is off while waiting');
    }
    const withBars = waiting.filter((s) => s.bars.length > 0);
    assert.ok(withBars.length > 0, 'bars were shown');
    const labels = withBars.at(-1).bars.map((b) => b.label);
    assert.equal(new Set(labels).size, labels.length, `one bar per table: ${labels}`);
    // The pattern databases name their board and size; the automaton of redundant move
    // strings serves every board and is built before its size is known.
    const patterns = labels.filter((l) => !/move strings/.test(l));
    assert.ok(patterns.length > 0, `the tables: ${labels}`);
    for (const l of patterns) assert.match(l, /4×4|4x4/);
    for (const l of patterns) assert.match(l, /\d+(\.\d)? (MB|KB)/, `a size in ${l}`);
    // Each bar moves forward only.
    const last = {};
    for (const s of withBars) {
      for (const b of s.bars) {
        assert.ok(b.ratio >= (last[b.label] ?? 0) - 1e-9, `${b.label} went back from ${last[b.label]} to ${b.ratio}`);
        last[b.label] = b.ratio;
      }
    }
    const v = await until(page, (v) => !v.busy);
    assert.equal(v.board.width, 4);
    assert.equal(await page.isDisabled('#hint'), false);
  });
});
