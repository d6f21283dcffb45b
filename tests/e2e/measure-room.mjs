// Where the parts of a game sit at 1366×768 in presenter mode at scale=1.5
// (issue 42), with a screenshot of the first screen, for a person to read.
// Run after `trunk build --release`: node tests/e2e/measure-room.mjs [hash …]
import path from 'node:path';
import { startServer, launch } from './harness.mjs';

const OUT = process.env.OUT || '/tmp/shots';
const HASHES = process.argv.slice(2).length ? process.argv.slice(2) : [
  '#/classical?game=domineering&position=....|....|....|....&side=l&hints=1&present=1&scale=1.5',
  '#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=l&hints=1&present=1&scale=1.5',
];
const { server, base } = await startServer();
const browser = await launch();
for (const hash of HASHES) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${base}/${hash}`);
  await page.waitForSelector('#play', { timeout: 30000 });
  await page.waitForTimeout(2500);
  const where = await page.evaluate(() => Object.fromEntries(
    ['#board', '#board svg', '.play-status', '#play-hints', '#play-undo', '#play-restart', '#cgt-report', '#impartial', '#play-log']
      .map((s) => [s, document.querySelector(s)?.getBoundingClientRect()])
      .map(([s, r]) => [s, r && `x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}`])));
  console.log(hash, where);
  const name = `${hash.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.png`;
  await page.screenshot({ path: path.join(OUT, name) });
  console.log(path.join(OUT, name));
  await page.close();
}
await browser.close();
server.close();
