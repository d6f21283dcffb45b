// Hostile links (issue 31): every parameter of every page, opened with a
// value no parser accepts, gives no page error, a notice that names the
// parameter and quotes the token, and a tab that still answers within a
// second. The parameters come from `params.json`, which a Rust test keeps
// equal to `Page::params()`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage } from './harness.mjs';

const env = useBrowser({ before, after });
const PARAMS = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'params.json'), 'utf8'));
const TOKEN = '-1e999x';
// Parameters the link takes as typed, whose field then says what is wrong
// (the expression needs a universe to parse): the field's name in the error.
const FIELD_ERRORS = { classical: { g: 'expression' }, misere: { g: 'expression' }, scoring: { expr: 'expression' } };

// Whether the page runs a trivial script: a frozen tab never answers, and
// the hang guard (a minute, far past any load) says so. How fast it answers
// is not asserted: a loaded machine may take seconds.
async function answers(page) {
  const ok = await Promise.race([
    page.evaluate(() => 1 + 1),
    new Promise((resolve) => setTimeout(() => resolve(null), 60000)),
  ]);
  return ok === 2;
}

for (const [slug, params] of Object.entries(PARAMS)) {
  if (params.length === 0) continue;
  test(`#/${slug}: each parameter with a hostile value is named in a notice`, async () => {
    const page = await openPage(env.browser, 'about:blank');
    const missing = [];
    for (const name of params) {
      await page.goto('about:blank');
      await page.goto(`${env.base}/#/${slug}?${name}=${encodeURIComponent(TOKEN)}`);
      const field = FIELD_ERRORS[slug]?.[name];
      const named = await page.waitForFunction(
        ([n, f]) => (f
          ? [...document.querySelectorAll('.error')].some((e) => e.innerText.startsWith(`${f}:`) && e.innerText.includes('e999x'))
          : [...document.querySelectorAll('#notices li')].some((li) => li.querySelector('code')?.textContent === n)),
        [name, field], { timeout: 8000 },
      ).then(() => true, () => false);
      if (!named) {
        missing.push(name);
        continue;
      }
      const text = await page.locator(field ? '.error' : '#notices').first().innerText();
      assert.ok(await answers(page), `#/${slug}?${name}=: the tab froze`);
      assert.ok(text.length < 4000, `#/${slug}?${name}=: a notice of ${text.length} characters`);
    }
    assert.deepEqual(missing, [], `#/${slug}: no notice names these parameters`);
    assert.deepEqual(page.errors, [], `#/${slug}: page errors`);
    await page.context().close();
  });
}

test('a 100 KB token is cut in the notice, and the tab answers', async () => {
  const junk = 'x'.repeat(100000);
  const page = await openPage(env.browser, `${env.base}/#/cs?s=${junk}`);
  await page.waitForSelector('#notices li');
  const text = await page.locator('#notices').innerText();
  assert.ok(text.length < 1000, `${text.length} characters`);
  assert.ok(await answers(page), 'the tab answers');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a sum of 25 switches (a 1.5·10⁸-character form) is reported, cut, without stalling the worker', async () => {
  const sum = Array.from({ length: 25 }, (_, i) => `{${i + 1}|-${i + 1}}`).join('+');
  const page = await openPage(env.browser, `${env.base}/#/classical?g=${encodeURIComponent(sum)}`);
  // A hang guard, generous for a loaded machine: the sum takes seconds.
  await page.waitForSelector('#cgt-report', { timeout: 120000 });
  const canonical = await page.locator('#cgt-report td.value-text').first().innerText();
  assert.ok(canonical.endsWith('…'), canonical.slice(-40));
  assert.ok(await answers(page), 'the tab answers');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
