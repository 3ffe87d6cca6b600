import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { REQUEST_FRESHNESS_MS } from '../../src/contract/constants';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { requestKeys } from '../../src/server/db/schema/request-keys';
import { users } from '../../src/server/db/schema/users';
import { forgetOldRequestKeys } from '../../src/server/features/request-keys/request-keys';
import {
  openConversation,
  parseEvents,
  repliesSettled,
  setBalances,
  streamCall,
} from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '3' });
});
afterAll(() => t.close());

const balanceOf = async (uid: string) => {
  const [row] = await t.db
    .select({ energy: users.energy, gold: users.goldBalance })
    .from(users)
    .where(eq(users.id, uid));
  return row;
};

const chargesOf = (uid: string, reason: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, uid), eq(ledgerEntries.reason, reason)));

async function person(email: string, balances: { energy?: number; goldBalance?: number }) {
  const signedIn: SignedIn = await signInWithEmail(t, email);
  const conversationId = await openConversation(t, signedIn.token, 'mei', true);
  await setBalances(t, signedIn.uid, balances);
  return { ...signedIn, conversationId };
}

type Exchange = { userMessage: { id: string }; reply: { id: string; status: string } };

describe('a retried call that spends', () => {
  it('charges one signed chat body sent three times once, and answers each the same', async () => {
    const { token, uid, conversationId } = await person('replay@example.com', { energy: 5 });
    const body = JSON.stringify({ token, conversationId, content: 'hello', t: Date.now() });
    const answers: Envelope[] = [];
    for (let round = 0; round < 3; round++) {
      answers.push((await (await t.postRaw('/v1/session/chat', body)).json()) as Envelope);
    }
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
    const ids = answers.map((answer) => {
      const data = answer.data as Exchange;
      return `${data.userMessage.id}/${data.reply.id}`;
    });
    expect(new Set(ids).size).toBe(1);
    expect((await balanceOf(uid))?.energy).toBe(4);
    expect(await chargesOf(uid, 'chat_message')).toHaveLength(1);
  });

  it('with an idempotency key, 50 parallel retries charge once and all follow the same reply', async () => {
    const { token, uid, conversationId } = await person('retry@example.com', { energy: 5 });
    const idempotencyKey = 'send-retry-0001';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        // Each retry is signed anew with its own time, as the app's client does.
        streamCall(t, '/v1/session/chat', {
          token,
          conversationId,
          content: 'are you there?',
          t: Date.now() + attempt,
          idempotencyKey,
        }),
      ),
    );
    const streams = await Promise.all(
      responses.map(async (response) => parseEvents(await response.text())),
    );
    const replyIds = new Set(
      streams.map((events) => (events[0]?.data as { replyId?: string } | undefined)?.replyId),
    );
    expect(replyIds.size).toBe(1);
    expect(streams.every((events) => events.at(-1)?.type === 'done')).toBe(true);
    expect((await balanceOf(uid))?.energy).toBe(4);
    expect(await chargesOf(uid, 'chat_message')).toHaveLength(1);

    // A later retry, after the reply finished, answers both messages as the first call did.
    const late = await t.call('/v1/session/chat', {
      token,
      conversationId,
      content: 'are you there?',
      idempotencyKey,
    });
    const data = late.envelope.data as Exchange;
    expect(data.reply).toMatchObject({ id: [...replyIds][0], status: 'done' });
    expect((await balanceOf(uid))?.energy).toBe(4);
  });

  it('refuses a key used for other params, and keeps no key for a refused call', async () => {
    const { token, uid, conversationId } = await person('keys@example.com', {
      energy: 0,
      goldBalance: 0,
    });
    const send = (content: string) =>
      t.call('/v1/session/chat', { token, conversationId, content, idempotencyKey: 'key-0002' });
    expect((await send('first')).envelope.code).toBe(REFUSAL_CODE.notEnoughEnergy);
    await setBalances(t, uid, { energy: 2 });
    expect((await send('first')).envelope.code).toBe(0);
    const other = await send('something else');
    expect(other.envelope.code).toBe(API_CODE.badParams);
    expect(other.envelope.msg).toMatch(/idempotencyKey/);
    expect((await balanceOf(uid))?.energy).toBe(1);

    // Keys belong to their user: someone else's call with the same key is a call of its own.
    const stranger = await person('stranger@example.com', { energy: 2 });
    const theirs = await t.call('/v1/session/chat', {
      token: stranger.token,
      conversationId: stranger.conversationId,
      content: 'first',
      idempotencyKey: 'key-0002',
    });
    expect(theirs.envelope.code).toBe(0);
    expect((await balanceOf(stranger.uid))?.energy).toBe(1);
  });

  it('refuses a request whose time is more than 10 minutes from the server clock', async () => {
    const { token, uid, conversationId } = await person('stale@example.com', { energy: 5 });
    for (const skew of [-REQUEST_FRESHNESS_MS - 60_000, REQUEST_FRESHNESS_MS + 60_000]) {
      const sent = await t.call('/v1/session/chat', {
        token,
        conversationId,
        content: 'from the past',
        t: Date.now() + skew,
      });
      expect(sent.envelope.code).toBe(API_CODE.badParams);
      expect(sent.envelope.msg).toMatch(/clock/);
    }
    const fresh = await t.call('/v1/session/chat', {
      token,
      conversationId,
      content: 'just now',
      t: Date.now() - REQUEST_FRESHNESS_MS + 60_000,
    });
    expect(fresh.envelope.code).toBe(0);
    expect((await balanceOf(uid))?.energy).toBe(4);
    // Calls that spend nothing keep working with any clock.
    const listed = await t.call('/v1/session/list', { token, t: 1 });
    expect(listed.envelope.code).toBe(0);
  });

  it('charges a retried gift and a retried new reply once', async () => {
    const { token, uid, conversationId } = await person('gifts@example.com', {
      energy: 5,
      goldBalance: 100,
    });
    const gift = { token, conversationId, giftId: 'rose', idempotencyKey: 'gift-0003' };
    const firstGift = await t.call('/v1/session/gift/send', gift);
    const secondGift = await t.call('/v1/session/gift/send', gift);
    expect([firstGift.envelope.code, secondGift.envelope.code]).toEqual([0, 0]);
    expect(secondGift.envelope.data).toEqual(firstGift.envelope.data);
    expect((await balanceOf(uid))?.gold).toBe(90);

    const again = { token, conversationId, idempotencyKey: 'regenerate-0004' };
    const firstAgain = await t.call('/v1/session/message/regenerate', again);
    const secondAgain = await t.call('/v1/session/message/regenerate', again);
    expect([firstAgain.envelope.code, secondAgain.envelope.code]).toEqual([0, 0]);
    expect(secondAgain.envelope.data).toEqual(firstAgain.envelope.data);
    expect((await balanceOf(uid))?.energy).toBe(4);
    const reply = (firstAgain.envelope.data as { reply: { id: string } }).reply;
    const [row] = await t.db
      .select({ alternatives: messages.alternatives })
      .from(messages)
      .where(eq(messages.id, Number(reply.id)));
    expect(row?.alternatives).toHaveLength(1);
  });

  it('spends one free tour message for a retried tour send', async () => {
    const config = await t.call('/v1/tour/config', {});
    const { visitorToken, messagesLeft } = config.envelope.data as {
      visitorToken: string;
      messagesLeft: number;
    };
    const opened = await t.call('/v1/tour/session/from/character', {
      visitorToken,
      characterId: 'sofia',
    });
    const { conversationId } = opened.envelope.data as { conversationId: string };
    const body = { visitorToken, conversationId, content: 'hi!', idempotencyKey: 'tour-0005' };
    const sent = await Promise.all([1, 2, 3].map(() => t.call('/v1/tour/session/chat', body)));
    expect(sent.map((answer) => answer.envelope.code)).toEqual([0, 0, 0]);
    const after = await t.call('/v1/tour/config', { visitorToken });
    expect((after.envelope.data as { messagesLeft: number }).messagesLeft).toBe(messagesLeft - 1);
  });

  it('forgets remembered calls after a day', async () => {
    await repliesSettled(t);
    const remembered = await t.db.select({ key: requestKeys.key }).from(requestKeys);
    expect(remembered.length).toBeGreaterThan(0);
    expect(await forgetOldRequestKeys(t.db)).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await forgetOldRequestKeys(t.db, tomorrow)).toBe(remembered.length);
    const left = await t.db
      .select()
      .from(requestKeys)
      .where(
        inArray(
          requestKeys.key,
          remembered.map((row) => row.key),
        ),
      );
    expect(left).toHaveLength(0);
  });
});
