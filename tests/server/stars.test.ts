import { DAY_MS } from '@contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { ORDER_STATUS } from '../../src/contract/enums';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { orders, subscriptions } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { refundStarsOrder } from '../../src/server/features/payments/refund-order';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { RETURN_URL } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

const BOT_TOKEN = '1234567890:harness-test-bot-token';
const SECRET = 'webhook-secret-for-tests-123';
let fake: FakeTelegram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let updateId = 1;
const tgUser = (id: number) => ({ id, is_bot: false, first_name: 'Mila' });

/** Posts an update to the bot webhook as Telegram does. */
function postUpdate(update: Record<string, unknown>, secret: string | null = SECRET) {
  return t.app.request('/telegram/webhook', {
    method: 'POST',
    body: JSON.stringify({ update_id: updateId++, ...update }),
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
  });
}

const preCheckout = (telegramId: number, orderId: string, amount: number) =>
  postUpdate({
    pre_checkout_query: {
      id: `query-${updateId}`,
      from: tgUser(telegramId),
      currency: 'XTR',
      total_amount: amount,
      invoice_payload: orderId,
    },
  });

const successfulPayment = (
  telegramId: number,
  payment: { orderId: string; amount: number; chargeId: string } & Record<string, unknown>,
) => {
  const { orderId, amount, chargeId, ...extra } = payment;
  return postUpdate({
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: telegramId, type: 'private', first_name: 'Mila' },
      from: tgUser(telegramId),
      successful_payment: {
        currency: 'XTR',
        total_amount: amount,
        invoice_payload: orderId,
        telegram_payment_charge_id: chargeId,
        provider_payment_charge_id: '',
        ...extra,
      },
    },
  });
};

/** Signs a Telegram user in from init data, as the Mini App does. */
async function telegramUser(id: number) {
  const initData = await signInitData(
    { user: { id, first_name: 'Mila', language_code: 'en' }, authDate: new Date() },
    BOT_TOKEN,
  );
  const { envelope } = await t.call('/v1/login/telegram', { initData });
  return envelope.data as { token: string; uid: string };
}

/** A VIP order paid with Stars from the Mini App: answers the order and its invoice link. */
async function starsOrder(token: string, planId: string, autoRenew = false) {
  const created = await t.call('/v1/vip/order/create', { token, id: planId, comeFrom: 'miniapp' });
  const { orderId } = created.envelope.data as { orderId: string };
  const paid = await t.call('/v1/vip/order/payment', {
    token,
    orderId,
    payMethod: 'TelegramStar',
    plat: 'miniapp',
    returnUrl: RETURN_URL,
    autoRenew,
  });
  expect(paid.envelope.code).toBe(0);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    orderId,
    stars: order?.starsAmount ?? 0,
    invoiceLink: (paid.envelope.data as { invoiceLink: string }).invoiceLink,
  };
}

const userRow = async (uid: string) =>
  (await t.db.select().from(users).where(eq(users.id, uid)))[0];

describe('Telegram Stars', () => {
  it('makes an invoice link in XTR for the plan’s Stars price, with the order as payload', async () => {
    const buyer = await telegramUser(900_001);
    const config = await t.call('/v1/config', { plat: 'miniapp' });
    expect((config.envelope.data as { payMethods: string[] }).payMethods).toEqual(['TelegramStar']);
    const { orderId, invoiceLink, stars } = await starsOrder(buyer.token, 'vip-3m');
    expect(invoiceLink).toBe(`https://t.me/$${orderId}`);
    const call = fake.calls.findLast((item) => item.method === 'createInvoiceLink');
    expect(call?.params).toMatchObject({
      payload: orderId,
      currency: 'XTR',
      provider_token: '',
      prices: [{ label: '3 months VIP', amount: stars }],
    });
    expect(call?.params.subscription_period).toBeUndefined();
    expect(stars).toBe(2300);
  });

  it('answers pre-checkout by whether the order can still be paid at that price', async () => {
    const buyer = await telegramUser(900_002);
    const { orderId, stars } = await starsOrder(buyer.token, 'vip-1m');
    await preCheckout(900_002, orderId, stars);
    expect(
      fake.calls.findLast((call) => call.method === 'answerPreCheckoutQuery')?.params,
    ).toMatchObject({
      ok: true,
    });
    await preCheckout(900_002, orderId, stars - 1);
    expect(
      fake.calls.findLast((call) => call.method === 'answerPreCheckoutQuery')?.params,
    ).toMatchObject({
      ok: false,
    });
  });

  it('grants once however often and in whatever order Telegram sends the payment', async () => {
    const buyer = await telegramUser(900_003);
    const { orderId, stars } = await starsOrder(buyer.token, 'vip-12m');
    const payment = { orderId, amount: stars, chargeId: 'charge-900003' };
    // The payment arrives before the pre-checkout answer, and then a hundred times more.
    const paidAt = Date.now();
    await successfulPayment(900_003, payment);
    await preCheckout(900_003, orderId, stars);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => successfulPayment(900_003, payment)),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const row = await userRow(buyer.uid);
    expect(row?.goldBalance).toBe(5000);
    expectBetween(
      row?.vipExpireAt?.getTime() ?? 0,
      paidAt + 360 * DAY_MS,
      Date.now() + 360 * DAY_MS,
    );
    const grants = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'vip_gift_coins'), eq(ledgerEntries.reference, orderId)));
    expect(grants).toHaveLength(1);
    const status = await t.call('/v1/vip/order/status', { token: buyer.token, orderId });
    expect(status.envelope.data).toMatchObject({ orderStatus: ORDER_STATUS.hasPay });
  });

  it('refuses a payment that does not match its order, and updates without the secret', async () => {
    const buyer = await telegramUser(900_004);
    const { orderId, stars } = await starsOrder(buyer.token, 'vip-1m');
    await successfulPayment(900_004, { orderId, amount: stars - 100, chargeId: 'charge-cheap' });
    for (const secret of ['wrong-secret-wrong-secret', null]) {
      const forged = await postUpdate(
        {
          message: {
            message_id: 1,
            date: 1,
            chat: { id: 900_004, type: 'private', first_name: 'Eve' },
            successful_payment: {
              currency: 'XTR',
              total_amount: stars,
              invoice_payload: orderId,
              telegram_payment_charge_id: 'charge-evil',
              provider_payment_charge_id: '',
            },
          },
        },
        secret,
      );
      expect(forged.status).toBe(401);
    }
    expect((await userRow(buyer.uid))?.vipExpireAt).toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe(ORDER_STATUS.wait);
  });

  it('renews the monthly Stars subscription when Telegram charges it again', async () => {
    const subscriber = await telegramUser(900_005);
    const { orderId, stars } = await starsOrder(subscriber.token, 'vip-1m', true);
    expect(
      fake.calls.findLast((call) => call.method === 'createInvoiceLink')?.params
        .subscription_period,
    ).toBe(30 * 24 * 60 * 60);
    const paidAt = Date.now();
    const firstEnd = Math.floor((paidAt + 30 * DAY_MS) / 1000);
    await successfulPayment(900_005, {
      orderId,
      amount: stars,
      chargeId: 'charge-sub-1',
      subscription_expiration_date: firstEnd,
      is_first_recurring: true,
    });
    const [started] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.uid));
    expect(started).toMatchObject({
      provider: 'telegramStars',
      state: 'active',
      providerRef: 'charge-sub-1',
    });

    await successfulPayment(900_005, {
      orderId,
      amount: stars,
      chargeId: 'charge-sub-2',
      subscription_expiration_date: firstEnd + 30 * 24 * 60 * 60,
      is_recurring: true,
    });
    await successfulPayment(900_005, {
      orderId,
      amount: stars,
      chargeId: 'charge-sub-2',
      is_recurring: true,
    });
    const row = await userRow(subscriber.uid);
    // Telegram's dates are in whole seconds.
    expectBetween(
      row?.vipExpireAt?.getTime() ?? 0,
      paidAt + 60 * DAY_MS - 1000,
      Date.now() + 60 * DAY_MS,
    );
    expect(row?.goldBalance).toBe(600);

    const cancelled = await t.call('/v1/vip/subscription/cancel', { token: subscriber.token });
    expect(cancelled.envelope.data).toMatchObject({ subscription: { state: 'cancelled' } });
    expect(
      fake.calls.findLast((call) => call.method === 'editUserStarSubscription')?.params,
    ).toMatchObject({
      user_id: 900_005,
      telegram_payment_charge_id: 'charge-sub-1',
      is_canceled: true,
    });
  });

  it('refunds a Stars order as a support action, taking back what is left', async () => {
    const buyer = await telegramUser(900_006);
    const { orderId, stars } = await starsOrder(buyer.token, 'vip-3m');
    await successfulPayment(900_006, { orderId, amount: stars, chargeId: 'charge-refund' });
    await t.db.update(users).set({ goldBalance: 400 }).where(eq(users.id, buyer.uid));
    const bot = t.services.payments.telegram;
    if (!bot) throw new Error('the test app has a bot');
    expect(await refundStarsOrder(t.db, bot, orderId)).toEqual({ coinsTakenBack: 400 });
    expect(
      fake.calls.findLast((call) => call.method === 'refundStarPayment')?.params,
    ).toMatchObject({
      user_id: 900_006,
      telegram_payment_charge_id: 'charge-refund',
    });
    const row = await userRow(buyer.uid);
    expect(row?.goldBalance).toBe(0);
    expect(row?.vipExpireAt?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    await expect(refundStarsOrder(t.db, bot, orderId)).rejects.toThrow(/refunded already/);
  });
  it('takes back a payment Telegram refunded, once, and tells the buyer in her language', async () => {
    const buyer = await telegramUser(900_007);
    const { orderId, stars } = await starsOrder(buyer.token, 'vip-1m');
    await successfulPayment(900_007, { orderId, amount: stars, chargeId: 'charge-disputed' });
    expect((await userRow(buyer.uid))?.goldBalance).toBe(300);
    await t.db.update(users).set({ lang: 'de' }).where(eq(users.id, buyer.uid));
    const refundUpdate = {
      message: {
        message_id: 77,
        date: Math.floor(Date.now() / 1000),
        chat: { id: 900_007, type: 'private', first_name: 'Mila' },
        from: tgUser(900_007),
        refunded_payment: {
          currency: 'XTR',
          total_amount: stars,
          invoice_payload: orderId,
          telegram_payment_charge_id: 'charge-disputed',
        },
      },
    };
    const sentBefore = fake.calls.filter((call) => call.method === 'sendMessage').length;
    expect((await postUpdate(refundUpdate)).status).toBe(200);
    expect((await postUpdate(refundUpdate)).status).toBe(200);
    const row = await userRow(buyer.uid);
    expect(row?.goldBalance).toBe(0);
    expect(row?.vipExpireAt?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.refundedAt).toBeInstanceOf(Date);
    const sent = fake.calls.filter((call) => call.method === 'sendMessage').slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toMatchObject({ chat_id: 900_007 });
    expect(String(sent[0]?.params.text)).toContain(`${stars} ⭐`);
    expect(String(sent[0]?.params.text)).toMatch(/erstattet/);
  });
});

/** `value` lies between `low` and `high`: a time taken before a call and one taken after it. */
function expectBetween(value: number, low: number, high: number) {
  expect(value).toBeGreaterThanOrEqual(low);
  expect(value).toBeLessThanOrEqual(high);
}
