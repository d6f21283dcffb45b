// #/scoring (issue 40): guaranteed scoring games typed in the Scoring Games
// Calculator's notation, computed in the script worker. The page's values
// are checked against the CLI's `--json` (the `pebbles` binary: PEBBLES_BIN,
// else target/release or target/debug).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, axeViolations } from './harness.mjs';

const env = useBrowser({ before, after });
const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = process.env.PEBBLES_BIN
  || ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'pebbles')).find((f) => fs.existsSync(f));
const cli = (expr) => {
  assert.ok(BIN, 'no pebbles binary: cargo build --bin pebbles (or set PEBBLES_BIN)');
  return JSON.parse(execFileSync(BIN, ['scoring', '--expr', expr, '--json'], { encoding: 'utf8' }));
};
const SHOTS = process.env.SHOT_DIR || '/tmp';
const open = (hash, options) => openPage(env.browser, `${env.base}/${hash}`, options);
const link = (expr) => `#/scoring?expr=${encodeURIComponent(expr)}`;
const field = (page, key) => page.innerText(`#scoring-report dd[data-field="${key}"]`);

// Waits until the report shows `expr`'s canonical form `canonical`.
async function shows(page, canonical) {
  await page.waitForFunction((c) => document.querySelector('#scoring-report dd[data-field="canonical"]')?.innerText === c,
    canonical, { timeout: 60000 });
}

// The report's scores and birthday are the CLI's.
async function sameScores(page, want) {
  assert.match(await field(page, 'left_score'), new RegExp(`^${want.left_score} `));
  assert.match(await field(page, 'right_score'), new RegExp(`^${want.right_score} `));
  assert.match(await field(page, 'birthday'), new RegExp(`^${want.birthday} `));
}

test('the default view: the user guide\'s sum, as the CLI\'s --json; the JSON download is the CLI\'s', async () => {
  const page = await open('#/scoring');
  const expr = '<^-3|<2|1>> + <-3|^0>';
  assert.equal(await page.inputValue('#field-expr'), expr);
  const want = cli(expr);
  await shows(page, want.canonical);
  assert.equal(want.canonical, '<<^-6|^-1>|^2>');
  await sameScores(page, want);
  assert.equal(await page.getAttribute('#scoring-report', 'data-guaranteed'), 'true');
  assert.match(await field(page, 'guaranteed'), /^yes/);
  assert.match(await field(page, 'invertible'), /^no/);
  assert.equal(await page.title(), `Pebbles · Scoring play · ${expr}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#scoring-json')]);
  assert.equal(fs.readFileSync(await download.path(), 'utf8'), JSON.stringify(want));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an example link fills the field and computes it; a not-guaranteed example says where', async () => {
  const page = await open('#/scoring');
  await shows(page, '<<^-6|^-1>|^2>');
  const canonize = '<<2|2,<2|2>>,<1|1>|<<<^4|4>|<4|^4>>|-5>>';
  await page.click(`.scoring-examples a:has-text("${canonize}")`);
  const want = cli(canonize);
  await shows(page, want.canonical);
  assert.equal(want.canonical, '<^2|^4>');
  assert.equal(await page.inputValue('#field-expr'), canonize);
  assert.equal(decodeURIComponent(await page.evaluate(() => location.hash)), `#/scoring?expr=${canonize}`);
  await sameScores(page, want);
  await page.click('.scoring-examples a:has-text("<<4|-3>|^-2>")');
  await page.waitForSelector('#scoring-report[data-guaranteed="false"]');
  const bad = cli('<<4|-3>|^-2>');
  assert.equal(bad.guaranteed, false);
  assert.equal(await field(page, 'form'), bad.form);
  assert.ok((await field(page, 'guaranteed')).startsWith(`no, ${bad.reason}`));
  await sameScores(page, bad);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a typed sum and comparisons, on Compute; the permalink restores the view', async () => {
  const page = await open('#/scoring');
  await shows(page, '<<^-6|^-1>|^2>');
  // A sum (and a difference) typed, computed on Compute.
  const sum = '<1|-1> + <<3|0>|^3> - 2';
  await page.fill('#field-expr', sum);
  await page.click('#scoring-compute');
  const want = cli(sum);
  await shows(page, want.canonical);
  await sameScores(page, want);
  assert.equal(decodeURIComponent(await page.evaluate(() => location.hash)), `#/scoring?expr=${sum}`);
  // A comparison that fails, in words: 5 and <^-4|6> are confused.
  const ge = '5 >= <^-4|6>';
  await page.fill('#field-expr', ge);
  await page.press('#field-expr', 'Enter');
  await page.waitForSelector('#scoring-verdict[data-result="false"]');
  assert.equal(cli(ge).result, false);
  assert.equal(cli(ge).relation, 'confused');
  assert.equal(await page.innerText('#scoring-verdict'), `${ge}: false`);
  assert.match(await page.innerText('#scoring-words'), /^Asked: is the first ≥ the second\? No\. .*confused/);
  // One that holds: the embedding of normal play keeps 1 + (−1) = 0.
  const eq = 'hat(1) + hat(-1) == 0';
  await page.fill('#field-expr', eq);
  await page.click('#scoring-compute');
  await page.waitForSelector('#scoring-verdict[data-result="true"]');
  assert.equal(cli(eq).result, true);
  assert.match(await page.innerText('#scoring-words'), /Yes\. .*equal/);
  // The link restores the view exactly, in a new tab.
  const hash = await page.evaluate(() => location.hash);
  const again = await open(hash);
  await again.waitForSelector('#scoring-verdict[data-result="true"]');
  assert.equal(await again.inputValue('#field-expr'), eq);
  assert.equal(await again.innerText('#scoring-verdict'), await page.innerText('#scoring-verdict'));
  assert.equal(await again.evaluate(() => location.hash), hash);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(again.errors, []);
  await again.context().close();
  await page.context().close();
});

test('bad input is named by its token under the field; the work limit is named', async () => {
  const page = await open(link('<1|-1>'));
  await shows(page, '<1|-1>');
  const error = () => page.innerText('#field-expr-error');
  await page.fill('#field-expr', '<1|x>');
  await page.click('#scoring-compute');
  await page.waitForFunction(() => /`x`/.test(document.querySelector('#field-expr-error')?.innerText ?? ''));
  assert.match(await error(), /^expression: in `<1\|x>`, unexpected `x` at position 3/);
  assert.equal(await page.getAttribute('#field-expr', 'aria-invalid'), 'true');
  await page.fill('#field-expr', '<1|>');
  await page.click('#scoring-compute');
  await page.waitForFunction(() => /`>`.*empty side/.test(document.querySelector('#field-expr-error')?.innerText ?? ''));
  await page.fill('#field-expr', '<1/2|3>');
  await page.click('#scoring-compute');
  await page.waitForFunction(() => /`1\/2`.*integers/.test(document.querySelector('#field-expr-error')?.innerText ?? ''));
  // An empty field is refused before anything runs.
  await page.fill('#field-expr', '  ');
  await page.click('#scoring-compute');
  assert.match(await error(), /type a scoring game/);
  // Editing clears the message.
  await page.fill('#field-expr', '<2|-2>');
  assert.equal(await error(), '');
  // Seven small terms: the literal game alone is over the page's limit.
  const seven = ['<<1|2>,<3|4>|<5|6>,<7|8>>', '<^-3|<2|1>>', '<-3|^0>', '<<2|<1|0>>|<-1|-2>>',
    '<<5|<3|1>>,<4|2>|<-1|<-2|-6>>>', '<<1|^1>|<^-2|-2>>', '<<<3|1>|<0|-2>>|<<1|-1>|<-3|-5>>>'].join(' + ');
  await page.goto(`${env.base}/${link(seven)}`);
  await page.waitForSelector('#result .error.limit', { timeout: 60000 });
  assert.match(await page.innerText('#result .error.limit'), /building the literal game.*over the limit of 100000/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no axe violations; readable at 1366×900 and 390×844 without sideways scrolling', async () => {
  for (const [w, h] of [[1366, 900], [390, 844]]) {
    const page = await open(link('<^-3|<2|1>> - <-3|^0>'), { viewport: { width: w, height: h } });
    await shows(page, cli('<^-3|<2|1>> - <-3|^0>').canonical);
    assert.deepEqual(await axeViolations(page), []);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= w, `${wide} px wide at ${w}`);
    await page.screenshot({ path: `${SHOTS}/scoring-${w}.png`, fullPage: true });
    // A comparison's verdict too.
    await page.goto(`${env.base}/${link('5 <> <^-4|6>')}`);
    await page.waitForSelector('#scoring-verdict[data-result="true"]');
    assert.deepEqual(await axeViolations(page), []);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= w);
    await page.screenshot({ path: `${SHOTS}/scoring-compare-${w}.png`, fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
