// `make test`'s size rules, on the release dist/ (tools/test.sh runs it
// right after `trunk build --release`; `node tools/size-rules.mjs [DIST]`):
// 1. the first load, gzip -9 of each file the first frame fetches (as
//    `make bench` measures it), is at most FIRST_LOAD_BUDGET_KB;
// 2. the first module carries none of the constructs whose cost the budget
//    cannot take (ARCHITECTURE.md, "What the first load carries"): each
//    leaves a marker, found by experiment (one construct added, the wasm
//    built, the marker there; none of them in the module without it).
// The budget lives here only: bench/bench.mjs imports it.
import { readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const FIRST_LOAD_BUDGET_KB = 150;
/** The budget in KB (1,024 bytes); FIRST_LOAD_BUDGET_KB in the environment overrides it. */
export function budgetKb() {
  const v = process.env.FIRST_LOAD_BUDGET_KB;
  if (v === undefined || v === '') return FIRST_LOAD_BUDGET_KB;
  const n = Number(v);
  if (!(n > 0)) throw new Error(`FIRST_LOAD_BUDGET_KB=${v} is not a positive number of KB`);
  return n;
}

// Strings of the optimised wasm in dist/ (panic messages and locations).
const WASM_MARKERS = [
  {
    marker: 'is not a char boundary',
    construct: 'a string sliced by index (`&s[a..b]`; str::replace and str::split_at slice too)',
    fix: 'use s.get(a..b), split_once or split_at_checked',
  },
  {
    marker: 'slice/sort/stable/',
    construct: "the standard library's stable sort (sort, sort_by, sort_by_key, or a BTreeMap/BTreeSet collected from an iterator; a copy per element type)",
    fix: 'fill the set or map one entry at a time, or use sort_unstable_by_key (smaller, though also a copy per type)',
  },
  {
    marker: 'JsValue(',
    construct: "a JS value's Debug formatting (`{:?}` of a JsValue, or unwrap/expect on a Result<_, JsValue>)",
    fix: 'use .ok(), as_string(), or a message of your own',
  },
];
// Function names in cargo's wasm of the first module (its name section;
// wasm-bindgen and wasm-opt drop it): substring search leaves no string,
// and a dataset's drop glue none either.
const NAME_MARKERS = [
  {
    marker: 'TwoWaySearcher',
    construct: 'substring search with a &str pattern (str::find("…"), contains, replace, split)',
    fix: "search for a char (s.find(':')) or scan once, as i18n::fill does",
  },
  {
    marker: '11collections5btree',
    construct: "a BTreeMap or BTreeSet (the tree's code: insert, search, rebalancing, iteration)",
    fix: 'a sorted list: model::file::IdMap (by id), model::config::KnobSet (indices)',
  },
  {
    marker: 'drop_in_place$LT$failover_timeline..model..dataset..Dataset$GT$',
    construct: 'a dataset dropped (an Rc<Dataset>, or a Dataset read and then let go: its drop glue)',
    fix: 'hold it as model::Held, made as soon as it is read (load_packed(..).map(Held::new))',
  },
];

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const gz = (b) => gzipSync(b, { level: 9 }).length;

/**
 * What the first frame fetches: index.html, what it links (script, CSS,
 * icon, module and fetch preloads: the first module's JS and wasm, the
 * inline snippets, the default dataset's first file) and the JS modules
 * those import statically. A dynamic import() (the page below, the
 * loader) is fetched later and is not followed.
 */
export function firstLoad(dist) {
  const files = new Set(['index.html']);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = (text) => [
    ...[...text.matchAll(/<(?:link|script)\b[^>]*>/gi)].flatMap((m) =>
      [...m[0].matchAll(/\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((a) => a[1] ?? a[2] ?? a[3]),
    ),
  ];
  const imports = (text) => [
    ...[...text.matchAll(/\b(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => m[1]),
    ...[...text.matchAll(/module_or_path:\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => m[1]),
  ];
  const queue = refs(html).map((r) => ['index.html', r]);
  while (queue.length) {
    const [from, ref] = queue.shift();
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref) || ref.startsWith('#')) continue;
    const rel = normalize(join(dirname(from), ref.split(/[?#]/)[0]));
    if (rel.startsWith('..')) throw new Error(`${from} refers to ${ref}, outside dist/`);
    if (files.has(rel)) continue;
    if (!existsSync(join(dist, rel))) throw new Error(`${from} refers to ${ref}, which dist/ lacks`);
    files.add(rel);
    if (rel.endsWith('.js')) queue.push(...imports(readFileSync(join(dist, rel), 'utf8')).map((r) => [rel, r]));
  }
  return [...files];
}

/** The function names of a wasm's name section. */
function wasmNames(buf) {
  const leb = (i) => {
    let r = 0;
    let s = 0;
    let x;
    do {
      x = buf[i++];
      r += (x & 0x7f) * 2 ** s;
      s += 7;
    } while (x & 0x80);
    return [r, i];
  };
  const names = [];
  let i = 8;
  while (i < buf.length) {
    const id = buf[i++];
    let size;
    [size, i] = leb(i);
    const end = i + size;
    if (id === 0) {
      let [len, j] = leb(i);
      if (buf.subarray(j, j + len).toString() === 'name') {
        j += len;
        while (j < end) {
          const sub = buf[j++];
          let subSize;
          [subSize, j] = leb(j);
          if (sub === 1) {
            let n;
            let k = j;
            [n, k] = leb(k);
            while (n--) {
              [, k] = leb(k);
              [len, k] = leb(k);
              names.push(buf.subarray(k, k + len).toString());
              k += len;
            }
          }
          j += subSize;
        }
      }
    }
    i = end;
  }
  return names;
}

/** Cargo's wasm of the first module (before wasm-bindgen), where the target folder is. */
function cargoWasm(root) {
  let target = process.env.CARGO_TARGET_DIR ? resolve(root, process.env.CARGO_TARGET_DIR) : join(root, 'target');
  try {
    const meta = execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1', '--offline'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
    target = JSON.parse(meta).target_directory;
  } catch {
    // No cargo here: the default above.
  }
  return join(target, 'wasm32-unknown-unknown', 'release', 'failover-timeline.wasm');
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(process.argv[2] ?? join(root, 'dist'));
  const problems = [];
  const budget = budgetKb();

  const files = firstLoad(dist);
  const sizes = files.map((f) => [f, gz(readFileSync(join(dist, f)))]);
  const total = sizes.reduce((n, [, b]) => n + b, 0);
  console.log(`first load, gzip -9 of what the first frame fetches (${relative(process.cwd(), dist) || '.'}):`);
  for (const [f, b] of sizes) console.log(`  ${kb(b).padStart(9)}  ${f}`);
  console.log(`  ${kb(total).padStart(9)}  total (${total} B; budget ${budget} KB)`);
  if (total > budget * 1024) {
    problems.push(
      `first load ${kb(total)} is over the ${budget} KB budget: by ${kb(total - budget * 1024)}; ` +
        'see ARCHITECTURE.md "What the first load carries" for the levers, and the files above for what grew',
    );
  }

  const wasms = files.filter((f) => f.endsWith('.wasm'));
  if (wasms.length !== 1) {
    problems.push(`expected one wasm in the first load, found ${wasms.length}: ${wasms.join(', ') || 'none'}`);
  }
  for (const w of wasms) {
    const bytes = readFileSync(join(dist, w));
    const found = WASM_MARKERS.filter((m) => bytes.includes(m.marker));
    for (const m of found) problems.push(`first module: "${m.marker}" in ${w}: ${m.construct}: ${m.fix}`);
    console.log(`first module ${w}: ${WASM_MARKERS.length - found.length} of ${WASM_MARKERS.length} markers absent (${WASM_MARKERS.map((m) => `"${m.marker}"`).join(', ')})`);

    const raw = cargoWasm(root);
    if (!existsSync(raw)) {
      problems.push(`no ${raw} (cargo's wasm of the first module, for the name checks): run trunk build --release`);
    } else if (statSync(raw).mtimeMs > statSync(join(dist, w)).mtimeMs) {
      problems.push(`${raw} is newer than ${w}: dist/ is from an older build; run trunk build --release`);
    } else {
      const names = wasmNames(readFileSync(raw));
      if (!names.length) problems.push(`${raw} has no name section: the name checks cannot run`);
      const hits = NAME_MARKERS.filter((m) => names.some((n) => n.includes(m.marker)));
      for (const m of hits) problems.push(`first module: ${m.marker} in ${raw}: ${m.construct}: ${m.fix}`);
      console.log(`  and its cargo build (${names.length} function names): ${NAME_MARKERS.length - hits.length} of ${NAME_MARKERS.length} absent (${NAME_MARKERS.map((m) => m.marker).join(', ')})`);
    }
  }

  if (problems.length) {
    for (const p of problems) console.error(`size rules: FAILED: ${p}`);
    process.exit(1);
  }
  console.log(`size rules: ok (first load ${kb(total)} ≤ ${budget} KB, no forbidden construct in the first module)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (e) {
    console.error(`size rules: FAILED: ${e.message}`);
    process.exit(1);
  }
}
