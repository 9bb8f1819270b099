// The peer in our own bench (called from bench.mjs; rows for its table):
// navigation → first frame with the timeline, against speedscope 1.25 (the
// npm dev dependency) showing a generated 60-span Chrome trace, interleaved
// in one run, on loopback and under Chromium's network emulation. Printed:
// the medians and us/peer per condition, and the gzip bytes our page fetched
// before its first frame (full page and embed).
//
// speedscope 1.25 opens a profile named in its hash: `#profileURL=URL`
// (maybeLoadHashParamProfile in its dist: fetch(URL), then the importer
// picks the format; http(s) pages only). The generated trace is written into
// a temp copy of its dist/release and served beside it, same origin.
//
// Why the comparison is fair:
// - One method for both, from OUTSIDE the page: nothing is injected into
//   either page before the frame. Chromium's screencast (CDP
//   Page.startScreencast, the DevTools protocol's stream of the compositor's
//   frames, each with the time it was made) sends every new frame of the page
//   to this script as a PNG; the load counts as drawn at the first frame in
//   which a region of equal size (our canvas's size) at the top-left of each
//   app's drawing canvas shows at least half as many coloured pixels (spans,
//   flame boxes) as the settled picture of that region. Text, grid lines and
//   page backgrounds are grey-scale or near-white in both apps and do not
//   count, so a loading message or an empty axis is not "drawn".
// - The time is the frame's own timestamp minus the moment this script asked
//   for the navigation (both wall clock on this machine). Polled screenshots
//   (Page.captureScreenshot) were tried first: each waits ~33 ms for a new
//   frame, which blurs the figure by that much, and a capture in flight while
//   the navigation swaps the page's renderer never returns. A frame is
//   acknowledged before it is decoded, so decoding never holds frames back.
// - The same server code serves both (tests/e2e/support.mjs `serve`), gzip
//   level 9 where that is smaller, compressed once per file in a warm-up
//   load before any timed one; our page under its strict CSP as hosted.
// - The same browser, viewport and device scale; a new context for every load
//   (cold HTTP cache); loads interleaved us, peer / peer, us, ... so the
//   machine's drift (other builds on it) falls on both alike; medians.
// - The network emulation is set on the page's CDP session before navigation,
//   for both; on loopback the same session calls run with no throttling.
// Not equal, and in our favour: speedscope draws with WebGL, which in this
// headless Chromium on a machine without a GPU runs in software
// (SwiftShader). Traced here, its renderer waited ~280 ms per load for the
// GPU process (CommandBufferHelper::Finish, ReadPixels); with a GPU that
// wait would be shorter. Our timeline is a 2D canvas.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve, launch } from '../tests/e2e/support.mjs';
import { budgetKb } from '../tools/size-rules.mjs';

const SPEEDSCOPE = resolve(new URL('../node_modules/speedscope/dist/release', import.meta.url).pathname);
const VIEWPORT = { width: 1400, height: 900 };
// Screencast frames at half the viewport's size (scaled by the compositor):
// a quarter of the pixels to encode and decode, spans and boxes still many
// pixels each.
const SCALE = 0.5;
// A load that has not drawn by then is redone once, then fails the bench,
// saying which and what it was waiting for.
const LOAD_TIMEOUT_MS = 20000;
// A pixel is "coloured" when its channels spread by more than this (0–255).
const CHROMA = 40;

export const CONDITIONS = [
  { name: 'loopback', latency: 0, bps: -1 },
  { name: '10 Mbit/s + 40 ms RTT', latency: 40, bps: 10e6 },
  { name: '1.6 Mbit/s + 150 ms RTT', latency: 150, bps: 1.6e6 },
];

/// A Chrome trace (Trace Event Format) of 60 complete ("X") events on four
/// threads: on each, five top-level spans, each with two nested ones. The
/// times come from a fixed formula: the same file every run.
export function trace60() {
  const traceEvents = [];
  for (let tid = 1; tid <= 4; tid++) {
    let ts = 1000 * tid;
    for (let i = 0; i < 5; i++) {
      const dur = 4000 + ((tid * 7 + i * 13) % 9) * 500;
      traceEvents.push({ name: `step ${i} on thread ${tid}`, cat: 'bench', ph: 'X', pid: 1, tid, ts, dur });
      const half = Math.floor(dur / 2);
      traceEvents.push({ name: `prepare ${i}`, cat: 'bench', ph: 'X', pid: 1, tid, ts: ts + 100, dur: half - 200 });
      traceEvents.push({ name: `commit ${i}`, cat: 'bench', ph: 'X', pid: 1, tid, ts: ts + half + 100, dur: half - 300 });
      ts += dur + 800;
    }
  }
  return { traceEvents, displayTimeUnit: 'ms' };
}

/// Decode a PNG as Chromium writes it (8-bit RGB or RGBA, not interlaced)
/// and count the coloured pixels in `region` ({x, y, width, height}, in the
/// PNG's pixels; the whole image if none).
export function colouredPixels(png, region) {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('screenshot is not a PNG');
  let at = 8, width = 0, height = 0, type = 0;
  const idat = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const kind = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      type = body[9];
      if (body[8] !== 8 || (type !== 2 && type !== 6) || body[12] !== 0) throw new Error(`unexpected PNG format (depth ${body[8]}, type ${type})`);
    } else if (kind === 'IDAT') idat.push(body);
    at += 12 + len;
  }
  const { x: x0 = 0, y: y0 = 0, width: w = width, height: h = height } = region ?? {};
  const bpp = type === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const cur = Buffer.alloc(stride);
  const prev = Buffer.alloc(stride);
  let n = 0;
  for (let y = 0; y < Math.min(height, y0 + h); y++) {
    const row = y * (stride + 1);
    const filter = raw[row];
    for (let x = 0; x < stride; x++) {
      const v = raw[row + 1 + x];
      const a = x >= bpp ? cur[x - bpp] : 0;
      const b = prev[x];
      const c = x >= bpp ? prev[x - bpp] : 0;
      let p;
      if (filter === 0) p = 0;
      else if (filter === 1) p = a;
      else if (filter === 2) p = b;
      else if (filter === 3) p = (a + b) >> 1;
      else {
        const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[x] = (v + p) & 0xff;
    }
    if (y >= y0)
      for (let x = x0 * bpp; x < Math.min(width, x0 + w) * bpp; x += bpp) {
          const r = cur[x], g = cur[x + 1], bl = cur[x + 2];
        if (Math.max(r, g, bl) - Math.min(r, g, bl) > CHROMA) n++;
      }
    cur.copy(prev);
  }
  return n;
}

const SCREENCAST = { format: 'png', everyNthFrame: 1, maxWidth: VIEWPORT.width * SCALE, maxHeight: VIEWPORT.height * SCALE };

/// Start the screencast on `cdp`; `onFrame(png, ms)` gets every frame
/// (ms: when the compositor made it, wall clock), acknowledged first.
async function screencast(cdp, onFrame) {
  cdp.on('Page.screencastFrame', (f) => {
    cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => {});
    onFrame(Buffer.from(f.data, 'base64'), f.metadata.timestamp * 1000);
  });
  await cdp.send('Page.startScreencast', SCREENCAST);
}

/// A clip in CSS px as screencast pixels.
const scaled = (clip) => Object.fromEntries(Object.entries(clip).map(([k, v]) => [k, Math.round(v * SCALE)]));
const wallNow = () => performance.timeOrigin + performance.now();

/// A new context and page with a CDP session whose network emulation is
/// set to `cond` (no throttling on loopback).
async function openPage(browser, cond) {
  // (deviceScaleFactor is 1 by default; set explicitly, Playwright's device
  // emulation makes a capture during the navigation hang.)
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: cond.latency,
    downloadThroughput: cond.bps < 0 ? -1 : cond.bps / 8,
    uploadThroughput: cond.bps < 0 ? -1 : cond.bps / 8,
  });
  return { ctx, page, cdp };
}

/// The page's drawing canvas (ours: the timeline; speedscope's: the flame
/// chart, the largest canvas smaller than the window), in CSS px.
const canvasRect = (page, selector) =>
  page.evaluate(
    ({ selector, vw, vh }) => {
      const all = selector ? [document.querySelector(selector)] : [...document.querySelectorAll('canvas')];
      const rects = all
        .filter(Boolean)
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0 && !(r.width >= vw && r.height >= vh))
        .sort((p, q) => q.width * q.height - p.width * p.height);
      return rects[0] ? { x: Math.round(rects[0].x), y: Math.round(rects[0].y), width: Math.floor(rects[0].width), height: Math.floor(rects[0].height) } : null;
    },
    { selector, vw: VIEWPORT.width, vh: VIEWPORT.height },
  );

/// A warm-up load (also fills the server's gzip cache): the drawing canvas's
/// place, the clip (of `size`, or the canvas's own) and the coloured pixels
/// in it of the last frame once settled, half of which count as drawn.
/// Waiting here may inject scripts; nothing is timed.
async function settle(browser, app, size) {
  const { ctx, page, cdp } = await openPage(browser, CONDITIONS[0]);
  let last = null;
  await screencast(cdp, (png) => (last = png));
  await page.goto(app.url);
  await page.waitForFunction(app.ready, null, { timeout: LOAD_TIMEOUT_MS }).catch(() => {
    throw new Error(`${app.name}: warm-up load not drawn within ${LOAD_TIMEOUT_MS} ms (${app.url})`);
  });
  await page.waitForTimeout(1500);
  // A fresh frame of the settled page (a stalled screencast would leave an
  // old one): restarting the screencast sends the current picture.
  last = null;
  await cdp.send('Page.stopScreencast');
  await cdp.send('Page.startScreencast', SCREENCAST);
  for (let i = 0; i < 60 && !last; i++) await page.waitForTimeout(50);
  const rect = await canvasRect(page, app.selector);
  if (!rect) throw new Error(`${app.name}: no drawing canvas found after the warm-up load`);
  app.clip = size ? { x: rect.x, y: rect.y, width: Math.min(size.width, rect.width), height: Math.min(size.height, rect.height) } : rect;
  if (!last) throw new Error(`${app.name}: no screencast frame in the warm-up load`);
  const settled = colouredPixels(last, scaled(app.clip));
  // PEER_FRAMES=DIR keeps the settled frame and each load's drawn frame, to look at.
  if (process.env.PEER_FRAMES) writeFileSync(join(process.env.PEER_FRAMES, `${app.key}-settled.png`), last);
  await ctx.close();
  if (settled < 1000) throw new Error(`${app.name}: only ${settled} coloured pixels in its settled drawing region: nothing to wait for`);
  app.threshold = Math.ceil(settled / 2);
  return settled;
}

// Now and then the screencast stops sending frames although the page goes
// on drawing (seen with speedscope's WebGL canvas, about one load in 20
// here). With no frame for STALL_MS before the drawing shows, the screencast
// is restarted, which sends the current picture; if that picture already
// shows the drawing, when it appeared is unknown: the load is redone.
const STALL_MS = 1000;
class Stalled extends Error {}
// A load that does not draw in time is redone too (once in ~150 loads here,
// one of ours stopped with its requests pending), and said so in the table;
// a second time in a row fails the bench with what was pending.
class TimedOut extends Error {}

/// One timed cold load of `app` under `cond`: ms from asking for the
/// navigation to the first frame that shows the drawing.
async function timedLoad(browser, app, cond) {
  const { ctx, page, cdp } = await openPage(browser, cond);
  const region = scaled(app.clip);
  let most = 0;
  let frames = 0;
  let seen = performance.now();
  let restarted = false;
  let done = false;
  // The page's console errors (reported by the browser over CDP; nothing
  // is injected), to say why a load that never draws did not.
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  // Its requests as the browser reports them, for the same reason.
  const requests = new Map();
  const since = (t) => `${(performance.now() - t).toFixed(0)} ms`;
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url.split('/').pop() || '/', sent: performance.now() }));
  cdp.on('Network.responseReceived', (e) => requests.has(e.requestId) && (requests.get(e.requestId).response = true));
  cdp.on('Network.loadingFinished', (e) => requests.delete(e.requestId));
  cdp.on('Network.loadingFailed', (e) => requests.has(e.requestId) && (requests.get(e.requestId).failed = e.errorText));
  let settle;
  const drawn = new Promise((ok, fail) => (settle = { ok, fail }));
  await screencast(cdp, (png, ms) => {
    if (done) return;
    frames++;
    seen = performance.now();
    const n = colouredPixels(png, region);
    most = Math.max(most, n);
    const suspect = restarted;
    restarted = false;
    if (n < app.threshold) return;
    done = true;
    if (process.env.PEER_FRAMES) writeFileSync(join(process.env.PEER_FRAMES, `${app.key}-${cond.latency}-${Math.round(ms)}.png`), png);
    if (suspect) settle.fail(new Stalled(`${app.name}, ${cond.name}: the screencast stalled before the drawing showed`));
    else settle.ok(ms);
  });
  const watchdog = setInterval(() => {
    if (done || restarted || performance.now() - seen < STALL_MS) return;
    restarted = true;
    seen = performance.now();
    cdp
      .send('Page.stopScreencast')
      .then(() => cdp.send('Page.startScreencast', SCREENCAST))
      .catch(() => {});
  }, STALL_MS / 4);
  const t0 = wallNow();
  page.goto(app.url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS }).catch((e) => settle.fail(new Error(`${app.name}, ${cond.name}: navigation failed: ${e.message}`)));
  const timer = setTimeout(async () => {
    const state = await Promise.race([
      page
        .evaluate(() => ({
          canvases: document.querySelectorAll('canvas').length,
          fetched: performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop()}@${e.responseEnd.toFixed(0)}`),
        }))
        .catch((e) => e.message),
      new Promise((ok) => setTimeout(() => ok('no answer in 2 s'), 2000)),
    ]);
    const open = [...requests.values()].map((r) => `${r.url} ${r.failed ?? (r.response ? 'body' : 'no response')} after ${since(r.sent)}`);
    settle.fail(
      new TimedOut(
        `${app.name}, ${cond.name}: not drawn within ${LOAD_TIMEOUT_MS} ms of navigation (${frames} frames, at most ${most} of ${app.threshold} coloured pixels needed; ` +
          `console errors: ${errors.join(' | ') || 'none'}; unfinished requests: ${open.join(', ') || 'none'}; page: ${JSON.stringify(state)})`,
      ),
    );
  }, LOAD_TIMEOUT_MS);
  try {
    const at = await drawn;
    const result = { ms: at - t0 };
    if (app.after) {
      Object.assign(result, await app.after(page));
      result.lag = at - result.marked;
    }
    return result;
  } finally {
    done = true;
    clearTimeout(timer);
    clearInterval(watchdog);
    await ctx.close();
  }
}

/// A timed load, redone when the screencast stalled (up to 3 times) or it
/// did not draw in time (once); `redone` gets why.
async function timedLoadRedone(browser, app, cond, redone) {
  let timedOut = 0;
  for (let i = 0; ; i++) {
    try {
      return await timedLoad(browser, app, cond);
    } catch (e) {
      if (e instanceof TimedOut && timedOut++ === 0) {
        redone.push(`${app.key} not drawn in time (${e.message})`);
        console.error(`redone: ${e.message}`);
      } else if (e instanceof Stalled && i < 3) redone.push(`${app.key} screencast stalled`);
      else throw e;
    }
  }
}

/// gzip body bytes of the requests our page started before its first
/// frame (the app's own ft-first-paint mark, read after the load: nothing is
/// injected before it), the navigation included.
async function bytesBeforeFrame(page) {
  await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0, null, { timeout: LOAD_TIMEOUT_MS });
  return page.evaluate(() => {
    const frame = performance.getEntriesByName('ft-first-paint')[0].startTime;
    const nav = performance.getEntriesByType('navigation')[0];
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < frame);
    return {
      bytes: nav.encodedBodySize + before.reduce((s, e) => s + e.encodedBodySize, 0),
      requests: 1 + before.length,
      // The app's own canvas-drawn mark, wall clock: a check on the method.
      marked: performance.timeOrigin + frame,
    };
  });
}

/// After a timed load of ours: the bytes, and a check that the canvas is
/// where the clip is (a moved canvas would make the method miss it).
const ourAfter = (clip) => async (page) => {
  const bytes = await bytesBeforeFrame(page);
  const rect = await canvasRect(page, 'canvas[data-testid=timeline]');
  if (rect.x !== clip.x || rect.y !== clip.y)
    throw new Error(`our timeline canvas is at ${rect.x},${rect.y}, not at ${clip.x},${clip.y} as in the warm-up: the clip would miss it`);
  return bytes;
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

/// Run the side-by-side; `loads` per app and condition. Returns the table's
/// rows and a line of the individual loads.
export async function peerRows({ loads = Number(process.env.PEER_LOADS ?? 9), log = () => {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ft-peer-'));
  cpSync(SPEEDSCOPE, dir, { recursive: true });
  writeFileSync(join(dir, 'trace.json'), JSON.stringify(trace60()));
  const ours = await serve({ gzip: true });
  const theirs = await serve({ root: dir, headers: {}, gzip: true });
  const browser = await launch();
  try {
    const us = {
      key: 'us',
      name: 'Failover Timeline',
      url: ours.url,
      selector: 'canvas[data-testid=timeline]',
      ready: () => performance.getEntriesByName('ft-first-paint').length > 0,
    };
    const peer = {
      key: 'speedscope',
      name: 'speedscope',
      url: `${theirs.url}index.html#profileURL=trace.json`,
      selector: null,
      // Its main view mounted: the minimap and the flame chart's canvases.
      ready: () => document.querySelectorAll('canvas').length >= 3,
    };
    // Equal-size regions: ours is the timeline; speedscope's the same size
    // at the flame chart's top-left (where a 60-span trace's boxes are).
    for (const [app, size] of [[us, null], [peer, us]]) {
      const settled = await settle(browser, app, size && size.clip);
      log(`${app.name}: region ${JSON.stringify(app.clip)}, settled ${settled} coloured pixels (at scale ${SCALE})`);
    }
    us.after = ourAfter(us.clip);

    const rows = [];
    const detail = [];
    const lags = [];
    const redone = [];
    for (const cond of CONDITIONS) {
      const t = { us: [], peer: [] };
      for (let i = 0; i < loads; i++) {
        const order = i % 2 ? ['peer', 'us'] : ['us', 'peer'];
        for (const k of order) {
          const r = await timedLoadRedone(browser, k === 'us' ? us : peer, cond, redone);
          t[k].push(r.ms);
          if (r.bytes !== undefined) {
            t.bytes = r;
            lags.push(r.lag);
          }
        }
      }
      const [mu, mp] = [median(t.us), median(t.peer)];
      const target = cond.bps < 0 ? '≤ 0.6' : cond.bps < 2e6 ? '≤ 1.0' : '';
      rows.push([`first frame from outside, us / speedscope, ${cond.name}, median of ${loads}`, `${mu.toFixed(0)} / ${mp.toFixed(0)} ms = ${(mu / mp).toFixed(2)}×`, target]);
      detail.push(`${cond.name}: us ${t.us.map((x) => x.toFixed(0)).join(' ')} | speedscope ${t.peer.map((x) => x.toFixed(0)).join(' ')} ms`);
      if (cond.bps < 0) rows.unshift(['gzip bytes fetched before our first frame, full page', `${kb(t.bytes.bytes)} in ${t.bytes.requests} requests`, `≤ ${budgetKb()} KB`]);
      log(detail.at(-1));
    }
    rows.push([
      '  our frame seen from outside, after the app\'s own canvas-drawn mark (frame made + captured), median',
      `${median(lags).toFixed(0)} ms`,
      '',
    ]);
    if (redone.length) rows.push([`  (loads redone: ${redone.length}; see below)`, '', '']);
    for (const r of redone) detail.push(`redone: ${r}`);
    // The embed: bytes only (a cold loopback load).
    const { ctx, page } = await openPage(browser, CONDITIONS[0]);
    await page.goto(`${ours.url}?embed=1`);
    const embed = await bytesBeforeFrame(page).catch((e) => {
      throw new Error(`embed: ${e.message}`);
    });
    await ctx.close();
    rows.splice(1, 0, ['gzip bytes fetched before our first frame, ?embed=1', `${kb(embed.bytes)} in ${embed.requests} requests`, `≤ ${budgetKb()} KB`]);
    return { rows, detail };
  } finally {
    await browser.close();
    await ours.close();
    await theirs.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Alone: `node bench/peer.mjs` prints only these rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, detail } = await peerRows({ log: (s) => console.error(s) });
  for (const [a, b, c] of rows) console.log(`${a}  ${b}  ${c}`);
  for (const d of detail) console.log(d);
}
