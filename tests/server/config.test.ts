import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { devices } from '../../src/server/db/schema/devices';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    TELEGRAM_BOT_TOKEN: '1234567890:harness-test-bot-token',
  });
});
afterAll(() => t.close());

describe('/v1/config', () => {
  it('describes the default brand with login types 1, 2 and 3 (when configured) and every feature on', async () => {
    const { envelope } = await t.call('/v1/config');
    expect(envelope.data).toEqual({
      supportEmail: 'support@velora.chat',
      chatModel: 'demo',
      imageModel: { name: 'demo', isDemo: true },
      supportLoginType: [1, 2, 3, 4],
      googleClientId: 'client.apps.googleusercontent.com',
      brand: {
        key: 'velora',
        title: 'Velora',
        logo: '/brands/velora/logo.svg',
        host: 'velora.chat',
        testHost: 'test.velora.chat',
        installedAppUrl: null,
        telegramAppUrl: 'https://t.me/velora_chat_bot/app',
      },
      features: {
        tour: true,
        createRole: true,
        imageGeneration: true,
        videoGeneration: true,
        payments: true,
        gifts: true,
      },
      // No speech-to-text server on the embedded default: the microphone is hidden.
      voiceInput: false,
      // No plat: a web client, which pays with the sandbox on the embedded default.
      payMethods: ['Sandbox'],
      buildId: 'build-test-1',
    });
  });

  it('offers other brands email and Google only, and honours DISABLED_FEATURES', async () => {
    // Even with a bot token, only the default brand offers Telegram sign-in.
    const other = await createTestApp({
      BRAND: 'lynplay',
      DISABLED_FEATURES: 'tour, gifts',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      TELEGRAM_BOT_TOKEN: '1234567890:harness-test-bot-token',
    });
    try {
      const { envelope } = await other.call('/v1/config');
      expect(envelope.data).toMatchObject({
        supportLoginType: [1, 2, 4],
        brand: { key: 'lynplay', title: 'LynPlay' },
        features: { tour: false, gifts: false, payments: true },
      });
    } finally {
      await other.close();
    }
  });
});

describe('/v1/config/set/lang', () => {
  it('stores the language per device; the last choice wins', async () => {
    expect(
      (await t.call('/v1/config/set/lang', { lang: 'ar', uuid: 'device-1' })).envelope,
    ).toMatchObject({
      code: 0,
      data: { lang: 'ar' },
    });
    await t.call('/v1/config/set/lang', { lang: 'zh-hant', uuid: 'device-1' });
    const rows = await t.db.select().from(devices).where(eq(devices.uuid, 'device-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lang).toBe('zh-hant');
  });

  it('accepts uk (picker only) and refuses an unknown language or a missing device', async () => {
    expect((await t.call('/v1/config/set/lang', { lang: 'uk', uuid: 'd2' })).envelope.code).toBe(0);
    expect((await t.call('/v1/config/set/lang', { lang: 'xx', uuid: 'd2' })).envelope.code).toBe(
      API_CODE.badParams,
    );
    expect((await t.call('/v1/config/set/lang', { lang: 'en' })).envelope.msg).toContain('uuid');
  });
});
