import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

const lastReply = (page: Page) => page.locator('.bubble-row:not(.bubble-row--mine)').last();

describe('the visitor tour', () => {
  it('lets a visitor chat before signing in and carries the chat into the new account', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/chat`);
    await passAdultCheck(page);
    await page.getByRole('link', { name: 'Try a chat without signing in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tour/chat');

    await page.getByRole('button', { name: 'Marcus' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Marcus' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByText('Free messages left: 10 of 10').waitFor();
    await page.locator('.bubble-row').first().waitFor();

    const text = 'Is the gym open this late?';
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.bubble--mine', { hasText: text }).waitFor();
    await expect
      .poll(async () => (await lastReply(page).getAttribute('data-status')) === 'streaming')
      .toBe(true);
    await expect
      .poll(() => lastReply(page).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    // Her answer, in her words: the demo model never quotes the visitor, and says it is a demo.
    expect(await lastReply(page).innerText()).not.toContain(text);
    await page
      .getByRole('note')
      .filter({ hasText: 'Demo model: replies are scripted on this server' })
      .waitFor();
    await page.getByText('Free messages left: 9 of 10').waitFor();

    // Signing in takes the conversation along and carries on in it.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInWithMailedCode(page, dataDir, `tourist.${Date.now()}@example.com`);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
    await page.locator('.bubble--mine', { hasText: text }).waitFor();
    await page.getByText('1 energy per message · 100 left').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('visitorToken'))).toBeNull();

    await page.goto(`${appUrl}/chat`);
    await page.locator('.chat-list__item', { hasText: 'Marcus' }).waitFor();
  });

  it('starts the tour with a character from her Role screen', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/role/luna`);
    await passAdultCheck(page);
    await page.getByRole('link', { name: 'Try without signing in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tour/chat');
    await expect
      .poll(() => page.getByRole('button', { name: 'Luna' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.locator('.bubble-row').first().waitFor();
  });
});
