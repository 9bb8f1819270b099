// The exports draw the picture on screen, on the live page with no reload
// in between: a ruler set by keys, the find box's matches, a tour step's
// highlights, and compare's rows in the canvas's order (A above B in each
// lane). Each is what the first module sends the page below when its
// snapshot's wire line changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withApp, openApp, GEOMETRY, paintedPixels } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();

/** Click Save SVG and return the file's text. */
async function saveSvg(page, ui) {
  const button = ui.byId('save-svg');
  await button.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile(await download.path(), 'utf8');
}

/** The stage blocks of an SVG: span, stage, side, y, whether dimmed. */
function stages(svg) {
  const attr = (line, k) => line.match(new RegExp(` ${k}="([^"]*)"`))?.[1];
  return svg
    .split('\n')
    .filter((l) => l.startsWith('<rect ') && l.includes('class="stage"'))
    .map((l) => ({
      span: attr(l, 'data-span'),
      stage: attr(l, 'data-stage'),
      side: attr(l, 'data-side') ?? 'A',
      y: Number(attr(l, 'y')),
      dim: attr(l, 'opacity') !== undefined,
    }));
}

test('a ruler set by keys on the live page is in the SVG saved at once', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?preset=stock`);
  const before = await saveSvg(page, ui);
  assert.ok(!before.includes('Δt'), 'no ruler yet');
  await ui.timeline.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('[');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(']');
  await ui.byId('ruler').waitFor();
  const text = await ui.byId('ruler').innerText();
  const dt = text.match(/: ([\d.]+) ms/)?.[1];
  assert.ok(dt, text);
  // No reload, no wait: the next click saves what is on screen.
  const svg = await saveSvg(page, ui);
  assert.ok(svg.includes(`Δt ${dt} ms`), `the SVG carries the ruler (${dt} ms)`);
  // Cleared by Esc: the next SVG has none.
  await ui.timeline.focus();
  await page.keyboard.press('Escape');
  assert.equal(await ui.byId('ruler').count(), 0);
  assert.ok(!(await saveSvg(page, ui)).includes('Δt'), 'the cleared ruler is not drawn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the find box\'s matches are outlined and the rest faded in the SVG, as on the canvas', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?preset=stock`);
  const plain = stages(await saveSvg(page, ui));
  assert.ok(plain.length > 0 && plain.every((s) => !s.dim), 'nothing faded without a query');
  // A span's id is one of the names find matches; take the first block's.
  const find = page.locator(sel('find'));
  await find.fill(plain[0].span);
  await page.waitForFunction((s) => Number(document.querySelector(s)?.dataset.matches) > 0, sel('find-count'));
  const found = stages(await saveSvg(page, ui));
  const shown = found.filter((s) => !s.dim);
  assert.ok(shown.length > 0, 'the matches are drawn at full strength');
  assert.ok(found.some((s) => s.dim), 'the rest is faded');
  const named = found.filter((s) => s.span === plain[0].span);
  assert.ok(named.length > 0 && named.every((s) => !s.dim), 'every block of the span found is at full strength');
  // The find box cleared: the next image is plain again.
  await find.fill('');
  await page.waitForFunction((s) => !document.querySelector(s)?.dataset.matches || document.querySelector(s).dataset.matches === '0', sel('find-count'));
  assert.ok(stages(await saveSvg(page, ui)).every((s) => !s.dim));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tour step\'s highlights are in the SVG', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?tour=1`);
  const blocks = stages(await saveSvg(page, ui));
  assert.ok(blocks.some((s) => s.dim), 'what the step does not name is faded');
  assert.ok(blocks.some((s) => !s.dim), 'what it names is drawn at full strength');
  assert.deepEqual(errors, []);
  await context.close();
});

test('in compare the SVG draws A above B in each lane, as the canvas does', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?preset=stock&b.preset=tuned`);
  const svg = await saveSvg(page, ui);
  assert.equal(svg.match(/<g class="timeline"/g).length, 1, 'one timeline, not two stacked pictures');
  const blocks = stages(svg);
  const a = blocks.filter((s) => s.side === 'A');
  const b = blocks.filter((s) => s.side === 'B');
  assert.ok(a.length > 0 && b.length > 0, 'both runs are drawn');
  const laneH = GEOMETRY.laneH ?? Number(await ui.timeline.getAttribute('data-lane-h'));
  // The same stage of the same span: B's block one row (a lane's height) below A's.
  let pairs = 0;
  for (const x of a) {
    const y = b.find((s) => s.span === x.span && s.stage === x.stage);
    if (!y) continue;
    pairs += 1;
    assert.ok(Math.abs(y.y - x.y - laneH) < 0.01, `${x.span}/${x.stage}: A at ${x.y}, B at ${y.y}, a row is ${laneH}`);
  }
  assert.ok(pairs > 0, 'stages drawn in both runs');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Click the button `testid` and return the downloaded file's text. */
async function saveText(page, ui, testid) {
  const button = ui.byId(testid);
  await button.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile(await download.path(), 'utf8');
}

test('the WAIT slices toggle: the link, the canvas, the SVG, the trace and the table view follow it', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?preset=stock`);
  const toggle = ui.byId('waits-toggle');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true', 'shown by default');
  const svgOn = await saveSvg(page, ui);
  assert.ok(svgOn.includes('class="wait"'), 'the stock preset draws WAIT slices');
  assert.ok((await saveText(page, ui, 'export-trace')).includes('"WAIT"'));
  const rows = page.locator(`${sel('table-wait')}:not([hidden])`);
  const shownRows = await rows.count();
  assert.ok(shownRows > 0, 'the table view lists them');
  const pixelsOn = await paintedPixels(page);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('waits') === '0');
  assert.ok(!(await saveSvg(page, ui)).includes('class="wait"'), 'none in the SVG');
  assert.ok(!(await saveText(page, ui, 'export-trace')).includes('"WAIT"'), 'none in the trace');
  await page.waitForFunction((s) => document.querySelectorAll(`${s}:not([hidden])`).length === 0, sel('table-wait'));
  const pixelsOff = await paintedPixels(page);
  assert.ok(pixelsOff < pixelsOn, `the canvas draws less (${pixelsOff} < ${pixelsOn})`);
  // A reload of the link keeps them out.
  const again = await openApp(app.browser, page.url());
  assert.equal(await again.ui.byId('waits-toggle').getAttribute('aria-pressed'), 'false');
  await again.context.close();
  // On again: all back.
  await toggle.click();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('waits'));
  assert.equal(await rows.count(), shownRows);
  assert.deepEqual(errors, []);
  await context.close();
});
