import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { linkFromOutbox } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Answers one question of the quiz with the named choice. */
async function answer(page: Page, question: string, choice: string) {
  await page.getByRole('heading', { name: question }).waitFor();
  await page.getByRole('button', { name: choice, exact: true }).click();
}

describe('the landing pages', () => {
  it('takes an ad visitor from a landing page through the quiz, the tour chat and a mailed link', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/landing/role1?c=ads`);
    await passAdultCheck(page);
    await page
      .getByRole('heading', { name: 'Your flirty neighbour is knocking on your door' })
      .waitFor();
    await page.getByRole('img', { name: 'Sofia' }).waitFor();
    await page.getByRole('link', { name: 'Chat with Sofia now' }).waitFor();

    // The quiz: a woman, anime, colourful hair, petite, cuddling and teasing.
    await page.getByRole('button', { name: 'Not your type? Find my match' }).click();
    await page.getByText('Question 1 of 4').waitFor();
    await answer(page, 'Who would you like to meet?', 'A woman');
    await answer(page, 'Which look do you prefer?', 'Anime');
    await answer(page, 'Which hair colour do you like?', 'Colourful');
    // A man's body types are not offered once a woman is chosen.
    await page.getByRole('heading', { name: 'Which body type do you like?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Muscular' }).count()).toBe(0);
    await answer(page, 'Which body type do you like?', 'Petite');
    await page.getByText('Last step: pick what you like, or go straight to your match').waitFor();
    await page.getByRole('button', { name: /Cuddling/ }).click();
    await page.getByRole('button', { name: /Teasing/ }).click();
    await page.getByRole('button', { name: 'Show my match' }).click();

    // Mika: anime, a woman, petite, and both kinks; the server's best fit among the tour's.
    await page.getByText('Your match').waitFor();
    await page.getByRole('heading', { name: 'Mika' }).waitFor();
    await page.getByRole('link', { name: 'Chat with Mika now' }).click();
    await expect.poll(() => pathOf(page)).toBe('/tour/chat');
    await expect
      .poll(() => page.getByRole('button', { name: 'Mika' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.locator('.bubble-row').first().waitFor();

    // From a landing page, signing in is the Get-email page and a mailed link, not a code.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => pathOf(page)).toBe('/landing/get-email/mika');
    const email = `landing.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Your email' }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Verification code' }).count()).toBe(0);

    const link = new URL(await linkFromOutbox(dataDir, email));
    expect(link.pathname).toBe('/landing/get-email/mika');
    await page.goto(`${appUrl}${link.pathname}${link.search}`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[\w-]{43}$/);
    // Signed in, the visitor goes on to her page, and the tour's chat is now the account's (taken
    // after the sign-in's profile and age-check calls: a while on a busy machine).
    await expect.poll(() => pathOf(page)).toBe('/role/mika');
    const visitorToken = () => page.evaluate(() => localStorage.getItem('visitorToken'));
    await expect.poll(visitorToken, { timeout: 30_000 }).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Continue chat' }).waitFor();
  });

  it('gives each landing page its own hero and promise, in the visitor’s language', async () => {
    const { page } = browser;
    const pages = [
      { path: '/landing', hero: 'Mei', promise: 'Someone who is always glad to hear from you' },
      { path: '/landing/role2', hero: 'Luna', promise: 'Step into her fantasy world tonight' },
      {
        path: '/landing/role3',
        hero: 'Marcus',
        promise: 'He listens, he remembers, he is there for you',
      },
      { path: '/landing/landing2', hero: 'Aiko', promise: 'Find the companion made for you' },
    ];
    await page.goto(`${appUrl}${pages[0]?.path}`);
    await passAdultCheck(page);
    for (const landing of pages) {
      await page.goto(`${appUrl}${landing.path}`);
      await page.getByRole('heading', { name: landing.promise }).waitFor();
      await page.getByRole('img', { name: landing.hero }).waitFor();
      // The portrait's thumbnail is drawn on its first request: it may still be on its way.
      await expect
        .poll(
          () =>
            page
              .getByRole('img', { name: landing.hero })
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
    }
    // A role page in German, the language the visitor chose.
    await browser.context.addCookies([{ name: 'i18n_redirected', value: 'de', url: appUrl }]);
    await page.goto(`${appUrl}/de/landing/role2`);
    await page
      .getByRole('heading', { name: 'Tauche heute Nacht in ihre Fantasiewelt ein' })
      .waitFor();
    await page.getByRole('link', { name: 'Jetzt mit Luna chatten' }).waitFor();
  });

  it('opens the sign-in popup of a landing page as the mailed-link variant', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/landing`);
    await passAdultCheck(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    const email = `landing.popup.${Date.now()}@example.com`;
    await popup.getByRole('textbox', { name: 'Your email' }).fill(email);
    await popup.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await popup.getByRole('heading', { name: 'Check your mail' }).waitFor();
    expect(new URL(await linkFromOutbox(dataDir, email)).pathname).toBe('/landing');
  });
});
