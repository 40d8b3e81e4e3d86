// The page's messages: every id the page uses is in both languages' files, the page's
// reader of Fluent formats them as Fluent does (arguments, plurals, selects), and the page
// speaks Chinese when asked, remembers it, and axe-core finds nothing serious in Chinese.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, hostCall, launch, newGame, pageWords, startServer, until, withPage } from './harness.mjs';
import { addMessages, parseFtl, t } from '../../crates/web/page/i18n.js';

const WEB = path.join(ROOT, 'crates/web/page');
const ftl = (l) => fs.readFileSync(path.join(ROOT, 'crates/messages/ftl', `${l}.ftl`), 'utf8');

test('every message id the page uses is in English and in Chinese', () => {
  const en = parseFtl(ftl('en'));
  const zh = parseFtl(ftl('zh'));
  assert.deepEqual([...en.keys()].filter((k) => !zh.has(k)), []);
  assert.deepEqual([...zh.keys()].filter((k) => !en.has(k)), []);
  const used = new Set();
  for (const f of fs.readdirSync(WEB).filter((f) => f.endsWith('.js'))) {
    const src = fs.readFileSync(path.join(WEB, f), 'utf8');
    for (const m of src.matchAll(/\bt\('([a-z0-9-]+)'/g)) used.add(m[1]);
  }
  const missing = [...used].filter((id) => !en.has(id) || !zh.has(id));
  assert.deepEqual(missing, []);
  assert.ok(used.size > 100, `${used.size} ids used`);
});

test('the page formats Fluent: arguments, plurals and selects', () => {
  addMessages(ftl('en'));
  assert.equal(t('hint-said', { move: 'U', from: 2, to: 1, optimal: 'yes' }), 'Hint: U — 2 → 1 move from solved (optimal)');
  assert.equal(t('hint-said', { move: 'U', from: 8, to: 7, optimal: 'no' }), "Hint: U — 8 → 7 moves from solved (the solver's bound)");
  assert.equal(t('busy-tables', { tables: 3 }), 'Loading the solver tables (3 tables)…');
  assert.equal(t('busy-tables', { tables: 1 }), 'Loading the solver tables…');
  assert.equal(t('tile-name', { tile: 0 }), 'the blank (0)');
  assert.equal(t('tile-name', { tile: 5 }), 'tile 5');
  assert.equal(t('solved', { moves: 1, time: '0:03' }), 'Solved! 1 move in 0:03');
  assert.equal(t('session-default', { puzzle: 'Five Rings', timer: 'yes' }), 'Five Rings (timer)');
  assert.equal(t('rings-turn-cw', { ring: 0, move: '0+' }), 'turn the disk clockwise (0+)');
  assert.equal(t('no-such-id'), 'no-such-id');
});

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

test('the page in Chinese: the switch, remembered, and the game in Chinese', async () => {
  await withPage(browser, 'i18n-page', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await page.selectOption('#lang', 'zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.waitForSelector('#play-sliding');
    assert.equal(await page.textContent('#app h1'), '选择谜题');
    assert.equal(await page.textContent('header nav a[href="#/sliding"]'), '数字华容道');
    await newGame(page, server.url, 'rings', 'low');
    assert.equal(await page.textContent('#hint'), '提示');
    assert.match(await page.textContent('#title'), /^智力五环 · 难度 低/);
    // Remembered: a reload stays in Chinese.
    await page.reload();
    await page.waitForFunction(() => document.getElementById('hint')?.textContent === '提示');
    // Back to English.
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(() => document.getElementById('hint')?.textContent === 'Hint');
  });
});

test('the page in Chinese: the server says why a position is refused, and the status, in Chinese', async () => {
  await withPage(browser, 'i18n-said', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await page.selectOption('#lang', 'zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await newGame(page, server.url, 'sliding', 'easy');
    // The status line: the controller's note, written by the server in Chinese.
    await page.waitForFunction(() => /新游戏/.test(document.getElementById('message').textContent));
    await page.fill('#position-input', '1 2 3/4 5 6/8 7 0');
    await page.waitForFunction(() => /无解/.test(document.getElementById('verdict').textContent));
    await page.click('#set-position');
    await page.waitForFunction(() => /数字 7 和 8/.test(document.getElementById('message').textContent));
    await page.click('#hint');
    await page.waitForFunction(() => /提示/.test(document.getElementById('message').textContent));
    const said = await page.textContent('#message');
    assert.doesNotMatch(said, /moves|from solved|optimal/, said);
  });
});

// What may stay Latin on the Chinese page: notation (moves, the facelet letters), the names
// printed on keys (a single letter is a key or a move), the names of things (programs, people, file formats), and the language switch's own
// words, which speak to either reader.
const LATIN_ALLOWED = new Set(['Backspace', 'Ctrl', 'Home', 'Esc', 'Shift', 'Tab', 'Space',
  'csTimer', 'cubing', 'js', 'JSON', 'CSV', 'Kociemba', 'HTM', 'URFDLB', 'WRGYOB', 'puzzlebox', 'Twizzle', 'JavaScript',
  'English', 'Language', 'IDA', 'ms', 'MB', 'KB', 'Slidysim',
  // A sliders' series' key, as the server reads it in any language (marathon:4x4:10).
  'marathon', 'relay',
  // The cubers' own names of their figures and penalties, the same in Chinese.
  'mo', 'ao', 'DNF', 'OK', 'TPS', 'WCA', 'Esc']);
const NOTATION = /^(?:[URFDLBMESxyzudfblrmes]w?|Rw)['2]*$/;

/** The words of `words` that are Latin and not allowed, each with where it was. */
function englishLeft(words) {
  const out = [];
  for (const w of words) {
    for (const token of w.replace(/^@[a-z-]+: /, '').match(/[A-Za-z][A-Za-z']*/g) ?? []) {
      if (token.replace("'", '').length > 1 && !LATIN_ALLOWED.has(token) && !NOTATION.test(token)) out.push(`${token} in ${JSON.stringify(w)}`);
    }
  }
  return out;
}

test('the Chinese page shows no English word, its accessible names included', async () => {
  await withPage(browser, 'i18n-no-english', async (page) => {
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    await page.selectOption('#lang', 'zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.waitForSelector('#play-sliding');
    const left = [];
    const look = async (where) => { for (const l of englishLeft(await pageWords(page))) left.push(`${where}: ${l}`); };
    await look('menu');
    for (const [puzzle, level, bad] of [['sliding', 'easy', '1 2 3/4 5 6/8 7 0'], ['cube', 'easy', 'UUU'], ['rings', 'low', 'KKK']]) {
      await newGame(page, server.url, puzzle, level);
      await look(`${puzzle} game`);
      await page.click('#hint');
      const h = await until(page, (v) => !!v.hint && !v.busy, null, 30000);
      await look(`${puzzle} hint`);
      // The hint's move played: a game with a move is saved (for the menu's list below).
      await page.fill('#moves-input', h.hint.move);
      await page.click('#play-moves');
      await until(page, (v) => v.moves.length > 0);
      await page.keyboard.press('?');
      await page.waitForSelector('#dialog[open]');
      await look(`${puzzle} help`);
      await page.keyboard.press('Escape');
      await page.fill('#position-input', bad);
      await page.waitForFunction(() => document.getElementById('verdict').textContent !== '');
      await look(`${puzzle} bad position`);
    }
    await page.goto(server.url);
    await page.waitForSelector('#saved table, #saved p:not(.muted)');
    await look('menu with saved games');
    // The practice screen with a timer and a solve (the session named by the player).
    await page.goto(`${server.url}/#/practice`);
    await page.click('#timer-open');
    await page.waitForSelector('#timer-display[data-phase="idle"]');
    const session = await page.evaluate(() => window.puzzlebox.game.timer.view.session.id);
    await hostCall(page, 'PATCH', `/api/sessions/${session}`, { name: '晚上' });
    await page.click('h1');
    await page.keyboard.down('Space');
    await page.waitForSelector('#timer-display[data-ready="true"]');
    await page.keyboard.up('Space');
    await page.waitForSelector('#timer-display[data-phase="running"]');
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await page.waitForSelector('#solves tbody tr');
    await page.reload();
    await page.waitForSelector('#solves tbody tr');
    await look('practice');
    assert.deepEqual(left, []);
    await page.goto(server.url);
    await page.waitForSelector('#play-sliding');
    // The check reads what it should: English words are found on the English page.
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForSelector('#play-sliding');
    assert.ok(englishLeft(await pageWords(page)).length > 10);
  });
});
