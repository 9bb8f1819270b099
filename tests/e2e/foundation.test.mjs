// The foundation in real Chromium: the page loads clean, the canvas draws,
// the lanes are readable text, the canvas is crisp at DPR 1 and 2, and the
// static dist/ works from a sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, serve, openApp, paintedPixels } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();

test('the page loads with no console error and paints the timeline', async () => {
  const { page, errors, context, ui } = await openApp(app.browser, app.server.url);
  const painted = await paintedPixels(page);
  assert.ok(painted > 5000, `only ${painted} non-background pixels`);
  assert.deepEqual(errors, []);
  assert.equal(await page.locator('#fatal').count(), 0, 'no fatal error shown');
  await context.close();
});

test('with JavaScript off, the page says what it needs, in both languages', async () => {
  const context = await app.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(app.server.url);
  const text = await page.locator('body').innerText();
  assert.match(text, /needs JavaScript and WebAssembly/);
  assert.match(text, /需要 JavaScript 和 WebAssembly/);
  await context.close();
});

test('a phone-width window (420 px) scrolls only down, not sideways', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url, { viewport: { width: 420, height: 900 } });
  await ui.chart('slow-tick').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, `the page is ${overflow} px wider than the window`);
  const chart = await ui.chart('slow-tick').boundingBox();
  assert.ok(chart.x >= 0 && chart.x + chart.width <= 420, `chart at ${chart.x}..${chart.x + chart.width}`);
  await context.close();
});

test('the header and tool bar controls are named, and renamed when the language switches', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const names = {
    en: { group: ['Language', 'Zoom'], button: ['dark theme', 'Copy link', 'Zoom in', 'Zoom out'], combobox: ['System'] },
    zh: { group: ['语言', '缩放'], button: ['深色主题', '复制链接', '放大', '缩小'], combobox: ['系统'] },
  };
  for (const lang of ['en', 'zh']) {
    await ui.lang(lang).click();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    for (const [role, list] of Object.entries(names[lang])) {
      for (const name of list) {
        const n = await page.getByRole(role, { name, exact: true }).count();
        assert.equal(n, 1, `${lang}: one ${role} named ${name}`);
      }
    }
  }
  await context.close();
});

test('the four lane names are readable in the accessible DOM', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const list = page.getByRole('list', { name: 'Lanes' });
  const items = list.getByRole('listitem');
  assert.equal(await items.count(), 4);
  const texts = (await items.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  assert.deepEqual(texts, [
    'node0 OLD leader (demoting)',
    'node1 follower',
    'node2 NEW leader',
    'client cluster client',
  ]);
  await context.close();
});

for (const dpr of [1, 2]) {
  test(`the canvas backing store is its CSS size × devicePixelRatio at ${dpr}×`, async () => {
    const { page, context, ui } = await openApp(app.browser, app.server.url, { deviceScaleFactor: dpr });
    const m = await ui.timeline.evaluate((c) => {
      const r = c.getBoundingClientRect();
      return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, dpr: devicePixelRatio };
    });
    assert.equal(m.dpr, dpr);
    assert.ok(m.cssW > 300 && m.cssH > 100, JSON.stringify(m));
    assert.ok(Math.abs(m.w - m.cssW * dpr) <= 1, JSON.stringify(m));
    assert.ok(Math.abs(m.h - m.cssH * dpr) <= 1, JSON.stringify(m));
    await context.close();
  });
}

test('the canvas follows the window when it is resized', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const width = () => ui.timeline.evaluate((c) => c.width);
  const before = await width();
  await page.setViewportSize({ width: 900, height: 900 });
  await page.waitForFunction(({ s, w }) => document.querySelector(s).width !== w, { s: sel('timeline'), w: before });
  const after = await width();
  assert.ok(after < before, `${before} → ${after}`);
  await context.close();
});

test('dist/ works when hosted under a sub-path', async () => {
  const sub = await serve({ prefix: '/docs/tools/stepdown/' });
  try {
    const { page, errors, context, ui } = await openApp(app.browser, sub.url);
    assert.ok((await paintedPixels(page)) > 5000);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await sub.close();
  }
});
