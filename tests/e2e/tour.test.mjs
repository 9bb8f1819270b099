// The tour and the outage split in real Chromium under the strict CSP.
// Every step of both bundled tours, read from the datasets' JSON, opens from
// its link (English, Chinese, the embed) with its configuration (the same
// page as the step's own configuration link) and its highlights (what the
// canvas left at full strength); ←/→, the buttons, Esc and a knob; bad
// tour= values are notices; the split adds up to the drawn outage for
// every preset of both datasets; axe on a step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withApp, openApp, axe } from './support.mjs';

const app = withApp();
const load = async (name) => JSON.parse(await readFile(new URL(`../../data/${name}.json`, import.meta.url), 'utf8'));
const DATASETS = [
  { id: 'aeron-graceful-stepdown', param: '' },
  { id: 'stoatflow', param: 'dataset=stoatflow&' },
];

/** Open `query` and wait for the timeline and the tour control (the embed has no page below). */
async function open(query) {
  const r = await openApp(app.browser, `${app.server.url}?${query}`, { wait: false });
  await r.page.waitForFunction(() => {
    const c = document.querySelector('[data-testid="timeline"]');
    const t = document.querySelector('[data-testid="tour"]');
    const s = document.querySelector('[data-testid="outage-split"]');
    return c && c.width > 0 && t && s?.dataset.outageMs;
  });
  return r;
}

/** What the page shows for its configuration: badge, split, horizon. */
async function shown(ui) {
  return {
    verdict: await ui.badge().getAttribute('data-verdict'),
    outage: await ui.badge().getAttribute('data-outage-ms'),
    split: await ui.outageSplit.getAttribute('data-outage-ms'),
    horizon: await ui.timeline.getAttribute('data-horizon-ms'),
  };
}

/** A step's highlight, checked against what the canvas left lit. */
function checkLit(ds, step, lit, where) {
  const h = step.highlight;
  const spans = h.spans ?? [];
  const stages = h.stages ?? [];
  const arrows = h.arrows ?? [];
  assert.ok(lit && lit.length > 0, `${where}: something is lit`);
  for (const id of lit) {
    const named = id.startsWith('>')
      ? arrows.includes(id.slice(1))
      : stages.includes(id) || spans.includes(id.split('/')[0]);
    assert.ok(named, `${where}: ${id} is lit but the step does not name it`);
  }
  for (const s of stages) assert.ok(lit.includes(s), `${where}: stage ${s} is not lit`);
  for (const a of arrows) assert.ok(lit.includes(`>${a}`), `${where}: arrow ${a} is not lit`);
  for (const s of spans) assert.ok(lit.some((x) => x.startsWith(`${s}/`)), `${where}: span ${s} is not lit`);
}

/** The quote the step shows in `lang`: the one from a page in that language, else the first. */
function expectedQuote(ds, step, lang) {
  const langOf = (q) => ds.seeds.find((s) => s.id === q.seed)?.lang;
  return step.quotes.find((q) => langOf(q) === lang) ?? step.quotes[0];
}

for (const d of DATASETS) {
  test(`${d.id}: every tour step opens from its link, in both languages and the embed`, async () => {
    const ds = await load(d.id);
    assert.ok(ds.tour.length >= 5, 'the dataset carries a tour');
    for (const [i, step] of ds.tour.entries()) {
      const k = i + 1;
      // The page the step's configuration link opens, to compare with.
      const base = await open(`${d.param}${step.link}`);
      const want = await shown(base.ui);
      assert.equal(await base.ui.lit(), null, 'no highlight outside the tour');
      await base.context.close();
      for (const [lang, extra] of [['en', ''], ['zh', '&lang=zh'], ['en', '&embed=1']]) {
        const where = `${d.id} step ${k}${extra}`;
        const { page, context, errors, ui } = await open(`${d.param}tour=${k}${extra}`);
        assert.deepEqual(await ui.tourState(), { step: k, steps: ds.tour.length }, where);
        assert.deepEqual(await shown(ui), want, `${where}: the step's configuration`);
        checkLit(ds, step, await ui.lit(), where);
        const q = expectedQuote(ds, step, lang);
        const quote = ui.tourQuote.locator('[lang]');
        assert.equal((await quote.innerText()).replace(/\s+/g, ' '), q.quote.replace(/\s+/g, ' '), `${where}: verbatim`);
        const qlang = ds.seeds.find((s) => s.id === q.seed).lang;
        assert.equal(await quote.getAttribute('lang'), qlang, `${where}: marked with its page's language`);
        assert.match(await ui.tourOurs.innerText(), new RegExp(step.ours[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        // The address bar keeps the step's link.
        await page.waitForFunction((k) => new URLSearchParams(location.search).get('tour') === String(k), k);
        assert.deepEqual(errors, [], where);
        await context.close();
      }
    }
  });
}

test('←/→ and the buttons move, Esc leaves the tour keeping the view, a knob leaves it too', async () => {
  const ds = await load('aeron-graceful-stepdown');
  const { page, context, errors, ui } = await open('tour=1');
  const first = await shown(ui);
  await page.locator('body').press('ArrowRight');
  await ui.waitForTourStep(2);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tour') === '2');
  await ui.tourButton('next').click();
  await ui.waitForTourStep(3);
  await ui.tourButton('prev').click();
  await ui.waitForTourStep(2);
  await page.locator('body').press('ArrowLeft');
  await ui.waitForTourStep(1);
  assert.equal(await ui.tourButton('prev').isDisabled(), true, 'no step before the first');
  await page.locator('body').press('Escape');
  await ui.waitForTourStep(0);
  assert.deepEqual(await shown(ui), first, 'leaving keeps the configuration');
  assert.equal(await ui.lit(), null, 'nothing dimmed once out of the tour');
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('tour'));
  assert.match(page.url(), /preset=stock/, 'the link now names the configuration');
  // Back in at the last step; a knob leaves it.
  await page.goto(`${app.server.url}?tour=${ds.tour.length}`);
  await ui.waitForTourStep(ds.tour.length);
  assert.equal(await ui.tourButton('next').isDisabled(), true, 'no step after the last');
  await ui.tourButton('leave').click();
  await ui.waitForTourStep(0);
  await ui.tourButton('start').click();
  await ui.waitForTourStep(1);
  await ui.preset('tuned').click();
  await ui.waitForTourStep(0);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const bad of ['0', '99', 'abc']) {
  test(`tour=${bad} is a notice and the page keeps working`, async () => {
    const { page, context, errors, ui } = await open(`tour=${bad}&lang=zh`);
    const notice = page.getByTestId('url-notice-item');
    await notice.first().waitFor();
    assert.match(await notice.first().innerText(), new RegExp(`tour=${bad}`));
    assert.equal((await ui.tourState()).step, 0);
    assert.ok(await ui.badge().getAttribute('data-verdict'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh', 'the rest of the link applies');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const d of DATASETS) {
  test(`${d.id}: the split adds up to the drawn outage for every preset, and a segment opens its stage`, async () => {
    const ds = await load(d.id);
    const classes = new Set(ds.classes.map((c) => c.id));
    const { page, context, errors, ui } = await open(`${d.param}preset=${ds.presets[0].id}`);
    for (const p of ds.presets) {
      await page.goto(`${app.server.url}?${d.param}preset=${p.id}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="outage-split"]')?.dataset.outageMs);
      const s = await ui.splitState();
      const sum = s.segments.reduce((a, x) => a + x.ms, 0);
      assert.ok(Math.abs(sum - s.outage) < 1e-6, `${p.id}: ${sum} of ${s.outage} ms`);
      assert.ok(s.segments.length > 0);
      for (const seg of s.segments) assert.ok(classes.has(seg.class), seg.class);
      assert.equal(new Set(s.segments.map((x) => x.class)).size, s.segments.length, 'one segment per class');
      // It says what it is.
      const note = await ui.byId('outage-split-note').innerText();
      assert.match(note, /model/);
      if ((await ui.badge().getAttribute('data-verdict')) === 'measured') assert.match(note, /measured/);
    }
    // The largest segment's stage opens in the drill-down.
    await ui.splitSegments.first().click();
    await ui.drilldown.waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const q of ['tour=3', 'tour=7&lang=zh&theme=dark', 'dataset=stoatflow&tour=5&lang=zh', 'embed=1&tour=2']) {
  test(`axe finds nothing on ${q}`, async () => {
    const { page, context, errors } = await open(q);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
