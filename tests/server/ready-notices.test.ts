import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { encodeStartParam } from '../../src/contract/start-params';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import {
  openConversation,
  parseEvents,
  repliesSettled,
  setBalances,
  streamCall,
} from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The bot tells a user who allowed it that a reply written while they were away is ready. */
const BOT_TOKEN = '1234567890:ready-notices-test-token';
const ORIGIN = 'https://app.example.test';

let fake: FakeTelegram;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: fake.apiRoot,
    PUBLIC_ORIGIN: ORIGIN,
    // Slow enough that the reader can leave before her reply ends.
    DEMO_MODEL_DELAY_MS: '40',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function telegramUser(id: number, language = 'en') {
  const initData = await signInitData(
    { user: { id, first_name: 'Mila', language_code: language }, authDate: new Date() },
    BOT_TOKEN,
  );
  const login = await t.call('/v1/login/telegram', { initData });
  return login.envelope.data as { token: string; uid: string };
}

/** The bot's messages to one Telegram chat so far. */
const messagesTo = (chatId: number) =>
  fake.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId);

/** Sends a message and leaves as soon as her reply starts, as a closed Mini App does. */
async function sendAndLeave(token: string, conversationId: string) {
  const controller = new AbortController();
  const response = await streamCall(
    t,
    '/v1/session/chat',
    { token, conversationId, content: 'Tell me about your day' },
    controller.signal,
  );
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  await reader.read();
  controller.abort();
  await reader.cancel().catch(() => {});
  await repliesSettled(t);
}

describe('ready notices through the bot', () => {
  it('tells a user who left that her reply is written, with a button to the chats', async () => {
    const user = await telegramUser(800_001);
    const allowed = await t.call('/v1/user/bot-messages', { token: user.token, allowed: true });
    expect(allowed.envelope).toMatchObject({ code: 0, data: { allowed: true } });
    const profile = await t.call('/v1/user/my-profile', { token: user.token });
    expect(profile.envelope.data).toMatchObject({ user: { botMessagesAllowed: true } });

    const conversationId = await openConversation(t, user.token, 'sofia', true);
    await sendAndLeave(user.token, conversationId);
    await expect.poll(() => messagesTo(800_001).length).toBe(1);
    const [notice] = messagesTo(800_001);
    expect(String(notice?.params.text)).toBe('Sofia answered your message.');
    const markup =
      typeof notice?.params.reply_markup === 'string'
        ? JSON.parse(notice.params.reply_markup)
        : notice?.params.reply_markup;
    expect(markup.inline_keyboard[0][0].web_app.url).toBe(
      `${ORIGIN}/?startapp=${encodeStartParam({ act: 'chats' })}`,
    );
  });

  it('says nothing while the user reads the reply, nor after they turned it off', async () => {
    const user = await telegramUser(800_002, 'de');
    await t.call('/v1/user/bot-messages', { token: user.token, allowed: true });
    const conversationId = await openConversation(t, user.token, 'sofia', true);
    const read = await streamCall(t, '/v1/session/chat', {
      token: user.token,
      conversationId,
      content: 'Hello there',
    });
    expect(parseEvents(await read.text()).at(-1)?.type).toBe('done');
    await repliesSettled(t);

    const off = await t.call('/v1/user/bot-messages', { token: user.token, allowed: false });
    expect(off.envelope).toMatchObject({ code: 0, data: { allowed: false } });
    await sendAndLeave(user.token, conversationId);
    expect(messagesTo(800_002)).toEqual([]);
  });

  it('writes in the account language, and never to a user who did not allow it', async () => {
    const silent = await telegramUser(800_003);
    const conversationId = await openConversation(t, silent.token, 'sofia', true);
    await sendAndLeave(silent.token, conversationId);
    expect(messagesTo(800_003)).toEqual([]);

    const french = await telegramUser(800_004, 'fr');
    await t.call('/v1/user/bot-messages', { token: french.token, allowed: true });
    const frenchChat = await openConversation(t, french.token, 'sofia', true);
    await sendAndLeave(french.token, frenchChat);
    await expect.poll(() => messagesTo(800_004).length).toBe(1);
    expect(String(messagesTo(800_004)[0]?.params.text)).not.toBe('Sofia answered your message.');
  });

  it('tells a user who allowed it that a generated picture is ready', async () => {
    const user = await telegramUser(800_005);
    await t.call('/v1/user/bot-messages', { token: user.token, allowed: true });
    await setBalances(t, user.uid, { goldBalance: 100 });
    const order = await t.call('/v1/ugc/photo/generate', {
      token: user.token,
      characterId: 'mei',
      prompt: 'by the window at sunset',
    });
    expect(order.envelope.code).toBe(0);
    expect(messagesTo(800_005)).toEqual([]);
    expect(await t.generation.runWoken()).toBe(1);
    const [notice] = messagesTo(800_005);
    expect(String(notice?.params.text)).toBe('Your picture is ready.');
    expect(JSON.stringify(notice?.params.reply_markup)).toContain(
      encodeStartParam({ act: 'album' }),
    );
  });

  it('refuses to turn it on for an account without Telegram', async () => {
    const web = await signInWithEmail(t, 'no.telegram@example.com');
    const refused = await t.call('/v1/user/bot-messages', { token: web.token, allowed: true });
    expect(refused.envelope.code).toBe(REFUSAL_CODE.telegramNeeded);
    expect(refused.envelope.msg).toMatch(/Telegram/);
    const off = await t.call('/v1/user/bot-messages', { token: web.token, allowed: false });
    expect(off.envelope.code).toBe(0);
  });
});
