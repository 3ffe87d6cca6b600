import type { Frame, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { BotApiCall } from '../helpers/fake-telegram';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp } from './helpers/mini-app';
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
    await result.getByRole('button', { name: 'Great!' }).click();
    // The new account took the tour along.
    await page.goto(`${appUrl}/chat`);
    await page.locator('.chat-list__item', { hasText: 'Marcus' }).waitFor();
    await page.goto(`${appUrl}/premium`);
    await page.getByRole('heading', { name: 'You are a VIP member' }).waitFor();
  }, 180_000);
});

describe('buying inside Telegram with Stars', () => {
  const apiRoot = inject('telegramApiRoot');
  const secret = inject('telegramWebhookSecret');
  let updateId = Date.now();

  /** Posts a bot update to our webhook the way Telegram does. */
  const postUpdate = async (update: Record<string, unknown>) => {
    const response = await fetch(`${appUrl}/telegram/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': secret,
      },
      body: JSON.stringify({ update_id: updateId++, ...update }),
    });
    expect(response.status).toBe(200);
  };

  it('pays with Stars: invoice, Telegram confirms, and the member sees the result', async () => {
    const telegramId = Date.now() % 1_000_000_000;
    const app = await launchMiniApp(browser.page, { userId: String(telegramId) });
    await passAdultCheck(app);
    await expect
      .poll(() => app.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[\w-]{43}$/);
    await app.locator('.premium-banner').click();
    const popup = app.getByRole('dialog', { name: 'Get VIP' });
    await continueWithPlan(popup);
    const sheet = app.getByRole('dialog', { name: 'Checkout' });
    expect(await sheet.getByRole('radio', { name: 'Telegram Stars' }).isChecked()).toBe(true);
    await sheet.getByRole('button', { name: 'Pay' }).click();

    // The invoice is open in Telegram; Telegram asks the bot and then reports the payment.
    const invoice = browser.page.locator('#tg-invoice');
    await invoice.waitFor();
    const orderId = (await browser.page.locator('#tg-invoice-slug').innerText()).trim();
    const calls = (await (await fetch(`${apiRoot}/calls`)).json()) as BotApiCall[];
    const made = calls.findLast(
      (call) => call.method === 'createInvoiceLink' && call.params.payload === orderId,
    );
    const prices = made?.params.prices as { amount: number }[] | string;
    const amount = (typeof prices === 'string' ? JSON.parse(prices) : prices)[0].amount as number;
    expect(amount).toBeGreaterThan(0);
    const from = { id: telegramId, is_bot: false, first_name: 'Harness' };
    await postUpdate({
      pre_checkout_query: {
        id: `query-${orderId}`,
        from,
        currency: 'XTR',
        total_amount: amount,
        invoice_payload: orderId,
      },
    });
    await postUpdate({
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: telegramId, type: 'private', first_name: 'Harness' },
        from,
        successful_payment: {
          currency: 'XTR',
          total_amount: amount,
          invoice_payload: orderId,
          telegram_payment_charge_id: `charge-${orderId}`,
          provider_payment_charge_id: '',
        },
      },
    });
    await browser.page.locator('#tg-invoice [data-invoice-status="paid"]').click();

    const result = app.getByRole('dialog', { name: 'Payment successful' });
    await result.getByText('Subscribed successfully').waitFor();
    await result.getByText('+1,000 coins added').waitFor();
    await result.getByRole('button', { name: 'Great!' }).click();
    await expect.poll(() => app.locator('.premium-banner').count()).toBe(0);
  });
});
