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

// Issue 14: cells are operable from the keyboard (one tab stop, arrows
// move it), and a click or tap shows under the table what hover shows.
test('the value table works from the keyboard; a tap shows what hover shows', async () => {
  const page = await open('#/bcs?s=1&tb=9&heaps=0..12');
  await page.click('#bcs-table tbody tr:nth-child(3) td:nth-child(2)'); // x = 2, p = 9
  await page.waitForFunction(() => location.hash.includes('x=2') && location.hash.includes('p=9'));
  const title = await page.$eval('#bcs-table tbody tr:nth-child(3) td:nth-child(2)', (td) => td.title);
  assert.ok(title.length > 0);
  assert.equal(await page.textContent('#bcs-cell-detail'), `x = 2, p = 9: value ${
    (await page.textContent('#bcs-table tbody tr:nth-child(3) td:nth-child(2)')).trim()}; ${title}`);
  // The scroll box holds the focus and names the cursor's cell.
  const active = () => page.evaluate(() => document.activeElement.getAttribute('aria-activedescendant'));
  assert.equal(await active(), 'bcs-cell-2-0');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.activeElement.getAttribute('aria-activedescendant') === 'bcs-cell-3-1');
  assert.equal(await page.locator('#bcs-cell-3-1.cursor').count(), 1);
  assert.match(await page.textContent('#bcs-cell-detail'), /^x = 3, p = 8: value /);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash.includes('x=3') && location.hash.includes('p=8'));
  await page.waitForSelector('#bcs-matrix table');
  // A windowed table scrolls to the cursor and renders its row.
  await page.evaluate(() => { location.hash = '#/bcs?s=1&tb=100&heaps=0..900'; });
  await page.waitForSelector('.table-scroll.windowed #bcs-table td[data-r="0"]');
  await page.click('#bcs-table td[data-r="0"][data-c="0"]');
  for (let i = 0; i < 30; i++) await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.activeElement.getAttribute('aria-activedescendant') === 'bcs-cell-300-0'
    && document.querySelector('#bcs-cell-300-0.cursor'));
  assert.ok(await page.$eval('.table-scroll.windowed', (el) => el.scrollTop) > 5000);
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

test('a partizan bidding permalink with weights and a penalty (Definition 1), and the automaton figures', async () => {
  const page = await open('#/bcs?l=1,2&r=1&tb=5&heaps=0..12&wl=a&wr=2*a&tau=-1');
  // The same rows as `pebbles bcs --left 1,2 --right 1 --budget 5 --heaps 0..12
  // --left-weights a --right-weights "2*a" --penalty -1` (columns p = 5..0).
  assert.equal(await row(page, 0), '-1 -1 -1 -1 -1 -1');
  assert.equal(await row(page, 1), '0 0 0 -3 -3 -3');
  assert.equal(await row(page, 12), '5 5 2 -1 -4 -7');
  assert.ok((await page.textContent('.periods')).includes('period 3'));
  // Editing Right's weight recomputes and goes into the link.
  await page.fill('#field-wr', 'a');
  await page.waitForFunction(() => location.hash.includes('wr=a&') || location.hash.endsWith('wr=a'));
  await page.fill('#field-wr', 'a+');
  assert.ok((await page.textContent('#field-wr-error')).length > 0);
  // Each of Figures 3–6 draws.
  const page2 = await open('#/bcs?s=1&tb=5&heaps=0..12');
  for (const fig of ['3', '4', '5', '6']) {
    await page2.selectOption('#fig', fig);
    await page2.waitForFunction((f) => location.hash.includes(`fig=${f}`) || f === '4', fig);
    await page2.waitForSelector('#bcs-automaton svg');
  }
  assert.deepEqual([...page.errors, ...page2.errors], []);
  await page.context().close();
  await page2.context().close();
});
