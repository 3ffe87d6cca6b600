import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/contract/locales';

/**
 * Catalog parts loaded with the screens that use them (src/client/i18n/activate-locale.ts), so the
 * first load carries only `messages`: the texts any page may show.
 */
const LATER_PARTS = {
  payments: [
    '<rootDir>/src/client/features/payments',
    '<rootDir>/src/client/features/settings/payments',
  ],
  legal: ['<rootDir>/src/client/features/legal'],
};
const laterSources = Object.values(LATER_PARTS).flat();

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/client', '<rootDir>/src/contract'],
      exclude: ['**/harness/**', ...laterSources.map((folder) => `${folder}/**`)],
    },
    ...Object.entries(LATER_PARTS).map(([part, include]) => ({
      path: `<rootDir>/locales/{locale}/${part}`,
      include,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
