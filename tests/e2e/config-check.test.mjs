// "Check my config" with configs as people write them, in real Chromium,
// in both languages: a .properties value continued with `\`, a JAVA_OPTS
// variable continued with `\`, and container and orchestration files
// (a Kubernetes env: list, a Dockerfile ENV, a systemd Environment=). Each
// is read as the JVM reads it; every finding names its lines and the form
// it was read as; structure lines are never problems.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, openApp } from './support.mjs';

const app = withApp();

const WORDS = {
  en: {
    clean: /^No problems found/,
    lines12: /^lines 1–2: /,
    line: (n) => new RegExp(`^line ${n}: `),
    trap: /Long\.decode cannot read/,
    malformed: /not a property|no property name/,
    unmeasured: /not a measured value \(Backoff, noop\)/,
    form: {
      properties: 'read as a .properties line',
      'shell-variable': 'read as a shell variable',
      yaml: 'read as YAML (or JSON)',
      'dockerfile-env': 'read as a Dockerfile ENV',
      'systemd-environment': 'read as a systemd Environment=',
    },
    notRead: /^Not read \(2\)/,
  },
  zh: {
    clean: /^没发现问题/,
    lines12: /^第 1–2 行：/,
    line: (n) => new RegExp(`^第 ${n} 行：`),
    trap: /Long\.decode 读不了/,
    malformed: /既不是属性|没有 JVM 能认的属性名/,
    unmeasured: /不是实测过的值（Backoff, noop）/,
    form: {
      properties: '按 .properties 文件的行读取',
      'shell-variable': '按 shell 变量读取',
      yaml: '按 YAML（或 JSON）读取',
      'dockerfile-env': '按 Dockerfile ENV 读取',
      'systemd-environment': '按 systemd Environment= 读取',
    },
    notRead: /^没有读（2）/,
  },
};

async function pasteAndCheck(lang, text) {
  const opened = await openApp(app.browser, `${app.server.url}?lang=${lang}`);
  await opened.ui.checkInput.waitFor();
  await opened.ui.checkInput.fill(text);
  await opened.ui.checkRun.click();
  await opened.ui.checkSummary.waitFor();
  return { ...opened, rows: await opened.ui.findingRows(), summary: await opened.ui.checkSummary.innerText() };
}

const knob = (page, id) => page.locator(`[data-knob=${id}] output`).innerText();

for (const lang of ['en', 'zh']) {
  const w = WORDS[lang];

  test(`${lang}: a .properties value continued on the next line is read as the JVM reads it, not as a trap`, async () => {
    const { page, context, errors, rows, summary } = await pasteAndCheck(
      lang,
      'aeron.publication.setup.timeout=\\\n  10000000\n',
    );
    assert.match(summary, w.clean, JSON.stringify(rows));
    assert.ok(!rows.some((r) => w.trap.test(r.text)), 'no invented Long.decode trap');
    const setup = rows.filter((r) => r.first === 1);
    assert.equal(setup.length, 1, JSON.stringify(rows));
    assert.deepEqual([setup[0].first, setup[0].last, setup[0].form], [1, 2, 'properties']);
    assert.match(setup[0].text, w.lines12, 'a continued value names both lines');
    assert.equal(setup[0].formText, w.form.properties);
    assert.match(await knob(page, 'setup'), /^10 ms/, 'the timeline runs 10 ms');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: JAVA_OPTS continued with \\ reads the flag on its first line too`, async () => {
    const { context, errors, rows } = await pasteAndCheck(
      lang,
      'JAVA_OPTS="-Daeron.conductor.idle.strategy=org.agrona.concurrent.BusySpinIdleStrategy \\\n' +
        '           -Daeron.cluster.idle.strategy=org.agrona.concurrent.BusySpinIdleStrategy"\n',
    );
    assert.ok(!rows.some((r) => w.malformed.test(r.text)), JSON.stringify(rows));
    for (const [line, property] of [
      [1, 'aeron.conductor.idle.strategy'],
      [2, 'aeron.cluster.idle.strategy'],
    ]) {
      const row = rows.find((r) => r.first === line && r.text.includes(property));
      assert.ok(row, `line ${line}: ${property} is read: ${JSON.stringify(rows)}`);
      assert.match(row.text, w.line(line));
      assert.match(row.text, w.unmeasured, 'BusySpin: a strategy the page never measured');
      assert.equal(row.form, 'shell-variable');
      assert.equal(row.formText, w.form['shell-variable']);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  const containers = [
    {
      name: 'a Kubernetes env: list',
      form: 'yaml',
      line: 3,
      text: [
        'env:',
        '  - name: JAVA_TOOL_OPTIONS',
        '    value: "-Daeron.publication.heartbeat.timeout=10000000 -Daeron.publication.setup.timeout=20000000"',
        '  - name: LOG_LEVEL',
        '    value: info',
      ].join('\n'),
    },
    {
      name: 'a Dockerfile ENV',
      form: 'dockerfile-env',
      line: 2,
      text: [
        'FROM eclipse-temurin:17',
        'ENV JAVA_OPTS="-Daeron.publication.heartbeat.timeout=10000000 -Daeron.publication.setup.timeout=20000000"',
        'COPY node.jar /opt/node.jar',
        'ENTRYPOINT ["sh", "-c", "exec java $JAVA_OPTS -jar /opt/node.jar"]',
      ].join('\n'),
    },
    {
      name: 'a systemd Environment=',
      form: 'systemd-environment',
      line: 4,
      text: [
        '[Unit]',
        'Description=Aeron cluster node',
        '[Service]',
        'Environment="JAVA_OPTS=-Daeron.publication.heartbeat.timeout=10000000 -Daeron.publication.setup.timeout=20000000"',
        'ExecStart=/usr/bin/java $JAVA_OPTS -jar /opt/node.jar',
        'Restart=always',
      ].join('\n'),
    },
  ];
  for (const c of containers) {
    test(`${lang}: ${c.name} is read and its structure lines are no problem`, async () => {
      const { page, context, errors, rows, summary } = await pasteAndCheck(lang, c.text);
      assert.match(summary, w.clean, JSON.stringify(rows));
      assert.ok(rows.every((r) => !r.problem && !r.notRead), JSON.stringify(rows));
      assert.ok(rows.length >= 2, JSON.stringify(rows));
      for (const r of rows) {
        assert.equal(r.first, c.line, JSON.stringify(r));
        assert.equal(r.form, c.form);
        assert.equal(r.formText, w.form[c.form]);
        assert.match(r.text, w.line(c.line));
      }
      assert.match(await knob(page, 'hb'), /^10 ms/);
      assert.match(await knob(page, 'setup'), /^20 ms/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`${lang}: a structure line that names a setting is listed apart as not read, as text`, async () => {
    const { page, context, errors, ui, rows, summary } = await pasteAndCheck(
      lang,
      [
        'env:',
        '  - name: AERON_PUBLICATION_SETUP_TIMEOUT',
        '    value: "10000000"',
        '  - name: <img src=x onerror=alert(1)>aeron.publication.setup.timeout',
      ].join('\n'),
    );
    assert.match(summary, w.clean, 'not read is not a problem');
    assert.match(await ui.checkNotRead.locator('p').first().innerText(), w.notRead);
    assert.deepEqual(
      rows.map((r) => [r.first, r.notRead]),
      [
        [2, true],
        [4, true],
      ],
    );
    assert.match(rows[0].text, /AERON_PUBLICATION_SETUP_TIMEOUT/);
    assert.equal(rows[0].formText, w.form.yaml, 'a line not read still says what it was read as');
    assert.match(rows[1].text, /<img src=x onerror=alert\(1\)>/, 'shown as the text it is');
    assert.equal(await page.locator('.config-check img').count(), 0, 'pasted text is text');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
