// One cold load (a new browser context) of the app, timed inside the page.
//
// Playwright's waiting helpers (waitForFunction, locators) first inject a
// large script into the page: ~80 ms of main-thread work here, which in a
// traced load ran between the canvas draw and the first frame. So nothing is
// injected until both are done: a script installed at document start
// reports them on the console. (Measured side by side, this harness gives
// 20–40 ms later figures than waiting with waitForFunction: conservative.)

/// Open `url` in a new context and wait, injecting nothing, until the
/// timeline is drawn and the first frame is shown. `beforeGoto(page)` runs
/// first (e.g. to start a trace). Returns the context and the page.
export async function openCold(browser, url, { beforeGoto } = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await ctx.addInitScript(() => {
    const seen = new Set();
    const note = (name) => {
      seen.add(name);
      if (seen.has('ft-first-paint') && seen.has('first-contentful-paint')) console.log('ft-bench-ready');
    };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => note(e.name))).observe({ type: 'mark', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => note(e.name))).observe({ type: 'paint', buffered: true });
  });
  const page = await ctx.newPage();
  if (beforeGoto) await beforeGoto(page);
  const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'ft-bench-ready', timeout: 30000 });
  await page.goto(url, { waitUntil: 'commit' });
  await ready;
  return { ctx, page };
}

/// The load's phase times (ms from navigation).
export function times(page) {
  return page.evaluate(() => ({
    fetched: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'))?.responseEnd,
    started: performance.getEntriesByName('ft-start')[0]?.startTime,
    loaded: performance.getEntriesByName('ft-loaded')[0]?.startTime,
    mounted: performance.getEntriesByName('ft-mounted')[0]?.startTime,
    drawn: performance.getEntriesByName('ft-first-paint')[0]?.startTime,
    frame: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
}

export async function coldLoad(browser, url) {
  const { ctx, page } = await openCold(browser, url);
  const t = await times(page);
  await ctx.close();
  return t;
}
