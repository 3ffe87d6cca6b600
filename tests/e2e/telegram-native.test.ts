import type { Frame } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { encodeStartParam } from '../../src/contract/start-params';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';
import { codeFromOutbox } from './helpers/outbox';

const botApi = inject('localBotApiUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

const pathOf = (app: Frame) => new URL(app.url()).pathname;

/** A new Telegram user, signed in silently, past the age check. */
async function openAsNewTelegramUser(settings: Record<string, string> = {}) {
  const app = await launchMiniApp(browser.page, {
    userId: String(Date.now() % 1_000_000_000),
    botApi,
    ...settings,
  });
  return app;
}

async function waitForSignIn(app: Frame) {
  await expect.poll(() => app.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
}

describe('the Mini App as Telegram users expect it', () => {
  it('opens the screen a start link names, and shows its message in Telegram’s popup', async () => {
    const { page } = browser;
    const app = await openAsNewTelegramUser({
      startParam: encodeStartParam({ act: 'coins', alert: 'Spring offer: coin packs are back' }),
    });
    const popup = page.locator('#tg-popup');
    await popup.getByText('Spring offer: coin packs are back').waitFor();
    await popup.locator('button').first().click();
    await passAdultCheck(app);
    await waitForSignIn(app);
    expect(pathOf(app)).toBe('/coins');
    await app.getByRole('heading', { name: 'Buy coins' }).waitFor();

    // Telegram's header takes the screen's colour, and its settings button opens Settings.
    await expect.poll(() => page.locator('.tg-header').getAttribute('style')).toMatch(/background/);
    await page.locator('#tg-settings').click();
    await expect.poll(() => pathOf(app)).toBe('/settings');
  });

  it('closes a sheet with Telegram’s back button, asks before closing mid-payment, and pays from the bottom button', async () => {
    const { page } = browser;
    const app = await openAsNewTelegramUser({ startParam: encodeStartParam({ act: 'coins' }) });
    await passAdultCheck(app);
    await waitForSignIn(app);
    await app.getByRole('radio', { name: /100 coins/ }).check();
    await app.getByRole('button', { name: 'Buy' }).click();
    const checkout = app.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor();
    await page.locator('#tg-main-button', { hasText: 'Pay' }).waitFor();

    await page.locator('#tg-back').click();
    await checkout.waitFor({ state: 'hidden' });
    expect(pathOf(app)).toBe('/coins');
    await expect.poll(() => page.locator('#tg-main-button').isHidden()).toBe(true);

    await app.getByRole('button', { name: 'Buy' }).click();
    await pressMainButton(page, 'Pay');
    await page.locator('#tg-invoice[data-local="true"]').waitFor();
    expect(await page.locator('#phone').getAttribute('data-confirms-closing')).not.toBeNull();
    await page.locator('#tg-invoice [data-invoice-status="cancelled"]').click();
    await expect
      .poll(() => page.locator('#phone').getAttribute('data-confirms-closing'))
      .toBeNull();
  });

  it('asks a destructive question in Telegram’s own popup', async () => {
    const { page } = browser;
    const app = await openAsNewTelegramUser({
      startParam: encodeStartParam({ act: 'role.sofia' }),
    });
    await passAdultCheck(app);
    await waitForSignIn(app);
    await pressMainButton(page, /Start chat|Continue chat/);
    await app.locator('.bubble-row').first().waitFor();
    const conversation = pathOf(app);

    const menu = app.getByRole('dialog', { name: /^Chat with / });
    const askToDelete = async () => {
      await menu.getByRole('button', { name: 'Delete chat' }).click();
      await page
        .locator('#tg-popup')
        .getByText(/Delete this chat with/)
        .waitFor();
    };
    await app.getByRole('button', { name: 'More' }).click();
    await askToDelete();
    // No in-app dialog: the question is Telegram's.
    expect(await app.getByRole('alertdialog').count()).toBe(0);
    await page.locator('#tg-popup [data-popup-button="cancel"]').click();
    expect(pathOf(app)).toBe(conversation);

    // Cancelled: the chat and its menu stay.
    await askToDelete();
    await page.locator('#tg-popup [data-popup-button="confirm"]').click();
    await expect.poll(() => pathOf(app)).toBe('/chat');
  });

  it('adds an email address as a second way to sign in, from Settings', async () => {
    const app = await openAsNewTelegramUser({ startParam: encodeStartParam({ act: 'settings' }) });
    await passAdultCheck(app);
    await waitForSignIn(app);
    await app.getByText('Signs in with Telegram').waitFor();
    // This account came from Telegram: nothing to link there, an address to add.
    expect(await app.getByRole('button', { name: 'Link this Telegram account' }).count()).toBe(0);
    await app.getByRole('button', { name: /Add an email address/ }).click();

    const email = `linked.${Date.now()}@example.com`;
    const sheet = app.getByRole('dialog', { name: 'Add an email address' });
    await sheet.getByRole('textbox', { name: 'Your email' }).fill(email);
    await sheet.getByRole('button', { name: 'Send code' }).click();
    await sheet
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await codeFromOutbox(dataDir, email));
    await sheet.getByRole('button', { name: 'Add this email' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await app.getByText('Signs in with Email').waitFor();
    await app.getByText(email).waitFor();
    expect(await app.getByRole('button', { name: /Add an email address/ }).count()).toBe(0);
  });

  it('asks Telegram to let the bot write before it tells the user that something is ready', async () => {
    const { page } = browser;
    const app = await openAsNewTelegramUser({ startParam: encodeStartParam({ act: 'settings' }) });
    await passAdultCheck(app);
    await waitForSignIn(app);
    const notices = app.getByRole('checkbox', { name: 'Tell me in Telegram when it is ready' });
    await notices.waitFor();
    expect(await notices.isChecked()).toBe(false);
    // The row is the switch's label: a thumb taps anywhere on it.
    await app.locator('label', { hasText: 'Tell me in Telegram when it is ready' }).click();
    await page.locator('#event-log li[data-event="web_app_request_write_access"]').waitFor();
    await expect.poll(() => notices.isChecked(), { timeout: 10_000 }).toBe(true);

    // The account keeps the choice: the profile says so after a reload.
    await app.evaluate(() => window.location.reload());
    await app.getByRole('checkbox', { name: 'Tell me in Telegram when it is ready' }).waitFor();
    expect(
      await app.getByRole('checkbox', { name: 'Tell me in Telegram when it is ready' }).isChecked(),
    ).toBe(true);
  });
});
