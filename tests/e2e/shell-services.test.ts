import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { IDLE_PRELOAD_DELAY_MS } from '../../src/contract/constants';
import { type RunningServer, removeDataDir, startAppServer } from '../helpers/app-server';
import { type BrowserSession, openBrowser } from './helpers/browser';
import { holdRequests } from './helpers/held-requests';

const appUrl = inject('appUrl');

/** Each language's `messages` catalog file in the build, from Vite's manifest. */
function catalogFiles(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  return Object.fromEntries(
    Object.entries(manifest).flatMap(([source, chunk]) => {
      const locale = /^locales\/([^/]+)\/messages\.po$/.exec(source)?.[1];
      return locale ? [[locale, chunk.file]] : [];
    }),
  );
}
const harnessUrl = inject('harnessUrl');
let browser: BrowserSession | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe('maintenance', () => {
  // A server of its own, started in a hook: its start may take minutes on a loaded runner.
  let maintenanceServer: RunningServer;
  beforeAll(async () => {
    maintenanceServer = await startAppServer({ MAINTENANCE: '1' });
  });
  afterAll(async () => {
    if (!maintenanceServer) return;
    await maintenanceServer.stop();
    removeDataDir(maintenanceServer.dataDir);
  });

  it('shows the maintenance page when the server answers 1007', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await page.goto(`${maintenanceServer.url}/settings`);
    await page
      .getByText('The service is not available right now. Please come back a little later.')
      .waitFor();
    expect(await page.locator('img[src="/images/maintenance.svg"]').count()).toBe(1);
  });
});

describe('translations that fail to load', () => {
  it('reload once, then fall back to English with a warning', async () => {
    browser = await openBrowser();
    await browser.context.addCookies([{ name: 'i18n_redirected', value: 'de', url: appUrl }]);
    const page = await browser.context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The German catalog fails on the first load and again after the reload; English then loads.
    // Each load asks for it twice: the page preloads it, and the app imports it.
    const germanCatalog = `/${catalogFiles().de}`;
    let germanRequests = 0;
    await page.route('**/assets/messages-*.js', (route) => {
      if (new URL(route.request().url()).pathname !== germanCatalog) return route.continue();
      germanRequests++;
      return route.abort();
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(`${appUrl}/de/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    // The app may be up before the reloaded page's `load` (it waits for the first paint's images).
    await expect.poll(() => loads).toHaveLength(2);
    expect(germanRequests).toBeGreaterThanOrEqual(2);
    expect(warnings.some((text) => text.includes('could not load the de catalog'))).toBe(true);
  });
});

describe('a screen chunk that fails to load', () => {
  it('reloads the page, which then shows the screen', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    // The settings chunk is unreachable during the first page load only (as after a deploy).
    let pageLoads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pageLoads++;
    });
    await page.route('**/assets/settings-screen-*.js', (route) =>
      pageLoads <= 1 ? route.abort() : route.continue(),
    );
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(pageLoads).toBe(2);
  });
});

describe('installable web app', () => {
  it('links the brand manifest and registers the service worker in a browser tab', async () => {
    browser = await openBrowser({ allowServiceWorkers: true });
    const page = await browser.context.newPage();
    await page.goto(`${appUrl}/`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (
      await page.request.get(new URL(manifestHref ?? '', appUrl).toString())
    ).json()) as {
      name: string;
      icons: { src: string }[];
      start_url: string;
    };
    expect(manifest).toMatchObject({ name: 'Velora', start_url: '/?pwa=1' });
    expect(manifest.icons.map((icon) => icon.src)).toContain('/brands/velora/icon-512.png');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${appUrl}/`);
  });

  it('registers no service worker inside Telegram', async () => {
    browser = await openBrowser({ allowServiceWorkers: true });
    const page = await browser.context.newPage();
    await page.clock.install();
    await page.goto(`${harnessUrl}?${new URLSearchParams({ app: `${appUrl}/` })}`);
    await page.locator('#event-log li[data-event="web_app_ready"]').first().waitFor();
    const frame = await (await page.waitForSelector('#app-frame')).contentFrame();
    // Outside Telegram the worker registers once the page is idle (after 1 s): the page's clock
    // runs past that at once, firing the timers and idle callbacks due by then.
    await page.clock.runFor(IDLE_PRELOAD_DELAY_MS * 3);
    expect(
      await frame?.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
  });
});

describe('the idle preload', () => {
  it('fetches the likely next screens without running them, and a screen opened later uses them', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    const conversationChunk = /\/assets\/chat-list-screen-[^/]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // Chats is one of the screens likely next from Home (src/client/app/likely-screens.ts).
    await page.goto(`${appUrl}/`);
    // The list comes once the page is idle (after 1 s), then the files, 5 at a time.
    await expect
      .poll(() => asked.filter((file) => conversationChunk.test(file)).length, { timeout: 15_000 })
      .toBe(1);
    expect(asked).toContain('/preload/screens.json');
    // Fetched as a module preload, not imported: the screen's code has not run.
    expect(
      await page.evaluate(
        () =>
          document.querySelectorAll('link[rel="modulepreload"][href*="chat-list-screen"]').length,
      ),
    ).toBe(1);
    // Its stylesheet is prefetched, not preloaded: a preload left unused for a few seconds is a
    // console warning each (issue 33 counted 28 on a first load). Every preload the page holds is
    // applied: the first screen's stylesheet, which the screen links.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length))
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => {
        const applied = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
            (link) => link.href,
          ),
        );
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
          .map((link) => link.href)
          .filter((href) => !applied.has(href));
      }),
    ).toEqual([]);
    // Opening it runs it from what was fetched: not asked for again.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/chat');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Chats' }).first().waitFor();
    expect(asked.filter((file) => conversationChunk.test(file))).toHaveLength(1);
  });
});

describe('customer service', () => {
  it('asks through a native popup and acts on the pressed button', async () => {
    browser = await openBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: appUrl,
    });
    const page = await browser.context.newPage();
    await page.goto(
      `${harnessUrl}?${new URLSearchParams({ app: `${appUrl}/settings/customer-service` })}`,
    );
    const frame = await (await page.waitForSelector('#app-frame')).contentFrame();
    if (!frame) throw new Error('no app frame');
    await frame.locator('.adult-check button').first().click();
    await frame.getByRole('link', { name: /Write to us/ }).click();
    const popup = page.locator('#tg-popup');
    await popup.waitFor({ state: 'visible' });
    expect(await popup.textContent()).toContain('support@velora.chat');
    expect(await popup.locator('button').allTextContents()).toEqual(['Open mail app', 'Cancel']);
    await popup.getByRole('button', { name: 'Open mail app' }).click();
    await page.locator('#event-log li[data-event="web_app_open_link"]').waitFor();
    expect(
      await page.locator('#event-log li[data-event="web_app_open_link"]').textContent(),
    ).toContain('mailto:support@velora.chat');

    await frame.getByRole('link', { name: /Write to us/ }).click();
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitFor({ state: 'hidden' });
    expect(await page.locator('#event-log li[data-event="web_app_open_link"]').count()).toBe(1);
  });

  it('copies the support address from the page', async () => {
    browser = await openBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: appUrl,
    });
    const page = await browser.context.newPage();
    await page.goto(`${appUrl}/settings/customer-service`);
    await page.locator('.adult-check button').first().click();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Email address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@velora.chat');
  });
});

describe('what the first paint draws over the screen', () => {
  type Page = import('playwright-core').Page;
  /** The boxes of `selectors` on the page, in order, rounded to pixels (null where none). */
  const boxesOf = (page: Page, selectors: string[]) =>
    page.evaluate(
      (list) =>
        list.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? [box.left, box.top, box.width, box.height].map(Math.round) : null;
        }),
      selectors,
    );

  /** Opens `path` with its scripts blocked: only what the server drew. Answers its boxes. */
  async function serverDrawingOf(page: Page, path: string, selectors: string[]) {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${appUrl}${path}`);
    return boxesOf(page, selectors);
  }

  /** Reloads with the scripts, once the app's `ready` is up and the first paint gone: its boxes. */
  async function appDrawingOf(page: Page, ready: string, selectors: string[]) {
    await page.unroute('**/*.js');
    await page.reload();
    await page.locator(ready).waitFor();
    await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
    return boxesOf(page, selectors);
  }

  it("draws the sign-in cell where the app draws it, in the visitor's language, dark, right to left", async () => {
    browser = await openBrowser();
    await browser.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: appUrl }]);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    // Without the scripts, the page shows only what the server drew.
    const drawn = await serverDrawingOf(page, '/settings', [
      '#first-paint-sign-in',
      '.first-paint__cell p:first-child',
      '.first-paint__hint',
    ]);
    expect(drawn.every(Boolean)).toBe(true);
    await expect.poll(() => page.locator('#first-paint').textContent()).toContain('تسجيل الدخول');

    const app = await appDrawingOf(page, '.account-section__button', [
      'section:has(.account-section__button)',
      '.account-section__button h6:first-of-type',
      '.account-section__button h6:last-of-type',
    ]);
    expect(app).toEqual(drawn);
  });

  it('draws no sign-in cell for a browser that holds a session', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await page.addInitScript(() => localStorage.setItem('token', 'a-stored-session'));
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${appUrl}/settings`);
    await page.locator('#first-paint h1').waitFor();
    expect(await page.locator('#first-paint-sign-in').count()).toBe(0);
  });

  it('draws the age check where the app draws it, and the app shows its own in place', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const parts = ['sheet', 'title', 'text', 'confirm', 'underAge', 'legal'];
    const drawn = await serverDrawingOf(page, '/chat', [
      '.first-paint__sheet',
      '.first-paint__check h2',
      '.first-paint__check-text',
      '.first-paint__button--filled',
      '.first-paint__button:not(.first-paint__button--filled)',
      '.first-paint__legal',
    ]);
    expect(drawn.every(Boolean)).toBe(true);
    expect(await page.locator('#first-paint-age-check').textContent()).toContain(
      'I am 18 or older',
    );

    const app = await appDrawingOf(page, '.adult-check', [
      '.bottom-popup__sheet',
      '.adult-check__title',
      '.adult-check__text',
      '.adult-check button:nth-of-type(1)',
      '.adult-check button:nth-of-type(2)',
      '.adult-check__legal',
    ]);
    expect(Object.fromEntries(parts.map((part, index) => [part, app[index]]))).toEqual(
      Object.fromEntries(parts.map((part, index) => [part, drawn[index]])),
    );
    // It replaced the server's in place instead of sliding in over it.
    expect(
      await page
        .locator('.bottom-popup__sheet')
        .evaluate((sheet) => getComputedStyle(sheet).animationName),
    ).toBe('none');
  });

  it('draws no age check for a browser that has confirmed it', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem('hiddenNotices', JSON.stringify(['adultCheck'])),
    );
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${appUrl}/`);
    await page.locator('#first-paint h1').waitFor();
    expect(await page.locator('#first-paint-age-check').count()).toBe(0);
  });

  it('takes "I am 18 or older" before the app is up, and the app records it when it starts', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    const reported: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/log/report')) reported.push(request.postData() ?? '');
    });
    // The app's entry waits until the visitor has tapped the server's drawing of the check.
    const releaseApp = await holdRequests(page, '**/assets/index-*.js');
    await page.goto(`${appUrl}/chat`, { waitUntil: 'commit' });
    await page.locator('#first-paint-age-check .first-paint__button--filled').click();
    await expect.poll(() => page.locator('#first-paint-age-check').count()).toBe(0);
    releaseApp();

    await page.getByRole('heading', { name: 'Chats', level: 1 }).waitFor();
    expect(await page.locator('.adult-check').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hiddenNotices'))).toBe('["adultCheck"]');
    // Recorded by the app: the note is gone and the event is sent (batches leave every 2 s).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('adultConfirmedEarly')))
      .toBeNull();
    await expect
      .poll(() => reported.some((body) => body.includes('adult_check_confirm')), {
        timeout: 10_000,
      })
      .toBe(true);
  });
});
