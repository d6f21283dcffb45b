// In-browser benchmarks, as reported by the pages themselves (compute time in
// the worker): Cumulative Subtraction, all variants, heaps 0..9999999, S = {2,3,5};
// Bidding, S = {1}, TB = 50, 100, 200 until periodic.
// Run: node tests/e2e/bench.mjs (after trunk build --release).
import { startServer, launch } from './harness.mjs';

const RUNS = Number(process.env.RUNS || 5);
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

const [cs, csRuns] = await median('#/cs?s=2,3,5&heaps=9999999..9999999');
console.log(`browser: cs all variants 10^7 heaps |S|=3: ${(cs / 1000).toFixed(3)} s (median of ${RUNS}; runs ${csRuns.join(', ')} ms)`);
for (const tb of [50, 100, 200]) {
  const [t, runs] = await median(`#/bcs?s=1&tb=${tb}&heaps=0..1&budgets=0..0`);
  console.log(`browser: bcs S={1} TB=${tb} until periodic: ${(t / 1000).toFixed(3)} s (median of ${RUNS}; runs ${runs.join(', ')} ms)`);
}
await browser.close();
server.close();
