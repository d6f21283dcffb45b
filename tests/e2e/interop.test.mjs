// Issue 16 in the browser: Gambit .efg files (import, PSPE, Theorem 11, export)
// and the paper's searches run in the worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, tmpDir } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`);

test('seed 000 Figure 4 as a .efg file: PSPE 7→5→2→0 with payoffs (4,3), its tree and Theorem 11', async () => {
  const page = await open('#/efg?ex=figure4');
  await page.waitForSelector('#efg-play');
  assert.match(await page.textContent('#efg-play'), /payoffs \(4,3\)/);
  await page.waitForSelector('#efg-tree-svg svg g.node');
  // Theorem 11's one-heap game opens in the Cumulative Games editor and solves
  // to the same payoffs.
  const href = await page.getAttribute('#t11-link', 'href');
  assert.match(href, /^#\/games\?/);
  await page.click('#t11-link');
  // The result's frame shows "Computing…" first: wait for the answer itself.
  await page.waitForFunction(() => {
    const r = document.querySelector('#result');
    return !!r && !!r.querySelector('table') && !/Computing/.test(r.textContent);
  }, null, { timeout: 30000 });
  const text = await page.textContent('#result');
  assert.match(text, /\b4\b/);
  assert.match(text, /\b3\b/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a pasted file is solved; a chance node is refused naming its line; .efg export round-trips', async () => {
  const page = await open('#/efg?ex=three');
  await page.waitForSelector('#efg-play');
  const file = await page.inputValue('#field-efg');
  assert.match(file, /^EFG 2 R/);
  await page.fill('#field-efg', file.replace(/\np /, '\nc "chance" 1 "" { "a" 1/2 "b" 1/2 } 0\np '));
  await page.waitForSelector('#field-efg-error');
  assert.match(await page.textContent('#field-efg-error'), /line \d+/);
  await page.fill('#field-efg', file);
  await page.waitForSelector('.result-body:not(.stale) #efg-play');
  const dir = tmpDir();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-efg')]);
  const saved = path.join(dir, 'out.efg');
  await download.saveAs(saved);
  const exported = fs.readFileSync(saved, 'utf8');
  await page.fill('#field-efg', exported);
  await page.waitForSelector('.result-body:not(.stale) #efg-play');
  assert.equal(await page.inputValue('#field-efg'), exported);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('#/tree writes its extensive form as .efg', async () => {
  const page = await open('#/tree?s=2,3&x=7&mode=si');
  await page.waitForSelector('#tree-svg svg g.node');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-efg')]);
  const saved = path.join(tmpDir(), 't.efg');
  await download.saveAs(saved);
  assert.match(fs.readFileSync(saved, 'utf8'), /^EFG 2 R/);
  await page.context().close();
});

test('#/games writes any ruleset as .efg; #/efg solves the file to the same value', async () => {
  // wealth is no Cumulative Subtraction preset: the unfolder writes it.
  const page = await open('#/games?preset=wealth&x=4');
  await page.waitForSelector('#pspe-line');
  const value = (await page.textContent('.solution h2:has(+ #pspe-line)')).match(/value (\(.*\))/)[1].replace(/ /g, '');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-efg')]);
  const saved = path.join(tmpDir(), 'g.efg');
  await download.saveAs(saved);
  const text = fs.readFileSync(saved, 'utf8');
  assert.match(text, /^EFG 2 R/);
  await page.evaluate(() => { location.hash = '#/efg?ex=three'; });
  await page.waitForSelector('#field-efg');
  await page.fill('#field-efg', text);
  await page.waitForFunction((v) => document.querySelector('.result-body:not(.stale) #efg-play')?.textContent.includes(`payoffs ${v}`), value);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Observation 7: S = {3,5} friendly first differs at heap 14 (zero-sum 3 by 5, difference 2 by 3)', async () => {
  const page = await open('#/search?search=discrepancy&size=2&max=20&bound=600');
  await page.waitForSelector('#search-counts', { timeout: 60000 });
  const row = await page.$$eval('#discrepancy-friendly tbody tr', (trs) =>
    trs.map((r) => [...r.children].map((c) => c.textContent.trim())).find((c) => c[0] === '{3,5}'));
  assert.deepEqual([row[1], row[2], row[3], row[5], row[6]], ['14', '3', '{5}', '2', '{3}']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Pareto: S = {3,7} is first inefficient at heap 30, (15,15) over PSPE', async () => {
  const page = await open('#/search?search=pareto&size=2&max=7&heaps=0..30&strict=1');
  await page.waitForSelector('#search-counts', { timeout: 60000 });
  const rows = await page.$$eval('#pareto-table tbody tr', (trs) => trs.map((r) => [...r.children].map((c) => c.textContent.trim())));
  const first = rows.find((c) => c[0] === '{3,7}');
  assert.equal(first[1], '30');
  assert.equal(first[4], '(15,15)');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a large search shows progress and Cancel stops it', async () => {
  const page = await open('#/search?search=discrepancy&size=3&max=40&bound=2000');
  const progress = await page.waitForSelector('#progress, #search-counts, .error', { timeout: 30000 });
  if (await progress.getAttribute('id') === 'progress') {
    await page.click('#cancel');
    await page.waitForSelector('#result .cancelled');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
