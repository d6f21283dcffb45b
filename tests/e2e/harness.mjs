// Serves dist/ on 127.0.0.1 (at / and under a sub-path) and drives headless Chromium.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';

export const SUBPATH = '/deep/sub/path/';
const DIST = process.env.DIST || path.resolve(import.meta.dirname, '../../dist');
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
};

// A lecture page that embeds the app from the sub-path.
const HOST_PAGE = (src) => `<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head><body><h1>Lecture notes</h1>
<iframe id="pebbles" src="${src}" width="720" height="520" style="border:0"></iframe></body></html>`;

export async function startServer() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`no ${DIST}/index.html: run trunk build --release first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/host.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(HOST_PAGE(url.searchParams.get('src') || `${SUBPATH}#/cs?s=2,3&embed=1`));
      return;
    }
    let rel = url.pathname;
    if (rel.startsWith(SUBPATH)) rel = '/' + rel.slice(SUBPATH.length);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(DIST, path.normalize(rel));
    if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end('not found'); return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

// Contexts shared by a browser's pages of the same `options`: a new
// browser context costs headless Chromium about 0.9 core-second (a new
// page in an open one about 0.2), which over the suite's pages was a
// third of its CPU. The app keeps no storage (no cookies, localStorage or
// service worker), so a page in a shared context starts as in a fresh one
// but for the HTTP cache and its process's compiled wasm (below); a test
// that needs a cold cache (the first-load size) makes its own context.
const contexts = new WeakMap();

async function sharedContext(browser, options) {
  let byOptions = contexts.get(browser);
  if (!byOptions) contexts.set(browser, (byOptions = new Map()));
  const key = JSON.stringify(options);
  if (!byOptions.has(key)) byOptions.set(key, browser.newContext(options));
  return byOptions.get(key);
}

// Pages a test has closed, by context, to be reused: a new page is a new
// renderer process, which compiles the app's wasm again, while a page
// taken back to about:blank and sent to the next address reuses the
// module its process compiled. A page load cost headless Chromium about
// 1.2 core-seconds in a new page and 0.4 in a reused one (#/about, 2026-11-29).
// A page whose test changed it for good (its viewport, media, listeners,
// init scripts, a held mouse button) is closed instead.
const idle = new WeakMap();
const TAINTING = ['setViewportSize', 'emulateMedia', 'addInitScript', 'route', 'routeFromHAR',
  'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'addLocatorHandler', 'on', 'once', 'addListener'];

function taintOnChange(page) {
  for (const name of TAINTING) {
    const original = page[name].bind(page);
    page[name] = (...args) => { page.tainted = true; return original(...args); };
  }
  const down = page.mouse.down.bind(page.mouse);
  page.mouse.down = (...args) => { page.tainted = true; return down(...args); };
}

async function release(context, page) {
  if (page.isClosed()) return;
  if (page.tainted) return page.close.really();
  if (!idle.has(context)) idle.set(context, []);
  idle.get(context).push(page);
}

// An idle page of `context` sent back to about:blank, or a new one.
async function takePage(context) {
  const pool = idle.get(context) ?? [];
  while (pool.length > 0) {
    const page = pool.pop();
    try {
      await page.goto('about:blank', { timeout: 10000 });
      page.errors = [];
      return page;
    } catch {
      await page.close.really().catch(() => {});
    }
  }
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  const view = new Proxy(context, {
    get(target, name) {
      if (name === 'close') return () => release(context, page);
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  page.context = () => view;
  const close = page.close.bind(page);
  page.close = (options) => (options ? close(options) : release(context, page));
  page.close.really = close;
  taintOnChange(page);
  return page;
}

// A page (in a context shared by the pages of the same Playwright context
// `options`, e.g. a viewport) that records console errors and uncaught
// exceptions in `page.errors`. `page.context().close()` and `page.close()`
// hand the page back for reuse.
export async function openPage(browser, url, options = {}) {
  const context = await sharedContext(browser, options);
  const page = await takePage(context);
  await page.goto(url);
  return page;
}

// Cell texts of one column (0-based, counting the heap column) of the outcome table.
export async function column(frame, index) {
  return frame.$$eval('#cs-table tbody tr', (rows, i) =>
    rows.map((r) => r.children[i].textContent.trim()), index);
}

// Clicks Cancel (`cancel`) from inside the page in the first animation
// frame that shows `running` (a job in progress; with `text`, an element
// whose text holds it), or reports that `ended` (its result) showed first:
// resolves `true` or `'ended'`. A click through
// Playwright waits for the button to be visible and stable, and under a
// parallel build it landed after a short job had ended and taken the button
// away (session 17). Polling at every frame also shows the main thread
// drawing while the worker computes (a frozen tab would not; no time is
// asserted).
export async function cancelWhenRunning(page, { running, text = '', ended, cancel = '#cancel', timeout = 30000 }) {
  const handle = await page.waitForFunction(([run, holds, end, button]) => {
    const b = document.querySelector(button);
    const r = document.querySelector(run);
    if (b && r && r.textContent.includes(holds)) {
      b.click();
      return true;
    }
    return document.querySelector(end) ? 'ended' : false;
  }, [running, text, ended, cancel], { timeout, polling: 'raf' });
  return handle.jsonValue();
}

// A fresh temporary directory, removed when the test process exits.
export const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pebbles-e2e-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

// Registers before/after hooks that start the server and the browser once per file.
export function useBrowser({ before, after }) {
  const env = {};
  before(async () => {
    Object.assign(env, await startServer());
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}

const AXE = path.resolve(import.meta.dirname, 'node_modules/axe-core/axe.min.js');

// Runs axe-core on the page (WCAG 2.1 A and AA rules) and returns the
// violations as short strings: `rule-id: target, target…`.
export async function axeViolations(page, selector = 'body') {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (sel) => {
    const r = await window.axe.run(sel, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
  return violations;
}
