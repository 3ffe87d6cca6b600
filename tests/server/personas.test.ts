import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/contract/api/persona-endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { userPersonas } from '../../src/server/db/schema/personas';
import { users } from '../../src/server/db/schema/users';
import { eraseExpiredAccounts } from '../../src/server/features/accounts/data-rights';
import { buildChatPrompt, type PromptInput } from '../../src/server/features/chat/prompt';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

interface PersonaList {
  list: Persona[];
  nick: string;
}
interface PersonaChoice extends PersonaList {
  mode: 'default' | 'none' | 'chosen';
  personaId: string | null;
}

const anna = {
  name: 'Anna',
  gender: 'woman',
  age: 31,
  look: 'Short red hair, freckles, a green raincoat.',
  bio: 'A ferry captain who reads poetry on night shifts.',
  isDefault: true,
};

describe('the persona in the prompt', () => {
  const input: PromptInput = {
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
    userNick: 'alex_88',
    userPersona: null,
    explicitAllowed: false,
    language: 'en',
    history: [{ role: 'user', content: 'Hi' }],
    window: 12,
    seed: 'persona',
    sendsPhoto: false,
    memories: ['I have a cat.'],
  };

  it('names the user by their persona and describes them', () => {
    const prompt = buildChatPrompt({
      ...input,
      userPersona: { name: 'Anna', gender: 'woman', age: 31, look: 'Red hair.', bio: 'A captain.' },
    });
    const system = prompt.messages[0]?.content ?? '';
    expect(system).toContain('in a chat with Anna.');
    expect(system).toContain(
      "The user's persona, who they are in this story: Anna, a woman, 31 years old. Looks: Red hair. About Anna: A captain. Call the user Anna and treat them as this person.",
    );
    expect(system).toContain('Things Anna told you before');
    expect(system).not.toContain('alex_88');
    expect(prompt.userPersona).toEqual({ name: 'Anna' });
  });

  it('uses the nick for a persona without a name, and leaves out what was not said', () => {
    const prompt = buildChatPrompt({
      ...input,
      userPersona: { name: '', gender: 'unsaid', age: null, look: '', bio: '' },
    });
    const system = prompt.messages[0]?.content ?? '';
    expect(system).toContain(
      "The user's persona, who they are in this story: alex_88. Call the user alex_88 and treat them as this person.",
    );
    expect(system).not.toContain('Looks:');
    expect(prompt.userPersona).toEqual({ name: 'alex_88' });
  });

  it('says nothing of a persona when the user plays none', () => {
    const prompt = buildChatPrompt(input);
    expect(prompt.messages[0]?.content).not.toContain("The user's persona");
    expect(prompt.userPersona).toBeNull();
  });
});

describe('personas', () => {
  let t: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
    user = await signInWithEmail(t, 'persona@example.com');
    await setBalances(t, user.uid, { energy: 100 });
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: Record<string, unknown>, who = user) => {
    const { envelope } = await t.call(path, { token: who.token, ...body });
    return envelope as { code: number; msg: string; data: T };
  };
  const save = (body: Record<string, unknown>, who = user) =>
    call<PersonaList>('/v1/persona/save', body, who);

  it('creates, lists, edits and deletes personas, with one default', async () => {
    const empty = await call<PersonaList>('/v1/persona/list', {});
    expect(empty.code).toBe(0);
    expect(empty.data.list).toEqual([]);
    expect(empty.data.nick).not.toBe('');

    const first = await save(anna);
    expect(first.code).toBe(0);
    expect(first.data.list).toMatchObject([{ ...anna }]);

    const second = await save({
      name: '',
      gender: 'unsaid',
      age: null,
      look: '',
      bio: '',
      isDefault: true,
    });
    // The new default comes first; the old one is no longer the default.
    expect(second.data.list.map((persona) => [persona.name, persona.isDefault])).toEqual([
      ['', true],
      ['Anna', false],
    ]);
    const annaId = second.data.list[1]?.id;
    const edited = await save({ ...anna, id: annaId, bio: 'Retired captain.', isDefault: false });
    expect(edited.data.list[1]).toMatchObject({ id: annaId, bio: 'Retired captain.' });

    const deleted = await call<PersonaList>('/v1/persona/delete', { id: annaId });
    expect(deleted.data.list.map((persona) => persona.name)).toEqual(['']);
    const again = await call('/v1/persona/delete', { id: annaId });
    expect(again.code).toBe(REFUSAL_CODE.notFound);
  });

  it('takes adults only, and checks every field’s length', async () => {
    const someone = await signInWithEmail(t, 'persona.ages@example.com');
    for (const age of [17, 0, -1, 121, 18.5]) {
      expect((await save({ ...anna, age }, someone)).code, String(age)).toBe(API_CODE.badParams);
    }
    for (const body of [
      { ...anna, name: 'x'.repeat(33) },
      { ...anna, look: 'x'.repeat(301) },
      { ...anna, bio: 'x'.repeat(501) },
      { ...anna, gender: 'robot' },
      { ...anna, name: 'Ann\u202Ea' },
      { ...anna, age: undefined },
    ]) {
      expect((await save(body, someone)).code).toBe(API_CODE.badParams);
    }
    const stored = await t.db
      .select()
      .from(userPersonas)
      .where(eq(userPersonas.userId, someone.uid));
    expect(stored).toEqual([]);
    expect((await save({ ...anna, age: 18 }, someone)).code).toBe(0);
    expect((await save({ ...anna, age: null, isDefault: false }, someone)).code).toBe(0);
  });

  it('refuses a persona about a minor or a real person, saving nothing', async () => {
    const someone = await signInWithEmail(t, 'persona.safety@example.com');
    const minor = await save({ ...anna, bio: 'A shy schoolgirl, 15 years old.' }, someone);
    expect(minor.code).toBe(REFUSAL_CODE.unsafePersona);
    const minorLook = await save({ ...anna, look: 'looks like a child' }, someone);
    expect(minorLook.code).toBe(REFUSAL_CODE.unsafePersona);
    const famous = await save({ ...anna, name: 'Emma Watson' }, someone);
    expect(famous.code).toBe(REFUSAL_CODE.realPersonPersona);
    // An edit is checked too, and leaves the stored persona as it was.
    const saved = await save(anna, someone);
    const id = saved.data.list[0]?.id;
    expect((await save({ ...anna, id, bio: 'She is 12 years old.' }, someone)).code).toBe(
      REFUSAL_CODE.unsafePersona,
    );
    const list = await call<PersonaList>('/v1/persona/list', {}, someone);
    expect(list.data.list).toMatchObject([{ id, bio: anna.bio }]);
  });

  it('keeps at most five, and one default, under parallel saves', async () => {
    const someone = await signInWithEmail(t, 'persona.many@example.com');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => save({ ...anna, name: `Anna ${index}` }, someone)),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === REFUSAL_CODE.personaLimit)).toHaveLength(3);
    const list = await call<PersonaList>('/v1/persona/list', {}, someone);
    expect(list.data.list).toHaveLength(5);
    expect(list.data.list.filter((persona) => persona.isDefault)).toHaveLength(1);
  });

  it('keeps personas private', async () => {
    const owner = await signInWithEmail(t, 'persona.owner@example.com');
    const other = await signInWithEmail(t, 'persona.other@example.com');
    const id = (await save(anna, owner)).data.list[0]?.id;
    expect((await save({ ...anna, id, bio: 'Mine now.' }, other)).code).toBe(REFUSAL_CODE.notFound);
    expect((await call('/v1/persona/delete', { id }, other)).code).toBe(REFUSAL_CODE.notFound);
    const conversationId = await openConversation(t, other.token, 'sofia');
    const chosen = await call(
      '/v1/session/persona/set',
      {
        conversationId,
        mode: 'chosen',
        personaId: id,
      },
      other,
    );
    expect(chosen.code).toBe(REFUSAL_CODE.notFound);
    const ownerChat = await openConversation(t, owner.token, 'sofia');
    expect((await call('/v1/session/persona', { conversationId: ownerChat }, other)).code).toBe(
      REFUSAL_CODE.notFound,
    );
    expect(
      (await call('/v1/session/persona/set', { conversationId: ownerChat, mode: 'none' }, other))
        .code,
    ).toBe(REFUSAL_CODE.notFound);
    expect(
      (await call('/v1/session/persona/set', { conversationId: ownerChat, mode: 'chosen' }, owner))
        .code,
    ).toBe(API_CODE.badParams);
    expect((await t.call('/v1/persona/list', {})).envelope.code).toBe(API_CODE.loginNeeded);
  });

  it('lets a conversation use the default, another persona or none; the demo calls her by name', async () => {
    const someone = await signInWithEmail(t, 'persona.chat@example.com');
    await setBalances(t, someone.uid, { energy: 100 });
    await save(anna, someone);
    const listed = await save({ ...anna, name: 'Mara', isDefault: false }, someone);
    const maraId = listed.data.list.find((persona) => persona.name === 'Mara')?.id;
    const conversationId = await openConversation(t, someone.token, 'sofia');
    const send = async (content: string) => {
      const sent = await call<{ reply: { content: string } }>(
        '/v1/session/chat',
        { conversationId, content },
        someone,
      );
      expect(sent.code).toBe(0);
      await repliesSettled(t);
      return sent.data.reply.content;
    };

    const choice = await call<PersonaChoice>('/v1/session/persona', { conversationId }, someone);
    expect(choice.data).toMatchObject({ mode: 'default', personaId: null });
    expect(await send('Hello there')).toContain('Anna');

    const chosen = await call<PersonaChoice>(
      '/v1/session/persona/set',
      { conversationId, mode: 'chosen', personaId: maraId },
      someone,
    );
    expect(chosen.data).toMatchObject({ mode: 'chosen', personaId: maraId });
    const asMara = await send('Hello again');
    expect(asMara).toContain('Mara');
    expect(asMara).not.toContain('Anna');

    await call('/v1/session/persona/set', { conversationId, mode: 'none' }, someone);
    const asNobody = await send('And now?');
    expect(asNobody).not.toContain('Anna');
    expect(asNobody).not.toContain('Mara');

    // A deleted persona leaves the conversation on the default.
    await call(
      '/v1/session/persona/set',
      { conversationId, mode: 'chosen', personaId: maraId },
      someone,
    );
    await call('/v1/persona/delete', { id: maraId }, someone);
    const after = await call<PersonaChoice>('/v1/session/persona', { conversationId }, someone);
    expect(after.data).toMatchObject({ mode: 'default', personaId: null });
  });

  it('hands the personas out with the user’s data and erases them with the account', async () => {
    const someone = await signInWithEmail(t, 'persona.erased@example.com');
    await save(anna, someone);
    const conversationId = await openConversation(t, someone.token, 'mei');
    const id = (await call<PersonaList>('/v1/persona/list', {}, someone)).data.list[0]?.id;
    await call(
      '/v1/session/persona/set',
      { conversationId, mode: 'chosen', personaId: id },
      someone,
    );
    const exported = await call<{ personas: unknown[] }>('/v1/user/export', {}, someone);
    expect(exported.data.personas).toMatchObject([
      { name: 'Anna', gender: 'woman', age: 31, look: anna.look, bio: anna.bio, isDefault: true },
    ]);
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, someone.uid));
    expect(await eraseExpiredAccounts(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(userPersonas).where(eq(userPersonas.userId, someone.uid));
    expect(left).toEqual([]);
  });
});

describe('the persona a real model reads', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_FIRST_TOKEN_TIMEOUT_MS: '500' });
    user = await signInWithEmail(t, 'persona.model@example.com');
    await setBalances(t, user.uid, { energy: 100 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const systemOfLastReply = () => fake.requests.at(-1)?.messages[0]?.content ?? '';

  it('carries the persona in every prompt: a send, a regenerate, and not when turned off', async () => {
    await t.call('/v1/persona/save', { token: user.token, ...anna });
    const conversationId = await openConversation(t, user.token, 'sofia');
    await t.call('/v1/session/chat', { token: user.token, conversationId, content: 'Hi' });
    await repliesSettled(t);
    expect(systemOfLastReply()).toContain(
      "The user's persona, who they are in this story: Anna, a woman, 31 years old. Looks: Short red hair",
    );
    expect(systemOfLastReply()).toContain('About Anna: A ferry captain');

    const regenerated = await t.call('/v1/session/message/regenerate', {
      token: user.token,
      conversationId,
    });
    expect(regenerated.envelope.code).toBe(0);
    await repliesSettled(t);
    expect(systemOfLastReply()).toContain('in a chat with Anna.');

    await t.call('/v1/session/persona/set', { token: user.token, conversationId, mode: 'none' });
    await t.call('/v1/session/chat', { token: user.token, conversationId, content: 'Hi again' });
    await repliesSettled(t);
    expect(systemOfLastReply()).not.toContain("The user's persona");
  });
});
