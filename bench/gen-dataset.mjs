// A dataset of any size, for `make bench` and the at-size tests (issue 41):
// `lanes` lanes of `spans` spans each (every span after its lane's previous
// one, and joined by `after` to the same-numbered span of the lane above),
// `stages` stages per span (the first set by the knobs), one arrow per lane
// (from its first span's end to the next lane), `knobs` knobs of four
// measured values each. Its sentences are quoted from one seed page written
// beside it (`seedText`), so the loader's quote checks run as on a real
// file. Nothing in it is a measurement: its title and badge say so.
//
//   node bench/gen-dataset.mjs LANES SPANS [OUT.json]   (writes seeds/bench.txt beside OUT)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const VALUES = [
  ['10ms', 10],
  ['50ms', 50],
  ['100ms', 100],
  ['500ms', 500],
];

// The seed page: every stage quotes one of its sentences.
export const SEED_ID = 'b';
const SENTENCES = [
  'It parks.',
  '2 ms of work.',
  '3 ms of writes.',
  'Told in 1 ms.',
];
export const seedText = () => `A synthetic page for benchmarks: none of its figures is a measurement.\n\n${SENTENCES.join('\n')}\n`;

/** The dataset's id for a size: `bench-LxS`. */
export const benchId = (lanes, spans) => `bench-${lanes}x${spans}`;

/** A dataset of `lanes` × `spans` spans (see above), as a JSON value. */
export function generate({ lanes, spans, stages = 2, knobs = 1 } = {}) {
  const id = benchId(lanes, spans);
  const text = (en, zh) => ({ en, zh });
  const quote = (i) => ({ seed: SEED_ID, quote: SENTENCES[i] });
  const knobIds = Array.from({ length: knobs }, (_, k) => (k ? `hb${k + 1}` : 'hb'));
  const span = (l, s) => `l${l}s${s}`;
  const out = {
    id,
    title: text(`Benchmark: ${lanes} lanes × ${spans} spans (made up)`, `基准：${lanes} 条泳道 × ${spans} 个区段（虚构）`),
    summary: text('A generated dataset to measure the app at size; nothing in it is a measurement.', '为度量规模而生成的数据集；其中没有任何测量值。'),
    seeds: [{ id: SEED_ID, title: text('A synthetic page for benchmarks', '基准用的合成页面'), lang: 'en' }],
    zero: text('trigger', '触发'),
    zoom_px_per_ms: 0.5,
    lanes: Array.from({ length: lanes }, (_, l) => ({ id: `lane${l}`, name: text(`node ${l}`, `节点 ${l}`), role: text(`replica ${l}`, `副本 ${l}`) })),
    classes: [
      { id: 'timer', name: text('timer wait', '定时器等待') },
      { id: 'cpu', name: text('CPU', 'CPU') },
      { id: 'io', name: text('log write', '写日志') },
      { id: 'net', name: text('network', '网络') },
    ],
    dimensions: knobIds.map((k, i) => ({
      id: k,
      url_key: k,
      kind: 'knob',
      name: text(`park time ${i + 1}`, `停放时长 ${i + 1}`),
      stock: VALUES[2][0],
      values: VALUES.map(([v, ms]) => ({ id: v, label: text(v.replace('ms', ' ms'), v.replace('ms', ' 毫秒')), ms })),
      source: quote(0),
    })),
    spans: [],
    arrows: [],
    metrics: [
      { id: 'outage', role: 'outage', name: text('whole handoff', '整个交接'), from: 't0', to: `end:${span(lanes - 1, spans - 1)}` },
      { id: 'react', role: 'react', name: text('before it (none: t = 0 is the trigger)', '之前（没有：t = 0 就是触发）'), from: 't0', to: 't0' },
    ],
    calibration: { outage_abs_ms: 50, outage_rel: 0.1, sub_span_abs_ms: 50 },
    arms: [],
    presets: [{ id: 'stock', name: text('stock', '默认'), config: {} }],
    default_preset: 'stock',
    transit_class: 'net',
  };
  // In the order a page tells them, by time: every lane's first step, then
  // every lane's second, and so on.
  for (let s = 0; s < spans; s++) {
    for (let l = 0; l < lanes; l++) {
      const knob = knobIds[(l + s) % knobs];
      const st = [
        {
          id: 'park',
          name: { en: 'park' },
          class: 'timer',
          // Spread over the lanes so the knob moves every lane differently.
          ms: { by: knob, values: Object.fromEntries(VALUES.map(([v, ms]) => [v, (ms * (1 + ((l * 7 + s) % 5))) / 50])) },
          // No sentence states these lengths (the loader's rule for stage
          // lengths): a model estimate, said so.
          source: { derived: text('made up', '虚构') },
        },
      ];
      for (let k = 1; k < stages; k++) {
        st.push({ id: `work${k}`, name: { en: `work ${k}` }, class: k % 2 ? 'cpu' : 'io', ms: k % 2 ? 2 : 3, source: quote(k % 2 ? 1 : 2) });
      }
      out.spans.push({ id: span(l, s), lane: `lane${l}`, name: { en: `step ${s}` }, after: l ? [`end:${span(l - 1, s)}`] : [], stages: st });
    }
  }
  for (let l = 0; l < lanes; l++) {
    out.arrows.push({
      id: `tell${l}`,
      kind: 'one-way',
      from: `end:${span(l, 0)}`,
      to: `lane${(l + 1) % lanes}`,
      ms: 1,
      interaction: text(`node ${l} tells node ${(l + 1) % lanes}`, `节点 ${l} 通知节点 ${(l + 1) % lanes}`),
      source: quote(3),
    });
  }
  return out;
}

/** Write the dataset of `lanes` × `spans` as `dir/ID.json` with its seed page in `dir/seeds/`; its id. */
export function writeDataset(dir, lanes, spans, opts = {}) {
  const ds = generate({ lanes, spans, ...opts });
  mkdirSync(join(dir, 'seeds'), { recursive: true });
  writeFileSync(join(dir, `${ds.id}.json`), JSON.stringify(ds));
  writeFileSync(join(dir, 'seeds', `${SEED_ID}.txt`), seedText());
  return ds.id;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [lanes, spans, out] = process.argv.slice(2);
  if (!lanes || !spans) {
    console.error('usage: node bench/gen-dataset.mjs LANES SPANS [OUT.json]');
    process.exit(2);
  }
  const ds = generate({ lanes: Number(lanes), spans: Number(spans) });
  const file = out ?? `${ds.id}.json`;
  mkdirSync(join(dirname(file), 'seeds'), { recursive: true });
  writeFileSync(file, JSON.stringify(ds));
  writeFileSync(join(dirname(file), 'seeds', `${SEED_ID}.txt`), seedText());
  console.log(`${file}: ${ds.spans.length} spans`);
}
