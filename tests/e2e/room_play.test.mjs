// The lecture room, second pass (issue 42), during a game: Cutcake keeps its
// pieces where they were and draws the cuts; moves are said in the board's
// words on the live line and in the log; a board the worker plays shows the
// visitor's move first and the computer's after the pause, marked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash, [width, height] = [1366, 768]) =>
  openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
const logCount = (page, n, timeout = 30000) => page.waitForFunction(
  (k) => document.querySelectorAll('#play-log li').length === k, n, { timeout });
const log = (page) => page.locator('#play-log li').allInnerTexts();

// The drawn cells (x,y of each) and the picture's frame.
const picture = (page) => page.evaluate(() => {
  const svg = document.querySelector('#board svg.board');
  const cells = [...svg.querySelectorAll('.site rect.cell')]
    .map((r) => `${r.getAttribute('x')},${r.getAttribute('y')}`).sort();
  const cuts = [...svg.querySelectorAll('line.cut')].map((l) => ({
    last: l.classList.contains('last'),
    vertical: l.getAttribute('x1') === l.getAttribute('x2'),
  }));
  return { box: svg.getAttribute('viewBox'), cells, cuts };
});

test('Cutcake keeps its pieces in place through a game and draws each cut, the last one marked', async () => {
  const page = await open('#/classical?game=cutcake&position=3x4&side=l');
  await page.waitForSelector('#board .site.legal');
  const start = await picture(page);
  assert.equal(start.cells.length, 12);
  assert.deepEqual(start.cuts, []);
  // Left cuts the cake after column 2 (the third cell of the top row).
  await page.locator('#board [data-site="0:2"]').click();
  await logCount(page, 1);
  assert.match(await page.locator('#board-live').innerText(), /^You cut between columns b and c\.$/);
  const mine = await picture(page);
  assert.deepEqual(mine.cuts, [{ last: true, vertical: true }]);
  assert.deepEqual(mine.cells, start.cells);
  assert.equal(mine.box, start.box);
  // The computer (Right) answers with a horizontal cut, marked; the first
  // cut stays drawn, and no cell has moved.
  await logCount(page, 2);
  const lines = await log(page);
  assert.match(lines[0], /^1\. Left cut between columns b and c /);
  assert.match(lines[1], /^2\. Right cut between rows \d and \d in columns (a–b|c–d) /);
  const theirs = await picture(page);
  assert.deepEqual(theirs.cuts, [{ last: false, vertical: true }, { last: true, vertical: false }]);
  assert.deepEqual(theirs.cells, start.cells);
  assert.equal(theirs.box, start.box);
  assert.equal(await page.locator('#board line.cut.last').count(), 1);
  // The next round: four cuts, every cell still in place.
  await page.waitForSelector('#board .site.legal');
  await page.locator('#board .site.legal').first().click();
  await logCount(page, 4);
  assert.equal((await picture(page)).cuts.length, 4);
  assert.deepEqual((await picture(page)).cells, start.cells);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('moves are said in the board\'s words: the live line, the log and the best move', async () => {
  const page = await open('#/classical?game=nim&position=1,2,4&side=l&hints=1');
  await page.waitForSelector('#board .site.legal');
  // The bottom pebble of the heap of 4 takes all four: a losing move.
  await page.locator('#board [data-site="0:3"]').click();
  await logCount(page, 1);
  assert.match(await page.locator('#board-live').innerText(), /^You took 4 from the heap of 4\.$/);
  assert.match((await log(page))[0],
    /^1\. Left took 4 from the heap of 4 .* Left could have won with “take 1 from the heap of 4”; now Right wins\.$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Larger than the main thread plays: the worker's board pauses as the
// main thread's do.
test('a board the worker plays shows the visitor\'s move first, then the computer\'s, marked', async () => {
  const page = await open('#/classical?game=domineering&position=.....|.....|.....|.....|.....&side=l');
  await page.waitForSelector('#board .site.legal', { timeout: 60000 });
  await page.locator('#board [data-site="0:0"]').click();
  // The visitor's move alone: the board shows it, not yet the reply.
  await logCount(page, 1, 60000);
  assert.match((await log(page))[0], /^1\. Left placed a domino on a1–a2 /);
  assert.equal(await page.locator('#board .site.legal').count(), 0);
  // Then the computer's reply, its cells marked as the last move.
  await logCount(page, 2, 60000);
  assert.match((await log(page))[1], /^2\. Right placed a domino on /);
  assert.equal(await page.locator('#board .site.changed').count(), 2);
  await page.waitForSelector('#board .site.legal');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The move values name each move as the board says it: a domino by both
// its cells, a move of a sum with its board after it; the worker's boards
// as the main thread's.
test('the move values name moves in the board\'s words: dominoes, a sum\'s boards, the worker\'s boards', async () => {
  const names = async (hash) => {
    const page = await open(hash);
    await page.waitForSelector('table#play-hints tbody tr', { timeout: 60000 });
    const out = await page.locator('table#play-hints tbody th').allInnerTexts();
    assert.deepEqual(page.errors, []);
    await page.context().close();
    return out;
  };
  assert.deepEqual(await names('#/classical?game=domineering&position=...|...&side=l&hints=1'),
    ['a1–a2', 'b1–b2', 'c1–c2']);
  assert.ok((await names('#/classical?game=nim&position=1,2+4&side=l&hints=1'))
    .includes('take 1 from the heap of 4 on board 2'));
  const worker = await names('#/classical?game=domineering&position=.....|.....|.....|.....|.....&side=l&hints=1');
  assert.equal(worker[0], 'a1–a2');
});

// The cake's coordinates stay drawn from the start through the game.
test('Cutcake shows its column letters and row numbers at the start and after cuts', async () => {
  const page = await open('#/classical?game=cutcake&position=2x3&side=l');
  await page.waitForSelector('#board .site.legal');
  const coords = () => page.locator('#board svg.board text.coord').allTextContents();
  assert.deepEqual(await coords(), ['a', 'b', 'c', '1', '2']);
  await page.locator('#board .site.legal').first().click();
  await logCount(page, 2);
  assert.deepEqual(await coords(), ['a', 'b', 'c', '1', '2']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Print the game: the position as it stands, as SVG and TikZ, downloaded
// from the Play panel during a game; the buttons reachable on a phone.
for (const [width, height] of [[1366, 900], [390, 844]]) {
  test(`the position after a move exports as SVG and TikZ at ${width}×${height}`, async () => {
    const page = await open('#/classical?domineering=....|....|....|....&side=l', [width, height]);
    await page.waitForSelector('#board .site.legal');
    await page.locator('#board .site.legal').first().click();
    await logCount(page, 2);
    const read = async (id, name) => {
      const button = page.locator(`#${id}`);
      await button.scrollIntoViewIfNeeded();
      assert.ok(await button.isVisible(), id);
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      assert.equal(file.suggestedFilename(), name);
      return fs.readFileSync(await file.path(), 'utf8');
    };
    const svg = await read('export-position-svg', 'pebbles-position.svg');
    assert.match(svg, /^<svg/);
    const cells = svg.match(/<rect/g).length;
    assert.ok(cells > 0 && cells <= 16, `${cells} cells`);
    const tex = await read('export-position-tikz', 'pebbles-position.tex');
    assert.match(tex, /\\begin\{tikzpicture\}/);
    assert.match(tex, /\\end\{tikzpicture\}\s*$/);
    // The same cells in both: the position after the two moves.
    assert.equal(tex.match(/\\node\[(cell|blocked),/g).length, cells);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `scrolls sideways by ${sideways} px`);
    assert.deepEqual(await axeViolations(page), []);
    if (width === 1366 && process.env.SHOTS) {
      await page.locator('.play-game').screenshot({ path: `${process.env.SHOTS}/room6-export.png` });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  // Cutcake's export is what the page draws: the whole cake, each piece
  // in its place, the cuts as lines, the start's letters (issue 42).
  test(`a Cutcake position exports its pieces in place and its cuts at ${width}×${height}`, async () => {
    const page = await open('#/classical?game=cutcake&position=3x4&side=l', [width, height]);
    await page.waitForSelector('#board .site.legal');
    // Left cuts between columns b and c; the computer answers.
    await page.locator('#board [data-site="0:2"]').click();
    await logCount(page, 2);
    const drawn = await picture(page);
    const lines = await page.evaluate(() => [...document.querySelectorAll('#board svg.board line.cut')]
      .map((l) => ['x1', 'y1', 'x2', 'y2'].map((k) => l.getAttribute(k)).join(',')));
    const letters = await page.locator('#board svg.board text.coord').allTextContents();
    const read = async (id, name) => {
      const button = page.locator(`#${id}`);
      await button.scrollIntoViewIfNeeded();
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      assert.equal(file.suggestedFilename(), name);
      return fs.readFileSync(await file.path(), 'utf8');
    };
    const svg = await read('export-position-svg', 'pebbles-position.svg');
    // The SVG read as the browser reads it.
    const exported = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      const at = (r) => `${r.getAttribute('x')},${r.getAttribute('y')}`;
      return {
        box: root.getAttribute('viewBox'),
        errors: doc.getElementsByTagName('parsererror').length,
        pieces: [...root.querySelectorAll('g.piece')].map((g) => [...g.querySelectorAll('rect')].map(at)),
        cells: [...root.querySelectorAll('rect')].map(at).sort(),
        cuts: [...root.querySelectorAll('line.cut')].map((l) => ({
          at: ['x1', 'y1', 'x2', 'y2'].map((k) => l.getAttribute(k)).join(','),
          last: l.classList.contains('last'),
        })),
        letters: [...root.querySelectorAll('text')].map((t) => t.textContent),
      };
    }, svg);
    assert.equal(exported.errors, 0);
    // The whole cake at its size, every cell where the page draws it, in
    // three pieces (the first cut, then the computer's).
    assert.equal(exported.box, drawn.box);
    assert.deepEqual(exported.cells, drawn.cells);
    assert.equal(exported.cells.length, 12);
    assert.equal(exported.pieces.length, 3);
    assert.deepEqual(exported.pieces.flat().sort(), drawn.cells);
    // The cuts where the page draws them: the first between columns b and
    // c (x = 20 + 2 × 44), the computer's last and marked.
    assert.deepEqual(exported.cuts.map((c) => c.at), lines);
    assert.equal(exported.cuts[0].at, '108,20,108,152');
    assert.deepEqual(exported.cuts.map((c) => c.last), drawn.cuts.map((c) => c.last));
    assert.deepEqual(exported.letters, letters);
    const tex = await read('export-position-tikz', 'pebbles-position.tex');
    assert.match(tex, /\\end\{tikzpicture\}\s*$/);
    assert.equal(tex.match(/^ {4}% piece \d/gm).length, 3);
    assert.equal(tex.match(/\\node\[cell,/g).length, 12);
    assert.equal(tex.match(/\\draw\[(cut|lastcut)\]/g).length, 2);
    assert.match(tex, /\\draw\[cut\] \(108,20\) -- \(108,152\);/);
    assert.deepEqual(await axeViolations(page), []);
    if (process.env.SHOTS) {
      await page.locator('#board').screenshot({ path: `${process.env.SHOTS}/cake-board-${width}.png` });
      const view = await page.context().newPage();
      await view.setContent(`<body style="margin:8px;background:#fff">${svg}</body>`);
      await view.screenshot({ path: `${process.env.SHOTS}/cake-export-${width}.png` });
      await view.close();
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
