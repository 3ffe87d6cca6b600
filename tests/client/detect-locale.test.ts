import { describe, expect, it } from 'vitest';
import { detectLocale } from '../../src/contract/detect-locale';
import { matchLanguageTag } from '../../src/contract/locales';

const signals = {
  cookie: null,
  telegramLanguage: null,
  browserLanguages: [] as string[],
  pathname: '/',
  isBot: false,
};

describe('locale detection (spec §4)', () => {
  it('takes the cookie first', () => {
    expect(
      detectLocale({ ...signals, cookie: 'uk', browserLanguages: ['de'], pathname: '/ja/chat' }),
    ).toBe('uk');
  });

  it('then the browser languages, in order, skipping ones we lack', () => {
    expect(
      detectLocale({ ...signals, browserLanguages: ['xx', 'pt-BR', 'de'], pathname: '/ja' }),
    ).toBe('pt');
  });

  it('then the URL prefix, then English', () => {
    expect(detectLocale({ ...signals, browserLanguages: ['xx'], pathname: '/ko/settings' })).toBe(
      'ko',
    );
    expect(detectLocale({ ...signals, browserLanguages: ['xx'] })).toBe('en');
  });

  it('ignores a cookie with an unknown value', () => {
    expect(detectLocale({ ...signals, cookie: 'klingon', browserLanguages: ['ru'] })).toBe('ru');
  });

  it("puts the Telegram user's language before the browser's", () => {
    expect(detectLocale({ ...signals, telegramLanguage: 'ar', browserLanguages: ['en'] })).toBe(
      'ar',
    );
  });

  it('uses only the URL for bots, so each localized page is indexed as it is', () => {
    expect(
      detectLocale({
        ...signals,
        isBot: true,
        cookie: 'de',
        browserLanguages: ['en'],
        pathname: '/fr/terms',
      }),
    ).toBe('fr');
  });
});

describe('browser language matching', () => {
  it('maps Chinese variants to simplified or traditional', () => {
    expect(matchLanguageTag('zh-CN')).toBe('zh');
    expect(matchLanguageTag('zh')).toBe('zh');
    expect(matchLanguageTag('zh-TW')).toBe('zh-hant');
    expect(matchLanguageTag('zh-Hant-HK')).toBe('zh-hant');
  });

  it('maps regional tags to their language', () => {
    expect(matchLanguageTag('en-GB')).toBe('en');
    expect(matchLanguageTag('ms-MY')).toBe('ms');
    expect(matchLanguageTag('uk-UA')).toBe('uk');
    expect(matchLanguageTag('nl-NL')).toBeNull();
    expect(matchLanguageTag('')).toBeNull();
  });
});
