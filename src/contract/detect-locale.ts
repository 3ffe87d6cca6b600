import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode, matchLanguageTag } from './locales';
import { splitLocalePrefix } from './routes';

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
 * The locale to show on first load (spec §4), in the client and in the server that preloads its
 * catalog: the `i18n_redirected` cookie, then the browser's
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

/**
 * The language tags of an `Accept-Language` header, most wanted first (`q=0` ones left out):
 * the server's view of `navigator.languages`.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
