import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
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

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '5' });
});
afterAll(() => t.close());

const energyOf = async (uid: string) => {
  const [row] = await t.db.select({ energy: users.energy }).from(users).where(eq(users.id, uid));
  return row?.energy;
};

const replyStatus = async (id: number | undefined) => {
  const [row] = await t.db
    .select({ status: messages.status })
    .from(messages)
    .where(eq(messages.id, id ?? 0));
  return row?.status;
};

const refundsOf = (reference: number | undefined) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.reason, 'chat_refund'), eq(ledgerEntries.reference, String(reference))),
    );

/**
 * What a server copy killed mid-reply leaves: a message paid with 1 energy and its reply still
 * `streaming`, with a lease that ends at `leaseUntil` (in the past: the writer is gone).
 */
async function leaveReplyOfDeadWriter(
  conversationId: string,
  leaseUntil = new Date(Date.now() - 1000),
) {
  const [paid] = await t.db
    .insert(messages)
    .values({
      conversationId,
      role: 'user',
      content: 'are you there?',
      chargeCurrency: 'energy',
      chargeAmount: 1,
    })
    .returning();
  const [reply] = await t.db
    .insert(messages)
    .values({ conversationId, role: 'character', content: 'Well', status: 'streaming', leaseUntil })
    .returning();
  return { paidId: paid?.id, replyId: reply?.id };
}

async function personWithConversation(email: string, energy: number) {
  const person: SignedIn = await signInWithEmail(t, email);
  const conversationId = await openConversation(t, person.token, 'mei', true);
  await setBalances(t, person.uid, { energy, goldBalance: 0 });
  return { ...person, conversationId };
}

describe('replies whose writer died', () => {
  it('a send that meets one fails and refunds it, then is taken at once', async () => {
    const { token, uid, conversationId } = await personWithConversation('send@example.com', 3);
    const { paidId, replyId } = await leaveReplyOfDeadWriter(conversationId);

    const sent = await t.call('/v1/session/chat', { token, conversationId, content: 'hello?' });
    expect(sent.envelope.code).toBe(0);
    expect(await replyStatus(replyId)).toBe('failed');
    expect(await refundsOf(paidId)).toHaveLength(1);
    // Refunded 1, then charged 1 for the new message.
    expect(await energyOf(uid)).toBe(3);
  });

  it('refunds once when hundreds of sends and joins race to recover it', async () => {
    const { token, uid, conversationId } = await personWithConversation('race@example.com', 50);
    const { paidId, replyId } = await leaveReplyOfDeadWriter(conversationId);

    const calls = Array.from({ length: 200 }, (_, index) => {
      if (index % 2 === 0) {
        return t.call('/v1/session/chat', { token, conversationId, content: `again ${index}` });
      }
      return t.call('/v1/session/chat/join', { token, conversationId });
    });
    const results = await Promise.all(calls);
    await repliesSettled(t);

    const sends = results.filter((_, index) => index % 2 === 0).map((r) => r.envelope.code);
    // One send takes the conversation; the rest find her writing. On a busy machine her reply may
    // end before the last sends arrive, and such a send is rightly taken too.
    const taken = sends.filter((code) => code === 0).length;
    expect(taken).toBeGreaterThanOrEqual(1);
    expect(sends.filter((code) => code === REFUSAL_CODE.generationInProgress)).toHaveLength(
      100 - taken,
    );
    const joins = results.filter((_, index) => index % 2 === 1).map((r) => r.envelope.code);
    expect(joins.every((code) => code === 0)).toBe(true);
    expect(await replyStatus(replyId)).toBe('failed');
    expect(await refundsOf(paidId)).toHaveLength(1);
    // The dead reply's energy back once, and 1 for each send taken.
    expect(await energyOf(uid)).toBe(51 - taken);
  });

  it('a join fails and refunds it and answers it failed, streamed or not', async () => {
    const { token, uid, conversationId } = await personWithConversation('join@example.com', 2);
    const first = await leaveReplyOfDeadWriter(conversationId);
    const joined = await t.call('/v1/session/chat/join', { token, conversationId });
    expect(joined.envelope.data).toMatchObject({
      reply: { id: String(first.replyId), status: 'failed' },
    });
    expect(await refundsOf(first.paidId)).toHaveLength(1);

    const second = await leaveReplyOfDeadWriter(conversationId);
    const streamed = await streamCall(t, '/v1/session/chat/join', { token, conversationId });
    const events = parseEvents(await streamed.text());
    expect(events[0]?.type).toBe('accepted');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      data: { code: REFUSAL_CODE.generationFailed },
    });
    expect(await refundsOf(second.paidId)).toHaveLength(1);
    expect(await energyOf(uid)).toBe(4);
  });

  it('a follower sees the error within seconds once the writer stops renewing', async () => {
    const { token, uid, conversationId } = await personWithConversation('follow@example.com', 0);
    // A copy that is still alive now and dies without a word: its lease runs out in a second.
    const { paidId } = await leaveReplyOfDeadWriter(conversationId, new Date(Date.now() + 1000));
    const streamed = await streamCall(t, '/v1/session/chat/join', { token, conversationId });
    const events = parseEvents(await streamed.text());
    expect(events.map((event) => event.type)).toEqual(['accepted', 'chunk', 'error']);
    expect(await refundsOf(paidId)).toHaveLength(1);
    expect(await energyOf(uid)).toBe(1);
  });
});

describe('replies whose writer is alive', () => {
  let slow: TestApp;
  beforeAll(async () => {
    // About 30 words at 150 ms: a reply takes longer than one lease renewal.
    slow = await createTestApp({ DEMO_MODEL_DELAY_MS: '150' });
  });
  afterAll(() => slow.close());

  const slowEnergyOf = async (uid: string) => {
    const [row] = await slow.db
      .select({ energy: users.energy })
      .from(users)
      .where(eq(users.id, uid));
    return row?.energy;
  };

  const leaseOf = async (app: TestApp, replyId: number) => {
    const [row] = await app.db
      .select({ leaseUntil: messages.leaseUntil, status: messages.status })
      .from(messages)
      .where(eq(messages.id, replyId));
    return row;
  };

  async function startSlowReply(email: string) {
    const person = await signInWithEmail(slow, email);
    const conversationId = await openConversation(slow, person.token, 'luna', true);
    await setBalances(slow, person.uid, { energy: 5 });
    const response = await streamCall(slow, '/v1/session/chat', {
      token: person.token,
      conversationId,
      content: 'Tell me about your day',
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const replyId = Number(
      (parseEvents(first)[0]?.data as { replyId: string } | undefined)?.replyId,
    );
    const rest = (async () => {
      let text = first;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return parseEvents(text);
        text += new TextDecoder().decode(value);
      }
    })();
    return { ...person, conversationId, replyId, events: rest };
  }

  it('keeps renewing the lease, so the reply is never taken for dead', async () => {
    const { token, uid, conversationId, replyId, events } = await startSlowReply('alive@x.com');
    const first = (await leaseOf(slow, replyId))?.leaseUntil?.getTime() ?? 0;
    expect(first).toBeGreaterThan(0);
    let latest = await leaseOf(slow, replyId);
    while (latest?.status === 'streaming' && (latest.leaseUntil?.getTime() ?? 0) <= first) {
      await sleep(200);
      latest = await leaseOf(slow, replyId);
    }
    expect(latest?.status).toBe('streaming');
    expect(latest?.leaseUntil?.getTime()).toBeGreaterThan(first);

    const busy = await slow.call('/v1/session/chat', { token, conversationId, content: 'hey' });
    expect(busy.envelope.code).toBe(REFUSAL_CODE.generationInProgress);
    expect((await events).at(-1)?.type).toBe('done');
    expect(await slowEnergyOf(uid)).toBe(4);
  });

  it('stops writing when another copy failed its reply, and never marks it done', async () => {
    const { uid, replyId, events } = await startSlowReply('stalled@x.com');
    // What another copy does when this one stalled past its lease: fail and refund it.
    await slow.db.execute(
      sql`update messages set status = 'failed', failure_reason = 'recovered' where id = ${replyId}`,
    );
    const ended = await events;
    expect(ended.at(-1)).toMatchObject({ type: 'error' });
    await repliesSettled(slow);
    expect((await leaseOf(slow, replyId))?.status).toBe('failed');
    // The writer refunds nothing itself: the copy that failed the reply did.
    expect(await slowEnergyOf(uid)).toBe(4);
  });
});
