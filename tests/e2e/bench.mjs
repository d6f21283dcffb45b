// In-browser benchmark: time the worker takes to solve Cumulative Subtraction
// (all variants) for heaps 0..9999999 (10^7 heaps), S = {2,3,5}, as reported
// by the page itself. Run: node tests/e2e/bench.mjs (after trunk build --release).
import { startServer, launch } from './harness.mjs';

const RUNS = Number(process.env.RUNS || 5);
const { server, base } = await startServer();
const browser = await launch();
const page = await browser.newPage();
const times = [];
for (let i = 0; i < RUNS; i++) {
  await page.goto('about:blank');
  await page.goto(`${base}/#/cs?s=2,3,5&heaps=9999999..9999999`);
  await page.waitForSelector('#timing', { timeout: 120000 });
  const text = await page.textContent('#timing');
  times.push(Number(text.match(/in (\d+) ms/)[1]));
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`browser: cs all variants 10^7 heaps |S|=3: ${(median / 1000).toFixed(3)} s (median of ${RUNS}; runs ${times.join(', ')} ms)`);
await browser.close();
server.close();
