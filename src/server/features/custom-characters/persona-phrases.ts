import { readFileSync } from 'node:fs';
import type { OptionStep } from '@contract/character-options';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';

/** The sentences of a persona; `{field}` takes the creator's choice in the language's words. */
interface PersonaSentences {
  description: string;
  kinks: string;
  greeting: string;
  scenario: string;
  story: string;
  /** Prompt mode: her description is the creator's own words. */
  promptDescription: string;
  promptGreeting: string;
  promptScenario: string;
  promptStory: string;
}

/** Each wizard choice in the language, worded to fit its place in the sentences. */
type ChoiceWords = Partial<Record<OptionStep, Record<string, string>>>;

/** The demo persona's sentences in one language (persona-phrases/<locale>.json). */
export interface PersonaPhrases extends PersonaSentences {
  /** A man's sentences, where they differ from a woman's. */
  man: Partial<PersonaSentences>;
  words: ChoiceWords;
  /** A man's words, where the language words them differently (gender agreement). */
  manWords: ChoiceWords;
  /** Descriptions `/random-prompt` offers to start prompt mode from. */
  randomPrompts: string[];
  /** Between kinks in a list: ", " unless the language writes lists otherwise ("、", "، "). */
  listSeparator?: string;
  /** Between two sentences: a space unless the script sets none (Chinese, Japanese). */
  sentenceSeparator?: string;
}

/** Every locale's sentences, read once at start. */
export const PERSONA_PHRASES: Record<string, PersonaPhrases> = Object.fromEntries(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(
      readFileSync(new URL(`./persona-phrases/${code}.json`, import.meta.url), 'utf8'),
    ) as PersonaPhrases,
  ]),
);

/** The sentences of `language`, English when it has none. */
export function phrasesOf(language: string): PersonaPhrases {
  return PERSONA_PHRASES[language] ?? (PERSONA_PHRASES[DEFAULT_LOCALE] as PersonaPhrases);
}
