// Screenshots of every page at desktop (1366×900) and phone (390×844) sizes,
// written to tests/e2e/artifacts/ for a person to look at (not a test).
// Run after `trunk build --release`: node tests/e2e/screenshots.mjs [hash …]
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch } from './harness.mjs';

const OUT = path.resolve(import.meta.dirname, 'artifacts');
const HASHES = process.argv.slice(2).length ? process.argv.slice(2) : [
  '#/cs?s=2,3&heaps=0..20&x=7', '#/bcs?s=1&tb=9&heaps=0..20&x=9&p=6', '#/tree?s=2,3&x=7&mode=si',
  '#/games?preset=squirrel&x=7', '#/about',
];
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

fs.mkdirSync(OUT, { recursive: true });
const { server, base } = await startServer();
const browser = await launch();
for (const hash of HASHES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}/${hash}`);
    await page.waitForSelector('main', { timeout: 15000 });
    await page.waitForTimeout(1500);
    const name = `${hash.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}-${size}.png`;
    await page.screenshot({ path: path.join(OUT, name), fullPage: size === 'desktop' });
    console.log(path.join(OUT, name));
    await page.close();
  }
}
await browser.close();
server.close();
