import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { messages } from '../../src/server/db/schema/conversations';
import { users } from '../../src/server/db/schema/users';
import { openConversation, parseEvents, setBalances, streamCall } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let fake: FakeOpenAi;
let t: TestApp;
let user: SignedIn;
let conversationId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'base-model',
    LLM_ADVANCED_MODEL: 'big-model',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '400',
    LLM_IDLE_TIMEOUT_MS: '400',
  });
  user = await signInWithEmail(t, 'openai@example.com');
  conversationId = await openConversation(t, user.token, 'sofia');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => setBalances(t, user.uid, { energy: 10, goldBalance: 0 }));

const energy = async () =>
  (await t.db.select().from(users).where(eq(users.id, user.uid)))[0]?.energy;

const send = async (content: string) => {
  const response = await streamCall(t, '/v1/session/chat', {
    token: user.token,
    conversationId,
    content,
  });
  return parseEvents(await response.text());
};

describe('an OpenAI-compatible server', () => {
  it('streams its text through to the client a checked sentence at a time and stores the reply', async () => {
    fake.script({ kind: 'stream', words: ['Hey ', 'you. ', 'Welcome ', 'back.'], delayMs: 5 });
    const events = await send('Hello');
    expect(
      events
        .filter((event) => event.type === 'chunk')
        .map((event) => (event.data as { text: string }).text),
      // The space after a sentence waits for what follows (a photo offer takes the space before it).
    ).toEqual(['Hey you.', ' Welcome back.']);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      data: { message: { content: 'Hey you. Welcome back.' } },
    });
    expect(await energy()).toBe(9);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ model: 'base-model', stream: true });
    expect(request?.messages[0]?.role).toBe('system');
    expect(request?.messages[0]?.content).toContain('Sofia');
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'Hello' });
  });

  it("describes her in the asked language, else in the user's own, in the one statement that takes the message", async () => {
    const systemPromptFor = async (lang: string | undefined) => {
      fake.script({ kind: 'stream', words: ['Hi.'], delayMs: 0 });
      const response = await streamCall(t, '/v1/session/chat', {
        token: user.token,
        conversationId,
        content: 'Hello',
        ...(lang ? { lang } : {}),
      });
      await response.text();
      return String(fake.requests.at(-1)?.messages[0]?.content);
    };
    expect(await systemPromptFor('ja')).toContain('ソフィア');
    await t.db.update(users).set({ lang: 'de' }).where(eq(users.id, user.uid));
    try {
      expect(await systemPromptFor(undefined)).toContain('Occupation: Baristin.');
      expect(await systemPromptFor('en')).not.toContain('Occupation: Baristin.');
    } finally {
      await t.db.update(users).set({ lang: 'en' }).where(eq(users.id, user.uid));
    }
  });

  it("gives the model as much of a long conversation as the user's window and summary cover", async () => {
    const long = await openConversation(t, user.token, 'sofia', true);
    // The latest are long: the window has them whole, the summary the start of each on one line.
    const contentOf = (index: number) =>
      index >= 100 ? `m${index}\n${'word '.repeat(100)}` : `m${index}`;
    const [{ nick } = { nick: '' }] = await t.db
      .select({ nick: users.nick })
      .from(users)
      .where(eq(users.id, user.uid));
    const summaryLineOf = (index: number) =>
      `${contentOf(index).replace(/\s+/g, ' ').slice(0, 99)}…`;
    await t.db.insert(messages).values(
      Array.from({ length: 120 }, (_, index) => ({
        conversationId: long,
        role: index % 2 === 0 ? ('user' as const) : ('character' as const),
        content: contentOf(index),
      })),
    );
    const promptFor = async () => {
      fake.script({ kind: 'stream', words: ['Hi.'], delayMs: 0 });
      const response = await streamCall(t, '/v1/session/chat', {
        token: user.token,
        conversationId: long,
        content: 'Hello',
      });
      await response.text();
      const request = fake.requests.at(-1);
      return { count: request?.messages.length, system: String(request?.messages[0]?.content) };
    };
    // Not a member: 12 recent messages, and a summary of the 40 before them.
    const free = await promptFor();
    expect(free.count).toBe(1 + 12);
    expect(free.system).toContain('m69');
    expect(free.system).not.toContain('m68');
    expect(free.system).toContain(`Sofia: ${summaryLineOf(107)} | ${nick}: ${summaryLineOf(108)}`);
    expect(fake.requests.at(-1)?.messages[1]).toEqual({
      role: 'assistant',
      content: contentOf(109),
    });
    // The long way (her energy to settle first) reads the same.
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.db.update(users).set({ energyRecoveredAt: anHourAgo }).where(eq(users.id, user.uid));
    const settled = await promptFor();
    expect(settled.count).toBe(1 + 12);
    expect(settled.system).toContain('m71');
    expect(settled.system).not.toContain('m70');
    expect(settled.system).toContain(
      `Sofia: ${summaryLineOf(109)} | ${nick}: ${summaryLineOf(110)}`,
    );
    expect(fake.requests.at(-1)?.messages[1]).toEqual({
      role: 'assistant',
      content: contentOf(111),
    });
    // A member: 60 recent messages, and the 40 before them summarised.
    await setBalances(t, user.uid, { vipExpireAt: new Date(Date.now() + 86_400_000) });
    try {
      const member = await promptFor();
      expect(member.count).toBe(1 + 60);
      expect(member.system).toContain('m25');
      expect(member.system).not.toContain('m24');
    } finally {
      await setBalances(t, user.uid, { vipExpireAt: null });
    }
  });

  it('fails and refunds when the stream breaks mid-reply', async () => {
    fake.script({ kind: 'breakAfter', words: ['Half ', 'a '] });
    const events = await send('Break please');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      data: { code: REFUSAL_CODE.generationFailed },
    });
    expect(await energy()).toBe(10);
    const page = await t.call('/v1/session/message/list', { token: user.token, conversationId });
    const list = (page.envelope.data as { list: Array<{ status: string }> }).list;
    expect(list.at(-1)?.status).toBe('failed');
  });

  it('retries once before the first token, then fails and refunds on a timeout', async () => {
    const before = fake.requests.length;
    fake.script({ kind: 'hang' });
    const events = await send('Are you there?');
    expect(events.at(-1)).toMatchObject({ type: 'error' });
    expect(fake.requests.length - before).toBe(2);
    expect(await energy()).toBe(10);
  });

  it('recovers when the first attempt fails before any token', async () => {
    fake.script({ kind: 'status', status: 503 }, { kind: 'stream', words: ['Second ', 'try.'] });
    const events = await send('Try again');
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      data: { message: { content: 'Second try.' } },
    });
    expect(await energy()).toBe(9);
  });

  it('answers a JSON caller with the generation error after the refund', async () => {
    fake.script({ kind: 'status', status: 500 });
    const answer = await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'json',
    });
    expect(answer.envelope.code).toBe(REFUSAL_CODE.generationFailed);
    expect(await energy()).toBe(10);
  });

  it('uses the advanced model for VIP members who chose it', async () => {
    await setBalances(t, user.uid, { vipExpireAt: new Date(Date.now() + 86_400_000) });
    await t.call('/v1/user/change-chat-model', { token: user.token, model: 'advanced' });
    fake.script({ kind: 'stream', words: ['Fancy.'] });
    await send('Upgrade');
    expect(fake.requests.at(-1)?.model).toBe('big-model');
  });
});
