import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

// `lingui compile --strict` only checks the catalogs as committed; a message added to the code
// but never extracted falls back to English at run time in every language. This reads the
// messages from the source, as `lingui extract` does, and asks each catalog for them.
describe('translation catalogs', () => {
  it('translate every message of the source into every language', async () => {
    const config = getConfig({ cwd: process.cwd() });
    const untranslated: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      const extracted = (await catalog.collect()) ?? {};
      for (const locale of config.locales) {
        if (locale === config.sourceLocale) continue;
        const translated = await catalog.read(locale);
        for (const [id, entry] of Object.entries(extracted)) {
          if (!translated?.[id]?.translation) {
            untranslated.push(`${locale}/${catalog.name}: ${entry.message ?? id}`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  }, 120_000);
});
