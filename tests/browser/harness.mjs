// Shared by the browser tests: a real `puzzlebox serve` on 127.0.0.1 (any free port, a
// fresh database) and Debian's Chromium driven by playwright-core. A failing test leaves a
// screenshot in tests/browser/failures/.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');

/** The host the tests run against: `server` (`puzzlebox serve`, the default) or `static`
 * (the static site in $PUZZLEBOX_STATIC, the engine in a Web Worker, served by
 * `python3 -m http.server`): one suite, two hosts. */
export const HOST = process.env.PUZZLEBOX_HOST === 'static' ? 'static' : 'server';

/** `python3 -m http.server` over the static site (any free port); resolves once it serves. */
async function startStatic(env) {
  const child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '-d', process.env.PUZZLEBOX_STATIC],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /port (\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}/`);
    });
    child.on('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
  return {
    url, data: null, child,
    // The games' clock held by the tests, as $PUZZLEBOX_TEST_CLOCK holds the server's: the
    // browser `launch(server)` makes asks the engine for it (`advanceClock`).
    testClock: !!env.PUZZLEBOX_TEST_CLOCK,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill();
    }),
  };
}

/** Starts the server (or, with PUZZLEBOX_HOST=static, the static site's); resolves once it
 * prints its address. */
export async function startServer(extraArgs = [], env = {}) {
  if (HOST === 'static') return startStatic(env);
  const bin = process.env.PUZZLEBOX_BIN || path.join(ROOT, 'target/release/puzzlebox');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-data-'));
  const cache = process.env.PUZZLEBOX_CACHE || fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cache-'));
  const child = spawn(bin, ['--lang', 'en', 'serve', '--port', '0', ...extraArgs], {
    env: { ...process.env, PUZZLEBOX_DATA: data, PUZZLEBOX_CACHE: cache, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out} ${err}`)), 20000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /serving at (\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
  return {
    url, data, child,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 5000);
    }),
  };
}

/** Chromium with a fresh profile. */
/** Chromium with a fresh profile (for `server`'s tests: on the static site, its engine on
 * the tests' clock when the server was started with one). */
export async function launch(server) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    headless: true,
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    viewport: { width: 1200, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  if (server?.testClock) await context.addInitScript(() => localStorage.setItem('puzzlebox-test-clock', '1'));
  return context;
}

/** Moves the games' clock held by the tests by `ms` and ticks the games: the server's
 * (`POST /api/test/clock`), or the engine's in `page`'s worker on the static site.
 * Whether the host runs on the tests' clock. */
export async function advanceClock(server, page, ms) {
  if (HOST === 'static') {
    // The page's engine (not its solver): the worker named with `test-clock`.
    for (;;) {
      for (const w of page.workers()) {
        if (await w.evaluate(() => self.name.split(' ').includes('test-clock'))) return w.evaluate((x) => self.puzzleboxAdvance(x), ms);
      }
      await page.waitForEvent('worker');
    }
  }
  const r = await fetch(`${server.url.replace(/\/$/, '')}/api/test/clock`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: ms }),
  });
  return r.json();
}

/** Runs `body` with a new page; on failure saves a screenshot named after the test. */
export async function withPage(context, name, body) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await body(page);
    if (errors.length) throw new Error(`errors on the page: ${errors.join('; ')}`);
  } catch (e) {
    const dir = path.join(here, 'failures');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    e.message += `\n(screenshot: ${file})`;
    throw e;
  } finally {
    await page.close();
  }
}

/** A request to the API by the page's own transport (HTTP to the server, or the engine in
 * the static site's worker): the answer's body parsed; a refusal rejects with its message.
 * The page must be loaded. */
export function hostCall(page, method, apiPath, body) {
  return page.evaluate(async ([m, p, b]) => {
    const { request } = await import('/api.js');
    return request(m, p, b ?? undefined);
  }, [method, apiPath, body ?? null]);
}

/** The game's view as the page shows it. */
export function view(page) {
  return page.evaluate(() => window.puzzlebox.game?.view ?? null);
}

/** Waits until the page's view satisfies `pred` (a function of the view, run in the page). */
export async function until(page, pred, arg, timeout = 20000) {
  await page.waitForFunction(
    ([src, a]) => {
      const v = window.puzzlebox.game?.view;
      // eslint-disable-next-line no-new-func
      return !!v && new Function('v', 'a', `return (${src})(v, a)`)(v, a);
    },
    [pred.toString(), arg ?? null],
    { timeout, polling: 50 },
  );
  return view(page);
}

/** Every word the page shows a person, in order: text, and the accessible names and hints
 * (`aria-label`, `title`, `placeholder`, `alt`, `aria-valuetext`, each as `@name: text`). */
export function pageWords(page) {
  return page.evaluate(() => {
    const seen = [];
    const walk = (el) => {
      if (!(el instanceof Element)) return;
      const style = getComputedStyle(el);
      // What no one sees: hidden, or the words for a browser without scripts.
      if (el.hidden || style.display === 'none' || el.tagName === 'NOSCRIPT') return;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const v = el.getAttribute(a);
        if (v) seen.push(`@${a}: ${v}`);
      }
      for (const n of el.childNodes) {
        if (n.nodeType === Node.TEXT_NODE && n.textContent.trim()) seen.push(n.textContent.trim());
        else walk(n);
      }
    };
    walk(document.body);
    return seen;
  });
}

/** Waits until the game has answered every action made and drawn every view (its
 * animations done): a wait on the page's own state, never a fixed time. */
export async function settled(page, timeout = 20000) {
  await page.waitForFunction(() => window.puzzlebox.game?.settled(), null, { timeout });
}

/** The page (already on the server's origin) in `lang`: the switch's choice, remembered,
 * and the page loaded again in it (a switch by the menu reloads as it likes). */
export async function useLang(page, lang) {
  await page.evaluate((l) => localStorage.setItem('puzzlebox.pref.lang', l), lang);
  await page.reload();
  await page.waitForFunction((l) => document.getElementById('lang')?.value === l, lang);
}

/** Opens a puzzle's new game from the menu and waits until it is playable (up to a minute:
 * a fresh server may build the game's tables first, on a machine the other suites share). */
export async function newGame(page, url, puzzle, level, size) {
  await page.goto(url);
  await page.waitForSelector(`#play-${puzzle}`);
  if (size) await page.selectOption('#menu-size', size);
  await page.selectOption(`#menu-level-${puzzle}`, level);
  await page.click(`#play-${puzzle}`);
  return until(page, (v, a) => !v.busy && v.level === a && v.moves.length === 0 && !v.solved, level, 60000);
}

/** Plays the demonstration fast until solved. */
export async function demonstrateToSolved(page) {
  await page.$eval('#speed', (e) => { e.value = e.max; e.dispatchEvent(new Event('change')); });
  await page.click('#demo');
  await until(page, (v) => v.solved && !v.demo, null, 60000);
  await page.waitForSelector('#solved:not([hidden])');
}

/** Reloads and waits for the game to come back as it was. */
export async function reloadAndCheck(page, before) {
  await page.reload();
  const v = await until(page, (v, a) => v.state === a, before.state);
  if (v.moves.join(' ') !== before.moves.join(' ')) {
    throw new Error(`after a reload the moves are ${v.moves.join(' ')}, not ${before.moves.join(' ')}`);
  }
  return v;
}

/** Opens the share link and checks that it gives the same position. */
export async function shareAndOpen(page, before) {
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  await page.keyboard.press('Escape');
  await page.goto(link);
  const v = await until(page, (v, a) => v.state === a, before.state);
  return { link, view: v };
}

/** The phone size the tests use (an iPhone 12–15's CSS pixels), and the desktop's. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A finger's swipe from (x0, y0) to (x1, y1) in page pixels, as touch events (Chromium
 * turns them into pointer events of type `touch`, as on a phone). */
export async function swipe(page, x0, y0, x1, y1, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A finger's tap at (x, y). */
export function tap(page, x, y) {
  return swipe(page, x, y, x, y, 1);
}

/** The centre of an element's box on the page. */
export async function centre(page, selector) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return [b.x + b.width / 2, b.y + b.height / 2];
}
