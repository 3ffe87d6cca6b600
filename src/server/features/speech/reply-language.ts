import type { LocaleCode } from '@contract/locales';

/** Scripts that name one of our languages, or a few of them (the first is the default). */
const SCRIPTS: ReadonlyArray<{ pattern: RegExp; locales: readonly LocaleCode[] }> = [
  { pattern: /\p{Script=Arabic}/u, locales: ['ar'] },
  { pattern: /\p{Script=Hangul}/u, locales: ['ko'] },
  { pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, locales: ['ja'] },
  { pattern: /\p{Script=Devanagari}/u, locales: ['hi'] },
  { pattern: /\p{Script=Tamil}/u, locales: ['ta'] },
  { pattern: /\p{Script=Myanmar}/u, locales: ['my'] },
  { pattern: /\p{Script=Han}/u, locales: ['zh', 'zh-hant', 'ja'] },
  { pattern: /\p{Script=Cyrillic}/u, locales: ['ru', 'uk'] },
];

/**
 * The language a reply is written in, for the voice: her replies follow the user's language,
 * but one written before the user switched it is spoken by its own script.
 */
export function replyLanguage(text: string, userLanguage: LocaleCode): LocaleCode {
  for (const { pattern, locales } of SCRIPTS) {
    if (!pattern.test(text)) continue;
    return locales.includes(userLanguage) ? userLanguage : (locales[0] as LocaleCode);
  }
  const nonLatin = SCRIPTS.some(({ locales }) => locales.includes(userLanguage));
  return nonLatin ? 'en' : userLanguage;
}
