// Compare: two configurations on one time axis, two badges, and a
// difference only between two measured headlines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withApp, openApp, axe, waitForPaint } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();

/** Open the app at `query` (its page object is `ui`). */
const open = (query, options) => openApp(app.browser, `${app.server.url}${query}`, options);

test('stock against tuned: both badges, and −185 ms between two measured headlines', async () => {
  const { context, errors, ui } = await open('?preset=stock&b.preset=tuned');
  assert.deepEqual(await ui.verdict('a'), { verdict: 'measured', outage: '266' });
  assert.deepEqual(await ui.verdict('b'), { verdict: 'measured', outage: '81' });
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), '-185');
  assert.match(await ui.delta.innerText(), /−185 ms \(266 → 81 ms\), both measured/);
  // Each lane holds A's row and B's: twice the height of one timeline.
  const h = await ui.laneLabels.first().evaluate((e) => e.getBoundingClientRect().height);
  assert.equal(h, 128);
  const canvasH = await ui.timeline.evaluate((e) => e.getBoundingClientRect().height);
  assert.equal(canvasH, 30 + 4 * 128);
  // B's spans are on the table too, with B − A.
  const row = ui.tableCompareStage('n0-stepdown').first();
  assert.ok(Number(await row.getAttribute('data-delta-ms')) < 0, 'node0 steps down sooner in B');
  assert.deepEqual(errors, []);
  await context.close();
});

test('B on an un-run combination: no difference number, and the side is named', async () => {
  const { page, context, errors, ui } = await open('?preset=stock&b.preset=tuned');
  // B's heartbeat back to 100 ms on the tuned package was never run.
  await ui.controlsB.waitFor();
  await ui.knob('hb', 'b').focus();
  await page.keyboard.press('Home');
  await ui.waitForBadge('b', 'verdict', 'not-measured');
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), null);
  const text = await ui.delta.innerText();
  assert.match(text, /B was never run end-to-end/);
  assert.doesNotMatch(text.split('\n')[0], /\d+ ms/, 'no number in the refusal');
  assert.equal((await ui.badgeState()).outage, '266', "A's badge is untouched");
  await page.waitForFunction(() => location.search.includes('b.hb=100ms'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('compare opens with B equal to A; swap exchanges them; close returns to one timeline', async () => {
  const { page, context, errors, ui } = await open('?preset=stock');
  assert.equal(await ui.badge('b').count(), 0);
  await ui.compareOpen.click();
  await ui.badge('b').waitFor();
  assert.deepEqual(await ui.verdict('b'), { verdict: 'measured', outage: '266' });
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), '0');
  await page.waitForFunction(() => location.search.includes('b.preset=stock'));
  await ui.preset('tuned', 'b').click();
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), '-185');
  await ui.compareSwap.click();
  assert.deepEqual(await ui.verdict('a'), { verdict: 'measured', outage: '81' });
  assert.deepEqual(await ui.verdict('b'), { verdict: 'measured', outage: '266' });
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), '185');
  await page.waitForFunction(() => location.search === '?preset=tuned&b.preset=stock' || location.search === '?b.preset=stock');
  // Back restores the comparison before the swap.
  await page.goBack();
  await ui.waitForBadge('a', 'outageMs', '266');
  await page.goForward();
  await ui.compareClose.click();
  await ui.waitForNoBadge('b');
  await page.waitForFunction(() => !location.search.includes('b.'));
  assert.equal(await ui.laneLabels.first().evaluate((e) => e.getBoundingClientRect().height), 64);
  assert.deepEqual(errors, []);
  await context.close();
});

test('bad b. values are notices; the good ones still apply', async () => {
  const { page, context, ui } = await open('?preset=stock&b.preset=nope&b.hb=7ms&b.slow_tick=1ms&b.x=<b>1</b>');
  const items = await ui.urlNoticeItems.allInnerTexts();
  assert.equal(items.length, 3, items.join('\n'));
  assert.ok(items.some((t) => t.includes('b.preset')));
  assert.ok(items.some((t) => t.includes('b.hb')));
  assert.ok(items.some((t) => t.includes('<b>1</b>')), 'shown as text');
  assert.equal(await page.locator('.notice b').count(), 0, 'never as HTML');
  // B: the default preset (tuned) with slow.tick 1 ms is the multi-AZ floor.
  assert.deepEqual(await ui.verdict('b'), { verdict: 'measured', outage: '65' });
  await context.close();
});

test('the keyboard reaches a span and its drill-down shows B − A', async () => {
  const { page, context, ui } = await open('?preset=stock&b.preset=tuned');
  await ui.timeline.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await ui.drilldown.waitFor();
  const a = Number(await ui.drilldownTime('a').getAttribute('data-duration-ms'));
  const b = Number(await ui.drilldownTime('b').getAttribute('data-duration-ms'));
  const d = Number(await ui.drilldownDelta.getAttribute('data-delta-ms'));
  assert.ok(Math.abs(d - (b - a)) < 1e-9);
  const stage = ui.drillStages.first();
  assert.notEqual(await stage.getAttribute('data-ms-b'), null);
  await page.keyboard.press('Escape');
  await context.close();
});

test('compare is clean under axe in both languages and themes', async () => {
  for (const q of ['lang=en&theme=light', 'lang=zh&theme=dark']) {
    const { page, context, ui } = await open(`?preset=stock&b.preset=tuned&${q}`);
    await ui.controlsB.waitFor();
    const violations = await axe(page);
    assert.deepEqual(violations, [], `${q}: ${JSON.stringify(violations, null, 1)}`);
    await context.close();
  }
});

test('a compare PNG holds both timelines and both verdicts', async () => {
  const size = async (query) => {
    const { page, context, ui } = await open(query);
    const [download] = await Promise.all([page.waitForEvent('download'), ui.savePng.click()]);
    const bytes = await readFile(await download.path());
    const dims = await page.evaluate(async (b64) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bin], { type: 'image/png' }));
      return { w: bmp.width, h: bmp.height };
    }, bytes.toString('base64'));
    await context.close();
    return dims;
  };
  const one = await size('?preset=stock');
  const two = await size('?preset=stock&b.preset=tuned');
  // Four more rows of 64 CSS px at 2×, and B's caption lines.
  assert.ok(two.h >= one.h + 2 * 4 * 64, `${one.h} → ${two.h}`);
});

test('an embed carries the comparison', async () => {
  const { page, context, ui } = await open('?preset=stock&b.preset=tuned&embed=1', { wait: false });
  await ui.badge('b').waitFor();
  assert.equal(await ui.delta.getAttribute('data-delta-ms'), '-185');
  await page.waitForFunction((s) => document.querySelector(s)?.height > 0, sel('timeline'));
  await context.close();
});

test('a view with compare open survives a reload', async () => {
  const { page, context, ui } = await open('?preset=stock&b.preset=tuned&b.probes=off&lang=zh');
  await page.reload();
  await waitForPaint(page);
  assert.equal(await ui.badge('b').getAttribute('data-verdict'), 'not-measured');
  assert.match(await ui.delta.innerText(), /B 从没整体跑过/);
  await context.close();
});
