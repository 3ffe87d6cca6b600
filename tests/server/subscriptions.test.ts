import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { subscriptions } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { renewDueSubscriptions } from '../../src/server/features/payments/renewals';
import { createLogger } from '../../src/server/lib/logger';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SubscriptionData {
  subscription: {
    planId: string;
    nextPlanId: string | null;
    state: string;
    provider: string;
    cardId: string | null;
  } | null;
}
interface CardsData {
  cards: Array<{ id: string; brand: string; last4: string | null; label: string | null }>;
}

const sub = async (user: SignedIn, path = '/v1/vip/subscription/info', body = {}) =>
  t.call(path, { token: user.token, ...body });

/** Links a sandbox card through sign, the sandbox page and bind, as the card page does. */
async function linkSandboxCard(user: SignedIn, name: string) {
  const signed = await t.call('/v1/user-payment/ocean-payment/sign', {
    token: user.token,
    returnUrl: 'http://127.0.0.1/settings/credit-card-manage',
  });
  const { setupId, setupUrl } = signed.envelope.data as { setupId: string; setupUrl: string };
  expect(setupUrl).toBe(`/pay/sandbox/card/${setupId}?lang=en`);
  expect((await t.app.request(setupUrl)).status).toBe(200);
  const posted = await t.app.request(`/pay/sandbox/card/${setupId}`, {
    method: 'POST',
    body: new URLSearchParams({ name }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(posted.status).toBe(303);
  expect(posted.headers.get('location')).toBe(`/settings/credit-card-manage?setupId=${setupId}`);
  const bound = await t.call('/v1/user-payment/ocean-payment/bind', { token: user.token, setupId });
  // Binding again (a second tab coming back) keeps one card.
  await t.call('/v1/user-payment/ocean-payment/bind', { token: user.token, setupId });
  return bound.envelope.data as CardsData;
}

describe('subscriptions', () => {
  it('starts with a kept card, cancels, resumes, changes plan, and stops when the card goes', async () => {
    const subscriber = await signInWithEmail(t, 'subscriber@example.com');
    expect((await sub(subscriber)).envelope.data).toEqual({ subscription: null });
    const { orderId } = await sandboxVipOrder(t, subscriber.token, 'vip-1m', { autoRenew: true });
    expect(await (await t.app.request(`/pay/sandbox/${orderId}`)).text()).toContain('saveCard');
    await pressSandbox(t, orderId, 'pay', true);

    const info = (await sub(subscriber)).envelope.data as SubscriptionData;
    expect(info.subscription).toMatchObject({
      planId: 'vip-1m',
      state: 'active',
      provider: 'sandbox',
    });
    const cards = (await t.call('/v1/user-payment/card/list', { token: subscriber.token })).envelope
      .data as CardsData;
    expect(cards.cards).toEqual([
      expect.objectContaining({ brand: 'Sandbox Visa', last4: '4242' }),
    ]);
    expect(info.subscription?.cardId).toBe(cards.cards[0]?.id);

    const changed = await sub(subscriber, '/v1/vip/subscription/change-plan', {
      planId: 'vip-12m',
    });
    expect(changed.envelope.data).toMatchObject({ subscription: { nextPlanId: 'vip-12m' } });
    const lifetime = await sub(subscriber, '/v1/vip/subscription/change-plan', {
      planId: 'vip-lifetime',
    });
    expect(lifetime.envelope.code).toBe(REFUSAL_CODE.notFound);

    const cancelled = await sub(subscriber, '/v1/vip/subscription/cancel');
    expect(cancelled.envelope.data).toMatchObject({ subscription: { state: 'cancelled' } });
    // Cancelling again says it is cancelled already, and until when it runs.
    const periodEnd = (cancelled.envelope.data as { subscription: { currentPeriodEnd: string } })
      .subscription.currentPeriodEnd;
    const again = await sub(subscriber, '/v1/vip/subscription/cancel');
    expect(again.status).toBe(200);
    expect(again.envelope).toEqual({
      code: REFUSAL_CODE.subscriptionCancelled,
      msg: `Your subscription is already cancelled; your VIP stays until ${periodEnd.slice(0, 10)}`,
      data: { currentPeriodEnd: periodEnd },
    });
    const resumed = await sub(subscriber, '/v1/vip/subscription/resume');
    expect(resumed.envelope.data).toMatchObject({ subscription: { state: 'active' } });

    // Removing the card stops renewals; resuming then needs a card.
    const cardId = cards.cards[0]?.id;
    const unbound = await t.call('/v1/user-payment/ocean-payment/unbind', {
      token: subscriber.token,
      cardId,
    });
    expect(unbound.envelope.data).toEqual({ cards: [] });
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.uid));
    expect(row).toMatchObject({ state: 'cancelled', cardId: null });
    const noCard = await sub(subscriber, '/v1/vip/subscription/resume');
    expect(noCard.envelope).toMatchObject({
      code: REFUSAL_CODE.noLinkedCard,
      msg: "You haven't linked a credit card yet. Please link one first",
    });

    const linked = await linkSandboxCard(subscriber, 'Robin Tester');
    expect(linked.cards).toEqual([
      expect.objectContaining({ brand: 'Sandbox Visa', label: 'Robin Tester' }),
    ]);
    const back = await sub(subscriber, '/v1/vip/subscription/resume');
    expect(back.envelope.data).toMatchObject({
      subscription: { state: 'active', cardId: linked.cards[0]?.id },
    });
  });

  it('renews a due subscription through its card with the plan chosen next', async () => {
    const renewer = await signInWithEmail(t, 'renewer@example.com');
    const { orderId } = await sandboxVipOrder(t, renewer.token, 'vip-1m', { autoRenew: true });
    await pressSandbox(t, orderId, 'pay', true);
    await sub(renewer, '/v1/vip/subscription/change-plan', { planId: 'vip-3m' });
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(users).set({ vipExpireAt: soon }).where(eq(users.id, renewer.uid));
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: soon })
      .where(eq(subscriptions.userId, renewer.uid));

    expect(await renewDueSubscriptions(t.db, t.services.payments, createLogger('silent'))).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.id, renewer.uid));
    const expected = soon.getTime() + 90 * 24 * 60 * 60 * 1000;
    expect(Math.abs((user?.vipExpireAt?.getTime() ?? 0) - expected)).toBeLessThan(60_000);
    expect(user?.goldBalance).toBe(300 + 1000);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, renewer.uid));
    expect(row).toMatchObject({ planId: 'vip-3m', nextPlanId: null, state: 'active' });
    expect(row?.currentPeriodEnd.getTime()).toBe(user?.vipExpireAt?.getTime());
    // Not due any more: nothing happens on the next run.
    expect(await renewDueSubscriptions(t.db, t.services.payments, createLogger('silent'))).toBe(0);
  });

  it('stops renewing a long overdue subscription that has no card', async () => {
    const lapsed = await signInWithEmail(t, 'lapsed@example.com');
    const { orderId } = await sandboxVipOrder(t, lapsed.token, 'vip-1m', { autoRenew: true });
    await pressSandbox(t, orderId, 'pay', true);
    const [card] = (
      (await t.call('/v1/user-payment/card/list', { token: lapsed.token })).envelope
        .data as CardsData
    ).cards;
    await t.db
      .update(subscriptions)
      .set({ cardId: null, currentPeriodEnd: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000) })
      .where(eq(subscriptions.userId, lapsed.uid));
    expect(card).toBeDefined();
    expect(await renewDueSubscriptions(t.db, t.services.payments, createLogger('silent'))).toBe(0);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, lapsed.uid));
    expect(row?.state).toBe('cancelled');
  });

  it('answers no subscription to cancelling one that was cancelled and has ended', async () => {
    const former = await signInWithEmail(t, 'former.subscriber@example.com');
    const { orderId } = await sandboxVipOrder(t, former.token, 'vip-1m', { autoRenew: true });
    await pressSandbox(t, orderId, 'pay', true);
    expect((await sub(former, '/v1/vip/subscription/cancel')).envelope.code).toBe(0);
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, former.uid));
    expect((await sub(former, '/v1/vip/subscription/cancel')).envelope).toMatchObject({
      code: REFUSAL_CODE.noSubscription,
      msg: 'You currently have no subscription and cannot cancel',
      data: null,
    });
  });

  it('answers no subscription and keeps cards to their owner', async () => {
    const nobody = await signInWithEmail(t, 'nosub@example.com');
    for (const path of ['/v1/vip/subscription/cancel', '/v1/vip/subscription/resume']) {
      expect((await sub(nobody, path)).envelope.code).toBe(REFUSAL_CODE.noSubscription);
    }
    const owner = await signInWithEmail(t, 'card.owner@example.com');
    const { cards } = await linkSandboxCard(owner, 'Owner');
    const stranger = await signInWithEmail(t, 'card.stranger@example.com');
    const unbind = await t.call('/v1/user-payment/ocean-payment/unbind', {
      token: stranger.token,
      cardId: cards[0]?.id,
    });
    expect(unbind.envelope.code).toBe(REFUSAL_CODE.notFound);
    const bindTheirs = await t.call('/v1/user-payment/ocean-payment/bind', {
      token: stranger.token,
      setupId: 'aaaaaaaaaaaaaaaa',
    });
    expect(bindTheirs.envelope.code).toBe(REFUSAL_CODE.notFound);
    const badReturn = await t.call('/v1/user-payment/ocean-payment/sign', {
      token: owner.token,
      returnUrl: 'javascript:alert(1)',
    });
    expect(badReturn.envelope.code).toBe(API_CODE.badParams);
  });
});
