import { describe, expect, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp } from './helpers/mini-app';

const browser = freshBrowserPerTest();

const calls = (eventType: string) =>
  browser.page.locator(`#event-log li[data-event="${eventType}"]`);

describe('the app as a Telegram Mini App inside the harness', () => {
  it('applies the dark theme and decodes the start parameter', async () => {
    const app = await launchMiniApp(browser.page, {
      theme: 'dark',
      u: '42',
      ch: 'tg_ads',
      l: 'spring-link',
    });
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
    const app = await launchMiniApp(browser.page, { theme: 'light' });
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
    const app = await launchMiniApp(browser.page, { theme: 'light' });
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
    const app = await launchMiniApp(browser.page, { lang: 'ja' });
    await expect.poll(() => app.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
  });
});

describe('the harness itself', () => {
  it('reports viewport changes to the app, which binds them to CSS variables', async () => {
    const app = await launchMiniApp(browser.page, { viewport: 'iPhone 15' });
    const height = () =>
      app.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tg-viewport-height').trim(),
      );
    await expect.poll(height).toBe('749px');
    await browser.page.selectOption('#viewport', 'iPhone 15 with keyboard');
    await expect.poll(height).toBe('413px');
  });

  it('answers an invoice with the result the tester clicks', async () => {
    const app = await launchMiniApp(browser.page, {});
    for (const status of ['paid', 'cancelled', 'failed']) {
      // Post what the SDK posts for invoice.openUrl, and wait for Telegram's answer in the frame.
      const answer = app.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            window.addEventListener('message', function onMessage(event) {
              const data = JSON.parse(String(event.data)) as {
                eventType: string;
                eventData: unknown;
              };
              if (data.eventType !== 'invoice_closed') return;
              window.removeEventListener('message', onMessage);
              resolve(data.eventData);
            });
            window.parent.postMessage(
              JSON.stringify({ eventType: 'web_app_open_invoice', eventData: { slug: 'inv-1' } }),
              '*',
            );
          }),
      );
      await browser.page.locator(`#tg-invoice [data-invoice-status="${status}"]`).click();
      expect(await answer).toEqual({ slug: 'inv-1', status });
    }
  });
});
