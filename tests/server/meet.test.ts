import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { conversations } from '../../src/server/db/schema/conversations';
import { meetPreferences, meetSwipes } from '../../src/server/db/schema/meet';
import { users } from '../../src/server/db/schema/users';
import { eraseExpiredAccounts } from '../../src/server/features/accounts/data-rights';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Meet (issue 18): preferences, the deck, swipes that match and open a chat, counts. */
interface Card {
  characterId: string;
  age: number;
  gender: string;
  style: string;
  memberOnly: boolean;
  tags: { id: string }[];
}
interface Swipe {
  action: string;
  isMatch: boolean;
  conversationId: string | null;
  sharedTags: { id: string; label: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextUser = 0;
const newUser = () => signInWithEmail(t, `meet-${nextUser++}@example.com`);

async function ok<T>(path: string, user: SignedIn, body: Record<string, unknown> = {}) {
  const answer = await t.call(path, { token: user.token, ...body });
  expect(answer.envelope, path).toMatchObject({ code: 0 });
  return answer.envelope.data as T;
}
const deckOf = (user: SignedIn, size = 20) =>
  ok<{ list: Card[]; remaining: number }>('/v1/meet/list/like', user, { size });
const swipe = (user: SignedIn, characterId: string, action: 'like' | 'pass') =>
  ok<Swipe>('/v1/meet/match', user, { characterId, action });
const setInterests = (user: SignedIn, tags: string[]) => ok('/v1/user/update-tags', user, { tags });
const ids = (cards: Card[]) => cards.map((card) => card.characterId).sort();

describe('meet', () => {
  it('refuses visitors on every call', async () => {
    for (const path of [
      '/v1/user/meet-pro/config/update',
      '/v1/meet/config',
      '/v1/meet/list/like',
      '/v1/meet/match',
      '/v1/meet/counts',
    ]) {
      const answer = await t.call(path, { characterId: 'luna', action: 'like' });
      expect(answer.envelope.code, path).toBe(API_CODE.loginNeeded);
    }
  });

  it('keeps the age range adult and the tags real', async () => {
    const user = await newUser();
    expect(await ok('/v1/meet/config', user)).toEqual({
      style: null,
      gender: null,
      tags: [],
      ageMin: 18,
      ageMax: 99,
    });
    const young = await t.call('/v1/user/meet-pro/config/update', {
      token: user.token,
      ageMin: 17,
    });
    expect(young.envelope.code).toBe(API_CODE.badParams);
    expect(young.envelope.msg).toMatch(/18/);
    const crossed = await t.call('/v1/user/meet-pro/config/update', {
      token: user.token,
      ageMin: 40,
      ageMax: 30,
    });
    expect(crossed.envelope.code).toBe(API_CODE.badParams);
    await ok('/v1/user/meet-pro/config/update', user, { ageMax: 30 });
    const crossingStored = await t.call('/v1/user/meet-pro/config/update', {
      token: user.token,
      ageMin: 31,
    });
    expect(crossingStored.envelope.code).toBe(API_CODE.badParams);
    const unknownTag = await t.call('/v1/user/meet-pro/config/update', {
      token: user.token,
      tags: ['no-such-tag'],
    });
    expect(unknownTag.envelope.code).toBe(API_CODE.badParams);
    expect(await ok('/v1/meet/config', user)).toMatchObject({ ageMin: 18, ageMax: 30, tags: [] });
  });

  it('deals only characters that fit the preferences, not chatted with, not swiped', async () => {
    const user = await newUser();
    const everyone = await deckOf(user);
    expect(everyone.remaining).toBeGreaterThan(10);
    // Member-only characters stay out of a non-member's deck (a match could not chat).
    expect(everyone.list.every((card) => !card.memberOnly)).toBe(true);

    const config = await ok('/v1/user/meet-pro/config/update', user, {
      style: 'anime',
      gender: 'woman',
      tags: ['fantasy', 'fantasy'],
      ageMin: 22,
      ageMax: 30,
    });
    expect(config).toEqual({
      style: 'anime',
      gender: 'woman',
      tags: ['fantasy'],
      ageMin: 22,
      ageMax: 30,
    });
    const filtered = await deckOf(user);
    expect(filtered.list.length).toBeGreaterThan(0);
    for (const card of filtered.list) {
      expect(card).toMatchObject({ style: 'anime', gender: 'woman' });
      expect(card.age).toBeGreaterThanOrEqual(22);
      expect(card.age).toBeLessThanOrEqual(30);
      expect(card.tags.map((tag) => tag.id)).toContain('fantasy');
    }
    expect(filtered.remaining).toBe(filtered.list.length);
    const [chatted, swiped, ...rest] = ids(filtered.list);
    if (!chatted || !swiped) throw new Error('the seed has two young anime fantasy women');

    await ok('/v1/session/from/character', user, { characterId: chatted });
    await swipe(user, swiped, 'pass');
    const after = await deckOf(user);
    expect(ids(after.list)).toEqual(rest);

    const paged = await deckOf(user, 1);
    expect(paged.list.length).toBe(Math.min(1, rest.length));
    expect(paged.remaining).toBe(rest.length);

    // Clearing the filters brings the others back; null means either style or gender.
    await ok('/v1/user/meet-pro/config/update', user, {
      style: null,
      gender: null,
      tags: [],
      ageMin: 18,
      ageMax: 99,
    });
    expect((await deckOf(user)).remaining).toBe(everyone.remaining - 2);
  });

  it('matches a like she returns and opens a chat with her greeting', async () => {
    const user = await newUser();
    await setInterests(user, ['shy']);
    // Yuki is tagged shy: she likes the user back.
    const match = await swipe(user, 'yuki', 'like');
    expect(match).toMatchObject({ action: 'like', isMatch: true });
    expect(match.sharedTags.map((tag) => tag.id)).toEqual(['shy']);
    expect(match.conversationId).toEqual(expect.any(String));
    const detail = await ok<{ greeting: string }>('/v1/character/detail', user, {
      characterId: 'yuki',
    });
    const messages = await ok<{ list: { role: string; content: string }[] }>(
      '/v1/session/message/list',
      user,
      { conversationId: match.conversationId },
    );
    expect(messages.list).toEqual([
      expect.objectContaining({ role: 'character', content: detail.greeting }),
    ]);
    const chats = await ok<{ list: { conversationId: string }[] }>('/v1/session/list', user);
    expect(chats.list.map((chat) => chat.conversationId)).toEqual([match.conversationId]);

    // Aiko (gamer, roommate, playful) shares none of the user's interests: a like, no match.
    const noMatch = await swipe(user, 'aiko', 'like');
    expect(noMatch).toEqual({
      action: 'like',
      isMatch: false,
      conversationId: null,
      sharedTags: [],
    });
    await swipe(user, 'nova', 'pass');
    expect(await ok('/v1/meet/counts', user)).toEqual({ likes: 2, matches: 1 });
  });

  it('answers a repeated swipe with the first one', async () => {
    const user = await newUser();
    await setInterests(user, ['caring']);
    const first = await swipe(user, 'hannah', 'like');
    expect(first.isMatch).toBe(true);
    const again = await swipe(user, 'hannah', 'pass');
    expect(again).toEqual(first);
    const passed = await swipe(user, 'sofia', 'pass');
    expect(await swipe(user, 'sofia', 'like')).toEqual(passed);
    expect(await ok('/v1/meet/counts', user)).toEqual({ likes: 1, matches: 1 });
  });

  it('records parallel swipes once, with one conversation', async () => {
    const user = await newUser();
    await setInterests(user, ['sci-fi']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => swipe(user, 'nova', index % 2 ? 'pass' : 'like')),
    );
    const distinct = new Set(answers.map((answer) => JSON.stringify(answer)));
    expect(distinct.size).toBe(1);
    const rows = await t.db
      .select()
      .from(meetSwipes)
      .where(and(eq(meetSwipes.userId, user.uid), eq(meetSwipes.characterId, 'nova')));
    expect(rows).toHaveLength(1);
    const chats = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userId, user.uid), eq(conversations.characterId, 'nova')));
    expect(chats).toHaveLength(rows[0]?.isMatch ? 1 : 0);
  });

  it('keeps each user to their own preferences, swipes and conversations', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await setInterests(alice, ['gamer']);
    await ok('/v1/user/meet-pro/config/update', alice, { gender: 'man' });
    const match = await swipe(alice, 'kai', 'like');
    expect(match.isMatch).toBe(true);

    expect(await ok('/v1/meet/config', bob)).toMatchObject({ gender: null });
    expect(await ok('/v1/meet/counts', bob)).toEqual({ likes: 0, matches: 0 });
    expect(ids((await deckOf(bob)).list).length).toBeGreaterThan(0);
    const bobDeck = await t.call('/v1/meet/list/like', { token: bob.token, size: 20 });
    expect(JSON.stringify(bobDeck.envelope.data)).toContain('"woman"');
    const peek = await t.call('/v1/session/message/list', {
      token: bob.token,
      conversationId: match.conversationId,
    });
    expect(peek.envelope.code).not.toBe(0);
    // Bob's own like of Kai is his: without shared interests it is no match.
    expect(await swipe(bob, 'kai', 'like')).toMatchObject({ isMatch: false });
  });

  it('refuses unknown, private and member-only characters', async () => {
    const user = await newUser();
    const unknown = await t.call('/v1/meet/match', {
      token: user.token,
      characterId: 'nobody',
      action: 'like',
    });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.notFound);
    const memberOnly = await t.call('/v1/meet/match', {
      token: user.token,
      characterId: 'lilith',
      action: 'like',
    });
    expect(memberOnly.envelope.code).toBe(REFUSAL_CODE.vipOnly);
    const badAction = await t.call('/v1/meet/match', {
      token: user.token,
      characterId: 'luna',
      action: 'superlike',
    });
    expect(badAction.envelope.code).toBe(API_CODE.badParams);
  });

  it('exports the swipes with the account and erases them with it', async () => {
    const user = await newUser();
    await ok('/v1/user/meet-pro/config/update', user, { style: 'realistic' });
    await swipe(user, 'mei', 'pass');
    const exported = await ok<{ meet: unknown }>('/v1/user/export', user);
    expect(exported.meet).toMatchObject({
      preferences: { style: 'realistic', ageMin: 18 },
      swipes: [{ characterId: 'mei', action: 'pass', isMatch: false }],
    });
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, user.uid));
    expect(await eraseExpiredAccounts(t.db)).toBeGreaterThanOrEqual(1);
    const [swipes, preferences] = await Promise.all([
      t.db.select().from(meetSwipes).where(eq(meetSwipes.userId, user.uid)),
      t.db.select().from(meetPreferences).where(eq(meetPreferences.userId, user.uid)),
    ]);
    expect([swipes, preferences]).toEqual([[], []]);
  });
});
