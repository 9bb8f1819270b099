// Runs by side: in a comparison every hit on the canvas belongs to the run
// whose row it is in. Hovering B's arrow shows B's times and B's knob value;
// the keyboard reaches B's blocks and arrows and opens B's drill-down. Both
// bundled datasets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, openApp, GEOMETRY } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();

/** Each dataset: a comparison, and the link that shows B's configuration alone. */
const CASES = [
  { name: 'aeron', compare: '?preset=stock&b.preset=tuned', alone: '?preset=tuned', arrows: 10 },
  {
    name: 'stoatflow',
    compare: '?dataset=stoatflow&scenario=switch&b.scenario=crash&b.detection=3s',
    alone: '?dataset=stoatflow&scenario=crash&detection=3s',
    arrows: 2,
  },
];

/** The canvas's zoom and width, as drawn. */
const drawn = (page) =>
  page.evaluate((s) => {
    const c = document.querySelector(s);
    return { zoom: Number(c.dataset.pxPerMs), width: c.getBoundingClientRect().width };
  }, sel('timeline'));

/** Every arrow of the table view: id, kind, lanes (indices) and times. */
async function arrows(page) {
  return page.evaluate(
    ({ row, label }) => {
      const lanes = [...document.querySelectorAll(label)].map((l) => l.querySelector('.lane-name').textContent);
      return [...document.querySelectorAll(row)].map((r) => {
        const c = [...r.querySelectorAll('td')].map((td) => td.textContent);
        return {
          id: r.dataset.arrow,
          roundTrip: /round/i.test(c[1]),
          from: lanes.indexOf(c[2]),
          to: lanes.indexOf(c[3]),
          depart: Number(c[4]),
          arrive: Number(c[5]),
          times: `${c[4]} → ${c[5]} ms`,
        };
      });
    },
    { row: sel('table-arrow'), label: sel('lane-label') },
  );
}

/** A point on arrow `a` as laid out in row `row` of `rows` per lane, at `zoom`. */
function pointOn(a, zoom, row, rows) {
  const g = GEOMETRY;
  const top = (lane) => g.rulerH + lane * rows * g.laneH + row * g.laneH + (g.laneH - g.blockH) / 2;
  const edge = (lane, toward) => top(lane) + (toward > lane ? g.blockH : 0);
  const x = (t) => (t + g.leadMs) * zoom;
  const [x0, x1, y0, y1] = [x(a.depart), x(a.arrive), edge(a.from, a.to), edge(a.to, a.from)];
  // A round trip goes out and back: the middle of its way out.
  const xe = a.roundTrip ? (x0 + x1) / 2 : x1;
  return { x: (x0 + xe) / 2, y: (y0 + y1) / 2 };
}

/** The tooltip at (x, y) of the canvas: its arrow, side and lines; null if none shows. */
async function tooltipAt(page, ui, { x, y }) {
  // The whole canvas in the window: the pointer reaches only what is shown.
  await ui.timeline.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const box = await ui.timeline.boundingBox();
  await page.mouse.move(box.x + 2, box.y + 2);
  await ui.arrowTooltip.waitFor({ state: 'detached' });
  await page.mouse.move(box.x + x, box.y + y);
  try {
    await ui.arrowTooltip.waitFor({ timeout: 1500 });
  } catch {
    return null;
  }
  const t = ui.arrowTooltip;
  return {
    arrow: await t.getAttribute('data-arrow'),
    side: await t.getAttribute('data-side'),
    lines: (await t.locator('p').allInnerTexts()).map((l) => l.trim()),
  };
}

for (const c of CASES) {
  test(`${c.name}: hovering an arrow in B's row shows B's times and B's knob value`, async () => {
    const cmp = await openApp(app.browser, `${app.server.url}${c.compare}&lang=en`);
    const { zoom, width } = await drawn(cmp.page);
    // B's configuration alone at the same zoom: its table and its tooltips
    // (A's row, tested against the page's words elsewhere) are the oracle.
    const alone = await openApp(app.browser, `${app.server.url}${c.alone}&zoom=${zoom}&lang=en`);
    const bArrows = (await arrows(alone.page)).filter(
      (a) => Number.isFinite(a.depart) && Number.isFinite(a.arrive) && (a.arrive + GEOMETRY.leadMs) * zoom < width,
    );
    const aArrows = new Map((await arrows(cmp.page)).map((a) => [a.id, a]));
    assert.ok(bArrows.length >= c.arrows, `${bArrows.length} of B's arrows on screen`);
    let checked = 0;
    let differs = 0;
    for (const a of bArrows) {
      const want = await tooltipAt(alone.page, alone.ui, pointOn(a, zoom, 0, 1));
      const got = await tooltipAt(cmp.page, cmp.ui, pointOn(a, zoom, 1, 2));
      assert.ok(got, `${a.id}: a tooltip over B's arrow`);
      assert.equal(got.side, 'B', `${a.id}: B's row is B's run`);
      assert.ok(want, `${a.id}: a tooltip over the arrow alone`);
      assert.equal(got.arrow, want.arrow, `${a.id}: the same arrow on top`);
      // B's lines are the lines of B's configuration, with B's letter.
      assert.deepEqual(got.lines, [`B: ${want.lines[0]}`, ...want.lines.slice(1)], a.id);
      const shown = bArrows.find((b) => b.id === got.arrow);
      assert.ok(got.lines[1].includes(shown.times), `${got.lines[1]} has B's ${shown.times}`);
      const inA = aArrows.get(got.arrow);
      if (inA && inA.times !== shown.times) differs++;
      checked++;
    }
    assert.equal(checked, bArrows.length);
    assert.ok(differs >= 1, "some of B's arrows have other times than A's: the test tells them apart");
    assert.deepEqual(cmp.errors, []);
    await cmp.context.close();
    await alone.context.close();
  });

  test(`${c.name}: the keyboard reaches B's blocks and arrows and opens B's drill-down`, async () => {
    const { page, context, errors, ui } = await openApp(app.browser, `${app.server.url}${c.compare}&lang=en`);
    await ui.timeline.focus();
    await page.keyboard.press('ArrowRight');
    const first = await ui.focusAnnounce.innerText();
    assert.match(first, /^A: /);
    // Down from A's row of the first lane: B's row (of the first lane where
    // B has a block).
    let b = first;
    for (let i = 0; i < 8 && !b.startsWith('B: '); i++) {
      await page.keyboard.press('ArrowDown');
      b = await ui.focusAnnounce.innerText();
    }
    assert.match(b, /^B: /);
    await page.keyboard.press('Enter');
    await ui.drilldown.waitFor();
    assert.equal(await ui.drilldown.getAttribute('data-side'), 'B');
    // The drill-down's B line is the block's run: its length is in what was announced.
    const bMs = await ui.drilldownTime('b').getAttribute('data-duration-ms');
    assert.ok(bMs !== null, 'B is in the drill-down');
    await page.keyboard.press('Escape');
    await ui.drilldown.waitFor({ state: 'detached' });
    // Along B's row until an arrow has the focus: B's tooltip.
    for (let i = 0; i < 40 && (await ui.arrowTooltip.count()) === 0; i++) {
      await page.keyboard.press('ArrowRight');
    }
    assert.equal(await ui.arrowTooltip.getAttribute('data-side'), 'B');
    assert.match(await ui.arrowTooltip.innerText(), /^B: /);
    assert.match(await ui.focusAnnounce.innerText(), /^B: /);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
