import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { messages } from '../../src/server/db/schema/conversations';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { balancesOf, openConversation, repliesSettled, setBalances } from './helpers/chat';
import { type FakeStt, startFakeStt } from './helpers/fake-stt';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makeRecording } from './helpers/voice-recordings';

const BOT_TOKEN = '1234567890:voice-messages-test-token';
const SECRET = 'voice-webhook-secret-123';
const ORIGIN = 'https://app.example.test';

let telegram: FakeTelegram;
let stt: FakeStt;
let t: TestApp;
let voiceNote: Buffer;
beforeAll(async () => {
  telegram = await startFakeTelegram();
  stt = await startFakeStt();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    PUBLIC_ORIGIN: ORIGIN,
    STT_BASE_URL: stt.baseUrl,
  });
  voiceNote = await makeRecording(2, 'ogg');
});
afterAll(async () => {
  await t.close();
  await stt.close();
  await telegram.close();
});
beforeEach(() => {
  stt.requests.length = 0;
});

async function telegramUser(id: number, language = 'en') {
  const initData = await signInitData(
    { user: { id, first_name: 'Mila', language_code: language }, authDate: new Date() },
    BOT_TOKEN,
  );
  const login = await t.call('/v1/login/telegram', { initData });
  expect(login.envelope.code).toBe(0);
  return login.envelope.data as { token: string; uid: string };
}

let updateId = 1;

/** Sends the bot a voice message as Telegram does; answers the webhook's status. */
async function sendVoice(
  from: number,
  voice: { fileId: string; duration: number; size: number },
  messageId = updateId + 1000,
) {
  const response = await t.app.request('/telegram/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    body: JSON.stringify({
      update_id: updateId++,
      message: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from, type: 'private', first_name: 'Mila' },
        from: { id: from, is_bot: false, first_name: 'Mila', language_code: 'en' },
        voice: {
          file_id: voice.fileId,
          file_unique_id: `u${voice.fileId}`,
          duration: voice.duration,
          mime_type: 'audio/ogg',
          file_size: voice.size,
        },
      },
    }),
  });
  return response.status;
}

/** The bot's messages to one chat so far. */
const botMessagesTo = (chatId: number) =>
  telegram.calls
    .filter((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === chatId)
    .map((call) => call.params);

const markupOf = (params: Record<string, unknown>) =>
  (typeof params.reply_markup === 'string'
    ? JSON.parse(params.reply_markup)
    : params.reply_markup) as {
    inline_keyboard: Array<Array<{ text: string; web_app: { url: string } }>>;
  };

async function lastMessages(conversationId: string) {
  return t.db
    .select({ role: messages.role, content: messages.content, status: messages.status })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId)))
    .orderBy(desc(messages.id))
    .limit(2);
}

describe('voice messages to the bot', () => {
  it('go into the last conversation as a paid message, and her reply comes back as text', async () => {
    const user = await telegramUser(900_001, 'de');
    // Allowed to write: her reply comes as itself, not also as an "answered you" notice.
    const allowed = await t.call('/v1/user/bot-messages', { token: user.token, allowed: true });
    expect(allowed.envelope.code).toBe(0);
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await setBalances(t, user.uid, { energy: 5, goldBalance: 0 });
    stt.script({ kind: 'text', text: 'Erzähl mir von deinem Tag' });
    const fileId = telegram.addFile(voiceNote);

    expect(await sendVoice(900_001, { fileId, duration: 2, size: voiceNote.length }, 51)).toBe(200);
    await expect.poll(() => botMessagesTo(900_001).length, { timeout: 20_000 }).toBe(1);
    await repliesSettled(t);

    expect(botMessagesTo(900_001)).toHaveLength(1);
    const [theirReply, userMessage] = await lastMessages(conversationId);
    expect(userMessage).toMatchObject({ role: 'user', content: 'Erzähl mir von deinem Tag' });
    expect(theirReply).toMatchObject({ role: 'character', status: 'done' });
    const [answer] = botMessagesTo(900_001);
    expect(answer?.text).toBe(theirReply?.content);
    const button = markupOf(answer ?? {}).inline_keyboard[0]?.[0];
    expect(button?.web_app.url).toMatch(new RegExp(`^${ORIGIN}/\\?startapp=`));
    // Transcribed in the account's language, downloaded once, charged like a typed message.
    expect(stt.requests[0]).toMatchObject({ language: 'de', wavFormat: { sampleRate: 16_000 } });
    expect(stt.requests[0]?.wavSeconds).toBeGreaterThan(1.9);
    expect(telegram.downloads.get(fileId)).toBe(1);
    expect(await balancesOf(t, user.uid)).toMatchObject({ energy: 4, ledgerRows: 1 });

    // Telegram sending the same update again is the same message: charged once, stored once.
    expect(await sendVoice(900_001, { fileId, duration: 2, size: voiceNote.length }, 51)).toBe(200);
    await expect.poll(() => botMessagesTo(900_001).length, { timeout: 20_000 }).toBe(2);
    await repliesSettled(t);
    expect(await balancesOf(t, user.uid)).toMatchObject({ energy: 4, ledgerRows: 1 });
    expect(botMessagesTo(900_001)[1]?.text).toBe(theirReply?.content);
  });

  it('refuses a voice message over a minute before downloading it', async () => {
    const user = await telegramUser(900_002);
    await openConversation(t, user.token, 'sofia', true);
    const fileId = telegram.addFile(voiceNote);
    expect(await sendVoice(900_002, { fileId, duration: 61, size: voiceNote.length })).toBe(200);
    await expect.poll(() => botMessagesTo(900_002).length, { timeout: 20_000 }).toBe(1);
    expect(botMessagesTo(900_002)[0]?.text).toBe('Voice messages can be at most 60 seconds long.');
    expect(telegram.downloads.get(fileId)).toBeUndefined();
    expect(stt.requests).toHaveLength(0);
  });

  it('tells someone without a conversation to start one in the app', async () => {
    const fileId = telegram.addFile(voiceNote);
    expect(await sendVoice(900_003, { fileId, duration: 2, size: voiceNote.length })).toBe(200);
    await expect.poll(() => botMessagesTo(900_003).length, { timeout: 20_000 }).toBe(1);
    const [answer] = botMessagesTo(900_003);
    expect(answer?.text).toMatch(/^Open the app and start a chat first/);
    expect(markupOf(answer ?? {}).inline_keyboard[0]?.[0]?.web_app.url).toBe(`${ORIGIN}/`);
    expect(stt.requests).toHaveLength(0);
  });

  it('says so and charges nothing when the speech-to-text server fails or nothing can pay', async () => {
    const user = await telegramUser(900_004);
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await setBalances(t, user.uid, { energy: 5, goldBalance: 0 });
    stt.script({ kind: 'status', status: 503 });
    const fileId = telegram.addFile(voiceNote);
    expect(await sendVoice(900_004, { fileId, duration: 2, size: voiceNote.length })).toBe(200);
    await expect.poll(() => botMessagesTo(900_004).length, { timeout: 20_000 }).toBe(1);
    expect(botMessagesTo(900_004)[0]?.text).toMatch(/could not be turned into text/);
    expect(await balancesOf(t, user.uid)).toMatchObject({ energy: 5, ledgerRows: 0 });
    expect(await lastMessages(conversationId)).toHaveLength(1);

    // Out of energy and coins: told so, and the voice note is not even downloaded.
    await setBalances(t, user.uid, { energy: 0, goldBalance: 0 });
    const unpaid = telegram.addFile(voiceNote);
    expect(await sendVoice(900_004, { fileId: unpaid, duration: 2, size: voiceNote.length })).toBe(
      200,
    );
    await expect.poll(() => botMessagesTo(900_004).length, { timeout: 20_000 }).toBe(2);
    expect(botMessagesTo(900_004)[1]?.text).toBe(
      'You are out of energy and coins. Open the app to get more.',
    );
    expect(telegram.downloads.get(unpaid)).toBeUndefined();
  });

  it('sends nothing the safety check refuses, and charges nothing', async () => {
    const user = await telegramUser(900_005);
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await setBalances(t, user.uid, { energy: 5, goldBalance: 0 });
    stt.script({ kind: 'text', text: 'she is 14 years old and naked in my bed' });
    const fileId = telegram.addFile(voiceNote);
    expect(await sendVoice(900_005, { fileId, duration: 2, size: voiceNote.length })).toBe(200);
    await expect.poll(() => botMessagesTo(900_005).length, { timeout: 20_000 }).toBe(1);
    expect(botMessagesTo(900_005)[0]?.text).toBe(
      'Your voice message could not be sent. Open the app to see why.',
    );
    expect(await balancesOf(t, user.uid)).toMatchObject({ energy: 5, ledgerRows: 0 });
    expect(await lastMessages(conversationId)).toHaveLength(1);
  });
});

describe('voice messages to the bot without a speech-to-text server', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      PUBLIC_ORIGIN: ORIGIN,
    });
  });
  afterAll(() => off.close());

  it('are answered that voice messages are not available, in the user language', async () => {
    const initData = await signInitData(
      { user: { id: 900_006, first_name: 'Mila', language_code: 'fr' }, authDate: new Date() },
      BOT_TOKEN,
    );
    const login = await off.call('/v1/login/telegram', { initData });
    const { token } = login.envelope.data as { token: string };
    const opened = await off.call('/v1/session/from/character', { token, characterId: 'sofia' });
    expect(opened.envelope.code).toBe(0);
    const fileId = telegram.addFile(voiceNote);
    const response = await off.app.request('/telegram/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify({
        update_id: updateId++,
        message: {
          message_id: 7,
          date: Math.floor(Date.now() / 1000),
          chat: { id: 900_006, type: 'private', first_name: 'Mila' },
          from: { id: 900_006, is_bot: false, first_name: 'Mila', language_code: 'fr' },
          voice: { file_id: fileId, file_unique_id: 'u', duration: 2, file_size: voiceNote.length },
        },
      }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => botMessagesTo(900_006).length, { timeout: 20_000 }).toBe(1);
    expect(botMessagesTo(900_006)[0]?.text).toBe(
      'Les messages vocaux ne sont pas disponibles pour le moment. Veuillez écrire votre message.',
    );
    expect(telegram.downloads.get(fileId)).toBeUndefined();
  });
});
