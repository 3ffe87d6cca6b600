import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_MS } from '../../src/contract/constants';
import { characters } from '../../src/server/db/schema/characters';
import { subscriptions } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { eraseExpiredAccounts } from '../../src/server/features/accounts/data-rights';
import { OFFICIAL_CHARACTERS } from '../../src/server/features/characters/seed/official-characters';
import { renewDueSubscriptions } from '../../src/server/features/payments/renewals';
import { createLogger } from '../../src/server/lib/logger';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { passResendWait, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const deactivate = async (token: string) => {
  const answer = await t.call('/v1/user/danger-zone/deactivate', { token, confirm: true });
  expect(answer.envelope.code).toBe(0);
};

/** Every character id of the catalogue, as a visitor pages through it. */
async function catalogueIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await t.call('/v1/character/list', {
      sort: 1,
      size: 50,
      ...(cursor ? { cursor } : {}),
    });
    const data = page.envelope.data as {
      list: Array<{ characterId: string }>;
      nextCursor: string | null;
    };
    ids.push(...data.list.map((card) => card.characterId));
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

describe('danger zone: a deactivated account is hidden and not charged', () => {
  it('hides the creator and her public characters until she restores the account', async () => {
    const creator = await signInWithEmail(t, 'creator@example.com');
    const fan = await signInWithEmail(t, 'fan@example.com');
    const published = OFFICIAL_CHARACTERS[0]?.id ?? '';
    // She published this character (a released public one, now owned by her).
    await t.db.update(characters).set({ ownerId: creator.uid }).where(eq(characters.id, published));
    const chat = await t.call('/v1/session/from/character', {
      token: fan.token,
      characterId: published,
    });
    expect(chat.envelope.code).toBe(0);
    expect(await catalogueIds()).toContain(published);

    await deactivate(creator.token);
    expect(await catalogueIds()).not.toContain(published);
    expect(await catalogueIds()).toHaveLength(OFFICIAL_CHARACTERS.length - 1);
    const profile = await t.call('/v1/user/profile', { token: fan.token, uid: creator.uid });
    expect(profile.envelope.code).not.toBe(0);
    // A chat already started goes on.
    const detail = await t.call('/v1/character/detail', {
      token: fan.token,
      characterId: published,
    });
    expect(detail.envelope.code).toBe(0);

    await passResendWait(t);
    const back = await signInWithEmail(t, 'creator@example.com');
    expect(
      (await t.call('/v1/user/danger-zone/activate', { token: back.token })).envelope.code,
    ).toBe(0);
    expect(await catalogueIds()).toContain(published);
    expect(
      (await t.call('/v1/user/profile', { token: fan.token, uid: creator.uid })).envelope.code,
    ).toBe(0);
  });

  it('pauses renewals while deactivated, renews after restoring, cancels on erasure', async () => {
    const member = await signInWithEmail(t, 'member@example.com');
    const { orderId } = await sandboxVipOrder(t, member.token, 'vip-1m', { autoRenew: true });
    await pressSandbox(t, orderId, 'pay', true);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(users).set({ vipExpireAt: soon }).where(eq(users.id, member.uid));
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: soon })
      .where(eq(subscriptions.userId, member.uid));
    const renew = () => renewDueSubscriptions(t.db, t.services.payments, createLogger('silent'));

    await deactivate(member.token);
    expect(await renew()).toBe(0);
    const [paused] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.uid));
    expect(paused).toMatchObject({ state: 'active', lastFailureAt: null, refusedRenewals: 0 });
    expect(paused?.currentPeriodEnd.getTime()).toBe(soon.getTime());

    await passResendWait(t);
    const back = await signInWithEmail(t, 'member@example.com');
    await t.call('/v1/user/danger-zone/activate', { token: back.token });
    expect(await renew()).toBe(1);

    // Deactivated again and erased after the grace period: the subscription ends for good.
    await deactivate(back.token);
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - ACCOUNT_DELETION_GRACE_MS - 1000) })
      .where(eq(users.id, member.uid));
    expect(await eraseExpiredAccounts(t.db)).toBe(1);
    const [ended] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.uid));
    expect(ended?.state).toBe('cancelled');
  });
});
