// Screenshots to look at (not a test): `node tools/shots.mjs URL OUTDIR [query...]`.
// Full-page shots of the app in each given query, cut into 1400×1200 tiles.
import { launch } from '../tests/e2e/support.mjs';

const [base, out, ...queries] = process.argv.slice(2);
const browser = await launch();
for (const q of queries.length ? queries : ['']) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1200 } });
  await page.goto(`${base}/?${q}`);
  await page.waitForSelector('[data-testid="about-numbers"]');
  await page.waitForTimeout(500);
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  const name = q.replace(/[^a-z0-9]+/gi, '_') || 'default';
  for (let y = 0, i = 0; y < h; y += 1200, i++) {
    await page.screenshot({ path: `${out}/${name}-${i}.png`, clip: { x: 0, y, width: 1400, height: Math.min(1200, h - y) }, fullPage: true });
  }
  console.log(name, h);
  await page.close();
}
await browser.close();
