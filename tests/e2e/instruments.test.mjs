// The instruments of a timeline (issue 29) in real Chromium, on both
// datasets: Perfetto's keys (W S zoom at the pointer, A D pan, F fits), the
// ruler (Shift + drag snapping to the timeline's own edges, its Δt, the
// link, the SVG, the keyboard, compare, Chinese), find (counts, stepping,
// Esc), with axe clean while each is open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withApp, openApp, tableStage, axe, GEOMETRY } from './support.mjs';
import { AppPage, sel } from './page.mjs';

const app = withApp();
const DATASETS = [
  { id: 'aeron', q: '', lane: 2, span: 'n2-init', stage: 'join-log', to: { span: 'c-learn', stage: 'on-new-leader', lane: 3 } },
  { id: 'stoatflow', q: 'dataset=stoatflow&scenario=switch', lane: null },
];

/** The canvas's view: px per ms and the time at its left edge. */
const view = (page) =>
  page.locator(sel('timeline')).evaluate((c) => ({ zoom: Number(c.dataset.pxPerMs), start: Number(c.dataset.startMs), horizon: Number(c.dataset.horizonMs), width: c.clientWidth }));
/** Press `key` on the timeline and wait until its view has changed. */
async function pressed(page, key) {
  const before = await view(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    ([s, z, t]) => {
      const c = document.querySelector(s);
      return Number(c.dataset.pxPerMs) !== z || Number(c.dataset.startMs) !== t;
    },
    [sel('timeline'), before.zoom, before.start],
  );
  return view(page);
}
const ruler = (page) =>
  page.locator(sel('ruler')).evaluate((r) => ({ from: Number(r.dataset.fromMs), to: Number(r.dataset.toMs), dt: Number(r.dataset.dtMs), basis: r.dataset.basis, text: r.innerText }));

/** Every stage row of the table view: ids, names, times. */
async function stages(page) {
  await page.locator(sel('table-stage')).first().waitFor({ state: 'attached' });
  return page.locator(sel('table-stage')).evaluateAll((rows) =>
    rows.map((r) => {
      const c = [...r.querySelectorAll('td')].map((td) => td.textContent);
      return { span: r.dataset.span, stage: r.dataset.stage, lane: c[0], spanName: c[1], stageName: c[2], start: Number(c[4]), end: Number(c[5]), ms: Number(c[6]) };
    }),
  );
}

for (const ds of DATASETS) {
  test(`${ds.id}: W and S zoom about the pointer, A and D pan, F fits the handoff and the open span`, async () => {
    const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?${ds.q}`);
    const box = await ui.timeline.boundingBox();
    await ui.timeline.focus();
    const px = 400;
    await page.mouse.move(box.x + px, box.y + 20);
    const v0 = await view(page);
    const under = (v) => v.start + px / v.zoom;
    const v1 = await pressed(page, 'w');
    assert.ok(Math.abs(v1.zoom - Math.min(64, v0.zoom * 1.25)) < 1e-9, `W: ${v0.zoom} → ${v1.zoom}`);
    assert.ok(Math.abs(under(v1) - under(v0)) < 1e-6, 'the instant under the pointer stays under it');
    const v2 = await pressed(page, 's');
    assert.ok(Math.abs(v2.zoom - v0.zoom) < 1e-9 && Math.abs(under(v2) - under(v0)) < 1e-6, `S undoes W: ${JSON.stringify([v0, v1, v2])}`);
    const v3 = await pressed(page, 'd');
    assert.ok(Math.abs(v3.start - (v2.start + (0.2 * v2.width) / v2.zoom)) < 1e-6, `D pans a fifth: ${v2.start} → ${v3.start}`);
    assert.ok(Math.abs((await pressed(page, 'a')).start - v2.start) < 1e-6, 'A pans back');
    // F fits the handoff: the zoom the "fit" button chooses.
    await pressed(page, 'w');
    await pressed(page, 'w');
    const fitted = await pressed(page, 'f');
    assert.equal(fitted.start, -GEOMETRY.leadMs);
    await ui.byId('zoom-fit').click();
    assert.equal((await view(page)).zoom, fitted.zoom, 'F and the fit button agree');
    // With a span open, F fits that span: its blocks fill the width.
    const rows = await stages(page);
    const long = rows.filter((r) => r.ms > 0).sort((a, b) => b.ms - a.ms)[0];
    await ui.timeline.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await ui.drilldown.waitFor();
    const span = await ui.drilldown.getAttribute('data-span');
    const own = rows.filter((r) => r.span === span);
    assert.ok(own.length > 0, `the open span ${span} is in the table`);
    const [a, b] = [Math.min(...own.map((r) => r.start)), Math.max(...own.map((r) => r.end))];
    await ui.timeline.focus();
    const f = await pressed(page, 'f');
    const x0 = (a - f.start) * f.zoom;
    const x1 = (b - f.start) * f.zoom;
    assert.ok(x0 >= 0 && x1 <= f.width + 1, `the span is on screen: ${x0}..${x1} of ${f.width}`);
    if (f.zoom < 64) assert.ok(x1 - x0 > 0.8 * f.width, `and fills it: ${x1 - x0} of ${f.width}`);
    assert.ok(long, 'a stage with a length');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${ds.id}: find counts matches, steps through them and Esc clears`, async () => {
    const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?${ds.q}`);
    const rows = await stages(page);
    // A word of a stage's name: the most common one that finds something.
    const word = rows.find((r) => r.ms > 0).stageName.split(/[\s·(]/).find((w) => w.length >= 4) ?? rows[0].span;
    const low = word.toLowerCase();
    const want = rows.filter((r) => r.ms > 0 && [r.span, r.stage, r.spanName, r.stageName].some((s) => s.toLowerCase().includes(low))).length;
    const count = ui.byId('find-count');
    // The count follows a step (a change during a refresh waits a task).
    const at = (n) => page.waitForFunction(([s, n]) => document.querySelector(s).dataset.current === n, [sel('find-count'), n]);
    await ui.timeline.focus();
    await page.keyboard.press('/');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'find', '/ goes to the find box');
    await page.keyboard.type(word);
    await page.waitForFunction((s) => Number(document.querySelector(s).dataset.matches) > 0, sel('find-count'));
    assert.equal(Number(await count.getAttribute('data-matches')), want, `"${word}": as many as the table's rows`);
    assert.match(await count.innerText(), new RegExp(`${want}`));
    await page.keyboard.press('Enter');
    await at('1');
    assert.match(await count.innerText(), new RegExp(`1 of ${want}`));
    const said = await ui.focusAnnounce.innerText();
    assert.ok(said.length > 0, 'the screen reader hears the match');
    if (want > 1) {
      await page.keyboard.press('Enter');
      await at('2');
      await page.keyboard.press('Shift+Enter');
      await at('1');
    }
    await page.keyboard.press('Shift+Enter');
    await at(String(want));
    // The matched block is on screen.
    const v = await view(page);
    assert.ok(v.start <= rows.filter((r) => r.ms > 0).map((r) => r.end).reduce((a, b) => Math.max(a, b)));
    assert.deepEqual(await axe(page), []);
    // Ctrl+F from the timeline comes back to the box; no match says so.
    await ui.timeline.focus();
    await page.keyboard.press('Control+f');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'find');
    await page.keyboard.type('zzqq-nothing');
    await page.waitForFunction((s) => document.querySelector(s).dataset.matches === '0', sel('find-count'));
    assert.ok((await count.innerText()).length > 0, 'no match is said');
    await page.keyboard.press('Escape');
    assert.equal(await ui.byId('find').inputValue(), '');
    assert.equal(await count.innerText(), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${ds.id}: Shift + drag sets a ruler that snaps to the timeline's edges; it is in the link, the SVG and cleared by Esc`, async () => {
    const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?${ds.q}`);
    const rows = (await stages(page)).filter((r) => r.ms > 0);
    const v = await view(page);
    const box = await ui.timeline.boundingBox();
    const x = (t) => (t - v.start) * v.zoom;
    // Two edges 40 px apart or more, on screen, each with no other edge
    // within 8 px (so the snap has one answer).
    const all = [...new Set(rows.flatMap((r) => [r.start, r.end]))].sort((a, b) => a - b);
    const alone = all.filter((t) => all.every((u) => u === t || Math.abs(x(u) - x(t)) > 8) && x(t) > 10 && x(t) < v.width - 10);
    const fromT = alone[0];
    const toT = alone.find((t) => x(t) > x(fromT) + 40);
    assert.ok(fromT !== undefined && toT !== undefined, `two edges to measure between: ${alone}`);
    const from = { end: fromT };
    const to = { start: toT };
    const y = box.y + GEOMETRY.rulerH / 2;
    await page.keyboard.down('Shift');
    await page.mouse.move(box.x + x(from.end) + 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + x(to.start) - 10, y, { steps: 3 });
    await page.mouse.move(box.x + x(to.start) - 2, y, { steps: 2 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await ui.byId('ruler').waitFor();
    const r = await ruler(page);
    // Snapped to edges within 2 px: the table's times (0.1 ms) or another
    // edge as near. Its Δt is the difference, as the model's.
    assert.ok(Math.abs(r.from - from.end) <= 2 / v.zoom + 0.05, `from ${r.from} vs ${from.end}`);
    assert.ok(Math.abs(r.to - to.start) <= 2 / v.zoom + 0.05, `to ${r.to} vs ${to.start}`);
    const edgeTimes = rows.flatMap((s) => [s.start, s.end]);
    for (const t of [r.from, r.to]) assert.ok(edgeTimes.some((e) => Math.abs(e - t) <= 0.051), `${t} is an edge's instant`);
    if (r.basis === 'model') assert.ok(Math.abs(r.dt - (r.to - r.from)) < 1e-9);
    assert.match(r.text, / → /);
    assert.match(r.text, /(start|end) → .*(start|end): [\d.]+ ms/, r.text);
    assert.match(r.text, r.basis === 'model' ? /model estimate/ : /measured/);
    assert.deepEqual(await axe(page), []);
    // In the link, at full precision: a reload shows the same ruler and names.
    await page.waitForFunction(() => new URL(location.href).searchParams.has('ruler'));
    const link = new URL(page.url()).searchParams.get('ruler').split(',').map(Number);
    assert.ok(Math.abs(link[0] - r.from) < 1e-6 && Math.abs(link[1] - r.to) < 1e-6, `ruler=${link}`);
    const again = await openApp(app.browser, page.url());
    await again.ui.byId('ruler').waitFor();
    assert.deepEqual(await ruler(again.page), r);
    // Drawn in the SVG: its length.
    const exp = again.ui.byId('save-svg');
    await exp.waitFor();
    const [download] = await Promise.all([again.page.waitForEvent('download'), exp.click()]);
    const svg = await readFile(await download.path(), 'utf8');
    const dt = r.text.match(/: ([\d.]+) ms/)[1];
    assert.ok(svg.includes(`Δt ${dt} ms`), 'the SVG carries the ruler');
    await again.context.close();
    // Esc clears it, and the link forgets it.
    await ui.timeline.focus();
    await page.keyboard.press('Escape');
    assert.equal(await ui.byId('ruler').count(), 0);
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('ruler'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the measure toggle lets a plain drag set the ruler; a click elsewhere clears it', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const box = await ui.timeline.boundingBox();
  const toggle = ui.byId('measure-toggle');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  const v0 = await view(page);
  await page.mouse.move(box.x + 300, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 500, box.y + 10, { steps: 4 });
  await page.mouse.up();
  await ui.byId('ruler').waitFor();
  assert.equal((await view(page)).start, v0.start, 'a measuring drag does not pan');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await page.mouse.click(box.x + 700, box.y + 10);
  assert.equal(await ui.byId('ruler').count(), 0, 'a click elsewhere clears it');
  await context.close();
});

test('from the keyboard: [ and ] set the ruler at the focused blocks\' edges, in compare on B too, in Chinese', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?preset=stock&b.preset=tuned&lang=zh`);
  await ui.timeline.focus();
  await page.keyboard.press('ArrowRight');
  const first = await ui.focusAnnounce.innerText();
  await page.keyboard.press('[');
  await ui.byId('ruler').waitFor();
  const one = await ruler(page);
  // The announcement says the block's start and end ("… 起 X ms … 止 Y ms" or similar): both numbers are in it.
  const fmt = (t) => String(Math.round(t * 10) / 10);
  assert.ok(first.includes(fmt(one.from)) && first.includes(fmt(one.to)), `${first} vs ${one.from}..${one.to}`);
  // Down to B's row of the same lane, then ] at that block's end.
  await page.keyboard.press('ArrowDown');
  const b = await ui.focusAnnounce.innerText();
  assert.match(b, /^B: /);
  await page.keyboard.press(']');
  const two = await ruler(page);
  assert.equal(two.from, one.from);
  assert.ok(b.includes(fmt(two.to)) || b.includes(fmt(two.from)), `${b} vs ${two.to}`);
  assert.match(two.text, /[AB]: .* → [AB]: /, 'each edge named with its run\'s letter');
  assert.match(two.text, /结束|开始/, 'in Chinese');
  assert.match(two.text, /模型|实测/);
  assert.deepEqual(await axe(page), []);
  await page.keyboard.press('Escape');
  assert.equal(await ui.byId('ruler').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('across a measured configuration\'s outage the ruler quotes the page\'s figure and says so', async () => {
  const base = `${app.server.url}?preset=stock`;
  const first = await openApp(app.browser, base);
  const [o0, o1] = (await first.ui.timeline.getAttribute('data-outage-ms')).split(',').map(Number);
  const figure = Number((await first.ui.badgeState()).text.match(/(\d+(?:\.\d+)?) ms/)[1]);
  await first.context.close();
  const { page, context, ui } = await openApp(app.browser, `${base}&ruler=${o0},${o1}`);
  await ui.byId('ruler').waitFor();
  const r = await ruler(page);
  assert.equal(r.basis, 'measured');
  assert.equal(r.dt, figure, 'the badge\'s figure, not the model\'s difference');
  assert.match(r.text, /measured/);
  assert.ok(await page.locator(`${sel('ruler')} [lang]`).count() > 0, 'with the page\'s sentence');
  // One end off the bound: the model's number again.
  const off = await openApp(app.browser, `${base}&ruler=${o0},${o1 - 1}`);
  await off.ui.byId('ruler').waitFor();
  assert.equal((await ruler(off.page)).basis, 'model');
  await off.context.close();
  await context.close();
});

test('a bad ruler= is a notice and the rest of the link applies', async () => {
  const { page, context, ui, errors } = await openApp(app.browser, `${app.server.url}?ruler=12,%3Cb%3Ex&cp=1`);
  const notice = page.locator('.notice').filter({ hasText: 'ruler' });
  await notice.first().waitFor();
  assert.match(await notice.first().innerText(), /<b>x/, 'the value is shown as text');
  assert.equal(await ui.byId('ruler').count(), 0);
  assert.ok(await ui.criticalToggle.isChecked(), 'cp=1 still applies');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the keyboard hint lists the new keys in both languages', async () => {
  const { page, context, ui } = await openApp(app.browser, app.server.url);
  const hint = ui.byId('keys-hint');
  assert.match(await hint.innerText(), /W S .* A D .* F .* \/ .*\[ \]/);
  await ui.lang('zh').click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  assert.match(await hint.innerText(), /W S .*缩放.*A D .*平移/);
  await context.close();
});

for (const ds of DATASETS) {
  test(`${ds.id}: sel= opens a stage or an arrow as well as a span; the drill-down copies a link to this`, async () => {
    const base = `${app.server.url}?${ds.q}${ds.q ? '&' : ''}`;
    const probe = await openApp(app.browser, base);
    const rows = (await stages(probe.page)).filter((r) => r.ms > 0);
    const arrows = await probe.page.locator(sel('table-arrow')).evaluateAll((rs) => rs.map((r) => r.dataset.arrow));
    await probe.context.close();
    const stage = rows[Math.floor(rows.length / 2)];
    // A stage: its span's drill-down, the stage focused and announced.
    const s = await openApp(app.browser, `${base}sel=${stage.span}/${stage.stage}`);
    await s.ui.drilldown.waitFor();
    assert.equal(await s.ui.drilldown.getAttribute('data-span'), stage.span);
    await s.page.waitForFunction((a) => document.querySelector(a).textContent.length > 0, sel('focus-announce'));
    assert.ok((await s.ui.focusAnnounce.innerText()).includes(stage.stageName), 'the stage has the focus');
    assert.deepEqual(await axe(s.page), []);
    // Copy link to this: the same stage.
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.server.url).origin });
    await s.ui.byId('drilldown-link').click();
    await s.page.waitForFunction((t) => document.querySelector(t).textContent.length > 0, sel('drilldown-link-status'));
    const copied = new URL(await s.page.evaluate(() => navigator.clipboard.readText()));
    assert.equal(copied.searchParams.get('sel'), `${stage.span}/${stage.stage}`);
    await s.context.close();
    // An arrow: its tooltip, no drill-down.
    const arrow = arrows[0];
    const a = await openApp(app.browser, `${base}sel=${arrow}`);
    await a.ui.arrowTooltip.waitFor();
    assert.equal(await a.ui.arrowTooltip.getAttribute('data-arrow'), arrow);
    assert.equal(await a.ui.drilldown.count(), 0);
    assert.deepEqual(await axe(a.page), []);
    // It stays in the link until the focus moves on.
    await a.page.waitForTimeout(400);
    assert.equal(new URL(a.page.url()).searchParams.get('sel'), arrow);
    await a.ui.timeline.focus();
    await a.page.keyboard.press('ArrowRight');
    await a.page.waitForFunction(() => !new URL(location.href).searchParams.has('sel'));
    await a.context.close();
    // An unknown one: a notice; the page works.
    const bad = await openApp(app.browser, `${base}sel=${encodeURIComponent('<i>nope</i>')}`);
    const notice = bad.page.locator('.notice').filter({ hasText: 'sel=' });
    await notice.first().waitFor();
    assert.match(await notice.first().innerText(), /<i>nope<\/i>/);
    assert.equal(await bad.page.locator('i').count(), 0, 'as text, never HTML');
    assert.deepEqual(bad.errors, []);
    await bad.context.close();
  });
}
