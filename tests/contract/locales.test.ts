import { describe, expect, it } from 'vitest';
import { LOCALE_ENGLISH_NAMES, LOCALE_NAMES } from '../../src/contract/locale-names';
import {
  LOCALE_CODES,
  LOCALES,
  PICKER_LOCALE_CODES,
  PREFIX_LOCALE_CODES,
  ROUTE_LOCALE_CODES,
} from '../../src/contract/locales';

describe('locale table', () => {
  it('has the 19 route locales of spec §2 in order, and 18 prefixes', () => {
    expect(ROUTE_LOCALE_CODES).toEqual([
      'en',
      'zh',
      'ru',
      'pt',
      'id',
      'es',
      'ms',
      'vi',
      'my',
      'it',
      'fr',
      'tr',
      'ar',
      'de',
      'zh-hant',
      'hi',
      'ta',
      'ja',
      'ko',
    ]);
    expect(PREFIX_LOCALE_CODES).toHaveLength(18);
    expect(PREFIX_LOCALE_CODES).not.toContain('en');
  });

  it('maps codes to the ISO tags of spec §3', () => {
    const iso = Object.fromEntries(
      Object.values(LOCALES).map((locale) => [locale.code, locale.iso]),
    );
    expect(iso).toMatchObject({
      en: 'en-US',
      zh: 'zh-CN',
      pt: 'pt-PT',
      ms: 'ms-MY',
      my: 'my-MM',
      'zh-hant': 'zh-HK',
      ta: 'ta-IN',
      ko: 'ko-KR',
    });
  });

  it('lays out Arabic alone right to left', () => {
    expect(
      Object.values(LOCALES)
        .filter((locale) => locale.direction === 'rtl')
        .map((locale) => locale.code),
    ).toEqual(['ar']);
  });

  it('offers the picker list of spec §9: uk instead of zh', () => {
    expect(PICKER_LOCALE_CODES).toHaveLength(19);
    expect(PICKER_LOCALE_CODES).toContain('uk');
    expect(PICKER_LOCALE_CODES).not.toContain('zh');
    expect(PICKER_LOCALE_CODES[0]).toBe('en');
  });

  it('names every language in itself and in English', () => {
    for (const code of LOCALE_CODES) {
      expect(LOCALE_NAMES[code], code).toBeTruthy();
      expect(LOCALE_ENGLISH_NAMES[code], code).toMatch(/^[A-Z][A-Za-z ()]+$/);
    }
    expect(LOCALE_NAMES).toMatchObject({ ar: 'العربية', de: 'Deutsch', uk: 'Українська' });
    expect(LOCALE_ENGLISH_NAMES['zh-hant']).toBe('Chinese (Traditional)');
  });
});
