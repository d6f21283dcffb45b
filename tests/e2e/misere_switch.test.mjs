// The misère switch of #/classical (issue 39): the report of a Nim and a
// Cram position leads with misère play when it is on, with the values of
// `pebbles cgt --misere --game ID --position POS --json` (the `pebbles`
// binary: PEBBLES_BIN, else target/release or target/debug); the link
// restores the switch; a partizan game shows its outcome only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = process.env.PEBBLES_BIN
  || ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'pebbles')).find((f) => fs.existsSync(f));
const misere = (game, position) => {
  assert.ok(BIN, 'no pebbles binary: cargo build --bin pebbles (or set PEBBLES_BIN)');
  return JSON.parse(execFileSync(BIN, ['cgt', '--misere', '--game', game, '--position', position, '--json'], { encoding: 'utf8' }));
};
const normal = (game, position) => JSON.parse(execFileSync(BIN, ['cgt', '--game', game, '--position', position, '--json'], { encoding: 'utf8' }));
const SHOTS = process.env.SHOT_DIR || '/tmp';
const open = (hash, options) => openPage(browser, `${env.base}/${hash}`, options);
const row = (page, name) => page.locator(`#cgt-report tr:has(th:text-is("${name}")) td.value-text`).innerText();
const field = (page, name) => page.locator(`#misere-rows tr[data-field="${name}"] td.value-text`).innerText();
const hash = (page) => decodeURIComponent(new URL(page.url()).hash);
// The misère section once both the report and the worker's canonical form are in.
const misereDone = async (page, canonical) => {
  await page.waitForFunction((c) => document.querySelector('#misere-rows tr[data-field="misère canonical form"] td.value-text')?.innerText === c,
    canonical, { timeout: 60000 });
};

test('the switch changes a Nim report: misère outcome, canonical form and genus as the CLI', async () => {
  const page = await open('#/classical?game=nim&position=3,5,7');
  await page.waitForSelector('#cgt-report');
  assert.equal(await page.locator('#misere-report').count(), 0);
  assert.equal(await page.isChecked('#misere-toggle'), false);
  const want = misere('nim', '3,5,7');
  assert.equal(want.misere_canonical, '*[6[421]]');
  await page.click('#misere-toggle');
  await misereDone(page, want.misere_canonical);
  assert.match(hash(page), /[?&]misere=1(&|$)/);
  assert.equal(await page.getAttribute('#misere-verdict', 'data-outcome'), want.misere_outcome);
  assert.match(await page.innerText('#misere-verdict'), /^N: the player to move wins/);
  assert.equal(await field(page, 'genus'), want.genus);
  assert.equal(await field(page, 'misère Grundy value'), String(want.misere_nim_value));
  assert.equal(await field(page, 'normal-play Grundy value'), String(want.nim_value));
  assert.deepEqual(await page.locator('#misere-first li').allInnerTexts(), ['Left moves first: Left wins', 'Right moves first: Right wins']);
  // The normal-play report follows, labelled so; no misère row in it.
  assert.match(await page.innerText('#normal-heading'), /Normal play/);
  assert.equal(await row(page, 'normal-play canonical form'), '*');
  assert.equal(await page.locator('#cgt-report th:text-is("misère outcome")').count(), 0);
  assert.match(await page.innerText('#board-value'), /^misère play: N: .* · normal-play value \* \(N\)$/);
  // Nim 1 + 1: P in normal play, N in misère play.
  await page.goto(`${env.base}/#/classical?game=nim&position=1,1&misere=1`);
  const ones = misere('nim', '1,1');
  await misereDone(page, ones.misere_canonical);
  assert.equal(normal('nim', '1,1').outcome, 'P');
  assert.equal(await page.getAttribute('#misere-verdict', 'data-outcome'), ones.misere_outcome);
  assert.equal(ones.misere_outcome, 'N');
  assert.match(await row(page, 'normal-play outcome'), /^P: /);
  // Off again: the plain report, the link without misere=.
  await page.click('#misere-toggle');
  await page.waitForSelector('#misere-report', { state: 'detached' });
  assert.doesNotMatch(hash(page), /misere/);
  assert.match(await row(page, 'misère outcome'), /^N: /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the switch changes a Cram report: * in normal play is a misère P-position', async () => {
  const page = await open('#/classical?game=cram&position=...|...');
  await page.waitForSelector('#cgt-report');
  const plain = normal('cram', '...|...');
  assert.equal(plain.canonical, '*');
  assert.match(await row(page, 'outcome'), /^N: /);
  const want = misere('cram', '...|...');
  assert.equal(want.misere_outcome, 'P');
  await page.click('#misere-toggle');
  await misereDone(page, want.misere_canonical);
  assert.equal(await page.getAttribute('#misere-verdict', 'data-outcome'), 'P');
  assert.match(await page.innerText('#misere-verdict'), /^P: the player to move loses/);
  assert.equal(await field(page, 'genus'), want.genus);
  assert.match(await page.innerText('#board-value'), /^misère play: P: /);
  assert.match(await page.innerText('#cgt-tree h2'), /normal-play canonical form/);
  // Another Cram board from the link: its own values.
  await page.goto(`${env.base}/#/classical?game=cram&position=..%23|...|...&misere=1`);
  const other = misere('cram', '..#|...|...');
  await misereDone(page, other.misere_canonical);
  assert.equal(await page.getAttribute('#misere-verdict', 'data-outcome'), other.misere_outcome);
  assert.equal(await field(page, 'genus'), other.genus);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the permalink restores the switch; a partizan game shows its outcome only; expressions as written', async () => {
  const page = await open('#/classical?game=nim&position=2,2&misere=1');
  await misereDone(page, misere('nim', '2,2').misere_canonical);
  assert.equal(await page.isChecked('#misere-toggle'), true);
  await page.reload();
  await misereDone(page, '*[2[2]]');
  assert.equal(await page.isChecked('#misere-toggle'), true);
  // Domineering: partizan, no job, the outcome from the solver.
  await page.goto(`${env.base}/#/classical?game=domineering&position=..|..&misere=1`);
  const dom = misere('domineering', '..|..');
  await page.waitForFunction((o) => document.querySelector('#misere-verdict')?.dataset.outcome === o, dom.misere_outcome);
  assert.match(await page.innerText('#misere-note'), /for impartial games/);
  assert.equal(await page.locator('#misere-rows').count(), 0);
  // An expression as written: *2 + *2 is 0 in normal play, *[2[2]] in misère play.
  await page.goto(`${env.base}/#/classical?g=*2%2B*2&misere=1`);
  await misereDone(page, '*[2[2]]');
  assert.equal(await row(page, 'normal-play canonical form'), '0');
  assert.equal(await page.getAttribute('#misere-verdict', 'data-outcome'), 'P');
  // A comparison has no misère report.
  await page.fill('#field-g', '^ <= *');
  await page.waitForSelector('#verdict');
  assert.match(await page.innerText('#misere-note'), /comparison/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no axe violations; 1366×900 and 390×844 without sideways scrolling', async () => {
  for (const [w, h] of [[1366, 900], [390, 844]]) {
    const page = await open('#/classical?game=nim&position=3,5,7&misere=1', { viewport: { width: w, height: h } });
    await misereDone(page, '*[6[421]]');
    assert.deepEqual(await axeViolations(page), []);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= w, `${wide} px wide at ${w}`);
    await page.screenshot({ path: `${SHOTS}/misere-switch-${w}.png`, fullPage: true });
    // A long misère form wraps inside the page.
    await page.goto(`${env.base}/#/classical?game=cram&position=....|....|....|....&misere=1`);
    await page.waitForSelector('#misere-rows tr[data-field="misère canonical form"]', { timeout: 60000 });
    const wider = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wider <= w, `${wider} px wide at ${w} with a long form`);
    assert.deepEqual(await axeViolations(page), []);
    await page.screenshot({ path: `${SHOTS}/misere-switch-cram-${w}.png`, fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
