// `make bench` at size (issue 41): generated datasets (bench/gen-dataset.mjs)
// of 20, 240, 1,000, 2,000 and 10,000 spans, each beside a copy of the site
// and opened by `?dataset=` with no rebuild, in headless Chromium on the
// release dist/. Per size: navigation → its first timeline frame; a knob
// change, a hover, a ruler drag step and a find keystroke → the next
// frame (requestAnimationFrame after the input: what the browser had to do
// before it could draw, the page below included); and the growth ratio
// (time at 10,000 ÷ time at 1,000 spans; near 10 is linear). Figures, not
// pass/fail.
//
//   node bench/size.mjs [SIZES]       SIZES e.g. 4x5,40x50 (lanes x spans per lane)
//   PROFILE=knob node bench/size.mjs 40x50   also writes a CPU profile of the knob changes (or hover, ruler, find)
//   TRACE=knob node bench/size.mjs 40x50     and prints where their main-thread time went
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve, DIST, CHROMIUM_ARGS } from '../tests/e2e/support.mjs';
import { writeDataset } from './gen-dataset.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const SIZES = [
  [4, 5],
  [12, 20],
  [25, 40],
  [40, 50],
  [100, 100],
];

/** Input → the next frame, `n` times, in the page: `step(i)` is run as the i-th input. */
const framesAfter = (page, name, n) =>
  page.evaluate(
    async ({ name, n }) => {
      const c = document.querySelector('[data-testid=timeline]');
      const box = c.getBoundingClientRect();
      const at = (x, y, o = {}) => ({ bubbles: true, clientX: box.left + x, clientY: box.top + y, pointerId: 1, isPrimary: true, ...o });
      const laneY = Number(c.dataset.rulerH) + Number(c.dataset.laneH) / 2;
      const knob = document.querySelector('[data-testid=knob-hb]');
      const find = document.querySelector('[data-testid=find]');
      const words = ['park', 'work', 'step 1', 'l3s', 'w', 'p'];
      const steps = {
        knob: (i) => {
          knob.value = String(i % 4);
          knob.dispatchEvent(new Event('input', { bubbles: true }));
        },
        hover: (i) => c.dispatchEvent(new PointerEvent('pointermove', at(100 + ((i * 37) % 900), laneY + (i % 3) * 64))),
        ruler: (i) => c.dispatchEvent(new PointerEvent('pointermove', at(300 + ((i * 37) % 500), 10, { shiftKey: true, buttons: 1 }))),
        find: (i) => {
          find.value = words[i % words.length];
          find.dispatchEvent(new Event('input', { bubbles: true }));
        },
      };
      if (name === 'ruler') c.dispatchEvent(new PointerEvent('pointerdown', at(250, 10, { shiftKey: true, buttons: 1 })));
      const out = [];
      const idle = () => new Promise((r) => requestIdleCallback(() => r(), { timeout: 600000 }));
      for (let i = 0; i < n; i++) {
        await idle();
        const start = performance.now();
        steps[name](i);
        // The browser is idle again once the input's task, every task it
        // queued (the page below's snapshot) and the frame after them are
        // done: the next frame could be drawn no sooner.
        await new Promise((r) => requestAnimationFrame(() => r()));
        await idle();
        out.push(performance.now() - start);
      }
      if (name === 'ruler') c.dispatchEvent(new PointerEvent('pointerup', at(300, 10, { shiftKey: true })));
      if (name === 'find') {
        find.value = '';
        find.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return out;
    },
    { name, n },
  );

// TRACE=knob (or hover, ruler, find): where that input's main-thread time
// went, Chromium's trace events summed by name (nested events each count).
function traceSummary(buf) {
  const ev = JSON.parse(buf.toString()).traceEvents;
  const main = ev.find((e) => e.name === 'ft-paint' || e.name === 'EventDispatch');
  const agg = new Map();
  for (const e of ev) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X') continue;
    agg.set(e.name, (agg.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(9)} ms  ${k}`).join('\n');
}

export async function sizeRows({ sizes = SIZES, reps = 15, loads = 3 } = {}) {
  const root = await mkdtemp(join(tmpdir(), 'ft-bench-size-'));
  await cp(process.env.SITE ?? DIST, root, { recursive: true });
  const server = await serve({ root, gzip: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  const figures = new Map();
  try {
    for (const [lanes, spans] of sizes) {
      const id = writeDataset(join(root, 'data'), lanes, spans);
      const bytes = statSync(join(root, 'data', `${id}.json`)).size;
      const n = lanes * spans;
      const opened = [];
      let page;
      let ctx;
      for (let i = 0; i < loads; i++) {
        if (ctx) await ctx.close();
        ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        page = await ctx.newPage();
        await page.goto(`${server.url}?dataset=${id}${process.env.QUERY ? `&${process.env.QUERY}` : ""}`);
        await page.waitForFunction(
          (id) => document.documentElement.dataset.dataset === id || /Benchmark/.test(document.querySelector('h1')?.textContent ?? ''),
          id,
          { timeout: 120000 },
        );
        await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0, null, { timeout: 120000 });
        opened.push(await page.evaluate(() => performance.getEntriesByName('ft-first-paint').at(-1).startTime));
      }
      // The page below mounted: its work is in every change from here.
      if (!process.env.QUERY?.includes('embed')) await page.waitForFunction(() => performance.getEntriesByName('ft-part-mounted').length > 0, null, { timeout: 120000 });
      const fig = { opened: median(opened) };
      const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
      const profiled = process.env.PROFILE;
      for (const name of ['knob', 'hover', 'ruler', 'find']) {
        await framesAfter(page, name, 3);
        if (cdp && profiled === name) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        if (process.env.TRACE === name) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
        fig[name] = median(await framesAfter(page, name, n >= 10000 ? Math.min(reps, 7) : reps));
        if (process.env.TRACE === name) console.error(traceSummary(await browser.stopTracing()));
        if (cdp && profiled === name) {
          const { profile } = await cdp.send('Profiler.stop');
          const file = join(tmpdir(), `ft-${id}-${name}.cpuprofile`);
          await writeFile(file, JSON.stringify(profile));
          console.error(`profile: ${file}`);
        }
      }
      await ctx.close();
      figures.set(n, fig);
      const f = (x) => `${x.toFixed(x < 10 ? 1 : 0)}`;
      rows.push([
        `${n.toLocaleString('en')} spans (${lanes} lanes × ${spans}, ${(bytes / 1e6).toFixed(2)} MB JSON): opened / knob / hover / ruler / find → next frame`,
        `${f(fig.opened)} / ${f(fig.knob)} / ${f(fig.hover)} / ${f(fig.ruler)} / ${f(fig.find)} ms`,
        n >= 10000 ? 'opened ≤ 2,000, each ≤ 50' : n >= 2000 ? 'each ≤ 16' : '',
      ]);
    }
    const small = figures.get(1000);
    const big = figures.get(10000);
    if (small && big) {
      const r = (k) => (big[k] / small[k]).toFixed(1);
      rows.push(['  growth, time at 10,000 ÷ at 1,000 spans: opened / knob / hover / ruler / find', `${r('opened')} / ${r('knob')} / ${r('hover')} / ${r('ruler')} / ${r('find')}`, 'near 10 (linear)']);
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
  return rows;
}

/**
 * "Check my config" in the browser on a 20,000-line paste (issue 41: the
 * browser's path, not only the native reader's, `examples/paste_bench.rs`):
 * the text typed into the box, then the button → its report shown. Median
 * of `reps`, the default dataset.
 */
export async function configCheckRows({ reps = 7, lines = 20000 } = {}) {
  const server = await serve({ root: process.env.SITE ?? DIST });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(server.url);
    await page.waitForSelector('[data-testid=check-input]', { timeout: 60000 });
    // A config as people paste one, grown to `lines` lines: properties,
    // comments, flags, blank lines.
    const forms = ['aeron.cluster.leader.heartbeat.timeout=100ms', '# a comment', '-Daeron.publication.setup.timeout=10ms', '', 'aeron.client.liveness.timeout=10s', 'JAVA_OPTS="-Xmx2g"'];
    const text = Array.from({ length: lines }, (_, i) => forms[i % forms.length]).join('\n');
    const times = [];
    for (let i = 0; i < reps; i++) {
      times.push(
        await page.evaluate(async (text) => {
          const box = document.querySelector('[data-testid=check-input]');
          box.value = text + '\n'.repeat(Math.floor(Math.random() * 3));
          box.dispatchEvent(new Event('input', { bubbles: true }));
          const report = document.querySelector('[data-testid=check-report]');
          const before = report.innerHTML;
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          const start = performance.now();
          document.querySelector('[data-testid=check-run]').click();
          while (report.innerHTML === before || !report.querySelector('[data-testid=check-summary]')) await new Promise((r) => setTimeout(r, 1));
          // The report's frame.
          await new Promise((r) => requestAnimationFrame(() => r()));
          return performance.now() - start;
        }, text),
      );
      // The report changes only if the text differs: clear it between runs.
      await page.evaluate(() => {
        const box = document.querySelector('[data-testid=check-input]');
        box.value = '';
        box.dispatchEvent(new Event('input', { bubbles: true }));
        document.querySelector('[data-testid=check-run]').click();
      });
      await page.waitForTimeout(200);
    }
    await ctx.close();
    return [[`check my config in the browser: a ${lines.toLocaleString('en')}-line paste → its report shown, median of ${reps}`, `${median(times).toFixed(0)} ms (${times.map((x) => x.toFixed(0)).join(', ')})`, '≤ 500 ms']];
  } finally {
    await browser.close();
    await server.close();
  }
}

// Run alone: `node bench/size.mjs [4x5,40x50]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv[2]?.split(',').map((s) => s.split('x').map(Number));
  const rows = process.argv[2] === 'check' ? await configCheckRows() : await sizeRows(sizes ? { sizes } : {});
  for (const [a, b, c] of rows) console.log(`${a}\n    ${b}   (target: ${c || '—'})`);
}
