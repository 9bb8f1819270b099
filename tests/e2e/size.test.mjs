// At size (issue 41), in real Chromium: a generated dataset of 10,000 spans
// (bench/gen-dataset.mjs: 100 lanes × 100 spans) beside a copy of the site
// opens with no rebuild, paints, a knob changes what is drawn, the table
// view lists a page of rows and pages on, and the rows scrolled into the
// window are drawn; and on a 420 × 860 touch phone the timeline's first
// lane is in the first view (default link, a preset, the tour), the desktop
// unchanged. Behaviour only: speed is `make bench`'s (bench/size.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, DIST, launch, openApp } from './support.mjs';
import { sel } from './page.mjs';
import { writeDataset } from '../../bench/gen-dataset.mjs';

const env = {};
before(async () => {
  env.root = await mkdtemp(join(tmpdir(), 'ft-e2e-size-'));
  await cp(DIST, env.root, { recursive: true });
  env.id = writeDataset(join(env.root, 'data'), 100, 100);
  env.server = await serve({ root: env.root });
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
  if (env.root) await rm(env.root, { recursive: true, force: true });
});

/** Non-background pixels of the canvas between CSS rows y0 and y1. */
const inked = (page, y0, y1) =>
  page.evaluate(
    ([y0, y1]) => {
      const c = document.querySelector('[data-testid=timeline]');
      const r = c.width / c.getBoundingClientRect().width;
      const d = c.getContext('2d').getImageData(0, Math.round(y0 * r), c.width, Math.round((y1 - y0) * r)).data;
      const [br, bg, bb] = [d[0], d[1], d[2]];
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - br) + Math.abs(d[i + 1] - bg) + Math.abs(d[i + 2] - bb) > 30) n++;
      return n;
    },
    [y0, y1],
  );

test('a dataset file of 10,000 spans opens, paints, follows a knob, and its table pages', async () => {
  const { page, context, errors, ui } = await openApp(env.browser, `${env.server.url}?dataset=${env.id}`, { wait: false });
  await page.waitForFunction((id) => new URLSearchParams(location.search).get('dataset') === id && /Benchmark/.test(document.querySelector('h1')?.textContent ?? ''), env.id, { timeout: 120000 });
  await page.waitForFunction(() => document.querySelector('[data-testid=timeline]')?.dataset.horizonMs, null, { timeout: 120000 });
  const canvas = ui.timeline;
  const laneH = Number(await canvas.getAttribute('data-lane-h'));
  const rulerH = Number(await canvas.getAttribute('data-ruler-h'));
  assert.ok((await canvas.boundingBox()).height >= rulerH + 100 * laneH - 1, 'a hundred lanes tall');
  // Its first lanes are painted.
  await canvas.evaluate((c) => c.scrollIntoView({ block: 'start' }));
  await page.waitForFunction(() => performance.getEntriesByName('ft-paint').length > 0);
  assert.ok((await inked(page, rulerH, rulerH + 3 * laneH)) > 2000, 'the first lanes are drawn');
  // A knob moves the handoff.
  const before = await canvas.getAttribute('data-horizon-ms');
  await ui.knob('hb').evaluate((el) => {
    el.value = '0';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForFunction((h) => document.querySelector('[data-testid=timeline]').dataset.horizonMs !== h, before);
  assert.ok(Number(await canvas.getAttribute('data-horizon-ms')) < Number(before), 'a shorter park time, a shorter handoff');
  // The last lanes, scrolled into the window, are drawn too.
  const bottom = rulerH + 100 * laneH;
  await page.evaluate((y) => {
    const top = document.querySelector('[data-testid=timeline]').getBoundingClientRect().top + scrollY;
    scrollTo(0, top + y - innerHeight + 20);
  }, bottom);
  await page.waitForFunction(() => performance.getEntriesByName('ft-paint').length > 0);
  await page.waitForTimeout(100);
  assert.ok((await inked(page, bottom - 3 * laneH, bottom)) > 2000, 'the last lanes are drawn once in the window');
  // The table view lists a page of spans, and pages on.
  await ui.byId('table-toggle').click();
  const pager = page.locator(sel('table-pager-rows'));
  await pager.waitFor();
  assert.match(await pager.innerText(), /^Spans 1–50 of 10,?000$/);
  const rows = page.locator(sel('table-stage'));
  assert.equal(await rows.count(), 100, 'two stages of each of 50 spans');
  const first = await rows.first().getAttribute('data-span');
  await ui.byId('table-pager-next').click();
  await page.waitForFunction(() => /^Spans 51–100/.test(document.querySelector('[data-testid=table-pager-rows]').textContent));
  assert.notEqual(await rows.first().getAttribute('data-span'), first, 'the next page lists other spans');
  assert.equal(await rows.count(), 100);
  assert.equal(await ui.byId('table-pager-prev').isDisabled(), false);
  // Its times follow the knob, as the first page's did.
  const end = await rows.first().locator('td').nth(5).innerText();
  await ui.knob('hb').evaluate((el) => {
    el.value = '3';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForFunction(
    ([s, end]) => document.querySelectorAll(s)[0].querySelectorAll('td')[5].textContent !== end,
    [sel('table-stage'), end],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a bundled dataset needs no pager: every span in one page', async () => {
  const { page, context, ui } = await openApp(env.browser, env.server.url);
  await ui.byId('table-toggle').waitFor();
  assert.equal(await page.locator(sel('table-pager')).count(), 0);
  await context.close();
});

/** Where the timeline's first lane ends, CSS px from the page's top. */
async function firstLaneBottom(page) {
  return page.evaluate(() => {
    const c = document.querySelector('[data-testid=timeline]');
    return c.getBoundingClientRect().top + scrollY + Number(c.dataset.rulerH) + Number(c.dataset.laneH);
  });
}

test('on a 420 × 860 phone the timeline’s first lane is in the first view; the desktop keeps its order', async () => {
  for (const q of ['', 'preset=tuned', 'tour=1', 'lang=zh']) {
    const context = await env.browser.newContext({ viewport: { width: 420, height: 860 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${env.server.url}?${q}`);
    await page.waitForFunction(() => document.querySelector('[data-testid=timeline]')?.width > 0 && document.documentElement.dataset.words === 'all');
    const y = await firstLaneBottom(page);
    assert.ok(y <= 860, `?${q}: the first lane ends at ${y.toFixed(0)} px`);
    // The tools and the key come after it on a phone.
    const tools = await page.locator(sel('find')).boundingBox();
    assert.ok(tools.y > y - 64, `?${q}: the find box below the timeline`);
    await context.close();
  }
  const { page, context } = await openApp(env.browser, env.server.url);
  const find = await page.locator(sel('find')).boundingBox();
  const top = await page.evaluate(() => document.querySelector('[data-testid=timeline]').getBoundingClientRect().top + scrollY);
  assert.ok(find.y < top, 'on a desktop the tools stay above the timeline');
  await context.close();
});
