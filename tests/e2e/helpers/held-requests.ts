import type { Page } from 'playwright-core';

/**
 * Holds back the page's requests to `url` (a glob) until the returned function is called, so a
 * test can look at what the page does while they are on their way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
