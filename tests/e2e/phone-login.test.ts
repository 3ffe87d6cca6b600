import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { codeFromSmsOutbox, signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

/** Four digits that differ from run to run, so numbers are new to the shared server. */
const fourDigits = () => String(Date.now() % 10_000).padStart(4, '0');

describe('phone sign-in', () => {
  it('a visitor signs in with a phone number and the texted code', async () => {
    const page = browser.page;
    const national = `415555${fourDigits()}`;
    const e164 = `+1${national}`;
    await page.goto(`${appUrl}/settings`);
    await passAdultCheck(page);
    await page.getByRole('button', { name: /^Sign in/ }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByRole('button', { name: 'Sign in with a phone number' }).click();
    await popup.getByRole('heading', { name: 'Sign in with your phone' }).waitFor();

    await popup.getByRole('combobox', { name: 'Country' }).selectOption('US');
    const number = popup.getByRole('textbox', { name: 'Phone number' });
    await number.pressSequentially(national);
    // Grouped as American numbers are written.
    expect(await number.inputValue()).toBe(`(415) 555-${national.slice(6)}`);
    await popup.getByRole('button', { name: 'Send code' }).click();
    await popup.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await popup.getByText(`+1 415 555 ${national.slice(6)}`).waitFor();
    expect(await popup.getByText('You can ask for a new code in').count()).toBe(1);

    const code = await codeFromSmsOutbox(dataDir, e164);
    await popup.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => popup.count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByText('Signs in with Phone').waitFor();
    await page.getByText(`+1 415 555 ${national.slice(6)}`).waitFor();
  }, 90_000);

  it('a signed-in user adds a phone number in Settings', async () => {
    const page = browser.page;
    const email = `phone.${Date.now()}@example.com`;
    const e164 = `+336${fourDigits()}${fourDigits()}`;
    await page.goto(`${appUrl}/settings`);
    await passAdultCheck(page);
    await page.getByRole('button', { name: /^Sign in/ }).click();
    await signInWithMailedCode(page, dataDir, email);
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    await page.getByRole('button', { name: /Add a phone number/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Add a phone number' });
    // Typed with its + country code, the number keeps its own country.
    await sheet.getByRole('textbox', { name: 'Phone number' }).fill(e164);
    await sheet.getByRole('button', { name: 'Send code' }).click();
    await sheet
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await codeFromSmsOutbox(dataDir, e164));
    await sheet.getByRole('button', { name: 'Add this number' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByText('Signs in with Phone').waitFor();
    await page.getByText('Signs in with Email').waitFor();
    expect(await page.getByRole('button', { name: /Add a phone number/ }).count()).toBe(0);
  }, 90_000);
});
