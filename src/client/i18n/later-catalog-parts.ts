import type { LocaleCode } from '@contract/locales';
import type { CatalogPart } from './activate-locale';

/**
 * Imports a later catalog part (payments, legal, create, chat, landing, rewards). Vite lists every
 * file this template can name; here, that list is fetched with the first screen needing a part,
 * not with the first load.
 */
export function importLaterPart(locale: LocaleCode, part: Exclude<CatalogPart, 'messages'>) {
  return import(`../../../locales/${locale}/${part}.po`);
}
