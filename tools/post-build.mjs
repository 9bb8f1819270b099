// Trunk post-build hook, in order (one hook: Trunk runs a stage's hooks
// side by side, and each step writes index.html):
// 1. pack the bundled datasets into the site and preload the default one
//    (`cargo run --bin pack-datasets`, src/bin/pack_datasets.rs);
// 2. move Trunk's inline start-up <script type="module"> into its own file,
//    so the site runs under a strict CSP (script-src 'self'
//    'wasm-unsafe-eval') with no 'unsafe-inline';
// 3. give the wasm modules' imports short names (tools/short-imports.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { shortImports } from './short-imports.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}
execFileSync('cargo', ['run', '-q', '--bin', 'pack-datasets'], { stdio: 'inherit' });
const index = join(dir, 'index.html');
const html = readFileSync(index, 'utf8');
const inline = /<script type="?module"?>([\s\S]*?)<\/script>/g;
const found = [...html.matchAll(inline)];
if (found.length !== 1) {
  console.error(`post-build: expected one inline module script in index.html, found ${found.length}`);
  process.exit(1);
}
const code = found[0][1].trim() + '\n';
const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
writeFileSync(join(dir, name), code);
writeFileSync(index, html.replace(found[0][0], `<script type="module" src="./${name}"></script>`));
console.log(`post-build: inline start-up script moved to ${name}`);
shortImports(dir);
