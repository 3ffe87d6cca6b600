// First-load JS + CSS, gzip-compressed, for `/`, `/chat`, `/settings` and a landing page of the
// production build, as a first-time visitor's Chromium downloads them (those requested before the
// app's first idle moment, when the idle preload starts), with the CSS written into the page (one
// more in the file count).
// Target: at most 110 kB each. Run with `npm run bench`.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuild } from '../../scripts/lib/client-build.mjs';
import { removeDataDir, startAppServer } from '../helpers/app-server';

// A character's page is a first page too: shared links and search results land on it.
const PAGES = ['/', '/chat', '/settings', '/landing/role1', '/role/sofia'];
const TARGET_BYTES = 110 * 1000;
/** `--files` also lists each file with its gzip bytes, to see what a page's first load carries. */
const LIST_FILES = process.argv.includes('--files');

ensureBuild('client');
const server = await startAppServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

let isOverTarget = false;
try {
  console.log('page        files   raw bytes   gzip bytes   target');
  for (const path of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const requests: import('playwright-core').Request[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') requests.push(request);
    });
    // Not until `load`: that waits for Home's first portraits, which a fresh server draws first.
    await page.goto(server.url + path, { waitUntil: 'commit' });
    await page.locator('.page-frame__title').first().waitFor();
    // The first load is what was requested before the app's first idle moment (marked by
    // src/client/app/idle-preload.ts), when the idle preload starts: however slow the machine.
    const idleHandle = await page.waitForFunction(
      () => {
        const [mark] = performance.getEntriesByName('app:first-idle');
        return mark ? performance.timeOrigin + mark.startTime : null;
      },
      undefined,
      { timeout: 60_000 },
    );
    const firstIdleAt = (await idleHandle.jsonValue()) as number;
    const loads = requests.map(async (request) => {
      const cut = { raw: 0, gzip: 0, name: '(cut)', requestedAt: Number.POSITIVE_INFINITY };
      const response = await request.response().catch(() => null);
      if (!response) return cut;
      const requestedAt = request.timing().startTime;
      // A chunk still arriving when the page is closed is not part of the first load.
      const body = await response.body().catch(() => null);
      if (!body) return cut;
      return {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        name: new URL(response.url()).pathname,
        requestedAt,
      };
    });
    // The server writes the entry's stylesheet (and the first paint's) into the page: it counts.
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''),
    );
    const inline = Buffer.from(inlineCss);
    loads.push(
      Promise.resolve({
        raw: inline.length,
        gzip: gzipSync(inline, { level: 9 }).length,
        name: '(styles in the page)',
        requestedAt: 0,
      }),
    );
    const sizes = (await Promise.all(loads)).filter((size) => size.requestedAt < firstIdleAt);
    const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
    const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
    const verdict = gzip <= TARGET_BYTES ? 'ok' : 'OVER';
    if (gzip > TARGET_BYTES) isOverTarget = true;
    console.log(
      `${path.padEnd(10)} ${String(sizes.length).padStart(6)} ${String(raw).padStart(11)} ${String(gzip).padStart(12)}   ≤ ${TARGET_BYTES} ${verdict}`,
    );
    if (LIST_FILES) {
      for (const size of sizes.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${String(size.gzip).padStart(7)}  ${size.name}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
process.exitCode = isOverTarget ? 1 : 0;
