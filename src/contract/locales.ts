/** One interface language (spec §3 locale record). */
export interface LocaleRecord {
  /** Code used in URLs, cookies and catalogs. */
  code: LocaleCode;
  /** BCP 47 tag for `Intl` and `<html lang>`. */
  iso: string;
  /** The language's own name, shown in the picker. */
  name: string;
  /** The language's English name. */
  language: string;
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
  en: { code: 'en', iso: 'en-US', name: 'English', language: 'English', direction: 'ltr' },
  zh: {
    code: 'zh',
    iso: 'zh-CN',
    name: '简体中文',
    language: 'Chinese (Simplified)',
    direction: 'ltr',
  },
  ru: { code: 'ru', iso: 'ru-RU', name: 'Русский', language: 'Russian', direction: 'ltr' },
  pt: { code: 'pt', iso: 'pt-PT', name: 'Português', language: 'Portuguese', direction: 'ltr' },
  id: {
    code: 'id',
    iso: 'id-ID',
    name: 'Bahasa Indonesia',
    language: 'Indonesian',
    direction: 'ltr',
  },
  es: { code: 'es', iso: 'es-ES', name: 'Español', language: 'Spanish', direction: 'ltr' },
  ms: { code: 'ms', iso: 'ms-MY', name: 'Bahasa Melayu', language: 'Malay', direction: 'ltr' },
  vi: { code: 'vi', iso: 'vi-VN', name: 'Tiếng Việt', language: 'Vietnamese', direction: 'ltr' },
  my: { code: 'my', iso: 'my-MM', name: 'မြန်မာ', language: 'Burmese', direction: 'ltr' },
  it: { code: 'it', iso: 'it-IT', name: 'Italiano', language: 'Italian', direction: 'ltr' },
  fr: { code: 'fr', iso: 'fr-FR', name: 'Français', language: 'French', direction: 'ltr' },
  tr: { code: 'tr', iso: 'tr-TR', name: 'Türkçe', language: 'Turkish', direction: 'ltr' },
  ar: { code: 'ar', iso: 'ar-SA', name: 'العربية', language: 'Arabic', direction: 'rtl' },
  de: { code: 'de', iso: 'de-DE', name: 'Deutsch', language: 'German', direction: 'ltr' },
  'zh-hant': {
    code: 'zh-hant',
    iso: 'zh-HK',
    name: '繁體中文',
    language: 'Chinese (Traditional)',
    direction: 'ltr',
  },
  hi: { code: 'hi', iso: 'hi-IN', name: 'हिन्दी', language: 'Hindi', direction: 'ltr' },
  ta: { code: 'ta', iso: 'ta-IN', name: 'தமிழ்', language: 'Tamil', direction: 'ltr' },
  ja: { code: 'ja', iso: 'ja-JP', name: '日本語', language: 'Japanese', direction: 'ltr' },
  ko: { code: 'ko', iso: 'ko-KR', name: '한국어', language: 'Korean', direction: 'ltr' },
  uk: { code: 'uk', iso: 'uk-UA', name: 'Українська', language: 'Ukrainian', direction: 'ltr' },
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
