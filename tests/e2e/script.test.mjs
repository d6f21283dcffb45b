// #/classical with a game written as a script (issue 30): the script worker is
// fetched only when a script runs; an example loads, an edit changes the value,
// a syntax error is shown at its line, Cancel stops a slow script, hostile
// scripts are refused within their budget with the tab responsive, and a
// script whose positions repeat gets its loopy value (issue 38).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { startServer, launch, openPage, axeViolations } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const open = (hash) => openPage(browser, `${env.base}/${hash}`);
const canonical = async (page, expected) => {
  await page.waitForFunction((e) => document.querySelector('#cgt-report td.value-text')?.innerText === e,
    expected, { timeout: 45000 });
};
// The page answers a script while the worker computes: a frozen tab would
// not, and the test fails on the hang guard (a minute, far past any load).
// How fast it answers is not asserted: a loaded machine may take seconds.
const responsive = (page) => Promise.race([
  page.evaluate(() => 1 + 1),
  new Promise((resolve) => setTimeout(() => resolve('the tab froze'), 60000)),
]);
// The script editor's text, replaced and run.
const edit = async (page, source) => {
  await page.fill('#field-script', source);
  await page.click('#script-run');
};
// A page with `source` typed into a new script, at `position`.
const scripted = async (source, position) => {
  const page = await open('#/classical');
  await page.selectOption('#kind', 'script');
  await page.waitForSelector('#field-script');
  await page.fill('#field-script-position', position);
  await edit(page, source);
  return page;
};

const SUBTRACTION = `// Subtraction game {1, 2}: take 1 or 2 from the heap.
fn options(position) {
    let out = [];
    for m in [1, 2] {
        if m <= position { out.push(position - m); }
    }
    out
}`;

test('#/cs does not load the script worker, and its first load stays within 1.2 MB', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // What a static host sends: the wasm as Trunk writes it, precompressed
  // (`.wasm.gz`, which the page inflates), and the text files gzipped (the
  // test server sends them plain, so their gzip size is counted). Every
  // response's size is awaited before the sum is taken.
  const urls = [];
  const sizes = [];
  page.on('requestfinished', (r) => {
    urls.push(r.url());
    sizes.push((async () => {
      const body = await (await r.response())?.body().catch(() => null);
      if (!body) return 0;
      return r.url().endsWith('.gz') ? body.length : zlib.gzipSync(body).length;
    })());
  });
  await page.goto(`${env.base}/#/cs?s=2,3`);
  await page.waitForSelector('#cs-table tbody tr');
  await page.waitForTimeout(500);
  const each = await Promise.all(sizes);
  const bytes = each.reduce((a, b) => a + b, 0);
  assert.ok(!urls.some((u) => u.includes('script_worker')), urls.join('\n'));
  assert.ok(urls.some((u) => u.includes('_bg.wasm')), `the app's wasm is counted: ${urls.join('\n')}`);
  console.log(`first load of #/cs: ${bytes} bytes (${urls.length} responses)`);
  assert.ok(bytes <= 1.2e6, `first load of #/cs: ${bytes} bytes`);
  await context.close();
});

test('the Domineering example script loads, gives the built-in value, and fetches the script worker', async () => {
  const page = await open('#/classical');
  const wasm = [];
  page.on('requestfinished', (r) => { if (r.url().includes('script_worker')) wasm.push(r.url()); });
  const label = await page.locator('#example option', { hasText: 'Domineering, as a script' }).getAttribute('value');
  await page.selectOption('#example', label);
  await page.waitForSelector('#field-script');
  // "....|....|...." is the 3×4 board: the built-in ruleset gives its value.
  const builtin = await open('#/classical?game=domineering&position=....|....|....');
  await builtin.waitForSelector('#cgt-report td.value-text');
  const expected = await builtin.locator('#cgt-report td.value-text').first().innerText();
  await canonical(page, expected);
  assert.ok(wasm.some((u) => u.includes('script_worker')), wasm.join(' '));
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /script=.*&position="....\|....\|...."/);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(builtin.errors, []);
});

test('an edit to the script changes the value; a permalink restores it', async () => {
  const page = await scripted(SUBTRACTION, '4');
  await canonical(page, '*');
  assert.equal(await page.locator('#cgt-report tr:has(th:text-is("Grundy value")) td.value-text').innerText(), '1');
  await edit(page, SUBTRACTION.replace('[1, 2]', '[1, 2, 3]'));
  // Subtraction {1,2,3}: heap 4 is a P-position.
  await canonical(page, '0');
  const hash = await page.evaluate(() => location.hash);
  const again = await open(hash);
  await canonical(again, '0');
  assert.equal(await again.inputValue('#field-script'), SUBTRACTION.replace('[1, 2]', '[1, 2, 3]'));
  // The position field changes the value too.
  await again.fill('#field-script-position', '5');
  await canonical(again, '*');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(again.errors, []);
});

test('a syntax error is shown at its line, in the gutter and under the editor', async () => {
  const page = await scripted(SUBTRACTION, '4');
  await canonical(page, '*');
  await edit(page, SUBTRACTION.replace('out.push(position - m);', 'out.push(position - );'));
  await page.waitForSelector('.code-gutter .error-line');
  assert.equal(await page.locator('.code-gutter .error-line').innerText(), '5');
  const message = await page.locator('#script-error').innerText();
  assert.match(message, /^syntax error at line 5, column \d+/);
  assert.equal(await page.getAttribute('#field-script', 'aria-invalid'), 'true');
  // Fixed again: the mark goes.
  await edit(page, SUBTRACTION);
  await canonical(page, '*');
  assert.equal(await page.locator('.code-gutter .error-line').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('Cancel stops a slow script; the tab stays responsive', async () => {
  // Domineering on 5×5 as a script: many seconds of positions.
  const page = await open('#/classical');
  const label = await page.locator('#example option', { hasText: 'Domineering, as a script' }).getAttribute('value');
  await page.selectOption('#example', label);
  await page.waitForSelector('#field-script');
  await page.fill('#field-script-position', '".....|.....|.....|.....|....."');
  await page.waitForSelector('#values progress, #values [role=progressbar]', { timeout: 20000 });
  assert.equal(await responsive(page), 2);
  await page.click('#values button:text("Cancel")');
  await page.waitForFunction(() => /cancel/i.test(document.querySelector('#values')?.innerText || ''));
  assert.equal(await responsive(page), 2);
  assert.deepEqual(page.errors, []);
});

// Each hostile script and what its refusal says.
const hostile = [
  ['an infinite loop', 'fn options(p) { loop { } }', '0', /over the limit of 1000000 operations per call/],
  ['unbounded recursion', 'fn f(n) { f(n + 1) }\nfn options(p) { f(0) }', '0', /over the limit of 32 levels of function calls|levels of nested/],
  ['a 10⁹-element array', 'fn options(p) { let a = []; a.pad(1000000000, 0); a }', '0', /over the limit of 1024 elements per array/],
  ['a script that returns non-positions', 'fn options(p) { [1.5] }', '0', /returned .*not/],
  ['deeply nested data', 'fn options(p) { let a = []; for i in 0..4000 { a = [a]; } [a] }', '0', /over the limit of 1024 elements per array/],
  ['nested maps', 'fn options(p) { let a = #{}; for i in 0..4000 { a = #{ x: a }; } [a] }', '0', /over the limit of 512 entries per map/],
];

test('hostile scripts are refused with a clear message, the tab responsive', async () => {
  const page = await scripted(SUBTRACTION, '4');
  await canonical(page, '*');
  for (const [what, source, position, expected] of hostile) {
    const t0 = Date.now();
    await page.fill('#field-script-position', position);
    await edit(page, source);
    await page.waitForFunction(() => (document.querySelector('#script-error')?.innerText || '').length > 0,
      null, { timeout: 20000 });
    const took = Date.now() - t0;
    assert.equal(await responsive(page), 2, what);
    console.log(`${what}: refused in ${took} ms`);
    const message = await page.locator('#script-error').innerText();
    assert.match(message, expected, `${what}: ${message}`);
    // Refused within the budget (0.17–0.24 s measured here, the click and
    // the editor included, logged above); the test holds that it is refused
    // at all, not how fast: the wait above fails after 20 s.
    // Back to a good script before the next one.
    await page.fill('#field-script-position', '4');
    await edit(page, SUBTRACTION);
    await canonical(page, '*');
  }
  assert.deepEqual(page.errors, []);
});

// A script whose positions repeat (issue 38) gets its loopy value, as a
// loopy expression does: `{pass|pass}` is dud, `a{0|a}` over.
test('a looping script shows its loopy value, not a refusal', async () => {
  const page = await scripted('fn options(p) { [p] }', '0');
  await canonical(page, 'dud');
  await page.fill('#field-script-position', '"a"');
  await edit(page, 'fn left_options(p) { if p == "a" { ["z"] } else { [] } }\n'
    + 'fn right_options(p) { if p == "a" { ["a"] } else { [] } }');
  await canonical(page, 'over');
  assert.equal(await page.locator('#script-error').innerText(), '');
  assert.deepEqual(page.errors, []);
});

test('a 1 MB script is refused in the editor, naming the limit', async () => {
  const page = await scripted(SUBTRACTION, '4');
  await canonical(page, '*');
  const big = '// ' + 'x'.repeat(1 << 20) + '\n' + SUBTRACTION;
  await page.locator('#field-script').evaluate((t, v) => {
    t.value = v;
    t.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }, big);
  await page.click('#script-run');
  await page.waitForFunction(() => /over the limit of 65536 bytes of script/.test(document.querySelector('#script-error')?.innerText || ''));
  assert.equal(await responsive(page), 2);
  // A link carrying a script over the limit is refused with a notice.
  const tooLong = await open(`#/classical?script=${'A'.repeat(200000)}&position=4`);
  await tooLong.waitForFunction(() => /script.*longer than 196608 characters/.test(document.body.innerText));
  assert.deepEqual(tooLong.errors, []);
  assert.deepEqual(page.errors, []);
});

test('the script editor has no accessibility violations', async () => {
  const page = await scripted(SUBTRACTION, '4');
  await canonical(page, '*');
  assert.deepEqual(await axeViolations(page, '#script'), []);
});

test('a script is played against the computer in the script worker; the link restores the game', async () => {
  // Subtraction {1, 2} from 4: a win for the player to move (take 1).
  const page = await scripted(SUBTRACTION, '4');
  await canonical(page, '*');
  // Play as Right: the computer (Left) moves first, in the script worker.
  await page.selectOption('#play-side', 'r');
  await page.click('#play-start');
  await page.waitForFunction(() => /Your move \(Right\)/.test(document.querySelector('#play .play-status')?.innerText || '')
    && document.querySelectorAll('#play-log li').length === 1, null, { timeout: 20000 });
  const log = async () => page.locator('#play-log li').allInnerTexts();
  // Left took 1 (to heap 3, a P-position): the equilibrium's winning move.
  assert.match((await log())[0], /^1\. Left moved to 3 /);
  // The visitor's buttons name where each move goes; the replies follow.
  const buttons = await page.locator('#play-moves button').allInnerTexts();
  assert.deepEqual(buttons, ['1: to 2', '2: to 1']);
  // One job per move: the state that then stores the computer's reply
  // asks the worker nothing new (messages to workers counted).
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    window.__posts = 0;
    Worker.prototype.postMessage = function (...a) { window.__posts += 1; return post.apply(this, a); };
  });
  await page.click('#play-moves button:has-text("1: to 2")');
  await page.waitForFunction(() => document.querySelectorAll('#play-log li').length === 3, null, { timeout: 20000 });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__posts), 1);
  assert.match((await log())[2], /^3\. Left moved to 0 /);
  await page.waitForFunction(() => /Game over/.test(document.querySelector('#play .play-status')?.innerText || ''));
  assert.match(await page.locator('#play-summary').innerText(), /Game over/);
  // The moves are in the link: it restores the game as it ended.
  const hash = decodeURIComponent(await page.evaluate(() => location.hash));
  assert.match(hash, /side=r/);
  assert.match(hash, /moves=1(,|%2C)1(,|%2C)2/);
  const again = await open(await page.evaluate(() => location.hash));
  await again.waitForFunction(() => document.querySelectorAll('#play-log li').length === 3, null, { timeout: 20000 });
  // Undo takes back the visitor's move and the reply after it.
  await again.click('#play-undo');
  await again.waitForFunction(() => document.querySelectorAll('#play-log li').length === 1, null, { timeout: 20000 });
  assert.match(await again.locator('#play .play-status').innerText(), /Your move \(Right\)/);
  assert.deepEqual(await axeViolations(again, '#play'), []);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(again.errors, []);
});

test('a scripted game is played by clicking the board its fn board draws', async () => {
  const page = await open('#/classical');
  const label = await page.locator('#example option', { hasText: 'Domineering, as a script' }).getAttribute('value');
  await page.selectOption('#example', label);
  await page.waitForSelector('#script-options-left');
  await page.selectOption('#play-side', 'l');
  await page.click('#play-start');
  await page.waitForFunction(() => /Your move \(Left\)/.test(document.querySelector('#play .play-status')?.innerText || ''),
    null, { timeout: 20000 });
  // 3 × 4: Left's vertical dominoes start on rows 1 and 2, each a legal site.
  await page.waitForFunction(() => document.querySelectorAll('#play .site.legal').length === 8);
  // The analysis board takes clicks too: a1 then a2 (Left's vertical
  // domino; a1 alone also starts Right's a1-b1) moves the position there.
  await page.locator('#script [data-site="0:0"]').click();
  await page.locator('#script [data-site="0:4"]').click();
  await page.waitForFunction(() => document.querySelector('#field-script-position')?.value === '"#...|#...|...."');
  await page.waitForFunction(() => /Your move \(Left\)/.test(document.querySelector('#play .play-status')?.innerText || '')
    && document.querySelectorAll('#play .site.legal').length === 6, null, { timeout: 20000 });
  await page.locator('#play [data-site="0:1"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#play-log li').length === 2, null, { timeout: 20000 });
  const lines = await page.locator('#play-log li').allInnerTexts();
  assert.match(lines[0], /^1\. Left moved to "##\.\.\|##\.\.\|\.\.\.\." /);
  assert.match(lines[1], /^2\. Right moved to /);
  // The board shows the three dominoes: six covered cells.
  await page.waitForFunction(() => document.querySelectorAll('#play svg.board .cell.blocked').length === 6);
  assert.deepEqual(page.errors, []);
});

// Issue 37: the script is a ruleset named in the expression, summed with built-in
// boards; the script worker evaluates it, the link restores it, bad tokens are named.
const EXAMPLES = new URL('../../crates/games/src/classical/script/examples/', import.meta.url);
const example = (file) => fs.readFileSync(new URL(file, EXAMPLES), 'utf8');

test('a named script is summed with built-in boards in an expression; the link restores it', async () => {
  const page = await scripted(example('cutcake.rhai'), '[[2, 3]]');
  await page.waitForSelector('#script .script-position');
  await page.fill('#field-script-name', 'cake');
  await page.fill('#field-script-expr', 'cake[[[3, 5]]] + cutcake[2x5]');
  // As `pebbles cgt --script cake=cutcake.rhai --expr …`: canonical 2.
  await canonical(page, '2');
  const hash = decodeURIComponent(await page.evaluate(() => location.hash));
  assert.match(hash, /&sname=cake&/);
  assert.match(hash, /&g=cake\[\[\[3, 5\]\]\] \+ cutcake\[2x5\]/);
  const again = await open(await page.evaluate(() => location.hash));
  await canonical(again, '2');
  assert.equal(await again.inputValue('#field-script-name'), 'cake');
  assert.equal(await again.inputValue('#field-script-expr'), 'cake[[[3, 5]]] + cutcake[2x5]');
  // An unknown name and a bad position: the worker names the token under the field.
  await again.fill('#field-script-expr', 'pie[[[3, 5]]]');
  await again.waitForFunction(() => /`pie`/.test(document.querySelector('#script-expr-error')?.innerText ?? ''),
    null, { timeout: 20000 });
  await again.fill('#field-script-expr', 'cake[[[3, x]]]');
  await again.waitForFunction(() => /\[\[3, x\]\]/.test(document.querySelector('#script-expr-error')?.innerText ?? ''),
    null, { timeout: 20000 });
  // A built-in ruleset's name is refused in the field itself.
  await again.fill('#field-script-name', 'cutcake');
  assert.match(await again.locator('#field-script-name-error').innerText(), /`cutcake`: is a built-in/);
  // Emptied, the expression gives way to the script's position (Cutcake 2×3 is 0).
  await again.fill('#field-script-expr', '');
  await canonical(again, '0');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(again.errors, []);
});

test('a Hackenbush script draws its position as a graph', async () => {
  const page = await scripted(example('hackenbush.rhai'), '[[0, 1, "b"], [1, 2, "r"], [0, 2, "g"]]');
  // A stalk is a vertical line: its box has no width, so wait for it attached.
  await page.waitForSelector('#script svg.board.graph .edge', { state: 'attached' });
  const edges = await page.$$eval('#script svg.board.graph .edge', (es) => es.map((e) => e.getAttribute('class')));
  assert.equal(edges.length, 3);
  assert.ok(edges.some((c) => /left/.test(c)) && edges.some((c) => /right/.test(c)), edges.join(' | '));
  await page.locator('#script .script-position').screenshot({ path: process.env.SHOT_DIR ? `${process.env.SHOT_DIR}/hackenbush-script.png` : '/tmp/hackenbush-script.png' });
  assert.deepEqual(page.errors, []);
});
