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

test('dark mode with move values on: no axe violations on four play pages', async () => {
  const found = [];
  for (const hash of [
    '#/classical?game=domineering&position=....|....|....&side=l&hints=1',
    '#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=l&hints=1',
    '#/classical?game=nim&position=1,2,4&side=l&hints=1',
    '#/classical?game=cutcake&position=2x3&side=l&hints=1&present=1&scale=1.5',
  ]) {
    const page = await openPage(browser, `${env.base}/${hash}`, { viewport: { width: 1366, height: 768 }, colorScheme: 'dark' });
    await page.waitForSelector('table#play-hints tbody tr', { timeout: 60000 });
    await page.waitForTimeout(300);
    for (const v of await axeViolations(page)) found.push(`${hash}: ${v}`);
    await page.context().close();
  }
  assert.deepEqual(found, []);
});
