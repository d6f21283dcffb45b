// The JavaScript API (pebbles.js): the README's example page computes in the page,
// and the module answers and refuses like the CLI.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, SUBPATH } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

test('the example page shows values computed by pebbles.js', async () => {
  const page = await openPage(browser, `${env.base}${SUBPATH}api-example.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const rows = await page.$$eval('#cs tbody tr', (trs) => trs.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.equal(rows.length, 13);
  // S = {2,3}, Left starts: heap 0 scores nothing; heap 7 is worth 1
  // (by hand: 7 → take 3 → 4 → Right takes 3 → 1 ends, 3 − 3 = 0; 7 → take 2 → 5 →
  // Right's best is 3 → 2 → Left takes 2: 2 − 3 + 2 = 1).
  assert.deepEqual(rows[0].slice(0, 2), ['0', '0']);
  assert.deepEqual(rows[7].slice(0, 2), ['7', '1']);
  assert.equal(await page.textContent('#canonical'), '{3||2*|1*}');
  assert.equal(await page.textContent('#temperature'), '3/4');
  assert.equal(await page.textContent('#bcs'), 'period 2 from heap 7');
  const refused = await page.textContent('#refused');
  assert.match(refused, /^s: .*`x`/);
  assert.deepEqual(page.errors, []);
});

test('the module answers every solver and refuses bad input with the field named', async () => {
  const page = await openPage(browser, `${env.base}/api-example.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const out = await page.evaluate(async () => {
    const api = await import('./pebbles.js');
    await api.default();
    const refuse = (f) => { try { f(); return null; } catch (e) { return e.message; } };
    const game = api.solveGame({ preset: 'normal', heaps: 4 });
    return {
      cs: api.solveCs({ left: '1,2', right: [1], heaps: 5 }).zero_sum.left_starts,
      game: Object.keys(game).sort(),
      cmp: api.canonical('^ <= *'),
      unknown: refuse(() => api.solveCs({ s: [1], hepas: [0, 1] })),
      big: refuse(() => api.solveBcs({ s: [1], budget: 5000 })),
      preset: refuse(() => api.solveGame({ preset: 'nope', heaps: 1 })),
      expr: refuse(() => api.canonical('{1|?}')),
    };
  });
  assert.equal(out.cs.length, 1);
  assert.ok(out.game.length > 0);
  assert.deepEqual(out.cmp, { expression: '^ <= *', result: false });
  assert.match(out.unknown, /hepas/);
  assert.match(out.big, /budget/);
  assert.match(out.preset, /nope/);
  assert.match(out.expr, /\?/);
});
