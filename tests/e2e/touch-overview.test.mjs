// Touch and the overview (issue 29, items 4 and 5) in real Chromium: one
// finger pans, two pinch-zoom about their midpoint, a tap selects (an arrow:
// its tooltip), a mostly vertical move scrolls the page, through CDP touch
// events in a phone-sized window; the overview strip shows when the handoff
// does not fit, and dragging its box pans, its edge zooms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, axe, GEOMETRY } from './support.mjs';
import { AppPage, sel } from './page.mjs';

const app = withApp();
const view = (page) =>
  page.locator(sel('timeline')).evaluate((c) => ({ zoom: Number(c.dataset.pxPerMs), start: Number(c.dataset.startMs), width: c.clientWidth }));

async function phone(url) {
  const context = await app.browser.newContext({ viewport: { width: 412, height: 800 }, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  const ui = new AppPage(page);
  await page.locator(sel('table-stage')).first().waitFor({ state: 'attached' });
  const cdp = await context.newCDPSession(page);
  // Touch points go to what is on screen: the timeline near the top.
  await page.evaluate((s) => window.scrollTo(0, document.querySelector(s).getBoundingClientRect().top + window.scrollY - 40), sel('timeline'));
  const box = await ui.timeline.boundingBox();
  // Touch points in the canvas's CSS px.
  const touch = (type, pts) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map(([x, y], id) => ({ x: box.x + x, y: box.y + y, id })) });
  return { context, page, ui, cdp, box, touch, errors };
}

/** Move fingers from `from` to `to` (lists of [x, y]) in `steps`. */
async function gesture(touch, from, to, steps = 6) {
  await touch('touchStart', from);
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', from.map(([x, y], k) => [x + ((to[k][0] - x) * i) / steps, y + ((to[k][1] - y) * i) / steps]));
  }
  await touch('touchEnd', []);
}

for (const q of ['', 'dataset=stoatflow&scenario=nodeloss']) {
  test(`touch ${q || 'aeron'}: one finger pans, two pinch about their midpoint`, async () => {
    const { context, page, touch, errors } = await phone(`${app.server.url}?${q}`);
    const y = GEOMETRY.rulerH + GEOMETRY.laneH / 2;
    const v0 = await view(page);
    await gesture(touch, [[250, y]], [[150, y]]);
    const v1 = await view(page);
    assert.ok(Math.abs(v1.start - (v0.start + 100 / v0.zoom)) < 4 / v0.zoom, `a 100 px pan: ${v0.start} → ${v1.start}`);
    assert.equal(v1.zoom, v0.zoom);
    // Pinch out from 80 to 160 px about x = 200: the zoom doubles and the
    // instant under the midpoint stays under it.
    const mid = 200;
    const under = v1.start + mid / v1.zoom;
    await gesture(touch, [[mid - 40, y], [mid + 40, y]], [[mid - 80, y], [mid + 80, y]], 8);
    const v2 = await view(page);
    assert.ok(Math.abs(v2.zoom / v1.zoom - 2) < 0.05, `pinch: ${v1.zoom} → ${v2.zoom}`);
    assert.ok(Math.abs(v2.start + mid / v2.zoom - under) < 2 / v2.zoom, 'the midpoint keeps its instant');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('touch: a tap selects a block, a tap on an arrow shows its tooltip, a vertical move scrolls the page', async () => {
  const { context, page, ui, touch, box } = await phone(app.server.url);
  const v = await view(page);
  const lane0 = await page.locator(sel('lane-label')).first().innerText();
  const rows = await page.locator(sel('table-stage')).evaluateAll((rs) =>
    rs.map((r) => { const c = [...r.querySelectorAll('td')].map((td) => td.textContent); return { span: r.dataset.span, lane: c[0], start: Number(c[4]), end: Number(c[5]) }; }));
  const x = (t) => (t - v.start) * v.zoom;
  const wide = rows.filter((r) => lane0.startsWith(r.lane) && x(r.start) > 0 && x(r.end) < v.width).sort((a, b) => (b.end - b.start) - (a.end - a.start))[0];
  assert.ok(wide, 'a block of the first lane on screen');
  const y = GEOMETRY.rulerH + GEOMETRY.laneH / 2;
  await touch('touchStart', [[x((wide.start + wide.end) / 2), y]]);
  await touch('touchEnd', []);
  await ui.drilldown.waitFor();
  assert.equal(await ui.drilldown.getAttribute('data-span'), wide.span);
  // An arrow: tap the middle of one (its times and lanes from the table).
  const arrows = await page.locator(sel('table-arrow')).evaluateAll((rs) => rs.map((r) => ({ id: r.dataset.arrow, c: [...r.querySelectorAll('td')].map((td) => td.textContent) })));
  assert.ok(arrows.length > 0);
  // Find an arrow by hit-testing along its lanes' gap: tap the midpoint the
  // keyboard's tooltip is placed at (focus it, read where, then tap there).
  await ui.timeline.focus();
  let at = null;
  for (let i = 0; i < 60 && !at; i++) {
    await page.keyboard.press('ArrowRight');
    at = await page.evaluate((s) => {
      const t = document.querySelector(s);
      return t ? { x: parseFloat(t.style.left) - 12, y: parseFloat(t.style.top) - 12, id: t.dataset.arrow } : null;
    }, sel('arrow-tooltip'));
  }
  assert.ok(at, 'an arrow to tap');
  // Esc closes the drill-down (a click on its close button would scroll
  // the page: on a phone it sits below the timeline's tools, and the taps
  // here are placed on the timeline as it was first scrolled to).
  await page.keyboard.press('Escape');
  // Tap somewhere empty first (the keyboard's focus goes), then the arrow.
  await touch('touchStart', [[5, GEOMETRY.rulerH - 5]]);
  await touch('touchEnd', []);
  await page.waitForFunction((s) => !document.querySelector(s), sel('arrow-tooltip'));
  await touch('touchStart', [[at.x, at.y]]);
  await touch('touchEnd', []);
  await ui.arrowTooltip.waitFor();
  // The arrow under the finger (where two cross, the one drawn on top).
  const tapped = await ui.arrowTooltip.getAttribute('data-arrow');
  assert.ok(arrows.some((a) => a.id === tapped), tapped);
  assert.equal(await ui.drilldown.count(), 0, 'an arrow opens no drill-down');
  assert.deepEqual(await axe(page), []);
  // A mostly vertical move scrolls the page; the timeline stays put.
  const before = await view(page);
  const scroll0 = await page.evaluate(() => window.scrollY);
  await gesture(touch, [[200, 250]], [[190, 20]], 8);
  await page.waitForTimeout(300);
  assert.ok((await page.evaluate(() => window.scrollY)) > scroll0 + 50, 'the page scrolled');
  assert.equal((await view(page)).start, before.start, 'the timeline did not pan');
  assert.ok(box.width <= 412);
  await context.close();
});

test('the overview shows when the handoff does not fit; its box pans, its edge zooms', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?dataset=stoatflow&scenario=nodeloss`);
  const ui = new AppPage(page);
  const strip = ui.byId('overview');
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.shown, sel('overview'));
  // At the fit, the whole handoff shows: no strip.
  await ui.byId('zoom-fit').click();
  await page.waitForFunction((s) => document.querySelector(s).dataset.shown === '0', sel('overview'));
  assert.equal(await strip.isVisible(), false);
  // Zoomed in past the fit (StoatFlow's node loss at a readable zoom): the strip.
  await ui.timeline.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('w');
  await page.waitForFunction((s) => document.querySelector(s).dataset.shown === '1', sel('overview'));
  assert.ok(await strip.isVisible());
  const read = () => strip.evaluate((c) => ({ x0: Number(c.dataset.windowX0), x1: Number(c.dataset.windowX1), msPerPx: Number(c.dataset.msPerPx), from: Number(c.dataset.fromMs) }));
  const w0 = await read();
  const v0 = await view(page);
  // The box is what the timeline shows.
  assert.ok(Math.abs(w0.from + w0.x0 * w0.msPerPx - Math.max(v0.start, w0.from)) < w0.msPerPx);
  const b = await strip.boundingBox();
  const cy = b.y + b.height / 2;
  // Drag the box 60 px right: the view pans by 60 strip px.
  const mid = (w0.x0 + w0.x1) / 2;
  await page.mouse.move(b.x + mid, cy);
  await page.mouse.down();
  await page.mouse.move(b.x + mid + 30, cy, { steps: 3 });
  await page.mouse.move(b.x + mid + 60, cy, { steps: 3 });
  await page.mouse.up();
  const v1 = await view(page);
  assert.ok(Math.abs(v1.start - (v0.start + 60 * w0.msPerPx)) < 2 * w0.msPerPx, `${v0.start} → ${v1.start}`);
  assert.equal(v1.zoom, v0.zoom, 'a pan keeps the zoom');
  // Drag its right edge left: the window narrows, the zoom grows.
  const w1 = await read();
  await page.mouse.move(b.x + w1.x1 - 1, cy);
  await page.mouse.down();
  await page.mouse.move(b.x + w1.x1 - 20, cy, { steps: 4 });
  await page.mouse.up();
  const v2 = await view(page);
  assert.ok(v2.zoom > v1.zoom, `${v1.zoom} → ${v2.zoom}`);
  assert.ok(Math.abs(v2.start - v1.start) < 1e-6, 'the left edge stays');
  assert.deepEqual(await axe(page), []);
  await context.close();
});
