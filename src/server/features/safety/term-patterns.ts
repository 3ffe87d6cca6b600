import { MIN_ADULT_AGE } from '@contract/constants';
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

/**
 * Whether a number an age pattern found is under 18: digits are compared, a spelled-out number
 * (the lists hold only those under 18, Han and Hangul ones included) always is.
 */
export function isMinorAge(number: string | undefined): boolean {
  if (number === undefined) return false;
  if (/^\d+$/.test(number)) return Number(number) < MIN_ADULT_AGE;
  return true;
}
