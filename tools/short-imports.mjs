// Post-build step: give each wasm module's imports from its JS glue short
// names. wasm-bindgen names every import it generates after the function
// and a 16-digit hash (`__wbg_addEventListener_847fd86b8c33ec43`); the
// names are written twice, in the wasm's import section and as the keys of
// the glue's import object, and the hashes do not compress. The first
// module has ~170 of them: ~6 KB of its gzipped first load. Here each
// becomes a one- or two-letter name in both files, and the integrity
// hashes index.html gives those files are written again.
//
// A module's glue is the JS file whose import object has the module name
// the wasm imports from (`"./NAME_bg.js":{…}`); each import must be one of
// its keys exactly once, or the build fails (never a half-renamed pair).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const leb = (b, i) => {
  let r = 0;
  let s = 0;
  let x;
  do {
    x = b[i++];
    r += (x & 0x7f) * 2 ** s;
    s += 7;
  } while (x & 0x80);
  return [r, i];
};
const uleb = (n) => {
  const o = [];
  do {
    let x = n & 0x7f;
    n = Math.floor(n / 128);
    if (n) x |= 0x80;
    o.push(x);
  } while (n);
  return Buffer.from(o);
};
const name = (s) => {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([uleb(b.length), b]);
};
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The k-th short name: a … Z, aa … */
export const short = (k) => {
  let s = '';
  for (;;) {
    s = LETTERS[k % 52] + s;
    k = Math.floor(k / 52) - 1;
    if (k < 0) return s;
  }
};

/** The wasm's sections as [id, body] pairs. */
function sections(wasm) {
  const out = [];
  let i = 8;
  while (i < wasm.length) {
    const id = wasm[i];
    const [len, j] = leb(wasm, i + 1);
    out.push([id, wasm.subarray(j, j + len)]);
    i = j + len;
  }
  return out;
}

/** The imports of an import section: module, field, and the raw descriptor. */
function imports(body) {
  const list = [];
  let [count, k] = leb(body, 0);
  const text = () => {
    const [l, at] = leb(body, k);
    k = at + l;
    return body.subarray(at, at + l).toString('utf8');
  };
  const skipLimits = () => {
    const flags = body[k++];
    [, k] = leb(body, k);
    if (flags & 1) [, k] = leb(body, k);
  };
  while (count--) {
    const module = text();
    const field = text();
    const start = k;
    const kind = body[k++];
    if (kind === 0) [, k] = leb(body, k); // function: type index
    else if (kind === 1) {
      k++; // table: element type
      skipLimits();
    } else if (kind === 2) skipLimits(); // memory
    else if (kind === 3) k += 2; // global: type, mutability
    else if (kind === 4) [, k] = leb(body, k + 1); // tag: attribute, type index
    else throw new Error(`short-imports: unknown import kind ${kind}`);
    list.push({ module, field, desc: body.subarray(start, k) });
  }
  return list;
}

/** Rename the imports of `wasmFile` from its glue in `dir`; returns the files changed. */
function shorten(dir, wasmFile, jsFiles) {
  const wasm = readFileSync(join(dir, wasmFile));
  const secs = sections(wasm);
  const section = secs.find(([id]) => id === 2);
  if (!section) return [];
  const list = imports(section[1]);
  const modules = [...new Set(list.map((i) => i.module))].filter((m) => m.endsWith('_bg.js'));
  if (modules.length !== 1) return [];
  const module = modules[0];
  const key = JSON.stringify(module);
  const glue = jsFiles.filter((f) => readFileSync(join(dir, f), 'utf8').includes(`${key}:`));
  if (glue.length !== 1) {
    throw new Error(`short-imports: ${wasmFile} imports from ${module}: found ${glue.length} glue files`);
  }
  let js = readFileSync(join(dir, glue[0]), 'utf8');
  let n = 0;
  const renamed = list.map((imp) => {
    if (imp.module !== module) return imp;
    const to = short(n++);
    const re = new RegExp(`([{,]\\s*)${imp.field.replace(/\$/g, '\\$')}(\\s*:)`, 'g');
    const found = js.match(re)?.length ?? 0;
    if (found !== 1) throw new Error(`short-imports: ${imp.field} is a key of ${glue[0]} ${found} times`);
    js = js.replace(re, `$1${to}$2`);
    return { module: 'w', field: to, desc: imp.desc };
  });
  js = js.replace(`${key}:`, '"w":');
  const body = Buffer.concat([uleb(renamed.length), ...renamed.flatMap((i) => [name(i.module), name(i.field), i.desc])]);
  const out = [wasm.subarray(0, 8)];
  for (const [id, b] of secs) {
    const data = id === 2 ? body : b;
    out.push(Buffer.from([id]), uleb(data.length), data);
  }
  writeFileSync(join(dir, wasmFile), Buffer.concat(out));
  writeFileSync(join(dir, glue[0]), js);
  console.log(`short-imports: ${wasmFile}: ${n} imports renamed (glue ${glue[0]})`);
  return [wasmFile, glue[0]];
}

/** Write again the integrity hash of each changed file index.html names. */
function reintegrate(dir, changed) {
  const index = join(dir, 'index.html');
  let html = readFileSync(index, 'utf8');
  for (const f of changed) {
    const sri = `sha384-${createHash('sha384').update(readFileSync(join(dir, f))).digest('base64')}`;
    const esc = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    html = html.replace(/<link\b[^>]*>/g, (tag) =>
      new RegExp(`href=["']?\\./${esc}["'\\s>]`).test(tag)
        ? tag.replace(/integrity=("[^"]*"|[^\s>]+)/, `integrity="${sri}"`)
        : tag,
    );
  }
  writeFileSync(index, html);
}

export function shortImports(dir) {
  const files = readdirSync(dir);
  const js = files.filter((f) => f.endsWith('.js'));
  const changed = files.filter((f) => f.endsWith('_bg.wasm')).flatMap((w) => shorten(dir, w, js));
  reintegrate(dir, changed);
}
