import {
  AGE_NUMBER_WORDS,
  AGE_UNITS_AFTER,
  AGE_UNITS_JOINED,
  AGE_WORDS_BEFORE,
  MINOR_TERMS,
} from './minor-terms';
import { joinSpelledOut, normalizeForSafety } from './normalize-text';
import { REAL_PEOPLE } from './real-people';
import { TermMatcher } from './term-matcher';
import { alternatives, isMinorAge } from './term-patterns';

/** Why a prompt was refused: it is about a minor, or it names a real person. */
export type SafetyVerdict =
  | { isSafe: true }
  | { isSafe: false; reason: 'minor' | 'realPerson'; matched: string };

const MINOR_MATCHER = new TermMatcher(MINOR_TERMS);
const REAL_PERSON_MATCHER = new TermMatcher(REAL_PEOPLE);
const NUMBER = `(\\d{1,3}|${alternatives(AGE_NUMBER_WORDS)})`;
/** "15 years old", "15yo", "fifteen anos", "15 лет". */
const AGE_AFTER_PATTERN = new RegExp(
  `(?<= )${NUMBER} ?(${alternatives(AGE_UNITS_AFTER)})(?= )`,
  'gu',
);
/** "15岁", "15 살", "15 साल", "15 வயது". */
const AGE_JOINED_PATTERN = new RegExp(
  `(?<!\\d)(\\d{1,3}) ?(${alternatives(AGE_UNITS_JOINED)})`,
  'gu',
);
/** "aged 15", "age 15", "அசக் 15". */
const AGE_BEFORE_PATTERN = new RegExp(
  `(?:^| )(${alternatives(AGE_WORDS_BEFORE)}) ?(\\d{1,3})(?= )`,
  'gu',
);

/** Each age pattern with the group that holds its number. */
const AGE_PATTERNS: ReadonlyArray<readonly [RegExp, number]> = [
  [AGE_AFTER_PATTERN, 1],
  [AGE_JOINED_PATTERN, 1],
  [AGE_BEFORE_PATTERN, 2],
];

/** The real person a text names as a subject, in any supported language's spelling, or null. */
export function findRealPerson(text: string): string | null {
  const normalized = normalizeForSafety(text);
  return (
    REAL_PERSON_MATCHER.find(normalized) ?? REAL_PERSON_MATCHER.find(joinSpelledOut(normalized))
  );
}

/**
 * Checks a prompt (wizard text, a description, a photo prompt) before any coin or energy moves:
 * no minors, whether named (child, schoolgirl, 小学生…) or aged under 18 in digits or words, and
 * no real person as the subject. Runs on every supported language's words.
 */
export function checkPromptSafety(prompt: string): SafetyVerdict {
  const normalized = normalizeForSafety(prompt);
  for (const text of [normalized, joinSpelledOut(normalized)]) {
    const minor = MINOR_MATCHER.find(text);
    if (minor) return { isSafe: false, reason: 'minor', matched: minor };
    for (const [pattern, group] of AGE_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        if (isMinorAge(match[group])) {
          return { isSafe: false, reason: 'minor', matched: match[0].trim() };
        }
      }
    }
    const person = REAL_PERSON_MATCHER.find(text);
    if (person) return { isSafe: false, reason: 'realPerson', matched: person };
  }
  return { isSafe: true };
}
