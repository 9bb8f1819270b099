// What a team's own dataset looks like in the browser (issue 28, items
// 4–6): a stage the page gives no length is hatched and "—" everywhere, a
// page that measured nothing says so, Chinese left out is marked, a
// dataset with no knobs has no knobs panel, spans that do not happen are
// not in the table view, long labels are shortened with their full text
// kept. The guide's examples are not bundled: each test packs one (with
// the build's own loader, `cargo run --example pack_as`) into a copy of
// dist/ under StoatFlow's file names, and opens `?dataset=stoatflow`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, launch, openApp, serve, withApp } from './support.mjs';
import { sel } from './page.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const example = (name) => JSON.parse(readFileSync(join(ROOT, `data/examples/${name}.json`), 'utf8'));
const app = withApp();
const sites = [];

/** A copy of dist/ showing `dataset` (a JSON value) as `?dataset=stoatflow`. */
async function siteWith(dataset) {
  const dir = mkdtempSync(join(tmpdir(), 'ft-rules-'));
  cpSync(DIST, dir, { recursive: true });
  const file = join(dir, 'dataset.json');
  writeFileSync(file, JSON.stringify(dataset));
  execFileSync('cargo', ['run', '-q', '--example', 'pack_as', '--', file, 'stoatflow', dir], { cwd: ROOT, stdio: 'inherit' });
  const server = await serve({ root: dir });
  sites.push({ dir, server });
  return (q = '') => `${server.url}?dataset=stoatflow${q}`;
}

after(async () => {
  for (const { dir, server } of sites) {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a stage with no length is hatched, unlabelled and "—" in the drill-down and the table; the critical path cannot be placed', async () => {
  const url = await siteWith(example('end-to-end-only'));
  const { page, context, errors, ui } = await openApp(app.browser, url('&sel=replay'));
  // The badge quotes the page's end-to-end figure.
  assert.equal((await ui.badgeState()).outage, '1240');
  await ui.drilldown.waitFor();
  const row = ui.drillStages.first();
  assert.equal(await row.getAttribute('data-ms'), 'NaN');
  const cells = await row.locator('td').allTextContents();
  assert.equal(cells[1], '—', cells.join(' | '));
  assert.ok(cells.some((c) => c.includes('placeholder, not a time')), cells.join(' | '));
  const drill = await ui.drilldown.innerText();
  assert.match(drill, /critical path cannot be placed/);
  // Its source says the length is not given: not a measurement, not an estimate.
  const source = cells.join(' | ');
  assert.match(source, /length not given/);
  assert.doesNotMatch(source, /model estimate/);
  assert.match(await ui.drilldownTime().innerText(), /—/);
  // The table view (the page below): "—", never 0 or a width.
  const stage = ui.tableStage('replay', 'replay');
  await stage.waitFor({ state: 'attached' });
  const tds = await stage.locator('td').allTextContents();
  assert.deepEqual(tds.slice(5, 7), ['—', '—'], tds.join(' | '));
  // Hatched on the canvas: the block at 1,000 ms + a little flips colour
  // along a row of pixels (diagonal lines), where a class colour is flat.
  const flips = await page.evaluate(() => {
    const c = document.querySelector('[data-testid="timeline"]');
    const ctx = c.getContext('2d');
    const dpr = c.width / c.clientWidth;
    const lead = Number(c.dataset.leadMs);
    const ruler = Number(c.dataset.rulerH);
    const laneH = Number(c.dataset.laneH);
    const x0 = (1000 + lead) * 0.5 + 4;
    const y = ruler + laneH / 2 + 4;
    const px = ctx.getImageData(Math.round(x0 * dpr), Math.round(y * dpr), Math.round(40 * dpr), 1).data;
    let n = 0;
    for (let i = 4; i < px.length; i += 4) if (Math.abs(px[i] - px[i - 4]) > 40) n++;
    return n;
  });
  assert.ok(flips >= 6, `hatch lines crossed: ${flips}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the ruler past a stage with no length reads no time; before it, the model\'s difference', async () => {
  const url = await siteWith(example('end-to-end-only'));
  for (const lang of ['en', 'zh']) {
    const { page, context, errors } = await openApp(app.browser, url(`&lang=${lang}&ruler=100,1100`));
    const ruler = page.locator(sel('ruler'));
    await ruler.waitFor();
    assert.equal(await ruler.getAttribute('data-basis'), 'unplaced');
    assert.equal(await ruler.getAttribute('data-dt-ms'), 'NaN');
    const text = await page.locator(sel('ruler-text')).innerText();
    assert.match(text, /—$/);
    assert.doesNotMatch(text, /1100/, 'a placeholder instant is not named as a time');
    assert.match(await ruler.innerText(), lang === 'en' ? /length not given/ : /未给出时长/);
    await context.close();
    assert.deepEqual(errors, []);
  }
  const { page, context } = await openApp(app.browser, url('&ruler=100,900'));
  const ruler = page.locator(sel('ruler'));
  await ruler.waitFor();
  assert.equal(await ruler.getAttribute('data-basis'), 'model');
  assert.equal(await ruler.getAttribute('data-dt-ms'), '800');
  await context.close();
});

test('a page that measured nothing: the badge says it gives no figure, and trust is low', async () => {
  const d = example('minimal');
  d.arms = [];
  delete d.presets[0].headline;
  const url = await siteWith(d);
  const { context, errors, ui } = await openApp(app.browser, url());
  const b = await ui.badgeState();
  assert.equal(b.verdict, 'not-measured');
  assert.equal(b.outage, null);
  assert.match(b.text, /the page gives no figure/);
  assert.doesNotMatch(b.text, /never run/);
  assert.match(b.text, /low/i);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Chinese left out: the zh view shows the English, marked as not translated; no knobs, no knobs panel', async () => {
  const d = example('minimal');
  // No knob: the condition alone, the detection a fixed length.
  d.dimensions = d.dimensions.filter((x) => x.kind !== 'knob');
  d.spans[0].stages[0].ms = 1000;
  const url = await siteWith(d);
  const { page, context, errors, ui } = await openApp(app.browser, url('&lang=zh'));
  await page.waitForFunction(() => document.body.innerText.includes('〔未翻译〕'));
  const lanes = await ui.laneLabels.first().innerText();
  assert.match(lanes, /standby〔未翻译〕/, lanes);
  assert.equal(await page.locator('fieldset.knobs:not(.conditions)').count(), 0);
  assert.equal(await page.locator('fieldset.conditions').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('long lane roles and zero labels are shortened, their full text in the title and the accessible name', async () => {
  const d = example('minimal');
  const role = 'takes over once the primary has been silent for a whole heartbeat timeout, then replays its log';
  const zero = 'the primary broker process is killed with SIGKILL';
  d.lanes[0].role = { en: role };
  d.zero = { en: zero };
  const url = await siteWith(d);
  const { page, context, errors, ui } = await openApp(app.browser, url());
  const el = page.locator('.lane-role').first();
  assert.equal(await el.getAttribute('title'), role);
  assert.equal(await el.innerText(), role, 'the text itself is whole: screen readers read it');
  assert.ok(await el.evaluate((e) => e.scrollWidth > e.clientWidth), 'shortened on screen');
  assert.match(await ui.timeline.getAttribute('aria-label'), new RegExp(zero));
  // On the canvas, the pointer over the shortened t = 0 label shows it whole.
  const canvas = ui.timeline;
  const [start, zoom] = await Promise.all(['data-start-ms', 'data-px-per-ms'].map(async (a) => Number(await canvas.getAttribute(a))));
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + (0 - start) * zoom + 3 + 8, box.y + Number(await canvas.getAttribute('data-ruler-h')) / 2);
  await page.waitForFunction(([t, want]) => document.querySelector(t)?.getAttribute('title') === want, [sel('timeline'), zero]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("StoatFlow's graceful switch: the table view leaves out the spans that do not happen", async () => {
  const { context, errors, ui } = await openApp(app.browser, `${app.server.url}?dataset=stoatflow&scenario=switch`);
  const restart = ui.tableStage('restart', 'restart');
  await restart.waitFor({ state: 'attached' });
  assert.equal(await restart.isHidden(), true);
  assert.equal(await ui.tableStage('detect', 'staleness').isHidden(), true);
  assert.equal(await ui.tableStage('stop', 'stop').isHidden(), true);
  await ui.byId('table-toggle').click();
  assert.equal(await ui.tableStage('drain', 'commit').isVisible(), true);
  assert.equal(await restart.isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
