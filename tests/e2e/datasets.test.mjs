// A second system and the dataset picker, in real Chromium under the
// strict CSP: StoatFlow's four scenarios with their headlines and hooks, the
// detection-window knob refusing to quote, the crash race drawn, the picker
// switching and the URL round-tripping, the lazy fetch (and its failure),
// Chinese and dark, axe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, serve, openApp, axe, tableStage } from './support.mjs';
import { readdir, mkdtemp, cp, rm, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST } from './support.mjs';

const app = withApp();
const SF = (q = '') => `${app.server.url}?dataset=stoatflow${q ? `&${q}` : ''}`;

const SCENARIOS = [
  // The page's unit and rounding; data-outage-ms stays in ms.
  { id: 'switch', outage: '900', text: /stop-the-world ~0\.4–0\.9 s/ },
  { id: 'sigterm', outage: '900', text: /stop-the-world ~0\.4–0\.9 s/ },
  { id: 'crash', outage: '3600', text: /stop-the-world ~3\.6 s/ },
  { id: 'nodeloss', outage: '8500', text: /stop-the-world ~8\.5 s/ },
];

for (const s of SCENARIOS) {
  test(`StoatFlow ${s.id}: the headline is stop-the-world, measured, with its hooks`, async () => {
    const { page, context, errors, ui } = await openApp(app.browser, SF(`scenario=${s.id}`));
    const b = await ui.badgeState();
    assert.equal(b.verdict, 'measured');
    assert.equal(b.outage, s.outage, 'a range gives its upper end');
    assert.match(b.text, s.text);
    assert.match(await page.locator('h1').innerText(), /StoatFlow/);
    // Quotes are the English page's sentences, marked as English.
    const quotes = ui.badge().locator('blockquote');
    assert.ok((await quotes.count()) > 0);
    for (const lang of await quotes.evaluateAll((qs) => qs.map((q) => q.closest('[lang]').getAttribute('lang')))) {
      assert.equal(lang, 'en');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the crash race: the active is back at 3.6 s while the standby clock runs to 7 s', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, SF('preset=crash'));
  const recover = await tableStage(page, 'recover', 'repromote');
  const clock = await tableStage(page, 'detect', 'staleness');
  assert.equal(recover.end, 3600);
  assert.equal(clock.end, 7000);
  const promote = await tableStage(page, 'promote', 'promote');
  assert.equal(promote.end - promote.start, 0, 'the standby never promotes');
  assert.equal(await ui.whatIf.count(), 0, 'stock: no what-if');
  // A selection links like any other: the drill-down of the active's recovery.
  await page.goto(SF('preset=crash&sel=recover'));
  const drill = ui.drilldown;
  await drill.waitFor();
  assert.match(await drill.innerText(), /2200/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a non-stock detection window is drawn but refused, with the spurious-promotion warning', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, SF('scenario=crash&detection=3s'));
  const b = await ui.badgeState();
  assert.equal(b.verdict, 'not-measured');
  assert.equal(b.outage, null, 'no number to quote');
  assert.equal(b.e2e, null);
  assert.doesNotMatch(b.text, /stop-the-world \d/);
  assert.match(b.text, /Only the stock 7 s detection window was measured/);
  const whatIf = await ui.whatIf.innerText();
  assert.match(whatIf, /Drawn, not measured/);
  assert.match(whatIf, /spurious promotion/);
  // Below the in-place recovery the standby's clock fires first: it promotes.
  const promote = await tableStage(page, 'promote', 'promote');
  assert.equal(promote.start, 3000);
  assert.equal(promote.end, 3800);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the picker switches dataset, keeps language and theme, and the URL round-trips', async () => {
  const { page, context, errors, requests, ui } = await openApp(app.browser, `${app.server.url}?lang=zh&theme=dark&preset=stock`);
  // The first load fetched no other dataset.
  assert.ok(!requests.some((u) => u.includes('stoatflow')), requests.join('\n'));
  const picker = ui.datasetPicker;
  const options = await picker.locator('option').allInnerTexts();
  assert.equal(options.length, (await readdir(new URL('../../data', import.meta.url))).filter((f) => f.endsWith('.json')).length);
  await picker.selectOption('stoatflow');
  await ui.waitForBadge('a', 'outageMs', '900');
  // In Chinese: the dataset's file with both languages.
  assert.ok(requests.some((u) => /data\/stoatflow-[0-9a-f]{16}\.zh\.packed$/.test(u)), 'fetched when shown');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('dataset'), 'stoatflow');
  assert.equal(url.searchParams.get('lang'), 'zh');
  assert.equal(url.searchParams.get('theme'), 'dark');
  assert.equal(url.searchParams.get('preset'), null, 'configuration reset to the default');
  assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
  assert.match((await ui.badgeState()).text, /全停顿/);
  // A knob change lands in the URL; reloading it shows the same view.
  await ui.preset('nodeloss').click();
  await page.waitForFunction(() => location.search.includes('preset=nodeloss'));
  await page.reload();
  await ui.waitForBadge('a', 'outageMs', '8500');
  // Back to the Aeron page through history.
  await page.goBack();
  await ui.waitForBadge('a', 'outageMs', '900');
  await page.goBack();
  await ui.waitForBadge('a', 'outageMs', '266');
  assert.equal(await ui.datasetPicker.inputValue(), 'aeron-graceful-stepdown');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a dataset name that cannot be one and the other dataset’s parameters are notices, never applied', async () => {
  // (A well-formed name that is not bundled is a dataset file beside the
  // site: dataset-files.test.mjs.)
  let { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?dataset=..%2Fnope&scenario=crash`);
  let items = await ui.urlNoticeItems.allInnerTexts();
  assert.ok(items.some((t) => t.includes('dataset=../nope')), items.join('\n'));
  assert.ok(items.some((t) => /scenario=crash belongs to the dataset “StoatFlow/.test(t)), items.join('\n'));
  assert.equal((await ui.badgeState()).outage, '81', 'the default page, its default view');
  assert.equal(await ui.whatIf.count(), 0, 'a measured configuration is no what-if');
  assert.deepEqual(errors, []);
  await context.close();
  ({ page, context, errors, ui } = await openApp(app.browser, SF('hb=10ms')));
  items = await ui.urlNoticeItems.allInnerTexts();
  assert.ok(items.some((t) => t.startsWith('hb=10ms belongs to the dataset')), items.join('\n'));
  assert.equal((await ui.badgeState()).outage, '900');
  await context.close();
});

test('a dataset that cannot be fetched is a notice; the page keeps working', async () => {
  const root = await mkdtemp(join(tmpdir(), 'ft-dist-'));
  await cp(DIST, root, { recursive: true });
  // Every dataset's files but the default one's are gone (the Chinese
  // words stay: they are no dataset's).
  const dflt = (await readFile(new URL('../../data/default.txt', import.meta.url), 'utf8')).trim();
  for (const f of await readdir(join(root, 'data'))) if (!f.startsWith(`${dflt}-`) && !f.startsWith('words-')) await rm(join(root, 'data', f), { recursive: true });
  const server = await serve({ root });
  try {
    const { page, context, errors, ui } = await openApp(app.browser, `${server.url}?dataset=stoatflow&lang=zh`);
    const items = await ui.urlNoticeItems.allInnerTexts();
    assert.ok(items.some((t) => t.includes('加载失败') && t.includes('404')), items.join('\n'));
    assert.equal((await ui.badgeState()).verdict, 'measured', 'the default dataset is shown');
    // Only the failed request itself may be logged.
    assert.ok(errors.every((e) => /404|Failed to load resource/.test(e)), errors.join('\n'));
    await context.close();
  } finally {
    await server.close();
    await rm(root, { recursive: true });
  }
});

test('a default dataset that cannot be fetched is an alert, never a blank page', async () => {
  const root = await mkdtemp(join(tmpdir(), 'ft-dist-'));
  await cp(DIST, root, { recursive: true });
  for (const f of await readdir(join(root, 'data'))) await rm(join(root, 'data', f), { recursive: true });
  const server = await serve({ root });
  try {
    const { page, context } = await openApp(app.browser, server.url, { wait: false });
    const alert = page.locator('.notice[role=alert]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /does not load/);
    assert.match(await alert.innerText(), /404/);
    await context.close();
  } finally {
    await server.close();
    await rm(root, { recursive: true });
  }
});

test('StoatFlow is clean under axe in both languages and themes', async () => {
  for (const q of ['scenario=crash&lang=en&theme=light', 'scenario=nodeloss&detection=3s&lang=zh&theme=dark']) {
    const { page, context, ui } = await openApp(app.browser, SF(q));
    await ui.aboutNumbers.waitFor();
    const violations = await axe(page);
    assert.deepEqual(violations, [], `${q}: ${JSON.stringify(violations, null, 1)}`);
    await context.close();
  }
});

test('StoatFlow saves its PNG and embeds like the default dataset', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, SF('preset=crash'));
  const [download] = await Promise.all([page.waitForEvent('download'), ui.savePng.click()]);
  assert.match(download.suggestedFilename(), /^failover-timeline-.*\.png$/);
  const bytes = await readFile(await download.path());
  assert.deepEqual([...bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47], 'a PNG');
  if (process.env.SHOTS) await writeFile(join(process.env.SHOTS, 'stoatflow-crash.png'), bytes);
  assert.ok(bytes.length > 20000, `drawn, not blank: ${bytes.length} bytes`);
  await context.close();
  const embed = await openApp(app.browser, SF('preset=nodeloss&embed=1'), { wait: false });
  await embed.ui.openFull.waitFor();
  assert.equal((await embed.ui.badgeState()).outage, '8500');
  const full = new URL(await embed.ui.openFull.getAttribute('href'), app.server.url);
  assert.equal(full.searchParams.get('dataset'), 'stoatflow', 'the full view keeps the dataset');
  assert.equal(full.searchParams.get('preset'), 'nodeloss');
  assert.deepEqual([...errors, ...embed.errors], []);
  await embed.context.close();
});
