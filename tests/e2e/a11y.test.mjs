// Accessibility: axe-core (WCAG 2.1 A and AA rules) finds no violation on any
// page, in the states a visitor reaches: results shown, play line open, a
// bidding matrix, a windowed table, a tree, a notice, an embed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const VIEWS = [
  ['#/cs?s=2,3&heaps=0..20', '#cs-table tbody tr', async (page) => {
    await page.click('#cs-table tbody tr:nth-child(8) button.heap');
    await page.waitForSelector('#play-line .steps li');
  }],
  ['#/bcs?s=1&tb=9&heaps=0..20&x=9&p=6', '#bcs-matrix table'],
  ['#/bcs?s=1&tb=100&heaps=0..900&budgets=0..2', '.table-scroll.windowed'],
  ['#/tree?s=2,3&x=7&mode=si', '#tree-svg svg'],
  ['#/tree?nim=1,2,3', '#tree-svg svg'],
  ['#/games?preset=squirrel&x=7', '#result'],
  ['#/clobber?board=1,2,3,2,1,3&census=2..6', '#census table'],
  ['#/about', 'main'],
  ['#/classical?domineering=..%23|..%23|...+..|..', '#cgt-tree-svg svg'],
  ['#/classical?clobber=xox|ox.', '#cgt-report'],
  ['#/cs?s=2,3&heaps=0..20&x=abc', '.notices'],
  ['#/cs?s=2,3&heaps=0..10&embed=1', '#cs-table tbody tr'],
  ['#/cs?s=2,3&present=1', '#cs-table tbody tr'],
  ['#/efg?ex=figure4', '#efg-tree-svg svg'],
  ['#/search?search=discrepancy&size=2&max=12&bound=200', '#search-counts'],
  ['#/gallery', '.gallery-card'],
  ['#/cs?s=2,3&x=10&side=l&moves=2,3', '#play-log li'],
  ['#/bcs?s=1&tb=5&x=2&p=1&side=l', '#play-bid'],
];

for (const [hash, ready, then] of VIEWS) {
  test(`no axe violations: ${hash}`, async () => {
    const page = await openPage(browser, `${env.base}/${hash}`);
    await page.waitForSelector(ready, { timeout: 30000 });
    if (then) await then(page);
    await page.waitForTimeout(300);
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });
}
