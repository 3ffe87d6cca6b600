import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { GIFTS_PER_DAY_FOR_NON_MEMBERS } from '../../src/contract/constants';
import { characterLikes } from '../../src/server/db/schema/characters';
import { conversations } from '../../src/server/db/schema/conversations';
import { memoryFacts } from '../../src/server/db/schema/memory-facts';
import type { FactFinder } from '../../src/server/features/chat/memory/fact-finder';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Requests that find "no row yet" and then write one: on PostgreSQL parallel requests all see the
 * row missing (and `FOR UPDATE` on a missing row locks nothing), so each must lock something that
 * exists first. Hundreds at once, on both databases.
 */
const PARALLEL = 300;
const nextYear = () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
});
afterAll(() => t.close());

const times = <T>(count: number, run: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => run(index)));

describe('likes under parallel requests', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signInWithEmail(t, 'eager.liker@example.com');
  });

  const likeCountOf = async (characterId: string) =>
    (
      (await t.call('/v1/character/statics', { characterId })).envelope.data as {
        likeCount: number;
      }
    ).likeCount;
  const like = (characterId: string, state: number) =>
    t.call('/v1/character/like-op', { token: user.token, characterId, state });

  it('counts one user’s like once however many arrive together', async () => {
    const before = await likeCountOf('hannah');
    const answers = await times(PARALLEL, () => like('hannah', 1));
    expect(answers.every((answer) => answer.envelope.code === 0)).toBe(true);
    expect(await likeCountOf('hannah')).toBe(before + 1);
    await times(PARALLEL, () => like('hannah', 0));
    expect(await likeCountOf('hannah')).toBe(before);
  });

  it('keeps the count equal to the likes stored when likes and unlikes cross', async () => {
    const before = await likeCountOf('priya');
    await times(PARALLEL, (index) => like('priya', [1, 0, -1][index % 3] as number));
    const stored = await t.db
      .select()
      .from(characterLikes)
      .where(and(eq(characterLikes.userId, user.uid), eq(characterLikes.characterId, 'priya')));
    const isLiked = stored[0]?.state === 1;
    expect(await likeCountOf('priya')).toBe(before + Number(isLiked));
  });
});

describe('opening a conversation under parallel requests', () => {
  const conversationsWith = async (uid: string, characterId: string) =>
    t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userId, uid), eq(conversations.characterId, characterId)));

  it('opens one conversation with a character for many parallel opens', async () => {
    const user = await signInWithEmail(t, 'double.tap@example.com');
    const answers = await times(PARALLEL, () =>
      t.call('/v1/session/from/character', { token: user.token, characterId: 'jess' }),
    );
    const ids = new Set(
      answers.map((answer) => (answer.envelope.data as { conversationId: string }).conversationId),
    );
    expect(ids.size).toBe(1);
    expect(await conversationsWith(user.uid, 'jess')).toHaveLength(1);
  });

  it('resumes one story conversation for a member for many parallel plays', async () => {
    const member = await signInWithEmail(t, 'story.member@example.com');
    await setBalances(t, member.uid, { vipExpireAt: nextYear() });
    const answers = await times(PARALLEL, () =>
      t.call('/v1/session/from/character', {
        token: member.token,
        characterId: 'sofia',
        storyId: 'sofia-post',
      }),
    );
    const ids = new Set(
      answers.map((answer) => (answer.envelope.data as { conversationId: string }).conversationId),
    );
    expect(ids.size).toBe(1);
    expect(await conversationsWith(member.uid, 'sofia')).toHaveLength(1);
  });
});

describe('gifts under parallel requests', () => {
  it('holds the non-member daily gift limit across many conversations at once', async () => {
    const fan = await signInWithEmail(t, 'parallel.fan@example.com');
    await setBalances(t, fan.uid, { goldBalance: 100_000 });
    const ids: string[] = [];
    for (let index = 0; index < 100; index++) {
      ids.push(await openConversation(t, fan.token, 'amara', true));
    }
    const answers = await Promise.all(
      ids.map((conversationId) =>
        t.call('/v1/session/gift/send', { token: fan.token, conversationId, giftId: 'rose' }),
      ),
    );
    await repliesSettled(t);
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(GIFTS_PER_DAY_FOR_NON_MEMBERS);
    expect(new Set(codes.filter((code) => code !== 0))).toEqual(new Set([REFUSAL_CODE.giftLimit]));
  });
});

describe('memory under parallel extractions', () => {
  it('remembers a fact once when several messages tell it at the same time', async () => {
    const user = await signInWithEmail(t, 'repeats.himself@example.com');
    const conversationId = await openConversation(t, user.token, 'mei');
    // The finder answers only once every message is waiting, so the lookups overlap.
    const messagesSent = 20;
    const waiting: Array<() => void> = [];
    const original = t.services.chat.facts;
    const gated: FactFinder = {
      find: () =>
        new Promise((resolve) => {
          waiting.push(() => resolve(['I have a cat called Miso.']));
          if (waiting.length === messagesSent) for (const release of waiting) release();
        }),
    };
    t.services.chat.facts = gated;
    try {
      for (let index = 0; index < messagesSent; index++) {
        const sent = await t.call('/v1/session/chat', {
          token: user.token,
          conversationId,
          content: `I have a cat called Miso. (${index})`,
        });
        expect(sent.envelope.code).toBe(0);
      }
      await repliesSettled(t);
    } finally {
      t.services.chat.facts = original;
    }
    const stored = await t.db
      .select()
      .from(memoryFacts)
      .where(eq(memoryFacts.conversationId, conversationId));
    expect(stored.map((fact) => fact.text)).toEqual(['I have a cat called Miso.']);
  });
});
