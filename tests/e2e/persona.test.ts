import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const user = inject('personaUser');
const browser = freshBrowserPerTest();

/** The last character bubble. */
const lastReply = (page: Page) => page.locator('.bubble-row:not(.bubble-row--mine)').last();

/** Sends a message and answers her finished reply's text. */
async function sendAndRead(page: Page, text: string): Promise<string> {
  const before = await page.locator('.bubble-row:not(.bubble-row--mine)').count();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('.bubble--mine', { hasText: text }).waitFor();
  await expect
    .poll(() => page.locator('.bubble-row:not(.bubble-row--mine)').count())
    .toBeGreaterThan(before);
  await expect
    .poll(async () => lastReply(page).getAttribute('data-status'), { timeout: 20_000 })
    .toBe('done');
  return lastReply(page).innerText();
}

describe('your persona', () => {
  it('is set in Settings, and the demo model calls you by its name until the chat turns it off', async () => {
    const { page } = browser;
    await signInAs(page, user);
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('link', { name: /Your persona/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings/persona');

    const form = page.getByRole('region', { name: 'New persona' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Mira');
    await form.getByRole('combobox', { name: 'Gender' }).selectOption('woman');
    const age = form.getByRole('spinbutton', { name: /Age/ });
    await age.fill('17');
    await form.getByRole('alert').getByText('Your persona must be 18 or older.').waitFor();
    await age.fill('31');
    await form.getByRole('textbox', { name: /About you/ }).fill('A pilot who loves night flights.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Mira' }).waitFor();
    await page.getByText('Default', { exact: true }).waitFor();

    await page.goto(`${appUrl}/role/kai`);
    await page.getByRole('button', { name: /Start chat|Continue chat/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
    await page.locator('.bubble-row').first().waitFor();

    expect(await sendAndRead(page, 'Hello, how was your day?')).toContain('Mira');

    await page.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('dialog', { name: 'Chat with Kai' });
    const toggle = menu.getByRole('switch', { name: 'Play my persona in this chat' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    // Focus stays in the menu after the switch, so Escape closes it.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    expect(await sendAndRead(page, 'Tell me about the stars tonight')).not.toContain('Mira');
  });
});
