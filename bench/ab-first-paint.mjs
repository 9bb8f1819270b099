// Navigation → first frame with the timeline (first-contentful-paint; see
// bench.mjs) for two or more builds, interleaved (A B, B A, ...) so that the
// machine's drift, which here is larger than most changes being measured,
// falls on all of them alike. Medians, with phases.
//   node bench/ab-first-paint.mjs DIST_A DIST_B ... [loads per build, 15]
import { chromium } from 'playwright-core';
import { serve, CHROMIUM_ARGS } from '../tests/e2e/support.mjs';
import { coldLoad } from './cold-load.mjs';

const args = process.argv.slice(2);
const dirs = args.filter((x) => isNaN(Number(x)));
const n = Number(args.find((x) => !isNaN(Number(x))) ?? 15);
const servers = [];
for (const d of dirs) servers.push(await serve({ root: d }));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
const loads = dirs.map(() => []);
for (let i = 0; i < n; i++) {
  const order = dirs.map((_, j) => j);
  if (i % 2) order.reverse();
  for (const k of order) loads[k].push(await coldLoad(browser, servers[k].url));
}
const med = (xs) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
const keys = ['fetched', 'started', 'loaded', 'mounted', 'drawn'];
for (const k of dirs.keys()) {
  const frames = loads[k].map((t) => t.frame);
  const p = keys.map((j) => `${j} ${med(loads[k].map((t) => t[j])).toFixed(0)}`).join(' / ');
  console.log(`${dirs[k]}: first frame median ${med(frames).toFixed(0)} ms  (${p})  [${frames.map((x) => x.toFixed(0)).join(' ')}]`);
}
await browser.close();
for (const s of servers) await s.close();
