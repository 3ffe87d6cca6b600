import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { TOUR_MESSAGE_QUOTA, TOUR_VISITORS_PER_IP_PER_HOUR } from '../../src/contract/constants';
import { analyticsEvents } from '../../src/server/db/schema/analytics';
import { conversations, messages } from '../../src/server/db/schema/conversations';
import { visitors } from '../../src/server/db/schema/visitors';
import { failStaleReplies } from '../../src/server/features/chat/abandoned-replies';
import { deleteOldTours } from '../../src/server/features/chat/tour/tour-cleaner';
import { parseEvents, repliesSettled, streamCall } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '5', CLIENT_IP_HEADER: 'x-test-ip' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Every visitor comes from its own address unless a test says otherwise. */
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function startTour(ip = freshIp()) {
  const { envelope } = await t.call('/v1/tour/config', {}, { 'x-test-ip': ip });
  expect(envelope.code).toBe(0);
  return (envelope.data as { visitorToken: string }).visitorToken;
}

async function openTourChat(visitorToken: string, characterId = 'sofia') {
  const { envelope } = await t.call('/v1/tour/session/from/character', {
    visitorToken,
    characterId,
  });
  expect(envelope.code).toBe(0);
  return (envelope.data as { conversationId: string }).conversationId;
}

const quotaOf = async (visitorToken: string) =>
  (await t.call('/v1/tour/config', { visitorToken })).envelope.data as {
    messagesLeft: number;
    visitorToken: string;
  };

const tourCharacterIds = async () => {
  const { envelope } = await t.call('/v1/tour/character/list', {});
  return (envelope.data as { list: Array<{ characterId: string; memberOnly: boolean }> }).list;
};

describe('tour config', () => {
  it('hands a new visitor a token and the free messages, and keeps them for that token', async () => {
    const first = await t.call('/v1/tour/config', {});
    expect(first.envelope).toMatchObject({
      code: 0,
      data: { messageQuota: TOUR_MESSAGE_QUOTA, messagesLeft: TOUR_MESSAGE_QUOTA },
    });
    const token = (first.envelope.data as { visitorToken: string }).visitorToken;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect((await quotaOf(token)).visitorToken).toBe(token);
    // Only the hash is stored.
    expect(JSON.stringify(await t.db.select().from(visitors))).not.toContain(token);
    // An unknown token gets a tour of its own.
    const other = await quotaOf('an-unknown-visitor-token-of-some-length');
    expect(other.visitorToken).not.toBe('an-unknown-visitor-token-of-some-length');
  });

  it('lets one network start a limited number of tours an hour', async () => {
    const ip = freshIp();
    for (let index = 0; index < TOUR_VISITORS_PER_IP_PER_HOUR; index++) await startTour(ip);
    const refused = await t.call('/v1/tour/config', {}, { 'x-test-ip': ip });
    expect(refused.envelope.code).toBe(REFUSAL_CODE.tooManyVisitors);
    expect(refused.envelope.data).toBeNull();
    expect((await t.call('/v1/tour/config', {}, { 'x-test-ip': freshIp() })).envelope.code).toBe(0);
  });

  it('lists only free tour characters', async () => {
    const list = await tourCharacterIds();
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((character) => !character.memberOnly)).toBe(true);
    expect(list.map((character) => character.characterId)).toContain('sofia');
    expect(list.map((character) => character.characterId)).not.toContain('claire');
  });
});

describe('tour chat', () => {
  it('opens with the greeting, streams a reply and spends one free message', async () => {
    const visitorToken = await startTour();
    const conversationId = await openTourChat(visitorToken);
    expect(await openTourChat(visitorToken)).toBe(conversationId);
    const response = await streamCall(t, '/v1/tour/session/chat', {
      visitorToken,
      conversationId,
      content: 'Is the coffee still warm?',
    });
    const events = parseEvents(await response.text());
    expect(events[0]?.type).toBe('accepted');
    expect(events.some((event) => event.type === 'chunk')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    expect((await quotaOf(visitorToken)).messagesLeft).toBe(TOUR_MESSAGE_QUOTA - 1);

    const page = await t.call('/v1/tour/session/message/list', { visitorToken, conversationId });
    const list = (page.envelope.data as { list: Array<{ role: string; content: string }> }).list;
    expect(list.map((message) => message.role)).toEqual(['character', 'user', 'character']);
    expect(list[2]?.content).not.toContain('Is the coffee still warm?');
    expect(list[2]?.content?.length).toBeGreaterThan(0);

    const chats = await t.call('/v1/tour/session/list', { visitorToken });
    expect(chats.envelope.data).toMatchObject({
      list: [{ conversationId, character: { characterId: 'sofia' } }],
    });
  });

  it('refuses characters outside the tour', async () => {
    const visitorToken = await startTour();
    for (const characterId of ['claire', 'mei-not-a-character']) {
      const { envelope } = await t.call('/v1/tour/session/from/character', {
        visitorToken,
        characterId,
      });
      expect(envelope.code).toBe(REFUSAL_CODE.notFound);
    }
  });

  it('stops at the quota, even with parallel sends to many conversations', async () => {
    const visitorToken = await startTour();
    const characters = (await tourCharacterIds()).slice(0, 8);
    const ids = [];
    for (const character of characters)
      ids.push(await openTourChat(visitorToken, character.characterId));
    await t.db
      .update(visitors)
      .set({ messagesUsed: TOUR_MESSAGE_QUOTA - 3 })
      .where(eq(visitors.id, (await ownerOf(ids[0] ?? '')) ?? ''));
    const answers = await Promise.all(
      ids.map((conversationId) =>
        t.call('/v1/tour/session/chat', { visitorToken, conversationId, content: 'hi' }),
      ),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === REFUSAL_CODE.tourQuotaUsed)).toHaveLength(5);
    expect((await quotaOf(visitorToken)).messagesLeft).toBe(0);
  });

  it('gives the free message back when a reply is lost', async () => {
    const visitorToken = await startTour();
    const conversationId = await openTourChat(visitorToken, 'luna');
    await t.db
      .update(visitors)
      .set({ messagesUsed: 4 })
      .where(eq(visitors.id, (await ownerOf(conversationId)) ?? ''));
    // A reply left streaming by a server that stopped.
    // Written by a copy from before reply leases, untouched for long.
    const past = new Date(Date.now() - 10 * 60 * 1000);
    await t.db.insert(messages).values([
      { conversationId, role: 'user', content: 'hello?', createdAt: past, updatedAt: past },
      {
        conversationId,
        role: 'character',
        content: 'Hel',
        status: 'streaming',
        createdAt: past,
        updatedAt: past,
      },
    ]);
    expect(await failStaleReplies(t.db)).toBe(1);
    expect((await quotaOf(visitorToken)).messagesLeft).toBe(TOUR_MESSAGE_QUOTA - 3);
    expect(await failStaleReplies(t.db)).toBe(0);
  });

  it('keeps one visitor out of another visitor’s and users’ conversations', async () => {
    const mine = await startTour();
    const theirs = await startTour();
    const conversationId = await openTourChat(mine);
    for (const path of ['/v1/tour/session/message/list', '/v1/tour/session/chat/join']) {
      const { envelope } = await t.call(path, { visitorToken: theirs, conversationId });
      expect(envelope.code, path).toBe(REFUSAL_CODE.notFound);
      expect(envelope.data).toBeNull();
    }
    const sent = await t.call('/v1/tour/session/chat', {
      visitorToken: theirs,
      conversationId,
      content: 'let me in',
    });
    expect(sent.envelope.code).toBe(REFUSAL_CODE.notFound);
    const user = await signInWithEmail(t, 'nosy@example.com');
    const asUser = await t.call('/v1/session/message/list', { token: user.token, conversationId });
    expect(asUser.envelope.code).toBe(REFUSAL_CODE.notFound);
    // And a visitor cannot reach a user's conversation.
    const opened = await t.call('/v1/session/from/character', {
      token: user.token,
      characterId: 'sofia',
    });
    const userConversation = (opened.envelope.data as { conversationId: string }).conversationId;
    const asVisitor = await t.call('/v1/tour/session/message/list', {
      visitorToken: mine,
      conversationId: userConversation,
    });
    expect(asVisitor.envelope.code).toBe(REFUSAL_CODE.notFound);
  });

  it('refuses bad input with 1000 and an unknown visitor with 2018', async () => {
    const visitorToken = await startTour();
    const conversationId = await openTourChat(visitorToken);
    for (const body of [
      { conversationId, content: 'no token' },
      { visitorToken, conversationId, content: '' },
      { visitorToken, conversationId, content: 'x'.repeat(2001) },
      { visitorToken: 'short', conversationId, content: 'hi' },
    ]) {
      const { envelope } = await t.call('/v1/tour/session/chat', body);
      expect(envelope.code, JSON.stringify(body).slice(0, 80)).toBe(API_CODE.badParams);
    }
    const unknown = await t.call('/v1/tour/session/list', {
      visitorToken: 'an-unknown-visitor-token-of-some-length',
    });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.visitorUnknown);
    const quiz = await t.call('/v1/tour/landing-role-3/match', { kinks: ['a', 'b', 'c', 'd'] });
    expect(quiz.envelope.code).toBe(API_CODE.badParams);
  });
});

const ownerOf = async (conversationId: string) =>
  (await t.db.select().from(conversations).where(eq(conversations.id, conversationId)))[0]?.userId;

describe('signing in after the tour', () => {
  it('moves the tour conversations into the account, once', async () => {
    const visitorToken = await startTour();
    const conversationId = await openTourChat(visitorToken);
    await t.call('/v1/tour/session/chat', {
      visitorToken,
      conversationId,
      content: 'Remember me?',
    });
    await repliesSettled(t);
    const user = await signInWithEmail(t, 'tourist@example.com');

    const claimed = await t.call('/v1/tour/claim', { token: user.token, visitorToken });
    expect(claimed.envelope).toMatchObject({
      code: 0,
      data: { conversationIds: [conversationId] },
    });
    expect(await ownerOf(conversationId)).toBe(user.uid);
    const mine = await t.call('/v1/session/list', { token: user.token });
    expect(mine.envelope.data).toMatchObject({ list: [{ conversationId }] });
    const page = await t.call('/v1/session/message/list', { token: user.token, conversationId });
    const list = (page.envelope.data as { list: Array<{ content: string }> }).list;
    expect(list.some((message) => message.content === 'Remember me?')).toBe(true);

    // The same account may ask again; the tour itself is over.
    const again = await t.call('/v1/tour/claim', { token: user.token, visitorToken });
    expect(again.envelope).toMatchObject({ code: 0, data: { conversationIds: [conversationId] } });
    const tourCall = await t.call('/v1/tour/session/list', { visitorToken });
    expect(tourCall.envelope.code).toBe(REFUSAL_CODE.visitorUnknown);
    const other = await signInWithEmail(t, 'other.tourist@example.com');
    const stolen = await t.call('/v1/tour/claim', { token: other.token, visitorToken });
    expect(stolen.envelope.code).toBe(REFUSAL_CODE.visitorUnknown);
    expect(await ownerOf(conversationId)).toBe(user.uid);
  });

  it('needs a signed-in user', async () => {
    const visitorToken = await startTour();
    const { envelope } = await t.call('/v1/tour/claim', { visitorToken });
    expect(envelope.code).toBe(API_CODE.loginNeeded);
  });
});

describe('VIP page, landing pages and the switch', () => {
  it('records that the tour showed the VIP offer', async () => {
    const visitorToken = await startTour();
    const conversationId = await openTourChat(visitorToken);
    const { envelope } = await t.call('/v1/tour/session/open/vip/page', {
      visitorToken,
      reason: 'quotaUsed',
      conversationId,
    });
    expect(envelope).toMatchObject({ code: 0, data: { messagesLeft: TOUR_MESSAGE_QUOTA } });
    const events = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'tour_open_vip_page'));
    expect(events.at(-1)?.params).toMatchObject({ reason: 'quotaUsed', conversationId });
  });

  it('matches landing pages and quiz answers to tour characters', async () => {
    const role = await t.call('/v1/tour/landing-role/match', { landingRole: 'landing_role_2' });
    expect(role.envelope.data).toMatchObject({ character: { characterId: 'luna' } });
    const quiz = await t.call('/v1/tour/landing-role-3/match', {
      style: 'anime',
      gender: 'man',
      kinks: ['teasing'],
    });
    expect(quiz.envelope.data).toMatchObject({
      character: { style: 'anime', gender: 'man', isTour: true },
    });
    const curvy = await t.call('/v1/tour/landing-role-3/match', {
      style: 'realistic',
      gender: 'woman',
      hair: 'brown',
      body: 'curvy',
      kinks: ['flirting'],
    });
    expect(curvy.envelope.data).toMatchObject({ character: { characterId: 'sofia' } });
  });

  it('answers 2016 everywhere when the tour is switched off', async () => {
    const off = await createTestApp({ DISABLED_FEATURES: 'tour' });
    try {
      for (const [path, body] of [
        ['/v1/tour/config', {}],
        ['/v1/tour/character/list', {}],
        ['/v1/tour/landing-role/match', { landingRole: 'landing_role_1' }],
        ['/v1/tour/session/list', { visitorToken: 'an-unknown-visitor-token-of-some-length' }],
      ] as const) {
        const { envelope } = await off.call(path, body);
        expect(envelope.code, path).toBe(REFUSAL_CODE.featureOff);
      }
    } finally {
      await off.close();
    }
  });

  it('deletes old tours, keeping conversations someone claimed', async () => {
    const abandoned = await startTour();
    const abandonedChat = await openTourChat(abandoned);
    const kept = await startTour();
    const keptChat = await openTourChat(kept);
    const user = await signInWithEmail(t, 'keeper@example.com');
    await t.call('/v1/tour/claim', { token: user.token, visitorToken: kept });
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await deleteOldTours(t.db, later)).toBeGreaterThanOrEqual(2);
    expect(await ownerOf(abandonedChat)).toBeUndefined();
    expect(await ownerOf(keptChat)).toBe(user.uid);
  });
});
