// Bidding page: the paper's Example 11 from a permalink, charts, the matrix,
// editing TB, and bad input.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './harness.mjs';

const env = useBrowser({ before, after });

async function open(hash) {
  const page = await openPage(env.browser, `${env.base}/${hash}`);
  await page.waitForSelector('#bcs-table tbody tr');
  return page;
}

const row = (page, i) => page.$$eval(`#bcs-table tbody tr:nth-child(${i + 1}) td`,
  (tds) => tds.map((td) => td.textContent.trim()).join(' '));

test('a permalink opens the table (Example 11) and the charts', async () => {
  const page = await open('#/bcs?s=1&tb=5&heaps=0..12');
  // Example 11: TB = 5, x = 2, columns p = 5..0.
  assert.equal(await row(page, 2), '2 2 0 0 0 -2');
  assert.equal(await row(page, 0), '0 0 0 0 0 0');
  for (const id of ['#bcs-chart-values svg', '#bcs-chart-limits svg', '#automaton svg']) {
    await page.waitForSelector(id);
  }
  await page.waitForSelector('#bcs-chart-convergence svg', { timeout: 60000 });
  assert.ok((await page.textContent('.periods')).includes('period 2'));
  const title = await page.$eval('#bcs-table tbody tr:nth-child(3) td', (td) => td.title);
  assert.ok(title.includes('moves'), title);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('clicking a cell opens its bidding matrix with the equilibrium marked', async () => {
  const page = await open('#/bcs?s=1&tb=9&heaps=0..12');
  // Column order is p = 9..0, so p = 6 is the 4th value cell.
  await page.click('#bcs-table tbody tr:nth-child(10) td:nth-child(5)');
  await page.waitForFunction(() => location.hash.includes('x=9') && location.hash.includes('p=6'));
  await page.waitForSelector('#bcs-matrix table');
  const heading = await page.textContent('#bcs-matrix h2');
  assert.ok(heading.includes('x = 9, p = 6, q = 3'), heading);
  assert.ok(await page.locator('#bcs-matrix td.equilibrium').count() >= 1);
  // The matrix value equals the table cell.
  const cell = await page.textContent('#bcs-table tbody tr:nth-child(10) td:nth-child(5)');
  assert.ok((await page.textContent('#bcs-matrix p')).startsWith(`Value ${cell.trim()} `));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('changing TB updates the URL, the table and the chart', async () => {
  const page = await open('#/bcs?s=1&tb=5&heaps=0..12');
  const before = await page.innerHTML('#bcs-chart-values');
  await page.fill('#field-tb', '8');
  await page.waitForFunction(() => location.hash.includes('tb=8'));
  await page.waitForFunction(() =>
    document.querySelectorAll('#bcs-table thead th').length === 10);
  await page.waitForFunction((b) => document.querySelector('#bcs-chart-values')?.innerHTML !== b, before);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad bidding input shows an inline message and keeps the URL', async () => {
  const page = await open('#/bcs?s=1&tb=5&heaps=0..12');
  for (const [field, text, token] of [['#field-tb', 'x', '`x`'], ['#field-tb', '9999', '`9999`'],
    ['#field-bids', '0,7', '`7`'], ['#field-s', '0', '`0`'], ['#field-matrix', '3', '`3`']]) {
    await page.fill(field, text);
    const err = await page.textContent(`${field}-error`);
    assert.ok(err.includes(token), `${field}=${text}: ${err}`);
    assert.ok((await page.evaluate(() => location.hash)).includes('tb=5'));
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
