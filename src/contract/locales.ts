/**
 * One interface language (spec §3 locale record). Its names are in `locale-names.ts`, which only
 * the screens naming languages load.
 */
export interface LocaleRecord {
  /** Code used in URLs, cookies and catalogs. */
  code: LocaleCode;
  /** BCP 47 tag for `Intl` and `<html lang>`. */
  iso: string;
  direction: 'ltr' | 'rtl';
}

/** Every locale with a catalog: the 19 route locales plus uk (picker only). */
export const LOCALE_CODES = [
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
  'uk',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** The 19 locales of the route table (spec §2, §9). English has no URL prefix. */
export const ROUTE_LOCALE_CODES = LOCALE_CODES.filter(
  (code): code is Exclude<LocaleCode, 'uk'> => code !== 'uk',
);

/** The 18 URL prefixes. */
export const PREFIX_LOCALE_CODES = ROUTE_LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/** The language picker's list, in the spec's order (§9): uk instead of zh. */
export const PICKER_LOCALE_CODES: readonly LocaleCode[] = [
  'en',
  'id',
  'ru',
  'pt',
  'es',
  'it',
  'fr',
  'tr',
  'zh-hant',
  'ja',
  'ko',
  'ms',
  'vi',
  'uk',
  'my',
  'de',
  'ar',
  'hi',
  'ta',
];

export const LOCALES: Record<LocaleCode, LocaleRecord> = {
  en: { code: 'en', iso: 'en-US', direction: 'ltr' },
  zh: { code: 'zh', iso: 'zh-CN', direction: 'ltr' },
  ru: { code: 'ru', iso: 'ru-RU', direction: 'ltr' },
  pt: { code: 'pt', iso: 'pt-PT', direction: 'ltr' },
  id: { code: 'id', iso: 'id-ID', direction: 'ltr' },
  es: { code: 'es', iso: 'es-ES', direction: 'ltr' },
  ms: { code: 'ms', iso: 'ms-MY', direction: 'ltr' },
  vi: { code: 'vi', iso: 'vi-VN', direction: 'ltr' },
  my: { code: 'my', iso: 'my-MM', direction: 'ltr' },
  it: { code: 'it', iso: 'it-IT', direction: 'ltr' },
  fr: { code: 'fr', iso: 'fr-FR', direction: 'ltr' },
  tr: { code: 'tr', iso: 'tr-TR', direction: 'ltr' },
  ar: { code: 'ar', iso: 'ar-SA', direction: 'rtl' },
  de: { code: 'de', iso: 'de-DE', direction: 'ltr' },
  'zh-hant': { code: 'zh-hant', iso: 'zh-HK', direction: 'ltr' },
  hi: { code: 'hi', iso: 'hi-IN', direction: 'ltr' },
  ta: { code: 'ta', iso: 'ta-IN', direction: 'ltr' },
  ja: { code: 'ja', iso: 'ja-JP', direction: 'ltr' },
  ko: { code: 'ko', iso: 'ko-KR', direction: 'ltr' },
  uk: { code: 'uk', iso: 'uk-UA', direction: 'ltr' },
};

/** True when `value` names one of our locales. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** True when `value` is one of the 18 URL prefixes. */
export function isPrefixLocale(value: string): boolean {
  return (PREFIX_LOCALE_CODES as readonly string[]).includes(value);
}

/** The URL prefix a locale uses: none for English and for uk, which has no route prefix. */
export function urlPrefixOf(locale: LocaleCode): string {
  return isPrefixLocale(locale) ? `/${locale}` : '';
}

/**
 * Maps a language tag (`zh-TW`, `pt-BR`, `en`), from a browser or a Telegram profile, to one of our
 * locales, if any.
 */
export function matchLanguageTag(tag: string): LocaleCode | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  if (isLocaleCode(lower)) return lower;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? 'zh-hant' : 'zh';
  }
  return LOCALE_CODES.find((code) => code === language) ?? null;
}
