// The first module carries one language's words: English. The Chinese
// ones are a file of the site, fetched only when the page is in Chinese
// (a zh link, a Chinese browser, or the switch), and the first frame of a
// zh link is already Chinese.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, openApp } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();
const WORDS = /\/data\/words-zh-[0-9a-f]+\.txt$/;

test('an English page does not fetch the Chinese words; switching fetches them once, and back', async () => {
  const { page, context, ui, requests, errors } = await openApp(app.browser, app.server.url);
  assert.equal(requests.filter((u) => WORDS.test(u)).length, 0, 'no Chinese words on an English load');
  const en = await ui.byId('zoom-fit').innerText();
  await ui.lang('zh').click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  const zh = await ui.byId('zoom-fit').innerText();
  assert.notEqual(zh, en);
  assert.match(zh, /[\u4e00-\u9fff]/, `the fit button reads Chinese: ${zh}`);
  await ui.lang('en').click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await ui.byId('zoom-fit').innerText(), en);
  await ui.lang('zh').click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  assert.equal(await ui.byId('zoom-fit').innerText(), zh);
  assert.equal(requests.filter((u) => WORDS.test(u)).length, 1, 'fetched once');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a zh link shows Chinese words in its first frame (no English stands in first)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  // The fit button's words the moment it is put on the page.
  await page.addInitScript((fit) => {
    new MutationObserver((_, obs) => {
      const b = document.querySelector(fit);
      if (b && b.textContent) {
        window.__firstFit = b.textContent;
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, sel('zoom-fit'));
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${app.server.url}?lang=zh`);
  await page.waitForFunction(() => window.__firstFit);
  const first = await page.evaluate(() => window.__firstFit);
  assert.match(first, /[\u4e00-\u9fff]/, `first words: ${first}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  assert.equal(requests.filter((u) => WORDS.test(u)).length, 1);
  // The timeline's accessible name, a first-screen word, is Chinese too.
  await page.waitForFunction((t) => document.querySelector(t)?.getAttribute('aria-label'), sel('timeline'));
  assert.match(await page.locator(sel('timeline')).getAttribute('aria-label'), /[\u4e00-\u9fff]/);
  await context.close();
});

test('a Chinese browser opens in Chinese without a lang= in the link', async () => {
  const context = await app.browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.waitForFunction((fit) => document.querySelector(fit)?.textContent, sel('zoom-fit'));
  assert.match(await page.locator(sel('zoom-fit')).innerText(), /[\u4e00-\u9fff]/);
  await context.close();
});
