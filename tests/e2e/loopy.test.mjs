// Loopy games on #/classical (issue 38): an expression with `on`, `over`,
// named loops or `S & T` is reported by the loopy engine in the worker:
// canonical form, outcome with draws, the results by who starts, sides.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`, { viewport: { width: 1366, height: 900 } });
const rows = (page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll('#cgt-report tr')].map((tr) =>
    [tr.querySelector('th').innerText, tr.querySelector('td.value-text').innerText])));

test('#/classical?g=a{0|a} shows over, a stopper that Left wins', async () => {
  const page = await open(`#/classical?g=${encodeURIComponent('a{0|a}')}`);
  await page.waitForSelector('#cgt-report.loopy');
  const r = await rows(page);
  assert.equal(r['canonical form'], 'over');
  assert.equal(r.stopper, 'yes');
  assert.match(r.outcome, /^L: Left wins/);
  assert.deepEqual(await axeViolations(page, '#values'), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on + off is dud, a draw; a comparison of loopy games is true or false', async () => {
  const page = await open(`#/classical?g=${encodeURIComponent('on + off')}`);
  await page.waitForSelector('#cgt-report.loopy');
  const r = await rows(page);
  assert.equal(r['canonical form'], 'dud');
  assert.match(r.outcome, /^D: a draw/);
  assert.equal(r['Left first'], 'draw');
  await page.fill('#field-g', 'over + ^ == over');
  await page.waitForFunction(() => /is true/.test(document.querySelector('#verdict')?.innerText ?? ''));
  // The loopy engine is the script worker's: its refusal names the token
  // where the report would be.
  await page.fill('#field-g', 'a{0|b}');
  await page.waitForFunction(() => /`b`/.test(document.querySelector('#values')?.innerText ?? ''));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
