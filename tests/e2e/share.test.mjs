// Share, embed, two languages, two themes, bad input — in real Chromium,
// under the strict CSP the test server sends with every response.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, serve, openApp, axe, paintedPixels, wasmMemoryAfter } from './support.mjs';
import { AppPage, sel } from './page.mjs';

const app = withApp();

const settle = (page) => page.waitForTimeout(400); // past the URL debounce

test('a shared URL restores the view; explicit knobs override the preset', async () => {
  const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?preset=floor-multi-az`);
  assert.equal((await ui.badgeState()).outage, '65');
  await page.goto(`${app.server.url}?preset=stock&slow_tick=1ms&zoom=4`);
  const b = await ui.badgeState();
  assert.equal(b.verdict, 'not-measured');
  assert.equal(await ui.zoom.inputValue(), '4');
  assert.match(await ui.knobOutput('tick').innerText(), /^1 ms/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('controls replace the URL; a preset click pushes one history entry; Back restores', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const length0 = await page.evaluate(() => history.length);
  await ui.knob('setup').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft'); // setup 20 ms, three changes while "dragging"
  await settle(page);
  assert.equal(new URL(page.url()).search, '?setup=20ms');
  assert.equal(await page.evaluate(() => history.length), length0, 'no history spam');
  await ui.preset('stock').click();
  await settle(page);
  assert.equal(new URL(page.url()).search, '?preset=stock');
  assert.equal(await page.evaluate(() => history.length), length0 + 1);
  assert.equal((await ui.badgeState()).outage, '266');
  await page.goBack();
  await ui.waitForBadge('a', 'verdict', 'not-measured');
  assert.equal(new URL(page.url()).search, '?setup=20ms');
  await page.goForward();
  await ui.waitForBadge('a', 'outageMs', '266');
  await context.close();
});

test('bad parameters get a notice naming them; valid ones still apply', async () => {
  const { page, context, errors, ui } = await openApp(
    app.browser,
    `${app.server.url}?hb=abc&zoom=-5&slow_tick=3ms&lang=xx&env=single-az&colour=red`,
  );
  const items = await ui.urlNoticeItems.allInnerTexts();
  assert.equal(items.length, 5, items.join('\n'));
  assert.match(items[0], /hb=abc is not accepted \(accepted: 100ms, 20ms, 10ms, 5ms\)/);
  assert.match(items[1], /zoom=-5 is not accepted \(accepted: a number of px per ms from 0\.02 to 64\)/);
  assert.match(items[2], /slow_tick=3ms is not accepted \(accepted: 10ms, 1ms, 500us, 100us\)/);
  assert.match(items[3], /lang=xx is not accepted \(accepted: en, zh\)/);
  assert.match(items[4], /colour=red: unknown parameter/);
  assert.match(await ui.knobOutput('env').innerText(), /single-AZ/);
  assert.ok((await paintedPixels(page)) > 5000);
  await ui.urlNoticeDismiss.click();
  assert.equal(await ui.urlNotice.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in Chinese, a notice words its accepted values in Chinese too', async () => {
  const { context, ui } = await openApp(app.browser, `${app.server.url}?lang=zh&zoom=abc&sel=nope&cp=2`);
  const items = await ui.urlNoticeItems.allInnerTexts();
  assert.deepEqual(items, [
    'zoom=abc 无效（可用：每毫秒 0.02 到 64 像素之间的数）',
    'sel=nope 无效（可用：时间轴上某一段的 id、某个子阶段的 SPAN/STAGE，或某条连线的 id）',
    'cp=2 无效（可用：1, 0）',
  ]);
  await context.close();
});

test('script and HTML payloads in the URL are shown as text and never run', async () => {
  const payloads = ['<img src=x onerror=alert(1)>', '<script>alert(2)</script>', '"><svg onload=alert(3)>', "javascript:alert(4)"];
  const q = `hb=${encodeURIComponent(payloads[0])}&sel=${encodeURIComponent(payloads[1])}&${encodeURIComponent(payloads[2])}=1&lang=${encodeURIComponent(payloads[3])}`;
  const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}?${q}`);
  const notice = ui.urlNotice;
  const text = await notice.innerText();
  for (const p of payloads) assert.ok(text.includes(p), `${p} shown as text in: ${text}`);
  assert.equal(await notice.locator('img, script, svg, b').count(), 0, 'no injected element');
  assert.equal(await page.locator('img[src=x], svg[onload]').count(), 0);
  assert.deepEqual(errors, [], 'no dialog, no error');
  await context.close();
});

test('lang=zh shows Chinese lanes, badge and notices; the switcher goes back', async () => {
  const { page, context, ui } = await openApp(app.browser, `${app.server.url}?lang=zh`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  const lanes = (await ui.laneLabels.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
  assert.deepEqual(lanes, ['node0 旧 leader（正在让位）', 'node1 follower', 'node2 新 leader', '客户端 集群客户端']);
  assert.match((await ui.badgeState()).text, /客户端中断 81 ms · 端到端 85 ms/);
  assert.match(await ui.preset('tuned').innerText(), /调优后/);
  await ui.lang('en').click();
  assert.match((await ui.badgeState()).text, /client outage 81 ms · end-to-end 85 ms/);
  await context.close();
});

test('switching language back and forth does not grow wasm memory', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  await ui.aboutNumbers.waitFor(); // the whole page is built
  const warm = await wasmMemoryAfter(page, 60, 'lang');
  const after = await wasmMemoryAfter(page, 200, 'lang');
  // The knob table's sources once kept ~1.3 KB per switch.
  assert.equal(after, warm, `wasm memory ${warm} → ${after} bytes`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await context.close();
});

test('the language follows navigator.language when the URL does not say', async () => {
  const context = await app.browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const ui = new AppPage(page);
  await page.goto(app.server.url);
  await ui.badge().waitFor();
  assert.match((await ui.badgeState()).text, /客户端中断/);
  await context.close();
});

test('two themes: the canvas and page follow theme= and the toggle', async () => {
  const bg = (page) =>
    page.evaluate((timeline) => {
      const c = document.querySelector(timeline);
      const d = c.getContext('2d').getImageData(2, 2, 1, 1).data;
      return d[0] + d[1] + d[2];
    }, sel('timeline'));
  const { page, context, ui } = await openApp(app.browser, `${app.server.url}?theme=dark`);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.ok((await bg(page)) < 150, 'dark canvas');
  await ui.themeToggle.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.waitForTimeout(50);
  assert.ok((await bg(page)) > 600, 'light canvas');
  await context.close();
  const dark = await app.browser.newContext({ colorScheme: 'dark' });
  const p2 = await dark.newPage();
  await p2.goto(app.server.url);
  await p2.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await dark.close();
});

for (const q of ['?theme=dark', '?lang=zh', '?lang=zh&theme=dark']) {
  test(`axe-core is clean with ${q}`, async () => {
    const { page, context, ui } = await openApp(app.browser, app.server.url + q);
    await ui.tableToggle.click();
    assert.deepEqual(await axe(page), []);
    await context.close();
  });
}

for (const theme of ['light', 'dark']) {
  test(`the focus ring stands out from the page at 3:1 or more (${theme} theme)`, async () => {
    const { page, context, ui } = await openApp(app.browser, `${app.server.url}?theme=${theme}`);
    await ui.themeToggle.focus();
    await page.keyboard.press('Shift+Tab'); // keyboard focus, so :focus-visible applies
    await page.keyboard.press('Tab');
    const ratio = await page.evaluate(() => {
      const rgb = (c) => c.match(/\d+/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) =>
        [r, g, b].map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
      const ring = lum(rgb(getComputedStyle(document.activeElement).outlineColor));
      const page = lum(rgb(getComputedStyle(document.body).backgroundColor));
      return (Math.max(ring, page) + 0.05) / (Math.min(ring, page) + 0.05);
    });
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'theme-toggle');
    assert.ok(ratio >= 3, `focus ring against the page: ${ratio.toFixed(2)}:1`);
    await context.close();
  });
}

test('embed=1 works inside an iframe: timeline, badge, compact knobs, a link to the full view', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const ui = new AppPage(page);
  await page.goto(`${app.server.url}?embed=1&preset=stock`);
  await ui.badge().waitFor();
  assert.equal(await page.locator('.inert').count(), 0, 'no inert panel in the embed');
  const href = await ui.openFull.getAttribute('href');
  assert.match(href, /preset=stock/);
  assert.doesNotMatch(href, /embed/);
  // The same page inside an iframe on another document.
  await page.setContent(`<iframe title="timeline" src="${app.server.url}?embed=1" width="1100" height="800"></iframe>`);
  const frame = new AppPage(page.frameLocator('iframe'));
  await frame.badge().waitFor();
  assert.equal(await frame.badge().getAttribute('data-outage-ms'), '81');
  assert.ok((await frame.knob('hb').count()) === 1);
  await context.close();
});

test('served under a sub-path with a preset URL, with no request off its own origin', async () => {
  const sub = await serve({ prefix: '/docs/tools/stepdown/' });
  try {
    const { page, context, errors, requests, ui } = await openApp(app.browser, `${sub.url}?preset=stock`);
    assert.equal((await ui.badgeState()).outage, '266');
    await ui.preset('tuned').click();
    await settle(page);
    assert.equal(new URL(page.url()).pathname, '/docs/tools/stepdown/');
    const origin = new URL(sub.url).origin;
    const foreign = requests.filter((r) => !r.startsWith(origin) && !r.startsWith('data:'));
    assert.deepEqual(foreign, []);
    assert.deepEqual(errors, [], 'no CSP violation or other error');
    await context.close();
  } finally {
    await sub.close();
  }
});

test('Copy link puts the current URL on the clipboard and says so', async () => {
  const { page, context, ui } = await openApp(app.browser, `${app.server.url}?preset=stock`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.server.url).origin });
  await ui.copyLink.click();
  await ui.copyStatus.filter({ hasText: 'Link copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  await context.close();
});
