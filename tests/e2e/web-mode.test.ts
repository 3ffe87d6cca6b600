import { describe, expect, inject, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { holdRequests } from './helpers/held-requests';

const appUrl = inject('appUrl');
const browser = freshBrowserPerTest();

/** Confirms the age check, as a first-time visitor must. */
async function passAdultCheck() {
  await browser.page.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect.poll(() => browser.page.getByRole('dialog', { name: 'Age check' }).count()).toBe(0);
}

describe('the app in a browser tab', () => {
  it('asks for the age once: under 18 is refused with a way back, 18+ closes it for good', async () => {
    await browser.page.goto(`${appUrl}/`);
    const dialog = browser.page.getByRole('dialog', { name: 'Age check' });
    await dialog.waitFor();
    await browser.page.getByRole('button', { name: 'I am under 18' }).click();
    await browser.page.getByText('This website is only for users over 18 years old').waitFor();
    await browser.page.getByRole('button', { name: 'Back' }).click();
    await passAdultCheck();
    await browser.page.reload();
    await browser.page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await browser.page.evaluate(() => localStorage.getItem('hiddenNotices'))).toBe(
      '["adultCheck"]',
    );
  });

  it('lets a visitor read the legal pages before the age check', async () => {
    await browser.page.goto(`${appUrl}/terms`);
    await browser.page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(await browser.page.getByRole('dialog', { name: 'Age check' }).count()).toBe(0);
    expect(await browser.page.getByText('support@velora.chat').first().isVisible()).toBe(true);
  });

  it('shows the 404 text for an unknown path, which the server answered with 404', async () => {
    const response = await browser.page.goto(`${appUrl}/definitely/not/here?x=1`);
    expect(response?.status()).toBe(404);
    await browser.page.getByText('Page not found: /definitely/not/here').waitFor();
  });

  it('shows 404 when a route check fails', async () => {
    const response = await browser.page.goto(`${appUrl}/chat/not%20valid`);
    expect(response?.status()).toBe(404);
    await browser.page.getByText('Page not found: /chat/not%20valid').waitFor();
  });

  it('reaches every settings page from the settings menu and comes back', async () => {
    await browser.page.goto(`${appUrl}/settings`);
    await passAdultCheck();
    const pages = [
      ['Subscription', 'Subscription'],
      ['Coin details', 'Coin details'],
      ['Payment cards', 'Payment cards'],
      ['Language', 'Language'],
      ['Customer service', 'Customer service'],
      ['Contact Us', 'Contact Us'],
      ['Terms of Service', 'Terms of Service'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Refund Policy', 'Refund Policy'],
      ['Intellectual Property', 'Intellectual Property'],
    ];
    for (const [link, heading] of pages) {
      await browser.page.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await browser.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await browser.page.getByRole('button', { name: 'Back' }).click();
      await browser.page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    }
  });

  it('keeps a language switch across a reload, with the URL prefix and the server told', async () => {
    await browser.page.goto(`${appUrl}/settings/language`);
    await passAdultCheck();
    const saved = browser.page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/config/set/lang'),
    );
    await browser.page.getByRole('radio', { name: /Deutsch/ }).click();
    expect(await (await saved).json()).toMatchObject({ code: 0, data: { lang: 'de' } });
    await browser.page.getByRole('heading', { name: 'Sprache', level: 1 }).waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/de/settings/language');
    await browser.page.reload();
    await browser.page.getByRole('heading', { name: 'Sprache', level: 1 }).waitFor();
    expect(await browser.page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    const cookie = (await browser.context.cookies()).find(
      (item) => item.name === 'i18n_redirected',
    );
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  it('shows pages visited before a language switch in the new language when going back', async () => {
    await browser.page.goto(`${appUrl}/settings`);
    await passAdultCheck();
    await browser.page.getByRole('link', { name: /^Language/ }).click();
    await browser.page.getByRole('radio', { name: /Español/ }).click();
    await browser.page.getByRole('heading', { name: 'Idioma', level: 1 }).waitFor();
    await browser.page.getByRole('button', { name: 'Atrás' }).click();
    await browser.page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/es/settings');
  });

  it('lays out /ar/settings right to left', async () => {
    await browser.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: appUrl }]);
    await browser.page.goto(`${appUrl}/ar/settings`);
    // The first button of the age check is 'I am 18 or older', whatever the language.
    await browser.page.locator('.adult-check button').first().click();
    const html = await browser.page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    }));
    expect(html).toEqual({ dir: 'rtl', lang: 'ar-SA' });
    const heading = await browser.page.locator('.page-frame__title').boundingBox();
    const viewport = browser.page.viewportSize();
    // Right to left: the title starts at the right edge.
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
    const direction = await browser.page
      .locator('.settings-menu')
      .evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('rtl');
  });
});

describe('on an iPhone', () => {
  it("shows telegram-ui's iOS spinner on a busy button, loaded when first needed", async () => {
    const { page } = browser;
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'userAgent', {
        get: () =>
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      }),
    );
    const spinnerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/IOSSpinner-[\w-]+\.js$/.test(request.url())) spinnerChunks.push(request.url());
    });
    // The code request waits until the spinner has been seen, so the button stays busy.
    const releaseCodeRequest = await holdRequests(page, '**/v1/login/email/request-login');

    await page.goto(`${appUrl}/settings`);
    await passAdultCheck();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(spinnerChunks).toEqual([]);

    await page.getByRole('button', { name: /^Sign in/ }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByRole('textbox', { name: 'Your email' }).fill(`ios.${Date.now()}@example.com`);
    await popup.getByRole('button', { name: 'Send code' }).click();
    // The iOS spinner draws its frames as one SVG of twelve animated segments.
    const frames = popup.locator('[role="status"] svg');
    await frames.waitFor();
    expect(await frames.locator('g').count()).toBeGreaterThan(1);
    expect(spinnerChunks).toHaveLength(1);
    releaseCodeRequest();
    await popup.getByRole('heading', { name: 'Enter the code' }).waitFor();
  });
});
