// The badge grows with what it shows (issue 38): with every source open and
// a reader's figures, every line is inside it and nothing in it scrolls or
// is cut, at 1100 px and 420 px, in both languages (the bundled Aeron badge
// once scrolled inside a box of fixed height). Closed, it is as tall as its
// lines, never less than the height it reserves, and the first frame's
// height is the height once all the words are in: no jump. On a phone it is
// folded to its headline and basis until a tap on the headline opens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, openApp } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();
const url = (q) => `${app.server.url}?${q}`;

/** What in the badge scrolls, or lies outside its box (none: it fits). */
function misfits(badge) {
  return badge.evaluate((b) => {
    const box = b.getBoundingClientRect();
    const out = [];
    for (const e of [b, ...b.querySelectorAll('*')]) {
      const style = getComputedStyle(e);
      const clips = style.overflowY !== 'visible' || style.overflowX !== 'visible';
      if (clips && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)) {
        out.push(`scrolls or cuts: ${e.tagName}.${e.className}`);
      }
    }
    for (const e of b.querySelectorAll('p, li, summary, blockquote, cite, span')) {
      // Not shown: a closed source's sentence, a tip shown on hover.
      const closed = e.closest('details:not([open])');
      if (closed && !e.closest('summary')) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const inside = r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      if (!inside) out.push(`outside the box: ${e.tagName} “${e.textContent.slice(0, 50)}”`);
    }
    return out;
  });
}

for (const width of [1100, 420]) {
  for (const lang of ['en', 'zh']) {
    test(`a badge with its sources open and a reader's figures shows every line, at ${width} px, in ${lang}`, async () => {
      // The page's figures and a reader's, for the outage and two more
      // metrics: the badge's third and fourth lines and more.
      const q = `preset=stock&fig=outage:271,269,280;detection:120,118;learn-new-leader:30&lang=${lang}`;
      const { page, context, errors, ui } = await openApp(app.browser, url(q), { viewport: { width, height: 900 } });
      await page.waitForFunction(() => document.documentElement.dataset.words === 'all');
      const badge = ui.badge();
      assert.equal(await badge.getAttribute('data-verdict'), 'yours');
      assert.deepEqual(await misfits(badge), [], 'closed');
      if (width < 600) {
        // A phone folds it to its headline and basis (issue 41): the rest
        // is not shown, not cut; a tap on the headline opens it.
        assert.equal(await badge.locator('.badge-details').isVisible(), false, 'folded');
        const folded = await badge.evaluate((b) => b.offsetHeight);
        await badge.locator('.badge-main > p').first().click();
        assert.equal(await badge.getAttribute('data-open'), '');
        assert.deepEqual(await misfits(badge), [], 'unfolded');
        assert.ok((await badge.evaluate((b) => b.offsetHeight)) > folded, 'it unfolds');
      }
      const closed = await badge.evaluate((b) => b.offsetHeight);
      const summaries = await badge.locator('summary').all();
      assert.ok(summaries.length >= 2, `${summaries.length} sources`);
      for (const s of summaries) await s.click();
      assert.equal(await badge.locator('details:not([open])').count(), 0);
      assert.deepEqual(await misfits(badge), [], 'every source open');
      const open = await badge.evaluate((b) => b.offsetHeight);
      assert.ok(open > closed, `it grew: ${closed} → ${open} px`);
      // The page's own badge too, every source open.
      await page.goto(url(`preset=floor-multi-az&lang=${lang}`));
      await page.waitForFunction(() => document.documentElement.dataset.words === 'all');
      if (width < 600) await badge.locator('.badge-main > p').first().click();
      for (const s of await badge.locator('summary').all()) await s.click();
      assert.deepEqual(await misfits(badge), [], 'the page\'s badge, every source open');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('the first frame\'s badge is as tall as once all its words are in, and never below the height it reserves', async () => {
  for (const width of [1100, 420]) {
    for (const q of ['', 'preset=stock', 'preset=floor-multi-az', 'dataset=stoatflow&scenario=crash', 'hb=20ms']) {
      const context = await app.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // The badge's height when the first frame is painted (the first
      // file's words), recorded in the page as it happens.
      await page.addInitScript((badge) => {
        new MutationObserver(() => {
          const b = document.querySelector(badge);
          if (b && window.firstBadge === undefined && document.documentElement.dataset.words) {
            window.firstBadge = b.offsetHeight;
          }
        }).observe(document, { attributes: true, childList: true, subtree: true });
      }, sel('badge'));
      await page.goto(url(q));
      await page.waitForFunction(() => document.documentElement.dataset.words === 'all' && window.firstBadge !== undefined);
      const [first, now, reserved] = await page.locator(sel('badge')).evaluate((b) => [
        window.firstBadge,
        b.offsetHeight,
        parseFloat(getComputedStyle(b).minHeight),
      ]);
      assert.equal(now, first, `${width} px, ?${q}: ${first} px at the first frame, ${now} px after`);
      assert.ok(reserved > 0 && now >= reserved, `${width} px, ?${q}: ${now} px, reserved ${reserved}`);
      await context.close();
    }
  }
});

test('on a phone a folded badge shows its first line, a refusal\'s too, and a tap on it opens the rest', async () => {
  for (const q of ['preset=tuned', 'hb=20ms', 'dataset=stoatflow&scenario=crash']) {
    const { page, context, errors, ui } = await openApp(app.browser, url(q), { viewport: { width: 420, height: 860 } });
    await page.waitForFunction(() => document.documentElement.dataset.words === 'all');
    const badge = ui.badge();
    const first = badge.locator('.badge-main > p').first();
    assert.ok(await first.isVisible(), `?${q}: its first line is shown`);
    assert.ok((await first.innerText()).trim().length > 3, `?${q}: and says something`);
    const shown = () => badge.evaluate((b) => [...b.querySelectorAll('p, li')].filter((e) => e.getClientRects().length > 0 && !e.parentElement.closest('details:not([open])')).length);
    // Every line but those inside a closed source.
    const all = await badge.evaluate((b) => [...b.querySelectorAll('p, li')].filter((e) => !e.parentElement.closest('details:not([open])')).length);
    const folded = await shown();
    assert.ok(folded < all, `?${q}: the rest is folded (${folded} of ${all} lines shown)`);
    await first.click();
    assert.equal(await badge.getAttribute('data-open'), '');
    assert.equal(await shown(), all, `?${q}: a tap opens every line`);
    await first.click();
    assert.equal(await shown(), folded, `?${q}: another folds it`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
