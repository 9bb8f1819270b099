// Dataset files read in the browser (issue 28, items 1–3), in real
// Chromium under the strict CSP: a JSON file beside the site opens by
// ?dataset= and from the picker (data/index.json), in both languages and
// the embed; a file from disk (the file picker and a drop) replaces the
// dataset and, edited and dropped again, keeps the view; a broken file
// lists its errors with JSON paths and line:column, in the page's language
// (serde_json's too), over a page that keeps working; hostile files are
// refused with their reason; a malformed ?dataset= is a notice, never a
// fetch outside data/; an id that is not a dataset name is refused at $.id;
// a loader module that does not load is a notice, the page unchanged.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, launch, openApp, serve, waitForPaint } from './support.mjs';
import { sel } from './page.mjs';

const AERON = JSON.parse(await readFile(new URL('../../data/aeron-graceful-stepdown.json', import.meta.url), 'utf8'));
const STOAT = JSON.parse(await readFile(new URL('../../data/stoatflow.json', import.meta.url), 'utf8'));
const SEEDS = new URL('../../data/seeds/', import.meta.url).pathname;
const EXAMPLES = new URL('../../data/examples/', import.meta.url).pathname;

/** A renamed copy of a bundled dataset, with `edit` applied. */
function renamed(ds, id, edit = (d) => d) {
  const copy = structuredClone(ds);
  copy.id = id;
  copy.title = { en: `${ds.title.en} (file ${id})`, zh: `${ds.title.zh}（文件 ${id}）` };
  return edit(copy);
}

const env = {};
before(async () => {
  // The site, with dataset files written beside it: Aeron renamed, with its
  // seed pages; StoatFlow renamed, without its seed page (003).
  env.root = await mkdtemp(join(tmpdir(), 'ft-files-'));
  await cp(DIST, env.root, { recursive: true });
  const data = join(env.root, 'data');
  await mkdir(join(data, 'seeds'), { recursive: true });
  await writeFile(join(data, 'my-aeron.json'), JSON.stringify(renamed(AERON, 'my-aeron'), null, 2));
  await writeFile(join(data, 'my-stoat.json'), JSON.stringify(renamed(STOAT, 'my-stoat'), null, 2));
  for (const s of ['000', '002']) await cp(join(SEEDS, `${s}.txt`), join(data, 'seeds', `${s}.txt`));
  // The site carries the bundled datasets' seed pages; this copy of it is
  // one whose host left StoatFlow's out.
  await rm(join(data, 'seeds', '003.txt'), { force: true });
  // The guide's examples as a team would host them: the file and its seed page.
  for (const f of ['minimal.json', 'end-to-end-only.json']) await cp(join(EXAMPLES, f), join(data, f));
  for (const f of ['example.txt', 'example-e2e.txt']) await cp(join(EXAMPLES, 'seeds', f), join(data, 'seeds', f));
  await writeFile(join(data, 'my-broken.json'), JSON.stringify(broken('my-broken'), null, 2));
  // The guide's minimal example with a second arm and what the knob buys
  // (no JVM properties, no chart), and the sentence of its second run.
  const minimal = JSON.parse(await readFile(join(EXAMPLES, 'minimal.json'), 'utf8'));
  minimal.id = 'my-buys';
  minimal.seeds.push({ id: 'buys', title: { en: 'A second run, made up for a test' }, lang: 'en' });
  minimal.arms.push({ id: 'fast', config: { 'hb-timeout': '300ms' }, figures: [{ metric: 'outage', values: [540], source: { seed: 'buys', quote: 'With the timeout at 300 ms the standby took over after 540 ms.' } }] });
  minimal.dimensions[0].buys = [{ from: 'stock', to: 'fast', label: { en: '1 s → 300 ms' } }];
  await writeFile(join(data, 'my-buys.json'), JSON.stringify(minimal, null, 2));
  await writeFile(join(data, 'seeds', 'buys.txt'), 'With the timeout at 300 ms the standby took over after 540 ms.\n');
  await writeFile(
    join(data, 'index.json'),
    JSON.stringify({ datasets: [{ id: 'my-aeron', title: { en: 'My Aeron (a file)', zh: '我的 Aeron（文件）' } }, { id: 'my-stoat', title: 'My StoatFlow' }] }),
  );
  env.server = await serve({ root: env.root });
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
  await rm(env.root, { recursive: true, force: true });
});

// A seed page looked for beside the site and not found (the browser logs it).
const SEED_404 = /status of 404/;

const url = (q = '') => `${env.server.url}${q ? `?${q}` : ''}`;

/** Aeron with a problem for several of the loader's checks (names, knobs,
 * events, metrics, arms, presets, the tour). */
function broken(id = AERON.id) {
  const d = structuredClone(AERON);
  d.id = id;
  d.spans[2].lane = 'nowhere';
  d.metrics[0].from = 'end:nothing';
  d.dimensions[0].stock = '7ms';
  d.arms[2].figures[0].metric = 'no-metric';
  d.presets[2].headline.outage_ms = 12345;
  d.tour[0].link = 'zz=1';
  d.spans[1].after = ['later:x'];
  return d;
}

// Ideographs; an English sentence of the loader's.
const CJK = /[\u4e00-\u9fff]/;
const ENGLISH = /\b(unknown|missing|must|is not|needs|expected|invalid)\b/;

/** The problems listed: each item's path and its words after the path and place. */
const listed = (page) =>
  page.locator(sel('dataset-problem')).evaluateAll((li) =>
    li.map((l) => ({ path: l.dataset.path, text: l.innerText, words: l.lastChild.textContent })),
  );

/** Hand `files` ({name, text | bytes | size}) to the page as a drop does. */
function drop(page, file) {
  return page.evaluate(({ name, text, size }) => {
    const body = text !== undefined ? [text] : [new Uint8Array(size)];
    const dt = new DataTransfer();
    dt.items.add(new File(body, name, { type: 'application/json' }));
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, file);
}

/** Drop raw bytes (an array of numbers). */
function dropBytes(page, name, bytes) {
  return page.evaluate(({ name, bytes }) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], name));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, { name, bytes });
}

const problems = (page) => page.locator(sel('dataset-problems'));
const title = (page) => page.locator('h1').first().innerText();
const waitTitle = (page, re) => page.waitForFunction((re) => new RegExp(re).test(document.querySelector('h1')?.textContent ?? ''), re.source);

test('the default page fetches no loader module', async () => {
  const { context, requests, errors } = await openApp(env.browser, url());
  assert.ok(!requests.some((r) => /loader/.test(r)), requests.join('\n'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a dataset file beside the site opens by ?dataset=, checked against its seeds, as a bundled one is shown', async () => {
  const { page, context, requests, errors, ui } = await openApp(env.browser, url('dataset=my-aeron&preset=stock'));
  assert.match(await title(page), /\(file my-aeron\)/);
  const b = await ui.badgeState();
  assert.equal(b.verdict, 'measured');
  assert.equal(b.outage, '266', 'the stock arm, as the bundled Aeron gives it');
  assert.ok(requests.some((r) => r.endsWith('data/my-aeron.json')));
  assert.ok(requests.some((r) => /loader_bg\.wasm/.test(r)), 'the loader module came');
  assert.ok(requests.some((r) => r.endsWith('data/seeds/000.txt')));
  assert.doesNotMatch(await page.locator('body').innerText(), /quote not checked/);
  // The picker lists and chooses it; the link carries it.
  assert.equal(await page.locator(`${sel('dataset-picker')} option:checked`).getAttribute('value'), 'my-aeron');
  assert.match(page.url(), /dataset=my-aeron/);
  // Compare opens as on a bundled dataset.
  await ui.page.goto(url('dataset=my-aeron&preset=stock&cmp=1&b.preset=tuned'));
  await waitForPaint(page);
  await ui.badge('b').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('data/index.json lists dataset files in the picker, and picking one opens it', async () => {
  const { page, context, errors } = await openApp(env.browser, url());
  const option = page.locator(`#dataset-files option[value="my-stoat"]`);
  await option.waitFor({ state: 'attached' });
  assert.equal(await option.innerText(), 'My StoatFlow');
  assert.equal(await page.locator('#dataset-files').getAttribute('label'), 'Dataset files');
  await page.locator(sel('dataset-picker')).selectOption('my-stoat');
  await waitTitle(page, /file my-stoat/);
  await waitForPaint(page);
  assert.match(page.url(), /dataset=my-stoat/);
  // Its seed page (003) is not beside it: every quote says it was not
  // checked, on its disclosure's summary (shown while it is closed).
  const marks = await page.locator('details.figure-source:visible > summary').allInnerTexts();
  assert.ok(marks.length > 0 && marks.every((m) => /^source · quote not checked$/.test(m)), marks.join('\n'));
  assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
  await context.close();
});

test('a dataset file in Chinese, and in the embed', async () => {
  let { page, context, errors } = await openApp(env.browser, url('dataset=my-aeron&lang=zh'));
  assert.match(await title(page), /文件 my-aeron/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
  // Switching language keeps it.
  await page.locator(sel('lang-en')).click();
  await waitTitle(page, /\(file my-aeron\)/);
  assert.deepEqual(errors, []);
  await context.close();
  ({ page, context, errors } = await openApp(env.browser, url('dataset=my-aeron&embed=1'), { wait: false }));
  await page.waitForFunction((t) => document.querySelector(t)?.width > 0, sel('timeline'));
  assert.match(await title(page), /file my-aeron/);
  assert.equal(await page.locator(sel('page-below')).count(), 0, 'the embed loads no page below');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a file from the file picker replaces the dataset, says it is local, and nothing is uploaded', async () => {
  const { page, context, requests, errors } = await openApp(env.browser, url());
  const edited = renamed(STOAT, 'from-disk');
  const before = requests.length;
  await page.locator(sel('dataset-file')).setInputFiles({ name: 'from-disk.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(edited)) });
  await waitTitle(page, /file from-disk/);
  await waitForPaint(page);
  const notices = await page.locator(sel('url-notice-item')).allInnerTexts();
  assert.ok(notices.some((t) => /local file, from-disk\.json/.test(t) && /cannot carry it/.test(t)), notices.join('\n'));
  assert.doesNotMatch(await page.locator(sel('url-notice')).innerText(), /parameters in this link were ignored/, 'no link is at fault');
  // Information, not an alarm: not the red box of an error.
  const notice = page.locator(sel('url-notice'));
  assert.equal(await notice.getAttribute('class'), 'notice info');
  assert.equal(await notice.getAttribute('role'), 'status');
  const [box, alarm] = await notice.evaluate((n) => {
    const probe = document.createElement('section');
    probe.className = 'notice';
    document.body.append(probe);
    const colours = [getComputedStyle(n).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  assert.notEqual(box, alarm, 'another background than an error notice');
  const posts = requests.slice(before).filter((r) => /from-disk/.test(r));
  assert.deepEqual(posts, [], 'the file never leaves the page');
  // Its seed page (003) is looked for beside the site, and is not there.
  assert.ok(requests.some((r) => r.endsWith('data/seeds/003.txt')));
  assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
  await context.close();
});

test('an edited copy of a bundled dataset, dropped on the site as built, has its quotes checked against the seed pages the site carries', async () => {
  const site = await serve({ root: DIST });
  try {
    for (const [ds, seeds] of [[AERON, ['000', '002']], [STOAT, ['003']]]) {
      const { page, context, requests, errors } = await openApp(env.browser, site.url);
      const edited = renamed(ds, ds.id, (d) => ((d.title.en = `Edited ${ds.id}`), d));
      await drop(page, { name: `${ds.id}.json`, text: JSON.stringify(edited) });
      await waitTitle(page, new RegExp(`Edited ${ds.id}`));
      await waitForPaint(page);
      for (const s of seeds) assert.ok(requests.some((r) => r.endsWith(`data/seeds/${s}.txt`)), `seed ${s} fetched`);
      const quotes = await page.locator('blockquote').allTextContents();
      assert.ok(quotes.length > 0, 'the page below quotes its sources');
      assert.ok(quotes.every((q) => !/quote not checked/.test(q)), quotes.join('\n'));
      assert.deepEqual(errors, [], 'every seed page was found');
      await context.close();
    }
    // A quote edited so that its seed page does not have it is a problem.
    const { page, context } = await openApp(env.browser, site.url);
    const text = JSON.stringify(AERON).replace(/"quote":"/, '"quote":"Not on the page. ');
    assert.notEqual(text, JSON.stringify(AERON), 'a quote was edited');
    await drop(page, { name: 'aeron.json', text });
    await problems(page).waitFor();
    assert.match(await problems(page).innerText(), /not a verbatim passage of seed page/);
    await context.close();
  } finally {
    await site.close();
  }
});

test('dropping an edited file again replaces it and keeps the configuration, zoom and selection', async () => {
  const q = 'preset=stock&zoom=3&sel=n1-vote';
  const { page, context, errors, ui } = await openApp(env.browser, url(q));
  const first = renamed(AERON, 'aeron-graceful-stepdown', (d) => ((d.title.en = 'Edited once'), d));
  await drop(page, { name: 'aeron.json', text: JSON.stringify(first) });
  await waitTitle(page, /Edited once/);
  await waitForPaint(page);
  for (const part of ['preset=stock', 'zoom=3', 'sel=n1-vote']) assert.ok(page.url().includes(part), `${part} in ${page.url()}`);
  assert.equal((await ui.badgeState()).outage, '266');
  // Edit again: a stage's length changes, the view stays.
  const second = structuredClone(first);
  second.title.en = 'Edited twice';
  await drop(page, { name: 'aeron.json', text: JSON.stringify(second) });
  await waitTitle(page, /Edited twice/);
  for (const part of ['preset=stock', 'zoom=3', 'sel=n1-vote']) assert.ok(page.url().includes(part), `${part} in ${page.url()}`);
  assert.ok(await ui.drilldown.isVisible(), 'the selection is still open');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken file lists every error with its JSON path and line:column, and the page keeps working', async () => {
  for (const lang of ['en', 'zh']) {
    const { page, context, errors, ui } = await openApp(env.browser, url(`lang=${lang}&preset=stock`));
    await drop(page, { name: 'broken.json', text: JSON.stringify(broken(), null, 2) });
    await problems(page).waitFor();
    const items = await listed(page);
    assert.ok(items.length >= 7, JSON.stringify(items));
    const paths = items.map((i) => i.path);
    for (const p of ['$.spans[2]', '$.metrics[0]', '$.dimensions[0].stock', '$.arms[2]', '$.presets[2]', '$.tour[0]', '$.spans[1].after']) {
      assert.ok(paths.some((q) => q.startsWith(p)), `${p}: ${paths.join('\n')}`);
    }
    // Every message in the page's language: in Chinese, ideographs in the
    // words themselves (not only the place) and no English sentence.
    for (const { text, words } of items) {
      if (lang === 'zh') {
        assert.match(words, CJK, text);
        assert.doesNotMatch(text, ENGLISH, text);
      } else {
        assert.doesNotMatch(words, CJK, text);
        assert.match(words, /\w/, text);
      }
    }
    const text = await problems(page).innerText();
    assert.match(text, lang === 'en' ? /broken\.json does not load: \d+ problem/ : /broken\.json 无法加载/);
    assert.match(text, lang === 'en' ? /\(line \d+:\d+\)/ : /第 \d+ 行第 \d+ 列/);
    assert.equal(await problems(page).getAttribute('lang'), lang);
    // The dataset shown stays, and works.
    assert.equal((await ui.badgeState()).outage, '266');
    await page.locator(sel('preset-tuned')).click().catch(() => {});
    await page.locator(sel('dataset-problems-dismiss')).click();
    assert.equal(await problems(page).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('in Chinese, JSON that is not a dataset file and a broken file beside the site are worded in Chinese with their place', async () => {
  const { page, context, errors } = await openApp(env.browser, url('lang=zh&preset=stock'));
  // serde's messages: a value of the wrong type, an unknown field, a file cut short.
  const wrongType = structuredClone(AERON);
  wrongType.zoom_px_per_ms = 'fast';
  const unknownField = structuredClone(AERON);
  unknownField.lanes[0].colour = 'red';
  const text = JSON.stringify(AERON, null, 2);
  for (const [name, body, re] of [
    ['type.json', JSON.stringify(wrongType, null, 2), /类型不对：这里是字符串 "fast"，应为数字$/],
    ['field.json', JSON.stringify(unknownField, null, 2), /未知字段 `colour`，这里可用的字段：`id`、`name`、`role`/],
    ['cut.json', text.slice(0, text.length / 2), /结束了/],
  ]) {
    await drop(page, { name, text: body });
    await page.waitForFunction((n) => document.querySelector('#dataset-problems')?.innerText.includes(n), name);
    const items = await listed(page);
    assert.equal(items.length, 1, JSON.stringify(items));
    assert.match(items[0].words, re, items[0].text);
    // Its place is said once: by the list, not again in serde's words.
    assert.match(items[0].text, /第 \d+ 行第 \d+ 列/);
    assert.doesNotMatch(items[0].words, /行第/, items[0].words);
    assert.doesNotMatch(items[0].text, ENGLISH, items[0].text);
  }
  await context.close();
  // A broken file beside the site: its problems listed once, in Chinese;
  // the notice says how many and what is shown instead, in Chinese.
  const other = await openApp(env.browser, url('dataset=my-broken&lang=zh'));
  await other.page.locator(sel('dataset-problems')).waitFor();
  const items = await listed(other.page);
  assert.ok(items.length > 1 && items.every((i) => CJK.test(i.words) && !ENGLISH.test(i.words)), JSON.stringify(items));
  const notices = await other.page.locator(sel('url-notice-item')).allInnerTexts();
  const line = notices.find((t) => /my-broken/.test(t)) ?? '';
  assert.match(line, new RegExp(`^数据集“my-broken”加载失败（${items.length} 个问题，列在上方），改为显示默认数据集。$`), notices.join('\n'));
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors.filter((e) => !SEED_404.test(e)), []);
  await other.context.close();
});

test('a refused ?dataset= shows its problems once, and the notice says what the page shows instead', async () => {
  const { page, context, errors, ui } = await openApp(env.browser, url('dataset=my-broken'));
  await page.locator(sel('dataset-problems')).waitFor();
  const items = await listed(page);
  assert.ok(items.length > 1, JSON.stringify(items));
  assert.match(await problems(page).locator('p').first().innerText(), new RegExp(`^data/my-broken\\.json does not load: ${items.length} problems\\.$`));
  // One notice, about the page as a whole: how many problems, where, and
  // that the default is shown; not under "Some parameters in this link
  // were ignored", and no problem said again.
  const notice = await ui.urlNotice.innerText();
  const lines = await ui.urlNoticeItems.allInnerTexts();
  assert.deepEqual(lines, [`The dataset “my-broken” could not be loaded (${items.length} problems, listed above); the default is shown instead.`]);
  assert.doesNotMatch(notice, /parameters in this link were ignored/);
  for (const i of items) {
    assert.ok(!notice.includes(i.path) && !notice.includes(i.words.replace(/^: /, '')), `${i.path} said twice`);
  }
  assert.equal((await ui.badgeState()).verdict, 'measured', 'the default dataset');
  // A parameter of the link that does not apply is still listed, after
  // the dataset's line, and still under no "everything else applies".
  const more = await openApp(env.browser, url('dataset=my-broken&nope=1'));
  await more.page.locator(sel('dataset-problems')).waitFor();
  assert.deepEqual(await more.ui.urlNoticeItems.allInnerTexts(), [
    `The dataset “my-broken” could not be loaded (${items.length} problems, listed above); the default is shown instead.`,
    'nope=1: unknown parameter',
  ]);
  assert.doesNotMatch(await more.ui.urlNotice.innerText(), /everything else applies/);
  assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
  await more.context.close();
  await context.close();
});

test('a dataset with a missing seed page says "quote not checked" beside the figure: badge, drill-down, table view, in both languages', async () => {
  const { page, context, errors, ui } = await openApp(env.browser, url('dataset=my-stoat&sel=drain'));
  await page.waitForFunction(() => document.documentElement.dataset.words === 'all');
  // The badge: beside its figure, visible with every source closed.
  const badge = ui.badge();
  const inBadge = badge.locator('summary', { hasText: 'quote not checked' });
  assert.ok((await inBadge.count()) > 0, await badge.innerText());
  assert.equal(await badge.locator('details[open]').count(), 0);
  assert.ok(await inBadge.first().isVisible());
  assert.match(await badge.innerText(), /the page's own figure for this preset\s+source · quote not checked/);
  // The drill-down of a span whose stages quote the page.
  await ui.drilldown.waitFor();
  assert.match(await ui.drilldown.innerText(), /measured · quote not checked: “/);
  // The table view's source column.
  await ui.tableToggle.click();
  const row = ui.tableStage('drain', 'commit');
  await row.waitFor();
  assert.match(await row.innerText(), /measured · quote not checked/);
  // In Chinese.
  await ui.lang('zh').click();
  await page.waitForFunction((b) => document.querySelector(b)?.innerText.includes('引文未核对'), sel('badge'));
  assert.match(await badge.locator('summary').first().innerText(), /^出处 · 引文未核对$/);
  assert.ok((await ui.quoteUnchecked(page.locator('.timeline-table')).count()) > 0, 'the table view, in Chinese');
  // A file whose seed pages are beside it says nothing of the kind.
  const checked = await openApp(env.browser, url('dataset=my-aeron'));
  await checked.page.waitForFunction(() => document.documentElement.dataset.words === 'all');
  assert.doesNotMatch(await checked.page.locator('body').innerText(), /quote not checked/);
  await checked.context.close();
  assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
  await context.close();
});

test('a knob\'s buys[] is shown with the knob, with no chart and no JVM property', async () => {
  const { page, context, errors } = await openApp(env.browser, url('dataset=my-buys'));
  const row = page.locator(sel('knob-row'));
  await row.first().waitFor();
  assert.equal(await row.count(), 1, 'one knob');
  const text = await row.innerText();
  assert.match(text, /heartbeat timeout/);
  // The file's sentences give the two outages, not their difference: that
  // is our arithmetic, marked as the chart marks it.
  assert.match(text, /1 s → 300 ms: −≈ 700 ms \(1240 → 540\) · ≈ our arithmetic, not a number on the page/);
  assert.doesNotMatch(await page.locator('.knob-table thead').innerText(), /property/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('strings from a file are text, never HTML', async () => {
  const { page, context, errors } = await openApp(env.browser, url());
  const hostile = renamed(STOAT, 'html', (d) => ((d.title.en = '<img src=x onerror="window.pwned=1">'), d));
  await drop(page, { name: '<b>x</b>.json', text: JSON.stringify(hostile) });
  await waitTitle(page, /<img src=x/);
  assert.equal(await page.locator('h1 img, [data-testid=url-notice] b').count(), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
  await context.close();
});

const HOSTILE = [
  { what: '20 MB', file: { name: 'big.json', size: 20 << 20 }, reason: /refused: the file is 20480 KB, more than the 4096 KB/ },
  { what: '20,000-deep nesting', file: { name: 'deep.json', text: '['.repeat(20000) + ']'.repeat(20000) }, reason: /refused: objects and arrays nested more than 64 deep/ },
  { what: 'a million-element array', file: { name: 'many.json', text: `{"spans": [${'0,'.repeat(1_000_000)}0]}` }, reason: /refused: an array or object with more than 10000 members/ },
  { what: 'duplicate keys', file: { name: 'dup.json', text: '{"id": "a",\n "id": "b"}' }, reason: /line 2:2.*the key “id” appears twice/s },
  { what: 'a number out of range', file: { name: 'num.json', text: '{"zoom_px_per_ms": 1e400}' }, reason: /the number 1e400 is out of range/ },
];

test('hostile files are refused with their reason, and the page keeps working', async () => {
  const { page, context, errors, ui } = await openApp(env.browser, url());
  for (const h of HOSTILE) {
    await drop(page, h.file);
    await page.waitForFunction((re) => new RegExp(re, 's').test(document.querySelector('#dataset-problems')?.innerText ?? ''), h.reason.source);
    assert.equal((await ui.badgeState()).verdict, 'measured', h.what);
  }
  // Not UTF-8.
  await dropBytes(page, 'latin1.json', [0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]);
  await page.waitForFunction(() => /not UTF-8/.test(document.querySelector('#dataset-problems')?.innerText ?? ''));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed ?dataset= is a notice over the default, and nothing outside data/ is fetched', async () => {
  for (const bad of ['..%2Fx', 'a%2Fb', 'https%3A%2F%2Fevil.example%2Fx', 'x'.repeat(300), 'A.json']) {
    const { page, context, requests, errors, ui } = await openApp(env.browser, url(`dataset=${bad}`));
    const notices = await page.locator(sel('url-notice-item')).allInnerTexts();
    assert.ok(notices.some((t) => /^dataset=.* is not accepted \(accepted: a dataset's name/.test(t)), notices.join('\n'));
    assert.equal((await ui.badgeState()).verdict, 'measured');
    const own = new URL(env.server.url).origin;
    assert.ok(requests.every((r) => r.startsWith(own)), requests.join('\n'));
    // (The first request is the page itself, its query in it.)
    const fetched = requests.slice(1);
    assert.ok(!fetched.some((r) => /loader/.test(r) || (/\.json/.test(r) && !r.endsWith('/data/index.json'))), requests.join('\n'));
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a dataset file that is not there is a notice over the default dataset', async () => {
  const { page, context, errors, ui } = await openApp(env.browser, url('dataset=not-here'));
  const notices = await page.locator(sel('url-notice-item')).allInnerTexts();
  assert.ok(notices.some((t) => /not-here/.test(t) && /404/.test(t)), notices.join('\n'));
  assert.equal(await problems(page).count(), 0, 'one line, in the notice: nothing to list');
  assert.equal((await ui.badgeState()).verdict, 'measured');
  assert.ok(errors.every((e) => /404|Failed to load resource/.test(e)), errors.join('\n'));
  await context.close();
});

for (const id of ['minimal', 'end-to-end-only']) {
  test(`the guide's example ${id}, hosted beside the site, opens by ?dataset= with its quotes checked, in English and Chinese`, async () => {
    const ds = JSON.parse(await readFile(join(EXAMPLES, `${id}.json`), 'utf8'));
    const { page, context, errors, ui } = await openApp(env.browser, url(`dataset=${id}`));
    const b = await ui.badgeState();
    const outage = ds.arms[0]?.figures.find((f) => f.metric === ds.metrics.find((m) => m.role === 'outage')?.id);
    if (outage && !outage.difference) assert.equal(Number(b.outage), outage.values.reduce((a, v) => a + v, 0) / outage.values.length);
    assert.doesNotMatch(await page.locator('body').innerText(), /quote not checked/, 'its seed page is beside it');
    // The ruler's t = 0 label, shortened where it is long, is in full under the pointer.
    const canvas = page.locator(sel('timeline'));
    const [start, zoom] = await Promise.all(['data-start-ms', 'data-px-per-ms'].map(async (a) => Number(await canvas.getAttribute(a))));
    const box = await canvas.boundingBox();
    await page.mouse.move(box.x + (0 - start) * zoom + 3 + 8, box.y + 15);
    // (Up to 18 columns whole: an English zero here, a column a letter.)
    const long = `0 ${ds.zero.en}`.length > 18;
    await page.waitForFunction(([t, want]) => document.querySelector(t)?.getAttribute('title') === want, [sel('timeline'), long ? ds.zero.en : null]);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.waitForFunction((t) => !document.querySelector(t)?.hasAttribute('title'), sel('timeline'));
    // Chinese left out: the zh view shows the English, marked.
    await ui.lang('zh').click();
    await page.waitForFunction(() => document.body.innerText.includes('〔未翻译〕'));
    assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
    await context.close();
  });
}

test('a dataset id that is not a dataset name is refused at $.id, and the page below keeps working', async () => {
  // The snapshot between the two modules is `key=value;…`: an id with a
  // `;` once opened and cut it, and the page below stopped following.
  const { page, context, errors, ui } = await openApp(env.browser, url('preset=stock'));
  const before = await title(page);
  await drop(page, { name: 'semicolon.json', text: JSON.stringify(renamed(STOAT, 'a;b'), null, 2) });
  await problems(page).waitFor();
  const items = await listed(page);
  assert.deepEqual(items.map((i) => i.path), ['$.id'], JSON.stringify(items));
  assert.match(items[0].text, /\$\.id \(line 2:\d+\): the id "a;b" is not a dataset name/);
  assert.equal(await title(page), before, 'the dataset shown stays');
  // The page below still follows the view: a preset changes its config.
  await page.locator(sel('dataset-problems-dismiss')).click();
  await ui.preset('tuned').click();
  await page.waitForFunction((t) => /^aeron\.cluster\.idle\.strategy=noop$/m.test(document.querySelector(t)?.innerText ?? ''), sel('config-text'));
  // And a file whose id is a name opens, the page below with it.
  await drop(page, { name: 'fine.json', text: JSON.stringify(renamed(STOAT, 'a-b')) });
  await waitTitle(page, /file a-b/);
  await waitForPaint(page);
  assert.ok(await page.locator(sel('table-stage')).count() > 0);
  assert.deepEqual(errors.filter((e) => !SEED_404.test(e)), []);
  await context.close();
});

// The loader module not there, or broken: the site as built, but for one file.
const NO_LOADER = [
  { what: 'loader.js answers 404', change: (root) => rm(join(root, 'loader.js')) },
  { what: 'loader_bg.wasm answers 404', change: (root) => rm(join(root, 'loader_bg.wasm')) },
  { what: 'loader.js is not a module', change: (root) => writeFile(join(root, 'loader.js'), 'export default 1 +;\n') },
];
// What the browser logs about it.
const LOADER_ERRORS = /404|Failed to load resource|loader|SyntaxError|WebAssembly|MIME/;

test('a dropped file whose loader module does not load says so in the page\'s language, and the page keeps what it showed', async () => {
  for (const { what, change } of NO_LOADER) {
    const root = await mkdtemp(join(tmpdir(), 'ft-no-loader-'));
    await cp(DIST, root, { recursive: true });
    await change(root);
    await writeFile(join(root, 'data', 'my-aeron.json'), JSON.stringify(renamed(AERON, 'my-aeron')));
    await writeFile(join(root, 'data', 'index.json'), JSON.stringify({ datasets: [{ id: 'my-aeron', title: 'My Aeron' }] }));
    const site = await serve({ root });
    try {
      for (const [lang, words] of [
        ['en', /^my-drop\.json was not opened: the page could not load its dataset loader \(loader\.js: .+\)\. The page keeps what it showed/],
        ['zh', /^my-drop\.json 未能打开：页面无法加载数据集加载器（loader\.js：.+）。页面上原来的内容保持不变/],
      ]) {
        const { page, context, errors, ui } = await openApp(env.browser, `${site.url}?lang=${lang}&preset=stock`);
        const shown = { title: await title(page), horizon: await ui.timeline.getAttribute('data-horizon-ms'), badge: await ui.badgeState() };
        await drop(page, { name: 'my-drop.json', text: JSON.stringify(renamed(STOAT, 'my-drop')) });
        const notice = page.locator(sel('dataset-loader-failed'));
        await notice.waitFor();
        assert.ok(await notice.isVisible(), `${what}, ${lang}`);
        assert.match(await notice.locator('p').innerText(), words, `${what}, ${lang}`);
        assert.equal(await notice.getAttribute('lang'), lang);
        assert.equal(await notice.getAttribute('role'), 'alert');
        // Everything on screen as it was.
        assert.equal(await ui.timeline.count(), 1, what);
        assert.equal(await ui.timeline.getAttribute('data-horizon-ms'), shown.horizon, what);
        assert.equal(await title(page), shown.title, what);
        assert.deepEqual(await ui.badgeState(), shown.badge, what);
        assert.doesNotMatch(page.url(), /my-drop/);
        // Picked instead of dropped: the same words, one notice.
        await page.locator(sel('dataset-problems-dismiss')).click();
        assert.equal(await notice.count(), 0);
        await page.locator(sel('dataset-file')).setInputFiles({ name: 'my-drop.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(renamed(STOAT, 'my-drop'))) });
        await notice.waitFor();
        assert.match(await notice.locator('p').innerText(), words, `${what}, ${lang}, picked`);
        assert.equal(await page.locator('#dataset-problems').count(), 1);
        assert.equal(await ui.timeline.getAttribute('data-horizon-ms'), shown.horizon, what);
        assert.deepEqual(errors.filter((e) => !LOADER_ERRORS.test(e)), [], what);
        await context.close();
      }
      // A link to a dataset file beside the site: a notice over the default.
      const { page, context, ui } = await openApp(env.browser, `${site.url}?dataset=my-aeron`);
      const notices = await page.locator(sel('url-notice-item')).allInnerTexts();
      assert.ok(notices.some((t) => /The dataset “my-aeron” could not be loaded \(.+\); the default is shown instead/.test(t)), `${what}: ${notices.join('\n')}`);
      assert.equal((await ui.badgeState()).verdict, 'measured');
      await context.close();
      // Picked from the header's picker while a page is up: a notice, and
      // the page keeps what it showed (the loader lists nothing: it never came).
      {
        const { page, context, ui } = await openApp(env.browser, `${site.url}?preset=stock`);
        const shown = { title: await title(page), horizon: await ui.timeline.getAttribute('data-horizon-ms') };
        await page.locator('#dataset-files option[value="my-aeron"]').waitFor({ state: 'attached' });
        await page.locator(sel('dataset-picker')).selectOption('my-aeron');
        const item = page.locator(sel('url-notice-item'));
        await item.first().waitFor();
        const texts = await item.allInnerTexts();
        assert.ok(texts.some((t) => /“my-aeron” could not be opened \(loader\.js: .+\); nothing changed/.test(t)), `${what}, picked: ${texts.join('\n')}`);
        assert.equal(await title(page), shown.title, `${what}: the page keeps its dataset`);
        assert.equal(await ui.timeline.getAttribute('data-horizon-ms'), shown.horizon);
        await context.close();
      }
    } finally {
      await site.close();
      await rm(root, { recursive: true, force: true });
    }
  }
});
