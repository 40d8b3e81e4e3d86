// The tiles in the browser: a level from the menu, moves by click and by key, undo and
// redo, a hint, a demonstration to solved, a reload, a share link, an invalid position,
// and BFS beside A* on the 8-puzzle.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { centre, demonstrateToSolved, launch, newGame, reloadAndCheck, shareAndOpen, startServer, until, view, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

function parse(state) {
  const rows = state.split('/').map((r) => r.trim().split(/\s+/).map(Number));
  return { w: rows[0].length, h: rows.length, cells: rows.flat() };
}

test('tiles: play, undo, redo, hint, demonstrate, reload, share', async () => {
  await withPage(browser, 'tiles-play', async (page) => {
    let v = await newGame(page, server.url, 'sliding', 'easy', '3x3');
    // A click on a tile next to the blank slides it.
    const b = parse(v.state);
    const blank = b.cells.indexOf(0);
    const next = blank % b.w > 0 ? blank - 1 : blank + 1;
    await page.click(`[data-tile="${b.cells[next]}"]`);
    v = await until(page, (v) => v.moves.length === 1);
    // An arrow key slides a tile into the blank (here: back again).
    const back = { R: 'ArrowLeft', L: 'ArrowRight' }[v.moves[0]];
    await page.keyboard.press(back);
    v = await until(page, (v) => v.moves.length === 2);
    assert.equal(v.state, v.start);
    await page.click('#undo');
    await until(page, (v) => v.moves.length === 1 && v.redo === 1);
    await page.keyboard.press('Control+y');
    await until(page, (v) => v.moves.length === 2 && v.redo === 0);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await until(page, (v) => v.moves.length === 0);
    // A hint: highlighted on the board and explained.
    await page.keyboard.press('h');
    v = await until(page, (v) => !!v.hint);
    assert.equal(v.hint.optimal, true);
    assert.equal(v.hint.length, 8);
    await page.waitForSelector('.tile.hinted');
    assert.match(await page.textContent('#message'), /Hint: [UDLR] — 8 → 7 moves from solved \(optimal\)/);
    await demonstrateToSolved(page);
    v = await view(page);
    assert.match(await page.textContent('#solved'), /Solved! 8 moves/);
    await reloadAndCheck(page, v);
    const { link } = await shareAndOpen(page, v);
    assert.match(link, /puzzle=sliding/);
  });
});

test('tiles: an unsolvable position is explained and changes nothing', async () => {
  await withPage(browser, 'tiles-invalid', async (page) => {
    const v = await newGame(page, server.url, 'sliding', 'medium', '3x3');
    await page.fill('#position-input', '1 2 3/4 5 6/8 7 0');
    await page.waitForFunction(() => /unsolvable/.test(document.getElementById('verdict').textContent));
    assert.match(await page.textContent('#verdict'), /tiles 7 and 8 are swapped/);
    await page.click('#set-position');
    await page.waitForFunction(() => /unsolvable/.test(document.getElementById('message').textContent));
    const after = await view(page);
    assert.equal(after.state, v.state);
    assert.equal(after.level, 'medium');
    // A custom goal is shown and played against.
    await page.fill('#position-input', '1 2 3/4 5 6/7 0 8 | 1 2 3/4 5 6/0 7 8');
    await page.click('#set-position');
    const c = await until(page, (v) => v.custom_goal && v.goal === '1 2 3/4 5 6/0 7 8');
    assert.equal(c.state, '1 2 3/4 5 6/7 0 8');
  });
});

test('tiles: breadth-first search and A* side by side on the 8-puzzle', async () => {
  await withPage(browser, 'tiles-compare', async (page) => {
    await newGame(page, server.url, 'sliding', 'hard', '3x3');
    await page.click('#compare-solvers');
    await page.waitForSelector('#compare-table tbody tr:nth-child(3)');
    const rows = await page.$$eval('#compare-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    assert.equal(rows.length, 3);
    assert.deepEqual(rows.map((r) => r[1]), ['24', '24', '24']);
    const [bfs, astar] = [Number(rows[0][2]), Number(rows[1][2])];
    assert.ok(bfs > astar && astar > 0, `BFS ${bfs} nodes, A* ${astar}`);
  });
});

test('tiles: a 10x10 board plays by click', async () => {
  await withPage(browser, 'tiles-10x10', async (page) => {
    let v = await newGame(page, server.url, 'sliding', 'easy', '10x10');
    assert.equal(parse(v.state).w, 10);
    const b = parse(v.state);
    const blank = b.cells.indexOf(0);
    // A tile two cells away in the blank's column slides with the one between.
    const r = Math.floor(blank / 10);
    const far = r >= 2 ? blank - 20 : blank + 20;
    await page.click(`[data-tile="${b.cells[far]}"]`);
    v = await until(page, (v) => v.moves.length === 2);
  });
});

test('tiles: a seed plays the same game again', async () => {
  await withPage(browser, 'tiles-seed', async (page) => {
    await newGame(page, server.url, 'sliding', 'hard', '3x3');
    const starts = [];
    for (let i = 0; i < 2; i++) {
      await page.fill('#seed', '7');
      await page.click('#new');
      const v = await until(page, (v, n) => v.seed === 7 && v.version > n && !v.busy, i === 0 ? 0 : starts[0].version);
      starts.push(v);
    }
    assert.equal(starts[0].start, starts[1].start);
    assert.match(await page.textContent('#title'), /seed 7/);
  });
});

test('tiles: a tile out of the blank\'s row and column cannot slide, and the page says so', async () => {
  await withPage(browser, 'tiles-stuck', async (page) => {
    const v = await newGame(page, server.url, 'sliding', 'easy', '3x3');
    const b = parse(v.state);
    const blank = b.cells.indexOf(0);
    const [br, bc] = [Math.floor(blank / b.w), blank % b.w];
    const stuck = b.cells.findIndex((n, i) => n !== 0 && Math.floor(i / b.w) !== br && i % b.w !== bc);
    // By mouse, and by a finger's tap.
    await page.click(`[data-tile="${b.cells[stuck]}"]`);
    await page.waitForFunction(() => /row or column/.test(document.getElementById('message').textContent));
    await page.evaluate(() => { document.getElementById('message').textContent = ''; });
    const box = await page.locator(`[data-tile="${b.cells[stuck]}"]`).boundingBox();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, pointerType: 'touch', bubbles: true };
    await page.dispatchEvent(`[data-tile="${b.cells[stuck]}"]`, 'pointerdown', at);
    await page.dispatchEvent(`[data-tile="${b.cells[stuck]}"]`, 'pointerup', at);
    await page.waitForFunction(() => /row or column/.test(document.getElementById('message').textContent));
    assert.equal((await view(page)).moves.length, 0, 'nothing moved');
  });
});

test('tiles: hover control, off by default: the mouse passing onto a tile in the blank\'s line slides it', async () => {
  await withPage(browser, 'tiles-hover', async (page) => {
    await page.goto(`${server.url}/?puzzle=sliding&start=1+2+3/4+5+6/0+7+8&moves=`);
    await until(page, (v) => !v.busy && v.moves.length === 0);
    const over = async (n) => {
      const [x, y] = await centre(page, `[data-tile="${n}"]`);
      await page.mouse.move(x, y, { steps: 4 });
    };
    // Off: passing over the tiles slides nothing.
    assert.equal(await page.isChecked('#hover'), false);
    await page.mouse.move(1, 1);
    await over(7);
    await over(8);
    await page.waitForFunction(() => window.puzzlebox.game.settled());
    assert.equal((await view(page)).moves.length, 0, 'nothing slid with hover off');
    // On (remembered): onto 7, it slides left; then onto 8, which is beside the blank now.
    await page.check('#hover');
    await page.mouse.move(1, 1);
    await over(7);
    await until(page, (v) => v.moves.length === 1);
    await over(8);
    const v = await until(page, (v) => v.solved);
    assert.deepEqual(v.moves, ['L', 'L']);
    await page.reload();
    await page.waitForSelector('#hover');
    assert.equal(await page.isChecked('#hover'), true, 'the setting is remembered');
  });
});

test('tiles: a shortest solution\'s demonstration says its progress at every move', async () => {
  await withPage(browser, 'tiles-demo-progress', async (page) => {
    await newGame(page, server.url, 'sliding', 'medium');
    await page.$eval('#speed', (e) => { e.value = e.min; e.dispatchEvent(new Event('change')); });
    await page.click('#demo');
    const v = await until(page, (v) => !!v.demo && v.demo.played >= 1, null, 30000);
    const total = v.demo.moves.length;
    await page.waitForFunction((n) => new RegExp(`^Demonstrating a shortest ${n}-move solution \\(\\d+ of ${n} moves\\)$`)
      .test(document.getElementById('message').textContent), total);
    await page.click('#demo');
  });
});
