// Your drill from its logs (issue 40), on the built site, with logs written
// the way real ones are (kubectl logs --timestamps of two pods, probe-style
// lines of four nodes interleaved in one paste, noise between the marks):
// the logs picked as files, each given its lane, the marks found, the
// reader's own texts for marks the dataset has none for (kept in the
// browser, and in a downloaded dataset file that then reads by itself), a
// trace exported and read back, hostile and huge logs with the progress
// bar, Chinese.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { withApp, openApp } from './support.mjs';
import { sel } from './page.mjs';

const app = withApp();
const DEFAULT = readFileSync(new URL('../../data/default.txt', import.meta.url), 'utf8').trim();
const url = (id, q) => `${app.server.url}?${id === DEFAULT ? '' : `dataset=${id}&`}${q}`;
const num = (s) => (s == null ? null : Number(s));
const dir = mkdtempSync(join(tmpdir(), 'ft-logs-'));
const file = (name, text) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const ACTIVE = `2026-03-04T10:15:01.998231455Z INFO  [main] c.s.ha.HaCoordinator - heartbeat ok epoch=4411
2026-03-04T10:15:02.000114872Z INFO  [http-nio-8080-exec-3] c.s.ha.SwitchController - POST /ha/switch accepted: draining
2026-03-04T10:15:02.004918331Z INFO  [stoatflow-commit] c.s.engine.EpochCommitter - Phase 2: Final barrier 4412 committed successfully
2026-03-04T10:15:02.011000000Z DEBUG [stoatflow-commit] c.s.engine.EpochCommitter - flushing 1288 records
2026-03-04T10:15:02.021677012Z INFO  [stoatflow-commit] c.s.engine.EpochCommitter - Phase 4b: Commit thread stopped
2026-03-04T10:15:02.022002121Z INFO  [ha] c.s.ha.HaCoordinator - published DRAINING marker
    at c.s.ha.HaCoordinator.publish(HaCoordinator.java:212)
`;
const STANDBY = `2026-03-04T10:15:01.990000000Z INFO  [ha] c.s.ha.Standby - standing by, active=stoatflow-active-0
2026-03-04T10:15:02.030514000Z INFO  [ha] c.s.ha.Standby - DRAINING seen: promoting (fence-and-assign)
2026-03-04T10:15:02.300000000Z INFO  [restore] c.s.state.Changelog - caught up to offset 9912331
2026-03-04T10:15:02.511207000Z INFO  [ha] c.s.ha.Standby - promotion complete: engine threads started
2026-03-04T10:15:02.511400000Z INFO  [engine-0] c.s.engine.Engine - processing resumed as active
`;
const TYPED = { trigger: 'POST /ha/switch', 'promotion-start': 'promoting (fence-and-assign)', promoted: 'promotion complete', resumed: 'processing resumed' };

async function drillBadge(page, n) {
  await page.waitForFunction(
    ({ s, n }) => {
      const b = document.querySelector(s);
      return b && b.dataset.verdict === 'drill' && (n == null || b.dataset.n === String(n));
    },
    { s: sel('badge'), n },
  );
  return page.locator(sel('badge'));
}

async function marks(page) {
  await page.locator(`${sel('drill-marks')}[data-side="A"]`).waitFor();
  return page.$$eval(`${sel('drill-marks')}[data-side="A"] tr[data-mark]`, (rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.mark, r.dataset.drillMs == null ? null : Number(r.dataset.drillMs)])),
  );
}

async function typeTexts(page, texts) {
  for (const [m, t] of Object.entries(texts)) await page.locator(sel(`drill-text-${m}`)).fill(t);
  await page.locator(sel('drill-reread')).click();
}

test('a StoatFlow drill from two pods\' kubectl logs: lanes by their marks, the page\'s own log lines found, the reader\'s texts for the rest', async () => {
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch'));
  await page.locator(sel('drill-files')).setInputFiles([file('stoatflow-active-0.log', ACTIVE), file('stoatflow-standby-0.log', STANDBY)]);
  // The page quotes "Phase 4b: Commit thread stopped": found with no help.
  await page.locator(`${sel('drill-found')} tr[data-mark="commit-stopped"][data-found="one"]`).waitFor();
  assert.match(await page.locator(sel('drill-notices')).innerText(), /Read 2 log\(s\), 12 lines \(11 with a time\)/);
  const lanes = await page.$$eval(`${sel('drill-logs')} select`, (s) => s.map((x) => x.selectedOptions[0].textContent));
  assert.deepEqual(lanes, ['old active', 'standby']);
  // The rest: the reader's own texts, kept in the browser.
  await typeTexts(page, TYPED);
  await drillBadge(page, 5);
  const t = await marks(page);
  assert.ok(Math.abs(t['commit-stopped'] - 21.562) < 0.002, `${t['commit-stopped']}`);
  assert.ok(Math.abs(t.resumed - 511.285) < 0.002);
  assert.ok(Math.abs(num(await page.locator(sel('badge')).getAttribute('data-outage-ms')) - 511.285) < 0.002);
  const kept = await page.evaluate(() => localStorage.getItem('failover-timeline:drill-texts:stoatflow'));
  assert.deepEqual(JSON.parse(kept), TYPED);
  // The dataset file with those texts reads the next drill by itself.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(sel('drill-dataset-download')).click()]);
  const json = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.ok(json.marks.find((m) => m.id === 'promoted').log.includes('promotion complete'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an Aeron drill from probe lines of four nodes pasted interleaved: split by their prefix, marks typed by the reader', async () => {
  const lines = [];
  const stamp = (ms) => new Date(Date.parse('2026-03-04T10:15:02Z') + Math.floor(ms)).toISOString().replace('Z', `${String(Math.round((ms % 1) * 1000)).padStart(3, '0')}Z`);
  const probe = (node, ms, text) => lines.push(`${node} | ${stamp(ms)} RESIGN_PROBE ${text}`);
  probe('node0', 0, 'resign toggled');
  probe('node1', 0.2, 'heartbeat ok');
  probe('node0', 4.1, 'stepped down (leader -> follower)');
  probe('node2', 5, 'poll idle');
  probe('node1', 19.8, 'end-of-stream seen');
  probe('node2', 20.4, 'end-of-stream seen');
  probe('node2', 58.0, 'new leader event sent');
  probe('client', 59.1, 'onNewLeader');
  probe('client', 81.7, 'first reply');
  const { page, errors } = await openApp(app.browser, url('aeron-graceful-stepdown', ''));
  await page.locator(sel('drill-input')).fill(lines.join('\n'));
  await page.locator(sel('drill-read')).click();
  await page.locator(sel('drill-logs')).waitFor();
  // Nothing marks an Aeron event in its page's words: no drill yet.
  assert.match(await page.locator(sel('drill-notices')).innerText(), /No mark of this dataset/);
  assert.equal(await page.locator(`${sel('drill-logs')} tr`).count(), 1 + 4, 'one log per node');
  await typeTexts(page, { resign: 'resign toggled', 'n0-stepped-down': 'stepped down', 'n1-detected': 'end-of-stream seen', 'n2-detected': 'end-of-stream seen', 'client-learns': 'onNewLeader', reply: 'first reply' });
  await drillBadge(page);
  const t = await marks(page);
  // "end-of-stream seen" is in node1's and node2's logs: each mark takes its lane's.
  assert.ok(Math.abs(t['n1-detected'] - 19.8) < 0.002, `${t['n1-detected']}`);
  assert.ok(Math.abs(t['n2-detected'] - 20.4) < 0.002, `${t['n2-detected']}`);
  assert.ok(Math.abs(t.reply - 81.7) < 0.002);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a mark found more than once: the first at or after the start is used, another picked in one click', async () => {
  const early = '2026-03-04T09:00:00.000000000Z INFO [stoatflow-commit] Phase 4b: Commit thread stopped\n';
  const late = '2026-03-04T10:15:02.500000000Z INFO [stoatflow-commit] Phase 4b: Commit thread stopped\n';
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch'));
  await page.evaluate((t) => localStorage.setItem('failover-timeline:drill-texts:stoatflow', JSON.stringify(t)), TYPED);
  await page.reload();
  await page.locator(sel('drill-files')).setInputFiles([file('active.log', early + ACTIVE + late), file('standby.log', STANDBY)]);
  await drillBadge(page, 5);
  assert.ok(Math.abs((await marks(page))['commit-stopped'] - 21.562) < 0.002);
  const pick = page.locator(sel('drill-pick-commit-stopped'));
  const options = await pick.locator('option').allTextContents();
  assert.equal(options.length, 3);
  await pick.selectOption({ index: 2 });
  await page.waitForFunction((s) => Math.abs(Number(document.querySelector(`${s}[data-side="A"] tr[data-mark="commit-stopped"]`)?.dataset.drillMs) - 499.885) < 0.01, sel('drill-marks'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a trace exported with a drill, read back, is the same drill', async () => {
  const q = 'preset=switch&drill=trigger:0,commit-stopped:25,promotion-start:30,promoted:520,resumed:520';
  const { page, errors, ui } = await openApp(app.browser, url('stoatflow', q));
  await drillBadge(page, 5);
  const before = await marks(page);
  const [trace] = await Promise.all([page.waitForEvent('download'), ui.byId('export-trace').click()]);
  const path = await trace.path();
  // Another page, no drill: the trace picked.
  const other = await openApp(app.browser, url('stoatflow', 'preset=switch'));
  await other.page.locator(sel('drill-files')).setInputFiles({ name: 'drill.trace.json', mimeType: 'application/json', buffer: readFileSync(path) });
  await drillBadge(other.page, 5);
  assert.deepEqual(await marks(other.page), before);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context.close();
});

test('hostile and huge logs: counted, named, the progress shown, nothing on screen lost', async () => {
  const good = 'preset=switch&drill=trigger:0,promotion-start:30,promoted:520,resumed:520';
  const { page, errors } = await openApp(app.browser, url('stoatflow', good));
  await drillBadge(page, 4);
  const before = page.url();
  const notices = page.locator(sel('drill-notices'));
  const cases = [
    ['binary junk', file('junk.bin', Buffer.from(Array.from({ length: 65536 }, (_, i) => (i * 7919) % 256))), /not text/],
    ['a log of another system', file('other.log', Array.from({ length: 500 }, (_, i) => `2026-03-04 10:15:${String(i % 60).padStart(2, '0')},123 INFO nginx GET /healthz 200`).join('\n')), /500 lines \(500 with a time\)[\s\S]*No mark of this dataset/],
    ['one 10 MB line', file('line.log', `2026-03-04T10:15:02Z ${'x'.repeat(10 * 1024 * 1024)}`), /1 lines \(1 with a time\)[\s\S]*No mark of this dataset/],
    ['times going backwards', file('back.log', '2026-03-04T10:15:03Z a\nno time here\n2026-03-04T10:15:02Z b\n'), /Read 1 log\(s\), 3 lines \(2 with a time\)/],
  ];
  for (const [name, path, want] of cases) {
    await page.locator(sel('drill-files')).setInputFiles(path);
    await page.waitForFunction(({ s, t }) => new RegExp(t).test(document.querySelector(s).innerText), { s: sel('drill-notices'), t: want.source });
    assert.match(await notices.innerText(), want, name);
    assert.equal(await page.locator(sel('badge')).getAttribute('data-verdict'), 'drill', name);
  }
  assert.equal(page.url(), before, 'the drill on screen stayed');
  assert.match(await page.locator(sel('drill-logs')).innerText(), /1 time\(s\) earlier than the line before \(first at line 3\)/);
  // A big log (~60 MB): read in chunks, the bar shown; Cancel stops it.
  const big = join(dir, 'big.log');
  const row = '2026-03-04T10:15:02.100000000Z INFO [ha] c.s.ha.Standby - heartbeat ok epoch=4411 lag=0 records=1288 ...........................\n';
  writeFileSync(big, row.repeat(Math.ceil((60 * 1024 * 1024) / row.length)));
  await page.locator(sel('drill-files')).setInputFiles(big);
  await page.locator(sel('drill-progress')).waitFor();
  // The page answers while it reads.
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  await page.locator(sel('drill-cancel')).click();
  await page.waitForFunction((s) => /cancelled/.test(document.querySelector(s).innerText), sel('drill-notices'));
  assert.equal(page.url(), before);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('in Chinese, the logs read are said in Chinese', async () => {
  const { page, errors } = await openApp(app.browser, url('stoatflow', 'preset=switch&lang=zh'));
  await page.locator(sel('drill-files')).setInputFiles([file('a.log', ACTIVE), file('b.log', STANDBY)]);
  await page.locator(sel('drill-logs')).waitFor();
  assert.match(await page.locator(sel('drill-notices')).innerText(), /读了 2 份日志/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
