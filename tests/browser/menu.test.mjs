// The menu, saved games across a server restart, and the access token.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HOST, launch, newGame, startServer, until, withPage } from './harness.mjs';

// A static site has no server to restart (its store is the browser's: static.test.mjs
// reloads it and opens it in a new browser) and no token (no server to guard).
const serverOnly = HOST === 'static' && 'the server\'s restart and token: a static site has neither';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('a game survives a server restart and is listed to resume', { skip: serverOnly }, async () => {
  const server = await startServer();
  let url = server.url;
  try {
    await withPage(browser, 'restart', async (page) => {
      const g = await newGame(page, url, 'sliding', 'medium', '4x4');
      // One move that is always possible: a tile above the blank slides down, else one below up.
      const cells = g.state.split('/').map((r) => r.trim().split(/\s+/));
      const row = cells.findIndex((r) => r.includes('0'));
      await page.keyboard.press(row > 0 ? 'ArrowDown' : 'ArrowUp');
      const v = await until(page, (v) => v.moves.length === 1);
      await server.stop();
      // A new server on the same database.
      const restarted = await startServer([], { PUZZLEBOX_DATA: server.data });
      try {
        url = restarted.url;
        await page.goto(url);
        await page.waitForSelector('#saved table');
        assert.match(await page.textContent('#saved'), /tiles 4×4/);
        await page.click('#saved button');
        const back = await until(page, (w, a) => w.state === a, v.state);
        assert.deepEqual(back.moves, v.moves);
      } finally {
        await restarted.stop();
      }
    });
  } finally {
    await server.stop();
  }
});

test('beyond loopback the page needs the token', { skip: serverOnly }, async () => {
  const server = await startServer(['--host', '127.0.0.2']);
  try {
    assert.match(server.url, /token=/);
    const bare = server.url.replace(/\?token=.*/, '');
    const r = await fetch(bare);
    assert.equal(r.status, 401);
    await withPage(browser, 'token', async (page) => {
      await page.goto(server.url);
      await page.waitForSelector('#play-cube');
      await page.click('#play-cube');
      await until(page, (v) => !v.busy && v.moves.length === 0);
    });
  } finally {
    await server.stop();
  }
});
