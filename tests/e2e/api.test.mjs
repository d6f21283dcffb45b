// The JavaScript API (pebbles.js): the README's example page computes in the page,
// and the module answers and refuses like the CLI.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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

// Issue 37: scripts are rulesets in `canonical` too, summed with built-in boards;
// the answers are `pebbles cgt --script cake=cutcake.rhai … --json`'s.
const SUM_JSON = {"canonical":"2","outcome":"L","left_stop":"2","right_stop":"2","mean":"2","temperature":"-1","birthday":2,"thermograph":{"left":[["-1","2"]],"right":[["-1","2"]]},"reduced":"2","atomic_weight":null,"atomic_weight_note":"`2` is not all-small","stopped":["misère outcome: stopped: the terms of the expression's misère outcome passed the limit of 50000"]};
const EXAMPLES = path.resolve(import.meta.dirname, '../../crates/games/src/classical/script/examples');

test('canonical names scripts next to the built-in rulesets, as the CLI does', async () => {
  const cake = fs.readFileSync(path.join(EXAMPLES, 'cutcake.rhai'), 'utf8');
  const kayles = fs.readFileSync(path.join(EXAMPLES, 'kayles.rhai'), 'utf8');
  const page = await openPage(browser, `${env.base}/api-example.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const out = await page.evaluate(async ([cake, kayles]) => {
    const api = await import('./pebbles.js');
    await api.default();
    const refuse = (f) => { try { f(); return null; } catch (e) { return e.message; } };
    const scripts = { cake };
    return {
      sum: api.canonical({ expr: 'cake[[[3, 5]]] + cutcake[2x5]', scripts }),
      zero: api.canonical({ expr: 'cake[[[2,3]]] + cutcake[2x3]', scripts }).canonical,
      same: api.canonical({ expr: 'cake[[[2,5]]] = cutcake[2x5]', scripts }),
      kayles: api.canonical({ game: 'k', position: '[5, 7]', scripts: { k: kayles } }),
      name: refuse(() => api.canonical({ expr: 'pie[[[1,2]]]', scripts })),
      builtIn: refuse(() => api.canonical({ expr: '0', scripts: { nim: cake } })),
      broken: refuse(() => api.canonical({ expr: '0', scripts: { bad: 'fn options(p {' } })),
      position: refuse(() => api.canonical({ game: 'cake', position: '[[2, x]]', scripts })),
      endless: refuse(() => api.canonical({ expr: 'x[1]', scripts: { x: 'fn options(p) { loop {} }' } })),
      field: refuse(() => api.canonical({ expr: '0', script: {} })),
    };
  }, [cake, kayles]);
  assert.deepEqual(out.sum, SUM_JSON);
  assert.equal(out.zero, '0');
  assert.deepEqual(out.same, { expression: 'cake[[[2,5]]] = cutcake[2x5]', result: true });
  assert.equal(out.kayles.canonical, '*6');
  assert.equal(out.kayles.grundy, 6);
  assert.match(out.name, /`pie`.*cake/);
  assert.match(out.builtIn, /^scripts: `nim`: is a built-in/);
  assert.match(out.broken, /^scripts: `bad`: .*line 1/);
  assert.match(out.position, /^position: `\[\[2, x\]\]`/);
  assert.match(out.endless, /operations/);
  assert.match(out.field, /script/);
  assert.deepEqual(page.errors, []);
});
