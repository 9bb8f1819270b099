// The exports, in real Chromium under the strict CSP: "Export trace" writes
// Chrome Trace Event JSON that a real trace viewer (speedscope 1.25, served
// from node_modules on loopback) opens and names lanes and stages from, and
// "Save SVG" writes a standalone SVG whose stage widths are duration × zoom
// and which names every lane and span. Markup from the URL stays out of both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { withApp, openApp, serve, launch } from './support.mjs';
import { AppPage } from './page.mjs';

const app = withApp();

const SPEEDSCOPE = resolve(new URL('../../node_modules/speedscope/dist/release', import.meta.url).pathname);

/** Click the button with test id `testid` and return the download's name and text. */
async function downloadText(page, testid) {
  const [download] = await Promise.all([page.waitForEvent('download'), new AppPage(page).byId(testid).click()]);
  return { name: download.suggestedFilename(), path: await download.path(), text: await readFile(await download.path(), 'utf8') };
}

/** The page's stage rows (lane, span and stage names, ms) from the table view. */
async function pageFacts(page) {
  const rows = await new AppPage(page).tableStages.evaluateAll((trs) =>
    trs.map((tr) => {
      const td = [...tr.querySelectorAll('td')].map((c) => c.textContent);
      return { span: tr.dataset.span, stage: tr.dataset.stage, lane: td[0], spanName: td[1], stageName: td[2], ms: Number(td[6]) };
    }),
  );
  return { rows };
}

test('Export trace writes Chrome Trace Event JSON whose slices are the table view\'s', async () => {
  const { page, context, errors, requests, ui } = await openApp(app.browser, `${app.server.url}?preset=stock`);
  const { name, text } = await downloadText(page, 'export-trace');
  assert.equal(name, 'failover-timeline-aeron-graceful-stepdown-stock.json');
  const trace = JSON.parse(text);
  const { rows } = await pageFacts(page);
  const xs = trace.traceEvents.filter((e) => e.ph === 'X');
  for (const r of rows) {
    const x = xs.find((e) => e.name === r.stageName && Math.abs(e.dur / 1000 - r.ms) <= 0.051);
    assert.ok(x, `stage ${r.span}/${r.stage} (${r.ms} ms) is a slice of that length`);
  }
  const threads = trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => e.args.name);
  for (const lane of new Set(rows.map((r) => r.lane))) assert.ok(threads.some((t) => t.startsWith(lane)), lane);
  const origin = new URL(app.server.url).origin;
  assert.deepEqual(requests.filter((r) => !r.startsWith(origin) && !r.startsWith('data:')), [], 'no request off the origin');
  assert.deepEqual(errors, []);
  await context.close();
});

test('speedscope 1.25 opens the exported trace and shows the lanes and stage names', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?preset=tuned&lang=en`);
  const { text } = await downloadText(page, 'export-trace');
  const { rows } = await pageFacts(page);
  assert.deepEqual(errors, []);
  await context.close();
  // The download is gone with its context: keep a copy to hand to speedscope.
  const dir = await mkdtemp(join(tmpdir(), 'trace-'));
  const path = join(dir, 'failover-timeline.json');
  await writeFile(path, text);

  // speedscope's own page, served from node_modules on loopback; it draws with WebGL.
  const viewer = await serve({ root: SPEEDSCOPE, prefix: '/speedscope/', headers: {} });
  const browser = await launch(['--enable-unsafe-swiftshader']);
  try {
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const sp = await ctx.newPage();
    const requests = [];
    const problems = [];
    sp.on('request', (r) => requests.push(r.url()));
    sp.on('pageerror', (e) => problems.push(String(e)));
    await sp.goto(viewer.url);
    await sp.locator('input[type=file]').setInputFiles(path);
    // One profile per (process, thread): the toolbar names the first lane's thread.
    const trace = JSON.parse(text);
    const threads = trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => e.args.name);
    await sp.getByText(threads[0], { exact: false }).first().waitFor({ timeout: 20000 });
    // The profile list names every lane.
    await sp.getByText(threads[0], { exact: false }).first().click();
    const listed = await sp.locator('body').innerText();
    for (const t of threads) assert.ok(listed.includes(t), `speedscope lists the lane "${t}"`);
    await sp.keyboard.press('Escape');
    // Sandwich view: a table of every frame of the profile, by name.
    await sp.getByText('Sandwich').first().click();
    // (What lasts 0 ms here is an instant, which speedscope does not show.)
    const lane0 = rows.filter((r) => r.lane === rows[0].lane && r.ms > 0);
    assert.ok(lane0.length >= 2);
    for (const r of lane0) {
      await sp.getByText(r.stageName, { exact: false }).first().waitFor({ timeout: 5000 });
    }
    const table = await sp.locator('body').innerText();
    for (const r of lane0) assert.ok(table.includes(r.spanName), `span "${r.spanName}" in speedscope`);
    const origin = new URL(viewer.url).origin;
    assert.deepEqual(requests.filter((r) => !r.startsWith(origin) && !r.startsWith('data:') && !r.startsWith('blob:')), []);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await viewer.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('Save SVG writes a standalone SVG: every lane and span named, widths = duration × zoom', async () => {
  const zoom = 2;
  for (const [lang, theme] of [['en', 'light'], ['zh', 'dark']]) {
    const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?preset=tuned&zoom=${zoom}&lang=${lang}&theme=${theme}`);
    const { name, text } = await downloadText(page, 'save-svg');
    assert.equal(name, 'failover-timeline-aeron-graceful-stepdown-tuned.svg');
    const { rows } = await pageFacts(page);
    const lanes = [...new Set(rows.map((r) => r.lane))];
    const got = await page.evaluate((src) => {
      const doc = new DOMParser().parseFromString(src, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: root.localName,
        ns: root.namespaceURI,
        lang: root.getAttribute('lang'),
        theme: root.getAttribute('data-theme'),
        zoom: Number(root.getAttribute('data-px-per-ms')),
        texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
        titles: [...doc.querySelectorAll('title')].map((t) => t.textContent),
        desc: [...doc.querySelectorAll('desc')].map((t) => t.textContent).join('\n'),
        stages: [...doc.querySelectorAll('rect.stage')].map((r) => ({
          span: r.getAttribute('data-span'),
          stage: r.getAttribute('data-stage'),
          w: Number(r.getAttribute('width')),
        })),
        scripts: doc.querySelectorAll('script, foreignObject').length,
      };
    }, text);
    assert.equal(got.error, null, 'parses as XML');
    assert.equal(got.root, 'svg');
    assert.equal(got.ns, 'http://www.w3.org/2000/svg');
    assert.equal(got.lang, lang);
    assert.equal(got.theme, theme);
    assert.equal(got.zoom, zoom, 'drawn at the page zoom (the handoff fits)');
    assert.equal(got.scripts, 0);
    for (const l of lanes) assert.ok(got.texts.includes(l), `lane "${l}" is a text`);
    // Every span: in the description; where drawn, in a label or its blocks' titles.
    for (const r of rows) assert.ok(got.desc.includes(r.spanName), `span "${r.spanName}" is described`);
    for (const s of got.stages) {
      const row = rows.find((r) => r.span === s.span);
      assert.ok(got.texts.concat(got.titles).some((t) => t.includes(row.spanName)), `drawn span "${row.spanName}" is named`);
    }
    assert.ok(got.stages.length >= rows.filter((r) => r.ms * zoom >= 1).length, 'every stage a pixel wide is a rect');
    for (const s of got.stages) {
      const row = rows.find((r) => r.span === s.span && r.stage === s.stage);
      assert.ok(row, `${s.span}/${s.stage} is a stage of the table`);
      // The table rounds to 0.1 ms.
      assert.ok(Math.abs(s.w - row.ms * zoom) <= 0.05 * zoom + 0.01, `${s.span}/${s.stage}: ${s.w} px for ${row.ms} ms`);
    }
    // The badge's headline, as the page shows it (maybe wrapped over lines in the file).
    const squeeze = (t) => t.replace(/\s+/g, '');
    const badge = (await ui.badge().locator('.badge-headline').innerText()).trim();
    assert.ok(badge && squeeze(got.texts.join('')).includes(squeeze(badge)), `the badge's words: ${badge}`);
    // It decodes as an image a docs page can <img>.
    const shot = await context.newPage();
    await shot.setContent('<img>');
    const size = await shot.evaluate(async (src) => {
      const img = document.querySelector('img');
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(src);
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, text);
    assert.ok(size[0] >= 720 && size[1] > 4 * 64, `decodes: ${size}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('markup in the URL reaches neither export; a custom configuration is named custom', async () => {
  const evil = encodeURIComponent('<script>alert(1)</script>');
  const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?preset=stock&hb=5ms&setup=${evil}&sel=${evil}&${evil}=1`);
  await ui.urlNotice.waitFor();
  const trace = await downloadText(page, 'export-trace');
  const image = await downloadText(page, 'save-svg');
  assert.equal(trace.name, 'failover-timeline-aeron-graceful-stepdown-custom.json');
  assert.equal(image.name, 'failover-timeline-aeron-graceful-stepdown-custom.svg');
  for (const { text } of [trace, image]) {
    assert.ok(!text.includes('<script'), 'no script tag');
    assert.ok(!text.includes('alert(1)'), 'nothing of the URL');
  }
  JSON.parse(trace.text);
  assert.deepEqual(errors, []);
  await context.close();
});
