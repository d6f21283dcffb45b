// Every ruleset of the registry, generically (issue 26): the gallery's card
// opens its permalink, which shows the board and the value the card gives;
// an edit on the board changes the position in the link and the value; and
// a game is played on the board to the end by clicking legal sites only.
// The list of rulesets comes from the page (the gallery's cards), so a new
// ruleset is covered without touching this file.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage } from './harness.mjs';

const env = await startServer();
const browser = await launch();
after(async () => { await browser.close(); env.server.close(); });

async function open(hash, [width, height] = [1366, 900]) {
  return openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
}

const squash = (s) => s.replace(/\s+/g, '');
const value = (page) => page.evaluate(() => document.querySelector('#cgt-report td.value-text')?.innerText ?? '');
const position = (page) => page.evaluate(() =>
  new URLSearchParams(decodeURIComponent(location.hash).split('?')[1] ?? '').get('position'));

async function cards() {
  const page = await open('#/gallery');
  await page.waitForSelector('#ruleset-cards .ruleset-card a.open');
  const all = await page.$$eval('#ruleset-cards .ruleset-card', (cs) => cs.map((c) => ({
    id: c.dataset.id,
    hash: c.querySelector('a.open')?.getAttribute('href'),
    value: c.querySelector('.ruleset-value code')?.textContent ?? '',
  })));
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return all;
}

const list = await cards();

test('the gallery has a card for each ruleset, the grid and strip games among them', () => {
  const ids = list.map((c) => c.id);
  for (const id of ['domineering', 'clobber', 'nim', 'cram', 'snort', 'col', 'konane', 'amazons']) {
    assert.ok(ids.includes(id), `${id} in ${ids.join()}`);
  }
  for (const c of list) assert.ok(c.hash?.startsWith('#/classical?game='), `${c.id}: ${c.hash}`);
});

for (const card of list) {
  // One page for both (a page load and its first computation are most of
  // either's cost): the link shows the board and the card's value, then an
  // edit changes the position in the link and the value.
  test(`${card.id}: the card's link shows the board and the card's value; an edit on the board changes the link and the value`, { timeout: 90_000 }, async () => {
    const page = await open(card.hash);
    await page.waitForSelector('#board svg.board');
    await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText, null, { timeout: 60_000 });
    // The card says "value (outcome)"; the report's value cell the value.
    assert.ok(squash(card.value).startsWith(squash(await value(page))), `${card.value} vs ${await value(page)}`);
    assert.ok(await page.locator('#board .site').count() > 0);
    const [v0, p0] = [await value(page), await position(page)];
    const moved = (before, timeout) => page.waitForFunction((p) =>
      new URLSearchParams(decodeURIComponent(location.hash).split('?')[1]).get('position') !== p,
    before, { timeout }).then(() => true, () => false);
    let changed = false;
    // Click the sites in turn (a cell can cycle through its states), until an
    // edit changes the value (a symmetric edit may leave it). A board whose
    // cells do not change by a click (a cake) grows by its tools instead.
    for (let i = 0; i < 24 && !changed; i++) {
      const before = await position(page);
      const sites = page.locator('#board .site');
      const n = await sites.count();
      // From the last site (a heap's top pebble takes one), backwards.
      if (n > 0) await sites.nth(n - 1 - (i % n)).click({ force: true, timeout: 5000 }).catch(() => {});
      if (!(await moved(before, 2000))) {
        // A click that only began an edit (a graph's new edge) waits for the next.
        const grow = page.locator('#board button[aria-label$="add a column"], #board button[aria-label$="one more"]');
        if (!(await grow.count())) continue;
        await grow.first().click();
        assert.ok(await moved(before, 5000), `neither a click nor the tools changed ${before}`);
      }
      changed = await page.waitForFunction((v) => {
        const t = document.querySelector('#cgt-report td.value-text')?.innerText;
        return t && t !== v;
      }, v0, { timeout: 1500 }).then(() => true, () => false);
    }
    assert.ok(changed, `no edit changed ${v0}`);
    assert.notEqual(await position(page), p0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`${card.id}: a game is played on the board to the end`, { timeout: 180_000 }, async () => {
    const page = await open(`${card.hash}&side=l`);
    await page.waitForSelector('#board svg.board');
    let clicks = 0;
    for (; clicks < 400; clicks++) {
      const state = await page.waitForFunction(() =>
        (document.querySelector('#play-summary') && 'over')
        || (document.querySelector('#board .site.legal') && 'move'), null, { timeout: 60_000 });
      if ((await state.jsonValue()) === 'over') break;
      await page.locator('#board .site.legal').first().click();
      await page.waitForTimeout(50);
    }
    assert.ok(clicks < 400, 'the game ended');
    assert.ok(clicks > 0, 'the visitor made a move');
    assert.ok((await page.locator('#play-log li').count()) > 0);
    assert.match(await page.locator('#play-summary').innerText(), /\S/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
