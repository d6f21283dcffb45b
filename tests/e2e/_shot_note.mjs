import { startServer, launch } from './harness.mjs';
const { server, base } = await startServer();
const browser = await launch();
for (const [w, h, scale] of [[1366, 900, 1], [390, 844, 1], [1366, 900, 1.5]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: scale });
  const page = await ctx.newPage();
  await page.goto(`${base}/#/classical?octal=0.77&heaps=0..20`);
  await page.waitForSelector('#octal-period');
  await page.evaluate(() => {
    window.__shot = false;
    new MutationObserver(() => {
      if (document.querySelector('.progress-note') && !window.__shot) { window.__shot = true; }
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.goto(`${base}/#/classical?octal=0.16&heaps=999990..999999`);
  await page.waitForSelector('.progress-note', { timeout: 20000 });
  const el = await page.$('.progress');
  await el.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/dbg/note-${w}-${scale}.png` });
  await ctx.close();
}
await browser.close();
server.close();
