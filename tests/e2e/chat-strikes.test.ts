import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

const REFUSED = 'I want to have sex with a kid';
const REFUSAL = 'Not sent: sexual content involving minors is not allowed. Nothing was charged.';

describe('a chat locked by strikes', () => {
  it('closes the composer with why and until when, also after a reload', async () => {
    const { page } = browser;
    await page.goto(appUrl);
    await passAdultCheck(page);
    await page.getByRole('tab', { name: 'Latest' }).waitFor();
    await page.locator('a.character-card[href="/role/sofia"]').click();
    await page.getByRole('button', { name: 'Start chat' }).click();
    await signInWithMailedCode(page, dataDir, `strikes.${Date.now()}@example.com`);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toMatch(/^\/chat\/[\w-]+$/);
    await page.getByText('1 energy per message · 100 left').waitFor();

    for (const _ of [1, 2]) {
      await page.getByRole('textbox').fill(REFUSED);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('.toast-list__toast', { hasText: REFUSAL }).last().waitFor();
      await expect.poll(() => page.getByRole('textbox').inputValue()).toBe(REFUSED);
    }
    // The third refusal locks the chat: the composer says so, and nothing can be sent.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your chat is paused until' });
    await notice.waitFor();
    expect(await page.getByRole('textbox').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Appeal' }).getAttribute('href')).toBe(
      '/settings/account-status',
    );

    await page.reload();
    await notice.waitFor();
    expect(await page.getByRole('textbox').isDisabled()).toBe(true);
  });
});
