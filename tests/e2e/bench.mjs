// In-browser benchmarks, as reported by the pages themselves (compute time in
// the worker): Cumulative Subtraction, all variants, heaps 0..9999999, S = {2,3,5};
// Bidding, S = {1}, TB = 50, 100, 200 until periodic; Domineering 5×5 and 4×6.
// Run: node tests/e2e/bench.mjs (after trunk build --release); ONLY=cs, bcs,
// domineering, load or longtasks runs one part (ONLY=domineering also times
// 5×6). `longtasks` gives the longest main-thread task of the views that
// used to freeze the tab (the functional tests assert no time).
import { startServer, launch } from './harness.mjs';

const RUNS = Number(process.env.RUNS || 5);
const ONLY = process.env.ONLY;
const want = (part) => !ONLY || ONLY === part;
const { server, base } = await startServer();
const browser = await launch();
const page = await browser.newPage();
async function median(hash, pattern) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    await page.goto(`${base}/${hash}`);
    await page.waitForSelector('#timing', { timeout: 120000 });
    const text = await page.textContent('#timing');
    times.push(Number(text.match(/in (\d+) ms/)[1]));
  }
  times.sort((a, b) => a - b);
  return [times[Math.floor(times.length / 2)], times];
}

if (want('cs')) {
  const [cs, csRuns] = await median('#/cs?s=2,3,5&heaps=9999999..9999999');
  console.log(`browser: cs all variants 10^7 heaps |S|=3: ${(cs / 1000).toFixed(3)} s (median of ${RUNS}; runs ${csRuns.join(', ')} ms)`);
}
// Bidding: cold (a fresh page and worker each run, so V8 runs much of a short
// job in its baseline compiler) and steady (one worker, after one run: what
// `cargo bench --bench bcs` measures natively, median of runs in one process).
async function steady(tb) {
  await page.goto('about:blank');
  const times = [];
  for (let i = 0; i <= RUNS; i++) {
    const rows = 2 + (i % 2); // alternate heaps 0..1 and 0..2: a new request each time
    await page.goto(`${base}/#/bcs?s=1&tb=${tb}&heaps=0..${rows - 1}&budgets=0..0`);
    await page.waitForFunction((n) => document.querySelectorAll('#bcs-table tbody tr').length === n
      && document.querySelector('#timing'), rows, { timeout: 120000 });
    const text = await page.textContent('#timing');
    if (i > 0) times.push(Number(text.match(/in (\d+) ms/)[1]));
  }
  times.sort((a, b) => a - b);
  return [times[Math.floor(times.length / 2)], times];
}
for (const tb of want('bcs') ? [50, 100, 200] : []) {
  const [t, runs] = await median(`#/bcs?s=1&tb=${tb}&heaps=0..1&budgets=0..0`);
  console.log(`browser: bcs S={1} TB=${tb} until periodic, cold: ${(t / 1000).toFixed(3)} s (median of ${RUNS}; runs ${runs.join(', ')} ms)`);
  const [w, wruns] = await steady(tb);
  console.log(`browser: bcs S={1} TB=${tb} until periodic, steady: ${(w / 1000).toFixed(3)} s (median of ${RUNS}; runs ${wruns.join(', ')} ms)`);
}
const boards = [['5×5', '.....|.....|.....|.....|.....'], ['4×6', '......|......|......|......']];
// 5×6 (about 3 s natively) only when asked for: the page's largest board.
if (ONLY === 'domineering') boards.push(['5×6', '......|......|......|......|......']);
for (const [name, board] of want('domineering') ? boards : []) {
  const [t, runs] = await median(`#/classical?domineering=${board}`);
  console.log(`browser: Domineering ${name} canonical form: ${(t / 1000).toFixed(3)} s (median of ${RUNS}; runs ${runs.join(', ')} ms)`);
}
// Cold load of a table page: bytes transferred (uncompressed, as served) and
// time to the first table, each in a fresh context: when the page paints it
// (its first contentful paint, taken once the table is in the page:
// navigation start → the table on screen), and when Playwright's polling sees
// it (from the goto call; adds Playwright's own latency).
const loads = [];
for (let i = 0; i < (want('load') ? RUNS : 0); i++) {
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('#cs-table tbody tr')) { window.__table = performance.now(); obs.disconnect(); }
    }).observe(document, { childList: true, subtree: true });
  });
  let bytes = 0;
  // Sizes as the network layer saw them (a body streamed into
  // WebAssembly.compileStreaming is not readable with response.body()).
  fresh.on('requestfinished', async (r) => { try { bytes += (await r.sizes()).responseBodySize; } catch {} });
  const start = Date.now();
  await fresh.goto(`${base}/#/cs?s=2,3&heaps=0..20`);
  await fresh.waitForSelector('#cs-table tbody tr', { timeout: 60000 });
  const seen = Date.now() - start;
  await fresh.waitForTimeout(300);
  const painted = await fresh.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return Math.round(fcp >= window.__table ? fcp : NaN);
  });
  loads.push([painted, seen, bytes]);
  await context.close();
}
const mid = (k) => loads.map((l) => l[k]).sort((a, b) => a - b)[Math.floor(loads.length / 2)];
if (want('load')) console.log(`browser: cold load of #/cs, first table painted: ${mid(0)} ms (median of ${RUNS}; runs ${loads.map((l) => l[0]).join(', ')} ms; NaN: painted before the table); seen by Playwright: ${mid(1)} ms (runs ${loads.map((l) => l[1]).join(', ')}); ${(mid(2) / 1e6).toFixed(2)} MB transferred`);
// The longest main-thread task while a heavy view arrives by a hash change,
// from a small view already loaded (the e2e tests hold the mechanisms:
// windowed tables, layered pictures, the refused bomb; this times them).
async function longestTask(from, to, ready) {
  const worst = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    await page.goto(`${base}/${from}`);
    await page.waitForSelector('main');
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
        .observe({ type: 'longtask' });
    });
    await page.evaluate((h) => { location.hash = h; }, to);
    await page.waitForFunction(ready, null, { timeout: 120000 });
    await page.waitForTimeout(300);
    worst.push(Math.round(Math.max(0, ...await page.evaluate(() => window.__long))));
  }
  worst.sort((a, b) => a - b);
  return [worst[Math.floor(worst.length / 2)], worst];
}
const heavy = [
  ['a 10⁶-cell bidding table', '#/bcs?s=1&tb=9&heaps=0..20&budgets=0..2', '#/bcs?s=1&tb=100&heaps=0..9000&budgets=0..2',
    () => document.querySelector('#bcs-table')?.getAttribute('aria-rowcount') === '9002'],
  ['the largest heap DAG', '#/tree?s=2,3&x=7', '#/tree?s=1..9999&x=10000&view=dag',
    () => document.querySelector('#tree-svg .svg-layers[data-complete]')],
];
for (const [what, from, to, ready] of want('longtasks') ? heavy : []) {
  const [t, runs] = await longestTask(from, to, ready);
  console.log(`browser: longest main-thread task, ${what}: ${t} ms (median of ${RUNS}; runs ${runs.join(', ')} ms)`);
}
await browser.close();
server.close();
