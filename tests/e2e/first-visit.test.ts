// A new visitor's first visit (issue 37): nothing crosses the wire twice, the service worker's
// precache included, and a screen not fetched ahead is fetched when she points at or touches
// its link. Counted by a proxy in front of the server, as the first-visit benchmark does.
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  type CountingProxy,
  repeatedRequests,
  startCountingProxy,
} from '../helpers/counting-proxy';
import { passAdultCheck } from './helpers/adult-check';
import { type BrowserSession, openBrowser } from './helpers/browser';

const appUrl = inject('appUrl');
/**
 * How long a condition may take to hold: the idle preload starts a second after the screen is up
 * and the worker installs after that, which on a loaded runner takes a while.
 */
const UNTIL = { timeout: 30_000 };
let browser: BrowserSession | null = null;
let proxy: CountingProxy | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
  await proxy?.stop();
  proxy = null;
});

/** Whether a request for a chunk of `module` (`role-screen`) went through the proxy. */
const hasAskedFor = (counting: CountingProxy, module: string) =>
  counting
    .requests()
    .some((request) => new RegExp(`^/assets/${module}-[^/]+\\.js$`).test(request.url));

describe('a first visit', () => {
  it('fetches no address twice, the service worker’s precache included', async () => {
    proxy = await startCountingProxy(new URL(appUrl));
    const counting = proxy;
    browser = await openBrowser({ allowServiceWorkers: true });
    const page = await browser.context.newPage();
    await page.goto(`${counting.url}/`);
    await passAdultCheck(page);
    await page.locator('.character-card').first().waitFor();
    // Settled: the worker is active (its precache done), it has the page's files in its runtime
    // cache, and the screens likely next from Home have been fetched ahead.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(
        () => page.evaluate(async () => (await (await caches.open('assets')).keys()).length),
        UNTIL,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => hasAskedFor(counting, 'role-screen'), UNTIL).toBe(true);
    await expect.poll(() => hasAskedFor(counting, 'chat-list-screen'), UNTIL).toBe(true);
    // Asked for by name, with the catalog part her page's words are in.
    const asked = counting
      .requests()
      .map((request) => new URL(request.url, counting.url))
      .filter((url) => url.pathname === '/preload/screens.json');
    expect(
      asked.map((url) => [url.searchParams.get('screens'), url.searchParams.get('parts')]),
    ).toEqual([['features/role/role-screen,features/chat/chat-list-screen', 'role']]);

    const repeated = [...repeatedRequests(counting.requests()).keys()];
    expect(repeated).toEqual([]);
    // Only the likely screens: not every screen of the app.
    expect(hasAskedFor(counting, 'meet-screen')).toBe(false);
  });

  it('fetches a screen not fetched ahead when the visitor points at or touches its link', async () => {
    proxy = await startCountingProxy(new URL(appUrl));
    const counting = proxy;
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await page.goto(`${counting.url}/`);
    await passAdultCheck(page);
    // The screens likely next from Home have been fetched ahead; Settings and Create were not.
    await expect.poll(() => hasAskedFor(counting, 'chat-list-screen'), UNTIL).toBe(true);
    expect(hasAskedFor(counting, 'settings-screen')).toBe(false);
    expect(hasAskedFor(counting, 'my-roles-screen')).toBe(false);

    await page.getByRole('link', { name: 'Settings' }).hover();
    await expect.poll(() => hasAskedFor(counting, 'settings-screen'), UNTIL).toBe(true);
    expect(hasAskedFor(counting, 'my-roles-screen')).toBe(false);

    await page.getByRole('link', { name: 'Create' }).dispatchEvent('touchstart');
    await expect.poll(() => hasAskedFor(counting, 'my-roles-screen'), UNTIL).toBe(true);
    // Opening it uses what was fetched: nothing is asked for again.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    expect([...repeatedRequests(counting.requests()).keys()]).toEqual([]);
  });
});
