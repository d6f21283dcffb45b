// Issue 17, the gallery: #/gallery shows one card per catalogue entry, and
// every entry's permalink shows the values its card promises. The list is
// tests/e2e/gallery.json, written by `PEBBLES_BLESS=1 cargo test --test gallery`
// from src/view_model/gallery (whose values tests/gallery.rs checks against
// the solvers, and which fails when this file is stale).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, axeViolations } from './harness.mjs';

const env = useBrowser({ before, after });
const catalogue = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'gallery.json'), 'utf8'));
// The number of cards: a lost entry fails here, natively and in the browser.
const EXPECTED = 42;
const squash = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
const cardCount = (page, n) =>
  page.waitForFunction((k) => document.querySelectorAll('.gallery-card').length === k, n, { timeout: 10000 });

test('the gallery has one card per entry, each with a preview, its citation, Open and its misprints', async () => {
  assert.equal(catalogue.count, EXPECTED);
  assert.equal(catalogue.entries.length, EXPECTED);
  const page = await openPage(env.browser, `${env.base}/#/gallery`);
  await page.waitForSelector('#gallery .gallery-card');
  assert.equal(await page.locator('#gallery .gallery-card').count(), EXPECTED);
  for (const e of catalogue.entries) {
    const card = page.locator(`.gallery-card[data-id="${e.id}"]`);
    assert.equal(await card.count(), 1, e.id);
    assert.equal(await card.locator('a.open').getAttribute('href'), e.hash, e.id);
    // Issue 29: papers named by their authors, not by seed numbers.
    assert.match(squash(await card.locator('.citation').textContent()),
      /^(Larsson, Meir & Zick|Larsson, Patel & Rai|CGT lecture notes|Edixhoven & Kosters|Impartial games slides)[ ,]/, e.id);
    assert.ok((await card.locator('.thumb > *').count()) >= 1, `${e.id}: preview`);
    assert.equal(await card.locator('.thumb .hint').count(), 0, `${e.id}: preview failed`);
  }
  // A misprint: printed, correct and the hand computation, from the paper corrections.
  const ex2 = squash(await page.locator('.gallery-card[data-id="s000-example-2"] .misprint').textContent());
  assert.match(ex2, /printed 0, correct 1/);
  assert.match(ex2, /max\(−1 \+ 2, −2 \+ 3\) = 1/);
  assert.equal(await page.locator('.gallery-card[data-id="s000-example-1"] .misprint').count(), 0);
  assert.ok((await page.locator('.gallery-card .misprint').count()) >= 10);
  // Previews are drawn from the solvers: Example 1's first rows.
  const thumb = squash(await page.locator('.gallery-card[data-id="s000-example-1"] .thumb').textContent());
  assert.match(thumb, /\(3, 2\)/);
  // Filter by seed, then all again.
  await page.click('.gallery-seed:has-text("Player preferences")');
  await cardCount(page, catalogue.entries.filter((e) => e.id.startsWith('s003-')).length);
  assert.equal(await page.locator('.gallery-card:not([data-seed="003"])').count(), 0);
  assert.match(await page.evaluate(() => location.hash), /^#\/gallery\?seed=003$/);
  await page.click('.gallery-seed:has-text("All")');
  await cardCount(page, EXPECTED);
  assert.equal(await page.evaluate(() => location.hash), '#/gallery');
  assert.deepEqual(await axeViolations(page), []);
  // Open follows the permalink.
  await page.click('.gallery-card[data-id="s000-example-1"] a.open');
  await page.waitForSelector('#cs-table tbody tr');
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /s=2,3&heaps=0\.\.9/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a gallery link can open on one paper', async () => {
  const page = await openPage(env.browser, `${env.base}/#/gallery?seed=001`);
  await page.waitForSelector('.gallery-card');
  const n1 = catalogue.entries.filter((e) => e.id.startsWith('s001-')).length;
  assert.equal(await page.locator('.gallery-card').count(), n1);
  assert.equal(await page.getAttribute('.gallery-seed[aria-pressed="true"]', 'aria-pressed'), 'true');
  assert.match(await page.textContent('.gallery-seed[aria-pressed="true"]'), /^001 /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('About links the gallery, and each page links its entries', async () => {
  const page = await openPage(env.browser, `${env.base}/#/about`);
  await page.waitForSelector('.about');
  assert.equal(await page.getAttribute('#about-gallery', 'href'), '#/gallery');
  assert.equal(await page.locator('nav a[href^="#/gallery"]').count(), 1);
  await page.evaluate(() => { location.hash = '#/bcs?s=1&tb=5&heaps=0..12'; });
  await page.waitForSelector('#bcs-table tbody tr');
  const links = page.locator('.gallery-links a');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.equal(hrefs[0], '#/gallery');
  const bcs = catalogue.entries.filter((e) => e.hash.startsWith('#/bcs')).map((e) => e.hash);
  assert.deepEqual(hrefs.slice(1), bcs);
  await links.nth(1).click();
  await page.waitForSelector('#bcs-matrix');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('every entry opens on the values its card promises', async () => {
  for (const e of catalogue.entries) {
    // A fresh page each time, so no dimmed earlier result can match.
    const page = await openPage(env.browser, `${env.base}/${e.hash}`);
    try {
      assert.equal(await page.locator('#notices').count(), 0, `${e.id}: the permalink has notices`);
      for (const c of e.checks) {
        const where = `${e.id}: ${c.selector}`;
        if (c.mode === 'count') {
          const n = Number(c.text);
          await page.waitForFunction(([sel, k]) => document.querySelectorAll(sel).length === k,
            [c.selector, n], { timeout: 60000 }).catch(() => {});
          assert.equal(await page.locator(c.selector).count(), n, where);
          continue;
        }
        await page.waitForSelector(c.selector, { state: 'attached', timeout: 60000 });
        const text = squash(await page.locator(c.selector).first().textContent());
        if (c.mode === 'text') assert.equal(text, squash(c.text), where);
        else assert.ok(text.includes(squash(c.text)), `${where}: «${text}» lacks «${c.text}»`);
      }
      assert.deepEqual(page.errors, [], e.id);
    } finally {
      await page.context().close();
    }
  }
});

test('the games on boards: a card per ruleset, its position drawn and solved, Open plays it', async () => {
  const page = await openPage(env.browser, `${env.base}/#/gallery`);
  await page.waitForSelector('#ruleset-cards .ruleset-card');
  const ids = await page.$$eval('#ruleset-cards .ruleset-card', (cs) => cs.map((c) => c.dataset.id));
  assert.ok(ids.includes('domineering') && ids.includes('clobber') && ids.includes('nim'), ids.join());
  const nim = page.locator('.ruleset-card[data-id="nim"]');
  assert.equal(squash(await nim.locator('.ruleset-value code').textContent()), '*2 (N)');
  assert.equal(await nim.locator('.thumb svg circle').count(), 12);
  await nim.locator('a.open').click();
  await page.waitForSelector('#board svg.board');
  await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText === '*2');
  // A paper's filter shows its cards only.
  await page.goto(`${env.base}/#/gallery?seed=001`);
  await page.waitForSelector('#gallery .gallery-card');
  assert.equal(await page.locator('#ruleset-cards').count(), 0);
  assert.deepEqual(page.errors, []);
});

// Issue 38: the loopy rulesets' cards (their values are the script
// worker's, written in the catalogue and checked natively against its job):
// what a draw is, each card's value, and Open shows that value on the page.
const rowsOf = (page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll('#cgt-report tr')].map((tr) =>
    [tr.querySelector('th').innerText, tr.querySelector('td.value-text').innerText])));

for (const [width, height] of [[1366, 900], [390, 844]]) {
  test(`${width}×${height}: the loopy games' cards say what a draw is, axe clean`, async () => {
    const page = await openPage(env.browser, `${env.base}/#/gallery`, { viewport: { width, height } });
    await page.waitForSelector('#loopy-cards .ruleset-card');
    const ids = await page.$$eval('#loopy-cards .ruleset-card', (cs) => cs.map((c) => c.dataset.id));
    assert.deepEqual(ids, ['backsliding-toads-and-frogs', 'fox-and-geese', 'ceylonese-fox-and-geese']);
    assert.match(squash(await page.textContent('#loopy-cards > p.hint')), /draw \(outcome D\)/);
    const btf = page.locator('.ruleset-card[data-id="backsliding-toads-and-frogs"]');
    assert.equal(squash(await btf.locator('.ruleset-value code').textContent()), 'dud (D)');
    assert.match(squash(await btf.locator('.ruleset-about').textContent()), /^A draw whoever starts/);
    assert.ok((await btf.locator('.thumb svg').count()) === 1);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'sideways scroll');
    await page.locator('#loopy-cards').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/gallery-loopy-${width}.png` });
    assert.deepEqual(await axeViolations(page, '#loopy-cards'), []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('each loopy card opens on the value it promises, D for the draw', async () => {
  const page = await openPage(env.browser, `${env.base}/#/gallery`);
  await page.waitForSelector('#loopy-cards .ruleset-card');
  const cards = await page.$$eval('#loopy-cards .ruleset-card', (cs) => cs.map((c) => ({
    id: c.dataset.id,
    href: c.querySelector('a.open').getAttribute('href'),
    value: c.querySelector('.ruleset-value code').innerText.trim(),
  })));
  await page.context().close();
  assert.equal(cards.length, 3);
  assert.ok(cards.some((c) => / \(D\)$/.test(c.value)), 'a draw among them');
  for (const c of cards) {
    const p = await openPage(env.browser, `${env.base}/${c.href}`);
    try {
      await p.waitForSelector('#cgt-report.loopy', { timeout: 120000 });
      const r = await rowsOf(p);
      const withValue = /^(.*) \(([A-Z]+)\)$/.exec(c.value);
      const code = withValue ? withValue[2] : /^outcome ([A-Z]+)$/.exec(c.value)[1];
      if (withValue) assert.equal(r['canonical form'], withValue[1], c.id);
      assert.ok(r.outcome.startsWith(`${code}: `), `${c.id}: ${r.outcome}`);
      if (code === 'D') assert.match(r.outcome, /a draw/);
      assert.deepEqual(p.errors, [], c.id);
    } finally {
      await p.context().close();
    }
  }
});
