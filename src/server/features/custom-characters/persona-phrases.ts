import { readFileSync } from 'node:fs';
import { LOCALE_CODES } from '@contract/locales';

/** The demo persona's sentences in one language; `{field}` takes the creator's choice. */
export interface PersonaPhrases {
  description: string;
  kinks: string;
  greeting: string;
  scenario: string;
  story: string;
  /** Prompt mode: her description is the creator's own words. */
  promptDescription: string;
  promptGreeting: string;
  promptScenario: string;
  /** Descriptions `/random-prompt` offers to start prompt mode from. */
  randomPrompts: string[];
}

/** Every locale's sentences (persona-phrases/<locale>.json), read once at start. */
export const PERSONA_PHRASES: Record<string, PersonaPhrases> = Object.fromEntries(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(
      readFileSync(new URL(`./persona-phrases/${code}.json`, import.meta.url), 'utf8'),
    ) as PersonaPhrases,
  ]),
);
