// Move values (issue 28): with "Show move values" (`hints=1`) every legal
// move of the visitor is listed with its value after the move, remoteness
// and verdict, and on a board each legal site is coloured by its best
// move's grade; the marks follow the game; readable at 390×844 and at
// scale=1.5; no axe violations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, axeViolations, openPage } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

async function open(hash, [width, height] = [1366, 900]) {
  return openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
}

const rows = (page) => page.$$eval('#play-hints tbody tr', (trs) => trs.map((tr) => ({
  move: tr.querySelector('th').innerText.trim(),
  cells: [...tr.querySelectorAll('td')].map((td) => td.innerText.trim()),
  grade: [...tr.classList].find((c) => c.startsWith('hint-')),
})));

test('Domineering: every legal domino is marked, the marks agree with the values, and follow the game', async () => {
  const page = await open('#/classical?game=domineering&position=...|...|...&side=l&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  const r = await rows(page);
  assert.equal(r.length, 6);
  // The middle column leaves 1 (Left wins): the best moves; the others {1/2|-2}.
  for (const row of r) {
    const best = row.move === 'b1–b2' || row.move === 'b2–b3';
    assert.equal(row.grade, best ? 'hint-best' : 'hint-losing', JSON.stringify(row));
    assert.match(row.cells[1], best ? /^1 \(L/ : /^\{1\/2\|-2\}/);
    assert.equal(row.cells[0], best ? 'best' : 'loses the win');
  }
  assert.equal(await page.locator('#board .site.legal').count(), 6);
  assert.equal(await page.locator('#board .site.hint-best').count(), 2);
  assert.equal(await page.locator('#board .site.hint-losing').count(), 4);
  assert.match(await page.locator('#board [data-site="0:1"] title').textContent(), /best move/);
  // Play a best move; the computer answers; the marks are those of the new position.
  await page.click('#board [data-site="0:1"]');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('moves=b1,'));
  await page.waitForFunction(() => document.querySelectorAll('#board .cell.blocked').length === 4);
  const after = await rows(page);
  assert.ok(after.length >= 1 && after.length < 6, JSON.stringify(after));
  assert.equal(await page.locator('#board .site.legal').count(),
    await page.locator('#board .site.legal[class*="hint-"]').count());
  // The switch turns them off, and the link says so.
  await page.click('#play-hints-switch');
  await page.waitForFunction(() => !location.hash.includes('hints='));
  assert.equal(await page.locator('#play-hints').count(), 0);
  assert.equal(await page.locator('#board .site[class*="hint-"]').count(), 0);
  await page.click('#play-hints-switch');
  await page.waitForFunction(() => location.hash.includes('hints=1'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Nim 1,2,4: one winning move, with remoteness; 1,2,3: none', async () => {
  const page = await open('#/classical?game=nim&position=1,2,4&side=l&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  let r = await rows(page);
  assert.equal(r.length, 7);
  const best = r.filter((x) => x.grade === 'hint-best');
  // Moves in the board's words: the board labels each heap with its size.
  assert.deepEqual(best.map((x) => [x.move, x.cells[2]]), [['take 1 from the heap of 4', '6']]);
  assert.ok(r.every((x) => /^\d+$/.test(x.cells[2])), 'every remoteness shown');
  await page.goto(`${env.base}/#/classical?game=nim&position=1,2,3&side=l&hints=1`);
  await page.waitForFunction(() => document.querySelectorAll('#play-hints tbody tr').length === 6);
  r = await rows(page);
  assert.ok(r.every((x) => x.grade === 'hint-losing'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Toads and Frogs T.T.F.F: the toad on c1 wins, the one on a1 loses the win', async () => {
  const page = await open('#/classical?game=toads-and-frogs&position=T.T.F.F&side=l&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  const r = await rows(page);
  assert.deepEqual(r.map((x) => [x.move, x.cells[0], x.grade]),
    [['toad a1–b1', 'loses the win', 'hint-losing'], ['toad c1–d1', 'best', 'hint-best']]);
  assert.match(r[1].cells[1], /^0 \(P/);
  assert.ok(await page.locator('#board [data-site="0:2"].hint-best').count() === 1);
  assert.ok(await page.locator('#board [data-site="0:0"].hint-losing').count() === 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Cumulative Subtraction: each amount with its resulting score and its cost', async () => {
  const page = await open('#/cs?s=2,3&x=10&side=l&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  const r = await rows(page);
  assert.deepEqual(r.map((x) => x.move), ['2', '3']);
  assert.deepEqual(r.map((x) => [x.cells[1], x.cells[0], x.grade]),
    [['0', 'costs 2', 'hint-fair'], ['2', 'best', 'hint-best']]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('three-player Clobber and bidding list their moves with values', async () => {
  let page = await open('#/clobber?board=1,2,3,2,1,3&side=1&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  assert.ok((await rows(page)).length > 0);
  assert.ok((await rows(page)).some((x) => x.grade === 'hint-best'));
  await page.goto(`${env.base}/#/bcs?s=1&tb=5&x=2&p=1&side=l&hints=1`);
  await page.waitForSelector('#play-hints tbody tr');
  assert.ok((await rows(page)).length > 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [w, h, scale] of [[390, 844, ''], [1366, 900, '&scale=1.5']]) {
  test(`readable at ${w}×${h}${scale}: the table fits, the marks are drawn`, async () => {
    const page = await open(`#/classical?game=domineering&position=....|....|....&side=l&hints=1${scale}`, [w, h]);
    await page.waitForSelector('#play-hints tbody tr');
    const box = await page.locator('#play-hints').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= w + 1, `table ${box.x}+${box.width} in ${w}`);
    const font = await page.$eval('#play-hints td', (td) => parseFloat(getComputedStyle(td).fontSize));
    assert.ok(font >= 12, `font ${font}`);
    assert.equal(await page.locator('#board .site.legal').count(),
      await page.locator('#board .site.legal[class*="hint-"]').count());
    await page.screenshot({ path: `/tmp/hints-${w}.png`, fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('no axe violations with move values shown', async () => {
  const page = await open('#/classical?game=domineering&position=...|...|...&side=l&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  assert.deepEqual(await axeViolations(page), []);
  await page.context().close();
});

// Remoteness in the tables and graphs (issue 28): the CS table's optional
// columns beside the normal and misère classes, single heaps of an octal
// game, and the Nim graph's node labels.
test('remoteness: CS columns, octal heaps and Nim graph labels', async () => {
  const page = await open('#/cs?s=2,3&heaps=0..9&cols=n,m');
  await page.waitForSelector('#cs-table tbody tr');
  await page.click('#col-r');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('cols=n,m,r'));
  await page.waitForSelector('#cs-table thead th:has-text("remoteness L / R")');
  const row7 = await page.$$eval('#cs-table tr[data-heap="7"] td', (tds) => tds.map((t) => t.textContent.trim()));
  // Heap 7: normal N, the mover wins in 3 (take 2 to 5); misère P, loses in 3.
  assert.deepEqual(row7, ['N', '3 / 3', 'P', '3 / 3']);
  const title = await page.getAttribute('#cs-table tr[data-heap="7"] td:nth-of-type(2)', 'title');
  assert.match(title, /Left to move wins in 3 moves \(hurrying\)/);
  await page.click('#col-r');
  await page.waitForFunction(() => document.querySelectorAll('#cs-table tr[data-heap="7"] td').length === 2);

  await page.goto(`${env.base}/#/classical?octal=0.77&heaps=0..20&remoteness=1`);
  await page.waitForSelector('#octal-remoteness tbody tr');
  const kayles = await page.$$eval('#octal-remoteness tbody tr:first-child td', (tds) => tds.map((t) => t.textContent.trim()));
  assert.deepEqual(kayles.slice(0, 5), ['0', '1', '1', '3', '3']);
  assert.match(await page.textContent('#octal-remoteness-note'), /odd means the player to move wins/);
  await page.click('#remoteness-toggle');
  await page.waitForFunction(() => !location.hash.includes('remoteness=1'));
  await page.waitForFunction(() => !document.querySelector('#octal-remoteness'));

  await page.goto(`${env.base}/#/tree?nim=1,2,3`);
  await page.waitForSelector('#tree-svg svg [data-node]');
  const labels = await page.$$eval('#tree-svg svg [data-node]', (els) => els.map((e) => e.textContent));
  assert.ok(labels.some((l) => l.includes('P (6 moves)')), labels.slice(0, 3).join(' / '));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('pointing at a move in the values table marks its option in the game tree', async () => {
  const page = await open('#/classical?game=domineering&position=...|...|...&side=l&hints=1');
  await page.waitForSelector('#play-hints tbody tr');
  await page.waitForSelector('#cgt-tree-svg svg g.node');
  // b1–b2: Left's best move, to 1: an option of the canonical form.
  const best = page.locator('#play-hints tbody tr', { has: page.locator('th', { hasText: /^b1–b2$/ }) });
  await best.hover();
  await page.waitForFunction(() => /marked in the game tree/.test(document.querySelector('#cgt-tree-pointed').textContent));
  // The same words under the table, where the visitor is looking.
  assert.equal(await page.textContent('#play-hints-pointed'), "b1–b2: Left's option 1, marked in the game tree.");
  const stroke = await page.$$eval('#cgt-tree-svg g.node rect', (rs) => rs.map((r) => getComputedStyle(r).stroke));
  assert.equal(stroke.filter((s) => s === 'rgb(194, 65, 12)').length, 1, stroke.join(' '));
  const marked = await page.$eval('#cgt-tree-svg g.node', () =>
    [...document.querySelectorAll('#cgt-tree-svg g.node')].find((g) => getComputedStyle(g.querySelector('rect')).stroke === 'rgb(194, 65, 12)').querySelector('text').textContent);
  assert.equal(marked, '1');
  // A dominated move: said under the table, nothing marked.
  await page.locator('#play-hints tbody tr', { has: page.locator('th', { hasText: /^a1–a2$/ }) }).hover();
  await page.waitForFunction(() => /not an option of the canonical form/.test(document.querySelector('#play-hints-pointed').textContent));
  assert.equal((await page.$$eval('#cgt-tree-svg g.node rect', (rs) => rs.filter((r) => getComputedStyle(r).stroke === 'rgb(194, 65, 12)').length)), 0);
  // Leaving the row clears the mark; the keyboard marks it too.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.querySelector('#cgt-tree-pointed').textContent === '');
  await best.locator('button').focus();
  await page.waitForFunction(() => /^b1–b2: Left's option 1/.test(document.querySelector('#cgt-tree-pointed').textContent));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
