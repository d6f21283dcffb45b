// #/cs, the folded section on scoring play (issue 40): opened by its
// permalink (`scoring=1`), heap 7's canonical form equal to what the CLI
// prints (`target/debug/pebbles scoring --cs 2,3 --heap 7 --json`, run here),
// the classes of equal heaps and the table of sums; closed by default (no
// job); axe-clean; screenshots at desktop and phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, axeViolations } from './harness.mjs';

const env = useBrowser({ before, after });
const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'target/debug/pebbles');

// The CLI's report of heap `heap` of S = `set`, as JSON.
function cli(set, heap) {
  if (!fs.existsSync(BIN)) throw new Error(`no ${BIN}: run cargo build first`);
  return JSON.parse(execFileSync(BIN, ['scoring', '--cs', set, '--heap', String(heap), '--json'], { encoding: 'utf8' }));
}

const LINK = '#/cs?s=2,3&heaps=0..20&scoring=1';

async function openSection(options = {}) {
  const page = await openPage(env.browser, `${env.base}/${LINK}`, options);
  await page.waitForSelector('#cs-scoring[open] #scoring-heaps tbody tr', { timeout: 60_000 });
  await page.waitForSelector('#scoring-sums tbody tr');
  return page;
}

// The cells of heap `heap`'s row of the heaps' table.
const heapRow = (page, heap) => page.$eval(`#scoring-heaps tr[data-heap="${heap}"]`,
  (tr) => [...tr.children].map((c) => c.textContent.trim()));

test('the permalink opens the section: heap 7 as the CLI prints it, equal heaps, sums', async () => {
  const page = await openSection();
  const seven = cli('2,3', 7);
  const row = await heapRow(page, 7);
  assert.equal(row[0], 'G7');
  assert.equal(await page.$eval('#scoring-heaps tr[data-heap="7"] code.form', (c) => c.textContent), seven.game.canonical);
  assert.equal(row[2], `${seven.game.left_score} / ${seven.game.right_score}`);
  assert.equal(row[3], '=', 'the zero-sum table agrees');
  assert.equal(row[4], String(seven.game.birthday));
  assert.equal(row[5], seven.game.invertible ? 'yes' : 'no');
  // Every heap's scores are the zero-sum table's (the page's own table above).
  const table = await page.$$eval('#cs-table tbody tr', (rows) => rows.map((r) => `${r.children[1].textContent} / ${r.children[2].textContent}`));
  const scores = await page.$$eval('#scoring-heaps tbody tr', (rows) => rows.map((r) => r.children[2].textContent));
  assert.deepEqual(scores, table);
  // Equal heaps: G0, G1 and G6 are all 0 (the CLI says G6's form is 0).
  assert.equal(cli('2,3', 6).game.canonical, '0');
  const classes = await page.$$eval('#scoring-classes li', (li) => li.map((l) => l.textContent));
  assert.equal(classes[0], 'G0 = G1 = G6 = 0');
  assert.match((await heapRow(page, 6))[1], /= G0$/);
  // The table of sums: 10 × 10, symmetric; G0 + G7 is G7.
  const sums = await page.$$eval('#scoring-sums tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.title)));
  assert.equal(sums.length, 10);
  assert.ok(sums.every((r) => r.length === 10));
  assert.equal(sums[0][7], `G0 + G7: Ls = ${seven.game.left_score} (Left first), Rs = ${seven.game.right_score} (Right first); the sum equals G7`);
  assert.equal(sums[3][5].replace('G3 + G5', 'G5 + G3'), sums[5][3].replace('G3 + G5', 'G5 + G3'));
  assert.match(sums[7][7], /^G7 \+ G7: Ls = -?\d+ \(Left first\), Rs = -?\d+ \(Right first\)/);
  assert.deepEqual(await axeViolations(page, '#cs-scoring'), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('closed by default: no section job on first load; opening it writes scoring=1', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..9`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await page.$eval('#cs-scoring', (d) => d.open), false);
  assert.equal(await page.locator('#scoring-heaps').count(), 0);
  await page.click('#cs-scoring > summary');
  await page.waitForFunction(() => location.hash.includes('scoring=1'));
  await page.waitForSelector('#scoring-heaps tbody tr');
  assert.equal(await page.$$eval('#scoring-heaps tbody tr', (r) => r.length), 10);
  await page.click('#cs-scoring > summary');
  await page.waitForFunction(() => !location.hash.includes('scoring='));
  assert.equal(await page.locator('#scoring-heaps').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a range past the engine limit is cut and says so; too much work is refused by name', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=5&heaps=190..260&scoring=1`);
  await page.waitForSelector('#scoring-heaps tbody tr', { timeout: 60_000 });
  const notes = await page.$$eval('.scoring-note', (p) => p.map((x) => x.textContent));
  assert.equal(notes[0], 'Heaps 190..200 of the range 190..260: scoring forms stop at heap 200, the engine\'s limit.');
  await page.goto(`${env.base}/#/cs?s=1..20&heaps=0..200&scoring=1`);
  await page.waitForSelector('#cs-scoring .error', { timeout: 60_000 });
  const error = await page.$eval('#cs-scoring .error', (e) => e.textContent);
  assert.match(error, /over the limit of 4000000/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('screenshots at desktop and phone width', async () => {
  for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await openSection({ viewport });
    await page.$eval('#cs-scoring', (d) => d.scrollIntoView());
    await page.screenshot({ path: `/tmp/cs-scoring-${name}.png` });
    await page.locator('#cs-scoring').screenshot({ path: `/tmp/cs-scoring-${name}-section.png` });
    // Nothing of the section is wider than the page (its tables scroll in their own boxes).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
