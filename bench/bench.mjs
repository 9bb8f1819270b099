// `make bench`: figures, not pass/fail. Headless Debian Chromium on the
// release dist/: transfer size, navigation → first frame with the timeline, knob
// change → recomputed and repainted, and memory across 1,000 changes; then
// the side-by-side with speedscope (bench/peer.mjs), in its own browser.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve, DIST, CHROMIUM_ARGS, keepWasm } from '../tests/e2e/support.mjs';
import { coldLoad, openCold } from './cold-load.mjs';
// The first load's budget: one number, which `make test` enforces.
import { budgetKb, firstLoad } from '../tools/size-rules.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

// The wasm's sections by id (LEB128 sizes): 10 is the code, 11 the data
// (the bundled dataset and the page's strings).
function wasmSections(buf) {
  const out = new Map();
  let i = 8;
  while (i < buf.length) {
    const id = buf[i++];
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const b = buf[i++];
      size += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
    }
    out.set(id, Buffer.concat([out.get(id) ?? Buffer.alloc(0), buf.subarray(i, i + size)]));
    i += size;
  }
  return out;
}
const gz = (b) => gzipSync(b, { level: 9 }).length;

const rows = [];
// The files of each part (see index.html and screen::page_below): the
// first part is everything the page fetches before its first frame (the
// default dataset's timeline file is preloaded beside the wasm); the second
// part is the page below the timeline, fetched after that frame, and never
// by the embed. Every other dataset is fetched only when shown.
const DEFAULT_ID = readFileSync(new URL('../data/default.txt', import.meta.url), 'utf8').trim();
const SECOND = /^(page\.js|page_bg\.wasm)$/;
const FIRST = new Set(firstLoad(DIST));
const files = [];
const walk = (dir, rel = '') => {
  for (const f of readdirSync(join(DIST, dir))) {
    if (f.startsWith('.')) continue;
    const r = rel ? `${rel}/${f}` : f;
    if (statSync(join(DIST, dir, f)).isDirectory()) walk(join(dir, f), r);
    else files.push(r);
  }
};
walk('');
// The third module, the dataset loader: fetched only when a dataset file
// (not bundled) is opened (bench/dataset-file.mjs).
const LOADER = /^(loader\.js|loader_bg\.wasm)$/;
const part = (f) => {
  if (SECOND.test(f)) return 'second';
  if (LOADER.test(f)) return 'loader';
  if (f.startsWith('data/')) {
    if (f.endsWith('.reference.packed')) return f.startsWith(`data/${DEFAULT_ID}-`) ? 'second' : 'other';
    // Both languages: fetched by the page below, or by a page in Chinese.
    if (f.endsWith('.zh.packed')) return f.startsWith(`data/${DEFAULT_ID}-`) ? 'second' : 'other';
    if (f.startsWith('data/words-')) return 'other';
    return f.startsWith(`data/${DEFAULT_ID}-`) ? 'first' : 'other';
  }
  // The rest: what index.html makes the first frame fetch (the one
  // measure, make test's), else the page below's (its stylesheet).
  return FIRST.has(f) ? 'first' : 'second';
};
const parts = { code: 0, data: 0, js: 0, dataset: 0, rest: 0 };
let first = 0;
let second = 0;
const others = [];
for (const f of files) {
  const bytes = readFileSync(join(DIST, f));
  const p = part(f);
  if (p === 'second') second += gz(bytes);
  if (p === 'other') others.push(`${f.slice(5).split('-')[0]}${f.endsWith('.reference.packed') ? ' (reference)' : f.endsWith('.zh.packed') ? ' (both languages)' : f.startsWith('data/words-') ? ' (Chinese words)' : ''} ${kb(gz(bytes))}`);
  if (p !== 'first') continue;
  first += gz(bytes);
  if (f.endsWith('.wasm')) {
    const sec = wasmSections(bytes);
    parts.code += gz(sec.get(10) ?? Buffer.alloc(0));
    parts.data += gz(sec.get(11) ?? Buffer.alloc(0));
  } else if (f.endsWith('.js')) parts.js += gz(bytes);
  else if (f.startsWith('data/')) parts.dataset += gz(bytes);
  else parts.rest += gz(bytes);
}
rows.push(['first load, gzip -9: what is fetched before the first timeline frame (full page and embed)', kb(first), `≤ ${budgetKb()} KB`]);
rows.push([
  '  of which (each part gzipped alone): wasm code / wasm data / JS / dataset / CSS, HTML, icon',
  Object.values(parts).map((b) => (b / 1024).toFixed(0)).join(' / ') + ' KB',
  '',
]);
// A page in Chinese fetches the dataset in both languages and the Chinese
// words as well (index.html preloads the English-only dataset either way).
const gzOf = (re) => files.filter((f) => re.test(f)).reduce((n, f) => n + gz(readFileSync(join(DIST, f))), 0);
const firstZh = first + gzOf(new RegExp(`^data/${DEFAULT_ID}-[0-9a-f]+\\.zh\\.packed$`)) + gzOf(/^data\/words-zh-/);
rows.push(['  first load of a page in Chinese (lang=zh: + the dataset in both languages and the Chinese words)', kb(firstZh), '']);
rows.push(['second part (page below the timeline, exports, the dataset in both languages, reference text), gzip -9, after the first frame', kb(second), '']);
rows.push(['  other datasets, fetched only when shown, gzip -9 each', others.join(', ') || 'none', '']);

const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
});

// Navigation → the first frame that shows the timeline, cold cache (a new
// context each load). The canvas is drawn in the task that mounts the app,
// so the first frame with content (first-contentful-paint, a presentation
// time) is the first that shows it; a load where that frame came before the
// canvas was drawn is reported, not counted. The canvas draw call itself is
// a phase: the frame also needs the page's style, layout and paint.
const firstFrame = [];
let frameFirst = 0;
// Where it goes: wasm fetched, main() entered, dataset parsed, DOM mounted, canvas drawn.
const phases = { fetched: [], started: [], loaded: [], mounted: [], drawn: [] };
for (let i = 0; i < 10; i++) {
  const p = await coldLoad(browser, server.url);
  if (p.frame >= p.drawn) firstFrame.push(p.frame);
  else frameFirst++;
  for (const k of Object.keys(phases)) phases[k].push(p[k]);
}
rows.push([
  'navigation → first frame showing the timeline, median of 10',
  firstFrame.length ? `${median(firstFrame).toFixed(0)} ms` : 'none measured',
  '≤ 280 ms',
]);
if (frameFirst) rows.push([`  (${frameFirst} loads had a contentful frame before the canvas was drawn: not counted)`, '', '']);
rows.push([
  '  of which: wasm fetched / main() / dataset loaded / DOM mounted / canvas drawn',
  Object.keys(phases).map((k) => median(phases[k]).toFixed(0)).join(' / ') + ' ms',
  '',
]);

// First frame → the page below it mounted (the second part's mark), cold.
const whole = [];
for (let i = 0; i < 5; i++) {
  const { ctx, page } = await openCold(browser, server.url);
  await page.waitForFunction(() => performance.getEntriesByName('ft-part-mounted').length > 0, null, { timeout: 10000 });
  whole.push(
    await page.evaluate(
      () => performance.getEntriesByName('ft-part-mounted')[0].startTime - performance.getEntriesByName('first-contentful-paint')[0].startTime,
    ),
  );
  await ctx.close();
}
rows.push(['first frame → page below the timeline whole (second part mounted), median of 5', `${median(whole).toFixed(0)} ms`, '≤ 1,000 ms']);

const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
// The wasm's memory, read through its exports as Trunk announces them.
await ctx.addInitScript(keepWasm);
const page = await ctx.newPage();
// BENCH_QUERY=embed=1 measures the embed view, for comparison.
await page.goto(server.url + (process.env.BENCH_QUERY ? `?${process.env.BENCH_QUERY}` : ''));
await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0);

// Knob change → recomputed and repainted, measured inside the page: from
// the input event to the canvas's repaint mark. `perFrame` waits for a
// frame between changes, as a dragged slider delivers them (Chromium aligns
// continuous input to frames); back to back, the page has not rendered the
// last change's DOM when the next repaint draws its first text, and Chromium
// then brings the page's style up to date inside that repaint. `effects` is
// the time until every part of the first screen has followed the change
// (badge, labels, URL): the screen refreshes them all inside the input
// event, canvas first, so a microtask queued right after the event runs
// when they are done. The second part (config text, tables) follows one
// task later and is not in it, nor is the browser's style and layout of
// the frame.
const changes = (n, perFrame, knob = 'knob-hb') =>
  page.evaluate(
    async ({ n, perFrame, knob }) => {
      const el = document.querySelector(`[data-testid=${knob}]`);
      const paint = [];
      const effects = [];
      for (let i = 0; i < n; i++) {
        // The observer is set up before the clock starts: it is the
        // bench's cost, not the page's.
        let start = Infinity;
        const painted = new Promise((resolve) => {
          const obs = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              if (e.name === 'ft-paint' && e.startTime >= start) {
                obs.disconnect();
                resolve(e.startTime);
              }
            }
          });
          obs.observe({ entryTypes: ['mark'] });
        });
        start = performance.now();
        el.value = String(i % 4);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        const done = new Promise((resolve) => queueMicrotask(() => resolve(performance.now())));
        paint.push((await painted) - start);
        effects.push((await done) - start);
        performance.clearMarks('ft-paint');
        if (perFrame) await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      }
      return { paint, effects };
    },
    { n, perFrame, knob },
  );
// Warm up first: the first changes compile the code they run (wasm is
// compiled lazily) and would otherwise be the slowest few percent.
await changes(20, true);
const perFrame = await changes(200, true);
const backToBack = await changes(200, false);
const p50p95 = (xs) => `${pct(xs, 50).toFixed(2)} / ${pct(xs, 95).toFixed(2)} ms`;
rows.push(['knob change → repainted, p50 / p95 of 200, one per frame', p50p95(perFrame.paint), 'p95 ≤ 2 ms']);
rows.push(['  same, back to back (no frame between changes)', p50p95(backToBack.paint), '']);
rows.push(['  knob change → all its effects run (badge, labels, URL), one per frame', p50p95(perFrame.effects), '']);

// Compare: stock against tuned, B's heartbeat knob moving (both rows,
// both badges and the difference follow).
await page.goto(`${server.url}?preset=stock&b.preset=tuned`);
await page.waitForFunction(() => document.querySelector('[data-testid=b-knob-hb]'));
await changes(20, true, 'b-knob-hb');
const compare = await changes(200, true, 'b-knob-hb');
rows.push(['compare: B knob change → repainted, p50 / p95 of 200, one per frame', p50p95(compare.paint), 'p95 ≤ 2 ms']);
rows.push(['  compare: all its effects run, one per frame', p50p95(compare.effects), '']);
// The instruments (issue 29): a ruler drag, find as you type and a pinch
// step, each from its input event to the canvas's repaint mark, one per
// frame, in the page (as the knob above). `step(i)` is run in the page as
// the i-th input; a step the canvas need not repaint for (the ruler's end
// snapping to the edge it was on) is left out after 50 ms.
const instrument = (n, name) =>
  page.evaluate(
    async ({ n, name }) => {
      const c = document.querySelector('[data-testid=timeline]');
      const box = c.getBoundingClientRect();
      const at = (x, y, o = {}) => ({ bubbles: true, clientX: box.left + x, clientY: box.top + y, pointerId: 1, isPrimary: true, ...o });
      const find = document.querySelector('[data-testid=find]');
      const words = ['park', 'vote', 'leader', 'wait', 'init', 'detect', 'e', 'a'];
      const steps = {
        ruler: (i) => c.dispatchEvent(new PointerEvent('pointermove', at(300 + ((i * 37) % 500), 10, { shiftKey: true, buttons: 1 }))),
        find: (i) => {
          find.value = words[i % words.length].slice(0, 1 + (i % 4));
          find.dispatchEvent(new Event('input', { bubbles: true }));
        },
        pinch: (i) => c.dispatchEvent(new PointerEvent('pointermove', at(600 + (i % 2 ? 70 : 50), 100, { pointerId: 12, pointerType: 'touch', isPrimary: false }))),
      };
      if (name === 'ruler') c.dispatchEvent(new PointerEvent('pointerdown', at(250, 10, { shiftKey: true, buttons: 1 })));
      if (name === 'pinch') {
        c.dispatchEvent(new PointerEvent('pointerdown', at(550, 100, { pointerId: 11, pointerType: 'touch' })));
        c.dispatchEvent(new PointerEvent('pointerdown', at(650, 100, { pointerId: 12, pointerType: 'touch', isPrimary: false })));
      }
      const paint = [];
      for (let i = 0; i < n; i++) {
        let start = Infinity;
        const painted = new Promise((resolve) => {
          const obs = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              if (e.name === 'ft-paint' && e.startTime >= start) {
                obs.disconnect();
                resolve(e.startTime);
              }
            }
          });
          obs.observe({ entryTypes: ['mark'] });
          setTimeout(() => {
            obs.disconnect();
            resolve(null);
          }, 50);
        });
        start = performance.now();
        steps[name](i);
        const t = await painted;
        if (t !== null) paint.push(t - start);
        performance.clearMarks('ft-paint');
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      }
      if (name === 'ruler') c.dispatchEvent(new PointerEvent('pointerup', at(300, 10, { shiftKey: true })));
      if (name === 'pinch') {
        for (const id of [11, 12]) c.dispatchEvent(new PointerEvent('pointerup', at(600, 100, { pointerId: id, pointerType: 'touch' })));
      }
      return paint;
    },
    { n, name },
  );
for (const [name, label] of [
  ['ruler', 'ruler drag (Shift + drag, snapping) → repainted'],
  ['find', 'find as you type → repainted (matches outlined, the rest faded)'],
  ['pinch', 'pinch step (two touch pointers) → repainted'],
]) {
  await instrument(20, name);
  const xs = await instrument(200, name);
  rows.push([`${label}, p50 / p95 of ${xs.length}, one per frame`, p50p95(xs), 'p95 ≤ 2 ms']);
}

await page.goto(server.url + (process.env.BENCH_QUERY ? `?${process.env.BENCH_QUERY}` : ''));
await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0);

const memory = () =>
  page.evaluate(() => {
    window.gc?.();
    return { heap: performance.memory.usedJSHeapSize, wasm: wasmMemoryBytes() };
  });
await changes(50, false);
const before = await memory();
await changes(1000, false);
const after = await memory();
// A second thousand tells warm-up (the engine's code and caches, once)
// from a leak (every change).
await changes(1000, false);
const after2 = await memory();
rows.push([
  'JS heap before → after 1,000 → after 2,000 changes',
  `${kb(before.heap)} → ${kb(after.heap)} → ${kb(after2.heap)}`,
  'no growth',
]);
rows.push([
  'wasm memory before → after 1,000 → after 2,000 changes',
  `${kb(before.wasm)} → ${kb(after.wasm)} → ${kb(after2.wasm)}`,
  'no growth',
]);

await browser.close();
await server.close();

// "Check my config" on hostile pastes, natively in an optimised build (the
// tests assert what they read as; their time is a figure, here).
{
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync('cargo', ['run', '-q', '--profile', 'figures', '--example', 'paste_bench'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of out.trim().split('\n')) {
    const [name, bytes, p50, max] = line.split('\t');
    rows.push([`check my config, hostile paste: ${name} (${kb(Number(bytes))})`, `${p50} ms median, ${max} ms slowest of 7`, 'well under a second']);
  }
}

const { datasetFileRows } = await import('./dataset-file.mjs');
rows.push(...(await datasetFileRows()));

// A reader's drill (issues 39, 40): a 100,000-row events table, logs of
// 10,000 to 1,000,000 lines (their rate, the longest frame gap while they
// are read), a knob change with a drill on screen.
const { drillRows } = await import('./drill.mjs');
rows.push(...(await drillRows()));

// At size (issue 41): generated datasets of 20 to 10,000 spans opened
// beside the site, each input → the next frame, the growth ratio; "check
// my config" in the browser on 20,000 lines; the pure steps natively.
{
  const { sizeRows, configCheckRows, SIZES } = await import('./size.mjs');
  rows.push(...(await sizeRows()));
  rows.push(...(await configCheckRows()));
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { writeDataset } = await import('./gen-dataset.mjs');
  const { execFileSync } = await import('node:child_process');
  const dir = mkdtempSync(join(tmpdir(), 'ft-bench-native-'));
  const files = SIZES.map(([l, s]) => join(dir, `${writeDataset(dir, l, s)}.json`));
  const out = execFileSync('cargo', ['run', '-q', '--profile', 'figures', '--example', 'size_bench', '--', ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  rmSync(dir, { recursive: true, force: true });
  const by = new Map();
  for (const line of out.trim().split('\n')) {
    const [file, step, ms] = line.split('\t');
    if (!by.has(step)) by.set(step, []);
    by.get(step).push(`${file.replace('bench-', '')} ${Number(ms).toFixed(step.includes('count') ? 0 : 2)}`);
  }
  for (const [step, xs] of by) rows.push([`  natively (examples/size_bench.rs), ${step}${step.includes('count') ? '' : ', ms'}`, xs.join(' · '), '']);
}

const { peerRows } = await import('./peer.mjs');
const peer = await peerRows();
rows.push(...peer.rows);

const w = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
console.log(`${'figure'.padEnd(w[0])}  ${'measured'.padEnd(w[1])}  target`);
for (const [a, b, c] of rows) console.log(`${a.padEnd(w[0])}  ${b.padEnd(w[1])}  ${c}`);
console.log(`(first frames: ${firstFrame.map((x) => x.toFixed(0)).join(', ')} ms)`);
for (const d of peer.detail) console.log(`(${d})`);
