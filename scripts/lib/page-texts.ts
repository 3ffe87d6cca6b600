import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/contract/locales.ts';

/** Where the build keeps the texts below, for the server (src/server/web/client-build.ts). */
export const PAGE_TEXTS_FILE = 'builds/page-texts.json';

/** A catalog entry, named by its context or its English text (and context, when it has one). */
interface TextSource {
  message?: string;
  context?: string;
}

/**
 * Texts the server writes into the HTML before any script runs: the meta description
 * (src/client/app/page-description.ts), the titles of the first screens whose title is not the
 * brand's name (their screens' `t` calls), Settings' sign-in cell
 * (src/client/features/settings/account/account-section.tsx) and the age check
 * (src/client/features/adult-check/adult-check-popup.tsx). Read from each language's `messages`
 * catalog.
 */
export const PAGE_TEXT_SOURCES = {
  description: { context: 'meta description' },
  titles: {
    chat: { message: 'Chats' },
    settings: { message: 'Settings' },
  },
  signIn: {
    section: { message: 'My account' },
    action: { message: 'Sign in' },
    reason: { message: 'Sign in to keep your chats, VIP and coins on every device.' },
  },
  ageCheck: {
    title: { message: 'Adults only (18+)' },
    text: { message: '{brand} contains content for adults. Please confirm your age to continue.' },
    confirm: { message: 'I am 18 or older' },
    underAge: { message: 'I am under 18' },
    legal: {
      message:
        'By continuing you accept the <0>Terms of Service</0> and the <1>Privacy Policy</1>.',
    },
  },
} satisfies {
  description: TextSource;
  titles: Record<string, TextSource>;
  signIn: Record<string, TextSource>;
  ageCheck: Record<string, TextSource>;
};

export interface PageTexts {
  description: string;
  titles: Record<keyof typeof PAGE_TEXT_SOURCES.titles, string>;
  signIn: Record<keyof typeof PAGE_TEXT_SOURCES.signIn, string>;
  ageCheck: Record<keyof typeof PAGE_TEXT_SOURCES.ageCheck, string>;
}

type Catalog = ReturnType<ReturnType<typeof formatter>['parse']>;

/** The translation of `source` in `catalog`; an error when the catalog does not have it. */
function lookUp(catalog: Catalog, source: TextSource, locale: string): string {
  const entry = Object.values(catalog as Record<string, CatalogEntry>).find(
    (candidate) =>
      (source.context === undefined || candidate.context === source.context) &&
      (source.message === undefined || candidate.message === source.message) &&
      // Texts with a context are named by it; the others must not have one.
      (source.context !== undefined || !candidate.context),
  );
  const text = entry?.translation || (locale === DEFAULT_LOCALE ? entry?.message : undefined);
  if (!text)
    throw new Error(`locales/${locale}/messages.po has no text for ${JSON.stringify(source)}`);
  return text;
}

interface CatalogEntry {
  message?: string;
  translation?: string;
  context?: string | null;
}

/** Every language's page texts, read from the PO catalogs under `root`. */
export function readPageTexts(root: string): Record<string, PageTexts> {
  const po = formatter({ lineNumbers: false });
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => {
      const file = path.join(root, 'locales', locale, 'messages.po');
      const catalog = po.parse(readFileSync(file, 'utf8'), {
        locale,
        sourceLocale: DEFAULT_LOCALE,
        filename: file,
      }) as Catalog;
      const lookUpAll = (sources: Record<string, TextSource>) =>
        Object.fromEntries(
          Object.entries(sources).map(([name, source]) => [name, lookUp(catalog, source, locale)]),
        );
      const texts: PageTexts = {
        description: lookUp(catalog, PAGE_TEXT_SOURCES.description, locale),
        titles: lookUpAll(PAGE_TEXT_SOURCES.titles) as PageTexts['titles'],
        signIn: lookUpAll(PAGE_TEXT_SOURCES.signIn) as PageTexts['signIn'],
        ageCheck: lookUpAll(PAGE_TEXT_SOURCES.ageCheck) as PageTexts['ageCheck'],
      };
      return [locale, texts];
    }),
  );
}

/** Writes every language's page texts into the build. */
export function pageTextsPlugin(root: string): Plugin {
  return {
    name: 'page-texts',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_TEXTS_FILE,
        source: JSON.stringify(readPageTexts(root)),
      });
    },
  };
}
