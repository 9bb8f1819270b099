// The first load carries a dataset's first file: its English, without the
// words no first frame shows (a stage's note, a tour's sentences, the
// sources' quotes: `model::packed::LATER_WORDS`).
// The file with all the words comes right after the first frame. This
// checks the rule that makes that safe: for every preset of every bundled
// dataset (and compare, the embed, a tour step's link is not one: it opens
// in full), a first frame drawn from the first file reads exactly as the
// same frame drawn once all the words are here — every text, every
// attribute, the canvas's pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, withApp } from './support.mjs';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { sel } from './page.mjs';

const app = withApp();
const DATA = new URL('../../data/', import.meta.url);
const datasets = () =>
  readdirSync(DATA)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, DATA), 'utf8')));
const FULL = /\/data\/[^/]+\.zh\.packed$/;
const FIRST = /\/data\/[^/]+-[0-9a-f]{16}\.packed$/;
const SECOND = /\/(page\.js|page_bg\.wasm)(\?v=[0-9a-f]{16})?$/;

/**
 * Everything the page shows, as text: each element's own text, its
 * attributes, and the canvas. What a closed disclosure holds is not shown
 * until it is opened (by then the words are here): only its summary is.
 */
function snapshot() {
  const out = [];
  const walk = (el, depth) => {
    if (el.parentElement?.tagName === 'DETAILS' && !el.parentElement.open && el.tagName !== 'SUMMARY') return;
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
    const attrs = [...el.attributes]
      .filter((a) => a.name !== 'data-words' && a.name !== 'style')
      .map((a) => `${a.name}=${a.value}`)
      .join(' ');
    out.push(`${' '.repeat(depth)}<${el.tagName} ${attrs}> ${own.trim()}`);
    if (el.tagName === 'CANVAS') out.push(el.toDataURL());
    for (const c of el.children) walk(c, depth + 1);
  };
  walk(document.documentElement, 0);
  return out;
}

/**
 * The page at `query`, first frame only: the full file held back (or not),
 * the page below never loaded. `fromFull`: the first file's request is
 * answered with the file with all the words, so the page starts from it
 * (what the first frame would be if the first load carried every word).
 */
async function frame(query, { full, fromFull = false }) {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await context.route(SECOND, () => {}); // never answered: the page below stays out of both
  if (!full) await context.route(FULL, () => {});
  if (fromFull) {
    await context.route(FIRST, (r) => {
      const name = new URL(r.request().url()).pathname.split('/').pop().replace(/\.packed$/, '.zh.packed');
      r.fulfill({ body: readFileSync(join(DIST, 'data', name)), contentType: 'application/octet-stream', headers: { 'access-control-allow-origin': '*' } });
    });
  }
  await page.goto(`${app.server.url}?${query}`);
  await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0);
  const words = full ? 'all' : 'first';
  await page.waitForFunction((w) => document.documentElement.dataset.words === w, words);
  // The canvas paints in a frame: wait for two.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shot = await page.evaluate(snapshot);
  await context.close();
  assert.deepEqual(errors, []);
  return shot;
}

/** The lines that differ (the page's structure is the same either way: only words could differ). */
function diff(a, b) {
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < 12; i++) {
    if (a[i] !== b[i]) out.push(`line ${i}:\n  first file: ${a[i]?.slice(0, 200)}\n  all words:  ${b[i]?.slice(0, 200)}`);
  }
  return out.join('\n');
}

/** The links to check: each preset of each bundled dataset, compare, the embed. */
function links() {
  const out = [];
  for (const ds of datasets()) {
    const base = `dataset=${ds.id}&lang=en&theme=light`;
    for (const p of ds.presets) out.push(`${base}&preset=${p.id}`);
    const [a, b] = ds.presets;
    if (b) out.push(`${base}&preset=${a.id}&b.preset=${b.id}`);
    out.push(`${base}&embed=1`);
    out.push(`dataset=${ds.id}&lang=en&theme=dark`);
  }
  return out;
}

for (const query of links()) {
  test(`a first frame from the first file reads as with all the words: ${query}`, async () => {
    const first = await frame(query, { full: false });
    const all = await frame(query, { full: true });
    assert.ok(first.length > 50, 'the page drew something');
    assert.equal(diff(first, all), '');
    // And once the full file has replaced the first, the page reads as one
    // that started from it: nothing kept the first file's empty words.
    const fromFull = await frame(query, { full: true, fromFull: true });
    assert.equal(diff(all, fromFull), '');
  });
}

/** Links whose first frame shows more than a first frame's words: a tour step, an open block. */
function fullLinks() {
  return datasets().flatMap((ds) => {
    const base = `dataset=${ds.id}&lang=en`;
    return [...(ds.tour?.length ? [`${base}&tour=1`] : []), `${base}&sel=${ds.spans[0].id}`];
  });
}

for (const query of fullLinks()) {
  test(`a link that opens a tour step or a block starts from the file with all the words: ${query}`, async () => {
    const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The first files are refused: the page must not need one.
    await context.route(/\/data\/[^/]+-[0-9a-f]{16}\.packed$/, (r) => r.abort());
    await page.goto(`${app.server.url}?${query}`);
    await page.waitForFunction(() => performance.getEntriesByName('ft-first-paint').length > 0);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.words), 'all');
    const open = query.includes('tour=') ? sel('tour-quote') : sel('drilldown');
    await page.locator(open).waitFor();
    assert.ok((await page.locator(open).innerText()).trim().length > 20, 'its words are there');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the full file comes once, after the first frame, and a block then says everything', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${app.server.url}?lang=en`);
  await page.waitForFunction(() => document.documentElement.dataset.words === 'all');
  assert.equal(requests.filter((u) => FULL.test(u)).length, 1, 'one fetch, shared with the page below');
  // A drill-down now shows its words: a stage's source sentence.
  await page.locator(sel('timeline')).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const drill = page.locator(sel('drilldown'));
  await drill.waitFor();
  assert.ok((await drill.innerText()).length > 80, 'the drill-down has its words');
  await context.close();
});
