// The lecture room, second pass (issue 42): presenter keys that step the game
// and never scroll the page, and the end of a game said in winners.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash, [width, height] = [1366, 768]) =>
  openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
const logCount = (page, n) => page.waitForFunction(
  (k) => document.querySelectorAll('#play-log li').length === k, n);
const scrollY = (page) => page.evaluate(() => window.scrollY);

test('presenter keys step the game wherever the focus is, Home and End to the ends, and never scroll', async () => {
  const page = await open('#/classical?game=hackenbush&position=0-1:b,1-2:b,2-3:b,3-4:b,0-5:r,5-6:r,6-7:r,7-8:r&side=l&present=1&scale=1.5');
  await page.waitForSelector('#board .site.legal');
  // Two rounds: the visitor's cut (of the top blue edge) and the
  // computer's reply, twice.
  for (const n of [2, 4]) {
    await page.locator('#board .site.legal').last().click();
    await logCount(page, n);
    await page.waitForSelector('#board .site.legal');
  }
  // The board has the focus after the clicks: ← still steps the game.
  await page.keyboard.press('ArrowLeft');
  await logCount(page, 2);
  await page.keyboard.press('ArrowRight');
  await logCount(page, 4);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [key, n] of [['Home', 0], ['End', 4], ['PageUp', 2], ['PageDown', 4], ['Home', 0]]) {
    await page.keyboard.press(key);
    await logCount(page, n);
    assert.equal(await scrollY(page), 0, `${key} scrolled the page`);
  }
  assert.ok(!page.errors.some((e) => /passive/.test(e)), page.errors.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Larger than the main thread plays (20 empty cells): the compute worker
// plays it, and the game goes on by clicks to its end.
test('an empty 5×5 Domineering board is played to the end by clicks', async () => {
  const page = await open('#/classical?game=domineering&position=.....|.....|.....|.....|.....&side=l&hints=1');
  const log = () => page.locator('#play-log li').count();
  for (let turn = 0; turn < 20; turn++) {
    await page.waitForSelector('#board .site.legal, #play-summary', { timeout: 60000 });
    if (await page.locator('#play-summary').count()) break;
    const n = await log();
    await page.locator('#board .site.legal').first().click();
    await page.waitForFunction((k) => document.querySelectorAll('#play-log li').length > k, n, { timeout: 60000 });
  }
  await page.waitForSelector('#play-summary', { timeout: 60000 });
  assert.match(await page.locator('#play-summary').innerText(),
    /^Game over: (Left|Right) cannot move, so (Left|Right) wins/);
  assert.ok(await log() >= 12, `${await log()} moves`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The visitor's move shows alone first; the computer's reply lands later
// (after a pause: never in the same frame) and what it took away stays
// drawn until the next move. The board keeps its size and its ground.
test('the computer replies after the visitor\'s move is seen, and its move is marked; the board stays put', async () => {
  const page = await open('#/classical?game=hackenbush&position=0-1:b,1-2:b,2-5:b,0-3:r,3-4:r&side=l&hints=1');
  await page.waitForSelector('#board .site.legal');
  // Best and losing edges have halos of different colours.
  const halo = (grade) => page.locator(`#board .site.graph.hint-${grade} .halo`).first()
    .evaluate((e) => getComputedStyle(e).stroke);
  assert.notEqual(await halo('best'), await halo('losing'));
  const frame = () => page.evaluate(() => {
    const svg = document.querySelector('#board svg.board');
    const ground = svg.querySelector('.site.graph line.ground');
    return { w: svg.getAttribute('viewBox'), y: ground.getAttribute('y1'), h: Math.round(svg.getBoundingClientRect().height) };
  });
  const before = await frame();
  // Cut the top blue edge: first the visitor's move alone, its edge a ghost.
  await page.locator('#board [data-site="0:2"]').click();
  await logCount(page, 1);
  assert.ok(await page.locator('#board .ghost-cut').count() >= 1);
  // Then the reply, its cut edge (and what fell with it) ghosted.
  await logCount(page, 2);
  const lines = await page.locator('#play-log li').allInnerTexts();
  assert.match(lines[1], /^2\. Right /);
  assert.ok(await page.locator('#board .ghost-cut').count() >= 1);
  assert.deepEqual(await frame(), before);
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // Nim: the pebbles taken stay as outlines, the count over the heap.
  const nim = await open('#/classical?game=nim&position=1,2,4&side=l');
  await nim.waitForSelector('#board .site.legal');
  await nim.locator('#board [data-site="0:3"]').click();
  await logCount(nim, 1);
  await logCount(nim, 2);
  assert.ok(await nim.locator('#board circle.ghost').count() >= 1);
  assert.match(await nim.locator('#board text.taken').first().textContent(), /^−\d+$/);
  assert.deepEqual(nim.errors, []);
  await nim.context().close();
});

test('a finished game says who cannot move and who wins', async () => {
  const page = await open('#/classical?game=nim&position=1&side=l');
  await page.waitForSelector('#board .site.legal');
  await page.locator('#board .site.legal').first().click();
  await page.waitForSelector('#play-summary');
  assert.match(await page.locator('#play-summary').innerText(),
    /^Game over: Right cannot move, so Left wins; with best play from the start: /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('presenter mode at scale=1.5, 1366×768: the board, the move values and Undo on one screen', async () => {
  for (const hash of [
    '#/classical?game=domineering&position=....|....|....|....&side=l&hints=1&present=1&scale=1.5',
    '#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=l&hints=1&present=1&scale=1.5',
  ]) {
    const page = await open(hash);
    await page.waitForSelector('table#play-hints tbody tr');
    const boxes = await page.evaluate(() => Object.fromEntries(
      ['#board svg.board', 'table#play-hints', '#play-undo', '.play-status']
        .map((s) => [s, document.querySelector(s).getBoundingClientRect()])
        .map(([s, r]) => [s, { top: r.top, bottom: r.bottom, right: r.right }])));
    for (const [sel, r] of Object.entries(boxes)) {
      assert.ok(r.top >= 0 && r.bottom <= 768 && r.right <= 1366, `${hash}: ${sel} at ${JSON.stringify(r)}`);
    }
    // The Nim table and octal games are not this game's: not on its page.
    assert.equal(await page.locator('#impartial').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('on a board page the impartial tools fold away, and open on demand', async () => {
  const page = await open('#/classical?game=domineering&position=...|...', [1366, 900]);
  await page.waitForSelector('#impartial-fold');
  assert.equal(await page.locator('#impartial').count(), 0);
  await page.click('#impartial-fold summary');
  await page.waitForSelector('#impartial #nim-table');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('print during a game shows the board at the current move and the moves played', async () => {
  const page = await open('#/classical?game=domineering&position=....|....|....&side=l', [1366, 900]);
  await page.waitForSelector('#board .site.legal');
  await page.locator('#board .site.legal').first().click();
  await logCount(page, 2);
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() => {
    const visible = (e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
      && e.getBoundingClientRect().height > 0;
    return {
      board: visible(document.querySelector('#play svg.board')),
      log: [...document.querySelectorAll('#play-log li')].filter(visible).length,
      status: visible(document.querySelector('#play .play-status')),
      buttons: [...document.querySelectorAll('#play button')].filter(visible).length,
    };
  });
  assert.deepEqual(shown, { board: true, log: 2, status: true, buttons: 0 });
  assert.ok((await page.pdf()).length > 1000);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Every interactive element of four pages at 390×844: at least 24 px each
// way (WCAG 2.5.8), links inside running text aside.
test('at 390×844 every tap target is at least 24 px each way', async () => {
  const small = [];
  for (const [hash, ready] of [
    ['#/classical?game=domineering&position=....|....|....&side=l&hints=1', 'table#play-hints tbody tr'],
    ['#/cs?s=2,3&x=7', '#cs-table tbody tr'],
    ['#/clobber', '.value-text'],
    ['#/gallery', '.gallery-card'],
  ]) {
    const page = await open(hash, [390, 844]);
    await page.waitForSelector(ready, { timeout: 60000 });
    small.push(...await page.evaluate((h) => {
      const sel = 'button, input:not([type=hidden]), select, textarea, summary, [role=button], a[href]';
      const out = [];
      for (const e of document.querySelectorAll(sel)) {
        const r = e.getBoundingClientRect();
        if ((r.width === 0 && r.height === 0) || getComputedStyle(e).visibility === 'hidden') continue;
        if (e.tagName === 'A' && getComputedStyle(e).display === 'inline' && e.closest('p, li, td, dd')) continue;
        if (r.width < 24 || r.height < 24) {
          out.push(`${h}: ${e.tagName.toLowerCase()}#${e.id}.${e.className} ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
      }
      return out;
    }, hash));
    await page.context().close();
  }
  assert.deepEqual(small, []);
});

test('at 390×844 the move values scroll sideways with a cue', async () => {
  const page = await open('#/classical?game=domineering&position=....|....|....|....&side=l&hints=1', [390, 844]);
  await page.waitForSelector('table#play-hints tbody tr');
  const t = await page.evaluate(() => {
    const table = document.querySelector('table#play-hints');
    const cue = getComputedStyle(table.querySelector('caption'), '::after');
    return { wide: table.scrollWidth > table.clientWidth, cue: cue.content, opacity: cue.opacity,
      right: table.getBoundingClientRect().right };
  });
  assert.ok(t.wide, 'the table is wider than the screen here');
  assert.ok(t.right <= 390, `the table's box ends at ${t.right}`);
  assert.match(t.cue, /scroll sideways/);
  assert.equal(t.opacity, '1');
  await page.context().close();
});

// Eleven pages, each with a game on and its move values shown, in the
// dark scheme: the boards of nine rulesets (one in presenter mode), the
// Play panels of #/cs and of #/clobber.
test('dark mode with move values on: no serious axe violations on eleven pages', async () => {
  const found = [];
  const pages = [
    '#/classical?game=domineering&position=....|....|....&side=l&hints=1',
    '#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=l&hints=1',
    '#/classical?game=nim&position=1,2,4&side=l&hints=1',
    '#/classical?game=cutcake&position=2x3&side=l&hints=1&present=1&scale=1.5',
    '#/classical?game=clobber&position=xox|ox.&side=l&hints=1',
    '#/classical?game=konane&position=xo.|o..|...&side=l&hints=1',
    '#/classical?game=amazons&position=x..|...|..o&side=l&hints=1',
    '#/classical?game=toads-and-frogs&position=T.T.F.F&side=l&hints=1',
    '#/classical?game=cram&position=...|...|...&side=l&hints=1',
    '#/cs?s=2,3&x=10&side=l&hints=1',
    '#/clobber?board=1,2,3,2,1,3&side=1&hints=1',
  ];
  assert.equal(new Set(pages).size, 11);
  for (const hash of pages) {
    const page = await openPage(browser, `${env.base}/${hash}`, { viewport: { width: 1366, height: 768 }, colorScheme: 'dark' });
    try {
      await page.waitForSelector('table#play-hints tbody tr', { timeout: 30000 });
    } catch {
      found.push(`${hash}: no move values shown`);
    }
    await page.waitForTimeout(300);
    for (const v of await axeViolations(page)) found.push(`${hash}: ${v}`);
    await page.context().close();
  }
  assert.deepEqual(found, []);
});

// Every text of the charts (plotters' line charts, the bidding automaton)
// at 390×844: its rendered size (font size × the picture's scale) at
// least 10 px; a chart wider than the screen scrolls sideways instead.
test('at 390×844 no chart text is under 10 px', async () => {
  const small = [];
  let texts = 0;
  for (const [hash, ready] of [
    ['#/bcs', '#bcs-automaton svg text'],
    ['#/cs?s=2,3', '#cs-chart svg text'],
  ]) {
    const page = await open(hash, [390, 844]);
    await page.waitForSelector(ready, { timeout: 60000 });
    const found = await page.evaluate((h) => {
      const out = [];
      const all = [...document.querySelectorAll('figure.chart svg text, #bcs-automaton svg text')];
      for (const t of all) {
        if (!t.textContent.trim() || t.getClientRects().length === 0) continue;
        const m = t.getScreenCTM();
        const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        if (px < 10) out.push(`${h}: "${t.textContent.trim()}" ${px.toFixed(1)} px`);
      }
      return { out, n: all.length };
    }, hash);
    small.push(...found.out);
    texts += found.n;
    await page.context().close();
  }
  assert.ok(texts > 20, `${texts} texts`);
  assert.deepEqual(small.slice(0, 20), []);
});
