import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode, matchLanguageTag } from '@contract/locales';
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
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return fromUrl ?? DEFAULT_LOCALE;
}
