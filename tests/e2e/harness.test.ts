import type { Frame } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useFreshBrowserPerTest } from './helpers/browser';

const appUrl = inject('appUrl');
const harnessUrl = inject('harnessUrl');
const browser = useFreshBrowserPerTest();

/** Opens the harness with the given settings and returns the app's frame once it has rendered. */
async function launchMiniApp(settings: Record<string, string>): Promise<Frame> {
  const query = new URLSearchParams({ app: `${appUrl}/`, ...settings });
  await browser.page.goto(`${harnessUrl}?${query}`);
  const frameElement = await browser.page.waitForSelector('#app-frame');
  await expect.poll(async () => (await frameElement.contentFrame())?.url() ?? '').toContain(appUrl);
  const frame = await frameElement.contentFrame();
  if (!frame) throw new Error('the app frame did not load');
  await frame.waitForSelector('.app-root');
  return frame;
}

const calls = (eventType: string) =>
  browser.page.locator(`#event-log li[data-event="${eventType}"]`);

describe('the app as a Telegram Mini App inside the harness', () => {
  it('applies the dark theme and decodes the start parameter', async () => {
    const app = await launchMiniApp({ theme: 'dark', u: '42', ch: 'tg_ads', l: 'spring-link' });
    const state = await app.evaluate(() => ({
      bg: getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
      appearance: document.querySelector('.app-root')?.className ?? '',
      startParams: localStorage.getItem('startParams'),
      channel: localStorage.getItem('channel'),
    }));
    expect(state.bg).toBe('#212121');
    expect(JSON.parse(state.startParams ?? '{}')).toEqual({
      l: 'spring-link',
      u: '42',
      ch: 'tg_ads',
    });
    expect(state.channel).toBe('tg_ads');
    const background = await app.evaluate(
      () => getComputedStyle(document.querySelector('.app-root') as Element).backgroundColor,
    );
    expect(background).toBe('rgb(15, 15, 15)');
    await expect.poll(() => calls('web_app_ready').count()).toBeGreaterThan(0);
  });

  it('follows a live theme change from Telegram', async () => {
    const app = await launchMiniApp({ theme: 'light' });
    expect(
      await app.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
      ),
    ).toBe('#ffffff');
    await browser.page.selectOption('#theme', 'dark');
    await expect
      .poll(() =>
        app.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
        ),
      )
      .toBe('#212121');
  });

  it("uses Telegram's back button instead of its own", async () => {
    const app = await launchMiniApp({ theme: 'light' });
    await app.locator('.adult-check button').first().click();
    await app.getByRole('link', { name: /Settings/ }).click();
    await app.getByRole('link', { name: /Language/ }).click();
    await app.getByRole('heading', { name: 'Language', level: 1 }).waitFor();
    expect(await app.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await browser.page.locator('#tg-back').waitFor({ state: 'visible' });
    await browser.page.locator('#tg-back').click();
    await app.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await browser.page.locator('#tg-back').waitFor({ state: 'hidden' });
  });

  it("takes the Telegram user's language when no language was chosen", async () => {
    const app = await launchMiniApp({ lang: 'ja' });
    await expect.poll(() => app.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
  });
});
