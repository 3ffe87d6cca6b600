import type { Frame, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * Opens the app inside the Telegram harness with the given harness settings (`app` is the URL the
 * harness launches, the app's root by default) and returns the app's frame once it has rendered.
 */
export async function launchMiniApp(page: Page, settings: Record<string, string>): Promise<Frame> {
  const appUrl = inject('appUrl');
  const query = new URLSearchParams({ app: `${appUrl}/`, ...settings });
  await page.goto(`${inject('harnessUrl')}?${query}`);
  const frameElement = await page.waitForSelector('#app-frame');
  await expect.poll(async () => (await frameElement.contentFrame())?.url() ?? '').toContain(appUrl);
  const frame = await frameElement.contentFrame();
  if (!frame) throw new Error('the app frame did not load');
  await frame.waitForSelector('.app-root');
  return frame;
}

/** Presses Telegram's main button in the harness once it carries `text` and may be pressed. */
export async function pressMainButton(page: Page, text: string | RegExp): Promise<void> {
  const button = page.locator('#tg-main-button:not([disabled])', { hasText: text });
  await button.waitFor();
  await button.click();
}
