import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { memoryFacts } from '../../src/server/db/schema/memory-facts';
import { findSelfDisclosures } from '../../src/server/features/chat/memory/self-disclosure';
import { buildChatPrompt } from '../../src/server/features/chat/prompt';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

interface MemoryPage {
  character: { characterId: string };
  list: Array<{
    id: string;
    text: string;
    sourceMessageId: string | null;
    sourceExcerpt: string | null;
  }>;
}

describe('memories in the prompt', () => {
  it('tells the model what she remembers, in the user’s words', () => {
    const prompt = buildChatPrompt({
      character: {
        name: 'Sofia',
        personality: 'warm',
        relationship: 'neighbour',
        occupation: 'barista',
        scenario: 'At the door.',
        persona: 'Kind.',
        age: 27,
        kinks: [],
      },
      userNick: 'Alex',
      userPersona: null,
      explicitAllowed: false,
      language: 'en',
      history: [{ role: 'user', content: 'Hi' }],
      window: 12,
      seed: 'memory',
      sendsPhoto: false,
      memories: ['I work as a nurse.', 'I have a cat.'],
    });
    expect(prompt.messages[0]?.content).toContain(
      'Things Alex told you before, remember them: "I work as a nurse."; "I have a cat."',
    );
    expect(prompt.memories).toEqual(['I work as a nurse.', 'I have a cat.']);
  });
});

describe('finding facts in a message (built-in finder)', () => {
  it('keeps what the user tells about themselves, in their words, and skips questions', () => {
    expect(
      findSelfDisclosures(
        'My name is Alex. I work as a nurse in Lisbon! Do you like coffee? I love you.',
        'en',
      ),
    ).toEqual(['My name is Alex.', 'I work as a nurse in Lisbon!']);
    expect(findSelfDisclosures('Ich heiße Jonas. Wie geht es dir?', 'de')).toEqual([
      'Ich heiße Jonas.',
    ]);
    expect(findSelfDisclosures('私は看護師です。あなたは？', 'ja')).toEqual(['私は看護師です。']);
    expect(findSelfDisclosures('Меня зовут Аня. А тебя?', 'ru')).toEqual(['Меня зовут Аня.']);
    expect(findSelfDisclosures('Nice weather today.', 'en')).toEqual([]);
  });
});

describe('what she remembers', () => {
  let t: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
    user = await signInWithEmail(t, 'remembered@example.com');
    await setBalances(t, user.uid, { energy: 100 });
  });
  afterAll(() => t.close());

  const memoryOf = async (conversationId: string, token = user.token) =>
    t.call('/v1/session/memory/list', { token, conversationId });

  it('remembers facts from a message, each linked to it, and puts them in later prompts', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia');
    const sent = await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'My name is Alex. I work as a nurse in Lisbon. Do you like coffee?',
    });
    const messageId = (sent.envelope.data as { userMessage: { id: string } }).userMessage.id;
    await repliesSettled(t);
    const { envelope } = await memoryOf(conversationId);
    const page = envelope.data as MemoryPage;
    expect(page.character.characterId).toBe('sofia');
    expect(page.list.map((fact) => fact.text)).toEqual([
      'My name is Alex.',
      'I work as a nurse in Lisbon.',
    ]);
    expect(page.list.every((fact) => fact.sourceMessageId === messageId)).toBe(true);
    expect(page.list[0]?.sourceExcerpt).toContain('My name is Alex.');

    // Saying it again adds nothing.
    await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'My name is Alex.',
    });
    await repliesSettled(t);
    expect(((await memoryOf(conversationId)).envelope.data as MemoryPage).list).toHaveLength(2);
  });

  it('lets the user edit and delete facts, and forgets the link when the message goes', async () => {
    const conversationId = await openConversation(t, user.token, 'mei');
    const sent = await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'I have a cat called Miso. I live in Porto.',
    });
    await repliesSettled(t);
    const facts = ((await memoryOf(conversationId)).envelope.data as MemoryPage).list;
    expect(facts).toHaveLength(2);
    const [cat, home] = facts;

    const edited = await t.call('/v1/session/memory/edit', {
      token: user.token,
      conversationId,
      factId: cat?.id,
      text: 'I have two cats, Miso and Tofu.',
    });
    expect((edited.envelope.data as MemoryPage).list[0]?.text).toBe(
      'I have two cats, Miso and Tofu.',
    );
    const deleted = await t.call('/v1/session/memory/delete', {
      token: user.token,
      conversationId,
      factId: home?.id,
    });
    expect((deleted.envelope.data as MemoryPage).list.map((fact) => fact.id)).toEqual([cat?.id]);

    const messageId = (sent.envelope.data as { userMessage: { id: string } }).userMessage.id;
    await t.call('/v1/session/message/delete', { token: user.token, conversationId, messageId });
    const after = ((await memoryOf(conversationId)).envelope.data as MemoryPage).list;
    expect(after[0]).toMatchObject({ sourceMessageId: null, sourceExcerpt: null });
  });

  it('hands the memories out with the rest of the user’s data', async () => {
    const exported = await t.call('/v1/user/export', { token: user.token });
    const memories = (exported.envelope.data as { memories: Array<{ text: string }> }).memories;
    expect(memories.map((fact) => fact.text)).toContain('My name is Alex.');
  });

  it('keeps memories private and refuses bad input', async () => {
    const conversationId = await openConversation(t, user.token, 'amara');
    await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'I study law.',
    });
    await repliesSettled(t);
    const [fact] = ((await memoryOf(conversationId)).envelope.data as MemoryPage).list;
    const other = await signInWithEmail(t, 'curious@example.com');
    expect((await memoryOf(conversationId, other.token)).envelope.code).toBe(REFUSAL_CODE.notFound);
    const theirs = await openConversation(t, other.token, 'amara');
    for (const path of ['/v1/session/memory/edit', '/v1/session/memory/delete']) {
      // Their own conversation id with my fact's id: still not theirs.
      const { envelope } = await t.call(path, {
        token: other.token,
        conversationId: theirs,
        factId: fact?.id,
        text: 'I study medicine.',
      });
      expect(envelope.code, path).toBe(REFUSAL_CODE.notFound);
    }
    const [stored] = await t.db
      .select()
      .from(memoryFacts)
      .where(eq(memoryFacts.id, Number(fact?.id)));
    expect(stored?.text).toBe('I study law.');
    for (const body of [
      { conversationId, factId: fact?.id, text: '' },
      { conversationId, factId: fact?.id, text: 'x'.repeat(201) },
      { conversationId, factId: 'abc', text: 'ok' },
      { factId: fact?.id, text: 'ok' },
    ]) {
      const { envelope } = await t.call('/v1/session/memory/edit', { token: user.token, ...body });
      expect(envelope.code).toBe(API_CODE.badParams);
    }
  });
});

describe('facts found by a real model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_FIRST_TOKEN_TIMEOUT_MS: '500' });
    user = await signInWithEmail(t, 'model.memory@example.com');
    await setBalances(t, user.uid, { energy: 100 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const facts = async (conversationId: string) =>
    (
      (await t.call('/v1/session/memory/list', { token: user.token, conversationId })).envelope
        .data as MemoryPage
    ).list.map((fact) => fact.text);

  it('stores what the model found and gives it to the next reply', async () => {
    fake.answerCompletions({ content: '```json\n["I am a pilot", "I grew up in Oslo"]\n```' });
    const conversationId = await openConversation(t, user.token, 'sofia');
    await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Flying again tomorrow, the life of a pilot from Oslo.',
    });
    await repliesSettled(t);
    expect(await facts(conversationId)).toEqual(['I am a pilot', 'I grew up in Oslo']);
    expect(fake.completionRequests.at(-1)?.messages.at(-1)?.content).toContain('Flying again');

    await t.call('/v1/session/chat', { token: user.token, conversationId, content: 'Hi again' });
    await repliesSettled(t);
    expect(fake.requests.at(-1)?.messages[0]?.content).toContain('"I am a pilot"');
  });

  it('falls back to the built-in finder when the model fails or answers nonsense', async () => {
    const conversationId = await openConversation(t, user.token, 'mei');
    fake.answerCompletions({ status: 500 });
    await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'My name is Kim.',
    });
    await repliesSettled(t);
    fake.answerCompletions({ content: 'Sure! The user is called Kim.' });
    await t.call('/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'I live in Seoul.',
    });
    await repliesSettled(t);
    expect(await facts(conversationId)).toEqual(['My name is Kim.', 'I live in Seoul.']);
  });
});
