import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/contract/locales';
import { CATALOG_PARTS, entryKey, markersOf, readCatalog } from '../helpers/po-catalog';

/** Texts that are the same word in many languages. */
// Words every language writes the same way: a button label, sign-in and payment providers' names.
const SAME_IN_MANY_LANGUAGES = new Set(['OK', 'Google', 'Telegram', 'VIP', 'PayPal']);
/** Words that are spelled the same in these languages, checked by the translators. */
const SAME_AS_ENGLISH_IN: Record<string, readonly string[]> = {
  Anime: ['de', 'es', 'fr', 'id', 'it', 'ms', 'pt', 'tr', 'vi'],
  Popular: ['es', 'ms', 'pt'],
  FAQ: ['fr'],
  Message: ['fr'],
  'Photo {0}': ['fr'],
  Style: ['fr'],
  Tags: ['de', 'fr'],
  // The create-character wizard's choices: loanwords these languages write as English does.
  Auburn: ['fr'],
  Barista: ['de', 'es', 'fr', 'id', 'it', 'ms', 'pt', 'tr'],
  Bartender: ['es', 'id', 'it', 'pt'],
  Bikini: ['de', 'fr', 'id', 'it', 'ms', 'tr', 'vi'],
  CEO: ['de', 'es', 'it', 'pt'],
  Chef: ['es', 'it', 'pt'],
  Dominant: ['de'],
  Ex: ['de', 'es', 'fr', 'it', 'pt'],
  Kimono: ['de', 'es', 'fr', 'id', 'it', 'ms', 'tr'],
  Model: ['de', 'id', 'ms', 'tr'],
  Name: ['de'],
  'Name (optional)': ['de'],
  'Personal trainer': ['it'],
  Romance: ['es', 'fr', 'pt'],
  Undercut: ['de'],
  Violet: ['fr'],
  // The photo studio's words, which these languages borrow as they are.
  Album: ['de', 'fr', 'id', 'it', 'ms', 'vi'],
  Community: ['de', 'it'],
  Photos: ['fr'],
  Portrait: ['fr'],
  Prompt: ['de', 'es', 'fr', 'id', 'it', 'ms', 'my', 'pt', 'vi'],
  Standard: ['de', 'fr', 'it', 'ms'],
  Studio: ['de', 'fr', 'id', 'it', 'ms', 'vi'],
  Template: ['id', 'it'],
  Videos: ['de'],
};

const cases = LOCALE_CODES.filter((locale) => locale !== 'en').flatMap((locale) =>
  CATALOG_PARTS.map((part) => [locale, part] as const),
);

describe.each(cases)('catalog %s/%s', (locale, part) => {
  const source = new Map(
    readCatalog('en', part).map((entry) => [entryKey(entry), entry.msgstr || entry.msgid]),
  );
  const entries = readCatalog(locale, part);

  it('has every message of the English catalog and nothing else', () => {
    expect(entries.map(entryKey).sort()).toEqual([...source.keys()].sort());
  });

  it('translates every message, keeping its placeholders and tags', () => {
    for (const entry of entries) {
      const english = source.get(entryKey(entry)) ?? '';
      expect(entry.msgstr, `${locale}: "${english}" is not translated`).not.toBe('');
      expect(markersOf(entry.msgstr), `${locale}: markers of "${english}"`).toEqual(
        markersOf(english),
      );
    }
  });

  it('leaves no English text in place of a translation', () => {
    const untranslated = entries.filter((entry) => {
      const english = source.get(entryKey(entry)) ?? '';
      const hasWords = /[A-Za-z]{2,}/.test(english.replace(/\{[^}]+\}|<\/?\d+>/g, ''));
      const cognate = SAME_AS_ENGLISH_IN[english]?.includes(locale) ?? false;
      return (
        entry.msgstr === english && hasWords && !SAME_IN_MANY_LANGUAGES.has(english) && !cognate
      );
    });
    expect(untranslated.map((entry) => entry.msgid)).toEqual([]);
  });
});
