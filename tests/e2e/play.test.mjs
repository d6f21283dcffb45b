// Play against the equilibrium (issue 17): scripted games through the
// permalink (side=, moves=, b=) and by clicking, on the five pages; the
// commentary agrees with the solver (an optimal move costs nothing).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`);
const hashHas = (page, text) =>
  page.waitForFunction((t) => decodeURIComponent(location.hash).includes(t), text);
const logCount = (page, n) =>
  page.waitForFunction((k) => document.querySelectorAll('#play-log li').length === k, n);

test('#/cs: a permalink game, a click, the computer replies, Undo', async () => {
  const page = await open('#/cs?s=2,3&x=10&side=l&moves=2,3');
  await logCount(page, 2);
  const lines = await page.locator('#play-log li').allInnerTexts();
  assert.match(lines[0], /^1\. Left took 2 \(value 2 → 0\)\. Best was 3: this move cost 2\.$/);
  assert.match(lines[1], /A best move\.$/);
  await page.click('#play-moves button[aria-label="play 3"]');
  await hashHas(page, 'moves=2,3,3,2');
  assert.match(await page.locator('#play-summary').innerText(), /^Game over: final value 0; with best play it would be 2\./);
  await page.click('#play-undo');
  await logCount(page, 2);
  await page.waitForFunction(() => !location.hash.includes('moves=2,3,3'));
  assert.deepEqual(page.errors, []);
});

test('#/cs: choosing Right and Start lets the computer open', async () => {
  const page = await open('#/cs?s=2,3&x=10');
  await page.selectOption('#play-side', 'r');
  await page.click('#play-start');
  await hashHas(page, 'side=r&moves=3');
  await logCount(page, 1);
  assert.match(await page.locator('#play .play-status').innerText(), /Your move \(Right\)/);
  assert.deepEqual(page.errors, []);
});

test('#/bcs: the visitor types a bid, the maximin answers (Example 11)', async () => {
  const page = await open('#/bcs?s=1&tb=5&x=2&p=1&side=l');
  await page.waitForSelector('#play-bid');
  await page.fill('#play-bid', '0');
  await page.click('#play-bid-send');
  await hashHas(page, 'b=0:1');
  await hashHas(page, 'moves=1');
  const lines = await page.locator('#play-log li').allInnerTexts();
  assert.match(lines[0], /^1\. Left bid 0 \(value 0 → -2\)\. Best was bid 1: this move cost 2\.$/);
  assert.match(lines[1], /^2\. Right bid 1 \(value .*\)\. A best move\.$/);
  assert.deepEqual(page.errors, []);
});

test('#/games, #/classical and #/clobber play through their permalinks', async () => {
  let page = await open('#/games?preset=squirrel&x=9&side=1&moves=2');
  await hashHas(page, 'moves=2,2');
  await logCount(page, 2);
  assert.match((await page.locator('#play-log li').allInnerTexts())[0], /Best was 3: this move cost 1\.$/);
  assert.deepEqual(page.errors, []);

  page = await open('#/classical?domineering=...|...&side=l');
  await page.click('#board [data-site="0:0"]');
  await hashHas(page, 'moves=a1,b1');
  assert.match((await page.locator('#play-log li').allInnerTexts())[0], /Left could have won with “b1–b2”; now Right wins\.$/);
  assert.deepEqual(page.errors, []);

  page = await open('#/clobber?board=1,2,3,2,1,3&side=2&moves=a1-b1');
  await page.waitForSelector('#play-moves button[aria-label="play d1-c1"]');
  assert.equal(await page.locator('#play-moves button').count(), 2);
  assert.deepEqual(page.errors, []);
});

// By clicking, in the other families: the visitor's move is answered by the
// computer, whose equilibrium moves the commentary calls optimal. On
// #/classical the move is a click on the board (its first pebble).
for (const [name, hash, visitor, first] of [
  ['#/games', '#/games?preset=squirrel&x=9&side=1', /^1\. Player 1 /, '#play-moves button'],
  ['#/classical (Nim)', '#/classical?nim=3,4,5&side=l', /^1\. Left /, '#board .site.legal'],
  ['#/clobber', '#/clobber?board=1,2,3,2,1,3&side=1', /^1\. Player 1 /, '#play-moves button'],
]) {
  test(`${name}: a clicked move, the computer's optimal reply`, async () => {
    const page = await open(hash);
    await page.waitForSelector(first);
    await page.locator(first).first().click();
    await hashHas(page, 'moves=');
    await page.waitForFunction(() => document.querySelectorAll('#play-log li').length >= 2);
    const lines = await page.locator('#play-log li').allInnerTexts();
    assert.match(lines[0], visitor);
    assert.match(lines[1], /A best move\.$/, lines[1]);
    assert.deepEqual(page.errors, []);
  });
}

// #/classical's first=: who moves first, for the registry's boards and for a
// script's game; a change in the select starts the game again.
test('#/classical: Right moves first with first=r, on boards and in a script', async () => {
  let page = await open('#/classical?game=nim&position=3,4&side=l&first=r');
  await logCount(page, 1);
  assert.match((await page.locator('#play-log li').allInnerTexts())[0], /^1\. Right /);
  assert.equal(await page.inputValue('#play-first'), 'r');
  // Back to Left first: the game starts again, the visitor to move.
  await page.selectOption('#play-first', 'l');
  await page.waitForFunction(() => !location.hash.includes('first='));
  await logCount(page, 0);
  assert.deepEqual(page.errors, []);

  page = await open('#/classical');
  const label = await page.locator('#example option', { hasText: 'Domineering, as a script' }).getAttribute('value');
  await page.selectOption('#example', label);
  await page.waitForSelector('#play-first');
  await page.selectOption('#play-first', 'r');
  await page.selectOption('#play-side', 'l');
  await page.click('#play-start');
  await hashHas(page, 'first=r');
  await page.waitForFunction(() => document.querySelectorAll('#play-log li').length === 1, null, { timeout: 20000 });
  assert.match((await page.locator('#play-log li').allInnerTexts())[0], /^1\. Right moved to /);
  assert.match(await page.locator('#play').innerText(), /Right moves first\./);
  assert.deepEqual(page.errors, []);
});
