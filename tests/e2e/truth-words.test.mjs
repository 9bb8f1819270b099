// The truth rule's third round on the built site, in both languages, for
// both bundled datasets and a dataset file with no advice: no badge line
// introduces our arithmetic as measured; the knob table marks our
// arithmetic; every tour step's words are checked (its quote is on the
// page, in its language; our words are marked ours and quote nothing the
// page did not say; every stage of what it highlights labelled "measured"
// is a number of the sentence shown with it); a knob's cost is under the
// knob whatever the configuration, with its sentence; "Your measurements"
// gives the page's advice only where the dataset quotes it; and the
// guide's example draws a value its sentence does not state as a model
// estimate resting on that sentence.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, launch, openApp, serve, waitForPaint } from './support.mjs';
import { sel } from './page.mjs';

const read = async (rel) => JSON.parse(await readFile(new URL(`../../data/${rel}`, import.meta.url), 'utf8'));
const DATASETS = [await read('aeron-graceful-stepdown.json'), await read('stoatflow.json')];
const MINIMAL = await read('examples/minimal.json');
const flat = (s) => s.replace(/\s+/g, ' ').trim();
const SEEDS = Object.fromEntries(
  await Promise.all(
    ['000', '002', '003'].map(async (id) => [id, flat(await readFile(new URL(`../../data/seeds/${id}.txt`, import.meta.url), 'utf8'))]),
  ),
);
const WORDS = {
  en: { source: 'source', measured: 'measured', estimate: 'model estimate', ours: 'our words', arithmetic: 'our arithmetic', advice: /page's advice/i },
  zh: { source: '出处', measured: '实测', estimate: '模型推算', ours: '我们的话', arithmetic: '我们的算术', advice: /原文的建议/ },
};

const env = {};
before(async () => {
  // The site, with the guide's minimal example beside it (a dataset that
  // quotes no advice) and its seed page.
  env.root = await mkdtemp(join(tmpdir(), 'ft-truth-'));
  await cp(DIST, env.root, { recursive: true });
  const examples = new URL('../../data/examples/', import.meta.url).pathname;
  await cp(join(examples, 'minimal.json'), join(env.root, 'data', 'minimal.json'));
  await cp(join(examples, 'seeds', 'example.txt'), join(env.root, 'data', 'seeds', 'example.txt'));
  env.server = await serve({ root: env.root });
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
  await rm(env.root, { recursive: true, force: true });
});

const url = (ds, q) => `${env.server.url}?dataset=${ds.id}&${q}`;

/** Every dimension written out: a link whose configuration is `config`
 * (dimension id → value id; the rest stock) whatever the preset. */
function link(ds, config, inert = []) {
  const q = ds.dimensions.map((d) => `${d.url_key}=${encodeURIComponent(config[d.id] ?? d.stock)}`);
  if (inert.length) q.push(`inert=${inert.join(',')}`);
  return q.join('&');
}

/** Go to `href` and wait for the badge with all the words. */
async function goBadge(page, href) {
  await page.goto(href);
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.verdict && document.documentElement.dataset.words === 'all', sel('badge'));
}

/** The badge's own lines (not a quote, not a reading behind a disclosure)
 * above its first figure marked ≈ (our arithmetic), or null: none. */
const linesAboveArithmetic = (page) =>
  page.evaluate((s) => {
    const b = document.querySelector(s);
    const first = [...b.querySelectorAll('li')].find((li) => (li.querySelector('.figure-values')?.textContent ?? '').startsWith('≈'));
    if (!first) return null;
    return [...b.querySelectorAll('p')]
      .filter((p) => !p.closest('details') && p.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((p) => {
        const c = p.cloneNode(true);
        c.querySelectorAll('details, [role=tooltip]').forEach((d) => d.remove());
        return c.textContent;
      });
  }, sel('badge'));

async function noMeasuredAboveArithmetic(page, lang, where) {
  const lines = await linesAboveArithmetic(page);
  if (lines === null) return 0;
  for (const l of lines) assert.ok(!l.includes(WORDS[lang].measured), `${where}: "${l}" above our arithmetic`);
  return 1;
}

test('no badge line says "measured" above a figure that is our arithmetic: every preset, tour step and arm, both datasets, both languages', async () => {
  const { page, context, errors } = await openApp(env.browser, `${env.server.url}?preset=stock`);
  let checked = 0;
  for (const ds of DATASETS) {
    const hrefs = [
      ...ds.presets.map((p) => `preset=${p.id}`),
      ...ds.tour.map((_, k) => `tour=${k + 1}`),
      ...ds.arms.map((a) => link(ds, a.config, a.inert ?? [])),
    ];
    for (const q of hrefs) {
      await goBadge(page, url(ds, q));
      // Whether a figure is our arithmetic is the same in both languages:
      // where it is, both are read.
      if (!(await noMeasuredAboveArithmetic(page, 'en', `${ds.id} ${q}`))) continue;
      await goBadge(page, url(ds, `${q}&lang=zh`));
      checked += await noMeasuredAboveArithmetic(page, 'zh', `${ds.id} ${q} zh`);
    }
  }
  assert.ok(checked >= 1, 'setup 20 ms alone is our arithmetic on the page\'s difference');
  // And that badge, as a reader sees it.
  await goBadge(page, url(DATASETS[0], 'preset=stock&setup=20ms'));
  const text = flat(await page.locator(sel('badge')).innerText());
  assert.match(text, /only as a difference/);
  assert.match(text, /≈ 261/);
  assert.doesNotMatch(text, /one measured client outage value/);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const lang of ['en', 'zh']) {
  const w = WORDS[lang];

  test(`${lang}: the knob table marks our arithmetic as the chart does`, async () => {
    const { page, context, errors } = await openApp(env.browser, `${env.server.url}?preset=stock&lang=${lang}`);
    const rows = await page.locator(sel('knob-row')).allInnerTexts();
    const setup = flat(rows.find((r) => r.includes('aeron.publication.setup.timeout')) ?? '');
    // With heartbeat 20 ms: 185 → 124 are both the page's, the −61 ours;
    // alone: the page gives −5, so the 261 is ours.
    assert.match(setup, /−≈ 61 ms \(185 → 124\)/, setup);
    assert.match(setup, /−5 ms \(266 → ≈ 261\)/, setup);
    assert.ok(setup.includes(w.arithmetic), setup);
    // The heartbeat's −81 is the page's own: no mark.
    const hb = flat(rows.find((r) => r.includes('aeron.publication.heartbeat.timeout')) ?? '');
    assert.match(hb, /−81 ms \(266 → 185\)/, hb);
    assert.doesNotMatch(hb, /≈/, hb);
    // Where the page rounds its difference, its number: −13 ms, not our 13.4.
    const idle = flat(rows.find((r) => r.includes('aeron.cluster.idle.strategy')) ?? '');
    assert.match(idle, /−13 ms \(105\.4 → 92\)/, idle);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: every tour step's words, on both datasets`, async () => {
    const { page, context, errors } = await openApp(env.browser, `${env.server.url}?preset=stock`);
    let stages = 0;
    for (const ds of DATASETS) {
      const seeds = Object.fromEntries(ds.seeds.map((s) => [s.id, s.lang]));
      const pages = (l) => Object.entries(seeds).filter(([, sl]) => sl === l).map(([id]) => SEEDS[id]);
      for (const [k, step] of ds.tour.entries()) {
        const where = `${ds.id} step ${k + 1}`;
        await goBadge(page, url(ds, `tour=${k + 1}&lang=${lang}`));
        await page.waitForFunction((s) => document.querySelector(s), sel('tour-sentence'));
        // The page's sentence: verbatim on a page in the language it is
        // marked with, in the view's language where the dataset has a page
        // in it.
        const quote = page.locator(`${sel('tour-quote')} span[lang]`);
        const [qLang, qText] = [await quote.getAttribute('lang'), flat(await quote.innerText())];
        assert.ok(pages(qLang).some((p) => p.includes(qText)), `${where}: not on a ${qLang} page: ${qText}`);
        if (pages(lang).length) assert.equal(qLang, lang, where);
        // Our words: marked ours, the dataset's, and any “…” in them is the
        // page's own words, on a page in that language.
        const ours = flat(await page.locator(sel('tour-ours')).innerText());
        assert.ok(ours.startsWith(w.ours), `${where}: ${ours}`);
        assert.ok(ours.endsWith(flat(step.ours[lang])), `${where}: ${ours}`);
        for (const [, q] of ours.matchAll(/“([^”]+)”/g)) {
          assert.ok([...pages('en'), ...pages('zh')].some((p) => p.includes(q)), `${where}: “${q}” is on no page`);
        }
        await noMeasuredAboveArithmetic(page, lang, where);
        // What it highlights: a stage labelled measured is a number of the
        // sentence shown with it (the rule for stage lengths).
        const spans = new Set([...(step.highlight.spans ?? []), ...(step.highlight.stages ?? []).map((s) => s.split('/')[0])]);
        for (const span of spans) {
          await page.goto(url(ds, `${step.link}&sel=${span}&lang=${lang}`));
          await page.locator(sel('drilldown')).waitFor();
          await page.waitForFunction(() => document.documentElement.dataset.words === 'all');
          for (const row of await page.locator(sel('drill-stage')).all()) {
            const ms = Number(await row.getAttribute('data-ms'));
            const source = flat(await row.locator('td').last().innerText());
            if (!source.startsWith(w.measured)) continue;
            const sentence = source.match(/“(.*)”/)?.[1] ?? '';
            assert.ok(statesMs(sentence, ms), `${where} ${span}: ${ms} ms labelled measured under “${sentence}”`);
            stages += 1;
          }
        }
      }
    }
    assert.ok(stages > 10, `${stages} measured stages checked`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: a knob's cost is under the knob with its sentence, measured configuration or not`, async () => {
    const { page, context, errors } = await openApp(env.browser, `${env.server.url}?preset=stock&lang=${lang}`);
    for (const ds of DATASETS) {
      // The page opens on a measured configuration: no what-if warning, and
      // every cost still findable.
      await goBadge(page, url(ds, `preset=${ds.default_preset}&lang=${lang}`));
      assert.equal(await page.locator(sel('badge')).getAttribute('data-verdict'), 'measured');
      assert.equal(await page.locator(sel('what-if')).count(), 0);
      for (const d of ds.dimensions.filter((x) => x.cost)) {
        const cost = page.locator(`[data-knob="${d.id}"] details.knob-cost`);
        await cost.locator(':scope > summary').click();
        const text = flat(await cost.innerText());
        const words = flat(d.cost.text[lang] ?? d.cost.text.en).split('{ratio}')[0];
        assert.ok(text.includes(words), `${ds.id} ${d.id}: ${text}`);
        // Its sentence, behind its "source" (not "measured": a cost is the
        // page's words), in the page's language.
        const source = cost.locator('details.figure-source');
        assert.equal(flat(await source.locator('summary').innerText()), w.source);
        const sentence = source.locator('blockquote');
        assert.equal(flat(await sentence.textContent()), flat(d.cost.source.quote), `${ds.id} ${d.id}`);
        assert.equal(await sentence.getAttribute('lang'), ds.seeds.find((s) => s.id === d.cost.source.seed).lang);
        assert.ok(!text.includes(w.measured), text);
        assert.doesNotMatch(text, /\{ratio\}/);
      }
      assert.equal(await page.locator('.knob-cost').count(), ds.dimensions.filter((x) => x.cost).length);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: "Your measurements" gives the page's advice only where the dataset quotes it`, async () => {
    const { page, context, errors } = await openApp(env.browser, `${env.server.url}?preset=stock&lang=${lang}`);
    const section = page.locator(sel('own-figures'));
    // Aeron quotes its page's advice, in the view's language.
    const advice = flat(await page.locator(sel('own-advice')).innerText());
    assert.match(advice, w.advice);
    const aeron = DATASETS[0].reference.advice.find((q) => DATASETS[0].seeds.find((s) => s.id === q.seed).lang === lang);
    assert.ok(advice.includes(`“${aeron.quote}”`), advice);
    // StoatFlow's page is in English: its sentence, in English.
    await page.goto(url(DATASETS[1], `lang=${lang}`));
    await waitForPaint(page);
    assert.ok(flat(await page.locator(sel('own-advice')).innerText()).includes(DATASETS[1].reference.advice[0].quote));
    // A dataset with no advice: none, and nothing said to be the page's.
    await page.goto(`${env.server.url}?dataset=minimal&lang=${lang}`);
    await waitForPaint(page);
    await section.waitFor();
    assert.equal(await page.locator(sel('own-advice')).count(), 0);
    const text = await section.innerText();
    assert.doesNotMatch(text, w.advice, text);
    assert.doesNotMatch(text, /measure the combination you intend to ship|实测哪个组合/i, text);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: the guide's example draws the 300 ms its sentence does not state as a model estimate`, async () => {
    const { page, context, errors, ui } = await openApp(env.browser, `${env.server.url}?dataset=minimal&hb=300ms&sel=detect&lang=${lang}`);
    await ui.drilldown.waitFor();
    const row = ui.drillStages.first();
    assert.equal(await row.getAttribute('data-ms'), '300');
    const source = flat(await row.locator('td').last().innerText());
    assert.ok(source.startsWith(w.estimate), source);
    assert.ok(source.includes(MINIMAL.spans[0].stages[0].ms.values['300ms'].source.derived.en), source);
    assert.ok(source.includes(MINIMAL.spans[0].stages[0].source.quote), 'it rests on the sentence');
    const cells = await ui.tableStage('detect', 'timeout').locator('td').allTextContents();
    assert.equal(cells.at(-1), w.estimate, cells.join(' | '));
    // At 1 s, the sentence states it: the page's.
    await page.goto(`${env.server.url}?dataset=minimal&sel=detect&lang=${lang}`);
    await ui.drilldown.waitFor();
    assert.ok(flat(await ui.drillStages.first().locator('td').last().innerText()).startsWith(w.measured));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/**
 * Whether `ms` is a number of `sentence` in the unit written after it
 * (model::quotes::states_ms, as data/README.md states it, for the units
 * the bundled pages use): digits with a decimal point, `,` thousands; the
 * first end of a range takes the second's unit; no unit is milliseconds.
 */
function statesMs(sentence, ms) {
  const unit = { ms: 1, µs: 1e-3, us: 1e-3, s: 1000, sec: 1000, seconds: 1000, min: 60000, 毫秒: 1, 秒: 1000 };
  const num = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
  const u = String.raw`\s*(ms|µs|us|seconds|sec|s|min|毫秒|秒)?(?![A-Za-z])`;
  const near = (n, f) => Math.abs(Number(n.replace(/,/g, '')) * f - ms) < 1e-6;
  for (const m of sentence.matchAll(new RegExp(`${num}\\s*(?:[–~-]|to)\\s*${num}${u}`, 'g'))) {
    const f = unit[m[3] ?? 'ms'];
    if (near(m[1], f) || near(m[2], f)) return true;
  }
  for (const m of sentence.matchAll(new RegExp(`${num}${u}`, 'g'))) {
    if (near(m[1], unit[m[2] ?? 'ms'])) return true;
  }
  return false;
}
