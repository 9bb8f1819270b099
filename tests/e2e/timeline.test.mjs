// The interactive timeline in real Chromium: presets and their measured
// badges, sliders moving drawn spans by the expected pixels, the refusal for
// un-run combinations, drill-down, arrow tooltips, zoom, keyboard, axe-core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  withApp, openApp, colorRuns, rgb, tableStage, tableArrow, axe, GEOMETRY, wasmMemoryAfter,
} from './support.mjs';
import { AppPage, sel } from './page.mjs';

const TIMER = rgb('#E69F00');
const PARK = rgb('#CC79A7');
const NODE0 = 0;

const app = withApp();

const x = (t, zoom = 8) => (t + GEOMETRY.leadMs) * zoom;

// Click the middle of a stage drawn on `lane` (0-based) and wait for its drill-down.
async function clickStage(page, span, stage, lane) {
  const ui = new AppPage(page);
  const st = await tableStage(page, span, stage);
  const box = await ui.timeline.boundingBox();
  const laneY = GEOMETRY.rulerH + lane * GEOMETRY.laneH + GEOMETRY.laneH / 2;
  await page.mouse.click(box.x + x((st.start + st.end) / 2), box.y + laneY);
  const drill = ui.drilldown;
  await drill.waitFor();
  return drill;
}

test('the default view is the tuned preset with its measured badge', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, app.server.url);
  const b = await ui.badgeState();
  assert.equal(b.verdict, 'measured');
  assert.equal(b.outage, '81');
  assert.equal(b.e2e, '85');
  assert.match(b.text, /client outage 81 ms · end-to-end 85 ms/);
  const figures = await ui.badgeFigures.allInnerTexts();
  for (const v of ['81 ms', '82 ms', '77 ms']) {
    assert.ok(figures.some((f) => f.startsWith(v)), `${v} in ${figures}`);
  }
  assert.equal(await ui.preset('tuned').getAttribute('aria-pressed'), 'true');
  assert.equal(await ui.zoom.inputValue(), '8');
  assert.deepEqual(errors, []);
  await context.close();
});

test('presets show the page figures; touching a knob leaves the preset', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  await ui.preset('stock').click();
  let b = await ui.badgeState();
  assert.equal(b.verdict, 'measured');
  assert.equal(b.outage, '266');
  assert.equal(b.e2e, '270');
  await ui.preset('floor-multi-az').click();
  assert.equal((await ui.badgeState()).outage, '65');
  await ui.preset('floor-single-az').click();
  assert.equal((await ui.badgeState()).outage, '51');
  await ui.preset('tuned').click();
  assert.equal((await ui.badgeState()).outage, '81');
  await ui.knob('setup').focus();
  await page.keyboard.press('ArrowLeft'); // setup 10 → 20 ms
  assert.equal(await ui.preset('tuned').getAttribute('aria-pressed'), 'false');
  await context.close();
});

test('an un-run combination quotes no outage and names what differs', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  await ui.knob('setup').focus();
  await page.keyboard.press('ArrowLeft'); // tuned with setup 20 ms: never run
  const b = await ui.badgeState();
  assert.equal(b.verdict, 'not-measured');
  assert.equal(b.outage, null);
  assert.equal(b.e2e, null);
  assert.doesNotMatch(b.text, /client outage \d/);
  assert.match(b.text, /never run end-to-end/);
  assert.match(b.text, /publication setup timeout: 20 ms here, 10 ms measured/);
  assert.match(b.text, /Trust: medium/);
  // The model's own outage for this combination appears nowhere in the badge.
  const tl = await ui.badge().innerText();
  assert.doesNotMatch(tl, /\b8\d(\.\d)? ms\b/);
  // Heartbeat still at 100 ms: the least trustworthy.
  await ui.preset('stock').click();
  await ui.knob('sleep-1').check();
  assert.match((await ui.badgeState()).text, /Trust: low/);
  await context.close();
});

test('moving a slider changes the drawn span widths by the expected pixels', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const widths = async () => {
    const runs = await colorRuns(page, NODE0, TIMER);
    return runs.reduce((s, r) => s + r.w, 0);
  };
  const expected = async () => {
    const a = await tableStage(page, 'n0-stepdown', 'eos-heartbeat');
    const b = await tableStage(page, 'n0-shadow', 'shadow');
    return (a.ms + b.ms) * 8;
  };
  const [w10, e10] = [await widths(), await expected()];
  await ui.knob('hb').focus();
  await page.keyboard.press('ArrowLeft'); // heartbeat 10 → 20 ms
  await ui.knobOutput('hb').filter({ hasText: /^20/ }).waitFor();
  const [w20, e20] = [await widths(), await expected()];
  assert.ok(e20 - e10 > 100, `the model moves the spans: ${e10} → ${e20}`);
  // Outline pixels between spans cost at most a few px.
  assert.ok(Math.abs((w20 - w10) - (e20 - e10)) <= 4, `drawn ${w10} → ${w20}, expected Δ ${e20 - e10}`);
  await context.close();
});

test('repaints keep no trail of performance marks (no growth while a slider is dragged)', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const seen = await page.evaluate(async (knob) => {
    let n = 0;
    const obs = new PerformanceObserver((l) => { n += l.getEntriesByName('ft-paint').length; });
    obs.observe({ type: 'mark' });
    const el = document.querySelector(knob);
    for (let i = 1; i <= 40; i++) {
      el.value = String(i % 4);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(r));
    }
    await new Promise((r) => setTimeout(r, 50));
    obs.disconnect();
    return n;
  }, sel('knob-hb'));
  assert.ok(seen >= 40, `each change repainted: ${seen} repaint marks observed`);
  assert.equal(await page.evaluate(() => performance.getEntriesByName('ft-paint').length), 1);
  await context.close();
});

test('knob changes do not grow wasm memory (3,000 changes after 1,000 to warm up)', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const warm = await wasmMemoryAfter(page, 1000, 'knob');
  const after = await wasmMemoryAfter(page, 3000, 'knob');
  // A reactive label rebuilt with the badge once kept ~45 B per change.
  assert.equal(after, warm, `wasm memory ${warm} → ${after} bytes`);
  await context.close();
});

test('zoom 16 draws a span twice as wide as zoom 8', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const react = async () => (await colorRuns(page, NODE0, PARK))[0];
  const at8 = await react();
  const stage = await tableStage(page, 'n0-react', 'react');
  assert.ok(Math.abs(at8.w - stage.ms * 8) <= 2, JSON.stringify(at8));
  await ui.zoom.fill('16');
  await ui.zoom.press('Enter');
  await page.waitForFunction((s) => document.querySelector(s).value === '16', sel('zoom'));
  const at16 = await react();
  assert.ok(Math.abs(at16.w - 2 * at8.w) <= 2, `${at8.w} → ${at16.w}`);
  await context.close();
});

test('clicking a block opens a drill-down whose stages add up to its duration', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const drill = await clickStage(page, 'n2-init', 'log-buffers', 2);
  const total = Number(await ui.drilldownTime().getAttribute('data-duration-ms'));
  const parts = await ui.drillStages.evaluateAll((rows) => rows.map((r) => Number(r.dataset.ms)));
  assert.ok(parts.length >= 3);
  assert.ok(Math.abs(parts.reduce((a, b) => a + b, 0) - total) < 1e-6, `${parts} vs ${total}`);
  const text = await drill.innerText();
  assert.match(text, /logBuffers allocation/);
  assert.match(text, /client idle sleep duration = 1 ms/);
  assert.match(text, /model estimate|measured/);
  await page.keyboard.press('Escape');
  await drill.waitFor({ state: 'detached' });
  await context.close();
});

test('on the Chinese page a quoted English sentence keeps lang=en (drill-down, badge)', async () => {
  const { page, context, ui } = await openApp(app.browser, `${app.server.url}?lang=zh`);
  const drill = await clickStage(page, 'n2-init', 'log-buffers', 2);
  const quoted = drill.locator('[lang=en]');
  assert.ok((await quoted.count()) >= 1, 'a measured stage quotes the English page');
  assert.match(await quoted.first().innerText(), /logBuffers allocation/);
  assert.match(await drill.innerText(), /实测: “/, 'the label around it is Chinese');
  const badgeQuotes = await ui.badge().locator('blockquote').evaluateAll((q) => q.map((b) => b.lang));
  assert.ok(badgeQuotes.length >= 3 && badgeQuotes.every((l) => l === 'en' || l === 'zh'), badgeQuotes.join());
  await context.close();
});

test('hovering an arrow names the interaction and the knob that gates it', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const a = await tableArrow(page, 'eos-n1');
  const box = await ui.timeline.boundingBox();
  const y0 = GEOMETRY.rulerH + (GEOMETRY.laneH - GEOMETRY.blockH) / 2 + GEOMETRY.blockH; // node0 block bottom
  const y1 = GEOMETRY.rulerH + GEOMETRY.laneH + (GEOMETRY.laneH - GEOMETRY.blockH) / 2; // node1 block top
  const mx = (x(a.depart) + x(a.arrive)) / 2;
  await page.mouse.move(box.x + mx + 1, box.y + (y0 + y1) / 2);
  const tip = ui.arrowTooltip;
  await tip.waitFor();
  const text = await tip.innerText();
  // Both end-of-stream arrows leave node0 together; either may be on top.
  assert.match(text, /end-of-stream → (follower|new leader)/);
  assert.match(text, /one-way/);
  assert.match(text, /gated by publication heartbeat timeout \(aeron\.publication\.heartbeat\.timeout = 10 ms\)/);
  await page.mouse.move(box.x + 5, box.y + 5);
  await tip.waitFor({ state: 'detached' });
  // NewLeaderEvent: node2 → client, gated by the slow tick.
  const n = await tableArrow(page, 'new-leader-event');
  const top = (lane) => GEOMETRY.rulerH + lane * GEOMETRY.laneH + (GEOMETRY.laneH - GEOMETRY.blockH) / 2;
  await page.mouse.move(box.x + (x(n.depart) + x(n.arrive)) / 2, box.y + (top(2) + GEOMETRY.blockH + top(3)) / 2);
  await tip.waitFor();
  assert.equal(await tip.getAttribute('data-arrow'), 'new-leader-event');
  assert.match(await tip.innerText(), /gated by cluster slow-tick interval \(aeron\.cluster\.slow\.tick\.interval = 10 ms\)/);
  await context.close();
});

test('the critical-path toggle fades what does not decide the outage', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const wait = async () => (await colorRuns(page, 1, rgb('#b9c0c8'), 12, 11)).reduce((s, r) => s + r.w, 0);
  const before = await wait();
  assert.ok(before > 50);
  await ui.criticalToggle.check();
  await page.waitForTimeout(50);
  assert.ok((await wait()) < before / 4, 'WAIT slices fade');
  await context.close();
});

test('the keyboard reaches the timeline, moves between blocks and opens a drill-down', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  await ui.timeline.focus();
  await page.keyboard.press('ArrowRight');
  const first = await ui.focusAnnounce.innerText();
  assert.ok(first.length > 0);
  await page.keyboard.press('Enter');
  await ui.drilldown.waitFor();
  await page.keyboard.press('Escape');
  await ui.drilldown.waitFor({ state: 'detached' });
  await page.keyboard.press('ArrowRight');
  const second = await ui.focusAnnounce.innerText();
  assert.notEqual(first, second);
  await page.keyboard.press('ArrowDown');
  assert.notEqual(await ui.focusAnnounce.innerText(), second);
  // Walk until an arrow has the focus: its tooltip shows.
  for (let i = 0; i < 30 && (await ui.arrowTooltip.count()) === 0; i++) {
    await page.keyboard.press('ArrowRight');
  }
  assert.equal(await ui.arrowTooltip.count(), 1);
  assert.match(await ui.arrowTooltip.innerText(), /gated by|no knob gates it/);
  await context.close();
});

test('the table view lists every span and arrow', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  assert.ok((await ui.tableStages.count()) > 20);
  assert.ok((await ui.tableArrows.count()) > 10);
  await ui.tableToggle.click();
  assert.ok(await ui.tableStages.first().isVisible());
  await context.close();
});

test('axe-core finds no accessibility violations', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  await ui.tableToggle.click();
  const violations = await axe(page);
  assert.deepEqual(violations, []);
  await context.close();
});

for (const [width, query] of [[420, '?lang=zh&theme=dark'], [700, '?embed=1']]) {
  test(`axe-core finds no violations at ${width} px with ${query}`, async () => {
    // The embed has no table view, which openApp waits for.
    const { page, context, ui } = await openApp(app.browser, app.server.url + query, { viewport: { width, height: 900 }, wait: false });
    await page.waitForFunction((s) => document.querySelector(s)?.width > 0, sel('timeline'));
    await page.waitForTimeout(300); // the page below the timeline is built after the first frame
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    assert.deepEqual(await axe(page), []);
    await context.close();
  });
}

test('in a narrow window a wide table scrolls sideways, and the keyboard reaches it', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url, { viewport: { width: 420, height: 900 } });
  const box = page.locator('.about-numbers .table-scroll');
  await box.waitFor();
  const m = await box.evaluate((el) => ({ scroll: el.scrollWidth - el.clientWidth, tab: el.tabIndex, name: el.getAttribute('aria-labelledby') }));
  assert.ok(m.scroll > 0, 'the table is wider than its box');
  assert.equal(m.tab, 0);
  assert.equal(await page.locator(`#${m.name}`).innerText(), await page.locator('.about-numbers h2').innerText());
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('.about-numbers .table-scroll').scrollLeft > 0);
  await context.close();
});

test('drag pans; Ctrl+wheel zooms anchored at the pointer; + − 0 keys zoom', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const box = await ui.timeline.boundingBox();
  const react = async () => (await colorRuns(page, NODE0, PARK))[0];
  const start = await react();
  // Drag left by 80 px: everything moves 80 px left.
  await page.mouse.move(box.x + 600, box.y + 250);
  await page.mouse.down();
  await page.mouse.move(box.x + 560, box.y + 250, { steps: 4 });
  await page.mouse.move(box.x + 520, box.y + 250, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(50);
  const panned = (await colorRuns(page, NODE0, TIMER))[0];
  assert.ok(panned.x < start.x + start.w - 40, `timer block moved left: ${JSON.stringify(panned)}`);
  // Ctrl+wheel at the pointer: the time under the pointer stays put.
  await ui.timeline.focus();
  await page.keyboard.press('0'); // reset zoom and pan
  const before = await react();
  await page.mouse.move(box.x + before.x, box.y + 250);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -350);
  await page.keyboard.up('Control');
  await page.waitForFunction((s) => Number(document.querySelector(s).value) > 8, sel('zoom'));
  const zoom = Number(await ui.zoom.inputValue());
  const after = await react();
  assert.ok(Math.abs(after.x - before.x) <= 2, 'the anchor stays under the pointer');
  assert.ok(Math.abs(after.w - before.w * (zoom / 8)) <= 2, `${before.w} × ${zoom}/8 vs ${after.w}`);
  await ui.timeline.focus();
  await page.keyboard.press('0');
  await page.keyboard.press('+');
  assert.equal(await ui.zoom.inputValue(), '10');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  assert.equal(await ui.zoom.inputValue(), '6.4');
  await context.close();
});
