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

// A loopy ruleset on the page: its position valued in the script worker,
// then played by clicks on the board against the computer, to the end.
const played = async (page, limit = 200) => {
  let clicks = 0;
  for (; clicks < limit; clicks++) {
    const state = await page.waitForFunction(() =>
      (document.querySelector('#play-summary') && 'over')
      || (document.querySelector('#play .site.legal') && 'move'), null, { timeout: 60000 });
    if ((await state.jsonValue()) === 'over') break;
    await page.locator('#play .site.legal').first().click();
    await page.waitForTimeout(50);
  }
  return clicks;
};

test('Fox and Geese 4 wide is over; played by clicks as the fox, the geese win', async () => {
  const board = '.x.x|....|....|o...';
  const page = await open(`#/classical?game=fox-and-geese&position=${encodeURIComponent(board)}&side=r`);
  await page.waitForSelector('#cgt-report.loopy');
  const r = await rows(page);
  assert.equal(r['canonical form'], 'over');
  assert.match(r.outcome, /^L: Left wins/);
  assert.equal(r.positions, '160');
  const clicks = await played(page);
  assert.ok(clicks > 0 && clicks < 200, `${clicks} clicks`);
  // The geese (Left, the computer) trap the fox: a win, within the remoteness.
  assert.match(await page.locator('#play-summary').innerText(), /Right cannot move, so Left wins/);
  const log = await page.locator('#play-log li').allInnerTexts();
  assert.match(log[0], /^1\. Left moved a goose [a-d]\d–[a-d]\d /);
  assert.deepEqual(await axeViolations(page, '#play'), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Issue 42: a loopy ruleset's moves in the board's own words, as
// Domineering's b1–b2: the move values, the buttons, the log.
test('Fox and Geese names its moves by the piece and its squares: move values, buttons and log', async () => {
  const board = '.x.x|....|....|o...';
  const page = await open(`#/classical?game=fox-and-geese&position=${encodeURIComponent(board)}&side=r&hints=1`);
  await page.waitForSelector('#play-hints tbody tr', { timeout: 60000 });
  const names = await page.$$eval('#play-hints tbody th', (ths) => ths.map((th) => th.innerText.trim()));
  assert.ok(names.length > 0);
  for (const n of names) assert.match(n, /^fox [a-d]\d–[a-d]\d$/);
  const buttons = await page.$$eval('#play-moves button', (bs) => bs.map((b) => b.innerText.trim()));
  assert.deepEqual(buttons, names);
  const log = await page.locator('#play-log li').allInnerTexts();
  assert.match(log[0], /^1\. Left moved a goose [a-d]\d–[a-d]\d /);
  await page.locator('#play-hints tbody th button').first().click();
  await page.waitForFunction(() => document.querySelectorAll('#play-log li').length >= 2);
  const after = await page.locator('#play-log li').allInnerTexts();
  assert.match(after[1], /^2\. Right moved the fox [a-d]\d–[a-d]\d /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Backsliding Toads and Frogs .FFT.T is dud, a draw: played by clicks to a result', async () => {
  const page = await open(`#/classical?game=backsliding-toads-and-frogs&position=${encodeURIComponent('.FFT.T')}&side=l&hints=1`);
  await page.waitForSelector('#cgt-report.loopy');
  const r = await rows(page);
  assert.equal(r['canonical form'], 'dud');
  assert.match(r.outcome, /^D: a draw/);
  await page.waitForSelector('#play-hints tbody tr', { timeout: 60000 });
  const names = await page.$$eval('#play-hints tbody th', (ths) => ths.map((th) => th.innerText.trim()));
  assert.deepEqual(names, ['toad d1–e1', 'toad f1–e1 (back)']);
  const clicks = await played(page);
  assert.ok(clicks > 0 && clicks < 200, `${clicks} clicks`);
  // A draw when a drawn position comes back, or a win if a click threw the draw away.
  assert.match(await page.locator('#play-summary').innerText(), /Game over: (a draw|\w+ cannot move)/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Fox and Geese from the usual opening (four geese on the top row of 8×8,
// the fox on the bottom row): 966 123 positions, explored and solved by
// retrograde analysis in the script worker a step at a time, so the page
// shows how far it is and Cancel stops it.
const OPENING = '.x.x.x.x|........|........|........|........|........|........|....o...';
const opening = `#/classical?game=fox-and-geese&position=${encodeURIComponent(OPENING)}`;

test('Fox and Geese from the usual opening shows progress, and Cancel stops it and says so', async () => {
  const page = await open(opening);
  // A bar with a share done (the ruleset's bound is the total), and Cancel.
  await page.waitForSelector('#values #progress progress[value]', { timeout: 60000 });
  assert.match(await page.innerText('#values #progress'), /Computing… \d+%/);
  await page.click('#values #cancel');
  await page.waitForSelector('#values .cancelled');
  assert.match(await page.innerText('#values .cancelled'), /Cancelled/);
  assert.equal(await page.locator('#cgt-report').count(), 0);
  // Run again: it starts over, with its bar.
  await page.click('#values #rerun');
  await page.waitForSelector('#values #progress progress[value]', { timeout: 60000 });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Fox and Geese from the usual opening is solved in the worker: the geese win', async () => {
  const page = await open(opening);
  await page.waitForSelector('#values #progress', { timeout: 60000 });
  await page.waitForSelector('#cgt-report.loopy', { timeout: 600000 });
  const r = await rows(page);
  assert.equal(r.positions, '966123');
  assert.match(r.outcome, /^L: Left wins/);
  assert.equal(r['Left first'], 'Left');
  assert.equal(r['Right first'], 'Left');
  assert.match(r.value, /retrograde analysis of all 966123 positions/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Playing Fox and Geese from the usual opening: the solve shows its progress, and Cancel stops it', async () => {
  const page = await open(`${opening}&side=r`);
  // The game to play is solved in steps in the script worker: a bar in the Play panel.
  await page.waitForSelector('#play #play-progress[value]', { timeout: 60000 });
  assert.match(await page.innerText('#play .play-status'), /The computer is thinking.*\d+%/s);
  await page.click('#play-cancel');
  await page.waitForSelector('#play-rerun');
  assert.match(await page.innerText('#play .play-status'), /Cancelled/);
  assert.deepEqual(await axeViolations(page, '#play'), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A looping script's game graph in the tree view (issue 38): each position
// once, the move back to an earlier position a box naming it (↺ 1: a
// cycle), instead of a refusal; the loopy pages readable at phone width and
// in presenter mode at scale 1.5, axe clean.
const OVER_SCRIPT = 'fn left_options(p) { if p == "a" { ["z"] } else { [] } }\n'
  + 'fn right_options(p) { if p == "a" { ["a"] } else { [] } }';
const scripted = async (page, source, position) => {
  await page.selectOption('#kind', 'script');
  await page.waitForSelector('#field-script');
  await page.fill('#field-script-position', position);
  await page.fill('#field-script', source);
  await page.click('#script-run');
};
const graphTexts = (page) => page.locator('#loopy-graph-svg g.node text').allTextContents();

test('a looping script shows its value and its game graph with the cycle marked', async () => {
  const page = await open('#/classical');
  await scripted(page, OVER_SCRIPT, '"a"');
  await page.waitForSelector('#cgt-report.loopy');
  assert.equal((await rows(page))['canonical form'], 'over');
  await page.waitForSelector('#loopy-graph-svg svg g.node');
  const texts = (await graphTexts(page)).join(' | ');
  assert.match(texts, /1 · "a"/);
  assert.match(texts, /2 · "z"/);
  assert.match(texts, /↺ 1/);
  assert.match(await page.innerText('#loopy-graph-summary'), /2 positions, each drawn once; 1 move back closes a cycle/);
  assert.deepEqual(await axeViolations(page, '#values'), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a looping script whose value is S & T shows its positions and its two sides', async () => {
  const tis = 'fn left_options(p) { if p == "tis" { ["tisn"] } else { [] } }\n'
    + 'fn right_options(p) { if p == "tisn" { ["tis"] } else { [] } }';
  const page = await open('#/classical');
  await scripted(page, tis, '"tis"');
  await page.waitForSelector('#cgt-report.loopy');
  assert.equal((await rows(page))['canonical form'], '1 & 0');
  await page.waitForSelector('#loopy-offside-svg svg g.node');
  assert.match((await graphTexts(page)).join(' | '), /↺ 1/);
  assert.match((await page.locator('#loopy-onside-svg g.node text').allTextContents()).join(' | '), /1 · 1/);
  assert.match((await page.locator('#loopy-offside-svg g.node text').allTextContents()).join(' | '), /1 · 0/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a loopy expression shows its canonical graph: over = a{0|a}, the cycle back to over', async () => {
  const page = await open(`#/classical?g=${encodeURIComponent('a{0|a}')}`);
  await page.waitForSelector('#loopy-graph-svg svg g.node');
  const texts = (await graphTexts(page)).join(' | ');
  assert.match(texts, /1 · over/);
  assert.match(texts, /↺ 1/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const noSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
const LOOPY_PAGES = [
  [`#/classical?g=${encodeURIComponent('a{0|a}')}`, /over/],
  [`#/classical?game=fox-and-geese&position=${encodeURIComponent('.x.x|....|....|o...')}`, /over/],
  [`#/classical?game=backsliding-toads-and-frogs&position=${encodeURIComponent('.FFT.T')}`, /dud/],
];

for (const [hash, value] of LOOPY_PAGES) {
  test(`390×844 ${hash}: the value in view, no sideways scroll, axe clean`, async () => {
    const page = await openPage(browser, `${env.base}/${hash}`, { viewport: { width: 390, height: 844 } });
    await page.waitForSelector('#cgt-report.loopy');
    await page.waitForTimeout(300);
    const cell = page.locator('#cgt-report td.value-text').first();
    assert.match(await cell.innerText(), value);
    assert.ok(await cell.isVisible());
    const box = await cell.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
    assert.ok(await noSideways(page), `${hash} scrolls sideways`);
    await page.screenshot({ path: `/tmp/loopy-phone-${LOOPY_PAGES.findIndex(([h]) => h === hash)}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`present=1&scale=1.5 ${hash}: the value in view, no sideways scroll, axe clean`, async () => {
    const page = await openPage(browser, `${env.base}/${hash}&present=1&scale=1.5`, { viewport: { width: 1366, height: 768 } });
    await page.waitForSelector('#cgt-report.loopy');
    await page.waitForTimeout(300);
    const cell = page.locator('#cgt-report td.value-text').first();
    assert.match(await cell.innerText(), value);
    const box = await cell.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 1366, JSON.stringify(box));
    assert.ok(await noSideways(page), `${hash} scrolls sideways`);
    await page.screenshot({ path: `/tmp/loopy-present-${LOOPY_PAGES.findIndex(([h]) => h === hash)}.png` });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

// A value S & T (issue 38's leftovers): the game as entered drawn with its
// cycles (Left's pass and Right's pass, ↺ 1), and beside it (below it on a
// phone) the onside and offside, each a canonical stopper labelled by value.
const SIDED = `#/classical?g=${encodeURIComponent('{pass,1|pass,-1}')}`;
for (const [width, height] of [[1366, 900], [390, 844]]) {
  test(`${width}×${height}: an S & T value shows its game graph and its two sides, axe clean`, async () => {
    const page = await openPage(browser, `${env.base}/${SIDED}`, { viewport: { width, height } });
    await page.waitForSelector('#cgt-report.loopy');
    const r = await rows(page);
    assert.equal(r['canonical form'], '{1,pass|-1} & {1|-1,pass}');
    assert.equal(r.stopper, 'no');
    await page.waitForSelector('#loopy-graph-svg svg g.node');
    const game = (await graphTexts(page)).join(' | ');
    assert.match(game, /1 · /);
    assert.equal((game.match(/↺ 1/g) ?? []).length, 2, game);
    assert.match(await page.innerText('#loopy-graph h2'), /as entered/);
    assert.match(await page.innerText('#loopy-graph-summary'), /2 moves back close a cycle/);
    const side = (id) => page.locator(`#${id}-svg g.node text`).allTextContents();
    await page.waitForSelector('#loopy-onside-svg svg g.node');
    await page.waitForSelector('#loopy-offside-svg svg g.node');
    assert.match((await side('loopy-onside')).join(' | '), /1 · \{1,pass\|-1\}/);
    assert.match((await side('loopy-offside')).join(' | '), /1 · \{1\|-1,pass\}/);
    assert.match(await page.innerText('#loopy-sides'), /Onside S = \{1,pass\|-1\}/);
    assert.match(await page.innerText('#loopy-sides'), /Offside T = \{1\|-1,pass\}/);
    // Side by side on a wide screen, one below the other on a phone.
    const on = await page.locator('#loopy-onside-svg').boundingBox();
    const off = await page.locator('#loopy-offside-svg').boundingBox();
    if (width > 1000) assert.ok(Math.abs(on.y - off.y) < 2 && off.x > on.x, JSON.stringify([on, off]));
    else assert.ok(off.y > on.y + on.height - 2, JSON.stringify([on, off]));
    assert.ok(await noSideways(page), 'sideways scroll');
    await page.locator('#loopy-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/loopy-sided-${width}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('1 & 0 is a value, not a game: its two sides alone', async () => {
  const page = await open(`#/classical?g=${encodeURIComponent('1 & 0')}`);
  await page.waitForSelector('#loopy-onside-svg svg g.node');
  assert.equal(await page.locator('#loopy-graph').count(), 0);
  assert.match((await page.locator('#loopy-onside-svg g.node text').allTextContents()).join(' | '), /1 · 1/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
