// Shared e2e support: a static server for dist/ on a free loopback port, and
// Debian Chromium driven by playwright-core (never a downloaded browser).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';

export const DIST = resolve(new URL('../../dist', import.meta.url).pathname);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Serve `root` under `prefix` (e.g. "/" or "/docs/tools/stepdown/") on 127.0.0.1
 * at a free port. `headers` are added to every response (e.g. a CSP).
 */
export async function serve({ root = DIST, prefix = '/', headers = {} } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end('not under ' + prefix);
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(prefix.length));
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = normalize(join(root, rel));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, close: () => new Promise((ok) => server.close(ok)) };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Launch Debian's Chromium headless (playwright gives it a fresh profile). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Open the app at `url` in a new context. Records console errors, uncaught
 * page errors and every request, and waits until the timeline has painted.
 */
export async function openApp(browser, url, { deviceScaleFactor = 1, viewport = { width: 1400, height: 900 }, wait = true } = {}) {
  const context = await browser.newContext({ deviceScaleFactor, viewport });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url);
  if (wait) await waitForPaint(page);
  return { page, context, errors, requests };
}

/** Resolve once the canvas has a backing store and drawn pixels. */
export async function waitForPaint(page) {
  await page.waitForFunction(() => {
    const c = document.querySelector('canvas[data-testid=timeline]');
    return c && c.width > 0 && c.height > 0;
  });
}

/** How many canvas pixels differ from the top-left (background) pixel. */
export function paintedPixels(page) {
  return page.evaluate(() => {
    const c = document.querySelector('canvas[data-testid=timeline]');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const [r, g, b] = [d[0], d[1], d[2]];
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - r) + Math.abs(d[i + 1] - g) + Math.abs(d[i + 2] - b) > 30) n++;
    }
    return n;
  });
}
