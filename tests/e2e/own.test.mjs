// A reader's own figures (issue 27) on the built site, for every preset of
// both bundled datasets: a link's figures in the first frame (badge,
// difference and its kind), against an un-run configuration (no
// difference figure, the tolerance sentence), typed in the page below,
// read from a file of several configurations, hostile values and files,
// Back/Forward, a sub-span figure in the drill-down, Chinese, the embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { withApp, openApp, waitForPaint, GEOMETRY } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();
const DATA = Object.fromEntries(
  ['aeron-graceful-stepdown', 'stoatflow'].map((id) => [id, JSON.parse(readFileSync(new URL(`../../data/${id}.json`, import.meta.url)))]),
);
const DEFAULT = readFileSync(new URL('../../data/default.txt', import.meta.url), 'utf8').trim();
const url = (id, q) => `${app.server.url}?${id === DEFAULT ? '' : `dataset=${id}&`}${q}`;
const outageId = (ds) => ds.metrics.find((m) => m.role === 'outage').id;
const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// A 50 MB file on disk (playwright passes a buffer of at most 50 MB).
const bigFile = () => {
  const path = join(mkdtempSync(join(tmpdir(), 'ft-')), 'big.csv');
  writeFileSync(path, Buffer.alloc(50 * 1024 * 1024, 0x31));
  return path;
};
// Runs (CSS px wide) of the reader's colour along the foot of row `row` of
// the last lane, where the bracket of that run's outage is drawn.
const OWN = [0x7b, 0x2d, 0x8e];
const bracketRuns = (page, lanes, rows, row) =>
  page.evaluate(
    ({ lanes, rows, row, own, g, timeline }) => {
      const c = document.querySelector(timeline);
      const dpr = c.width / c.getBoundingClientRect().width;
      const top = g.rulerH + (lanes - 1) * rows * g.laneH;
      const y = Math.round((top + (row + 1) * g.laneH - 5) * dpr);
      const d = c.getContext('2d').getImageData(0, y, c.width, 1).data;
      const out = [];
      let start = -1;
      for (let x = 0; x <= c.width; x++) {
        const i = x * 4;
        const hit = x < c.width && Math.abs(d[i] - own[0]) + Math.abs(d[i + 1] - own[1]) + Math.abs(d[i + 2] - own[2]) <= 60;
        if (hit && start < 0) start = x;
        if (!hit && start >= 0) {
          out.push((x - start) / dpr);
          start = -1;
        }
      }
      return out;
    },
    { lanes, rows, row, own: OWN, g: GEOMETRY, timeline: sel('timeline') },
  );
const num = (s) => (s == null ? null : Number(s));

for (const [id, ds] of Object.entries(DATA)) {
  test(`${id}: every preset with the link's figures on B: badge, difference and its kind`, async () => {
    const { page, context, errors, ui } = await openApp(app.browser, url(id, `preset=${ds.presets[0].id}`));
    for (const p of ds.presets) {
      await page.goto(url(id, `preset=${p.id}`));
      await waitForPaint(page);
      const a = await ui.badgeState('a');
      assert.equal(a.verdict, 'measured', `${p.id}: a preset is measured`);
      // Figures near the page's own, so the difference is small and known.
      const base = Math.round(Number(a.outage));
      const values = [base + 5, base + 7, base + 6];
      await page.goto(url(id, `preset=${p.id}&b.preset=${p.id}&b.fig=${outageId(ds)}:${values.join(',')}`));
      await waitForPaint(page);
      const b = ui.badge('b');
      assert.equal(await b.getAttribute('data-verdict'), 'yours', p.id);
      assert.equal(num(await b.getAttribute('data-outage-ms')), median(values), p.id);
      assert.equal(await b.getAttribute('data-n'), '3');
      const text = await b.innerText();
      assert.match(text, /Figures this link carries/, text);
      assert.match(text, /The page measured this configuration too/, text);
      assert.doesNotMatch(text, /measured by you/i, 'a link is not the reader');
      const kind = await ui.delta.getAttribute('data-delta-kind');
      assert.equal(kind, 'yours-page', p.id);
      const answer = await ui.delta.getAttribute('data-delta-answer');
      const dms = await ui.delta.getAttribute('data-delta-ms');
      const deltaText = await ui.delta.innerText();
      assert.match(deltaText, /by the page's authors/);
      assert.match(deltaText, /by the link's author/);
      if (answer === 'measured') {
        assert.ok(Math.abs(Number(dms) - (median(values) - Number(a.outage))) < 1e-9, `${p.id}: ${dms} ${deltaText}`);
      } else {
        // A range the page gives against a point: no point difference.
        assert.equal(answer, 'ranges', p.id);
        assert.equal(dms, null);
      }
      // B's bracket: as long as the median at the zoom on screen.
      const zoom = Number(await page.locator(sel('timeline')).getAttribute('data-px-per-ms'));
      const runs = await bracketRuns(page, ds.lanes.length, 2, 1);
      assert.ok(runs.some((w) => Math.abs(w - median(values) * zoom) <= 2), `${p.id}: ${runs} vs ${median(values) * zoom}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${id}: figures for an un-run configuration get no difference, only the model's tolerance`, async () => {
    // A configuration no arm ran: each dimension's values in turn until the badge says so.
    const { page, context, errors, ui } = await openApp(app.browser, url(id, ''));
    let query = null;
    for (const d of ds.dimensions) {
      for (const v of d.values) {
        await page.goto(url(id, `${d.url_key}=${v.id}`));
        await waitForPaint(page);
        if ((await ui.verdict('a')).verdict === 'not-measured') {
          query = `${d.url_key}=${v.id}`;
          break;
        }
      }
      if (query) break;
    }
    assert.ok(query, 'an un-run configuration');
    const o = outageId(ds);
    // The model's estimate and tolerance, as the badge says them.
    await page.goto(url(id, `${query}&fig=${o}:1`));
    await waitForPaint(page);
    const said = (await ui.badge('a').innerText()).match(/The model estimates ([\d.]+) (ms|s) here, calibrated to the page within ±([\d.]+) (ms|s)/);
    assert.ok(said, await ui.badge('a').innerText());
    const ms = (v, unit) => Number(v) * (unit === 's' ? 1000 : 1);
    const [model, tol] = [ms(said[1], said[2]), ms(said[3], said[4])];
    for (const [v, inside] of [[Math.round(model), true], [Math.round(model + 3 * tol), false]]) {
      await page.goto(url(id, `${query}&fig=${o}:${v}&b.${query}`));
      await waitForPaint(page);
      const a = ui.badge('a');
      assert.equal(await a.getAttribute('data-verdict'), 'yours');
      assert.match(await a.innerText(), /The page never ran this configuration end-to-end/);
      assert.equal(await ui.delta.getAttribute('data-delta-kind'), 'yours-model');
      assert.equal(await ui.delta.getAttribute('data-delta-ms'), null, 'no difference against an estimate');
      const t = await ui.delta.innerText();
      assert.match(t, /No B − A figure/);
      assert.match(t, inside ? /is inside it/ : /is outside it by/, t);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${id}: a sub-span figure is set beside the model's stage in the drill-down`, async () => {
    const metric = ds.metrics.find((m) => m.role === 'sub-span' && /^end:[^:]+$/.test(m.to));
    const span = metric.to.slice(4);
    const { page, context, errors, ui } = await openApp(app.browser, url(id, `fig=${metric.id}:12,14&sel=${span}`));
    await ui.drilldown.waitFor();
    const lines = await page.locator(sel('drill-own')).allInnerTexts();
    assert.equal(lines.length, 2, lines.join(' | '));
    assert.match(lines[0], /12, 14 ms \(n = 2, median 13 ms\)/);
    assert.match(lines[1], /The model estimates [\d.]+ m?s here, calibrated to the page within ±[\d.]+ m?s; the link's, 13 ms, is (inside|outside)/);
    // The table view lists it against the model, with the same verdict.
    const row = page.locator(`${sel('table-own')}[data-metric="${metric.id}"]`);
    await row.waitFor({ state: 'attached' });
    assert.equal(await row.getAttribute('data-median-ms'), '13');
    const cells = await row.locator('td').allTextContents();
    assert.equal(cells.at(-1), /is inside/.test(lines[1]) ? 'yes' : 'no', cells.join(' | '));
    // No outage of the reader's: the badge stays the page's.
    assert.notEqual(await ui.badge('a').getAttribute('data-verdict'), 'yours');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('StoatFlow: b.fig in seconds, as the drill script writes them', async () => {
  const { context, errors, ui } = await openApp(app.browser, url('stoatflow', 'scenario=nodeloss&b.scenario=nodeloss&b.fig=stop-the-world:1.1s,0.95s'));
  const b = ui.badge('b');
  assert.equal(await b.getAttribute('data-verdict'), 'yours');
  assert.equal(await b.getAttribute('data-outage-ms'), '1025');
  assert.equal(await b.getAttribute('data-n'), '2');
  // In seconds, as the values were given and as the page writes them.
  assert.match(await b.innerText(), /n = 2, 0\.95–1\.1 s, median 1\.025 s/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hostile values in a link: each named, the rest shown, markup stays text', async () => {
  const q = `fig=outage:71,abc,-5,1e400,NaN,69,%3Cb%3Ex%3C%2Fb%3E`;
  const { page, context, errors, ui } = await openApp(app.browser, url(DEFAULT, q));
  assert.equal(await ui.badge('a').getAttribute('data-n'), '2');
  assert.equal(await ui.badge('a').getAttribute('data-outage-ms'), '70');
  const items = await ui.urlNoticeItems.allInnerTexts();
  assert.equal(items.length, 5, items.join('\n'));
  for (const v of ['abc', '-5', '1e400', 'NaN', '<b>x</b>']) assert.ok(items.some((t) => t.includes(`“${v}”`)), v);
  assert.equal(await page.locator(`${sel('url-notice')} b`).count(), 0, 'no markup from the link');
  // An unknown metric names the dataset's.
  await page.goto(url(DEFAULT, 'fig=nope:5'));
  await waitForPaint(page);
  assert.match((await ui.urlNoticeItems.allInnerTexts()).join(' '), /not a metric of this dataset \(its metrics: outage/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('typed in the page below: kept, a typo named and left in its box, Back and Forward', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, url(DEFAULT, 'preset=stock'));
  const box = page.locator(sel('own-outage'));
  await box.fill('271, 26x9, 274 ms');
  await page.click(sel('own-apply'));
  await ui.waitForBadge('a', 'verdict', 'yours');
  assert.equal(await ui.badge('a').getAttribute('data-outage-ms'), '272.5');
  assert.match(await ui.badge('a').innerText(), /Measured by you on this configuration, not by the page/);
  assert.match(await page.locator(sel('own-problems')).innerText(), /“26x9” left out/);
  assert.equal(await box.inputValue(), '271, 26x9, 274 ms', 'what was typed stays to be mended');
  assert.match(page.url(), /fig=outage:271,274/);
  // Ten thousand values: the first thousand kept, and said so.
  await box.fill(Array.from({ length: 10000 }, (_, i) => 200 + (i % 50)).join(','));
  await page.click(sel('own-apply'));
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.n === '1000', sel('badge'));
  assert.match(await page.locator(sel('own-problems')).innerText(), /more than 1000 values/);
  await page.goBack();
  await ui.waitForBadge('a', 'n', '2');
  await page.goBack();
  await ui.waitForBadge('a', 'verdict', 'measured');
  await page.goForward();
  await ui.waitForBadge('a', 'verdict', 'yours');
  // Moving a knob moves A off the configuration the figures are of.
  await page.click(sel('preset-tuned'));
  await ui.waitForBadge('a', 'verdict', 'measured');
  assert.doesNotMatch(page.url(), /fig=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a file of two configurations: both listed, each shown as A or B; hostile files refused', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, url(DEFAULT, 'preset=stock'));
  const csv = 'config,metric,value\npreset=stock,outage,270\npreset=stock,outage,272 ms\n"preset=tuned",outage,90\nnot a row\n';
  await page.setInputFiles(sel('own-file'), { name: 'drill.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator(sel('own-file-run')).nth(1).waitFor();
  assert.equal(await page.locator(sel('own-file-run')).count(), 2);
  assert.match(await page.locator(sel('own-file-problems')).innerText(), /line 5: “not a row”/);
  await page.click(sel('own-file-show-A-0'));
  await ui.waitForBadge('a', 'verdict', 'yours');
  await page.click(sel('own-file-show-B-1'));
  await ui.waitForBadge('b', 'verdict', 'yours');
  assert.equal(await ui.badge('b').getAttribute('data-outage-ms'), '90');
  assert.equal(await ui.delta.getAttribute('data-delta-kind'), 'yours-yours');
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), String(90 - 271));
  assert.match(page.url(), /fig=outage:270,272.*b\.preset=tuned.*b\.fig=outage:90/);
  // Hostile files: refused with a reason, the figures on screen kept.
  const junk = Buffer.alloc(4096);
  for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) % 256;
  const cases = [
    [bigFile(), /larger than 5 MB/],
    [{ name: 'junk.bin', mimeType: 'application/octet-stream', buffer: junk }, /not a text file/],
  ];
  for (const [file, why] of cases) {
    await page.setInputFiles(sel('own-file'), file);
    await page.waitForFunction((s) => document.querySelector(s)?.innerText.includes('The file'), sel('own-file-problems'));
    assert.match(await page.locator(sel('own-file-problems')).innerText(), why);
    assert.equal(await ui.badge('b').getAttribute('data-verdict'), 'yours', 'nothing already shown is lost');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('zh and the embed show a link\'s figures in their words', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, url(DEFAULT, 'preset=tuned&fig=outage:90,92&lang=zh'));
  assert.equal(await ui.badge('a').getAttribute('data-verdict'), 'yours');
  assert.match(await ui.badge('a').innerText(), /链接带来的数字/);
  await page.goto(url(DEFAULT, 'preset=tuned&fig=outage:90,92&embed=1'));
  await page.waitForSelector(sel('badge'));
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.verdict === 'yours', sel('badge'));
  assert.equal(await ui.badge('a').getAttribute('data-outage-ms'), '91');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reader\'s figure of a chart\'s metric is drawn on that chart, in its own mark, in both themes', async () => {
  const ds = DATA[DEFAULT];
  const chart = ds.reference.charts.find((c) => c.kind === 'sweep');
  const metric = chart.metric ?? outageId(ds);
  const { page, context, errors } = await openApp(app.browser, url(DEFAULT, `fig=${metric}:150,160`));
  const canvas = page.locator(sel(`chart-canvas-${chart.id}`));
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.ownPoints === '1', sel(`chart-canvas-${chart.id}`));
  for (const theme of ['light', 'dark']) {
    await page.goto(url(DEFAULT, `fig=${metric}:150,160&theme=${theme}`));
    await page.waitForFunction((s) => document.querySelector(s)?.dataset.ownPoints === '1', sel(`chart-canvas-${chart.id}`));
    const own = theme === 'light' ? [0x7b, 0x2d, 0x8e] : [0xd9, 0xa6, 0xff];
    const n = await canvas.evaluate((c, own) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let k = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - own[0]) + Math.abs(d[i + 1] - own[1]) + Math.abs(d[i + 2] - own[2]) < 30) k++;
      return k;
    }, own);
    assert.ok(n > 20, `${theme}: the reader's mark is drawn (${n} px)`);
  }
  // Without figures, none.
  await page.goto(url(DEFAULT, ''));
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.ownPoints === '0', sel(`chart-canvas-${chart.id}`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('your measurements asks for no metric that is none by what it is (from an event to itself)', async () => {
  const stoat = await openApp(app.browser, `${app.server.url}?dataset=stoatflow`);
  await stoat.page.locator(sel('own-stop-the-world')).waitFor({ state: 'attached' });
  assert.equal(await stoat.page.locator(sel('own-react')).count(), 0, 'StoatFlow: t = 0 is the trigger, no box');
  assert.equal(await stoat.page.locator(sel('own-peak-latency')).count(), 1, 'an observed figure is still asked for');
  await stoat.context.close();
  const aeron = await openApp(app.browser, app.server.url);
  await aeron.page.locator(sel('own-outage')).waitFor({ state: 'attached' });
  assert.equal(await aeron.page.locator(sel('own-react')).count(), 1, 'Aeron: its react gap is a duration');
  await aeron.context.close();
});
