// The page around the timeline, in real Chromium under the strict CSP:
// the generated config, "check my config", the evidence charts and their
// tables, the inert-knob table, the masking buttons, "about the numbers",
// and "Save PNG".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withApp, openApp, axe, rgb } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();

async function openPage(url) {
  const opened = await openApp(app.browser, url);
  await opened.ui.aboutNumbers.waitFor();
  return opened;
}

const HB = 'aeron.publication.heartbeat.timeout';

test('the config for hb = 10 ms writes 10000000, never a 10ms suffix, in both forms', async () => {
  const { page, context, errors, ui } = await openPage(`${app.server.url}?preset=stock&hb=10ms`);
  const props = await ui.configText.innerText();
  assert.match(props, new RegExp(`^${HB.replaceAll('.', '\\.')}=10000000$`, 'm'));
  assert.doesNotMatch(props, new RegExp(`${HB.replaceAll('.', '\\.')}=10ms`));
  assert.match(props, /Long\.decode/, 'the comment says why');
  assert.match(props, /^#aeron\.publication\.setup\.timeout=100000000$/m, 'stock is commented out');
  assert.match(props, /cluster-client JVM/);
  await ui.configForm('flags').click();
  const flags = await ui.configText.innerText();
  assert.match(flags, new RegExp(`-D${HB.replaceAll('.', '\\.')}=10000000`));
  assert.doesNotMatch(flags, /setup\.timeout/, 'flags leave stock out');
  // The cost line follows the settings: the page's words, then the ratio
  // on the setting, said to be our arithmetic.
  assert.match(await ui.configCost.innerText(), /“slightly higher steady-state SETUP\/heartbeat traffic[^”]*”.*our arithmetic.*10× as often as stock/);
  // It follows a knob change.
  await ui.preset('tuned').click();
  await ui.configForm('properties').click();
  assert.match(await ui.configText.innerText(), /^aeron\.cluster\.idle\.strategy=noop$/m);
  assert.deepEqual(errors, []);
  await context.close();
});

test('pasting a 10ms suffix on a Long.decode property is flagged and the timeline runs hb = 100 ms', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  assert.equal((await ui.badgeState()).outage, '81', 'starts on the tuned preset (hb 10 ms)');
  await ui.checkInput.fill(`${HB}=10ms\naeron.publication.setup.timeout=10000000\n`);
  await ui.checkRun.click();
  const first = ui.finding(1).and(page.locator('.problem'));
  await first.first().waitFor();
  const text = await first.first().innerText();
  assert.match(text, /line 1/);
  assert.match(text, /silently/);
  assert.match(text, /10000000/, 'names the fix');
  assert.match(await page.locator('[data-knob=hb] output').innerText(), /^100 ms/);
  assert.match(await page.locator('[data-knob=setup] output').innerText(), /^10 ms/);
  await page.waitForTimeout(400);
  assert.match(new URL(page.url()).search, /hb=100ms|preset=stock/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('malformed, misspelled and off-grid lines get line-numbered messages and nothing breaks', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  const junk = [
    '-D<img src=x onerror=alert(1)>',
    'aeron.cluster.slow.tik.interval=1ms',
    'java -Daeron.publication.setup.timeout=15000000 -Xmx4g',
    'aeron.cluster.idle.strategy=noop',
  ].join('\n');
  await ui.checkInput.fill(junk);
  await ui.checkRun.click();
  await ui.checkSummary.waitFor();
  const lines = await ui.findings.allInnerTexts();
  assert.ok(lines.some((l) => /^line 1: a -D flag with no property name.*-D<img/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /^line 2: .*Did you mean aeron\.cluster\.slow\.tick\.interval/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /^line 3: .*off the measured grid/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /^line 4: idle strategies: 1 of 5/.test(l)), lines.join('\n'));
  assert.equal(await page.locator('.findings img').count(), 0, 'pasted text is text');
  assert.deepEqual(errors, []);
  await context.close();
});

test('each chart draws and its table holds the page\'s numbers', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  const expected = {
    // 61 = 185 − 124 is our subtraction (the page states no such figure);
    // where the page rounds a difference it states, its number: 13 for
    // 105.4 → 92.0 and for 82.0 → 68.7 ("−13 ms").
    knobs: ['81', '5', '≈ 61 (our arithmetic, not a number on the page)', '13', '17', '16'],
    detection: ['115', '34', '22', '16'],
    'slow-tick': ['77', '64.7', '60.7', '64.3', '62.3', '57.3', '51.3'],
    proportion: ['~57 ms', '~266 ms', '~1.5 s', '~11 s'],
  };
  for (const [id, numbers] of Object.entries(expected)) {
    const cells = (await ui.chartRows(id).locator('td').allInnerTexts()).map((t) => t.trim());
    for (const n of numbers) assert.ok(cells.includes(n), `${id} table has ${n}: ${cells.join(' | ')}`);
    if (id === 'knobs') assert.ok(!cells.includes('13.4'), `not our 13.4 where the page says −13: ${cells.join(' | ')}`);
    const painted = await ui.chartCanvas(id).evaluate((c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const colours = new Set();
      let ink = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (Math.abs(d[i] - d[0]) + Math.abs(d[i + 1] - d[1]) + Math.abs(d[i + 2] - d[2]) > 60) ink++;
        colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      }
      return { ink, colours: colours.size, w: c.width };
    });
    assert.ok(painted.w > 300, `${id} canvas has a size`);
    assert.ok(painted.ink > 2000 && painted.colours > 8, `${id} chart is drawn: ${JSON.stringify(painted)}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('clicking a chart point or its row shows that measured configuration', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  // The row button: detection at hb = 20 ms is the measured hb-20 arm.
  await ui.chartShow('detection', '20 ms').click();
  assert.equal((await ui.badgeState()).outage, '185');
  // The canvas: the first bar of "what each buys" is heartbeat 100 → 20 ms;
  // find its colour in the pixels and click it.
  await ui.preset('tuned').click();
  const bar = await ui.chartCanvas('knobs').evaluate((c, blue) => {
    const dpr = c.width / c.getBoundingClientRect().width;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let y = 0; y < c.height; y++) {
      for (let x = 0; x < c.width; x++) {
        const i = (y * c.width + x) * 4;
        if (Math.abs(d[i] - blue[0]) + Math.abs(d[i + 1] - blue[1]) + Math.abs(d[i + 2] - blue[2]) < 20) {
          return { x: x / dpr + 20, y: y / dpr + 3 };
        }
      }
    }
    return null;
  }, rgb('#0072B2'));
  assert.ok(bar, 'the bar is drawn in the series colour');
  await ui.chartCanvas('knobs').click({ position: bar });
  assert.equal((await ui.badgeState()).outage, '185');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an inert-knob row toggles the timeline\'s inert toggle, and the badge follows', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  const row = ui.inertRowToggle('pending-setups-timeout');
  const toggle = ui.inertToggle('pending-setups-timeout');
  assert.equal(await toggle.isChecked(), false);
  await row.click();
  assert.equal(await toggle.isChecked(), true);
  assert.equal(await row.getAttribute('aria-pressed'), 'true');
  // Tuned + pending.setups.timeout 50 ms is a measured arm: 76.3.
  assert.equal((await ui.badgeState()).outage, '76.3');
  await toggle.uncheck();
  // The rows follow the settled configuration, one task after the change.
  await page.waitForFunction(
    (s) => document.querySelector(s).getAttribute('aria-pressed') === 'false',
    sel('inert-row-toggle-pending-setups-timeout'),
    { timeout: 2000 },
  );
  assert.equal(await ui.inertRows.count(), 15);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the masking buttons show each measured effect with the critical path on', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  await ui.show('setup-20').click();
  assert.equal((await ui.badgeState()).outage, '261');
  assert.equal(await ui.criticalToggle.isChecked(), true);
  await ui.show('hb-20-setup-20').click();
  assert.equal((await ui.badgeState()).outage, '124');
  await ui.show('probes-off').click();
  assert.match((await ui.badgeState()).text, /58/);
  // About the numbers: every calibration row, the two limits explained.
  const rows = await ui.aboutRows.count();
  const outside = await ui.aboutRows.and(page.locator('.outside')).count();
  assert.equal(outside, 2);
  assert.match(await ui.aboutSummary.innerText(), new RegExp(`^${rows - outside} of ${rows} figures within tolerance`));
  // Arithmetic and readings are marked in the table.
  assert.equal(await ui.aboutRow('setup-20').getAttribute('data-marks'), 'arithmetic');
  assert.match(await ui.aboutRow('setup-20').innerText(), /our arithmetic/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Save PNG downloads a 2× image that decodes and carries the badge words', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  const [download] = await Promise.all([page.waitForEvent('download'), ui.savePng.click()]);
  assert.equal(download.suggestedFilename(), 'failover-timeline-aeron-graceful-stepdown-tuned.png');
  const bytes = await readFile(await download.path());
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
  const decoded = await page.evaluate(async (b64) => {
    const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bin], { type: 'image/png' }));
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const g = c.getContext('2d');
    g.drawImage(bmp, 0, 0);
    const d = g.getImageData(0, 0, bmp.width, bmp.height).data;
    let ink = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - d[0]) + Math.abs(d[i + 1] - d[1]) + Math.abs(d[i + 2] - d[2]) > 60) ink++;
    return { w: bmp.width, h: bmp.height, ink };
  }, bytes.toString('base64'));
  const canvasW = await ui.timeline.evaluate((c) => c.getBoundingClientRect().width);
  assert.ok(decoded.w >= 1440 && decoded.w % 2 === 0, `2× width: ${decoded.w} (timeline canvas ${canvasW} CSS px)`);
  assert.ok(decoded.h > 2 * 4 * 64, `holds the lanes: ${decoded.h}`);
  assert.ok(decoded.ink > 20000, 'drawn, not blank');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page around the timeline is clean under axe in both languages and themes', async () => {
  for (const q of ['lang=en&theme=light', 'lang=zh&theme=dark']) {
    const { page, context, ui } = await openPage(`${app.server.url}?${q}`);
    const violations = await axe(page);
    assert.deepEqual(violations, [], `${q}: ${JSON.stringify(violations, null, 1)}`);
    await context.close();
  }
});

test('Copy puts the generated config on the clipboard; the config speaks the page language', async () => {
  const { page, context, errors, ui } = await openPage(app.server.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.server.url).origin });
  await ui.configCopy.click();
  await page.waitForFunction(() => document.querySelector('.config-tools [role=status]').textContent.length > 0);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await ui.configText.innerText());
  assert.match(copied, /^aeron\.publication\.heartbeat\.timeout=10000000$/m);
  await ui.lang('zh').click();
  // The first switch to Chinese fetches the first screen's Chinese words.
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  assert.match(await ui.configText.innerText(), /纳秒整数/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('charts are drawn at the device pixel ratio and follow the theme', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?theme=light`, { deviceScaleFactor: 2 });
  await ui.aboutNumbers.waitFor();
  const probe = () =>
    ui.chartCanvas('detection').evaluate((c) => {
      const d = c.getContext('2d').getImageData(1, 1, 1, 1).data;
      return { ratio: c.width / c.getBoundingClientRect().width, bg: [d[0], d[1], d[2]] };
    });
  const light = await probe();
  assert.equal(light.ratio, 2, 'backing store at 2× the CSS size');
  assert.deepEqual(light.bg, [255, 255, 255]);
  await ui.themeToggle.click();
  await page.waitForFunction((s) => {
    const c = document.querySelector(s);
    return c.getContext('2d').getImageData(1, 1, 1, 1).data[0] < 100;
  }, sel('chart-canvas-detection'));
  const dark = await probe();
  assert.ok(dark.bg.every((v) => v < 60), `dark background: ${dark.bg}`);
  assert.deepEqual(errors, []);
  await context.close();
});
