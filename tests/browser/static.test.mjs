// The static site (`scripts/build-static DIR`): the engine in a Web Worker, served by a
// plain static file server (`python3 -m http.server`). Every puzzle plays and hints on the
// desktop and the phone in both languages; what the store keeps survives a reload and a
// new browser over the same profile; after one visit the site works with the server gone.
// Runs when $PUZZLEBOX_STATIC names a built site (scripts/test-all builds one).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { DESKTOP, PHONE, useLang, until } from './harness.mjs';

const SITE = process.env.PUZZLEBOX_STATIC;
const skip = SITE ? false : 'no static site built ($PUZZLEBOX_STATIC)';

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** `python3 -m http.server` over the site; resolves once it says it serves. */
async function serveStatic() {
  const port = await freePort();
  const child = spawn('python3', ['-u', '-m', 'http.server', String(port), '--bind', '127.0.0.1', '-d', SITE],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = `http://127.0.0.1:${port}/`;
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => { out += d; if (out.includes('Serving HTTP')) resolve(); });
    child.on('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
  const stop = () => new Promise((r) => {
    if (child.exitCode !== null || child.signalCode !== null) { r(); return; }
    child.on('exit', () => r());
    child.kill();
  });
  return { url, stop };
}

function browser(dir, viewport) {
  return chromium.launchPersistentContext(dir, {
    headless: true,
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    viewport,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** The page's one client interface, called in the page. */
function api(page, name, ...args) {
  return page.evaluate(async ([n, a]) => (await import('/api.js')).api[n](...a), [name, args]);
}

/** Opens a puzzle's screen and asks for a hint; the hint's line. */
async function hintOn(page, url, puzzle) {
  await page.goto(`${url}#/${puzzle}`);
  await until(page, (v) => !v.busy);
  await page.locator('button', { hasText: /^(Hint|提示)$/ }).first().click();
  await page.waitForFunction(() => /(Hint|提示)[:：]/.test(document.querySelector('main')?.innerText ?? ''), null, { timeout: 60000 });
  return (await page.locator('main').innerText()).split('\n').find((l) => /(Hint|提示)[:：]/.test(l));
}

test('every puzzle plays and hints on the static site, desktop and phone, both languages', { skip }, async () => {
  const server = await serveStatic();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
  try {
    for (const [viewport, lang] of [[DESKTOP, 'en'], [PHONE, 'zh']]) {
      const ctx = await browser(dir, viewport);
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url);
      await useLang(page, lang);
      assert.equal(await page.evaluate(async () => (await import('/api.js')).host), 'worker');
      for (const puzzle of ['sliding', 'cube', 'rings']) {
        const line = await hintOn(page, server.url, puzzle);
        assert.ok(line, `${puzzle}: a hint in ${lang}`);
      }
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  } finally {
    await server.stop();
  }
});

test('what the store keeps survives a reload and a new browser over the same profile', { skip }, async () => {
  const server = await serveStatic();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
  try {
    let ctx = await browser(dir, DESKTOP);
    let page = await ctx.newPage();
    await page.goto(server.url);
    const game = await api(page, 'create', { puzzle: 'sliding', start: '1 2 3/4 5 6/0 7 8' });
    await api(page, 'act', game.key, { action: 'move', moves: 'L' });
    await api(page, 'createSession', { name: 'Kept here', puzzle: 'sliding', size: '3x3', mode: 'timer' });
    // Kept in IndexedDB as the worker's snapshot after each change.
    await page.waitForFunction(async () => {
      const saved = await (await import('/api.js')).api.saved();
      return saved.length === 1;
    });
    await page.reload();
    const saved = await api(page, 'saved');
    assert.equal(saved.length, 1, 'the unfinished game, after a reload');
    await ctx.close();
    ctx = await browser(dir, DESKTOP);
    page = await ctx.newPage();
    await page.goto(server.url);
    const again = await api(page, 'saved');
    assert.equal(again.length, 1, 'the unfinished game, in a new browser over the profile');
    const sessions = await api(page, 'sessions');
    assert.ok(sessions.some((s) => s.name === 'Kept here'), JSON.stringify(sessions));
    await ctx.close();
  } finally {
    await server.stop();
  }
});

test('after one visit the site plays with its server gone', { skip }, async () => {
  const server = await serveStatic();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
  const ctx = await browser(dir, PHONE);
  try {
    const page = await ctx.newPage();
    await page.goto(server.url);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await server.stop();
    await page.reload();
    for (const puzzle of ['sliding', 'cube', 'rings']) {
      assert.ok(await hintOn(page, server.url, puzzle), `${puzzle} offline`);
    }
  } finally {
    await ctx.close();
    await server.stop();
  }
});
