import { describe, expect, it } from 'vitest';
import { detectLocale, matchBrowserLanguage } from '../../src/client/i18n/detect-locale';

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
    expect(matchBrowserLanguage('zh-CN')).toBe('zh');
    expect(matchBrowserLanguage('zh')).toBe('zh');
    expect(matchBrowserLanguage('zh-TW')).toBe('zh-hant');
    expect(matchBrowserLanguage('zh-Hant-HK')).toBe('zh-hant');
  });

  it('maps regional tags to their language', () => {
    expect(matchBrowserLanguage('en-GB')).toBe('en');
    expect(matchBrowserLanguage('ms-MY')).toBe('ms');
    expect(matchBrowserLanguage('uk-UA')).toBe('uk');
    expect(matchBrowserLanguage('nl-NL')).toBeNull();
    expect(matchBrowserLanguage('')).toBeNull();
  });
});
