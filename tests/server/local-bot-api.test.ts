import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { ORDER_STATUS } from '../../src/contract/enums';
import {
  DEV_BOT_TOKEN,
  type LocalPayer,
  localChatMembersPath,
  localInvoiceClosePath,
  localInvoicePath,
} from '../../src/contract/local-bot-api';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { orders, subscriptions } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { refundStarsOrder } from '../../src/server/features/payments/refund-order';
import {
  type LocalBotApi,
  startLocalBotApi,
} from '../../src/server/providers/telegram/local-bot-api/local-bot-api';
import { parseTelegramUpdate } from '../../src/server/providers/telegram/telegram-update';
import { RETURN_URL } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

const SECRET = 'local-bot-api-test-secret';

let botApi: LocalBotApi;
let t: TestApp;
let appServer: Server;

/** Calls a Bot API method over the wire, as any Bot API client does. */
async function callBotApi(method: string, params: Record<string, unknown>, token = DEV_BOT_TOKEN) {
  const response = await fetch(`${botApi.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  botApi = await startLocalBotApi({ token: DEV_BOT_TOKEN });
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN,
    TELEGRAM_API_ROOT: botApi.url,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
  // The local Bot API posts updates over HTTP, so the app listens on a real port here.
  appServer = await new Promise<Server>((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(server as Server),
    ) as Server;
  });
  const { port } = appServer.address() as AddressInfo;
  const webhook = await callBotApi('setWebhook', {
    url: `http://127.0.0.1:${port}/telegram/webhook`,
    secret_token: SECRET,
  });
  expect(webhook.body).toMatchObject({ ok: true, result: true });
});
afterAll(async () => {
  await new Promise((resolve) => appServer.close(resolve));
  await botApi.close();
  await t.close();
});

const payerFor = (id: number): LocalPayer => ({ id, first_name: 'Mila', language_code: 'en' });

/** Signs a Telegram user in from init data signed with the development bot's token. */
async function telegramUser(id: number) {
  const initData = await signInitData(
    { user: { id, first_name: 'Mila', language_code: 'en' }, authDate: new Date() },
    DEV_BOT_TOKEN,
  );
  const { envelope } = await t.call('/v1/login/telegram', { initData });
  expect(envelope.code).toBe(0);
  return envelope.data as { token: string; uid: string };
}

/** Starts paying an order with Stars through the app's real endpoint; answers the invoice slug. */
async function starsInvoice(
  kind: 'gold' | 'vip',
  token: string,
  orderId: string,
  autoRenew = false,
) {
  const paid = await t.call(`/v1/${kind}/order/payment`, {
    token,
    orderId,
    payMethod: 'TelegramStar',
    plat: 'miniapp',
    returnUrl: RETURN_URL,
    ...(kind === 'vip' ? { autoRenew } : {}),
  });
  expect(paid.envelope.code).toBe(0);
  const link = (paid.envelope.data as { invoiceLink: string }).invoiceLink;
  const slug = /^https:\/\/t\.me\/\$([\w-]+)$/.exec(link)?.[1];
  if (!slug) throw new Error(`not a Telegram invoice link: ${link}`);
  return slug;
}

async function createOrder(kind: 'gold' | 'vip', token: string, id: string) {
  const created = await t.call(`/v1/${kind}/order/create`, { token, id, comeFrom: 'miniapp' });
  expect(created.envelope.code).toBe(0);
  return (created.envelope.data as { orderId: string }).orderId;
}

/** Closes Telegram's payment form as the harness does. */
async function closeInvoice(slug: string, status: string, payer: LocalPayer) {
  const response = await fetch(`${botApi.url}${localInvoiceClosePath(slug)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, payer }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const balanceOf = async (uid: string) =>
  (await t.db.select().from(users).where(eq(users.id, uid)))[0]?.goldBalance;
const purchaseEntries = (orderId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, 'gold_purchase'), eq(ledgerEntries.reference, orderId)));

describe('paying with Stars through the local Bot API and the real webhook', () => {
  it('pays a coin pack: the bot confirms, the order is paid and the coins come once', async () => {
    const buyer = await telegramUser(910_001);
    const orderId = await createOrder('gold', buyer.token, 'gold-100');
    const slug = await starsInvoice('gold', buyer.token, orderId);
    const order = await orderRow(orderId);

    const shown = await fetch(`${botApi.url}${localInvoicePath(slug)}`);
    expect(await shown.json()).toEqual({
      slug,
      title: '100 coins',
      description: expect.any(String),
      currency: 'XTR',
      totalAmount: order?.starsAmount,
      subscriptionPeriod: null,
    });

    expect((await closeInvoice(slug, 'paid', payerFor(910_001))).body).toEqual({ status: 'paid' });
    expect((await orderRow(orderId))?.status).toBe(ORDER_STATUS.hasPay);
    expect((await orderRow(orderId))?.payerRef).toBe('910001');
    expect(await balanceOf(buyer.uid)).toBe(100);

    // Paying the same invoice again: the bot refuses the pre-checkout query, nothing is granted.
    const again = await closeInvoice(slug, 'paid', payerFor(910_001));
    expect(again.body).toEqual({
      status: 'failed',
      detail: 'the bot refused: This order can no longer be paid',
    });
    expect(await balanceOf(buyer.uid)).toBe(100);
    expect(await purchaseEntries(orderId)).toHaveLength(1);
  });

  it('refuses a second invoice of an order already paid', async () => {
    const buyer = await telegramUser(910_002);
    const orderId = await createOrder('gold', buyer.token, 'gold-550');
    const first = await starsInvoice('gold', buyer.token, orderId);
    const second = await starsInvoice('gold', buyer.token, orderId);
    expect(second).not.toBe(first);
    expect((await closeInvoice(first, 'paid', payerFor(910_002))).body.status).toBe('paid');
    expect((await closeInvoice(second, 'paid', payerFor(910_002))).body.status).toBe('failed');
    expect(await balanceOf(buyer.uid)).toBe(550);
    expect(await purchaseEntries(orderId)).toHaveLength(1);
  });

  it('changes nothing when the form is cancelled or fails', async () => {
    const buyer = await telegramUser(910_003);
    const orderId = await createOrder('gold', buyer.token, 'gold-100');
    const slug = await starsInvoice('gold', buyer.token, orderId);
    for (const status of ['cancelled', 'failed']) {
      expect((await closeInvoice(slug, status, payerFor(910_003))).body).toEqual({ status });
    }
    expect((await orderRow(orderId))?.status).toBe(ORDER_STATUS.wait);
    expect(await balanceOf(buyer.uid)).toBe(0);
    // The order is still open: paying it afterwards works.
    expect((await closeInvoice(slug, 'paid', payerFor(910_003))).body.status).toBe('paid');
    expect(await balanceOf(buyer.uid)).toBe(100);
  });

  it('starts a monthly VIP subscription, which the app can then cancel in Telegram', async () => {
    const subscriber = await telegramUser(910_004);
    const orderId = await createOrder('vip', subscriber.token, 'vip-1m');
    const slug = await starsInvoice('vip', subscriber.token, orderId, true);
    const shown = await (await fetch(`${botApi.url}${localInvoicePath(slug)}`)).json();
    expect(shown).toMatchObject({ subscriptionPeriod: 30 * 24 * 60 * 60 });

    expect((await closeInvoice(slug, 'paid', payerFor(910_004))).body.status).toBe('paid');
    const [started] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.uid));
    expect(started).toMatchObject({ provider: 'telegramStars', state: 'active' });
    expect(started?.providerRef).toMatch(/^stx/);

    // editUserStarSubscription names the charge the local Bot API made.
    const cancelled = await t.call('/v1/vip/subscription/cancel', { token: subscriber.token });
    expect(cancelled.envelope.data).toMatchObject({ subscription: { state: 'cancelled' } });
  });

  it('refunds a Stars payment once, by the charge the local Bot API made', async () => {
    const buyer = await telegramUser(910_005);
    const orderId = await createOrder('vip', buyer.token, 'vip-3m');
    const slug = await starsInvoice('vip', buyer.token, orderId);
    expect((await closeInvoice(slug, 'paid', payerFor(910_005))).body.status).toBe('paid');
    const bot = t.services.payments.telegram;
    if (!bot) throw new Error('the test app has a bot');
    expect(await refundStarsOrder(t.db, bot, orderId)).toEqual({ coinsTakenBack: 1000 });
    const chargeId = (await orderRow(orderId))?.providerRef;
    const twice = await callBotApi('refundStarPayment', {
      user_id: 910_005,
      telegram_payment_charge_id: chargeId,
    });
    expect(twice).toEqual({
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: CHARGE_ALREADY_REFUNDED' },
    });
  });
});

describe('the local Bot API wire protocol', () => {
  it('answers getMe for its bot, 401 for another token and 404 for unknown methods', async () => {
    expect(await callBotApi('getMe', {})).toMatchObject({
      status: 200,
      body: { ok: true, result: { id: 1234567890, is_bot: true } },
    });
    expect(await callBotApi('getMe', {}, '42:not-the-token')).toEqual({
      status: 401,
      body: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    expect(await callBotApi('sendPaidMedia', { chat_id: 1 })).toEqual({
      status: 404,
      body: { ok: false, error_code: 404, description: 'Not Found' },
    });
  });

  it('takes form bodies with JSON-encoded fields, and checks an invoice like Telegram', async () => {
    const form = (params: Record<string, string>) =>
      fetch(`${botApi.url}/bot${DEV_BOT_TOKEN}/createInvoiceLink`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const invoice = {
      title: 'Pack',
      description: 'Coins',
      payload: 'order-form',
      provider_token: '',
      currency: 'XTR',
      prices: JSON.stringify([{ label: 'Pack', amount: 7 }]),
    };
    const made = await form(invoice);
    expect(made.body).toMatchObject({
      ok: true,
      result: expect.stringMatching(/^https:\/\/t\.me\/\$/),
    });
    const slug = String(made.body.result).slice('https://t.me/$'.length);
    expect(await (await fetch(`${botApi.url}${localInvoicePath(slug)}`)).json()).toMatchObject({
      title: 'Pack',
      totalAmount: 7,
    });
    expect((await form({ ...invoice, currency: 'USD' })).status).toBe(400);
    expect((await form({ ...invoice, subscription_period: '86400' })).body).toMatchObject({
      ok: false,
      description: 'Bad Request: subscription_period must be 2592000',
    });
    expect((await form({ ...invoice, title: '' })).body).toMatchObject({ error_code: 400 });
  });

  it('refuses an answer to a pre-checkout query nobody is waiting for', async () => {
    expect(
      await callBotApi('answerPreCheckoutQuery', { pre_checkout_query_id: '123', ok: true }),
    ).toMatchObject({ status: 400, body: { ok: false, error_code: 400 } });
  });

  it('answers 404 for an unknown invoice and 400 for a close without a payer', async () => {
    expect((await fetch(`${botApi.url}${localInvoicePath('nope')}`)).status).toBe(404);
    expect((await closeInvoice('nope', 'paid', payerFor(1))).status).toBe(404);
    const made = await callBotApi('createInvoiceLink', {
      title: 'Pack',
      description: 'Coins',
      payload: 'order-bad-close',
      currency: 'XTR',
      prices: [{ label: 'Pack', amount: 3 }],
    });
    const slug = String(made.body.result).slice('https://t.me/$'.length);
    const response = await fetch(`${botApi.url}${localInvoiceClosePath(slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('updates as Telegram sends them', () => {
  it('numbers them upwards, sends the secret, and shapes them as the webhook parses them', async () => {
    const received: { secret: string | undefined; body: string }[] = [];
    let recorderApi: LocalBotApi | null = null;
    // A bot of its own that records its webhook calls and says yes to every pre-checkout query.
    const recorder = createServer(async (request, response) => {
      const parts: Buffer[] = [];
      for await (const part of request) parts.push(part as Buffer);
      const body = Buffer.concat(parts).toString('utf8');
      received.push({ secret: request.headers['x-telegram-bot-api-secret-token'] as string, body });
      const query = (JSON.parse(body) as { pre_checkout_query?: { id: string } })
        .pre_checkout_query;
      if (query && recorderApi) {
        await fetch(`${recorderApi.url}/bot${DEV_BOT_TOKEN}/answerPreCheckoutQuery`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pre_checkout_query_id: query.id, ok: true }),
        });
      }
      response.end();
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const { port } = recorder.address() as AddressInfo;
    recorderApi = await startLocalBotApi({
      token: DEV_BOT_TOKEN,
      webhook: { url: `http://127.0.0.1:${port}/hook`, secretToken: 'recorder-secret-123' },
    });
    try {
      const made = await fetch(`${recorderApi.url}/bot${DEV_BOT_TOKEN}/createInvoiceLink`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Pack',
          description: 'Coins',
          payload: 'order-recorded',
          currency: 'XTR',
          prices: [{ label: 'Pack', amount: 9 }],
        }),
      });
      const slug = String(((await made.json()) as { result: string }).result).slice(
        'https://t.me/$'.length,
      );
      for (let round = 0; round < 2; round += 1) {
        const closed = await fetch(`${recorderApi.url}${localInvoiceClosePath(slug)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'paid', payer: payerFor(920_001) }),
        });
        expect(await closed.json()).toEqual({ status: 'paid' });
      }
    } finally {
      await recorderApi.close();
      await new Promise((resolve) => recorder.close(resolve));
    }

    expect(received).toHaveLength(4);
    expect(received.every((call) => call.secret === 'recorder-secret-123')).toBe(true);
    const updates = received.map((call) => parseTelegramUpdate(call.body));
    const ids = updates.map((update) => update?.update_id ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    const from = { id: 920_001, is_bot: false, first_name: 'Mila', language_code: 'en' };
    expect(updates[0]?.pre_checkout_query).toEqual({
      id: expect.stringMatching(/^\d+$/),
      from,
      currency: 'XTR',
      total_amount: 9,
      invoice_payload: 'order-recorded',
    });
    expect(updates[1]?.message).toMatchObject({
      from,
      chat: { id: 920_001, type: 'private' },
      successful_payment: {
        currency: 'XTR',
        total_amount: 9,
        invoice_payload: 'order-recorded',
        telegram_payment_charge_id: expect.stringMatching(/^stx/),
      },
    });
    const charges = [updates[1], updates[3]].map(
      (update) => update?.message?.successful_payment?.telegram_payment_charge_id,
    );
    expect(charges[0]).not.toBe(charges[1]);
  });
});

describe('channels and prepared messages, as the Bot API answers them', () => {
  const membership = (method: 'POST' | 'DELETE', userId: number) =>
    fetch(`${botApi.url}${localChatMembersPath('@news_channel')}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    });

  it('answers getChatMember for a channel someone joined, and "chat not found" otherwise', async () => {
    const unknown = await callBotApi('getChatMember', { chat_id: '@news_channel', user_id: 42 });
    expect(unknown).toMatchObject({
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
    });
    await membership('POST', 42);
    const member = await callBotApi('getChatMember', { chat_id: '@news_channel', user_id: 42 });
    expect(member.body).toMatchObject({ ok: true, result: { status: 'member', user: { id: 42 } } });
    await membership('DELETE', 42);
    const left = await callBotApi('getChatMember', { chat_id: '@news_channel', user_id: 42 });
    expect(left.body).toMatchObject({ ok: true, result: { status: 'left' } });
  });

  it('sends a bot message to a private chat, and refuses one without text', async () => {
    const sent = await callBotApi('sendMessage', {
      chat_id: 42,
      text: 'Your picture is ready.',
      reply_markup: JSON.stringify({
        inline_keyboard: [[{ text: 'Open', url: 'https://x.test' }]],
      }),
    });
    expect(sent.body).toMatchObject({
      ok: true,
      result: { chat: { id: 42, type: 'private' }, text: 'Your picture is ready.' },
    });
    const empty = await callBotApi('sendMessage', { chat_id: 42, text: '' });
    expect(empty).toMatchObject({ status: 400, body: { ok: false, error_code: 400 } });
  });

  it('saves a prepared inline message only when some chat type is allowed', async () => {
    const result = { type: 'article', id: 'a1', title: 'Hi', input_message_content: {} };
    const saved = await callBotApi('savePreparedInlineMessage', {
      user_id: 42,
      result,
      allow_user_chats: true,
    });
    expect(saved.body).toMatchObject({
      ok: true,
      result: { id: expect.any(String), expiration_date: expect.any(Number) },
    });
    const nowhere = await callBotApi('savePreparedInlineMessage', { user_id: 42, result });
    expect(nowhere).toMatchObject({ status: 400, body: { ok: false } });
  });
});
