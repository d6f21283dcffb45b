// #/clobber: a board permalink shows its four values; editing a cell updates them; the census.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`);
const cellText = (page, level) => page.locator(`#values tr:has(th:text-is("${level}")) td`).innerText();

test('Example 5 shows its value at every level and the census beside Table 1', async () => {
  const page = await open('#/clobber?board=1,2,3,2,1,3&census=2..8');
  await page.waitForSelector('#values table');
  assert.equal(await cellText(page, 'unsimplified'), '[[1,3],[1,[1,2]],[2,3]]');
  assert.equal(await cellText(page, 'syntactic (Rules 1–3)'), '[[1,3],[1,[1,2]],[2,3]]');
  assert.equal(await cellText(page, 'selfish (Rules 4–5)'), '[[1,3],[[1,2]]]');
  assert.equal(await cellText(page, 'prudent (Definitions 11–12)'), '[[1,3],[[1,2]]]');
  assert.equal(await cellText(page, 'simple value'), '1_2');
  await page.waitForSelector('#census table');
  const rows = await page.locator('#census tbody tr').allInnerTexts();
  assert.equal(rows.length, 7);
  assert.match(rows[5], /^7\s+3609\s+506\s+485 \(paper 501\)\s+8\s+8$/);
  assert.deepEqual(page.errors, []);
});

test('the game tree shows every node with its board, mover and value', async () => {
  const page = await open('#/clobber?board=1,2,3,2,1,3');
  await page.waitForSelector('#clobber-tree-svg svg g.node');
  const root = page.locator('#clobber-tree-svg g.node[data-node="0"]');
  assert.match(await root.locator('title').textContent(), /^123213, player 1 to move\nprudent value: \[\[1,3\],\[\[1,2\]\]\]\nunsimplified: \[\[1,3\],\[1,\[1,2\]\],\[2,3\]\]/);
  const nodes = await page.locator('#clobber-tree-svg g.node').count();
  const edges = await page.locator('#clobber-tree-svg g.edge').count();
  assert.ok(nodes > 10, `${nodes} nodes`);
  assert.equal(edges, nodes - 1);
  const texts = await page.locator('#clobber-tree-svg g.edge text').allTextContents();
  assert.ok(texts.includes('1→2') && texts.includes('skip'), texts.join(' '));
  const leaves = await page.locator('#clobber-tree-svg g.node title').allTextContents();
  assert.ok(leaves.some((t) => /finished: player \d moved last and wins/.test(t)));
  await page.click('#board button[aria-label="cell 6: player 3"]');
  await page.waitForFunction(() => document.querySelector('#clobber-tree-svg g.node title')?.textContent.startsWith('12321.,'));
  assert.deepEqual(page.errors, []);
});

test('clicking a cell changes the board, the link and the value', async () => {
  const page = await open('#/clobber?board=2,1,3');
  await page.waitForSelector('#values table');
  assert.equal(await cellText(page, 'unsimplified'), '1');
  assert.match(await page.locator('#verdict').innerText(), /player 1 can force a win/);
  await page.click('#board button[aria-label="cell 3: player 3"]');
  await page.waitForFunction(() => location.hash.includes('board=2,1,0'));
  await page.waitForFunction(() => document.querySelector('#values td')?.innerText === '1');
  await page.fill('#field-board', '1,2,3,1');
  await page.waitForFunction(() => document.querySelector('#verdict')?.innerText.includes('kingmaker'));
  assert.equal(await cellText(page, 'unsimplified'), '[2,3]');
  await page.fill('#field-board', '1,9');
  assert.match(await page.locator('#field-board-error').innerText(), /`9`/);
  assert.deepEqual(page.errors, []);
});

test('a bad link gets a notice; a grid board works', async () => {
  const page = await open('#/clobber?board=1,2,3|3,0,1&census=2..40');
  await page.waitForSelector('.notices');
  assert.match(await page.locator('.notices').innerText(), /census/);
  await page.waitForSelector('#values table');
  assert.equal(await page.locator('#board .board-row').count(), 2);
  assert.equal(await cellText(page, 'unsimplified'), '[1,3]');
});
