// Cumulative Games page: presets from permalinks, editing a reward formula,
// sums, Pareto, and bad formulas.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, cancelWhenRunning } from './harness.mjs';

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
  await page.waitForSelector('#reward-1-1-1');
  await page.fill('#reward-1-1-1', '2*a');
  await page.waitForFunction(() => [...document.querySelectorAll('#outcome tbody tr:first-child td')]
    .map((t) => t.textContent).join(',') !== '4,3');
  const hash = await page.evaluate(() => location.hash);
  await page.fill('#reward-1-1-1', '2*a+');
  const err = await page.textContent('#reward-1-1-1-error');
  assert.ok(err.length > 0, err);
  assert.equal(await page.evaluate(() => location.hash), hash, 'URL keeps the last valid ruleset');
  // The link restores the custom ruleset exactly.
  const page2 = await open(hash);
  assert.equal(await page2.inputValue('#reward-1-1-1'), '2*a');
  assert.deepEqual([...page.errors, ...page2.errors], []);
  await page.context().close();
  await page2.context().close();
});

test('a disjunctive sum of presets (§1.3) and a malformed link', async () => {
  const page = await open('#/games?sum=misere:4,squirrel:4');
  assert.ok((await page.locator('#pspe-line li').count()) > 0);
  // One move per line, naming the component; the misère heap's ±1 closes the sum.
  assert.match(await page.locator('#pspe-line li').first().innerText(), /from heap 2 \(squirrel\) → 2/);
  assert.match(await page.locator('#pspe-end').innerText(), /heap 1 \(misere\) at the end: utilities \(1, -1\)/);
  assert.match(await page.locator('#pspe-end').innerText(), /value = \(1, -1\) \+ \(2, 2\) = \(3, 1\)/);
  const boxes = await page.locator('#pspe-line li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().left));
  assert.equal(new Set(boxes).size, 1, 'one column, one move per line');
  await page.goto(`${env.base}/#/games?preset=nope&rules=%%%&x=-1`);
  await page.waitForSelector('#notices');
  const notice = await page.textContent('#notices');
  for (const p of ['preset', 'rules', 'x']) assert.ok(notice.includes(p), notice);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const tableRows = (page) => page.$$eval('#games-outcome-table tbody tr',
  (trs) => trs.map((tr) => tr.textContent.trim()).join('|'));

test('editing a reward-grid cell changes the outcome table over the heaps; bad input marks it stale', async () => {
  const page = await open('#/games?preset=squirrel&x=7');
  await page.waitForSelector('#games-outcome-table tbody tr');
  assert.match(await page.textContent('#rules-summary'), /\S/);
  assert.match(await page.textContent("#games-period"), /from heap 5 on the grounded values repeat every 6 heaps/);
  const before = await tableRows(page);
  // A preset's rules sit in a closed <details>: open it to edit a cell.
  if (!(await page.locator('#reward-1-1-2').isVisible())) await page.click('#rules-details summary');
  await page.fill('#reward-1-1-2', 'a');
  await page.waitForFunction((b) => [...document.querySelectorAll('#games-outcome-table tbody tr')]
    .map((tr) => tr.textContent.trim()).join('|') !== b, before);
  await page.fill('#reward-1-1-2', 'a+');
  assert.ok((await page.textContent('#reward-1-1-2-error')).length > 0);
  await page.waitForSelector('.result-body.stale');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a two-heap ruleset played from 4,4 names each heap in the play line', async () => {
  const page = await open('#/games?preset=squirrel&x=7');
  await page.selectOption('#rules-kind', 'custom');
  await page.waitForSelector('#field-json');
  const two = {
    name: 'two squirrels', players: 2,
    heaps: [
      { actions: [{ amounts: [2, 3] }], rewards: [['a', '0'], ['0', 'a']], utility: { kind: 'identity' } },
      { actions: [{ amounts: [1, 2] }], rewards: [['a', '0'], ['0', 'a']], utility: { kind: 'identity' } },
    ],
  };
  await page.fill('#field-json', JSON.stringify(two));
  await page.fill('#field-x', '4,4');
  await page.waitForFunction(() => location.hash.includes('x=4,4'));
  // As `pebbles game --rules two.json --heap 4,4`: (5,2), player 1 takes 3 from heap 1.
  await page.waitForFunction(() => [...document.querySelectorAll('#outcome tbody tr:first-child td')]
    .map((t) => t.textContent).join(',') === '5,2');
  const line = await page.textContent('#pspe-line');
  assert.ok(line.includes('heap 1') && line.includes('heap 2'), line);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('per-pair attitudes round-trip through the permalink', async () => {
  const page = await open('#/games?preset=squirrel&x=5');
  await page.selectOption('#rules-kind', 'custom');
  await page.waitForSelector('#rules-players');
  await page.fill('#rules-players', '3');
  await page.waitForSelector('#tie-1-3');
  await page.selectOption('#tie-1-3', 'friendly');
  await page.waitForFunction(() => document.querySelector('#tie-1-3')?.value === 'friendly');
  await page.waitForTimeout(300);
  const hash = await page.evaluate(() => location.hash);
  const page2 = await open(hash);
  await page2.waitForSelector('#tie-1-3');
  assert.equal(await page2.inputValue('#tie-1-3'), 'friendly');
  assert.equal(await page2.inputValue('#tie-1-2'), 'antagonistic');
  assert.deepEqual([...page.errors, ...page2.errors], []);
  await page.context().close();
  await page2.context().close();
});

// Issue 18 #5: a large game is solved a few positions at a time, with progress
// (the share of the work budget used); Cancel stops it and the next view computes.
// The game runs into the page's work limit after a second or two of one
// core: a click through Playwright can come after that (CI saw the button
// taken away by the limit's message mid-click), so the page clicks Cancel
// itself in the first frame that shows the job running, and a run that
// ended first all the same is started again, up to three times.
test('a large game shows progress; Cancel stops it and the next view computes', async () => {
  const page = await openPage(env.browser, `${env.base}/#/games?preset=wealth&x=10000`);
  let cancelled = false;
  for (let attempt = 1; attempt <= 3 && !cancelled; attempt++) {
    if (attempt > 1) await page.reload();
    const clicked = await cancelWhenRunning(page, {
      running: '#progress',
      text: 'Computing…',
      ended: '#result .error',
    });
    cancelled = clicked === true
      && await page.waitForSelector('#result .cancelled', { timeout: 10000 }).then(() => true, () => false);
    if (!cancelled) {
      // Only the work limit may have beaten the click.
      assert.match(await page.locator('#result .error').first().textContent(), /too much work for this page/);
    }
  }
  assert.ok(cancelled, 'three runs ended before Cancel was clicked');
  await page.evaluate(() => { location.hash = '#/games?preset=squirrel&x=7'; });
  await page.waitForSelector('.result-body:not(.stale) #outcome tbody tr', { timeout: 30000 });
  const first = await page.$$eval('#outcome tbody tr:first-child td', (tds) => tds.map((t) => t.textContent));
  assert.deepEqual(first, ['4', '3']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
