import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/contract/locales';

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/client', '<rootDir>/src/contract'],
      exclude: ['**/harness/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
