import type { LocaleCode } from '@contract/locales';

/** The `options` catalog part of a language (one module per part: see ../activate-locale.ts). */
export default (locale: LocaleCode) => import(`../../../../locales/${locale}/options.po`);
