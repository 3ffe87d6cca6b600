import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/contract/locales';
import { loadBrandContent } from '../../src/server/features/payments/brand-content';
import { paymentTexts } from '../../src/server/features/payments/payment-texts';

type TextTree = { [key: string]: string | TextTree };

/** Every string of a text tree by its dotted path. */
function flatten(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The key structure of a tree: each path with whether it holds a string or an object. */
function shape(tree: TextTree): unknown {
  return Object.fromEntries(
    Object.entries(tree)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, typeof value === 'string' ? 'string' : shape(value)]),
  );
}

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];

/**
 * Translations that may legitimately equal the English text, as `locale:path` (none today; add
 * e.g. a text that is only "VIP" or a brand name).
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);

const english = flatten(paymentTexts(DEFAULT_LOCALE) as unknown as TextTree);
const translated = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

describe('payment texts in every locale', () => {
  it.each(LOCALE_CODES)('%s has the English key structure', (code) => {
    expect(shape(paymentTexts(code) as unknown as TextTree)).toEqual(
      shape(paymentTexts(DEFAULT_LOCALE) as unknown as TextTree),
    );
  });

  it.each(LOCALE_CODES)('%s keeps every placeholder of the English text', (code) => {
    const texts = flatten(paymentTexts(code) as unknown as TextTree);
    for (const [path, source] of english) {
      const text = texts.get(path) ?? '';
      expect(text.trim(), `${code}:${path}`).not.toBe('');
      for (const placeholder of placeholders(source)) {
        expect(text, `${code}:${path}`).toContain(placeholder);
      }
      expect(placeholders(text).sort(), `${code}:${path}`).toEqual(placeholders(source).sort());
    }
  });

  it.each(translated)('%s translates every text', (code) => {
    const texts = flatten(paymentTexts(code) as unknown as TextTree);
    const untranslated = [...english]
      .filter(([path, source]) => texts.get(path) === source)
      .map(([path]) => `${code}:${path}`)
      .filter((key) => !SAME_AS_ENGLISH_ALLOWED.has(key));
    expect(untranslated).toEqual([]);
  });
});

describe('the example brand content in every locale', () => {
  // The shape an operator copies into BRAND_CONTENT_FILE; the default shows none of it.
  const content = loadBrandContent(
    new URL('../../src/server/features/payments/brand-content/example.json', import.meta.url)
      .pathname,
  );
  const texts: { where: string; byLocale: Record<string, string> }[] = [
    ...content.comments.map((comment, index) => ({
      where: `comments[${index}]`,
      byLocale: comment.text,
    })),
    ...(content.trustFigures ?? []).map((figure, index) => ({
      where: `trustFigures[${index}]`,
      byLocale: figure.label,
    })),
  ];

  it('has comments and trust figures', () => {
    expect(content.comments.length).toBeGreaterThan(0);
    expect(content.trustFigures?.length).toBeGreaterThan(0);
  });

  it.each(LOCALE_CODES)('%s has its own text for every comment and trust figure', (code) => {
    for (const { where, byLocale } of texts) {
      const text = byLocale[code] ?? '';
      expect(text.trim(), `${code}: ${where}`).not.toBe('');
      if (code !== DEFAULT_LOCALE) {
        expect(text, `${code}: ${where}`).not.toBe(byLocale[DEFAULT_LOCALE]);
      }
    }
  });
});
