// One owner of the view: the first module. The page below shows the first
// part's snapshot (the exports draw the zoom on screen, a fitted one
// included) and asks for changes as intents that land without dropping
// any other part of the view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withApp, openApp } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();

/** The zoom the timeline is drawn at, px/ms. */
const screenZoom = (page) => page.$eval(sel('timeline'), (c) => Number(c.dataset.pxPerMs));

/** Save SVG, and the saved picture's zoom and width. */
async function savedSvg(page, ui) {
  const [download] = await Promise.all([page.waitForEvent('download'), ui.saveSvg.click()]);
  const text = await readFile(await download.path(), 'utf8');
  return page.evaluate((src) => {
    const svg = new DOMParser().parseFromString(src, 'image/svg+xml').documentElement;
    return { zoom: Number(svg.getAttribute('data-px-per-ms')), width: Number(svg.getAttribute('width')) };
  }, text);
}

for (const [name, query] of [
  ['aeron', '?preset=stock'],
  ['stoatflow', '?dataset=stoatflow&scenario=nodeloss'],
]) {
  test(`${name}: after a fitted first look, Save SVG draws the zoom on screen`, async () => {
    const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}${query}`, {
      viewport: { width: 1100, height: 900 },
    });
    const fitted = await screenZoom(page);
    // The link sets no zoom: the view fitted the handoff to the width.
    assert.ok(!new URL(page.url()).searchParams.has('zoom'));
    const svg = await savedSvg(page, ui);
    assert.equal(svg.zoom, fitted, 'the saved picture is drawn at the zoom on screen');
    // A zoom set on screen afterwards is the one saved next.
    await ui.timeline.focus();
    await page.keyboard.press('-');
    await page.waitForFunction(([s, z]) => Number(document.querySelector(s).dataset.pxPerMs) < z, [sel('timeline'), fitted]);
    const narrower = await screenZoom(page);
    await page.waitForTimeout(50);
    const again = await savedSvg(page, ui);
    assert.equal(again.zoom, narrower);
    assert.ok(again.width < svg.width, `${again.width} < ${svg.width}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a toggle in the page below lands in the first part without dropping any other part of the view', async () => {
  const view = 'preset=stock&b.preset=tuned&cp=1&sel=n0-stepdown&zoom=3&lang=zh&theme=dark';
  const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?${view}`);
  await ui.drilldown.waitFor();
  const id = await ui.inertRows.first().getAttribute('data-inert');
  // A change on the timeline, then at once a toggle below: both stay.
  await ui.timeline.focus();
  await page.keyboard.press('+');
  await ui.inertRowToggle(id).click();
  // The first module's own toggle follows, and so does the row.
  assert.equal(await ui.inertToggle(id).isChecked(), true);
  assert.equal(await ui.inertRowToggle(id).getAttribute('aria-pressed'), 'true');
  await page.waitForFunction((k) => new URLSearchParams(location.search).get('inert') === k, id);
  const q = new URL(page.url()).searchParams;
  for (const [k, v] of new URLSearchParams(view)) {
    if (k !== 'zoom') assert.equal(q.get(k), v, `${k} kept`);
  }
  assert.equal(q.get('zoom'), '3.75', 'the zoom set on the timeline is kept');
  assert.equal(await ui.badge('b').count(), 1, 'compare stays open');
  assert.equal(await ui.criticalToggle.isChecked(), true);
  assert.equal(await ui.drilldown.count(), 1, 'the drill-down stays open');
  assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
  // And back off: the row asks for what it does not show.
  await ui.inertRowToggle(id).click();
  assert.equal(await ui.inertToggle(id).isChecked(), false);
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('inert'));
  assert.equal(new URL(page.url()).searchParams.get('b.preset'), 'tuned');
  assert.deepEqual(errors, []);
  await context.close();
});
