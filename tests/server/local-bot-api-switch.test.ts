import { afterEach, describe, expect, it } from 'vitest';
import { startLocalBotApiIfWanted } from '../../scripts/lib/local-bot-api.mjs';
import { DEV_BOT_TOKEN } from '../../src/contract/local-bot-api';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((botApi) => botApi.close()));
});

async function decide(env: Record<string, string>, isDev: boolean, apiHost = '127.0.0.1') {
  const botApi = await startLocalBotApiIfWanted({ env, apiHost, apiPort: '8799', isDev });
  started.push(botApi);
  return botApi.env;
}

/** What the running local Bot API says about its webhook, asked over the wire. */
async function webhookOf(env: Record<string, string>) {
  const response = await fetch(
    `${env.TELEGRAM_API_ROOT}/bot${env.TELEGRAM_BOT_TOKEN}/getWebhookInfo`,
  );
  return ((await response.json()) as { result: { url: string } }).result.url;
}

describe('when the scripts run the local Bot API', () => {
  it('runs in npm run dev with no bot set up, giving the server the development bot', async () => {
    const env = await decide({}, true);
    expect(env).toMatchObject({
      TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN,
      TELEGRAM_API_ROOT: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      TELEGRAM_WEBHOOK_SECRET: expect.stringMatching(/^[\w-]{16,}$/),
    });
    expect(env.LOCAL_BOT_API_URL).toBe(env.TELEGRAM_API_ROOT);
    expect(await webhookOf(env)).toBe('http://127.0.0.1:8799/telegram/webhook');
  });

  it('stays off in npm run dev when a real bot or Bot API is set, or LOCAL_BOT_API=0', async () => {
    expect(await decide({ TELEGRAM_BOT_TOKEN: '42:real-token' }, true)).toEqual({});
    expect(await decide({ TELEGRAM_API_ROOT: 'http://127.0.0.1:9' }, true)).toEqual({});
    expect(await decide({ LOCAL_BOT_API: '0' }, true)).toEqual({});
  });

  it('stays off in npm start unless LOCAL_BOT_API=1, then keeps the given secret', async () => {
    expect(await decide({}, false)).toEqual({});
    const env = await decide(
      { LOCAL_BOT_API: '1', TELEGRAM_WEBHOOK_SECRET: 'my-own-webhook-secret' },
      false,
      '0.0.0.0',
    );
    expect(env.TELEGRAM_WEBHOOK_SECRET).toBe('my-own-webhook-secret');
    expect(await webhookOf(env)).toBe('http://127.0.0.1:8799/telegram/webhook');
  });

  it('refuses a value of LOCAL_BOT_API it does not know', async () => {
    await expect(decide({ LOCAL_BOT_API: 'yes' }, true)).rejects.toThrow(/LOCAL_BOT_API="yes"/);
  });
});
