import type { LocaleCode } from '@contract/locales';

/**
 * The eSpeak NG language of each of our locales. Only the ones it speaks acceptably are listed
 * (docs/decisions.md): Japanese (kanji are not read), Burmese and traditional Chinese are left out,
 * and the Listen button says so there.
 */
export const ESPEAK_LANGUAGES: Partial<Record<LocaleCode, string>> = {
  en: 'en-us',
  zh: 'cmn',
  ru: 'ru',
  pt: 'pt-br',
  id: 'id',
  es: 'es-419',
  ms: 'ms',
  vi: 'vi',
  it: 'it',
  fr: 'fr-fr',
  tr: 'tr',
  ar: 'ar',
  de: 'de',
  hi: 'hi',
  ta: 'ta',
  ko: 'ko',
  uk: 'uk',
};

/** The demo voices: eSpeak NG's female variants, by the id stored with a character. */
export const DEMO_VOICES = [
  { id: 'demo-aria', name: 'Aria', variant: 'f3' },
  { id: 'demo-bella', name: 'Bella', variant: 'f2' },
  { id: 'demo-cleo', name: 'Cleo', variant: 'f4' },
  { id: 'demo-dana', name: 'Dana', variant: 'f1' },
] as const;

/** eSpeak's words a minute at speed 1. */
export const DEMO_WORDS_PER_MINUTE = 165;
