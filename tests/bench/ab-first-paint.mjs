// Navigation → first frame with the timeline (first-contentful-paint; see
// bench.mjs) for two or more builds, interleaved
// (A B, B A, ...) so that the machine's drift, which here is larger than most
// changes being measured, falls on all of them alike. Medians, with phases.
//   node tests/bench/ab-first-paint.mjs DIST_A DIST_B ... [loads per build, 15]
import { chromium } from 'playwright-core';
import { serve, CHROMIUM_ARGS } from '../e2e/support.mjs';
const dirs = process.argv.slice(2).filter((x) => isNaN(Number(x)));
const n = process.argv.slice(2).find((x) => !isNaN(Number(x))) ?? '15';
const servers = [];
for (const d of dirs) servers.push(await serve({ root: d }));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
const res = dirs.map(() => []);
const ph = dirs.map(() => []);
for (let i = 0; i < Number(n); i++) {
  const order = dirs.map((_, j) => j);
  if (i % 2) order.reverse();
  for (const k of order) {
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(servers[k].url);
    await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0 && performance.getEntriesByName('first-contentful-paint').length > 0);
    res[k].push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime));
    ph[k].push(await page.evaluate(() => ['ft-start', 'ft-loaded', 'ft-mounted'].map((m) => performance.getEntriesByName(m)[0]?.startTime)
      .concat([performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'))?.responseEnd, performance.getEntriesByName('ft-first-paint')[0]?.startTime])));
    await ctx.close();
  }
}
const med = (xs) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
for (const k of dirs.keys()) {
  const p = [0, 1, 2, 3, 4].map((j) => med(ph[k].map((x) => x[j])).toFixed(0));
  console.log(`${dirs[k]}: first frame median ${med(res[k]).toFixed(0)} ms  (fetched ${p[3]} / start ${p[0]} / loaded ${p[1]} / mounted ${p[2]} / canvas drawn ${p[4]})  [${res[k].map((x) => x.toFixed(0)).join(' ')}]`);
}
await browser.close();
for (const s of servers) await s.close();
