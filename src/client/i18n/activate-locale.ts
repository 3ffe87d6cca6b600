import { showPageDescription } from '@client/app/page-description';
import { writeCookie } from '@client/lib/cookies';
import { LOCALE_COOKIE_MAX_AGE_S, LOCALE_COOKIE_NAME } from '@contract/constants';
import { LOCALES, type LocaleCode } from '@contract/locales';
import { i18n, type Messages } from '@lingui/core';

/**
 * The catalogs of a locale: `messages` holds what every page may show and comes with the first
 * load; a part holds the texts of screens that load later (payments, the legal pages), so the
 * first load does not carry them (the create-character screens and a character's page too).
 * Lingui merges a part into the locale's messages. The parts are listed in lingui.config.ts.
 */
export type CatalogPart =
  | 'messages'
  | 'payments'
  | 'legal'
  | 'refusals'
  | 'create'
  | 'role'
  | 'options'
  | 'chat'
  | 'landing'
  | 'rewards'
  | 'community'
  | 'guides';

export type LaterPart = Exclude<CatalogPart, 'messages'>;

/**
 * Where each later part's files are. Vite lists every language's file a template import can
 * name, with its hashed address; one module per part keeps that list to the 19 files of the part
 * a screen asks for, instead of every part's in the first load.
 */
const LATER_PARTS: Record<
  LaterPart,
  () => Promise<{ default: (locale: LocaleCode) => Promise<unknown> }>
> = {
  payments: () => import('./later-parts/payments'),
  legal: () => import('./later-parts/legal'),
  refusals: () => import('./later-parts/refusals'),
  create: () => import('./later-parts/create'),
  role: () => import('./later-parts/role'),
  options: () => import('./later-parts/options'),
  chat: () => import('./later-parts/chat'),
  landing: () => import('./later-parts/landing'),
  rewards: () => import('./later-parts/rewards'),
  community: () => import('./later-parts/community'),
  guides: () => import('./later-parts/guides'),
};

const loaded = new Set<string>();
/** Parts some screen needed; a language switch loads them in the new language too. */
const wantedParts = new Set<CatalogPart>(['messages']);

async function loadCatalog(locale: LocaleCode, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  if (loaded.has(key)) return;
  // One chunk per locale and part; Vite compiles the PO file through the Lingui plugin.
  const catalog = (
    part === 'messages'
      ? await import(`../../../locales/${locale}/messages.po`)
      : await (await LATER_PARTS[part]()).default(locale)
  ) as { messages: Messages };
  i18n.load(locale, catalog.messages);
  loaded.add(key);
}

/** Loads a locale's catalogs (once) and makes it the active language of the page. */
export async function activateLocale(locale: LocaleCode): Promise<void> {
  // A screen may ask for a part while this loads; it must come in this language too.
  const isMissing = (part: CatalogPart) => !loaded.has(`${locale}/${part}`);
  while ([...wantedParts].some(isMissing)) {
    await Promise.all([...wantedParts].filter(isMissing).map((part) => loadCatalog(locale, part)));
  }
  i18n.activate(locale);
  showPageDescription(i18n);
  const record = LOCALES[locale];
  document.documentElement.lang = record.iso;
  document.documentElement.dir = record.direction;
}

/** Loads a catalog part in the active language, and in every language switched to later. */
async function loadCatalogPart(part: CatalogPart): Promise<void> {
  wantedParts.add(part);
  // The language may switch while the part loads; then it is needed in the new one.
  let locale: string;
  do {
    locale = i18n.locale;
    await loadCatalog(locale as LocaleCode, part);
  } while (locale !== i18n.locale);
}

/** A module loader that also loads the catalog part the module's texts live in. */
export function withCatalogPart<T>(part: CatalogPart, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalogPart(part)]);
    return module;
  };
}

/** Remembers the user's choice for a year (spec §4), on path `/`. */
export function rememberLocale(locale: LocaleCode): void {
  writeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_MAX_AGE_S);
}
