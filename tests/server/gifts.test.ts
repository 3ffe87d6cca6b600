import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { GIFTS_PER_DAY_FOR_NON_MEMBERS } from '../../src/contract/constants';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import { failStaleReplies } from '../../src/server/features/chat/abandoned-replies';
import {
  openConversation,
  parseEvents,
  repliesSettled,
  setBalances,
  streamCall,
} from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let giver: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '2' });
  giver = await signInWithEmail(t, 'giver@example.com');
});
afterAll(() => t.close());

const goldOf = async (uid: string) =>
  (await t.db.select().from(users).where(eq(users.id, uid)))[0]?.goldBalance;
const nextYear = () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

interface GiftList {
  list: Array<{ id: string; name: string; emoji: string; price: number }>;
  sentToday: number;
  dailyLimit: number | null;
}

describe('gift catalogue', () => {
  it('lists the gifts cheapest first, in the caller’s language, with the daily limit', async () => {
    const { envelope } = await t.call('/v1/gift/list', { lang: 'ja' });
    const data = envelope.data as GiftList;
    expect(data.list.length).toBeGreaterThanOrEqual(8);
    expect(data.list.map((gift) => gift.price)).toEqual(
      [...data.list.map((gift) => gift.price)].sort((a, b) => a - b),
    );
    expect(data.list[0]).toMatchObject({ id: 'rose', emoji: '🌹', price: 10 });
    expect(data.list[0]?.name).not.toBe('Rose');
    expect(data.dailyLimit).toBe(GIFTS_PER_DAY_FOR_NON_MEMBERS);

    const member = await signInWithEmail(t, 'member.list@example.com');
    await setBalances(t, member.uid, { vipExpireAt: nextYear() });
    const asMember = await t.call('/v1/gift/list', { token: member.token });
    expect((asMember.envelope.data as GiftList).dailyLimit).toBeNull();
  });
});

describe('giving a gift', () => {
  it('takes the price once, stores the gift and streams her reaction to it', async () => {
    await setBalances(t, giver.uid, { goldBalance: 100, energy: 0 });
    const conversationId = await openConversation(t, giver.token, 'sofia');
    const response = await streamCall(t, '/v1/session/gift/send', {
      token: giver.token,
      conversationId,
      giftId: 'teddy',
    });
    const events = parseEvents(await response.text());
    const accepted = events[0]?.data as {
      userMessage: { id: string; content: string; giftId: string };
    };
    expect(events[0]?.type).toBe('accepted');
    expect(accepted.userMessage).toMatchObject({ content: '🧸 Teddy bear', giftId: 'teddy' });
    const done = events.at(-1) as { type: string; data: { message: { content: string } } };
    expect(done.type).toBe('done');
    expect(done.data.message.content).toContain('🧸 Teddy bear');
    expect(await goldOf(giver.uid)).toBe(50);
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.reason, 'gift'), eq(ledgerEntries.reference, accepted.userMessage.id)),
      );
    expect(charges).toEqual([
      expect.objectContaining({ direction: 2, currency: 'gold', amount: 50 }),
    ]);
  });

  it('refuses without enough coins and changes nothing', async () => {
    await setBalances(t, giver.uid, { goldBalance: 20, energy: 100 });
    const conversationId = await openConversation(t, giver.token, 'mei');
    const before = (
      await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))
    ).length;
    const { envelope } = await t.call('/v1/session/gift/send', {
      token: giver.token,
      conversationId,
      giftId: 'necklace',
    });
    expect(envelope).toMatchObject({ code: REFUSAL_CODE.notEnoughCoins, data: null });
    expect(await goldOf(giver.uid)).toBe(20);
    const after = (
      await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))
    ).length;
    expect(after).toBe(before);
  });

  it('limits non-members to a few gifts a day; members give as many as they like', async () => {
    const fan = await signInWithEmail(t, 'fan@example.com');
    await setBalances(t, fan.uid, { goldBalance: 1000 });
    const conversationId = await openConversation(t, fan.token, 'amara');
    const give = () =>
      t.call('/v1/session/gift/send', { token: fan.token, conversationId, giftId: 'rose' });
    for (let index = 0; index < GIFTS_PER_DAY_FOR_NON_MEMBERS; index++) {
      expect((await give()).envelope.code).toBe(0);
    }
    expect((await give()).envelope.code).toBe(REFUSAL_CODE.giftLimit);
    const listed = await t.call('/v1/gift/list', { token: fan.token });
    expect((listed.envelope.data as GiftList).sentToday).toBe(GIFTS_PER_DAY_FOR_NON_MEMBERS);

    await setBalances(t, fan.uid, { goldBalance: 1000, vipExpireAt: nextYear() });
    for (let index = 0; index < 3; index++) expect((await give()).envelope.code).toBe(0);
  });

  it('never overspends with parallel gifts', async () => {
    const rich = await signInWithEmail(t, 'parallel.giver@example.com');
    await setBalances(t, rich.uid, { goldBalance: 100, vipExpireAt: nextYear() });
    const ids = [];
    for (const characterId of [
      'sofia',
      'mei',
      'amara',
      'hannah',
      'priya',
      'jess',
      'marcus',
      'diego',
    ]) {
      ids.push(await openConversation(t, rich.token, characterId));
    }
    const answers = await Promise.all(
      ids.map((conversationId) =>
        t.call('/v1/session/gift/send', {
          token: rich.token,
          conversationId,
          giftId: 'chocolates',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === REFUSAL_CODE.notEnoughCoins)).toHaveLength(5);
    expect(await goldOf(rich.uid)).toBe(10);
  });

  it('refunds the gift when her reaction is lost', async () => {
    const unlucky = await signInWithEmail(t, 'unlucky.giver@example.com');
    await setBalances(t, unlucky.uid, { goldBalance: 0 });
    const conversationId = await openConversation(t, unlucky.token, 'hannah');
    // Written by a copy from before reply leases, untouched for long.
    const past = new Date(Date.now() - 10 * 60 * 1000);
    const [gift] = await t.db
      .insert(messages)
      .values({
        conversationId,
        role: 'user',
        content: '💐 Bouquet',
        giftId: 'bouquet',
        chargeCurrency: 'gold',
        chargeAmount: 80,
        createdAt: past,
        updatedAt: past,
      })
      .returning();
    await t.db.insert(messages).values({
      conversationId,
      role: 'character',
      content: '',
      status: 'streaming',
      createdAt: past,
      updatedAt: past,
    });
    await repliesSettled(t);
    expect(await failStaleReplies(t.db)).toBe(1);
    expect(await goldOf(unlucky.uid)).toBe(80);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.reason, 'gift_refund'), eq(ledgerEntries.reference, String(gift?.id))),
      );
    expect(refunds).toHaveLength(1);
  });

  it('refuses unknown gifts, bad input, other people’s conversations and a switched-off feature', async () => {
    await setBalances(t, giver.uid, { goldBalance: 500 });
    const conversationId = await openConversation(t, giver.token, 'priya');
    const unknown = await t.call('/v1/session/gift/send', {
      token: giver.token,
      conversationId,
      giftId: 'yacht',
    });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.notFound);
    for (const body of [{ conversationId }, { conversationId, giftId: '' }, { giftId: 'rose' }]) {
      const { envelope } = await t.call('/v1/session/gift/send', { token: giver.token, ...body });
      expect(envelope.code).toBe(API_CODE.badParams);
    }
    const stranger = await signInWithEmail(t, 'stranger.giver@example.com');
    await setBalances(t, stranger.uid, { goldBalance: 500 });
    const theirs = await t.call('/v1/session/gift/send', {
      token: stranger.token,
      conversationId,
      giftId: 'rose',
    });
    expect(theirs.envelope.code).toBe(REFUSAL_CODE.notFound);
    expect(await goldOf(stranger.uid)).toBe(500);

    const off = await createTestApp({ DISABLED_FEATURES: 'gifts' });
    try {
      expect((await off.call('/v1/gift/list', {})).envelope.code).toBe(REFUSAL_CODE.featureOff);
    } finally {
      await off.close();
    }
  });
});
