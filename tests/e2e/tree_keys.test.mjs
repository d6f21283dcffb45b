// Issue 14 on #/tree: the picture's frame is one tab stop whose keyboard
// cursor walks the nodes (a live line names the node and what Enter does;
// Enter and Space act like a click), and scale= enlarges the tree.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './harness.mjs';

const env = useBrowser({ before, after });

// Figure 4: 7;(0,0) → 5;(2,0) (node 1) or 4;(3,0); the play ends at 0;(4,3).
const FIGURE_4 = '#/tree?s=2,3&x=7&mode=si';

async function open(hash, viewport = { width: 1366, height: 900 }) {
  const page = await openPage(env.browser, `${env.base}/${hash}`);
  await page.setViewportSize(viewport);
  await page.waitForSelector('#tree-svg svg g.node');
  return page;
}

// Tab from the last tool button into the frame (a real keyboard focus).
async function tabIntoFrame(page) {
  await page.focus('#tree-svg button[title="actual size, from the top left"]');
  await page.keyboard.press('Tab');
  const active = await page.evaluate(() => {
    const el = document.activeElement;
    return { frame: el.matches('#tree-svg .pan-zoom-frame'), role: el.getAttribute('role'),
      name: el.getAttribute('aria-label'), tab: el.getAttribute('tabindex') };
  });
  assert.deepEqual({ ...active, name: /arrow keys/.test(active.name) },
    { frame: true, role: 'group', name: true, tab: '0' });
}

const line = (page) => page.textContent('#tree-cursor');
// The live line once it starts with `prefix` (the cursor has moved there).
async function lineAt(page, prefix) {
  await page.waitForFunction((p) => document.querySelector('#tree-cursor')?.textContent.startsWith(p), prefix);
  return line(page);
}
// Nodes whose box is drawn as the cursor's (a 4 px stroke).
const highlighted = (page) => page.$$eval('#tree-svg svg g.node', (gs) => gs
  .filter((g) => getComputedStyle(g.querySelector('rect')).strokeWidth === '4px')
  .map((g) => g.getAttribute('data-node')));
const visibleNodes = (page) => page.$$eval('#tree-svg svg [data-node]',
  (els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);

test('the tree frame is one tab stop and its cursor walks, folds and unfolds the tree', async () => {
  const page = await open(FIGURE_4);
  assert.equal(await page.locator('#tree-svg [tabindex]').count(), 1, 'one tab stop');
  assert.equal(await line(page), '');
  await tabIntoFrame(page);
  let text = await lineAt(page, 'Node 7;(0,0): heap 7');
  assert.match(text, /Row 1, 1 of 1\. Enter folds its options\.$/);
  assert.deepEqual(await highlighted(page), ['0']);
  const scrollY = await page.evaluate(() => scrollY);

  await page.keyboard.press('ArrowDown');
  text = await lineAt(page, 'Node 5;(2,0)');
  assert.match(text, /Row 2, 1 of 2\./);
  assert.deepEqual(await highlighted(page), ['1']);
  await page.keyboard.press('ArrowRight');
  await lineAt(page, 'Node 4;(3,0)');
  await page.keyboard.press('ArrowLeft');
  await lineAt(page, 'Node 5;(2,0)');
  await page.keyboard.press('ArrowUp');
  await lineAt(page, 'Node 7;(0,0)');
  await page.keyboard.press('End');
  text = await lineAt(page, 'Node 0;(4,3)');
  assert.match(text, /Enter does nothing here/);
  await page.keyboard.press('Home');
  await lineAt(page, 'Node 7;(0,0)');
  // The keys moved the cursor, not the page.
  assert.equal(await page.evaluate(() => scrollY), scrollY);

  // Enter folds node 1 as a click does; Space unfolds it.
  await page.keyboard.press('ArrowDown');
  await lineAt(page, 'Node 5;(2,0)');
  assert.equal(await visibleNodes(page), 11);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('#tree-svg svg [data-node]')]
    .filter((e) => getComputedStyle(e).display !== 'none').length < 11);
  assert.match(await line(page), /Enter unfolds its options\.$/);
  assert.deepEqual(await highlighted(page), ['1']);
  // Down stays on a folded node; Right goes on to the next shown node.
  await page.keyboard.press('ArrowDown');
  assert.match(await line(page), /^Node 5;\(2,0\)/);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => [...document.querySelectorAll('#tree-svg svg [data-node]')]
    .filter((e) => getComputedStyle(e).display !== 'none').length === 11);
  assert.match(await line(page), /Enter folds its options\.$/);
  assert.equal(await page.evaluate(() => scrollY), scrollY, 'Space did not scroll the page');
  // Focus is still on the frame.
  assert.ok(await page.evaluate(() => document.activeElement.matches('#tree-svg .pan-zoom-frame')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('in re-root mode Enter re-roots at the cursor node, as a click does', async () => {
  const page = await open(FIGURE_4);
  await page.check('#reroot-toggle');
  await tabIntoFrame(page);
  await page.keyboard.press('ArrowDown');
  assert.match(await lineAt(page, 'Node 5;(2,0)'), /Enter re-roots the view here\.$/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('x=5&mode=si&c=2,0&first=r'));
  await page.waitForFunction(() => document.querySelectorAll('#tree-svg svg [data-node]').length === 6);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a click moves the cursor too; dragging and the wheel still pan and zoom', async () => {
  const page = await open(FIGURE_4);
  await page.click('#tree-svg svg [data-node="1"]');
  await lineAt(page, 'Node 5;(2,0)');
  assert.deepEqual(await highlighted(page), ['1']);
  const transform = () => page.$eval('#tree-svg .pan-zoom-content', (el) => el.style.transform);
  await page.locator('#tree-svg .pan-zoom-frame').evaluate((f) => f.scrollIntoView({ block: 'center' }));
  const box = await page.locator('#tree-svg .pan-zoom-frame').boundingBox();
  // Drag from an empty corner of the frame.
  const before = await transform();
  await page.mouse.move(box.x + 8, box.y + box.height - 8);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height - 40, { steps: 5 });
  await page.mouse.up();
  await page.waitForFunction((b) => document.querySelector('#tree-svg .pan-zoom-content').style.transform !== b, before);
  const dragged = await transform();
  await page.mouse.wheel(0, -200);
  await page.waitForFunction((b) => document.querySelector('#tree-svg .pan-zoom-content').style.transform !== b, dragged);
  // + and − zoom from the keyboard.
  await page.focus('#tree-svg .pan-zoom-frame');
  const wheeled = await transform();
  await page.keyboard.press('-');
  await page.waitForFunction((b) => document.querySelector('#tree-svg .pan-zoom-content').style.transform !== b, wheeled);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('scale=2 makes the tree frame taller and its labels larger', async () => {
  const measure = async (hash) => {
    const page = await open(hash);
    await page.waitForTimeout(400);
    const m = await page.evaluate(() => ({
      frame: document.querySelector('#tree-svg .pan-zoom-frame').getBoundingClientRect().height,
      label: document.querySelector('#tree-svg g.node[data-node="0"] text').getBoundingClientRect().height,
    }));
    assert.deepEqual(page.errors, []);
    await page.context().close();
    return m;
  };
  const one = await measure(FIGURE_4);
  const two = await measure(`${FIGURE_4}&scale=2`);
  assert.ok(two.frame > one.frame + 100, JSON.stringify({ one, two }));
  assert.ok(two.label > one.label * 1.3, JSON.stringify({ one, two }));
});
