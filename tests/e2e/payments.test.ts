import type { Frame, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp, pressMainButton } from './helpers/mini-app';
import { signInWithMailedCode } from './helpers/outbox';

const appUrl = inject('appUrl');
const dataDir = inject('appDataDir');
const browser = freshBrowserPerTest();

const FAILED_TEXT =
  'The payment did not go through. If you were charged, it will arrive shortly or be refunded; contact support if it does not.';

/** Agrees to the terms and presses Continue on an open premium page or popup. */
async function continueWithPlan(scope: Page | Frame | Locator) {
  await scope.getByRole('radio', { name: /3 months VIP/ }).waitFor();
  expect(await scope.getByRole('radio', { name: /3 months VIP/ }).isChecked()).toBe(true);
  const agree = scope.getByRole('checkbox', { name: /I agree/ });
  if (!(await agree.isChecked())) await agree.check();
  await scope.getByRole('button', { name: 'Continue' }).click();
}

/** Pays on the open checkout sheet and settles the sandbox page with `action`. */
async function payInSandbox(page: Page, action: 'Pay' | 'Cancel') {
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await sheet.getByRole('radio', { name: /Sandbox/ }).check();
  await sheet.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/pay\/sandbox\/[a-f0-9]{16}$/);
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pay/callback');
  expect(new URL(page.url()).searchParams.get('merchantParam')).toMatch(/"bizId"/);
}

describe('buying on the web through the sandbox', () => {
  it('buys 3-month VIP, comes back to the result, and is a member with the gift coins', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/premium`);
    await passAdultCheck(page);
    await continueWithPlan(page);
    // Signed out, Continue asks to sign in first.
    await signInWithMailedCode(page, dataDir, `vip.${Date.now()}@example.com`);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await continueWithPlan(page);
    const sheet = page.getByRole('dialog', { name: 'Checkout' });
    await sheet.getByText('3 months VIP · $29.99').waitFor();
    expect(await sheet.getByRole('checkbox', { name: /Renew automatically/ }).isChecked()).toBe(
      true,
    );
    await payInSandbox(page, 'Pay');

    const result = page.getByRole('dialog', { name: 'Payment successful' });
    await result.getByText('Subscribed successfully').waitFor();
    await result.getByText('3 months VIP').waitFor();
    await result.getByText('+1,000 coins added').waitFor();
    await result.getByRole('button', { name: 'Great!' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();

    await page.goto(`${appUrl}/coins`);
    await page.getByText('Your balance: 1,000 coins').waitFor();
    // A member's /premium is her membership, with the way to manage it.
    await page.goto(`${appUrl}/premium`);
    await page.getByRole('heading', { name: 'You are a VIP member' }).waitFor();
    await page.getByRole('link', { name: 'Manage subscription' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings/subscription');
    await page.getByText('Active').waitFor();
    await page.getByText('3 months VIP').first().waitFor();
  });

  it('shows the failure message when the payment is cancelled, and grants nothing', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/coins`);
    await passAdultCheck(page);
    await page.getByRole('radio', { name: /100 coins/ }).waitFor();
    await page.getByRole('button', { name: 'Buy' }).click();
    await signInWithMailedCode(page, dataDir, `coins.${Date.now()}@example.com`);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await page.getByText('Your balance: 0 coins').waitFor();
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog', { name: 'Checkout' }).getByText('100 coins · $1.99').waitFor();
    await payInSandbox(page, 'Cancel');

    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    await page.locator('.toast-list__toast', { hasText: FAILED_TEXT }).waitFor();
    await page.goto(`${appUrl}/coins`);
    await page.getByText('Your balance: 0 coins').waitFor();
  });

  it('lets a tour visitor buy VIP before signing in, and the purchase signs them in', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/tour/chat`);
    await passAdultCheck(page);
    await page.getByRole('button', { name: 'Marcus' }).click();
    await page.getByText('Free messages left: 10 of 10').waitFor();
    const lastReply = page.locator('.bubble-row:not(.bubble-row--mine)').last();
    for (let left = 10; left > 0; left -= 1) {
      await page.getByText(`Free messages left: ${left} of 10`).waitFor();
      await page.getByRole('textbox', { name: 'Message' }).fill(`Message number ${left}`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('.bubble--mine', { hasText: `Message number ${left}` }).waitFor();
      await expect
        .poll(() => lastReply.getAttribute('data-status'), { timeout: 20_000 })
        .toBe('done');
    }
    await page.getByRole('button', { name: 'Get VIP' }).click();
    const popup = page.getByRole('dialog', { name: 'Get VIP' });
    await continueWithPlan(popup);
    await payInSandbox(page, 'Pay');

    const result = page.getByRole('dialog', { name: 'Payment successful' });
    await result.getByText('+1,000 coins added').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[\w-]{43}$/);
    // The purchase made an account nobody can sign in to again: the result asks for an address.
    await result.getByText(/Add an email address so you can sign in again/).waitFor();
    await result.getByRole('button', { name: 'Great!' }).click();
    // Back from paying, a visitor from the tour (a landing page's) goes on to Roles (spec §2).
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // The new account took the tour along.
    await page.goto(`${appUrl}/chat`);
    await page.locator('.chat-list__item', { hasText: 'Marcus' }).waitFor();
    await page.goto(`${appUrl}/premium`);
    await page.getByRole('heading', { name: 'You are a VIP member' }).waitFor();
  }, 180_000);
});

describe('buying inside Telegram with Stars', () => {
  const botApi = inject('localBotApiUrl');

  /** Opens the Mini App for a new Telegram user, with the harness paying through the local Bot API. */
  async function openAsNewTelegramUser(app: string) {
    const telegramId = Date.now() % 1_000_000_000;
    const frame = await launchMiniApp(browser.page, {
      userId: String(telegramId),
      botApi,
      app: `${appUrl}${app}`,
    });
    await passAdultCheck(frame);
    await expect
      .poll(() => frame.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[\w-]{43}$/);
    return frame;
  }

  /** Waits for Telegram's payment form to show the local invoice, and closes it with `status`. */
  async function closeInvoice(status: 'paid' | 'cancelled' | 'failed') {
    const invoice = browser.page.locator('#tg-invoice[data-local="true"]');
    await invoice.waitFor();
    await invoice.locator(`[data-invoice-status="${status}"]`).click();
    await browser.page.locator('#tg-invoice').waitFor({ state: 'hidden' });
  }

  it('pays VIP with Stars: Telegram asks the bot, reports the payment, and she is a member', async () => {
    const app = await openAsNewTelegramUser('/');
    await app.locator('.premium-banner').click();
    const popup = app.getByRole('dialog', { name: 'Get VIP' });
    await popup.getByRole('radio', { name: /3 months VIP/ }).waitFor();
    // Inside Telegram, Continue is Telegram's bottom button, enabled once the terms are agreed.
    expect(await popup.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await popup.getByRole('checkbox', { name: /I agree/ }).check();
    await pressMainButton(browser.page, 'Continue');
    const sheet = app.getByRole('dialog', { name: 'Checkout' });
    expect(await sheet.getByRole('radio', { name: 'Telegram Stars' }).isChecked()).toBe(true);
    // Pay is Telegram's own bottom button.
    expect(await sheet.getByRole('button', { name: 'Pay' }).count()).toBe(0);
    await pressMainButton(browser.page, 'Pay');

    // The invoice is open in Telegram: "Pay" sends the bot its pre-checkout query, then the payment.
    await expect
      .poll(() => browser.page.locator('#tg-invoice-details').innerText())
      .toMatch(/^3 months VIP: \d+ ⭐$/);
    await closeInvoice('paid');

    const result = app.getByRole('dialog', { name: 'Payment successful' });
    await result.getByText('Subscribed successfully').waitFor();
    await result.getByText('+1,000 coins added').waitFor();
    await result.getByRole('button', { name: 'Great!' }).click();
    await expect.poll(() => app.locator('.premium-banner').count()).toBe(0);
  });

  it('buys coins with Stars: cancelling changes nothing, paying raises the balance', async () => {
    const app = await openAsNewTelegramUser('/coins');
    await app.getByText('Your balance: 0 coins').waitFor();
    await app.getByRole('radio', { name: /100 coins/ }).check();

    await app.getByRole('button', { name: 'Buy' }).click();
    await app.getByRole('dialog', { name: 'Checkout' }).waitFor();
    await pressMainButton(browser.page, 'Pay');
    await closeInvoice('cancelled');
    await app.locator('.toast-list__toast', { hasText: FAILED_TEXT }).waitFor();
    await app.getByRole('dialog', { name: 'Checkout' }).waitFor({ state: 'hidden' });
    await app.getByText('Your balance: 0 coins').waitFor();

    await app.getByRole('button', { name: 'Buy' }).click();
    await app.getByRole('dialog', { name: 'Checkout' }).waitFor();
    await pressMainButton(browser.page, 'Pay');
    await closeInvoice('paid');
    await app.getByText('Your balance: 100 coins').waitFor();
    expect(await browser.page.locator('#payment-note').innerText()).toMatch(/ paid$/);
  });
});
