import { DAY_MS } from '@contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandContent } from '../../src/contract/api/brand-content-endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { BRANDS } from '../../src/contract/brands';
import { ORDER_STATUS, PROMOTION_TIER } from '../../src/contract/enums';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { orders, promotionOffers } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { openConversation, setBalances } from './helpers/chat';
import {
  pressSandbox,
  RETURN_URL,
  type StatusData,
  sandboxVipOrder,
  vipStatus,
} from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let buyer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signInWithEmail(t, 'buyer@example.com');
});
afterAll(() => t.close());

const userRow = async (uid: string) =>
  (await t.db.select().from(users).where(eq(users.id, uid)))[0];

interface PlanData {
  id: string;
  month: number;
  price: number;
  priceINR: number;
  originalPrice: number | null;
  discount: number;
  discountExpireTime: string | null;
  giftCoins: number;
  tags: string[];
}

describe('goods', () => {
  it('lists the plans by the rules of spec §5, with lifetime on its own', async () => {
    const { envelope } = await t.call('/v1/config/vip/list', {});
    const data = envelope.data as { list: PlanData[]; lifetime: PlanData; tier: number };
    expect(data.list.map((plan) => plan.month)).toEqual([1, 3, 12, 0.25]);
    expect(data.list.find((plan) => plan.month === 12)?.tags).toEqual(['bestPrice', 'mostPopular']);
    expect(data.list.find((plan) => plan.month === 3)?.tags).toEqual(['hot']);
    expect(data.list.find((plan) => plan.month === 1)?.giftCoins).toBe(300);
    expect(data.list.find((plan) => plan.month === 3)).toMatchObject({
      giftCoins: 1000,
      originalPrice: 38.97,
      discount: 23,
      discountExpireTime: null,
    });
    expect(data.list.find((plan) => plan.month === 12)?.giftCoins).toBe(5000);
    expect(data.lifetime).toMatchObject({ price: 99.99, giftCoins: 5000, tags: [] });
    expect(data.tier).toBe(PROMOTION_TIER.origin);
  });

  it('lists the coin packs', async () => {
    const { envelope } = await t.call('/v1/config/gold/list', {});
    const { list } = envelope.data as {
      list: Array<{ gold: number; price: number; tgStar: number }>;
    };
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toMatchObject({ gold: 100, price: 1.99 });
  });

  it('makes a 70% offer for 60 seconds once a day, honoured by the order', async () => {
    const shopper = await signInWithEmail(t, 'offer@example.com');
    const ask = async (tier: number, token?: string) =>
      (await t.call('/v1/config/vip/list', { tier, ...(token ? { token } : {}) })).envelope
        .data as { list: PlanData[]; tier: number };
    // Visitors get no offers: an order could not find them again.
    expect((await ask(PROMOTION_TIER.off3)).tier).toBe(PROMOTION_TIER.origin);

    const askedAt = Date.now();
    const offered = await ask(PROMOTION_TIER.off3, shopper.token);
    expect(offered.tier).toBe(PROMOTION_TIER.off3);
    const month = offered.list.find((plan) => plan.month === 1);
    expect(month).toMatchObject({ discount: 70, originalPrice: 12.99, price: 3.9 });
    const expiry = new Date(month?.discountExpireTime ?? 0).getTime();
    // 60 seconds from when it was asked for, however long the call took.
    expectBetween(expiry, askedAt + 60_000, Date.now() + 60_000);
    // Asking again keeps the same timer.
    const again = await ask(PROMOTION_TIER.off3, shopper.token);
    expect(again.list[0]?.discountExpireTime).toBe(month?.discountExpireTime);

    const created = await t.call('/v1/vip/order/create', {
      token: shopper.token,
      id: 'vip-1m',
      comeFrom: 'test',
      tier: PROMOTION_TIER.off3,
    });
    const { orderId } = created.envelope.data as { orderId: string };
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ amountUsd: 3.9, tier: PROMOTION_TIER.off3 });

    // Once run out, the offer is not made again the same day, and an order pays the list price.
    await t.db
      .update(promotionOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promotionOffers.userId, shopper.uid));
    expect((await ask(PROMOTION_TIER.off3, shopper.token)).tier).toBe(PROMOTION_TIER.origin);
    const late = await t.call('/v1/vip/order/create', {
      token: shopper.token,
      id: 'vip-1m',
      comeFrom: 'test',
      tier: PROMOTION_TIER.off3,
    });
    const lateId = (late.envelope.data as { orderId: string }).orderId;
    const [lateOrder] = await t.db.select().from(orders).where(eq(orders.id, lateId));
    expect(lateOrder?.amountUsd).toBe(12.99);
  });
});

describe('buying VIP with the sandbox', () => {
  it('pays, grants the plan and its coins once, and answers the goods', async () => {
    await setBalances(t, buyer.uid, { goldBalance: 0, vipExpireAt: null });
    const { orderId, payUrl } = await sandboxVipOrder(t, buyer.token, 'vip-3m');
    expect(payUrl).toBe(`/pay/sandbox/${orderId}?lang=en`);
    const waiting = await vipStatus(t, { token: buyer.token, orderId });
    expect(waiting.data).toMatchObject({ orderStatus: ORDER_STATUS.wait, token: null });

    const page = await t.app.request(payUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('3 months VIP');
    expect(html).toContain('$29.99');
    // The page in the buyer's language and direction, in the app's colours, light and dark.
    const arabic = await (await t.app.request(`/pay/sandbox/${orderId}?lang=ar`)).text();
    expect(arabic).toMatch(/<html lang="ar[^"]*" dir="rtl">/);
    expect(arabic).toContain('وضع الاختبار');
    expect(arabic).toContain('prefers-color-scheme:dark');
    expect(arabic).toContain(`--brand-accent:${BRANDS.velora.palette.accent}`);

    const paidAt = Date.now();
    const pressed = await pressSandbox(t, orderId, 'pay');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/pay/callback?merchantParam=test');
    // A second press, like a provider's repeated confirmation, changes nothing.
    await pressSandbox(t, orderId, 'pay');

    const status = (await vipStatus(t, { token: buyer.token, orderId })).data as StatusData;
    expect(status.orderStatus).toBe(ORDER_STATUS.hasPay);
    const expiry = new Date(status.goods.vipExpireAt ?? 0).getTime();
    expectBetween(expiry, paidAt + 90 * DAY_MS, Date.now() + 90 * DAY_MS);
    expect((await userRow(buyer.uid))?.goldBalance).toBe(1000);
    const grants = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'vip_gift_coins'), eq(ledgerEntries.reference, orderId)));
    expect(grants).toHaveLength(1);
  });

  it('fills energy to the VIP cap with the purchase, so the next message costs energy', async () => {
    const empty = await signInWithEmail(t, 'empty.energy@example.com');
    await setBalances(t, empty.uid, { energy: 0, goldBalance: 20 });
    const { orderId } = await sandboxVipOrder(t, empty.token, 'vip-3m');
    await pressSandbox(t, orderId, 'pay');
    const granted = await userRow(empty.uid);
    expect(granted?.energy).toBe(1000);
    const fills = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'vip_energy'), eq(ledgerEntries.reference, orderId)));
    expect(fills).toMatchObject([{ currency: 'energy', amount: 1000, direction: 1 }]);

    const conversationId = await openConversation(t, empty.token, 'mei');
    const sent = await t.call('/v1/session/chat', {
      token: empty.token,
      conversationId,
      content: 'Hello again',
    });
    expect(sent.envelope.code).toBe(0);
    const after = await userRow(empty.uid);
    // 1000 coins came with the plan; the message took energy and left the coins alone.
    expect({ energy: after?.energy, gold: after?.goldBalance }).toEqual({
      energy: 999,
      gold: 1020,
    });
  });

  it('refuses VIP to a member, and lifetime goes beyond 2099', async () => {
    const member = await signInWithEmail(t, 'member.buyer@example.com');
    await setBalances(t, member.uid, { vipExpireAt: new Date(Date.now() + DAY_MS) });
    const refused = await t.call('/v1/vip/order/create', {
      token: member.token,
      id: 'vip-1m',
      comeFrom: 'test',
    });
    expect(refused.envelope.code).toBe(REFUSAL_CODE.membershipAlreadyValid);

    const forever = await signInWithEmail(t, 'lifetime@example.com');
    const { orderId } = await sandboxVipOrder(t, forever.token, 'vip-lifetime');
    await pressSandbox(t, orderId, 'pay');
    const row = await userRow(forever.uid);
    expect(row?.vipExpireAt?.getUTCFullYear()).toBeGreaterThan(2099);
    expect(row?.goldBalance).toBe(5000);
    const profile = await t.call('/v1/user/my-profile', { token: forever.token });
    expect(profile.envelope.data).toMatchObject({ user: { vip: true, energyCap: 1000 } });
  });

  it('stacks a second paid plan on the time left', async () => {
    const stacker = await signInWithEmail(t, 'stacker@example.com');
    // Both orders were made before either was paid (two tabs).
    const first = await sandboxVipOrder(t, stacker.token, 'vip-1m');
    const second = await sandboxVipOrder(t, stacker.token, 'vip-1m');
    const paidAt = Date.now();
    await pressSandbox(t, first.orderId, 'pay');
    await pressSandbox(t, second.orderId, 'pay');
    const expiry = (await userRow(stacker.uid))?.vipExpireAt?.getTime() ?? 0;
    expectBetween(expiry, paidAt + 60 * DAY_MS, Date.now() + 60 * DAY_MS);
  });

  it('cancels or fails without granting anything', async () => {
    const undecided = await signInWithEmail(t, 'undecided@example.com');
    for (const action of ['cancel', 'fail'] as const) {
      const { orderId } = await sandboxVipOrder(t, undecided.token, 'vip-1m');
      await pressSandbox(t, orderId, action);
      const status = (await vipStatus(t, { token: undecided.token, orderId })).data as StatusData;
      expect(status.orderStatus).toBe(ORDER_STATUS.cancel);
      // A cancelled order can no longer be paid.
      await pressSandbox(t, orderId, 'pay');
      expect(
        ((await vipStatus(t, { token: undecided.token, orderId })).data as StatusData).orderStatus,
      ).toBe(ORDER_STATUS.cancel);
    }
    expect((await userRow(undecided.uid))?.vipExpireAt).toBeNull();
  });

  it('grants once while 100 status polls race the confirmation', async () => {
    const racer = await signInWithEmail(t, 'racer@example.com');
    const { orderId } = await sandboxVipOrder(t, racer.token, 'vip-12m');
    const paidAt = Date.now();
    const polls = Array.from({ length: 100 }, () => vipStatus(t, { token: racer.token, orderId }));
    const [pressed] = await Promise.all([pressSandbox(t, orderId, 'pay'), ...polls]);
    expect(pressed.status).toBe(303);
    const row = await userRow(racer.uid);
    expect(row?.goldBalance).toBe(5000);
    expectBetween(
      row?.vipExpireAt?.getTime() ?? 0,
      paidAt + 360 * DAY_MS,
      Date.now() + 360 * DAY_MS,
    );
    const grants = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, orderId));
    // One row of coins and one of energy, however many polls raced.
    expect(grants.map((grant) => grant.reason).sort()).toEqual(['vip_energy', 'vip_gift_coins']);
  });
});

describe('coins', () => {
  it('buys a pack, credits it once and shows it in the coin history', async () => {
    const collector = await signInWithEmail(t, 'collector@example.com');
    const created = await t.call('/v1/gold/order/create', {
      token: collector.token,
      id: 'gold-550',
      comeFrom: 'miniapp_energy',
    });
    const { orderId } = created.envelope.data as { orderId: string };
    const started = await t.call('/v1/gold/order/payment', {
      token: collector.token,
      orderId,
      payMethod: 'Sandbox',
      returnUrl: RETURN_URL,
    });
    expect(started.envelope.code).toBe(0);
    await pressSandbox(t, orderId, 'pay');
    await pressSandbox(t, orderId, 'pay');
    const status = await t.call('/v1/gold/order/status', { token: collector.token, orderId });
    expect(status.envelope.data).toMatchObject({
      orderStatus: ORDER_STATUS.hasPay,
      goods: { kind: 'gold', gold: 550, goldBalance: 550 },
    });
    const history = await t.call('/v1/accounting/gold/detail/list', { token: collector.token });
    expect(history.envelope.data).toMatchObject({
      balance: 550,
      list: [{ direction: 1, amount: 550, reason: 'gold_purchase' }],
      nextCursor: null,
    });
  });

  it('pages the coin history newest first', async () => {
    const spender = await signInWithEmail(t, 'pager@example.com');
    for (const packId of ['gold-100', 'gold-550', 'gold-1200']) {
      const created = await t.call('/v1/gold/order/create', {
        token: spender.token,
        id: packId,
        comeFrom: 'test',
      });
      const { orderId } = created.envelope.data as { orderId: string };
      await t.call('/v1/gold/order/payment', {
        token: spender.token,
        orderId,
        payMethod: 'Sandbox',
        returnUrl: RETURN_URL,
      });
      await pressSandbox(t, orderId, 'pay');
    }
    const first = await t.call('/v1/accounting/gold/detail/list', {
      token: spender.token,
      size: 2,
    });
    const page = first.envelope.data as { list: Array<{ amount: number }>; nextCursor: string };
    expect(page.list.map((row) => row.amount)).toEqual([1200, 550]);
    const next = await t.call('/v1/accounting/gold/detail/list', {
      token: spender.token,
      size: 2,
      cursor: page.nextCursor,
    });
    expect(next.envelope.data).toMatchObject({ list: [{ amount: 100 }], nextCursor: null });
  });
});

describe('payment methods and refusals', () => {
  it('offers the sandbox on the web and refuses methods that are not here', async () => {
    const config = await t.call('/v1/config', { plat: 'web' });
    expect((config.envelope.data as { payMethods: string[] }).payMethods).toEqual(['Sandbox']);
    const created = await t.call('/v1/vip/order/create', {
      token: buyer.token,
      id: 'vip-week',
      comeFrom: 'test',
    });
    const member = await userRow(buyer.uid);
    if (member?.vipExpireAt)
      expect(created.envelope.code).toBe(REFUSAL_CODE.membershipAlreadyValid);
    const shopper = await signInWithEmail(t, 'methods@example.com');
    const made = await t.call('/v1/vip/order/create', {
      token: shopper.token,
      id: 'vip-week',
      comeFrom: 'test',
    });
    const { orderId } = made.envelope.data as { orderId: string };
    const pay = (payMethod: string, plat = 'web', returnUrl = RETURN_URL) =>
      t.call('/v1/vip/order/payment', {
        token: shopper.token,
        orderId,
        payMethod,
        plat,
        returnUrl,
      });
    expect((await pay('TelegramStar')).envelope).toMatchObject({
      code: REFUSAL_CODE.paymentMethodNotHere,
      msg: 'web version does not support this payment method (use a Telegram client)',
    });
    expect((await pay('Sandbox', 'miniapp')).envelope.code).toBe(REFUSAL_CODE.paymentMethodNotHere);
    for (const method of ['PayPalWallet', 'PayPalCard', 'TapWallet', 'QxPay']) {
      expect((await pay(method)).envelope).toMatchObject({
        code: REFUSAL_CODE.paymentNotSupported,
        msg: 'Payment not supported yet, wait for upgrade',
      });
    }
    expect((await pay('Sandbox', 'web', 'https://evil.example/steal')).envelope.code).toBe(
      REFUSAL_CODE.paymentFailed,
    );
    expect((await pay('Bitcoin')).envelope.code).toBe(API_CODE.badParams);
  });

  it('refuses bad orders and keeps orders to their buyer', async () => {
    for (const body of [
      { id: 'vip-1m', comeFrom: '' },
      { id: '', comeFrom: 'test' },
      { id: 'vip-1m', comeFrom: 'test', extraJson: { price: 0.01 } },
      { id: 'vip-1m', comeFrom: 'test', tier: 9 },
    ]) {
      const { envelope } = await t.call('/v1/vip/order/create', { token: buyer.token, ...body });
      expect(envelope.code, JSON.stringify(body)).toBe(API_CODE.badParams);
    }
    const unknown = await t.call('/v1/vip/order/create', {
      token: buyer.token,
      id: 'vip-free',
      comeFrom: 'test',
    });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.notFound);

    const owner = await signInWithEmail(t, 'owner.order@example.com');
    const stranger = await signInWithEmail(t, 'stranger.order@example.com');
    const { orderId } = await sandboxVipOrder(t, owner.token, 'vip-1m');
    const theirs = await vipStatus(t, { token: stranger.token, orderId });
    expect(theirs).toMatchObject({ code: REFUSAL_CODE.notFound, data: null });
    const payTheirs = await t.call('/v1/vip/order/payment', {
      token: stranger.token,
      orderId,
      payMethod: 'Sandbox',
      returnUrl: RETURN_URL,
    });
    expect(payTheirs.envelope.code).toBe(REFUSAL_CODE.notFound);
    expect((await vipStatus(t, { orderId })).code).toBe(REFUSAL_CODE.notFound);
    const goldStatus = await t.call('/v1/gold/order/status', { token: owner.token, orderId });
    expect(goldStatus.envelope.code).toBe(REFUSAL_CODE.notFound);
  });
});

describe('a start link’s extraOrderParams', () => {
  it('is carried into VIP and coin orders as it came, and a longer one is refused', async () => {
    const linked = await signInWithEmail(t, 'linked.buyer@example.com');
    const carried = 'campaign=spring&slot=7';
    const vip = await t.call('/v1/vip/order/create', {
      token: linked.token,
      id: 'vip-1m',
      comeFrom: 'start_link',
      extraJson: { extraOrderParams: carried, client: 'web' },
    });
    const gold = await t.call('/v1/gold/order/create', {
      token: linked.token,
      id: 'gold-100',
      comeFrom: 'start_link',
      extraJson: { extraOrderParams: carried },
    });
    for (const created of [vip, gold]) {
      const { orderId } = created.envelope.data as { orderId: string };
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.extra).toMatchObject({ extraOrderParams: carried });
    }
    const tooLong = await t.call('/v1/gold/order/create', {
      token: linked.token,
      id: 'gold-100',
      comeFrom: 'start_link',
      extraJson: { extraOrderParams: 'x'.repeat(513) },
    });
    expect(tooLong.envelope.code).toBe(API_CODE.badParams);
  });
});

describe('a visitor buying before signing in', () => {
  it('pays, gets a new account with the plan, and is signed in by the status answer', async () => {
    const created = await t.call('/v1/vip/order/visitor-create', {
      id: 'vip-1m',
      comeFrom: 'landing',
    });
    const { orderId, orderToken } = created.envelope.data as {
      orderId: string;
      orderToken: string;
    };
    expect(orderToken.length).toBeGreaterThan(30);
    const paid = await t.call('/v1/vip/order/payment', {
      orderId,
      orderToken,
      payMethod: 'Sandbox',
      returnUrl: RETURN_URL,
    });
    expect(paid.envelope.code).toBe(0);
    expect((await vipStatus(t, { orderId })).code).toBe(REFUSAL_CODE.notFound);
    await pressSandbox(t, orderId, 'pay');
    const status = (await vipStatus(t, { orderId, orderToken })).data as StatusData;
    expect(status.orderStatus).toBe(ORDER_STATUS.hasPay);
    expect(status.token).toMatch(/^[\w-]{43}$/);
    const profile = await t.call('/v1/user/my-profile', { token: status.token });
    expect(profile.envelope.data).toMatchObject({
      user: { id: status.uid, vip: true },
      goldBalance: 300,
    });
    expect((await vipStatus(t, { orderId, orderToken: 'x'.repeat(43) })).code).toBe(
      REFUSAL_CODE.notFound,
    );
  });
});

describe('the purchase ticker', () => {
  it('shows recent purchases with masked names', async () => {
    const { envelope } = await t.call('/v1/vip/order/carousel', {});
    const { list } = envelope.data as { list: Array<{ nick: string; goods: { kind: string } }> };
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.nick).toMatch(/^.\*\*\*.?$/u);
    expect(JSON.stringify(list)).not.toContain('vipExpireAt":"2');
  });
});

describe('brand content', () => {
  it('invents nothing by default: no press, comments, members or figures below the thresholds', async () => {
    const { envelope } = await t.call('/v1/config/brand-content', { lang: 'de' });
    const data = envelope.data as BrandContent;
    expect(data.pressLogos).toEqual([]);
    expect(data.comments).toEqual([]);
    expect(data.featuredUsers).toEqual([]);
    expect(data.trustFigures).toEqual([]);
    // A few test users, a few messages and the 24 catalogue characters: all below the defaults
    // (1,000 members, 50,000 messages, 50 characters), so none is shown against the sale.
    expect(data.countedFigures).toEqual([]);
  });

  it('shows each of this server’s counts that reaches its configured threshold, and only those', async () => {
    const counting = await createTestApp({
      TRUST_MIN_MEMBERS: '0',
      TRUST_MIN_MESSAGES: '1000000',
      TRUST_MIN_CHARACTERS: '24',
    });
    try {
      await signInWithEmail(counting, 'figures.reader@example.com');
      const { envelope } = await counting.call('/v1/config/brand-content', { lang: 'en' });
      const data = envelope.data as BrandContent;
      expect(data.countedFigures.map((figure) => figure.kind)).toEqual(['members', 'characters']);
      const [members, published] = data.countedFigures.map((figure) => figure.count);
      expect(members).toBeGreaterThan(0);
      // The seeded catalogue is published.
      expect(published).toBeGreaterThanOrEqual(24);
    } finally {
      await counting.close();
    }
  });

  it('answers the operator’s content from BRAND_CONTENT_FILE in the caller’s language', async () => {
    const example = new URL(
      '../../src/server/features/payments/brand-content/example.json',
      import.meta.url,
    ).pathname;
    const branded = await createTestApp({ BRAND_CONTENT_FILE: example });
    try {
      const { envelope } = await branded.call('/v1/config/brand-content', { lang: 'en' });
      const data = envelope.data as {
        comments: unknown[];
        featuredUsers: Array<{ verified: boolean }>;
        trustFigures: Array<{ value: string }>;
      };
      expect(data.comments).toHaveLength(10);
      expect(data.featuredUsers).toHaveLength(8);
      expect(data.trustFigures[0]?.value).toBe('37M');
    } finally {
      await branded.close();
    }
  });
});

/** `value` lies between `low` and `high`: a time taken before a call and one taken after it. */
function expectBetween(value: number, low: number, high: number) {
  expect(value).toBeGreaterThanOrEqual(low);
  expect(value).toBeLessThanOrEqual(high);
}
