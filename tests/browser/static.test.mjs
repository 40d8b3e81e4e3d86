// The static site (`scripts/build-static DIR`): the engine in a Web Worker, served by a
// plain static file server (`python3 -m http.server`). Every puzzle plays and hints on the
// desktop and the phone in both languages; what the store keeps survives a reload and a
// new browser over the same profile; after one visit the site works with the server gone.
// Runs when $PUZZLEBOX_STATIC names a built site (scripts/test-all builds one).

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { DESKTOP, PHONE, ROOT, useLang, until } from './harness.mjs';

const SITE = process.env.PUZZLEBOX_STATIC;
const skip = SITE ? false : 'no static site built ($PUZZLEBOX_STATIC)';
const BIN = process.env.PUZZLEBOX_BIN || path.join(ROOT, 'target/release/puzzlebox');

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** `python3 -m http.server` over the site (or `dir`); resolves once it says it serves. */
async function serveStatic(dir = SITE) {
  const port = await freePort();
  const child = spawn('python3', ['-u', '-m', 'http.server', String(port), '--bind', '127.0.0.1', '-d', dir],
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

function browser(dir, viewport, options = {}) {
  return chromium.launchPersistentContext(dir, {
    ...options,
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

/** Waits in the page, a frame at a time, until the async `pred` holds (gives up after about
 * ten seconds of frames); whether it did. */
function eventually(page, pred) {
  return page.evaluate(async (src) => {
    // eslint-disable-next-line no-new-func
    const f = new Function(`return (${src})()`);
    for (let frame = 0; frame < 600; frame++) {
      if (await f()) return true;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return false;
  }, pred.toString());
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
      try {
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
      } finally {
        await ctx.close();
      }
    }
  } finally {
    await server.stop();
  }
});

test('what the store keeps survives a reload and a new browser over the same profile', { skip }, async () => {
  const server = await serveStatic();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
  let ctx;
  try {
    ctx = await browser(dir, DESKTOP);
    let page = await ctx.newPage();
    await page.goto(server.url);
    const game = await api(page, 'create', { puzzle: 'sliding', start: '1 2 3/4 5 6/0 7 8' });
    await api(page, 'act', game.key, { action: 'move', moves: 'L' });
    await api(page, 'createSession', { name: 'Kept here', puzzle: 'sliding', size: '3x3', mode: 'timer' });
    // Kept in IndexedDB as the worker's snapshot after each change.
    assert.ok(await eventually(page, async () => (await (await import('/api.js')).api.saved()).length === 1));
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
  } finally {
    await ctx?.close();
    await server.stop();
  }
});

test('two tabs playing at once lose none of each other\'s writes', { skip }, async () => {
  const server = await serveStatic();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
  const ctx = await browser(dir, DESKTOP);
  try {
    const [a, b] = [await ctx.newPage(), await ctx.newPage()];
    await a.goto(server.url);
    await b.goto(server.url);
    // Both engines start before either keeps anything; then each writes in turn, twice.
    await api(a, 'puzzles');
    await api(b, 'puzzles');
    const kind = { puzzle: 'sliding', size: '3x3', mode: 'timer' };
    for (const round of [1, 2]) {
      for (const [name, page] of [['A', a], ['B', b]]) {
        await api(page, 'createSession', { name: `Tab ${name} ${round}`, ...kind });
        const game = await api(page, 'create', { puzzle: 'sliding', start: '1 2 3/4 5 6/0 7 8' });
        await api(page, 'act', game.key, { action: 'move', moves: 'L' });
      }
    }
    const names = ['Tab A 1', 'Tab B 1', 'Tab A 2', 'Tab B 2'];
    // Whichever keeps last has taken in the other's: a new tab, opened until the last
    // keep is in (each open reads what is kept then), finds every write of both.
    const fresh = await ctx.newPage();
    let seen = [];
    for (let tries = 0; tries < 100 && !names.every((n) => seen.includes(n)); tries++) {
      await fresh.goto(`${server.url}?try=${tries}`);
      seen = (await api(fresh, 'sessions')).map((v) => v.name);
    }
    assert.deepEqual(names.filter((n) => !seen.includes(n)), [], `kept: ${seen}`);
    const saved = await api(fresh, 'saved');
    assert.equal(saved.length, 4, 'every tab\'s unfinished game is kept');
  } finally {
    await ctx.close();
    await server.stop();
  }
});

/** The text of one of the page's downloads. */
function downloaded(page, name, ...args) {
  return page.evaluate(async ([n, a]) => (await (await import('/api.js')).api[n](...a)).blob.text(), [name, args]);
}

test('a history moves from the browser to the desktop binary and back unchanged', { skip }, async () => {
  const server = await serveStatic();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-trip-'));
  const env = { ...process.env, PUZZLEBOX_DATA: path.join(tmp, 'data'), PUZZLEBOX_CACHE: path.join(tmp, 'cache') };
  const bin = (...args) => execFileSync(BIN, ['--lang', 'en', ...args], { env, encoding: 'utf8' });
  let ctx;
  try {
    ctx = await browser(path.join(tmp, 'one'), DESKTOP);
    let page = await ctx.newPage();
    await page.goto(server.url);
    const cs = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/cstimer-two-sessions.json'), 'utf8'));
    await api(page, 'importFile', cs, false);
    const game = await api(page, 'create', { puzzle: 'sliding', start: '1 2 3/4 5 6/7 0 8' });
    await api(page, 'act', game.key, { action: 'move', moves: 'L' });
    const open = await api(page, 'create', { puzzle: 'cube', level: 'easy', seed: 7 });
    await api(page, 'act', open.key, { action: 'move', moves: 'U' });
    const ours = await downloaded(page, 'exportAll');
    const theirs = await downloaded(page, 'exportPractice', 'cstimer', null);
    await ctx.close();
    // Into the binary, and out again.
    fs.writeFileSync(path.join(tmp, 'ours.json'), ours);
    bin('import', path.join(tmp, 'ours.json'));
    bin('export', '--format', 'puzzlebox', '--output', path.join(tmp, 'back.json'));
    bin('export', '--format', 'cstimer', '--output', path.join(tmp, 'back-cs.json'));
    const back = fs.readFileSync(path.join(tmp, 'back.json'), 'utf8');
    assert.deepEqual(JSON.parse(back), JSON.parse(ours), 'the binary gives back what the browser gave it');
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(tmp, 'back-cs.json'), 'utf8')), JSON.parse(theirs));
    // And into a fresh browser, and out again.
    ctx = await browser(path.join(tmp, 'two'), DESKTOP);
    page = await ctx.newPage();
    await page.goto(server.url);
    await api(page, 'importFile', JSON.parse(back), false);
    assert.deepEqual(JSON.parse(await downloaded(page, 'exportAll')), JSON.parse(ours));
    assert.deepEqual(JSON.parse(await downloaded(page, 'exportPractice', 'cstimer', null)), JSON.parse(theirs));
  } finally {
    await ctx?.close();
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
    // A demonstration plays to the end (the 3×3 tiles, fast).
    await page.goto(`${server.url}#/sliding`);
    await until(page, (v) => !v.busy);
    await page.$eval('#speed', (e) => { e.value = e.max; e.dispatchEvent(new Event('change')); });
    await page.click('#demo');
    await until(page, (v) => v.solved && !v.demo, null, 60000);
    // Its replay plays back.
    await page.waitForSelector('#replay-link');
    await page.click('#replay-link');
    await page.waitForSelector('#replay-moves li');
    // The timer times a solve into its session (the page's clock held by the test).
    await page.evaluate(() => { window.puzzleboxClock = { t: 1000, now() { return this.t; } }; });
    await page.goto(`${server.url}#/practice`);
    await page.selectOption('#timer-puzzle', 'sliding');
    await page.click('#timer-open');
    await page.waitForSelector('#timer-display[data-phase="idle"]');
    if (await page.isChecked('#inspection')) await page.uncheck('#inspection');
    await page.click('h1');
    const setClock = (t) => page.evaluate((x) => { window.puzzleboxClock.t = x; }, t);
    await setClock(10_000);
    await page.keyboard.down('Space');
    await setClock(10_300);
    await page.waitForSelector('#timer-display[data-ready="true"]');
    await page.keyboard.up('Space');
    await page.waitForSelector('#timer-display[data-phase="running"]');
    await setClock(22_640);
    await page.keyboard.press('Space');
    await page.waitForSelector('#timer-display[data-phase="idle"]');
    assert.ok(await eventually(page, async () => {
      const { api: a } = await import('/api.js');
      return (await a.sessions()).some((x) => x.mode === 'timer' && x.puzzle === 'sliding' && x.solves === 1);
    }), 'the timed solve is in its session, offline');
  } finally {
    await ctx.close();
    await server.stop();
  }
});

test('a new version of the site is taken at the next visits, and nothing kept is lost', { skip }, async () => {
  // A copy of the site served, visited, then changed as a new build changes it (another
  // version in its service worker, and a file of its own).
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-site-'));
  fs.cpSync(SITE, copy, { recursive: true });
  const server = await serveStatic(copy);
  const ctx = await browser(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-')), DESKTOP);
  try {
    const page = await ctx.newPage();
    await page.goto(server.url);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await api(page, 'createSession', { name: 'Kept across versions', puzzle: 'sliding', size: '3x3', mode: 'timer' });
    const before = await page.evaluate(() => caches.keys());
    assert.equal(before.length, 1, `one version kept: ${before}`);
    const sw = path.join(copy, 'sw.js');
    const old = before[0].replace(/^puzzlebox-/, '');
    fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(old, 'next-version'));
    fs.appendFileSync(path.join(copy, 'style.css'), '\n/* the next version */\n');
    // The next visit fetches the new version; it takes over, and the old one is dropped.
    await page.reload();
    assert.ok(await eventually(page, async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0] === 'puzzlebox-next-version';
    }), 'the new version installed, the old dropped');
    await page.reload();
    assert.match(await page.evaluate(() => fetch('/style.css').then((r) => r.text())), /the next version/);
    const names = (await api(page, 'sessions')).map((x) => x.name);
    assert.ok(names.includes('Kept across versions'), `nothing kept lost: ${names}`);
    assert.ok(await hintOn(page, server.url, 'sliding'), 'the new version plays');
  } finally {
    await ctx.close();
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

/** In the page: the engine's IndexedDB store `name`, each entry's size (or value); with
 * `flip`, each binary entry's last byte flipped; with `garble`, the snapshot made unreadable. */
function idb(page, store, change) {
  return page.evaluate(async ([name, how]) => {
    const db = await new Promise((res, rej) => { const r = indexedDB.open('puzzlebox', 1); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
    const req = (mode, f) => new Promise((res, rej) => { const r = f(db.transaction(name, mode).objectStore(name)); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
    const out = {};
    for (const k of await req('readonly', (s) => s.getAllKeys())) {
      const v = await req('readonly', (s) => s.get(k));
      const bytes = v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? new Uint8Array(v.buffer ?? v) : null;
      out[k] = bytes ? bytes.length : v;
      if (how === 'flip' && bytes) { bytes[bytes.length - 1] ^= 1; await req('readwrite', (s) => s.put(bytes, k)); }
      if (how === 'garble' && k === 'snapshot') await req('readwrite', (s) => s.put(new TextEncoder().encode('{"games":'), k));
    }
    db.close();
    return out;
  }, [store, change ?? '']);
}

test('bad input: a damaged table is built again, a damaged store set aside, a module that does not load said', { skip }, async () => {
  const server = await serveStatic();
  try {
    await damagedKeptData(server);
    await aModuleThatDoesNotLoad(server);
  } finally {
    await server.stop();
  }
});

/** A damaged table is built again; a damaged store is set aside, said, and play goes on. */
async function damagedKeptData(server) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
  const ctx = await browser(dir, DESKTOP);
  try {
    const page = await ctx.newPage();
    await page.goto(server.url);
    // The cube's game builds its two-phase tables: kept in the browser as they are built.
    await hintOn(page, server.url, 'cube');
    assert.ok(await eventually(page, async () => {
      const db = await new Promise((res) => { const r = indexedDB.open('puzzlebox', 1); r.onsuccess = () => res(r.result); });
      const n = await new Promise((res) => { const r = db.transaction('tables').objectStore('tables').count(); r.onsuccess = () => res(r.result); });
      db.close();
      return n > 0;
    }), 'tables kept');
    const kept = await idb(page, 'tables', 'flip');
    assert.ok(Object.keys(kept).length > 0, 'the tables the hint used are kept');
    // The damaged copies are refused, built again and kept again: the hint is the same.
    await page.reload();
    assert.ok(await hintOn(page, server.url, 'cube'), 'a hint over damaged tables');
    // A store that cannot be read: set aside (not deleted), said, and play goes on.
    await api(page, 'createSession', { name: 'Before the damage', puzzle: 'sliding', size: '3x3', mode: 'timer' });
    assert.ok(await eventually(page, async () => {
      const db = await new Promise((res) => { const r = indexedDB.open('puzzlebox', 1); r.onsuccess = () => res(r.result); });
      const v = await new Promise((res) => { const r = db.transaction('kept').objectStore('kept').get('snapshot'); r.onsuccess = () => res(r.result); });
      db.close();
      return v && new TextDecoder().decode(v).includes('Before the damage');
    }), 'the session kept');
    await idb(page, 'kept', 'garble');
    await page.reload();
    await page.goto(`${server.url}#/sliding`);
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'damaged');
    assert.ok(await hintOn(page, server.url, 'sliding'), 'play goes on');
    const after = await idb(page, 'kept');
    assert.ok(Object.keys(after).some((k) => k.startsWith('damaged-')), `set aside: ${Object.keys(after)}`);
  } finally {
    await ctx.close();
  }
}

/** The engine's worker script served with `prefix` run first (the browser's own faults
 * provoked); the service worker kept out of the way so that the route sees the fetch. */
async function withWorkerPrefix(dir, prefix) {
  const ctx = await browser(dir, DESKTOP, { serviceWorkers: 'block' });
  await ctx.route('**/worker.js*', async (route) => {
    const r = await route.fetch();
    await route.fulfill({ response: r, body: `${prefix}\n${await r.text()}` });
  });
  return ctx;
}

/** The sessions' names, as the page's host has them. */
async function sessionNames(page) {
  return (await api(page, 'sessions')).map((x) => x.name);
}

test('storage refused, storage full, an engine that crashes: each said, play goes on, nothing kept lost', { skip }, async () => {
  const server = await serveStatic();
  try {
    // Refused (as private browsing may): said; the games play, kept for this visit only.
    const denied = await withWorkerPrefix(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-')),
      "self.indexedDB.open = () => { throw new DOMException('denied', 'SecurityError'); };");
    try {
      const page = await denied.newPage();
      await page.goto(`${server.url}#/sliding`);
      await page.waitForFunction(() => document.documentElement.dataset.storage === 'refused');
      assert.match(await page.textContent('#toast'), /storage|kept/i);
      assert.ok(await hintOn(page, server.url, 'sliding'), 'play goes on');
    } finally {
      await denied.close();
    }
    // Full: what was kept before stays; what is made meanwhile is said not kept.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-'));
    let ctx = await browser(dir, DESKTOP, { serviceWorkers: 'block' });
    let page = await ctx.newPage();
    await page.goto(server.url);
    await api(page, 'createSession', { name: 'Kept before', puzzle: 'sliding', size: '3x3', mode: 'timer' });
    await ctx.close();
    ctx = await withWorkerPrefix(dir, `{ const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (v, k) {
        if (k === 'snapshot') throw new DOMException('full', 'QuotaExceededError');
        return put.call(this, v, k);
      }; }`);
    page = await ctx.newPage();
    await page.goto(server.url);
    await api(page, 'createSession', { name: 'Made when full', puzzle: 'sliding', size: '4x4', mode: 'timer' });
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'full');
    assert.deepEqual((await sessionNames(page)).filter((n) => /Kept|full/.test(n)).sort(), ['Kept before', 'Made when full'], 'play goes on');
    assert.ok(await hintOn(page, server.url, 'sliding'), 'a game plays');
    await ctx.close();
    // An engine that crashes (a trap in the module): said, with Reload; what was kept stays.
    ctx = await browser(dir, DESKTOP, { serviceWorkers: 'block' });
    page = await ctx.newPage();
    await page.goto(server.url);
    assert.ok((await sessionNames(page)).includes('Kept before'), 'nothing kept was lost to the full store');
    const workers = page.workers();
    for (const w of workers) {
      if (await w.evaluate(() => self.name === 'engine')) {
        await w.evaluate(() => { wasm = { ...wasm, pb_call: () => { throw new WebAssembly.RuntimeError('unreachable'); } }; });
      }
    }
    await page.evaluate(() => import('/api.js').then((m) => m.api.sessions()).catch(() => null));
    await page.waitForSelector('#engine-down button');
    assert.match(await page.locator('#engine-down').innerText(), /stopped|engine|reload/i);
    await page.click('#engine-down button');
    await page.waitForSelector('#play-sliding');
    assert.ok((await sessionNames(page)).includes('Kept before'), 'after Reload, everything kept is there');
    await ctx.close();
  } finally {
    await server.stop();
  }
});

/** A browser that cannot load the module: said, with a way to reload. */
async function aModuleThatDoesNotLoad(server) {
  let other;
  try {
    other = await browser(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-static-')), PHONE);
    await other.route('**/puzzlebox.wasm', (route) => route.abort());
    const page = await other.newPage();
    await page.goto(`${server.url}#/sliding`);
    await page.waitForSelector('#engine-down button');
    assert.match(await page.locator('#engine-down').innerText(), /engine|WebAssembly/);
  } finally {
    await other?.close();
  }
}
