// The app as the e2e suites see it: one page object that owns every locator
// (by data-testid, the app's test contract) and the few reads several suites
// make. A suite says `const app = new AppPage(page)` and asks for `app.badge`,
// `app.preset('stock')`, `await app.verdict('b')`; a renamed test id is
// changed here once.

/** The CSS selector of a test id, for code that runs inside the page. */
export const sel = (id) => `[data-testid="${id}"]`;

/** Which timeline of a comparison: A (the only one outside compare) or B. */
const SIDE = { a: '', b: 'b-' };

export class AppPage {
  /** @param page a Page, or a FrameLocator for the app inside an iframe */
  constructor(page) {
    this.page = page;
  }

  /** The element with test id `id`. */
  byId(id) {
    return this.page.getByTestId(id);
  }

  // ---- the timeline ----
  get timeline() {
    return this.byId('timeline');
  }
  get laneLabels() {
    return this.byId('lane-label');
  }
  get zoom() {
    return this.byId('zoom');
  }
  get focusAnnounce() {
    return this.byId('focus-announce');
  }
  get arrowTooltip() {
    return this.byId('arrow-tooltip');
  }
  get drilldown() {
    return this.byId('drilldown');
  }
  /** The drill-down's time line, of A or of B. */
  drilldownTime(side = 'a') {
    return this.byId(side === 'b' ? 'drilldown-time-b' : 'drilldown-time');
  }
  get drilldownDelta() {
    return this.byId('drilldown-delta');
  }
  get drillStages() {
    return this.byId('drill-stage');
  }
  get criticalToggle() {
    return this.byId('critical-toggle');
  }
  get savePng() {
    return this.byId('save-png');
  }
  get saveSvg() {
    return this.byId('save-svg');
  }

  // ---- the second module (issue 14) ----
  /** Where the second module mounts. */
  get pageBelow() {
    return this.byId('page-below');
  }
  /** Shown while the second module is on its way. */
  get partLoading() {
    return this.byId('part-loading');
  }
  /** The alert when the second module does not load. */
  get partFailed() {
    return this.byId('part-failed');
  }

  // ---- the badges and the difference ----
  /** A's badge, or B's in a comparison. */
  badge(side = 'a') {
    return this.byId(side === 'b' ? 'badge-b' : 'badge');
  }
  /** The badge's headline and the line saying what it is based on. */
  get badgeHeadline() {
    return this.byId('badge-headline');
  }
  get badgeBasis() {
    return this.byId('badge-basis');
  }
  /** The badge's list of measured figures. */
  get badgeFigures() {
    return this.byId('badge-figure');
  }
  /** "quote not checked" beside a figure in the page below (its seed page
   * was not beside the dataset file), inside `within` (a locator) or
   * anywhere (the first screen says it in words, without an element). */
  quoteUnchecked(within) {
    return within ? within.getByTestId('quote-unchecked') : this.byId('quote-unchecked');
  }
  get delta() {
    return this.byId('delta');
  }
  /** A badge as a reader sees it: verdict, quoted outage and end-to-end, text. */
  async badgeState(side = 'a') {
    const b = this.badge(side);
    return {
      verdict: await b.getAttribute('data-verdict'),
      outage: await b.getAttribute('data-outage-ms'),
      e2e: await b.getAttribute('data-e2e-ms'),
      text: (await b.innerText()).replace(/\s+/g, ' '),
    };
  }
  /** A badge's verdict and quoted outage, as its data attributes say. */
  async verdict(side = 'a') {
    const b = this.badge(side);
    return { verdict: await b.getAttribute('data-verdict'), outage: await b.getAttribute('data-outage-ms') };
  }
  /** Wait until a badge's data attribute `key` (camelCase) reads `value`. */
  waitForBadge(side, key, value) {
    return this.page.waitForFunction(
      ({ s, key, value }) => document.querySelector(s)?.dataset[key] === value,
      { s: sel(side === 'b' ? 'badge-b' : 'badge'), key, value },
    );
  }
  /** Wait until a badge is gone (compare closed). */
  waitForNoBadge(side) {
    return this.page.waitForFunction((s) => !document.querySelector(s), sel(side === 'b' ? 'badge-b' : 'badge'));
  }

  // ---- the tour and the outage split ----
  get tour() {
    return this.byId('tour');
  }
  tourButton(which) {
    return this.byId(`tour-${which}`);
  }
  get tourSentence() {
    return this.byId('tour-sentence');
  }
  get tourQuote() {
    return this.byId('tour-quote');
  }
  get tourOurs() {
    return this.byId('tour-ours');
  }
  /** The step shown (from 1; 0 outside the tour) and the count. */
  async tourState() {
    const t = this.tour;
    return { step: Number(await t.getAttribute('data-step')), steps: Number(await t.getAttribute('data-steps')) };
  }
  /** Wait until the tour shows step `k` (0: none). */
  waitForTourStep(k) {
    return this.page.waitForFunction(
      ({ s, k }) => document.querySelector(s)?.dataset.step === String(k),
      { s: sel('tour'), k },
    );
  }
  get outageSplit() {
    return this.byId('outage-split');
  }
  get splitSegments() {
    return this.byId('outage-split-segment');
  }
  /** The split as its data attributes say: the drawn outage and each segment. */
  async splitState() {
    return this.outageSplit.evaluate((el) => ({
      outage: Number(el.dataset.outageMs),
      segments: [...el.querySelectorAll('[data-testid="outage-split-segment"]')].map((b) => ({
        ms: Number(b.dataset.ms),
        class: b.dataset.class,
        text: b.textContent,
      })),
    }));
  }
  /** What a highlight left at full strength on the canvas (null: no highlight). */
  async lit() {
    const v = await this.timeline.getAttribute('data-lit');
    return v === null ? null : v.split(' ').filter(Boolean);
  }

  // ---- controls ----
  /** A preset button of A's controls or B's. */
  preset(id, side = 'a') {
    return this.byId(`${SIDE[side]}preset-${id}`);
  }
  /** A knob's slider of A's controls or B's. */
  knob(id, side = 'a') {
    return this.byId(`${SIDE[side]}knob-${id}`);
  }
  /** The value a knob's slider shows, by the dimension's id. */
  knobOutput(dimension) {
    return this.page.locator(`[data-knob="${dimension}"] output`);
  }
  get controlsB() {
    return this.byId('controls-b');
  }
  get compareOpen() {
    return this.byId('compare-open');
  }
  get compareSwap() {
    return this.byId('compare-swap');
  }
  get compareClose() {
    return this.byId('compare-close');
  }

  // ---- the settings bar ----
  /** The language button of `code` (en, zh). */
  lang(code) {
    return this.byId(`lang-${code}`);
  }
  get themeToggle() {
    return this.byId('theme-toggle');
  }
  get copyLink() {
    return this.byId('copy-link');
  }
  get copyStatus() {
    return this.byId('copy-status');
  }
  /** The embed's link to the full view. */
  get openFull() {
    return this.byId('open-full');
  }
  get tableToggle() {
    return this.byId('table-toggle');
  }
  /** The last section of the page: it is there once the whole page is built. */
  get aboutNumbers() {
    return this.byId('about-numbers');
  }

  /** The dataset picker (a select of the bundled datasets). */
  get datasetPicker() {
    return this.byId('dataset-picker');
  }
  /** What an un-measured setting risks, in the page's words. */
  get whatIf() {
    return this.byId('what-if');
  }

  // ---- the page below the timeline ----
  /** The generated properties, and its form buttons (properties, flags). */
  get configText() {
    return this.byId('config-text');
  }
  configForm(form) {
    return this.byId(`config-form-${form}`);
  }
  get configCost() {
    return this.byId('config-cost');
  }
  get configCopy() {
    return this.byId('config-copy');
  }
  /** The config check: its input, run button, summary and findings. */
  get checkInput() {
    return this.byId('check-input');
  }
  get checkRun() {
    return this.byId('check-run');
  }
  get checkSummary() {
    return this.byId('check-summary');
  }
  get checkUnread() {
    return this.byId('check-unread');
  }
  get findings() {
    return this.byId('finding');
  }
  /** The findings on line `line` of the paste (their first line). */
  finding(line) {
    return this.page.locator(`${sel('finding')}[data-line="${line}"]`);
  }
  /** The lines listed apart: they name a setting the JVM does not read. */
  get checkNotRead() {
    return this.byId('check-not-read');
  }
  get notRead() {
    return this.byId('not-read');
  }
  /** Every finding and not-read line as read: lines, form and words. */
  async findingRows() {
    return this.page.locator(`${sel('finding')}, ${sel('not-read')}`).evaluateAll((items) =>
      items.map((li) => ({
        first: Number(li.dataset.line),
        last: Number(li.dataset.lastLine),
        form: li.dataset.form ?? null,
        problem: li.classList.contains('problem'),
        notRead: li.dataset.testid === 'not-read',
        text: li.querySelector('.finding-text').textContent,
        formText: li.querySelector('.finding-form')?.textContent ?? null,
      })),
    );
  }
  /** An evidence chart's section by its id, its table rows and its canvas. */
  chart(id) {
    return this.byId(`chart-${id}`);
  }
  chartRows(id) {
    return this.chart(id).locator(sel('chart-row'));
  }
  /** The "show" button of chart `id`'s table row that reads `text`. */
  chartShow(id, text) {
    return this.chartRows(id).filter({ hasText: text }).getByTestId('chart-show');
  }
  chartCanvas(id) {
    return this.byId(`chart-canvas-${id}`);
  }
  /** An inert knob's toggle in the settings, and its row's toggle below. */
  inertToggle(id) {
    return this.byId(`inert-${id}`);
  }
  inertRowToggle(id) {
    return this.byId(`inert-row-toggle-${id}`);
  }
  get inertRows() {
    return this.byId('inert-row');
  }
  /** A reference paragraph's button that shows a measured arm. */
  show(arm) {
    return this.byId(`show-${arm}`);
  }
  /** The model-vs-measured table: its rows, one arm's rows, its summary. */
  get aboutRows() {
    return this.byId('about-row');
  }
  aboutRow(arm) {
    return this.page.locator(`${sel('about-row')}[data-arm="${arm}"]`);
  }
  get aboutSummary() {
    return this.byId('about-summary');
  }

  // ---- notices ----
  get urlNotice() {
    return this.byId('url-notice');
  }
  get urlNoticeItems() {
    return this.byId('url-notice-item');
  }
  get urlNoticeDismiss() {
    return this.byId('url-notice-dismiss');
  }

  // ---- the table view ----
  /** Every stage row of the table view. */
  get tableStages() {
    return this.byId('table-stage');
  }
  /** Every arrow row of the table view. */
  get tableArrows() {
    return this.byId('table-arrow');
  }
  /** The table row of stage `stage` of span `span` (ids). */
  tableStage(span, stage) {
    return this.page.locator(`${sel('table-stage')}[data-span="${span}"][data-stage="${stage}"]`);
  }
  /** The table row of arrow `arrow` (id). */
  tableArrow(arrow) {
    return this.page.locator(`${sel('table-arrow')}[data-arrow="${arrow}"]`);
  }
  /** A compare table row of span `span` (id). */
  tableCompareStage(span) {
    return this.page.locator(`${sel('table-compare-stage')}[data-span="${span}"]`);
  }
}
