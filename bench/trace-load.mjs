// Where a cold load's main-thread time goes, up to the canvas draw: Chromium's trace events summed by name (wasm.CompileLazy is wasm
// compiled on first call), and the app's phase marks. Tracing slows the page
// down; compare the shares, not the totals, with make bench.
//   node bench/trace-load.mjs     (RUNS=3, ROOT=dist/ by default;
//                                        the first run's trace goes to TRACE=file)
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { serve, CHROMIUM_ARGS } from '../tests/e2e/support.mjs';
import { openCold, times } from './cold-load.mjs';

const server = await serve({ root: process.env.ROOT });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
const runs = Number(process.env.RUNS ?? 3);
const agg = new Map();
for (let r = 0; r < runs; r++) {
  const { ctx, page } = await openCold(browser, server.url, {
    beforeGoto: (page) =>
      browser.startTracing(page, {
        categories: ['devtools.timeline', 'v8', 'v8.wasm', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
      }),
  });
  const t = await times(page);
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  if (r === 0 && process.env.TRACE) writeFileSync(process.env.TRACE, buf);
  const nav = ev.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...ev.filter((e) => e.ts).map((e) => e.ts));
  const fp = ev.find((e) => e.name === 'ft-first-paint');
  const end = fp?.ts;
  console.log(`run ${r}: canvas drawn at ${t.drawn.toFixed(0)} ms, first frame shown at ${t.frame.toFixed(0)} ms`);
  // Main renderer thread: the one with the user timing mark.
  const tid = fp.tid, pid = fp.pid;
  for (const e of ev) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.ts < nav || e.ts > end) continue;
    const k = e.name;
    agg.set(k, (agg.get(k) ?? 0) + (e.dur ?? 0) / 1000 / runs);
  }
  const marks = ev.filter((e) => e.pid === pid && e.name.startsWith('ft-')).map((e) => `${e.name}@${((e.ts - nav) / 1000).toFixed(0)}`);
  console.log('  ' + marks.join(' '));
  await ctx.close();
}
const top = [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
await browser.close();
await server.close();
