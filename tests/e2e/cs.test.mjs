// Cumulative Subtraction page: the SPEC's examples read from the browser, and
// every interaction of the page (columns, hover, play line, chart, export).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, openPage, column } from './harness.mjs';

const env = useBrowser({ before, after });

async function open(hash) {
  const page = await openPage(env.browser, `${env.base}/${hash}`);
  await page.waitForSelector('#cs-table tbody tr');
  return page;
}

test('SPEC examples: self-interest row, classes, heap-dynamic override', async () => {
  let page = await open('#/cs?s=2,3&heaps=0..9');
  assert.equal((await column(page, 3)).join(' '),
    '(0, 0) (0, 0) (2, 0) (3, 0) (3, 0) (3, 2) (3, 3) (4, 3) (5, 3) (6, 3)');
  assert.equal((await column(page, 5)).slice(0, 8).join(' '), 'P P N N N P P N');
  await page.goto(`${env.base}/#/cs?s=2,3&heaps=0..5&map=2:2;3:1`);
  await page.waitForFunction(() => document.querySelector('#field-map')?.value === '2:2;3:1');
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal((await column(page, 1))[3], '-1', 'S(2)={2}, S(3)={1}: o(3) = -1');
  await page.goto(`${env.base}/#/cs?s=2,3,5&heaps=0..13&cols=g`);
  await page.waitForFunction(() => document.querySelectorAll('#cs-table tbody tr').length === 14);
  assert.equal((await column(page, 1)).join(''), '00112230011223');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('column toggles hide columns and go into the permalink', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..4');
  assert.equal(await page.locator('#cs-table thead th', { hasText: 'Grundy' }).count(), 1);
  await page.uncheck('#col-g');
  await page.waitForFunction(() => location.hash.includes('cols=zs,si,n,m'));
  assert.equal(await page.locator('#cs-table thead th', { hasText: 'Grundy' }).count(), 0);
  await page.uncheck('#col-si');
  await page.waitForFunction(() => location.hash.includes('cols=zs,n,m'));
  assert.equal(await page.$eval('#cs-table tbody tr', (r) => r.children.length), 5);
  await page.reload();
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await page.isChecked('#col-si'), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hover shows optimal moves; clicking a heap shows its play line (Figure 4)', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..9');
  const title = await page.$eval('#cs-table tbody tr:nth-child(4) td', (td) => td.title);
  assert.equal(title, 'Left to move: take 3', 'o(3) = 3 - o(0)');
  await page.click('#cs-table tbody tr:nth-child(8) button.heap');
  await page.waitForFunction(() => location.hash.includes('x=7'));
  await page.selectOption('#play-variant', 'si');
  await page.waitForFunction(() => location.hash.includes('play=si'));
  await page.waitForSelector('#play-line .steps li');
  const steps = await page.$$eval('#play-line .steps li', (li) => li.map((l) => l.textContent));
  assert.deepEqual(steps, [
    'Left takes 2 → heap 5, pockets (2, 0)',
    'Right takes 3 → heap 2, pockets (2, 3)',
    'Left takes 2 → heap 0, pockets (4, 3)',
  ]);
  await page.selectOption('#play-first', 'r');
  await page.waitForFunction(() => location.hash.includes('first=r'));
  await page.waitForFunction(() =>
    document.querySelector('#play-line .steps li')?.textContent.startsWith('Right'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the chart is an SVG drawn from the solved values', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..20');
  await page.waitForSelector('#cs-chart svg');
  const svg = await page.innerHTML('#cs-chart');
  for (const label of ['zero-sum (Left starts)', "self-interest, Left's gain", 'periodic from x = 5']) {
    assert.ok(svg.includes(label.replace("'", '&#39;')) || svg.includes(label), label);
  }
  assert.equal(await page.locator('#cs-chart svg circle').count(), 63, '3 series x 21 heaps');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('export CSV and JSON download the table', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..9');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  assert.equal(csv.suggestedFilename(), 'cumulative-subtraction-0-9.csv');
  const lines = fs.readFileSync(await csv.path(), 'utf8').trim().split('\n');
  assert.equal(lines.length, 11);
  assert.equal(lines[10], '9,3,-3,6,3,3,6,N,N,2');
  const [json] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  const data = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
  assert.deepEqual(data.zero_sum.left_starts, [0, 0, 2, 3, 3, 1, 0, 1, 2, 3]);
  assert.deepEqual(data.period.zero_sum, { preperiod: 5, period: 6 });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('large ranges are paged', async () => {
  const page = await open('#/cs?s=1,4&heaps=0..999');
  assert.equal((await column(page, 0)).length, 100);
  assert.ok((await page.textContent('.pager')).includes('of 1000'));
  await page.click('.pager button[aria-label="next rows"]');
  assert.equal((await column(page, 0))[0], '100');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a job over the work limit is refused with a message, not a frozen tab', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=1..5000&heaps=0..99999`);
  await page.waitForSelector('#result .error.limit');
  const message = await page.textContent('#result .error.limit');
  assert.ok(message.includes('too much work'));
  assert.ok(message.includes('this is a work limit of this page, not a result about the game'));
  await page.fill('#field-heaps', '0..9');
  await page.waitForSelector('.result-body:not(.stale) #cs-table tbody tr');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
