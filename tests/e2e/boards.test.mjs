// #/classical: every ruleset is drawn on its board (issue 25). The board
// edits the position, and once a game starts the same board plays it: a
// click (or two, or a drag) makes a move, the computer answers on the board,
// Undo and Redo take back and replay a round. The same with the keyboard
// alone, at 1366×900 and 390×844; axe-core finds nothing on the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, axeViolations, openPage } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const SIZES = [[1366, 900], [390, 844]];

async function open(hash, [width, height] = SIZES[0]) {
  return openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
}

const hashHas = (page, text) =>
  page.waitForFunction((t) => decodeURIComponent(location.hash).includes(t), text);
const site = (page, b, s) => page.locator(`#board [data-site="${b}:${s}"]`);
const glyphs = (page) => page.$$eval('#board svg.board .site', (gs) =>
  gs.map((g) => (g.querySelector('.cell.blocked') ? '#' : g.querySelector('.piece.left') ? 'x'
    : g.querySelector('.piece.right') ? 'o' : g.querySelector('.piece') ? '●' : '.')).join(''));
const log = (page) => page.locator('#play-log li').allInnerTexts();

for (const size of SIZES) {
  const at = `${size[0]}×${size[1]}`;

  test(`Domineering at ${at}: one click places Left's vertical domino, the computer answers on the board, Undo, Redo`, async () => {
    const page = await open('#/classical?game=domineering&position=....|....|....|....&side=l', size);
    await page.waitForSelector('#board svg.board');
    assert.equal(await page.locator('#board svg.board .site').count(), 16);
    // The visitor's legal moves are marked: Left's dominoes start on rows 1 to 3.
    assert.equal(await page.locator('#board .site.legal').count(), 12);
    // Hovering the top cell previews the domino: it and the cell below.
    await site(page, 0, 1).hover();
    await page.waitForFunction(() => document.querySelectorAll('#board .site.preview').length === 2);
    await site(page, 0, 1).click();
    await hashHas(page, 'moves=b1,');
    // Left's domino on b1-b2 and the computer's horizontal answer: four covered cells.
    await page.waitForFunction(() => document.querySelectorAll('#board .cell.blocked').length === 4);
    const cells = await glyphs(page);
    assert.equal(cells[1], '#');
    assert.equal(cells[5], '#');
    // The computer's answer is marked on the board, and the log says both moves.
    assert.equal(await page.locator('#board .site.changed').count(), 2);
    const lines = await log(page);
    assert.match(lines[0], /^1\. Left placed a domino on b1–b2 /);
    assert.match(lines[1], /^2\. Right placed a domino on /);
    const after = decodeURIComponent(await page.evaluate(() => location.hash));
    // Undo takes back the round; Redo plays it again.
    await page.click('#play-undo');
    await page.waitForFunction(() => !location.hash.includes('moves='));
    assert.equal(await page.locator('#board .cell.blocked').count(), 0);
    await page.click('#play-redo');
    await page.waitForFunction((h) => decodeURIComponent(location.hash) === h, after);
    assert.equal(await page.locator('#board .cell.blocked').count(), 4);
    // A click that starts no move of Left's says so where the board is.
    await site(page, 0, 12).click();
    assert.match(await page.locator('#board-live').innerText(), /No move of yours starts at a4|not your move/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`Clobber at ${at}: click-click and drag`, async () => {
    const page = await open('#/classical?game=clobber&position=xox|ox.&side=l', size);
    await page.waitForSelector('#board svg.board');
    // a1 has two captures: the first click chooses it, the second plays.
    await site(page, 0, 0).click();
    assert.match(await page.locator('#board-live').innerText(), /a1 chosen; now b1 or a2/);
    assert.equal(await page.locator('#board .site.selected').count(), 1);
    await site(page, 0, 3).click();
    await hashHas(page, 'moves=a1-a2');
    assert.match((await log(page))[0], /^1\. Left moved a1 onto a2 /);
    // Restart, then the same move by a drag from a1 to b1.
    await page.click('#play-restart');
    await page.waitForFunction(() => !location.hash.includes('moves='));
    await site(page, 0, 1).scrollIntoViewIfNeeded();
    const from = await site(page, 0, 0).boundingBox();
    const to = await site(page, 0, 1).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
    await page.mouse.up();
    await hashHas(page, 'moves=a1-b1');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`Nim at ${at}: a pebble takes itself and those above`, async () => {
    const page = await open('#/classical?game=nim&position=3,4,5&side=l', size);
    await page.waitForSelector('#board svg.board');
    assert.equal(await page.locator('#board .site').count(), 12);
    // Heap 3's second pebble (site 3 + 4 + 1): take 4 of its 5, leaving 1.
    await site(page, 0, 8).click();
    await hashHas(page, 'moves=3:4,');
    assert.match((await log(page))[0], /^1\. Left took 4 from the heap of 5 /);
    // 3 ⊕ 4 ⊕ 5 = 2: the only winning move leaves heap 1 with one pebble.
    assert.match((await log(page))[0], /could have won with “take 2 from the heap of 3”/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`the keyboard alone plays Domineering at ${at}`, async () => {
    const page = await open('#/classical?game=domineering&position=...|...|...&side=r', size);
    // The computer (Left) opens; then it is the visitor's turn.
    await hashHas(page, 'moves=');
    await page.waitForSelector('#board .site.legal');
    await page.focus('#board .boards');
    const live = () => page.locator('#board-live').innerText();
    assert.match(await live(), /; Enter placed a domino on |; no move of yours starts here|Enter chooses/);
    // Walk to the first cell Right can use and press Enter.
    for (let i = 0; i < 9 && !/Enter placed a domino/.test(await live()); i++) {
      await page.keyboard.press(i % 3 === 2 ? 'ArrowDown' : 'ArrowRight');
    }
    const before = (await log(page)).length;
    await page.keyboard.press('Enter');
    // Under load the computer's opening can reach the log after `before`
    // was read: wait for Right's move among the entries after it.
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('#play-log li')].slice(n).some((li) => /^\d+\. Right placed a domino on /.test(li.innerText)),
      before,
    );
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('Domineering: a click on both cells of the domino places it once', async () => {
  const page = await open('#/classical?game=domineering&position=...|...|...&side=l');
  await page.waitForSelector('#board .site.legal');
  await site(page, 0, 1).click();
  await hashHas(page, 'moves=b1,');
  await site(page, 0, 4).click();
  await page.waitForTimeout(300);
  assert.equal((await log(page)).length, 2, 'b1 and the reply only');
  assert.match(await page.locator('#board-live').innerText(), /^You placed a domino on b1–b2\.$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('editing on the board: a click cycles a cell, rows and heaps grow, the value follows', async () => {
  const page = await open('#/classical?game=domineering&position=..|..');
  await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText === '±1');
  await site(page, 0, 0).click();
  await hashHas(page, 'position=#.|..');
  await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText === '*');
  await page.click('button[aria-label="board 1: add a column"]');
  await hashHas(page, 'position=#..|...');
  // The keyboard edits too.
  await page.focus('#board .boards');
  await page.keyboard.press('Enter');
  await hashHas(page, 'position=...|...');
  // Nim: the heaps field and the pebble buttons.
  await page.goto(`${env.base}/#/classical?game=nim&position=1,2`);
  await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText === '*3');
  await page.click('button[aria-label="board 1: heap 1: one more"]');
  await hashHas(page, 'position=2,2');
  await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText === '0');
  await page.fill('#field-boards', '3,4,5');
  await hashHas(page, 'position=3,4,5');
  assert.equal(await page.locator('#board .site').count(), 12);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('older links open the same board; a move writes the new link', async () => {
  const page = await open('#/classical?domineering=...|...&side=l');
  await page.waitForSelector('#board .site.legal');
  await site(page, 0, 0).click();
  await hashHas(page, 'game=domineering&position=...|...&side=l&moves=a1,b1');
  await page.goto(`${env.base}/#/classical?nim=1,2,3`);
  await page.waitForFunction(() => document.querySelectorAll('#board .site').length === 6);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const hash of [
  '#/classical?game=domineering&position=....|....|....|....&side=l',
  '#/classical?game=nim&position=3,4,5',
  '#/classical?game=clobber&position=xox|ox.+xo&side=l',
]) {
  test(`no axe violations on the board: ${hash}`, async () => {
    const page = await open(hash);
    await page.waitForSelector('#board svg.board');
    await page.waitForTimeout(300);
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });
}
