// Trunk post-build hook: move Trunk's inline start-up <script type="module">
// into its own file, so the site runs under a strict CSP
// (script-src 'self' 'wasm-unsafe-eval') with no 'unsafe-inline'.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('externalize-start: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}
const index = join(dir, 'index.html');
const html = readFileSync(index, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/g;
const found = [...html.matchAll(inline)];
if (found.length !== 1) {
  console.error(`externalize-start: expected one inline module script in index.html, found ${found.length}`);
  process.exit(1);
}
const code = found[0][1].trim() + '\n';
const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
writeFileSync(join(dir, name), code);
writeFileSync(index, html.replace(found[0][0], `<script type="module" src="./${name}"></script>`));
console.log(`externalize-start: inline start-up script moved to ${name}`);
