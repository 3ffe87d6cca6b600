// A new visitor's first visit on a cheap phone and slow mobile data (issue 19): real Chromium on a
// fresh profile, throttled with DevTools to a 400 ms round trip, 400 kbit/s each way and a 4×
// slower CPU, against the production build served by the real server. For each page it prints
// when the screen title shows (the server's first paint or the app's screen), when Home's first
// character portrait shows, when the app's own screen is up, the bytes that crossed the wire in
// the first 30 s (service worker included, counted by a proxy in front of the server) and the
// JS + CSS on the wire before the app's screen was up; then Lighthouse's mobile performance, LCP
// and SEO. Targets are printed, not asserted: the figures go to the README's table.
// Run with `npm run bench`, or `tsx tests/bench/first-visit.ts /chat --no-lighthouse`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type CDPSession, chromium } from 'playwright-core';
import { ensureBuild } from '../../scripts/lib/client-build.mjs';
import { removeDataDir, startAppServer } from '../helpers/app-server';
import {
  type CountingProxy,
  type ProxiedRequest,
  repeatedRequests,
  startCountingProxy,
} from '../helpers/counting-proxy';

/** The pages to visit; `first-visit.ts /chat` measures only the ones named. */
const ROUTES = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (ROUTES.length === 0) ROUTES.push('/', '/chat', '/settings', '/landing', '/ar');
/** `--no-lighthouse` skips the Lighthouse part, for a quicker look at the throttled visit. */
const WITH_LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
/** A phone's connection, as DevTools throttles it, and how much slower its CPU is. */
interface Profile {
  latencyMs: number;
  downBytesPerSecond: number;
  upBytesPerSecond: number;
  cpuSlowdown: number;
}
const kbit = (value: number) => (value * 1000) / 8;
/**
 * `fast`: an ordinary phone on mobile data, Lighthouse's mobile profile (150 ms, 1.6 Mbit/s down,
 * 750 kbit/s up), which Chromium calls 4g, so the app preloads what comes next. `slow`: what a
 * prepaid connection in India or Indonesia gives (issue 19), which Chromium calls 3g.
 */
const PROFILES: Record<string, Profile> = {
  fast: {
    latencyMs: 150,
    downBytesPerSecond: kbit(1600),
    upBytesPerSecond: kbit(750),
    cpuSlowdown: 4,
  },
  slow: {
    latencyMs: 400,
    downBytesPerSecond: kbit(400),
    upBytesPerSecond: kbit(400),
    cpuSlowdown: 4,
  },
};
/** `--profile=fast` measures one profile only. */
const PROFILE_NAMES = (() => {
  const asked = process.argv
    .find((arg) => arg.startsWith('--profile='))
    ?.slice('--profile='.length);
  return asked ? [asked] : Object.keys(PROFILES);
})();
/** How many of a visit's largest answers to print. */
const TOP_RESOURCES = 8;
const DATA_WINDOW_MS = 30_000;
const TARGETS = { titleMs: 2500, portraitMs: 3500, bytes: 250 * 1000, firstLoadBytes: 110 * 1000 };
const LIGHTHOUSE_TARGETS = { performance: 98, lcpMs: 2000, seo: 100 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** A mid-range Android phone, as Lighthouse's mobile profile has it. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * Records, in the page's own clock (milliseconds since navigation started), when the screen title
 * first shows with text and when the first character portrait on Home has loaded, each at the
 * frame after (when it is painted). A string, not
 * a function: tsx would name the function's inner functions with a helper the page does not have.
 */
const WATCH_FIRST_PAINTS = `
  const marks = {};
  window.__firstVisit = marks;
  // A frame later: the element is on screen, not only in the document.
  const markPainted = (name) => {
    if (marks[name] !== undefined || marks['pending-' + name]) return;
    marks['pending-' + name] = true;
    requestAnimationFrame(() => setTimeout(() => { marks[name] = performance.now(); }));
  };
  const isShown = (element) =>
    element && element.textContent.trim() && element.getBoundingClientRect().height > 0;
  const check = () => {
    // The server's first paint, or the app's own screen, whichever shows first.
    if (isShown(document.querySelector('.page-frame__title, .first-paint__title'))) {
      markPainted('title');
    }
    // The app's own screen (under the first paint): what its first-load scripts had to bring.
    if (isShown(document.querySelector('#root .page-frame__title'))) markPainted('app');
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('load', (event) => {
    const target = event.target;
    if (target.matches && target.matches('.character-card__image, .first-paint__image')) {
      markPainted('portrait');
    }
  }, true);
`;

/** Script and style requests with the time they were sent and the bytes they took on the wire. */
function recordAssets(cdp: CDPSession) {
  const assets = new Map<string, { type: string; sentAt: number; bytes: number }>();
  let navigationStart = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && navigationStart === 0) navigationStart = event.timestamp;
    if (event.type !== 'Script' && event.type !== 'Stylesheet') return;
    assets.set(event.requestId, { type: event.type, sentAt: event.timestamp, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const asset = assets.get(event.requestId);
    if (asset) asset.bytes = event.encodedDataLength;
  });
  return {
    /** JS + CSS asked for before `ms` after navigation start: what the app's screen needed. */
    bytesSentBefore: (ms: number) =>
      [...assets.values()]
        .filter((asset) => (asset.sentAt - navigationStart) * 1000 <= ms)
        .reduce((sum, asset) => sum + asset.bytes, 0),
  };
}

interface VisitFigures {
  titleMs: number | null;
  portraitMs: number | null;
  /** When the app's own screen (under the server's first paint) showed its title. */
  appMs: number | null;
  bytes: number;
  firstLoadBytes: number;
  /** What Chromium told the page of the connection (`navigator.connection.effectiveType`). */
  effectiveType: string;
  /** Every request of the 30 s, the page's and the service worker's. */
  requests: ProxiedRequest[];
}

/** One first visit to `route` on a fresh profile, throttled, watched for 30 s. */
async function firstVisit(
  origin: string,
  route: string,
  profile: Profile,
  proxy: CountingProxy,
): Promise<VisitFigures> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'first-visit-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(WATCH_FIRST_PAINTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downBytesPerSecond,
      uploadThroughput: profile.upBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const assets = recordAssets(cdp);
    proxy.reset();
    const startedAt = Date.now();
    await page.goto(origin + route, { waitUntil: 'commit' });
    await page.waitForTimeout(DATA_WINDOW_MS - (Date.now() - startedAt));
    const requests = proxy.requests();
    const effectiveType = await page.evaluate(
      () =>
        (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
          ?.effectiveType ?? '',
    );
    const marks = await page.evaluate(
      () =>
        (window as unknown as { __firstVisit: { title?: number; portrait?: number; app?: number } })
          .__firstVisit,
    );
    const titleMs = marks.title ?? null;
    return {
      titleMs,
      portraitMs: marks.portrait ?? null,
      appMs: marks.app ?? null,
      bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
      firstLoadBytes: marks.app === undefined ? 0 : assets.bytesSentBefore(marks.app),
      effectiveType,
      requests,
    };
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/**
 * Visits every page once, unthrottled, before measuring: the server draws the catalogue's
 * pictures and their thumbnails on their first request and keeps them, as a running server has.
 */
async function warmUp(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      // Every card's portrait, not only those lazily loaded so far.
      await page.evaluate(async () => {
        window.scrollTo(0, document.body.scrollHeight);
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await browser.close();
  }
}

/** Starts Chromium for Lighthouse on a fresh profile and answers its DevTools port. */
async function startChromiumForLighthouse() {
  const profile = mkdtempSync(path.join(tmpdir(), 'first-visit-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no DevTools port:\n${output}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}):\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // Chromium's helpers can still be writing into the profile; a left temporary folder is
        // harmless and must not end the run.
      }
    },
  };
}

/** Lighthouse's mobile performance and SEO scores and its LCP for `url`, on a fresh profile. */
async function auditPerformance(url: string) {
  const browser = await startChromiumForLighthouse();
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'seo'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const failedSeo = (categories.seo?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.id ?? '');
    const lcpElement = (
      audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    return {
      lcpElement: lcpElement?.slice(0, 80) ?? '',
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      failedSeo,
    };
  } finally {
    await browser.stop();
  }
}

const ms = (value: number | null) => (value === null ? '—' : `${(value / 1000).toFixed(2)} s`);
const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;

/** A visit's largest answers, and every address asked for more than once. */
function describeRequests(title: string, requests: ProxiedRequest[]): string {
  const total = requests.reduce((sum, request) => sum + request.bytes, 0);
  const lines = [`${title}: ${requests.length} requests, ${kB(total)}`];
  for (const request of [...requests].sort((a, b) => b.bytes - a.bytes).slice(0, TOP_RESOURCES)) {
    lines.push(
      `  ${kB(request.bytes).padStart(9)}  ${request.status} ${request.dest.padEnd(8)} ${request.url}`,
    );
  }
  for (const [address, asked] of repeatedRequests(requests)) {
    const bytes = asked.reduce((sum, request) => sum + request.bytes, 0);
    lines.push(
      `  twice: ${address} ×${asked.length} (${kB(bytes)}; ${asked.map((request) => request.dest).join(', ')})`,
    );
  }
  return lines.join('\n');
}

ensureBuild('client');
const server = await startAppServer({ LOG_LEVEL: 'warn' });
const proxy = await startCountingProxy(new URL(server.url));
try {
  await warmUp(server.url);
  const details: string[] = [];
  for (const name of PROFILE_NAMES) {
    const profile = PROFILES[name];
    if (!profile) throw new Error(`no profile ${name}: ${Object.keys(PROFILES).join(', ')}`);
    console.log(
      `\nFirst visit, ${name}: ${profile.latencyMs} ms RTT, ${(profile.downBytesPerSecond * 8) / 1000}/${(profile.upBytesPerSecond * 8) / 1000} kbit/s, ${profile.cpuSlowdown}× CPU; bytes over ${DATA_WINDOW_MS / 1000} s`,
    );
    console.log(
      `page        title      portrait   app screen   bytes (30 s)   first-load JS+CSS   link   targets ≤ ${ms(TARGETS.titleMs)} / ${ms(TARGETS.portraitMs)} / ${kB(TARGETS.bytes)} / ${kB(TARGETS.firstLoadBytes)}`,
    );
    for (const route of ROUTES) {
      const figures = await firstVisit(proxy.url, route, profile, proxy);
      console.log(
        `${route.padEnd(10)} ${ms(figures.titleMs).padStart(7)} ${ms(figures.portraitMs).padStart(10)} ${ms(figures.appMs).padStart(12)} ${kB(figures.bytes).padStart(14)} ${kB(figures.firstLoadBytes).padStart(19)} ${figures.effectiveType.padStart(6)}`,
      );
      details.push(describeRequests(`${name} ${route}`, figures.requests));
    }
  }
  console.log(`\n${details.join('\n')}`);
  if (WITH_LIGHTHOUSE)
    console.log(
      `\nLighthouse mobile   performance   LCP        SEO   targets ≥ ${LIGHTHOUSE_TARGETS.performance} / ≤ ${ms(LIGHTHOUSE_TARGETS.lcpMs)} / ${LIGHTHOUSE_TARGETS.seo}`,
    );
  for (const route of WITH_LIGHTHOUSE ? ROUTES : []) {
    const audit = await auditPerformance(server.url + route);
    console.log(
      `${route.padEnd(19)} ${String(audit.performance).padStart(11)} ${ms(audit.lcpMs).padStart(9)} ${String(audit.seo).padStart(6)}${audit.failedSeo.length ? `   failed: ${audit.failedSeo.join(', ')}` : ''}`,
    );
    console.log(`${''.padEnd(19)} TBT ${audit.tbtMs} ms, largest paint: ${audit.lcpElement}`);
  }
} finally {
  await proxy.stop();
  await server.stop();
  removeDataDir(server.dataDir);
}
