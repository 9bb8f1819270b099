// Issue 14: the page in two modules. The first module (timeline, badge,
// presets, knobs, drill-down) works on its own; the page below the timeline
// and the exports are a second module it loads after its first frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, serve, launch, CSP } from './support.mjs';
import { AppPage, sel } from './page.mjs';

const app = withApp();

/** The second module's JS and wasm, and the reference text it fetches. */
const CONFIG = sel('config-text');
const textIs = ([s, t]) => document.querySelector(s)?.innerText === t;
const textIsNot = ([s, t]) => document.querySelector(s)?.innerText !== t;

const SECOND = /\/(page\.js|page_bg\.wasm|data\/[^/]+\.reference\.packed)(\?v=[0-9a-f]{16})?$/;

async function open(url, route) {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const errors = [];
  const requests = [];
  if (route) await context.route(SECOND, route);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url);
  // The timeline's first paint: the table view comes with the second module,
  // which these tests hold back or break (the embed never has one).
  await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0);
  return { page, context, errors, requests, ui: new AppPage(page) };
}

test('the first part works while the second is held back, then the page is whole', async () => {
  let release;
  const released = new Promise((ok) => (release = ok));
  const { page, context, errors, requests, ui } = await open(app.server.url, async (route) => {
    await released;
    await route.continue();
  });
  // Held back: the status says so, nothing below the timeline yet.
  await ui.partLoading.waitFor();
  assert.equal(await ui.aboutNumbers.count(), 0);
  assert.equal(await ui.savePng.count(), 0);
  assert.equal(await ui.tableToggle.count(), 0, 'the table view comes with the second part');
  // Preset, knob and drill-down work on the first module alone.
  await ui.preset('floor-single-az').click();
  assert.equal((await ui.badgeState()).outage, '51');
  await ui.preset('tuned').click();
  await ui.knob('setup').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal((await ui.badgeState()).verdict, 'not-measured');
  await page.keyboard.press('ArrowRight');
  assert.equal((await ui.badgeState()).outage, '81');
  await ui.timeline.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await ui.drilldown.waitFor();
  await page.keyboard.press('Escape');
  assert.ok(requests.some((u) => /\/page\.js\?v=[0-9a-f]{16}$/.test(u)), 'asked for, with the build in its URL, held back');
  assert.ok(requests.every((u) => !/\/page(_bg\.wasm|\.js)$/.test(u)), 'never without the build');
  // Released: the page below the timeline and the exports arrive.
  release();
  await ui.aboutNumbers.waitFor();
  await ui.savePng.waitFor();
  await ui.partLoading.waitFor({ state: 'detached' });
  // The table view arrives in its place in the first module's page, and opens.
  await ui.tableToggle.click();
  assert.ok(await ui.tableStages.first().isVisible());
  assert.ok((await ui.tableStages.count()) > 20);
  assert.equal(await page.locator(`${sel('table-slot')} ${sel('table-toggle')}`).count(), 1);
  assert.ok(requests.some((u) => /\/page_bg\.wasm\?v=[0-9a-f]{16}$/.test(u)), 'its wasm, with the build in its URL');
  assert.ok(requests.every((u) => !/\/page(_bg\.wasm|\.js)$/.test(u)), 'never without the build');
  assert.ok(requests.some((u) => u.endsWith('.reference.packed')), 'the reference text came with it');
  // The first module fetched the timeline's English-only file; the second
  // its file with both languages (the page below can switch to Chinese).
  const english = requests.filter((u) => /-[0-9a-f]{16}\.packed$/.test(u));
  const both = requests.filter((u) => u.endsWith('.zh.packed'));
  assert.equal(english.length, 1, `the first part's English file, once: ${english}`);
  assert.equal(both.length, 1, `the second part's file in both languages, once: ${both}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the two parts follow each other: a preset above changes the config below, a row below changes the timeline', async () => {
  const { page, context, errors, ui } = await open(app.server.url);
  const config = ui.configText;
  await config.waitFor();
  const tuned = await config.innerText();
  await ui.preset('stock').click();
  await page.waitForFunction(textIsNot, [CONFIG, tuned]);
  // A row toggle below the timeline: the timeline's URL follows.
  const id = await ui.inertRows.first().getAttribute('data-inert');
  await ui.inertRowToggle(id).click();
  await page.waitForFunction((k) => new URLSearchParams(location.search).get('inert') === k, id);
  assert.equal(await ui.inertRowToggle(id).getAttribute('aria-pressed'), 'true');
  const stockInert = await config.innerText();
  // A "show on the timeline" button below is a history entry, as a preset is.
  await ui.show('setup-20').click();
  assert.equal((await ui.badgeState()).outage, '261');
  assert.equal(await ui.criticalToggle.isChecked(), true);
  await page.waitForFunction(textIsNot, [CONFIG, stockInert]);
  // Back takes both modules back.
  await page.goBack();
  await page.waitForFunction((k) => new URLSearchParams(location.search).get('inert') === k, id);
  await page.waitForFunction(textIs, [CONFIG, stockInert]);
  assert.equal(await ui.inertRowToggle(id).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the second part follows a language, a theme and a dataset switch', async () => {
  const { page, context, errors, requests, ui } = await open(app.server.url);
  const title = ui.aboutNumbers.locator('h2');
  await title.waitFor();
  assert.equal(await title.innerText(), 'About the numbers');
  await ui.lang('zh').click();
  await page.waitForFunction(textIs, ['#about-title', '关于这些数字']);
  await ui.themeToggle.click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  assert.equal(await ui.configText.count(), 1, 'Aeron has a config panel');
  const aeronRows = await ui.aboutRows.count();
  // Another dataset: the second module mounts again for it, in the same language.
  await ui.datasetPicker.selectOption('stoatflow');
  await ui.waitForBadge('a', 'outageMs', '900');
  await ui.configText.waitFor({ state: 'detached' });
  await page.waitForFunction(textIs, ['#about-title', '关于这些数字']);
  assert.notEqual(await ui.aboutRows.count(), aeronRows);
  assert.equal(await ui.pageBelow.count(), 1);
  assert.ok(requests.some((u) => /stoatflow-[0-9a-f]{16}\.reference\.packed$/.test(u)), 'its reference text');
  // In Chinese the first module fetches the file with both languages and
  // hands it to the second: once, and never the English-only one.
  assert.equal(requests.filter((u) => /stoatflow-[0-9a-f]{16}\.zh\.packed$/.test(u)).length, 1, 'fetched once, by the first part');
  assert.equal(requests.filter((u) => /stoatflow-[0-9a-f]{16}\.packed$/.test(u)).length, 0, 'not the English-only file');
  // Back to Aeron: its panels again.
  await page.goBack();
  await ui.configText.waitFor();
  assert.equal(await ui.aboutRows.count(), aeronRows);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed never loads the second part', async () => {
  for (const q of ['?embed=1', '?embed=1&dataset=stoatflow', '?embed=1&lang=zh&theme=dark']) {
    const { page, context, errors, requests, ui } = await open(app.server.url + q, null);
    await page.waitForTimeout(800);
    assert.ok(!requests.some((u) => SECOND.test(u)), `${q}: ${requests.join('\n')}`);
    assert.equal(await ui.partLoading.count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a second part that does not load is a notice, and the timeline keeps working', async () => {
  for (const failure of ['module', 'wasm']) {
    const { page, context, requests, ui } = await open(app.server.url + '?lang=zh', (route) => {
      const u = route.request().url();
      if (failure === 'module' ? /\/page\.js\?/.test(u) : /\/page_bg\.wasm\?/.test(u)) return route.abort();
      return route.continue();
    });
    const notice = ui.partFailed;
    await notice.waitFor();
    assert.equal(await notice.getAttribute('role'), 'alert');
    assert.match(await notice.innerText(), /页面的其余部分/);
    await ui.preset('floor-single-az').click();
    assert.equal((await ui.badgeState()).outage, '51');
    assert.ok(requests.length > 0);
    await context.close();
  }
});

test('under a sub-path and a strict CSP, both parts load from the origin alone', async () => {
  const server = await serve({ prefix: '/docs/tools/stepdown/', headers: { 'content-security-policy': CSP } });
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = [];
    const requests = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(server.url + '?dataset=stoatflow');
    const ui = new AppPage(page);
    await ui.aboutNumbers.waitFor();
    await ui.saveSvg.waitFor();
    const origin = new URL(server.url).origin;
    assert.deepEqual(requests.filter((u) => !u.startsWith(origin)), [], 'no request leaves the origin');
    assert.ok(requests.every((u) => new URL(u).pathname.startsWith('/docs/tools/stepdown/')), requests.join('\n'));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
