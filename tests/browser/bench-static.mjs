// The static site's figures beside the native ones (a benchmark, run by scripts/bench-static):
//   node bench-static.mjs STATIC_URL SERVER_URL PUZZLEBOX_BIN
// * to a playable game from the menu on the phone profile, warm (the second visit): the 3×3
//   tiles and the cube;
// * two-phase (`--target 20`, what the API's solve asks) on the 100 random cubes in the
//   worker, against the binary on one thread: the solvers' own times (`millis`);
// * a hint of a 4×4 and of a cube on the static site and on `puzzlebox serve`: the same
//   move, distance and optimality;
// * the first cube game in a fresh browser (its two-phase tables built in the worker)
//   against the binary's build of the same tables, and the second visit's (read back);
// * each table the browser builds (a fresh browser: the games and solves that need them),
//   its build in the worker against the binary's on one thread (`taskset -c 0`).

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PHONE, ROOT, until } from './harness.mjs';

const [STATIC, SERVER, BIN] = process.argv.slice(2);
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const open = (viewport) => chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-')),
  { headless: true, executablePath: process.env.CHROMIUM || '/usr/bin/chromium', viewport, args: flags });
const api = (page, name, ...args) => page.evaluate(async ([n, a]) => (await import('/api.js')).api[n](...a), [name, args]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function toPlayable(page, url, puzzle) {
  await page.goto(url);
  await page.waitForSelector(`#play-${puzzle}`);
  if (puzzle === 'sliding') await page.selectOption('#menu-size', '3x3');
  const t0 = Date.now();
  await page.click(`#play-${puzzle}`);
  await until(page, (v) => !v.busy && !v.solved, null, 120000);
  return Date.now() - t0;
}

// The first visit, then the warm ones: to a playable game from the menu.
{
  const ctx = await open(PHONE);
  const page = await ctx.newPage();
  const first = await toPlayable(page, STATIC, 'cube');
  console.log(`static: first visit, the menu to a playable cube (its tables built in the worker): ${first} ms`);
  for (const puzzle of ['sliding', 'cube']) {
    const times = [];
    for (let i = 0; i < 5; i++) times.push(await toPlayable(page, STATIC, puzzle));
    console.log(`static, phone, warm: the menu to a playable ${puzzle === 'sliding' ? '3×3 tiles' : 'cube'} game: median ${median(times)} ms (${times.join(', ')})`);
  }
  // Two-phase on the 100 random cubes, in the worker.
  const cubes = fs.readFileSync(path.join(ROOT, 'data/cube-random-100.txt'), 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')[1]);
  await api(page, 'solve', { puzzle: 'cube', state: cubes[0] });
  const worker = [];
  const t0 = Date.now();
  for (const state of cubes) worker.push((await api(page, 'solve', { puzzle: 'cube', state })).millis);
  const wall = Date.now() - t0;
  const native = execFileSync(BIN, ['solve', 'cube', '--target', '20', '--threads', '1', '--format', 'json', '-'],
    { input: cubes.join('\n'), encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l).millis);
  console.log(`two-phase --target 20, 100 random cubes: worker mean ${mean(worker).toFixed(2)} ms a cube (median ${median(worker).toFixed(2)}; ${wall} ms with the messages), native one thread mean ${mean(native).toFixed(2)} ms (median ${median(native).toFixed(2)}): ${(mean(worker) / mean(native)).toFixed(2)}×`);
  await ctx.close();
}

// The same hint on both hosts.
{
  const ctx = await open(PHONE);
  const hint = async (url, req) => {
    const page = await ctx.newPage();
    await page.goto(url);
    const g = await api(page, 'create', req);
    await api(page, 'act', g.key, { action: 'hint' });
    const v = await page.evaluate(async (k) => {
      const { api: a } = await import('/api.js');
      for (let frame = 0; frame < 3600; frame++) {
        const got = await a.game(k);
        if (got.hint && !got.busy) return got.hint;
        await new Promise((r) => requestAnimationFrame(r));
      }
      return null;
    }, g.key);
    await page.close();
    return v && { move: v.move, distance: v.distance, optimal: v.optimal };
  };
  for (const req of [{ puzzle: 'sliding', start: '5 1 2 4/9 6 3 8/13 10 7 11/0 14 15 12' },
    { puzzle: 'cube', level: 'hard', seed: 11 }]) {
    const [s, n] = [await hint(STATIC, req), await hint(SERVER, req)];
    console.log(`hint of ${req.puzzle}: static ${JSON.stringify(s)}, server ${JSON.stringify(n)}: ${JSON.stringify(s) === JSON.stringify(n) ? 'the same' : 'DIFFERENT'}`);
  }
  await ctx.close();
}

/** In the page: waits, a frame at a time, until game `key` is ready (or what it asked, `want`). */
function ready(page, key, want = 'busy') {
  return page.evaluate(async ([k, w]) => {
    const { api: a } = await import('/api.js');
    for (let frame = 0; frame < 36000; frame++) {
      const got = await a.game(k);
      if (w === 'busy' ? !got.busy : got.demo?.steps?.length > 0) return got;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return null;
  }, [key, want]);
}

// Each table the browser builds, in the worker against the binary on one thread.
{
  const ctx = await open(PHONE);
  const page = await ctx.newPage();
  await page.goto(STATIC);
  for (const req of [{ puzzle: 'sliding', size: '4x4', level: 'easy' }, { puzzle: 'cube', level: 'easy' }, { puzzle: 'cube2', level: 'easy' }, { puzzle: 'rings', level: 'low' }]) {
    const g = await api(page, 'create', req);
    await ready(page, g.key);
    if (req.puzzle === 'rings') {
      await api(page, 'act', g.key, { action: 'demonstrate_method' });
      await ready(page, g.key, 'demo');
    }
  }
  await api(page, 'solve', { puzzle: 'cube', state: 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB', solver: 'optimal' });
  // The cross trainer's timer: the cross tables.
  const timer = await api(page, 'openTimer', { puzzle: 'cube', size: 'cross:4' });
  await api(page, 'closeTimer', timer.key);
  let inWorker = [];
  for (const w of page.workers()) {
    if (await w.evaluate(() => self.name === 'engine')) {
      inWorker = await w.evaluate(() => JSON.parse(dec.decode(takeAnswer(wasm.pb_build_times()))));
    }
  }
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-cache-'));
  const native = new Map();
  for (const what of [['sliding'], ['cube', '--optimal', 'tiny'], ['cube2'], ['rings']]) {
    const run = spawnSync('taskset', ['-c', '0', BIN, 'tables', 'build', ...what],
      { env: { ...process.env, PUZZLEBOX_CACHE: cache }, encoding: 'utf8' });
    // `puzzlebox: built NAME in S s` as each build ends (the cube's two-phase: `NAME built in S s`).
    for (const m of run.stderr.matchAll(/^puzzlebox: built (.*) in ([\d.]+) s$/gm)) native.set(m[1], Number(m[2]) * 1000);
    for (const m of run.stdout.matchAll(/^(cube two-phase tables) built in ([\d.]+) s/gm)) native.set(m[1], Number(m[2]) * 1000);
  }
  fs.rmSync(cache, { recursive: true, force: true });
  for (const [name, ms] of inWorker) {
    const n = native.get(name);
    const ratio = n ? `${(ms / n).toFixed(2)}×` : 'no native figure';
    console.log(`table built in the worker: ${name}: ${(ms / 1000).toFixed(2)} s; native one thread ${n === undefined ? '?' : (n / 1000).toFixed(2)} s: ${ratio}`);
  }
  await ctx.close();
}
