import { CHARACTER_CARD_PATHS } from '../../src/contract/api/character-card-paths';
import { describe, expect, it } from 'vitest';
import { automaticFieldsSchema } from '../../src/contract/api/automatic-fields';
import { CHAPTER_PATHS } from '../../src/contract/api/chapter-paths';
import { appConfigSchema } from '../../src/contract/api/config-endpoints';
import { CONVERSATION_MANAGE_PATHS } from '../../src/contract/api/conversation-manage-paths';
import { ENDPOINT_PATHS } from '../../src/contract/api/endpoint-paths';
import { ENDPOINTS } from '../../src/contract/api/endpoints';
import { PERSONA_PATHS } from '../../src/contract/api/persona-paths';
import { PHOTO_OFFER_PATHS } from '../../src/contract/api/photo-offer-paths';
import { SCENE_PATHS } from '../../src/contract/api/scene-paths';
import { SPEECH_PATHS } from '../../src/contract/api/speech-paths';
import { STUDIO_ENDPOINT_PATHS } from '../../src/contract/api/studio-paths';
import { BRANDS } from '../../src/contract/brands';
import { LOGIN_TYPE } from '../../src/contract/enums';

describe('endpoint table', () => {
  it('names every path once and uses only paths of the path list', () => {
    const paths = Object.values(ENDPOINTS).map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    const listed = [
      ...Object.values(ENDPOINT_PATHS),
      ...Object.values(STUDIO_ENDPOINT_PATHS),
      ...Object.values(CONVERSATION_MANAGE_PATHS),
      ...Object.values(PERSONA_PATHS),
      ...Object.values(PHOTO_OFFER_PATHS),
      ...Object.values(CHARACTER_CARD_PATHS),
      ...Object.values(SCENE_PATHS),
      ...Object.values(CHAPTER_PATHS),
      ...Object.values(SPEECH_PATHS),
    ];
    expect(paths.sort()).toEqual(listed.sort());
  });
});

describe('automatic fields', () => {
  it('accepts what the client sends', () => {
    const fields = {
      token: '',
      ch: 'ads',
      t: 1_763_000_000_000,
      timezoneOffset: 5.5,
      plat: 'miniapp',
      publisher: 'velora',
      uuid: 'u',
    };
    expect(automaticFieldsSchema.parse(fields)).toEqual(fields);
  });

  it('refuses wrong types and unknown platforms', () => {
    for (const fields of [
      { t: '1' },
      { t: -1 },
      { timezoneOffset: 30 },
      { plat: 'ios' },
      { token: 'x'.repeat(600) },
    ]) {
      expect(automaticFieldsSchema.safeParse(fields).success, JSON.stringify(fields)).toBe(false);
    }
  });
});

describe('brands', () => {
  it('has the seven brands; only the default brand offers Telegram sign-in; all offer phone', () => {
    expect(Object.keys(BRANDS)).toEqual([
      'official',
      'velora',
      'lynplay',
      'mylux',
      'amiqlo',
      'buzzyin',
      'cardric',
    ]);
    for (const brand of Object.values(BRANDS)) {
      const expected =
        brand.key === 'velora'
          ? [LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.telegram, LOGIN_TYPE.phone]
          : [LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.phone];
      expect(brand.loginTypes).toEqual(expected);
      expect(brand.supportEmail).toMatch(/^support@/);
    }
  });

  it('describes each brand in the config schema shape', () => {
    const config = {
      supportEmail: 's@x.y',
      chatModel: 'openai',
      supportLoginType: [1, 2],
      googleClientId: null,
      imageModel: { name: 'demo', isDemo: true },
      brand: {
        key: 'mylux',
        title: 'MyLux',
        logo: '/l.svg',
        host: 'h',
        testHost: 't',
        installedAppUrl: null,
        telegramAppUrl: null,
      },
      features: {
        tour: true,
        createRole: true,
        imageGeneration: false,
        videoGeneration: true,
        payments: true,
        gifts: true,
      },
      voiceInput: true,
      payMethods: ['PayPalWallet', 'Sandbox'],
      buildId: 'b',
    };
    expect(appConfigSchema.safeParse(config).success).toBe(true);
    expect(
      appConfigSchema.safeParse({ ...config, brand: { ...config.brand, key: 'acme' } }).success,
    ).toBe(false);
  });
});
