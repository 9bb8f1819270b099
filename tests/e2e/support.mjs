// Shared e2e support: a static server for dist/ on a free loopback port, and
// Debian Chromium driven by playwright-core (never a downloaded browser).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { AppPage, sel } from './page.mjs';

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
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Serve `root` under `prefix` (e.g. "/" or "/docs/tools/stepdown/") on 127.0.0.1
 * at a free port. `headers` are added to every response (e.g. a CSP).
 * `gzip: true` sends each file gzip-encoded (level 9, compressed once per
 * file and kept) to a request that accepts gzip, where that is smaller than
 * the file itself (not, e.g., a woff2 font or a PNG): as a static host with
 * precompressed files does. Off by default: the tests see the plain files.
 */
/** The strict policy the app must run under (README: "Host it"). */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

export async function serve({ root = DIST, prefix = '/', headers = { 'content-security-policy': CSP }, gzip = false } = {}) {
  const gzipped = new Map();
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
      let body = await readFile(file);
      const head = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers };
      if (gzip) {
        head.vary = 'accept-encoding';
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
        const packed = gzipped.get(file);
        if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && packed.length < body.length) {
          head['content-encoding'] = 'gzip';
          body = packed;
        }
        head['content-length'] = body.length;
      }
      res.writeHead(200, head);
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

/**
 * For a test file: serve dist/ and launch Chromium before its tests, close
 * both after. Returns an object whose `server` and `browser` are set then.
 */
export function withApp() {
  const env = {};
  before(async () => {
    env.server = await serve();
    env.browser = await launch();
    Object.assign(GEOMETRY, await readGeometry(env.browser, env.server.url));
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Launch Debian's Chromium headless (playwright gives it a fresh profile), with `extra` flags. */
export function launch(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extra],
  });
}

/**
 * Open the app at `url` in a new context. Records console errors, uncaught
 * page errors and every request, and waits until the timeline has painted.
 * `ui` is the page object (page.mjs) that owns the app's locators.
 */
export async function openApp(browser, url, { deviceScaleFactor = 1, viewport = { width: 1400, height: 900 }, wait = true } = {}) {
  const context = await browser.newContext({ deviceScaleFactor, viewport });
  await context.addInitScript(keepWasm);
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    d.dismiss();
  });
  await page.goto(url);
  if (wait) await waitForPaint(page);
  return { page, context, errors, requests, ui: new AppPage(page) };
}

/**
 * An init script (`context.addInitScript(keepWasm)`): keep the first
 * module's wasm exports when Trunk's start-up script announces them, so a
 * test or the bench can read its memory's size (`wasmMemoryBytes()` in the
 * page) without an export of the first module for it.
 */
export function keepWasm() {
  addEventListener('TrunkApplicationStarted', (e) => {
    window.__ftWasm = e.detail.wasm;
    window.wasmMemoryBytes = () => window.__ftWasm.memory.buffer.byteLength;
  });
}

/**
 * Resolve once the canvas has been painted, the table view built and the
 * dataset's words all here (the first load carries a first frame's only).
 */
export async function waitForPaint(page) {
  await page.waitForFunction(
    ({ timeline, stage }) => {
      const c = document.querySelector(timeline);
      return c && c.width > 0 && c.height > 0 && document.querySelector(stage) && document.documentElement.dataset.words === 'all';
    },
    { timeline: sel('timeline'), stage: sel('table-stage') },
  );
}

/** How many canvas pixels differ from the top-left (background) pixel. */
export function paintedPixels(page) {
  return page.evaluate((timeline) => {
    const c = document.querySelector(timeline);
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const [r, g, b] = [d[0], d[1], d[2]];
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - r) + Math.abs(d[i + 1] - g) + Math.abs(d[i + 2] - b) > 30) n++;
    }
    return n;
  }, sel('timeline'));
}

// ---- the timeline's geometry: src/view/layout/shapes.rs Metrics, as the app says ----
// Read from the app (the canvas's data attributes) once the suite's server
// is up, not copied: filled in by `withApp` before any test runs.
export const GEOMETRY = {};

/** The canvas's fixed geometry, as the app lays it out. */
export async function readGeometry(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  const g = await page.waitForFunction((timeline) => {
    const c = document.querySelector(timeline);
    if (!c?.dataset.laneH) return null;
    const n = (k) => Number(c.dataset[k]);
    return { rulerH: n('rulerH'), laneH: n('laneH'), blockH: n('blockH'), leadMs: n('leadMs') };
  }, sel('timeline'));
  const value = await g.jsonValue();
  await page.close();
  return value;
}

/** Parse "#rrggbb" to [r, g, b]. */
export const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Runs of `color` along a pixel row of lane `lane`'s blocks, in CSS px: [{x, w}]. */
export function colorRuns(page, lane, color, tolerance = 40, dy = 4) {
  return page.evaluate(
    ({ lane, color, tolerance, g, dy, timeline }) => {
      const c = document.querySelector(timeline);
      const dpr = c.width / c.getBoundingClientRect().width;
      // dy px inside the block top (default 4: above any label text at its middle).
      const y = Math.round((g.rulerH + lane * g.laneH + (g.laneH - g.blockH) / 2 + dy) * dpr);
      const d = c.getContext('2d').getImageData(0, y, c.width, 1).data;
      const runs = [];
      let start = -1;
      for (let x = 0; x <= c.width; x++) {
        const i = x * 4;
        const hit = x < c.width && Math.abs(d[i] - color[0]) + Math.abs(d[i + 1] - color[1]) + Math.abs(d[i + 2] - color[2]) <= tolerance;
        if (hit && start < 0) start = x;
        if (!hit && start >= 0) {
          runs.push({ x: start / dpr, w: (x - start) / dpr });
          start = -1;
        }
      }
      return runs;
    },
    { lane, color, tolerance, g: GEOMETRY, dy, timeline: sel('timeline') },
  );
}

/** A table-view row's cell texts, once the row is there (the table view
 *  comes with the second module). */
async function rowCells(row) {
  await row.waitFor({ state: 'attached' });
  return row.locator('td').allTextContents();
}

/** A stage's times from the table view (ms). */
export async function tableStage(page, span, stage) {
  const cells = await rowCells(new AppPage(page).tableStage(span, stage));
  return { start: Number(cells[4]), end: Number(cells[5]), ms: Number(cells[6]) };
}

/** An arrow's times from the table view (ms). */
export async function tableArrow(page, arrow) {
  const cells = await rowCells(new AppPage(page).tableArrow(arrow));
  return { depart: Number(cells[4]), arrive: Number(cells[5]) };
}

/** A's badge as a reader sees it (see AppPage.badgeState). */
export function badge(page) {
  return new AppPage(page).badgeState();
}

/** Run axe-core in the page (evaluated, so a page CSP does not block it). */
export async function axe(page) {
  const { readFile } = await import('node:fs/promises');
  const src = await readFile(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  await page.evaluate(src);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
}

/**
 * Make `n` changes the way a user does, one at a time with each change's
 * effects run before the next (they are queued as a microtask during the
 * event): `lang` switches the language back and forth, `knob` moves the
 * heartbeat slider (the badge flips between measured and not). Resolves to
 * the wasm memory size after them, in bytes.
 */
export function wasmMemoryAfter(page, n, change) {
  return page.evaluate(
    async ({ n, change, lang, knob }) => {
      for (let i = 0; i < n; i++) {
        if (change === 'lang') {
          document.querySelector(lang[i % 2 ? 'en' : 'zh']).click();
        } else {
          const el = document.querySelector(knob);
          el.value = String(i % 4);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        }
        await new Promise((r) => queueMicrotask(r));
        if (i % 20 === 19) await new Promise((r) => setTimeout(r, 0));
      }
      await new Promise((r) => setTimeout(r, 100));
      return wasmMemoryBytes();
    },
    { n, change, lang: { en: sel('lang-en'), zh: sel('lang-zh') }, knob: sel('knob-hb') },
  );
}
