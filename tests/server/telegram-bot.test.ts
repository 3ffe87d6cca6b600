import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { encodeStartParam } from '../../src/contract/start-params';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { createTestApp, type TestApp } from './helpers/test-app';

const BOT_TOKEN = '1234567890:harness-test-bot-token';
const SECRET = 'webhook-secret-for-tests-123';
const ORIGIN = 'https://app.example.test';

let fake: FakeTelegram;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    PUBLIC_ORIGIN: ORIGIN,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let updateId = 1;

/** Sends the bot a text message as Telegram does, and answers what the bot sent back. */
async function say(text: string, from: { id: number; language_code?: string }) {
  const before = fake.calls.length;
  const response = await t.app.request('/telegram/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    body: JSON.stringify({
      update_id: updateId++,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private', first_name: 'Mila' },
        from: { is_bot: false, first_name: 'Mila', ...from },
        text,
        ...(text.startsWith('/')
          ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]?.length }] }
          : {}),
      },
    }),
  });
  expect(response.status).toBe(200);
  return fake.calls.slice(before).filter((call) => call.method === 'sendMessage');
}

interface WebAppKeyboard {
  inline_keyboard: Array<Array<{ text: string; web_app: { url: string } }>>;
}
const keyboardOf = (params: Record<string, unknown>) =>
  (typeof params.reply_markup === 'string'
    ? JSON.parse(params.reply_markup)
    : params.reply_markup) as WebAppKeyboard;

describe('the bot', () => {
  it('answers /start with the Mini App button, passing the start parameter on', async () => {
    const payload = encodeStartParam({ act: 'premium', u: 'inviter-1' });
    const [answer] = await say(`/start ${payload}`, { id: 700_001, language_code: 'en' });
    expect(answer?.params).toMatchObject({ chat_id: 700_001 });
    expect(String(answer?.params.text)).toMatch(/^Welcome to /);
    const button = keyboardOf(answer?.params ?? {}).inline_keyboard[0]?.[0];
    expect(button?.text).toMatch(/^Open /);
    expect(button?.web_app.url).toBe(`${ORIGIN}/?startapp=${payload}`);
  });

  it('opens the app at Home for a /start without a usable parameter', async () => {
    for (const text of ['/start', '/start not/allowed!']) {
      const [answer] = await say(text, { id: 700_002 });
      expect(keyboardOf(answer?.params ?? {}).inline_keyboard[0]?.[0]?.web_app.url).toBe(
        `${ORIGIN}/`,
      );
    }
  });

  it('answers in the Telegram language, and in the account’s own once the app chose one', async () => {
    const [russian] = await say('/start', { id: 700_003, language_code: 'ru' });
    expect(String(russian?.params.text)).toMatch(/Добро пожаловать/);

    const initData = await signInitData(
      { user: { id: 700_004, first_name: 'Mila', language_code: 'fr' }, authDate: new Date() },
      BOT_TOKEN,
    );
    const signedIn = await t.call('/v1/login/telegram', { initData });
    const { token } = signedIn.envelope.data as { token: string };
    const updated = await t.call('/v1/user/update', { token, lang: 'ja' });
    expect(updated.envelope.code).toBe(0);
    const [japanese] = await say('/paysupport', { id: 700_004, language_code: 'fr' });
    expect(String(japanese?.params.text)).toMatch(/Telegram Stars/);
    expect(String(japanese?.params.text)).toMatch(/設定/);
  });

  it('answers /paysupport with where to write about a Stars payment', async () => {
    const [answer] = await say('/paysupport', { id: 700_005, language_code: 'en' });
    expect(String(answer?.params.text)).toMatch(/^Questions about a payment with Telegram Stars\?/);
    expect(String(answer?.params.text)).toMatch(/support@/);
  });

  it('says nothing to an ordinary message', async () => {
    expect(await say('hello', { id: 700_006 })).toEqual([]);
  });
});
