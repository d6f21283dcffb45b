// #/misere (issue 39): misère quotients of octal games and misère canonical
// forms. The page's numbers are checked against the CLI's `--json` (the
// `pebbles` binary: PEBBLES_BIN, else target/release or target/debug).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer, launch, openPage, axeViolations, cancelWhenRunning } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = process.env.PEBBLES_BIN
  || ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'pebbles')).find((f) => fs.existsSync(f));
const cli = (...args) => {
  assert.ok(BIN, 'no pebbles binary: cargo build --bin pebbles (or set PEBBLES_BIN)');
  return execFileSync(BIN, args, { encoding: 'utf8' });
};
const SHOTS = process.env.SHOT_DIR || '/tmp';
const open = (hash, options) => openPage(browser, `${env.base}/${hash}`, options);
const order = async (page) => {
  await page.waitForSelector('#quotient-order[data-order]', { timeout: 60000 });
  return Number(await page.getAttribute('#quotient-order', 'data-order'));
};
const sup = (name) => name.replace(/\^(\d+)/g, (_, d) => [...d].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[c]).join(''));

test("#/misere?code=0.77 shows the quotient table and answers who wins 3 + 5 + 7: Kayles from its permalink, the fields, the order, the heaps and the sum as the CLI's --json", async () => {
  const page = await open('#/misere?code=0.77&heaps=12&sum=3+5+7');
  assert.equal(await page.inputValue('#field-code'), '0.77');
  assert.equal(await page.inputValue('#field-heaps'), '12');
  assert.equal(await page.inputValue('#field-sum'), '3+5+7');
  assert.equal(await page.inputValue('#field-g'), '*2+*2');
  const want = JSON.parse(cli('misere', '--quotient', '0.77', '--heaps', '12', '--json'));
  assert.equal(await order(page), want.order);
  assert.equal(want.order, 24);
  assert.match(await page.innerText('#quotient-order'), /has 24 elements/);
  for (const row of want.heap_table) {
    const el = await page.getAttribute(`#quotient-heaps tr[data-heap="${row.heap}"]`, 'data-element');
    assert.equal(el, row.element, `heap ${row.heap}`);
  }
  assert.equal(await page.innerText('#quotient-heaps tr[data-heap="7"] td.element'), sup(want.heap_table[7].element));
  assert.equal(await page.innerText('#quotient-p-portion'), `{${want.p_portion.map(sup).join(', ')}}`);
  // The JSON download is the CLI's, byte for byte.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#quotient-json')]);
  const body = fs.readFileSync(await download.path(), 'utf8');
  assert.equal(body.trim(), JSON.stringify(want));
  // Who wins 3 + 5 + 7.
  const sum = JSON.parse(cli('misere', '--quotient', '0.77', '--heaps', '12', '--sum', '3+5+7', '--json'));
  assert.equal(await page.getAttribute('#quotient-sum-verdict', 'data-outcome'), sum.outcome);
  assert.equal(await page.getAttribute('#quotient-sum-verdict', 'data-element'), sum.element);
  assert.equal(await page.locator('#quotient-sum .sum-steps li').count(), 3);
  assert.equal(await page.locator('#quotient-table tbody tr').count(), 24);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('published quotients: 0.75 is R₈, Dawson\'s Chess 0.137 and Dawson\'s Kayles 0.07 to heap 16 have 24 elements', async () => {
  const page = await open('#/misere?code=0.75&heaps=16&sum=2+2');
  assert.equal(await order(page), 8);
  assert.equal(await page.innerText('#quotient-presentation'), '⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩');
  assert.equal(await page.innerText('#quotient-p-portion'), '{a, b²}');
  assert.equal(await page.getAttribute('#quotient-sum-verdict', 'data-outcome'), 'P');
  assert.equal(await page.locator('#quotient-table tbody tr').count(), 8);
  for (const code of ['0.137', '0.07']) {
    await page.goto(`${env.base}/#/misere?code=${code}&heaps=16&sum=`);
    await page.waitForFunction((c) => document.querySelector('#quotient-heading')?.innerText.includes(c), code);
    await page.waitForSelector('#quotient-order[data-order="24"]', { timeout: 60000 });
    const want = JSON.parse(cli('misere', '--quotient', code, '--heaps', '16', '--json'));
    assert.equal(want.order, 24);
    assert.equal(await page.innerText('#quotient-p-portion'), `{${want.p_portion.map(sup).join(', ')}}`);
  }
  assert.match(await page.innerText('#not-reproduced'), /order 48 .* not reproduced/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a typed sum is answered; a bad code, heap or sum is named with its token', async () => {
  const page = await open('#/misere?code=0.75&heaps=16&sum=');
  assert.equal(await order(page), 8);
  assert.equal(await page.locator('#quotient-sum').count(), 0);
  await page.fill('#field-sum', '1+2+3');
  await page.waitForSelector('#quotient-sum-verdict');
  const want = JSON.parse(cli('misere', '--quotient', '0.75', '--heaps', '16', '--sum', '1+2+3', '--json'));
  await page.waitForFunction((o) => document.querySelector('#quotient-sum-verdict')?.dataset.outcome === o, want.outcome);
  await page.fill('#field-sum', '3+x');
  assert.match(await page.innerText('#field-sum-error'), /`x`/);
  await page.fill('#field-sum', '3+17');
  assert.match(await page.innerText('#field-sum-error'), /`17`.*raise the heap bound/);
  await page.fill('#field-code', '0.7G');
  assert.match(await page.innerText('#field-code-error'), /`G`/);
  await page.fill('#field-heaps', '41');
  assert.match(await page.innerText('#field-heaps-error'), /41/);
  await page.goto(`${env.base}/#/misere?code=0.9Z&heaps=8&sum=3+q`);
  await page.waitForSelector('#notices');
  const notices = await page.innerText('#notices');
  assert.match(notices, /code[\s\S]*`Z`/);
  assert.match(notices, /sum[\s\S]*`q`/);
  assert.equal(await page.inputValue('#field-code'), '0.77');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a quotient past the page\'s limit of positions is refused naming the limit; Cancel stops a run', async () => {
  const page = await open('#/misere?code=0.77&heaps=14&sum=');
  await page.waitForSelector('#progress .progress-note', { timeout: 30000 });
  assert.match(await page.innerText('#progress .progress-note'), /positions evaluated/);
  await page.waitForSelector('#quotient .error.limit', { timeout: 120000 });
  assert.match(await page.innerText('#quotient .error.limit'), /positions of the brute force.*limit of 1000000/);
  await page.goto(`${env.base}/#/misere?code=0.77&heaps=13&sum=`);
  const clicked = await cancelWhenRunning(page, {
    running: '#progress #cancel',
    ended: '#quotient table',
  });
  assert.equal(clicked, true, 'the quotient ended before Cancel was clicked');
  await page.waitForSelector('#quotient .cancelled');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('misère canonical forms, outcomes, genus and equality, as pebbles cgt --misere', async () => {
  const page = await open('#/misere?code=0.75&heaps=8&g=' + encodeURIComponent('*2+*2'));
  const field = (name) => page.innerText(`#form-report dd[data-field="${name}"]`);
  await page.waitForSelector('#form-report');
  assert.equal(await field('misère canonical'), '*[2[2]]');
  assert.equal(await field('genus'), '0^02');
  assert.match(await field('misère outcome'), /^P /);
  const want = JSON.parse(cli('cgt', '--misere', '--expr', '*[2#1]', '--json'));
  await page.fill('#field-g', '*[2#1]');
  await page.waitForFunction((c) => document.querySelector('#form-report dd[data-field="misère canonical"]')?.innerText === c, want.misere_canonical);
  assert.equal(await field('genus'), want.genus);
  await page.fill('#field-g', '* + * == 0');
  await page.waitForFunction(() => document.querySelector('#form-report dd[data-field="comparison"]')?.innerText.endsWith('true'));
  await page.fill('#field-g', '*2 + *2 == 0');
  await page.waitForFunction(() => document.querySelector('#form-report dd[data-field="comparison"]')?.innerText.endsWith('false'));
  await page.click('.form-examples a:has-text("*[[2]]")');
  await page.waitForFunction(() => document.querySelector('#form-report dd[data-field="misère canonical"]')?.innerText === '*[2#]');
  assert.equal(await page.inputValue('#field-g'), '*[[2]]');
  assert.match(await field('misère outcome'), /^P /);
  // The worker's refusal of a token is under the field, as on the other
  // pages; the panel points to it.
  await page.fill('#field-g', '*2 + q');
  await page.waitForFunction(() => /`q`/.test(document.querySelector('#field-g-error')?.innerText ?? ''));
  assert.match(await page.innerText('#field-g-error'), /in `\*2 \+ q`, `q` at position 5/);
  assert.equal(await page.getAttribute('#field-g', 'aria-invalid'), 'true');
  await page.waitForSelector('#form-error-pointer');
  assert.equal(await page.locator('#forms .error').count(), 0);
  // Corrected, the message goes and the answer comes.
  await page.fill('#field-g', '*2 + *');
  await page.waitForSelector('#form-report');
  assert.equal(await page.locator('#field-g-error').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no axe violations; screenshots at 1366×900 and 390×844 without sideways scrolling', async () => {
  for (const [w, h] of [[1366, 900], [390, 844]]) {
    const page = await open('#/misere?code=0.77&heaps=8&sum=3+5+7', { viewport: { width: w, height: h } });
    assert.equal(await order(page), 12);
    await page.waitForSelector('#form-report');
    assert.equal(await page.title(), 'Pebbles · Misère · 0.77, heaps 1..8');
    assert.deepEqual(await axeViolations(page), []);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= w, `${wide} px wide at ${w}`);
    await page.screenshot({ path: `${SHOTS}/misere-${w}.png`, fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
