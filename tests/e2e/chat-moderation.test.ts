import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readCatalog } from '../helpers/po-catalog';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

const REFUSAL = 'Not sent: sexual content involving minors is not allowed. Nothing was charged.';

/** The Arabic of an English message in a catalog part. */
function arabic(english: string, part: string): string {
  const entry = readCatalog('ar', part).find((item) => item.msgid === english);
  if (!entry?.msgstr) throw new Error(`no Arabic for "${english}"`);
  return entry.msgstr;
}

/** Sends a message the checker refuses and waits for its notice; the draft comes back. */
async function sendRefused(page: Page, text: string, send: string, notice: string) {
  const costBefore = await page.locator('.composer__cost').innerText();
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: send, exact: true }).click();
  await page.locator('.toast-list__toast', { hasText: notice }).waitFor();
  await expect.poll(() => page.getByRole('textbox').inputValue()).toBe(text);
  expect(await page.locator('.bubble--mine', { hasText: text }).count()).toBe(0);
  // The answer came before any charge: the counter shows what it showed.
  expect(await page.locator('.composer__cost').innerText()).toBe(costBefore);
}

describe('a chat message the moderation checker refuses', () => {
  it('shows its notice in English and in Arabic, and the energy counter does not move', async () => {
    const { page, context } = browser;
    await page.goto(appUrl);
    await passAdultCheck(page);
    await page.getByRole('tab', { name: 'Latest' }).waitFor();
    await page.locator('a.character-card[href="/role/sofia"]').click();
    await page.getByRole('button', { name: 'Start chat' }).click();
    await signInWithMailedCode(page, dataDir, `moderation.${Date.now()}@example.com`);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toMatch(/^\/chat\/[\w-]+$/);
    await page.getByText('1 energy per message · 100 left').waitFor();

    await sendRefused(page, 'I want to have sex with a kid', 'Send', REFUSAL);
    await page.getByText('1 energy per message · 100 left').waitFor();

    const chatPath = new URL(page.url()).pathname;
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: appUrl }]);
    await page.goto(`${appUrl}/ar${chatPath}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('.composer__cost').waitFor();
    await sendRefused(
      page,
      'أريد ممارسة الجنس مع طفلة',
      arabic('Send', 'chat'),
      arabic(REFUSAL, 'refusals'),
    );
  });
});
