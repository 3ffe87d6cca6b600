import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from '@contract/locales';
import { splitLocalePrefix } from '@contract/routes';

export interface LocaleSignals {
  /** Value of the `i18n_redirected` cookie. */
  cookie: string | null;
  /** Telegram user's language code, when inside Telegram. */
  telegramLanguage: string | null;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
  pathname: string;
  /** Bots index each localized URL as it is, so only the URL counts for them. */
  isBot: boolean;
}

/** Maps a browser language tag (`zh-TW`, `pt-BR`, `en`) to one of our locales, if any. */
export function matchBrowserLanguage(tag: string): LocaleCode | null {
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

/**
 * The locale to show on first load (spec §4): the `i18n_redirected` cookie, then the browser's
 * languages (inside Telegram the user's Telegram language first), then the URL prefix, then English.
 */
export function detectLocale(signals: LocaleSignals): LocaleCode {
  const fromUrl = splitLocalePrefix(signals.pathname).prefix;
  if (signals.isBot) return fromUrl ?? DEFAULT_LOCALE;
  if (isLocaleCode(signals.cookie)) return signals.cookie;
  const languages = [signals.telegramLanguage ?? '', ...signals.browserLanguages];
  for (const tag of languages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return fromUrl ?? DEFAULT_LOCALE;
}
