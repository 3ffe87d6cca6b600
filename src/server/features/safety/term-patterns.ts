import { normalizeForSafety } from './normalize-text';

/** Scripts written without spaces between words, or with particles stuck to them. */
export const JOINED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Myanmar}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Tamil}]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Terms as one regular expression alternation (normalized; `*` lets a word go on). */
export const alternatives = (terms: readonly string[]) =>
  terms
    .map((raw) => {
      const isPrefix = raw.endsWith('*');
      const term = escapeRegExp(normalizeForSafety(isPrefix ? raw.slice(0, -1) : raw).trim());
      return isPrefix ? `${term}\\p{L}*` : term;
    })
    .join('|');
