// Lighthouse accessibility scores of Home, a conversation (signed in, with messages) and Settings
// on the production build, in a phone-sized emulation, in light and dark appearance.
// Target: at least 95 each. Run with `npm run bench`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuild } from '../../scripts/lib/client-build.mjs';
import { openDatabase } from '../../src/server/db/database';
import { seedShippedContent } from '../../src/server/seed';
import { removeDataDir, startAppServer } from '../helpers/app-server';
import {
  type AccessibilityUser,
  seedAccessibilityUsers,
} from '../helpers/seed-accessibility-users';

const TARGET_SCORE = 95;
const DEVTOOLS_WAIT_MS = 20_000;

/** Chromium as the brief for this benchmark asks: new headless, no sandbox, no GPU, offline. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--remote-debugging-port=0',
];

interface RunningChromium {
  port: number;
  stop(): Promise<void>;
}

/** Starts Chromium on a fresh profile, dark or light, and answers its DevTools port. */
async function startChromium(scheme: 'light' | 'dark'): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const flags = [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`];
  // The system appearance is what prefers-color-scheme reports, and the web app follows it.
  if (scheme === 'dark') flags.push('--force-dark-mode');
  // A blank first tab: Playwright's attach waits forever on Chromium's own new-tab page.
  flags.push('about:blank');
  const child: ChildProcess = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', flags, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no DevTools port:\n${output}`)),
      DEVTOOLS_WAIT_MS,
    );
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
      // Its helper processes may still be writing to the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * Signs the profile in as `user` the way the app remembers a session (spec §3 local storage),
 * with the age check answered, so Lighthouse audits the pages she sees; then makes sure her
 * conversation opens, in the appearance asked for.
 */
async function signIn(
  port: number,
  origin: string,
  user: AccessibilityUser,
  scheme: 'light' | 'dark',
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('the Chromium profile has no context');
  const page = await context.newPage();
  // Playwright emulates a light scheme on its pages unless told not to; Lighthouse does not.
  await page.emulateMedia({ colorScheme: null });
  await page.goto(`${origin}/terms`);
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('uid', session.uid);
    localStorage.setItem('tokenIssuedAt', String(Date.now()));
    localStorage.setItem('hiddenNotices', JSON.stringify(['adultCheck']));
  }, user);
  await page.goto(`${origin}/chat/${user.conversationId}`);
  await page.locator('.bubble-row').first().waitFor();
  const isDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  if (isDark !== (scheme === 'dark')) throw new Error(`Chromium does not report ${scheme}`);
  await page.close();
  // Disconnects only: the browser and its profile stay for Lighthouse.
  await browser.close();
}

/** Lighthouse's accessibility category for `url`, with the audits that failed. */
async function auditAccessibility(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['accessibility'],
    formFactor: 'mobile',
    // The session lives in local storage: Lighthouse must not clear it before loading.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A lost session would send her elsewhere (a missing conversation, the login popup's page).
  if (result.lhr.finalDisplayedUrl !== url) {
    throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${url}`);
  }
  const { audits, categories } = result.lhr;
  const failed = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.title}${elementsOf(audit?.details)}`);
  return { score: Math.round((categories.accessibility?.score ?? 0) * 100), failed };
}

/** The first few elements an audit names, by their HTML, so a failure says where it is. */
function elementsOf(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => `\n        ${item.node?.snippet?.slice(0, 140) ?? ''}`)
    .join('');
}

async function seedUser(dataDir: string): Promise<AccessibilityUser> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedShippedContent(database.db);
    return (await seedAccessibilityUsers(database.db)).web;
  } finally {
    await database.close();
  }
}

ensureBuild('client');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const user = await seedUser(dataDir);
const server = await startAppServer({ LOG_LEVEL: 'warn', DATA_DIR: dataDir });
const pages = [
  ['Home', '/'],
  ['Conversation', `/chat/${user.conversationId}`],
  ['Settings', '/settings'],
] as const;

let isUnderTarget = false;
try {
  console.log('page           appearance   accessibility   target');
  for (const scheme of ['light', 'dark'] as const) {
    const browser = await startChromium(scheme);
    try {
      await signIn(browser.port, server.url, user, scheme);
      for (const [name, pagePath] of pages) {
        const { score, failed } = await auditAccessibility(browser.port, server.url + pagePath);
        if (score < TARGET_SCORE) isUnderTarget = true;
        const verdict = score >= TARGET_SCORE ? 'ok' : 'UNDER';
        console.log(
          `${name.padEnd(14)} ${scheme.padEnd(12)} ${String(score).padStart(13)}   ≥ ${TARGET_SCORE} ${verdict}`,
        );
        for (const audit of failed) console.log(`    failed: ${audit}`);
      }
    } finally {
      await browser.stop();
    }
  }
} finally {
  await server.stop();
  removeDataDir(dataDir);
}
process.exitCode = isUnderTarget ? 1 : 0;
