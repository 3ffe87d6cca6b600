import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './helpers/browser';

const appUrl = inject('appUrl');
let browser: BrowserSession;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterEach(() => browser.close());

/** Confirms the age check, as a first-time visitor must. */
async function passAdultCheck() {
  await page.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Age check' }).count()).toBe(0);
}

describe('the app in a browser tab', () => {
  it('asks for the age once: under 18 is refused with a way back, 18+ closes it for good', async () => {
    await page.goto(`${appUrl}/`);
    const dialog = page.getByRole('dialog', { name: 'Age check' });
    await dialog.waitFor();
    await page.getByRole('button', { name: 'I am under 18' }).click();
    await page.getByText('This website is only for users over 18 years old').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await passAdultCheck();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hiddenNotices'))).toBe('["adultCheck"]');
  });

  it('lets a visitor read the legal pages before the age check', async () => {
    await page.goto(`${appUrl}/terms`);
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Age check' }).count()).toBe(0);
    expect(await page.getByText('support@velora.chat').first().isVisible()).toBe(true);
  });

  it('shows the 404 text for an unknown path, which the server answered with 404', async () => {
    const response = await page.goto(`${appUrl}/definitely/not/here?x=1`);
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found: /definitely/not/here').waitFor();
  });

  it('shows 404 when a route check fails', async () => {
    const response = await page.goto(`${appUrl}/chat/not%20valid`);
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found: /chat/not%20valid').waitFor();
  });

  it('reaches every settings page from the settings menu and comes back', async () => {
    await page.goto(`${appUrl}/settings`);
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
      await page.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    }
  });

  it('keeps a language switch across a reload, with the URL prefix and the server told', async () => {
    await page.goto(`${appUrl}/settings/language`);
    await passAdultCheck();
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/config/set/lang'),
    );
    await page.getByRole('radio', { name: /Deutsch/ }).click();
    expect(await (await saved).json()).toMatchObject({ code: 0, data: { lang: 'de' } });
    await page.getByRole('heading', { name: 'Sprache', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/settings/language');
    await page.reload();
    await page.getByRole('heading', { name: 'Sprache', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    const cookie = (await browser.context.cookies()).find(
      (item) => item.name === 'i18n_redirected',
    );
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  it('lays out /ar/settings right to left', async () => {
    await browser.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: appUrl }]);
    await page.goto(`${appUrl}/ar/settings`);
    // The first button of the age check is 'I am 18 or older', whatever the language.
    await page.locator('.adult-check button').first().click();
    const html = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    }));
    expect(html).toEqual({ dir: 'rtl', lang: 'ar-SA' });
    const heading = await page.locator('.page-frame__title').boundingBox();
    const viewport = page.viewportSize();
    // Right to left: the title starts at the right edge.
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
    const direction = await page
      .locator('.settings-menu')
      .evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('rtl');
  });
});
