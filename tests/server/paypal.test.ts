import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { ORDER_STATUS } from '../../src/contract/enums';
import { openDatabase } from '../../src/server/db/database';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { orders, subscriptions } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { renewDueSubscriptions } from '../../src/server/features/payments/renewals';
import { createLogger } from '../../src/server/lib/logger';
import { type FakePayPal, startFakePayPal } from './helpers/fake-paypal';
import { RETURN_URL } from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const CREDENTIALS = { id: 'paypal-client', secret: 'paypal-secret' };
const PUBLIC_ORIGIN = 'https://app.example';
/** PayPal sends the buyer back to our own origin, whatever host the client wrote. */
const PAYPAL_RETURN_URL = `${PUBLIC_ORIGIN}${new URL(RETURN_URL).pathname}${new URL(RETURN_URL).search}`;
let fake: FakePayPal;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakePayPal(CREDENTIALS);
  t = await createTestApp({
    PAYPAL_CLIENT_ID: CREDENTIALS.id,
    PAYPAL_CLIENT_SECRET: CREDENTIALS.secret,
    PAYPAL_API_BASE: fake.base,
    PUBLIC_ORIGIN: PUBLIC_ORIGIN,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A VIP order started with PayPal: answers our order id and PayPal's. */
async function paypalOrder(user: SignedIn, planId: string, options: Record<string, unknown> = {}) {
  const created = await t.call('/v1/vip/order/create', {
    token: user.token,
    id: planId,
    comeFrom: 'test',
  });
  const { orderId } = created.envelope.data as { orderId: string };
  const started = await t.call('/v1/vip/order/payment', {
    token: user.token,
    orderId,
    payMethod: 'PayPalWallet',
    returnUrl: RETURN_URL,
    ...options,
  });
  expect(started.envelope.code, JSON.stringify(started.envelope)).toBe(0);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    orderId,
    paypalId: order?.providerRef ?? '',
    payUrl: (started.envelope.data as { payUrl: string }).payUrl,
  };
}

const capture = (user: SignedIn, orderId: string) =>
  t.call('/v1/paypal/capture', { token: user.token, orderId });

describe('PayPal', () => {
  it('offers PayPal instead of the sandbox once configured', async () => {
    const config = await t.call('/v1/config', { plat: 'web' });
    expect((config.envelope.data as { payMethods: string[] }).payMethods).toEqual(['PayPalWallet']);
  });

  it('creates the order at the server’s price and captures it once the buyer approved', async () => {
    const buyer = await signInWithEmail(t, 'paypal.buyer@example.com');
    const { orderId, paypalId, payUrl } = await paypalOrder(buyer, 'vip-1m');
    expect(payUrl).toBe(`${fake.base}/checkoutnow?token=${paypalId}`);
    expect(fake.createdOrders.at(-1)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: orderId, amount: { currency_code: 'USD', value: '12.99' } }],
      payment_source: { paypal: { experience_context: { return_url: PAYPAL_RETURN_URL } } },
    });

    // Back before approving: nothing is captured, the order waits.
    const early = await capture(buyer, orderId);
    expect(early.envelope.data).toMatchObject({ orderStatus: ORDER_STATUS.wait });

    fake.approve(paypalId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => capture(buyer, orderId)));
    for (const answer of answers) {
      expect(answer.envelope.data).toMatchObject({ orderStatus: ORDER_STATUS.hasPay });
    }
    const grants = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'vip_gift_coins'), eq(ledgerEntries.reference, orderId)));
    expect(grants).toHaveLength(1);
    expect(new Set(fake.captureRequestIds.filter((id) => id.includes(orderId)))).toEqual(
      new Set([`capture-${orderId}`]),
    );
  });

  it('cancels a declined payment and refuses cards without card processing', async () => {
    const buyer = await signInWithEmail(t, 'paypal.declined@example.com');
    const { orderId, paypalId } = await paypalOrder(buyer, 'vip-1m');
    fake.decline(paypalId);
    const declined = await capture(buyer, orderId);
    expect(declined.envelope.data).toMatchObject({ orderStatus: ORDER_STATUS.cancel });

    const created = await t.call('/v1/vip/order/create', {
      token: buyer.token,
      id: 'vip-1m',
      comeFrom: 'test',
    });
    const card = await t.call('/v1/vip/order/payment', {
      token: buyer.token,
      orderId: (created.envelope.data as { orderId: string }).orderId,
      payMethod: 'PayPalCard',
      returnUrl: RETURN_URL,
    });
    expect(card.envelope).toMatchObject({
      code: REFUSAL_CODE.cardNotSupported,
      msg: 'card not supported, use a PayPal account',
    });
  });

  it('keeps the PayPal account for renewals and charges it when the period ends', async () => {
    const subscriber = await signInWithEmail(t, 'paypal.subscriber@example.com');
    const { orderId, paypalId } = await paypalOrder(subscriber, 'vip-1m', { autoRenew: true });
    expect(fake.createdOrders.at(-1)).toMatchObject({
      payment_source: { paypal: { attributes: { vault: { store_in_vault: 'ON_SUCCESS' } } } },
    });
    fake.approve(paypalId);
    await capture(subscriber, orderId);
    const cards = await t.call('/v1/user-payment/card/list', { token: subscriber.token });
    expect(cards.envelope.data).toMatchObject({
      cards: [{ provider: 'paypal', brand: 'PayPal', label: 'buyer@paypal.example' }],
    });
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(users).set({ vipExpireAt: soon }).where(eq(users.id, subscriber.uid));
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: soon })
      .where(eq(subscriptions.userId, subscriber.uid));
    expect(await renewDueSubscriptions(t.db, t.services.payments, createLogger('silent'))).toBe(1);
    expect(fake.createdOrders.at(-1)).toMatchObject({
      payment_source: { paypal: { vault_id: `VAULT-${paypalId}` } },
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, subscriber.uid));
    expect((user?.vipExpireAt?.getTime() ?? 0) - soon.getTime()).toBeGreaterThan(
      29 * 24 * 60 * 60 * 1000,
    );
  });

  /** A PayPal subscriber whose period ends within the hour, due for renewal. */
  async function dueSubscriber(email: string) {
    const subscriber = await signInWithEmail(t, email);
    const { orderId, paypalId } = await paypalOrder(subscriber, 'vip-1m', { autoRenew: true });
    fake.approve(paypalId);
    await capture(subscriber, orderId);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(users).set({ vipExpireAt: soon }).where(eq(users.id, subscriber.uid));
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: soon })
      .where(eq(subscriptions.userId, subscriber.uid));
    return { ...subscriber, vaultId: `VAULT-${paypalId}`, soon };
  }

  const renewalsOf = (vaultId: string) =>
    fake.vaultCharges.filter((charge) => charge.vaultId === vaultId);
  const vipDaysAfter = async (uid: string, from: Date) => {
    const [user] = await t.db.select().from(users).where(eq(users.id, uid));
    return Math.round(((user?.vipExpireAt?.getTime() ?? 0) - from.getTime()) / 86_400_000);
  };

  it('charges a card once when two server copies renew at the same moment', async () => {
    const subscriber = await dueSubscriber('paypal.two.copies@example.com');
    // A second copy of the server: its own connection pool on the same PostgreSQL (PGlite
    // belongs to one process, so there both rounds share it).
    const second = t.database.url
      ? await openDatabase({ databaseUrl: t.database.url, dataDir: ':memory:' })
      : null;
    try {
      const log = createLogger('silent');
      const rounds = await Promise.all([
        renewDueSubscriptions(t.db, t.services.payments, log),
        renewDueSubscriptions(second?.db ?? t.db, t.services.payments, log),
      ]);
      expect(rounds.reduce((sum, renewed) => sum + renewed, 0)).toBe(1);
    } finally {
      await second?.close();
    }
    expect(renewalsOf(subscriber.vaultId)).toHaveLength(1);
    expect(await vipDaysAfter(subscriber.uid, subscriber.soon)).toBe(30);
    const renewals = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, subscriber.uid), eq(orders.comeFrom, 'renewal')));
    expect(renewals).toMatchObject([{ status: ORDER_STATUS.hasPay }]);
  });

  it('charges once when the answer is lost between the charge and the grant', async () => {
    const subscriber = await dueSubscriber('paypal.lost.answer@example.com');
    const log = createLogger('silent');
    fake.dropNextChargeAnswer();
    expect(await renewDueSubscriptions(t.db, t.services.payments, log)).toBe(0);
    // PayPal took the money, but nothing was granted and the attempt is not counted as refused.
    expect(renewalsOf(subscriber.vaultId)).toHaveLength(1);
    expect(await vipDaysAfter(subscriber.uid, subscriber.soon)).toBe(0);
    const [waiting] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.uid));
    expect(waiting).toMatchObject({ lastFailureAt: null, refusedRenewals: 0 });

    // The next round (after a restart, on any copy) sends the same request id: PayPal answers
    // the first charge, and the grant follows once.
    expect(await renewDueSubscriptions(t.db, t.services.payments, log)).toBe(1);
    expect(await renewDueSubscriptions(t.db, t.services.payments, log)).toBe(0);
    expect(renewalsOf(subscriber.vaultId)).toHaveLength(1);
    expect(await vipDaysAfter(subscriber.uid, subscriber.soon)).toBe(30);
    const coins = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, subscriber.uid), eq(ledgerEntries.reason, 'vip_gift_coins')),
      );
    // The first purchase and one renewal.
    expect(coins).toHaveLength(2);
  });

  it('links a PayPal account as a card through the vault', async () => {
    const linker = await signInWithEmail(t, 'paypal.linker@example.com');
    const signed = await t.call('/v1/user-payment/ocean-payment/sign', {
      token: linker.token,
      returnUrl: 'http://127.0.0.1/settings/credit-card-manage',
    });
    const { setupId, setupUrl } = signed.envelope.data as { setupId: string; setupUrl: string };
    expect(JSON.stringify(fake.createdSetups.at(-1))).toContain(
      `"return_url":"${PUBLIC_ORIGIN}/settings/credit-card-manage?setupId=${setupId}"`,
    );
    // Only our own card page may be the way back.
    const elsewhere = await t.call('/v1/user-payment/ocean-payment/sign', {
      token: linker.token,
      returnUrl: 'https://evil.example/login',
    });
    expect(elsewhere.envelope.code).toBe(REFUSAL_CODE.paymentFailed);
    const paypalSetup = new URL(setupUrl).searchParams.get('approval_session_id') ?? '';
    const early = await t.call('/v1/user-payment/ocean-payment/bind', {
      token: linker.token,
      setupId,
    });
    expect(early.envelope.code).toBe(REFUSAL_CODE.paymentFailed);
    fake.approve(paypalSetup);
    const bound = await t.call('/v1/user-payment/ocean-payment/bind', {
      token: linker.token,
      setupId,
    });
    expect(bound.envelope.data).toMatchObject({
      cards: [{ provider: 'paypal', label: 'card@paypal.example' }],
    });
  });
});

describe('PayPal with card processing and the sandbox', () => {
  it('sends card payments as cards and offers both when the sandbox is asked for', async () => {
    const app = await createTestApp({
      PAYPAL_CLIENT_ID: CREDENTIALS.id,
      PAYPAL_CLIENT_SECRET: CREDENTIALS.secret,
      PAYPAL_API_BASE: fake.base,
      PAYPAL_CARD_PAYMENTS: '1',
      SANDBOX_PAYMENTS: '1',
    });
    try {
      const config = await app.call('/v1/config', { plat: 'web' });
      expect((config.envelope.data as { payMethods: string[] }).payMethods).toEqual([
        'PayPalWallet',
        'PayPalCard',
        'Sandbox',
      ]);
      const buyer = await signInWithEmail(app, 'card.buyer@example.com');
      const created = await app.call('/v1/vip/order/create', {
        token: buyer.token,
        id: 'vip-3m',
        comeFrom: 'test',
      });
      const paid = await app.call('/v1/vip/order/payment', {
        token: buyer.token,
        orderId: (created.envelope.data as { orderId: string }).orderId,
        payMethod: 'PayPalCard',
        returnUrl: RETURN_URL,
      });
      expect(paid.envelope.code).toBe(0);
      expect(fake.createdOrders.at(-1)?.payment_source).toHaveProperty('card');
    } finally {
      await app.close();
    }
  });
});
