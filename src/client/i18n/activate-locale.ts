import { writeCookie } from '@client/lib/cookies';
import { LOCALE_COOKIE_MAX_AGE_S, LOCALE_COOKIE_NAME } from '@contract/constants';
import { LOCALES, type LocaleCode } from '@contract/locales';
import { i18n, type Messages } from '@lingui/core';

const loadedLocales = new Set<LocaleCode>();

async function loadCatalog(locale: LocaleCode): Promise<Messages> {
  // One chunk per locale; Vite compiles the PO file through the Lingui plugin.
  const catalog = (await import(`../../../locales/${locale}/messages.po`)) as {
    messages: Messages;
  };
  return catalog.messages;
}

/** Loads a locale's catalog (once) and makes it the active language of the page. */
export async function activateLocale(locale: LocaleCode): Promise<void> {
  if (!loadedLocales.has(locale)) {
    i18n.load(locale, await loadCatalog(locale));
    loadedLocales.add(locale);
  }
  i18n.activate(locale);
  const record = LOCALES[locale];
  document.documentElement.lang = record.iso;
  document.documentElement.dir = record.direction;
}

/** Remembers the user's choice for a year (spec §4), on path `/`. */
export function rememberLocale(locale: LocaleCode): void {
  writeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_MAX_AGE_S);
}
