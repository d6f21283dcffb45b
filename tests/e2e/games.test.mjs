// Cumulative Games page: presets from permalinks, editing a reward formula,
// sums, Pareto, and bad formulas.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './harness.mjs';

const env = useBrowser({ before, after });

async function open(hash) {
  const page = await openPage(env.browser, `${env.base}/${hash}`);
  await page.waitForSelector('#outcome tbody tr', { timeout: 60000 });
  return page;
}

test('a preset permalink shows the outcome matrix and the PSPE line', async () => {
  const page = await open('#/games?preset=squirrel&x=7');
  const first = await page.$$eval('#outcome tbody tr:first-child td', (tds) => tds.map((t) => t.textContent));
  assert.deepEqual(first, ['4', '3'], 'Figure 4: (4,3)');
  assert.equal(await page.locator('#pspe-line li').count(), 3);
  assert.ok(await page.locator('#tree-link').count() === 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Example 5: the tragedy preset from 100 is not Pareto efficient', async () => {
  const page = await open('#/games?preset=tragedy&x=100');
  const text = await page.textContent('#pareto');
  assert.ok(text.includes('Not Pareto efficient') && text.includes('(60, 40)'), text);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('editing a reward formula updates the URL and the result; a bad formula is named', async () => {
  const page = await open('#/games?preset=squirrel&x=7');
  await page.selectOption('#rules-kind', 'custom');
  await page.waitForFunction(() => location.hash.includes('rules='));
  await page.waitForSelector('#field-reward-1-1');
  await page.fill('#field-reward-1-1', '2*a');
  await page.waitForFunction(() => [...document.querySelectorAll('#outcome tbody tr:first-child td')]
    .map((t) => t.textContent).join(',') !== '4,3');
  const hash = await page.evaluate(() => location.hash);
  await page.fill('#field-reward-1-1', '2*a+');
  const err = await page.textContent('#field-reward-1-1-error');
  assert.ok(err.length > 0, err);
  assert.equal(await page.evaluate(() => location.hash), hash, 'URL keeps the last valid ruleset');
  // The link restores the custom ruleset exactly.
  const page2 = await open(hash);
  assert.equal(await page2.inputValue('#field-reward-1-1'), '2*a');
  assert.deepEqual([...page.errors, ...page2.errors], []);
  await page.context().close();
  await page2.context().close();
});

test('a disjunctive sum of presets (§1.3) and a malformed link', async () => {
  const page = await open('#/games?sum=misere:4,squirrel:4');
  assert.ok((await page.locator('#pspe-line li').count()) > 0);
  await page.goto(`${env.base}/#/games?preset=nope&rules=%%%&x=-1`);
  await page.waitForSelector('#notices');
  const notice = await page.textContent('#notices');
  for (const p of ['preset', 'rules', 'x']) assert.ok(notice.includes(p), notice);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
