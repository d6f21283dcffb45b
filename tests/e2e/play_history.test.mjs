// The Play panel's value-history chart (issue 42, "Print the game"): one
// point per position, each carrying the value the move list and the
// position line show; it follows Undo; it fits a laptop and a phone, and
// axe finds nothing to fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash, [width, height] = [1366, 900]) =>
  openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
const logCount = (page, n, timeout = 30000) => page.waitForFunction(
  (k) => document.querySelectorAll('#play-log li').length === k, n, { timeout });

// The values the move list shows: the start's (before move 1), then the
// value after each move (`(value X → Y).`).
const shownValues = async (page) => {
  const lines = await page.locator('#play-log li').allInnerTexts();
  const after = (line) => {
    const from = line.indexOf(' (value ') + ' (value '.length;
    const arrow = line.indexOf(' → ', from);
    return [line.slice(from, arrow), line.slice(arrow + 3, line.indexOf(').', arrow + 3))];
  };
  const pairs = lines.map(after);
  return pairs.length ? [pairs[0][0], ...pairs.map((p) => p[1])] : [];
};
const points = (page) => page.locator('#play-history-chart circle.history-point').evaluateAll((cs) =>
  cs.map((c) => ({ ply: c.dataset.ply, value: c.dataset.value, title: c.querySelector('title').textContent })));

for (const [width, height] of [[1366, 900], [390, 844]]) {
  test(`a Domineering game's chart has a point per position with the values the log shows at ${width}×${height}`, async () => {
    const page = await open('#/classical?game=domineering&position=....|....|....&side=l', [width, height]);
    await page.waitForSelector('#board .site.legal');
    await page.waitForSelector('#play-history-chart svg');
    assert.equal(await page.locator('#play-history-title').innerText(), 'Value after each move');
    // Before a move: the start alone, its value the position line's.
    const start = await points(page);
    assert.equal(start.length, 1);
    assert.ok((await page.locator('.play-position').innerText()).endsWith(`value ${start[0].value}`));
    await page.locator('#board .site.legal').first().click();
    await logCount(page, 2);
    await page.waitForSelector('#board .site.legal');
    await page.locator('#board .site.legal').first().click();
    await logCount(page, 4);
    await page.waitForFunction(() => document.querySelectorAll('#play-history-chart circle.history-point').length === 5);
    const shown = await shownValues(page);
    const drawn = await points(page);
    assert.equal(drawn.length, 5, 'one point per position');
    assert.deepEqual(drawn.map((p) => p.value), shown);
    assert.deepEqual(drawn.map((p) => p.ply), ['0', '1', '2', '3', '4']);
    for (const p of drawn) assert.ok(p.title.includes(`value ${p.value}`), p.title);
    assert.ok((await page.locator('.play-position').innerText()).endsWith(`value ${drawn[4].value}`));
    // The chart fits: nothing scrolls sideways, its text at least 10 px on screen.
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `scrolls sideways by ${sideways} px`);
    const smallest = await page.locator('#play-history-chart svg text').evaluateAll((ts) =>
      Math.min(...ts.map((t) => t.getBoundingClientRect().height).filter((h) => h > 0)));
    assert.ok(smallest >= 10, `text ${smallest} px high`);
    const box = await page.locator('#play-history-chart svg').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= width, JSON.stringify(box));
    // Undo takes the round back: three points.
    await page.locator('#play-undo').click();
    await page.waitForFunction(() => document.querySelectorAll('#play-history-chart circle.history-point').length === 3);
    assert.deepEqual((await points(page)).map((p) => p.value), await shownValues(page));
    assert.deepEqual(await axeViolations(page), []);
    if (process.env.SHOTS) {
      await page.locator('.play-history').screenshot({ path: `${process.env.SHOTS}/play-history-${width}.png` });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a Cumulative Subtraction game plots its scores; Clobber says why it has no chart', async () => {
  const page = await open('#/cs?s=2,3&x=10&side=l&moves=2,3');
  await page.waitForSelector('#play-history-chart circle.history-point');
  const drawn = await points(page);
  assert.equal(drawn.length, 3);
  assert.deepEqual(drawn.map((p) => p.value), await shownValues(page));
  assert.deepEqual(page.errors, []);
  await page.context().close();
  const clobber = await open('#/clobber?board=1,2,3,2,1,3&side=2&moves=a1-b1');
  await clobber.waitForSelector('.play-history p.hint');
  assert.match(await clobber.locator('.play-history p.hint').innerText(), /not one number/);
  assert.equal(await clobber.locator('#play-history-chart').count(), 0);
  await clobber.context().close();
});

// A board over the main thread's limit: the compute worker plays it and
// sends the values with each replay.
test('a board the worker plays has its chart too, one point per position', async () => {
  const page = await open('#/classical?game=domineering&position=.....|.....|.....|.....|.....&side=l');
  await page.waitForSelector('#board .site.legal', { timeout: 90000 });
  await page.waitForSelector('#play-history-chart circle.history-point', { timeout: 90000 });
  assert.equal(await page.locator('#play-history-chart circle.history-point').count(), 1);
  await page.locator('#board .site.legal').first().click();
  await logCount(page, 2, 90000);
  await page.waitForFunction(() => document.querySelectorAll('#play-history-chart circle.history-point').length === 3,
    null, { timeout: 90000 });
  assert.deepEqual((await points(page)).map((p) => p.value), await shownValues(page));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
