// `make bench`, a reader's drill (issues 39 and 40), in headless Chromium
// on the release dist/: an events table of 100,000 rows read (to the drill
// drawn); logs of 10,000, 100,000 and 1,000,000 lines read from files
// (their rate in MB/s, and the longest the page went without a frame while
// reading: the reading gives the browser a turn between chunks); and a knob
// change with a drill on screen → repainted. Figures, not pass/fail.
import { mkdtempSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve, CHROMIUM_ARGS } from '../tests/e2e/support.mjs';

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const median = (xs) => pct(xs, 50);

/** A StoatFlow drill's two pods' logs, `lines` lines in all: noise, the marks near the end. */
function logFile(dir, lines) {
  const noise = (i) =>
    `2026-03-04T10:15:01.${String(i % 1000).padStart(3, '0')}231455Z INFO  [stoatflow-worker-${i % 8}] c.s.engine.Task - processed batch ${i} records=1288 lag=0 offset=${9900000 + i}\n`;
  const marks = [
    '2026-03-04T10:15:02.000114872Z INFO  [http-nio-8080-exec-3] c.s.ha.SwitchController - POST /ha/switch accepted: draining\n',
    '2026-03-04T10:15:02.021677012Z INFO  [stoatflow-commit] c.s.engine.EpochCommitter - Phase 4b: Commit thread stopped\n',
  ];
  let body = '';
  const parts = [];
  for (let i = 0; i < lines - marks.length; i++) {
    body += noise(i);
    if (body.length > 1 << 22) {
      parts.push(body);
      body = '';
    }
  }
  parts.push(body, ...marks);
  const path = join(dir, `active-${lines}.log`);
  writeFileSync(path, parts.join(''));
  return path;
}

export async function drillRows() {
  const rows = [];
  const dir = mkdtempSync(join(tmpdir(), 'ft-bench-drill-'));
  const server = await serve();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const open = async (q) => {
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}?dataset=stoatflow&${q}`);
    await page.locator('[data-testid=drill-input]').waitFor();
    await page.evaluate(() => localStorage.setItem('failover-timeline:drill-texts:stoatflow', JSON.stringify({ trigger: 'POST /ha/switch' })));
    return { ctx, page };
  };
  // Frames while something runs: the longest gap between two.
  const watchFrames = (page) =>
    page.evaluate(() => {
      window.__gaps = [];
      let last = performance.now();
      const tick = (t) => {
        window.__gaps.push(t - last);
        last = t;
        if (!window.__stop) requestAnimationFrame(tick);
      };
      window.__stop = false;
      requestAnimationFrame(tick);
    });
  const longestGap = (page) => page.evaluate(() => ((window.__stop = true), Math.max(0, ...window.__gaps)));
  const drawn = (page) =>
    page.waitForFunction(() => document.querySelector('[data-testid=badge]')?.dataset.verdict === 'drill', null, { timeout: 600000 });

  // An events table of 100,000 rows (noise, then its marks), pasted.
  {
    const { ctx, page } = await open('preset=switch');
    const table = ['mark,time', ...Array.from({ length: 100000 - 3 }, (_, i) => `noise-${i % 7},${i}`), 'trigger,0', 'promotion-start,20', 'resumed,700'].join('\n');
    const times = [];
    for (let k = 0; k < 3; k++) {
      await page.evaluate((t) => {
        const el = document.querySelector('[data-testid=drill-input]');
        el.value = t;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, table);
      await page.evaluate(() => (window.__t0 = performance.now()));
      await page.locator('[data-testid=drill-read]').click();
      await page.waitForFunction(() => /Read 100001 lines/.test(document.querySelector('[data-testid=drill-notices]').innerText), null, { timeout: 600000 });
      times.push(await page.evaluate(() => performance.now() - window.__t0));
      await page.evaluate(() => (document.querySelector('[data-testid=drill-notices]').innerHTML = ''));
    }
    rows.push(['drill: an events table of 100,000 rows (2.1 MB) pasted → read, median of 3', `${median(times).toFixed(0)} ms`, '≤ 1,000 ms']);
    await ctx.close();
  }

  // Logs from files: 10,000 / 100,000 / 1,000,000 lines.
  for (const lines of [10000, 100000, 1000000]) {
    const path = logFile(dir, lines);
    const mb = statSync(path).size / (1024 * 1024);
    const { ctx, page } = await open('preset=switch');
    await watchFrames(page);
    const t0 = Date.now();
    await page.locator('[data-testid=drill-files]').setInputFiles(path);
    await page.waitForFunction((n) => new RegExp(`${n} lines`).test(document.querySelector('[data-testid=drill-notices]').innerText), lines, { timeout: 600000 });
    const ms = Date.now() - t0;
    const gap = await longestGap(page);
    rows.push([
      `drill: a log of ${lines.toLocaleString('en')} lines (${mb.toFixed(1)} MB) picked → read`,
      `${ms} ms, ${(mb / (ms / 1000)).toFixed(1)} MB/s; longest frame gap ${gap.toFixed(0)} ms`,
      lines === 100000 ? '≤ 1,000 ms' : lines === 1000000 ? 'no freeze (progress shown)' : '',
    ]);
    await ctx.close();
  }

  // A knob change with a drill on screen → repainted (the drill's side
  // moves: the page below reads it again and hands it back).
  {
    const { ctx, page } = await open('preset=switch&drill=trigger:0,commit-stopped:25,promotion-start:30,promoted:520,resumed:520');
    await drawn(page);
    const paint = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid=knob-detection]') ?? document.querySelector('input[type=range]');
      const out = [];
      for (let i = 0; i < 120; i++) {
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
        out.push((await painted) - start);
        performance.clearMarks('ft-paint');
        await new Promise((r) => requestAnimationFrame(() => r()));
      }
      return out.slice(20);
    });
    rows.push(['drill on screen: knob change → repainted, p50 / p95 of 100, one per frame', `${pct(paint, 50).toFixed(2)} / ${pct(paint, 95).toFixed(2)} ms`, 'p95 ≤ 2 ms']);
    await ctx.close();
  }
  await browser.close();
  await server.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await drillRows()) console.log(r.join('  |  '));
}
