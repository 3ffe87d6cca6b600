import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

/** Flags this machine needs: no sandbox as root, no GPU, and no background calls to the internet. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The phone-sized window every test uses. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh headless Chromium with its own new profile folder. */
export async function openBrowser(
  options: {
    locale?: string;
    allowServiceWorkers?: boolean;
    /** More Chromium flags, such as a fake microphone's. */
    extraArgs?: string[];
  } = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
    locale: options.locale ?? 'en-US',
    viewport: PHONE_VIEWPORT,
    // Workers are blocked unless a test is about them, so each test sees the server's answers.
    serviceWorkers: options.allowServiceWorkers ? 'allow' : 'block',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One headless Chromium for a whole test file that wants many separate profiles: each
 * `newContext()` is its own incognito profile (storage, cookies), at the phone size.
 */
export async function launchSharedBrowser(): Promise<{
  browser: Browser;
  newContext(options?: { locale?: string }): Promise<BrowserContext>;
}> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    newContext: (options = {}) =>
      browser.newContext({
        locale: options.locale ?? 'en-US',
        viewport: PHONE_VIEWPORT,
        serviceWorkers: 'block',
      }),
  };
}

/**
 * Gives each test of the file a fresh browser and page: call at the top of a test file and read
 * `.page` / `.context` inside the tests.
 */
export function freshBrowserPerTest() {
  let session: BrowserSession | null = null;
  let current: Page | null = null;
  beforeEach(async () => {
    session = await openBrowser();
    current = await session.context.newPage();
  });
  afterEach(async () => {
    await session?.close();
    session = null;
  });
  return {
    get page(): Page {
      if (!current) throw new Error('no page outside a test');
      return current;
    },
    get context(): BrowserContext {
      if (!session) throw new Error('no browser outside a test');
      return session.context;
    },
  };
}
