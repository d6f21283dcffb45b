// Issue 14 in the browser: explanations and paper corrections in the app,
// show= and scale= for projected embeds, and settings carried between pages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`);

test('every page has a collapsed "What am I looking at?" panel with definitions and the glossary', async () => {
  const page = await open('#/cs?s=2,3');
  for (const [hash, ready] of [['#/cs?s=2,3', '#cs-table'], ['#/bcs?s=1&tb=9&heaps=0..9', '#bcs-table'],
    ['#/games?preset=squirrel&x=7', '#result'], ['#/tree?s=2,3&x=7', '#tree-svg svg'],
    ['#/clobber?board=1,2,3,2,1,3&census=2..6', '#census table'], ['#/classical', '#cgt-report'], ['#/efg', '#efg-play'],
    ['#/search?search=pareto&size=2&max=5&heaps=0..20', '#search-counts'], ['#/about', 'main']]) {
    await page.evaluate((h) => { location.hash = h; }, hash);
    await page.waitForSelector(ready, { timeout: 30000 });
    const panel = page.locator('details#explain');
    assert.equal(await panel.count(), 1, hash);
    assert.equal(await panel.evaluate((d) => d.open), false, `${hash}: collapsed`);
    await panel.locator('summary').first().click();
    // Drawn when first opened.
    await panel.locator('dl.defs dt').first().waitFor();
    assert.ok(await panel.locator('dl.defs dt').count() >= 3, `${hash}: definitions`);
    assert.ok((await panel.locator('details.glossary dt').count()) > 20, `${hash}: glossary`);
  }
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a paper correction shows beside the view it concerns, with its hand computation', async () => {
  const page = await open('#/cs?l=2,3&r=1,4&heaps=0..14');
  await page.waitForSelector('#cs-table tbody tr');
  const notes = await page.textContent('#paper-notes');
  assert.match(notes, /Example 2/);
  assert.match(notes, /max\(−1 \+ 2, −2 \+ 3\) = 1/);
  // The table itself shows the corrected value.
  const row = await page.$$eval('#cs-table tbody tr', (trs) => trs.map((r) => [...r.children].map((c) => c.textContent.trim())).find((c) => c[0] === '11'));
  assert.equal(row[1], '1');
  // Not on an unrelated view.
  await page.evaluate(() => { location.hash = '#/cs?s=1,4&heaps=0..14'; });
  await page.waitForSelector('.result-body:not(.stale) #cs-table tbody tr');
  assert.doesNotMatch((await page.locator('#paper-notes').allTextContents()).join(' '), /max\(−1 \+ 2/);
  await page.context().close();
});

test('show= picks the panels and scale= enlarges the text of an embed', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..10&embed=1&show=table&scale=2');
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await page.locator('#cs-chart').count(), 0, 'no chart');
  assert.equal(await page.locator('details#explain').count(), 0, 'no explanations in an embed');
  const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  assert.equal(size, 32);
  // A bad panel is named in a notice and the rest still applies.
  await page.goto(`${env.base}/#/cs?s=2,3&show=table,pie`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.match(await page.textContent('.notices'), /pie/);
  await page.context().close();
});

test('the subtraction set and heap carry to the other pages, and a page comes back as it was left', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..20');
  await page.waitForSelector('#cs-table tbody tr');
  await page.fill('#field-s', '1,4');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('s=1,4'));
  await page.click('#site-header nav a:text-is("Trees & DAGs")');
  await page.waitForSelector('#tree-svg svg');
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /s=1,4/);
  await page.click('#site-header nav a:text-is("Bidding")');
  await page.waitForSelector('#bcs-table tbody tr');
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /s=1,4/);
  await page.click('#site-header nav a:has-text("Cumulative Subtraction")');
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await page.inputValue('#field-s'), '1,4');
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /heaps=0\.\.20/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
