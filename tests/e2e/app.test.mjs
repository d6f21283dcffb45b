import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, column, cancelWhenRunning, SUBPATH } from './harness.mjs';

const env = useBrowser({ before, after });

const hash = (page) => page.evaluate(() => decodeURIComponent(location.hash));

test('app loads the default example with no console errors', async () => {
  const page = await openPage(env.browser, `${env.base}/`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await hash(page), '#/cs?s=2,3&heaps=0..20');
  // SPEC: S = {2,3}, zero-sum, x = 0..9.
  const zs = (await column(page, 1)).slice(0, 10).join(' ');
  assert.equal(zs, '0 0 2 3 3 1 0 1 2 3');
  assert.equal((await column(page, 0)).length, 21, '0..20 is 21 heaps');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a permalink restores the view exactly', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?l=2,3&r=1,4&heaps=0..14&tie=fa`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await page.isChecked('#partizan-toggle'), true);
  assert.equal(await page.inputValue('#field-l'), '2,3');
  assert.equal(await page.inputValue('#field-r'), '1,4');
  assert.equal(await page.inputValue('#field-heaps'), '0..14');
  assert.equal(await page.inputValue('#tie-left'), 'f');
  assert.equal(await page.inputValue('#tie-right'), 'a');
  // SPEC: partizan ({2,3},{1,4}) normal-play classes, x = 0..9.
  assert.equal((await column(page, 5)).slice(0, 10).join(' '), 'P R N L R N L P N L');
  assert.equal((await column(page, 0)).length, 15);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('editing a field updates the URL (replace, not push) and the table', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..20`);
  await page.waitForSelector('#cs-table tbody tr');
  const before = await page.evaluate(() => history.length);
  await page.fill('#field-s', '1,2');
  await page.waitForFunction(() => decodeURIComponent(location.hash) === '#/cs?s=1,2&heaps=0..20');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#cs-table tbody tr')].slice(0, 6)
      .map((r) => r.lastElementChild.textContent).join('') === '012012');
  assert.equal(await page.evaluate(() => history.length), before);
  await page.fill('#field-heaps', '5..9');
  await page.waitForFunction(() => location.hash.includes('heaps=5..9'));
  await page.waitForFunction(() => document.querySelectorAll('#cs-table tbody tr').length === 5);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad input shows a message next to the field naming the token', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..20`);
  await page.waitForSelector('#cs-table tbody tr');
  for (const [field, text, token] of [['#field-s', '2,x', '`x`'], ['#field-s', '0', '`0`'],
    ['#field-s', '-3', '`-3`'], ['#field-s', '', 'at least one'], ['#field-heaps', '9..3', '`9..3`'],
    ['#field-heaps', '0..99999999999', '`99999999999`'], ['#field-map', '2;3', '`2`']]) {
    await page.fill(field, text);
    const err = await page.textContent(`${field}-error`);
    assert.ok(err.includes(token), `${field}=${text}: ${err}`);
    assert.equal(await hash(page), '#/cs?s=2,3&heaps=0..20', 'URL keeps the last valid state');
    await page.fill(field, field === '#field-heaps' ? '0..20' : field === '#field-map' ? '' : '2,3');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a malformed permalink shows a notice naming each bad field, and no error', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,,x&heaps=9..3&tie=q&bogus=1&map=%ZZ`);
  await page.waitForSelector('#cs-table tbody tr');
  const notice = await page.textContent('#notices');
  for (const p of ['s', 'heaps', 'tie', 'bogus', 'map']) assert.ok(notice.includes(p), `${p} in: ${notice}`);
  assert.equal((await column(page, 1)).slice(0, 4).join(' '), '0 0 2 3', 'falls back to S={2,3}');
  assert.deepEqual(page.errors, []);
  for (const junk of ['#/cs?heaps=..&s=%', '#/%%%?', '#/tree?x=abc', '#/bcs?tb=-1', '#?&&&=', '#/cs?s=1..999999999']) {
    await page.goto(`${env.base}/${junk}`);
    await page.waitForSelector('#notices');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('embed=1 shows only the result panel', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..9&embed=1`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal(await page.locator('#editors').count(), 0);
  assert.equal(await page.locator('#site-header').count(), 0);
  assert.equal(await page.locator('.embed-footer a').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Copy link and Embed give the current view', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..9`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.base });
  await page.waitForSelector('#cs-table tbody tr');
  await page.click('#copy-link');
  await page.waitForSelector('.copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${env.base}/#/cs?s=2,3&heaps=0..9`);
  await page.click('#embed-button');
  const snippet = await page.inputValue('#embed-snippet');
  assert.ok(snippet.startsWith(`<iframe src="${env.base}/#/cs?s=2,3&heaps=0..9&embed=1"`), snippet);
  await page.context().close();
});

test('dist works from a sub-path and inside an iframe', async () => {
  const page = await openPage(env.browser, `${env.base}${SUBPATH}#/cs?s=1&heaps=0..5`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.equal((await column(page, 7)).join(''), '010101');
  assert.deepEqual(page.errors, []);
  await page.goto(`${env.base}/host.html`);
  const frame = page.frameLocator('#pebbles');
  await frame.locator('#cs-table tbody tr').first().waitFor();
  assert.equal(await frame.locator('#editors').count(), 0);
  const f = page.frames().find((fr) => fr.url().includes(SUBPATH));
  assert.equal((await column(f, 1)).slice(0, 10).join(' '), '0 0 2 3 3 1 0 1 2 3');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The table (heaps 0 to 10⁷) takes a few seconds of the worker, less on a
// fast machine: the page clicks Cancel in the first frame that shows the job
// running (`cancelWhenRunning`), and a run that ended first all the same is
// started again, up to three times.
test('heavy work runs in the worker with progress and Cancel; the page stays responsive', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3,5&heaps=9900000..9999999`);
  let cancelled = false;
  for (let attempt = 1; attempt <= 3 && !cancelled; attempt++) {
    if (attempt > 1) await page.reload();
    const clicked = await cancelWhenRunning(page, {
      running: '#progress progress',
      ended: '.result-body:not(.stale) #cs-table tbody tr',
    });
    cancelled = clicked === true
      && await page.waitForSelector('#rerun', { timeout: 10000 }).then(() => true, () => false);
  }
  assert.ok(cancelled, 'three runs ended before Cancel was clicked');
  assert.equal(await page.evaluate(() => 1 + 1), 2, 'main thread responsive');
  await page.fill('#field-heaps', '0..9');
  await page.waitForSelector('.result-body:not(.stale) #cs-table tbody tr');
  assert.equal((await column(page, 0)).length, 10);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('every page of the navigation renders; About cites the papers', async () => {
  const page = await openPage(env.browser, `${env.base}/#/about`);
  await page.waitForSelector('.about');
  const text = await page.textContent('.about');
  assert.ok(text.includes('Cumulative Games: Who is the current player?'));
  assert.ok(text.includes('Discrete Richman-bidding Scoring Games'));
  for (const slug of ['bcs', 'games', 'tree', 'classical', 'cs']) {
    await page.click(`nav a[href^="#/${slug}"]`);
    // The link just clicked, not the one active before the route changed
    // (under load the check used to run before the page re-rendered).
    await page.waitForSelector(`nav a.active[href^="#/${slug}"]`);
    assert.ok((await page.getAttribute('nav a.active', 'href')).startsWith(`#/${slug}`));
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Issue 14: the Embed snippet sizes its iframe to the view, so no embed
// shows an inner scrollbar (a page holding several embeds).
test('embeds from the snippet fit their content', async () => {
  const snippets = [];
  for (const hash of ['#/cs?s=2,3&heaps=0..20', '#/bcs?s=1&tb=5&heaps=0..12', '#/games?preset=squirrel&x=7', '#/tree?s=2,3&x=7']) {
    const p = await openPage(env.browser, `${env.base}/${hash}`);
    await p.waitForSelector('main');
    await p.click('#embed-button');
    snippets.push(await p.inputValue('#embed-snippet'));
    await p.context().close();
  }
  const page = await openPage(env.browser, `${env.base}/host.html`);
  await page.setContent(`<!DOCTYPE html><html><body><h1>Lecture</h1>${snippets.join('\n')}</body></html>`);
  await page.waitForTimeout(4000);
  const frames = await page.$$('iframe[data-pebbles]');
  assert.equal(frames.length, 4);
  for (const el of frames) {
    const frame = await el.contentFrame();
    await frame.waitForSelector('main');
    const inner = await frame.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    assert.ok(inner[0] <= inner[1] + 1, `${frame.url()}: content ${inner[0]} px in a ${inner[1]} px frame`);
  }
  await page.context().close();
});

test('keyboard: Esc closes the Embed panel, which closes on a page switch; the skip link focuses the results', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..9`);
  await page.waitForSelector('#cs-table tbody tr');
  await page.click('#embed-button');
  await page.focus('#embed-snippet');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#embed-snippet').count(), 0);
  await page.click('#embed-button');
  await page.click('nav a[href^="#/bcs"]');
  await page.waitForSelector('#bcs-table');
  assert.equal(await page.locator('#embed-snippet').count(), 0);
  // The skip link is the first control of the page, shown when focused.
  assert.equal(await page.evaluate(() => document.querySelector('button, a, input, select, textarea').className), 'skip-link');
  await page.focus('.skip-link');
  assert.ok(await page.evaluate(() => document.querySelector('.skip-link').getBoundingClientRect().left >= 0));
  await page.keyboard.press('Enter');
  // Issue 29: to the results, not the page's heading.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'result');
  await page.context().close();
});

test('a long table jumps to a heap', async () => {
  const page = await openPage(env.browser, `${env.base}/#/cs?s=2,3&heaps=0..1000`);
  await page.waitForSelector('#cs-table tbody tr');
  await page.fill('#go-heap', '537');
  await page.press('#go-heap', 'Enter');
  await page.waitForFunction(() => document.querySelector('#cs-table tbody tr th')?.textContent.trim() === '500');
  assert.match(await page.locator('.pager span').innerText(), /rows 501–600 of 1001/);
  await page.context().close();
});

// Issue 14: at 390 px (a phone) no page scrolls sideways; wide tables and
// diagrams scroll in their own boxes.
test('no page scrolls sideways on a phone', async () => {
  for (const hash of ['#/cs?s=2,3&heaps=0..20&x=7', '#/bcs?s=1&tb=9&heaps=0..20&x=9&p=6', '#/tree?s=2,3&x=7',
    '#/games?preset=squirrel&x=7', '#/clobber?board=1,2,3,2,1,3&census=2..7', '#/about']) {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${env.base}/${hash}`);
    await page.waitForSelector('main table, main svg, main h1');
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, hash);
    await context.close();
  }
});

// Issue 14: the worker's wasm was fetched by every worker (twice on #/bcs) and a
// new worker was started on every page switch. Now the workers run the page's
// own wasm module, handed over compiled: one wasm file is fetched in all.
test('one wasm is fetched for the page and its workers; workers are kept across page switches', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => { if (/\.wasm(\.gz)?$/.test(r.url())) fetched.push(r.url()); });
  await page.goto(`${env.base}/#/bcs?s=1&tb=9&heaps=0..20`);
  await page.waitForSelector('#bcs-table tbody tr');
  const seen = new Set(page.workers());
  for (const [to, ready] of [['#/cs?s=1,4', '#cs-table tbody tr'], ['#/tree?s=1,4&x=6', '#tree-svg svg'],
    ['#/bcs?s=1&tb=5&heaps=0..9', '#bcs-table tbody tr'], ['#/cs?s=2,3', '#cs-table tbody tr']]) {
    await page.evaluate((h) => { location.hash = h; }, to);
    await page.waitForSelector(`.result-body:not(.stale) ${ready}`);
    page.workers().forEach((w) => seen.add(w));
  }
  assert.equal(fetched.length, 1, `wasm fetched ${fetched.length} times: ${fetched.join(', ')}`);
  // The gzip-compressed copy (build/precompress.sh), decompressed by the page.
  assert.match(fetched[0], /app-[0-9a-f]+_bg\.wasm\.gz$/);
  assert.ok(seen.size <= 3, `${seen.size} workers started for five pages`);
  await context.close();
});

// Without DecompressionStream (older browsers) the page loads the plain wasm
// (the preloaded .gz is then unused).
test('a browser without DecompressionStream loads the uncompressed wasm', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => { delete self.DecompressionStream; });
  const fetched = [];
  page.on('request', (r) => { if (/\.wasm(\.gz)?$/.test(r.url())) fetched.push(r.url()); });
  await page.goto(`${env.base}/#/cs?s=2,3&heaps=0..20`);
  await page.waitForSelector('#cs-table tbody tr');
  assert.ok(fetched.some((u) => /_bg\.wasm$/.test(u)), fetched.join(', '));
  await context.close();
});
