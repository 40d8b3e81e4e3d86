// The page at a phone's size (390×844) with touch, and at a desktop's (1280×800) with the
// mouse: what plays each puzzle is on the first screen, nothing spills sideways, a new game
// doesn't scroll, and swipes and taps play.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, centre, launch, newGame, settled, startServer, swipe, tap, until, withPage } from './harness.mjs';

let server;
let browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

/** The page's boxes of `selectors`, and how wide the document is. */
function boxes(page, selectors) {
  return page.evaluate((sels) => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollY: window.scrollY,
    boxes: Object.fromEntries(sels.map((s) => {
      const e = document.querySelector(s);
      const r = e?.getBoundingClientRect();
      return [s, r && r.width > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height } : null];
    })),
  }), selectors);
}

const PLAY = { sliding: '#board', cube: '#scene', rings: '#rings svg' };

for (const [name, size] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`layout (${name}): each puzzle and its play controls on the first screen, nothing wider than the screen`, async () => {
    await withPage(browser, `layout-${name}`, async (page) => {
      await page.setViewportSize(size);
      for (const puzzle of ['sliding', 'cube', 'rings']) {
        await newGame(page, server.url, puzzle, puzzle === 'rings' ? 'low' : 'easy');
        const sels = [PLAY[puzzle], '#undo', '#hint', '#demo', '#stop'];
        if (puzzle === 'cube') sels.push('button[aria-label="turn R"]', 'button[aria-label="turn S prime"]');
        const b = await boxes(page, sels);
        assert.equal(b.scrollY, 0, `${puzzle}: a new game leaves the page at its top`);
        assert.ok(b.scrollWidth <= size.width, `${puzzle}: the page is ${b.scrollWidth} px wide on a ${size.width} px screen`);
        for (const s of sels) {
          const r = b.boxes[s];
          assert.ok(r, `${puzzle}: ${s} is shown`);
          assert.ok(r.top >= 0 && r.bottom <= size.height && r.right <= size.width, `${puzzle}: ${s} is on the first screen: ${JSON.stringify(r)}`);
        }
        // The puzzle on top, its controls below it on a phone.
        if (name === 'phone') assert.ok(b.boxes['#hint'].top >= b.boxes[PLAY[puzzle]].bottom - 1, `${puzzle}: the controls below the puzzle`);
        if (name === 'phone' && puzzle === 'cube') {
          assert.ok(b.boxes['button[aria-label="turn R"]'].height >= 44, 'the turn buttons are thumb-sized');
        }
      }
    });
  });
}

test('desktop: painting the cube needs no scrolling, and the net\'s stickers are at least 28 px', async () => {
  await withPage(browser, 'layout-paint', async (page) => {
    await page.setViewportSize(DESKTOP);
    await newGame(page, server.url, 'cube', 'easy');
    await page.click('#edit-cube');
    const b = await boxes(page, ['#net .nst', '.palette button[data-paint="F"]']);
    for (const r of Object.values(b.boxes)) assert.ok(r && r.bottom <= DESKTOP.height, JSON.stringify(b));
    assert.ok(b.boxes['#net .nst'].width >= 28, `a net sticker is ${b.boxes['#net .nst'].width} px`);
    // The focus ring only where the keyboard is: none around the content after a click.
    await page.mouse.click(5, 700);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(outline, 'none');
  });
});

test('phone: a swipe slides the tiles, a tap slides one', async () => {
  await withPage(browser, 'touch-tiles', async (page) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}?puzzle=sliding&start=${encodeURIComponent('1 2 3/4 5 6/7 8 0')}&moves=`);
    await until(page, (v) => v.state === '1 2 3/4 5 6/7 8 0' && !v.busy);
    // Swipe tile 7 to the right: it and 8 slide (the blank at the row's end comes left).
    const [x, y] = await centre(page, '[data-tile="7"]');
    await swipe(page, x, y, x + 120, y);
    let v = await until(page, (v) => v.moves.length > 0);
    assert.deepEqual(v.moves, ['R', 'R']);
    // A swipe down anywhere: the tile above the blank slides down.
    const [bx, by] = await centre(page, '[data-tile="2"]');
    await swipe(page, bx + 60, by, bx + 60, by + 100);
    v = await until(page, (v) => v.moves.length === 3);
    assert.equal(v.moves[2], 'D');
    // A tap on a tile in the blank's row (1 2 3/0 5 6/4 7 8): it slides left.
    assert.equal(v.state, '1 2 3/0 5 6/4 7 8');
    const [tx, ty] = await centre(page, '[data-tile="5"]');
    await tap(page, tx, ty);
    v = await until(page, (v) => v.moves.length === 4);
    assert.equal(v.moves[3], 'L');
  });
});

test('phone: a swipe across a face turns its layer, a drag beside the cube looks around it', async () => {
  await withPage(browser, 'touch-cube', async (page) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}?puzzle=cube&setup-alg=&alg=`);
    await until(page, (v) => !v.busy && v.moves.length === 0);
    // The front face's top row, swiped to the right: U' (the top layer turns to the right).
    const [x, y] = await centre(page, '.st[data-k="19"]');
    await swipe(page, x - 20, y, x + 40, y);
    let v = await until(page, (v) => v.moves.length === 1);
    assert.deepEqual(v.moves, ["U'"]);
    // Down across the front face's right column: R' (the right layer's front comes down);
    // down across the right face's column by the front: F.
    for (const [k, want] of [[23, "R'"], [12, 'F']]) {
      const n = (await until(page, () => true)).moves.length;
      await settled(page); // the last turn's animation
      const [sx, sy] = await centre(page, `.st[data-k="${k}"]`);
      await swipe(page, sx, sy - 15, sx, sy + 40);
      v = await until(page, (v, a) => v.moves.length === a + 1, n);
      assert.equal(v.moves.at(-1), want, `a swipe down on sticker ${k}`);
    }
    // A drag on the background turns the view, not the cube.
    const before = await page.$eval('#cube3d', (e) => e.style.transform);
    const s = await page.locator('#scene').boundingBox();
    await swipe(page, s.x + 6, s.y + 6, s.x + 80, s.y + 30);
    assert.notEqual(await page.$eval('#cube3d', (e) => e.style.transform), before);
    await settled(page);
    assert.equal((await until(page, () => true)).moves.length, 3);
  });
});

test('phone: a tap on a ring\'s right half turns it clockwise, on its left half back; its number is readable', async () => {
  await withPage(browser, 'touch-rings', async (page) => {
    await page.setViewportSize(PHONE);
    await newGame(page, server.url, 'rings', 'low');
    const hit = await page.locator('.ring-hit[data-ring="2"]').boundingBox();
    assert.ok(hit.width / 2 >= 44, `half a ring is ${hit.width / 2} px across`);
    await tap(page, hit.x + hit.width * 0.8, hit.y + hit.height / 2);
    let v = await until(page, (v) => v.moves.length === 1);
    assert.equal(v.moves[0], '2+');
    await tap(page, hit.x + hit.width * 0.2, hit.y + hit.height / 2);
    v = await until(page, (v) => v.moves.length === 2);
    assert.equal(v.moves[1], '2-');
    const disk = await page.locator('.ring-hit[data-ring="0"]').boundingBox();
    assert.ok(disk.width / 2 >= 44, `half the disk is ${disk.width / 2} px across`);
    const label = await page.locator('#rings .label').first().boundingBox();
    assert.ok(label.height >= 12, `a ring's number is ${label.height} px tall`);
  });
});

test('phone: the menu\'s saved games and statistics fit the screen', async () => {
  await withPage(browser, 'layout-menu-phone', async (page) => {
    await page.setViewportSize(PHONE);
    await newGame(page, server.url, 'sliding', 'easy');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await until(page, (v) => v.moves.length > 0 && v.saved);
    await page.goto(server.url);
    await page.waitForSelector('#stats table');
    await page.waitForSelector('#saved table');
    const over = await page.evaluate(() => [...document.querySelectorAll('#stats *, #saved *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName} ${e.textContent.slice(0, 30)}`));
    assert.deepEqual(over, []);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= PHONE.width);
  });
});
