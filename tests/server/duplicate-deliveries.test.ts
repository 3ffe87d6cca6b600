import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { ORDER_STATUS } from '../../src/contract/enums';
import { encodeStartParam } from '../../src/contract/start-params';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { orders } from '../../src/server/db/schema/payments';
import { identities, users } from '../../src/server/db/schema/users';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { setBalances } from './helpers/chat';
import { startFakeGoogle } from './helpers/fake-google';
import { RETURN_URL } from './helpers/payments';
import { lastCodeFor, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type Envelope, type TestApp } from './helpers/test-app';

/**
 * The same thing delivered many times at once: Telegram repeating a payment update, a Mini App
 * opened twice signing in with the same init data. On PostgreSQL the copies race to insert the
 * same unique row; every copy must still get the right answer, not HTTP 500.
 */
const PARALLEL = 300;
const BOT_TOKEN = '1234567890:harness-test-bot-token';
const SECRET = 'webhook-secret-for-tests-123';
const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const DAY_S = 24 * 60 * 60;

let fake: FakeTelegram;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTelegram();
  google = await startFakeGoogle(GOOGLE_CLIENT_ID);
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await google.close();
});

const times = <T>(count: number, run: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => run(index)));

const launch = (telegramId: number, startParam?: string) =>
  signInitData(
    {
      user: { id: telegramId, first_name: 'Mila', language_code: 'en' },
      authDate: new Date(),
      ...(startParam ? { startParam } : {}),
    },
    BOT_TOKEN,
  );

/** Every answer succeeded and named one and the same account; answers that account. */
function oneAccount(answers: Array<{ status: number; envelope: Envelope }>) {
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(new Set(answers.map((answer) => answer.envelope.code))).toEqual(new Set([0]));
  const uids = new Set(answers.map((answer) => (answer.envelope.data as { uid: string }).uid));
  expect(uids.size).toBe(1);
  const created = answers.filter((answer) => (answer.envelope.data as { isNew: boolean }).isNew);
  expect(created).toHaveLength(1);
  return [...uids][0] as string;
}

describe('first sign-ins arriving together', () => {
  it('makes one Telegram account for the same init data, and rewards its inviter once', async () => {
    const inviter = await signInWithEmail(t, 'tg.inviter@example.com');
    await setBalances(t, inviter.uid, { energy: 0 });
    const initData = await launch(555_000_001, encodeStartParam({ u: inviter.uid }));
    const uid = oneAccount(await times(PARALLEL, () => t.call('/v1/login/telegram', { initData })));
    const owned = await t.db
      .select()
      .from(identities)
      .where(and(eq(identities.kind, 'telegram'), eq(identities.subject, '555000001')));
    expect(owned.map((row) => row.userId)).toEqual([uid]);
    const rewards = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, inviter.uid), eq(ledgerEntries.reason, 'invite')));
    expect(rewards).toHaveLength(1);
  });

  it('makes one Google account for the same ID token', async () => {
    const credential = await google.token({ sub: 'google-race-1', email: 'race1@gmail.com' });
    const uid = oneAccount(await times(PARALLEL, () => t.call('/v1/login/google', { credential })));
    const binds = await t.db.select().from(identities).where(eq(identities.userId, uid));
    expect(binds.map((row) => row.kind).sort()).toEqual(['email', 'google']);
  });

  it('makes one account when Google and an email code sign in the same address together', async () => {
    const email = 'race2@gmail.com';
    const requested = await t.call('/v1/login/email/request-login', { email, useShortCode: true });
    expect(requested.envelope.code).toBe(0);
    const code = lastCodeFor(t, email);
    const credential = await google.token({ sub: 'google-race-2', email });
    const answers = await times(PARALLEL, (index) =>
      index === PARALLEL / 2
        ? t.call('/v1/login/email', { email, code })
        : t.call('/v1/login/google', { credential }),
    );
    const uid = oneAccount(answers);
    const binds = await t.db.select().from(identities).where(eq(identities.userId, uid));
    expect(binds.map((row) => row.kind).sort()).toEqual(['email', 'google']);
  });
});

/** How often a test sends an update again after a 503, as Telegram keeps retrying. */
const TELEGRAM_RESENDS = 5;

describe('Stars payments delivered many times at once', () => {
  /**
   * Posts a `successful_payment` update as Telegram does: an answer other than 2xx (the server's
   * 503 "try again" when an update outlasts its wait on a busy machine) makes Telegram send the
   * same update again, so this does too. The answer is the last one.
   */
  let updateId = 1;
  const successfulPayment = async (
    telegramId: number,
    payment: { orderId: string; amount: number; chargeId: string } & Record<string, unknown>,
  ) => {
    const { orderId, amount, chargeId, ...extra } = payment;
    const message = {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: telegramId, type: 'private', first_name: 'Mila' },
      from: { id: telegramId, is_bot: false, first_name: 'Mila' },
      successful_payment: {
        currency: 'XTR',
        total_amount: amount,
        invoice_payload: orderId,
        telegram_payment_charge_id: chargeId,
        provider_payment_charge_id: '',
        ...extra,
      },
    };
    const body = JSON.stringify({ update_id: updateId++, message });
    const post = () =>
      t.app.request('/telegram/webhook', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      });
    let answer = await post();
    for (let resent = 0; answer.status === 503 && resent < TELEGRAM_RESENDS; resent++) {
      answer = await post();
    }
    return answer;
  };

  async function starsOrder(telegramId: number, autoRenew: boolean) {
    const login = await t.call('/v1/login/telegram', { initData: await launch(telegramId) });
    const { token, uid } = login.envelope.data as { token: string; uid: string };
    const created = await t.call('/v1/vip/order/create', {
      token,
      id: 'vip-1m',
      comeFrom: 'miniapp',
    });
    const { orderId } = created.envelope.data as { orderId: string };
    const paying = await t.call('/v1/vip/order/payment', {
      token,
      orderId,
      payMethod: 'TelegramStar',
      plat: 'miniapp',
      returnUrl: RETURN_URL,
      autoRenew,
    });
    expect(paying.envelope.code).toBe(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    return { uid, orderId, stars: order?.starsAmount ?? 0 };
  }

  const goldOf = async (uid: string) =>
    (await t.db.select().from(users).where(eq(users.id, uid)))[0]?.goldBalance;

  it('grants a first payment once and answers every copy with 200', async () => {
    const { uid, orderId, stars } = await starsOrder(555_000_010, false);
    const replies = await times(PARALLEL, () =>
      successfulPayment(555_000_010, { orderId, amount: stars, chargeId: 'race-charge-1' }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe(ORDER_STATUS.hasPay);
    const grants = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, uid), eq(ledgerEntries.reason, 'vip_gift_coins')));
    expect(grants).toHaveLength(1);
    expect(await goldOf(uid)).toBe(grants[0]?.amount);
  });

  it('renews a subscription once for a renewal charge repeated at once, answering 200', async () => {
    const { uid, orderId, stars } = await starsOrder(555_000_011, true);
    const firstEnd = Math.floor(Date.now() / 1000) + 30 * DAY_S;
    const first = await successfulPayment(555_000_011, {
      orderId,
      amount: stars,
      chargeId: 'race-sub-1',
      subscription_expiration_date: firstEnd,
      is_first_recurring: true,
    });
    expect(first.status).toBe(200);
    const replies = await times(PARALLEL, () =>
      successfulPayment(555_000_011, {
        orderId,
        amount: stars,
        chargeId: 'race-sub-2',
        subscription_expiration_date: firstEnd + 30 * DAY_S,
        is_recurring: true,
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const paid = await t.db.select().from(orders).where(eq(orders.userId, uid));
    expect(paid.filter((order) => order.status === ORDER_STATUS.hasPay)).toHaveLength(2);
    expect(paid.filter((order) => order.providerRef === 'race-sub-2')).toHaveLength(1);
  });
});
