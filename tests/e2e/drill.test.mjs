// A reader's drill, event by event (issue 39), on the built site: an events
// table pasted on both bundled datasets (its marks at the model's own times,
// moved, read back on the timeline's clock), a drill= link (badge, compare
// rows, a stage's Δ in the drill-down and the table, the outage bracket), a
// drill with no t = 0 (placed by the model, no time from t = 0 quoted), a
// skewed drill and its offset, several drills and their median row, hostile
// tables (nothing on screen lost), Back/Forward, the exports, Chinese, the
// embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { withApp, openApp } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();
const DATA = Object.fromEntries(
  ['aeron-graceful-stepdown', 'stoatflow'].map((id) => [id, JSON.parse(readFileSync(new URL(`../../data/${id}.json`, import.meta.url)))]),
);
const DEFAULT = readFileSync(new URL('../../data/default.txt', import.meta.url), 'utf8').trim();
const url = (id, q) => `${app.server.url}?${id === DEFAULT ? '' : `dataset=${id}&`}${q}`;
const num = (s) => (s == null ? null : Number(s));
const t0Mark = (ds) => ds.marks.find((m) => m.at === 't0').id;
const outageId = (ds) => ds.metrics.find((m) => m.role === 'outage').id;

/** Wait until `side`'s badge is the drill's, with `n` marks drawn. */
async function drillBadge(page, n, side = 'badge') {
  await page.waitForFunction(
    ({ s, n }) => {
      const b = document.querySelector(s);
      return b && b.dataset.verdict === 'drill' && (n == null || b.dataset.n === String(n));
    },
    { s: sel(side), n },
  );
  return page.locator(sel(side));
}

/** Every row of the marks table of the drill on `side`, by mark id. */
async function marksTable(page, side = 'A') {
  await page.locator(`${sel('drill-marks')}[data-side="${side}"]`).waitFor();
  return page.$$eval(`${sel('drill-marks')}[data-side="${side}"] tr[data-mark]`, (rows) =>
    Object.fromEntries(
      rows.map((r) => [r.dataset.mark, { drill: r.dataset.drillMs, model: r.dataset.modelMs, delta: r.dataset.deltaMs, text: r.innerText }]),
    ),
  );
}

/** The model's time of every mark of `ds` for the configuration `q`. */
async function modelTimes(id, ds, q) {
  const { page, context } = await openApp(app.browser, url(id, `${q}&drill=${t0Mark(ds)}:0`));
  await drillBadge(page, 1);
  const rows = await marksTable(page);
  await context.close();
  return Object.fromEntries(Object.entries(rows).filter(([, r]) => r.model != null).map(([m, r]) => [m, num(r.model)]));
}

async function paste(page, text) {
  await page.locator(sel('drill-input')).fill(text);
  await page.locator(sel('drill-read')).click();
}

for (const [id, ds] of Object.entries(DATA)) {
  const preset = ds.default_preset;
  test(`${id}: a pasted events table is drawn where its times put each mark, on the timeline's clock`, async () => {
    const model = await modelTimes(id, ds, `preset=${preset}`);
    const marks = Object.keys(model);
    assert.ok(marks.length >= 4, `${id}: marks the model places: ${marks}`);
    // The drill is the model, each lane's marks later by a lane's own
    // amount (a slower drill), written as RFC 3339 instants with µs.
    const base = Date.parse('2026-03-04T10:15:02Z');
    const laneOf = Object.fromEntries(ds.marks.map((m) => [m.id, m.at === 't0' ? null : m.at.split(':')[1].split('/')[0]]));
    const lanes = [...new Set(Object.values(laneOf))];
    const late = (m) => (laneOf[m] == null ? 0 : 1 + lanes.indexOf(laneOf[m]) * 0.5);
    const iso = (ms) => {
      const whole = Math.floor(ms);
      const us = Math.round((ms - whole) * 1000);
      return new Date(base + whole).toISOString().replace('Z', `${String(us).padStart(3, '0')}Z`);
    };
    const rows = marks.map((m) => `${m},${iso(model[m] + (m === t0Mark(ds) ? 0 : late(m)))}`);
    const { page, errors, ui } = await openApp(app.browser, url(id, `preset=${preset}`));
    await paste(page, ['mark,time', ...rows].join('\n'));
    const badge = await drillBadge(page);
    const n = num(await badge.getAttribute('data-n'));
    const table = await marksTable(page);
    let drawn = 0;
    for (const m of marks) {
      const r = table[m];
      if (r.drill == null) continue;
      drawn++;
      // On the timeline's clock (t = 0 its own), where its time put it.
      const want = model[m] + (m === t0Mark(ds) ? 0 : late(m));
      assert.ok(Math.abs(num(r.drill) - want) < 0.002, `${id} ${m}: drill ${r.drill}, want ${want}`);
      assert.ok(Math.abs(num(r.delta) - (num(r.drill) - num(r.model))) < 1e-6, `${id} ${m}: Δ is drill − model`);
    }
    assert.equal(drawn, n, `${id}: data-n counts the marks drawn`);
    // A mark not drawn says why (its lane's order); none silently.
    for (const m of marks.filter((m) => table[m].drill == null)) {
      assert.match(table[m].text, /Not drawn/, `${id} ${m}`);
    }
    // The view's link carries it; the model of the same configuration is B.
    assert.match(page.url(), /[?&]drill=/);
    assert.equal(await ui.badge('b').getAttribute('data-verdict') !== 'drill', true);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('a drill= link: the drill badge, the model beside it, a stage measured against the model, the outage bracket', async () => {
  const q = 'preset=switch&drill=trigger:0,commit-stopped:25,promotion-start:30,promoted:520,resumed:520,caught-up:1900';
  const { page, errors, ui } = await openApp(app.browser, url('stoatflow', q));
  const badge = await drillBadge(page, 6);
  // The drill marks both ends of the outage (t = 0 to resume): its own figure.
  assert.equal(num(await badge.getAttribute('data-outage-ms')), 520);
  assert.match(await badge.innerText(), /the link's drill/);
  // B is the model of the same configuration, with the page's verdict.
  const b = ui.badge('b');
  await b.waitFor();
  assert.notEqual(await b.getAttribute('data-verdict'), 'drill');
  // The promotion stage, marked at both edges: drill 490 against the model.
  const stage = page.locator(`${sel('drill-measured-stages')} tr[data-span="promote"][data-stage="promote"]`);
  await stage.waitFor();
  const [d, m, delta] = await Promise.all(['data-drill-ms', 'data-model-ms', 'data-delta-ms'].map((a) => stage.getAttribute(a)));
  assert.equal(num(d), 490);
  assert.ok(Math.abs(num(delta) - (490 - num(m))) < 1e-6);
  // The drill-down of that span says the same, with its Δ.
  await page.goto(url('stoatflow', `${q}&sel=promote`));
  await drillBadge(page, 6);
  const line = page.locator(sel('drilldown-drill')).filter({ hasText: 'drill 490 ms' });
  await line.first().waitFor();
  assert.ok(Math.abs(num(await line.first().getAttribute('data-delta-ms')) - num(delta)) < 1e-6);
  // A stage the drill does not mark at both edges is the model's, and says so.
  await page.goto(url('stoatflow', `${q}&sel=catchup`));
  await drillBadge(page, 6);
  await page.locator(sel('drilldown-drill')).filter({ hasText: /model's length|Δ \+280/ }).first().waitFor();
  // The outage bracket: the reader's colour along the foot of A's last lane.
  const runs = await page.evaluate((timeline) => {
    const c = document.querySelector(timeline);
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x7b) + Math.abs(d[i + 1] - 0x2d) + Math.abs(d[i + 2] - 0x8e) <= 60) n++;
    return n;
  }, sel('timeline'));
  assert.ok(runs > 50, `the drill's marks, brackets and outage are drawn in the reader's colour: ${runs} px`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a drill with no t = 0 is placed by the model, and quotes no time from t = 0', async () => {
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch&drill=commit-stopped:0,promotion-start:9,promoted:500,resumed:500'));
  const badge = await drillBadge(page, 4);
  // The outage runs from t = 0: not the drill's.
  assert.equal(await badge.getAttribute('data-outage-ms'), null);
  assert.match(await badge.innerText(), /Placed by the model/);
  await page.locator(sel('drill-placed')).waitFor();
  const t = await marksTable(page);
  // Placed by its first mark, at that mark's model time.
  assert.equal(num(t['commit-stopped'].drill), num(t['commit-stopped'].model));
  assert.equal(num(t['promoted'].drill) - num(t['commit-stopped'].drill), 500);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('marks that contradict the order on two lanes name the clocks; the offset offered puts them in order', async () => {
  const ds = DATA['aeron-graceful-stepdown'];
  const model = await modelTimes('aeron-graceful-stepdown', ds, '');
  // The client learns the new leader 3.25 ms before node2 sent it: the
  // client's clock reads at least that much behind node2's.
  const sent = model['new-leader-sent'];
  const drill = `resign:0,new-leader-sent:${sent},client-learns:${sent - 3.25}`;
  const { page, errors } = await openApp(app.browser, url('aeron-graceful-stepdown', `drill=${drill}`));
  await drillBadge(page);
  const clock = page.locator(sel('drill-clock'));
  await clock.first().waitFor();
  assert.equal(await clock.first().getAttribute('data-lane'), 'client');
  assert.ok(Math.abs(num(await clock.first().getAttribute('data-at-least-ms')) - 3.25) < 1e-6);
  assert.match(await page.locator(sel('badge')).innerText(), /clock reads at least 3\.25 ms behind/);
  await page.locator(sel('drill-skew-client')).click();
  await page.waitForFunction(() => /drill\.skew=client%3A3\.25|drill\.skew=client:3\.25/.test(location.search));
  await page.locator(sel('drill-skewed')).waitFor();
  await page.waitForFunction((s) => !document.querySelector(s), sel('drill-clock'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test(`several drills in one table: one drawn at a time, and each column's median, min and max`, async () => {
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch'));
  const table = [
    'drill,mark,time',
    'r1,trigger,0', 'r1,resumed,800', 'r1,promotion-start,30', 'r1,promoted,800',
    'r2,trigger,0', 'r2,resumed,900', 'r2,promotion-start,25', 'r2,promoted,900',
    'r3,trigger,0', 'r3,resumed,1000', 'r3,promotion-start,40', 'r3,promoted,1000',
  ].join('\n');
  await paste(page, table);
  await drillBadge(page, 4);
  await page.locator(sel('drill-runs')).waitFor();
  assert.equal(await page.locator(sel('drill-run')).count(), 3);
  const med = page.locator(`${sel('drill-median')} td[data-median-ms]`).first();
  assert.equal(num(await med.getAttribute('data-median-ms')), 900);
  assert.equal(num(await med.getAttribute('data-min-ms')), 800);
  assert.equal(num(await med.getAttribute('data-max-ms')), 1000);
  assert.equal(num(await med.getAttribute('data-n')), 3);
  // The first is drawn; drawing the third draws its outage.
  assert.equal(num(await page.locator(sel('badge')).getAttribute('data-outage-ms')), 800);
  await page.locator(sel('drill-draw-2')).click();
  await page.waitForFunction((s) => document.querySelector(s).dataset.outageMs === '1000', sel('badge'));
  // Back: the drill before; Forward: this one again.
  await page.goBack();
  await page.waitForFunction((s) => document.querySelector(s).dataset.outageMs === '800', sel('badge'));
  await page.goForward();
  await page.waitForFunction((s) => document.querySelector(s).dataset.outageMs === '1000', sel('badge'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a hostile table is named line by line, and never takes the drill on screen away', async () => {
  const good = 'preset=switch&drill=trigger:0,promotion-start:30,promoted:520,resumed:520';
  const { page, errors } = await openApp(app.browser, url('stoatflow', good));
  await drillBadge(page, 4);
  const before = page.url();
  const notices = page.locator(sel('drill-notices'));
  const cases = [
    ['unknown marks', 'no-such-mark,0\n=cmd|calc,5\n<b>x</b>,9', /not a mark of this dataset/],
    ['NaN and 1e400', 'trigger,NaN\nresumed,1e400', /not a time this reader knows/],
    ['binary junk', '\u0000\u0001\u0002\ufffd\ufffd'.repeat(200), /not text/],
  ];
  for (const [name, text, want] of cases) {
    await paste(page, text);
    await page.waitForFunction((s) => document.querySelector(s).innerText.length > 0, sel('drill-notices'));
    assert.match(await notices.innerText(), want, name);
    // Text, never markup; the drill on screen stays.
    assert.equal(await page.locator(`${sel('drill-notices')} b`).count(), 0, name);
    assert.equal(page.url(), before, name);
    assert.equal(await page.locator(sel('badge')).getAttribute('data-verdict'), 'drill', name);
  }
  // Duplicates and times out of order on one lane: the rest applied.
  await paste(page, 'trigger,0\ncommit-stopped,30\ncommit-stopped,31\npromotion-start,20\npromoted,500\nresumed,500');
  await page.waitForFunction((s) => /again/.test(document.querySelector(s).innerText), sel('drill-notices'));
  const t = await marksTable(page);
  assert.equal(num(t['commit-stopped'].drill), 30);
  // Two time zones: said, each read at its own offset.
  await paste(page, 'trigger,2026-03-04T10:15:02.000Z\npromotion-start,2026-03-04T11:15:02.030+01:00\npromoted,2026-03-04T10:15:02.600Z\nresumed,2026-03-04T10:15:02.600Z');
  await page.waitForFunction((s) => /offsets from UTC/.test(document.querySelector(s).innerText), sel('drill-notices'));
  assert.equal(num((await marksTable(page))['promotion-start'].drill), 30);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a big table is read in chunks, every line counted, its marks found', async () => {
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch'));
  // 100,000 rows of one drill (noise of unknown marks), its marks at the end.
  const rows = Array.from({ length: 100000 }, (_, i) => `noise-${i % 7},${i}`);
  rows.push('trigger,0', 'resumed,700', 'promotion-start,20', 'promoted,700');
  await page.evaluate(({ s, text }) => {
    const t = document.querySelector(s);
    t.value = text;
    t.dispatchEvent(new Event('input', { bubbles: true }));
  }, { s: sel('drill-input'), text: rows.join('\n') });
  await page.locator(sel('drill-read')).click();
  await drillBadge(page, 4);
  assert.match(await page.locator(sel('drill-notices')).innerText(), /Read 100004 lines/);
  assert.match(await page.locator(sel('drill-notices')).innerText(), /and \d+ more lines not read/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the exports carry the drill: its row and caption in the SVG, its marks as instants in the trace', async () => {
  const q = 'preset=switch&drill=trigger:0,commit-stopped:25,promotion-start:30,promoted:520,resumed:520';
  const { page, errors, ui } = await openApp(app.browser, url('stoatflow', q));
  await drillBadge(page, 5);
  const [svg] = await Promise.all([page.waitForEvent('download'), ui.byId('save-svg').click()]);
  const text = readFileSync(await svg.path(), 'utf8');
  assert.match(text, /the link(&#39;|')s drill/);
  const [trace] = await Promise.all([page.waitForEvent('download'), ui.byId('export-trace').click()]);
  const doc = JSON.parse(readFileSync(await trace.path(), 'utf8'));
  const marks = doc.traceEvents.filter((e) => e.cat === 'drill-mark');
  assert.deepEqual(marks.map((e) => e.args.mark).sort(), ['commit-stopped', 'promoted', 'promotion-start', 'resumed', 'trigger']);
  const promoted = marks.find((e) => e.args.mark === 'promoted');
  assert.equal(promoted.ts, 520000);
  const stages = doc.traceEvents.filter((e) => e.args && e.args.length);
  assert.ok(stages.some((e) => e.args.length === 'drill') && stages.some((e) => e.args.length === 'model'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Chinese, and the embed: a drill link reads as a drill in both', async () => {
  const q = 'preset=switch&lang=zh&drill=trigger:0,promotion-start:30,promoted:520,resumed:520';
  const { page, errors } = await openApp(app.browser, url('stoatflow', q));
  const badge = await drillBadge(page, 4);
  assert.match(await badge.innerText(), /演练/);
  assert.match(await page.locator(sel('drill')).innerText(), /你的演练/);
  const embed = await openApp(app.browser, url('stoatflow', `${q}&embed=1`), { wait: false });
  const b = await drillBadge(embed.page, 4);
  assert.equal(num(await b.getAttribute('data-outage-ms')), 520);
  assert.deepEqual(errors, []);
  assert.deepEqual(embed.errors, []);
  await page.context().close();
  await embed.context.close();
});

test(`a link's drill with bad entries keeps the good ones and names the rest`, async () => {
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch&drill=trigger:0,bogus:5,promoted:x,resumed:520,resumed:9'));
  const badge = await drillBadge(page, 2);
  const text = await badge.innerText();
  assert.match(text, /“bogus:5”: not a mark/);
  assert.match(text, /“promoted:x”: not MARK:MS/);
  assert.match(text, /given twice/);
  assert.equal(num(await badge.getAttribute('data-outage-ms')), 520);
  assert.deepEqual(errors, []);
  await page.context().close();
});

void outageId;
