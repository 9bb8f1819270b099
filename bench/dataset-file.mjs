// `make bench`, dataset files (issue 28): a JSON dataset the size of the
// Aeron file, beside the site (a renamed copy of it, with its seed pages),
// opened by ?dataset= on loopback with a cold cache: the bytes it adds to
// the first load (the loader module, the JSON, the seeds: gzip -9 of the
// files, as the first-load figure is counted) and navigation → its first
// timeline frame; and a dataset file dropped again, edited, → its repaint.
// Figures, not pass/fail.
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve, DIST, CHROMIUM_ARGS } from '../tests/e2e/support.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const gz = (b) => gzipSync(b, { level: 9 }).length;

export async function datasetFileRows({ loads = 7, drops = 15 } = {}) {
  const aeronText = await readFile(new URL('../data/aeron-graceful-stepdown.json', import.meta.url), 'utf8');
  const aeron = JSON.parse(aeronText);
  const root = await mkdtemp(join(tmpdir(), 'ft-bench-files-'));
  await cp(DIST, root, { recursive: true });
  await mkdir(join(root, 'data', 'seeds'), { recursive: true });
  const copy = { ...aeron, id: 'bench-aeron' };
  // Written as the original is (2-space JSON): the same size to the byte or so.
  const json = JSON.stringify(copy, null, 2);
  await writeFile(join(root, 'data', 'bench-aeron.json'), json);
  for (const s of ['000', '002']) await cp(new URL(`../data/seeds/${s}.txt`, import.meta.url).pathname, join(root, 'data', 'seeds', `${s}.txt`));
  const server = await serve({ root, gzip: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    // The files a JSON dataset adds to the default page's first load.
    const extra = ['loader.js', 'loader_bg.wasm', 'data/bench-aeron.json', 'data/seeds/000.txt', 'data/seeds/002.txt'];
    const sizes = extra.map((f) => [f, gz(readFileSync(join(root, f)))]);
    const frames = [];
    for (let i = 0; i < loads; i++) {
      const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(`${server.url}?dataset=bench-aeron`);
      await page.waitForFunction(() => /bench|Aeron/.test(document.querySelector('h1')?.textContent ?? '') && performance.getEntriesByName('ft-first-paint').length > 0, null, { timeout: 20000 });
      frames.push(await page.evaluate(() => performance.getEntriesByName('ft-first-paint').at(-1).startTime));
      await ctx.close();
    }
    rows.push([
      `dataset file the size of Aeron's (${kb(json.length)} JSON): the loader module + JSON + seeds, gzip -9`,
      `${kb(sizes.reduce((n, [, g]) => n + g, 0))} (${sizes.map(([f, g]) => `${f.split('/').pop()} ${kb(g)}`).join(', ')})`,
      'nothing for bundled datasets',
    ]);
    rows.push([`  ?dataset= (a file) navigation → first timeline frame, loopback, cold, median of ${loads}`, `${median(frames).toFixed(0)} ms (${frames.map((x) => x.toFixed(0)).join(', ')})`, '≤ 500 ms']);

    // Drop an edited file onto a page showing it: → its canvas repainted.
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}?preset=stock&zoom=3`);
    await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0 && document.querySelector('[data-testid=dataset-file]'));
    const times = [];
    for (let i = 0; i < drops; i++) {
      const edited = { ...aeron, title: { ...aeron.title, en: `Edited ${i}` } };
      const t = await page.evaluate(async (text) => {
        const painted = new Promise((resolve) => {
          const obs = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              if (e.name === 'ft-first-paint') {
                obs.disconnect();
                resolve(e.startTime);
              }
            }
          });
          obs.observe({ entryTypes: ['mark'] });
        });
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'aeron.json', { type: 'application/json' }));
        const start = performance.now();
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
        return (await painted) - start;
      }, JSON.stringify(edited, null, 2));
      times.push(t);
      // The page below mounts again; let it settle between drops.
      await page.waitForFunction(() => performance.getEntriesByName('ft-part-mounted').length > 0);
      await page.evaluate(() => performance.clearMarks('ft-part-mounted'));
    }
    // The first drop fetches and starts the loader module.
    rows.push([`drop an edited dataset file → its timeline repainted (loader warm), median / max of ${drops - 1}; first drop`, `${median(times.slice(1)).toFixed(0)} / ${Math.max(...times.slice(1)).toFixed(0)} ms; ${times[0].toFixed(0)} ms`, 'seconds at most']);
    // Hostile files dropped (issue 28's list) → their refusal listed.
    const hostile = [
      ['20 MB', { size: 20 << 20 }],
      ['20,000-deep nesting', { text: '['.repeat(20000) + ']'.repeat(20000) }],
      ['a million-element array', { text: `{"a": [${'0,'.repeat(999999)}0]}` }],
      ['not UTF-8', { bytes: [0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d] }],
      ['a key twice', { text: '{"id": "a", "id": "b"}' }],
      ['a number out of range', { text: '{"zoom_px_per_ms": 1e400}' }],
    ];
    const refusals = [];
    for (const [name, file] of hostile) {
      const ms = await page.evaluate(async ({ text, size, bytes }) => {
        document.querySelector('[data-testid=dataset-problems-dismiss]')?.click();
        const body = text !== undefined ? [text] : bytes ? [new Uint8Array(bytes)] : [new Uint8Array(size).fill(32)];
        const dt = new DataTransfer();
        dt.items.add(new File(body, 'hostile.json', { type: 'application/json' }));
        const start = performance.now();
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
        while (!document.querySelector('[data-testid=dataset-problems]')) await new Promise((r) => setTimeout(r, 1));
        return performance.now() - start;
      }, file);
      refusals.push(`${name} ${ms.toFixed(0)}`);
    }
    rows.push(['drop a hostile dataset file → its refusal listed (ms)', refusals.join(', '), 'within a second each']);
    await ctx.close();
  } finally {
    await browser.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
  return rows;
}

// Run alone: `node bench/dataset-file.mjs`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [a, b, c] of await datasetFileRows()) console.log(`${a}\n    ${b}   (target: ${c || '—'})`);
}
