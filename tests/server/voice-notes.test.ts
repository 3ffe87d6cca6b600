import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import type { ChatMessage } from '../../src/contract/api/chat-endpoints';
import { LEDGER_REASON } from '../../src/contract/ledger-reasons';
import { DEV_BOT_TOKEN } from '../../src/contract/local-bot-api';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { asksForVoiceNote } from '../../src/server/features/speech/voice-request';
import { createDemoVoiceProvider } from '../../src/server/providers/speech/demo-voice/demo-voice-provider';
import type { SentVoice } from '../../src/server/providers/telegram/local-bot-api/bot-api-methods';
import {
  type LocalBotApi,
  startLocalBotApi,
} from '../../src/server/providers/telegram/local-bot-api/local-bot-api';
import {
  openConversation,
  parseEvents,
  repliesSettled,
  setBalances,
  streamCall,
} from './helpers/chat';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('asking her for a voice note', () => {
  it('is understood in every language the app speaks', () => {
    const asks = [
      'Send me a voice message please',
      'can I get a voice note?',
      'Schick mir eine Sprachnachricht',
      'Mándame un audio',
      'Envoie-moi un message vocal',
      'Mandami un messaggio vocale',
      'Me manda uma mensagem de voz',
      'Bana sesli mesaj gönder',
      'Kirim pesan suara dong',
      'Hantar mesej suara',
      'Gửi tin nhắn thoại cho anh',
      'Пришли голосовое',
      'Надішли голосове',
      'أرسلي لي رسالة صوتية',
      'मुझे वॉइस मैसेज भेजो',
      'குரல் செய்தி அனுப்பு',
      'ボイスメッセージを送って',
      '음성 메시지 보내줘',
      '给我发语音',
      '傳語音給我',
      'အသံဖိုင် ပို့ပေး',
    ];
    for (const ask of asks) expect(asksForVoiceNote(ask), ask).toBe(true);
    for (const plain of ['Tell me about your day', 'I love your photos', 'invoice noted']) {
      expect(asksForVoiceNote(plain), plain).toBe(false);
    }
  });
});

describe('her voice notes', () => {
  let t: TestApp;
  let botApi: LocalBotApi;
  const demo = createDemoVoiceProvider();

  beforeAll(async () => {
    botApi = await startLocalBotApi({ token: DEV_BOT_TOKEN });
    t = await createTestApp(
      {
        TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN,
        TELEGRAM_API_ROOT: botApi.url,
        DEMO_MODEL_DELAY_MS: '20',
      },
      { speech: demo },
    );
  });
  afterAll(async () => {
    await t.close();
    await botApi.close();
    await demo.close();
  });

  async function telegramUser(id: number) {
    const initData = await signInitData(
      { user: { id, first_name: 'Mila', language_code: 'en' }, authDate: new Date() },
      DEV_BOT_TOKEN,
    );
    const login = await t.call('/v1/login/telegram', { initData });
    return login.envelope.data as { token: string; uid: string };
  }

  const voicesSentTo = async (chatId: number) =>
    (await (await fetch(`${botApi.url}/chats/${chatId}/voices`)).json()) as SentVoice[];

  const speechCharges = (uid: string) =>
    t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, uid), eq(ledgerEntries.reason, LEDGER_REASON.speech)));

  it('answers a request with an Opus voice note on her reply, paid like Listen', async () => {
    const user = await telegramUser(900_001);
    await setBalances(t, user.uid, { energy: 20 });
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const response = await streamCall(t, '/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Send me a voice message, I want to hear you',
    });
    const events = parseEvents(await response.text());
    const done = events.find((event) => event.type === 'done')?.data as { message: ChatMessage };
    const note = done.message.voiceNote;
    expect(note?.seconds).toBeGreaterThan(0.5);
    expect(note?.waveform).toHaveLength(48);
    expect(Math.max(...(note?.waveform ?? []))).toBe(100);
    const audio = await t.app.request(note?.url ?? '');
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('OggS');
    expect((await speechCharges(user.uid)).map((row) => row.amount)).toEqual([2]);
    // Read in the app: nothing goes to the bot chat.
    expect(await voicesSentTo(900_001)).toEqual([]);

    const listed = await t.call('/v1/session/message/list', { token: user.token, conversationId });
    const reply = (listed.envelope.data as { list: ChatMessage[] }).list.find(
      (message) => message.id === done.message.id,
    );
    expect(reply?.voiceNote).toEqual(note);
  });

  it('goes with her reply: deleting the reply or the chat removes the note and its file', async () => {
    const user = await telegramUser(900_005);
    await setBalances(t, user.uid, { energy: 20 });
    const noteOf = async (conversationId: string) => {
      const response = await streamCall(t, '/v1/session/chat', {
        token: user.token,
        conversationId,
        content: 'Send me a voice message please',
      });
      const events = parseEvents(await response.text());
      const done = events.find((event) => event.type === 'done')?.data as { message: ChatMessage };
      const url = done.message.voiceNote?.url ?? '';
      expect((await t.app.request(url)).status).toBe(200);
      return { url, messageId: done.message.id };
    };
    const first = await openConversation(t, user.token, 'sofia', true);
    const byMessage = await noteOf(first);
    expect(
      (
        await t.call('/v1/session/message/delete', {
          token: user.token,
          conversationId: first,
          messageId: byMessage.messageId,
        })
      ).envelope.code,
    ).toBe(0);
    expect((await t.app.request(byMessage.url)).status).toBe(404);

    const byChat = await noteOf(first);
    expect(
      (await t.call('/v1/session/delete', { token: user.token, conversationId: first })).envelope
        .code,
    ).toBe(0);
    expect((await t.app.request(byChat.url)).status).toBe(404);
  });

  it('sends the note as a Telegram voice message when the user is away and allowed it', async () => {
    const user = await telegramUser(900_002);
    await setBalances(t, user.uid, { energy: 20 });
    await t.call('/v1/user/bot-messages', { token: user.token, allowed: true });
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const controller = new AbortController();
    const response = await streamCall(
      t,
      '/v1/session/chat',
      { token: user.token, conversationId, content: 'Send me a voice note before you sleep' },
      controller.signal,
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await reader.cancel().catch(() => {});
    await repliesSettled(t);
    const [voice] = await voicesSentTo(900_002);
    expect(voice).toMatchObject({ isOgg: true, hasButton: true });
    expect(voice?.duration).toBeGreaterThanOrEqual(1);
  });

  it('now and then speaks a short reply unasked, free of charge', async () => {
    const user = await telegramUser(900_004);
    await setBalances(t, user.uid, { energy: 20 });
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const notes = t.services.chat.voiceNotes;
    if (!notes) throw new Error('the app makes voice notes');
    // Replies until one whose id picks it for an unasked note (one in eight).
    const replies: number[] = [];
    while (replies.length < 8) {
      const [row] = await t.db
        .insert(messages)
        .values({ conversationId, role: 'character', content: '*smiles* Good night, love.' })
        .returning({ id: messages.id });
      replies.push(row?.id ?? 0);
    }
    const made = await Promise.all(
      replies.map((replyId) =>
        notes.make({
          replyId,
          conversationId,
          content: '*smiles* Good night, love.',
          userMessage: 'Sleep well',
          isUnseen: false,
          sendsPhoto: false,
        }),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(made.findIndex(Boolean)).toBe(replies.findIndex((id) => id % 8 === 0));
    expect(await speechCharges(user.uid)).toEqual([]);
    const spontaneousId = replies.find((id) => id % 8 === 0) ?? 0;
    const long = await notes.make({
      replyId: spontaneousId,
      conversationId,
      content: 'A long answer. '.repeat(30),
      userMessage: 'Sleep well',
      isUnseen: false,
      sendsPhoto: false,
    });
    expect(long).toBeNull();
    // A reply with a photo gets no unasked note: one or the other.
    const withPhoto = await notes.make({
      replyId: spontaneousId,
      conversationId,
      content: '*smiles* Good night, love.',
      userMessage: 'Sleep well',
      isUnseen: false,
      sendsPhoto: true,
    });
    expect(withPhoto).toBeNull();
  });

  it('leaves a reply text when her voice is busy with other unasked notes, never an asked one', async () => {
    const user = await telegramUser(900_006);
    await setBalances(t, user.uid, { energy: 20 });
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const notes = t.services.chat.voiceNotes;
    if (!notes) throw new Error('the app makes voice notes');
    // Four replies each picked for an unasked note (one in eight), finishing at the same moment.
    const picked: number[] = [];
    while (picked.length < 4) {
      const [row] = await t.db
        .insert(messages)
        .values({ conversationId, role: 'character', content: '*smiles* Good night, love.' })
        .returning({ id: messages.id });
      if ((row?.id ?? 1) % 8 === 0) picked.push(row?.id ?? 0);
    }
    const note = (replyId: number, userMessage: string) =>
      notes.make({
        replyId,
        conversationId,
        content: '*smiles* Good night, love.',
        userMessage,
        isUnseen: false,
        sendsPhoto: false,
      });
    const [first, second, third, asked] = await Promise.all([
      note(picked[0] ?? 0, 'Sleep well'),
      note(picked[1] ?? 0, 'Sleep well'),
      note(picked[2] ?? 0, 'Sleep well'),
      note(picked[3] ?? 0, 'Send me a voice message'),
    ]);
    expect([first, second, third].filter(Boolean)).toHaveLength(2);
    expect(asked).not.toBeNull();
    // Once the voice is free again, the next one picked is spoken.
    expect(await note(picked[2] ?? 0, 'Sleep well')).not.toBeNull();
  });

  it('keeps the reply text only when the user cannot pay for the note', async () => {
    const user = await telegramUser(900_003);
    await setBalances(t, user.uid, { energy: 1, goldBalance: 0 });
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const response = await streamCall(t, '/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Send me a voice message',
    });
    const events = parseEvents(await response.text());
    const done = events.find((event) => event.type === 'done')?.data as { message: ChatMessage };
    expect(done.message.content).not.toBe('');
    expect(done.message.voiceNote).toBeUndefined();
    expect(await speechCharges(user.uid)).toEqual([]);
  });
});
