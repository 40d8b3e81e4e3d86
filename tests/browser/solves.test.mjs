// Every solve at hand and csTimer's habits on the page: a file imported with the file picker
// (bad entries named and nothing added unless asked, not JSON and too large refused, a file
// picked twice at once refused), the solves list fifty a page with each scramble drawn and
// each comment edited (a comment of 10,000 characters refused), the session mean, the
// history of bests and the solves of each day, a session or every session exported, the
// saved games' filter, and Replay from a solve — on a desktop and a phone, in both languages.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, demonstrateToSolved, hostCall, launch, newGame, pageWords, startServer, until, useLang, withPage } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.stop(); });

/** A csTimer file of one 3×3 session `name` with `n` solves, ten a day, the times known. */
function cstimerFile(name, n, bad = 0) {
  const solves = [];
  for (let i = 0; i < n; i++) {
    const ms = 9000 + ((i * 733) % 6000);
    solves.push([[i % 17 === 5 ? 2000 : 0, ms], "R U R' U' F2 D", '', 1733000000 + Math.floor(i / 10) * 86400 + (i % 10) * 60]);
  }
  for (let i = 0; i < bad; i++) solves.push([['fast'], 'R', '', 1733000000]);
  return JSON.stringify({ session1: solves, properties: { sessionData: JSON.stringify({ 1: { name, opt: {} } }) } });
}
const file = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

/** The sessions, as the page's host (the server, or the static site's engine) has them. */
function sessions(page) {
  return hostCall(page, 'GET', '/api/sessions');
}

/** A session made through the API from a csTimer file (by a page of its own); its id. */
async function imported(name, n) {
  let id;
  await withPage(browser, `import-${name}`, async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await hostCall(page, 'POST', '/api/import', JSON.parse(cstimerFile(name, n)));
    id = (await sessions(page)).find((s) => s.name === name).id;
  });
  return id;
}

/** The practice screen in `lang`, at `size`, showing session `id`. */
async function practice(page, lang, id, size = DESKTOP) {
  await page.setViewportSize(size);
  await page.goto(`${server.url}/#/practice`);
  await useLang(page, lang);
  await page.waitForSelector('#session');
  await page.selectOption('#session', String(id));
  await page.waitForFunction((x) => document.getElementById('solves').dataset.session === String(x) && document.querySelector('#solves tr[data-solve]'), id);
}

/** The page no wider than its window, and no null, undefined or NaN on it. */
async function clean(page, where) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= inner, `${where}: ${scroll} px wide in ${inner}`);
  const junk = (await pageWords(page)).filter((w) => /\b(null|undefined|NaN)\b/.test(w));
  assert.deepEqual(junk, [], where);
}

const result = (page) => page.textContent('#import-result');

test('import: a file picked adds its solves once; bad entries named and added only when asked; not JSON, too large, twice at once refused', async () => {
  for (const lang of ['en', 'zh']) {
    await withPage(browser, `solves-import-${lang}`, async (page) => {
      const name = `Picked ${lang}`;
      await page.setViewportSize(lang === 'en' ? DESKTOP : PHONE);
      await page.goto(`${server.url}/#/practice`);
      await useLang(page, lang);
      await page.click('#data > summary');
      const words = lang === 'en'
        ? { added: /sessions: 1 new; solves: 30 added/, nothing: /nothing new/, bad: /1 bad entry, so nothing was added/, tooLarge: /huge\.json is 35 MB, more than an import takes \(34 MB\)/, notJson: /notes\.txt is not a puzzlebox export/, busy: /under way/ }
        : { added: /练习组：新增 1 个；成绩：新增 30 个/, nothing: /没有新内容/, bad: /1 条错误记录，所以没有导入任何内容/, tooLarge: /huge\.json 有 35 MB，超过了导入的上限（34 MB）/, notJson: /notes\.txt 不是 puzzlebox 的导出文件/, busy: /正在导入：完成后/ };
      await page.setInputFiles('#import-file', file('times.json', cstimerFile(name, 30)));
      await page.waitForFunction(() => !document.getElementById('import-file').hasAttribute('aria-busy') && /\d/.test(document.getElementById('import-result').textContent));
      const said = await result(page);
      assert.match(said, words.added, said);
      assert.equal((await sessions(page)).find((s) => s.name === name)?.solves, 30, said);
      // The same file again: nothing new, said.
      await page.setInputFiles('#import-file', file('times.json', cstimerFile(name, 30)));
      await page.waitForFunction((s) => document.getElementById('import-result').textContent !== s && !document.getElementById('import-file').hasAttribute('aria-busy'), said);
      assert.match(await result(page), words.nothing);
      // A file with a bad entry: named, nothing added; with the box ticked, the good ones.
      const other = `${name} bad`;
      await page.setInputFiles('#import-file', file('bad.json', cstimerFile(other, 4, 1)));
      await page.waitForSelector('#import-result .error');
      const refused = await result(page);
      assert.match(refused, words.bad, refused);
      assert.match(refused, /5/, `the bad entry named by its place: ${refused}`);
      assert.equal((await sessions(page)).find((s) => s.name === other), undefined, 'nothing added');
      await page.check('#import-skip');
      await page.setInputFiles('#import-file', file('bad.json', cstimerFile(other, 4, 1)));
      await page.waitForFunction(() => !document.querySelector('#import-result .error') && !document.getElementById('import-file').hasAttribute('aria-busy') && /\d/.test(document.getElementById('import-result').textContent));
      assert.equal((await sessions(page)).find((s) => s.name === other)?.solves, 4);
      // Not JSON; larger than an import takes: refused before sending, in the page's words.
      await page.setInputFiles('#import-file', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my times: 10.2, 9.8') });
      await page.waitForSelector('#import-result .error');
      assert.match(await result(page), words.notJson);
      await page.setInputFiles('#import-file', { name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(35 * 1000 * 1000, 32) });
      await page.waitForFunction(() => /huge\.json/.test(document.getElementById('import-result').textContent));
      assert.match(await result(page), words.tooLarge);
      // Two picks at once: the second refused while the first is under way, the first whole.
      const twice = `${name} twice`;
      await page.evaluate(() => {
        // The first import waits for the test's word: the second pick comes while it runs
        // (held on its way to the server, or to the static site's engine).
        const real = window.fetch;
        window.fetch = async (...args) => {
          if (String(args[0]).includes('/api/import')) await new Promise((go) => { window.letImportGo = go; });
          return real(...args);
        };
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function held(m, ...rest) {
          if (!String(m?.call?.path).includes('/api/import')) return post.call(this, m, ...rest);
          new Promise((go) => { window.letImportGo = go; }).then(() => post.call(this, m, ...rest));
          return undefined;
        };
      });
      await page.setInputFiles('#import-file', file('a.json', cstimerFile(twice, 7)));
      await page.waitForFunction(() => typeof window.letImportGo === 'function');
      await page.setInputFiles('#import-file', file('b.json', cstimerFile(`${twice} b`, 7)));
      await page.waitForSelector('#import-result .error');
      assert.match(await result(page), words.busy);
      await page.evaluate(() => window.letImportGo());
      await page.waitForFunction(() => !document.getElementById('import-file').hasAttribute('aria-busy'));
      const all = await sessions(page);
      assert.equal(all.find((s) => s.name === twice)?.solves, 7);
      assert.equal(all.find((s) => s.name === `${twice} b`), undefined, 'the second file was not read');
      await clean(page, `import (${lang})`);
    });
  }
});

test('the solves list: fifty a page, newest first, Older and Newer; a scramble drawn on click; a comment saved, one of 10,000 characters refused', async () => {
  const id = await imported('Paged', 120);
  for (const [lang, size] of [['en', DESKTOP], ['zh', PHONE]]) {
    await withPage(browser, `solves-list-${lang}`, async (page) => {
      await practice(page, lang, id, size);
      const numbers = () => page.$$eval('#solves tbody tr td.no', (tds) => tds.map((td) => Number(td.textContent)));
      let shown = await numbers();
      assert.equal(shown.length, 50);
      assert.deepEqual([shown[0], shown.at(-1)], [120, 71], 'the newest first');
      assert.match(await page.textContent('#solves-range'), /71.*120.*120/);
      await page.click('#solves-older');
      await page.waitForFunction(() => document.querySelector('#solves tbody tr td.no')?.textContent === '70');
      await page.click('#solves-older');
      await page.waitForFunction(() => document.querySelector('#solves tbody tr td.no')?.textContent === '20');
      shown = await numbers();
      assert.deepEqual([shown.length, shown.at(-1)], [20, 1]);
      assert.ok(await page.isDisabled('#solves-older'));
      await page.click('#solves-newer');
      await page.waitForFunction(() => document.querySelector('#solves tbody tr td.no')?.textContent === '70');
      // A scramble drawn below it on a click, folded on another.
      const first = '#solves tbody tr:first-child';
      await page.click(`${first} .scramble-text`);
      await page.waitForFunction((sel) => document.querySelector(`${sel} .scramble-drawn`)?.firstElementChild?.getBoundingClientRect().width > 50, first);
      assert.equal(await page.getAttribute(`${first} .scramble-text`, 'aria-expanded'), 'true');
      await clean(page, `a scramble drawn (${lang})`);
      await page.click(`${first} .scramble-text`);
      assert.ok(await page.isHidden(`${first} .scramble-drawn`));
      // A comment saved, kept across a reload.
      await page.fill(`${first} input.comment`, `PLL skip ${lang}`);
      await page.press(`${first} input.comment`, 'Enter');
      await page.waitForFunction(() => /comment saved|备注已保存/.test(document.getElementById('toast').textContent));
      const kept = await hostCall(page, 'GET', `/api/sessions/${id}/page?offset=50&limit=1`);
      assert.equal(kept.solves[0].comment, `PLL skip ${lang}`);
      // 10,000 characters: refused, said, marked, nothing changed.
      await page.fill(`${first} input.comment`, 'x'.repeat(10_000));
      await page.press(`${first} input.comment`, 'Enter');
      await page.waitForSelector(`${first} input.comment[aria-invalid=true]`);
      const toast = await page.textContent('#toast');
      assert.match(toast, lang === 'en' ? /at most 1000 characters; this one has 10000/ : /备注最多 1000 个字符，这条有 10000 个/, toast);
      const still = await hostCall(page, 'GET', `/api/sessions/${id}/page?offset=50&limit=1`);
      assert.equal(still.solves[0].comment, `PLL skip ${lang}`);
      await clean(page, `the solves list (${lang})`);
    });
  }
});

test('the session mean beside the averages, and the history: each best as it fell (chart and table) and the solves of each day', async () => {
  const id = await imported('History', 60);
  let h;
  await withPage(browser, 'history-read', async (page) => {
    await page.goto(server.url);
    h = await hostCall(page, 'GET', `/api/sessions/${id}/history`);
  });
  const steps = h.bests.reduce((n, b) => n + b.steps.length, 0);
  assert.ok(steps >= 4, JSON.stringify(h.bests));
  for (const [lang, size] of [['en', DESKTOP], ['zh', PHONE], ['en', PHONE]]) {
    await withPage(browser, `solves-history-${lang}-${size.width}`, async (page) => {
      await practice(page, lang, id, size);
      await page.waitForSelector('#bests');
      const mean = await page.textContent('#session-mean');
      assert.match(mean, lang === 'en' ? /^Session mean: \d+\.\d\d \(60 solves/ : /^练习组平均：\d+\.\d\d（60 次/, mean);
      assert.equal(await page.$$eval('#bests tbody tr', (r) => r.length), steps);
      const single = h.bests.find((b) => b.figure === 'single').steps;
      const row = await page.$$eval('#bests tbody tr[data-figure=single]', (r) => r.at(-1).textContent);
      assert.match(row, new RegExp(`${(single.at(-1).ms / 1000).toFixed(2)}`), row);
      assert.equal(await page.getAttribute('#chart-bests g[data-figure=single]', 'data-steps'), String(single.length));
      assert.equal(await page.$$eval('#chart-days g.day', (g) => g.length), h.days.length);
      assert.deepEqual(await page.$$eval('#chart-days g.day', (g) => g.map((x) => Number(x.dataset.solves))), h.days.map((d) => d.solves));
      const caption = await page.textContent('#bests caption');
      assert.equal(caption, lang === 'en' ? 'Bests as they fell' : '最佳成绩的刷新');
      await clean(page, `the history (${lang}, ${size.width} px)`);
    });
  }
});

test('export: this session as csTimer JSON or CSV, every session as JSON; a CSV of every session refused, said', async () => {
  const id = await imported('Exported', 12);
  for (const [lang, size] of [['en', DESKTOP], ['zh', PHONE]]) {
    await withPage(browser, `solves-export-${lang}`, async (page) => {
      await practice(page, lang, id, size);
      await page.click('#data > summary');
      const download = async () => {
        const [d] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
        return { name: d.suggestedFilename(), text: fs.readFileSync(await d.path(), 'utf8') };
      };
      let got = await download();
      assert.equal(got.name, `puzzlebox-session-${id}.json`);
      const json = JSON.parse(got.text);
      assert.equal(Object.keys(json).filter((k) => /^session\d+$/.test(k)).length, 1);
      assert.equal(Object.values(json).find(Array.isArray).length, 12);
      await page.selectOption('#export-format', 'csv');
      got = await download();
      assert.equal(got.name, `puzzlebox-session-${id}.csv`);
      assert.equal(got.text.trim().split(/\r?\n/).length, 13);
      await page.selectOption('#export-what', 'all');
      await page.click('#export');
      await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('toast').textContent),
        lang === 'en' ? 'A CSV holds one session' : '一个 CSV 只装一个练习组');
      await page.selectOption('#export-format', 'cstimer');
      got = await download();
      assert.equal(got.name, 'puzzlebox-sessions.json');
      const every = Object.keys(JSON.parse(got.text)).filter((k) => /^session\d+$/.test(k)).length;
      assert.equal(every, (await sessions(page)).length);
      await clean(page, `export (${lang}, ${size.width} px)`);
    });
  }
});

test('saved games: the filter lists the solved and the started over; a solve of the screen replays from its row', async () => {
  await withPage(browser, 'solves-saved-filter', async (page) => {
    // A game started over (a move, then New game): kept, abandoned. Then one solved.
    await page.goto(server.url);
    await useLang(page, 'en');
    await newGame(page, server.url, 'sliding', 'easy');
    // Two of the four slides are legal wherever the blank is.
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) await page.keyboard.press(key);
    await until(page, (v) => v.moves.length > 0 && v.saved && !v.busy);
    await page.click('#new');
    await until(page, (v) => v.moves.length === 0 && !v.busy);
    await demonstrateToSolved(page);
    for (const [lang, size] of [['en', DESKTOP], ['zh', PHONE]]) {
      await page.setViewportSize(size);
      await page.goto(server.url);
      await useLang(page, lang);
      await page.waitForSelector('#saved-show');
      await page.selectOption('#saved-show', 'solved');
      // The list of the filter before (remembered from the last visit) may still show: the
      // solved one's is one row.
      await page.waitForFunction(() => document.querySelectorAll('#saved-list tbody tr').length === 1);
      const solved = await page.$$eval('#saved-list tbody tr', (r) => r.map((tr) => tr.children[3].textContent));
      assert.deepEqual(solved, [lang === 'en' ? 'solved (assisted)' : '已解开 (辅助)'], solved.join(' | '));
      await page.selectOption('#saved-show', 'all');
      await page.waitForFunction(() => document.querySelectorAll('#saved-list tbody tr').length >= 2);
      const all = await page.$$eval('#saved-list tbody tr', (r) => r.map((tr) => tr.children[3].textContent));
      assert.ok(all.includes(lang === 'en' ? 'abandoned (started over)' : '已放弃（重新开始）'), all.join(' | '));
      // Only an unfinished game has Resume and Delete; every one has Replay.
      const buttons = await page.$$eval('#saved-list tbody tr', (r) => r.map((tr) => tr.querySelectorAll('button').length));
      assert.ok(buttons.every((n) => n === 1), String(buttons));
      await clean(page, `saved games (${lang}, ${size.width} px)`);
    }
    await page.setViewportSize(DESKTOP);
    // The screen session's solve: Replay opens its game.
    const screen = (await sessions(page)).find((s) => s.mode === 'screen' && s.puzzle === 'sliding');
    await practice(page, 'en', screen.id);
    const link = page.locator('#solves tbody tr:first-child a.button');
    const href = await link.getAttribute('href');
    assert.match(href, /^#\/replay\/[0-9a-f]+$/);
    await link.click();
    await page.waitForSelector('#replay-clock');
    assert.equal(new URL(page.url()).hash, href);
  });
});
