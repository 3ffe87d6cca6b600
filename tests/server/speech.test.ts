import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceList } from '../../src/contract/api/speech-endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { LEDGER_REASON } from '../../src/contract/ledger-reasons';
import {
  MAX_CHUNK_CHARACTERS,
  MAX_SPOKEN_CHARACTERS,
  speechChunks,
  speechPrice,
  spokenText,
} from '../../src/contract/speech';
import { characters } from '../../src/server/db/schema/characters';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { createDemoVoiceProvider } from '../../src/server/providers/speech/demo-voice/demo-voice-provider';
import { balancesOf, openConversation, setBalances } from './helpers/chat';
import { type FakeSpeech, fakeAudioOf, startFakeSpeech } from './helpers/fake-speech';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Listened {
  index: number;
  count: number;
  contentType: string;
  audio: string;
  charged: { currency: string; amount: number } | null;
}

describe('what of a reply is spoken, in which chunks', () => {
  it('leaves out her actions and asides', () => {
    expect(spokenText('*smiles softly* Hi there. (She blushes.) How are you? ((OOC: brb))')).toBe(
      'Hi there. How are you?',
    );
    expect(spokenText('*waves*\n\n(aside)')).toBe('');
    expect(spokenText('First paragraph.\n\n*nods*\n\nSecond one.')).toBe(
      'First paragraph.\n\nSecond one.',
    );
  });

  it('bounds what is spoken', () => {
    expect(spokenText('word '.repeat(2000)).length).toBe(MAX_SPOKEN_CHARACTERS);
  });

  it('starts with one short sentence, then joins sentences up to the chunk size within a paragraph', () => {
    const chunks = speechChunks(
      `Hello love. ${'I waited all day for you. '.repeat(20)}\n\nمرحبا! كيف حالك؟ أنا هنا.`,
    );
    expect(chunks[0]).toBe('Hello love.');
    expect(chunks.every((chunk) => chunk.length <= MAX_CHUNK_CHARACTERS)).toBe(true);
    expect(chunks.at(-1)).toBe('مرحبا! كيف حالك؟ أنا هنا.');
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(
      `Hello love. ${'I waited all day for you. '.repeat(20)}مرحبا! كيف حالك؟ أنا هنا.`,
    );
  });

  it('cuts a sentence without stops at spaces, or anywhere in scripts without them', () => {
    const long = speechChunks('a'.repeat(700));
    expect(long.every((chunk) => chunk.length <= MAX_CHUNK_CHARACTERS)).toBe(true);
    expect(long.join('')).toBe('a'.repeat(700));
  });

  it('prices by started thousands: allowance, else energy, else coins', () => {
    const none = { energy: 0, goldBalance: 0, allowanceLeft: 0 };
    expect(speechPrice(1, { ...none, energy: 2 })).toEqual({ currency: 'energy', amount: 2 });
    expect(speechPrice(1001, { ...none, energy: 4 })).toEqual({ currency: 'energy', amount: 4 });
    expect(speechPrice(1001, { ...none, energy: 3, goldBalance: 20 })).toEqual({
      currency: 'gold',
      amount: 20,
    });
    expect(speechPrice(500, { ...none, allowanceLeft: 500 })).toEqual({
      currency: 'allowance',
      amount: 0,
    });
    expect(speechPrice(500, { ...none, energy: 1, goldBalance: 9 })).toBeNull();
  });
});

describe('listening to her replies on a speech server', () => {
  let t: TestApp;
  let fake: FakeSpeech;
  let alice: SignedIn;
  let conversationId: string;

  /** Puts one finished reply of hers in Alice's conversation. */
  async function reply(content: string): Promise<string> {
    const [row] = await t.db
      .insert(messages)
      .values({ conversationId, role: 'character', content })
      .returning({ id: messages.id });
    return String(row?.id);
  }

  const listen = async (messageId: string, index = 0, who: SignedIn = alice) => {
    const { envelope } = await t.call('/v1/speech/listen', { token: who.token, messageId, index });
    return envelope as { code: number; msg: string; data: Listened };
  };

  const speechCharges = async (uid: string) =>
    t.db
      .select({ currency: ledgerEntries.currency, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, uid), eq(ledgerEntries.reason, LEDGER_REASON.speech)));

  beforeAll(async () => {
    fake = await startFakeSpeech();
    t = await createTestApp({ TTS_BASE_URL: fake.baseUrl, TTS_MODEL: 'kokoro' });
    alice = await signInWithEmail(t, 'alice-voice@example.com');
    conversationId = await openConversation(t, alice.token, 'sofia');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('speaks a reply chunk by chunk, charging the first call for all of it, replays free', async () => {
    await setBalances(t, alice.uid, { energy: 10, goldBalance: 0 });
    const id = await reply('*smiles* Hello love. I missed you so much today, tell me everything.');
    const first = await listen(id, 0);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ index: 0, count: 2, contentType: 'audio/mpeg' });
    expect(first.data.charged).toEqual({ currency: 'energy', amount: 2 });
    expect(Buffer.from(first.data.audio, 'base64').equals(fakeAudioOf('Hello love.'))).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ model: 'kokoro', input: 'Hello love.' });
    const second = await listen(id, 1);
    expect(second.data).toMatchObject({ index: 1, count: 2, charged: null });
    expect(fake.requests.at(-1)?.input).toBe('I missed you so much today, tell me everything.');

    const asked = fake.requests.length;
    const replay = await listen(id, 0);
    expect(replay.data.charged).toBeNull();
    expect(replay.data.audio).toBe(first.data.audio);
    // Served from media storage: the speech server is not asked again.
    expect(fake.requests.length).toBe(asked);
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 8 });
  });

  it('charges again for new words in the same reply (a regenerated or swapped version)', async () => {
    await setBalances(t, alice.uid, { energy: 10, goldBalance: 0 });
    const id = await reply('The first version of my answer.');
    expect((await listen(id)).data.charged).toEqual({ currency: 'energy', amount: 2 });
    expect((await listen(id)).data.charged).toBeNull();
    await t.db
      .update(messages)
      .set({ content: 'A whole new version of my answer.' })
      .where(eq(messages.id, Number(id)));
    expect((await listen(id)).data.charged).toEqual({ currency: 'energy', amount: 2 });
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 6 });
  });

  it('charges 20 parallel first plays of one reply once', async () => {
    await setBalances(t, alice.uid, { energy: 100, goldBalance: 0 });
    const before = (await speechCharges(alice.uid)).length;
    const id = await reply('Twenty of you pressed Listen at once, darling.');
    const plays = await Promise.all(Array.from({ length: 20 }, () => listen(id, 0)));
    expect(plays.every((play) => play.code === 0)).toBe(true);
    expect(plays.filter((play) => play.data.charged !== null)).toHaveLength(1);
    expect((await speechCharges(alice.uid)).length).toBe(before + 1);
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 98 });
    expect(fake.requests.filter((request) => request.input.startsWith('Twenty'))).toHaveLength(1);
  });

  it('takes coins once energy is out, and refuses when both are short', async () => {
    await setBalances(t, alice.uid, { energy: 1, goldBalance: 15 });
    const paid = await listen(await reply('Coins it is, then.'));
    expect(paid.data.charged).toEqual({ currency: 'gold', amount: 10 });
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 1, goldBalance: 5 });
    const refused = await listen(await reply('Not this time.'));
    expect(refused.code).toBe(REFUSAL_CODE.speechNotEnough);
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 1, goldBalance: 5 });
  });

  it('lets a VIP member listen from the monthly allowance', async () => {
    await setBalances(t, alice.uid, {
      energy: 0,
      goldBalance: 0,
      vipExpireAt: new Date(Date.now() + 86_400_000),
    });
    const before = await balancesOf(t, alice.uid);
    const play = await listen(await reply('Members hear me for free.'));
    expect(play.data.charged).toEqual({ currency: 'allowance', amount: 0 });
    expect(await balancesOf(t, alice.uid)).toEqual(before);
    const voices = await t.call('/v1/speech/voices', { token: alice.token });
    expect((voices.envelope.data as VoiceList).allowanceLeft).toBe(
      100_000 - 'Members hear me for free.'.length,
    );
    await setBalances(t, alice.uid, { vipExpireAt: null });
  });

  it('refunds a failed synthesis, and charges again when heard again', async () => {
    await setBalances(t, alice.uid, { energy: 10, goldBalance: 0 });
    const id = await reply('The server will stumble on this one.');
    fake.script({ kind: 'status', status: 500 });
    const failed = await listen(id);
    expect(failed.code).toBe(REFUSAL_CODE.speechFailed);
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 10 });
    fake.script({ kind: 'cut' });
    expect((await listen(id)).code).toBe(REFUSAL_CODE.speechFailed);
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 10 });
    fake.script({ kind: 'speak' });
    const again = await listen(id);
    expect(again.data.charged).toEqual({ currency: 'energy', amount: 2 });
    expect(await balancesOf(t, alice.uid)).toMatchObject({ energy: 8 });
  });

  it('refuses what it cannot speak with its own codes, never a 500', async () => {
    await setBalances(t, alice.uid, { energy: 10 });
    expect((await listen(await reply('*waves* (silently)'))).code).toBe(
      REFUSAL_CODE.speechNothingToSay,
    );
    const id = await reply('One sentence only.');
    expect((await listen(id, 5)).code).toBe(API_CODE.badParams);
    expect((await listen('not-a-number')).code).toBe(API_CODE.badParams);
    const bob = await signInWithEmail(t, 'bob-voice@example.com');
    expect((await listen(id, 0, bob)).code).toBe(REFUSAL_CODE.notFound);
    const [mine] = await t.db
      .insert(messages)
      .values({ conversationId, role: 'user', content: 'my own words' })
      .returning({ id: messages.id });
    expect((await listen(String(mine?.id))).code).toBe(REFUSAL_CODE.notFound);
  });

  it('lists the voices and lets a conversation choose its own', async () => {
    const listed = await t.call('/v1/speech/voices', { token: alice.token, conversationId });
    const voices = listed.envelope.data as VoiceList;
    expect(voices.voices.map((voice) => voice.id)).toEqual(['af_bella', 'af_sky']);
    expect(voices.isDemo).toBe(false);
    expect(voices.voiceId).toMatch(/^af_/);
    const set = await t.call('/v1/session/voice/set', {
      token: alice.token,
      conversationId,
      voiceId: 'af_sky',
    });
    expect(set.envelope).toMatchObject({ code: 0, data: { voiceId: 'af_sky' } });
    await listen(await reply('Now in my other voice.'));
    expect(fake.requests.at(-1)?.voice).toBe('af_sky');
    const unknown = await t.call('/v1/session/voice/set', {
      token: alice.token,
      conversationId,
      voiceId: 'nobody',
    });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.speechVoiceUnknown);
  });
});

describe('a created character keeps the voice her creator chose', () => {
  let t: TestApp;
  let fake: FakeSpeech;
  beforeAll(async () => {
    fake = await startFakeSpeech();
    t = await createTestApp({ TTS_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('previews voices, and every conversation with her speaks in the chosen one', async () => {
    const creator = await signInWithEmail(t, 'creator-voice@example.com');
    const preview = await t.call('/v1/speech/preview', { token: creator.token, voiceId: 'af_sky' });
    expect(preview.envelope.code).toBe(0);
    expect(fake.requests.at(-1)).toMatchObject({
      voice: 'af_sky',
      input: expect.stringMatching(/^Hi/),
    });
    const unknown = await t.call('/v1/speech/preview', { token: creator.token, voiceId: 'nobody' });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.speechVoiceUnknown);

    // Hers to give a voice: a character the creator owns.
    await t.db.update(characters).set({ ownerId: creator.uid }).where(eq(characters.id, 'mei'));
    const set = await t.call('/v1/custom-character/voice/set', {
      token: creator.token,
      characterId: 'mei',
      voiceId: 'af_sky',
    });
    expect(set.envelope).toMatchObject({ code: 0, data: { voiceId: 'af_sky' } });
    const mine = await t.call('/v1/speech/voices', { token: creator.token, characterId: 'mei' });
    expect(mine.envelope.data).toMatchObject({ voiceId: 'af_sky' });

    const fan = await signInWithEmail(t, 'fan-voice@example.com');
    expect(
      (
        await t.call('/v1/custom-character/voice/set', {
          token: fan.token,
          characterId: 'mei',
          voiceId: 'af_bella',
        })
      ).envelope.code,
    ).toBe(REFUSAL_CODE.notFound);
    await setBalances(t, fan.uid, { energy: 10 });
    const conversationId = await openConversation(t, fan.token, 'mei');
    const listed = await t.call('/v1/speech/voices', { token: fan.token, conversationId });
    expect(listed.envelope.data).toMatchObject({ voiceId: 'af_sky' });
    const [row] = await t.db
      .insert(messages)
      .values({ conversationId, role: 'character', content: 'You hear me as she made me.' })
      .returning({ id: messages.id });
    await t.call('/v1/speech/listen', { token: fan.token, messageId: String(row?.id), index: 0 });
    expect(fake.requests.at(-1)).toMatchObject({
      voice: 'af_sky',
      input: 'You hear me as she made me.',
    });
  });
});

describe('listening with the embedded demo voice', () => {
  let t: TestApp;
  const demo = createDemoVoiceProvider();
  beforeAll(async () => {
    t = await createTestApp({}, { speech: demo });
  });
  afterAll(async () => {
    await t.close();
    await demo.close();
  });

  it('speaks English and Arabic replies, and says so for a language it cannot speak', async () => {
    const user = await signInWithEmail(t, 'demo-voice@example.com');
    await setBalances(t, user.uid, { energy: 20 });
    const conversationId = await openConversation(t, user.token, 'sofia');
    const said = async (content: string) => {
      const [row] = await t.db
        .insert(messages)
        .values({ conversationId, role: 'character', content })
        .returning({ id: messages.id });
      const { envelope } = await t.call('/v1/speech/listen', {
        token: user.token,
        messageId: String(row?.id),
        index: 0,
      });
      return envelope as { code: number; data: Listened };
    };
    for (const content of ['*smiles* Hello, love.', 'مرحبا يا حبيبي، اشتقت إليك.']) {
      const play = await said(content);
      expect(play.code).toBe(0);
      expect(play.data.contentType).toBe('audio/wav');
      expect(Buffer.from(play.data.audio, 'base64').subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
    expect((await said('こんにちは、会いたかった。')).code).toBe(REFUSAL_CODE.speechLanguage);
    const voices = await t.call('/v1/speech/voices', { token: user.token, lang: 'ja' });
    expect(voices.envelope.data).toMatchObject({ isDemo: true, speaksLanguage: false });
  });
});
