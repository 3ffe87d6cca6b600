import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE } from '@contract/locales';
import { PERSONA_PHRASES, type PersonaPhrases } from './persona-phrases';

/** One of the locale's starting descriptions for prompt mode; `salt` varies the pick. */
export function randomPrompt(language: string, salt: string): string {
  const phrases = PERSONA_PHRASES[language] ?? (PERSONA_PHRASES[DEFAULT_LOCALE] as PersonaPhrases);
  const index = createHash('sha256').update(salt).digest()[0] ?? 0;
  return phrases.randomPrompts[index % phrases.randomPrompts.length] as string;
}
