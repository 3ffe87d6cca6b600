import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { LEDGER_REASON } from '../../src/contract/ledger-reasons';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { moderationRefusals } from '../../src/server/db/schema/moderation-refusals';
import { users } from '../../src/server/db/schema/users';
import { failStaleReplies } from '../../src/server/features/chat/abandoned-replies';
import {
  openConversation,
  parseEvents,
  repliesSettled,
  type ServerEvent,
  setBalances,
  streamCall,
} from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let fake: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_FIRST_TOKEN_TIMEOUT_MS: '5000',
    LLM_IDLE_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** What the user is shown of the reply: a clean sentence, then the flagged one. */
/** What is shown: the space after it waits for what follows (a photo offer takes it). */
const SHOWN = '*Mei smiles.* Tell me about your day.';
/**
 * A reply whose second sentence is flagged, in pieces that split it (even inside a word), with
 * more to come after it, slowly enough that the server stops the model before its end.
 */
const FLAGGED_WORDS = [
  '*Mei smiles.* ',
  'Tell me ',
  'about ',
  'your day. ',
  'She is ',
  '14 ',
  'years ',
  'old ',
  'and ',
  'na',
  'ked ',
  'in bed. ',
  ...Array.from({ length: 20 }, () => 'And more. '),
];
/** How a piece released before the reply's end ends: a sentence's mark, closers, spaces. */
const SENTENCE_END = /[.!?…。！？؟।॥။][”’"'»)\]）」』】〉》*_~]*\s*$/u;

const flagged = { kind: 'stream' as const, words: FLAGGED_WORDS, delayMs: 15 };

async function chatter(email: string) {
  const person = await signInWithEmail(t, email);
  const conversationId = await openConversation(t, person.token, 'mei', true);
  await setBalances(t, person.uid, { energy: 5, goldBalance: 0 });
  return { ...person, conversationId };
}

async function streamed(path: string, body: Record<string, unknown>) {
  return parseEvents(await (await streamCall(t, path, body)).text());
}

const shownOf = (events: ServerEvent[]) =>
  events
    .filter((event) => event.type === 'chunk')
    .map((event) => (event.data as { text: string }).text)
    .join('');

const energyOf = async (uid: string) =>
  (await t.db.select({ energy: users.energy }).from(users).where(eq(users.id, uid)))[0]?.energy;

const refundsOf = (uid: string, reason: string) =>
  t.db
    .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, uid), eq(ledgerEntries.reason, reason)));

const replyRow = async (id: string) =>
  (
    await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, Number(id)))
  )[0];

const refusalsIn = (conversationId: string) =>
  t.db
    .select()
    .from(moderationRefusals)
    .where(eq(moderationRefusals.conversationId, conversationId));

/** The `accepted` event's data: the stored user message and the reply's id. */
function acceptedOf(events: ServerEvent[]) {
  const [accepted] = events;
  if (accepted?.type !== 'accepted') throw new Error(`the stream began with ${accepted?.type}`);
  return accepted.data as { replyId: string; userMessage: { id: string } };
}

function expectWithheld(events: ServerEvent[]) {
  expect(events.at(-1)).toEqual({
    type: 'error',
    data: { code: REFUSAL_CODE.unsafeReply, msg: expect.any(String) },
  });
  expect(events.some((event) => event.type === 'done')).toBe(false);
}

describe('a model reply checked while it streams', () => {
  it('cuts a flagged reply, shows and stores none of it, refunds it once and logs it', async () => {
    const me = await chatter('reply-flagged@example.com');
    const closedBefore = fake.streamsClosedEarly;
    fake.script(flagged);

    const events = await streamed('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Tell me about Mei',
    });

    expectWithheld(events);
    // Only the sentence checked before the flagged one ever left the server.
    expect(shownOf(events)).toBe(SHOWN);
    const { replyId, userMessage } = acceptedOf(events);
    const reply = await replyRow(replyId);
    expect(reply).toMatchObject({ status: 'failed', content: '' });
    const page = await t.call('/v1/session/message/list', {
      token: me.token,
      conversationId: me.conversationId,
    });
    const listed = (page.envelope.data as { list: Array<{ id: string; status: string }> }).list;
    expect(listed.find((message) => message.id === replyId)).toMatchObject({
      status: 'withheld',
      content: '',
    });
    expect(JSON.stringify(listed)).not.toContain('14 years');

    expect(await energyOf(me.uid)).toBe(5);
    expect(await refundsOf(me.uid, LEDGER_REASON.chatRefund)).toEqual([
      { reference: userMessage.id, amount: 1 },
    ]);
    const [refusal, ...others] = await refusalsIn(me.conversationId);
    expect(others).toEqual([]);
    expect(refusal).toMatchObject({
      userId: me.uid,
      characterId: 'mei',
      source: 'chat_reply',
      category: 'sexual/minors',
      provider: 'embedded',
    });
    expect(refusal?.content).toBe(`${SHOWN} She is 14 years old and naked in bed. `);
    // The model was stopped, not read to its end.
    await expect.poll(() => fake.streamsClosedEarly).toBe(closedBefore + 1);

    // A later sweep for abandoned replies finds nothing to refund again.
    await repliesSettled(t);
    await failStaleReplies(t.db);
    expect(await refundsOf(me.uid, LEDGER_REASON.chatRefund)).toHaveLength(1);
    expect(await energyOf(me.uid)).toBe(5);
  });

  it('passes a clean reply unchanged, in every script, and charges it', async () => {
    const me = await chatter('reply-clean@example.com');
    const words = [
      'Hola, ',
      '¿qué tal? ',
      '你好',
      '。我很',
      '好！',
      'مرحبا؟ ',
      'नमस्ते। ',
      'ok',
      ' 3.5 x',
    ];
    fake.script({ kind: 'stream', words, delayMs: 2 });

    const events = await streamed('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Hello',
    });

    expect(shownOf(events)).toBe(words.join(''));
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      data: { message: { content: words.join(''), status: 'done' } },
    });
    // Released whole sentences at a time, never in the middle of one.
    const chunks = events
      .filter((event) => event.type === 'chunk')
      .map((event) => (event.data as { text: string }).text);
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(SENTENCE_END);
    expect(await energyOf(me.uid)).toBe(4);
    expect(await refusalsIn(me.conversationId)).toEqual([]);
  });

  it('reads earlier sentences of the reply as context: a minor, then sexual words', async () => {
    const me = await chatter('reply-context@example.com');
    fake.script({
      kind: 'stream',
      words: ['Ela tem ', '14 anos. ', 'Ela está ', 'nua na cama. ', 'Fim.'],
      delayMs: 2,
    });

    const events = await streamed('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Olá',
    });

    expectWithheld(events);
    expect(shownOf(events)).not.toContain('nua');
    expect((await refusalsIn(me.conversationId))[0]?.matched).toBe('tem 14 anos + nua');
    expect(await energyOf(me.uid)).toBe(5);
  });

  it('answers a caller without a stream 2084 after the refund', async () => {
    const me = await chatter('reply-json@example.com');
    fake.script(flagged);
    const answer = await t.call('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Hi',
    });
    expect(answer.envelope.code).toBe(REFUSAL_CODE.unsafeReply);
    expect(await energyOf(me.uid)).toBe(5);
  });

  it('answers a retry of the send (same key) with the withheld ending again, charging nothing', async () => {
    const me = await chatter('reply-retried@example.com');
    fake.script(flagged);
    const body = {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Hi there',
      idempotencyKey: 'withheld-retry-0001',
    };
    expectWithheld(await streamed('/v1/session/chat', body));
    const requestsBefore = fake.requests.length;

    const retried = await streamed('/v1/session/chat', body);

    // Read from the stored reply: no model asked again, nothing of it shown.
    expectWithheld(retried);
    expect(shownOf(retried)).toBe('');
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await t.call('/v1/session/chat', body)).envelope.code).toBe(REFUSAL_CODE.unsafeReply);
    expect(await energyOf(me.uid)).toBe(5);
    expect(await refundsOf(me.uid, LEDGER_REASON.chatRefund)).toHaveLength(1);
  });

  it('withholds a flagged new version, keeping the earlier ones, and refunds it', async () => {
    const me = await chatter('reply-regenerate@example.com');
    fake.script({ kind: 'stream', words: ['Hello ', 'there.'] });
    await streamed('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Hi',
    });
    fake.script(flagged);

    const events = await streamed('/v1/session/message/regenerate', {
      token: me.token,
      conversationId: me.conversationId,
    });

    expectWithheld(events);
    expect(shownOf(events)).toBe(SHOWN);
    const { replyId } = acceptedOf(events);
    expect(await replyRow(replyId)).toMatchObject({
      status: 'failed',
      content: '',
      alternatives: ['Hello there.'],
    });
    expect(await refundsOf(me.uid, LEDGER_REASON.chatRegenerateRefund)).toHaveLength(1);
    // The first reply was paid; its new version was given back.
    expect(await energyOf(me.uid)).toBe(4);
    expect((await refusalsIn(me.conversationId)).map((row) => row.source)).toEqual(['chat_reply']);
  });

  it('withholds a flagged reply to an edited message and refunds it', async () => {
    const me = await chatter('reply-edit@example.com');
    fake.script({ kind: 'stream', words: ['Hello ', 'there.'] });
    const first = await streamed('/v1/session/chat', {
      token: me.token,
      conversationId: me.conversationId,
      content: 'Hi',
    });
    const { userMessage } = acceptedOf(first);
    fake.script(flagged);

    const events = await streamed('/v1/session/message/edit', {
      token: me.token,
      conversationId: me.conversationId,
      messageId: userMessage.id,
      content: 'Hi again',
    });

    expectWithheld(events);
    expect(shownOf(events)).toBe(SHOWN);
    expect(await refundsOf(me.uid, LEDGER_REASON.chatRegenerateRefund)).toHaveLength(1);
    expect(await energyOf(me.uid)).toBe(4);
  });

  it("withholds a flagged reply in a visitor's tour and gives the free message back", async () => {
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
    fake.script(flagged);

    const events = await streamed('/v1/tour/session/chat', {
      visitorToken,
      conversationId,
      content: 'Hello',
    });

    expectWithheld(events);
    expect(shownOf(events)).toBe(SHOWN);
    const after = await t.call('/v1/tour/config', { visitorToken });
    expect((after.envelope.data as { messagesLeft: number }).messagesLeft).toBe(messagesLeft);
    expect((await refusalsIn(conversationId)).map((row) => row.source)).toEqual(['tour_reply']);
  });
});

describe('the demo model behind the same check', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_MODEL_DELAY_MS: '1' });
  });
  afterAll(() => demo.close());

  it('streams its reply a sentence at a time, unchanged', async () => {
    const me = await signInWithEmail(demo, 'reply-demo@example.com');
    const conversationId = await openConversation(demo, me.token, 'mei', true);
    const response = await streamCall(demo, '/v1/session/chat', {
      token: me.token,
      conversationId,
      content: 'こんにちは',
      lang: 'ja',
    });
    const events = parseEvents(await response.text());
    const done = events.at(-1) as { type: string; data: { message: { content: string } } };
    expect(done.type).toBe('done');
    const chunks = events
      .filter((event) => event.type === 'chunk')
      .map((event) => (event.data as { text: string }).text);
    expect(chunks.join('')).toBe(done.data.message.content);
    // Each piece but the last ends a sentence.
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(SENTENCE_END);
  });
});
