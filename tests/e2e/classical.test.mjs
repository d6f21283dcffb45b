// #/classical: expressions, boards and comparisons; every example permalink renders its value.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, cancelWhenRunning } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`);
const row = (page, name) => page.locator(`#cgt-report tr:has(th:text-is("${name}")) td.value-text`).innerText();
const canonical = async (page, expected) => {
  await page.waitForFunction((e) => document.querySelector('#cgt-report td.value-text')?.innerText === e, expected);
};

// The published values, each as a permalink.
const published = [
  ['#/classical?domineering=.|.', '1'],
  ['#/classical?domineering=..', '-1'],
  ['#/classical?domineering=....', '-2'],
  ['#/classical?domineering=..|..', '±1'],
  ['#/classical?domineering=...|...|...', '±1'],
  ['#/classical?domineering=.%23|..', '*'],
  ['#/classical?domineering=..%23|..%23|...', '{1/2|-2}'],
  ['#/classical?domineering=.%23.%23|.%23..', '1*'],
  ['#/classical?domineering=....|....|....|...%23', '{1*|-1*}'],
  ['#/classical?domineering=....|....|....|....', '±{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}'],
  ['#/classical?clobber=xox|ox.', '{^^*|*,v}'],
  ['#/classical?g=*3%2B*5', '*6'],
];

test('each published value renders from its permalink', async () => {
  const page = await open(published[0][0]);
  for (const [hash, value] of published) {
    await page.goto(`${env.base}/${hash}`);
    await canonical(page, value);
  }
  assert.deepEqual(page.errors, []);
});

test('{3||2*|1*}: mean, temperature, reduced form and the tree', async () => {
  const page = await open('#/classical?g=' + encodeURIComponent('{3||2*|1*}'));
  await canonical(page, '{3||2*|1*}');
  assert.equal(await row(page, 'mean'), '9/4');
  assert.equal(await row(page, 'temperature'), '3/4');
  assert.equal(await row(page, 'reduced form'), '{3||2|1}');
  assert.match(await row(page, 'outcome'), /^L: Left wins/);
  await page.waitForSelector('#cgt-tree-svg svg g.node');
  const labels = await page.locator('#cgt-tree-svg g.node text').allTextContents();
  assert.ok(labels.includes('{2*|1*}') && labels.includes('3'), labels.join(' '));
  assert.deepEqual(page.errors, []);
});

test('a bad expression shows the inline message naming the token; a comparison its truth', async () => {
  const page = await open('#/classical?g=' + encodeURIComponent('^'));
  await canonical(page, '^');
  await page.fill('#field-g', '{1|2} + ?');
  assert.match(await page.locator('#field-g-error').innerText(), /`\?`.*position 8/);
  await page.fill('#field-g', '^ <= *');
  await page.waitForFunction(() => document.querySelector('#verdict')?.innerText.includes('is false'));
  await page.fill('#field-g', '^ || *');
  await page.waitForFunction(() => document.querySelector('#verdict')?.innerText.includes('is true'));
  // Equal but not identical (seed 002).
  await page.fill('#field-g', '{2|{1|-1}} - {2|{1|-1}} === 0');
  await page.waitForFunction(() => document.querySelector('#verdict')?.innerText.includes('=== 0 is false'));
  assert.deepEqual(page.errors, []);
});

test('editing a board cell changes the value and the link', async () => {
  const page = await open('#/classical?domineering=..|..');
  await canonical(page, '±1');
  await page.click('#board [data-site="0:0"]');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('game=domineering&position=#.|..'));
  // #.|.. : Left's only move is the right column; Right's the bottom row.
  await page.waitForFunction(() => document.querySelector('#cgt-report td.value-text')?.innerText === '*');
  await page.click('button[aria-label="board 1: add a column"]');
  await page.waitForFunction(() => location.hash.includes('|...'));
  await page.click('button:text("+ add a board")');
  await page.waitForSelector('button[aria-label="remove board 2"]');
  await page.waitForSelector('#cgt-parts');
  assert.deepEqual(page.errors, []);
});

test('a 5×5 board solves in the worker; Cancel stops a 5×6 board', async () => {
  const page = await open('#/classical?domineering=.....|.....|.....|.....|.....');
  await page.waitForSelector('#timing', { timeout: 60000 });
  await canonical(page, '0');
  assert.match(await row(page, 'outcome'), /^P: the second player wins/);
  await page.fill('#field-boards', '......|......|......|......|......');
  // 5×6 takes a few seconds in the worker: Cancel is clicked in the first
  // frame that shows it running (a Playwright click could land too late).
  const clicked = await cancelWhenRunning(page, {
    running: '#progress progress',
    ended: '.result-body:not(.stale) #cgt-report',
  });
  assert.equal(clicked, true, 'the 5×6 board ended before Cancel was clicked');
  await page.waitForSelector('#rerun');
  await page.fill('#field-boards', '..|..');
  await page.waitForSelector('.result-body:not(.stale) #cgt-report');
  await canonical(page, '±1');
  assert.deepEqual(page.errors, []);
});

test('the Nim table and octal games, with the period and the thermograph', async () => {
  const page = await open('#/classical?g=' + encodeURIComponent('{3||2*|1*}') + '&octal=0.77&heaps=0..300&nimtable=0..8');
  await page.waitForSelector('#thermograph-chart svg');
  assert.ok((await page.locator('#thermograph-chart').innerHTML()).includes('9/4'));
  await page.waitForSelector('#nim-table table.nim');
  assert.match(await page.locator('#nim-agrees').innerText(), /agree everywhere/);
  // Row X = 3, column Y = 5 of the mex table is 6 = 3 xor 5.
  const row3 = await page.locator('#nim-table table.nim').first().locator('tbody tr').nth(3).innerText();
  assert.match(row3, /^3\s+3\s+2\s+1\s+0\s+7\s+6\s+5\s+4\s+11$/);
  await page.waitForSelector('#octal-period');
  assert.match(await page.locator('#octal-period').innerText(), /period 12 from heap 71/);
  const first = await page.locator('table.octal-values tbody tr').first().innerText();
  assert.match(first, /^0\s+0\s+1\s+2\s+3\s+1\s+4\s+3\s+2\s+1\s+4$/);
  await page.fill('#field-octal', '0.7G');
  assert.match(await page.locator('#field-octal-error').innerText(), /`G`/);
  await page.fill('#field-octal', '0.07');
  await page.waitForFunction(() => location.hash.includes('octal=0.07'));
  await page.waitForFunction(() => document.querySelector('#octal-period')?.innerText.includes('period 34 from heap 53'));
  assert.deepEqual(page.errors, []);
});

test('octal games to heap 10⁶ in the worker: 0.16 proves its period, 0.106 has none yet', async () => {
  const page = await open('#/classical?octal=0.77&heaps=0..20');
  await page.waitForSelector('#octal-period');
  // The progress line names the candidate period while the run goes.
  await page.evaluate(() => {
    window.__notes = [];
    new MutationObserver(() => {
      for (const n of document.querySelectorAll('.progress-note')) window.__notes.push(n.innerText);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${env.base}/#/classical?octal=0.16&heaps=999990..999999`);
  await page.waitForFunction(() => /period 149459 from heap 105351/.test(document.querySelector('#octal-period')?.innerText || ''),
    null, { timeout: 30000 });
  // Which candidates show depends on when the worker reports (the last
  // one before the proof may come and go between two reports), so any
  // candidate shown while it runs will do.
  const notes = await page.evaluate(() => window.__notes);
  assert.ok(notes.some((n) => /candidate period \d+ from heap \d+ \(proven at heap \d+ if it holds\)/.test(n)),
    notes.slice(-3).join(' / '));
  await page.goto(`${env.base}/#/classical?octal=0.106&heaps=999990..999999`);
  await page.waitForFunction(() => /No period proven from the values up to heap 999999/.test(document.querySelector('#octal-period')?.innerText || ''),
    null, { timeout: 30000 });
  const row = await page.locator('table.octal-values tbody tr').first().innerText();
  assert.match(row, /^999990\s/);
  assert.deepEqual(page.errors, []);
});
