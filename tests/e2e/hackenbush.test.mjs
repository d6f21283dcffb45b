// #/classical?game=hackenbush: Blue-Red-Green Hackenbush on the generic
// board (issue 26). The picture is drawn from its edge list (a site per edge
// and per vertex); the editor recolours, grows, deletes and joins edges and
// the value and the link follow; a game is played by clicking edges to the
// end, and with the keyboard alone; axe-core finds nothing; at 1366×900 and
// 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, axeViolations, openPage } from './harness.mjs';

let env, browser;
before(async () => { env = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); env.server.close(); });

const SIZES = [[1366, 900], [390, 844]];

async function open(hash, [width, height] = SIZES[0]) {
  return openPage(browser, `${env.base}/${hash}`, { viewport: { width, height } });
}

const hashHas = (page, text) =>
  page.waitForFunction((t) => decodeURIComponent(location.hash).includes(t), text);
const hashMatches = (page, re) =>
  page.waitForFunction((r) => new RegExp(r).test(decodeURIComponent(location.hash)), re.source);
const valueIs = (page, v) =>
  page.waitForFunction((x) => document.querySelector('#cgt-report td.value-text')?.innerText === x, v);
const site = (page, b, s) => page.locator(`#board [data-site="${b}:${s}"]`);
const log = (page) => page.locator('#play-log li').allInnerTexts();
// The edges' colours in site order: b, r, g.
const colours = (page) => page.$$eval('#board svg.board .edge', (es) =>
  es.map((e) => (e.classList.contains('left') ? 'b' : e.classList.contains('right') ? 'r' : 'g')).join(''));

for (const size of SIZES) {
  const at = `${size[0]}×${size[1]}`;

  test(`the picture and its value at ${at}`, async () => {
    const page = await open('#/classical?game=hackenbush&position=0-1:b,1-2:r', size);
    await page.waitForSelector('#board svg.board');
    await valueIs(page, '1/2');
    // Two edges and three vertices (the ground among them) are sites.
    assert.equal(await page.locator('#board svg.board .site').count(), 5);
    assert.equal(await colours(page), 'br');
    assert.equal(await page.locator('#board svg.board .ground').count(), 1);
    // The stalk stands upright: the red edge above the blue one.
    const centre = async (s) => {
      const b = await site(page, 0, s).boundingBox();
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const [blue, red] = [await centre(0), await centre(1)];
    assert.ok(red[1] < blue[1] - 20, `red ${red} above blue ${blue}`);
    assert.ok(Math.abs(red[0] - blue[0]) < 1, 'a stalk is vertical');
    // The picture fits the page.
    const svg = await page.locator('#board svg.board').boundingBox();
    assert.ok(svg.x >= 0 && svg.x + svg.width <= size[0], JSON.stringify(svg));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`a game played by clicking edges to the end at ${at}`, async () => {
    const page = await open('#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=l', size);
    await page.waitForSelector('#board .site.legal');
    // Left may cut the blue edge and the green ones, not the red.
    assert.equal(await page.locator('#board .site.legal').count(), 3);
    assert.ok(!(await site(page, 0, 2).getAttribute('class')).includes('legal'));
    for (let turn = 0; turn < 6; turn++) {
      const summary = await page.locator('#play-summary').count();
      if (summary > 0) break;
      const before = (await log(page)).length;
      await page.locator('#board .site.legal').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('#play-log li').length > n, before);
      await page.waitForFunction(() => document.querySelector('#play-summary')
        || document.querySelector('#board .site.legal'));
    }
    await page.waitForSelector('#play-summary');
    assert.match(await page.locator('#play-summary').innerText(), /^Game over/);
    const lines = await log(page);
    assert.match(lines[0], /^1\. Left cut the (blue|green) edge \d-\d /);
    assert.match(await page.locator('#play .play-status').innerText(), /Game over/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`the keyboard alone cuts an edge at ${at}`, async () => {
    const page = await open('#/classical?game=hackenbush&position=0-1:r,0-2:g,2-3:b&side=l', size);
    await page.waitForSelector('#board .site.legal');
    await page.focus('#board .boards');
    const live = () => page.locator('#board-live').innerText();
    assert.match(await live(), /^edge \d-\d: (green|blue)/);
    // Walk right then up until Enter would cut a blue edge.
    for (let i = 0; i < 8 && !/Enter cut the blue edge/.test(await live()); i++) {
      await page.keyboard.press(i < 2 ? 'ArrowRight' : 'ArrowUp');
    }
    assert.match(await live(), /Enter cut the blue edge 2-3/);
    await page.keyboard.press('Enter');
    await hashHas(page, 'moves=2-3:b');
    assert.match((await log(page))[0], /^1\. Left cut the blue edge 2-3 /);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

for (const size of SIZES) {
  const at = `${size[0]}×${size[1]}`;
  test(`editing the picture at ${at}: colour, grow, delete, join, the ground; value and link follow`, async () => {
    const page = await open('#/classical?game=hackenbush&position=0-1:b,1-2:r', size);
    await valueIs(page, '1/2');
    // The value stands under the picture too, where the click was.
    const boardValue = (v) => page.waitForFunction(
      (x) => document.querySelector('#board-value')?.innerText.startsWith(`value ${x} ·`), v);
    await boardValue('1/2');
    // The colour tool: a click on the red edge makes it green.
    await site(page, 0, 1).click();
    await hashHas(page, 'position=0-1:b,1-2:g');
    await valueIs(page, '1*');
    await boardValue('1*');
    assert.equal(await colours(page), 'bg');
    // The value line is in view right under the picture.
    const [svg, line] = [await page.locator('#board svg.board').boundingBox(),
      await page.locator('#board-value').boundingBox()];
    assert.ok(line.y >= svg.y + svg.height - 1 && line.y < svg.y + svg.height + 60, `${JSON.stringify(svg)} ${JSON.stringify(line)}`);
    // A click on vertex 2 (site 2 + 2) grows a blue edge to vertex 3.
    await site(page, 0, 4).click();
    await hashHas(page, 'position=0-1:b,1-2:g,2-3:b');
    await valueIs(page, '1^*');
    // Delete: the green edge goes with the blue one above it.
    await page.check('input[name="graph-tool"][value="delete"]');
    await site(page, 0, 1).click();
    await hashMatches(page, /position=0-1:b(&|$)/);
    await valueIs(page, '1');
    // A new edge on the ground, then join vertices 1 and 2 (sites 2 + 1, 2 + 2).
    await page.click('button[aria-label="board 1: a new blue edge from the ground"]');
    await hashHas(page, 'position=0-1:b,0-2:b');
    await valueIs(page, '2');
    await page.check('input[name="graph-tool"][value="join"]');
    await site(page, 0, 3).click();
    assert.match(await page.locator('.graph-said').innerText(), /vertex 1 chosen/);
    assert.equal(await page.locator('#board .site.selected').count(), 1);
    await site(page, 0, 4).click();
    await hashHas(page, 'position=0-1:b,0-2:b,1-2:b');
    await valueIs(page, '3');
    // The text field edits too, and a bad edge is named.
    // On a phone the editors are folded under the result: open them.
    if (!(await page.locator('#editor-panel').evaluate((d) => d.open))) await page.click('#editor-panel > summary');
    await page.fill('#field-boards', '0-1:g,1-1:g');
    await hashHas(page, 'position=0-1:g,1-1:g');
    await valueIs(page, '*2');
    await page.fill('#field-boards', '0-1:g,1-2:q');
    await page.waitForFunction(() => document.body.innerText.includes('1-2:q'));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the starting examples: a stalk and a flower', async () => {
  const page = await open('#/classical?game=hackenbush');
  await page.waitForSelector('#board svg.board');
  for (const [label, position, value] of [
    [/^Hackenbush stalk/, '0-1:b,1-2:r,2-3:b', '3/4'],
    [/^Hackenbush flower/, '0-1:g,1-2:g,2-2:b,2-2:b,2-2:r', '{0,*,*2|0,*}'],
  ]) {
    const options = await page.$$eval('#example option', (os) => os.map((o) => [o.value, o.innerText]));
    const [choice] = options.find(([, text]) => label.test(text));
    await page.selectOption('#example', choice);
    await hashHas(page, `position=${position}`);
    await valueIs(page, value);
  }
  // The flower's petals: three loops at the top of the stem.
  assert.equal(await page.locator('#board svg.board .edge').count(), 5);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const hash of [
  '#/classical?game=hackenbush&position=0-1:g,1-2:g,2-2:b,2-2:b,2-2:r',
  '#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g&side=l',
]) {
  test(`no axe violations: ${hash}`, async () => {
    const page = await open(hash);
    await page.waitForSelector('#board svg.board');
    await page.waitForTimeout(300);
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });
}
