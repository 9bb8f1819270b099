// The truth rule's second round on the built site, in both languages: a
// stage at a knob value no arm ran is a model estimate wherever it is shown
// (drill-down, table view), a range is never subtracted as a point (one
// figure for two configurations is refused; a range is given as our
// arithmetic in the page's unit), an arm's reading reaches the badge, and
// the timeline is named after its dataset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, openApp, waitForPaint } from './support.mjs';

const app = withApp();
const SF = (q) => `${app.server.url}?dataset=stoatflow&${q}`;
const WORDS = {
  en: { estimate: 'model estimate', measured: 'measured', rests: 'Of that, ~7 s is detection' },
  zh: { estimate: '模型推算', measured: '实测', rests: 'Of that, ~7 s is detection' },
};

for (const lang of ['en', 'zh']) {
  test(`${lang}: detection at 1 s is a model estimate in the drill-down and the table, resting on the page's sentence`, async () => {
    const w = WORDS[lang];
    const { page, context, errors, ui } = await openApp(app.browser, SF(`scenario=nodeloss&detection=1s&sel=detect&lang=${lang}`));
    assert.equal((await ui.badgeState()).verdict, 'not-measured');
    await ui.drilldown.waitFor();
    const row = ui.drillStages.first();
    assert.equal(await row.getAttribute('data-ms'), '1000');
    const source = row.locator('td').last();
    const text = await source.innerText();
    assert.ok(text.startsWith(w.estimate), text);
    assert.ok(!text.startsWith(w.measured), text);
    assert.ok(text.includes(w.rests), `the quote it rests on: ${text}`);
    assert.equal(await source.getAttribute('class'), 'estimate');
    // The same stage in the table view (the page below).
    const cells = await ui.tableStage('detect', 'staleness').locator('td').allTextContents();
    assert.equal(cells.at(-1), w.estimate, cells.join(' | '));
    // At the measured 7 s the stage is the page's again.
    await page.goto(SF(`scenario=nodeloss&sel=detect&lang=${lang}`));
    await ui.drilldown.waitFor();
    assert.ok((await ui.drillStages.first().locator('td').last().innerText()).startsWith(w.measured));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: the two graceful paths share one figure, so no difference; against a crash the range is our arithmetic`, async () => {
    const { page, context, errors, ui } = await openApp(app.browser, SF(`scenario=switch&b.scenario=sigterm&lang=${lang}`));
    await ui.delta.waitFor();
    assert.equal(await ui.delta.getAttribute('data-delta-ms'), null);
    assert.equal(await ui.delta.getAttribute('data-delta-answer'), 'one-figure');
    const text = await ui.delta.innerText();
    assert.doesNotMatch(text.split('\n')[0], /\+0|400–900 → 400–900/, text);
    assert.match(text, lang === 'en' ? /one figure/ : /同一个数字/);
    // Against the crash: a range, not a point; in seconds as the page writes.
    await page.goto(SF(`scenario=switch&b.scenario=crash&lang=${lang}`));
    await ui.delta.waitFor();
    assert.equal(await ui.delta.getAttribute('data-delta-ms'), null);
    assert.equal(await ui.delta.getAttribute('data-delta-answer'), 'ranges');
    const ranges = await ui.delta.innerText();
    assert.match(ranges, /\+2\.7 s/);
    assert.match(ranges, /\+3\.2 s/);
    assert.match(ranges, lang === 'en' ? /[Oo]ur arithmetic/ : /我们的算术/);
    // Two points keep a number, in the page's unit.
    await page.goto(SF(`scenario=crash&b.scenario=nodeloss&lang=${lang}`));
    await ui.delta.waitFor();
    assert.equal(await ui.delta.getAttribute('data-delta-ms'), '4900');
    assert.match(await ui.delta.innerText(), /\+4\.9 s ?[（(]~3\.6 s → ~8\.5 s/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: an arm whose configuration is our reading says so in the badge, in the page's unit`, async () => {
    const { context, errors, ui } = await openApp(app.browser, SF(`scenario=sigterm&lang=${lang}`));
    const b = await ui.badgeState();
    assert.equal(b.verdict, 'measured');
    assert.equal(b.outage, '900');
    assert.match(b.text, /~0\.4–0\.9 s/);
    assert.doesNotMatch(b.text, /400–900 ms/);
    if (lang === 'en') {
      assert.match(b.text, /Our reading of the configuration/);
      assert.match(b.text, /as we read it from the page/);
      assert.doesNotMatch(b.text, /This exact configuration was run/);
      assert.match(b.text, /one stop-the-world range for both graceful paths/);
    } else {
      assert.match(b.text, /按我们对原文的解读/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the timeline's accessible name is its dataset's, in both languages", async () => {
  const { page, context, errors, ui } = await openApp(app.browser, SF('scenario=crash'));
  await waitForPaint(page);
  const name = await ui.timeline.getAttribute('aria-label');
  assert.match(name, /StoatFlow/);
  assert.doesNotMatch(name, /Step-down/);
  await page.goto(SF('scenario=crash&lang=zh'));
  await waitForPaint(page);
  assert.doesNotMatch(await ui.timeline.getAttribute('aria-label'), /让位/);
  await page.goto(`${app.server.url}?preset=stock`);
  await waitForPaint(page);
  assert.match(await ui.timeline.getAttribute('aria-label'), /Step-Down|step-down/i);
  assert.deepEqual(errors, []);
  await context.close();
});
