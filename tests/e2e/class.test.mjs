// In front of a class (issue 29): the answer where the question was asked,
// phones, presenter mode and scale=, readable trees, titles, notes instead of
// alarms, the embed dialog, the skip link, print, and axe-core in light and
// dark mode. Every check measures the page (getBoundingClientRect, computed
// styles) in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, axeViolations, openPage } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const WIDE = [1366, 900];
const PHONE = [390, 844];

async function open(hash, [width, height] = WIDE, options = {}) {
  return openPage(browser, `${env.base}/${hash}`, { viewport: { width, height }, ...options });
}

const close = (page) => page.context().close();

// The vertical extent of the first element matching `sel`, in window coordinates.
const span = (page, sel) => page.$eval(sel, (e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, height: innerHeight };
});

// The page does not scroll sideways.
const noSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

for (const size of [WIDE, PHONE]) {
  const at = `${size[0]}×${size[1]}`;

  test(`#/cs at ${at}: heap 30's play line opens in view, after scrolling 600 px, with heap 30 still in view`, async () => {
    const page = await open('#/cs?s=2,3&heaps=0..60', size);
    await page.waitForSelector('#cs-table tbody tr');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.click('#cs-table tr[data-heap="30"] button.heap');
    await page.waitForSelector('#play-line .steps li');
    await page.waitForTimeout(1200);
    const row = await span(page, '#cs-table tr[data-heap="30"]');
    const line = await span(page, '#play-line');
    assert.ok(row.top >= 0 && row.bottom <= row.height, `heap 30's row at ${row.top}..${row.bottom}`);
    assert.ok(line.top >= 0 && line.bottom <= line.height, `the play line at ${line.top}..${line.bottom}`);
    assert.ok(line.top >= row.bottom - 1, 'the play line opens under its row');
    assert.ok(await noSideways(page));
    assert.deepEqual(page.errors, []);
    await close(page);
  });

  test(`#/bcs at ${at}: the bidding matrix of x = 2, p = 3 opens under the clicked cell, both in view`, async () => {
    const page = await open('#/bcs', size);
    await page.waitForSelector('#bcs-table tbody tr');
    // Row x = 2 (rows count from heap 0, after the header), column p = 3 (TB = 9 down to 0).
    const cell = '#bcs-table tbody tr[aria-rowindex="4"] td:nth-of-type(7)';
    await page.click(cell);
    await page.waitForFunction(() => location.hash.includes('x=2') && location.hash.includes('p=3'));
    await page.waitForSelector('#bcs-matrix table');
    await page.waitForTimeout(1200);
    assert.match(await page.textContent('#bcs-matrix h2, #bcs-matrix h3, #bcs-matrix'), /x = 2, p = 3/);
    const c = await span(page, cell);
    const m = await span(page, '#bcs-matrix');
    assert.ok(c.top >= 0 && c.bottom <= c.height, `the cell at ${c.top}..${c.bottom}`);
    assert.ok(m.top >= c.bottom - 1 && m.top < m.height, `the matrix starts at ${m.top}`);
    if (size === WIDE) {
      assert.ok(m.bottom <= m.height, `the whole matrix in view: ${m.top}..${m.bottom}`);
    } else {
      // Taller than a phone: the matrix starts right under the cell and fills the screen.
      assert.ok(m.bottom >= m.height, `${m.top}..${m.bottom}`);
    }
    assert.ok(await noSideways(page));
    await close(page);
  });
}

const PHONE_PAGES = [
  ['#/cs', '#cs-table tbody tr'],
  ['#/classical', '#cgt-report tr'],
  ['#/search', '#result table tbody tr'],
  ['#/bcs', '#bcs-table tbody tr'],
];

for (const [hash, row] of PHONE_PAGES) {
  test(`390×844 ${hash}: the first result row within the first 900 px, editors folded after it, no sideways scroll`, async () => {
    const page = await open(hash, PHONE);
    await page.waitForSelector(row, { timeout: 60000 });
    await page.waitForTimeout(300);
    const top = await page.$eval(row, (e) => e.getBoundingClientRect().top + scrollY);
    assert.ok(top < 900, `first row at ${top} px`);
    assert.ok(await noSideways(page), 'the page scrolls sideways');
    // The editors come after the result, folded into their summary line.
    const folded = await page.$eval('#editor-panel', (d) => !d.open);
    assert.ok(folded);
    assert.ok(await page.$eval('#result, #values', (r) =>
      Boolean(r.compareDocumentPosition(document.querySelector('#editor-panel')) & Node.DOCUMENT_POSITION_FOLLOWING)));
    await page.click('#editor-panel > summary');
    assert.ok(await page.isVisible('#editors'));
    assert.ok(await noSideways(page));
    await close(page);
  });
}

test('390×844: a table wider than its box says it scrolls and keeps its first column; one that fits says nothing', async () => {
  for (const [hash, box] of [['#/bcs', '#bcs-table'], ['#/cs', '#cs-table']]) {
    const page = await open(hash, PHONE);
    await page.waitForSelector(`${box} tbody tr`);
    await page.waitForTimeout(300);
    const hint = await page.$eval(box, (t) => {
      const s = t.closest('.table-scroll');
      const before = getComputedStyle(s, '::before');
      return { wide: s.scrollWidth > s.clientWidth + 1, text: before.content, height: parseFloat(before.height) };
    });
    assert.ok(hint.wide, `${hash}: the table fits at 390 px`);
    assert.match(hint.text, /scroll sideways/);
    assert.ok(hint.height > 8, `${hash}: the hint is ${hint.height} px tall`);
    // Scrolled to its right end, the first column stays where it was.
    const first = `${box} tbody tr:first-child > th`;
    const left = await page.$eval(first, (e) => e.getBoundingClientRect().left);
    await page.$eval(box, (t) => { const s = t.closest('.table-scroll'); s.scrollLeft = s.scrollWidth; });
    await page.waitForTimeout(100);
    const after = await page.$eval(first, (e) => e.getBoundingClientRect().left);
    assert.ok(Math.abs(after - left) <= 1.5, `${hash}: the first column moved from ${left} to ${after}`);
    await close(page);
  }
  const page = await open('#/cs', WIDE);
  await page.waitForSelector('#cs-table tbody tr');
  await page.waitForTimeout(300);
  assert.equal(await page.$eval('#cs-table', (t) => parseFloat(getComputedStyle(t.closest('.table-scroll'), '::before').height) || 0), 0);
  await close(page);
});

test('present=1: the result large without editors, explanations or navigation; Controls, the arrow keys and Esc', async () => {
  for (const [hash, result] of [
    ['#/classical?game=domineering&position=....|....|....|....&present=1', '#cgt-report'],
    ['#/cs?s=2,3&present=1', '#cs-table'],
  ]) {
    const page = await open(hash, [1366, 768]);
    await page.waitForSelector(`${result} tr`);
    await page.waitForTimeout(300);
    assert.equal(await page.isVisible('#editors'), false, `${hash}: the editors show`);
    assert.equal(await page.isVisible('#site-nav'), false);
    assert.equal(await page.isVisible('.explain'), false);
    const r = await span(page, result);
    assert.ok(r.top >= 0 && r.top < r.height - 100, `${hash}: the result starts at ${r.top}`);
    assert.ok(await noSideways(page));
    assert.match(await page.title(), /^Pebbles · /);
    // Controls bring the settings back over the result, and hide them again.
    await page.click('#present-controls');
    assert.ok(await page.isVisible('#side'));
    await page.click('#present-controls');
    assert.equal(await page.isVisible('#side'), false);
    await close(page);
  }
  // The board is drawn large.
  const board = await open('#/classical?game=domineering&position=....|....|....|....&present=1', [1366, 768]);
  await board.waitForSelector('#board svg.board');
  // The board is laid out again once its box is measured; on a loaded
  // machine the first drawing (42 px cells) can still be on screen here.
  await board.waitForFunction(() => (document.querySelector('#board svg.board .cell')
    ?.getBoundingClientRect().width ?? 0) >= 55, null, { timeout: 20000 }).catch(() => {});
  const cell = await board.$eval('#board svg.board .cell', (c) => c.getBoundingClientRect().width);
  assert.ok(cell >= 55, `board cells ${cell} px wide`);
  await close(board);
  // The arrow keys step through a play line, Esc leaves presenter mode.
  const page = await open('#/cs?s=2,3&x=7&present=1', [1366, 768]);
  await page.waitForSelector('#play-line .present-hint');
  assert.equal(await page.locator('#play-line .steps li').count(), 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelectorAll('#play-line .steps li').length === 2);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelectorAll('#play-line .steps li').length === 1);
  await page.keyboard.press('End');
  await page.waitForSelector('#play-line .play-summary:not(.present-hint)');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !location.hash.includes('present'));
  assert.ok(await page.isVisible('#editors'));
  await close(page);
});

test('scale=1.5 at 1366×768: no table or chart is wider than the screen or cut by its box', async () => {
  for (const [hash, ready] of [
    ['#/cs?s=2,3&scale=1.5', '#cs-table tbody tr'],
    ['#/bcs?scale=1.5', '#bcs-table tbody tr'],
    ['#/classical?scale=1.5', '#cgt-report tr'],
    ['#/search?scale=1.5', '#result table tbody tr'],
    ['#/games?scale=1.5', '#result table tbody tr'],
  ]) {
    const page = await open(hash, [1366, 768]);
    await page.waitForSelector(ready, { timeout: 60000 });
    await page.waitForTimeout(500);
    const wide = await page.evaluate(() => [...document.querySelectorAll('main table, main .chart svg, main figure')]
      .filter((e) => !e.closest('.pan-zoom-frame, .windowed'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        const box = e.closest('.table-scroll');
        const cut = box ? box.scrollWidth > box.clientWidth + 1 : false;
        return { what: `${e.tagName}#${e.id}`, right: r.right, cut };
      })
      .filter((x) => x.right > innerWidth + 0.5 || x.cut));
    assert.deepEqual(wide, [], `${hash}`);
    assert.ok(await noSideways(page), `${hash} scrolls sideways`);
    await close(page);
  }
});

test('#/tree?s=2,3&x=12: 48 nodes, labels at least 10 px high on screen, the root in view', async () => {
  const page = await open('#/tree?s=2,3&x=12');
  await page.waitForSelector('#tree-svg svg g.node');
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#tree-svg g.node').count(), 48);
  const m = await page.evaluate(() => {
    const frame = document.querySelector('#tree-svg .pan-zoom-frame').getBoundingClientRect();
    const texts = [...document.querySelectorAll('#tree-svg g.node text')];
    const px = texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
    const root = document.querySelector('#tree-svg g.node[data-node="0"]').getBoundingClientRect();
    return { least: Math.min(...px), root: root.left >= frame.left && root.right <= frame.right
      && root.top >= frame.top && root.bottom <= frame.bottom };
  });
  assert.ok(m.least >= 9.99, `node labels ${m.least} px`);
  assert.ok(m.root);
  await close(page);
});

test('#/tree?nim=1,2,3: no two edge labels overlap on screen', async () => {
  const page = await open('#/tree?nim=1,2,3');
  await page.waitForSelector('#tree-svg svg g.node');
  await page.waitForTimeout(500);
  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('#tree-svg svg text[paint-order="stroke"]')]
      .map((t) => [t.textContent, t.getBoundingClientRect()]);
    const out = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, p] = boxes[i]; const [b, q] = boxes[j];
        if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5) out.push(`${a}/${b}`);
      }
    }
    return { n: boxes.length, out };
  });
  assert.ok(overlaps.n > 20, `${overlaps.n} labels drawn`);
  assert.deepEqual(overlaps.out, []);
  await close(page);
});

test('each page has its own title, papers are named by their authors, corrections are notes', async () => {
  const titles = new Set();
  for (const [hash, ready, title] of [
    ['#/bcs', '#bcs-table tbody tr', 'Pebbles · Bidding · S={1}, TB=9'],
    ['#/cs', '#cs-table tbody tr', null],
    ['#/classical', '#cgt-report tr', null],
    ['#/tree', '#tree-svg svg', null],
    ['#/gallery', '.gallery-card', null],
  ]) {
    const page = await open(hash);
    await page.waitForSelector(ready, { timeout: 60000 });
    await page.waitForTimeout(300);
    const t = await page.title();
    if (title) assert.equal(t, title);
    titles.add(t);
    const text = await page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, /seed 00\d/i, `${hash} says "seed"`);
    // No alarm on the default view: notes are folded, no check is red.
    const alarms = await page.evaluate(() => [...document.querySelectorAll('.bad, .error, .paper-notes[open]')]
      .filter((e) => e.getClientRects().length > 0).map((e) => e.textContent.slice(0, 60)));
    assert.deepEqual(alarms, [], hash);
    await close(page);
  }
  assert.equal(titles.size, 5);
  // The bidding table's colour has its legend; the default #/cs's notes are one folded line.
  const bcs = await open('#/bcs');
  await bcs.waitForSelector('#bcs-table tbody tr');
  const odd = await bcs.$eval('#bcs-table tbody tr.odd th', (e) => getComputedStyle(e).color);
  assert.equal(await bcs.$eval('.legend .odd-heap', (e) => getComputedStyle(e).color), odd);
  assert.match(await bcs.textContent('#checks > summary'), /paper/);
  await close(bcs);
  const cs = await open('#/cs');
  await cs.waitForSelector('#paper-notes > summary');
  assert.match(await cs.textContent('#paper-notes > summary'), /^(A note|Notes) on the paper/);
  await close(cs);
});

test('Clobber values in subscript and bars; classical values without backticks', async () => {
  const page = await open('#/clobber');
  await page.waitForSelector('.value-text sub', { timeout: 60000 });
  assert.ok(await page.locator('.value-text .bar').count() > 0);
  await page.goto(`${env.base}/#/classical?game=clobber&position=xox|ox.`);
  await page.reload();
  await page.waitForSelector('#cgt-report tr');
  assert.doesNotMatch(await page.textContent('#cgt-report'), /`/);
  await close(page);
});

test('the skip link leads to the results; the result comes before the editors in tab order', async () => {
  const page = await open('#/cs');
  await page.waitForSelector('#cs-table tbody tr');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement.id === 'result');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement.closest('#result') !== null));
  await close(page);
});

test('Embed: the snippet selected, Copy and Close, Esc from anywhere, nothing in the header moves', async () => {
  const page = await open('#/tree?s=2,3&x=7');
  await page.waitForSelector('#tree-svg svg');
  const where = () => page.$$eval('#copy-link, #embed-button, #present-button, #site-nav', (es) => es.map((e) => {
    const r = e.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top)];
  }));
  const before = await where();
  await page.click('#embed-button');
  await page.waitForSelector('#embed-snippet');
  assert.ok(await page.$eval('#embed-snippet', (t) => document.activeElement === t
    && t.selectionStart === 0 && t.selectionEnd === t.value.length && t.value.includes('<iframe')));
  assert.ok(await page.isVisible('#embed-copy'));
  assert.deepEqual(await where(), before);
  await page.focus('#embed-button');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#embed-snippet', { state: 'detached' });
  // An embedded tree has the picture without the toolbar, unless show= asks for it.
  await page.goto(`${env.base}/#/tree?s=2,3&x=7&embed=1`);
  await page.reload();
  await page.waitForSelector('#tree-svg svg');
  assert.equal(await page.locator('.tree-tools').count(), 0);
  await close(page);
});

test('print: #/classical prints its result without navigation, buttons or fields', async () => {
  const page = await open('#/classical');
  await page.waitForSelector('#cgt-report tr');
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() => {
    const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    return {
      report: visible(document.querySelector('#cgt-report')),
      chrome: [...document.querySelectorAll('header, nav, button, select, input, textarea, .side')].filter(visible)
        .map((e) => `${e.tagName}#${e.id}.${e.className}`),
      colour: getComputedStyle(document.body).backgroundColor,
    };
  });
  assert.ok(shown.report);
  assert.deepEqual(shown.chrome, []);
  assert.equal(shown.colour, 'rgb(255, 255, 255)');
  const pdf = await page.pdf();
  assert.ok(pdf.length > 1000);
  await close(page);
});

const AXE_VIEWS = [
  ['#/cs?s=2,3&x=7', '#play-line .steps li'],
  ['#/bcs?x=9&p=6', '#bcs-matrix table'],
  ['#/tree?s=2,3&x=7', '#tree-svg svg'],
  ['#/games?preset=squirrel&x=7', '#result table'],
  ['#/clobber', '.value-text'],
  ['#/classical?game=domineering&position=....|....|....', '#cgt-report'],
  ['#/efg', '#efg-tree-svg svg'],
  ['#/search', '#result table'],
  ['#/gallery', '.gallery-card'],
  ['#/about', 'main h1'],
  ['#/cs?s=2,3&present=1', '#cs-table tbody tr'],
];

// Light mode: a11y.test.mjs runs axe-core on every page (and more states)
// in the default scheme; here the dark scheme.
for (const scheme of ['dark']) {
  test(`axe-core: no violations on any page in ${scheme} mode`, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    const found = [];
    for (const [hash, ready] of AXE_VIEWS) {
      // A fresh load for each view (a link that differs from the last only
      // by its hash would not reload the page): a blank page between them.
      await page.goto('about:blank');
      await page.goto(`${env.base}/${hash}`);
      await page.waitForSelector(ready, { timeout: 60000 });
      await page.waitForTimeout(300);
      const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      assert.equal(bg === 'rgb(251, 250, 247)', scheme === 'light', `${hash}: background ${bg} in ${scheme} mode`);
      for (const v of await axeViolations(page)) found.push(`${hash}: ${v}`);
    }
    assert.deepEqual(found, []);
    await context.close();
  });
}
