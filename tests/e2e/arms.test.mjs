// Every measured arm of every bundled dataset, opened through its own URL
// (derived from the arm's configuration, not from a hand list): the badge
// shows a headline with its hooks, and the headline is the figure the rule
// picks from the data — the page's figure for a preset, else the page's
// figure stated for the configuration, else the mean of every value
// measured for it (a difference applied to its base where the page gives
// only a difference).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { withApp, openApp, waitForPaint } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();
const DATA = new URL('../../data/', import.meta.url);

/** Every bundled dataset file, parsed. */
export function bundledDatasets() {
  return readdirSync(DATA)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, DATA), 'utf8')));
}

const valueOf = (ds, cfg, dim) => cfg[dim.id] ?? dim.stock;
const sameConfig = (ds, a, b) =>
  ds.dimensions.every((d) => valueOf(ds, a.config, d) === valueOf(ds, b.config, d)) &&
  [...(a.inert ?? [])].sort().join(',') === [...(b.inert ?? [])].sort().join(',');

/** The arm's configuration as a query: every dimension spelled out. */
export function armQuery(ds, arm, extra = {}) {
  const q = new URLSearchParams(extra);
  for (const d of ds.dimensions) q.set(d.url_key ?? d.id, valueOf(ds, arm.config, d));
  if (arm.inert?.length) q.set('inert', arm.inert.join(','));
  return q.toString();
}

/** The figures' values, with a difference applied to its base arm's value. */
function values(ds, f) {
  if (f.difference) {
    const base = ds.arms.find((a) => a.id === f.difference.from).figures.find((g) => g.metric === f.metric);
    return [base.values[0] + f.difference.ms];
  }
  return f.values;
}

/** The headline the rule picks for `arm`'s configuration, and its basis. */
function expected(ds, arm) {
  const outage = ds.metrics.find((m) => m.role === 'outage').id;
  const preset = ds.presets.find((p) => sameConfig(ds, { config: p.config, inert: [] }, arm));
  // `written`: the figure as the page writes it (its unit and rounding).
  if (preset) return { ms: preset.headline.outage_ms, basis: 'preset', written: preset.headline.written };
  const same = ds.arms.filter((a) => sameConfig(ds, a, arm));
  const stated = same.find((a) => a.stated?.length);
  if (stated) return { ms: stated.stated[0].outage_ms, basis: 'stated', written: stated.stated[0].written };
  const figs = same.flatMap((a) => a.figures.filter((f) => f.metric === outage));
  const all = figs.flatMap((f) => values(ds, f));
  const basis = figs.length === 1 && figs[0].difference ? 'difference' : all.length === 1 ? 'single' : 'mean';
  const written = figs.length === 1 && !figs[0].difference && all.length === 1 ? figs[0].written : undefined;
  return { ms: all.reduce((s, v) => s + v, 0) / all.length, basis, written };
}

const shown = (ms) => {
  const r = Math.round(ms * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
};

test('every measured arm of every bundled dataset shows its headline and hooks through its URL', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, app.server.url);
  let walked = 0;
  const datasets = bundledDatasets();
  assert.ok(datasets.length >= 2, 'Aeron and StoatFlow are bundled');
  for (const ds of datasets) {
    const before = walked;
    const outage = ds.metrics.find((m) => m.role === 'outage');
    for (const arm of ds.arms.filter((a) => a.figures.some((f) => f.metric === outage.id))) {
      await page.goto(`${app.server.url}?${armQuery(ds, arm, { dataset: ds.id })}`);
      await waitForPaint(page);
      const want = expected(ds, arm);
      const b = await ui.badgeState();
      const where = `${ds.id}/${arm.id}`;
      assert.equal(b.verdict, 'measured', where);
      assert.ok(Math.abs(Number(b.outage) - want.ms) < 1e-6, `${where}: ${b.outage} ≠ ${want.ms}`);
      assert.ok(Number(b.e2e) >= Number(b.outage), `${where}: end-to-end adds the react gap`);
      assert.equal(await ui.badge().getAttribute('data-headline'), want.basis, where);
      const head = await ui.badgeHeadline.innerText();
      // A figure the page gives as a range is shown as the range.
      const range = ds.arms
        .filter((a) => sameConfig(ds, a, arm))
        .flatMap((a) => a.figures)
        .find((f) => f.metric === outage.id && f.range && Math.max(...f.values) === want.ms);
      const figure = want.written ?? `${range ? `${shown(Math.min(...range.values))}–${shown(want.ms)}` : shown(want.ms)} ms`;
      assert.ok(head.includes(`${outage.name.en} ${figure}`), `${where}: ${head}`);
      if (Number(b.e2e) > Number(b.outage)) {
        assert.ok(head.includes(`end-to-end ${shown(Number(b.e2e))} ms`), `${where}: ${head}`);
      }
      assert.ok((await ui.badgeBasis.innerText()).length > 0, where);
      // Not a notice in sight: the URL carried a valid configuration.
      assert.equal(await ui.urlNotice.count(), 0, where);
      walked++;
    }
    assert.ok(walked > before, `${ds.id} has measured arms`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('each number in the badge names its metric, in both languages', async () => {
  const ds = bundledDatasets().find((d) => d.arms.some((a) => a.stated?.length));
  const arm = ds.arms.find((a) => a.stated?.length);
  for (const [lang, outage, e2e] of [['en', 'client outage', 'end-to-end'], ['zh', '客户端中断', '端到端']]) {
    const { page, context, ui } = await openApp(app.browser, `${app.server.url}?${armQuery(ds, arm, { lang })}`);
    const runs = await ui.badge().locator('.badge-line').first().innerText();
    assert.ok(runs.includes(outage), runs);
    assert.ok(!runs.includes(e2e), `the runs are outages, not end-to-end: ${runs}`);
    assert.match(runs, /56–58/);
    // End-to-end is defined on hover and on keyboard focus.
    const tip = ui.badge().locator('.metric-tip');
    assert.equal(await tip.isVisible(), false);
    await ui.badge().locator('.metric-def').focus();
    assert.equal(await tip.isVisible(), true);
    assert.ok((await tip.innerText()).includes(outage));
    await ui.badge().locator('.metric-def').blur();
    await page.mouse.move(0, 0);
    await ui.badge().locator('.metric-def').hover();
    assert.equal(await tip.isVisible(), true);
    await context.close();
  }
});

test('a stock link in a 1,100 px embed starts zoomed to show the whole handoff', async () => {
  const { page, context, ui } = await openApp(app.browser, `${app.server.url}?preset=stock&embed=1`, {
    viewport: { width: 1100, height: 720 },
    wait: false,
  });
  const canvas = ui.timeline;
  await page.waitForFunction((s) => Number(document.querySelector(s)?.dataset.pxPerMs) < 8, sel('timeline'));
  const zoom = Number(await canvas.getAttribute('data-px-per-ms'));
  const horizon = Number(await canvas.getAttribute('data-horizon-ms'));
  assert.ok(horizon > 250, `the stock handoff is ${horizon} ms`);
  // The whole handoff, with its lead on both sides, is inside the canvas.
  const { width } = await canvas.boundingBox();
  assert.ok((horizon + 4) * zoom <= width + 0.5, `${horizon} ms at ${zoom} px/ms in ${width} px`);
  assert.ok((horizon + 4) * zoom > width - 2, 'the largest zoom that fits');
  // The fitted zoom is not written into the link; a zoom in the link wins.
  assert.ok(!page.url().includes('zoom='), page.url());
  await page.goto(`${app.server.url}?preset=stock&embed=1&zoom=8`);
  await page.waitForFunction((s) => document.querySelector(s)?.width > 0, sel('timeline'));
  assert.equal(await canvas.getAttribute('data-px-per-ms'), '8');
  // The full view shows the fitted zoom in its zoom box.
  await page.goto(`${app.server.url}?preset=stock`);
  await waitForPaint(page);
  assert.ok(Number(await ui.zoom.inputValue()) < 8);
  await context.close();
});

test('check my config answers a 20,000-line paste with a capped report', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const input = ui.checkInput;
  await input.waitFor();
  const text = 'aeron.publication.heartbeat.timeout=10ms\n'.repeat(20000);
  await input.evaluate((el, t) => {
    el.value = t;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await ui.checkRun.click();
  await ui.checkUnread.waitFor();
  assert.match(await ui.checkUnread.innerText(), /2000 lines.*18000/);
  assert.ok((await ui.findings.count()) <= 50);
  await context.close();
});
