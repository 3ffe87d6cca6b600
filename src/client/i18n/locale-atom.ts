import { DEFAULT_LOCALE, type LocaleCode } from '@contract/locales';
import { atom } from 'jotai';

/** The active locale; the router takes its URL prefix from it. */
export const localeAtom = atom<LocaleCode>(DEFAULT_LOCALE);
